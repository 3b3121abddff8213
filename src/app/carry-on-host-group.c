/* carry-on-host-group.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One group of the window: a host kind (Claude Code, DSH, Simulated, …)
 * and its sessions, filtered by kind and by the window's search, in the
 * natural order of their titles.
 *
 * The group is a GListModel of its own list-view items: itself first (the
 * header item: the kind's title and one compact line for all its host
 * processes, "● Connected · 11 sessions · 2.1.332", with the usage windows),
 * then its shown sessions.  The window flattens the groups into the one
 * GtkListView (list-view sections need GTK 4.12; we build on 4.8), so only
 * the rows on screen exist as widgets.  A group with nothing to show (no
 * session, and either no host or a search running) has no items at all,
 * header included.
 *
 * GTK 4.8's list view keeps up to 200 rows alive around its anchor, and a
 * session row takes a millisecond or so to make, bind and measure: a
 * host's snapshot of 1,000 sessions shown at once blocked the main loop for
 * most of a second, and so did fifty hosts of twenty whose snapshots are
 * read in one main-loop iteration.  So sessions that arrive in numbers come
 * in hidden and are shown a few at a time from the top, one step of three
 * a frame's time (16 ms) apart: the frame after a step makes, lays out and
 * draws those three rows (3–8 ms here), where steps run back to back within
 * a time budget left a frame of twenty new rows (25–32 ms).  Past the first
 * 256 rows (beyond the list view's rows while it shows the top) a run of
 * them comes at once.
 * The sessions already shown keep their rows: a session removed and added
 * back in one change (a sort, a search) stays shown.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "carry-on-host.h"
#include "carry-on-host-group.h"
#include "carry-on-notifier-text.h"
#include "carry-on-session.h"
#include "carry-on-time-text.h"
#include "carry-on-ui-utils.h"

struct _CarryOnHostGroup
{
  GObject             parent_instance;

  char               *kind;
  char               *title;
  GListModel         *hosts;
  CarryOnClock       *clock;
  GtkFilterListModel *model;
  GtkSortListModel   *sorted;      /* model, in natural order of titles */
  guint               n_hosts;
  GPtrArray          *items;       /* a copy of sorted's items, to know what a change removed */
  GtkBitset          *revealed;    /* the positions in sorted that are shown */
  guint               n_sessions;  /* how many: the size of revealed */
  gboolean            shown;       /* whether the items (header too) exist */
  gboolean            show_empty;
  guint               reveal_id;
  guint               reveal_guard_id;
  gint64              last_step;   /* when the last reveal step began (the main loop's time, µs); 0: none yet */
  guint               changed_id;  /* a coalesced ::changed (the count) */
};

/* Rows revealed per step, the time between steps (ms: a frame at 60 Hz),
 * the group position from which a whole run is revealed at once (the list
 * view of GTK 4.8 makes at most 200 rows), and the most new sessions of one
 * change that show at once. */
#define REVEAL_STEP      3
#define REVEAL_PERIOD_MS 16
#define IN_PLACE_MAX     4
#define REVEAL_ALL_ABOVE 256
#define REVEAL_PRIORITY  (G_PRIORITY_DEFAULT_IDLE + 10)
#define REVEAL_GUARD_MS  50
/* Above the other idles, so that a guard's step is dispatched alone, not
 * beside the supervisor's status pushes (one stall of both). */
#define REVEAL_GUARD_PRIORITY (G_PRIORITY_DEFAULT_IDLE - 1)

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarryOnHostGroup, carry_on_host_group, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

enum {
  PROP_0,
  PROP_SHOW_EMPTY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GType
carry_on_host_group_get_item_type (GListModel *model)
{
  return G_TYPE_OBJECT;
}

static guint
carry_on_host_group_get_n_items (GListModel *model)
{
  CarryOnHostGroup *self = CARRY_ON_HOST_GROUP (model);

  return self->shown ? 1 + self->n_sessions : 0;
}

static gpointer
carry_on_host_group_get_item (GListModel *model,
                              guint       position)
{
  CarryOnHostGroup *self = CARRY_ON_HOST_GROUP (model);

  if (!self->shown || position > self->n_sessions)
    return NULL;
  if (position == 0)
    return g_object_ref (self);
  return g_object_ref (g_ptr_array_index (self->items, gtk_bitset_get_nth (self->revealed, position - 1)));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = carry_on_host_group_get_item_type;
  iface->get_n_items = carry_on_host_group_get_n_items;
  iface->get_item = carry_on_host_group_get_item;
}

static gboolean
compute_shown (CarryOnHostGroup *self)
{
  return self->n_sessions > 0 || (self->show_empty && self->n_hosts > 0);
}

/* The header appears or goes with its sessions. */
static void
update_shown (CarryOnHostGroup *self)
{
  gboolean shown = compute_shown (self);

  if (shown == self->shown)
    return;

  self->shown = shown;
  if (shown)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, 0, 1 + self->n_sessions);
  else
    g_list_model_items_changed (G_LIST_MODEL (self), 0, 1 + self->n_sessions, 0);
}

static gboolean
emit_changed_cb (gpointer user_data)
{
  CarryOnHostGroup *self = user_data;

  self->changed_id = 0;
  g_signal_emit (self, signals[CHANGED], 0);
  return G_SOURCE_REMOVE;
}

/* Tells the list view: at @position of the shown sessions, @removed went
 * and @added came (self->revealed already says so); the group appears or
 * goes with them. */
static void
change_revealed (CarryOnHostGroup *self,
                 guint             position,
                 guint             removed,
                 guint             added)
{
  guint old_n = self->n_sessions;
  gboolean was_shown = self->shown;

  g_assert (position + removed <= old_n);

  self->n_sessions = old_n - removed + added;
  g_assert (self->n_sessions == gtk_bitset_get_size (self->revealed));
  self->shown = compute_shown (self);

  if (was_shown && self->shown)
    {
      if (removed > 0 || added > 0)
        g_list_model_items_changed (G_LIST_MODEL (self), 1 + position, removed, added);
    }
  else if (was_shown)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, 1 + old_n, 0);
  else if (self->shown)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, 0, 1 + self->n_sessions);

  /* The header's "No sessions" line follows at once, its count of
   * sessions once the batch is in. */
  if ((old_n == 0) != (self->n_sessions == 0))
    g_signal_emit (self, signals[CHANGED], 0);
  else if (old_n != self->n_sessions && self->changed_id == 0)
    {
      self->changed_id = g_idle_add_full (G_PRIORITY_LOW, emit_changed_cb, self, NULL);
      g_source_set_name_by_id (self->changed_id, "[carry-on] group count");
    }
}

/* How many shown sessions are before @position of sorted. */
static guint
revealed_before (CarryOnHostGroup *self,
                 guint             position)
{
  return position > 0 ? (guint) gtk_bitset_get_size_in_range (self->revealed, 0, position - 1) : 0;
}

/* The first position of sorted that is not shown, or the number of items. */
static guint
first_hidden (CarryOnHostGroup *self)
{
  GtkBitsetIter iter;
  guint value;
  guint expected = 0;

  for (gboolean ok = gtk_bitset_iter_init_first (&iter, self->revealed, &value);
       ok && value == expected;
       ok = gtk_bitset_iter_next (&iter, &value))
    expected++;
  return expected;
}

/* Reveals one step of hidden sessions: the first run of hidden ones, at
 * most REVEAL_STEP of them while they are among the first REVEAL_ALL_ABOVE
 * shown, and only one while the group shows none (the first row of a
 * window pays for the first use of the row's template, fonts and icons: a
 * frame of 13–15 ms with three rows here, 6–9 ms with one).  The rows are
 * made and bound in change_revealed() (the list view does it on
 * items-changed), laid out and drawn in the next frame.  Returns whether
 * sessions are still hidden. */
static gboolean
reveal_step (CarryOnHostGroup *self)
{
  if (self->n_sessions < self->items->len)
    {
      guint q = first_hidden (self);
      guint position = revealed_before (self, q);
      guint most = position >= REVEAL_ALL_ABOVE ? G_MAXUINT : self->n_sessions == 0 ? 1 : REVEAL_STEP;
      guint k = 0;

      while (k < most && q + k < self->items->len && !gtk_bitset_contains (self->revealed, q + k))
        k++;
      gtk_bitset_add_range (self->revealed, q, k);
      change_revealed (self, position, 0, k);
    }

  return self->n_sessions < self->items->len;
}

/* Takes a step if @gap (µs) has passed since the last one began, by the
 * main loop's time of this dispatch.  Returns whether sessions are still
 * hidden (also when it was too soon). */
static gboolean
step_if_due (CarryOnHostGroup *self,
             gint64            gap)
{
  gint64 now = g_source_get_time (g_main_current_source ());

  if (self->last_step != 0 && now - self->last_step < gap)
    return TRUE;
  self->last_step = now;
  return reveal_step (self);
}

static gboolean
reveal_cb (gpointer user_data)
{
  CarryOnHostGroup *self = user_data;

  /* Right after a step of the guard's, this tick waits for the next. */
  if (step_if_due (self, REVEAL_PERIOD_MS * 1000))
    return G_SOURCE_CONTINUE;

  self->reveal_id = 0;
  g_clear_handle_id (&self->reveal_guard_id, g_source_remove);
  return G_SOURCE_REMOVE;
}

/* The reveal timeout runs below G_PRIORITY_DEFAULT_IDLE, so an idle of
 * that priority made ready on every iteration (the supervisor's status
 * pushes while hosts keep talking) would starve it and the sessions would
 * never show.  While a reveal is pending, this timeout (just above the
 * default idle priority, so dispatched on its own) takes a step itself
 * when none was taken for REVEAL_GUARD_MS; it exists only while sessions
 * wait to be shown, so nothing wakes once all are.  Either source takes a
 * step only REVEAL_PERIOD_MS or more after the other's, so that a frame
 * never has two steps' rows to make. */
static gboolean
reveal_guard_cb (gpointer user_data)
{
  CarryOnHostGroup *self = user_data;

  if (step_if_due (self, REVEAL_GUARD_MS * 1000))
    return G_SOURCE_CONTINUE;

  g_clear_handle_id (&self->reveal_id, g_source_remove);
  self->reveal_guard_id = 0;
  return G_SOURCE_REMOVE;
}

static void
model_items_changed_cb (CarryOnHostGroup *self,
                        guint             position,
                        guint             removed,
                        guint             added,
                        GListModel       *model)
{
  guint before = revealed_before (self, position);
  guint removed_shown = removed > 0 ? (guint) gtk_bitset_get_size_in_range (self->revealed, position,
                                                                           position + removed - 1)
                                    : 0;
  g_autoptr(GHashTable) kept = NULL;
  guint added_shown = 0;

  /* Sessions shown before that a sort or a filter only moved stay shown. */
  if (removed_shown > 0 && added > 0)
    {
      kept = g_hash_table_new (NULL, NULL);
      for (guint i = position; i < position + removed; i++)
        if (gtk_bitset_contains (self->revealed, i))
          g_hash_table_add (kept, g_ptr_array_index (self->items, i));
    }

  /* The removed items' refs go only after the new ones are taken: a
   * moved session is in both. */
  {
    g_autoptr(GPtrArray) gone = g_ptr_array_new_with_free_func (g_object_unref);

    for (guint i = 0; i < removed; i++)
      g_ptr_array_add (gone, g_ptr_array_steal_index (self->items, position));
    for (guint i = 0; i < added; i++)
      g_ptr_array_insert (self->items, position + i, g_list_model_get_item (model, position + i));
    gtk_bitset_splice (self->revealed, position, removed, added);

    /* A few new sessions show at once; many come in the reveal steps. */
    for (guint i = 0; i < added; i++)
      {
        gpointer item = g_ptr_array_index (self->items, position + i);

        if (added <= IN_PLACE_MAX || (kept != NULL && g_hash_table_contains (kept, item)))
          {
            gtk_bitset_add (self->revealed, position + i);
            added_shown++;
          }
      }
  }

  change_revealed (self, before, removed_shown, added_shown);

  if (self->n_sessions < self->items->len && self->reveal_id == 0)
    {
      /* A step a frame's time apart, below the other idles
       * (G_PRIORITY_DEFAULT_IDLE): GLib dispatches every ready source of
       * one priority in one iteration, and a reveal step run after the
       * supervisor's session.status pushes of a thousand arrivals made one
       * stall of both.  reveal_guard_cb() keeps it from being starved. */
      self->reveal_id = g_timeout_add_full (REVEAL_PRIORITY, REVEAL_PERIOD_MS, reveal_cb, self, NULL);
      g_source_set_name_by_id (self->reveal_id, "[carry-on] reveal sessions");
      self->last_step = 0;
      self->reveal_guard_id = g_timeout_add_full (REVEAL_GUARD_PRIORITY, REVEAL_GUARD_MS,
                                                  reveal_guard_cb, self, NULL);
      g_source_set_name_by_id (self->reveal_guard_id, "[carry-on] reveal sessions (starvation guard)");
    }
}

/* Natural order: "Session 2" before "Session 10" (a sort as text put
 * "Session 1, Session 10, Session 11 … Session 2").  By title rather than
 * by recent activity: during an outage every session fails and continues
 * in turn, and a list sorted by activity would reshuffle under the pointer
 * just when a person reaches for a row's Cancel.  The collation key is made
 * once per title and kept on the session. */
typedef struct
{
  char *title;
  char *key;
} SortKey;

static void
sort_key_free (gpointer data)
{
  SortKey *sk = data;

  g_free (sk->title);
  g_free (sk->key);
  g_free (sk);
}

static const char *
session_sort_key (CarryOnSession *session)
{
  static GQuark quark;
  const char *title = carry_on_session_get_title (session);
  SortKey *sk;

  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("carry-on-sort-key");
  if (title == NULL)
    title = "";

  sk = g_object_get_qdata (G_OBJECT (session), quark);
  if (sk != NULL && g_str_equal (sk->title, title))
    return sk->key;

  sk = g_new0 (SortKey, 1);
  sk->title = g_strdup (title);
  sk->key = g_utf8_collate_key_for_filename (title, -1);
  g_object_set_qdata_full (G_OBJECT (session), quark, sk, sort_key_free);
  return sk->key;
}

static int
compare_sessions_naturally (gconstpointer a,
                            gconstpointer b,
                            gpointer      user_data)
{
  CarryOnSession *sa = (CarryOnSession *) a;
  CarryOnSession *sb = (CarryOnSession *) b;
  int r = strcmp (session_sort_key (sa), session_sort_key (sb));

  return r != 0 ? r : g_strcmp0 (carry_on_session_get_key (sa), carry_on_session_get_key (sb));
}

/* Versions compare naturally too: "2.1.332" is newer than "2.1.99". */
static int
compare_versions (const char *a,
                  const char *b)
{
  g_autofree char *ka = g_utf8_collate_key_for_filename (a, -1);
  g_autofree char *kb = g_utf8_collate_key_for_filename (b, -1);

  return strcmp (ka, kb);
}

static gboolean
session_matches_kind (gpointer item,
                      gpointer user_data)
{
  CarryOnHostGroup *self = user_data;

  return g_strcmp0 (carry_on_session_get_host_kind (CARRY_ON_SESSION (item)), self->kind) == 0;
}

static const char *
host_state_label (CarryOnHostState state)
{
  switch (state)
    {
    case CARRY_ON_HOST_STATE_CONNECTING:
      return _("Connecting…");
    case CARRY_ON_HOST_STATE_CONTROLLER:
      return _("Connected");
    case CARRY_ON_HOST_STATE_OBSERVER:
      /* Translators: a host's state; the line below it names who controls */
      return _("Observing only");
    case CARRY_ON_HOST_STATE_RECONNECTING:
      return _("Reconnecting…");
    case CARRY_ON_HOST_STATE_REFUSED:
      return _("Refused");
    case CARRY_ON_HOST_STATE_CLOSED:
      return _("Closed");
    default:
      return _("Unknown");
    }
}

static const char *
host_state_css (CarryOnHostState state)
{
  switch (state)
    {
    case CARRY_ON_HOST_STATE_CONTROLLER:
      return "host-connected";
    case CARRY_ON_HOST_STATE_OBSERVER:
      return "host-observer";
    case CARRY_ON_HOST_STATE_REFUSED:
    case CARRY_ON_HOST_STATE_CLOSED:
      return "host-refused";
    case CARRY_ON_HOST_STATE_CONNECTING:
    case CARRY_ON_HOST_STATE_RECONNECTING:
    default:
      return "host-reconnecting";
    }
}

static char *
usage_kind_label (const char *kind)
{
  if (g_strcmp0 (kind, "five_hour") == 0)
    return g_strdup (_("5-hour limit"));
  if (g_strcmp0 (kind, "seven_day") == 0)
    return g_strdup (_("weekly limit"));
  if (g_strcmp0 (kind, "seven_day_opus") == 0)
    return g_strdup (_("weekly Opus limit"));
  if (kind == NULL)
    return g_strdup (_("limit"));
  return g_strdelimit (g_strdup (kind), "_", ' ');
}

/* One line per usage window: "5-hour limit [====      ] 42 % used · resets 19:00". */
static GtkWidget *
create_usage_line (const CarryOnUsageWindow *window,
                   gint64                    now_us)
{
  g_autofree char *kind = usage_kind_label (window->kind);
  g_autofree char *text = NULL;
  g_autofree char *at = NULL;
  g_autofree char *accessible = NULL;
  GtkWidget *box;
  GtkWidget *label;
  GtkWidget *bar;

  if (window->resets_at > 0)
    at = carry_on_format_time_of_day (window->resets_at * G_USEC_PER_SEC, now_us);

  if (window->percent_used >= 0 && at != NULL)
    /* Translators: "42 % used · resets 19:00" */
    text = g_strdup_printf (_("%.0f %% used · resets %s"), window->percent_used, at);
  else if (window->percent_used >= 0)
    text = g_strdup_printf (_("%.0f %% used"), window->percent_used);
  else if (at != NULL)
    text = g_strdup_printf (_("resets %s"), at);
  else
    return NULL;

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_margin_start (box, 16);

  label = gtk_label_new (kind);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_width_chars (GTK_LABEL (label), 16);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);

  bar = gtk_level_bar_new_for_interval (0, 100);
  gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), CLAMP (window->percent_used, 0, 100));
  /* More used is worse, unlike a battery: our own offsets (style.css). */
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL);
  gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (bar), "usage-ok", 75);
  gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (bar), "usage-high", 90);
  gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (bar), "usage-full", 100);
  gtk_widget_add_css_class (bar, "usage");
  gtk_widget_set_size_request (bar, 96, -1);
  gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (bar, window->percent_used >= 0);
  /* Translators: accessible name of a usage bar, "5-hour limit: 42 % used · resets 19:00" */
  accessible = g_strdup_printf (_("%s: %s"), kind, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  gtk_box_append (GTK_BOX (box), bar);

  label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (box), label);

  return box;
}

/* The kind's one compact line: "● Connected · 11 sessions · 2.1.332".
 * Each Claude Code process is a host with one session, so the per-process
 * detail (project, process id) is in each session's row, not here; this
 * line sums the processes up and names only what is not fine ("2
 * reconnecting"), with the reasons in its tooltip. */
static GtkWidget *
create_kind_line (CarryOnHostGroup *self)
{
  guint n_by_state[CARRY_ON_HOST_STATE_CLOSED + 1] = { 0, };
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autoptr(GHashTable) versions = g_hash_table_new (g_str_hash, g_str_equal);
  const char *version = NULL;
  GPtrArray *usage = NULL;
  CarryOnHostState worst = CARRY_ON_HOST_STATE_CONTROLLER;
  GtkWidget *outer;
  GtkWidget *box;
  GtkWidget *dot;
  GtkWidget *label;
  guint n = g_list_model_get_n_items (self->hosts);
  guint n_hosts = 0;
  guint n_sessions = g_list_model_get_n_items (G_LIST_MODEL (self->sorted));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarryOnHost) host = g_list_model_get_item (self->hosts, i);
      CarryOnHostState state;
      const char *error;
      const char *v;

      if (g_strcmp0 (carry_on_host_get_kind (host), self->kind) != 0)
        continue;

      n_hosts++;
      state = carry_on_host_get_state (host);
      if (state <= CARRY_ON_HOST_STATE_CLOSED)
        n_by_state[state]++;
      if (state != CARRY_ON_HOST_STATE_CONTROLLER)
        worst = state;
      v = carry_on_host_get_version (host);
      if (v != NULL && *v != '\0')
        {
          g_hash_table_add (versions, (gpointer) v);
          if (version == NULL || compare_versions (v, version) > 0)
            version = v;
        }
      /* The usage windows belong to the account, the same for each of its
       * processes: the first host that reports them speaks for all. */
      if (usage == NULL && carry_on_host_get_usage (host) != NULL &&
          carry_on_host_get_usage (host)->len > 0)
        usage = carry_on_host_get_usage (host);
      error = carry_on_host_get_error (host);
      if (error != NULL && (state == CARRY_ON_HOST_STATE_REFUSED ||
                            state == CARRY_ON_HOST_STATE_RECONNECTING))
        {
          if (problems->len > 0)
            g_string_append_c (problems, '\n');
          g_string_append_printf (problems, "%s: %s", host_state_label (state), error);
        }
    }

  outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  if (n_hosts == 0)
    return outer;

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (outer), box);

  dot = gtk_label_new ("●");
  gtk_widget_add_css_class (dot, "host-dot");
  gtk_widget_add_css_class (dot, host_state_css (worst));
  gtk_accessible_update_property (GTK_ACCESSIBLE (dot),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, host_state_label (worst), -1);
  gtk_box_append (GTK_BOX (box), dot);

  if (n_by_state[CARRY_ON_HOST_STATE_CONTROLLER] == n_hosts || n_hosts == 1)
    g_string_append (text, host_state_label (worst));
  else
    {
      for (guint state = 0; state <= CARRY_ON_HOST_STATE_CLOSED; state++)
        {
          if (n_by_state[state] == 0)
            continue;
          if (text->len > 0)
            g_string_append (text, ", ");
          /* Translators: "10 Connected, 1 Reconnecting…": host processes per state */
          g_string_append_printf (text, _("%u %s"), n_by_state[state], host_state_label (state));
        }
    }

  g_string_append (text, " · ");
  g_string_append_printf (text, ngettext ("%u session", "%u sessions", n_sessions), n_sessions);
  if (n_hosts > 1)
    {
      g_string_append (text, " · ");
      /* Translators: how many host processes of a kind run */
      g_string_append_printf (text, ngettext ("%u process", "%u processes", n_hosts), n_hosts);
    }
  if (version != NULL)
    {
      g_string_append (text, " · ");
      g_string_append (text, version);
      if (g_hash_table_size (versions) > 1)
        /* Translators: after the newest version when processes run several */
        g_string_append (text, _(" (and older)"));
    }

  label = gtk_label_new (text->str);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  carry_on_widget_set_tip (label, problems->len > 0 ? problems->str : text->str);
  gtk_box_append (GTK_BOX (box), label);

  for (guint i = 0; usage != NULL && i < usage->len; i++)
    {
      GtkWidget *line = create_usage_line (g_ptr_array_index (usage, i),
                                           carry_on_clock_get_wall (self->clock));

      if (line != NULL)
        gtk_box_append (GTK_BOX (outer), line);
    }

  return outer;
}

/**
 * carry_on_host_group_refresh_hosts:
 *
 * Re-reads the hosts of this kind from the hosts model: their count, and
 * the title (the first host's name).  Emits #CarryOnHostGroup::changed so
 * a bound header redraws its per-process lines (a handful of hosts:
 * rebuilt whole on any change).
 */
void
carry_on_host_group_refresh_hosts (CarryOnHostGroup *self)
{
  guint n;

  g_return_if_fail (CARRY_ON_IS_HOST_GROUP (self));

  self->n_hosts = 0;
  n = g_list_model_get_n_items (self->hosts);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarryOnHost) host = g_list_model_get_item (self->hosts, i);

      if (g_strcmp0 (carry_on_host_get_kind (host), self->kind) != 0)
        continue;

      if (self->n_hosts == 0)
        {
          const char *name = carry_on_host_get_name (host);

          if (name != NULL && *name != '\0' && g_strcmp0 (name, self->title) != 0)
            {
              g_free (self->title);
              self->title = g_strdup (name);
            }
        }
      self->n_hosts++;
    }

  update_shown (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * carry_on_host_group_get_show_empty:
 *
 * Returns: whether the group shows its header while it has hosts but no
 *   shown session (see carry_on_host_group_set_show_empty())
 */
gboolean
carry_on_host_group_get_show_empty (CarryOnHostGroup *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST_GROUP (self), FALSE);

  return self->show_empty;
}

/**
 * carry_on_host_group_set_show_empty:
 * @show_empty: %TRUE to keep the header (with "No sessions") while a host
 *   of this kind runs without a shown session
 *
 * The window turns it off while a search runs, so a search hides the
 * groups without a match, and on otherwise.  The group's items
 * (header included) appear or go accordingly.
 */
void
carry_on_host_group_set_show_empty (CarryOnHostGroup *self,
                                    gboolean          show_empty)
{
  g_return_if_fail (CARRY_ON_IS_HOST_GROUP (self));

  show_empty = !!show_empty;
  if (show_empty == self->show_empty)
    return;

  self->show_empty = show_empty;
  update_shown (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_EMPTY]);
}

/**
 * carry_on_host_group_get_kind:
 *
 * Returns: (transfer none): the host kind this group shows ("simulated", …)
 */
const char *
carry_on_host_group_get_kind (CarryOnHostGroup *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST_GROUP (self), NULL);

  return self->kind;
}

/**
 * carry_on_host_group_get_title:
 *
 * Returns: (transfer none): the group's heading: the first host's name
 *   from its hello, else a display name for the kind
 */
const char *
carry_on_host_group_get_title (CarryOnHostGroup *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST_GROUP (self), NULL);

  return self->title;
}

/**
 * carry_on_host_group_get_model:
 *
 * Returns: (transfer none): the group's sessions after the kind and search
 *   filters (without the header item)
 */
GListModel *
carry_on_host_group_get_model (CarryOnHostGroup *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST_GROUP (self), NULL);

  return G_LIST_MODEL (self->sorted);
}

/**
 * carry_on_host_group_get_n_hosts:
 *
 * Returns: how many host processes of this kind the supervisor has (as of
 *   the last carry_on_host_group_refresh_hosts())
 */
guint
carry_on_host_group_get_n_hosts (CarryOnHostGroup *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST_GROUP (self), 0);

  return self->n_hosts;
}

/* The header widget ---------------------------------------------------------- */

typedef struct
{
  CarryOnHostGroup *group;
  gulong            changed_id;
  GtkLabel         *title_label;
  GtkBox           *hosts_box;
  GtkWidget        *control_box;   /* "Controlled by …" and Take Control: */
  GtkLabel         *control_label; /* kept across updates, never rebuilt */
  GtkWidget        *take_button;   /* (a click must not free its button) */
  GtkWidget        *placeholder;
} Header;

static void
header_unbind (Header *header)
{
  if (header->group != NULL)
    {
      g_clear_signal_handler (&header->changed_id, header->group);
      g_clear_object (&header->group);
    }
}

static void
header_free (gpointer data)
{
  Header *header = data;

  header_unbind (header);
  g_free (header);
}

/* While another Carry On controls this kind's hosts the window only
 * observes them: say who acts, and offer Take Control when the hosts'
 * plugins can hand control over (control.take), or say to update them. */
static void
update_control (Header *header)
{
  CarryOnHostGroup *self = header->group;
  g_autofree char *who = NULL;
  g_autofree char *text = NULL;
  const char *name = NULL;
  guint n_observed = 0;
  guint n_takeable = 0;
  guint n;

  n = self != NULL ? g_list_model_get_n_items (self->hosts) : 0;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarryOnHost) host = g_list_model_get_item (self->hosts, i);

      if (g_strcmp0 (carry_on_host_get_kind (host), self->kind) != 0 ||
          carry_on_host_get_state (host) != CARRY_ON_HOST_STATE_OBSERVER)
        continue;
      n_observed++;
      if (carry_on_host_can_take_control (host))
        n_takeable++;
      if (who == NULL && carry_on_host_get_controller (host) != NULL)
        who = carry_on_host_text_line (carry_on_host_get_controller (host),
                                           CARRY_ON_NOTIFIER_HOST_MAX);
      if (name == NULL)
        name = carry_on_host_get_name (host);
    }

  gtk_widget_set_visible (header->control_box, n_observed > 0);
  gtk_widget_set_visible (header->take_button, n_takeable > 0);
  if (n_observed == 0)
    return;

  if (who == NULL)
    who = g_strdup (_("another Carry On"));
  if (n_takeable > 0)
    /* Translators: %s names the other Carry On, e.g. "Carry On (pid 456)" */
    text = g_strdup_printf (_("Controlled by %s: this window only observes"), who);
  else
    {
      g_autofree char *host = carry_on_host_text_line (name != NULL ? name : self->title,
                                                           CARRY_ON_NOTIFIER_HOST_MAX);

      /* Translators: the first %s names the other Carry On, e.g. "Carry On
       * (pid 456)"; the second the agent, e.g. "Claude Code" */
      text = g_strdup_printf (_("Controlled by %s: this window only observes; update the %s plugin to take control here"),
                              who, host);
    }
  gtk_label_set_label (header->control_label, text);
  carry_on_widget_set_tip (GTK_WIDGET (header->control_label), text);
}

/* Takes control of each observed host of the kind that can hand it over.
 * The button stays: the header only hides it once control has come. */
static void
take_control_clicked_cb (GtkButton *button,
                         Header    *header)
{
  CarryOnHostGroup *self = header->group;
  guint n;

  if (self == NULL)
    return;

  n = g_list_model_get_n_items (self->hosts);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarryOnHost) host = g_list_model_get_item (self->hosts, i);

      if (g_strcmp0 (carry_on_host_get_kind (host), self->kind) == 0 &&
          carry_on_host_get_state (host) == CARRY_ON_HOST_STATE_OBSERVER &&
          carry_on_host_can_take_control (host))
        gtk_widget_activate_action (GTK_WIDGET (button), "app.take-control", "s",
                                    carry_on_host_get_id (host));
    }
}

static void
header_update (Header *header)
{
  CarryOnHostGroup *self = header->group;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (header->hosts_box))) != NULL)
    gtk_box_remove (header->hosts_box, child);

  update_control (header);
  if (self == NULL)
    return;

  gtk_label_set_label (header->title_label, self->title);

  gtk_box_append (header->hosts_box, create_kind_line (self));

  gtk_widget_set_visible (GTK_WIDGET (header->hosts_box), self->n_hosts > 0);
  gtk_widget_set_visible (header->placeholder, self->n_sessions == 0);
}

/**
 * carry_on_host_group_header_new:
 *
 * The list view's widget for a group's header item: the title (an
 * accessible heading), one line per host process (state, version, process
 * id, usage bars) and, for a group without a shown session, a "No
 * sessions" card.  Bind it with carry_on_host_group_header_bind(); the
 * window's list-item factory recycles it.
 *
 * Returns: (transfer floating): a new, unbound header widget
 */
GtkWidget *
carry_on_host_group_header_new (void)
{
  Header *header = g_new0 (Header, 1);
  GtkWidget *box;
  GtkWidget *info;
  GtkWidget *title;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (box, "host-header");

  info = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_margin_start (info, 2);
  gtk_box_append (GTK_BOX (box), info);

  title = g_object_new (GTK_TYPE_LABEL,
                        "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                        "xalign", 0.0f,
                        "ellipsize", PANGO_ELLIPSIZE_END,
                        NULL);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (info), title);
  header->title_label = GTK_LABEL (title);

  header->hosts_box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 2));
  gtk_box_append (GTK_BOX (info), GTK_WIDGET (header->hosts_box));

  header->control_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (header->control_box, "host-control");
  gtk_widget_set_visible (header->control_box, FALSE);
  gtk_box_append (GTK_BOX (info), header->control_box);
  header->control_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (header->control_label, 0);
  gtk_label_set_wrap (header->control_label, TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (header->control_label), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (header->control_label), "caption");
  gtk_box_append (GTK_BOX (header->control_box), GTK_WIDGET (header->control_label));
  header->take_button = gtk_button_new_with_mnemonic (_("_Take Control"));
  gtk_widget_set_name (header->take_button, "take-control");
  gtk_widget_set_valign (header->take_button, GTK_ALIGN_CENTER);
  carry_on_widget_set_tip (header->take_button,
                               _("Act on these sessions from this window; the other Carry On then only observes them"));
  g_signal_connect (header->take_button, "clicked", G_CALLBACK (take_control_clicked_cb), header);
  gtk_box_append (GTK_BOX (header->control_box), header->take_button);

  header->placeholder = gtk_label_new (_("No sessions"));
  gtk_widget_add_css_class (header->placeholder, "dim-label");
  gtk_widget_add_css_class (header->placeholder, "card");
  gtk_widget_add_css_class (header->placeholder, "no-sessions");
  gtk_box_append (GTK_BOX (box), header->placeholder);

  g_object_set_data_full (G_OBJECT (box), "carry-on-host-header", header, header_free);

  return box;
}

/**
 * carry_on_host_group_header_bind:
 * @header: a widget from carry_on_host_group_header_new()
 * @group: (transfer none) (nullable): the group to show; %NULL unbinds
 *
 * Shows @group in @header and follows its changes (hosts, title, whether
 * it has sessions) until it is bound to another group or unbound.
 */
void
carry_on_host_group_header_bind (GtkWidget        *header,
                                 CarryOnHostGroup *group)
{
  Header *state;

  g_return_if_fail (GTK_IS_WIDGET (header));
  g_return_if_fail (group == NULL || CARRY_ON_IS_HOST_GROUP (group));

  state = g_object_get_data (G_OBJECT (header), "carry-on-host-header");
  g_return_if_fail (state != NULL);

  if (state->group == group)
    return;

  header_unbind (state);
  if (group != NULL)
    {
      state->group = g_object_ref (group);
      state->changed_id = g_signal_connect_swapped (group, "changed",
                                                    G_CALLBACK (header_update), state);
    }
  header_update (state);
}

/* The type ------------------------------------------------------------------ */

static void
carry_on_host_group_dispose (GObject *object)
{
  CarryOnHostGroup *self = CARRY_ON_HOST_GROUP (object);

  g_clear_handle_id (&self->reveal_id, g_source_remove);
  g_clear_handle_id (&self->reveal_guard_id, g_source_remove);
  if (self->sorted != NULL)
    g_signal_handlers_disconnect_by_data (self->sorted, self);
  g_clear_object (&self->sorted);
  g_clear_object (&self->model);
  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_clear_pointer (&self->revealed, gtk_bitset_unref);
  g_clear_handle_id (&self->changed_id, g_source_remove);
  g_clear_object (&self->hosts);
  g_clear_object (&self->clock);

  G_OBJECT_CLASS (carry_on_host_group_parent_class)->dispose (object);
}

static void
carry_on_host_group_finalize (GObject *object)
{
  CarryOnHostGroup *self = CARRY_ON_HOST_GROUP (object);

  g_clear_pointer (&self->kind, g_free);
  g_clear_pointer (&self->title, g_free);

  G_OBJECT_CLASS (carry_on_host_group_parent_class)->finalize (object);
}

static void
carry_on_host_group_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  CarryOnHostGroup *self = CARRY_ON_HOST_GROUP (object);

  switch (prop_id)
    {
    case PROP_SHOW_EMPTY:
      g_value_set_boolean (value, self->show_empty);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_host_group_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  CarryOnHostGroup *self = CARRY_ON_HOST_GROUP (object);

  switch (prop_id)
    {
    case PROP_SHOW_EMPTY:
      carry_on_host_group_set_show_empty (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_host_group_class_init (CarryOnHostGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carry_on_host_group_dispose;
  object_class->finalize = carry_on_host_group_finalize;
  object_class->get_property = carry_on_host_group_get_property;
  object_class->set_property = carry_on_host_group_set_property;

  /**
   * CarryOnHostGroup:show-empty:
   * Whether the header stays while hosts of the kind run without a shown
   * session (off while the window's search runs).
   */
  properties[PROP_SHOW_EMPTY] =
    g_param_spec_boolean ("show-empty", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CarryOnHostGroup::changed:
   * The hosts of the kind, the title, or whether the group has a shown
   * session changed: a bound header redraws.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
carry_on_host_group_init (CarryOnHostGroup *self)
{
  self->show_empty = TRUE;
}

/**
 * carry_on_host_group_new:
 * @kind: the host kind this group shows
 * @sessions: (transfer none): all sessions (the supervisor's model)
 * @hosts: (transfer none): all hosts (the supervisor's model)
 * @search_filter: (transfer none): the window's search filter, shared by
 *   every group
 * @clock: (transfer none): the app's clock (the usage lines' "today")
 *
 * Returns: (transfer full): a new #CarryOnHostGroup
 */
CarryOnHostGroup *
carry_on_host_group_new (const char   *kind,
                         GListModel   *sessions,
                         GListModel   *hosts,
                         GtkFilter    *search_filter,
                         CarryOnClock *clock)
{
  CarryOnHostGroup *self;
  GtkEveryFilter *filter;

  g_return_val_if_fail (kind != NULL, NULL);
  g_return_val_if_fail (G_IS_LIST_MODEL (sessions), NULL);
  g_return_val_if_fail (G_IS_LIST_MODEL (hosts), NULL);
  g_return_val_if_fail (GTK_IS_FILTER (search_filter), NULL);
  g_return_val_if_fail (CARRY_ON_IS_CLOCK (clock), NULL);

  self = g_object_new (CARRY_ON_TYPE_HOST_GROUP, NULL);
  self->kind = g_strdup (kind);
  self->title = carry_on_host_kind_to_display_name (kind);
  self->hosts = g_object_ref (hosts);
  self->clock = g_object_ref (clock);

  filter = gtk_every_filter_new ();
  gtk_multi_filter_append (GTK_MULTI_FILTER (filter),
                           GTK_FILTER (gtk_custom_filter_new (session_matches_kind, self, NULL)));
  gtk_multi_filter_append (GTK_MULTI_FILTER (filter), g_object_ref (search_filter));
  self->model = gtk_filter_list_model_new (g_object_ref (sessions), GTK_FILTER (filter));
  self->sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->model)),
                                          GTK_SORTER (gtk_custom_sorter_new (compare_sessions_naturally,
                                                                             NULL, NULL)));
  self->n_sessions = 0;
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  self->revealed = gtk_bitset_new_empty ();
  g_signal_connect_swapped (self->sorted, "items-changed",
                            G_CALLBACK (model_items_changed_cb), self);

  carry_on_host_group_refresh_hosts (self);
  self->shown = compute_shown (self);
  if (g_list_model_get_n_items (G_LIST_MODEL (self->sorted)) > 0)
    model_items_changed_cb (self, 0, 0, g_list_model_get_n_items (G_LIST_MODEL (self->sorted)),
                            G_LIST_MODEL (self->sorted));

  return self;
}
