#pragma once
// DataLab's cell-based context (section V): not the whole notebook, only the cells a question
// needs, found by walking the dependency DAG: the selected cell and what it reads; cells the
// question names, with what they read and what reads them; the cells of the last answers (for
// follow-ups); notes by word overlap. Pruned for writing SQL (queries and their columns in full,
// charts in one line, notes shortened). The tokens saved against sending everything are counted.

#include "asktypes.h"

namespace assay::agents {

struct NotebookContext {
    QList<notebook::Cell> cells;  // selected, in notebook order
    QString text;                 // for prompts
    QStringList readableCells;    // SQL cells a new query may read by name
    int tokens = 0;
    int fullTokens = 0;           // the whole notebook rendered the same way
};

NotebookContext selectNotebookContext(const AskRequest &request);

} // namespace assay::agents
