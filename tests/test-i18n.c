/* test-i18n.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core speaks the reader's language: a supervisor driven through a
 * real CarryOnHost over a socketpair (the test plays the agent host, on a
 * fake clock) narrates its decisions from the catalogue built in this
 * build dir (po/de/LC_MESSAGES).  The same run under LANGUAGE=de and in
 * English: the German lines are the catalogue's, and differ from the
 * English ones, so the test cannot pass on an untranslated core.
 *
 * The locale is C.UTF-8: glibc honours LANGUAGE there, so no de_DE locale
 * needs to be generated on the machine.
 */
#include "config.h"

#include <locale.h>

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "carry-on-clock.h"
#include "carry-on-fake-host.h"
#include "carry-on-session.h"
#include "carry-on-settings.h"
#include "carry-on-supervisor.h"

/* 2026-11-29 12:00:00 UTC */
#define T0_US (G_GINT64_CONSTANT (1796040000) * G_USEC_PER_SEC)
#define SEC G_GINT64_CONSTANT (1000000)

#define HELLO CARRY_ON_FAKE_HOST_HELLO ("claude-code", "Claude Code", "2.1.332", 4242, \
                                        "\"prompt.submit\",\"log\"")
#define OVERLOADED "{\"kind\":\"server_error\",\"status\":529,\"error_type\":\"overloaded_error\"," \
                   "\"message\":\"API Error: 529 Overloaded\",\"provider\":\"api.anthropic.com\"}"

/* What one run narrated. */
typedef struct {
  GPtrArray *decisions;  /* char *: "<decision> <text>", oldest first */
  char      *label;      /* the session's reason while the continue waits */
  char      *reason;     /* the session's reason after the give-up */
  char      *logged;     /* the last `log` line the host got */
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->decisions, g_ptr_array_unref);
  g_clear_pointer (&run->label, g_free);
  g_clear_pointer (&run->reason, g_free);
  g_clear_pointer (&run->logged, g_free);
}

static void
on_decision (CarryOnSupervisor *sup,
             CarryOnSession    *session,
             int                decision,
             const char        *text,
             Run               *run)
{
  g_ptr_array_add (run->decisions, g_strdup_printf ("%s %s", carry_on_decision_to_string (decision), text));
}

/* With the limit at 1: a 529 is scheduled, its continue goes out, the
 * continued turn fails on a 529 again and the session gives up. */
static void
narrate (const char *language,
         Run        *run)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (T0_US);
  g_autoptr(GSettings) gsettings = g_settings_new ("io.carryon.CarryOn");
  g_autoptr(CarryOnSettings) settings = NULL;
  g_autoptr(CarryOnSupervisor) sup = NULL;
  g_autoptr(CarryOnFakeHost) fake = NULL;
  JsonObject *submit, *log;
  const char *request_id;
  CarryOnSession *s;

  g_setenv ("LANGUAGE", language, TRUE);
  g_settings_set_boolean (gsettings, "jitter", FALSE);
  g_settings_set_uint (gsettings, "default-limit", 1);
  settings = carry_on_settings_new (gsettings);
  sup = carry_on_supervisor_new (settings, clock);
  run->decisions = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (sup, "decision", G_CALLBACK (on_decision), run);
  fake = carry_on_fake_host_new (sup, clock, HELLO, "[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\"}]");
  s = carry_on_supervisor_lookup_session (sup, "claude-code:s1");
  g_assert_nonnull (s);

  carry_on_fake_host_write (fake, "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"t1\"}");
  carry_on_fake_host_write (fake, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"t1\","
                                  "\"reason\":\"error\",\"failure\":" OVERLOADED "}");
  carry_on_fake_host_settle (fake);
  run->label = g_strdup (carry_on_session_get_reason (s));
  carry_on_clock_advance (clock, 5 * SEC);
  carry_on_fake_host_settle (fake);

  submit = carry_on_fake_host_last_submit_for (fake, "s1");
  g_assert_nonnull (submit);
  request_id = json_object_get_string_member (submit, "request_id");
  carry_on_fake_host_writef (fake, "{\"type\":\"prompt.result\",\"request_id\":\"%s\",\"session_id\":\"s1\",\"ok\":true}",
                             request_id);
  carry_on_fake_host_writef (fake, "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"t2\","
                                   "\"origin\":{\"kind\":\"plugin\",\"request_id\":\"%s\"}}", request_id);
  carry_on_fake_host_write (fake, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"t2\","
                                  "\"reason\":\"error\",\"failure\":" OVERLOADED "}");
  carry_on_fake_host_settle (fake);

  run->reason = g_strdup (carry_on_session_get_reason (s));
  carry_on_fake_host_read (fake);
  log = carry_on_fake_host_last_of_type (fake, "log");
  g_assert_nonnull (log);
  run->logged = g_strdup (json_object_get_string_member (log, "text"));

  g_settings_reset (gsettings, "jitter");
  g_settings_reset (gsettings, "default-limit");
  g_clear_object (&sup);
  g_clear_pointer (&fake, carry_on_fake_host_free);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
assert_decisions (Run               *run,
                  const char * const expected[])
{
  for (guint i = 0; i < run->decisions->len; i++)
    g_test_message ("decision %u: %s", i, (char *) g_ptr_array_index (run->decisions, i));
  g_assert_cmpuint (run->decisions->len, ==, g_strv_length ((char **) expected));
  for (guint i = 0; i < run->decisions->len; i++)
    g_assert_cmpstr (g_ptr_array_index (run->decisions, i), ==, expected[i]);
}

static void
test_decisions_german (void)
{
  g_autofree char *mo = g_build_filename (g_getenv ("CARRY_ON_BUILD_DIR"), "po", "de", "LC_MESSAGES",
                                          GETTEXT_PACKAGE ".mo", NULL);
  static const char * const english[] = {
    "scheduled server overloaded; continuing in 5 s (1/1)",
    "sent sent continue (1/1)",
    "accepted the host took the continue",
    "gave-up gave up: limit reached (1 in a row)",
    NULL
  };
  static const char * const german[] = {
    "scheduled Server überlastet; wird in 5 s fortgesetzt (1/1)",
    "sent Fortsetzung gesendet (1/1)",
    "accepted der Host hat die Fortsetzung angenommen",
    "gave-up aufgegeben: Limit erreicht (1 in Folge)",
    NULL
  };
  Run en = { 0 }, de = { 0 };

  g_assert_true (g_file_test (mo, G_FILE_TEST_IS_REGULAR));

  /* English first: glibc keeps the translations it found, whatever
   * LANGUAGE says later, and it found none in English. */
  narrate ("", &en);
  narrate ("de", &de);

  assert_decisions (&de, german);
  assert_decisions (&en, english);
  for (guint i = 0; i < de.decisions->len; i++)
    g_assert_cmpstr (g_ptr_array_index (de.decisions, i), !=, g_ptr_array_index (en.decisions, i));

  /* The classifier's label, then the policy's reason, as the session's
   * reason. */
  g_assert_cmpstr (de.label, ==, "Server überlastet");
  g_assert_cmpstr (en.label, ==, "server overloaded");
  g_assert_cmpstr (de.reason, ==, "Limit erreicht (1 in Folge)");
  g_assert_cmpstr (en.reason, ==, "limit reached (1 in a row)");
  /* The host's transcript gets the same words as the window. */
  g_assert_cmpstr (de.logged, ==, "aufgegeben: Limit erreicht (1 in Folge)");
  g_assert_cmpstr (en.logged, ==, "gave up: limit reached (1 in a row)");

  run_clear (&de);
  run_clear (&en);
}

int
main (int argc, char **argv)
{
  g_autofree char *localedir = NULL;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  /* What carry-on's main() does, with the catalogue of this build. */
  g_assert_nonnull (g_getenv ("CARRY_ON_BUILD_DIR"));
  localedir = g_build_filename (g_getenv ("CARRY_ON_BUILD_DIR"), "po", NULL);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_assert_nonnull (setlocale (LC_ALL, ""));
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  g_test_add_func ("/i18n/decisions-german", test_decisions_german);

  return g_test_run ();
}
