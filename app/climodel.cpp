#include "climodel.h"
#include "apptr.h"
#include "cliargs.h"
#include "cliconnection.h"

#include "llm/llmservice.h"
#include "llm/llmsettings.h"
#include "security/accesspolicy.h"
#include "security/secretstore.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

namespace assay::app {

bool readPrivacyFile(const QString &path, security::AccessPolicy *policy, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("cannot read the privacy file %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(file.read(1024 * 1024), &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = Tr::tr("the privacy file %1 is not a JSON object like {\"hiddenColumns\": [\"customers.email\"]}")
                     .arg(QDir::toNativeSeparators(path));
        return false;
    }
    *policy = security::AccessPolicy::fromJson(doc.object());
    return true;
}

std::unique_ptr<llm::LlmService> headlessModel(const QString &providerName, QString *error)
{
    llm::LlmSettings settings = llm::LlmSettings::load();
    if (!providerName.isEmpty()) {
        const llm::ProviderConfig *chosen = nullptr;
        for (const llm::ProviderConfig &p : settings.providers) {
            if (p.id == providerName || p.name.compare(providerName, Qt::CaseInsensitive) == 0)
                chosen = &p;
        }
        if (!chosen) {
            QStringList names;
            for (const llm::ProviderConfig &p : settings.providers)
                names << p.name;
            *error = names.isEmpty() ? Tr::tr("no model provider called \"%1\": none is set up (Settings, Models in the window)").arg(providerName)
                                     : Tr::tr("no model provider called \"%1\"; the providers are: %2").arg(providerName, names.join(QStringLiteral(", ")));
            return nullptr;
        }
        settings.roles.insert(llm::Role::Reasoning, {chosen->id, chosen->model});
        settings.roles.insert(llm::Role::Fast, {chosen->id, chosen->model});
    }
    const std::optional<llm::ProviderConfig> reasoning = settings.resolve(llm::Role::Reasoning);
    if (!reasoning)
        return nullptr; // offline
    llm::LlmService::Options options;
    options.rememberAcrossSessions = true; // what a provider refused is paid for once
    auto service = std::make_unique<llm::LlmService>(options);
    service->applySettings(settings);
    for (const llm::ProviderConfig &p : settings.providers) {
        const QString key = qEnvironmentVariable("ASSAY_LLM_API_KEY");
        service->setApiKey(p.id, key.isEmpty() ? keychainSecret(security::SecretStore::providerKey(p.id)) : key);
    }
    if (!service->isReady(llm::Role::Reasoning)) {
        *error = Tr::tr("the model provider %1 cannot be used: %2").arg(reasoning->name, service->readiness(llm::Role::Reasoning).message);
        return nullptr;
    }
    return service;
}

bool readAssistantOptions(const CliArgs &args, security::AccessPolicy *extra, std::unique_ptr<llm::LlmService> *model,
                          QString *error)
{
    if (args.has(QStringLiteral("privacy")) && !readPrivacyFile(args.value(QStringLiteral("privacy")), extra, error))
        return false;
    *model = headlessModel(args.value(QStringLiteral("provider")), error);
    return error->isEmpty();
}

} // namespace assay::app
