/* carry-on-classifier-rules.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The failure classifier's rules, as data.  Each row names the host or
 * provider document, or the public bug report, it comes from.  How they are
 * applied (precedence, refinement) is in carry-on-classifier.c and
 * docs/classifier.md; what a field means is in
 * carry-on-classifier-private.h.
 *
 * Text phrases are lower case and anchored: a number never stands alone in
 * a phrase, so "429" in a file path or a token count cannot match.  HTTP
 * statuses written in the text ("API Error: 529", "Error code: 429",
 * "(429)") are read by the classifier with their anchors and then use the
 * STATUS rows below.
 */

#include "config.h"

#include "carry-on-classifier-private.h"

/* Sources, named once */
#define SRC_CC_KINDS   "/work/shared/claude-code-host.md §2.4 (d.ts SDKAssistantMessageError, ModelApiError doc)"
#define SRC_DSH_CODES  "/work/shared/dsh-host.md §5 (LlmFailure codes, dsh-llm isQuotaExceededError)"
#define SRC_DSH_AC     "https://github.com/weibaohui/dsh-continue (ACCOUNT_QUOTA code of the dsh-auto-continue design)"
#define SRC_ANTHROPIC  "https://docs.anthropic.com/en/api/errors"
#define SRC_OPENAI     "https://platform.openai.com/docs/guides/error-codes"
#define SRC_GEMINI     "https://ai.google.dev/gemini-api/docs/troubleshooting"
#define SRC_GOOGLE_RPC "https://cloud.google.com/apis/design/errors (google.rpc.Code)"
#define SRC_VERTEX_429 "https://cloud.google.com/vertex-ai/generative-ai/docs/error-code-429"
#define SRC_BEDROCK    "https://docs.aws.amazon.com/bedrock/latest/APIReference/CommonErrors.html"
#define SRC_OPENROUTER "https://openrouter.ai/docs/api-reference/errors"
#define SRC_DEEPSEEK   "https://api-docs.deepseek.com/quick_start/error_codes"
#define SRC_MOONSHOT   "https://github.com/MoonshotAI/kimi-cli/issues/1599"
#define SRC_NODE       "https://nodejs.org/api/errors.html#common-system-errors"
#define SRC_HTTP       "https://www.rfc-editor.org/rfc/rfc9110#name-status-codes and RFC 6585 §4 (429)"

#define KIND(id, value, verdict, flags, label, source) \
  { id, CARRY_ON_RULE_KIND, value, 0, 0, NULL, CARRY_ON_TIER_STRUCTURED, CARRY_ON_VERDICT_##verdict, flags, label, source }
#define TYPE(id, value, verdict, flags, label, source) \
  { id, CARRY_ON_RULE_ERROR_TYPE, value, 0, 0, NULL, CARRY_ON_TIER_STRUCTURED, CARRY_ON_VERDICT_##verdict, flags, label, source }
#define STATUS(id, lo, hi, verdict, flags, label, source) \
  { id, CARRY_ON_RULE_STATUS, NULL, lo, hi, NULL, CARRY_ON_TIER_STRUCTURED, CARRY_ON_VERDICT_##verdict, flags, label, source }
#define TEXT(id, hosts, tier, verdict, phrases, label, source) \
  { id, CARRY_ON_RULE_TEXT, phrases, 0, 0, hosts, CARRY_ON_TIER_##tier, CARRY_ON_VERDICT_##verdict, 0, label, source }

#define NONE  CARRY_ON_RULE_NONE
#define DEFER CARRY_ON_RULE_DEFER
#define FINAL CARRY_ON_RULE_FINAL

const CarryOnRule carry_on_classifier_rules[] = {
  /* ---- Host stop-failure kinds: the host has read the response; they decide ---- */

  /* Claude Code StopFailure.error.  "rate_limit, overloaded and server_error may
   * clear on their own; authentication_failed, billing_error, invalid_request,
   * model_not_found will not".  Claude Code reports a 529 as server_error. */
  KIND ("cc-kind-authentication-failed", "authentication_failed", FATAL, NONE, "authentication failed", SRC_CC_KINDS),
  KIND ("cc-kind-oauth-org-not-allowed", "oauth_org_not_allowed", FATAL, NONE, "organization not allowed", SRC_CC_KINDS),
  KIND ("cc-kind-account-on-hold", "account_on_hold", FATAL, NONE, "account on hold", SRC_CC_KINDS),
  KIND ("cc-kind-verification-required", "verification_required", FATAL, NONE, "verification required", SRC_CC_KINDS),
  KIND ("cc-kind-billing-error", "billing_error", FATAL, NONE, "billing problem", SRC_CC_KINDS),
  /* also DSH INVALID_REQUEST (400/413): the kind is matched case-insensitively */
  KIND ("kind-invalid-request", "invalid_request", FATAL, NONE, "invalid request", SRC_CC_KINDS "; " SRC_DSH_CODES),
  KIND ("cc-kind-model-not-found", "model_not_found", FATAL, NONE, "model not found", SRC_CC_KINDS),
  KIND ("cc-kind-max-output-tokens", "max_output_tokens", FATAL, NONE, "output token limit", SRC_CC_KINDS),
  KIND ("cc-kind-cloud-credential-error", "cloud_credential_error", FATAL, NONE, "cloud credentials", SRC_CC_KINDS),
  /* Claude Code rate_limit and DSH RATE_LIMIT: a limit.  A plain per-minute
   * limit stays a limit too: with a retry-after the reset is now + that, else
   * the policy's limit ladder (corpus e018, e036 are labelled limit). */
  KIND ("kind-rate-limit", "rate_limit", LIMIT, NONE, "rate limit", SRC_CC_KINDS "; " SRC_DSH_CODES),
  KIND ("cc-kind-overloaded", "overloaded", TRANSIENT, NONE, "server overloaded", SRC_CC_KINDS),
  KIND ("cc-kind-server-error", "server_error", TRANSIENT, NONE, "server error", SRC_CC_KINDS),
  /* Claude Code "unknown", DSH "UNKNOWN" (any non-LlmError): look further */
  KIND ("kind-unknown", "unknown", TRANSIENT, DEFER, "unknown error", SRC_CC_KINDS "; " SRC_DSH_CODES),

  /* DSH LlmFailure.code (0.1.0-rc.8).  QUOTA is decided by wording
   * ("insufficient balance", "quota exceeded"): not retried. */
  KIND ("dsh-code-quota", "QUOTA", FATAL, NONE, "out of credits", SRC_DSH_CODES),
  KIND ("dsh-code-account-quota", "ACCOUNT_QUOTA", FATAL, NONE, "out of credits", SRC_DSH_AC),
  KIND ("dsh-code-auth", "AUTH", FATAL, NONE, "authentication failed", SRC_DSH_CODES),
  KIND ("dsh-code-missing-credential", "MISSING_CREDENTIAL", FATAL, NONE, "missing credentials", SRC_DSH_CODES),
  KIND ("dsh-code-invalid-credential", "INVALID_CREDENTIAL", FATAL, NONE, "invalid credentials", SRC_DSH_CODES),
  KIND ("dsh-code-context-window", "CONTEXT_WINDOW_EXCEEDED", FATAL, NONE, "context too long", SRC_DSH_CODES),
  KIND ("dsh-code-unsupported-content", "UNSUPPORTED_CONTENT", FATAL, NONE, "unsupported content", SRC_DSH_CODES),
  KIND ("dsh-code-server", "SERVER", TRANSIENT, NONE, "server error", SRC_DSH_CODES),
  KIND ("dsh-code-empty-response", "EMPTY_RESPONSE", TRANSIENT, NONE, "empty response", SRC_DSH_CODES),
  KIND ("dsh-code-transport", "TRANSPORT", TRANSIENT, NONE, "connection failed", SRC_DSH_CODES),
  KIND ("dsh-code-stream-closed", "STREAM_CLOSED", TRANSIENT, NONE, "stream interrupted", SRC_DSH_CODES),
  KIND ("dsh-code-timeout", "TIMEOUT", TRANSIENT, NONE, "request timed out", SRC_DSH_CODES),
  KIND ("dsh-code-malformed-response", "MALFORMED_RESPONSE", TRANSIENT, NONE, "malformed response", SRC_DSH_CODES),
  KIND ("dsh-code-aborted", "ABORTED", TRANSIENT, DEFER, "aborted", SRC_DSH_CODES),
  /* DSH HTTP_<status> is read as that HTTP status (carry-on-classifier.c) */

  /* ---- API error types ---- */

  /* Anthropic */
  TYPE ("type-overloaded-error", "overloaded_error", TRANSIENT, FINAL, "server overloaded", SRC_ANTHROPIC),
  TYPE ("type-api-error", "api_error", TRANSIENT, NONE, "server error", SRC_ANTHROPIC),
  TYPE ("type-timeout-error", "timeout_error", TRANSIENT, NONE, "request timed out", SRC_ANTHROPIC),
  TYPE ("type-rate-limit-error", "rate_limit_error", LIMIT, NONE, "rate limit", SRC_ANTHROPIC),
  TYPE ("type-authentication-error", "authentication_error", FATAL, FINAL, "authentication failed", SRC_ANTHROPIC),
  TYPE ("type-permission-error", "permission_error", FATAL, FINAL, "permission denied", SRC_ANTHROPIC),
  TYPE ("type-billing-error", "billing_error", FATAL, FINAL, "billing problem", SRC_ANTHROPIC),
  TYPE ("type-request-too-large", "request_too_large", FATAL, FINAL, "request too large", SRC_ANTHROPIC),
  TYPE ("type-not-found-error", "not_found_error", FATAL, NONE, "model not found", SRC_ANTHROPIC),
  TYPE ("type-invalid-request-error", "invalid_request_error", FATAL, NONE, "invalid request", SRC_ANTHROPIC),
  /* OpenAI (error.code / error.type) and OpenAI-compatible providers */
  TYPE ("type-insufficient-quota", "insufficient_quota", FATAL, FINAL, "out of credits", SRC_OPENAI),
  TYPE ("type-context-length-exceeded", "context_length_exceeded", FATAL, FINAL, "context too long", SRC_OPENAI),
  TYPE ("type-invalid-api-key", "invalid_api_key", FATAL, FINAL, "invalid API key", SRC_OPENAI),
  TYPE ("type-model-not-found", "model_not_found", FATAL, NONE, "model not found", SRC_OPENAI),
  TYPE ("type-rate-limit-exceeded", "rate_limit_exceeded", LIMIT, NONE, "rate limit", SRC_OPENAI),
  TYPE ("type-server-error", "server_error", TRANSIENT, NONE, "server error", SRC_OPENAI),
  TYPE ("type-engine-overloaded", "engine_overloaded_error", TRANSIENT, FINAL, "server overloaded", SRC_MOONSHOT),
  TYPE ("type-rate-limit-reached", "rate_limit_reached_error", LIMIT, NONE, "rate limit", SRC_MOONSHOT),
  TYPE ("type-exceeded-current-quota", "exceeded_current_quota_error", FATAL, FINAL, "out of credits", "https://github.com/MoonshotAI/Kimi-K2/issues/5"),
  TYPE ("type-invalid-authentication", "invalid_authentication_error", FATAL, FINAL, "authentication failed", SRC_MOONSHOT),
  TYPE ("type-content-filter", "content_filter", FATAL, NONE, "content blocked", SRC_OPENAI),
  /* Google (Gemini API, Vertex AI): google.rpc.Code names in error.status */
  TYPE ("type-resource-exhausted", "RESOURCE_EXHAUSTED", LIMIT, NONE, "quota exhausted", SRC_GOOGLE_RPC),
  TYPE ("type-unavailable", "UNAVAILABLE", TRANSIENT, NONE, "service unavailable", SRC_GOOGLE_RPC),
  TYPE ("type-internal", "INTERNAL", TRANSIENT, NONE, "server error", SRC_GOOGLE_RPC),
  TYPE ("type-deadline-exceeded", "DEADLINE_EXCEEDED", TRANSIENT, NONE, "request timed out", SRC_GOOGLE_RPC),
  TYPE ("type-unauthenticated", "UNAUTHENTICATED", FATAL, FINAL, "authentication failed", SRC_GOOGLE_RPC),
  TYPE ("type-permission-denied", "PERMISSION_DENIED", FATAL, NONE, "permission denied", SRC_GOOGLE_RPC),
  TYPE ("type-invalid-argument", "INVALID_ARGUMENT", FATAL, NONE, "invalid request", SRC_GOOGLE_RPC),
  TYPE ("type-failed-precondition", "FAILED_PRECONDITION", FATAL, NONE, "invalid request", SRC_GOOGLE_RPC),
  TYPE ("type-not-found", "NOT_FOUND", FATAL, NONE, "model not found", SRC_GOOGLE_RPC),
  /* Amazon Bedrock exception names */
  TYPE ("type-throttling", "ThrottlingException", LIMIT, NONE, "rate limit", SRC_BEDROCK),
  TYPE ("type-service-quota", "ServiceQuotaExceededException", LIMIT, NONE, "quota exhausted", SRC_BEDROCK),
  TYPE ("type-service-unavailable", "ServiceUnavailableException", TRANSIENT, NONE, "service unavailable", SRC_BEDROCK),
  TYPE ("type-internal-server", "InternalServerException", TRANSIENT, NONE, "server error", SRC_BEDROCK),
  TYPE ("type-model-not-ready", "ModelNotReadyException", TRANSIENT, NONE, "model not ready", SRC_BEDROCK),
  TYPE ("type-model-timeout", "ModelTimeoutException", TRANSIENT, NONE, "request timed out", SRC_BEDROCK),
  TYPE ("type-model-stream-error", "ModelStreamErrorException", TRANSIENT, NONE, "stream interrupted", SRC_BEDROCK),
  TYPE ("type-validation", "ValidationException", FATAL, NONE, "invalid request", SRC_BEDROCK),
  TYPE ("type-access-denied", "AccessDeniedException", FATAL, FINAL, "permission denied", SRC_BEDROCK),
  TYPE ("type-resource-not-found", "ResourceNotFoundException", FATAL, NONE, "model not found", SRC_BEDROCK),
  TYPE ("type-expired-token", "ExpiredTokenException", FATAL, FINAL, "credentials expired", SRC_BEDROCK),
  TYPE ("type-unrecognized-client", "UnrecognizedClientException", FATAL, FINAL, "invalid credentials", SRC_BEDROCK),

  /* ---- HTTP status (structured, or written in the text with an anchor) ---- */
  STATUS ("status-401", 401, 401, FATAL, FINAL, "authentication failed", SRC_HTTP),
  STATUS ("status-402", 402, 402, FATAL, FINAL, "payment required", SRC_HTTP "; " SRC_OPENROUTER),
  STATUS ("status-403", 403, 403, FATAL, NONE, "permission denied", SRC_HTTP),
  STATUS ("status-404", 404, 404, FATAL, NONE, "not found", SRC_HTTP),
  STATUS ("status-408", 408, 408, TRANSIENT, NONE, "request timed out", SRC_HTTP),
  STATUS ("status-409", 409, 409, TRANSIENT, NONE, "conflict", SRC_HTTP),
  STATUS ("status-413", 413, 413, FATAL, NONE, "request too large", SRC_HTTP "; " SRC_ANTHROPIC),
  STATUS ("status-425", 425, 425, TRANSIENT, NONE, "too early", SRC_HTTP),
  STATUS ("status-429", 429, 429, LIMIT, NONE, "rate limit", SRC_HTTP),
  STATUS ("status-499", 499, 499, TRANSIENT, NONE, "request cancelled", SRC_HTTP),
  STATUS ("status-4xx", 400, 499, FATAL, NONE, "invalid request", SRC_HTTP),
  STATUS ("status-529", 529, 529, TRANSIENT, FINAL, "server overloaded", SRC_ANTHROPIC),
  STATUS ("status-5xx", 500, 599, TRANSIENT, NONE, "server error", SRC_HTTP),

  /* ---- Text: specific phrases, mostly fatal ---- */

  /* Gemini's 429 says "You exceeded your current quota, please check your
   * plan and billing details": a per-minute or per-day quota that comes
   * back.  From OpenAI (insufficient_quota) or Moonshot the same sentence
   * means the money ran out.  The provider family is the hint. */
  TEXT ("gemini-current-quota", "gemini", SPECIFIC, LIMIT,
        "exceeded your current quota|exceeded current quota|billing details",
        "quota exhausted", SRC_GEMINI " (429 RESOURCE_EXHAUSTED); https://github.com/google-gemini/gemini-cli/issues/1905"),
  TEXT ("context-too-long", NULL, SPECIFIC, FATAL,
        "prompt is too long|prompt too long|context length|context_length|context window|contextwindowexceeded|"
        "context_window_exceeded|maximum context|conversation too long|conversation is too long|"
        "input is too long|input too long|too long for requested model|input token count|"
        "exceeds the maximum number of tokens|maximum number of tokens allowed|request_too_large|"
        "request too large|request entity too large|payload too large|reduce the length of the messages|"
        "maximum allowed number of bytes|exceeds the context|out of room in the model",
        "context too long", SRC_ANTHROPIC " (413, prompt is too long); " SRC_OPENAI " (context_length_exceeded); "
        "https://github.com/anthropics/claude-code/issues/820; https://github.com/openai/codex/issues/36456"),
  TEXT ("max-output-tokens", NULL, SPECIFIC, FATAL,
        "output token maximum|max_output_tokens|max output tokens|maximum output tokens|number of output tokens",
        "output token limit", "https://github.com/anthropics/claude-code/issues/24055"),
  TEXT ("billing", "!gemini", SPECIFIC, FATAL,
        "exceeded your current quota|exceeded current quota|exceeded_current_quota|billing details",
        "out of credits", SRC_OPENAI " (insufficient_quota); https://github.com/MoonshotAI/Kimi-K2/issues/5"),
  TEXT ("credits", NULL, SPECIFIC, FATAL,
        "credit balance|insufficient balance|insufficient_balance|insufficient credits|insufficient_credits|"
        "insufficient funds|insufficient_quota|insufficient quota|out of credits|purchase credits|"
        "requires more credits|can only afford|payment required|billing_error|billing hard limit|"
        "billing_hard_limit|billing issue|out of extra usage|no credits|credits exhausted|"
        "\xe4\xbd\x99\xe9\xa2\x9d\xe4\xb8\x8d\xe8\xb6\xb3" /* 余额不足 */ "|account balance|negative balance|"
        "please recharge|no resource package|top up your",
        "out of credits", SRC_ANTHROPIC " (credit balance); " SRC_DEEPSEEK " (402 Insufficient Balance); " SRC_OPENROUTER " (402); "
        "https://github.com/anthropics/claude-code/issues/85675; https://github.com/anthropics/claude-code/issues/45033; "
        "https://github.com/zai-org/GLM-5/issues/148"),
  TEXT ("spend-limit", NULL, SPECIFIC, FATAL,
        "spend limit|spending limit|budget has been exceeded|budget exceeded|exceeded budget|max budget|"
        "exceeded your budget",
        "spend limit reached", "https://github.com/anthropics/claude-code/issues/67939"),
  /* DeepSeek (DSH's isQuotaExceededError), OpenAI (Codex: "Quota exceeded.
   * Check your plan and billing details.") and Moonshot say "quota" for the
   * balance; Gemini and others for a window (the "quota" LIMIT row). */
  TEXT ("quota-billing", "deepseek,openai,moonshot", SPECIFIC, FATAL,
        "quota exceeded|quota_exceeded|exceeded quota|exceeded your quota|out of quota",
        "out of credits", SRC_DSH_CODES "; " SRC_OPENAI),
  TEXT ("invalid-api-key", NULL, SPECIFIC, FATAL,
        "invalid api key|invalid x-api-key|incorrect api key|api key not valid|api_key_invalid|invalid_api_key|"
        "missing api key|no api key|api key is missing|api key not found|api key is invalid|"
        "invalid authentication|invalid_authentication|authentication_error|authentication failed|"
        "authentication_failed|<unauthorized>|<unauthenticated>|invalid credentials|invalid_credential|"
        "missing_credential|could not load credentials|unable to locate credentials|cloud_credential_error|"
        "security token included in the request",
        "authentication failed", SRC_ANTHROPIC " (401); " SRC_OPENAI " (401); " SRC_BEDROCK "; "
        "https://github.com/anthropics/claude-code/issues/6822; https://github.com/anthropics/claude-code/issues/6893"),
  TEXT ("login-expired", NULL, SPECIFIC, FATAL,
        "oauth token has expired|oauth token revoked|oauth token was revoked|token has expired|token expired|"
        "token is expired|token has been revoked|expiredtoken|refresh token|invalid_grant|run /login|"
        "please log in|log in again|login again|sign in again|signing in again|re-authenticate|reauthenticate",
        "login expired", "https://github.com/netra-systems/zen/issues/11; https://github.com/openai/codex/issues/6028; "
        "https://github.com/openai/codex/issues/6498"),
  TEXT ("model-not-found", NULL, SPECIFIC, FATAL,
        "model_not_found|model not found|not_found_error|unknown model|invalid model|no such model|"
        "model does not exist|does not exist or you do not have access|is not found for api version|"
        "no endpoints found|model_not_supported|model is not supported|unsupported model|not a valid model|"
        "resourcenotfoundexception|notfounderror",
        "model not found", SRC_ANTHROPIC " (404 not_found_error); " SRC_OPENAI "; " SRC_OPENROUTER "; "
        "https://github.com/anthropics/claude-code/issues/13369"),
  TEXT ("permission-denied", NULL, SPECIFIC, FATAL,
        "permission_error|permission denied|permission_denied|does not have permission|do not have permission|"
        "don't have permission|not have access|no access to|access denied|accessdenied|<forbidden>|"
        "location is not supported|not available in your country|not available in your region|unsupported_country",
        "permission denied", SRC_ANTHROPIC " (403 permission_error); " SRC_GEMINI " (FAILED_PRECONDITION location)"),
  TEXT ("account", NULL, SPECIFIC, FATAL,
        "organization has been disabled|account has been disabled|account is not active|account_on_hold|"
        "account on hold|account has been suspended|account suspended|verification_required|must be verified|"
        "verify your organization|oauth_org_not_allowed|not allowed to use",
        "account problem", SRC_CC_KINDS "; " SRC_OPENAI),
  TEXT ("content-blocked", NULL, SPECIFIC, FATAL,
        "content filtering|content_filter|content filter|content policy|content management policy|"
        "usage policy|usage policies|blocked by safety|safety filter|prohibited content",
        "content blocked", "https://github.com/anthropics/claude-code/issues/13986; "
        "https://github.com/anthropics/claude-code/issues/17389"),
  TEXT ("broken-transcript", NULL, SPECIFIC, FATAL,
        "ids were found without|tool_result block|non-empty content|roles must alternate|must alternate between",
        "invalid conversation", "https://github.com/anthropics/claude-code/issues/2421; "
        "https://github.com/anthropics/claude-code/issues/702"),

  /* ---- Text: server capacity (beats a 400 or a 429 around it) ---- */
  TEXT ("overloaded", NULL, OVERLOAD, TRANSIENT,
        "overloaded|overload_error|at capacity|over capacity|capacity constraint|no capacity|"
        "insufficient capacity|out of capacity|servers are busy|server is busy|too busy|high demand|"
        "heavy load|high traffic|experiencing high|model is loading|model is currently loading|"
        "modelnotready|model_not_ready",
        "server overloaded", SRC_ANTHROPIC " (529 overloaded_error); https://github.com/googleapis/gcloud-mcp/issues/114; "
        "https://github.com/earendil-works/pi/issues/3494; " SRC_DEEPSEEK " (503 Server Overloaded)"),
  TEXT ("unavailable", NULL, OVERLOAD, TRANSIENT,
        "service unavailable|service_unavailable|serviceunavailable|temporarily unavailable|"
        "currently unavailable|<unavailable>",
        "service unavailable", SRC_HTTP " (503); " SRC_GOOGLE_RPC " (UNAVAILABLE)"),

  /* ---- Text: limits ---- */
  TEXT ("rate-limit", NULL, LIMIT, LIMIT,
        "rate limit|rate-limit|rate_limit|ratelimit|too many requests|too_many_requests|<throttl|"
        "slow down|requests per min|tokens per min|requests per day|tokens per day|per-minute|per minute|"
        "per day|<rpm>|<tpm>|<rpd>|<tpd>|concurrency limit|concurrent requests|too many tokens|"
        "\xe8\xaf\xb7\xe6\xb1\x82\xe8\xbf\x87\xe4\xba\x8e\xe9\xa2\x91\xe7\xb9\x81" /* 请求过于频繁 */,
        "rate limit", SRC_ANTHROPIC " (429 rate_limit_error); " SRC_OPENAI " (429); " SRC_BEDROCK " (ThrottlingException); "
        "https://github.com/MoonshotAI/kimi-cli/issues/1599"),
  TEXT ("usage-limit", NULL, LIMIT, LIMIT,
        "usage limit|usage_limit|usage cap|hit your limit|reached your limit|session limit|weekly limit|"
        "daily limit|hourly limit|5-hour limit|five_hour|seven_day|limit reached|limit will reset|"
        "limit resets|limite de uso|limite de mensagens|atingiu o limite|message limit|out of messages",
        "usage limit", "https://github.com/anthropics/claude-code/issues/6119; https://github.com/anthropics/claude-code/issues/68765; "
        "https://github.com/openai/codex/issues/3124; https://github.com/openai/codex/issues/28089"),
  TEXT ("quota", NULL, LIMIT, LIMIT,
        "resource_exhausted|resource exhausted|resource has been exhausted|quota exceeded|quota_exceeded|"
        "exceeded quota|daily quota|quota limit|quota metric|check quota|exhausted your|out of quota|"
        "quota has been exhausted|servicequotaexceeded",
        "quota exhausted", SRC_GEMINI " (429 RESOURCE_EXHAUSTED); " SRC_VERTEX_429 "; "
        "https://github.com/google-gemini/gemini-cli/issues/18050"),

  /* ---- Text: generic invalid request (below capacity and limits) ---- */
  TEXT ("invalid-request", NULL, INVALID, FATAL,
        "invalid_request_error|invalid_request|invalid request|bad request|bad_request|invalid_argument|"
        "validationexception|unprocessable|failed_precondition|badrequesterror|<not found>",
        "invalid request", SRC_ANTHROPIC " (400 invalid_request_error); " SRC_GOOGLE_RPC),

  /* ---- Text: transient ---- */
  TEXT ("server-error", NULL, TRANSIENT, TRANSIENT,
        "internal server error|internal_server_error|internalserverexception|internalservererror|internal error|server error|"
        "server_error|server had an error|api_error|<bad gateway>|gateway timeout|gateway time-out|"
        "upstream|origin error|<cloudflare>",
        "server error", SRC_ANTHROPIC " (500 api_error); " SRC_OPENAI " (500); https://github.com/anthropics/claude-code/issues/3919"),
  TEXT ("connection", NULL, TRANSIENT, TRANSIENT,
        "connection error|connection reset|connection refused|connection closed|connection dropped|"
        "connection lost|connection aborted|connection terminated|econnreset|econnrefused|econnaborted|"
        "etimedout|enotfound|eai_again|ehostunreach|enetunreach|epipe|socket hang up|socket closed|"
        "fetch failed|network error|networkerror|network is unreachable|unable to connect|could not connect|"
        "failed to connect|no route to host|broken pipe|premature close|unexpected eof|und_err|server disconnected|"
        "apiconnectionerror",
        "connection failed", SRC_NODE "; https://github.com/anthropics/claude-code/issues/6596; "
        "https://github.com/anthropics/claude-code/issues/81848"),
  TEXT ("timeout", NULL, TRANSIENT, TRANSIENT,
        "timed out|timeout|time-out|deadline exceeded|deadline_exceeded|took too long",
        "request timed out", "https://github.com/anthropics/claude-code/issues/3919; " SRC_GOOGLE_RPC " (DEADLINE_EXCEEDED)"),
  TEXT ("stream", NULL, TRANSIENT, TRANSIENT,
        "stream disconnected|stream closed|stream ended|stream error|stream_read_error|streaming error|"
        "stream interrupted|incomplete response|response ended|ended without|without [done]|"
        "modelstreamerrorexception|mid-response|<terminated>",
        "stream interrupted", "https://github.com/openai/codex/issues/38000; https://github.com/BigPizzaV3/CodexPlusPlus/issues/888; "
        SRC_DSH_CODES " (STREAM_CLOSED)"),
  TEXT ("empty-response", NULL, TRANSIENT, TRANSIENT,
        "empty response|empty_response|no content|malformed response|malformed_response|invalid json response",
        "empty response", "https://github.com/headroomlabs-ai/headroom/pull/3083; " SRC_DSH_CODES " (EMPTY_RESPONSE)"),
  TEXT ("tool-parse", NULL, TRANSIENT, TRANSIENT,
        "failed to parse tool|parsing tool call|output_parsing_failure|json blob|not valid json",
        "unparsable tool call", "https://github.com/n8n-io/n8n/issues/26729; https://github.com/huggingface/smolagents/issues/1732"),
  TEXT ("try-later", NULL, TRANSIENT, TRANSIENT,
        "try again later|please try again|temporarily|try again in a moment|please retry",
        "temporary error", "https://github.com/anthropics/claude-code/issues/5954"),
};

const guint carry_on_classifier_n_rules = G_N_ELEMENTS (carry_on_classifier_rules);
