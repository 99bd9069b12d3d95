// Results with two dimensions and a measure become series, by the rule table (chartrules.h):
// time x category -> a line per category (the largest few and Other past ten), category x
// category -> stacked or grouped bars (the smaller as series, time and ordered ones along x),
// a few periods beside a category -> one bar series per period (never their sum), two measures
// on one scale -> side by side. The same rules from column types alone. Each chart's first
// reason is its rule's. Also what draws them: series past the limit added up as Other, lines
// broken at missing periods, value axes that end near the data, period comparisons stated as
// differences by the insight facts.

#include "chartstesthelpers.h"

#include "charts/aggregationquery.h"
#include "charts/chartdata.h"
#include "charts/chartrequest.h"
#include "charts/chartrules.h"
#include "charts/charttypefit.h"
#include "charts/memoryaggregate.h"
#include "charts/recommender.h"
#include "charts/valueticks.h"
#include "insights/insightfacts.h"

#include <QSet>
#include <QtTest>

using namespace assay;
using namespace assay::charts;
using db::ValueType;
using test::column;

namespace {

QString reasons(const Recommendation &r) {
    return r.reasons.join(QStringLiteral(" | "));
}

// Revenue per region and year: `years` years, five regions.
ResultSample regionsByYear(int years) {
    QList<db::Row> rows;
    const QStringList regions = {"North", "South", "East", "West", "Central"};
    for (int y = 0; y < years; ++y) {
        for (int r = 0; r < regions.size(); ++r)
            rows << db::Row{regions[r], QString::number(2024 + y),
                            1000.0 * (r + 1) + 150.0 * y * (r % 2 ? 1 : -1)};
    }
    return test::sample({column("region", ValueType::Text), column("year", ValueType::Text),
                         column("revenue", ValueType::Real)},
                        rows);
}

// Orders per month and channel: `channels` channels over 24 months.
ResultSample monthsByChannel(int channels) {
    QList<db::Row> rows;
    for (int m = 0; m < 24; ++m) {
        for (int c = 0; c < channels; ++c)
            rows << db::Row{test::isoDate(QDate(2023, 1, 1).addMonths(m)),
                            QStringLiteral("channel %1").arg(c),
                            qint64(10 + (c * 37 + m * 11) % 90)};
    }
    return test::sample({column("order_month", ValueType::Date), column("channel", ValueType::Text),
                         column("orders", ValueType::Integer)},
                        rows);
}

} // namespace

class TestChartsSeries : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void timeByCategoryIsALinePerCategory();
    void tooManySeriesKeepTheLargestAndOther();
    void categoriesSplitBarsStackedOrGrouped();
    void theSmallerCategoryIsTheSeries();
    void periodsAreComparedNotAdded();
    void twoMeasuresOnOneScaleStandSideBySide();
    void everyShapeHasOneRuleAndItsReasonComesFirst();
    void aNamedTypeGoesThroughOneDefinition();
    void fromTypesAloneTheSameShapes();
    void seriesPastTheLimitAddUpAsOther();
    void linesBreakAtMissingPeriods();
    void valueAxesEndNearTheData_data();
    void valueAxesEndNearTheData();
    void periodComparisonsStateTheDifference();
};

void TestChartsSeries::initTestCase() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
}

void TestChartsSeries::timeByCategoryIsALinePerCategory() {
    const Recommendation r = recommendChart(monthsByChannel(3));
    QCOMPARE(int(r.spec.type), int(ChartType::Line));
    QCOMPARE(r.spec.x, QStringLiteral("order_month"));
    QCOMPARE(r.spec.series, QStringLiteral("channel"));
    QCOMPARE(r.spec.seriesLimit, 0);
    // The rule's reason first: time and the number of values.
    QVERIFY2(
        r.reasons.first().contains(QLatin1String("order_month is time and channel has 3 values")),
        qPrintable(reasons(r)));
    QCOMPARE(chartWhy(r.spec, r.reasons.first()).left(10), QStringLiteral("Why lines:"));
}

void TestChartsSeries::tooManySeriesKeepTheLargestAndOther() {
    const Recommendation r = recommendChart(monthsByChannel(25));
    QCOMPARE(int(r.spec.type), int(ChartType::Line));
    QCOMPARE(r.spec.series, QStringLiteral("channel"));
    QCOMPARE(r.spec.seriesLimit, RecommendOptions().seriesTop);
    QVERIFY2(reasons(r).contains(QLatin1String("added up as Other")), qPrintable(reasons(r)));
    QVERIFY(validateSpec(r.spec, monthsByChannel(25).columns).isEmpty());
}

void TestChartsSeries::categoriesSplitBarsStackedOrGrouped() {
    QList<db::Row> counts, averages;
    for (const char *cat : {"tents", "boots", "jackets", "stoves", "packs", "maps"}) {
        for (const char *channel : {"web", "store", "mobile"}) {
            counts << db::Row{QString::fromLatin1(cat), QString::fromLatin1(channel),
                              qint64(qstrlen(cat) * qstrlen(channel))};
            averages << db::Row{QString::fromLatin1(cat), QString::fromLatin1(channel),
                                2.5 * qstrlen(cat) + qstrlen(channel)};
        }
    }
    const Recommendation parts = recommendChart(
        test::sample({column("category", ValueType::Text), column("channel", ValueType::Text),
                      column("count(*)", ValueType::Integer)},
                     counts));
    QCOMPARE(int(parts.spec.type), int(ChartType::Bar));
    QCOMPARE(parts.spec.series, QStringLiteral("channel"));
    QVERIFY2(parts.spec.stacked, qPrintable(reasons(parts)));
    QCOMPARE(chartWhy(parts.spec, QString()).left(17), QStringLiteral("Why stacked bars:"));
    QVERIFY2(parts.reasons.first().contains(QLatin1String("stacked by channel")),
             qPrintable(reasons(parts)));

    const Recommendation compared = recommendChart(
        test::sample({column("category", ValueType::Text), column("channel", ValueType::Text),
                      column("avg_rating", ValueType::Real)},
                     averages));
    QCOMPARE(int(compared.spec.type), int(ChartType::Bar));
    QCOMPARE(compared.spec.series, QStringLiteral("channel"));
    QVERIFY2(!compared.spec.stacked, qPrintable(reasons(compared)));
    QCOMPARE(chartWhy(compared.spec, QString()).left(17), QStringLiteral("Why grouped bars:"));
}

void TestChartsSeries::theSmallerCategoryIsTheSeries() {
    // Written with the smaller column first; the one with more values still runs along x.
    QList<db::Row> rows;
    for (const char *channel : {"web", "store"}) {
        for (int p = 0; p < 8; ++p)
            rows << db::Row{QString::fromLatin1(channel), QStringLiteral("product %1").arg(p),
                            qint64(p + qstrlen(channel))};
    }
    const Recommendation r = recommendChart(
        test::sample({column("channel", ValueType::Text), column("product", ValueType::Text),
                      column("units", ValueType::Integer)},
                     rows));
    QCOMPARE(int(r.spec.type), int(ChartType::Bar));
    QCOMPARE(r.spec.x, QStringLiteral("product"));
    QCOMPARE(r.spec.series, QStringLiteral("channel"));

    // A weekday beside a category: the calendar runs along x, in its order.
    QList<db::Row> days;
    for (const char *day : {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"}) {
        for (const char *store : {"A", "B", "C"})
            days << db::Row{QString::fromLatin1(store), QString::fromLatin1(day),
                            qint64(qstrlen(store) + day[0])};
    }
    const Recommendation w = recommendChart(
        test::sample({column("store", ValueType::Text), column("weekday", ValueType::Text),
                      column("visits", ValueType::Integer)},
                     days));
    QCOMPARE(w.spec.x, QStringLiteral("weekday"));
    QCOMPARE(w.spec.series, QStringLiteral("store"));
    QCOMPARE(int(w.spec.sort), int(SortOrder::XAscending));
}

void TestChartsSeries::periodsAreComparedNotAdded() {
    // "compare revenue by region in 2024 vs 2025": the years are series side by side.
    const ResultSample s = regionsByYear(2);
    for (const QString &question :
         {QString(), QStringLiteral("compare revenue by region in 2024 vs 2025")}) {
        const Recommendation r = applyQuestion(recommendChart(s), s, question);
        QCOMPARE(int(r.spec.type), int(ChartType::Bar));
        QCOMPARE(r.spec.x, QStringLiteral("region"));
        QCOMPARE(r.spec.series, QStringLiteral("year"));
        QVERIFY2(!r.spec.stacked, qPrintable(reasons(r)));
        QVERIFY2(reasons(r).contains(QLatin1String("year has only 2 periods")),
                 qPrintable(reasons(r)));
    }
    // Enough years for a trend: a line per region.
    const Recommendation trend = recommendChart(regionsByYear(6));
    QCOMPARE(int(trend.spec.type), int(ChartType::Line));
    QCOMPARE(trend.spec.x, QStringLiteral("year"));
    QCOMPARE(trend.spec.series, QStringLiteral("region"));
}

void TestChartsSeries::twoMeasuresOnOneScaleStandSideBySide() {
    QList<db::Row> rows;
    for (int i = 0; i < 6; ++i)
        rows << db::Row{QStringLiteral("store %1").arg(i), 1000.0 + 90 * i, 800.0 + 70 * i};
    const ResultSample s =
        test::sample({column("store", ValueType::Text), column("revenue", ValueType::Real),
                      column("cost", ValueType::Real)},
                     rows);
    const Recommendation r = recommendChart(s);
    QCOMPARE(int(r.spec.type), int(ChartType::Bar));
    QCOMPARE(r.spec.y.size(), 2);
    QCOMPARE(r.spec.y[1].column, QStringLiteral("cost"));
    QVERIFY(validateSpec(r.spec, s.columns).isEmpty());
    QCOMPARE(chartWhy(r.spec, QString()).left(17), QStringLiteral("Why grouped bars:"));

    // A count beside an amount: one axis cannot show both, so bars of the first.
    QList<db::Row> mixed;
    for (int i = 0; i < 6; ++i)
        mixed << db::Row{QStringLiteral("store %1").arg(i), 100000.0 + 9000 * i, qint64(3 + i)};
    const Recommendation m = recommendChart(
        test::sample({column("store", ValueType::Text), column("revenue", ValueType::Real),
                      column("orders", ValueType::Integer)},
                     mixed));
    QCOMPARE(m.spec.y.size(), 1);
}

void TestChartsSeries::everyShapeHasOneRuleAndItsReasonComesFirst() {
    QSet<int> shapes;
    for (const ChartRule &rule : chartRules()) {
        QVERIFY2(!shapes.contains(int(rule.shape)), rule.shapeText);
        shapes.insert(int(rule.shape));
        QVERIFY(rule.why && *rule.why);
        QCOMPARE(chartRule(rule.shape).chart, rule.chart);
    }
    QCOMPARE(shapes.size(), int(ResultShape::Nothing) + 1);
    // The pie's own reason first, never the bars' it was chosen over.
    const ResultSample s =
        test::sample({column("channel", ValueType::Text), column("revenue", ValueType::Real)},
                     {{QStringLiteral("web"), 500.0},
                      {QStringLiteral("store"), 300.0},
                      {QStringLiteral("phone"), 200.0}});
    const Recommendation pie = applyQuestion(
        recommendChart(s), s, QStringLiteral("What share of revenue does each channel have?"));
    QCOMPARE(int(pie.spec.type), int(ChartType::Pie));
    QVERIFY2(pie.reasons.first().contains(QLatin1String("share of the total")),
             qPrintable(reasons(pie)));
    QVERIFY2(!reasons(pie).contains(QLatin1String("so bars compare")), qPrintable(reasons(pie)));
}

void TestChartsSeries::aNamedTypeGoesThroughOneDefinition() {
    // Stacked bars asked for as a pie: the series is added up into its category (the chat's
    // question and the model's check change a type the same way).
    const ResultSample s = regionsByYear(2);
    const Recommendation r = applyQuestion(recommendChart(s), s,
                                           QStringLiteral("show revenue by region as a pie chart"));
    QCOMPARE(int(r.spec.type), int(ChartType::Pie));
    QVERIFY(r.spec.series.isEmpty());
    QCOMPARE(fitToType(r.spec, ChartType::Pie), r.spec);
    // A pie of negative values is refused by the same definition.
    const ResultSample negative = test::sample(
        {column("segment", ValueType::Text), column("profit", ValueType::Real)},
        {{QStringLiteral("a"), 5.0}, {QStringLiteral("b"), -3.0}, {QStringLiteral("c"), 4.0}});
    const Recommendation n = applyQuestion(recommendChart(negative), negative,
                                           QStringLiteral("profit by segment as a pie"));
    QCOMPARE(int(n.spec.type), int(ChartType::Bar));
    QVERIFY2(reasons(n).contains(QLatin1String("negative")), qPrintable(reasons(n)));
}

void TestChartsSeries::fromTypesAloneTheSameShapes() {
    const Recommendation stacked = recommendFromTypes(
        {column("category", ValueType::Text), column("COUNT(category)", ValueType::Integer),
         column("channel", ValueType::Text)});
    QCOMPARE(int(stacked.spec.type), int(ChartType::Bar));
    QCOMPARE(stacked.spec.series, QStringLiteral("channel"));
    QVERIFY(stacked.spec.stacked);
    QVERIFY2(stacked.reasons.first().contains(QLatin1String("are categories")),
             qPrintable(reasons(stacked)));

    const Recommendation lines = recommendFromTypes({column("ordered_on", ValueType::Date),
                                                     column("SUM(amount)", ValueType::Real),
                                                     column("channel", ValueType::Text)});
    QCOMPARE(int(lines.spec.type), int(ChartType::Line));
    QCOMPARE(lines.spec.series, QStringLiteral("channel"));

    const Recommendation weekdays = recommendFromTypes(
        {column("ordered_on_weekday", ValueType::Text), column("COUNT(*)", ValueType::Integer)});
    QCOMPARE(int(weekdays.spec.type), int(ChartType::Bar));
    QCOMPARE(int(weekdays.spec.sort), int(SortOrder::XAscending));

    // A plain number beside an aggregate is what the rows were grouped by.
    const Recommendation grouped = recommendFromTypes(
        {column("age", ValueType::Integer), column("COUNT(*)", ValueType::Integer)});
    QCOMPARE(int(grouped.spec.type), int(ChartType::Bar));
    QCOMPARE(grouped.spec.x, QStringLiteral("age"));

    // With the question: a named type wins when the columns allow it.
    const Recommendation pie = recommendFromTypes(
        {column("category", ValueType::Text), column("COUNT(*)", ValueType::Integer)}, {},
        QStringLiteral("as a pie chart"));
    QCOMPARE(int(pie.spec.type), int(ChartType::Pie));
}

void TestChartsSeries::seriesPastTheLimitAddUpAsOther() {
    ChartSpec spec;
    spec.type = ChartType::Line;
    spec.x = QStringLiteral("day");
    spec.series = QStringLiteral("channel");
    spec.y = {{QStringLiteral("orders"), Aggregation::Sum, {}}};
    spec.seriesLimit = 2;
    const QList<db::ResultColumn> columns = {column("x", ValueType::Text),
                                             column("series", ValueType::Text),
                                             column("y0", ValueType::Real)};
    QList<db::Row> rows;
    for (int d = 0; d < 3; ++d) {
        const QString day = test::isoDate(QDate(2024, 1, 1).addDays(d));
        rows << db::Row{day, QStringLiteral("big"), 100.0}
             << db::Row{day, QStringLiteral("mid"), 50.0}
             << db::Row{day, QStringLiteral("small"), 5.0}
             << db::Row{day, QStringLiteral("tiny"), 1.0};
    }
    const ChartData d =
        chartDataFromRows(spec, columns, rows.size(), [&](qint64 i) { return rows[int(i)]; });
    QCOMPARE(d.series.size(), 3);
    QCOMPARE(d.series[0].seriesValue, QStringLiteral("big"));
    QCOMPARE(d.series[2].seriesValue, otherCategoryLabel());
    QCOMPARE(d.series[2].points.size(), 3);
    QCOMPARE(d.series[2].points.first().y(), 6.0); // small + tiny, once per day

    // Averages do not add up: the rest is left out, and counted.
    spec.y.first().aggregation = Aggregation::Avg;
    const ChartData avg =
        chartDataFromRows(spec, columns, rows.size(), [&](qint64 i) { return rows[int(i)]; });
    QCOMPARE(avg.series.size(), 2);
    QCOMPARE(avg.droppedSeries, 2);
}

void TestChartsSeries::linesBreakAtMissingPeriods() {
    ChartData d;
    d.xKind = XKind::Time;
    d.grain = db::TimeGrain::Month;
    QList<QPointF> points;
    for (int m : {0, 1, 2, 4, 5, 8}) // March and July... missing
        points << QPointF(double(QDateTime(QDate(2024, 1, 1).addMonths(m), QTime(0, 0), Qt::UTC)
                                     .toMSecsSinceEpoch()),
                          m);
    const QList<QList<QPointF>> runs = runsWithoutGaps(points, d);
    QCOMPARE(runs.size(), 3);
    QCOMPARE(runs[0].size(), 3);
    QCOMPARE(runs[1].size(), 2);
    QCOMPARE(runs[2].size(), 1);
    // Categories have no periods to miss.
    d.xKind = XKind::Category;
    QCOMPARE(runsWithoutGaps(points, d).size(), 1);
}

void TestChartsSeries::valueAxesEndNearTheData_data() {
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<int>("ticks");
    QTest::newRow("20.5M") << 0.0 << 20.5e6 << 3;
    QTest::newRow("20M, few ticks") << 0.0 << 20e6 << 2;
    QTest::newRow("660,625.89") << 0.0 << 660625.89 << 6;
    QTest::newRow("101") << 0.0 << 101.0 << 6;
    QTest::newRow("negative") << -37.0 << 412.0 << 6;
    QTest::newRow("small") << 0.0 << 0.0734 << 5;
    QTest::newRow("one value") << 42.0 << 42.0 << 6;
}

void TestChartsSeries::valueAxesEndNearTheData() {
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(int, ticks);
    const ValueScale s = niceScale(lo, hi, ticks);
    QVERIFY(s.min <= lo && s.max >= hi);
    QVERIFY(s.ticks >= 2 && s.ticks <= std::max(2, ticks));
    // Round steps: 1, 2, 2.5 or 5 times a power of ten.
    const double mantissa = s.step / std::pow(10.0, std::floor(std::log10(s.step)));
    QVERIFY2(std::abs(mantissa - 1) < 1e-9 || std::abs(mantissa - 2) < 1e-9 ||
                 std::abs(mantissa - 2.5) < 1e-9 || std::abs(mantissa - 5) < 1e-9,
             qPrintable(QString::number(s.step)));
    // Never twice the data: the axis ends within half the range past it (or one step, for
    // very few ticks).
    if (hi > lo)
        QVERIFY2(s.max - hi <= std::max(0.5 * (hi - lo), s.step) && s.max < 2 * hi,
                 qPrintable(QStringLiteral("%1..%2 step %3").arg(s.min).arg(s.max).arg(s.step)));
}

void TestChartsSeries::periodComparisonsStateTheDifference() {
    const ResultSample s = regionsByYear(2);
    const Recommendation r = recommendChart(s);
    const AggregatedRows agg = aggregateInMemory(r.spec, s);
    QVERIFY2(agg.error.isEmpty(), qPrintable(agg.error));
    const ChartData d = chartDataFromRows(r.spec, agg.columns, agg.rows.size(),
                                          [&](qint64 i) { return agg.rows[int(i)]; });
    QCOMPARE(d.series.size(), 2);
    QCOMPARE(d.series[0].name, QStringLiteral("2024"));
    const insights::InsightFacts f = insights::computeFacts(d, r.spec);
    QStringList texts;
    for (const insights::Fact &fact : f.facts)
        texts << fact.text;
    const QString all = texts.join(QLatin1Char('\n'));
    // Totals per year: 15,000 in 2024; 2025 adds 150 for South and West and takes it from the rest.
    QVERIFY2(all.contains(QLatin1String("from 15,000 in 2024 to 14,850 in 2025")), qPrintable(all));
    QVERIFY2(all.contains(QLatin1String("largest rise was in **South**")) ||
                 all.contains(QLatin1String("largest rise was in **West**")),
             qPrintable(all));
    QVERIFY2(all.contains(QLatin1String("largest fall")), qPrintable(all));
    // Never a region's two years added up as its value.
    QVERIFY2(!all.contains(QLatin1String("**Central** has the highest sum of revenue: 9,700")),
             qPrintable(all));
}

QTEST_MAIN(TestChartsSeries)
#include "tst_charts_series.moc"
