#pragma once
// The language model a headless verb asks (assay ask, the MCP server's ask tool): the provider
// the user saved in the window's settings, by name or id with --provider, else whatever the
// saved roles name. Its API key comes from $ASSAY_LLM_API_KEY or the keychain, never from an
// argument. No provider configured and none asked for: no model, and the offline assistant
// answers. Also the --privacy file both verbs read: more to hide than the connection's own
// privacy settings, as security::AccessPolicy JSON.

#include <QString>

#include <memory>

namespace assay::security {
struct AccessPolicy;
}
namespace assay::llm {
class LlmService;
}

namespace assay::app {

// Null with `error` empty: no model is configured (offline). Null with `error` set: the named
// provider does not exist or cannot be used.
std::unique_ptr<llm::LlmService> headlessModel(const QString &providerName, QString *error);

class CliArgs;

// A privacy file: security::AccessPolicy JSON ({"hiddenColumns": ["customers.email"]}). False
// with `error` in words when it cannot be read or is not such an object.
bool readPrivacyFile(const QString &path, security::AccessPolicy *policy, QString *error);

// --privacy FILE (into `extra`) and --provider NAME (into `model`, null for offline) as assay ask
// and assay mcp read them. False with `error` set when either cannot be used: a usage error.
bool readAssistantOptions(const CliArgs &args, security::AccessPolicy *extra, std::unique_ptr<llm::LlmService> *model,
                          QString *error);

} // namespace assay::app
