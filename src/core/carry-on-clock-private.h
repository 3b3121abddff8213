/* carry-on-clock-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The system clock's handling of a wall deadline's timerfd, split from the
 * fd so tests can drive every outcome: the ECANCELED case needs the wall
 * clock to be set (CAP_SYS_TIME in the initial user namespace, and it moves
 * the machine's clock), which no test may do.  Not installed, not a
 * contract between areas.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * CarryOnWallTimerAction:
 * What to do after read() on a wall deadline's timerfd.
 * @CARRY_ON_WALL_TIMER_WAIT: nothing happened (EAGAIN, EINTR): keep waiting
 * @CARRY_ON_WALL_TIMER_FIRE: call the deadline's function, once
 * @CARRY_ON_WALL_TIMER_REARM: the wall clock was set (or the machine
 *   resumed and the kernel says so) before the instant: arm the timer again
 *   for the same instant
 */
typedef enum {
  CARRY_ON_WALL_TIMER_WAIT,
  CARRY_ON_WALL_TIMER_FIRE,
  CARRY_ON_WALL_TIMER_REARM,
} CarryOnWallTimerAction;

/**
 * _carry_on_clock_wall_timer_action:
 * @read_result: what read() of the 8-byte expiration count returned
 * @read_errno: errno after it (looked at only when @read_result < 0)
 * @now_us: the wall clock now, epoch µs (g_get_real_time())
 * @deadline_us: the deadline's instant, epoch µs
 *
 * The decision of the system clock's timerfd callback.  With
 * TFD_TIMER_CANCEL_ON_SET, read() fails with ECANCELED whenever the wall
 * clock was set since the timer was armed (timerfd(2)); the deadline then
 * fires if its instant has passed (the step or the suspend crossed it) and
 * is armed again otherwise, so it fires once and never early.  An expiry
 * fires; EAGAIN and EINTR wait; any other error fires, so a broken fd
 * cannot hold a deadline back for ever.
 *
 * Returns: the action
 */
CarryOnWallTimerAction _carry_on_clock_wall_timer_action (gssize read_result,
                                                          int    read_errno,
                                                          gint64 now_us,
                                                          gint64 deadline_us);

/**
 * _carry_on_clock_arm_wall_timer:
 * @fd: a timerfd on CLOCK_REALTIME
 * @deadline_us: the instant, epoch µs (values below 1 are armed at 1 µs
 *   past the epoch, since an all-zero it_value disarms the timer)
 *
 * Arms @fd absolutely (TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET) for
 * @deadline_us; arming again replaces the previous setting.
 *
 * Returns: %TRUE on success; %FALSE with errno set when timerfd_settime()
 *   failed
 */
gboolean _carry_on_clock_arm_wall_timer (int    fd,
                                         gint64 deadline_us);

G_END_DECLS
