#include "forecast.h"
#include "chartstr.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace assay::charts {
namespace {

constexpr double NaN = std::numeric_limits<double>::quiet_NaN();

double mean(const std::vector<double> &v, size_t from, size_t to) {
    double s = 0;
    for (size_t i = from; i < to; ++i)
        s += v[i];
    return to > from ? s / double(to - from) : 0;
}

double residualSd(const std::vector<double> &y, const std::vector<double> &fitted) {
    double ss = 0;
    int n = 0;
    for (size_t i = 0; i < y.size(); ++i) {
        if (std::isnan(fitted[i]))
            continue;
        ss += (y[i] - fitted[i]) * (y[i] - fitted[i]);
        ++n;
    }
    return n > 1 ? std::sqrt(ss / double(n - 1)) : 0;
}

// Solves A x = b in place (Gauss-Jordan with partial pivoting); false when A is singular.
bool solve(std::vector<std::vector<double>> a, std::vector<double> b, std::vector<double> *x) {
    const size_t n = b.size();
    for (size_t col = 0; col < n; ++col) {
        size_t pivot = col;
        for (size_t r = col + 1; r < n; ++r) {
            if (std::abs(a[r][col]) > std::abs(a[pivot][col]))
                pivot = r;
        }
        if (std::abs(a[pivot][col]) < 1e-12)
            return false;
        std::swap(a[col], a[pivot]);
        std::swap(b[col], b[pivot]);
        for (size_t r = 0; r < n; ++r) {
            if (r == col)
                continue;
            const double f = a[r][col] / a[col][col];
            if (f == 0)
                continue;
            for (size_t c = col; c < n; ++c)
                a[r][c] -= f * a[col][c];
            b[r] -= f * b[col];
        }
    }
    x->resize(n);
    for (size_t i = 0; i < n; ++i)
        (*x)[i] = b[i] / a[i][i];
    return true;
}

// Ordinary least squares of y on the rows of `design`.
bool leastSquares(const std::vector<std::vector<double>> &design, const std::vector<double> &y,
                  std::vector<double> *beta) {
    const size_t p = design.empty() ? 0 : design.front().size();
    std::vector<std::vector<double>> xtx(p, std::vector<double>(p, 0));
    std::vector<double> xty(p, 0);
    for (size_t i = 0; i < design.size(); ++i) {
        for (size_t a = 0; a < p; ++a) {
            xty[a] += design[i][a] * y[i];
            for (size_t b = 0; b < p; ++b)
                xtx[a][b] += design[i][a] * design[i][b];
        }
    }
    return solve(xtx, xty, beta);
}

struct HwState {
    double sse = 0;
    std::vector<double> fitted;
    double level = 0, trend = 0;
    std::vector<double> seasonal;
};

// One pass of additive Holt-Winters from initial components estimated on the first seasons.
HwState runHoltWinters(const std::vector<double> &y, int m, double alpha, double beta,
                       double gamma) {
    HwState s;
    const size_t n = y.size();
    s.fitted.assign(n, NaN);
    const int seasons = int(n) / m;
    const double first = mean(y, 0, m);
    const double second = mean(y, m, 2 * m);
    double trend = (second - first) / m;
    // Seasonal indices: the average deviation of each period from its season's mean.
    s.seasonal.assign(m, 0);
    const int used = std::min(seasons, 4);
    for (int k = 0; k < used; ++k) {
        const double seasonMean = mean(y, size_t(k) * m, size_t(k + 1) * m);
        for (int i = 0; i < m; ++i)
            s.seasonal[i] += (y[size_t(k) * m + i] - seasonMean) / used;
    }
    double level = first + trend * (m - 1) / 2.0; // the level at the end of the first season
    for (size_t t = size_t(m); t < n; ++t) {
        const int si = int(t % m);
        const double prediction = level + trend + s.seasonal[si];
        s.fitted[t] = prediction;
        s.sse += (y[t] - prediction) * (y[t] - prediction);
        const double newLevel = alpha * (y[t] - s.seasonal[si]) + (1 - alpha) * (level + trend);
        trend = beta * (newLevel - level) + (1 - beta) * trend;
        s.seasonal[si] = gamma * (y[t] - newLevel) + (1 - gamma) * s.seasonal[si];
        level = newLevel;
    }
    s.level = level;
    s.trend = trend;
    return s;
}

const double Grid[] = {0.05, 0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.95};

double zFor(double confidence) {
    // Two-sided normal quantiles for the usual levels.
    if (confidence >= 0.99)
        return 2.576;
    if (confidence >= 0.95)
        return 1.96;
    if (confidence >= 0.9)
        return 1.645;
    return 1.2816;
}

} // namespace

QString forecastMethodName(ForecastMethod method) {
    switch (method) {
    case ForecastMethod::None:
        return Tr::tr("none");
    case ForecastMethod::HoltWintersAdditive:
        return Tr::tr("Holt-Winters (additive)");
    case ForecastMethod::SeasonalLinear:
        return Tr::tr("seasonal linear trend");
    case ForecastMethod::HoltLinear:
        return Tr::tr("Holt's linear trend");
    case ForecastMethod::LinearTrend:
        return Tr::tr("linear trend");
    }
    return {};
}

QString ForecastResult::summary() const {
    if (!ok())
        return error;
    QString name = forecastMethodName(method);
    if (seasonLength > 1)
        name += Tr::tr(", season %1").arg(seasonLength);
    const QLocale locale;
    const QString err = holdoutMape >= 0 ? Tr::tr("MAPE %1%").arg(locale.toString(holdoutMape, 'f', 1))
                                         : Tr::tr("MAE %1").arg(locale.toString(holdoutMae, 'g', 4));
    return Tr::tr("%1: hold-out %2 over the last %3 periods").arg(name, err).arg(holdout);
}

FittedModel fitHoltWinters(const std::vector<double> &y, int m, int horizon) {
    FittedModel f;
    if (m < 2 || int(y.size()) < 2 * m + 2)
        return f;
    HwState best;
    double bestSse = std::numeric_limits<double>::infinity();
    for (double a : Grid) {
        for (double b : Grid) {
            if (b > 0.55)
                continue; // a trend that swings with every period overfits
            for (double g : Grid) {
                HwState s = runHoltWinters(y, m, a, b, g);
                if (s.sse < bestSse) {
                    bestSse = s.sse;
                    best = std::move(s);
                }
            }
        }
    }
    f.fitted = best.fitted;
    const size_t n = y.size();
    for (int h = 1; h <= horizon; ++h)
        f.forecast.push_back(best.level + h * best.trend + best.seasonal[(n + h - 1) % m]);
    f.residualSd = residualSd(y, f.fitted);
    f.ok = true;
    return f;
}

FittedModel fitSeasonalLinear(const std::vector<double> &y, int m, int horizon) {
    FittedModel f;
    const size_t n = y.size();
    if (m < 2 || int(n) < m + 3)
        return f;
    // y = a + b t + c_j for period j of the season (period 0 is the baseline).
    auto row = [m, n](size_t t) {
        std::vector<double> r(size_t(m) + 1, 0);
        r[0] = 1;
        r[1] = double(t) / double(n); // scaled for conditioning
        const int j = int(t % m);
        if (j > 0)
            r[size_t(j) + 1] = 1;
        return r;
    };
    std::vector<std::vector<double>> design;
    for (size_t t = 0; t < n; ++t)
        design.push_back(row(t));
    std::vector<double> beta;
    if (!leastSquares(design, y, &beta))
        return f;
    auto predict = [&](size_t t) {
        const std::vector<double> r = row(t);
        return std::inner_product(r.begin(), r.end(), beta.begin(), 0.0);
    };
    f.fitted.resize(n);
    for (size_t t = 0; t < n; ++t)
        f.fitted[t] = predict(t);
    for (int h = 1; h <= horizon; ++h)
        f.forecast.push_back(predict(n + h - 1));
    f.residualSd = residualSd(y, f.fitted);
    f.ok = true;
    return f;
}

FittedModel fitHoltLinear(const std::vector<double> &y, int horizon) {
    FittedModel f;
    const size_t n = y.size();
    if (n < 4)
        return f;
    double bestSse = std::numeric_limits<double>::infinity();
    double bestLevel = 0, bestTrend = 0;
    std::vector<double> bestFitted;
    for (double a : Grid) {
        for (double b : Grid) {
            double level = y[0], trend = y[1] - y[0], sse = 0;
            std::vector<double> fitted(n, NaN);
            for (size_t t = 1; t < n; ++t) {
                const double p = level + trend;
                fitted[t] = p;
                sse += (y[t] - p) * (y[t] - p);
                const double nl = a * y[t] + (1 - a) * (level + trend);
                trend = b * (nl - level) + (1 - b) * trend;
                level = nl;
            }
            if (sse < bestSse) {
                bestSse = sse;
                bestLevel = level;
                bestTrend = trend;
                bestFitted = std::move(fitted);
            }
        }
    }
    f.fitted = bestFitted;
    for (int h = 1; h <= horizon; ++h)
        f.forecast.push_back(bestLevel + h * bestTrend);
    f.residualSd = residualSd(y, f.fitted);
    f.ok = true;
    return f;
}

FittedModel fitLinearTrend(const std::vector<double> &y, int horizon) {
    FittedModel f;
    const size_t n = y.size();
    if (n < 3)
        return f;
    std::vector<std::vector<double>> design;
    for (size_t t = 0; t < n; ++t)
        design.push_back({1.0, double(t)});
    std::vector<double> beta;
    if (!leastSquares(design, y, &beta))
        return f;
    f.fitted.resize(n);
    for (size_t t = 0; t < n; ++t)
        f.fitted[t] = beta[0] + beta[1] * double(t);
    for (int h = 1; h <= horizon; ++h)
        f.forecast.push_back(beta[0] + beta[1] * double(n + h - 1));
    f.residualSd = residualSd(y, f.fitted);
    f.ok = true;
    return f;
}

int detectSeasonLength(const std::vector<double> &values, int maxLag) {
    const size_t n = values.size();
    if (n < 8)
        return 0;
    // Remove the linear trend, then look for the lag whose autocorrelation peaks highest.
    const FittedModel line = fitLinearTrend(values, 0);
    if (!line.ok)
        return 0;
    std::vector<double> r(n);
    for (size_t i = 0; i < n; ++i)
        r[i] = values[i] - line.fitted[i];
    const double m = mean(r, 0, n);
    double denom = 0;
    for (double v : r)
        denom += (v - m) * (v - m);
    if (denom <= 0)
        return 0;
    const int last = std::min<int>(maxLag, int(n) / 2);
    std::vector<double> acf(size_t(last) + 2, 0);
    for (int lag = 1; lag <= last + 1 && lag < int(n); ++lag) {
        double s = 0;
        for (size_t i = size_t(lag); i < n; ++i)
            s += (r[i] - m) * (r[i - lag] - m);
        acf[size_t(lag)] = s / denom;
    }
    int best = 0;
    double bestValue = 0.3;
    for (int lag = 2; lag <= last; ++lag) {
        const bool peak = acf[size_t(lag)] >= acf[size_t(lag) - 1] &&
                          (lag + 1 > last + 1 || acf[size_t(lag)] >= acf[size_t(lag) + 1]);
        if (peak && acf[size_t(lag)] > bestValue) {
            best = lag;
            bestValue = acf[size_t(lag)];
        }
    }
    return best;
}

ForecastResult forecastSeries(const std::vector<double> &y, const ForecastOptions &options) {
    ForecastResult r;
    const int n = int(y.size());
    if (n < 6) {
        r.error = Tr::tr("A forecast needs at least 6 periods of history; there are %1.").arg(n);
        return r;
    }
    if (options.horizon <= 0) {
        r.error = Tr::tr("Nothing to forecast.");
        return r;
    }
    for (double v : y) {
        if (!std::isfinite(v)) {
            r.error = Tr::tr("The series has missing or infinite values.");
            return r;
        }
    }
    int m = options.seasonLength;
    if (m == 0)
        m = detectSeasonLength(y, std::min(n / 2, 60));
    if (m < 2)
        m = 0;

    // Hold out the last periods (up to the horizon, at most a quarter of the history) to score
    // each method on data it did not see.
    const int holdout = std::clamp(std::min(options.horizon, n / 4), 1, n - 4);
    const std::vector<double> train(y.begin(), y.end() - holdout);
    struct Candidate {
        ForecastMethod method;
        int season;
    };
    std::vector<Candidate> candidates;
    if (m >= 2 && int(train.size()) >= 2 * m + 2)
        candidates.push_back({ForecastMethod::HoltWintersAdditive, m});
    if (m >= 2 && int(train.size()) >= m + 3)
        candidates.push_back({ForecastMethod::SeasonalLinear, m});
    candidates.push_back({ForecastMethod::HoltLinear, 0});
    candidates.push_back({ForecastMethod::LinearTrend, 0});

    auto fit = [](const Candidate &c, const std::vector<double> &data, int horizon) {
        switch (c.method) {
        case ForecastMethod::HoltWintersAdditive:
            return fitHoltWinters(data, c.season, horizon);
        case ForecastMethod::SeasonalLinear:
            return fitSeasonalLinear(data, c.season, horizon);
        case ForecastMethod::HoltLinear:
            return fitHoltLinear(data, horizon);
        case ForecastMethod::LinearTrend:
        case ForecastMethod::None:
            break;
        }
        return fitLinearTrend(data, horizon);
    };

    double bestMae = std::numeric_limits<double>::infinity();
    Candidate best{ForecastMethod::None, 0};
    for (const Candidate &c : candidates) {
        const FittedModel f = fit(c, train, holdout);
        if (!f.ok)
            continue;
        double mae = 0;
        for (int h = 0; h < holdout; ++h)
            mae += std::abs(y[size_t(n - holdout + h)] - f.forecast[size_t(h)]);
        mae /= holdout;
        if (mae < bestMae - 1e-12) {
            bestMae = mae;
            best = c;
        }
    }
    if (best.method == ForecastMethod::None) {
        r.error = Tr::tr("No forecasting method fits this series.");
        return r;
    }
    // The MAPE of the winner, when no held-out actual is zero.
    const FittedModel scored = fit(best, train, holdout);
    double mape = 0;
    bool zero = false;
    for (int h = 0; h < holdout; ++h) {
        const double actual = y[size_t(n - holdout + h)];
        if (actual == 0)
            zero = true;
        else
            mape += std::abs((actual - scored.forecast[size_t(h)]) / actual);
    }
    const FittedModel final = fit(best, y, options.horizon);
    if (!final.ok) {
        r.error = Tr::tr("No forecasting method fits this series.");
        return r;
    }
    r.method = best.method;
    r.seasonLength = best.season;
    r.holdout = holdout;
    r.holdoutMae = bestMae;
    r.holdoutMape = zero ? -1 : 100.0 * mape / holdout;
    r.mean = final.forecast;
    const double z = zFor(options.confidence);
    const bool smoothing = best.method == ForecastMethod::HoltWintersAdditive ||
                           best.method == ForecastMethod::HoltLinear;
    for (int h = 1; h <= options.horizon; ++h) {
        // Smoothing models' errors accumulate with the horizon; regressions' do not (roughly).
        const double width = z * final.residualSd * (smoothing ? std::sqrt(double(h)) : 1.0);
        r.lower.push_back(final.forecast[size_t(h) - 1] - width);
        r.upper.push_back(final.forecast[size_t(h) - 1] + width);
    }
    return r;
}

} // namespace assay::charts
