#pragma once
// Turns a chart spec into one aggregate query over a source relation (a cell inlined as a CTE,
// or a table), so the database does the grouping and only the points to draw come back.
// Output columns are named x, series (when the spec has one), y0, y1, ...

#include "chartspec.h"

namespace assay::charts {

struct AggregationQuery {
    QString select;   // the SELECT ... FROM <source> ... text, without a WITH clause
    QString error;    // why the spec cannot be turned into a query
    bool aggregated = true;
};

// The category that stands for everything past the top N (ChartSpec::otherBucket).
inline QString otherCategoryLabel() { return QStringLiteral("Other"); }

// Rows drawn when the measures are not aggregated (scatter, pre-aggregated lines).
constexpr int MaxRawPoints = 100000;

AggregationQuery buildAggregationQuery(const ChartSpec &spec, const QString &sourceRelation,
                                       const QList<db::ResultColumn> &sourceColumns, const db::Dialect &dialect);

} // namespace assay::charts
