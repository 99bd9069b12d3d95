#include "anthropicprovider.h"
#include "llmtr.h"
#include "providererror.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace assay::llm {

namespace {

// {"type":"overloaded_error","message":"Overloaded"} inside an error event or body.
LlmError errorFromObject(const QJsonObject &error) {
    const QString type = error.value(QStringLiteral("type")).toString();
    LlmError::Kind kind = LlmError::Kind::BadResponse;
    if (type == QLatin1String("overloaded_error") || type == QLatin1String("api_error"))
        kind = LlmError::Kind::Server;
    else if (type == QLatin1String("rate_limit_error"))
        kind = LlmError::Kind::RateLimited;
    else if (type == QLatin1String("timeout_error"))
        kind = LlmError::Kind::Timeout;
    else if (type == QLatin1String("authentication_error") ||
             type == QLatin1String("permission_error"))
        kind = LlmError::Kind::Auth;
    else if (type == QLatin1String("invalid_request_error") ||
             type == QLatin1String("not_found_error") || type == QLatin1String("billing_error") ||
             type == QLatin1String("request_too_large"))
        kind = LlmError::Kind::BadRequest;
    LlmError e = LlmError::make(
        kind, Tr::tr("The provider reported an error: %1.").arg(type.isEmpty() ? Tr::tr("unknown") : type));
    e.detail = error.value(QStringLiteral("message")).toString();
    classifyProviderError(0, readErrorValue(error), e);
    return e;
}

void readUsage(const QJsonObject &usage, ChatAccumulator &acc) {
    if (usage.contains(QStringLiteral("input_tokens")))
        acc.promptTokens = usage.value(QStringLiteral("input_tokens")).toInt();
    if (usage.contains(QStringLiteral("output_tokens")))
        acc.completionTokens = usage.value(QStringLiteral("output_tokens")).toInt();
}

} // namespace

void AnthropicProvider::addHeaders(HttpCall &call, const QString &apiKey) const {
    call.addHeader("anthropic-version", ApiVersion);
    if (!apiKey.isEmpty())
        call.addHeader("x-api-key", apiKey.toUtf8());
}

HttpCall AnthropicProvider::chatCall(const ChatRequest &request, const ModelCapabilities &caps,
                                     const QString &apiKey) const {
    QStringList system;
    QJsonArray messages;
    for (const Message &m : request.messages) {
        if (m.role == Message::Role::System) {
            system.append(m.content);
            continue;
        }
        const QString role = roleName(m.role);
        if (!messages.isEmpty() &&
            messages.last().toObject().value(QStringLiteral("role")).toString() == role) {
            QJsonObject last = messages.last().toObject();
            last.insert(QStringLiteral("content"),
                        last.value(QStringLiteral("content")).toString() + QStringLiteral("\n\n") +
                            m.content);
            messages.replace(messages.size() - 1, last);
        } else {
            messages.append(QJsonObject{{QStringLiteral("role"), role},
                                        {QStringLiteral("content"), m.content}});
        }
    }
    if (request.jsonResponse)
        system.append(jsonOnlyInstruction()); // the Messages API has no JSON mode

    // Models that always think count the thinking toward max_tokens: the budget is sized for
    // thinking plus answer by the call's effort, and the effort goes in output_config. Never
    // "thinking": disabled (refused by them) nor budget-style thinking (refused since Opus 4.7).
    const CallShape shape = shapeCall(request.effort, request.maxTokens, caps);
    QJsonObject body{
        {QStringLiteral("model"), config().model},
        {QStringLiteral("messages"), messages},
        {QStringLiteral("max_tokens"), shape.budget > 0 ? shape.budget : DefaultMaxTokens},
    };
    if (!system.isEmpty())
        body.insert(QStringLiteral("system"), system.join(QStringLiteral("\n\n")));
    if (request.temperature >= 0 && shape.temperature)
        body.insert(QStringLiteral("temperature"), qMin(request.temperature, 1.0));
    if (!shape.effort.isEmpty() && caps.thinking != ThinkingStyle::None)
        body.insert(QStringLiteral("output_config"),
                    QJsonObject{{QStringLiteral("effort"), shape.effort}});
    if (!request.stop.isEmpty())
        body.insert(QStringLiteral("stop_sequences"), QJsonArray::fromStringList(request.stop));
    const bool stream = request.stream && caps.streams;
    if (stream)
        body.insert(QStringLiteral("stream"), true);

    HttpCall call;
    call.url = QUrl(config().effectiveBaseUrl() + QStringLiteral("/messages"));
    call.addHeader("Content-Type", "application/json");
    call.addHeader("Accept", stream ? "text/event-stream" : "application/json");
    addHeaders(call, apiKey);
    call.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    return call;
}

void AnthropicProvider::parseChat(const QByteArray &body, ChatAccumulator &acc) const {
    const QJsonObject o = parseObject(body, &acc.error);
    if (acc.error)
        return;
    if (o.value(QStringLiteral("type")).toString() == QLatin1String("error")) {
        acc.error = errorFromObject(o.value(QStringLiteral("error")).toObject());
        return;
    }
    if (!o.value(QStringLiteral("content")).isArray()) {
        acc.error = LlmError::make(LlmError::Kind::BadResponse, Tr::tr("The answer has no content."));
        return;
    }
    for (const QJsonValue &block : o.value(QStringLiteral("content")).toArray()) {
        const QJsonObject b = block.toObject();
        if (b.value(QStringLiteral("type")).toString() == QLatin1String("text"))
            acc.text += b.value(QStringLiteral("text")).toString();
    }
    acc.model = o.value(QStringLiteral("model")).toString();
    acc.finishReason = o.value(QStringLiteral("stop_reason")).toString();
    readUsage(o.value(QStringLiteral("usage")).toObject(), acc);
    acc.done = true;
}

void AnthropicProvider::decodeStreamEvent(const SseEvent &event, ChatAccumulator &acc) const {
    acc.pendingDelta.clear();
    acc.sawEvent = true;
    if (event.type == QLatin1String("ping"))
        return;
    const std::optional<QJsonObject> parsed = parseStreamedObject(event, acc);
    if (!parsed)
        return;
    const QJsonObject &o = *parsed;
    // The "type" inside the data repeats the event name; trust it when the event line is missing.
    const QString type = event.type != QLatin1String("message")
                             ? event.type
                             : o.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("message_start")) {
        const QJsonObject message = o.value(QStringLiteral("message")).toObject();
        acc.model = message.value(QStringLiteral("model")).toString();
        readUsage(message.value(QStringLiteral("usage")).toObject(), acc);
    } else if (type == QLatin1String("content_block_start")) {
        // A thinking block whose text is omitted (the default display on the newest models) is
        // still thinking under way.
        const QString blockType = o.value(QStringLiteral("content_block")).toObject().value(QStringLiteral("type")).toString();
        if (blockType == QLatin1String("thinking") || blockType == QLatin1String("redacted_thinking"))
            acc.reasoningChars += 1;
    } else if (type == QLatin1String("content_block_delta")) {
        const QJsonObject delta = o.value(QStringLiteral("delta")).toObject();
        const QString deltaType = delta.value(QStringLiteral("type")).toString();
        if (deltaType == QLatin1String("text_delta")) {
            const QString text = delta.value(QStringLiteral("text")).toString();
            acc.text += text;
            acc.pendingDelta = text;
        } else if (deltaType == QLatin1String("thinking_delta")) {
            // Extended thinking: shown to nobody, but the model is at work.
            acc.reasoningChars += int(delta.value(QStringLiteral("thinking")).toString().size());
        }
    } else if (type == QLatin1String("message_delta")) {
        const QJsonValue stop =
            o.value(QStringLiteral("delta")).toObject().value(QStringLiteral("stop_reason"));
        if (stop.isString())
            acc.finishReason = stop.toString();
        // output_tokens here is cumulative; input_tokens came with message_start.
        const QJsonObject usage = o.value(QStringLiteral("usage")).toObject();
        if (usage.contains(QStringLiteral("output_tokens")))
            acc.completionTokens = usage.value(QStringLiteral("output_tokens")).toInt();
        if (usage.contains(QStringLiteral("input_tokens")))
            acc.promptTokens = usage.value(QStringLiteral("input_tokens")).toInt();
    } else if (type == QLatin1String("message_stop")) {
        acc.done = true;
    } else if (type == QLatin1String("error")) {
        acc.error = errorFromObject(o.value(QStringLiteral("error")).toObject());
    }
    // content_block_start/stop carry nothing we need (text blocks start empty), nor does a
    // thinking block's signature_delta; unknown event types are ignored, as the docs ask.
}

HttpCall AnthropicProvider::modelsCall(const QString &apiKey) const {
    HttpCall call;
    call.verb = "GET";
    call.url = QUrl(config().effectiveBaseUrl() + QStringLiteral("/models"));
    call.addHeader("Accept", "application/json");
    addHeaders(call, apiKey);
    return call;
}

QList<ModelInfo> AnthropicProvider::parseModels(const QByteArray &body, LlmError *error) const {
    const QJsonObject o = parseObject(body, error);
    QList<ModelInfo> out;
    if (o.isEmpty())
        return out;
    if (!o.value(QStringLiteral("data")).isArray()) {
        if (error)
            *error =
                LlmError::make(LlmError::Kind::BadResponse, Tr::tr("The answer has no model list."));
        return out;
    }
    for (const QJsonValue &v : o.value(QStringLiteral("data")).toArray()) {
        ModelInfo m;
        m.id = v.toObject().value(QStringLiteral("id")).toString();
        m.displayName = v.toObject().value(QStringLiteral("display_name")).toString();
        if (!m.id.isEmpty())
            out.append(m);
    }
    return out;
}

} // namespace assay::llm
