#include "connectionmanager.h"

#include "async/whenfinished.h"
#include "dbsession.h"

#include <QFuture>

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
    // The new session opens beside the current one, which stays usable until the new one is
    // open: a connection that fails (a file that is no database, a wrong password) leaves the
    // analyst where they were. A newer attempt makes an older one moot.
    const quint64 attempt = ++m_attempt;
    m_pending = std::make_unique<DbSession>(config);
    auto version = std::make_shared<QString>();
    connect(m_pending.get(), &DbSession::opened, this, [version](const QString &v) { *version = v; });
    m_connecting = true;
    emit connecting(config);
    async::whenFinished(m_pending->open(password), this,
        [this, attempt, config, password, version](const DbError &error) {
            if (attempt != m_attempt)
                return;
            m_connecting = false;
            std::unique_ptr<DbSession> session = std::move(m_pending);
            if (error) {
                emit connectFailed(config, error);
                return;
            }
            adopt(std::move(session), config, password, *version);
        },
        [this, attempt, config] {
            if (attempt != m_attempt)
                return;
            m_connecting = false;
            m_pending.reset();
            emit connectFailed(config, DbError::make(DbError::Kind::Cancelled, tr("Cancelled.")));
        });
}

void ConnectionManager::adopt(std::unique_ptr<DbSession> session, const ConnectionConfig &config, const QString &password,
                              const QString &serverVersion)
{
    if (!session || !session->isOpen())
        return;
    ++m_attempt; // whatever was still opening is overtaken
    m_pending.reset();
    m_connecting = false;
    disconnectCurrent();
    m_session = std::move(session);
    connect(m_session.get(), &DbSession::opened, this, [this](const QString &v) { m_serverVersion = v; });
    connect(m_session.get(), &DbSession::connectionLost, this, &ConnectionManager::connectionLost);
    m_config = config;
    m_password = password;
    m_serverVersion = serverVersion;
    m_connected = true;
    emit connected(config);
    refreshCatalog();
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
    if (m_pending) {
        ++m_attempt; // an attempt still opening is dropped too
        m_pending.reset();
    }
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
    async::whenFinished(m_session->loadCatalog(), this, [this, generation](const CatalogResult &r) {
        if (generation != m_generation)
            return;
        if (r.error) {
            emit catalogFailed(r.error);
            return;
        }
        m_catalog = r.catalog;
        emit catalogLoaded(m_catalog);
    });
}

} // namespace assay::db
