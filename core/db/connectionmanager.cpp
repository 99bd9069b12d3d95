#include "connectionmanager.h"

#include "dbsession.h"

namespace assay::db {

ConnectionManager::ConnectionManager(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<DbError>();
    qRegisterMetaType<Catalog>();
    qRegisterMetaType<ConnectionConfig>();
}

ConnectionManager::~ConnectionManager() = default;

void ConnectionManager::connectTo(const ConnectionConfig &config, const QString &password)
{
    disconnectCurrent();
    const quint64 generation = ++m_generation;
    m_config = config;
    m_password = password;
    m_connecting = true;
    m_session = std::make_unique<DbSession>(config);
    connect(m_session.get(), &DbSession::opened, this, [this](const QString &version) { m_serverVersion = version; });
    connect(m_session.get(), &DbSession::connectionLost, this, &ConnectionManager::connectionLost);
    emit connecting(config);

    auto *watcher = new QFutureWatcher<DbError>(this);
    connect(watcher, &QFutureWatcher<DbError>::finished, this, [this, watcher, generation, config] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;
        m_connecting = false;
        const DbError error = watcher->future().isValid() && watcher->future().resultCount() > 0
                                  ? watcher->result()
                                  : DbError::make(DbError::Kind::Cancelled, tr("Cancelled."));
        if (error) {
            m_session.reset();
            m_password.clear();
            emit connectFailed(config, error);
            return;
        }
        m_connected = true;
        emit connected(config);
        refreshCatalog();
    });
    watcher->setFuture(m_session->open(password));
}

std::unique_ptr<DbSession> ConnectionManager::openHelperSession() const
{
    if (!m_connected)
        return nullptr;
    auto session = std::make_unique<DbSession>(m_config);
    session->open(m_password); // work submitted later runs after it, in order
    return session;
}

void ConnectionManager::disconnectCurrent()
{
    ++m_generation;
    const bool had = m_session != nullptr;
    m_session.reset();
    m_connected = false;
    m_connecting = false;
    m_catalog = {};
    m_serverVersion.clear();
    m_password.clear();
    if (had)
        emit disconnected();
}

void ConnectionManager::refreshCatalog()
{
    if (!m_session)
        return;
    const quint64 generation = m_generation;
    emit catalogLoading();
    auto *watcher = new QFutureWatcher<CatalogResult>(this);
    connect(watcher, &QFutureWatcher<CatalogResult>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation || watcher->future().resultCount() == 0)
            return;
        const CatalogResult r = watcher->result();
        if (r.error) {
            emit catalogFailed(r.error);
            return;
        }
        m_catalog = r.catalog;
        emit catalogLoaded(m_catalog);
    });
    watcher->setFuture(m_session->loadCatalog());
}

} // namespace assay::db
