#pragma once
// Axes that read well: value axes on nice round ticks with thousands separators and the unit in
// the title, time axes labelled on round instants (charts::timeTicks), category axes whose long
// labels are shortened and tilted instead of cut off.

#include "chartstyle.h"

#include "charts/chartdata.h"
#include "charts/chartspec.h"

#include <QStringList>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QBarCategoryAxis;
class QCategoryAxis;
class QValueAxis;
QT_END_NAMESPACE

namespace assay::ui {

// A value axis over [lo, hi] (widened to round numbers), titled, with as many ticks as its
// labels leave room for along its `pixelLength` (wide labels need fewer on a horizontal axis).
QValueAxis *makeValueAxis(double lo, double hi, const QString &title, int pixelLength,
                          bool horizontal = false);
// A time axis (milliseconds since the epoch along x) labelled on round instants.
QValueAxis *makeTimeAxis(double fromMs, double toMs, const QString &title, int pixelWidth);
// Along x, labels that do not fit side by side are tilted or thinned (axislabels.h); along y
// (horizontal bars) they are only shortened past 40 characters.
struct CategoryAxes {
    QBarCategoryAxis *axis = nullptr;
    QCategoryAxis *sparse = nullptr; // labels every k-th category when each cannot have one
};
// A category axis whose labels were shortened keeps the whole names in this property (a
// QStringList in category order) for the tooltip over them.
constexpr const char *FullLabelsProperty = "assayFullLabels";
CategoryAxes makeCategoryAxis(const QStringList &categories, const QString &title, int pixelWidth,
                              bool vertical = false);
// Whether bars with these labels read better lying down: long names need the width.
bool wantsHorizontalBars(const QStringList &categories, int pixelWidth);

// "Revenue (EUR)": the measure's name and the unit its column states, when it states one.
QString measureTitle(const charts::ChartSpec &spec);
// "order_date (month)".
QString xTitle(const charts::ChartSpec &spec);
// A value for tooltips: thousands separators, at most a few decimals.
QString formatNumber(double value);

} // namespace assay::ui
