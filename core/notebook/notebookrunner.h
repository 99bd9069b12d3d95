#pragma once
// Runs cells on the connection's worker: what a cell needs upstream if it is not fresh, the cell,
// then (in RunDescendants mode) every cell that reads it, in topological order with ties broken
// by notebook order. A failure stops the cells that read the failed cell (the others still run);
// a cancel stops everything. Both mark what did not run.

#include "notebook.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace assay::db {
class DbSession;
class QueryJob;
struct ExecSummary;
} // namespace assay::db

namespace assay::notebook {

struct ComposedQuery;

class NotebookRunner : public QObject {
    Q_OBJECT
    Q_MOC_INCLUDE("db/dbsession.h")
public:
    explicit NotebookRunner(Notebook *notebook, QObject *parent = nullptr);
    ~NotebookRunner() override;

    void setSession(db::DbSession *session); // nullptr when not connected
    db::DbSession *session() const;
    void setRowLimit(qint64 rows) { m_rowLimit = rows; }
    // Asked (on this thread, before the statement is sent) when a SQL cell would change the
    // database on a connection that allows writes: `changes` says what, in words. Returning false
    // leaves the cell unrun with an error saying so. Without an approver, writes run as before.
    // The engine's parser is asked first (on the worker): a cell that does not parse fails with
    // its syntax error and the user is never asked to approve it.
    using WriteApproval = std::function<bool(const QString &cellName, const QStringList &changes)>;
    void setWriteApproval(WriteApproval approval) { m_writeApproval = std::move(approval); }
    qint64 rowLimit() const { return m_rowLimit; }

    // The cells run(id) would run, in order.
    QStringList plan(const QString &id) const;
    // The cells a new value of parameter `id` makes out of date, in order: every cell that reads
    // it directly or through other cells, and whatever those need that is not fresh. Not the
    // parameter itself (its choices do not depend on its value).
    QStringList planParameterChange(const QString &id) const;
    void run(const QString &id);
    // A parameter's value changed: in RunDescendants mode its readers run (a run under way is
    // stopped and this one follows it); in MarkStale mode nothing runs (the notebook has marked
    // them stale).
    void runParameterChange(const QString &id);
    void runAll();
    void cancel();
    bool isRunning() const;
    // The query job of `id` while it runs (a view built mid-run shows the rows streaming in).
    db::QueryJob *runningJob(const QString &id) const;

signals:
    void runStarted(const QStringList &plan);
    void cellStarted(const QString &id);
    // A cell's query started; its rows stream into job->store() until cellFinished.
    void cellJobStarted(const QString &id, assay::db::QueryJob *job);
    void cellFinished(const QString &id, bool ok);
    void runFinished(bool ok);
    // Something prevented the run from starting (not connected, a cycle, ...).
    void runRefused(const QString &reason);

private:
    void start(const QStringList &plan);
    void stopRun();
    void startPendingParameterRuns();
    void runNext();
    void finishCell(const QString &id, const db::ExecSummary &summary, const ComposedQuery &q);
    void finishParameterCell(const QString &id);
    void failCell(const QString &id, const QString &message);
    void checkThenAskToWrite(const QString &id, const ComposedQuery &q, const QStringList &changes);
    void startCellQuery(const QString &id, const ComposedQuery &q);
    void stopChain(CellState state, const QString &culprit);
    void skipReadersOf(const QString &culprit);

    Notebook *m_notebook;
    QPointer<db::DbSession> m_session;
    qint64 m_rowLimit = 5'000'000;
    WriteApproval m_writeApproval;
    QStringList m_queue;
    QPointer<db::QueryJob> m_job;
    bool m_checking = false;        // a write's syntax check is under way for m_current
    quint64 m_checkGeneration = 0;  // a check that comes back after a cancel is ignored
    QString m_current;
    bool m_allOk = true;
    QStringList m_pendingParameters; // changed while a run was under way: their readers run next
};

} // namespace assay::notebook
