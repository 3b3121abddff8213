/* test-clock.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <sys/timerfd.h>
#include <unistd.h>

#include "carry-on-clock.h"
#include "carry-on-clock-private.h"

#define SEC G_GINT64_CONSTANT (1000000)

typedef struct {
  GString *log;
  CarryOnClock *clock;
} Ctx;

static void
log_a (gpointer data)
{
  g_string_append (((Ctx *) data)->log, "a");
}

static void
log_b (gpointer data)
{
  g_string_append (((Ctx *) data)->log, "b");
}

static void
log_w (gpointer data)
{
  g_string_append (((Ctx *) data)->log, "w");
}

static void
log_and_reschedule (gpointer data)
{
  Ctx *ctx = data;

  g_string_append (ctx->log, "r");
  if (ctx->log->len < 3)
    carry_on_clock_schedule (ctx->clock, CARRY_ON_DEADLINE_MONOTONIC,
                             carry_on_clock_get_monotonic (ctx->clock) + SEC, log_and_reschedule, ctx);
}

static void
test_fake_order (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (1000 * SEC);
  Ctx ctx = { g_string_new (NULL), clock };
  gint64 mono = carry_on_clock_get_monotonic (clock);

  carry_on_clock_schedule (clock, CARRY_ON_DEADLINE_MONOTONIC, mono + 2 * SEC, log_b, &ctx);
  carry_on_clock_schedule (clock, CARRY_ON_DEADLINE_MONOTONIC, mono + 1 * SEC, log_a, &ctx);
  carry_on_clock_schedule (clock, CARRY_ON_DEADLINE_WALL, 1000 * SEC + 3 * SEC, log_w, &ctx);
  g_assert_cmpuint (carry_on_clock_get_n_pending (clock), ==, 3);

  carry_on_clock_advance (clock, SEC - 1);
  g_assert_cmpstr (ctx.log->str, ==, "");
  carry_on_clock_advance (clock, 1);
  g_assert_cmpstr (ctx.log->str, ==, "a");
  carry_on_clock_advance (clock, 5 * SEC);
  g_assert_cmpstr (ctx.log->str, ==, "abw");
  g_assert_cmpint (carry_on_clock_get_wall (clock), ==, 1006 * SEC);
  g_assert_cmpint (carry_on_clock_get_monotonic (clock), ==, mono + 6 * SEC);
  g_assert_cmpuint (carry_on_clock_get_n_pending (clock), ==, 0);
  g_string_free (ctx.log, TRUE);
}

static void
test_fake_cancel_and_reschedule (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (0);
  Ctx ctx = { g_string_new (NULL), clock };
  guint id;

  id = carry_on_clock_schedule (clock, CARRY_ON_DEADLINE_MONOTONIC, carry_on_clock_get_monotonic (clock) + SEC, log_a, &ctx);
  carry_on_clock_cancel (clock, id);
  carry_on_clock_cancel (clock, id);  /* stale: ignored */
  carry_on_clock_cancel (clock, 0);
  carry_on_clock_schedule (clock, CARRY_ON_DEADLINE_MONOTONIC, carry_on_clock_get_monotonic (clock) + SEC,
                           log_and_reschedule, &ctx);
  carry_on_clock_advance (clock, 10 * SEC);
  g_assert_cmpstr (ctx.log->str, ==, "rrr");
  g_string_free (ctx.log, TRUE);
}

/* carry_on_clock_clear() cancels and forgets; a NULL clock only forgets */
static void
test_fake_clear (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (0);
  Ctx ctx = { g_string_new (NULL), clock };
  guint id, gone;

  id = carry_on_clock_schedule (clock, CARRY_ON_DEADLINE_MONOTONIC, carry_on_clock_get_monotonic (clock) + SEC, log_a, &ctx);
  carry_on_clock_clear (clock, &id);
  g_assert_cmpuint (id, ==, 0);
  g_assert_cmpuint (carry_on_clock_get_n_pending (clock), ==, 0);
  carry_on_clock_clear (clock, &id);  /* 0: nothing to do */
  gone = 7;
  carry_on_clock_clear (NULL, &gone);
  g_assert_cmpuint (gone, ==, 0);
  carry_on_clock_advance (clock, 10 * SEC);
  g_assert_cmpstr (ctx.log->str, ==, "");
  g_string_free (ctx.log, TRUE);
}

static void
test_fake_suspend (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (100 * SEC);
  Ctx ctx = { g_string_new (NULL), clock };

  carry_on_clock_schedule (clock, CARRY_ON_DEADLINE_MONOTONIC, carry_on_clock_get_monotonic (clock) + 60 * SEC, log_a, &ctx);
  carry_on_clock_schedule (clock, CARRY_ON_DEADLINE_WALL, 160 * SEC, log_w, &ctx);
  /* Suspended for an hour: the wall deadline fires once, the backoff
   * (monotonic) does not. */
  carry_on_clock_jump_wall (clock, 3600 * SEC);
  g_assert_cmpstr (ctx.log->str, ==, "w");
  carry_on_clock_jump_wall (clock, 3600 * SEC);
  g_assert_cmpstr (ctx.log->str, ==, "w");
  carry_on_clock_advance (clock, 60 * SEC);
  g_assert_cmpstr (ctx.log->str, ==, "wa");
  g_string_free (ctx.log, TRUE);
}

static void
quit_cb (gpointer data)
{
  g_main_loop_quit (data);
}

static void
test_system_deadlines (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_system ();
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  gint64 start = g_get_monotonic_time ();

  /* A wall instant 50 ms ahead goes through timerfd(CLOCK_REALTIME). */
  carry_on_clock_schedule (clock, CARRY_ON_DEADLINE_WALL, g_get_real_time () + 50000, quit_cb, loop);
  g_main_loop_run (loop);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 45000);
  g_assert_cmpuint (carry_on_clock_get_n_pending (clock), ==, 0);

  /* A past wall instant fires at once; so does a monotonic one. */
  carry_on_clock_schedule (clock, CARRY_ON_DEADLINE_WALL, g_get_real_time () - 10 * SEC, quit_cb, loop);
  g_main_loop_run (loop);
  carry_on_clock_schedule (clock, CARRY_ON_DEADLINE_MONOTONIC, g_get_monotonic_time () + 1000, quit_cb, loop);
  g_main_loop_run (loop);
  g_assert_cmpuint (carry_on_clock_get_n_pending (clock), ==, 0);
}

/* The timerfd callback's decision, for every read() outcome.  ECANCELED
 * (the wall clock was set, or a resume the kernel reports so) cannot be
 * caused here: setting the clock needs CAP_SYS_TIME in the initial user
 * namespace and would move the machine's clock (docs/performance.md). */
static void
test_wall_timer_action (void)
{
  const gint64 deadline = 1767603600 * SEC;

  /* Expired: fire. */
  g_assert_cmpint (_carry_on_clock_wall_timer_action (8, 0, deadline, deadline), ==, CARRY_ON_WALL_TIMER_FIRE);
  g_assert_cmpint (_carry_on_clock_wall_timer_action (8, 0, deadline + 3600 * SEC, deadline), ==,
                   CARRY_ON_WALL_TIMER_FIRE);
  /* Woken with nothing to read: wait, whatever the time says. */
  g_assert_cmpint (_carry_on_clock_wall_timer_action (-1, EAGAIN, deadline - SEC, deadline), ==,
                   CARRY_ON_WALL_TIMER_WAIT);
  g_assert_cmpint (_carry_on_clock_wall_timer_action (-1, EAGAIN, deadline + SEC, deadline), ==,
                   CARRY_ON_WALL_TIMER_WAIT);
  g_assert_cmpint (_carry_on_clock_wall_timer_action (-1, EINTR, deadline - SEC, deadline), ==,
                   CARRY_ON_WALL_TIMER_WAIT);
  /* The clock was set back, or forward but not past the instant (or the
   * machine resumed before it): arm again, never fire early. */
  g_assert_cmpint (_carry_on_clock_wall_timer_action (-1, ECANCELED, deadline - 3600 * SEC, deadline), ==,
                   CARRY_ON_WALL_TIMER_REARM);
  g_assert_cmpint (_carry_on_clock_wall_timer_action (-1, ECANCELED, deadline - 1, deadline), ==,
                   CARRY_ON_WALL_TIMER_REARM);
  /* The step or the suspend crossed the instant: fire now, once (the
   * kernel resets the expiry count on ECANCELED, so this is the only
   * notice). */
  g_assert_cmpint (_carry_on_clock_wall_timer_action (-1, ECANCELED, deadline, deadline), ==,
                   CARRY_ON_WALL_TIMER_FIRE);
  g_assert_cmpint (_carry_on_clock_wall_timer_action (-1, ECANCELED, deadline + 5 * 3600 * SEC, deadline), ==,
                   CARRY_ON_WALL_TIMER_FIRE);
  /* A broken fd must not hold the deadline back for ever. */
  g_assert_cmpint (_carry_on_clock_wall_timer_action (-1, EBADF, deadline - SEC, deadline), ==,
                   CARRY_ON_WALL_TIMER_FIRE);
}

static gssize
read_timer (int  fd,
            int *out_errno)
{
  guint64 expirations = 0;
  gssize n = read (fd, &expirations, sizeof expirations);

  *out_errno = n < 0 ? errno : 0;
  return n < 0 ? n : (gssize) expirations;
}

/* Waits on @fd and does what the deadline's callback does with each
 * wake-up (wait on, or arm again after the wall clock was set) until the
 * action is FIRE.  Returns the last read's result; *saw_cancel tells
 * whether a clock change was reported on the way: whatever on the machine
 * sets the clock (NTP stepping it, a VM's time sync) makes the timer
 * readable early, with ECANCELED, and that must end in a re-arm, not a
 * fire. */
static gssize
wait_until_fire (int       fd,
                 gint64    deadline,
                 gboolean *saw_cancel)
{
  struct pollfd pfd = { fd, POLLIN, 0 };

  for (;;)
    {
      int ready;
      int err;
      gssize n;

      do
        ready = poll (&pfd, 1, 5000);
      while (ready < 0 && errno == EINTR);
      g_assert_cmpint (ready, ==, 1);

      n = read_timer (fd, &err);
      switch (_carry_on_clock_wall_timer_action (n, err, g_get_real_time (), deadline))
        {
        case CARRY_ON_WALL_TIMER_FIRE:
          if (n < 0)
            {
              /* Set past the instant: fired by the change itself. */
              g_assert_cmpint (err, ==, ECANCELED);
              *saw_cancel = TRUE;
            }
          return n;
        case CARRY_ON_WALL_TIMER_REARM:
          g_assert_cmpint (err, ==, ECANCELED);
          *saw_cancel = TRUE;
          g_assert_true (_carry_on_clock_arm_wall_timer (fd, deadline));
          break;
        case CARRY_ON_WALL_TIMER_WAIT:
        default:
          break;
        }
    }
}

/* The re-arm the REARM action does, on a real timerfd(CLOCK_REALTIME):
 * arming again for the same instant keeps it one expiry, not early. */
static void
test_wall_timer_rearm (void)
{
  int fd = timerfd_create (CLOCK_REALTIME, TFD_NONBLOCK | TFD_CLOEXEC);
  gint64 deadline = g_get_real_time () + 300 * 1000;
  struct itimerspec left = { 0 };
  gboolean saw_cancel = FALSE;
  gint64 past;
  gssize n;
  int err;

  g_assert_cmpint (fd, >=, 0);
  g_assert_true (_carry_on_clock_arm_wall_timer (fd, deadline));
  n = read_timer (fd, &err);
  g_assert_cmpint (n, ==, -1);
  /* Nothing yet; or, if the clock was set in between, a re-arm. */
  g_assert_cmpint (_carry_on_clock_wall_timer_action (n, err, g_get_real_time (), deadline), ==,
                   err == ECANCELED ? CARRY_ON_WALL_TIMER_REARM : CARRY_ON_WALL_TIMER_WAIT);

  /* What the callback does on ECANCELED before the instant. */
  g_assert_true (_carry_on_clock_arm_wall_timer (fd, deadline));
  g_assert_cmpint (timerfd_gettime (fd, &left), ==, 0);
  g_assert_true (left.it_value.tv_sec > 0 || left.it_value.tv_nsec > 0);
  g_assert_cmpint (left.it_value.tv_sec, <, 1);

  /* Fires once the instant has passed... */
  n = wait_until_fire (fd, deadline, &saw_cancel);
  if (!saw_cancel)
    {
      /* ...not before it (unless the clock was moved meanwhile, when
       * the wall time read here says nothing about the timer)... */
      g_assert_cmpint (n, ==, 1);
      g_assert_cmpint (g_get_real_time (), >=, deadline);
    }
  /* ...and once. */
  n = read_timer (fd, &err);
  g_assert_cmpint (n, ==, -1);
  g_assert_true (err == EAGAIN || err == ECANCELED);

  /* A past instant, and the epoch itself (an all-zero it_value would
   * disarm the timer instead): expired at once. */
  past = g_get_real_time () - 10 * SEC;
  g_assert_true (_carry_on_clock_arm_wall_timer (fd, past));
  wait_until_fire (fd, past, &saw_cancel);
  g_assert_true (_carry_on_clock_arm_wall_timer (fd, 0));
  wait_until_fire (fd, 0, &saw_cancel);

  close (fd);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/clock/fake/order", test_fake_order);
  g_test_add_func ("/clock/fake/cancel-and-reschedule", test_fake_cancel_and_reschedule);
  g_test_add_func ("/clock/fake/clear", test_fake_clear);
  g_test_add_func ("/clock/fake/suspend", test_fake_suspend);
  g_test_add_func ("/clock/system/deadlines", test_system_deadlines);
  g_test_add_func ("/clock/system/wall-timer-action", test_wall_timer_action);
  g_test_add_func ("/clock/system/wall-timer-rearm", test_wall_timer_rearm);
  return g_test_run ();
}
