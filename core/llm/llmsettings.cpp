#include "llmsettings.h"
#include "llmtr.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

namespace assay::llm {

QString roleId(Role role) {
    switch (role) {
    case Role::Reasoning:
        return QStringLiteral("reasoning");
    case Role::Fast:
        return QStringLiteral("fast");
    case Role::Embeddings:
        return QStringLiteral("embeddings");
    }
    return {};
}

QString roleDisplayName(Role role) {
    switch (role) {
    case Role::Reasoning:
        return Tr::tr("Reasoning");
    case Role::Fast:
        return Tr::tr("Fast");
    case Role::Embeddings:
        return Tr::tr("Embeddings");
    }
    return {};
}

const ProviderConfig *LlmSettings::provider(const QString &id) const {
    for (const ProviderConfig &p : providers) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

std::optional<ProviderConfig> LlmSettings::resolve(Role role) const {
    const RoleAssignment a = roles.value(role);
    const ProviderConfig *p = a.providerId.isEmpty() ? nullptr : provider(a.providerId);
    if (!p)
        return std::nullopt;
    ProviderConfig c = *p;
    if (!a.model.isEmpty()) {
        if (role == Role::Embeddings) {
            if (c.kind == ProviderKind::AzureOpenAI)
                c.azureEmbeddingDeployment = a.model;
            else
                c.embeddingModel = a.model;
        } else if (c.kind == ProviderKind::AzureOpenAI) {
            c.azureDeployment = a.model;
        } else {
            c.model = a.model;
        }
    }
    return c;
}

void LlmSettings::assignOnlyProvider() {
    if (providers.size() != 1)
        return;
    for (Role r : {Role::Reasoning, Role::Fast}) {
        if (!resolve(r))
            roles.insert(r, {providers.first().id, {}});
    }
}

LlmSettings LlmSettings::load() {
    QSettings settings;
    return load(settings);
}

LlmSettings LlmSettings::load(QSettings &settings) {
    LlmSettings s;
    const QJsonArray providers =
        QJsonDocument::fromJson(settings.value(QStringLiteral("llm/providers")).toByteArray())
            .array();
    for (const QJsonValue &v : providers) {
        ProviderConfig c = ProviderConfig::fromJson(v.toObject());
        if (!c.id.isEmpty())
            s.providers.append(c);
    }
    for (Role r : {Role::Reasoning, Role::Fast, Role::Embeddings}) {
        const QJsonObject o =
            QJsonDocument::fromJson(
                settings.value(QStringLiteral("llm/roles/") + roleId(r)).toByteArray())
                .object();
        RoleAssignment a{o.value(QStringLiteral("provider")).toString(),
                         o.value(QStringLiteral("model")).toString()};
        if (!a.providerId.isEmpty())
            s.roles.insert(r, a);
    }
    if (settings.contains(QStringLiteral("llm/prices"))) {
        s.prices = PriceTable::fromJson(
            QJsonDocument::fromJson(settings.value(QStringLiteral("llm/prices")).toByteArray())
                .array());
        // A table saved by an older Assay lacks the models that came since: the catalog's list
        // prices fill in what is missing; the user's own entries stay as they are.
        const PriceTable catalog = PriceTable::defaults();
        for (const ModelPrice &p : catalog.entries()) {
            if (!s.prices.hasEntry(p.model))
                s.prices.set(p);
        }
    }
    s.debugLog = settings.value(QStringLiteral("llm/debugLog"), false).toBool();
    s.assignOnlyProvider();
    return s;
}

void LlmSettings::save() const {
    QSettings settings;
    save(settings);
}

void LlmSettings::save(QSettings &settings) const {
    QJsonArray array;
    for (const ProviderConfig &p : providers)
        array.append(p.toJson());
    settings.setValue(QStringLiteral("llm/providers"),
                      QJsonDocument(array).toJson(QJsonDocument::Compact));
    for (Role r : {Role::Reasoning, Role::Fast, Role::Embeddings}) {
        const RoleAssignment a = roles.value(r);
        const QString key = QStringLiteral("llm/roles/") + roleId(r);
        if (a.providerId.isEmpty())
            settings.remove(key);
        else
            settings.setValue(key,
                              QJsonDocument(QJsonObject{{QStringLiteral("provider"), a.providerId},
                                                        {QStringLiteral("model"), a.model}})
                                  .toJson(QJsonDocument::Compact));
    }
    settings.setValue(QStringLiteral("llm/prices"),
                      QJsonDocument(prices.toJson()).toJson(QJsonDocument::Compact));
    settings.setValue(QStringLiteral("llm/debugLog"), debugLog);
    settings.sync();
}

} // namespace assay::llm
