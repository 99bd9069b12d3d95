// Ollama through its native API, with the fake server behaving like Ollama: a prompt longer than
// the context window is cut from the front (system prompt first) and still answered with 200, as
// the real server does. Chat goes to /api/chat with options.num_ctx sized to the prompt and
// format "json"; the NDJSON stream decodes (text, usage, a mid-stream error line); a prompt that
// was cut anyway (a capped window) is reported, not passed off as a good answer.

#include "llmtesthelpers.h"

#include "llm/ollamaprovider.h"
#include "llm/tokenestimator.h"

#include <QJsonArray>

using namespace assay;
using fakellm::Match;
using fakellm::Reply;
using fakellm::Service;

namespace {

const QString SystemPrompt = QStringLiteral("You write one SQL query for the question, as JSON.");

// A schema description of `words` words, as a long knowledge prompt would carry. Short words of
// letters: one token each by Assay's count and by the fake server's, so the two agree.
QString longSchema(int words) {
    QStringList out;
    for (int i = 0; i < words; ++i)
        out << QStringLiteral("col") + QChar(u'a' + i % 26);
    return out.join(QLatin1Char(' '));
}

llm::ChatRequest sqlRequest(int schemaWords, bool stream = true) {
    llm::ChatRequest r;
    r.messages = {llm::Message::system(SystemPrompt),
                  llm::Message::user(QStringLiteral("Schema: %1\n\nQuestion: revenue by region").arg(longSchema(schemaWords)))};
    r.jsonResponse = true;
    r.temperature = 0;
    r.stream = stream;
    return r;
}

} // namespace

class TestLlmOllama : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void chatUsesTheNativeApi_data();
    void chatUsesTheNativeApi();
    void longPromptIsNotCut();
    void aCutPromptIsRefused();
    void midStreamErrorLine();
    void missingModelSaysPullIt();
    void contextIsSizedToThePrompt();

private:
    llm::ProviderConfig ollama() {
        auto p = test::fakeProvider(*m_server, llm::ProviderKind::Ollama);
        p.model = QStringLiteral("qwen2.5-coder:7b");
        m_server->setModels({p.model});
        return p;
    }
    std::unique_ptr<fakellm::FakeLlmServer> m_server;
    std::unique_ptr<test::ServiceFixture> m_fx;
    llm::LlmService &service() { return *m_fx->service; }
};

void TestLlmOllama::init() {
    m_server = std::make_unique<fakellm::FakeLlmServer>();
    QVERIFY(m_server->listen());
    m_server->behaveLike(Service::Ollama);
    m_fx = std::make_unique<test::ServiceFixture>();
}

void TestLlmOllama::cleanup() {
    m_fx.reset();
    m_server.reset();
}

void TestLlmOllama::chatUsesTheNativeApi_data() {
    QTest::addColumn<bool>("stream");
    QTest::addColumn<bool>("trickle");
    QTest::newRow("streamed") << true << false;
    QTest::newRow("streamed, trickled") << true << true;
    QTest::newRow("whole") << false << false;
}

void TestLlmOllama::chatUsesTheNativeApi() {
    QFETCH(bool, stream);
    QFETCH(bool, trickle);
    const QString answer = QStringLiteral("{\"sql\": \"SELECT région, SUM(montant) FROM ventes GROUP BY 1\"}");
    m_server->on(Match::any(), Reply::text(answer).withChunkSize(5).withTrickle(trickle).withUsage(321, 17));
    QStringList deltas;
    QMutex mutex;
    const llm::ChatResponse r = test::await(service().chat(ollama(), {}, sqlRequest(50, stream), {}, [&](const QString &d) {
        QMutexLocker lock(&mutex);
        deltas << d;
    }));
    QVERIFY2(r.ok(), qPrintable(r.error.explain()));
    QCOMPARE(r.text, answer);
    QCOMPARE(r.usage.promptTokens, 321); // prompt_eval_count
    QCOMPARE(r.usage.completionTokens, 17); // eval_count
    QVERIFY(!r.usage.estimated);
    QCOMPARE(r.finish, llm::FinishReason::Stop);
    QVERIFY(r.usage.priced); // a local model costs nothing
    if (stream) {
        QVERIFY(deltas.size() > 5);
        QCOMPARE(deltas.join(QString()), answer);
    }
    const auto sent = m_server->requests().last();
    QCOMPARE(sent.path, QStringLiteral("/api/chat"));
    const QJsonObject body = sent.json();
    QCOMPARE(body.value("model").toString(), QStringLiteral("qwen2.5-coder:7b"));
    QCOMPARE(body.value("stream").toBool(), stream);
    QCOMPARE(body.value("format").toString(), QStringLiteral("json"));
    QVERIFY(!body.contains("response_format"));
    const QJsonObject options = body.value("options").toObject();
    QVERIFY(options.value("num_ctx").toInt() >= llm::OllamaProvider::MinContext);
    QCOMPARE(options.value("temperature").toDouble(), 0.0);
}

void TestLlmOllama::longPromptIsNotCut() {
    // The fixture answers only when the model sees the system prompt: Ollama drops it first.
    m_server->on(Match::systemContains(QStringLiteral("You write one SQL query")), Reply::json(QJsonObject{{"sql", "SELECT 1"}}));
    m_server->setFallback(Reply::text(QStringLiteral("I see columns col1 col2 col3 ... what do you want?")));
    const llm::ChatRequest request = sqlRequest(6000); // well beyond the 4096 default
    const llm::ChatResponse r = test::await(service().chat(ollama(), {}, request));
    QVERIFY2(r.ok(), qPrintable(r.error.explain()));
    QCOMPARE(QJsonDocument::fromJson(r.text.toUtf8()).object().value("sql").toString(), QStringLiteral("SELECT 1"));
    QVERIFY(!r.promptTruncated);
    const int numCtx = m_server->requests().last().json().value("options").toObject().value("num_ctx").toInt();
    QVERIFY2(numCtx >= llm::estimatePromptTokens(request.messages), qPrintable(QString::number(numCtx)));
}

void TestLlmOllama::aCutPromptIsRefused() {
    m_server->on(Match::systemContains(QStringLiteral("You write one SQL query")), Reply::json(QJsonObject{{"sql", "SELECT 1"}}));
    m_server->setFallback(Reply::text(QStringLiteral("{\"sql\": \"SELECT col1 FROM t\"}")));
    auto p = ollama();
    p.overrides.contextWindow = 2048; // the user capped the window (a small GPU)
    const llm::ChatRequest request = sqlRequest(5000);
    const llm::ChatResponse r = test::await(service().chat(p, {}, request));
    // Ollama answers 200 all the same, but its prompt_eval_count gives it away: an answer made
    // without the system prompt is not an answer.
    QCOMPARE(m_server->requests().last().json().value("options").toObject().value("num_ctx").toInt(), 2048);
    QVERIFY(r.promptTruncated);
    QVERIFY(!r.ok());
    QCOMPARE(r.error.reason, llm::LlmError::Reason::PromptTruncated);
    QVERIFY(r.text.isEmpty());
    QCOMPARE(r.attempts, 1); // the same prompt would be cut again
    QVERIFY(r.usage.promptTokens < r.promptTokensEstimated / 2);
}

void TestLlmOllama::midStreamErrorLine() {
    m_server->on(Match::any(), Reply::streamError(QString(), 2));
    const llm::ChatResponse r = test::await(service().chat(ollama(), {}, sqlRequest(10)));
    QVERIFY(!r.ok());
    QCOMPARE(r.error.kind, llm::LlmError::Kind::Server);
    QVERIFY2(r.error.detail.contains("error was encountered while running the model"), qPrintable(r.error.detail));
    QVERIFY(!r.text.isEmpty()); // what arrived before the error is kept
}

void TestLlmOllama::missingModelSaysPullIt() {
    auto p = ollama();
    p.model = QStringLiteral("llama3.3:70b");
    const llm::ChatResponse r = test::await(service().chat(p, {}, sqlRequest(10)));
    QCOMPARE(r.error.reason, llm::LlmError::Reason::ModelNotFound);
    QVERIFY2(r.error.explain().contains("try pulling it first"), qPrintable(r.error.explain()));
    QVERIFY2(r.error.explain().contains("ollama pull"), qPrintable(r.error.explain()));
}

void TestLlmOllama::contextIsSizedToThePrompt() {
    llm::ModelCapabilities caps;
    QCOMPARE(llm::OllamaProvider::contextFor(sqlRequest(10), caps), llm::OllamaProvider::MinContext);
    const llm::ChatRequest big = sqlRequest(20000);
    const int window = llm::OllamaProvider::contextFor(big, caps);
    QVERIFY(window >= llm::estimatePromptTokens(big.messages) + llm::OllamaProvider::DefaultAnswerBudget);
    QCOMPARE(window & (window - 1), 0); // a power of two: few sizes, few model reloads
    caps.contextWindow = 8192;
    QCOMPARE(llm::OllamaProvider::contextFor(big, caps), 8192);
}

QTEST_GUILESS_MAIN(TestLlmOllama)
#include "tst_llm_ollama.moc"
