#pragma once
// Lucy's GenerateView as a search instead of a CSP solver: the cheapest tree over key edges that
// connects the tables a question needs, under the database's constraints:
//   C1 only key relationships are followed;
//   C2 every needed table is in the tree;
//   C3 two tables in a many-to-many relation are joined through their join table;
//   C4 a lookup table is a leaf: it serves each table that uses it, never connects two others;
//   C5 as few tables the question did not name as possible, then the surest edges.
// Equally good plans are all returned, so the user can choose instead of getting a silent guess.
// Exhaustive over connector sets of growing size (fewest extra tables first), which is exact and
// fast for the handful of tables a question names, whatever the size of the schema.

#include "joinplan.h"
#include "schemagraph.h"
#include "schemapatterns.h"

#include <QHash>
#include <QSet>

namespace assay::schema {

struct PlanOptions {
    int maxExtraTables = 3;
    int maxPlans = 4;        // alternatives returned, best first
    int maxCandidates = 40;  // connector tables considered (nearest to the needed ones)
    // "table.column" (lower-case) the question is about: among equally good plans, those joining
    // over these columns come first (a question about arrivals prefers flights.destairport).
    QSet<QString> preferredColumns;
};

struct PlanResult {
    QList<JoinPlan> plans; // best first
    QString error;         // why no plan exists (an unknown table, no key path)

    bool ok() const { return !plans.isEmpty(); }
    // More than one plan is as good as the best: the user should choose.
    bool ambiguous() const;
};

class JoinPlanner {
public:
    JoinPlanner(const SchemaGraph &graph, const SchemaPatterns &patterns);

    PlanResult plan(const QStringList &tables, const PlanOptions &options = {}) const;
    // The fewest-edges path between two tables (Interactive-T2S's FindShortestPath), as a plan.
    PlanResult shortestPath(const QString &from, const QString &to) const;

private:
    struct Tree {
        QList<int> nodes;
        QList<int> edges; // into m_edges
        double cost = 0;
        int order = 0;    // tie-break: earlier reference columns first
        int preferred = 0; // join columns the question is about
    };
    const SchemaEdge &edge(int i) const { return m_edges[i]; }
    QList<int> candidates(const QList<int> &required, const PlanOptions &options) const;
    bool usable(int edge) const;
    void treesOver(const QList<int> &nodes, const QList<int> &required, const PlanOptions &options, QList<Tree> &out) const;
    bool satisfiesConstraints(const QList<int> &nodes, const QList<int> &edges) const;
    JoinPlan toPlan(const Tree &tree, const QList<int> &required) const;

    const SchemaGraph &m_graph;
    const SchemaPatterns &m_patterns;
    // The graph's edges, then sibling joins: two tables referencing the same key of a third
    // (city.countrycode = countrylanguage.countrycode) may be joined directly when the third is
    // not needed (C5), unless the third is a lookup (C4).
    QList<SchemaEdge> m_edges;
    QHash<int, QList<int>> m_adjacent;
    // The current search relaxes C4 (a second pass when the strict one finds nothing). A plan()
    // call is not reentrant: one planner per thread.
    mutable bool m_relaxed = false;
};

} // namespace assay::schema
