/* test-commands.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In-session control (docs/protocol.md §4.5) end to end through a real
 * CarryOnHost over a socketpair: the test plays the host, sends `command`
 * as Claude Code's `/carry-on` would, and reads the one `command.result`
 * and the `session.status` pushes.  Time is a fake clock; the local zone
 * is UTC so the answers' clock times are known.
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <time.h>

#include "carry-on-clock.h"
#include "carry-on-fake-host.h"
#include "carry-on-host.h"
#include "carry-on-session.h"
#include "carry-on-settings.h"
#include "carry-on-supervisor.h"

/* 2026-11-29 12:00:00 UTC */
#define T0_US (G_GINT64_CONSTANT (1796040000) * G_USEC_PER_SEC)
#define SEC G_GINT64_CONSTANT (1000000)

#define HELLO CARRY_ON_FAKE_HOST_HELLO ("claude-code", "Claude Code", "2.1.332", 4242, \
                                        "\"prompt.submit\",\"log\",\"usage\",\"command\"")
#define HELLO_STATUS CARRY_ON_FAKE_HOST_HELLO ("claude-code", "Claude Code", "2.1.332", 4242, \
                                               "\"prompt.submit\",\"log\",\"usage\",\"command\",\"status\",\"handoff\"")
#define OBSERVER "{\"type\":\"control\",\"state\":\"observer\",\"controller\":{\"name\":\"Carry On\",\"pid\":456}}"
#define SESSIONS "[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\",\"provider\":\"api.anthropic.com\"}]"

#define OVERLOADED "{\"kind\":\"server_error\",\"status\":529,\"error_type\":\"overloaded_error\"," \
                   "\"message\":\"API Error: 529 Overloaded. This is a server-side issue, usually temporary\"," \
                   "\"provider\":\"api.anthropic.com\"}"
#define FATAL "{\"kind\":\"authentication_failed\",\"status\":401,\"error_type\":\"authentication_error\"," \
              "\"message\":\"API Error: 401 invalid x-api-key\"}"

typedef struct {
  CarryOnClock      *clock;
  GSettings         *gsettings;
  CarryOnSettings   *settings;
  CarryOnSupervisor *sup;
  CarryOnFakeHost   *fake;
  char              *state_file;
  int                turn;
  int                request;
} Fixture;

static void
setup_with (Fixture    *f,
            const char *hello)
{
  f->clock = carry_on_clock_new_fake (T0_US);
  f->gsettings = g_settings_new ("io.carryon.CarryOn");
  g_settings_set_boolean (f->gsettings, "jitter", FALSE);
  f->settings = carry_on_settings_new (f->gsettings);
  f->sup = carry_on_supervisor_new (f->settings, f->clock);
  f->state_file = g_build_filename (g_get_user_state_dir (), "carry-on", "state.json", NULL);
  f->fake = carry_on_fake_host_new (f->sup, f->clock, hello, SESSIONS);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  setup_with (f, data != NULL ? data : HELLO);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->sup);
  g_clear_pointer (&f->fake, carry_on_fake_host_free);
  g_clear_object (&f->settings);
  g_settings_reset (f->gsettings, "enabled");
  g_settings_reset (f->gsettings, "jitter");
  g_clear_object (&f->gsettings);
  g_clear_object (&f->clock);
  g_free (f->state_file);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static CarryOnSession *
session (Fixture *f)
{
  return carry_on_supervisor_lookup_session (f->sup, "claude-code:s1");
}

static void
advance (Fixture *f,
         gint64   us)
{
  carry_on_clock_advance (f->clock, us);
  carry_on_fake_host_settle (f->fake);
}

static void
fail_turn (Fixture    *f,
           const char *failure_json)
{
  f->turn++;
  carry_on_fake_host_writef (f->fake, "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"t%d\"}", f->turn);
  carry_on_fake_host_writef (f->fake, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"t%d\",\"reason\":\"error\","
                                      "\"failure\":%s}", f->turn, failure_json);
  carry_on_fake_host_settle (f->fake);
}

/* The host takes our last continue and runs it as a turn that fails with
 * @failure_json. */
static void
our_continue_fails (Fixture    *f,
                    const char *failure_json)
{
  JsonObject *submit = carry_on_fake_host_last_submit_for (f->fake, "s1");
  const char *request_id = json_object_get_string_member (submit, "request_id");

  f->turn++;
  carry_on_fake_host_writef (f->fake, "{\"type\":\"prompt.result\",\"request_id\":\"%s\",\"session_id\":\"s1\",\"ok\":true}", request_id);
  carry_on_fake_host_writef (f->fake, "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"t%d\",\"origin\":{\"kind\":\"plugin\",\"request_id\":\"%s\"}}",
                             f->turn, request_id);
  carry_on_fake_host_writef (f->fake, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"t%d\",\"reason\":\"error\",\"failure\":%s}",
                             f->turn, failure_json);
  carry_on_fake_host_settle (f->fake);
}

static guint
count_results_for (Fixture    *f,
                   const char *request_id)
{
  guint n = 0;

  for (guint i = 0; i < f->fake->received->len; i++)
    {
      JsonObject *o = g_ptr_array_index (f->fake->received, i);

      if (g_strcmp0 (json_object_get_string_member (o, "type"), "command.result") == 0 &&
          g_strcmp0 (json_object_get_string_member (o, "request_id"), request_id) == 0)
        n++;
    }
  return n;
}

/* Sends `/carry-on ARGS` in s1 (or @session_id) and returns its one
 * answer; *ok is its `ok`.  (transfer none) */
static const char *
command_in (Fixture    *f,
            const char *session_id,
            const char *args,
            gboolean   *ok)
{
  g_autofree char *request_id = g_strdup_printf ("cc-%d", ++f->request);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *line = NULL;
  JsonObject *result;
  const char *text;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, "command");
  json_builder_set_member_name (builder, "request_id");
  json_builder_add_string_value (builder, request_id);
  json_builder_set_member_name (builder, "session_id");
  json_builder_add_string_value (builder, session_id);
  json_builder_set_member_name (builder, "args");
  json_builder_add_string_value (builder, args);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  line = json_to_string (root, FALSE);
  carry_on_fake_host_write (f->fake, line);
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (count_results_for (f, request_id), ==, 1);
  result = carry_on_fake_host_last_of_type (f->fake, "command.result");
  g_assert_cmpstr (json_object_get_string_member (result, "request_id"), ==, request_id);
  text = json_object_get_string_member (result, "text");
  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_assert_cmpuint (strlen (text), <=, 16 * 1024);
  *ok = json_object_get_boolean_member (result, "ok");
  g_test_message ("/carry-on %s → %s\n%s", args, *ok ? "ok" : "not ok", text);
  return text;
}

static const char *
command (Fixture    *f,
         const char *args,
         gboolean   *ok)
{
  return command_in (f, "s1", args, ok);
}

#define assert_contains(text, part) \
  G_STMT_START { \
    if (strstr ((text), (part)) == NULL) \
      g_error ("“%s” is not in:\n%s", (part), (text)); \
  } G_STMT_END

/* ---- status -------------------------------------------------------------- */

static void
test_status_pending (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);
  const char *text;
  gboolean ok = FALSE;

  fail_turn (f, OVERLOADED);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);

  text = command (f, "status", &ok);
  g_assert_true (ok);
  assert_contains (text, "Carry On is on for “proj”.");
  assert_contains (text, "Continues in a row: 0 of ");
  assert_contains (text, "A continue is due at 12:00:05 (in 5 s).");
  assert_contains (text, "The last turn failed (server_error, HTTP 529, overloaded_error: “API Error: 529 Overloaded.");
  assert_contains (text, "Carry On classified it as transient");
  assert_contains (text, "Recent history:");

  /* Empty args, odd case and spaces: the same. */
  text = command (f, "", &ok);
  g_assert_true (ok);
  assert_contains (text, "A continue is due at 12:00:05 (in 5 s).");
  advance (f, 2 * SEC);
  text = command (f, "   StAtUs  ", &ok);
  g_assert_true (ok);
  assert_contains (text, "A continue is due at 12:00:05 (in 3 s).");

  /* Asking changed nothing: the continue goes when it was due. */
  g_assert_cmpint (carry_on_session_get_due (s), ==, T0_US + 5 * SEC);
  advance (f, 3 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
  g_assert_cmpuint (carry_on_session_get_count (s), ==, 1);
}

static void
test_status_gave_up (Fixture *f, gconstpointer data)
{
  const char *text;
  gboolean ok = FALSE;

  fail_turn (f, FATAL);
  g_assert_cmpint (carry_on_session_get_state (session (f)), ==, CARRY_ON_SESSION_STATE_GAVE_UP);
  text = command (f, "status", &ok);
  g_assert_true (ok);
  assert_contains (text, "No continue is pending.");
  assert_contains (text, "The last turn failed (authentication_failed, HTTP 401, authentication_error: “API Error: 401 invalid x-api-key”).");
  assert_contains (text, "Carry On classified it as fatal");
  assert_contains (text, "Carry On gave up: ");
}

/* A failure no rule knows, given up by its words after the one continue
 * they get: status says that no rule knew it and which words decided */
static void
test_status_words (Fixture *f, gconstpointer data)
{
  const char *failure = "{\"message\":\"Your organisation's administrator must grant this seat access to the assistant\"}";
  const char *text;
  gboolean ok = FALSE;

  fail_turn (f, failure);
  g_assert_cmpint (carry_on_session_get_state (session (f)), ==, CARRY_ON_SESSION_STATE_WAITING);
  text = command (f, "status", &ok);
  g_assert_true (ok);
  assert_contains (text, "No rule knew the error; its words read as fatal (");
  assert_contains (text, "administrator");
  assert_contains (text, "so it gets one continue before Carry On gives up.");
  assert_contains (text, "A continue is due");
  g_assert_null (strstr (text, "Carry On classified it as"));

  /* the one continue fails the same way: given up, the words still named */
  advance (f, 5 * SEC);
  our_continue_fails (f, failure);
  g_assert_cmpint (carry_on_session_get_state (session (f)), ==, CARRY_ON_SESSION_STATE_GAVE_UP);
  text = command (f, "status", &ok);
  g_assert_true (ok);
  assert_contains (text, "No rule knew the error; its words read as fatal (");
  assert_contains (text, "(again after a continue)");
  g_assert_null (strstr (text, "gets one continue"));

  /* a rule's verdict names no words */
  fail_turn (f, FATAL);
  text = command (f, "status", &ok);
  g_assert_true (ok);
  assert_contains (text, "Carry On classified it as fatal (a continue cannot help).");
  g_assert_null (strstr (text, "No rule knew"));
}

/* After a restart the pending continue comes back from the state file and
 * the failure from the host's snapshot: status tells both. */
static void
test_status_after_restart (Fixture *f, gconstpointer data)
{
  const char *text;
  gboolean ok = FALSE;

  carry_on_supervisor_set_state_file (f->sup, f->state_file);
  fail_turn (f, OVERLOADED);
  carry_on_supervisor_save_state (f->sup);
  g_clear_object (&f->sup);
  g_clear_object (&f->fake->host);
  f->sup = carry_on_supervisor_new (f->settings, f->clock);
  carry_on_supervisor_set_state_file (f->sup, f->state_file);
  carry_on_fake_host_connect (f->fake, f->sup, HELLO, CARRY_ON_FAKE_HOST_GRANTED,
                              "[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\",\"turn_running\":false,"
                              "\"last_turn\":{\"turn_id\":\"t1\",\"reason\":\"error\",\"failure\":" OVERLOADED "}}]");
  text = command (f, "status", &ok);
  g_assert_true (ok);
  assert_contains (text, "A continue is due at 12:00:05 (in 5 s).");
  assert_contains (text, "The last turn failed (server_error, HTTP 529");
  assert_contains (text, "Carry On classified it as transient");
}

/* A host-made title cannot forge lines of the answer, and is cut short. */
static void
test_status_hostile_title (Fixture *f, gconstpointer data)
{
  g_autoptr(GString) title = g_string_new ("Fix\\nCarry On is off");
  const char *text;
  gboolean ok = FALSE;

  while (title->len < 400)
    g_string_append (title, " padding");
  carry_on_fake_host_writef (f->fake, "{\"type\":\"session.update\",\"session\":{\"id\":\"s1\",\"title\":\"%s\"}}", title->str);
  carry_on_fake_host_settle (f->fake);
  text = command (f, "", &ok);
  g_assert_true (ok);
  assert_contains (text, "Carry On is on for “Fix Carry On is off padding");
  g_assert_null (strstr (text, "\nCarry On is off"));
  g_assert_cmpuint (strlen (text), <, 4096);
}

/* ---- on / off ------------------------------------------------------------ */

static void
test_off_cancels_and_survives_restart (Fixture *f, gconstpointer data)
{
  CarryOnSession *s;
  const char *text;
  gboolean ok = FALSE;

  carry_on_supervisor_set_state_file (f->sup, f->state_file);
  fail_turn (f, OVERLOADED);
  text = command (f, "off", &ok);
  g_assert_true (ok);
  assert_contains (text, "Carry On is now off for this session");
  assert_contains (text, "The pending continue was cancelled.");
  s = session (f);
  g_assert_false (carry_on_session_get_enabled (s));
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_OFF);
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
  text = command (f, "status", &ok);
  assert_contains (text, "Carry On is off for “proj” (this session’s switch).");

  /* Carry On restarts: the session is still off. */
  carry_on_supervisor_save_state (f->sup);
  g_clear_object (&f->sup);
  g_clear_object (&f->fake->host);
  f->sup = carry_on_supervisor_new (f->settings, f->clock);
  carry_on_supervisor_set_state_file (f->sup, f->state_file);
  carry_on_fake_host_connect (f->fake, f->sup, HELLO, CARRY_ON_FAKE_HOST_GRANTED, SESSIONS);
  s = session (f);
  g_assert_nonnull (s);
  g_assert_false (carry_on_session_get_enabled (s));
  fail_turn (f, OVERLOADED);
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);

  text = command (f, "ON", &ok);
  g_assert_true (ok);
  assert_contains (text, "Carry On is now on for this session.");
  g_assert_true (carry_on_session_get_enabled (s));
  fail_turn (f, OVERLOADED);
  advance (f, 5 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

static void
test_on_while_globally_off (Fixture *f, gconstpointer data)
{
  const char *text;
  gboolean ok = FALSE;

  g_settings_set_boolean (f->gsettings, "enabled", FALSE);
  carry_on_fake_host_settle (f->fake);
  text = command (f, "on", &ok);
  g_assert_true (ok);
  assert_contains (text, "switched off everywhere");
  text = command (f, "status", &ok);
  assert_contains (text, "Carry On is switched off everywhere");
}

/* ---- cancel / retry ------------------------------------------------------ */

static void
test_cancel (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);
  const char *text;
  gboolean ok = FALSE;

  text = command (f, "cancel", &ok);
  g_assert_true (ok);
  assert_contains (text, "Nothing is pending, so nothing was cancelled.");

  fail_turn (f, OVERLOADED);
  text = command (f, "cancel", &ok);
  g_assert_true (ok);
  assert_contains (text, "Cancelled the continue that was due at 12:00:05.");
  g_assert_cmpint (carry_on_session_get_due (s), ==, 0);
  g_assert_true (carry_on_session_get_enabled (s));
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
}

static void
test_retry_once (Fixture *f, gconstpointer data)
{
  const char *text;
  gboolean ok = FALSE;

  fail_turn (f, OVERLOADED);
  text = command (f, "retry", &ok);
  g_assert_true (ok);
  assert_contains (text, "Sent a continue now (1 of ");
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);

  /* A second retry while it is in flight sends nothing more. */
  text = command (f, "retry", &ok);
  g_assert_true (ok);
  assert_contains (text, "already on its way");
  advance (f, 3600 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 1);
}

/* A command is not the person's prompt: the count in a row stays. */
static void
test_command_keeps_count (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);
  gboolean ok = FALSE;
  const char *text;

  fail_turn (f, OVERLOADED);
  advance (f, 5 * SEC);
  our_continue_fails (f, OVERLOADED);
  g_assert_cmpuint (carry_on_session_get_count (s), ==, 1);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);

  text = command (f, "status", &ok);
  assert_contains (text, "Continues in a row: 1 of ");
  command (f, "limit 7", &ok);
  command (f, "help", &ok);
  command (f, "bogus", &ok);
  g_assert_cmpuint (carry_on_session_get_count (s), ==, 1);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_WAITING);
}

/* ---- limit --------------------------------------------------------------- */

static void
test_limit (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);
  const char *bad[] = { "limit 0", "limit 1000", "limit", "limit five", "limit -3", "limit 5 6" };
  const char *text;
  gboolean ok = FALSE;

  text = command (f, "limit 5", &ok);
  g_assert_true (ok);
  assert_contains (text, "This session’s limit is now 5 in a row (0 used so far).");
  g_assert_cmpuint (carry_on_session_get_limit (s), ==, 5);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      text = command (f, bad[i], &ok);
      g_assert_false (ok);
      assert_contains (text, "The limit must be a whole number from 1 to 999.");
      assert_contains (text, "Usage: /carry-on");
      g_assert_cmpuint (carry_on_session_get_limit (s), ==, 5);
    }

  text = command (f, "LIMIT 999", &ok);
  g_assert_true (ok);
  g_assert_cmpuint (carry_on_session_get_limit (s), ==, 999);
  text = command (f, "limit 1", &ok);
  g_assert_true (ok);
  g_assert_cmpuint (carry_on_session_get_limit (s), ==, 1);

  /* The new limit is the one the policy uses: one continue, then a give-up. */
  fail_turn (f, OVERLOADED);
  advance (f, 5 * SEC);
  our_continue_fails (f, OVERLOADED);
  g_assert_cmpint (carry_on_session_get_state (s), ==, CARRY_ON_SESSION_STATE_GAVE_UP);
}

/* ---- hand-off ------------------------------------------------------------ */

static void
test_handoff_and_paste (Fixture *f, gconstpointer data)
{
  JsonObject *handoff;
  const char *text;
  gboolean ok = FALSE;

  text = command (f, "paste", &ok);
  g_assert_true (ok);
  assert_contains (text, "Nothing pasted: ");
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff.paste"), ==, 0);

  text = command (f, "handoff   fix the  parser first ", &ok);
  g_assert_true (ok);
  assert_contains (text, "Started a hand-off");
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 1);
  handoff = carry_on_fake_host_last_of_type (f->fake, "handoff");
  g_assert_cmpstr (json_object_get_string_member (handoff, "session_id"), ==, "s1");
  g_assert_cmpstr (json_object_get_string_member (handoff, "focus"), ==, "fix the  parser first");
  g_assert_cmpstr (json_object_get_string_member (handoff, "deliver"), ==, "fill");

  text = command (f, "handoff", &ok);
  g_assert_true (ok);
  assert_contains (text, "No hand-off started: ");
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 1);

  carry_on_fake_host_writef (f->fake, "{\"type\":\"handoff.progress\",\"session_id\":\"s1\",\"request_id\":\"%s\",\"run_id\":\"h1\","
                                      "\"stage\":\"delivered\",\"can_paste\":true}",
                             json_object_get_string_member (handoff, "request_id"));
  carry_on_fake_host_settle (f->fake);
  text = command (f, "paste", &ok);
  g_assert_true (ok);
  assert_contains (text, "Asked the host to paste");
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff.paste"), ==, 1);
}

static void
test_handoff_unsupported (Fixture *f, gconstpointer data)
{
  const char *text;
  gboolean ok = FALSE;

  text = command (f, "handoff", &ok);
  g_assert_true (ok);
  assert_contains (text, "No hand-off started: ");
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 0);
}

/* ---- grammar, sessions, observers ---------------------------------------- */

static void
test_help_and_unknown (Fixture *f, gconstpointer data)
{
  const char *text;
  gboolean ok = FALSE;

  text = command (f, "help", &ok);
  g_assert_true (ok);
  assert_contains (text, "Usage: /carry-on [command]");
  assert_contains (text, "limit N");

  text = command (f, "frobnicate now", &ok);
  g_assert_false (ok);
  assert_contains (text, "Unknown command “frobnicate”.");
  assert_contains (text, "Usage: /carry-on");

  text = command (f, "off please", &ok);
  g_assert_false (ok);
  assert_contains (text, "“off” takes no arguments.");
  g_assert_true (carry_on_session_get_enabled (session (f)));

  text = command (f, "\u00e9t\u00e9\n\a", &ok);
  g_assert_false (ok);
  assert_contains (text, "Unknown command");
}

static void
test_unknown_session (Fixture *f, gconstpointer data)
{
  const char *text;
  gboolean ok = FALSE;

  text = command_in (f, "nope", "off", &ok);
  g_assert_false (ok);
  assert_contains (text, "Carry On does not know the session “nope” yet");
  g_assert_null (carry_on_supervisor_lookup_session (f->sup, "claude-code:nope"));
  g_assert_true (carry_on_session_get_enabled (session (f)));
}

/* Bad input is the protocol's error line, and no answer. */
static void
test_malformed_command (Fixture *f, gconstpointer data)
{
  g_autofree char *long_args = g_strnfill (1025, 'x');
  JsonObject *error;

  carry_on_fake_host_writef (f->fake, "{\"type\":\"command\",\"request_id\":\"cc-x\",\"session_id\":\"s1\",\"args\":\"%s\"}", long_args);
  carry_on_fake_host_write (f->fake, "{\"type\":\"command\",\"session_id\":\"s1\"}");
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "error"), ==, 2);
  error = carry_on_fake_host_last_of_type (f->fake, "error");
  g_assert_cmpstr (json_object_get_string_member (error, "code"), ==, "invalid-field");
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "command.result"), ==, 0);
}

static void
test_observer_acts_on_nothing (Fixture *f, gconstpointer data)
{
  CarryOnSession *s;
  const char *text;
  gboolean ok = TRUE;

  g_clear_object (&f->fake->host);
  carry_on_fake_host_connect (f->fake, f->sup, HELLO_STATUS, OBSERVER, SESSIONS);
  s = session (f);
  g_assert_nonnull (s);
  text = command (f, "off", &ok);
  g_assert_false (ok);
  g_assert_cmpstr (text, ==, "Controlled by another Carry On (Carry On, pid 456) — ask it, or take control from the window.");
  g_assert_true (carry_on_session_get_enabled (s));
  text = command (f, "limit 5", &ok);
  g_assert_false (ok);
  g_assert_cmpuint (carry_on_session_get_limit (s), !=, 5);
  /* An observer pushes no status. */
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "session.status"), ==, 0);
}

/* ---- session.status ------------------------------------------------------ */

static JsonObject *
last_status (Fixture *f)
{
  JsonObject *status = carry_on_fake_host_last_of_type (f->fake, "session.status");

  g_assert_nonnull (status);
  g_assert_cmpstr (json_object_get_string_member (status, "session_id"), ==, "s1");
  return status;
}

static void
test_status_pushed (Fixture *f, gconstpointer data)
{
  JsonObject *status;
  guint n;
  gboolean ok;

  /* Right after control is granted (and the snapshot). */
  status = last_status (f);
  g_assert_cmpstr (json_object_get_string_member (status, "state"), ==, "idle");
  g_assert_true (json_object_get_boolean_member (status, "enabled"));
  g_assert_cmpint (json_object_get_int_member (status, "count"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (status, "limit"), ==, carry_on_session_get_limit (session (f)));
  g_assert_false (json_object_has_member (status, "due_at"));

  fail_turn (f, OVERLOADED);
  status = last_status (f);
  g_assert_cmpstr (json_object_get_string_member (status, "state"), ==, "waiting");
  g_assert_cmpint (json_object_get_int_member (status, "due_at"), ==, (T0_US + 5 * SEC) / 1000);

  /* Nothing changes: nothing is pushed, however long the wait. */
  n = carry_on_fake_host_count_type (f->fake, "session.status");
  advance (f, 2 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "session.status"), ==, n);

  command (f, "limit 5", &ok);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "session.status"), ==, n + 1);
  status = last_status (f);
  g_assert_cmpint (json_object_get_int_member (status, "limit"), ==, 5);

  /* The continue goes: one push for the count and the state together. */
  advance (f, 3 * SEC);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "session.status"), ==, n + 2);
  status = last_status (f);
  g_assert_cmpint (json_object_get_int_member (status, "count"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (status, "state"), ==, "running");

  command (f, "off", &ok);
  status = last_status (f);
  g_assert_cmpstr (json_object_get_string_member (status, "state"), ==, "off");
  g_assert_false (json_object_get_boolean_member (status, "enabled"));

  command (f, "on", &ok);
  g_settings_set_boolean (f->gsettings, "enabled", FALSE);
  carry_on_fake_host_settle (f->fake);
  status = last_status (f);
  g_assert_false (json_object_get_boolean_member (status, "enabled"));
  g_assert_cmpstr (json_object_get_string_member (status, "state"), ==, "off");

  /* Another Carry On takes control: this one pushes nothing more. */
  n = carry_on_fake_host_count_type (f->fake, "session.status");
  carry_on_fake_host_write (f->fake, OBSERVER);
  carry_on_fake_host_settle (f->fake);
  g_settings_set_boolean (f->gsettings, "enabled", TRUE);
  carry_on_session_set_limit (session (f), 42);
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "session.status"), ==, n);
}

static void
test_status_after_grant (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->fake->host);
  g_ptr_array_set_size (f->fake->received, 0);
  carry_on_fake_host_connect (f->fake, f->sup, HELLO_STATUS, OBSERVER, SESSIONS);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "session.status"), ==, 0);

  /* The controller goes; control comes here: the status follows. */
  carry_on_fake_host_write (f->fake, "{\"type\":\"control\",\"state\":\"free\"}");
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "session.status"), ==, 0);
  carry_on_fake_host_write (f->fake, CARRY_ON_FAKE_HOST_GRANTED);
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "session.status"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (last_status (f), "state"), ==, "idle");
}

static void
test_no_status_without_capability (Fixture *f, gconstpointer data)
{
  gboolean ok;

  fail_turn (f, OVERLOADED);
  command (f, "limit 5", &ok);
  command (f, "off", &ok);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "session.status"), ==, 0);
}

int
main (int argc, char **argv)
{
  /* The answers name local clock times. */
  g_setenv ("TZ", "UTC", TRUE);
  tzset ();
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, fn) g_test_add ("/commands/" path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
#define ADD_STATUS(path, fn) g_test_add ("/commands/" path, Fixture, HELLO_STATUS, fixture_set_up, fn, fixture_tear_down)
  ADD ("status-pending", test_status_pending);
  ADD ("status-gave-up", test_status_gave_up);
  ADD ("status-words", test_status_words);
  ADD ("status-hostile-title", test_status_hostile_title);
  ADD ("status-after-restart", test_status_after_restart);
  ADD ("off-cancels-and-survives-restart", test_off_cancels_and_survives_restart);
  ADD ("on-while-globally-off", test_on_while_globally_off);
  ADD ("cancel", test_cancel);
  ADD ("retry-once", test_retry_once);
  ADD ("command-keeps-count", test_command_keeps_count);
  ADD ("limit", test_limit);
  ADD_STATUS ("handoff-and-paste", test_handoff_and_paste);
  ADD ("handoff-unsupported", test_handoff_unsupported);
  ADD ("help-and-unknown", test_help_and_unknown);
  ADD ("unknown-session", test_unknown_session);
  ADD ("malformed-command", test_malformed_command);
  ADD ("observer-acts-on-nothing", test_observer_acts_on_nothing);
  ADD_STATUS ("status-pushed", test_status_pushed);
  ADD ("status-after-grant", test_status_after_grant);
  ADD ("no-status-without-capability", test_no_status_without_capability);

  return g_test_run ();
}
