#pragma once
// Errors are values: every model call ends with an LlmError (null on success) that says what went
// wrong in words a user can act on, and whether trying again could help.

#include <QString>

namespace assay::llm {

struct LlmError {
    enum class Kind {
        None,
        NotConfigured, // no provider for the role, no API key, no model
        Network,       // cannot connect, connection reset, DNS failure
        Timeout,       // connect, first-token or total deadline passed
        RateLimited,   // HTTP 429 (after the retries ran out)
        Server,        // HTTP 5xx or an "overloaded" event (after the retries ran out)
        Auth,          // HTTP 401/403: wrong or missing key
        BadRequest,    // HTTP 400/404/422: the provider refused the request (unknown model, ...)
        BadResponse,   // the answer is not what the protocol promises (malformed JSON, ...)
        Truncated,     // the stream ended before the provider said it was done. Qt 6.4 reports
                       // some connection resets in a chunked body as a clean end, so a reset
                       // mid-stream shows up as Network or as Truncated.
        EmptyAnswer,   // the provider answered with no text at all
        Cancelled,
        Mismatch, // embeddings from different sources mixed in one index
    };

    // What the provider said was wrong, read from its error body (code, type, param, message):
    // it decides whether a retry can help and what the user is told to do.
    enum class Reason {
        Unspecified,
        UnsupportedParameter, // a request field this model refuses (`parameter` names it)
        ContextTooLong,       // the prompt does not fit the model's context window
        RequestTooLarge,      // larger than the account may send per minute: never succeeds
        QuotaExhausted,       // no quota left (OpenAI insufficient_quota): not a rate limit
        Billing,              // no credit, billing not set up
        ModelNotFound,        // the model or deployment does not exist (or is retired)
        ApiVersionTooOld,     // Azure: the api-version predates this model or request field
        Overloaded,           // the provider is overloaded (Anthropic 529): try again later
        ReasoningBudget,      // the model spent the whole token budget thinking; no answer
        StillThinking,        // the answer stopped inside <think>: nothing after the reasoning
        TokenBudget,          // the budget ran out before any text (hidden thinking, or too small)
        NoModelAccess,        // the key is valid but may not use this model (403, "no access")
        ModelRetired,         // the model was shut down (its date has passed): it never returns
        PromptTruncated,      // the server cut the prompt to fit its window (Ollama) and answered
    };

    Kind kind = Kind::None;
    QString message;    // one sentence, no secrets
    int httpStatus = 0; // when the error came from an HTTP status
    QString detail;     // the provider's own error text, trimmed and redacted
    Reason reason = Reason::Unspecified;
    QString parameter; // for UnsupportedParameter: "temperature", "max_tokens", ...

    bool isNull() const { return kind == Kind::None; }
    explicit operator bool() const { return !isNull(); }

    static LlmError make(Kind kind, const QString &message, int httpStatus = 0);

    // Whether the same request may succeed when sent again (network trouble, 429, 5xx, timeouts,
    // a stream cut short), unless the provider's reason says it never will (no quota, no credit,
    // a request bigger than the limit).
    bool isTransient() const;
    // "Rate limited: the provider asked Assay to slow down (HTTP 429)".
    QString displayText() const;
    // What the user can do about it, from the reason ("Check the plan and billing ..."); empty
    // when there is nothing specific to say.
    QString advice() const;
    // Everything the user needs in the place they are looking: what happened, what the provider
    // said (its own words, shortened), and what to do.
    QString explain() const;
};

QString errorKindName(LlmError::Kind kind);

} // namespace assay::llm
