#include "mainwindow.h"

#include "chat/askcontroller.h"
#include "chat/chatpanel.h"
#include "appearance.h"
#include "connectiondialog.h"
#include "databasewatch.h"
#include "verified/verifiedcontroller.h"
#include "payloadpreview.h"
#include "writeconfirmation.h"
#include "export/exportactions.h"
#include "files/datafiles.h"
#include "help/helpviewer.h"
#include "help/tour.h"
#include "knowledgepanel.h"
#include "llmsettingsdialog.h"
#include "icons.h"
#include "messagebanner.h"
#include "notebook/dependencypanel.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"
#include "schematree.h"
#include "sqlconsole.h"
#include "sqleditor.h"

#include "async/whenfinished.h"
#include "charts/columncharts.h"
#include "db/connectionmanager.h"
#include "db/dbsession.h"
#include "db/dialect.h"
#include "db/savedconnections.h"
#include "files/importoptions.h"
#include "files/workspace.h"
#include "knowledgebuild/knowledgeservice.h"
#include "llm/keyloader.h"
#include "llm/llmservice.h"
#include "notebook/notebookfile.h"
#include "notebook/notebookrunner.h"
#include "notebook/recovery.h"
#include "sample/sampledatabase.h"
#include "security/accesspolicy.h"
#include "security/secretstore.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace assay::ui {

namespace {

// A file, a server or an ODBC string: what a notebook's connection must name to point anywhere.
bool namesALocation(const db::ConnectionConfig &c)
{
    return !c.filePath.isEmpty() || !c.host.isEmpty() || !c.odbcConnectionString.isEmpty();
}

// Where a connection reads, for the status bar: a workspace of imported files by the file it was
// named after ("expenses.csv"), never by its own file name (a UUID).
QString placeOf(const db::ConnectionConfig &c)
{
    if (c.engine == db::Engine::SQLite && files::isWorkspacePath(c.filePath) && !c.name.isEmpty())
        return c.name;
    return c.displayLocation();
}

} // namespace

static const char *LastNotebookKey = "notebook/last";
static const char *GeometryKey = "window/geometry";

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_secrets(new security::SecretStore(QStringLiteral("Assay"), this))
    , m_llm(new llm::LlmService(llm::LlmService::Options{{}, {}, true}, this)) // learned refusals kept
    , m_connections(new db::ConnectionManager(this))
    , m_document(new NotebookDocument(this))
    , m_schema(new SchemaTree(this))
    , m_console(new SqlConsole(m_connections, this))
    , m_notebookView(new NotebookView(m_document, this))
    , m_dependencies(new DependencyPanel(m_document, this))
    , m_tabs(new QTabWidget(this))
    , m_banner(new MessageBanner(this))
    , m_connectionLabel(new QLabel(this))
{
    knowledge::KnowledgeService::Options knowledgeOptions;
    knowledgeOptions.build.shareSampleValues = KnowledgePanel::shareSampleValues();
    m_knowledge = new knowledge::KnowledgeService(m_llm, knowledgeOptions, this);
    m_knowledgePanel = new KnowledgePanel(m_knowledge, this);
    m_notebookView->setLlmService(m_llm); // the chart check and insight phrasing, when a model is set
    m_ask = new AskController(m_connections, m_knowledge, m_llm, m_document, this);
    m_chat = new ChatPanel(m_ask, m_knowledge, this);
    m_watch = new DatabaseWatch(this); // history, schema drift, verified answers
    setWindowIcon(icon("assay"));
    // Headless runs and tests never touch the desktop's keychain.
    if (qEnvironmentVariableIntValue("ASSAY_NO_KEYCHAIN") == 1)
        m_secrets->setKeychainEnabled(false);
    m_tabs->addTab(m_notebookView, icon("cell-sql"), tr("Notebook"));
    m_tabs->addTab(m_console, icon("run"), tr("Console"));
    m_tabs->setDocumentMode(true);
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    auto *bannerRow = new QVBoxLayout;
    bannerRow->setContentsMargins(8, 6, 8, 0);
    bannerRow->addWidget(m_banner);
    bannerRow->addWidget(m_watch->driftBanner());
    bannerRow->addWidget(m_watch->verifiedBanner());
    centralLayout->addLayout(bannerRow);
    centralLayout->addWidget(m_tabs, 1);
    setCentralWidget(central);

    auto *schemaDock = new QDockWidget(tr("Schema"), this);
    schemaDock->setObjectName(QStringLiteral("schemaDock"));
    schemaDock->setWidget(m_schema);
    addDockWidget(Qt::LeftDockWidgetArea, schemaDock);
    auto *depDock = new QDockWidget(tr("Dependencies"), this);
    depDock->setObjectName(QStringLiteral("dependencyDock"));
    depDock->setWidget(m_dependencies);
    addDockWidget(Qt::RightDockWidgetArea, depDock);
    auto *knowledgeDock = new QDockWidget(tr("Knowledge"), this);
    knowledgeDock->setObjectName(QStringLiteral("knowledgeDock"));
    knowledgeDock->setWidget(m_knowledgePanel);
    addDockWidget(Qt::RightDockWidgetArea, knowledgeDock);
    tabifyDockWidget(depDock, knowledgeDock);
    auto *chatDock = new QDockWidget(tr("Assistant"), this);
    chatDock->setObjectName(QStringLiteral("chatDock"));
    chatDock->setWidget(m_chat);
    addDockWidget(Qt::RightDockWidgetArea, chatDock);
    tabifyDockWidget(depDock, chatDock);
    chatDock->raise();
    resizeDocks({schemaDock, depDock}, {260, 300}, Qt::Horizontal);

    statusBar()->addPermanentWidget(m_connectionLabel);
    m_connectionLabel->setText(tr("Not connected"));
    m_dataFiles = new DataFiles(this); // File → Open Data File…, drops, changed files
    createActions();

    connect(m_connections, &db::ConnectionManager::connecting, this, [this](const db::ConnectionConfig &c) {
        m_connectionLabel->setText(tr("Connecting to %1…").arg(c.name));
        // The current connection stays usable (and its schema shown) until the new one is open.
        if (!m_connections->isConnected())
            m_schema->setLoading(tr("Connecting…"));
    });
    connect(m_connections, &db::ConnectionManager::connected, this, [this](const db::ConnectionConfig &c) {
        m_connectionLabel->setText(QStringLiteral("%1 — %2").arg(c.name, db::engineDisplayName(c.engine)));
        const sql::Flavor flavor = db::Dialect::forEngine(c.engine).flavor();
        m_console->editor()->setFlavor(flavor);
        m_console->banner()->clearMessage();
        m_banner->clearMessage();
        m_document->notebook()->setFlavor(flavor);
        m_document->runner()->setSession(m_connections->session());
        m_attachKnowledge = true; // with the first catalog of this connection
        // The notebook remembers where its data lives (never a password).
        if (m_document->notebook()->connection().id != c.id || m_document->notebook()->connection().engine != c.engine)
            m_document->notebook()->setConnection(c);
        updateTitle();
        statusBar()->showMessage(tr("Connected to %1").arg(placeOf(c)), 4000);
    });
    connect(m_connections, &db::ConnectionManager::connectFailed, this, &MainWindow::onConnectFailed);
    // "Connect…" on the banner of a notebook that names a database (offerNotebookConnection).
    connect(m_banner, &MessageBanner::actionTriggered, this, [this] {
        if (m_hasPendingConnection)
            connectPendingNotebookConnection();
    });
    connect(m_connections, &db::ConnectionManager::catalogLoading, this, [this] { m_schema->setLoading(tr("Reading the schema…")); });
    connect(m_connections, &db::ConnectionManager::catalogLoaded, this, [this](const db::Catalog &catalog) {
        m_schema->setCatalog(catalog);
        // A privacy entry that names nothing hides nothing: say so while the user can fix it.
        const security::AccessPolicy policy = security::AccessPolicy::fromJson(m_connections->config().privacy);
        if (const QStringList unknown = policy.unknownNames(catalog); !unknown.isEmpty())
            m_banner->showMessage(MessageBanner::Kind::Warning, security::AccessPolicy::unknownNamesMessage(unknown));
        // A notebook that reads another database (not connected yet) is not judged by this one's
        // tables: "expenses is neither a cell nor a table" would be said of a table that is there.
        if (!m_hasPendingConnection)
            m_notebookView->setCatalog(catalog);
        // Knowledge is built on a session of its own, so it never queues behind the user's work.
        if (m_attachKnowledge) {
            m_attachKnowledge = false;
            m_knowledge->attach(m_connections->openHelperSession(), catalog);
        } else {
            m_knowledge->catalogChanged(catalog);
        }
        if (m_runAllWhenConnected) {
            m_runAllWhenConnected = false;
            m_document->runner()->runAll();
        }
    });
    connect(m_connections, &db::ConnectionManager::catalogFailed, this, [this](const db::DbError &e) {
        m_schema->clear(tr("The schema could not be read: %1").arg(e.displayText()));
    });
    connect(m_connections, &db::ConnectionManager::connectionLost, this, [this](const QString &message) {
        showStatus(tr("%1 Assay will reconnect when you run the next statement.").arg(message), true);
    });
    connect(m_connections, &db::ConnectionManager::disconnected, this, [this] {
        m_connectionLabel->setText(tr("Not connected"));
        m_schema->clear(notConnectedText());
        m_document->runner()->setSession(nullptr);
        m_knowledge->detach();
        updateTitle();
    });
    connect(m_knowledgePanel, &KnowledgePanel::message, this, &MainWindow::showStatus);
    connect(m_chat, &ChatPanel::message, this, &MainWindow::showStatus);
    connect(m_chat, &ChatPanel::settingsRequested, this, &MainWindow::showLanguageModelSettings);
    // A suggested first question in the knowledge panel goes to the chat.
    connect(m_knowledgePanel, &KnowledgePanel::questionActivated, this, [this](const QString &q) {
        if (auto *dock = findChild<QDockWidget *>(QStringLiteral("chatDock")))
            dock->raise();
        m_chat->askQuestion(q);
    });
    // Another notebook, another conversation (its chat is set after its cells: wait a turn).
    connect(m_document->notebook(), &notebook::Notebook::reset, this, [this] { QTimer::singleShot(0, m_chat, &ChatPanel::reloadHistory); });
    connect(m_notebookView, &NotebookView::currentCellChanged, this, [this](const QString &id) {
        const notebook::Cell *c = m_document->notebook()->cell(id);
        m_ask->setCurrentCellName(c ? c->name : QString());
    });
    // Successful queries feed the history that SQL2NL turns into examples.
    connect(m_console, &SqlConsole::querySucceeded, m_knowledge, &knowledge::KnowledgeService::recordQuery);
    connect(m_document->runner(), &notebook::NotebookRunner::cellFinished, this, [this](const QString &id, bool ok) {
        const notebook::Cell *cell = m_document->notebook()->cell(id);
        if (ok && cell && cell->kind == notebook::CellKind::Sql)
            m_knowledge->recordQuery(cell->source);
    });
    connect(m_schema, &SchemaTree::tableActivated, this, &MainWindow::queryTable);
    connect(m_schema, &SchemaTree::columnExplorationRequested, this, &MainWindow::exploreColumn);
    connect(m_notebookView, &NotebookView::currentCellChanged, m_dependencies, &DependencyPanel::setCell);
    connect(m_notebookView, &NotebookView::status, this, &MainWindow::showStatus);
    connect(m_dependencies, &DependencyPanel::cellActivated, this, [this](const QString &id) {
        m_tabs->setCurrentWidget(m_notebookView);
        m_notebookView->setCurrentCell(id, true);
    });
    connect(m_document, &NotebookDocument::filePathChanged, this, &MainWindow::updateTitle);
    installPayloadPreview(m_llm, this); // Settings → Preview Requests Before Sending
    // A cell the user wrote may write to the database, once the user has read what it changes.
    m_document->runner()->setWriteApproval([this](const QString &cellName, const QStringList &changes) {
        return confirmWrite(this, tr("Cell “%1”").arg(cellName), changes);
    });
    connect(m_document, &NotebookDocument::message, this, &MainWindow::showStatus);
    // Whatever replaces the notebook (New, Open, the welcome notebook, a file on the command line, a
    // data file that gets a notebook of its own) asks here first; see NotebookDocument::mayReplace.
    m_document->setReplaceGuard([this] { return maybeSave(); });
    connect(m_document->notebook(), &notebook::Notebook::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document->notebook(), &notebook::Notebook::titleChanged, this, &MainWindow::updateTitle);
    connect(m_document->notebook(), &notebook::Notebook::reactiveModeChanged, this, [this](notebook::ReactiveMode mode) {
        m_autoRun->setChecked(mode == notebook::ReactiveMode::RunDescendants);
    });
    connect(m_document->runner(), &notebook::NotebookRunner::runFinished, this, [this](bool ok) {
        if (ok)
            statusBar()->showMessage(tr("All cells ran."), 3000);
    });
    restoreWindowSize();
    updateTitle();
}

void MainWindow::restoreWindowSize()
{
    // The size the user left it at; else a comfortable size that fits the screen it opens on
    // (a 1366 x 768 laptop has room for less than the 1360 x 860 that suits a desktop).
    if (restoreGeometry(QSettings().value(QLatin1String(GeometryKey)).toByteArray()))
        return;
    const QScreen *s = screen() ? screen() : QGuiApplication::primaryScreen();
    const QRect available = s ? s->availableGeometry() : QRect(0, 0, 1360, 860);
    // Leave room for the frame the window manager adds around the window.
    const QSize room = available.size() - QSize(16, 48);
    const QSize wanted(1360, 860);
    resize(wanted.boundedTo(room).expandedTo(minimumSizeHint().boundedTo(room)));
    move(available.topLeft() + QPoint((available.width() - width()) / 2, std::max(0, (available.height() - height() - 40) / 2)));
}

MainWindow::~MainWindow()
{
    // The ask worker and the knowledge workers call the language-model service, which was
    // created first and so would be deleted first among the children: a worker caught in the
    // middle would lock a freed mutex. Stop them (they cancel and join) while the service lives,
    // after cutting the window's own handlers, which use them.
    for (const QObject *sender : {static_cast<const QObject *>(m_connections), static_cast<const QObject *>(m_notebookView),
                                  static_cast<const QObject *>(m_document->notebook()), static_cast<const QObject *>(m_document->runner())})
        disconnect(sender, nullptr, this, nullptr);
    delete m_watch;
    m_watch = nullptr;
    delete m_chat;
    m_chat = nullptr;
    delete m_ask;
    m_ask = nullptr;
    delete m_knowledgePanel;
    m_knowledgePanel = nullptr;
    delete m_knowledge;
    m_knowledge = nullptr;
}

void MainWindow::createActions()
{
    QUndoStack *undo = m_document->undoStack();

    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Notebook"), QKeySequence::New, this, &MainWindow::newNotebook);
    file->addAction(tr("&Open Notebook…"), QKeySequence::Open, this, &MainWindow::openNotebook);
    file->addAction(tr("Open &Welcome Notebook"), this, [this] { openWelcomeNotebook(true); });
    QAction *openData = file->addAction(icon("table"), tr("Open &Data File…"), m_dataFiles, &DataFiles::chooseAndOpen);
    openData->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    openData->setToolTip(tr("Open a CSV, TSV, JSON or Excel file as a table"));
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::saveNotebook);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::saveNotebookAs);
    file->addSeparator();
    addExportActions(this, file); // File → Export, Print (ui/export)
    file->addSeparator();
    QAction *connectAction = file->addAction(icon("connect"), tr("&Connect to a Database…"), this, &MainWindow::showConnectDialog);
    connectAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    file->addAction(icon("database"), tr("Open Sample &Database"), this, &MainWindow::openSampleDatabase);
    QAction *refresh = file->addAction(tr("&Refresh Schema"), m_connections, &db::ConnectionManager::refreshCatalog);
    refresh->setShortcut(QKeySequence::Refresh);
    file->addAction(m_watch->checkSchemaAction());
    file->addAction(tr("&Disconnect"), m_connections, &db::ConnectionManager::disconnectCurrent);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undoAction = undo->createUndoAction(this, tr("&Undo"));
    undoAction->setShortcut(QKeySequence::Undo);
    QAction *redoAction = undo->createRedoAction(this, tr("&Redo"));
    redoAction->setShortcut(QKeySequence::Redo);
    edit->addAction(undoAction);
    edit->addAction(redoAction);

    QMenu *cell = menuBar()->addMenu(tr("&Cell"));
    QAction *addSql = cell->addAction(icon("cell-sql"), tr("Add &SQL Cell"), this, [this] { m_notebookView->addCell(notebook::CellKind::Sql); });
    addSql->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    QAction *addChart = cell->addAction(icon("cell-chart"), tr("Add &Chart Cell"), this, [this] { m_notebookView->addCell(notebook::CellKind::Chart); });
    addChart->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
    QAction *addText = cell->addAction(icon("cell-text"), tr("Add &Text Cell"), this, [this] { m_notebookView->addCell(notebook::CellKind::Markdown); });
    addText->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_M));
    cell->addAction(icon("cell-param"), tr("Add &Parameter Cell"), this, [this] { m_notebookView->addCell(notebook::CellKind::Parameter); });
    cell->addSeparator();
    QAction *runCell = cell->addAction(icon("run"), tr("&Run Cell"), m_notebookView, &NotebookView::runCurrent);
    runCell->setToolTip(tr("Run the current cell and what reads it (Ctrl+Enter in a cell)"));
    QAction *runAll = cell->addAction(tr("Run &All"), this, [this] { m_document->runner()->runAll(); });
    runAll->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return));
    QAction *stop = cell->addAction(icon("stop"), tr("S&top"), this, [this] { m_document->runner()->cancel(); });
    stop->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    cell->addSeparator();
    QAction *up = cell->addAction(tr("Move &Up"), this, [this] { m_notebookView->moveCurrent(-1); });
    up->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up));
    QAction *down = cell->addAction(tr("Move &Down"), this, [this] { m_notebookView->moveCurrent(1); });
    down->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down));
    QAction *del = cell->addAction(tr("De&lete Cell"), m_notebookView, &NotebookView::deleteCurrent);
    del->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    cell->addSeparator();
    // The current cell's ⋯ menu, from the keyboard (Alt+C).
    cell->addAction(icon("cell-chart"), tr("C&hart This Result"), this, [this] {
        if (!m_notebookView->currentCellId().isEmpty())
            m_notebookView->chartResultOf(m_notebookView->currentCellId());
    });
    cell->addAction(icon("cell-text"), tr("Descri&be This Result"), this, [this] {
        if (!m_notebookView->currentCellId().isEmpty())
            m_notebookView->describeResultOf(m_notebookView->currentCellId());
    });
    QAction *command = cell->addAction(tr("Co&mmand Mode"), m_notebookView, [this] {
        m_tabs->setCurrentWidget(m_notebookView);
        m_notebookView->enterCommandMode();
    });
    command->setToolTip(tr("Select the current cell as a whole: A/B add cells, DD deletes, Enter edits (Esc in a cell)"));
    cell->addSeparator();
    m_autoRun = cell->addAction(tr("Re-run &Dependent Cells Automatically"));
    m_autoRun->setCheckable(true);
    m_autoRun->setChecked(true);
    m_autoRun->setToolTip(tr("When off, running a cell marks the cells that read it as stale instead"));
    connect(m_autoRun, &QAction::toggled, this, [this](bool on) {
        m_document->notebook()->setReactiveMode(on ? notebook::ReactiveMode::RunDescendants : notebook::ReactiveMode::MarkStale);
    });
    // Off: the file keeps each parameter's definition and default, not the value chosen now (a
    // notebook to share opens on its defaults).
    QAction *saveValues = cell->addAction(tr("Save Parameter &Values in the File"));
    saveValues->setCheckable(true);
    saveValues->setToolTip(tr("When off, parameters are saved with their defaults only"));
    connect(saveValues, &QAction::triggered, this, [this](bool on) { m_document->notebook()->setSaveParameterValues(on); });
    connect(cell, &QMenu::aboutToShow, saveValues, [this, saveValues] { saveValues->setChecked(m_document->notebook()->saveParameterValues()); });

    QMenu *query = menuBar()->addMenu(tr("&Console"));
    query->addAction(m_console->runAction());
    query->addAction(m_console->stopAction());

    QMenu *view = menuBar()->addMenu(tr("&View"));
    addGoToActions(view);
    view->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    // View → Theme: follow the system, light or dark (applied at once, remembered).
    QMenu *theme = view->addMenu(tr("&Theme"));
    auto *themes = new QActionGroup(this);
    for (const auto &[value, label] : {std::pair{Theme::System, tr("Follow the &System")}, std::pair{Theme::Light, tr("&Light")},
                                       std::pair{Theme::Dark, tr("&Dark")}}) {
        QAction *a = theme->addAction(label, this, [value] {
            setThemeSetting(value);
            applyTheme(value);
        });
        a->setCheckable(true);
        a->setChecked(themeSetting() == value);
        themes->addAction(a);
    }

    QMenu *settings = menuBar()->addMenu(tr("&Settings"));
    settings->addAction(tr("&Language Models…"), this, &MainWindow::showLanguageModelSettings);
    // Privacy: read every request before it goes to a model (the debug log records what went).
    QAction *preview = settings->addAction(tr("&Preview Requests Before Sending"), this, [](bool on) { setPayloadPreviewEnabled(on); });
    preview->setCheckable(true);
    preview->setChecked(payloadPreviewEnabled());
    settings->addAction(tr("&Appearance…"), this, [this] {
        AppearanceDialog dialog(this);
        dialog.exec();
    });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *guide = help->addAction(tr("User &Guide"), this, [this] { showHelp(); });
    guide->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Keyboard Shortcuts"), this, [this] { showHelp(QStringLiteral("keyboard")); });
    help->addAction(tr("&Tour"), this, &MainWindow::startTour);
    help->addSeparator();
    help->addAction(tr("&About Assay"), this, [this] {
        QMessageBox::about(this, tr("About Assay"),
                           tr("<h3>Assay %1</h3><p>A desktop notebook for data analysts: SQL, charts and "
                              "questions in plain language.</p>")
                               .arg(QCoreApplication::applicationVersion()));
    });

    auto *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setIconSize(QSize(18, 18));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // The menus say what an action does in full ("Mit einer Datenbank verbinden…"); the toolbar
    // has room for a word each, so that it fits a 1366-pixel screen in every language without
    // folding Redo into its » menu. The tooltip keeps the full text.
    const std::pair<QAction *, QString> shortLabels[] = {
        {connectAction, tr("Connect", "toolbar")}, {addSql, tr("SQL", "toolbar")},   {addChart, tr("Chart", "toolbar")},
        {addText, tr("Text", "toolbar")},          {runCell, tr("Run", "toolbar")},  {runAll, tr("Run All", "toolbar")},
        {stop, tr("Stop", "toolbar")},
    };
    for (const auto &[action, label] : shortLabels) {
        action->setToolTip(action->toolTip()); // kept: without one of its own it would follow the icon text
        action->setIconText(label);
    }
    toolbar->addAction(connectAction);
    toolbar->addSeparator();
    toolbar->addAction(addSql);
    toolbar->addAction(addChart);
    toolbar->addAction(addText);
    toolbar->addSeparator();
    toolbar->addAction(runCell);
    toolbar->addAction(runAll);
    toolbar->addAction(stop);
    toolbar->addSeparator();
    addUndoButtons(toolbar, undo);
}

void MainWindow::addUndoButtons(QToolBar *toolbar, QUndoStack *undo)
{
    // The menu's actions carry what they undo in their text ("Undo Ask: how many…"), too long
    // for a button: the toolbar says Undo / Redo and the tooltip says what.
    QAction *undoButton = toolbar->addAction(icon("undo"), tr("Undo"), undo, &QUndoStack::undo);
    QAction *redoButton = toolbar->addAction(icon("redo"), tr("Redo"), undo, &QUndoStack::redo);
    auto refresh = [undo, undoButton, redoButton] {
        undoButton->setEnabled(undo->canUndo());
        redoButton->setEnabled(undo->canRedo());
        undoButton->setToolTip(undo->canUndo() ? tr("Undo: %1").arg(undo->undoText()) : tr("Nothing to undo"));
        redoButton->setToolTip(undo->canRedo() ? tr("Redo: %1").arg(undo->redoText()) : tr("Nothing to redo"));
    };
    connect(undo, &QUndoStack::indexChanged, undoButton, refresh);
    connect(undo, &QUndoStack::cleanChanged, undoButton, refresh);
    refresh();
}

void MainWindow::addGoToActions(QMenu *view)
{
    // Ctrl+digit is free everywhere in the window (the editors use Ctrl+letters), and the order
    // follows the window: the notebook in the middle, the schema left, the Assistant right, the
    // console in the second tab.
    const std::pair<QString, void (MainWindow::*)()> places[] = {
        {tr("Go to &Notebook"), &MainWindow::goToNotebook},
        {tr("Go to &Schema"), &MainWindow::goToSchema},
        {tr("Go to &Assistant"), &MainWindow::goToAssistant},
        {tr("Go to C&onsole"), &MainWindow::goToConsole},
    };
    int digit = Qt::Key_1;
    for (const auto &[text, slot] : places) {
        QAction *a = view->addAction(text, this, slot);
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(digit++)));
    }
}

void MainWindow::goToNotebook()
{
    // Command mode: arrows pick a cell, Enter edits it, so one key reaches any cell from here.
    m_tabs->setCurrentWidget(m_notebookView);
    m_notebookView->enterCommandMode();
}

void MainWindow::goToSchema()
{
    focusInDock("schemaDock", m_schema->view());
}

void MainWindow::goToAssistant()
{
    focusInDock("chatDock", m_chat->input());
}

void MainWindow::goToConsole()
{
    m_tabs->setCurrentWidget(m_console);
    m_console->editor()->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::focusInDock(const char *objectName, QWidget *target)
{
    if (auto *dock = findChild<QDockWidget *>(QLatin1String(objectName))) {
        dock->show();
        dock->raise(); // it may be a tab behind Dependencies or Knowledge
    }
    target->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::showStatus(const QString &message, bool isError)
{
    if (isError)
        m_banner->showMessage(MessageBanner::Kind::Error, message);
    statusBar()->showMessage(message, isError ? 10000 : 4000);
}

void MainWindow::updateTitle()
{
    QString title = m_document->displayName() + QStringLiteral("[*]");
    if (m_connections->isConnected())
        title += QStringLiteral(" — ") + m_connections->config().name;
    setWindowTitle(title + QStringLiteral(" — Assay"));
    setWindowModified(m_document->notebook()->isModified());
    m_tabs->setTabText(0, m_document->displayName());
}

QString MainWindow::notConnectedText()
{
    return tr("Not connected.\n\nConnect with File → Connect to a Database… (Ctrl+Shift+N), or open the sample "
              "database with File → Open Sample Database.");
}

void MainWindow::showHelp(const QString &page)
{
    if (!m_help)
        m_help = new HelpViewer(this);
    if (!page.isEmpty())
        m_help->showPage(page);
    m_help->show();
    m_help->raise();
    m_help->activateWindow();
}

void MainWindow::startTour()
{
    if (!m_tour) {
        auto *schemaDock = findChild<QDockWidget *>(QStringLiteral("schemaDock"));
        auto *chatDock = findChild<QDockWidget *>(QStringLiteral("chatDock"));
        m_tour = new Tour(this, {
            {m_tabs, tr("Your notebook"),
             tr("Cells of SQL, charts and text. A cell reads another by its name. Ctrl+Enter runs a cell; Esc "
                "switches to command mode (A/B add cells, DD deletes).")},
            {chatDock ? static_cast<QWidget *>(chatDock) : m_chat, tr("Ask in plain language"),
             tr("The Assistant turns questions into SQL, chart and insight cells. It works without a language model "
                "too: common questions (counts, top N, trends, shares) are answered by rules. Add a model in "
                "Settings → Language Models… for the rest.")},
            {schemaDock ? static_cast<QWidget *>(schemaDock) : m_schema, tr("Your database"),
             tr("Tables, views and columns of the connected database. Double-click a table to see its rows, "
                "or drag it into the notebook. Help → User Guide (F1) tells the rest.")},
        });
    }
    m_tabs->setCurrentWidget(m_notebookView);
    if (auto *chatDock = findChild<QDockWidget *>(QStringLiteral("chatDock")))
        chatDock->raise();
    m_tour->start();
}

void MainWindow::showLanguageModelSettings()
{
    LlmSettingsDialog dialog(m_llm, m_secrets, this);
    dialog.exec();
    m_watch->verified()->modelMayHaveChanged(); // a new model asks the verified questions again
}

void MainWindow::startUp(bool ask)
{
    // Why the window is not in the language the system asks for (a language Assay does not ship,
    // or Chinese without a Chinese font): said once, unless something more urgent is showing.
    QTimer::singleShot(0, this, [this] {
        if (const QString notice = languageNotice(); !notice.isEmpty() && m_banner->isHidden())
            m_banner->showMessage(MessageBanner::Kind::Info, notice);
    });
    // Providers and their keys load in the background; the keychain may take a moment.
    llm::configureFromStorage(*m_llm, *m_secrets);
    if (recoverCrashedSessions(ask) > 0) {
        // The restored work goes back to its own database, never silently to another one.
        offerNotebookConnection();
        if (!reconnectNotebook(true))
            openSampleDatabase();
        return;
    }
    const QString last = QSettings().value(QLatin1String(LastNotebookKey)).toString();
    if (!last.isEmpty() && QFileInfo::exists(last) && openNotebookFile(last))
        return;
    openWelcomeNotebook(true);
    // First run: a short tour, once (Help → Tour shows it again).
    if (!Tour::wasShown())
        QTimer::singleShot(600, this, &MainWindow::startTour);
}

bool MainWindow::reconnectNotebook(bool restoredHere)
{
    const db::ConnectionConfig c = m_document->notebook()->connection();
    const bool isSample = c.id == sample::sampleConnectionConfig().id;
    if (!isSample && !namesALocation(c))
        return false; // the notebook names no database
    bool saved = false;
    for (const db::ConnectionConfig &s : db::SavedConnections::load())
        saved = saved || (s.id == c.id && s.engine == c.engine && c.engine == db::Engine::SQLite && s.filePath == c.filePath);
    const bool ownSqliteFile = restoredHere && c.engine == db::Engine::SQLite && QFileInfo::exists(c.filePath);
    // Files the analyst imported live in a workspace Assay made on this machine (core/files).
    const bool workspace = c.engine == db::Engine::SQLite && files::isWorkspacePath(c.filePath) && QFileInfo::exists(c.filePath);
    if (isSample || saved || ownSqliteFile || workspace) {
        m_banner->clearMessage();
        m_hasPendingConnection = false;
        openConnection(isSample ? sample::sampleConnectionConfig() : c);
    }
    return true;
}

void MainWindow::openCommandLineFile(const QString &path)
{
    const QFileInfo file(path);
    const QString unopenable =
        !file.exists() ? tr("Assay could not open %1: there is no such file.")
        : file.isDir() ? tr("Assay could not open %1: it is a folder. Open a database, notebook or data file in it.")
                       : QString();
    if (!unopenable.isEmpty()) {
        startUp();
        m_banner->showMessage(MessageBanner::Kind::Error, unopenable.arg(QDir::toNativeSeparators(path)));
        return;
    }
    if (path.endsWith(QLatin1String(".assaynb"))) {
        const db::ConnectionConfig &named = m_document->notebook()->connection();
        if (openNotebookFile(path) && named.id != sample::sampleConnectionConfig().id && !namesALocation(named))
            openSampleDatabase(); // the notebook names no database
        return;
    }
    if (files::isDataFilePath(path)) {
        openDataFile(path); // CSV, TSV, JSON, XLSX: the import preview
        return;
    }
    // A database: connected in the empty notebook. A file that is not one is said by the
    // connection's own error, in the banner; nothing else opens in its place.
    openSqliteFile(path);
}

int MainWindow::recoverCrashedSessions(bool ask)
{
    const QList<notebook::RecoveryEntry> orphans = notebook::RecoveryStore().orphans();
    int restored = 0;
    for (const notebook::RecoveryEntry &e : orphans) {
        if (restored > 0) {
            // One notebook at a time in this window; keep the others for the next start.
            break;
        }
        const QString name = e.originalPath.isEmpty() ? (e.title.isEmpty() ? tr("an untitled notebook") : e.title)
                                                      : QFileInfo(e.originalPath).fileName();
        auto answer = QMessageBox::Yes;
        if (ask) {
            answer = QMessageBox::question(this, tr("Recover Unsaved Work"),
                                           tr("Assay closed unexpectedly while you were editing %1 (%n cell(s), autosaved %2).\n\n"
                                              "Restore it?", nullptr, e.cellCount)
                                               .arg(name, QLocale().toString(e.savedAt.toLocalTime(), QLocale::ShortFormat)),
                                           QMessageBox::Yes | QMessageBox::Discard | QMessageBox::Ignore, QMessageBox::Yes);
        }
        if (answer == QMessageBox::Discard) {
            notebook::RecoveryStore::discard(e);
            continue;
        }
        if (answer != QMessageBox::Yes)
            continue;
        const NotebookDocument::Replaced restoredHere = m_document->restore(e.recoveryPath);
        if (restoredHere.cancelled)
            break; // the work open now stays; the crashed session's is offered again next time
        if (!restoredHere.error.isEmpty()) {
            showStatus(tr("The unsaved work could not be restored: %1").arg(restoredHere.error), true);
            continue;
        }
        ++restored;
        statusBar()->showMessage(tr("Restored %1. Save it to keep it.").arg(name), 8000);
    }
    return restored;
}

void MainWindow::showConnectDialog()
{
    ConnectionDialog dialog(m_secrets, this);
    if (m_connections->isConnected())
        dialog.setConfig(m_connections->config());
    if (dialog.exec() != QDialog::Accepted)
        return;
    connectFromDialog(dialog);
}

void MainWindow::connectFromDialog(ConnectionDialog &dialog)
{
    // The dialog opened the connection to check it (and stayed open on an error); use that one.
    if (std::unique_ptr<db::DbSession> session = dialog.takeOpenedSession())
        m_connections->adopt(std::move(session), dialog.config(), dialog.password(), dialog.serverVersion());
    else
        openConnection(dialog.config(), dialog.password());
}

void MainWindow::openConnection(const db::ConnectionConfig &config, const QString &password)
{
    if (config.id == sample::sampleConnectionConfig().id) {
        openSampleDatabase();
        return;
    }
    if (!password.isEmpty() || !config.needsPassword() || config.id.isEmpty()) {
        m_connections->connectTo(config, password);
        return;
    }
    // A saved connection: its password may be in the keychain.
    async::whenFinished(m_secrets->read(security::SecretStore::connectionKey(config.id)), this,
        [this, config](const security::SecretResult &stored) { m_connections->connectTo(config, stored.value); },
        [this, config] { m_connections->connectTo(config, QString()); });
}

void MainWindow::openSqliteFile(const QString &path)
{
    db::ConnectionConfig c;
    c.engine = db::Engine::SQLite;
    c.filePath = QFileInfo(path).absoluteFilePath();
    c.name = QFileInfo(path).fileName();
    m_connections->connectTo(c);
}

void MainWindow::openDataFile(const QString &path)
{
    m_dataFiles->openDataFile(path);
}

void MainWindow::openSampleDatabase()
{
    if (sample::sampleDatabaseExists()) {
        m_connections->connectTo(sample::sampleConnectionConfig());
        return;
    }
    // First run: build the sample database on a worker, with progress in the status bar.
    m_schema->setLoading(tr("Creating the sample database…"));
    statusBar()->showMessage(tr("Creating the sample database (first run only)…"));
    QPointer<MainWindow> self(this);
    const QFuture<QString> created = QtConcurrent::run([self]() {
        return sample::ensureSampleDatabase([self](int percent) {
            async::postIfAlive(self, [percent](MainWindow &w) {
                w.statusBar()->showMessage(tr("Creating the sample database… %1%").arg(percent));
            });
            return true;
        });
    });
    async::whenFinished(created, this, [this](const QString &error) {
        statusBar()->clearMessage();
        if (!error.isEmpty()) {
            m_schema->clear(tr("The sample database could not be created."));
            showStatus(tr("The sample database could not be created: %1").arg(error), true);
            return;
        }
        m_connections->connectTo(sample::sampleConnectionConfig());
    });
}

void MainWindow::onConnectFailed(const db::ConnectionConfig &config, const db::DbError &error)
{
    // A failed attempt leaves the current connection as it was.
    if (m_connections->isConnected()) {
        const db::ConnectionConfig &c = m_connections->config();
        m_connectionLabel->setText(QStringLiteral("%1 — %2").arg(c.name, db::engineDisplayName(c.engine)));
    } else {
        m_connectionLabel->setText(tr("Not connected"));
        m_schema->clear(notConnectedText());
    }
    // Wrong password: ask again right away rather than making the user find the dialog.
    if (error.kind == db::DbError::Kind::Authentication && config.needsPassword()) {
        bool ok = false;
        const QString password = QInputDialog::getText(this, tr("Password for %1").arg(config.name),
                                                       tr("%1\n\nPassword for %2:").arg(error.message, config.user),
                                                       QLineEdit::Password, QString(), &ok);
        if (ok) {
            m_connections->connectTo(config, password);
            return;
        }
    }
    m_banner->showMessage(MessageBanner::Kind::Error, error.displayText());
}

void MainWindow::queryTable(const QString &schema, const QString &table)
{
    const db::Dialect &d = db::Dialect::forEngine(m_connections->config().engine);
    const QString sql = QStringLiteral("SELECT * FROM %1 %2").arg(d.qualified(schema, table), d.limitClause(100));
    m_tabs->setCurrentWidget(m_console);
    m_console->editor()->setPlainText(sql);
    m_console->run();
}

void MainWindow::exploreColumn(const QString &schema, const QString &table, const QString &column, const QString &dateColumn)
{
    const db::TableInfo *t = m_schema->catalog().find(table, schema);
    const db::ColumnInfo *c = t ? t->column(column) : nullptr;
    const db::ColumnInfo *d = t && !dateColumn.isEmpty() ? t->column(dateColumn) : nullptr;
    if (!c)
        return;
    const db::Dialect &dialect = db::Dialect::forEngine(m_connections->config().engine);
    const charts::ColumnExploration e = d ? charts::overTime(*t, *c, *d, dialect) : charts::distributionOf(*t, *c, dialect);
    m_tabs->setCurrentWidget(m_notebookView);
    const int index = m_document->notebook()->count();
    m_document->undoStack()->beginMacro(tr("Explore %1").arg(column));
    const QString sqlId = m_document->addCell(notebook::CellKind::Sql, index, e.sql, e.cellName);
    const QString chartId = m_document->addChartCell(index + 1, sqlId, e.chart, e.cellName + QStringLiteral("_chart"));
    m_document->undoStack()->endMacro();
    m_document->runner()->run(chartId);
}

bool MainWindow::newNotebook()
{
    if (!m_document->newNotebook().ok())
        return false;
    m_notebookView->addCell(notebook::CellKind::Sql);
    m_document->notebook()->setModified(false);
    m_document->undoStack()->clear();
    m_tabs->setCurrentWidget(m_notebookView);
    return true;
}

void MainWindow::openNotebook()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Notebook"), QString(),
                                                      tr("Assay notebooks (*.assaynb);;All files (*)"));
    if (!path.isEmpty())
        openNotebookFile(path);
}

bool MainWindow::openNotebookFile(const QString &path)
{
    const NotebookDocument::Replaced opened = m_document->open(path);
    if (opened.cancelled)
        return false;
    if (!opened.error.isEmpty()) {
        showStatus(opened.error, true);
        return false;
    }
    QSettings().setValue(QLatin1String(LastNotebookKey), path);
    m_tabs->setCurrentWidget(m_notebookView);
    offerNotebookConnection();
    // Where that is safe (the sample, a saved connection, its own workspace of imported files),
    // straight to its database: otherwise its cells are read against whatever is connected.
    reconnectNotebook(false);
    return true;
}

void MainWindow::offerNotebookConnection()
{
    // A notebook may come from someone else: it names a database, but Assay neither connects nor
    // runs anything until the user says so, and refuses connection options that load code.
    m_hasPendingConnection = false;
    const db::ConnectionConfig c = m_document->notebook()->connection();
    if (!c.validate().isEmpty() && !namesALocation(c))
        return; // the notebook names no database
    if (m_connections->isConnected() && m_connections->config().id == c.id && m_connections->config().engine == c.engine)
        return;
    if (c.engine == db::Engine::ODBC) {
        if (const QString danger = db::dangerousOdbcOption(c.odbcConnectionString); !danger.isEmpty()) {
            m_banner->showMessage(MessageBanner::Kind::Warning, tr("This notebook's connection was not used: %1").arg(danger));
            return;
        }
    }
    m_pendingConnection = c;
    m_hasPendingConnection = true;
    m_document->notebook()->clearCatalogTables(); // its names are not judged by another database's tables
    const QString name = c.name.isEmpty() ? c.displayLocation() : c.name;
    m_banner->showMessage(MessageBanner::Kind::Info,
                          tr("This notebook reads from “%1” (%2, %3). Assay has not connected or run anything; connect "
                             "when you trust where it points.")
                              .arg(name, db::engineDisplayName(c.engine), c.displayLocation()),
                          tr("Connect…"));
}

void MainWindow::connectPendingNotebookConnection()
{
    const db::ConnectionConfig c = m_pendingConnection;
    m_hasPendingConnection = false;
    if (c.engine == db::Engine::SQLite || c.id == sample::sampleConnectionConfig().id) {
        openConnection(c);
        return;
    }
    // A server: show exactly where it goes, and let the user give the password.
    ConnectionDialog dialog(m_secrets, this);
    dialog.setConfig(c);
    if (dialog.exec() == QDialog::Accepted)
        connectFromDialog(dialog);
}

bool MainWindow::saveNotebook()
{
    if (m_document->filePath().isEmpty())
        return saveNotebookAs();
    const QString error = m_document->save();
    if (!error.isEmpty()) {
        showStatus(error, true);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(m_document->filePath()), 3000);
    return true;
}

bool MainWindow::saveNotebookAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Notebook"), m_document->displayName(),
                                                tr("Assay notebooks (*.assaynb)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".assaynb")))
        path += QStringLiteral(".assaynb");
    const QString error = m_document->saveAs(path);
    if (!error.isEmpty()) {
        showStatus(error, true);
        return false;
    }
    QSettings().setValue(QLatin1String(LastNotebookKey), path);
    return true;
}

void MainWindow::openWelcomeNotebook(bool runAll)
{
    const NotebookDocument::Replaced opened = m_document->openWelcome();
    if (opened.cancelled)
        return;
    if (!opened.error.isEmpty()) {
        showStatus(opened.error, true);
        return;
    }
    m_tabs->setCurrentWidget(m_notebookView);
    m_runAllWhenConnected = runAll;
    if (m_connections->isConnected() && m_connections->config().id == sample::sampleConnectionConfig().id) {
        m_runAllWhenConnected = false;
        if (runAll)
            m_document->runner()->runAll();
    } else {
        openSampleDatabase();
    }
}

bool MainWindow::maybeSave()
{
    if (!m_document->notebook()->isModified())
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved Changes"),
                                             tr("%1 has changes that are not saved.\n\nDiscarded changes are kept as a copy in "
                                                "Assay's recovery folder.")
                                                 .arg(m_document->displayName()),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return saveNotebook();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Closing replaces the notebook with nothing: the same guard, and the same copy of what is discarded.
    if (!m_document->mayReplace()) {
        event->ignore();
        return;
    }
    m_document->runner()->cancel();
    QSettings().setValue(QLatin1String(GeometryKey), saveGeometry());
    event->accept();
}

} // namespace assay::ui
