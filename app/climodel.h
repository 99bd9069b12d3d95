#pragma once
// The language model a headless verb asks (assay ask, the MCP server's ask tool): the provider
// the user saved in the window's settings, by name or id with --provider, else whatever the
// saved roles name. Its API key comes from $ASSAY_LLM_API_KEY or the keychain, never from an
// argument. No provider configured and none asked for: no model, and the offline assistant
// answers.

#include <QString>

#include <memory>

namespace assay::llm {
class LlmService;
}

namespace assay::app {

// Null with `error` empty: no model is configured (offline). Null with `error` set: the named
// provider does not exist or cannot be used.
std::unique_ptr<llm::LlmService> headlessModel(const QString &providerName, QString *error);

} // namespace assay::app
