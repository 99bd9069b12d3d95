// The notebook living with its database, in the window on the offscreen platform at 1366 x 768:
//   history   statements from the console and cells listed, searched, filtered, reopened in a
//             new cell, kept from production connections when asked, cleared;
//   drift     ALTER TABLE ... RENAME COLUMN between two catalog reads: the banner says what changed
//             and what it touches, nothing is rewritten until the fixes are applied, the fixes
//             are one undo step, and the next check finds nothing;
//   verified  a kept answer is verified and checked again: same, different (both shown), no
//             longer answerable;
// and screenshots of the banner, the review, the History and the Verified Answers docks in
// English and German for a person to look at.

#include "appearance.h"
#include "chat/askcontroller.h"
#include "databasewatch.h"
#include "drift/driftcontroller.h"
#include "drift/driftdialog.h"
#include "help/tour.h"
#include "history/historymodel.h"
#include "history/historypanel.h"
#include "history/historyservice.h"
#include "mainwindow.h"
#include "messagebanner.h"
#include "notebookdocument.h"
#include "settledgrab.h"
#include "sqlconsole.h"
#include "sqleditor.h"
#include "testsupport.h"
#include "verified/verifiedcontroller.h"
#include "verified/verifiedpanel.h"

#include <QLabel>

#include "db/connectionmanager.h"
#include "drift/driftstore.h"
#include "knowledgebuild/knowledgeservice.h"
#include "notebook/notebook.h"
#include "notebook/notebookrunner.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

#include <sqlite3.h>

using namespace assay;

namespace {

QString exec(const QString &path, const QString &sql)
{
    sqlite3 *db = nullptr;
    sqlite3_open(path.toUtf8().constData(), &db);
    char *error = nullptr;
    const int rc = sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, &error);
    QString message = rc == SQLITE_OK ? QString() : QString::fromUtf8(error);
    sqlite3_free(error);
    sqlite3_close(db);
    return message;
}

QString shopScript()
{
    QString script = QStringLiteral("CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER, status TEXT, amount REAL);"
                                    "CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT, fax TEXT); BEGIN;");
    const QStringList statuses = {QStringLiteral("open"), QStringLiteral("shipped"), QStringLiteral("returned")};
    for (int i = 1; i <= 300; ++i)
        script += QStringLiteral("INSERT INTO orders VALUES (%1, %2, '%3', %4);").arg(i).arg(1 + i % 40).arg(statuses[i % 3]).arg(5 + (i * 37) % 400 / 4.0);
    for (int i = 1; i <= 40; ++i)
        script += QStringLiteral("INSERT INTO customers VALUES (%1, 'Customer %1', NULL);").arg(i);
    return script + QStringLiteral("COMMIT;");
}

notebook::Cell sqlCell(const QString &name, const QString &sql)
{
    notebook::Cell c;
    c.kind = notebook::CellKind::Sql;
    c.name = name;
    c.source = sql;
    return c;
}

} // namespace

class TestUiDrift : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_next = 0;

    void grab(QWidget *w, const QString &name)
    {
        const QString path = test::outputDir() + QLatin1Char('/') + name + QStringLiteral(".png");
        QVERIFY(test::settledGrab(w).save(path));
        qInfo() << "screenshot:" << path;
    }

    QString newShop()
    {
        const QString path = m_dir.filePath(QStringLiteral("shop-%1.sqlite").arg(++m_next));
        const QString error = exec(path, shopScript());
        return error.isEmpty() ? path : QString();
    }

    void connect(ui::MainWindow &w, const QString &path, bool production = false)
    {
        QSignalSpy catalog(w.connections(), &db::ConnectionManager::catalogLoaded);
        db::ConnectionConfig c;
        c.engine = db::Engine::SQLite;
        c.filePath = path;
        c.name = QFileInfo(path).fileName();
        c.production = production;
        w.openConnection(c);
        QVERIFY(catalog.wait(20000));
    }

    // The first check records the schema; the knowledge build then adds the tables' profiles.
    void waitForRecordWithProfiles(ui::MainWindow &w)
    {
        const QString store = knowledge::KnowledgeService::storePathFor(w.knowledge()->options(), w.connections()->config());
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                drift::DriftStore s;
                drift::Baseline b;
                QString error;
                return s.open(store).isEmpty() && s.load(&b, &error) && b.values.contains(QStringLiteral("orders"));
            }(),
            30000);
    }

    notebook::Cell *cellNamed(ui::MainWindow &w, const QString &name)
    {
        for (const notebook::Cell &c : w.document()->notebook()->cells()) {
            if (c.name == name)
                return const_cast<notebook::Cell *>(&c);
        }
        return nullptr;
    }

    void runAll(ui::MainWindow &w)
    {
        QSignalSpy finished(w.document()->runner(), &notebook::NotebookRunner::runFinished);
        w.document()->runner()->runAll();
        QVERIFY(finished.wait(20000));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        ui::Tour::setShown(true);
        const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QDir(data + QStringLiteral("/knowledge")).removeRecursively();
        QDir(data + QStringLiteral("/history")).removeRecursively();
    }

    void cleanupTestCase()
    {
        ui::setLanguageSetting(QString());
        ui::installTranslations();
    }

    void history()
    {
        const QString path = newShop();
        QVERIFY(!path.isEmpty());
        ui::MainWindow w;
        w.resize(1366, 768);
        w.show();
        connect(w, path);
        ui::DatabaseWatch *watch = w.watch();
        ui::HistoryPanel *panel = watch->historyPanel();
        QSignalSpy recorded(watch->history(), &ui::HistoryService::recorded);
        // Two from the console (one fails), one from a cell.
        ui::SqlConsole *console = w.console();
        QSignalSpy done(console, &ui::SqlConsole::queryFinished);
        console->runSql(QStringLiteral("SELECT status, COUNT(*) FROM orders GROUP BY status"));
        QVERIFY(done.wait(10000));
        console->runSql(QStringLiteral("SELECT amont FROM orders"));
        QVERIFY(done.wait(10000));
        w.document()->insertCell(0, sqlCell(QStringLiteral("big_orders"), QStringLiteral("SELECT * FROM orders WHERE amount > 90")));
        runAll(w);
        QTRY_COMPARE_WITH_TIMEOUT(recorded.count(), 3, 10000);
        panel->refresh();
        QTRY_COMPARE_WITH_TIMEOUT(panel->model()->rowCount(), 3, 5000);
        const history::HistoryEntry *newest = panel->model()->entry(0);
        QCOMPARE(newest->source, history::StatementSource::Cell);
        QCOMPARE(newest->origin, QStringLiteral("big_orders"));
        QVERIFY(newest->rows > 0);
        QCOMPARE(panel->model()->entry(1)->error.isEmpty(), false);
        // Search, failures, source.
        panel->searchBox()->setText(QStringLiteral("amont"));
        QTRY_COMPARE_WITH_TIMEOUT(panel->model()->rowCount(), 1, 5000);
        panel->searchBox()->clear();
        panel->failedOnly()->setChecked(true);
        QTRY_COMPARE_WITH_TIMEOUT(panel->model()->rowCount(), 1, 5000);
        panel->failedOnly()->setChecked(false);
        panel->sourceFilter()->setCurrentIndex(panel->sourceFilter()->findData(QStringLiteral("console")));
        QTRY_COMPARE_WITH_TIMEOUT(panel->model()->rowCount(), 2, 5000);
        panel->sourceFilter()->setCurrentIndex(0);
        QTRY_COMPARE_WITH_TIMEOUT(panel->model()->rowCount(), 3, 5000);
        // Reopened in a new cell.
        const int cells = w.document()->notebook()->count();
        panel->view()->setCurrentIndex(panel->model()->index(2, 0));
        panel->openSelected();
        QCOMPARE(w.document()->notebook()->count(), cells + 1);
        QVERIFY(cellNamed(w, QString()) == nullptr);
        bool found = false;
        for (const notebook::Cell &c : w.document()->notebook()->cells())
            found = found || c.source == QStringLiteral("SELECT status, COUNT(*) FROM orders GROUP BY status");
        QVERIFY(found);
        // Cleared.
        panel->clearWithoutAsking();
        QTRY_COMPARE_WITH_TIMEOUT(panel->model()->rowCount(), 0, 5000);
    }

    void productionKeepsNoHistoryWhenAsked()
    {
        const QString path = newShop();
        ui::HistoryService::setSkipProduction(true);
        ui::MainWindow w;
        w.resize(1366, 768);
        w.show();
        connect(w, path, true);
        QVERIFY(!w.watch()->history()->isRecording());
        QSignalSpy done(w.console(), &ui::SqlConsole::queryFinished);
        w.console()->runSql(QStringLiteral("SELECT COUNT(*) FROM orders"));
        QVERIFY(done.wait(10000));
        w.watch()->history()->waitForIdle();
        w.watch()->historyPanel()->refresh();
        QTest::qWait(200);
        QCOMPARE(w.watch()->historyPanel()->model()->rowCount(), 0);
        QVERIFY(w.watch()->historyPanel()->statusLabel()->text().contains(QStringLiteral("production")));
        ui::HistoryService::setSkipProduction(false);
        QVERIFY(w.watch()->history()->isRecording());
    }

    void renameBetweenTwoReads()
    {
        const QString path = newShop();
        ui::MainWindow w;
        w.resize(1366, 768);
        w.show();
        connect(w, path);
        waitForRecordWithProfiles(w);
        // What the connection keeps that names orders.amount.
        ui::NotebookDocument *doc = w.document();
        doc->insertCell(0, sqlCell(QStringLiteral("by_status"), QStringLiteral("SELECT status, amount FROM orders")));
        doc->insertCell(1, sqlCell(QStringLiteral("open_total"), QStringLiteral("SELECT SUM(amount) FROM by_status WHERE status = 'open'")));
        runAll(w);
        charts::ChartSpec spec;
        spec.x = QStringLiteral("status");
        spec.y << charts::Measure{QStringLiteral("amount"), charts::Aggregation::Sum, {}};
        doc->addChartCell(2, cellNamed(w, QStringLiteral("by_status"))->id, spec, QStringLiteral("amount_chart"));
        knowledge::GlossaryEntry revenue;
        revenue.term = QStringLiteral("Revenue");
        revenue.kind = knowledge::GlossaryEntry::Kind::BusinessLogic;
        revenue.expression = QStringLiteral("SUM(amount)");
        revenue.table = QStringLiteral("orders");
        QCOMPARE(w.knowledge()->saveGlossaryEntry(revenue), QString());
        QCOMPARE(w.knowledge()->addExample(QStringLiteral("revenue by status"), QStringLiteral("SELECT status, SUM(amount) FROM orders GROUP BY status")), QString());
        QCOMPARE(w.knowledge()->setColumnDescription(QStringLiteral("orders"), QStringLiteral("amount"), QStringLiteral("What the customer paid, in euros")), QString());

        QCOMPARE(exec(path, QStringLiteral("ALTER TABLE orders RENAME COLUMN amount TO total; ALTER TABLE customers DROP COLUMN fax;")), QString());
        ui::DriftController *drift = w.watch()->drift();
        QSignalSpy checked(drift, &ui::DriftController::checkFinished);
        drift->checkNow();
        QVERIFY(checked.wait(20000));
        const drift::DriftReport &report = drift->lastCheck().report;
        QCOMPARE(report.status, drift::DriftReport::Status::Changed);
        QCOMPARE(report.changes.first().kind, drift::ChangeKind::ColumnRenamed);
        QCOMPARE(report.changes.first().confidence, drift::RenameConfidence::Probable);
        ui::MessageBanner *banner = w.watch()->driftBanner();
        QVERIFY(banner->isVisible());
        QVERIFY2(banner->text().contains(QStringLiteral("probably renamed to total")), qPrintable(banner->text()));
        QVERIFY2(banner->text().contains(QStringLiteral("2 cells")), qPrintable(banner->text()));
        // Nothing is rewritten without consent.
        QCOMPARE(cellNamed(w, QStringLiteral("by_status"))->source, QStringLiteral("SELECT status, amount FROM orders"));
        grab(&w, QStringLiteral("drift-banner-en"));

        ui::DriftDialog *dialog = drift->showReview();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QVERIFY(dialog->changesView()->topLevelItemCount() >= 2);
        dialog->impactsView()->setCurrentItem(dialog->impactsView()->topLevelItem(0)->child(0));
        grab(dialog, QStringLiteral("drift-review-en"));
        const QList<int> chosen = dialog->chosenFixes();
        QVERIFY(chosen.size() >= 5); // two cells, the chart, the term, the example, the description
        QUndoStack *undo = doc->undoStack();
        const int before = undo->index();
        drift->applyFixes(chosen);
        QCOMPARE(cellNamed(w, QStringLiteral("by_status"))->source, QStringLiteral("SELECT status, total FROM orders"));
        QCOMPARE(cellNamed(w, QStringLiteral("open_total"))->source, QStringLiteral("SELECT SUM(total) FROM by_status WHERE status = 'open'"));
        QCOMPARE(cellNamed(w, QStringLiteral("amount_chart"))->chart.y.first().column, QStringLiteral("total"));
        QTRY_VERIFY_WITH_TIMEOUT(w.knowledge()->snapshot()->glossary.first().expression == QStringLiteral("SUM(total)"), 5000);
        QCOMPARE(w.knowledge()->snapshot()->examples.first().sql, QStringLiteral("SELECT status, SUM(total) FROM orders GROUP BY status"));
        QCOMPARE(undo->index(), before + 1); // one step
        undo->undo();
        QCOMPARE(cellNamed(w, QStringLiteral("by_status"))->source, QStringLiteral("SELECT status, amount FROM orders"));
        QCOMPARE(cellNamed(w, QStringLiteral("amount_chart"))->chart.y.first().column, QStringLiteral("amount"));
        QCOMPARE(w.knowledge()->snapshot()->glossary.first().expression, QStringLiteral("SUM(amount)"));
        undo->redo();
        QCOMPARE(cellNamed(w, QStringLiteral("by_status"))->source, QStringLiteral("SELECT status, total FROM orders"));
        // The rewritten cells run on the renamed column.
        runAll(w);
        QCOMPARE(cellNamed(w, QStringLiteral("open_total"))->output.error, QString());
        // The schema as it is now was recorded: the next check finds nothing.
        QTRY_VERIFY_WITH_TIMEOUT(banner->kind() == ui::MessageBanner::Kind::Success, 5000);
        drift->checkNow();
        QVERIFY(checked.wait(20000));
        QCOMPARE(drift->lastCheck().report.status, drift::DriftReport::Status::Unchanged);
    }

    void verifiedAnswers()
    {
        const QString path = newShop();
        ui::MainWindow w;
        w.resize(1366, 768);
        w.show();
        connect(w, path);
        ui::VerifiedController *verified = w.watch()->verified();
        QSignalSpy changed(verified, &ui::VerifiedController::answersChanged);
        // The Assistant's Keep as Example is the thumbs-up.
        auto answer = [](const QString &sql) {
            ask::AskResult r;
            r.outcome = ask::AskResult::Outcome::Answered;
            r.offline = true;
            ask::AskStep s;
            s.cellName = QStringLiteral("answer");
            s.sql = sql;
            r.steps << s;
            return r;
        };
        // The knowledge store opens on its worker after the catalog is read; until then Keep as
        // Example says "No database is connected" and keeps nothing, so it is tried until it can.
        QTRY_COMPARE_WITH_TIMEOUT(w.askController()->keepAsExample(answer(QStringLiteral("SELECT COUNT(*) FROM orders")), QStringLiteral("how many orders")),
                                  QString(), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(verified->answers().size(), 1, 10000);
        // A verified query that does not answer its question (it counts open orders only), and a
        // question nobody can answer from this database.
        verified->verify(QStringLiteral("how many customers"), answer(QStringLiteral("SELECT COUNT(*) FROM customers WHERE customer_id % 2 = 0")));
        QTRY_COMPARE_WITH_TIMEOUT(verified->answers().size(), 2, 10000);
        verified->verify(QStringLiteral("what is the zorblax of the frobnicators"), answer(QStringLiteral("SELECT 1")));
        QTRY_COMPARE_WITH_TIMEOUT(verified->answers().size(), 3, 10000);
        QVERIFY(verified->answers().first().digest.size() == 40);

        QSignalSpy finished(verified, &ui::VerifiedController::checkFinished);
        verified->checkAll(QStringLiteral("on request"));
        QVERIFY(finished.wait(60000));
        QTRY_VERIFY_WITH_TIMEOUT(verified->answers().first().lastCheck.status != verified::CheckStatus::NotChecked, 5000);
        QHash<QString, verified::CheckStatus> status;
        for (const verified::VerifiedAnswer &a : verified->answers())
            status.insert(a.question, a.lastCheck.status);
        QCOMPARE(status.value(QStringLiteral("how many orders")), verified::CheckStatus::Same);
        QCOMPARE(status.value(QStringLiteral("how many customers")), verified::CheckStatus::Different);
        QCOMPARE(status.value(QStringLiteral("what is the zorblax of the frobnicators")), verified::CheckStatus::Unanswerable);
        QVERIFY(w.watch()->verifiedBanner()->isVisible());
        QVERIFY(w.watch()->verifiedBanner()->text().contains(QStringLiteral("different")));
    }

    void screenshots_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
    }

    void screenshots()
    {
        QFETCH(QString, language);
        ui::setLanguageSetting(language == u"en" ? QString() : language);
        ui::installTranslations();
        const QString path = newShop();
        ui::MainWindow w;
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        connect(w, path);
        waitForRecordWithProfiles(w);
        ui::NotebookDocument *doc = w.document();
        doc->insertCell(0, sqlCell(QStringLiteral("by_status"), QStringLiteral("SELECT status, SUM(amount) AS revenue FROM orders GROUP BY status")));
        doc->insertCell(1, sqlCell(QStringLiteral("customers_fax"), QStringLiteral("SELECT name, fax FROM customers")));
        runAll(w);
        QSignalSpy done(w.console(), &ui::SqlConsole::queryFinished);
        w.console()->runSql(QStringLiteral("SELECT customer_id, COUNT(*) AS orders FROM orders GROUP BY customer_id ORDER BY 2 DESC LIMIT 10"));
        QVERIFY(done.wait(10000));
        w.console()->runSql(QStringLiteral("SELECT amont FROM orders"));
        QVERIFY(done.wait(10000));
        // History.
        QDockWidget *historyDock = w.watch()->historyDock();
        historyDock->show();
        historyDock->raise();
        w.watch()->historyPanel()->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(w.watch()->historyPanel()->model()->rowCount() >= 4, 5000);
        grab(&w, QStringLiteral("history-%1").arg(language));
        // Drift: the banner and the review.
        QCOMPARE(exec(path, QStringLiteral("ALTER TABLE orders RENAME COLUMN amount TO total; ALTER TABLE customers DROP COLUMN fax;")), QString());
        QSignalSpy checked(w.watch()->drift(), &ui::DriftController::checkFinished);
        w.watch()->drift()->checkNow();
        QVERIFY(checked.wait(20000));
        grab(&w, QStringLiteral("drift-banner-%1").arg(language));
        ui::DriftDialog *dialog = w.watch()->drift()->showReview();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        dialog->impactsView()->setCurrentItem(dialog->impactsView()->topLevelItem(0)->child(0));
        grab(dialog, QStringLiteral("drift-review-%1").arg(language));
        dialog->close();
        // Verified answers: one the same, one different, one no longer answerable.
        ui::VerifiedController *verified = w.watch()->verified();
        auto answer = [](const QString &sql) {
            ask::AskResult r;
            r.outcome = ask::AskResult::Outcome::Answered;
            r.offline = true;
            ask::AskStep s;
            s.cellName = QStringLiteral("answer");
            s.sql = sql;
            r.steps << s;
            return r;
        };
        verified->verify(QStringLiteral("how many orders"), answer(QStringLiteral("SELECT COUNT(*) FROM orders")));
        QTRY_COMPARE_WITH_TIMEOUT(verified->answers().size(), 1, 10000);
        verified->verify(QStringLiteral("how many customers"), answer(QStringLiteral("SELECT COUNT(*) FROM customers WHERE customer_id % 2 = 0")));
        QTRY_COMPARE_WITH_TIMEOUT(verified->answers().size(), 2, 10000);
        verified->verify(QStringLiteral("what is the zorblax of the frobnicators"), answer(QStringLiteral("SELECT 1")));
        QTRY_COMPARE_WITH_TIMEOUT(verified->answers().size(), 3, 10000);
        QSignalSpy finished(verified, &ui::VerifiedController::checkFinished);
        verified->checkAll(ui::VerifiedPanel::tr("on request"));
        QVERIFY(finished.wait(60000));
        QDockWidget *verifiedDock = w.watch()->verifiedDock();
        verifiedDock->show();
        verifiedDock->raise();
        QTRY_VERIFY_WITH_TIMEOUT(w.watch()->verifiedPanel()->list()->topLevelItemCount() == 3, 5000);
        w.watch()->verifiedPanel()->select(1);
        grab(&w, QStringLiteral("verified-%1").arg(language));
    }
};

QTEST_MAIN(TestUiDrift)
#include "tst_ui_drift.moc"
