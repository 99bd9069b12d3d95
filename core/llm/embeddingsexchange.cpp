#include "embeddingsexchange.h"
#include "llmtr.h"

#include "tokenestimator.h"

#include <QCoreApplication>

namespace assay::llm {

EmbeddingsExchange::EmbeddingsExchange(std::shared_ptr<const Provider> provider,
                                       EmbeddingRequest request, QString apiKey, Done done)
    : m_provider(std::move(provider))
    , m_request(std::move(request))
    , m_apiKey(std::move(apiKey))
    , m_done(std::move(done)) {
}

LlmError EmbeddingsExchange::finishAnswer(const QByteArray &body, bool broken) {
    if (broken)
        return LlmError::make(
            LlmError::Kind::Network,
            Tr::tr("The connection broke before the embeddings arrived."));
    m_provider->parseEmbeddings(body, m_response);
    if (!m_response.error && m_response.vectors.size() != m_request.texts.size())
        m_response.error = LlmError::make(
            LlmError::Kind::BadResponse,
            Tr::tr("Asked for %1 embeddings, got %2.")
                .arg(m_request.texts.size())
                .arg(m_response.vectors.size()));
    return m_response.error;
}

LlmError EmbeddingsExchange::errorForStatus(int httpStatus, const QByteArray &body) {
    return m_provider->errorFromResponse(httpStatus, body);
}

void EmbeddingsExchange::deliver(const LlmError &error, const RunStats &stats) {
    EmbeddingResponse r = error ? EmbeddingResponse() : m_response;
    r.error = error;
    r.attempts = stats.attempts;
    r.latencyMs = stats.latencyMs;
    if (!error && r.promptTokens <= 0) {
        for (const QString &t : m_request.texts)
            r.promptTokens += estimateTokens(t);
        r.estimated = true;
    }
    if (m_done)
        m_done(std::move(r));
}

} // namespace assay::llm
