// The capability table, the reading of providers' error bodies and the adjustments they call for,
// without a network: each body below is a service's own, copied from its SDK's tests or its users'
// bug reports (the sources are in /work/notes/providers.md), and each must give the reason and
// the field a user can be told about, and the change that makes the next request succeed.

#include "llm/llmerror.h"
#include "llm/modelcapabilities.h"
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
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("model");
    QTest::addColumn<bool>("temperature");
    QTest::addColumn<bool>("completionTokens");
    QTest::addColumn<QString>("effort");
    const int openai = int(ProviderKind::OpenAICompatible);
    const int anthropic = int(ProviderKind::Anthropic);
    QTest::newRow("gpt-4o-mini") << openai << "gpt-4o-mini" << true << false << "";
    QTest::newRow("gpt-4.1") << openai << "gpt-4.1-2025-04-14" << true << false << "";
    QTest::newRow("o1") << openai << "o1" << false << true << "low";
    QTest::newRow("o3-mini dated") << openai << "o3-mini-2025-01-31" << false << true << "low";
    QTest::newRow("o4-mini") << openai << "o4-mini" << false << true << "low";
    QTest::newRow("gpt-5") << openai << "gpt-5" << false << true << "low";
    QTest::newRow("gpt-5-mini") << openai << "gpt-5-mini" << false << true << "low";
    QTest::newRow("gpt-5.1") << openai << "gpt-5.1" << false << true << "low";
    QTest::newRow("gpt-5-chat-latest") << openai << "gpt-5-chat-latest" << true << true << "";
    QTest::newRow("gpt-5.1-chat-latest") << openai << "gpt-5.1-chat-latest" << true << true << "";
    QTest::newRow("llama on vLLM") << openai << "meta-llama/Llama-3.1-8B-Instruct" << true << false << "";
    QTest::newRow("openai-named local model") << openai << "gpt-oss-20b" << true << false << "";
    QTest::newRow("claude-haiku-4-5") << anthropic << "claude-haiku-4-5" << true << false << "";
    QTest::newRow("claude-haiku-4-5 dated") << anthropic << "claude-haiku-4-5-20251001" << true << false << "";
    QTest::newRow("claude-sonnet-4-6") << anthropic << "claude-sonnet-4-6" << true << false << "";
    QTest::newRow("claude-sonnet-4 dated") << anthropic << "claude-sonnet-4-20250514" << true << false << "";
    QTest::newRow("claude-opus-4-7") << anthropic << "claude-opus-4-7" << false << false << "";
    QTest::newRow("claude-opus-5") << anthropic << "claude-opus-5" << false << false << "";
    QTest::newRow("claude-sonnet-5-5") << anthropic << "claude-sonnet-5-5" << false << false << "";
    QTest::newRow("claude-3-5-sonnet") << anthropic << "claude-3-5-sonnet-20241022" << true << false << "";
    // An OpenAI model name on Anthropic means nothing there, and the reverse.
    QTest::newRow("o3 on anthropic") << anthropic << "o3" << true << false << "";
}

void TestLlmCapabilities::tableRecognisesFamilies() {
    QFETCH(int, kind);
    QFETCH(QString, model);
    QFETCH(bool, temperature);
    QFETCH(bool, completionTokens);
    QFETCH(QString, effort);
    const ModelCapabilities caps = capabilitiesFor(config(ProviderKind(kind), model));
    QCOMPARE(caps.sendsTemperature, temperature);
    QCOMPARE(caps.tokenField == TokenField::MaxCompletionTokens, completionTokens);
    QCOMPARE(caps.reasoningEffort, effort);
    QCOMPARE(caps.json, ProviderKind(kind) == ProviderKind::Anthropic ? JsonMode::Prompt : JsonMode::JsonObject);
    // Reasoning families get room to think; others keep the caller's budget.
    QCOMPARE(caps.minCompletionTokens > 0, !effort.isEmpty());
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
    QVERIFY(caps.reasoningEffort.isEmpty());
    c.overrides = {};
    c.overrides.reasoningEffort = QStringLiteral("high");
    QCOMPARE(capabilitiesFor(c).reasoningEffort, QStringLiteral("high"));
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
}

void TestLlmCapabilities::refusalsCallForOneAdjustmentEach() {
    QFETCH(QString, parameter);
    QFETCH(int, adjustment);
    ModelCapabilities caps;
    caps.reasoningEffort = QStringLiteral("low");
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
