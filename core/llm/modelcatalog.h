#pragma once
// What Assay knows about hosted models before talking to them, from a resource file shipped with
// it (core/llm/models/catalog.json, dated): how each model thinks, whether it takes a temperature,
// its context and output limits, list prices, and when it shuts down with what replaces it. The
// capability rules (modelcapabilities.h) start from here; what a provider refuses is learned on
// top and kept (CapabilityMemory).
//
// A model is looked up by the id a provider or gateway uses: "openai/gpt-6.1-terra" (LiteLLM,
// OpenRouter), "anthropic.claude-opus-4-7" (Bedrock), "claude-sonnet-5.5" (OpenRouter's dots),
// "gpt-4.1-2025-04-14" (a dated snapshot) all find their entry.

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace assay::llm {

// How a model thinks before it answers, which decides how it is asked to.
enum class ThinkingStyle {
    None,           // answers at once: temperature and max_tokens as ever
    Reasoning,      // OpenAI reasoning models: reasoning.effort / reasoning_effort, the budget
                    // (max_output_tokens, max_completion_tokens) counts the reasoning
    Adaptive,       // Claude 4.6+: thinks when asked with thinking.type adaptive and an effort
    AdaptiveAlways, // Claude Opus/Sonnet/Haiku 5.5, Fable 5.1: always thinks; "thinking:
                    // disabled" and budget thinking are refused; depth by output_config.effort;
                    // the thinking counts toward max_tokens
};

// Whether the model takes a temperature (and top_p).
enum class Sampling {
    Always,
    Never,      // refused with a 400 whatever the value
    EffortNone, // only while the reasoning effort is "none" (GPT-6 family)
};

struct CatalogModel {
    QString id;
    QString vendor;      // "openai", "anthropic"
    bool family = false; // an entry for every model whose id starts with `id`
    ThinkingStyle thinking = ThinkingStyle::None;
    Sampling sampling = Sampling::Always;
    QStringList efforts; // the efforts it accepts, least first
    QString defaultEffort;
    int contextWindow = 0; // tokens; 0: not known
    int maxOutputTokens = 0;
    std::optional<double> inputPerMillion; // USD
    std::optional<double> outputPerMillion;
    QDate shutdown; // invalid: none announced
    QString replacement;
    bool completionTokens = false; // takes max_completion_tokens (reasoning models always do)

    bool thinks() const { return thinking != ThinkingStyle::None; }
};

class ModelCatalog {
public:
    // The shipped catalog (read once from the resources).
    static const ModelCatalog &shipped();
    // A catalog from JSON in the shipped format; `error` says what is wrong with it.
    static ModelCatalog fromJson(const QByteArray &json, QString *error = nullptr);

    QDate date() const { return m_date; }
    const QList<CatalogModel> &models() const { return m_models; }

    // The entry for a model id as a provider names it, for a vendor ("" for any: a gateway
    // speaking the OpenAI protocol may serve any vendor's models).
    std::optional<CatalogModel> find(const QString &modelId, const QString &vendor = {}) const;

    // "openai/gpt-6.1-terra" -> "gpt-6.1-terra"; "anthropic/claude-sonnet-5.5" ->
    // "claude-sonnet-5-5"; "llama3.1:latest" -> "llama3.1". Lower case.
    static QString canonicalId(const QString &modelId);

private:
    QDate m_date;
    QList<CatalogModel> m_models;
};

// Whether a configured model is a listed one: the same id, or Ollama's default tag spelled out
// ("llama3.1" is "llama3.1:latest").
bool sameModel(const QString &configured, const QString &listed);

// Where a model stands on a given day.
enum class ModelLifecycle {
    Current,
    Retiring, // shuts down within RetiringWindowDays
    Retired,  // the shutdown date has passed: the provider answers 404
};
constexpr int RetiringWindowDays = 60;
ModelLifecycle lifecycleOn(const QDate &shutdown, const QDate &today);
// What to tell the user about a model that is going or gone, naming the date and the
// replacement ("" for a current model). Without a shutdown date the catalog's is used.
QString lifecycleNote(const QString &model, QDate shutdown, QString replacement,
                      const QDate &today);

} // namespace assay::llm
