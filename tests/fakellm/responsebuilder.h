#pragma once
// Renders a Reply in the protocol a request speaks: OpenAI-compatible chat completions (JSON or
// SSE "chat.completion.chunk"s with a final usage chunk and [DONE]), Anthropic messages (JSON or
// its event stream: message_start, content_block_*, ping, message_delta with usage,
// message_stop), embeddings, model lists (OpenAI/Anthropic /v1/models, Ollama /api/tags) and
// error statuses. HTTP/1.1 framing: Content-Length for whole bodies, chunked for streams.

#include "recordedrequest.h"
#include "reply.h"
#include "responseplan.h"

#include <QDate>
#include <QHash>
#include <QStringList>

namespace assay::fakellm {

struct ServerFacts {
    QString defaultModel = QStringLiteral("fake-model");
    QStringList models{QStringLiteral("fake-model"), QStringLiteral("fake-model-large"),
                       QStringLiteral("fake-embedding")};
    int embeddingDimension = 8;
    QDate today = QDate::currentDate();   // what "retired" is measured against
    QStringList streamRefused;            // models this organisation may not stream
    QHash<QString, int> contextLengths;   // Ollama /api/show: model -> context_length
};

ResponsePlan buildChatResponse(const RecordedRequest &request, const Reply &reply,
                               const ServerFacts &facts);
ResponsePlan buildEmbeddingsResponse(const RecordedRequest &request, const Reply &reply,
                                     const ServerFacts &facts);
ResponsePlan buildModelsResponse(const RecordedRequest &request, const Reply &reply,
                                 const ServerFacts &facts);
// Ollama's native /api/chat: NDJSON lines (message.content, message.thinking, a last line with
// done, done_reason, prompt_eval_count and eval_count), or one JSON body (ollamaresponse.cpp).
ResponsePlan buildOllamaChat(const RecordedRequest &request, const Reply &reply,
                             const QString &model);
// OpenAI's Responses API: one response object, or its event stream (response.created,
// output_item.added, output_text.delta ..., response.completed / response.incomplete)
// (responsesresponse.cpp).
ResponsePlan buildResponsesAnswer(const RecordedRequest &request, const Reply &reply,
                                  const QString &model);
// Ollama's POST /api/show: the model's details with model_info.<arch>.context_length.
ResponsePlan buildShowResponse(const RecordedRequest &request, const ServerFacts &facts);

// What a reply's hidden thinking leaves of it: whether the answer fits the budget after the
// thinking, and the output tokens it reports (the thinking included, as services bill it).
struct BudgetOutcome {
    bool answered = true;
    int completionTokens = 0;
    int reasoningTokens = 0;
};
BudgetOutcome budgetOutcome(const Reply &reply, int answerTokens);

ResponsePlan buildStatusResponse(int status, const QByteArray &body,
                                 const QList<std::pair<QByteArray, QByteArray>> &headers = {});
// Applies the faults every endpoint shares (status, hang, delay); nullopt when the reply is
// a normal answer for the endpoint to render.
std::optional<ResponsePlan> buildCommonFault(const Reply &reply);

// HTTP/1.1 framing: a status line and headers (chunked when contentLength < 0), one chunk.
QByteArray httpHead(int status, const QByteArray &contentType, qint64 contentLength,
                    const QList<std::pair<QByteArray, QByteArray>> &extra = {});
QByteArray httpChunk(const QByteArray &data);
// Appends `bytes` as one chunked write, or trickled 1-7 bytes at a time.
void appendStreamStep(ResponsePlan &plan, const QByteArray &bytes, int waitMs, bool trickle);

// Words in a text: the fake's token count (usage, Ollama's context window).
int countWords(const QString &text);

// The pieces a text is streamed in: a word (with its leading space) per piece, or `size` chars.
QStringList splitForStreaming(const QString &text, int size);

} // namespace assay::fakellm
