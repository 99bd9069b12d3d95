#pragma once
// The join planner's inside (not for other modules): the graph as the planner reads it, the
// instances a plan is made of (a table may be used more than once), and the search for every tree
// that satisfies the constraints, the building of a JoinPlan from a tree, and the report on
// tables that do not connect.

#include "joinplanner.h"

#include <array>

namespace assay::schema::detail {

// The graph's edges, then sibling joins: two tables referencing the same key of a third
// (city.countrycode = countrylanguage.countrycode) may be joined directly when the third is not
// needed (C5), unless the third is a lookup (C4). Costs, patterns by node.
struct PlannerModel {
    PlannerModel(const SchemaGraph &graph, const SchemaPatterns &patterns);

    const SchemaGraph &graph;
    QList<SchemaEdge> edges;
    QList<double> cost;              // per edge: declared 1, inferred 1 + (1 - confidence), sibling 1.5
    QList<bool> subtype;             // per edge: an ISA edge (child -> parent)
    QList<bool> exclusive;           // per edge: an ISA edge of exclusive subtypes (one per parent row)
    QList<bool> viaLookup;           // per edge: a sibling join on a lookup's key
    QList<bool> sharesParentRow;     // per edge: a sibling join of two exclusive subtypes of one parent
    QHash<int, QList<int>> adjacent; // node -> edges, siblings included
    QSet<int> lookups;
    QSet<int> starRoots;
    QList<std::array<int, 3>> manyToMany; // left, right, bridge
    QHash<int, QSet<int>> subtypeTables;  // parent -> its subtype tables

    QList<int> edgesBetween(int a, int b) const;
    bool usable(int edge, bool relaxed) const;
    bool isSibling(int edge) const { return !edges[edge].via.isEmpty(); }
};

struct Instance {
    int node = -1;
    int use = -1;              // the request's use; -1 for a table the plan adds
    bool required = false;     // a use, or a subtype a use's role names
    int copy = -1;             // parent copies made for subtypes: 0, 1, ... (taken in order)
    QString role;              // as the request named it
    QStringList columns;       // lower-case columns the question reads through this use
    QList<int> boundEdges;     // a role: the instance is joined over one of these edges,
    bool boundAsTarget = true; // as the referenced side (false: as the referencing side),
    int boundPartner = -1;     // to this instance, when set (an implied subtype and its use)
};

struct Link {
    int a = -1;
    int b = -1;
    int edge = -1;
    bool aIsFrom = false; // a holds the referencing columns
};

struct Tree {
    QList<Instance> instances; // the required ones first
    QList<Link> links;
    double cost = 0;
    int preferences = 0; // the analyst's earlier choices it agrees with
    int preferred = 0;   // join columns the question reads
    int order = 0;       // earlier reference columns first (source before destination)
};

enum class Relax {
    None,     // every constraint
    Patterns, // a lookup may connect two tables; subtypes may share a parent row
    Roles,    // ... and roles the schema cannot give are dropped
};

struct SearchLimits {
    int steps = 0;
    bool truncated = false;
};

struct SearchInput {
    QList<Instance> required;
    QList<Instance> pool; // connector candidates
    QStringList useKeys;
    QList<JoinPreference> preferences; // those that apply to these uses
    QSet<QString> preferredColumns;
};

// Every tree over the required instances and exactly `extra` connectors from the pool.
QList<Tree> searchTrees(const PlannerModel &model, const SearchInput &input, int extra, Relax relax, SearchLimits &limits);

// The plan a tree stands for: root, order, aliases that say roles, LEFT JOINs, notes.
JoinPlan buildPlan(const PlannerModel &model, const Tree &tree);

// Why the needed tables do not connect, and the nearest candidates.
Disconnection findDisconnection(const PlannerModel &model, const QList<int> &requiredNodes, int maxExtraTables, QString *message);

} // namespace assay::schema::detail
