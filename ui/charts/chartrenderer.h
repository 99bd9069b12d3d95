#pragma once
// Our small interface over QtCharts: a chart spec plus its points in, a QChart out. Everything
// QtCharts-specific stays behind this file and the builders beside it (Qt Graphs succeeds
// QtCharts in later Qt versions).

#include "chartstyle.h"

#include "charts/chartdata.h"
#include "charts/chartspec.h"

#include <QString>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace assay::db {
class ResultStore;
}

namespace assay::ui {

struct BuiltChart {
    QChart *chart = nullptr; // owned by the caller; nullptr when there is nothing to draw
    QString error;           // why there is no chart
    QStringList notes;       // what the chart leaves out or adds (shown under it)
    int preferredHeight = 0; // the height it needs to be readable; 0 for the view's default
};

// From points already read (charts::readChartData, or in memory).
BuiltChart buildChart(const charts::ChartSpec &spec, const charts::ChartData &data, const ChartStyle &style);
// From rows shaped like charts::buildAggregationQuery's output: x, [series], y0, y1, ...
BuiltChart buildChart(const charts::ChartSpec &spec, const db::ResultStore &rows, const ChartStyle &style);
// The same, for callers that only want the chart.
QChart *buildChart(const charts::ChartSpec &spec, const db::ResultStore &rows, const ChartStyle &style, QString *error);

// A default title: "sum of amount by order_date (month)".
QString defaultChartTitle(const charts::ChartSpec &spec);

} // namespace assay::ui
