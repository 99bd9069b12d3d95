#include "providerconfig.h"
#include "llmtr.h"

#include <QCoreApplication>
#include <QUrl>

namespace assay::llm {

QString wireApiId(WireApi api) {
    switch (api) {
    case WireApi::Auto:
        return QStringLiteral("auto");
    case WireApi::ChatCompletions:
        return QStringLiteral("chat-completions");
    case WireApi::Responses:
        return QStringLiteral("responses");
    }
    return {};
}

WireApi wireApiFromId(const QString &id) {
    for (WireApi a : {WireApi::ChatCompletions, WireApi::Responses}) {
        if (wireApiId(a) == id)
            return a;
    }
    return WireApi::Auto;
}

QString providerKindId(ProviderKind kind) {
    switch (kind) {
    case ProviderKind::OpenAICompatible:
        return QStringLiteral("openai-compatible");
    case ProviderKind::AzureOpenAI:
        return QStringLiteral("azure-openai");
    case ProviderKind::Anthropic:
        return QStringLiteral("anthropic");
    case ProviderKind::Ollama:
        return QStringLiteral("ollama");
    }
    return {};
}

QString providerKindDisplayName(ProviderKind kind) {
    switch (kind) {
    case ProviderKind::OpenAICompatible:
        return Tr::tr("OpenAI-compatible (OpenAI, vLLM, llama.cpp, LM Studio)");
    case ProviderKind::AzureOpenAI:
        return Tr::tr("Azure OpenAI");
    case ProviderKind::Anthropic:
        return Tr::tr("Anthropic");
    case ProviderKind::Ollama:
        return Tr::tr("Ollama");
    }
    return {};
}

ProviderKind providerKindFromId(const QString &id) {
    for (ProviderKind k : {ProviderKind::OpenAICompatible, ProviderKind::AzureOpenAI,
                           ProviderKind::Anthropic, ProviderKind::Ollama}) {
        if (providerKindId(k) == id)
            return k;
    }
    return ProviderKind::OpenAICompatible;
}

QString defaultBaseUrl(ProviderKind kind) {
    switch (kind) {
    case ProviderKind::OpenAICompatible:
        return QStringLiteral("https://api.openai.com/v1");
    case ProviderKind::AzureOpenAI:
        return QStringLiteral("https://YOUR-RESOURCE.openai.azure.com");
    case ProviderKind::Anthropic:
        return QStringLiteral("https://api.anthropic.com/v1");
    case ProviderKind::Ollama:
        return QStringLiteral("http://localhost:11434");
    }
    return {};
}

bool kindNeedsApiKey(ProviderKind kind) {
    return kind == ProviderKind::AzureOpenAI || kind == ProviderKind::Anthropic;
}

QString defaultAzureApiVersion() {
    return QStringLiteral("v1");
}

QString defaultChatModel(ProviderKind kind) {
    switch (kind) {
    case ProviderKind::OpenAICompatible:
        // Current in the catalog (models/catalog.json); gpt-4o-mini shuts down on 2027-01-14.
        return QStringLiteral("gpt-6.1-terra");
    case ProviderKind::Anthropic:
        // Current in the catalog; Sonnet 4.5 was retired on 2026-11-30.
        return QStringLiteral("claude-sonnet-5-5");
    case ProviderKind::AzureOpenAI:
    case ProviderKind::Ollama:
        return {};
    }
    return {};
}

bool isLocalProvider(const ProviderConfig &config) {
    // Only Ollama by kind: an OpenAI-compatible server on localhost may be a proxy to a paid
    // service, so its price stays unknown until the user enters one (0 for a local model).
    return config.kind == ProviderKind::Ollama;
}

QJsonObject CapabilityOverrides::toJson() const {
    QJsonObject o;
    if (temperature != Choice::Auto)
        o.insert(QStringLiteral("temperature"), temperature == Choice::Yes);
    auto put = [&o](const char *key, const QString &value) {
        if (!value.isEmpty())
            o.insert(QLatin1String(key), value);
    };
    put("tokenField", tokenField);
    put("jsonMode", jsonMode);
    put("reasoningEffort", reasoningEffort);
    if (contextWindow > 0)
        o.insert(QStringLiteral("contextWindow"), contextWindow);
    return o;
}

CapabilityOverrides CapabilityOverrides::fromJson(const QJsonObject &json) {
    CapabilityOverrides c;
    const QJsonValue t = json.value(QStringLiteral("temperature"));
    if (t.isBool())
        c.temperature = t.toBool() ? Choice::Yes : Choice::No;
    c.tokenField = json.value(QStringLiteral("tokenField")).toString();
    c.jsonMode = json.value(QStringLiteral("jsonMode")).toString();
    c.reasoningEffort = json.value(QStringLiteral("reasoningEffort")).toString();
    c.contextWindow = qBound(0, json.value(QStringLiteral("contextWindow")).toInt(), 4 * 1024 * 1024);
    return c;
}

QJsonObject ProviderLimits::toJson() const {
    return QJsonObject{
        {QStringLiteral("maxConcurrent"), maxConcurrent},
        {QStringLiteral("connectTimeoutMs"), connectTimeoutMs},
        {QStringLiteral("firstTokenTimeoutMs"), firstTokenTimeoutMs},
        {QStringLiteral("totalTimeoutMs"), totalTimeoutMs},
        {QStringLiteral("maxRetries"), maxRetries},
        {QStringLiteral("retryBaseDelayMs"), retryBaseDelayMs},
        {QStringLiteral("retryMaxDelayMs"), retryMaxDelayMs},
        {QStringLiteral("callDeadlineMs"), callDeadlineMs},
    };
}

ProviderLimits ProviderLimits::fromJson(const QJsonObject &json) {
    ProviderLimits l;
    auto read = [&](const char *key, int &field, int min, int max) {
        const QJsonValue v = json.value(QLatin1String(key));
        if (v.isDouble())
            field = qBound(min, v.toInt(), max);
    };
    read("maxConcurrent", l.maxConcurrent, 1, 64);
    read("connectTimeoutMs", l.connectTimeoutMs, 100, 600000);
    read("firstTokenTimeoutMs", l.firstTokenTimeoutMs, 100, 3600000);
    read("totalTimeoutMs", l.totalTimeoutMs, 100, 3600000);
    read("maxRetries", l.maxRetries, 0, 10);
    read("retryBaseDelayMs", l.retryBaseDelayMs, 0, 600000);
    read("retryMaxDelayMs", l.retryMaxDelayMs, 0, 3600000);
    // Absent from files written before it existed: those keep the default.
    read("callDeadlineMs", l.callDeadlineMs, 100, 4 * 3600000);
    return l;
}

QString ProviderConfig::effectiveBaseUrl() const {
    QString url = baseUrl.trimmed().isEmpty() ? defaultBaseUrl(kind) : baseUrl.trimmed();
    while (url.endsWith(QLatin1Char('/')))
        url.chop(1);
    return url;
}

WireApi ProviderConfig::effectiveApi() const {
    if (api != WireApi::Auto)
        return api;
    if (kind == ProviderKind::OpenAICompatible &&
        QUrl(effectiveBaseUrl()).host().compare(QLatin1String("api.openai.com"), Qt::CaseInsensitive) == 0)
        return WireApi::Responses;
    return WireApi::ChatCompletions;
}

bool ProviderConfig::azureV1() const {
    if (kind != ProviderKind::AzureOpenAI)
        return false;
    const QString v = azureApiVersion.trimmed().toLower();
    return v == u"v1" || v.isEmpty() || effectiveBaseUrl().endsWith(QLatin1String("/openai/v1"));
}

QString ProviderConfig::validate() const {
    if (name.trimmed().isEmpty())
        return Tr::tr("Give the provider a name.");
    const QUrl url(effectiveBaseUrl());
    if (!url.isValid() ||
        (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")) ||
        url.host().isEmpty())
        return Tr::tr("The base URL must start with http:// or https:// and name a host.");
    if (kind == ProviderKind::AzureOpenAI) {
        if (azureDeployment.trimmed().isEmpty())
            return Tr::tr("Azure needs the name of the chat deployment.");
    } else if (model.trimmed().isEmpty()) {
        return Tr::tr("Choose a model.");
    }
    return {};
}

QJsonObject ProviderConfig::toJson() const {
    QJsonObject o{
        {QStringLiteral("id"), id},
        {QStringLiteral("name"), name},
        {QStringLiteral("kind"), providerKindId(kind)},
        {QStringLiteral("baseUrl"), baseUrl},
        {QStringLiteral("model"), model},
        {QStringLiteral("embeddingModel"), embeddingModel},
        {QStringLiteral("limits"), limits.toJson()},
    };
    if (!overrides.isDefault())
        o.insert(QStringLiteral("overrides"), overrides.toJson());
    if (api != WireApi::Auto)
        o.insert(QStringLiteral("api"), wireApiId(api));
    if (kind == ProviderKind::AzureOpenAI) {
        o.insert(QStringLiteral("azureApiVersion"), azureApiVersion);
        o.insert(QStringLiteral("azureDeployment"), azureDeployment);
        o.insert(QStringLiteral("azureEmbeddingDeployment"), azureEmbeddingDeployment);
    }
    return o;
}

ProviderConfig ProviderConfig::fromJson(const QJsonObject &json) {
    ProviderConfig c;
    c.id = json.value(QStringLiteral("id")).toString();
    c.name = json.value(QStringLiteral("name")).toString();
    c.kind = providerKindFromId(json.value(QStringLiteral("kind")).toString());
    c.baseUrl = json.value(QStringLiteral("baseUrl")).toString();
    c.model = json.value(QStringLiteral("model")).toString();
    c.embeddingModel = json.value(QStringLiteral("embeddingModel")).toString();
    c.azureApiVersion = json.value(QStringLiteral("azureApiVersion")).toString();
    c.azureDeployment = json.value(QStringLiteral("azureDeployment")).toString();
    c.azureEmbeddingDeployment = json.value(QStringLiteral("azureEmbeddingDeployment")).toString();
    c.limits = ProviderLimits::fromJson(json.value(QStringLiteral("limits")).toObject());
    c.overrides = CapabilityOverrides::fromJson(json.value(QStringLiteral("overrides")).toObject());
    c.api = wireApiFromId(json.value(QStringLiteral("api")).toString());
    return c;
}

} // namespace assay::llm
