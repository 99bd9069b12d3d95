#pragma once
// What a chat completion takes and gives back. Plain values: they cross threads by copy.

#include "llmerror.h"
#include "modelcapabilities.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace assay::llm {

struct Message {
    enum class Role { System, User, Assistant };
    Role role = Role::User;
    QString content;

    static Message system(const QString &text) { return {Role::System, text}; }
    static Message user(const QString &text) { return {Role::User, text}; }
    static Message assistant(const QString &text) { return {Role::Assistant, text}; }
    bool operator==(const Message &) const = default;
};

QString roleName(Message::Role role); // "system", "user", "assistant" (the wire names)

struct ChatRequest {
    QList<Message> messages;
    // What the caller wants; each provider sends it in the form the model accepts (see
    // modelcapabilities.h): a model that refuses temperatures gets none, a reasoning model gets
    // its budget as max_completion_tokens and at least the room its family needs.
    double temperature = 0.2; // < 0: leave it to the provider
    // What the answer itself needs; a model that thinks gets room for its thinking on top, by
    // the effort (shapeCall in modelcapabilities.h). 0: the provider's default (Anthropic
    // requires a budget: 4096 is sent to a model that does not think).
    int maxTokens = 0;
    // How hard this kind of call needs the model to think: Low for classification and checks,
    // Medium for SQL. Sent as the model's nearest effort to models that take one.
    Effort effort = Effort::Default;
    QStringList stop;
    bool jsonResponse = false; // ask for a JSON object (response_format, Ollama's format, or a
                               // system note where the API has no JSON mode)
    bool stream = true; // SSE (Ollama: NDJSON) streaming; onDelta only fires when true

    // For the usage ledger; none of these are sent to the provider.
    QString purpose; // a short label: "sql-generation", "insight", "health-check"
    QString questionId;
    QString notebookId;
};

struct Usage {
    int promptTokens = 0;
    int completionTokens = 0; // everything the model wrote, its thinking included (as billed)
    int reasoningTokens = 0;  // of those, the thinking; 0 when the provider does not say
    bool estimated = false; // true when the provider did not report them (see tokenestimator.h)
    double cost = 0;        // in the price table's currency (USD by default); 0 when unknown
    bool priced = false;    // false when the model has no entry in the price table

    int totalTokens() const { return promptTokens + completionTokens; }
};

// Why the model stopped, whatever the provider calls it.
enum class FinishReason {
    Unknown,
    Stop,         // the answer is complete ("stop", "end_turn", "stop_sequence")
    TokenLimit,   // cut at the token budget ("length", "max_tokens", "max_output_tokens")
    ContextLimit, // cut at the context window ("model_context_window_exceeded")
    Refusal,      // the model declined ("refusal", "content_filter")
    ToolCall,     // it asked for a tool ("tool_calls", "tool_use")
};
FinishReason finishReasonFromProvider(const QString &reason);

struct ChatResponse {
    // The whole answer without the model's thinking (<think>...</think>, reasoning fields); the
    // partial answer when a stream broke off.
    QString text;
    QString model; // as the provider reports it, else the configured model
    QString providerId;
    QString providerName;
    QString finishReason; // as the provider said it: "stop", "length", "end_turn", ...
    FinishReason finish = FinishReason::Unknown;
    // The provider cut the prompt to fit its context window without saying so (Ollama): the
    // model answered without part of what it was sent.
    bool promptTruncated = false;
    int promptTokensEstimated = 0; // what Assay counted, to compare with usage.promptTokens
    QList<Adjustment> adjustments; // what this call changed after the provider refused a field
    Usage usage;
    LlmError error;
    int attempts = 0;         // 1 when the first try succeeded
    qint64 latencyMs = 0;     // from submission to the end, queueing and retries included
    qint64 firstTokenMs = -1; // time to the first delta of a streamed answer

    bool ok() const { return error.isNull(); }
    // The answer stopped before it was complete (at the token budget or the context window).
    bool cutOff() const {
        return finish == FinishReason::TokenLimit || finish == FinishReason::ContextLimit;
    }
};

// Called on the network thread for each piece of text as it arrives. Keep it short and
// thread-safe (append to a buffer, post to the GUI thread); never block in it.
using DeltaCallback = std::function<void(const QString &delta)>;

} // namespace assay::llm
