/* test-notifier-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Host text made one bounded line for notifications, menus and tooltips
 * (src/app/carry-on-notifier-text.c): no bus, no display.
 */

#include "config.h"

#include <string.h>

#include "carry-on-notifier-text.h"

static void
assert_line (const char *text,
             guint       max,
             const char *expected)
{
  g_autofree char *line = carry_on_host_text_line (text, max);

  g_assert_cmpstr (line, ==, expected);
  g_assert_cmpuint (g_utf8_strlen (line, -1), <=, max);
}

static void
test_short_text_untouched (void)
{
  assert_line ("my-project", 60, "my-project");
  assert_line ("", 60, "");
  assert_line (NULL, 60, "");
  /* Markup is left for the caller to escape where it is read as markup. */
  assert_line ("<b>x</b> & y", 60, "<b>x</b> & y");
}

static void
test_one_line (void)
{
  /* Line breaks and other controls become one space; the ends are trimmed. */
  assert_line ("  a\nb\r\n\tc\x1b[2Jd  ", 60, "a b c [2Jd");
  assert_line ("a\xe2\x80\xa8" "b\xe2\x80\xa9" "c", 60, "a b c");   /* U+2028, U+2029 */
  /* Direction overrides and isolates are dropped (no forged reading order). */
  assert_line ("abc\xe2\x80\xae" "fed\xe2\x81\xa6" "g", 60, "abcfedg");
}

static void
test_cut_with_ellipsis (void)
{
  g_autofree char *long_text = g_strnfill (10000, 'A');
  g_autofree char *line = carry_on_host_text_line (long_text, 60);

  g_assert_cmpuint (g_utf8_strlen (line, -1), ==, 60);
  g_assert_true (g_str_has_suffix (line, "AAA…"));

  /* Exactly the limit: no ellipsis; one more: cut. */
  assert_line ("abcdef", 6, "abcdef");
  assert_line ("abcdefg", 6, "abcde…");
  /* Characters, not bytes. */
  assert_line ("äöüäöüä", 6, "äöüäö…");
  /* No space before the ellipsis. */
  assert_line ("abcd efgh", 6, "abcd…");
}

static void
test_invalid_utf8 (void)
{
  g_autofree char *line = carry_on_host_text_line ("ok\xff\xfe" "end", 60);

  g_assert_true (g_utf8_validate (line, -1, NULL));
  g_assert_true (g_str_has_prefix (line, "ok"));
  g_assert_true (g_str_has_suffix (line, "end"));
}

static void
test_body_escaped_for_markup (void)
{
  g_autofree char *escaped = carry_on_notifier_text_for_body ("<a href=\"x\">&</a>\nline", TRUE);
  g_autofree char *plain = carry_on_notifier_text_for_body ("<a href=\"x\">&</a>", FALSE);

  g_assert_cmpstr (escaped, ==, "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;\nline");
  g_assert_cmpstr (plain, ==, "<a href=\"x\">&</a>");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/notifier-text/short-text-untouched", test_short_text_untouched);
  g_test_add_func ("/notifier-text/one-line", test_one_line);
  g_test_add_func ("/notifier-text/cut-with-ellipsis", test_cut_with_ellipsis);
  g_test_add_func ("/notifier-text/invalid-utf8", test_invalid_utf8);
  g_test_add_func ("/notifier-text/body-escaped-for-markup", test_body_escaped_for_markup);

  return g_test_run ();
}
