// Hostile statements (tests/security/hostile_statements.txt) on SQLite, PostgreSQL and MariaDB.
// Each one goes down the model's path (StepRunner: the SQL guard, then the engine's read-only
// execution) and, unless marked "!", straight into the engine's read-only mode as well, the way a
// read-only connection runs it. After each, a checksum of the database (objects, rows, sequence,
// settings; for SQLite the file's bytes) must be unchanged and no file may have appeared. Benign
// queries that look dangerous must still pass the guard, or the guard would be useless.

#include "ask/asktypes.h"
#include "ask/steprunner.h"
#include "db/catalog.h"
#include "db/connection.h"
#include "db/resulttypes.h"
#include "security/sqlguard.h"
#include "testsupport.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>
#include <QtTest>

#include <map>
#include <memory>

using namespace assay;

namespace {

struct Hostile {
    QStringList engines; // sqlite, postgresql, mysql
    QString sql;
    bool modelPathOnly = false;
    int line = 0;
};

QList<Hostile> readCorpus()
{
    QList<Hostile> out;
    QFile f(QStringLiteral(ASSAY_HOSTILE_CORPUS));
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QTextStream in(&f);
    int n = 0;
    while (!in.atEnd()) {
        QString line = in.readLine();
        ++n;
        if (line.trimmed().isEmpty() || line.startsWith(u'#'))
            continue;
        Hostile h;
        h.line = n;
        if (line.startsWith(u'!')) {
            h.modelPathOnly = true;
            line.remove(0, 1);
        }
        const int bar = line.indexOf(u'|');
        const QString engines = line.left(bar).trimmed();
        h.sql = line.mid(bar + 1).trimmed().replace(QLatin1String("\\n"), QLatin1String("\n"));
        h.engines = engines == u"all" ? QStringList{QStringLiteral("sqlite"), QStringLiteral("postgresql"),
                                                     QStringLiteral("mysql")}
                                      : engines.split(u',', Qt::SkipEmptyParts);
        for (QString &e : h.engines)
            e = e.trimmed();
        out << h;
    }
    return out;
}

// Queries that mention dangerous words only inside strings, identifiers or comments, or use
// harmless functions named like dangerous statements. The guard must let these through.
const QStringList &benignQueries()
{
    static const QStringList q = {
        QStringLiteral("SELECT name FROM sec_customers WHERE name = 'delete me; drop table x'"),
        QStringLiteral("SELECT name AS \"update\" FROM sec_customers"),
        QStringLiteral("SELECT name AS owner, city AS security FROM sec_customers"),
        QStringLiteral("-- DROP TABLE sec_orders\nSELECT COUNT(*) FROM sec_orders"),
        QStringLiteral("SELECT REPLACE(name, 'a', 'b') FROM sec_customers"),
        QStringLiteral("WITH t AS (SELECT customer_id, SUM(amount) AS s FROM sec_orders GROUP BY customer_id) "
                       "SELECT c.name, t.s FROM sec_customers c JOIN t ON t.customer_id = c.id ORDER BY t.s DESC"),
        QStringLiteral("SELECT city, COUNT(*) FROM sec_customers GROUP BY city HAVING COUNT(*) > 0;"),
        QStringLiteral("SELECT * FROM sec_customers /* created_at, updated_by */ WHERE id IN (SELECT customer_id FROM sec_orders)"),
        QStringLiteral("VALUES (1)"),
    };
    return q;
}

struct Tally {
    int tried = 0;
    int refusedByGuard = 0;      // model path
    int refusedByEngine = 0;     // engine's read-only mode alone
    int ranHarmlessly = 0;       // engine alone ran it (a read) and nothing changed
    int changed = 0;             // must stay 0
};

} // namespace

class TestSecurityHostileSql : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void corpusIsLargeAndCovered();
    void benignQueriesPass();
    void hostile_data();
    void hostile();
    void mysqlLocalInfileIsOff();
    void cleanupTestCase();

private:
    std::unique_ptr<db::Connection> connect(const QString &engine);
    QString checksum(const QString &engine);
    QString substitute(QString sql) const;

    QTemporaryDir m_dir;
    QString m_sqlitePath;
    QString m_marker;
    QString m_file;
    std::map<QString, std::unique_ptr<db::Connection>> m_connections; // for checksums and fixtures
    std::map<QString, db::Catalog> m_catalogs;
    std::map<QString, Tally> m_tally;
};

std::unique_ptr<db::Connection> TestSecurityHostileSql::connect(const QString &engine)
{
    db::ConnectionConfig config;
    QString password;
    if (engine == u"sqlite") {
        config.engine = db::Engine::SQLite;
        config.name = QStringLiteral("hostile");
        config.filePath = m_sqlitePath;
    } else {
        const std::optional<test::ServerLogin> login = engine == u"postgresql" ? test::postgres() : test::mysql();
        if (!login)
            return nullptr;
        config = login->config;
        password = login->password;
        // A database of its own: the checksum covers every object in it, and other suites
        // running in parallel create tables in the shared one (tests/servers/start.sh).
        config.database = QStringLiteral("assay_hostile");
    }
    auto c = db::createConnection(config);
    if (const db::DbError e = c->open(password)) {
        qWarning() << engine << e.displayText();
        return nullptr;
    }
    return c;
}

QString TestSecurityHostileSql::substitute(QString sql) const
{
    return sql.replace(QLatin1String("{file}"), m_file).replace(QLatin1String("{marker}"), m_marker);
}

void TestSecurityHostileSql::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_sqlitePath = m_dir.filePath(QStringLiteral("hostile.sqlite"));
    m_file = m_dir.filePath(QStringLiteral("evil.db"));
    // In /tmp itself, so a server running as another user could create it if anything let it.
    m_marker = QStringLiteral("/tmp/assay-hostile-marker-%1").arg(QCoreApplication::applicationPid());
    QFile::remove(m_marker);
    QFile(m_sqlitePath).open(QIODevice::WriteOnly);

    const QStringList engines = {QStringLiteral("sqlite"), QStringLiteral("postgresql"), QStringLiteral("mysql")};
    for (const QString &engine : engines) {
        auto c = connect(engine);
        if (!c) {
            if (engine == u"sqlite" || test::serversRequired())
                QFAIL(qPrintable(QStringLiteral("cannot connect to %1").arg(engine)));
            continue;
        }
        QStringList setup;
        if (engine == u"postgresql")
            setup << QStringLiteral("DROP VIEW IF EXISTS sec_big") << QStringLiteral("DROP TABLE IF EXISTS sec_orders")
                  << QStringLiteral("DROP TABLE IF EXISTS sec_customers") << QStringLiteral("DROP SEQUENCE IF EXISTS sec_seq")
                  << QStringLiteral("CREATE SEQUENCE sec_seq");
        if (engine == u"mysql")
            setup << QStringLiteral("DROP VIEW IF EXISTS sec_big") << QStringLiteral("DROP TABLE IF EXISTS sec_orders")
                  << QStringLiteral("DROP TABLE IF EXISTS sec_customers");
        setup << QStringLiteral("CREATE TABLE sec_customers (id INT PRIMARY KEY, name VARCHAR(50), city VARCHAR(50))")
              << QStringLiteral("CREATE TABLE sec_orders (id INT PRIMARY KEY, customer_id INT, amount DECIMAL(10,2))")
              << QStringLiteral("INSERT INTO sec_customers VALUES (1, 'Ada', 'Berlin'), (2, 'Bo', 'Paris'), (3, 'Cy', 'Rome')")
              << QStringLiteral("INSERT INTO sec_orders VALUES (1, 1, 10.50), (2, 1, 20.00), (3, 2, 5.25), (4, 3, 99.99)")
              << QStringLiteral("CREATE VIEW sec_big AS SELECT * FROM sec_orders WHERE amount > 10");
        for (const QString &s : setup) {
            db::CollectingSink sink;
            const db::ExecSummary r = c->execute(s, {}, sink);
            QVERIFY2(r.ok(), qPrintable(engine + QStringLiteral(": ") + s + QStringLiteral(": ") + r.error.displayText()));
        }
        db::Catalog catalog;
        QVERIFY(!c->introspect(&catalog, {}));
        m_catalogs[engine] = catalog;
        m_connections[engine] = std::move(c);
    }
}

QString TestSecurityHostileSql::checksum(const QString &engine)
{
    db::Connection &c = *m_connections.at(engine);
    QStringList queries = {QStringLiteral("SELECT id, name, city FROM sec_customers ORDER BY id"),
                           QStringLiteral("SELECT id, customer_id, amount FROM sec_orders ORDER BY id"),
                           QStringLiteral("SELECT COUNT(*) FROM sec_big")};
    if (engine == u"postgresql")
        queries << QStringLiteral("SELECT string_agg(relname::text || ':' || relkind::text, ',' ORDER BY relname) FROM pg_class "
                                  "WHERE relnamespace = current_schema()::regnamespace")
                << QStringLiteral("SELECT last_value, is_called FROM sec_seq")
                << QStringLiteral("SELECT COUNT(*) FROM pg_largeobject_metadata")
                << QStringLiteral("SELECT COUNT(*) FROM pg_proc WHERE pronamespace = current_schema()::regnamespace")
                << QStringLiteral("SELECT current_setting('work_mem'), current_setting('default_transaction_read_only')");
    if (engine == u"mysql")
        queries << QStringLiteral("SELECT GROUP_CONCAT(CONCAT(table_name, ':', table_type) ORDER BY table_name) "
                                  "FROM information_schema.tables WHERE table_schema = DATABASE()")
                << QStringLiteral("SELECT COUNT(*) FROM information_schema.routines WHERE routine_schema = DATABASE()")
                << QStringLiteral("SELECT @@GLOBAL.max_connections, @@GLOBAL.sql_mode");
    if (engine == u"sqlite")
        queries << QStringLiteral("SELECT group_concat(type || ':' || name, ',') FROM sqlite_master")
                << QStringLiteral("PRAGMA user_version") << QStringLiteral("PRAGMA journal_mode");
    QStringList parts;
    for (const QString &q : queries) {
        QList<db::Row> rows;
        const db::ExecSummary s = c.query(q, &rows);
        if (!s.ok())
            return QStringLiteral("error: ") + s.error.displayText();
        for (const db::Row &r : rows)
            for (const QVariant &v : r)
                parts << v.toString();
    }
    if (engine == u"sqlite") {
        QFile f(m_sqlitePath);
        f.open(QIODevice::ReadOnly);
        parts << QString::fromLatin1(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex());
    }
    return parts.join(u'|');
}

void TestSecurityHostileSql::corpusIsLargeAndCovered()
{
    const QList<Hostile> corpus = readCorpus();
    QVERIFY2(corpus.size() >= 60, qPrintable(QString::number(corpus.size())));
    for (const QString &engine : {QStringLiteral("sqlite"), QStringLiteral("postgresql"), QStringLiteral("mysql")}) {
        int n = 0;
        for (const Hostile &h : corpus)
            n += h.engines.contains(engine) ? 1 : 0;
        QVERIFY2(n >= 40, qPrintable(QStringLiteral("%1: only %2 statements").arg(engine).arg(n)));
    }
}

void TestSecurityHostileSql::benignQueriesPass()
{
    for (const QString &q : benignQueries()) {
        for (const sql::Flavor f : {sql::Flavor::SQLite, sql::Flavor::PostgreSQL, sql::Flavor::MySQL}) {
            const security::GuardVerdict v = security::checkModelSql(q, f);
            QVERIFY2(v.allowed, qPrintable(q + QStringLiteral(": ") + v.reason));
        }
    }
    // And they run on every engine, through the same path the model's SQL takes.
    for (const auto &[engine, connection] : m_connections) {
        ask::AskRequest request;
        request.flavor = connection->dialect().flavor();
        ask::StepRunner runner(*connection, m_catalogs.at(engine), request);
        for (const QString &q : benignQueries()) {
            if (q.startsWith(QLatin1String("VALUES")) && engine == u"mysql")
                continue; // MariaDB 10.11 has VALUES only as a table value constructor inside queries
            const ask::RunOutcome out = runner.run(QStringLiteral("benign"), q, std::make_shared<db::CancelToken>());
            QVERIFY2(out.ok, qPrintable(engine + QStringLiteral(": ") + q + QStringLiteral(": ") + out.error));
        }
    }
}

void TestSecurityHostileSql::hostile_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("sql");
    QTest::addColumn<bool>("modelPathOnly");
    for (const Hostile &h : readCorpus()) {
        for (const QString &engine : h.engines)
            QTest::newRow(qPrintable(QStringLiteral("%1 line %2").arg(engine).arg(h.line)))
                << engine << h.sql << h.modelPathOnly;
    }
}

void TestSecurityHostileSql::hostile()
{
    QFETCH(QString, engine);
    QFETCH(QString, sql);
    QFETCH(bool, modelPathOnly);
    if (!m_connections.count(engine)) {
        ASSAY_REQUIRE(std::optional<int>{}, engine);
        return;
    }
    const QString statement = substitute(sql);
    db::Connection &c = *m_connections.at(engine);
    const QString before = checksum(engine);
    QVERIFY2(!before.startsWith(QLatin1String("error")), qPrintable(before));
    Tally &tally = m_tally[engine];
    ++tally.tried;

    // The model's path: refused before it reaches the database.
    ask::AskRequest request;
    request.flavor = c.dialect().flavor();
    ask::StepRunner runner(c, m_catalogs.at(engine), request);
    const ask::RunOutcome out = runner.run(QStringLiteral("attack"), statement, std::make_shared<db::CancelToken>());
    QVERIFY2(out.refused && !out.ok, qPrintable(QStringLiteral("the model's path let it through: ") + out.error));
    ++tally.refusedByGuard;
    QCOMPARE(checksum(engine), before);

    // The engine's read-only mode alone (a read-only connection, or a guard bug): refused, or a
    // read that changes nothing.
    if (!modelPathOnly) {
        db::CollectingSink sink;
        db::ExecOptions o;
        o.readOnly = true;
        o.timeoutMs = 10000;
        o.maxRows = 100;
        const db::ExecSummary s = c.execute(statement, o, sink);
        if (s.ok())
            ++tally.ranHarmlessly;
        else
            ++tally.refusedByEngine;
    }
    const QString after = checksum(engine);
    if (after != before)
        ++tally.changed;
    QCOMPARE(after, before);
    QVERIFY2(!QFile::exists(m_marker), "a file appeared on the server's side");
    QVERIFY2(!QFile::exists(m_file), "a database file appeared");
}

void TestSecurityHostileSql::mysqlLocalInfileIsOff()
{
    // Even on a connection allowed to write (a user's own cell), the client refuses to send a
    // local file: a rogue server could otherwise ask for any file during any query.
    if (!m_connections.count(QStringLiteral("mysql"))) {
        ASSAY_REQUIRE(std::optional<int>{}, "MariaDB");
        return;
    }
    const QString before = checksum(QStringLiteral("mysql"));
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("rows.tsv"));
    QFile f(data);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("100\tEve\tOslo\n");
    f.close();
    db::CollectingSink sink;
    const db::ExecSummary s = m_connections.at(QStringLiteral("mysql"))
                                  ->execute(QStringLiteral("LOAD DATA LOCAL INFILE '%1' INTO TABLE sec_customers").arg(data), {}, sink);
    QVERIFY2(!s.ok(), "LOAD DATA LOCAL INFILE was allowed");
    qInfo() << "MariaDB said:" << s.error.displayText();
    QCOMPARE(checksum(QStringLiteral("mysql")), before);
}

void TestSecurityHostileSql::cleanupTestCase()
{
    QTextStream out(stdout);
    out << "\nengine       tried  refused_by_guard  refused_by_engine_alone  engine_ran_a_harmless_read  changed\n";
    for (const auto &[engine, t] : m_tally)
        out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                   .arg(engine, -12)
                   .arg(t.tried, 5)
                   .arg(t.refusedByGuard, 17)
                   .arg(t.refusedByEngine, 24)
                   .arg(t.ranHarmlessly, 27)
                   .arg(t.changed, 8);
    out.flush();
    QFile::remove(m_marker);
}

QTEST_GUILESS_MAIN(TestSecurityHostileSql)
#include "tst_security_hostile_sql.moc"
