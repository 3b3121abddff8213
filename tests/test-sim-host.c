/* test-sim-host.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * carry-on-sim-host as a real process: its scenarios, its answers to a
 * supervisor, --record, --speed, the default socket and a clean exit.
 */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "carry-on-test-utils.h"

/* Continues every failed main-loop turn (the snapshot's or a new one) with
 * a request id co-<n>, up to @max times; returns how many it sent. */
static guint
continue_failures (CarryOnTestClient *client,
                   guint              max,
                   guint              n_answers)
{
  guint sent = 0;
  guint answers = 0;

  while (answers < n_answers)
    {
      CarryOnMessage *message = carry_on_test_client_next (client);
      CarryOnMessageType type = carry_on_message_get_message_type (message);

      if (type == CARRY_ON_MESSAGE_TURN_COMPLETE
          && carry_on_message_get_string (message, "agent_id") == NULL)
        {
          const char *reason = carry_on_message_get_string (message, "reason");

          if (g_str_equal (reason, "answer"))
            answers++;
          else if (g_str_equal (reason, "error") && sent < max)
            {
              g_autofree char *id = g_strdup_printf ("co-%u", ++sent);
              g_autoptr(CarryOnMessage) prompt = carry_on_message_new_prompt_submit (id, carry_on_message_get_session_id (message), "continue");
              g_autofree char *line = carry_on_message_to_line (prompt, NULL);

              carry_on_test_client_send (client, g_strchomp (line));
            }
        }
    }
  return sent;
}

static const char * const wait_args[] = { "--wait-for-supervisor", NULL };

static void
test_transient_round_trip (void)
{
  g_autoptr(CarryOnTestSimHost) host = carry_on_test_sim_host_start ("transient", 4, wait_args);
  g_autoptr(CarryOnTestClient) client = carry_on_test_client_connect (host->socket_path);
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GPtrArray) prompts = NULL;
  CarryOnMessage *m;
  JsonObject *failure;
  JsonObject *origin;

  m = carry_on_test_client_next (client);
  g_assert_cmpint (carry_on_message_get_message_type (m), ==, CARRY_ON_MESSAGE_HELLO);
  carry_on_test_client_send (client, "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"supervisor\"}");
  carry_on_test_client_wait_for (client, CARRY_ON_MESSAGE_SESSIONS, NULL);
  carry_on_test_client_send (client, "{\"type\":\"control.claim\"}");

  /* The person's prompt, then the scripted 529 (unless it already passed
   * before we connected: then the snapshot would hold it). */
  m = carry_on_test_client_wait_for (client, CARRY_ON_MESSAGE_TURN_COMPLETE, "s1");
  g_assert_cmpstr (carry_on_message_get_string (m, "reason"), ==, "error");
  failure = json_object_get_object_member (carry_on_message_get_object (m), "failure");
  g_assert_cmpint (json_object_get_int_member (failure, "status"), ==, 529);
  g_assert_cmpstr (json_object_get_string_member (failure, "error_type"), ==, "overloaded_error");
  g_assert_cmpstr (json_object_get_string_member (failure, "provider"), ==, "api.anthropic.com");

  carry_on_test_client_send (client, "{\"type\":\"prompt.submit\",\"request_id\":\"co-1\",\"session_id\":\"s1\",\"text\":\"continue\"}");
  m = carry_on_test_client_wait_for (client, CARRY_ON_MESSAGE_PROMPT_RESULT, "s1");
  g_assert_true (carry_on_message_get_boolean (m, "ok", FALSE));
  g_assert_cmpstr (carry_on_message_get_request_id (m), ==, "co-1");
  m = carry_on_test_client_next (client);
  g_assert_cmpint (carry_on_message_get_message_type (m), ==, CARRY_ON_MESSAGE_PROMPT_SUBMIT);
  origin = json_object_get_object_member (carry_on_message_get_object (m), "origin");
  g_assert_cmpstr (json_object_get_string_member (origin, "kind"), ==, "plugin");
  g_assert_cmpstr (json_object_get_string_member (origin, "request_id"), ==, "co-1");
  m = carry_on_test_client_next (client);
  g_assert_cmpint (carry_on_message_get_message_type (m), ==, CARRY_ON_MESSAGE_TURN_START);
  m = carry_on_test_client_wait_for (client, CARRY_ON_MESSAGE_TURN_COMPLETE, "s1");
  g_assert_cmpstr (carry_on_message_get_string (m, "reason"), ==, "answer");

  g_assert_cmpint (carry_on_test_sim_host_stop (host), ==, 0);
  g_assert_false (g_file_test (host->socket_path, G_FILE_TEST_EXISTS));

  /* --record saw what we sent, in order, with times. */
  records = carry_on_test_read_record (host->record_path);
  g_assert_cmpuint (records->len, ==, 3);
  prompts = carry_on_test_record_filter (records, "prompt.submit");
  g_assert_cmpuint (prompts->len, ==, 1);
  g_assert_cmpstr (json_object_get_string_member (g_ptr_array_index (prompts, 0), "request_id"), ==, "co-1");
  g_assert_cmpint (json_object_get_int_member (g_ptr_array_index (records, 0), "t_ms"), <=,
                   json_object_get_int_member (g_ptr_array_index (records, 2), "t_ms"));
  g_assert_cmpint (json_object_get_int_member (g_ptr_array_index (records, 2), "wall_ms"), >, G_GINT64_CONSTANT (1700000000000));
}

static void
test_fail_times_then_answer (void)
{
  g_autoptr(CarryOnTestSimHost) host = carry_on_test_sim_host_start ("ten-sessions", 4, wait_args);
  g_autoptr(CarryOnTestClient) client = carry_on_test_client_connect_greeted (host->socket_path, TRUE);

  /* Every session fails once; each gets exactly one continue and answers. */
  g_assert_cmpuint (continue_failures (client, 100, 10), ==, 10);
}

static void
test_drop_then_run (void)
{
  g_autoptr(CarryOnTestSimHost) host = carry_on_test_sim_host_start ("drop", 4, wait_args);
  g_autoptr(CarryOnTestClient) client = carry_on_test_client_connect_greeted (host->socket_path, TRUE);
  CarryOnMessage *m;

  carry_on_test_client_wait_for (client, CARRY_ON_MESSAGE_TURN_COMPLETE, "s1");
  carry_on_test_client_send (client, "{\"type\":\"prompt.submit\",\"request_id\":\"co-1\",\"session_id\":\"s1\",\"text\":\"continue\"}");
  m = carry_on_test_client_wait_for (client, CARRY_ON_MESSAGE_PROMPT_RESULT, "s1");
  g_assert_false (carry_on_message_get_boolean (m, "ok", TRUE));
  g_assert_cmpstr (carry_on_message_get_string (m, "drop"), ==, "the session was stopped and nobody has sent input since");

  carry_on_test_client_send (client, "{\"type\":\"prompt.submit\",\"request_id\":\"co-2\",\"session_id\":\"s1\",\"text\":\"continue\"}");
  m = carry_on_test_client_wait_for (client, CARRY_ON_MESSAGE_PROMPT_RESULT, "s1");
  g_assert_true (carry_on_message_get_boolean (m, "ok", FALSE));
  m = carry_on_test_client_wait_for (client, CARRY_ON_MESSAGE_TURN_COMPLETE, "s1");
  g_assert_cmpstr (carry_on_message_get_string (m, "reason"), ==, "answer");

  /* Unknown sessions are dropped too. */
  carry_on_test_client_send (client, "{\"type\":\"prompt.submit\",\"request_id\":\"co-3\",\"session_id\":\"nope\",\"text\":\"continue\"}");
  m = carry_on_test_client_wait_for (client, CARRY_ON_MESSAGE_PROMPT_RESULT, "nope");
  g_assert_cmpstr (carry_on_message_get_string (m, "drop"), ==, "no such session");
}

static void
test_observer_cannot_prompt (void)
{
  g_autoptr(CarryOnTestSimHost) host = carry_on_test_sim_host_start ("transient", 4, NULL);
  g_autoptr(CarryOnTestClient) controller = carry_on_test_client_connect_greeted (host->socket_path, TRUE);
  g_autoptr(CarryOnTestClient) observer = carry_on_test_client_connect_greeted (host->socket_path, FALSE);
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GPtrArray) prompts = NULL;
  CarryOnMessage *m;

  carry_on_test_client_send (observer, "{\"type\":\"control.claim\"}");
  m = carry_on_test_client_wait_for (observer, CARRY_ON_MESSAGE_CONTROL, NULL);
  g_assert_cmpstr (carry_on_message_get_string (m, "state"), ==, "observer");

  carry_on_test_client_send (observer, "{\"type\":\"prompt.submit\",\"request_id\":\"co-x\",\"session_id\":\"s1\",\"text\":\"continue\"}");
  m = carry_on_test_client_wait_for (observer, CARRY_ON_MESSAGE_PROMPT_RESULT, NULL);
  g_assert_cmpstr (carry_on_message_get_string (m, "drop"), ==, "not the controller");

  /* Recorded anyway: --record is everything received. */
  g_assert_cmpint (carry_on_test_sim_host_stop (host), ==, 0);
  records = carry_on_test_read_record (host->record_path);
  prompts = carry_on_test_record_filter (records, "prompt.submit");
  g_assert_cmpuint (prompts->len, ==, 1);
}

static void
test_limit_reset_scaled (void)
{
  g_autoptr(CarryOnTestSimHost) host = carry_on_test_sim_host_start ("limit", 10, wait_args);
  g_autoptr(CarryOnTestClient) client = carry_on_test_client_connect_greeted (host->socket_path, FALSE);
  gint64 now_s = g_get_real_time () / G_USEC_PER_SEC;
  CarryOnMessage *m;
  JsonObject *failure;
  gint64 resets_at;

  m = carry_on_test_client_wait_for (client, CARRY_ON_MESSAGE_TURN_COMPLETE, "s1");
  failure = json_object_get_object_member (carry_on_message_get_object (m), "failure");
  g_assert_cmpint (json_object_get_int_member (failure, "status"), ==, 429);
  g_assert_nonnull (strstr (json_object_get_string_member (failure, "message"), "resets "));
  /* 90 s at --speed 10: about 9 s from now. */
  resets_at = json_object_get_int_member (failure, "resets_at");
  g_assert_cmpint (resets_at, >=, now_s + 8);
  g_assert_cmpint (resets_at, <=, now_s + 11);
}

static void
test_leave_alone_turns (void)
{
  g_autoptr(CarryOnTestSimHost) host = carry_on_test_sim_host_start ("leave-alone", 4, wait_args);
  g_autoptr(CarryOnTestClient) client = carry_on_test_client_connect_greeted (host->socket_path, FALSE);
  CarryOnMessage *m;

  m = carry_on_test_client_wait_for (client, CARRY_ON_MESSAGE_TURN_COMPLETE, "sub");
  /* The subagent's failed turn comes first, with its agent id. */
  g_assert_cmpstr (carry_on_message_get_string (m, "agent_id"), ==, "explore-1");
  g_assert_cmpstr (carry_on_message_get_string (m, "reason"), ==, "error");
  m = carry_on_test_client_wait_for (client, CARRY_ON_MESSAGE_TURN_COMPLETE, "sub");
  g_assert_null (carry_on_message_get_string (m, "agent_id"));
  g_assert_cmpstr (carry_on_message_get_string (m, "reason"), ==, "answer");
}

static void
test_default_socket_in_hosts_dir (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carry-on-hosts-XXXXXX", NULL);
  g_autofree char *hosts = g_build_filename (dir, "hosts", NULL);
  g_autofree char *sim = carry_on_test_sim_host_path ();
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  GStatBuf st;

  g_subprocess_launcher_setenv (launcher, "CARRY_ON_HOSTS_DIR", hosts, TRUE);
  process = g_subprocess_launcher_spawn (launcher, &error, sim, NULL);
  g_assert_no_error (error);
  expected = g_strdup_printf ("%s/sim-%s.sock", hosts, g_subprocess_get_identifier (process));

  CARRY_ON_TEST_WAIT_UNTIL (g_file_test (expected, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_stat (hosts, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);
  g_assert_cmpint (g_stat (expected, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  g_subprocess_send_signal (process, SIGINT);
  g_assert_true (g_subprocess_wait (process, NULL, NULL));
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  g_assert_false (g_file_test (expected, G_FILE_TEST_EXISTS));
  g_rmdir (hosts);
  g_rmdir (dir);
}

static void
test_exit_step (void)
{
  g_autoptr(CarryOnTestSimHost) host = carry_on_test_sim_host_start ("host-exit", 4, NULL);
  g_autoptr(CarryOnTestClient) client = carry_on_test_client_connect_greeted (host->socket_path, TRUE);

  /* It leaves by itself, mid-wait, and tidies up its socket. */
  CARRY_ON_TEST_WAIT_UNTIL (client->eof);
  g_assert_cmpint (carry_on_test_sim_host_stop (host), ==, 0);
  g_assert_false (g_file_test (host->socket_path, G_FILE_TEST_EXISTS));
}

static void
test_restarted_host_snapshot (void)
{
  g_autoptr(CarryOnTestSimHost) host = carry_on_test_sim_host_start ("idle-error", 4, NULL);
  g_autoptr(CarryOnTestClient) client = carry_on_test_client_connect (host->socket_path);
  g_autoptr(CarryOnSessionInfo) info = NULL;
  CarryOnMessage *m;

  carry_on_test_client_next (client);
  carry_on_test_client_send (client, "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"supervisor\"}");
  m = carry_on_test_client_wait_for (client, CARRY_ON_MESSAGE_SESSIONS, NULL);
  info = carry_on_session_info_from_json (json_array_get_object_element (json_object_get_array_member (carry_on_message_get_object (m), "sessions"), 0), NULL);
  g_assert_cmpstr (info->id, ==, "s1");
  g_assert_cmpint (info->last_reason, ==, CARRY_ON_TURN_REASON_ERROR);
  g_assert_nonnull (info->last_failure);
  g_assert_cmpint (info->last_failure->status, ==, 529);
}

static void
test_bad_scenario (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carry-on-sim-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bad.json", NULL);
  g_autofree char *sim = carry_on_test_sim_host_path ();
  g_autofree char *err = NULL;
  int status = 0;
  const char *argv[] = { sim, "--scenario", path, "--socket", "/nonexistent/x.sock", NULL };

  g_assert_true (g_file_set_contents (path, "{\"sessions\":[{\"id\":\"s1\",\"steps\":[{\"do\":\"prompt\"},{\"do\":\"explode\"}]}]}", -1, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err, &status, NULL));
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 2);
  g_assert_nonnull (strstr (err, "steps[1]"));
  g_assert_nonnull (strstr (err, "explode"));
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/sim-host/transient-round-trip", test_transient_round_trip);
  g_test_add_func ("/sim-host/fail-times-then-answer", test_fail_times_then_answer);
  g_test_add_func ("/sim-host/drop-then-run", test_drop_then_run);
  g_test_add_func ("/sim-host/observer-cannot-prompt", test_observer_cannot_prompt);
  g_test_add_func ("/sim-host/limit-reset-scaled", test_limit_reset_scaled);
  g_test_add_func ("/sim-host/leave-alone-turns", test_leave_alone_turns);
  g_test_add_func ("/sim-host/default-socket-in-hosts-dir", test_default_socket_in_hosts_dir);
  g_test_add_func ("/sim-host/exit-step", test_exit_step);
  g_test_add_func ("/sim-host/restarted-host-snapshot", test_restarted_host_snapshot);
  g_test_add_func ("/sim-host/bad-scenario", test_bad_scenario);

  return g_test_run ();
}
