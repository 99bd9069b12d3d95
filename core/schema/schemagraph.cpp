#include "schemagraph.h"

#include "knowledge/datacontext.h"

#include <QQueue>

namespace assay::schema {
namespace {

SchemaNode nodeFor(const db::TableInfo &t)
{
    SchemaNode n;
    n.name = t.qualifiedName();
    n.table = t.name;
    n.rows = t.rowEstimate;
    n.columns = int(t.columns.size());
    n.primaryKey = t.primaryKey;
    for (const db::ColumnInfo &c : t.columns)
        n.columnNames << c.name;
    return n;
}

bool anyNullable(const db::TableInfo &t, const QStringList &columns)
{
    for (const QString &c : columns) {
        if (const db::ColumnInfo *info = t.column(c); info && info->nullable)
            return true;
    }
    return false;
}

int columnPosition(const db::TableInfo &t, const QStringList &columns)
{
    for (int i = 0; i < t.columns.size(); ++i) {
        if (!columns.isEmpty() && t.columns[i].name.compare(columns.first(), Qt::CaseInsensitive) == 0)
            return i;
    }
    return int(t.columns.size());
}

} // namespace

int SchemaGraph::addNode(const SchemaNode &node)
{
    const int i = int(m_nodes.size());
    m_nodes << node;
    m_byName.insert(node.name.toLower(), i);
    m_byTable[node.table.toLower()] << i;
    return i;
}

void SchemaGraph::addEdge(const SchemaEdge &edge)
{
    if (edge.from < 0 || edge.to < 0 || edge.fromColumns.isEmpty() || edge.fromColumns.size() != edge.toColumns.size())
        return;
    auto lower = [](const QStringList &l) {
        QStringList out;
        for (const QString &s : l)
            out << s.toLower();
        return out;
    };
    for (int i : m_adjacent.value(edge.from)) {
        const SchemaEdge &e = m_edges[i];
        const bool same = (e.from == edge.from && e.to == edge.to && lower(e.fromColumns) == lower(edge.fromColumns)
                           && lower(e.toColumns) == lower(edge.toColumns))
                          || (e.from == edge.to && e.to == edge.from && lower(e.fromColumns) == lower(edge.toColumns)
                              && lower(e.toColumns) == lower(edge.fromColumns));
        if (same)
            return;
    }
    const int i = int(m_edges.size());
    m_edges << edge;
    m_adjacent[edge.from] << i;
    if (edge.to != edge.from)
        m_adjacent[edge.to] << i;
}

SchemaGraph SchemaGraph::fromCatalog(const db::Catalog &catalog)
{
    SchemaGraph g;
    for (const db::TableInfo &t : catalog.tables)
        g.addNode(nodeFor(t));
    for (const db::TableInfo &t : catalog.tables) {
        const int from = g.indexOf(t.qualifiedName());
        for (const db::ForeignKeyInfo &fk : t.foreignKeys) {
            const db::TableInfo *ref = catalog.find(fk.refTable, fk.refSchema);
            if (!ref)
                continue;
            SchemaEdge e;
            e.from = from;
            e.to = g.indexOf(ref->qualifiedName());
            e.fromColumns = fk.columns;
            // A foreign key without columns named refers to the primary key.
            e.toColumns = fk.refColumns.isEmpty() ? ref->primaryKey : fk.refColumns;
            e.nullable = anyNullable(t, fk.columns);
            e.position = columnPosition(t, fk.columns);
            g.addEdge(e);
        }
    }
    return g;
}

SchemaGraph SchemaGraph::fromKnowledge(const db::Catalog &catalog, const knowledge::DataContext &context)
{
    SchemaGraph g = fromCatalog(catalog);
    for (const knowledge::TableKnowledge &t : context.tables) {
        const int i = g.indexOf(t.qualifiedName());
        if (i < 0)
            continue;
        if (t.profile.rowCount >= 0)
            g.m_nodes[i].rows = t.profile.rowCount;
        // A table that declares no key has the one discovery found unique in its data (so a
        // subtype whose key is its parent's is known as one).
        if (g.m_nodes[i].primaryKey.isEmpty() && t.keyFromData)
            g.m_nodes[i].primaryKey = t.primaryKey.split(u',', Qt::SkipEmptyParts);
        g.m_nodes[i].role = knowledge::tableRoleKey(t.role);
        if (g.m_nodes[i].role == u"unknown")
            g.m_nodes[i].role.clear();
    }
    for (const knowledge::Relationship &r : context.relationships) {
        if (r.source == knowledge::Relationship::Source::Declared)
            continue; // the catalog's own
        SchemaEdge e;
        e.from = g.indexOf(r.fromTable);
        e.to = g.indexOf(r.toTable);
        e.fromColumns = r.fromColumns;
        e.toColumns = r.toColumns;
        e.source = r.source == knowledge::Relationship::Source::User ? SchemaEdge::Source::User : SchemaEdge::Source::Inferred;
        e.confidence = r.confidence;
        if (const db::TableInfo *t = catalog.find(r.fromTable.section(u'.', -1))) {
            e.nullable = anyNullable(*t, r.fromColumns);
            e.position = columnPosition(*t, r.fromColumns);
        }
        g.addEdge(e);
    }
    return g;
}

int SchemaGraph::indexOf(QStringView name) const
{
    const QString key = name.toString().toLower();
    if (const auto it = m_byName.constFind(key); it != m_byName.constEnd())
        return *it;
    const QList<int> byTable = m_byTable.value(key.section(u'.', -1));
    return byTable.size() == 1 ? byTable.first() : (byTable.isEmpty() ? -1 : byTable.first());
}

int SchemaGraph::outDegree(int node) const
{
    int n = 0;
    for (int e : m_adjacent.value(node))
        n += m_edges[e].from == node && m_edges[e].to != node ? 1 : 0;
    return n;
}

int SchemaGraph::inDegree(int node) const
{
    int n = 0;
    for (int e : m_adjacent.value(node))
        n += m_edges[e].to == node && m_edges[e].from != node ? 1 : 0;
    return n;
}

QList<int> SchemaGraph::edgesBetween(int a, int b) const
{
    QList<int> out;
    for (int e : m_adjacent.value(a)) {
        const SchemaEdge &x = m_edges[e];
        if ((x.from == a && x.to == b) || (x.from == b && x.to == a))
            out << e;
    }
    return out;
}

namespace {

bool sameColumns(const QStringList &a, const QStringList &b)
{
    if (a.size() != b.size() || a.isEmpty())
        return false;
    for (const QString &c : a) {
        if (!b.contains(c, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace

bool SchemaGraph::isSubtypeEdge(int edge) const
{
    const SchemaEdge &e = m_edges[edge];
    return e.from != e.to && sameColumns(e.fromColumns, m_nodes[e.from].primaryKey) && sameColumns(e.toColumns, m_nodes[e.to].primaryKey);
}

int SchemaGraph::referencesTo(int node, const QStringList &columns) const
{
    int n = 0;
    for (int e : m_adjacent.value(node)) {
        const SchemaEdge &x = m_edges[e];
        n += x.to == node && sameColumns(x.toColumns, columns) ? 1 : 0;
    }
    return n;
}

QList<int> SchemaGraph::distancesFrom(int from) const
{
    QList<int> dist(m_nodes.size(), -1);
    if (from < 0 || from >= m_nodes.size())
        return dist;
    QQueue<int> queue;
    dist[from] = 0;
    queue.enqueue(from);
    while (!queue.isEmpty()) {
        const int n = queue.dequeue();
        for (int e : m_adjacent.value(n)) {
            const int other = m_edges[e].from == n ? m_edges[e].to : m_edges[e].from;
            if (dist[other] < 0) {
                dist[other] = dist[n] + 1;
                queue.enqueue(other);
            }
        }
    }
    return dist;
}

} // namespace assay::schema
