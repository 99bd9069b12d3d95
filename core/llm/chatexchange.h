#pragma once
// A chat completion as an Exchange: builds the provider's call, decodes a whole body or a stream
// of SSE events, forwards each piece of text to the caller's callback as it arrives, and hands
// back a ChatResponse whose usage is the provider's figures or, when it gave none, estimates.

#include "exchange.h"

#include <functional>
#include <memory>

namespace assay::llm {

class ChatExchange final : public Exchange {
public:
    using Done = std::function<void(ChatResponse)>;

    ChatExchange(std::shared_ptr<const Provider> provider, ChatRequest request, QString apiKey,
                 DeltaCallback onDelta, Done done);

    HttpCall makeCall() override;
    bool isStreaming() const override { return m_request.stream; }
    void beginAttempt() override;
    void onStreamBytes(QByteArrayView chunk) override;
    bool hasDeliveredOutput() const override { return m_deliveredOutput; }
    bool sawFirstToken() const override { return !m_acc.text.isEmpty(); }
    LlmError streamError() const override { return m_acc.error; }
    LlmError finishAnswer(const QByteArray &body, bool broken) override;
    LlmError errorForStatus(int httpStatus, const QByteArray &body) override;
    void deliver(const LlmError &error, const RunStats &stats) override;

private:
    std::shared_ptr<const Provider> m_provider;
    ChatRequest m_request;
    QString m_apiKey;
    DeltaCallback m_onDelta;
    Done m_done;
    SseParser m_parser;
    ChatAccumulator m_acc;
    bool m_deliveredOutput = false;
};

} // namespace assay::llm
