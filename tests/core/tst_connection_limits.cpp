// The limits a connection puts on queries, from where the user sets them to where they bite: the
// statement timeout in the connection's JSON and in the connection dialog, and the row cap the
// console puts on results a driver reads whole (MySQL). Screenshots go to the test output
// directory for a person to look at.

#include "connectiondialog.h"
#include "messagebanner.h"
#include "resultgrid.h"
#include "sqlconsole.h"
#include "testsupport.h"

#include "db/connectionmanager.h"
#include "db/engine.h"
#include "db/resultmodel.h"

#include <QApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

using namespace assay;

class TestConnectionLimits : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void statementTimeoutRoundTripsThroughJson();
    void dialogSetsTheStatementTimeout();
    void consoleCapsResultsTheDriverBuffers();

private:
    void grab(QWidget *w, const QString &name);
};

void TestConnectionLimits::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the dialog reads saved connections from settings
}

void TestConnectionLimits::grab(QWidget *w, const QString &name)
{
    const QString path = test::outputDir() + QLatin1Char('/') + name + QStringLiteral(".png");
    QVERIFY(w->grab().save(path));
    qInfo() << "screenshot:" << path;
}

void TestConnectionLimits::statementTimeoutRoundTripsThroughJson()
{
    db::ConnectionConfig c;
    c.engine = db::Engine::PostgreSQL;
    c.host = QStringLiteral("db");
    QCOMPARE(c.statementTimeoutSec, 0); // no limit unless the user sets one
    QVERIFY(!c.toJson().contains(QStringLiteral("statementTimeout"))); // files without a limit stay as they were

    c.statementTimeoutSec = 90;
    const QJsonObject json = c.toJson();
    QCOMPARE(json.value(QStringLiteral("statementTimeout")).toInt(), 90);
    QCOMPARE(db::ConnectionConfig::fromJson(json), c);

    // Older files have no key; a negative value from a hand-edited file means no limit.
    QJsonObject old = json;
    old.remove(QStringLiteral("statementTimeout"));
    QCOMPARE(db::ConnectionConfig::fromJson(old).statementTimeoutSec, 0);
    old[QStringLiteral("statementTimeout")] = -5;
    QCOMPARE(db::ConnectionConfig::fromJson(old).statementTimeoutSec, 0);
}

void TestConnectionLimits::dialogSetsTheStatementTimeout()
{
    ui::ConnectionDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *spin = dialog.findChild<QSpinBox *>(QStringLiteral("statementTimeout"));
    QVERIFY2(spin, "the dialog has a statement timeout field");
    QVERIFY(spin->isVisible());

    db::ConnectionConfig c;
    c.engine = db::Engine::PostgreSQL;
    c.host = QStringLiteral("warehouse.example.com");
    c.database = QStringLiteral("sales");
    c.user = QStringLiteral("analyst");
    c.statementTimeoutSec = 120;
    dialog.setConfig(c);
    QCOMPARE(spin->value(), 120);
    QCOMPARE(dialog.config().statementTimeoutSec, 120);
    QApplication::processEvents();
    grab(&dialog, QStringLiteral("connection-dialog-timeout"));

    spin->setValue(0);
    QCOMPARE(spin->text(), QStringLiteral("no limit"));
    QCOMPARE(dialog.config().statementTimeoutSec, 0);
    // Nothing is clipped: the field shows its widest value in full.
    spin->setValue(spin->maximum());
    QVERIFY(spin->width() >= spin->sizeHint().width());
    dialog.selectEngine(db::Engine::SQLite);
    QApplication::processEvents();
    QVERIFY(spin->isVisible()); // every engine has it
    for (QLabel *label : dialog.findChildren<QLabel *>()) {
        if (label->isVisible())
            QVERIFY2(!label->text().contains(u'&') || label->buddy(), qPrintable(label->text())); // no stray "&"
    }
    grab(&dialog, QStringLiteral("connection-dialog-timeout-sqlite"));
}

void TestConnectionLimits::consoleCapsResultsTheDriverBuffers()
{
    auto login = test::mysql();
    ASSAY_REQUIRE(login, QStringLiteral("mysql"));
    db::ConnectionManager connections;
    QSignalSpy connected(&connections, &db::ConnectionManager::connected);
    connections.connectTo(login->config, login->password);
    QVERIFY(connected.wait(15000));

    ui::SqlConsole console(&connections);
    console.resize(1000, 600);
    console.show();
    QVERIFY(QTest::qWaitForWindowExposed(&console));
    QSignalSpy done(&console, &ui::SqlConsole::queryFinished);
    // More rows than the cap (MariaDB's sequence engine makes them without a table).
    console.runSql(QStringLiteral("SELECT seq AS n FROM seq_1_to_%1").arg(db::BufferedResultRowCap + 5));
    QVERIFY(done.wait(120000));
    QCOMPARE(done.takeFirst().at(0).toBool(), true);
    QCOMPARE(console.grid()->resultModel()->availableRows(), db::BufferedResultRowCap);

    QLabel *status = nullptr;
    for (QLabel *label : console.findChildren<QLabel *>()) {
        if (label->accessibleName() == u"Query status")
            status = label;
    }
    QVERIFY(status);
    const QString first = QLocale().toString(db::BufferedResultRowCap);
    QVERIFY2(status->text().contains(QStringLiteral("First %1 rows").arg(first)), qPrintable(status->text()));
    QApplication::processEvents(); // the toolbar lays the new status out
    QVERIFY2(status->width() >= status->sizeHint().width(), "the status is shown in full");
    QVERIFY(console.banner()->isVisible());
    QVERIFY2(console.banner()->text().contains(QLatin1String("reads whole results")), qPrintable(console.banner()->text()));
    grab(&console, QStringLiteral("console-mysql-row-cap"));

    // A result under the cap says nothing about it.
    console.runSql(QStringLiteral("SELECT seq AS n FROM seq_1_to_10"));
    QVERIFY(done.wait(15000));
    QCOMPARE(console.grid()->resultModel()->availableRows(), qint64(10));
    QVERIFY(!status->text().contains(QLatin1String("First")));
    QVERIFY(!console.banner()->isVisible());

    // Engines that stream keep whole results (spilled to disk by the ResultStore).
    QVERIFY(db::driverBuffersWholeResults(db::Engine::MySQL));
    QVERIFY(!db::driverBuffersWholeResults(db::Engine::SQLite));
    QVERIFY(!db::driverBuffersWholeResults(db::Engine::PostgreSQL));
}

QTEST_MAIN(TestConnectionLimits)
#include "tst_connection_limits.moc"
