#include "aggregationquery.h"

#include <QStringList>

namespace assay::charts {
namespace {

QString aggregateExpr(const Measure &m, const db::Dialect &d)
{
    const QString col = m.column.isEmpty() ? QString() : d.identifier(m.column);
    switch (m.aggregation) {
    case Aggregation::None:
        return col;
    case Aggregation::Sum:
        return QStringLiteral("SUM(%1)").arg(col);
    case Aggregation::Avg:
        return QStringLiteral("AVG(%1)").arg(d.castToReal(col));
    case Aggregation::Count:
        return col.isEmpty() ? QStringLiteral("COUNT(*)") : QStringLiteral("COUNT(%1)").arg(col);
    case Aggregation::CountDistinct:
        return QStringLiteral("COUNT(DISTINCT %1)").arg(col);
    case Aggregation::Min:
        return QStringLiteral("MIN(%1)").arg(col);
    case Aggregation::Max:
        return QStringLiteral("MAX(%1)").arg(col);
    }
    return col;
}

} // namespace

AggregationQuery buildAggregationQuery(const ChartSpec &spec, const QString &source,
                                       const QList<db::ResultColumn> &columns, const db::Dialect &d)
{
    AggregationQuery q;
    if (const QString problem = validateSpec(spec, columns); !problem.isEmpty()) {
        q.error = problem;
        return q;
    }
    const QString xCol = d.identifier(spec.x);
    const QString xExpr = spec.timeBucketing ? d.truncateDate(spec.grain, xCol) : xCol;
    const QString seriesExpr = spec.series.isEmpty() ? QString() : d.identifier(spec.series);
    q.aggregated = std::any_of(spec.y.begin(), spec.y.end(), [](const Measure &m) { return m.aggregation != Aggregation::None; })
                   || spec.timeBucketing;

    QStringList select = {xExpr + QStringLiteral(" AS x")};
    if (!seriesExpr.isEmpty())
        select << seriesExpr + QStringLiteral(" AS series");
    for (int i = 0; i < spec.y.size(); ++i) {
        Measure m = spec.y[i];
        // Bucketed time with a plain measure still needs an aggregate: sum it.
        if (q.aggregated && m.aggregation == Aggregation::None)
            m.aggregation = Aggregation::Sum;
        select << QStringLiteral("%1 AS y%2").arg(aggregateExpr(m, d)).arg(i);
    }

    QString from = QStringLiteral(" FROM %1").arg(source);
    // Top-N categories by the first measure, kept for every series: a join on a ranked subquery
    // (MySQL does not allow LIMIT inside IN).
    const bool topN = spec.limit > 0 && q.aggregated && !seriesExpr.isEmpty();
    if (topN) {
        Measure first = spec.y.first();
        if (first.aggregation == Aggregation::None)
            first.aggregation = Aggregation::Sum;
        from = QStringLiteral(" FROM %1 JOIN (SELECT %2 AS assay_k FROM %1 GROUP BY %2 ORDER BY %3 DESC %4) assay_top ON %2 = assay_top.assay_k")
                   .arg(source, xExpr, aggregateExpr(first, d), d.limitClause(spec.limit));
    }

    QString sql = QStringLiteral("SELECT ") + select.join(QStringLiteral(", ")) + from;
    if (q.aggregated) {
        sql += QStringLiteral(" GROUP BY ") + xExpr;
        if (!seriesExpr.isEmpty())
            sql += QStringLiteral(", ") + seriesExpr;
    }
    QString order;
    switch (spec.sort) {
    case SortOrder::Natural:
    case SortOrder::XAscending:
        order = QStringLiteral("x");
        break;
    case SortOrder::XDescending:
        order = QStringLiteral("x DESC");
        break;
    case SortOrder::YAscending:
        order = QStringLiteral("y0");
        break;
    case SortOrder::YDescending:
        order = QStringLiteral("y0 DESC");
        break;
    }
    if (!seriesExpr.isEmpty())
        order += QStringLiteral(", series");
    sql += QStringLiteral(" ORDER BY ") + order;
    if (spec.limit > 0 && !topN)
        sql += QLatin1Char(' ') + d.limitClause(spec.limit);
    else if (!q.aggregated && spec.limit <= 0)
        sql += QLatin1Char(' ') + d.limitClause(MaxRawPoints);
    q.select = sql;
    return q;
}

} // namespace assay::charts
