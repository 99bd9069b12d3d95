#include "networkpool.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>

namespace assay::llm {

NetworkPool::~NetworkPool()
{
    m_closing = true; // replies destroyed with their managers must not touch the list
    for (const Entry &e : std::as_const(m_entries))
        delete e.manager;
}

QNetworkReply *NetworkPool::send(const QNetworkRequest &request, const QByteArray &verb, const QByteArray &body)
{
    int best = -1;
    for (int i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].inFlight < ConnectionsPerManager && (best < 0 || m_entries[i].inFlight < m_entries[best].inFlight))
            best = i;
    }
    if (best < 0) {
        m_entries.append({new QNetworkAccessManager, 0}); // created here, so it lives on this thread
        best = int(m_entries.size()) - 1;
    }
    QNetworkAccessManager *manager = m_entries[best].manager;
    QNetworkReply *reply = verb == "GET" ? manager->get(request) : manager->sendCustomRequest(request, verb, body);
    ++m_entries[best].inFlight;
    // A reply is in flight until it is deleted (runners delete theirs when done or aborted).
    QObject::connect(reply, &QObject::destroyed, manager, [this, manager] {
        if (m_closing)
            return;
        for (Entry &e : m_entries) {
            if (e.manager == manager) {
                --e.inFlight;
                break;
            }
        }
    });
    return reply;
}

} // namespace assay::llm
