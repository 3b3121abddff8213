/* carry-on-test-utils.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <sys/prctl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gunixsocketaddress.h>
#include <glib/gstdio.h>

#include "carry-on-test-utils.h"

gboolean
carry_on_test_tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

char *
carry_on_test_scenario_path (const char *name)
{
  const char *source_dir = g_getenv ("CARRY_ON_SOURCE_DIR");
  g_autofree char *file = NULL;

  g_assert_nonnull (name);
  if (g_path_is_absolute (name))
    return g_strdup (name);
  g_assert_nonnull (source_dir);
  file = g_str_has_suffix (name, ".json") ? g_strdup (name) : g_strconcat (name, ".json", NULL);
  return g_build_filename (source_dir, "tests", "scenarios", file, NULL);
}

char *
carry_on_test_sim_host_path (void)
{
  const char *env = g_getenv ("CARRY_ON_SIM_HOST");
  const char *build_dir = g_getenv ("CARRY_ON_BUILD_DIR");

  if (env != NULL && env[0] != '\0')
    return g_strdup (env);
  g_assert_nonnull (build_dir);
  return g_build_filename (build_dir, "src", "sim-host", "carry-on-sim-host", NULL);
}

/* Process state, kept apart from the struct so a late callback is safe. */
typedef struct {
  gboolean exited;
  int      status;
} ExitState;

static void
on_exited (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  ExitState *state = user_data;
  GSubprocess *process = G_SUBPROCESS (source);

  g_subprocess_wait_finish (process, result, NULL);
  if (g_subprocess_get_if_exited (process))
    state->status = g_subprocess_get_exit_status (process);
  else if (g_subprocess_get_if_signaled (process))
    state->status = 128 + g_subprocess_get_term_sig (process);
  state->exited = TRUE;
}

static ExitState *
exit_state (CarryOnTestSimHost *host)
{
  return g_object_get_data (G_OBJECT (host->process), "carry-on-exit-state");
}

static gboolean
is_socket (const char *path)
{
  GStatBuf st;

  return g_lstat (path, &st) == 0 && S_ISSOCK (st.st_mode);
}

/**
 * carry_on_test_die_with_parent:
 * @data: unused
 *
 * A child setup function (#GSpawnChildSetupFunc) for the programs a test
 * starts: the child is killed when the test process dies.  A sim-host that
 * outlived a test that aborted kept the test's stderr open, so meson waited
 * for the test's timeout (6 min) instead of reporting the failure.
 */
void
carry_on_test_die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

CarryOnTestSimHost *
carry_on_test_sim_host_start (const char         *scenario,
                              double              speed,
                              const char * const *extra_args)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  CarryOnTestSimHost *host = g_new0 (CarryOnTestSimHost, 1);
  ExitState *state = g_new0 (ExitState, 1);
  char speed_str[G_ASCII_DTOSTR_BUF_SIZE];

  host->dir = g_dir_make_tmp ("carry-on-sim-XXXXXX", &error);
  g_assert_no_error (error);
  host->socket_path = g_build_filename (host->dir, "sim.sock", NULL);
  host->record_path = g_build_filename (host->dir, "record.jsonl", NULL);

  g_ptr_array_add (argv, carry_on_test_sim_host_path ());
  g_ptr_array_add (argv, g_strdup ("--socket"));
  g_ptr_array_add (argv, g_strdup (host->socket_path));
  g_ptr_array_add (argv, g_strdup ("--record"));
  g_ptr_array_add (argv, g_strdup (host->record_path));
  g_ptr_array_add (argv, g_strdup ("--speed"));
  g_ptr_array_add (argv, g_strdup (g_ascii_dtostr (speed_str, sizeof speed_str, speed)));
  if (scenario != NULL)
    {
      g_ptr_array_add (argv, g_strdup ("--scenario"));
      g_ptr_array_add (argv, carry_on_test_scenario_path (scenario));
    }
  for (guint i = 0; extra_args != NULL && extra_args[i] != NULL; i++)
    g_ptr_array_add (argv, g_strdup (extra_args[i]));
  g_ptr_array_add (argv, NULL);

  /* stdout stays out of the test's TAP stream; stderr shows in its log. */
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_subprocess_launcher_set_child_setup (launcher, carry_on_test_die_with_parent, NULL, NULL);
  host->process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_object_set_data_full (G_OBJECT (host->process), "carry-on-exit-state", state, g_free);
  g_subprocess_wait_async (host->process, NULL, on_exited, state);

  CARRY_ON_TEST_WAIT_UNTIL (is_socket (host->socket_path) || state->exited);
  if (state->exited)
    g_error ("carry-on-sim-host exited with status %d before listening", state->status);
  return host;
}

int
carry_on_test_sim_host_stop (CarryOnTestSimHost *host)
{
  ExitState *state = exit_state (host);

  if (!state->exited)
    g_subprocess_send_signal (host->process, SIGTERM);
  CARRY_ON_TEST_WAIT_UNTIL (state->exited);
  return state->status;
}

void
carry_on_test_sim_host_kill (CarryOnTestSimHost *host)
{
  ExitState *state = exit_state (host);

  if (!state->exited)
    g_subprocess_force_exit (host->process);
  CARRY_ON_TEST_WAIT_UNTIL (state->exited);
}

void
carry_on_test_sim_host_free (CarryOnTestSimHost *host)
{
  if (host == NULL)
    return;

  carry_on_test_sim_host_kill (host);
  g_unlink (host->socket_path);
  g_unlink (host->record_path);
  g_rmdir (host->dir);
  g_object_unref (host->process);
  g_free (host->socket_path);
  g_free (host->record_path);
  g_free (host->dir);
  g_free (host);
}

GPtrArray *
carry_on_test_read_record (const char *path)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return records;

  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      JsonNode *root;

      if (lines[i][0] == '\0')
        continue;
      json_parser_load_from_data (parser, lines[i], -1, &error);
      g_assert_no_error (error);
      root = json_parser_get_root (parser);
      g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
      g_ptr_array_add (records, json_object_ref (json_node_get_object (root)));
    }
  return records;
}

GPtrArray *
carry_on_test_record_filter (GPtrArray  *records,
                             const char *type)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < records->len; i++)
    {
      JsonObject *msg = json_object_get_object_member (g_ptr_array_index (records, i), "msg");

      if (g_strcmp0 (json_object_get_string_member (msg, "type"), type) == 0)
        g_ptr_array_add (out, msg);
    }
  return out;
}

/* --- a supervisor end ---------------------------------------------------- */

static void client_read (CarryOnTestClient *client);

static void
on_line (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  CarryOnTestClient *client = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  gsize length = 0;
  CarryOnMessage *message;

  line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result, &length, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (line == NULL)
    {
      client->eof = TRUE;
      return;
    }

  /* The host under test must only ever send valid lines. */
  message = carry_on_message_parse (line, length, CARRY_ON_PEER_HOST, &error);
  g_assert_no_error (error);
  g_ptr_array_add (client->messages, message);
  client_read (client);
}

static void
client_read (CarryOnTestClient *client)
{
  g_data_input_stream_read_line_async (client->input, G_PRIORITY_DEFAULT, client->cancellable,
                                       on_line, client);
}

CarryOnTestClient *
carry_on_test_client_connect (const char *socket_path)
{
  g_autoptr(GSocketClient) socket_client = g_socket_client_new ();
  g_autoptr(GSocketAddress) address = g_unix_socket_address_new (socket_path);
  g_autoptr(GError) error = NULL;
  CarryOnTestClient *client = g_new0 (CarryOnTestClient, 1);

  client->connection = g_socket_client_connect (socket_client, G_SOCKET_CONNECTABLE (address), NULL, &error);
  g_assert_no_error (error);
  client->input = g_data_input_stream_new (g_io_stream_get_input_stream (G_IO_STREAM (client->connection)));
  g_buffered_input_stream_set_buffer_size (G_BUFFERED_INPUT_STREAM (client->input), 64 * 1024);
  client->output = g_object_ref (g_io_stream_get_output_stream (G_IO_STREAM (client->connection)));
  client->cancellable = g_cancellable_new ();
  client->messages = g_ptr_array_new_with_free_func ((GDestroyNotify) carry_on_message_unref);
  client_read (client);
  return client;
}

CarryOnTestClient *
carry_on_test_client_connect_greeted (const char *socket_path,
                                      gboolean    claim)
{
  CarryOnTestClient *client = carry_on_test_client_connect (socket_path);
  g_autoptr(CarryOnMessage) hello = carry_on_message_new_hello_supervisor ("carry-on-test", "0", getpid ());
  g_autofree char *line = carry_on_message_to_line (hello, NULL);

  g_assert_cmpint (carry_on_message_get_message_type (carry_on_test_client_next (client)), ==, CARRY_ON_MESSAGE_HELLO);
  g_strchomp (line);
  carry_on_test_client_send (client, line);
  g_assert_cmpint (carry_on_message_get_message_type (carry_on_test_client_next (client)), ==, CARRY_ON_MESSAGE_CONTROL);
  g_assert_cmpint (carry_on_message_get_message_type (carry_on_test_client_next (client)), ==, CARRY_ON_MESSAGE_SESSIONS);
  if (claim)
    {
      CarryOnMessage *control;

      carry_on_test_client_send (client, "{\"type\":\"control.claim\"}");
      control = carry_on_test_client_wait_for (client, CARRY_ON_MESSAGE_CONTROL, NULL);
      g_assert_cmpstr (carry_on_message_get_string (control, "state"), ==, "granted");
    }
  return client;
}

static void
on_written (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  CarryOnTestClient *client = user_data;

  g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, NULL);
  client->pending_writes--;
}

void
carry_on_test_client_send (CarryOnTestClient *client,
                           const char        *json)
{
  char *line = g_strconcat (json, "\n", NULL);

  /* One write at a time on a stream. */
  CARRY_ON_TEST_WAIT_UNTIL (client->pending_writes == 0);
  client->pending_writes++;
  g_object_set_data_full (G_OBJECT (client->output), "carry-on-test-line", line, g_free);
  g_output_stream_write_all_async (client->output, line, strlen (line), G_PRIORITY_DEFAULT,
                                   NULL, on_written, client);
}

CarryOnMessage *
carry_on_test_client_next (CarryOnTestClient *client)
{
  CARRY_ON_TEST_WAIT_UNTIL (client->messages->len > client->cursor || client->eof);
  if (client->messages->len <= client->cursor)
    g_error ("the host closed the connection");
  return g_ptr_array_index (client->messages, client->cursor++);
}

CarryOnMessage *
carry_on_test_client_wait_for (CarryOnTestClient  *client,
                               CarryOnMessageType  type,
                               const char         *session_id)
{
  for (;;)
    {
      CarryOnMessage *message = carry_on_test_client_next (client);

      if (carry_on_message_get_message_type (message) == type
          && (session_id == NULL || g_strcmp0 (carry_on_message_get_session_id (message), session_id) == 0))
        return message;
    }
}

void
carry_on_test_client_free (CarryOnTestClient *client)
{
  if (client == NULL)
    return;

  g_cancellable_cancel (client->cancellable);
  CARRY_ON_TEST_WAIT_UNTIL (client->pending_writes == 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_io_stream_close (G_IO_STREAM (client->connection), NULL, NULL);
  g_object_unref (client->input);
  g_object_unref (client->output);
  g_object_unref (client->connection);
  g_object_unref (client->cancellable);
  g_ptr_array_unref (client->messages);
  g_free (client);
}
