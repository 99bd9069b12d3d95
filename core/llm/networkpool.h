#pragma once
// The QNetworkAccessManagers of the network thread. Qt opens at most six HTTP/1.1 connections per
// host and manager (Qt 6.4 has no setting for it) and queues the rest inside the manager, where
// they would count against the connect timeout. A provider allowed more requests at once gets
// more managers: each request goes to the least busy one, and a new one is made when all are full.

#include <QByteArray>
#include <QList>

class QNetworkAccessManager;
class QNetworkReply;
class QNetworkRequest;

namespace assay::llm {

class NetworkPool {
public:
    static constexpr int ConnectionsPerManager = 6;

    NetworkPool() = default;
    ~NetworkPool();
    NetworkPool(const NetworkPool &) = delete;
    NetworkPool &operator=(const NetworkPool &) = delete;

    // On the network thread only. The reply belongs to its manager, as with Qt.
    QNetworkReply *send(const QNetworkRequest &request, const QByteArray &verb, const QByteArray &body);
    int managerCount() const { return int(m_entries.size()); }

private:
    struct Entry {
        QNetworkAccessManager *manager = nullptr;
        int inFlight = 0;
    };
    QList<Entry> m_entries;
    bool m_closing = false;
};

} // namespace assay::llm
