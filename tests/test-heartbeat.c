/* test-heartbeat.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The main-loop heartbeat probe: nothing at all without CARRY_ON_HEARTBEAT,
 * one JSON line a second with it, and a stall it was shown is in them.
 * Real clock: the probe measures real lateness.  The test waits for the
 * lines it needs, never for a fixed time.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "carry-on-heartbeat.h"

#define STALL_MS 80

/* What the default main context would wait for now: its poll timeout (-1:
 * no timer at all) and how many fds it watches. */
static void
query_default_context (int  *timeout_ms,
                       guint *n_fds)
{
  GMainContext *context = g_main_context_default ();
  GPollFD fds[16];
  int max_priority;

  g_assert_true (g_main_context_acquire (context));
  g_main_context_prepare (context, &max_priority);
  *n_fds = g_main_context_query (context, G_MAXINT, timeout_ms, fds, G_N_ELEMENTS (fds));
  g_main_context_release (context);
}

/* No timer (a poll timeout of -1: sleep until an fd is ready) and no fd
 * beyond the context's own wake-up fd. */
static void
assert_context_idle (void)
{
  int timeout_ms = 0;
  guint n_fds = 0;

  query_default_context (&timeout_ms, &n_fds);
  g_assert_cmpint (timeout_ms, ==, -1);
  g_assert_cmpuint (n_fds, ==, 1);
}

static void
test_unset (void)
{
  g_unsetenv (CARRY_ON_HEARTBEAT_ENV);
  g_assert_false (carry_on_heartbeat_start_from_env ());
  g_assert_false (carry_on_heartbeat_is_running ());
  assert_context_idle ();

  g_setenv (CARRY_ON_HEARTBEAT_ENV, "", TRUE);
  g_assert_false (carry_on_heartbeat_start_from_env ());
  g_assert_false (carry_on_heartbeat_is_running ());
  assert_context_idle ();
  g_unsetenv (CARRY_ON_HEARTBEAT_ENV);
}

static void
test_bad_path (void)
{
  g_setenv (CARRY_ON_HEARTBEAT_ENV, "/nonexistent-carry-on-dir/heartbeat.jsonl", TRUE);
  g_test_expect_message ("carry-on-core", G_LOG_LEVEL_WARNING, "heartbeat off: cannot open*");
  g_assert_false (carry_on_heartbeat_start_from_env ());
  g_test_assert_expected_messages ();
  g_assert_false (carry_on_heartbeat_is_running ());
  assert_context_idle ();
  g_unsetenv (CARRY_ON_HEARTBEAT_ENV);
}

static gboolean
stall_once (gpointer user_data)
{
  g_usleep (STALL_MS * 1000);
  return G_SOURCE_REMOVE;
}

static gboolean
guard_expired (gpointer user_data)
{
  g_error ("the heartbeat wrote no lines in 120 s");
  return G_SOURCE_REMOVE;
}

static guint
count_lines (const char *path)
{
  g_autofree char *text = NULL;
  guint n = 0;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return 0;
  for (const char *p = text; *p != '\0'; p++)
    n += *p == '\n';
  return n;
}

static gint64
member_int (JsonObject *object,
            const char *name)
{
  g_assert_true (json_object_has_member (object, name));
  return json_object_get_int_member (object, name);
}

static void
test_writes_lines (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carry-on-heartbeat-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "heartbeat.jsonl", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  gint64 worst = 0, last_cpu = -1;
  guint stall_id, guard_id, n_lines = 0;

  g_assert_nonnull (dir);
  g_setenv (CARRY_ON_HEARTBEAT_ENV, path, TRUE);
  g_setenv (CARRY_ON_HEARTBEAT_INTERVAL_ENV, "5", TRUE);
  g_assert_true (carry_on_heartbeat_start_from_env ());
  g_assert_true (carry_on_heartbeat_is_running ());
  /* A second start changes nothing. */
  g_assert_true (carry_on_heartbeat_start_from_env ());

  /* One stall the probe must see: a dispatch that blocks the loop. */
  stall_id = g_timeout_add (300, stall_once, NULL);
  guard_id = g_timeout_add_seconds (120, guard_expired, NULL);
  while (count_lines (path) < 3)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (guard_id);
  (void) stall_id; /* removed itself long before the third line */

  carry_on_heartbeat_stop ();
  g_assert_false (carry_on_heartbeat_is_running ());
  assert_context_idle ();
  g_unsetenv (CARRY_ON_HEARTBEAT_ENV);
  g_unsetenv (CARRY_ON_HEARTBEAT_INTERVAL_ENV);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      JsonObject *object;

      if (lines[i][0] == '\0')
        continue;
      n_lines++;
      json_parser_load_from_data (parser, lines[i], -1, &error);
      g_assert_no_error (error);
      object = json_node_get_object (json_parser_get_root (parser));

      g_assert_cmpint (member_int (object, "time_us"), >, 0);
      g_assert_cmpint (member_int (object, "window_us"), >=, G_USEC_PER_SEC);
      g_assert_cmpint (member_int (object, "ticks"), >, 0);
      g_assert_cmpint (member_int (object, "stall_p50_us"), <=, member_int (object, "stall_p99_us"));
      g_assert_cmpint (member_int (object, "stall_p99_us"), <=, member_int (object, "stall_max_us"));
      g_assert_cmpint (member_int (object, "cpu_us"), >=, last_cpu);
      last_cpu = member_int (object, "cpu_us");
      g_assert_cmpint (member_int (object, "rss_kib"), >, 0);
      g_assert_cmpint (member_int (object, "threads"), >=, 1);
      worst = MAX (worst, member_int (object, "stall_max_us"));
    }
  g_assert_cmpuint (n_lines, >=, 3);
  /* The probe ran at most 5 ms before the stall began, so it was late by
   * at least the stall less one interval. */
  g_assert_cmpint (worst, >=, (STALL_MS - 10) * 1000);

  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/heartbeat/unset", test_unset);
  g_test_add_func ("/heartbeat/bad-path", test_bad_path);
  g_test_add_func ("/heartbeat/writes-lines", test_writes_lines);

  return g_test_run ();
}
