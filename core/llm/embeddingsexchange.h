#pragma once
// A batch of provider embeddings (POST /embeddings) as an Exchange.

#include "exchange.h"

#include <functional>
#include <memory>

namespace assay::llm {

class EmbeddingsExchange final : public Exchange {
public:
    using Done = std::function<void(EmbeddingResponse)>;

    EmbeddingsExchange(std::shared_ptr<const Provider> provider, EmbeddingRequest request,
                       QString apiKey, Done done);

    HttpCall makeCall() override { return m_provider->embeddingsCall(m_request, m_apiKey); }
    void beginAttempt() override { m_response = EmbeddingResponse(); }
    LlmError finishAnswer(const QByteArray &body, bool broken) override;
    LlmError errorForStatus(int httpStatus, const QByteArray &body) override;
    void deliver(const LlmError &error, const RunStats &stats) override;

private:
    std::shared_ptr<const Provider> m_provider;
    EmbeddingRequest m_request;
    QString m_apiKey;
    Done m_done;
    EmbeddingResponse m_response;
};

} // namespace assay::llm
