// Nothing lost: 1,000 cycles of an editing process (killcycle_child) killed with SIGKILL at
// seeded random points, many of them inside a save or an autosave (write, fsync, link, rename).
// After every kill the notebook file must be exactly the last saved version or the one being
// saved (byte for byte, and it parses), and the recovery files must parse and hold exactly the
// edits of the last autosave (or of the one in progress); the next cycle's process restores them.
//
// No timing assumption decides the outcome: the child logs each step to a file before and after
// it (write(2), so a kill cannot lose a line), and the checks accept exactly the states the log
// allows. Where the kills land depends on the scheduler; the test prints it.
//
// Also: a full disk (a real 256 KiB tmpfs, filled up, when we may mount one, else RLIMIT_FSIZE)
// during a save, an autosave and an export leaves the old files intact and says so clearly.

#include "killcycle.h"

#include "db/dbsession.h"
#include "export/dataexport.h"
#include "export/exportfile.h"
#include "io/atomicfile.h"
#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "notebook/recovery.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <csignal>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

using namespace assay;
using namespace assay::notebook;

namespace {

QByteArray readBytes(const QString &path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

struct LogLine {
    QByteArray tag;
    QList<QByteArray> args;
};

QList<LogLine> readLog(const QString &path) {
    QList<LogLine> out;
    for (const QByteArray &raw : readBytes(path).split('\n')) {
        if (raw.isEmpty())
            continue;
        QList<QByteArray> parts = raw.split(' ');
        LogLine l;
        l.tag = parts.takeFirst();
        l.args = parts;
        out.append(l);
    }
    return out;
}

// A directory on a filesystem that is (nearly) full: a small tmpfs mounted for the test when the
// process may mount (root), otherwise an ordinary directory and a per-process file size limit
// (RLIMIT_FSIZE, SIGXFSZ ignored) that makes large writes fail the same way.
class FullDisk {
public:
    explicit FullDisk(qint64 bytes) {
        m_path = m_dir.path() + QStringLiteral("/disk");
        QDir().mkpath(m_path);
        const QByteArray options = "size=" + QByteArray::number(bytes);
        if (!qEnvironmentVariableIsSet("ASSAY_TEST_NO_TMPFS") // to try the fallback as root
            && ::mount("assay-test-full", QFile::encodeName(m_path).constData(), "tmpfs",
                       MS_NOSUID | MS_NODEV, options.constData()) == 0) {
            m_mounted = true;
        }
    }
    ~FullDisk() {
        lift();
        if (m_mounted)
            ::umount2(QFile::encodeName(m_path).constData(), MNT_DETACH);
    }
    bool isTmpfs() const { return m_mounted; }
    QString path() const { return m_path; }
    QString filePath(const QString &name) const { return m_path + QLatin1Char('/') + name; }
    // Without a tmpfs: from now on, no file of this process may grow past `bytes`.
    void limit(qint64 bytes) {
        if (m_mounted)
            return;
        ::signal(SIGXFSZ, SIG_IGN);
        ::getrlimit(RLIMIT_FSIZE, &m_old);
        rlimit r = m_old;
        r.rlim_cur = rlim_t(bytes);
        ::setrlimit(RLIMIT_FSIZE, &r);
        m_limited = true;
    }
    void lift() {
        if (m_limited)
            ::setrlimit(RLIMIT_FSIZE, &m_old);
        m_limited = false;
    }
    // Fills what is left of the tmpfs with a ballast file, leaving about `leave` bytes free.
    void fill(qint64 leave) {
        if (!m_mounted)
            return;
        QFile ballast(filePath(QStringLiteral("ballast")));
        ballast.open(QIODevice::WriteOnly);
        const QByteArray block(4096, 'b');
        while (ballast.write(block) == block.size() && ballast.flush()) {
        }
        ballast.close();
        ballast.resize(std::max<qint64>(0, ballast.size() - leave));
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    bool m_mounted = false;
    bool m_limited = false;
    rlimit m_old{};
};

QStringList filesIn(const QString &dir) {
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

Notebook *bigNotebook(Notebook *nb, int cells, int size) {
    nb->setTitle(QStringLiteral("disk full"));
    for (int i = 0; i < cells; ++i) {
        Cell c;
        c.name = QStringLiteral("c%1").arg(i);
        c.source = QStringLiteral("SELECT %1 -- ").arg(i) + QString(size, QLatin1Char('x'));
        nb->insertCell(i, c);
    }
    return nb;
}

} // namespace

class TestNotebookKillCycles : public QObject {
    Q_OBJECT
private slots:
    void restoredNotebookIsAutosavedAtOnce();
    void killCycles();
    void diskFullDuringSave();
    void diskFullDuringAutosave();
    void diskFullDuringExport();
    void xlsxExportWithFullTemporaryFolder();
};

// A restored notebook must be protected by an autosave under the new session's key before the
// orphan is deleted, even when the restored content has the same title and connection as the
// notebook it replaces (before the fix, replacing all cells did not count as an edit, so that
// autosave silently wrote nothing and a second crash lost the restored work).
void TestNotebookKillCycles::restoredNotebookIsAutosavedAtOnce() {
    QTemporaryDir dir;
    Notebook source;
    Cell c;
    c.source = QStringLiteral("SELECT 1");
    source.insertCell(0, c);
    const NotebookDocument doc = documentOf(source);

    Notebook nb; // a new, untitled notebook: same (empty) title and connection as `doc`
    Autosaver saver(&nb, RecoveryStore(dir.path()));
    applyDocument(nb, doc);
    nb.setModified(true);
    QCOMPARE(saver.saveNow(), QString());
    const QStringList files =
        QDir(dir.path()).entryList({QStringLiteral("*.recovery.json")}, QDir::Files);
    QCOMPARE(files.size(), 1);
    NotebookDocument back;
    QVERIFY(RecoveryStore::read(dir.filePath(files.first()), &back, nullptr, nullptr));
    QCOMPARE(test::contentFingerprint(back), test::contentFingerprint(doc));
}

void TestNotebookKillCycles::killCycles() {
    const QString child = qEnvironmentVariable("ASSAY_KILLCYCLE_CHILD");
    QVERIFY2(QFile::exists(child), "ASSAY_KILLCYCLE_CHILD is not set");
    const int cycles = qEnvironmentVariableIsSet("ASSAY_KILL_CYCLES")
                           ? qEnvironmentVariableIntValue("ASSAY_KILL_CYCLES")
                           : 1000;
    const quint64 baseSeed = qEnvironmentVariableIsSet("ASSAY_KILL_SEED")
                                 ? qEnvironmentVariable("ASSAY_KILL_SEED").toULongLong()
                                 : 20261122;
    QRandomGenerator rng{quint32(baseSeed)};

    QTemporaryDir dir;
    const QString notebookPath = dir.filePath(QStringLiteral("work.assaynb"));
    const QString recoveryDir = dir.filePath(QStringLiteral("recovery"));
    const QString logPath = dir.filePath(QStringLiteral("child.log"));
    QVERIFY(QDir().mkpath(recoveryDir));

    // What the last cycle left, as verified: the notebook file's bytes and the recovery content.
    QByteArray fileSha;    // empty: no file yet
    QByteArray recoveryFp; // empty: nothing to recover
    int corrupted = 0, recovered = 0, restoredByNext = 0, strayFiles = 0, external = 0;
    int saves = 0, autosaves = 0, strayTorn = 0;
    QMap<QByteArray, int> landedIn;
    QStringList problems, strayNames;
    QElapsedTimer clock;
    clock.start();

    auto problem = [&](int cycle, const QString &what) {
        ++corrupted;
        if (problems.size() < 20)
            problems << QStringLiteral("cycle %1: %2").arg(cycle).arg(what);
    };

    for (int cycle = 0; cycle < cycles; ++cycle) {
        QFile::remove(logPath);
        const quint64 seed = baseSeed * 1000003ULL + quint64(cycle);
        const bool killFromOutside = rng.bounded(100) < 10;
        QStringList args{notebookPath, recoveryDir, logPath, QString::number(seed)};
        if (killFromOutside)
            args << QStringLiteral("external");
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.start(child, args);
        QVERIFY2(p.waitForStarted(60000), qPrintable(p.errorString()));
        const qint64 childPid = p.processId(); // 0 once it has died
        if (killFromOutside) {
            // Kill from here once the child has done a random number of saves or autosaves
            // (counted in its log, not guessed from time), after a random pause of 0-3 ms.
            ++external;
            const int wanted = 1 + int(rng.bounded(8));
            for (;;) {
                const QList<LogLine> log = readLog(logPath);
                const auto done = std::count_if(log.begin(), log.end(), [](const LogLine &l) {
                    return l.tag == "S=" || l.tag == "A=" || l.tag == "cap";
                });
                if (done >= wanted || p.state() == QProcess::NotRunning)
                    break;
                QThread::usleep(300);
            }
            QThread::usleep(rng.bounded(3000));
            ::kill(pid_t(childPid), SIGKILL);
        }
        QVERIFY2(p.waitForFinished(120000), "the child neither finished nor was killed");
        const QList<LogLine> log = readLog(logPath);
        if (p.exitStatus() != QProcess::CrashExit) {
            QString text;
            for (const LogLine &l : log)
                text += QString::fromUtf8(l.tag + ' ' + l.args.join(' ')) + QLatin1Char('\n');
            QFAIL(qPrintable(
                QStringLiteral("cycle %1: the child exited with %2 instead of being killed:\n%3")
                    .arg(cycle)
                    .arg(p.exitCode())
                    .arg(text.right(2000))));
        }

        // Replay the log: which notebook bytes and which recovery contents are allowed now.
        QSet<QByteArray> allowedFile{fileSha};     // the file as it was when the child started
        QByteArray keyState;                       // our recovery file: empty = absent
        QSet<QByteArray> allowedKey{QByteArray()}; // states our key's file may be in
        bool orphansMayRemain = true;              // until the restore finished
        QByteArray pending;                        // the tag of an operation that never finished
        for (const LogLine &l : log) {
            if (l.tag == "L") {
                if (l.args.value(1) != fileSha)
                    problem(cycle, QStringLiteral("the child loaded %1, expected %2")
                                       .arg(l.args.value(1), fileSha));
            } else if (l.tag == "R+") {
                pending = l.tag;
                if (l.args.value(0) != recoveryFp)
                    problem(cycle, QStringLiteral("the child restored %1, expected %2")
                                       .arg(l.args.value(0), recoveryFp));
                else
                    ++restoredByNext;
                allowedKey = {QByteArray(), l.args.value(0)};
            } else if (l.tag == "R=") {
                pending.clear();
                orphansMayRemain = false;
                keyState = l.args.value(0);
                allowedKey = {keyState};
            } else if (l.tag == "A+") {
                pending = l.tag;
                allowedKey = {keyState, l.args.value(0)};
            } else if (l.tag == "A=") {
                pending.clear();
                ++autosaves;
                keyState = l.args.value(0);
                allowedKey = {keyState};
            } else if (l.tag == "S+") {
                pending = l.tag;
                allowedFile.insert(l.args.value(0));
                allowedKey = {keyState, QByteArray()}; // saved, then the recovery file goes
            } else if (l.tag == "S=") {
                pending.clear();
                ++saves;
                allowedFile = {l.args.value(0)};
                keyState.clear();
                allowedKey = {QByteArray()};
            } else if (l.tag == "E") {
                QFAIL(qPrintable(QStringLiteral("cycle %1: the child failed: %2")
                                     .arg(cycle)
                                     .arg(QString::fromUtf8(l.args.join(' ')))));
            }
        }
        if (!log.isEmpty() && log.last().tag != "P")
            landedIn[pending.isEmpty() ? QByteArray("edit")
                     : pending == "S+" ? QByteArray("save")
                     : pending == "A+" ? QByteArray("autosave")
                                       : QByteArray("restore")]++;
        else
            landedIn["start"]++;

        // The notebook file: exactly one of the allowed versions, and it parses.
        if (QFile::exists(notebookPath)) {
            const QByteArray bytes = readBytes(notebookPath);
            const QByteArray sha = test::bytesFingerprint(bytes);
            NotebookDocument doc;
            QString error;
            if (!allowedFile.contains(sha))
                problem(cycle,
                        QStringLiteral(
                            "the notebook file is neither the old nor the new version (%1 bytes)")
                            .arg(bytes.size()));
            else if (!parseNotebook(bytes, &doc, &error))
                problem(cycle, QStringLiteral("the notebook file does not parse: %1").arg(error));
            fileSha = sha;
        } else if (!allowedFile.contains(QByteArray())) {
            problem(cycle, QStringLiteral("the notebook file disappeared"));
        }

        // The recovery files: each parses; ours holds an allowed state; orphans only while the
        // restore had not finished.
        QByteArray ours;
        bool oursSeen = false;
        const QStringList recoveryFiles =
            QDir(recoveryDir).entryList({QStringLiteral("*.recovery.json")}, QDir::Files);
        for (const QString &name : recoveryFiles) {
            NotebookDocument doc;
            RecoveryEntry entry;
            QString error;
            if (!RecoveryStore::read(recoveryDir + QLatin1Char('/') + name, &doc, &entry, &error)) {
                problem(cycle,
                        QStringLiteral("recovery file %1 does not parse: %2").arg(name, error));
                continue;
            }
            const QByteArray fp = test::contentFingerprint(doc);
            if (entry.pid == childPid) {
                if (oursSeen)
                    problem(cycle, QStringLiteral("two recovery files of one process"));
                oursSeen = true;
                ours = fp;
            } else if (!orphansMayRemain || fp != recoveryFp) {
                problem(cycle, QStringLiteral("an orphan from an earlier cycle remains (%1)")
                                   .arg(QString::fromLatin1(fp)));
            }
        }
        if (!allowedKey.contains(ours))
            problem(
                cycle,
                QStringLiteral("the recovery file holds %1, expected one of %2")
                    .arg(QString::fromLatin1(ours.isEmpty() ? "nothing" : ours),
                         QString::fromLatin1(
                             QList<QByteArray>(allowedKey.begin(), allowedKey.end()).join(','))));

        // Recovery as the next start sees it: the newest orphan restores exactly those edits.
        const QList<RecoveryEntry> orphans = RecoveryStore(recoveryDir).orphans();
        if (oursSeen || (orphansMayRemain && !recoveryFp.isEmpty())) {
            if (orphans.isEmpty()) {
                problem(cycle, QStringLiteral("the recovery file is not offered after the crash"));
            } else {
                NotebookDocument doc;
                QString error;
                Notebook restored;
                if (!RecoveryStore::read(orphans.first().recoveryPath, &doc, nullptr, &error)) {
                    problem(cycle, error);
                } else {
                    applyDocument(restored, doc);
                    const QByteArray fp = test::contentFingerprint(documentOf(restored));
                    if (fp != (oursSeen ? ours : recoveryFp))
                        problem(cycle,
                                QStringLiteral("the newest orphan is not the last autosave"));
                    else
                        ++recovered;
                    recoveryFp = fp;
                }
            }
        } else {
            if (!orphans.isEmpty())
                problem(cycle,
                        QStringLiteral("a recovery file is offered although everything was saved"));
            recoveryFp.clear();
        }

        // Temporary files a kill left behind (QSaveFile's), never mistaken for the notebook.
        for (const QString &name : filesIn(dir.path())) {
            if (name != QLatin1String("work.assaynb") && name != QLatin1String("child.log")) {
                ++strayFiles;
                NotebookDocument doc;
                if (!parseNotebook(readBytes(dir.filePath(name)), &doc, nullptr))
                    ++strayTorn;
                if (strayNames.size() < 5)
                    strayNames << name;
                QFile::remove(dir.filePath(name));
            }
        }
        for (const QString &name : filesIn(recoveryDir)) {
            if (!name.endsWith(QLatin1String(".recovery.json"))) {
                ++strayFiles;
                if (!RecoveryStore::read(recoveryDir + QLatin1Char('/') + name, nullptr, nullptr,
                                         nullptr))
                    ++strayTorn;
                if (strayNames.size() < 5)
                    strayNames << name;
                QFile::remove(recoveryDir + QLatin1Char('/') + name);
            }
        }
    }

    const double seconds = clock.elapsed() / 1000.0;
    QString where;
    for (auto it = landedIn.cbegin(); it != landedIn.cend(); ++it)
        where += QStringLiteral(" %1=%2").arg(QString::fromLatin1(it.key())).arg(it.value());
    std::printf("kill_cycles %d corrupted %d recovered %d\n", cycles, corrupted, recovered);
    std::printf("  kills landed in:%s (external kills %d); completed saves %d, autosaves %d; "
                "restored by the next "
                "process %d; stray temporary files %d; %.1f s\n",
                qPrintable(where), external, saves, autosaves, restoredByNext, strayFiles, seconds);
    if (!strayNames.isEmpty())
        std::printf("  stray temporary files: %s (%d of them incomplete)\n",
                    qPrintable(strayNames.join(QStringLiteral(", "))), strayTorn);
    std::fflush(stdout);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(corrupted, 0);
    // Not a timing assumption, a sanity check that the test tests something: out of 1,000
    // cycles, kills did land inside saves and autosaves, and recovery was exercised.
    if (cycles >= 200) {
        QVERIFY(landedIn.value("save") > 0);
        QVERIFY(landedIn.value("autosave") > 0);
        QVERIFY(recovered > cycles / 10);
    }
}

void TestNotebookKillCycles::diskFullDuringSave() {
    FullDisk disk(256 * 1024);
    const QString path = disk.filePath(QStringLiteral("report.assaynb"));
    Notebook small;
    bigNotebook(&small, 3, 100);
    QCOMPARE(saveNotebook(small, path), QString());
    const QByteArray before = readBytes(path);
    disk.fill(8 * 1024);
    disk.limit(before.size() + 8 * 1024);

    Notebook big;
    bigNotebook(&big, 40, 2000); // ~80 KB: does not fit
    const QString error = saveNotebook(big, path);
    disk.lift();
    qInfo("disk full (%s) on save: %s", disk.isTmpfs() ? "full 256 KiB tmpfs" : "RLIMIT_FSIZE",
          qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("No space left on device")) ||
                 error.contains(QLatin1String("File too large")),
             qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("report.assaynb")), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("previous version is unchanged")), qPrintable(error));
    QCOMPARE(readBytes(path), before);
    QStringList left = filesIn(disk.path());
    left.removeAll(QStringLiteral("ballast"));
    QCOMPARE(left, QStringList{QStringLiteral("report.assaynb")}); // no temporary file left
    Notebook back;
    QCOMPARE(loadNotebook(path, back), QString());
    QCOMPARE(back.count(), 3);

    // Room again: the same save goes through.
    QFile::remove(disk.filePath(QStringLiteral("ballast")));
    QCOMPARE(saveNotebook(big, path), QString());
    QCOMPARE(loadNotebook(path, back), QString());
    QCOMPARE(back.count(), 40);
}

void TestNotebookKillCycles::diskFullDuringAutosave() {
    FullDisk disk(256 * 1024);
    const QString recoveryDir = disk.filePath(QStringLiteral("recovery"));
    Notebook nb;
    Autosaver saver(&nb, RecoveryStore(recoveryDir));
    QSignalSpy failed(&saver, &Autosaver::autosaveFailed);
    bigNotebook(&nb, 3, 100);
    QCOMPARE(saver.saveNow(), QString());
    const QStringList files = QDir(recoveryDir).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(files.size(), 1);
    const QString recoveryFile = recoveryDir + QLatin1Char('/') + files.first();
    const QByteArray before = readBytes(recoveryFile);
    disk.fill(8 * 1024);
    disk.limit(before.size() + 8 * 1024);
    bigNotebook(&nb, 40, 2000);
    const QString error = saver.saveNow();
    disk.lift();
    QVERIFY2(error.contains(QLatin1String("No space left on device")) ||
                 error.contains(QLatin1String("File too large")),
             qPrintable(error));
    QCOMPARE(failed.count(), 1); // NotebookDocument shows it as "Autosave failed: ..."
    QCOMPARE(readBytes(recoveryFile), before);
    QCOMPARE(QDir(recoveryDir).entryList(QDir::Files | QDir::Hidden), files);
    // The older autosave still restores.
    NotebookDocument doc;
    QVERIFY(RecoveryStore::read(recoveryFile, &doc, nullptr, nullptr));
    QCOMPARE(doc.cells.size(), 3);
    // Room again: the next autosave goes through.
    QFile::remove(disk.filePath(QStringLiteral("ballast")));
    QCOMPARE(saver.saveNow(), QString());
    QVERIFY(RecoveryStore::read(recoveryFile, &doc, nullptr, nullptr));
    QCOMPARE(doc.cells.size(), 43);
}

void TestNotebookKillCycles::diskFullDuringExport() {
    // An empty file is an empty SQLite database; the rows come from a recursive CTE.
    QTemporaryDir dbDir;
    const QString dbPath = dbDir.filePath(QStringLiteral("empty.sqlite"));
    {
        QFile f(dbPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = dbPath;
    config.name = QStringLiteral("empty");
    db::DbSession session(config);
    QVERIFY(session.open({}).result().isNull());

    FullDisk disk(256 * 1024);
    // Under RLIMIT_FSIZE the XLSX's temporary files are limited too: that case is
    // xlsxExportWithFullTemporaryFolder below.
    const QStringList names =
        disk.isTmpfs() ? QStringList{QStringLiteral("rows.csv"), QStringLiteral("rows.xlsx")}
                       : QStringList{QStringLiteral("rows.csv")};
    for (const QString &name : names) {
        const QString path = disk.filePath(name);
        QCOMPARE(exports::writeExportFile(path, "the previous export"), QString());
        disk.fill(8 * 1024);
        disk.limit(16 * 1024);
        exports::DataExportOptions options;
        QVERIFY(exports::dataFormatForPath(path, &options.format, &options.delimiter));
        auto future = exports::exportQuery(
            session,
            QStringLiteral(
                "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200000) "
                "SELECT i, 'row number ' || i || ' with some text to fill the disk' AS t FROM n"),
            path, options);
        future.waitForFinished();
        const exports::ExportResult r = future.result();
        disk.lift();
        qInfo("disk full (%s) on export %s: %s",
              disk.isTmpfs() ? "full 256 KiB tmpfs" : "RLIMIT_FSIZE", qPrintable(name),
              qPrintable(r.error));
        QVERIFY2(!r.ok(),
                 qPrintable(QStringLiteral("the export reported success: %1 rows, %2 bytes")
                                .arg(r.rows)
                                .arg(r.bytes)));
        QVERIFY(r.fileError);
        QVERIFY2((r.error.contains(QLatin1String("No space left on device")) ||
                  r.error.contains(QLatin1String("File too large"))) &&
                     r.error.contains(name),
                 qPrintable(r.error));
        QCOMPARE(readBytes(path), QByteArray("the previous export"));
        QStringList left = filesIn(disk.path());
        left.removeAll(QStringLiteral("ballast"));
        QVERIFY2(left.contains(name) && left.size() <= 2, qPrintable(left.join(',')));
        QFile::remove(disk.filePath(QStringLiteral("ballast")));
    }
    QCOMPARE(filesIn(disk.path()), names);
}

// The XLSX is built by libxlsxwriter in a temporary folder, then copied to the target. When that
// folder's disk is full, the export must fail too, with the target untouched.
void TestNotebookKillCycles::xlsxExportWithFullTemporaryFolder() {
    QTemporaryDir dbDir; // created before TMPDIR points at the full disk
    const QString dbPath = dbDir.filePath(QStringLiteral("empty.sqlite"));
    {
        QFile f(dbPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    const QString target = dbDir.filePath(QStringLiteral("rows.xlsx"));
    QCOMPARE(exports::writeExportFile(target, "the previous export"), QString());
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = dbPath;
    db::DbSession session(config);
    QVERIFY(session.open({}).result().isNull());

    FullDisk disk(256 * 1024);
    const QByteArray oldTmp = qgetenv("TMPDIR");
    qputenv("TMPDIR", QFile::encodeName(disk.path()));
    disk.fill(8 * 1024);
    disk.limit(16 * 1024);
    exports::DataExportOptions options;
    options.format = exports::DataFormat::Xlsx;
    auto future = exports::exportQuery(
        session,
        QStringLiteral(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200000) "
            "SELECT i, 'row number ' || i || ' with some text to fill the disk' AS t FROM n"),
        target, options);
    future.waitForFinished();
    const exports::ExportResult r = future.result();
    disk.lift();
    if (oldTmp.isNull())
        qunsetenv("TMPDIR");
    else
        qputenv("TMPDIR", oldTmp);
    qInfo("temporary folder full (%s) during an XLSX export: %s (%lld rows, %lld bytes)",
          disk.isTmpfs() ? "full 256 KiB tmpfs" : "RLIMIT_FSIZE",
          qPrintable(r.error.isEmpty() ? QStringLiteral("reported success") : r.error), r.rows,
          r.bytes);
    if (!disk.isTmpfs()) {
        // KNOWN BUG (core/export/xlsxsink, left to its owners): libxlsxwriter ignores failed
        // writes to its temporary worksheet file (constant_memory mode). With a real full disk the
        // zip written next to it fails too and the export reports it (below); under RLIMIT_FSIZE
        // the small zip still fits, and the export reports success with a truncated workbook.
        QEXPECT_FAIL("", "XlsxSink: write errors in libxlsxwriter's temporary files go unnoticed",
                     Abort);
    }
    QVERIFY(!r.ok());
    QCOMPARE(readBytes(target), QByteArray("the previous export"));
    // KNOWN (core/export/xlsxsink): the message is libxlsxwriter's "Zip generic error ZIP_ERRNO
    // while creating the xlsx file.." rather than the system's reason (No space left on device).
    QEXPECT_FAIL("", "XlsxSink does not say why the zip failed (errno)", Continue);
    QVERIFY2(r.error.contains(QLatin1String("No space left on device")), qPrintable(r.error));
}

QTEST_GUILESS_MAIN(TestNotebookKillCycles)
#include "tst_notebook_killcycles.moc"
