// Nothing written without consent: what a write would change is described in words, a cell that
// writes runs only when the user approves, a notebook from someone else neither connects nor runs
// until the user says so, and connection options that load code or touch files are refused.

#include "settledgrab.h"
#include "testsupport.h"

#include "db/connection.h"
#include "db/connectionmanager.h"
#include "db/dbsession.h"
#include "db/dialect.h"
#include "db/dberror.h"
#include "mainwindow.h"
#include "messagebanner.h"
#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "notebook/notebookrunner.h"
#include "notebookdocument.h"
#include "privacydialog.h"
#include "security/accesspolicy.h"
#include "security/privacylog.h"
#include "security/writedescription.h"

#include <QCheckBox>
#include <QLineEdit>

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace assay;

namespace {

qint64 rowCount(const QString &path, const QString &table)
{
    db::ConnectionConfig c;
    c.engine = db::Engine::SQLite;
    c.filePath = path;
    auto conn = db::createConnection(c);
    if (conn->open({}))
        return -1;
    QList<db::Row> rows;
    if (!conn->query(QStringLiteral("SELECT COUNT(*) FROM %1").arg(table), &rows).ok())
        return -1;
    return rows.value(0).value(0).toLongLong();
}

} // namespace

class TestSecurityConsent : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void describesWrites_data();
    void describesWrites();
    void writingCellNeedsApproval();
    void syntaxErrorIsNotAWrite_data();
    void syntaxErrorIsNotAWrite();
    void dangerousOdbcOptionsRefused_data();
    void dangerousOdbcOptionsRefused();
    void odbcPasswordStaysOutOfTheConnectionString_data();
    void odbcPasswordStaysOutOfTheConnectionString();
    void openedNotebookNeverConnectsByItself();
    void privacyDialogEditsThePolicy();
    void privacyDialogShowsTheDecisions();

private:
    QTemporaryDir m_dir;
    QString m_db;
};

void TestSecurityConsent::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("consent.sqlite"));
    db::ConnectionConfig c;
    c.engine = db::Engine::SQLite;
    c.filePath = m_db;
    QFile(m_db).open(QIODevice::WriteOnly);
    auto conn = db::createConnection(c);
    QVERIFY(!conn->open({}));
    for (const char *s : {"CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)", "INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c')"}) {
        db::CollectingSink sink;
        QVERIFY(conn->execute(QString::fromLatin1(s), {}, sink).ok());
    }
}

void TestSecurityConsent::describesWrites_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("expected"); // empty: a read
    QTest::addColumn<int>("flavor");
    auto row = [](const char *name, const QString &sql, const QString &expected, sql::Flavor flavor = sql::Flavor::PostgreSQL) {
        QTest::newRow(name) << sql << expected << int(flavor);
    };
    row("select", "SELECT * FROM t", "");
    row("cte read", "WITH x AS (SELECT 1) SELECT * FROM x", "");
    row("delete all", "DELETE FROM orders", "deletes every row of orders");
    row("delete some", "delete from sales.orders where id = 3", "deletes rows from sales.orders");
    row("update", "UPDATE customers SET name = 'x' WHERE id = 1", "changes rows in customers");
    row("update all", "UPDATE ONLY customers SET name = 'x'", "changes every row of customers");
    row("insert", "INSERT OR REPLACE INTO t VALUES (1)", "adds rows to t");
    row("drop", "DROP TABLE IF EXISTS \"Old Data\"", "drops TABLE Old Data");
    row("create view", "CREATE OR REPLACE VIEW v AS SELECT 1", "creates VIEW v");
    row("truncate", "TRUNCATE TABLE logs", "deletes every row of logs");
    row("writable cte", "WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d", "writes data through a WITH query (DELETE)");
    row("select into", "SELECT * INTO backup FROM t", "writes the result into a table or file (SELECT … INTO)");
    row("grant", "GRANT ALL ON t TO bob", "runs GRANT, which may change the database");
    // A SELECT that calls a function acting on the server is a write too (the SQL guard's list).
    const QString acts = QStringLiteral("calls %1(), which acts on the server, its files or other sessions");
    row("setval", "SELECT setval('s', 5)", acts.arg(QLatin1String("setval")));
    row("terminate backend", "SELECT pg_terminate_backend(1)", acts.arg(QLatin1String("pg_terminate_backend")));
    row("dblink_exec", "SELECT dblink_exec('dbname=other', 'DELETE FROM t')", acts.arg(QLatin1String("dblink_exec")));
    row("lo_unlink", "select LO_UNLINK (1)", acts.arg(QLatin1String("lo_unlink")));
    row("qualified, in a cte", "WITH s AS (SELECT pg_catalog.nextval('seq') AS n) SELECT n FROM s", acts.arg(QLatin1String("nextval")));
    row("quoted name", "SELECT \"setval\"('s', 1)", acts.arg(QLatin1String("setval")));
    row("in values", "VALUES (nextval('s'))", acts.arg(QLatin1String("nextval")));
    row("mysql lock", "SELECT GET_LOCK('job', 10)", acts.arg(QLatin1String("get_lock")), sql::Flavor::MySQL);
    row("sqlite writefile", "SELECT writefile('/tmp/x', 'y')", acts.arg(QLatin1String("writefile")), sql::Flavor::SQLite);
    row("name only in a string", "SELECT 'setval(1)' AS note", "");
    row("column called like a function", "SELECT nextval FROM counters", "");
    row("waiting is a read", "SELECT pg_sleep(1)", "");
    // Settings: the session's own are reads; the server's, for everyone, are writes.
    row("set session", "SET search_path = reporting", "");
    row("set user variable", "SET @global = 1", "", sql::Flavor::MySQL);
    row("set global", "SET GLOBAL max_connections = 1", "changes a server setting for every session (SET GLOBAL)", sql::Flavor::MySQL);
    row("set persist", "set persist sql_mode = ''", "changes a server setting for every session (SET PERSIST)", sql::Flavor::MySQL);
    row("set persist_only", "SET PERSIST_ONLY back_log = 100", "changes a server setting for every session (SET PERSIST_ONLY)",
        sql::Flavor::MySQL);
    row("set @@global", "SET @@GLOBAL.max_connections = 1", "changes a server setting for every session (SET GLOBAL)", sql::Flavor::MySQL);
    row("global after a session setting", "SET SESSION sql_mode = '', GLOBAL max_connections = 5",
        "changes a server setting for every session (SET GLOBAL)", sql::Flavor::MySQL);
    row("set password", "SET PASSWORD FOR 'bob'@'%' = 'x'", "changes a password (SET PASSWORD)", sql::Flavor::MySQL);
}

void TestSecurityConsent::describesWrites()
{
    QFETCH(QString, sql);
    QFETCH(QString, expected);
    QFETCH(int, flavor);
    const QStringList changes = security::describeWrites(sql, sql::Flavor(flavor));
    if (expected.isEmpty())
        QVERIFY2(changes.isEmpty(), qPrintable(changes.join(u'|')));
    else
        QCOMPARE(changes.value(0), expected);
}

void TestSecurityConsent::writingCellNeedsApproval()
{
    db::ConnectionConfig c;
    c.engine = db::Engine::SQLite;
    c.filePath = m_db;
    db::DbSession session(c);
    QFuture<db::DbError> opening = session.open({});
    opening.waitForFinished();
    QVERIFY(!opening.result());

    notebook::Notebook nb;
    nb.setFlavor(sql::Flavor::SQLite);
    notebook::Cell cell;
    cell.id = notebook::newCellId();
    cell.kind = notebook::CellKind::Sql;
    cell.name = QStringLiteral("cleanup");
    cell.source = QStringLiteral("DELETE FROM t WHERE id = 1");
    nb.replaceAll({cell});
    notebook::NotebookRunner runner(&nb);
    runner.setSession(&session);

    QStringList asked;
    bool answer = false;
    runner.setWriteApproval([&](const QString &name, const QStringList &changes) {
        asked << name + QStringLiteral(": ") + changes.join(u';');
        return answer;
    });
    QSignalSpy finished(&runner, &notebook::NotebookRunner::runFinished);
    runner.run(cell.id);
    QVERIFY(finished.wait(10000));
    QCOMPARE(asked, QStringList{QStringLiteral("cleanup: deletes rows from t")});
    QCOMPARE(nb.state(cell.id), notebook::CellState::Error);
    QVERIFY(nb.cell(cell.id)->output.error.contains(QLatin1String("declined")));
    QCOMPARE(rowCount(m_db, QStringLiteral("t")), 3);

    answer = true;
    runner.run(cell.id);
    QVERIFY(finished.wait(10000));
    QCOMPARE(asked.size(), 2);
    QCOMPARE(rowCount(m_db, QStringLiteral("t")), 2);
}

void TestSecurityConsent::syntaxErrorIsNotAWrite_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("sql");
    QTest::addColumn<int>("position"); // where the engine says the error is, -1: it gives none
    QTest::newRow("sqlite typo") << QStringLiteral("sqlite") << QStringLiteral("SELEC v FROM t") << 0;
    QTest::newRow("sqlite broken insert") << QStringLiteral("sqlite") << QStringLiteral("INSERT INTO t VALUES (4, 'd'") << 28;
    QTest::newRow("sqlite second statement") << QStringLiteral("sqlite")
                                             << QStringLiteral("DELETE FROM t WHERE id = 9;\nUPDAT t SET v = 'x'") << 28;
    QTest::newRow("postgresql typo") << QStringLiteral("postgresql") << QStringLiteral("SELEC 1") << 0;
    QTest::newRow("postgresql broken insert") << QStringLiteral("postgresql")
                                              << QStringLiteral("INSERT INTO assay_consent_t VALUES (4, 'd'") << 42;
    QTest::newRow("mariadb typo") << QStringLiteral("mariadb") << QStringLiteral("SELEC 1") << 0;
    QTest::newRow("mariadb broken delete") << QStringLiteral("mariadb") << QStringLiteral("DELETE FROM WHERE id = 1") << 12;
}

// A statement that does not parse is shown as the syntax error it is, with its position, and the
// user is never asked to approve a "write" that cannot run.
void TestSecurityConsent::syntaxErrorIsNotAWrite()
{
    QFETCH(QString, engine);
    QFETCH(QString, sql);
    QFETCH(int, position);
    db::ConnectionConfig c;
    QString password;
    if (engine == u"sqlite") {
        c.engine = db::Engine::SQLite;
        c.filePath = m_db;
    } else {
        const std::optional<test::ServerLogin> login = engine == u"postgresql" ? test::postgres() : test::mysql();
        ASSAY_REQUIRE(login, engine);
        c = login->config;
        password = login->password;
    }
    db::DbSession session(c);
    QFuture<db::DbError> opening = session.open(password);
    opening.waitForFinished();
    QVERIFY2(!opening.result(), qPrintable(opening.result().displayText()));

    notebook::Notebook nb;
    nb.setFlavor(db::Dialect::forEngine(c.engine).flavor());
    notebook::Cell cell;
    cell.id = notebook::newCellId();
    cell.kind = notebook::CellKind::Sql;
    cell.name = QStringLiteral("typo");
    cell.source = sql;
    nb.replaceAll({cell});
    notebook::NotebookRunner runner(&nb);
    runner.setSession(&session);
    QStringList asked;
    runner.setWriteApproval([&](const QString &name, const QStringList &) {
        asked << name;
        return true;
    });
    const qint64 rowsBefore = engine == u"sqlite" ? rowCount(m_db, QStringLiteral("t")) : -1;
    QSignalSpy finished(&runner, &notebook::NotebookRunner::runFinished);
    runner.run(cell.id);
    QVERIFY(finished.wait(60000)); // a loaded machine (servers shared with the whole suite) can take seconds
    QVERIFY2(asked.isEmpty(), "the user was asked to approve a statement that does not parse");
    QCOMPARE(nb.state(cell.id), notebook::CellState::Error);
    const notebook::OutputInfo &o = nb.cell(cell.id)->output;
    QVERIFY2(!o.error.contains(QLatin1String("declined")) && !o.error.contains(QLatin1String("change the database")), qPrintable(o.error));
    QVERIFY2(o.error.startsWith(db::errorKindName(db::DbError::Kind::Syntax)), qPrintable(o.error));
    QCOMPARE(o.errorPosition, position);
    if (engine == u"sqlite")
        QCOMPARE(rowCount(m_db, QStringLiteral("t")), rowsBefore); // nothing of it ran
}

void TestSecurityConsent::dangerousOdbcOptionsRefused_data()
{
    QTest::addColumn<QString>("connection");
    QTest::addColumn<bool>("refused");
    QTest::newRow("dsn") << "DSN=warehouse" << false;
    QTest::newRow("installed driver") << "Driver={PostgreSQL Unicode};Server=db;Database=sales" << false;
    QTest::newRow("driver path") << "Driver=/tmp/libevil.so;Server=x" << true;
    QTest::newRow("driver path in braces") << "Driver={/home/me/evil.so}" << true;
    QTest::newRow("file dsn") << "FILEDSN=/tmp/evil.dsn" << true;
    QTest::newRow("savefile") << "DSN=warehouse;SAVEFILE=/tmp/out.dsn" << true;
    QTest::newRow("setup library") << "DSN=warehouse;Setup=/tmp/evil.so" << true;
    // MySQL Connector/ODBC: LOAD DATA LOCAL lets the server ask for any file on this machine.
    QTest::newRow("local infile") << "Driver={MySQL ODBC 8.0 Unicode Driver};Server=db;ENABLE_LOCAL_INFILE=1" << true;
    QTest::newRow("local infile, spaced, braced") << "DSN=shop; enable_local_infile = {1}" << true;
    QTest::newRow("local infile off") << "DSN=shop;ENABLE_LOCAL_INFILE=0" << false;
    QTest::newRow("local infile dir") << "DSN=shop;LOAD_DATA_LOCAL_DIR=/home/me" << true;
    QTest::newRow("plugin dir") << "DSN=shop;PLUGIN_DIR=/tmp/plugins" << true;
}

void TestSecurityConsent::dangerousOdbcOptionsRefused()
{
    QFETCH(QString, connection);
    QFETCH(bool, refused);
    db::ConnectionConfig c;
    c.engine = db::Engine::ODBC;
    c.odbcConnectionString = connection;
    QCOMPARE(!db::dangerousOdbcOption(connection).isEmpty(), refused);
    QCOMPARE(!c.validate().isEmpty(), refused);
    if (refused) {
        // The connection itself refuses, whatever path it came by (a notebook, the command line).
        auto conn = db::createConnection(c);
        const db::DbError e = conn->open({});
        QVERIFY(e);
        QVERIFY2(e.message.contains(QLatin1String("not allowed")), qPrintable(e.message));
    }
}

void TestSecurityConsent::odbcPasswordStaysOutOfTheConnectionString_data()
{
    QTest::addColumn<QString>("connection");
    QTest::addColumn<bool>("refused");
    QTest::newRow("no password") << "DSN=warehouse;UID=me" << false;
    QTest::newRow("pwd") << "DSN=warehouse;PWD=s3cret" << true;
    QTest::newRow("password") << "Driver={PostgreSQL Unicode};Server=db;Password=s3cret" << true;
    QTest::newRow("password, spaced, braced") << "DSN=warehouse; password = {s3;cret}" << true;
    QTest::newRow("mysql second factor") << "DSN=shop;UID=me;PWD2=123456" << true;
    QTest::newRow("word inside a value") << "DSN=warehouse;Description=no password here" << false;
}

void TestSecurityConsent::odbcPasswordStaysOutOfTheConnectionString()
{
    QFETCH(QString, connection);
    QFETCH(bool, refused);
    db::ConnectionConfig c;
    c.engine = db::Engine::ODBC;
    c.odbcConnectionString = connection;
    const QString why = c.validate();
    QCOMPARE(!why.isEmpty(), refused);
    if (refused)
        QVERIFY2(why.contains(QLatin1String("password field")), qPrintable(why));
}

void TestSecurityConsent::openedNotebookNeverConnectsByItself()
{
    // A notebook "from someone else" pointing at a SQLite file, with a cell that deletes.
    notebook::Notebook nb;
    db::ConnectionConfig c;
    c.id = QStringLiteral("someone-elses");
    c.name = QStringLiteral("Their data");
    c.engine = db::Engine::SQLite;
    c.filePath = m_db;
    nb.setConnection(c);
    notebook::Cell cell;
    cell.id = notebook::newCellId();
    cell.kind = notebook::CellKind::Sql;
    cell.name = QStringLiteral("wipe");
    cell.source = QStringLiteral("DELETE FROM t");
    nb.replaceAll({cell});
    const QString path = m_dir.filePath(QStringLiteral("theirs.assaynb"));
    QVERIFY(notebook::saveNotebook(nb, path).isEmpty());
    const qint64 before = rowCount(m_db, QStringLiteral("t"));

    ui::MainWindow w;
    w.show();
    QSignalSpy connecting(w.connections(), &db::ConnectionManager::connecting);
    QVERIFY(w.openNotebookFile(path));
    // Opening decides at once; what it posted runs now (a deferred connect would start here).
    QCoreApplication::processEvents();
    QCOMPARE(connecting.count(), 0);
    QVERIFY(!w.connections()->isConnected());
    QVERIFY2(w.banner()->text().contains(QLatin1String("has not connected")), qPrintable(w.banner()->text()));
    QVERIFY(w.grab().save(test::outputDir() + QStringLiteral("/security-notebook-consent.png")));
    QCOMPARE(rowCount(m_db, QStringLiteral("t")), before);

    // The user agrees: it connects, and still runs nothing by itself.
    QSignalSpy catalogLoaded(w.connections(), &db::ConnectionManager::catalogLoaded);
    w.connectPendingNotebookConnection();
    QTRY_VERIFY_WITH_TIMEOUT(w.connections()->isConnected(), 10000);
    // Connecting ends with the catalog: anything run on connecting would have started by then.
    QVERIFY(catalogLoaded.count() > 0 || catalogLoaded.wait(10000));
    QCoreApplication::processEvents();
    QVERIFY(!w.document()->runner()->isRunning());
    QCOMPARE(rowCount(m_db, QStringLiteral("t")), before);

    // An ODBC notebook with a driver given as a path is refused outright.
    c.engine = db::Engine::ODBC;
    c.filePath.clear();
    c.odbcConnectionString = QStringLiteral("Driver=/tmp/libevil.so");
    nb.setConnection(c);
    const QString odbcPath = m_dir.filePath(QStringLiteral("odbc.assaynb"));
    QVERIFY(notebook::saveNotebook(nb, odbcPath).isEmpty());
    QVERIFY(w.openNotebookFile(odbcPath));
    QVERIFY2(w.banner()->text().contains(QLatin1String("not allowed")), qPrintable(w.banner()->text()));
}

void TestSecurityConsent::privacyDialogEditsThePolicy()
{
    security::AccessPolicy p;
    p.hiddenTables = {QStringLiteral("payroll")};
    ui::PrivacyDialog dialog(p.toJson(), false);
    dialog.show();
    auto edits = dialog.findChildren<QLineEdit *>();
    QCOMPARE(edits.size(), 4);
    QCOMPARE(edits[0]->text(), QStringLiteral("payroll"));
    edits[1]->setText(QStringLiteral("audit_log"));
    edits[2]->setText(QStringLiteral("Customers.Email, customers.phone"));
    dialog.findChild<QCheckBox *>()->setChecked(true);
    QVERIFY(dialog.grab().save(test::outputDir() + QStringLiteral("/security-privacy-dialog.png")));
    const security::AccessPolicy back = security::AccessPolicy::fromJson(dialog.privacy());
    QCOMPARE(back.blockedTables, QSet<QString>{QStringLiteral("audit_log")});
    QCOMPARE(back.hiddenColumns, (QSet<QString>{QStringLiteral("customers.email"), QStringLiteral("customers.phone")}));
    QVERIFY(back.shareSampleValues);
}

void TestSecurityConsent::privacyDialogShowsTheDecisions()
{
    // What the engine refused or masked on this connection, read from the privacy log.
    QStandardPaths::setTestModeEnabled(true);
    security::PrivacyLog &log = security::PrivacyLog::instance();
    QFile::remove(log.path());
    security::PrivacyLogEntry refused;
    refused.connectionId = QStringLiteral("conn-1");
    refused.connection = QStringLiteral("Sales");
    refused.verdict = security::PrivacyDecision::Refused;
    refused.reason = QStringLiteral("the view v_contacts2 reads the hidden column main.customers.email");
    refused.statement = QStringLiteral("SELECT mail FROM v_contacts2");
    log.append(refused);
    security::PrivacyLogEntry masked = refused;
    masked.verdict = security::PrivacyDecision::Masked;
    masked.reason = QStringLiteral("redacted columns in the result");
    masked.statement = QStringLiteral("SELECT customer_id, last_name FROM customers WHERE customer_id < ?");
    masked.maskedColumns = {QStringLiteral("last_name")};
    log.append(masked);
    security::PrivacyLogEntry other = refused;
    other.connectionId = QStringLiteral("conn-2");
    log.append(other);

    ui::PrivacyDialog dialog({}, false, QStringLiteral("conn-1"));
    dialog.show();
    auto *tree = dialog.findChild<QTreeWidget *>();
    QVERIFY(tree);
    QTRY_COMPARE(tree->topLevelItemCount(), 2); // this connection's only, newest first
    QVERIFY2(tree->topLevelItem(0)->text(1).contains(QLatin1String("last_name")), qPrintable(tree->topLevelItem(0)->text(1)));
    QVERIFY(tree->topLevelItem(1)->text(2).contains(QLatin1String("v_contacts2")));
    // It opens at a size that fits a 1366x768 screen.
    QVERIFY2(dialog.width() <= 1366 && dialog.height() <= 768,
             qPrintable(QStringLiteral("%1x%2").arg(dialog.width()).arg(dialog.height())));
    QVERIFY(test::settledGrab(&dialog).save(test::outputDir() + QStringLiteral("/security-privacy-decisions.png")));
}

QTEST_MAIN(TestSecurityConsent)
#include "tst_security_consent.moc"
