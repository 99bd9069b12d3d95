#pragma once
// Lives on LlmService's network thread and owns what must stay there: the
// QNetworkAccessManager (created on that thread, used only from it), the per-provider concurrency
// gate and the running RequestRunners. Other threads reach it only through queued calls.

#include "requestrunner.h"

#include <QObject>

namespace assay::llm {

class NetworkWorker final : public QObject {
    Q_OBJECT
public:
    explicit NetworkWorker(DebugLog *log);
    ~NetworkWorker() override; // cancels and delivers whatever still runs

    // On the network thread only.
    void run(quint64 requestId, const QString &providerId, const ProviderLimits &limits,
             std::unique_ptr<Exchange> exchange, std::function<bool()> cancelled);
    int inFlight(const QString &providerId) const { return m_context.gate.inFlight(providerId); }

private:
    NetworkContext m_context;
};

} // namespace assay::llm
