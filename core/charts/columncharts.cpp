#include "columncharts.h"

namespace assay::charts {

namespace {
constexpr int HistogramBuckets = 20;
constexpr int TopValues = 30;

QString cellNameFor(const QString &table, const QString &column, const char *suffix)
{
    return QStringLiteral("%1_%2_%3").arg(table, column, QLatin1String(suffix)).toLower();
}
} // namespace

ColumnExploration distributionOf(const db::TableInfo &table, const db::ColumnInfo &column, const db::Dialect &d)
{
    ColumnExploration e;
    const QString t = d.qualified(table.schema, table.name);
    const QString c = d.identifier(column.name);
    e.cellName = cellNameFor(table.name, column.name, "distribution");
    if (db::isNumeric(column.valueType)) {
        // A histogram: equal-width buckets between the minimum and the maximum, computed in the database.
        const QString bucket = d.floorToInteger(QStringLiteral("(%1 - b.lo) * %2.0 / (b.hi - b.lo)").arg(c).arg(HistogramBuckets));
        e.sql = QStringLiteral(
                    "WITH b AS (SELECT MIN(%1) AS lo, MAX(%1) AS hi FROM %2 WHERE %1 IS NOT NULL),\n"
                    "bucketed AS (\n"
                    "  SELECT CASE WHEN b.hi = b.lo THEN 0 WHEN %3 >= %4 THEN %5 ELSE %3 END AS bucket, b.lo, b.hi\n"
                    "  FROM %2 CROSS JOIN b WHERE %1 IS NOT NULL\n"
                    ")\n"
                    "SELECT MIN(lo) + (MAX(hi) - MIN(lo)) * bucket / %4.0 AS bucket_start, COUNT(*) AS row_count\n"
                    "FROM bucketed GROUP BY bucket ORDER BY bucket")
                    .arg(c, t, bucket)
                    .arg(HistogramBuckets)
                    .arg(HistogramBuckets - 1);
        e.chart.type = ChartType::Bar;
        e.chart.x = QStringLiteral("bucket_start");
        e.chart.y = {{QStringLiteral("row_count"), Aggregation::Sum, QStringLiteral("rows")}};
        e.chart.sort = SortOrder::XAscending;
    } else {
        e.sql = QStringLiteral("SELECT %1 AS value, COUNT(*) AS row_count\nFROM %2\nGROUP BY %1\nORDER BY row_count DESC\n%3")
                    .arg(c, t, d.limitClause(TopValues));
        e.chart.type = ChartType::Bar;
        e.chart.x = QStringLiteral("value");
        e.chart.y = {{QStringLiteral("row_count"), Aggregation::Sum, QStringLiteral("rows")}};
        e.chart.sort = SortOrder::YDescending;
    }
    e.chart.title = QStringLiteral("Distribution of %1.%2").arg(table.name, column.name);
    return e;
}

ColumnExploration overTime(const db::TableInfo &table, const db::ColumnInfo &column, const db::ColumnInfo &date,
                           const db::Dialect &d)
{
    ColumnExploration e;
    const QString t = d.qualified(table.schema, table.name);
    const bool countRows = column.name == date.name || !db::isNumeric(column.valueType);
    e.cellName = cellNameFor(table.name, countRows ? QStringLiteral("rows") : column.name, "over_time");
    // Bucketing happens in the chart's aggregate query; the cell just names the columns.
    e.sql = countRows ? QStringLiteral("SELECT %1\nFROM %2").arg(d.identifier(date.name), t)
                      : QStringLiteral("SELECT %1, %2\nFROM %3").arg(d.identifier(date.name), d.identifier(column.name), t);
    e.chart.type = ChartType::Line;
    e.chart.x = date.name;
    e.chart.timeBucketing = true;
    e.chart.grain = db::TimeGrain::Month;
    e.chart.y = {countRows ? Measure{QString(), Aggregation::Count, QStringLiteral("rows")}
                           : Measure{column.name, Aggregation::Sum, {}}};
    e.chart.title = countRows ? QStringLiteral("%1 rows per month").arg(table.name)
                              : QStringLiteral("%1 per month").arg(column.name);
    return e;
}

} // namespace assay::charts
