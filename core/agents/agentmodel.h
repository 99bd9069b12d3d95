#pragma once
// How agents talk to the model: a prompt template filled in, sent on the right role, waited for
// on the agent's worker thread, its JSON pulled out and checked, and its cost booked to the stage
// that asked. Every call becomes an information unit. Cancelling the question aborts the call.

#include "ask/asktypes.h"

#include "db/resulttypes.h"
#include "llm/chattypes.h"
#include "llm/llmsettings.h"

#include <QFuture>

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QMutex>

namespace assay::llm {
class LlmService;
}
namespace assay::ask {
class UnitBuffer;
}

namespace assay::agents {

// Per-stage time, calls, tokens and cost for one question. Thread-safe (fan-outs add from the
// network thread's callbacks via the waiting worker).
class StageBook {
public:
    void begin(const QString &stage); // starts the stage's clock (once)
    void end(const QString &stage);
    void addCall(const QString &stage, int promptTokens, int completionTokens, double cost);
    QList<ask::StageStat> stats() const;

private:
    mutable QMutex m_mutex;
    QList<ask::StageStat> m_stats;
    QHash<QString, QElapsedTimer> m_clocks;
    ask::StageStat &stat(const QString &stage);
};

struct ModelAnswer {
    bool ok = false;
    QString text;
    QJsonObject json; // when JSON was asked for and found
    QString error;    // what went wrong, in words the chat can show
    bool cancelled = false;
};

class AgentModel {
public:
    AgentModel(llm::LlmService *llm, db::CancelTokenPtr cancel, ask::UnitBuffer *units, StageBook *book, QString questionId,
               QString notebookId);

    bool isReady(llm::Role role = llm::Role::Reasoning) const;
    QString readiness(llm::Role role = llm::Role::Reasoning) const;

    // One call. `json`: the answer must contain a JSON object (else ok is false with the reason).
    ModelAnswer ask(const QString &stage, const QString &templateName, const QHash<QString, QString> &values, bool json,
                    llm::Role role = llm::Role::Reasoning);
    // Several calls at once (map steps); answers in order.
    QList<ModelAnswer> askAll(const QString &stage, const QString &templateName, const QList<QHash<QString, QString>> &values,
                              bool json, llm::Role role = llm::Role::Fast);
    // A conversation the caller builds (the tool loop).
    ModelAnswer chat(const QString &stage, const QList<QPair<QString, QString>> &messages, llm::Role role = llm::Role::Reasoning);

    bool cancelled() const;
    // Why the model cannot be asked any more during this question; empty while it can.
    QString unreachable() const;
    db::CancelTokenPtr cancelToken() const { return m_cancel; }
    llm::LlmService *service() const { return m_llm; }

private:
    ModelAnswer finish(const QString &stage, const QString &templateName, QFuture<llm::ChatResponse> &future, bool json);

    llm::LlmService *m_llm;
    db::CancelTokenPtr m_cancel;
    ask::UnitBuffer *m_units;
    StageBook *m_book;
    QString m_questionId;
    QString m_notebookId;
    // Set by the first call that failed for a reason every later call shares (unreachable,
    // refused key, rate limit, server down): later calls fail at once with it instead of each
    // waiting out its own retries. One AgentModel serves one question.
    mutable QMutex m_unreachableMutex;
    QString m_unreachable;
};

} // namespace assay::agents
