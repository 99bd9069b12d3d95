#pragma once
// The chart's aggregate query, computed in memory over rows already fetched: the same output
// shape as buildAggregationQuery (x, [series], y0, ...), grouping, time buckets, sort, top N and
// Other. Used where a result is at hand and another round trip to the database is not (insights
// about a SQL cell's rows); charts themselves always push the work down to the database.

#include "chartspec.h"
#include "resultsample.h"

namespace assay::charts {

struct AggregatedRows {
    QList<db::ResultColumn> columns;
    QList<db::Row> rows;
    QString error; // the spec does not fit the sample's columns
};

AggregatedRows aggregateInMemory(const ChartSpec &spec, const ResultSample &sample);

} // namespace assay::charts
