// The select lists of the analyst's comparisons (shaperules.cpp's change and rate records): a
// figure in two periods side by side with its change, and one table's rows per 100 of another's.
#include "offlinetr.h"
#include "sqlparts.h"

#include "db/dialect.h"

namespace assay::offline {

namespace {

// "2024", "2024-Q2", "2024-03": a period as a column's suffix and in words.
QString periodLabel(const ask::TimeRange &r)
{
    const QDate from = r.from;
    if (from.month() == 1 && r.to == from.addYears(1))
        return QString::number(from.year());
    if ((from.month() - 1) % 3 == 0 && r.to == from.addMonths(3))
        return QStringLiteral("%1_q%2").arg(from.year()).arg((from.month() - 1) / 3 + 1);
    return QStringLiteral("%1_%2").arg(from.year()).arg(from.month(), 2, 10, QLatin1Char('0'));
}

// The figure over the rows of one period: the measure's aggregate, or the rows counted.
QString figureIn(const SqlInputs &in, const ask::TimeRange &r)
{
    const QueryPlan &p = in.p;
    const SchemaLexicon &lex = in.lex;
    const QString when = dateCondition(in, r);
    if (p.glossary && p.measure < 0)
        return QString(); // a defined figure's expression is not split by period here
    if (p.measure >= 0 && p.measureAgg != Agg::None && p.measureAgg != Agg::Count)
        return QStringLiteral("%1(CASE WHEN %2 THEN %3 END)").arg(aggSql(p.measureAgg), when, in.N(p.measure));
    if (lex.tabs[p.main].primaryKey.size() == 1)
        return QStringLiteral("COUNT(DISTINCT CASE WHEN %1 THEN %2 END)").arg(when, lex.keyRef(p.main, in.aliasOf(p.main)));
    return QStringLiteral("COUNT(CASE WHEN %1 THEN 1 END)").arg(when);
}

} // namespace

Decline writeChange(const SqlInputs &in, SqlParts &out)
{
    const QueryPlan &p = in.p;
    const SchemaLexicon &lex = in.lex;
    const ask::TimeRange &before = p.periods.first();
    const ask::TimeRange &after = p.periods.last();
    const QString a = figureIn(in, before), b = figureIn(in, after);
    if (a.isEmpty())
        return Decline{ask::DeclineReason::ChangeOfDerivedFigure};
    const QString change = QStringLiteral("%1 - %2").arg(b, a);
    const QString exactPercent = QStringLiteral("100.0 * (%1 - %2) / NULLIF(%2, 0)").arg(b, a); // ranks (no ties from rounding)
    const QString percent = lex.dialect().rounded(exactPercent, 1);
    const bool ranked = ranksGroups(p);
    const bool oneRanked = ranked && p.limit <= 1;
    // "which region grew fastest" asks for the region: the figures only rank, unless asked for
    if (!(ranked && !p.figureAsked && (p.explicitColumns || oneRanked))) {
        out.select << QStringLiteral("%1 AS %2").arg(a, in.outName(out.measureName + QLatin1Char('_') + periodLabel(before)))
                   << QStringLiteral("%1 AS %2").arg(b, in.outName(out.measureName + QLatin1Char('_') + periodLabel(after)))
                   << QStringLiteral("%1 AS %2").arg(change, in.outName(QStringLiteral("difference")))
                   << QStringLiteral("%1 AS %2").arg(percent, in.outName(QStringLiteral("change_pct")));
    }
    out.orderBy = {QStringLiteral("%1%2").arg(p.changeInPercent ? exactPercent : change,
                                              p.descending ? QStringLiteral(" DESC") : QString())};
    if (oneRanked)
        out.limit = 1;
    const QString what = Tr::tr("the change in %1 from %2 to %3")
                             .arg(out.measureText, periodLabel(before).replace(u'_', u'-'), periodLabel(after).replace(u'_', u'-'));
    out.describe.prepend(out.dimTitles.isEmpty() ? what : Tr::tr("%1 by %2").arg(what, out.dimTitles.join(QStringLiteral(", "))));
    if (ranked)
        out.describe << (p.changeInPercent ? (p.descending ? Tr::tr("ranked by the rise in percent")
                                                           : Tr::tr("ranked by the fall in percent"))
                                           : (p.descending ? Tr::tr("ranked by the rise") : Tr::tr("ranked by the fall")));
    return {};
}

Decline writeRate(const SqlInputs &in, SqlParts &out)
{
    const QueryPlan &p = in.p;
    const SchemaLexicon &lex = in.lex;
    const int child = p.rateOf;
    if (lex.tabs[child].primaryKey.size() != 1 || lex.tabs[p.main].primaryKey.size() != 1)
        return Decline{ask::DeclineReason::NoLabel, {lex.tabs[lex.tabs[child].primaryKey.size() != 1 ? child : p.main].name}};
    const QString rows = lex.keyRef(child, in.aliasOf(child));
    const QString of = lex.keyRef(p.main, in.aliasOf(p.main));
    out.measureExpr =
        lex.dialect().rounded(QStringLiteral("100.0 * COUNT(DISTINCT %1) / NULLIF(COUNT(DISTINCT %2), 0)").arg(rows, of), 2);
    out.measureName = lex.tabs[child].name + QStringLiteral("_rate_pct");
    out.measureText = Tr::tr("rows of %1 per 100 rows of %2").arg(lex.tabs[child].name, lex.tabs[p.main].name);
    return writeGrouped(in, out);
}

} // namespace assay::offline
