#pragma once
// The Anthropic Messages API: POST {base}/messages with x-api-key and anthropic-version headers.
// Models that think adaptively get their effort in output_config and a budget sized for thinking
// plus answer (shapeCall); the thinking is never shown and never part of the answer.
// System messages go to the top-level "system" field; consecutive messages of the same role are
// merged because the API requires user and assistant to alternate. The API has no JSON mode, so
// jsonResponse adds an instruction to the system prompt.

#include "provider.h"

namespace assay::llm {

class AnthropicProvider final : public Provider {
public:
    using Provider::Provider;

    // The current version (2026-10-21): temperature, top_p and top_k are gone from it, which
    // capabilitiesFor() follows; the streaming events are those of 2023-06-01.
    static constexpr const char *ApiVersion = "2026-10-21";
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
