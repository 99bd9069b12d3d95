#include "requestrunner.h"

#include "debuglog.h"
#include "retrypolicy.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace assay::llm {

namespace {

bool isSuccess(int status) {
    return status >= 200 && status < 300;
}

} // namespace

RequestRunner::RequestRunner(NetworkContext &context, quint64 requestId, QString providerId,
                             ProviderLimits limits, std::unique_ptr<Exchange> exchange,
                             std::function<bool()> cancelled, QObject *parent)
    : QObject(parent)
    , m_context(context)
    , m_id(requestId)
    , m_providerId(std::move(providerId))
    , m_limits(limits)
    , m_exchange(std::move(exchange))
    , m_cancelled(std::move(cancelled)) {
    for (QTimer *t : {&m_connectTimer, &m_firstTokenTimer, &m_totalTimer, &m_retryTimer,
                      &m_callDeadlineTimer})
        t->setSingleShot(true);
    connect(&m_connectTimer, &QTimer::timeout, this,
            [this] { abortAttempt(Abort::ConnectTimeout); });
    connect(&m_firstTokenTimer, &QTimer::timeout, this,
            [this] { abortAttempt(Abort::FirstTokenTimeout); });
    connect(&m_totalTimer, &QTimer::timeout, this, [this] { abortAttempt(Abort::TotalTimeout); });
    connect(&m_retryTimer, &QTimer::timeout, this, &RequestRunner::waitForSlot);
    connect(&m_callDeadlineTimer, &QTimer::timeout, this, &RequestRunner::onCallDeadline);
    m_cancelPoll.setInterval(CancelPollMs);
    connect(&m_cancelPoll, &QTimer::timeout, this, &RequestRunner::pollCancel);
}

RequestRunner::~RequestRunner() {
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
    // Destroyed before finishing: the service is shutting down. Whoever waits still gets an answer.
    if (!m_finished) {
        m_finished = true;
        RunStats stats;
        stats.attempts = m_attempts;
        stats.latencyMs = m_clock.isValid() ? m_clock.elapsed() : 0;
        m_exchange->deliver(
            LlmError::make(LlmError::Kind::Cancelled, tr("Assay is shutting down.")), stats);
    }
}

void RequestRunner::start() {
    m_clock.start();
    m_cancelPoll.start();
    waitForSlot();
}

void RequestRunner::waitForSlot() {
    if (m_cancelled && m_cancelled()) {
        finish(LlmError::make(LlmError::Kind::Cancelled, tr("The request was cancelled.")));
        return;
    }
    m_waiting = true;
    m_ticket = m_context.gate.acquire(m_providerId, m_limits.maxConcurrent, [this] {
        m_waiting = false;
        m_holdsSlot = true;
        // Not from inside the gate: sending may fail at once and release the slot re-entrantly.
        QMetaObject::invokeMethod(this, &RequestRunner::sendAttempt, Qt::QueuedConnection);
    });
}

void RequestRunner::sendAttempt() {
    if (m_finished)
        return;
    if (m_cancelled && m_cancelled()) {
        finish(LlmError::make(LlmError::Kind::Cancelled, tr("The request was cancelled.")));
        return;
    }
    if (m_attempts == 0)
        startCallDeadline();
    ++m_attempts;
    m_abort = Abort::None;
    m_body.clear();
    m_streamLog.clear();
    m_exchange->beginAttempt();

    const HttpCall call = m_exchange->makeCall();
    if (m_context.log)
        m_context.log->logRequest(m_id, m_attempts, call);
    QNetworkRequest request(call.url);
    for (const auto &[name, value] : call.headers)
        request.setRawHeader(name, value);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute,
                         QNetworkRequest::AlwaysNetwork);
    request.setHeader(QNetworkRequest::UserAgentHeader, QByteArray("Assay/" ASSAY_VERSION));
    // A streamed answer must not be held back by Qt's decompression buffering.
    if (m_exchange->isStreaming())
        request.setRawHeader("Accept-Encoding", "identity");

    m_reply = m_context.network.send(request, call.verb, call.body);
    connect(m_reply, &QNetworkReply::requestSent, this, &RequestRunner::onConnected);
    connect(m_reply, &QNetworkReply::metaDataChanged, this, &RequestRunner::onConnected);
    connect(m_reply, &QNetworkReply::readyRead, this, &RequestRunner::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &RequestRunner::onReplyFinished);

    m_connectTimer.start(m_limits.connectTimeoutMs);
    m_totalTimer.start(m_limits.totalTimeoutMs);
}

void RequestRunner::onConnected() {
    if (!m_connectTimer.isActive())
        return;
    m_connectTimer.stop();
    if (m_exchange->isStreaming() && !m_exchange->sawFirstToken())
        m_firstTokenTimer.start(firstTokenWaitMs());
}

int RequestRunner::firstTokenWaitMs() const {
    return int(qMin<qint64>(qint64(m_limits.firstTokenTimeoutMs) + m_exchange->firstTokenAllowanceMs(),
                            std::numeric_limits<int>::max()));
}

bool RequestRunner::replyIsSuccess() const {
    return m_reply &&
           isSuccess(m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt());
}

void RequestRunner::onReadyRead() {
    if (!m_reply || m_abort != Abort::None)
        return;
    onConnected();
    const QByteArray chunk = m_reply->readAll();
    if (!m_exchange->isStreaming() || !replyIsSuccess()) {
        m_body.append(chunk);
        return;
    }
    if (m_streamLog.size() < DebugLog::MaxBodyBytes)
        m_streamLog.append(chunk.left(DebugLog::MaxBodyBytes - m_streamLog.size()));
    const bool hadToken = m_exchange->sawFirstToken();
    m_exchange->onStreamBytes(chunk);
    if (!hadToken && m_exchange->sawFirstToken()) {
        m_firstTokenTimer.stop();
        if (m_firstTokenMs < 0)
            m_firstTokenMs = m_clock.elapsed();
    } else if (!hadToken && m_firstTokenTimer.isActive()) {
        // Bytes before the first token (a keep-alive comment, a ping, response.in_progress):
        // the server is at work, so the wait starts again rather than counting it as silence.
        m_firstTokenTimer.start(firstTokenWaitMs());
    }
    if (m_exchange->streamError())
        abortAttempt(Abort::StreamError);
}

void RequestRunner::abortAttempt(Abort reason) {
    if (!m_reply || m_abort != Abort::None)
        return;
    m_abort = reason;
    m_reply->abort(); // emits finished, handled in onReplyFinished
}

void RequestRunner::pollCancel() {
    if (m_finished || !m_cancelled || !m_cancelled())
        return;
    if (m_reply) {
        abortAttempt(Abort::Cancelled);
        return;
    }
    finish(LlmError::make(LlmError::Kind::Cancelled, tr("The request was cancelled.")));
}

void RequestRunner::onReplyFinished() {
    QNetworkReply *reply = m_reply;
    if (!reply || sender() != reply)
        return;
    m_connectTimer.stop();
    m_firstTokenTimer.stop();
    m_totalTimer.stop();
    if (m_abort == Abort::None && reply->bytesAvailable() > 0)
        onReadyRead();

    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    QList<std::pair<QByteArray, QByteArray>> headers;
    for (const auto &pair : reply->rawHeaderPairs())
        headers.append({pair.first, pair.second});
    const QNetworkReply::NetworkError netError = reply->error();
    const QString netErrorText = reply->errorString();
    qint64 retryAfterMs = -1;
    if (reply->hasRawHeader("retry-after-ms"))
        retryAfterMs = parseRetryAfter(reply->rawHeader("retry-after-ms")) / 1000;
    if (retryAfterMs < 0 && reply->hasRawHeader("Retry-After"))
        retryAfterMs = parseRetryAfter(reply->rawHeader("Retry-After"));
    reply->disconnect(this);
    reply->deleteLater();
    m_reply.clear();

    LlmError error;
    switch (m_abort) {
    case Abort::Cancelled:
        if (m_context.log)
            m_context.log->logNote(m_id,
                                   QStringLiteral("cancelled during attempt %1").arg(m_attempts));
        finish(LlmError::make(LlmError::Kind::Cancelled, tr("The request was cancelled.")));
        return;
    case Abort::CallDeadline:
        if (m_context.log)
            m_context.log->logNote(
                m_id, QStringLiteral("call deadline passed during attempt %1").arg(m_attempts));
        finish(callDeadlineError());
        return;
    case Abort::ConnectTimeout:
        error =
            LlmError::make(LlmError::Kind::Timeout, tr("Could not reach the provider within %1 s.")
                                                        .arg(m_limits.connectTimeoutMs / 1000.0));
        break;
    case Abort::FirstTokenTimeout:
        error = LlmError::make(LlmError::Kind::Timeout,
                               tr("The model did not start answering within %1 s.")
                                   .arg(m_limits.firstTokenTimeoutMs / 1000.0));
        break;
    case Abort::TotalTimeout:
        error = LlmError::make(
            LlmError::Kind::Timeout,
            m_exchange->sawThinking()
                ? tr("The model was still thinking after %1 s. It was not asked again, which "
                     "would pay for the thinking twice: raise the time limit or lower the "
                     "reasoning effort under Advanced.")
                      .arg(m_limits.totalTimeoutMs / 1000.0)
                : tr("The answer took longer than %1 s.").arg(m_limits.totalTimeoutMs / 1000.0));
        break;
    case Abort::StreamError:
        error = m_exchange->streamError();
        break;
    case Abort::None:
        if (isSuccess(status)) {
            error = m_exchange->finishAnswer(m_body, netError != QNetworkReply::NoError);
        } else if (status > 0) {
            error = m_exchange->errorForStatus(status, m_body);
        } else {
            error = LlmError::make(LlmError::Kind::Network, tr("Could not talk to the provider."));
            error.detail = netErrorText;
        }
        break;
    }
    const QByteArray logged = m_exchange->isStreaming() && isSuccess(status) ? m_streamLog : m_body;
    if (m_context.log)
        m_context.log->logResponse(m_id, m_attempts, status, headers, logged,
                                   error ? error.displayText() + QStringLiteral(" ") + error.detail
                                         : QStringLiteral("ok"));
    concludeAttempt(error, retryAfterMs, status, headers);
}

void RequestRunner::concludeAttempt(LlmError error, qint64 retryAfterMs, int,
                                    const QList<std::pair<QByteArray, QByteArray>> &) {
    if (!error) {
        finish(error);
        return;
    }
    // A refusal that names a field the model does not take: the same request without it, at
    // once (the slot is still held), once per field.
    if (m_adjustments < MaxAdjustments && m_exchange->adjustAfter(error)) {
        ++m_adjustments;
        if (m_context.log)
            m_context.log->logNote(m_id, QStringLiteral("adjusting the request after: %1 %2")
                                             .arg(error.displayText(), error.detail));
        QMetaObject::invokeMethod(this, &RequestRunner::sendAttempt, Qt::QueuedConnection);
        return;
    }
    // Retrying before the provider's own time would be refused again; say when instead.
    if (error.isTransient() && retryAfterExceedsCap(retryAfterMs, m_limits)) {
        finish(retryLaterError(error, retryAfterMs));
        return;
    }
    if (!mayRetry(error)) {
        finish(error);
        return;
    }
    m_lastError = error;
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const qint64 delay = retryDelayMs(m_attempts, retryAfterMs, m_limits, unit(m_context.random));
    // No point sleeping through the rest of the call's time only to be cut off on waking.
    if (m_callDeadline.hasExpired() || delay >= m_callDeadline.remainingTime()) {
        finish(callDeadlineError());
        return;
    }
    scheduleRetry(error, delay);
}

bool RequestRunner::mayRetry(const LlmError &error) const {
    // Never once text has reached the caller: it would arrive twice. Nor when the model was
    // thinking when the attempt ended: the provider bills that thinking, and a retry would
    // think (and bill) it all again.
    return error.isTransient() && m_attempts - m_adjustments <= m_limits.maxRetries &&
           !m_exchange->hasDeliveredOutput() && !m_exchange->sawThinking();
}

void RequestRunner::scheduleRetry(const LlmError &error, qint64 delayMs) {
    // The slot goes back while we wait, so the provider's other requests are not held up.
    if (m_holdsSlot) {
        m_holdsSlot = false;
        m_context.gate.release(m_providerId);
    }
    if (m_context.log)
        m_context.log->logNote(
            m_id,
            QStringLiteral("retrying in %1 ms after: %2").arg(delayMs).arg(error.displayText()));
    m_retryTimer.start(int(qMin<qint64>(delayMs, std::numeric_limits<int>::max())));
}

// From the first send, not from entering the queue: a fan-out waiting behind the concurrency
// limit must not expire before it was ever sent.
void RequestRunner::startCallDeadline() {
    m_callDeadline.setRemainingTime(m_limits.callDeadlineMs);
    m_callDeadlineTimer.start(m_limits.callDeadlineMs);
}

void RequestRunner::onCallDeadline() {
    if (m_finished)
        return;
    if (m_reply) {
        abortAttempt(Abort::CallDeadline); // finishes in onReplyFinished
        return;
    }
    // Backing off or queued for a slot to retry.
    if (m_context.log)
        m_context.log->logNote(m_id, QStringLiteral("call deadline passed between attempts"));
    finish(callDeadlineError());
}

LlmError RequestRunner::callDeadlineError() const {
    LlmError error = LlmError::make(LlmError::Kind::Timeout,
                                    tr("No answer within the call's time limit of %1 s.")
                                        .arg(m_limits.callDeadlineMs / 1000.0));
    // What kept failing, so "timed out" does not hide a provider that was down or refusing.
    if (m_lastError) {
        error.detail = tr("Last error: %1").arg(m_lastError.displayText());
        if (!m_lastError.detail.isEmpty())
            error.detail += QStringLiteral(" ") + m_lastError.detail;
    }
    return error;
}

LlmError RequestRunner::retryLaterError(LlmError error, qint64 retryAfterMs) const {
    // Kind, status and the provider's own text stay; the message says when to come back.
    error.message = retryLaterMessage(retryAfterMs);
    if (m_context.log)
        m_context.log->logNote(
            m_id, QStringLiteral("not retrying: Retry-After %1 ms exceeds the cap of %2 ms")
                      .arg(retryAfterMs)
                      .arg(m_limits.retryMaxDelayMs));
    return error;
}

void RequestRunner::finish(const LlmError &error) {
    if (m_finished)
        return;
    m_finished = true;
    for (QTimer *t : {&m_connectTimer, &m_firstTokenTimer, &m_totalTimer, &m_retryTimer,
                      &m_callDeadlineTimer, &m_cancelPoll})
        t->stop();
    if (m_waiting)
        m_context.gate.withdraw(m_providerId, m_ticket);
    m_waiting = false;
    if (m_holdsSlot) {
        m_holdsSlot = false;
        m_context.gate.release(m_providerId);
    }
    RunStats stats;
    stats.attempts = m_attempts;
    stats.latencyMs = m_clock.elapsed();
    stats.firstTokenMs = m_firstTokenMs;
    m_exchange->deliver(error, stats);
    deleteLater();
}

} // namespace assay::llm
