#include "modelcapabilities.h"
#include "llmtr.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace assay::llm {

namespace {

// Azure api-versions are dates ("2024-06-01", "2024-09-01-preview"); a later date sorts later.
// Anything else ("v1", "preview", "latest") is the current surface.
bool azureVersionBefore(const QString &version, const QString &date) {
    static const QRegularExpression dated(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}"));
    return dated.match(version).hasMatch() && version.left(10) < date;
}

// Every effort any vendor names, least first: where a model lacks the one asked for, the nearest.
const QStringList &effortLadder() {
    static const QStringList ladder{QStringLiteral("none"),   QStringLiteral("minimal"),
                                    QStringLiteral("low"),    QStringLiteral("medium"),
                                    QStringLiteral("high"),   QStringLiteral("xhigh"),
                                    QStringLiteral("max")};
    return ladder;
}

QString nearestEffort(const QString &wanted, const QStringList &accepted) {
    if (accepted.isEmpty() || accepted.contains(wanted))
        return wanted;
    const qsizetype want = effortLadder().indexOf(wanted);
    QString best;
    qsizetype bestDistance = 100;
    for (const QString &e : accepted) {
        const qsizetype at = effortLadder().indexOf(e);
        if (at < 0 || (wanted != u"none" && e == u"none"))
            continue;
        // Ties go up: a little more thought rather than too little.
        const qsizetype distance = qAbs(at - want) * 2 - (at > want ? 1 : 0);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = e;
        }
    }
    return best.isEmpty() ? wanted : best;
}

QString lowerEffort(const QString &effort, int steps, const QStringList &accepted) {
    const QStringList &ladder = accepted.isEmpty() ? effortLadder() : accepted;
    qsizetype at = ladder.indexOf(effort);
    if (at < 0)
        return effort;
    // Never down to "none" by itself: that is a model that does not think, a different request.
    const qsizetype floor = ladder.first() == u"none" && ladder.size() > 1 ? 1 : 0;
    return ladder.at(qMax(floor, at - steps));
}

void applyCatalog(const CatalogModel &m, ProviderKind kind, ModelCapabilities &caps) {
    caps.inCatalog = true;
    caps.thinking = m.thinking;
    caps.sampling = m.sampling;
    caps.efforts = m.efforts;
    caps.defaultEffort = m.defaultEffort;
    if (kind != ProviderKind::Ollama)
        caps.contextWindow = m.contextWindow;
    caps.maxOutputTokens = m.maxOutputTokens;
    caps.shutdown = m.shutdown;
    caps.replacement = m.replacement;
    if (m.sampling == Sampling::Never)
        caps.sendsTemperature = false;
    if (m.completionTokens)
        caps.tokenField = TokenField::MaxCompletionTokens;
    switch (m.thinking) {
    case ThinkingStyle::Reasoning:
        // max_tokens is "not compatible" with reasoning models on Chat Completions; the
        // completion budget counts the reasoning (API reference, chat/create).
        caps.reasons = true;
        caps.tokenField = TokenField::MaxCompletionTokens;
        break;
    case ThinkingStyle::AdaptiveAlways:
        caps.reasons = true; // thinks on every call, and the thinking counts toward max_tokens
        break;
    case ThinkingStyle::Adaptive: // thinks only when asked to; Assay does not ask
    case ThinkingStyle::None:
        break;
    }
    caps.sendsEffort = caps.reasons;
}

} // namespace

ModelCapabilities capabilitiesFor(const ProviderConfig &config) {
    return capabilitiesFor(config, ModelCatalog::shipped());
}

ModelCapabilities capabilitiesFor(const ProviderConfig &config, const ModelCatalog &catalog) {
    ModelCapabilities caps;
    caps.sendsEffort = false;
    QString vendor;
    switch (config.kind) {
    case ProviderKind::Anthropic:
        caps.json = JsonMode::Prompt; // the Messages API has no JSON mode
        // API version 2026-10-21 removed temperature, top_p and top_k: any value is a 400.
        caps.sendsTemperature = false;
        vendor = QStringLiteral("anthropic");
        break;
    case ProviderKind::Ollama:
        caps.json = JsonMode::OllamaFormat;
        vendor = QStringLiteral("ollama"); // local models: none in the hosted catalog
        break;
    case ProviderKind::AzureOpenAI:
        // max_completion_tokens and stream_options arrived in 2024-09-01-preview.
        if (azureVersionBefore(config.azureApiVersion, QStringLiteral("2024-09-01")))
            caps.streamUsage = false;
        break;
    case ProviderKind::OpenAICompatible:
        break; // a gateway may serve any vendor's models ("anthropic/claude-…" on LiteLLM)
    }
    // Azure deployments are named by the user; the model field usually names what they run.
    QStringList names{config.model};
    if (config.kind == ProviderKind::AzureOpenAI)
        names.prepend(config.azureDeployment);
    for (const QString &name : std::as_const(names)) {
        if (const auto entry = catalog.find(name, vendor)) {
            applyCatalog(*entry, config.kind, caps);
            break;
        }
    }
    if (config.kind == ProviderKind::AzureOpenAI && !caps.streamUsage)
        caps.tokenField = TokenField::MaxTokens; // that old a version knows only max_tokens

    const CapabilityOverrides &o = config.overrides;
    if (o.temperature != CapabilityOverrides::Choice::Auto) {
        caps.sendsTemperature = o.temperature == CapabilityOverrides::Choice::Yes;
        if (caps.sendsTemperature)
            caps.sampling = Sampling::Always;
    }
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
    if (o.reasoningEffort == u"none") {
        caps.sendsEffort = false;
    } else if (!o.reasoningEffort.isEmpty()) {
        caps.effortOverride = o.reasoningEffort;
        caps.sendsEffort = true;
    }
    if (o.contextWindow > 0)
        caps.contextWindow = o.contextWindow;
    return caps;
}

QString effortId(Effort effort) {
    switch (effort) {
    case Effort::Low:
        return QStringLiteral("low");
    case Effort::Medium:
        return QStringLiteral("medium");
    case Effort::High:
        return QStringLiteral("high");
    case Effort::Default:
        break;
    }
    return {};
}

int thinkingRoom(const QString &effort) {
    // Room on top of the answer, generous because a budget is a cap, not a charge: only what the
    // model uses is billed, and a budget spent in thinking gives no answer at all.
    static const QHash<QString, int> room{
        {QStringLiteral("none"), 0},       {QStringLiteral("minimal"), 2048},
        {QStringLiteral("low"), 6144},     {QStringLiteral("medium"), 16384},
        {QStringLiteral("high"), 32768},   {QStringLiteral("xhigh"), 49152},
        {QStringLiteral("max"), 65536},
    };
    return room.value(effort, 16384);
}

CallShape shapeCall(Effort wanted, int answerTokens, const ModelCapabilities &caps) {
    CallShape shape;
    if (caps.sendsEffort) {
        if (!caps.effortOverride.isEmpty())
            shape.effort = caps.effortOverride;
        else if (wanted != Effort::Default)
            shape.effort = nearestEffort(effortId(wanted), caps.efforts);
        if (!shape.effort.isEmpty() && caps.effortDrop > 0)
            shape.effort = lowerEffort(shape.effort, caps.effortDrop, caps.efforts);
    }
    shape.temperature = caps.sendsTemperature &&
                        (caps.sampling != Sampling::EffortNone || shape.effort == u"none");
    if (caps.reasons) {
        const QString effort = !shape.effort.isEmpty() ? shape.effort
                               : !caps.defaultEffort.isEmpty() ? caps.defaultEffort
                                                               : QStringLiteral("medium");
        const qint64 answer = answerTokens > 0 ? answerTokens : 2048;
        qint64 budget = (answer + thinkingRoom(effort)) * qMax(1, caps.roomFactor);
        if (caps.maxOutputTokens > 0)
            budget = qMin<qint64>(budget, caps.maxOutputTokens);
        shape.budget = int(budget);
    } else if (answerTokens > 0) {
        qint64 budget = qint64(answerTokens) * qMax(1, caps.roomFactor);
        if (caps.maxOutputTokens > 0)
            budget = qMin<qint64>(budget, caps.maxOutputTokens);
        shape.budget = int(budget);
    }
    return shape;
}

std::optional<Adjustment> adjustmentFor(const LlmError &error, const ModelCapabilities &caps) {
    if (error.kind == LlmError::Kind::EmptyAnswer &&
        (error.reason == LlmError::Reason::ReasoningBudget ||
         error.reason == LlmError::Reason::TokenBudget) &&
        caps.roomFactor == 1 && caps.effortDrop == 0)
        return Adjustment::MoreRoom;
    if (error.reason != LlmError::Reason::UnsupportedParameter)
        return std::nullopt;
    const QString &p = error.parameter;
    if ((p == u"temperature" || p == u"top_p" || p == u"top_k") && caps.sendsTemperature)
        return Adjustment::DropTemperature;
    if (p == u"max_tokens" && caps.tokenField == TokenField::MaxTokens)
        return Adjustment::UseMaxCompletionTokens;
    if (p == u"max_completion_tokens" && caps.tokenField == TokenField::MaxCompletionTokens)
        return Adjustment::UseMaxTokens;
    if ((p == u"reasoning_effort" || p == u"reasoning" || p == u"output_config") && caps.sendsEffort)
        return Adjustment::DropReasoningEffort;
    if (p == u"stream_options" && caps.streamUsage)
        return Adjustment::DropStreamUsage;
    if (p == u"stream" && caps.streams)
        return Adjustment::NoStreaming;
    if (p == u"response_format" || p == u"text") {
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
        caps.sendsEffort = false;
        caps.effortOverride.clear();
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
    case Adjustment::NoStreaming:
        caps.streams = false;
        break;
    case Adjustment::MoreRoom:
        // The thinking took more than its room: three times the budget (within the model's
        // limit) and one step less effort, so the second try has the answer's room for sure.
        caps.roomFactor = 3;
        caps.effortDrop = 1;
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
    case Adjustment::NoStreaming:
        return Tr::tr("waits for whole answers (the provider does not stream this model)");
    case Adjustment::MoreRoom:
        return Tr::tr("gave the model more room to think");
    }
    return {};
}

QString adjustmentId(Adjustment adjustment) {
    switch (adjustment) {
    case Adjustment::DropTemperature:
        return QStringLiteral("drop-temperature");
    case Adjustment::UseMaxCompletionTokens:
        return QStringLiteral("max-completion-tokens");
    case Adjustment::UseMaxTokens:
        return QStringLiteral("max-tokens");
    case Adjustment::DropReasoningEffort:
        return QStringLiteral("drop-effort");
    case Adjustment::JsonSchemaInsteadOfObject:
        return QStringLiteral("json-schema");
    case Adjustment::JsonByPrompt:
        return QStringLiteral("json-by-prompt");
    case Adjustment::DropStreamUsage:
        return QStringLiteral("drop-stream-usage");
    case Adjustment::NoStreaming:
        return QStringLiteral("no-streaming");
    case Adjustment::MoreRoom:
        return QStringLiteral("more-room");
    }
    return {};
}

std::optional<Adjustment> adjustmentFromId(const QString &id) {
    for (Adjustment a : {Adjustment::DropTemperature, Adjustment::UseMaxCompletionTokens,
                         Adjustment::UseMaxTokens, Adjustment::DropReasoningEffort,
                         Adjustment::JsonSchemaInsteadOfObject, Adjustment::JsonByPrompt,
                         Adjustment::DropStreamUsage, Adjustment::NoStreaming}) {
        if (adjustmentId(a) == id)
            return a;
    }
    return std::nullopt; // MoreRoom is never stored
}

CapabilityMemory::CapabilityMemory(Store store)
    : m_store(std::move(store)) {
    if (m_store.read)
        fromJson(m_store.read());
}

QString CapabilityMemory::key(const QString &providerId, const QString &model) {
    return providerId + QLatin1Char('\n') + model;
}

QByteArray CapabilityMemory::toJson() const {
    QJsonObject providers;
    for (auto it = m_learned.cbegin(); it != m_learned.cend(); ++it) {
        const QString provider = it.key().section(QLatin1Char('\n'), 0, 0);
        const QString model = it.key().section(QLatin1Char('\n'), 1);
        QJsonArray adjustments;
        for (Adjustment a : it->adjustments)
            adjustments.append(adjustmentId(a));
        QJsonObject facts{{QStringLiteral("adjustments"), adjustments}};
        if (it->contextWindow > 0)
            facts.insert(QStringLiteral("contextWindow"), it->contextWindow);
        QJsonObject models = providers.value(provider).toObject();
        models.insert(model, facts);
        providers.insert(provider, models);
    }
    return QJsonDocument(providers).toJson(QJsonDocument::Compact);
}

void CapabilityMemory::fromJson(const QByteArray &json) {
    const QJsonObject providers = QJsonDocument::fromJson(json).object();
    for (auto p = providers.begin(); p != providers.end(); ++p) {
        const QJsonObject models = p.value().toObject();
        for (auto m = models.begin(); m != models.end(); ++m) {
            const QJsonObject o = m.value().toObject();
            Facts facts;
            for (const QJsonValue &v : o.value(QStringLiteral("adjustments")).toArray()) {
                if (const auto a = adjustmentFromId(v.toString()))
                    facts.adjustments.append(*a);
            }
            facts.contextWindow = qBound(0, o.value(QStringLiteral("contextWindow")).toInt(), 1 << 24);
            m_learned.insert(key(p.key(), m.key()), facts);
        }
    }
}

void CapabilityMemory::save() const {
    if (m_store.write)
        m_store.write(toJson());
}

void CapabilityMemory::remember(const QString &providerId, const QString &model,
                                Adjustment adjustment) {
    if (adjustment == Adjustment::MoreRoom)
        return; // that call's own trouble, not the model's
    QMutexLocker lock(&m_mutex);
    QList<Adjustment> &list = m_learned[key(providerId, model)].adjustments;
    if (list.contains(adjustment))
        return;
    list.append(adjustment);
    save();
}

QList<Adjustment> CapabilityMemory::learned(const QString &providerId,
                                            const QString &model) const {
    QMutexLocker lock(&m_mutex);
    return m_learned.value(key(providerId, model)).adjustments;
}

void CapabilityMemory::rememberContextWindow(const QString &providerId, const QString &model,
                                             int tokens) {
    if (tokens <= 0)
        return;
    QMutexLocker lock(&m_mutex);
    Facts &facts = m_learned[key(providerId, model)];
    if (facts.contextWindow == tokens)
        return;
    facts.contextWindow = tokens;
    save();
}

int CapabilityMemory::contextWindow(const QString &providerId, const QString &model) const {
    QMutexLocker lock(&m_mutex);
    return m_learned.value(key(providerId, model)).contextWindow;
}

void CapabilityMemory::applyTo(const QString &providerId, const QString &model,
                               ModelCapabilities &caps) const {
    Facts facts;
    {
        QMutexLocker lock(&m_mutex);
        facts = m_learned.value(key(providerId, model));
    }
    for (Adjustment a : std::as_const(facts.adjustments))
        applyAdjustment(a, caps);
    // What the server reported beats the catalog; an override under Advanced beats both, and a
    // smaller override is kept (the user may want less memory used).
    if (facts.contextWindow > 0 && (caps.contextWindow == 0 || facts.contextWindow < caps.contextWindow))
        caps.contextWindow = facts.contextWindow;
}

void CapabilityMemory::forget(const QString &providerId) {
    QMutexLocker lock(&m_mutex);
    const QString prefix = providerId + QLatin1Char('\n');
    bool changed = false;
    for (auto it = m_learned.begin(); it != m_learned.end();) {
        if (it.key().startsWith(prefix)) {
            it = m_learned.erase(it);
            changed = true;
        } else {
            ++it;
        }
    }
    if (changed)
        save();
}

} // namespace assay::llm
