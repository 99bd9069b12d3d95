#include "dbsession.h"
#include "dbtr.h"

#include "resultstore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

namespace assay::db {
namespace {

// Feeds a ResultStore on the worker and tells the session, at most every 50 ms, how many rows
// there are. The session forwards that to the job on the owner thread.
class StoreSink final : public RowSink {
public:
    StoreSink(std::shared_ptr<ResultStore> store, std::function<void(qint64)> notify)
        : m_store(std::move(store))
        , m_notify(std::move(notify))
    {
        m_sinceNotify.start();
    }

    void columns(const QList<ResultColumn> &columns) override { m_store->setColumns(columns); }

    bool rows(QList<Row> &&batch) override
    {
        const bool first = m_store->rowCount() == 0;
        m_store->append(std::move(batch));
        if (first || m_sinceNotify.elapsed() >= 50) {
            m_notify(m_store->rowCount());
            m_sinceNotify.restart();
        }
        return true;
    }

private:
    std::shared_ptr<ResultStore> m_store;
    std::function<void(qint64)> m_notify;
    QElapsedTimer m_sinceNotify;
};

// Work that sets no timeout of its own (the console, notebook cells) gets the connection's.
// Returns the seconds applied, 0 when none.
int applyConnectionTimeout(ExecOptions &options, const ConnectionConfig &config)
{
    if (options.timeoutMs > 0 || config.statementTimeoutSec <= 0)
        return 0;
    options.timeoutMs = config.statementTimeoutSec * 1000;
    return config.statementTimeoutSec;
}

// The engines word a timeout their own way ("canceling statement due to statement timeout",
// "max_statement_time exceeded", milliseconds): when the limit was the connection's, say so and
// where to change it, since the user never typed it next to the query.
void explainConnectionTimeout(ExecSummary &summary, int seconds)
{
    if (seconds <= 0 || summary.error.kind != DbError::Kind::Timeout)
        return;
    summary.error.message = Tr::tr("Stopped after %1 s (the connection's statement timeout).").arg(seconds);
    summary.error.detail.clear();
    summary.error.hint = Tr::tr("Raise or remove the limit in the connection's settings.");
}

} // namespace

DbSession::DbSession(ConnectionConfig config, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
{
    qRegisterMetaType<ExecSummary>();
    m_thread = new QThread;
    m_thread->setObjectName(QStringLiteral("db:") + m_config.name);
    m_context = new QObject;
    m_context->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread->start();
    // The connection object is created on the worker: some drivers bind to their thread.
    post(nullptr, [](Connection &) {}, [] {});
}

DbSession::~DbSession()
{
    cancelAll();
    // Close the connection on its own thread, then stop the thread.
    QMetaObject::invokeMethod(m_context, [this] {
        if (m_connection)
            m_connection->close();
        std::lock_guard lock(m_mutex);
        m_connection.reset();
    }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
    delete m_thread;
}

void DbSession::post(CancelTokenPtr token, Task task, std::function<void()> skipped)
{
    if (!token)
        token = std::make_shared<CancelToken>();
    {
        std::lock_guard lock(m_mutex);
        m_pending.append(token);
    }
    QMetaObject::invokeMethod(m_context, [this, token, task = std::move(task), skipped = std::move(skipped)] {
        {
            std::lock_guard lock(m_mutex);
            if (!m_connection)
                m_connection = createConnection(m_config);
            m_running = token;
        }
        if (token->isCancelled())
            skipped();
        else
            task(*m_connection);
        std::lock_guard lock(m_mutex);
        m_running.reset();
        m_pending.removeOne(token);
    }, Qt::QueuedConnection);
}

void DbSession::cancel(const CancelTokenPtr &token)
{
    if (!token)
        return;
    token->cancel();
    std::lock_guard lock(m_mutex);
    if (m_running == token && m_connection)
        m_connection->interrupt();
}

void DbSession::cancelAll()
{
    std::lock_guard lock(m_mutex);
    for (const CancelTokenPtr &t : std::as_const(m_pending))
        t->cancel();
    if (m_running && m_connection)
        m_connection->interrupt();
}

QFuture<DbError> DbSession::open(const QString &password)
{
    return submit<DbError>([this, password](Connection &c) {
        DbError e = c.open(password);
        m_open.store(e.isNull());
        if (e.isNull()) {
            const QString version = c.serverVersion();
            QMetaObject::invokeMethod(this, [this, version] { emit opened(version); }, Qt::QueuedConnection);
        }
        return e;
    });
}

QFuture<CatalogResult> DbSession::loadCatalog()
{
    auto token = std::make_shared<CancelToken>();
    return submit<CatalogResult>([token](Connection &c) {
        CatalogResult r;
        r.error = c.introspect(&r.catalog, token);
        return r;
    }, token);
}

QFuture<ExecSummary> DbSession::execute(const QString &sql, const ExecOptions &options, std::shared_ptr<RowSink> sink)
{
    CancelTokenPtr token = options.cancel ? options.cancel : std::make_shared<CancelToken>();
    ExecOptions o = options;
    o.cancel = token;
    const int timeoutSec = applyConnectionTimeout(o, m_config);
    return submit<ExecSummary>([this, sql, o, sink, timeoutSec](Connection &c) {
        ExecSummary s = c.execute(sql, o, *sink);
        explainConnectionTimeout(s, timeoutSec);
        if (s.error.kind == DbError::Kind::Connection) {
            const QString message = s.error.message;
            QMetaObject::invokeMethod(this, [this, message] { emit connectionLost(message); }, Qt::QueuedConnection);
        }
        return s;
    }, token);
}

QueryJob *DbSession::startQuery(const QString &sql, ExecOptions options, QObject *parent)
{
    const quint64 id = m_nextJobId++;
    auto *job = new QueryJob(this, id, sql, parent);
    m_jobs.insert(id, job);
    options.cancel = job->m_token;
    const int timeoutSec = applyConnectionTimeout(options, m_config);
    auto store = job->m_store;

    post(job->m_token, [this, id, sql, options, store, timeoutSec](Connection &c) {
        QMetaObject::invokeMethod(this, [this, id] { jobStarted(id); }, Qt::QueuedConnection);
        StoreSink sink(store, [this, id](qint64 total) {
            QMetaObject::invokeMethod(this, [this, id, total] { jobRowsArrived(id, total); }, Qt::QueuedConnection);
        });
        ExecSummary s = c.execute(sql, options, sink);
        explainConnectionTimeout(s, timeoutSec);
        store->markComplete(s.truncated);
        if (s.error.kind == DbError::Kind::Connection) {
            const QString message = s.error.message;
            QMetaObject::invokeMethod(this, [this, message] { emit connectionLost(message); }, Qt::QueuedConnection);
        }
        QMetaObject::invokeMethod(this, [this, id, s] { jobFinished(id, s); }, Qt::QueuedConnection);
    }, [this, id, store] {
        store->markComplete();
        ExecSummary s;
        s.error = DbError::make(DbError::Kind::Cancelled, Tr::tr("Cancelled before it started."));
        QMetaObject::invokeMethod(this, [this, id, s] { jobFinished(id, s); }, Qt::QueuedConnection);
    });
    return job;
}

void DbSession::jobStarted(quint64 id)
{
    if (QueryJob *job = m_jobs.value(id)) {
        job->m_state = QueryJob::State::Running;
        emit job->started();
    }
}

void DbSession::jobRowsArrived(quint64 id, qint64 total)
{
    if (QueryJob *job = m_jobs.value(id))
        emit job->rowsArrived(total);
}

void DbSession::jobFinished(quint64 id, const ExecSummary &summary)
{
    QPointer<QueryJob> job = m_jobs.take(id);
    if (!job)
        return;
    job->m_state = QueryJob::State::Finished;
    job->m_summary = summary;
    emit job->rowsArrived(job->m_store->rowCount());
    if (job)
        emit job->finished(summary);
}

QueryJob::QueryJob(DbSession *session, quint64 id, QString sql, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_id(id)
    , m_sql(std::move(sql))
    , m_store(std::make_shared<ResultStore>())
{
}

void QueryJob::cancel()
{
    if (m_session)
        m_session->cancel(m_token);
    else
        m_token->cancel();
}

} // namespace assay::db
