#include "steprunner.h"
#include "asktr.h"

#include "db/connection.h"
#include "db/privacyoutput.h"
#include "db/privacyrules.h"
#include "security/privacylog.h"
#include "security/sqlguard.h"
#include "notebook/notebook.h"
#include "notebook/sqlcomposer.h"
#include "sql/relations.h"
#include "sql/statements.h"

#include <QCoreApplication>

namespace assay::ask {
namespace {

// A new SQL cell named as the step will be.
notebook::Cell sqlCell(const QString &name, const QString &sql)
{
    notebook::Cell c;
    c.id = notebook::newCellId();
    c.kind = notebook::CellKind::Sql;
    c.name = name;
    c.source = sql;
    return c;
}

// "orders has the columns order_id, customer_id, ..." for every catalog table the query names:
// what a model needs after "no such column".
QString columnsHint(const QString &sql, const db::Catalog &catalog, sql::Flavor flavor)
{
    QStringList lines;
    for (const QString &name : sql::findRelations(sql, flavor).candidateNames()) {
        if (const db::TableInfo *t = catalog.find(name)) {
            QStringList cols;
            for (const db::ColumnInfo &c : t->columns)
                cols << c.name;
            lines << Tr::tr("%1 has the columns %2.").arg(t->qualifiedName(), cols.join(QStringLiteral(", ")));
        }
    }
    return lines.join(QLatin1Char(' '));
}

} // namespace

StepRunner::StepRunner(db::Connection &connection, const db::Catalog &catalog, const AskRequest &request)
    : m_connection(connection)
    , m_catalog(catalog)
    , m_request(request)
    , m_privacy(request.policy.engineRules())
{
}

void StepRunner::addStep(const QString &cellName, const QString &sql)
{
    m_steps << sqlCell(cellName, sql);
}

QStringList StepRunner::readableNames() const
{
    QStringList out;
    for (const notebook::Cell &c : m_request.cells) {
        if (c.kind == notebook::CellKind::Sql)
            out << c.name;
    }
    for (const notebook::Cell &c : m_steps)
        out << c.name;
    return out;
}

QString StepRunner::compose(const QString &cellName, const QString &sql, QString *error, QList<db::BoundValue> *parameters) const
{
    // A scratch notebook with the user's cells, the earlier steps and this one: the composer then
    // inlines exactly what the notebook runner will inline when the cell runs for real.
    notebook::Notebook nb;
    nb.setFlavor(m_request.flavor);
    QList<notebook::Cell> cells = m_request.cells + m_steps;
    const notebook::Cell own = sqlCell(cellName, sql);
    cells << own;
    nb.replaceAll(cells);
    const notebook::ComposedQuery q = notebook::composeCellQuery(nb, own.id, m_connection.dialect());
    if (!q.ok()) {
        *error = q.error;
        return {};
    }
    if (parameters)
        *parameters = q.parameters;
    return q.sql;
}

QString StepRunner::refusal(const QString &sql, bool *byPolicy) const
{
    // The guard (core/security/sqlguard) refuses anything but one plain query; the connection's
    // access policy refuses hidden and never-queried names it can see in the text, with a
    // friendly message. Both before the text reaches the database; the engine enforces
    // read-only again when it runs, and the privacy rules on what the statement really reads.
    if (const security::GuardVerdict verdict = security::checkModelSql(sql, m_request.flavor); !verdict)
        return verdict.reason;
    const QString why = m_request.policy.check(sql, m_request.flavor);
    if (byPolicy)
        *byPolicy = !why.isEmpty();
    return why;
}

void StepRunner::logDecision(const QString &sql, security::PrivacyDecision verdict, const QString &reason, const QStringList &masked) const
{
    security::PrivacyLogEntry e;
    e.connectionId = m_connection.config().id;
    e.connection = m_connection.config().name;
    e.verdict = verdict;
    e.reason = reason;
    e.statement = security::PrivacyLog::withoutLiterals(sql);
    e.maskedColumns = masked;
    security::PrivacyLog::instance().append(e);
}

void StepRunner::logReport(const QString &sql, const db::PrivacyReport &report) const
{
    switch (report.verdict) {
    case db::PrivacyReport::Verdict::Refused:
        logDecision(sql, security::PrivacyDecision::Refused, report.detail.isEmpty() ? report.reason : report.detail);
        break;
    case db::PrivacyReport::Verdict::Masked:
        logDecision(sql, security::PrivacyDecision::Masked, Tr::tr("redacted columns in the result"), report.maskedColumns);
        break;
    case db::PrivacyReport::Verdict::NotChecked:
    case db::PrivacyReport::Verdict::Allowed:
        break;
    }
}

QString StepRunner::explainError(const QString &sql, const db::CancelTokenPtr &cancel) const
{
    bool byPolicy = false;
    if (const QString why = refusal(sql, &byPolicy); !why.isEmpty()) {
        if (byPolicy)
            logDecision(sql, security::PrivacyDecision::Refused, why);
        return why;
    }
    QString error;
    db::ExecOptions o;
    const QString composed = compose(QStringLiteral("__probe"), sql, &error, &o.parameters);
    if (!error.isEmpty())
        return error;
    db::CollectingSink sink;
    o.readOnly = true;
    o.cancel = cancel;
    o.timeoutMs = m_request.timeoutMs;
    o.privacy = m_privacy;
    const db::ExecSummary s = m_connection.explain(composed, sink, o);
    logReport(composed, s.privacy);
    return s.ok() ? QString() : s.error.displayText(composed);
}

RunOutcome StepRunner::run(const QString &cellName, const QString &sql, const db::CancelTokenPtr &cancel) const
{
    RunOutcome out;
    const QString text = sql.trimmed();
    // One read-only query, checked before anything reaches the database (the engine enforces
    // read-only again when it runs).
    bool byPolicy = false;
    if (const QString why = refusal(text, &byPolicy); !why.isEmpty()) {
        out.refused = true;
        out.error = Tr::tr("Refused before it reached the database: %1").arg(why);
        if (byPolicy)
            logDecision(text, security::PrivacyDecision::Refused, why);
        return out;
    }
    const QList<sql::StatementRange> statements = sql::splitStatements(text, m_request.flavor);
    const QString single = statements.first().text(text).toString();
    QString error;
    db::ExecOptions o;
    out.executedSql = compose(cellName, single, &error, &o.parameters);
    if (!error.isEmpty()) {
        out.error = error;
        return out;
    }
    const QStringList readable = readableNames();
    for (const QString &name : sql::findRelations(single, m_request.flavor).candidateNames()) {
        for (const QString &r : readable) {
            if (r.compare(name, Qt::CaseInsensitive) == 0 && !out.reads.contains(r))
                out.reads << r;
        }
    }
    for (const QString &name : sql::findRelations(out.executedSql, m_request.flavor).candidateNames()) {
        if (const db::TableInfo *t = m_catalog.find(name); t && !out.tables.contains(t->qualifiedName()))
            out.tables << t->qualifiedName();
    }
    o.readOnly = true;
    o.cancel = cancel;
    o.timeoutMs = m_request.timeoutMs;
    o.privacy = m_privacy;
    // the database's message, and the columns that exist when it names one that does not
    const auto failed = [&](const db::ExecSummary &s) {
        out.refused = s.error.kind == db::DbError::Kind::Privacy;
        out.error = s.error.displayText(out.executedSql);
        out.repairHint = columnsHint(out.executedSql, m_catalog, m_request.flavor);
        // The columns of a view may carry a hidden column's name: only what the statement wrote.
        if (m_privacy)
            out.repairHint = db::scrubText(out.repairHint, out.executedSql, *m_privacy);
        return out;
    };
    // Under privacy rules the engine plans the statement itself before it runs it.
    if (!m_privacy) {
        db::CollectingSink plan;
        if (const db::ExecSummary s = m_connection.explain(out.executedSql, plan, o); !s.ok())
            return failed(s);
    }
    o.maxRows = m_request.rowCap;
    db::CollectingSink sink;
    const db::ExecSummary s = m_connection.execute(out.executedSql, o, sink);
    logReport(out.executedSql, s.privacy);
    if (!s.ok())
        return failed(s);
    out.ok = true;
    out.truncated = s.truncated;
    out.maskedColumns = s.privacy.maskedColumns;
    out.sample.columns = sink.resultColumns();
    out.sample.rows = sink.resultRows();
    out.sample.totalRows = s.rowCount;
    if (s.truncated)
        out.sample.totalRows = countWholeResult(out.executedSql, s.rowCount, o);
    return out;
}

qint64 StepRunner::countWholeResult(const QString &sql, qint64 delivered, const db::ExecOptions &execOptions) const
{
    db::ExecOptions options = execOptions;
    // The cap stopped reading, so the sample is the first rows only. The database counts the
    // rest (nothing more crosses the wire) so that the chat says how many rows there are and the
    // chart and insight know they saw part of them. If counting fails, "more than delivered" is
    // still the truth that marks the sample partial.
    options.maxRows = 1;
    options.privacyCountsOnly = true; // the count of an allowed statement's rows says nothing more
    db::CollectingSink count;
    const db::ExecSummary s = m_connection.execute(QStringLiteral("SELECT COUNT(*) FROM (\n%1\n) AS assay_whole").arg(sql), options, count);
    bool ok = false;
    const qint64 n = s.ok() && !count.resultRows().isEmpty() ? count.resultRows().first().value(0).toLongLong(&ok) : 0;
    return ok && n > delivered ? n : delivered + 1;
}

} // namespace assay::ask
