#pragma once
// A provider turns requests into HTTP calls and HTTP answers into responses: the wire protocol
// and nothing else. It does no I/O, keeps no state between calls and is safe to share between
// threads; RequestRunner does the sending, timing, retrying and limiting.

#include "chattypes.h"
#include "embeddingtypes.h"
#include "modelcapabilities.h"
#include "providerconfig.h"
#include "sseparser.h"

#include <QByteArray>
#include <QList>
#include <QUrl>

#include <memory>
#include <optional>
#include <utility>

namespace assay::llm {

// One HTTP request, ready to send. Header values may hold the API key; body never does.
struct HttpCall {
    QByteArray verb = "POST";
    QUrl url;
    QList<std::pair<QByteArray, QByteArray>> headers;
    QByteArray body;

    void addHeader(const QByteArray &name, const QByteArray &value) {
        headers.append(std::make_pair(name, value));
    }
};

// A chat answer as it is being decoded, from one body or from a stream of events.
struct ChatAccumulator {
    QString text;
    QString model;
    QString finishReason;
    int reasoningChars = 0; // thinking streamed apart from the answer (reasoning fields, thinking
                            // blocks): never part of `text`, but proof the model is at work
    int promptTokens = -1; // -1 until the provider reports it
    int completionTokens = -1;
    int reasoningTokens = -1; // of the completion tokens, the thinking (Responses, o-series)
    bool sawEvent = false;    // any event at all: the model is at work (keep-alives count)
    bool done = false;    // the provider said the answer is complete
    LlmError error;       // a malformed chunk or an error event: stop reading
    QString pendingDelta; // text decoded by the last call, for the caller's callback
};

struct ModelInfo {
    QString id;
    QString displayName; // empty when the provider gives none
    QDate shutdown;      // the provider's shutdown_date, else the catalog's; invalid: none
    QString replacement; // the catalog's replacement for a model that is going
    int contextWindow = 0; // tokens, when the server says (Ollama /api/show, LM Studio, OpenRouter)
    bool chat = true;      // false for embedding, audio and image models
};

struct ModelList {
    QList<ModelInfo> models;
    LlmError error;
    qint64 latencyMs = 0;
    bool ok() const { return error.isNull(); }
};

// What "Test connection" shows: reachable, key accepted, how many models, and whether the model
// answered one small real chat request shaped like Assay's own (JSON, streamed, a temperature),
// so a green result means questions will work.
struct HealthReport {
    bool ok = false;
    QString message; // for the settings dialog
    int modelCount = 0;      // -1 when the server lists no models
    bool modelFound = false; // the configured model is among the listed ones
    bool chatOk = false;     // the model answered the test request
    QString answeredBy;      // the model that answered, as the provider reports it
    QList<Adjustment> adjustments; // what the test learned the model refuses
    qint64 latencyMs = 0;
    LlmError error;
};

// How a streamed answer is framed on the wire.
enum class StreamFormat {
    Sse,    // text/event-stream (OpenAI, Azure, Anthropic, LM Studio, vLLM)
    NdJson, // one JSON object per line (Ollama's native API)
};

class Provider {
public:
    explicit Provider(ProviderConfig config)
        : m_config(std::move(config)) {}
    virtual ~Provider() = default;

    const ProviderConfig &config() const { return m_config; }

    // The request in the form this model accepts (`caps`: the table, overrides and what the
    // provider refused before, see modelcapabilities.h).
    virtual HttpCall chatCall(const ChatRequest &request, const ModelCapabilities &caps,
                              const QString &apiKey) const = 0;
    virtual StreamFormat streamFormat() const { return StreamFormat::Sse; }
    // The server cuts a prompt that exceeds the context window and still answers 200 (Ollama):
    // the reported prompt tokens are the only sign, so they are compared with Assay's count.
    virtual bool truncatesPromptsSilently() const { return false; }
    // Time a server may spend reading a prompt of this size before it sends a first byte.
    virtual int promptProcessingAllowanceMs(int /*promptTokens*/) const { return 0; }
    // A whole (not streamed) answer body with a 2xx status.
    virtual void parseChat(const QByteArray &body, ChatAccumulator &acc) const = 0;
    // One event of a streamed answer; sets acc.pendingDelta to the new text, if any.
    virtual void decodeStreamEvent(const SseEvent &event, ChatAccumulator &acc) const = 0;

    virtual HttpCall modelsCall(const QString &apiKey) const = 0;
    virtual QList<ModelInfo> parseModels(const QByteArray &body, LlmError *error) const = 0;
    // One model's details where the listing lacks its context window (Ollama's /api/show).
    virtual std::optional<HttpCall> modelDetailsCall(const QString & /*model*/,
                                                     const QString & /*apiKey*/) const {
        return std::nullopt;
    }
    virtual int parseContextWindow(const QByteArray & /*body*/) const { return 0; }

    virtual bool supportsEmbeddings() const { return false; }
    virtual HttpCall embeddingsCall(const EmbeddingRequest &request, const QString &apiKey) const;
    virtual void parseEmbeddings(const QByteArray &body, EmbeddingResponse &out) const;

    // A non-2xx answer as an error: the status decides the kind, the body adds the detail and
    // the reason (providererror.h).
    virtual LlmError errorFromResponse(int httpStatus, const QByteArray &body) const;

    // The model the requests name: Azure's deployment, else the configured model.
    QString modelName() const;

protected:
    // A web page where the API's JSON was expected (wrong base URL, a login or proxy page).
    LlmError htmlError(int httpStatus, const QByteArray &body) const;
    QJsonObject parseObject(const QByteArray &body, LlmError *error) const;
    // One streamed event's JSON object; on malformed data, sets acc.error and returns nullopt.
    std::optional<QJsonObject> parseStreamedObject(const SseEvent &event, ChatAccumulator &acc) const;

private:
    ProviderConfig m_config;
};

std::unique_ptr<Provider> createProvider(const ProviderConfig &config);

// The system note that asks for JSON where the request itself cannot (JsonMode::Prompt).
QString jsonOnlyInstruction();

// The kind of error an HTTP status means (401 Auth, 429 RateLimited, 5xx Server, ...).
LlmError::Kind errorKindForStatus(int httpStatus);

} // namespace assay::llm
