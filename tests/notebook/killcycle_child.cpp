// killcycle_child NOTEBOOK RECOVERY_DIR LOG SEED [external]
//
// A stand-in for a user of Assay, for tst_notebook_killcycles. It does what NotebookDocument does
// with the real core code: restores an orphaned recovery file if one is there (autosave under its
// own key first, then discard the orphan), otherwise opens the notebook file, then edits as fast
// as it can (insert, edit, rename, move, delete cells), autosaves (Autosaver::saveNow) and saves
// (saveNotebook, then Autosaver::discard) in an order drawn from SEED.
//
// Before and after every write it appends a line to LOG with one write(2) each, so the lines are
// on disk (in the page cache) even when the process dies right after:
//   N fp | L fp sha             started from nothing / from the notebook file
//   R+ fp ... R= fp             restoring an orphan: autosaved under our key, orphans discarded
//   A+ fp ... A= fp             autosave of content fp
//   S+ sha fp ... S= sha fp     save of bytes sha (content fp), recovery file discarded after
//   P phase occurrence          the kill plan (informational)
//
// Unless "external" is given (the test then kills it), a killer thread sends SIGKILL to this
// process: it waits until the main thread enters the planned phase (save, autosave, restore or
// edit) for the planned time, then waits a random part of that phase's measured duration, so the
// kill lands inside write(), fsync(), link/rename or just after, wherever the scheduler lets it.
// The correctness checks do not depend on where it lands; the test reports where it did.

#include "killcycle.h"

#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "notebook/recovery.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <mutex>
#include <random>
#include <thread>
#include <unistd.h>

using namespace assay;
using namespace assay::notebook;

namespace {

enum Phase { Edit, Autosave, Save, Restore, PhaseCount };
const char *const PhaseNames[] = {"edit", "autosave", "save", "restore"};

int g_log = -1;

void logLine(const QByteArray &line) {
    const QByteArray l = line + '\n';
    if (::write(g_log, l.constData(), size_t(l.size())) != l.size())
        ::_exit(7);
}

[[noreturn]] void fail(const QString &message) {
    logLine("E " + message.toUtf8().replace('\n', ' '));
    std::fprintf(stderr, "killcycle_child: %s\n", qPrintable(message));
    ::_exit(3);
}

[[noreturn]] void killSelf() {
    ::kill(::getpid(), SIGKILL);
    for (;;)
        ::pause();
}

// Tells the killer thread which phase the main thread enters, and how long phases take.
struct PhaseBoard {
    std::mutex mutex;
    std::condition_variable cv;
    int entries[PhaseCount] = {};
    std::atomic<qint64> averageUs[PhaseCount] = {};

    void enter(Phase p) {
        {
            std::lock_guard lock(mutex);
            ++entries[p];
        }
        cv.notify_one();
    }
    void took(Phase p, qint64 us) {
        const qint64 old = averageUs[p].load();
        averageUs[p].store(old == 0 ? us : (old * 3 + us) / 4);
    }
};

QByteArray fingerprintOf(const Notebook &nb) {
    return test::contentFingerprint(documentOf(nb));
}

QString sqlText(std::mt19937_64 &rng, quint64 edit) {
    QString s = QStringLiteral(
                    "SELECT %1 AS v, 'Zürich ✓ \"q\"' AS t\nFROM orders WHERE id > %2 -- edit %3\n")
                    .arg(rng() % 1000)
                    .arg(rng() % 100000)
                    .arg(edit);
    const int lines = int(rng() % 40);
    for (int i = 0; i < lines; ++i)
        s += QStringLiteral("-- line %1 of a long comment that makes the file bigger\n").arg(i);
    return s;
}

} // namespace

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    if (argc < 5) {
        std::fprintf(stderr, "usage: killcycle_child NOTEBOOK RECOVERY_DIR LOG SEED [external]\n");
        return 2;
    }
    const QString notebookPath = QString::fromLocal8Bit(argv[1]);
    const QString recoveryDir = QString::fromLocal8Bit(argv[2]);
    g_log = ::open(argv[3], O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (g_log < 0)
        return 2;
    const quint64 seed = QByteArray(argv[4]).toULongLong();
    const bool external = argc > 5 && QByteArray(argv[5]) == "external";
    std::mt19937_64 rng(seed);

    RecoveryStore store(recoveryDir);
    const QList<RecoveryEntry> orphans = store.orphans();

    // The kill plan.
    Phase target = Save;
    const int pick = int(rng() % 100);
    if (!orphans.isEmpty() && pick < 12)
        target = Restore;
    else if (pick < 50)
        target = Save;
    else if (pick < 85)
        target = Autosave;
    else
        target = Edit;
    const int occurrence = target == Restore ? 1 : 1 + int(rng() % 6);
    const double fraction = std::uniform_real_distribution<double>(0.0, 1.3)(rng);
    static PhaseBoard board;
    if (!external) {
        logLine(QByteArray("P ") + PhaseNames[target] + ' ' + QByteArray::number(occurrence));
        std::thread([target, occurrence, fraction] {
            std::unique_lock lock(board.mutex);
            board.cv.wait(lock, [&] { return board.entries[target] >= occurrence; });
            lock.unlock();
            qint64 avg = board.averageUs[target].load();
            if (avg == 0)
                avg = target == Edit ? 200 : 3000;
            const auto delay = std::chrono::microseconds(qint64(double(avg) * fraction));
            const auto until = std::chrono::steady_clock::now() + delay;
            if (delay > std::chrono::microseconds(300))
                std::this_thread::sleep_for(delay - std::chrono::microseconds(200));
            while (std::chrono::steady_clock::now() < until) {
            }
            killSelf();
        }).detach();
    } else {
        logLine("P external 0");
    }

    Notebook nb;
    Autosaver saver(&nb, store);
    QElapsedTimer clock;

    if (!orphans.isEmpty()) {
        // What NotebookDocument::restore does: the newest orphan becomes the notebook, it is
        // autosaved under this session's key, and only then are the orphans discarded.
        NotebookDocument doc;
        RecoveryEntry entry;
        QString error;
        if (!RecoveryStore::read(orphans.first().recoveryPath, &doc, &entry, &error))
            fail(QStringLiteral("cannot read the orphan: ") + error);
        logLine("R+ " + test::contentFingerprint(doc));
        board.enter(Restore);
        clock.start();
        applyDocument(nb, doc);
        nb.setModified(true);
        saver.setOriginalPath(entry.originalPath);
        if (const QString e = saver.saveNow(); !e.isEmpty())
            fail(QStringLiteral("autosave of the restored notebook: ") + e);
        for (const RecoveryEntry &o : orphans)
            RecoveryStore::discard(o);
        board.took(Restore, clock.nsecsElapsed() / 1000);
        logLine("R= " + fingerprintOf(nb));
    } else if (QFile::exists(notebookPath)) {
        if (const QString e = loadNotebook(notebookPath, nb); !e.isEmpty())
            fail(QStringLiteral("cannot open the notebook: ") + e);
        saver.setOriginalPath(notebookPath);
        logLine("L " + fingerprintOf(nb) + ' ' + test::bytesFingerprint(serializeNotebook(nb)));
    } else {
        // Half the fresh notebooks keep the empty title, like a new untitled notebook.
        if (rng() % 2)
            nb.setTitle(QStringLiteral("kill cycles ✓"));
        logLine("N " + fingerprintOf(nb));
    }

    quint64 edits = 0;
    for (int round = 0; round < 400; ++round) {
        board.enter(Edit);
        clock.start();
        const int ops = 1 + int(rng() % 3);
        for (int op = 0; op < ops; ++op) {
            ++edits;
            const int what = int(rng() % 100);
            const int n = nb.count();
            if (n == 0 || (what < 30 && n < 45)) {
                Cell c;
                c.kind = rng() % 5 == 0 ? CellKind::Markdown : CellKind::Sql;
                c.name = nb.uniqueName(QStringLiteral("cell"));
                c.source = sqlText(rng, edits);
                nb.insertCell(int(rng() % quint64(n + 1)), c);
            } else if (what < 65) {
                nb.setSource(nb.at(int(rng() % quint64(n))).id, sqlText(rng, edits));
            } else if (what < 75) {
                const QString id = nb.at(int(rng() % quint64(n))).id;
                nb.setName(id, nb.uniqueName(QStringLiteral("renamed")));
            } else if (what < 85 && n > 1) {
                nb.moveCell(nb.at(int(rng() % quint64(n))).id, int(rng() % quint64(n)));
            } else if (n > 3) {
                nb.removeCell(nb.at(int(rng() % quint64(n))).id);
            } else {
                nb.setTitle(QStringLiteral("kill cycles %1").arg(edits));
            }
        }
        board.took(Edit, clock.nsecsElapsed() / 1000);

        const int act = int(rng() % 100);
        if (act < 35) {
            const QByteArray fp = fingerprintOf(nb);
            logLine("A+ " + fp);
            board.enter(Autosave);
            clock.start();
            if (const QString e = saver.saveNow(); !e.isEmpty())
                fail(QStringLiteral("autosave: ") + e);
            board.took(Autosave, clock.nsecsElapsed() / 1000);
            logLine("A= " + fp);
        } else if (act < 55) {
            const QByteArray fp = fingerprintOf(nb);
            const QByteArray sha = test::bytesFingerprint(serializeNotebook(nb));
            logLine("S+ " + sha + ' ' + fp);
            board.enter(Save);
            clock.start();
            // NotebookDocument::saveAs: write atomically, then the recovery file goes away.
            if (const QString e = saveNotebook(nb, notebookPath); !e.isEmpty())
                fail(QStringLiteral("save: ") + e);
            nb.setModified(false);
            saver.setOriginalPath(notebookPath);
            saver.discard();
            board.took(Save, clock.nsecsElapsed() / 1000);
            logLine("S= " + sha + ' ' + fp);
        }
    }
    // The plan did not come up in 400 rounds (or the test kills us): die like the others.
    logLine("cap");
    if (external) {
        for (;;)
            ::pause();
    }
    killSelf();
}
