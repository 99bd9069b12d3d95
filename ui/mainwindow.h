#pragma once
// The main window only assembles: docks, actions, menus, and the wiring between the connection
// manager, the notebook document and the views. Behaviour lives in the widgets and in core.

#include "db/connectionconfig.h"

#include <QMainWindow>

class QAction;
class QMenu;
class QLabel;
class QTabWidget;
class QToolBar;
class QUndoStack;

namespace assay::db {
class ConnectionManager;
struct DbError;
} // namespace assay::db
namespace assay::llm {
class LlmService;
}
namespace assay::knowledge {
class KnowledgeService;
}
namespace assay::security {
class SecretStore;
}

namespace assay::ui {

class AskController;
class DataFiles;
class DatabaseWatch;
class ChatPanel;
class ConnectionDialog;
class HelpViewer;
class Tour;
class DependencyPanel;
class KnowledgePanel;
class MessageBanner;
class NotebookDocument;
class NotebookView;
class SchemaTree;
class SqlConsole;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    db::ConnectionManager *connections() const { return m_connections; }
    SchemaTree *schemaTree() const { return m_schema; }
    SqlConsole *console() const { return m_console; }
    NotebookDocument *document() const { return m_document; }
    NotebookView *notebookView() const { return m_notebookView; }
    DependencyPanel *dependencyPanel() const { return m_dependencies; }
    llm::LlmService *llm() const { return m_llm; }
    knowledge::KnowledgeService *knowledge() const { return m_knowledge; }
    KnowledgePanel *knowledgePanel() const { return m_knowledgePanel; }
    ChatPanel *chatPanel() const { return m_chat; }
    AskController *askController() const { return m_ask; }
    security::SecretStore *secrets() const { return m_secrets; }
    DataFiles *dataFiles() const { return m_dataFiles; }
    QTabWidget *tabs() const { return m_tabs; }
    // Window-wide messages (connection problems, file errors), above whatever tab is shown.
    MessageBanner *banner() const { return m_banner; }

    // Startup: offer crash recovery, then the last notebook (or the welcome notebook on the
    // sample database). With `ask` false, recovered work is restored without a question (tests).
    void startUp(bool ask = true);
    // Returns how many notebooks were restored.
    int recoverCrashedSessions(bool ask);
    // The file named on the command line: a notebook, a data file (the import preview), a SQLite
    // database (connected, in an empty notebook). A file that is not there is said in the banner,
    // then the window starts as usual.
    void openCommandLineFile(const QString &path);

public slots:
    void showConnectDialog();
    void openSampleDatabase(); // creates it on first use, on a worker thread
    void openConnection(const db::ConnectionConfig &config, const QString &password = {});
    void openSqliteFile(const QString &path);
    // A CSV, TSV, JSON or XLSX file: the import preview, then a table in the notebook's workspace.
    void openDataFile(const QString &path);
    bool newNotebook(); // false: the unsaved work stays (cancelled)
    void openNotebook();
    bool openNotebookFile(const QString &path);
    // Offers (never makes) the connection an opened notebook names; see mainwindow.cpp.
    void offerNotebookConnection();
    void connectPendingNotebookConnection();
    bool saveNotebook();
    bool saveNotebookAs();
    void openWelcomeNotebook(bool runAll);
    void showLanguageModelSettings();
    // Help → User Guide (F1), at `page` ("keyboard", "privacy", ...) or where it was.
    void showHelp(const QString &page = {});
    // The first-run tour (non-modal): the notebook, the Assistant, the schema.
    void startTour();
    // View → Go to … (Ctrl+1..4): the keyboard focus to one part of the window, shown if hidden.
    void goToNotebook();
    void goToSchema();
    void goToAssistant();
    void goToConsole();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void restoreWindowSize();
    void addUndoButtons(QToolBar *toolbar, QUndoStack *undo);
    void addGoToActions(QMenu *view);
    // Shows the dock `objectName` (closed, or behind another tab) and focuses `target` in it.
    void focusInDock(const char *objectName, QWidget *target);
    void onConnectFailed(const db::ConnectionConfig &config, const db::DbError &error);
    void connectFromDialog(ConnectionDialog &dialog);
    void queryTable(const QString &schema, const QString &table);
    void exploreColumn(const QString &schema, const QString &table, const QString &column, const QString &dateColumn);
    // The guard of NotebookDocument::mayReplace: Save / Discard / Cancel. True: go on.
    bool maybeSave();
    void updateTitle();
    void showStatus(const QString &message, bool isError);
    // After a notebook was opened or restored: reconnects by itself only where that is safe (the
    // sample, a connection the user saved, or, for work restored from this machine's autosave, a
    // SQLite file); anything else waits for the banner's Connect. False when the notebook names
    // no database.
    bool reconnectNotebook(bool restoredHere);
    static QString notConnectedText();

    security::SecretStore *m_secrets;
    llm::LlmService *m_llm;
    db::ConnectionManager *m_connections;
    NotebookDocument *m_document;
    SchemaTree *m_schema;
    SqlConsole *m_console;
    NotebookView *m_notebookView;
    DependencyPanel *m_dependencies;
    QTabWidget *m_tabs;
    MessageBanner *m_banner;
    db::ConnectionConfig m_pendingConnection; // what the open notebook names, until the user connects
    bool m_hasPendingConnection = false;
    QLabel *m_connectionLabel;
    knowledge::KnowledgeService *m_knowledge = nullptr;
    KnowledgePanel *m_knowledgePanel = nullptr;
    bool m_attachKnowledge = false;
    AskController *m_ask = nullptr;
    ChatPanel *m_chat = nullptr;
    QAction *m_autoRun = nullptr;
    bool m_runAllWhenConnected = false;
    HelpViewer *m_help = nullptr;
    Tour *m_tour = nullptr;
    DataFiles *m_dataFiles = nullptr;
    DatabaseWatch *m_watch = nullptr;
public:
    DatabaseWatch *watch() const { return m_watch; }
    HelpViewer *helpViewer() const { return m_help; }
    Tour *tour() const { return m_tour; }
};

} // namespace assay::ui
