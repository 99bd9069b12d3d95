// Every chart type drawn offscreen from rows shaped like the aggregate query's output, saved as
// PNG in the test output directory for someone to look at (charts-*.png), and checked for what
// can be checked without eyes: axes titles and units, legends, forecast series and notes, the
// number of points actually handed to QtCharts after downsampling.

#include "chartlabelcheck.h"
#include "chartstestdata.h"
#include "testsupport.h"

#include "chartaxes.h"
#include "chartrenderer.h"
#include "chartview.h"

#include "charts/chartrequest.h"
#include "charts/recommender.h"

#include <QApplication>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QStackedBarSeries>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QPieLegendMarker>
#include <QtCharts/QPieSeries>
#include <QtCharts/QValueAxis>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QTranslator>
#include <QtTest>

#include <cmath>

using namespace assay;
using charts::Aggregation;
using charts::ChartSpec;
using charts::ChartType;

namespace {

constexpr double Pi = 3.14159265358979323846;

QList<db::ResultColumn> aggregateColumns(bool series, int measures = 1,
                                         db::ValueType x = db::ValueType::Text) {
    QList<db::ResultColumn> c = {{QStringLiteral("x"), QString(), x}};
    if (series)
        c << db::ResultColumn{QStringLiteral("series"), QString(), db::ValueType::Text};
    for (int i = 0; i < measures; ++i)
        c << db::ResultColumn{QStringLiteral("y%1").arg(i), QString(), db::ValueType::Real};
    return c;
}

ChartSpec spec(ChartType type, const QString &x, const QString &y,
               Aggregation agg = Aggregation::Sum, const QString &series = {}) {
    ChartSpec s;
    s.type = type;
    s.x = x;
    s.y = {{y, agg, {}}};
    s.series = series;
    return s;
}

} // namespace

class TestChartsRender : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void barsWithUnitsAndSeparators();
    void stackedBarsAndLegend();
    void topNWithOther();
    void longLabelsAreTilted();
    void linesBySeries();
    void lineWithForecast();
    void areaOverYears();
    void pieSharesOfAWhole();
    void scatterBySeries();
    void longSeriesAreDownsampled();
    void darkTheme();
    void nothingToDrawSaysWhy();
    void crowdedChartsReadInFull_data();
    void crowdedChartsReadInFull();
    void otherThatDwarfsTheBarsIsSaid();
    void valueAxisEndsNearTheData();
    void periodsStandSideBySide();
    void linesBreakAtGapsWithOneLegendEntry();
    void pieNamesThatDoNotFitGoToTheLegend();
    void shortenedLabelsLoseTheirMiddleAndShowWholeOnHover();
    void chartsInGerman();

private:
    ui::ChartView *show(const ChartSpec &s, std::shared_ptr<db::ResultStore> rows,
                        const QString &name, bool dark = false);
    std::vector<std::unique_ptr<ui::ChartView>> m_views;
};

void TestChartsRender::initTestCase() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
}

ui::ChartView *TestChartsRender::show(const ChartSpec &s, std::shared_ptr<db::ResultStore> rows,
                                      const QString &name, bool dark) {
    auto view = std::make_unique<ui::ChartView>();
    if (dark) {
        QPalette p = view->palette();
        p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        p.setColor(QPalette::WindowText, QColor(0xdd, 0xdd, 0xdd));
        view->setPalette(p);
        view->setAutoFillBackground(true);
    }
    view->resize(900, 460);
    view->show();
    QApplication::processEvents();
    view->showChart(s, rows);
    QApplication::processEvents();
    const QString path = test::outputDir() + QStringLiteral("/charts-%1.png").arg(name);
    if (!view->grab().save(path))
        qWarning() << "could not save" << path;
    qInfo() << "screenshot:" << path;
    m_views.push_back(std::move(view));
    return m_views.back().get();
}

void TestChartsRender::barsWithUnitsAndSeparators() {
    QList<db::Row> rows;
    const QStringList regions = {"North", "South", "East", "West", "Central", "Islands", "Online"};
    for (int i = 0; i < regions.size(); ++i)
        rows << db::Row{regions[i], QVariant(1250000.0 - i * 151234.5)};
    ChartSpec s = spec(ChartType::Bar, QStringLiteral("region"), QStringLiteral("amount_eur"));
    s.sort = charts::SortOrder::YDescending;
    ui::ChartView *v = show(s, test::storeOf(aggregateColumns(false), rows), QStringLiteral("bar"));
    QVERIFY2(v->hasChart(), qPrintable(v->message()));
    QChart *chart = v->chartView()->chart();
    auto *y = qobject_cast<QValueAxis *>(chart->axes(Qt::Vertical).value(0));
    QVERIFY(y);
    QVERIFY2(y->titleText().contains(QLatin1String("(EUR)")), qPrintable(y->titleText()));
    QVERIFY(y->min() <= 0 && y->max() >= 1250000.0);
    QCOMPARE(y->labelFormat(), QStringLiteral("%.0f"));
    QVERIFY(chart->localizeNumbers());
    QVERIFY(chart->locale().toString(1250000.0, 'f', 0).contains(u',')); // thousands separators
    QVERIFY(!chart->legend()->isVisible());
}

void TestChartsRender::stackedBarsAndLegend() {
    QList<db::Row> rows;
    for (const char *cat : {"tents", "boots", "jackets", "stoves", "packs"}) {
        for (const char *channel : {"web", "store", "mobile"})
            rows << db::Row{QString::fromLatin1(cat), QString::fromLatin1(channel),
                            QVariant(1000.0 + qstrlen(cat) * 400 * qstrlen(channel))};
    }
    ChartSpec s = spec(ChartType::Bar, QStringLiteral("category"), QStringLiteral("amount"),
                       Aggregation::Sum, QStringLiteral("channel"));
    s.stacked = true;
    ui::ChartView *v =
        show(s, test::storeOf(aggregateColumns(true), rows), QStringLiteral("bar-stacked"));
    QVERIFY(v->hasChart());
    QChart *chart = v->chartView()->chart();
    QVERIFY(chart->legend()->isVisible());
    QCOMPARE(chart->legend()->alignment(), Qt::AlignBottom);
    QCOMPARE(chart->legend()->markers().size(), 3);
    // The legend sits outside the plot area.
    QVERIFY(!chart->plotArea().intersects(chart->legend()->geometry()));
}

void TestChartsRender::topNWithOther() {
    QList<db::Row> rows;
    for (int i = 0; i < 10; ++i)
        rows << db::Row{QStringLiteral("product %1").arg(i + 1), QVariant(900.0 - 70 * i)};
    rows << db::Row{QStringLiteral("Other"), QVariant(2400.0)};
    ChartSpec s = spec(ChartType::Bar, QStringLiteral("product"), QStringLiteral("units"));
    s.limit = 10;
    s.otherBucket = true;
    s.sort = charts::SortOrder::YDescending;
    ui::ChartView *v =
        show(s, test::storeOf(aggregateColumns(false), rows), QStringLiteral("bar-top-other"));
    QVERIFY(v->hasChart());
    auto *x =
        qobject_cast<QBarCategoryAxis *>(v->chartView()->chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(x);
    QCOMPARE(x->categories().last(), QStringLiteral("Other"));
}

void TestChartsRender::longLabelsAreTilted() {
    QList<db::Row> rows;
    for (int i = 0; i < 14; ++i)
        rows << db::Row{QStringLiteral("A rather long product name number %1").arg(i),
                        QVariant(100.0 + i * 13)};
    ui::ChartView *v =
        show(spec(ChartType::Bar, QStringLiteral("product"), QStringLiteral("units")),
             test::storeOf(aggregateColumns(false), rows), QStringLiteral("bar-long-labels"));
    // Names that long need the width: the bars lie down, the names read in full on the left.
    auto *names =
        qobject_cast<QBarCategoryAxis *>(v->chartView()->chart()->axes(Qt::Vertical).value(0));
    QVERIFY(names);
    QCOMPARE(names->categories().last(),
             QStringLiteral("A rather long product name number 0")); // the first on top
    QCOMPARE(names->categories().size(), 14);
}

void TestChartsRender::linesBySeries() {
    QList<db::Row> rows;
    for (int m = 0; m < 36; ++m) {
        int k = 0;
        for (const char *region : {"north", "south", "east"}) {
            rows << db::Row{
                test::isoDate(QDate(2021, 1, 1).addMonths(m)), QString::fromLatin1(region),
                QVariant(12000.0 * (k + 1) + 300.0 * m * (3 - k) + 2500 * std::sin(m / 2.0 + k))};
            ++k;
        }
    }
    ChartSpec s = spec(ChartType::Line, QStringLiteral("order_date"), QStringLiteral("amount"),
                       Aggregation::Sum, QStringLiteral("region"));
    s.timeBucketing = true;
    s.grain = db::TimeGrain::Month;
    ui::ChartView *v = show(s, test::storeOf(aggregateColumns(true, 1, db::ValueType::Date), rows),
                            QStringLiteral("line-series"));
    QVERIFY(v->hasChart());
    QChart *chart = v->chartView()->chart();
    QCOMPARE(chart->series().size(), 3);
    QVERIFY(chart->legend()->isVisible());
    auto *x = qobject_cast<QValueAxis *>(chart->axes(Qt::Horizontal).value(0));
    QVERIFY(x);
    QCOMPARE(x->titleText(), QStringLiteral("order_date (month)"));
}

void TestChartsRender::lineWithForecast() {
    QList<db::Row> rows;
    QRandomGenerator rng(12);
    for (int m = 0; m < 48; ++m)
        rows << db::Row{test::isoDate(QDate(2020, 1, 1).addMonths(m)),
                        QVariant(5000 + 60.0 * m + 900 * std::sin(2 * Pi * m / 12) +
                                 250 * (rng.generateDouble() - 0.5))};
    ChartSpec s =
        spec(ChartType::Line, QStringLiteral("order_date"), QStringLiteral("revenue_usd"));
    s.timeBucketing = true;
    s.grain = db::TimeGrain::Month;
    s.forecastPeriods = 12;
    ui::ChartView *v = show(s, test::storeOf(aggregateColumns(false, 1, db::ValueType::Date), rows),
                            QStringLiteral("line-forecast"));
    QVERIFY(v->hasChart());
    QChart *chart = v->chartView()->chart();
    // The data, the interval band and the dashed forecast.
    QCOMPARE(chart->series().size(), 3);
    QLineSeries *forecast = nullptr;
    QAreaSeries *band = nullptr;
    for (QAbstractSeries *series : chart->series()) {
        if (auto *a = qobject_cast<QAreaSeries *>(series))
            band = a;
        else if (series->name().contains(QLatin1String("forecast")))
            forecast = qobject_cast<QLineSeries *>(series);
    }
    QVERIFY(forecast && band);
    QCOMPARE(forecast->pen().style(), Qt::DashLine);
    QCOMPARE(forecast->count(), 13); // the last actual point, then 12 months
    QVERIFY(band->upperSeries()->count() == 12 && band->lowerSeries()->count() == 12);
    // The method and its error are stated in the chart.
    QVERIFY2(chart->title().contains(QLatin1String("Holt-Winters")) ||
                 chart->title().contains(QLatin1String("seasonal linear")),
             qPrintable(chart->title()));
    QVERIFY(chart->title().contains(QLatin1String("MAPE")));
}

void TestChartsRender::areaOverYears() {
    QList<db::Row> rows;
    for (int y = 2008; y <= 2023; ++y)
        rows << db::Row{qint64(y), QVariant(100.0 + (y - 2008) * 15 + (y % 3) * 20)};
    ChartSpec s = spec(ChartType::Area, QStringLiteral("year"), QStringLiteral("visitors"));
    QList<db::ResultColumn> columns = aggregateColumns(false, 1, db::ValueType::Integer);
    ui::ChartView *v = show(s, test::storeOf(columns, rows), QStringLiteral("area-years"));
    QVERIFY(v->hasChart());
    // Years read as years (2008, 2010, ...), not "2,008".
    auto *x = v->chartView()->chart()->axes(Qt::Horizontal).value(0);
    QVERIFY(x);
}

void TestChartsRender::pieSharesOfAWhole() {
    QList<db::Row> rows = {{QStringLiteral("shipped"), 5400.0},
                           {QStringLiteral("pending"), 1800.0},
                           {QStringLiteral("returned"), 620.0},
                           {QStringLiteral("cancelled"), 180.0}};
    ChartSpec s = spec(ChartType::Pie, QStringLiteral("status"), QString(), Aggregation::Count);
    ui::ChartView *v = show(s, test::storeOf(aggregateColumns(false), rows), QStringLiteral("pie"));
    QVERIFY(v->hasChart());
    auto *pie = qobject_cast<QPieSeries *>(v->chartView()->chart()->series().value(0));
    QVERIFY(pie);
    QCOMPARE(pie->count(), 4);
    QVERIFY(pie->slices().first()->label().contains(QLatin1String("67.5%")));
    QCOMPARE(v->chartView()->chart()->legend()->alignment(), Qt::AlignRight);
}

void TestChartsRender::scatterBySeries() {
    QList<db::Row> rows;
    QRandomGenerator rng(1);
    for (int i = 0; i < 300; ++i) {
        const double h = 150 + rng.generateDouble() * 45;
        rows << db::Row{QVariant(h), QString::fromLatin1(i % 2 ? "adult" : "junior"),
                        QVariant(h * 0.42 - 15 + rng.generateDouble() * 12)};
    }
    ChartSpec s = spec(ChartType::Scatter, QStringLiteral("height_cm"), QStringLiteral("weight_kg"),
                       Aggregation::None, QStringLiteral("group"));
    ui::ChartView *v = show(s, test::storeOf(aggregateColumns(true, 1, db::ValueType::Real), rows),
                            QStringLiteral("scatter"));
    QVERIFY(v->hasChart());
    QCOMPARE(v->chartView()->chart()->series().size(), 2);
    auto *y = qobject_cast<QValueAxis *>(v->chartView()->chart()->axes(Qt::Vertical).value(0));
    QVERIFY(y->titleText().contains(QLatin1String("kg")));
}

void TestChartsRender::longSeriesAreDownsampled() {
    QList<db::Row> rows;
    const QDateTime start(QDate(2024, 1, 1), QTime(0, 0), Qt::UTC);
    for (int i = 0; i < 200000; ++i)
        rows << db::Row{
            start.addSecs(qint64(i) * 60).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
            QVariant(std::sin(i / 3000.0) * 50 + (i % 997 == 0 ? 40 : 0))};
    ChartSpec s = spec(ChartType::Line, QStringLiteral("reading_at"), QStringLiteral("temperature"),
                       Aggregation::None);
    ui::ChartView *v =
        show(s, test::storeOf(aggregateColumns(false, 1, db::ValueType::DateTime), rows),
             QStringLiteral("line-downsampled"));
    QVERIFY(v->hasChart());
    auto *line = qobject_cast<QLineSeries *>(v->chartView()->chart()->series().value(0));
    QVERIFY(line);
    QVERIFY2(line->count() <= 4 * 900 && line->count() > 200,
             qPrintable(QString::number(line->count())));
    QVERIFY(v->notes().contains(QLatin1String("min/max")));
}

void TestChartsRender::darkTheme() {
    QList<db::Row> rows;
    QRandomGenerator rng(5);
    for (int m = 0; m < 40; ++m)
        rows << db::Row{test::isoDate(QDate(2021, 1, 1).addMonths(m)),
                        QVariant(std::round(300 + 4.0 * m + 40 * std::cos(2 * Pi * m / 12) +
                                            16 * rng.generateDouble()))};
    ChartSpec s =
        spec(ChartType::Line, QStringLiteral("ordered_at"), QString(), Aggregation::Count);
    s.timeBucketing = true;
    s.grain = db::TimeGrain::Month;
    s.forecastPeriods = 6;
    ui::ChartView *v = show(s, test::storeOf(aggregateColumns(false, 1, db::ValueType::Date), rows),
                            QStringLiteral("line-forecast-dark"), true);
    QVERIFY(v->hasChart());
    QCOMPARE(v->chartView()->chart()->theme(), QChart::ChartThemeDark);
    QList<db::Row> bars;
    for (const char *c : {"tents", "boots", "jackets", "stoves"})
        bars << db::Row{QString::fromLatin1(c), QVariant(qstrlen(c) * 1000.0)};
    ui::ChartView *b =
        show(spec(ChartType::Bar, QStringLiteral("category"), QStringLiteral("amount")),
             test::storeOf(aggregateColumns(false), bars), QStringLiteral("bar-dark"), true);
    QCOMPARE(b->chartView()->chart()->theme(), QChart::ChartThemeDark);
}

void TestChartsRender::nothingToDrawSaysWhy() {
    ui::ChartView *v =
        show(spec(ChartType::Bar, QStringLiteral("region"), QStringLiteral("amount")),
             test::storeOf(aggregateColumns(false), {}), QStringLiteral("empty"));
    QVERIFY(!v->hasChart());
    QVERIFY(!v->message().isEmpty());
    // A pie of negative values is not a pie.
    ui::ChartView *p =
        show(spec(ChartType::Pie, QStringLiteral("segment"), QStringLiteral("profit")),
             test::storeOf(aggregateColumns(false),
                           {{QStringLiteral("a"), -5.0}, {QStringLiteral("b"), -2.0}}),
             QStringLiteral("pie-negative"));
    QVERIFY(!p->hasChart());
    QVERIFY(p->message().contains(QLatin1String("not positive")));
}

namespace {

// Seven lines with long names, 36 months; bars of long names with large values; many dates.
std::shared_ptr<db::ResultStore> crowdedRows(const QString &kind, ChartSpec *s) {
    QList<db::Row> rows;
    if (kind == u"lines") {
        const QStringList regions = {"Asia Pacific", "British Isles", "Central Europe",
                                     "Eastern Europe", "Latin America", "North America",
                                     "Sub-Saharan Africa"};
        for (int m = 0; m < 36; ++m) {
            for (int r = 0; r < regions.size(); ++r)
                rows << db::Row{test::isoDate(QDate(2021, 1, 1).addMonths(m)), regions[r],
                                QVariant(120000.0 + 9000 * r + 1500.0 * m * (r % 3))};
        }
        *s = spec(ChartType::Line, QStringLiteral("order_month"), QStringLiteral("revenue"),
                  Aggregation::Sum, QStringLiteral("region"));
        s->timeBucketing = true;
        s->grain = db::TimeGrain::Month;
        return test::storeOf(aggregateColumns(true, 1, db::ValueType::Date), rows);
    }
    if (kind == u"shipping") {
        const QStringList modes = {"Shipped by express courier", "Shipped by standard post",
                                   "Picked up in store", "Shipped by freight", "Digital delivery",
                                   "Shipped internationally", "Same-day delivery"};
        for (int i = 0; i < modes.size(); ++i)
            rows << db::Row{modes[i], QVariant(1200000.0 - 120000.0 * i)};
        *s = spec(ChartType::Bar, QStringLiteral("shipping_mode"), QStringLiteral("orders"));
        s->sort = charts::SortOrder::YDescending;
        return test::storeOf(aggregateColumns(false), rows);
    }
    for (int d = 0; d < 60; ++d)
        rows << db::Row{test::isoDate(QDate(2024, 1, 1).addDays(d)), QVariant(100.0 + d % 9)};
    *s = spec(ChartType::Bar, QStringLiteral("order_day"), QStringLiteral("orders"));
    s->sort = charts::SortOrder::XAscending;
    return test::storeOf(aggregateColumns(false, 1, db::ValueType::Date), rows);
}

} // namespace

void TestChartsRender::crowdedChartsReadInFull_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("width");
    // The chart cell's width in the notebook at 1366x768 and 1920x1080.
    for (const char *kind : {"lines", "shipping", "days"}) {
        QTest::newRow(qPrintable(QStringLiteral("%1 at 1366").arg(QLatin1String(kind)))) << kind << 1000;
        QTest::newRow(qPrintable(QStringLiteral("%1 at 1920").arg(QLatin1String(kind)))) << kind << 1550;
    }
    // A notebook beside the schema and chat panels: the legend moves beside the plot.
    QTest::newRow("lines, narrow") << "lines" << 700;
}

void TestChartsRender::crowdedChartsReadInFull() {
    QFETCH(QString, kind);
    QFETCH(int, width);
    ChartSpec s;
    const std::shared_ptr<db::ResultStore> rows = crowdedRows(kind, &s);
    auto view = std::make_unique<ui::ChartView>();
    view->resize(width, 460);
    view->show();
    view->showChart(s, rows);
    QApplication::processEvents();
    // Growing the view redraws for the new width: labels are chosen for the space there is.
    view->resize(width + 300, 460);
    QApplication::processEvents();
    view->resize(width, 460);
    QTRY_COMPARE(view->drawnWidth(), width);
    QVERIFY(view->hasChart());
    QApplication::processEvents();
    const QString path =
        test::outputDir() + QStringLiteral("/charts-crowded-%1-%2.png").arg(kind).arg(width);
    QVERIFY(view->grab().save(path));
    qInfo() << "screenshot:" << path;
    QChart *chart = view->chartView()->chart();
    const QStringList cut = test::cutChartTexts(chart);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(" | "))));
    // The plot uses the width: at least two thirds of the view.
    QVERIFY2(chart->plotArea().width() > width * 0.55,
             qPrintable(QString::number(chart->plotArea().width())));
    m_views.push_back(std::move(view));
}

void TestChartsRender::otherThatDwarfsTheBarsIsSaid() {
    QList<db::Row> rows;
    for (int i = 0; i < 10; ++i)
        rows << db::Row{QStringLiteral("product %1").arg(i + 1), QVariant(90.0 - 5 * i)};
    rows << db::Row{QStringLiteral("Other"), QVariant(2400.0)};
    ChartSpec s = spec(ChartType::Bar, QStringLiteral("product"), QStringLiteral("units"));
    s.limit = 10;
    s.otherBucket = true;
    s.sort = charts::SortOrder::YDescending;
    ui::ChartView *v =
        show(s, test::storeOf(aggregateColumns(false), rows), QStringLiteral("bar-other-dwarfs"));
    QVERIFY(v->hasChart());
    QVERIFY2(v->notes().contains(QLatin1String("Other")) && v->notes().contains(QLatin1String("times")),
             qPrintable(v->notes()));
}

void TestChartsRender::valueAxisEndsNearTheData() {
    // 20.5 million at most: the axis stops at 25 million, not 40 (QtCharts' nice numbers).
    QList<db::Row> rows;
    const QStringList regions = {"North", "South", "East"};
    for (int i = 0; i < regions.size(); ++i)
        rows << db::Row{regions[i], QVariant(20.5e6 - i * 6e6)};
    ChartSpec s = spec(ChartType::Bar, QStringLiteral("region"), QStringLiteral("revenue"));
    ui::ChartView *v = show(s, test::storeOf(aggregateColumns(false), rows), QStringLiteral("bar-axis-near"));
    auto *y = qobject_cast<QValueAxis *>(v->chartView()->chart()->axes(Qt::Vertical).value(0));
    QVERIFY(y);
    QCOMPARE(y->min(), 0.0);
    QVERIFY2(y->max() >= 20.5e6 && y->max() <= 25e6, qPrintable(QString::number(y->max())));
}

void TestChartsRender::periodsStandSideBySide() {
    // "compare revenue by region in 2024 vs 2025", as the rules chart it: one bar per year.
    QList<db::Row> source;
    const QStringList regions = {"North", "South", "East", "West", "Central"};
    for (int y : {2024, 2025}) {
        for (int r = 0; r < regions.size(); ++r)
            source << db::Row{regions[r], QString::number(y), 100000.0 * (r + 2) + (y - 2024) * 25000.0 * (r % 2 ? 1 : -1)};
    }
    charts::ResultSample sample;
    sample.columns = {{QStringLiteral("region"), QString(), db::ValueType::Text},
                      {QStringLiteral("year"), QString(), db::ValueType::Text},
                      {QStringLiteral("revenue"), QString(), db::ValueType::Real}};
    sample.rows = source;
    sample.totalRows = source.size();
    const charts::Recommendation r = charts::applyQuestion(charts::recommendChart(sample), sample,
                                                           QStringLiteral("compare revenue by region in 2024 vs 2025"));
    QCOMPARE(r.spec.series, QStringLiteral("year"));
    QVERIFY(!r.spec.stacked);
    ui::ChartView *v = show(r.spec, test::storeOf(aggregateColumns(true), source), QStringLiteral("bar-periods"));
    QVERIFY(v->hasChart());
    QChart *chart = v->chartView()->chart();
    QStringList legend;
    for (QLegendMarker *m : chart->legend()->markers())
        legend << m->label();
    QCOMPARE(legend, (QStringList{"2024", "2025"}));
    QVERIFY(qobject_cast<QAbstractBarSeries *>(chart->series().first()));
    QVERIFY(!qobject_cast<QStackedBarSeries *>(chart->series().first()));
}

void TestChartsRender::linesBreakAtGapsWithOneLegendEntry() {
    QList<db::Row> rows;
    for (int m = 0; m < 18; ++m) {
        if (m == 6 || m == 7)
            continue; // two months without rows
        for (const char *channel : {"web", "store"})
            rows << db::Row{test::isoDate(QDate(2023, 1, 1).addMonths(m)), QString::fromLatin1(channel),
                            QVariant(100.0 + 7 * m + qstrlen(channel))};
    }
    ChartSpec s = spec(ChartType::Line, QStringLiteral("order_month"), QStringLiteral("orders"), Aggregation::Sum,
                       QStringLiteral("channel"));
    s.timeBucketing = true;
    s.grain = db::TimeGrain::Month;
    ui::ChartView *v = show(s, test::storeOf(aggregateColumns(true, 1, db::ValueType::Date), rows),
                            QStringLiteral("line-gaps"));
    QVERIFY(v->hasChart());
    QChart *chart = v->chartView()->chart();
    QCOMPARE(chart->series().size(), 4); // two runs per channel
    int shown = 0;
    for (QLegendMarker *m : chart->legend()->markers())
        shown += m->isVisible();
    QCOMPARE(shown, 2);
    QVERIFY2(v->notes().contains(QLatin1String("Gaps")), qPrintable(v->notes()));
}

void TestChartsRender::pieNamesThatDoNotFitGoToTheLegend() {
    QList<db::Row> rows = {{QStringLiteral("Electronics and Computer Accessories"), 5400.0},
                           {QStringLiteral("Home, Garden and Outdoor Living"), 1800.0},
                           {QStringLiteral("Sports and Fitness Equipment"), 1620.0},
                           {QStringLiteral("Books"), 980.0}};
    ChartSpec s = spec(ChartType::Pie, QStringLiteral("category"), QStringLiteral("revenue"));
    ui::ChartView *v = show(s, test::storeOf(aggregateColumns(false), rows), QStringLiteral("pie-long-names"));
    QVERIFY(v->hasChart());
    QChart *chart = v->chartView()->chart();
    auto *pie = qobject_cast<QPieSeries *>(chart->series().value(0));
    QVERIFY(pie);
    // The slices show their shares; the legend names each in full.
    QCOMPARE(pie->slices().first()->label(), QStringLiteral("55.1%"));
    QStringList legend;
    for (QLegendMarker *m : chart->legend()->markers())
        legend << m->label();
    QVERIFY2(legend.first() == QStringLiteral("Electronics and Computer Accessories: 55.1%"), qPrintable(legend.join(u'|')));
    QVERIFY(test::cutChartTexts(chart).isEmpty());

    // Short names fit beside the slices.
    QList<db::Row> shortRows = {{QStringLiteral("web"), 60.0}, {QStringLiteral("store"), 40.0}};
    ui::ChartView *w = show(s, test::storeOf(aggregateColumns(false), shortRows), QStringLiteral("pie-short-names"));
    auto *p2 = qobject_cast<QPieSeries *>(w->chartView()->chart()->series().value(0));
    QCOMPARE(p2->slices().first()->label(), QStringLiteral("web: 60.0%"));
}

void TestChartsRender::shortenedLabelsLoseTheirMiddleAndShowWholeOnHover() {
    QList<db::Row> rows;
    const QStringList names = {"Average order amount per returning customer in the north region",
                               "Average order amount per returning customer in the south region",
                               "Average order amount per new customer in the east region"};
    for (int i = 0; i < names.size(); ++i)
        rows << db::Row{names[i], QVariant(300.0 - 40 * i)};
    ui::ChartView *v = show(spec(ChartType::Bar, QStringLiteral("segment"), QStringLiteral("amount")),
                            test::storeOf(aggregateColumns(false), rows), QStringLiteral("bar-elided-middle"));
    QChart *chart = v->chartView()->chart();
    auto *axis = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Vertical).value(0));
    QVERIFY(axis); // long names: horizontal bars, names on the left
    const QStringList shown = axis->categories();
    // Both ends kept, so the north and south names stay apart; the middle gives way.
    QVERIFY2(shown.contains(QStringLiteral("Average order amoun…in the north region")) ||
                 std::any_of(shown.begin(), shown.end(), [](const QString &l) { return l.startsWith(QLatin1String("Average")) && l.endsWith(QLatin1String("north region")) && l.contains(QChar(0x2026)); }),
             qPrintable(shown.join(u'|')));
    QCOMPARE(axis->property(ui::FullLabelsProperty).toStringList().size(), 3);
    // Hovering a label shows its whole name: the first category sits on top.
    const QRectF plot = chart->plotArea();
    const QPointF onPlot = chart->mapToPosition(QPointF(0, 2), chart->series().first());
    const QPointF label(plot.left() - 30, onPlot.y());
    const QPoint inView = v->chartView()->mapFromScene(chart->mapToScene(label));
    const QString tip = v->toolTipAt(v->chartView()->mapTo(v, inView));
    QCOMPARE(tip, names[0]);
}

void TestChartsRender::chartsInGerman() {
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/assay_de.qm")));
    QCoreApplication::installTranslator(&german);
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    // Monthly amounts per category, as the rules chart them: a line per category.
    QList<db::Row> source;
    for (int m = 0; m < 14; ++m) {
        for (const char *cat : {"Elektronik", "Haushalt", "Sport"})
            for (int d : {3, 17})
                source << db::Row{test::isoDate(QDate(2024, 1, d).addMonths(m)), QString::fromLatin1(cat),
                                  QVariant(1000.0 + 90 * m + qstrlen(cat) * 40)};
    }
    charts::ResultSample sample;
    sample.columns = {{QStringLiteral("date"), QString(), db::ValueType::Date},
                      {QStringLiteral("category"), QString(), db::ValueType::Text},
                      {QStringLiteral("amount"), QString(), db::ValueType::Real}};
    sample.rows = source;
    sample.totalRows = source.size();
    const charts::Recommendation r = charts::recommendChart(sample);
    const QString why = charts::chartWhy(r.spec, r.reasons.first());
    QVERIFY2(why.startsWith(QLatin1String("Warum Linien:")), qPrintable(why));
    QVERIFY2(!why.contains(QLatin1String(" is ")) && !why.contains(QLatin1String(" has ")), qPrintable(why));
    // The aggregate rows the chart cell would read: per month and category.
    QList<db::Row> rows;
    for (int m = 0; m < 14; ++m)
        for (const char *cat : {"Elektronik", "Haushalt", "Sport"})
            rows << db::Row{test::isoDate(QDate(2024, 1, 1).addMonths(m)), QString::fromLatin1(cat),
                            QVariant(2000.0 + 180 * m + qstrlen(cat) * 80)};
    ChartSpec s = r.spec;
    s.timeBucketing = true;
    s.grain = db::TimeGrain::Month;
    s.y = {{QStringLiteral("amount"), Aggregation::Sum, {}}};
    const QString title = ui::defaultChartTitle(s);
    QCOMPARE(title, QStringLiteral("Summe von amount nach date (Monat) und category"));
    ui::ChartView *v = show(s, test::storeOf(aggregateColumns(true, 1, db::ValueType::Date), rows), QStringLiteral("de-lines"));
    QVERIFY(v->hasChart());
    QVERIFY(test::cutChartTexts(v->chartView()->chart()).isEmpty());
    // A pie with German names.
    ChartSpec pie = spec(ChartType::Pie, QStringLiteral("Kategorie"), QStringLiteral("Umsatz"));
    show(pie, test::storeOf(aggregateColumns(false), {{QStringLiteral("Unterhaltungselektronik und Zubehör"), 5400.0},
                                                      {QStringLiteral("Haus und Garten"), 1800.0},
                                                      {QStringLiteral("Sport"), 900.0}}),
         QStringLiteral("de-pie"));
    QCoreApplication::removeTranslator(&german);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
}

QTEST_MAIN(TestChartsRender)
#include "tst_charts_render.moc"
