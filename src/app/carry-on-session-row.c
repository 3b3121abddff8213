/* carry-on-session-row.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row of the window's session list, three lines of a height that does
 * not depend on the state: the title, the state badge and Cancel / Retry
 * Now; the project directory and the host process; the status line (the
 * countdown "Continuing in 0:42 (2 of 99 in a row)" or the reason), a
 * GtkInscription whose new text only redraws.  On the right: the History
 * and "Hand off…" buttons (folded into the menu in the narrow layout), the
 * menu (the limit "at most N in a row", History, Hand off…) and the pill.
 *
 * The window's GtkListView recycles rows: a row is made once and then shown
 * for one session after another (carry_on_session_row_set_session()), so
 * every handler and binding on the session or its host goes through a
 * GSignalGroup / GBindingGroup whose target is swapped on each bind.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "carry-on-history-item.h"
#include "carry-on-host.h"
#include "carry-on-notifier-text.h"
#include "carry-on-session-row.h"
#include "carry-on-time-text.h"
#include "carry-on-ui-utils.h"

struct _CarryOnSessionRow
{
  GtkWidget        parent_instance;

  CarryOnSession  *session;
  CarryOnClock    *clock;
  char            *state_class;
  gboolean         pending;
  gboolean         narrow;
  gboolean         overridden;
  guint            n_allocations;

  GtkLabel        *title_label;
  GtkLabel        *state_label;
  GtkLabel        *detail_label;
  GtkWidget       *status_box;
  GtkWidget       *countdown_icon;
  GtkInscription  *status_label;
  GtkButton       *cancel_button;
  GtkButton       *retry_button;
  GtkLabel        *count_label;
  GtkSpinButton   *limit_spin;
  GtkButton       *history_button;
  GtkMenuButton   *menu_button;
  GtkPopover      *menu_popover;
  GtkWidget       *menu_history_button;
  GtkWidget       *menu_cancel_button;
  GtkWidget       *menu_retry_button;
  GtkWidget       *menu_handoff_button;
  GtkPopover      *history_popover;
  GtkLabel        *history_title;
  GtkScrolledWindow *history_scroller;
  GtkListBox      *history_list;
  GtkSwitch       *enabled_switch;
  GtkWidget       *handoff_button;
  GtkWidget       *handoff_box;
  GtkLabel        *handoff_label;
  GtkWidget       *paste_button;
  GSignalGroup    *session_signals; /* the bound session's notifies */
  GBindingGroup   *session_bindings;
  GSignalGroup    *host_signals;   /* the session's host: its state */
  guint            unflash_id;
};

G_DEFINE_FINAL_TYPE (CarryOnSessionRow, carry_on_session_row, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_CLOCK,
  PROP_PENDING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * carry_on_session_state_to_label:
 * @state: a session state
 *
 * The words the window shows for @state (working, idle, waiting to
 * continue, continuing, gave up, off).
 *
 * Returns: (transfer none): a translated, static string
 */
const char *
carry_on_session_state_to_label (CarryOnSessionState state)
{
  switch (state)
    {
    case CARRY_ON_SESSION_STATE_IDLE:
      return _("Idle");
    case CARRY_ON_SESSION_STATE_WORKING:
      return _("Working");
    case CARRY_ON_SESSION_STATE_WAITING:
      return _("Waiting to continue");
    case CARRY_ON_SESSION_STATE_CONTINUING:
      /* Translators: a session's state (a continue prompt was sent), not a command */
      return C_("session state", "Continuing");
    case CARRY_ON_SESSION_STATE_GAVE_UP:
      return _("Gave up");
    case CARRY_ON_SESSION_STATE_OFF:
      return _("Off");
    case CARRY_ON_SESSION_STATE_ENDED:
      return _("Ended");
    default:
      return _("Unknown");
    }
}

static const char *
state_css_class (CarryOnSessionState state)
{
  switch (state)
    {
    case CARRY_ON_SESSION_STATE_IDLE:
      return "state-idle";
    case CARRY_ON_SESSION_STATE_WORKING:
      return "state-working";
    case CARRY_ON_SESSION_STATE_WAITING:
      return "state-waiting";
    case CARRY_ON_SESSION_STATE_CONTINUING:
      return "state-continuing";
    case CARRY_ON_SESSION_STATE_GAVE_UP:
      return "state-gave-up";
    case CARRY_ON_SESSION_STATE_OFF:
      return "state-off";
    case CARRY_ON_SESSION_STATE_ENDED:
      return "state-ended";
    default:
      return "state-idle";
    }
}

/**
 * carry_on_format_status:
 * @countdown: (nullable): carry_on_format_countdown()'s text
 * @next: the number of the pending continue in the current run (the
 *   session's count + 1)
 * @limit: the session's limit (at most that many in a row)
 *
 * The row's status line while a continue is pending: "Continuing in 0:42
 * (2 of 99 in a row)".  The pending continue is counted, as the host's own
 * transcript counts it ("(2/99)").
 *
 * Returns: (transfer full) (nullable): the text, %NULL without @countdown
 */
char *
carry_on_format_status (const char *countdown,
                        guint       next,
                        guint       limit)
{
  if (countdown == NULL)
    return NULL;
  /* Translators: "Continuing in 0:42 (2 of 99 in a row)" */
  return g_strdup_printf (_("%s (%u of %u in a row)"), countdown, next, limit);
}

/**
 * carry_on_session_row_get_pending:
 *
 * Returns: %TRUE while the row's session waits for a continue (state
 *   "waiting" with a due time), the only time its countdown needs redrawing
 */
gboolean
carry_on_session_row_get_pending (CarryOnSessionRow *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION_ROW (self), FALSE);

  return self->session != NULL &&
         carry_on_session_get_state (self->session) == CARRY_ON_SESSION_STATE_WAITING &&
         carry_on_session_get_due (self->session) > 0;
}

/**
 * carry_on_session_row_get_next_change:
 * @out_period: (out) (optional): how often the row's countdown text
 *   changes (s, see carry_on_countdown_period_s()): 60 while it is an hour
 *   or more away, 1 otherwise, 0 when it has none
 *
 * Both from one reading of the clock, so they agree at a boundary.
 *
 * Returns: when the row's countdown text next changes (wall-clock epoch
 *   µs, see carry_on_countdown_next_change()), or 0 when it has none
 */
gint64
carry_on_session_row_get_next_change (CarryOnSessionRow *self,
                                      guint             *out_period)
{
  gint64 due, now;

  if (out_period != NULL)
    *out_period = 0;
  g_return_val_if_fail (CARRY_ON_IS_SESSION_ROW (self), 0);

  if (!carry_on_session_row_get_pending (self))
    return 0;
  due = carry_on_session_get_due (self->session);
  now = carry_on_clock_get_wall (self->clock);
  if (out_period != NULL)
    *out_period = carry_on_countdown_period_s (due, now);
  return carry_on_countdown_next_change (due, now);
}

static void
set_status_text (CarryOnSessionRow *self,
                 const char        *text)
{
  /* A GtkInscription's size does not depend on its text: a new text only
   * redraws the row, it never relayouts the list.  The tooltip and the
   * accessible description carry the full text (the line ellipsizes);
   * neither is a live region, so a screen reader does not read every
   * tick: the state badge's change is what gets announced. */
  if (g_strcmp0 (gtk_inscription_get_text (self->status_label), text) == 0)
    return;
  gtk_inscription_set_text (self->status_label, text);
  carry_on_widget_set_tip (GTK_WIDGET (self->status_label), text);
}

/**
 * carry_on_session_row_update_countdown:
 *
 * Redraws the status line from the session's "due" and the clock's wall
 * time; the window's shared timer calls it for the pending rows on screen.
 * Only the text changes (no relayout, see set_status_text()).
 */
void
carry_on_session_row_update_countdown (CarryOnSessionRow *self)
{
  g_autofree char *countdown = NULL;
  g_autofree char *text = NULL;
  gboolean pending;

  g_return_if_fail (CARRY_ON_IS_SESSION_ROW (self));

  if (self->session == NULL)
    return;

  pending = carry_on_session_row_get_pending (self);
  if (pending)
    {
      countdown = carry_on_format_countdown (carry_on_session_get_due (self->session),
                                             carry_on_session_get_due_is_reset (self->session),
                                             carry_on_session_get_turn_running (self->session),
                                             carry_on_clock_get_wall (self->clock));
      text = carry_on_format_status (countdown,
                                     carry_on_session_get_count (self->session) + 1,
                                     carry_on_session_get_limit (self->session));
    }
  else
    {
      const char *reason = carry_on_session_get_reason (self->session);

      text = g_strdup (reason != NULL ? reason : "");
    }

  set_status_text (self, text);
  gtk_widget_set_visible (self->countdown_icon, pending);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), TRUE);
}

static void
update_count (CarryOnSessionRow *self)
{
  g_autofree char *text = NULL;
  guint count = carry_on_session_get_count (self->session);
  guint total = carry_on_session_get_total (self->session);

  /* Translators: under the limit in a row's menu: continues sent in the
   * current run, and in all */
  text = g_strdup_printf (_("%u sent in a row now, %u in all"), count, total);
  if (self->count_label != NULL)
    gtk_label_set_label (self->count_label, text);
  carry_on_session_row_update_countdown (self);
}

static void
update_detail (CarryOnSessionRow *self)
{
  const char *cwd = carry_on_session_get_cwd (self->session);
  gpointer host = carry_on_session_get_host (self->session);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *home_cwd = NULL;
  GPid pid = host != NULL ? carry_on_host_get_pid (host) : 0;

  if (cwd != NULL && *cwd != '\0')
    {
      const char *home = g_get_home_dir ();
      gsize len = home != NULL ? strlen (home) : 0;

      if (len > 1 && g_str_has_prefix (cwd, home) && (cwd[len] == '/' || cwd[len] == '\0'))
        g_string_append_printf (text, "~%s", cwd + len);
      else
        g_string_append (text, cwd);
    }
  if (pid > 0)
    {
      const char *version = carry_on_host_get_version (host);

      if (text->len > 0)
        g_string_append (text, " · ");
      /* Translators: a session's host process, "process 4242" */
      g_string_append_printf (text, _("process %d"), (int) pid);
      if (version != NULL && *version != '\0')
        g_string_append_printf (text, " · %s", version);
    }

  gtk_label_set_label (self->detail_label, text->str);
  carry_on_widget_set_tip (GTK_WIDGET (self->detail_label), text->len > 0 ? text->str : NULL);
}

static void update_buttons (CarryOnSessionRow *self);
static void ensure_popovers (CarryOnSessionRow *self);
static void menu_create_popup_cb (GtkMenuButton *button,
                                  gpointer       user_data);

/* While another Carry On controls the session's host this window only
 * observes: its switch, limit, Cancel and Retry now would act on nothing,
 * so they are inactive and say who acts (the host's header offers Take
 * Control). */
static gboolean
is_observed (CarryOnSessionRow *self)
{
  return self->session != NULL && carry_on_session_get_controller (self->session) != NULL;
}

/* (transfer full) (nullable): what the inactive controls of an observed
 * session say, %NULL while this window acts on it. */
static char *
observed_tooltip (CarryOnSessionRow *self)
{
  g_autofree char *who = NULL;

  if (!is_observed (self))
    return NULL;
  who = carry_on_host_text_line (carry_on_session_get_controller (self->session), CARRY_ON_NOTIFIER_HOST_MAX);
  /* Translators: tooltip of a session's inactive controls; %s names
   * the other Carry On, e.g. "Carry On (pid 456)" */
  return g_strdup_printf (_("Controlled by %s: this window only observes"), who);
}

/* The switch says what it does, or why it does nothing now. */
static void
update_switch_tooltip (CarryOnSessionRow *self)
{
  g_autofree char *text = observed_tooltip (self);

  if (text == NULL && self->overridden)
    text = g_strdup (_("Carry On is off: this switch applies when it is turned back on"));
  else if (text == NULL && self->session != NULL)
    /* Translators: accessible name of a session's on/off switch */
    text = g_strdup_printf (_("Continue %s"), carry_on_session_get_title (self->session));

  carry_on_widget_set_tip (GTK_WIDGET (self->enabled_switch), text);
}

static void
update_control (CarryOnSessionRow *self)
{
  gboolean ended = self->session != NULL &&
                   carry_on_session_get_state (self->session) == CARRY_ON_SESSION_STATE_ENDED;
  gboolean acting = !ended && !is_observed (self);
  g_autofree char *tooltip = observed_tooltip (self);

  if (self->limit_spin != NULL)
    gtk_widget_set_sensitive (GTK_WIDGET (self->limit_spin), acting);
  gtk_widget_set_sensitive (GTK_WIDGET (self->enabled_switch), acting);
  carry_on_widget_set_tip (GTK_WIDGET (self->cancel_button), tooltip);
  carry_on_widget_set_tip (GTK_WIDGET (self->retry_button), tooltip);
  update_switch_tooltip (self);
  update_buttons (self);
}

/* Cancel while waiting; Retry now while waiting and after a give-up (then
 * without a countdown).  No accent on Retry now: after a fatal error
 * ("retrying cannot help") a prominent one would contradict the row's own
 * reason; it stays offered for the person who fixed the cause.  In the
 * narrow layout both are in the row's menu. */
static void
update_buttons (CarryOnSessionRow *self)
{
  CarryOnSessionState state = self->session != NULL ? carry_on_session_get_state (self->session)
                                                    : CARRY_ON_SESSION_STATE_IDLE;
  gboolean cancel = state == CARRY_ON_SESSION_STATE_WAITING;
  gboolean retry = state == CARRY_ON_SESSION_STATE_WAITING || state == CARRY_ON_SESSION_STATE_GAVE_UP;
  gboolean acting = !is_observed (self);

  gtk_widget_set_visible (GTK_WIDGET (self->cancel_button), cancel && !self->narrow);
  gtk_widget_set_visible (GTK_WIDGET (self->retry_button), retry && !self->narrow);
  if (self->menu_popover == NULL)
    return;
  gtk_widget_set_visible (self->menu_cancel_button, cancel && self->narrow);
  gtk_widget_set_visible (self->menu_retry_button, retry && self->narrow);
  gtk_widget_set_sensitive (GTK_WIDGET (self->cancel_button), acting);
  gtk_widget_set_sensitive (GTK_WIDGET (self->retry_button), acting);
  gtk_widget_set_sensitive (self->menu_cancel_button, acting);
  gtk_widget_set_sensitive (self->menu_retry_button, acting);
}

static void
update_state (CarryOnSessionRow *self)
{
  CarryOnSessionState state = carry_on_session_get_state (self->session);
  const char *css = state_css_class (state);
  gboolean pending;

  /* The narrow layout's badge is one word: "Waiting to continue" took
   * the title's room at 360 px. */
  if (self->narrow && state == CARRY_ON_SESSION_STATE_WAITING)
    /* Translators: a session's state in the narrow layout, short for
     * "Waiting to continue" */
    gtk_label_set_label (self->state_label, C_("session state", "Waiting"));
  else
    gtk_label_set_label (self->state_label, carry_on_session_state_to_label (state));
  carry_on_widget_set_tip (GTK_WIDGET (self->state_label), carry_on_session_state_to_label (state));

  if (self->state_class != NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (self->state_label), self->state_class);
  gtk_widget_add_css_class (GTK_WIDGET (self->state_label), css);
  g_free (self->state_class);
  self->state_class = g_strdup (css);

  update_buttons (self);
  carry_on_session_row_update_countdown (self);

  update_control (self);

  pending = carry_on_session_row_get_pending (self);
  if (pending != self->pending)
    {
      self->pending = pending;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENDING]);
    }
}

/**
 * carry_on_handoff_stage_to_label:
 * @stage: a session's hand-off stage
 * @reason: (nullable): why it stopped, for %CARRY_ON_HANDOFF_STAGE_STOPPED
 *
 * The row's hand-off line: the run's progress, then its result.
 *
 * Returns: (transfer full) (nullable): a translated text, %NULL for no
 *   hand-off yet
 */
char *
carry_on_handoff_stage_to_label (CarryOnHandoffStage  stage,
                                 const char          *reason)
{
  switch (stage)
    {
    case CARRY_ON_HANDOFF_STAGE_REQUESTED:
      return g_strdup (_("Hand-off: starting…"));
    case CARRY_ON_HANDOFF_STAGE_SAVING:
      return g_strdup (_("Hand-off: saving the state (1/4)…"));
    case CARRY_ON_HANDOFF_STAGE_NOTE_WRITTEN:
      return g_strdup (_("Hand-off: note written (1/4)"));
    case CARRY_ON_HANDOFF_STAGE_DRAFTING:
      return g_strdup (_("Hand-off: drafting the continuation prompt (2/4)…"));
    case CARRY_ON_HANDOFF_STAGE_COMPACTING:
      return g_strdup (_("Hand-off: compacting (3/4)…"));
    case CARRY_ON_HANDOFF_STAGE_DELIVERED:
      return g_strdup (_("Hand-off done: the continuation prompt is delivered"));
    case CARRY_ON_HANDOFF_STAGE_STOPPED:
      /* Translators: %s is the host's reason, e.g. "cancelled: you pressed Esc" */
      return g_strdup_printf (_("Hand-off stopped: %s"), reason != NULL ? reason : _("no reason given"));
    case CARRY_ON_HANDOFF_STAGE_NONE:
    default:
      return NULL;
    }
}

static void
update_handoff (CarryOnSessionRow *self)
{
  CarryOnHandoffStage stage = carry_on_session_get_handoff_stage (self->session);
  gpointer host = carry_on_session_get_host (self->session);
  const char *path = carry_on_session_get_handoff_note_path (self->session);
  gboolean can_paste = carry_on_session_get_handoff_can_paste (self->session);
  gboolean running = carry_on_session_get_handoff_running (self->session);
  gboolean capable = host != NULL && carry_on_host_has_capability (host, "handoff");
  /* Only the host's controller can start a run or paste: while the host
   * is away (or another supervisor controls it) both stay shown, greyed. */
  gboolean usable = capable && carry_on_host_is_controller (host);
  g_autofree char *text = carry_on_handoff_stage_to_label (stage, carry_on_session_get_handoff_reason (self->session));
  g_autofree char *tooltip = NULL;
  g_autofree char *paste_tooltip = NULL;

  g_signal_group_set_target (self->host_signals, host);
  gtk_widget_set_visible (self->handoff_button, capable && !self->narrow);
  gtk_widget_set_sensitive (self->handoff_button,
                            usable && !running &&
                            carry_on_session_get_state (self->session) != CARRY_ON_SESSION_STATE_ENDED);
  if (self->menu_handoff_button != NULL)
    {
      gtk_widget_set_visible (self->menu_handoff_button, capable);
      gtk_widget_set_sensitive (self->menu_handoff_button, gtk_widget_get_sensitive (self->handoff_button));
    }
  update_detail (self);
  gtk_widget_set_visible (self->handoff_box, text != NULL || can_paste);
  gtk_widget_set_visible (self->paste_button, can_paste && !running && capable);
  gtk_widget_set_sensitive (self->paste_button, usable);
  gtk_label_set_label (self->handoff_label, text != NULL ? text : "");
  if (path != NULL)
    /* Translators: tooltip of the hand-off line; %s is the note's path */
    tooltip = g_strdup_printf (_("%s\nNote: %s"), text != NULL ? text : "", path);
  carry_on_widget_set_tip (GTK_WIDGET (self->handoff_label), tooltip != NULL ? tooltip : text);
  /* Paste again is the prompt of the run shown: name that run's note. */
  if (path != NULL)
    paste_tooltip = g_strdup_printf (
      /* Translators: tooltip of "Paste Again"; %s is the note's path */
      _("Put this hand-off's continuation prompt into the prompt box again; it points to the note %s"),
      path);
  carry_on_widget_set_tip (self->paste_button,
                               paste_tooltip != NULL
                               ? paste_tooltip
                               : _("Put this hand-off's continuation prompt into the prompt box again"));
}

static void
update_title (CarryOnSessionRow *self)
{
  const char *title = carry_on_session_get_title (self->session);
  const char *cwd = carry_on_session_get_cwd (self->session);
  g_autofree char *switch_label = NULL;
  g_autofree char *limit_label = NULL;
  g_autofree char *history_label = NULL;
  g_autofree char *cancel_label = NULL;
  g_autofree char *retry_label = NULL;
  g_autofree char *menu_label = NULL;

  gtk_label_set_label (self->title_label, title);
  carry_on_widget_set_tip (GTK_WIDGET (self->title_label), cwd != NULL ? cwd : title);
  if (self->history_title != NULL)
    gtk_label_set_label (self->history_title, title);
  update_detail (self);

  /* Translators: accessible name of a session's on/off switch */
  switch_label = g_strdup_printf (_("Continue %s"), title);
  /* Translators: accessible name of a session's limit spin button */
  limit_label = g_strdup_printf (_("At most this many continues in a row for %s"), title);
  /* Translators: accessible name of a session's history button */
  history_label = g_strdup_printf (_("History of %s"), title);
  /* Translators: accessible name of the Cancel button of a pending continue */
  cancel_label = g_strdup_printf (_("Cancel the continue of %s"), title);
  /* Translators: accessible name of the Retry now button */
  retry_label = g_strdup_printf (_("Continue %s now"), title);
  /* Translators: accessible name of a row's menu button (limit, history, hand-off) */
  menu_label = g_strdup_printf (_("Limit, history and more for %s"), title);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->enabled_switch),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, switch_label, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->history_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, history_label, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->cancel_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, cancel_label, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->retry_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, retry_label, -1);
  if (self->menu_popover != NULL)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->limit_spin),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, limit_label, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->menu_history_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, history_label, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->menu_cancel_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, cancel_label, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->menu_retry_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, retry_label, -1);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->menu_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, menu_label, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  update_switch_tooltip (self);
}

static char *
format_history_time (gint64 time_us,
                     gint64 now_us)
{
  g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (time_us / G_USEC_PER_SEC);
  g_autoptr(GDateTime) now = g_date_time_new_from_unix_local (now_us / G_USEC_PER_SEC);

  if (when == NULL)
    return g_strdup ("?");
  if (now != NULL &&
      g_date_time_get_year (when) == g_date_time_get_year (now) &&
      g_date_time_get_day_of_year (when) == g_date_time_get_day_of_year (now))
    return g_date_time_format (when, "%H:%M:%S");
  /* Translators: strftime format of a history line's time on another day */
  return g_date_time_format (when, _("%a %-d %b %H:%M:%S"));
}

static GtkWidget *
create_history_row (gpointer item,
                    gpointer user_data)
{
  CarryOnSessionRow *self = user_data;
  CarryOnHistoryItem *entry = item;
  g_autofree char *when = NULL;
  GtkWidget *box;
  GtkWidget *time_label;
  GtkWidget *text_label;

  when = format_history_time (carry_on_history_item_get_time (entry),
                              carry_on_clock_get_wall (self->clock));

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);

  time_label = gtk_label_new (when);
  gtk_label_set_xalign (GTK_LABEL (time_label), 0);
  gtk_label_set_yalign (GTK_LABEL (time_label), 0);
  gtk_label_set_selectable (GTK_LABEL (time_label), TRUE);
  gtk_widget_set_focusable (time_label, FALSE);
  gtk_widget_add_css_class (time_label, "dim-label");
  gtk_widget_add_css_class (time_label, "numeric");
  gtk_box_append (GTK_BOX (box), time_label);

  text_label = gtk_label_new (carry_on_history_item_get_text (entry));
  gtk_label_set_xalign (GTK_LABEL (text_label), 0);
  gtk_label_set_wrap (GTK_LABEL (text_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text_label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (text_label), 60);
  /* The full text, selectable: a person copies an error message from
   * here into a bug report. */
  gtk_label_set_selectable (GTK_LABEL (text_label), TRUE);
  gtk_widget_set_hexpand (text_label, TRUE);
  gtk_box_append (GTK_BOX (box), text_label);

  return box;
}

static int
history_newest_first (gconstpointer a,
                      gconstpointer b,
                      gpointer      user_data)
{
  gint64 ta = carry_on_history_item_get_time ((CarryOnHistoryItem *) a);
  gint64 tb = carry_on_history_item_get_time ((CarryOnHistoryItem *) b);

  return (ta < tb) - (ta > tb);
}

/* The history is bound only while the popover shows, so a long session
 * list does not keep 50 labels per row alive. */
static void
history_popover_show_cb (CarryOnSessionRow *self)
{
  g_autoptr(GtkSortListModel) sorted = NULL;
  GtkCustomSorter *sorter;
  GListModel *history = carry_on_session_get_history (self->session);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  int width = root != NULL ? gtk_widget_get_width (GTK_WIDGET (root)) : 0;

  /* Wide enough to read a message on one or two lines, but inside the
   * window (a 360 px one too).  On the list, not as the scrolled window's
   * min-content-width, which GTK ignores without a horizontal scrollbar
   * (the popover opened ~100 px wide, one word per line). */
  gtk_widget_set_size_request (GTK_WIDGET (self->history_list),
                               width > 0 ? CLAMP (width - 48, 240, 560) : 480, -1);

  sorter = gtk_custom_sorter_new (history_newest_first, NULL, NULL);
  sorted = gtk_sort_list_model_new (g_object_ref (history), GTK_SORTER (sorter));
  gtk_list_box_bind_model (self->history_list, G_LIST_MODEL (sorted),
                           create_history_row, self, NULL);
}

static void
history_popover_closed_cb (CarryOnSessionRow *self)
{
  gtk_list_box_bind_model (self->history_list, NULL, NULL, NULL, NULL);
}

static void
show_history_cb (CarryOnSessionRow *self)
{
  if (self->session == NULL)
    return;
  ensure_popovers (self);
  gtk_popover_popdown (self->menu_popover);
  gtk_popover_popup (self->history_popover);
}

static void
carry_on_session_row_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  CarryOnSessionRow *self = CARRY_ON_SESSION_ROW (widget);

  self->n_allocations++;
  GTK_WIDGET_CLASS (carry_on_session_row_parent_class)->size_allocate (widget, width, height, baseline);
  if (self->history_popover != NULL)
    gtk_popover_present (self->history_popover);
}

static GtkWidget *
create_history_placeholder (void)
{
  GtkWidget *label = gtk_label_new (_("Nothing has happened yet."));

  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_bottom (label, 12);
  return label;
}

static gboolean
limit_spin_output_cb (GtkSpinButton *spin,
                      gpointer       user_data)
{
  /* No decimals, no locale grouping: the limit is a small integer. */
  g_autofree char *text = g_strdup_printf ("%d", (int) gtk_spin_button_get_value (spin));

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

static void
carry_on_session_row_dispose (GObject *object)
{
  CarryOnSessionRow *self = CARRY_ON_SESSION_ROW (object);

  if (self->session_signals != NULL)
    carry_on_session_row_set_session (self, NULL);
  if (self->history_list != NULL)
    gtk_list_box_bind_model (self->history_list, NULL, NULL, NULL, NULL);
  /* Not a template child: made on first use, parented to the row. */
  if (self->history_popover != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->history_popover));
      self->history_popover = NULL;
      self->history_title = NULL;
      self->history_scroller = NULL;
      self->history_list = NULL;
    }

  gtk_widget_dispose_template (GTK_WIDGET (self), CARRY_ON_TYPE_SESSION_ROW);
  {
    GtkWidget *child;

    /* The template's unnamed root box. */
    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }

  g_clear_handle_id (&self->unflash_id, g_source_remove);
  g_clear_object (&self->session_bindings);
  g_clear_object (&self->session_signals);
  g_clear_object (&self->host_signals);
  g_clear_object (&self->session);
  g_clear_object (&self->clock);
  g_clear_pointer (&self->state_class, g_free);

  G_OBJECT_CLASS (carry_on_session_row_parent_class)->dispose (object);
}

static void
carry_on_session_row_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  CarryOnSessionRow *self = CARRY_ON_SESSION_ROW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_CLOCK:
      g_value_set_object (value, self->clock);
      break;
    case PROP_PENDING:
      g_value_set_boolean (value, carry_on_session_row_get_pending (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_session_row_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  CarryOnSessionRow *self = CARRY_ON_SESSION_ROW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      carry_on_session_row_set_session (self, g_value_get_object (value));
      break;
    case PROP_CLOCK:
      self->clock = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_session_row_class_init (CarryOnSessionRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  carry_on_ui_ensure_resources ();
  object_class->dispose = carry_on_session_row_dispose;
  object_class->get_property = carry_on_session_row_get_property;
  object_class->set_property = carry_on_session_row_set_property;
  widget_class->size_allocate = carry_on_session_row_size_allocate;

  /**
   * CarryOnSessionRow:session:
   * The session this row shows, %NULL while the row is unbound (the
   * window's list view recycles rows from one session to the next).
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, CARRY_ON_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CarryOnSessionRow:clock:
   * The app's clock: the countdown's "now" (construct-only).
   */
  properties[PROP_CLOCK] =
    g_param_spec_object ("clock", NULL, NULL, CARRY_ON_TYPE_CLOCK,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * CarryOnSessionRow:pending:
   * Whether a continue is pending (notified whenever the state may change).
   */
  properties[PROP_PENDING] =
    g_param_spec_boolean ("pending", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sessionrow");
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/carryon/CarryOn/ui/carry-on-session-row.ui");
  gtk_widget_class_bind_template_child (widget_class, CarryOnSessionRow, title_label);
  gtk_widget_class_bind_template_child (widget_class, CarryOnSessionRow, state_label);
  gtk_widget_class_bind_template_child (widget_class, CarryOnSessionRow, detail_label);
  gtk_widget_class_bind_template_child (widget_class, CarryOnSessionRow, status_box);
  gtk_widget_class_bind_template_child (widget_class, CarryOnSessionRow, countdown_icon);
  gtk_widget_class_bind_template_child (widget_class, CarryOnSessionRow, status_label);
  gtk_widget_class_bind_template_child (widget_class, CarryOnSessionRow, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, CarryOnSessionRow, retry_button);
  gtk_widget_class_bind_template_child (widget_class, CarryOnSessionRow, history_button);
  gtk_widget_class_bind_template_child (widget_class, CarryOnSessionRow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, CarryOnSessionRow, enabled_switch);
  gtk_widget_class_bind_template_child (widget_class, CarryOnSessionRow, handoff_button);
  gtk_widget_class_bind_template_child (widget_class, CarryOnSessionRow, handoff_box);
  gtk_widget_class_bind_template_child (widget_class, CarryOnSessionRow, handoff_label);
  gtk_widget_class_bind_template_child (widget_class, CarryOnSessionRow, paste_button);
  gtk_widget_class_bind_template_callback (widget_class, show_history_cb);
}

static void
carry_on_session_row_init (CarryOnSessionRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->session_bindings = g_binding_group_new ();
  g_binding_group_bind (self->session_bindings, "enabled",
                        self->enabled_switch, "active",
                        G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);

  self->session_signals = g_signal_group_new (CARRY_ON_TYPE_SESSION);
  g_signal_group_connect_swapped (self->session_signals, "notify::title",
                                  G_CALLBACK (update_title), self);
  g_signal_group_connect_swapped (self->session_signals, "notify::cwd",
                                  G_CALLBACK (update_title), self);
  g_signal_group_connect_swapped (self->session_signals, "notify::state",
                                  G_CALLBACK (update_state), self);
  g_signal_group_connect_swapped (self->session_signals, "notify::reason",
                                  G_CALLBACK (update_state), self);
  g_signal_group_connect_swapped (self->session_signals, "notify::due",
                                  G_CALLBACK (update_state), self);
  g_signal_group_connect_swapped (self->session_signals, "notify::due-is-reset",
                                  G_CALLBACK (update_state), self);
  g_signal_group_connect_swapped (self->session_signals, "notify::controller",
                                  G_CALLBACK (update_control), self);
  g_signal_group_connect_swapped (self->session_signals, "notify::turn-running",
                                  G_CALLBACK (carry_on_session_row_update_countdown), self);
  g_signal_group_connect_swapped (self->session_signals, "notify::count",
                                  G_CALLBACK (update_count), self);
  g_signal_group_connect_swapped (self->session_signals, "notify::total",
                                  G_CALLBACK (update_count), self);
  g_signal_group_connect_swapped (self->session_signals, "notify::limit",
                                  G_CALLBACK (update_count), self);
  {
    static const char * const handoff_props[] = {
      "notify::handoff-stage", "notify::handoff-reason", "notify::handoff-note-path",
      "notify::handoff-can-paste", "notify::host", "notify::state",
    };

    for (guint i = 0; i < G_N_ELEMENTS (handoff_props); i++)
      g_signal_group_connect_swapped (self->session_signals, handoff_props[i],
                                      G_CALLBACK (update_handoff), self);
  }
  self->host_signals = g_signal_group_new (CARRY_ON_TYPE_HOST);
  g_signal_group_connect_swapped (self->host_signals, "notify::state",
                                  G_CALLBACK (update_handoff), self);
  g_signal_group_connect_swapped (self->host_signals, "notify::version",
                                  G_CALLBACK (update_detail), self);

  /* Not in the template: see carry_on_widget_set_tip(). */
  carry_on_widget_set_tip (self->handoff_button, _("Hand Off…"));
  carry_on_widget_set_tip (GTK_WIDGET (self->history_button), _("History"));
  carry_on_widget_set_tip (GTK_WIDGET (self->menu_button), _("Limit, History and More"));

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_menu_button_set_create_popup_func (self->menu_button, menu_create_popup_cb, self, NULL);
}

/**
 * carry_on_session_row_new:
 * @session: (transfer none) (nullable): the session to show, or %NULL for
 *   an unbound row (bind it later with carry_on_session_row_set_session())
 * @clock: (transfer none): the app's clock, for the countdown's "now"
 *
 * Returns: (transfer floating): a new #CarryOnSessionRow
 */
GtkWidget *
carry_on_session_row_new (CarryOnSession *session,
                          CarryOnClock   *clock)
{
  g_return_val_if_fail (session == NULL || CARRY_ON_IS_SESSION (session), NULL);
  g_return_val_if_fail (CARRY_ON_IS_CLOCK (clock), NULL);

  return g_object_new (CARRY_ON_TYPE_SESSION_ROW,
                       "session", session,
                       "clock", clock,
                       NULL);
}

/* The row's buttons and the app actions they run for the bound session
 * (the target is the session key). */
static const struct {
  gsize       offset;
  const char *action;
} row_actions[] = {
  { G_STRUCT_OFFSET (CarryOnSessionRow, cancel_button), "app.cancel" },
  { G_STRUCT_OFFSET (CarryOnSessionRow, retry_button), "app.retry-now" },
  { G_STRUCT_OFFSET (CarryOnSessionRow, handoff_button), "app.handoff-dialog" },
  { G_STRUCT_OFFSET (CarryOnSessionRow, menu_handoff_button), "app.handoff-dialog" },
  { G_STRUCT_OFFSET (CarryOnSessionRow, menu_cancel_button), "app.cancel" },
  { G_STRUCT_OFFSET (CarryOnSessionRow, menu_retry_button), "app.retry-now" },
  { G_STRUCT_OFFSET (CarryOnSessionRow, paste_button), "app.handoff-paste" },
};

/* The buttons act on the bound session (the target is its key); no
 * action while unbound.  The menu's buttons once they exist. */
static void
set_actions (CarryOnSessionRow *self)
{
  g_autoptr(GVariant) target = NULL;

  if (self->session != NULL)
    target = g_variant_ref_sink (g_variant_new_string (carry_on_session_get_key (self->session)));

  for (guint i = 0; i < G_N_ELEMENTS (row_actions); i++)
    {
      GtkActionable *button = G_STRUCT_MEMBER (GtkActionable *, self, row_actions[i].offset);

      if (button == NULL)
        continue;
      gtk_actionable_set_action_name (button, NULL);
      if (target == NULL)
        continue;
      gtk_actionable_set_action_target_value (button, target);
      gtk_actionable_set_action_name (button, row_actions[i].action);
    }
}

/* The row's menu and its history popover are made the first time the row
 * needs them: the list view keeps up to 200 rows (GTK 4.8), most of them
 * never opened, and the two popovers were half of a row's widgets. */
static void
ensure_popovers (CarryOnSessionRow *self)
{
  g_autoptr(GtkBuilder) builder = NULL;
  g_autoptr(GtkBuilderScope) scope = NULL;
  g_autoptr(GError) error = NULL;

  if (self->menu_popover != NULL)
    return;

  scope = gtk_builder_cscope_new ();
  gtk_builder_cscope_add_callback_symbol (GTK_BUILDER_CSCOPE (scope), "show_history_cb",
                                          G_CALLBACK (show_history_cb));
  gtk_builder_cscope_add_callback_symbol (GTK_BUILDER_CSCOPE (scope), "history_popover_show_cb",
                                          G_CALLBACK (history_popover_show_cb));
  gtk_builder_cscope_add_callback_symbol (GTK_BUILDER_CSCOPE (scope), "history_popover_closed_cb",
                                          G_CALLBACK (history_popover_closed_cb));
  builder = gtk_builder_new ();
  gtk_builder_set_scope (builder, scope);
  gtk_builder_set_current_object (builder, G_OBJECT (self));
  if (!gtk_builder_add_from_resource (builder, "/io/carryon/CarryOn/ui/carry-on-session-row-popovers.ui", &error))
    g_error ("the session row's popovers: %s", error->message);

  self->menu_popover = GTK_POPOVER (gtk_builder_get_object (builder, "menu_popover"));
  self->limit_spin = GTK_SPIN_BUTTON (gtk_builder_get_object (builder, "limit_spin"));
  self->count_label = GTK_LABEL (gtk_builder_get_object (builder, "count_label"));
  self->menu_history_button = GTK_WIDGET (gtk_builder_get_object (builder, "menu_history_button"));
  self->menu_cancel_button = GTK_WIDGET (gtk_builder_get_object (builder, "menu_cancel_button"));
  self->menu_retry_button = GTK_WIDGET (gtk_builder_get_object (builder, "menu_retry_button"));
  self->menu_handoff_button = GTK_WIDGET (gtk_builder_get_object (builder, "menu_handoff_button"));
  self->history_popover = GTK_POPOVER (gtk_builder_get_object (builder, "history_popover"));
  self->history_title = GTK_LABEL (gtk_builder_get_object (builder, "history_title"));
  self->history_scroller = GTK_SCROLLED_WINDOW (gtk_builder_get_object (builder, "history_scroller"));
  self->history_list = GTK_LIST_BOX (gtk_builder_get_object (builder, "history_list"));

  gtk_menu_button_set_popover (self->menu_button, GTK_WIDGET (self->menu_popover));
  gtk_widget_set_parent (GTK_WIDGET (self->history_popover), GTK_WIDGET (self));
  gtk_list_box_set_placeholder (self->history_list, create_history_placeholder ());
  g_signal_connect (self->limit_spin, "output", G_CALLBACK (limit_spin_output_cb), NULL);
  carry_on_spin_button_clamp_with_toast (self->limit_spin, _("Continues in a row"));
  g_binding_group_bind (self->session_bindings, "limit",
                        gtk_spin_button_get_adjustment (self->limit_spin), "value",
                        G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);

  set_actions (self);
  if (self->session != NULL)
    {
      update_title (self);
      update_count (self);
      update_state (self);
      update_handoff (self);
    }
  else
    update_buttons (self);
}

static void
menu_create_popup_cb (GtkMenuButton *button,
                      gpointer       user_data)
{
  ensure_popovers (user_data);
}

static gboolean
unflash_cb (gpointer user_data)
{
  CarryOnSessionRow *self = user_data;

  self->unflash_id = 0;
  gtk_widget_remove_css_class (GTK_WIDGET (self), "flash");
  return G_SOURCE_REMOVE;
}

/**
 * carry_on_session_row_flash:
 *
 * Highlights the row for 2 s (app.show-session brought it into view).
 * The highlight ends early when the row is bound to another session.
 */
void
carry_on_session_row_flash (CarryOnSessionRow *self)
{
  g_return_if_fail (CARRY_ON_IS_SESSION_ROW (self));

  gtk_widget_add_css_class (GTK_WIDGET (self), "flash");
  g_clear_handle_id (&self->unflash_id, g_source_remove);
  self->unflash_id = g_timeout_add_seconds (2, unflash_cb, self);
  g_source_set_name_by_id (self->unflash_id, "[carry-on] row flash");
}

/**
 * carry_on_session_row_set_session:
 * @session: (transfer none) (nullable): the session to show; %NULL unbinds
 *   the row
 *
 * Binds the row to @session, the list view's recycling step: every handler
 * and binding on the previous session and its host is dropped, the
 * controls' action targets and the accessible names are set for @session,
 * and the row redraws at once.  An open history popover closes and a
 * flash ends.  Notifies #CarryOnSessionRow:session and, when it changes,
 * #CarryOnSessionRow:pending.
 */
void
carry_on_session_row_set_session (CarryOnSessionRow *self,
                                  CarryOnSession    *session)
{
  g_return_if_fail (CARRY_ON_IS_SESSION_ROW (self));
  g_return_if_fail (session == NULL || CARRY_ON_IS_SESSION (session));

  if (self->session == session)
    return;

  if (self->menu_popover != NULL)
    {
      gtk_popover_popdown (self->history_popover);
      gtk_popover_popdown (self->menu_popover);
    }
  g_clear_handle_id (&self->unflash_id, g_source_remove);
  gtk_widget_remove_css_class (GTK_WIDGET (self), "flash");

  g_signal_group_set_target (self->host_signals, NULL);
  g_signal_group_set_target (self->session_signals, NULL);
  g_binding_group_set_source (self->session_bindings, NULL);
  g_set_object (&self->session, session);

  set_actions (self);

  if (session != NULL)
    {
      g_binding_group_set_source (self->session_bindings, session);
      g_signal_group_set_target (self->session_signals, session);

      update_title (self);
      update_count (self);
      update_state (self);
      update_handoff (self);
    }

  else if (self->pending)
    {
      /* update_state() keeps "pending" right while bound. */
      self->pending = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENDING]);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

/**
 * carry_on_session_row_get_session:
 *
 * Returns: (transfer none) (nullable): the row's session, %NULL while the
 *   row is unbound
 */
CarryOnSession *
carry_on_session_row_get_session (CarryOnSessionRow *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION_ROW (self), NULL);

  return self->session;
}

/**
 * carry_on_session_row_get_control:
 * @name: "switch", "limit" (the spin button in the row's menu), "count"
 *   (the menu's "sent in a row" line), "state" (the badge), "detail" (the
 *   project directory and process), "status" (the status line, a
 *   #GtkInscription: the countdown or the reason), "status-box",
 *   "countdown-icon", "cancel", "retry", "history" (the wide layout's
 *   History button), "history-popover", "menu" (the row's menu button),
 *   "menu-popover", "menu-history", "menu-handoff", "handoff" (the wide
 *   layout's "Hand off…" button), "handoff-box", "handoff-label" or "paste"
 *
 * The row's controls by role, for the window's keyboard handling and the
 * UI tests (which click them like a person would).
 *
 * Returns: (transfer none) (nullable): the widget, %NULL for an unknown name
 */
GtkWidget *
carry_on_session_row_get_control (CarryOnSessionRow *self,
                                  const char        *name)
{
  const struct {
    const char *name;
    gsize       offset;
  } controls[] = {
    { "switch", G_STRUCT_OFFSET (CarryOnSessionRow, enabled_switch) },
    { "limit", G_STRUCT_OFFSET (CarryOnSessionRow, limit_spin) },
    { "count", G_STRUCT_OFFSET (CarryOnSessionRow, count_label) },
    { "state", G_STRUCT_OFFSET (CarryOnSessionRow, state_label) },
    { "detail", G_STRUCT_OFFSET (CarryOnSessionRow, detail_label) },
    { "status", G_STRUCT_OFFSET (CarryOnSessionRow, status_label) },
    { "status-box", G_STRUCT_OFFSET (CarryOnSessionRow, status_box) },
    { "countdown-icon", G_STRUCT_OFFSET (CarryOnSessionRow, countdown_icon) },
    { "cancel", G_STRUCT_OFFSET (CarryOnSessionRow, cancel_button) },
    { "retry", G_STRUCT_OFFSET (CarryOnSessionRow, retry_button) },
    { "history", G_STRUCT_OFFSET (CarryOnSessionRow, history_button) },
    { "history-popover", G_STRUCT_OFFSET (CarryOnSessionRow, history_popover) },
    { "menu", G_STRUCT_OFFSET (CarryOnSessionRow, menu_button) },
    { "menu-popover", G_STRUCT_OFFSET (CarryOnSessionRow, menu_popover) },
    { "menu-history", G_STRUCT_OFFSET (CarryOnSessionRow, menu_history_button) },
    { "menu-handoff", G_STRUCT_OFFSET (CarryOnSessionRow, menu_handoff_button) },
    { "menu-cancel", G_STRUCT_OFFSET (CarryOnSessionRow, menu_cancel_button) },
    { "menu-retry", G_STRUCT_OFFSET (CarryOnSessionRow, menu_retry_button) },
    { "handoff", G_STRUCT_OFFSET (CarryOnSessionRow, handoff_button) },
    { "handoff-box", G_STRUCT_OFFSET (CarryOnSessionRow, handoff_box) },
    { "handoff-label", G_STRUCT_OFFSET (CarryOnSessionRow, handoff_label) },
    { "paste", G_STRUCT_OFFSET (CarryOnSessionRow, paste_button) },
  };

  g_return_val_if_fail (CARRY_ON_IS_SESSION_ROW (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  /* The popovers' controls exist once asked for, as when a person opens
   * the menu. */
  if (g_str_equal (name, "limit") || g_str_equal (name, "count") ||
      g_str_has_prefix (name, "menu-") || g_str_equal (name, "history-popover"))
    ensure_popovers (self);

  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    if (g_str_equal (controls[i].name, name))
      return G_STRUCT_MEMBER (GtkWidget *, self, controls[i].offset);

  return NULL;
}

/**
 * carry_on_session_row_set_narrow:
 * @narrow: %TRUE below about 500 px of window width
 *
 * The narrow layout folds the History, "Hand off…", Cancel and Retry Now
 * buttons into the row's menu (labelled for screen readers, reachable by
 * keyboard), so a row fits 360 px.
 */
void
carry_on_session_row_set_narrow (CarryOnSessionRow *self,
                                 gboolean           narrow)
{
  g_return_if_fail (CARRY_ON_IS_SESSION_ROW (self));

  narrow = !!narrow;
  if (narrow == self->narrow)
    return;

  self->narrow = narrow;
  gtk_widget_set_visible (GTK_WIDGET (self->history_button), !narrow);
  /* The status line gets three lines in the narrow layout, whatever the
   * state, so "Resuming at 19:01 (in 1 h 12 min) after the usage limit
   * (1 of 99 in a row)" is read whole at 360 px and rows keep one
   * height. */
  gtk_inscription_set_min_lines (self->status_label, narrow ? 3 : 1);
  gtk_inscription_set_nat_lines (self->status_label, narrow ? 3 : 1);
  gtk_inscription_set_wrap_mode (self->status_label, PANGO_WRAP_WORD_CHAR);
  update_buttons (self);
  if (self->session != NULL)
    update_state (self);
  if (self->session != NULL)
    update_handoff (self);
  else
    gtk_widget_set_visible (self->handoff_button, FALSE);
}

/**
 * carry_on_session_row_get_narrow:
 *
 * Returns: whether the row has its narrow layout
 */
gboolean
carry_on_session_row_get_narrow (CarryOnSessionRow *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION_ROW (self), FALSE);

  return self->narrow;
}

/**
 * carry_on_session_row_set_overridden:
 * @overridden: %TRUE while Carry On is off as a whole
 *
 * The global switch off overrides every session's own switch: the row is
 * dimmed (its switch keeps its own value, the one that applies again when
 * Carry On is turned back on) and the switch's tooltip says so.
 */
void
carry_on_session_row_set_overridden (CarryOnSessionRow *self,
                                     gboolean           overridden)
{
  g_return_if_fail (CARRY_ON_IS_SESSION_ROW (self));

  overridden = !!overridden;
  if (overridden == self->overridden)
    return;

  self->overridden = overridden;
  if (overridden)
    gtk_widget_add_css_class (GTK_WIDGET (self), "overridden");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "overridden");
  update_switch_tooltip (self);
}

/**
 * carry_on_session_row_get_overridden:
 *
 * Returns: whether the row shows that Carry On is off as a whole
 */
gboolean
carry_on_session_row_get_overridden (CarryOnSessionRow *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION_ROW (self), FALSE);

  return self->overridden;
}

/**
 * carry_on_session_row_get_n_allocations:
 *
 * For the UI tests and benchmarks: how many times the row was allocated
 * (a countdown tick must not reallocate any row).
 *
 * Returns: the count since the row was made
 */
guint
carry_on_session_row_get_n_allocations (CarryOnSessionRow *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION_ROW (self), 0);

  return self->n_allocations;
}
