#include "providererror.h"
#include "llmtr.h"
#include "modelcatalog.h"

#include <QLocale>

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace assay::llm {

namespace {

using Reason = LlmError::Reason;

// Request fields Assay sends that some model may refuse; a "param" outside this list ("model",
// "messages") names no field Assay could leave out, so the message is read instead.
bool isAdjustableField(const QString &name) {
    static const QStringList fields{
        QStringLiteral("temperature"),     QStringLiteral("top_p"),
        QStringLiteral("max_tokens"),      QStringLiteral("max_completion_tokens"),
        QStringLiteral("response_format"), QStringLiteral("reasoning_effort"),
        QStringLiteral("stream_options"),  QStringLiteral("stop"),
        QStringLiteral("stream"),          QStringLiteral("top_k"),
        QStringLiteral("reasoning"),       QStringLiteral("output_config"),
        QStringLiteral("text"),
    };
    return fields.contains(name);
}

// "response_format.type" -> "response_format"
QString fieldName(const QString &param) {
    return param.section(QLatin1Char('.'), 0, 0).trimmed();
}

// The field an "unsupported" message names, in each service's phrasing.
QString unsupportedFieldInMessage(const QString &message) {
    static const QList<QRegularExpression> patterns{
        // OpenAI and Azure: "Unsupported parameter: 'max_tokens' is not supported with this
        // model." / "Unsupported value: 'temperature' does not support 0.2 with this model."
        QRegularExpression(QStringLiteral("Unsupported (?:parameter|value): '([\\w.]+)'")),
        // Older Azure api-versions: "Unrecognized request argument supplied: stream_options"
        QRegularExpression(QStringLiteral("Unrecognized request argument supplied: ([\\w.]+)")),
        // Gateways: "Unknown parameter: 'stream_options'."
        QRegularExpression(QStringLiteral("Unknown parameter: '([\\w.]+)'")),
        // LM Studio: "'response_format.type' must be 'json_schema' or 'text'"
        QRegularExpression(QStringLiteral("'(response_format)[\\w.]*' must be")),
        // Anthropic: "`temperature` is deprecated for this model." / "`temperature` may only be
        // set to 1 when thinking is enabled." / "`temperature` and `top_p` cannot both be ..."
        QRegularExpression(QStringLiteral(
            "`(\\w+)`(?: and `\\w+`)? (?:is deprecated|may only be set|is not supported|cannot "
            "both be specified)")),
        // OpenAI JSON mode without the word in the prompt: "'messages' must contain the word
        // 'json' in some form, to use 'response_format' of type 'json_object'."
        QRegularExpression(QStringLiteral("to use '(response_format)' of type")),
        // LiteLLM, whatever it calls the upstream: "litellm.UnsupportedParamsError: openai does
        // not support parameters: ['temperature'], for model=o3-mini. To drop these, set
        // `litellm.drop_params=True` ..."
        QRegularExpression(QStringLiteral("does not support parameters: \\[\\s*['\"]([\\w.]+)")),
        // Validators that name the field first: "temperature: Extra inputs are not permitted".
        QRegularExpression(QStringLiteral("^([\\w.]+): Extra inputs are not permitted")),
        // OpenAI, and gateways that pass its text on: "Your organization must be verified to
        // stream this model."
        QRegularExpression(QStringLiteral("must be verified to (stream)")),
    };
    for (const QRegularExpression &re : patterns) {
        const QRegularExpressionMatch m = re.match(message);
        if (m.hasMatch())
            return fieldName(m.captured(1));
    }
    return {};
}

bool contains(const QString &text, const char *phrase) {
    return text.contains(QLatin1String(phrase), Qt::CaseInsensitive);
}

Reason reasonFor(int status, const ProviderErrorBody &b, QString *parameter) {
    const QString &m = b.message;
    if (b.code == u"insufficient_quota" || b.type == u"insufficient_quota" ||
        contains(m, "exceeded your current quota"))
        return Reason::QuotaExhausted;
    if (b.type == u"billing_error" || contains(m, "credit balance is too low") || status == 402 ||
        contains(m, "insufficient credits") ||
        b.code == u"billing_hard_limit_reached" || b.code == u"billing_not_active")
        return Reason::Billing;
    if (b.type == u"request_too_large" || status == 413 || m.startsWith(QLatin1String("Request too large")))
        return Reason::RequestTooLarge;
    if (b.code == u"context_length_exceeded" || contains(m, "maximum context length") ||
        contains(m, "prompt is too long") || contains(m, "context window") ||
        contains(m, "exceeds the context") || contains(m, "context length") ||
        contains(m, "ContextWindowExceeded"))
        return Reason::ContextTooLong;
    if (contains(m, "is enabled only for api versions"))
        return Reason::ApiVersionTooOld;
    if (b.type == u"overloaded_error" || status == 529)
        return Reason::Overloaded;
    // A model past its shutdown date: OpenAI "The model `gpt-5` has been deprecated", Anthropic
    // and gateways "... has been retired" / "... was shut down".
    const bool retiredWords = contains(m, "has been deprecated") || contains(m, "has been retired") ||
                              contains(m, "was retired") || contains(m, "shut down") ||
                              contains(m, "no longer available");
    if ((status == 404 || status == 410 || b.code == u"model_not_found") && retiredWords)
        return Reason::ModelRetired;
    // A key that works but may not use this model: Anthropic permission_error, OpenAI "You are
    // not allowed to sample from this model", "does not have access to model".
    if ((status == 403 || status == 0) &&
        (b.type == u"permission_error" || contains(m, "not allowed to sample") ||
         contains(m, "does not have access") || contains(m, "not have access to the model") ||
         contains(m, "do not have access")))
        return Reason::NoModelAccess;
    if (b.code == u"model_not_found" || b.code == u"DeploymentNotFound" ||
        contains(m, "Invalid model name") || contains(m, "No endpoints found for") ||
        contains(m, "litellm.NotFoundError") ||
        (b.type == u"not_found_error" && m.startsWith(QLatin1String("model:"))) ||
        (status == 404 && contains(m, "model") &&
         (contains(m, "not found") || contains(m, "does not exist"))))
        return Reason::ModelNotFound;
    // Azure before 2024-09-01-preview knows neither max_completion_tokens nor stream_options:
    // "Unrecognized request argument supplied: max_completion_tokens" (a field, not a version).
    QString field;
    if ((b.code == u"unsupported_parameter" || b.code == u"unsupported_value" ||
         b.code == u"unknown_parameter") &&
        isAdjustableField(fieldName(b.param)))
        field = fieldName(b.param);
    if (field.isEmpty())
        field = unsupportedFieldInMessage(m);
    if (!field.isEmpty() && (status == 0 || status == 400 || status == 422 || status == 403)) {
        *parameter = field;
        return Reason::UnsupportedParameter;
    }
    return Reason::Unspecified;
}

} // namespace

ProviderErrorBody readErrorValue(const QJsonValue &error) {
    ProviderErrorBody b;
    if (error.isString()) {
        b.message = error.toString();
        b.found = true;
    } else if (error.isObject()) {
        const QJsonObject o = error.toObject();
        b.message = o.value(QStringLiteral("message")).toString();
        b.type = o.value(QStringLiteral("type")).toString();
        // Azure sends codes as strings ("401"), OpenAI as strings or null.
        b.code = o.value(QStringLiteral("code")).toVariant().toString();
        b.param = o.value(QStringLiteral("param")).toString();
        b.found = true;
        // OpenRouter wraps the upstream's own error: {"code":400,"message":"Provider returned
        // error","metadata":{"raw":"{\"error\":{...}}","provider_name":"OpenAI"}}.
        const QString raw = o.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("raw")).toString();
        if (!raw.isEmpty()) {
            const QJsonValue innerError = QJsonDocument::fromJson(raw.toUtf8()).object().value(QStringLiteral("error"));
            if (innerError.isObject() || innerError.isString()) {
                const ProviderErrorBody inner = readErrorValue(innerError);
                b.message = inner.message.isEmpty() ? b.message : inner.message;
                b.type = inner.type.isEmpty() ? b.type : inner.type;
                b.code = inner.code.isEmpty() ? b.code : inner.code;
                b.param = inner.param.isEmpty() ? b.param : inner.param;
            } else if (!raw.trimmed().isEmpty()) {
                b.message += QStringLiteral(": ") + raw.left(300);
            }
        }
    }
    return b;
}

bool looksLikeHtml(const QByteArray &body) {
    const QByteArray start = body.left(512).trimmed().toLower();
    return start.startsWith("<!doctype html") || start.startsWith("<html") ||
           (start.startsWith('<') && start.contains("<body"));
}

QString htmlTitle(const QByteArray &body) {
    static const QRegularExpression title(QStringLiteral("<title[^>]*>([^<]{1,200})</title>"),
                                          QRegularExpression::CaseInsensitiveOption);
    return title.match(QString::fromUtf8(body.left(4096))).captured(1).simplified();
}

ProviderErrorBody readErrorBody(const QByteArray &body) {
    const QJsonObject o = QJsonDocument::fromJson(body).object();
    ProviderErrorBody b = readErrorValue(o.value(QStringLiteral("error")));
    if (!b.found && looksLikeHtml(body)) {
        // A login page, a proxy's error page, a web server where the API was expected: the
        // title says which, the markup says nothing.
        const QString title = htmlTitle(body);
        b.message = title.isEmpty() ? Tr::tr("a web page instead of the API's answer")
                                    : Tr::tr("a web page (“%1”) instead of the API's answer").arg(title);
        b.html = true;
    } else if (!b.found) {
        b.message = QString::fromUtf8(body.left(300)).trimmed();
    }
    return b;
}

void classifyProviderError(int httpStatus, const ProviderErrorBody &body, LlmError &error) {
    QString parameter;
    error.reason = reasonFor(httpStatus, body, &parameter);
    error.parameter = parameter;
}

QString reasonMessage(const LlmError &error, const QString &model) {
    switch (error.reason) {
    case Reason::QuotaExhausted:
        return Tr::tr("The account's quota is used up.");
    case Reason::Billing:
        return Tr::tr("The provider refused the request for billing reasons.");
    case Reason::RequestTooLarge:
        return Tr::tr("The request is larger than the provider accepts.");
    case Reason::ContextTooLong:
        return Tr::tr("The prompt is longer than the model's context window.");
    case Reason::ApiVersionTooOld:
        return Tr::tr("The API version is too old for this model.");
    case Reason::ModelNotFound:
        return model.isEmpty() ? Tr::tr("The provider does not know this model.")
                               : Tr::tr("The provider does not know the model “%1”.").arg(model);
    case Reason::ModelRetired:
        return retiredMessage(model);
    case Reason::NoModelAccess:
        return model.isEmpty() ? Tr::tr("This API key may not use this model.")
                               : Tr::tr("This API key may not use the model “%1”.").arg(model);
    case Reason::PromptTruncated:
        return Tr::tr("The server cut the prompt to fit the model's context window.");
    case Reason::Overloaded:
        return Tr::tr("The provider is overloaded.");
    case Reason::UnsupportedParameter:
        return Tr::tr("The model refused the request field “%1”.").arg(error.parameter);
    case Reason::ReasoningBudget:
    case Reason::StillThinking:
    case Reason::TokenBudget:
    case Reason::Unspecified:
        break;
    }
    return {};
}

QString retiredMessage(const QString &model) {
    const auto entry = ModelCatalog::shipped().find(model);
    QString text = model.isEmpty() ? Tr::tr("The model has been shut down.")
                                   : Tr::tr("The model “%1” has been shut down.").arg(model);
    if (entry && entry->shutdown.isValid())
        text = Tr::tr("The model “%1” was shut down on %2.")
                   .arg(model, QLocale().toString(entry->shutdown, QLocale::ShortFormat));
    if (entry && !entry->replacement.isEmpty())
        text += QLatin1Char(' ') + Tr::tr("Its replacement is %1.").arg(entry->replacement);
    return text;
}

} // namespace assay::llm
