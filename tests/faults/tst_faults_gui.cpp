// Faults, in the real main window on the offscreen platform: the model server times out, answers
// 429 and 500, resets the connection mid-stream, sends garbage and empty answers; a private
// PostgreSQL server is restarted (stop -m immediate, start) while a long query runs; a SQLite
// file is deleted while connected. Each must give a clear message where the user is looking
// (the chat turn, the console's banner, the window's banner), and work must continue afterwards.
//
// A heartbeat on the GUI thread (a 10 ms timer, tests/common/guiheartbeat.h) records the largest
// gap between ticks, with and without the time the thread waited for a CPU; the test asserts that
// the stall our code caused stays under 100 ms. Both figures are printed. The same heartbeat,
// every 5 ms, measures the ordinary scenarios in `assay-bench gui-heartbeat`.

#include "agentstesthelpers.h"
#include "fulldisk.h"
#include "guiheartbeat.h"

#include "chat/askcontroller.h"
#include "chat/chatpanel.h"
#include "chat/chatturnwidget.h"
#include "mainwindow.h"
#include "messagebanner.h"
#include "notebook/notebookdocument.h"
#include "resultgrid.h"
#include "sqlconsole.h"
#include "sqleditor.h"

#include "db/connection.h"
#include "db/connectionmanager.h"
#include "db/resultmodel.h"
#include "knowledgebuild/knowledgeservice.h"
#include "llm/llmservice.h"
#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "notebook/notebookrunner.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProcess>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTcpServer>
#include <QTimer>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace assay;

namespace {

// ---- the heartbeat (tests/common/guiheartbeat.h) -------------------------------------------

constexpr int HeartbeatIntervalMs = 10;
using Heartbeat = test::GuiHeartbeat;

// ---- helpers that never block the GUI thread ------------------------------------------------

// Runs a command to completion while the event loop (and the heartbeat) keeps running.
int runCommand(const QString &program, const QStringList &args, QString *output = nullptr,
               int timeoutMs = 120000) {
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    QEventLoop loop; // ends when the process ends (or never starts), or at the timeout
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    QObject::connect(&p, &QProcess::errorOccurred, &loop, [&] {
        if (p.state() == QProcess::NotRunning)
            loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    p.start(program, args);
    if (p.state() != QProcess::NotRunning)
        loop.exec();
    if (p.state() != QProcess::NotRunning) {
        p.kill();
        p.waitForFinished(5000);
        return -1;
    }
    if (output)
        *output = QString::fromLocal8Bit(p.readAll());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

int freePort() {
    QTcpServer s;
    s.listen(QHostAddress::LocalHost, 0);
    return s.serverPort();
}

// A PostgreSQL server of this test's own (never the suite's shared one: other tests use that
// in parallel), run as the unprivileged user assaytest when we are root, with trust auth on
// loopback. Stopped and removed in the destructor.
class PrivatePostgres {
public:
    ~PrivatePostgres() {
        if (m_started)
            QProcess::execute(QStringLiteral("/bin/sh"),
                              {QStringLiteral("-c"), command(QStringLiteral("stop -m immediate")) +
                                                         QStringLiteral(" >/dev/null 2>&1")});
    }
    bool available() const { return !m_bin.isEmpty(); }
    QString error() const { return m_error; }
    int port() const { return m_port; }

    bool init() {
        const QStringList bins = QDir(QStringLiteral("/usr/lib/postgresql"))
                                     .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        if (bins.isEmpty())
            return false;
        m_bin = QStringLiteral("/usr/lib/postgresql/%1/bin").arg(bins.last());
        if (::geteuid() == 0) {
            passwd *pw = ::getpwnam("assaytest");
            if (!pw) {
                QProcess::execute(QStringLiteral("useradd"),
                                  {QStringLiteral("--system"), QStringLiteral("--no-create-home"),
                                   QStringLiteral("--shell"), QStringLiteral("/usr/sbin/nologin"),
                                   QStringLiteral("assaytest")});
                pw = ::getpwnam("assaytest");
            }
            if (!pw) {
                m_error = QStringLiteral("no user assaytest");
                return false;
            }
            m_runAs = QStringLiteral("runuser -u assaytest -- ");
            ::chmod(QFile::encodeName(m_dir.path()).constData(), 0755);
            if (::chown(QFile::encodeName(m_dir.path()).constData(), pw->pw_uid, pw->pw_gid) != 0) {
                m_error = QStringLiteral("chown failed");
                return false;
            }
        }
        m_port = freePort();
        const QString initdb =
            m_runAs + m_bin + QStringLiteral("/initdb -D ") + m_dir.path() +
            QStringLiteral("/pg -U assay_faults --auth=trust -E UTF8 --locale=C.UTF-8");
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), initdb});
        if (!p.waitForFinished(180000) || p.exitCode() != 0) {
            m_error = QString::fromLocal8Bit(p.readAll()).right(2000);
            return false;
        }
        return startBlocking();
    }
    bool startBlocking() {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"), command(QStringLiteral("start"))});
        const bool ok = p.waitForFinished(120000) && p.exitCode() == 0;
        if (!ok)
            m_error = QString::fromLocal8Bit(p.readAll()).right(2000);
        m_started = ok;
        return ok;
    }
    // While the window runs: the event loop keeps turning.
    bool stopImmediate() {
        return runCommand(QStringLiteral("/bin/sh"),
                          {QStringLiteral("-c"), command(QStringLiteral("stop -m immediate"))}) ==
               0;
    }
    bool start() {
        return runCommand(QStringLiteral("/bin/sh"),
                          {QStringLiteral("-c"), command(QStringLiteral("start"))}) == 0;
    }

    db::ConnectionConfig config() const {
        db::ConnectionConfig c;
        c.id = QStringLiteral("faults-pg");
        c.name = QStringLiteral("Private PostgreSQL");
        c.engine = db::Engine::PostgreSQL;
        c.host = QStringLiteral("127.0.0.1");
        c.port = m_port;
        c.database = QStringLiteral("postgres");
        c.user = QStringLiteral("assay_faults");
        return c;
    }

private:
    QString command(const QString &verb) const {
        return m_runAs + m_bin + QStringLiteral("/pg_ctl -D ") + m_dir.path() +
               QStringLiteral("/pg -l ") + m_dir.path() +
               QStringLiteral("/postgres.log -w -t 60 -o \"-p %1 -k %2 -c "
                              "listen_addresses=127.0.0.1 -c fsync=off\" ")
                   .arg(m_port)
                   .arg(m_dir.path()) +
               verb;
    }

    QTemporaryDir m_dir;
    QString m_bin;
    QString m_runAs;
    QString m_error;
    int m_port = 0;
    bool m_started = false;
};

bool makeSqlite(const QString &path) {
    QFile::remove(path);
    bool ok = false;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("faults-setup"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            ok = q.exec(
                QStringLiteral("CREATE TABLE sales (region TEXT NOT NULL, amount REAL NOT NULL)"));
            for (int i = 0; ok && i < 50; ++i)
                ok = q.exec(QStringLiteral("INSERT INTO sales VALUES ('%1', %2)")
                                .arg(QStringList{"North", "South", "East"}.at(i % 3))
                                .arg(i * 10.5));
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("faults-setup"));
    return ok;
}

const QString RevenueSql = QStringLiteral(
    "SELECT region, SUM(amount) AS revenue FROM sales GROUP BY region ORDER BY region");

struct FaultRow {
    QString fault;
    QString where;
    QString message;
    double stallMs = 0;
    double ourStallMs = 0;
    bool survived = false;
};

} // namespace

class TestFaultsGui : public QObject {
    Q_OBJECT
    std::unique_ptr<fakellm::FakeLlmServer> m_server;
    test::Script m_script;
    QTemporaryDir m_dir;
    QList<FaultRow> m_rows;
    std::unique_ptr<Heartbeat> m_beat;

    void configure(llm::LlmService *service) {
        llm::ProviderLimits limits = fakellm::localLimits();
        limits.firstTokenTimeoutMs = 4000;
        limits.totalTimeoutMs = 6000;
        fakellm::useFakeServer(*service, *m_server, limits);
    }

    bool connectSqlite(ui::MainWindow &w, const QString &path) {
        QSignalSpy catalog(w.connections(), &db::ConnectionManager::catalogLoaded);
        w.openSqliteFile(path);
        return catalog.wait(30000) && w.connections()->isConnected();
    }

    // Runs `sql` in the console and waits (event loop running) for it to finish.
    bool runInConsole(ui::MainWindow &w, const QString &sql, int timeoutMs = 30000) {
        ui::SqlConsole *console = w.console();
        w.tabs()->setCurrentWidget(console);
        QSignalSpy done(console, &ui::SqlConsole::queryFinished);
        console->runSql(sql);
        if (!done.wait(timeoutMs))
            return false;
        return done.first().first().toBool();
    }

    // Reads the heartbeat into `row` (a stall that just ended included).
    void measure(FaultRow &row) {
        const qint64 ticks = m_beat->ticks(); // a stall ends with a tick: wait for a few more
        QTRY_VERIFY_WITH_TIMEOUT(m_beat->ticks() >= ticks + 3, 30000);
        row.stallMs = m_beat->maxStallMs();
        row.ourStallMs = m_beat->maxOurStallMs();
    }

    void record(FaultRow row, bool measured = false) {
        if (!measured)
            measure(row);
        qInfo("%s: %s | GUI gap %.0f ms (ours %.0f ms) | %s", qPrintable(row.fault),
              row.survived ? "survived" : "FAILED", row.stallMs, row.ourStallMs,
              qPrintable(row.message.left(200)));
        m_rows << row;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
             QStringLiteral("/knowledge"))
            .removeRecursively();
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
             QStringLiteral("/recovery"))
            .removeRecursively();
        m_server = std::make_unique<fakellm::FakeLlmServer>();
        QVERIFY(m_server->listen());
        // The faults, each for questions that carry its marker; everything else is scripted.
        m_server->on(fakellm::Match::lastMessageContains(QStringLiteral("fault-timeout")),
                     fakellm::Reply::hang());
        m_server->on(fakellm::Match::lastMessageContains(QStringLiteral("fault-429")),
                     fakellm::Reply::rateLimited(30));
        m_server->on(fakellm::Match::lastMessageContains(QStringLiteral("fault-500")),
                     fakellm::Reply::serverError(500));
        m_server->on(fakellm::Match::lastMessageContains(QStringLiteral("fault-reset")),
                     fakellm::Reply::resetMidStream(
                         QStringLiteral("{\"rewritten\": \"the revenue by reg"), 2));
        m_server->on(fakellm::Match::lastMessageContains(QStringLiteral("fault-garbage")),
                     fakellm::Reply::malformedJson());
        m_server->on(fakellm::Match::lastMessageContains(QStringLiteral("fault-empty")),
                     fakellm::Reply::emptyAnswer());
        m_script.linkTables = {QStringLiteral("sales")};
        m_script.generate = [](const QString &, const QString &) { return RevenueSql; };
        m_server->on(fakellm::Match::path(QStringLiteral("/v1/chat/completions")),
                     fakellm::Reply::generated([this](const fakellm::RecordedRequest &r) {
                         return test::answerFor(m_script, r);
                     }));
        m_beat = std::make_unique<Heartbeat>(HeartbeatIntervalMs);
    }

    void cleanupTestCase() {
        std::printf("\n%-28s | %-34s | %8s | %8s | %s\n", "fault", "message shown where", "gap ms",
                    "ours ms", "recovered");
        int survived = 0;
        double worst = 0, worstOurs = 0;
        for (const FaultRow &r : std::as_const(m_rows)) {
            std::printf("%-28s | %-34s | %8.0f | %8.0f | %s\n", qPrintable(r.fault),
                        qPrintable(r.where), r.stallMs, r.ourStallMs, r.survived ? "yes" : "NO");
            survived += r.survived ? 1 : 0;
            worst = std::max(worst, r.stallMs);
            worstOurs = std::max(worstOurs, r.ourStallMs);
        }
        std::printf("faults_injected %d survived %d max_gui_gap_ms %.0f max_gui_gap_ours_ms %.0f\n",
                    int(m_rows.size()), survived, worst, worstOurs);
        std::fflush(stdout);
        m_beat.reset();
    }

    void modelFaultsInTheChat() {
        const QString dbPath = m_dir.filePath(QStringLiteral("sales.sqlite"));
        QVERIFY(makeSqlite(dbPath));
        ui::MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        configure(w.llm());
        QVERIFY(connectSqlite(w, dbPath));
        QTRY_VERIFY_WITH_TIMEOUT(!w.knowledge()->isBuilding() &&
                                     !w.knowledge()->snapshot()->context.tables.isEmpty(),
                                 120000);

        struct Case {
            const char *marker;
            const char *name;
            QStringList expect; // any of these words, case-insensitive
        };
        const QList<Case> cases = {
            {"fault-timeout",
             "model timeout",
             {QStringLiteral("time"), QStringLiteral("longer than")}},
            {"fault-429",
             "model 429 rate limit",
             {QStringLiteral("slow down"), QStringLiteral("rate limit"), QStringLiteral("429")}},
            {"fault-500",
             "model 500 server error",
             {QStringLiteral("internal problem"), QStringLiteral("500"),
              QStringLiteral("server error")}},
            {"fault-reset",
             "model reset mid-stream",
             {QStringLiteral("connection"), QStringLiteral("closed"), QStringLiteral("reset"),
              QStringLiteral("interrupted")}},
            {"fault-garbage",
             "model garbage answer",
             {QStringLiteral("answer"), QStringLiteral("understand"), QStringLiteral("invalid"),
              QStringLiteral("malformed"), QStringLiteral("json")}},
            {"fault-empty",
             "model empty answer",
             {QStringLiteral("empty"), QStringLiteral("answer"), QStringLiteral("nothing")}},
        };
        for (const Case &c : cases) {
            m_beat->reset();
            // The conversation goes into later prompts, and with it an earlier fault's marker:
            // each case starts a fresh conversation so only its own question carries one.
            w.document()->notebook()->setChat({});
            QSignalSpy finished(w.askController(), &ui::AskController::finished);
            w.chatPanel()->input()->setPlainText(
                QStringLiteral("%1: what is the revenue by region?").arg(QLatin1String(c.marker)));
            QTest::keyClick(w.chatPanel()->input(), Qt::Key_Return);
            const bool done = finished.wait(60000);
            FaultRow row;
            row.fault = QLatin1String(c.name);
            row.where = QStringLiteral("chat turn");
            if (done && !w.chatPanel()->turns().isEmpty()) {
                ui::ChatTurnWidget *turn = w.chatPanel()->turns().last();
                row.message = turn->answerLabel()->text();
                const bool visible = turn->answerLabel()->isVisible();
                const bool clear =
                    std::any_of(c.expect.begin(), c.expect.end(), [&](const QString &word) {
                        return row.message.contains(word, Qt::CaseInsensitive);
                    });
                const bool failedOutcome = w.askController()->lastResult().outcome !=
                                               ask::AskResult::Outcome::Answered ||
                                           row.message.contains(QStringLiteral("⚠"));
                // The stall is the fault's handling: measured before the next question, whose
                // answer (cells, a chart, an insight) is ordinary work, not part of the fault.
                measure(row);
                // Work continues: the next (normal) question is answered.
                w.document()->notebook()->setChat({});
                QSignalSpy next(w.askController(), &ui::AskController::finished);
                w.chatPanel()->input()->setPlainText(
                    QStringLiteral("what is the revenue by region? (once more)"));
                QTest::keyClick(w.chatPanel()->input(), Qt::Key_Return);
                const bool answered = next.wait(60000) && w.askController()->lastResult().outcome ==
                                                              ask::AskResult::Outcome::Answered;
                row.survived = visible && clear && failedOutcome && answered;
                if (!row.survived)
                    row.message +=
                        QStringLiteral(" [visible %1 clear %2 failed %3 answered-after %4]")
                            .arg(visible)
                            .arg(clear)
                            .arg(failedOutcome)
                            .arg(answered);
            } else {
                row.message = QStringLiteral("no answer within 60 s");
                measure(row);
            }
            record(row, true);
        }
        for (const FaultRow &r : std::as_const(m_rows)) {
            QVERIFY2(r.survived, qPrintable(r.fault + QStringLiteral(": ") + r.message));
            QVERIFY2(r.ourStallMs <= 100,
                     qPrintable(QStringLiteral("%1 stalled the GUI thread %2 ms")
                                    .arg(r.fault)
                                    .arg(r.ourStallMs)));
        }
    }

    void postgresRestartsMidQuery() {
        PrivatePostgres pg;
        if (!pg.init()) {
            if (test::serversRequired())
                QFAIL(qPrintable(QStringLiteral("the private PostgreSQL did not start: ") +
                                 pg.error()));
            QSKIP(qPrintable(QStringLiteral("no PostgreSQL server binaries: ") + pg.error()));
        }
        ui::MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy catalog(w.connections(), &db::ConnectionManager::catalogLoaded);
        QSignalSpy failed(w.connections(), &db::ConnectionManager::connectFailed);
        w.openConnection(pg.config(), QString());
        QVERIFY2(catalog.wait(30000),
                 failed.isEmpty() ? "no catalog"
                                  : qPrintable(failed.first().at(1).value<db::DbError>().message));
        QVERIFY(runInConsole(w, QStringLiteral("SELECT 1 AS warm")));

        m_beat->reset();
        ui::SqlConsole *console = w.console();
        QSignalSpy done(console, &ui::SqlConsole::queryFinished);
        console->runSql(QStringLiteral("SELECT pg_sleep(60)"));
        QTRY_VERIFY(console->isRunning());
        // The statement is on the server: another connection sees it in pg_stat_activity.
        auto observer = db::createConnection(pg.config());
        QVERIFY(observer->open(QString()).isNull());
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                QList<db::Row> rows;
                return observer
                           ->query(QStringLiteral("SELECT 1 FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(60)' AND state = 'active'"), &rows)
                           .ok()
                       && !rows.isEmpty();
            }(),
            10000);
        observer->close();
        QVERIFY2(done.isEmpty(), qPrintable(QStringLiteral("pg_sleep(60) ended early: ") +
                                            console->banner()->text()));
        QVERIFY(pg.stopImmediate());
        QTRY_VERIFY_WITH_TIMEOUT(!done.isEmpty(), 30000);
        FaultRow row;
        row.fault = QStringLiteral("PostgreSQL restart mid-query");
        row.where = QStringLiteral("console banner (+ window banner)");
        const bool queryFailed = !done.first().first().toBool();
        row.message = console->banner()->text();
        const bool visible = console->banner()->isVisible();
        const bool clear = row.message.contains(QLatin1String("connection"), Qt::CaseInsensitive) ||
                           row.message.contains(QLatin1String("terminat"), Qt::CaseInsensitive);
        // The window's banner says the next statement reconnects.
        QTRY_VERIFY_WITH_TIMEOUT(w.banner()->isVisible(), 5000);
        const bool windowSays = w.banner()->text().contains(QLatin1String("reconnect"));
        // While the server is down the next statement says so (and tries to reconnect).
        const bool whileDown = !runInConsole(w, QStringLiteral("SELECT 2"));
        const QString downMessage = console->banner()->text();
        QVERIFY(pg.start());
        // After the restart, the next statement reconnects and works.
        const bool after = runInConsole(w, QStringLiteral("SELECT 42 AS answer"));
        const bool rows = after && console->grid()->resultModel()->index(0, 0).data().toInt() == 42;
        row.survived = queryFailed && visible && clear && windowSays && whileDown && rows;
        if (!row.survived)
            row.message += QStringLiteral(" [failed %1 visible %2 clear %3 window %7 down %4 (%5) after %6]")
                               .arg(queryFailed)
                               .arg(visible)
                               .arg(clear)
                               .arg(whileDown)
                               .arg(downMessage)
                               .arg(rows)
                               .arg(windowSays);
        record(row);
        QVERIFY2(row.survived, qPrintable(row.message));
        QVERIFY2(row.ourStallMs <= 100,
                 qPrintable(QStringLiteral("the GUI thread stalled %1 ms").arg(row.ourStallMs)));
    }

    // A full disk on File > Save (a 256 KiB tmpfs, filled up): the window's banner says so, the
    // saved file keeps its previous version, and once there is room the same save goes through.
    void diskFullOnSave() {
        QTemporaryDir dir;
        const QString mountPoint = dir.filePath(QStringLiteral("disk"));
        test::FullDisk disk(mountPoint);
        QVERIFY(QDir(mountPoint).exists());
        if (!disk.mounted())
            QSKIP("cannot mount a tmpfs here (not root); tst_notebook_killcycles covers the full "
                  "disk with RLIMIT_FSIZE");
        const QString path = disk.path(QStringLiteral("report.assaynb"));
        ui::MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.document()->addCell(notebook::CellKind::Sql, 0, QStringLiteral("SELECT 1 AS one"),
                              QStringLiteral("first"));
        QCOMPARE(w.document()->saveAs(path), QString());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        QVERIFY(disk.fill()); // leaves 8 KiB
        for (int i = 0; i < 40; ++i)
            w.document()->addCell(notebook::CellKind::Sql, i + 1,
                                  QStringLiteral("SELECT %1 -- ").arg(i) +
                                      QString(2000, QLatin1Char('x')));

        m_beat->reset();
        FaultRow row;
        row.fault = QStringLiteral("disk full on save");
        row.where = QStringLiteral("window banner");
        const bool saved = w.saveNotebook();
        row.message = w.banner()->text();
        const bool visible = w.banner()->isVisible();
        const bool clear = row.message.contains(QLatin1String("No space left on device")) &&
                           row.message.contains(QLatin1String("previous version is unchanged"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const bool intact = f.readAll() == before;
        f.close();
        const bool stillModified = w.document()->notebook()->isModified();
        // Room again: the same save goes through.
        disk.makeRoom();
        const bool savedLater = w.saveNotebook();
        notebook::Notebook back;
        const bool complete =
            savedLater && notebook::loadNotebook(path, back).isEmpty() && back.count() == 41;
        row.survived = !saved && visible && clear && intact && stillModified && complete;
        if (!row.survived)
            row.message +=
                QStringLiteral(" [saved %1 visible %2 clear %3 intact %4 modified %5 later %6]")
                    .arg(saved)
                    .arg(visible)
                    .arg(clear)
                    .arg(intact)
                    .arg(stillModified)
                    .arg(complete);
        record(row);
        QVERIFY2(row.survived, qPrintable(row.message));
        QVERIFY2(row.ourStallMs <= 100,
                 qPrintable(QStringLiteral("the GUI thread stalled %1 ms").arg(row.ourStallMs)));
    }

    void sqliteFileDeletedWhileConnected() {
        const QString dbPath = m_dir.filePath(QStringLiteral("deleted.sqlite"));
        QVERIFY(makeSqlite(dbPath));
        const QString backup = m_dir.filePath(QStringLiteral("backup.sqlite"));
        QFile::remove(backup);
        QVERIFY(QFile::copy(dbPath, backup));
        ui::MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(connectSqlite(w, dbPath));
        QVERIFY(runInConsole(w, QStringLiteral("SELECT COUNT(*) FROM sales")));

        m_beat->reset();
        QVERIFY(QFile::remove(dbPath));
        FaultRow row;
        row.fault = QStringLiteral("SQLite file deleted");
        row.where = QStringLiteral("console banner");
        const bool queryFailed = !runInConsole(w, QStringLiteral("SELECT COUNT(*) FROM sales"));
        ui::SqlConsole *console = w.console();
        row.message = console->banner()->text();
        const bool visible = console->banner()->isVisible();
        const bool clear = row.message.contains(QLatin1String("deleted"), Qt::CaseInsensitive);
        // A notebook cell run now shows the same message on the cell.
        const QString cellId = w.document()->addCell(notebook::CellKind::Sql, 0, QStringLiteral("SELECT COUNT(*) AS n FROM sales"),
                                                     QStringLiteral("count_sales"));
        QSignalSpy ran(w.document()->runner(), &notebook::NotebookRunner::runFinished);
        w.document()->runner()->run(cellId);
        const bool cellRan = ran.wait(30000);
        const QString cellError = w.document()->notebook()->cell(cellId)->output.error;
        const bool cellClear = cellRan && cellError.contains(QLatin1String("deleted"), Qt::CaseInsensitive);
        row.where = QStringLiteral("console banner, cell error");
        // The file is back: reconnect, and queries work again.
        QVERIFY(QFile::copy(backup, dbPath));
        const bool reconnected = connectSqlite(w, dbPath);
        const bool after =
            reconnected && runInConsole(w, QStringLiteral("SELECT COUNT(*) AS n FROM sales"));
        const bool rows = after && console->grid()->resultModel()->index(0, 0).data().toInt() == 50;
        row.survived = queryFailed && visible && clear && cellClear && rows;
        if (!row.survived)
            row.message += QStringLiteral(" [failed %1 visible %2 clear %3 cell %4 (%5) after %6]")
                               .arg(queryFailed)
                               .arg(visible)
                               .arg(clear)
                               .arg(cellClear)
                               .arg(cellError)
                               .arg(rows);
        record(row);
        QVERIFY2(row.survived, qPrintable(row.message));
        QVERIFY2(row.ourStallMs <= 100,
                 qPrintable(QStringLiteral("the GUI thread stalled %1 ms").arg(row.ourStallMs)));
    }
};

QTEST_MAIN(TestFaultsGui)
#include "tst_faults_gui.moc"
