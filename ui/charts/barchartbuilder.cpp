#include "axislabels.h"
#include "chartaxes.h"
#include "uitr.h"
#include "chartbuilders.h"

#include "charts/aggregationquery.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QCategoryAxis>
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
namespace {

// "Other" adds up every category past the top N: when it is more than twice the largest bar
// shown, the bars beside it flatten, and the note says so (the recommender leaves such an Other
// out; this is for one chosen by hand).
void noteOtherThatDwarfs(BuildContext &c, const QList<QBarSet *> &sets) {
    const qsizetype other = c.data.categories.indexOf(charts::otherCategoryLabel());
    if (!c.spec.otherBucket || other < 0)
        return;
    double otherTotal = 0, largest = 0;
    for (int k = 0; k < c.data.categories.size(); ++k) {
        double total = 0;
        for (const QBarSet *set : sets)
            total += set->at(k);
        if (k == other)
            otherTotal = total;
        else
            largest = std::max(largest, total);
    }
    if (largest > 0 && otherTotal > 2 * largest)
        c.notes << Tr::tr("Other (the categories past the top %1) is %2 times the largest bar "
                          "shown, so the bars beside it are hard to compare; show more categories "
                          "or leave Other out.")
                       .arg(c.spec.limit)
                       .arg(displayLocale().toString(otherTotal / largest, 'f', 1));
}

} // namespace

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
    const CategoryAxes xAxes =
        makeCategoryAxis(categories, xTitle(c.spec), c.style.pixelWidth, horizontal);
    chart->addAxis(xAxes.axis, horizontal ? Qt::AlignLeft : Qt::AlignBottom);
    series->attachAxis(xAxes.axis);
    if (xAxes.sparse) {
        chart->addAxis(xAxes.sparse, Qt::AlignBottom);
        series->attachAxis(xAxes.sparse);
    }
    // Bars grow from zero: the value axis always includes it.
    QValueAxis *yAxis =
        horizontal ? makeValueAxis(lo, hi, measureTitle(c.spec),
                                   c.style.pixelWidth - widestLabel(categories), true)
                   : makeValueAxis(lo, hi, measureTitle(c.spec), 300);
    chart->addAxis(yAxis, horizontal ? Qt::AlignBottom : Qt::AlignLeft);
    series->attachAxis(yAxis);
    if (horizontal)
        c.preferredHeight = std::max(
            280, 24 * n * (c.spec.stacked ? 1 : int(std::max<qsizetype>(1, sets.size()))) + 110);
    chart->legend()->setVisible(sets.size() > 1);
    noteOtherThatDwarfs(c, sets);
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
