#include "chartaxes.h"
#include "chartbuilders.h"

#include <QtCharts/QChart>
#include <QtCharts/QPieSeries>
#include <QtCharts/QPieSlice>

#include <QCoreApplication>
#include <QCursor>
#include <QToolTip>

namespace assay::ui {
namespace {

constexpr int MaxSlices = 11; // then one more slice holds the rest

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
    for (int i = 0; i < slices.size(); ++i) {
        QPieSlice *s = slices[i];
        const double share = s->value() / total;
        const QString name = s->label();
        s->setLabel(
            QStringLiteral("%1: %2%").arg(name, displayLocale().toString(100.0 * share, 'f', 1)));
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
    if (negatives > 0)
        c.notes << QCoreApplication::translate(
            "ChartRenderer", "%n negative value(s) cannot be slices and are left out.", nullptr,
            negatives);
    return chart;
}

} // namespace assay::ui
