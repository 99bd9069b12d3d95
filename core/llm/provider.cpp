#include "provider.h"
#include "llmtr.h"

#include "anthropicprovider.h"
#include "ollamaprovider.h"
#include "openaiprovider.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace assay::llm {

namespace {} // namespace

HttpCall Provider::embeddingsCall(const EmbeddingRequest &, const QString &) const {
    return {};
}

void Provider::parseEmbeddings(const QByteArray &, EmbeddingResponse &out) const {
    out.error = LlmError::make(LlmError::Kind::NotConfigured,
                               Tr::tr("This provider does not make embeddings."));
}

QJsonObject Provider::parseObject(const QByteArray &body, LlmError *error) const {
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error) {
            *error = LlmError::make(LlmError::Kind::BadResponse,
                                    Tr::tr("The provider's answer is not valid JSON."));
            error->detail = body.left(200).trimmed();
        }
        return {};
    }
    return doc.object();
}

LlmError::Kind errorKindForStatus(int status) {
    if (status == 401 || status == 403)
        return LlmError::Kind::Auth;
    if (status == 429)
        return LlmError::Kind::RateLimited;
    if (status == 408)
        return LlmError::Kind::Timeout;
    if (status >= 500)
        return LlmError::Kind::Server;
    if (status >= 400)
        return LlmError::Kind::BadRequest;
    return LlmError::Kind::BadResponse;
}

LlmError Provider::errorFromResponse(int status, const QByteArray &body) const {
    QString message;
    switch (errorKindForStatus(status)) {
    case LlmError::Kind::Auth:
        message = Tr::tr("The provider refused the API key.");
        break;
    case LlmError::Kind::RateLimited:
        message = Tr::tr("The provider asked Assay to slow down.");
        break;
    case LlmError::Kind::Timeout:
        message = Tr::tr("The provider timed out.");
        break;
    case LlmError::Kind::Server:
        message = Tr::tr("The provider had an internal problem.");
        break;
    default:
        message = Tr::tr("The provider refused the request.");
        break;
    }
    LlmError e = LlmError::make(errorKindForStatus(status), message, status);
    // Both OpenAI ({"error":{"message"}}) and Anthropic ({"type":"error","error":{"message"}})
    // put the explanation in the same place; Ollama uses {"error":"text"}.
    const QJsonObject o = QJsonDocument::fromJson(body).object();
    const QJsonValue err = o.value(QStringLiteral("error"));
    if (err.isObject())
        e.detail = err.toObject().value(QStringLiteral("message")).toString();
    else if (err.isString())
        e.detail = err.toString();
    else
        e.detail = QString::fromUtf8(body.left(200)).trimmed();
    return e;
}

std::unique_ptr<Provider> createProvider(const ProviderConfig &config) {
    switch (config.kind) {
    case ProviderKind::Anthropic:
        return std::make_unique<AnthropicProvider>(config);
    case ProviderKind::Ollama:
        return std::make_unique<OllamaProvider>(config);
    case ProviderKind::OpenAICompatible:
    case ProviderKind::AzureOpenAI:
        return std::make_unique<OpenAiProvider>(config);
    }
    return std::make_unique<OpenAiProvider>(config);
}

} // namespace assay::llm
