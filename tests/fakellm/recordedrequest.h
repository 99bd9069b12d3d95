#pragma once
// One HTTP request as the fake server received it, kept for assertions: method, path, query,
// headers (names lower-cased) and body, plus helpers that read the chat protocols' JSON.

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

namespace assay::fakellm {

struct RecordedRequest {
    QByteArray method;
    QString path;                         // "/v1/chat/completions"
    QString query;                        // "api-version=2024-06-01"
    QMap<QByteArray, QByteArray> headers; // lower-case names
    QByteArray body;
    QDateTime receivedAt;

    QByteArray header(const QByteArray &name) const { return headers.value(name.toLower()); }
    QJsonObject json() const; // the body as a JSON object (empty when it is not one)
    QString model() const;
    bool wantsStream() const; // Ollama's native API streams unless told not to

    // The text of each message ("system" from Anthropic's top-level field included), in order.
    struct Message {
        QString role;
        QString content;
    };
    QList<Message> messages() const;
    QString lastMessage() const; // the last message's text (or the last embedding input)
    QString lastMessage(const QString &role) const;
    QStringList embeddingInputs() const;
    // The reasoning effort asked for, whatever the protocol calls it (reasoning_effort,
    // reasoning.effort, output_config.effort); empty when none.
    QString effort() const;
    // The output budget asked for (max_output_tokens, max_completion_tokens, max_tokens,
    // options.num_predict); 0 when none.
    int outputBudget() const;

    // Which wire protocol the path speaks.
    enum class Protocol { OpenAI, Anthropic, OllamaNative, Responses, Unknown };
    Protocol protocol() const;
    // Azure's deployment from the path (/openai/deployments/<name>/...), else empty.
    QString azureDeployment() const;
};

} // namespace assay::fakellm
