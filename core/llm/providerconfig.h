#pragma once
// Where a model lives and how to talk to it. Never holds the API key: that is kept by
// core/security's SecretStore under secretKey() and handed to LlmService separately. Safe to
// write to settings.

#include <QJsonObject>
#include <QString>

namespace assay::llm {

enum class ProviderKind {
    OpenAICompatible, // OpenAI, vLLM, llama.cpp server, LM Studio, any /v1/chat/completions
    AzureOpenAI,      // {base}/openai/deployments/{deployment}/...?api-version=..., api-key header
    Anthropic,        // the Messages API
    Ollama,           // native /api/chat (NDJSON, num_ctx), /api/tags; embeddings on /v1
};

// Which OpenAI protocol a provider speaks for chat. Auto: the Responses API on OpenAI itself
// (api.openai.com: the newest models need it for tools, and it reports reasoning tokens), Chat
// Completions everywhere else (Ollama, LM Studio, vLLM, llama.cpp, LiteLLM, OpenRouter, Azure
// deployments), which is what compatible servers speak.
enum class WireApi { Auto, ChatCompletions, Responses };
QString wireApiId(WireApi api); // "auto", "chat-completions", "responses"
WireApi wireApiFromId(const QString &id);

QString providerKindId(ProviderKind kind);          // "openai-compatible", "azure-openai", ...
QString providerKindDisplayName(ProviderKind kind); // "OpenAI-compatible", ...
ProviderKind providerKindFromId(const QString &id); // OpenAICompatible when unknown
QString defaultBaseUrl(ProviderKind kind);
bool kindNeedsApiKey(ProviderKind kind); // Ollama and local servers usually do not
// Azure's api-version for new providers: "v1", the surface without monthly versions
// ({base}/openai/v1/chat/completions, the deployment named as the model), which serves every
// current deployment; dated versions ("2025-04-01-preview") still work with the deployment form.
QString defaultAzureApiVersion();
struct ProviderConfig;
// The model runs on the user's own machine (Ollama): tokens cost nothing.
bool isLocalProvider(const ProviderConfig &config);
// A new provider's chat model, where the kind has a sensible one ("" for Ollama and Azure: the
// installed models and the deployments are the user's).
QString defaultChatModel(ProviderKind kind);

// How hard to try. Defaults suit hosted providers; tests shorten them.
struct ProviderLimits {
    int maxConcurrent = 4;           // requests in flight at once; the rest wait in a queue
    int connectTimeoutMs = 10000;    // until the request is on the wire
    int firstTokenTimeoutMs = 60000; // streamed answers: from sending until the first text
    int totalTimeoutMs = 180000;     // one attempt, start to end
    int maxRetries = 3;              // extra attempts after the first, for transient errors
    int retryBaseDelayMs = 1000;     // backoff: base * 2^(attempt-1) with jitter, capped below
    int retryMaxDelayMs = 30000;     // also the cap on a server's Retry-After
    int callDeadlineMs = 300000;     // the whole call, from the first send across all retries

    QJsonObject toJson() const;
    static ProviderLimits fromJson(const QJsonObject &json);
    bool operator==(const ProviderLimits &) const = default;
};

// What the user set under Advanced, over the capability table (modelcapabilities.h): "Auto"
// leaves the decision to the table and to what the provider refuses.
struct CapabilityOverrides {
    enum class Choice { Auto, Yes, No };
    Choice temperature = Choice::Auto; // send a temperature
    QString tokenField;                // "", "max_tokens", "max_completion_tokens"
    QString jsonMode;                  // "", "json_object", "json_schema", "prompt"
    QString reasoningEffort;           // "", "none" (never sent), "minimal", "low", "medium", "high"
    int contextWindow = 0;             // Ollama: the largest num_ctx; 0: automatic

    bool isDefault() const { return *this == CapabilityOverrides{}; }
    QJsonObject toJson() const;
    static CapabilityOverrides fromJson(const QJsonObject &json);
    bool operator==(const CapabilityOverrides &) const = default;
};

struct ProviderConfig {
    QString id;   // stable (UUID); the key's secret-store name derives from it
    QString name; // what the user calls it: "OpenAI", "Local Ollama"
    ProviderKind kind = ProviderKind::OpenAICompatible;
    QString baseUrl;         // "https://api.openai.com/v1", "http://localhost:11434"
    QString model;           // chat model (Azure: informational; the deployment decides)
    QString embeddingModel;  // empty: this provider does not make embeddings
    QString azureApiVersion; // "2025-04-01-preview"
    QString azureDeployment; // chat deployment name
    QString azureEmbeddingDeployment;
    WireApi api = WireApi::Auto; // OpenAI-compatible and Azure: which chat protocol
    ProviderLimits limits;
    CapabilityOverrides overrides;

    QString secretKey() const { return QStringLiteral("provider/%1/apiKey").arg(id); }
    QString validate() const;         // empty when usable, else what is missing
    QString effectiveBaseUrl() const; // baseUrl or the kind's default, without a trailing slash
    WireApi effectiveApi() const;     // Auto resolved (never Auto)
    bool azureV1() const;             // Azure's v1 surface ({base}/openai/v1/..., no api-version)

    QJsonObject toJson() const;
    static ProviderConfig fromJson(const QJsonObject &json);
    bool operator==(const ProviderConfig &) const = default;
};

} // namespace assay::llm
