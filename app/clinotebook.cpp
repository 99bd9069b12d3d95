#include "clinotebook.h"
#include "apptr.h"

#include "cliargs.h"

#include "db/dbsession.h"
#include "notebook/notebookfile.h"
#include "notebook/notebookrunner.h"
#include "notebook/parameterassignment.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QTimer>

namespace assay::app {
namespace {

// What a refused writing cell says, on stderr and in the report, instead of the window's "you
// declined": here the user never saw a question, and needs the flag that answers it.
QString writeRefusal(const QString &cellName, const QStringList &changes)
{
    return Tr::tr("cell %1 was not run: it would change the database (%2). Check what it does, then run "
              "again with --allow-writes to let notebook cells write.")
        .arg(cellName, changes.join(QStringLiteral("; ")));
}

} // namespace

int CliNotebook::open(const QString &file, const QString &connectionSpec)
{
    path = file;
    if (const QString error = notebook::loadNotebook(file, notebook); !error.isEmpty())
        return fail(ExitCannotOpen, error);
    const ResolvedConnection connection =
        resolveConnection(connectionSpec, notebook.connection(), QFileInfo(file).absolutePath());
    if (!connection.error.isEmpty())
        return fail(ExitCannotOpen, connection.error);
    QString error;
    session = openSession(connection, &error);
    if (!session)
        return fail(interrupted() ? ExitInterrupted : ExitCannotOpen, error);
    notebook.setFlavor(session->dialect().flavor());
    // The report names the data it actually ran on (as the window does on connecting).
    notebook.setConnection(connection.config);
    return ExitOk;
}

QString CliNotebook::cellNamed(const QString &name, QString *error) const
{
    for (const notebook::Cell &c : notebook.cells()) {
        if (c.name == name)
            return c.id;
    }
    if (error)
        *error = Tr::tr("the notebook has no cell called \"%1\"; its cells are: %2").arg(name, notebook.cellNames().join(QStringLiteral(", ")));
    return {};
}

int applyParameters(CliNotebook &nb, const QStringList &assignments, const QString &targetId)
{
    QList<notebook::ParameterAssignment> parsed;
    for (const QString &assignment : assignments) {
        const qsizetype eq = assignment.indexOf(u'=');
        if (eq <= 0 || assignment.left(eq).trimmed().isEmpty())
            return fail(ExitUsage, Tr::tr("--param takes NAME=VALUE, not \"%1\"").arg(assignment));
        parsed.append({assignment.left(eq).trimmed(), assignment.mid(eq + 1)});
    }
    if (const QString error = notebook::assignParameters(nb.notebook, parsed, targetId); !error.isEmpty())
        return fail(ExitUsage, error);
    return ExitOk;
}

RunOutcome runCells(CliNotebook &nb, const QString &cellId, qint64 rowLimit, bool verbose, bool allowWrites)
{
    RunOutcome outcome;
    notebook::NotebookRunner runner(&nb.notebook);
    runner.setSession(nb.session.get());
    runner.setRowLimit(rowLimit);
    // Without an approval the runner writes without asking; this one answers for the absent user.
    QHash<QString, QString> refusedWrites; // cell name -> why it did not run
    runner.setWriteApproval([&](const QString &cellName, const QStringList &changes) {
        if (!allowWrites)
            refusedWrites.insert(cellName, writeRefusal(cellName, changes));
        return allowWrites;
    });
    QEventLoop loop;
    QTimer poll;
    QString refused;
    QElapsedTimer clock;
    clock.start();
    QObject::connect(&runner, &notebook::NotebookRunner::runFinished, &loop, &QEventLoop::quit);
    QObject::connect(&runner, &notebook::NotebookRunner::runRefused, &loop, [&](const QString &reason) {
        refused = reason;
        loop.quit();
    });
    QObject::connect(&runner, &notebook::NotebookRunner::cellFinished, &loop, [&](const QString &id, bool ok) {
        const notebook::Cell *c = nb.notebook.cell(id);
        if (!c)
            return;
        ++outcome.ran;
        if (!ok && refusedWrites.contains(c->name)) {
            outcome.failed << c->name;
            notebook::OutputInfo output = c->output;
            output.error = refusedWrites.value(c->name);
            nb.notebook.setOutput(id, output); // the report says the same
            cliErr() << "assay: " << output.error << Qt::endl;
        } else if (!ok && nb.notebook.state(id) != notebook::CellState::Cancelled) {
            outcome.failed << c->name;
            cliErr() << "assay: " << Tr::tr("cell %1 failed: %2").arg(c->name, c->output.error) << Qt::endl;
        } else if (verbose && (c->kind == notebook::CellKind::Sql || c->kind == notebook::CellKind::Chart)) {
            const QLocale locale;
            cliErr() << "  " << c->name << ": "
                     << Tr::tr("%Ln row(s)", nullptr, int(std::min<qint64>(c->output.rowCount, INT_MAX)))
                     << ", " << Tr::tr("%1 ms").arg(locale.toString(c->output.elapsedMs)) << Qt::endl;
        }
    });
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (interrupted()) {
            outcome.interrupted = true;
            runner.cancel();
            loop.quit();
        }
    });
    poll.start(100);
    if (cellId.isEmpty()) {
        // Every cell, top to bottom in dependency order, whatever state it was saved in.
        nb.notebook.setReactiveMode(notebook::ReactiveMode::RunDescendants);
        runner.runAll();
    } else {
        // The cell and what it reads; nothing that reads it.
        nb.notebook.setReactiveMode(notebook::ReactiveMode::MarkStale);
        runner.run(cellId);
    }
    if (runner.isRunning())
        loop.exec();
    if (!refused.isEmpty()) {
        outcome.failed << QString();
        cliErr() << "assay: " << refused << Qt::endl;
    }
    if (verbose)
        cliErr() << "assay: " << Tr::tr("ran %n cell(s) in %1 s", nullptr, outcome.ran).arg(QLocale().toString(clock.elapsed() / 1000.0, 'f', 1)) << Qt::endl;
    return outcome;
}

} // namespace assay::app
