#include "sqlconsole.h"
#include "async/whenfinished.h"

#include "writeconfirmation.h"
#include "security/writedescription.h"
#include "db/dialect.h"

#include "icons.h"
#include "messagebanner.h"
#include "resultgrid.h"
#include "sqleditor.h"

#include "db/connectionmanager.h"
#include "db/dbsession.h"
#include "db/engine.h"
#include "db/resultmodel.h"
#include "db/resultstore.h"

#include <QAction>
#include <QElapsedTimer>
#include <QFuture>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace assay::ui {

SqlConsole::SqlConsole(db::ConnectionManager *connections, QWidget *parent)
    : QWidget(parent)
    , m_connections(connections)
    , m_editor(new SqlEditor(this))
    , m_banner(new MessageBanner(this))
    , m_grid(new ResultGrid(this))
    , m_status(new QLabel(this))
    , m_progressTimer(new QTimer(this))
{
    auto *toolbar = new QToolBar(this);
    toolbar->setIconSize(QSize(16, 16));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_run = toolbar->addAction(icon("run"), tr("Run"));
    m_run->setToolTip(tr("Run the selection or the statement under the cursor (Ctrl+Enter)"));
    m_stop = toolbar->addAction(icon("stop"), tr("Stop"));
    m_stop->setToolTip(tr("Stop the running statement (Shift+Esc)"));
    m_stop->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Escape));
    m_stop->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_stop);
    auto *spacer = new QWidget(toolbar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolbar->addWidget(spacer);
    toolbar->addWidget(m_status);
    m_status->setContentsMargins(0, 0, 8, 0);
    m_status->setAccessibleName(tr("Query status"));

    auto *resultArea = new QWidget(this);
    auto *resultLayout = new QVBoxLayout(resultArea);
    resultLayout->setContentsMargins(0, 4, 0, 0);
    resultLayout->setSpacing(4);
    resultLayout->addWidget(m_banner);
    resultLayout->addWidget(m_grid, 1);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_editor);
    splitter->addWidget(resultArea);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 4);
    layout->setSpacing(2);
    layout->addWidget(toolbar);
    layout->addWidget(splitter, 1);

    connect(m_run, &QAction::triggered, this, &SqlConsole::run);
    connect(m_stop, &QAction::triggered, this, &SqlConsole::stop);
    connect(m_editor, &SqlEditor::runRequested, this, &SqlConsole::run);
    connect(m_editor, &SqlEditor::runAndAdvanceRequested, this, &SqlConsole::run);
    connect(m_banner, &MessageBanner::activated, this, [this] {
        if (m_editor->extraSelections().size() > 1)
            m_editor->moveCursorTo(m_editor->extraSelections().last().cursor.selectionStart());
    });
    connect(m_connections, &db::ConnectionManager::connected, this, &SqlConsole::updateActions);
    connect(m_connections, &db::ConnectionManager::disconnected, this, [this] {
        m_job = nullptr;
        m_grid->clearResult();
        updateActions();
    });
    connect(m_connections, &db::ConnectionManager::catalogLoaded, m_editor, &SqlEditor::setCatalog);
    m_progressTimer->setInterval(100);
    connect(m_progressTimer, &QTimer::timeout, this, &SqlConsole::updateProgress);
    updateActions();
}

SqlConsole::~SqlConsole()
{
    if (m_job)
        m_job->cancel();
}

bool SqlConsole::isRunning() const
{
    return m_job != nullptr;
}

void SqlConsole::updateActions()
{
    const bool connected = m_connections->isConnected();
    m_run->setEnabled(connected && !m_job);
    m_stop->setEnabled(m_job != nullptr);
    if (!connected && !m_job)
        m_status->setText(tr("Not connected"));
}

void SqlConsole::run()
{
    int offset = 0;
    const QString sql = m_editor->statementAtCursor(&offset);
    if (sql.trimmed().isEmpty()) {
        m_banner->showMessage(MessageBanner::Kind::Info, tr("There is nothing to run: write a statement first."));
        return;
    }
    startJob(sql, offset);
}

void SqlConsole::runSql(const QString &sql)
{
    startJob(sql, -1);
}

void SqlConsole::startJob(const QString &sql, int offsetInEditor)
{
    if (!m_connections->isConnected() || !m_connections->session()) {
        m_banner->showMessage(MessageBanner::Kind::Warning, tr("Connect to a database first (File > Connect)."));
        return;
    }
    if (m_job || m_checking) {
        m_banner->showMessage(MessageBanner::Kind::Info, tr("A statement is still running. Stop it first."));
        return;
    }
    // Statements that write run only after the user has read what they change (read-only and
    // production connections refuse them in the engine, with their own message). The engine's
    // parser is asked first, so a typo shows as the syntax error it is, not as a write to approve.
    if (const db::ConnectionConfig &c = m_connections->config(); !c.readOnly && !c.production) {
        const QStringList changes = security::describeWrites(sql, db::Dialect::forEngine(c.engine).flavor());
        if (!changes.isEmpty()) {
            m_checking = true;
            updateActions();
            async::whenFinished(m_connections->session()
                ->submit<db::DbError>([sql](db::Connection &connection) { return connection.checkSyntax(sql); }), this,
        [this, sql, offsetInEditor, changes](const db::DbError &error) {
                    m_checking = false;
                    updateActions();
                    if (error.kind == db::DbError::Kind::Syntax) {
                        showSyntaxError(error, sql, offsetInEditor);
                        return;
                    }
                    if (!confirmWrite(this, tr("This statement"), changes)) {
                        m_banner->showMessage(MessageBanner::Kind::Info, tr("Not run: nothing was changed."));
                        return;
                    }
                    if (m_connections->isConnected() && m_connections->session())
                        runConfirmed(sql, offsetInEditor);
                },
        [this] {
                    m_checking = false;
                    updateActions();
                });
            return;
        }
    }
    runConfirmed(sql, offsetInEditor);
}

void SqlConsole::showSyntaxError(const db::DbError &error, const QString &sql, int offsetInEditor)
{
    m_banner->showMessage(MessageBanner::Kind::Error, error.displayText(sql));
    if (error.position >= 0 && offsetInEditor >= 0)
        m_editor->markError(offsetInEditor + error.position);
    m_status->setText(tr("Not run: the statement does not parse."));
}

void SqlConsole::runConfirmed(const QString &sql, int offsetInEditor)
{
    m_banner->clearMessage();
    m_editor->clearErrorMark();
    m_jobOffset = offsetInEditor;
    m_jobSql = sql;
    db::ExecOptions options;
    // A driver that reads whole results (QMYSQL) would hold a 10-million-row answer in memory
    // before the first row shows: cap it. Streaming engines keep the whole result, spilled to disk.
    if (db::driverBuffersWholeResults(m_connections->config().engine))
        options.maxRows = db::BufferedResultRowCap;
    m_jobRowCap = options.maxRows;
    m_job = m_connections->session()->startQuery(sql, options, this);
    m_grid->showJob(m_job);
    connect(m_job, &db::QueryJob::finished, this, &SqlConsole::onFinished);
    m_clock = std::make_unique<QElapsedTimer>();
    m_clock->start();
    m_progressTimer->start();
    updateProgress();
    updateActions();
}

void SqlConsole::stop()
{
    if (m_job)
        m_job->cancel();
}

void SqlConsole::updateProgress()
{
    if (!m_job || !m_clock)
        return;
    const qint64 rows = m_job->store()->rowCount();
    const QLocale locale;
    m_status->setText(rows > 0 ? tr("%Ln row(s) so far, %1 s…", nullptr, int(std::min<qint64>(rows, INT_MAX))).arg(m_clock->elapsed() / 1000.0, 0, 'f', 1)
                               : tr("Running, %1 s…").arg(m_clock->elapsed() / 1000.0, 0, 'f', 1));
}

QString SqlConsole::resultStatus(const db::ExecSummary &summary, const QString &elapsed) const
{
    const QLocale locale;
    if (summary.truncated && summary.rowCount == m_jobRowCap)
        return tr("First %1 rows in %2").arg(locale.toString(summary.rowCount), elapsed); // the banner says why
    QString text = summary.rowCount == 1 ? tr("1 row in %1").arg(elapsed)
                                         : tr("%1 rows in %2").arg(locale.toString(summary.rowCount), elapsed);
    if (summary.truncated)
        text += tr(" (limit reached)");
    return text;
}

void SqlConsole::onFinished(const db::ExecSummary &summary)
{
    m_progressTimer->stop();
    m_job->deleteLater();
    m_job = nullptr;
    const QLocale locale;
    const QString elapsed = summary.elapsedMs < 1000 ? tr("%1 ms").arg(summary.elapsedMs)
                                                     : tr("%1 s").arg(summary.elapsedMs / 1000.0, 0, 'f', 2);
    if (!summary.ok()) {
        const QString message = summary.error.displayText(m_jobSql);
        const bool cancelled = summary.error.kind == db::DbError::Kind::Cancelled;
        m_banner->showMessage(cancelled ? MessageBanner::Kind::Warning : MessageBanner::Kind::Error, message);
        if (summary.error.position >= 0 && m_jobOffset >= 0)
            m_editor->markError(m_jobOffset + summary.error.position);
        m_status->setText(cancelled && summary.rowCount > 0 ? tr("Stopped after %Ln row(s)", nullptr, int(std::min<qint64>(summary.rowCount, INT_MAX)))
                                                            : tr("Failed after %1").arg(elapsed));
    } else if (summary.hasResultSet) {
        m_status->setText(resultStatus(summary, elapsed));
        if (summary.truncated && summary.rowCount == m_jobRowCap) {
            m_banner->showMessage(MessageBanner::Kind::Info,
                                  tr("Showing the first %1 rows: the %2 driver reads whole results into memory, so the "
                                     "console stops there. Add a filter, LIMIT or GROUP BY to see the rest.")
                                      .arg(locale.toString(m_jobRowCap), db::engineDisplayName(m_connections->config().engine)));
        }
    } else {
        m_grid->clearResult();
        const QString affected = summary.rowsAffected == 1  ? tr("1 row affected")
                                 : summary.rowsAffected >= 0 ? tr("%1 rows affected").arg(locale.toString(summary.rowsAffected))
                                                             : tr("Statement executed");
        m_banner->showMessage(MessageBanner::Kind::Success, tr("%1 in %2.").arg(affected, elapsed));
        m_status->setText(elapsed);
    }
    updateActions();
    emit statementFinished(m_jobSql, summary);
    if (summary.ok() && summary.hasResultSet)
        emit querySucceeded(m_jobSql);
    emit queryFinished(summary.ok());
}

} // namespace assay::ui
