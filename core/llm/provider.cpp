#include "provider.h"
#include "llmtr.h"

#include "anthropicprovider.h"
#include "ollamaprovider.h"
#include "openaiprovider.h"
#include "providererror.h"
#include "responsesprovider.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace assay::llm {

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
        if (error && looksLikeHtml(body)) {
            *error = htmlError(0, body);
        } else if (error) {
            *error = LlmError::make(LlmError::Kind::BadResponse,
                                    Tr::tr("The provider's answer is not valid JSON."));
            error->detail = body.left(200).trimmed();
        }
        return {};
    }
    return doc.object();
}

std::optional<QJsonObject> Provider::parseStreamedObject(const SseEvent &event,
                                                         ChatAccumulator &acc) const {
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(event.data.toUtf8(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        acc.error =
            LlmError::make(LlmError::Kind::BadResponse, Tr::tr("A streamed chunk is not valid JSON."));
        acc.error.detail = event.data.left(200);
        return std::nullopt;
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
    if (looksLikeHtml(body) && status < 500 && status != 401 && status != 429)
        return htmlError(status, body);
    LlmError e = LlmError::make(errorKindForStatus(status), message, status);
    // OpenAI ({"error":{"message"}}), Anthropic ({"type":"error","error":{"message"}}), Ollama
    // and LM Studio ({"error":"text"}): the provider's own words, and the reason they give.
    const ProviderErrorBody said = readErrorBody(body);
    e.detail = said.message;
    classifyProviderError(status, said, e);
    // A model the provider no longer knows whose shutdown date has passed: say so, and what
    // replaces it, rather than "unknown model".
    if (e.reason == LlmError::Reason::ModelNotFound) {
        const auto entry = ModelCatalog::shipped().find(modelName());
        if (entry && lifecycleOn(entry->shutdown, QDate::currentDate()) == ModelLifecycle::Retired)
            e.reason = LlmError::Reason::ModelRetired;
    }
    if (const QString specific = reasonMessage(e, modelName()); !specific.isEmpty())
        e.message = specific;
    return e;
}

LlmError Provider::htmlError(int status, const QByteArray &body) const {
    // Never the markup itself: the page's title is all that helps.
    LlmError e = LlmError::make(
        LlmError::Kind::BadResponse,
        Tr::tr("The server at %1 answered with a web page, not the model API. Check the base "
               "URL in Settings → Language Models (for OpenAI-compatible servers it usually "
               "ends in /v1).")
            .arg(m_config.effectiveBaseUrl()),
        status);
    e.detail = htmlTitle(body);
    return e;
}

QString Provider::modelName() const {
    return m_config.kind == ProviderKind::AzureOpenAI && !m_config.azureDeployment.isEmpty()
               ? m_config.azureDeployment
               : m_config.model;
}

QString jsonOnlyInstruction() {
    return QStringLiteral(
        "Respond with a single JSON object and nothing else: no prose, no code fences.");
}

std::unique_ptr<Provider> createProvider(const ProviderConfig &config) {
    switch (config.kind) {
    case ProviderKind::Anthropic:
        return std::make_unique<AnthropicProvider>(config);
    case ProviderKind::Ollama:
        return std::make_unique<OllamaProvider>(config);
    case ProviderKind::OpenAICompatible:
    case ProviderKind::AzureOpenAI:
        if (config.effectiveApi() == WireApi::Responses)
            return std::make_unique<ResponsesProvider>(config);
        return std::make_unique<OpenAiProvider>(config);
    }
    return std::make_unique<OpenAiProvider>(config);
}

} // namespace assay::llm
