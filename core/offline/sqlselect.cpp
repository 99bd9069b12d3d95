// The select list: the time grain and the dimensions, then one writer per shape.
#include "offlinetr.h"
#include "offlinewords.h"
#include "shaperules.h"
#include "sqlparts.h"

#include "db/dialect.h"

#include <algorithm>

namespace assay::offline {

using namespace detail;

namespace {

// "per month of order date": one whole phrase per grain, so each language words it its own way.
QString perGrainOf(db::TimeGrain grain, const QString &column)
{
    switch (grain) {
    case db::TimeGrain::Year: return Tr::tr("per year of %1").arg(column);
    case db::TimeGrain::Quarter: return Tr::tr("per quarter of %1").arg(column);
    case db::TimeGrain::Month: return Tr::tr("per month of %1").arg(column);
    case db::TimeGrain::Week: return Tr::tr("per week of %1").arg(column);
    case db::TimeGrain::Day: return Tr::tr("per day of %1").arg(column);
    case db::TimeGrain::Hour: return Tr::tr("per hour of %1").arg(column);
    }
    return column;
}

} // namespace

// "the names of the singers", "distinct countries", "the row with the highest age".
Decline writeListed(const SqlInputs &in, SqlParts &out)
{
    const QueryPlan &p = in.p;
    const SchemaLexicon &lex = in.lex;
    const bool topRow = p.shape == Shape::TopRow;
    QStringList picked;
    QList<std::pair<int, QString>> ordered; // by where the question names them
    for (int i = 0; i < p.listCols.size(); ++i)
        ordered.append({p.listColOrder[i], in.R(p.listCols[i])});
    // the row with the highest X shows X when the question asks for it first ("the smallest version
    // number and its type code"), not when it only ranks ("the name of the oldest singer", "which
    // employee received the biggest bonus")
    const bool measureAskedFirst =
        p.explicitColumns && p.measureOrder >= 0 && std::all_of(p.listColOrder.begin(), p.listColOrder.end(), [&](int o) { return p.measureOrder < o; });
    if (p.measure >= 0 && (p.listCols.isEmpty() || !topRow || measureAskedFirst || p.measureListed))
        ordered.append({p.measureOrder, in.R(p.measure)});
    std::stable_sort(ordered.begin(), ordered.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &[position, expr] : ordered)
        if (!picked.contains(expr))
            picked << expr;
    if (picked.isEmpty() || (topRow && p.listCols.isEmpty())) {
        const QString mainAlias = in.aliasOf(p.main);
        int labelCol = -1;
        const QString label = lex.labelExpr(p.main, mainAlias, &labelCol);
        const QString n = labelCol >= 0 ? lex.cols[labelCol].name.toLower() : QString();
        const bool named = n.contains(QLatin1String("name")) || n.contains(QLatin1String("title")) ||
                           n == lex.tabs[p.main].name.toLower(); // orchestra.Orchestra
        const QString all =
            mainAlias.isEmpty() ? QStringLiteral("*") : lex.dialect().identifier(mainAlias) + QStringLiteral(".*");
        if (topRow && p.listCols.isEmpty()) {
            picked.clear();
            if (named)
                picked << label << in.R(p.measure);
            else
                picked << all;
        } else
            picked << (named ? label : all);
    }
    out.select = picked;
    if (topRow) {
        out.orderBy = {in.N(p.measure) + (p.descending ? QStringLiteral(" DESC") : QString())};
        out.limit = out.limit > 0 ? out.limit : 1;
    }
    QStringList titles;
    for (int c : p.listCols)
        titles << lex.colTitle(c);
    if (p.measure >= 0)
        titles << lex.colTitle(p.measure);
    out.describe.prepend((p.shape == Shape::Distinct ? Tr::tr("distinct %1") : Tr::tr("%1"))
                             .arg(titles.isEmpty() ? lex.tabs[p.main].name : titles.join(QStringLiteral(", "))));
    if (topRow)
        out.describe << Tr::tr("the row with the %1 %2")
                            .arg(p.descending ? Tr::tr("highest") : Tr::tr("lowest"), lex.colTitle(p.measure));
    return {};
}

// "the average and maximum age".
static void writeAggregates(const SqlInputs &in, SqlParts &out)
{
    const QueryPlan &p = in.p;
    QStringList texts;
    for (Agg a : p.aggList) {
        out.select << QStringLiteral("%1(%2) AS %3")
                          .arg(aggSql(a), in.N(p.measure),
                               in.outName(aggSql(a).toLower() + QLatin1Char('_') + in.lex.cols[p.measure].name));
        texts << aggWords(a);
    }
    out.describe.prepend(Tr::tr("%1 of %2", "an aggregate of a column: sum of revenue")
                             .arg(texts.join(QStringLiteral(", ")), in.lex.colTitle(p.measure)));
}

// What a HAVING question groups by when nothing else groups: the columns asked for, or the
// main table's label (and key); a decline or empty.
static Decline writeHavingGroups(const SqlInputs &in, SqlParts &out, bool onlyAsked)
{
    const QueryPlan &p = in.p;
    const SchemaLexicon &lex = in.lex;
    // Grouped by the counted table's key, or by a reference to it, each group holds one of its rows:
    // "the ids of tv channels that have more than 2 tv channels", "languages spoken by more than 1
    // country" grouped by countrylanguage.CountryCode. "More than 2" would keep none.
    const int ht = p.having->table;
    const auto refersToCounted = [&](int c) {
        const int key = c >= 0 ? lex.referencedKey(c) : -1;
        return key >= 0 && lex.cols[key].table == ht;
    };
    const Decline groupsOfOne{ask::DeclineReason::GroupsOfOne, {lex.tabs[ht].name}};
    if (onlyAsked) {
        if (std::any_of(p.listCols.begin(), p.listCols.end(), refersToCounted))
            return groupsOfOne;
        for (int c : p.listCols) {
            out.select << in.R(c);
            out.groupBy << in.R(c);
            out.dimTitles << lex.colTitle(c);
        }
        // a row of another table is one group ("customers' names with more than 5 orders"); the
        // counted table's own column groups its rows ("cities with more than one employee")
        const int lt = lex.cols[p.listCols.first()].table;
        if (lex.tabs[lt].primaryKey.size() == 1 && lt != p.having->table &&
            !out.groupBy.contains(lex.keyRef(lt, in.aliasOf(lt))))
            out.groupBy.prepend(lex.keyRef(lt, in.aliasOf(lt)));
        return {};
    }
    // each row of a table counted in its own group is one
    if (ht == p.main && lex.tabs[p.main].primaryKey.size() == 1)
        return groupsOfOne;
    int labelCol = -1;
    const QString label = lex.labelExpr(p.main, in.aliasOf(p.main), &labelCol);
    if (label.isEmpty())
        return Decline{ask::DeclineReason::NoLabel, {lex.tabs[p.main].name}};
    // (a table without a label is named by its key's first column: countrylanguage by CountryCode)
    const int named = labelCol >= 0 || lex.tabs[p.main].primaryKey.isEmpty()
                          ? labelCol
                          : lex.findColumnOf(p.main, lex.tabs[p.main].primaryKey.first());
    if (refersToCounted(named))
        return groupsOfOne;
    out.select << QStringLiteral("%1 AS %2").arg(label, in.outName(lex.tabs[p.main].name));
    out.groupBy << label;
    if (lex.tabs[p.main].primaryKey.size() == 1)
        out.groupBy.prepend(lex.keyRef(p.main, in.aliasOf(p.main)));
    out.dimTitles << lex.tabs[p.main].name;
    return {};
}

// "customers with more than 5 orders".
Decline writeHaving(const SqlInputs &in, SqlParts &out)
{
    const QueryPlan &p = in.p;
    const bool onlyAsked = p.explicitColumns && !p.listCols.isEmpty();
    if (!out.grouping)
        if (Decline why = writeHavingGroups(in, out, onlyAsked); !why.isEmpty())
            return why;
    const LexTable &ht = in.lex.tabs[p.having->table];
    const QString hCount = havingCountExpr(in);
    // the rows kept, as a superlative answers with what it ranks: the count only when asked
    // ("... and the number of their orders")
    if (!onlyAsked && p.figureAsked) {
        out.select << QStringLiteral("%1 AS %2").arg(hCount, in.outName(QStringLiteral("count_") + ht.name));
        out.orderBy = {hCount + QStringLiteral(" DESC")};
    }
    out.describe.prepend(Tr::tr("%1 with %2 %3 %4")
                             .arg(out.dimTitles.join(QStringLiteral(", ")), p.having->op, p.having->number, ht.name));
    return {};
}

// Group, top, superlative, share. The figure comes first when the question names it first ("the
// number of shops in each location").
Decline writeGrouped(const SqlInputs &in, SqlParts &out)
{
    const QueryPlan &p = in.p;
    const QString figure = QStringLiteral("%1 AS %2").arg(out.measureExpr, in.outName(out.measureName));
    const bool ranked = ranksGroups(p);
    const bool oneRanked = p.shape == Shape::Superlative || (ranked && p.limit <= 1);
    // "Which airline has the most flights?" asks for the airline: the figure only ranks, unless
    // the question asks for it too ("... and how many does it have?").
    if (ranked && !p.figureAsked && (p.explicitColumns || oneRanked))
        ; // the columns asked for; the figure only orders them
    else if (out.timeDim.isEmpty() && p.figureFirst && p.shape == Shape::Group)
        out.select.prepend(figure);
    else
        out.select << figure;
    if (p.shape == Shape::Share)
        out.select << QStringLiteral("%1 AS %2")
                          .arg(in.lex.dialect().rounded(QStringLiteral("100.0 * %1 / SUM(%1) OVER ()").arg(out.measureExpr), 2),
                               in.outName(QStringLiteral("share_pct")));
    // A series over time reads in time order, then by its other dimensions; a ranking ("top 3
    // regions by monthly revenue") by the figure.
    if (out.timeDim.isEmpty() || ranked)
        out.orderBy = {out.measureExpr + (p.descending ? QStringLiteral(" DESC") : QString())};
    else
        out.orderBy = out.groupBy;
    if (oneRanked)
        out.limit = 1;
    out.describe.prepend(out.dimTitles.isEmpty()
                             ? out.measureText
                             : Tr::tr("%1 by %2").arg(out.measureText, out.dimTitles.join(QStringLiteral(", "))));
    if (p.shape == Shape::Share)
        out.describe << Tr::tr("with each one's share of the total");
    if (ranked)
        out.describe << (out.limit == 1 ? Tr::tr("the %1 one").arg(p.descending ? Tr::tr("highest") : Tr::tr("lowest"))
                                        : Tr::tr("%1 %2").arg(p.descending ? Tr::tr("top") : Tr::tr("bottom")).arg(out.limit));
    return {};
}

bool ranksGroups(const QueryPlan &p)
{
    return p.shape == Shape::Superlative || p.shape == Shape::Top ||
           ((p.shape == Shape::Change || p.shape == Shape::Rate) && (p.superlative || p.limit > 0));
}

QString havingCountExpr(const SqlInputs &in)
{
    const int t = in.p.having->table;
    return in.lex.tabs[t].primaryKey.size() == 1
               ? QStringLiteral("COUNT(DISTINCT %1)").arg(in.lex.keyRef(t, in.aliasOf(t)))
               : QStringLiteral("COUNT(*)");
}

void writeDimensions(const SqlInputs &in, SqlParts &out)
{
    const QueryPlan &p = in.p;
    const SchemaLexicon &lex = in.lex;
    if (p.timeGrouped()) {
        const db::TimeGrain g = timeGrainOf(p.grain);
        out.timeDim = lex.dialect().truncateDate(g, in.R(p.dateCol));
        out.select << QStringLiteral("%1 AS %2").arg(out.timeDim, in.outName(db::timeGrainKey(g)));
        out.groupBy << out.timeDim;
        out.orderBy << out.timeDim;
        out.describe << perGrainOf(g, lex.colTitle(p.dateCol));
    }
    QSet<int> tableDimsWritten;
    for (int c : p.dims) {
        const int t = lex.cols[c].table;
        const bool tableDim = p.tableDims.contains(c) && !tableDimsWritten.contains(c);
        if (tableDim)
            tableDimsWritten << c;
        int labelCol = -1;
        QString expr = in.R(c);
        // a table's label made of first and last name reads as one column
        if (tableDim) {
            lex.labelExpr(t, in.aliasOf(t), &labelCol);
            if (labelCol == c)
                expr = lex.labelExpr(t, in.aliasOf(t));
            // "revenue per order by channel": the table's label is the column also named, so its
            // rows are told apart by their key
            if (p.dims.count(c) > 1 && lex.tabs[t].primaryKey.size() == 1)
                expr = lex.keyRef(t, in.aliasOf(t));
        }
        // a table's label is called after the table ("region"), a column by its own name
        out.select << (tableDim ? QStringLiteral("%1 AS %2").arg(expr, in.outName(stems(lex.tabs[t].name).join(QLatin1Char('_'))))
                                : expr);
        // a row's label is not unique ("two customers called Anna Berg", "the names of the high
        // schoolers and how many friends each has"), nor is a column asked of each ranked row ("the
        // city of the customer with the most orders"): group by its key too
        const QString key = lex.tabs[t].primaryKey.size() == 1 && !lex.tabs[t].primaryKey.first().isEmpty()
                                ? lex.keyRef(t, in.aliasOf(t))
                                : QString();
        const bool rowDim = p.rowDims.contains(c);
        // (not when the rows counted are that table's own: "each city name and how many cities
        // have it" counts namesakes)
        const bool countedElsewhere = t != p.main && !(p.having && p.having->table == t);
        const bool label = tableDim ? labelCol == c : lex.labelColumn(t) == c && lex.isNameColumn(c) && countedElsewhere;
        if ((label || rowDim) && !key.isEmpty() && !out.groupBy.contains(key) && expr != key)
            out.groupBy << key;
        out.groupBy << expr;
        // a column asked of each row of a table reads as the table's rows: "customers (showing
        // customers.city)", not a grouping by city
        if (rowDim)
            out.dimTitles << Tr::tr("%1 (showing %2)").arg(lex.tabs[t].name, lex.colTitle(c));
        else
            out.dimTitles << (tableDim && expr != in.R(c) ? lex.tabs[t].name : lex.colTitle(c));
    }
    out.grouping = !out.groupBy.isEmpty();
}

// "how many different countries", "how many different grades" (a number read as the figure):
// the column whose distinct values are counted, or -1.
static int distinctlyCounted(const QueryPlan &p)
{
    if (p.shape != Shape::Count || !p.distinct)
        return -1;
    if (p.listCols.size() == 1)
        return p.listCols.first();
    return p.listCols.isEmpty() && p.measure >= 0 && p.measureAgg == Agg::Count ? p.measure : -1;
}

// Count, aggregate: one figure over all the rows (several aggregates of one measure, or the
// distinct values of a column counted).
Decline writeFigure(const SqlInputs &in, SqlParts &out)
{
    const QueryPlan &p = in.p;
    if (p.shape == Shape::Aggregate && p.measure >= 0 && p.aggList.size() > 1 && p.agg != Agg::None) {
        writeAggregates(in, out);
    } else if (const int counted = distinctlyCounted(p); counted >= 0) {
        out.select = {QStringLiteral("COUNT(DISTINCT %1) AS %2")
                          .arg(in.R(counted), in.outName(QStringLiteral("count_") + in.lex.cols[counted].name))};
        out.describe.prepend(Tr::tr("count of distinct %1").arg(in.lex.colTitle(counted)));
    } else {
        out.select = {QStringLiteral("%1 AS %2").arg(out.measureExpr, in.outName(out.measureName))};
        out.describe.prepend(out.measureText);
    }
    return {};
}

Decline writeShape(const SqlInputs &in, SqlParts &out)
{
    const QueryPlan &p = in.p;
    if (Decline why = shapeRule(p.shape).select(in, out); !why.isEmpty())
        return why;
    if (p.orderCol >= 0 && p.shape != Shape::TopRow)
        out.orderBy = {in.N(p.orderCol) +
                       (p.orderAscending ? QString() : (p.orderDescending ? QStringLiteral(" DESC") : QString()))};
    // "the first student to register": a row with no date is not the first (SQLite and MariaDB
    // sort NULL first ascending, PostgreSQL first descending); portable where NULLS LAST is not
    if (p.timeRanked && p.orderCol >= 0 && p.shape != Shape::TopRow)
        out.orderBy.prepend(QStringLiteral("(%1 IS NULL)").arg(in.N(p.orderCol)));
    return {};
}

} // namespace assay::offline
