#include "chartaxes.h"
#include "chartbuilders.h"

#include <QtCharts/QChart>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <QCoreApplication>
#include <QCursor>
#include <QToolTip>

namespace assay::ui {
namespace {

// Markers past this many turn the plot into a blot and slow it down; a regular subset shows
// the same cloud.
constexpr int MaxScatterPoints = 20000;

} // namespace

QChart *buildScatterChart(BuildContext &c, QString *error) {
    const charts::ChartData &d = c.data;
    if (d.isEmpty()) {
        *error =
            QCoreApplication::translate("ChartRenderer", "The query returned no rows to draw.");
        return nullptr;
    }
    double xlo = 0, xhi = 0, ylo = 0, yhi = 0;
    bool any = false;
    qsizetype total = 0;
    for (const charts::SeriesData &s : d.series) {
        total += s.points.size();
        for (const QPointF &p : s.points) {
            xlo = any ? std::min(xlo, p.x()) : p.x();
            xhi = any ? std::max(xhi, p.x()) : p.x();
            ylo = any ? std::min(ylo, p.y()) : p.y();
            yhi = any ? std::max(yhi, p.y()) : p.y();
            any = true;
        }
    }
    const qsizetype stride =
        std::max<qsizetype>(1, (total + MaxScatterPoints - 1) / MaxScatterPoints);
    auto *chart = newChart(c.style);
    QValueAxis *xAxis = makeValueAxis(xlo, xhi, xTitle(c.spec), c.style.pixelWidth, true);
    QValueAxis *yAxis = makeValueAxis(ylo, yhi, measureTitle(c.spec), 300);
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    const QString xName = c.spec.x;
    for (int i = 0; i < d.series.size(); ++i) {
        const charts::SeriesData &s = d.series[i];
        auto *series = new QScatterSeries;
        series->setName(s.name);
        series->setMarkerSize(total > 2000 ? 5 : 8);
        QColor color = paletteColor(i, c.style.dark);
        series->setColor(color);
        series->setBorderColor(color.darker(115));
        QList<QPointF> points;
        for (qsizetype k = 0; k < s.points.size(); k += stride)
            points << s.points[k];
        series->replace(points);
        chart->addSeries(series);
        series->attachAxis(xAxis);
        series->attachAxis(yAxis);
        const QString name = s.name;
        QObject::connect(
            series, &QScatterSeries::hovered, series, [name, xName](const QPointF &p, bool on) {
                if (on)
                    QToolTip::showText(QCursor::pos(), QStringLiteral("%1\n%2: %3\n%4")
                                                           .arg(name, xName, formatNumber(p.x()),
                                                                formatNumber(p.y())));
                else
                    QToolTip::hideText();
            });
    }
    chart->legend()->setVisible(d.series.size() > 1);
    if (stride > 1)
        c.notes << QCoreApplication::translate("ChartRenderer", "Showing every %1th of %2 points.")
                       .arg(stride)
                       .arg(total);
    return chart;
}

} // namespace assay::ui
