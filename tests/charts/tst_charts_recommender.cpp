// The rule-based recommender, one row of a table per rule: the result (column types and values as
// the engines deliver them) in, the chart type, axes, aggregation and options out. Each row
// names the rule it checks; every recommended spec must also be valid for its columns.

#include "chartstesthelpers.h"

#include "charts/chartrequest.h"
#include "charts/columnroles.h"
#include "charts/recommender.h"

#include <QtTest>

#include <functional>

using namespace assay;
using namespace assay::charts;
using test::column;
using db::ValueType;

namespace {

struct Expect {
    ChartType type = ChartType::Table;
    QString x;
    QString series;        // empty: none
    QString measure;       // column of the first measure; empty: count rows
    Aggregation aggregation = Aggregation::Sum;
    bool bucketed = false;
    db::TimeGrain grain = db::TimeGrain::Month;
    int limit = 0;
    bool other = false;
    bool stacked = false;
    SortOrder sort = SortOrder::Natural;
    bool checkSort = false;
    QString reasonMentions; // a word the reasons must contain
};

struct Case {
    const char *name;
    std::function<ResultSample()> result;
    Expect expect;
};

QList<db::Row> monthly(int months, const std::function<db::Row(const QDate &, int)> &row)
{
    QList<db::Row> rows;
    for (int i = 0; i < months; ++i)
        rows << row(QDate(2021, 1, 1).addMonths(i), i);
    return rows;
}

QStringList names(const char *prefix, int n)
{
    QStringList out;
    for (int i = 0; i < n; ++i)
        out << QStringLiteral("%1 %2").arg(QLatin1String(prefix)).arg(QChar(u'A' + i % 26)) + (i >= 26 ? QString::number(i) : QString());
    return out;
}

QList<Case> cases()
{
    using test::sample;
    QList<Case> c;

    // --- lines: a measure over time -------------------------------------------------------
    c << Case{"line: measure over ISO dates in text",
              [] {
                  return sample({column("month", ValueType::Text), column("revenue", ValueType::Real)},
                                monthly(24, [](const QDate &d, int i) { return db::Row{test::isoDate(d), 1000.0 + 10 * i}; }));
              },
              {ChartType::Line, "month", {}, "revenue", Aggregation::Sum, false, {}, 0, false, false, SortOrder::XAscending, true, "dates"}};
    c << Case{"line: declared DATE column, one line per region",
              [] {
                  QList<db::Row> rows;
                  for (int i = 0; i < 12; ++i)
                      for (const char *r : {"North", "South", "West"})
                          rows << db::Row{test::isoDate(QDate(2023, 1, 1).addMonths(i)), QString::fromLatin1(r), qint64(10 + i)};
                  return sample({column("first_day", ValueType::Date), column("region", ValueType::Text), column("orders", ValueType::Integer)},
                                rows);
              },
              {ChartType::Line, "first_day", "region", "orders", Aggregation::Sum, false, {}, 0, false, false, {}, false, "one line for each"}};
    c << Case{"line: too many categories for one line each: the largest seven and Other",
              [] {
                  QList<db::Row> rows;
                  const QStringList customers = names("Customer", 40);
                  for (int i = 0; i < 200; ++i)
                      rows << db::Row{test::isoDate(QDate(2023, 1, 1).addDays(i % 50)), customers[i % 40], qint64(i % 7)};
                  return sample({column("day", ValueType::Date), column("customer", ValueType::Text), column("items", ValueType::Integer)},
                                rows);
              },
              {ChartType::Line, "day", "customer", "items", Aggregation::Sum, false, {}, 0, false, false, {}, false, "added up as Other"}};
    c << Case{"line: raw daily events over years are bucketed by month",
              [] {
                  QList<db::Row> rows;
                  for (int i = 0; i < 3000; ++i)
                      rows << db::Row{test::isoDate(QDate(2019, 1, 1).addDays(i % 1500)), QStringLiteral("%1.50").arg(i % 90)};
                  return sample({column("ordered_on", ValueType::Date), column("amount", ValueType::Decimal)}, rows);
              },
              {ChartType::Line, "ordered_on", {}, "amount", Aggregation::Sum, true, db::TimeGrain::Month, 0, false, false, {}, false, "grouped by month"}};
    c << Case{"line: an average over time stays an average when bucketed",
              [] {
                  QList<db::Row> rows;
                  for (int i = 0; i < 2000; ++i)
                      rows << db::Row{QStringLiteral("%1 08:00:00").arg(test::isoDate(QDate(2024, 1, 1).addDays(i % 200))), 20.0 + i % 5};
                  return sample({column("measured_at", ValueType::DateTime), column("avg_temperature", ValueType::Real)}, rows);
              },
              {ChartType::Line, "measured_at", {}, "avg_temperature", Aggregation::Avg, true, db::TimeGrain::Week, 0, false, false, {}, false, "averaged"}};
    c << Case{"line: years stored as integers in a column named year",
              [] {
                  QList<db::Row> rows;
                  for (int y = 2010; y < 2024; ++y)
                      rows << db::Row{qint64(y), qint64(100 + y % 7)};
                  return sample({column("year", ValueType::Integer), column("visitors", ValueType::Integer)}, rows);
              },
              {ChartType::Line, "year", {}, "visitors", Aggregation::Sum, false, {}, 0, false, false, {}, false, {}}};
    c << Case{"line: no measure counts rows per instant",
              [] {
                  QList<db::Row> rows;
                  for (int i = 0; i < 60; ++i)
                      rows << db::Row{test::isoDate(QDate(2024, 1, 1).addDays(i % 20)), QStringLiteral("event")};
                  return sample({column("happened_on", ValueType::Date), column("kind", ValueType::Text)}, rows);
              },
              {ChartType::Line, "happened_on", {}, {}, Aggregation::Count, false, {}, 0, false, false, {}, false, "counts rows"}};

    // --- bars: a measure by category ------------------------------------------------------
    c << Case{"bar: eight categories sorted largest first",
              [] {
                  QList<db::Row> rows;
                  const QStringList cats = names("Dept", 8);
                  for (int i = 0; i < 8; ++i)
                      rows << db::Row{cats[i], qint64(10 * (i + 1))};
                  return sample({column("department", ValueType::Text), column("COUNT(*)", ValueType::Integer)}, rows);
              },
              {ChartType::Bar, "department", {}, "COUNT(*)", Aggregation::Sum, false, {}, 0, false, false, SortOrder::YDescending, true, "largest first"}};
    c << Case{"bar: too many categories, top N plus Other for a measure that adds up",
              [] {
                  QList<db::Row> rows;
                  const QStringList cats = names("Product", 40);
                  for (int i = 0; i < 40; ++i)
                      rows << db::Row{cats[i], i < 10 ? double(1000 - i * 7) : 8.0};
                  return sample({column("product", ValueType::Text), column("sales", ValueType::Real)}, rows);
              },
              {ChartType::Bar, "product", {}, "sales", Aggregation::Sum, false, {}, 10, true, false, SortOrder::YDescending, true, "Other"}};
    c << Case{"bar: too many categories, top N without Other for an average",
              [] {
                  QList<db::Row> rows;
                  const QStringList cats = names("Product", 40);
                  for (int i = 0; i < 40; ++i)
                      rows << db::Row{cats[i], 3.0 + (i % 5) * 0.25};
                  return sample({column("product", ValueType::Text), column("avg_rating", ValueType::Real)}, rows);
              },
              {ChartType::Bar, "product", {}, "avg_rating", Aggregation::Sum, false, {}, 10, false, false, SortOrder::YDescending, true, "left out"}};
    c << Case{"bar: averages are never a pie, even with few categories",
              [] {
                  return sample({column("pet_type", ValueType::Text), column("avg(pet_age)", ValueType::Real)},
                                {{QStringLiteral("cat"), 3.5}, {QStringLiteral("dog"), 4.25}, {QStringLiteral("bird"), 1.0}});
              },
              {ChartType::Bar, "pet_type", {}, "avg(pet_age)", Aggregation::Sum, false, {}, 0, false, false, {}, false, {}}};
    c << Case{"bar: negative values are never a pie",
              [] {
                  return sample({column("store", ValueType::Text), column("profit", ValueType::Real)},
                                {{QStringLiteral("Oslo"), 120.0}, {QStringLiteral("Bergen"), -30.0}, {QStringLiteral("Tromsø"), 45.0}});
              },
              {ChartType::Bar, "store", {}, "profit", Aggregation::Sum, false, {}, 0, false, false, {}, false, {}}};
    c << Case{"bar: repeated categories split by a second category, stacked because sums add up",
              [] {
                  QList<db::Row> rows;
                  for (const char *r : {"North", "South", "East", "West", "Centre", "Islands"})
                      for (const char *ch : {"web", "store", "phone"})
                          rows << db::Row{QString::fromLatin1(r), QString::fromLatin1(ch), QStringLiteral("%1.00").arg(qstrlen(r) * qstrlen(ch))};
                  return sample({column("region", ValueType::Text), column("channel", ValueType::Text), column("revenue", ValueType::Decimal)},
                                rows);
              },
              {ChartType::Bar, "region", "channel", "revenue", Aggregation::Sum, false, {}, 0, false, true, {}, false, "stacked"}};
    c << Case{"bar: grouped side by side when the measure does not add up",
              [] {
                  QList<db::Row> rows;
                  for (const char *r : {"North", "South", "East", "West", "Centre", "Islands"})
                      for (const char *ch : {"web", "store"})
                          rows << db::Row{QString::fromLatin1(r), QString::fromLatin1(ch), 4.5 + qstrlen(r) * 0.1};
                  return sample({column("region", ValueType::Text), column("channel", ValueType::Text), column("avg_price", ValueType::Real)},
                                rows);
              },
              {ChartType::Bar, "region", "channel", "avg_price", Aggregation::Sum, false, {}, 0, false, false, {}, false, "side by side"}};
    c << Case{"bar: raw rows per category are summed",
              [] {
                  QList<db::Row> rows;
                  for (int i = 0; i < 90; ++i)
                      rows << db::Row{names("Team", 9)[i % 9], qint64(i)};
                  return sample({column("team", ValueType::Text), column("goals", ValueType::Integer)}, rows);
              },
              {ChartType::Bar, "team", {}, "goals", Aggregation::Sum, false, {}, 0, false, false, {}, false, "summed"}};
    c << Case{"bar: month numbers are an ordered category, kept in order",
              [] {
                  QList<db::Row> rows;
                  for (int m = 1; m <= 12; ++m)
                      rows << db::Row{qint64(m), qint64(100 * m % 700)};
                  return sample({column("month", ValueType::Integer), column("orders", ValueType::Integer)}, rows);
              },
              {ChartType::Bar, "month", {}, "orders", Aggregation::Sum, false, {}, 0, false, false, SortOrder::XAscending, true, "order"}};
    c << Case{"bar: only two dates are too few for a line",
              [] {
                  return sample({column("day", ValueType::Date), column("sales", ValueType::Integer)},
                                {{QStringLiteral("2024-01-01"), qint64(3)}, {QStringLiteral("2024-01-02"), qint64(5)}});
              },
              {ChartType::Bar, "day", {}, "sales", Aggregation::Sum, false, {}, 0, false, false, {}, false, "too few"}};

    // --- pies: only parts of a whole ------------------------------------------------------
    c << Case{"bar, not pie: a count over four categories compares them unless shares are asked",
              [] {
                  return sample({column("Country", ValueType::Text), column("count(*)", ValueType::Integer)},
                                {{QStringLiteral("France"), qint64(4)}, {QStringLiteral("Netherlands"), qint64(1)},
                                 {QStringLiteral("United States"), qint64(1)}, {QStringLiteral("Japan"), qint64(2)}});
              },
              {ChartType::Bar, "Country", {}, "count(*)", Aggregation::Sum, false, {}, 0, false, false, SortOrder::YDescending, true, "largest first"}};
    c << Case{"bar: row counts of a boolean-like category with no measure",
              [] {
                  QList<db::Row> rows;
                  for (int i = 0; i < 30; ++i)
                      rows << db::Row{i % 3 ? QStringLiteral("active") : QStringLiteral("churned"), QStringLiteral("c%1").arg(i)};
                  return sample({column("status", ValueType::Text), column("customer_code", ValueType::Text)}, rows);
              },
              {ChartType::Bar, "status", {}, {}, Aggregation::Count, false, {}, 0, false, false, {}, false, "count rows"}};
    c << Case{"pie: fractions that add up to 1 are parts of a whole",
              [] {
                  return sample({column("channel", ValueType::Text), column("revenue_share", ValueType::Real)},
                                {{QStringLiteral("web"), 0.5}, {QStringLiteral("store"), 0.3}, {QStringLiteral("phone"), 0.2}});
              },
              {ChartType::Pie, "channel", {}, "revenue_share", Aggregation::Sum, false, {}, 0, false, false, SortOrder::YDescending, true, "100%"}};

    // --- calendar parts and grouped numbers: ordered dimensions ----------------------------
    c << Case{"bar: weekday names (BIN BY WEEKDAY) are time that repeats, bars in calendar order",
              [] {
                  return sample({column("day", ValueType::Text), column("COUNT(day)", ValueType::Integer)},
                                {{QStringLiteral("Fri"), qint64(4)}, {QStringLiteral("Mon"), qint64(1)},
                                 {QStringLiteral("Sat"), qint64(3)}, {QStringLiteral("Thu"), qint64(2)}, {QStringLiteral("Wed"), qint64(6)}});
              },
              {ChartType::Bar, "day", {}, "COUNT(day)", Aggregation::Sum, false, {}, 0, false, false, SortOrder::XAscending, true, "calendar order"}};
    c << Case{"bar: a number the rows were grouped by is the dimension, not a second measure",
              [] {
                  QList<db::Row> rows;
                  for (int age = 18; age < 30; ++age)
                      rows << db::Row{qint64(age), qint64(40 - age)};
                  return sample({column("age", ValueType::Integer), column("count(*)", ValueType::Integer)}, rows);
              },
              {ChartType::Bar, "age", {}, "count(*)", Aggregation::Sum, false, {}, 0, false, false, SortOrder::XAscending, true, "grouped by it"}};
    c << Case{"scatter: raw observations of two measures coloured by a category that repeats",
              [] {
                  QList<db::Row> rows;
                  for (int i = 0; i < 30; ++i)
                      rows << db::Row{QStringLiteral("type %1").arg(i % 3), 2.0 + i * 0.5, double(i % 9)};
                  return sample({column("pet_type", ValueType::Text), column("weight", ValueType::Real), column("pet_age", ValueType::Real)}, rows);
              },
              {ChartType::Scatter, "weight", "pet_type", "pet_age", Aggregation::None, false, {}, 0, false, false, {}, false, "coloured by"}};
    c << Case{"bar, not pie: too many slices",
              [] {
                  QList<db::Row> rows;
                  const QStringList cats = names("City", 9);
                  for (int i = 0; i < 9; ++i)
                      rows << db::Row{cats[i], qint64(i + 1)};
                  return sample({column("city", ValueType::Text), column("count(*)", ValueType::Integer)}, rows);
              },
              {ChartType::Bar, "city", {}, "count(*)", Aggregation::Sum, false, {}, 0, false, false, {}, false, {}}};

    // --- scatter: two measures -------------------------------------------------------------
    c << Case{"scatter: two measures and nothing to group by",
              [] {
                  QList<db::Row> rows;
                  for (int i = 0; i < 50; ++i)
                      rows << db::Row{150.0 + i, 50.0 + i * 0.6};
                  return sample({column("height", ValueType::Real), column("weight", ValueType::Real)}, rows);
              },
              {ChartType::Scatter, "height", {}, "weight", Aggregation::None, false, {}, 0, false, false, {}, false, "relate"}};
    c << Case{"scatter: two measures whose only label names every row",
              [] {
                  QList<db::Row> rows;
                  for (int i = 0; i < 60; ++i)
                      rows << db::Row{QStringLiteral("Player %1").arg(i), qint64(i % 13), double(i * 1.5)};
                  return sample({column("name", ValueType::Text), column("final_table_made", ValueType::Integer),
                                 column("earnings", ValueType::Real)},
                                rows);
              },
              {ChartType::Scatter, "final_table_made", {}, "earnings", Aggregation::None, false, {}, 0, false, false, {}, false, "names every row"}};

    // --- tables: nothing fits --------------------------------------------------------------
    c << Case{"table: no rows",
              [] { return sample({column("a", ValueType::Text), column("b", ValueType::Integer)}, {}); },
              {ChartType::Table, {}, {}, {}, Aggregation::Sum, false, {}, 0, false, false, {}, false, "no rows"}};
    c << Case{"table: a single row",
              [] { return sample({column("total", ValueType::Real), column("orders", ValueType::Integer)}, {{12.5, qint64(3)}}); },
              {ChartType::Table, {}, {}, {}, Aggregation::Sum, false, {}, 0, false, false, {}, false, "single row"}};
    c << Case{"table: distinct labels and nothing to measure",
              [] {
                  QList<db::Row> rows;
                  for (int i = 0; i < 20; ++i)
                      rows << db::Row{QStringLiteral("Name %1").arg(i), QStringLiteral("name%1@example.com").arg(i)};
                  return sample({column("name", ValueType::Text), column("email", ValueType::Text)}, rows);
              },
              {ChartType::Table, {}, {}, {}, Aggregation::Sum, false, {}, 0, false, false, {}, false, "table"}};
    c << Case{"table: a single list of numbers",
              [] {
                  QList<db::Row> rows;
                  for (int i = 0; i < 20; ++i)
                      rows << db::Row{double(i) * 1.5};
                  return sample({column("price", ValueType::Real)}, rows);
              },
              {ChartType::Table, {}, {}, {}, Aggregation::Sum, false, {}, 0, false, false, {}, false, "only column"}};
    return c;
}

} // namespace

class TestChartsRecommender : public QObject {
    Q_OBJECT
private slots:
    void rules_data();
    void rules();
    void rolesFromValuesNamesAndCatalog();
    void fromTypesAlone();
    void judgedFromASampleSaysSo();
    void theQuestionNamesOrShapesTheChart();
    void questionsAreReadInThreeLanguages_data();
    void questionsAreReadInThreeLanguages();
    void numbersStoredAsTextAreMeasures();
};

void TestChartsRecommender::rules_data()
{
    QTest::addColumn<int>("index");
    const QList<Case> all = cases();
    for (int i = 0; i < all.size(); ++i)
        QTest::newRow(all[i].name) << i;
}

void TestChartsRecommender::rules()
{
    QFETCH(int, index);
    const Case c = cases().at(index);
    const ResultSample s = c.result();
    const Recommendation r = recommendChart(s);
    const ChartSpec &spec = r.spec;
    const QString why = r.reasons.join(QLatin1Char(' '));
    const Expect &e = c.expect;
    QVERIFY2(!r.reasons.isEmpty(), "every recommendation says why");
    QCOMPARE(spec.reasons, r.reasons);
    QVERIFY2(spec.type == e.type, qPrintable(QStringLiteral("got %1: %2").arg(chartTypeKey(spec.type), why)));
    if (!e.reasonMentions.isEmpty())
        QVERIFY2(why.contains(e.reasonMentions, Qt::CaseInsensitive), qPrintable(why));
    if (e.type == ChartType::Table)
        return;
    QVERIFY2(validateSpec(spec, s.columns).isEmpty(), qPrintable(validateSpec(spec, s.columns)));
    QCOMPARE(spec.x, e.x);
    QCOMPARE(spec.series, e.series);
    QCOMPARE(spec.y.size(), 1);
    QCOMPARE(spec.y.first().column, e.measure);
    QVERIFY2(spec.y.first().aggregation == e.aggregation, qPrintable(aggregationKey(spec.y.first().aggregation) + QLatin1Char(' ') + why));
    QCOMPARE(spec.timeBucketing, e.bucketed);
    if (e.bucketed)
        QCOMPARE(db::timeGrainKey(spec.grain), db::timeGrainKey(e.grain));
    QCOMPARE(spec.limit, e.limit);
    QCOMPARE(spec.otherBucket, e.other);
    QCOMPARE(spec.stacked, e.stacked);
    if (e.checkSort)
        QCOMPARE(int(spec.sort), int(e.sort));
}

void TestChartsRecommender::rolesFromValuesNamesAndCatalog()
{
    using test::sample;
    const ResultSample s = sample({column("created", ValueType::Text), column("PetID", ValueType::Integer),
                                   column("avg(pet_age)", ValueType::Unknown), column("amount_eur", ValueType::Decimal),
                                   column("store_code", ValueType::Integer), column("fiscal_year", ValueType::Integer),
                                   column("label", ValueType::Text)},
                                  {{QStringLiteral("2024-03-01 10:00:00"), qint64(1), 2.5, QStringLiteral("10.50"), qint64(7), qint64(2021),
                                    QStringLiteral("x")},
                                   {QStringLiteral("2024-03-02T11:30:00Z"), qint64(2), 3.0, QStringLiteral("-3.25"), qint64(8), qint64(2022),
                                    QStringLiteral("y")},
                                   {QStringLiteral("2024-03-05"), qint64(3), 1.0, QStringLiteral("4"), qint64(7), qint64(2023), QStringLiteral("x")}});
    RoleHints hints;
    hints.keyColumns.insert(QStringLiteral("store_code"));
    const QList<ColumnProfile> p = profileColumns(s, hints);
    QCOMPARE(int(p[0].role), int(ColumnRole::Temporal));
    QCOMPARE(int(p[1].role), int(ColumnRole::Identifier));
    QCOMPARE(int(p[2].role), int(ColumnRole::Quantitative));
    QCOMPARE(int(p[2].additivity), int(Additivity::NotAdditive));
    QCOMPARE(int(p[3].role), int(ColumnRole::Quantitative)); // decimals arrive as text
    QVERIFY(!p[3].nonNegative);
    QCOMPARE(p[3].unit, QStringLiteral("EUR"));
    QCOMPARE(p[3].min, -3.25);
    QCOMPARE(int(p[4].role), int(ColumnRole::Identifier)); // a key by the catalog
    QCOMPARE(int(p[5].role), int(ColumnRole::Temporal));
    QCOMPARE(int(p[5].temporal), int(TemporalKind::Year));
    QCOMPARE(int(p[6].role), int(ColumnRole::Categorical));
    QCOMPARE(p[6].distinct, 2);
}

void TestChartsRecommender::fromTypesAlone()
{
    const QList<db::ResultColumn> dated = {column("order_id", ValueType::Integer), column("ordered_at", ValueType::DateTime),
                                           column("amount", ValueType::Decimal)};
    Recommendation r = recommendFromTypes(dated);
    QCOMPARE(int(r.spec.type), int(ChartType::Line));
    QCOMPARE(r.spec.x, QStringLiteral("ordered_at"));
    QCOMPARE(r.spec.y.first().column, QStringLiteral("amount")); // not the id
    QVERIFY(r.spec.timeBucketing);
    QVERIFY(r.reasons.join(u' ').contains(QLatin1String("types only")));
    QVERIFY(validateSpec(r.spec, dated).isEmpty());

    // Two plain numbers are two measures (a scatter, as with values); a plain number beside an
    // aggregate is what the rows were grouped by (bars along it).
    const QList<db::ResultColumn> numbers = {column("a", ValueType::Integer), column("b", ValueType::Real)};
    QCOMPARE(int(recommendFromTypes(numbers).spec.type), int(ChartType::Scatter));
    const QList<db::ResultColumn> grouped = {column("age", ValueType::Integer), column("count(*)", ValueType::Integer)};
    QCOMPARE(int(recommendFromTypes(grouped).spec.type), int(ChartType::Bar));
    QCOMPARE(recommendFromTypes(grouped).spec.x, QStringLiteral("age"));
}

void TestChartsRecommender::judgedFromASampleSaysSo()
{
    ResultSample s = test::sample({column("department", ValueType::Text), column("sales", ValueType::Real)},
                                  {{QStringLiteral("a"), 1.0}, {QStringLiteral("b"), 2.0}, {QStringLiteral("c"), 3.0}});
    s.totalRows = 1'000'000;
    const Recommendation r = recommendChart(s);
    QVERIFY(r.reasons.join(u' ').contains(QLocale().toString(1'000'000)));
    // The sample is not the whole result: three categories in it prove nothing about a pie.
    QCOMPARE(int(r.spec.type), int(ChartType::Bar));
}

void TestChartsRecommender::theQuestionNamesOrShapesTheChart()
{
    QCOMPARE(requestedChartType(QStringLiteral("Show it in a pie chart")), std::optional<ChartType>(ChartType::Pie));
    QCOMPARE(requestedChartType(QStringLiteral("Visualize with a bar chart, sorted")), std::optional<ChartType>(ChartType::Bar));
    QCOMPARE(requestedChartType(QStringLiteral("plot a line graph of sales per year")), std::optional<ChartType>(ChartType::Line));
    QCOMPARE(requestedChartType(QStringLiteral("Return a scatter of price and weight")), std::optional<ChartType>(ChartType::Scatter));
    QVERIFY(!requestedChartType(QStringLiteral("Revenue by region, pipeline stage and airline")));
    QVERIFY(asksForShares(QStringLiteral("What share of orders comes from each country?")));
    QVERIFY(asksForShares(QStringLiteral("the proportion of customers by status")));
    QVERIFY(!asksForShares(QStringLiteral("How many customers are in each country?")));

    // Four countries and a count: from the data alone, bars compare them.
    const ResultSample countries = test::sample({column("Country", ValueType::Text), column("count(*)", ValueType::Integer)},
                                                {{QStringLiteral("France"), qint64(4)}, {QStringLiteral("Netherlands"), qint64(1)},
                                                 {QStringLiteral("United States"), qint64(1)}, {QStringLiteral("Japan"), qint64(2)}});
    const Recommendation rules = recommendChart(countries);
    QCOMPARE(int(rules.spec.type), int(ChartType::Bar));
    // No question (a click in the notebook): unchanged.
    QCOMPARE(int(applyQuestion(rules, countries, {}).spec.type), int(ChartType::Bar));
    // A question about shares, in any of the three languages, makes it a pie and says why.
    for (const char *q : {"What share of customers is in each country?", "Wie groß ist der Anteil der Kunden je Land?",
                          "各国客户的占比是多少？"}) {
        const Recommendation shares = applyQuestion(rules, countries, QString::fromUtf8(q));
        QVERIFY2(shares.spec.type == ChartType::Pie, q);
        QVERIFY2(shares.reasons.join(u' ').contains(QLatin1String("shares")), q);
        QVERIFY(validateSpec(shares.spec, countries.columns).isEmpty());
    }
    const Recommendation counted = applyQuestion(rules, countries, QStringLiteral("Which country has the most customers?"));
    QCOMPARE(int(counted.spec.type), int(ChartType::Bar));
    QVERIFY(counted.reasons.join(u' ').contains(QLatin1String("comparison")));
    // A named type wins when the columns allow it, and the reason says it was asked for.
    const Recommendation line = applyQuestion(rules, countries, QStringLiteral("Customers per country as a line chart"));
    QCOMPARE(int(line.spec.type), int(ChartType::Line));
    QVERIFY(line.reasons.first().contains(QLatin1String("line chart")));
    QVERIFY(validateSpec(line.spec, countries.columns).isEmpty());
    QCOMPARE(int(applyQuestion(rules, countries, QStringLiteral("Zeige die Kunden je Land als Kreisdiagramm")).spec.type), int(ChartType::Pie));
    // A scatter needs two numbers: a request it cannot honour keeps bars, and says why.
    const Recommendation scatter = applyQuestion(rules, countries, QStringLiteral("customers per country as a scatter plot"));
    QCOMPARE(int(scatter.spec.type), int(ChartType::Bar));
    QVERIFY(scatter.reasons.first().contains(QLatin1String("cannot draw")));

    // A share question over values that go negative, or over too many parts: bars, with the reason.
    const ResultSample losses = test::sample({column("store", ValueType::Text), column("profit", ValueType::Real)},
                                             {{QStringLiteral("Oslo"), 120.0}, {QStringLiteral("Bergen"), -30.0}, {QStringLiteral("Tromsø"), 45.0}});
    const Recommendation negative = applyQuestion(recommendChart(losses), losses, QStringLiteral("What share of profit does each store make?"));
    QCOMPARE(int(negative.spec.type), int(ChartType::Bar));
    QVERIFY(negative.reasons.join(u' ').contains(QLatin1String("negative")));
    QList<db::Row> many;
    for (int i = 0; i < 12; ++i)
        many << db::Row{QStringLiteral("region %1").arg(i), qint64(10 + i)};
    const ResultSample regions = test::sample({column("region", ValueType::Text), column("orders", ValueType::Integer)}, many);
    const Recommendation tooMany = applyQuestion(recommendChart(regions), regions, QStringLiteral("share of orders per region"));
    QCOMPARE(int(tooMany.spec.type), int(ChartType::Bar));
    QVERIFY(tooMany.reasons.join(u' ').contains(QLatin1String("too many slices")));

    // "What share of revenue comes from each category": a pie of the revenue, never a scatter
    // of the share against the revenue it was computed from.
    const ResultSample categories = test::sample(
        {column("category", ValueType::Text), column("revenue", ValueType::Real), column("share_pct", ValueType::Real)},
        {{QStringLiteral("Books"), 500.0, 50.0}, {QStringLiteral("Games"), 300.0, 30.0}, {QStringLiteral("Music"), 200.0, 20.0}});
    const Recommendation share = applyQuestion(recommendChart(categories), categories,
                                               QStringLiteral("what share of revenue comes from each product category"));
    QCOMPARE(int(share.spec.type), int(ChartType::Pie));
    QCOMPARE(share.spec.y.first().column, QStringLiteral("revenue"));
}

void TestChartsRecommender::questionsAreReadInThreeLanguages_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<int>("intent");
    QTest::addColumn<int>("requested"); // -1: none
    QTest::newRow("en trend") << "How did revenue develop over time?" << int(ChartIntent::Trend) << -1;
    QTest::newRow("de trend") << "Wie ist die Entwicklung des Umsatzes?" << int(ChartIntent::Trend) << -1;
    QTest::newRow("zh trend") << "销售额的趋势如何" << int(ChartIntent::Trend) << -1;
    QTest::newRow("en share") << "What percentage of orders is returned?" << int(ChartIntent::Share) << -1;
    QTest::newRow("de share") << "Prozentuale Aufteilung nach Kanal" << int(ChartIntent::Share) << -1;
    QTest::newRow("zh share") << "各渠道的比例" << int(ChartIntent::Share) << -1;
    QTest::newRow("en compare") << "Compare sales across regions" << int(ChartIntent::Compare) << -1;
    QTest::newRow("de compare") << "Vergleich der Regionen" << int(ChartIntent::Compare) << -1;
    QTest::newRow("zh compare") << "对比各地区销售额" << int(ChartIntent::Compare) << -1;
    QTest::newRow("en distribution") << "the distribution of orders by status" << int(ChartIntent::Distribution) << -1;
    QTest::newRow("de distribution") << "Verteilung der Bestellungen" << int(ChartIntent::Distribution) << -1;
    QTest::newRow("zh distribution") << "订单状态分布" << int(ChartIntent::Distribution) << -1;
    QTest::newRow("en relationship") << "Is price correlated with weight?" << int(ChartIntent::Relationship) << -1;
    QTest::newRow("de relationship") << "Zusammenhang zwischen Preis und Gewicht" << int(ChartIntent::Relationship) << -1;
    QTest::newRow("zh relationship") << "价格和重量的关系" << int(ChartIntent::Relationship) << -1;
    QTest::newRow("de pie") << "als Tortendiagramm" << int(ChartIntent::None) << int(ChartType::Pie);
    QTest::newRow("zh bar") << "用柱状图显示" << int(ChartIntent::None) << int(ChartType::Bar);
    QTest::newRow("zh line") << "画折线图" << int(ChartIntent::None) << int(ChartType::Line);
    QTest::newRow("de scatter") << "ein Streudiagramm bitte" << int(ChartIntent::None) << int(ChartType::Scatter);
    QTest::newRow("nothing") << "How many customers are in each country?" << int(ChartIntent::None) << -1;
}

void TestChartsRecommender::questionsAreReadInThreeLanguages()
{
    QFETCH(QString, question);
    QFETCH(int, intent);
    QFETCH(int, requested);
    const QuestionReading r = readQuestion(question);
    QCOMPARE(int(r.intent), intent);
    QCOMPARE(r.requested ? int(*r.requested) : -1, requested);
}

void TestChartsRecommender::numbersStoredAsTextAreMeasures()
{
    // SQLite columns declared TEXT and CSV imports hold numbers as text: they are measures,
    // unless they read as codes (zero-padded, or named like a zip, phone or order number).
    const ResultSample s = test::sample(
        {column("region", ValueType::Text), column("revenue", ValueType::Text), column("zip", ValueType::Text),
         column("postal_code", ValueType::Text), column("order_number", ValueType::Text), column("number_of_orders", ValueType::Text)},
        {{QStringLiteral("North"), QStringLiteral("1200.5"), QStringLiteral("01234"), QStringLiteral("75001"), QStringLiteral("5001"), QStringLiteral("12")},
         {QStringLiteral("South"), QStringLiteral("800"), QStringLiteral("02111"), QStringLiteral("10115"), QStringLiteral("5002"), QStringLiteral("7")},
         {QStringLiteral("East"), QStringLiteral("430"), QStringLiteral("90210"), QStringLiteral("20095"), QStringLiteral("5003"), QStringLiteral("3")}});
    const QList<ColumnProfile> p = profileColumns(s);
    QCOMPARE(int(p[1].role), int(ColumnRole::Quantitative));
    QCOMPARE(p[1].max, 1200.5);
    QVERIFY(p[2].role != ColumnRole::Quantitative); // zero-padded: a code
    QVERIFY(p[3].role != ColumnRole::Quantitative); // named like a code
    QVERIFY(p[4].role != ColumnRole::Quantitative);
    QCOMPARE(int(p[5].role), int(ColumnRole::Quantitative)); // a count, whatever its type

    const ResultSample two = test::sample({column("region", ValueType::Text), column("revenue", ValueType::Text)},
                                          {{QStringLiteral("North"), QStringLiteral("1200.5")}, {QStringLiteral("South"), QStringLiteral("800")},
                                           {QStringLiteral("East"), QStringLiteral("430")}, {QStringLiteral("West"), QStringLiteral("-20")}});
    const Recommendation r = recommendChart(two);
    QCOMPARE(int(r.spec.type), int(ChartType::Bar));
    QCOMPARE(r.spec.x, QStringLiteral("region"));
    QCOMPARE(r.spec.y.first().column, QStringLiteral("revenue"));
    QVERIFY(r.spec.y.first().fromText); // the chart query converts before it sums
    QVERIFY(validateSpec(r.spec, two.columns).isEmpty());
    QCOMPARE(ChartSpec::fromJson(r.spec.toJson()), r.spec);
}

QTEST_GUILESS_MAIN(TestChartsRecommender)
#include "tst_charts_recommender.moc"
