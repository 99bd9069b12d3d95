// The capability table, the reading of providers' error bodies and the adjustments they call for,
// without a network: each body below is a service's own, copied from its SDK's tests or its users'
// bug reports (the sources are in /work/notes/providers.md), and each must give the reason and
// the field a user can be told about, and the change that makes the next request succeed.

#include "llm/llmerror.h"
#include "llm/modelcapabilities.h"
#include "llm/modelcatalog.h"
#include "llm/pricetable.h"
#include "llm/providererror.h"

#include <QtTest>

using namespace assay::llm;

namespace {

ProviderConfig config(ProviderKind kind, const QString &model, const QString &deployment = {},
                      const QString &apiVersion = {}) {
    ProviderConfig c;
    c.id = QStringLiteral("p");
    c.name = QStringLiteral("P");
    c.kind = kind;
    c.model = model;
    c.azureDeployment = deployment;
    c.azureApiVersion = apiVersion;
    return c;
}

LlmError classify(int status, const QByteArray &body) {
    LlmError e = LlmError::make(LlmError::Kind::BadRequest, QStringLiteral("refused"), status);
    const ProviderErrorBody said = readErrorBody(body);
    e.detail = said.message;
    classifyProviderError(status, said, e);
    return e;
}

} // namespace

class TestLlmCapabilities : public QObject {
    Q_OBJECT
private slots:
    void tableRecognisesFamilies_data();
    void tableRecognisesFamilies();
    void budgetsGrowWithEffortAndStayWithinTheModel();
    void catalogReadsGatewaysSnapshotsAndDates();
    void learnedFactsSurviveASession();
    void oldAzureVersionsGetNoStreamUsage();
    void overridesWinOverTheTable();
    void overridesRoundTrip();
    void errorBodiesGiveTheirReason_data();
    void errorBodiesGiveTheirReason();
    void refusalsCallForOneAdjustmentEach_data();
    void refusalsCallForOneAdjustmentEach();
    void memoryIsPerProviderAndModel();
    void permanentReasonsAreNotRetried();
    void explainQuotesTheProviderAndSaysWhatToDo();
};

void TestLlmCapabilities::tableRecognisesFamilies_data() {
    // What a call that wants little thought (Low, a 300-token answer) sends to each model.
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("model");
    QTest::addColumn<bool>("temperature");
    QTest::addColumn<bool>("completionTokens");
    QTest::addColumn<QString>("effort");
    const int openai = int(ProviderKind::OpenAICompatible);
    const int anthropic = int(ProviderKind::Anthropic);
    QTest::newRow("gpt-4o-mini") << openai << "gpt-4o-mini" << true << false << "";
    QTest::newRow("gpt-4.1 dated") << openai << "gpt-4.1-2025-04-14" << true << false << "";
    QTest::newRow("o1") << openai << "o1" << false << true << "low";
    QTest::newRow("o3-mini dated") << openai << "o3-mini-2025-01-31" << false << true << "low";
    QTest::newRow("o4-mini") << openai << "o4-mini" << false << true << "low";
    QTest::newRow("gpt-5") << openai << "gpt-5" << false << true << "low";
    QTest::newRow("gpt-5-mini") << openai << "gpt-5-mini" << false << true << "low";
    QTest::newRow("gpt-5.1 (family)") << openai << "gpt-5.1" << false << true << "low";
    QTest::newRow("gpt-5-chat-latest") << openai << "gpt-5-chat-latest" << true << true << "";
    QTest::newRow("gpt-5.1-chat-latest") << openai << "gpt-5.1-chat-latest" << true << true << "";
    QTest::newRow("gpt-6.1-terra") << openai << "gpt-6.1-terra" << false << true << "low";
    QTest::newRow("gpt-6-luna") << openai << "gpt-6-luna" << false << true << "low";
    QTest::newRow("gpt-6.2 (family, not listed)") << openai << "gpt-6.2-nova" << false << true << "low";
    QTest::newRow("gateway openai/gpt-6.1-terra") << openai << "openai/gpt-6.1-terra" << false << true << "low";
    QTest::newRow("gateway anthropic/claude-sonnet-5.5") << openai << "anthropic/claude-sonnet-5.5" << false << false << "low";
    QTest::newRow("llama on vLLM") << openai << "meta-llama/Llama-3.1-8B-Instruct" << true << false << "";
    QTest::newRow("openai-named local model") << openai << "gpt-oss-20b" << true << false << "";
    // API version 2026-10-21 took temperature away from every Claude.
    QTest::newRow("claude-haiku-4-5") << anthropic << "claude-haiku-4-5" << false << false << "";
    QTest::newRow("claude-haiku-4-5 dated") << anthropic << "claude-haiku-4-5-20251001" << false << false << "";
    QTest::newRow("claude-sonnet-4-6 (thinks when asked)") << anthropic << "claude-sonnet-4-6" << false << false << "";
    QTest::newRow("claude-opus-4-7") << anthropic << "claude-opus-4-7" << false << false << "";
    QTest::newRow("claude-opus-5") << anthropic << "claude-opus-5" << false << false << "";
    QTest::newRow("claude-sonnet-5-5 (always thinks)") << anthropic << "claude-sonnet-5-5" << false << false << "low";
    QTest::newRow("claude-opus-5-5 dated") << anthropic << "claude-opus-5-5-20260922" << false << false << "low";
    QTest::newRow("claude-fable-5-1") << anthropic << "claude-fable-5-1" << false << false << "low";
    QTest::newRow("bedrock id") << anthropic << "us.anthropic.claude-haiku-5-5-v1" << false << false << "low";
    // An OpenAI model name on Anthropic means nothing there.
    QTest::newRow("o3 on anthropic") << anthropic << "o3" << false << false << "";
}

void TestLlmCapabilities::tableRecognisesFamilies() {
    QFETCH(int, kind);
    QFETCH(QString, model);
    QFETCH(bool, temperature);
    QFETCH(bool, completionTokens);
    QFETCH(QString, effort);
    const ModelCapabilities caps = capabilitiesFor(config(ProviderKind(kind), model));
    const CallShape shape = shapeCall(Effort::Low, 300, caps);
    QCOMPARE(shape.temperature, temperature);
    QCOMPARE(caps.tokenField == TokenField::MaxCompletionTokens, completionTokens);
    QCOMPARE(shape.effort, effort);
    QCOMPARE(caps.json, ProviderKind(kind) == ProviderKind::Anthropic ? JsonMode::Prompt : JsonMode::JsonObject);
    // A model that thinks gets room for it on top of the answer, within its output limit; the
    // others get the answer's budget as asked.
    if (caps.reasons) {
        QVERIFY2(shape.budget >= 300 + thinkingRoom(QStringLiteral("low")), qPrintable(QString::number(shape.budget)));
        QVERIFY(caps.maxOutputTokens == 0 || shape.budget <= caps.maxOutputTokens);
    } else {
        QCOMPARE(shape.budget, 300);
    }
    QCOMPARE(caps.reasons, !effort.isEmpty());
}

void TestLlmCapabilities::budgetsGrowWithEffortAndStayWithinTheModel() {
    const ModelCapabilities terra = capabilitiesFor(config(ProviderKind::OpenAICompatible, QStringLiteral("gpt-6.1-terra")));
    const CallShape low = shapeCall(Effort::Low, 300, terra);
    const CallShape medium = shapeCall(Effort::Medium, 300, terra);
    QCOMPARE(medium.effort, QStringLiteral("medium"));
    QVERIFY(medium.budget > low.budget);
    // No effort asked: the model's default decides, and its room is given.
    const CallShape defaulted = shapeCall(Effort::Default, 0, terra);
    QVERIFY(defaulted.effort.isEmpty());
    QCOMPARE(defaulted.budget, 2048 + thinkingRoom(QStringLiteral("medium")));
    // GPT-6 takes a temperature only with effort "none", which an override may choose.
    QVERIFY(!medium.temperature);
    ProviderConfig none = config(ProviderKind::OpenAICompatible, QStringLiteral("gpt-6.1-terra"));
    none.overrides.reasoningEffort = QStringLiteral("minimal"); // not one Terra takes: still sent as asked
    QCOMPARE(shapeCall(Effort::Low, 300, capabilitiesFor(none)).effort, QStringLiteral("minimal"));
    // An effort the model lacks becomes its nearest one (Haiku 5.5 has no "max", Opus 4.x no "minimal").
    ModelCapabilities haiku = capabilitiesFor(config(ProviderKind::Anthropic, QStringLiteral("claude-haiku-5-5")));
    QCOMPARE(shapeCall(Effort::High, 300, haiku).effort, QStringLiteral("high"));
    haiku.efforts = {QStringLiteral("low"), QStringLiteral("high")};
    QCOMPARE(shapeCall(Effort::Medium, 300, haiku).effort, QStringLiteral("high")); // ties go up
    // After a budget spent in thinking: more room, one step less effort; never past the limit.
    ModelCapabilities more = terra;
    applyAdjustment(Adjustment::MoreRoom, more);
    const CallShape again = shapeCall(Effort::Medium, 300, more);
    QCOMPARE(again.effort, QStringLiteral("low"));
    QVERIFY(again.budget > low.budget);
    more.maxOutputTokens = 5000;
    QCOMPARE(shapeCall(Effort::High, 300, more).budget, 5000);
}

void TestLlmCapabilities::catalogReadsGatewaysSnapshotsAndDates() {
    const ModelCatalog &catalog = ModelCatalog::shipped();
    QVERIFY(catalog.date().isValid());
    QVERIFY(catalog.models().size() > 20);
    QCOMPARE(ModelCatalog::canonicalId(QStringLiteral("openai/gpt-6.1-terra")), QStringLiteral("gpt-6.1-terra"));
    QCOMPARE(ModelCatalog::canonicalId(QStringLiteral("openrouter/anthropic/claude-opus-5.5")), QStringLiteral("claude-opus-5-5"));
    QCOMPARE(ModelCatalog::canonicalId(QStringLiteral("anthropic.claude-opus-4-7-v1:0")), QStringLiteral("claude-opus-4-7-v1"));
    QCOMPARE(ModelCatalog::canonicalId(QStringLiteral("llama3.1:latest")), QStringLiteral("llama3.1"));
    QCOMPARE(catalog.find(QStringLiteral("gpt-4o-mini-2024-07-18"))->id, QStringLiteral("gpt-4o-mini"));
    QCOMPARE(catalog.find(QStringLiteral("gpt-5-chat-latest"))->id, QStringLiteral("gpt-5-chat"));
    QVERIFY(catalog.find(QStringLiteral("gpt-5.6-nova"))->family); // a family member not yet listed
    QVERIFY(!catalog.find(QStringLiteral("gpt-4o"), QStringLiteral("anthropic")));
    QVERIFY(!catalog.find(QStringLiteral("mistral-large")));
    // Shutdown dates and replacements, as the vendors announced them.
    const CatalogModel gpt5 = *catalog.find(QStringLiteral("gpt-5"));
    QCOMPARE(gpt5.shutdown, QDate(2026, 12, 11));
    QCOMPARE(gpt5.replacement, QStringLiteral("gpt-6.1-terra"));
    QCOMPARE(catalog.find(QStringLiteral("claude-sonnet-4-5"))->shutdown, QDate(2026, 11, 30));
    QCOMPARE(lifecycleOn(gpt5.shutdown, QDate(2026, 12, 7)), ModelLifecycle::Retiring);
    QCOMPARE(lifecycleOn(gpt5.shutdown, QDate(2026, 9, 1)), ModelLifecycle::Current);
    QCOMPARE(lifecycleOn(gpt5.shutdown, QDate(2026, 12, 11)), ModelLifecycle::Retired);
    QCOMPARE(lifecycleOn(QDate(), QDate(2026, 12, 7)), ModelLifecycle::Current);
    const QString going = lifecycleNote(QStringLiteral("gpt-4.1"), {}, {}, QDate(2026, 12, 7));
    QVERIFY2(going.contains(QStringLiteral("gpt-6.1-terra")) && going.contains(QStringLiteral("2027")), qPrintable(going));
    const QString gone = lifecycleNote(QStringLiteral("claude-opus-4-5-20251101"), {}, {}, QDate(2026, 12, 7));
    QVERIFY2(gone.contains(QStringLiteral("claude-opus-5-5")) && gone.contains(QStringLiteral("no longer")), qPrintable(gone));
    QVERIFY(lifecycleNote(QStringLiteral("gpt-6.1-terra"), {}, {}, QDate(2026, 12, 7)).isEmpty());
    // Ollama's default tag.
    QVERIFY(sameModel(QStringLiteral("llama3.1"), QStringLiteral("llama3.1:latest")));
    QVERIFY(sameModel(QStringLiteral("llama3.1:latest"), QStringLiteral("llama3.1")));
    QVERIFY(!sameModel(QStringLiteral("llama3.1"), QStringLiteral("llama3.1:70b")));
    // The defaults are current models, and priced.
    for (ProviderKind k : {ProviderKind::OpenAICompatible, ProviderKind::Anthropic}) {
        const QString model = defaultChatModel(k);
        const auto entry = catalog.find(model);
        QVERIFY2(entry && !entry->shutdown.isValid(), qPrintable(model));
        QVERIFY(PriceTable::defaults().find(model).has_value());
    }
    // Prices come from the catalog, and a gateway's id finds its model's.
    const auto terra = PriceTable::defaults().find(QStringLiteral("openai/gpt-6.1-terra"));
    QVERIFY(terra.has_value());
    QCOMPARE(terra->inputPerMillion, 1.0);
    QCOMPARE(terra->outputPerMillion, 5.0);
    // A broken catalog says so rather than pretending to know nothing.
    QString error;
    QVERIFY(ModelCatalog::fromJson("{ not json", &error).models().isEmpty());
    QVERIFY(!error.isEmpty());
}

void TestLlmCapabilities::learnedFactsSurviveASession() {
    QByteArray stored;
    CapabilityMemory::Store store{[&] { return stored; }, [&](const QByteArray &json) { stored = json; }};
    {
        CapabilityMemory first(store);
        first.remember(QStringLiteral("p"), QStringLiteral("gpt-6.2-nova"), Adjustment::DropTemperature);
        first.remember(QStringLiteral("p"), QStringLiteral("gpt-6.2-nova"), Adjustment::MoreRoom); // per call, not kept
        first.rememberContextWindow(QStringLiteral("o"), QStringLiteral("llama3.1:latest"), 8192);
    }
    QVERIFY(!stored.isEmpty());
    QVERIFY(!stored.contains("sk-")); // facts about models, never a secret
    CapabilityMemory second(store);
    QCOMPARE(second.learned(QStringLiteral("p"), QStringLiteral("gpt-6.2-nova")), QList<Adjustment>{Adjustment::DropTemperature});
    QCOMPARE(second.contextWindow(QStringLiteral("o"), QStringLiteral("llama3.1:latest")), 8192);
    ModelCapabilities caps;
    caps.contextWindow = 131072;
    second.applyTo(QStringLiteral("o"), QStringLiteral("llama3.1:latest"), caps);
    QCOMPARE(caps.contextWindow, 8192); // num_ctx stays within what the model has
    second.forget(QStringLiteral("p"));
    QVERIFY(CapabilityMemory(store).learned(QStringLiteral("p"), QStringLiteral("gpt-6.2-nova")).isEmpty());
}

void TestLlmCapabilities::oldAzureVersionsGetNoStreamUsage() {
    // The deployment's name decides on Azure (the model field is only informational).
    ModelCapabilities caps = capabilitiesFor(config(ProviderKind::AzureOpenAI, {}, QStringLiteral("o3-mini"),
                                                    QStringLiteral("2025-04-01-preview")));
    QVERIFY(!caps.sendsTemperature);
    QCOMPARE(caps.tokenField, TokenField::MaxCompletionTokens);
    QVERIFY(caps.streamUsage);
    caps = capabilitiesFor(config(ProviderKind::AzureOpenAI, QStringLiteral("gpt-4o"), QStringLiteral("chat"),
                                  QStringLiteral("2024-06-01")));
    QVERIFY(!caps.streamUsage); // stream_options arrived in 2024-09-01-preview
    QCOMPARE(caps.tokenField, TokenField::MaxTokens);
    caps = capabilitiesFor(config(ProviderKind::AzureOpenAI, {}, QStringLiteral("chat"), QStringLiteral("v1")));
    QVERIFY(caps.streamUsage);
    QCOMPARE(defaultAzureApiVersion() >= QStringLiteral("2024-12-01"), true);
    QCOMPARE(capabilitiesFor(config(ProviderKind::Ollama, QStringLiteral("llama3.2"))).json, JsonMode::OllamaFormat);
}

void TestLlmCapabilities::overridesWinOverTheTable() {
    ProviderConfig c = config(ProviderKind::OpenAICompatible, QStringLiteral("o3"));
    c.overrides.temperature = CapabilityOverrides::Choice::Yes;
    c.overrides.tokenField = QStringLiteral("max_tokens");
    c.overrides.jsonMode = QStringLiteral("json_schema");
    c.overrides.reasoningEffort = QStringLiteral("none");
    ModelCapabilities caps = capabilitiesFor(c);
    QVERIFY(caps.sendsTemperature);
    QCOMPARE(caps.tokenField, TokenField::MaxTokens);
    QCOMPARE(caps.json, JsonMode::JsonSchema);
    QVERIFY(!caps.sendsEffort);
    QVERIFY(shapeCall(Effort::Medium, 300, caps).effort.isEmpty());
    c.overrides = {};
    c.overrides.reasoningEffort = QStringLiteral("high");
    QCOMPARE(shapeCall(Effort::Low, 300, capabilitiesFor(c)).effort, QStringLiteral("high"));
    ProviderConfig o = config(ProviderKind::Ollama, QStringLiteral("qwen3:8b"));
    o.overrides.contextWindow = 8192;
    QCOMPARE(capabilitiesFor(o).contextWindow, 8192);
}

void TestLlmCapabilities::overridesRoundTrip() {
    ProviderConfig c = config(ProviderKind::OpenAICompatible, QStringLiteral("m"));
    c.overrides.temperature = CapabilityOverrides::Choice::No;
    c.overrides.jsonMode = QStringLiteral("prompt");
    c.overrides.contextWindow = 16384;
    QCOMPARE(ProviderConfig::fromJson(c.toJson()), c);
    // Nothing is written for a provider without overrides.
    QVERIFY(!config(ProviderKind::Anthropic, QStringLiteral("m")).toJson().contains(QStringLiteral("overrides")));
}

void TestLlmCapabilities::errorBodiesGiveTheirReason_data() {
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("reason");
    QTest::addColumn<QString>("parameter");
    using R = LlmError::Reason;
    QTest::newRow("openai max_tokens")
        << 400
        << QByteArray(R"({"error":{"message":"Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.","type":"invalid_request_error","param":"max_tokens","code":"unsupported_parameter"}})")
        << int(R::UnsupportedParameter) << "max_tokens";
    QTest::newRow("openai temperature value")
        << 400
        << QByteArray(R"({"error":{"message":"Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) value is supported.","type":"invalid_request_error","param":"temperature","code":"unsupported_value"}})")
        << int(R::UnsupportedParameter) << "temperature";
    QTest::newRow("openai param names the model")
        << 400
        << QByteArray(R"({"error":{"message":"Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.","type":"invalid_request_error","param":"model","code":"unsupported_parameter"}})")
        << int(R::UnsupportedParameter) << "max_tokens";
    QTest::newRow("copilot proxy code")
        << 400
        << QByteArray(R"({"error":{"message":"Unsupported parameter: 'max_tokens' is not supported with this model.","code":"invalid_request_body"}})")
        << int(R::UnsupportedParameter) << "max_tokens";
    QTest::newRow("azure old version")
        << 400
        << QByteArray(R"({"error":{"message":"Unrecognized request argument supplied: stream_options","type":"invalid_request_error","param":null,"code":null}})")
        << int(R::UnsupportedParameter) << "stream_options";
    QTest::newRow("gateway unknown parameter")
        << 400 << QByteArray(R"({"error":{"message":"Unknown parameter: 'stream_options'.","code":"unknown_parameter"}})")
        << int(R::UnsupportedParameter) << "stream_options";
    QTest::newRow("lm studio json_object")
        << 400 << QByteArray(R"({"error":"'response_format.type' must be 'json_schema' or 'text'"})")
        << int(R::UnsupportedParameter) << "response_format";
    QTest::newRow("json mode without the word")
        << 400
        << QByteArray(R"({"error":{"message":"'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.","type":"invalid_request_error","param":"messages","code":null}})")
        << int(R::UnsupportedParameter) << "response_format";
    QTest::newRow("anthropic temperature deprecated")
        << 400
        << QByteArray(R"({"type":"error","error":{"type":"invalid_request_error","message":"`temperature` is deprecated for this model."}})")
        << int(R::UnsupportedParameter) << "temperature";
    QTest::newRow("anthropic temperature with thinking")
        << 400
        << QByteArray(R"({"type":"error","error":{"type":"invalid_request_error","message":"`temperature` may only be set to 1 when thinking is enabled. Please consult our documentation at https://docs.anthropic.com/en/docs/build-with-claude/extended-thinking#important-considerations-when-using-extended-thinking"}})")
        << int(R::UnsupportedParameter) << "temperature";
    QTest::newRow("openai quota")
        << 429
        << QByteArray(R"({"error":{"message":"You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}})")
        << int(R::QuotaExhausted) << "";
    QTest::newRow("openai quota 2023")
        << 429
        << QByteArray(R"({"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":null}})")
        << int(R::QuotaExhausted) << "";
    QTest::newRow("openai rate limit")
        << 429
        << QByteArray(R"({"error":{"message":"Rate limit reached for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, Used 29937, Requested 385. Please try again in 644ms.","type":"tokens","param":null,"code":"rate_limit_exceeded"}})")
        << int(R::Unspecified) << "";
    QTest::newRow("openai request too large")
        << 429
        << QByteArray(R"({"error":{"message":"Request too large for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, Requested 31538. The input or output tokens must be reduced in order to run successfully.","type":"tokens","param":null,"code":"rate_limit_exceeded"}})")
        << int(R::RequestTooLarge) << "";
    QTest::newRow("openai context length")
        << 400
        << QByteArray(R"({"error":{"message":"This model's maximum context length is 4097 tokens. However, your messages resulted in 4294 tokens. Please reduce the length of the messages.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}})")
        << int(R::ContextTooLong) << "";
    QTest::newRow("anthropic prompt too long")
        << 400
        << QByteArray(R"({"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 205000 tokens > 200000 maximum"}})")
        << int(R::ContextTooLong) << "";
    QTest::newRow("openai model not found")
        << 404
        << QByteArray(R"({"error":{"message":"The model `gpt-4o` does not exist or you do not have access to it.","type":"invalid_request_error","param":null,"code":"model_not_found"}})")
        << int(R::ModelNotFound) << "";
    QTest::newRow("anthropic retired model")
        << 404
        << QByteArray(R"({"type":"error","error":{"type":"not_found_error","message":"model: claude-3-5-haiku-20241022"},"request_id":"req_011Cbetwh1sJbkYGm37PVCeZ"})")
        << int(R::ModelNotFound) << "";
    QTest::newRow("azure deployment not found")
        << 404
        << QByteArray(R"({"error":{"code":"DeploymentNotFound","message":"The API deployment for this resource does not exist. If you created the deployment within the last 5 minutes, please wait a moment and try again."}})")
        << int(R::ModelNotFound) << "";
    QTest::newRow("ollama model not found")
        << 404 << QByteArray(R"({"error":"model 'llama3' not found, try pulling it first"})") << int(R::ModelNotFound) << "";
    QTest::newRow("azure reasoning on an old version")
        << 400
        << QByteArray(R"({"error":{"code":"BadRequest","message":"Model o3-mini is enabled only for api versions 2024-12-01-preview and later"}})")
        << int(R::ApiVersionTooOld) << "";
    QTest::newRow("anthropic credit")
        << 400
        << QByteArray(R"({"type":"error","error":{"type":"invalid_request_error","message":"Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."},"request_id":"req_1"})")
        << int(R::Billing) << "";
    QTest::newRow("anthropic billing_error")
        << 402 << QByteArray(R"({"type":"error","error":{"type":"billing_error","message":"Billing issue"}})") << int(R::Billing) << "";
    QTest::newRow("anthropic overloaded")
        << 529 << QByteArray(R"({"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}})") << int(R::Overloaded) << "";
    QTest::newRow("azure bad key")
        << 401
        << QByteArray(R"({"error":{"code":"401","message":"Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource."}})")
        << int(R::Unspecified) << "";
    QTest::newRow("not json") << 502 << QByteArray("<html>Bad Gateway</html>") << int(R::Unspecified) << "";
    // Gateways and the services of December 2026.
    QTest::newRow("litellm unsupported params")
        << 400
        << QByteArray(R"({"error":{"message":"litellm.UnsupportedParamsError: openai does not support parameters: ['temperature'], for model=o3-mini. To drop these, set `litellm.drop_params=True` or for proxy:\n\n`litellm_settings:\n drop_params: true`\n","type":null,"param":null,"code":"400"}})")
        << int(R::UnsupportedParameter) << "temperature";
    QTest::newRow("litellm renames the upstream's refusal")
        << 400
        << QByteArray(R"({"error":{"message":"litellm.BadRequestError: OpenAIException - Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.","type":null,"param":null,"code":"400"}})")
        << int(R::UnsupportedParameter) << "max_tokens";
    QTest::newRow("litellm context window")
        << 400
        << QByteArray(R"({"error":{"message":"litellm.ContextWindowExceededError: litellm.BadRequestError: this request is too big","type":null,"param":null,"code":"400"}})")
        << int(R::ContextTooLong) << "";
    QTest::newRow("litellm unknown model")
        << 400
        << QByteArray(R"({"error":{"message":"/chat/completions: Invalid model name passed in model=gpt-6.1-tera. Call `/v1/models` to view available models for your key.","type":"invalid_request_error","param":"model","code":"400"}})")
        << int(R::ModelNotFound) << "";
    QTest::newRow("openrouter wraps the upstream")
        << 400
        << QByteArray(R"({"error":{"code":400,"message":"Provider returned error","metadata":{"raw":"{\"error\":{\"message\":\"Unsupported parameter: 'temperature' is not supported with this model.\",\"type\":\"invalid_request_error\",\"param\":\"temperature\",\"code\":\"unsupported_parameter\"}}","provider_name":"OpenAI"}}})")
        << int(R::UnsupportedParameter) << "temperature";
    QTest::newRow("openrouter credits")
        << 402 << QByteArray(R"({"error":{"code":402,"message":"Insufficient credits. Add more using https://openrouter.ai/credits"}})")
        << int(R::Billing) << "";
    QTest::newRow("openrouter no endpoint")
        << 404 << QByteArray(R"({"error":{"code":404,"message":"No endpoints found for openai/gpt-6.1-tera."}})")
        << int(R::ModelNotFound) << "";
    QTest::newRow("openai shut-down model")
        << 404
        << QByteArray(R"({"error":{"message":"The model `gpt-5` has been deprecated, learn more here: https://platform.openai.com/docs/deprecations","type":"invalid_request_error","param":null,"code":"model_not_found"}})")
        << int(R::ModelRetired) << "";
    QTest::newRow("openai organisation may not stream")
        << 400
        << QByteArray(R"({"error":{"message":"Your organization must be verified to stream this model. Please go to: https://platform.openai.com/settings/organization/general and click on Verify Organization.","type":"invalid_request_error","param":"stream","code":"unsupported_value"}})")
        << int(R::UnsupportedParameter) << "stream";
    QTest::newRow("anthropic key without the model")
        << 403
        << QByteArray(R"({"type":"error","error":{"type":"permission_error","message":"Your API key does not have permission to use the specified resource."}})")
        << int(R::NoModelAccess) << "";
    QTest::newRow("openai key without the model")
        << 403
        << QByteArray(R"({"error":{"message":"You are not allowed to sample from this model","type":"invalid_request_error","param":null,"code":null}})")
        << int(R::NoModelAccess) << "";
    QTest::newRow("anthropic 2026-10-21 temperature")
        << 400
        << QByteArray(R"({"type":"error","error":{"type":"invalid_request_error","message":"`temperature` is not supported in API version 2026-10-21."}})")
        << int(R::UnsupportedParameter) << "temperature";
    QTest::newRow("a login page")
        << 200 << QByteArray("<!DOCTYPE html><html><head><title>Sign in - Contoso</title></head><body>...</body></html>")
        << int(R::Unspecified) << "";
}

void TestLlmCapabilities::errorBodiesGiveTheirReason() {
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(int, reason);
    QFETCH(QString, parameter);
    const LlmError e = classify(status, body);
    QCOMPARE(int(e.reason), reason);
    QCOMPARE(e.parameter, parameter);
    QVERIFY(!e.detail.isEmpty()); // the provider's own words are kept
}

void TestLlmCapabilities::refusalsCallForOneAdjustmentEach_data() {
    QTest::addColumn<QString>("parameter");
    QTest::addColumn<int>("adjustment");
    QTest::newRow("temperature") << "temperature" << int(Adjustment::DropTemperature);
    QTest::newRow("top_p") << "top_p" << int(Adjustment::DropTemperature);
    QTest::newRow("max_tokens") << "max_tokens" << int(Adjustment::UseMaxCompletionTokens);
    QTest::newRow("reasoning_effort") << "reasoning_effort" << int(Adjustment::DropReasoningEffort);
    QTest::newRow("stream_options") << "stream_options" << int(Adjustment::DropStreamUsage);
    QTest::newRow("response_format") << "response_format" << int(Adjustment::JsonSchemaInsteadOfObject);
    QTest::newRow("stream") << "stream" << int(Adjustment::NoStreaming);
    QTest::newRow("reasoning.effort (Responses)") << "reasoning" << int(Adjustment::DropReasoningEffort);
    QTest::newRow("top_k") << "top_k" << int(Adjustment::DropTemperature);
}

void TestLlmCapabilities::refusalsCallForOneAdjustmentEach() {
    QFETCH(QString, parameter);
    QFETCH(int, adjustment);
    ModelCapabilities caps;
    caps.sendsEffort = true;
    LlmError e = LlmError::make(LlmError::Kind::BadRequest, QStringLiteral("refused"), 400);
    e.reason = LlmError::Reason::UnsupportedParameter;
    e.parameter = parameter;
    const auto a = adjustmentFor(e, caps);
    QVERIFY(a.has_value());
    QCOMPARE(int(*a), adjustment);
    applyAdjustment(*a, caps);
    // Once applied, the same refusal calls for nothing more (response_format: one more step).
    const auto again = adjustmentFor(e, caps);
    if (parameter == u"response_format") {
        QCOMPARE(again, std::optional<Adjustment>(Adjustment::JsonByPrompt));
        applyAdjustment(*again, caps);
        QVERIFY(!adjustmentFor(e, caps));
    } else {
        QVERIFY(!again);
    }
    // Errors that name no field call for no change.
    QVERIFY(!adjustmentFor(LlmError::make(LlmError::Kind::Server, QStringLiteral("down"), 500), ModelCapabilities{}));
}

void TestLlmCapabilities::memoryIsPerProviderAndModel() {
    CapabilityMemory memory;
    memory.remember(QStringLiteral("a"), QStringLiteral("m1"), Adjustment::DropTemperature);
    memory.remember(QStringLiteral("a"), QStringLiteral("m1"), Adjustment::DropTemperature);
    memory.remember(QStringLiteral("b"), QStringLiteral("m1"), Adjustment::UseMaxCompletionTokens);
    QCOMPARE(memory.learned(QStringLiteral("a"), QStringLiteral("m1")), QList<Adjustment>{Adjustment::DropTemperature});
    QVERIFY(memory.learned(QStringLiteral("a"), QStringLiteral("m2")).isEmpty());
    ModelCapabilities caps;
    memory.applyTo(QStringLiteral("b"), QStringLiteral("m1"), caps);
    QCOMPARE(caps.tokenField, TokenField::MaxCompletionTokens);
    QVERIFY(caps.sendsTemperature);
    memory.forget(QStringLiteral("a"));
    QVERIFY(memory.learned(QStringLiteral("a"), QStringLiteral("m1")).isEmpty());
    QVERIFY(!memory.learned(QStringLiteral("b"), QStringLiteral("m1")).isEmpty());
}

void TestLlmCapabilities::permanentReasonsAreNotRetried() {
    LlmError e = LlmError::make(LlmError::Kind::RateLimited, QStringLiteral("429"), 429);
    QVERIFY(e.isTransient());
    for (LlmError::Reason r : {LlmError::Reason::QuotaExhausted, LlmError::Reason::RequestTooLarge, LlmError::Reason::Billing}) {
        e.reason = r;
        QVERIFY(!e.isTransient());
    }
    LlmError overloaded = LlmError::make(LlmError::Kind::Server, QStringLiteral("529"), 529);
    overloaded.reason = LlmError::Reason::Overloaded;
    QVERIFY(overloaded.isTransient());
}

void TestLlmCapabilities::explainQuotesTheProviderAndSaysWhatToDo() {
    LlmError e = classify(429, R"({"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}})");
    e.kind = LlmError::Kind::RateLimited;
    const QString text = e.explain();
    QVERIFY2(text.contains(QStringLiteral("You exceeded your current quota")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("billing")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("HTTP 429")), qPrintable(text));
    const LlmError p = classify(400, R"({"error":{"message":"Unsupported parameter: 'top_p' is not supported with this model.","type":"invalid_request_error","param":"top_p","code":"unsupported_parameter"}})");
    QVERIFY2(p.explain().contains(QStringLiteral("“top_p”")), qPrintable(p.explain()));
    QVERIFY2(p.explain().contains(QStringLiteral("Advanced")), qPrintable(p.explain()));
}

QTEST_GUILESS_MAIN(TestLlmCapabilities)
#include "tst_llm_capabilities.moc"
