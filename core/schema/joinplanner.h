#pragma once
// Lucy's GenerateView as a search instead of a CSP solver: the cheapest tree over key edges that
// connects the table uses a question needs, under the database's constraints:
//   C1 only key relationships are followed (declared, inferred with their confidence, the user's);
//   C2 every table use is in the tree, a table used in two roles twice, under aliases that say
//      the role (airports as source and as destination; an employee and their manager);
//   C3 two tables in a many-to-many relation are joined through their join table (unless another
//      needed table already relates them);
//   C4 a lookup table is a leaf: joined once per use, never a hub between two others;
//   C5 as few tables the question did not name as possible, then the surest edges (declared keys
//      win ties), then the analyst's earlier choices, then the columns the question reads.
// Subtypes (a table whose key is a reference to a parent's key) are joined through their parent,
// one parent row per subtype named. Optional branches are LEFT JOINs. Equally good plans are all
// returned, so the analyst can choose instead of getting a silent guess; a choice is kept as a
// JoinPreference and wins the same tie next time.
//
// Exhaustive over connector sets of growing size (fewest extra tables first), which is exact and
// fast for the handful of tables a question names, whatever the size of the schema; bounded by a
// number of search steps (PlanOptions::maxSteps), after which the best plan found so far is
// returned and the result says the search was cut short. Reentrant: plan() keeps no state.

#include "joinplan.h"
#include "schemagraph.h"
#include "schemapatterns.h"
#include "tableuse.h"

#include <QHash>
#include <QSet>

#include <memory>

namespace assay::schema {

namespace detail {
struct PlannerModel;
}

struct PlanOptions {
    int maxExtraTables = 3;  // tables the question did not name that a plan may pass through
    int maxPlans = 4;        // alternatives returned, best first
    int maxCandidates = 40;  // connector tables considered (nearest to the needed ones)
    int maxSteps = 100000;   // search steps for one plan() (candidate sets and tree steps): the bound that keeps any schema finite
    // "table.column" (lower-case, bare table) the question is about: among equally good plans,
    // those joining over these columns come first (a question about arrivals prefers
    // flights.destairport).
    QSet<QString> preferredColumns;
    // The analyst's earlier answers for this connection (with the one just given, if any).
    QList<JoinPreference> preferences;
};

// Tables that do not connect, and what might connect them, for a message the analyst can act on.
struct Disconnection {
    QStringList connected; // the needed tables that connect with the first one
    QStringList apart;     // those that do not
    QStringList nearest;   // candidates, in words ("weather.zip and airports.zip share a name; no key links them")
    bool isEmpty() const { return apart.isEmpty(); }
};

struct PlanResult {
    QList<JoinPlan> plans;   // best first
    QString error;           // why no plan exists (an unknown table, tables that do not connect)
    Disconnection disconnected;
    QStringList useKeys;     // the request's uses (TableUse::key), sorted: what a choice applies to
    int equallyGood = 0;     // how many plans are as good as the first
    bool truncated = false;  // the step limit cut the search short
    QStringList notes;       // how the search had to relax (a lookup as a hub, a role not kept)

    bool ok() const { return !plans.isEmpty(); }
    // More than one plan is as good as the best: the analyst should choose.
    bool ambiguous() const { return equallyGood > 1; }
    // One typed choice per equally good plan, in words (only what differs between them).
    QList<JoinChoice> choices(int max = 4) const;
};

class JoinPlanner {
public:
    JoinPlanner(const SchemaGraph &graph, const SchemaPatterns &patterns);
    ~JoinPlanner();
    JoinPlanner(const JoinPlanner &) = delete;
    JoinPlanner &operator=(const JoinPlanner &) = delete;

    PlanResult plan(const QList<TableUse> &uses, const PlanOptions &options = {}) const;
    // Each table once, in no particular role.
    PlanResult plan(const QStringList &tables, const PlanOptions &options = {}) const;
    // Interactive-T2S's FindShortestPath over a list of items, each a table or "table.column":
    // the fewest-tables plan connecting their tables, joining over the named columns where it
    // can ("flights.destairport, airports.city" joins airports as the destination).
    PlanResult shortestPath(const QStringList &items) const;
    PlanResult shortestPath(const QString &from, const QString &to) const { return shortestPath(QStringList{from, to}); }

    const SchemaGraph &graph() const { return m_graph; }
    const SchemaPatterns &patterns() const { return m_patterns; }

private:
    const SchemaGraph &m_graph;
    const SchemaPatterns &m_patterns;
    std::unique_ptr<detail::PlannerModel> m_model;
};

} // namespace assay::schema
