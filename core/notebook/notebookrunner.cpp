#include "notebookrunner.h"

#include "async/whenfinished.h"
#include "security/writedescription.h"

#include "sqlcomposer.h"

#include "db/dbsession.h"
#include "db/resultstore.h"

#include <QFuture>

#include <QCoreApplication>
#include <QTimer>

namespace assay::notebook {
namespace {

bool isFresh(CellState s)
{
    return s == CellState::Done;
}

// A parameter whose choices come from a query runs it; any other parameter has nothing to run.
bool readsChoicesQuery(const Cell &c)
{
    return c.parameter.choices == ChoiceSource::Query && !c.source.trimmed().isEmpty();
}

} // namespace

NotebookRunner::NotebookRunner(Notebook *notebook, QObject *parent)
    : QObject(parent)
    , m_notebook(notebook)
{
}

NotebookRunner::~NotebookRunner()
{
    if (m_job)
        m_job->cancel();
}

db::DbSession *NotebookRunner::session() const
{
    return m_session;
}

db::QueryJob *NotebookRunner::runningJob(const QString &id) const
{
    return id == m_current ? m_job.data() : nullptr;
}

bool NotebookRunner::isRunning() const
{
    return !m_queue.isEmpty() || m_job || m_checking;
}

void NotebookRunner::setSession(db::DbSession *session)
{
    if (m_session == session)
        return;
    cancel();
    m_session = session;
}

QStringList NotebookRunner::plan(const QString &id) const
{
    const DependencyGraph &g = m_notebook->graph();
    if (!g.contains(id))
        return {};
    QStringList cells;
    for (const QString &a : g.ancestors(id)) {
        if (!isFresh(m_notebook->state(a)))
            cells << a;
    }
    cells << id;
    if (m_notebook->reactiveMode() == ReactiveMode::RunDescendants)
        cells += g.descendants(id);
    return g.topologicalOrder(cells);
}

QStringList NotebookRunner::planParameterChange(const QString &id) const
{
    const DependencyGraph &g = m_notebook->graph();
    if (!g.contains(id))
        return {};
    // The readers, then what they need that is not fresh, found in one walk up from all of them
    // (not one walk per reader: a parameter that 300 cells read re-plans in one pass).
    const QStringList readers = g.descendants(id);
    QSet<QString> cells(readers.begin(), readers.end());
    QStringList todo = readers;
    QSet<QString> seen = cells;
    seen.insert(id);
    while (!todo.isEmpty()) {
        const QString c = todo.takeLast();
        for (const QString &p : g.parents(c)) {
            if (seen.contains(p))
                continue;
            seen.insert(p);
            if (!isFresh(m_notebook->state(p))) {
                cells.insert(p);
                todo.append(p); // what it needs may be out of date as well
            }
        }
    }
    return g.topologicalOrder(QStringList(cells.begin(), cells.end()));
}

void NotebookRunner::runParameterChange(const QString &id)
{
    if (m_notebook->reactiveMode() == ReactiveMode::MarkStale || !m_notebook->cell(id))
        return;
    if (!m_session || !m_session->isOpen())
        return; // they stay stale until there is a database to run them on
    if (isRunning()) {
        // The latest value wins: stop what runs (it may read the old value) and run after it.
        if (!m_pendingParameters.contains(id))
            m_pendingParameters << id;
        stopRun();
        return;
    }
    start(planParameterChange(id));
}

void NotebookRunner::run(const QString &id)
{
    if (m_notebook->graph().isOnCycle(id)) {
        m_notebook->setState(id, CellState::Error);
        emit runRefused(m_notebook->graph().diagnostic(id).message);
        return;
    }
    if (m_notebook->reactiveMode() == ReactiveMode::MarkStale) {
        for (const QString &d : m_notebook->graph().descendants(id)) {
            if (m_notebook->state(d) != CellState::Idle)
                m_notebook->setState(d, CellState::Stale);
        }
    }
    start(plan(id));
}

void NotebookRunner::runAll()
{
    start(m_notebook->graph().topologicalOrder(m_notebook->cellIds()));
}

void NotebookRunner::start(const QStringList &plan)
{
    if (isRunning()) {
        emit runRefused(tr("Cells are still running; stop them first."));
        return;
    }
    if (plan.isEmpty())
        return;
    const bool needsDatabase = std::any_of(plan.begin(), plan.end(), [this](const QString &id) {
        const Cell *c = m_notebook->cell(id);
        if (c && c->kind == CellKind::Parameter)
            return readsChoicesQuery(*c);
        return c && c->kind != CellKind::Markdown;
    });
    if (needsDatabase && (!m_session || !m_session->isOpen())) {
        emit runRefused(tr("Connect to a database to run cells."));
        return;
    }
    m_queue = plan;
    m_allOk = true;
    for (const QString &id : plan)
        m_notebook->setState(id, CellState::Queued);
    emit runStarted(plan);
    runNext();
}

void NotebookRunner::cancel()
{
    m_pendingParameters.clear(); // Stop means stop: no run follows
    stopRun();
}

void NotebookRunner::startPendingParameterRuns()
{
    // Parameters that changed during a run that has now ended: their readers run, once.
    if (m_pendingParameters.isEmpty() || isRunning())
        return;
    QStringList cells;
    for (const QString &p : std::exchange(m_pendingParameters, {}))
        cells += planParameterChange(p);
    cells.removeDuplicates();
    start(m_notebook->graph().topologicalOrder(cells));
}

void NotebookRunner::stopRun()
{
    if (m_job)
        m_job->cancel();
    if (m_checking) {
        // The check's answer will be ignored; the cell it was for did not run.
        m_checking = false;
        ++m_checkGeneration;
        if (m_notebook->cell(m_current))
            m_notebook->setState(m_current, CellState::Cancelled);
        emit cellFinished(m_current, false);
        m_allOk = false;
        stopChain(CellState::Cancelled, QString());
        m_current.clear();
        emit runFinished(false);
        startPendingParameterRuns();
        return;
    }
    stopChain(CellState::Cancelled, QString());
}

void NotebookRunner::stopChain(CellState state, const QString &culprit)
{
    if (state == CellState::Error && !culprit.isEmpty()) {
        skipReadersOf(culprit);
        return;
    }
    const QStringList rest = m_queue;
    m_queue.clear();
    for (const QString &id : rest) {
        m_notebook->setState(id, m_notebook->cell(id) && m_notebook->cell(id)->output.hasRun() ? CellState::Stale
                                                                                             : CellState::Cancelled);
    }
}

void NotebookRunner::skipReadersOf(const QString &culprit)
{
    // Marimo's rule: an error stops only the cells that (transitively) read the failed cell;
    // independent cells stay queued and run.
    const Cell *failed = m_notebook->cell(culprit);
    if (!failed)
        return; // deleted while a question was open; its readers no longer reach it
    const QString name = failed->name;
    for (const QString &id : m_notebook->graph().descendants(culprit)) {
        if (!m_queue.removeOne(id))
            continue;
        OutputInfo o = m_notebook->cell(id)->output;
        o.error = tr("Not run: cell %1, which it reads, failed.").arg(name);
        o.errorPosition = -1;
        m_notebook->setOutput(id, o);
        m_notebook->setState(id, CellState::Error);
    }
}

void NotebookRunner::runNext()
{
    if (m_queue.isEmpty()) {
        m_current.clear();
        emit runFinished(m_allOk);
        startPendingParameterRuns();
        return;
    }
    m_current = m_queue.takeFirst();
    const Cell *cell = m_notebook->cell(m_current);
    if (!cell) {
        runNext();
        return;
    }
    m_notebook->setState(m_current, CellState::Running);
    emit cellStarted(m_current);

    if (cell->kind == CellKind::Markdown) {
        // Markdown renders from the results of the cells it embeds; nothing to execute. An
        // insight written from another version of its source's result is stale until rewritten.
        const Diagnostic d = m_notebook->graph().diagnostic(m_current);
        m_notebook->setState(m_current, d.isError()                                 ? CellState::Error
                                        : m_notebook->isInsightOutdated(m_current) ? CellState::Stale
                                                                                     : CellState::Done);
        emit cellFinished(m_current, !d.isError());
        QTimer::singleShot(0, this, &NotebookRunner::runNext);
        return;
    }

    if (cell->kind == CellKind::Parameter && !readsChoicesQuery(*cell)) {
        finishParameterCell(m_current);
        return;
    }

    const db::Dialect &dialect = m_session->dialect();
    const ComposedQuery q = cell->kind == CellKind::Chart ? composeChartQuery(*m_notebook, m_current, dialect)
                                                          : composeCellQuery(*m_notebook, m_current, dialect);
    if (!q.ok()) {
        failCell(m_current, q.error);
        return;
    }
    // A cell that writes runs only after the user has read what it changes. Read-only and
    // production connections need no question: the engine refuses the write with its own message.
    const db::ConnectionConfig &config = m_session->config();
    if (cell->kind == CellKind::Sql && m_writeApproval && !config.readOnly && !config.production) {
        const QStringList changes = security::describeWrites(cell->source, dialect.flavor());
        if (!changes.isEmpty()) {
            checkThenAskToWrite(m_current, q, changes);
            return;
        }
    }
    startCellQuery(m_current, q);
}

void NotebookRunner::checkThenAskToWrite(const QString &id, const ComposedQuery &q, const QStringList &changes)
{
    // Errors are told apart before consent: a statement the database cannot parse ("SELEC 1")
    // is shown as the syntax error it is, never as a change to approve.
    m_checking = true;
    const quint64 generation = ++m_checkGeneration;
    auto stillWanted = [this, generation] { return m_checking && generation == m_checkGeneration; };
    async::whenFinished(m_session->submit<db::DbError>([sql = q.sql](db::Connection &c) { return c.checkSyntax(sql); }), this,
        [this, id, q, changes, stillWanted](const db::DbError &error) {
            if (!stillWanted())
                return;
            const Cell *cell = m_notebook->cell(id);
            if (!cell || error.kind == db::DbError::Kind::Syntax) {
                m_checking = false;
                if (!cell) {
                    runNext();
                    return;
                }
                db::ExecSummary summary;
                summary.error = error;
                finishCell(id, summary, q);
                return;
            }
            // The question runs an event loop; Stop pressed meanwhile wins over the answer.
            const bool approved = m_writeApproval(cell->name, changes);
            if (!stillWanted())
                return;
            m_checking = false;
            if (!approved) {
                failCell(id, tr("Not run: it would change the database (%1) and you declined.").arg(changes.join(QStringLiteral("; "))));
                return;
            }
            if (!m_notebook->cell(id) || !m_session || !m_session->isOpen()) {
                failCell(id, tr("Not run: the connection closed while you decided."));
                return;
            }
            startCellQuery(id, q);
        },
        [this, id, stillWanted] {
            if (!stillWanted())
                return;
            m_checking = false;
            failCell(id, tr("Not run: the connection closed before the statement could be checked."));
        });
}

void NotebookRunner::startCellQuery(const QString &id, const ComposedQuery &q)
{
    db::ExecOptions options;
    options.maxRows = m_rowLimit;
    options.parameters = q.parameters;
    // A parameter's choices only ever read.
    if (const Cell *c = m_notebook->cell(id); c && c->kind == CellKind::Parameter)
        options.readOnly = true;
    m_job = m_session->startQuery(q.sql, options, this);
    connect(m_job, &db::QueryJob::finished, this, [this, id, q](const db::ExecSummary &summary) {
        finishCell(id, summary, q);
    });
    emit cellJobStarted(id, m_job);
}

void NotebookRunner::failCell(const QString &id, const QString &message)
{
    OutputInfo o;
    o.error = message;
    o.ranAt = QDateTime::currentDateTimeUtc();
    m_notebook->setResult(id, nullptr, o);
    m_notebook->setState(id, CellState::Error);
    m_allOk = false;
    emit cellFinished(id, false);
    stopChain(CellState::Error, id);
    QTimer::singleShot(0, this, &NotebookRunner::runNext);
}

void NotebookRunner::finishParameterCell(const QString &id)
{
    // A fixed input has nothing to run: it is done when its value is one its cells can bind.
    const Cell *cell = m_notebook->cell(id);
    const Diagnostic d = m_notebook->graph().diagnostic(id);
    QString problem = d.isError() ? d.message : QString();
    if (problem.isEmpty()) {
        if (const QString bad = checkParameterValue(cell->parameter, cell->parameter.value()); !bad.isEmpty())
            problem = tr("Parameter %1: %2.").arg(cell->name, bad);
    }
    OutputInfo o;
    o.error = problem;
    m_notebook->setOutput(id, o);
    if (!problem.isEmpty()) {
        m_notebook->setState(id, CellState::Error);
        m_allOk = false;
        emit cellFinished(id, false);
        stopChain(CellState::Error, id);
    } else {
        m_notebook->setState(id, CellState::Done);
        emit cellFinished(id, true);
    }
    QTimer::singleShot(0, this, &NotebookRunner::runNext);
}

void NotebookRunner::finishCell(const QString &id, const db::ExecSummary &summary, const ComposedQuery &q)
{
    const QString &executedSql = q.sql;
    auto store = m_job ? m_job->store() : nullptr;
    if (m_job)
        m_job->deleteLater();
    m_job = nullptr;
    if (!m_notebook->cell(id)) {
        runNext();
        return;
    }
    OutputInfo o;
    o.ranAt = QDateTime::currentDateTimeUtc();
    o.elapsedMs = summary.elapsedMs;
    o.executedSql = executedSql;
    o.parameters = q.usedParameters;
    if (summary.ok()) {
        o.columns = store ? store->columns() : QList<db::ResultColumn>();
        o.rowCount = summary.hasResultSet ? summary.rowCount : 0;
        o.truncated = summary.truncated;
        o.dataHash = store ? store->contentHash() : QString();
        m_notebook->setResult(id, summary.hasResultSet ? store : nullptr, o);
        m_notebook->setState(id, CellState::Done);
        emit cellFinished(id, true);
        runNext();
        return;
    }
    o.error = summary.error.displayText(executedSql);
    if (summary.error.position >= 0) {
        o.errorPosition = q.mapToCell(summary.error.position);
        if (o.errorPosition >= 0) {
            // Describe the position in the cell's own text, not in the composed query.
            db::DbError local = summary.error;
            local.position = o.errorPosition;
            o.error = local.displayText(m_notebook->cell(id)->source);
        }
    }
    const bool cancelled = summary.error.kind == db::DbError::Kind::Cancelled;
    // Keep the rows that arrived before a cancel: they are still useful to look at.
    m_notebook->setResult(id, cancelled ? store : nullptr, o);
    m_notebook->setState(id, cancelled ? CellState::Cancelled : CellState::Error);
    m_allOk = false;
    emit cellFinished(id, false);
    if (cancelled)
        stopChain(CellState::Cancelled, id);
    else
        stopChain(CellState::Error, id);
    runNext();
}

} // namespace assay::notebook
