#include "modelcatalog.h"
#include "llmtr.h"

#include <QCoreApplication>
#include <QLocale>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace assay::llm {

namespace {

ThinkingStyle thinkingFromId(const QString &id) {
    if (id == u"reasoning")
        return ThinkingStyle::Reasoning;
    if (id == u"adaptive")
        return ThinkingStyle::Adaptive;
    if (id == u"adaptive-always")
        return ThinkingStyle::AdaptiveAlways;
    return ThinkingStyle::None;
}

Sampling samplingFromId(const QString &id) {
    if (id == u"never")
        return Sampling::Never;
    if (id == u"effort-none")
        return Sampling::EffortNone;
    return Sampling::Always;
}

CatalogModel modelFromJson(const QJsonObject &o) {
    CatalogModel m;
    m.id = o.value(QStringLiteral("id")).toString().toLower();
    m.vendor = o.value(QStringLiteral("vendor")).toString();
    m.family = o.value(QStringLiteral("family")).toBool();
    m.thinking = thinkingFromId(o.value(QStringLiteral("thinking")).toString());
    m.sampling = samplingFromId(o.value(QStringLiteral("sampling")).toString());
    for (const QJsonValue &e : o.value(QStringLiteral("efforts")).toArray())
        m.efforts << e.toString();
    m.defaultEffort = o.value(QStringLiteral("defaultEffort")).toString();
    m.contextWindow = o.value(QStringLiteral("context")).toInt();
    m.maxOutputTokens = o.value(QStringLiteral("maxOutput")).toInt();
    if (o.value(QStringLiteral("input")).isDouble())
        m.inputPerMillion = o.value(QStringLiteral("input")).toDouble();
    if (o.value(QStringLiteral("output")).isDouble())
        m.outputPerMillion = o.value(QStringLiteral("output")).toDouble();
    m.shutdown = QDate::fromString(o.value(QStringLiteral("shutdown")).toString(), Qt::ISODate);
    m.replacement = o.value(QStringLiteral("replacement")).toString();
    m.completionTokens =
        o.value(QStringLiteral("budgetField")).toString() == u"max_completion_tokens";
    return m;
}

} // namespace

ModelCatalog ModelCatalog::fromJson(const QByteArray &json, QString *error) {
    ModelCatalog c;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = pe.errorString();
        return c;
    }
    const QJsonObject root = doc.object();
    c.m_date = QDate::fromString(root.value(QStringLiteral("date")).toString(), Qt::ISODate);
    for (const QJsonValue &v : root.value(QStringLiteral("models")).toArray()) {
        CatalogModel m = modelFromJson(v.toObject());
        if (!m.id.isEmpty())
            c.m_models.append(std::move(m));
    }
    return c;
}

const ModelCatalog &ModelCatalog::shipped() {
    static const ModelCatalog catalog = [] {
        QFile file(QStringLiteral(":/llm/models/catalog.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("the model catalog is missing from the resources");
        QString error;
        ModelCatalog c = fromJson(file.readAll(), &error);
        if (!error.isEmpty() || c.m_models.isEmpty())
            qFatal("the model catalog is unreadable: %s", qPrintable(error));
        return c;
    }();
    return catalog;
}

QString ModelCatalog::canonicalId(const QString &modelId) {
    QString id = modelId.trimmed().toLower();
    // Gateways prefix the vendor ("openai/…", "openrouter/anthropic/…"); Vertex adds "@date",
    // Ollama and OpenRouter add ":tag" / ":free".
    id = id.section(QLatin1Char('/'), -1);
    id = id.section(QLatin1Char('@'), 0, 0).section(QLatin1Char(':'), 0, 0);
    // Bedrock: "anthropic.claude-opus-4-7-v1", "us.anthropic.claude-…".
    static const QRegularExpression vendorDot(
        QStringLiteral("^(?:[a-z]{2}\\.)?(?:anthropic|openai)\\."));
    id.remove(vendorDot);
    // OpenRouter writes Claude's versions with dots ("claude-sonnet-5.5"); Anthropic with dashes.
    if (id.startsWith(QLatin1String("claude-"))) {
        static const QRegularExpression dot(QStringLiteral("(\\d)\\.(\\d)"));
        id.replace(dot, QStringLiteral("\\1-\\2"));
    }
    return id;
}

std::optional<CatalogModel> ModelCatalog::find(const QString &modelId,
                                               const QString &vendor) const {
    const QString id = canonicalId(modelId);
    if (id.isEmpty())
        return std::nullopt;
    const CatalogModel *snapshot = nullptr; // the longest entry the id extends at a '-'
    const CatalogModel *family = nullptr;   // the longest family the id starts with
    for (const CatalogModel &m : m_models) {
        if (!vendor.isEmpty() && m.vendor != vendor)
            continue;
        if (!m.family && m.id == id)
            return m;
        if (!id.startsWith(m.id))
            continue;
        if (m.family) {
            if (!family || m.id.size() > family->id.size())
                family = &m;
        } else if (id.at(m.id.size()) == QLatin1Char('-') &&
                   (!snapshot || m.id.size() > snapshot->id.size())) {
            snapshot = &m;
        }
    }
    if (snapshot)
        return *snapshot;
    if (family)
        return *family;
    return std::nullopt;
}

bool sameModel(const QString &configured, const QString &listed) {
    const QString a = configured.trimmed();
    const QString b = listed.trimmed();
    if (a.compare(b, Qt::CaseInsensitive) == 0)
        return true;
    const QLatin1String latest(":latest");
    return (!a.contains(QLatin1Char(':')) && b.compare(a + latest, Qt::CaseInsensitive) == 0) ||
           (!b.contains(QLatin1Char(':')) && a.compare(b + latest, Qt::CaseInsensitive) == 0);
}

ModelLifecycle lifecycleOn(const QDate &shutdown, const QDate &today) {
    if (!shutdown.isValid() || !today.isValid())
        return ModelLifecycle::Current;
    if (shutdown <= today)
        return ModelLifecycle::Retired;
    if (today.daysTo(shutdown) <= RetiringWindowDays)
        return ModelLifecycle::Retiring;
    return ModelLifecycle::Current;
}

QString lifecycleNote(const QString &model, QDate shutdown, QString replacement,
                      const QDate &today) {
    if (!shutdown.isValid() || replacement.isEmpty()) {
        if (const auto entry = ModelCatalog::shipped().find(model)) {
            if (!shutdown.isValid())
                shutdown = entry->shutdown;
            if (replacement.isEmpty())
                replacement = entry->replacement;
        }
    }
    const QString date = QLocale().toString(shutdown, QLocale::LongFormat);
    switch (lifecycleOn(shutdown, today)) {
    case ModelLifecycle::Current:
        return {};
    case ModelLifecycle::Retiring:
        return replacement.isEmpty()
                   ? Tr::tr("%1 shuts down on %2: choose another model before then.")
                         .arg(model, date)
                   : Tr::tr("%1 shuts down on %2: move to %3 before then.")
                         .arg(model, date, replacement);
    case ModelLifecycle::Retired:
        return replacement.isEmpty()
                   ? Tr::tr("%1 was shut down on %2 and no longer answers: choose a current model.")
                         .arg(model, date)
                   : Tr::tr("%1 was shut down on %2 and no longer answers: choose %3 instead.")
                         .arg(model, date, replacement);
    }
    return {};
}

} // namespace assay::llm
