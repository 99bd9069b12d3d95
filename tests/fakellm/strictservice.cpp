#include "strictservice.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace assay::fakellm {

namespace {

QJsonValue orNull(const QString &s) {
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

QByteArray compact(const QJsonObject &o) {
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// {"error":{"message","type","param","code"}}: OpenAI's shape, Azure's for these refusals too.
Refusal openAiError(int status, const QString &message, const QString &type, const QString &param,
                    const QString &code) {
    return {status, compact(QJsonObject{{QStringLiteral("error"),
                                         QJsonObject{{QStringLiteral("message"), message},
                                                     {QStringLiteral("type"), orNull(type)},
                                                     {QStringLiteral("param"), orNull(param)},
                                                     {QStringLiteral("code"), orNull(code)}}}})};
}

Refusal anthropicError(int status, const QString &type, const QString &message) {
    return {status,
            compact(QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                                {QStringLiteral("error"), QJsonObject{{QStringLiteral("type"), type},
                                                                      {QStringLiteral("message"), message}}},
                                {QStringLiteral("request_id"), QStringLiteral("req_011CfakeStrict")}})};
}

bool matches(const QString &pattern, const QString &text) {
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption).match(text).hasMatch();
}

bool isOpenAiReasoningModel(const QString &model) {
    return matches(QStringLiteral("^(o\\d|gpt-[5-9])"), model) && !matches(QStringLiteral("-chat"), model);
}

bool isRetired(const QString &model, const ServerFacts &facts) {
    const auto known = serviceModel(model);
    return known && known->shutdown.isValid() && known->shutdown <= facts.today;
}

std::optional<Refusal> streamRefused(const RecordedRequest &request, const ServerFacts &facts) {
    const QString model = request.model().isEmpty() ? request.azureDeployment() : request.model();
    if (!request.wantsStream() || !facts.streamRefused.contains(model))
        return std::nullopt;
    return openAiError(400,
                       QStringLiteral("Your organization must be verified to stream this model. Please go to: "
                                      "https://platform.openai.com/settings/organization/general and click on Verify "
                                      "Organization. If you just verified, it can take up to 15 minutes for access to "
                                      "propagate."),
                       QStringLiteral("invalid_request_error"), QStringLiteral("stream"),
                       QStringLiteral("unsupported_value"));
}

// As Python prints it in the error text: 0.2, 0, 0.7.
QString number(double v) {
    return QString::number(v, 'g', 6);
}

std::optional<Refusal> openAiReasoningRules(const QString &model, const QJsonObject &body) {
    if (!isOpenAiReasoningModel(model))
        return std::nullopt;
    if (body.contains(QStringLiteral("max_tokens")))
        return openAiError(400,
                           QStringLiteral("Unsupported parameter: 'max_tokens' is not supported with this model. Use "
                                          "'max_completion_tokens' instead."),
                           QStringLiteral("invalid_request_error"), QStringLiteral("max_tokens"),
                           QStringLiteral("unsupported_parameter"));
    const auto known = serviceModel(model);
    const QString effort = body.value(QStringLiteral("reasoning_effort"))
                               .toString(body.value(QStringLiteral("reasoning")).toObject().value(QStringLiteral("effort")).toString());
    if (body.contains(QStringLiteral("temperature")) && known && known->samplingOnlyWithoutEffort) {
        if (effort != u"none")
            return openAiError(400,
                               QStringLiteral("Unsupported parameter: 'temperature' is not supported with this model "
                                              "unless reasoning effort is 'none'."),
                               QStringLiteral("invalid_request_error"), QStringLiteral("temperature"),
                               QStringLiteral("unsupported_parameter"));
    } else if (body.contains(QStringLiteral("temperature"))) {
        // o3-mini and o4-mini refuse the field; o1, o3 and gpt-5 refuse any value but 1.
        if (matches(QStringLiteral("^o\\d-mini"), model))
            return openAiError(400, QStringLiteral("Unsupported parameter: 'temperature' is not supported with this model."),
                               QStringLiteral("invalid_request_error"), QStringLiteral("temperature"),
                               QStringLiteral("unsupported_parameter"));
        const double t = body.value(QStringLiteral("temperature")).toDouble();
        if (t != 1.0)
            return openAiError(400,
                               QStringLiteral("Unsupported value: 'temperature' does not support %1 with this model. Only the "
                                              "default (1) value is supported.")
                                   .arg(number(t)),
                               QStringLiteral("invalid_request_error"), QStringLiteral("temperature"),
                               QStringLiteral("unsupported_value"));
    }
    if (body.contains(QStringLiteral("top_p")))
        return openAiError(400, QStringLiteral("Unsupported parameter: 'top_p' is not supported with this model."),
                           QStringLiteral("invalid_request_error"), QStringLiteral("top_p"),
                           QStringLiteral("unsupported_parameter"));
    return std::nullopt;
}

std::optional<Refusal> jsonModeWithoutTheWord(const RecordedRequest &request) {
    const QJsonObject body = request.json();
    if (body.value(QStringLiteral("response_format")).toObject().value(QStringLiteral("type")).toString() !=
        QLatin1String("json_object"))
        return std::nullopt;
    for (const RecordedRequest::Message &m : request.messages()) {
        if (m.content.contains(QLatin1String("json"), Qt::CaseInsensitive))
            return std::nullopt;
    }
    return openAiError(400,
                       QStringLiteral("'messages' must contain the word 'json' in some form, to use 'response_format' of "
                                      "type 'json_object'."),
                       QStringLiteral("invalid_request_error"), QStringLiteral("messages"), {});
}

std::optional<Refusal> openAiRules(const RecordedRequest &request, const ServerFacts &facts) {
    if (request.protocol() != RecordedRequest::Protocol::OpenAI &&
        request.protocol() != RecordedRequest::Protocol::Responses)
        return std::nullopt;
    const QString model = request.model();
    if (isRetired(model, facts))
        return openAiError(404,
                           QStringLiteral("The model `%1` has been deprecated, learn more here: "
                                          "https://platform.openai.com/docs/deprecations").arg(model),
                           QStringLiteral("invalid_request_error"), {}, QStringLiteral("model_not_found"));
    if (auto r = streamRefused(request, facts))
        return r;
    if (!facts.models.contains(model))
        return openAiError(404, QStringLiteral("The model `%1` does not exist or you do not have access to it.").arg(model),
                           QStringLiteral("invalid_request_error"), {}, QStringLiteral("model_not_found"));
    if (auto r = openAiReasoningRules(model, request.json()))
        return r;
    return jsonModeWithoutTheWord(request);
}

std::optional<Refusal> azureRules(const RecordedRequest &request) {
    if (request.protocol() != RecordedRequest::Protocol::OpenAI || request.azureDeployment().isEmpty())
        return std::nullopt;
    const QString version = request.query.section(QStringLiteral("api-version="), 1).section(QLatin1Char('&'), 0, 0);
    const QString deployment = request.azureDeployment();
    const QJsonObject body = request.json();
    const bool dated = matches(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}"), version);
    if (dated && version.left(10) < QLatin1String("2024-09-01")) {
        for (const char *field : {"max_completion_tokens", "stream_options"}) {
            if (body.contains(QLatin1String(field)))
                return openAiError(400, QStringLiteral("Unrecognized request argument supplied: %1").arg(QLatin1String(field)),
                                   QStringLiteral("invalid_request_error"), {}, {});
        }
    }
    if (isOpenAiReasoningModel(deployment) && dated && version.left(10) < QLatin1String("2024-12-01"))
        return Refusal{400, compact(QJsonObject{
                                {QStringLiteral("error"),
                                 QJsonObject{{QStringLiteral("code"), QStringLiteral("BadRequest")},
                                             {QStringLiteral("message"),
                                              QStringLiteral("Model %1 is enabled only for api versions 2024-12-01-preview and later")
                                                  .arg(deployment)}}}})};
    if (auto r = openAiReasoningRules(deployment, body))
        return r;
    return jsonModeWithoutTheWord(request);
}

std::optional<Refusal> anthropicThinkingRules(const ServiceModel &known, const QJsonObject &body) {
    const QString thinking = body.value(QStringLiteral("thinking")).toObject().value(QStringLiteral("type")).toString();
    if (known.thinks == ServiceModel::Thinks::Always && thinking == u"disabled")
        return anthropicError(400, QStringLiteral("invalid_request_error"),
                              QStringLiteral("thinking.type: 'disabled' is not supported for this model: it always thinks. "
                                             "Set the depth with output_config.effort."));
    if ((known.thinks == ServiceModel::Thinks::Always || known.id.startsWith(QLatin1String("claude-opus-4-7"))) &&
        thinking == u"enabled")
        return anthropicError(400, QStringLiteral("invalid_request_error"),
                              QStringLiteral("thinking.type: 'enabled' is not supported for this model. Use thinking.type: "
                                             "'adaptive' with output_config.effort."));
    const int maxTokens = body.value(QStringLiteral("max_tokens")).toInt();
    if (known.maxOutput > 0 && maxTokens > known.maxOutput)
        return anthropicError(400, QStringLiteral("invalid_request_error"),
                              QStringLiteral("max_tokens: %1 > %2, which is the maximum allowed number of output tokens for %3")
                                  .arg(maxTokens)
                                  .arg(known.maxOutput)
                                  .arg(known.id));
    return std::nullopt;
}

std::optional<Refusal> anthropicRules(const RecordedRequest &request, const ServerFacts &facts) {
    if (request.protocol() != RecordedRequest::Protocol::Anthropic)
        return std::nullopt;
    const QJsonObject body = request.json();
    const QString model = request.model();
    if (!body.contains(QStringLiteral("max_tokens")))
        return anthropicError(400, QStringLiteral("invalid_request_error"), QStringLiteral("max_tokens: Field required"));
    // Retired: Claude 3.5 Sonnet (2025-10-28), Claude 3.5 Haiku and 3.7 Sonnet (2026-02-19),
    // Sonnet 4.5 and Opus 4.5 (2026-11-30): the same answer as a model that never existed.
    if (matches(QStringLiteral("^claude-3-(5-haiku|5-sonnet|7-sonnet)"), model) || isRetired(model, facts))
        return anthropicError(404, QStringLiteral("not_found_error"), QStringLiteral("model: %1").arg(model));
    // API version 2026-10-21 removed the sampling parameters, whatever the model.
    if (request.header("anthropic-version") >= QByteArrayLiteral("2026-10-21")) {
        for (const char *field : {"temperature", "top_p", "top_k"}) {
            if (body.contains(QLatin1String(field)))
                return anthropicError(400, QStringLiteral("invalid_request_error"),
                                      QStringLiteral("`%1` is not supported in API version 2026-10-21.").arg(QLatin1String(field)));
        }
    }
    if (const auto known = serviceModel(model)) {
        if (auto r = anthropicThinkingRules(*known, body))
            return r;
    }
    const bool temperature = body.contains(QStringLiteral("temperature"));
    if (temperature && matches(QStringLiteral("^claude-(?:(?:opus|sonnet|haiku)-(?:4-[7-9]|[5-9])(?:\\D|$)|fable)"), model))
        return anthropicError(400, QStringLiteral("invalid_request_error"), QStringLiteral("`temperature` is deprecated for this model."));
    if (temperature && body.contains(QStringLiteral("top_p")))
        return anthropicError(400, QStringLiteral("invalid_request_error"),
                              QStringLiteral("`temperature` and `top_p` cannot both be specified for this model. Please use only one."));
    return std::nullopt;
}

std::optional<Refusal> lmStudioRules(const RecordedRequest &request) {
    if (request.protocol() != RecordedRequest::Protocol::OpenAI)
        return std::nullopt;
    const QString type =
        request.json().value(QStringLiteral("response_format")).toObject().value(QStringLiteral("type")).toString();
    if (!type.isEmpty() && type != QLatin1String("json_schema") && type != QLatin1String("text"))
        return Refusal{400, QByteArrayLiteral("{\"error\":\"'response_format.type' must be 'json_schema' or 'text'\"}")};
    return std::nullopt;
}

std::optional<Refusal> ollamaRules(const RecordedRequest &request, const ServerFacts &facts) {
    // "llama3.1" is "llama3.1:latest", as `ollama run` has it.
    const QString model = request.model();
    if (request.protocol() == RecordedRequest::Protocol::Unknown || facts.models.contains(model) ||
        (!model.contains(QLatin1Char(':')) && facts.models.contains(model + QStringLiteral(":latest"))))
        return std::nullopt;
    return Refusal{404, compact(QJsonObject{{QStringLiteral("error"),
                                             QStringLiteral("model \"%1\" not found, try pulling it first").arg(request.model())}})};
}

} // namespace

const QList<ServiceModel> &serviceModels() {
    using T = ServiceModel::Thinks;
    const QDate dec11(2026, 12, 11), oct23(2026, 10, 23), jan14(2027, 1, 14), nov30(2026, 11, 30);
    static const QList<ServiceModel> models{
        // OpenAI (model pages and deprecations, December 2026).
        {QStringLiteral("gpt-6-astra"), T::Reasoning, QStringLiteral("medium"), true, false, 128000, {}},
        {QStringLiteral("gpt-6.1-sol"), T::Reasoning, QStringLiteral("medium"), true, false, 128000, {}},
        {QStringLiteral("gpt-6.1-terra"), T::Reasoning, QStringLiteral("medium"), true, false, 128000, {}},
        {QStringLiteral("gpt-6-sol"), T::Reasoning, QStringLiteral("medium"), true, false, 128000, {}},
        {QStringLiteral("gpt-6-luna"), T::Reasoning, QStringLiteral("medium"), true, false, 128000, {}},
        {QStringLiteral("gpt-5.6-terra"), T::Reasoning, QStringLiteral("medium"), true, false, 128000, {}},
        {QStringLiteral("gpt-5"), T::Reasoning, QStringLiteral("medium"), false, true, 128000, dec11},
        {QStringLiteral("gpt-5-mini"), T::Reasoning, QStringLiteral("medium"), false, true, 128000, dec11},
        {QStringLiteral("gpt-5-nano"), T::Reasoning, QStringLiteral("medium"), false, true, 128000, dec11},
        {QStringLiteral("o3"), T::Reasoning, QStringLiteral("medium"), false, true, 100000, dec11},
        {QStringLiteral("o3-pro"), T::Reasoning, QStringLiteral("medium"), false, true, 100000, dec11},
        {QStringLiteral("o1"), T::Reasoning, QStringLiteral("medium"), false, true, 100000, oct23},
        {QStringLiteral("o3-mini"), T::Reasoning, QStringLiteral("medium"), false, true, 100000, oct23},
        {QStringLiteral("o4-mini"), T::Reasoning, QStringLiteral("medium"), false, true, 100000, oct23},
        {QStringLiteral("gpt-4.1"), T::No, {}, false, false, 32768, jan14},
        {QStringLiteral("gpt-4.1-mini"), T::No, {}, false, false, 32768, jan14},
        {QStringLiteral("gpt-4o"), T::No, {}, false, false, 16384, jan14},
        {QStringLiteral("gpt-4o-mini"), T::No, {}, false, false, 16384, jan14},
        // Anthropic (models overview, December 2026).
        {QStringLiteral("claude-fable-5-1"), T::Always, QStringLiteral("high"), false, true, 128000, {}},
        {QStringLiteral("claude-opus-5-5"), T::Always, QStringLiteral("medium"), false, true, 128000, {}},
        {QStringLiteral("claude-sonnet-5-5"), T::Always, QStringLiteral("high"), false, true, 128000, {}},
        {QStringLiteral("claude-haiku-5-5"), T::Always, QStringLiteral("medium"), false, true, 128000, {}},
        {QStringLiteral("claude-opus-5"), T::WhenAsked, QStringLiteral("high"), false, true, 128000, {}},
        {QStringLiteral("claude-sonnet-5"), T::WhenAsked, QStringLiteral("high"), false, true, 128000, {}},
        {QStringLiteral("claude-opus-4-7"), T::WhenAsked, QStringLiteral("high"), false, true, 128000, {}},
        {QStringLiteral("claude-haiku-4-5"), T::No, {}, false, false, 64000, {}},
        {QStringLiteral("claude-sonnet-4-5"), T::No, {}, false, false, 64000, nov30},
        {QStringLiteral("claude-opus-4-5"), T::No, {}, false, false, 64000, nov30},
    };
    return models;
}

std::optional<ServiceModel> serviceModel(const QString &id) {
    const ServiceModel *best = nullptr;
    for (const ServiceModel &m : serviceModels()) {
        if (m.id == id)
            return m;
        if (id.startsWith(m.id + QLatin1Char('-')) && (!best || m.id.size() > best->id.size()))
            best = &m;
    }
    if (best)
        return *best;
    return std::nullopt;
}

bool thinksFor(const ServiceModel &model, const RecordedRequest &request) {
    switch (model.thinks) {
    case ServiceModel::Thinks::No:
        return false;
    case ServiceModel::Thinks::Reasoning:
        return request.effort() != u"none";
    case ServiceModel::Thinks::Always:
        return true;
    case ServiceModel::Thinks::WhenAsked: {
        const QString type = request.json().value(QStringLiteral("thinking")).toObject().value(QStringLiteral("type")).toString();
        return type == u"adaptive" || type == u"enabled";
    }
    }
    return false;
}

int thinkingTokens(const ServiceModel &model, const QString &effort, const RecordedRequest &request) {
    // Per effort, for a prompt of about a thousand words: roughly what the vendors' guides say a
    // modest task costs at that depth (low: a short look, high: a long deliberation).
    static const QHash<QString, int> base{
        {QStringLiteral("none"), 0},      {QStringLiteral("minimal"), 200}, {QStringLiteral("low"), 800},
        {QStringLiteral("medium"), 3000}, {QStringLiteral("high"), 9000},   {QStringLiteral("xhigh"), 16000},
        {QStringLiteral("max"), 30000}};
    const QString used = effort.isEmpty() ? model.defaultEffort : effort;
    const double prompt = 1.0 + promptTokens(request) / 3000.0;
    const quint32 hash = quint32(qHash(request.body));
    const double spread = 0.6 + (hash % 1001) / 1000.0; // 0.6 .. 1.6
    return int(base.value(used, 3000) * prompt * spread);
}

int defaultOllamaContext() {
    return 4096;
}

int promptTokens(const RecordedRequest &request) {
    int tokens = 0;
    for (const RecordedRequest::Message &m : request.messages())
        tokens += countWords(m.content) + 4;
    return tokens;
}

std::optional<Refusal> refusalFor(Service service, const RecordedRequest &request, const ServerFacts &facts) {
    switch (service) {
    case Service::Lenient:
        return std::nullopt;
    case Service::OpenAI:
        return openAiRules(request, facts);
    case Service::Azure:
        if (auto r = streamRefused(request, facts))
            return r;
        return azureRules(request);
    case Service::Anthropic:
        return anthropicRules(request, facts);
    case Service::LmStudio:
        return lmStudioRules(request);
    case Service::Ollama:
        return ollamaRules(request, facts);
    }
    return std::nullopt;
}

SeenRequest whatTheModelSees(Service service, const RecordedRequest &request) {
    SeenRequest seen{request, false};
    if (service != Service::Ollama || request.protocol() == RecordedRequest::Protocol::Unknown)
        return seen;
    QJsonObject body = request.json();
    const int window = request.protocol() == RecordedRequest::Protocol::OllamaNative
                           ? body.value(QStringLiteral("options")).toObject().value(QStringLiteral("num_ctx")).toInt(defaultOllamaContext())
                           : defaultOllamaContext(); // /v1 cannot set it
    if (promptTokens(request) <= window)
        return seen;
    // Keep the newest messages that fit in half the window; the front (system prompt first) goes.
    const QJsonArray messages = body.value(QStringLiteral("messages")).toArray();
    QJsonArray kept;
    int budget = window / 2;
    for (qsizetype i = messages.size() - 1; i >= 0; --i) {
        QJsonObject m = messages[i].toObject();
        QStringList words = m.value(QStringLiteral("content")).toString().split(QRegularExpression(QStringLiteral("\\s+")),
                                                                                Qt::SkipEmptyParts);
        const int cost = int(words.size()) + 4;
        if (cost > budget) {
            if (kept.isEmpty() && budget > 4) { // the newest message, cut from its front
                m.insert(QStringLiteral("content"), words.mid(words.size() - (budget - 4)).join(QLatin1Char(' ')));
                kept.prepend(m);
            }
            break;
        }
        budget -= cost;
        kept.prepend(m);
    }
    body.insert(QStringLiteral("messages"), kept);
    seen.request.body = compact(body);
    seen.truncated = true;
    return seen;
}

} // namespace assay::fakellm
