#pragma once
// What a chat completion takes and gives back. Plain values: they cross threads by copy.

#include "llmerror.h"

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
    double temperature = 0.2; // < 0: leave it to the provider
    int maxTokens = 0;        // 0: the provider's default (Anthropic requires one: 4096 is sent)
    QStringList stop;
    bool jsonResponse =
        false;          // ask for a JSON object (response_format; a system note for Anthropic)
    bool stream = true; // SSE streaming; the onDelta callback only fires when true

    // For the usage ledger; none of these are sent to the provider.
    QString purpose; // a short label: "sql-generation", "insight", "health-check"
    QString questionId;
    QString notebookId;
};

struct Usage {
    int promptTokens = 0;
    int completionTokens = 0;
    bool estimated = false; // true when the provider did not report them (see tokenestimator.h)
    double cost = 0;        // in the price table's currency (USD by default); 0 when unknown
    bool priced = false;    // false when the model has no entry in the price table

    int totalTokens() const { return promptTokens + completionTokens; }
};

struct ChatResponse {
    QString text;  // the whole answer (the partial answer when a stream broke off)
    QString model; // as the provider reports it, else the configured model
    QString providerId;
    QString finishReason; // "stop", "length", "end_turn", ...
    Usage usage;
    LlmError error;
    int attempts = 0;         // 1 when the first try succeeded
    qint64 latencyMs = 0;     // from submission to the end, queueing and retries included
    qint64 firstTokenMs = -1; // time to the first delta of a streamed answer

    bool ok() const { return error.isNull(); }
};

// Called on the network thread for each piece of text as it arrives. Keep it short and
// thread-safe (append to a buffer, post to the GUI thread); never block in it.
using DeltaCallback = std::function<void(const QString &delta)>;

} // namespace assay::llm
