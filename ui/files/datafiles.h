#pragma once
// The window's side of data files: File → Open Data File…, files dropped on the window or the
// schema tree, and files given on the command line go through the import preview into the
// notebook's workspace (core/files/workspace.h says how a workspace meets the notebook's
// connection). After an import the schema is read again and a cell shows the new table. A file
// that changes on disk is noticed: the cells that read its table turn stale and the banner offers
// to import it again.

#include "files/importer.h"
#include "files/inspection.h"
#include "files/workspace.h"

#include <QObject>

#include <functional>

class QMimeData;

namespace assay::files {
class SourceWatcher;
}

namespace assay::ui {

class MainWindow;

class DataFiles : public QObject {
    Q_OBJECT
public:
    explicit DataFiles(MainWindow *window);

    // Shows the import preview for `path`; false when nothing was imported.
    bool openDataFile(const QString &path);
    void chooseAndOpen(); // File → Open Data File…
    files::SourceWatcher *watcher() const { return m_watcher; }
    // Data file paths among dropped URLs.
    static QStringList dataFilesIn(const QMimeData *mime);

    // For tests: the dialog is shown modal unless a hook takes it (and drives it) instead.
    using DialogHook = std::function<void(class ImportDialog *)>;
    void setDialogHook(DialogHook hook) { m_dialogHook = std::move(hook); }

signals:
    void imported(const assay::files::ImportResult &result);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool runImport(const QString &path, const QString &workspace, const QString &tableName, const files::InspectRequest &request,
                   files::ImportResult *result);
    QString workspaceForImport(files::WorkspaceUse use) const;
    void useWorkspace(files::WorkspaceUse use, const QString &workspace, const QString &fileName, const QString &table);
    void showTable(const QString &table, bool attached);
    void sourceChanged(const files::SourceRecord &source);
    void reimport(const files::SourceRecord &source);

    MainWindow *m_window;
    files::SourceWatcher *m_watcher;
    DialogHook m_dialogHook;
    files::SourceRecord m_offered; // the changed file the banner offers to import again
    QString m_offerText;
    bool m_offerShown = false;
};

} // namespace assay::ui
