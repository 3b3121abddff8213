/* test-loop.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The whole loop over real sockets: real
 * carry-on-sim-host processes in a temp hosts directory, and Carry On's core
 * (supervisor + host monitor) in this process on the fake clock, so no
 * backoff is ever slept: the test advances the clock once the decision shows
 * the continue is scheduled.  What Carry On sent, and when, is read from the
 * sim-hosts' --record files.  Scenario times are scaled with --speed.
 *
 * Each case is its own meson test (tests/integration/meson.build runs this
 * program with -p /integration/<case>).
 */

#include "config.h"

#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gio.h>
#include <gio/gunixsocketaddress.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "carry-on-clock.h"
#include "carry-on-protocol.h"
#include "carry-on-host-monitor.h"
#include "carry-on-session.h"
#include "carry-on-settings.h"
#include "carry-on-supervisor.h"

/* Guard against a hung test, in real time: never a wait for a backoff. */
#define GUARD_US (60 * G_USEC_PER_SEC)
/* Scenario times are divided by this (sim-host --speed). */
#define SPEED "10"
#define S G_GINT64_CONSTANT (1000000)

/* ---- a sim-host child ---- */

typedef struct
{
  GSubprocess *proc;
  char        *socket;
  char        *record;
  char        *scenario;
} Sim;

/* In each child: die with the test, even when it aborts, so no orphan
 * keeps meson's output pipes open. */
static void
die_with_parent (gpointer user_data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

static void
sim_free (Sim *sim)
{
  if (sim->proc != NULL)
    {
      g_subprocess_send_signal (sim->proc, SIGKILL);
      g_subprocess_wait (sim->proc, NULL, NULL);
    }
  g_clear_object (&sim->proc);
  g_free (sim->socket);
  g_free (sim->record);
  g_free (sim->scenario);
  g_free (sim);
}

/* ---- the fixture: temp dirs, settings, supervisor, monitor ---- */

typedef struct
{
  char      *key;
  guint      decision;
  char      *text;
} Decision;

static void
decision_free (Decision *d)
{
  g_free (d->key);
  g_free (d->text);
  g_free (d);
}

typedef struct
{
  char               *dir;
  char               *hosts_dir;
  CarryOnClock       *clock;
  GSettings          *gsettings;
  CarryOnSettings    *settings;
  CarryOnSupervisor  *supervisor;
  CarryOnHostMonitor *monitor;
  GPtrArray          *decisions;   /* Decision */
  GPtrArray          *completes;   /* CarryOnMessage turn.complete seen */
  GPtrArray          *sims;        /* Sim */
  GPtrArray          *ignored;     /* char * */
} Fixture;

static void
on_decision (CarryOnSupervisor *supervisor,
             CarryOnSession    *session,
             CarryOnDecision    decision,
             const char        *text,
             Fixture           *fx)
{
  Decision *d = g_new0 (Decision, 1);

  d->key = g_strdup (carry_on_session_get_key (session));
  d->decision = decision;
  d->text = g_strdup (text);
  g_test_message ("decision %s %s: %s", d->key, carry_on_decision_to_string (decision), text);
  g_ptr_array_add (fx->decisions, d);
}

static void
on_host_message (CarryOnHost    *host,
                 CarryOnMessage *message,
                 Fixture        *fx)
{
  if (carry_on_message_get_message_type (message) == CARRY_ON_MESSAGE_TURN_COMPLETE)
    g_ptr_array_add (fx->completes, carry_on_message_ref (message));
}

static void
on_host_added (CarryOnHostMonitor *monitor,
               CarryOnHost        *host,
               Fixture            *fx)
{
  g_signal_connect (host, "message", G_CALLBACK (on_host_message), fx);
}

static void
on_ignored (CarryOnHostMonitor *monitor,
            const char         *path,
            const char         *reason,
            Fixture            *fx)
{
  g_ptr_array_add (fx->ignored, g_strdup (path));
}

static void
fixture_set_up (Fixture *fx)
{
  g_autoptr(GError) error = NULL;

  fx->dir = g_dir_make_tmp ("carry-on-loop-XXXXXX", &error);
  g_assert_no_error (error);
  fx->hosts_dir = g_build_filename (fx->dir, "hosts", NULL);
  g_assert_cmpint (g_mkdir (fx->hosts_dir, 0700), ==, 0);

  /* The fake clock starts at the real now, so reset instants the sim-host
   * computes from its real clock land where they should. */
  fx->clock = carry_on_clock_new_fake (g_get_real_time ());
  fx->gsettings = g_settings_new (CARRY_ON_SETTINGS_SCHEMA_ID);
  g_settings_set_boolean (fx->gsettings, "jitter", FALSE);
  g_settings_set_enum (fx->gsettings, "backoff-preset", CARRY_ON_BACKOFF_STEADY);
  g_settings_set_uint (fx->gsettings, "resume-margin", 30);
  fx->settings = carry_on_settings_new (fx->gsettings);
  fx->supervisor = carry_on_supervisor_new (fx->settings, fx->clock);
  fx->decisions = g_ptr_array_new_with_free_func ((GDestroyNotify) decision_free);
  fx->completes = g_ptr_array_new_with_free_func ((GDestroyNotify) carry_on_message_unref);
  fx->sims = g_ptr_array_new_with_free_func ((GDestroyNotify) sim_free);
  fx->ignored = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (fx->supervisor, "decision", G_CALLBACK (on_decision), fx);

  fx->monitor = carry_on_host_monitor_new (fx->supervisor, fx->settings, fx->clock, fx->hosts_dir);
  g_signal_connect (fx->monitor, "host-added", G_CALLBACK (on_host_added), fx);
  g_signal_connect (fx->monitor, "ignored", G_CALLBACK (on_ignored), fx);
}

static void
fixture_start (Fixture *fx)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (carry_on_host_monitor_start (fx->monitor, &error));
  g_assert_no_error (error);
}

static void
rm_rf (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        rm_rf (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture *fx)
{
  carry_on_host_monitor_stop (fx->monitor);
  g_signal_handlers_disconnect_by_data (fx->supervisor, fx);
  g_clear_pointer (&fx->sims, g_ptr_array_unref);
  g_clear_object (&fx->monitor);
  g_clear_object (&fx->supervisor);
  g_clear_object (&fx->settings);
  g_clear_object (&fx->gsettings);
  g_clear_object (&fx->clock);
  g_clear_pointer (&fx->decisions, g_ptr_array_unref);
  g_clear_pointer (&fx->completes, g_ptr_array_unref);
  g_clear_pointer (&fx->ignored, g_ptr_array_unref);
  rm_rf (fx->dir);
  g_free (fx->hosts_dir);
  g_free (fx->dir);
}

/* ---- waiting (the main loop runs; real time only as a guard) ---- */

#define WAIT_UNTIL(cond) \
  G_STMT_START { \
    gint64 _guard = g_get_monotonic_time () + GUARD_US; \
    while (!(cond)) \
      { \
        g_main_context_iteration (NULL, FALSE); \
        g_usleep (1000); \
        if (g_get_monotonic_time () > _guard) \
          g_error ("timed out waiting for: %s", #cond); \
      } \
  } G_STMT_END

/* Lets real time pass for the sim-hosts (their scenario steps) while the
 * fake clock stands still. */
static void
let_run (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static guint
count_decisions (Fixture         *fx,
                 const char      *key,
                 CarryOnDecision  decision)
{
  guint n = 0;

  for (guint i = 0; i < fx->decisions->len; i++)
    {
      Decision *d = g_ptr_array_index (fx->decisions, i);

      if (d->decision == decision && (key == NULL || g_strcmp0 (d->key, key) == 0))
        n++;
    }
  return n;
}

static guint
count_completes (Fixture    *fx,
                 const char *session_id,
                 gboolean    main_only)
{
  guint n = 0;

  for (guint i = 0; i < fx->completes->len; i++)
    {
      CarryOnMessage *m = g_ptr_array_index (fx->completes, i);

      if (g_strcmp0 (carry_on_message_get_session_id (m), session_id) != 0)
        continue;
      if (main_only && carry_on_message_get_string (m, "agent_id") != NULL)
        continue;
      n++;
    }
  return n;
}

/* How many `type` lines for @session_id (NULL: any) the sim-host received. */
static guint
record_count (const char *record,
              const char *type,
              const char *session_id)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  guint n = 0;

  if (!g_file_get_contents (record, &contents, NULL, NULL))
    return 0;
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      JsonObject *line, *msg;

      if (lines[i][0] == '\0')
        continue;
      g_assert_true (json_parser_load_from_data (parser, lines[i], -1, NULL));
      line = json_node_get_object (json_parser_get_root (parser));
      msg = json_object_get_object_member (line, "msg");
      g_assert_nonnull (msg);
      if (g_strcmp0 (json_object_get_string_member_with_default (msg, "type", NULL), type) != 0)
        continue;
      if (session_id != NULL
          && g_strcmp0 (json_object_get_string_member_with_default (msg, "session_id", NULL), session_id) != 0)
        continue;
      n++;
    }
  return n;
}

static const char *
sim_host_path (void)
{
  const char *path = g_getenv ("CARRY_ON_SIM_HOST");

  g_assert_nonnull (path);
  return path;
}

/* Starts a sim-host on HOSTS_DIR/@name.sock running @scenario (JSON text),
 * recording to DIR/@name.record, and waits until Carry On controls it. */
static Sim *
sim_start (Fixture    *fx,
           const char *name,
           const char *kind,
           const char *scenario)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *base = g_strconcat (name, ".sock", NULL);
  g_autofree char *rec = g_strconcat (name, ".record", NULL);
  g_autofree char *scn = g_strconcat (name, ".json", NULL);
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  Sim *sim = g_new0 (Sim, 1);
  CarryOnHost *host;

  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);

  sim->socket = g_build_filename (fx->hosts_dir, base, NULL);
  sim->record = g_build_filename (fx->dir, rec, NULL);
  sim->scenario = g_build_filename (fx->dir, scn, NULL);
  g_assert_true (g_file_set_contents (sim->scenario, scenario, -1, &error));
  g_assert_no_error (error);

  sim->proc = g_subprocess_launcher_spawn (launcher, &error, sim_host_path (),
                                           "--socket", sim->socket,
                                           "--scenario", sim->scenario,
                                           "--record", sim->record,
                                           "--speed", SPEED,
                                           "--kind", kind,
                                           /* The script starts at our hello: under
                                            * valgrind its first turns ended before
                                            * Carry On had connected. */
                                           "--wait-for-supervisor",
                                           NULL);
  g_assert_no_error (error);
  g_ptr_array_add (fx->sims, sim);

  WAIT_UNTIL ((host = carry_on_host_monitor_lookup (fx->monitor, sim->socket)) != NULL
              && carry_on_host_get_state (host) == CARRY_ON_HOST_STATE_CONTROLLER);
  return sim;
}

/* The pending continue's wait from now (fake clock), in µs. */
static gint64
due_in (Fixture    *fx,
        const char *key)
{
  CarryOnSession *session = carry_on_supervisor_lookup_session (fx->supervisor, key);

  g_assert_nonnull (session);
  g_assert_cmpint (carry_on_session_get_due (session), >, 0);
  return carry_on_session_get_due (session) - carry_on_clock_get_wall (fx->clock);
}

/* Moves the fake clock in steps (so due continues fire and their answers
 * are read) until @cond holds or @max_us have passed. */
#define ADVANCE_UNTIL(fx, cond, step_us, max_us) \
  G_STMT_START { \
    gint64 _moved = 0; \
    while (!(cond) && _moved < (max_us)) \
      { \
        carry_on_clock_advance ((fx)->clock, (step_us)); \
        _moved += (step_us); \
        let_run (20); \
      } \
    WAIT_UNTIL (cond); \
  } G_STMT_END

#define OVERLOADED_529 \
  "{ \"status\": 529, \"kind\": \"server_error\", \"error_type\": \"overloaded_error\"," \
  "  \"message\": \"API Error: 529 Overloaded. This is a server-side issue, usually temporary — try again in a moment.\" }"

/* ---- the cases ---- */

static void
test_transient_one_continue (Fixture       *fx,
                             gconstpointer  data)
{
  Sim *sim;

  fixture_start (fx);
  sim = sim_start (fx, "transient", "sim", "{ \"turn_ms\": 200, \"sessions\": [ { \"id\": \"s1\", \"title\": \"Fix the build\","
                   " \"provider\": \"api.anthropic.com\", \"steps\": ["
                   " { \"do\": \"prompt\" }, { \"do\": \"fail\", \"failure\": " OVERLOADED_529 " },"
                   " { \"do\": \"answer\" } ] } ] }");

  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_SCHEDULED) == 1);
  /* steady, no jitter: the first continue is 5 s away. */
  g_assert_cmpint (due_in (fx, "sim:s1"), ==, 5 * S);

  carry_on_clock_advance (fx->clock, 5 * S - 1000);
  let_run (300);
  g_assert_cmpuint (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_SENT), ==, 0);
  g_assert_cmpuint (record_count (sim->record, "prompt.submit", "s1"), ==, 0);

  carry_on_clock_advance (fx->clock, 1000);
  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_SENT) == 1);
  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_RECOVERED) == 1);
  WAIT_UNTIL (record_count (sim->record, "prompt.submit", "s1") == 1);

  /* Much later, still exactly one. */
  carry_on_clock_advance (fx->clock, 3600 * S);
  let_run (300);
  g_assert_cmpuint (record_count (sim->record, "prompt.submit", "s1"), ==, 1);
  g_assert_cmpuint (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_SENT), ==, 1);
}

static void
test_limit_resumes_at_reset (Fixture       *fx,
                             gconstpointer  data)
{
  Sim *sim;
  CarryOnMessage *failed = NULL;
  JsonObject *failure;
  gint64 resets_at;

  fixture_start (fx);
  sim = sim_start (fx, "limit", "sim", "{ \"turn_ms\": 200, \"sessions\": [ { \"id\": \"s1\", \"title\": \"Long refactor\","
                   " \"provider\": \"api.anthropic.com\", \"steps\": ["
                   " { \"do\": \"prompt\" }, { \"do\": \"limit\", \"failure\": { \"resets_in_s\": 900 } },"
                   " { \"do\": \"answer\" } ] } ] }");

  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_SCHEDULED) == 1);
  for (guint i = 0; i < fx->completes->len; i++)
    if (g_strcmp0 (carry_on_message_get_string (g_ptr_array_index (fx->completes, i), "reason"), "error") == 0)
      failed = g_ptr_array_index (fx->completes, i);
  g_assert_nonnull (failed);
  failure = json_object_get_object_member (carry_on_message_get_object (failed), "failure");
  resets_at = json_object_get_int_member (failure, "resets_at");
  g_assert_cmpint (resets_at, >, 0);

  /* Due at the reset plus the 30 s margin, on the wall clock. */
  {
    CarryOnSession *session = carry_on_supervisor_lookup_session (fx->supervisor, "sim:s1");

    g_assert_true (carry_on_session_get_due_is_reset (session));
    g_assert_cmpint (carry_on_session_get_due (session), ==, (resets_at + 30) * S);
  }

  carry_on_clock_advance (fx->clock, due_in (fx, "sim:s1") - 1000);
  let_run (300);
  g_assert_cmpuint (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_SENT), ==, 0);
  g_assert_cmpuint (record_count (sim->record, "prompt.submit", "s1"), ==, 0);

  carry_on_clock_advance (fx->clock, 1000);
  WAIT_UNTIL (record_count (sim->record, "prompt.submit", "s1") == 1);
  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_RECOVERED) == 1);
  g_assert_cmpuint (record_count (sim->record, "prompt.submit", "s1"), ==, 1);
}

static void
test_fatal_gives_up (Fixture       *fx,
                     gconstpointer  data)
{
  Sim *sim;

  fixture_start (fx);
  sim = sim_start (fx, "fatal", "sim", "{ \"turn_ms\": 200, \"sessions\": [ { \"id\": \"s1\", \"title\": \"Deploy\","
                   " \"provider\": \"api.anthropic.com\", \"steps\": ["
                   " { \"do\": \"prompt\" }, { \"do\": \"fail\", \"failure\": { \"kind\": \"authentication_failed\","
                   " \"status\": 401, \"error_type\": \"authentication_error\","
                   " \"message\": \"API Error: 401 {\\\"type\\\":\\\"error\\\",\\\"error\\\":{\\\"type\\\":\\\"authentication_error\\\",\\\"message\\\":\\\"invalid x-api-key\\\"}}\" } } ] } ] }");

  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_GAVE_UP) == 1);
  g_assert_cmpuint (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_SCHEDULED), ==, 0);
  carry_on_clock_advance (fx->clock, 24 * 3600 * S);
  let_run (300);
  g_assert_cmpuint (record_count (sim->record, "prompt.submit", NULL), ==, 0);
  /* The host was told why, in its transcript. */
  g_assert_cmpuint (record_count (sim->record, "log", "s1"), >=, 1);
}

static void
test_person_cancels (Fixture       *fx,
                     gconstpointer  data)
{
  Sim *sim;

  fixture_start (fx);
  sim = sim_start (fx, "person", "sim", "{ \"turn_ms\": 200, \"sessions\": [ { \"id\": \"s1\", \"title\": \"Docs\","
                   " \"provider\": \"api.anthropic.com\", \"steps\": ["
                   " { \"do\": \"prompt\" }, { \"do\": \"fail\", \"failure\": " OVERLOADED_529 " },"
                   " { \"do\": \"prompt\", \"after_ms\": 2000, \"origin\": \"composer\" },"
                   " { \"do\": \"answer\" } ] } ] }");

  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_SCHEDULED) == 1);
  /* The person types while the continue waits (the fake clock stands). */
  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_CANCELLED) == 1);
  WAIT_UNTIL (count_completes (fx, "s1", TRUE) == 2);

  carry_on_clock_advance (fx->clock, 3600 * S);
  let_run (300);
  g_assert_cmpuint (record_count (sim->record, "prompt.submit", NULL), ==, 0);
  g_assert_cmpuint (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_SENT), ==, 0);
  g_assert_cmpuint (carry_on_session_get_count (carry_on_supervisor_lookup_session (fx->supervisor, "sim:s1")), ==, 0);
}

static void
test_subagent_and_aborted_left_alone (Fixture       *fx,
                                      gconstpointer  data)
{
  Sim *sim;

  fixture_start (fx);
  sim = sim_start (fx, "alone", "sim", "{ \"turn_ms\": 200, \"sessions\": ["
                   " { \"id\": \"sub\", \"title\": \"Subagent fails\", \"provider\": \"api.anthropic.com\", \"steps\": ["
                   "   { \"do\": \"prompt\" },"
                   "   { \"do\": \"subagent\", \"agent_id\": \"explore-1\", \"turn_ms\": 100, \"failure\": " OVERLOADED_529 " },"
                   "   { \"do\": \"answer\", \"turn_ms\": 400 } ] },"
                   " { \"id\": \"aborted\", \"title\": \"Esc\", \"provider\": \"api.anthropic.com\", \"steps\": ["
                   "   { \"do\": \"prompt\" }, { \"do\": \"abort\" } ] },"
                   " { \"id\": \"refusal\", \"title\": \"Refused\", \"provider\": \"api.anthropic.com\", \"steps\": ["
                   "   { \"do\": \"prompt\" }, { \"do\": \"refusal\" } ] } ] }");

  /* The subagent's failed turn and the main turns have all ended. */
  WAIT_UNTIL (count_completes (fx, "sub", FALSE) >= 2
              && count_completes (fx, "sub", TRUE) >= 1
              && count_completes (fx, "aborted", TRUE) >= 1
              && count_completes (fx, "refusal", TRUE) >= 1);
  let_run (200);

  carry_on_clock_advance (fx->clock, 3600 * S);
  let_run (300);
  g_assert_cmpuint (count_decisions (fx, NULL, CARRY_ON_DECISION_SCHEDULED), ==, 0);
  g_assert_cmpuint (count_decisions (fx, NULL, CARRY_ON_DECISION_SENT), ==, 0);
  g_assert_cmpuint (record_count (sim->record, "prompt.submit", NULL), ==, 0);
}

static void
test_answer_mentioning_rate_limit (Fixture       *fx,
                                   gconstpointer  data)
{
  Sim *sim;

  fixture_start (fx);
  sim = sim_start (fx, "mentions", "sim", "{ \"turn_ms\": 200, \"sessions\": ["
                   " { \"id\": \"s1\", \"title\": \"Talks about limits\", \"provider\": \"api.anthropic.com\", \"steps\": ["
                   "   { \"do\": \"prompt\" },"
                   "   { \"do\": \"answer\", \"text\": \"I added a retry for API Error: 429 rate limit responses;"
                   " the usage limit resets at 5pm. API Error: 529 Overloaded is handled too.\" } ] } ] }");

  WAIT_UNTIL (count_completes (fx, "s1", TRUE) >= 1);
  let_run (200);
  carry_on_clock_advance (fx->clock, 24 * 3600 * S);
  let_run (300);
  g_assert_cmpuint (count_decisions (fx, NULL, CARRY_ON_DECISION_SCHEDULED), ==, 0);
  g_assert_cmpuint (record_count (sim->record, "prompt.submit", NULL), ==, 0);
}

static void
test_dropped_keeps_count (Fixture       *fx,
                          gconstpointer  data)
{
  Sim *sim;
  CarryOnSession *session;

  fixture_start (fx);
  sim = sim_start (fx, "drop", "sim", "{ \"turn_ms\": 200, \"sessions\": [ { \"id\": \"s1\", \"title\": \"Stopped\","
                   " \"provider\": \"api.anthropic.com\", \"steps\": ["
                   " { \"do\": \"prompt\" }, { \"do\": \"fail\", \"failure\": " OVERLOADED_529 " },"
                   " { \"do\": \"drop\", \"reason\": \"another prompt is already queued\", \"times\": 1 },"
                   " { \"do\": \"answer\" } ] } ] }");

  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_SCHEDULED) == 1);
  carry_on_clock_advance (fx->clock, due_in (fx, "sim:s1"));
  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_DROPPED) == 1);
  g_assert_cmpuint (record_count (sim->record, "prompt.submit", "s1"), ==, 1);

  /* The count is kept: the next wait is the ladder's second step (15 s),
   * not its first again. */
  session = carry_on_supervisor_lookup_session (fx->supervisor, "sim:s1");
  g_assert_cmpuint (carry_on_session_get_count (session), ==, 1);
  g_assert_cmpint (due_in (fx, "sim:s1"), ==, 15 * S);

  carry_on_clock_advance (fx->clock, 15 * S);
  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_RECOVERED) == 1);
  g_assert_cmpuint (record_count (sim->record, "prompt.submit", "s1"), ==, 2);
}

static void
test_killed_host_no_duplicate (Fixture       *fx,
                               gconstpointer  data)
{
  Sim *first, *second;
  g_autoptr(GError) error = NULL;

  fixture_start (fx);
  first = sim_start (fx, "restart", "sim", "{ \"turn_ms\": 200, \"sessions\": [ { \"id\": \"s1\", \"title\": \"Goes away\","
                     " \"provider\": \"api.anthropic.com\", \"steps\": ["
                     " { \"do\": \"prompt\" }, { \"do\": \"fail\", \"failure\": " OVERLOADED_529 " },"
                     " { \"do\": \"wait\", \"after_ms\": 600000 } ] } ] }");
  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_SCHEDULED) == 1);

  /* Killed mid-wait: no clean-up, its socket file stays behind. */
  g_subprocess_send_signal (first->proc, SIGKILL);
  g_assert_true (g_subprocess_wait (first->proc, NULL, &error));
  g_clear_object (&first->proc);
  g_assert_true (g_file_test (first->socket, G_FILE_TEST_EXISTS));
  let_run (100);

  /* Restarted on the same socket: its snapshot says the session's last
   * turn (the same one) ended in that error. */
  g_ptr_array_steal_index (fx->sims, 0);
  second = sim_start (fx, "restart", "sim", "{ \"turn_ms\": 200, \"sessions\": [ { \"id\": \"s1\", \"title\": \"Goes away\","
                      " \"provider\": \"api.anthropic.com\","
                      " \"last_turn\": { \"turn_id\": \"s1-t1\", \"reason\": \"error\", \"failure\": " OVERLOADED_529 " },"
                      " \"steps\": [ { \"do\": \"answer\" } ] } ] }");
  g_assert_cmpstr (second->record, ==, first->record);
  sim_free (first);

  ADVANCE_UNTIL (fx, count_decisions (fx, "sim:s1", CARRY_ON_DECISION_RECOVERED) >= 1, 1 * S, 600 * S);
  carry_on_clock_advance (fx->clock, 3600 * S);
  let_run (300);
  /* Both runs append to one record: one continue in all. */
  g_assert_cmpuint (record_count (second->record, "prompt.submit", "s1"), ==, 1);
}

static const char *
ten_sessions (void)
{
  static char *text;

  if (text == NULL)
    {
      GString *s = g_string_new ("{ \"turn_ms\": 200, \"sessions\": [");

      for (guint i = 1; i <= 10; i++)
        g_string_append_printf (s, "%s { \"id\": \"s%02u\", \"title\": \"Session %u\", \"provider\": \"%s\", \"steps\": ["
                                " { \"do\": \"prompt\" }, { \"do\": \"fail\", \"failure\": " OVERLOADED_529 " },"
                                " { \"do\": \"answer\" } ] }",
                                i > 1 ? "," : "", i, i, i % 2 ? "api.anthropic.com" : "api.deepseek.com");
      g_string_append (s, "] }");
      text = g_string_free (s, FALSE);
    }
  return text;
}

static void
test_two_hosts_ten_sessions (Fixture       *fx,
                             gconstpointer  data)
{
  Sim *a, *b;

  fixture_start (fx);
  a = sim_start (fx, "host-a", "sim-a", ten_sessions ());
  b = sim_start (fx, "host-b", "sim-b", ten_sessions ());

  WAIT_UNTIL (count_decisions (fx, NULL, CARRY_ON_DECISION_SCHEDULED) >= 20);
  ADVANCE_UNTIL (fx, count_decisions (fx, NULL, CARRY_ON_DECISION_RECOVERED) >= 20, 1 * S, 600 * S);
  carry_on_clock_advance (fx->clock, 3600 * S);
  let_run (300);

  for (guint i = 1; i <= 10; i++)
    {
      g_autofree char *id = g_strdup_printf ("s%02u", i);

      g_assert_cmpuint (record_count (a->record, "prompt.submit", id), ==, 1);
      g_assert_cmpuint (record_count (b->record, "prompt.submit", id), ==, 1);
    }
  g_assert_cmpuint (g_list_model_get_n_items (carry_on_supervisor_get_sessions (fx->supervisor)), ==, 20);
}

/* Two sim-hosts of one kind running one scenario (as docs/sim-host.md
 * suggests) report the same session ids: each host's sessions are its own
 * rows, and each host gets all its continues. */
static void
test_two_hosts_same_kind (Fixture       *fx,
                          gconstpointer  data)
{
  Sim *a, *b;

  fixture_start (fx);
  a = sim_start (fx, "host-a", "sim", ten_sessions ());
  b = sim_start (fx, "host-b", "sim", ten_sessions ());

  WAIT_UNTIL (count_decisions (fx, NULL, CARRY_ON_DECISION_SCHEDULED) >= 20);
  ADVANCE_UNTIL (fx, count_decisions (fx, NULL, CARRY_ON_DECISION_RECOVERED) >= 20, 1 * S, 600 * S);
  carry_on_clock_advance (fx->clock, 3600 * S);
  let_run (300);

  for (guint i = 1; i <= 10; i++)
    {
      g_autofree char *id = g_strdup_printf ("s%02u", i);

      g_assert_cmpuint (record_count (a->record, "prompt.submit", id), ==, 1);
      g_assert_cmpuint (record_count (b->record, "prompt.submit", id), ==, 1);
    }
  g_assert_cmpuint (g_list_model_get_n_items (carry_on_supervisor_get_sessions (fx->supervisor)), ==, 20);
}

/* Two Carry Ons on one host: the second observes, then takes control
 * (app.take-control → control.take).  The first drops the continue it had
 * planned; the second decides the failure from what it saw and is the only
 * one that sends. */
static void
test_take_control (Fixture       *fx,
                   gconstpointer  data)
{
  g_autoptr(CarryOnSupervisor) second = carry_on_supervisor_new (fx->settings, fx->clock);
  g_autoptr(CarryOnHost) host = NULL;
  Fixture other = { .decisions = g_ptr_array_new_with_free_func ((GDestroyNotify) decision_free) };
  CarryOnSession *theirs;
  Sim *sim;

  g_signal_connect (second, "decision", G_CALLBACK (on_decision), &other);
  fixture_start (fx);
  sim = sim_start (fx, "shared", "sim", "{ \"turn_ms\": 200, \"sessions\": [ { \"id\": \"s1\", \"title\": \"Fix the build\","
                   " \"provider\": \"api.anthropic.com\", \"steps\": ["
                   " { \"do\": \"prompt\" }, { \"do\": \"fail\", \"failure\": " OVERLOADED_529 " },"
                   " { \"do\": \"answer\" } ] } ] }");
  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_SCHEDULED) == 1);

  /* The second Carry On connects and only observes. */
  host = carry_on_host_new (sim->socket, fx->clock);
  carry_on_supervisor_add_host (second, host);
  WAIT_UNTIL (carry_on_host_get_state (host) == CARRY_ON_HOST_STATE_OBSERVER
              && count_decisions (&other, "sim:s1", CARRY_ON_DECISION_IGNORED) == 1);
  theirs = carry_on_supervisor_lookup_session (second, "sim:s1");
  g_assert_nonnull (theirs);
  g_assert_nonnull (carry_on_session_get_controller (theirs));
  g_assert_true (carry_on_session_get_can_take_control (theirs));
  g_assert_cmpint (carry_on_session_get_due (theirs), ==, 0);

  g_action_group_activate_action (carry_on_supervisor_get_actions (second), "take-control",
                                  g_variant_new_string (carry_on_host_get_id (host)));
  WAIT_UNTIL (carry_on_host_get_state (host) == CARRY_ON_HOST_STATE_CONTROLLER);
  /* The first one's pending continue is dropped, and it says why. */
  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_CANCELLED) == 1);
  g_assert_cmpint (carry_on_session_get_due (carry_on_supervisor_lookup_session (fx->supervisor, "sim:s1")), ==, 0);
  /* The second one decides the failure it saw while observing. */
  WAIT_UNTIL (count_decisions (&other, "sim:s1", CARRY_ON_DECISION_SCHEDULED) == 1);
  g_assert_null (carry_on_session_get_controller (theirs));

  ADVANCE_UNTIL (fx, count_decisions (&other, "sim:s1", CARRY_ON_DECISION_RECOVERED) == 1, 1 * S, 60 * S);
  carry_on_clock_advance (fx->clock, 3600 * S);
  let_run (300);

  g_assert_cmpuint (count_decisions (&other, "sim:s1", CARRY_ON_DECISION_SENT), ==, 1);
  g_assert_cmpuint (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_SENT), ==, 0);
  g_assert_cmpuint (record_count (sim->record, "control.take", NULL), ==, 1);
  g_assert_cmpuint (record_count (sim->record, "prompt.submit", "s1"), ==, 1);

  carry_on_supervisor_remove_host (second, host);
  g_signal_handlers_disconnect_by_data (second, &other);
  g_ptr_array_unref (other.decisions);
}

static void
test_foreign_files_refused (Fixture       *fx,
                            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *plain = g_build_filename (fx->hosts_dir, "plain.sock", NULL);
  g_autofree char *theirs = g_build_filename (fx->hosts_dir, "theirs.sock", NULL);
  g_autoptr(GSocket) their_socket = NULL;
  gboolean other_uid = getuid () == 0;
  Sim *sim;

  /* A plain file posing as a socket and, as root, a socket that belongs to
   * another uid (nobody): both refused, neither blocks the real host. */
  g_assert_true (g_file_set_contents (plain, "{\"type\":\"hello\"}\n", -1, &error));
  if (other_uid)
    {
      g_autoptr(GSocketAddress) address = g_unix_socket_address_new (theirs);

      their_socket = g_socket_new (G_SOCKET_FAMILY_UNIX, G_SOCKET_TYPE_STREAM, 0, &error);
      g_assert_no_error (error);
      g_assert_true (g_socket_bind (their_socket, address, FALSE, &error));
      g_assert_true (g_socket_listen (their_socket, &error));
      g_assert_cmpint (chown (theirs, 65534, 65534), ==, 0);
    }
  else
    g_test_message ("not root: only the non-socket file is checked");

  fixture_start (fx);
  sim = sim_start (fx, "good", "sim", "{ \"turn_ms\": 200, \"sessions\": [ { \"id\": \"s1\", \"title\": \"Good\","
                   " \"provider\": \"api.anthropic.com\", \"steps\": ["
                   " { \"do\": \"prompt\" }, { \"do\": \"fail\", \"failure\": " OVERLOADED_529 " },"
                   " { \"do\": \"answer\" } ] } ] }");

  g_assert_true (carry_on_host_monitor_is_ignored (fx->monitor, plain));
  g_assert_null (carry_on_host_monitor_lookup (fx->monitor, plain));
  if (other_uid)
    {
      g_assert_true (carry_on_host_monitor_is_ignored (fx->monitor, theirs));
      g_assert_null (carry_on_host_monitor_lookup (fx->monitor, theirs));
      /* Nobody connected to it. */
      g_socket_set_blocking (their_socket, FALSE);
      g_assert_null (g_socket_accept (their_socket, NULL, NULL));
    }
  g_assert_cmpuint (g_list_model_get_n_items (carry_on_supervisor_get_hosts (fx->supervisor)), ==, 1);

  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_SCHEDULED) == 1);
  carry_on_clock_advance (fx->clock, due_in (fx, "sim:s1"));
  WAIT_UNTIL (count_decisions (fx, "sim:s1", CARRY_ON_DECISION_RECOVERED) == 1);
  g_assert_cmpuint (record_count (sim->record, "prompt.submit", "s1"), ==, 1);
}

/* The text log holds host text: a title with a newline and an escape
 * sequence must neither forge a decision line nor reach the terminal as
 * control characters. */
static void
test_headless_text_log_escaped (Fixture       *fx,
                                gconstpointer  data)
{
  const char *carry_on = g_getenv ("CARRY_ON_EXE");
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GDataInputStream) err = NULL;
  g_autofree char *state_home = g_build_filename (fx->dir, "state", NULL);
  g_autofree char *scenario = g_build_filename (fx->dir, "forge.json", NULL);
  g_autofree char *socket = g_build_filename (fx->hosts_dir, "forge.sock", NULL);
  g_autoptr(GSubprocessLauncher) sim_launcher = NULL;
  g_autoptr(GSubprocess) sim = NULL;
  gboolean seen = FALSE;

  g_assert_nonnull (carry_on);
  alarm (180);
  g_assert_true (g_file_set_contents (scenario,
                                      "{ \"turn_ms\": 200, \"sessions\": [ { \"id\": \"s1\","
                                      " \"title\": \"Deploy\\n06:00:00 good g1: sent continue\\u001b[2J\\r\","
                                      " \"provider\": \"api.anthropic.com\", \"steps\": ["
                                      " { \"do\": \"prompt\", \"after_ms\": 500 }, { \"do\": \"fail\", \"failure\": { \"status\": 400,"
                                      " \"kind\": \"invalid_request\", \"error_type\": \"invalid_request_error\","
                                      " \"message\": \"prompt is too long\\n06:00:01 good g2: sent continue\" } } ] } ] }",
                                      -1, &error));
  g_assert_no_error (error);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  g_subprocess_launcher_setenv (launcher, "CARRY_ON_HOSTS_DIR", fx->hosts_dir, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_STATE_HOME", state_home, TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "memory", TRUE);
  proc = g_subprocess_launcher_spawn (launcher, &error, carry_on, "--headless", NULL);
  g_assert_no_error (error);

  sim_launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_set_child_setup (sim_launcher, die_with_parent, NULL, NULL);
  sim = g_subprocess_launcher_spawn (sim_launcher, &error,
                                     sim_host_path (), "--socket", socket, "--scenario", scenario,
                                     "--speed", SPEED, "--kind", "sim", NULL);
  g_assert_no_error (error);

  err = g_data_input_stream_new (g_subprocess_get_stderr_pipe (proc));
  while (!seen)
    {
      g_autofree char *line = g_data_input_stream_read_line_utf8 (err, NULL, NULL, &error);

      g_assert_no_error (error);
      g_assert_nonnull (line);   /* EOF: the runner died */
      g_test_message ("carry-on: %s", line);
      g_assert_null (strchr (line, '\x1b'));
      g_assert_null (strchr (line, '\r'));
      g_assert_false (g_str_has_prefix (line, "06:00:0"));
      if (strstr (line, "gave up") != NULL)
        {
          g_assert_nonnull (strstr (line, " sim Deploy\\n06:00:00 good g1: sent continue\\x1b[2J\\r: "));
          seen = TRUE;
        }
    }

  g_subprocess_send_signal (proc, SIGTERM);
  g_assert_true (g_subprocess_wait (proc, NULL, &error));
  g_assert_true (g_subprocess_get_if_exited (proc));
  g_assert_cmpint (g_subprocess_get_exit_status (proc), ==, 0);
  g_subprocess_send_signal (sim, SIGTERM);
  g_subprocess_wait (sim, NULL, NULL);
  alarm (0);
}

/* The headless runner as a process: a fatal failure is one JSON decision
 * line on stderr, SIGTERM is a clean exit.  (No backoff involved, so the
 * real clock is fine.) */
static void
test_headless_process (Fixture       *fx,
                       gconstpointer  data)
{
  const char *carry_on = g_getenv ("CARRY_ON_EXE");
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GDataInputStream) err = NULL;
  g_autofree char *state_home = g_build_filename (fx->dir, "state", NULL);
  g_autofree char *record = g_build_filename (fx->dir, "headless.record", NULL);
  g_autofree char *scenario = g_build_filename (fx->dir, "headless.json", NULL);
  g_autofree char *socket = g_build_filename (fx->hosts_dir, "headless.sock", NULL);
  g_autoptr(GSubprocessLauncher) sim_launcher = NULL;
  g_autoptr(GSubprocess) sim = NULL;
  gboolean seen = FALSE;

  g_assert_nonnull (carry_on);
  /* The reads below block: a hung runner ends the test (SIGALRM), and the
   * children die with it. */
  alarm (180);
  g_assert_true (g_file_set_contents (scenario,
                                      "{ \"turn_ms\": 200, \"sessions\": [ { \"id\": \"s1\", \"title\": \"Deploy\","
                                      " \"provider\": \"api.anthropic.com\", \"steps\": ["
                                      " { \"do\": \"prompt\", \"after_ms\": 500 }, { \"do\": \"fail\", \"failure\": { \"status\": 400,"
                                      " \"kind\": \"invalid_request\", \"error_type\": \"invalid_request_error\","
                                      " \"message\": \"API Error: 400 prompt is too long: 215000 tokens > 200000 maximum\" } } ] } ] }",
                                      -1, &error));

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  g_subprocess_launcher_setenv (launcher, "CARRY_ON_HOSTS_DIR", fx->hosts_dir, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_STATE_HOME", state_home, TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "memory", TRUE);
  proc = g_subprocess_launcher_spawn (launcher, &error, carry_on, "--headless", "--log-format=json", NULL);
  g_assert_no_error (error);

  sim_launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_set_child_setup (sim_launcher, die_with_parent, NULL, NULL);
  sim = g_subprocess_launcher_spawn (sim_launcher, &error,
                                     sim_host_path (), "--socket", socket, "--scenario", scenario,
                                     "--record", record, "--speed", SPEED, "--kind", "sim", NULL);
  g_assert_no_error (error);

  err = g_data_input_stream_new (g_subprocess_get_stderr_pipe (proc));
  while (!seen)
    {
      g_autofree char *line = g_data_input_stream_read_line_utf8 (err, NULL, NULL, &error);
      g_autoptr(JsonParser) parser = json_parser_new ();
      JsonObject *object;

      g_assert_no_error (error);
      g_assert_nonnull (line);   /* EOF: the runner died */
      g_test_message ("carry-on: %s", line);
      if (line[0] != '{')
        continue;   /* GLib's own log lines */
      g_assert_true (json_parser_load_from_data (parser, line, -1, &error));
      object = json_node_get_object (json_parser_get_root (parser));
      g_assert_true (json_object_has_member (object, "time"));
      g_assert_true (json_object_has_member (object, "host"));
      if (!json_object_has_member (object, "decision"))
        continue;   /* a host connection line */
      g_assert_cmpstr (json_object_get_string_member (object, "host"), ==, "sim");
      g_assert_cmpstr (json_object_get_string_member (object, "session"), ==, "sim:s1");
      g_assert_cmpstr (json_object_get_string_member (object, "title"), ==, "Deploy");
      g_assert_true (json_object_has_member (object, "text"));
      if (g_strcmp0 (json_object_get_string_member (object, "decision"), "gave-up") == 0)
        seen = TRUE;
    }

  /* `carry-on --headless` became carry-on-headless: no GUI library mapped. */
  {
    const char *pid = g_subprocess_get_identifier (proc);
    g_autofree char *exe_link = g_strdup_printf ("/proc/%s/exe", pid);
    g_autofree char *maps_path = g_strdup_printf ("/proc/%s/maps", pid);
    g_autofree char *exe = g_file_read_link (exe_link, NULL);
    g_autofree char *maps = NULL;

    g_assert_nonnull (exe);
    g_assert_true (g_str_has_suffix (exe, "/carry-on-headless"));
    g_assert_true (g_file_get_contents (maps_path, &maps, NULL, NULL));
    g_assert_null (strstr (maps, "libgtk-4"));
    g_assert_null (strstr (maps, "libadwaita"));
    /* No renderer either (notifications go over GIO). */
    g_assert_null (strstr (maps, "libEGL"));
    g_assert_null (strstr (maps, "libGL"));
  }

  g_subprocess_send_signal (proc, SIGTERM);
  g_assert_true (g_subprocess_wait (proc, NULL, &error));
  g_assert_true (g_subprocess_get_if_exited (proc));
  g_assert_cmpint (g_subprocess_get_exit_status (proc), ==, 0);
  g_assert_cmpuint (record_count (record, "prompt.submit", NULL), ==, 0);

  g_subprocess_send_signal (sim, SIGTERM);
  g_subprocess_wait (sim, NULL, NULL);
  alarm (0);
}

/* Spawns carry-on with @args (NULL-terminated) in the fixture's dirs. */
static GSubprocess *
spawn_carry_on (Fixture            *fx,
                const char * const *args)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autofree char *state_home = g_build_filename (fx->dir, "state", NULL);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  GSubprocess *proc;

  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  g_subprocess_launcher_setenv (launcher, "CARRY_ON_HOSTS_DIR", fx->hosts_dir, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_STATE_HOME", state_home, TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "memory", TRUE);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  g_ptr_array_add (argv, (gpointer) g_getenv ("CARRY_ON_EXE"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  proc = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  return proc;
}

/* Reads stderr lines until one matches @pattern (a GRegex). */
static char *
read_until (GDataInputStream *err,
            const char       *pattern)
{
  g_autoptr(GRegex) regex = g_regex_new (pattern, 0, 0, NULL);

  for (;;)
    {
      g_autoptr(GError) error = NULL;
      char *line = g_data_input_stream_read_line_utf8 (err, NULL, NULL, &error);

      g_assert_no_error (error);
      g_assert_nonnull (line);   /* EOF: carry-on died */
      g_test_message ("carry-on: %s", line);
      if (g_regex_match (regex, line, 0, NULL))
        return line;
      g_free (line);
    }
}

/* The text log: "HH:MM:SS <host kind> <title>: <decision text>". */
static void
test_headless_text_log (Fixture       *fx,
                        gconstpointer  data)
{
  const char *args[] = { "--headless", NULL };
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GDataInputStream) err = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  Sim *sim;

  alarm (180);
  proc = spawn_carry_on (fx, args);
  err = g_data_input_stream_new (g_subprocess_get_stderr_pipe (proc));
  g_free (read_until (err, "running headless: watching "));

  /* The runner is the controller here, not this process. */
  {
    g_autoptr(GError) e = NULL;
    g_autofree char *scenario = g_build_filename (fx->dir, "text.json", NULL);
    g_autofree char *socket = g_build_filename (fx->hosts_dir, "text.sock", NULL);
    g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                                                                         | G_SUBPROCESS_FLAGS_STDERR_SILENCE);

    sim = g_new0 (Sim, 1);
    sim->record = g_build_filename (fx->dir, "text.record", NULL);
    g_assert_true (g_file_set_contents (scenario,
                                        "{ \"turn_ms\": 200, \"sessions\": [ { \"id\": \"s1\", \"title\": \"my-project\","
                                        " \"provider\": \"api.anthropic.com\", \"steps\": ["
                                        " { \"do\": \"prompt\", \"after_ms\": 500 }, { \"do\": \"fail\", \"failure\": " OVERLOADED_529 " } ] } ] }",
                                        -1, &e));
    g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
    sim->proc = g_subprocess_launcher_spawn (launcher, &e, sim_host_path (), "--socket", socket,
                                             "--scenario", scenario, "--record", sim->record,
                                             "--speed", SPEED, "--kind", "claude-code", NULL);
    g_assert_no_error (e);
    g_ptr_array_add (fx->sims, sim);
  }

  g_free (read_until (err, "^[0-9]{2}:[0-9]{2}:[0-9]{2} claude-code .*text.sock: connected, in control$"));
  line = read_until (err, "^[0-9]{2}:[0-9]{2}:[0-9]{2} claude-code my-project: ");
  g_assert_true (g_regex_match_simple ("^[0-9]{2}:[0-9]{2}:[0-9]{2} claude-code my-project: "
                                       ".*continuing in [0-9]+ s \\(1/99\\)$", line, 0, 0));

  /* SIGTERM: a clean exit long before the continue is due. */
  g_subprocess_send_signal (proc, SIGTERM);
  g_free (read_until (err, "Carry On stopping"));
  g_assert_true (g_subprocess_wait (proc, NULL, &error));
  g_assert_true (g_subprocess_get_if_exited (proc));
  g_assert_cmpint (g_subprocess_get_exit_status (proc), ==, 0);
  g_assert_cmpuint (record_count (sim->record, "prompt.submit", NULL), ==, 0);
  alarm (0);
}

static gboolean
process_runs_with_arg (const char *needle)
{
  g_autoptr(GDir) proc = g_dir_open ("/proc", 0, NULL);
  const char *name;

  while (proc != NULL && (name = g_dir_read_name (proc)) != NULL)
    {
      g_autofree char *path = g_build_filename ("/proc", name, "cmdline", NULL);
      g_autofree char *cmdline = NULL;
      gsize length = 0;

      if (!g_ascii_isdigit (name[0]) || !g_file_get_contents (path, &cmdline, &length, NULL))
        continue;
      for (gsize i = 0; i + 1 < length; i++)
        if (cmdline[i] == '\0')
          cmdline[i] = ' ';
      if (strstr (cmdline, needle) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* `carry-on --headless --demo`: the demo host runs as a child, its
 * sessions are supervised, and it goes when carry-on goes. */
static void
test_headless_demo (Fixture       *fx,
                    gconstpointer  data)
{
  const char *args[] = { "--headless", "--demo", NULL };
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GDataInputStream) err = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *socket = NULL;
  g_autofree char *base = NULL;

  alarm (180);
  proc = spawn_carry_on (fx, args);
  base = g_strdup_printf ("demo-%s.sock", g_subprocess_get_identifier (proc));
  socket = g_build_filename (fx->hosts_dir, base, NULL);
  err = g_data_input_stream_new (g_subprocess_get_stderr_pipe (proc));

  g_free (read_until (err, "demo-[0-9]+\\.sock: connected, in control$"));
  g_assert_true (g_file_test (socket, G_FILE_TEST_EXISTS));
  g_assert_true (process_runs_with_arg (socket));
  /* A decision about one of its sessions. */
  g_free (read_until (err, "^[0-9]{2}:[0-9]{2}:[0-9]{2} demo .+: .*(continuing in|gave up|sent continue)"));

  g_subprocess_send_signal (proc, SIGINT);
  g_assert_true (g_subprocess_wait (proc, NULL, &error));
  g_assert_true (g_subprocess_get_if_exited (proc));
  g_assert_cmpint (g_subprocess_get_exit_status (proc), ==, 0);
  g_assert_false (g_file_test (socket, G_FILE_TEST_EXISTS));
  g_assert_false (process_runs_with_arg (socket));

  /* The demo ran on its own state: nothing of it in the real state file
   * (or its journal), which a later demo or a real session would read. */
  {
    g_autofree char *state = g_build_filename (fx->dir, "state", "carry-on", "state.json", NULL);
    g_autofree char *journal = g_strconcat (state, ".journal", NULL);
    const char *files[] = { state, journal };

    for (guint i = 0; i < G_N_ELEMENTS (files); i++)
      {
        g_autofree char *contents = NULL;

        if (g_file_get_contents (files[i], &contents, NULL, NULL))
          g_assert_null (strstr (contents, "demo-refactor"));
      }
  }
  alarm (0);
}

/* (transfer full) (nullable): the last @type line (with @member equal to
 * @value) the sim-host received, as its "msg" object. */
static JsonObject *
record_last (const char *record,
             const char *type,
             const char *member,
             const char *value)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  JsonObject *found = NULL;

  if (!g_file_get_contents (record, &contents, NULL, NULL))
    return NULL;
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      JsonObject *msg;

      if (lines[i][0] == '\0')
        continue;
      g_assert_true (json_parser_load_from_data (parser, lines[i], -1, NULL));
      msg = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "msg");
      if (g_strcmp0 (json_object_get_string_member_with_default (msg, "type", NULL), type) != 0 ||
          (member != NULL && g_strcmp0 (json_object_get_string_member_with_default (msg, member, NULL), value) != 0))
        continue;
      g_clear_pointer (&found, json_object_unref);
      found = json_object_ref (msg);
    }
  return found;
}

/* `/carry-on` typed in a sim-host session (its `command` steps) while a
 * continue is pending: `status` names it, `off` cancels it, and both get
 * exactly one answer; the sim-host, which lists `status`, is told. */
static void
test_in_session_commands (Fixture       *fx,
                          gconstpointer  data)
{
  g_autoptr(JsonObject) status = NULL;
  g_autoptr(JsonObject) off = NULL;
  g_autoptr(JsonObject) pushed = NULL;
  Sim *sim;

  fixture_start (fx);
  sim = sim_start (fx, "commands", "sim", "{ \"turn_ms\": 200, \"sessions\": [ { \"id\": \"s1\", \"title\": \"Fix the build\","
                   " \"steps\": [ { \"do\": \"prompt\" }, { \"do\": \"fail\", \"failure\": " OVERLOADED_529 " },"
                   " { \"do\": \"command\", \"args\": \"status\", \"request_id\": \"cc-1\" },"
                   " { \"do\": \"command\", \"args\": \"off\", \"request_id\": \"cc-2\", \"after_ms\": 100 } ] } ] }");

  WAIT_UNTIL (record_count (sim->record, "command.result", NULL) == 2);
  status = record_last (sim->record, "command.result", "request_id", "cc-1");
  g_assert_nonnull (status);
  g_assert_true (json_object_get_boolean_member (status, "ok"));
  g_assert_nonnull (strstr (json_object_get_string_member (status, "text"), "Carry On is on for “Fix the build”."));
  g_assert_nonnull (strstr (json_object_get_string_member (status, "text"), "A continue is due at "));
  g_assert_nonnull (strstr (json_object_get_string_member (status, "text"), "HTTP 529"));
  off = record_last (sim->record, "command.result", "request_id", "cc-2");
  g_assert_nonnull (off);
  g_assert_true (json_object_get_boolean_member (off, "ok"));
  g_assert_nonnull (strstr (json_object_get_string_member (off, "text"), "The pending continue was cancelled."));

  WAIT_UNTIL ((pushed = record_last (sim->record, "session.status", "session_id", "s1")) != NULL &&
              g_strcmp0 (json_object_get_string_member (pushed, "state"), "off") == 0);
  g_assert_false (json_object_get_boolean_member (pushed, "enabled"));

  /* Much later: nothing was continued, and no answer came twice. */
  carry_on_clock_advance (fx->clock, 3600 * S);
  let_run (300);
  g_assert_cmpuint (record_count (sim->record, "prompt.submit", "s1"), ==, 0);
  g_assert_cmpuint (record_count (sim->record, "command.result", NULL), ==, 2);
}

static void
add (const char *name,
     void (*func) (Fixture *, gconstpointer))
{
  g_autofree char *path = g_strconcat ("/integration/", name, NULL);

  g_test_add (path, Fixture, NULL, (void (*) (Fixture *, gconstpointer)) fixture_set_up,
              func, (void (*) (Fixture *, gconstpointer)) fixture_tear_down);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* Hosts that misbehave on purpose make the core log warnings; the
   * outcome is what these tests check, so only criticals are fatal. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  add ("transient-one-continue", test_transient_one_continue);
  add ("limit-resumes-at-reset", test_limit_resumes_at_reset);
  add ("fatal-gives-up", test_fatal_gives_up);
  add ("person-cancels", test_person_cancels);
  add ("subagent-and-aborted-left-alone", test_subagent_and_aborted_left_alone);
  add ("answer-mentioning-rate-limit", test_answer_mentioning_rate_limit);
  add ("dropped-keeps-count", test_dropped_keeps_count);
  add ("killed-host-no-duplicate", test_killed_host_no_duplicate);
  add ("two-hosts-ten-sessions", test_two_hosts_ten_sessions);
  add ("two-hosts-same-kind", test_two_hosts_same_kind);
  add ("take-control", test_take_control);
  add ("foreign-files-refused", test_foreign_files_refused);
  add ("headless-process", test_headless_process);
  add ("headless-text-log-escaped", test_headless_text_log_escaped);
  add ("headless-text-log", test_headless_text_log);
  add ("headless-demo", test_headless_demo);
  add ("in-session-commands", test_in_session_commands);

  return g_test_run ();
}
