#include "axislabels.h"
#include "chartaxes.h"
#include "chartbuilders.h"

#include <QtCharts/QChart>
#include <QtCharts/QPieSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QPieLegendMarker>
#include <QtCharts/QPieSlice>

#include <QCoreApplication>
#include <QCursor>
#include <QToolTip>

namespace assay::ui {
namespace {

constexpr int MaxSlices = 11; // then one more slice holds the rest

// Whether "name: 12.3%" fits beside a pie: the pie (62% of the plot's smaller side, about 260
// pixels tall) leaves each side half of what is left of the width after the legend.
bool pieLabelsFit(const QStringList &names, int pixelWidth) {
    QStringList labels;
    for (const QString &n : names)
        labels << n + QStringLiteral(": 100.0%");
    const int legend = widestLabel(labels) + 50;
    const int plot = std::max(100, pixelWidth - legend);
    const int pie = int(0.62 * std::min(plot, 260));
    const int side = (plot - pie) / 2 - 16;
    return widestLabel(labels) <= side;
}

} // namespace

QChart *buildPieChart(BuildContext &c, QString *error) {
    const charts::ChartData &d = c.data;
    const QList<QPointF> points = d.series.isEmpty() ? QList<QPointF>() : d.series.first().points;
    double total = 0;
    int negatives = 0;
    for (const QPointF &p : points) {
        if (p.y() > 0)
            total += p.y();
        negatives += p.y() < 0;
    }
    if (points.isEmpty() || total <= 0) {
        *error = QCoreApplication::translate(
            "ChartRenderer",
            "Nothing to show as parts of a whole: the values are empty or not positive.");
        return nullptr;
    }
    auto *series = new QPieSeries;
    double rest = 0;
    int shown = 0;
    for (const QPointF &p : points) {
        const double v = std::max(0.0, p.y());
        if (shown >= MaxSlices) {
            rest += v;
            continue;
        }
        ++shown;
        series->append(d.xLabel(p.x()), v);
    }
    if (rest > 0)
        series->append(QCoreApplication::translate("ChartRenderer", "Other"), rest);
    const QList<QPieSlice *> slices = series->slices();
    // Names beside the slices need room on either side of the pie; when the longest does not
    // fit, the slices show their shares only and the legend (beside the pie, where a name has
    // the width) names them whole.
    QStringList names;
    for (const QPieSlice *s : slices)
        names << s->label();
    const bool namesFit = pieLabelsFit(names, c.style.pixelWidth);
    for (int i = 0; i < slices.size(); ++i) {
        QPieSlice *s = slices[i];
        const double share = s->value() / total;
        const QString name = s->label();
        const QString percent = displayLocale().toString(100.0 * share, 'f', 1) + QLatin1Char('%');
        s->setLabel(namesFit ? QStringLiteral("%1: %2").arg(name, percent) : percent);
        s->setProperty("assayLegendLabel", QStringLiteral("%1: %2").arg(name, percent));
        s->setColor(paletteColor(i, c.style.dark));
        s->setBorderColor(c.style.dark ? QColor(0x20, 0x20, 0x20) : Qt::white);
        // Labels on thin slices collide; the legend names them all.
        s->setLabelVisible(share >= 0.05);
        QObject::connect(s, &QPieSlice::hovered, s, [s, name, share](bool on) {
            s->setExploded(on);
            if (on)
                QToolTip::showText(QCursor::pos(),
                                   QStringLiteral("%1\n%2 (%3%)")
                                       .arg(name, formatNumber(s->value()),
                                            displayLocale().toString(100.0 * share, 'f', 1)));
            else
                QToolTip::hideText();
        });
    }
    series->setPieSize(0.62);
    auto *chart = newChart(c.style);
    chart->addSeries(series);
    chart->legend()->setAlignment(Qt::AlignRight);
    // The legend always names each slice in full with its share.
    for (QLegendMarker *m : chart->legend()->markers(series)) {
        if (auto *pm = qobject_cast<QPieLegendMarker *>(m))
            pm->setLabel(pm->slice()->property("assayLegendLabel").toString());
    }
    if (negatives > 0)
        c.notes << QCoreApplication::translate(
            "ChartRenderer", "%n negative value(s) cannot be slices and are left out.", nullptr,
            negatives);
    return chart;
}

} // namespace assay::ui
