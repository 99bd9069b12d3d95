#pragma once
// What a model accepts in a chat request, so each request follows its provider's current rules:
// whether to send a temperature, which field carries the token budget, whether to ask for a
// reasoning effort, and how to ask for JSON. Three layers, later ones winning:
//   1. a small documented table of model families (capabilityRules(): patterns, not model lists);
//   2. the provider's overrides from Settings → Language Models → Advanced (CapabilityOverrides);
//   3. what the provider itself refused: a 400 that names an unsupported field is answered by
//      one adjusted retry (adjustmentFor), and the adjustment is remembered for that provider and
//      model for the rest of the session (CapabilityMemory), so it is paid for once.

#include "llmerror.h"
#include "providerconfig.h"

#include <QHash>
#include <QList>
#include <QMutex>
#include <QString>

#include <optional>

namespace assay::llm {

enum class TokenField {
    MaxTokens,           // "max_tokens": chat models, most compatible servers
    MaxCompletionTokens, // "max_completion_tokens": OpenAI/Azure reasoning models (reasoning counts)
};

enum class JsonMode {
    Prompt,       // no request field: the system prompt asks for one JSON object
    JsonObject,   // response_format {"type":"json_object"} (OpenAI, Azure, vLLM, Ollama /v1)
    JsonSchema,   // response_format {"type":"json_schema", schema {"type":"object"}} (LM Studio)
    OllamaFormat, // Ollama's native "format": "json"
};

struct ModelCapabilities {
    bool sendsTemperature = true;
    TokenField tokenField = TokenField::MaxTokens;
    QString reasoningEffort; // sent as reasoning_effort when not empty ("low", "minimal", ...)
    JsonMode json = JsonMode::JsonObject;
    bool streamUsage = true;     // stream_options {"include_usage": true} in streamed requests
    bool reasons = false;        // thinks before answering; the budget counts the thinking
    int minCompletionTokens = 0; // a smaller budget is raised to this (reasoning needs room)
    int contextWindow = 0;       // Ollama: the largest num_ctx to ask for; 0: Assay's default cap

    bool operator==(const ModelCapabilities &) const = default;
};

// One row of the table: provider kinds, a pattern on the model (or Azure deployment) name, and
// what differs from the defaults for the family it recognises, with where that is documented.
struct CapabilityRule {
    QList<ProviderKind> kinds;
    QString pattern; // case-insensitive regular expression on the model id
    std::optional<bool> sendsTemperature;
    std::optional<TokenField> tokenField;
    std::optional<QString> reasoningEffort;
    std::optional<bool> reasons;
    std::optional<int> minCompletionTokens;
    QString source; // why: the documentation or the recorded error this row follows
};

const QList<CapabilityRule> &capabilityRules();

// The table, then the provider's overrides, for the model the config names.
ModelCapabilities capabilitiesFor(const ProviderConfig &config);

// A change to the request that answers a refusal; each is tried at most once per call.
enum class Adjustment {
    DropTemperature,          // "temperature" unsupported (reasoning models, Claude Opus 4.7+)
    UseMaxCompletionTokens,   // "max_tokens" unsupported: send max_completion_tokens
    UseMaxTokens,             // "max_completion_tokens" unknown (old Azure api-versions)
    DropReasoningEffort,      // "reasoning_effort" unknown or a value the model refuses
    JsonSchemaInsteadOfObject, // "response_format" json_object refused (LM Studio)
    JsonByPrompt,             // response_format refused altogether: ask in the prompt
    DropStreamUsage,          // "stream_options" unknown (old Azure api-versions, gateways)
};

// The adjustment a refusal calls for, if the error names a field this request sent.
std::optional<Adjustment> adjustmentFor(const LlmError &error, const ModelCapabilities &caps);
void applyAdjustment(Adjustment adjustment, ModelCapabilities &caps);
QString describeAdjustment(Adjustment adjustment); // "sends no temperature", for reports

// Adjustments learned from refusals, per provider and model, for this session. Thread-safe.
class CapabilityMemory {
public:
    void remember(const QString &providerId, const QString &model, Adjustment adjustment);
    QList<Adjustment> learned(const QString &providerId, const QString &model) const;
    void applyTo(const QString &providerId, const QString &model, ModelCapabilities &caps) const;
    void forget(const QString &providerId); // the provider was edited: learn again

private:
    static QString key(const QString &providerId, const QString &model);
    mutable QMutex m_mutex;
    QHash<QString, QList<Adjustment>> m_learned;
};

} // namespace assay::llm
