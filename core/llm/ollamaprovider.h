#pragma once
// Ollama through its native API: chat on POST /api/chat (NDJSON streaming, "format": "json",
// options.num_ctx sized to the prompt so a long schema is not cut at the server's default
// context), model listing on /api/tags (which also gives sizes). Only embeddings use the
// OpenAI-compatible /v1, where nothing of this matters.
//
// Why not /v1 for chat: it cannot set the context window (Ollama's OpenAI-compatibility docs), so
// a prompt longer than the default (2048, 4096 since 0.6.7, by VRAM since 0.15.5) is truncated
// from the front, system prompt first, with a 200; and it forces temperature 1.0 when none is
// sent. Native replies carry prompt_eval_count, the one sign that a prompt was cut.

#include "openaiprovider.h"

namespace assay::llm {

class OllamaProvider final : public OpenAiProvider {
public:
    using OpenAiProvider::OpenAiProvider;

    // The context window asked for: the prompt (Assay's count) and the answer's budget with a
    // quarter to spare, rounded up to a power of two so a model is reloaded for few sizes, at
    // least 4096 and at most `caps.contextWindow` (MaxContext when not set).
    static int contextFor(const ChatRequest &request, const ModelCapabilities &caps);
    static constexpr int MinContext = 4096;
    static constexpr int MaxContext = 131072;
    static constexpr int DefaultAnswerBudget = 2048;

    HttpCall chatCall(const ChatRequest &request, const ModelCapabilities &caps,
                      const QString &apiKey) const override;
    void parseChat(const QByteArray &body, ChatAccumulator &acc) const override;
    void decodeStreamEvent(const SseEvent &event, ChatAccumulator &acc) const override;
    StreamFormat streamFormat() const override { return StreamFormat::NdJson; }
    bool truncatesPromptsSilently() const override { return true; }
    // Ollama sends nothing until it has read the prompt; on a CPU that is some 100 tokens a
    // second, so a long prompt gets that time on top of the first-token limit.
    int promptProcessingAllowanceMs(int promptTokens) const override { return promptTokens * 10; }

    HttpCall modelsCall(const QString &apiKey) const override;
    QList<ModelInfo> parseModels(const QByteArray &body, LlmError *error) const override;
    // POST /api/show: model_info["<architecture>.context_length"] is the model's window, the
    // most num_ctx may ask for.
    std::optional<HttpCall> modelDetailsCall(const QString &model, const QString &apiKey) const override;
    int parseContextWindow(const QByteArray &body) const override;
    // How long Ollama keeps the model loaded after a call: questions come in bursts, and a
    // reload costs seconds to minutes.
    static constexpr const char *KeepAlive = "30m";

protected:
    QString apiRoot() const override; // {base}/v1, for embeddings
    QString serverRoot() const;       // {base} without a trailing /v1

private:
    // One native reply object (a whole body, or one NDJSON line of a stream).
    void readReply(const QJsonObject &reply, ChatAccumulator &acc, bool streamed) const;
};

} // namespace assay::llm
