#pragma once
// What a model accepts in a chat request, so each request follows its provider's current rules:
// whether to send a temperature, which field carries the token budget, which reasoning effort to
// ask for and how much room thinking needs, how to ask for JSON, whether it may stream. Three
// layers, later ones winning:
//   1. the shipped model catalog (modelcatalog.h: a dated resource file, not patterns in code);
//   2. the provider's overrides from Settings → Language Models → Advanced (CapabilityOverrides);
//   3. what the provider itself refused: a 400 that names a refused field is answered by one
//      adjusted retry (adjustmentFor), and the adjustment is remembered for that provider and
//      model (CapabilityMemory), across sessions when the service persists it, so a refusal is
//      paid for once per installation.

#include "llmerror.h"
#include "modelcatalog.h"
#include "providerconfig.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QString>

#include <functional>
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

// How hard a call wants the model to think. Each kind of call states it (classification and
// checks Low, SQL Medium); the model's own efforts decide what is sent (effortFor).
enum class Effort { Default, Low, Medium, High };

struct ModelCapabilities {
    bool sendsTemperature = true;
    Sampling sampling = Sampling::Always; // EffortNone: a temperature only with effort "none"
    TokenField tokenField = TokenField::MaxTokens;
    QString effortOverride; // Settings → Advanced: sent whatever the call asks ("" automatic)
    bool sendsEffort = true; // false: never send an effort (refused, or "none" under Advanced)
    JsonMode json = JsonMode::JsonObject;
    bool streamUsage = true; // stream_options {"include_usage": true} in streamed requests
    bool streams = true;     // false: the provider refuses to stream this model (unverified org)
    ThinkingStyle thinking = ThinkingStyle::None;
    bool reasons = false;  // thinks before answering; the budget counts the thinking
    QStringList efforts;   // what the model accepts, least first (empty: not known)
    QString defaultEffort; // what the model does when no effort is sent
    int contextWindow = 0;   // tokens (Ollama: the largest num_ctx to ask for); 0: not known
    int maxOutputTokens = 0; // the model's output limit; 0: not known
    QDate shutdown;          // from the catalog or the provider's model list
    QString replacement;     // the catalog's current model for a retiring one
    bool inCatalog = false;
    // Per call, after a budget-spent answer with no text (Adjustment::MoreRoom): the budget is
    // multiplied, or the effort lowered by this many steps.
    int roomFactor = 1;
    int effortDrop = 0;

    bool operator==(const ModelCapabilities &) const = default;
};

// The catalog, then the provider's overrides, for the model the config names.
ModelCapabilities capabilitiesFor(const ProviderConfig &config);
// For one model with the catalog given (tests, other catalogs).
ModelCapabilities capabilitiesFor(const ProviderConfig &config, const ModelCatalog &catalog);

// What one call sends, decided from what it wants and what the model takes.
struct CallShape {
    QString effort;          // "" when none is sent
    int budget = 0;          // output tokens to allow; 0: none sent (the provider's default)
    bool temperature = true; // whether a temperature may be sent
};
// `answerTokens`: what the answer itself needs (0: the provider's default, or 2048 when a
// thinking model needs a budget). A thinking model gets room for its thinking on top, sized by
// the effort, within the model's output limit.
CallShape shapeCall(Effort wanted, int answerTokens, const ModelCapabilities &caps);
// The thinking room each effort needs on top of the answer.
int thinkingRoom(const QString &effort);
QString effortId(Effort effort); // "low", "medium", "high"; "" for Default

// A change to the request that answers a refusal; each is tried at most once per call.
enum class Adjustment {
    DropTemperature,           // "temperature" unsupported (reasoning models, Claude Opus 4.7+)
    UseMaxCompletionTokens,    // "max_tokens" unsupported: send max_completion_tokens
    UseMaxTokens,              // "max_completion_tokens" unknown (old Azure api-versions)
    DropReasoningEffort,       // "reasoning_effort" unknown or a value the model refuses
    JsonSchemaInsteadOfObject, // "response_format" json_object refused (LM Studio)
    JsonByPrompt,              // response_format refused altogether: ask in the prompt
    DropStreamUsage,           // "stream_options" unknown (old Azure api-versions, gateways)
    NoStreaming,               // "stream" refused (an organisation not verified to stream it)
    MoreRoom, // the budget ran out in thinking with no text: more room or less effort, once;
              // this call only, never remembered
};

// The adjustment a refusal calls for, if the error names a field this request sent.
std::optional<Adjustment> adjustmentFor(const LlmError &error, const ModelCapabilities &caps);
void applyAdjustment(Adjustment adjustment, ModelCapabilities &caps);
QString describeAdjustment(Adjustment adjustment); // "sends no temperature", for reports
QString adjustmentId(Adjustment adjustment);       // "drop-temperature": how it is stored
std::optional<Adjustment> adjustmentFromId(const QString &id);

// What was learned about a provider's models, per provider and model: the adjustments its
// refusals called for, and the context window it reported. Thread-safe. With a store, every
// change is written through and the store is read at start, so what one session learned the
// next one knows (LlmService keeps it in QSettings under llm/learned; never a secret).
class CapabilityMemory {
public:
    struct Store {
        std::function<QByteArray()> read;
        std::function<void(const QByteArray &)> write;
    };
    CapabilityMemory() = default;
    explicit CapabilityMemory(Store store);

    void remember(const QString &providerId, const QString &model, Adjustment adjustment);
    QList<Adjustment> learned(const QString &providerId, const QString &model) const;
    void rememberContextWindow(const QString &providerId, const QString &model, int tokens);
    int contextWindow(const QString &providerId, const QString &model) const;
    void applyTo(const QString &providerId, const QString &model, ModelCapabilities &caps) const;
    void forget(const QString &providerId); // the provider was edited: learn again

private:
    struct Facts {
        QList<Adjustment> adjustments;
        int contextWindow = 0;
    };
    static QString key(const QString &providerId, const QString &model);
    void save() const; // with m_mutex held
    QByteArray toJson() const;
    void fromJson(const QByteArray &json);

    mutable QMutex m_mutex;
    QHash<QString, Facts> m_learned;
    Store m_store;
};

} // namespace assay::llm
