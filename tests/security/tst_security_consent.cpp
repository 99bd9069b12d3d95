// Nothing written without consent: what a write would change is described in words, a cell that
// writes runs only when the user approves, a notebook from someone else neither connects nor runs
// until the user says so, and connection options that load code or touch files are refused.

#include "testsupport.h"

#include "db/connection.h"
#include "db/connectionmanager.h"
#include "db/dbsession.h"
#include "mainwindow.h"
#include "messagebanner.h"
#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "notebook/notebookrunner.h"
#include "notebookdocument.h"
#include "privacydialog.h"
#include "security/accesspolicy.h"
#include "security/writedescription.h"

#include <QCheckBox>
#include <QLineEdit>

#include <QSignalSpy>
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
    void dangerousOdbcOptionsRefused_data();
    void dangerousOdbcOptionsRefused();
    void openedNotebookNeverConnectsByItself();
    void privacyDialogEditsThePolicy();

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
    QTest::newRow("select") << "SELECT * FROM t" << "";
    QTest::newRow("cte read") << "WITH x AS (SELECT 1) SELECT * FROM x" << "";
    QTest::newRow("delete all") << "DELETE FROM orders" << "deletes every row of orders";
    QTest::newRow("delete some") << "delete from sales.orders where id = 3" << "deletes rows from sales.orders";
    QTest::newRow("update") << "UPDATE customers SET name = 'x' WHERE id = 1" << "changes rows in customers";
    QTest::newRow("update all") << "UPDATE ONLY customers SET name = 'x'" << "changes every row of customers";
    QTest::newRow("insert") << "INSERT OR REPLACE INTO t VALUES (1)" << "adds rows to t";
    QTest::newRow("drop") << "DROP TABLE IF EXISTS \"Old Data\"" << "drops table Old Data";
    QTest::newRow("create view") << "CREATE OR REPLACE VIEW v AS SELECT 1" << "creates view v";
    QTest::newRow("truncate") << "TRUNCATE TABLE logs" << "deletes every row of logs";
    QTest::newRow("writable cte") << "WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d" << "writes data through a WITH query (DELETE)";
    QTest::newRow("select into") << "SELECT * INTO backup FROM t" << "writes the result into a table or file (SELECT … INTO)";
    QTest::newRow("grant") << "GRANT ALL ON t TO bob" << "runs GRANT, which may change the database";
}

void TestSecurityConsent::describesWrites()
{
    QFETCH(QString, sql);
    QFETCH(QString, expected);
    const QStringList changes = security::describeWrites(sql, sql::Flavor::PostgreSQL);
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
    QTest::qWait(300);
    QCOMPARE(connecting.count(), 0);
    QVERIFY(!w.connections()->isConnected());
    QVERIFY2(w.banner()->text().contains(QLatin1String("has not connected")), qPrintable(w.banner()->text()));
    QVERIFY(w.grab().save(test::outputDir() + QStringLiteral("/security-notebook-consent.png")));
    QCOMPARE(rowCount(m_db, QStringLiteral("t")), before);

    // The user agrees: it connects, and still runs nothing by itself.
    w.connectPendingNotebookConnection();
    QTRY_VERIFY_WITH_TIMEOUT(w.connections()->isConnected(), 10000);
    QTest::qWait(300);
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

QTEST_MAIN(TestSecurityConsent)
#include "tst_security_consent.moc"
