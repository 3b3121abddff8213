/* test-state-store.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The state store on its own: records round-trip through the snapshot and
 * the journal, a change costs its record's size and not the whole state,
 * files of older versions are migrated, corrupt or torn files lose nothing
 * else.
 */
#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

#include "carry-on-state-store.h"

static char *
state_path (void)
{
  return g_build_filename (g_get_user_state_dir (), "carry-on", "state.json", NULL);
}

static CarryOnSavedSession *
make_saved (guint i)
{
  g_autofree char *id = g_strdup_printf ("session-%05u", i);
  g_autofree char *key = g_strdup_printf ("claude-code:%s", id);
  CarryOnSavedSession *saved = carry_on_saved_session_new (key, "claude-code", id);

  saved->host_id = g_strdup ("/run/user/1000/carry-on/hosts/claude-code-4242.sock");
  saved->title = g_strdup_printf ("Project %u", i);
  saved->cwd = g_strdup_printf ("/home/me/src/project-%u", i);
  saved->limit = 99;
  saved->count = i % 3;
  saved->total = i % 7;
  saved->seen_us = G_GINT64_CONSTANT (1796040000000000) + i;
  for (guint h = 0; h < 6; h++)
    carry_on_saved_session_add_history (saved, saved->seen_us - h, "server overloaded; continuing in 5 s (1/99)");
  return saved;
}

static CarryOnSavedSession *
find (GPtrArray  *all,
      const char *key)
{
  for (guint i = 0; i < all->len; i++)
    if (g_strcmp0 (((CarryOnSavedSession *) g_ptr_array_index (all, i))->key, key) == 0)
      return g_ptr_array_index (all, i);
  return NULL;
}

static void
test_roundtrip (void)
{
  g_autofree char *path = state_path ();
  g_autoptr(CarryOnStateStore) store = carry_on_state_store_new (path);
  g_autoptr(CarryOnStateStore) again = NULL;
  g_autoptr(CarryOnSavedSession) a = make_saved (1);
  g_autoptr(CarryOnSavedSession) b = make_saved (2);
  g_autoptr(GPtrArray) empty = carry_on_state_store_load (store);
  g_autoptr(GPtrArray) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *journal = g_strconcat (path, ".journal", NULL);
  CarryOnSavedSession *got;
  GStatBuf st;

  g_assert_cmpuint (empty->len, ==, 0);
  a->inflight_request = g_strdup ("co-1111");
  b->due_us = 42;
  b->due_is_reset = TRUE;
  carry_on_state_store_put (store, make_saved (1));
  carry_on_state_store_put (store, g_steal_pointer (&b));
  b = make_saved (2);
  g_assert_true (carry_on_state_store_is_dirty (store));
  g_assert_true (carry_on_state_store_flush (store, TRUE, &error));
  g_assert_no_error (error);
  g_assert_false (carry_on_state_store_is_dirty (store));
  g_assert_cmpint (g_stat (journal, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  carry_on_state_store_remove (store, a->key);
  g_assert_true (carry_on_state_store_flush (store, TRUE, &error));

  again = carry_on_state_store_new (path);
  back = carry_on_state_store_load (again);
  g_assert_cmpuint (back->len, ==, 1);
  got = find (back, b->key);
  g_assert_nonnull (got);
  g_assert_cmpstr (got->title, ==, "Project 2");
  g_assert_cmpint (got->due_us, ==, 42);
  g_assert_true (got->due_is_reset);
  g_assert_cmpuint (got->history_times->len, ==, 6);
  g_assert_cmpstr (g_ptr_array_index (got->history_texts, 0), ==, "server overloaded; continuing in 5 s (1/99)");
}

/* The cost of a change is its session's record, not the whole state:
 * 5,000 sessions make a snapshot of more than a megabyte, one change
 * writes well under 2 KiB, and a thousand changes less than the snapshot
 * once folded in. */
static void
test_bytes_per_change (void)
{
  g_autofree char *path = state_path ();
  g_autoptr(CarryOnStateStore) store = carry_on_state_store_new (path);
  g_autoptr(GPtrArray) loaded = carry_on_state_store_load (store);
  g_autoptr(GError) error = NULL;
  guint64 before, one, snapshot;
  GStatBuf st;

  for (guint i = 0; i < 5000; i++)
    {
      carry_on_state_store_put (store, make_saved (i));
    }
  g_assert_true (carry_on_state_store_compact (store, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  snapshot = st.st_size;
  g_test_message ("snapshot of 5,000 sessions: %" G_GUINT64_FORMAT " bytes", snapshot);
  g_assert_cmpuint (snapshot, >, 1000 * 1000);

  before = carry_on_state_store_get_bytes_written (store);
  {
    CarryOnSavedSession *saved = make_saved (1234);

    saved->count = 1;
    saved->inflight_request = g_strdup ("co-3f9c2a4e-0d7b-4a61-9d8e-2b4f6c1a7e55");
    carry_on_state_store_put (store, saved);
    g_assert_true (carry_on_state_store_flush (store, TRUE, &error));
  }
  one = carry_on_state_store_get_bytes_written (store) - before;
  g_test_message ("one change at 5,000 sessions: %" G_GUINT64_FORMAT " bytes", one);
  g_assert_cmpuint (one, >, 0);
  g_assert_cmpuint (one, <, 2048);

  /* 1,000 changes: appended, with at most one fold into a new snapshot. */
  before = carry_on_state_store_get_bytes_written (store);
  for (guint i = 0; i < 1000; i++)
    {
      CarryOnSavedSession *saved = make_saved (i * 5);

      saved->count = 2;
      carry_on_state_store_put (store, saved);
      g_assert_true (carry_on_state_store_flush (store, FALSE, &error));
    }
  /* Wait for the store's thread to have written it all. */
  g_assert_true (carry_on_state_store_flush (store, TRUE, &error));
  g_test_message ("1,000 changes at 5,000 sessions: %" G_GUINT64_FORMAT " bytes",
                  carry_on_state_store_get_bytes_written (store) - before);
  g_assert_cmpuint (carry_on_state_store_get_bytes_written (store) - before, <, 1000 * 2048 + 2 * snapshot);
}

/* A history line is appended on its own, not with its whole record; the
 * record written later keeps it, and the oldest go beyond 50. */
static void
test_history_lines (void)
{
  g_autofree char *path = state_path ();
  g_autoptr(CarryOnStateStore) store = carry_on_state_store_new (path);
  g_autoptr(CarryOnStateStore) again = NULL;
  g_autoptr(CarryOnStateStore) third = NULL;
  g_autoptr(GPtrArray) none = carry_on_state_store_load (store);
  g_autoptr(GPtrArray) back = NULL;
  g_autoptr(GPtrArray) last = NULL;
  CarryOnSavedSession *saved = make_saved (7);
  g_autofree char *key = g_strdup (saved->key);
  CarryOnSavedSession *got;
  guint64 before;

  carry_on_state_store_put (store, saved);
  g_assert_true (carry_on_state_store_flush (store, TRUE, NULL));
  before = carry_on_state_store_get_bytes_written (store);
  carry_on_state_store_add_history (store, key, 42, "sent continue (1/99)");
  g_assert_true (carry_on_state_store_flush (store, TRUE, NULL));
  g_assert_cmpuint (carry_on_state_store_get_bytes_written (store) - before, <, 200);

  /* The record again, without its history: the lines stand. */
  saved = make_saved (7);
  saved->count = 1;
  saved->keep_history = TRUE;
  g_ptr_array_set_size (saved->history_texts, 0);
  g_array_set_size (saved->history_times, 0);
  carry_on_state_store_put (store, saved);
  g_assert_true (carry_on_state_store_flush (store, TRUE, NULL));

  again = carry_on_state_store_new (path);
  back = carry_on_state_store_load (again);
  got = find (back, key);
  g_assert_nonnull (got);
  g_assert_cmpuint (got->count, ==, 1);
  g_assert_cmpuint (got->history_times->len, ==, 7);
  g_assert_cmpstr (g_ptr_array_index (got->history_texts, 6), ==, "sent continue (1/99)");

  /* 60 more lines: 50 kept, in a folded snapshot too. */
  for (guint i = 0; i < 60; i++)
    {
      g_autofree char *text = g_strdup_printf ("line %u", i);

      carry_on_state_store_add_history (again, key, 100 + i, text);
    }
  g_assert_true (carry_on_state_store_compact (again, NULL));
  third = carry_on_state_store_new (path);
  last = carry_on_state_store_load (third);
  got = find (last, key);
  g_assert_cmpuint (got->history_times->len, ==, 50);
  g_assert_cmpstr (g_ptr_array_index (got->history_texts, 49), ==, "line 59");
  g_assert_cmpstr (g_ptr_array_index (got->history_texts, 0), ==, "line 10");
}

/* What an older Carry On left: its state.json (the same format) and its
 * in-flight journal (key → request id). */
static void
test_migrate (void)
{
  g_autofree char *path = state_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *legacy = g_strconcat (path, ".inflight", NULL);
  g_autoptr(CarryOnStateStore) store = NULL;
  g_autoptr(CarryOnStateStore) again = NULL;
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GPtrArray) all_again = NULL;
  CarryOnSavedSession *s1, *s2;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path,
    "{\"version\":1,\"sessions\":{"
    "\"claude-code:s1\":{\"host_kind\":\"claude-code\",\"id\":\"s1\",\"host_id\":\"/run/h.sock\",\"title\":\"proj\","
    "\"enabled\":false,\"limit\":7,\"count\":2,\"total\":5,\"gave_up\":false,\"due_us\":1796040005000000,"
    "\"due_is_reset\":false,\"verdict\":0,\"seen_us\":1796040000000000,"
    "\"history\":[{\"t\":1796040000000000,\"text\":\"server overloaded; continuing in 5 s (3/7)\"}]}}}", -1, NULL));
  g_assert_true (g_file_set_contents (legacy,
    "{\"claude-code:s1\":\"co-aaaa\",\"dsh:t9\":\"co-bbbb\"}", -1, NULL));

  store = carry_on_state_store_new (path);
  all = carry_on_state_store_load (store);
  g_assert_cmpuint (all->len, ==, 2);
  s1 = find (all, "claude-code:s1");
  g_assert_nonnull (s1);
  g_assert_false (s1->enabled);
  g_assert_cmpuint (s1->limit, ==, 7);
  g_assert_cmpuint (s1->count, ==, 2);
  g_assert_cmpstr (s1->inflight_request, ==, "co-aaaa");
  /* In flight: it is not due any more, the host will say what became of it. */
  g_assert_cmpint (s1->due_us, ==, 0);
  g_assert_cmpuint (s1->history_times->len, ==, 1);
  s2 = find (all, "dsh:t9");
  g_assert_nonnull (s2);
  g_assert_cmpstr (s2->host_kind, ==, "dsh");
  g_assert_cmpstr (s2->id, ==, "t9");
  g_assert_cmpstr (s2->inflight_request, ==, "co-bbbb");

  /* Migrated once: the old journal is gone, its news is in the snapshot. */
  g_assert_false (g_file_test (legacy, G_FILE_TEST_EXISTS));
  again = carry_on_state_store_new (path);
  all_again = carry_on_state_store_load (again);
  g_assert_cmpuint (all_again->len, ==, 2);
  g_assert_cmpstr (find (all_again, "dsh:t9")->inflight_request, ==, "co-bbbb");
}

static void
test_corrupt (void)
{
  g_autofree char *path = state_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *aside = g_strconcat (path, ".corrupt", NULL);
  g_autoptr(CarryOnStateStore) store = NULL;
  g_autoptr(GPtrArray) all = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "{\"version\": 1, \"sessions\": {", -1, NULL));
  g_test_expect_message ("carry-on-core", G_LOG_LEVEL_WARNING, "*corrupt state file*");
  store = carry_on_state_store_new (path);
  all = carry_on_state_store_load (store);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (all->len, ==, 0);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
}

/* A crash in the middle of an append leaves a line cut short: it is
 * skipped, what came before is kept, and what is appended next is read. */
static void
test_torn_journal (void)
{
  g_autofree char *path = state_path ();
  g_autofree char *journal = g_strconcat (path, ".journal", NULL);
  g_autoptr(CarryOnStateStore) store = carry_on_state_store_new (path);
  g_autoptr(CarryOnStateStore) again = NULL;
  g_autoptr(CarryOnStateStore) third = NULL;
  g_autoptr(GPtrArray) first = carry_on_state_store_load (store);
  g_autoptr(GPtrArray) second = NULL;
  g_autoptr(GPtrArray) last = NULL;
  g_autoptr(CarryOnSavedSession) a = make_saved (1);
  g_autoptr(CarryOnSavedSession) b = make_saved (2);
  g_autofree char *contents = NULL;
  gsize len;

  carry_on_state_store_put (store, make_saved (1));
  g_assert_true (carry_on_state_store_flush (store, TRUE, NULL));
  g_assert_true (g_file_get_contents (journal, &contents, &len, NULL));
  g_assert_true (g_file_set_contents (journal, contents, len, NULL));
  {
    FILE *fp = fopen (journal, "a");

    g_assert_nonnull (fp);
    fputs ("{\"key\":\"claude-code:session-00002\",\"session\":{\"host_kind\":\"cla", fp);
    fclose (fp);
  }

  again = carry_on_state_store_new (path);
  second = carry_on_state_store_load (again);
  g_assert_cmpuint (second->len, ==, 1);
  g_assert_nonnull (find (second, a->key));

  carry_on_state_store_put (again, make_saved (2));
  g_assert_true (carry_on_state_store_flush (again, TRUE, NULL));
  third = carry_on_state_store_new (path);
  last = carry_on_state_store_load (third);
  g_assert_cmpuint (last->len, ==, 2);
  g_assert_nonnull (find (last, b->key));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/state-store/roundtrip", test_roundtrip);
  g_test_add_func ("/state-store/bytes-per-change", test_bytes_per_change);
  g_test_add_func ("/state-store/history-lines", test_history_lines);
  g_test_add_func ("/state-store/migrate", test_migrate);
  g_test_add_func ("/state-store/corrupt", test_corrupt);
  g_test_add_func ("/state-store/torn-journal", test_torn_journal);
  return g_test_run ();
}
