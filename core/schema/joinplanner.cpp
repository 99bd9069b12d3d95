#include "joinplanner.h"
#include "schematr.h"

#include "sql/tokenizer.h"

#include <QCoreApplication>
#include <QHash>
#include <QQueue>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <functional>
#include <numeric>

namespace assay::schema {
namespace {

// Union-find over the few nodes of one candidate set.
struct Components {
    QList<int> parent;
    explicit Components(int n) : parent(n) { std::iota(parent.begin(), parent.end(), 0); }
    int find(int x)
    {
        while (parent[x] != x)
            x = parent[x] = parent[parent[x]];
        return x;
    }
    bool unite(int a, int b)
    {
        a = find(a);
        b = find(b);
        if (a == b)
            return false;
        parent[a] = b;
        return true;
    }
};

// "order_lines" -> "ol", "orders" -> "o"; never a keyword, unique within the plan.
QString aliasFor(const QString &table, QSet<QString> &taken)
{
    QString base;
    const QStringList words = table.toLower().split(QRegularExpression(QStringLiteral("[^a-z0-9]+")), Qt::SkipEmptyParts);
    for (const QString &w : words)
        base += w.at(0);
    if (base.isEmpty() || !base.at(0).isLetter())
        base = QStringLiteral("t");
    QString alias = base;
    for (int n = 2; taken.contains(alias) || sql::isReservedKeyword(alias) || alias == u"as" || alias == u"on" || alias == u"or"
                    || alias == u"in" || alias == u"is" || alias == u"by" || alias == u"to" || alias == u"do" || alias == u"if";
         ++n)
        alias = base + QString::number(n);
    taken.insert(alias);
    return alias;
}

} // namespace

JoinPlanner::JoinPlanner(const SchemaGraph &graph, const SchemaPatterns &patterns)
    : m_graph(graph)
    , m_patterns(patterns)
    , m_edges(graph.edges())
{
    for (int p = 0; p < graph.nodes().size(); ++p) {
        QList<int> in;
        for (int e : graph.edgesOf(p)) {
            const SchemaEdge &x = graph.edge(e);
            if (x.to == p && x.from != p && x.fromColumns.size() == 1)
                in << e;
        }
        for (int i = 0; i < in.size(); ++i) {
            for (int j = i + 1; j < in.size(); ++j) {
                const SchemaEdge &a = graph.edge(in[i]);
                const SchemaEdge &b = graph.edge(in[j]);
                if (a.from == b.from || a.toColumns.first().compare(b.toColumns.first(), Qt::CaseInsensitive) != 0)
                    continue;
                SchemaEdge sibling;
                sibling.from = a.from;
                sibling.to = b.from;
                sibling.fromColumns = a.fromColumns;
                sibling.toColumns = b.fromColumns;
                sibling.source = a.source == SchemaEdge::Source::Declared && b.source == SchemaEdge::Source::Declared ? SchemaEdge::Source::Declared
                                                                                                                      : SchemaEdge::Source::Inferred;
                sibling.confidence = std::min(a.confidence, b.confidence);
                sibling.position = a.position + b.position;
                sibling.via = graph.node(p).name;
                m_edges << sibling;
            }
        }
    }
    for (int e = 0; e < m_edges.size(); ++e) {
        m_adjacent[m_edges[e].from] << e;
        if (m_edges[e].to != m_edges[e].from)
            m_adjacent[m_edges[e].to] << e;
    }
}

bool PlanResult::ambiguous() const
{
    return plans.size() > 1 && plans[0].extraTables.size() == plans[1].extraTables.size() && qFuzzyCompare(1.0 + plans[0].cost, 1.0 + plans[1].cost);
}

bool JoinPlanner::usable(int e) const
{
    return m_relaxed || m_edges[e].via.isEmpty() || !m_patterns.isLookup(m_edges[e].via);
}

QList<int> JoinPlanner::candidates(const QList<int> &required, const PlanOptions &options) const
{
    QList<QList<int>> dist;
    for (int r : required)
        dist << m_graph.distancesFrom(r);
    struct Scored {
        int node;
        int score;
    };
    QList<Scored> scored;
    for (int v = 0; v < m_graph.nodes().size(); ++v) {
        if (required.contains(v) || (!m_relaxed && m_patterns.isLookup(m_graph.node(v).name)))
            continue; // a lookup never connects two other tables (C4)
        // A connector lies on a path between two needed tables that is short enough.
        int best = INT_MAX;
        for (int a = 0; a < required.size(); ++a) {
            for (int b = a + 1; b < required.size(); ++b) {
                if (dist[a][v] >= 0 && dist[b][v] >= 0)
                    best = std::min(best, dist[a][v] + dist[b][v]);
            }
        }
        if (best <= options.maxExtraTables + 1)
            scored << Scored{v, best};
    }
    std::stable_sort(scored.begin(), scored.end(), [](const Scored &a, const Scored &b) { return a.score < b.score; });
    QList<int> out;
    for (const Scored &s : std::as_const(scored)) {
        if (out.size() >= options.maxCandidates)
            break;
        out << s.node;
    }
    return out;
}

bool JoinPlanner::satisfiesConstraints(const QList<int> &nodes, const QList<int> &edges) const
{
    QHash<int, QList<std::pair<int, int>>> adjacent; // node -> (neighbour, edge)
    for (int e : edges) {
        const SchemaEdge &x = edge(e);
        adjacent[x.from] << std::pair{x.to, e};
        adjacent[x.to] << std::pair{x.from, e};
    }
    // C4: a lookup table is a leaf.
    if (nodes.size() > 1 && !m_relaxed) {
        for (int n : nodes) {
            if (m_patterns.isLookup(m_graph.node(n).name) && adjacent.value(n).size() > 1)
                return false;
        }
    }
    // C3: the tree path between the two sides of a many-to-many goes through the join table.
    for (const ManyToMany &m : m_patterns.manyToMany) {
        const int l = m_graph.indexOf(m.left);
        const int r = m_graph.indexOf(m.right);
        const int b = m_graph.indexOf(m.bridge);
        if (!nodes.contains(l) || !nodes.contains(r))
            continue;
        QHash<int, int> parent;
        QQueue<int> queue;
        parent.insert(l, l);
        queue.enqueue(l);
        while (!queue.isEmpty()) {
            const int n = queue.dequeue();
            for (const auto &[next, e] : adjacent.value(n)) {
                Q_UNUSED(e)
                if (!parent.contains(next)) {
                    parent.insert(next, n);
                    queue.enqueue(next);
                }
            }
        }
        bool through = false;
        for (int n = r; parent.contains(n) && n != l; n = parent.value(n))
            through = through || n == b;
        if (!through)
            return false;
    }
    return true;
}

void JoinPlanner::treesOver(const QList<int> &nodes, const QList<int> &required, const PlanOptions &options, QList<Tree> &out) const
{
    Q_UNUSED(required)
    const QSet<int> inSet(nodes.begin(), nodes.end());
    // C3 needs the join table in the set whenever both sides are.
    for (const ManyToMany &m : m_patterns.manyToMany) {
        if (inSet.contains(m_graph.indexOf(m.left)) && inSet.contains(m_graph.indexOf(m.right)) && !inSet.contains(m_graph.indexOf(m.bridge)))
            return;
    }
    QHash<int, int> local;
    for (int i = 0; i < nodes.size(); ++i)
        local.insert(nodes[i], i);
    QList<int> edges;
    for (int n : nodes) {
        for (int e : m_adjacent.value(n)) {
            const SchemaEdge &x = edge(e);
            if (x.from != x.to && inSet.contains(x.from) && inSet.contains(x.to) && !edges.contains(e) && usable(e))
                edges << e;
        }
    }
    Components all(int(nodes.size()));
    int joined = 0;
    for (int e : std::as_const(edges))
        joined += all.unite(local[edge(e).from], local[edge(e).to]) ? 1 : 0;
    if (joined != nodes.size() - 1)
        return; // not connected
    // Cheapest edges first, so the first trees found are the best and the search can stop early.
    std::stable_sort(edges.begin(), edges.end(), [&](int a, int b) { return edge(a).cost() < edge(b).cost(); });
    const int need = int(nodes.size()) - 1;
    int budget = 20000; // enumeration steps: plenty for the small sets a question names
    QList<int> chosen;
    std::function<void(int, Components)> walk = [&](int next, Components comps) {
        if (--budget < 0)
            return;
        if (chosen.size() == need) {
            if (satisfiesConstraints(nodes, chosen)) {
                Tree t;
                t.nodes = nodes;
                t.edges = chosen;
                for (int e : chosen) {
                    const SchemaEdge &x = edge(e);
                    t.cost += x.cost();
                    t.order += x.position;
                    for (const QString &c : x.fromColumns)
                        t.preferred += options.preferredColumns.contains(m_graph.node(x.from).table.toLower() + u'.' + c.toLower()) ? 1 : 0;
                    for (const QString &c : x.toColumns)
                        t.preferred += options.preferredColumns.contains(m_graph.node(x.to).table.toLower() + u'.' + c.toLower()) ? 1 : 0;
                }
                out << t;
            }
            return;
        }
        if (int(edges.size()) - next < need - int(chosen.size()))
            return;
        for (int i = next; i < edges.size(); ++i) {
            Components c = comps;
            const SchemaEdge &x = edge(edges[i]);
            if (!c.unite(local[x.from], local[x.to]))
                continue;
            chosen << edges[i];
            walk(i + 1, c);
            chosen.removeLast();
        }
    };
    walk(0, Components(int(nodes.size())));
}

JoinPlan JoinPlanner::toPlan(const Tree &tree, const QList<int> &required) const
{
    JoinPlan plan;
    plan.cost = tree.cost;
    // The root: the needed table that points at the most others (the fact a question is about).
    // (Ties: the biggest table, usually the finest grain: order lines before stores.)
    int root = required.first();
    int bestOut = -1;
    qint64 bestRows = -2;
    for (int r : required) {
        int out = 0;
        for (int e : tree.edges)
            out += edge(e).from == r ? 1 : 0;
        const qint64 rows = m_graph.node(r).rows;
        if (out > bestOut || (out == bestOut && rows > bestRows)) {
            bestOut = out;
            bestRows = rows;
            root = r;
        }
    }
    QSet<QString> taken;
    QHash<int, QString> aliasOf;
    auto stepFor = [&](int n) {
        JoinStep s;
        const SchemaNode &node = m_graph.node(n);
        s.table = node.name;
        s.tableName = node.table;
        s.schemaName = node.name.contains(u'.') ? node.name.section(u'.', 0, -2) : QString();
        s.alias = aliasFor(node.table, taken);
        aliasOf.insert(n, s.alias);
        return s;
    };
    plan.steps << stepFor(root);
    QSet<int> placed{root};
    QQueue<int> queue;
    queue.enqueue(root);
    while (!queue.isEmpty()) {
        const int parent = queue.dequeue();
        for (int e : tree.edges) {
            const SchemaEdge &x = edge(e);
            if (x.from != parent && x.to != parent)
                continue;
            const int child = x.from == parent ? x.to : x.from;
            if (placed.contains(child))
                continue;
            JoinStep s = stepFor(child);
            s.edge = e < m_graph.edges().size() ? e : -1; // sibling joins are not graph edges
            s.parentAlias = aliasOf.value(parent);
            s.parentTable = m_graph.node(parent).name;
            if (!x.via.isEmpty()) { // both refer to the same key of a third table
                s.columns = x.from == parent ? x.toColumns : x.fromColumns;
                s.parentColumns = x.from == parent ? x.fromColumns : x.toColumns;
                s.cardinality = QStringLiteral("N:M");
                plan.notes << Tr::tr("%1 and %2 are joined on their shared reference to %3.").arg(s.parentTable, s.table, x.via);
            } else if (x.from == parent) { // the parent refers to the child: one partner at most
                s.columns = x.toColumns;
                s.parentColumns = x.fromColumns;
                s.left = x.nullable; // keep parent rows whose reference is empty
                s.cardinality = QStringLiteral("N:1");
            } else {
                s.columns = x.fromColumns;
                s.parentColumns = x.toColumns;
                s.cardinality = QStringLiteral("1:N");
            }
            plan.steps << s;
            placed.insert(child);
            queue.enqueue(child);
        }
    }
    for (int n : tree.nodes) {
        if (!required.contains(n))
            plan.extraTables << m_graph.node(n).name;
    }
    for (const ManyToMany &m : m_patterns.manyToMany) {
        if (plan.aliasOf(m.left).size() && plan.aliasOf(m.right).size() && plan.aliasOf(m.bridge).size())
            plan.notes << Tr::tr("%1 and %2 are linked through %3 (many-to-many).").arg(m.left, m.right, m.bridge);
    }
    for (const JoinStep &s : std::as_const(plan.steps)) {
        if (!s.parentAlias.isEmpty() && m_patterns.isLookup(s.table))
            plan.notes << Tr::tr("%1 is a lookup table, joined for %2.").arg(s.table, s.parentTable);
    }
    return plan;
}

PlanResult JoinPlanner::plan(const QStringList &tables, const PlanOptions &options) const
{
    PlanResult result;
    QList<int> required;
    for (const QString &t : tables) {
        const int i = m_graph.indexOf(t);
        if (i < 0) {
            result.error = Tr::tr("There is no table %1.").arg(t);
            return result;
        }
        if (!required.contains(i))
            required << i;
    }
    if (required.isEmpty()) {
        result.error = Tr::tr("No tables to join.");
        return result;
    }
    if (required.size() == 1) {
        Tree t;
        t.nodes = required;
        result.plans << toPlan(t, required);
        return result;
    }
    QList<Tree> found;
    QList<int> combo;
    QList<int> pool;
    std::function<void(int, int)> choose = [&](int start, int left) {
        if (left == 0) {
            treesOver(required + combo, required, options, found);
            return;
        }
        for (int i = start; i <= pool.size() - left; ++i) {
            combo << pool[i];
            choose(i + 1, left - 1);
            combo.removeLast();
        }
    };
    // Lucy's C4 first; only when nothing connects without it, through a lookup table (the
    // rows that share a code), said in the plan's notes.
    m_relaxed = false;
    pool = candidates(required, options);
    for (int extra = 0; extra <= options.maxExtraTables && found.isEmpty(); ++extra)
        choose(0, extra);
    if (found.isEmpty()) {
        m_relaxed = true;
        pool = candidates(required, options);
        for (int extra = 0; extra <= options.maxExtraTables && found.isEmpty(); ++extra)
            choose(0, extra);
    }
    if (found.isEmpty()) {
        QStringList names;
        for (int r : required)
            names << m_graph.node(r).name;
        result.error = Tr::tr("No chain of key relationships connects %1 (with up to %2 tables in between).")
                           .arg(names.join(QStringLiteral(", ")))
                           .arg(options.maxExtraTables);
        return result;
    }
    std::stable_sort(found.begin(), found.end(), [](const Tree &a, const Tree &b) {
        if (!qFuzzyCompare(1.0 + a.cost, 1.0 + b.cost))
            return a.cost < b.cost;
        return a.preferred != b.preferred ? a.preferred > b.preferred : a.order < b.order;
    });
    QSet<QString> seen;
    for (const Tree &t : std::as_const(found)) {
        JoinPlan p = toPlan(t, required);
        if (m_relaxed)
            p.notes << Tr::tr("No join avoids a lookup table here: rows are matched through a shared code.");
        const QString key = p.edgeKeys().join(u';') + u'|' + p.extraTables.join(u',');
        if (seen.contains(key))
            continue;
        seen.insert(key);
        result.plans << p;
        if (result.plans.size() >= options.maxPlans)
            break;
    }
    return result;
}

PlanResult JoinPlanner::shortestPath(const QString &from, const QString &to) const
{
    PlanOptions o;
    o.maxExtraTables = 5;
    o.maxPlans = 3;
    return plan({from, to}, o);
}

} // namespace assay::schema
