// Reactive execution on real databases: an edit upstream re-runs what reads it, with new
// results; MarkStale mode; upstream cells run first when stale; errors and cancellation stop
// the chain and say why. SQLite always, PostgreSQL from the test servers.

#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "notebook/notebookrunner.h"
#include "testsupport.h"

#include "db/connection.h"
#include "db/dbsession.h"
#include "db/resultstore.h"
#include "export/markdowntext.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace assay;
using namespace assay::notebook;

namespace {

const char *const Fixture =
    "DROP TABLE IF EXISTS nb_orders;"
    "CREATE TABLE nb_orders (id INTEGER PRIMARY KEY, city VARCHAR(20) NOT NULL, amount NUMERIC(10,2) NOT NULL, "
    "ordered_at DATE NOT NULL);"
    "INSERT INTO nb_orders VALUES (1, 'Berlin', 10.00, '2024-01-05'), (2, 'Berlin', 20.00, '2024-01-20'), "
    "(3, 'Paris', 5.50, '2024-02-01'), (4, 'Paris', 4.50, '2024-03-15'), (5, 'Rome', 100.00, '2024-03-20');";

QString addSql(Notebook &nb, const QString &name, const QString &sql)
{
    Cell c;
    c.name = name;
    c.source = sql;
    return nb.insertCell(nb.count(), c);
}

} // namespace

class TestNotebookRunner : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void editUpstreamRerunsDescendants_data();
    void editUpstreamRerunsDescendants();
    void markStaleModeDoesNotRun();
    void staleUpstreamRunsFirst();
    void errorStopsOnlyWhatReadsIt();
    void cancelMidChain();
    void chartCellAggregatesInTheDatabase();
    void refusesWithoutConnection();
    void insightGoesStaleWhenItsDataChanges();
    void markdownEmbedsOnlySingleValues();

private:
    std::unique_ptr<db::DbSession> open(const QString &engine);
    bool runAndWait(NotebookRunner &runner, const std::function<void()> &start, int timeoutMs = 20000);
    QVariant value(const Notebook &nb, const QString &id, int row = 0, int col = 0);

    QTemporaryDir m_dir;
    QString m_sqlite;
};

void TestNotebookRunner::initTestCase()
{
    m_sqlite = m_dir.filePath(QStringLiteral("nb.sqlite"));
    QFile(m_sqlite).open(QIODevice::WriteOnly);
    for (const QString &engine : {QStringLiteral("sqlite"), QStringLiteral("postgresql")}) {
        auto session = open(engine);
        if (!session)
            continue;
        auto done = session->execute(QString::fromLatin1(Fixture), {}, std::make_shared<db::CollectingSink>());
        done.waitForFinished();
        QVERIFY2(done.result().ok(), qPrintable(done.result().error.displayText()));
    }
}

std::unique_ptr<db::DbSession> TestNotebookRunner::open(const QString &engine)
{
    db::ConnectionConfig config;
    QString password;
    if (engine == u"sqlite") {
        config.engine = db::Engine::SQLite;
        config.filePath = m_sqlite;
    } else {
        auto pg = test::postgres();
        if (!pg)
            return nullptr;
        config = pg->config;
        password = pg->password;
    }
    auto session = std::make_unique<db::DbSession>(config);
    if (!session->open(password).result().isNull())
        return nullptr;
    return session;
}

bool TestNotebookRunner::runAndWait(NotebookRunner &runner, const std::function<void()> &start, int timeoutMs)
{
    QSignalSpy finished(&runner, &NotebookRunner::runFinished);
    start();
    if (!finished.wait(timeoutMs))
        return false;
    return finished.first().first().toBool();
}

QVariant TestNotebookRunner::value(const Notebook &nb, const QString &id, int row, int col)
{
    auto store = nb.result(id);
    return store ? store->value(row, col) : QVariant();
}

void TestNotebookRunner::editUpstreamRerunsDescendants_data()
{
    QTest::addColumn<QString>("engine");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
}

void TestNotebookRunner::editUpstreamRerunsDescendants()
{
    QFETCH(QString, engine);
    auto session = open(engine);
    ASSAY_REQUIRE(session, engine);
    Notebook nb;
    nb.setFlavor(session->dialect().flavor());
    const QString base = addSql(nb, QStringLiteral("big_orders"), QStringLiteral("SELECT * FROM nb_orders WHERE amount >= 10;"));
    const QString byCity = addSql(nb, QStringLiteral("by_city"),
                                  QStringLiteral("SELECT city, SUM(amount) AS total, COUNT(*) AS n FROM big_orders GROUP BY city ORDER BY city"));
    const QString total = addSql(nb, QStringLiteral("grand_total"), QStringLiteral("SELECT SUM(total) FROM by_city"));
    Cell note;
    note.kind = CellKind::Markdown;
    note.name = QStringLiteral("note");
    note.source = QStringLiteral("Total: {{grand_total}}");
    const QString md = nb.insertCell(nb.count(), note);
    const QString unrelated = addSql(nb, QStringLiteral("other"), QStringLiteral("SELECT 1"));

    NotebookRunner runner(&nb);
    runner.setSession(session.get());
    QCOMPARE(runner.plan(base), (QStringList{base, byCity, total, md}));
    QSignalSpy started(&runner, &NotebookRunner::cellStarted);
    QVERIFY(runAndWait(runner, [&] { runner.run(base); }));
    QCOMPARE(started.count(), 4);
    for (const QString &id : {base, byCity, total, md})
        QCOMPARE(nb.state(id), CellState::Done);
    QCOMPARE(nb.state(unrelated), CellState::Idle);
    QCOMPARE(nb.cell(byCity)->output.rowCount, 2); // Berlin, Rome
    QCOMPARE(value(nb, total).toDouble(), 130.0);
    QCOMPARE(nb.scalarValue(QStringLiteral("grand_total")).toDouble(), 130.0);
    QVERIFY(nb.cell(total)->output.executedSql.contains(QLatin1String("WITH big_orders AS")));
    QVERIFY(!nb.cell(total)->output.dataHash.isEmpty());

    // Edit the upstream cell: what reads it becomes stale, and running it brings new results.
    nb.setSource(base, QStringLiteral("SELECT * FROM nb_orders WHERE amount >= 5"));
    QCOMPARE(nb.state(byCity), CellState::Stale);
    QCOMPARE(nb.state(total), CellState::Stale);
    const QString oldHash = nb.cell(total)->output.dataHash;
    QVERIFY(runAndWait(runner, [&] { runner.run(base); }));
    QCOMPARE(nb.cell(byCity)->output.rowCount, 3);
    QCOMPARE(value(nb, total).toDouble(), 135.5); // 10 + 20 + 5.5 + 100
    QVERIFY(nb.cell(total)->output.dataHash != oldHash);
    QCOMPARE(nb.state(total), CellState::Done);
}

void TestNotebookRunner::markStaleModeDoesNotRun()
{
    auto session = open(QStringLiteral("sqlite"));
    QVERIFY(session);
    Notebook nb;
    const QString a = addSql(nb, QStringLiteral("a"), QStringLiteral("SELECT COUNT(*) AS n FROM nb_orders"));
    const QString b = addSql(nb, QStringLiteral("b"), QStringLiteral("SELECT n * 2 FROM a"));
    NotebookRunner runner(&nb);
    runner.setSession(session.get());
    QVERIFY(runAndWait(runner, [&] { runner.runAll(); }));
    QCOMPARE(value(nb, b).toInt(), 10);
    nb.setReactiveMode(ReactiveMode::MarkStale);
    nb.setSource(a, QStringLiteral("SELECT COUNT(*) + 1 AS n FROM nb_orders"));
    QVERIFY(runAndWait(runner, [&] { runner.run(a); }));
    QCOMPARE(value(nb, a).toInt(), 6);
    QCOMPARE(nb.state(b), CellState::Stale);
    QCOMPARE(value(nb, b).toInt(), 10); // not re-run
}

void TestNotebookRunner::staleUpstreamRunsFirst()
{
    auto session = open(QStringLiteral("sqlite"));
    QVERIFY(session);
    Notebook nb;
    const QString a = addSql(nb, QStringLiteral("a"), QStringLiteral("SELECT city FROM nb_orders"));
    const QString b = addSql(nb, QStringLiteral("b"), QStringLiteral("SELECT COUNT(DISTINCT city) FROM a"));
    NotebookRunner runner(&nb);
    runner.setSession(session.get());
    QCOMPARE(runner.plan(b), (QStringList{a, b}));
    QVERIFY(runAndWait(runner, [&] { runner.run(b); }));
    QCOMPARE(nb.state(a), CellState::Done);
    QCOMPARE(value(nb, b).toInt(), 3);
    // Fresh upstream is not re-run.
    QCOMPARE(runner.plan(b), QStringList{b});
}

void TestNotebookRunner::errorStopsOnlyWhatReadsIt()
{
    auto session = open(QStringLiteral("sqlite"));
    QVERIFY(session);
    Notebook nb;
    const QString a = addSql(nb, QStringLiteral("a"), QStringLiteral("SELECT citty FROM nb_orders"));
    const QString b = addSql(nb, QStringLiteral("b"), QStringLiteral("SELECT * FROM a"));
    const QString c = addSql(nb, QStringLiteral("c"), QStringLiteral("SELECT 7"));
    NotebookRunner runner(&nb);
    runner.setSession(session.get());
    QVERIFY(!runAndWait(runner, [&] { runner.runAll(); }));
    QCOMPARE(nb.state(a), CellState::Error);
    QVERIFY(nb.cell(a)->output.error.contains(QLatin1String("citty")));
    QCOMPARE(nb.cell(a)->output.errorPosition, int(nb.cell(a)->source.indexOf(QLatin1String("citty"))));
    QCOMPARE(nb.state(b), CellState::Error);
    QVERIFY(nb.cell(b)->output.error.contains(QLatin1String("Not run")));
    // c does not read a: a failure stops only what reads it (marimo), so c still runs.
    QCOMPARE(nb.state(c), CellState::Done);
    QVERIFY(nb.cell(c)->output.error.isEmpty());
    QCOMPARE(value(nb, c).toInt(), 7);

    // Fixing a, then running it, heals the chain.
    nb.setSource(a, QStringLiteral("SELECT city FROM nb_orders"));
    QVERIFY(runAndWait(runner, [&] { runner.run(a); }));
    QCOMPARE(nb.state(b), CellState::Done);
    QVERIFY(nb.cell(b)->output.error.isEmpty());
}

void TestNotebookRunner::cancelMidChain()
{
    auto session = open(QStringLiteral("sqlite"));
    QVERIFY(session);
    Notebook nb;
    const QString slow = addSql(nb, QStringLiteral("slow"),
                                QStringLiteral("WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s) SELECT count(*) AS n FROM s"));
    const QString after = addSql(nb, QStringLiteral("after"), QStringLiteral("SELECT n FROM slow"));
    NotebookRunner runner(&nb);
    runner.setSession(session.get());
    QSignalSpy finished(&runner, &NotebookRunner::runFinished);
    runner.run(slow);
    QTRY_COMPARE(nb.state(slow), CellState::Running);
    // The statement runs on the worker (not queued) when the chain is cancelled.
    QTRY_VERIFY(runner.findChild<db::QueryJob *>() && runner.findChild<db::QueryJob *>()->state() == db::QueryJob::State::Running);
    QElapsedTimer clock;
    clock.start();
    runner.cancel();
    QVERIFY(finished.count() > 0 || finished.wait(60000)); // the query never ends by itself
    qInfo() << "the run ended" << clock.elapsed() << "ms after Stop";
    QCOMPARE(finished.first().first().toBool(), false);
    QCOMPARE(nb.state(slow), CellState::Cancelled);
    QCOMPARE(nb.state(after), CellState::Cancelled);
    QVERIFY(!runner.isRunning());
    // The notebook stays usable.
    nb.setSource(slow, QStringLiteral("SELECT 5 AS n"));
    QVERIFY(runAndWait(runner, [&] { runner.run(slow); }));
    QCOMPARE(value(nb, after).toInt(), 5);
}

void TestNotebookRunner::chartCellAggregatesInTheDatabase()
{
    auto session = open(QStringLiteral("sqlite"));
    QVERIFY(session);
    Notebook nb;
    const QString src = addSql(nb, QStringLiteral("orders_2024"), QStringLiteral("SELECT * FROM nb_orders"));
    Cell chart;
    chart.kind = CellKind::Chart;
    chart.name = QStringLiteral("by_month");
    chart.chartSourceId = src;
    chart.chart.type = charts::ChartType::Bar;
    chart.chart.x = QStringLiteral("ordered_at");
    chart.chart.timeBucketing = true;
    chart.chart.grain = db::TimeGrain::Month;
    chart.chart.y = {{QStringLiteral("amount"), charts::Aggregation::Sum, {}}, {QString(), charts::Aggregation::Count, {}}};
    const QString chartId = nb.insertCell(nb.count(), chart);
    NotebookRunner runner(&nb);
    runner.setSession(session.get());
    QVERIFY(runAndWait(runner, [&] { runner.run(chartId); }));
    auto store = nb.result(chartId);
    QVERIFY(store);
    QCOMPARE(store->rowCount(), qint64(3));
    QCOMPARE(store->value(0, 0).toString(), QStringLiteral("2024-01-01"));
    QCOMPARE(store->value(0, 1).toDouble(), 30.0);
    QCOMPARE(store->value(0, 2).toInt(), 2);
    QCOMPARE(store->value(2, 1).toDouble(), 104.5);
    QVERIFY(nb.cell(chartId)->output.executedSql.contains(QLatin1String("GROUP BY")));

    // An impossible spec is an error on the chart, with a reason.
    charts::ChartSpec bad = nb.cell(chartId)->chart;
    bad.y = {{QStringLiteral("city"), charts::Aggregation::Sum, {}}};
    nb.setChart(chartId, bad);
    QVERIFY(!runAndWait(runner, [&] { runner.run(chartId); }));
    QVERIFY(nb.cell(chartId)->output.error.contains(QLatin1String("not numeric")));
}

void TestNotebookRunner::refusesWithoutConnection()
{
    Notebook nb;
    const QString a = addSql(nb, QStringLiteral("a"), QStringLiteral("SELECT 1"));
    NotebookRunner runner(&nb);
    QSignalSpy refused(&runner, &NotebookRunner::runRefused);
    runner.run(a);
    QCOMPARE(refused.count(), 1);
    QVERIFY(refused.first().first().toString().contains(QLatin1String("Connect")));
    QCOMPARE(nb.state(a), CellState::Idle);
}

void TestNotebookRunner::insightGoesStaleWhenItsDataChanges()
{
    auto session = open(QStringLiteral("sqlite"));
    QVERIFY(session);
    Notebook nb;
    const QString src = addSql(nb, QStringLiteral("cities"), QStringLiteral("SELECT city, SUM(amount) AS total FROM nb_orders GROUP BY city"));
    NotebookRunner runner(&nb);
    runner.setSession(session.get());
    QVERIFY(runAndWait(runner, [&] { runner.run(src); }));
    Cell insight;
    insight.kind = CellKind::Markdown;
    insight.name = QStringLiteral("cities_insight");
    insight.source = QStringLiteral("Rome leads with 100.00.");
    const QString id = nb.insertCell(nb.count(), insight);
    nb.setInsightSource(id, src, nb.cell(src)->output.dataHash);
    QCOMPARE(nb.graph().parents(id), QStringList{src});
    QVERIFY(!nb.isInsightOutdated(id));
    // Same data again: the insight still holds.
    QVERIFY(runAndWait(runner, [&] { runner.run(src); }));
    QCOMPARE(nb.state(id), CellState::Done);
    // Different data: the text no longer describes it.
    nb.setSource(src, QStringLiteral("SELECT city, SUM(amount) AS total FROM nb_orders WHERE city <> 'Rome' GROUP BY city"));
    QVERIFY(runAndWait(runner, [&] { runner.run(src); }));
    QVERIFY(nb.isInsightOutdated(id));
    QCOMPARE(nb.state(id), CellState::Stale);
    // And it survives the file format.
    NotebookDocument doc;
    QString error;
    QVERIFY(parseNotebook(serializeNotebook(nb), &doc, &error));
    QCOMPARE(doc.cells.last().insightSourceId, src);
    QCOMPARE(doc.cells.last().insightDataHash, nb.cell(id)->insightDataHash);
}

void TestNotebookRunner::markdownEmbedsOnlySingleValues()
{
    auto session = open(QStringLiteral("sqlite"));
    QVERIFY(session);
    Notebook nb;
    addSql(nb, QStringLiteral("one"), QStringLiteral("SELECT 42"));
    addSql(nb, QStringLiteral("d"), QStringLiteral("SELECT 1 AS x, 2 AS y UNION ALL SELECT 3, 4"));
    addSql(nb, QStringLiteral("bad"), QStringLiteral("SELECT citty FROM nb_orders"));
    NotebookRunner runner(&nb);
    runner.setSession(session.get());
    QVERIFY(!runAndWait(runner, [&] { runner.runAll(); }));
    QCOMPARE(nb.scalarValue(QStringLiteral("one")).toInt(), 42);
    QCOMPARE(exports::fillPlaceholders(nb, QStringLiteral("{{one}}")), QStringLiteral("42"));
    // A table is not a value: say so instead of showing its first cell.
    QVERIFY(!nb.scalarValue(QStringLiteral("d")).isValid());
    const QString table = exports::fillPlaceholders(nb, QStringLiteral("{{d}}"));
    QVERIFY2(table.contains(QStringLiteral("2 rows × 2 columns, not a single value")), qPrintable(table));
    // A failed cell shows its error, not "not run".
    const QString failed = exports::fillPlaceholders(nb, QStringLiteral("{{bad}}"));
    QVERIFY2(failed.contains(QLatin1String("citty")) && !failed.contains(QLatin1String("not run")), qPrintable(failed));
}

QTEST_GUILESS_MAIN(TestNotebookRunner)
#include "tst_notebook_runner.moc"
