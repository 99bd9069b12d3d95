// gui-heartbeat: the real main window, shown (offscreen platform works), with a 5 ms heartbeat
// timer on the GUI thread. Each scenario is what a user does or suffers; the figure is the longest
// gap between two ticks while it ran (`gui.heartbeat_max_<scenario>`, ms), and the same gap
// without the time the GUI thread waited for a CPU (`..._ours`: the stall our code caused). The
// goal is < 50 ms everywhere. PostgreSQL and MariaDB scenarios need bench/run-with-servers.sh.

#include "agentstesthelpers.h"
#include "bench.h"
#include "fulldisk.h"
#include "guiheartbeat.h"

#include "chat/askcontroller.h"
#include "chat/chatpanel.h"
#include "export/reportexporter.h"
#include "mainwindow.h"
#include "notebook/notebookdocument.h"
#include "sqlconsole.h"

#include "db/connection.h"
#include "db/connectionmanager.h"
#include "db/resultmodel.h"
#include "knowledgebuild/knowledgeservice.h"
#include "notebook/notebook.h"
#include "notebook/notebookrunner.h"
#include "notebook/recovery.h"
#include "resultgrid.h"

#include <QPlainTextEdit>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <signal.h>

using namespace assay;

namespace {

constexpr int HeartbeatMs = 5;

struct Figures {
    double worst = 0;
    double worstOurs = 0;
};

// Runs `prepare` (not measured), then `scenario` with a fresh heartbeat maximum, and prints its
// figures.
void measure(test::GuiHeartbeat &beat, Figures &all, const QString &name, const std::function<bool()> &scenario,
             const std::function<void()> &prepare = {})
{
    if (prepare) {
        prepare();
        QTest::qWait(200); // let what preparing started (cells built, layouts) finish unmeasured
    }
    beat.reset();
    const bool ok = scenario();
    QTest::qWait(4 * HeartbeatMs); // a stall that just ended is counted at the next tick
    if (!ok) {
        bench::skip(QStringLiteral("gui.heartbeat_max_") + name, QStringLiteral("the scenario did not complete"));
        return;
    }
    bench::report(QStringLiteral("gui.heartbeat_max_") + name, beat.maxStallMs(), QStringLiteral("ms"));
    bench::report(QStringLiteral("gui.heartbeat_max_") + name + QStringLiteral("_ours"), beat.maxOurStallMs(), QStringLiteral("ms"));
    all.worst = std::max(all.worst, beat.maxStallMs());
    all.worstOurs = std::max(all.worstOurs, beat.maxOurStallMs());
}

bool makeSalesDatabase(const QString &path)
{
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench-gui-setup"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            ok = q.exec(QStringLiteral("CREATE TABLE sales (region TEXT NOT NULL, amount REAL NOT NULL, sold_on TEXT)"));
            db.transaction();
            for (int i = 0; ok && i < 5000; ++i)
                ok = q.exec(QStringLiteral("INSERT INTO sales VALUES ('%1', %2, date('2024-01-01', '+%3 days'))")
                                .arg(QStringList{"North", "South", "East", "West"}.at(i % 4))
                                .arg(i * 1.5)
                                .arg(i % 365));
            db.commit();
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bench-gui-setup"));
    return ok;
}

db::ConnectionConfig serverConfig(db::Engine engine, const bench::Server &s)
{
    db::ConnectionConfig c;
    c.id = engine == db::Engine::PostgreSQL ? QStringLiteral("bench-gui-pg") : QStringLiteral("bench-gui-mariadb");
    c.name = c.id;
    c.engine = engine;
    c.host = s.host;
    c.port = s.port;
    c.user = s.user;
    c.database = s.database;
    return c;
}

// Connect (until the catalog is loaded and the local knowledge built) and disconnect.
bool connectAndWait(ui::MainWindow &w, const std::function<void()> &connect)
{
    QSignalSpy catalog(w.connections(), &db::ConnectionManager::catalogLoaded);
    connect();
    return catalog.wait(60000) && QTest::qWaitFor([&] { return !w.knowledge()->isBuilding(); }, 120000);
}

bool disconnectAndWait(ui::MainWindow &w)
{
    QSignalSpy gone(w.connections(), &db::ConnectionManager::disconnected);
    w.connections()->disconnectCurrent();
    return gone.count() > 0 || gone.wait(10000);
}

// A statement that runs until stopped, in the console; Stop pressed once it is under way.
bool stopLongQuery(ui::MainWindow &w, const QString &sql)
{
    ui::SqlConsole *console = w.console();
    w.tabs()->setCurrentWidget(console);
    QSignalSpy done(console, &ui::SqlConsole::queryFinished);
    console->runSql(sql);
    if (!QTest::qWaitFor([&] { return console->isRunning(); }, 10000))
        return false;
    QTest::qWait(300); // well into the statement: this is a bench, not a test
    console->stop();
    return done.wait(30000);
}

// The connection's PostgreSQL server process is SIGKILLed mid-statement (the postmaster then
// restarts every backend: a server crash as the window sees it). Another connection finds the
// process in pg_stat_activity.
bool killServerMidQuery(ui::MainWindow &w, const db::ConnectionConfig &config, const QString &password)
{
    auto observer = db::createConnection(config);
    if (!observer->open(password).isNull())
        return false;
    QSignalSpy done(w.console(), &ui::SqlConsole::queryFinished);
    w.console()->runSql(QStringLiteral("SELECT pg_sleep(30)"));
    qint64 pid = 0;
    (void)QTest::qWaitFor([&] {
        QList<db::Row> rows;
        observer->query(QStringLiteral("SELECT pid FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(30)' AND state = 'active'"), &rows);
        pid = rows.isEmpty() ? 0 : rows[0][0].toLongLong();
        return pid > 0;
    }, 10000);
    observer->close();
    if (pid <= 0)
        return false;
    ::kill(pid_t(pid), SIGKILL);
    return done.wait(30000) && !done.first().first().toBool();
}

bool askTheFakeModel(ui::MainWindow &w)
{
    QSignalSpy finished(w.askController(), &ui::AskController::finished);
    w.chatPanel()->input()->setPlainText(QStringLiteral("what is the revenue by region?"));
    QTest::keyClick(w.chatPanel()->input(), Qt::Key_Return);
    return finished.wait(120000) && QTest::qWaitFor([&] { return !w.document()->runner()->isRunning(); }, 60000);
}

bool exportReport(ui::MainWindow &w, const QString &path, exports::ReportFormat format)
{
    ui::ReportExporter exporter;
    QSignalSpy finished(&exporter, &ui::ReportExporter::finished);
    ui::ReportRequest request;
    request.path = path;
    request.format = format;
    exporter.start(*w.document()->notebook(), request);
    return finished.wait(120000) && finished.first().first().toString().isEmpty();
}

void addBulkyCells(ui::MainWindow &w, int count)
{
    for (int i = 0; i < count; ++i)
        w.document()->addCell(notebook::CellKind::Sql, i, QStringLiteral("SELECT %1 -- ").arg(i) + QString(2000, QLatin1Char('x')));
}

// File > Save of a 41-cell notebook onto a full disk: fails with the window's banner.
void saveOntoFullDisk(test::GuiHeartbeat &beat, Figures &all, ui::MainWindow &w, const QString &root)
{
    test::FullDisk disk(root + QStringLiteral("/save-disk"));
    bool ready = false;
    measure(beat, all, QStringLiteral("save_full_disk"), [&] { return ready && !w.saveNotebook(); }, [&] {
        w.document()->newNotebook();
        w.document()->addCell(notebook::CellKind::Sql, 0, QStringLiteral("SELECT 1 AS one"));
        ready = disk.mounted() && w.document()->saveAs(disk.path(QStringLiteral("report.assaynb"))).isEmpty();
        disk.fill();
        addBulkyCells(w, 40);
    });
}

// The recovery directory itself is the full disk; the autosave timer fires every 50 ms.
void autosaveOntoFullDisk(test::GuiHeartbeat &beat, Figures &all, ui::MainWindow &w)
{
    test::FullDisk disk(notebook::RecoveryStore().directory());
    QSignalSpy failed(w.document()->autosaver(), &notebook::Autosaver::autosaveFailed);
    measure(beat, all, QStringLiteral("autosave_full_disk"), [&] {
        w.document()->autosaver()->setInterval(50);
        const bool sawFailures = disk.mounted() && QTest::qWaitFor([&] { return failed.count() >= 5; }, 10000);
        w.document()->autosaver()->setInterval(notebook::Autosaver::DefaultIntervalMs);
        return sawFailures;
    }, [&] {
        disk.fill();
        addBulkyCells(w, 40);
    });
    w.document()->notebook()->setModified(false);
}

void serverScenarios(test::GuiHeartbeat &beat, Figures &all, ui::MainWindow &w)
{
    const struct {
        db::Engine engine;
        const char *prefix;
        const char *name;
        const char *longSql;
    } servers[] = {
        {db::Engine::MySQL, "ASSAY_MYSQL_", "mariadb", "SELECT SLEEP(30)"},
        {db::Engine::PostgreSQL, "ASSAY_PG_", "postgresql", "SELECT pg_sleep(30)"},
    };
    for (const auto &s : servers) {
        const QString name = QLatin1String(s.name);
        const auto coordinates = bench::server(QLatin1String(s.prefix));
        if (!coordinates) {
            bench::skip(QStringLiteral("gui.heartbeat_max_connect_") + name, QStringLiteral("no server; run bench/run-with-servers.sh"));
            continue;
        }
        const db::ConnectionConfig config = serverConfig(s.engine, *coordinates);
        measure(beat, all, QStringLiteral("connect_") + name,
                [&] { return connectAndWait(w, [&] { w.openConnection(config, coordinates->password); }); });
        measure(beat, all, QStringLiteral("query_stop_") + name, [&] { return stopLongQuery(w, QLatin1String(s.longSql)); });
        if (s.engine == db::Engine::PostgreSQL)
            measure(beat, all, QStringLiteral("server_killed_") + name,
                    [&] { return killServerMidQuery(w, config, coordinates->password); });
        measure(beat, all, QStringLiteral("disconnect_") + name, [&] { return disconnectAndWait(w); });
    }
}

} // namespace

ASSAY_BENCHMARK("gui-heartbeat", "longest GUI-thread gap (5 ms heartbeat) per scenario in the real main window")
{
    QStandardPaths::setTestModeEnabled(true); // settings, knowledge and recovery files stay out of the user's
    QSettings().clear();
    QTemporaryDir dir;
    const QString salesPath = dir.filePath(QStringLiteral("sales.sqlite"));
    if (!makeSalesDatabase(salesPath)) {
        bench::skip(QStringLiteral("gui.heartbeat_max"), QStringLiteral("could not create the SQLite database"));
        return;
    }
    fakellm::FakeLlmServer model;
    test::Script script;
    script.linkTables = {QStringLiteral("sales")};
    script.generate = [](const QString &, const QString &) {
        return QStringLiteral("SELECT region, SUM(amount) AS revenue FROM sales GROUP BY region ORDER BY revenue DESC");
    };
    model.on(fakellm::Match::any(), fakellm::Reply::generated([&script](const fakellm::RecordedRequest &r) { return test::answerFor(script, r); }));
    if (!model.listen()) {
        bench::skip(QStringLiteral("gui.heartbeat_max"), QStringLiteral("the fake model server did not start"));
        return;
    }

    ui::MainWindow w;
    w.resize(1400, 900);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return;
    test::GuiHeartbeat beat(HeartbeatMs);
    Figures all;

    measure(beat, all, QStringLiteral("connect_sqlite"), [&] { return connectAndWait(w, [&] { w.openSqliteFile(salesPath); }); });
    measure(beat, all, QStringLiteral("query_stop_sqlite"), [&] {
        return stopLongQuery(w, QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT COUNT(*) FROM c"));
    });
    fakellm::useFakeServer(*w.llm(), model);
    measure(beat, all, QStringLiteral("ask_fake_model"), [&] { return askTheFakeModel(w); });
    measure(beat, all, QStringLiteral("disconnect_sqlite"), [&] { return disconnectAndWait(w); });
    serverScenarios(beat, all, w);

    // The welcome notebook, run on the sample database, exported as HTML and PDF.
    const bool welcomeRan = [&] {
        QSignalSpy ran(w.document()->runner(), &notebook::NotebookRunner::runFinished);
        w.openWelcomeNotebook(true);
        return ran.wait(300000);
    }();
    if (welcomeRan) {
        measure(beat, all, QStringLiteral("report_export_html"),
                [&] { return exportReport(w, dir.filePath(QStringLiteral("welcome.html")), exports::ReportFormat::Html); });
        measure(beat, all, QStringLiteral("report_export_pdf"),
                [&] { return exportReport(w, dir.filePath(QStringLiteral("welcome.pdf")), exports::ReportFormat::Pdf); });
    } else {
        bench::skip(QStringLiteral("gui.heartbeat_max_report_export_html"), QStringLiteral("the welcome notebook did not run"));
    }
    saveOntoFullDisk(beat, all, w, dir.path());
    autosaveOntoFullDisk(beat, all, w);

    bench::report(QStringLiteral("gui.heartbeat_max"), all.worst, QStringLiteral("ms"));
    bench::report(QStringLiteral("gui.heartbeat_max_ours"), all.worstOurs, QStringLiteral("ms"));
    w.document()->notebook()->setModified(false); // no "save changes?" on the way out
}
