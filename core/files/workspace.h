#pragma once
// Where imported files live: a SQLite workspace file per notebook in the data directory
// (<AppData>/workspaces/<uuid>.sqlite), with a record of which file became which table beside it
// (<workspace>.sources.json), so a changed file can be noticed and imported again.
//
// How a workspace meets a notebook's connection (WorkspaceUse):
//  - the notebook has no database, or the sample: the workspace becomes its connection;
//  - the notebook is on the workspace already: the file joins it;
//  - the notebook is on another SQLite file: the workspace is ATTACHed to it as schema "files"
//    (ConnectionConfig::workspacePath), so one query can join the file with the database;
//  - the notebook is on a server (PostgreSQL, MySQL, ODBC): a server cannot read a local SQLite
//    file, and Assay does not copy files into the user's server, so the file opens in a new
//    notebook on its own workspace.

#include "importoptions.h"

#include "db/connectionconfig.h"

#include <QDateTime>

namespace assay::files {

QString workspaceDirectory();
QString newWorkspacePath();
bool isWorkspacePath(const QString &path);
QString sourcesPathFor(const QString &workspacePath);

enum class WorkspaceUse { BecomeConnection, IsConnection, AttachToSqlite, NewNotebook };
WorkspaceUse workspaceUseFor(const db::ConnectionConfig &config, bool connected);
// The workspace a connection reads (its file, or the one attached to it); empty when none.
QString workspaceOf(const db::ConnectionConfig &config);
// A connection to a workspace of its own, named after the first file.
db::ConnectionConfig workspaceConnection(const QString &workspacePath, const QString &name);

// One imported file: what it became and how it was read.
struct SourceRecord {
    QString table;
    QString path;
    ImportOptions options;
    QList<ColumnPlan> columns;
    qint64 size = 0;
    QDateTime modified;
    qint64 rows = 0;
    QDateTime imported;

    // The file changed since it was imported (or is gone).
    bool isOutdated() const;
};

QList<SourceRecord> loadSources(const QString &workspacePath);
QString saveSources(const QString &workspacePath, const QList<SourceRecord> &sources);
// Adds or replaces the record of `record.table`.
QString recordSource(const QString &workspacePath, const SourceRecord &record);

// A table name for a file: its base name, or that with _2, _3 when another file has it already
// in this workspace (importing the same file again keeps its table).
QString tableNameInWorkspace(const QString &workspacePath, const QString &base, const QString &sourcePath);

} // namespace assay::files

Q_DECLARE_METATYPE(assay::files::SourceRecord)
