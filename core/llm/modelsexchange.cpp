#include "modelsexchange.h"
#include "llmtr.h"

#include <QCoreApplication>

namespace assay::llm {

ModelsExchange::ModelsExchange(std::shared_ptr<const Provider> provider, QString apiKey, Done done)
    : m_provider(std::move(provider))
    , m_apiKey(std::move(apiKey))
    , m_done(std::move(done)) {
}

LlmError ModelsExchange::finishAnswer(const QByteArray &body, bool broken) {
    if (broken)
        return LlmError::make(
            LlmError::Kind::Network,
            Tr::tr("The connection broke before the model list arrived."));
    LlmError error;
    m_models = m_provider->parseModels(body, &error);
    return error;
}

LlmError ModelsExchange::errorForStatus(int httpStatus, const QByteArray &body) {
    return m_provider->errorFromResponse(httpStatus, body);
}

void ModelsExchange::deliver(const LlmError &error, const RunStats &stats) {
    ModelList list;
    list.error = error;
    list.latencyMs = stats.latencyMs;
    if (!error)
        list.models = m_models;
    if (m_done)
        m_done(std::move(list));
}

DetailsExchange::DetailsExchange(std::shared_ptr<const Provider> provider, HttpCall call, Done done)
    : m_provider(std::move(provider))
    , m_call(std::move(call))
    , m_done(std::move(done)) {
}

LlmError DetailsExchange::finishAnswer(const QByteArray &body, bool broken) {
    if (broken)
        return LlmError::make(LlmError::Kind::Network,
                              Tr::tr("The connection broke before the model's details arrived."));
    m_body = body;
    return {};
}

LlmError DetailsExchange::errorForStatus(int httpStatus, const QByteArray &body) {
    return m_provider->errorFromResponse(httpStatus, body);
}

void DetailsExchange::deliver(const LlmError &error, const RunStats &) {
    if (m_done)
        m_done(error ? QByteArray() : m_body, error);
}

} // namespace assay::llm
