// Today's models on day one, against the fake server behaving as the services document them in
// December 2026: OpenAI through the Responses API (its events, its usage with reasoning tokens),
// adaptive thinking that spends Anthropic's max_tokens, a budget spent in thinking retried once
// with more room and never taken for an answer, retired models named with their replacement,
// streaming refused and retried whole, what a refusal taught kept for the next session, models
// discovered with their shutdown dates, the first-token wait that counts keep-alives, a paid
// thinking attempt not paid twice, and the bad input of the issue (HTML, gateways, no access).

#include "llmtesthelpers.h"

#include "llm/modelcatalog.h"

#include <QJsonArray>
#include <QMutex>
#include <QSettings>

using namespace assay;
using fakellm::Match;
using fakellm::Reply;
using fakellm::Service;

namespace {

const QString Key = QStringLiteral("sk-test-0123456789abcdef");
const QDate Today(2026, 12, 7);

// An agent's call: JSON wanted, a temperature, a small answer, little thought.
llm::ChatRequest agentCall(llm::Effort effort = llm::Effort::Low) {
    llm::ChatRequest r = test::ask(QStringLiteral("Which tables hold revenue? Answer as JSON."));
    r.jsonResponse = true;
    r.temperature = 0;
    r.maxTokens = 300;
    r.effort = effort;
    return r;
}

} // namespace

class TestLlmModels : public QObject {
    Q_OBJECT
    std::unique_ptr<fakellm::FakeLlmServer> m_server;
    std::unique_ptr<test::ServiceFixture> m_fx;
    llm::LlmService &service() { return *m_fx->service; }

    llm::ProviderConfig openAi(const QString &model, llm::WireApi api = llm::WireApi::Responses) {
        auto p = test::fakeProvider(*m_server, llm::ProviderKind::OpenAICompatible);
        p.model = model;
        p.api = api;
        p.limits.maxRetries = 0;
        return p;
    }
    llm::ProviderConfig anthropic(const QString &model) {
        auto p = test::fakeProvider(*m_server, llm::ProviderKind::Anthropic);
        p.model = model;
        p.limits.maxRetries = 0;
        return p;
    }

private slots:
    void init() {
        m_server = std::make_unique<fakellm::FakeLlmServer>();
        QVERIFY(m_server->listen());
        m_server->setToday(Today);
        m_fx = std::make_unique<test::ServiceFixture>();
    }
    void cleanup() {
        m_fx.reset();
        m_server.reset();
    }

    void openAiSpeaksTheResponsesApi() {
        m_server->behaveLike(Service::OpenAI);
        m_server->setModels({QStringLiteral("gpt-6.1-terra")});
        m_server->on(Match::path(QStringLiteral("/v1/responses")),
                     Reply::json(QJsonObject{{"tables", QJsonArray{"orders"}}}));
        QStringList deltas;
        QMutex mutex;
        const llm::ChatResponse r = test::await(service().chat(
            openAi(QStringLiteral("gpt-6.1-terra")), Key, agentCall(), {}, [&](const QString &d) {
                QMutexLocker lock(&mutex);
                deltas << d;
            }));
        QVERIFY2(r.ok(), qPrintable(r.error.explain()));
        QCOMPARE(r.text, QStringLiteral("{\"tables\":[\"orders\"]}"));
        QVERIFY(deltas.size() >= 1);              // streamed as response.output_text.delta events
        QCOMPARE(m_server->requests().size(), 1); // right the first time: nothing refused
        const QJsonObject body = m_server->requests().first().json();
        QCOMPARE(body.value("instructions").toString(),
                 QStringLiteral("You are a data analyst's assistant."));
        QCOMPARE(body.value("input").toArray().first().toObject().value("role").toString(),
                 QStringLiteral("user"));
        QCOMPARE(body.value("reasoning").toObject().value("effort").toString(),
                 QStringLiteral("low"));
        QCOMPARE(body.value("text").toObject().value("format").toObject().value("type").toString(),
                 QStringLiteral("json_object"));
        QVERIFY(!body.contains("temperature")); // GPT-6 refuses it with any effort but "none"
        QVERIFY(!body.contains("messages"));
        QVERIFY(body.value("max_output_tokens").toInt() >
                300); // room to think on top of the answer
        QCOMPARE(body.value("store").toBool(true), false);
        // Usage as reported, the reasoning apart; in the ledger too.
        QVERIFY(r.usage.reasoningTokens > 0);
        QVERIFY(r.usage.completionTokens > r.usage.reasoningTokens);
        QVERIFY(!r.usage.estimated);
        QVERIFY(r.usage.priced); // the catalog's price for gpt-6.1-terra
        QTRY_VERIFY(!service().ledger().recent(1).isEmpty());
        QCOMPARE(service().ledger().recent(1).first().reasoningTokens, r.usage.reasoningTokens);
        QVERIFY(
            service().ledger().total(QDate::currentDate(), QDate::currentDate()).reasoningTokens >
            0);
        // The same without streaming: one response object.
        llm::ChatRequest whole = agentCall();
        whole.stream = false;
        const llm::ChatResponse w =
            test::await(service().chat(openAi(QStringLiteral("gpt-6.1-terra")), Key, whole));
        QVERIFY2(w.ok(), qPrintable(w.error.explain()));
        QCOMPARE(w.text, r.text);
        QVERIFY(w.usage.reasoningTokens > 0);
    }

    void automaticPicksTheProtocolByServer() {
        llm::ProviderConfig c;
        c.kind = llm::ProviderKind::OpenAICompatible;
        QCOMPARE(c.effectiveApi(), llm::WireApi::Responses);    // api.openai.com by default
        c.baseUrl = QStringLiteral("http://localhost:1234/v1"); // LM Studio, vLLM, LiteLLM ...
        QCOMPARE(c.effectiveApi(), llm::WireApi::ChatCompletions);
        c.baseUrl = QStringLiteral("https://openrouter.ai/api/v1");
        QCOMPARE(c.effectiveApi(), llm::WireApi::ChatCompletions);
        c.api = llm::WireApi::Responses;
        QCOMPARE(c.effectiveApi(), llm::WireApi::Responses);
        QCOMPARE(llm::ProviderConfig::fromJson(c.toJson()).api, llm::WireApi::Responses);
        c.kind = llm::ProviderKind::AzureOpenAI;
        c.api = llm::WireApi::Auto;
        QCOMPARE(c.effectiveApi(), llm::WireApi::ChatCompletions); // deployments
    }

    void adaptiveThinkingGetsAnEffortAndRoom() {
        m_server->behaveLike(Service::Anthropic);
        m_server->on(Match::any(), Reply::json(QJsonObject{{"tables", QJsonArray{"orders"}}}));
        for (const QString model :
             {QStringLiteral("claude-opus-5-5"), QStringLiteral("claude-sonnet-5-5")}) {
            m_server->clearRequests();
            const llm::ChatResponse r =
                test::await(service().chat(anthropic(model), Key, agentCall()));
            QVERIFY2(r.ok(), qPrintable(model + QStringLiteral(": ") + r.error.explain()));
            QCOMPARE(m_server->requests().size(), 1);
            const QJsonObject body = m_server->requests().first().json();
            QCOMPARE(body.value("output_config").toObject().value("effort").toString(),
                     QStringLiteral("low"));
            QVERIFY(!body.contains("thinking")); // never disabled, never a thinking budget
            QVERIFY(!body.contains("temperature"));
            QVERIFY(body.value("max_tokens").toInt() >=
                    300 + llm::thinkingRoom(QStringLiteral("low")));
            QVERIFY(body.value("max_tokens").toInt() <= 128000);
            QVERIFY(r.usage.reasoningTokens > 0); // what the text does not account for was thinking
        }
    }

    void aBudgetSpentInThinkingIsRetriedOnceNeverAnAnswer() {
        m_server->behaveLike(Service::Anthropic);
        // The first attempt thinks far past its budget (stop_reason max_tokens, no text); the
        // second has room.
        m_server->on(Match::any(), Reply::json(QJsonObject{{"ok", true}}).withThinking(60000, 0),
                     1);
        m_server->on(Match::any(), Reply::json(QJsonObject{{"ok", true}}));
        const llm::ChatResponse r = test::await(service().chat(
            anthropic(QStringLiteral("claude-sonnet-5-5")), Key, agentCall(llm::Effort::Medium)));
        QVERIFY2(r.ok(), qPrintable(r.error.explain()));
        QCOMPARE(r.adjustments, QList<llm::Adjustment>{llm::Adjustment::MoreRoom});
        const auto requests = m_server->requests();
        QCOMPARE(requests.size(), 2);
        QVERIFY(requests[1].json().value("max_tokens").toInt() >
                requests[0].json().value("max_tokens").toInt());
        QCOMPARE(requests[1].json().value("output_config").toObject().value("effort").toString(),
                 QStringLiteral("low"));
        // Both attempts were billed: the usage counts the first one's thinking too.
        QVERIFY(r.usage.completionTokens >= requests[0].json().value("max_tokens").toInt());
        // Not learned: the next call starts from the ordinary budget again.
        QVERIFY(service()
                    .capabilityMemory()
                    .learned(QStringLiteral("fake"), QStringLiteral("claude-sonnet-5-5"))
                    .isEmpty());

        // A model that only ever thinks: one retry, then a clear error, never its thinking as text.
        m_server->clearFixtures();
        m_server->clearRequests();
        m_server->on(Match::any(), Reply::json(QJsonObject{{"ok", true}}).withThinking(1000000, 0));
        const llm::ChatResponse never = test::await(
            service().chat(anthropic(QStringLiteral("claude-sonnet-5-5")), Key, agentCall()));
        QCOMPARE(never.error.kind, llm::LlmError::Kind::EmptyAnswer);
        QCOMPARE(never.error.reason, llm::LlmError::Reason::ReasoningBudget);
        QVERIFY(never.text.isEmpty());
        QCOMPARE(m_server->requests().size(), 2);
        QVERIFY2(never.error.explain().contains(QStringLiteral("thinking")),
                 qPrintable(never.error.explain()));
    }

    void retiredModelsNameTheirReplacement() {
        m_server->behaveLike(Service::OpenAI);
        m_server->setToday(QDate(2026, 12, 12)); // gpt-5 shut down on the 11th
        m_server->setModels({QStringLiteral("gpt-5"), QStringLiteral("gpt-6.1-terra")});
        const llm::ChatResponse r =
            test::await(service().chat(openAi(QStringLiteral("gpt-5")), Key, agentCall()));
        QCOMPARE(r.error.reason, llm::LlmError::Reason::ModelRetired);
        QCOMPARE(r.attempts, 1);
        const QString text = r.error.explain();
        QVERIFY2(text.contains(QStringLiteral("gpt-6.1-terra")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("has been deprecated")),
                 qPrintable(text)); // OpenAI's words
        // Anthropic answers a retired model as an unknown one; the catalog's date tells them apart.
        m_server->behaveLike(Service::Anthropic);
        const llm::ChatResponse claude = test::await(
            service().chat(anthropic(QStringLiteral("claude-opus-4-5")), Key, agentCall()));
        QCOMPARE(claude.error.reason, llm::LlmError::Reason::ModelRetired);
        QVERIFY2(claude.error.explain().contains(QStringLiteral("claude-opus-5-5")),
                 qPrintable(claude.error.explain()));
    }

    void refusedStreamingIsRetriedWholeAndRemembered() {
        m_server->behaveLike(Service::OpenAI);
        m_server->setModels({QStringLiteral("gpt-6.1-sol")});
        m_server->setStreamingRefused({QStringLiteral("gpt-6.1-sol")});
        m_server->on(Match::any(), Reply::json(QJsonObject{{"ok", true}}));
        const llm::ChatResponse r =
            test::await(service().chat(openAi(QStringLiteral("gpt-6.1-sol")), Key, agentCall()));
        QVERIFY2(r.ok(), qPrintable(r.error.explain()));
        QCOMPARE(r.adjustments, QList<llm::Adjustment>{llm::Adjustment::NoStreaming});
        QCOMPARE(m_server->requests().size(), 2);
        QVERIFY(m_server->requests()[0].json().value("stream").toBool());
        QVERIFY(!m_server->requests()[1].json().contains("stream"));
        // The next call asks for a whole answer straight away: one request, no refusal.
        m_server->clearRequests();
        QVERIFY(test::await(service().chat(openAi(QStringLiteral("gpt-6.1-sol")), Key, agentCall()))
                    .ok());
        QCOMPARE(m_server->requests().size(), 1);
    }

    void aRefusalIsPaidOncePerInstallation() {
        // A model the catalog does not know refuses the temperature: the first session pays one
        // refused request, the next session (a new service on the same settings) none.
        QCoreApplication::setOrganizationName(QStringLiteral("assay-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_llm_models"));
        QSettings().remove(QStringLiteral("llm/learned"));
        m_server->on(
            Match::custom(
                QStringLiteral("sends a temperature"),
                [](const fakellm::RecordedRequest &r) { return r.json().contains("temperature"); }),
            Reply::status(
                400,
                R"({"error":{"message":"Unsupported parameter: 'temperature' is not supported with this model.","type":"invalid_request_error","param":"temperature","code":"unsupported_parameter"}})"));
        m_server->on(Match::any(), Reply::json(QJsonObject{{"ok", true}}));
        const auto p = openAi(QStringLiteral("in-house-reasoner"), llm::WireApi::ChatCompletions);
        auto session = [&] {
            llm::LlmService::Options o;
            o.ledgerPath = m_fx->dir.filePath(QStringLiteral("usage2.sqlite"));
            o.logDirectory = m_fx->dir.filePath(QStringLiteral("logs"));
            o.rememberAcrossSessions = true;
            llm::LlmService s(o);
            const llm::ChatResponse r = test::await(s.chat(p, Key, agentCall()));
            QVERIFY2(r.ok(), qPrintable(r.error.explain()));
        };
        session();
        QCOMPARE(m_server->requests().size(), 2);
        m_server->clearRequests();
        session();
        QCOMPARE(m_server->requests().size(), 1);
        QVERIFY(!m_server->requests().first().json().contains("temperature"));
        // What is kept names models and fields, never a key.
        QVERIFY(
            !QSettings().value(QStringLiteral("llm/learned")).toByteArray().contains(Key.toUtf8()));
        QSettings().remove(QStringLiteral("llm/learned"));
    }

    void modelsAreDiscoveredWithTheirShutdownDates() {
        m_server->behaveLike(Service::OpenAI);
        QStringList many{QStringLiteral("gpt-6.1-terra"), QStringLiteral("gpt-4.1"),
                         QStringLiteral("gpt-5")};
        for (int i = 0; i < 500; ++i)
            many << QStringLiteral("ft:gpt-4.1:acme:run-%1").arg(i);
        m_server->setModels(many);
        const llm::ModelList list =
            test::await(service().listModels(openAi(QStringLiteral("gpt-6.1-terra")), Key));
        QVERIFY2(list.ok(), qPrintable(list.error.explain()));
        QCOMPARE(list.models.size(), 503);
        auto find = [&](const QString &id) {
            for (const llm::ModelInfo &m : list.models)
                if (m.id == id)
                    return m;
            return llm::ModelInfo{};
        };
        QCOMPARE(find(QStringLiteral("gpt-4.1")).shutdown,
                 QDate(2027, 1, 14)); // the listing's shutdown_date
        QCOMPARE(find(QStringLiteral("gpt-4.1")).replacement, QStringLiteral("gpt-6.1-terra"));
        QVERIFY(!find(QStringLiteral("gpt-6.1-terra")).shutdown.isValid());
        QCOMPARE(llm::lifecycleOn(find(QStringLiteral("gpt-5")).shutdown, Today),
                 llm::ModelLifecycle::Retiring);
        // The health check says so too.
        m_server->on(Match::any(), Reply::json(QJsonObject{{"ok", true}}));
        const llm::HealthReport h =
            test::await(service().checkHealth(openAi(QStringLiteral("gpt-4.1")), Key));
        QVERIFY2(h.ok, qPrintable(h.message));
        if (QDate::currentDate() < QDate(2027, 1, 14) &&
            QDate::currentDate() >= QDate(2026, 11, 15))
            QVERIFY2(h.message.contains(QStringLiteral("gpt-6.1-terra")), qPrintable(h.message));
    }

    void aWebPageIsNamedAsTheWrongAddress() {
        m_server->on(Match::any(),
                     Reply::status(404, "<!DOCTYPE html><html><head><title>Welcome to "
                                        "nginx!</title></head><body>hi</body></html>"));
        const llm::ModelList list =
            test::await(service().listModels(openAi(QStringLiteral("gpt-6.1-terra")), Key));
        QVERIFY(!list.ok());
        const QString text = list.error.explain();
        QVERIFY2(text.contains(QStringLiteral("web page")) &&
                     text.contains(QStringLiteral("base URL")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Welcome to nginx!")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("<body>")), qPrintable(text));
        // A page with a 200 where the answer should be: the same, not "invalid JSON".
        m_server->clearFixtures();
        m_server->on(Match::any(),
                     Reply::recorded("<html><head><title>Login</title></head><body></body></html>",
                                     200, "text/html"));
        llm::ChatRequest whole = agentCall();
        whole.stream = false;
        const llm::ChatResponse r = test::await(service().chat(
            openAi(QStringLiteral("gpt-4.1"), llm::WireApi::ChatCompletions), Key, whole));
        QVERIFY2(r.error.explain().contains(QStringLiteral("web page")),
                 qPrintable(r.error.explain()));
    }

    void aKeyWithoutTheModelSaysSo() {
        m_server->on(
            Match::any(),
            Reply::status(
                403,
                R"({"type":"error","error":{"type":"permission_error","message":"Your API key does not have permission to use the specified resource."}})"));
        const llm::ChatResponse r = test::await(
            service().chat(anthropic(QStringLiteral("claude-fable-5-1")), Key, agentCall()));
        QCOMPARE(r.error.reason, llm::LlmError::Reason::NoModelAccess);
        QCOMPARE(r.attempts, 1);
        const QString text = r.error.explain();
        QVERIFY2(text.contains(QStringLiteral("claude-fable-5-1")) &&
                     text.contains(QStringLiteral("another model")),
                 qPrintable(text));
        QVERIFY2(!text.contains(Key), qPrintable(text));
    }

    void keepAlivesCountAsProgress() {
        // Nothing but keep-alive comments for longer than the first-token limit, then the answer.
        QByteArray body;
        for (int i = 0; i < 8; ++i)
            body += ": keep-alive\n\n";
        body += "data: "
                "{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"{}\"},\"finish_reason\":null}]"
                "}\n\n"
                "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n"
                "data: [DONE]\n\n";
        m_server->on(Match::any(), Reply::recorded(body).withChunkInterval(120));
        auto p = openAi(QStringLiteral("fake-model"), llm::WireApi::ChatCompletions);
        p.limits.firstTokenTimeoutMs = 400; // 8 x 120 ms of keep-alives is twice that
        const llm::ChatResponse r = test::await(service().chat(p, Key, agentCall()));
        QVERIFY2(r.ok(), qPrintable(r.error.explain()));
    }

    void aThinkingAttemptIsNotPaidTwice() {
        // The stream stops while the model is thinking (a thinking block, then the end of the
        // body): transient, but retrying would pay for all that thinking again.
        const QByteArray thinking =
            "event: message_start\ndata: "
            "{\"type\":\"message_start\",\"message\":{\"id\":\"m\",\"model\":\"claude-sonnet-5-5\","
            "\"usage\":{\"input_tokens\":10,\"output_tokens\":1}}}\n\n"
            "event: content_block_start\ndata: "
            "{\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":"
            "\"thinking\",\"thinking\":\"\"}}\n\n"
            "event: content_block_delta\ndata: "
            "{\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"thinking_delta\","
            "\"thinking\":\"Let me see\"}}\n\n";
        m_server->on(Match::any(), Reply::recorded(thinking));
        auto p = anthropic(QStringLiteral("claude-sonnet-5-5"));
        p.limits.maxRetries = 2;
        p.limits.retryBaseDelayMs = 10;
        const llm::ChatResponse r = test::await(service().chat(p, Key, agentCall()));
        QVERIFY(!r.ok());
        QCOMPARE(m_server->requests().size(), 1);
        // Without thinking under way the same cut is retried, as before.
        m_server->clearFixtures();
        m_server->clearRequests();
        m_server->on(Match::any(), Reply::truncatedStream(QStringLiteral("{\"ok\": true}"), 0));
        const llm::ChatResponse cut = test::await(service().chat(p, Key, agentCall()));
        QVERIFY(!cut.ok());
        QCOMPARE(m_server->requests().size(), 3);
    }

    void ollamaKeepsTheModelAndItsWindow() {
        m_server->behaveLike(Service::Ollama);
        m_server->setModels({QStringLiteral("llama3.1:latest")});
        m_server->setContextLength(QStringLiteral("llama3.1:latest"), 8192);
        m_server->on(Match::any(), Reply::json(QJsonObject{{"ok", true}}));
        auto p = test::fakeProvider(*m_server, llm::ProviderKind::Ollama);
        p.model = QStringLiteral("llama3.1"); // as `ollama run llama3.1` names it
        // Listed as :latest, it is the configured model; /api/show gives its window.
        const llm::HealthReport h = test::await(service().checkHealth(p, QString()));
        QVERIFY2(h.ok, qPrintable(h.message));
        QVERIFY(h.modelFound);
        QVERIFY2(!h.message.contains(QStringLiteral("not among")), qPrintable(h.message));
        QCOMPARE(m_server->requests(QStringLiteral("/api/show")).size(), 1);
        // A long prompt asks for no more than the model has, and keeps the model loaded.
        llm::ChatRequest big = agentCall();
        big.messages.append(
            llm::Message::user(QString(QStringLiteral("orders revenue region ")).repeated(4000)));
        m_server->clearRequests();
        const llm::ChatResponse r = test::await(service().chat(p, QString(), big));
        const QJsonObject body = m_server->requests(QStringLiteral("/api/chat")).first().json();
        QCOMPARE(body.value("options").toObject().value("num_ctx").toInt(), 8192);
        QCOMPARE(body.value("keep_alive").toString(), QStringLiteral("30m"));
        // The prompt did not fit: Ollama cut it and answered. That answer is refused.
        QVERIFY(!r.ok());
        QCOMPARE(r.error.reason, llm::LlmError::Reason::PromptTruncated);
        QVERIFY(r.text.isEmpty());
        QVERIFY2(r.error.explain().contains(QStringLiteral("context window")),
                 qPrintable(r.error.explain()));
    }
};

QTEST_GUILESS_MAIN(TestLlmModels)
#include "tst_llm_models.moc"
