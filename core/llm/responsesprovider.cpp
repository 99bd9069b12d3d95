#include "responsesprovider.h"
#include "llmtr.h"
#include "providererror.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace assay::llm {

namespace {

QJsonValue textFormat(JsonMode mode) {
    switch (mode) {
    case JsonMode::JsonObject:
        return QJsonObject{{QStringLiteral("format"),
                            QJsonObject{{QStringLiteral("type"), QStringLiteral("json_object")}}}};
    case JsonMode::JsonSchema:
        return QJsonObject{
            {QStringLiteral("format"),
             QJsonObject{{QStringLiteral("type"), QStringLiteral("json_schema")},
                         {QStringLiteral("name"), QStringLiteral("answer")},
                         {QStringLiteral("strict"), false},
                         {QStringLiteral("schema"),
                          QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}}}}};
    case JsonMode::Prompt:
    case JsonMode::OllamaFormat:
        break;
    }
    return QJsonValue::Undefined;
}

void readUsage(const QJsonObject &usage, ChatAccumulator &acc) {
    if (usage.contains(QStringLiteral("input_tokens")))
        acc.promptTokens = usage.value(QStringLiteral("input_tokens")).toInt();
    if (usage.contains(QStringLiteral("output_tokens")))
        acc.completionTokens = usage.value(QStringLiteral("output_tokens")).toInt();
    const QJsonObject details = usage.value(QStringLiteral("output_tokens_details")).toObject();
    if (details.contains(QStringLiteral("reasoning_tokens")))
        acc.reasoningTokens = details.value(QStringLiteral("reasoning_tokens")).toInt();
}

// {"code","message","param"} from an "error" event or a failed response.
LlmError errorFrom(const QJsonObject &error) {
    const ProviderErrorBody said = readErrorValue(error);
    const QString what = said.type + QLatin1Char(' ') + said.code;
    LlmError::Kind kind = LlmError::Kind::Server;
    if (what.contains(QLatin1String("rate_limit")))
        kind = LlmError::Kind::RateLimited;
    else if (what.contains(QLatin1String("invalid")) || what.contains(QLatin1String("unsupported")))
        kind = LlmError::Kind::BadRequest;
    LlmError e =
        LlmError::make(kind, Tr::tr("The provider reported an error in the middle of the answer."));
    e.detail = said.message;
    classifyProviderError(0, said, e);
    return e;
}

} // namespace

HttpCall ResponsesProvider::chatCall(const ChatRequest &request, const ModelCapabilities &caps,
                                     const QString &apiKey) const {
    QStringList instructions;
    QJsonArray input;
    const QJsonValue format = request.jsonResponse ? textFormat(caps.json) : QJsonValue();
    if (request.jsonResponse && format.isUndefined())
        instructions << jsonOnlyInstruction();
    for (const Message &m : request.messages) {
        if (m.role == Message::Role::System)
            instructions << m.content;
        else
            input.append(QJsonObject{{QStringLiteral("role"), roleName(m.role)},
                                     {QStringLiteral("content"), m.content}});
    }
    QJsonObject body{{QStringLiteral("input"), input},
                     // Nothing is kept on the provider's side: every call carries its context.
                     {QStringLiteral("store"), false}};
    body.insert(QStringLiteral("model"), isAzure() ? config().azureDeployment : config().model);
    if (!instructions.isEmpty())
        body.insert(QStringLiteral("instructions"), instructions.join(QStringLiteral("\n\n")));
    const CallShape shape = shapeCall(request.effort, request.maxTokens, caps);
    if (request.temperature >= 0 && shape.temperature)
        body.insert(QStringLiteral("temperature"), request.temperature);
    if (shape.budget > 0)
        body.insert(QStringLiteral("max_output_tokens"), shape.budget);
    if (!shape.effort.isEmpty())
        body.insert(QStringLiteral("reasoning"),
                    QJsonObject{{QStringLiteral("effort"), shape.effort}});
    if (request.jsonResponse && !format.isUndefined())
        body.insert(QStringLiteral("text"), format);
    const bool stream = request.stream && caps.streams;
    if (stream)
        body.insert(QStringLiteral("stream"), true);
    HttpCall call;
    call.url = endpoint(QStringLiteral("/responses"));
    call.addHeader("Content-Type", "application/json");
    call.addHeader("Accept", stream ? "text/event-stream" : "application/json");
    addAuth(call, apiKey);
    call.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    return call;
}

void ResponsesProvider::readResponse(const QJsonObject &r, ChatAccumulator &acc,
                                     bool takeText) const {
    if (!r.value(QStringLiteral("model")).toString().isEmpty())
        acc.model = r.value(QStringLiteral("model")).toString();
    readUsage(r.value(QStringLiteral("usage")).toObject(), acc);
    const QString status = r.value(QStringLiteral("status")).toString();
    if (status == QLatin1String("failed") || r.value(QStringLiteral("error")).isObject()) {
        acc.error = errorFrom(r.value(QStringLiteral("error")).toObject());
        return;
    }
    if (takeText) {
        for (const QJsonValue &item : r.value(QStringLiteral("output")).toArray()) {
            const QJsonObject o = item.toObject();
            if (o.value(QStringLiteral("type")).toString() == QLatin1String("reasoning"))
                acc.reasoningChars += 1;
            if (o.value(QStringLiteral("type")).toString() != QLatin1String("message"))
                continue;
            for (const QJsonValue &part : o.value(QStringLiteral("content")).toArray()) {
                const QJsonObject p = part.toObject();
                if (p.value(QStringLiteral("type")).toString() == QLatin1String("output_text"))
                    acc.text += p.value(QStringLiteral("text")).toString();
                else if (p.value(QStringLiteral("type")).toString() == QLatin1String("refusal"))
                    acc.finishReason = QStringLiteral("refusal");
            }
        }
    }
    if (status == QLatin1String("incomplete")) {
        // "max_output_tokens" (the budget) or "content_filter".
        const QString why = r.value(QStringLiteral("incomplete_details"))
                                .toObject()
                                .value(QStringLiteral("reason"))
                                .toString();
        acc.finishReason = why.isEmpty() ? QStringLiteral("length") : why;
    } else if (acc.finishReason.isEmpty()) {
        acc.finishReason = QStringLiteral("stop");
    }
    acc.done = true;
}

void ResponsesProvider::parseChat(const QByteArray &body, ChatAccumulator &acc) const {
    const QJsonObject o = parseObject(body, &acc.error);
    if (acc.error)
        return;
    if (o.value(QStringLiteral("object")).toString() != QLatin1String("response") &&
        !o.value(QStringLiteral("output")).isArray()) {
        acc.error =
            o.value(QStringLiteral("error")).isObject()
                ? errorFrom(o.value(QStringLiteral("error")).toObject())
                : LlmError::make(LlmError::Kind::BadResponse, Tr::tr("The answer has no output."));
        return;
    }
    readResponse(o, acc, true);
}

void ResponsesProvider::decodeStreamEvent(const SseEvent &event, ChatAccumulator &acc) const {
    acc.pendingDelta.clear();
    acc.sawEvent = true;
    const std::optional<QJsonObject> parsed = parseStreamedObject(event, acc);
    if (!parsed)
        return;
    const QJsonObject &o = *parsed;
    const QString type = o.value(QStringLiteral("type")).toString(event.type);
    if (type == QLatin1String("response.output_text.delta")) {
        const QString delta = o.value(QStringLiteral("delta")).toString();
        acc.text += delta;
        acc.pendingDelta = delta;
    } else if (type.startsWith(QLatin1String("response.reasoning"))) {
        // Summaries or reasoning text: the model at work, never the answer.
        acc.reasoningChars +=
            int(qMax<qsizetype>(1, o.value(QStringLiteral("delta")).toString().size()));
    } else if (type == QLatin1String("response.output_item.added")) {
        if (o.value(QStringLiteral("item")).toObject().value(QStringLiteral("type")).toString() ==
            QLatin1String("reasoning"))
            acc.reasoningChars += 1;
    } else if (type == QLatin1String("response.refusal.delta")) {
        acc.finishReason = QStringLiteral("refusal");
    } else if (type == QLatin1String("response.created") ||
               type == QLatin1String("response.in_progress")) {
        const QString model = o.value(QStringLiteral("response"))
                                  .toObject()
                                  .value(QStringLiteral("model"))
                                  .toString();
        if (!model.isEmpty())
            acc.model = model;
    } else if (type == QLatin1String("response.completed") ||
               type == QLatin1String("response.incomplete") ||
               type == QLatin1String("response.failed")) {
        // The text came as deltas; the final object repeats it and adds usage and status.
        readResponse(o.value(QStringLiteral("response")).toObject(), acc, false);
    } else if (type == QLatin1String("error")) {
        acc.error = errorFrom(o.value(QStringLiteral("error")).isObject()
                                  ? o.value(QStringLiteral("error")).toObject()
                                  : o);
    }
    // Other events (content_part.*, output_text.done, output_item.done) repeat what came.
}

} // namespace assay::llm
