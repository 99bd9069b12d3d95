#pragma once
// The offline assistant: answers the common questions of exploration with no language model.
// A question is read by rules into a small query plan (what to count or aggregate, by what,
// filtered by which stored values and which time range, ordered and limited how), using the
// knowledge snapshot (names, descriptions, glossary, value search) and the join planner; the
// plan becomes SQL for the connection's dialect, runs read-only through the agents' StepRunner
// and is presented (chart by the rules, insight from facts) exactly like a model's answer.
//
// It says what it understood ("I read this as: sum of order_lines.amount by regions.name,
// 2023") and offers other readings of each part it chose among (other columns for the measure or
// the dimension, other places a value is stored); choosing one reads the question again with that
// choice fixed. Questions beyond it (why, predictions, comparisons that need nesting or set
// operations, nothing recognisable) are declined with a message instead of guessed.
//
// Deterministic: the same snapshot and question give the same SQL. One instance per thread (the
// join planner it holds is not reentrant).

#include "askback.h"
#include "staged.h"

#include "ask/asktypes.h"
#include "db/engine.h"
#include "schema/schemapatterns.h"

#include <QDate>

#include <functional>
#include <memory>

namespace assay::ask {
class ModelReview;
}
namespace assay::db {
class Connection;
}
namespace assay::knowledge {
struct KnowledgeSnapshot;
}

namespace assay::offline {

// What the assistant made of a question, before anything runs.
struct Reading {
    bool understood = false;
    Decline decline; // when not understood: why (Decline::text says it, and what it can answer instead)
    QString sql;
    QString interpretation; // "sum of order_lines.amount by regions.name, 2023-01-01 to 2023-12-31"
    QList<ask::ReadingChoice> alternatives;
    QStringList tables; // catalog tables the SQL reads
    QString shape;      // count, list, distinct, aggregate, group, top, superlative, share, having
    // Not answered: the reading rests on a weak link, and the analyst is asked which is meant
    // (the reading it would use is the first option; interpretation says the rest).
    std::optional<AskBack> askBack;
};

class OfflineAssistant {
public:
    OfflineAssistant(std::shared_ptr<const knowledge::KnowledgeSnapshot> knowledge,
                     db::Engine engine, const schema::PatternCorrections &corrections = {});
    ~OfflineAssistant();
    OfflineAssistant(const OfflineAssistant &) = delete;
    OfflineAssistant &operator=(const OfflineAssistant &) = delete;

    // Reads a question into SQL. `choices` are the parts of the reading the analyst fixed by
    // choosing an alternative (ReadingChoice::overrides: the measure is order_lines.quantity), and
    // `join` the join path chosen.
    Reading read(const QString &question, const QDate &today, const ask::ReadingOverrides &choices = {},
                 const schema::JoinChoice &join = {}) const;

    // The whole answer: read, run (read-only, row cap, timeout) and present, as an AskResult
    // with `offline` set, the interpretation and its alternatives.
    // `chartCheck`: a model's check of the chart (ask::ChartCheckOnly), as the chat's other
    // answers get when a model is ready; none checks nothing (the insight is always computed).
    ask::AskResult
    answer(const ask::AskRequest &request, db::Connection &connection,
           const db::CancelTokenPtr &cancel,
           const std::function<void(const ask::InformationUnit &)> &observer = {},
           const ask::ModelReview *chartCheck = nullptr) const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace assay::offline
