// The first window on the offscreen platform: connect to the sample database, browse the schema,
// run queries, see rows, see errors where the user is looking. Screenshots go to the test output
// directory for a person to look at.

#include "connectiondialog.h"
#include "knowledgepanel.h"
#include "mainwindow.h"
#include "messagebanner.h"
#include "resultgrid.h"
#include "schematree.h"
#include "sqlconsole.h"
#include "sqleditor.h"
#include "testsupport.h"

#include <QTabWidget>

#include "db/connectionmanager.h"
#include "db/dbsession.h"
#include "notebook/notebookrunner.h"
#include "notebookdocument.h"
#include "knowledgebuild/knowledgeservice.h"
#include "security/secretstore.h"
#include "db/resultmodel.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QSettings>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTreeView>
#include <QtTest>

using namespace assay;

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void connectsAndRunsAQuery();
    void errorsShowInTheBannerAndEditor();
    void stopCancelsALongQuery();
    void schemaTreeQueriesATable();
    void badFileShowsAClearError();
    void theFileOnTheCommandLineIsWhatOpens();
    void failedConnectKeepsTheCurrentConnection();
    void connectDialogStaysOpenOnAnError();
    void connectionDialogLooksRight();
    void passwordsGoToTheSecretStore();
    void knowledgeFollowsTheConnection();

private:
    void connectSample(ui::MainWindow &w);
    void grab(QWidget *w, const QString &name);
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear(); // saved connections and notebooks from earlier runs must not leak in
    // Nor knowledge stores: each run starts from nothing.
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/knowledge")).removeRecursively();
    QVERIFY(QFile::exists(test::sampleDatabase()));
}

void TestMainWindow::grab(QWidget *w, const QString &name)
{
    const QString path = test::outputDir() + QLatin1Char('/') + name + QStringLiteral(".png");
    QVERIFY(w->grab().save(path));
    qInfo() << "screenshot:" << path;
}

void TestMainWindow::connectSample(ui::MainWindow &w)
{
    QSignalSpy catalog(w.connections(), &db::ConnectionManager::catalogLoaded);
    w.openSqliteFile(test::sampleDatabase());
    QVERIFY(catalog.wait(15000));
    QVERIFY(w.connections()->isConnected());
}

void TestMainWindow::connectsAndRunsAQuery()
{
    ui::MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    connectSample(w);
    QVERIFY(w.schemaTree()->tableCount() >= 13);

    ui::SqlConsole *console = w.console();
    w.tabs()->setCurrentWidget(console);
    console->editor()->setPlainText(QStringLiteral(
        "-- Revenue by region and year\n"
        "SELECT r.name AS region, strftime('%Y', o.order_date) AS year, round(sum(l.amount), 2) AS revenue\n"
        "FROM order_lines l JOIN orders o ON o.order_id = l.order_id\n"
        "JOIN stores s ON s.store_id = o.store_id JOIN regions r ON r.region_id = s.region_id\n"
        "GROUP BY 1, 2 ORDER BY 1, 2;"));
    console->editor()->moveCursorTo(40);
    QSignalSpy done(console, &ui::SqlConsole::queryFinished);
    QTest::keyClick(console->editor(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(done.wait(20000));
    QCOMPARE(done.takeFirst().at(0).toBool(), true);
    db::ResultModel *model = console->grid()->resultModel();
    QCOMPARE(model->columnCount(), 3);
    QVERIFY(model->rowCount() >= 7 * 5);
    QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("region"));
    QVERIFY(model->index(0, 2).data(Qt::EditRole).toDouble() > 1000);
    QVERIFY(!console->banner()->isVisible());
    grab(&w, QStringLiteral("main-window-query"));

    // A big result: the first rows show while the grid holds only a window of them.
    console->editor()->setPlainText(QStringLiteral("SELECT * FROM order_lines"));
    console->run();
    QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > 0, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
    QVERIFY(model->availableRows() >= 200000);
    QVERIFY(model->rowCount() < model->availableRows()); // lazy: rows appear as the view scrolls
    console->grid()->scrollToBottom();
    QApplication::processEvents();
    grab(&w, QStringLiteral("main-window-big-result"));
}

void TestMainWindow::errorsShowInTheBannerAndEditor()
{
    ui::MainWindow w;
    w.show();
    connectSample(w);
    ui::SqlConsole *console = w.console();
    w.tabs()->setCurrentWidget(console);
    console->editor()->setPlainText(QStringLiteral("SELECT order_id,\n  FROM orders"));
    QSignalSpy done(console, &ui::SqlConsole::queryFinished);
    console->run();
    QVERIFY(done.wait(10000));
    QCOMPARE(done.takeFirst().at(0).toBool(), false);
    QVERIFY(console->banner()->isVisible());
    QCOMPARE(console->banner()->kind(), ui::MessageBanner::Kind::Error);
    QVERIFY2(console->banner()->text().contains(QLatin1String("syntax error")), qPrintable(console->banner()->text()));
    QVERIFY(console->editor()->extraSelections().size() >= 2); // current line + error mark
    grab(&w, QStringLiteral("main-window-error"));

    // The window stays usable: the next good query works and clears the error.
    console->editor()->setPlainText(QStringLiteral("SELECT count(*) FROM orders"));
    console->run();
    QVERIFY(done.wait(10000));
    QCOMPARE(done.takeFirst().at(0).toBool(), true);
    QVERIFY(!console->banner()->isVisible());
    QVERIFY(console->grid()->resultModel()->index(0, 0).data(Qt::EditRole).toLongLong() > 100000);
}

void TestMainWindow::stopCancelsALongQuery()
{
    ui::MainWindow w;
    w.show();
    connectSample(w);
    ui::SqlConsole *console = w.console();
    w.tabs()->setCurrentWidget(console);
    console->editor()->setPlainText(QStringLiteral(
        "WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s) SELECT count(*) FROM s"));
    QSignalSpy done(console, &ui::SqlConsole::queryFinished);
    console->run();
    QVERIFY(console->isRunning());
    // Stop must hit the statement while it runs on the worker, not while it is queued.
    QTRY_VERIFY(console->findChild<db::QueryJob *>() && console->findChild<db::QueryJob *>()->state() == db::QueryJob::State::Running);
    QVERIFY(console->stopAction()->isEnabled());
    console->stopAction()->trigger();
    QVERIFY(done.wait(3000));
    QCOMPARE(console->banner()->kind(), ui::MessageBanner::Kind::Warning);
    QVERIFY(console->banner()->text().contains(QLatin1String("ancel")));
    QVERIFY(console->runAction()->isEnabled());
}

void TestMainWindow::schemaTreeQueriesATable()
{
    ui::MainWindow w;
    w.show();
    connectSample(w);
    QSignalSpy done(w.console(), &ui::SqlConsole::queryFinished);
    emit w.schemaTree()->tableActivated(QString(), QStringLiteral("customers"));
    QVERIFY(done.wait(10000));
    QCOMPARE(w.console()->grid()->resultModel()->rowCount(), 100);
    QVERIFY(w.console()->editor()->toPlainText().contains(QLatin1String("customers")));
    // Filtering the tree keeps matching tables.
    auto *filter = w.schemaTree()->findChild<QLineEdit *>();
    QVERIFY(filter);
    filter->setText(QStringLiteral("return"));
    QVERIFY(w.schemaTree()->view()->model()->rowCount() >= 1);
    grab(w.schemaTree(), QStringLiteral("schema-tree-filtered"));
}

void TestMainWindow::badFileShowsAClearError()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.csv"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("region,revenue\nNorth,100\n");
    f.close();
    ui::MainWindow w;
    w.show();
    QSignalSpy failed(w.connections(), &db::ConnectionManager::connectFailed);
    w.openSqliteFile(path);
    QVERIFY(failed.wait(5000));
    QVERIFY(w.banner()->isVisible()); // above the notebook, where the user is looking
    QVERIFY2(w.banner()->text().contains(QLatin1String("not a SQLite database")), qPrintable(w.banner()->text()));
    grab(&w, QStringLiteral("main-window-not-a-database"));
    // Still usable: the sample opens afterwards.
    connectSample(w);
}

// `assay shop.sqlite`: that database, in an empty notebook; never the sample's welcome notebook
// in its place. A file that is not there, or not a database, is said in the banner.
void TestMainWindow::theFileOnTheCommandLineIsWhatOpens()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shop.sqlite"));
    QVERIFY(QFile::copy(test::sampleDatabase(), path)); // a database of the analyst's, elsewhere
    {
        ui::MainWindow w;
        w.show();
        QSignalSpy connected(w.connections(), &db::ConnectionManager::connected);
        QSignalSpy connecting(w.connections(), &db::ConnectionManager::connecting);
        w.openCommandLineFile(path);
        QCOMPARE(w.document()->notebook()->count(), 0); // no welcome notebook took its place
        QVERIFY(!w.document()->notebook()->isModified());
        QVERIFY(connected.wait(10000));
        QCOMPARE(w.connections()->config().filePath, QFileInfo(path).absoluteFilePath());
        QCOMPARE(connecting.count(), 1);
        QVERIFY(w.banner()->isHidden());
    }
    {
        ui::MainWindow w;
        w.show();
        QSignalSpy failed(w.connections(), &db::ConnectionManager::connectFailed);
        const QString notes = dir.filePath(QStringLiteral("notes.db"));
        QFile f(notes);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("root:x:0:0:root:/root:/bin/bash\n");
        f.close();
        w.openCommandLineFile(notes);
        QCOMPARE(w.document()->notebook()->count(), 0);
        QVERIFY(failed.wait(10000));
        QVERIFY(!w.connections()->isConnected()); // not the sample instead
        QVERIFY2(w.banner()->text().contains(QLatin1String("not a SQLite database")), qPrintable(w.banner()->text()));
    }
    {
        ui::MainWindow w;
        w.resize(1360, 860);
        w.show();
        w.openCommandLineFile(dir.filePath(QStringLiteral("nothere.sqlite")));
        QVERIFY(w.banner()->isVisible());
        QVERIFY2(w.banner()->text().contains(QLatin1String("no such file")), qPrintable(w.banner()->text()));
        grab(&w, QStringLiteral("main-window-missing-file"));
    }
}

// Trying a file that is no database, with the sample open, leaves the sample connected: the
// schema, the runner and the label still show it, and the banner says why the other failed.
void TestMainWindow::failedConnectKeepsTheCurrentConnection()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.sqlite"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("region,revenue\nNorth,100\nSouth,200\nEast,300\nWest,400\nCentral,500\nIslands,600\n");
    f.close();
    ui::MainWindow w;
    w.show();
    connectSample(w);
    const QString sampleId = w.connections()->config().id;
    const int tables = w.schemaTree()->view()->model()->rowCount();
    QVERIFY(tables > 0);
    QSignalSpy failed(w.connections(), &db::ConnectionManager::connectFailed);
    QSignalSpy disconnected(w.connections(), &db::ConnectionManager::disconnected);
    w.openSqliteFile(path);
    QVERIFY(failed.wait(10000));
    QVERIFY(w.connections()->isConnected());
    QCOMPARE(w.connections()->config().id, sampleId);
    QCOMPARE(disconnected.count(), 0);
    QCOMPARE(w.schemaTree()->view()->model()->rowCount(), tables);
    QVERIFY(w.document()->runner()->session() != nullptr);
    QVERIFY2(w.banner()->text().contains(QLatin1String("not a SQLite database")), qPrintable(w.banner()->text()));
}

// Connect on a connection that fails keeps the dialog open with the error; once the form is
// right, Connect closes it with the session already open.
void TestMainWindow::connectDialogStaysOpenOnAnError()
{
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.sqlite"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("region,revenue\nNorth,100\nSouth,200\nEast,300\nWest,400\nCentral,500\nIslands,600\n");
    f.close();
    ui::ConnectionDialog dialog;
    db::ConnectionConfig c;
    c.engine = db::Engine::SQLite;
    c.filePath = bad;
    c.name = QStringLiteral("bad");
    dialog.setConfig(c);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.accept();
    QTRY_VERIFY_WITH_TIMEOUT(dialog.statusText().contains(QLatin1String("not a SQLite database")), 10000);
    QVERIFY(dialog.isVisible());
    QVERIFY(dialog.result() != QDialog::Accepted);
    QVERIFY(!dialog.takeOpenedSession());
    grab(&dialog, QStringLiteral("connection-dialog-error"));
    c.filePath = test::sampleDatabase();
    c.name = QStringLiteral("sample copy");
    dialog.setConfig(c);
    dialog.accept();
    QTRY_COMPARE_WITH_TIMEOUT(dialog.result(), int(QDialog::Accepted), 10000);
    std::unique_ptr<db::DbSession> session = dialog.takeOpenedSession();
    QVERIFY(session && session->isOpen());
}

void TestMainWindow::connectionDialogLooksRight()
{
    ui::ConnectionDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    grab(&dialog, QStringLiteral("connection-dialog-sqlite"));
    dialog.selectEngine(db::Engine::PostgreSQL);
    QApplication::processEvents();
    grab(&dialog, QStringLiteral("connection-dialog-postgresql"));
    const db::ConnectionConfig c = dialog.config();
    QCOMPARE(c.engine, db::Engine::PostgreSQL);
    QCOMPARE(c.host, QStringLiteral("localhost"));
    QVERIFY(!c.toJson().contains(QStringLiteral("password")));
}

void TestMainWindow::passwordsGoToTheSecretStore()
{
    auto pg = test::postgres();
    ASSAY_REQUIRE(pg, QStringLiteral("postgresql"));
    ui::MainWindow w;
    w.show();
    {
        ui::ConnectionDialog dialog(w.secrets());
        dialog.setConfig(pg->config);
        // Type the password where a user would: the PostgreSQL page's password field.
        for (QLineEdit *edit : dialog.findChildren<QLineEdit *>()) {
            if (edit->echoMode() == QLineEdit::Password && edit->isVisibleTo(&dialog))
                edit->setText(pg->password);
        }
        dialog.accept();
        QTRY_COMPARE_WITH_TIMEOUT(dialog.result(), int(QDialog::Accepted), 10000);
        QVERIFY(!dialog.config().id.isEmpty());
        pg->config.id = dialog.config().id;
    }
    // The settings file has the connection, never the password.
    QSettings().sync();
    QFile settings(QSettings().fileName());
    QVERIFY(settings.open(QIODevice::ReadOnly));
    const QByteArray stored = settings.readAll();
    QVERIFY(stored.contains(pg->config.host.toUtf8()));
    QVERIFY(!stored.contains(pg->password.toUtf8()));
    // Connecting to the saved connection without typing the password finds it in the store.
    QSignalSpy connected(w.connections(), &db::ConnectionManager::connected);
    QSignalSpy failed(w.connections(), &db::ConnectionManager::connectFailed);
    w.openConnection(pg->config);
    QTRY_VERIFY_WITH_TIMEOUT(connected.count() + failed.count() > 0, 10000);
    QCOMPARE(connected.count(), 1);
}

void TestMainWindow::knowledgeFollowsTheConnection()
{
    ui::MainWindow w;
    w.resize(1360, 860);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    connectSample(w);
    // No model is configured in tests: the knowledge is profiling only, built in the background
    // (or read back from the store when an earlier test built it already).
    QVERIFY(w.knowledge()->isAttached());
    QTRY_VERIFY_WITH_TIMEOUT(!w.knowledge()->snapshot()->context.tables.isEmpty() && !w.knowledge()->isBuilding(), 120000);
    const auto snap = w.knowledge()->snapshot();
    QCOMPARE(snap->context.tables.size(), w.connections()->catalog().tables.size());
    QVERIFY(snap->context.table(u"orders")->profile.rowCount > 1000);
    QVERIFY2(w.knowledgePanel()->statusLabel()->text().contains(QLatin1String("profiled without a language model")),
             qPrintable(w.knowledgePanel()->statusLabel()->text()));
    QVERIFY(!snap->context.database.questions.isEmpty());
    w.findChild<QDockWidget *>(QStringLiteral("knowledgeDock"))->raise();
    grab(&w, QStringLiteral("main-window-knowledge"));

    // A query the user ran is remembered for SQL2NL; a failing one is not.
    ui::SqlConsole *console = w.console();
    w.tabs()->setCurrentWidget(console);
    QSignalSpy done(console, &ui::SqlConsole::queryFinished);
    console->editor()->setPlainText(QStringLiteral("SELECT name FROM regions ORDER BY name"));
    console->run();
    QVERIFY(done.wait(20000));
    console->editor()->setPlainText(QStringLiteral("SELECT nope FROM regions"));
    console->run();
    QVERIFY(done.wait(20000));
    const QStringList history = w.knowledge()->recentQueries();
    QVERIFY(!history.isEmpty());
    QCOMPARE(history.first(), QStringLiteral("SELECT name FROM regions ORDER BY name")); // most recent first
    QVERIFY(!history.contains(QStringLiteral("SELECT nope FROM regions")));

    w.connections()->disconnectCurrent();
    QVERIFY(!w.knowledge()->isAttached());
    QCOMPARE(w.knowledgePanel()->statusLabel()->text(), QStringLiteral("Not connected."));
}

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
