// Streams recorded from the real services by their official SDKs' tests (tests/fakellm/fixtures,
// README.md there says where each comes from), replayed byte for byte over HTTP: whole and
// trickled 1-7 bytes at a time. Nobody on the team wrote these bytes, so they check the decoders
// against what the services really send: the usage-only final chunk, logprobs, a ping, a last
// event with no blank line after it, a thinking block, an error event after a 200, and 529.

#include "llmtesthelpers.h"

#include "llm/answerparsing.h"
#include "llm/anthropicprovider.h"
#include "llm/sseparser.h"

#include <QCryptographicHash>
#include <QMutex>

using namespace assay;
using fakellm::Match;
using fakellm::Reply;

namespace {

const QString Key = QStringLiteral("sk-test-0123456789abcdef");

struct Deltas {
    QMutex mutex;
    QString text;
    llm::DeltaCallback callback() {
        return [this](const QString &d) {
            QMutexLocker lock(&mutex);
            text += d;
        };
    }
};

} // namespace

class TestLlmRecorded : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void fixturesAreTheRecordedBytes();
    void openAiCompleteAnswerWithUsageChunk_data();
    void openAiCompleteAnswerWithUsageChunk();
    void openAiJsonCutAtTheTokenLimit();
    void anthropicStreamEndingWithoutABlankLine_data();
    void anthropicStreamEndingWithoutABlankLine();
    void anthropicThinkingIsNotTheAnswer();
    void anthropicErrorEventAfterText();
    void anthropicOverloadedIsRetried();
    void sseParserDeliversTheLastEventAtTheEnd();

private:
    llm::ChatResponse replay(llm::ProviderKind kind, const QString &file, bool trickle, Deltas *deltas = nullptr) {
        const QByteArray body = Reply::recordedFixture(file);
        if (body.isEmpty())
            qFatal("missing recorded fixture %s", qPrintable(file));
        m_server->on(Match::any(), Reply::recorded(body).withTrickle(trickle));
        auto provider = test::fakeProvider(*m_server, kind);
        return test::await(m_fx->service->chat(provider, Key, test::ask(QStringLiteral("hi")), {},
                                               deltas ? deltas->callback() : llm::DeltaCallback()));
    }
    std::unique_ptr<fakellm::FakeLlmServer> m_server;
    std::unique_ptr<test::ServiceFixture> m_fx;
};

void TestLlmRecorded::init() {
    m_server = std::make_unique<fakellm::FakeLlmServer>();
    QVERIFY(m_server->listen());
    m_fx = std::make_unique<test::ServiceFixture>();
}

void TestLlmRecorded::cleanup() {
    m_fx.reset();
    m_server.reset();
}

void TestLlmRecorded::fixturesAreTheRecordedBytes() {
    // inline-snapshot names its files by the SHA-256 of their content.
    for (const QString &name : {QStringLiteral("openai-python_69363a555f8e.bin"), QStringLiteral("openai-python_be1089999ca5.bin")}) {
        const QByteArray hash = QCryptographicHash::hash(Reply::recordedFixture(name), QCryptographicHash::Sha256).toHex();
        QVERIFY2(hash.startsWith(name.section(u'_', 1).section(u'.', 0, 0).toLatin1()), qPrintable(name));
    }
    const QByteArray anthropic = Reply::recordedFixture(QStringLiteral("anthropic-sdk-python_basic_response.txt"));
    QCOMPARE(anthropic.size(), 1046);
    QVERIFY(anthropic.endsWith("data: {\"type\":\"message_stop\"}")); // no newline after it
}

void TestLlmRecorded::openAiCompleteAnswerWithUsageChunk_data() {
    QTest::addColumn<bool>("trickle");
    QTest::newRow("as recorded") << false;
    QTest::newRow("trickled") << true;
}

void TestLlmRecorded::openAiCompleteAnswerWithUsageChunk() {
    QFETCH(bool, trickle);
    Deltas deltas;
    const llm::ChatResponse r = replay(llm::ProviderKind::OpenAICompatible, QStringLiteral("openai-python_be1089999ca5.bin"), trickle, &deltas);
    QVERIFY2(r.ok(), qPrintable(r.error.explain()));
    QCOMPARE(r.text, QStringLiteral("Foo."));
    QCOMPARE(deltas.text, QStringLiteral("Foo."));
    QCOMPARE(r.model, QStringLiteral("gpt-4o-2024-08-06"));
    QCOMPARE(r.finish, llm::FinishReason::Stop);
    // From the usage-only chunk (choices: []) before [DONE].
    QCOMPARE(r.usage.promptTokens, 9);
    QCOMPARE(r.usage.completionTokens, 2);
    QVERIFY(!r.usage.estimated);
}

void TestLlmRecorded::openAiJsonCutAtTheTokenLimit() {
    const llm::ChatResponse r = replay(llm::ProviderKind::OpenAICompatible, QStringLiteral("openai-python_69363a555f8e.bin"), false);
    // The provider delivered what it had: `{"`, stopped at the budget.
    QCOMPARE(r.text, QStringLiteral("{\""));
    QCOMPARE(r.finish, llm::FinishReason::TokenLimit);
    QVERIFY(r.cutOff());
    QCOMPARE(r.usage.completionTokens, 1);
    // Nothing may be made of it: no object, no query.
    QJsonObject object;
    QString why;
    QVERIFY(!llm::extractJsonObject(r.text, &object, &why));
    QVERIFY(llm::extractSql(r.text).isEmpty());
}

void TestLlmRecorded::anthropicStreamEndingWithoutABlankLine_data() {
    QTest::addColumn<bool>("trickle");
    QTest::newRow("as recorded") << false;
    QTest::newRow("trickled") << true;
}

void TestLlmRecorded::anthropicStreamEndingWithoutABlankLine() {
    QFETCH(bool, trickle);
    Deltas deltas;
    const llm::ChatResponse r =
        replay(llm::ProviderKind::Anthropic, QStringLiteral("anthropic-sdk-python_basic_response.txt"), trickle, &deltas);
    // The body ends right after message_stop's data line: that is a complete answer, not a cut.
    QVERIFY2(r.ok(), qPrintable(r.error.explain()));
    QCOMPARE(r.text, QStringLiteral("Hello there!"));
    QCOMPARE(deltas.text, QStringLiteral("Hello there!"));
    QCOMPARE(r.model, QStringLiteral("claude-3-opus-latest"));
    QCOMPARE(r.finishReason, QStringLiteral("end_turn"));
    QCOMPARE(r.usage.promptTokens, 11);
    QCOMPARE(r.usage.completionTokens, 6);
    QCOMPARE(r.attempts, 1);
}

void TestLlmRecorded::anthropicThinkingIsNotTheAnswer() {
    Deltas deltas;
    const llm::ChatResponse r = replay(llm::ProviderKind::Anthropic, QStringLiteral("anthropic-docs_thinking.txt"), true, &deltas);
    QVERIFY2(r.ok(), qPrintable(r.error.explain()));
    QCOMPARE(r.text, QStringLiteral("The greatest common divisor of 1071 and 462 is **21**."));
    QCOMPARE(deltas.text, r.text);
    QVERIFY(!r.text.contains("Euclidean"));
    QCOMPARE(r.usage.promptTokens, 25); // from message_start; this message_delta has no usage
}

void TestLlmRecorded::anthropicErrorEventAfterText() {
    Deltas deltas;
    const llm::ChatResponse r = replay(llm::ProviderKind::Anthropic, QStringLiteral("anthropic-docs_midstream_error.txt"), false, &deltas);
    QVERIFY(!r.ok());
    QCOMPARE(r.error.kind, llm::LlmError::Kind::Server);
    QCOMPARE(r.error.reason, llm::LlmError::Reason::Overloaded);
    QCOMPARE(r.error.detail, QStringLiteral("Overloaded"));
    QCOMPARE(r.text, QStringLiteral("ello frien")); // kept, and not sent twice by a retry
    QCOMPARE(deltas.text, QStringLiteral("ello frien"));
    QCOMPARE(r.attempts, 1);
}

void TestLlmRecorded::anthropicOverloadedIsRetried() {
    const QByteArray overloaded = R"({"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}})";
    m_server->on(Match::any(), Reply::status(529, overloaded), 1);
    m_server->on(Match::any(), Reply::recorded(Reply::recordedFixture(QStringLiteral("anthropic-sdk-python_basic_response.txt"))));
    const llm::ChatResponse r =
        test::await(m_fx->service->chat(test::fakeProvider(*m_server, llm::ProviderKind::Anthropic), Key, test::ask(QStringLiteral("hi"))));
    QVERIFY2(r.ok(), qPrintable(r.error.explain()));
    QCOMPARE(r.attempts, 2);
    QCOMPARE(r.text, QStringLiteral("Hello there!"));
    // When it stays overloaded, the message says so and what to do.
    m_server->clearFixtures();
    m_server->on(Match::any(), Reply::status(529, overloaded));
    const llm::ChatResponse down =
        test::await(m_fx->service->chat(test::fakeProvider(*m_server, llm::ProviderKind::Anthropic), Key, test::ask(QStringLiteral("hi"))));
    QCOMPARE(down.error.reason, llm::LlmError::Reason::Overloaded);
    QCOMPARE(down.attempts, 3);
    QVERIFY2(down.error.explain().contains("few minutes"), qPrintable(down.error.explain()));
}

void TestLlmRecorded::sseParserDeliversTheLastEventAtTheEnd() {
    const QByteArray body = Reply::recordedFixture(QStringLiteral("anthropic-sdk-python_basic_response.txt"));
    llm::SseParser parser;
    QList<llm::SseEvent> events = parser.feed(body);
    QCOMPARE(events.last().type, QStringLiteral("message_delta"));
    QList<llm::SseEvent> tail;
    QVERIFY(!parser.finish(&tail)); // not a clean end by the letter of the spec...
    QCOMPARE(tail.size(), 1);       // ...but the event is whole, and handed over
    QCOMPARE(tail.first().type, QStringLiteral("message_stop"));
    QCOMPARE(tail.first().data, QStringLiteral("{\"type\":\"message_stop\"}"));
}

QTEST_GUILESS_MAIN(TestLlmRecorded)
#include "tst_llm_recorded.moc"
