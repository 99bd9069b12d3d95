// A stand-in for a user editing a notebook, used by tst_notebook_recovery: adds numbered cells
// as fast as it can with the real Autosaver writing recovery files, and prints "autosaved N"
// each time a recovery file with N cells is on disk. The test kills it with SIGKILL at random.

#include "notebook/notebook.h"
#include "notebook/recovery.h"

#include <QCoreApplication>
#include <QTimer>

#include <cstdio>

using namespace assay::notebook;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: editor_child RECOVERY_DIR\n");
        return 2;
    }
    Notebook nb;
    nb.setTitle(QStringLiteral("kill test"));
    Autosaver saver(&nb, RecoveryStore(QString::fromLocal8Bit(argv[1])));
    saver.setInterval(15);
    QHash<quint64, int> cellsAtRevision;
    QObject::connect(&saver, &Autosaver::autosaved, [&](quint64 revision) {
        std::printf("autosaved %d\n", cellsAtRevision.value(revision));
        std::fflush(stdout);
    });
    int n = 0;
    QTimer editor;
    editor.setInterval(1);
    QObject::connect(&editor, &QTimer::timeout, [&] {
        Cell c;
        c.name = QStringLiteral("cell_%1").arg(n);
        c.source = QStringLiteral("SELECT %1 AS n -- %2").arg(n).arg(QString(n % 97, QLatin1Char('x')));
        nb.insertCell(nb.count(), c);
        cellsAtRevision.insert(nb.revision(), nb.count());
        ++n;
    });
    editor.start();
    return app.exec();
}
