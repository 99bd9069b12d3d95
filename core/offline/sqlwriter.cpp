#include "sqlwriter.h"
#include "offlinetr.h"
#include "sqlparts.h"

namespace assay::offline {

namespace {

// The interpretation's closing parts: the values, the numbers, the time, the joins.
void describeConditions(const SqlInputs &in, SqlParts &out)
{
    const QueryPlan &p = in.p;
    for (int fi = 0; fi < p.filters.size(); ++fi) {
        const Filter &f = p.filters[fi];
        if (!f.orValues.isEmpty()) {
            out.describe << Tr::tr("where %1 is any of “%2”")
                                .arg(in.lex.colTitle(f.col), (QStringList{f.value} + f.orValues).join(QStringLiteral("”, “")));
            continue;
        }
        const bool tree = out.treeFilters.contains(fi);
        out.describe << (f.negated && tree ? Tr::tr("where %1 is neither “%2” nor below it")
                         : f.negated       ? Tr::tr("where %1 is not “%2”")
                         : tree            ? Tr::tr("where %1 = “%2” or below it")
                                           : Tr::tr("where %1 = “%2”"))
                            .arg(in.lex.colTitle(f.col), f.value);
    }
    for (const NumericFilter &f : p.numeric)
        out.describe << (f.average ? Tr::tr("where %1 %2 its average over all of %3")
                                         .arg(in.lex.colTitle(f.col), f.op, in.lex.tabs[in.lex.cols[f.col].table].name)
                                   : Tr::tr("where %1 %2 %3").arg(in.lex.colTitle(f.col), f.op, f.number));
    for (const AbsentLink &l : p.absent)
        out.describe << Tr::tr("with no %1 (no row of %2 refers to it)").arg(l.text, in.lex.tabs[l.table].name);
    if (!out.timeText.isEmpty())
        out.describe << out.timeText;
    if (!in.j.joinText.isEmpty())
        out.describe << in.j.joinText;
}

QString assemble(const SqlInputs &in, const SqlParts &parts)
{
    const Shape shape = in.p.shape;
    QString sql = QStringLiteral("SELECT ") + (shape == Shape::Distinct ? QStringLiteral("DISTINCT ") : QString()) +
                  parts.select.join(QStringLiteral(", ")) + QLatin1Char('\n') + in.j.from;
    if (!parts.where.isEmpty())
        sql += QStringLiteral("\nWHERE ") + parts.where.join(QStringLiteral("\n  AND "));
    const bool groups = shape != Shape::List && shape != Shape::Distinct && shape != Shape::Count &&
                        shape != Shape::Aggregate && shape != Shape::TopRow;
    if (!parts.groupBy.isEmpty() && groups)
        sql += QStringLiteral("\nGROUP BY ") + parts.groupBy.join(QStringLiteral(", "));
    if (shape == Shape::Having)
        sql += QStringLiteral("\nHAVING %1 %2 %3").arg(havingCountExpr(in), in.p.having->op, in.p.having->number);
    if (!parts.orderBy.isEmpty())
        sql += QStringLiteral("\nORDER BY ") + parts.orderBy.join(QStringLiteral(", "));
    if (parts.limit > 0)
        sql += QStringLiteral("\nLIMIT %1").arg(parts.limit);
    return sql;
}

} // namespace

Staged<WrittenSql> writeSql(const QueryPlan &plan, const JoinedPlan &joined, const SchemaLexicon &lexicon)
{
    const SqlInputs in{plan, joined, lexicon};
    SqlParts parts;
    parts.limit = plan.limit;
    if (const QString why = writeWhere(in, parts); !why.isEmpty())
        return Decline{why};
    writeMeasure(in, parts);
    writeDimensions(in, parts);
    if (const QString why = writeShape(in, parts); !why.isEmpty())
        return Decline{why};
    describeConditions(in, parts);
    return WrittenSql{assemble(in, parts), parts.describe};
}

} // namespace assay::offline
