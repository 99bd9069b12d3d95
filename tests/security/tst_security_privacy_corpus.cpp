// The hostile-privacy corpus (privacy_corpus.txt) on SQLite (a copy of the sample database),
// PostgreSQL and MariaDB, with marker values planted in every hidden and redacted column. Each
// statement goes down the assistant's path (StepRunner: the SQL guard, the access policy's text
// check, then the engine's privacy check) and straight into the engine with only the privacy
// rules (ExecOptions::privacy), which is what must hold by itself. Either way everything that
// comes back (column names, every cell, the error text the model would read) is searched for the
// markers and for hidden names the statement did not write. Then the bad inputs of issue 52: a
// view over a view over a hidden column, a hidden table of the same name in two schemas, a policy
// naming a table that does not exist, a statement the server cannot EXPLAIN; and the three holes
// the issue found on the sample database.

#include "agents/privacyfilter.h"
#include "ask/asktypes.h"
#include "ask/steprunner.h"
#include "db/catalog.h"
#include "db/connection.h"
#include "db/privacyrules.h"
#include "knowledge/knowledgesnapshot.h"
#include "security/accesspolicy.h"
#include "security/privacylog.h"
#include "testsupport.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QtTest>

#include <map>
#include <memory>

using namespace assay;

namespace {

struct CorpusLine {
    QStringList engines;
    QString expect; // refuse, mask, allow, safe
    QString sql;
    int line = 0;
};

QList<CorpusLine> readCorpus() {
    QList<CorpusLine> out;
    QFile f(QStringLiteral(ASSAY_PRIVACY_CORPUS));
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QTextStream in(&f);
    int n = 0;
    while (!in.atEnd()) {
        const QString line = in.readLine();
        ++n;
        if (line.trimmed().isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList parts = line.split(u'|');
        if (parts.size() < 3)
            continue;
        CorpusLine c;
        c.line = n;
        const QString engines = parts[0].trimmed();
        c.engines = engines == u"all"
                        ? QStringList{QStringLiteral("sqlite"), QStringLiteral("postgresql"),
                                      QStringLiteral("mysql")}
                        : engines.split(u',', Qt::SkipEmptyParts);
        for (QString &e : c.engines)
            e = e.trimmed();
        c.expect = parts[1].trimmed();
        c.sql = parts.mid(2).join(u'|').trimmed();
        out << c;
    }
    return out;
}

// Values planted in hidden and redacted cells.
const QStringList &markers() {
    static const QStringList m = {QStringLiteral("HIDDENMARK"), QStringLiteral("REDACTMARK"),
                                  QStringLiteral("987.65")};
    return m;
}

// Names the policy hides; returned only when the statement wrote them itself.
const QStringList &hiddenNames() {
    static const QStringList n = {QStringLiteral("employees"),   QStringLiteral("email"),
                                  QStringLiteral("hourly_wage"), QStringLiteral("status"),
                                  QStringLiteral("secrets"),     QStringLiteral("secret")};
    return n;
}

QStringList leaksIn(const QString &statement, const QStringList &texts) {
    QStringList out;
    for (const QString &t : texts) {
        for (const QString &m : markers()) {
            if (t.contains(m, Qt::CaseInsensitive))
                out << QStringLiteral("value %1 in \"%2\"").arg(m, t.left(200));
        }
        for (const QString &n : hiddenNames()) {
            if (t.contains(n, Qt::CaseInsensitive) && !statement.contains(n, Qt::CaseInsensitive))
                out << QStringLiteral("name %1 in \"%2\"").arg(n, t.left(200));
        }
    }
    return out;
}

QStringList textsOf(const QList<db::ResultColumn> &columns, const QList<db::Row> &rows,
                    const QString &error) {
    QStringList out{error};
    for (const db::ResultColumn &c : columns)
        out << c.name;
    for (const db::Row &r : rows) {
        for (const QVariant &v : r)
            out << v.toString();
    }
    return out;
}

struct Tally {
    int statements = 0;
    int refused = 0;
    int masked = 0;
    int allowed = 0;
    int leaks = 0;
    int engineRefused = 0;
    int engineMasked = 0;
};

} // namespace

class TestSecurityPrivacyCorpus : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void corpusIsLargeEnough();
    void corpus_data();
    void corpus();
    void viewOverViewOverHiddenColumn_data();
    void viewOverViewOverHiddenColumn();
    void sameNamedTableInTwoSchemas_data();
    void sameNamedTableInTwoSchemas();
    void policyNamingMissingTables();
    void statementTheServerCannotExplain_data();
    void statementTheServerCannotExplain();
    void sampleDatabaseHolesAreClosed();
    void decisionsAreLoggedWithoutValues();
    void cleanupTestCase();

private:
    struct Engine {
        std::unique_ptr<db::Connection> connection;
        db::Catalog catalog; // restricted, as the assistant's knowledge is
        sql::Flavor flavor = sql::Flavor::Generic;
        QString vault;
    };
    bool setUpSqlite();
    bool setUpServer(const QString &engine);
    bool run(db::Connection &c, const QStringList &statements, QString *error);
    security::AccessPolicy policy(const QString &engine) const;
    ask::RunOutcome runAsAssistant(const QString &engine, const QString &sql,
                                   const security::AccessPolicy &p);
    QString substitute(const QString &engine, QString sql) const;

    QTemporaryDir m_dir;
    std::map<QString, Engine> m_engines;
    std::map<QString, Tally> m_tally;
};

security::AccessPolicy TestSecurityPrivacyCorpus::policy(const QString &engine) const {
    security::AccessPolicy p;
    p.hiddenTables = {QStringLiteral("employees"), QStringLiteral("secrets"),
                      m_engines.at(engine).vault + QStringLiteral(".ledger"),
                      QStringLiteral("events")};
    p.hiddenColumns = {QStringLiteral("customers.email"), QStringLiteral("orders.status")};
    p.redactedColumns = {QStringLiteral("customers.last_name")};
    return p;
}

QString TestSecurityPrivacyCorpus::substitute(const QString &engine, QString sql) const {
    return sql.replace(QLatin1String("{vault}"), m_engines.at(engine).vault);
}

bool TestSecurityPrivacyCorpus::run(db::Connection &c, const QStringList &statements,
                                    QString *error) {
    for (const QString &s : statements) {
        db::CollectingSink sink;
        const db::ExecSummary r = c.execute(s, {}, sink);
        if (!r.ok()) {
            *error = s.left(120) + QStringLiteral(": ") + r.error.displayText();
            return false;
        }
    }
    return true;
}

// The views and tables every engine has besides the sample's own.
static QStringList commonObjects(const QString &vault) {
    QStringList s = {
        QStringLiteral(
            "CREATE VIEW v_contacts AS SELECT customer_id, first_name, email FROM customers"),
        QStringLiteral(
            "CREATE VIEW v_contacts2 AS SELECT customer_id, email AS mail FROM v_contacts"),
        QStringLiteral(
            "CREATE VIEW v_names AS SELECT customer_id, first_name, last_name FROM customers"),
        QStringLiteral(
            "CREATE VIEW v_names2 AS SELECT customer_id, last_name AS surname FROM v_names"),
        QStringLiteral("CREATE VIEW v_filtered AS SELECT customer_id FROM customers WHERE "
                       "last_name LIKE 'R%'"),
        QStringLiteral("CREATE VIEW v_staff AS SELECT employee_id, first_name FROM employees"),
        QStringLiteral("CREATE VIEW v_safe AS SELECT customer_id, first_name, city FROM customers"),
        QStringLiteral("CREATE TABLE ledger (id INT PRIMARY KEY, entry VARCHAR(60))"),
        QStringLiteral("INSERT INTO ledger VALUES (1, 'visible entry 1'), (2, 'visible entry 2')"),
        QStringLiteral("CREATE TABLE secrets (id INT, secret VARCHAR(60))"),
        QStringLiteral("INSERT INTO secrets VALUES (1, 'HIDDENMARK_SECRET_MAIN')"),
    };
    if (!vault.isEmpty()) {
        s << QStringLiteral("CREATE TABLE %1.ledger (id INT PRIMARY KEY, entry VARCHAR(60))")
                 .arg(vault)
          << QStringLiteral("INSERT INTO %1.ledger VALUES (1, 'HIDDENMARK_VAULT_LEDGER')")
                 .arg(vault)
          << QStringLiteral("CREATE TABLE %1.secrets (id INT, secret VARCHAR(60))").arg(vault)
          << QStringLiteral("INSERT INTO %1.secrets VALUES (1, 'HIDDENMARK_VAULT_SECRET')")
                 .arg(vault);
    }
    return s;
}

bool TestSecurityPrivacyCorpus::setUpSqlite() {
    const QString sample = test::sampleDatabase();
    const QString path = m_dir.filePath(QStringLiteral("sample-privacy.sqlite"));
    const QString workspace = m_dir.filePath(QStringLiteral("workspace.sqlite"));
    if (sample.isEmpty() || !QFile::copy(sample, path)) {
        qWarning() << "no sample database at" << sample;
        return false;
    }
    QString error;
    {
        // The second schema: the attached files workspace, with its own ledger and secrets.
        QFile(workspace).open(QIODevice::WriteOnly);
        db::ConnectionConfig ws;
        ws.engine = db::Engine::SQLite;
        ws.filePath = workspace;
        auto c = db::createConnection(ws);
        if (c->open({}) ||
            !run(*c,
                 {QStringLiteral("CREATE TABLE ledger (id INT PRIMARY KEY, entry TEXT)"),
                  QStringLiteral("INSERT INTO ledger VALUES (1, 'HIDDENMARK_WORKSPACE_LEDGER')"),
                  QStringLiteral("CREATE TABLE secrets (id INT, secret TEXT)"),
                  QStringLiteral("INSERT INTO secrets VALUES (1, 'HIDDENMARK_WORKSPACE_SECRET')")},
                 &error)) {
            qWarning() << error;
            return false;
        }
    }
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.name = QStringLiteral("privacy sample");
    config.id = QStringLiteral("privacy-sqlite");
    config.filePath = path;
    config.workspacePath = workspace;
    auto c = db::createConnection(config);
    if (const db::DbError e = c->open({})) {
        qWarning() << e.displayText();
        return false;
    }
    QStringList setup = {
        QStringLiteral("UPDATE customers SET email = 'HIDDENMARK_E' || customer_id || "
                       "'@x.invalid', last_name = 'REDACTMARK_' || customer_id"),
        QStringLiteral("UPDATE employees SET first_name = 'HIDDENMARK_EMP' || employee_id, "
                       "last_name = 'HIDDENMARK_EMPL', hourly_wage = 987.65"),
        QStringLiteral("UPDATE orders SET status = 'HIDDENMARK_ST_' || status"),
        QStringLiteral("CREATE TABLE events (id INT, detail TEXT)"),
        QStringLiteral("INSERT INTO events VALUES (1, 'HIDDENMARK_EVENT')"),
    };
    setup << commonObjects({});
    if (!run(*c, setup, &error)) {
        qWarning() << error;
        return false;
    }
    Engine e;
    e.flavor = sql::Flavor::SQLite;
    e.vault = QStringLiteral("files");
    e.connection = std::move(c);
    m_engines[QStringLiteral("sqlite")] = std::move(e);
    return true;
}

bool TestSecurityPrivacyCorpus::setUpServer(const QString &engine) {
    const bool pg = engine == u"postgresql";
    const std::optional<test::ServerLogin> login = pg ? test::postgres() : test::mysql();
    if (!login)
        return false;
    db::ConnectionConfig config = login->config;
    config.database = QStringLiteral("assay_privacy");
    config.name = QStringLiteral("privacy %1").arg(engine);
    config.id = QStringLiteral("privacy-%1").arg(engine);
    auto c = db::createConnection(config);
    if (const db::DbError e = c->open(login->password)) {
        qWarning() << engine << e.displayText();
        return false;
    }
    const QString vault = pg ? QStringLiteral("vault") : QStringLiteral("assay_privacy_vault");
    QStringList setup;
    if (pg) {
        setup << QStringLiteral("DROP SCHEMA IF EXISTS vault CASCADE")
              << QStringLiteral("DROP MATERIALIZED VIEW IF EXISTS mv_contacts CASCADE")
              << QStringLiteral("DROP FUNCTION IF EXISTS get_email(int)")
              << QStringLiteral("DROP TABLE IF EXISTS events CASCADE");
    } else {
        setup << QStringLiteral("DROP FUNCTION IF EXISTS get_email")
              << QStringLiteral("DROP TABLE IF EXISTS %1.ledger, %1.secrets").arg(vault);
    }
    for (const char *view : {"sales", "v_contacts2", "v_contacts", "v_names2", "v_names",
                             "v_filtered", "v_staff", "v_safe"})
        setup << QStringLiteral("DROP VIEW IF EXISTS %1%2")
                     .arg(QLatin1String(view), pg ? QStringLiteral(" CASCADE") : QString());
    for (const char *table :
         {"order_lines", "orders", "employees", "customers", "stores", "ledger", "secrets"})
        setup << QStringLiteral("DROP TABLE IF EXISTS %1").arg(QLatin1String(table));
    if (pg)
        setup << QStringLiteral("CREATE SCHEMA vault");
    setup
        << QStringLiteral(
               "CREATE TABLE stores (store_id INT PRIMARY KEY, name VARCHAR(60), city VARCHAR(60))")
        << QStringLiteral("CREATE TABLE customers (customer_id INT PRIMARY KEY, first_name "
                          "VARCHAR(60), last_name VARCHAR(60), "
                          "email VARCHAR(100), city VARCHAR(60))")
        << QStringLiteral("CREATE TABLE employees (employee_id INT PRIMARY KEY, first_name "
                          "VARCHAR(60), store_id INT, "
                          "hourly_wage DECIMAL(6,2))")
        << QStringLiteral("CREATE TABLE orders (order_id INT PRIMARY KEY, customer_id INT, "
                          "store_id INT, order_date DATE, "
                          "channel VARCHAR(20), status VARCHAR(40), shipping_cost DECIMAL(8,2))")
        << QStringLiteral("CREATE TABLE order_lines (order_line_id INT PRIMARY KEY, order_id INT, "
                          "product_id INT, quantity INT, "
                          "amount DECIMAL(12,2))")
        << QStringLiteral("CREATE INDEX customers_last_name_idx ON customers (last_name)")
        << QStringLiteral("CREATE INDEX customers_email_idx ON customers (email)")
        << QStringLiteral("CREATE VIEW sales AS SELECT ol.order_line_id, o.order_id, o.order_date, "
                          "o.store_id, o.customer_id, "
                          "o.channel, ol.product_id, ol.quantity, ol.amount FROM order_lines ol "
                          "JOIN orders o ON o.order_id = "
                          "ol.order_id WHERE o.status <> 'cancelled'");
    setup << QStringLiteral("INSERT INTO stores VALUES (1, 'Berlin Mitte', 'Berlin'), (2, 'Paris "
                            "Nord', 'Paris'), (3, 'Online', 'Online')");
    QStringList customers, employees, orders, lines;
    static const char *cities[] = {"Berlin", "Paris", "Rome", "Madrid"};
    for (int i = 1; i <= 40; ++i)
        customers << QStringLiteral(
                         "(%1, 'First%1', 'REDACTMARK_%1', 'HIDDENMARK_E%1@x.invalid', '%2')")
                         .arg(i)
                         .arg(QLatin1String(cities[i % 4]));
    for (int i = 1; i <= 10; ++i)
        employees << QStringLiteral("(%1, 'HIDDENMARK_EMP%1', %2, 987.65)").arg(i).arg(i % 3 + 1);
    for (int i = 1; i <= 60; ++i)
        orders << QStringLiteral("(%1, %2, %3, '2024-01-%4', 'web', 'HIDDENMARK_ST_%5', %6)")
                      .arg(i)
                      .arg(i % 40 + 1)
                      .arg(i % 3 + 1)
                      .arg(i % 28 + 1, 2, 10, QLatin1Char('0'))
                      .arg(i % 5 == 0 ? QStringLiteral("cancelled") : QStringLiteral("completed"))
                      .arg(i % 7);
    for (int i = 1; i <= 120; ++i)
        lines << QStringLiteral("(%1, %2, %3, %4, %5)")
                     .arg(i)
                     .arg(i % 60 + 1)
                     .arg(i % 9 + 1)
                     .arg(i % 4 + 1)
                     .arg(i * 1.25);
    setup << QStringLiteral("INSERT INTO customers VALUES ") + customers.join(u',')
          << QStringLiteral("INSERT INTO employees VALUES ") + employees.join(u',')
          << QStringLiteral("INSERT INTO orders VALUES ") + orders.join(u',')
          << QStringLiteral("INSERT INTO order_lines VALUES ") + lines.join(u',');
    setup << commonObjects(vault);
    if (pg) {
        setup << QStringLiteral("CREATE FUNCTION get_email(i int) RETURNS text LANGUAGE plpgsql "
                                "STABLE AS $$ BEGIN RETURN "
                                "(SELECT email FROM customers WHERE customer_id = i); END $$")
              << QStringLiteral("CREATE MATERIALIZED VIEW mv_contacts AS SELECT customer_id, email "
                                "FROM customers")
              << QStringLiteral("CREATE TABLE events (id int, happened date, detail text) "
                                "PARTITION BY RANGE (happened)")
              << QStringLiteral("CREATE TABLE events_2023 PARTITION OF events FOR VALUES FROM "
                                "('2023-01-01') TO ('2024-01-01')")
              << QStringLiteral("CREATE TABLE events_2024 PARTITION OF events FOR VALUES FROM "
                                "('2024-01-01') TO ('2025-01-01')")
              << QStringLiteral("INSERT INTO events VALUES (1, '2023-05-01', 'HIDDENMARK_EVENT')")
              << QStringLiteral(
                     "ANALYZE customers, orders, employees, order_lines, stores, events");
    } else {
        setup << QStringLiteral(
            "CREATE FUNCTION get_email(i INT) RETURNS VARCHAR(100) READS SQL DATA "
            "RETURN (SELECT email FROM customers WHERE customer_id = i)");
    }
    QString error;
    if (!run(*c, setup, &error)) {
        qWarning() << engine << error;
        return false;
    }
    Engine e;
    e.flavor = pg ? sql::Flavor::PostgreSQL : sql::Flavor::MySQL;
    e.vault = vault;
    e.connection = std::move(c);
    m_engines[engine] = std::move(e);
    return true;
}

void TestSecurityPrivacyCorpus::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QFile::remove(security::PrivacyLog::instance().path());
    QVERIFY(m_dir.isValid());
    QVERIFY2(setUpSqlite(), "the SQLite copy of the sample database could not be prepared");
    for (const QString &engine : {QStringLiteral("postgresql"), QStringLiteral("mysql")}) {
        if (!setUpServer(engine) && test::serversRequired())
            QFAIL(qPrintable(QStringLiteral("%1 could not be prepared").arg(engine)));
    }
    for (auto &[name, e] : m_engines) {
        db::Catalog catalog;
        QVERIFY(!e.connection->introspect(&catalog, {}));
        // What the assistant's knowledge holds (agents::restrictKnowledge): hidden names gone.
        auto snapshot = std::make_shared<knowledge::KnowledgeSnapshot>();
        snapshot->catalog = catalog;
        e.catalog = agents::restrictKnowledge(snapshot, policy(name))->catalog;
    }
}

ask::RunOutcome TestSecurityPrivacyCorpus::runAsAssistant(const QString &engine, const QString &sql,
                                                          const security::AccessPolicy &p) {
    Engine &e = m_engines.at(engine);
    ask::AskRequest request;
    request.policy = p;
    request.flavor = e.flavor;
    request.rowCap = 50;
    request.timeoutMs = 30000;
    const ask::StepRunner runner(*e.connection, e.catalog, request);
    return runner.run(QStringLiteral("q"), sql, std::make_shared<db::CancelToken>());
}

void TestSecurityPrivacyCorpus::corpusIsLargeEnough() {
    const QList<CorpusLine> corpus = readCorpus();
    for (const QString &engine :
         {QStringLiteral("sqlite"), QStringLiteral("postgresql"), QStringLiteral("mysql")}) {
        int n = 0;
        for (const CorpusLine &c : corpus)
            n += c.engines.contains(engine) ? 1 : 0;
        qInfo("%s: %d statements", qPrintable(engine), n);
        QVERIFY2(n >= 60,
                 qPrintable(QStringLiteral("%1 has only %2 statements").arg(engine).arg(n)));
    }
}

void TestSecurityPrivacyCorpus::corpus_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("expect");
    QTest::addColumn<QString>("sql");
    for (const CorpusLine &c : readCorpus()) {
        for (const QString &engine : c.engines)
            QTest::addRow("%s line %d", qPrintable(engine), c.line) << engine << c.expect << c.sql;
    }
}

void TestSecurityPrivacyCorpus::corpus() {
    QFETCH(QString, engine);
    QFETCH(QString, expect);
    QFETCH(QString, sql);
    if (m_engines.find(engine) == m_engines.end())
        QSKIP("engine not available");
    Engine &e = m_engines.at(engine);
    sql = substitute(engine, sql);
    Tally &tally = m_tally[engine];
    ++tally.statements;

    // The assistant's path.
    const ask::RunOutcome o = runAsAssistant(engine, sql, policy(engine));
    QStringList leaks = leaksIn(sql, textsOf(o.sample.columns, o.sample.rows, o.errorForModel()));
    // The engine alone, with the privacy rules and nothing else in front of it.
    db::ExecOptions options;
    options.readOnly = true;
    options.maxRows = 50;
    options.timeoutMs = 30000;
    options.privacy = policy(engine).engineRules();
    db::CollectingSink sink;
    const db::ExecSummary s = e.connection->execute(sql, options, sink);
    leaks << leaksIn(sql,
                     textsOf(sink.resultColumns(), sink.resultRows(), s.error.displayText(sql)));
    tally.leaks += int(leaks.size());
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QStringLiteral("; "))));

    const bool masked = o.ok && !o.maskedColumns.isEmpty();
    tally.refused += o.ok ? 0 : 1;
    tally.masked += masked ? 1 : 0;
    tally.allowed += o.ok && !masked ? 1 : 0;
    const bool engineMasked = s.ok() && s.privacy.verdict == db::PrivacyReport::Verdict::Masked;
    tally.engineRefused += s.ok() ? 0 : 1;
    tally.engineMasked += engineMasked ? 1 : 0;
    const QString got =
        QStringLiteral("assistant: %1 %2 | engine: %3 %4")
            .arg(o.ok ? (masked ? QStringLiteral("masked") : QStringLiteral("ran"))
                      : QStringLiteral("refused"),
                 o.error,
                 s.ok() ? (engineMasked ? QStringLiteral("masked") : QStringLiteral("ran"))
                        : QStringLiteral("refused"),
                 s.error.displayText());
    if (expect == u"refuse") {
        QVERIFY2(!o.ok, qPrintable(got));
        // The engine alone refuses too, or (SQLite, a redacted column in a comparison) runs with
        // the column read as NULL and masked.
        QVERIFY2(!s.ok() || engineMasked, qPrintable(got));
    } else if (expect == u"mask") {
        QVERIFY2(masked, qPrintable(got));
        QVERIFY2(engineMasked, qPrintable(got));
        for (const db::Row &r : o.sample.rows) {
            for (int i = 0; i < o.sample.columns.size(); ++i) {
                if (o.maskedColumns.contains(o.sample.columns[i].name))
                    QCOMPARE(r[i].toString(), db::PrivacyRules::mask());
            }
        }
    } else if (expect == u"allow") {
        QVERIFY2(o.ok && !masked && !o.sample.rows.isEmpty(), qPrintable(got));
        QVERIFY2(s.ok() && !engineMasked, qPrintable(got));
    }
}

void TestSecurityPrivacyCorpus::viewOverViewOverHiddenColumn_data() {
    QTest::addColumn<QString>("engine");
    for (const QString &engine :
         {QStringLiteral("sqlite"), QStringLiteral("postgresql"), QStringLiteral("mysql")})
        QTest::newRow(qPrintable(engine)) << engine;
}

void TestSecurityPrivacyCorpus::viewOverViewOverHiddenColumn() {
    QFETCH(QString, engine);
    if (m_engines.find(engine) == m_engines.end())
        QSKIP("engine not available");
    // v_contacts2 selects v_contacts.email as "mail"; v_contacts selects customers.email. The
    // statement names neither email nor customers: only the engine can tell.
    db::ExecOptions options;
    options.readOnly = true;
    options.privacy = policy(engine).engineRules();
    for (const QString &sql : {QStringLiteral("SELECT mail FROM v_contacts2"),
                               QStringLiteral("SELECT customer_id FROM v_contacts2")}) {
        db::CollectingSink sink;
        const db::ExecSummary s = m_engines.at(engine).connection->execute(sql, options, sink);
        if (engine == u"postgresql" && sql.contains(QLatin1String("customer_id"))) {
            // PostgreSQL's plan shows that only customer_id is read: the hidden column is not.
            QVERIFY2(s.ok(), qPrintable(s.error.displayText()));
            QVERIFY(!sink.resultRows().isEmpty());
            continue;
        }
        QVERIFY2(!s.ok(), qPrintable(sql));
        QCOMPARE(s.error.kind, db::DbError::Kind::Privacy);
        QCOMPARE(s.privacy.verdict, db::PrivacyReport::Verdict::Refused);
        QVERIFY2(!s.error.message.contains(QLatin1String("email"), Qt::CaseInsensitive),
                 qPrintable(s.error.message));
        // The user's log may say exactly what: the hidden column behind the views.
        QVERIFY2(s.privacy.detail.contains(QLatin1String("email"), Qt::CaseInsensitive),
                 qPrintable(s.privacy.detail));
    }
}

void TestSecurityPrivacyCorpus::sameNamedTableInTwoSchemas_data() {
    viewOverViewOverHiddenColumn_data();
}

void TestSecurityPrivacyCorpus::sameNamedTableInTwoSchemas() {
    QFETCH(QString, engine);
    if (m_engines.find(engine) == m_engines.end())
        QSKIP("engine not available");
    const QString vault = m_engines.at(engine).vault;
    // The policy hides vault.ledger only: the other schema's ledger stays readable.
    ask::RunOutcome visible = runAsAssistant(
        engine, QStringLiteral("SELECT entry FROM ledger ORDER BY id"), policy(engine));
    QVERIFY2(visible.ok, qPrintable(visible.error));
    QCOMPARE(visible.sample.rows.size(), 2);
    QCOMPARE(visible.sample.rows[0][0].toString(), QStringLiteral("visible entry 1"));
    const ask::RunOutcome hidden = runAsAssistant(
        engine, QStringLiteral("SELECT entry FROM %1.ledger").arg(vault), policy(engine));
    QVERIFY(!hidden.ok);
    QVERIFY(!hidden.error.contains(QLatin1String("HIDDENMARK")));
    // A policy naming the table without its schema hides it in both.
    security::AccessPolicy both = policy(engine);
    both.hiddenTables.remove(vault + QStringLiteral(".ledger"));
    both.hiddenTables.insert(QStringLiteral("ledger"));
    QVERIFY(!runAsAssistant(engine, QStringLiteral("SELECT entry FROM ledger"), both).ok);
    QVERIFY(
        !runAsAssistant(engine, QStringLiteral("SELECT entry FROM %1.ledger").arg(vault), both).ok);
}

void TestSecurityPrivacyCorpus::policyNamingMissingTables() {
    // A typo hides nothing: the user is told which entries name nothing, and the assistant's
    // statements still run (no crash, no refusal of everything).
    security::AccessPolicy p;
    p.hiddenTables = {QStringLiteral("payrol"), QStringLiteral("employees")};
    p.hiddenColumns = {QStringLiteral("customers.emial"), QStringLiteral("nosuchtable.x")};
    p.redactedColumns = {QStringLiteral("customers.last_name")};
    for (auto &[name, e] : m_engines) {
        db::Catalog catalog;
        QVERIFY(!e.connection->introspect(&catalog, {}));
        const QStringList unknown = p.unknownNames(catalog);
        QCOMPARE(unknown, (QStringList{QStringLiteral("customers.emial"),
                                       QStringLiteral("nosuchtable.x"), QStringLiteral("payrol")}));
        const QString message = security::AccessPolicy::unknownNamesMessage(unknown);
        QVERIFY2(message.contains(QLatin1String("payrol")) &&
                     message.contains(QLatin1String("customers.emial")),
                 qPrintable(message));
        const ask::RunOutcome o = runAsAssistant(
            name, QStringLiteral("SELECT first_name, city FROM customers WHERE customer_id < 3"),
            p);
        QVERIFY2(o.ok, qPrintable(name + QStringLiteral(": ") + o.error));
        QVERIFY(!runAsAssistant(name, QStringLiteral("SELECT count(*) FROM payrol"), p)
                     .ok); // no such table either way
    }
}

void TestSecurityPrivacyCorpus::statementTheServerCannotExplain_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("sql");
    // Planning fails (a constant division by zero is folded while planning; a missing table):
    // nothing is known of what it reads, so it does not run.
    QTest::newRow("postgresql constant folded")
        << QStringLiteral("postgresql")
        << QStringLiteral("SELECT first_name, 1 / 0 FROM customers");
    QTest::newRow("postgresql missing table")
        << QStringLiteral("postgresql") << QStringLiteral("SELECT * FROM no_such_table");
    QTest::newRow("mysql missing table")
        << QStringLiteral("mysql") << QStringLiteral("SELECT * FROM no_such_table");
    QTest::newRow("mysql missing column")
        << QStringLiteral("mysql") << QStringLiteral("SELECT no_such_column FROM customers");
}

void TestSecurityPrivacyCorpus::statementTheServerCannotExplain() {
    QFETCH(QString, engine);
    QFETCH(QString, sql);
    if (m_engines.find(engine) == m_engines.end())
        QSKIP("engine not available");
    db::ExecOptions options;
    options.readOnly = true;
    options.privacy = policy(engine).engineRules();
    db::CollectingSink sink;
    const db::ExecSummary s = m_engines.at(engine).connection->execute(sql, options, sink);
    QVERIFY(!s.ok());
    QVERIFY(!s.hasResultSet);
    QCOMPARE(s.privacy.verdict, db::PrivacyReport::Verdict::Refused);
    QVERIFY2(s.error.message.contains(QLatin1String("could not plan")),
             qPrintable(s.error.message));
}

void TestSecurityPrivacyCorpus::sampleDatabaseHolesAreClosed() {
    // Issue 52 as found through `assay mcp --privacy` on the sample database, on a fresh copy.
    const QString path = m_dir.filePath(QStringLiteral("sample-issue.sqlite"));
    QVERIFY(QFile::copy(test::sampleDatabase(), path));
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path;
    auto c = db::createConnection(config);
    QVERIFY(!c->open({}));
    QList<db::Row> realNames;
    QVERIFY(c->query(QStringLiteral("SELECT DISTINCT last_name FROM customers"), &realNames).ok());
    QVERIFY(realNames.size() > 5);
    security::AccessPolicy p;
    p.hiddenTables = {QStringLiteral("orders")};
    p.hiddenColumns = {QStringLiteral("employees.hourly_wage")};
    p.redactedColumns = {QStringLiteral("customers.last_name")};
    ask::AskRequest request;
    request.policy = p;
    request.flavor = sql::Flavor::SQLite;
    db::Catalog catalog;
    QVERIFY(!c->introspect(&catalog, {}));
    const ask::StepRunner runner(*c, catalog, request);
    auto token = std::make_shared<db::CancelToken>();
    // Views: the sample's own `sales` reads orders.
    QVERIFY(!runner
                 .run(QStringLiteral("q"),
                      QStringLiteral("SELECT order_id, customer_id, channel FROM sales"), token)
                 .ok);
    // Catalogs.
    for (const QString &sql :
         {QStringLiteral("SELECT name FROM sqlite_master"),
          QStringLiteral("SELECT sql FROM sqlite_master WHERE name='customers'"),
          QStringLiteral("SELECT * FROM pragma_table_info('employees')")}) {
        const ask::RunOutcome o = runner.run(QStringLiteral("q"), sql, token);
        QVERIFY2(!o.ok, qPrintable(sql));
        QVERIFY2(!o.error.contains(QLatin1String("hourly_wage")), qPrintable(o.error));
    }
    // Redaction: run_query's SELECT last_name FROM customers.
    const ask::RunOutcome names =
        runner.run(QStringLiteral("q"), QStringLiteral("SELECT last_name FROM customers"), token);
    QVERIFY2(names.ok, qPrintable(names.error));
    QCOMPARE(names.maskedColumns, QStringList{QStringLiteral("last_name")});
    QVERIFY(!names.sample.rows.isEmpty());
    for (const db::Row &r : names.sample.rows)
        QCOMPARE(r[0].toString(), db::PrivacyRules::mask());
}

void TestSecurityPrivacyCorpus::decisionsAreLoggedWithoutValues() {
    // Every refusal and masking above went to the privacy log, for the user; no value did.
    QFile log(security::PrivacyLog::instance().path());
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(log.readAll());
    for (const QString &m : markers())
        QVERIFY2(!text.contains(m), qPrintable(m));
    const QList<security::PrivacyLogEntry> sqlite =
        security::PrivacyLog::instance().recent(QStringLiteral("privacy-sqlite"), 1000);
    QVERIFY(sqlite.size() > 20);
    bool sawMasked = false, sawView = false;
    for (const security::PrivacyLogEntry &e : sqlite) {
        QCOMPARE(e.connection, QStringLiteral("privacy sample"));
        QVERIFY(!e.reason.isEmpty());
        sawMasked = sawMasked || (e.verdict == security::PrivacyDecision::Masked &&
                                  e.maskedColumns.contains(QStringLiteral("last_name")));
        sawView = sawView || (e.statement.contains(QLatin1String("v_contacts2")) &&
                              e.reason.contains(QLatin1String("email")));
    }
    QVERIFY(sawMasked);
    QVERIFY(sawView);
    // Literals are not kept: a statement that compared a redacted value keeps only its shape.
    QVERIFY(!text.contains(QLatin1String("'cancelled'")));
}

void TestSecurityPrivacyCorpus::cleanupTestCase() {
    for (const auto &[engine, t] : m_tally) {
        qInfo("%s: %d statements; assistant: %d refused, %d masked, %d allowed; engine alone: %d "
              "refused, %d masked; "
              "leaks %d",
              qPrintable(engine), t.statements, t.refused, t.masked, t.allowed, t.engineRefused,
              t.engineMasked, t.leaks);
    }
}

QTEST_GUILESS_MAIN(TestSecurityPrivacyCorpus)
#include "tst_security_privacy_corpus.moc"
