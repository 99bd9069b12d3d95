// Parameters bound by the engines themselves: SQLite (sqlite3_bind), PostgreSQL (PQexecParams)
// and MariaDB (a server-side prepared statement) from the test servers. The injection string
// returns no rows instead of all of them, a list of 10,000 values binds, a date range binds as two
// dates, a chart over a parameterised cell aggregates with the value bound, and a value that is
// not of its type is an error on the cell.

#include "notebook/notebook.h"
#include "notebook/notebookrunner.h"
#include "testsupport.h"

#include "db/connection.h"
#include "db/dbsession.h"
#include "db/resultstore.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace assay;
using namespace assay::notebook;

namespace {

const char *const Fixture = "DROP TABLE IF EXISTS prm_orders;"
                            "CREATE TABLE prm_orders (id INTEGER PRIMARY KEY, region VARCHAR(40) "
                            "NOT NULL, amount NUMERIC(10,2) NOT NULL, "
                            "ordered_at DATE NOT NULL);"
                            "INSERT INTO prm_orders VALUES (1, 'North', 10.00, '2025-01-05'), (2, "
                            "'North', 20.00, '2025-02-20'), "
                            "(3, 'South', 5.50, '2025-03-01'), (4, 'O''Hara', 4.50, '2025-04-15'), "
                            "(5, 'West', 100.00, '2025-05-20');";

QString addSql(Notebook &nb, const QString &name, const QString &sql) {
    Cell c;
    c.name = name;
    c.source = sql;
    return nb.insertCell(nb.count(), c);
}

QString addParameter(Notebook &nb, const QString &name, ParameterType type,
                     const QStringList &value, bool multiple = false) {
    Cell c;
    c.kind = CellKind::Parameter;
    c.name = name;
    c.parameter.type = type;
    c.parameter.multiple = multiple;
    c.parameter.defaultValue = value;
    return nb.insertCell(0, c);
}

} // namespace

class TestNotebookParamsEngines : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void injectionReturnsNoRows_data() { engines(); }
    void injectionReturnsNoRows();
    void numbersAndRanges_data() { engines(); }
    void numbersAndRanges();
    void listsBind_data() { engines(); }
    void listsBind();
    void chartOverAParameterisedCell_data() { engines(); }
    void chartOverAParameterisedCell();
    void wrongValueIsAnErrorOnTheCell_data() { engines(); }
    void wrongValueIsAnErrorOnTheCell();

private:
    void engines();
    std::unique_ptr<db::DbSession> open(const QString &engine);
    // Runs every cell; false when the run did not finish.
    bool runAll(Notebook &nb, db::DbSession &session);
    qint64 count(const Notebook &nb, const QString &id);

    QTemporaryDir m_dir;
    QString m_sqlite;
};

void TestNotebookParamsEngines::engines() {
    QTest::addColumn<QString>("engine");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
    QTest::newRow("mariadb") << QStringLiteral("mysql");
}

void TestNotebookParamsEngines::initTestCase() {
    m_sqlite = m_dir.filePath(QStringLiteral("params.sqlite"));
    QFile(m_sqlite).open(QIODevice::WriteOnly);
    for (const QString &engine :
         {QStringLiteral("sqlite"), QStringLiteral("postgresql"), QStringLiteral("mysql")}) {
        auto session = open(engine);
        if (!session)
            continue;
        auto done = session->execute(QString::fromLatin1(Fixture), {},
                                     std::make_shared<db::CollectingSink>());
        done.waitForFinished();
        QVERIFY2(done.result().ok(), qPrintable(done.result().error.displayText()));
    }
}

std::unique_ptr<db::DbSession> TestNotebookParamsEngines::open(const QString &engine) {
    db::ConnectionConfig config;
    QString password;
    if (engine == u"sqlite") {
        config.engine = db::Engine::SQLite;
        config.filePath = m_sqlite;
    } else {
        auto login = engine == u"postgresql" ? test::postgres() : test::mysql();
        if (!login)
            return nullptr;
        config = login->config;
        password = login->password;
    }
    auto session = std::make_unique<db::DbSession>(config);
    if (!session->open(password).result().isNull())
        return nullptr;
    return session;
}

bool TestNotebookParamsEngines::runAll(Notebook &nb, db::DbSession &session) {
    nb.setFlavor(session.dialect().flavor());
    NotebookRunner runner(&nb);
    runner.setSession(&session);
    QSignalSpy finished(&runner, &NotebookRunner::runFinished);
    runner.runAll();
    return finished.count() > 0 || finished.wait(30000);
}

qint64 TestNotebookParamsEngines::count(const Notebook &nb, const QString &id) {
    const auto store = nb.result(id);
    return store ? store->value(0, 0).toLongLong() : -1;
}

void TestNotebookParamsEngines::injectionReturnsNoRows() {
    QFETCH(QString, engine);
    auto session = open(engine);
    ASSAY_REQUIRE(session, engine);
    Notebook nb;
    const QString p = addParameter(nb, QStringLiteral("region"), ParameterType::Text,
                                   {QStringLiteral("' OR 1=1 --")});
    const QString rows = addSql(nb, QStringLiteral("picked"),
                                QStringLiteral("SELECT id FROM prm_orders WHERE region = :region"));
    const QString n =
        addSql(nb, QStringLiteral("n"), QStringLiteral("SELECT COUNT(*) FROM picked"));
    // Spelled out as the text it would be if pasted: all five rows.
    const QString pasted =
        addSql(nb, QStringLiteral("pasted"),
               QStringLiteral("SELECT COUNT(*) FROM prm_orders WHERE region = '' OR 1=1 -- '"));
    QVERIFY(runAll(nb, *session));
    QVERIFY2(nb.cell(n)->output.error.isEmpty(), qPrintable(nb.cell(n)->output.error));
    QCOMPARE(count(nb, pasted), 5); // what a pasted value would have done
    QCOMPARE(count(nb, n), 0);      // bound: a value no row has
    QCOMPARE(nb.cell(rows)->output.rowCount, 0);
    QVERIFY(!nb.cell(n)->output.executedSql.contains(QStringLiteral("1=1")));
    QCOMPARE(nb.cell(n)->output.parameters.first().name, QStringLiteral("region"));

    // A value with a quote in it is found as it is.
    nb.setParameterValue(p, {QStringLiteral("O'Hara")});
    QVERIFY(runAll(nb, *session));
    QCOMPARE(count(nb, n), 1);
}

void TestNotebookParamsEngines::numbersAndRanges() {
    QFETCH(QString, engine);
    auto session = open(engine);
    ASSAY_REQUIRE(session, engine);
    Notebook nb;
    addParameter(nb, QStringLiteral("minimum"), ParameterType::Number, {QStringLiteral("5.5")});
    addParameter(nb, QStringLiteral("period"), ParameterType::DateRange,
                 {QStringLiteral("2025-01-01"), QStringLiteral("2025-03-31")});
    addParameter(nb, QStringLiteral("day"), ParameterType::Date, {QStringLiteral("2025-02-20")});
    const QString above =
        addSql(nb, QStringLiteral("above"),
               QStringLiteral("SELECT COUNT(*) FROM prm_orders WHERE amount > :minimum"));
    const QString between =
        addSql(nb, QStringLiteral("in_period"),
               QStringLiteral("SELECT COUNT(*) FROM prm_orders WHERE ordered_at BETWEEN :period"));
    const QString ends = addSql(nb, QStringLiteral("in_ends"),
                                QStringLiteral("SELECT COUNT(*) FROM prm_orders WHERE ordered_at "
                                               ">= :period.start AND ordered_at <= :period.end "
                                               "AND amount >= :minimum - 0.5"));
    const QString onDay =
        addSql(nb, QStringLiteral("on_day"),
               QStringLiteral("SELECT COUNT(*) FROM prm_orders WHERE ordered_at = :day"));
    QVERIFY(runAll(nb, *session));
    for (const QString &id : {above, between, ends, onDay})
        QVERIFY2(nb.cell(id)->output.error.isEmpty(),
                 qPrintable(nb.cell(id)->name + QStringLiteral(": ") + nb.cell(id)->output.error));
    QCOMPARE(count(nb, above), 3);   // 10.00, 20.00 and 100.00
    QCOMPARE(count(nb, between), 3); // January to March
    QCOMPARE(count(nb, ends), 3);
    QCOMPARE(count(nb, onDay), 1);
}

void TestNotebookParamsEngines::listsBind() {
    QFETCH(QString, engine);
    auto session = open(engine);
    ASSAY_REQUIRE(session, engine);
    Notebook nb;
    const QString p = addParameter(nb, QStringLiteral("regions"), ParameterType::Choice,
                                   {"North", "' OR 1=1 --"}, true);
    const QString in =
        addSql(nb, QStringLiteral("in_list"),
               QStringLiteral("SELECT COUNT(*) FROM prm_orders WHERE region IN (:regions)"));
    const QString out =
        addSql(nb, QStringLiteral("not_in_list"),
               QStringLiteral("SELECT COUNT(*) FROM prm_orders WHERE region NOT IN (:regions)"));
    QVERIFY(runAll(nb, *session));
    QVERIFY2(nb.cell(in)->output.error.isEmpty(), qPrintable(nb.cell(in)->output.error));
    QCOMPARE(count(nb, in), 2);
    QCOMPARE(count(nb, out), 3);

    // 10,000 values, three of them real.
    QStringList many;
    for (int i = 0; i < 9997; ++i)
        many << QStringLiteral("region %1").arg(i);
    many << QStringLiteral("South") << QStringLiteral("West") << QStringLiteral("O'Hara");
    nb.setParameterValue(p, many);
    QVERIFY(runAll(nb, *session));
    QVERIFY2(nb.cell(in)->output.error.isEmpty(), qPrintable(nb.cell(in)->output.error));
    QCOMPARE(count(nb, in), 3);
    QCOMPARE(count(nb, out), 2);
    QVERIFY(nb.cell(in)->output.executedSql.size() <
            (engine == u"mysql" ? 60'000 : 200)); // values are not in the text
}

void TestNotebookParamsEngines::chartOverAParameterisedCell() {
    QFETCH(QString, engine);
    auto session = open(engine);
    ASSAY_REQUIRE(session, engine);
    Notebook nb;
    addParameter(nb, QStringLiteral("region"), ParameterType::Text, {QStringLiteral("North")});
    const QString src = addSql(
        nb, QStringLiteral("by_region"),
        QStringLiteral(
            "SELECT region, amount FROM prm_orders WHERE region = :region OR region = 'West'"));
    QVERIFY(runAll(nb, *session)); // the chart needs its source's columns
    Cell chart;
    chart.kind = CellKind::Chart;
    chart.name = QStringLiteral("chart");
    chart.chartSourceId = src;
    chart.chart.type = charts::ChartType::Bar;
    chart.chart.x = QStringLiteral("region");
    charts::Measure sum;
    sum.column = QStringLiteral("amount");
    sum.aggregation = charts::Aggregation::Sum;
    chart.chart.y = {sum};
    const QString ch = nb.insertCell(nb.count(), chart);
    QVERIFY(runAll(nb, *session));
    QVERIFY2(nb.cell(ch)->output.error.isEmpty(), qPrintable(nb.cell(ch)->output.error));
    QCOMPARE(nb.cell(ch)->output.rowCount, 2); // North and West
    QCOMPARE(nb.cell(ch)->output.parameters.first().values, QStringList{"North"});
}

void TestNotebookParamsEngines::wrongValueIsAnErrorOnTheCell() {
    QFETCH(QString, engine);
    auto session = open(engine);
    ASSAY_REQUIRE(session, engine);
    // A file (or a hand edit) with a date that is not a date: the cells that read it fail with
    // the reason and nothing reaches the database.
    Notebook nb;
    const QString p = addParameter(nb, QStringLiteral("day"), ParameterType::Date,
                                   {QStringLiteral("2025-02-30")});
    const QString q =
        addSql(nb, QStringLiteral("on_day"),
               QStringLiteral("SELECT COUNT(*) FROM prm_orders WHERE ordered_at = :day"));
    QVERIFY(runAll(nb, *session));
    QCOMPARE(nb.state(p), CellState::Error);
    QCOMPARE(nb.state(q), CellState::Error);
    QVERIFY2(nb.cell(p)->output.error.contains(QStringLiteral("2025-02-30")),
             qPrintable(nb.cell(p)->output.error));
    QVERIFY(nb.cell(q)->output.executedSql.isEmpty());
}

QTEST_GUILESS_MAIN(TestNotebookParamsEngines)
#include "tst_notebook_params_engines.moc"
