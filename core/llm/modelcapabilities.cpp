#include "modelcapabilities.h"
#include "llmtr.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace assay::llm {

namespace {

const QList<ProviderKind> OpenAiKinds{ProviderKind::OpenAICompatible, ProviderKind::AzureOpenAI};

// Azure api-versions are dates ("2024-06-01", "2024-09-01-preview"); a later date sorts later.
// Anything else ("v1", "preview", "latest") is the current surface.
bool azureVersionBefore(const QString &version, const QString &date) {
    static const QRegularExpression dated(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}"));
    return dated.match(version).hasMatch() && version.left(10) < date;
}

} // namespace

const QList<CapabilityRule> &capabilityRules() {
    // Families, recognised by the patterns their vendors name them by; a model that matches none
    // keeps the defaults (temperature, max_tokens, json_object). Refusals the table does not
    // foresee are handled by adjustmentFor() and remembered.
    static const QList<CapabilityRule> rules{
        {OpenAiKinds,
         QStringLiteral("^(o\\d|gpt-5)"),
         false,
         TokenField::MaxCompletionTokens,
         QStringLiteral("low"),
         true,
         4096,
         QStringLiteral(
             "OpenAI reasoning models (o1, o3, o4-mini, the gpt-5 family, dated snapshots too): "
             "max_tokens is 'not compatible with o1 series models', use max_completion_tokens, "
             "which counts reasoning tokens (API reference, chat/create); temperature other than "
             "1 is refused with 400 unsupported_value/unsupported_parameter. 'low' is an effort "
             "every one of them accepts (o-series low/medium/high; gpt-5 minimal..high; gpt-5.1+ "
             "none..high). OpenAI suggests reserving ample room for reasoning.")},
        {OpenAiKinds,
         QStringLiteral("^gpt-5[\\w.]*-chat"),
         true,
         std::nullopt,
         QStringLiteral(""),
         false,
         0,
         QStringLiteral("gpt-5*-chat(-latest) are chat models: temperature accepted, no reasoning "
                        "effort setting (OpenAI community compatibility matrix).")},
        {{ProviderKind::Anthropic},
         QStringLiteral("^claude-(?:(?:opus|sonnet|haiku)-(?:4-[7-9]|[5-9])(?:\\D|$)|fable)"),
         false,
         std::nullopt,
         std::nullopt,
         std::nullopt,
         std::nullopt,
         QStringLiteral("Claude Opus 4.7 and later generations answer 400 \"`temperature` is "
                        "deprecated for this model\" to any temperature (Anthropic migration "
                        "notes; reported for Opus 4.7/4.8/5, Sonnet 5, Haiku 5.5, Fable).")},
    };
    return rules;
}

ModelCapabilities capabilitiesFor(const ProviderConfig &config) {
    ModelCapabilities caps;
    switch (config.kind) {
    case ProviderKind::Anthropic:
        caps.json = JsonMode::Prompt; // the Messages API has no JSON mode
        break;
    case ProviderKind::Ollama:
        caps.json = JsonMode::OllamaFormat;
        break;
    case ProviderKind::AzureOpenAI:
        // max_completion_tokens and stream_options arrived in 2024-09-01-preview.
        if (azureVersionBefore(config.azureApiVersion, QStringLiteral("2024-09-01")))
            caps.streamUsage = false;
        break;
    case ProviderKind::OpenAICompatible:
        break;
    }
    // Azure deployments are named by the user; the model field usually names what they run.
    QStringList names{config.model};
    if (config.kind == ProviderKind::AzureOpenAI)
        names.prepend(config.azureDeployment);
    for (const CapabilityRule &rule : capabilityRules()) {
        if (!rule.kinds.contains(config.kind))
            continue;
        const QRegularExpression re(rule.pattern, QRegularExpression::CaseInsensitiveOption);
        const bool matches = std::any_of(names.cbegin(), names.cend(), [&](const QString &name) {
            return !name.isEmpty() && re.match(name.trimmed()).hasMatch();
        });
        if (!matches)
            continue;
        caps.sendsTemperature = rule.sendsTemperature.value_or(caps.sendsTemperature);
        caps.tokenField = rule.tokenField.value_or(caps.tokenField);
        caps.reasoningEffort = rule.reasoningEffort.value_or(caps.reasoningEffort);
        caps.reasons = rule.reasons.value_or(caps.reasons);
        caps.minCompletionTokens = rule.minCompletionTokens.value_or(caps.minCompletionTokens);
    }
    if (config.kind == ProviderKind::AzureOpenAI && !caps.streamUsage)
        caps.tokenField = TokenField::MaxTokens; // that old a version knows only max_tokens

    const CapabilityOverrides &o = config.overrides;
    if (o.temperature != CapabilityOverrides::Choice::Auto)
        caps.sendsTemperature = o.temperature == CapabilityOverrides::Choice::Yes;
    if (o.tokenField == u"max_tokens")
        caps.tokenField = TokenField::MaxTokens;
    else if (o.tokenField == u"max_completion_tokens")
        caps.tokenField = TokenField::MaxCompletionTokens;
    if (config.kind != ProviderKind::Ollama && config.kind != ProviderKind::Anthropic) {
        if (o.jsonMode == u"json_object")
            caps.json = JsonMode::JsonObject;
        else if (o.jsonMode == u"json_schema")
            caps.json = JsonMode::JsonSchema;
    }
    if (o.jsonMode == u"prompt")
        caps.json = JsonMode::Prompt;
    if (o.reasoningEffort == u"none")
        caps.reasoningEffort.clear();
    else if (!o.reasoningEffort.isEmpty())
        caps.reasoningEffort = o.reasoningEffort;
    if (o.contextWindow > 0)
        caps.contextWindow = o.contextWindow;
    return caps;
}

std::optional<Adjustment> adjustmentFor(const LlmError &error, const ModelCapabilities &caps) {
    if (error.reason != LlmError::Reason::UnsupportedParameter)
        return std::nullopt;
    const QString &p = error.parameter;
    if ((p == u"temperature" || p == u"top_p") && caps.sendsTemperature)
        return Adjustment::DropTemperature;
    if (p == u"max_tokens" && caps.tokenField == TokenField::MaxTokens)
        return Adjustment::UseMaxCompletionTokens;
    if (p == u"max_completion_tokens" && caps.tokenField == TokenField::MaxCompletionTokens)
        return Adjustment::UseMaxTokens;
    if (p == u"reasoning_effort" && !caps.reasoningEffort.isEmpty())
        return Adjustment::DropReasoningEffort;
    if (p == u"stream_options" && caps.streamUsage)
        return Adjustment::DropStreamUsage;
    if (p == u"response_format") {
        if (caps.json == JsonMode::JsonObject)
            return Adjustment::JsonSchemaInsteadOfObject;
        if (caps.json == JsonMode::JsonSchema)
            return Adjustment::JsonByPrompt;
    }
    return std::nullopt;
}

void applyAdjustment(Adjustment adjustment, ModelCapabilities &caps) {
    switch (adjustment) {
    case Adjustment::DropTemperature:
        caps.sendsTemperature = false;
        break;
    case Adjustment::UseMaxCompletionTokens:
        caps.tokenField = TokenField::MaxCompletionTokens;
        break;
    case Adjustment::UseMaxTokens:
        caps.tokenField = TokenField::MaxTokens;
        break;
    case Adjustment::DropReasoningEffort:
        caps.reasoningEffort.clear();
        break;
    case Adjustment::JsonSchemaInsteadOfObject:
        caps.json = JsonMode::JsonSchema;
        break;
    case Adjustment::JsonByPrompt:
        caps.json = JsonMode::Prompt;
        break;
    case Adjustment::DropStreamUsage:
        caps.streamUsage = false;
        break;
    }
}

QString describeAdjustment(Adjustment adjustment) {
    switch (adjustment) {
    case Adjustment::DropTemperature:
        return Tr::tr("sends no temperature");
    case Adjustment::UseMaxCompletionTokens:
        return Tr::tr("sends max_completion_tokens instead of max_tokens");
    case Adjustment::UseMaxTokens:
        return Tr::tr("sends max_tokens instead of max_completion_tokens");
    case Adjustment::DropReasoningEffort:
        return Tr::tr("sends no reasoning effort");
    case Adjustment::JsonSchemaInsteadOfObject:
        return Tr::tr("asks for JSON with a schema instead of JSON mode");
    case Adjustment::JsonByPrompt:
        return Tr::tr("asks for JSON in the prompt only");
    case Adjustment::DropStreamUsage:
        return Tr::tr("does not ask for usage in streams");
    }
    return {};
}

QString CapabilityMemory::key(const QString &providerId, const QString &model) {
    return providerId + QLatin1Char('\n') + model;
}

void CapabilityMemory::remember(const QString &providerId, const QString &model,
                                Adjustment adjustment) {
    QMutexLocker lock(&m_mutex);
    QList<Adjustment> &list = m_learned[key(providerId, model)];
    if (!list.contains(adjustment))
        list.append(adjustment);
}

QList<Adjustment> CapabilityMemory::learned(const QString &providerId,
                                            const QString &model) const {
    QMutexLocker lock(&m_mutex);
    return m_learned.value(key(providerId, model));
}

void CapabilityMemory::applyTo(const QString &providerId, const QString &model,
                               ModelCapabilities &caps) const {
    for (Adjustment a : learned(providerId, model))
        applyAdjustment(a, caps);
}

void CapabilityMemory::forget(const QString &providerId) {
    QMutexLocker lock(&m_mutex);
    const QString prefix = providerId + QLatin1Char('\n');
    for (auto it = m_learned.begin(); it != m_learned.end();) {
        if (it.key().startsWith(prefix))
            it = m_learned.erase(it);
        else
            ++it;
    }
}

} // namespace assay::llm
