#include "askcontroller.h"

#include "knowledgepanel.h"
#include "notebook/notebookdocument.h"

#include "agents/askpipeline.h"
#include "assistant/questionrouter.h"
#include "async/whenfinished.h"
#include "db/connectionmanager.h"
#include "db/dbsession.h"
#include "knowledgebuild/knowledgeservice.h"
#include "llm/llmservice.h"
#include "notebook/notebook.h"
#include "notebook/notebookrunner.h"

#include <QJsonArray>
#include <QPointer>
#include <QUndoStack>
#include <QUuid>

namespace assay::ui {

using ask::AskResult;

AskController::AskController(db::ConnectionManager *connections, knowledge::KnowledgeService *knowledge, llm::LlmService *llm,
                             NotebookDocument *document, QObject *parent)
    : QObject(parent)
    , m_connections(connections)
    , m_knowledge(knowledge)
    , m_llm(llm)
    , m_document(document)
{
    qRegisterMetaType<assay::ask::InformationUnit>();
    qRegisterMetaType<assay::ask::AskResult>();
    // A session belongs to one connection: a new connection gets a new one when asked.
    connect(m_connections, &db::ConnectionManager::disconnected, this, &AskController::sessionGone);
    connect(m_connections, &db::ConnectionManager::connecting, this, &AskController::sessionGone);
}

AskController::~AskController()
{
    stopObservingModelCalls(); // the network thread posts to this object no more
    if (m_cancel)
        m_cancel->cancel();
    m_session.reset();
    // The window is closing: the question's work uses the model service, which goes with it.
    db::DbSession::waitForRetired();
}

void AskController::observeModelCalls(quint64 generation)
{
    if (!m_llm)
        return;
    // Called on the network thread for every delta: post it on, never block there.
    m_llm->observeCalls(m_cancel, [this, generation](const llm::CallProgress &progress) {
        QMetaObject::invokeMethod(this, [this, generation, progress] {
            if (generation == m_generation)
                emit callProgress(progress);
        }, Qt::QueuedConnection);
    });
}

void AskController::stopObservingModelCalls()
{
    if (m_llm && m_cancel)
        m_llm->stopObserving(m_cancel);
}

void AskController::sessionGone()
{
    ++m_generation;
    stopObservingModelCalls();
    if (m_cancel)
        m_cancel->cancel();
    m_session.reset();
    if (m_busy) {
        m_busy = false;
        AskResult r;
        r.outcome = AskResult::Outcome::Cancelled;
        r.message = tr("The connection closed; the question was stopped.");
        emit finished(r, {});
    }
}

QList<ask::ChatTurn> AskController::history() const
{
    QList<ask::ChatTurn> out;
    for (const QJsonValue &v : m_document->notebook()->chat()) {
        const QJsonObject o = v.toObject();
        ask::ChatTurn t;
        t.question = o.value(QStringLiteral("question")).toString();
        t.answer = o.value(QStringLiteral("answer")).toString();
        for (const QJsonValue &c : o.value(QStringLiteral("cells")).toArray())
            t.cellNames << c.toString();
        t.sql = o.value(QStringLiteral("sql")).toString();
        t.tokens = o.value(QStringLiteral("tokens")).toInt();
        t.cost = o.value(QStringLiteral("cost")).toDouble();
        if (!t.question.isEmpty())
            out << t;
    }
    return out;
}

bool AskController::ask(const QString &questionText, const QString &clarification, const schema::JoinChoice &joinChoice,
                        const ask::ReadingOverrides &readingOverrides, bool answerOffline)
{
    const QString question = questionText.trimmed();
    if (question.isEmpty() || m_busy)
        return false;
    if (!m_connections->isConnected()) {
        emit message(tr("Connect to a database first: questions are answered from its data."), true);
        return false;
    }
    if (!m_session)
        m_session = m_connections->openHelperSession();
    if (!m_session) {
        emit message(tr("Assay could not open a connection for the assistant."), true);
        return false;
    }
    // What the analyst said a word means is kept for the connection: the next question with that
    // word reads it at once (the offline assistant reads the glossary's terms that name a table).
    for (const ask::WordMeaning &m : readingOverrides.meanings)
        if (const QString error = keepWordMeaning(m); !error.isEmpty())
            emit message(tr("The meaning of “%1” applies to this question only; it could not be kept: %2").arg(m.word, error), true);
    // What the agents see: copies, so the notebook and the knowledge can move on meanwhile.
    std::shared_ptr<const knowledge::KnowledgeSnapshot> snapshot = m_knowledge->snapshot();
    if (snapshot->catalog.tables.isEmpty()) {
        auto withCatalog = std::make_shared<knowledge::KnowledgeSnapshot>(*snapshot);
        withCatalog->catalog = m_connections->catalog();
        snapshot = withCatalog;
    }
    // A join chosen is kept for the connection: the next question with these tables uses it too.
    if (!joinChoice.isEmpty()) {
        if (const QString error = m_knowledge->addPatternCorrection(joinChoice.preference.toEntry()); !error.isEmpty())
            emit message(tr("The join choice applies to this question only; it could not be kept: %1").arg(error), true);
    }
    ask::AskRequest request;
    request.question = question;
    request.clarification = clarification;
    request.joinChoice = joinChoice;
    request.readingOverrides = readingOverrides;
    request.answerOffline = answerOffline;
    request.questionId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    request.notebookId = m_document->filePath().isEmpty() ? QStringLiteral("unsaved") : m_document->filePath();
    request.cells = m_document->notebook()->cells();
    request.flavor = m_document->notebook()->flavor();
    request.currentCellName = m_currentCell;
    request.history = history();
    request.mode = m_mode;
    // The connection's privacy settings: what the model may see and the assistant may query, and
    // whether cell values may go into prompts (the Knowledge panel's switch until the connection
    // says otherwise). Who answers, and the restriction itself, are core's (assistant::answerQuestion).
    const QJsonObject privacy = m_connections->config().privacy;
    request.policy = security::AccessPolicy::fromJson(privacy);
    request.shareSampleValues = privacy.contains(QStringLiteral("shareSampleValues")) ? request.policy.shareSampleValues
                                                                                      : KnowledgePanel::shareSampleValues();
    request.today = QDate::currentDate();

    m_busy = true;
    stopObservingModelCalls();
    m_cancel = std::make_shared<db::CancelToken>();
    const quint64 generation = ++m_generation;
    observeModelCalls(generation);
    emit started(question);
    llm::LlmService *llm = m_llm;
    db::CancelTokenPtr cancel = m_cancel;
    // The worker posts each unit here, through the application object (this controller may be
    // gone by then: a reconnect does not wait for the worker).
    auto observer = [self = QPointer<AskController>(this), generation](const ask::InformationUnit &unit) {
        async::postIfAlive(self, [generation, unit](AskController &c) {
            if (generation == c.m_generation)
                emit c.progress(unit);
        });
    };
    QFuture<AskResult> f = m_session->submit<AskResult>(
        [llm, snapshot, request, cancel, observer](db::Connection &connection) {
            return assistant::answerQuestion(connection, {snapshot, llm}, request, cancel, observer);
        },
        cancel);
    async::whenFinished(f, this,
        [this, generation, question](const AskResult &r) {
            if (generation == m_generation)
                onResult(r, question);
        },
        [this, generation, question] {
            if (generation != m_generation)
                return;
            AskResult r;
            r.outcome = AskResult::Outcome::Cancelled;
            r.message = tr("Stopped. Nothing was added to the notebook.");
            onResult(r, question);
        });
    return true;
}

QString AskController::keepWordMeaning(const ask::WordMeaning &meaning)
{
    knowledge::GlossaryEntry entry;
    for (const knowledge::GlossaryEntry &g : m_knowledge->snapshot()->glossary) {
        if (g.term.compare(meaning.word, Qt::CaseInsensitive) != 0 || !g.expression.isEmpty() || !g.value.isEmpty())
            continue;
        if (g.table == meaning.table && g.column == meaning.column)
            return {}; // kept already
        entry = g;      // the word meant something else before: it means this now
    }
    entry.kind = knowledge::GlossaryEntry::Kind::Term;
    entry.term = meaning.word;
    entry.table = meaning.table;
    entry.column = meaning.column;
    const QString target = meaning.column.isEmpty() ? meaning.table : meaning.table + QLatin1Char('.') + meaning.column;
    entry.definition = tr("“%1” means %2 (chosen when the offline assistant asked).").arg(meaning.word, target);
    return m_knowledge->saveGlossaryEntry(entry);
}

bool AskController::modelReady() const
{
    return m_llm && m_llm->isReady(llm::Role::Reasoning);
}

QString AskController::modelReadiness() const
{
    if (!m_llm)
        return tr("No language model is configured.");
    return m_llm->readiness(llm::Role::Reasoning).message;
}

bool AskController::answersOffline() const
{
    return m_mode == ask::AskMode::Offline || !modelReady();
}

void AskController::stop()
{
    if (m_cancel && m_session)
        m_session->cancel(m_cancel);
}

void AskController::onResult(const AskResult &result, const QString &question)
{
    m_busy = false;
    // Calls still finishing (an insight after a cancel) report into a question that is over.
    stopObservingModelCalls();
    m_last = result;
    m_lastQuestion = question;
    QStringList cells;
    if (result.outcome == AskResult::Outcome::Answered)
        cells = applyResult(result, question);
    else if (result.outcome == AskResult::Outcome::Failed && !result.offline)
        cells = keepFailedQuery(result, question);
    else
        m_lastCells.clear();
    if (result.outcome != AskResult::Outcome::NeedsClarification)
        remember(question, result, cells);
    emit finished(result, cells);
    if (result.outcome == AskResult::Outcome::NeedsClarification)
        emit clarificationNeeded(result.clarification.question, result.clarification.options);
}

QStringList AskController::applyResult(const AskResult &result, const QString &question)
{
    notebook::Notebook *nb = m_document->notebook();
    QUndoStack *undo = m_document->undoStack();
    m_undoIndexBefore = undo->index();
    undo->beginMacro(tr("Ask: %1").arg(question.left(60)));
    int index = nb->count();
    QStringList names;
    QList<std::pair<QString, QString>> insights; // insight cell, the SQL cell it describes
    QStringList sqlIds;
    for (const ask::AskStep &step : result.steps) {
        if (!step.ok())
            continue;
        // The query cell keeps the units of the answer: a follow-up reads what it was for.
        notebook::Cell cell;
        cell.kind = notebook::CellKind::Sql;
        cell.source = step.sql;
        cell.name = step.cellName;
        cell.units = ask::unitsToJson(step.units);
        const QString sqlId = m_document->insertCell(index++, cell);
        sqlIds << sqlId;
        names << nb->cell(sqlId)->name;
        if (!step.chartIsTable) {
            const QString chartId = m_document->addChartCell(index++, sqlId, step.chart, step.cellName + QStringLiteral("_chart"));
            names << nb->cell(chartId)->name;
        }
        if (!step.insight.isEmpty()) {
            const QString insightId = m_document->addCell(notebook::CellKind::Markdown, index++, step.insight, step.cellName + QStringLiteral("_insight"));
            names << nb->cell(insightId)->name;
            insights.append({insightId, sqlId});
        }
    }
    undo->endMacro();
    m_undoIndexAfter = undo->index();
    m_lastCells = names;
    // Insight cells describe the result their query returns when it runs here; once it has run,
    // they record its hash (a later, different result makes them stale).
    for (const auto &[insightId, sqlId] : insights) {
        auto *once = new QObject(this);
        connect(m_document->runner(), &notebook::NotebookRunner::cellFinished, once,
                [this, once, insightId = insightId, sqlId = sqlId](const QString &id, bool ok) {
                    if (id != sqlId)
                        return;
                    once->deleteLater();
                    notebook::Notebook *nb = m_document->notebook();
                    if (ok && nb->cell(insightId) && nb->cell(sqlId))
                        nb->setInsightSource(insightId, sqlId, nb->cell(sqlId)->output.dataHash);
                });
    }
    for (const QString &id : std::as_const(sqlIds))
        m_document->runner()->run(id);
    return names;
}

QStringList AskController::keepFailedQuery(const AskResult &result, const QString &question)
{
    // The model's last query stays in the notebook with its error, unrun, so the analyst can fix
    // it by hand rather than lose what the model got right.
    m_lastCells.clear();
    const auto last = std::find_if(result.steps.crbegin(), result.steps.crend(),
                                   [](const ask::AskStep &s) { return !s.sql.isEmpty() && !s.error.isEmpty(); });
    if (last == result.steps.crend())
        return {};
    notebook::Notebook *nb = m_document->notebook();
    QUndoStack *undo = m_document->undoStack();
    m_undoIndexBefore = undo->index();
    undo->beginMacro(tr("Ask: %1").arg(question.left(60)));
    const QString id = m_document->addCell(notebook::CellKind::Sql, nb->count(), last->sql, last->cellName);
    undo->endMacro();
    m_undoIndexAfter = undo->index();
    notebook::OutputInfo o;
    o.error = last->error;
    o.ranAt = QDateTime::currentDateTimeUtc();
    nb->setOutput(id, o);
    nb->setState(id, notebook::CellState::Error);
    m_lastCells = {nb->cell(id)->name};
    return m_lastCells;
}

void AskController::remember(const QString &question, const AskResult &result, const QStringList &cells)
{
    QJsonArray chat = m_document->notebook()->chat();
    QString sql;
    for (const ask::AskStep &s : result.steps) {
        if (s.ok())
            sql = s.sql;
    }
    QJsonArray cellArray;
    for (const QString &c : cells)
        cellArray.append(c);
    chat.append(QJsonObject{{QStringLiteral("question"), question},
                            {QStringLiteral("answer"), result.message},
                            {QStringLiteral("cells"), cellArray},
                            {QStringLiteral("sql"), sql},
                            {QStringLiteral("tokens"), result.promptTokens() + result.completionTokens()},
                            {QStringLiteral("cost"), result.cost()},
                            {QStringLiteral("at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}});
    // A long conversation keeps its last hundred turns.
    while (chat.size() > 100)
        chat.removeFirst();
    m_document->notebook()->setChat(chat);
}

bool AskController::canUndoLastAnswer() const
{
    return !m_lastCells.isEmpty() && m_undoIndexAfter >= 0 && m_document->undoStack()->index() == m_undoIndexAfter;
}

bool AskController::undoLastAnswer()
{
    // Only while the answer is still the last edit: otherwise undo would take the user's work.
    if (!canUndoLastAnswer())
        return false;
    m_document->undoStack()->undo();
    m_lastCells.clear();
    return true;
}

bool AskController::regenerateLastAnswer()
{
    if (m_lastQuestion.isEmpty() || m_busy)
        return false;
    undoLastAnswer();
    return ask(m_lastQuestion);
}

QString AskController::keepLastAnswerAsExample()
{
    return keepAsExample(m_last, m_lastQuestion);
}

QString AskController::keepAsExample(const ask::AskResult &result, const QString &question)
{
    QString sql;
    for (const ask::AskStep &s : result.steps) {
        if (s.ok())
            sql = s.sql;
    }
    if (sql.isEmpty() || question.isEmpty())
        return tr("There is no answer to keep.");
    const QString error = m_knowledge->addExample(result.rewritten.isEmpty() ? question : result.rewritten, sql, knowledge::ExampleEntry::Source::Feedback);
    if (error.isEmpty())
        emit answerKept(question, result);
    return error;
}

} // namespace assay::ui
