#pragma once
// One logical request on the network thread, across all its attempts: waits for a slot under the
// provider's concurrency limit, sends, watches three deadlines per attempt (connect, first token,
// total) and one for the whole call (from the first send, across retries), retries transient
// failures with backoff (honouring Retry-After up to the cap; beyond it the call fails at once) as
// long as no text has reached the caller yet, and aborts the HTTP request within one poll interval
// (20 ms) of the cancel token being set. Deletes itself when done.

#include "concurrencygate.h"
#include "exchange.h"
#include "networkpool.h"
#include "providerconfig.h"

#include "db/resulttypes.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <memory>
#include <random>

class QNetworkAccessManager;
class QNetworkReply;

namespace assay::llm {

class DebugLog;

// What the network thread shares between runners.
struct NetworkContext {
    NetworkPool network;
    ConcurrencyGate gate;
    DebugLog *log = nullptr;
    std::mt19937_64 random{std::random_device{}()}; // jitter
};

class RequestRunner final : public QObject {
    Q_OBJECT
public:
    RequestRunner(NetworkContext &context, quint64 requestId, QString providerId,
                  ProviderLimits limits, std::unique_ptr<Exchange> exchange,
                  std::function<bool()> cancelled, QObject *parent = nullptr);
    ~RequestRunner() override;

    void start();

    static constexpr int CancelPollMs = 20;
    // Adjusted re-sends after refusals (temperature, then max_tokens, then response_format ...).
    static constexpr int MaxAdjustments = 4;

private:
    enum class Abort {
        None,
        Cancelled,
        ConnectTimeout,
        FirstTokenTimeout,
        TotalTimeout,
        CallDeadline,
        StreamError
    };

    void waitForSlot();
    void sendAttempt();
    void onReadyRead();
    void onReplyFinished();
    void onConnected();
    void abortAttempt(Abort reason);
    void pollCancel();
    void concludeAttempt(LlmError error, qint64 retryAfterMs, int httpStatus,
                         const QList<std::pair<QByteArray, QByteArray>> &headers);
    bool mayRetry(const LlmError &error) const;
    void scheduleRetry(const LlmError &error, qint64 delayMs);
    void startCallDeadline();
    void onCallDeadline();
    LlmError callDeadlineError() const;
    LlmError retryLaterError(LlmError error, qint64 retryAfterMs) const;
    void finish(const LlmError &error);
    bool replyIsSuccess() const;
    int firstTokenWaitMs() const; // the limit plus the exchange's allowance for prompt reading

    NetworkContext &m_context;
    quint64 m_id;
    QString m_providerId;
    ProviderLimits m_limits;
    std::unique_ptr<Exchange> m_exchange;
    std::function<bool()> m_cancelled;

    QPointer<QNetworkReply> m_reply;
    QByteArray m_body;      // non-streamed or error body of the current attempt
    QByteArray m_streamLog; // the start of a streamed body, for the debug log
    Abort m_abort = Abort::None;
    bool m_holdsSlot = false;
    bool m_waiting = false;
    ConcurrencyGate::Ticket m_ticket = 0;
    bool m_finished = false;
    int m_attempts = 0;
    int m_adjustments = 0; // attempts that were adjusted re-sends, not retries
    LlmError m_lastError; // of the last attempt that failed, for the call deadline's detail

    QElapsedTimer m_clock;
    qint64 m_firstTokenMs = -1;
    QTimer m_connectTimer;
    QTimer m_firstTokenTimer;
    QTimer m_totalTimer;
    QTimer m_retryTimer;
    QTimer m_callDeadlineTimer;
    QDeadlineTimer m_callDeadline; // for the time left when a retry is considered
    QTimer m_cancelPoll;
};

} // namespace assay::llm
