#pragma once
// Interactive-T2S's tool mode (sections 3.3-3.5): the model explores with SearchColumn,
// SearchValue, FindShortestPath and ExecuteSQL in a thought/action loop (two exemplars in the
// prompt, a round limit) until it answers with a query that ran. Actions that cannot be read or
// tools that fail come back as an error observation; nothing the model writes can crash the loop.

#include "agentmodel.h"
#include "ask/steprunner.h"
#include "ask/timeexpressions.h"

#include "knowledge/knowledgesnapshot.h"
#include "schema/joinplanner.h"

namespace assay::agents {

struct ToolAction {
    QString tool;     // "SearchColumn", ...; empty when the text held no readable action
    QString argument;
};

// The last "Action: Tool(argument)" in a model turn (the argument may span lines).
ToolAction parseToolAction(const QString &text);

// What a tool did, for the loop; the text is the observation the model reads. Whether it
// worked is a type, never read back from the (translated) words.
struct ToolObservation {
    enum class Outcome { Done, Failed };
    Outcome outcome = Outcome::Done;
    QString text;
    bool failed() const { return outcome == Outcome::Failed; }
    static ToolObservation done(const QString &text) { return {Outcome::Done, text}; }
    static ToolObservation failure(const QString &text) { return {Outcome::Failed, text}; }
};

class AgentTools {
public:
    AgentTools(const knowledge::KnowledgeSnapshot &knowledge, const schema::JoinPlanner &planner, const ask::StepRunner &runner,
               const db::Dialect &dialect, bool shareValues);
    // The observation for an action; a failure's text starts "Error: ..." for the model.
    ToolObservation run(const ToolAction &action, const db::CancelTokenPtr &cancel) const;

private:
    ToolObservation searchColumn(const QString &words) const;
    ToolObservation searchValue(const QString &argument) const;
    ToolObservation findShortestPath(const QString &argument) const;
    ToolObservation executeSql(const QString &sql, const db::CancelTokenPtr &cancel) const;

    const knowledge::KnowledgeSnapshot &m_knowledge;
    const schema::JoinPlanner &m_planner;
    const ask::StepRunner &m_runner;
    const db::Dialect &m_dialect;
    bool m_shareValues;
};

struct ToolLoopOutcome {
    QString sql;         // the answer (it ran)
    int rounds = 0;
    QString error;
    bool cancelled = false;
};

ToolLoopOutcome runToolLoop(AgentModel &model, const AgentTools &tools, const ask::StepRunner &runner, const QString &question,
                            const QString &dialectName, const QString &tables, const QList<ask::TimeRange> &times, const QDate &today,
                            int maxRounds, ask::UnitBuffer &units);

} // namespace assay::agents
