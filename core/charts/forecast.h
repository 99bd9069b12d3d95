#pragma once
// Forecasting a regular time series: additive Holt-Winters, a seasonal linear model (trend plus
// one level per period of the season), Holt's linear trend and a straight line. Each candidate is
// fitted on all but the last periods and scored on them (the hold-out); the best one is refitted
// on everything and extended. Pure math, no Qt types beyond strings for the summary.

#include <QString>

#include <vector>

namespace assay::charts {

enum class ForecastMethod { None, HoltWintersAdditive, SeasonalLinear, HoltLinear, LinearTrend };
QString forecastMethodName(ForecastMethod method); // translated, e.g. "Holt-Winters (additive)"

struct ForecastOptions {
    int horizon = 12;
    int seasonLength = 0;     // periods per season; 0 = detect from the data, 1 = no season
    double confidence = 0.95; // of the interval
};

struct ForecastResult {
    ForecastMethod method = ForecastMethod::None;
    int seasonLength = 0;             // of the chosen model (0 for non-seasonal ones)
    std::vector<double> mean;         // the forecast, one value per future period
    std::vector<double> lower, upper; // the interval around it
    int holdout = 0;                  // periods held out to choose the method
    double holdoutMae = 0;            // mean absolute error of the chosen method on them
    double holdoutMape = -1;          // the same in percent of the actual values; -1 when one was 0
    QString error;                    // why there is no forecast

    bool ok() const { return method != ForecastMethod::None && !mean.empty(); }
    // "Holt-Winters (additive, season 12): hold-out MAPE 4.2% over 12 periods"
    QString summary() const;
};

ForecastResult forecastSeries(const std::vector<double> &history, const ForecastOptions &options);

// The season length with the strongest autocorrelation of the detrended series (at least 0.3),
// among lags 2..maxLag; 0 when there is none.
int detectSeasonLength(const std::vector<double> &values, int maxLag);

// The building blocks, exposed for tests.
struct FittedModel {
    std::vector<double> fitted;   // one-step predictions for the periods they cover (NaN before)
    std::vector<double> forecast; // the next periods
    double residualSd = 0;        // of the one-step errors
    bool ok = false;
};
FittedModel fitHoltWinters(const std::vector<double> &y, int season, int horizon);
FittedModel fitSeasonalLinear(const std::vector<double> &y, int season, int horizon);
FittedModel fitHoltLinear(const std::vector<double> &y, int horizon);
FittedModel fitLinearTrend(const std::vector<double> &y, int horizon);

} // namespace assay::charts
