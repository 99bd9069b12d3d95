#pragma once
// The notebook file: JSON with a format marker and version, the connection reference (never a
// credential), settings, and the cells with their outputs' metadata (never the rows).
// Loading validates everything before touching the notebook, so a malformed or newer file
// changes nothing.

#include "cell.h"
#include "notebook.h"

#include <QByteArray>
#include <QJsonArray>

namespace assay::notebook {

// 2: parameter cells ("kind": "parameter") and the parameters each output was computed with.
// Version 1 files read as they are (they have neither).
constexpr int NotebookFormatVersion = 2;
inline constexpr const char *NotebookFileSuffix = "assaynb";

struct NotebookDocument {
    QString title;
    ReactiveMode mode = ReactiveMode::RunDescendants;
    db::ConnectionConfig connection;
    QList<Cell> cells;
    QJsonArray chat; // the assistant conversation (objects only)
    // false: parameters are saved with their definitions and defaults but not their current values
    // (a notebook to share, which opens on the defaults).
    bool saveParameterValues = true;
};

QByteArray serializeNotebook(const Notebook &notebook);
NotebookDocument documentOf(const Notebook &notebook);
QByteArray serializeDocument(const NotebookDocument &doc);
// Parses and validates; on error returns false and explains in `error` (for the user).
bool parseNotebook(const QByteArray &data, NotebookDocument *doc, QString *error);
void applyDocument(Notebook &notebook, const NotebookDocument &doc);

// File helpers: atomic save; load that leaves `notebook` untouched on error.
QString saveNotebook(const Notebook &notebook, const QString &path);
QString loadNotebook(const QString &path, Notebook &notebook);

} // namespace assay::notebook
