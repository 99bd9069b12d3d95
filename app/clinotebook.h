#pragma once
// Shared by the headless verbs that work on a notebook: open it, connect to its data, run cells
// in an event loop (the runner is the window's, so a headless run computes exactly what the
// window would), and find cells by name.

#include "cliconnection.h"

#include "notebook/notebook.h"

#include <memory>

namespace assay::notebook {
class NotebookRunner;
}

namespace assay::app {

struct CliNotebook {
    notebook::Notebook notebook;
    std::unique_ptr<db::DbSession> session;
    QString path;

    // Loads the file and connects (to `connectionSpec`, or the notebook's own connection).
    // Returns an exit code: ExitOk, ExitCannotOpen.
    int open(const QString &file, const QString &connectionSpec);
    // Id of the cell called `name` (empty when there is none; `error` says what exists).
    QString cellNamed(const QString &name, QString *error) const;
};

// `--param NAME=VALUE` (repeatable; a date range as START..END, several choices as a,b): sets
// each parameter cell's value, or gives an undeclared `:name` its text. A name no cell reads, a
// value of the wrong type, or an undeclared parameter a needed cell reads without a value is an
// error naming it, before anything runs. `targetId`: only that cell and what it reads must be
// satisfied (empty: every cell). Returns an exit code.
int applyParameters(CliNotebook &nb, const QStringList &assignments, const QString &targetId = {});

struct RunOutcome {
    bool interrupted = false;
    QStringList failed; // names of cells that failed
    int ran = 0;
};

// Runs every cell (or `cellId` and what it needs), waiting in an event loop; `rowLimit` caps
// each result kept in memory. Headless, nobody can be asked before a cell writes: unless
// `allowWrites` (assay run --allow-writes), such a cell fails without running and says so.
RunOutcome runCells(CliNotebook &nb, const QString &cellId, qint64 rowLimit, bool verbose, bool allowWrites = false);

} // namespace assay::app
