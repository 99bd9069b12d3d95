// Charts over a million points: the aggregation already ran in the database, what comes back is
// read into chart data, thinned to the pixel width, turned into a QChart and drawn. Also the
// recommender on the rows the notebook samples, the forecast and the insight facts.

#include "bench.h"

#include "chartrenderer.h"

#include "charts/chartdata.h"
#include "charts/downsample.h"
#include "charts/forecast.h"
#include "charts/recommender.h"
#include "charts/resultsample.h"
#include "db/resultstore.h"
#include "insights/insightfacts.h"

#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QXYSeries>

#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QRandomGenerator>

#include <algorithm>
#include <cmath>

using namespace assay;

namespace {

double median(QList<double> v) {
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

template <typename F> double timeMs(F f, int repeat = 5) {
    QList<double> runs;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer clock;
        clock.start();
        f();
        runs << clock.nsecsElapsed() / 1e6;
    }
    return median(runs);
}

constexpr int Points = 1000000;
constexpr int PixelWidth = 1200;

} // namespace

ASSAY_BENCHMARK("charts",
                "1M-point series downsampled and drawn; recommender, forecast and insight facts") {
    // A random walk over a million minutes.
    QList<QPointF> walk;
    walk.reserve(Points);
    QRandomGenerator rng(1);
    double y = 0;
    const double start = 1.7e12;
    for (int i = 0; i < Points; ++i) {
        y += rng.generateDouble() - 0.5;
        walk << QPointF(start + i * 60000.0, y);
    }
    QList<QPointF> thinned;
    bench::report(QStringLiteral("charts.downsample_minmax_1m"),
                  timeMs([&] { thinned = charts::downsampleMinMax(walk, PixelWidth); }),
                  QStringLiteral("ms"));
    bench::report(QStringLiteral("charts.downsample_minmax_1m_points_out"), thinned.size(),
                  QStringLiteral("points"));
    bench::report(QStringLiteral("charts.downsample_lttb_1m"),
                  timeMs([&] { thinned = charts::downsampleLttb(walk, 2 * PixelWidth); }),
                  QStringLiteral("ms"));

    // The same series as the rows of a chart query (x as the ISO text SQLite returns, y0).
    db::ResultStore store;
    store.setColumns({{QStringLiteral("x"), QString(), db::ValueType::DateTime},
                      {QStringLiteral("y0"), QString(), db::ValueType::Real}});
    {
        QList<db::Row> batch;
        for (int i = 0; i < Points; ++i) {
            batch << db::Row{QDateTime::fromMSecsSinceEpoch(qint64(walk[i].x()), Qt::UTC)
                                 .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
                             walk[i].y()};
            if (batch.size() == 4096) {
                store.append(std::move(batch));
                batch.clear();
            }
        }
        store.append(std::move(batch));
        store.markComplete();
    }
    charts::ChartSpec spec;
    spec.type = charts::ChartType::Line;
    spec.x = QStringLiteral("reading_at");
    spec.y = {{QStringLiteral("value"), charts::Aggregation::None, {}}};
    charts::ChartData data;
    bench::report(QStringLiteral("charts.read_1m_rows"),
                  timeMs([&] { data = charts::readChartData(spec, store); }, 3),
                  QStringLiteral("ms"));
    // A raw (not aggregated) chart query returns at most charts::MaxRawPoints rows: what the GUI
    // thread reads at most in practice.
    bench::report(QStringLiteral("charts.read_100k_rows"),
                  timeMs([&] { charts::readChartData(spec, store, 100000); }, 3),
                  QStringLiteral("ms"));

    ui::ChartStyle style;
    style.pixelWidth = PixelWidth;
    QList<double> builds, draws;
    int drawn = 0;
    for (int k = 0; k < 5; ++k) {
        QElapsedTimer clock;
        clock.start();
        ui::BuiltChart built = ui::buildChart(spec, data, style);
        builds << clock.nsecsElapsed() / 1e6;
        if (!built.chart)
            qFatal("no chart: %s", qPrintable(built.error));
        QChartView view(built.chart);
        view.resize(PixelWidth + 80, 500);
        QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
        clock.restart();
        QPainter painter(&image);
        view.render(&painter);
        painter.end();
        draws << clock.nsecsElapsed() / 1e6;
        drawn = 0;
        for (QAbstractSeries *s : built.chart->series())
            drawn += int(qobject_cast<QXYSeries *>(s) ? qobject_cast<QXYSeries *>(s)->count() : 0);
    }
    bench::report(QStringLiteral("charts.build_1m_chart"), median(builds), QStringLiteral("ms"));
    bench::report(QStringLiteral("charts.draw_1m_chart"), median(draws), QStringLiteral("ms"));
    bench::report(QStringLiteral("charts.build_and_draw_1m_chart"), median(builds) + median(draws),
                  QStringLiteral("ms"));
    bench::report(QStringLiteral("charts.points_handed_to_qtcharts"), drawn,
                  QStringLiteral("points"));

    // The GUI-thread recommendation reads the first rows of the source result.
    db::ResultStore orders;
    orders.setColumns({{QStringLiteral("order_date"), QString(), db::ValueType::Date},
                       {QStringLiteral("region"), QString(), db::ValueType::Text},
                       {QStringLiteral("amount"), QString(), db::ValueType::Real}});
    {
        QList<db::Row> rows;
        for (int i = 0; i < 200000; ++i)
            rows << db::Row{QDate(2020, 1, 1).addDays(i % 1500).toString(Qt::ISODate),
                            QStringLiteral("region %1").arg(i % 7), double(rng.bounded(1000))};
        orders.append(std::move(rows));
        orders.markComplete();
    }
    charts::Recommendation recommendation;
    bench::report(QStringLiteral("charts.recommend_from_2000_rows"), timeMs([&] {
                      recommendation = charts::recommendChart(
                          charts::sampleResult(orders, charts::InteractiveSampleRows));
                  }),
                  QStringLiteral("ms"));

    std::vector<double> monthly;
    for (int m = 0; m < 120; ++m)
        monthly.push_back(1000 + 5.0 * m + 120 * std::sin(m * 3.14159265 / 6) +
                          rng.generateDouble() * 30);
    charts::ForecastOptions fo;
    fo.horizon = 12;
    fo.seasonLength = 12;
    bench::report(QStringLiteral("charts.forecast_120_months"),
                  timeMs([&] { charts::forecastSeries(monthly, fo); }), QStringLiteral("ms"));

    bench::report(QStringLiteral("charts.insight_facts_1m_points"),
                  timeMs([&] { insights::computeFacts(data, spec); }, 3), QStringLiteral("ms"));
}
