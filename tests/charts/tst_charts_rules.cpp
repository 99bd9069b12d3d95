// The recommender's rules by shape of result, as a table: columns and values in, chart type,
// encoding and reasons out; plus a property test over random results (every spec the rules
// choose runs as a chart query) and the catalog's keys as evidence. (tst_charts_recommender
// covers the rules per column role and the types-only path.)

#include "chartstestdata.h"

#include "charts/recommender.h"

#include <QtTest>

using namespace assay;
using charts::ResultSample;

Q_DECLARE_METATYPE(assay::charts::ResultSample)

namespace {

QList<db::Row> monthly(int months, const QStringList &regions) {
    QList<db::Row> rows;
    for (int m = 0; m < months; ++m) {
        for (const QString &r : regions) {
            db::Row row{test::isoDate(QDate(2021, 1, 1).addMonths(m))};
            if (!r.isEmpty())
                row << r;
            row << QVariant(1000.0 + 37 * m + r.size());
            rows << row;
        }
    }
    return rows;
}

QList<db::Row> categories(int count, std::function<QVariant(int)> value) {
    QList<db::Row> rows;
    for (int i = 0; i < count; ++i)
        rows << db::Row{QStringLiteral("item %1").arg(i, 2, 10, QLatin1Char('0')), value(i)};
    return rows;
}

} // namespace

class TestChartsRules : public QObject {
    Q_OBJECT
private slots:
    void rules_data();
    void rules();
    void specsAreAlwaysValid();
    void catalogKeysMakeIdentifiers();
    void reasonsTravelWithTheSpec();
};

void TestChartsRules::rules_data() {
    QTest::addColumn<ResultSample>("sample");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("x");
    QTest::addColumn<QString>("y"); // measure column, empty for a row count
    QTest::addColumn<QString>("agg");
    QTest::addColumn<QString>("series");
    QTest::addColumn<QString>(
        "extra"); // ;-separated: bucket=<grain>, limit=<n>, other, stacked, sort=<key>
    QTest::addColumn<QString>("reason"); // a phrase one of the reasons contains

    QTest::newRow("measure over dates: line")
        << test::sampleOf({"order_date:date", "revenue:real"}, monthly(24, {QString()})) << "line"
        << "order_date"
        << "revenue"
        << "sum"
        << ""
        << "sort=x-asc"
        << "holds dates";
    QTest::newRow("low-cardinality category splits the line")
        << test::sampleOf({"month:date", "region:text", "revenue:real"},
                          monthly(12, {"north", "south", "east"}))
        << "line"
        << "month"
        << "revenue"
        << "sum"
        << "region"
        << ""
        << "one line for each";
    {
        QList<db::Row> events;
        QRandomGenerator rng(7);
        for (int i = 0; i < 600; ++i)
            events << db::Row{QDateTime(QDate(2020, 1, 1), QTime(0, 0), Qt::UTC)
                                  .addSecs(qint64(rng.bounded(3 * 365 * 86400)))
                                  .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
                              QVariant(double(rng.bounded(500)) / 3.0)};
        QTest::newRow("raw events are bucketed by month")
            << test::sampleOf({"created_at:datetime", "amount:real"}, events) << "line"
            << "created_at"
            << "amount"
            << "sum"
            << ""
            << "bucket=month"
            << "grouped by month";
        QList<db::Row> onlyTimes;
        for (const db::Row &r : std::as_const(events))
            onlyTimes << db::Row{r[0]};
        QTest::newRow("dates and no measure: count per period")
            << test::sampleOf({"created_at:datetime"}, onlyTimes) << "line"
            << "created_at"
            << ""
            << "count"
            << ""
            << "bucket=month"
            << "counts rows";
    }
    {
        QList<db::Row> years;
        for (int y = 2012; y <= 2022; ++y)
            years << db::Row{qint64(y), QVariant(qint64(100 + (y - 2012) * 7))};
        QTest::newRow("years stored as integers are time")
            << test::sampleOf({"year:int", "sales:int"}, years) << "line"
            << "year"
            << "sales"
            << "sum"
            << ""
            << ""
            << "holds dates";
    }
    QTest::newRow("measure by category: sorted bars")
        << test::sampleOf({"region:text", "revenue:real"},
                          categories(7, [](int i) { return QVariant(100.0 * (i + 1)); }))
        << "bar"
        << "region"
        << "revenue"
        << "sum"
        << ""
        << "sort=y-desc"
        << "largest first";
    QTest::newRow("counts over few categories, no question: bars, not a pie")
        << test::sampleOf({"status:text", "orders:int"},
                          categories(4, [](int i) { return QVariant(qint64(10 + i)); }))
        << "bar"
        << "status"
        << "orders"
        << "sum"
        << ""
        << "sort=y-desc"
        << "largest first";
    QTest::newRow("percentages that add up to 100: a pie")
        << test::sampleOf({"status:text", "share_pct:real"},
                          categories(4, [](int i) { return QVariant(10.0 + 10 * i); }))
        << "pie"
        << "status"
        << "share_pct"
        << "sum"
        << ""
        << "sort=y-desc"
        << "adds up to a whole";
    QTest::newRow("averages are no parts of a whole: bars")
        << test::sampleOf({"category:text", "avg(price):unknown"},
                          categories(4, [](int i) { return QVariant(9.5 + i); }))
        << "bar"
        << "category"
        << "avg(price)"
        << "sum"
        << ""
        << ""
        << "drawn as it is";
    QTest::newRow("negative values: no pie")
        << test::sampleOf({"segment:text", "profit:real"},
                          categories(4, [](int i) { return QVariant(i == 2 ? -40.0 : 100.0 + i); }))
        << "bar"
        << "segment"
        << "profit"
        << "sum"
        << ""
        << ""
        << "bars compare";
    QTest::newRow("many categories: top N plus Other")
        << test::sampleOf({"product:text", "amount:real"},
                          categories(50, [](int i) { return QVariant(i < 10 ? 1000.0 - i : 10.0); }))
        << "bar"
        << "product"
        << "amount"
        << "sum"
        << ""
        << "limit=10;other;sort=y-desc"
        << "added up as Other";
    QTest::newRow("a long tail: Other would dwarf the bars, so it is left out")
        << test::sampleOf({"product:text", "amount:real"},
                          categories(50, [](int i) { return QVariant(1000.0 - i); }))
        << "bar"
        << "product"
        << "amount"
        << "sum"
        << ""
        << "limit=10;sort=y-desc"
        << "would dwarf";
    QTest::newRow("many categories of an average: top N without Other")
        << test::sampleOf({"product:text", "avg_score:real"},
                          categories(50, [](int i) { return QVariant(5.0 - i / 20.0); }))
        << "bar"
        << "product"
        << "avg_score"
        << "sum"
        << ""
        << "limit=10"
        << "cannot be added up";
    {
        QList<db::Row> rows;
        for (const char *cat : {"tents", "boots", "jackets", "stoves", "packs"}) {
            for (const char *channel : {"web", "store", "mobile"})
                rows << db::Row{QString::fromLatin1(cat), QString::fromLatin1(channel),
                                QVariant(100.0 + qstrlen(cat) * qstrlen(channel))};
        }
        QTest::newRow("second category: stacked bars")
            << test::sampleOf({"category:text", "channel:text", "amount:real"}, rows) << "bar"
            << "category"
            << "amount"
            << "sum"
            << "channel"
            << "stacked"
            << "stacked by channel";
        QList<db::Row> ratings;
        for (const db::Row &r : std::as_const(rows))
            ratings << db::Row{r[0], r[1], QVariant(1.0 + r[2].toDouble() / 100.0)};
        QTest::newRow("second category of a rating: grouped bars")
            << test::sampleOf({"category:text", "channel:text", "rating:real"}, ratings) << "bar"
            << "category"
            << "rating"
            << "sum"
            << "channel"
            << ""
            << "bars side by side";
    }
    {
        QList<db::Row> rows;
        for (int i = 0; i < 30; ++i)
            rows << db::Row{QVariant(150.0 + i * 1.5), QVariant(50.0 + i * 0.9 + (i % 4))};
        QTest::newRow("two measures: scatter")
            << test::sampleOf({"height:real", "weight:real"}, rows) << "scatter"
            << "height"
            << "weight"
            << "none"
            << ""
            << ""
            << "how they relate";
        QList<db::Row> named;
        for (int i = 0; i < 40; ++i)
            named << db::Row{QStringLiteral("player %1").arg(i), QVariant(qint64(i % 9)),
                             QVariant(qint64(40 - i))};
        QTest::newRow("labels and two measures: scatter")
            << test::sampleOf({"name:text", "final_tables:int", "best_finish:int"}, named)
            << "scatter"
            << "final_tables"
            << "best_finish"
            << "none"
            << ""
            << ""
            << "names every row";
    }
    QTest::newRow("identifier and a measure: one bar each")
        << test::sampleOf({"PetID:int", "weight:real"},
                          {{qint64(2001), 12.0}, {qint64(2002), 13.4}, {qint64(2003), 9.3}})
        << "bar"
        << "PetID"
        << "weight"
        << "sum"
        << ""
        << ""
        << "identifies each row";
    {
        QList<db::Row> months;
        for (int m = 1; m <= 12; ++m)
            months << db::Row{qint64(m), QVariant(100.0 * m)};
        QTest::newRow("month numbers keep their order")
            << test::sampleOf({"month:int", "sales:real"}, months) << "bar"
            << "month"
            << "sales"
            << "sum"
            << ""
            << "sort=x-asc"
            << "keep the order";
    }
    QTest::newRow("one row: table")
        << test::sampleOf({"revenue:real", "orders:int"}, {{1234.5, qint64(17)}}) << "table"
        << ""
        << ""
        << ""
        << ""
        << ""
        << "single row";
    QTest::newRow("no rows: table")
        << test::sampleOf({"region:text", "revenue:real"}, {}) << "table"
        << ""
        << ""
        << ""
        << ""
        << ""
        << "no rows";
    QTest::newRow("distinct names only: table")
        << test::sampleOf(
               {"name:text"},
               {{QStringLiteral("Ada")}, {QStringLiteral("Grace")}, {QStringLiteral("Edsger")}})
        << "table"
        << ""
        << ""
        << ""
        << ""
        << ""
        << "nothing to measure";
}

void TestChartsRules::rules() {
    QFETCH(ResultSample, sample);
    QFETCH(QString, type);
    QFETCH(QString, x);
    QFETCH(QString, y);
    QFETCH(QString, agg);
    QFETCH(QString, series);
    QFETCH(QString, extra);
    QFETCH(QString, reason);

    const charts::Recommendation r = charts::recommendChart(sample);
    const QString why = r.reasons.join(QStringLiteral(" | "));
    QVERIFY2(!r.reasons.isEmpty(), "every recommendation says why");
    QCOMPARE(charts::chartTypeKey(r.spec.type), type);
    QVERIFY2(why.contains(reason), qPrintable(why));
    if (type == u"table")
        return;
    QCOMPARE(r.spec.x, x);
    QCOMPARE(r.spec.y.size(), 1);
    QCOMPARE(r.spec.y.first().column, y);
    QCOMPARE(charts::aggregationKey(r.spec.y.first().aggregation), agg);
    QCOMPARE(r.spec.series, series);
    const QStringList flags = extra.split(u';', Qt::SkipEmptyParts);
    for (const QString &flag : flags) {
        if (flag.startsWith(QLatin1String("bucket="))) {
            QVERIFY2(r.spec.timeBucketing, qPrintable(why));
            QCOMPARE(db::timeGrainKey(r.spec.grain), flag.mid(7));
        } else if (flag.startsWith(QLatin1String("limit="))) {
            QCOMPARE(r.spec.limit, flag.mid(6).toInt());
        } else if (flag.startsWith(QLatin1String("sort="))) {
            static const char *sorts[] = {"natural", "x-asc", "x-desc", "y-asc", "y-desc"};
            QCOMPARE(QString::fromLatin1(sorts[int(r.spec.sort)]), flag.mid(5));
        } else if (flag == u"other") {
            QVERIFY(r.spec.otherBucket);
        } else if (flag == u"stacked") {
            QVERIFY(r.spec.stacked);
        } else {
            QFAIL(qPrintable(QStringLiteral("unknown flag %1").arg(flag)));
        }
    }
    QCOMPARE(r.spec.otherBucket, flags.contains(QStringLiteral("other")));
    QCOMPARE(r.spec.stacked, flags.contains(QStringLiteral("stacked")));
    QCOMPARE(r.spec.timeBucketing, extra.contains(QLatin1String("bucket=")));
}

void TestChartsRules::specsAreAlwaysValid() {
    // Random results of every shape: whatever the rules choose must run as a chart query.
    QRandomGenerator rng(20240611);
    const QStringList types = {"int", "real", "text", "date", "unknown", "bool"};
    for (int round = 0; round < 400; ++round) {
        QStringList columns;
        const int ncols = 1 + int(rng.bounded(4));
        for (int c = 0; c < ncols; ++c)
            columns << QStringLiteral("c%1:%2").arg(c).arg(types[rng.bounded(int(types.size()))]);
        const QList<db::ResultColumn> cols = test::columnsOf(columns);
        QList<db::Row> rows;
        const int nrows = int(rng.bounded(60));
        const int cardinality = 1 + int(rng.bounded(40));
        for (int r = 0; r < nrows; ++r) {
            db::Row row;
            for (const db::ResultColumn &c : cols) {
                const int k = int(rng.bounded(cardinality));
                if (rng.bounded(20) == 0)
                    row << QVariant();
                else if (c.type == db::ValueType::Integer)
                    row << QVariant(qint64(k) - 3);
                else if (c.type == db::ValueType::Real || c.type == db::ValueType::Unknown)
                    row << QVariant(rng.generateDouble() * 1000 - 100);
                else if (c.type == db::ValueType::Date)
                    row << QVariant(test::isoDate(QDate(2020, 1, 1).addDays(k * 17)));
                else if (c.type == db::ValueType::Boolean)
                    row << QVariant(qint64(k % 2));
                else
                    row << QVariant(QStringLiteral("v%1").arg(k));
            }
            rows << row;
        }
        const charts::Recommendation r = charts::recommendChart(test::sampleOf(columns, rows));
        QVERIFY2(!r.reasons.isEmpty(), qPrintable(columns.join(u',')));
        if (r.spec.type != charts::ChartType::Table)
            QVERIFY2(charts::validateSpec(r.spec, cols).isEmpty(),
                     qPrintable(columns.join(u',') + QStringLiteral(": ") +
                                charts::validateSpec(r.spec, cols)));
    }
}

void TestChartsRules::catalogKeysMakeIdentifiers() {
    // "stuid" says nothing by its name; the catalog says it is a key, so it labels bars instead
    // of being plotted against age.
    const ResultSample s = test::sampleOf(
        {"stuid:int", "age:int"},
        {{qint64(1001), qint64(18)}, {qint64(1002), qint64(19)}, {qint64(1003), qint64(21)}});
    QCOMPARE(charts::recommendChart(s).spec.type, charts::ChartType::Scatter);
    charts::RoleHints hints;
    hints.keyColumns.insert(QStringLiteral("stuid"));
    const charts::Recommendation r = charts::recommendChart(s, {}, hints);
    QCOMPARE(r.spec.type, charts::ChartType::Bar);
    QCOMPARE(r.spec.x, QStringLiteral("stuid"));
    QCOMPARE(r.columns.first().role, charts::ColumnRole::Identifier);
}

void TestChartsRules::reasonsTravelWithTheSpec() {
    const ResultSample s = test::sampleOf({"region:text", "revenue:real"},
                                          categories(7, [](int i) { return QVariant(10.0 * i); }));
    const charts::Recommendation r = charts::recommendChart(s);
    QCOMPARE(r.spec.reasons, r.reasons);
    // Saved with the notebook and read back.
    QCOMPARE(charts::ChartSpec::fromJson(r.spec.toJson()), r.spec);
}

QTEST_GUILESS_MAIN(TestChartsRules)
#include "tst_charts_rules.moc"
