/* carry-on-policy.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * CarryOnBackoffPreset:
 * @CARRY_ON_BACKOFF_STEADY: 5 s, 15 s, 45 s, 135 s, then 300 s each
 * @CARRY_ON_BACKOFF_DOUBLING: 30 s doubling to 240 s
 * @CARRY_ON_BACKOFF_QUICK: flat, random 1–2 s
 *
 * The ladders are those of the auto-continue tools users compare Carry On
 * with: a short first wait growing to a 5-minute cap ("doubling" is
 * claude-auto-retry's 30 s → 240 s overload ladder,
 * https://github.com/cheapestinference/claude-auto-retry).
 * docs/performance.md measures them.
 */
typedef enum {
  CARRY_ON_BACKOFF_STEADY,
  CARRY_ON_BACKOFF_DOUBLING,
  CARRY_ON_BACKOFF_QUICK,
} CarryOnBackoffPreset;

const char          *carry_on_backoff_preset_to_string   (CarryOnBackoffPreset preset);
/* Unknown strings give STEADY. */
CarryOnBackoffPreset carry_on_backoff_preset_from_string (const char *str);

/**
 * carry_on_policy_backoff_ms:
 * @attempt: 0 for the first continue after a failure, 1 for the next, …
 * @jitter: add up to ±20 % (never below 1 s)
 * @rand: (nullable): random source (tests pass a seeded one); %NULL uses
 *   g_random_*
 *
 * Returns: the wait before continue number @attempt + 1, in ms
 */
gint64 carry_on_policy_backoff_ms       (CarryOnBackoffPreset preset,
                                         guint                attempt,
                                         gboolean             jitter,
                                         GRand               *rand);
/* The slow ladder for a usage limit with no known reset: 5, 10, 20, 40 min,
 * then every 60 min. In ms. */
gint64 carry_on_policy_limit_backoff_ms (guint attempt);

/**
 * carry_on_policy_resume_us:
 * @resets_at: the limit's reset instant, epoch seconds
 * @structured: whether the host gave the instant in a field (`resets_at`,
 *   a reset header, Claude Code's `rateLimits[].resetsAt`) rather than in
 *   the error's text
 * @margin_s: the `resume-margin` setting, seconds
 *
 * When to send the first continue after a usage limit.  A structured
 * instant is whole seconds, possibly cut down from the provider's
 * sub-second one, so the wait is @margin_s but at least
 * %CARRY_ON_RESUME_STRUCTURED_MIN_S: never before the reset by the local
 * clock.  A reset read from text ("resets 3:40pm") is known only to the
 * minute, so the wait is at least %CARRY_ON_RESUME_TEXT_MIN_S.
 *
 * Returns: the resume instant, epoch µs
 */
gint64 carry_on_policy_resume_us (gint64   resets_at,
                                  gboolean structured,
                                  guint    margin_s);

/* A continue sent at a reset and refused again by the same limit (the
 * provider's clock runs behind ours) is tried again after this many
 * seconds times the refusals so far, without counting against the limit in
 * a row, at most CARRY_ON_RESET_REFUSALS_MAX times; a refusal counts as
 * "the same limit" when it comes within CARRY_ON_RESET_REFUSAL_WINDOW_S of
 * the continue and names no reset later than that window. */
#define CARRY_ON_RESET_REFUSAL_RETRY_S 10
#define CARRY_ON_RESET_REFUSALS_MAX 3
#define CARRY_ON_RESET_REFUSAL_WINDOW_S 300
#define CARRY_ON_RESUME_STRUCTURED_MIN_S 1
#define CARRY_ON_RESUME_TEXT_MIN_S 60

/* ------------------------------------------------------------------ */
/* The decision                                                        */

/**
 * CarryOnPolicyFailure:
 * The class of a failed turn, as the classifier gave it (the values of
 * #CarryOnVerdict).
 */
typedef enum {
  CARRY_ON_POLICY_FAILURE_TRANSIENT,
  CARRY_ON_POLICY_FAILURE_LIMIT,
  CARRY_ON_POLICY_FAILURE_FATAL,
} CarryOnPolicyFailure;

/**
 * CarryOnPolicyPrompter:
 * Who is behind a prompt that went in (the values of #CarryOnOriginClass).
 */
typedef enum {
  CARRY_ON_POLICY_PROMPTER_PERSON,
  CARRY_ON_POLICY_PROMPTER_AUTOMATED,
  CARRY_ON_POLICY_PROMPTER_SUPERVISOR,
} CarryOnPolicyPrompter;

/**
 * CarryOnContinueRecord:
 * What the supervisor knows of one session, as far as continuing it goes.
 * Strings are borrowed.
 */
typedef struct {
  gboolean    enabled;              /* globally and for this session */
  gboolean    observed;             /* another supervisor controls the host */
  gboolean    host_ready;           /* connected, holding control */
  gboolean    host_continues_limit; /* the host resumes usage limits itself */
  gboolean    turn_running;
  gboolean    pending;              /* a continue is planned */
  gboolean    pending_transient;    /* ... after a transient failure */
  gint64      pending_in_ms;        /* ... due this far from now */
  const char *inflight_request;     /* sent, not answered yet */
  const char *accepted_request;     /* taken by the host, its turn not seen */
  guint       count;                /* continues in a row */
  guint       limit;
  guint       total;                /* continues in all */
  guint       drops_in_row;
  gboolean    gave_up;
  gboolean    retry_once;           /* Retry now after a give-up */
  gint64      reset_resumed_at;     /* wall µs a continue went at a reset, 0 */
  guint       reset_refusals;
  gboolean    offline;              /* no network, or asleep / just resumed */
} CarryOnContinueRecord;

typedef enum {
  CARRY_ON_POLICY_EVENT_TURN_FAILED,    /* a turn ended `error` */
  CARRY_ON_POLICY_EVENT_TURN_ANSWERED,  /* a turn ended `answer` */
  CARRY_ON_POLICY_EVENT_TURN_ABORTED,   /* `aborted`, `refusal` or a reason we do not know */
  CARRY_ON_POLICY_EVENT_PROMPT,         /* a prompt went in */
  CARRY_ON_POLICY_EVENT_DUE,            /* the planned continue fell due */
  CARRY_ON_POLICY_EVENT_DROPPED,        /* the host dropped our continue */
  CARRY_ON_POLICY_EVENT_PROVIDER_BACK,  /* another session of the provider answered */
} CarryOnPolicyEventKind;

/**
 * CarryOnPolicyEvent:
 * @subagent: the turn is a subagent's, not the main loop's
 * @failure, @label, @resets_at (epoch s, -1 unknown), @resets_at_structured,
 *   @retry_after_ms (-1 unknown): for TURN_FAILED
 * @failure_guessed: @failure is the word evidence's guess for a text no
 *   rule knows (the classifier's rule "words-fatal" or "words-limit"), not
 *   a rule's finding; a guessed fatal gets one continue before a give-up
 * @reset_from_retry_after: @resets_at is now + the provider's retry-after
 *   (a throttle, e.g. DSH's providerRetryAfterMs), not a usage window's
 *   reset: the continue goes when it says, and a refusal counts
 * @prompter, @request_id: for PROMPT
 * @drop: for DROPPED, the host's reason (nullable)
 * @spread_index, @spread_count: for PROVIDER_BACK, this session's place
 *   among those waiting on the provider
 */
typedef struct {
  CarryOnPolicyEventKind kind;
  gboolean               subagent;
  CarryOnPolicyFailure   failure;
  gboolean               failure_guessed;
  const char            *label;
  gint64                 resets_at;
  gboolean               resets_at_structured;
  gboolean               reset_from_retry_after;
  gint64                 retry_after_ms;
  CarryOnPolicyPrompter  prompter;
  const char            *request_id;
  const char            *drop;
  guint                  spread_index;
  guint                  spread_count;
} CarryOnPolicyEvent;

/**
 * CarryOnPolicySettings:
 * @jitter: the factor the supervisor drew for this wait (0.8–1.2), 1.0 for
 *   none: the policy itself draws nothing
 */
typedef struct {
  CarryOnBackoffPreset preset;
  double               jitter;
  gboolean             resume_after_limit;
  guint                resume_margin_s;
  guint                total_cap;          /* 0: no cap */
  gboolean             cross_session;
} CarryOnPolicySettings;

typedef enum {
  CARRY_ON_PLAN_IGNORE,        /* nothing to do (see @ignore) */
  CARRY_ON_PLAN_CANCEL,        /* drop the planned continue */
  CARRY_ON_PLAN_GIVE_UP,       /* stop continuing, for @reason */
  CARRY_ON_PLAN_SCHEDULE,      /* plan a continue (see @clock) */
  CARRY_ON_PLAN_SEND,          /* send the continue now */
  CARRY_ON_PLAN_WAIT,          /* due, but a turn runs or the host is away: send when that ends */
  CARRY_ON_PLAN_RECOVERED,     /* answered: the count starts afresh */
} CarryOnPlanKind;

typedef enum {
  CARRY_ON_PLAN_IGNORE_NOTHING,         /* nothing worth a line */
  CARRY_ON_PLAN_IGNORE_SUBAGENT,        /* a subagent's turn: the main loop's business */
  CARRY_ON_PLAN_IGNORE_OFF,             /* switched off */
  CARRY_ON_PLAN_IGNORE_OBSERVED,        /* another supervisor decides */
  CARRY_ON_PLAN_IGNORE_HOST_CONTINUES,  /* the host resumes this limit itself */
  CARRY_ON_PLAN_IGNORE_OURS,            /* our own continue's prompt */
  CARRY_ON_PLAN_IGNORE_NOT_OURS,        /* a request id we never sent */
  CARRY_ON_PLAN_IGNORE_IN_FLIGHT,       /* a continue is already in flight */
  CARRY_ON_PLAN_IGNORE_SOONER,          /* already due sooner than an early recovery */
} CarryOnPlanIgnore;

typedef enum {
  CARRY_ON_PLAN_CLOCK_MONOTONIC,  /* @delay_ms from now */
  CARRY_ON_PLAN_CLOCK_WALL,       /* at @wall_us */
} CarryOnPlanClock;

/**
 * CarryOnPlan:
 * @reason: (nullable) (owned): for GIVE_UP, the human reason; for CANCEL,
 *   what cancelled
 * @reset_count: the count in a row starts afresh (a person's prompt)
 * @reset_refusal: SCHEDULE after a refusal by the limit just reset: it
 *   does not count (the supervisor takes one off and counts the refusal)
 * @attempt: the continue this plans, 1-based, of @limit
 * @refused_reset: a reset instant (epoch s) or a retry-after (ms, when
 *   @refused_is_retry_after) the event named but that lies beyond
 *   %CARRY_ON_POLICY_MAX_RESET_AHEAD_S, so was treated as unknown; 0: none
 */
typedef struct {
  CarryOnPlanKind   kind;
  CarryOnPlanIgnore ignore;
  char             *reason;
  CarryOnPlanClock  clock;
  gint64            delay_ms;
  gint64            wall_us;
  gboolean          is_reset;
  gboolean          reset_count;
  gboolean          reset_refusal;
  guint             attempt;
  gint64            refused_reset;
  gboolean          refused_is_retry_after;
} CarryOnPlan;

void carry_on_plan_clear (CarryOnPlan *plan);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CarryOnPlan, carry_on_plan_clear)

/**
 * carry_on_policy_decide:
 * @record: the session
 * @event: what happened
 * @settings: the settings that matter
 * @now_us: the wall-clock now, epoch µs
 * @plan: (out caller-allocates): what to do; free with carry_on_plan_clear()
 *
 * Every rule of when Carry On continues a session, in one pure function
 * (no clock, no I/O, no randomness): main-loop turns only; aborted,
 * refused and subagent turns left alone; a person's prompt cancels and
 * resets the count; our own prompt known by its request id; never into a
 * running turn; at most one continue in flight; a dropped continue backs
 * off keeping the count; at most @limit in a row and the total cap; resume
 * at a usage limit's reset; early recovery when the provider answers
 * again.  tests/test-policy.c has a row for each.
 */
void carry_on_policy_decide (const CarryOnContinueRecord *record,
                             const CarryOnPolicyEvent    *event,
                             const CarryOnPolicySettings *settings,
                             gint64                       now_us,
                             CarryOnPlan                 *plan);

/* Consecutive drops before giving up ("host refused N times"). */
#define CARRY_ON_MAX_DROPS_IN_ROW 3
/* The longest provider retry-after honoured, ms. */
#define CARRY_ON_RETRY_AFTER_MAX_MS (G_GINT64_CONSTANT (6) * 3600 * 1000)

/**
 * CARRY_ON_POLICY_MAX_RESET_AHEAD_S:
 *
 * The furthest ahead a usage limit's reset (or a retry-after) is believed,
 * in seconds: 35 days.  The longest windows providers report are monthly
 * (Z.ai's "Weekly/Monthly Limit Exhausted", tests/corpus/api-errors.jsonl
 * e220; Claude's are weekly at most).  A reset further out
 * (`resets_at: 99999999999`, a Retry-After of the int64 maximum) is a host
 * or provider bug: waiting for it would park the session for ever, and
 * capping it at some hours would pretend to know.  It is treated as
 * unknown (the slow usage-limit ladder), and the decision says so.
 */
#define CARRY_ON_POLICY_MAX_RESET_AHEAD_S (35 * 24 * 3600)

/* Limits of the settings (clamped, never trusted). */
#define CARRY_ON_LIMIT_MIN 1
#define CARRY_ON_LIMIT_MAX 999
#define CARRY_ON_LIMIT_DEFAULT 99
#define CARRY_ON_TOTAL_CAP_DEFAULT 200
#define CARRY_ON_RESUME_MARGIN_MAX_S 600
/* The default margin keeps margin + spread within 20 s of a structured
 * reset (the spread is under CARRY_ON_RECOVERY_SPREAD_MS). */
#define CARRY_ON_RESUME_MARGIN_DEFAULT_S 5
/* Cross-session recovery spreads its continues over at most this window. */
#define CARRY_ON_RECOVERY_SPREAD_MS 15000
/* ...one step apart at most: a recovered provider gets the waiting
 * sessions back one a second, not in one burst, and the median session
 * of a handful is back within about 3 s of the first answer. */
#define CARRY_ON_RECOVERY_STEP_MS 1000

/**
 * carry_on_policy_spread_ms:
 * @index: this session's place among those going out together, 0-based
 * @count: how many go out together
 *
 * Returns: the delay of the @index-th, in ms: (@index + 1) steps of at
 *   most %CARRY_ON_RECOVERY_STEP_MS, all within %CARRY_ON_RECOVERY_SPREAD_MS
 */
gint64 carry_on_policy_spread_ms (guint index,
                                  guint count);
/* Events kept per session. */
#define CARRY_ON_HISTORY_MAX 50

G_END_DECLS
