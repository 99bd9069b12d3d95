#include "chartaxes.h"
#include "uitr.h"
#include "chartbuilders.h"

#include "charts/chartforecast.h"
#include "charts/downsample.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <QCoreApplication>
#include <QCursor>
#include <QPen>
#include <QToolTip>

namespace assay::ui {
namespace {

// Forecasts are drawn for the first few lines only: more would hide the data.
constexpr int MaxForecastLines = 4;

void showPointTooltip(const QString &series, const QString &x, double y) {
    QToolTip::showText(QCursor::pos(),
                       QStringLiteral("%1\n%2: %3").arg(series, x, formatNumber(y)));
}

QLineSeries *lineOf(const QList<QPointF> &points, const QString &name, const QColor &color,
                    Qt::PenStyle style, qreal width) {
    auto *line = new QLineSeries;
    line->setName(name);
    line->replace(points); // one call: appending point by point redraws each time
    QPen pen(color);
    pen.setWidthF(width);
    pen.setStyle(style);
    line->setPen(pen);
    return line;
}

} // namespace

QChart *buildLineChart(BuildContext &c, QString *error) {
    const charts::ChartData &d = c.data;
    if (d.isEmpty()) {
        *error = Tr::tr("The query returned no rows to draw.");
        return nullptr;
    }
    const bool time = d.xKind == charts::XKind::Time;
    const bool area = c.spec.type == charts::ChartType::Area;

    // Forecasts first: their interval band widens the value axis.
    QList<charts::ChartForecast> forecasts;
    if (c.spec.forecastPeriods > 0) {
        if (!time) {
            c.notes << Tr::tr("No forecast: the x axis is not time.");
        } else {
            for (int i = 0; i < d.series.size() && i < MaxForecastLines; ++i)
                forecasts << charts::forecastChartSeries(d.series[i], d, c.spec);
            if (d.series.size() > MaxForecastLines)
                c.notes
                    << Tr::tr("Forecasts are drawn for the first %1 lines only.").arg(MaxForecastLines);
        }
    }

    double xlo = 0, xhi = 0, ylo = 0, yhi = 0;
    bool any = false;
    auto extend = [&](const QPointF &p) {
        xlo = any ? std::min(xlo, p.x()) : p.x();
        xhi = any ? std::max(xhi, p.x()) : p.x();
        ylo = any ? std::min(ylo, p.y()) : p.y();
        yhi = any ? std::max(yhi, p.y()) : p.y();
        any = true;
    };
    for (const charts::SeriesData &s : d.series) {
        for (const QPointF &p : s.points)
            extend(p);
    }
    for (const charts::ChartForecast &f : std::as_const(forecasts)) {
        if (!f.ok())
            continue;
        for (const QList<QPointF> *list : {&f.lower, &f.upper}) {
            for (const QPointF &p : *list)
                extend(p);
        }
    }
    if (area)
        ylo = std::min(ylo, 0.0);

    auto *chart = newChart(c.style);
    QAbstractAxis *xAxis = nullptr;
    QAbstractAxis *sparse = nullptr; // labels every k-th category when each cannot have one
    if (d.xKind == charts::XKind::Category) {
        const CategoryAxes axes = makeCategoryAxis(d.categories, xTitle(c.spec), c.style.pixelWidth);
        xAxis = axes.axis;
        sparse = axes.sparse;
        if (sparse)
            chart->addAxis(sparse, Qt::AlignBottom);
    } else if (time)
        xAxis = makeTimeAxis(xlo, xhi, xTitle(c.spec), c.style.pixelWidth);
    else
        xAxis = makeValueAxis(xlo, xhi, xTitle(c.spec), c.style.pixelWidth, true);
    chart->addAxis(xAxis, Qt::AlignBottom);
    QValueAxis *yAxis = makeValueAxis(ylo, yhi, measureTitle(c.spec), 300);
    chart->addAxis(yAxis, Qt::AlignLeft);

    int thinned = 0, gaps = 0, drawnForecasts = 0;
    for (int i = 0; i < d.series.size(); ++i) {
        const charts::SeriesData &s = d.series[i];
        const QColor color = paletteColor(i, c.style.dark);
        // The aggregate ran in the database; what is left is thinned to the pixel width.
        const QList<QPointF> points =
            d.xKind == charts::XKind::Category
                ? s.points
                : charts::downsampleForWidth(s.points, c.style.pixelWidth);
        thinned += points.size() < s.points.size();
        // Time is drawn as time: a missing period breaks the line instead of bridging it.
        const QList<QList<QPointF>> runs = charts::runsWithoutGaps(points, d);
        gaps += int(runs.size()) - 1;
        for (int r = 0; r < runs.size(); ++r) {
            QLineSeries *line = lineOf(runs[r], s.name, color, Qt::SolidLine, 2.0);
            // A point alone between gaps has no line to draw: its marker shows it.
            line->setPointsVisible(runs[r].size() == 1);
            QAbstractSeries *added = line;
            if (area) {
                auto *a = new QAreaSeries(line);
                line->setParent(a); // not owned by the area series otherwise (LeakSanitizer)
                a->setName(s.name);
                a->setPen(line->pen());
                QColor fill = color;
                fill.setAlphaF(0.55);
                a->setBrush(fill);
                added = a;
            }
            chart->addSeries(added);
            added->attachAxis(xAxis);
            if (sparse)
                added->attachAxis(sparse);
            added->attachAxis(yAxis);
            if (r > 0) {
                for (QLegendMarker *m : chart->legend()->markers(added))
                    m->setVisible(false); // one legend entry per series, not per run
            }
            const QString name = s.name;
            // The tooltip outlives this function: it keeps what it needs to label x by value.
            const charts::XKind kind = d.xKind;
            const QStringList categories = d.categories;
            const std::optional<db::TimeGrain> grain = d.grain;
            const charts::TemporalKind temporalKind = d.temporalKind;
            QObject::connect(line, &QLineSeries::hovered, line,
                             [name, kind, categories, grain, temporalKind](const QPointF &p, bool on) {
                                 if (!on) {
                                     QToolTip::hideText();
                                     return;
                                 }
                                 charts::ChartData labels;
                                 labels.xKind = kind;
                                 labels.categories = categories;
                                 labels.grain = grain;
                                 labels.temporalKind = temporalKind;
                                 showPointTooltip(name,
                                                  labels.xLabel(kind == charts::XKind::Category
                                                                    ? std::round(p.x())
                                                                    : p.x()),
                                                  p.y());
                             });
        }
        const std::optional<db::TimeGrain> grain = d.grain;
        const charts::TemporalKind temporalKind = d.temporalKind;

        if (i >= forecasts.size())
            continue;
        const charts::ChartForecast &f = forecasts[i];
        if (!f.ok()) {
            c.notes << (d.series.size() > 1 ? QStringLiteral("%1: %2").arg(s.name, f.error)
                                            : f.error);
            continue;
        }
        // The dashed forecast continues from the last actual point; the band is the interval.
        QList<QPointF> mean = {s.points.last()};
        mean << f.mean;
        QLineSeries *upper = lineOf(f.upper, QString(), color, Qt::NoPen, 0);
        QLineSeries *lower = lineOf(f.lower, QString(), color, Qt::NoPen, 0);
        auto *band = new QAreaSeries(upper, lower);
        upper->setParent(band); // QAreaSeries does not own its lines (they leaked: LeakSanitizer)
        lower->setParent(band);
        band->setName(Tr::tr("%1 interval").arg(s.name));
        band->setPen(Qt::NoPen);
        band->setBrush(bandColor(color, c.style.dark));
        chart->addSeries(band);
        band->attachAxis(xAxis);
        band->attachAxis(yAxis);
        QLineSeries *forecast = lineOf(mean,
                                       d.series.size() > 1 ? Tr::tr("%1 forecast").arg(s.name)
                                                           : Tr::tr("forecast (95% interval)"),
                                       color, Qt::DashLine, 2.0);
        chart->addSeries(forecast);
        ++drawnForecasts;
        forecast->attachAxis(xAxis);
        forecast->attachAxis(yAxis);
        for (QLegendMarker *m : chart->legend()->markers(band))
            m->setVisible(false);
        const QString forecastName = forecast->name();
        QObject::connect(forecast, &QLineSeries::hovered, forecast,
                         [forecastName, grain, temporalKind](const QPointF &p, bool on) {
                             if (!on) {
                                 QToolTip::hideText();
                                 return;
                             }
                             showPointTooltip(forecastName,
                                              charts::formatTemporal(QDateTime::fromMSecsSinceEpoch(
                                                                         qint64(p.x()), Qt::UTC),
                                                                     grain, temporalKind),
                                              p.y());
                         });
        if (c.subtitle.isEmpty())
            c.subtitle = f.summary();
        else if (d.series.size() > 1)
            c.notes << QStringLiteral("%1: %2").arg(s.name, f.summary());
    }
    if (thinned > 0)
        c.notes << Tr::tr("Long series are drawn from the points that matter at this width (min/max "
                      "per pixel column).");
    if (gaps > 0)
        c.notes << Tr::tr("Gaps in the lines are periods without rows.");
    chart->legend()->setVisible(d.series.size() + drawnForecasts > 1);
    if (d.droppedSeries > 0)
        c.notes << QCoreApplication::translate("ChartRenderer", "%n more series are not drawn.",
                                               nullptr, d.droppedSeries);
    return chart;
}

} // namespace assay::ui
