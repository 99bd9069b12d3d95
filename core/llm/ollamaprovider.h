#pragma once
// Ollama: chat and embeddings through its OpenAI-compatible /v1, model listing through its native
// /api/tags (which, unlike /v1/models, also works on versions before 0.1.33 and gives sizes).

#include "openaiprovider.h"

namespace assay::llm {

class OllamaProvider final : public OpenAiProvider {
public:
    using OpenAiProvider::OpenAiProvider;

    HttpCall modelsCall(const QString &apiKey) const override;
    QList<ModelInfo> parseModels(const QByteArray &body, LlmError *error) const override;

protected:
    QString apiRoot() const override; // {base}/v1
    QString serverRoot() const;       // {base} without a trailing /v1
};

} // namespace assay::llm
