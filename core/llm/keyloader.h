#pragma once
// Startup wiring: the saved settings into an LlmService, and each provider's API key from the
// SecretStore (asynchronously: the keychain may take a moment, or ask the user to unlock it).
// The future finishes when every key has been looked up.

#include <QFuture>

namespace assay::security {
class SecretStore;
}

namespace assay::llm {

class LlmService;
struct LlmSettings;

QFuture<void> loadApiKeys(LlmService &service, security::SecretStore &secrets);
QFuture<void> configureFromStorage(LlmService &service,
                                   security::SecretStore &secrets); // settings, then keys

} // namespace assay::llm
