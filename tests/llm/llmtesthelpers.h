#pragma once
// Shared by the tests/llm suites: providers pointed at a FakeLlmServer, limits short enough for
// tests, and a way to wait for a future without blocking the test thread's event loop.

#include "fakellmserver.h"
#include "llm/llmservice.h"
#include "llm/providerconfig.h"

#include <QFuture>
#include <QTemporaryDir>
#include <QtTest>

namespace assay::test {

// Short timeouts and backoff so fault tests take seconds, not minutes.
inline llm::ProviderLimits quickLimits() {
    llm::ProviderLimits l;
    l.maxConcurrent = 4;
    l.connectTimeoutMs = 3000;
    l.firstTokenTimeoutMs = 5000;
    l.totalTimeoutMs = 15000;
    l.maxRetries = 2;
    l.retryBaseDelayMs = 50;
    l.retryMaxDelayMs = 5000;
    return l;
}

inline llm::ProviderConfig fakeProvider(const fakellm::FakeLlmServer &server,
                                        llm::ProviderKind kind,
                                        const QString &id = QStringLiteral("fake")) {
    llm::ProviderConfig c;
    c.id = id;
    c.name = QStringLiteral("Fake %1").arg(llm::providerKindId(kind));
    c.kind = kind;
    c.model = QStringLiteral("fake-model");
    c.limits = quickLimits();
    switch (kind) {
    case llm::ProviderKind::OpenAICompatible:
    case llm::ProviderKind::Anthropic:
        c.baseUrl = server.baseUrl() + QStringLiteral("/v1");
        c.embeddingModel = QStringLiteral("fake-embedding");
        break;
    case llm::ProviderKind::AzureOpenAI:
        c.baseUrl = server.baseUrl();
        c.azureApiVersion = QStringLiteral("2024-06-01");
        c.azureDeployment = QStringLiteral("chat-deployment");
        c.azureEmbeddingDeployment = QStringLiteral("embedding-deployment");
        break;
    case llm::ProviderKind::Ollama:
        c.baseUrl = server.baseUrl();
        c.embeddingModel = QStringLiteral("fake-embedding");
        break;
    }
    return c;
}

inline llm::ChatRequest ask(const QString &question, bool stream = true) {
    llm::ChatRequest r;
    r.messages = {llm::Message::system(QStringLiteral("You are a data analyst's assistant.")),
                  llm::Message::user(question)};
    r.stream = stream;
    r.purpose = QStringLiteral("test");
    return r;
}

// Waits for a future while the test thread keeps processing events (signals queued to it).
template <typename T> T await(QFuture<T> future, int timeoutMs = 30000) {
    QElapsedTimer clock;
    clock.start();
    while (!future.isFinished() && clock.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    if (!future.isFinished())
        qFatal("a future did not finish within %d ms", timeoutMs);
    return future.result();
}

// An LlmService with its ledger and debug log in a temporary directory.
struct ServiceFixture {
    QTemporaryDir dir;
    std::unique_ptr<llm::LlmService> service;

    ServiceFixture() {
        llm::LlmService::Options o;
        o.ledgerPath = dir.filePath(QStringLiteral("usage.sqlite"));
        o.logDirectory = dir.filePath(QStringLiteral("logs"));
        service = std::make_unique<llm::LlmService>(o);
    }
    QString logText() const {
        QString all;
        for (const QString &name :
             QDir(dir.filePath(QStringLiteral("logs"))).entryList(QDir::Files)) {
            QFile f(dir.filePath(QStringLiteral("logs/") + name));
            if (f.open(QIODevice::ReadOnly))
                all += QString::fromUtf8(f.readAll());
        }
        return all;
    }
};

} // namespace assay::test
