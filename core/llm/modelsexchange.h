#pragma once
// A model listing (GET /models, Ollama's /api/tags) as an Exchange; and one model's details
// (Ollama's /api/show) as a plain call whose body goes back whole.

#include "exchange.h"

#include <functional>
#include <memory>

namespace assay::llm {

class ModelsExchange final : public Exchange {
public:
    using Done = std::function<void(ModelList)>;

    ModelsExchange(std::shared_ptr<const Provider> provider, QString apiKey, Done done);

    HttpCall makeCall() override { return m_provider->modelsCall(m_apiKey); }
    LlmError finishAnswer(const QByteArray &body, bool broken) override;
    LlmError errorForStatus(int httpStatus, const QByteArray &body) override;
    void deliver(const LlmError &error, const RunStats &stats) override;

private:
    std::shared_ptr<const Provider> m_provider;
    QString m_apiKey;
    Done m_done;
    QList<ModelInfo> m_models;
};

class DetailsExchange final : public Exchange {
public:
    using Done = std::function<void(QByteArray body, LlmError error)>;

    DetailsExchange(std::shared_ptr<const Provider> provider, HttpCall call, Done done);

    HttpCall makeCall() override { return m_call; }
    LlmError finishAnswer(const QByteArray &body, bool broken) override;
    LlmError errorForStatus(int httpStatus, const QByteArray &body) override;
    void deliver(const LlmError &error, const RunStats &stats) override;

private:
    std::shared_ptr<const Provider> m_provider;
    HttpCall m_call;
    Done m_done;
    QByteArray m_body;
};

} // namespace assay::llm
