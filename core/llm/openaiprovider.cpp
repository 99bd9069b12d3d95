#include "openaiprovider.h"
#include "llmtr.h"
#include "providererror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QRegularExpression>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

namespace assay::llm {

namespace {

QJsonArray messagesJson(const QList<Message> &messages) {
    QJsonArray array;
    for (const Message &m : messages)
        array.append(QJsonObject{{QStringLiteral("role"), roleName(m.role)},
                                 {QStringLiteral("content"), m.content}});
    return array;
}

// Errors a provider sends inside a 200 stream: {"error":{"message":..., "type"/"code":...}}.
LlmError streamedError(const QJsonValue &error) {
    const ProviderErrorBody said = readErrorValue(error);
    const QString type = said.type + QLatin1Char(' ') + said.code;
    LlmError::Kind kind = LlmError::Kind::Server;
    if (type.contains(QLatin1String("rate_limit")) || type.contains(QLatin1String("429")))
        kind = LlmError::Kind::RateLimited;
    else if (type.contains(QLatin1String("invalid_request")))
        kind = LlmError::Kind::BadRequest;
    LlmError e =
        LlmError::make(kind, Tr::tr("The provider reported an error in the middle of the answer."));
    e.detail = said.message;
    classifyProviderError(0, said, e);
    return e;
}

// The thinking a compatible server streams apart from the answer: "reasoning" (Ollama /v1, vLLM
// 0.11+, LM Studio for gpt-oss) or "reasoning_content" (DeepSeek, older vLLM, LM Studio).
int reasoningLength(const QJsonObject &delta) {
    return int(delta.value(QStringLiteral("reasoning")).toString().size() +
               delta.value(QStringLiteral("reasoning_content")).toString().size());
}

QJsonValue responseFormat(JsonMode mode) {
    switch (mode) {
    case JsonMode::JsonObject:
        return QJsonObject{{QStringLiteral("type"), QStringLiteral("json_object")}};
    case JsonMode::JsonSchema:
        // Any object: LM Studio's stand-in for json_object (it refuses that type).
        return QJsonObject{
            {QStringLiteral("type"), QStringLiteral("json_schema")},
            {QStringLiteral("json_schema"),
             QJsonObject{{QStringLiteral("name"), QStringLiteral("answer")},
                         {QStringLiteral("schema"),
                          QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}}}}};
    case JsonMode::Prompt:
    case JsonMode::OllamaFormat:
        break;
    }
    return QJsonValue::Undefined;
}

void readUsage(const QJsonObject &usage, ChatAccumulator &acc) {
    if (usage.contains(QStringLiteral("prompt_tokens")))
        acc.promptTokens = usage.value(QStringLiteral("prompt_tokens")).toInt();
    if (usage.contains(QStringLiteral("completion_tokens")))
        acc.completionTokens = usage.value(QStringLiteral("completion_tokens")).toInt();
    const QJsonObject details = usage.value(QStringLiteral("completion_tokens_details")).toObject();
    if (details.contains(QStringLiteral("reasoning_tokens")))
        acc.reasoningTokens = details.value(QStringLiteral("reasoning_tokens")).toInt();
}

// A model list's date: an ISO date ("2026-12-11") or Unix seconds, as services write it.
QDate dateValue(const QJsonValue &v) {
    if (v.isDouble() && v.toDouble() > 0)
        return QDateTime::fromSecsSinceEpoch(qint64(v.toDouble()), Qt::UTC).date();
    return QDate::fromString(v.toString().left(10), Qt::ISODate);
}

} // namespace

QString OpenAiProvider::apiRoot() const {
    return config().effectiveBaseUrl();
}

QUrl OpenAiProvider::endpoint(const QString &path, const QString &azureDeployment) const {
    if (!isAzure())
        return QUrl(apiRoot() + path);
    QString root = config().effectiveBaseUrl();
    if (config().azureV1()) {
        // The v1 surface: no api-version, the deployment is the body's "model".
        if (!root.endsWith(QLatin1String("/openai/v1")))
            root += QStringLiteral("/openai/v1");
        return QUrl(root + path);
    }
    QUrl url(azureDeployment.isEmpty()
                 ? root + QStringLiteral("/openai") + path
                 : root + QStringLiteral("/openai/deployments/") +
                       QString::fromUtf8(QUrl::toPercentEncoding(azureDeployment)) + path);
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("api-version"), config().azureApiVersion);
    url.setQuery(query);
    return url;
}

void OpenAiProvider::addAuth(HttpCall &call, const QString &apiKey) const {
    if (apiKey.isEmpty())
        return;
    if (isAzure())
        call.addHeader("api-key", apiKey.toUtf8());
    else
        call.addHeader("Authorization", "Bearer " + apiKey.toUtf8());
}

HttpCall OpenAiProvider::chatCall(const ChatRequest &request, const ModelCapabilities &caps,
                                  const QString &apiKey) const {
    QList<Message> messages = request.messages;
    const QJsonValue format = request.jsonResponse ? responseFormat(caps.json) : QJsonValue();
    if (request.jsonResponse && format.isUndefined())
        messages.prepend(Message::system(jsonOnlyInstruction()));
    QJsonObject body{{QStringLiteral("messages"), messagesJson(messages)}};
    if (!isAzure())
        body.insert(QStringLiteral("model"), config().model);
    else if (config().azureV1())
        body.insert(QStringLiteral("model"), config().azureDeployment);
    const CallShape shape = shapeCall(request.effort, request.maxTokens, caps);
    if (request.temperature >= 0 && shape.temperature)
        body.insert(QStringLiteral("temperature"), request.temperature);
    if (shape.budget > 0)
        body.insert(caps.tokenField == TokenField::MaxCompletionTokens
                        ? QStringLiteral("max_completion_tokens")
                        : QStringLiteral("max_tokens"),
                    shape.budget);
    if (!shape.effort.isEmpty())
        body.insert(QStringLiteral("reasoning_effort"), shape.effort);
    if (!request.stop.isEmpty())
        body.insert(QStringLiteral("stop"), QJsonArray::fromStringList(request.stop));
    if (request.jsonResponse && !format.isUndefined())
        body.insert(QStringLiteral("response_format"), format);
    const bool stream = request.stream && caps.streams;
    if (stream) {
        body.insert(QStringLiteral("stream"), true);
        // Without this OpenAI sends no usage in a stream; servers that do not know it ignore it
        // (old Azure api-versions refuse it: see modelcapabilities.h).
        if (caps.streamUsage)
            body.insert(QStringLiteral("stream_options"),
                        QJsonObject{{QStringLiteral("include_usage"), true}});
    }
    HttpCall call;
    call.url = endpoint(QStringLiteral("/chat/completions"), config().azureDeployment);
    call.addHeader("Content-Type", "application/json");
    call.addHeader("Accept", stream ? "text/event-stream" : "application/json");
    addAuth(call, apiKey);
    call.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    return call;
}

void OpenAiProvider::parseChat(const QByteArray &body, ChatAccumulator &acc) const {
    const QJsonObject o = parseObject(body, &acc.error);
    if (acc.error)
        return;
    const QJsonArray choices = o.value(QStringLiteral("choices")).toArray();
    if (choices.isEmpty()) {
        if (o.value(QStringLiteral("error")).isObject())
            acc.error = streamedError(o.value(QStringLiteral("error")));
        else
            acc.error =
                LlmError::make(LlmError::Kind::BadResponse, Tr::tr("The answer has no choices."));
        return;
    }
    const QJsonObject choice = choices.first().toObject();
    const QJsonObject message = choice.value(QStringLiteral("message")).toObject();
    acc.text = message.value(QStringLiteral("content")).toString();
    acc.reasoningChars += reasoningLength(message);
    acc.finishReason = choice.value(QStringLiteral("finish_reason")).toString();
    acc.model = o.value(QStringLiteral("model")).toString();
    readUsage(o.value(QStringLiteral("usage")).toObject(), acc);
    acc.done = true;
}

void OpenAiProvider::decodeStreamEvent(const SseEvent &event, ChatAccumulator &acc) const {
    acc.pendingDelta.clear();
    if (event.data.trimmed() == QLatin1String("[DONE]")) {
        acc.done = true;
        return;
    }
    const std::optional<QJsonObject> parsed = parseStreamedObject(event, acc);
    if (!parsed)
        return;
    const QJsonObject &o = *parsed;
    acc.sawEvent = true;
    if (o.value(QStringLiteral("error")).isObject()) {
        acc.error = streamedError(o.value(QStringLiteral("error")));
        return;
    }
    if (acc.model.isEmpty())
        acc.model = o.value(QStringLiteral("model")).toString();
    if (o.value(QStringLiteral("usage")).isObject())
        readUsage(o.value(QStringLiteral("usage")).toObject(), acc);
    const QJsonArray choices = o.value(QStringLiteral("choices")).toArray();
    if (choices.isEmpty())
        return; // the final usage chunk has no choices
    const QJsonObject choice = choices.first().toObject();
    const QJsonObject deltaObject = choice.value(QStringLiteral("delta")).toObject();
    acc.reasoningChars += reasoningLength(deltaObject);
    const QString delta = deltaObject.value(QStringLiteral("content")).toString();
    if (!delta.isEmpty()) {
        acc.text += delta;
        acc.pendingDelta = delta;
    }
    const QJsonValue finish = choice.value(QStringLiteral("finish_reason"));
    if (finish.isString())
        acc.finishReason = finish.toString();
}

HttpCall OpenAiProvider::modelsCall(const QString &apiKey) const {
    HttpCall call;
    call.verb = "GET";
    call.url = endpoint(QStringLiteral("/models"));
    call.addHeader("Accept", "application/json");
    addAuth(call, apiKey);
    return call;
}

QList<ModelInfo> OpenAiProvider::parseModels(const QByteArray &body, LlmError *error) const {
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
        const QJsonObject item = v.toObject();
        ModelInfo m;
        m.id = item.value(QStringLiteral("id")).toString();
        m.displayName = item.value(QStringLiteral("name")).toString(); // OpenRouter
        // OpenAI lists each model's shutdown_date; OpenRouter and LM Studio their context.
        m.shutdown = dateValue(item.value(QStringLiteral("shutdown_date")));
        for (const char *field : {"context_length", "max_context_length", "context_window"}) {
            if (item.value(QLatin1String(field)).isDouble())
                m.contextWindow = item.value(QLatin1String(field)).toInt();
        }
        const QString type = item.value(QStringLiteral("type")).toString(); // LM Studio
        static const QRegularExpression notChat(
            QStringLiteral("(^|[-_/])(embed|embedding|whisper|tts|dall-e|moderation|transcribe|image)"),
            QRegularExpression::CaseInsensitiveOption);
        m.chat = type != u"embeddings" && !notChat.match(m.id).hasMatch();
        if (!m.id.isEmpty())
            out.append(m);
    }
    return out;
}

bool OpenAiProvider::supportsEmbeddings() const {
    return isAzure() ? !config().azureEmbeddingDeployment.isEmpty()
                     : !config().embeddingModel.isEmpty();
}

HttpCall OpenAiProvider::embeddingsCall(const EmbeddingRequest &request,
                                        const QString &apiKey) const {
    QJsonObject body{{QStringLiteral("input"), QJsonArray::fromStringList(request.texts)}};
    if (!isAzure())
        body.insert(QStringLiteral("model"), config().embeddingModel);
    HttpCall call;
    call.url = endpoint(QStringLiteral("/embeddings"), config().azureEmbeddingDeployment);
    call.addHeader("Content-Type", "application/json");
    addAuth(call, apiKey);
    call.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    return call;
}

void OpenAiProvider::parseEmbeddings(const QByteArray &body, EmbeddingResponse &out) const {
    const QJsonObject o = parseObject(body, &out.error);
    if (out.error)
        return;
    const QJsonArray data = o.value(QStringLiteral("data")).toArray();
    QList<EmbeddingVector> vectors(data.size());
    int dimension = -1;
    for (const QJsonValue &v : data) {
        const QJsonObject item = v.toObject();
        const int index = item.value(QStringLiteral("index")).toInt(-1);
        const QJsonArray values = item.value(QStringLiteral("embedding")).toArray();
        if (index < 0 || index >= vectors.size() || values.isEmpty() ||
            (dimension >= 0 && values.size() != dimension)) {
            out.error = LlmError::make(LlmError::Kind::BadResponse,
                                       Tr::tr("The embeddings in the answer are malformed."));
            return;
        }
        dimension = int(values.size());
        EmbeddingVector &vec = vectors[index];
        vec.values.reserve(values.size());
        for (const QJsonValue &x : values)
            vec.values.append(float(x.toDouble()));
    }
    if (vectors.isEmpty()) {
        out.error =
            LlmError::make(LlmError::Kind::BadResponse, Tr::tr("The answer holds no embeddings."));
        return;
    }
    const QString model = isAzure() ? config().azureEmbeddingDeployment : config().embeddingModel;
    out.source = embeddingSourceId(providerKindId(config().kind), model, dimension);
    for (EmbeddingVector &v : vectors)
        v.source = out.source;
    out.vectors = std::move(vectors);
    out.promptTokens =
        o.value(QStringLiteral("usage")).toObject().value(QStringLiteral("prompt_tokens")).toInt();
}

} // namespace assay::llm
