// Bad input, end to end on a real SQLite file: the result is read, the rules (with and without
// a question) choose a chart, its aggregate query runs on SQLite, and the view draws it. Each
// case ends in a chart with something in its plot area, or a table with the reason; never a
// crash, never an empty plot. Screenshots go to the test output (charts-bad-*.png).

#include "chartlabelcheck.h"
#include "chartstestdata.h"
#include "testsupport.h"

#include "chartview.h"

#include "charts/aggregationquery.h"
#include "charts/chartrequest.h"
#include "charts/recommender.h"
#include "db/connection.h"

#include <QApplication>
#include <QtCharts/QChartView>
#include <QTemporaryDir>
#include <QtTest>

using namespace assay;

class TestChartsBadInput : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void chartOrReason_data();
    void chartOrReason();

private:
    std::unique_ptr<db::Connection> m_db;
    QTemporaryDir m_dir;
};

void TestChartsBadInput::initTestCase() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    const QString path = m_dir.filePath(QStringLiteral("bad.sqlite"));
    QFile(path).open(QIODevice::WriteOnly); // SQLite opens existing files only
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path;
    m_db = db::createConnection(config);
    QVERIFY(m_db && m_db->open({}).isNull());
    QList<db::Row> ignored;
    const QStringList setup = {
        "CREATE TABLE one_row (region TEXT, revenue REAL)",
        "INSERT INTO one_row VALUES ('North', 12.5)",
        "CREATE TABLE nulls (region TEXT, revenue REAL, day TEXT)",
        "INSERT INTO nulls VALUES (NULL, NULL, NULL), (NULL, NULL, NULL), (NULL, NULL, NULL)",
        "CREATE TABLE many (product TEXT, units INTEGER)",
        "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 9999) "
        "INSERT INTO many SELECT 'product ' || i, 1 + (i * 7919) % 50 FROM n",
        "CREATE TABLE huge (product TEXT, channel TEXT, units INTEGER)",
        "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 99999) "
        "INSERT INTO huge SELECT 'product ' || i, CASE i % 3 WHEN 0 THEN 'web' WHEN 1 THEN 'store' "
        "ELSE 'phone' END, 1 + (i * 7919) % 50 FROM n",
        "CREATE TABLE shares (segment TEXT, share_pct REAL)",
        "INSERT INTO shares VALUES ('a', 70), ('b', 50), ('c', -20)",
        "CREATE TABLE mixed (store TEXT, amount)",
        "INSERT INTO mixed VALUES ('a', 10), ('b', 'n/a'), ('c', 12.5), ('a', 'unknown'), ('d', 3)",
        "CREATE TABLE written (sold_on TEXT, amount REAL)",
        "INSERT INTO written VALUES ('2024-01-05', 10), ('07.01.2024', 12), ('1/9/2024', 9), "
        "('2024-01-11', 14), ('13.01.2024', 11), ('1/15/2024', 16), ('2024-01-17', 13)",
    };
    for (const QString &sql : setup)
        QVERIFY2(m_db->query(sql, &ignored).ok(), qPrintable(sql));
}

void TestChartsBadInput::chartOrReason_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("expect"); // a chart type key, or "table" with a word of the reason
    QTest::addColumn<QString>("reason");
    QTest::newRow("one row") << "one-row" << "SELECT * FROM one_row" << "" << "table" << "single row";
    QTest::newRow("all NULLs") << "nulls" << "SELECT * FROM nulls" << "" << "table" << "NULL";
    QTest::newRow("10,000 categories") << "many" << "SELECT * FROM many" << "" << "bar" << "10,000";
    QTest::newRow("one column") << "one-column" << "SELECT product FROM many" << "" << "table" << "different product";
    QTest::newRow("100,000 categories by channel") << "huge" << "SELECT * FROM huge" << "" << "bar" << "100,000";
    // 100,000 rows of 1,000 products that each sell on several days: far too many lines, so the
    // largest few are drawn and the rest added up. (A product on one row only would be a label,
    // not a series: then one line of the total.)
    QTest::newRow("1,000 products over time in 100,000 rows")
        << "huge-lines" << "SELECT date('2024-01-01', '+' || (rowid % 90) || ' days') AS sold_on, "
                           "'product ' || (rowid % 1000) AS product, units FROM huge"
        << "" << "line" << "added up as Other";
    QTest::newRow("100,000 products over time, each once")
        << "huge-labels" << "SELECT date('2024-01-01', '+' || (rowid % 90) || ' days') AS sold_on, product, units FROM huge"
        << "" << "line" << "summed per sold_on";
    QTest::newRow("10,000 categories, shares asked") << "many-shares" << "SELECT * FROM many"
                                                     << "What share of units does each product have?"
                                                     << "bar" << "too many slices";
    QTest::newRow("negative shares") << "negative-shares" << "SELECT * FROM shares"
                                     << "What share does each segment have?" << "bar" << "negative";
    QTest::newRow("mixed types in a column") << "mixed" << "SELECT * FROM mixed" << "" << "bar" << "text is left out";
    QTest::newRow("dates as text in three formats") << "written-dates" << "SELECT * FROM written"
                                                    << "" << "line" << "more than one format";
}

void TestChartsBadInput::chartOrReason() {
    QFETCH(QString, name);
    QFETCH(QString, sql);
    QFETCH(QString, question);
    QFETCH(QString, expect);
    QFETCH(QString, reason);
    db::CollectingSink sink;
    const db::ExecSummary run = m_db->execute(sql, {}, sink);
    QVERIFY2(run.ok(), qPrintable(run.error.displayText()));
    // What the chat and the notebook read: the first rows of the result.
    charts::ResultSample sample;
    sample.columns = sink.resultColumns();
    sample.rows = sink.resultRows().mid(0, charts::InteractiveSampleRows);
    sample.totalRows = sink.resultRows().size();
    const charts::Recommendation r =
        charts::applyQuestion(charts::recommendChart(sample), sample, question);
    const QString why = r.reasons.join(QStringLiteral(" | "));
    QCOMPARE(charts::chartTypeKey(r.spec.type), expect);
    QVERIFY2(why.contains(reason), qPrintable(why));
    if (r.spec.type == charts::ChartType::Table)
        return;
    // The chart's own query, on SQLite, from the result as a subquery (as the chart cell runs it).
    const charts::AggregationQuery q = charts::buildAggregationQuery(
        r.spec, QStringLiteral("(%1) src").arg(sql), sample.columns, m_db->dialect());
    QVERIFY2(q.error.isEmpty(), qPrintable(q.error));
    db::CollectingSink rows;
    const db::ExecSummary aggregated = m_db->execute(q.select, {}, rows);
    QVERIFY2(aggregated.ok(), qPrintable(aggregated.error.displayText() + u'\n' + q.select));
    ui::ChartView view;
    view.resize(900, 420);
    view.show();
    view.showChart(r.spec, test::storeOf(rows.resultColumns(), rows.resultRows()));
    QApplication::processEvents();
    const QString path = test::outputDir() + QStringLiteral("/charts-bad-%1.png").arg(name);
    QVERIFY(view.grab().save(path));
    qInfo() << "screenshot:" << path << "|" << why;
    // Something in the plot area, and no text cut short.
    QVERIFY2(view.hasChart(), qPrintable(view.message()));
    QVERIFY(test::cutChartTexts(view.chartView()->chart()).isEmpty());
}

QTEST_MAIN(TestChartsBadInput)
#include "tst_charts_badinput.moc"
