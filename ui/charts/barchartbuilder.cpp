#include "chartaxes.h"
#include "chartbuilders.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QHorizontalBarSeries>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QStackedBarSeries>
#include <QtCharts/QValueAxis>

#include <QCoreApplication>
#include <QCursor>
#include <QToolTip>

namespace assay::ui {

QChart *buildBarChart(BuildContext &c, QString *error) {
    const charts::ChartData &d = c.data;
    if (d.categories.isEmpty() || d.isEmpty()) {
        *error =
            QCoreApplication::translate("ChartRenderer", "The query returned no rows to draw.");
        return nullptr;
    }
    // Long names need the width: the bars lie down, the first category on top.
    const bool horizontal = wantsHorizontalBars(d.categories, c.style.pixelWidth);
    const int n = int(d.categories.size());
    auto slot = [horizontal, n](int category) { return horizontal ? n - 1 - category : category; };
    QStringList categories = d.categories;
    if (horizontal)
        std::reverse(categories.begin(), categories.end());
    // One bar set per series (or measure); categories without a value show no bar.
    QList<QBarSet *> sets;
    for (const charts::SeriesData &s : d.series) {
        auto *set = new QBarSet(s.name);
        for (int i = 0; i < n; ++i)
            set->append(0);
        for (const QPointF &p : s.points)
            set->replace(slot(int(p.x())), p.y());
        sets << set;
    }
    QAbstractBarSeries *series = nullptr;
    if (horizontal)
        series = c.spec.stacked ? static_cast<QAbstractBarSeries *>(new QHorizontalStackedBarSeries)
                                : static_cast<QAbstractBarSeries *>(new QHorizontalBarSeries);
    else
        series = c.spec.stacked ? static_cast<QAbstractBarSeries *>(new QStackedBarSeries)
                                : static_cast<QAbstractBarSeries *>(new QBarSeries);
    double lo = 0, hi = 0;
    QList<double> stackUp(d.categories.size(), 0), stackDown(d.categories.size(), 0);
    for (int i = 0; i < sets.size(); ++i) {
        sets[i]->setColor(paletteColor(i, c.style.dark));
        sets[i]->setBorderColor(paletteColor(i, c.style.dark));
        series->append(sets[i]);
        for (int k = 0; k < sets[i]->count(); ++k) {
            const double v = sets[i]->at(k);
            if (c.spec.stacked) {
                (v >= 0 ? stackUp[k] : stackDown[k]) += v;
                hi = std::max(hi, stackUp[k]);
                lo = std::min(lo, stackDown[k]);
            } else {
                hi = std::max(hi, v);
                lo = std::min(lo, v);
            }
        }
    }
    QObject::connect(series, &QAbstractBarSeries::hovered, series,
                     [categories](bool on, int index, QBarSet *set) {
                         if (on && index >= 0 && index < categories.size())
                             QToolTip::showText(QCursor::pos(),
                                                QStringLiteral("%1\n%2: %3")
                                                    .arg(categories[index], set->label(),
                                                         formatNumber(set->at(index))));
                         else
                             QToolTip::hideText();
                     });
    auto *chart = newChart(c.style);
    chart->addSeries(series);
    QBarCategoryAxis *xAxis =
        makeCategoryAxis(categories, xTitle(c.spec), c.style.pixelWidth, horizontal);
    chart->addAxis(xAxis, horizontal ? Qt::AlignLeft : Qt::AlignBottom);
    series->attachAxis(xAxis);
    // Bars grow from zero: the value axis always includes it.
    QValueAxis *yAxis =
        makeValueAxis(lo, hi, measureTitle(c.spec), horizontal ? c.style.pixelWidth : 300);
    chart->addAxis(yAxis, horizontal ? Qt::AlignBottom : Qt::AlignLeft);
    series->attachAxis(yAxis);
    if (horizontal)
        c.preferredHeight = std::max(
            280, 24 * n * (c.spec.stacked ? 1 : int(std::max<qsizetype>(1, sets.size()))) + 110);
    chart->legend()->setVisible(sets.size() > 1);
    if (d.droppedCategories > 0)
        c.notes
            << QCoreApplication::translate(
                   "ChartRenderer",
                   "Showing the first %1 categories; %2 more are not drawn (use top N to choose).")
                   .arg(d.categories.size())
                   .arg(d.droppedCategories);
    return chart;
}

} // namespace assay::ui
