// Providers as they behave today, with the fake server in its strict modes (it refuses what the
// real services refuse, with their own error bodies): requests follow each model's rules from the
// start; a refusal the table did not foresee costs one adjusted retry, once per provider and
// model; errors say what the provider said and what to do, and quota is not retried; "Test
// Connection" makes a real small request, so green means questions will work.

#include "llmtesthelpers.h"

#include <QJsonArray>

using namespace assay;
using fakellm::Match;
using fakellm::Reply;
using fakellm::Service;

namespace {

const QString Key = QStringLiteral("sk-test-0123456789abcdef");

// What an agent sends: a system prompt that asks for JSON, a temperature, a budget, streamed.
llm::ChatRequest agentRequest() {
    llm::ChatRequest r = test::ask(QStringLiteral("Write the SQL for revenue by region as JSON."));
    r.jsonResponse = true;
    r.temperature = 0.2;
    r.maxTokens = 300;
    r.effort = llm::Effort::Low;
    return r;
}

QByteArray openAiError(const QString &message, const QString &param, const QString &code) {
    return QJsonDocument(QJsonObject{{"error", QJsonObject{{"message", message},
                                                           {"type", "invalid_request_error"},
                                                           {"param", param.isEmpty() ? QJsonValue() : QJsonValue(param)},
                                                           {"code", code.isEmpty() ? QJsonValue() : QJsonValue(code)}}}})
        .toJson(QJsonDocument::Compact);
}

} // namespace

class TestLlmRealProviders : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void reasoningModelsAreAskedInTheirOwnTerms_data();
    void reasoningModelsAreAskedInTheirOwnTerms();
    void newestClaudeGetsNoTemperature();
    void retiredClaudeSaysSoAndTheDefaultIsCurrent();
    void azureDefaultVersionServesReasoningDeployments();
    void anOldAzureVersionIsNamedAsTheProblem();
    void refusalIsAdjustedOnceAndRemembered_data();
    void refusalIsAdjustedOnceAndRemembered();
    void lmStudioGetsAJsonSchema();
    void errorsSayWhatTheProviderSaid_data();
    void errorsSayWhatTheProviderSaid();
    void reasoningThatSpendsTheBudgetSaysSo();
    void healthCheckAsksTheModelItself();
    void healthCheckFailsWhenTheModelCannotAnswer();
    void healthCheckLearnsWhatTheModelRefuses();

private:
    llm::ProviderConfig provider(llm::ProviderKind kind, const QString &model) {
        auto p = test::fakeProvider(*m_server, kind);
        p.model = model;
        p.limits.maxRetries = 2;
        return p;
    }
    std::unique_ptr<fakellm::FakeLlmServer> m_server;
    std::unique_ptr<test::ServiceFixture> m_fx;
    llm::LlmService &service() { return *m_fx->service; }
};

void TestLlmRealProviders::init() {
    m_server = std::make_unique<fakellm::FakeLlmServer>();
    QVERIFY(m_server->listen());
    // Before the o-series shut down (2026-10-23), so those models still answer.
    m_server->setToday(QDate(2026, 10, 1));
    m_fx = std::make_unique<test::ServiceFixture>();
}

void TestLlmRealProviders::cleanup() {
    m_fx.reset();
    m_server.reset();
}

void TestLlmRealProviders::reasoningModelsAreAskedInTheirOwnTerms_data() {
    QTest::addColumn<QString>("model");
    QTest::newRow("o1") << "o1";
    QTest::newRow("o3") << "o3";
    QTest::newRow("o4-mini") << "o4-mini"; // refuses temperature as a field, not just a value
    QTest::newRow("gpt-5") << "gpt-5";
    QTest::newRow("gpt-5-mini dated") << "gpt-5-mini-2025-08-07";
}

void TestLlmRealProviders::reasoningModelsAreAskedInTheirOwnTerms() {
    QFETCH(QString, model);
    m_server->behaveLike(Service::OpenAI);
    m_server->setModels({model});
    m_server->on(Match::any(), Reply::json(QJsonObject{{"sql", "SELECT 1"}}));
    const llm::ChatResponse r = test::await(service().chat(provider(llm::ProviderKind::OpenAICompatible, model), Key, agentRequest()));
    QVERIFY2(r.ok(), qPrintable(r.error.explain()));
    // Right the first time: no refusal to learn from.
    QCOMPARE(m_server->requests().size(), 1);
    QVERIFY(r.adjustments.isEmpty());
    const QJsonObject body = m_server->requests().first().json();
    QVERIFY(!body.contains("temperature"));
    QVERIFY(!body.contains("max_tokens"));
    // The budget counts the thinking, so a small one is raised.
    QVERIFY(body.value("max_completion_tokens").toInt() >= 300);
    QCOMPARE(body.value("reasoning_effort").toString(), QStringLiteral("low"));
    QCOMPARE(body.value("response_format").toObject().value("type").toString(), QStringLiteral("json_object"));
}

void TestLlmRealProviders::newestClaudeGetsNoTemperature() {
    m_server->behaveLike(Service::Anthropic);
    m_server->on(Match::any(), Reply::text(QStringLiteral("{\"sql\":\"SELECT 1\"}")));
    const llm::ChatResponse r =
        test::await(service().chat(provider(llm::ProviderKind::Anthropic, QStringLiteral("claude-opus-4-7")), Key, agentRequest()));
    QVERIFY2(r.ok(), qPrintable(r.error.explain()));
    QCOMPARE(m_server->requests().size(), 1);
    QVERIFY(!m_server->requests().first().json().contains("temperature"));
    // The current API version took sampling away from every model: an earlier Claude gets no
    // temperature either, and the version sent is that one.
    QVERIFY(test::await(service().chat(provider(llm::ProviderKind::Anthropic, QStringLiteral("claude-haiku-4-5")), Key, agentRequest())).ok());
    QVERIFY(!m_server->requests().last().json().contains("temperature"));
    QCOMPARE(m_server->requests().last().header("anthropic-version"), QByteArray("2026-10-21"));
}

void TestLlmRealProviders::retiredClaudeSaysSoAndTheDefaultIsCurrent() {
    m_server->behaveLike(Service::Anthropic);
    const llm::ChatResponse retired = test::await(
        service().chat(provider(llm::ProviderKind::Anthropic, QStringLiteral("claude-3-5-haiku-latest")), Key, agentRequest()));
    QCOMPARE(retired.error.reason, llm::LlmError::Reason::ModelRetired);
    QCOMPARE(retired.attempts, 1); // a retired model does not come back on a retry
    const QString text = retired.error.explain();
    QVERIFY2(text.contains("model: claude-3-5-haiku-latest"), qPrintable(text)); // what Anthropic said
    QVERIFY2(text.contains("claude-haiku-5-5"), qPrintable(text));               // what replaces it

    const QString model = llm::defaultChatModel(llm::ProviderKind::Anthropic);
    const llm::ChatResponse current = test::await(service().chat(provider(llm::ProviderKind::Anthropic, model), Key, agentRequest()));
    QVERIFY2(current.ok(), qPrintable(current.error.explain()));
}

void TestLlmRealProviders::azureDefaultVersionServesReasoningDeployments() {
    m_server->behaveLike(Service::Azure);
    m_server->on(Match::any(), Reply::json(QJsonObject{{"sql", "SELECT 1"}}));
    auto p = provider(llm::ProviderKind::AzureOpenAI, {});
    p.azureApiVersion = llm::defaultAzureApiVersion();
    p.azureDeployment = QStringLiteral("o3-mini");
    const llm::ChatResponse r = test::await(service().chat(p, Key, agentRequest()));
    QVERIFY2(r.ok(), qPrintable(r.error.explain()));
    QCOMPARE(m_server->requests().size(), 1);
    const auto sent = m_server->requests().first();
    // The v1 surface: no monthly api-version, the deployment named as the model.
    QCOMPARE(sent.path, QStringLiteral("/openai/v1/chat/completions"));
    QVERIFY(sent.query.isEmpty());
    QCOMPARE(sent.model(), QStringLiteral("o3-mini"));
    QCOMPARE(sent.header("api-key"), Key.toUtf8());
    QVERIFY(sent.json().contains("max_completion_tokens"));
    QVERIFY(sent.json().value("stream_options").toObject().value("include_usage").toBool());
}

void TestLlmRealProviders::anOldAzureVersionIsNamedAsTheProblem() {
    m_server->behaveLike(Service::Azure);
    auto p = provider(llm::ProviderKind::AzureOpenAI, {});
    p.azureApiVersion = QStringLiteral("2024-06-01");
    // A chat deployment on that version: no stream_options (it would refuse them), and it works.
    p.azureDeployment = QStringLiteral("gpt-4o");
    const llm::ChatResponse chat = test::await(service().chat(p, Key, agentRequest()));
    QVERIFY2(chat.ok(), qPrintable(chat.error.explain()));
    QVERIFY(!m_server->requests().last().json().contains("stream_options"));
    // A reasoning deployment cannot run there: the message says which setting to change.
    p.azureDeployment = QStringLiteral("o3-mini");
    const llm::ChatResponse reasoning = test::await(service().chat(p, Key, agentRequest()));
    QCOMPARE(reasoning.error.reason, llm::LlmError::Reason::ApiVersionTooOld);
    QVERIFY2(reasoning.error.explain().contains(llm::defaultAzureApiVersion()), qPrintable(reasoning.error.explain()));
}

void TestLlmRealProviders::refusalIsAdjustedOnceAndRemembered_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("refusal");
    QTest::addColumn<QString>("gone");     // the field the retry leaves out
    QTest::addColumn<QString>("replaced"); // the field it sends instead ("" when none)
    const int openai = int(llm::ProviderKind::OpenAICompatible);
    // Models the table does not know (a proxy's alias, a new family): only the refusal tells.
    QTest::newRow("max_tokens")
        << openai
        << openAiError("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
                       "max_tokens", "unsupported_parameter")
        << "max_tokens" << "max_completion_tokens";
    QTest::newRow("temperature value")
        << openai
        << openAiError("Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) value is supported.",
                       "temperature", "unsupported_value")
        << "temperature" << "";
    QTest::newRow("param names the model")
        << openai
        << openAiError("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
                       "model", "unsupported_parameter")
        << "max_tokens" << "max_completion_tokens";
    QTest::newRow("stream_options")
        << openai << openAiError("Unrecognized request argument supplied: stream_options", {}, {}) << "stream_options" << "";
    // LiteLLM renames the upstream's refusal; its own words name the field.
    QTest::newRow("litellm temperature")
        << openai
        << openAiError("litellm.UnsupportedParamsError: openai does not support parameters: ['temperature'], for model=proxy-alias-7. "
                       "To drop these, set `litellm.drop_params=True` or for proxy: `litellm_settings: drop_params: true`.",
                       {}, "400")
        << "temperature" << "";
}

void TestLlmRealProviders::refusalIsAdjustedOnceAndRemembered() {
    QFETCH(int, kind);
    QFETCH(QByteArray, refusal);
    QFETCH(QString, gone);
    QFETCH(QString, replaced);
    m_server->on(Match::any(), Reply::status(400, refusal), 1);
    m_server->on(Match::any(), Reply::json(QJsonObject{{"sql", "SELECT 1"}}));
    const auto p = provider(llm::ProviderKind(kind), QStringLiteral("proxy-alias-7"));
    const llm::ChatResponse r = test::await(service().chat(p, Key, agentRequest()));
    QVERIFY2(r.ok(), qPrintable(r.error.explain()));
    QCOMPARE(r.adjustments.size(), 1);
    auto requests = m_server->requests();
    QCOMPARE(requests.size(), 2);
    QVERIFY(requests[0].json().contains(gone));
    QVERIFY(!requests[1].json().contains(gone));
    if (!replaced.isEmpty())
        QCOMPARE(requests[1].json().value(replaced).toInt(), requests[0].json().value(gone).toInt());

    // The next call to the same model is right the first time; another model is not affected.
    m_server->clearRequests();
    QVERIFY(test::await(service().chat(p, Key, agentRequest())).ok());
    QCOMPARE(m_server->requests().size(), 1);
    QVERIFY(!m_server->requests().first().json().contains(gone));
    auto other = p;
    other.model = QStringLiteral("another-model");
    QVERIFY(test::await(service().chat(other, Key, agentRequest())).ok());
    QVERIFY(m_server->requests().last().json().contains(gone));
}

void TestLlmRealProviders::lmStudioGetsAJsonSchema() {
    m_server->behaveLike(Service::LmStudio);
    m_server->on(Match::any(), Reply::json(QJsonObject{{"sql", "SELECT 1"}}));
    const auto p = provider(llm::ProviderKind::OpenAICompatible, QStringLiteral("qwen2.5-7b-instruct"));
    const llm::ChatResponse r = test::await(service().chat(p, Key, agentRequest()));
    QVERIFY2(r.ok(), qPrintable(r.error.explain()));
    QCOMPARE(r.adjustments, QList<llm::Adjustment>{llm::Adjustment::JsonSchemaInsteadOfObject});
    const QJsonObject format = m_server->requests().last().json().value("response_format").toObject();
    QCOMPARE(format.value("type").toString(), QStringLiteral("json_schema"));
    QCOMPARE(format.value("json_schema").toObject().value("schema").toObject().value("type").toString(), QStringLiteral("object"));
    // Remembered: the next JSON request goes straight to json_schema.
    m_server->clearRequests();
    QVERIFY(test::await(service().chat(p, Key, agentRequest())).ok());
    QCOMPARE(m_server->requests().size(), 1);
}

void TestLlmRealProviders::errorsSayWhatTheProviderSaid_data() {
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("attempts");
    QTest::addColumn<QString>("said");
    QTest::addColumn<QString>("todo");
    QTest::newRow("quota is not retried")
        << 429
        << QByteArray(R"({"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}})")
        << 1 << "exceeded your current quota" << "does not retry";
    QTest::newRow("a rate limit is")
        << 429
        << QByteArray(R"({"error":{"message":"Rate limit reached for gpt-4o on tokens per min (TPM): Limit 30000. Please try again in 20ms.","type":"tokens","param":null,"code":"rate_limit_exceeded"}})")
        << 3 << "Rate limit reached" << "";
    QTest::newRow("request too large")
        << 429
        << QByteArray(R"({"error":{"message":"Request too large for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, Requested 31538.","type":"tokens","param":null,"code":"rate_limit_exceeded"}})")
        << 1 << "Request too large" << "would fail again";
    QTest::newRow("context length")
        << 400
        << QByteArray(R"({"error":{"message":"This model's maximum context length is 4097 tokens. However, your messages resulted in 4294 tokens.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}})")
        << 1 << "maximum context length is 4097" << "fewer tables";
    QTest::newRow("model not found")
        << 404
        << QByteArray(R"({"error":{"message":"The model `gpt-4o` does not exist or you do not have access to it.","type":"invalid_request_error","param":null,"code":"model_not_found"}})")
        << 1 << "does not exist" << "List Models";
    QTest::newRow("no credit")
        << 400
        << QByteArray(R"({"type":"error","error":{"type":"invalid_request_error","message":"Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."}})")
        << 1 << "credit balance is too low" << "Add credit";
    QTest::newRow("overloaded")
        << 529 << QByteArray(R"({"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}})") << 3 << "Overloaded"
        << "few minutes";
}

void TestLlmRealProviders::errorsSayWhatTheProviderSaid() {
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(int, attempts);
    QFETCH(QString, said);
    QFETCH(QString, todo);
    m_server->on(Match::any(), Reply::status(status, body));
    const llm::ChatResponse r =
        test::await(service().chat(provider(llm::ProviderKind::OpenAICompatible, QStringLiteral("fake-model")), Key, agentRequest()));
    QVERIFY(!r.ok());
    QCOMPARE(r.attempts, attempts);
    QCOMPARE(m_server->requests().size(), attempts);
    const QString text = r.error.explain();
    QVERIFY2(text.contains(said), qPrintable(text));
    QVERIFY2(text.contains(todo), qPrintable(text));
}

void TestLlmRealProviders::reasoningThatSpendsTheBudgetSaysSo() {
    // HTTP 200, reasoning streamed apart, no content, finish_reason "length": billed, no answer.
    m_server->on(Match::any(), Reply::text(QString())
                                   .withReasoning(QStringLiteral("Let me think about the regions and the revenue columns first."))
                                   .withFinishReason(QStringLiteral("length")));
    const llm::ChatResponse r =
        test::await(service().chat(provider(llm::ProviderKind::OpenAICompatible, QStringLiteral("deepseek-reasoner")), Key, agentRequest()));
    QCOMPARE(r.error.kind, llm::LlmError::Kind::EmptyAnswer);
    QCOMPARE(r.error.reason, llm::LlmError::Reason::ReasoningBudget);
    QVERIFY2(r.error.explain().contains("thinking"), qPrintable(r.error.explain()));
    QVERIFY(r.text.isEmpty()); // the thinking is never the answer
}

void TestLlmRealProviders::healthCheckAsksTheModelItself() {
    m_server->behaveLike(Service::OpenAI);
    m_server->setModels({QStringLiteral("gpt-5-mini")});
    m_server->on(Match::any(), Reply::json(QJsonObject{{"ok", true}}));
    const llm::HealthReport h =
        test::await(service().checkHealth(provider(llm::ProviderKind::OpenAICompatible, QStringLiteral("gpt-5-mini")), Key));
    QVERIFY2(h.ok, qPrintable(h.message));
    QVERIFY(h.chatOk);
    QCOMPARE(h.answeredBy, QStringLiteral("gpt-5-mini"));
    QVERIFY2(h.message.contains("answered a test request"), qPrintable(h.message));
    const auto chats = m_server->requests("/v1/chat/completions");
    QCOMPARE(chats.size(), 1);
    // Shaped like Assay's own requests, so what questions send is what was tested.
    const QJsonObject body = chats.first().json();
    QVERIFY(body.value("stream").toBool());
    QCOMPARE(body.value("response_format").toObject().value("type").toString(), QStringLiteral("json_object"));
    QVERIFY(body.contains("max_completion_tokens"));
    // A reasoning model that thinks through the small budget and writes nothing is still healthy.
    m_server->clearFixtures();
    m_server->on(Match::any(), Reply::text(QString()).withReasoning(QStringLiteral("thinking")).withFinishReason(QStringLiteral("length")));
    QVERIFY(test::await(service().checkHealth(provider(llm::ProviderKind::OpenAICompatible, QStringLiteral("gpt-5-mini")), Key)).ok);
}

void TestLlmRealProviders::healthCheckFailsWhenTheModelCannotAnswer() {
    // The key is good and the server lists models, but the configured one is not there: a green
    // result here used to send every question to a model that answers 404.
    m_server->behaveLike(Service::OpenAI);
    m_server->setModels({QStringLiteral("gpt-4o-mini")});
    const llm::HealthReport h =
        test::await(service().checkHealth(provider(llm::ProviderKind::OpenAICompatible, QStringLiteral("gpt-4o-mini-typo")), Key));
    QVERIFY(!h.ok);
    QVERIFY(!h.chatOk);
    QCOMPARE(h.error.reason, llm::LlmError::Reason::ModelNotFound);
    QVERIFY2(h.message.contains("gpt-4o-mini-typo"), qPrintable(h.message));
    QVERIFY2(h.message.contains("does not exist"), qPrintable(h.message)); // OpenAI's words
}

void TestLlmRealProviders::healthCheckLearnsWhatTheModelRefuses() {
    m_server->behaveLike(Service::LmStudio);
    m_server->on(Match::any(), Reply::json(QJsonObject{{"ok", true}}));
    const auto p = provider(llm::ProviderKind::OpenAICompatible, QStringLiteral("fake-model"));
    const llm::HealthReport h = test::await(service().checkHealth(p, Key));
    QVERIFY2(h.ok, qPrintable(h.message));
    QCOMPARE(h.adjustments, QList<llm::Adjustment>{llm::Adjustment::JsonSchemaInsteadOfObject});
    QVERIFY2(h.message.contains(llm::describeAdjustment(llm::Adjustment::JsonSchemaInsteadOfObject)), qPrintable(h.message));
    // The first question after the test is right the first time.
    m_server->clearRequests();
    QVERIFY(test::await(service().chat(p, Key, agentRequest())).ok());
    QCOMPARE(m_server->requests().size(), 1);
    QCOMPARE(service().capabilities(p).json, llm::JsonMode::JsonSchema);
}

QTEST_GUILESS_MAIN(TestLlmRealProviders)
#include "tst_llm_real_providers.moc"
