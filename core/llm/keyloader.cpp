#include "keyloader.h"

#include "llmservice.h"
#include "llmsettings.h"

#include "security/secretstore.h"

#include <QPointer>
#include <QPromise>

#include <atomic>

namespace assay::llm {

QFuture<void> loadApiKeys(LlmService &service, security::SecretStore &secrets) {
    auto promise = std::make_shared<QPromise<void>>();
    promise->start();
    QFuture<void> future = promise->future();
    const QList<ProviderConfig> providers = service.settings().providers;
    if (providers.isEmpty()) {
        promise->finish();
        return future;
    }
    auto remaining = std::make_shared<std::atomic<int>>(int(providers.size()));
    QPointer<LlmService> guard(&service);
    for (const ProviderConfig &p : providers) {
        secrets.read(security::SecretStore::providerKey(p.id))
            .then([guard, id = p.id, promise, remaining](const security::SecretResult &r) {
                if (guard && r.found)
                    guard->setApiKey(id, r.value);
                if (--*remaining == 0)
                    promise->finish();
            });
    }
    return future;
}

QFuture<void> configureFromStorage(LlmService &service, security::SecretStore &secrets) {
    service.applySettings(LlmSettings::load());
    return loadApiKeys(service, secrets);
}

} // namespace assay::llm
