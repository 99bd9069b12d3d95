#pragma once
// What one kind of call (a chat, a model listing, an embedding batch) does with the bytes.
// RequestRunner drives it through attempts; the exchange builds each attempt's HTTP call, decodes
// the answer and, at the very end, delivers the result to whoever waits for it. Used on the
// network thread only.

#include "llmerror.h"
#include "provider.h"

#include <QByteArray>

namespace assay::llm {

struct RunStats {
    int attempts = 0;
    qint64 latencyMs = 0;
    qint64 firstTokenMs = -1;
};

class Exchange {
public:
    virtual ~Exchange() = default;

    virtual HttpCall makeCall() = 0;
    virtual bool isStreaming() const { return false; }
    virtual void beginAttempt() {}

    // Bytes of a 2xx streamed answer as they arrive.
    virtual void onStreamBytes(QByteArrayView chunk) {}
    // Text already went to the caller: retrying now would deliver it twice.
    virtual bool hasDeliveredOutput() const { return false; }
    virtual bool sawFirstToken() const { return false; }
    // The model was thinking when the attempt ended: a retry would pay for the thinking again.
    virtual bool sawThinking() const { return false; }
    // Extra time before the first token, for servers that process the prompt before they send
    // anything at all (Ollama on a CPU).
    virtual int firstTokenAllowanceMs() const { return 0; }
    // An error found in the stream (an error event, a malformed chunk): stop reading.
    virtual LlmError streamError() const { return {}; }

    // The attempt's 2xx answer is over. `body` is the whole body when not streaming; `broken` says
    // the connection failed before the end. Returns the attempt's error, if any.
    virtual LlmError finishAnswer(const QByteArray &body, bool broken) = 0;
    // A non-2xx answer.
    virtual LlmError errorForStatus(int httpStatus, const QByteArray &body) = 0;
    // The attempt failed with `error`: change the request so the next attempt can succeed (a
    // field the model refuses is left out), and say so. Called once per failed attempt; the
    // runner sends the changed request at once, outside the retry budget.
    virtual bool adjustAfter(const LlmError &) { return false; }

    // Everything is over; called exactly once.
    virtual void deliver(const LlmError &error, const RunStats &stats) = 0;
};

} // namespace assay::llm
