#pragma once
// What the user configured for language models, as stored in QSettings under "llm/": providers,
// which provider and model serve each role, the price table and the debug-log switch. Never a
// secret: API keys live in core/security's SecretStore (ProviderConfig::secretKey()).

#include "pricetable.h"
#include "providerconfig.h"

#include <QHash>
#include <QList>

class QSettings;

namespace assay::llm {

// What a call is for. Agents ask for a role, not a model, so the user decides the trade-off.
enum class Role {
    Reasoning,  // planning, SQL generation, repair: the strongest model
    Fast,       // classification, column filtering in map-reduce fan-out: the cheapest
    Embeddings, // vectors for retrieval; unassigned means the local hashed embedding
};

QString roleId(Role role);          // "reasoning", "fast", "embeddings"
QString roleDisplayName(Role role); // "Reasoning", ...

struct RoleAssignment {
    QString providerId; // empty: unassigned
    QString model;      // empty: the provider's own model (embeddingModel for Embeddings)
    bool operator==(const RoleAssignment &) const = default;
};

struct LlmSettings {
    QList<ProviderConfig> providers;
    QHash<Role, RoleAssignment> roles;
    PriceTable prices = PriceTable::defaults();
    bool debugLog = false;

    const ProviderConfig *provider(const QString &id) const;
    // The provider config a role runs on, with the role's model applied; nullptr when unassigned
    // or when the assigned provider no longer exists.
    std::optional<ProviderConfig> resolve(Role role) const;

    // With exactly one provider, the chat roles (Reasoning, Fast) nobody holds go to it: a
    // provider that was added but never assigned would otherwise leave every question to the
    // offline assistant. load() applies it, for settings saved before the dialog did.
    void assignOnlyProvider();

    static LlmSettings load(); // from the application's QSettings
    static LlmSettings load(QSettings &settings);
    void save() const;
    void save(QSettings &settings) const;
};

} // namespace assay::llm
