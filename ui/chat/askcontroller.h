#pragma once
// The GUI side of asking: takes a copy of the notebook and the conversation, runs the ask
// pipeline on a database session of its own (so the user's queries never wait behind it),
// relays the stages as they happen, and turns an answer into cells: a SQL cell per step, a chart
// cell and an insight below it, all one undoable edit. Keeps the conversation in the notebook.

#include "ask/asktypes.h"
#include "llm/llmservice.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace assay::db {
class ConnectionManager;
class DbSession;
} // namespace assay::db
namespace assay::knowledge {
class KnowledgeService;
}
namespace assay::ui {

class NotebookDocument;

class AskController : public QObject {
    Q_OBJECT
public:
    AskController(db::ConnectionManager *connections, knowledge::KnowledgeService *knowledge, llm::LlmService *llm,
                  NotebookDocument *document, QObject *parent = nullptr);
    ~AskController() override;

    bool isBusy() const { return m_busy; }
    void setMode(ask::AskMode mode) { m_mode = mode; }
    ask::AskMode mode() const { return m_mode; }
    void setCurrentCellName(const QString &name) { m_currentCell = name; }
    // Whether a language model is ready; without one, questions go to the offline assistant.
    bool modelReady() const;
    // Why no model is ready ("No language model is chosen for the reasoning role ..."), empty
    // when one is.
    QString modelReadiness() const;
    // The next question will be answered by the offline assistant (chosen, or no model ready).
    bool answersOffline() const;

    // Starts a question; `clarification` answers a question asked back; `joinChoice` answers
    // "which way do these tables connect?" and is kept for the connection as a pattern correction;
    // `readingOverrides` are the parts of the offline assistant's reading the analyst chose, and
    // `answerOffline` has the offline assistant answer.
    bool ask(const QString &question, const QString &clarification = {}, const schema::JoinChoice &joinChoice = {},
             const ask::ReadingOverrides &readingOverrides = {}, bool answerOffline = false);
    void stop();
    // The latest answer: undo its cells, ask it again, or keep it as an example.
    bool undoLastAnswer();
    bool regenerateLastAnswer();
    QString keepLastAnswerAsExample();
    // Any earlier answer of the conversation: each chat turn keeps its own result.
    QString keepAsExample(const ask::AskResult &result, const QString &question);
    bool canUndoLastAnswer() const;

    const ask::AskResult &lastResult() const { return m_last; }
    QList<ask::ChatTurn> history() const;

signals:
    void started(const QString &question);
    void progress(const assay::ask::InformationUnit &unit);
    void finished(const assay::ask::AskResult &result, const QStringList &cellNames);
    void clarificationNeeded(const QString &question, const QStringList &options);
    void message(const QString &text, bool isError);
    // The question's model calls: text as it streams in, then which model answered and at what
    // price (on the GUI thread, for the current question only).
    void callProgress(const assay::llm::CallProgress &progress);
    // An answer was kept as an example (the thumbs-up): it is verified too (ui/verified).
    void answerKept(const QString &question, const assay::ask::AskResult &result);

private:
    void onResult(const ask::AskResult &result, const QString &question);
    QStringList keepFailedQuery(const ask::AskResult &result, const QString &question);
    QStringList applyResult(const ask::AskResult &result, const QString &question);
    void remember(const QString &question, const ask::AskResult &result, const QStringList &cells);
    void sessionGone();
    void observeModelCalls(quint64 generation);
    void stopObservingModelCalls();
    // Keeps what the analyst said a word means as a glossary term naming its table or column; an
    // error in words, or empty.
    QString keepWordMeaning(const ask::WordMeaning &meaning);

    db::ConnectionManager *m_connections;
    knowledge::KnowledgeService *m_knowledge;
    QPointer<llm::LlmService> m_llm; // may go before this object does (the window's children)
    NotebookDocument *m_document;
    std::unique_ptr<db::DbSession> m_session;
    db::CancelTokenPtr m_cancel;
    ask::AskMode m_mode = ask::AskMode::Pipeline;
    QString m_currentCell;
    bool m_busy = false;
    quint64 m_generation = 0;
    ask::AskResult m_last;
    QString m_lastQuestion;
    QStringList m_lastCells;
    int m_undoIndexBefore = -1; // the undo stack around the last answer's cells
    int m_undoIndexAfter = -1;
};

} // namespace assay::ui

Q_DECLARE_METATYPE(assay::ask::InformationUnit)
Q_DECLARE_METATYPE(assay::ask::AskResult)
