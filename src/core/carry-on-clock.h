/* carry-on-clock.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * All time the core reads or waits for goes through a CarryOnClock, so the
 * tests drive a fake one and never sleep.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/**
 * CarryOnDeadlineKind:
 * @CARRY_ON_DEADLINE_MONOTONIC: a backoff: the deadline is on the monotonic
 *   clock (µs, g_get_monotonic_time()); it stops while the machine sleeps
 * @CARRY_ON_DEADLINE_WALL: an instant such as a usage-limit reset: the
 *   deadline is wall-clock µs since the epoch and fires once, promptly, after
 *   a suspend or a clock change (timerfd with TFD_TIMER_CANCEL_ON_SET)
 */
typedef enum {
  CARRY_ON_DEADLINE_MONOTONIC,
  CARRY_ON_DEADLINE_WALL,
} CarryOnDeadlineKind;

typedef void (*CarryOnClockFunc) (gpointer user_data);

#define CARRY_ON_TYPE_CLOCK (carry_on_clock_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnClock, carry_on_clock, CARRY_ON, CLOCK, GObject)

/* The real clocks, timers on the thread-default main context. */
CarryOnClock *carry_on_clock_new_system  (void);
/* A fake clock starting at @wall_us (epoch µs) and monotonic 1 s; it only
 * moves through carry_on_clock_advance() and carry_on_clock_jump_wall(). */
CarryOnClock *carry_on_clock_new_fake    (gint64 wall_us);

/* Now, in µs: monotonic, and wall-clock since the Unix epoch. */
gint64        carry_on_clock_get_monotonic (CarryOnClock *self);
gint64        carry_on_clock_get_wall      (CarryOnClock *self);
/* (transfer full): the wall-clock now as a GDateTime in UTC. */
GDateTime    *carry_on_clock_dup_now       (CarryOnClock *self);

/**
 * carry_on_clock_schedule:
 * @kind: which clock @deadline_us is on
 * @deadline_us: when to call @func (µs on that clock); a past deadline fires
 *   on the next main-loop iteration (fake: on the next advance)
 * @func: called once
 * @user_data: for @func
 *
 * Returns: a non-zero id for carry_on_clock_cancel()
 */
guint         carry_on_clock_schedule (CarryOnClock        *self,
                                       CarryOnDeadlineKind  kind,
                                       gint64               deadline_us,
                                       CarryOnClockFunc     func,
                                       gpointer             user_data);
/* Cancels a deadline that has not fired; 0 and stale ids are ignored. */
void          carry_on_clock_cancel   (CarryOnClock *self,
                                       guint         id);
/* Cancels the deadline *@id names (if any) and sets *@id to 0, as
 * g_clear_handle_id() does for a GSource.  @self may be NULL once the
 * clock is gone: the id is only forgotten. */
void          carry_on_clock_clear    (CarryOnClock *self,
                                       guint        *id);
/* Number of deadlines armed now (the idle-cost benchmark expects 0). */
guint         carry_on_clock_get_n_pending (CarryOnClock *self);

/* Fake clock only: moves both clocks forward by @delta_us, firing every due
 * deadline in order of its time (callbacks may schedule more). */
void          carry_on_clock_advance   (CarryOnClock *self,
                                        gint64        delta_us);
/* Fake clock only: moves the wall clock alone (a suspend, or the user
 * setting the time); due wall deadlines fire, monotonic ones do not. */
void          carry_on_clock_jump_wall (CarryOnClock *self,
                                        gint64        delta_us);

G_END_DECLS
