#include "mainwindow.h"

#include "connectiondialog.h"
#include "icons.h"
#include "messagebanner.h"
#include "schematree.h"
#include "sqlconsole.h"
#include "sqleditor.h"

#include "db/connectionmanager.h"
#include "db/dialect.h"
#include "sample/sampledatabase.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>
#include <QtConcurrent/QtConcurrentRun>

namespace assay::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_connections(new db::ConnectionManager(this))
    , m_schema(new SchemaTree(this))
    , m_console(new SqlConsole(m_connections, this))
    , m_connectionLabel(new QLabel(this))
{
    setWindowTitle(QStringLiteral("Assay"));
    setWindowIcon(icon("assay"));
    setCentralWidget(m_console);

    auto *schemaDock = new QDockWidget(tr("Schema"), this);
    schemaDock->setObjectName(QStringLiteral("schemaDock"));
    schemaDock->setWidget(m_schema);
    schemaDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, schemaDock);
    resizeDocks({schemaDock}, {280}, Qt::Horizontal);

    statusBar()->addPermanentWidget(m_connectionLabel);
    m_connectionLabel->setText(tr("Not connected"));
    createActions();

    connect(m_connections, &db::ConnectionManager::connecting, this, [this](const db::ConnectionConfig &c) {
        m_connectionLabel->setText(tr("Connecting to %1…").arg(c.name));
        m_schema->setLoading(tr("Connecting…"));
    });
    connect(m_connections, &db::ConnectionManager::connected, this, [this](const db::ConnectionConfig &c) {
        m_connectionLabel->setText(QStringLiteral("%1 — %2").arg(c.name, db::engineDisplayName(c.engine)));
        setWindowTitle(QStringLiteral("%1 — Assay").arg(c.name));
        m_console->editor()->setFlavor(db::Dialect::forEngine(c.engine).flavor());
        m_console->banner()->clearMessage();
        statusBar()->showMessage(tr("Connected to %1").arg(c.displayLocation()), 4000);
    });
    connect(m_connections, &db::ConnectionManager::connectFailed, this, &MainWindow::onConnectFailed);
    connect(m_connections, &db::ConnectionManager::catalogLoading, this, [this] { m_schema->setLoading(tr("Reading the schema…")); });
    connect(m_connections, &db::ConnectionManager::catalogLoaded, m_schema, &SchemaTree::setCatalog);
    connect(m_connections, &db::ConnectionManager::catalogFailed, this, [this](const db::DbError &e) {
        m_schema->clear(tr("The schema could not be read: %1").arg(e.displayText()));
    });
    connect(m_connections, &db::ConnectionManager::connectionLost, this, [this](const QString &message) {
        m_console->banner()->showMessage(MessageBanner::Kind::Error,
                                         tr("%1 Assay will reconnect when you run the next statement.").arg(message));
    });
    connect(m_connections, &db::ConnectionManager::disconnected, this, [this] {
        m_connectionLabel->setText(tr("Not connected"));
        m_schema->clear(tr("Not connected."));
        setWindowTitle(QStringLiteral("Assay"));
    });
    connect(m_schema, &SchemaTree::tableActivated, this, &MainWindow::queryTable);
    resize(1200, 780);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *connectAction = file->addAction(icon("connect"), tr("&Connect…"), this, &MainWindow::showConnectDialog);
    connectAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    file->addAction(icon("database"), tr("Open &Sample Database"), this, &MainWindow::openSampleDatabase);
    QAction *refresh = file->addAction(tr("&Refresh Schema"), m_connections, &db::ConnectionManager::refreshCatalog);
    refresh->setShortcut(QKeySequence::Refresh);
    file->addAction(tr("&Disconnect"), m_connections, &db::ConnectionManager::disconnectCurrent);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *query = menuBar()->addMenu(tr("&Query"));
    query->addAction(m_console->runAction());
    query->addAction(m_console->stopAction());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
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
    toolbar->addAction(connectAction);
}

void MainWindow::showConnectDialog()
{
    ConnectionDialog dialog(this);
    if (m_connections->isConnected())
        dialog.setConfig(m_connections->config());
    if (dialog.exec() != QDialog::Accepted)
        return;
    openConnection(dialog.config(), dialog.password());
}

void MainWindow::openConnection(const db::ConnectionConfig &config, const QString &password)
{
    if (config.id == sample::sampleConnectionConfig().id && !sample::sampleDatabaseExists()) {
        openSampleDatabase();
        return;
    }
    m_connections->connectTo(config, password);
}

void MainWindow::openSqliteFile(const QString &path)
{
    db::ConnectionConfig c;
    c.engine = db::Engine::SQLite;
    c.filePath = QFileInfo(path).absoluteFilePath();
    c.name = QFileInfo(path).fileName();
    m_connections->connectTo(c);
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
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher] {
        watcher->deleteLater();
        const QString error = watcher->result();
        statusBar()->clearMessage();
        if (!error.isEmpty()) {
            m_schema->clear(tr("The sample database could not be created."));
            m_console->banner()->showMessage(MessageBanner::Kind::Error, tr("The sample database could not be created: %1").arg(error));
            return;
        }
        m_connections->connectTo(sample::sampleConnectionConfig());
    });
    watcher->setFuture(QtConcurrent::run([self]() {
        return sample::ensureSampleDatabase([self](int percent) {
            QMetaObject::invokeMethod(qApp, [self, percent] {
                if (self)
                    self->statusBar()->showMessage(tr("Creating the sample database… %1%").arg(percent));
            }, Qt::QueuedConnection);
            return true;
        });
    }));
}

void MainWindow::onConnectFailed(const db::ConnectionConfig &config, const db::DbError &error)
{
    m_connectionLabel->setText(tr("Not connected"));
    m_schema->clear(tr("Not connected."));
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
    m_console->banner()->showMessage(MessageBanner::Kind::Error, error.displayText());
}

void MainWindow::queryTable(const QString &schema, const QString &table)
{
    const db::Dialect &d = db::Dialect::forEngine(m_connections->config().engine);
    const QString sql = QStringLiteral("SELECT * FROM %1 %2").arg(d.qualified(schema, table), d.limitClause(100));
    m_console->editor()->setPlainText(sql);
    m_console->run();
}

} // namespace assay::ui
