// nvBench's data queries as `assay eval charts` reads them (core/eval/nvbenchvql.h), run on a
// real SQLite file: a GROUP BY column that is not selected comes back as the chart's colour
// (series), a year bin is the first day of the year whether the column holds dates or years,
// month and weekday bins are names. And the same queries described without running them: the
// result's columns typed from the schema, which the rules read like any source not yet run.

#include "charts/recommender.h"
#include "db/connection.h"
#include "eval/nvbenchvql.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace assay;

class TestChartsNvBench : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void colourColumnsComeBack();
    void rawRowsKeepTheirColour();
    void yearsAreTimeWhateverTheColumnHolds();
    void staticTypesFromTheSchema();

private:
    QList<db::Row> run(const eval::VqlQuery &q, QList<db::ResultColumn> *columns = nullptr);
    std::unique_ptr<db::Connection> m_db;
    QTemporaryDir m_dir;
    db::Catalog m_schema;
};

void TestChartsNvBench::initTestCase() {
    const QString path = m_dir.filePath(QStringLiteral("party.sqlite"));
    QFile(path).open(QIODevice::WriteOnly);
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path;
    m_db = db::createConnection(config);
    QVERIFY(m_db && m_db->open({}).isNull());
    QList<db::Row> ignored;
    for (const char *sql : {
             "CREATE TABLE party (id INTEGER PRIMARY KEY, minister TEXT, took_office TEXT, year "
             "INTEGER, seats INTEGER)",
             "INSERT INTO party VALUES (1, 'Ann', '1998-03-02', 1998, 10), (2, 'Ann', "
             "'1999-05-01', 1999, 12), "
             "(3, 'Bob', '1998-07-09', 1998, 7), (4, 'Bob', '2001-01-15', 2001, 9), (5, 'Cid', "
             "'1999-11-30', 1999, 4)",
         })
        QVERIFY2(m_db->query(QString::fromLatin1(sql), &ignored).ok(), sql);
    QVERIFY(m_db->introspect(&m_schema).isNull());
}

QList<db::Row> TestChartsNvBench::run(const eval::VqlQuery &q, QList<db::ResultColumn> *columns) {
    db::CollectingSink sink;
    const db::ExecSummary s = m_db->execute(q.sql, {}, sink);
    if (!s.ok())
        qWarning() << s.error.displayText() << q.sql;
    if (columns)
        *columns = sink.resultColumns();
    return sink.resultRows();
}

void TestChartsNvBench::colourColumnsComeBack() {
    const eval::VqlQuery q =
        eval::translateVql(QStringLiteral("SELECT took_office , COUNT(took_office) FROM party "
                                          "GROUP BY minister BIN took_office BY YEAR"));
    QVERIFY2(q.error.isEmpty(), qPrintable(q.error));
    QCOMPARE(q.series, QStringLiteral("minister"));
    QList<db::ResultColumn> columns;
    const QList<db::Row> rows = run(q, &columns);
    QCOMPARE(columns.size(), 3);
    QCOMPARE(columns[2].name, QStringLiteral("minister"));
    // Grouped by year and minister: Ann 1998, Ann 1999, Bob 1998, Bob 2001, Cid 1999.
    QCOMPARE(rows.size(), 5);
    // The rules draw it as a line per minister... of too few years: bars per year, a colour each.
    charts::ResultSample s;
    s.columns = columns;
    s.rows = rows;
    s.totalRows = rows.size();
    const charts::Recommendation r = charts::recommendChart(s);
    QCOMPARE(r.spec.series, QStringLiteral("minister"));

    // Every item aggregated and grouped by a key: one point per group, no colour.
    const eval::VqlQuery points = eval::translateVql(
        QStringLiteral("SELECT avg(seats) , max(seats) FROM party GROUP BY minister"));
    QVERIFY(points.series.isEmpty());
    QCOMPARE(run(points).size(), 3);
}

void TestChartsNvBench::rawRowsKeepTheirColour() {
    // Raw values "grouped" by a column they do not show: every row, coloured by it.
    const eval::VqlQuery q =
        eval::translateVql(QStringLiteral("SELECT id , seats FROM party GROUP BY minister"));
    QCOMPARE(q.series, QStringLiteral("minister"));
    QList<db::ResultColumn> columns;
    QCOMPARE(run(q, &columns).size(), 5);
    QCOMPARE(columns.size(), 3);
}

void TestChartsNvBench::yearsAreTimeWhateverTheColumnHolds() {
    for (const char *column : {"took_office", "year"}) {
        const eval::VqlQuery q =
            eval::translateVql(QStringLiteral("SELECT %1 , SUM(seats) FROM party BIN %1 BY YEAR")
                                   .arg(QLatin1String(column)));
        const QList<db::Row> rows = run(q);
        QCOMPARE(rows.size(), 3); // 1998, 1999, 2001
        QStringList years;
        for (const db::Row &r : rows)
            years << r.value(0).toString();
        years.sort();
        QCOMPARE(years, (QStringList{"1998-01-01", "1999-01-01", "2001-01-01"}));
    }
    const eval::VqlQuery weekdays = eval::translateVql(
        QStringLiteral("SELECT took_office , COUNT(*) FROM party BIN took_office BY WEEKDAY"));
    QList<db::ResultColumn> columns;
    const QList<db::Row> rows = run(weekdays, &columns);
    QCOMPARE(columns.first().name, QStringLiteral("took_office_weekday"));
    QVERIFY(!rows.isEmpty());
    QVERIFY(QStringList({"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"})
                .contains(rows.first().value(0).toString()));
}

void TestChartsNvBench::staticTypesFromTheSchema() {
    QString error;
    const eval::VqlQuery q = eval::translateVql(
        QStringLiteral("SELECT T1.took_office , COUNT(T1.took_office) FROM party AS T1 GROUP BY "
                       "T1.minister BIN T1.took_office BY YEAR"));
    const QList<db::ResultColumn> c = eval::staticResultColumns(q, m_schema, &error);
    QVERIFY2(!c.isEmpty(), qPrintable(error));
    QCOMPARE(c.size(), 3);
    QCOMPARE(int(c[0].type), int(db::ValueType::Date));
    QCOMPARE(int(c[1].type), int(db::ValueType::Integer));
    QCOMPARE(c[1].name, QStringLiteral("COUNT(T1.took_office)"));
    QCOMPARE(c[2].name, QStringLiteral("minister"));
    QCOMPARE(int(c[2].type), int(db::ValueType::Text));
    // The rules from those types: time with a colour, a line per minister.
    const charts::Recommendation r = charts::recommendFromTypes(c);
    QCOMPARE(int(r.spec.type), int(charts::ChartType::Line));
    QCOMPARE(r.spec.series, QStringLiteral("minister"));

    const eval::VqlQuery missing =
        eval::translateVql(QStringLiteral("SELECT nothing , COUNT(*) FROM party"));
    QVERIFY(eval::staticResultColumns(missing, m_schema, &error).isEmpty());
    QVERIFY(error.contains(QLatin1String("nothing")));
}

QTEST_MAIN(TestChartsNvBench)
#include "tst_charts_nvbench.moc"
