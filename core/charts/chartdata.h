#pragma once
// The points of a chart, read from rows shaped like buildAggregationQuery's output
// (x, [series], y0, y1, ...): categories or instants or numbers along x, one series per series
// value and measure. The renderer draws it, the insight facts describe it, the forecast extends
// it. Core only: no QtCharts here.

#include "chartspec.h"
#include "temporal.h"

#include <QList>
#include <QPointF>

#include <functional>

namespace assay::db {
class ResultStore;
}

namespace assay::charts {

enum class XKind { Category, Time, Number };

struct SeriesData {
    QString name;          // the series value, the measure's name, or both
    QString seriesValue;   // empty without a series column
    int measure = 0;       // index into ChartSpec::y
    QList<QPointF> points; // x: category index, ms since the epoch, or the number itself
};

struct ChartData {
    XKind xKind = XKind::Category;
    TemporalKind temporalKind = TemporalKind::None;
    std::optional<db::TimeGrain> grain; // the spec's bucketing grain, or the period the dates mark (all on the 1st)
    QStringList categories;             // XKind::Category: labels in drawing order
    QList<SeriesData> series;
    qint64 rowsRead = 0;
    int droppedSeries = 0;     // series values past the limit a chart can show
    int droppedCategories = 0; // categories past the limit a chart can show
    bool truncated = false;    // rows past the reading limit were not read

    bool isEmpty() const;
    // How a point's x reads: the category, the date at the chart's grain, or the number.
    QString xLabel(double x) const;
};

constexpr int MaxChartSeries = 12;
constexpr int MaxChartCategories = 60;

// Rows come from `row(i)` for i in [0, count); columns are the aggregate query's.
using RowReader = std::function<db::Row(qint64)>;
ChartData chartDataFromRows(const ChartSpec &spec, const QList<db::ResultColumn> &columns,
                            qint64 count, const RowReader &row, qint64 maxRows = 2000000);
ChartData readChartData(const ChartSpec &spec, const db::ResultStore &aggregateRows,
                        qint64 maxRows = 2000000);

// A line over time split where periods are missing (monthly points without March): each run is
// drawn on its own, so a gap shows as a gap rather than a straight line across it. The step is
// the chart's grain, or the one the instants keep (inferStep); one run when there is neither, or
// when x is not time.
QList<QList<QPointF>> runsWithoutGaps(const QList<QPointF> &points, const ChartData &data);

// Whether x values should be read as time for this spec and these columns (a temporal type,
// bucketing, ISO dates in text, or years in a column named like a year or a date).
bool xIsTemporal(const ChartSpec &spec, const db::ResultColumn &xColumn,
                 const QVariant &firstValue);

} // namespace assay::charts
