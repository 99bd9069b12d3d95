#pragma once
// The schema as a graph: tables are nodes, foreign keys are edges (declared by the catalog,
// inferred by the knowledge layer, or added by the user). Join planning, schema linking and the
// offline assistant walk it. A plain value: build it once per catalog and share it read-only.

#include "db/catalog.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace assay::knowledge {
struct DataContext;
}

namespace assay::schema {

struct SchemaNode {
    QString name;      // qualified as in the catalog ("schema.table" or "table")
    QString table;     // the table part
    qint64 rows = -1;  // profiled or estimated; -1 unknown
    int columns = 0;
    QStringList primaryKey;
    QStringList columnNames; // every column, for telling what might connect tables no key links
    QString role;      // "fact", "dimension", "bridge", "lookup" from the knowledge layer; empty if unknown
};

struct SchemaEdge {
    enum class Source { Declared, Inferred, User };
    int from = -1; // the referencing table (the "many" side)
    int to = -1;   // the referenced table
    QStringList fromColumns;
    QStringList toColumns;
    Source source = Source::Declared;
    double confidence = 1.0;
    bool nullable = false; // a referencing column may be NULL: rows without a partner exist
    int position = 0;      // where the referencing column sits in its table (the first reference
                           // is usually the main one: source before destination airport)
    QString via;           // a sibling join: both sides reference this table's key (planner only)

    // Declared keys cost 1; an inferred key costs more the less sure it is, so a plan prefers
    // declared paths when both exist.
    double cost() const
    {
        if (!via.isEmpty())
            return 1.5; // fewer tables than going through `via`, but never preferred over it
        return source == Source::Inferred ? 1.0 + (1.0 - confidence) : 1.0;
    }
};

class SchemaGraph {
public:
    static SchemaGraph fromCatalog(const db::Catalog &catalog);
    // The catalog's keys plus what the knowledge layer inferred, with its row counts and roles.
    static SchemaGraph fromKnowledge(const db::Catalog &catalog, const knowledge::DataContext &context);

    int addNode(const SchemaNode &node);
    // Ignored when an edge over the same columns exists already (declared wins over inferred).
    void addEdge(const SchemaEdge &edge);

    const QList<SchemaNode> &nodes() const { return m_nodes; }
    const QList<SchemaEdge> &edges() const { return m_edges; }
    const SchemaNode &node(int i) const { return m_nodes[i]; }
    const SchemaEdge &edge(int i) const { return m_edges[i]; }
    // Case-insensitive; a bare table name finds a qualified node when it is unique.
    int indexOf(QStringView name) const;
    QList<int> edgesOf(int node) const { return m_adjacent.value(node); }
    int outDegree(int node) const;  // edges to other tables
    int inDegree(int node) const;
    // Edges between two tables, either direction.
    QList<int> edgesBetween(int a, int b) const;
    // Fewest edges from `from` to every node (-1 where unreachable).
    QList<int> distancesFrom(int from) const;
    // A subtype (ISA) edge: the referencing table's whole primary key refers to the other table's
    // primary key (loss_payment.claim_amount_id -> claim_amount), so each row extends one row of
    // the parent. Also true of 1:1 extension tables, which join the same way.
    bool isSubtypeEdge(int edge) const;
    // How many references in the schema point at these columns of a table: the key the schema
    // itself uses to identify its rows (player.player_api_id over player.player_fifa_api_id).
    int referencesTo(int node, const QStringList &columns) const;

private:
    QList<SchemaNode> m_nodes;
    QList<SchemaEdge> m_edges;
    QHash<QString, int> m_byName;  // lower-case qualified name
    QHash<QString, QList<int>> m_byTable; // lower-case table part
    QHash<int, QList<int>> m_adjacent;
};

} // namespace assay::schema
