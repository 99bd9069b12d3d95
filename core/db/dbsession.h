#pragma once
// A connection and the worker thread it lives on. Callers (usually on the GUI thread) submit work
// and get a QFuture, or start a QueryJob whose rows stream into a ResultStore. Work runs in
// submission order; cancel() stops the running statement at once (sqlite3_interrupt, PQcancel,
// KILL QUERY) and skips queued work. Destroying a session never waits: the worker closes the
// connection and ends on its own (a dead server's timeouts are its problem, not the window's);
// waitForRetired() is for teardown, when what the work captured is about to go.

#include "catalog.h"
#include "connection.h"
#include "resulttypes.h"

#include <QFuture>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QPromise>

#include <functional>
#include <memory>

class QThread;

namespace assay::db {

class QueryJob;
class ResultStore;

struct CatalogResult {
    Catalog catalog;
    DbError error;
};

class DbSession : public QObject {
    Q_OBJECT
public:
    explicit DbSession(ConnectionConfig config, QObject *parent = nullptr);
    ~DbSession() override; // cancels everything; the worker closes the connection and ends later
    // Waits until the workers of destroyed sessions have ended, at most `timeoutMs` (a worker
    // stuck on a server that stopped answering must not hang the exit). For teardown only (the
    // window, a command, a service whose submitted work captured objects about to be destroyed).
    static void waitForRetired(int timeoutMs = 15000);

    const ConnectionConfig &config() const { return m_config; }
    const Dialect &dialect() const { return Dialect::forEngine(m_config.engine); }
    bool isOpen() const;

    QFuture<DbError> open(const QString &password);
    QFuture<CatalogResult> loadCatalog();
    // execute() and startQuery() apply the connection's statement timeout (statementTimeoutSec)
    // when options.timeoutMs is 0; work run through submit() sets its own.
    QFuture<ExecSummary> execute(const QString &sql, const ExecOptions &options, std::shared_ptr<RowSink> sink);

    // Starts a query whose rows stream into job->store(). The job belongs to `parent` (or the
    // caller) and lives on the caller's thread; its signals arrive there.
    QueryJob *startQuery(const QString &sql, ExecOptions options = {}, QObject *parent = nullptr);

    // Runs `fn` with the connection on the worker thread; `token` lets the caller cancel it.
    template <typename T>
    QFuture<T> submit(std::function<T(Connection &)> fn, CancelTokenPtr token = {})
    {
        auto promise = std::make_shared<QPromise<T>>();
        QFuture<T> future = promise->future();
        promise->start();
        post(token, [promise, fn = std::move(fn)](Connection &c) {
            promise->addResult(fn(c));
            promise->finish();
        }, [promise] {
            promise->future().cancel();
            promise->finish();
        });
        return future;
    }

    void cancel(const CancelTokenPtr &token); // cancels that piece of work, queued or running
    void cancelAll();

signals:
    void opened(const QString &serverVersion);
    void connectionLost(const QString &message);

private:
    friend class QueryJob;
    using Task = std::function<void(Connection &)>;
    void post(CancelTokenPtr token, Task task, std::function<void()> skipped);
    void jobRowsArrived(quint64 id, qint64 total);
    void jobFinished(quint64 id, const ExecSummary &summary);
    void jobStarted(quint64 id);

    // What the worker uses: shared with the tasks, so it outlives the session object.
    struct Core;

    ConnectionConfig m_config;
    std::shared_ptr<Core> m_core;
    QThread *m_thread = nullptr;
    QObject *m_context = nullptr; // lives on m_thread; tasks are posted to it

    QHash<quint64, QPointer<QueryJob>> m_jobs; // touched on the owner thread only
    quint64 m_nextJobId = 1;
};

// A query started by DbSession::startQuery. Its rows accumulate in store() as they arrive.
class QueryJob : public QObject {
    Q_OBJECT
public:
    enum class State { Queued, Running, Finished };

    quint64 id() const { return m_id; }
    QString sql() const { return m_sql; }
    State state() const { return m_state; }
    std::shared_ptr<ResultStore> store() const { return m_store; }
    const ExecSummary &summary() const { return m_summary; } // valid once finished
    void cancel();

signals:
    void started();
    void rowsArrived(qint64 totalRows); // coalesced: the first batch at once, then every 50 ms
    void finished(const assay::db::ExecSummary &summary);

private:
    friend class DbSession;
    QueryJob(DbSession *session, quint64 id, QString sql, QObject *parent);

    QPointer<DbSession> m_session;
    quint64 m_id;
    QString m_sql;
    State m_state = State::Queued;
    CancelTokenPtr m_token = std::make_shared<CancelToken>();
    std::shared_ptr<ResultStore> m_store;
    ExecSummary m_summary;
};

} // namespace assay::db

Q_DECLARE_METATYPE(assay::db::ExecSummary)
