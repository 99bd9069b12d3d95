#pragma once
// Our small interface over QtCharts: a chart spec plus the rows of its aggregate query in, a
// QChart out. Everything QtCharts-specific stays behind this file (Qt Graphs succeeds QtCharts
// in later Qt versions).

#include "charts/chartspec.h"

#include <QString>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace assay::db {
class ResultStore;
}

namespace assay::ui {

struct ChartStyle {
    bool dark = false;
    bool animate = false;
};

// Builds a chart from rows shaped like charts::buildAggregationQuery's output: x, [series],
// y0, y1, ... Returns nullptr and explains in `error` when there is nothing to draw.
QChart *buildChart(const charts::ChartSpec &spec, const db::ResultStore &rows, const ChartStyle &style, QString *error);

// A default title: "sum of amount by month".
QString defaultChartTitle(const charts::ChartSpec &spec);

} // namespace assay::ui
