#include "chartforecast.h"
#include "chartstr.h"

#include <QCoreApplication>
#include <QDateTime>

#include <cmath>

namespace assay::charts {
namespace {

// Whole periods between two instants.
qint64 periodsBetween(qint64 a, qint64 b, const TimeStep &step) {
    if (step.months > 0) {
        const QDate da = QDateTime::fromMSecsSinceEpoch(a, Qt::UTC).date();
        const QDate db = QDateTime::fromMSecsSinceEpoch(b, Qt::UTC).date();
        return ((db.year() - da.year()) * 12 + db.month() - da.month()) / step.months;
    }
    return qint64(std::llround(double(b - a) / double(step.millis)));
}

} // namespace

QString ChartForecast::summary() const {
    return ok() ? Tr::tr("Forecast: %1").arg(result.summary()) : error;
}

ChartForecast forecastChartSeries(const SeriesData &series, const ChartData &data,
                                  const ChartSpec &spec) {
    ChartForecast f;
    if (data.xKind != XKind::Time) {
        f.error = Tr::tr("A forecast needs dates along the x axis.");
        return f;
    }
    const QList<QPointF> &pts = series.points;
    if (pts.size() < 6) {
        f.error = Tr::tr("A forecast needs at least 6 periods of history.");
        return f;
    }
    if (spec.timeBucketing) {
        f.step = stepOf(spec.grain);
    } else {
        QList<qint64> instants;
        for (const QPointF &p : pts)
            instants << qint64(p.x());
        f.step = inferStep(instants);
    }
    if (!f.step.isValid()) {
        f.error = Tr::tr("No forecast: the dates are not evenly spaced (group them by a period).");
        return f;
    }
    // Place each point on its period; fill short gaps linearly, refuse long ones.
    const qint64 first = qint64(pts.first().x());
    const qint64 span = periodsBetween(first, qint64(pts.last().x()), f.step);
    if (span + 1 > 3 * pts.size() || span > 100000) {
        f.error = Tr::tr("No forecast: too many periods are missing.");
        return f;
    }
    std::vector<double> y(size_t(span) + 1, std::nan(""));
    for (const QPointF &p : pts) {
        const qint64 k = periodsBetween(first, qint64(p.x()), f.step);
        if (k >= 0 && k <= span)
            y[size_t(k)] = std::isnan(y[size_t(k)]) ? p.y() : y[size_t(k)] + p.y();
    }
    for (size_t i = 0; i < y.size(); ++i) {
        if (!std::isnan(y[i]))
            continue;
        size_t j = i;
        while (j < y.size() && std::isnan(y[j]))
            ++j;
        const double a = y[i - 1], b = y[j]; // the ends are never missing
        for (size_t k = i; k < j; ++k)
            y[k] = a + (b - a) * double(k - i + 1) / double(j - i + 1);
        i = j;
    }
    ForecastOptions o;
    o.horizon = std::clamp(spec.forecastPeriods, 1, MaxForecastPeriods);
    o.seasonLength = f.step.seasonLength();
    if (o.seasonLength == 0)
        o.seasonLength = 1; // no natural season for this step: trend models only
    f.result = forecastSeries(y, o);
    if (!f.result.ok()) {
        f.error = f.result.error;
        return f;
    }
    const qint64 last = advance(first, f.step, int(span));
    for (int h = 1; h <= o.horizon; ++h) {
        const double x = double(advance(last, f.step, h));
        f.mean << QPointF(x, f.result.mean[size_t(h) - 1]);
        f.lower << QPointF(x, f.result.lower[size_t(h) - 1]);
        f.upper << QPointF(x, f.result.upper[size_t(h) - 1]);
    }
    return f;
}

} // namespace assay::charts
