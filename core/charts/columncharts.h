#pragma once
// Ready-made explorations of one column, offered from the schema tree: its distribution
// (top values, or a histogram for numbers) and a measure over time. Each is a SQL cell's text
// plus the chart spec that draws it.

#include "chartspec.h"

#include "db/catalog.h"

namespace assay::charts {

struct ColumnExploration {
    QString cellName;
    QString sql;
    ChartSpec chart;
};

ColumnExploration distributionOf(const db::TableInfo &table, const db::ColumnInfo &column, const db::Dialect &dialect);
// `column` summed (or counted, when it is the date itself or not numeric) by month of `dateColumn`.
ColumnExploration overTime(const db::TableInfo &table, const db::ColumnInfo &column, const db::ColumnInfo &dateColumn,
                           const db::Dialect &dialect);

} // namespace assay::charts
