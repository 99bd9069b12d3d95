// Assay on sharded engines, against a single-node copy of the same million rows: PostgreSQL with
// `sales` partitioned over two servers through postgres_fdw (partition-wise aggregation on) and
// MariaDB with a Spider table over two backends (tests/servers/sharded.sh). On each, a notebook of
// cells that read each other (composed as CTEs), a chart cell over the million rows, a markdown
// value, an offline answer and a report must give the same results as on the single node; the
// plans (EXPLAIN VERBOSE's Remote SQL) or the backends' general logs show where the aggregation
// ran; and no cell brings more rows to the client than its grid window or the chart's points.

#include "testsupport.h"

#include "ask/asktypes.h"
#include "db/columnformats.h"
#include "db/connection.h"
#include "db/dbsession.h"
#include "db/resultstore.h"
#include "export/htmlreport.h"
#include "export/report.h"
#include "knowledge/knowledgesnapshot.h"
#include "notebook/notebook.h"
#include "notebook/notebookrunner.h"
#include "offline/offlineassistant.h"

#include <QFile>
#include <QSignalSpy>

using namespace assay;

namespace {

constexpr qint64 GridWindow = 1000; // the rows a cell's grid holds (the runner's row cap)
constexpr int RunWaitMs = 200000;     // one notebook run; QtTest's function timeout is longer
constexpr int StatementTimeoutSec = 120; // a statement that hangs fails, naming its cell

struct Cluster {
    db::ConnectionConfig sharded;
    db::ConnectionConfig single;
    QString password;
};

std::optional<Cluster> cluster(const QString &engine)
{
    auto value = [](const char *key) { return test::serverValue(QLatin1String(key)); };
    Cluster c;
    const bool pg = engine == u"postgres_fdw";
    const QString prefix = pg ? QStringLiteral("ASSAY_PG_") : QStringLiteral("ASSAY_MYSHARD_");
    const QString shardDatabase = value(pg ? "ASSAY_PGSHARD_DATABASE" : "ASSAY_MYSHARD_DATABASE");
    if (test::serverValue(prefix + QStringLiteral("PORT")).isEmpty() || shardDatabase.isEmpty())
        return std::nullopt;
    db::ConnectionConfig base;
    base.engine = pg ? db::Engine::PostgreSQL : db::Engine::MySQL;
    base.host = test::serverValue(prefix + QStringLiteral("HOST"));
    base.port = test::serverValue(prefix + QStringLiteral("PORT")).toInt();
    base.user = test::serverValue(prefix + QStringLiteral("USER"));
    c.password = test::serverValue(prefix + QStringLiteral("PASSWORD"));
    c.sharded = c.single = base;
    c.sharded.id = engine + QStringLiteral("-sharded");
    c.sharded.database = shardDatabase;
    c.single.id = engine + QStringLiteral("-single");
    c.single.database = value(pg ? "ASSAY_PGSINGLE_DATABASE" : "ASSAY_MYSINGLE_DATABASE");
    return c;
}

// What the server is doing, for a run that never ended: each session's state, what it waits on
// and its statement (pg_stat_activity; MariaDB's process list).
QStringList serverActivity(const db::ConnectionConfig &config, const QString &password)
{
    auto connection = db::createConnection(config);
    if (db::DbError e = connection->open(password); !e.isNull())
        return {QStringLiteral("cannot connect: ") + e.displayText()};
    const QString sql = config.engine == db::Engine::PostgreSQL
        ? QStringLiteral("SELECT pid, datname, state, wait_event_type, wait_event, now() - query_start, left(query, 300) "
                         "FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()")
        : QStringLiteral("SELECT id, db, command, state, time, left(info, 300) FROM information_schema.processlist "
                         "WHERE id <> connection_id()");
    QList<db::Row> rows;
    const db::ExecSummary s = connection->query(sql, &rows);
    if (!s.ok())
        return {s.error.displayText()};
    QStringList out;
    for (const db::Row &r : rows) {
        QStringList fields;
        for (const QVariant &v : r)
            fields << v.toString();
        out << fields.join(QStringLiteral(" | "));
    }
    return out;
}

QList<QStringList> textRows(const QList<db::Row> &rows)
{
    QList<QStringList> out;
    for (const db::Row &r : rows) {
        QStringList line;
        for (const QVariant &v : r)
            line << (v.isNull() ? QStringLiteral("NULL") : v.toString());
        out << line;
    }
    return out;
}

struct NotebookRun {
    QHash<QString, QList<QStringList>> rows;   // cell name -> rows as the client holds them
    QHash<QString, qint64> clientRows;         // rows that reached the client
    QHash<QString, QString> sql;               // what ran, cells inlined
    QString markdownValue;
    QByteArray report;
    qint64 chartPoints = 0;
};

// The notebook: a plain cell over the million rows (the chart's source), aggregates that read
// each other, a chart, a markdown value.
void buildNotebook(notebook::Notebook &nb)
{
    auto add = [&nb](notebook::CellKind kind, const QString &name, const QString &source) {
        notebook::Cell c;
        c.kind = kind;
        c.name = name;
        c.source = source;
        return nb.insertCell(nb.count(), c);
    };
    const QString rows = add(notebook::CellKind::Sql, QStringLiteral("sales_rows"),
                             QStringLiteral("SELECT day, category, region, amount FROM sales"));
    add(notebook::CellKind::Sql, QStringLiteral("by_category"),
        QStringLiteral("SELECT category, SUM(amount) AS total, COUNT(*) AS orders FROM sales GROUP BY category"));
    add(notebook::CellKind::Sql, QStringLiteral("top_categories"),
        QStringLiteral("SELECT category, total FROM by_category WHERE orders > 0 ORDER BY total DESC, category LIMIT 3"));
    add(notebook::CellKind::Sql, QStringLiteral("grand_total"), QStringLiteral("SELECT SUM(total) AS total FROM by_category"));
    add(notebook::CellKind::Sql, QStringLiteral("big_by_region"),
        QStringLiteral("SELECT region, COUNT(*) AS n FROM sales_rows WHERE amount > 50 GROUP BY region ORDER BY region"));
    notebook::Cell chart;
    chart.kind = notebook::CellKind::Chart;
    chart.name = QStringLiteral("amount_by_category");
    chart.chartSourceId = rows;
    chart.chart.type = charts::ChartType::Bar;
    chart.chart.x = QStringLiteral("category");
    chart.chart.y = {charts::Measure{QStringLiteral("amount"), charts::Aggregation::Sum, {}, false}};
    chart.chart.sort = charts::SortOrder::YDescending;
    nb.insertCell(nb.count(), chart);
    add(notebook::CellKind::Markdown, QStringLiteral("note"), QStringLiteral("All sales: {{grand_total}}"));
}

} // namespace

class TestShardedEngines : public QObject {
    Q_OBJECT
private slots:
    void sameResultsAndPushdown_data();
    void sameResultsAndPushdown();
    void offlineAnswer_data() { sameResultsAndPushdown_data(); }
    void offlineAnswer();

private:
    NotebookRun runNotebook(db::ConnectionConfig config, const QString &password);
    void checkPostgresPushdown(const Cluster &c, const NotebookRun &run);
    void checkSpiderPushdown(const Cluster &c);
};

void TestShardedEngines::sameResultsAndPushdown_data()
{
    QTest::addColumn<QString>("engine");
    QTest::newRow("postgres_fdw") << QStringLiteral("postgres_fdw");
    QTest::newRow("spider") << QStringLiteral("spider");
}

NotebookRun TestShardedEngines::runNotebook(db::ConnectionConfig config, const QString &password)
{
    NotebookRun out;
    notebook::Notebook nb;
    nb.setFlavor(db::Dialect::forEngine(config.engine).flavor());
    config.statementTimeoutSec = StatementTimeoutSec;
    nb.setConnection(config);
    buildNotebook(nb);
    db::DbSession session(config);
    QFuture<db::DbError> opened = session.open(password);
    opened.waitForFinished();
    if (!opened.result().isNull())
        qFatal("cannot connect to %s: %s", qPrintable(config.displayLocation()), qPrintable(opened.result().displayText()));
    notebook::NotebookRunner runner(&nb);
    runner.setSession(&session);
    runner.setRowLimit(GridWindow);
    QSignalSpy finished(&runner, &notebook::NotebookRunner::runFinished);
    QSignalSpy refused(&runner, &notebook::NotebookRunner::runRefused);
    runner.runAll();
    // The run may end (or be refused) before the spy waits. The wait ends well before QtTest's
    // function timeout so that a run that never ends says where it stands.
    const bool ended = finished.count() > 0 || refused.count() > 0 || finished.wait(RunWaitMs);
    if (!ended || finished.isEmpty() || !finished.at(0).at(0).toBool()) {
        qWarning() << "refused:" << refused;
        for (const notebook::Cell &c : nb.cells())
            qWarning() << c.name << notebook::cellStateName(nb.state(c.id)) << c.output.error;
        for (const QString &line : serverActivity(config, password))
            qWarning().noquote() << "server:" << line;
        qFatal("the notebook did not run on %s", qPrintable(config.database));
    }
    for (const notebook::Cell &c : nb.cells()) {
        if (c.kind == notebook::CellKind::Markdown)
            continue;
        const auto store = nb.result(c.id);
        QList<db::Row> rows;
        for (qint64 r = 0; store && r < store->rowCount(); ++r) {
            db::Row row;
            for (int col = 0; col < store->columnCount(); ++col)
                row << store->value(r, col);
            rows << row;
        }
        out.rows.insert(c.name, textRows(rows));
        out.clientRows.insert(c.name, store ? store->rowCount() : 0);
        out.sql.insert(c.name, c.output.executedSql);
        if (c.kind == notebook::CellKind::Chart)
            out.chartPoints = store ? store->rowCount() : 0;
    }
    // As the report writes a {{name}}: the grid's formatting in the reader's locale.
    out.markdownValue = nb.scalarText(QStringLiteral("grand_total"), db::readerLocale());
    exports::ReportOptions options;
    options.maxRows = 10;
    out.report = exports::htmlReport(exports::buildReport(nb, options));
    return out;
}

void TestShardedEngines::sameResultsAndPushdown()
{
    QFETCH(QString, engine);
    const std::optional<Cluster> c = cluster(engine);
    ASSAY_REQUIRE(c, engine + QStringLiteral(" sharded setup"));
    const NotebookRun sharded = runNotebook(c->sharded, c->password);
    const NotebookRun single = runNotebook(c->single, c->password);

    // Same answers. Cells without ORDER BY may come back in any order: compared as sets.
    for (auto it = single.rows.constBegin(); it != single.rows.constEnd(); ++it) {
        QList<QStringList> a = sharded.rows.value(it.key()), b = it.value();
        if (it.key() == u"sales_rows") {
            QCOMPARE(a.size(), b.size()); // a window of an unordered million: only its size is defined
            continue;
        }
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        QVERIFY2(a == b, qPrintable(it.key()));
    }
    QCOMPARE(sharded.rows.value(QStringLiteral("by_category")).size(), 8);
    QCOMPARE(sharded.markdownValue, single.markdownValue);
    QVERIFY(!sharded.markdownValue.isEmpty());
    QCOMPARE(sharded.rows.value(QStringLiteral("amount_by_category")), single.rows.value(QStringLiteral("amount_by_category")));
    // The report shows the value and the chart's data, the same on both.
    for (const QByteArray &report : {sharded.report, single.report}) {
        QVERIFY(report.contains("amount_by_category"));
        QVERIFY(report.contains(sharded.markdownValue.toUtf8()));
    }

    // The grid holds a window, the chart its points: nothing more reached the client.
    for (auto it = sharded.clientRows.constBegin(); it != sharded.clientRows.constEnd(); ++it)
        QVERIFY2(it.value() <= GridWindow, qPrintable(QStringLiteral("%1: %2 rows").arg(it.key()).arg(it.value())));
    QCOMPARE(sharded.clientRows.value(QStringLiteral("sales_rows")), GridWindow);
    QCOMPARE(sharded.chartPoints, 8); // one bar per category, out of a million rows

    if (engine == u"postgres_fdw")
        checkPostgresPushdown(*c, sharded);
    else
        checkSpiderPushdown(*c);
}

void TestShardedEngines::checkPostgresPushdown(const Cluster &c, const NotebookRun &run)
{
    auto connection = db::createConnection(c.sharded);
    QVERIFY(connection->open(c.password).isNull());
    auto plan = [&](const QString &sql) {
        QList<db::Row> rows;
        const db::ExecSummary s = connection->query(QStringLiteral("EXPLAIN (VERBOSE) ") + sql, &rows);
        if (!s.ok())
            qFatal("EXPLAIN failed: %s", qPrintable(s.error.displayText()));
        QStringList lines;
        for (const db::Row &r : rows)
            lines << r.value(0).toString();
        return lines;
    };
    // Grouped by the partition key: each shard aggregates its own rows and sends only groups.
    for (const QString &cell : {QStringLiteral("by_category"), QStringLiteral("top_categories"), QStringLiteral("grand_total"),
                               QStringLiteral("amount_by_category")}) {
        const QStringList lines = plan(run.sql.value(cell));
        const QStringList remote = lines.filter(QStringLiteral("Remote SQL:"));
        QCOMPARE(lines.filter(QStringLiteral("Relations: Aggregate on")).size(), 2);
        QCOMPARE(remote.size(), 2);
        for (const QString &r : remote)
            QVERIFY2(r.contains(QLatin1String("GROUP BY")), qPrintable(cell + QStringLiteral(": ") + r));
        qInfo().noquote() << cell << "runs on the shards:" << remote.first().trimmed();
    }
    // Grouped by another column, PostgreSQL 15 cannot push a partial aggregate through
    // postgres_fdw: each partition's rows go to the coordinator (never to the client), which
    // aggregates them per partition first (partition-wise) and then finally.
    const QStringList other = plan(run.sql.value(QStringLiteral("big_by_region")));
    QVERIFY(!other.filter(QStringLiteral("Partial")).isEmpty());
    qInfo().noquote() << "big_by_region: partial aggregates on the coordinator over"
                      << other.filter(QStringLiteral("Remote SQL:")).join(QStringLiteral(" | ")).simplified();
}

void TestShardedEngines::checkSpiderPushdown(const Cluster &c)
{
    // What Spider sent each backend: their general logs, read through SQL.
    const QStringList ports = test::serverValue(QStringLiteral("ASSAY_MYSQL_SHARD_PORTS")).split(u',');
    const QString logUser = test::serverValue(QStringLiteral("ASSAY_MYSQL_LOG_USER"));
    const QString logPassword = test::serverValue(QStringLiteral("ASSAY_MYSQL_LOG_PASSWORD"));
    QCOMPARE(ports.size(), 2);
    auto backendStatements = [&](const QString &port, const QString &since) {
        db::ConnectionConfig b = c.single;
        b.port = port.toInt();
        b.user = logUser;
        b.database.clear();
        auto conn = db::createConnection(b);
        if (db::DbError e = conn->open(logPassword); !e.isNull())
            qFatal("cannot read the backend's log: %s", qPrintable(e.displayText()));
        QList<db::Row> rows;
        conn->query(QStringLiteral("SELECT CAST(argument AS CHAR) FROM mysql.general_log WHERE command_type = 'Query' "
                                   "AND event_time > '%1' AND user_host LIKE 'spider%%' AND argument LIKE 'select %%shard%%sales%%' ORDER BY event_time").arg(since),
                    &rows);
        QStringList out;
        for (const db::Row &r : rows)
            out << r.value(0).toString();
        return out;
    };
    auto now = [&](const QString &port) {
        db::ConnectionConfig b = c.single;
        b.port = port.toInt();
        b.user = logUser;
        b.database.clear();
        auto conn = db::createConnection(b);
        conn->open(logPassword);
        QList<db::Row> rows;
        conn->query(QStringLiteral("SELECT DATE_FORMAT(NOW(6), '%Y-%m-%d %H:%i:%s.%f')"), &rows);
        return rows.value(0).value(0).toString();
    };
    // One cell at a time through the coordinator, as the runner sends it.
    auto coordinator = db::createConnection(c.sharded);
    QVERIFY(coordinator->open(c.password).isNull());
    auto sentFor = [&](const QString &sql) {
        const QString since0 = now(ports[0]), since1 = now(ports[1]);
        QList<db::Row> rows;
        const db::ExecSummary s = coordinator->query(sql, &rows);
        if (!s.ok())
            qFatal("%s", qPrintable(s.error.displayText()));
        return backendStatements(ports[0], since0) + backendStatements(ports[1], since1);
    };
    // An aggregate over the table, and cells that read it as a CTE: each backend groups its rows.
    for (const QString &sql : {QStringLiteral("SELECT category, SUM(amount) AS total, COUNT(*) AS orders FROM sales GROUP BY category"),
                               QStringLiteral("WITH by_category AS (SELECT category, SUM(amount) AS total, COUNT(*) AS orders FROM sales "
                                              "GROUP BY category) SELECT SUM(total) AS total FROM by_category")}) {
        const QStringList sent = sentFor(sql);
        QVERIFY2(sent.size() == 2, qPrintable(sent.join(QStringLiteral(" | ")))); // one statement per backend
        for (const QString &s : sent)
            QVERIFY2(s.contains(QLatin1String("group by"), Qt::CaseInsensitive), qPrintable(s));
        qInfo().noquote() << "Spider pushed down:" << sent.first();
    }
    // An aggregate over a CTE that only selects columns (the chart over `sales_rows`): MariaDB
    // merges the CTE, but Spider's group-by handler does not take merged derived tables, so the
    // backends stream their rows to the coordinator, which aggregates (the client still gets 8).
    const QStringList sent = sentFor(QStringLiteral("WITH sales_rows AS (SELECT day, category, region, amount FROM sales) "
                                                    "SELECT category, SUM(amount) FROM sales_rows GROUP BY category"));
    QVERIFY(!sent.isEmpty());
    qInfo().noquote() << "Spider, aggregate over a selecting CTE, sent:" << sent.first();
    QVERIFY2(!sent.first().contains(QLatin1String("group by"), Qt::CaseInsensitive),
             "Spider now pushes aggregates over merged CTEs down: update the README's known differences");
}

void TestShardedEngines::offlineAnswer()
{
    QFETCH(QString, engine);
    const std::optional<Cluster> c = cluster(engine);
    ASSAY_REQUIRE(c, engine + QStringLiteral(" sharded setup"));
    QList<QList<QStringList>> answers;
    QStringList sqls;
    for (const db::ConnectionConfig &config : {c->sharded, c->single}) {
        auto connection = db::createConnection(config);
        QVERIFY(connection->open(c->password).isNull());
        auto snapshot = std::make_shared<knowledge::KnowledgeSnapshot>();
        QVERIFY(connection->introspect(&snapshot->catalog).isNull());
        offline::OfflineAssistant assistant(snapshot, config.engine);
        ask::AskRequest request;
        request.question = QStringLiteral("total amount by category");
        request.today = QDate(2024, 6, 1);
        request.flavor = db::Dialect::forEngine(config.engine).flavor();
        request.rowCap = GridWindow;
        const ask::AskResult result = assistant.answer(request, *connection, std::make_shared<db::CancelToken>());
        QCOMPARE(result.outcome, ask::AskResult::Outcome::Answered);
        QVERIFY(result.offline);
        QCOMPARE(result.steps.size(), 1);
        QList<QStringList> rows = textRows(result.steps[0].sample.rows);
        std::sort(rows.begin(), rows.end());
        QCOMPARE(rows.size(), 8); // eight categories: grouped in the database, not on the client
        answers << rows;
        sqls << QString(result.steps[0].sql).replace(config.database, QStringLiteral("DATABASE")); // MariaDB qualifies by database
    }
    QCOMPARE(sqls[0], sqls[1]);
    QCOMPARE(answers[0], answers[1]);
}

QTEST_GUILESS_MAIN(TestShardedEngines)
#include "tst_sharded_engines.moc"
