#include "chatpanel.h"

#include "askcontroller.h"
#include "chatturnwidget.h"

#include "knowledgebuild/contextbuilder.h"
#include "knowledgebuild/knowledgeservice.h"
#include "notebook/notebookdocument.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

namespace assay::ui {

ChatPanel::ChatPanel(AskController *controller, knowledge::KnowledgeService *knowledge, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_knowledge(knowledge)
    , m_scroll(new QScrollArea(this))
    , m_transcript(new QWidget)
    , m_turnsLayout(new QVBoxLayout(m_transcript))
    , m_empty(new QWidget(m_transcript))
    , m_emptyText(new QLabel(m_empty))
    , m_suggestions(new QVBoxLayout)
    , m_input(new QPlainTextEdit(this))
    , m_send(new QPushButton(tr("Ask"), this))
    , m_mode(new QComboBox(this))
{
    m_emptyText->setWordWrap(true);
    m_emptyText->setForegroundRole(QPalette::PlaceholderText);
    auto *emptyLayout = new QVBoxLayout(m_empty);
    emptyLayout->setContentsMargins(6, 6, 6, 6);
    emptyLayout->addWidget(m_emptyText);
    emptyLayout->addLayout(m_suggestions);
    m_turnsLayout->setContentsMargins(0, 0, 0, 0);
    m_turnsLayout->setSpacing(2);
    m_turnsLayout->addWidget(m_empty);
    m_turnsLayout->addStretch();
    m_scroll->setWidget(m_transcript);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);

    m_input->setPlaceholderText(tr("Ask about your data, e.g. “monthly revenue by region last year”"));
    m_input->setAccessibleName(tr("Question"));
    m_input->setTabChangesFocus(true);
    m_input->setFixedHeight(m_input->fontMetrics().lineSpacing() * 3 + 14);
    m_input->installEventFilter(this);
    m_mode->addItem(tr("Step by step"), int(ask::AskMode::Pipeline));
    m_mode->addItem(tr("Explore with tools"), int(ask::AskMode::Tools));
    m_mode->addItem(tr("Offline assistant"), int(ask::AskMode::Offline));
    m_mode->setToolTip(tr("Step by step: clarify, find tables, plan joins, write and check SQL. Explore with tools: the model searches "
                          "columns and values and runs queries until it has the answer. Offline assistant: common questions answered "
                          "by rules, with no language model (also used whenever no model is configured)."));
    m_send->setDefault(false);
    m_send->setAutoDefault(false);

    auto *inputRow = new QHBoxLayout;
    inputRow->addWidget(m_input, 1);
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_send);
    buttons->addWidget(m_mode);
    buttons->addStretch();
    inputRow->addLayout(buttons);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_scroll, 1);
    layout->addLayout(inputRow);

    connect(m_send, &QPushButton::clicked, this, [this] {
        if (m_controller->isBusy())
            m_controller->stop();
        else
            send();
    });
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        m_controller->setMode(ask::AskMode(m_mode->currentData().toInt()));
        updateEmptyState(); // says whether the offline assistant answers
    });
    connect(m_controller, &AskController::started, this, &ChatPanel::onStarted);
    connect(m_controller, &AskController::progress, this, &ChatPanel::onProgress);
    connect(m_controller, &AskController::callProgress, this, [this](const llm::CallProgress &progress) {
        if (m_current)
            m_current->addCallProgress(progress);
    });
    connect(m_controller, &AskController::finished, this, &ChatPanel::onFinished);
    connect(m_controller, &AskController::message, this, &ChatPanel::message);
    connect(m_knowledge, &knowledge::KnowledgeService::contextChanged, this, &ChatPanel::updateEmptyState);
    connect(m_knowledge, &knowledge::KnowledgeService::detached, this, &ChatPanel::updateEmptyState);
    updateEmptyState();
}

bool ChatPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_input && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && !(key->modifiers() & Qt::ShiftModifier)) {
            send();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ChatPanel::updateEmptyState()
{
    m_empty->setVisible(m_turns.isEmpty());
    while (QLayoutItem *item = m_suggestions->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!m_knowledge->isAttached()) {
        m_emptyText->setText(tr("Connect to a database, then ask questions about its data here. Answers arrive as cells in the notebook: "
                                "the SQL, a chart and a short insight, all editable."));
        return;
    }
    const QStringList questions = knowledge::shownDatabaseSummary(m_knowledge->snapshot()->context).questions;
    QString text = questions.isEmpty() ? tr("Ask a question about this database. Answers arrive as cells in the notebook.")
                                       : tr("Ask a question about this database, or start with one of these:");
    if (m_controller->answersOffline())
        text.prepend((m_controller->modelReady() ? tr("The offline assistant answers without a language model: counts, lists, measures "
                                                      "by a dimension, over time, top N, shares, filters on stored values. It says when "
                                                      "a question is beyond it.")
                                                 : tr("No language model is ready: %1 Until one is, the offline assistant answers: "
                                                      "counts, lists, measures by a dimension, over time, top N, shares, filters on "
                                                      "stored values. It says when a question is beyond it.")
                                                       .arg(m_controller->modelReadiness()))
                     + QStringLiteral("\n\n"));
    m_emptyText->setText(text);
    for (const QString &q : questions.mid(0, 5)) {
        auto *b = new QPushButton(q, m_empty);
        b->setFlat(true);
        b->setCursor(Qt::PointingHandCursor);
        b->setStyleSheet(QStringLiteral("text-align: left;"));
        b->setToolTip(q);
        connect(b, &QPushButton::clicked, this, [this, q] { askQuestion(q); });
        m_suggestions->addWidget(b);
    }
}

ChatTurnWidget *ChatPanel::addTurn(const QString &question)
{
    auto *turn = new ChatTurnWidget(question, m_transcript);
    m_turnsLayout->insertWidget(m_turnsLayout->count() - 1, turn);
    m_turns << turn;
    m_empty->hide();
    connect(turn, &ChatTurnWidget::settingsRequested, this, &ChatPanel::settingsRequested);
    return turn;
}

void ChatPanel::reloadHistory()
{
    for (ChatTurnWidget *t : std::as_const(m_turns))
        t->deleteLater();
    m_turns.clear();
    m_current = nullptr;
    for (const ask::ChatTurn &t : m_controller->history()) {
        ChatTurnWidget *w = addTurn(t.question);
        w->setPastAnswer(t.answer, t.cellNames, t.tokens, t.cost);
    }
    updateEmptyState();
    scrollToEnd();
}

bool ChatPanel::askQuestion(const QString &question)
{
    m_pendingQuestion.clear();
    return m_controller->ask(question);
}

void ChatPanel::send()
{
    const QString text = m_input->toPlainText().trimmed();
    if (text.isEmpty() || m_controller->isBusy())
        return;
    if (m_controller->ask(text))
        m_input->clear();
}

void ChatPanel::onStarted(const QString &question)
{
    m_current = addTurn(question);
    m_send->setText(tr("Stop"));
    m_send->setToolTip(tr("Stop the assistant; nothing is added to the notebook"));
    scrollToEnd();
}

void ChatPanel::onProgress(const ask::InformationUnit &unit)
{
    if (m_current) {
        m_current->addProgress(unit);
        scrollToEnd();
    }
}

void ChatPanel::onFinished(const ask::AskResult &result, const QStringList &cells)
{
    m_send->setText(tr("Ask"));
    m_send->setToolTip({});
    ChatTurnWidget *turn = m_current;
    m_current = nullptr;
    if (!turn)
        return;
    // Why the offline assistant answers is said once, and again only when the reason changes or
    // after a model answered meanwhile: repeated under every answer it buries what is new.
    QString notice;
    if (!result.offlineReason.isEmpty() && result.offlineReason != m_saidOfflineReason)
        notice = result.offlineReason;
    if (result.outcome != ask::AskResult::Outcome::Cancelled)
        m_saidOfflineReason = result.offlineReason;
    turn->setResult(result, cells, notice);
    // Answered offline because no model is ready: the way to one is a click away.
    if (result.offline && !m_controller->modelReady() && m_controller->mode() != ask::AskMode::Offline)
        turn->offerSettings();
    const QString question = turn->question();
    connect(turn, &ChatTurnWidget::optionChosen, this, [this, question](const QString &option) { m_controller->ask(question, option); });
    connect(turn, &ChatTurnWidget::joinChosen, this, [this, question](const schema::JoinChoice &choice, const QString &answer) {
        if (!m_controller->isBusy())
            m_controller->ask(question, answer, choice);
    });
    connect(turn, &ChatTurnWidget::offlineRequested, this, [this, question] {
        if (!m_controller->isBusy())
            m_controller->ask(question, {}, {}, {}, true);
    });
    // An answer to the offline assistant's question back: nothing was added, so nothing is undone.
    connect(turn, &ChatTurnWidget::readingChosen, this, [this, question](const ask::ReadingChoice &reading) {
        if (!m_controller->isBusy())
            m_controller->ask(question, {}, reading.join, reading.overrides, true);
    });
    // Another reading of the offline assistant: its cells replace this answer's.
    connect(turn, &ChatTurnWidget::alternativeChosen, this, [this, question](const ask::ReadingChoice &reading) {
        if (m_controller->isBusy())
            return;
        m_controller->undoLastAnswer();
        m_controller->ask(question, {}, reading.join, reading.overrides, true);
    });
    // The turn's own answer, not whatever was asked last: older turns keep their button.
    connect(turn, &ChatTurnWidget::keepRequested, this, [this, turn, result, question] {
        const QString error = m_controller->keepAsExample(result, question);
        emit message(error.isEmpty() ? tr("Kept as an example: similar questions will be answered like this one.") : error, !error.isEmpty());
        turn->keepButton()->setEnabled(false);
    });
    connect(turn, &ChatTurnWidget::undoRequested, this, [this, turn] {
        if (!m_controller->undoLastAnswer())
            emit message(tr("The answer's cells were changed since; use Edit → Undo to go back step by step."), true);
        turn->undoButton()->setEnabled(false);
    });
    connect(turn, &ChatTurnWidget::againRequested, this, [this, turn] {
        turn->againButton()->setEnabled(false);
        m_controller->regenerateLastAnswer();
    });
    // Only the newest answer can be undone or asked again from the chat.
    for (ChatTurnWidget *t : std::as_const(m_turns)) {
        if (t != turn) {
            t->undoButton()->setEnabled(false);
            t->againButton()->setEnabled(false);
        }
    }
    scrollToEnd();
}

void ChatPanel::scrollToEnd()
{
    QTimer::singleShot(0, this, [this] { m_scroll->verticalScrollBar()->setValue(m_scroll->verticalScrollBar()->maximum()); });
}

} // namespace assay::ui
