#include "schemapatterns.h"

#include "knowledge/textanalysis.h"


namespace assay::schema {
namespace {

// The tables a node refers to (not itself), each once.
QList<int> targets(const SchemaGraph &g, int n)
{
    QList<int> out;
    for (int e : g.edgesOf(n)) {
        const SchemaEdge &x = g.edge(e);
        if (x.from == n && x.to != n && !out.contains(x.to))
            out << x.to;
    }
    return out;
}

QList<int> referrers(const SchemaGraph &g, int n)
{
    QList<int> out;
    for (int e : g.edgesOf(n)) {
        const SchemaEdge &x = g.edge(e);
        if (x.to == n && x.from != n && !out.contains(x.from))
            out << x.from;
    }
    return out;
}

bool looksLikeBridge(const SchemaGraph &g, int n)
{
    const SchemaNode &node = g.node(n);
    if (node.role == u"bridge")
        return true;
    if (targets(g, n).size() < 2 || !referrers(g, n).isEmpty())
        return false;
    QSet<QString> fkColumns;
    for (int e : g.edgesOf(n)) {
        if (g.edge(e).from == n) {
            for (const QString &c : g.edge(e).fromColumns)
                fkColumns.insert(c.toLower());
        }
    }
    // The key is made of the references (student_id, course_id), or there is hardly anything
    // else in the table (a link with a date or a flag).
    if (node.primaryKey.size() >= 2) {
        bool allKeys = true;
        for (const QString &c : node.primaryKey)
            allKeys = allKeys && fkColumns.contains(c.toLower());
        if (allKeys)
            return true;
    }
    const int other = node.columns - int(fkColumns.size()) - (node.primaryKey.size() == 1 && !fkColumns.contains(node.primaryKey.first().toLower()) ? 1 : 0);
    return node.columns > 0 && other <= 2;
}

bool looksLikeLookup(const SchemaGraph &g, int n)
{
    const SchemaNode &node = g.node(n);
    if (node.role == u"lookup")
        return true;
    if (referrers(g, n).size() < 2 || !targets(g, n).isEmpty())
        return false;
    // A short list of codes and names: few columns, few rows (or unknown rows and very few columns).
    if (node.columns > 4)
        return false;
    return node.rows >= 0 ? node.rows <= 1000 : node.columns <= 3;
}

bool exclusiveSubtypes(const SchemaGraph &g, int parent, const QList<int> &edges)
{
    if (edges.size() < 2)
        return false;
    QHash<QString, int> words; // word -> subtypes whose names have it
    for (int e : edges) {
        const QStringList name = knowledge::analyzeWords(g.node(g.edge(e).from).table, false);
        for (const QString &w : QSet<QString>(name.begin(), name.end()))
            ++words[w];
    }
    for (int n : std::as_const(words)) {
        if (n >= 2)
            return true;
    }
    bool typed = false;
    for (const QString &c : g.node(parent).columnNames) {
        const QStringList w = knowledge::analyzeWords(c, false);
        typed = typed || w.contains(QStringLiteral("type")) || w.contains(QStringLiteral("kind"));
    }
    return typed && !targets(g, parent).isEmpty();
}

} // namespace

bool SchemaPatterns::isBridge(const QString &table) const
{
    for (const ManyToMany &m : manyToMany) {
        if (m.bridge.compare(table, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QString SchemaPatterns::bridgeBetween(const QString &a, const QString &b) const
{
    for (const ManyToMany &m : manyToMany) {
        if ((m.left.compare(a, Qt::CaseInsensitive) == 0 && m.right.compare(b, Qt::CaseInsensitive) == 0)
            || (m.left.compare(b, Qt::CaseInsensitive) == 0 && m.right.compare(a, Qt::CaseInsensitive) == 0))
            return m.bridge;
    }
    return {};
}

bool SchemaPatterns::isStarRoot(const QString &table) const
{
    for (const StarPattern &s : stars) {
        if (s.root.compare(table, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QString SchemaPatterns::supertypeOf(const QString &table) const
{
    for (const Subtype &s : subtypes) {
        if (s.child.compare(table, Qt::CaseInsensitive) == 0)
            return s.parent;
    }
    return {};
}

SchemaPatterns detectPatterns(const SchemaGraph &graph, const PatternCorrections &corrections)
{
    SchemaPatterns p;
    QSet<int> bridges;
    for (int n = 0; n < graph.nodes().size(); ++n) {
        const QString key = graph.node(n).name.toLower();
        const bool bridge = corrections.bridges.contains(key) || (!corrections.notBridges.contains(key) && looksLikeBridge(graph, n));
        if (!bridge)
            continue;
        bridges.insert(n);
        const QList<int> t = targets(graph, n);
        for (int i = 0; i < t.size(); ++i) {
            for (int j = i + 1; j < t.size(); ++j)
                p.manyToMany << ManyToMany{graph.node(t[i]).name, graph.node(t[j]).name, graph.node(n).name};
        }
    }
    for (int n = 0; n < graph.nodes().size(); ++n) {
        const QString key = graph.node(n).name.toLower();
        if (bridges.contains(n))
            continue;
        if (corrections.lookups.contains(key) || (!corrections.notLookups.contains(key) && looksLikeLookup(graph, n)))
            p.lookups.insert(key);
    }
    // Stars: a table pointing at two or more tables that describe it (not lookups, not through a
    // join table); a snowflake when a branch goes on.
    for (int n = 0; n < graph.nodes().size(); ++n) {
        if (bridges.contains(n))
            continue;
        QList<int> dims;
        for (int t : targets(graph, n)) {
            if (!p.lookups.contains(graph.node(t).name.toLower()))
                dims << t;
        }
        if (dims.size() < 2)
            continue;
        StarPattern s;
        s.root = graph.node(n).name;
        QList<int> frontier = dims;
        QSet<int> seen(dims.begin(), dims.end());
        seen.insert(n);
        for (int depth = 0; depth < 3 && !frontier.isEmpty(); ++depth) {
            QList<int> next;
            for (int f : std::as_const(frontier)) {
                s.inner << graph.node(f).name;
                for (int t : targets(graph, f)) {
                    if (!seen.contains(t) && !p.lookups.contains(graph.node(t).name.toLower())) {
                        seen.insert(t);
                        next << t;
                        s.snowflake = true;
                    }
                }
            }
            frontier = next;
        }
        p.stars << s;
    }
    QHash<int, QList<int>> byParent;
    for (int e = 0; e < graph.edges().size(); ++e) {
        if (graph.isSubtypeEdge(e) && !bridges.contains(graph.edge(e).from))
            byParent[graph.edge(e).to] << e;
    }
    for (auto it = byParent.constBegin(); it != byParent.constEnd(); ++it) {
        const bool exclusive = exclusiveSubtypes(graph, it.key(), it.value());
        for (int e : it.value())
            p.subtypes << Subtype{graph.node(graph.edge(e).from).name, graph.node(it.key()).name, e, exclusive};
    }
    return p;
}

} // namespace assay::schema
