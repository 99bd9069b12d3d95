#pragma once
// DataLab's cell-based context (section V): not the whole notebook, only the cells a question
// needs. Two ways in, then the DAG:
//   - structure: the selected cell, cells the question names, the cells of the last answers;
//   - meaning: every cell (its name, what it was asked for, its columns, its text) ranked by
//     embedding similarity to the question, with the embedding model the knowledge index uses
//     (the configured one, else the local embedder); the closest few are taken;
// and every cell taken brings what it reads (charts their query, insights the query they
// describe). Pruned for writing SQL: queries and their columns in full, charts in one line, notes
// shortened, and for cells the assistant wrote, what they were asked for (their saved information
// units). The tokens saved against sending the whole notebook are counted.

#include "ask/asktypes.h"

#include "llm/embeddingtypes.h"

#include <functional>

namespace assay::agents {

// The same shape as knowledge::Embedder: texts in, one vector per text out.
using CellEmbedder = std::function<QList<llm::EmbeddingVector>(const QStringList &texts, QString *error)>;

struct NotebookContext {
    QList<notebook::Cell> cells;  // selected, in notebook order
    QString text;                 // for prompts
    QStringList readableCells;    // SQL cells a new query may read by name
    int tokens = 0;
    int fullTokens = 0;           // the whole notebook rendered the same way
    QStringList byMeaning;        // names of the cells the similarity ranking brought in
    QString embeddingSource;      // what ranked them ("local-hash-v1/512", a model's id)
    // The notebook's parameters, always all of them (a line each, few tokens): a question about
    // "the selected region" is answered with :region, bound when the cell runs.
    QString parameters;
};

// One line per parameter cell: "- :region (text, now “North”)", with how a list or a date range
// is written. Empty when the notebook has none.
QString parametersText(const QList<notebook::Cell> &cells);

// `embed`: the knowledge index's embedder; empty (or failing) means the local embedder.
NotebookContext selectNotebookContext(const ask::AskRequest &request, const CellEmbedder &embed = {});

// What an assistant-written cell was for, from its saved units: "asked “…” (read as “…”); tables
// a, b; joined FROM …". Empty for cells without units.
QString cellPurpose(const notebook::Cell &cell);

} // namespace assay::agents
