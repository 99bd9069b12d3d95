#include "chatexchange.h"
#include "llmtr.h"

#include "answerparsing.h"
#include "tokenestimator.h"

#include <QCoreApplication>

namespace assay::llm {

ChatExchange::ChatExchange(std::shared_ptr<const Provider> provider, ChatRequest request,
                           QString apiKey, ModelCapabilities caps,
                           std::shared_ptr<CapabilityMemory> memory, DeltaCallback onDelta,
                           Done done)
    : m_provider(std::move(provider))
    , m_request(std::move(request))
    , m_apiKey(std::move(apiKey))
    , m_caps(std::move(caps))
    , m_memory(std::move(memory))
    , m_onDelta(std::move(onDelta))
    , m_done(std::move(done)) {
}

HttpCall ChatExchange::makeCall() {
    return m_provider->chatCall(m_request, m_caps, m_apiKey);
}

void ChatExchange::beginAttempt() {
    m_framer = StreamFramer(m_provider->streamFormat());
    m_acc = ChatAccumulator();
}

void ChatExchange::decode(const SseEvent &event) {
    m_provider->decodeStreamEvent(event, m_acc);
    if (!m_acc.pendingDelta.isEmpty()) {
        m_deliveredOutput = true;
        if (m_onDelta)
            m_onDelta(m_acc.pendingDelta);
    }
}

void ChatExchange::onStreamBytes(QByteArrayView chunk) {
    for (const SseEvent &event : m_framer.feed(chunk)) {
        if (m_acc.error || m_acc.done)
            break;
        decode(event);
    }
}

bool ChatExchange::decodeTail(const QList<SseEvent> &tail) {
    if (tail.isEmpty())
        return false; // cut where no event was left to finish: not a clean end
    for (const SseEvent &event : tail) {
        if (m_acc.error || m_acc.done)
            break;
        const ChatAccumulator before = m_acc;
        m_provider->decodeStreamEvent(event, m_acc);
        if (m_acc.error && m_acc.error.kind == LlmError::Kind::BadResponse) {
            m_acc = before; // half an event: the connection was cut in the middle of it
            return false;
        }
        if (!m_acc.pendingDelta.isEmpty()) {
            m_deliveredOutput = true;
            if (m_onDelta)
                m_onDelta(m_acc.pendingDelta);
        }
    }
    return true;
}

int ChatExchange::firstTokenAllowanceMs() const {
    return m_provider->promptProcessingAllowanceMs(estimatePromptTokens(m_request.messages));
}

LlmError ChatExchange::finishAnswer(const QByteArray &body, bool broken) {
    if (!isStreaming()) {
        if (broken)
            return LlmError::make(LlmError::Kind::Network,
                                  Tr::tr("The connection broke before the answer arrived."));
        m_provider->parseChat(body, m_acc);
    } else {
        QList<SseEvent> tail;
        bool clean = m_framer.finish(broken ? nullptr : &tail);
        if (!clean && !broken)
            clean = decodeTail(tail);
        if (m_acc.error)
            return m_acc.error;
        // Some servers send no [DONE]/message_stop but do say why they stopped: that is complete.
        const bool complete = m_acc.done || (!m_acc.finishReason.isEmpty() && clean);
        if (!complete) {
            if (broken)
                return LlmError::make(LlmError::Kind::Network,
                                      Tr::tr("The connection broke in the middle of the answer."));
            return LlmError::make(LlmError::Kind::Truncated,
                                  Tr::tr("The connection closed before the model finished its answer."));
        }
    }
    if (m_acc.error)
        return m_acc.error;
    // Ollama keeps about half its window of a prompt that does not fit and says nothing: far
    // fewer prompt tokens than were sent is the sign. Such an answer was made without part of
    // the question, so it is refused, not passed on. (Absent when the prompt came from the
    // cache; a small prompt is not worth the doubt.)
    if (promptWasCut()) {
        LlmError e = LlmError::make(
            LlmError::Kind::BadRequest,
            Tr::tr("The server cut the prompt to fit the model's context window (it read %1 of "
                   "about %2 tokens), so the answer was not used.")
                .arg(m_acc.promptTokens)
                .arg(estimatePromptTokens(m_request.messages)));
        e.reason = LlmError::Reason::PromptTruncated;
        return e;
    }
    if (splitThinking(m_acc.text).answer.trimmed().isEmpty())
        return emptyAnswerError();
    return {};
}

bool ChatExchange::promptWasCut() const {
    const int estimated = estimatePromptTokens(m_request.messages);
    return m_provider->truncatesPromptsSilently() && m_acc.promptTokens > 0 && estimated > 256 &&
           m_acc.promptTokens < estimated / 2;
}

LlmError ChatExchange::emptyAnswerError() const {
    const ThinkingSplit split = splitThinking(m_acc.text);
    const FinishReason finish = finishReasonFromProvider(m_acc.finishReason);
    const bool budgetSpent = finish == FinishReason::TokenLimit || finish == FinishReason::ContextLimit;
    const bool thought = m_acc.reasoningChars > 0 || !split.thinking.isEmpty() || m_caps.reasons;
    LlmError e;
    if (budgetSpent && thought) {
        e = LlmError::make(LlmError::Kind::EmptyAnswer,
                           Tr::tr("The model spent its whole token budget thinking and wrote no answer."));
        e.reason = LlmError::Reason::ReasoningBudget;
    } else if (split.unfinished) {
        e = LlmError::make(LlmError::Kind::EmptyAnswer,
                           Tr::tr("The model stopped while still thinking; nothing came after its reasoning."));
        e.reason = LlmError::Reason::StillThinking;
    } else if (budgetSpent) {
        e = LlmError::make(LlmError::Kind::EmptyAnswer,
                           Tr::tr("The token budget ran out before the model wrote any text."));
        e.reason = LlmError::Reason::TokenBudget;
    } else {
        e = LlmError::make(LlmError::Kind::EmptyAnswer, Tr::tr("The model answered with no text."));
    }
    return e;
}

LlmError ChatExchange::errorForStatus(int httpStatus, const QByteArray &body) {
    return m_provider->errorFromResponse(httpStatus, body);
}

bool ChatExchange::adjustAfter(const LlmError &error) {
    const std::optional<Adjustment> adjustment = adjustmentFor(error, m_caps);
    if (!adjustment || m_applied.contains(*adjustment))
        return false;
    if (*adjustment == Adjustment::MoreRoom) {
        // That attempt reached the model and was billed: its tokens stay in the usage.
        m_carriedPrompt += qMax(0, m_acc.promptTokens);
        m_carriedCompletion += qMax(0, m_acc.completionTokens);
        m_carriedReasoning += qMax(0, m_acc.reasoningTokens >= 0 ? m_acc.reasoningTokens : m_acc.completionTokens);
    }
    applyAdjustment(*adjustment, m_caps);
    m_applied.append(*adjustment);
    if (m_memory) // MoreRoom is this call's own: the memory ignores it
        m_memory->remember(m_provider->config().id, m_provider->modelName(), *adjustment);
    return true;
}

void ChatExchange::deliver(const LlmError &error, const RunStats &stats) {
    ChatResponse r;
    const ThinkingSplit split = splitThinking(m_acc.text);
    r.text = split.answer;
    r.model = m_acc.model.isEmpty() ? m_provider->modelName() : m_acc.model;
    r.providerId = m_provider->config().id;
    r.providerName = m_provider->config().name;
    r.finishReason = m_acc.finishReason;
    r.finish = finishReasonFromProvider(m_acc.finishReason);
    r.adjustments = m_applied;
    r.error = error;
    r.attempts = stats.attempts;
    r.latencyMs = stats.latencyMs;
    r.firstTokenMs = stats.firstTokenMs;
    r.promptTokensEstimated = estimatePromptTokens(m_request.messages);
    r.promptTruncated = promptWasCut();
    if (r.promptTruncated)
        r.text.clear(); // made without part of the question: never an answer
    // Providers bill what the model processed: count it when the model answered (fully or in
    // part) or reported usage; a refused request (401, 429 ...) counts nothing.
    const bool reported = m_acc.promptTokens >= 0 || m_acc.completionTokens >= 0;
    if (reported || !m_acc.text.isEmpty()) {
        r.usage.promptTokens =
            m_acc.promptTokens >= 0 ? m_acc.promptTokens : r.promptTokensEstimated;
        r.usage.completionTokens =
            m_acc.completionTokens >= 0 ? m_acc.completionTokens : estimateTokens(m_acc.text);
        r.usage.estimated = m_acc.promptTokens < 0 || m_acc.completionTokens < 0;
        if (m_acc.reasoningTokens >= 0) {
            r.usage.reasoningTokens = m_acc.reasoningTokens;
        } else if (m_caps.reasons && m_acc.completionTokens >= 0) {
            // Anthropic bills thinking as output without a separate count: what the visible
            // text does not account for was thinking.
            r.usage.reasoningTokens = qMax(0, m_acc.completionTokens - estimateTokens(m_acc.text));
        }
    }
    r.usage.promptTokens += m_carriedPrompt;
    r.usage.completionTokens += m_carriedCompletion;
    r.usage.reasoningTokens += m_carriedReasoning;
    if (m_done)
        m_done(std::move(r));
}

} // namespace assay::llm
