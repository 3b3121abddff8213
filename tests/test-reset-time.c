/* test-reset-time.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reset instants across zones and DST, relative durations, ISO dates, epoch
 * s and ms, and the anchoring rule (a bare number is never a reset).
 * Expected instants were computed independently (Python zoneinfo).
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "carry-on-reset-time.h"

typedef struct {
  const char *path;      /* test path under /reset-time/ */
  const char *now;       /* ISO 8601 UTC */
  const char *zone;      /* local zone for times without one; NULL: TZ */
  const char *text;
  const char *expected;  /* ISO 8601 UTC, or NULL: no reset found */
} Case;

static const Case cases[] = {
  /* The ChatGPT backend's two windows: the one used up decides */
  { "codex/secondary-used-up", "2026-03-10T12:00:00Z", "Europe/Paris",
    "x-codex-primary-used-percent: 42\nx-codex-primary-reset-after-seconds: 3600\nx-codex-secondary-used-percent: 100\nx-codex-secondary-reset-after-seconds: 353600",
    "2026-03-14T14:13:20Z" },
  { "codex/primary-used-up", "2026-03-10T12:00:00Z", "Europe/Paris",
    "x-codex-primary-used-percent: 100\nx-codex-primary-reset-after-seconds: 3600\nx-codex-secondary-used-percent: 12\nx-codex-secondary-reset-after-seconds: 353600",
    "2026-03-10T13:00:00Z" },
  { "codex/secondary-reset-at", "2026-03-10T12:00:00Z", "Europe/Paris",
    "x-codex-primary-used-percent: 3\nx-codex-primary-reset-at: 1773147600\nx-codex-secondary-used-percent: 100\nx-codex-secondary-reset-at: 1773500000",
    "2026-03-14T14:53:20Z" },
  /* "Come back tomorrow": the next midnight, local or UTC, whichever comes first */
  { "tomorrow/local-first", "2026-03-10T12:00:00Z", "Asia/Tokyo",
    "Daily usage limit reached. Come back tomorrow.", "2026-03-10T15:00:00Z" },
  { "tomorrow/utc-first", "2026-03-10T16:00:00Z", "America/New_York",
    "Daily usage limit reached. Come back tomorrow.", "2026-03-11T00:00:00Z" },
  /* just past our midnight a provider counting in UTC still says tomorrow: UTC's, not a day on */
  { "tomorrow/just-past-local-midnight", "2026-03-10T23:00:01Z", "Europe/Paris",
    "Daily usage limit reached. Come back tomorrow.", "2026-03-11T00:00:00Z" },
  /* a zone the text names is the day's, not UTC's (北京时间: Beijing time; 请明天再来: come back tomorrow) */
  { "tomorrow/named-zone", "2026-03-10T17:00:00Z", "America/Los_Angeles",
    "\xe4\xbb\x8a\xe6\x97\xa5\xe5\x85\x8d\xe8\xb4\xb9\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c\xef\xbc\x88\xe6\x8c\x89\xe5\x8c\x97\xe4\xba\xac\xe6\x97\xb6\xe9\x97\xb4\xe8\xae\xa1\xe7\xae\x97\xef\xbc\x89\xef\xbc\x8c\xe8\xaf\xb7\xe6\x98\x8e\xe5\xa4\xa9\xe5\x86\x8d\xe6\x9d\xa5\xe3\x80\x82",
    "2026-03-11T16:00:00Z" },
  /* a midnight the text names, before or after "come back tomorrow" */
  { "tomorrow/named-midnight-first", "2026-03-10T12:00:00Z", "America/Los_Angeles",
    "Daily limit reached; resets at midnight Pacific Time. Please come back tomorrow.", "2026-03-11T07:00:00Z" },
  { "tomorrow/named-midnight-after", "2026-03-10T12:00:00Z", "America/Los_Angeles",
    "Please come back tomorrow. Your daily limit resets at midnight PT.", "2026-03-11T07:00:00Z" },
  { "tomorrow/after-clock", "2026-03-10T17:00:00Z", "America/Los_Angeles",
    "Daily limit reached. Try again tomorrow after 9:00 AM UTC", "2026-03-11T09:00:00Z" },
  { "tomorrow/please-return", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Daily quota used. Please return tomorrow.", "2026-03-10T23:00:00Z" },
  { "tomorrow/return-possessive", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Please return tomorrow's report by email.", NULL },
  /* A month: "next month" beside a monthly window is the first of next
   * month, the earlier of local and UTC midnight; read last, so a sooner
   * wait wins; not when the phrase runs on or no monthly window is named */
  { "month/next-month-local", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Exa monthly free tier exhausted (1,000 requests). Resets next month.", "2026-03-31T22:00:00Z" },
  { "month/next-month-utc-first", "2026-03-10T12:00:00Z", "America/New_York",
    "Monthly limit reached. Resets next month.", "2026-04-01T00:00:00Z" },
  /* at local midnight the provider's month (UTC) has not turned: May is a month late */
  { "month/just-past-local-turn", "2026-03-31T22:00:01Z", "Europe/Paris",
    "Monthly limit reached. Resets next month.", "2026-04-01T00:00:00Z" },
  { "month/just-past-tokyo-turn", "2026-03-31T16:00:00Z", "Asia/Tokyo",
    "Monthly limit reached. Resets next month.", "2026-04-01T00:00:00Z" },
  { "month/december", "2026-12-10T12:00:00Z", "UTC",
    "You've reached the monthly quota. You can try again next month.", "2027-01-01T00:00:00Z" },
  { "month/with-clock-and-zone", "2026-03-31T23:30:00Z", "Europe/Paris",
    "Monthly quota reached; resets next month at 9am UTC", "2026-04-01T09:00:00Z" },
  { "month/sooner-wait-wins", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Your monthly usage resets next month. Rate limit exceeded: please try again in 30 seconds.", "2026-03-10T12:00:30Z" },
  { "month/sooner-clock-wins", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Your monthly limit resets next month. Daily limit reached; resets tomorrow at 9am.", "2026-03-11T08:00:00Z" },
  { "month/runs-on", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Monthly rate limit exceeded, please try again: next month we are raising limits.", NULL },
  { "month/possessive", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Monthly quota: resets next month's billing date", NULL },
  { "month/other-day", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Monthly cap. Try again next month on the 15th", NULL },
  { "month/no-monthly-window", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Your subscription renews next month. Too many requests, please slow down.", NULL },
  /* and in French, Spanish, Italian, Portuguese and German, after a word that asks to wait or says the limit
   * will reset (Chamilo's AI helper, held-out cs018); not without a monthly window, a wait word, or with a
   * past auxiliary, nor with a day after it */
  { "month/fr-chamilo", "2026-03-10T12:00:00Z", "Europe/Paris",
    "D\xc3\xa9sol\xc3\xa9, vous avez atteint le nombre maximum de jetons ou de requ\xc3\xaates configur\xc3\xa9s par "
    "l'administrateur de la plateforme pour le mois civil en cours. Veuillez contacter votre \xc3\xa9quipe d'assistance "
    "ou attendre le mois prochain avant de pouvoir envoyer de nouvelles demandes \xc3\xa0 AI Helper.", "2026-03-31T22:00:00Z" },
  { "month/fr-wait", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limite mensuelle atteinte. Attendez le mois prochain.", "2026-03-31T22:00:00Z" },
  { "month/es-wait-utc-first", "2026-03-10T12:00:00Z", "America/New_York",
    "Has alcanzado tu l\xc3\xadmite mensual. Espera hasta el pr\xc3\xb3ximo mes.", "2026-04-01T00:00:00Z" },
  { "month/it-resets", "2026-12-10T12:00:00Z", "UTC",
    "Limite mensile raggiunto: si azzera il mese prossimo.", "2027-01-01T00:00:00Z" },
  { "month/pt-wait", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limite mensal atingido. Aguarde o pr\xc3\xb3ximo m\xc3\xaas.", "2026-03-31T22:00:00Z" },
  { "month/de-wait", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Monatliches Limit erreicht. Bitte warten Sie bis n\xc3\xa4" "chsten Monat.", "2026-03-31T22:00:00Z" },
  { "month/es-no-wait-word", "2026-03-10T12:00:00Z", "Europe/Paris",
    "L\xc3\xadmite mensual alcanzado. El pr\xc3\xb3ximo mes subiremos los l\xc3\xadmites.", NULL },
  { "month/fr-other-day", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limite mensuelle atteinte. Attendez le mois prochain, le 15.", NULL },
  { "month/fr-past", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Votre quota mensuel a \xc3\xa9t\xc3\xa9 r\xc3\xa9initialis\xc3\xa9 le mois prochain.", NULL },
  { "month/fr-no-monthly-window", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Trop de requ\xc3\xaates. Attendez le mois prochain.", NULL },
  /* a review's probes: renewal words name a subscription's billing; stems of other words ("esperado",
   * "attendibile", "Wartung"); a negation; a genitive day; a minute's window beside the month's; "o" as "or" */
  { "month/fr-renewal", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Trop de requ\xc3\xaates. Votre abonnement mensuel sera renouvel\xc3\xa9 le mois prochain.", NULL },
  { "month/es-expected", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Demasiadas solicitudes. El uso mensual es mayor de lo esperado y el pr\xc3\xb3ximo mes subiremos los l\xc3\xadmites.", NULL },
  { "month/it-reliable", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Troppe richieste. Il dato mensile non \xc3\xa8 attendibile, il mese prossimo aggiorneremo le quote.", NULL },
  { "month/de-maintenance", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Wartung des Monatslimits im n\xc3\xa4" "chsten Monat.", NULL },
  { "month/fr-negated", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Le quota mensuel n'est pas r\xc3\xa9initialis\xc3\xa9 le mois prochain, contactez le support.", NULL },
  { "month/pt-negated", "2026-03-10T12:00:00Z", "Europe/Paris",
    "O limite mensal n\xc3\xa3o ser\xc3\xa1 redefinido no pr\xc3\xb3ximo m\xc3\xaas.", NULL },
  { "month/fr-genitive-day", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limite mensuelle atteinte. Attendez le 15 du mois prochain.", NULL },
  { "month/es-end-of-month", "2026-03-10T12:00:00Z", "Europe/Paris",
    "L\xc3\xadmite mensual alcanzado. Espere a finales del pr\xc3\xb3ximo mes.", NULL },
  { "month/es-minute-window", "2026-03-10T12:00:00Z", "Europe/Paris",
    "L\xc3\xadmite de 60 solicitudes por minuto y 10000 por mes. Espere; el contador mensual se reinicia el pr\xc3\xb3ximo mes.", NULL },
  { "month/fr-per-min-window", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limite mensuel atteint (60 requ\xc3\xaates/min). Attendez le mois prochain.", NULL },
  { "month/de-keinen", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Monatslimit erreicht. Warten Sie keinen Tag bis zum n\xc3\xa4" "chsten Monat, upgraden Sie jetzt.", NULL },
  { "month/es-or", "2026-03-10T12:00:00Z", "Europe/Paris",
    "L\xc3\xadmite mensual alcanzado. Espera hasta el pr\xc3\xb3ximo mes o mejora tu plan.", "2026-03-31T22:00:00Z" },
  { "month/fr-expect", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Quota mensuel atteint. Attendez-vous \xc3\xa0 des limites plus \xc3\xa9lev\xc3\xa9" "es le mois prochain.", NULL },
  { "month/de-when-not-until", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Zu viele Anfragen. Wir warten auf die Erh\xc3\xb6hung des Monatskontingents im n\xc3\xa4" "chsten Monat.", NULL },
  { "month/fr-past-then-wait", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Le quota mensuel a \xc3\xa9t\xc3\xa9 r\xc3\xa9initialis\xc3\xa9, attendez le mois prochain.", "2026-03-31T22:00:00Z" },
  /* Cursor's cycle end: the day after it, month first; read last; not a trial's or a retry's cycle */
  { "month/cycle-ends", "2026-03-10T12:00:00Z", "Europe/Paris",
    "You've hit your usage limit. Your usage limits will\nreset when your monthly cycle ends on 10/2/2026.", "2026-10-02T22:00:00Z" },
  { "month/cycle-ends-today", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Your usage limits will reset when your monthly cycle ends on 3/10/2026.", "2026-03-10T23:00:00Z" },
  { "month/cycle-ended-yesterday", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Your usage limits will reset when your monthly cycle ends on 3/9/2026.", NULL },
  { "month/cycle-sooner-wait-wins", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Your monthly cycle ends on 4/2/2026. You've hit the rate limit; try again in 3 hours.", "2026-03-10T15:00:00Z" },
  { "month/trial-cycle", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Rate limit exceeded. Your trial cycle ends on 4/2/2026.", NULL },
  /* Named IANA zones, clock time later today */
  { "zone/europe-warsaw-today", "2026-03-10T12:00:00Z", "UTC",
    "Claude usage limit reached. Your limit will reset at 5pm (Europe/Warsaw).", "2026-03-10T16:00:00Z" },
  { "zone/utc-later-today", "2026-03-10T12:00:00Z", "Europe/Paris",
    "You've hit your limit · resets 11pm (UTC)", "2026-03-10T23:00:00Z" },
  /* A clock time already past today means tomorrow, in that zone */
  { "zone/asia-dubai-tomorrow", "2026-03-10T12:00:00Z", "UTC",
    "Claude usage limit reached. Your limit will reset at 1 PM (Asia/Dubai).", "2026-03-11T09:00:00Z" },
  { "zone/asia-calcutta-half-hour", "2026-03-10T06:00:00Z", "UTC",
    "You've hit your session limit · resets 5:10pm (Asia/Calcutta)", "2026-03-10T11:40:00Z" },
  /* DST: Europe/London springs forward on the last Sunday of March (2026-03-29):
   * "7pm tomorrow" is 18:00Z, not 24 h after today's 19:00Z */
  { "dst/europe-london-march", "2026-03-28T20:00:00Z", "UTC",
    "You've hit your limit · resets 7pm (Europe/London)", "2026-03-29T18:00:00Z" },
  /* …and falls back on the last Sunday of October (2026-10-25) */
  { "dst/europe-london-october", "2026-10-24T20:00:00Z", "UTC",
    "You've hit your limit · resets 7pm (Europe/London)", "2026-10-25T19:00:00Z" },
  /* America/Los_Angeles changes on the second Sunday of March (2026-03-08) */
  { "dst/america-los-angeles-march", "2026-03-07T20:00:00Z", "UTC",
    "You've hit your limit · resets 9am (America/Los_Angeles)", "2026-03-08T16:00:00Z" },
  { "dst/europe-paris-day-of-change", "2026-03-28T23:30:00Z", "UTC",
    "resets 3am (Europe/Paris)", "2026-03-29T01:00:00Z" },
  /* the hour shown twice when the clocks go back: the first while ahead,
   * the second once the first has passed, then tomorrow's */
  { "dst/new-york-fall-back-first", "2026-11-01T04:30:00Z", "UTC",
    "You've hit your limit \xc2\xb7 resets 1:30am (America/New_York)", "2026-11-01T05:30:00Z" },
  { "dst/new-york-fall-back-second", "2026-11-01T05:45:00Z", "UTC",
    "You've hit your limit \xc2\xb7 resets 1:30am (America/New_York)", "2026-11-01T06:30:00Z" },
  { "dst/new-york-fall-back-past", "2026-11-01T06:45:00Z", "UTC",
    "You've hit your limit \xc2\xb7 resets 1:30am (America/New_York)", "2026-11-02T06:30:00Z" },
  { "dst/europe-paris-fall-back-first", "2026-10-25T00:00:00Z", "UTC",
    "You've hit your limit \xc2\xb7 resets 2:30am (Europe/Paris)", "2026-10-25T00:30:00Z" },
  /* A clock time without a zone is in the given local zone */
  { "local/new-york-5am", "2026-06-01T12:00:00Z", "America/New_York",
    "5-hour limit reached ∙ resets 5am", "2026-06-02T09:00:00Z" },
  { "local/12am-is-midnight", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Claude usage limit reached. Your limit will reset at 12am.", "2026-03-10T23:00:00Z" },
  { "local/24-hour-clock", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit window resets at 17:30", "2026-03-10T17:30:00Z" },
  /* …and without one, TZ (set to Asia/Tokyo in main) */
  { "local/tz-environment", "2026-03-10T12:00:00Z", NULL,
    "5-hour limit reached ∙ resets 5am", "2026-03-10T20:00:00Z" },
  /* Dates */
  { "date/month-day-zone", "2026-11-30T12:00:00Z", "UTC",
    "Weekly limit reached · resets Dec 2, 7pm (Europe/Moscow) ·", "2026-12-02T16:00:00Z" },
  { "date/month-day-next-year", "2026-12-30T12:00:00Z", "UTC",
    "Opus weekly limit reached ∙ resets Jan 3, 9am", "2027-01-03T09:00:00Z" },
  /* a month and day with a dash and no year, a clock after it (Model Studio's Token Plan, Kimi; held-out fm004,
   * fr001); not a range without a clock, nor a first number over 12 */
  { "date/month-day-dash", "2026-03-10T12:00:00Z", "UTC",
    "Your token-plan 1-week quota has been exhausted. The quota will reset at 08-18 10:07:00 UTC.", "2026-08-18T10:07:00Z" },
  { "date/month-day-dash-range", "2026-03-10T12:00:00Z", "UTC",
    "Rate limited. Please try again in 10-20 seconds", NULL },
  { "date/month-day-dash-day-first", "2026-03-10T12:00:00Z", "UTC",
    "Quota exceeded, resets at 18-08 10:07:00 UTC", NULL },
  { "date/portuguese", "2026-07-01T12:00:00Z", "America/Sao_Paulo",
    "Seu limite de uso será redefinido em 10 de jul. de 2026, 11:52.", "2026-07-10T14:52:00Z" },
  { "date/english-try-again-at", "2026-07-01T12:00:00Z", "America/Sao_Paulo",
    "You've hit your usage limit. Upgrade your plan to continue, or try again at 10 de jul. de 2026, 11:52.",
    "2026-07-10T14:52:00Z" },
  /* Spanish, as Codex prints it (Intl.DateTimeFormat "medium" date and
   * "short" time): the day half with dots, with a space between them (es,
   * es-ES), the CLDR's flexible periods ("B"), or a 24-hour clock; a clock
   * without a zone is local (here Europe/Paris, UTC+2 in May) */
  { "date/spanish-codex-pm-dots", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Tu l\xc3\xadmite de uso se restablece el 26 may 2026, 2:40 p.m.", "2026-05-26T12:40:00Z" },
  { "date/spanish-pm-spaced", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Tu l\xc3\xadmite de uso se restablece el 26 may 2026, 2:40\xc2\xa0p.\xc2\xa0m.", "2026-05-26T12:40:00Z" },
  { "date/spanish-am-spaced", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Tu l\xc3\xadmite de uso se restablece el 3 ago 2026, 12:05 a. m.", "2026-08-02T22:05:00Z" },
  { "date/spanish-de-la-tarde", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Tu l\xc3\xadmite de uso se restablece el 26 may 2026, 2:40 de la tarde", "2026-05-26T12:40:00Z" },
  { "date/spanish-de-la-noche", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Tu l\xc3\xadmite de uso se restablece el 12 dic 2026, 11:15 de la noche", "2026-12-12T22:15:00Z" },
  { "date/spanish-24-hour", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Tu l\xc3\xadmite de uso se restablece el 26 may 2026, 14:40", "2026-05-26T12:40:00Z" },
  { "date/spanish-year-less-de-la-madrugada", "2026-03-10T12:00:00Z", "UTC",
    "Tu l\xc3\xadmite de uso se restablece el 11 mar, 1:30 de la madrugada", "2026-03-11T01:30:00Z" },
  /* ISO 8601 */
  { "iso/utc", "2026-03-10T12:00:00Z", "Europe/Paris",
    "{\"error\":\"usage limit\",\"resets_at\":\"2026-03-10T17:00:00Z\"}", "2026-03-10T17:00:00Z" },
  { "iso/offset", "2026-03-10T12:00:00Z", "UTC",
    "limit reached, resets at 2026-03-11T09:30:00+05:30", "2026-03-11T04:00:00Z" },
  { "iso/date-at-time-utc", "2026-08-20T12:00:00Z", "Europe/Paris",
    "You have reached your specified API usage limits. You will regain access on 2026-09-01 at 00:00 UTC.",
    "2026-09-01T00:00:00Z" },
  { "iso/no-zone-is-local", "2026-03-10T12:00:00Z", "Asia/Tokyo",
    "Quota resets at 2026-03-11 09:00", "2026-03-11T00:00:00Z" },
  /* Epoch seconds and milliseconds */
  { "epoch/claude-sentinel", "2026-03-10T12:00:00Z", "UTC",
    "Claude AI usage limit reached|1755615600", "2025-08-19T15:00:00Z" },
  { "epoch/seconds", "2026-03-10T12:00:00Z", "UTC",
    "{\"type\":\"rate_limit\",\"resetsAt\": 1755615600}", "2025-08-19T15:00:00Z" },
  { "epoch/milliseconds", "2026-03-10T12:00:00Z", "UTC",
    "{\"type\":\"rate_limit\",\"resetsAt\": 1755615600000}", "2025-08-19T15:00:00Z" },
  { "epoch/header", "2026-03-10T12:00:00Z", "UTC",
    "anthropic-ratelimit-unified-reset: 1773165600", "2026-03-10T18:00:00Z" },
  /* Relative durations */
  { "relative/days-hours-minutes", "2026-03-10T12:00:00Z", "UTC",
    "You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 2 days 17 hours 14 minutes.",
    "2026-03-13T05:14:00Z" },
  { "relative/days-hour", "2026-03-10T12:00:00Z", "UTC",
    "Usage limit reached, try again in 2 days 1 hour", "2026-03-12T13:00:00Z" },
  { "relative/minutes", "2026-03-10T12:00:00Z", "UTC",
    "Your quota resets in 45 minutes.", "2026-03-10T12:45:00Z" },
  { "relative/after-seconds-wrapped", "2026-03-10T12:00:00Z", "UTC",
    "request reached organization max RPM: 20, please try a\ngain after 1 seconds", "2026-03-10T12:00:01Z" },
  { "relative/openai-ms", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit reached for gpt-4o on tokens per min (TPM): Limit 30000, Used 29900, Requested 200. Please try again in 6ms.",
    "2026-03-10T12:00:01Z" },
  { "relative/go-duration", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit reached on requests per day (RPD). Please try again in 1h2m30.5s.", "2026-03-10T13:02:31Z" },
  { "relative/gemini-retry-in", "2026-03-10T12:00:00Z", "UTC",
    "Quota exceeded for metric: generate_content_free_tier_requests, limit: 2\nPlease retry in 19.365248603s.",
    "2026-03-10T12:00:20Z" },
  /* "come back in <duration>" (a free daily allowance) is relative; the
   * "resets automatically at midnight Pacific" after it has no value */
  { "relative/come-back-in", "2026-03-10T12:00:00Z", "UTC",
    "You have used all of today's free usage. Come back in 3h 47m \xe2\x80\x94 resets automatically at midnight Pacific.",
    "2026-03-10T15:47:00Z" },
  { "anchor/come-back-without-duration", "2026-03-10T12:00:00Z", "UTC",
    "Come back in a while; your request was invalid.", NULL },
  /* CLIProxyAPI's credentials cooling down, with the cooldown left in
   * brackets; brackets that hold no duration name no reset */
  { "relative/cooling-down-bracket", "2026-03-10T12:00:00Z", "UTC",
    "All credentials for model coder-model are cooling down (216s)", "2026-03-10T12:03:36Z" },
  { "anchor/cooling-down-without-duration", "2026-03-10T12:00:00Z", "UTC",
    "All credentials for model coder-model are cooling down (see the logs)", NULL },
  /* a small number written as a word (OpenAI's web 429, openai-python
   * issue 145); a word that is not a number is no duration */
  { "relative/wait-one-minute", "2026-03-10T12:00:00Z", "UTC",
    "You've made too many requests, please wait one minute and try again.", "2026-03-10T12:01:00Z" },
  { "relative/try-again-in-thirty-seconds", "2026-03-10T12:00:00Z", "UTC",
    "Rate limited. Try again in thirty seconds.", "2026-03-10T12:00:30Z" },
  { "relative/two-hours-and-five-minutes", "2026-03-10T12:00:00Z", "UTC",
    "Please try again in two hours and five minutes.", "2026-03-10T14:05:00Z" },
  { "anchor/wait-without-number", "2026-03-10T12:00:00Z", "UTC",
    "Too many requests, please wait before trying again.", NULL },
  { "anchor/number-word-prefix", "2026-03-10T12:00:00Z", "UTC",
    "Please wait oneminute.", NULL },
  { "relative/an-hour", "2026-03-10T12:00:00Z", "UTC",
    "Too many requests. Please try again in an hour.", "2026-03-10T13:00:00Z" },
  { "relative/retry-after-header", "2026-03-10T12:00:00Z", "UTC",
    "429 Too Many Requests\nretry-after: 30", "2026-03-10T12:00:30Z" },
  { "relative/gemini-retry-delay", "2026-03-10T12:00:00Z", "UTC",
    "{\"@type\":\"type.googleapis.com/google.rpc.RetryInfo\",\"retryDelay\":\"39s\"}", "2026-03-10T12:00:39Z" },
  /* Anchoring: a number that is not behind a reset phrase is never taken */
  { "anchor/number-in-path", "2026-03-10T12:00:00Z", "UTC",
    "Error reading /tmp/1755615600/429/notes.txt: rate limit", NULL },
  { "anchor/duration-without-anchor", "2026-03-10T12:00:00Z", "UTC",
    "The job took 45 minutes and then hit a usage limit", NULL },
  { "anchor/host-retry-countdown", "2026-03-10T12:00:00Z", "UTC",
    "API Error (529 Overloaded) · Retrying in 4 seconds… (attempt 4/10)", NULL },
  { "anchor/litellm-retry-in", "2026-03-10T12:00:00Z", "UTC",
    "litellm.RateLimitError: per-minute rate limit exceeded\nRetry in 0.7 seconds.", NULL },
  { "anchor/clock-without-anchor", "2026-03-10T12:00:00Z", "UTC",
    "Started at 5pm, failed at 5:10pm (Europe/London)", NULL },
  { "anchor/connection-reset", "2026-03-10T12:00:00Z", "UTC",
    "read ECONNRESET 1755615600; connection reset by peer", NULL },
  { "anchor/try-again-later", "2026-03-10T12:00:00Z", "UTC",
    "This request would exceed your account's rate limit. Please try again later.", NULL },
  { "anchor/try-again-in-a-moment", "2026-03-10T12:00:00Z", "UTC",
    "API Error: 529 Overloaded. This is a server-side issue, usually temporary — try again in a moment.", NULL },
  { "anchor/empty", "2026-03-10T12:00:00Z", "UTC", "", NULL },
  /* An unknown zone name is not a zone: the time is read in the local zone */
  { "hostile/unknown-zone", "2026-03-10T12:00:00Z", "UTC",
    "resets 7pm (Mars/Olympus_Mons)", "2026-03-10T19:00:00Z" },
  { "hostile/path-traversal-zone", "2026-03-10T12:00:00Z", "UTC",
    "resets 7pm (../../../etc/passwd)", "2026-03-10T19:00:00Z" },
  { "hostile/invalid-date", "2026-03-10T12:00:00Z", "UTC",
    "resets Feb 31, 7pm", NULL },
  { "hostile/huge-duration", "2026-03-10T12:00:00Z", "UTC",
    "try again in 99999999999 days", NULL },
  /* Retry-After as an HTTP-date (RFC 9110 §5.6.7), weekday optional; a
   * past date means now */
  { "http-date/retry-after", "2026-03-10T12:00:00Z", "Europe/Paris",
    "503 Service Unavailable\nRetry-After: Tue, 10 Mar 2026 12:05:00 GMT", "2026-03-10T12:05:00Z" },
  { "http-date/no-weekday", "2026-03-10T12:00:00Z", "Europe/Paris",
    "retry-after: 10 Mar 2026 13:00:00 GMT", "2026-03-10T13:00:00Z" },
  { "http-date/past-is-now", "2026-03-10T12:00:00Z", "UTC",
    "Retry-After: Wed, 21 Oct 2015 07:28:00 GMT", "2026-03-10T12:00:00Z" },
  /* An instant after "retry after" in Go's time.Time.String() form or RFC
   * 3339, not the year read as seconds; past means now, as for an HTTP-date */
  { "retry-after/go-time-string", "2026-03-10T12:00:00Z", "Europe/Paris",
    "rate limit of 2000 requests. Retry after 2026-03-10 13:57:26 +0000 UTC", "2026-03-10T13:57:26Z" },
  { "retry-after/go-time-offset", "2026-03-10T12:00:00Z", "UTC",
    "Retry after 2026-03-10 15:00:00 +0200 CEST", "2026-03-10T13:00:00Z" },
  { "retry-after/rfc3339-offset", "2026-03-10T12:00:00Z", "UTC",
    "retry after 2026-03-10T14:30:00+01:00", "2026-03-10T13:30:00Z" },
  { "retry-after/go-time-past-is-now", "2026-03-10T12:00:00Z", "UTC",
    "Retry after 2024-06-27 03:57:26 +0000 UTC", "2026-03-10T12:00:00Z" },
  { "retry-after/http-date-words", "2026-03-10T12:00:00Z", "UTC",
    "retry after Tue, 10 Mar 2026 12:30:00 GMT", "2026-03-10T12:30:00Z" },
  /* RFC 9110's obsolete HTTP-date forms, always GMT whatever the local zone */
  { "retry-after/asctime", "2026-03-10T12:00:00Z", "America/New_York",
    "Retry-After: Tue Mar 10 12:05:00 2026", "2026-03-10T12:05:00Z" },
  { "retry-after/asctime-padded-day", "2026-03-01T12:00:00Z", "America/New_York",
    "Retry-After: Tue Mar  3 12:05:00 2026", "2026-03-03T12:05:00Z" },
  { "retry-after/rfc850", "2026-03-10T12:00:00Z", "America/New_York",
    "Retry-After: Tuesday, 10-Mar-26 12:05:00 GMT", "2026-03-10T12:05:00Z" },
  /* rate-limit header fields: IETF delta-seconds, or an epoch */
  { "header/ietf-ratelimit-reset", "2026-03-10T12:00:00Z", "UTC",
    "429 Too Many Requests\nRateLimit-Reset: 30", "2026-03-10T12:00:30Z" },
  { "header/x-ratelimit-reset-epoch", "2026-03-10T12:00:00Z", "UTC",
    "429 {\"x-ratelimit-reset\": \"1773147600\"}", "2026-03-10T13:00:00Z" },
  { "header/x-ratelimit-reset-epoch-ms", "2026-03-10T12:00:00Z", "UTC",
    "429 X-RateLimit-Reset: 1773147600000", "2026-03-10T13:00:00Z" },
  { "header/openai-pair-not-read", "2026-03-10T12:00:00Z", "UTC",
    "429 x-ratelimit-reset-requests: 1s x-ratelimit-reset-tokens: 6m0s", NULL },
  /* Codex: the body's resets_in_seconds, the backend's reset headers */
  { "codex/resets-in-seconds", "2026-03-10T12:00:00Z", "UTC",
    "{\"error\":{\"type\":\"usage_limit_reached\",\"resets_in_seconds\":7200}}", "2026-03-10T14:00:00Z" },
  { "codex/reset-at-header", "2026-03-10T12:00:00Z", "UTC",
    "HTTP/2 429\nx-codex-primary-reset-at: 1773147600", "2026-03-10T13:00:00Z" },
  { "codex/reset-at-empty", "2026-03-10T12:00:00Z", "UTC",
    "HTTP/2 429\nx-codex-secondary-reset-at:\nx-codex-credits-has-credits: False", NULL },
  /* a provider's estimate: Hugging Face while a model loads */
  { "estimate/hf-json", "2026-03-10T12:00:00Z", "UTC",
    "{\"error\":\"Model x/y is currently loading\",\"estimated_time\":20.0}", "2026-03-10T12:00:20Z" },
  { "estimate/hf-python-fraction", "2026-03-10T12:00:00Z", "UTC",
    "[{'error': 'Model x/y is currently loading', 'estimated_time': 35.6677131652832}]", "2026-03-10T12:00:36Z" },
  { "estimate/not-a-field", "2026-03-10T12:00:00Z", "UTC",
    "the estimated time of arrival is 20", NULL },
  /* google.rpc.RetryInfo in protobuf text form */
  { "retry-delay/protobuf-text", "2026-03-10T12:00:00Z", "UTC",
    "429 You exceeded your current quota. [violations {\n}\n, retry_delay {\n  seconds: 44\n}\n]", "2026-03-10T12:00:44Z" },
  /* Claude Code's api_retry event: its own delay in ms, a host's schedule
   * (read only beyond five minutes, a fraction rounded up), never seconds;
   * a setting of that name in a log names no wait.  Names the seconds
   * anchors only begin that end in a word for milliseconds count no
   * seconds: a Retry-After so named is the provider's wait in ms, a retry
   * delay so named ("retryDelayMs", "retryDelayMillis", as often a client's
   * own backoff) is not read */
  { "retry-delay/claude-api-retry-short", "2026-03-10T12:00:00Z", "UTC",
    "{\"type\":\"system\",\"subtype\":\"api_retry\",\"attempt\":1,\"max_retries\":2,\"retry_delay_ms\":516,\"error_status\":429,\"error\":\"rate_limit\"}", NULL },
  { "retry-delay/claude-api-retry-long", "2026-03-10T12:00:00Z", "UTC",
    "{\"type\":\"system\",\"subtype\":\"api_retry\",\"attempt\":1,\"retry_delay_ms\":600000,\"error_status\":429}", "2026-03-10T12:10:00Z" },
  { "retry-delay/camel-ms-not-seconds", "2026-03-10T12:00:00Z", "UTC",
    "429 {\"retryDelayMs\": 516}", NULL },
  { "retry-delay/claude-api-retry-fraction", "2026-03-10T12:00:00Z", "UTC",
    "429 {\"retry_delay_ms\":600000.5}", "2026-03-10T12:10:01Z" },
  { "retry-delay/setting-not-a-wait", "2026-03-10T12:00:00Z", "UTC",
    "[config] retry_delay_ms=600000\n503 Service Unavailable", NULL },
  { "retry-delay/millis-not-seconds", "2026-03-10T12:00:00Z", "UTC",
    "429 {\"retryDelayMillis\": 30000}", NULL },
  { "retry-after/millis-as-ms", "2026-03-10T12:00:00Z", "UTC",
    "429 {\"retry_after_millis\": 30000}", "2026-03-10T12:00:30Z" },
  { "retry-after/milliseconds-camel-as-ms", "2026-03-10T12:00:00Z", "UTC",
    "429 {\"retryAfterMilliseconds\": 30000}", "2026-03-10T12:00:30Z" },
  /* a client's wait banner: only a long one is the provider's (a host's
   * retry schedule, docs/classifier.md) */
  { "schedule/waiting-long", "2026-03-10T12:00:00Z", "UTC",
    "\xe8\xaf\xb7\xe6\xb1\x82\xe5\xa4\xb1\xe8\xb4\xa5\nHTTP 429\n\xe7\xad\x89\xe5\xbe\x85 13570s", "2026-03-10T15:46:10Z" },
  { "schedule/waiting-for-long", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit exceeded. Waiting for 2 hours.", "2026-03-10T14:00:00Z" },
  { "schedule/waiting-short", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit exceeded. Waiting for 10 seconds.", NULL },
  { "schedule/waiting-short-zh", "2026-03-10T12:00:00Z", "UTC",
    "HTTP 429 \xe7\xad\x89\xe5\xbe\x85 30s", NULL },
  /* OpenCode's retry line in Arabic (إعادة المحاولة خلال N ثواني): a host's
   * schedule, so read only beyond five minutes; Arabic-Indic digits are
   * digits */
  { "schedule/ar-retrying-long", "2026-03-10T12:00:00Z", "UTC",
    "Free usage exceeded, subscribe to Go\n\xd8\xa5\xd8\xb9\xd8\xa7\xd8\xaf\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9 \xd8\xae\xd9\x84\xd8\xa7\xd9\x84 62056 \xd8\xab\xd9\x88\xd8\xa7\xd9\x86\xd9\x8a - \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9 \xd8\xb1\xd9\x82\xd9\x85 1", "2026-03-11T05:14:16Z" },
  { "schedule/ar-retrying-arabic-indic-digits", "2026-03-10T12:00:00Z", "UTC",
    "\xd8\xa5\xd8\xb9\xd8\xa7\xd8\xaf\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9 \xd8\xae\xd9\x84\xd8\xa7\xd9\x84 \xd9\xa6\xd9\xa2\xd9\xa0\xd9\xa5\xd9\xa6 \xd8\xab\xd9\x88\xd8\xa7\xd9\x86\xd9\x8a - \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9 \xd8\xb1\xd9\x82\xd9\x85 \xd9\xa1", "2026-03-11T05:14:16Z" },
  { "schedule/ar-retrying-hours", "2026-03-10T12:00:00Z", "UTC",
    "\xd8\xa5\xd8\xb9\xd8\xa7\xd8\xaf\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9 \xd8\xae\xd9\x84\xd8\xa7\xd9\x84 8 \xd8\xb3\xd8\xa7\xd8\xb9\xd8\xa7\xd8\xaa", "2026-03-10T20:00:00Z" },
  { "schedule/ar-retrying-minutes", "2026-03-10T12:00:00Z", "UTC",
    "\xd8\xa5\xd8\xb9\xd8\xa7\xd8\xaf\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9 \xd8\xae\xd9\x84\xd8\xa7\xd9\x84 15 \xd8\xaf\xd9\x82\xd9\x8a\xd9\x82\xd8\xa9", "2026-03-10T12:15:00Z" },
  { "schedule/ar-retrying-short", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit exceeded\n\xd8\xa5\xd8\xb9\xd8\xa7\xd8\xaf\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9 \xd8\xae\xd9\x84\xd8\xa7\xd9\x84 20 \xd8\xab\xd9\x88\xd8\xa7\xd9\x86\xd9\x8a - \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9 \xd8\xb1\xd9\x82\xd9\x85 2", NULL },
  { "schedule/ar-retrying-short-arabic-indic", "2026-03-10T12:00:00Z", "UTC",
    "\xd8\xa5\xd8\xb9\xd8\xa7\xd8\xaf\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9 \xd8\xae\xd9\x84\xd8\xa7\xd9\x84 \xd9\xa3\xd9\xa0 \xd8\xab\xd8\xa7\xd9\x86\xd9\x8a\xd8\xa9", NULL },
  /* Django REST framework's throttled 429, as Replicate sends it: the
   * server's own wait, whole seconds, read at any length */
  { "drf/replicate-one-second", "2026-03-10T12:00:00Z", "UTC",
    "{\"detail\":\"Request was throttled. Expected available in 1 second.\"}", "2026-03-10T12:00:01Z" },
  { "drf/plural", "2026-03-10T12:00:00Z", "UTC",
    "Request was throttled. Expected available in 86400 seconds.", "2026-03-11T12:00:00Z" },
  { "drf/not-a-duration", "2026-03-10T12:00:00Z", "UTC",
    "The model is expected available in a future release.", NULL },
  /* Azure API Management's quota policy: a .NET TimeSpan ([d.]hh:mm:ss)
   * after "replenished in", read at any length; a clock after "at" stays
   * a clock, and days without two-digit hours are no span */
  { "apim/days-span", "2026-03-10T12:00:00Z", "UTC",
    "Out of call volume quota. Quota will be replenished in 5.03:23:11.", "2026-03-15T15:23:11Z" },
  { "apim/hours-span", "2026-03-10T12:00:00Z", "UTC",
    "Out of bandwidth quota. Quota will be replenished in 00:00:42.", "2026-03-10T12:00:42Z" },
  { "apim/days-span-after-retry-in", "2026-03-10T12:00:00Z", "UTC",
    "Quota exceeded, retry in 1.00:00:00", "2026-03-11T12:00:00Z" },
  { "apim/bad-hours", "2026-03-10T12:00:00Z", "UTC",
    "Quota will be replenished in 5.3:23:11.", NULL },
  { "apim/bad-hour-value", "2026-03-10T12:00:00Z", "UTC",
    "Quota will be replenished in 5.24:00:00.", NULL },
  /* a day-first dotted date with its year after "will refresh", with or
   * without a comma before the clock; a refresh token's date is no reset */
  { "dotted/antigravity", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Your plan\u2019s baseline quota will refresh on 16.03.2026, 19:10:46. To continue using this model now, enable AI Credit overages.",
    "2026-03-16T18:10:46Z" },
  { "dotted/no-comma", "2026-03-10T12:00:00Z", "UTC",
    "Quota will refresh on 01.04.2026 08:00", "2026-04-01T08:00:00Z" },
  { "dotted/refresh-token", "2026-03-10T12:00:00Z", "UTC",
    "OAuth error: the refresh token expired on 12.03.2026, 10:00:00", NULL },
  /* without a year, a dotted date only before a clock (with a German
   * date's trailing dot); a dotted clock with a day half stays a clock */
  { "dotted/no-year-before-clock", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Quota will refresh on 16.03 at 19:10", "2026-03-16T18:10:00Z" },
  { "dotted/no-year-trailing-dot", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Quota will refresh on 16.03., 19:10", "2026-03-16T18:10:00Z" },
  { "dotted/clock-with-day-half", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached, resets at 10.05 am", "2026-03-11T09:05:00Z" },
  /* the clock must follow on the same line: a dotted clock at a line's
   * end stays a clock though a log's time stamp starts the next one */
  { "dotted/clock-then-log-line", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached, resets at 10.05\n12:00:03 INFO worker: giving up", "2026-03-11T09:05:00Z" },
  { "dotted/clock-full-stop-then-log-line", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached, resets at 10.05.\n12:00:03 INFO worker: giving up", "2026-03-11T09:05:00Z" },
  /* the words that join a date to its time in es, fr, pt; a sentence's
   * full stop after the year */
  { "dotted/es-a-las", "2026-03-10T12:00:00Z", "Europe/Paris",
    "L\xc3\xadmite alcanzado, se restablece el 16.03 a las 19:10", "2026-03-16T18:10:00Z" },
  { "dotted/fr-a", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Quota will refresh on 16.03 \xc3\xa0 19:10", "2026-03-16T18:10:00Z" },
  { "dotted/pt-as", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Quota will refresh on 16.03 \xc3\xa0s 19:10", "2026-03-16T18:10:00Z" },
  { "dotted/year-full-stop", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Quota will refresh on 16.03.2026.", "2026-03-15T23:00:00Z" },
  /* ru: Codex's reset line as Intl.DateTimeFormat prints it in Russian
   * (genitive months, "г." after the year); a connection "сброшено" (reset)
   * names no time */
  { "ru/intl-medium", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xd0\x92\xd0\xb0\xd1\x88 \xd0\xbb\xd0\xb8\xd0\xbc\xd0\xb8\xd1\x82 \xd0\xb7\xd0\xb0\xd0\xbf\xd1\x80\xd0\xbe\xd1\x81\xd0\xbe\xd0\xb2 \xd0\xb1\xd1\x83\xd0\xb4\xd0\xb5\xd1\x82 \xd1\x81\xd0\xb1\xd1\x80\xd0\xbe\xd1\x88\xd0\xb5\xd0\xbd 27 \xd0\xb8\xd1\x8e\xd0\xbb. 2026 \xd0\xb3., 12:22", "2026-07-27T10:22:00Z" },
  { "ru/intl-long", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xd0\x9b\xd0\xb8\xd0\xbc\xd0\xb8\xd1\x82 \xd0\xb1\xd1\x83\xd0\xb4\xd0\xb5\xd1\x82 \xd1\x81\xd0\xb1\xd1\x80\xd0\xbe\xd1\x88\xd0\xb5\xd0\xbd 3 \xd0\xbc\xd0\xb0\xd1\x8f 2026 \xd0\xb3., 09:05", "2026-05-03T07:05:00Z" },
  { "ru/march-no-year", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xd0\x9b\xd0\xb8\xd0\xbc\xd0\xb8\xd1\x82 \xd0\xb1\xd1\x83\xd0\xb4\xd0\xb5\xd1\x82 \xd1\x81\xd0\xb1\xd1\x80\xd0\xbe\xd1\x88\xd0\xb5\xd0\xbd 15 \xd0\xbc\xd0\xb0\xd1\x80., 18:00", "2026-03-15T17:00:00Z" },
  { "ru/connection-reset", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xd0\xa1\xd0\xbe\xd0\xb5\xd0\xb4\xd0\xb8\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5 \xd1\x81\xd0\xb1\xd1\x80\xd0\xbe\xd1\x88\xd0\xb5\xd0\xbd\xd0\xbe \xd1\x83\xd0\xb4\xd0\xb0\xd0\xbb\xd1\x91\xd0\xbd\xd0\xbd\xd1\x8b\xd0\xbc \xd1\x85\xd0\xbe\xd1\x81\xd1\x82\xd0\xbe\xd0\xbc", NULL },
  /* header maps as languages print them: Go's fmt (map[Retry-After:[20]]),
   * Elixir's Req and Ruby (\"retry-after\" => [\"4\"]); "~" before an
   * approximate wait; "=" and ">" apart are no arrow */
  { "header-dump/go-map", "2026-03-10T12:00:00Z", "UTC",
    "&{429 Too Many Requests 429 HTTP/1.1 1 1 map[Content-Type:[application/json] Retry-After:[20] Date:[Tue, 10 Mar 2026 12:00:00 GMT]]",
    "2026-03-10T12:00:20Z" },
  { "header-dump/elixir-map", "2026-03-10T12:00:00Z", "UTC",
    "%Req.Response{status: 429, headers: %{\"connection\" => [\"keep-alive\"], \"retry-after\" => [\"4\"], \"server\" => [\"cloudflare\"]}}",
    "2026-03-10T12:00:04Z" },
  { "header-dump/ruby-hash", "2026-03-10T12:00:00Z", "UTC",
    "{\"retry-after\"=>\"30\"}", "2026-03-10T12:00:30Z" },
  { "header-dump/not-an-arrow", "2026-03-10T12:00:00Z", "UTC",
    "retry-after = > 30", NULL },
  { "header-dump/bracket-then-unit", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit exceeded. Please retry after [5] minutes.", NULL },
  { "header-dump/bracket-ms", "2026-03-10T12:00:00Z", "UTC",
    "429 rate_limit_error retry_after:[500] ms", NULL },
  { "header-dump/bracket-status", "2026-03-10T12:00:00Z", "UTC",
    "429 rate limit: retry after [429] Too Many Requests", NULL },
  { "header-dump/bracket-list", "2026-03-10T12:00:00Z", "UTC",
    "rate limit exceeded, retry-after => [1, 2, 3]", NULL },
  { "approximate/tilde", "2026-03-10T12:00:00Z", "UTC",
    "Add more API keys or wait for rate limits to reset. Soonest reset ~3m.", "2026-03-10T12:03:00Z" },
  /* a client that reports the provider's own wait: "requested" a duration
   * and a wait word, at any length; "requested" without one names none */
  { "requested/ms-wait", "2026-03-10T12:00:00Z", "UTC",
    "Error: Retry failed after 1 attempts: Provider requested 1800000ms wait, exceeds retry.maxDelayMs (300000ms).",
    "2026-03-10T12:30:00Z" },
  { "requested/short-delay", "2026-03-10T12:00:00Z", "UTC",
    "The server requested a 30s delay before the next attempt", "2026-03-10T12:00:30Z" },
  { "requested/count-no-wait", "2026-03-10T12:00:00Z", "UTC",
    "limit exceeded for model gemini-2.0-flash: limit=0, requested=21847", NULL },
  { "requested/gpu-seconds", "2026-03-10T12:00:00Z", "UTC",
    "You have exceeded your GPU quota (60s requested vs. 56s left).", NULL },
  /* the usage-limit line's clock in languages that space their words
   * (find_intl_clock): a reset word in the same clause, a connector, a
   * clock; a zone city in its local spelling */
  { "intl/ru-v-tokyo", "2026-03-10T12:00:00Z", "UTC",
    "\xd0\x92\xd0\xb0\xd1\x88 \xd0\xbb\xd0\xb8\xd0\xbc\xd0\xb8\xd1\x82 \xd0\xb1\xd1\x83\xd0\xb4\xd0\xb5\xd1\x82 \xd1\x81\xd0\xb1\xd1\x80\xd0\xbe\xd1\x88\xd0\xb5\xd0\xbd \xd0\xb2 19:00 (\xd0\x90\xd0\xb7\xd0\xb8\xd1\x8f/\xd0\xa2\xd0\xbe\xd0\xba\xd0\xb8\xd0\xbe)", "2026-03-11T10:00:00Z" },
  { "intl/pt-as-7h-toquio", "2026-03-10T12:00:00Z", "UTC",
    "Seu limite ser\xc3\xa1 redefinido \xc3\xa0s 7h (hor\xc3\xa1rio de T\xc3\xb3quio)", "2026-03-10T22:00:00Z" },
  { "intl/de-um-uhr-verb-last", "2026-03-10T12:00:00Z", "UTC",
    "Ihr Limit wird um 19:00 Uhr (Asia/Tokyo) zur\xc3\xbc" "ckgesetzt.", "2026-03-11T10:00:00Z" },
  { "intl/fr-a-7-h-tokyo", "2026-03-10T12:00:00Z", "UTC",
    "Votre limite sera r\xc3\xa9initialis\xc3\xa9" "e \xc3\xa0 7 h (heure de Tokyo).", "2026-03-10T22:00:00Z" },
  { "intl/fr-19h30-local", "2026-03-10T12:00:00Z", "UTC",
    "Votre limite sera r\xc3\xa9initialis\xc3\xa9" "e \xc3\xa0 19h30.", "2026-03-10T19:30:00Z" },
  { "intl/fr-heures", "2026-03-10T12:00:00Z", "UTC",
    "Votre limite sera r\xc3\xa9initialis\xc3\xa9" "e \xc3\xa0 19 heures.", "2026-03-10T19:00:00Z" },
  { "intl/tr-saat-da", "2026-03-10T12:00:00Z", "UTC",
    "S\xc4\xb1n\xc4\xb1r\xc4\xb1n\xc4\xb1z saat 19:00'da (Asya/Tokyo) s\xc4\xb1" "f\xc4\xb1rlanacak.", "2026-03-11T10:00:00Z" },
  { "intl/ms-jam-malam", "2026-03-10T12:00:00Z", "UTC",
    "Had anda akan ditetapkan semula pada jam 7 malam (Asia/Tokyo).", "2026-03-11T10:00:00Z" },
  { "intl/ms-12-malam-is-midnight", "2026-03-10T12:00:00Z", "UTC",
    "Had anda akan ditetapkan semula pada jam 12 malam.", "2026-03-11T00:00:00Z" },
  { "intl/ms-3-petang", "2026-03-10T12:00:00Z", "UTC",
    "Had anda akan ditetapkan semula pada pukul 3 petang.", "2026-03-10T15:00:00Z" },
  { "intl/es-12-pm-is-noon", "2026-03-10T10:00:00Z", "UTC",
    "Tu l\xc3\xadmite se restablecer\xc3\xa1 a las 12 p. m.", "2026-03-10T12:00:00Z" },
  { "intl/second-mention", "2026-03-10T12:00:00Z", "UTC",
    "Limite redefinido. Seu limite ser\xc3\xa1 redefinido \xc3\xa0s 19h.", "2026-03-10T19:00:00Z" },
  { "intl/vi-luc-gio-toi", "2026-03-10T12:00:00Z", "UTC",
    "Gi\xe1\xbb\x9bi h\xe1\xba\xa1n c\xe1\xbb\xa7" "a b\xe1\xba\xa1n s\xe1\xba\xbd \xc4\x91\xc6\xb0\xe1\xbb\xa3" "c \xc4\x91\xe1\xba\xb7t l\xe1\xba\xa1i l\xc3\xba" "c 7 gi\xe1\xbb\x9d t\xe1\xbb\x91i (Asia/Tokyo).", "2026-03-11T10:00:00Z" },
  { "intl/pl-o", "2026-03-10T12:00:00Z", "UTC",
    "Tw\xc3\xb3j limit zostanie zresetowany o 19:00 (Asia/Tokyo).", "2026-03-11T10:00:00Z" },
  { "intl/nl-om-uur-verb-last", "2026-03-10T12:00:00Z", "UTC",
    "Je limiet wordt om 19:00 uur (Asia/Tokyo) gereset.", "2026-03-11T10:00:00Z" },
  { "intl/pl-o-bare-is-no-clock", "2026-03-10T12:00:00Z", "UTC",
    "Limit zostanie zresetowany o 7.", NULL },
  { "intl/id-pukul-bare", "2026-03-10T12:00:00Z", "UTC",
    "Batas Anda akan direset pukul 7 (Asia/Tokyo).", "2026-03-10T22:00:00Z" },
  { "intl/id-pukul-dot", "2026-03-10T12:00:00Z", "UTC",
    "Batas Anda akan direset pukul 19.00.", "2026-03-10T19:00:00Z" },
  { "anchor/continuing-automatically-at", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached \xc2\xb7 continuing automatically at 10:10pm \xc2\xb7 esc or type to cancel", "2026-03-10T21:10:00Z" },
  { "anchor/continuing-automatically-no-clock", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Continuing automatically at the next step", NULL },
  { "intl/id-disetel-ulang", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Penggunaan bot Anda telah mencapai batas dan akan disetel ulang pada pukul 00.00", "2026-03-10T23:00:00Z" },
  { "intl/id-disetel-ulang-no-clock", "2026-03-10T12:00:00Z", "UTC",
    "Pengaturan disetel ulang pada 2 file", NULL },
  { "intl/es-a-las-pm-tokio", "2026-03-10T12:00:00Z", "UTC",
    "Tu l\xc3\xadmite se restablecer\xc3\xa1 a las 7 p. m. (hora de Tokio).", "2026-03-11T10:00:00Z" },
  { "intl/it-alle-iana", "2026-03-10T12:00:00Z", "UTC",
    "Il limite verr\xc3\xa0 reimpostato alle 19:00 (Europe/Rome).", "2026-03-10T18:00:00Z" },
  { "intl/ru-moskva", "2026-03-10T12:00:00Z", "UTC",
    "\xd0\x9b\xd0\xb8\xd0\xbc\xd0\xb8\xd1\x82 \xd0\xb1\xd1\x83\xd0\xb4\xd0\xb5\xd1\x82 \xd1\x81\xd0\xb1\xd1\x80\xd0\xbe\xd1\x88\xd0\xb5\xd0\xbd \xd0\xb2 19:00 (\xd0\x9c\xd0\xbe\xd1\x81\xd0\xba\xd0\xb2\xd0\xb0)", "2026-03-10T16:00:00Z" },
  { "intl/unknown-zone-is-default", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Votre limite sera r\xc3\xa9initialis\xc3\xa9" "e \xc3\xa0 7 h (heure de P\xc3\xa9kin).", "2026-03-11T06:00:00Z" },
  { "intl/de-bare-um-is-no-clock", "2026-03-10T12:00:00Z", "UTC",
    "Ihr Limit wird um 7 zur\xc3\xbc" "ckgesetzt.", NULL },
  { "intl/other-clause", "2026-03-10T12:00:00Z", "UTC",
    "Der Server ist um 19:00 Uhr abgest\xc3\xbcrzt. Das Limit wurde zur\xc3\xbc" "ckgesetzt.", NULL },
  { "intl/no-reset-word", "2026-03-10T12:00:00Z", "UTC",
    "Fehler um 19:00 Uhr (Asia/Tokyo)", NULL },
  { "intl/tokyoite-is-no-city", "2026-03-10T12:00:00Z", "UTC",
    "Limite redefinido \xc3\xa0s 7h (Tokyoite)", "2026-03-11T07:00:00Z" },
  /* a date before the connector, in the CLDR's month names of de, fr, es,
   * it, pl, nl, cs; a German day's ordinal dot does not end the clause */
  { "intl/de-day-month", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Nutzungslimit erreicht. Wird am 12. M\xc3\xa4rz um 14:00 zur\xc3\xbc" "ckgesetzt.", "2026-03-12T13:00:00Z" },
  { "intl/de-dotted-year", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Nutzungslimit erreicht. Zur\xc3\xbc" "ckgesetzt am 12.03.2026 um 14:00", "2026-03-12T13:00:00Z" },
  { "intl/fr-day-month", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limite atteinte \xc2\xb7 sera r\xc3\xa9initialis\xc3\xa9" "e le 2 avril \xc3\xa0 14 h", "2026-04-02T12:00:00Z" },
  { "intl/es-day-de-month", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Se restablecer\xc3\xa1 el 12 de marzo a las 19:00", "2026-03-12T18:00:00Z" },
  { "intl/it-day-month", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Verr\xc3\xa0 reimpostato il 12 marzo alle 19:00", "2026-03-12T18:00:00Z" },
  { "intl/pl-genitive", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limit zostanie zresetowany 12 marca o 19:00", "2026-03-12T18:00:00Z" },
  { "intl/nl-day-month", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Wordt gereset op 12 maart om 19:00", "2026-03-12T18:00:00Z" },
  { "intl/cs-ordinal-genitive", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limit bude obnoven 12. b\xc5\x99" "ezna v 14:00", "2026-03-12T13:00:00Z" },
  { "intl/sv-kl", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Gr\xc3\xa4nsen n\xc3\xa5" "dd. \xc3\x85terst\xc3\xa4lls kl. 19:00", "2026-03-10T18:00:00Z" },
  { "intl/fi-klo", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Raja t\xc3\xa4ynn\xc3\xa4, nollataan klo 19", "2026-03-10T18:00:00Z" },
  { "intl/ro-la", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limita va fi resetat\xc4\x83 la 19:00", "2026-03-10T18:00:00Z" },
  /* near misses: a day and a month in another clause, a number that is not a day, a past date's next year */
  { "intl/date-in-other-clause", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Rechnung vom 12. M\xc3\xa4rz. Limit wird um 14:00 zur\xc3\xbc" "ckgesetzt.", "2026-03-10T13:00:00Z" },
  { "intl/number-not-a-day", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limit von 50 Anfragen wird um 14:00 zur\xc3\xbc" "ckgesetzt.", "2026-03-10T13:00:00Z" },
  /* a dated clock already past, or months ahead, is about something else:
   * the clock nearest the reset word, or none */
  { "intl/past-day-is-no-reset", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Wird am 2. M\xc3\xa4rz um 14:00 zur\xc3\xbc" "ckgesetzt.", NULL },
  { "intl/past-event-then-reset", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Nutzungslimit erreicht am 8. M\xc3\xa4rz um 09:30 \xe2\x80\x93 wird um 14:00 zur\xc3\xbc" "ckgesetzt", "2026-03-10T13:00:00Z" },
  { "intl/months-ahead-is-no-reset", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Es wird am 12. Dez. um 14:00 zur\xc3\xbc" "ckgesetzt.", NULL },
  { "intl/de-abbreviated-month", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limit wird am 2. Apr. um 14:00 zur\xc3\xbc" "ckgesetzt.", "2026-04-02T12:00:00Z" },
  { "intl/ro-month", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limita va fi resetat\xc4\x83 pe 12 martie la 14:00", "2026-03-12T13:00:00Z" },
  { "intl/uk-month", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xd0\x9b\xd1\x96\xd0\xbc\xd1\x96\xd1\x82 \xd0\xb1\xd1\x83\xd0\xb4\xd0\xb5 \xd1\x81\xd0\xba\xd0\xb8\xd0\xbd\xd1\x83\xd1\x82\xd0\xbe 12 \xd0\xb1\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb7\xd0\xbd\xd1\x8f \xd0\xbe 14:00",
    "2026-03-12T13:00:00Z" },
  { "intl/cs-tomorrow", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limit bude obnoven z\xc3\xadtra v 14:00", "2026-03-11T13:00:00Z" },
  { "intl/de-tomorrow", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Das Limit wird morgen um 9:00 Uhr zur\xc3\xbc" "ckgesetzt.", "2026-03-11T08:00:00Z" },
  /* a weekday before the clock: its next occurrence (2026-03-10 is a
   * Tuesday), a week on when it is today's and the clock has passed */
  { "intl/de-weekday", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Nutzungslimit erreicht \xc2\xb7 wird am Montag um 14:00 zur\xc3\xbc" "ckgesetzt", "2026-03-16T13:00:00Z" },
  { "intl/fr-weekday", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limite atteinte \xc2\xb7 sera r\xc3\xa9initialis\xc3\xa9" "e jeudi \xc3\xa0 14 h", "2026-03-12T13:00:00Z" },
  { "intl/es-weekday", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Se restablecer\xc3\xa1 el mi\xc3\xa9rcoles a las 19:00", "2026-03-11T18:00:00Z" },
  { "intl/cs-weekday", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limit bude obnoven v ned\xc4\x9bli v 14:00", "2026-03-15T13:00:00Z" },
  { "intl/pl-weekday", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limit zostanie zresetowany w pi\xc4\x85tek o 9:30", "2026-03-13T08:30:00Z" },
  { "intl/today-weekday-later", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Wird am Dienstag um 14:00 zur\xc3\xbc" "ckgesetzt", "2026-03-10T13:00:00Z" },
  { "intl/today-weekday-past", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Wird am Dienstag um 11:00 zur\xc3\xbc" "ckgesetzt", "2026-03-11T10:00:00Z" },
  /* the clock nearest the reset word, not one that says when the limit was reached; a past auxiliary */
  { "intl/nearest-clock-de", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Nutzungslimit erreicht am Montag um 09:30 \xe2\x80\x93 wird um 14:00 zur\xc3\xbc" "ckgesetzt", "2026-03-10T13:00:00Z" },
  { "intl/nearest-clock-es", "2026-03-10T12:00:00Z", "Europe/Paris",
    "L\xc3\xadmite alcanzado el lunes a las 09:30, se restablecer\xc3\xa1 a las 18:00", "2026-03-10T17:00:00Z" },
  { "intl/past-auxiliary-de", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Ihr Limit wurde am Montag um 09:00 zur\xc3\xbc" "ckgesetzt und ist erneut erreicht", NULL },
  /* a past event in the reset word's language is no reset */
  { "intl/cs-restored-is-past", "2026-03-10T12:00:00Z", "Europe/Paris",
    "P\xc5\x99\xc3\xadli\xc5\xa1 mnoho po\xc5\xbe" "adavk\xc5\xaf. Spojen\xc3\xad bylo obnoveno v 11:30, zkuste to pozd\xc4\x9bji.", NULL },
  { "intl/ro-key-reset-is-past", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Cheia API a fost resetat\xc4\x83 la 10:15", NULL },
  /* units and anchors that are words of other languages */
  { "wait/percent-is-no-unit", "2026-03-10T12:00:00Z", "UTC",
    "please try again in 30 percent of the window", NULL },
  { "wait/time-is-no-unit", "2026-03-10T12:00:00Z", "UTC",
    "Please wait 1 time(s) before retrying", NULL },
  { "anchor/graphs-refresh-is-no-reset", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit exceeded (60 RPM). Usage graphs refresh at 00:00 UTC. Please retry in 20 seconds.", "2026-03-10T12:00:20Z" },
  /* waits written number first (ja, zh, ko): a wait word, or "after"
   * with a retry word close behind; the provider's instruction, so no
   * five-minute threshold */
  { "cjk/ja-english-unit-wo-matte", "2026-03-10T12:00:00Z", "UTC",
    "\xe8\xa6\x81\xe6\xb1\x82\xe3\x81\xaf\xe3\x83\xac\xe3\x83\xbc\xe3\x83\x88\xe5\x88\xb6\xe9\x99\x90\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82"
    "2 minutes \xe3\x82\x92\xe5\xbe\x85\xe3\x81\xa3\xe3\x81\xa6\xe3\x81\x8b\xe3\x82\x89", "2026-03-10T12:02:00Z" },  /* …2 minutes を待ってから */
  { "cjk/ja-byou-go-ni", "2026-03-10T12:00:00Z", "UTC",
    "30\xe7\xa7\x92\xe5\xbe\x8c\xe3\x81\xab\xe5\x86\x8d\xe8\xa9\xa6\xe8\xa1\x8c\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84", "2026-03-10T12:00:30Z" },  /* 30秒後に再試行してください */
  { "cjk/ja-jikan-fun-go", "2026-03-10T12:00:00Z", "UTC",
    "1\xe6\x99\x82\xe9\x96\x93 5\xe5\x88\x86\xe5\xbe\x8c\xe3\x81\xab\xe3\x82\x82\xe3\x81\x86\xe4\xb8\x80\xe5\xba\xa6\xe3\x81\x8a\xe8\xa9\xa6\xe3\x81\x97\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84", "2026-03-10T13:05:00Z" },  /* 1時間 5分後にもう一度お試しください */
  { "cjk/zh-miao-hou", "2026-03-10T12:00:00Z", "UTC",
    "\xe8\xaf\xb7\xe6\xb1\x82\xe8\xbf\x87\xe4\xba\x8e\xe9\xa2\x91\xe7\xb9\x81\xef\xbc\x8c 84 \xe7\xa7\x92\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95", "2026-03-10T12:01:24Z" },  /* 请求过于频繁， 84 秒后重试 */
  { "cjk/zh-tw-fen-zhong-hou", "2026-03-10T12:00:00Z", "UTC",
    "\xe8\xab\x8b\xe6\x96\xbc 5 \xe5\x88\x86\xe9\x90\x98\xe5\xbe\x8c\xe9\x87\x8d\xe8\xa9\xa6", "2026-03-10T12:05:00Z" },  /* 請於 5 分鐘後重試 */
  { "cjk/ko-cho-hu", "2026-03-10T12:00:00Z", "UTC",
    "30\xec\xb4\x88 \xed\x9b\x84\xec\x97\x90 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\x98\xec\x84\xb8\xec\x9a\x94", "2026-03-10T12:00:30Z" },  /* 30초 후에 다시 시도하세요 */
  { "cjk/ko-bun-hu", "2026-03-10T12:00:00Z", "UTC",
    "5\xeb\xb6\x84 \xed\x9b\x84 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84", "2026-03-10T12:05:00Z" },  /* 5분 후 다시 시도 */
  /* near misses: "after" with no retry word (a timeout), a date, a count */
  { "cjk/zh-timeout-after-not-reset", "2026-03-10T12:00:00Z", "UTC",
    "\xe8\xaf\xb7\xe6\xb1\x82\xe5\x9c\xa8 30 \xe7\xa7\x92\xe5\x90\x8e\xe8\xb6\x85\xe6\x97\xb6", NULL },  /* 请求在 30 秒后超时 */
  { "cjk/ko-after-no-retry", "2026-03-10T12:00:00Z", "UTC",
    "30\xec\xb4\x88 \xed\x9b\x84\xec\x97\x90 \xec\x97\xb0\xea\xb2\xb0\xec\x9d\xb4 \xeb\x81\x8a\xea\xb2\xbc\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4", NULL },  /* 30초 후에 연결이 끊겼습니다 (dropped after 30 s) */
  { "cjk/ko-timed-out-after-then-retry", "2026-03-10T12:00:00Z", "UTC",
    "\xec\x98\xa8\xeb\xb3\xb4\xeb\x94\xa9 \xec\x9e\x91\xec\x97\x85\xec\x9d\xb4 60\xec\xb4\x88 \xed\x9b\x84 \xec\x8b\x9c\xea\xb0\x84 \xec\xb4\x88\xea\xb3\xbc\xeb\x90\x98\xec\x97\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. \xeb\x82\x98\xec\xa4\x91\xec\x97\x90 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\x98\xec\x84\xb8\xec\x9a\x94.", NULL },  /* 온보딩 작업이 60초 후 시간 초과되었습니다. 나중에 다시 시도하세요. */
  { "cjk/zh-timed-out-after-then-retry", "2026-03-10T12:00:00Z", "UTC",
    "\xe8\xaf\xb7\xe6\xb1\x82\xe5\x9c\xa8 30 \xe7\xa7\x92\xe5\x90\x8e\xe8\xb6\x85\xe6\x97\xb6\xef\xbc\x8c\xe8\xaf\xb7\xe9\x87\x8d\xe8\xaf\x95", NULL },  /* 请求在 30 秒后超时，请重试 */
  { "cjk/ja-timed-out-after-then-retry", "2026-03-10T12:00:00Z", "UTC",
    "5\xe5\x88\x86\xe5\xbe\x8c\xe3\x81\xab\xe3\x82\xbf\xe3\x82\xa4\xe3\x83\xa0\xe3\x82\xa2\xe3\x82\xa6\xe3\x83\x88\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82\xe3\x82\x82\xe3\x81\x86\xe4\xb8\x80\xe5\xba\xa6\xe3\x81\x8a\xe8\xa9\xa6\xe3\x81\x97\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84", NULL },  /* 5分後にタイムアウトしました。もう一度お試しください */
  /* a clock with a bracketed weekday after it (claude.ai's Japanese usage meter); 2026-03-10 is a Tuesday */
  { "cjk/ja-weekday-clock", "2026-03-10T12:00:00Z", "Europe/Paris",
    "17:00(\xe6\x9c\xa8)\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88", "2026-03-12T16:00:00Z" },  /* 17:00(木)にリセット */
  { "cjk/ja-weekday-clock-fullwidth", "2026-03-10T12:00:00Z", "Europe/Paris",
    "17:00\xef\xbc\x88\xe6\x9c\xa8\xef\xbc\x89\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88", "2026-03-12T16:00:00Z" },  /* 17:00（木）にリセット */
  { "cjk/ko-weekday-clock", "2026-03-10T12:00:00Z", "Europe/Paris",
    "9:30 (\xeb\xaa\xa9)\xec\x97\x90 \xec\x9e\xac\xec\x84\xa4\xec\xa0\x95\xeb\x90\xa9\xeb\x8b\x88\xeb\x8b\xa4", "2026-03-12T08:30:00Z" },  /* 9:30 (목)에 재설정됩니다 */
  { "cjk/ja-weekday-clock-today", "2026-03-10T12:00:00Z", "Europe/Paris",
    "17:00(\xe7\x81\xab)\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88", "2026-03-10T16:00:00Z" },  /* 17:00(火)にリセット */
  { "cjk/ja-weekday-clock-passed-today", "2026-03-10T12:00:00Z", "Europe/Paris",
    "08:00(\xe7\x81\xab)\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88", "2026-03-17T07:00:00Z" },  /* 08:00(火)にリセット */
  { "cjk/ja-weekday-clock-no-reset-word", "2026-03-10T12:00:00Z", "Europe/Paris",
    "2026/03/10 17:00(\xe6\x9c\xa8)\xe3\x81\xab\xe5\xa4\xb1\xe6\x95\x97", NULL },  /* 2026/03/10 17:00(木)に失敗 */
  { "cjk/ko-weekday-clock-day-half", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xec\x98\xa4\xed\x9b\x84 5:00 (\xeb\xaa\xa9)\xec\x97\x90 \xec\x9e\xac\xec\x84\xa4\xec\xa0\x95\xeb\x90\xa9\xeb\x8b\x88\xeb\x8b\xa4", "2026-03-12T16:00:00Z" },  /* 오후 5:00 (목)에 재설정됩니다 */
  { "cjk/ja-weekday-clock-zone", "2026-03-10T12:00:00Z", "Europe/Paris",
    "17:00(\xe6\x9c\xa8)(UTC)\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88", "2026-03-12T17:00:00Z" },  /* 17:00(木)(UTC)にリセット */
  { "cjk/ja-weekday-clock-city", "2026-03-10T12:00:00Z", "Europe/Paris",
    "17:00(\xe6\x9c\xa8)(\xe6\x9d\xb1\xe4\xba\xac)\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88", "2026-03-12T08:00:00Z" },  /* 17:00(木)(東京)にリセット */
  { "cjk/ja-weekday-clock-log-date", "2026-03-10T12:00:00Z", "Europe/Paris",
    "2026/03/10 09:15(\xe7\x81\xab) \xe6\x8e\xa5\xe7\xb6\x9a\xe3\x81\x8c\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f", NULL },  /* 2026/03/10 09:15(火) 接続がリセットされました */
  { "cjk/ja-weekday-clock-log-seconds", "2026-03-10T12:00:00Z", "Europe/Paris",
    "09:15:22 (\xe6\x9c\x88) \xe6\x8e\xa5\xe7\xb6\x9a\xe3\x82\x92\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f", NULL },  /* 09:15:22 (月) 接続をリセットしました */
  { "cjk/ja-weekday-clock-other-clause", "2026-03-10T12:00:00Z", "Europe/Paris",
    "09:15(\xe7\x81\xab)\xe3\x81\xab\xe5\xa4\xb1\xe6\x95\x97\xe3\x80\x82\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84", NULL },  /* 09:15(火)に失敗。リセットしてください */
  { "cjk/ja-date-not-days", "2026-03-10T12:00:00Z", "UTC",
    "2026\xe5\xb9\xb4" "3\xe6\x9c\x88" "26\xe6\x97\xa5\xe3\x81\xab\xe5\xa4\xb1\xe6\x95\x97", NULL },  /* 2026年3月26日に失敗 */
  /* the client's own plan, number first: the host-schedule threshold */
  { "cjk/ja-will-retry-short", "2026-03-10T12:00:00Z", "UTC",
    "30\xe7\xa7\x92\xe5\xbe\x8c\xe3\x81\xab\xe5\x86\x8d\xe8\xa9\xa6\xe8\xa1\x8c\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x99", NULL },  /* 30秒後に再試行します */
  { "cjk/ko-will-retry-short", "2026-03-10T12:00:00Z", "UTC",
    "30\xec\xb4\x88 \xed\x9b\x84\xec\x97\x90 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4", NULL },  /* 30초 후에 다시 시도합니다 */
  { "cjk/zh-waiting-short", "2026-03-10T12:00:00Z", "UTC",
    "HTTP 429 \xe7\xad\x89\xe5\xbe\x85 30 \xe7\xa7\x92\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95", NULL },  /* 等待 30 秒后重试 */
  { "cjk/zh-auto-retry-long", "2026-03-10T12:00:00Z", "UTC",
    "2 \xe5\xb0\x8f\xe6\x97\xb6\xe5\x90\x8e\xe8\x87\xaa\xe5\x8a\xa8\xe9\x87\x8d\xe8\xaf\x95", "2026-03-10T14:00:00Z" },  /* 2 小时后自动重试 */
  { "cjk/zh-please-wait-short", "2026-03-10T12:00:00Z", "UTC",
    "\xe8\xaf\xb7\xe7\xad\x89\xe5\xbe\x85 30 \xe7\xa7\x92\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95", "2026-03-10T12:00:30Z" },  /* 请等待 30 秒后重试 */
  /* a proxy's lock on a spent account, and a cool-down (Antigravity-Manager) */
  { "cjk/zh-locked-for", "2026-03-10T12:00:00Z", "UTC",
    "\xe6\xa3\x80\xe6\xb5\x8b\xe5\x88\xb0\xe9\x85\x8d\xe9\xa2\x9d\xe8\x80\x97\xe5\xb0\xbd\xef\xbc\x8c\xe9\x94\x81\xe5\xae\x9a 30\xe5\x88\x86\xe9\x92\x9f", "2026-03-10T12:30:00Z" },  /* 检测到配额耗尽，锁定 30分钟 */
  { "cjk/zh-cool-down", "2026-03-10T12:00:00Z", "UTC",
    "\xe8\xb4\xa6\xe5\x8f\xb7\xe5\x86\xb7\xe5\x8d\xb4 2 \xe5\xb0\x8f\xe6\x97\xb6", "2026-03-10T14:00:00Z" },  /* 账号冷却 2 小时 */
  { "cjk/zh-locked-no-duration", "2026-03-10T12:00:00Z", "UTC",
    "\xe6\x82\xa8\xe7\x9a\x84\xe8\xb4\xa6\xe6\x88\xb7\xe5\xb7\xb2\xe8\xa2\xab\xe9\x94\x81\xe5\xae\x9a\xef\xbc\x8c\xe8\xaf\xb7\xe8\x81\x94\xe7\xb3\xbb\xe5\xae\xa2\xe6\x9c\x8d", NULL },  /* 您的账户已被锁定，请联系客服 */
  { "pool/remaining-key", "2026-03-10T12:00:00Z", "UTC",
    "are in cooldown:\n[provider=codex auth_file=codex-pro.json, reason=quota, remaining=58h03m]", "2026-03-12T22:03:00Z" },
  { "pool/remaining-count", "2026-03-10T12:00:00Z", "UTC",
    "rate limited: remaining=0 limit=60", NULL },
  /* the review's: amounts after remaining= are no wait; a lock "ago" is past */
  { "pool/remaining-amount", "2026-03-10T12:00:00Z", "UTC",
    "are in cooldown: [reason=quota, remaining=1.2M]", NULL },
  { "pool/remaining-tokens", "2026-03-10T12:00:00Z", "UTC",
    "rate limited: remaining=5m tokens", NULL },
  { "cjk/zh-locked-ago", "2026-03-10T12:00:00Z", "UTC",
    "\xe8\xaf\xb7\xe6\xb1\x82\xe8\xbf\x87\xe4\xba\x8e\xe9\xa2\x91\xe7\xb9\x81\xef\xbc\x8c\xe5\xb7\xb2\xe9\x94\x81\xe5\xae\x9a 2 \xe5\xb0\x8f\xe6\x97\xb6\xe5\x89\x8d", NULL },  /* 请求过于频繁，已锁定 2 小时前 */
  { "cjk/zh-cool-down-time", "2026-03-10T12:00:00Z", "UTC",
    "\xe5\x86\xb7\xe5\x8d\xb4\xe6\x97\xb6\xe9\x97\xb4\xef\xbc\x9a" "30\xe5\x88\x86\xe9\x92\x9f", "2026-03-10T12:30:00Z" },  /* 冷却时间：30分钟 */
  { "cjk/zh-cooling-left", "2026-03-10T12:00:00Z", "UTC",
    "\xe5\x86\xb7\xe5\x8d\xb4\xe4\xb8\xad\xef\xbc\x8c\xe5\x89\xa9\xe4\xbd\x99 30 \xe5\x88\x86\xe9\x92\x9f", "2026-03-10T12:30:00Z" },  /* 冷却中，剩余 30 分钟 */
  { "cjk/zh-tw-cool-down", "2026-03-10T12:00:00Z", "UTC",
    "\xe5\x86\xb7\xe5\x8d\xbb 30 \xe5\x88\x86\xe9\x90\x98", "2026-03-10T12:30:00Z" },  /* 冷卻 30 分鐘 */
  /* "try again in" in es, pt, de, fr, it */
  { "lang/es-de-nuevo-en", "2026-03-10T12:00:00Z", "UTC",
    "Demasiadas solicitudes. Int\xc3\xa9ntelo de nuevo en 30 segundos.", "2026-03-10T12:00:30Z" },
  { "lang/es-intentarlo-en", "2026-03-10T12:00:00Z", "UTC",
    "L\xc3\xadmite de tasa excedido. Vuelve a intentarlo en 2 minutos y 5 segundos.", "2026-03-10T12:02:05Z" },
  { "lang/pt-novamente-em", "2026-03-10T12:00:00Z", "UTC",
    "Muitas solicita\xc3\xa7\xc3\xb5" "es. Tente novamente em 1 hora.", "2026-03-10T13:00:00Z" },
  { "lang/de-in-erneut", "2026-03-10T12:00:00Z", "UTC",
    "Zu viele Anfragen. Bitte versuchen Sie es in 30 Sekunden erneut.", "2026-03-10T12:00:30Z" },
  { "lang/de-erneut-in", "2026-03-10T12:00:00Z", "UTC",
    "Ratenlimit erreicht, erneut in 2 Stunden und 10 Minuten", "2026-03-10T14:10:00Z" },
  { "lang/fr-reessayez-dans", "2026-03-10T12:00:00Z", "UTC",
    "Trop de requ\xc3\xaa" "tes. Veuillez r\xc3\xa9" "essayer dans 5 minutes.", "2026-03-10T12:05:00Z" },
  { "lang/it-riprova-tra", "2026-03-10T12:00:00Z", "UTC",
    "Troppe richieste. Riprova tra 2 ore.", "2026-03-10T14:00:00Z" },
  /* an article counts one before a unit (held-out rr004) */
  { "lang/de-einer-minute", "2026-03-10T12:00:00Z", "UTC",
    "Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.", "2026-03-10T12:01:00Z" },
  { "lang/fr-une-heure", "2026-03-10T12:00:00Z", "UTC",
    "Trop de requ\xc3\xaa" "tes. R\xc3\xa9" "essayez dans une heure.", "2026-03-10T13:00:00Z" },
  { "lang/es-un-minuto", "2026-03-10T12:00:00Z", "UTC",
    "Demasiadas solicitudes. Int\xc3\xa9ntalo de nuevo en un minuto.", "2026-03-10T12:01:00Z" },
  { "lang/es-un-momento", "2026-03-10T12:00:00Z", "UTC",
    "Demasiadas solicitudes. Int\xc3\xa9ntalo de nuevo en un momento.", NULL },
  /* near misses: no duration after the anchor */
  { "lang/es-no-duration", "2026-03-10T12:00:00Z", "UTC",
    "Int\xc3\xa9ntelo de nuevo en unos momentos.", NULL },
  { "lang/fr-no-duration", "2026-03-10T12:00:00Z", "UTC",
    "Veuillez r\xc3\xa9" "essayer dans quelques instants.", NULL },
  /* a bare "wait" is the provider's instruction; "will wait" is a client's plan */
  { "wait/bare-plural-unit", "2026-03-10T12:00:00Z", "UTC",
    "You have been rate limited. Wait 1 hours 48 minutes for your limit to reset.", "2026-03-10T13:48:00Z" },
  { "wait/must-wait", "2026-03-10T12:00:00Z", "UTC",
    "You must wait 2 days before trying again", "2026-03-12T12:00:00Z" },
  { "wait/hr-min", "2026-03-10T12:00:00Z", "UTC",
    "wait 1 hr 5 min", "2026-03-10T13:05:00Z" },
  { "wait/compact", "2026-03-10T12:00:00Z", "UTC",
    "rate limited; wait 1h48m", "2026-03-10T13:48:00Z" },
  { "wait/client-will-wait", "2026-03-10T12:00:00Z", "UTC",
    "Rate limited. Will wait 20 seconds before retrying (attempt 2/5)", NULL },
  { "wait/client-ll-wait", "2026-03-10T12:00:00Z", "UTC",
    "429 received; we'll wait 45 seconds", NULL },
  { "wait/no-duration", "2026-03-10T12:00:00Z", "UTC",
    "Please wait and try again", NULL },
  /* an H:MM:SS that says so is a countdown after "after" too (Anthropic's computer-use demo: "Retry after 0:01:25
   * (HH:MM:SS)", held-out ks010); without the label a time after "after" stays a clock */
  { "wait/hms-labelled", "2026-03-10T12:00:00Z", "UTC",
    "You have been rate limited. Retry after 0:01:25 (HH:MM:SS).", "2026-03-10T12:01:25Z" },
  { "wait/hms-unlabelled-clock", "2026-03-10T12:00:00Z", "UTC",
    "Rate limited. Try again after 13:45:00.", "2026-03-10T13:45:00Z" },
  /* Markdown's strong emphasis around the wait, as a review bot comments (CodeRabbit, held-out ky009); between two
   * digits the asterisks are an exponent and stay, so no duration is read from them */
  { "wait/markdown-bold", "2026-03-10T12:00:00Z", "UTC",
    "## Rate limit exceeded\n\nPlease wait **24 minutes and 26 seconds** before requesting another review.",
    "2026-03-10T12:24:26Z" },
  { "wait/markdown-bold-single-line", "2026-03-10T12:00:00Z", "UTC",
    "**Rate limited.** Try again in ***5 minutes***.", "2026-03-10T12:05:00Z" },
  { "wait/exponent-not-markup", "2026-03-10T12:00:00Z", "UTC",
    "Please wait 2**3 seconds", NULL },
  /* bold around a number alone: the asterisks between a digit and its unit are markup too */
  { "wait/markdown-bold-number", "2026-03-10T12:00:00Z", "UTC",
    "Rate limited. Resets in **3**h **20**m.", "2026-03-10T15:20:00Z" },
  /* a review bot's window (CodeRabbit's "Review limit reached"), with and without the colon; "available in" alone
   * names languages, sizes and regions */
  { "wait/review-available-in", "2026-03-10T12:00:00Z", "UTC",
    "> ## Review limit reached\n> **Next review available in:** **9 minutes**", "2026-03-10T12:09:00Z" },
  { "wait/included-review-available-in", "2026-03-10T12:00:00Z", "UTC",
    "Review limit reached \u2014 Next included review available in **53 minutes**.", "2026-03-10T12:53:00Z" },
  /* Thai: "please wait 1 hour" (held-out lo022), "please wait 30 seconds, then try again"; "please wait a moment"
   * names no duration */
  { "wait/th-hour", "2026-03-10T12:00:00Z", "UTC",
    "\xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xb8\xe0\xb8\x93\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\xad 1 "
    "\xe0\xb8\x8a\xe0\xb8\xb1\xe0\xb9\x88\xe0\xb8\xa7\xe0\xb9\x82\xe0\xb8\xa1\xe0\xb8\x87", "2026-03-10T13:00:00Z" },
  { "wait/th-seconds", "2026-03-10T12:00:00Z", "UTC",
    "\xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xb8\xe0\xb8\x93\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\xad 30 "
    "\xe0\xb8\xa7\xe0\xb8\xb4\xe0\xb8\x99\xe0\xb8\xb2\xe0\xb8\x97\xe0\xb8\xb5 "
    "\xe0\xb9\x81\xe0\xb8\xa5\xe0\xb9\x89\xe0\xb8\xa7\xe0\xb8\xa5\xe0\xb8\xad\xe0\xb8\x87\xe0\xb9\x83\xe0\xb8\xab\xe0\xb8\xa1\xe0\xb9\x88",
    "2026-03-10T12:00:30Z" },
  { "wait/th-moment", "2026-03-10T12:00:00Z", "UTC",
    "\xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xb8\xe0\xb8\x93\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\xad"
    "\xe0\xb8\xaa\xe0\xb8\xb1\xe0\xb8\x81\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xb9\xe0\xb9\x88", NULL },
  { "wait/request-another-review-in", "2026-03-10T12:00:00Z", "UTC",
    "Sorry, you've used your own review budget of 250,000 diff characters for the last 7 days. You can request "
    "another review in 1 day and 11 hours\u2026", "2026-03-11T23:00:00Z" },
  { "wait/available-in-not-a-wait", "2026-03-10T12:00:00Z", "UTC",
    "Code review available in 3 languages; this model is available in 2 regions", NULL },
  /* "wait until" a date or a clock time (Copilot Free: "wait until April 7, 2025
   * for your limit to reset"); a date alone is the start of that day, also
   * after a reset word; "will wait until" is a client's plan */
  { "until/date-year", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Upgrade to Copilot Pro or wait until April 7, 2026 for your limit to reset.", "2026-04-06T22:00:00Z" },
  { "until/date-past-year-kept", "2026-03-10T12:00:00Z", "Europe/Paris",
    "wait until April 7, 2025 for your limit to reset.", "2025-04-06T22:00:00Z" },
  { "until/clock", "2026-03-10T12:00:00Z", "UTC",
    "Daily limit reached. Wait until 5pm.", "2026-03-10T17:00:00Z" },
  { "until/date-no-year", "2026-03-10T12:00:00Z", "UTC",
    "Limit reached; resets on Mar 12.", "2026-03-12T00:00:00Z" },
  { "until/date-then-clock", "2026-03-10T12:00:00Z", "UTC",
    "resets on Mar 12 at 4pm", "2026-03-12T16:00:00Z" },
  { "until/client-will-wait", "2026-03-10T12:00:00Z", "UTC",
    "Rate limited. We will wait until March 12 to retry", NULL },
  { "until/unread-clock", "2026-03-10T12:00:00Z", "UTC",
    "Usage limit reached. Resets Mar 12 14 UTC", NULL },
  { "until/no-date", "2026-03-10T12:00:00Z", "UTC",
    "Please wait until the model has loaded", NULL },
  /* a bare "until" reads only a written-out instant with its year: ISO
   * 8601 or an HTTP-date; a clock alone, a count or words after it name
   * none */
  { "until/bare-iso", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Rate limit reached. Usage is blocked until 2026-03-11T04:00:00Z.", "2026-03-11T04:00:00Z" },
  { "until/bare-iso-local", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Quota exceeded until 2026-03-11 04:00", "2026-03-11T03:00:00Z" },
  { "until/bare-http-date", "2026-03-10T12:00:00Z", "UTC",
    "429: rate limited until Wed, 11 Mar 2026 04:00:00 GMT", "2026-03-11T04:00:00Z" },
  { "until/bare-arabic", "2026-03-10T12:00:00Z", "UTC",
    "\xd8\xaa\xd9\x85 \xd8\xaa\xd8\xac\xd8\xa7\xd9\x88\xd8\xb2 \xd8\xa7\xd9\x84\xd8\xad\xd8\xaf "
    "\xd8\xad\xd8\xaa\xd9\x89 2026-03-11 04:00 UTC", "2026-03-11T04:00:00Z" },
  { "until/bare-clock-not-read", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit exceeded. Retrying until 17:00", NULL },
  { "until/bare-count-not-read", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit exceeded; retry until 5 attempts", NULL },
  { "until/bare-yields-to-reset-anchor", "2026-03-10T12:00:00Z", "UTC",
    "Your API key is valid until 2027-01-01T00:00:00Z. Rate limit exceeded, retry after 30 seconds.", "2026-03-10T12:00:30Z" },
  /* round hr: an ISO instant after "try after" (Akamai), kept as printed
   * with its fraction rounded up, and Akamai's rateLimitNext; a request
   * "after" a duration ("You can submit the request after 49 seconds");
   * "try after some time" and "the first request after the reset" name none.
   * Sources: https://techdocs.akamai.com/cloudlets/v2/reference/429,
   * https://techdocs.akamai.com/mtls-edge-truststore/reference/429,
   * https://techdocs.akamai.com/msl/reference/resource-limiting */
  { "after/try-after-iso-fraction", "2026-03-10T12:00:00Z", "UTC",
    "This operation has reached the limit for your account. Please try after 2026-03-10T12:03:57.071Z.", "2026-03-10T12:03:58Z" },
  { "after/try-after-iso-past-kept", "2026-03-10T12:00:00Z", "UTC",
    "Too many overall requests to the service. Please try after 2024-07-22T06:23:37.255Z", "2024-07-22T06:23:38Z" },
  { "after/try-after-iso-whole", "2026-03-10T12:00:00Z", "UTC",
    "Please try after 2026-03-10T12:10:00Z", "2026-03-10T12:10:00Z" },
  { "after/try-after-clock", "2026-03-10T12:00:00Z", "UTC",
    "Limit reached. Please try after 5pm.", "2026-03-10T17:00:00Z" },
  { "after/try-after-some-time", "2026-03-10T12:00:00Z", "UTC",
    "Service busy. Please try after some time.", NULL },
  { "after/rate-limit-next", "2026-03-10T12:00:00Z", "UTC",
    "{\"rateLimitNext\": \"2026-03-10T12:05:55.123456Z\", \"rateLimitRemaining\": 0}", "2026-03-10T12:05:56Z" },
  { "after/x-ratelimit-next", "2026-03-10T12:00:00Z", "UTC",
    "HTTP 429 X-RateLimit-Next: 2026-03-10T12:01:00Z", "2026-03-10T12:01:00Z" },
  { "after/submit-request-after", "2026-03-10T12:00:00Z", "UTC",
    "Quota has been exhausted. You can submit the request after 49 seconds", "2026-03-10T12:00:49Z" },
  { "after/resubmit-request-after", "2026-03-10T12:00:00Z", "UTC",
    "Throttled. Please resubmit your request after 2 minutes.", "2026-03-10T12:02:00Z" },
  { "after/requests-after-no-duration", "2026-03-10T12:00:00Z", "UTC",
    "The first request after the reset failed.", NULL },
  /* localised waits and clocks (docs/classifier.md, rounds hs, ht and hu):
   * Copilot's localised rate limit with an English unit, the languages'
   * own units, Turkish number first, a CJK day word before a clock */
  { "localised/es-espere-english-unit", "2026-03-10T12:00:00Z", "UTC",
    "Lo sentimos, su solicitud estaba limitada a la velocidad. Espere 31 seconds antes de intentarlo de nuevo.", "2026-03-10T12:00:31Z" },
  { "localised/es-espere-minutos", "2026-03-10T12:00:00Z", "UTC",
    "Espere 2 minutos antes de volver a intentarlo.", "2026-03-10T12:02:00Z" },
  { "localised/es-espere-no-duration", "2026-03-10T12:00:00Z", "UTC",
    "Espere un momento y vuelva a intentarlo.", NULL },
  { "localised/pt-aguarde", "2026-03-10T12:00:00Z", "UTC",
    "sua solicita\xc3\xa7\xc3\xa3o foi limitada por taxa. Aguarde 6 seconds antes de tentar novamente.", "2026-03-10T12:00:06Z" },
  { "localised/pt-aguarde-hora", "2026-03-10T12:00:00Z", "UTC",
    "Aguarde 1 hora antes de tentar novamente.", "2026-03-10T13:00:00Z" },
  { "localised/tr-bekleyin-english-unit", "2026-03-10T12:00:00Z", "UTC",
    "Ne yaz\xc4\xb1k ki h\xc4\xb1z\xc4\xb1n\xc4\xb1z s\xc4\xb1n\xc4\xb1rland\xc4\xb1r\xc4\xb1ld\xc4\xb1. Yeniden denemeden \xc3\xb6nce l\xc3\xbctfen 33 minutes bekleyin.", "2026-03-10T12:33:00Z" },
  { "localised/tr-saniye-bekleyin", "2026-03-10T12:00:00Z", "UTC",
    "L\xc3\xbctfen 45 saniye bekleyin.", "2026-03-10T12:00:45Z" },
  { "localised/tr-dakika-sonra-tekrar", "2026-03-10T12:00:00Z", "UTC",
    "30 dakika sonra tekrar deneyin.", "2026-03-10T12:30:00Z" },
  { "localised/tr-sonra-timeout-not-reset", "2026-03-10T12:00:00Z", "UTC",
    "\xc4\xb0stek 30 saniye sonra zaman a\xc5\x9f\xc4\xb1m\xc4\xb1na u\xc4\x9frad\xc4\xb1.", NULL },
  { "localised/fr-patienter", "2026-03-10T12:00:00Z", "UTC",
    "Veuillez patienter 30 secondes.", "2026-03-10T12:00:30Z" },
  { "localised/de-warten-sie", "2026-03-10T12:00:00Z", "UTC",
    "Bitte warten Sie 2 Minuten.", "2026-03-10T12:02:00Z" },
  { "localised/it-attendere", "2026-03-10T12:00:00Z", "UTC",
    "Attendere 10 secondi prima di riprovare.", "2026-03-10T12:00:10Z" },
  { "localised/pl-ponownie-za", "2026-03-10T12:00:00Z", "UTC",
    "Spr\xc3\xb3" "buj ponownie za 30 sekund.", "2026-03-10T12:00:30Z" },
  { "localised/pl-poczekaj", "2026-03-10T12:00:00Z", "UTC",
    "Poczekaj 2 minuty.", "2026-03-10T12:02:00Z" },
  { "localised/nl-wacht", "2026-03-10T12:00:00Z", "UTC",
    "Wacht 30 seconden en probeer het opnieuw.", "2026-03-10T12:00:30Z" },
  { "localised/id-lagi-dalam", "2026-03-10T12:00:00Z", "UTC",
    "Coba lagi dalam 5 menit.", "2026-03-10T12:05:00Z" },
  { "localised/ru-cherez", "2026-03-10T12:00:00Z", "UTC",
    "\xd0\x9f\xd0\xbe\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xbf\xd0\xbe\xd0\xbf\xd1\x8b\xd1\x82\xd0\xba\xd1\x83 \xd1\x87\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb7 30 \xd1\x81\xd0\xb5\xd0\xba\xd1\x83\xd0\xbd\xd0\xb4.", "2026-03-10T12:00:30Z" },
  { "localised/ru-podozhdite", "2026-03-10T12:00:00Z", "UTC",
    "\xd0\x9f\xd0\xbe\xd0\xb4\xd0\xbe\xd0\xb6\xd0\xb4\xd0\xb8\xd1\x82\xd0\xb5 2 \xd0\xbc\xd0\xb8\xd0\xbd\xd1\x83\xd1\x82\xd1\x8b.", "2026-03-10T12:02:00Z" },
  { "localised/ru-cherez-proxy-not-reset", "2026-03-10T12:00:00Z", "UTC",
    "\xd0\x9d\xd0\xb5 \xd1\x83\xd0\xb4\xd0\xb0\xd0\xbb\xd0\xbe\xd1\x81\xd1\x8c \xd0\xbf\xd0\xbe\xd0\xb4\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xb8\xd1\x82\xd1\x8c\xd1\x81\xd1\x8f \xd1\x87\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb7 \xd0\xbf\xd1\x80\xd0\xbe\xd0\xba\xd1\x81\xd0\xb8.", NULL },
  { "localised/uk-zachekaite", "2026-03-10T12:00:00Z", "UTC",
    "\xd0\x97\xd0\xb0\xd1\x87\xd0\xb5\xd0\xba\xd0\xb0\xd0\xb9\xd1\x82\xd0\xb5 5 \xd1\x85\xd0\xb2\xd0\xb8\xd0\xbb\xd0\xb8\xd0\xbd.", "2026-03-10T12:05:00Z" },
  { "localised/vi-thu-lai-sau", "2026-03-10T12:00:00Z", "UTC",
    "Vui l\xc3\xb2ng th\xe1\xbb\xad l\xe1\xba\xa1i sau 30 gi\xc3\xa2y.", "2026-03-10T12:00:30Z" },
  { "localised/vi-thu-lai-sau-no-duration", "2026-03-10T12:00:00Z", "UTC",
    "Vui l\xc3\xb2ng th\xe1\xbb\xad l\xe1\xba\xa1i sau.", NULL },
  /* Spanish clocks with the CLDR's day periods after "a las" */
  { "intl/es-a-las-de-la-tarde", "2026-03-10T12:00:00Z", "UTC",
    "Has alcanzado el l\xc3\xadmite de uso. Se restablecer\xc3\xa1 a las 7 de la tarde.", "2026-03-10T19:00:00Z" },
  { "intl/es-a-las-de-la-noche", "2026-03-10T12:00:00Z", "UTC",
    "Has alcanzado el l\xc3\xadmite de uso. Se restablecer\xc3\xa1 a las 10:30 de la noche.", "2026-03-10T22:30:00Z" },
  { "intl/es-a-las-de-la-manana-tomorrow", "2026-03-10T12:00:00Z", "UTC",
    "Has alcanzado el l\xc3\xadmite de uso. Se restablecer\xc3\xa1 a las 9 de la ma\xc3\xb1" "ana.", "2026-03-11T09:00:00Z" },
  { "intl/es-a-las-p-m-spaced", "2026-03-10T12:00:00Z", "UTC",
    "Has alcanzado el l\xc3\xadmite de uso. Se restablecer\xc3\xa1 a las 7:15 p. m.", "2026-03-10T19:15:00Z" },
  { "localised/ar-intizar", "2026-03-10T12:00:00Z", "UTC",
    "\xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd8\xa7\xd9\x84\xd8\xa7\xd9\x86\xd8\xaa\xd8\xb8\xd8\xa7\xd8\xb1 30 \xd8\xab\xd8\xa7\xd9\x86\xd9\x8a\xd8\xa9", "2026-03-10T12:00:30Z" },
  { "localised/ar-ba3d", "2026-03-10T12:00:00Z", "UTC",
    "\xd8\xad\xd8\xa7\xd9\x88\xd9\x84 \xd9\x85\xd8\xb1\xd8\xa9 \xd8\xa3\xd8\xae\xd8\xb1\xd9\x89 \xd8\xa8\xd8\xb9\xd8\xaf 5 \xd8\xaf\xd9\x82\xd8\xa7\xd8\xa6\xd9\x82", "2026-03-10T12:05:00Z" },
  { "localised/ja-tomorrow-clock", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe3\x81\x93\xe3\x81\xae\xe3\x83\x81\xe3\x83\xa3\xe3\x83\x83\xe3\x83\x88\xe3\x81\xab\xe3\x81\xaf\xe6\xb7\xbb\xe4\xbb\x98\xe3\x83\x95\xe3\x82\xa1\xe3\x82\xa4\xe3\x83\xab\xe3\x81\x8c\xe3\x81\x82\xe3\x82\x8b\xe3\x81\x9f\xe3\x82\x81\xe3\x80\x81\xe7\xb6\x9a\xe8\xa1\x8c\xe3\x81\x99\xe3\x82\x8b\xe3\x81\xab\xe3\x81\xaf GPT-4o \xe3\x81\x8c\xe5\xbf\x85\xe8\xa6\x81\xe3\x81\xa7\xe3\x81\x99\xe3\x80\x82\xe5\x88\xb6\xe9\x99\x90\xe3\x81\x8c\xe6\x98\x8e\xe6\x97\xa5\xe3\x81\xae" "1:16\xe4\xbb\xa5\xe9\x99\x8d\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x99", "2026-03-11T00:16:00Z" },
  { "localised/ja-tomorrow-clock-after-midnight", "2026-03-10T23:30:00Z", "Europe/Paris",
    "\xe5\x88\xb6\xe9\x99\x90\xe3\x81\x8c\xe6\x98\x8e\xe6\x97\xa5\xe3\x81\xae" "1:16\xe4\xbb\xa5\xe9\x99\x8d\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x99", "2026-03-12T00:16:00Z" },
  { "localised/ja-today-clock", "2026-03-10T12:00:00Z", "UTC",
    "\xe5\x88\xb6\xe9\x99\x90\xe3\x81\x8c\xe4\xbb\x8a\xe6\x97\xa5\xe3\x81\xae" "23:00\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x99", "2026-03-10T23:00:00Z" },
  { "localised/ko-tomorrow-pm", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xed\x95\x9c\xeb\x8f\x84\xeb\x8a\x94 \xeb\x82\xb4\xec\x9d\xbc \xec\x98\xa4\xed\x9b\x84 1\xec\x8b\x9c\xec\x97\x90 \xec\x9e\xac\xec\x84\xa4\xec\xa0\x95\xeb\x90\xa9\xeb\x8b\x88\xeb\x8b\xa4", "2026-03-11T12:00:00Z" },
  /* "please come back tomorrow" (MaxKB's daily question limit): the next midnight where the clock is read */
  { "localised/zh-hant-come-back-tomorrow", "2026-03-10T12:00:00Z", "Asia/Shanghai",
    "\xe6\x8a\xb1\xe6\xad\x89\xef\xbc\x8c\xe6\x82\xa8\xe7\x9a\x84\xe6\x8f\x90\xe5\x95\x8f\xe5\xb7\xb2\xe9\x81\x94\xe6\x9c\x80\xe5\xa4\xa7\xe9\x99\x90\xe5\x88\xb6\xef\xbc\x8c\xe8\xab\x8b\xe6\x98\x8e\xe5\xa4\xa9\xe5\x86\x8d\xe4\xbe\x86\xe5\x90\xa7\xef\xbc\x81", "2026-03-10T16:00:00Z" },
  { "localised/zh-hans-come-back-tomorrow", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe6\x8a\xb1\xe6\xad\x89\xef\xbc\x8c\xe6\x82\xa8\xe7\x9a\x84\xe6\x8f\x90\xe9\x97\xae\xe5\xb7\xb2\xe8\xbe\xbe\xe5\x88\xb0\xe6\x9c\x80\xe5\xa4\xa7\xe9\x99\x90\xe5\x88\xb6\xef\xbc\x8c\xe8\xaf\xb7\xe6\x98\x8e\xe5\xa4\xa9\xe5\x86\x8d\xe6\x9d\xa5\xe5\x90\xa7\xef\xbc\x81", "2026-03-10T23:00:00Z" },
  /* "come back tomorrow" yields to a clock, a wait or a reset named anywhere in the text (found by a review) */
  { "localised/zh-come-back-tomorrow-then-clock", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe4\xbb\x8a\xe6\x97\xa5\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c\xef\xbc\x8c\xe8\xaf\xb7\xe6\x98\x8e\xe5\xa4\xa9\xe5\x86\x8d\xe6\x9d\xa5\xef\xbc\x8c\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb0\x86\xe4\xba\x8e\xe6\x98\x8e\xe5\xa4\xa9 08:00 \xe9\x87\x8d\xe7\xbd\xae", "2026-03-11T07:00:00Z" },
  { "localised/zh-come-back-tomorrow-in-condition", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe8\xaf\xb7\xe6\xb1\x82\xe8\xbf\x87\xe4\xba\x8e\xe9\xa2\x91\xe7\xb9\x81\xef\xbc\x8c\xe8\xaf\xb7" "60\xe7\xa7\x92\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95\xef\xbc\x88\xe8\x8b\xa5\xe4\xbb\x8a\xe6\x97\xa5\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c\xef\xbc\x8c\xe8\xaf\xb7\xe6\x98\x8e\xe5\xa4\xa9\xe5\x86\x8d\xe6\x9d\xa5\xef\xbc\x89", "2026-03-10T12:01:00Z" },
  { "tomorrow/then-retry-after", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached. Please return tomorrow. Retry after 120 seconds", "2026-03-10T12:02:00Z" },
  { "localised/zh-tomorrow-clock", "2026-03-10T12:00:00Z", "Asia/Shanghai",
    "\xe9\xa2\x9d\xe5\xba\xa6\xe6\x98\x8e\xe5\xa4\xa9 08:00 \xe9\x87\x8d\xe7\xbd\xae", "2026-03-11T00:00:00Z" },
  { "localised/ja-tomorrow-no-reset-word", "2026-03-10T12:00:00Z", "UTC",
    "\xe6\x98\x8e\xe6\x97\xa5\xe3\x81\xae" "1:16\xe3\x81\xab\xe7\xb5\x82\xe4\xba\x86\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x99", NULL },
  /* a numeric date, month first as en-US prints it (Amazon Q's "The limits
   * reset on 08/01"); a first number over 12 is the day; without a year only
   * the zero-padded form counts, so a fraction is no date */
  { "slash/month-day", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Monthly request limit reached - The limits reset on 08/01", "2026-07-31T22:00:00Z" },
  { "slash/day-over-12", "2026-03-10T12:00:00Z", "UTC",
    "Limit reached; resets on 25/12", "2026-12-25T00:00:00Z" },
  { "slash/with-year", "2026-03-10T12:00:00Z", "UTC",
    "Limit reached; resets on 3/15/2026", "2026-03-15T00:00:00Z" },
  { "slash/two-digit-year", "2026-03-10T12:00:00Z", "UTC",
    "Limit reached; resets on 08/01/26", "2026-08-01T00:00:00Z" },
  { "slash/fraction", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit. Try again in 1/2 hour", NULL },
  { "slash/not-a-date", "2026-03-10T12:00:00Z", "UTC",
    "Limit reached; resets on 13/13", NULL },
  /* an estimate before the number: "~", "about", "approximately", 约 */
  { "approx/tilde", "2026-03-10T12:00:00Z", "UTC",
    "All accounts temporarily rate-limited. Wait ~45s before retrying.", "2026-03-10T12:00:45Z" },
  { "approx/tilde-space", "2026-03-10T12:00:00Z", "UTC",
    "Rate limited, try again in ~ 2 minutes", "2026-03-10T12:02:00Z" },
  { "approx/about", "2026-03-10T12:00:00Z", "UTC",
    "Please try again in about 10 minutes.", "2026-03-10T12:10:00Z" },
  /* a bound is waited in full: Copilot's "reset in under a minute" */
  { "approx/under-a-minute", "2026-03-10T12:00:00Z", "UTC",
    "You've hit the rate limit for this model. Please switch models or wait for your limit to reset in under a minute.",
    "2026-03-10T12:01:00Z" },
  { "approx/less-than", "2026-03-10T12:00:00Z", "UTC",
    "Rate limited, try again in less than 2 hours", "2026-03-10T14:00:00Z" },
  { "approx/approximately", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit exceeded. Please try again in approximately 90 seconds", "2026-03-10T12:01:30Z" },
  { "approx/approx-dot", "2026-03-10T12:00:00Z", "UTC",
    "quota resets in approx. 3 hours", "2026-03-10T15:00:00Z" },
  { "approx/zh", "2026-03-10T12:00:00Z", "UTC",
    "\xe8\xaf\xb7\xe7\xad\x89\xe5\xbe\x85\xe7\xba\xa6 30 \xe7\xa7\x92", "2026-03-10T12:00:30Z" }, /* 请等待约 30 秒 */
  /* near misses: an estimate word with no duration after it */
  { "approx/no-duration", "2026-03-10T12:00:00Z", "UTC",
    "Please wait about a while and try again", NULL },
  { "approx/tilde-alone", "2026-03-10T12:00:00Z", "UTC",
    "Wait ~ then retry", NULL },
  /* a weekday and a clock (Claude Code's "resets Mon 12:00am",
   * https://dev-error-db.com/errors/claude-code-you-ve-hit-your-session-limit-resets-3-45pm-you-ve-hit-your-weekly-limit-resets-mon-12-00am/):
   * the next such day, today while the time is ahead; 2026-03-10 is a Tuesday */
  { "weekday/next-monday", "2026-03-10T12:00:00Z", "Europe/Paris",
    "You've hit your weekly limit · resets Mon 12:00am", "2026-03-15T23:00:00Z" },
  { "weekday/today-ahead", "2026-03-10T12:00:00Z", "Europe/Paris",
    "resets Tue 3pm", "2026-03-10T14:00:00Z" },
  { "weekday/today-passed", "2026-03-10T12:00:00Z", "Europe/Paris",
    "resets Tuesday at 9am", "2026-03-17T08:00:00Z" },
  { "weekday/with-zone", "2026-03-10T12:00:00Z", "Europe/Paris",
    "resets Fri 5pm (UTC)", "2026-03-13T17:00:00Z" },
  { "weekday/alone", "2026-03-10T12:00:00Z", "UTC",
    "resets Sunday", "2026-03-15T00:00:00Z" },
  { "weekday/across-dst", "2026-03-27T12:00:00Z", "Europe/Paris",
    "resets Mon 12:00am", "2026-03-29T22:00:00Z" },
  { "weekday/not-a-weekday", "2026-03-10T12:00:00Z", "UTC",
    "resets monthly", NULL },
  /* the day written after the clock ("resets at 12am on Sunday" read
   * tonight: a continue five days early); a date only after "on" */
  { "day-after/on-weekday", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Your limit resets at 12am on Sunday.", "2026-03-14T23:00:00Z" },
  { "day-after/tomorrow-then-zone", "2026-03-10T12:00:00Z", "UTC",
    "You've hit your limit \xc2\xb7 resets 5pm tomorrow (Europe/Paris)", "2026-03-11T16:00:00Z" },
  { "day-after/zone-then-weekday", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Rate limit resets at 9:00 AM Eastern Time on Monday", "2026-03-16T13:00:00Z" },
  { "day-after/today", "2026-03-10T12:00:00Z", "Europe/Paris",
    "resets at 5pm today", "2026-03-10T16:00:00Z" },
  { "day-after/on-date", "2026-03-10T12:00:00Z", "Europe/Paris",
    "quota resets at 14:00 on March 12", "2026-03-12T13:00:00Z" },
  { "day-after/not-a-day", "2026-03-10T12:00:00Z", "Europe/Paris",
    "limit resets at 5pm, on our servers", "2026-03-10T16:00:00Z" },
  /* a review's cases: a weekday range, a log line's weekday, a weekday and
   * its date, a date either way round, a day this parser cannot read, a
   * comma before the next clause */
  { "day-after/weekday-range", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached. Resets at 9am Mon-Fri", "2026-03-11T08:00:00Z" },
  { "day-after/weekday-through", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached. Resets at 9am Mon through Fri", "2026-03-11T08:00:00Z" },
  { "day-after/next-line", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached, resets at 5pm\nMon Mar 09 2026 11:00:00 GMT", "2026-03-10T16:00:00Z" },
  { "day-after/weekday-then-date", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached, resets at 17:00 UTC, Wed, Mar 18", "2026-03-18T17:00:00Z" },
  { "day-after/on-weekday-then-date", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached, resets at 5:00 PM on Wednesday, March 18", "2026-03-18T16:00:00Z" },
  { "day-after/numeric-date-unread", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached, resets at 14:00 on 12/03/2026", NULL },
  { "day-after/on-the-first-unread", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Daily quota exceeded. Resets at midnight on the 1st.", NULL },
  { "day-after/every-monday-unread", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Weekly limit reached. Resets at 12am every Monday.", NULL },
  { "day-after/on-iso-date", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached, resets at 12:00 AM on 2026-03-15", "2026-03-14T23:00:00Z" },
  /* an ISO date, then a clock with its day half: "12:00 AM" had been read
   * as noon and "9:00 PM" not at all (the date's midnight) */
  { "iso/date-at-clock-am", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Resets on 2026-03-15 at 12:00 AM", "2026-03-14T23:00:00Z" },
  { "iso/date-clock-pm-zone", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Resets 2026-03-15 at 9:00 PM (America/New_York)", "2026-03-16T01:00:00Z" },
  { "day-after/comma-next-clause", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached. Your limit resets at 3pm, tomorrow you will have 50 more.", "2026-03-10T14:00:00Z" },
  /* "tomorrow" before the clock; without a clock it names no instant
   * (a provider's day may turn at any hour), except after "try again",
   * "come back" (the next midnight, docs/classifier.md) */
  { "tomorrow/before-clock", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Your usage limit resets tomorrow at 5pm", "2026-03-11T16:00:00Z" },
  { "tomorrow/alone", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Your limit resets tomorrow.", NULL },
  { "tomorrow/try-again-at-clock", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Daily limit reached. Please try again tomorrow at 9am", "2026-03-11T08:00:00Z" },
  { "tomorrow/try-again-at-clock-zone", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Daily limit reached. Please try again tomorrow at 9am PST", "2026-03-11T17:00:00Z" },
  { "tomorrow/try-again-at-noon", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached. Try again tomorrow at noon.", "2026-03-11T11:00:00Z" },
  { "tomorrow/log-stamp-after", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached. Try again tomorrow\n14:02:11 ERROR request failed", "2026-03-10T23:00:00Z" },
  { "tomorrow/clock-without-at", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached. Try again tomorrow 10:00:03 [warn] retrying", "2026-03-10T23:00:00Z" },
  { "tomorrow/try-again-alone", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Daily limit reached. Please try again tomorrow.", "2026-03-10T23:00:00Z" },
  /* "midnight" and "noon" are clock times only when no other wait is
   * named: a daily reset beside a short wait is not the wait */
  { "day-word/midnight-alone", "2026-03-10T12:00:00Z", "Europe/Paris",
    "You can still browse in this window. Chat will be available again after midnight ET.", "2026-03-11T04:00:00Z" },
  { "day-word/noon-with-zone", "2026-03-10T12:00:00Z", "UTC",
    "Daily quota exceeded; resets at noon (Europe/Paris)", "2026-03-11T11:00:00Z" },
  { "day-word/shorter-wait-wins", "2026-03-10T12:00:00Z", "UTC",
    "Your daily limit resets at midnight UTC. Try again in 20 seconds.", "2026-03-10T12:00:20Z" },
  { "day-word/no-anchor", "2026-03-10T12:00:00Z", "UTC",
    "Meeting at noon; rate limit, retry later", NULL },
  { "day-word/not-a-clock", "2026-03-10T12:00:00Z", "UTC",
    "resets at midnightly intervals", NULL },
  { "day-word/per-minute-window", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit reached for requests per minute. Daily token quota resets at midnight UTC.", NULL },
  { "day-word/model-name", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit for midnight-rose-70b reached; try again at midnight-rose-70b's endpoint", NULL },
  /* zones written out: a region's "time" follows its DST (the US's began
   * on 2026-03-08), "standard" is the fixed offset */
  { "named-zone/pacific-time", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached. Resets at 12am Pacific time.", "2026-03-11T07:00:00Z" },
  { "named-zone/pacific-before-dst", "2026-03-07T12:00:00Z", "Europe/Paris",
    "Usage limit reached. Resets at 12am Pacific time.", "2026-03-08T08:00:00Z" },
  { "named-zone/pacific-standard", "2026-03-10T12:00:00Z", "Europe/Paris",
    "resets at 12am Pacific Standard Time", "2026-03-11T08:00:00Z" },
  { "named-zone/us-and-canada", "2026-03-10T12:00:00Z", "Europe/Paris",
    "resets at 9:00 AM Eastern Time (US & Canada)", "2026-03-10T13:00:00Z" },
  { "named-zone/central-european", "2026-03-10T12:00:00Z", "UTC",
    "resets at 5pm Central European Time", "2026-03-10T16:00:00Z" },
  { "named-zone/eastern-european-standard", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached, resets at 12:00 AM Eastern European Standard Time", "2026-03-10T22:00:00Z" },
  { "named-zone/eastern-european-standard-weekday", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached, resets at 9am Eastern European Standard Time on Sunday", "2026-03-15T07:00:00Z" },
  { "named-zone/other-eastern-region", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached, resets at 12:00 AM Eastern Africa Time", "2026-03-10T23:00:00Z" },
  { "named-zone/region-then-weekday", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached. Resets at 12am Pacific on Monday", "2026-03-16T07:00:00Z" },
  { "named-zone/not-an-iana-prefix", "2026-03-10T12:00:00Z", "UTC",
    "You've hit your limit \xc2\xb7 resets 2pm (Pacific/Auckland)", "2026-03-11T01:00:00Z" },
  { "http-date/after-reset-phrase", "2026-03-10T12:00:00Z", "UTC",
    "quota resets Wed, 11 Mar 2026 00:00:00 GMT", "2026-03-11T00:00:00Z" },
  { "http-date/needs-gmt", "2026-03-10T12:00:00Z", "UTC",
    "Retry-After: Tue, 10 Mar 2026 12:05:00 PST", NULL },
  /* A terminal wrapped the duration between number and unit
   * (https://github.com/openai/codex/issues/3899) */
  { "duration/wrapped-unit", "2026-03-10T12:00:00Z", "UTC",
    "try again in 5 days 22 hours 11\nminutes.", "2026-03-16T10:11:00Z" },
  /* "Apr 23 at 4pm" (https://github.com/anthropics/claude-code/issues/51757) */
  { "date/month-day-at-clock", "2026-03-10T12:00:00Z", "UTC",
    "You're out of extra usage · resets Apr 23 at 4pm (America/Sao_Paulo)", "2026-04-23T19:00:00Z" },
  /* Chinese: "您的限额将在 <time> 重置" (Z.ai 1308); the zone is the caller's
   * (the classifier passes Beijing time for Z.ai) */
  { "zh/jiang-zai", "2026-03-10T12:00:00Z", "Asia/Shanghai",
    "已达到 5 小时的使用上限。您的限额将在 2026-08-25 07:41:44 重置。", "2026-08-24T23:41:44Z" },
  /* Text beyond ASCII as JSON writers escape it ("\\u0412", Python's
   * json.dumps) reads as written out; capitals beyond ASCII are lowered
   * (Через, ЧЕРЕЗ) */
  { "escaped/ru-intl-zone", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\\u0412\\u0430\\u0448 \\u043b\\u0438\\u043c\\u0438\\u0442 \\u0431\\u0443\\u0434\\u0435\\u0442 \\u0441\\u0431\\u0440\\u043e\\u0448\\u0435\\u043d \\u0432 19:00 (\\u0410\\u0437\\u0438\\u044f/\\u0422\\u043e\\u043a\\u0438\\u043e)", "2026-03-11T10:00:00Z" },
  { "escaped/surrogate-pair-before-anchor", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit.\\ud83d\\ude80Try again in 30 seconds.", "2026-03-10T12:00:30Z" },
  { "escaped/lone-surrogate-before-anchor", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit.\\ud83dTry again in 30 seconds.", "2026-03-10T12:00:30Z" },
  { "upper/ru-cherez", "2026-03-10T12:00:00Z", "UTC",
    "\xd0\xa7\xd0\x95\xd0\xa0\xd0\x95\xd0\x97 5 \xd0\x9c\xd0\x98\xd0\x9d\xd0\xa3\xd0\xa2", "2026-03-10T12:05:00Z" },
  /* claude.ai's free plan, 2023 (https://github.com/KoushikNavuluri/Claude-API/issues/72) */
  { "until/free-messages", "2026-03-10T12:00:00Z", "Europe/Paris",
    "You are out of free messages until 3 PM", "2026-03-10T14:00:00Z" },
  /* Chinese day halves and hour word before the zone and the reset word:
   * Claude's line in Traditional Chinese (evening 7 o'clock, Tokyo;
   * https://www.cometapi.com/zh-CN/when-does-claude-code-usage-reset) */
  { "cjk-clock/zh-tw-evening", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Claude \xe4\xbd\xbf\xe7\x94\xa8\xe9\x87\x8f\xe5\xb7\xb2\xe9\x81\x94\xe4\xb8\x8a\xe9\x99\x90\xe3\x80\x82\xe6\x82\xa8\xe7\x9a\x84\xe9\x99\x90\xe5\x88\xb6\xe5\xb0\x87\xe6\x96\xbc\xe6\x99\x9a\xe4\xb8\x8a 7 \xe9\xbb\x9e(\xe4\xba\x9e\xe6\xb4\xb2/\xe6\x9d\xb1\xe4\xba\xac\xe6\x99\x82\xe9\x96\x93)\xe9\x87\x8d\xe7\xbd\xae\xe3\x80\x82", "2026-03-11T10:00:00Z" },
  /* Dates with the year first, as Intl.DateTimeFormat prints them for ko
   * ("2026. 9. 13. 오전 10:36", Codex in Korean,
   * https://github.com/openai/codex/issues/43389), ja and zh ("2026/9/13"),
   * and in CJK words; the day half before the clock; without an English
   * anchor, a reset or retry word must follow.  A version's "2026.1.2" has
   * no dot after its day */
  { "cjk-date/ko-intl-after-anchor", "2026-03-10T12:00:00Z", "Europe/Paris",
    "You're out of Codex and Work usage. Add credits to keep going now, or wait for usage to reset on 9\xec\x9b\x94 13\xec\x9d\xbc \xec\x98\xa4\xec\xa0\x84 10:36", "2026-09-13T08:36:00Z" },
  { "cjk-date/ko-intl-retry-word", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xec\x82\xac\xec\x9a\xa9 \xed\x95\x9c\xeb\x8f\x84\xec\x97\x90 \xeb\x8f\x84\xeb\x8b\xac\xed\x96\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. \xea\xb3\x84\xec\x86\x8d\xed\x95\x98\xeb\xa0\xa4\xeb\xa9\xb4 \xed\x81\xac\xeb\xa0\x88\xeb\x94\xa7\xec\x9d\x84 \xec\xb6\x94\xea\xb0\x80\xed\x95\x98\xea\xb1\xb0\xeb\x82\x98 2026. 9. 13. \xec\x98\xa4\xec\xa0\x84 10:36\xec\x97\x90 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\x98\xec\x84\xb8\xec\x9a\x94.", "2026-09-13T08:36:00Z" },
  { "cjk-date/ja-intl-slash", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe4\xbd\xbf\xe7\x94\xa8\xe4\xb8\x8a\xe9\x99\x90\xe3\x81\xab\xe9\x81\x94\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82" "2026/9/13 10:36 \xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x99", "2026-09-13T08:36:00Z" },
  { "cjk-date/zh-words-pm", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe5\xb7\xb2\xe8\xbe\xbe\xe4\xb8\x8a\xe9\x99\x90\xef\xbc\x8c" "2026\xe5\xb9\xb4" "9\xe6\x9c\x88" "13\xe6\x97\xa5 \xe4\xb8\x8b\xe5\x8d\x88 3:00 \xe9\x87\x8d\xe7\xbd\xae", "2026-09-13T13:00:00Z" },
  { "cjk-date/ja-zone", "2026-03-10T12:00:00Z", "Europe/Paris",
    "2026/9/13 10:36 (\xe3\x82\xa2\xe3\x82\xb8\xe3\x82\xa2/\xe6\x9d\xb1\xe4\xba\xac)\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x99", "2026-09-13T01:36:00Z" },
  { "cjk-date/no-reset-word", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe7\x89\x88\xe6\x9c\xac 2026. 9. 13. 10:36 \xe5\x8f\x91\xe5\xb8\x83", NULL },
  { "cjk-date/version-is-no-date", "2026-03-10T12:00:00Z", "UTC",
    "Rate limit, try again at 2026.1.2", NULL },
  /* the review's cases: a log's time stamp, a path, a version, a clock on
   * the next line are no dated reset; 午後0:36 is 12:36; a date before an
   * hour word; tomorrow before a day half is tomorrow; the night's 12 is
   * midnight; 半 is half past */
  { "cjk-date/log-stamp-is-past", "2026-03-10T12:00:00Z", "Europe/Paris",
    "429 \xe8\xaf\xb7\xe6\xb1\x82\xe8\xbf\x87\xe4\xba\x8e\xe9\xa2\x91\xe7\xb9\x81 2026/03/10 11:59:58 \xe8\xaf\xb7\xe7\xa8\x8d\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95", NULL },
  { "cjk-date/path-is-no-date", "2026-03-10T12:00:00Z", "Europe/Paris",
    "https://example.com/2026/9/13 10:36 \xe9\x87\x8d\xe7\xbd\xae", NULL },
  { "cjk-date/version-is-no-date-2", "2026-03-10T12:00:00Z", "Europe/Paris",
    "v2026.9.13. 10:36 \xe9\x87\x8d\xe7\xbd\xae", NULL },
  { "cjk-date/slash-after-day", "2026-03-10T12:00:00Z", "UTC",
    "Resets 2026/9/13/logs", NULL },
  { "cjk-date/clock-on-next-line", "2026-03-10T12:00:00Z", "Europe/Paris",
    "2026/9/13\n10:36 \xe9\x87\x8d\xe7\xbd\xae", NULL },
  { "cjk-date/ja-pm-zero-hour", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limit reached. Resets 2026/9/13 \xe5\x8d\x88\xe5\xbe\x8c" "0:36", "2026-09-13T10:36:00Z" },
  { "cjk-date/ko-hour-word", "2026-03-10T12:00:00Z", "Europe/Paris",
    "2026\xeb\x85\x84 9\xec\x9b\x94 13\xec\x9d\xbc \xec\x98\xa4\xed\x9b\x84 3\xec\x8b\x9c\xec\x97\x90 \xec\x9e\xac\xec\x84\xa4\xec\xa0\x95\xeb\x90\xa9\xeb\x8b\x88\xeb\x8b\xa4", "2026-09-13T13:00:00Z" },
  { "cjk-date/zh-hour-word", "2026-03-10T12:00:00Z", "Europe/Paris",
    "2026\xe5\xb9\xb4" "9\xe6\x9c\x88" "13\xe6\x97\xa5 \xe4\xb8\x8b\xe5\x8d\x88" "3\xe7\x82\xb9 \xe9\x87\x8d\xe7\xbd\xae", "2026-09-13T13:00:00Z" },
  /* a month and day without a year, the reset word before them in the
   * same clause or after them (Codex's weekly reset in Japanese,
   * https://github.com/openai/codex/issues/37816): the next such date; one
   * already past, or in another sentence, is no reset */
  { "cjk-date/ja-month-day-reset-before", "2026-03-10T12:00:00Z", "Europe/Paris",
    "1\xe9\x80\xb1\xe9\x96\x93\xe3\x81\x94\xe3\x81\xa8\xe3\x81\x94\xe3\x81\xa8\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x83\xbb\xe6\xac\xa1\xe5\x9b\x9e\xe3\x81\xae\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\xaf" "8\xe6\x9c\x88" "16\xe6\x97\xa5 19:49\xe3\x81\xa7\xe3\x81\x99", "2026-08-16T17:49:00Z" },
  { "cjk-date/ja-month-day-reset-after", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe4\xbd\xbf\xe7\x94\xa8\xe4\xb8\x8a\xe9\x99\x90\xe3\x81\xab\xe9\x81\x94\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82" "8\xe6\x9c\x88" "16\xe6\x97\xa5 19:49\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x99", "2026-08-16T17:49:00Z" },
  { "cjk-date/ko-month-day-pm", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xeb\x8b\xa4\xec\x9d\x8c \xec\x9e\xac\xec\x84\xa4\xec\xa0\x95: 8\xec\x9b\x94 16\xec\x9d\xbc \xec\x98\xa4\xed\x9b\x84 7:49", "2026-08-16T17:49:00Z" },
  { "cjk-date/month-day-next-year", "2026-12-20T12:00:00Z", "Europe/Paris",
    "\xe6\xac\xa1\xe5\x9b\x9e\xe3\x81\xae\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\xaf" "1\xe6\x9c\x88" "2\xe6\x97\xa5 10:00\xe3\x81\xa7\xe3\x81\x99", "2027-01-02T09:00:00Z" },
  { "cjk-date/month-day-past-is-stamp", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe6\x8e\xa5\xe7\xb6\x9a\xe3\x81\x8c\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f 3\xe6\x9c\x88" "10\xe6\x97\xa5 09:15", NULL },
  { "cjk-date/month-day-other-clause", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe6\x8e\xa5\xe7\xb6\x9a\xe3\x81\x8c\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82" "3\xe6\x9c\x88" "12\xe6\x97\xa5 09:15 \xe3\x83\xa1\xe3\x83\xb3\xe3\x83\x86\xe3\x83\x8a\xe3\x83\xb3\xe3\x82\xb9", NULL },
  /* the review's: a month and day well past is a past event, not next
   * year's reset; a reset word in another clause (！，) claims no date; a
   * year and a space before it; many dates without a year do not use up
   * the tries of a dated one */
  { "cjk-date/month-day-past-event", "2026-03-10T12:00:00Z", "Europe/Paris",
    "429 \xe5\x89\x8d\xe5\x9b\x9e\xe3\x81\xae\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88: 3\xe6\x9c\x88" "5\xe6\x97\xa5 19:49", NULL },
  { "cjk-date/month-day-log-stamp", "2026-03-10T12:00:00Z", "Europe/Paris",
    "429 [3\xe6\x9c\x88" "9\xe6\x97\xa5 11:59:58] \xe8\xaf\xb7\xe7\xa8\x8d\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95", NULL },
  { "cjk-date/month-day-after-exclamation", "2026-03-10T12:00:00Z", "Europe/Paris",
    "503 \xe8\xbf\x9e\xe6\x8e\xa5\xe5\xb7\xb2\xe9\x87\x8d\xe7\xbd\xae\xef\xbc\x81" "3\xe6\x9c\x88" "12\xe6\x97\xa5 09:15 \xe5\xbc\x80\xe5\xa7\x8b\xe7\xbb\xb4\xe6\x8a\xa4", NULL },
  { "cjk-date/month-day-after-comma", "2026-03-10T12:00:00Z", "Europe/Paris",
    "429 \xe9\xa2\x9d\xe5\xba\xa6\xe9\x87\x8d\xe7\xbd\xae\xe5\x90\x8e\xef\xbc\x8c" "3\xe6\x9c\x88" "12\xe6\x97\xa5 09:15 \xe7\xb3\xbb\xe7\xbb\x9f\xe7\xbb\xb4\xe6\x8a\xa4", NULL },
  { "cjk-date/year-space-tail", "2026-03-10T12:00:00Z", "Europe/Paris",
    "429 \xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88: 2025\xe5\xb9\xb4 3\xe6\x9c\x88" "12\xe6\x97\xa5 09:15", NULL },
  { "cjk-date/many-month-days-then-dated", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe5\x88\xa9\xe7\x94\xa8\xe5\xb1\xa5\xe6\xad\xb4: 1\xe6\x9c\x88" "1\xe6\x97\xa5 1\xe6\x9c\x88" "2\xe6\x97\xa5 1\xe6\x9c\x88" "3\xe6\x97\xa5 1\xe6\x9c\x88" "4\xe6\x97\xa5 1\xe6\x9c\x88" "5\xe6\x97\xa5 1\xe6\x9c\x88" "6\xe6\x97\xa5 1\xe6\x9c\x88" "7\xe6\x97\xa5 1\xe6\x9c\x88" "8\xe6\x97\xa5 1\xe6\x9c\x88" "9\xe6\x97\xa5 2\xe6\x9c\x88" "1\xe6\x97\xa5 2\xe6\x9c\x88" "2\xe6\x97\xa5 2\xe6\x9c\x88" "3\xe6\x97\xa5 2\xe6\x9c\x88" "4\xe6\x97\xa5 2\xe6\x9c\x88" "5\xe6\x97\xa5 2\xe6\x9c\x88" "6\xe6\x97\xa5 2\xe6\x9c\x88" "7\xe6\x97\xa5 2\xe6\x9c\x88" "8\xe6\x97\xa5\xe3\x80\x82" "2026\xe5\xb9\xb4" "9\xe6\x9c\x88" "13\xe6\x97\xa5 10:36 \xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x99", "2026-09-13T08:36:00Z" },
  /* a password's or a connection's reset before a date is none */
  { "cjk-date/password-reset-is-no-limit", "2026-03-10T12:00:00Z", "Europe/Paris",
    "429 \xeb\xb9\x84\xeb\xb0\x80\xeb\xb2\x88\xed\x98\xb8 \xec\xb4\x88\xea\xb8\xb0\xed\x99\x94 3\xec\x9b\x94 12\xec\x9d\xbc 09:00 \xec\x99\x84\xeb\xa3\x8c", NULL },
  { "cjk-date/connection-reset-is-no-limit", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe6\x8e\xa5\xe7\xb6\x9a\xe3\x81\xae\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88: 3\xe6\x9c\x88" "12\xe6\x97\xa5 09:15 \xe3\x83\xa1\xe3\x83\xb3\xe3\x83\x86\xe3\x83\x8a\xe3\x83\xb3\xe3\x82\xb9", NULL },
  { "cjk-date/ko-next-reset-before", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xeb\x8b\xa4\xec\x9d\x8c \xec\xb4\x88\xea\xb8\xb0\xed\x99\x94: 3\xec\x9b\x94 12\xec\x9d\xbc 09:00", "2026-03-12T08:00:00Z" },
  /* Brazilian "reseta" and a bare UTC after the clock (an edge function's
   * Gemini quota message, held-out rr014); UTC with an offset */
  { "intl/pt-reseta-utc", "2026-03-10T12:00:00Z", "Europe/Paris",
    "A quota reseta diariamente \xc3\xa0s 00:00 UTC (21:00 hor\xc3\xa1rio de Bras\xc3\xadlia)", "2026-03-11T00:00:00Z" },
  { "intl/utc-offset", "2026-03-10T12:00:00Z", "Europe/Paris",
    "wird um 19:00 UTC+2 zur\xc3\xbc" "ckgesetzt", "2026-03-10T17:00:00Z" },
  /* the review's: UTC with an offset after a space or in brackets; "reseta"
   * only as a whole word of its verb; a password's or a connection's reset
   * only with the noun attached (not one named in the sentence before) */
  { "intl/utc-offset-spaced", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limite atingido. A quota reseta \xc3\xa0s 21:00 UTC -3", "2026-03-11T00:00:00Z" },
  { "intl/utc-offset-bracketed", "2026-03-10T12:00:00Z", "Europe/Paris",
    "wird um 19:00 (UTC+2) zur\xc3\xbc" "ckgesetzt", "2026-03-10T17:00:00Z" },
  { "intl/pt-presetar-is-no-reset", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limite de requisi\xc3\xa7\xc3\xb5" "es atingido; erro ao presetar o modelo \xc3\xa0s 14:00", NULL },
  { "intl/ro-password-reset-is-no-reset", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limita zilnic\xc4\x83 a fost atins\xc4\x83; parola resetat\xc4\x83 la 14:00", NULL },
  { "cjk-date/connection-in-brackets-before", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe6\x9c\xac\xe6\x97\xa5\xe3\x81\xae\xe5\x88\xa9\xe7\x94\xa8\xe4\xb8\x8a\xe9\x99\x90\xe3\x81\xab\xe9\x81\x94\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xef\xbc\x88" "API\xe6\x8e\xa5\xe7\xb6\x9a\xef\xbc\x89\xe3\x80\x82\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88: 3\xe6\x9c\x88" "12\xe6\x97\xa5 09:00", "2026-03-12T08:00:00Z" },
  { "cjk-date/ja-password-particle", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe3\x83\x91\xe3\x82\xb9\xe3\x83\xaf\xe3\x83\xbc\xe3\x83\x89\xe3\x81\xae\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88: 3\xe6\x9c\x88" "12\xe6\x97\xa5 09:00", NULL },
  /* the second review's: a dash after a spaced UTC is no offset; the
   * minus sign; a connection or password reset through 已, を, は */
  { "intl/utc-then-dash", "2026-03-10T12:00:00Z", "Europe/Paris",
    "A quota reseta diariamente \xc3\xa0s 00:00 UTC - tente mais tarde", "2026-03-11T00:00:00Z" },
  { "intl/utc-minus-sign", "2026-03-10T12:00:00Z", "Europe/Paris",
    "wird um 19:00 UTC\xe2\x88\x92" "3 zur\xc3\xbc" "ckgesetzt", "2026-03-10T22:00:00Z" },
  { "cjk-date/connection-already-reset", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe8\xbf\x9e\xe6\x8e\xa5\xe5\xb7\xb2\xe9\x87\x8d\xe7\xbd\xae 3\xe6\x9c\x88" "12\xe6\x97\xa5 09:15 \xe5\xbc\x80\xe5\xa7\x8b\xe7\xbb\xb4\xe6\x8a\xa4", NULL },
  { "cjk-date/ja-password-wo", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe3\x83\x91\xe3\x82\xb9\xe3\x83\xaf\xe3\x83\xbc\xe3\x83\x89\xe3\x82\x92\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88 3\xe6\x9c\x88" "12\xe6\x97\xa5 09:00", NULL },
  /* a reread's: the previous reset's date, however near, is no next one;
   * Brazilian "reseta" at the start of a text, and not its infinitive */
  { "cjk-date/previous-reset-is-past", "2026-03-25T12:00:00Z", "Europe/Paris",
    "429 \xe5\x89\x8d\xe5\x9b\x9e\xe3\x81\xae\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88: 9\xe6\x9c\x88" "20\xe6\x97\xa5 19:49", NULL },
  { "intl/pt-reseta-at-start", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Reseta diariamente \xc3\xa0s 00:00 UTC", "2026-03-11T00:00:00Z" },
  { "intl/pt-resetar-infinitive", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Limite atingido; vamos resetar \xc3\xa0s 14:00", NULL },
  { "cjk-clock/zh-tomorrow-pm", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe6\x82\xa8\xe7\x9a\x84\xe9\x99\x90\xe9\xa2\x9d\xe5\xb0\x86\xe4\xba\x8e\xe6\x98\x8e\xe5\xa4\xa9\xe4\xb8\x8b\xe5\x8d\x88" "3\xe7\x82\xb9\xe9\x87\x8d\xe7\xbd\xae", "2026-03-11T14:00:00Z" },
  { "cjk-clock/zh-night-twelve", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe6\x82\xa8\xe7\x9a\x84\xe9\x99\x90\xe9\xa2\x9d\xe5\xb0\x86\xe4\xba\x8e\xe6\x99\x9a\xe4\xb8\x8a" "12\xe7\x82\xb9\xe9\x87\x8d\xe7\xbd\xae", "2026-03-10T23:00:00Z" },
  { "cjk-clock/zh-half-past", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe4\xb8\x8b\xe5\x8d\x88" "3\xe7\x82\xb9\xe5\x8d\x8a\xe9\x87\x8d\xe7\xbd\xae", "2026-03-10T14:30:00Z" },
  /* A zone the text names apart from the clock (北京时间, 日本時間,
   * 米国東部標準時 — a "standard time" is its fixed offset — and "Beijing
   * time") is the zone of clocks printed without one; a zone beside the
   * clock still wins.  An hour on the 24-hour clock written the CJK way
   * without a day half counts when a reset word follows in the same clause
   * (not points, not an hour count, not another clause's event) */
  { "text-zone/zh-beijing-hour", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe4\xbb\x8a\xe6\x97\xa5\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c\xef\xbc\x8c\xe5\xb0\x86\xe4\xba\x8e\xe5\x8c\x97\xe4\xba\xac\xe6\x97\xb6\xe9\x97\xb4 0 \xe7\x82\xb9\xe9\x87\x8d\xe7\xbd\xae", "2026-03-10T16:00:00Z" },
  { "text-zone/zh-beijing-after-stamp", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe6\x82\xa8\xe7\x9a\x84\xe9\x99\x90\xe9\xa2\x9d\xe5\xb0\x86\xe5\x9c\xa8 2026-03-11 08:00:00 \xe9\x87\x8d\xe7\xbd\xae\xef\xbc\x88\xe5\x8c\x97\xe4\xba\xac\xe6\x97\xb6\xe9\x97\xb4\xef\xbc\x89", "2026-03-11T00:00:00Z" },
  { "text-zone/zh-beijing-tomorrow", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe6\xaf\x8f\xe6\x97\xa5\xe5\x85\x8d\xe8\xb4\xb9\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c\xef\xbc\x8c\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb0\x86\xe4\xba\x8e\xe5\x8c\x97\xe4\xba\xac\xe6\x97\xb6\xe9\x97\xb4\xe6\x98\x8e\xe5\xa4\xa9 8 \xe7\x82\xb9\xe9\x87\x8d\xe7\xbd\xae", "2026-03-11T00:00:00Z" },
  { "text-zone/ja-japan-time", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe4\xbb\x8a\xe6\x97\xa5\xe3\x81\xae\xe4\xb8\x8a\xe9\x99\x90\xe3\x81\xab\xe9\x81\x94\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82\xe6\x97\xa5\xe6\x9c\xac\xe6\x99\x82\xe9\x96\x93 \xe5\x8d\x88\xe5\x89\x8d" "9\xe6\x99\x82\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x99", "2026-03-11T00:00:00Z" },
  { "text-zone/ja-us-eastern-standard", "2026-03-10T12:00:00Z", "UTC",
    "\xe4\xb8\x8a\xe9\x99\x90\xe3\x81\xab\xe9\x81\x94\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82\xe7\xb1\xb3\xe5\x9b\xbd\xe6\x9d\xb1\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82 \xe5\x8d\x88\xe5\x89\x8d" "0\xe6\x99\x82\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x99", "2026-03-11T05:00:00Z" },
  { "text-zone/en-beijing-time", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Daily quota exhausted, resets at 08:00 Beijing time", "2026-03-11T00:00:00Z" },
  { "text-zone/en-names-only-its-clock", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Rate limit exceeded. Your limit resets at 14:00. Support is available 9:00-18:00 Beijing time.", "2026-03-10T13:00:00Z" },
  { "text-zone/zh-will-needs-reset-word", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe8\xaf\xa5\xe6\xa8\xa1\xe5\x9e\x8b\xe5\xb0\x86\xe4\xba\x8e 2026-04-01 \xe4\xb8\x8b\xe7\xba\xbf", NULL },
  { "text-zone/clock-zone-wins", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe6\x82\xa8\xe7\x9a\x84\xe9\x99\x90\xe9\xa2\x9d\xe5\xb0\x86\xe5\x9c\xa8 2026-03-11 08:00:00 UTC \xe9\x87\x8d\xe7\xbd\xae\xef\xbc\x88\xe5\x8c\x97\xe4\xba\xac\xe6\x97\xb6\xe9\x97\xb4\xef\xbc\x89", "2026-03-11T08:00:00Z" },
  { "cjk-hour/zh-jiang-yu-clock", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb0\x86\xe4\xba\x8e 08:00 \xe9\x87\x8d\xe7\xbd\xae", "2026-03-11T07:00:00Z" },
  { "cjk-hour/zh-daily-refresh", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe6\xaf\x8f\xe6\x97\xa5\xe5\x85\x8d\xe8\xb4\xb9\xe9\xa2\x9d\xe5\xba\xa6\xe6\xaf\x8f\xe5\xa4\xa9 8 \xe7\x82\xb9\xe5\x88\xb7\xe6\x96\xb0", "2026-03-11T07:00:00Z" },
  { "cjk-hour/ja-hour", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe4\xbb\x8a\xe6\x97\xa5\xe3\x81\xae\xe4\xb8\x8a\xe9\x99\x90\xe3\x81\xab\xe9\x81\x94\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82" "8\xe6\x99\x82\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x99", "2026-03-11T07:00:00Z" },
  { "cjk-hour/ko-hour", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xec\x98\xa4\xeb\x8a\x98 \xed\x95\x9c\xeb\x8f\x84 \xec\xb4\x88\xea\xb3\xbc. 0\xec\x8b\x9c\xec\x97\x90 \xec\xb4\x88\xea\xb8\xb0\xed\x99\x94\xeb\x90\xa9\xeb\x8b\x88\xeb\x8b\xa4", "2026-03-10T23:00:00Z" },
  { "cjk-hour/zh-after-hour", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe6\xaf\x8f\xe6\x97\xa5\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c\xef\xbc\x8c" "0\xe7\x82\xb9\xe5\x90\x8e\xe6\x81\xa2\xe5\xa4\x8d", "2026-03-10T23:00:00Z" },
  { "cjk-hour/ja-hour-count", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe4\xb8\x8a\xe9\x99\x90\xe3\x81\xab\xe9\x81\x94\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82" "8\xe6\x99\x82\xe9\x96\x93\xe5\xbe\x8c\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x99", "2026-03-10T20:00:00Z" },
  { "cjk-hour/zh-points-not-clock", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe5\x89\xa9\xe4\xbd\x99 3 \xe7\x82\xb9\xe7\xa7\xaf\xe5\x88\x86\xef\xbc\x8c\xe5\xb0\x86\xe4\xba\x8e\xe6\x98\x8e\xe6\x97\xa5\xe9\x87\x8d\xe7\xbd\xae", NULL },
  { "cjk-hour/zh-hour-other-clause", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe6\x9c\x8d\xe5\x8a\xa1\xe4\xba\x8e 3 \xe7\x82\xb9\xe4\xb8\xad\xe6\x96\xad\xef\xbc\x8c\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe9\x87\x8d\xe7\xbd\xae", NULL },
  { "cjk-hour/zh-try-again-tomorrow", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe4\xbb\x8a\xe6\x97\xa5\xe5\x85\x8d\xe8\xb4\xb9\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c\xef\xbc\x8c\xe8\xaf\xb7\xe6\x98\x8e\xe5\xa4\xa9\xe5\x86\x8d\xe8\xaf\x95", "2026-03-10T23:00:00Z" },
  { "cjk-hour/zh-hour-then-timeout", "2026-03-10T12:00:00Z", "Europe/Paris",
    "\xe8\xaf\xb7\xe6\xb1\x82\xe5\x9c\xa8 3 \xe7\x82\xb9\xe8\xb6\x85\xe6\x97\xb6", NULL },
  /* Zero-width characters inside the words do not hide the anchor */
  { "zero-width/in-anchor", "2026-03-10T12:00:00Z", "UTC",
    "You've hit your limit · re\xe2\x80\x8bsets 3pm (Europe/\xe2\x81\xa0London)", "2026-03-10T15:00:00Z" },
  { "zero-width/soft-hyphen-in-number-unit", "2026-03-10T12:00:00Z", "UTC",
    "try again in 2 min\xc2\xadutes", "2026-03-10T12:02:00Z" },
  /* UTC offsets as Intl.DateTimeFormat (timeZoneName "short") prints them
   * for Gemini CLI's "Access resets at …"
   * (https://github.com/google-gemini/gemini-cli/issues/22643).  The local
   * zone (Europe/Paris) must not be used.  22:57 at UTC-3 is past midnight
   * UTC: the instant falls on the next UTC day. */
  { "offset/gmt-minus-3-utc-rollover", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached for gemini-3-flash-preview. Access resets at 10:57 PM GMT-3.", "2026-03-11T01:57:00Z" },
  /* 11 AM at UTC+2 (09:00Z) has passed at 12:00Z: tomorrow */
  { "offset/gmt-plus-2-tomorrow", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Usage limit reached for all Pro models.\nAccess resets at 11:00 AM GMT+2.", "2026-03-11T09:00:00Z" },
  /* ICU's narrow no-break space (U+202F) before PM */
  { "offset/narrow-nbsp-before-pm", "2026-03-10T12:00:00Z", "UTC",
    "Access resets at 8:48\xe2\x80\xafPM GMT+2.", "2026-03-10T18:48:00Z" },
  { "offset/utc-plus-hh-mm-in-parentheses", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Your limit will reset at 11:30 PM (UTC+05:30)", "2026-03-10T18:00:00Z" },
  /* 1:05 AM at UTC+8: past midnight in that zone, already gone today there */
  { "offset/utc-plus-8-after-midnight", "2026-03-10T12:00:00Z", "Europe/Paris",
    "Access resets at 1:05 AM UTC+8.", "2026-03-10T17:05:00Z" },
  /* Negative with minutes, written with U+2212 MINUS SIGN */
  { "offset/minus-sign-with-minutes", "2026-03-10T12:00:00Z", "UTC",
    "resets 11:45 PM GMT\xe2\x88\x92" "3:30", "2026-03-11T03:15:00Z" },
  { "offset/four-digit", "2026-03-10T12:00:00Z", "UTC",
    "resets 11:45 PM UTC-0330", "2026-03-11T03:15:00Z" },
  /* Not offsets: the clock time falls back to the local zone */
  { "offset/out-of-range", "2026-03-10T12:00:00Z", "UTC",
    "resets 7pm GMT+15", "2026-03-10T19:00:00Z" },
  { "offset/digits-run-on", "2026-03-10T12:00:00Z", "UTC",
    "resets 7pm UTC+123", "2026-03-10T19:00:00Z" },
  /* An abbreviation is the fixed offset it names, even in the "wrong"
   * season: PST in July is UTC-8 (Los Angeles is on PDT, UTC-7) */
  { "abbr/pst-in-summer", "2026-07-01T12:00:00Z", "UTC",
    "Access resets at 2:55 PM PST.", "2026-07-01T22:55:00Z" },
  { "abbr/edt-in-winter", "2026-01-15T12:00:00Z", "UTC",
    "Access resets at 9:00 AM EDT.", "2026-01-15T13:00:00Z" },
  /* IST is India Standard Time (UTC+5:30) */
  { "abbr/ist-is-india", "2026-03-10T12:00:00Z", "UTC",
    "Access resets at 9:00 AM IST.", "2026-03-11T03:30:00Z" },
  { "abbr/aedt", "2026-03-10T12:00:00Z", "UTC",
    "Access resets at 9:00 AM AEDT.", "2026-03-10T22:00:00Z" },
  /* The generic "PT" names no season: it follows Los Angeles (PDT in July) */
  { "abbr/pt-follows-dst", "2026-07-01T12:00:00Z", "UTC",
    "resets 2:55 PM PT", "2026-07-01T21:55:00Z" },
};

static char *
format_utc (gint64 epoch_s)
{
  g_autoptr(GDateTime) dt = g_date_time_new_from_unix_utc (epoch_s);

  return g_date_time_format (dt, "%Y-%m-%dT%H:%M:%SZ");
}

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(GDateTime) now = g_date_time_new_from_iso8601 (c->now, NULL);
  g_autoptr(GTimeZone) zone = NULL;
  gint64 value = -12345;
  gboolean found;

  g_assert_nonnull (now);
  if (c->zone != NULL)
    {
      zone = g_time_zone_new_identifier (c->zone);
      g_assert_nonnull (zone);
    }

  found = carry_on_reset_time_parse (c->text, now, zone, &value);
  if (c->expected == NULL)
    {
      if (found)
        {
          g_autofree char *got = format_utc (value);

          g_test_message ("unexpected reset %s in \"%s\"", got, c->text);
        }
      g_assert_false (found);
      g_assert_cmpint (value, ==, -12345);  /* untouched */
    }
  else
    {
      g_autofree char *got = NULL;

      g_assert_true (found);
      got = format_utc (value);
      g_assert_cmpstr (got, ==, c->expected);
    }
}

static void
test_null_text (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  gint64 value = 7;

  g_assert_false (carry_on_reset_time_parse (NULL, now, NULL, &value));
  g_assert_cmpint (value, ==, 7);
}

/* A long hostile text with many anchors and no value: must stay fast and
 * find nothing. */
static void
test_long_text (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr(GString) s = g_string_new (NULL);
  gint64 value;
  gint64 start;

  while (s->len < 2 * 1024 * 1024)
    g_string_append (s, "resets reset try again in at on \n\\n\xff\xfe 1 2 3 pm am (Europe/ ");
  start = g_get_monotonic_time ();
  g_assert_false (carry_on_reset_time_parse (s->str, now, NULL, &value));
  /* only 64 KiB are read (head and tail); the time is a figure, not a
   * pass mark (valgrind, a loaded machine) */
  g_test_message ("2 MiB hostile text: %.1f ms", (g_get_monotonic_time () - start) / 1000.0);
}

/* A reset sentence after the first 64 KiB (a long stack trace first) is
 * still found: the tail of an oversized text is read too */
static void
test_tail_of_long_text (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_from_iso8601 ("2026-03-10T12:00:00Z", NULL);
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GString) s = g_string_new (NULL);
  gint64 value = 0;

  while (s->len < 300 * 1024)
    g_string_append (s, "    at generate (/$bunfs/root/src/entrypoints/cli.js:11:54524)\n");
  g_string_append (s, "You've hit your limit \xc2\xb7 resets 3pm (UTC)");
  g_assert_true (carry_on_reset_time_parse (s->str, now, utc, &value));
  g_assert_cmpint (value, ==, 1773154800);  /* 2026-03-10T15:00:00Z */
}

/* The Retry-After header value on its own (the CLI's "retry_after") */
static void
test_retry_after_value (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_from_iso8601 ("2026-03-10T12:00:00Z", NULL);
  gint64 v = -7;

  g_assert_true (carry_on_reset_time_parse_retry_after ("120", now, &v));
  g_assert_cmpint (v, ==, 1773144000 + 120);
  g_assert_true (carry_on_reset_time_parse_retry_after (" Tue, 10 Mar 2026 12:05:00 GMT ", now, &v));
  g_assert_cmpint (v, ==, 1773144000 + 300);
  g_assert_true (carry_on_reset_time_parse_retry_after ("Wed, 21 Oct 2015 07:28:00 GMT", now, &v));
  g_assert_cmpint (v, ==, 1773144000);
  /* the obsolete forms a recipient must accept (RFC 9110 §5.6.7) */
  g_assert_true (carry_on_reset_time_parse_retry_after ("Tuesday, 10-Mar-26 12:05:00 GMT", now, &v));
  g_assert_cmpint (v, ==, 1773144000 + 300);
  g_assert_true (carry_on_reset_time_parse_retry_after ("Tue Mar 10 12:05:00 2026", now, &v));
  g_assert_cmpint (v, ==, 1773144000 + 300);
  v = -7;
  g_assert_false (carry_on_reset_time_parse_retry_after ("Tue Mar 10 12:05:00", now, &v));
  g_assert_false (carry_on_reset_time_parse_retry_after ("Tuesday, 10-Mar-26 12:05:00", now, &v));
  g_assert_cmpint (v, ==, -7);
  v = -7;
  g_assert_false (carry_on_reset_time_parse_retry_after ("soon", now, &v));
  g_assert_false (carry_on_reset_time_parse_retry_after ("120 seconds", now, &v));
  g_assert_false (carry_on_reset_time_parse_retry_after ("-5", now, &v));
  g_assert_false (carry_on_reset_time_parse_retry_after ("", now, &v));
  g_assert_false (carry_on_reset_time_parse_retry_after (NULL, now, &v));
  g_assert_cmpint (v, ==, -7);
}

int
main (int   argc,
      char *argv[])
{
  /* the "local/tz-environment" case reads the local zone from TZ */
  g_setenv ("TZ", "Asia/Tokyo", TRUE);

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/reset-time/%s", cases[i].path);

      g_test_add_data_func (path, &cases[i], test_case);
    }
  g_test_add_func ("/reset-time/hostile/null-text", test_null_text);
  g_test_add_func ("/reset-time/hostile/long-text", test_long_text);
  g_test_add_func ("/reset-time/tail-of-long-text", test_tail_of_long_text);
  g_test_add_func ("/reset-time/retry-after-value", test_retry_after_value);

  return g_test_run ();
}
