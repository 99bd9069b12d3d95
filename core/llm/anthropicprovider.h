#pragma once
// The Anthropic Messages API: POST {base}/messages with x-api-key and anthropic-version headers.
// System messages go to the top-level "system" field; consecutive messages of the same role are
// merged because the API requires user and assistant to alternate. The API has no JSON mode, so
// jsonResponse adds an instruction to the system prompt.

#include "provider.h"

namespace assay::llm {

class AnthropicProvider final : public Provider {
public:
    using Provider::Provider;

    static constexpr const char *ApiVersion = "2023-06-01";
    static constexpr int DefaultMaxTokens = 4096; // the API requires max_tokens

    HttpCall chatCall(const ChatRequest &request, const ModelCapabilities &caps,
                      const QString &apiKey) const override;
    void parseChat(const QByteArray &body, ChatAccumulator &acc) const override;
    void decodeStreamEvent(const SseEvent &event, ChatAccumulator &acc) const override;

    HttpCall modelsCall(const QString &apiKey) const override;
    QList<ModelInfo> parseModels(const QByteArray &body, LlmError *error) const override;

private:
    void addHeaders(HttpCall &call, const QString &apiKey) const;
};

} // namespace assay::llm
