#pragma once
// A forecast for one line of a chart over time: the periods are read from the spec's grain (or
// inferred from the instants when the chart does not bucket), short gaps are filled by linear
// interpolation, the series is forecast (forecast.h) and the result placed back on the time axis.

#include "chartdata.h"
#include "forecast.h"

namespace assay::charts {

struct ChartForecast {
    ForecastResult result;
    QList<QPointF> mean; // x in ms since the epoch, starting one period after the last point
    QList<QPointF> lower;
    QList<QPointF> upper;
    TimeStep step;
    QString error; // why there is none
    bool ok() const { return error.isEmpty() && result.ok(); }
    // "Forecast: Holt-Winters (additive, season 12): hold-out MAPE 4.2% over the last 12 periods"
    QString summary() const;
};

ChartForecast forecastChartSeries(const SeriesData &series, const ChartData &data,
                                  const ChartSpec &spec);

} // namespace assay::charts
