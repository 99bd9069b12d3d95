#pragma once
// Verified answers in the window: a thumbs-up ("Keep as Example") on an answer verifies it (its
// SQL runs once more on a session of its own and the result's fingerprint is kept with the
// question, in the connection's knowledge store); after a schema change, when the model that
// answers changed, or on demand, every verified question is asked again the way the chat asks it
// (assistant::answerQuestion: the model, or the offline assistant without one) and the report
// says: same result, different result (both shown), or no longer answerable.

#include "verified/verifiedanswer.h"

#include "ask/asktypes.h"
#include "db/connectionconfig.h"

#include <QObject>

#include <memory>

namespace assay::db {
class ConnectionManager;
class DbSession;
} // namespace assay::db
namespace assay::knowledge {
class KnowledgeService;
}
namespace assay::llm {
class LlmService;
}
namespace assay::verified {
class VerifiedStore;
}

namespace assay::ui {

class NotebookDocument;

class VerifiedController : public QObject {
    Q_OBJECT
public:
    VerifiedController(db::ConnectionManager *connections, knowledge::KnowledgeService *knowledge, llm::LlmService *llm,
                       NotebookDocument *document, QObject *parent = nullptr);
    ~VerifiedController() override;

    const QList<verified::VerifiedAnswer> &answers() const { return m_answers; }
    bool isChecking() const { return m_checking; }

    // The thumbs-up: `result` is the chat's answer to `question`.
    void verify(const QString &question, const ask::AskResult &result);
    // Asks every verified question again (`reason` is said in the report: "after a schema change").
    void checkAll(const QString &reason = {});
    void stop();
    void remove(qint64 id);
    // Call when the language-model settings may have changed: a new model re-checks the answers.
    void modelMayHaveChanged();
    // Which model answers now ("offline" without one), as recorded with each check.
    QString currentModel() const;

signals:
    void answersChanged();
    void checkStarted(int total);
    void checkProgress(int done, int total);
    // Counts of the last check: same, different, no longer answerable.
    void checkFinished(int same, int different, int unanswerable, const QString &reason);
    void message(const QString &text, bool isError);

private:
    void onConnected(const db::ConnectionConfig &config);
    void reset();
    void reload();
    db::DbSession *session();
    ask::AskRequest requestTemplate() const;

    db::ConnectionManager *m_connections;
    knowledge::KnowledgeService *m_knowledge;
    llm::LlmService *m_llm;
    NotebookDocument *m_document;
    std::shared_ptr<verified::VerifiedStore> m_store;
    std::unique_ptr<db::DbSession> m_session;
    db::ConnectionConfig m_config;
    QList<verified::VerifiedAnswer> m_answers;
    db::CancelTokenPtr m_cancel;
    bool m_checking = false;
    quint64 m_generation = 0;
    QString m_lastModel;
};

} // namespace assay::ui
