#pragma once
// OpenAI's Responses API (POST {base}/responses), the protocol OpenAI's newest models are made
// for: the system prompt goes in "instructions", the conversation in "input", the budget in
// "max_output_tokens" (the reasoning counts), the effort in "reasoning.effort", JSON through
// "text.format". A stream is a series of typed events (response.output_text.delta ...) that ends
// with response.completed, response.incomplete (incomplete_details.reason, e.g.
// max_output_tokens) or response.failed; there is no [DONE]. Usage reports the reasoning tokens
// (output_tokens_details.reasoning_tokens). Listing and embeddings are OpenAiProvider's.

#include "openaiprovider.h"

namespace assay::llm {

class ResponsesProvider final : public OpenAiProvider {
public:
    using OpenAiProvider::OpenAiProvider;

    HttpCall chatCall(const ChatRequest &request, const ModelCapabilities &caps,
                      const QString &apiKey) const override;
    void parseChat(const QByteArray &body, ChatAccumulator &acc) const override;
    void decodeStreamEvent(const SseEvent &event, ChatAccumulator &acc) const override;

private:
    // The final response object (a whole body, or the one response.completed carries).
    void readResponse(const QJsonObject &response, ChatAccumulator &acc, bool takeText) const;
};

} // namespace assay::llm
