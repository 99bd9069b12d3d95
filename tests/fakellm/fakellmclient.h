#pragma once
// The client side of the fake server: a real llm::LlmService whose roles all run on a
// FakeLlmServer, so tests and benches exercise the real HTTP client code. Header-only because
// assay_fakellm itself stays free of assay_core (the standalone server needs neither); whoever
// includes this links assay_core as well.

#include "fakellmserver.h"
#include "llm/llmservice.h"
#include "llm/providerconfig.h"

#include <QDir>

#include <memory>

namespace assay::fakellm {

// Limits that suit a local fake server: no retries (each fault shows at once) and timeouts of
// seconds rather than minutes. Callers tighten or relax what their test is about.
inline llm::ProviderLimits localLimits()
{
    llm::ProviderLimits l;
    l.maxConcurrent = 4;
    l.connectTimeoutMs = 3000;
    l.totalTimeoutMs = 20000;
    l.maxRetries = 0;
    l.retryBaseDelayMs = 20;
    return l;
}

// An OpenAI-compatible provider "fake" on `server`.
inline llm::ProviderConfig fakeProviderConfig(const FakeLlmServer &server, const llm::ProviderLimits &limits = localLimits())
{
    llm::ProviderConfig p;
    p.id = QStringLiteral("fake");
    p.name = QStringLiteral("Fake");
    p.kind = llm::ProviderKind::OpenAICompatible;
    p.baseUrl = server.baseUrl() + QStringLiteral("/v1");
    p.model = QStringLiteral("fake-model");
    p.limits = limits;
    return p;
}

// Points `service` at `server` for the Fast and Reasoning roles, with a key to send.
inline void useFakeServer(llm::LlmService &service, const FakeLlmServer &server, const llm::ProviderLimits &limits = localLimits())
{
    const llm::ProviderConfig p = fakeProviderConfig(server, limits);
    llm::LlmSettings settings;
    settings.providers << p;
    settings.roles.insert(llm::Role::Fast, {p.id, {}});
    settings.roles.insert(llm::Role::Reasoning, {p.id, {}});
    service.applySettings(settings);
    service.setApiKey(p.id, QStringLiteral("sk-test"));
}

// A service with its usage ledger and debug log under `stateDir`, running on `server`.
inline std::unique_ptr<llm::LlmService> serviceOnFakeServer(const QString &stateDir, const FakeLlmServer &server,
                                                            const llm::ProviderLimits &limits = localLimits())
{
    llm::LlmService::Options o;
    o.ledgerPath = QDir(stateDir).filePath(QStringLiteral("usage.sqlite"));
    o.logDirectory = QDir(stateDir).filePath(QStringLiteral("logs"));
    auto service = std::make_unique<llm::LlmService>(o);
    useFakeServer(*service, server, limits);
    return service;
}

} // namespace assay::fakellm
