// Every fault the fake server can inject gives the documented error or a successful retry:
// 429 (Retry-After in seconds and as an HTTP-date, and beyond the retry cap), 5xx, resets before and after the first token,
// malformed JSON, truncated streams, empty answers, error events, endless streams and silent
// servers (timeouts); cancellation mid-stream, in the queue and during backoff returns promptly;
// a burst of 100 requests never has more than the provider's limit in flight; the whole-call
// deadline stops retries and cuts an attempt in flight.

#include "llmtesthelpers.h"

#include <QMutex>
#include <QTcpServer>
#include <QTcpSocket>

using namespace assay;
using fakellm::Match;
using fakellm::Reply;
using Kind = llm::LlmError::Kind;

namespace {

const QString Key = QStringLiteral("sk-faults-0123456789abcdef");

struct DeltaCounter {
    QMutex mutex;
    QString text;
    llm::DeltaCallback callback() {
        return [this](const QString &d) {
            QMutexLocker lock(&mutex);
            text += d;
        };
    }
    bool any() {
        QMutexLocker lock(&mutex);
        return !text.isEmpty();
    }
};

qint64 gapMs(const fakellm::RecordedRequest &a, const fakellm::RecordedRequest &b) {
    return a.receivedAt.msecsTo(b.receivedAt);
}

} // namespace

class TestLlmFaults : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void rateLimitIsRetriedAfterRetryAfterSeconds();
    void rateLimitRetryAfterAsHttpDate();
    void rateLimitGivesUpAfterMaxRetries();
    void retryAfterBeyondTheCapFailsAtOnce_data();
    void retryAfterBeyondTheCapFailsAtOnce();
    void serverErrorIsRetried_data();
    void serverErrorIsRetried();
    void serverErrorGivesUp();
    void clientErrorsAreNotRetried_data();
    void clientErrorsAreNotRetried();
    void resetBeforeTheFirstTokenIsRetried();
    void resetAfterTokensKeepsThePartialAnswer();
    void resetOfAPlainAnswerIsRetried();
    void malformedJson_data();
    void malformedJson();
    void truncatedStream_data();
    void truncatedStream();
    void emptyAnswer_data();
    void emptyAnswer();
    void errorEventMidStream_data();
    void errorEventMidStream();
    void refusedConnectionIsANetworkError();
    void unansweredConnectHitsTheConnectTimeout();
    void neverEndingStreamHitsTheTotalTimeout();
    void silentServerHitsTheFirstTokenTimeout();
    void hangingPlainRequestHitsTheTotalTimeout();
    void callDeadlineStopsFurtherRetries();
    void callDeadlineCutsTheAttemptInFlight();
    void callDeadlineSkipsABackoffThatWouldOutlastIt();
    void callDeadlineStartsWhenTheFirstAttemptIsSent();
    void cancelMidStreamReturnsPromptly_data();
    void cancelMidStreamReturnsPromptly();
    void cancelWhileQueuedSendsNothing();
    void cancelDuringBackoffReturnsPromptly();
    void cancelByFutureAbortsTheRequest();
    void burstOfHundredHonoursTheConcurrencyLimit();
    void moreThanSixAtOnceReallyRunAtOnce();
    void shutdownFinishesPendingFutures();

private:
    llm::ChatResponse run(const llm::ProviderConfig &provider, const llm::ChatRequest &request,
                          db::CancelTokenPtr token = {}, llm::DeltaCallback onDelta = {}) {
        return test::await(
            m_fx->service->chat(provider, Key, request, std::move(token), std::move(onDelta)));
    }
    llm::ProviderConfig openAi() const {
        return test::fakeProvider(*m_server, llm::ProviderKind::OpenAICompatible);
    }
    llm::ProviderConfig anthropic() const {
        return test::fakeProvider(*m_server, llm::ProviderKind::Anthropic);
    }

    std::unique_ptr<fakellm::FakeLlmServer> m_server;
    std::unique_ptr<test::ServiceFixture> m_fx;
};

void TestLlmFaults::init() {
    m_server = std::make_unique<fakellm::FakeLlmServer>();
    QVERIFY(m_server->listen());
    m_fx = std::make_unique<test::ServiceFixture>();
}

void TestLlmFaults::cleanup() {
    m_fx.reset();
    m_server.reset();
}

void TestLlmFaults::rateLimitIsRetriedAfterRetryAfterSeconds() {
    m_server->on(Match::any(), Reply::rateLimited(1), 1);
    m_server->on(Match::any(), Reply::text(QStringLiteral("after the wait")));
    const llm::ChatResponse r = run(openAi(), test::ask(QStringLiteral("q")));
    QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
    QCOMPARE(r.text, QStringLiteral("after the wait"));
    QCOMPARE(r.attempts, 2);
    const auto requests = m_server->requests();
    QCOMPARE(requests.size(), 2);
    // Backoff alone would be ~50 ms; Retry-After asked for a second.
    QVERIFY2(gapMs(requests[0], requests[1]) >= 950,
             qPrintable(QString::number(gapMs(requests[0], requests[1]))));
}

void TestLlmFaults::rateLimitRetryAfterAsHttpDate() {
    m_server->on(Match::any(), Reply::rateLimitedUntil(2), 1);
    const llm::ChatResponse r = run(anthropic(), test::ask(QStringLiteral("q")));
    QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
    QCOMPARE(r.attempts, 2);
    const auto requests = m_server->requests();
    // The date has one-second resolution: "two seconds from now" is one to two seconds away.
    QVERIFY2(gapMs(requests[0], requests[1]) >= 900,
             qPrintable(QString::number(gapMs(requests[0], requests[1]))));
}

void TestLlmFaults::rateLimitGivesUpAfterMaxRetries() {
    m_server->on(Match::any(), Reply::rateLimited(0));
    const llm::ChatResponse r = run(openAi(), test::ask(QStringLiteral("q")));
    QCOMPARE(r.error.kind, Kind::RateLimited);
    QCOMPARE(r.error.httpStatus, 429);
    QCOMPARE(r.attempts, 3); // the first try and maxRetries = 2
    QCOMPARE(m_server->requests().size(), 3);
    QVERIFY(r.error.detail.contains("Rate limit reached"));
}

void TestLlmFaults::retryAfterBeyondTheCapFailsAtOnce_data() {
    QTest::addColumn<bool>("asDate");
    QTest::addColumn<int>("seconds");
    QTest::addColumn<QString>("wait");
    QTest::newRow("seconds") << false << 120 << QStringLiteral("2 minutes");
    QTest::newRow("http-date") << true << 600 << QStringLiteral("10 minutes");
}

void TestLlmFaults::retryAfterBeyondTheCapFailsAtOnce() {
    QFETCH(bool, asDate);
    QFETCH(int, seconds);
    QFETCH(QString, wait);
    m_server->on(Match::any(),
                 asDate ? Reply::rateLimitedUntil(seconds) : Reply::rateLimited(seconds));
    auto provider = openAi(); // retryMaxDelayMs = 5 s: waiting would only be cut short
    const QDateTime before = QDateTime::currentDateTime();
    const llm::ChatResponse r = run(provider, test::ask(QStringLiteral("q")));
    const QDateTime after = QDateTime::currentDateTime();
    QCOMPARE(r.error.kind, Kind::RateLimited);
    QCOMPARE(r.error.httpStatus, 429);
    QCOMPARE(r.attempts, 1);
    QCOMPARE(m_server->requests().size(), 1);
    QVERIFY2(r.error.message.contains(wait), qPrintable(r.error.message));
    // The time to try again in the user's locale, rounded up to the minute (the short format has
    // no seconds), whichever side of a minute the call fell. An HTTP date has whole seconds, so
    // the server's moment can be up to a second before now + seconds.
    auto shown = [&](const QDateTime &now) {
        QDateTime at = now.addSecs(seconds);
        if (at.time().second() > 0 || at.time().msec() > 0)
            at = at.addSecs(60 - at.time().second()).addMSecs(-at.time().msec());
        return QLocale().toString(at.time(), QLocale::ShortFormat);
    };
    QVERIFY2(r.error.message.contains(shown(before)) || r.error.message.contains(shown(after)) ||
                 (asDate && r.error.message.contains(shown(before.addSecs(-1)))),
             qPrintable(r.error.message));
}

void TestLlmFaults::serverErrorIsRetried_data() {
    QTest::addColumn<int>("status");
    QTest::addColumn<bool>("stream");
    QTest::newRow("500 streamed") << 500 << true;
    QTest::newRow("502 plain") << 502 << false;
    QTest::newRow("503 streamed") << 503 << true;
    QTest::newRow("529 overloaded") << 529 << true;
}

void TestLlmFaults::serverErrorIsRetried() {
    QFETCH(int, status);
    QFETCH(bool, stream);
    m_server->on(Match::any(), Reply::serverError(status), 1);
    m_server->on(Match::any(), Reply::text(QStringLiteral("recovered")));
    const llm::ChatResponse r = run(openAi(), test::ask(QStringLiteral("q"), stream));
    QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
    QCOMPARE(r.text, QStringLiteral("recovered"));
    QCOMPARE(r.attempts, 2);
}

void TestLlmFaults::serverErrorGivesUp() {
    m_server->on(Match::any(), Reply::serverError(500));
    const llm::ChatResponse r = run(anthropic(), test::ask(QStringLiteral("q")));
    QCOMPARE(r.error.kind, Kind::Server);
    QCOMPARE(r.error.httpStatus, 500);
    QCOMPARE(r.attempts, 3);
}

void TestLlmFaults::clientErrorsAreNotRetried_data() {
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("kind");
    QTest::newRow("401") << 401 << int(Kind::Auth);
    QTest::newRow("403") << 403 << int(Kind::Auth);
    QTest::newRow("400") << 400 << int(Kind::BadRequest);
    QTest::newRow("404") << 404 << int(Kind::BadRequest);
}

void TestLlmFaults::clientErrorsAreNotRetried() {
    QFETCH(int, status);
    QFETCH(int, kind);
    m_server->on(Match::any(), Reply::status(status));
    const llm::ChatResponse r = run(openAi(), test::ask(QStringLiteral("q")));
    QCOMPARE(int(r.error.kind), kind);
    QCOMPARE(r.error.httpStatus, status);
    QCOMPARE(r.attempts, 1);
    QCOMPARE(m_server->requests().size(), 1);
}

void TestLlmFaults::resetBeforeTheFirstTokenIsRetried() {
    m_server->on(Match::any(), Reply::resetMidStream(QStringLiteral("never seen"), 0), 1);
    m_server->on(Match::any(), Reply::text(QStringLiteral("second time lucky")));
    const llm::ChatResponse r = run(openAi(), test::ask(QStringLiteral("q")));
    QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
    QCOMPARE(r.text, QStringLiteral("second time lucky"));
    QCOMPARE(r.attempts, 2);
}

void TestLlmFaults::resetAfterTokensKeepsThePartialAnswer() {
    m_server->on(Match::any(), Reply::resetMidStream(QStringLiteral("alpha beta gamma delta"), 2));
    DeltaCounter deltas;
    const llm::ChatResponse r =
        run(openAi(), test::ask(QStringLiteral("q")), {}, deltas.callback());
    // Qt 6.4 reports a reset inside a chunked body either as an error or as a clean end of body
    // (then the missing [DONE] makes it Truncated); both are documented outcomes.
    QVERIFY2(r.error.kind == Kind::Network || r.error.kind == Kind::Truncated,
             qPrintable(r.error.displayText()));
    QCOMPARE(r.text, QStringLiteral("alpha beta"));
    QCOMPARE(deltas.text, QStringLiteral("alpha beta"));
    QCOMPARE(r.attempts, 1); // retrying would repeat text the caller already has
}

void TestLlmFaults::resetOfAPlainAnswerIsRetried() {
    m_server->on(Match::any(), Reply::resetMidStream(QStringLiteral("x")), 1);
    const llm::ChatResponse r = run(openAi(), test::ask(QStringLiteral("q"), false));
    QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
    QCOMPARE(r.attempts, 2);
}

void TestLlmFaults::malformedJson_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("stream");
    QTest::newRow("openai plain") << int(llm::ProviderKind::OpenAICompatible) << false;
    QTest::newRow("openai streamed") << int(llm::ProviderKind::OpenAICompatible) << true;
    QTest::newRow("anthropic plain") << int(llm::ProviderKind::Anthropic) << false;
    QTest::newRow("anthropic streamed") << int(llm::ProviderKind::Anthropic) << true;
}

void TestLlmFaults::malformedJson() {
    QFETCH(int, kind);
    QFETCH(bool, stream);
    m_server->on(Match::any(), Reply::malformedJson());
    const llm::ChatResponse r = run(test::fakeProvider(*m_server, llm::ProviderKind(kind)),
                                    test::ask(QStringLiteral("q"), stream));
    QCOMPARE(r.error.kind, Kind::BadResponse);
    QCOMPARE(r.attempts, 1);
    QVERIFY(!r.error.detail.isEmpty());
}

void TestLlmFaults::truncatedStream_data() {
    QTest::addColumn<int>("kind");
    QTest::newRow("openai") << int(llm::ProviderKind::OpenAICompatible);
    QTest::newRow("anthropic") << int(llm::ProviderKind::Anthropic);
}

void TestLlmFaults::truncatedStream() {
    QFETCH(int, kind);
    m_server->on(Match::any(), Reply::truncatedStream(QStringLiteral("one two three four"), 3));
    const llm::ChatResponse r =
        run(test::fakeProvider(*m_server, llm::ProviderKind(kind)), test::ask(QStringLiteral("q")));
    QCOMPARE(r.error.kind, Kind::Truncated);
    QCOMPARE(r.text, QStringLiteral("one two three"));
}

void TestLlmFaults::emptyAnswer_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("stream");
    QTest::newRow("openai plain") << int(llm::ProviderKind::OpenAICompatible) << false;
    QTest::newRow("openai streamed") << int(llm::ProviderKind::OpenAICompatible) << true;
    QTest::newRow("anthropic plain") << int(llm::ProviderKind::Anthropic) << false;
    QTest::newRow("anthropic streamed") << int(llm::ProviderKind::Anthropic) << true;
}

void TestLlmFaults::emptyAnswer() {
    QFETCH(int, kind);
    QFETCH(bool, stream);
    m_server->on(Match::any(), Reply::emptyAnswer());
    const llm::ChatResponse r = run(test::fakeProvider(*m_server, llm::ProviderKind(kind)),
                                    test::ask(QStringLiteral("q"), stream));
    QCOMPARE(r.error.kind, Kind::EmptyAnswer);
    QVERIFY(r.text.isEmpty());
    QCOMPARE(r.attempts, 1);
}

void TestLlmFaults::errorEventMidStream_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("errorType");
    QTest::addColumn<int>("expected");
    QTest::newRow("anthropic overloaded")
        << int(llm::ProviderKind::Anthropic) << "overloaded_error" << int(Kind::Server);
    QTest::newRow("anthropic rate limit")
        << int(llm::ProviderKind::Anthropic) << "rate_limit_error" << int(Kind::RateLimited);
    QTest::newRow("openai server error")
        << int(llm::ProviderKind::OpenAICompatible) << "server_error" << int(Kind::Server);
}

void TestLlmFaults::errorEventMidStream() {
    QFETCH(int, kind);
    QFETCH(QString, errorType);
    QFETCH(int, expected);
    m_server->on(Match::any(), Reply::streamError(errorType, 1));
    const llm::ChatResponse r =
        run(test::fakeProvider(*m_server, llm::ProviderKind(kind)), test::ask(QStringLiteral("q")));
    QCOMPARE(int(r.error.kind), expected);
    QCOMPARE(r.text, QStringLiteral("partial"));
    QCOMPARE(r.attempts, 1); // text was already delivered
    QVERIFY(r.error.detail.contains("overloaded"));
}

void TestLlmFaults::refusedConnectionIsANetworkError() {
    QTcpServer closed;
    QVERIFY(closed.listen(QHostAddress::LocalHost));
    const quint16 port = closed.serverPort();
    closed.close(); // nothing listens there now
    auto provider = openAi();
    provider.baseUrl = QStringLiteral("http://127.0.0.1:%1/v1").arg(port);
    const llm::ChatResponse r = run(provider, test::ask(QStringLiteral("q")));
    QCOMPARE(r.error.kind, Kind::Network);
    QCOMPARE(r.attempts, 3);
    QVERIFY(!r.error.detail.isEmpty());
}

void TestLlmFaults::unansweredConnectHitsTheConnectTimeout() {
    // A listening socket that never accepts, with its one-place backlog already taken: the
    // kernel drops further SYNs, so the client's connect hangs (all on loopback).
    QTcpServer stuck;
    stuck.setListenBacklogSize(0);
    QVERIFY(stuck.listen(QHostAddress::LocalHost));
    stuck.pauseAccepting();
    QList<std::shared_ptr<QTcpSocket>> fillers;
    for (int i = 0; i < 4; ++i) {
        auto s = std::make_shared<QTcpSocket>();
        s->connectToHost(QHostAddress::LocalHost, stuck.serverPort());
        fillers.append(s);
    }
    // The fillers' handshakes fill the paused server's backlog: once one has completed, the
    // kernel holds it and drops the SYNs of the rest (and of the provider's).
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(fillers.cbegin(), fillers.cend(),
                                         [](const auto &f) { return f->state() == QAbstractSocket::ConnectedState; }),
                             10000);
    auto provider = openAi();
    provider.baseUrl = QStringLiteral("http://127.0.0.1:%1/v1").arg(stuck.serverPort());
    provider.limits.connectTimeoutMs = 700;
    provider.limits.maxRetries = 0;
    const llm::ChatResponse r = run(provider, test::ask(QStringLiteral("q")));
    QCOMPARE(r.error.kind, Kind::Timeout);
    QVERIFY2(r.error.message.contains("reach"), qPrintable(r.error.message));
}

void TestLlmFaults::neverEndingStreamHitsTheTotalTimeout() {
    m_server->on(Match::any(), Reply::neverEnding());
    auto provider = openAi();
    provider.limits.totalTimeoutMs = 1500;
    provider.limits.maxRetries = 0;
    QElapsedTimer clock;
    clock.start();
    const llm::ChatResponse r = run(provider, test::ask(QStringLiteral("q")));
    QCOMPARE(r.error.kind, Kind::Timeout);
    QVERIFY(r.text.startsWith("and on and on"));
    QVERIFY(clock.elapsed() >= 1400);
    QTRY_COMPARE_WITH_TIMEOUT(m_server->inFlight(), 0, 5000); // the connection was closed
}

void TestLlmFaults::silentServerHitsTheFirstTokenTimeout() {
    m_server->on(Match::any(), Reply::text(QStringLiteral("too late")).withDelay(4000));
    auto provider = anthropic();
    provider.limits.firstTokenTimeoutMs = 500;
    provider.limits.maxRetries = 0;
    const llm::ChatResponse r = run(provider, test::ask(QStringLiteral("q")));
    QCOMPARE(r.error.kind, Kind::Timeout);
    QVERIFY(r.error.message.contains("start answering"));
}

void TestLlmFaults::hangingPlainRequestHitsTheTotalTimeout() {
    m_server->on(Match::any(), Reply::hang(), 1);
    m_server->on(Match::any(), Reply::text(QStringLiteral("the retry worked")));
    auto provider = openAi();
    provider.limits.totalTimeoutMs = 800;
    const llm::ChatResponse r = run(provider, test::ask(QStringLiteral("q"), false));
    QVERIFY2(r.ok(), qPrintable(r.error.displayText())); // a timeout is transient: retried
    QCOMPARE(r.attempts, 2);
}

void TestLlmFaults::callDeadlineStopsFurtherRetries() {
    m_server->on(Match::any(), Reply::serverError(503).withDelay(300));
    auto provider = openAi();
    provider.limits.maxRetries = 10; // about 15 s of attempts and backoff without the deadline
    provider.limits.callDeadlineMs = 1200;
    const llm::ChatResponse r = run(provider, test::ask(QStringLiteral("q")));
    QCOMPARE(r.error.kind, Kind::Timeout);
    QVERIFY2(r.error.message.contains("time limit"), qPrintable(r.error.message));
    QVERIFY2(r.error.detail.contains("Server error"), qPrintable(r.error.detail));
    QVERIFY(r.attempts >= 2);
    QVERIFY2(r.attempts <= 5, qPrintable(QString::number(r.attempts)));
}

void TestLlmFaults::callDeadlineCutsTheAttemptInFlight() {
    m_server->on(Match::any(), Reply::hang());
    auto provider = openAi();
    provider.limits.totalTimeoutMs = 5000; // three attempts: 15 s without the deadline
    provider.limits.callDeadlineMs = 1000;
    QElapsedTimer clock;
    clock.start();
    const llm::ChatResponse r = run(provider, test::ask(QStringLiteral("q"), false));
    QCOMPARE(r.error.kind, Kind::Timeout);
    QVERIFY2(r.error.message.contains("time limit"), qPrintable(r.error.message));
    QVERIFY(clock.elapsed() >= 900);
    QCOMPARE(r.attempts, 1);
    QTRY_COMPARE_WITH_TIMEOUT(m_server->inFlight(), 0, 3000); // the HTTP request was aborted
}

void TestLlmFaults::callDeadlineSkipsABackoffThatWouldOutlastIt() {
    m_server->on(Match::any(), Reply::rateLimited(2)); // within the 5 s cap, past the deadline
    auto provider = anthropic();
    provider.limits.callDeadlineMs = 1000;
    QElapsedTimer clock;
    clock.start();
    const llm::ChatResponse r = run(provider, test::ask(QStringLiteral("q")));
    // Sleeping the 2 s Retry-After first would take 2 s; skipping it takes a moment.
    QVERIFY2(clock.elapsed() < 1900, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(r.error.kind, Kind::Timeout);
    QVERIFY2(r.error.detail.contains("Rate limited"), qPrintable(r.error.detail));
    QCOMPARE(r.attempts, 1);
    QCOMPARE(m_server->requests().size(), 1);
}

void TestLlmFaults::callDeadlineStartsWhenTheFirstAttemptIsSent() {
    // A fan-out queued behind the concurrency limit must not expire before it is sent.
    m_server->on(Match::lastMessageContains("first"),
                 Reply::text(QStringLiteral("slow")).withDelay(1000));
    m_server->on(Match::any(), Reply::text(QStringLiteral("quick")));
    auto provider = openAi();
    provider.limits.maxConcurrent = 1;
    auto first = m_fx->service->chat(provider, Key, test::ask(QStringLiteral("first"), false));
    QVERIFY(m_server->waitForRequests(1));
    provider.limits.callDeadlineMs = 300; // shorter than its wait in the queue
    auto second = m_fx->service->chat(provider, Key, test::ask(QStringLiteral("second"), false));
    for (auto *f : {&first, &second}) {
        const llm::ChatResponse r = test::await(*f);
        QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
    }
    QCOMPARE(m_server->requests().size(), 2);
}

void TestLlmFaults::cancelMidStreamReturnsPromptly_data() {
    QTest::addColumn<int>("kind");
    QTest::newRow("openai") << int(llm::ProviderKind::OpenAICompatible);
    QTest::newRow("anthropic") << int(llm::ProviderKind::Anthropic);
}

void TestLlmFaults::cancelMidStreamReturnsPromptly() {
    QFETCH(int, kind);
    m_server->on(Match::any(), Reply::neverEnding(QStringLiteral("word ")));
    auto token = std::make_shared<db::CancelToken>();
    DeltaCounter deltas;
    auto future = m_fx->service->chat(test::fakeProvider(*m_server, llm::ProviderKind(kind)), Key,
                                      test::ask(QStringLiteral("q")), token, deltas.callback());
    QTRY_VERIFY_WITH_TIMEOUT(deltas.any(), 5000);
    QVERIFY(!future.isFinished());
    token->cancel();
    const llm::ChatResponse r = test::await(future);
    QCOMPARE(r.error.kind, Kind::Cancelled);
    QVERIFY(r.text.startsWith("word"));
    QTRY_COMPARE_WITH_TIMEOUT(m_server->inFlight(), 0, 3000); // the HTTP request was aborted
    QCOMPARE(m_server->requests().size(), 1);
}

void TestLlmFaults::cancelWhileQueuedSendsNothing() {
    m_server->on(Match::lastMessageContains("first"), Reply::hang());
    auto provider = openAi();
    provider.limits.maxConcurrent = 1;
    auto firstToken = std::make_shared<db::CancelToken>();
    auto secondToken = std::make_shared<db::CancelToken>();
    auto first = m_fx->service->chat(provider, Key, test::ask(QStringLiteral("first")), firstToken);
    QVERIFY(m_server->waitForRequests(1));
    auto second =
        m_fx->service->chat(provider, Key, test::ask(QStringLiteral("second")), secondToken);
    // Proof that the service has taken up the second request (instead of sleeping and hoping):
    // its one worker runs requests in order, so once a third, for another provider with no
    // limit reached, has been answered, the second has been seen and kept waiting.
    m_server->on(Match::lastMessageContains("third"), Reply::text(QStringLiteral("third answer")));
    auto other = provider;
    other.id = provider.id + QStringLiteral("-other");
    const llm::ChatResponse third = test::await(m_fx->service->chat(other, Key, test::ask(QStringLiteral("third"))), 30000);
    QVERIFY2(third.ok(), qPrintable(third.error.displayText()));
    QVERIFY(!second.isFinished());
    QCOMPARE(m_server->requests().size(), 2); // the first and the third
    secondToken->cancel();
    const llm::ChatResponse r = test::await(second, 30000);
    QCOMPARE(r.error.kind, Kind::Cancelled);
    QCOMPARE(r.attempts, 0);
    QCOMPARE(m_server->requests().size(), 2);
    firstToken->cancel();
    QCOMPARE(test::await(first, 30000).error.kind, Kind::Cancelled);
}

void TestLlmFaults::cancelDuringBackoffReturnsPromptly() {
    m_server->on(Match::any(), Reply::rateLimited(20));
    auto token = std::make_shared<db::CancelToken>();
    auto provider = anthropic();
    provider.limits.retryMaxDelayMs = 60000;
    auto future = m_fx->service->chat(provider, Key, test::ask(QStringLiteral("q")), token);
    QVERIFY(m_server->waitForRequests(1));
    QTest::qWait(200); // now sleeping until the Retry-After passes
    token->cancel();
    const llm::ChatResponse r = test::await(future, 30000);
    QCOMPARE(r.error.kind, Kind::Cancelled);
    QCOMPARE(m_server->requests().size(), 1);
}

void TestLlmFaults::cancelByFutureAbortsTheRequest() {
    m_server->on(Match::any(), Reply::neverEnding());
    auto future = m_fx->service->chat(openAi(), Key, test::ask(QStringLiteral("q")));
    QVERIFY(m_server->waitForRequests(1));
    QTRY_COMPARE_WITH_TIMEOUT(m_server->inFlight(), 1, 3000);
    future.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(m_server->inFlight(), 0, 2000);
}

void TestLlmFaults::burstOfHundredHonoursTheConcurrencyLimit() {
    const int limit = 3;
    m_server->on(Match::any(), Reply::text(QStringLiteral("fan-out answer")).withDelay(30));
    auto provider = openAi();
    provider.limits.maxConcurrent = limit;
    QList<QFuture<llm::ChatResponse>> futures;
    for (int i = 0; i < 100; ++i)
        futures.append(m_fx->service->chat(
            provider, Key, test::ask(QStringLiteral("column %1").arg(i), i % 2 == 0)));
    for (auto &f : futures) {
        const llm::ChatResponse r = test::await(f, 60000);
        QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
        QCOMPARE(r.text, QStringLiteral("fan-out answer"));
    }
    QCOMPARE(m_server->requests().size(), 100);
    QVERIFY2(m_server->maxInFlight() <= limit,
             qPrintable(QString::number(m_server->maxInFlight())));
    QVERIFY2(m_server->maxInFlight() >= 2, "requests should have overlapped up to the limit");
}

void TestLlmFaults::moreThanSixAtOnceReallyRunAtOnce() {
    // Qt opens six HTTP/1.1 connections per host and manager; a provider allowed more must still
    // get them all in flight (and none may wait inside Qt against its connect timeout).
    const int limit = 16;
    m_server->on(Match::any(), Reply::text(QStringLiteral("wide")).withDelay(400));
    auto provider = openAi();
    provider.limits.maxConcurrent = limit;
    provider.limits.connectTimeoutMs = 300; // shorter than the answer: queued-in-Qt would time out
    QList<QFuture<llm::ChatResponse>> futures;
    for (int i = 0; i < 2 * limit; ++i)
        futures.append(m_fx->service->chat(provider, Key, test::ask(QStringLiteral("table %1").arg(i), false)));
    for (auto &f : futures) {
        const llm::ChatResponse r = test::await(f, 30000);
        QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
    }
    QCOMPARE(m_server->maxInFlight(), limit);
}

void TestLlmFaults::shutdownFinishesPendingFutures() {
    m_server->on(Match::any(), Reply::neverEnding());
    auto future = m_fx->service->chat(openAi(), Key, test::ask(QStringLiteral("q")));
    QVERIFY(m_server->waitForRequests(1));
    m_fx.reset(); // destroys the service with a stream running
    QVERIFY(future.isFinished());
    QCOMPARE(future.result().error.kind, Kind::Cancelled);
}

QTEST_GUILESS_MAIN(TestLlmFaults)
#include "tst_llm_faults.moc"
