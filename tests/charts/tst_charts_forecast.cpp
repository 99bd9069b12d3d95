// Forecasting: a synthetic monthly series with a trend and a yearly season is extended and the
// forecast recovers the season; the season length is found from the data; the method is chosen
// by hold-out error; short or broken series give a reason, not a number.

#include "charts/forecast.h"
#include "charts/temporal.h"

#include <QRandomGenerator>
#include <QtTest>

#include <cmath>
#include <numeric>

using namespace assay;

namespace {

constexpr double Pi = 3.14159265358979323846;

// 100 + 0.8 t + 15 sin(2 pi t / 12) + 4 cos(4 pi t / 12) + noise
double truth(int t) {
    return 100 + 0.8 * t + 15 * std::sin(2 * Pi * t / 12) + 4 * std::cos(4 * Pi * t / 12);
}

std::vector<double> seasonal(int n, double noise, quint32 seed) {
    QRandomGenerator rng(seed);
    std::vector<double> y;
    for (int t = 0; t < n; ++t)
        y.push_back(truth(t) + noise * (rng.generateDouble() * 2 - 1));
    return y;
}

double correlation(const std::vector<double> &a, const std::vector<double> &b) {
    const double ma = std::accumulate(a.begin(), a.end(), 0.0) / a.size();
    const double mb = std::accumulate(b.begin(), b.end(), 0.0) / b.size();
    double sab = 0, saa = 0, sbb = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        sab += (a[i] - ma) * (b[i] - mb);
        saa += (a[i] - ma) * (a[i] - ma);
        sbb += (b[i] - mb) * (b[i] - mb);
    }
    return sab / std::sqrt(saa * sbb);
}

} // namespace

class TestChartsForecast : public QObject {
    Q_OBJECT
private slots:
    void recoversTheSeason_data();
    void recoversTheSeason();
    void detectsTheSeasonLength();
    void intervalsWidenAndContainTheTruth();
    void trendWithoutSeasonPicksATrendModel();
    void refusesWhatItCannotForecast();
    void timeStepsFollowTheCalendar();
};

void TestChartsForecast::recoversTheSeason_data() {
    QTest::addColumn<int>("seasonHint"); // 0: let it detect the season
    QTest::newRow("season given by the time grain") << 12;
    QTest::newRow("season detected from the data") << 0;
}

void TestChartsForecast::recoversTheSeason() {
    QFETCH(int, seasonHint);
    const std::vector<double> y = seasonal(72, 2.0, 11);
    charts::ForecastOptions o;
    o.horizon = 12;
    o.seasonLength = seasonHint;
    const charts::ForecastResult r = charts::forecastSeries(y, o);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.seasonLength, 12);
    QVERIFY2(r.method == charts::ForecastMethod::HoltWintersAdditive ||
                 r.method == charts::ForecastMethod::SeasonalLinear,
             qPrintable(r.summary()));
    QCOMPARE(int(r.mean.size()), 12);
    std::vector<double> future;
    double maxError = 0;
    for (int h = 0; h < 12; ++h) {
        future.push_back(truth(72 + h));
        maxError = std::max(maxError, std::abs(r.mean[size_t(h)] - future.back()));
    }
    // The forecast follows the season's shape and level, within the noise's reach.
    QVERIFY2(correlation(r.mean, future) > 0.97,
             qPrintable(QString::number(correlation(r.mean, future))));
    QVERIFY2(maxError < 6.0, qPrintable(QString::number(maxError)));
    // Peak and trough land on the true months.
    const auto peak = std::max_element(r.mean.begin(), r.mean.end()) - r.mean.begin();
    const auto truePeak = std::max_element(future.begin(), future.end()) - future.begin();
    QVERIFY(std::abs(int(peak - truePeak)) <= 1);
    QVERIFY(r.holdoutMape >= 0 && r.holdoutMape < 5);
    QVERIFY2(r.summary().contains(QLatin1String("MAPE")), qPrintable(r.summary()));
}

void TestChartsForecast::detectsTheSeasonLength() {
    QCOMPARE(charts::detectSeasonLength(seasonal(96, 1.0, 3), 40), 12);
    std::vector<double> weekly;
    for (int t = 0; t < 120; ++t)
        weekly.push_back(50 + (t % 7 >= 5 ? 30 : 0) + 0.1 * t);
    QCOMPARE(charts::detectSeasonLength(weekly, 40), 7);
    // Noise has no season.
    QRandomGenerator rng(9);
    std::vector<double> noise;
    for (int t = 0; t < 100; ++t)
        noise.push_back(rng.generateDouble());
    QCOMPARE(charts::detectSeasonLength(noise, 40), 0);
}

void TestChartsForecast::intervalsWidenAndContainTheTruth() {
    const std::vector<double> y = seasonal(60, 3.0, 21);
    charts::ForecastOptions o;
    o.horizon = 12;
    o.seasonLength = 12;
    const charts::ForecastResult r = charts::forecastSeries(y, o);
    QVERIFY(r.ok());
    int inside = 0;
    for (int h = 0; h < 12; ++h) {
        QVERIFY(r.lower[size_t(h)] < r.mean[size_t(h)] && r.mean[size_t(h)] < r.upper[size_t(h)]);
        inside += truth(60 + h) >= r.lower[size_t(h)] && truth(60 + h) <= r.upper[size_t(h)];
    }
    QVERIFY2(inside >= 11, qPrintable(QString::number(inside)));
    QVERIFY(r.upper.back() - r.lower.back() >= r.upper.front() - r.lower.front());
}

void TestChartsForecast::trendWithoutSeasonPicksATrendModel() {
    std::vector<double> y;
    QRandomGenerator rng(4);
    for (int t = 0; t < 40; ++t)
        y.push_back(10 + 2.5 * t + rng.generateDouble());
    charts::ForecastOptions o;
    o.horizon = 5;
    o.seasonLength = 1;
    const charts::ForecastResult r = charts::forecastSeries(y, o);
    QVERIFY(r.ok());
    QVERIFY(r.method == charts::ForecastMethod::HoltLinear ||
            r.method == charts::ForecastMethod::LinearTrend);
    QVERIFY(std::abs(r.mean[4] - (10.5 + 2.5 * 44)) < 3);
}

void TestChartsForecast::refusesWhatItCannotForecast() {
    charts::ForecastOptions o;
    QVERIFY(!charts::forecastSeries({1, 2, 3}, o).ok());
    QVERIFY(charts::forecastSeries({1, 2, 3}, o).error.contains(QLatin1String("6")));
    QVERIFY(!charts::forecastSeries({1, 2, 3, std::nan(""), 5, 6, 7}, o).ok());
    o.horizon = 0;
    QVERIFY(!charts::forecastSeries(seasonal(30, 0, 1), o).ok());
}

void TestChartsForecast::timeStepsFollowTheCalendar() {
    QList<qint64> months;
    for (int m = 0; m < 24; ++m)
        months
            << QDateTime(QDate(2022, 1, 1).addMonths(m), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch();
    const charts::TimeStep step = charts::inferStep(months);
    QCOMPARE(step.months, 1);
    QCOMPARE(step.seasonLength(), 12);
    QCOMPARE(
        QDateTime::fromMSecsSinceEpoch(charts::advance(months.last(), step, 2), Qt::UTC).date(),
        QDate(2024, 2, 1));
    QList<qint64> days;
    for (int d = 0; d < 30; ++d)
        days << QDateTime(QDate(2024, 2, 1).addDays(d), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch();
    days.removeAt(10); // a missing day is tolerated
    QCOMPARE(charts::inferStep(days).millis, 86400000LL);
    QCOMPARE(charts::inferStep(days).seasonLength(), 7);
    QList<qint64> irregular = {0, 1000, 5000, 6000, 20000, 21000};
    QVERIFY(!charts::inferStep(irregular).isValid());
}

QTEST_GUILESS_MAIN(TestChartsForecast)
#include "tst_charts_forecast.moc"
