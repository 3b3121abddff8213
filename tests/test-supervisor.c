/* test-supervisor.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The per-session state machine, driven through a real CarryOnHost over a
 * socketpair: the test plays the agent host, writing protocol lines and
 * reading what the supervisor sends.  Time is a fake clock: no test sleeps
 * for a backoff.
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "carry-on-clock.h"
#include "carry-on-fake-host.h"
#include "carry-on-host.h"
#include "carry-on-session.h"
#include "carry-on-settings.h"
#include "carry-on-state-store.h"
#include "carry-on-supervisor.h"
#include "carry-on-policy.h"
#include "carry-on-fake-network-monitor.h"

/* 2026-11-29 12:00:00 UTC */
#define T0_US (G_GINT64_CONSTANT (1796040000) * G_USEC_PER_SEC)
#define SEC G_GINT64_CONSTANT (1000000)

#define HELLO CARRY_ON_FAKE_HOST_HELLO ("claude-code", "Claude Code", "2.1.332", 4242, \
                                        "\"prompt.submit\",\"log\",\"usage\"")

typedef struct {
  CarryOnClock      *clock;
  GSettings         *gsettings;
  CarryOnSettings   *settings;
  CarryOnSupervisor *sup;
  CarryOnFakeHost   *fake;      /* the host this test plays */
  GPtrArray         *decisions; /* char *: "decision text" */
  char              *state_file;
  int                turn;
} Fixture;

static void
on_decision (CarryOnSupervisor *sup,
             CarryOnSession    *session,
             int                decision,
             const char        *text,
             Fixture           *f)
{
  g_ptr_array_add (f->decisions, g_strdup_printf ("%s %s", carry_on_decision_to_string (decision), text));
}

static gboolean
decided (Fixture    *f,
         const char *prefix)
{
  for (guint i = 0; i < f->decisions->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (f->decisions, i), prefix))
      return TRUE;
  return FALSE;
}

static void
advance (Fixture *f,
         gint64   us)
{
  carry_on_clock_advance (f->clock, us);
  carry_on_fake_host_settle (f->fake);
}

static CarryOnSession *
session (Fixture    *f,
         const char *id)
{
  g_autofree char *key = g_strdup_printf ("claude-code:%s", id);

  return carry_on_supervisor_lookup_session (f->sup, key);
}

/* Connects the host again (fresh socketpair) and does the handshake; the
 * snapshot is @sessions_json (a JSON array). */
static void
connect_host (Fixture    *f,
              const char *sessions_json)
{
  carry_on_fake_host_connect (f->fake, f->sup, HELLO, CARRY_ON_FAKE_HOST_GRANTED, sessions_json);
}

static void
connect_host_control (Fixture    *f,
                      const char *control,
                      const char *sessions_json)
{
  carry_on_fake_host_connect (f->fake, f->sup, HELLO, control, sessions_json);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->clock = carry_on_clock_new_fake (T0_US);
  f->gsettings = g_settings_new ("io.carryon.CarryOn");
  g_settings_set_boolean (f->gsettings, "jitter", FALSE);
  f->settings = carry_on_settings_new (f->gsettings);
  f->sup = carry_on_supervisor_new (f->settings, f->clock);
  f->decisions = g_ptr_array_new_with_free_func (g_free);
  f->state_file = g_build_filename (g_get_user_state_dir (), "carry-on", "state.json", NULL);
  g_signal_connect (f->sup, "decision", G_CALLBACK (on_decision), f);
  f->fake = carry_on_fake_host_new (f->sup, f->clock, HELLO, "[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\",\"provider\":\"api.anthropic.com\"}]");
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->sup);
  g_clear_pointer (&f->fake, carry_on_fake_host_free);
  g_clear_object (&f->settings);
  g_settings_reset (f->gsettings, "enabled");
  g_settings_reset (f->gsettings, "backoff-preset");
  g_settings_reset (f->gsettings, "resume-margin");
  g_settings_reset (f->gsettings, "default-limit");
  g_settings_reset (f->gsettings, "pick-up-missed");
  g_clear_object (&f->gsettings);
  g_clear_object (&f->clock);
  g_ptr_array_unref (f->decisions);
  g_free (f->state_file);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* A turn of session @id that fails with @failure_json. */
static void
fail_turn (Fixture    *f,
           const char *id,
           const char *failure_json)
{
  f->turn++;
  carry_on_fake_host_writef (f->fake, "{\"type\":\"turn.start\",\"session_id\":\"%s\",\"turn_id\":\"t%d\"}", id, f->turn);
  carry_on_fake_host_writef (f->fake, "{\"type\":\"turn.complete\",\"session_id\":\"%s\",\"turn_id\":\"t%d\",\"reason\":\"error\","
                                      "\"failure\":%s}", id, f->turn, failure_json);
  carry_on_fake_host_settle (f->fake);
}

#define OVERLOADED "{\"kind\":\"server_error\",\"status\":529,\"error_type\":\"overloaded_error\"," \
                   "\"message\":\"API Error: 529 Overloaded. This is a server-side issue, usually temporary\"," \
                   "\"provider\":\"api.anthropic.com\"}"

/* The host takes our last continue and runs it as a turn ending @reason. */
static void
run_our_continue (Fixture    *f,
                  const char *id,
                  const char *reason,
                  const char *failure_json)
{
  JsonObject *submit = carry_on_fake_host_last_submit_for (f->fake, id);
  const char *request_id = json_object_get_string_member (submit, "request_id");

  f->turn++;
  carry_on_fake_host_writef (f->fake, "{\"type\":\"prompt.result\",\"request_id\":\"%s\",\"session_id\":\"%s\",\"ok\":true}", request_id, id);
  carry_on_fake_host_writef (f->fake, "{\"type\":\"prompt.submit\",\"session_id\":\"%s\",\"origin\":{\"kind\":\"plugin\",\"name\":\"carry-on\",\"request_id\":\"%s\"}}",
                                   id, request_id);
  carry_on_fake_host_writef (f->fake, "{\"type\":\"turn.start\",\"session_id\":\"%s\",\"turn_id\":\"t%d\",\"origin\":{\"kind\":\"plugin\",\"request_id\":\"%s\"}}",
                                   id, f->turn, request_id);
  if (failure_json != NULL)
    carry_on_fake_host_writef (f->fake, "{\"type\":\"turn.complete\",\"session_id\":\"%s\",\"turn_id\":\"t%d\",\"reason\":\"%s\",\"failure\":%s}",
                                     id, f->turn, reason, failure_json);
  else
    carry_on_fake_host_writef (f->fake, "{\"type\":\"turn.complete\",\"session_id\":\"%s\",\"turn_id\":\"t%d\",\"reason\":\"%s\",\"answer\":\"ok\"}",
                                     id, f->turn, reason);
  carry_on_fake_host_settle (f->fake);
}

static void
test_transient_one_continue (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");
  g_autofree char *prompt = g_settings_get_string (f->gsettings, "continue-prompt");
  JsonObject *submit;

  g_assert_nonnull (s);
  g_assert_cmpstr (carry_on_session_get_title (s), ==, "proj");
  fail_turn (f, "s1", OVERLOADED);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
  g_assert_cmpint (carry_on_session_get_due (s), ==, T0_US + 5 * SEC);
  g_assert_true (decided (f, "scheduled server overloaded") || decided (f, "scheduled"));

  advance (f, 4 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  advance (f, 1 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
  submit = carry_on_fake_host_last_of_type (f->fake, "prompt.submit");
  g_assert_cmpstr (json_object_get_string_member (submit, "session_id"), ==, "s1");
  g_assert_cmpstr (json_object_get_string_member (submit, "text"), ==, prompt);
  g_assert_true (g_str_has_prefix (json_object_get_string_member (submit, "request_id"), "co-"));
  g_assert_cmpuint (carry_on_session_get_count (s), ==, 1);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_CONTINUING);
  /* A log line went to the host's transcript for each decision. */
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "log"), >=, 2);

  /* Nothing more goes out while it is in flight, however long we wait. */
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);

  run_our_continue (f, "s1", "answer", NULL);
  g_assert_cmpuint (carry_on_session_get_count (s), ==, 0);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_IDLE);
  g_assert_true (decided (f, "recovered"));
  g_assert_cmpuint (carry_on_clock_get_n_pending (f->clock), ==, 0);
}

/* A dead Wi-Fi must not use up the continues in a row: due continues wait
 * while offline, uncounted, and go out spread when the network is back. */
static void
test_offline_waits_uncounted (Fixture *f, gconstpointer data)
{
  g_autoptr(CarryOnFakeNetworkMonitor) monitor = carry_on_fake_network_monitor_new ();
  g_autoptr(CarryOnConnectivity) connectivity = NULL;
  g_autoptr(GArray) sent_at = g_array_new (FALSE, FALSE, sizeof (gint64));
  guint before;

  connectivity = carry_on_connectivity_new (G_NETWORK_MONITOR (monitor), NULL, f->clock);
  carry_on_supervisor_set_connectivity (f->sup, connectivity);
  for (int i = 0; i < 4; i++)
    carry_on_fake_host_writef (f->fake, "{\"type\":\"session.start\",\"session\":{\"id\":\"w%d\"}}", i);
  carry_on_fake_host_settle (f->fake);

  carry_on_fake_network_monitor_set_available (monitor, FALSE);
  for (int i = 0; i < 4; i++)
    {
      g_autofree char *id = g_strdup_printf ("w%d", i);

      fail_turn (f, id, OVERLOADED);
    }

  /* Hours pass offline: nothing is sent, nothing is counted. */
  advance (f, 3 * 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  for (int i = 0; i < 4; i++)
    {
      g_autofree char *id = g_strdup_printf ("w%d", i);
      CarryOnSession *s = session (f, id);

      g_assert_cmpuint (carry_on_session_get_count (s), ==, 0);
      g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
    }

  /* Back online: each goes once, spread over the recovery window. */
  carry_on_fake_network_monitor_set_available (monitor, TRUE);
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  before = 0;
  for (int step = 0; step < 30 && before < 4; step++)
    {
      guint now_sent;

      advance (f, 1 * SEC);
      now_sent = carry_on_fake_host_count_type (f->fake, "prompt.submit");
      for (guint k = before; k < now_sent; k++)
        {
          gint64 t = carry_on_clock_get_wall (f->clock);

          g_array_append_val (sent_at, t);
        }
      before = now_sent;
    }
  g_assert_cmpuint (sent_at->len, ==, 4);
  g_assert_cmpint (g_array_index (sent_at, gint64, 3), >, g_array_index (sent_at, gint64, 0));
  g_assert_cmpint (g_array_index (sent_at, gint64, 3) - g_array_index (sent_at, gint64, 0), <=, 15 * SEC);
  for (int i = 0; i < 4; i++)
    {
      g_autofree char *id = g_strdup_printf ("w%d", i);

      g_assert_cmpuint (carry_on_session_get_count (session (f, id)), ==, 1);
    }
  carry_on_supervisor_set_connectivity (f->sup, NULL);
}

/* A reset on another day shows its date; one beyond any usage window is
 * not believed, and the decision says so. */
static void
test_limit_reset_far (Fixture *f, gconstpointer data)
{
  g_autofree char *tomorrow = g_strdup_printf ("{\"kind\":\"rate_limit\",\"status\":429,\"provider\":\"api.anthropic.com\","
                                               "\"resets_at\":%" G_GINT64_FORMAT "}", T0_US / SEC + 2 * 86400);
  CarryOnSession *s = session (f, "s1");
  gboolean dated = FALSE;

  fail_turn (f, "s1", tomorrow);
  for (guint i = 0; i < f->decisions->len; i++)
    {
      const char *text = g_ptr_array_index (f->decisions, i);

      /* "… resuming at Tue  1 Dec 12:00 (in 2 days) …" */
      if (strstr (text, "resuming at ") != NULL && strstr (text, " Dec ") != NULL)
        dated = TRUE;
    }
  g_assert_true (dated);

  g_ptr_array_set_size (f->decisions, 0);
  carry_on_fake_host_writef (f->fake, "{\"type\":\"prompt.submit\",\"session_id\":\"s1\",\"origin\":{\"kind\":\"person\"}}");
  carry_on_fake_host_settle (f->fake);
  fail_turn (f, "s1", "{\"kind\":\"rate_limit\",\"status\":429,\"provider\":\"api.anthropic.com\",\"resets_at\":99999999999}");
  g_assert_true (decided (f, "scheduled"));
  g_assert_nonnull (strstr (g_ptr_array_index (f->decisions, f->decisions->len - 1), "not believed"));
  g_assert_cmpint (carry_on_session_get_due (s) - carry_on_clock_get_wall (f->clock), ==,
                   carry_on_policy_limit_backoff_ms (0) * 1000);
}

/* A usage limit with a retry-after (DSH's providerRetryAfterMs, a
 * Retry-After header) is an exact instant, not a time read from text:
 * it resumes after the margin, not a minute later. */
static void
test_limit_retry_after (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");

  fail_turn (f, "s1", "{\"kind\":\"RATE_LIMIT\",\"status\":429,\"message\":\"Too Many Requests\","
                      "\"retry_after_ms\":1000,\"host_retried\":true}");
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
  g_assert_cmpint (carry_on_session_get_due (s), <=, T0_US + (1 + CARRY_ON_RESUME_MARGIN_DEFAULT_S) * SEC);
  g_assert_cmpint (carry_on_session_get_due (s), >=, T0_US + 1 * SEC);
}

static void
test_ladder (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");
  const gint64 expected[] = { 5, 15, 45, 135, 300, 300 };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      gint64 start = carry_on_clock_get_wall (f->clock);

      if (i == 0)
        fail_turn (f, "s1", OVERLOADED);
      else
        run_our_continue (f, "s1", "error", OVERLOADED);
      g_assert_cmpint (carry_on_session_get_due (s) - start, ==, expected[i] * SEC);
      advance (f, expected[i] * SEC);
      g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, i + 1);
      g_assert_cmpuint (carry_on_session_get_count (s), ==, i + 1);
    }
}

static void
test_host_retried_first_rung (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");

  /* Every failure arrives after the host's own retries (DSH retries a
   * step, Claude Code a 529): the ladder still starts at its first rung. */
  fail_turn (f, "s1", "{\"kind\":\"SERVER\",\"status\":503,\"message\":\"Service Unavailable\",\"host_retried\":true}");
  g_assert_cmpint (carry_on_session_get_due (s), ==, T0_US + 5 * SEC);
  /* ...and the history says the host had retried it. */
  g_assert_true (decided (f, "scheduled service unavailable, after the host's own retries; continuing in 5 s"));
  advance (f, 4 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  advance (f, 1 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

static void
test_claude_code_529_first_continue (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");

  /* Claude Code's own failure line for a 529 after its retries: the first
   * continue goes 5 s later with the default preset and no jitter. */
  fail_turn (f, "s1", "{\"kind\":\"server_error\",\"status\":529,\"error_type\":\"overloaded_error\","
                      "\"message\":\"API Error: 529 Overloaded\",\"host_retried\":true}");
  g_assert_cmpint (carry_on_session_get_due (s), ==, T0_US + 5 * SEC);
  advance (f, 5 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

static void
test_limit_reset (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");
  gint64 reset = T0_US / SEC + 600;
  g_autofree char *failure = g_strdup_printf ("{\"kind\":\"rate_limit\",\"status\":429,"
                                              "\"message\":\"You've hit your usage limit\",\"resets_at\":%" G_GINT64_FORMAT "}",
                                              reset);
  g_autofree char *limit_prompt = g_settings_get_string (f->gsettings, "limit-prompt");

  g_settings_set_uint (f->gsettings, "resume-margin", 30);
  fail_turn (f, "s1", failure);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
  g_assert_true (carry_on_session_get_due_is_reset (s));
  g_assert_cmpint (carry_on_session_get_due (s), ==, (reset + 30) * SEC);

  advance (f, 629 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  advance (f, 1 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "prompt.submit"), "text"), ==, limit_prompt);
}

/* With default settings the first continue goes within 20 s of a
 * structured reset and never before it; sessions waiting on one reset
 * resume within that bound too. */
static void
test_limit_reset_default_prompt (Fixture *f, gconstpointer data)
{
  gint64 reset = T0_US / SEC + 600;
  g_autofree char *failure = g_strdup_printf ("{\"kind\":\"rate_limit\",\"status\":429,\"provider\":\"api.anthropic.com\","
                                              "\"resets_at\":%" G_GINT64_FORMAT "}", reset);
  g_autoptr(GArray) sent_at = g_array_new (FALSE, FALSE, sizeof (gint64));
  guint before = 0;

  for (int i = 0; i < 6; i++)
    carry_on_fake_host_writef (f->fake, "{\"type\":\"session.start\",\"session\":{\"id\":\"r%d\"}}", i);
  carry_on_fake_host_settle (f->fake);
  for (int i = 0; i < 6; i++)
    {
      g_autofree char *id = g_strdup_printf ("r%d", i);

      fail_turn (f, id, failure);
      g_assert_cmpint (carry_on_session_get_due (session (f, id)), ==, (reset + 5) * SEC);
    }

  /* Second by second up to the reset: nothing. */
  advance (f, 600 * SEC - 1);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  for (int step = 0; step <= 40 * 4; step++)
    {
      guint n;

      advance (f, SEC / 4);
      n = carry_on_fake_host_count_type (f->fake, "prompt.submit");
      for (; before < n; before++)
        g_array_append_val (sent_at, (gint64) { carry_on_clock_get_wall (f->clock) });
    }
  g_assert_cmpuint (sent_at->len, ==, 6);
  for (guint i = 0; i < sent_at->len; i++)
    {
      g_assert_cmpint (g_array_index (sent_at, gint64, i), >, reset * SEC);
      g_assert_cmpint (g_array_index (sent_at, gint64, i), <=, (reset + 20) * SEC);
    }
}

/* Margin 0 still never goes before the reset: the structured instant is
 * whole seconds, possibly cut down from the provider's. */
static void
test_limit_reset_margin_zero (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");
  gint64 reset = T0_US / SEC + 60;
  g_autofree char *failure = g_strdup_printf ("{\"kind\":\"rate_limit\",\"status\":429,\"resets_at\":%" G_GINT64_FORMAT "}", reset);

  g_settings_set_uint (f->gsettings, "resume-margin", 0);
  fail_turn (f, "s1", failure);
  g_assert_cmpint (carry_on_session_get_due (s), ==, (reset + 1) * SEC);
  advance (f, 61 * SEC - 1);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  advance (f, 1);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

/* A reset read from the text is known to the minute: the wait covers it. */
static void
test_limit_reset_from_text (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");
  gint64 reset = T0_US / SEC + 600;
  g_autofree char *failure = g_strdup_printf ("{\"kind\":\"rate_limit\",\"message\":\"Claude AI usage limit reached|%" G_GINT64_FORMAT "\"}", reset);

  fail_turn (f, "s1", failure);
  g_assert_true (carry_on_session_get_due_is_reset (s));
  g_assert_cmpint (carry_on_session_get_due (s), ==, (reset + 60) * SEC);
}

/* Refused by the same limit right after the reset (the provider's clock is
 * behind): tried again shortly, not counted against the limit in a row. */
static void
test_limit_refused_after_reset (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");
  gint64 reset = T0_US / SEC + 600;
  g_autofree char *failure = g_strdup_printf ("{\"kind\":\"rate_limit\",\"status\":429,\"resets_at\":%" G_GINT64_FORMAT "}", reset);

  carry_on_session_set_limit (s, 1);
  fail_turn (f, "s1", failure);
  advance (f, 605 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
  g_assert_cmpuint (carry_on_session_get_count (s), ==, 1);

  /* Refused with the same reset instant: not a give-up (limit 1), the
   * count goes back, another try follows shortly. */
  run_our_continue (f, "s1", "error", failure);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
  g_assert_cmpuint (carry_on_session_get_count (s), ==, 0);
  g_assert_cmpint (carry_on_session_get_due (s) - carry_on_clock_get_wall (f->clock), <=, 30 * SEC);
  advance (f, 30 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 2);

  /* It answers now: all is well. */
  run_our_continue (f, "s1", "answer", NULL);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_IDLE);
  g_assert_cmpuint (carry_on_session_get_count (s), ==, 0);
}

/* Refused again and again: after a few not-counted tries the limit counts. */
static void
test_limit_refused_after_reset_bounded (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");
  gint64 reset = T0_US / SEC + 600;
  g_autofree char *failure = g_strdup_printf ("{\"kind\":\"rate_limit\",\"status\":429,\"resets_at\":%" G_GINT64_FORMAT "}", reset);

  carry_on_session_set_limit (s, 1);
  fail_turn (f, "s1", failure);
  advance (f, 605 * SEC);
  for (guint i = 0; i < 3; i++)
    {
      run_our_continue (f, "s1", "error", failure);
      g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
      advance (f, 60 * SEC);
      g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, i + 2);
    }
  run_our_continue (f, "s1", "error", failure);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_GAVE_UP);
}

static void
test_limit_reset_after_suspend (Fixture *f, gconstpointer data)
{
  gint64 reset = T0_US / SEC + 3600;
  g_autofree char *failure = g_strdup_printf ("{\"kind\":\"rate_limit\",\"status\":429,\"resets_at\":%" G_GINT64_FORMAT "}", reset);

  g_settings_set_uint (f->gsettings, "resume-margin", 0);
  fail_turn (f, "s1", failure);
  /* The laptop sleeps for two hours: the monotonic clock stands still, the
   * wall clock jumps.  The reset fires once, at resume. */
  carry_on_clock_jump_wall (f->clock, 2 * 3600 * SEC);
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
  advance (f, 3 * 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

static void
test_fatal_gives_up (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");

  fail_turn (f, "s1", "{\"kind\":\"authentication_failed\",\"status\":401,"
                      "\"error_type\":\"authentication_error\",\"message\":\"API Error: 401 invalid x-api-key\"}");
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_GAVE_UP);
  g_assert_true (decided (f, "gave-up"));
  g_assert_cmpuint (carry_on_supervisor_get_n_gave_up (f->sup), ==, 1);
  advance (f, 24 * 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  g_assert_cmpuint (carry_on_clock_get_n_pending (f->clock), ==, 0);
}

/* A failure no rule knows whose words read as fatal: the words guess, so
 * one continue goes first; failing the same way after it, the session
 * gives up, saying so */
static void
test_guessed_fatal_one_continue (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");
  const char *failure = "{\"message\":\"Your organisation's administrator must grant this seat access to the assistant\"}";

  fail_turn (f, "s1", failure);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
  advance (f, 5 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);

  run_our_continue (f, "s1", "error", failure);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_GAVE_UP);
  g_assert_true (decided (f, "gave-up gave up: unrecognised error that reads as fatal (again after a continue)"));
  advance (f, 24 * 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
  g_assert_cmpuint (carry_on_clock_get_n_pending (f->clock), ==, 0);
}

static void
test_person_prompt_cancels (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");

  fail_turn (f, "s1", OVERLOADED);
  advance (f, 5 * SEC);
  run_our_continue (f, "s1", "error", OVERLOADED);
  g_assert_cmpuint (carry_on_session_get_count (s), ==, 1);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);

  carry_on_fake_host_write (f->fake, "{\"type\":\"prompt.submit\",\"session_id\":\"s1\",\"origin\":{\"kind\":\"composer\"}}");
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (carry_on_session_get_count (s), ==, 0);
  g_assert_cmpint (carry_on_session_get_due (s), ==, 0);
  g_assert_true (decided (f, "cancelled you sent a prompt"));
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

static void
test_automated_prompt_does_not_cancel (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");

  fail_turn (f, "s1", OVERLOADED);
  /* A scheduled trigger starts a turn: it neither cancels nor resets, but
   * the due continue waits for it to end. */
  carry_on_fake_host_write (f->fake, "{\"type\":\"prompt.submit\",\"session_id\":\"s1\",\"origin\":{\"kind\":\"scheduled-trigger\"}}");
  carry_on_fake_host_write (f->fake, "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"auto1\",\"origin\":{\"kind\":\"scheduled-trigger\"}}");
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
  advance (f, 10 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  carry_on_fake_host_write (f->fake, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"auto1\",\"reason\":\"answer\"}");
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

static void
test_left_alone (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");

  /* A subagent's failed turn. */
  carry_on_fake_host_write (f->fake, "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"sub1\",\"agent_id\":\"a1\"}");
  carry_on_fake_host_write (f->fake, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"sub1\",\"agent_id\":\"a1\",\"reason\":\"error\","
                                     "\"failure\":" OVERLOADED "}");
  /* The person pressed Esc. */
  carry_on_fake_host_write (f->fake, "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"esc\"}");
  carry_on_fake_host_write (f->fake, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"esc\",\"reason\":\"aborted\"}");
  /* A refusal. */
  carry_on_fake_host_write (f->fake, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"ref\",\"reason\":\"refusal\"}");
  /* An answer that merely talks about rate limits. */
  carry_on_fake_host_write (f->fake, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"talk\",\"reason\":\"answer\","
                                     "\"answer\":\"API Error: 429 rate limit exceeded, usage limit reached\"}");
  carry_on_fake_host_settle (f->fake);
  advance (f, 24 * 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_IDLE);
}

static void
test_aborted_cancels_pending (Fixture *f, gconstpointer data)
{
  fail_turn (f, "s1", OVERLOADED);
  carry_on_fake_host_write (f->fake, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"x\",\"reason\":\"aborted\"}");
  carry_on_fake_host_settle (f->fake);
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
}

static void
test_drop_keeps_count (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");
  const char *request_id;

  fail_turn (f, "s1", OVERLOADED);
  advance (f, 5 * SEC);
  g_assert_cmpuint (carry_on_session_get_count (s), ==, 1);
  request_id = json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "prompt.submit"), "request_id");
  carry_on_fake_host_writef (f->fake, "{\"type\":\"prompt.result\",\"request_id\":\"%s\",\"session_id\":\"s1\",\"ok\":false,"
                                      "\"drop\":\"a hook answered without passing the prompt on\"}", request_id);
  carry_on_fake_host_settle (f->fake);
  g_assert_true (decided (f, "dropped"));
  g_assert_cmpuint (carry_on_session_get_count (s), ==, 1);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
  /* The next rung of the ladder: 15 s. */
  advance (f, 15 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 2);
  g_assert_cmpuint (carry_on_session_get_count (s), ==, 2);
}

static void
test_drop_after_stop_gives_up (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");
  const char *request_id;

  fail_turn (f, "s1", OVERLOADED);
  advance (f, 5 * SEC);
  request_id = json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "prompt.submit"), "request_id");
  carry_on_fake_host_writef (f->fake, "{\"type\":\"prompt.result\",\"request_id\":\"%s\",\"ok\":false,"
                                      "\"drop\":\"the session was stopped and nobody has sent input since\"}", request_id);
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_GAVE_UP);
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

static void
test_limit_in_a_row (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");

  carry_on_session_set_limit (s, 2);
  fail_turn (f, "s1", OVERLOADED);
  advance (f, 5 * SEC);
  run_our_continue (f, "s1", "error", OVERLOADED);
  advance (f, 15 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 2);
  run_our_continue (f, "s1", "error", OVERLOADED);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_GAVE_UP);
  g_assert_true (decided (f, "gave-up gave up: limit reached (2 in a row)"));
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 2);

  /* Retry now (a person's action) sends exactly one continue ... */
  g_action_group_activate_action (carry_on_supervisor_get_actions (f->sup), "retry-now",
                                  g_variant_new_string ("claude-code:s1"));
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 3);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_CONTINUING);

  /* ... and when it fails too, gives up again instead of starting a new
   * stretch of `limit` continues. */
  run_our_continue (f, "s1", "error", OVERLOADED);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_GAVE_UP);
  g_assert_cmpstr (carry_on_session_get_reason (s), ==,
                   "server overloaded (the one continue you asked for failed too)");
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 3);

  /* Retry now again, and this time the turn answers: the count is reset
   * and a later failure starts a whole stretch again. */
  g_assert_true (carry_on_supervisor_retry_now (f->sup, "claude-code:s1"));
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 4);
  run_our_continue (f, "s1", "answer", NULL);
  g_assert_cmpuint (carry_on_session_get_count (s), ==, 0);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_IDLE);
  fail_turn (f, "s1", OVERLOADED);
  advance (f, 5 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 5);
  run_our_continue (f, "s1", "error", OVERLOADED);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
}

static void
test_retry_now_dropped_gives_up (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");
  const char *request_id;

  carry_on_session_set_limit (s, 1);
  fail_turn (f, "s1", OVERLOADED);
  advance (f, 5 * SEC);
  run_our_continue (f, "s1", "error", OVERLOADED);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_GAVE_UP);

  g_assert_true (carry_on_supervisor_retry_now (f->sup, "claude-code:s1"));
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 2);
  request_id = json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "prompt.submit"), "request_id");
  carry_on_fake_host_writef (f->fake, "{\"type\":\"prompt.result\",\"request_id\":\"%s\",\"ok\":false,"
                                      "\"drop\":\"busy\"}", request_id);
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_GAVE_UP);
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 2);
}

static void
test_spin_limit_enforced (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");

  fail_turn (f, "s1", OVERLOADED);
  advance (f, 5 * SEC);
  run_our_continue (f, "s1", "error", OVERLOADED);
  /* The person lowers the limit to 1 while the second continue is pending. */
  g_action_group_activate_action (carry_on_supervisor_get_actions (f->sup), "set-limit",
                                  g_variant_new ("(su)", "claude-code:s1", 1));
  g_assert_cmpuint (carry_on_session_get_limit (s), ==, 1);
  advance (f, 15 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_GAVE_UP);
}

static void
test_pill_and_global_switch (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");
  GActionGroup *actions = carry_on_supervisor_get_actions (f->sup);

  fail_turn (f, "s1", OVERLOADED);
  g_action_group_activate_action (actions, "session-enabled", g_variant_new ("(sb)", "claude-code:s1", FALSE));
  g_assert_false (carry_on_session_get_enabled (s));
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_OFF);
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  /* A new failure while off is not continued either. */
  fail_turn (f, "s1", OVERLOADED);
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);

  carry_on_session_set_enabled (s, TRUE);
  fail_turn (f, "s1", OVERLOADED);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
  g_action_group_change_action_state (actions, "enabled", g_variant_new_boolean (FALSE));
  g_assert_false (g_settings_get_boolean (f->gsettings, "enabled"));
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_OFF);
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
}

static void
test_cancel_action (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");

  fail_turn (f, "s1", OVERLOADED);
  g_assert_cmpuint (carry_on_supervisor_get_n_pending (f->sup), ==, 1);
  g_action_group_activate_action (carry_on_supervisor_get_actions (f->sup), "cancel",
                                  g_variant_new_string ("claude-code:s1"));
  g_assert_cmpuint (carry_on_supervisor_get_n_pending (f->sup), ==, 0);
  g_assert_cmpint (carry_on_session_get_due (s), ==, 0);
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
}

static void
test_unknown_and_forged_ids (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");

  fail_turn (f, "s1", OVERLOADED);
  /* An answer to a request we never sent changes nothing. */
  carry_on_fake_host_write (f->fake, "{\"type\":\"prompt.result\",\"request_id\":\"co-forged\",\"session_id\":\"s1\",\"ok\":false,\"drop\":\"x\"}");
  /* A prompt that claims to be ours is neither ours nor a person's. */
  carry_on_fake_host_write (f->fake, "{\"type\":\"prompt.submit\",\"session_id\":\"s1\",\"origin\":{\"kind\":\"plugin\",\"request_id\":\"co-forged\"}}");
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
  advance (f, 5 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

static void
test_host_continues_limit (Fixture *f, gconstpointer data)
{
  CarryOnSession *s;

  carry_on_fake_host_write (f->fake, "{\"type\":\"session.start\",\"session\":{\"id\":\"sub\",\"host_continues_limit\":true}}");
  carry_on_fake_host_settle (f->fake);
  s = session (f, "sub");
  g_assert_nonnull (s);
  fail_turn (f, "sub", "{\"kind\":\"rate_limit\",\"status\":429,\"message\":\"You've hit your limit · resets 7pm (Europe/London)\"}");
  g_assert_true (decided (f, "ignored"));
  advance (f, 24 * 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
}

static void
test_cross_session_recovery (Fixture *f, gconstpointer data)
{
  g_autoptr(GArray) sent_at = g_array_new (FALSE, FALSE, sizeof (gint64));
  gint64 recovered_at;
  guint before;

  for (int i = 0; i < 5; i++)
    carry_on_fake_host_writef (f->fake, "{\"type\":\"session.start\",\"session\":{\"id\":\"p%d\",\"provider\":\"api.anthropic.com\"}}", i);
  carry_on_fake_host_settle (f->fake);
  for (int i = 0; i < 5; i++)
    {
      g_autofree char *id = g_strdup_printf ("p%d", i);

      /* Push each one up the ladder to a long wait (135 s). */
      carry_on_session_set_limit (session (f, id), 99);
      fail_turn (f, id, OVERLOADED);
    }
  advance (f, 5 * SEC);
  for (int i = 0; i < 5; i++)
    {
      g_autofree char *id = g_strdup_printf ("p%d", i);
      run_our_continue (f, id, "error", OVERLOADED);
    }
  before = carry_on_fake_host_count_type (f->fake, "prompt.submit");
  g_assert_cmpuint (before, ==, 5);

  /* s1, same provider, answers: the API is back. */
  carry_on_fake_host_write (f->fake, "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"ok1\",\"origin\":{\"kind\":\"composer\"}}");
  carry_on_fake_host_write (f->fake, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"ok1\",\"reason\":\"answer\"}");
  carry_on_fake_host_settle (f->fake);
  /* A plain answer of a session that never failed says nothing about the
   * outage; one that failed and now answers does. */
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 5);
  fail_turn (f, "s1", OVERLOADED);
  advance (f, 5 * SEC);
  run_our_continue (f, "s1", "answer", NULL);
  before = carry_on_fake_host_count_type (f->fake, "prompt.submit");
  g_assert_cmpuint (before, ==, 6);
  recovered_at = carry_on_clock_get_monotonic (f->clock);

  /* All five continue within the spread window, not in one burst. */
  for (int step = 0; step < 16; step++)
    {
      guint n = carry_on_fake_host_count_type (f->fake, "prompt.submit");

      for (guint k = before; k < n; k++)
        {
          gint64 t = carry_on_clock_get_monotonic (f->clock);
          g_array_append_val (sent_at, t);
        }
      before = n;
      advance (f, 1 * SEC);
    }
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 5 + 1 + 5);
  g_assert_cmpuint (sent_at->len, ==, 5);
  /* Spread, not in one burst, and all within the bounded window. */
  g_assert_cmpint (g_array_index (sent_at, gint64, 0), <, g_array_index (sent_at, gint64, 4));
  g_assert_cmpint (g_array_index (sent_at, gint64, 4) - recovered_at, <=, 15 * SEC);
}

static void
test_reset_resumes_together (Fixture *f, gconstpointer data)
{
  gint64 reset = T0_US / SEC + 600;
  g_autofree char *failure = g_strdup_printf ("{\"kind\":\"rate_limit\",\"status\":429,\"provider\":\"api.anthropic.com\","
                                              "\"resets_at\":%" G_GINT64_FORMAT "}", reset);
  guint sent = 0;
  gint64 first = 0, last = 0;

  g_settings_set_uint (f->gsettings, "resume-margin", 0);
  for (int i = 0; i < 4; i++)
    carry_on_fake_host_writef (f->fake, "{\"type\":\"session.start\",\"session\":{\"id\":\"r%d\"}}", i);
  carry_on_fake_host_settle (f->fake);
  for (int i = 0; i < 4; i++)
    {
      g_autofree char *id = g_strdup_printf ("r%d", i);
      fail_turn (f, id, failure);
    }
  /* Nothing before the reset... */
  advance (f, 599 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  /* ...then all four within the spread window, one at a time. */
  for (int step = 0; step < 20; step++)
    {
      guint n;

      advance (f, 1 * SEC);
      n = carry_on_fake_host_count_type (f->fake, "prompt.submit");
      if (n > sent)
        {
          g_assert_cmpuint (n - sent, <=, 2);
          if (first == 0)
            first = carry_on_clock_get_monotonic (f->clock);
          last = carry_on_clock_get_monotonic (f->clock);
        }
      sent = n;
    }
  g_assert_cmpuint (sent, ==, 4);
  g_assert_cmpint (last - first, <=, 15 * SEC);
  g_assert_cmpint (last, >, first);
}

/* Two hosts of one kind report the same session id (two sim-hosts running
 * one scenario, a session resumed in two processes): two sessions, each
 * continued only through its own host. */
static void
test_same_id_two_hosts (Fixture *f, gconstpointer data)
{
  g_autoptr(CarryOnFakeHost) other = NULL;
  CarryOnSession *a = session (f, "s1");
  CarryOnSession *b = NULL;
  GListModel *sessions = carry_on_supervisor_get_sessions (f->sup);

  other = carry_on_fake_host_new (f->sup, f->clock, HELLO, "[{\"id\":\"s1\",\"cwd\":\"/home/me/other\"}]");
  g_assert_cmpuint (g_list_model_get_n_items (sessions), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(CarryOnSession) item = g_list_model_get_item (sessions, i);

      if (item != a)
        b = item;
    }
  g_assert_true (b != a);
  g_assert_cmpstr (carry_on_session_get_key (a), ==, "claude-code:s1");
  g_assert_cmpstr (carry_on_session_get_key (b), !=, carry_on_session_get_key (a));
  g_assert_cmpstr (carry_on_session_get_title (b), ==, "other");
  g_assert_true (carry_on_supervisor_lookup_session (f->sup, carry_on_session_get_key (b)) == b);

  /* Both fail; each host gets exactly its own continue. */
  fail_turn (f, "s1", OVERLOADED);
  carry_on_fake_host_writef (other, "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"o1\"}");
  carry_on_fake_host_writef (other, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"o1\","
                                    "\"reason\":\"error\",\"failure\":" OVERLOADED "}");
  carry_on_fake_host_settle (other);
  g_assert_cmpint (carry_on_session_get_state (a), ==, CARRY_ON_SESSION_STATE_WAITING);
  g_assert_cmpint (carry_on_session_get_state (b), ==, CARRY_ON_SESSION_STATE_WAITING);
  advance (f, 5 * SEC);
  carry_on_fake_host_settle (other);
  carry_on_fake_host_read (other);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
  g_assert_cmpuint (carry_on_fake_host_count_type (other, "prompt.submit"), ==, 1);
  g_assert_cmpuint (carry_on_session_get_count (a), ==, 1);
  g_assert_cmpuint (carry_on_session_get_count (b), ==, 1);

  /* One host's answer settles only its own session. */
  run_our_continue (f, "s1", "answer", NULL);
  g_assert_cmpuint (carry_on_session_get_count (a), ==, 0);
  g_assert_cmpuint (carry_on_session_get_count (b), ==, 1);
  g_assert_cmpint (carry_on_session_get_state (b), ==, CARRY_ON_SESSION_STATE_CONTINUING);
}

/* A session that comes back in a new process (a new host) while its old
 * host is gone keeps its pill, limit and history. */
static void
test_session_moves_to_new_host (Fixture *f, gconstpointer data)
{
  g_autoptr(CarryOnFakeHost) next = NULL;
  CarryOnSession *s = session (f, "s1");

  carry_on_session_set_limit (s, 7);
  carry_on_session_set_enabled (s, FALSE);
  carry_on_supervisor_remove_host (f->sup, f->fake->host);
  g_assert_null (session (f, "s1"));

  next = carry_on_fake_host_new (f->sup, f->clock, HELLO, "[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\"}]");
  s = session (f, "s1");
  g_assert_nonnull (s);
  g_assert_cmpuint (carry_on_session_get_limit (s), ==, 7);
  g_assert_false (carry_on_session_get_enabled (s));
}

static char *
many_sessions (const char *prefix,
               guint       n)
{
  GString *json = g_string_new ("[");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (json, "%s{\"id\":\"%s%05u\",\"cwd\":\"/home/me/src/project-%u\","
                                  "\"provider\":\"api.anthropic.com\"}",
                            i > 0 ? "," : "", prefix, i, i);
  g_string_append (json, "]");
  return g_string_free (json, FALSE);
}

static guint
count_saved (const char *path)
{
  g_autoptr(CarryOnStateStore) store = carry_on_state_store_new (path);
  g_autoptr(GPtrArray) all = carry_on_state_store_load (store);

  return all->len;
}

/* Hosts that go away leave their sessions saved for when they come back,
 * but not without bound: the oldest beyond 4,096 are dropped, and said. */
static void
test_departed_bounded (Fixture *f, gconstpointer data)
{
  g_autofree char *old_json = many_sessions ("old-", 3000);
  g_autofree char *new_json = many_sessions ("new-", 3000);
  g_autoptr(CarryOnFakeHost) older = NULL;
  g_autoptr(CarryOnFakeHost) newer = NULL;
  g_autoptr(CarryOnStateStore) store = NULL;
  g_autoptr(GPtrArray) kept = NULL;
  guint n_old = 0, n_new = 0;

  carry_on_supervisor_set_state_file (f->sup, f->state_file);
  older = carry_on_fake_host_new (f->sup, f->clock, HELLO, old_json);
  advance (f, 60 * SEC);
  newer = carry_on_fake_host_new (f->sup, f->clock, HELLO, new_json);
  g_assert_cmpuint (g_list_model_get_n_items (carry_on_supervisor_get_sessions (f->sup)), ==, 6001);

  carry_on_supervisor_remove_host (f->sup, older->host);
  g_test_expect_message ("carry-on-core", G_LOG_LEVEL_MESSAGE, "*forgot the 1904 oldest sessions*");
  carry_on_supervisor_remove_host (f->sup, newer->host);
  g_test_assert_expected_messages ();
  carry_on_supervisor_save_state (f->sup);

  /* s1 is live (never dropped), 4,096 departed are kept: all of the newer
   * host's, and the newest of the older one's. */
  store = carry_on_state_store_new (f->state_file);
  kept = carry_on_state_store_load (store);
  g_assert_cmpuint (kept->len, ==, 1 + 4096);
  for (guint i = 0; i < kept->len; i++)
    {
      CarryOnSavedSession *saved = g_ptr_array_index (kept, i);

      if (g_str_has_prefix (saved->id, "old-"))
        n_old++;
      else if (g_str_has_prefix (saved->id, "new-"))
        n_new++;
    }
  g_assert_cmpuint (n_new, ==, 3000);
  g_assert_cmpuint (n_old, ==, 4096 - 3000);
  g_assert_nonnull (session (f, "s1"));
}

/* At 5,000 sessions a change writes that session's record, not the whole
 * state: the continue's record is synced to the journal before it goes
 * out, and the state file is not rewritten for it. */
static void
test_state_bytes_per_change (Fixture *f, gconstpointer data)
{
  g_autofree char *a_json = many_sessions ("a-", 2500);
  g_autofree char *b_json = many_sessions ("b-", 2499);
  g_autofree char *journal = g_strconcat (f->state_file, ".journal", NULL);
  g_autoptr(CarryOnFakeHost) a = NULL;
  g_autoptr(CarryOnFakeHost) b = NULL;
  g_autofree char *contents = NULL;
  const char *request_id;
  GStatBuf before, after, jst;

  carry_on_supervisor_set_state_file (f->sup, f->state_file);
  a = carry_on_fake_host_new (f->sup, f->clock, HELLO, a_json);
  b = carry_on_fake_host_new (f->sup, f->clock, HELLO, b_json);
  g_assert_cmpuint (g_list_model_get_n_items (carry_on_supervisor_get_sessions (f->sup)), ==, 5000);
  carry_on_supervisor_save_state (f->sup);
  g_assert_cmpint (g_stat (f->state_file, &before), ==, 0);
  g_test_message ("state file at 5,000 sessions: %" G_GINT64_FORMAT " bytes", (gint64) before.st_size);
  g_assert_cmpint (before.st_size, >, 1000 * 1000);

  fail_turn (f, "s1", OVERLOADED);
  advance (f, 5 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
  request_id = json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "prompt.submit"), "request_id");

  g_assert_cmpint (g_stat (journal, &jst), ==, 0);
  g_assert_true (g_file_get_contents (journal, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, request_id));
  g_test_message ("journal after one failure and its continue: %" G_GINT64_FORMAT " bytes", (gint64) jst.st_size);
  g_assert_cmpint (jst.st_size, <, 4096);
  g_assert_cmpint (g_stat (f->state_file, &after), ==, 0);
  g_assert_cmpint (after.st_size, ==, before.st_size);
  g_assert_cmpint (after.st_mtime, ==, before.st_mtime);
  g_assert_cmpuint (count_saved (f->state_file), ==, 5000);
}

/* A host's snapshot goes into the sessions model where its sessions
 * belong, as runs of neighbours: the sessions already there are never
 * removed and added back (a window would drop and rebuild their rows). */
static void
test_snapshot_inserts_in_place (Fixture *f, gconstpointer data)
{
  GListModel *model = carry_on_supervisor_get_sessions (f->sup);
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *odd = carry_on_fake_host_titled_sessions ("a", "t", 1, 2, 20);
  g_autofree char *even = carry_on_fake_host_titled_sessions ("b", "t", 2, 2, 20);
  g_autofree char *tail = carry_on_fake_host_titled_sessions ("c", "u", 1, 1, 20);
  g_autoptr(CarryOnFakeHost) a = NULL;
  g_autoptr(CarryOnFakeHost) b = NULL;
  g_autoptr(CarryOnFakeHost) c = NULL;
  guint added = 0;

  a = carry_on_fake_host_new (f->sup, f->clock, HELLO, odd);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 21);

  g_signal_connect (model, "items-changed", G_CALLBACK (carry_on_fake_host_record_change), changes);
  /* t002 goes between t001 and t003, and so on: twenty runs of one. */
  b = carry_on_fake_host_new (f->sup, f->clock, HELLO, even);
  g_assert_cmpuint (changes->len / 3, ==, 20);
  for (guint i = 0; i < changes->len; i += 3)
    {
      g_assert_cmpuint (g_array_index (changes, guint, i + 1), ==, 0);
      added += g_array_index (changes, guint, i + 2);
    }
  g_assert_cmpuint (added, ==, 20);

  /* u001 … u020 all come after t040: one change. */
  g_array_set_size (changes, 0);
  c = carry_on_fake_host_new (f->sup, f->clock, HELLO, tail);
  g_assert_cmpuint (changes->len, ==, 3);
  g_assert_cmpuint (g_array_index (changes, guint, 0), ==, 41);
  g_assert_cmpuint (g_array_index (changes, guint, 1), ==, 0);
  g_assert_cmpuint (g_array_index (changes, guint, 2), ==, 20);
  g_signal_handlers_disconnect_by_func (model, carry_on_fake_host_record_change, changes);

  /* And the model is in order: "proj" (the fixture's), t001 … t040, u001 … u020. */
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 61);
  for (guint i = 1; i < 61; i++)
    {
      g_autoptr(CarryOnSession) prev = g_list_model_get_item (model, i - 1);
      g_autoptr(CarryOnSession) next = g_list_model_get_item (model, i);

      g_assert_cmpint (g_utf8_collate (carry_on_session_get_title (prev), carry_on_session_get_title (next)), <, 0);
    }
}

#define OBSERVER "{\"type\":\"control\",\"state\":\"observer\",\"controller\":{\"name\":\"Carry On\",\"pid\":456}}"

/* Another Carry On controls the host: this one never shows a continue it
 * cannot send, and its Cancel and Retry now claim nothing. */
static void
test_observer_never_lies (Fixture *f, gconstpointer data)
{
  CarryOnSession *s;

  g_clear_object (&f->fake->host);
  connect_host_control (f, OBSERVER, "[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\"}]");
  s = session (f, "s1");
  g_assert_nonnull (s);
  fail_turn (f, "s1", OVERLOADED);
  g_assert_cmpint (carry_on_session_get_state (s), !=, CARRY_ON_SESSION_STATE_WAITING);
  g_assert_cmpint (carry_on_session_get_due (s), ==, 0);
  g_assert_true (decided (f, "ignored server overloaded; Carry On (pid 456) controls this host and decides"));
  g_assert_cmpuint (carry_on_supervisor_get_n_pending (f->sup), ==, 0);

  g_assert_false (carry_on_supervisor_cancel (f->sup, "claude-code:s1"));
  g_assert_false (carry_on_supervisor_retry_now (f->sup, "claude-code:s1"));
  g_assert_false (decided (f, "cancelled"));
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);

  /* The controller goes away and control comes here: the failure nobody
   * answered is decided now. */
  carry_on_fake_host_write (f->fake, "{\"type\":\"control\",\"state\":\"free\"}");
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "control.claim"), >=, 1);
  carry_on_fake_host_write (f->fake, CARRY_ON_FAKE_HOST_GRANTED);
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
  advance (f, 5 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

#define HELLO_TAKE CARRY_ON_FAKE_HOST_HELLO ("claude-code", "Claude Code", "2.1.332", 4242, \
                                             "\"prompt.submit\",\"log\",\"usage\",\"control.take\"")

/* A host whose plugin predates control.take: the observer's controls stay
 * inactive, and what it says points at updating the plugin. */
static void
test_observer_old_plugin (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  CarryOnSession *s;

  g_clear_object (&f->fake->host);
  connect_host_control (f, OBSERVER, "[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\"}]");
  s = session (f, "s1");
  g_assert_cmpstr (carry_on_session_get_controller (s), ==, "Carry On (pid 456)");
  g_assert_false (carry_on_session_get_can_take_control (s));
  fail_turn (f, "s1", OVERLOADED);
  g_assert_nonnull (strstr (carry_on_session_get_reason (s), "update the Claude Code plugin to take control here"));

  g_assert_false (carry_on_supervisor_take_control (f->sup, carry_on_host_get_id (f->fake->host), &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_nonnull (strstr (error->message, "update the plugin"));
  g_action_group_activate_action (carry_on_supervisor_get_actions (f->sup), "take-control",
                                  g_variant_new_string (carry_on_host_get_id (f->fake->host)));
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "control.take"), ==, 0);
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);

  /* Someone else took control from that one: the row names the new one. */
  carry_on_fake_host_write (f->fake, "{\"type\":\"control\",\"state\":\"observer\",\"controller\":{\"name\":\"carry-on --headless\",\"pid\":789}}");
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpstr (carry_on_session_get_controller (s), ==, "carry-on --headless (pid 789)");
  g_assert_false (carry_on_session_get_can_take_control (s));
}

/* app.take-control on a host that has control.take: the request goes out,
 * and once the host grants it the failure seen while observing is decided
 * here and continued. */
static void
test_observer_takes_control (Fixture *f, gconstpointer data)
{
  CarryOnSession *s;

  g_clear_object (&f->fake->host);
  carry_on_fake_host_connect (f->fake, f->sup, HELLO_TAKE, OBSERVER, "[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\"}]");
  s = session (f, "s1");
  g_assert_cmpstr (carry_on_session_get_controller (s), ==, "Carry On (pid 456)");
  g_assert_true (carry_on_session_get_can_take_control (s));
  fail_turn (f, "s1", OVERLOADED);
  g_assert_cmpint (carry_on_session_get_due (s), ==, 0);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "control.take"), ==, 0);

  g_action_group_activate_action (carry_on_supervisor_get_actions (f->sup), "take-control",
                                  g_variant_new_string (carry_on_host_get_id (f->fake->host)));
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "control.take"), ==, 1);
  /* Nothing is claimed before the host says so. */
  g_assert_cmpint (carry_on_session_get_due (s), ==, 0);

  carry_on_fake_host_write (f->fake, CARRY_ON_FAKE_HOST_GRANTED);
  carry_on_fake_host_write (f->fake, "{\"type\":\"sessions\",\"sessions\":[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\"}]}");
  carry_on_fake_host_settle (f->fake);
  g_assert_null (carry_on_session_get_controller (s));
  g_assert_false (carry_on_session_get_can_take_control (s));
  g_assert_true (decided (f, "scheduled control came here: server overloaded"));
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
  advance (f, 5 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

/* Control is taken from a controller whose continue still waits at the
 * host: the snapshot after `granted` says so, and no second one goes. */
static void
test_take_control_other_queued (Fixture *f, gconstpointer data)
{
  CarryOnSession *s;

  g_clear_object (&f->fake->host);
  carry_on_fake_host_connect (f->fake, f->sup, HELLO_TAKE, OBSERVER, "[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\"}]");
  s = session (f, "s1");
  fail_turn (f, "s1", OVERLOADED);
  g_assert_true (carry_on_supervisor_take_control (f->sup, carry_on_host_get_id (f->fake->host), NULL));
  carry_on_fake_host_settle (f->fake);
  carry_on_fake_host_write (f->fake, CARRY_ON_FAKE_HOST_GRANTED);
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);

  carry_on_fake_host_write (f->fake, "{\"type\":\"sessions\",\"sessions\":[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\","
                                     "\"last_request\":{\"request_id\":\"co-theirs\",\"state\":\"queued\"}}]}");
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpint (carry_on_session_get_due (s), ==, 0);
  g_assert_true (decided (f, "cancelled another supervisor's continue is queued at the host"));
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
}

/* Control goes to another Carry On while a continue is pending here: the
 * plan is dropped and said to be, not kept counting down. */
static void
test_control_lost_drops_plans (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");

  fail_turn (f, "s1", OVERLOADED);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
  carry_on_fake_host_write (f->fake, OBSERVER);
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpint (carry_on_session_get_due (s), ==, 0);
  g_assert_true (decided (f, "cancelled Carry On (pid 456) took control of this host and decides now"));
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
}

static void
test_restart_no_duplicate (Fixture *f, gconstpointer data)
{
  g_autoptr(CarryOnSupervisor) sup2 = NULL;
  CarryOnSession *s;

  carry_on_supervisor_set_state_file (f->sup, f->state_file);
  fail_turn (f, "s1", OVERLOADED);
  carry_on_supervisor_save_state (f->sup);
  g_assert_true (g_file_test (f->state_file, G_FILE_TEST_EXISTS));

  /* Carry On restarts: a new supervisor reads the state file and meets the
   * same host, whose snapshot still shows the failed turn t1. */
  g_signal_handlers_disconnect_by_data (f->sup, f);
  g_clear_object (&f->sup);
  g_clear_object (&f->fake->host);
  f->sup = carry_on_supervisor_new (f->settings, f->clock);
  g_signal_connect (f->sup, "decision", G_CALLBACK (on_decision), f);
  carry_on_supervisor_set_state_file (f->sup, f->state_file);
  g_ptr_array_set_size (f->fake->received, 0);
  connect_host (f, "[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\",\"turn_running\":false,"
                   "\"last_turn\":{\"turn_id\":\"t1\",\"reason\":\"error\",\"failure\":" OVERLOADED "}}]");
  s = session (f, "s1");
  g_assert_nonnull (s);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
  g_assert_cmpint (carry_on_session_get_due (s), ==, T0_US + 5 * SEC);
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

/* A saved limit out of range (a hand-edited or corrupt state file) gives
 * the default limit, not 1 or the maximum. */
static void
test_saved_limit_out_of_range (Fixture *f, gconstpointer data)
{
  g_autofree char *dir = g_path_get_dirname (f->state_file);
  guint default_limit = g_settings_get_uint (f->gsettings, "default-limit");
  const char *bad[] = { "7", "-5", "0", "100000", "\"ten\"", "1e308" };

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *json = g_strdup_printf ("{\"version\":1,\"sessions\":{\"claude-code:s1\":"
                                               "{\"host_kind\":\"claude-code\",\"id\":\"s1\",\"seen_us\":%" G_GINT64_FORMAT ","
                                               "\"limit\":%s}}}", T0_US, bad[i]);
      g_autofree char *journal = g_strconcat (f->state_file, ".journal", NULL);
      CarryOnSession *s;

      g_test_message ("saved limit %s", bad[i]);
      g_signal_handlers_disconnect_by_data (f->sup, f);
      g_clear_object (&f->sup);
      g_unlink (journal);
      g_assert_true (g_file_set_contents (f->state_file, json, -1, NULL));
      g_clear_object (&f->fake->host);
      f->sup = carry_on_supervisor_new (f->settings, f->clock);
      g_signal_connect (f->sup, "decision", G_CALLBACK (on_decision), f);
      carry_on_supervisor_set_state_file (f->sup, f->state_file);
      connect_host (f, "[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\"}]");
      s = session (f, "s1");
      g_assert_nonnull (s);
      g_assert_cmpuint (carry_on_session_get_limit (s), ==, i == 0 ? 7 : default_limit);
    }
}

/* Carry On dies right after a continue went out: whatever it wrote before
 * the send is on disk (the state file and its journal), nothing after. */
static void
crash_after_send (Fixture    *f,
                  gboolean    host_had_it)
{
  g_autofree char *crash = g_build_filename (g_get_user_state_dir (), "crash.json", NULL);
  g_autofree char *crash_journal = g_strconcat (crash, ".journal", NULL);
  g_autofree char *journal = g_strconcat (f->state_file, ".journal", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *request_id = NULL;
  g_autofree char *snapshot = NULL;
  gsize len;

  carry_on_supervisor_set_state_file (f->sup, f->state_file);
  fail_turn (f, "s1", OVERLOADED);
  carry_on_supervisor_save_state (f->sup);

  advance (f, 5 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
  request_id = g_strdup (json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "prompt.submit"), "request_id"));
  /* The request is in the journal by the time the host has it. */
  g_assert_true (g_file_get_contents (journal, &contents, &len, NULL));
  g_assert_nonnull (strstr (contents, request_id));
  g_assert_true (g_file_set_contents (crash_journal, contents, len, NULL));
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (f->state_file, &contents, &len, NULL));
  g_assert_null (strstr (contents, request_id));
  g_assert_true (g_file_set_contents (crash, contents, len, NULL));

  g_signal_handlers_disconnect_by_data (f->sup, f);
  g_clear_object (&f->sup);
  g_clear_object (&f->fake->host);
  f->sup = carry_on_supervisor_new (f->settings, f->clock);
  g_signal_connect (f->sup, "decision", G_CALLBACK (on_decision), f);
  carry_on_supervisor_set_state_file (f->sup, crash);
  g_ptr_array_set_size (f->fake->received, 0);
  if (host_had_it)
    snapshot = g_strdup_printf ("[{\"id\":\"s1\",\"turn_running\":false,\"last_turn\":{\"turn_id\":\"t1\",\"reason\":\"error\"},"
                                "\"last_request\":{\"request_id\":\"%s\",\"state\":\"queued\"}}]", request_id);
  else
    snapshot = g_strdup ("[{\"id\":\"s1\",\"last_turn\":{\"turn_id\":\"t1\",\"reason\":\"error\"}}]");
  connect_host (f, snapshot);
}

static void
test_crash_after_send_host_had_it (Fixture *f, gconstpointer data)
{
  crash_after_send (f, TRUE);
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
}

static void
test_crash_after_send_lost (Fixture *f, gconstpointer data)
{
  crash_after_send (f, FALSE);
  /* Not resent at once (it was never delivered, so a new continue is no
   * duplicate, but it waits a backoff like any other). */
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  g_assert_true (decided (f, "dropped reconnected: the continue never reached the host"));
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

static void
test_reconnect_inflight_not_resent (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f, "s1");
  const char *request_id;
  g_autofree char *snapshot = NULL;

  fail_turn (f, "s1", OVERLOADED);
  advance (f, 5 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
  request_id = json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "prompt.submit"), "request_id");
  snapshot = g_strdup_printf ("[{\"id\":\"s1\",\"turn_running\":true,\"last_request\":{\"request_id\":\"%s\",\"state\":\"started\"}}]",
                              request_id);

  /* The connection drops before prompt.result; the host comes back. */
  carry_on_supervisor_remove_host (f->sup, f->fake->host);
  g_ptr_array_set_size (f->fake->received, 0);
  connect_host (f, snapshot);
  s = session (f, "s1");
  g_assert_nonnull (s);
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
}

static void
test_reconnect_queued_then_dropped (Fixture *f, gconstpointer data)
{
  CarryOnSession *s;
  g_autofree char *request_id = NULL;
  g_autofree char *snapshot = NULL;

  fail_turn (f, "s1", OVERLOADED);
  advance (f, 5 * SEC);
  request_id = g_strdup (json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "prompt.submit"), "request_id"));
  snapshot = g_strdup_printf ("[{\"id\":\"s1\",\"last_request\":{\"request_id\":\"%s\",\"state\":\"queued\"}}]",
                              request_id);
  carry_on_supervisor_remove_host (f->sup, f->fake->host);
  g_ptr_array_set_size (f->fake->received, 0);
  connect_host (f, snapshot);
  s = session (f, "s1");
  /* The host had it: nothing is resent... */
  advance (f, 60 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_CONTINUING);
  /* ...until the host reports it dropped it: then it backs off again. */
  carry_on_fake_host_writef (f->fake, "{\"type\":\"prompt.result\",\"request_id\":\"%s\",\"session_id\":\"s1\",\"ok\":false,\"drop\":\"busy\"}",
                                   request_id);
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
  advance (f, 15 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

static void
test_snapshot_drops_gone_sessions (Fixture *f, gconstpointer data)
{
  fail_turn (f, "s1", OVERLOADED);
  carry_on_fake_host_write (f->fake, "{\"type\":\"sessions\",\"sessions\":[]}");
  carry_on_fake_host_settle (f->fake);
  g_assert_null (session (f, "s1"));
  g_assert_true (decided (f, "cancelled the host no longer has this session"));
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  g_assert_cmpuint (carry_on_clock_get_n_pending (f->clock), ==, 0);
}

/* A snapshot that lacks some of the host's sessions ends those alone: the
 * others it reports stay, and so do another host's. */
static void
test_snapshot_drops_only_gone_sessions (Fixture *f, gconstpointer data)
{
  g_autoptr(CarryOnFakeHost) other = NULL;
  CarryOnSession *s2;

  carry_on_fake_host_write (f->fake, "{\"type\":\"sessions\",\"sessions\":[{\"id\":\"s1\"},{\"id\":\"s2\"},{\"id\":\"s3\"}]}");
  carry_on_fake_host_settle (f->fake);
  other = carry_on_fake_host_new (f->sup, f->clock, HELLO, "[{\"id\":\"x1\"}]");
  s2 = session (f, "s2");
  g_assert_nonnull (s2);
  g_assert_nonnull (session (f, "s1"));
  g_assert_nonnull (session (f, "x1"));

  carry_on_fake_host_write (f->fake, "{\"type\":\"sessions\",\"sessions\":[{\"id\":\"s2\"}]}");
  carry_on_fake_host_settle (f->fake);
  g_assert_null (session (f, "s1"));
  g_assert_null (session (f, "s3"));
  g_assert_true (session (f, "s2") == s2);
  g_assert_nonnull (session (f, "x1"));
}

static void
test_pick_up_missed (Fixture *f, gconstpointer data)
{
  carry_on_fake_host_write (f->fake, "{\"type\":\"sessions\",\"sessions\":[{\"id\":\"s1\"},{\"id\":\"old\",\"last_turn\":"
                                     "{\"turn_id\":\"o1\",\"reason\":\"error\",\"failure\":" OVERLOADED "}}]}");
  carry_on_fake_host_settle (f->fake);
  g_assert_true (decided (f, "scheduled picked up: "));
  advance (f, 5 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

static void
test_no_timer_when_idle (Fixture *f, gconstpointer data)
{
  /* Nothing pending: nothing of ours is armed. */
  g_assert_cmpuint (carry_on_clock_get_n_pending (f->clock), ==, 0);
  fail_turn (f, "s1", OVERLOADED);
  g_assert_cmpuint (carry_on_clock_get_n_pending (f->clock), ==, 1);
}

static void
test_session_end (Fixture *f, gconstpointer data)
{
  GListModel *sessions = carry_on_supervisor_get_sessions (f->sup);

  g_assert_cmpuint (g_list_model_get_n_items (sessions), ==, 1);
  carry_on_fake_host_write (f->fake, "{\"type\":\"session.start\",\"session\":{\"id\":\"s2\",\"title\":\"Second\"}}");
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (g_list_model_get_n_items (sessions), ==, 2);
  fail_turn (f, "s2", OVERLOADED);
  carry_on_fake_host_write (f->fake, "{\"type\":\"session.end\",\"session_id\":\"s2\",\"reason\":\"other\"}");
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (g_list_model_get_n_items (sessions), ==, 1);
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, fn) g_test_add ("/supervisor/" path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("transient-one-continue", test_transient_one_continue);
  ADD ("offline-waits-uncounted", test_offline_waits_uncounted);
  ADD ("limit-reset-far", test_limit_reset_far);
  ADD ("limit-retry-after", test_limit_retry_after);
  ADD ("saved-limit-out-of-range", test_saved_limit_out_of_range);
  ADD ("steady-ladder", test_ladder);
  ADD ("host-retried-first-rung", test_host_retried_first_rung);
  ADD ("claude-code-529-first-continue", test_claude_code_529_first_continue);
  ADD ("retry-now-dropped-gives-up", test_retry_now_dropped_gives_up);
  ADD ("same-id-two-hosts", test_same_id_two_hosts);
  ADD ("observer-never-lies", test_observer_never_lies);
  ADD ("observer-old-plugin", test_observer_old_plugin);
  ADD ("observer-takes-control", test_observer_takes_control);
  ADD ("take-control-other-queued", test_take_control_other_queued);
  ADD ("control-lost-drops-plans", test_control_lost_drops_plans);
  ADD ("departed-bounded", test_departed_bounded);
  ADD ("state-bytes-per-change", test_state_bytes_per_change);
  ADD ("snapshot-inserts-in-place", test_snapshot_inserts_in_place);
  ADD ("limit-reset-default-prompt", test_limit_reset_default_prompt);
  ADD ("limit-reset-margin-zero", test_limit_reset_margin_zero);
  ADD ("limit-reset-from-text", test_limit_reset_from_text);
  ADD ("limit-refused-after-reset", test_limit_refused_after_reset);
  ADD ("limit-refused-after-reset-bounded", test_limit_refused_after_reset_bounded);
  ADD ("session-moves-to-new-host", test_session_moves_to_new_host);
  ADD ("usage-limit-resumes-at-reset", test_limit_reset);
  ADD ("usage-limit-after-suspend", test_limit_reset_after_suspend);
  ADD ("fatal-gives-up", test_fatal_gives_up);
  ADD ("guessed-fatal-one-continue", test_guessed_fatal_one_continue);
  ADD ("person-prompt-cancels-and-resets", test_person_prompt_cancels);
  ADD ("automated-prompt-waits", test_automated_prompt_does_not_cancel);
  ADD ("subagent-aborted-refusal-answer-left-alone", test_left_alone);
  ADD ("aborted-cancels-pending", test_aborted_cancels_pending);
  ADD ("drop-keeps-count", test_drop_keeps_count);
  ADD ("drop-after-stop-gives-up", test_drop_after_stop_gives_up);
  ADD ("limit-in-a-row", test_limit_in_a_row);
  ADD ("spin-limit-enforced", test_spin_limit_enforced);
  ADD ("pill-and-global-switch", test_pill_and_global_switch);
  ADD ("cancel-action", test_cancel_action);
  ADD ("unknown-and-forged-request-ids", test_unknown_and_forged_ids);
  ADD ("host-continues-limit-itself", test_host_continues_limit);
  ADD ("cross-session-recovery", test_cross_session_recovery);
  ADD ("usage-reset-resumes-together", test_reset_resumes_together);
  ADD ("restart-no-duplicate", test_restart_no_duplicate);
  ADD ("crash-after-send-host-had-it", test_crash_after_send_host_had_it);
  ADD ("crash-after-send-lost", test_crash_after_send_lost);
  ADD ("reconnect-inflight-not-resent", test_reconnect_inflight_not_resent);
  ADD ("reconnect-queued-then-dropped", test_reconnect_queued_then_dropped);
  ADD ("snapshot-drops-gone-sessions", test_snapshot_drops_gone_sessions);
  ADD ("snapshot-drops-only-gone-sessions", test_snapshot_drops_only_gone_sessions);
  ADD ("pick-up-missed", test_pick_up_missed);
  ADD ("no-timer-when-idle", test_no_timer_when_idle);
  ADD ("session-end", test_session_end);
#undef ADD

  return g_test_run ();
}
