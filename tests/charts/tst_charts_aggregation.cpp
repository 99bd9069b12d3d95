// The chart's aggregate query on real engines (SQLite always; PostgreSQL and MariaDB from the
// test servers): top N with an "Other" category, sorts, series, time buckets. The same specs are
// computed in memory (insights use that path) and both must agree row for row.

#include "chartstestdata.h"
#include "testsupport.h"

#include "charts/aggregationquery.h"
#include "charts/memoryaggregate.h"
#include "charts/recommender.h"
#include "charts/temporal.h"
#include "db/connection.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace assay;
using charts::Aggregation;
using charts::ChartSpec;
using charts::ChartType;
using charts::SortOrder;

Q_DECLARE_METATYPE(assay::charts::ChartSpec)

namespace {

struct Fixture {
    QList<db::ResultColumn> columns;
    QList<db::Row> rows;
};

// 800 sales over 30 products, 3 channels and two years; deterministic.
Fixture sales() {
    Fixture f;
    f.columns = test::columnsOf({"product:text", "channel:text", "amount:real", "day:date"});
    QRandomGenerator rng(99);
    for (int i = 0; i < 800; ++i) {
        const int p = int(rng.bounded(30));
        f.rows << db::Row{QStringLiteral("product %1").arg(p, 2, 10, QLatin1Char('0')),
                          QString::fromLatin1(i % 3 == 0   ? "web"
                                              : i % 3 == 1 ? "store"
                                                           : "mobile"),
                          QVariant(double(10 + p * 3 + int(rng.bounded(50)))),
                          test::isoDate(QDate(2022, 1, 1).addDays(int(rng.bounded(730))))};
    }
    return f;
}

QString sqlValue(const QVariant &v, const db::Dialect &d) {
    if (v.typeId() == QMetaType::QString)
        return d.stringLiteral(v.toString());
    return v.toString();
}

bool sameX(const QVariant &a, const QVariant &b) {
    const auto ta = charts::parseTemporal(a), tb = charts::parseTemporal(b);
    if (ta && tb)
        return *ta == *tb;
    return a.toString() == b.toString();
}

} // namespace

class TestChartsAggregation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void sqlAndMemoryAgree_data();
    void sqlAndMemoryAgree();
    void otherRequiresARollUp();
    void textNumbersAggregateAsNumbers_data();
    void textNumbersAggregateAsNumbers();

private:
    std::unique_ptr<db::Connection> open(const QString &engine);
    QTemporaryDir m_dir;
    Fixture m_sales;
};

std::unique_ptr<db::Connection> TestChartsAggregation::open(const QString &engine) {
    db::ConnectionConfig config;
    QString password;
    if (engine == u"sqlite") {
        config.engine = db::Engine::SQLite;
        config.filePath = m_dir.filePath(QStringLiteral("charts.sqlite"));
    } else {
        const auto login = engine == u"postgresql" ? test::postgres() : test::mysql();
        if (!login)
            return nullptr;
        config = login->config;
        password = login->password;
    }
    auto c = db::createConnection(config);
    if (!c || !c->open(password).isNull())
        return nullptr;
    return c;
}

void TestChartsAggregation::initTestCase() {
    m_sales = sales();
    QFile(m_dir.filePath(QStringLiteral("charts.sqlite")))
        .open(QIODevice::WriteOnly); // SQLite opens existing files only
    for (const QString &engine :
         {QStringLiteral("sqlite"), QStringLiteral("postgresql"), QStringLiteral("mysql")}) {
        auto c = open(engine);
        if (!c)
            continue;
        const db::Dialect &d = c->dialect();
        QList<db::Row> ignored;
        c->query(QStringLiteral("DROP TABLE IF EXISTS chart_sales"), &ignored);
        QVERIFY(c->query(QStringLiteral("CREATE TABLE chart_sales (product VARCHAR(20), channel "
                                        "VARCHAR(10), amount %1, day DATE)")
                             .arg(engine == u"postgresql" ? QStringLiteral("DOUBLE PRECISION")
                                                          : QStringLiteral("DOUBLE")),
                         &ignored)
                    .ok());
        // One INSERT per 100 rows keeps it quick everywhere.
        for (int start = 0; start < m_sales.rows.size(); start += 100) {
            QStringList values;
            for (int i = start; i < std::min<int>(start + 100, m_sales.rows.size()); ++i) {
                const db::Row &r = m_sales.rows[i];
                values << QStringLiteral("(%1, %2, %3, %4)")
                              .arg(sqlValue(r[0], d), sqlValue(r[1], d), r[2].toString(),
                                   d.dateLiteral(r[3].toString()));
            }
            const db::ExecSummary s = c->query(
                QStringLiteral("INSERT INTO chart_sales VALUES ") + values.join(u','), &ignored);
            QVERIFY2(s.ok(), qPrintable(s.error.displayText()));
        }
    }
}

void TestChartsAggregation::textNumbersAggregateAsNumbers_data() {
    QTest::addColumn<QString>("engine");
    for (const char *e : {"sqlite", "postgresql", "mysql"})
        QTest::newRow(e) << QString::fromLatin1(e);
}

void TestChartsAggregation::textNumbersAggregateAsNumbers() {
    // Amounts stored as text: the recommender marks the measure fromText, and the chart query
    // converts before it aggregates (MAX of text would say '9' > '100'; SUM of text fails on
    // PostgreSQL).
    QFETCH(QString, engine);
    auto c = open(engine);
    if (!c)
        ASSAY_REQUIRE(c, engine);
    QList<db::Row> ignored;
    c->query(QStringLiteral("DROP TABLE IF EXISTS chart_text"), &ignored);
    QVERIFY(c->query(QStringLiteral("CREATE TABLE chart_text (product VARCHAR(20), amount VARCHAR(20))"), &ignored).ok());
    QVERIFY(c->query(QStringLiteral("INSERT INTO chart_text VALUES ('a', '10.5'), ('a', '2'), ('b', '100'), ('b', '9')"), &ignored).ok());
    QList<db::Row> rows;
    QVERIFY(c->query(QStringLiteral("SELECT product, amount FROM chart_text"), &rows).ok());
    charts::ResultSample sample;
    sample.columns = {{QStringLiteral("product"), QStringLiteral("VARCHAR(20)"), db::ValueType::Text},
                      {QStringLiteral("amount"), QStringLiteral("VARCHAR(20)"), db::ValueType::Text}};
    sample.rows = rows;
    sample.totalRows = rows.size();
    const charts::Recommendation r = charts::recommendChart(sample);
    QVERIFY(r.spec.type != ChartType::Table); // two products: a pie or bars, from a measure
    QVERIFY(r.spec.y.first().fromText);
    for (const Aggregation agg : {Aggregation::Sum, Aggregation::Max}) {
        ChartSpec spec = r.spec;
        spec.type = ChartType::Bar;
        spec.y.first().aggregation = agg;
        spec.sort = SortOrder::XAscending;
        spec.limit = 0;
        spec.otherBucket = false;
        const charts::AggregationQuery q = charts::buildAggregationQuery(spec, QStringLiteral("chart_text"), sample.columns, c->dialect());
        QVERIFY2(q.error.isEmpty(), qPrintable(q.error));
        QList<db::Row> out;
        const db::ExecSummary s = c->query(q.select, &out);
        QVERIFY2(s.ok(), qPrintable(s.error.displayText() + QStringLiteral("\n") + q.select));
        QCOMPARE(out.size(), 2);
        QCOMPARE(out[0].value(1).toDouble(), agg == Aggregation::Sum ? 12.5 : 10.5);
        QCOMPARE(out[1].value(1).toDouble(), agg == Aggregation::Sum ? 109.0 : 100.0);
    }
}

void TestChartsAggregation::sqlAndMemoryAgree_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<ChartSpec>("spec");
    auto bar = [](int limit, bool other, SortOrder sort, Aggregation agg,
                  const QString &series = {}) {
        ChartSpec s;
        s.type = ChartType::Bar;
        s.x = QStringLiteral("product");
        s.y = {{agg == Aggregation::Count ? QString() : QStringLiteral("amount"), agg, {}}};
        s.series = series;
        s.limit = limit;
        s.otherBucket = other;
        s.sort = sort;
        return s;
    };
    ChartSpec monthly;
    monthly.type = ChartType::Line;
    monthly.x = QStringLiteral("day");
    monthly.y = {{QStringLiteral("amount"), Aggregation::Sum, {}}};
    monthly.series = QStringLiteral("channel");
    monthly.timeBucketing = true;
    monthly.grain = db::TimeGrain::Month;
    monthly.sort = SortOrder::XAscending;
    ChartSpec pie;
    pie.type = ChartType::Pie;
    pie.x = QStringLiteral("channel");
    pie.y = {{QString(), Aggregation::Count, {}}};
    pie.sort = SortOrder::YDescending;
    for (const QString &engine :
         {QStringLiteral("sqlite"), QStringLiteral("postgresql"), QStringLiteral("mysql")}) {
        const QByteArray e = engine.toLatin1();
        QTest::newRow(e + ": top 10 plus Other, largest first")
            << engine << bar(10, true, SortOrder::YDescending, Aggregation::Sum);
        QTest::newRow(e + ": top 5 plus Other, alphabetical")
            << engine << bar(5, true, SortOrder::XAscending, Aggregation::Sum);
        QTest::newRow(e + ": top 4 plus Other, natural order")
            << engine << bar(4, true, SortOrder::Natural, Aggregation::Sum);
        QTest::newRow(e + ": top 9, smallest first")
            << engine << bar(9, false, SortOrder::YAscending, Aggregation::Count);
        QTest::newRow(e + ": top 8 plus Other of counts")
            << engine << bar(8, true, SortOrder::YDescending, Aggregation::Count);
        QTest::newRow(e + ": top 6 plus Other of maxima, by channel")
            << engine
            << bar(6, true, SortOrder::YDescending, Aggregation::Max, QStringLiteral("channel"));
        QTest::newRow(e + ": top 7, the rest left out")
            << engine << bar(7, false, SortOrder::YDescending, Aggregation::Avg);
        QTest::newRow(e + ": monthly line by channel") << engine << monthly;
        QTest::newRow(e + ": pie of counts") << engine << pie;
    }
}

void TestChartsAggregation::sqlAndMemoryAgree() {
    QFETCH(QString, engine);
    QFETCH(ChartSpec, spec);
    auto c = open(engine);
    if (!c)
        ASSAY_REQUIRE(c, engine);
    const charts::AggregationQuery q = charts::buildAggregationQuery(
        spec, QStringLiteral("chart_sales"), m_sales.columns, c->dialect());
    QVERIFY2(q.error.isEmpty(), qPrintable(q.error));
    QList<db::Row> sqlRows;
    const db::ExecSummary s = c->query(q.select, &sqlRows);
    QVERIFY2(s.ok(), qPrintable(s.error.displayText() + QStringLiteral("\n") + q.select));

    charts::ResultSample sample;
    sample.columns = m_sales.columns;
    sample.rows = m_sales.rows;
    sample.totalRows = m_sales.rows.size();
    const charts::AggregatedRows memory = charts::aggregateInMemory(spec, sample);
    QVERIFY(memory.error.isEmpty());
    if (sqlRows.size() != memory.rows.size()) {
        for (int i = 0; i < std::max(sqlRows.size(), memory.rows.size()); ++i) {
            QStringList a, b;
            for (const QVariant &v : sqlRows.value(i))
                a << v.toString();
            for (const QVariant &v : memory.rows.value(i))
                b << v.toString();
            qWarning().noquote() << i << a.join(u'|') << "   " << b.join(u'|');
        }
    }
    QCOMPARE(sqlRows.size(), memory.rows.size());
    for (int i = 0; i < sqlRows.size(); ++i) {
        const db::Row &a = sqlRows[i];
        const db::Row &b = memory.rows[i];
        QVERIFY2(
            sameX(a[0], b[0]),
            qPrintable(
                QStringLiteral("row %1: %2 vs %3").arg(i).arg(a[0].toString(), b[0].toString())));
        for (int col = 1; col < a.size(); ++col) {
            bool okA = false, okB = false;
            const double va = a[col].toDouble(&okA), vb = b[col].toDouble(&okB);
            if (okA && okB)
                QVERIFY2(std::abs(va - vb) < 1e-6 * std::max(1.0, std::abs(va)),
                         qPrintable(QStringLiteral("row %1 col %2").arg(i).arg(col)));
            else
                QCOMPARE(a[col].toString(), b[col].toString());
        }
    }
    if (spec.otherBucket) {
        QCOMPARE(sqlRows.last().value(0).toString(), charts::otherCategoryLabel());
        // The Other bar carries everything past the top N: the totals match the whole table.
        if (spec.y.first().aggregation == Aggregation::Sum && spec.series.isEmpty()) {
            double total = 0, all = 0;
            for (const db::Row &r : std::as_const(sqlRows))
                total += r[1].toDouble();
            for (const db::Row &r : std::as_const(m_sales.rows))
                all += r[2].toDouble();
            QVERIFY(std::abs(total - all) < 1e-6 * all);
            QCOMPARE(sqlRows.size(), spec.limit + 1);
        }
    }
}

void TestChartsAggregation::otherRequiresARollUp() {
    ChartSpec s;
    s.type = ChartType::Bar;
    s.x = QStringLiteral("product");
    s.y = {{QStringLiteral("amount"), Aggregation::Avg, {}}};
    s.limit = 5;
    s.otherBucket = true;
    QVERIFY(charts::validateSpec(s, m_sales.columns).contains(QLatin1String("cannot be added up")));
    s.y.first().aggregation = Aggregation::Sum;
    s.limit = 0;
    QVERIFY(!charts::validateSpec(s, m_sales.columns).isEmpty());
    s.limit = 5;
    QVERIFY(charts::validateSpec(s, m_sales.columns).isEmpty());
    s.x = QStringLiteral("day");
    QVERIFY(!charts::validateSpec(s, m_sales.columns).isEmpty()); // dates are not grouped as Other
}

QTEST_GUILESS_MAIN(TestChartsAggregation)
#include "tst_charts_aggregation.moc"
