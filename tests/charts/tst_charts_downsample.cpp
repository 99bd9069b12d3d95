// Downsampling properties on random series of many shapes: bounded output, endpoints kept,
// every extreme kept (min/max buckets), x order kept, and short series left alone.

#include "charts/downsample.h"

#include <QRandomGenerator>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace assay;

namespace {

QList<QPointF> randomSeries(QRandomGenerator &rng, int n) {
    QList<QPointF> points;
    points.reserve(n);
    double x = rng.generateDouble() * 100;
    double y = 0;
    const int shape = int(rng.bounded(4));
    for (int i = 0; i < n; ++i) {
        x += shape == 3 ? rng.generateDouble() * 10 : 1.0; // uneven gaps in one shape
        switch (shape) {
        case 0:
            y += rng.generateDouble() - 0.5; // random walk
            break;
        case 1:
            y = std::sin(i / 50.0) * 100 + rng.generateDouble();
            break;
        default:
            y = rng.bounded(1000) == 0 ? 1e6 * (rng.generateDouble() - 0.5)
                                       : rng.generateDouble(); // rare spikes
            break;
        }
        points << QPointF(x, y);
    }
    return points;
}

bool containsPoint(const QList<QPointF> &points, const QPointF &p) {
    return std::find(points.begin(), points.end(), p) != points.end();
}

bool xOrdered(const QList<QPointF> &points) {
    return std::is_sorted(points.begin(), points.end(),
                          [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
}

} // namespace

class TestChartsDownsample : public QObject {
    Q_OBJECT
private slots:
    void minMaxKeepsEndpointsAndExtremes();
    void minMaxKeepsEachColumnsExtremes();
    void lttbHasExactSizeAndEndpoints();
    void shortSeriesAreUntouched();
    void degenerateInputs();
};

void TestChartsDownsample::minMaxKeepsEndpointsAndExtremes() {
    QRandomGenerator rng(42);
    for (int round = 0; round < 60; ++round) {
        const int n = 5000 + int(rng.bounded(60000));
        const int buckets = 50 + int(rng.bounded(1500));
        const QList<QPointF> in = randomSeries(rng, n);
        const QList<QPointF> out = charts::downsampleMinMax(in, buckets);
        QVERIFY(out.size() <= 4 * buckets);
        QCOMPARE(out.first(), in.first());
        QCOMPARE(out.last(), in.last());
        QVERIFY(xOrdered(out));
        const auto [lo, hi] = std::minmax_element(
            in.begin(), in.end(), [](const QPointF &a, const QPointF &b) { return a.y() < b.y(); });
        QVERIFY(containsPoint(out, *lo));
        QVERIFY(containsPoint(out, *hi));
        // Nothing invented: every output point is an input point.
        for (int i = 0; i < out.size(); i += 97)
            QVERIFY(containsPoint(in, out[i]));
    }
}

void TestChartsDownsample::minMaxKeepsEachColumnsExtremes() {
    // The picture is the same: in every pixel column the drawn range equals the data's range.
    QRandomGenerator rng(7);
    const QList<QPointF> in = randomSeries(rng, 100000);
    const int buckets = 800;
    const QList<QPointF> out = charts::downsampleMinMax(in, buckets);
    const double x0 = in.first().x(), width = in.last().x() - x0;
    auto column = [&](const QPointF &p) {
        return std::min(buckets - 1, int((p.x() - x0) / width * buckets));
    };
    QList<double> inLo(buckets, 1e300), inHi(buckets, -1e300), outLo(buckets, 1e300),
        outHi(buckets, -1e300);
    for (const QPointF &p : in) {
        inLo[column(p)] = std::min(inLo[column(p)], p.y());
        inHi[column(p)] = std::max(inHi[column(p)], p.y());
    }
    for (const QPointF &p : out) {
        outLo[column(p)] = std::min(outLo[column(p)], p.y());
        outHi[column(p)] = std::max(outHi[column(p)], p.y());
    }
    QCOMPARE(outLo, inLo);
    QCOMPARE(outHi, inHi);
}

void TestChartsDownsample::lttbHasExactSizeAndEndpoints() {
    QRandomGenerator rng(3);
    for (int round = 0; round < 40; ++round) {
        const QList<QPointF> in = randomSeries(rng, 2000 + int(rng.bounded(20000)));
        const int threshold = 3 + int(rng.bounded(1000));
        const QList<QPointF> out = charts::downsampleLttb(in, threshold);
        QCOMPARE(out.size(), threshold);
        QCOMPARE(out.first(), in.first());
        QCOMPARE(out.last(), in.last());
        QVERIFY(xOrdered(out));
    }
}

void TestChartsDownsample::shortSeriesAreUntouched() {
    QRandomGenerator rng(5);
    const QList<QPointF> in = randomSeries(rng, 300);
    QCOMPARE(charts::downsampleMinMax(in, 100), in);
    QCOMPARE(charts::downsampleLttb(in, 300), in);
    QCOMPARE(charts::downsampleForWidth(in, 1000), in);
}

void TestChartsDownsample::degenerateInputs() {
    QCOMPARE(charts::downsampleMinMax({}, 10), QList<QPointF>());
    QCOMPARE(charts::downsampleLttb({}, 10), QList<QPointF>());
    // Every point at the same x: no range to cut into columns, still bounded, ends kept.
    QList<QPointF> sameX;
    for (int i = 0; i < 1000; ++i)
        sameX << QPointF(1.0, i % 17);
    const QList<QPointF> out = charts::downsampleMinMax(sameX, 10);
    QVERIFY(out.size() <= 40);
    QCOMPARE(out.first(), sameX.first());
    QCOMPARE(out.last(), sameX.last());
}

QTEST_GUILESS_MAIN(TestChartsDownsample)
#include "tst_charts_downsample.moc"
