#include "sqlcomposer.h"
#include "notebooktr.h"

#include "notebook.h"
#include "sqlparameters.h"

#include "charts/aggregationquery.h"
#include "sql/statements.h"

#include <QCoreApplication>

namespace assay::notebook {
namespace {

struct Statement {
    QString text;
    int offset = 0; // where `text` starts in the cell's source
    QString error;
};

// The single query of a cell, without trailing semicolons or comments.
Statement singleQuery(const Cell &cell, sql::Flavor flavor)
{
    Statement s;
    const QList<sql::StatementRange> ranges = sql::splitStatements(cell.source, flavor);
    if (ranges.isEmpty()) {
        s.error = Tr::tr("Cell %1 is empty.").arg(cell.name);
        return s;
    }
    if (ranges.size() > 1) {
        s.error = Tr::tr("Cell %1 holds %2 statements; a cell that other cells read must be a single query.")
                      .arg(cell.name)
                      .arg(ranges.size());
        return s;
    }
    s.text = ranges.first().text(cell.source).toString();
    s.offset = ranges.first().begin;
    const QString keyword = sql::firstKeyword(s.text, flavor);
    if (keyword != u"SELECT" && keyword != u"WITH" && keyword != u"VALUES" && keyword != u"TABLE")
        s.error = Tr::tr("Cell %1 is not a query (it begins with %2), so other cells cannot read it.").arg(cell.name, keyword);
    return s;
}

// Position of the token after a leading WITH [RECURSIVE], or -1 when the text has no WITH.
int afterLeadingWith(const QString &text, sql::Flavor flavor, bool *recursive)
{
    const QList<sql::Token> tokens = sql::significantTokens(text, flavor);
    if (tokens.isEmpty() || !sql::isWord(text, tokens[0], u"WITH"))
        return -1;
    int i = 1;
    *recursive = i < tokens.size() && sql::isWord(text, tokens[i], u"RECURSIVE");
    if (*recursive)
        ++i;
    return i < tokens.size() ? tokens[i].begin : int(text.size());
}

ParameterBinder binderFor(const Notebook &nb, const db::Dialect &d)
{
    return ParameterBinder(d.engine(), nb.flavor(), [&nb](const QString &name) { return nb.parameterBinding(name); });
}

// The cell's own text (from `from` on) with its parameters bound, into q.
bool bindOwn(ParameterBinder &binder, const QString &ownText, int from, int ownOffset, ComposedQuery &q, const QString &prefix)
{
    const QString own = binder.bind(ownText.mid(from), &q.ownEdits);
    if (!binder.error().isEmpty()) {
        q.error = binder.error();
        return false;
    }
    q.sql = prefix + own;
    q.ownStart = int(prefix.size());
    q.ownLength = int(own.size());
    q.ownOffset = ownOffset + from;
    return true;
}

// WITH a AS (...), b AS (...) + the cell's own text (merged into its own WITH when it has one).
// Parameters are bound piece by piece in the order the pieces appear in the result.
ComposedQuery compose(const Notebook &nb, const QStringList &inline_, const QString &ownText, int ownOffset,
                      const db::Dialect &d)
{
    ComposedQuery q;
    q.inlinedIds = inline_;
    ParameterBinder binder = binderFor(nb, d);
    auto finish = [&]() -> ComposedQuery & {
        q.parameters = binder.values();
        q.usedParameters = binder.used();
        return q;
    };
    QStringList ctes;
    bool recursive = false;
    for (const QString &id : inline_) {
        const Cell *c = nb.cell(id);
        const Statement s = singleQuery(*c, nb.flavor());
        if (!s.error.isEmpty()) {
            q.error = s.error;
            return q;
        }
        const QString body = binder.bind(s.text);
        if (!binder.error().isEmpty()) {
            q.error = Tr::tr("Cell %1, which this cell reads: %2").arg(c->name, binder.error());
            return q;
        }
        // A WITH inside an inlined cell stays nested in its CTE body, which every engine allows.
        ctes << QStringLiteral("%1 AS (\n%2\n)").arg(d.identifier(c->name), body);
    }
    if (ctes.isEmpty()) {
        bindOwn(binder, ownText, 0, ownOffset, q, QString());
        return finish();
    }
    const int rest = afterLeadingWith(ownText, nb.flavor(), &recursive);
    QString prefix = recursive ? QStringLiteral("WITH RECURSIVE ") : QStringLiteral("WITH ");
    prefix += ctes.join(QStringLiteral(",\n"));
    prefix += rest >= 0 ? QStringLiteral(",\n") : QStringLiteral("\n");
    bindOwn(binder, ownText, std::max(rest, 0), ownOffset, q, prefix);
    return finish();
}

QStringList sqlAncestors(const Notebook &nb, const QString &id)
{
    QStringList out;
    for (const QString &a : nb.graph().ancestors(id)) {
        if (const Cell *c = nb.cell(a); c && c->kind == CellKind::Sql)
            out << a;
    }
    return out;
}

} // namespace

int ComposedQuery::mapToCell(int position) const
{
    if (position < ownStart || position > ownStart + ownLength)
        return -1;
    return mapThroughEdits(ownEdits, position - ownStart) + ownOffset;
}

ComposedQuery composeCellQuery(const Notebook &nb, const QString &cellId, const db::Dialect &d)
{
    const Cell *cell = nb.cell(cellId);
    ComposedQuery q;
    const bool choicesQuery = cell && cell->kind == CellKind::Parameter && cell->parameter.choices == ChoiceSource::Query;
    if (!cell || (cell->kind != CellKind::Sql && !choicesQuery)) {
        q.error = Tr::tr("Only SQL cells run a query.");
        return q;
    }
    const Diagnostic diag = nb.graph().diagnostic(cellId);
    if (diag.isError() && diag.kind != Diagnostic::Kind::UnknownName) {
        q.error = diag.message;
        return q;
    }
    const QStringList ancestors = sqlAncestors(nb, cellId);
    // The text itself, not the graph: the graph keeps the references of the last text that parsed.
    const bool readsParameters = !findParameterReferences(cell->source, nb.flavor()).isEmpty();
    if (ancestors.isEmpty() && !readsParameters) {
        // Nothing to inline or bind: the text runs as written (several statements are fine here).
        q.sql = cell->source;
        q.ownLength = int(cell->source.size());
        return q;
    }
    if (ancestors.isEmpty()) {
        // Parameters only: any one statement (a parameterised UPDATE too), bound as it stands.
        const qsizetype statements = sql::splitStatements(cell->source, nb.flavor()).size();
        if (statements > 1) {
            q.error = Tr::tr("Cell %1 holds %2 statements; a cell that reads parameters must be a single statement.")
                          .arg(cell->name)
                          .arg(statements);
            return q;
        }
        return compose(nb, {}, cell->source, 0, d);
    }
    for (const QString &a : ancestors) {
        if (nb.graph().diagnostic(a).isError()) {
            q.error = Tr::tr("Cell %1, which this cell reads, has a problem: %2").arg(nb.cell(a)->name, nb.graph().diagnostic(a).message);
            return q;
        }
    }
    const Statement own = singleQuery(*cell, nb.flavor());
    if (!own.error.isEmpty()) {
        q.error = own.error;
        return q;
    }
    return compose(nb, ancestors, own.text, own.offset, d);
}

ComposedQuery composeChartQuery(const Notebook &nb, const QString &chartCellId, const db::Dialect &d)
{
    const Cell *chart = nb.cell(chartCellId);
    ComposedQuery q;
    if (!chart || chart->kind != CellKind::Chart) {
        q.error = Tr::tr("Not a chart cell.");
        return q;
    }
    const Diagnostic diag = nb.graph().diagnostic(chartCellId);
    if (diag.isError()) {
        q.error = diag.message;
        return q;
    }
    const Cell *source = nb.cell(chart->chartSourceId);
    if (source->output.columns.isEmpty()) {
        q.error = Tr::tr("Run %1 first: the chart needs to know its columns.").arg(source->name);
        return q;
    }
    const charts::AggregationQuery agg =
        charts::buildAggregationQuery(chart->chart, d.identifier(source->name), source->output.columns, d);
    if (!agg.error.isEmpty()) {
        q.error = agg.error;
        return q;
    }
    QStringList inline_ = sqlAncestors(nb, source->id);
    inline_ << source->id;
    return compose(nb, inline_, agg.select, 0, d);
}

} // namespace assay::notebook
