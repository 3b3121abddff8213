/* test-clock.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carry-on-clock.h"

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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/clock/fake/order", test_fake_order);
  g_test_add_func ("/clock/fake/cancel-and-reschedule", test_fake_cancel_and_reschedule);
  g_test_add_func ("/clock/fake/suspend", test_fake_suspend);
  g_test_add_func ("/clock/system/deadlines", test_system_deadlines);
  return g_test_run ();
}
