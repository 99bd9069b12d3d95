#pragma once
// Notices when a file that was imported into a workspace changes on disk (QFileSystemWatcher on
// the files and their folders, since editors often replace a file rather than write into it).

#include "workspace.h"

#include <QFileSystemWatcher>
#include <QObject>
#include <QTimer>

namespace assay::notebook {
class Notebook;
}

namespace assay::files {

class SourceWatcher : public QObject {
    Q_OBJECT
public:
    explicit SourceWatcher(QObject *parent = nullptr);
    // Watches the sources recorded for `workspacePath` (empty: none).
    void setWorkspace(const QString &workspacePath);
    QString workspace() const { return m_workspace; }
    // Re-reads the record (after an import) and looks again.
    void refresh();

signals:
    // A file changed (or went away) since its table was imported; said once per change.
    void sourceChanged(const assay::files::SourceRecord &source);

private:
    void check();

    QString m_workspace;
    QList<SourceRecord> m_sources;
    QSet<QString> m_reported; // "table|size|modified" already reported
    QFileSystemWatcher m_watcher;
    QTimer m_settle; // a file being written fires many times: look once it is quiet
};

// Marks stale every SQL cell that reads `table` (unqualified, or in the workspace's schema) and
// the cells that read those; returns the cells that read it directly.
QStringList markReadersStale(notebook::Notebook &notebook, const QString &table);

} // namespace assay::files
