#include "databasewatch.h"

#include "chat/askcontroller.h"
#include "drift/driftcontroller.h"
#include "history/historypanel.h"
#include "history/historyservice.h"
#include "mainwindow.h"
#include "messagebanner.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"
#include "sqlconsole.h"
#include "verified/verifiedcontroller.h"
#include "verified/verifiedpanel.h"

#include "db/connectionmanager.h"
#include "knowledgebuild/knowledgeservice.h"
#include "notebook/notebook.h"
#include "notebook/notebookrunner.h"

#include <QAction>
#include <QDockWidget>
#include <QTabWidget>

namespace assay::ui {

DatabaseWatch::DatabaseWatch(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_driftBanner(new MessageBanner(window))
    , m_verifiedBanner(new MessageBanner(window))
    , m_history(new HistoryService(this))
    , m_historyPanel(new HistoryPanel(m_history, window))
    , m_drift(new DriftController(window->connections(), window->knowledge(), window->document(), m_driftBanner, this))
    , m_verified(new VerifiedController(window->connections(), window->knowledge(), window->llm(), window->document(), this))
    , m_verifiedPanel(new VerifiedPanel(m_verified, window))
    , m_historyDock(new QDockWidget(tr("History"), window))
    , m_verifiedDock(new QDockWidget(tr("Verified Answers"), window))
    , m_checkSchema(new QAction(tr("Check for Schema C&hanges"), this))
{
    m_driftBanner->setObjectName(QStringLiteral("driftBanner"));
    m_verifiedBanner->setObjectName(QStringLiteral("verifiedBanner"));
    m_historyDock->setObjectName(QStringLiteral("historyDock"));
    m_historyDock->setWidget(m_historyPanel);
    m_verifiedDock->setObjectName(QStringLiteral("verifiedDock"));
    m_verifiedDock->setWidget(m_verifiedPanel);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_historyDock);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_verifiedDock);
    window->tabifyDockWidget(m_historyDock, m_verifiedDock);
    // Out of the way until asked for (View menu) or until a check has something to show.
    m_historyDock->hide();
    m_verifiedDock->hide();
    m_checkSchema->setToolTip(tr("Read the schema again and compare it with the one Assay saw last time"));
    connect(m_checkSchema, &QAction::triggered, m_drift, &DriftController::checkNow);

    db::ConnectionManager *connections = window->connections();
    connect(connections, &db::ConnectionManager::connected, this, [this](const db::ConnectionConfig &c) {
        m_history->setConnection(c, knowledge::KnowledgeService::storeKey(c));
    });
    connect(connections, &db::ConnectionManager::disconnected, m_history, &HistoryService::clearConnection);
    recordStatements();
    connect(m_historyPanel, &HistoryPanel::openInNewCell, this, &DatabaseWatch::openInNewCell);

    // A thumbs-up on an answer verifies it; a schema change or a new model checks them all again.
    connect(window->askController(), &AskController::answerKept, m_verified, &VerifiedController::verify);
    connect(m_drift, &DriftController::driftFound, this, [this] { m_verified->checkAll(tr("after a schema change")); });
    connect(m_verified, &VerifiedController::checkFinished, this, [this](int same, int different, int unanswerable, const QString &reason) {
        if (different + unanswerable == 0) {
            if (same > 0)
                m_verifiedBanner->showMessage(MessageBanner::Kind::Success, tr("Verified answers checked %1: all %n still give their result.", nullptr, same).arg(reason));
            return;
        }
        m_verifiedBanner->showMessage(MessageBanner::Kind::Warning,
                                      tr("Verified answers checked %1: %2 give a different result, %3 are no longer answerable.")
                                          .arg(reason)
                                          .arg(different)
                                          .arg(unanswerable),
                                      tr("Show"));
    });
    connect(m_verifiedBanner, &MessageBanner::actionTriggered, this, [this] {
        m_verifiedDock->show();
        m_verifiedDock->raise();
    });
    connect(m_verified, &VerifiedController::message, window, [this](const QString &text, bool isError) {
        m_verifiedBanner->showMessage(isError ? MessageBanner::Kind::Error : MessageBanner::Kind::Success, text);
    });
    connect(m_drift, &DriftController::message, window, [this](const QString &text, bool isError) {
        m_driftBanner->showMessage(isError ? MessageBanner::Kind::Error : MessageBanner::Kind::Info, text);
    });
    connect(m_historyPanel, &HistoryPanel::message, window, [this](const QString &text, bool isError) {
        m_driftBanner->showMessage(isError ? MessageBanner::Kind::Error : MessageBanner::Kind::Info, text);
    });
}

DatabaseWatch::~DatabaseWatch()
{
    // The re-check's and the drift check's workers use the model service and the knowledge:
    // they go first, while those still live.
    delete m_verified;
    m_verified = nullptr;
    delete m_drift;
    m_drift = nullptr;
    m_history->waitForIdle();
}

void DatabaseWatch::recordStatements()
{
    connect(m_window->console(), &SqlConsole::statementFinished, this, [this](const QString &sql, const db::ExecSummary &s) {
        history::HistoryEntry e;
        e.source = history::StatementSource::Console;
        e.sql = sql;
        e.durationMs = s.elapsedMs;
        e.rows = s.hasResultSet ? s.rowCount : s.rowsAffected;
        e.error = s.ok() ? QString() : s.error.displayText(sql);
        m_history->record(e);
    });
    NotebookDocument *document = m_window->document();
    connect(document->runner(), &notebook::NotebookRunner::cellFinished, this, [this, document](const QString &id, bool) {
        const notebook::Cell *cell = document->notebook()->cell(id);
        if (!cell || cell->kind != notebook::CellKind::Sql)
            return;
        history::HistoryEntry e;
        e.source = history::StatementSource::Cell;
        e.sql = cell->source;
        e.origin = cell->name;
        e.durationMs = cell->output.elapsedMs;
        e.rows = cell->output.rowCount;
        e.error = cell->output.error;
        m_history->record(e);
    });
    AskController *ask = m_window->askController();
    connect(ask, &AskController::started, this, [this](const QString &question) { m_askedQuestion = question; });
    connect(ask, &AskController::finished, this, [this](const ask::AskResult &result, const QStringList &) {
        for (const ask::AskStep &step : result.steps) {
            if (step.sql.trimmed().isEmpty())
                continue;
            history::HistoryEntry e;
            e.source = history::StatementSource::Assistant;
            e.sql = step.sql;
            e.origin = m_askedQuestion;
            e.rows = step.ok() ? step.sample.totalRows : -1;
            e.error = step.error;
            m_history->record(e);
        }
    });
}

void DatabaseWatch::openInNewCell(const QString &sql)
{
    NotebookDocument *document = m_window->document();
    NotebookView *view = m_window->notebookView();
    const int current = document->notebook()->indexOf(view->currentCellId());
    const int index = current >= 0 ? current + 1 : document->notebook()->count();
    const QString id = document->addCell(notebook::CellKind::Sql, index, sql);
    m_window->tabs()->setCurrentWidget(view);
    view->setCurrentCell(id, true);
}

} // namespace assay::ui
