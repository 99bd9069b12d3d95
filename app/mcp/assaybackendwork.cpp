// The tools that run on a connection's worker (run_query, ask) and the notebook side (add_cell,
// resources) of AssayBackend.

#include "assaybackend.h"

#include "datasource.h"
#include "headlessask.h"

#include "ask/steprunner.h"
#include "async/whenfinished.h"
#include "db/connection.h"
#include "db/privacyrules.h"
#include "knowledge/knowledgesnapshot.h"
#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "notebook/parameterassignment.h"
#include "notebook/sqlcomposer.h"
#include "security/sqlguard.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QUrl>


namespace assay::app {

using mcp::ToolResult;


namespace {

// Rows as a reader sees them: a header, then tab-separated values.
QString rowsText(const ask::RunOutcome &r)
{
    QStringList lines;
    QStringList header;
    for (const db::ResultColumn &c : r.sample.columns)
        header << c.name;
    lines << header.join(u'\t');
    for (const db::Row &row : r.sample.rows) {
        QStringList cells;
        for (const QVariant &v : row)
            cells << (v.isNull() ? QStringLiteral("NULL") : v.toString());
        lines << cells.join(u'\t');
    }
    lines << (r.truncated ? QStringLiteral("(first %1 rows; there are more)").arg(r.sample.rows.size())
                          : AssayBackend::tr("(%n row(s))", nullptr, int(r.sample.rows.size())));
    if (!r.maskedColumns.isEmpty())
        lines << maskedNote(r.maskedColumns);
    return lines.join(u'\n');
}

} // namespace

void AssayBackend::runQuery(DataSource &source, const QJsonObject &arguments, const std::shared_ptr<Call> &call, Done done)
{
    ask::AskRequest request;
    request.policy = source.policy();
    request.rowCap = qBound(1, arguments.value(QStringLiteral("max_rows")).toInt(m_options.defaultRows), m_options.maxRows);
    request.timeoutMs = arguments.value(QStringLiteral("timeout_seconds")).toInt(m_options.timeoutSec) * 1000;
    request.flavor = source.session()->dialect().flavor();
    const QString sql = arguments.value(QStringLiteral("sql")).toString();
    std::shared_ptr<const knowledge::KnowledgeSnapshot> knowledge = source.knowledge();
    call->session = source.session();
    const QFuture<ask::RunOutcome> ran = source.session()->submit<ask::RunOutcome>(
        [knowledge, request, sql, token = call->token](db::Connection &c) {
            // The unrestricted catalog is not needed: the policy is checked on the SQL itself.
            const ask::StepRunner runner(c, knowledge->catalog, request);
            return runner.run(QStringLiteral("query"), sql, token);
        },
        call->token);
    async::whenFinished(
        ran, this, [call, done](const ask::RunOutcome &r) {
            if (call->cancelled)
                return;
            if (!r.ok)
                return done({std::nullopt, ToolResult::error(r.error)});
            QJsonArray columns;
            for (const db::ResultColumn &c : r.sample.columns)
                columns << c.name;
            const QJsonArray rows = jsonRowsOf(r.sample.rows, r.sample.rows.size());
            ToolResult result;
            result.text = rowsText(r);
            result.structured = {{QStringLiteral("columns"), columns}, {QStringLiteral("rows"), rows},
                                 {QStringLiteral("row_count"), rows.size()}, {QStringLiteral("truncated"), r.truncated},
                                 {QStringLiteral("tables"), QJsonArray::fromStringList(r.tables)}};
            if (!r.maskedColumns.isEmpty()) {
                result.structured.insert(QStringLiteral("masked_columns"), QJsonArray::fromStringList(r.maskedColumns));
                result.structured.insert(QStringLiteral("mask"), db::PrivacyRules::mask());
            }
            done({std::nullopt, result});
        });
}

void AssayBackend::ask(DataSource &source, const QJsonObject &arguments, const std::shared_ptr<Call> &call, Done done)
{
    HeadlessAsk setup;
    setup.knowledge = source.knowledge();
    setup.policy = source.policy();
    setup.llm = m_options.llm;
    setup.timeoutMs = m_options.timeoutSec * 1000;
    const int maxRows = qBound(1, arguments.value(QStringLiteral("max_rows")).toInt(m_options.defaultRows), m_options.maxRows);
    const QString question = arguments.value(QStringLiteral("question")).toString();
    const QString clarification = arguments.value(QStringLiteral("clarification")).toString();
    call->session = source.session();
    const QFuture<ask::AskResult> answered = source.session()->submit<ask::AskResult>(
        [setup, question, clarification, token = call->token](db::Connection &c) {
            return answerHeadless(c, setup, question, clarification, token);
        },
        call->token);
    async::whenFinished(answered, this, [call, done, maxRows](const ask::AskResult &r) {
        if (call->cancelled)
            return;
        ToolResult result;
        result.structured = answerJson(r, maxRows);
        result.text = answerText(r, maxRows);
        result.isError = endingOf(r) == AskEnding::Failed;
        done({std::nullopt, result});
    });
}

namespace {

// run_notebook's "parameters" as the command line's --param would give them.
QString readAssignments(const QJsonObject &parameters, QList<notebook::ParameterAssignment> *out)
{
    for (auto it = parameters.constBegin(); it != parameters.constEnd(); ++it) {
        const QJsonValue &v = it.value();
        QString text;
        if (v.isString()) {
            text = v.toString();
        } else if (v.isDouble()) {
            text = QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
        } else if (v.isArray()) {
            QStringList parts;
            for (const QJsonValue &e : v.toArray()) {
                if (!e.isString() && !e.isDouble())
                    return AssayBackend::tr("parameter %1: a list holds strings or numbers").arg(it.key());
                parts << (e.isString() ? e.toString() : QString::number(e.toDouble(), 'g', QLocale::FloatingPointShortest));
            }
            text = parts.join(u',');
        } else {
            return AssayBackend::tr("parameter %1: give a string, a number or a list").arg(it.key());
        }
        out->append({it.key(), text});
    }
    return {};
}

} // namespace

void AssayBackend::runNotebook(DataSource &source, const QJsonObject &arguments, const std::shared_ptr<Call> &call, Done done)
{
    const QString path = QFileInfo(arguments.value(QStringLiteral("notebook")).toString()).absoluteFilePath();
    auto nb = std::make_shared<notebook::Notebook>();
    if (const QString error = notebook::loadNotebook(path, *nb); !error.isEmpty())
        return done({std::nullopt, ToolResult::error(error)});
    const sql::Flavor flavor = source.session()->dialect().flavor();
    nb->setFlavor(flavor);
    const QString wanted = arguments.value(QStringLiteral("cell")).toString();
    const notebook::Cell *target = nullptr;
    for (const notebook::Cell &c : nb->cells()) {
        if (wanted.isEmpty() ? c.kind == notebook::CellKind::Sql : c.name.compare(wanted, Qt::CaseInsensitive) == 0)
            target = &c;
    }
    if (!target)
        return done({std::nullopt, ToolResult::error(wanted.isEmpty() ? tr("the notebook has no SQL cell")
                                                                       : tr("the notebook has no cell called \"%1\"").arg(wanted))});
    if (target->kind != notebook::CellKind::Sql)
        return done({std::nullopt, ToolResult::error(tr("%1 is not a SQL cell; run the cell whose rows you want").arg(target->name))});
    QList<notebook::ParameterAssignment> assignments;
    QString error = readAssignments(arguments.value(QStringLiteral("parameters")).toObject(), &assignments);
    if (error.isEmpty())
        error = notebook::assignParameters(*nb, assignments, target->id);
    if (!error.isEmpty())
        return done({std::nullopt, ToolResult::error(error)});
    // Every cell it inlines is held to the same guard and privacy policy as the cell itself.
    const notebook::ComposedQuery composed = notebook::composeCellQuery(*nb, target->id, source.session()->dialect());
    if (!composed.ok())
        return done({std::nullopt, ToolResult::error(composed.error)});
    for (const QString &id : composed.inlinedIds) {
        const notebook::Cell *c = nb->cell(id);
        QString why = security::checkModelSql(c->source, flavor).reason;
        if (why.isEmpty())
            why = source.policy().check(c->source, flavor);
        if (!why.isEmpty())
            return done({std::nullopt, ToolResult::error(tr("cell %1, which %2 reads, is refused: %3").arg(c->name, target->name, why))});
    }

    ask::AskRequest request;
    request.policy = source.policy();
    request.rowCap = qBound(1, arguments.value(QStringLiteral("max_rows")).toInt(m_options.defaultRows), m_options.maxRows);
    request.timeoutMs = m_options.timeoutSec * 1000;
    request.flavor = flavor;
    for (const notebook::Cell &c : nb->cells()) {
        if (c.id != target->id)
            request.cells << c; // the target runs as the step itself
    }
    // A value for a `:name` no parameter cell defines is text; the step runner composes from
    // cells only, so it gets a text parameter cell of its own holding that value.
    for (const notebook::ParameterAssignment &a : std::as_const(assignments)) {
        if (!nb->graph().cellForName(a.name).isEmpty())
            continue;
        notebook::Cell p;
        p.id = notebook::newCellId();
        p.kind = notebook::CellKind::Parameter;
        p.name = a.name;
        p.parameter.defaultValue = {a.text};
        request.cells << p;
    }
    const QString name = target->name;
    const QString sql = target->source;
    QJsonArray used;
    for (const notebook::UsedParameter &u : composed.usedParameters)
        used << QJsonObject{{QStringLiteral("name"), u.name}, {QStringLiteral("value"), u.displayText()},
                            {QStringLiteral("values"), QJsonArray::fromStringList(u.values)}};
    std::shared_ptr<const knowledge::KnowledgeSnapshot> knowledge = source.knowledge();
    call->session = source.session();
    const QFuture<ask::RunOutcome> ran = source.session()->submit<ask::RunOutcome>(
        [knowledge, request, name, sql, token = call->token](db::Connection &c) {
            const ask::StepRunner runner(c, knowledge->catalog, request);
            return runner.run(name, sql, token);
        },
        call->token);
    async::whenFinished(ran, this, [call, done, name, used](const ask::RunOutcome &r) {
            if (call->cancelled)
                return;
            if (!r.ok)
                return done({std::nullopt, ToolResult::error(r.error)});
            QJsonArray columns;
            for (const db::ResultColumn &c : r.sample.columns)
                columns << c.name;
            const QJsonArray rows = jsonRowsOf(r.sample.rows, r.sample.rows.size());
            ToolResult result;
            QStringList parameters;
            for (const QJsonValue &u : used)
                parameters << QStringLiteral("%1 = %2").arg(u[QStringLiteral("name")].toString(), u[QStringLiteral("value")].toString());
            result.text = (parameters.isEmpty() ? QString() : parameters.join(QStringLiteral(" · ")) + u'\n') + rowsText(r);
            result.structured = {{QStringLiteral("cell"), name}, {QStringLiteral("parameters"), used},
                                 {QStringLiteral("columns"), columns}, {QStringLiteral("rows"), rows},
                                 {QStringLiteral("row_count"), rows.size()}, {QStringLiteral("truncated"), r.truncated}};
            done({std::nullopt, result});
        });
}

ToolResult AssayBackend::addCell(const QJsonObject &arguments)
{
    const QString path = QFileInfo(arguments.value(QStringLiteral("notebook")).toString()).absoluteFilePath();
    if (!path.endsWith(QStringLiteral(".") + QLatin1String(notebook::NotebookFileSuffix)))
        return ToolResult::error(tr("a notebook file ends in .%1").arg(QLatin1String(notebook::NotebookFileSuffix)));
    if (!QFileInfo(path).absoluteDir().exists())
        return ToolResult::error(tr("the folder of %1 does not exist").arg(QDir::toNativeSeparators(path)));
    notebook::Notebook nb;
    if (QFileInfo::exists(path)) {
        if (const QString error = notebook::loadNotebook(path, nb); !error.isEmpty())
            return ToolResult::error(tr("cannot read %1: %2").arg(QDir::toNativeSeparators(path), error));
    }
    notebook::Cell cell;
    cell.id = notebook::newCellId();
    cell.kind = arguments.value(QStringLiteral("kind")).toString() == u"markdown" ? notebook::CellKind::Markdown : notebook::CellKind::Sql;
    cell.source = arguments.value(QStringLiteral("source")).toString();
    const QString wanted = arguments.value(QStringLiteral("name")).toString().trimmed();
    cell.name = nb.uniqueName(wanted.isEmpty() ? (cell.kind == notebook::CellKind::Sql ? QStringLiteral("query") : QStringLiteral("note")) : wanted);
    nb.insertCell(int(nb.cells().size()), cell);
    if (const QString error = notebook::saveNotebook(nb, path); !error.isEmpty())
        return ToolResult::error(tr("cannot save %1: %2").arg(QDir::toNativeSeparators(path), error));
    if (!m_notebooks.contains(path))
        m_notebooks << path;
    ToolResult r;
    r.structured = {{QStringLiteral("notebook"), path}, {QStringLiteral("cell"), cell.name},
                    {QStringLiteral("uri"), QUrl::fromLocalFile(path).toString() + QStringLiteral("#") + cell.name},
                    {QStringLiteral("cells"), int(nb.cells().size())}};
    r.text = tr("Added cell %1 to %2.").arg(cell.name, QDir::toNativeSeparators(path));
    return r;
}

QJsonArray AssayBackend::resources() const
{
    QJsonArray out;
    for (const QString &path : m_notebooks) {
        const QString uri = QUrl::fromLocalFile(path).toString();
        out << QJsonObject{{QStringLiteral("uri"), uri}, {QStringLiteral("name"), QFileInfo(path).fileName()},
                           {QStringLiteral("description"), tr("An Assay notebook: its cells in order")},
                           {QStringLiteral("mimeType"), QStringLiteral("application/json")}};
        notebook::Notebook nb;
        if (!notebook::loadNotebook(path, nb).isEmpty())
            continue;
        for (const notebook::Cell &c : nb.cells()) {
            out << QJsonObject{{QStringLiteral("uri"), uri + QLatin1Char('#') + c.name},
                               {QStringLiteral("name"), QFileInfo(path).fileName() + QLatin1Char(' ') + c.name},
                               {QStringLiteral("mimeType"), c.kind == notebook::CellKind::Sql ? QStringLiteral("application/sql")
                                                                                              : QStringLiteral("text/markdown")}};
        }
    }
    return out;
}

std::optional<QJsonArray> AssayBackend::readResource(const QString &uri, QString *error) const
{
    const QUrl url(uri);
    const QString path = url.isLocalFile() ? QFileInfo(url.toLocalFile()).absoluteFilePath() : QString();
    if (path.isEmpty() || !m_notebooks.contains(path)) {
        *error = tr("no resource %1").arg(uri);
        return std::nullopt;
    }
    notebook::Notebook nb;
    if (const QString e = notebook::loadNotebook(path, nb); !e.isEmpty()) {
        *error = tr("cannot read %1: %2").arg(QDir::toNativeSeparators(path), e);
        return std::nullopt;
    }
    if (!url.hasFragment()) {
        QJsonArray cells;
        for (const notebook::Cell &c : nb.cells())
            cells << QJsonObject{{QStringLiteral("name"), c.name}, {QStringLiteral("kind"), notebook::cellKindKey(c.kind)},
                                 {QStringLiteral("source"), c.source}};
        const QJsonObject o{{QStringLiteral("notebook"), path}, {QStringLiteral("cells"), cells}};
        return QJsonArray{QJsonObject{{QStringLiteral("uri"), uri}, {QStringLiteral("mimeType"), QStringLiteral("application/json")},
                                      {QStringLiteral("text"), QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented))}}};
    }
    for (const notebook::Cell &c : nb.cells()) {
        if (c.name == url.fragment())
            return QJsonArray{QJsonObject{{QStringLiteral("uri"), uri},
                                          {QStringLiteral("mimeType"), c.kind == notebook::CellKind::Sql ? QStringLiteral("application/sql") : QStringLiteral("text/markdown")},
                                          {QStringLiteral("text"), c.source}}};
    }
    *error = tr("%1 has no cell called %2").arg(QDir::toNativeSeparators(path), url.fragment());
    return std::nullopt;
}

} // namespace assay::app
