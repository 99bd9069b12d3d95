#pragma once
// The connection the window works with: opens a DbSession, loads the catalog, reports what
// happened as signals. One instance per window; views read the session and catalog from it.

#include "catalog.h"
#include "connectionconfig.h"
#include "dberror.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace assay::db {

class DbSession;

class ConnectionManager : public QObject {
    Q_OBJECT
public:
    explicit ConnectionManager(QObject *parent = nullptr);
    ~ConnectionManager() override;

    // Replaces the current connection once the new one is open; until then, and when opening
    // fails (connectFailed), the current connection stays. The password stays in memory (never
    // on disk) while connected, so helper sessions can be opened; it is dropped on disconnect.
    void connectTo(const ConnectionConfig &config, const QString &password = {});
    // Makes an already open session (the connection dialog's, which it opened to check the
    // connection) the current connection.
    void adopt(std::unique_ptr<DbSession> session, const ConnectionConfig &config, const QString &password,
               const QString &serverVersion = {});
    // A second session to the same database (knowledge building, exports), so long work there
    // never queues behind the user's queries. Opening runs first on its worker; null when not
    // connected.
    std::unique_ptr<DbSession> openHelperSession() const;
    void disconnectCurrent();
    void refreshCatalog();

    DbSession *session() const { return m_session.get(); }
    bool isConnected() const { return m_connected; }
    bool isConnecting() const { return m_connecting; }
    const ConnectionConfig &config() const { return m_config; }
    // The current connection's privacy settings changed (the schema-change review rewrote the
    // names they hold): what the assistant reads from config() from now on.
    void setPrivacy(const QJsonObject &privacy) { m_config.privacy = privacy; }
    const Catalog &catalog() const { return m_catalog; }
    QString serverVersion() const { return m_serverVersion; }

signals:
    void connecting(const assay::db::ConnectionConfig &config);
    void connected(const assay::db::ConnectionConfig &config);
    void connectFailed(const assay::db::ConnectionConfig &config, const assay::db::DbError &error);
    void disconnected();
    void catalogLoading();
    void catalogLoaded(const assay::db::Catalog &catalog);
    void catalogFailed(const assay::db::DbError &error);
    void connectionLost(const QString &message);

private:
    std::unique_ptr<DbSession> m_session;
    std::unique_ptr<DbSession> m_pending; // opening; becomes m_session when open
    quint64 m_attempt = 0;                // a newer connect makes an older one moot
    ConnectionConfig m_config;
    Catalog m_catalog;
    QString m_serverVersion;
    QString m_password;
    bool m_connected = false;
    bool m_connecting = false;
    quint64 m_generation = 0; // late answers from a previous connection are ignored
};

} // namespace assay::db

Q_DECLARE_METATYPE(assay::db::DbError)
Q_DECLARE_METATYPE(assay::db::Catalog)
Q_DECLARE_METATYPE(assay::db::ConnectionConfig)
