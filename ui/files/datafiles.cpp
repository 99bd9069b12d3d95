#include "datafiles.h"

#include "importdialog.h"
#include "mainwindow.h"
#include "messagebanner.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"
#include "schematree.h"

#include "db/connectionmanager.h"
#include "db/dialect.h"
#include "files/sourcewatcher.h"
#include "notebook/notebook.h"
#include "notebook/notebookrunner.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTreeView>

namespace assay::ui {

DataFiles::DataFiles(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_watcher(new files::SourceWatcher(this))
{
    window->setAcceptDrops(true);
    window->installEventFilter(this);
    window->schemaTree()->setAcceptDrops(true);
    window->schemaTree()->installEventFilter(this);
    window->schemaTree()->view()->viewport()->setAcceptDrops(true);
    window->schemaTree()->view()->viewport()->installEventFilter(this);
    db::ConnectionManager *connections = window->connections();
    connect(connections, &db::ConnectionManager::connected, this, [this](const db::ConnectionConfig &c) {
        m_watcher->setWorkspace(files::workspaceOf(c));
    });
    connect(connections, &db::ConnectionManager::disconnected, this, [this] { m_watcher->setWorkspace({}); });
    connect(m_watcher, &files::SourceWatcher::sourceChanged, this, &DataFiles::sourceChanged);
    // The banner is shared: note whether it showed this offer when its button was pressed.
    if (auto *action = window->banner()->findChild<QPushButton *>())
        connect(action, &QPushButton::pressed, this, [this] { m_offerShown = !m_offerText.isEmpty() && m_window->banner()->text() == m_offerText; });
    connect(window->banner(), &MessageBanner::actionTriggered, this, [this] {
        if (m_offerShown) {
            m_offerShown = false;
            const files::SourceRecord source = m_offered;
            m_offerText.clear();
            reimport(source);
        }
    });
}

QStringList DataFiles::dataFilesIn(const QMimeData *mime)
{
    QStringList paths;
    if (!mime || !mime->hasUrls())
        return paths;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile() && files::isDataFilePath(url.toLocalFile()))
            paths << url.toLocalFile();
    }
    return paths;
}

bool DataFiles::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove) {
        auto *drag = static_cast<QDropEvent *>(event);
        if (!dataFilesIn(drag->mimeData()).isEmpty()) {
            drag->acceptProposedAction();
            return true;
        }
    } else if (event->type() == QEvent::Drop) {
        auto *drop = static_cast<QDropEvent *>(event);
        const QStringList paths = dataFilesIn(drop->mimeData());
        if (!paths.isEmpty()) {
            drop->acceptProposedAction();
            // After the drop has finished: the import dialog is modal.
            QMetaObject::invokeMethod(this, [this, paths] {
                for (const QString &p : paths) {
                    if (!openDataFile(p))
                        break;
                }
            }, Qt::QueuedConnection);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void DataFiles::chooseAndOpen()
{
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Data File"), QString(),
        tr("Data files (*.csv *.tsv *.tab *.txt *.json *.ndjson *.jsonl *.xlsx);;All files (*)"));
    if (!path.isEmpty())
        openDataFile(path);
}

QString DataFiles::workspaceForImport(files::WorkspaceUse use) const
{
    const db::ConnectionConfig &c = m_window->connections()->config();
    switch (use) {
    case files::WorkspaceUse::IsConnection:
        return c.filePath;
    case files::WorkspaceUse::AttachToSqlite:
        return c.workspacePath.isEmpty() ? files::newWorkspacePath() : c.workspacePath;
    case files::WorkspaceUse::BecomeConnection:
    case files::WorkspaceUse::NewNotebook:
        break;
    }
    return files::newWorkspacePath();
}

bool DataFiles::openDataFile(const QString &path)
{
    db::ConnectionManager *connections = m_window->connections();
    files::WorkspaceUse use = files::workspaceUseFor(connections->config(), connections->isConnected());
    const QString fileName = QFileInfo(path).fileName();
    if (use == files::WorkspaceUse::NewNotebook) {
        const db::ConnectionConfig &c = connections->config();
        const auto answer = QMessageBox::question(
            m_window, tr("Open Data File"),
            tr("This notebook reads from %1 (%2). A server cannot read a file on this computer in the same query, and "
               "Assay does not copy your files into it.\n\nOpen %3 in a new notebook?")
                .arg(c.name, db::engineDisplayName(c.engine), fileName),
            QMessageBox::Open | QMessageBox::Cancel, QMessageBox::Open);
        if (answer != QMessageBox::Open)
            return false;
    }
    const QString workspace = workspaceForImport(use);
    files::InspectRequest request;
    // Dates that read either way follow how this computer writes them.
    request.preferredDateOrder = QLocale().dateFormat(QLocale::ShortFormat).indexOf(u'M') < QLocale().dateFormat(QLocale::ShortFormat).indexOf(u'd')
                                     ? files::DateOrder::MonthFirst
                                     : files::DateOrder::DayFirst;
    files::ImportResult result;
    if (!runImport(path, workspace, QString(), request, &result))
        return false;
    useWorkspace(use, workspace, fileName, result.table);
    return true;
}

bool DataFiles::runImport(const QString &path, const QString &workspace, const QString &tableName,
                          const files::InspectRequest &request, files::ImportResult *result)
{
    ImportDialog dialog(path, workspace, tableName, request, m_window);
    if (m_dialogHook)
        m_dialogHook(&dialog);
    else
        dialog.exec();
    if (!dialog.result().ok())
        return false;
    *result = dialog.result();
    emit imported(*result);
    QString status = tr("Imported %1 into the table %2: %n row(s).", nullptr, int(std::min<qint64>(result->rows, INT_MAX)))
                         .arg(QFileInfo(path).fileName(), result->table);
    if (!result->notes.isEmpty())
        m_window->banner()->showMessage(MessageBanner::Kind::Info, status + QLatin1Char(' ') + result->notes.join(QLatin1Char(' ')));
    m_window->statusBar()->showMessage(status, 6000);
    return true;
}

void DataFiles::useWorkspace(files::WorkspaceUse use, const QString &workspace, const QString &fileName, const QString &table)
{
    db::ConnectionManager *connections = m_window->connections();
    switch (use) {
    case files::WorkspaceUse::IsConnection:
        connections->refreshCatalog();
        m_watcher->refresh();
        showTable(table, false);
        return;
    case files::WorkspaceUse::AttachToSqlite: {
        db::ConnectionConfig c = connections->config();
        if (c.workspacePath == workspace) { // attached already: the new table is there
            connections->refreshCatalog();
            m_watcher->refresh();
            showTable(table, true);
            return;
        }
        c.workspacePath = workspace;
        m_window->document()->notebook()->setConnection(c); // the notebook remembers its files
        connections->connectTo(c);
        showTable(table, true);
        return;
    }
    case files::WorkspaceUse::BecomeConnection:
    case files::WorkspaceUse::NewNotebook:
        // The welcome notebook reads the sample and a server notebook its server: the file gets a
        // notebook of its own.
        if (connections->isConnected() && !m_window->newNotebook()) {
            // The analyst kept the notebook open now: the table waits in the file's workspace.
            m_window->statusBar()->showMessage(tr("The table %1 is imported; the notebook open now was kept.").arg(table), 8000);
            return;
        }
        connections->connectTo(files::workspaceConnection(workspace, fileName));
        showTable(table, false);
        return;
    }
}

void DataFiles::showTable(const QString &table, bool attached)
{
    // Once the schema with the new table is read: a cell that shows it, run.
    auto *once = new QObject(this);
    connect(m_window->connections(), &db::ConnectionManager::catalogLoaded, once, [this, once, table, attached] {
        once->deleteLater();
        NotebookDocument *doc = m_window->document();
        const db::Dialect &d = db::Dialect::forEngine(db::Engine::SQLite);
        const QString sql = QStringLiteral("SELECT * FROM %1")
                                .arg(attached ? d.qualified(db::attachedWorkspaceSchema(), table) : d.identifier(table));
        const QString name = doc->notebook()->uniqueName(table + QStringLiteral("_rows"));
        int index = doc->notebook()->count();
        // A new notebook starts with one empty cell: use it.
        if (index == 1 && doc->notebook()->at(0).source.trimmed().isEmpty() && doc->notebook()->at(0).kind == notebook::CellKind::Sql) {
            doc->deleteCell(doc->notebook()->at(0).id);
            index = 0;
        }
        const QString id = doc->addCell(notebook::CellKind::Sql, index, sql, name);
        m_window->tabs()->setCurrentWidget(m_window->notebookView());
        doc->runner()->run(id);
    });
}

void DataFiles::sourceChanged(const files::SourceRecord &source)
{
    const QStringList readers = files::markReadersStale(*m_window->document()->notebook(), source.table);
    const QString file = QFileInfo(source.path).fileName();
    if (!QFileInfo::exists(source.path)) {
        m_window->banner()->showMessage(MessageBanner::Kind::Warning,
                                        tr("%1 is gone. The table %2 keeps the rows imported on %3.")
                                            .arg(file, source.table, QLocale().toString(source.imported.toLocalTime(), QLocale::ShortFormat)));
        return;
    }
    m_offered = source;
    m_offerText = tr("%1 changed on disk since it was imported into the table %2; %n cell(s) that read it are stale.",
                     nullptr, int(readers.size())).arg(file, source.table);
    m_window->banner()->showMessage(MessageBanner::Kind::Warning, m_offerText, tr("Import Again…"));
}

void DataFiles::reimport(const files::SourceRecord &source)
{
    files::InspectRequest request;
    request.options = source.options;
    request.columns = source.columns;
    files::ImportResult result;
    const QString workspace = m_watcher->workspace();
    if (!runImport(source.path, workspace, source.table, request, &result))
        return;
    m_window->connections()->refreshCatalog();
    m_watcher->refresh();
}

} // namespace assay::ui
