#pragma once
// A chat completion as an Exchange: builds the provider's call in the form the model accepts
// (ModelCapabilities), decodes a whole body or a stream of events (SSE or NDJSON), forwards each
// piece of text to the caller's callback as it arrives, answers a refusal that names a request
// field with one adjusted retry (remembered per provider and model), and hands back a
// ChatResponse whose usage is the provider's figures or, when it gave none, estimates.

#include "exchange.h"
#include "modelcapabilities.h"
#include "streamframer.h"

#include <functional>
#include <memory>

namespace assay::llm {

class ChatExchange final : public Exchange {
public:
    using Done = std::function<void(ChatResponse)>;

    ChatExchange(std::shared_ptr<const Provider> provider, ChatRequest request, QString apiKey,
                 ModelCapabilities caps, std::shared_ptr<CapabilityMemory> memory,
                 DeltaCallback onDelta, Done done);

    HttpCall makeCall() override;
    // Streams unless the provider refused to stream this model (then one whole-answer retry).
    bool isStreaming() const override { return m_request.stream && m_caps.streams; }
    void beginAttempt() override;
    void onStreamBytes(QByteArrayView chunk) override;
    bool hasDeliveredOutput() const override { return m_deliveredOutput; }
    // Thinking counts: a reasoning model may think for a minute before its first word.
    bool sawFirstToken() const override {
        return !m_acc.text.isEmpty() || m_acc.reasoningChars > 0;
    }
    // Thinking under way (reasoning events, thinking blocks): the attempt is being paid for.
    bool sawThinking() const override { return m_acc.reasoningChars > 0 && m_acc.text.isEmpty(); }
    int firstTokenAllowanceMs() const override;
    LlmError streamError() const override { return m_acc.error; }
    LlmError finishAnswer(const QByteArray &body, bool broken) override;
    LlmError errorForStatus(int httpStatus, const QByteArray &body) override;
    bool adjustAfter(const LlmError &error) override;
    void deliver(const LlmError &error, const RunStats &stats) override;

private:
    void decode(const SseEvent &event);
    // The last event of a body that ended without its blank line: kept when it decodes, else (or
    // when the body was cut with no event to finish) the stream counts as cut (false).
    bool decodeTail(const QList<SseEvent> &tail);
    LlmError emptyAnswerError() const;
    bool promptWasCut() const; // Ollama read far fewer prompt tokens than were sent

    std::shared_ptr<const Provider> m_provider;
    ChatRequest m_request;
    QString m_apiKey;
    ModelCapabilities m_caps;
    std::shared_ptr<CapabilityMemory> m_memory;
    QList<Adjustment> m_applied;
    DeltaCallback m_onDelta;
    Done m_done;
    StreamFramer m_framer;
    ChatAccumulator m_acc;
    bool m_deliveredOutput = false;
    // Tokens of attempts that reached the model and were sent again adjusted (MoreRoom): billed
    // all the same, so they count in the usage.
    int m_carriedPrompt = 0;
    int m_carriedCompletion = 0;
    int m_carriedReasoning = 0;
};

} // namespace assay::llm
