// Every engine through the same Connection interface, against real servers: SQLite files,
// PostgreSQL and MariaDB started by tests/servers, ODBC through psqlodbc to the same PostgreSQL.

#include "db/connection.h"
#include "db/dbsession.h"
#include "db/resultstore.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <thread>

#include <signal.h>

using namespace assay;

namespace {

struct Target {
    db::ConnectionConfig config;
    QString password;
};

const char *const SqliteFixture = R"(
CREATE TABLE customers ( -- People who buy
    id INTEGER PRIMARY KEY, -- Customer number
    name TEXT NOT NULL, -- Full name
    city TEXT
);
CREATE TABLE orders ( -- Orders placed
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id), -- Who ordered
    amount NUMERIC(10,2) NOT NULL,
    ordered_at DATE NOT NULL
);
CREATE VIEW order_totals AS SELECT customer_id, SUM(amount) AS total FROM orders GROUP BY customer_id;
INSERT INTO customers VALUES (1, 'Ada', 'Berlin'), (2, 'Linus', 'Helsinki'), (3, 'Grace', NULL);
INSERT INTO orders VALUES (1, 1, 10.50, '2024-01-02'), (2, 1, 20.00, '2024-02-03'), (3, 2, 5.25, '2024-03-04');
)";

const char *const PostgresFixture = R"(
DROP VIEW IF EXISTS order_totals;
DROP TABLE IF EXISTS orders;
DROP TABLE IF EXISTS customers;
CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT);
COMMENT ON TABLE customers IS 'People who buy';
COMMENT ON COLUMN customers.id IS 'Customer number';
COMMENT ON COLUMN customers.name IS 'Full name';
CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),
                     amount NUMERIC(10,2) NOT NULL, ordered_at DATE NOT NULL);
COMMENT ON TABLE orders IS 'Orders placed';
COMMENT ON COLUMN orders.customer_id IS 'Who ordered';
CREATE VIEW order_totals AS SELECT customer_id, SUM(amount) AS total FROM orders GROUP BY customer_id;
INSERT INTO customers VALUES (1, 'Ada', 'Berlin'), (2, 'Linus', 'Helsinki'), (3, 'Grace', NULL);
INSERT INTO orders VALUES (1, 1, 10.50, '2024-01-02'), (2, 1, 20.00, '2024-02-03'), (3, 2, 5.25, '2024-03-04');
ANALYZE customers;
)";

const char *const MysqlFixture = R"(
DROP VIEW IF EXISTS order_totals;
DROP TABLE IF EXISTS orders;
DROP TABLE IF EXISTS customers;
CREATE TABLE customers (id INT PRIMARY KEY COMMENT 'Customer number', name VARCHAR(100) NOT NULL COMMENT 'Full name',
                        city VARCHAR(50)) ENGINE=InnoDB COMMENT='People who buy';
CREATE TABLE orders (id INT PRIMARY KEY, customer_id INT NOT NULL COMMENT 'Who ordered', amount DECIMAL(10,2) NOT NULL,
                     ordered_at DATE NOT NULL, FOREIGN KEY (customer_id) REFERENCES customers(id))
                     ENGINE=InnoDB COMMENT='Orders placed';
CREATE VIEW order_totals AS SELECT customer_id, SUM(amount) AS total FROM orders GROUP BY customer_id;
INSERT INTO customers VALUES (1, 'Ada', 'Berlin'), (2, 'Linus', 'Helsinki'), (3, 'Grace', NULL);
INSERT INTO orders VALUES (1, 1, 10.50, '2024-01-02'), (2, 1, 20.00, '2024-02-03'), (3, 2, 5.25, '2024-03-04');
ANALYZE TABLE customers;
)";

// A query that returns `n` rows (x, 'n' || x) in order.
QString seriesSql(db::Engine engine, int n)
{
    switch (engine) {
    case db::Engine::SQLite:
        return QStringLiteral("WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < %1) "
                              "SELECT x, 'n' || x AS label FROM s").arg(n);
    case db::Engine::PostgreSQL:
    case db::Engine::ODBC:
        return QStringLiteral("SELECT g AS x, 'n' || g AS label FROM generate_series(1, %1) g ORDER BY g").arg(n);
    case db::Engine::MySQL:
        // MariaDB's sequence engine; recursive CTEs stop at max_recursive_iterations.
        return QStringLiteral("SELECT seq AS x, CONCAT('n', seq) AS label FROM seq_1_to_%1").arg(n);
    }
    return {};
}

// A query that runs until stopped.
QString longSql(db::Engine engine)
{
    switch (engine) {
    case db::Engine::SQLite:
        return QStringLiteral("WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s) SELECT count(*) FROM s");
    case db::Engine::PostgreSQL:
    case db::Engine::ODBC:
        return QStringLiteral("SELECT pg_sleep(60)");
    case db::Engine::MySQL:
        return QStringLiteral("SELECT SLEEP(60)");
    }
    return {};
}

class BatchRecorder : public db::RowSink {
public:
    void columns(const QList<db::ResultColumn> &c) override { cols = c; }
    bool rows(QList<db::Row> &&batch) override
    {
        sizes.append(int(batch.size()));
        all.append(batch);
        return true;
    }
    QList<db::ResultColumn> cols;
    QList<int> sizes;
    QList<db::Row> all;
};

} // namespace

class TestDbEngines : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    void introspection_data() { engines(false); }
    void introspection();
    void streamsInBatches_data() { engines(true); }
    void streamsInBatches();
    void rowCapTruncates_data() { engines(true); }
    void rowCapTruncates();
    void userWritesWork_data() { engines(false); }
    void userWritesWork();
    void cancelReturnsPromptly_data() { engines(false); }
    void cancelReturnsPromptly();
    void cancelThroughSession_data() { engines(false); }
    void cancelThroughSession();
    void statementTimeout_data() { engines(false); }
    void statementTimeout();
    void connectionStatementTimeout_data() { engines(false); }
    void connectionStatementTimeout();
    void readOnlyRefusesWrites_data();
    void readOnlyRefusesWrites();
    void readOnlyRunsQueries_data() { engines(true); }
    void readOnlyRunsQueries();
    void syntaxErrorKeepsConnectionUsable_data() { engines(true); }
    void syntaxErrorKeepsConnectionUsable();
    void badCredentials_data();
    void badCredentials();
    void unreachableHost_data();
    void unreachableHost();
    void explainWorks_data() { engines(false); }
    void explainWorks();
    void sqliteRejectsOtherFiles();
    void sqliteReadOnlyConnectionReadsItsCatalog();
    void postgresReconnectsAfterServerDroppedUs();
    void sessionTeardownNeverWaitsForAStoppedServer();
    void catalogOfManyTables();
    void mysqlReadOnlyLeavesAnOpenTransactionAlone();
    void mysqlReadOnlyRefusesWritesFromFunctions();

private:
    void engines(bool withOdbc);
    std::optional<Target> target(const QString &name);
    std::unique_ptr<db::Connection> connect(const QString &name);
    QString checksum(db::Connection &c);

    QTemporaryDir m_dir;
    QString m_sqlitePath;
};

void TestDbEngines::engines(bool withOdbc)
{
    QTest::addColumn<QString>("engine");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
    QTest::newRow("mysql") << QStringLiteral("mysql");
    if (withOdbc)
        QTest::newRow("odbc") << QStringLiteral("odbc");
}

std::optional<Target> TestDbEngines::target(const QString &name)
{
    if (name == u"sqlite") {
        db::ConnectionConfig c;
        c.engine = db::Engine::SQLite;
        c.name = QStringLiteral("fixture");
        c.filePath = m_sqlitePath;
        return Target{c, {}};
    }
    std::optional<test::ServerLogin> l = name == u"postgresql" ? test::postgres()
                                         : name == u"mysql"    ? test::mysql()
                                                               : test::odbcPostgres();
    if (!l)
        return std::nullopt;
    return Target{l->config, l->password};
}

std::unique_ptr<db::Connection> TestDbEngines::connect(const QString &name)
{
    auto t = target(name);
    if (!t)
        return nullptr;
    auto c = db::createConnection(t->config);
    const db::DbError e = c->open(t->password);
    if (e) {
        qWarning() << name << e.displayText();
        return nullptr;
    }
    return c;
}

QString TestDbEngines::checksum(db::Connection &c)
{
    QList<db::Row> rows;
    const db::ExecSummary s = c.query(QStringLiteral(
        "SELECT (SELECT COUNT(*) FROM customers), (SELECT SUM(id) FROM customers), (SELECT MIN(name) FROM customers), "
        "(SELECT COUNT(*) FROM orders), (SELECT SUM(amount) FROM orders)"), &rows);
    if (!s.ok() || rows.isEmpty())
        return QStringLiteral("error: ") + s.error.displayText();
    QStringList parts;
    for (const QVariant &v : rows[0])
        parts << v.toString();
    db::Catalog catalog;
    c.introspect(&catalog, {});
    for (const db::TableInfo &t : catalog.tables)
        parts << t.name;
    return parts.join(u'|');
}

void TestDbEngines::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_sqlitePath = m_dir.filePath(QStringLiteral("fixture.sqlite"));
    QFile(m_sqlitePath).open(QIODevice::WriteOnly);
    for (const auto &[name, fixture] : {std::pair{QStringLiteral("sqlite"), SqliteFixture},
                                        std::pair{QStringLiteral("postgresql"), PostgresFixture},
                                        std::pair{QStringLiteral("mysql"), MysqlFixture}}) {
        auto c = connect(name);
        if (!c) {
            if (name == u"sqlite" || test::serversRequired())
                QFAIL(qPrintable(QStringLiteral("cannot connect to %1").arg(name)));
            continue;
        }
        const db::ExecSummary s = c->query(QString::fromUtf8(fixture), nullptr);
        QVERIFY2(s.ok(), qPrintable(name + QStringLiteral(": ") + s.error.displayText()));
        QVERIFY(s.statementCount >= 5); // scripts run statement by statement
    }
}

void TestDbEngines::introspection()
{
    QFETCH(QString, engine);
    auto c = connect(engine);
    ASSAY_REQUIRE(c, engine);
    db::Catalog catalog;
    QElapsedTimer clock;
    clock.start();
    QVERIFY(c->introspect(&catalog, {}).isNull());
    const db::TableInfo *customers = catalog.find(QStringLiteral("customers"));
    const db::TableInfo *orders = catalog.find(QStringLiteral("orders"));
    const db::TableInfo *totals = catalog.find(QStringLiteral("order_totals"));
    QVERIFY(customers && orders && totals);
    QVERIFY(totals->isView());
    QCOMPARE(customers->columns.size(), 3);
    QCOMPARE(customers->columns[0].name, QStringLiteral("id"));
    QCOMPARE(customers->primaryKey, QStringList{QStringLiteral("id")});
    QVERIFY(customers->columns[0].primaryKey);
    QVERIFY(!customers->column(QStringLiteral("name"))->nullable);
    QVERIFY(customers->column(QStringLiteral("city"))->nullable);
    QCOMPARE(customers->comment, QStringLiteral("People who buy"));
    QCOMPARE(customers->column(QStringLiteral("id"))->comment, QStringLiteral("Customer number"));
    QCOMPARE(orders->column(QStringLiteral("customer_id"))->comment, QStringLiteral("Who ordered"));
    QCOMPARE(orders->column(QStringLiteral("amount"))->valueType, db::ValueType::Decimal);
    QCOMPARE(orders->column(QStringLiteral("ordered_at"))->valueType, db::ValueType::Date);
    QCOMPARE(orders->foreignKeys.size(), 1);
    const db::ForeignKeyInfo &fk = orders->foreignKeys[0];
    QCOMPARE(fk.columns, QStringList{QStringLiteral("customer_id")});
    QCOMPARE(fk.refTable, QStringLiteral("customers"));
    QCOMPARE(fk.refColumns, QStringList{QStringLiteral("id")});
    QVERIFY2(customers->rowEstimate >= 0, "the engine's row estimate is read");
    QVERIFY(!catalog.fingerprint().isEmpty());
}

void TestDbEngines::streamsInBatches()
{
    QFETCH(QString, engine);
    auto c = connect(engine);
    ASSAY_REQUIRE(c, engine);
    BatchRecorder sink;
    db::ExecOptions o;
    o.firstBatchRows = 100;
    o.batchRows = 5000;
    const db::ExecSummary s = c->execute(seriesSql(c->engine(), 50000), o, sink);
    QVERIFY2(s.ok(), qPrintable(s.error.displayText()));
    QVERIFY(s.hasResultSet);
    QCOMPARE(s.rowCount, qint64(50000));
    QVERIFY(!s.truncated);
    QCOMPARE(sink.cols.size(), 2);
    QCOMPARE(sink.cols[0].name.toLower(), QStringLiteral("x"));
    QVERIFY(db::isNumeric(sink.cols[0].type));
    QCOMPARE(sink.sizes.first(), 100);
    QVERIFY(sink.sizes.size() > 5);
    QCOMPARE(sink.all.size(), 50000);
    QCOMPARE(sink.all[0][0].toLongLong(), qint64(1));
    QCOMPARE(sink.all[49999][0].toLongLong(), qint64(50000));
    QCOMPARE(sink.all[49999][1].toString(), QStringLiteral("n50000"));
}

void TestDbEngines::rowCapTruncates()
{
    QFETCH(QString, engine);
    auto c = connect(engine);
    ASSAY_REQUIRE(c, engine);
    BatchRecorder sink;
    db::ExecOptions o;
    o.maxRows = 120;
    const db::ExecSummary s = c->execute(seriesSql(c->engine(), 100000), o, sink);
    QVERIFY2(s.ok(), qPrintable(s.error.displayText()));
    QCOMPARE(s.rowCount, qint64(120));
    QVERIFY(s.truncated);
    // The connection is still usable after stopping early.
    QList<db::Row> rows;
    QVERIFY(c->query(QStringLiteral("SELECT COUNT(*) FROM customers"), &rows).ok());
    QCOMPARE(rows[0][0].toInt(), 3);
    // A result exactly at the cap is not truncated.
    o.maxRows = 3;
    QVERIFY(!c->execute(QStringLiteral("SELECT id FROM customers"), o, sink).truncated);
}

void TestDbEngines::userWritesWork()
{
    QFETCH(QString, engine);
    auto c = connect(engine);
    ASSAY_REQUIRE(c, engine);
    db::CollectingSink sink;
    db::ExecSummary s = c->execute(QStringLiteral("INSERT INTO customers (id, name, city) VALUES (100, 'Temp', 'Oslo')"), {}, sink);
    QVERIFY2(s.ok(), qPrintable(s.error.displayText()));
    QCOMPARE(s.rowsAffected, qint64(1));
    QList<db::Row> rows;
    QVERIFY(c->query(QStringLiteral("SELECT name FROM customers WHERE id = 100"), &rows).ok());
    QCOMPARE(rows.value(0).value(0).toString(), QStringLiteral("Temp"));
    s = c->execute(QStringLiteral("DELETE FROM customers WHERE id = 100"), {}, sink);
    QVERIFY(s.ok());
    QCOMPARE(s.rowsAffected, qint64(1));
}

void TestDbEngines::cancelReturnsPromptly()
{
    QFETCH(QString, engine);
    auto c = connect(engine);
    ASSAY_REQUIRE(c, engine);
    db::ExecOptions o;
    o.cancel = std::make_shared<db::CancelToken>();
    QElapsedTimer clock;
    qint64 cancelledAt = -1;
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(400));
        cancelledAt = clock.elapsed();
        o.cancel->cancel();
        c->interrupt();
    });
    clock.start();
    db::CollectingSink sink;
    const db::ExecSummary s = c->execute(longSql(c->engine()), o, sink);
    const qint64 returnedAt = clock.elapsed();
    canceller.join();
    QVERIFY2(!s.ok(), "a cancelled query does not succeed");
    QCOMPARE(s.error.kind, db::DbError::Kind::Cancelled);
    // A 60 s statement that ended Cancelled was stopped; how fast is a figure, not a pass mark.
    qInfo() << engine << "returned" << returnedAt - cancelledAt << "ms after the cancel";
    // Still usable afterwards.
    QList<db::Row> rows;
    const db::ExecSummary after = c->query(QStringLiteral("SELECT COUNT(*) FROM customers"), &rows);
    QVERIFY2(after.ok(), qPrintable(after.error.displayText()));
    QCOMPARE(rows[0][0].toInt(), 3);
}

void TestDbEngines::cancelThroughSession()
{
    QFETCH(QString, engine);
    auto t = target(engine);
    ASSAY_REQUIRE(t, engine);
    db::DbSession session(t->config);
    QVERIFY(session.open(t->password).result().isNull());
    // Cancelled at several points after the job starts, from at once (the statement not sent yet)
    // to well into it. Between them lies the window in which MySQL's first KILL QUERY reaches the
    // server before the statement does and stops nothing; the watchdog then sends another.
    for (const int delayMs : {0, 1, 3, 10, 30, 100, 300}) {
        db::QueryJob *job = session.startQuery(longSql(t->config.engine), {}, this);
        QSignalSpy started(job, &db::QueryJob::started);
        QSignalSpy finished(job, &db::QueryJob::finished);
        QVERIFY(started.count() > 0 || started.wait(5000));
        QElapsedTimer clock;
        QTimer::singleShot(delayMs, job, [job, &clock] {
            clock.start();
            job->cancel();
        });
        QVERIFY(finished.wait(30000)); // the statement sleeps 60 s
        qInfo() << engine << "cancelled" << delayMs << "ms after the start, finished" << clock.elapsed()
                << "ms after the cancel";
        QCOMPARE(job->summary().error.kind, db::DbError::Kind::Cancelled);
    }
    // A queued job behind a cancelled one still runs.
    db::QueryJob *next = session.startQuery(QStringLiteral("SELECT name FROM customers ORDER BY id"), {}, this);
    QSignalSpy nextFinished(next, &db::QueryJob::finished);
    QVERIFY(nextFinished.wait(5000));
    QVERIFY(next->summary().ok());
    QCOMPARE(next->store()->rowCount(), qint64(3));
}

void TestDbEngines::statementTimeout()
{
    QFETCH(QString, engine);
    auto c = connect(engine);
    ASSAY_REQUIRE(c, engine);
    db::ExecOptions o;
    o.timeoutMs = 600;
    QElapsedTimer clock;
    clock.start();
    db::CollectingSink sink;
    const db::ExecSummary s = c->execute(longSql(c->engine()), o, sink);
    QCOMPARE(s.error.kind, db::DbError::Kind::Timeout); // the statement sleeps 60 s
    qInfo() << engine << "stopped after" << clock.elapsed() << "ms of a 600 ms limit";
    QVERIFY(!s.error.message.isEmpty());
    QList<db::Row> rows;
    QVERIFY(c->query(QStringLiteral("SELECT 1"), &rows).ok());
    // The timeout applied to that statement only.
    o.timeoutMs = 0;
    QVERIFY(c->execute(QStringLiteral("SELECT COUNT(*) FROM customers"), o, sink).ok());
}

void TestDbEngines::connectionStatementTimeout()
{
    // The connection's own timeout reaches work that sets none (the console, notebook cells),
    // through a QueryJob and through a future alike, and says where the limit came from.
    QFETCH(QString, engine);
    auto t = target(engine);
    ASSAY_REQUIRE(t, engine);
    t->config.statementTimeoutSec = 1;
    db::DbSession session(t->config);
    QVERIFY(session.open(t->password).result().isNull());

    QElapsedTimer clock;
    clock.start();
    db::QueryJob *job = session.startQuery(longSql(t->config.engine), {}, this);
    QSignalSpy finished(job, &db::QueryJob::finished);
    QVERIFY(finished.wait(30000)); // the statement sleeps 60 s
    qInfo() << engine << "stopped after" << clock.elapsed() << "ms of a 1 s limit";
    const db::DbError e = job->summary().error;
    QCOMPARE(e.kind, db::DbError::Kind::Timeout);
    QVERIFY2(e.message.contains(QLatin1String("stopped after 1 s"), Qt::CaseInsensitive)
                 && e.message.contains(QLatin1String("the connection's statement timeout")),
             qPrintable(e.displayText()));

    auto sink = std::make_shared<db::CollectingSink>();
    db::ExecSummary s = session.execute(longSql(t->config.engine), {}, sink).result();
    QCOMPARE(s.error.kind, db::DbError::Kind::Timeout);
    QVERIFY2(s.error.message.contains(QLatin1String("statement timeout")), qPrintable(s.error.displayText()));

    // A caller's own limit wins, and is not blamed on the connection.
    db::ExecOptions own;
    own.timeoutMs = 300;
    s = session.execute(longSql(t->config.engine), own, sink).result();
    QCOMPARE(s.error.kind, db::DbError::Kind::Timeout);
    QVERIFY2(!s.error.message.contains(QLatin1String("connection's statement timeout")), qPrintable(s.error.message));

    // Short queries run as before.
    s = session.execute(QStringLiteral("SELECT COUNT(*) FROM customers"), {}, sink).result();
    QVERIFY2(s.ok(), qPrintable(s.error.displayText()));
}

void TestDbEngines::readOnlyRefusesWrites_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("sql");
    const QStringList common = {
        QStringLiteral("WITH x AS (SELECT 1) DELETE FROM customers"),
        QStringLiteral("SELECT 1; DROP TABLE customers"),
        QStringLiteral("SELECT 1; DELETE FROM customers"),
        QStringLiteral("DELETE FROM customers"),
        QStringLiteral("UPDATE customers SET name = 'x'"),
        QStringLiteral("INSERT INTO customers (id, name) VALUES (99, 'x')"),
        QStringLiteral("DROP TABLE orders"),
        QStringLiteral("CREATE TABLE evil (x INT)"),
        QStringLiteral("ALTER TABLE customers ADD COLUMN evil INT"),
        QStringLiteral("SET TRANSACTION READ WRITE"),
        QStringLiteral("COMMIT; DELETE FROM customers"),
        QStringLiteral("TRUNCATE TABLE orders"),
    };
    const QString evilFile = m_dir.filePath(QStringLiteral("evil.db"));
    const QStringList sqlite = {
        QStringLiteral("ATTACH DATABASE '%1' AS evil").arg(evilFile),
        QStringLiteral("PRAGMA user_version = 7"),
        QStringLiteral("PRAGMA journal_mode = WAL"),
        QStringLiteral("PRAGMA query_only = 0"),
        QStringLiteral("VACUUM INTO '%1'").arg(evilFile),
        QStringLiteral("VACUUM"),
        QStringLiteral("SELECT load_extension('libevil')"),
        QStringLiteral("CREATE TEMP TABLE t AS SELECT 1"),
        QStringLiteral("REPLACE INTO customers VALUES (1, 'x', NULL)"),
        QStringLiteral("BEGIN; DELETE FROM customers; COMMIT"),
        QStringLiteral("WITH RECURSIVE x AS (SELECT 1) INSERT INTO customers SELECT 50, 'x', NULL"),
    };
    const QStringList postgres = {
        QStringLiteral("EXPLAIN ANALYZE DELETE FROM customers"),
        QStringLiteral("WITH d AS (DELETE FROM customers RETURNING *) SELECT * FROM d"),
        QStringLiteral("WITH u AS (UPDATE customers SET name = 'x' RETURNING 1) SELECT count(*) FROM u"),
        QStringLiteral("SELECT 1 FROM customers FOR UPDATE; DELETE FROM orders"),
        QStringLiteral("CREATE TEMP TABLE t AS SELECT 1"),
        QStringLiteral("SELECT * INTO evil FROM customers"),
        QStringLiteral("SET default_transaction_read_only = off; DELETE FROM customers"),
    };
    const QStringList mysql = {
        QStringLiteral("SET SESSION TRANSACTION READ WRITE"),
        QStringLiteral("CREATE TEMPORARY TABLE t AS SELECT 1"),
        QStringLiteral("REPLACE INTO customers VALUES (1, 'x', NULL)"),
        QStringLiteral("SELECT 1; UPDATE customers SET name = 'x'"),
    };
    for (const QString &sql : common) {
        for (const char *e : {"sqlite", "postgresql", "mysql"})
            QTest::addRow("%s: %s", e, qPrintable(sql.left(40))) << QString::fromLatin1(e) << sql;
    }
    for (const QString &sql : sqlite)
        QTest::addRow("sqlite: %s", qPrintable(sql.left(40))) << QStringLiteral("sqlite") << sql;
    for (const QString &sql : postgres)
        QTest::addRow("postgresql: %s", qPrintable(sql.left(40))) << QStringLiteral("postgresql") << sql;
    for (const QString &sql : mysql)
        QTest::addRow("mysql: %s", qPrintable(sql.left(40))) << QStringLiteral("mysql") << sql;
}

void TestDbEngines::readOnlyRefusesWrites()
{
    QFETCH(QString, engine);
    QFETCH(QString, sql);
    auto c = connect(engine);
    ASSAY_REQUIRE(c, engine);
    const QString before = checksum(*c);
    QVERIFY(!before.startsWith(QLatin1String("error")));
    db::ExecOptions o;
    o.readOnly = true;
    db::CollectingSink sink;
    const db::ExecSummary s = c->execute(sql, o, sink);
    QVERIFY2(!s.ok(), qPrintable(QStringLiteral("read-only execution accepted: ") + sql));
    QVERIFY(!s.error.message.isEmpty());
    QCOMPARE(checksum(*c), before);
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("evil.db"))));
    // The connection stays usable.
    QList<db::Row> rows;
    QVERIFY(c->query(QStringLiteral("SELECT 1"), &rows).ok());
}

void TestDbEngines::sqliteReadOnlyConnectionReadsItsCatalog()
{
    // A connection marked read-only runs everything on the guarded handle, catalog reads included
    // (SQLite asks the authorizer about sqlite_schema as if it could be written).
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = m_sqlitePath;
    config.readOnly = true;
    auto c = db::createConnection(config);
    QVERIFY(c->open({}).isNull());
    db::Catalog catalog;
    const db::DbError e = c->introspect(&catalog, {});
    QVERIFY2(e.isNull(), qPrintable(e.displayText()));
    QVERIFY(catalog.find(QStringLiteral("customers")));
    QList<db::Row> rows;
    const db::ExecSummary s = c->query(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"), &rows);
    QVERIFY2(s.ok(), qPrintable(s.error.displayText()));
    QVERIFY(!rows.isEmpty());
    // ... and still refuses to change anything, the schema table included.
    QVERIFY(!c->query(QStringLiteral("UPDATE customers SET name = 'x'"), nullptr).ok());
    QVERIFY(!c->query(QStringLiteral("PRAGMA writable_schema = ON"), nullptr).ok());
    QVERIFY(!c->query(QStringLiteral("CREATE TABLE t (x)"), nullptr).ok());
}

void TestDbEngines::readOnlyRunsQueries()
{
    QFETCH(QString, engine);
    auto c = connect(engine);
    ASSAY_REQUIRE(c, engine);
    db::ExecOptions o;
    o.readOnly = true;
    for (const QString &sql : {QStringLiteral("SELECT name FROM customers ORDER BY id"),
                               QStringLiteral("WITH t AS (SELECT id, name FROM customers) SELECT name FROM t ORDER BY id"),
                               QStringLiteral("-- a comment first\nSELECT c.name FROM customers c JOIN orders o ON o.customer_id = c.id "
                                              "GROUP BY c.name ORDER BY c.name;")}) {
        db::CollectingSink sink;
        const db::ExecSummary s = c->execute(sql, o, sink);
        QVERIFY2(s.ok(), qPrintable(sql + QStringLiteral(": ") + s.error.displayText()));
        QVERIFY(s.rowCount >= 2);
        QCOMPARE(sink.resultRows()[0][0].toString(), QStringLiteral("Ada"));
    }
}

void TestDbEngines::syntaxErrorKeepsConnectionUsable()
{
    QFETCH(QString, engine);
    auto c = connect(engine);
    ASSAY_REQUIRE(c, engine);
    const QString sql = QStringLiteral("SELECT id,\n       name\nFORM customers");
    db::CollectingSink sink;
    const db::ExecSummary s = c->execute(sql, {}, sink);
    QVERIFY(!s.ok());
    if (engine != u"odbc")
        QCOMPARE(s.error.kind, db::DbError::Kind::Syntax);
    QVERIFY(!s.error.message.isEmpty());
    const QString shown = s.error.displayText(sql);
    QVERIFY2(shown.contains(QLatin1String("customers")) || shown.contains(QLatin1String("FORM")) || shown.contains(QLatin1String("syntax")),
             qPrintable(shown));
    if (engine == u"postgresql" || engine == u"mysql") {
        // "name FORM" reads as a column alias, so the engines stumble on "customers", on line 3.
        QVERIFY2(sql.mid(s.error.position).startsWith(QLatin1String("customers")), qPrintable(QString::number(s.error.position)));
        QVERIFY2(shown.contains(QLatin1String("line 3")), qPrintable(shown));
    }
    QList<db::Row> rows;
    const db::ExecSummary ok = c->query(QStringLiteral("SELECT COUNT(*) FROM customers"), &rows);
    QVERIFY2(ok.ok(), qPrintable(ok.error.displayText()));
    QCOMPARE(rows[0][0].toInt(), 3);

    const db::ExecSummary missing = c->execute(QStringLiteral("SELECT nope FROM customers"), {}, sink);
    QVERIFY(!missing.ok());
    QVERIFY(missing.error.message.contains(QLatin1String("nope")));
}

void TestDbEngines::badCredentials_data()
{
    QTest::addColumn<QString>("engine");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
    QTest::newRow("mysql") << QStringLiteral("mysql");
    QTest::newRow("odbc") << QStringLiteral("odbc");
}

void TestDbEngines::badCredentials()
{
    QFETCH(QString, engine);
    auto t = target(engine);
    ASSAY_REQUIRE(t, engine);
    auto c = db::createConnection(t->config);
    QElapsedTimer clock;
    clock.start();
    const db::DbError e = c->open(t->password + QStringLiteral("-wrong"));
    QVERIFY(e);
    if (engine != u"odbc")
        QCOMPARE(e.kind, db::DbError::Kind::Authentication);
    QVERIFY2(e.message.contains(t->config.user) || e.message.contains(QLatin1String("assword"))
                 || e.message.contains(QLatin1String("denied")),
             qPrintable(e.message));
    qInfo() << engine << "refused in" << clock.elapsed() << "ms";
    QVERIFY(!c->isOpen());
    // The right password still works on the same object.
    QVERIFY(c->open(t->password).isNull());
}

void TestDbEngines::unreachableHost_data()
{
    badCredentials_data();
}

void TestDbEngines::unreachableHost()
{
    QFETCH(QString, engine);
    auto t = target(engine);
    ASSAY_REQUIRE(t, engine);
    db::ConnectionConfig config = t->config;
    config.port = 1; // nothing listens there
    config.odbcConnectionString.replace(QStringLiteral("Port=%1").arg(t->config.port), QStringLiteral("Port=1"));
    config.connectTimeoutSec = 2;
    auto c = db::createConnection(config);
    QElapsedTimer clock;
    clock.start();
    const db::DbError e = c->open(t->password);
    QVERIFY(e);
    QCOMPARE(e.kind, db::DbError::Kind::Connection);
    QVERIFY(!e.message.isEmpty());
    QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
    db::CollectingSink sink;
    QCOMPARE(c->execute(QStringLiteral("SELECT 1"), {}, sink).error.kind, db::DbError::Kind::Connection);
}

void TestDbEngines::explainWorks()
{
    QFETCH(QString, engine);
    auto c = connect(engine);
    ASSAY_REQUIRE(c, engine);
    db::CollectingSink sink;
    const db::ExecSummary s = c->explain(QStringLiteral("SELECT * FROM customers WHERE id = 1"), sink);
    QVERIFY2(s.ok(), qPrintable(s.error.displayText()));
    QVERIFY(s.rowCount >= 1);
    const db::ExecSummary bad = c->explain(QStringLiteral("SELECT * FROM no_such_table"), sink);
    QVERIFY(!bad.ok());
    QVERIFY(bad.error.message.contains(QLatin1String("no_such_table")));
}

void TestDbEngines::sqliteRejectsOtherFiles()
{
    db::ConnectionConfig c;
    c.engine = db::Engine::SQLite;
    c.filePath = m_dir.filePath(QStringLiteral("notes.txt"));
    QFile f(c.filePath);
    QVERIFY(f.open(QIODevice::WriteOnly));
    const QByteArray notes = QByteArray("These are my notes, not a database. ").repeated(200);
    f.write(notes);
    f.close();
    auto conn = db::createConnection(c);
    db::DbError e = conn->open({});
    QCOMPARE(e.kind, db::DbError::Kind::NotADatabase);
    QVERIFY(e.message.contains(QLatin1String("notes.txt")));
    QCOMPARE(f.size(), qint64(notes.size())); // untouched

    c.filePath = m_dir.filePath(QStringLiteral("missing.sqlite"));
    e = db::createConnection(c)->open({});
    QCOMPARE(e.kind, db::DbError::Kind::Connection);
    QVERIFY(!QFile::exists(c.filePath)); // opening never creates a file
}

void TestDbEngines::postgresReconnectsAfterServerDroppedUs()
{
    auto pg = test::postgres();
    ASSAY_REQUIRE(pg, QStringLiteral("postgresql"));
    auto c = connect(QStringLiteral("postgresql"));
    QVERIFY(c);
    QList<db::Row> rows;
    QVERIFY(c->query(QStringLiteral("SELECT pg_backend_pid()"), &rows).ok());
    const qint64 pid = rows[0][0].toLongLong();

    db::ConnectionConfig adminConfig = pg->config;
    adminConfig.user = pg->adminUser;
    auto admin = db::createConnection(adminConfig);
    QVERIFY(admin->open(pg->adminPassword).isNull());
    QVERIFY(admin->query(QStringLiteral("SELECT pg_terminate_backend(%1)").arg(pid), &rows).ok());
    // Gone from the server before the next statement is sent.
    QTRY_VERIFY_WITH_TIMEOUT(admin->query(QStringLiteral("SELECT 1 FROM pg_stat_activity WHERE pid = %1").arg(pid), &rows).ok()
                                 && rows.isEmpty(),
                             30000);

    db::CollectingSink sink;
    const db::ExecSummary lost = c->execute(QStringLiteral("SELECT 1"), {}, sink);
    QVERIFY(!lost.ok());
    QCOMPARE(lost.error.kind, db::DbError::Kind::Connection);
    // The next statement reconnects.
    const db::ExecSummary again = c->query(QStringLiteral("SELECT COUNT(*) FROM customers"), &rows);
    QVERIFY2(again.ok(), qPrintable(again.error.displayText()));
    QCOMPARE(rows[0][0].toInt(), 3);
}

namespace {

// Whether a process is stopped (SIGSTOP): its state in /proc is 'T'.
bool processStopped(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    const int close = int(text.lastIndexOf(')')); // the name may hold spaces and parentheses
    return close > 0 && text.mid(close + 2, 1) == "T";
}

} // namespace

void TestDbEngines::sessionTeardownNeverWaitsForAStoppedServer()
{
    // The server process of the session's connection stops answering (SIGSTOP) mid-statement.
    // The cancel cannot be answered and the worker waits for it; disconnecting (destroying the
    // session) must still return at once, while the server is stopped. A teardown that joined
    // the worker would hang here until the test's timeout.
    auto pg = test::postgres();
    ASSAY_REQUIRE(pg, QStringLiteral("postgresql"));
    auto session = std::make_unique<db::DbSession>(pg->config);
    QVERIFY(session->open(pg->password).result().isNull());
    auto sink = std::make_shared<db::CollectingSink>();
    QVERIFY(session->execute(QStringLiteral("SELECT pg_backend_pid()"), {}, sink).result().ok());
    const qint64 pid = sink->resultRows().at(0).at(0).toLongLong();
    QVERIFY(pid > 0);
    db::QueryJob *job = session->startQuery(QStringLiteral("SELECT pg_sleep(60)"), {}, this);
    QSignalSpy started(job, &db::QueryJob::started);
    QVERIFY(started.wait(5000));
    QCOMPARE(::kill(pid_t(pid), SIGSTOP), 0);
    auto resume = qScopeGuard([pid] { ::kill(pid_t(pid), SIGCONT); });
    QTRY_VERIFY(processStopped(pid));
    QElapsedTimer clock;
    clock.start();
    job->cancel(); // the cancel request goes out on its own thread: this returns at once too
    session.reset();
    qInfo() << "cancel and teardown returned after" << clock.elapsed() << "ms with the server stopped";
    QVERIFY(processStopped(pid)); // still stopped: nothing here waited for it
    resume.dismiss();
    QCOMPARE(::kill(pid_t(pid), SIGCONT), 0);
    db::DbSession::waitForRetired(); // the server answers the cancel; the worker closes and ends
}

void TestDbEngines::catalogOfManyTables()
{
    // Introspection cost must not grow with one query per table: 1,500 tables in a few queries.
    QTemporaryDir dir;
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = dir.filePath(QStringLiteral("wide.sqlite"));
    QFile(config.filePath).open(QIODevice::WriteOnly);
    auto c = db::createConnection(config);
    QVERIFY(c->open({}).isNull());
    QString script = QStringLiteral("BEGIN;");
    for (int i = 0; i < 1500; ++i)
        script += QStringLiteral("CREATE TABLE t%1 (id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES t%2(id), "
                                 "name TEXT, amount REAL, created DATE);").arg(i).arg(std::max(0, i - 1));
    script += QStringLiteral("COMMIT;");
    QVERIFY(c->query(script, nullptr).ok());
    db::Catalog catalog;
    QVERIFY(c->introspect(&catalog, {}).isNull());
    QCOMPARE(catalog.tables.size(), 1500);
    QCOMPARE(catalog.columnCount(), 7500);
    QCOMPARE(catalog.find(QStringLiteral("t10"))->foreignKeys.value(0).refTable, QStringLiteral("t9"));

    auto pg = test::postgres();
    if (!pg)
        return;
    auto p = connect(QStringLiteral("postgresql"));
    QVERIFY(p);
    QString pgScript = QStringLiteral("DROP SCHEMA IF EXISTS wide CASCADE; CREATE SCHEMA wide;");
    for (int i = 0; i < 1500; ++i)
        pgScript += QStringLiteral("CREATE TABLE wide.t%1 (id INTEGER PRIMARY KEY, parent_id INTEGER, name TEXT);").arg(i);
    QVERIFY(p->query(pgScript, nullptr).ok());
    QElapsedTimer clock;
    clock.start();
    QVERIFY(p->introspect(&catalog, {}).isNull());
    qInfo() << "PostgreSQL introspection of" << catalog.tables.size() << "tables took" << clock.elapsed() << "ms";
    QVERIFY(catalog.tables.size() >= 1500);
    QVERIFY(catalog.schemas.contains(QStringLiteral("wide")));
    QVERIFY(p->query(QStringLiteral("DROP SCHEMA wide CASCADE"), nullptr).ok());
}

void TestDbEngines::mysqlReadOnlyLeavesAnOpenTransactionAlone()
{
    // MySQL's START TRANSACTION commits whatever transaction is open. A read-only run (the
    // assistant's) while the user has one open must refuse, not commit the user's work.
    auto c = connect(QStringLiteral("mysql"));
    ASSAY_REQUIRE(c, QStringLiteral("mysql"));
    db::CollectingSink sink;
    auto run = [&](const QString &sql, const db::ExecOptions &o = {}) { return c->execute(sql, o, sink); };
    QVERIFY(run(QStringLiteral("CREATE TABLE IF NOT EXISTS assay_open_tx (x INT) ENGINE=InnoDB")).ok());
    QVERIFY(run(QStringLiteral("DELETE FROM assay_open_tx")).ok());

    QVERIFY(run(QStringLiteral("START TRANSACTION")).ok());
    QVERIFY(run(QStringLiteral("INSERT INTO assay_open_tx VALUES (1)")).ok());
    db::ExecOptions readOnly;
    readOnly.readOnly = true;
    const db::ExecSummary s = run(QStringLiteral("SELECT COUNT(*) FROM customers"), readOnly);
    QVERIFY2(!s.ok(), "a read-only run went ahead inside the user's open transaction");
    QVERIFY2(s.error.message.contains(QLatin1String("transaction is open")), qPrintable(s.error.displayText()));

    // The insert is still the user's to roll back: nothing committed it.
    QVERIFY(run(QStringLiteral("ROLLBACK")).ok());
    QList<db::Row> rows;
    QVERIFY(c->query(QStringLiteral("SELECT COUNT(*) FROM assay_open_tx"), &rows).ok());
    QCOMPARE(rows.value(0).value(0).toInt(), 0);

    // With the transaction closed, read-only runs work again.
    const db::ExecSummary after = run(QStringLiteral("SELECT COUNT(*) FROM customers"), readOnly);
    QVERIFY2(after.ok(), qPrintable(after.error.displayText()));
    QVERIFY(run(QStringLiteral("DROP TABLE assay_open_tx")).ok());
}

void TestDbEngines::mysqlReadOnlyRefusesWritesFromFunctions()
{
    // The text check sees only "SELECT f()"; the function writes. The engine's READ ONLY
    // transaction is what must refuse it.
    auto login = test::mysql();
    ASSAY_REQUIRE(login, QStringLiteral("mysql"));
    {
        // Created through Qt SQL directly: the statement splitter would cut the BEGIN ... END body.
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QMYSQL"), QStringLiteral("fixture"));
        db.setHostName(login->config.host);
        db.setPort(login->config.effectivePort());
        db.setDatabaseName(login->config.database);
        db.setUserName(login->config.user);
        db.setPassword(login->password);
        QVERIFY2(db.open(), qPrintable(db.lastError().text()));
        QSqlQuery q(db);
        for (const char *sql : {"CREATE TABLE IF NOT EXISTS assay_touched (x INT) ENGINE=InnoDB",
                                "DELETE FROM assay_touched",
                                "DROP FUNCTION IF EXISTS assay_touch",
                                "CREATE FUNCTION assay_touch() RETURNS INT MODIFIES SQL DATA "
                                "BEGIN INSERT INTO assay_touched VALUES (1); RETURN 1; END"})
            QVERIFY2(q.exec(QString::fromLatin1(sql)), qPrintable(q.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fixture"));

    auto c = connect(QStringLiteral("mysql"));
    QVERIFY(c);
    db::CollectingSink sink;
    QList<db::Row> rows;
    // The function does write when not guarded (so the read-only refusal below means something).
    QVERIFY(c->query(QStringLiteral("SELECT assay_touch()"), &rows).ok());
    QVERIFY(c->query(QStringLiteral("DELETE FROM assay_touched"), nullptr).ok());

    db::ExecOptions readOnly;
    readOnly.readOnly = true;
    const db::ExecSummary s = c->execute(QStringLiteral("SELECT assay_touch()"), readOnly, sink);
    QVERIFY2(!s.ok(), "a read-only run called a function that writes");
    QCOMPARE(s.error.kind, db::DbError::Kind::ReadOnly);
    QCOMPARE(s.error.sqlState, QStringLiteral("1792")); // the server's refusal, not the text check
    QVERIFY(c->query(QStringLiteral("SELECT COUNT(*) FROM assay_touched"), &rows).ok());
    QCOMPARE(rows.value(0).value(0).toInt(), 0);

    QVERIFY(c->query(QStringLiteral("DROP FUNCTION assay_touch"), nullptr).ok());
    QVERIFY(c->query(QStringLiteral("DROP TABLE assay_touched"), nullptr).ok());
}

QTEST_GUILESS_MAIN(TestDbEngines)
#include "tst_db_engines.moc"
