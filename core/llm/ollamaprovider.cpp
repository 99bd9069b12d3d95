#include "ollamaprovider.h"
#include "llmtr.h"

#include "providererror.h"
#include "tokenestimator.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace assay::llm {

QString OllamaProvider::serverRoot() const {
    QString root = config().effectiveBaseUrl();
    if (root.endsWith(QLatin1String("/v1")))
        root.chop(3);
    return root;
}

QString OllamaProvider::apiRoot() const {
    return serverRoot() + QStringLiteral("/v1");
}

int OllamaProvider::contextFor(const ChatRequest &request, const ModelCapabilities &caps) {
    const qint64 answer = request.maxTokens > 0 ? request.maxTokens : DefaultAnswerBudget;
    const qint64 needed = (estimatePromptTokens(request.messages) + answer) * 5 / 4;
    qint64 window = MinContext;
    while (window < needed && window < MaxContext)
        window *= 2;
    const int cap = caps.contextWindow > 0 ? caps.contextWindow : MaxContext;
    return int(qMin<qint64>(window, cap));
}

HttpCall OllamaProvider::chatCall(const ChatRequest &request, const ModelCapabilities &caps,
                                  const QString &apiKey) const {
    QList<Message> messages = request.messages;
    if (request.jsonResponse && caps.json == JsonMode::Prompt)
        messages.prepend(Message::system(jsonOnlyInstruction()));
    QJsonArray wire;
    for (const Message &m : std::as_const(messages))
        wire.append(QJsonObject{{QStringLiteral("role"), roleName(m.role)},
                                {QStringLiteral("content"), m.content}});
    QJsonObject options{{QStringLiteral("num_ctx"), contextFor(request, caps)}};
    if (request.temperature >= 0 && caps.sendsTemperature)
        options.insert(QStringLiteral("temperature"), request.temperature);
    if (request.maxTokens > 0)
        options.insert(QStringLiteral("num_predict"), request.maxTokens);
    if (!request.stop.isEmpty())
        options.insert(QStringLiteral("stop"), QJsonArray::fromStringList(request.stop));
    const bool stream = request.stream && caps.streams;
    QJsonObject body{{QStringLiteral("model"), config().model},
                     {QStringLiteral("messages"), wire},
                     {QStringLiteral("stream"), stream},
                     {QStringLiteral("keep_alive"), QLatin1String(KeepAlive)},
                     {QStringLiteral("options"), options}};
    if (request.jsonResponse && caps.json != JsonMode::Prompt)
        body.insert(QStringLiteral("format"), QStringLiteral("json"));
    HttpCall call;
    call.url = QUrl(serverRoot() + QStringLiteral("/api/chat"));
    call.addHeader("Content-Type", "application/json");
    call.addHeader("Accept", stream ? "application/x-ndjson" : "application/json");
    addAuth(call, apiKey);
    call.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    return call;
}

void OllamaProvider::readReply(const QJsonObject &o, ChatAccumulator &acc, bool streamed) const {
    // A failure after the 200: {"error":"..."} as a line of its own; the status stays 200.
    if (o.contains(QStringLiteral("error"))) {
        const ProviderErrorBody said = readErrorValue(o.value(QStringLiteral("error")));
        acc.error = LlmError::make(LlmError::Kind::Server,
                                   Tr::tr("The provider reported an error in the middle of the answer."));
        acc.error.detail = said.message;
        classifyProviderError(0, said, acc.error);
        return;
    }
    if (acc.model.isEmpty())
        acc.model = o.value(QStringLiteral("model")).toString();
    const QJsonObject message = o.value(QStringLiteral("message")).toObject();
    const QString text = message.value(QStringLiteral("content")).toString();
    acc.reasoningChars += int(message.value(QStringLiteral("thinking")).toString().size());
    acc.text += text;
    if (streamed)
        acc.pendingDelta = text;
    if (!o.value(QStringLiteral("done")).toBool())
        return;
    // The last object: why it stopped, and the counts (prompt_eval_count is absent when the
    // whole prompt came from the cache).
    acc.finishReason = o.value(QStringLiteral("done_reason")).toString(QStringLiteral("stop"));
    if (o.contains(QStringLiteral("prompt_eval_count")))
        acc.promptTokens = o.value(QStringLiteral("prompt_eval_count")).toInt();
    if (o.contains(QStringLiteral("eval_count")))
        acc.completionTokens = o.value(QStringLiteral("eval_count")).toInt();
    acc.done = true;
}

void OllamaProvider::parseChat(const QByteArray &body, ChatAccumulator &acc) const {
    const QJsonObject o = parseObject(body, &acc.error);
    if (acc.error)
        return;
    if (!o.contains(QStringLiteral("message")) && !o.contains(QStringLiteral("error"))) {
        acc.error = LlmError::make(LlmError::Kind::BadResponse, Tr::tr("The answer has no content."));
        return;
    }
    readReply(o, acc, false);
    acc.done = acc.done || !acc.error;
}

void OllamaProvider::decodeStreamEvent(const SseEvent &event, ChatAccumulator &acc) const {
    acc.pendingDelta.clear();
    acc.sawEvent = true;
    const std::optional<QJsonObject> parsed = parseStreamedObject(event, acc);
    if (!parsed)
        return;
    readReply(*parsed, acc, true);
}

HttpCall OllamaProvider::modelsCall(const QString &apiKey) const {
    HttpCall call;
    call.verb = "GET";
    call.url = QUrl(serverRoot() + QStringLiteral("/api/tags"));
    addAuth(call, apiKey);
    return call;
}

QList<ModelInfo> OllamaProvider::parseModels(const QByteArray &body, LlmError *error) const {
    const QJsonObject o = parseObject(body, error);
    QList<ModelInfo> out;
    if (o.isEmpty())
        return out;
    if (!o.value(QStringLiteral("models")).isArray()) {
        if (error)
            *error = LlmError::make(
                LlmError::Kind::BadResponse,
                Tr::tr("The answer has no model list."));
        return out;
    }
    for (const QJsonValue &v : o.value(QStringLiteral("models")).toArray()) {
        const QJsonObject m = v.toObject();
        ModelInfo info;
        info.id = m.value(QStringLiteral("name")).toString();
        const QJsonObject details = m.value(QStringLiteral("details")).toObject();
        const QString size = details.value(QStringLiteral("parameter_size")).toString();
        if (!size.isEmpty())
            info.displayName = QStringLiteral("%1 (%2)").arg(info.id, size);
        if (!info.id.isEmpty())
            out.append(info);
    }
    return out;
}

std::optional<HttpCall> OllamaProvider::modelDetailsCall(const QString &model,
                                                         const QString &apiKey) const {
    HttpCall call;
    call.url = QUrl(serverRoot() + QStringLiteral("/api/show"));
    call.addHeader("Content-Type", "application/json");
    addAuth(call, apiKey);
    call.body = QJsonDocument(QJsonObject{{QStringLiteral("model"), model}}).toJson(QJsonDocument::Compact);
    return call;
}

int OllamaProvider::parseContextWindow(const QByteArray &body) const {
    const QJsonObject info = QJsonDocument::fromJson(body).object().value(QStringLiteral("model_info")).toObject();
    for (auto it = info.begin(); it != info.end(); ++it) {
        if (it.key().endsWith(QLatin1String(".context_length")) && it.value().isDouble())
            return it.value().toInt();
    }
    return 0;
}

} // namespace assay::llm
