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
    Ollama,           // OpenAI-compatible chat on {base}/v1, native model listing on /api/tags
};

QString providerKindId(ProviderKind kind);          // "openai-compatible", "azure-openai", ...
QString providerKindDisplayName(ProviderKind kind); // "OpenAI-compatible", ...
ProviderKind providerKindFromId(const QString &id); // OpenAICompatible when unknown
QString defaultBaseUrl(ProviderKind kind);
bool kindNeedsApiKey(ProviderKind kind); // Ollama and local servers usually do not

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

struct ProviderConfig {
    QString id;   // stable (UUID); the key's secret-store name derives from it
    QString name; // what the user calls it: "OpenAI", "Local Ollama"
    ProviderKind kind = ProviderKind::OpenAICompatible;
    QString baseUrl;         // "https://api.openai.com/v1", "http://localhost:11434"
    QString model;           // chat model (Azure: informational; the deployment decides)
    QString embeddingModel;  // empty: this provider does not make embeddings
    QString azureApiVersion; // "2024-06-01"
    QString azureDeployment; // chat deployment name
    QString azureEmbeddingDeployment;
    ProviderLimits limits;

    QString secretKey() const { return QStringLiteral("provider/%1/apiKey").arg(id); }
    QString validate() const;         // empty when usable, else what is missing
    QString effectiveBaseUrl() const; // baseUrl or the kind's default, without a trailing slash

    QJsonObject toJson() const;
    static ProviderConfig fromJson(const QJsonObject &json);
    bool operator==(const ProviderConfig &) const = default;
};

} // namespace assay::llm
