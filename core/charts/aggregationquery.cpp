#include "aggregationquery.h"

#include <QStringList>

namespace assay::charts {
namespace {

QString aggregateExpr(const Measure &m, const db::Dialect &d)
{
    const QString col = m.column.isEmpty() ? QString() : d.identifier(m.column);
    // Numbers stored as text are converted first: a text MIN/MAX compares letters, and SUM of
    // text is an error on most engines.
    const QString value = m.fromText && !col.isEmpty() ? d.castToReal(col) : col;
    switch (m.aggregation) {
    case Aggregation::None:
        return value;
    case Aggregation::Sum:
        return QStringLiteral("SUM(%1)").arg(value);
    case Aggregation::Avg:
        return QStringLiteral("AVG(%1)").arg(d.castToReal(col));
    case Aggregation::Count:
        return col.isEmpty() ? QStringLiteral("COUNT(*)") : QStringLiteral("COUNT(%1)").arg(col);
    case Aggregation::CountDistinct:
        return QStringLiteral("COUNT(DISTINCT %1)").arg(col);
    case Aggregation::Min:
        return QStringLiteral("MIN(%1)").arg(value);
    case Aggregation::Max:
        return QStringLiteral("MAX(%1)").arg(value);
    }
    return col;
}

QString orderBy(SortOrder sort, bool hasSeries)
{
    QString order;
    switch (sort) {
    case SortOrder::Natural:
    case SortOrder::XAscending:
        order = QStringLiteral("x");
        break;
    case SortOrder::XDescending:
        order = QStringLiteral("x DESC");
        break;
    case SortOrder::YAscending:
        order = QStringLiteral("y0, x"); // ties in x order, the same on every engine
        break;
    case SortOrder::YDescending:
        order = QStringLiteral("y0 DESC, x");
        break;
    }
    if (hasSeries)
        order += QStringLiteral(", series");
    return order;
}

// The aggregate of the parts that gives the aggregate of the whole.
QString rollUp(Aggregation a)
{
    return a == Aggregation::Min ? QStringLiteral("MIN") : a == Aggregation::Max ? QStringLiteral("MAX") : QStringLiteral("SUM");
}

// Keeps the top N categories (ranked by the first measure, added up over the series) and adds
// the rest up into one "Other" category. Window functions rank them: SQLite 3.25+, PostgreSQL,
// MySQL 8, MariaDB 10.2. `grouped` is the per-category aggregate (x, [series], y0, ...).
QString withOtherBucket(const ChartSpec &spec, const QString &grouped, bool hasSeries, const db::Dialect &d)
{
    const QString n = QString::number(spec.limit);
    const QString label = QStringLiteral("CASE WHEN assay_rank <= %1 THEN %2 ELSE %3 END")
                              .arg(n, d.castToText(QStringLiteral("x")), d.stringLiteral(otherCategoryLabel()));
    QStringList outer = {label + QStringLiteral(" AS x")};
    if (hasSeries)
        outer << QStringLiteral("series");
    for (int i = 0; i < spec.y.size(); ++i)
        outer << QStringLiteral("%1(y%2) AS y%2").arg(rollUp(spec.y[i].aggregation)).arg(i);
    const QString ranked = QStringLiteral("SELECT assay_t.*, DENSE_RANK() OVER (ORDER BY assay_t.assay_total DESC, assay_t.x) AS assay_rank "
                                          "FROM (SELECT assay_a.*, SUM(assay_a.y0) OVER (PARTITION BY assay_a.x) AS assay_total "
                                          "FROM (%1) assay_a) assay_t")
                               .arg(grouped);
    QString sql = QStringLiteral("SELECT %1 FROM (%2) assay_r GROUP BY %3").arg(outer.join(QStringLiteral(", ")), ranked, label);
    if (hasSeries)
        sql += QStringLiteral(", series");
    // Other comes last whatever the sort.
    sql += QStringLiteral(" ORDER BY CASE WHEN MIN(assay_rank) <= %1 THEN 0 ELSE 1 END, ").arg(n) + orderBy(spec.sort, hasSeries);
    return sql;
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

    if (spec.otherBucket) {
        // validateSpec guaranteed measures that roll up and a limit.
        q.select = withOtherBucket(spec, QStringLiteral("SELECT ") + select.join(QStringLiteral(", ")) + QStringLiteral(" FROM ") + source
                                             + QStringLiteral(" GROUP BY ") + xExpr + (seriesExpr.isEmpty() ? QString() : QStringLiteral(", ") + seriesExpr),
                                   !seriesExpr.isEmpty(), d);
        return q;
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
    sql += QStringLiteral(" ORDER BY ") + orderBy(spec.sort, !seriesExpr.isEmpty());
    if (spec.limit > 0 && !topN)
        sql += QLatin1Char(' ') + d.limitClause(spec.limit);
    else if (!q.aggregated && spec.limit <= 0)
        sql += QLatin1Char(' ') + d.limitClause(MaxRawPoints);
    q.select = sql;
    return q;
}

} // namespace assay::charts
