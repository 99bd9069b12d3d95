#include "historyservice.h"

#include "async/whenfinished.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QtConcurrent/QtConcurrentRun>

namespace assay::ui {

namespace {
const char *SkipProductionKey = "history/skipProduction";
const char *SizeLimitKey = "history/sizeLimit";
} // namespace

HistoryService::HistoryService(QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
    m_pool.setObjectName(QStringLiteral("history"));
}

HistoryService::~HistoryService()
{
    m_pool.waitForDone();
}

bool HistoryService::skipProduction()
{
    return QSettings().value(QLatin1String(SkipProductionKey), false).toBool();
}

void HistoryService::setSkipProduction(bool skip)
{
    QSettings().setValue(QLatin1String(SkipProductionKey), skip);
}

int HistoryService::sizeLimit()
{
    return std::max(100, QSettings().value(QLatin1String(SizeLimitKey), history::HistoryStore::DefaultLimit).toInt());
}

void HistoryService::setSizeLimit(int entries)
{
    QSettings().setValue(QLatin1String(SizeLimitKey), std::max(100, entries));
}

void HistoryService::setConnection(const db::ConnectionConfig &config, const QString &key, const QString &directory)
{
    m_config = config;
    auto store = std::make_shared<history::HistoryStore>();
    store->setLimit(sizeLimit());
    QString path = history::HistoryStore::defaultPath(key);
    if (!directory.isEmpty())
        path = QDir(directory).filePath(QFileInfo(path).fileName());
    m_store = store;
    QFuture<QString> f = QtConcurrent::run(&m_pool, [store, path] { return store->open(path); });
    async::whenFinished(f, this, [this, store](const QString &error) {
        if (store != m_store)
            return;
        if (!error.isEmpty())
            emit failed(tr("The statement history cannot be kept: %1").arg(error));
        emit connectionChanged();
    });
}

void HistoryService::clearConnection()
{
    m_store.reset();
    m_config = {};
    emit connectionChanged();
}

bool HistoryService::isRecording() const
{
    return m_store && !(m_config.production && skipProduction());
}

void HistoryService::record(history::HistoryEntry entry)
{
    if (!isRecording() || entry.sql.trimmed().isEmpty())
        return;
    if (entry.connection.isEmpty())
        entry.connection = m_config.name;
    if (!entry.at.isValid())
        entry.at = QDateTime::currentDateTimeUtc();
    std::shared_ptr<history::HistoryStore> store = m_store;
    store->setLimit(sizeLimit());
    QFuture<QString> f = QtConcurrent::run(&m_pool, [store, entry] { return store->record(entry); });
    async::whenFinished(f, this, [this, store](const QString &error) {
        if (store != m_store)
            return;
        if (!error.isEmpty())
            emit failed(tr("A statement could not be added to the history: %1").arg(error));
        else
            emit recorded();
    });
}

void HistoryService::search(const history::HistoryQuery &query, std::function<void(const history::HistoryPage &)> done)
{
    const quint64 generation = ++m_searchGeneration;
    std::shared_ptr<history::HistoryStore> store = m_store;
    if (!store) {
        done({});
        return;
    }
    QFuture<history::HistoryPage> f = QtConcurrent::run(&m_pool, [store, query] { return store->search(query); });
    async::whenFinished(f, this, [this, generation, done = std::move(done)](const history::HistoryPage &page) {
        if (generation == m_searchGeneration)
            done(page);
    });
}

void HistoryService::clear()
{
    std::shared_ptr<history::HistoryStore> store = m_store;
    if (!store)
        return;
    QFuture<QString> f = QtConcurrent::run(&m_pool, [store] { return store->clear(); });
    async::whenFinished(f, this, [this](const QString &error) {
        if (!error.isEmpty())
            emit failed(tr("The history could not be cleared: %1").arg(error));
        emit cleared();
    });
}

void HistoryService::waitForIdle()
{
    m_pool.waitForDone();
    QCoreApplication::sendPostedEvents();
}

} // namespace assay::ui
