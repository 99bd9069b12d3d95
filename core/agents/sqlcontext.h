#pragma once
// What the SQL-writing stage receives for one step, built in one place for the pipeline and for
// `assay eval context`: the linked schema (coarse retrieval, then the model's fine filter or,
// without a model, the coarse candidates passed through whole), the relationships among the
// linked tables, the join plan, the question's stored values, glossary entries and examples. The
// evaluation measures exactly what a model would be sent because it calls this code.

#include "schemalinker.h"
#include "sqlgenerator.h"

#include "schema/joinplanner.h"
#include "schema/schemapatterns.h"

namespace assay::db {
class Dialect;
}

namespace assay::agents {

// The join stage's outcome: the view the prompt shows, or a question back when two plans are
// equally good (a typed choice per plan).
struct JoinStage {
    QString view = QStringLiteral("(none)");
    QStringList notes;      // for the analyst: left-out tables, many-to-many links
    schema::JoinPlan plan;  // the chosen plan; empty when nothing is joined
    int alternatives = 0;
    ask::Clarification askBack;  // set when the analyst must choose
};

struct SqlContext {
    LinkedSchema linked;
    JoinStage joins;
    GenerationInput input; // cells and time are the caller's

    // "table.column", lower-case, of every column the prompt lists.
    QSet<QString> shownColumns(const knowledge::KnowledgeSnapshot &k) const;
    // Canonical edge keys (schema::canonicalEdgeKey) of every join the prompt states: the
    // relationships among the linked tables and the join view's.
    QSet<QString> statedEdges(const knowledge::KnowledgeSnapshot &k) const;
};

class SqlContextBuilder {
public:
    // `extra`: corrections besides the connection's own (KnowledgeSnapshot::corrections).
    SqlContextBuilder(const knowledge::KnowledgeSnapshot &k, const schema::PatternCorrections &extra = {});

    const schema::SchemaGraph &graph() const { return m_graph; }
    const schema::JoinPlanner &planner() const { return m_planner; }
    const schema::PatternCorrections &corrections() const { return m_corrections; }

    LinkedSchema link(AgentModel &model, const QString &question, const LinkOptions &options) const;
    // Plans the joins of the linked tables (adding the tables a plan passes through to `linked`).
    // `mayAskBack`: two equally good plans become a question instead of a silent pick.
    JoinStage planJoins(LinkedSchema &linked, const QString &question, const schema::JoinChoice &choice, bool mayAskBack,
                        const db::Dialect &dialect) const;
    // The schema, joins, values, glossary and examples of the generation input.
    void fill(GenerationInput &in, const LinkedSchema &linked, const JoinStage &joins, const QString &question, bool shareValues) const;

    // The whole context for one question without asking back (the evaluation's path).
    SqlContext build(AgentModel &model, const QString &question, const db::Dialect &dialect, const QString &dialectName,
                     const LinkOptions &options) const;

private:
    const knowledge::KnowledgeSnapshot &m_knowledge;
    schema::PatternCorrections m_corrections;
    schema::SchemaGraph m_graph;
    schema::SchemaPatterns m_patterns;
    schema::JoinPlanner m_planner;
};

} // namespace assay::agents
