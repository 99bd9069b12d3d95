#include "networkworker.h"


namespace assay::llm {

NetworkWorker::NetworkWorker(DebugLog *log) {
    m_context.log = log;
}

NetworkWorker::~NetworkWorker() {
    // Runners use m_context; delete them while it still exists (QObject would do it later).
    const auto runners = findChildren<RequestRunner *>(Qt::FindDirectChildrenOnly);
    qDeleteAll(runners);
}

void NetworkWorker::run(quint64 requestId, const QString &providerId, const ProviderLimits &limits,
                        std::unique_ptr<Exchange> exchange, std::function<bool()> cancelled) {
    auto *runner = new RequestRunner(m_context, requestId, providerId, limits, std::move(exchange),
                                     std::move(cancelled), this);
    runner->start();
}

} // namespace assay::llm
