#pragma once
// Internal to ui/charts: one builder per chart type, from chart data to a QChart. Each returns
// nullptr with a reason when there is nothing to draw, and adds notes for what it left out.

#include "chartstyle.h"

#include "charts/chartdata.h"
#include "charts/chartspec.h"

#include <QStringList>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace assay::ui {

struct BuildContext {
    const charts::ChartSpec &spec;
    const charts::ChartData &data;
    const ChartStyle &style;
    QStringList notes;       // shown under the chart: what was left out, the forecast's method
    QString subtitle;        // a second title line (the forecast's method and error)
    int preferredHeight = 0; // the height the chart needs to be readable (0: the default)
};

// A chart in the style's theme. The theme is set before any series is added: setting it later
// would repaint our palette in the theme's colours.
QChart *newChart(const ChartStyle &style);

QChart *buildBarChart(BuildContext &context, QString *error);
QChart *buildLineChart(BuildContext &context, QString *error);
QChart *buildPieChart(BuildContext &context, QString *error);
QChart *buildScatterChart(BuildContext &context, QString *error);

} // namespace assay::ui
