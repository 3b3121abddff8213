/* test-policy.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carry-on-policy.h"

static void
test_steady (void)
{
  const gint64 expected[] = { 5000, 15000, 45000, 135000, 300000, 300000, 300000 };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpint (carry_on_policy_backoff_ms (CARRY_ON_BACKOFF_STEADY, i, FALSE, NULL), ==, expected[i]);
}

static void
test_doubling (void)
{
  const gint64 expected[] = { 30000, 60000, 120000, 240000, 240000, 240000 };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpint (carry_on_policy_backoff_ms (CARRY_ON_BACKOFF_DOUBLING, i, FALSE, NULL), ==, expected[i]);
}

static void
test_quick (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint i = 0; i < 200; i++)
    {
      gint64 ms = carry_on_policy_backoff_ms (CARRY_ON_BACKOFF_QUICK, i, TRUE, rand);

      g_assert_cmpint (ms, >=, 1000);
      g_assert_cmpint (ms, <=, 2000);
    }
}

static void
test_jitter_bounds (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  gboolean differs = FALSE;

  for (guint i = 0; i < 500; i++)
    {
      gint64 ms = carry_on_policy_backoff_ms (CARRY_ON_BACKOFF_STEADY, 1, TRUE, rand);

      g_assert_cmpint (ms, >=, 12000);
      g_assert_cmpint (ms, <=, 18000);
      differs |= ms != 15000;
    }
  g_assert_true (differs);
  /* Never below a second, even for the shortest rung. */
  for (guint i = 0; i < 500; i++)
    g_assert_cmpint (carry_on_policy_backoff_ms (CARRY_ON_BACKOFF_STEADY, 0, TRUE, rand), >=, 4000);
}

static void
test_limit_ladder (void)
{
  g_assert_cmpint (carry_on_policy_limit_backoff_ms (0), ==, 5 * 60 * 1000);
  g_assert_cmpint (carry_on_policy_limit_backoff_ms (3), ==, 40 * 60 * 1000);
  g_assert_cmpint (carry_on_policy_limit_backoff_ms (50), ==, 60 * 60 * 1000);
}

static void
test_preset_strings (void)
{
  g_assert_cmpint (carry_on_backoff_preset_from_string ("doubling"), ==, CARRY_ON_BACKOFF_DOUBLING);
  g_assert_cmpint (carry_on_backoff_preset_from_string ("quick"), ==, CARRY_ON_BACKOFF_QUICK);
  g_assert_cmpint (carry_on_backoff_preset_from_string ("nonsense"), ==, CARRY_ON_BACKOFF_STEADY);
  g_assert_cmpint (carry_on_backoff_preset_from_string (NULL), ==, CARRY_ON_BACKOFF_STEADY);
  g_assert_cmpstr (carry_on_backoff_preset_to_string (CARRY_ON_BACKOFF_QUICK), ==, "quick");
}

/* ------------------------------------------------------------------ */
/* carry_on_policy_decide(): one row per rule                          */

/* 2026-11-29 12:00:00 UTC, µs */
#define NOW G_GINT64_CONSTANT (1796040000000000)
#define S G_GINT64_CONSTANT (1000000)

typedef struct {
  const char            *rule;
  CarryOnContinueRecord  record;
  CarryOnPolicyEvent     event;
  CarryOnPlanKind        kind;
  CarryOnPlanIgnore      ignore;
  gint64                 delay_ms;   /* SCHEDULE on the monotonic clock, else 0 */
  gint64                 wall_us;    /* SCHEDULE on the wall clock, else 0 */
  const char            *reason;     /* GIVE_UP */
  gboolean               reset_count;
  gboolean               reset_refusal;
  guint                  total_cap;
  gboolean               no_resume;
} Row;

#define LIVE .enabled = TRUE, .host_ready = TRUE, .limit = 99
#define FAILED(v) .kind = CARRY_ON_POLICY_EVENT_TURN_FAILED, .failure = CARRY_ON_POLICY_FAILURE_ ## v, \
                  .label = "server overloaded", .resets_at = -1, .retry_after_ms = -1

/* A row starts from LIVE / FAILED () and overrides what it is about. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Woverride-init"
static const Row rows[] = {
  /* Main-loop turns only: a subagent's failure or answer is left alone. */
  { "subagent failure left alone", { LIVE }, { FAILED (TRANSIENT), .subagent = TRUE },
    CARRY_ON_PLAN_IGNORE, CARRY_ON_PLAN_IGNORE_SUBAGENT },
  { "subagent answer left alone", { LIVE, .count = 2 }, { .kind = CARRY_ON_POLICY_EVENT_TURN_ANSWERED, .subagent = TRUE },
    CARRY_ON_PLAN_IGNORE, CARRY_ON_PLAN_IGNORE_SUBAGENT },
  /* A transient failure: the steady ladder's first rung, whatever the host
   * retried itself. */
  { "transient: first rung", { LIVE }, { FAILED (TRANSIENT) },
    CARRY_ON_PLAN_SCHEDULE, 0, 5000 },
  { "transient: third rung", { LIVE, .count = 2 }, { FAILED (TRANSIENT) },
    CARRY_ON_PLAN_SCHEDULE, 0, 45000 },
  { "transient: retry-after wins when longer", { LIVE }, { FAILED (TRANSIENT), .retry_after_ms = 30000 },
    CARRY_ON_PLAN_SCHEDULE, 0, 30000 },
  { "transient: retry-after capped at 6 h", { LIVE }, { FAILED (TRANSIENT), .retry_after_ms = G_GINT64_CONSTANT (86400000) },
    CARRY_ON_PLAN_SCHEDULE, 0, 6 * 3600 * 1000 },
  { "fatal gives up", { LIVE }, { FAILED (FATAL), .label = "invalid API key" },
    CARRY_ON_PLAN_GIVE_UP, 0, 0, 0, "invalid API key (retrying cannot help)" },
  /* A fatal verdict only the words gave: one continue, then a give-up */
  { "guessed fatal: one continue first", { LIVE }, { FAILED (FATAL), .failure_guessed = TRUE },
    CARRY_ON_PLAN_SCHEDULE, 0, 5000 },
  { "guessed fatal again after a continue: gives up", { LIVE, .count = 1 },
    { FAILED (FATAL), .failure_guessed = TRUE, .label = "unrecognised error that reads as fatal" },
    CARRY_ON_PLAN_GIVE_UP, 0, 0, 0, "unrecognised error that reads as fatal (again after a continue)" },
  { "a rule's fatal gives up at once, even after continues", { LIVE, .count = 1 }, { FAILED (FATAL), .label = "invalid API key" },
    CARRY_ON_PLAN_GIVE_UP, 0, 0, 0, "invalid API key (retrying cannot help)" },
  { "switched off: left alone", { .enabled = FALSE, .host_ready = TRUE, .limit = 99 }, { FAILED (TRANSIENT) },
    CARRY_ON_PLAN_IGNORE, CARRY_ON_PLAN_IGNORE_OFF },
  { "another supervisor controls the host", { LIVE, .observed = TRUE }, { FAILED (TRANSIENT) },
    CARRY_ON_PLAN_IGNORE, CARRY_ON_PLAN_IGNORE_OBSERVED },
  /* Limit in a row, then the total cap. */
  { "limit in a row reached", { LIVE, .count = 3, .limit = 3 }, { FAILED (TRANSIENT) },
    CARRY_ON_PLAN_GIVE_UP, 0, 0, 0, "limit reached (3 in a row)" },
  { "total cap reached", { LIVE, .total = 200 }, { FAILED (TRANSIENT) },
    CARRY_ON_PLAN_GIVE_UP, 0, 0, 0, "cap reached (200 continues in all)", .total_cap = 200 },
  /* Usage limits: resume at the reset, never before it. */
  { "structured reset: reset + 5 s", { LIVE }, { FAILED (LIMIT), .resets_at = NOW / S + 600, .resets_at_structured = TRUE },
    CARRY_ON_PLAN_SCHEDULE, 0, 0, NOW + 605 * S },
  { "reset from text: at least a minute", { LIVE }, { FAILED (LIMIT), .resets_at = NOW / S + 600 },
    CARRY_ON_PLAN_SCHEDULE, 0, 0, NOW + 660 * S },
  { "reset already past: now", { LIVE }, { FAILED (LIMIT), .resets_at = NOW / S - 600, .resets_at_structured = TRUE },
    CARRY_ON_PLAN_SCHEDULE, 0, 0, NOW },
  { "resuming after limits is off", { LIVE }, { FAILED (LIMIT), .label = "usage limit", .resets_at = NOW / S + 600 },
    CARRY_ON_PLAN_GIVE_UP, 0, 0, 0, "usage limit; resuming after usage limits is off", .no_resume = TRUE },
  { "limit without a reset: slow ladder", { LIVE, .count = 1 }, { FAILED (LIMIT) },
    CARRY_ON_PLAN_SCHEDULE, 0, 10 * 60 * 1000 },
  { "the host resumes limits itself", { LIVE, .host_continues_limit = TRUE }, { FAILED (LIMIT), .resets_at = NOW / S + 60 },
    CARRY_ON_PLAN_IGNORE, CARRY_ON_PLAN_IGNORE_HOST_CONTINUES },
  { "refused right after the reset: again soon, not counted",
    { LIVE, .count = 1, .limit = 1, .reset_resumed_at = NOW - 3 * S },
    { FAILED (LIMIT), .resets_at = NOW / S - 5, .resets_at_structured = TRUE },
    CARRY_ON_PLAN_SCHEDULE, 0, 0, NOW + 10 * S, .reset_refusal = TRUE },
  { "refused after the reset too often: counts",
    { LIVE, .count = 1, .limit = 1, .reset_resumed_at = NOW - 3 * S, .reset_refusals = 3 },
    { FAILED (LIMIT), .resets_at = NOW / S - 5, .resets_at_structured = TRUE },
    CARRY_ON_PLAN_GIVE_UP, 0, 0, 0, "limit reached (1 in a row)" },
  { "a later window's limit is a new limit", { LIVE, .count = 1, .reset_resumed_at = NOW - 3 * S },
    { FAILED (LIMIT), .resets_at = NOW / S + 5 * 3600, .resets_at_structured = TRUE },
    CARRY_ON_PLAN_SCHEDULE, 0, 0, NOW + (5 * 3600 + 5) * S },
  /* Retry now after a give-up: exactly one continue. */
  { "retry now: its failure gives up again", { LIVE, .count = 3, .limit = 2, .retry_once = TRUE }, { FAILED (TRANSIENT) },
    CARRY_ON_PLAN_GIVE_UP, 0, 0, 0, "server overloaded (the one continue you asked for failed too)" },
  { "retry now: sent past the limit", { LIVE, .count = 2, .limit = 2, .retry_once = TRUE }, { .kind = CARRY_ON_POLICY_EVENT_DUE },
    CARRY_ON_PLAN_SEND },
  /* The person's prompt cancels and resets; others do not. */
  { "a person's prompt cancels and resets", { LIVE, .count = 2, .pending = TRUE },
    { .kind = CARRY_ON_POLICY_EVENT_PROMPT, .prompter = CARRY_ON_POLICY_PROMPTER_PERSON },
    CARRY_ON_PLAN_CANCEL, .reset_count = TRUE },
  { "an automated prompt changes nothing", { LIVE, .count = 2, .pending = TRUE },
    { .kind = CARRY_ON_POLICY_EVENT_PROMPT, .prompter = CARRY_ON_POLICY_PROMPTER_AUTOMATED },
    CARRY_ON_PLAN_IGNORE, CARRY_ON_PLAN_IGNORE_NOTHING },
  /* Our own prompt, known by its request id, never by its text. */
  { "our prompt by request id", { LIVE, .inflight_request = "co-1" },
    { .kind = CARRY_ON_POLICY_EVENT_PROMPT, .prompter = CARRY_ON_POLICY_PROMPTER_SUPERVISOR, .request_id = "co-1" },
    CARRY_ON_PLAN_IGNORE, CARRY_ON_PLAN_IGNORE_OURS },
  { "our accepted prompt by request id", { LIVE, .accepted_request = "co-1" },
    { .kind = CARRY_ON_POLICY_EVENT_PROMPT, .prompter = CARRY_ON_POLICY_PROMPTER_SUPERVISOR, .request_id = "co-1" },
    CARRY_ON_PLAN_IGNORE, CARRY_ON_PLAN_IGNORE_OURS },
  { "a request id we never sent", { LIVE, .inflight_request = "co-1" },
    { .kind = CARRY_ON_POLICY_EVENT_PROMPT, .prompter = CARRY_ON_POLICY_PROMPTER_SUPERVISOR, .request_id = "co-forged" },
    CARRY_ON_PLAN_IGNORE, CARRY_ON_PLAN_IGNORE_NOT_OURS },
  /* Aborted and refused turns are left alone: what was planned goes. */
  { "aborted turn cancels the plan", { LIVE, .count = 1, .pending = TRUE }, { .kind = CARRY_ON_POLICY_EVENT_TURN_ABORTED },
    CARRY_ON_PLAN_CANCEL },
  { "aborted turn with nothing planned", { LIVE }, { .kind = CARRY_ON_POLICY_EVENT_TURN_ABORTED },
    CARRY_ON_PLAN_IGNORE, CARRY_ON_PLAN_IGNORE_NOTHING },
  { "an answer resets the count", { LIVE, .count = 2 }, { .kind = CARRY_ON_POLICY_EVENT_TURN_ANSWERED },
    CARRY_ON_PLAN_RECOVERED },
  { "an answer with nothing counted", { LIVE }, { .kind = CARRY_ON_POLICY_EVENT_TURN_ANSWERED },
    CARRY_ON_PLAN_IGNORE, CARRY_ON_PLAN_IGNORE_NOTHING },
  /* Never into a running turn; at most one in flight. */
  { "due while a turn runs: wait for it", { LIVE, .turn_running = TRUE }, { .kind = CARRY_ON_POLICY_EVENT_DUE },
    CARRY_ON_PLAN_WAIT },
  { "due while the host is away: wait", { .enabled = TRUE, .limit = 99 }, { .kind = CARRY_ON_POLICY_EVENT_DUE },
    CARRY_ON_PLAN_WAIT },
  { "limit with a retry-after: exactly then, counted", { LIVE, .count = 1 },
    { FAILED (LIMIT), .resets_at = NOW / G_USEC_PER_SEC + 1, .retry_after_ms = 1000, .reset_from_retry_after = TRUE },
    CARRY_ON_PLAN_SCHEDULE, 0, 0, NOW + 1000000 },
  { "due while offline: wait, uncounted", { LIVE, .count = 3, .offline = TRUE }, { .kind = CARRY_ON_POLICY_EVENT_DUE },
    CARRY_ON_PLAN_WAIT },
  { "due while offline at the limit: wait, no give-up yet", { LIVE, .count = 99, .limit = 99, .offline = TRUE },
    { .kind = CARRY_ON_POLICY_EVENT_DUE }, CARRY_ON_PLAN_WAIT },
  { "due with one in flight: nothing", { LIVE, .inflight_request = "co-1" }, { .kind = CARRY_ON_POLICY_EVENT_DUE },
    CARRY_ON_PLAN_IGNORE, CARRY_ON_PLAN_IGNORE_IN_FLIGHT },
  { "due: send", { LIVE, .count = 1 }, { .kind = CARRY_ON_POLICY_EVENT_DUE },
    CARRY_ON_PLAN_SEND },
  { "due after the limit was lowered: give up", { LIVE, .count = 5, .limit = 3 }, { .kind = CARRY_ON_POLICY_EVENT_DUE },
    CARRY_ON_PLAN_GIVE_UP, 0, 0, 0, "limit reached (3 in a row)" },
  /* A dropped continue backs off and keeps the count. */
  { "dropped: back off, count kept", { LIVE, .count = 2 }, { .kind = CARRY_ON_POLICY_EVENT_DROPPED, .drop = "busy" },
    CARRY_ON_PLAN_SCHEDULE, 0, 45000 },
  { "dropped three times: give up", { LIVE, .count = 1, .drops_in_row = 2 }, { .kind = CARRY_ON_POLICY_EVENT_DROPPED, .drop = "busy" },
    CARRY_ON_PLAN_GIVE_UP, 0, 0, 0, "the host refused 3 times (busy)" },
  { "dropped until the person types: give up", { LIVE, .count = 1 },
    { .kind = CARRY_ON_POLICY_EVENT_DROPPED, .drop = "the session was stopped and nobody has sent input since" },
    CARRY_ON_PLAN_GIVE_UP, 0, 0, 0, "the host refuses input until you type (the session was stopped and nobody has sent input since)" },
  { "retry now dropped: give up", { LIVE, .retry_once = TRUE }, { .kind = CARRY_ON_POLICY_EVENT_DROPPED },
    CARRY_ON_PLAN_GIVE_UP, 0, 0, 0, "the host dropped the one continue you asked for (no reason given)" },
  /* Cross-session recovery: the provider answers again. */
  { "provider back: continue early, spread", { LIVE, .count = 3, .pending = TRUE, .pending_transient = TRUE, .pending_in_ms = 135000 },
    { .kind = CARRY_ON_POLICY_EVENT_PROVIDER_BACK, .spread_index = 1, .spread_count = 4 },
    CARRY_ON_PLAN_SCHEDULE, 0, 2000 },
  { "provider back: many spread within the window", { LIVE, .pending = TRUE, .pending_transient = TRUE, .pending_in_ms = 135000 },
    { .kind = CARRY_ON_POLICY_EVENT_PROVIDER_BACK, .spread_index = 29, .spread_count = 30 },
    CARRY_ON_PLAN_SCHEDULE, 0, 30 * (15000 / 31) },
  { "provider back: already due sooner", { LIVE, .pending = TRUE, .pending_transient = TRUE, .pending_in_ms = 1000 },
    { .kind = CARRY_ON_POLICY_EVENT_PROVIDER_BACK, .spread_index = 0, .spread_count = 4 },
    CARRY_ON_PLAN_IGNORE, CARRY_ON_PLAN_IGNORE_SOONER },
  { "provider back: a usage limit waits for its reset", { LIVE, .pending = TRUE, .pending_in_ms = 600000 },
    { .kind = CARRY_ON_POLICY_EVENT_PROVIDER_BACK, .spread_count = 1 },
    CARRY_ON_PLAN_IGNORE, CARRY_ON_PLAN_IGNORE_NOTHING },
};
#pragma GCC diagnostic pop

static void
test_decide_row (gconstpointer data)
{
  const Row *row = data;
  CarryOnPolicySettings settings = {
    .preset = CARRY_ON_BACKOFF_STEADY,
    .jitter = 1.0,
    .resume_after_limit = !row->no_resume,
    .resume_margin_s = CARRY_ON_RESUME_MARGIN_DEFAULT_S,
    .total_cap = row->total_cap,
    .cross_session = TRUE,
  };
  g_auto(CarryOnPlan) plan = { 0 };

  carry_on_policy_decide (&row->record, &row->event, &settings, NOW, &plan);
  g_assert_cmpint (plan.kind, ==, row->kind);
  if (row->kind == CARRY_ON_PLAN_IGNORE)
    g_assert_cmpint (plan.ignore, ==, row->ignore);
  if (row->kind == CARRY_ON_PLAN_SCHEDULE && row->wall_us == 0)
    {
      g_assert_cmpint (plan.clock, ==, CARRY_ON_PLAN_CLOCK_MONOTONIC);
      g_assert_cmpint (plan.delay_ms, ==, row->delay_ms);
    }
  if (row->kind == CARRY_ON_PLAN_SCHEDULE && row->wall_us != 0)
    {
      g_assert_cmpint (plan.clock, ==, CARRY_ON_PLAN_CLOCK_WALL);
      g_assert_cmpint (plan.wall_us, ==, row->wall_us);
      g_assert_true (plan.is_reset);
    }
  g_assert_cmpstr (plan.reason, ==, row->reason);
  g_assert_cmpint (plan.reset_count, ==, row->reset_count);
  g_assert_cmpint (plan.reset_refusal, ==, row->reset_refusal);
}

/* Jitter is the caller's draw: the plan stays within ±20 % and a second. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Woverride-init"
static void
test_decide_jitter (void)
{
  CarryOnContinueRecord record = { LIVE };
  CarryOnPolicyEvent event = { FAILED (TRANSIENT) };
  CarryOnPolicySettings settings = { .preset = CARRY_ON_BACKOFF_STEADY, .jitter = 1.2, .resume_after_limit = TRUE };
  g_auto(CarryOnPlan) high = { 0 };
  g_auto(CarryOnPlan) low = { 0 };

  carry_on_policy_decide (&record, &event, &settings, NOW, &high);
  settings.jitter = 0.5;   /* out of range: clamped */
  carry_on_policy_decide (&record, &event, &settings, NOW, &low);
  g_assert_cmpint (high.delay_ms, ==, 6000);
  g_assert_cmpint (low.delay_ms, ==, 4000);
}
#pragma GCC diagnostic pop

/* A reset or retry-after beyond any usage window is not believed: the
 * slow usage-limit ladder (or the transient ladder), and the plan says
 * what it refused. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Woverride-init"
static void
test_decide_far_reset (void)
{
  CarryOnContinueRecord record = { LIVE };
  CarryOnPolicySettings settings = { .preset = CARRY_ON_BACKOFF_STEADY, .jitter = 1.0, .resume_after_limit = TRUE,
                                     .resume_margin_s = CARRY_ON_RESUME_MARGIN_DEFAULT_S };
  CarryOnPolicyEvent event = { FAILED (LIMIT), .resets_at = 99999999999 };
  g_auto(CarryOnPlan) far = { 0 };
  g_auto(CarryOnPlan) edge = { 0 };
  g_auto(CarryOnPlan) retry = { 0 };
  g_auto(CarryOnPlan) transient = { 0 };

  carry_on_policy_decide (&record, &event, &settings, NOW, &far);
  g_assert_cmpint (far.kind, ==, CARRY_ON_PLAN_SCHEDULE);
  g_assert_cmpint (far.clock, ==, CARRY_ON_PLAN_CLOCK_MONOTONIC);
  g_assert_cmpint (far.delay_ms, ==, carry_on_policy_limit_backoff_ms (0));
  g_assert_cmpint (far.refused_reset, ==, 99999999999);
  g_assert_false (far.refused_is_retry_after);

  /* at the bound: believed */
  event.resets_at = NOW / G_USEC_PER_SEC + CARRY_ON_POLICY_MAX_RESET_AHEAD_S;
  carry_on_policy_decide (&record, &event, &settings, NOW, &edge);
  g_assert_cmpint (edge.clock, ==, CARRY_ON_PLAN_CLOCK_WALL);
  g_assert_true (edge.is_reset);
  g_assert_cmpint (edge.refused_reset, ==, 0);

  /* Retry-After at the int64 maximum: not a silent six-hour wait */
  event.resets_at = -1;
  event.retry_after_ms = G_MAXINT64;
  carry_on_policy_decide (&record, &event, &settings, NOW, &retry);
  g_assert_cmpint (retry.delay_ms, ==, carry_on_policy_limit_backoff_ms (0));
  g_assert_true (retry.refused_is_retry_after);
  g_assert_cmpint (retry.refused_reset, ==, G_MAXINT64);

  event = (CarryOnPolicyEvent) { FAILED (TRANSIENT), .resets_at = -1, .retry_after_ms = G_MAXINT64 };
  carry_on_policy_decide (&record, &event, &settings, NOW, &transient);
  g_assert_cmpint (transient.delay_ms, ==, 5000);
  g_assert_true (transient.refused_is_retry_after);
}
#pragma GCC diagnostic pop

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/policy/steady", test_steady);
  g_test_add_func ("/policy/doubling", test_doubling);
  g_test_add_func ("/policy/quick", test_quick);
  g_test_add_func ("/policy/jitter-bounds", test_jitter_bounds);
  g_test_add_func ("/policy/limit-ladder", test_limit_ladder);
  g_test_add_func ("/policy/preset-strings", test_preset_strings);
  g_test_add_func ("/policy/decide/jitter", test_decide_jitter);
  g_test_add_func ("/policy/decide/far-reset", test_decide_far_reset);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *path = g_strdup_printf ("/policy/decide/%s", rows[i].rule);

      g_test_add_data_func (path, &rows[i], test_decide_row);
    }
  return g_test_run ();
}
