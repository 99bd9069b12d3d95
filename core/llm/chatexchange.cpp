#include "chatexchange.h"
#include "llmtr.h"

#include "tokenestimator.h"

#include <QCoreApplication>

namespace assay::llm {

namespace {} // namespace

ChatExchange::ChatExchange(std::shared_ptr<const Provider> provider, ChatRequest request,
                           QString apiKey, DeltaCallback onDelta, Done done)
    : m_provider(std::move(provider))
    , m_request(std::move(request))
    , m_apiKey(std::move(apiKey))
    , m_onDelta(std::move(onDelta))
    , m_done(std::move(done)) {
}

HttpCall ChatExchange::makeCall() {
    return m_provider->chatCall(m_request, m_apiKey);
}

void ChatExchange::beginAttempt() {
    m_parser = SseParser();
    m_acc = ChatAccumulator();
}

void ChatExchange::onStreamBytes(QByteArrayView chunk) {
    for (const SseEvent &event : m_parser.feed(chunk)) {
        if (m_acc.error || m_acc.done)
            break;
        m_provider->decodeStreamEvent(event, m_acc);
        if (!m_acc.pendingDelta.isEmpty()) {
            m_deliveredOutput = true;
            if (m_onDelta)
                m_onDelta(m_acc.pendingDelta);
        }
    }
}

LlmError ChatExchange::finishAnswer(const QByteArray &body, bool broken) {
    if (!m_request.stream) {
        if (broken)
            return LlmError::make(LlmError::Kind::Network,
                                  Tr::tr("The connection broke before the answer arrived."));
        m_provider->parseChat(body, m_acc);
    } else {
        const bool clean = m_parser.finish();
        if (m_acc.error)
            return m_acc.error;
        // Some servers send no [DONE]/message_stop but do say why they stopped: that is complete.
        const bool complete = m_acc.done || (!m_acc.finishReason.isEmpty() && clean);
        if (!complete) {
            if (broken)
                return LlmError::make(LlmError::Kind::Network,
                                      Tr::tr("The connection broke in the middle of the answer."));
            return LlmError::make(LlmError::Kind::Truncated,
                                  Tr::tr("The stream ended before the model finished its answer."));
        }
    }
    if (m_acc.error)
        return m_acc.error;
    if (m_acc.text.isEmpty())
        return LlmError::make(LlmError::Kind::EmptyAnswer, Tr::tr("The model answered with no text."));
    return {};
}

LlmError ChatExchange::errorForStatus(int httpStatus, const QByteArray &body) {
    return m_provider->errorFromResponse(httpStatus, body);
}

void ChatExchange::deliver(const LlmError &error, const RunStats &stats) {
    ChatResponse r;
    r.text = m_acc.text;
    r.model = m_acc.model.isEmpty() ? m_provider->config().model : m_acc.model;
    r.providerId = m_provider->config().id;
    r.finishReason = m_acc.finishReason;
    r.error = error;
    r.attempts = stats.attempts;
    r.latencyMs = stats.latencyMs;
    r.firstTokenMs = stats.firstTokenMs;
    // Providers bill what the model processed: count it when the model answered (fully or in
    // part) or reported usage; a refused request (401, 429 ...) counts nothing.
    const bool reported = m_acc.promptTokens >= 0 || m_acc.completionTokens >= 0;
    if (reported || !m_acc.text.isEmpty()) {
        r.usage.promptTokens =
            m_acc.promptTokens >= 0 ? m_acc.promptTokens : estimatePromptTokens(m_request.messages);
        r.usage.completionTokens =
            m_acc.completionTokens >= 0 ? m_acc.completionTokens : estimateTokens(m_acc.text);
        r.usage.estimated = m_acc.promptTokens < 0 || m_acc.completionTokens < 0;
    }
    if (m_done)
        m_done(std::move(r));
}

} // namespace assay::llm
