#include "dbsession.h"
#include "dbtr.h"

#include "resultstore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QDeadlineTimer>
#include <QThread>

#include <atomic>
#include <mutex>

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


// Threads of destroyed sessions that may still be closing their connection.
std::mutex g_retiringMutex;
QList<QPointer<QThread>> g_retiring;

} // namespace

struct DbSession::Core {
    ConnectionConfig config;
    std::mutex mutex;
    std::unique_ptr<Connection> connection; // created and used on the worker
    QList<CancelTokenPtr> pending;          // queued and running work, for cancelAll()
    CancelTokenPtr running;
    std::atomic<bool> open{false};
    // Lives on the owner's thread: the worker's messages go through it, and run only if the
    // session still exists then (checked there, where it is destroyed).
    QObject *relay = nullptr;

    void toOwner(const QPointer<DbSession> &session, std::function<void(DbSession &)> fn) const
    {
        QMetaObject::invokeMethod(relay, [session, fn = std::move(fn)] {
            if (session)
                fn(*session);
        }, Qt::QueuedConnection);
    }
};

DbSession::DbSession(ConnectionConfig config, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_core(std::make_shared<Core>())
{
    qRegisterMetaType<ExecSummary>();
    m_core->config = m_config;
    m_thread = new QThread;
    m_core->relay = new QObject(m_thread); // goes with the thread object, after the worker ends
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
    connect(m_thread, &QThread::finished, m_thread, &QObject::deleteLater);
    // After the work still queued (cancelled: skipped at once), the worker closes the connection
    // and ends its thread. Nothing here waits: on a server that stopped answering, closing can
    // take the driver's timeouts, and the window must keep painting meanwhile.
    QMetaObject::invokeMethod(m_context, [core = m_core] {
        std::unique_ptr<Connection> connection;
        {
            std::lock_guard lock(core->mutex);
            connection = std::move(core->connection);
        }
        if (connection)
            connection->close();
        QThread::currentThread()->quit();
    }, Qt::QueuedConnection);
    std::lock_guard lock(g_retiringMutex);
    g_retiring.removeIf([](const QPointer<QThread> &t) { return t.isNull() || t->isFinished(); });
    g_retiring.append(m_thread);
}

void DbSession::waitForRetired(int timeoutMs)
{
    QList<QPointer<QThread>> threads;
    {
        std::lock_guard lock(g_retiringMutex);
        threads.swap(g_retiring);
    }
    QDeadlineTimer deadline(timeoutMs);
    for (const QPointer<QThread> &t : std::as_const(threads)) {
        if (!t)
            continue;
        if (t->wait(deadline)) {
            delete t.data(); // finished: gone now, not at an event loop that may never run again
        } else {
            std::lock_guard lock(g_retiringMutex);
            g_retiring.append(t); // still stuck (a stopped server): left to the process's end
        }
    }
}

bool DbSession::isOpen() const
{
    return m_core->open.load();
}

void DbSession::post(CancelTokenPtr token, Task task, std::function<void()> skipped)
{
    if (!token)
        token = std::make_shared<CancelToken>();
    {
        std::lock_guard lock(m_core->mutex);
        m_core->pending.append(token);
    }
    QMetaObject::invokeMethod(m_context, [core = m_core, token, task = std::move(task), skipped = std::move(skipped)] {
        {
            std::lock_guard lock(core->mutex);
            if (!core->connection)
                core->connection = createConnection(core->config);
            core->running = token;
        }
        if (token->isCancelled())
            skipped();
        else
            task(*core->connection);
        std::lock_guard lock(core->mutex);
        core->running.reset();
        core->pending.removeOne(token);
    }, Qt::QueuedConnection);
}

void DbSession::cancel(const CancelTokenPtr &token)
{
    if (!token)
        return;
    token->cancel();
    std::lock_guard lock(m_core->mutex);
    if (m_core->running == token && m_core->connection)
        m_core->connection->interrupt();
}

void DbSession::cancelAll()
{
    std::lock_guard lock(m_core->mutex);
    for (const CancelTokenPtr &t : std::as_const(m_core->pending))
        t->cancel();
    if (m_core->running && m_core->connection)
        m_core->connection->interrupt();
}

QFuture<DbError> DbSession::open(const QString &password)
{
    return submit<DbError>([core = m_core, self = QPointer<DbSession>(this), password](Connection &c) {
        DbError e = c.open(password);
        core->open.store(e.isNull());
        if (e.isNull()) {
            const QString version = c.serverVersion();
            core->toOwner(self, [version](DbSession &s) { emit s.opened(version); });
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
    return submit<ExecSummary>([core = m_core, self = QPointer<DbSession>(this), sql, o, sink, timeoutSec](Connection &c) {
        ExecSummary s = c.execute(sql, o, *sink);
        explainConnectionTimeout(s, timeoutSec);
        if (s.error.kind == DbError::Kind::Connection) {
            const QString message = s.error.message;
            core->toOwner(self, [message](DbSession &session) { emit session.connectionLost(message); });
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

    const QPointer<DbSession> self(this);
    post(job->m_token, [core = m_core, self, id, sql, options, store, timeoutSec](Connection &c) {
        core->toOwner(self, [id](DbSession &session) { session.jobStarted(id); });
        StoreSink sink(store, [core, self, id](qint64 total) {
            core->toOwner(self, [id, total](DbSession &session) { session.jobRowsArrived(id, total); });
        });
        ExecSummary s = c.execute(sql, options, sink);
        explainConnectionTimeout(s, timeoutSec);
        store->markComplete(s.truncated);
        if (s.error.kind == DbError::Kind::Connection) {
            const QString message = s.error.message;
            core->toOwner(self, [message](DbSession &session) { emit session.connectionLost(message); });
        }
        core->toOwner(self, [id, s](DbSession &session) { session.jobFinished(id, s); });
    }, [core = m_core, self, id, store] {
        store->markComplete();
        ExecSummary s;
        s.error = DbError::make(DbError::Kind::Cancelled, Tr::tr("Cancelled before it started."));
        core->toOwner(self, [id, s](DbSession &session) { session.jobFinished(id, s); });
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
