// Each provider protocol against the fake server over real HTTP on loopback: what goes on the wire
// (paths, headers, bodies) and what comes back (text, deltas, usage), plain and streamed.

#include "llmtesthelpers.h"

#include <QJsonArray>
#include <QMutex>

using namespace assay;
using fakellm::Match;
using fakellm::Reply;

namespace {

// Deltas arrive on the network thread.
struct DeltaLog {
    QMutex mutex;
    QStringList deltas;
    llm::DeltaCallback callback() {
        return [this](const QString &d) {
            QMutexLocker lock(&mutex);
            deltas.append(d);
        };
    }
    QStringList all() {
        QMutexLocker lock(&mutex);
        return deltas;
    }
};

const QString Key = QStringLiteral("sk-test-0123456789abcdef");

} // namespace

class TestLlmProviders : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void openAiPlainAnswer();
    void openAiStreamedAnswer();
    void openAiJsonModeAndStopSequences();
    void azureDeploymentForm();
    void anthropicPlainAnswer();
    void anthropicStreamedAnswer();
    void anthropicMergesConsecutiveRoles();
    void ollamaListsModelsNatively();
    void modelListing_data();
    void modelListing();
    void healthCheckFindsTheModel();
    void healthCheckReportsABadKey();
    void healthCheckFallsBackToChatWithoutListing();
    void trickledCrLfUnicodeStreamDecodesExactly_data();
    void trickledCrLfUnicodeStreamDecodesExactly();
    void rolesPickProviderAndModel();
    void unconfiguredRolesSayWhy();
    void providerEmbeddingsCarryTheirSource();

private:
    std::unique_ptr<fakellm::FakeLlmServer> m_server;
    std::unique_ptr<test::ServiceFixture> m_fx;
    llm::LlmService &service() { return *m_fx->service; }
};

void TestLlmProviders::init() {
    m_server = std::make_unique<fakellm::FakeLlmServer>();
    QVERIFY(m_server->listen());
    m_fx = std::make_unique<test::ServiceFixture>();
}

void TestLlmProviders::cleanup() {
    m_fx.reset();
    m_server.reset();
}

void TestLlmProviders::openAiPlainAnswer() {
    m_server->on(Match::lastMessageContains("describe the columns"),
                 Reply::text(QStringLiteral("One row per order.")).withUsage(12, 3));
    const auto provider = test::fakeProvider(*m_server, llm::ProviderKind::OpenAICompatible);
    auto request = test::ask(QStringLiteral("Please describe the columns of orders"), false);
    request.temperature = 0.5;
    const llm::ChatResponse r = test::await(service().chat(provider, Key, request));
    QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
    QCOMPARE(r.text, QStringLiteral("One row per order."));
    QCOMPARE(r.finishReason, QStringLiteral("stop"));
    QCOMPARE(r.usage.promptTokens, 12);
    QCOMPARE(r.usage.completionTokens, 3);
    QVERIFY(!r.usage.estimated);
    QCOMPARE(r.attempts, 1);

    const auto requests = m_server->requests();
    QCOMPARE(requests.size(), 1);
    const auto &sent = requests.first();
    QCOMPARE(sent.method, QByteArray("POST"));
    QCOMPARE(sent.path, QStringLiteral("/v1/chat/completions"));
    QCOMPARE(sent.header("authorization"), "Bearer " + Key.toUtf8());
    const QJsonObject body = sent.json();
    QCOMPARE(body.value("model").toString(), QStringLiteral("fake-model"));
    QCOMPARE(body.value("temperature").toDouble(), 0.5);
    QVERIFY(!body.contains("stream"));
    const QJsonArray messages = body.value("messages").toArray();
    QCOMPARE(messages.size(), 2);
    QCOMPARE(messages[0].toObject().value("role").toString(), QStringLiteral("system"));
    QCOMPARE(messages[1].toObject().value("content").toString(),
             QStringLiteral("Please describe the columns of orders"));
}

void TestLlmProviders::openAiStreamedAnswer() {
    const QString answer =
        QStringLiteral("The orders table holds one row per order, with its customer and total.");
    m_server->on(Match::any(), Reply::text(answer).withUsage(40, 14));
    DeltaLog log;
    const auto provider = test::fakeProvider(*m_server, llm::ProviderKind::OpenAICompatible);
    const llm::ChatResponse r = test::await(service().chat(
        provider, Key, test::ask(QStringLiteral("What is in orders?")), {}, log.callback()));
    QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
    QCOMPARE(r.text, answer);
    const QStringList deltas = log.all();
    QVERIFY2(deltas.size() >= 10, "the answer should arrive in many pieces");
    QCOMPARE(deltas.join(QString()), answer);
    QCOMPARE(r.usage.promptTokens, 40);
    QCOMPARE(r.usage.completionTokens, 14);
    QVERIFY(!r.usage.estimated);
    QVERIFY(r.firstTokenMs >= 0);
    const QJsonObject body = m_server->requests().first().json();
    QVERIFY(body.value("stream").toBool());
    QVERIFY(body.value("stream_options").toObject().value("include_usage").toBool());
    QCOMPARE(m_server->requests().first().header("accept"), QByteArray("text/event-stream"));
}

void TestLlmProviders::openAiJsonModeAndStopSequences() {
    m_server->on(Match::any(), Reply::json(QJsonObject{{"sql", "SELECT 1"}}));
    auto request = test::ask(QStringLiteral("Write SQL"), false);
    request.jsonResponse = true;
    request.stop = {QStringLiteral("\n\n"), QStringLiteral("END")};
    request.maxTokens = 300;
    const auto provider = test::fakeProvider(*m_server, llm::ProviderKind::OpenAICompatible);
    const llm::ChatResponse r = test::await(service().chat(provider, Key, request));
    QVERIFY(r.ok());
    QCOMPARE(QJsonDocument::fromJson(r.text.toUtf8()).object().value("sql").toString(),
             QStringLiteral("SELECT 1"));
    const QJsonObject body = m_server->requests().first().json();
    QCOMPARE(body.value("response_format").toObject().value("type").toString(),
             QStringLiteral("json_object"));
    QCOMPARE(body.value("stop").toArray().size(), 2);
    QCOMPARE(body.value("max_tokens").toInt(), 300);
}

void TestLlmProviders::azureDeploymentForm() {
    m_server->on(Match::any(), Reply::text(QStringLiteral("Azure says hi.")));
    const auto provider = test::fakeProvider(*m_server, llm::ProviderKind::AzureOpenAI);
    DeltaLog log;
    const llm::ChatResponse r = test::await(
        service().chat(provider, Key, test::ask(QStringLiteral("hello")), {}, log.callback()));
    QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
    QCOMPARE(r.text, QStringLiteral("Azure says hi."));
    const auto sent = m_server->requests().first();
    QCOMPARE(sent.path, QStringLiteral("/openai/deployments/chat-deployment/chat/completions"));
    QCOMPARE(sent.query, QStringLiteral("api-version=2024-06-01"));
    QCOMPARE(sent.header("api-key"), Key.toUtf8());
    QVERIFY(sent.header("authorization").isEmpty());
    QVERIFY(!sent.json().contains("model"));
}

void TestLlmProviders::anthropicPlainAnswer() {
    m_server->on(Match::path("/v1/messages") && Match::systemContains("data analyst"),
                 Reply::text(QStringLiteral("Claude-shaped answer.")).withUsage(21, 5));
    const auto provider = test::fakeProvider(*m_server, llm::ProviderKind::Anthropic);
    const llm::ChatResponse r =
        test::await(service().chat(provider, Key, test::ask(QStringLiteral("hello"), false)));
    QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
    QCOMPARE(r.text, QStringLiteral("Claude-shaped answer."));
    QCOMPARE(r.finishReason, QStringLiteral("end_turn"));
    QCOMPARE(r.usage.promptTokens, 21);
    QCOMPARE(r.usage.completionTokens, 5);
    const auto sent = m_server->requests().first();
    QCOMPARE(sent.header("x-api-key"), Key.toUtf8());
    QCOMPARE(sent.header("anthropic-version"), QByteArray("2026-10-21"));
    QVERIFY(sent.header("authorization").isEmpty());
    const QJsonObject body = sent.json();
    QCOMPARE(body.value("system").toString(),
             QStringLiteral("You are a data analyst's assistant."));
    QCOMPARE(body.value("messages").toArray().size(), 1); // the system message is not among them
    QCOMPARE(body.value("max_tokens").toInt(), 4096);
}

void TestLlmProviders::anthropicStreamedAnswer() {
    const QString answer = QStringLiteral("Revenue grew 12% in the north region last year.");
    m_server->on(Match::any(), Reply::text(answer).withUsage(33, 11));
    DeltaLog log;
    const auto provider = test::fakeProvider(*m_server, llm::ProviderKind::Anthropic);
    const llm::ChatResponse r = test::await(
        service().chat(provider, Key, test::ask(QStringLiteral("growth?")), {}, log.callback()));
    QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
    QCOMPARE(r.text, answer);
    QVERIFY(log.all().size() > 5);
    QCOMPARE(log.all().join(QString()), answer);
    QCOMPARE(r.usage.promptTokens, 33);     // from message_start
    QCOMPARE(r.usage.completionTokens, 11); // from message_delta
    QCOMPARE(r.finishReason, QStringLiteral("end_turn"));
    QCOMPARE(r.model, QStringLiteral("fake-model"));
}

void TestLlmProviders::anthropicMergesConsecutiveRoles() {
    const auto provider = test::fakeProvider(*m_server, llm::ProviderKind::Anthropic);
    llm::ChatRequest request;
    request.stream = false;
    request.jsonResponse = true;
    request.messages = {
        llm::Message::user(QStringLiteral("first")), llm::Message::user(QStringLiteral("second")),
        llm::Message::assistant(QStringLiteral("ok")), llm::Message::user(QStringLiteral("third"))};
    QVERIFY(test::await(service().chat(provider, Key, request)).ok());
    const QJsonObject body = m_server->requests().first().json();
    const QJsonArray messages = body.value("messages").toArray();
    QCOMPARE(messages.size(), 3);
    QCOMPARE(messages[0].toObject().value("content").toString(), QStringLiteral("first\n\nsecond"));
    QVERIFY(
        body.value("system").toString().contains("JSON")); // no JSON mode: an instruction instead
}

void TestLlmProviders::ollamaListsModelsNatively() {
    m_server->setModels({QStringLiteral("llama3.1:8b"), QStringLiteral("qwen2.5-coder:7b")});
    auto provider = test::fakeProvider(*m_server, llm::ProviderKind::Ollama);
    provider.model = QStringLiteral("llama3.1:8b");
    const llm::ModelList list = test::await(service().listModels(provider, {}));
    QVERIFY2(list.ok(), qPrintable(list.error.displayText()));
    QCOMPARE(list.models.size(), 2);
    QCOMPARE(list.models[0].id, QStringLiteral("llama3.1:8b"));
    QVERIFY(list.models[0].displayName.contains("7B"));
    QCOMPARE(m_server->requests().first().path, QStringLiteral("/api/tags"));
    QVERIFY(m_server->requests().first().header("authorization").isEmpty()); // no key, no header
    // The configured model's details give its context window (/api/show), one call, not one per model.
    QCOMPARE(m_server->requests(QStringLiteral("/api/show")).size(), 1);
    QCOMPARE(list.models[0].contextWindow, 131072);

    // Chat goes through the native API, where the context window can be set (tst_llm_ollama).
    const llm::ChatResponse r =
        test::await(service().chat(provider, {}, test::ask(QStringLiteral("hi"))));
    QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
    QCOMPARE(m_server->requests().last().path, QStringLiteral("/api/chat"));
    QCOMPARE(m_server->requests().last().model(), QStringLiteral("llama3.1:8b"));
}

void TestLlmProviders::modelListing_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("path");
    QTest::newRow("openai") << int(llm::ProviderKind::OpenAICompatible)
                            << QStringLiteral("/v1/models");
    QTest::newRow("anthropic") << int(llm::ProviderKind::Anthropic) << QStringLiteral("/v1/models");
    QTest::newRow("azure") << int(llm::ProviderKind::AzureOpenAI)
                           << QStringLiteral("/openai/models");
}

void TestLlmProviders::modelListing() {
    QFETCH(int, kind);
    QFETCH(QString, path);
    const auto provider = test::fakeProvider(*m_server, llm::ProviderKind(kind));
    const llm::ModelList list = test::await(service().listModels(provider, Key));
    QVERIFY2(list.ok(), qPrintable(list.error.displayText()));
    QStringList ids;
    for (const auto &m : list.models)
        ids.append(m.id);
    QCOMPARE(ids, (QStringList{"fake-model", "fake-model-large", "fake-embedding"}));
    QCOMPARE(m_server->requests().first().method, QByteArray("GET"));
    QCOMPARE(m_server->requests().first().path, path);
}

void TestLlmProviders::healthCheckFindsTheModel() {
    const auto provider = test::fakeProvider(*m_server, llm::ProviderKind::OpenAICompatible);
    const llm::HealthReport h = test::await(service().checkHealth(provider, Key));
    QVERIFY2(h.ok, qPrintable(h.message));
    QCOMPARE(h.modelCount, 3);
    QVERIFY(h.modelFound);
    QVERIFY(h.message.contains("fake-model is available"));

    auto missing = provider;
    missing.model = QStringLiteral("gpt-9");
    const llm::HealthReport h2 = test::await(service().checkHealth(missing, Key));
    QVERIFY(h2.ok);
    QVERIFY(!h2.modelFound);
    QVERIFY(h2.message.contains("gpt-9 is not among them"));
}

void TestLlmProviders::healthCheckReportsABadKey() {
    m_server->setRequiredApiKey(QStringLiteral("the-right-key"));
    const auto provider = test::fakeProvider(*m_server, llm::ProviderKind::Anthropic);
    const llm::HealthReport h =
        test::await(service().checkHealth(provider, QStringLiteral("the-wrong-key")));
    QVERIFY(!h.ok);
    QCOMPARE(h.error.kind, llm::LlmError::Kind::Auth);
    QCOMPARE(h.error.httpStatus, 401);
    QVERIFY2(h.message.contains("Incorrect API key"), qPrintable(h.message));
    QVERIFY(!h.message.contains("the-wrong-key"));
}

void TestLlmProviders::healthCheckFallsBackToChatWithoutListing() {
    m_server->on(Match::path("/v1/models"), Reply::status(404));
    const auto provider = test::fakeProvider(*m_server, llm::ProviderKind::OpenAICompatible);
    const llm::HealthReport h = test::await(service().checkHealth(provider, Key));
    QVERIFY2(h.ok, qPrintable(h.message));
    QVERIFY(h.message.contains("does not list models"));
    const auto chats = m_server->requests("/v1/chat/completions");
    QCOMPARE(chats.size(), 1);
    // A small request shaped like Assay's own: streamed, JSON, a budget room enough to answer.
    QCOMPARE(chats.first().json().value("max_tokens").toInt(), 16);
    QVERIFY(chats.first().wantsStream());
    QVERIFY(chats.first().json().contains("response_format"));
}

void TestLlmProviders::trickledCrLfUnicodeStreamDecodesExactly_data() {
    QTest::addColumn<int>("kind");
    QTest::newRow("openai") << int(llm::ProviderKind::OpenAICompatible);
    QTest::newRow("anthropic") << int(llm::ProviderKind::Anthropic);
}

void TestLlmProviders::trickledCrLfUnicodeStreamDecodesExactly() {
    QFETCH(int, kind);
    // Multi-byte characters of 2, 3 and 4 bytes, written 1-7 bytes at a time over real TCP.
    const QString answer = QStringLiteral("Umsatz für Köln — 東京の売上 ✓ 🚀 déjà vu; naïve café.");
    m_server->on(Match::any(), Reply::text(answer).withChunkSize(3).withTrickle().withCrLf());
    DeltaLog log;
    const auto provider = test::fakeProvider(*m_server, llm::ProviderKind(kind));
    const llm::ChatResponse r = test::await(
        service().chat(provider, Key, test::ask(QStringLiteral("unicode")), {}, log.callback()));
    QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
    QCOMPARE(r.text, answer);
    QCOMPARE(log.all().join(QString()), answer);
}

void TestLlmProviders::rolesPickProviderAndModel() {
    llm::LlmSettings settings;
    auto strong = test::fakeProvider(*m_server, llm::ProviderKind::OpenAICompatible,
                                     QStringLiteral("strong"));
    auto cheap =
        test::fakeProvider(*m_server, llm::ProviderKind::Anthropic, QStringLiteral("cheap"));
    settings.providers = {strong, cheap};
    settings.roles.insert(llm::Role::Reasoning,
                          {QStringLiteral("strong"), QStringLiteral("fake-model-large")});
    settings.roles.insert(llm::Role::Fast, {QStringLiteral("cheap"), {}});
    service().applySettings(settings);
    service().setApiKey(QStringLiteral("strong"), Key);
    service().setApiKey(QStringLiteral("cheap"), Key + QStringLiteral("-2"));
    QVERIFY(service().isReady(llm::Role::Reasoning));
    QVERIFY(service().isReady(llm::Role::Fast));

    QVERIFY(
        test::await(service().chat(llm::Role::Reasoning, test::ask(QStringLiteral("plan")))).ok());
    QVERIFY(
        test::await(service().chat(llm::Role::Fast, test::ask(QStringLiteral("classify")))).ok());
    const auto requests = m_server->requests();
    QCOMPARE(requests.size(), 2);
    QCOMPARE(requests[0].path, QStringLiteral("/v1/chat/completions"));
    QCOMPARE(requests[0].model(), QStringLiteral("fake-model-large"));
    QCOMPARE(requests[1].path, QStringLiteral("/v1/messages"));
    QCOMPARE(requests[1].model(), QStringLiteral("fake-model"));
    QCOMPARE(requests[1].header("x-api-key"), (Key + QStringLiteral("-2")).toUtf8());
}

void TestLlmProviders::unconfiguredRolesSayWhy() {
    llm::ChatResponse r =
        test::await(service().chat(llm::Role::Reasoning, test::ask(QStringLiteral("x"))));
    QCOMPARE(r.error.kind, llm::LlmError::Kind::NotConfigured);
    QVERIFY(r.error.message.contains("“Reasoning”"));

    llm::LlmSettings settings;
    settings.providers = {
        test::fakeProvider(*m_server, llm::ProviderKind::Anthropic, QStringLiteral("claude"))};
    settings.roles.insert(llm::Role::Reasoning, {QStringLiteral("claude"), {}});
    service().applySettings(settings);
    r = test::await(service().chat(llm::Role::Reasoning, test::ask(QStringLiteral("x"))));
    QCOMPARE(r.error.kind, llm::LlmError::Kind::NotConfigured);
    QVERIFY(r.error.message.contains("API key"));
    QCOMPARE(m_server->requests().size(), 0); // nothing was sent without a key
}

void TestLlmProviders::providerEmbeddingsCarryTheirSource() {
    m_server->setEmbeddingDimension(8);
    llm::LlmSettings settings;
    settings.providers = {
        test::fakeProvider(*m_server, llm::ProviderKind::OpenAICompatible, QStringLiteral("emb"))};
    settings.roles.insert(llm::Role::Embeddings, {QStringLiteral("emb"), {}});
    service().applySettings(settings);
    service().setApiKey(QStringLiteral("emb"), Key);
    llm::EmbeddingRequest request;
    request.texts = {QStringLiteral("orders by month"), QStringLiteral("customers by city"),
                     QStringLiteral("orders by month")};
    request.purpose = QStringLiteral("test-embeddings");
    const llm::EmbeddingResponse r = test::await(service().embed(request));
    QVERIFY2(r.ok(), qPrintable(r.error.displayText()));
    QCOMPARE(r.source, QStringLiteral("openai-compatible:fake-embedding/8"));
    QCOMPARE(r.vectors.size(), 3);
    for (const auto &v : r.vectors) {
        QCOMPARE(v.source, r.source);
        QCOMPARE(v.dimension(), 8);
    }
    QCOMPARE(r.vectors[0].values, r.vectors[2].values);
    QVERIFY(r.vectors[0].values != r.vectors[1].values);
    const auto sent = m_server->requests().first();
    QCOMPARE(sent.path, QStringLiteral("/v1/embeddings"));
    QCOMPARE(sent.embeddingInputs(), request.texts);
    QCOMPARE(service().ledger().recent(1).first().kind, QStringLiteral("embeddings"));
    QVERIFY(service().embeddingSource().startsWith("openai-compatible:fake-embedding"));
}

QTEST_GUILESS_MAIN(TestLlmProviders)
#include "tst_llm_providers.moc"
