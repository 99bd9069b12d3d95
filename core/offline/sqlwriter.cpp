#include "sqlwriter.h"
#include "offlinetr.h"
#include "shaperules.h"
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
        if (!f.andValues.isEmpty() || !f.exceptValues.isEmpty()) {
            out.describe << Tr::tr("with rows where %1 is each of “%2”")
                                .arg(in.lex.colTitle(f.col), (QStringList{f.value} + f.andValues).join(QStringLiteral("”, “")));
            if (!f.exceptValues.isEmpty())
                out.describe << Tr::tr("and none where it is “%1”").arg(f.exceptValues.join(QStringLiteral("”, “")));
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
                         : !f.alternatives.isEmpty()
                             ? Tr::tr("where %1 is any of %2")
                                   .arg(in.lex.colTitle(f.col), (QStringList{f.number} + f.alternatives).join(QStringLiteral(", ")))
                             : Tr::tr("where %1 %2 %3").arg(in.lex.colTitle(f.col), f.op, f.number));
    for (const AbsentLink &l : p.absent) {
        QStringList conditions;
        for (const AbsentCondition &c : l.conditions)
            conditions << Tr::tr("%1 = “%2”").arg(in.lex.colTitle(c.col), c.value);
        out.describe << (conditions.isEmpty()
                             ? Tr::tr("with no %1 (no row of %2 refers to it)").arg(l.text, in.lex.tabs[l.table].name)
                             : Tr::tr("with no row of %1 where %2 referring to it")
                                   .arg(in.lex.tabs[l.table].name, conditions.join(Tr::tr(" and "))));
    }
    if (!out.timeText.isEmpty())
        out.describe << out.timeText;
    if (!in.j.joinText.isEmpty())
        out.describe << in.j.joinText;
}

QString assemble(const SqlInputs &in, const SqlParts &parts)
{
    const Shape shape = in.p.shape;
    const bool every = !parts.having.isEmpty(); // grouped, so distinct already
    QString sql = QStringLiteral("SELECT ") + (shape == Shape::Distinct && !every ? QStringLiteral("DISTINCT ") : QString()) +
                  parts.select.join(QStringLiteral(", ")) + QLatin1Char('\n') + in.j.from;
    if (!parts.where.isEmpty())
        sql += QStringLiteral("\nWHERE ") + parts.where.join(QStringLiteral("\n  AND "));
    const bool groups = every || shapeRule(shape).groups;
    if (!parts.groupBy.isEmpty() && groups)
        sql += QStringLiteral("\nGROUP BY ") + parts.groupBy.join(QStringLiteral(", "));
    if (shape == Shape::Having)
        sql += QStringLiteral("\nHAVING %1 %2 %3").arg(havingCountExpr(in), in.p.having->op, in.p.having->number);
    else if (every)
        sql += QStringLiteral("\nHAVING ") + parts.having;
    if (!parts.orderBy.isEmpty())
        sql += QStringLiteral("\nORDER BY ") + parts.orderBy.join(QStringLiteral(", "));
    if (parts.limit > 0)
        sql += QStringLiteral("\nLIMIT %1").arg(parts.limit);
    return sql;
}

// "students who have both cats and dogs": the rows with any of the values, grouped by the rows
// listed (their key, so namesakes stay apart) or by the columns listed ("districts with both
// ..."), kept when they have every one: an INTERSECT of one query per value. Counted, the groups
// are the main table's keys (writeSql counts them). A decline or empty.
Decline groupByEveryValue(const SqlInputs &in, int fi, SqlParts &parts)
{
    const Filter &f = in.p.filters[fi];
    const QueryPlan &p = in.p;
    const SchemaLexicon &lex = in.lex;
    const bool count = p.shape == Shape::Count;
    const QString key = lex.tabs[p.main].primaryKey.size() == 1 ? lex.keyRef(p.main, in.aliasOf(p.main)) : QString();
    const bool rowsListed = p.listCols.isEmpty() || p.listCols.contains(lex.labelColumn(p.main));
    if (count)
        parts.select = {key};
    for (const QString &g : std::as_const(parts.select))
        if (g.isEmpty() || g.endsWith(QLatin1Char('*')) || g.contains(QLatin1String(" AS ")))
            return Decline{ask::DeclineReason::NoLabel, {lex.tabs[p.main].name}};
    parts.groupBy = parts.select;
    if (!count && rowsListed && !key.isEmpty() && !parts.groupBy.contains(key))
        parts.groupBy.prepend(key);
    if (rowsListed && !key.isEmpty() && in.j.tables.size() > 1)
        parts.where << key + QStringLiteral(" IS NOT NULL"); // joined LEFT, an order with no customer is no customer's
    if (f.exceptValues.isEmpty() && !parts.treeFilters.contains(fi)) {
        parts.having = QStringLiteral("COUNT(DISTINCT %1) = %2").arg(in.R(f.col)).arg(1 + f.andValues.size());
        return {};
    }
    // "cats but not dogs" (EXCEPT), or values of a tree: each wanted value (or one below it) among
    // the rows, none of the others
    QStringList which, unwanted;
    const QStringList wanted = QStringList{f.value} + f.andValues;
    for (const QString &v : wanted)
        which << QStringLiteral("WHEN %1 THEN %2").arg(valueMatch(in, fi, v), lex.dialect().stringLiteral(v));
    for (const QString &v : f.exceptValues)
        unwanted << valueMatch(in, fi, v);
    parts.having = QStringLiteral("COUNT(DISTINCT CASE %1 END) = %2").arg(which.join(u' ')).arg(wanted.size());
    if (!unwanted.isEmpty())
        parts.having += QStringLiteral(" AND COUNT(CASE WHEN %1 THEN 1 END) = 0").arg(unwanted.join(QStringLiteral(" OR ")));
    return {};
}

// "with the change from the previous year": one whole phrase per grain, so each language words it
// its own way.
QString changeFromPrevious(ask::TimeGrainHint grain)
{
    switch (grain) {
    case ask::TimeGrainHint::Day: return Tr::tr("with the change from the previous day");
    case ask::TimeGrainHint::Week: return Tr::tr("with the change from the previous week");
    case ask::TimeGrainHint::Month: return Tr::tr("with the change from the previous month");
    case ask::TimeGrainHint::Quarter: return Tr::tr("with the change from the previous quarter");
    case ask::TimeGrainHint::Year: return Tr::tr("with the change from the previous year");
    case ask::TimeGrainHint::None: break;
    }
    return Tr::tr("with the change from the previous period");
}

// The name a select expression's column has in the result: its alias, else the column's name.
QString outputName(const QString &expr)
{
    const qsizetype as = expr.lastIndexOf(QLatin1String(" AS "));
    return as >= 0 ? expr.mid(as + 4) : expr.section(QLatin1Char('.'), -1);
}

// "revenue year over year": the series with each period's previous value and its change in
// percent, by the same other dimensions (a window over the grouped query).
QString withChangeOverPrevious(const QString &sql, const SqlParts &parts, const SchemaLexicon &lex)
{
    const QString t = lex.dialect().identifier(QStringLiteral("periods1"));
    QString period, measure;
    QStringList others;
    for (const QString &expr : parts.select) {
        const QString name = outputName(expr);
        if (expr.startsWith(parts.timeDim + QStringLiteral(" AS ")))
            period = name;
        else if (expr.startsWith(parts.measureExpr + QStringLiteral(" AS ")))
            measure = name;
        else
            others << t + QLatin1Char('.') + name;
    }
    const QString partition = others.isEmpty() ? QString() : QStringLiteral("PARTITION BY %1 ").arg(others.join(QStringLiteral(", ")));
    const QString previous = QStringLiteral("LAG(%1.%2) OVER (%3ORDER BY %1.%4)").arg(t, measure, partition, period);
    const QString change = lex.dialect().rounded(QStringLiteral("100.0 * (%1.%2 - %3) / NULLIF(%3, 0)").arg(t, measure, previous), 1);
    return QStringLiteral("SELECT %1.*, %2 AS %3,\n       %4 AS %5\nFROM (%6) %1\nORDER BY %7")
        .arg(t, previous, lex.dialect().identifier(QStringLiteral("previous")), change,
             lex.dialect().identifier(QStringLiteral("change_pct")), sql,
             (others + QStringList{t + QLatin1Char('.') + period}).join(QStringLiteral(", ")));
}

// The number of rows a query gives, as a query over it under `alias`.
QString countOf(const QString &sql, const QString &alias, const SchemaLexicon &lex)
{
    return QStringLiteral("SELECT COUNT(*) AS count\nFROM (%1) %2").arg(sql, lex.dialect().identifier(alias));
}

} // namespace

Staged<WrittenSql> writeSql(const QueryPlan &plan, const JoinedPlan &joined, const SchemaLexicon &lexicon)
{
    const SqlInputs in{plan, joined, lexicon};
    SqlParts parts;
    parts.limit = plan.limit;
    if (Decline why = writeWhere(in, parts); !why.isEmpty())
        return why;
    writeMeasure(in, parts);
    writeDimensions(in, parts);
    if (Decline why = writeShape(in, parts); !why.isEmpty())
        return why;
    describeConditions(in, parts);
    for (int fi = 0; fi < plan.filters.size(); ++fi)
        if (!plan.filters[fi].andValues.isEmpty() || !plan.filters[fi].exceptValues.isEmpty())
            if (Decline why = groupByEveryValue(in, fi, parts); !why.isEmpty())
                return why;
    if (plan.groupsCounted >= 0) {
        parts.orderBy.clear();
        parts.limit = 0;
        parts.describe.prepend(Tr::tr("the number of %1").arg(lexicon.tabs[plan.groupsCounted].name));
    }
    const QString sql = assemble(in, parts);
    if (plan.overPrevious) {
        parts.describe << changeFromPrevious(plan.grain);
        return WrittenSql{withChangeOverPrevious(sql, parts, lexicon), parts.describe};
    }
    if (plan.groupsCounted >= 0)
        return WrittenSql{countOf(sql, QStringLiteral("groups1"), lexicon), parts.describe};
    if (plan.shape == Shape::Count && !parts.having.isEmpty())
        return WrittenSql{countOf(sql, QStringLiteral("every1"), lexicon), parts.describe};
    return WrittenSql{sql, parts.describe};
}

} // namespace assay::offline
