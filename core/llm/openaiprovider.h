#pragma once
// The OpenAI-compatible protocol: /chat/completions (plain and SSE), /embeddings, /models. Covers
// OpenAI, vLLM, llama.cpp's server, LM Studio and Ollama's /v1, and Azure OpenAI's deployment form
// ({base}/openai/deployments/{name}/...?api-version=..., key in an "api-key" header).

#include "provider.h"

namespace assay::llm {

class OpenAiProvider : public Provider {
public:
    using Provider::Provider;

    HttpCall chatCall(const ChatRequest &request, const ModelCapabilities &caps,
                      const QString &apiKey) const override;
    void parseChat(const QByteArray &body, ChatAccumulator &acc) const override;
    void decodeStreamEvent(const SseEvent &event, ChatAccumulator &acc) const override;

    HttpCall modelsCall(const QString &apiKey) const override;
    QList<ModelInfo> parseModels(const QByteArray &body, LlmError *error) const override;

    bool supportsEmbeddings() const override;
    HttpCall embeddingsCall(const EmbeddingRequest &request, const QString &apiKey) const override;
    void parseEmbeddings(const QByteArray &body, EmbeddingResponse &out) const override;

protected:
    // Where /chat/completions, /models and /embeddings hang ("https://api.openai.com/v1").
    virtual QString apiRoot() const;
    QUrl endpoint(const QString &path, const QString &azureDeployment = {}) const;
    void addAuth(HttpCall &call, const QString &apiKey) const;
    bool isAzure() const { return config().kind == ProviderKind::AzureOpenAI; }
};

} // namespace assay::llm
