/* test-handoff.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hand-off: the protocol messages, and the supervisor's handling
 * of every progress event and failure, driven through a real CarryOnHost
 * over a socketpair (the test plays the agent host, as test-supervisor.c
 * does).  Time is a fake clock; nothing sleeps.
 */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "carry-on-clock.h"
#include "carry-on-fake-host.h"
#include "carry-on-history-item.h"
#include "carry-on-host.h"
#include "carry-on-protocol.h"
#include "carry-on-session.h"
#include "carry-on-settings.h"
#include "carry-on-supervisor.h"

/* 2026-11-29 12:00:00 UTC */
#define T0_US (G_GINT64_CONSTANT (1796040000) * G_USEC_PER_SEC)

#define HELLO_HANDOFF CARRY_ON_FAKE_HOST_HELLO ("claude-code", "Claude Code", "2.1.332", 4242, \
                                                "\"prompt.submit\",\"log\",\"usage\",\"handoff\"")
#define HELLO_PLAIN CARRY_ON_FAKE_HOST_HELLO ("claude-code", "Claude Code", "2.1.332", 4242, \
                                              "\"prompt.submit\",\"log\",\"usage\"")

/* ---- protocol ------------------------------------------------------------ */

static JsonObject *
parse_line (const char *line)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_assert_true (json_parser_load_from_data (parser, line, -1, NULL));
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static void
test_protocol_builders (void)
{
  g_autoptr(CarryOnMessage) handoff = carry_on_message_new_handoff ("co-1", "s1", "the parser", "submit");
  g_autoptr(CarryOnMessage) plain = carry_on_message_new_handoff ("co-2", "s1", "", NULL);
  g_autoptr(CarryOnMessage) paste = carry_on_message_new_handoff_paste ("co-3", "s1");
  g_autoptr(CarryOnMessage) reparsed = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) o = NULL;
  g_autofree char *line = NULL;
  gsize length = 0;

  line = carry_on_message_to_line (handoff, &length);
  g_assert_cmpint (line[length - 1], ==, '\n');
  o = parse_line (line);
  g_assert_cmpstr (json_object_get_string_member (o, "type"), ==, "handoff");
  g_assert_cmpstr (json_object_get_string_member (o, "request_id"), ==, "co-1");
  g_assert_cmpstr (json_object_get_string_member (o, "session_id"), ==, "s1");
  g_assert_cmpstr (json_object_get_string_member (o, "focus"), ==, "the parser");
  g_assert_cmpstr (json_object_get_string_member (o, "deliver"), ==, "submit");

  /* What we build, the host's parser takes. */
  reparsed = carry_on_message_parse (line, length - 1, CARRY_ON_PEER_SUPERVISOR, &error);
  g_assert_no_error (error);
  g_assert_cmpint (carry_on_message_get_message_type (reparsed), ==, CARRY_ON_MESSAGE_HANDOFF);

  /* No focus: the member is left out; deliver defaults to fill. */
  g_assert_false (json_object_has_member (carry_on_message_get_object (plain), "focus"));
  g_assert_cmpstr (carry_on_message_get_string (plain, "deliver"), ==, "fill");

  g_assert_cmpstr (carry_on_message_type_to_string (carry_on_message_get_message_type (paste)), ==, "handoff.paste");
  g_assert_cmpstr (carry_on_message_get_request_id (paste), ==, "co-3");
  g_assert_cmpstr (carry_on_message_get_session_id (paste), ==, "s1");
}

static void
test_protocol_parse (void)
{
  static const struct {
    const char *line;
    CarryOnPeer from;
    gboolean    ok;
  } cases[] = {
    { "{\"type\":\"handoff\",\"request_id\":\"r\",\"session_id\":\"s\",\"deliver\":\"fill\"}", CARRY_ON_PEER_SUPERVISOR, TRUE },
    { "{\"type\":\"handoff\",\"request_id\":\"r\",\"session_id\":\"s\",\"deliver\":\"submit\",\"focus\":\"x\"}", CARRY_ON_PEER_SUPERVISOR, TRUE },
    { "{\"type\":\"handoff\",\"request_id\":\"r\",\"session_id\":\"s\"}", CARRY_ON_PEER_SUPERVISOR, TRUE },
    /* An unknown way of delivering is refused, not guessed. */
    { "{\"type\":\"handoff\",\"request_id\":\"r\",\"session_id\":\"s\",\"deliver\":\"type\"}", CARRY_ON_PEER_SUPERVISOR, FALSE },
    { "{\"type\":\"handoff\",\"request_id\":\"r\",\"session_id\":\"s\",\"focus\":7}", CARRY_ON_PEER_SUPERVISOR, FALSE },
    { "{\"type\":\"handoff.paste\",\"session_id\":\"s\",\"request_id\":\"co-p\"}", CARRY_ON_PEER_SUPERVISOR, TRUE },
    { "{\"type\":\"handoff.paste\",\"session_id\":\"s\",\"request_id\":5}", CARRY_ON_PEER_SUPERVISOR, FALSE },
    { "{\"type\":\"handoff.progress\",\"session_id\":\"s\",\"request_id\":\"r\",\"run_id\":\"h1\",\"stage\":\"stopped\",\"reason\":\"cancelled\",\"can_paste\":true}", CARRY_ON_PEER_HOST, TRUE },
    { "{\"type\":\"handoff.progress\",\"session_id\":\"s\",\"stage\":\"note-written\",\"path\":\"/n.md\",\"run_id\":null}", CARRY_ON_PEER_HOST, TRUE },
    /* A newer host's stage parses; the supervisor decides what to do. */
    { "{\"type\":\"handoff.progress\",\"session_id\":\"s\",\"stage\":\"polishing\"}", CARRY_ON_PEER_HOST, TRUE },
    { "{\"type\":\"handoff.progress\",\"session_id\":\"s\",\"stage\":\"saving\",\"can_paste\":\"yes\"}", CARRY_ON_PEER_HOST, FALSE },
    { "{\"type\":\"handoff.progress\",\"session_id\":\"s\",\"stage\":\"saving\",\"run_id\":1}", CARRY_ON_PEER_HOST, FALSE },
    /* Directions are kept apart. */
    { "{\"type\":\"handoff.progress\",\"session_id\":\"s\",\"stage\":\"saving\"}", CARRY_ON_PEER_SUPERVISOR, FALSE },
    { "{\"type\":\"handoff\",\"request_id\":\"r\",\"session_id\":\"s\"}", CARRY_ON_PEER_HOST, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CarryOnMessage) msg = carry_on_message_parse (cases[i].line, strlen (cases[i].line),
                                                              cases[i].from, &error);

      g_test_message ("case %u: %s", i, cases[i].line);
      if (cases[i].ok)
        {
          g_assert_no_error (error);
          g_assert_nonnull (msg);
        }
      else
        {
          /* A type from the wrong direction is unknown-type, the rest
           * invalid-field. */
          gboolean wrong_direction =
            (strstr (cases[i].line, "handoff.progress") != NULL) == (cases[i].from == CARRY_ON_PEER_SUPERVISOR);
          int code = wrong_direction ? CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE
                                     : CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD;

          g_assert_null (msg);
          g_assert_error (error, CARRY_ON_PROTOCOL_ERROR, code);
        }
    }
}

static void
test_protocol_stages (void)
{
  static const char * const wire[] = { "saving", "note-written", "drafting", "compacting", "delivered", "stopped" };
  CarryOnHandoffStage stage;

  for (guint i = 0; i < G_N_ELEMENTS (wire); i++)
    {
      g_assert_true (carry_on_handoff_stage_from_string (wire[i], &stage));
      g_assert_cmpint (stage, ==, CARRY_ON_HANDOFF_STAGE_SAVING + i);
      g_assert_cmpstr (carry_on_handoff_stage_to_string (stage), ==, wire[i]);
    }
  /* Carry On's own stages never come from the wire. */
  g_assert_false (carry_on_handoff_stage_from_string ("requested", &stage));
  g_assert_false (carry_on_handoff_stage_from_string ("none", &stage));
  g_assert_false (carry_on_handoff_stage_from_string (NULL, &stage));
  g_assert_cmpint (stage, ==, CARRY_ON_HANDOFF_STAGE_NONE);
  g_assert_true (carry_on_handoff_deliver_is_valid ("fill"));
  g_assert_true (carry_on_handoff_deliver_is_valid ("submit"));
  g_assert_false (carry_on_handoff_deliver_is_valid ("Fill"));
  g_assert_false (carry_on_handoff_deliver_is_valid (NULL));
}

/* ---- the supervisor ------------------------------------------------------ */

typedef struct {
  CarryOnClock      *clock;
  GSettings         *gsettings;
  CarryOnSettings   *settings;
  CarryOnSupervisor *sup;
  CarryOnFakeHost   *fake;      /* the host this test plays */
  guint              stage_notifies;
} Fixture;

static CarryOnSession *
session (Fixture *f)
{
  return carry_on_supervisor_lookup_session (f->sup, "claude-code:s1");
}

/* The newest history line of s1 contains @text. */
static gboolean
history_has (Fixture    *f,
             const char *text)
{
  GListModel *history = carry_on_session_get_history (session (f));
  guint n = g_list_model_get_n_items (history);

  for (guint i = n; i > 0; i--)
    {
      g_autoptr(CarryOnHistoryItem) item = g_list_model_get_item (history, i - 1);

      if (strstr (carry_on_history_item_get_text (item), text) != NULL)
        return TRUE;
    }
  return FALSE;
}

static void
on_stage_notify (CarryOnSession *s,
                 GParamSpec     *pspec,
                 Fixture        *f)
{
  f->stage_notifies++;
}

/* Connects the host again (fresh socketpair): @hello, control granted
 * (@grant) or held by another client, the snapshot with s1. */
static void
connect_host (Fixture    *f,
              const char *hello,
              gboolean    grant)
{
  carry_on_fake_host_connect (f->fake, f->sup, hello,
                              grant ? CARRY_ON_FAKE_HOST_GRANTED
                                    : "{\"type\":\"control\",\"state\":\"observer\",\"controller\":{\"name\":\"Other\",\"pid\":9}}",
                              "[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\"}]");
  g_assert_nonnull (session (f));
  g_signal_connect (session (f), "notify::handoff-stage", G_CALLBACK (on_stage_notify), f);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  const char *hello = data != NULL ? data : HELLO_HANDOFF;

  f->clock = carry_on_clock_new_fake (T0_US);
  f->gsettings = g_settings_new ("io.carryon.CarryOn");
  g_settings_set_boolean (f->gsettings, "jitter", FALSE);
  f->settings = carry_on_settings_new (f->gsettings);
  f->sup = carry_on_supervisor_new (f->settings, f->clock);
  f->fake = carry_on_fake_host_new (NULL, f->clock, NULL, NULL);
  connect_host (f, hello, TRUE);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->sup);
  g_clear_pointer (&f->fake, carry_on_fake_host_free);
  g_clear_object (&f->settings);
  g_settings_reset (f->gsettings, "auto-handoff");
  g_settings_reset (f->gsettings, "enabled");
  g_clear_object (&f->gsettings);
  g_clear_object (&f->clock);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
activate (Fixture    *f,
          const char *name,
          GVariant   *param)
{
  g_action_group_activate_action (carry_on_supervisor_get_actions (f->sup), name, param);
  carry_on_fake_host_settle (f->fake);
}

/* Starts a hand-off through the "handoff" action and returns its request
 * id (owned by the received message). */
static const char *
start (Fixture    *f,
       const char *focus,
       const char *deliver)
{
  guint before = carry_on_fake_host_count_type (f->fake, "handoff");
  JsonObject *cmd;

  activate (f, "handoff", g_variant_new ("(sss)", "claude-code:s1", focus, deliver));
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, before + 1);
  cmd = carry_on_fake_host_last_of_type (f->fake, "handoff");
  g_assert_cmpstr (json_object_get_string_member (cmd, "session_id"), ==, "s1");
  g_assert_true (g_str_has_prefix (json_object_get_string_member (cmd, "request_id"), "co-"));
  return json_object_get_string_member (cmd, "request_id");
}

static void
progress (Fixture    *f,
          const char *request_id,
          const char *rest)
{
  carry_on_fake_host_writef (f->fake, "{\"type\":\"handoff.progress\",\"session_id\":\"s1\",\"request_id\":\"%s\",%s}",
                                   request_id, rest);
  carry_on_fake_host_settle (f->fake);
}

static void
test_full_run_fill (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);
  const char *req;
  JsonObject *cmd;

  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_NONE);
  req = start (f, "the parser tests", "fill");
  cmd = carry_on_fake_host_last_of_type (f->fake, "handoff");
  g_assert_cmpstr (json_object_get_string_member (cmd, "focus"), ==, "the parser tests");
  g_assert_cmpstr (json_object_get_string_member (cmd, "deliver"), ==, "fill");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_REQUESTED);
  g_assert_true (carry_on_session_get_handoff_running (s));
  g_assert_true (history_has (f, "hand-off requested"));
  g_assert_true (history_has (f, "focus: the parser tests"));

  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"saving\",\"can_paste\":false");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_SAVING);
  g_assert_true (history_has (f, "saving the session's state"));

  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"note-written\",\"path\":\"/state/carry-on/handoffs/proj-20261129T120000Z.md\"");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_NOTE_WRITTEN);
  g_assert_cmpstr (carry_on_session_get_handoff_note_path (s), ==, "/state/carry-on/handoffs/proj-20261129T120000Z.md");
  g_assert_true (history_has (f, "note written to /state/carry-on/handoffs/proj-20261129T120000Z.md"));

  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"drafting\"");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_DRAFTING);
  g_assert_true (history_has (f, "drafting the continuation prompt"));

  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"compacting\",\"can_paste\":true");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_COMPACTING);
  g_assert_true (carry_on_session_get_handoff_can_paste (s));
  g_assert_true (history_has (f, "compacting the conversation"));
  g_assert_true (carry_on_session_get_handoff_running (s));

  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"delivered\",\"can_paste\":true");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_DELIVERED);
  g_assert_false (carry_on_session_get_handoff_running (s));
  g_assert_true (carry_on_session_get_handoff_can_paste (s));
  g_assert_null (carry_on_session_get_handoff_reason (s));
  g_assert_true (history_has (f, "hand-off done: the continuation prompt is in the prompt box"));
  /* requested, saving, note-written, drafting, compacting, delivered:
   * one notify each, none for repeats. */
  g_assert_cmpuint (f->stage_notifies, ==, 6);
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"delivered\"");
  g_assert_cmpuint (f->stage_notifies, ==, 6);

  /* The hand-off is the host's business: no continue went out. */
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "prompt.submit"), ==, 0);
}

static void
test_full_run_submit (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);
  const char *req;

  g_assert_true (carry_on_supervisor_handoff (f->sup, "claude-code:s1", NULL, "submit", NULL));
  carry_on_fake_host_settle (f->fake);
  req = json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "handoff"), "request_id");
  g_assert_cmpstr (json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "handoff"), "deliver"), ==, "submit");
  g_assert_false (json_object_has_member (carry_on_fake_host_last_of_type (f->fake, "handoff"), "focus"));
  g_assert_true (history_has (f, "will run by itself"));
  /* A host may skip stages; delivered without can_paste means it is kept. */
  progress (f, req, "\"stage\":\"delivered\"");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_DELIVERED);
  g_assert_true (carry_on_session_get_handoff_can_paste (s));
  g_assert_true (history_has (f, "the continuation prompt runs as a new turn"));
}

static void
test_stopped_no_tags (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);
  const char *req = start (f, "", "fill");

  g_assert_false (json_object_has_member (carry_on_fake_host_last_of_type (f->fake, "handoff"), "focus"));
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"saving\"");
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"stopped\",\"can_paste\":false,"
                    "\"reason\":\"the answer had no <handoff-note> tags; not compacting\"");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_STOPPED);
  g_assert_false (carry_on_session_get_handoff_running (s));
  g_assert_false (carry_on_session_get_handoff_can_paste (s));
  g_assert_cmpstr (carry_on_session_get_handoff_reason (s), ==,
                   "the answer had no <handoff-note> tags; not compacting");
  g_assert_true (history_has (f, "hand-off stopped: the answer had no <handoff-note> tags"));
  g_assert_false (history_has (f, "Paste again"));

  /* After a stop a new run may start. */
  req = start (f, "", "fill");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_REQUESTED);
  g_assert_null (carry_on_session_get_handoff_reason (s));
}

static void
test_stopped_without_reason (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);
  const char *req = start (f, "", "fill");

  progress (f, req, "\"stage\":\"stopped\"");
  g_assert_cmpstr (carry_on_session_get_handoff_reason (s), ==, "no reason given");
  g_assert_false (carry_on_session_get_handoff_can_paste (s));
}

/* Esc during compaction: stopped "cancelled", the prompt kept; Paste again
 * asks the host, whose answer (by request id) is a history line. */
static void
test_cancelled_keeps_prompt_and_paste (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);
  const char *req = start (f, "", "fill");
  const char *paste_req;
  g_autoptr(GError) error = NULL;

  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"note-written\",\"path\":\"/n.md\"");
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"compacting\",\"can_paste\":true");
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"stopped\",\"can_paste\":true,"
                    "\"reason\":\"cancelled: compaction was interrupted (Esc)\"");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_STOPPED);
  g_assert_true (carry_on_session_get_handoff_can_paste (s));
  g_assert_cmpstr (carry_on_session_get_handoff_note_path (s), ==, "/n.md");
  g_assert_true (history_has (f, "hand-off stopped: cancelled"));
  g_assert_true (history_has (f, "the note is kept at /n.md"));
  g_assert_true (history_has (f, "the continuation prompt is kept (Paste again)"));

  activate (f, "handoff-paste", g_variant_new_string ("claude-code:s1"));
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff.paste"), ==, 1);
  paste_req = json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "handoff.paste"), "request_id");
  g_assert_cmpstr (json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "handoff.paste"), "session_id"), ==, "s1");
  g_assert_nonnull (paste_req);
  g_assert_cmpstr (paste_req, !=, req);

  /* The answer does not touch the stopped run's stage. */
  progress (f, paste_req, "\"run_id\":\"h1\",\"stage\":\"delivered\",\"can_paste\":true");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_STOPPED);
  g_assert_true (history_has (f, "in the prompt box again"));

  /* A refused paste: the host says why, and that nothing is kept. */
  g_assert_true (carry_on_supervisor_handoff_paste (f->sup, "claude-code:s1", &error));
  g_assert_no_error (error);
  carry_on_fake_host_settle (f->fake);
  paste_req = json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "handoff.paste"), "request_id");
  progress (f, paste_req, "\"stage\":\"stopped\",\"can_paste\":false,\"reason\":\"no continuation prompt is kept\"");
  g_assert_true (history_has (f, "pasting again failed: no continuation prompt is kept"));
  g_assert_false (carry_on_session_get_handoff_can_paste (s));

  /* Nothing kept: the supervisor does not ask. */
  g_assert_false (carry_on_supervisor_handoff_paste (f->sup, "claude-code:s1", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff.paste"), ==, 2);
}

/* Paste again belongs to the run shown: a new run takes it away until it
 * drafts a prompt of its own, a run stopped before drafting (the person
 * typed) offers none and its history says so, and a pasted prompt names
 * its note. */
static void
test_paste_belongs_to_its_run (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);
  const char *req = start (f, "", "fill");
  const char *paste_req;
  g_autoptr(GError) error = NULL;

  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"note-written\",\"path\":\"/n1.md\"");
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"compacting\",\"can_paste\":true");
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"delivered\",\"can_paste\":true,\"path\":\"/n1.md\"");
  g_assert_true (carry_on_session_get_handoff_can_paste (s));

  /* The pasted prompt names its note: the host's word, */
  activate (f, "handoff-paste", g_variant_new_string ("claude-code:s1"));
  paste_req = json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "handoff.paste"), "request_id");
  progress (f, paste_req, "\"run_id\":\"h1\",\"stage\":\"delivered\",\"can_paste\":true,\"path\":\"/n1.md\"");
  g_assert_true (history_has (f, "hand-off: the continuation prompt is in the prompt box again (its note: /n1.md)"));

  /* A second run: the first one's prompt is no longer offered, */
  req = start (f, "", "fill");
  g_assert_false (carry_on_session_get_handoff_can_paste (s));
  g_assert_null (carry_on_session_get_handoff_note_path (s));
  progress (f, req, "\"run_id\":\"h2\",\"stage\":\"saving\",\"can_paste\":false");
  progress (f, req, "\"run_id\":\"h2\",\"stage\":\"note-written\",\"can_paste\":false,\"path\":\"/n2.md\"");
  progress (f, req, "\"run_id\":\"h2\",\"stage\":\"drafting\",\"can_paste\":false");
  /* and when it stops before drafting one, there is nothing to paste. */
  progress (f, req, "\"run_id\":\"h2\",\"stage\":\"stopped\",\"can_paste\":false,"
                    "\"reason\":\"you sent a prompt during the hand-off\"");
  g_assert_false (carry_on_session_get_handoff_can_paste (s));
  g_assert_cmpstr (carry_on_session_get_handoff_note_path (s), ==, "/n2.md");
  g_assert_true (history_has (f, "hand-off stopped: you sent a prompt during the hand-off; the note is kept at /n2.md"));
  g_assert_false (history_has (f, "Paste again"));
  g_assert_false (carry_on_supervisor_handoff_paste (f->sup, "claude-code:s1", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff.paste"), ==, 1);

  /* A host that does not send the path: the run's own note is named. */
  req = start (f, "", "fill");
  progress (f, req, "\"run_id\":\"h3\",\"stage\":\"note-written\",\"path\":\"/n3.md\"");
  progress (f, req, "\"run_id\":\"h3\",\"stage\":\"delivered\",\"can_paste\":true");
  activate (f, "handoff-paste", g_variant_new_string ("claude-code:s1"));
  paste_req = json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "handoff.paste"), "request_id");
  progress (f, paste_req, "\"run_id\":\"h3\",\"stage\":\"delivered\",\"can_paste\":true");
  g_assert_true (history_has (f, "in the prompt box again (its note: /n3.md)"));
}

/* The person typed during the run: the host stops it and keeps the note. */
static void
test_person_prompt_stops (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);
  const char *req = start (f, "", "fill");

  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"note-written\",\"path\":\"/n.md\"");
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"drafting\"");
  carry_on_fake_host_write (f->fake, "{\"type\":\"prompt.submit\",\"session_id\":\"s1\",\"origin\":{\"kind\":\"composer\",\"class\":\"person\"}}");
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"stopped\",\"can_paste\":false,"
                    "\"reason\":\"you started a turn during the hand-off\"");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_STOPPED);
  g_assert_cmpstr (carry_on_session_get_handoff_reason (s), ==, "you started a turn during the hand-off");
  g_assert_cmpstr (carry_on_session_get_handoff_note_path (s), ==, "/n.md");
  g_assert_true (history_has (f, "the note is kept at /n.md"));
}

static void
test_errors (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (carry_on_supervisor_handoff (f->sup, "claude-code:nope", NULL, "fill", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (carry_on_supervisor_handoff (f->sup, "claude-code:s1", NULL, "type-it", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (carry_on_supervisor_handoff_paste (f->sup, "claude-code:nope", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 0);

  /* One run at a time: the second request is refused, nothing is sent. */
  g_assert_true (carry_on_supervisor_handoff (f->sup, "claude-code:s1", "", NULL, &error));
  g_assert_no_error (error);
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpstr (json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "handoff"), "deliver"), ==, "fill");
  g_assert_false (carry_on_supervisor_handoff (f->sup, "claude-code:s1", NULL, "fill", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_clear_error (&error);
  /* Through the action, the refusal lands in the history. */
  activate (f, "handoff", g_variant_new ("(sss)", "claude-code:s1", "", "fill"));
  g_assert_true (history_has (f, "no hand-off: a hand-off of proj is already running"));
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 1);
}

/* A host without the capability (the test's data is its hello). */
static void
test_no_capability (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (carry_on_host_has_capability (f->fake->host, "handoff"));
  g_assert_false (carry_on_supervisor_handoff (f->sup, "claude-code:s1", NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  activate (f, "handoff", g_variant_new ("(sss)", "claude-code:s1", "", "fill"));
  g_assert_true (history_has (f, "no hand-off: proj cannot hand off"));
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 0);
  g_assert_cmpint (carry_on_session_get_handoff_stage (session (f)), ==, CARRY_ON_HANDOFF_STAGE_NONE);
}

static void
test_observer (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  connect_host (f, HELLO_HANDOFF, FALSE);
  g_assert_false (carry_on_host_is_controller (f->fake->host));
  g_assert_false (carry_on_supervisor_handoff (f->sup, "claude-code:s1", NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
}

/* The host refuses a non-controller's run with a stop (host-server). */
static void
test_host_refuses (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);
  const char *req = start (f, "", "fill");

  progress (f, req, "\"stage\":\"stopped\",\"reason\":\"not the controller\"");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_STOPPED);
  g_assert_cmpstr (carry_on_session_get_handoff_reason (s), ==, "not the controller");
}

/* Progress of another request, of another run than the first named, of
 * no run at all, or after the run ended: logged and left alone. */
static void
test_stale_progress (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);
  const char *req;

  /* Before any request. */
  progress (f, "co-old", "\"run_id\":\"h0\",\"stage\":\"delivered\"");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_NONE);

  req = start (f, "", "fill");
  progress (f, "co-old", "\"run_id\":\"h0\",\"stage\":\"stopped\",\"reason\":\"stale\"");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_REQUESTED);

  progress (f, req, "\"run_id\":\"h2\",\"stage\":\"saving\"");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_SAVING);
  /* Same request, another run id: a stale run of the host's. */
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"stopped\",\"reason\":\"stale run\"");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_SAVING);
  /* No request id: only the current run id counts. */
  carry_on_fake_host_write (f->fake, "{\"type\":\"handoff.progress\",\"session_id\":\"s1\",\"stage\":\"compacting\"}");
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_SAVING);
  carry_on_fake_host_write (f->fake, "{\"type\":\"handoff.progress\",\"session_id\":\"s1\",\"run_id\":\"h2\",\"stage\":\"drafting\"}");
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_DRAFTING);

  progress (f, req, "\"run_id\":\"h2\",\"stage\":\"delivered\"");
  progress (f, req, "\"run_id\":\"h2\",\"stage\":\"stopped\",\"reason\":\"late\"");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_DELIVERED);
  g_assert_null (carry_on_session_get_handoff_reason (s));

  /* A session the host never reported: ignored without a crash. */
  carry_on_fake_host_write (f->fake, "{\"type\":\"handoff.progress\",\"session_id\":\"ghost\",\"stage\":\"saving\"}");
  carry_on_fake_host_settle (f->fake);
  g_assert_null (carry_on_supervisor_lookup_session (f->sup, "claude-code:ghost"));
}

static void
test_unknown_stage (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);
  const char *req = start (f, "", "fill");

  progress (f, req, "\"stage\":\"polishing\"");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_REQUESTED);
  g_assert_true (history_has (f, "a stage Carry On does not know (polishing)"));
  g_assert_true (carry_on_session_get_handoff_running (s));
}

static void
test_disconnect_stops (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);

  start (f, "", "fill");
  g_socket_close (f->fake->peer, NULL);
  carry_on_fake_host_settle (f->fake);
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_STOPPED);
  g_assert_cmpstr (carry_on_session_get_handoff_reason (s), ==, "the connection to the host was lost");
  g_assert_true (history_has (f, "hand-off stopped: the connection to the host was lost"));
}

static void
usage (Fixture *f,
       gint64   used,
       gint64   window)
{
  carry_on_fake_host_writef (f->fake, "{\"type\":\"usage\",\"session_id\":\"s1\",\"windows\":[],"
                                      "\"context\":{\"used\":%" G_GINT64_FORMAT ",\"window\":%" G_GINT64_FORMAT "}}",
                                   used, window);
  carry_on_fake_host_settle (f->fake);
}

static void
test_auto_handoff (Fixture *f, gconstpointer data)
{
  CarryOnSession *s = session (f);
  const char *req;

  /* Off by default: a full context starts nothing. */
  g_assert_false (g_settings_get_boolean (f->gsettings, "auto-handoff"));
  usage (f, 195000, 200000);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 0);

  g_settings_set_boolean (f->gsettings, "auto-handoff", TRUE);
  usage (f, 120000, 200000);   /* 60 % */
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 0);
  usage (f, 179999, 200000);   /* just under 90 % */
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 0);
  usage (f, 180000, 200000);   /* 90 % */
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "handoff"), "deliver"), ==, "fill");
  g_assert_true (history_has (f, "the context is nearly full: hand-off started"));
  req = json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "handoff"), "request_id");

  /* Once per session until it is compacted, even after the run ends. */
  usage (f, 190000, 200000);
  progress (f, req, "\"stage\":\"stopped\",\"reason\":\"the answer had no <handoff-note> tags\"");
  usage (f, 195000, 200000);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 1);

  /* Compacted (the context is small again), then full again: once more. */
  usage (f, 3000, 200000);
  usage (f, 199000, 200000);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 2);
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_REQUESTED);

  /* Broken reports are ignored. */
  usage (f, 10, 0);
  usage (f, -5, 100);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 2);
}

static void
test_auto_handoff_respects_switches (Fixture *f, gconstpointer data)
{
  g_settings_set_boolean (f->gsettings, "auto-handoff", TRUE);
  carry_on_session_set_enabled (session (f), FALSE);
  usage (f, 199000, 200000);
  g_settings_set_boolean (f->gsettings, "enabled", FALSE);
  carry_on_session_set_enabled (session (f), TRUE);
  usage (f, 199000, 200000);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 0);
}

/* A host without the capability: auto hand-off says why, once. */
static void
test_auto_handoff_unsupported (Fixture *f, gconstpointer data)
{
  g_settings_set_boolean (f->gsettings, "auto-handoff", TRUE);
  usage (f, 199000, 200000);
  usage (f, 199500, 200000);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 0);
  g_assert_true (history_has (f, "the context is 100 % full, but no hand-off could start"));
}

/* Carry On restarts: a new supervisor on the same state file, the
 * same host snapshot. */
static void
restart (Fixture    *f,
         const char *state_file)
{
  carry_on_supervisor_save_state (f->sup);
  g_clear_object (&f->sup);
  f->sup = carry_on_supervisor_new (f->settings, f->clock);
  carry_on_supervisor_set_state_file (f->sup, state_file);
  f->stage_notifies = 0;
  connect_host (f, HELLO_HANDOFF, TRUE);
}

static char *
state_file_path (void)
{
  g_assert_no_errno (g_mkdir_with_parents (g_get_user_state_dir (), 0700));
  return g_build_filename (g_get_user_state_dir (), "handoff-state.json", NULL);
}

/* A run stopped during compaction keeps its prompt: after a restart the
 * session still offers Paste again (can_paste, not running, the host
 * capable), with the stage, reason and note it had. */
static void
test_restart_keeps_paste (Fixture *f, gconstpointer data)
{
  g_autofree char *state_file = state_file_path ();
  g_autofree char *contents = NULL;
  CarryOnSession *s;
  const char *req;

  carry_on_supervisor_set_state_file (f->sup, state_file);
  req = start (f, "the parser", "fill");
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"note-written\",\"path\":\"/n.md\"");
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"compacting\",\"can_paste\":true");
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"stopped\",\"can_paste\":true,"
                    "\"reason\":\"cancelled: you pressed Esc\"");
  g_assert_true (carry_on_session_get_handoff_can_paste (session (f)));

  restart (f, state_file);
  g_assert_true (g_file_get_contents (state_file, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"handoff_can_paste\""));
  s = session (f);
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_STOPPED);
  g_assert_cmpstr (carry_on_session_get_handoff_reason (s), ==, "cancelled: you pressed Esc");
  g_assert_cmpstr (carry_on_session_get_handoff_note_path (s), ==, "/n.md");
  g_assert_true (carry_on_session_get_handoff_can_paste (s));
  g_assert_false (carry_on_session_get_handoff_running (s));
  g_assert_true (carry_on_host_has_capability (f->fake->host, "handoff"));
  g_assert_true (history_has (f, "hand-off stopped: cancelled: you pressed Esc"));

  /* Paste again goes to the host over the new connection. */
  activate (f, "handoff-paste", g_variant_new_string ("claude-code:s1"));
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff.paste"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "handoff.paste"), "session_id"), ==, "s1");

  /* The host lost the prompt meanwhile (it restarted too): it says so,
   * and that is what the next restart remembers. */
  progress (f, json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "handoff.paste"), "request_id"),
                                     "\"stage\":\"stopped\",\"can_paste\":false,\"reason\":\"no continuation prompt is kept\"");
  g_assert_false (carry_on_session_get_handoff_can_paste (session (f)));
  restart (f, state_file);
  g_assert_false (carry_on_session_get_handoff_can_paste (session (f)));
  g_assert_cmpint (carry_on_session_get_handoff_stage (session (f)), ==, CARRY_ON_HANDOFF_STAGE_STOPPED);
}

/* A delivered run stays delivered (and its prompt pasteable). */
static void
test_restart_keeps_delivered (Fixture *f, gconstpointer data)
{
  g_autofree char *state_file = state_file_path ();
  const char *req;

  carry_on_supervisor_set_state_file (f->sup, state_file);
  req = start (f, "", "submit");
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"note-written\",\"path\":\"/state/n.md\"");
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"delivered\"");
  restart (f, state_file);
  g_assert_cmpint (carry_on_session_get_handoff_stage (session (f)), ==, CARRY_ON_HANDOFF_STAGE_DELIVERED);
  g_assert_true (carry_on_session_get_handoff_can_paste (session (f)));
  g_assert_null (carry_on_session_get_handoff_reason (session (f)));
  g_assert_cmpstr (carry_on_session_get_handoff_note_path (session (f)), ==, "/state/n.md");
}

/* A run still going when Carry On stopped cannot be followed: it comes
 * back stopped (saying why), a late event of it is ignored, and a new run
 * may start. */
static void
test_restart_during_run (Fixture *f, gconstpointer data)
{
  g_autofree char *state_file = state_file_path ();
  CarryOnSession *s;
  const char *req;
  g_autofree char *old_req = NULL;

  carry_on_supervisor_set_state_file (f->sup, state_file);
  req = start (f, "", "fill");
  old_req = g_strdup (req);
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"note-written\",\"path\":\"/n.md\"");
  g_assert_true (carry_on_session_get_handoff_running (session (f)));

  restart (f, state_file);
  s = session (f);
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_STOPPED);
  g_assert_false (carry_on_session_get_handoff_running (s));
  g_assert_nonnull (strstr (carry_on_session_get_handoff_reason (s), "restarted during the hand-off"));
  g_assert_cmpstr (carry_on_session_get_handoff_note_path (s), ==, "/n.md");
  g_assert_false (carry_on_session_get_handoff_can_paste (s));
  g_assert_true (history_has (f, "restored: the hand-off that was running (note-written) is no longer followed"));

  progress (f, old_req, "\"run_id\":\"h1\",\"stage\":\"delivered\",\"can_paste\":true");
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_STOPPED);

  req = start (f, "", "fill");
  g_assert_cmpstr (req, !=, old_req);
  g_assert_cmpint (carry_on_session_get_handoff_stage (s), ==, CARRY_ON_HANDOFF_STAGE_REQUESTED);
}

/* The auto hand-off's "once until compacted" survives a restart, and a
 * hand-edited or future state file with a stage we do not know is
 * ignored, not fatal. */
static void
test_restart_auto_and_bad_state (Fixture *f, gconstpointer data)
{
  g_autofree char *state_file = state_file_path ();
  g_autoptr(GError) error = NULL;
  const char *req;

  carry_on_supervisor_set_state_file (f->sup, state_file);
  g_settings_set_boolean (f->gsettings, "auto-handoff", TRUE);
  usage (f, 195000, 200000);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 1);
  req = json_object_get_string_member (carry_on_fake_host_last_of_type (f->fake, "handoff"), "request_id");
  progress (f, req, "\"stage\":\"stopped\",\"reason\":\"the answer had no <handoff-note> tags\"");

  restart (f, state_file);
  usage (f, 196000, 200000);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 1);
  usage (f, 2000, 200000);
  usage (f, 196000, 200000);
  g_assert_cmpuint (carry_on_fake_host_count_type (f->fake, "handoff"), ==, 2);

  /* A state file naming a stage from the future. */
  g_clear_object (&f->sup);
  g_assert_true (g_file_set_contents (state_file,
    "{\"version\":1,\"sessions\":{\"claude-code:s1\":{\"host_kind\":\"claude-code\",\"id\":\"s1\","
    "\"handoff_stage\":\"polishing\",\"handoff_can_paste\":true}}}", -1, &error));
  g_assert_no_error (error);
  f->sup = carry_on_supervisor_new (f->settings, f->clock);
  carry_on_supervisor_set_state_file (f->sup, state_file);
  connect_host (f, HELLO_HANDOFF, TRUE);
  g_assert_cmpint (carry_on_session_get_handoff_stage (session (f)), ==, CARRY_ON_HANDOFF_STAGE_NONE);
  g_assert_false (carry_on_session_get_handoff_can_paste (session (f)));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/handoff/protocol/builders", test_protocol_builders);
  g_test_add_func ("/handoff/protocol/parse", test_protocol_parse);
  g_test_add_func ("/handoff/protocol/stages", test_protocol_stages);

#define ADD(path, fn) g_test_add ("/handoff/supervisor/" path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
#define ADD_PLAIN(path, fn) g_test_add ("/handoff/supervisor/" path, Fixture, HELLO_PLAIN, fixture_set_up, fn, fixture_tear_down)
  ADD ("full-run-fill", test_full_run_fill);
  ADD ("full-run-submit", test_full_run_submit);
  ADD ("stopped-no-tags", test_stopped_no_tags);
  ADD ("stopped-without-reason", test_stopped_without_reason);
  ADD ("cancelled-keeps-prompt-and-paste", test_cancelled_keeps_prompt_and_paste);
  ADD ("person-prompt-stops", test_person_prompt_stops);
  ADD ("paste-belongs-to-its-run", test_paste_belongs_to_its_run);
  ADD ("errors", test_errors);
  ADD_PLAIN ("no-capability", test_no_capability);
  ADD ("observer", test_observer);
  ADD ("host-refuses", test_host_refuses);
  ADD ("stale-progress", test_stale_progress);
  ADD ("unknown-stage", test_unknown_stage);
  ADD ("disconnect-stops", test_disconnect_stops);
  ADD ("auto-handoff", test_auto_handoff);
  ADD ("auto-handoff-respects-switches", test_auto_handoff_respects_switches);
  ADD_PLAIN ("auto-handoff-unsupported", test_auto_handoff_unsupported);
  ADD ("restart-keeps-paste", test_restart_keeps_paste);
  ADD ("restart-keeps-delivered", test_restart_keeps_delivered);
  ADD ("restart-during-run", test_restart_during_run);
  ADD ("restart-auto-and-bad-state", test_restart_auto_and_bad_state);
#undef ADD
#undef ADD_PLAIN

  return g_test_run ();
}
