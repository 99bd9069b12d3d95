#include "joinsearch.h"

#include <QQueue>

#include <algorithm>
#include <functional>
#include <numeric>

namespace assay::schema::detail {
namespace {

// Union-find over the few instances of one candidate set.
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

// Sibling joins: pairs of single-column references to the same column of one table.
// Not through a table so many others refer to that the pairs would swamp the search (the table
// itself stays a possible connector). Through a lookup only when the search relaxes C4.
constexpr int MaxSiblingReferrers = 40;

void addSiblingEdges(const SchemaGraph &graph, QList<SchemaEdge> &edges, QList<bool> &ofSubtypes)
{
    for (int p = 0; p < graph.nodes().size(); ++p) {
        if (graph.inDegree(p) > MaxSiblingReferrers)
            continue;
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
                const bool declared = a.source != SchemaEdge::Source::Inferred && b.source != SchemaEdge::Source::Inferred;
                sibling.source = declared ? SchemaEdge::Source::Declared : SchemaEdge::Source::Inferred;
                sibling.confidence = std::min(a.confidence, b.confidence);
                sibling.nullable = a.nullable || b.nullable;
                sibling.position = a.position + b.position;
                sibling.via = graph.node(p).name;
                edges << sibling;
                ofSubtypes << (graph.isSubtypeEdge(in[i]) && graph.isSubtypeEdge(in[j]));
            }
        }
    }
}

// The tree's links by instance: (neighbour, link index).
QList<QList<std::pair<int, int>>> neighbours(int count, const QList<Link> &links)
{
    QList<QList<std::pair<int, int>>> out(count);
    for (int i = 0; i < links.size(); ++i) {
        out[links[i].a] << std::pair{links[i].b, i};
        out[links[i].b] << std::pair{links[i].a, i};
    }
    return out;
}

// The instances strictly between a and b on the tree.
QList<int> pathBetween(const QList<QList<std::pair<int, int>>> &adj, int a, int b)
{
    QList<int> parent(adj.size(), -1);
    QQueue<int> queue;
    parent[a] = a;
    queue.enqueue(a);
    while (!queue.isEmpty()) {
        const int n = queue.dequeue();
        for (const auto &[next, link] : adj[n]) {
            Q_UNUSED(link)
            if (parent[next] < 0) {
                parent[next] = n;
                queue.enqueue(next);
            }
        }
    }
    QList<int> out;
    if (parent[b] < 0)
        return out;
    for (int n = parent[b]; n != a; n = parent[n])
        out << n;
    return out;
}

class TreeCheck {
public:
    TreeCheck(const PlannerModel &m, const QList<Instance> &inst, Relax relax) : m(m), inst(inst), relax(relax) {}

    bool satisfied(const QList<Link> &links) const
    {
        const auto adj = neighbours(int(inst.size()), links);
        return connectorsConnect(adj) && lookupsAreLeaves(adj) && rolesKept(links) && noRepeatedReference(links)
               && oneSubtypePerParent(links) && manyToManyThroughBridge(adj);
    }

private:
    // C5: a table the question did not name is there to connect others, never as a leaf.
    bool connectorsConnect(const QList<QList<std::pair<int, int>>> &adj) const
    {
        for (int i = 0; i < inst.size(); ++i) {
            if (!inst[i].required && adj[i].size() < 2)
                return false;
        }
        return true;
    }
    // C4: a lookup table serves one table per use.
    bool lookupsAreLeaves(const QList<QList<std::pair<int, int>>> &adj) const
    {
        if (relax != Relax::None)
            return true;
        for (int i = 0; i < inst.size(); ++i) {
            if (m.lookups.contains(inst[i].node) && adj[i].size() > 1)
                return false;
        }
        return true;
    }
    bool rolesKept(const QList<Link> &links) const
    {
        for (int i = 0; i < inst.size(); ++i) {
            if (inst[i].boundEdges.isEmpty())
                continue;
            bool kept = false;
            for (const Link &l : links) {
                if (l.a != i && l.b != i)
                    continue;
                const int other = l.a == i ? l.b : l.a;
                const bool iIsFrom = l.a == i ? l.aIsFrom : !l.aIsFrom;
                kept = kept
                       || (inst[i].boundEdges.contains(l.edge) && iIsFrom != inst[i].boundAsTarget
                           && (inst[i].boundPartner < 0 || inst[i].boundPartner == other));
            }
            if (!kept)
                return false;
        }
        return true;
    }
    // Two instances joined to one row over the same reference would be the same row twice.
    bool noRepeatedReference(const QList<Link> &links) const
    {
        QSet<std::pair<int, int>> seen; // (referencing instance, edge)
        for (const Link &l : links) {
            if (m.isSibling(l.edge))
                continue;
            const int from = l.aIsFrom ? l.a : l.b;
            if (seen.contains({from, l.edge}))
                return false;
            seen.insert({from, l.edge});
        }
        return true;
    }
    // A parent row is one subtype: two subtypes named need two parent rows.
    bool oneSubtypePerParent(const QList<Link> &links) const
    {
        if (relax != Relax::None)
            return true;
        QSet<int> parents;
        for (const Link &l : links) {
            if (!m.exclusive[l.edge])
                continue;
            const int parent = l.aIsFrom ? l.b : l.a;
            if (parents.contains(parent))
                return false;
            parents.insert(parent);
        }
        return true;
    }
    // C3, unless another needed table lies between the two sides (atoms and bonds of one molecule).
    bool manyToManyThroughBridge(const QList<QList<std::pair<int, int>>> &adj) const
    {
        for (const auto &[left, right, bridge] : m.manyToMany) {
            for (int i = 0; i < inst.size(); ++i) {
                if (inst[i].node != left)
                    continue;
                for (int j = 0; j < inst.size(); ++j) {
                    if (inst[j].node != right || i == j)
                        continue;
                    bool through = false;
                    for (int k : pathBetween(adj, i, j))
                        through = through || inst[k].node == bridge || inst[k].required;
                    if (!through)
                        return false;
                }
            }
        }
        return true;
    }

    const PlannerModel &m;
    const QList<Instance> &inst;
    Relax relax;
};

class TreeEnumerator {
public:
    TreeEnumerator(const PlannerModel &m, const SearchInput &in, Relax relax, SearchLimits &limits, QList<Tree> &out)
        : m(m), in(in), relax(relax), limits(limits), out(out)
    {
        cachePairs();
    }

    void over(const QList<Instance> &inst)
    {
        if (!plausible(inst))
            return;
        QList<Link> links = linksAmong(inst);
        Components all(int(inst.size()));
        int joined = 0;
        for (const Link &l : std::as_const(links))
            joined += all.unite(l.a, l.b) ? 1 : 0;
        if (joined != inst.size() - 1)
            return; // not connected
        // Cheapest edges first, so the first trees found are the best.
        std::stable_sort(links.begin(), links.end(), [&](const Link &a, const Link &b) { return m.cost[a.edge] < m.cost[b.edge]; });
        const TreeCheck check(m, inst, relax);
        const int need = int(inst.size()) - 1;
        QList<Link> chosen;
        std::function<void(int, const Components &)> walk = [&](int next, const Components &comps) {
            if (limits.steps <= 0) {
                limits.truncated = true;
                return;
            }
            --limits.steps;
            if (chosen.size() == need) {
                if (check.satisfied(chosen))
                    out << scored(inst, chosen);
                return;
            }
            for (int i = next; i < links.size() && int(links.size()) - i >= need - int(chosen.size()); ++i) {
                Components c = comps;
                if (!c.unite(links[i].a, links[i].b))
                    continue;
                chosen << links[i];
                walk(i + 1, c);
                chosen.removeLast();
            }
        };
        walk(0, Components(int(inst.size())));
    }

private:
    // Every added table must be able to touch two others.
    bool plausible(const QList<Instance> &inst) const
    {
        for (int i = int(in.required.size()); i < inst.size(); ++i) {
            int partners = 0;
            for (int j = 0; j < inst.size() && partners < 2; ++j) {
                if (i != j && !pairEdges(inst[i].node, inst[j].node).isEmpty())
                    ++partners;
            }
            if (partners < 2)
                return false;
        }
        return true;
    }

    // The usable edges between two tables, read once per search for the tables it can touch.
    QList<int> pairEdges(int a, int b) const
    {
        const auto it = pairs.constFind(pairKey(a, b));
        return it == pairs.constEnd() ? QList<int>() : *it;
    }

    static quint64 pairKey(int a, int b) { return (quint64(uint(std::min(a, b))) << 32) | uint(std::max(a, b)); }

    void cachePairs()
    {
        QSet<int> nodes;
        for (const Instance &i : in.required)
            nodes.insert(i.node);
        for (const Instance &i : in.pool)
            nodes.insert(i.node);
        for (int n : std::as_const(nodes)) {
            for (int e : m.adjacent.value(n)) {
                const SchemaEdge &x = m.edges[e];
                const int other = x.from == n ? x.to : x.from;
                if (other < n || !nodes.contains(other) || !m.usable(e, relax != Relax::None))
                    continue;
                pairs[pairKey(n, other)] << e;
            }
        }
    }

    QList<Link> linksAmong(const QList<Instance> &inst) const
    {
        QList<Link> links;
        for (int i = 0; i < inst.size(); ++i) {
            for (int j = i + 1; j < inst.size(); ++j) {
                for (int e : pairEdges(inst[i].node, inst[j].node)) {
                    const SchemaEdge &x = m.edges[e];
                    if (x.from == x.to) { // a table referring to itself: either may be the referencing row
                        links << Link{i, j, e, true} << Link{i, j, e, false};
                        continue;
                    }
                    links << Link{i, j, e, x.from == inst[i].node};
                }
            }
        }
        return links;
    }

    Tree scored(const QList<Instance> &inst, const QList<Link> &links) const
    {
        Tree t;
        t.instances = inst;
        t.links = links;
        QStringList keys;
        for (const Link &l : links) {
            const SchemaEdge &x = m.edges[l.edge];
            t.cost += m.cost[l.edge];
            t.order += x.position;
            const QString fromTable = m.graph.node(x.from).table.toLower();
            const QString toTable = m.graph.node(x.to).table.toLower();
            for (int c = 0; c < x.fromColumns.size() && c < x.toColumns.size(); ++c)
                keys << canonicalEdgeKey(fromTable, x.fromColumns[c], toTable, x.toColumns[c]);
            const Instance &from = inst[l.aIsFrom ? l.a : l.b];
            const Instance &to = inst[l.aIsFrom ? l.b : l.a];
            t.preferred += preferredHits(from, fromTable, x.fromColumns) + preferredHits(to, toTable, x.toColumns);
        }
        for (const JoinPreference &p : in.preferences) {
            bool all = true;
            for (const QString &e : p.edges)
                all = all && keys.contains(e);
            t.preferences += all ? 1 : 0;
        }
        return t;
    }

    int preferredHits(const Instance &i, const QString &table, const QStringList &columns) const
    {
        int n = 0;
        for (const QString &c : columns) {
            const QString lower = c.toLower();
            n += in.preferredColumns.contains(table + u'.' + lower) || i.columns.contains(lower) ? 1 : 0;
        }
        return n;
    }

    const PlannerModel &m;
    const SearchInput &in;
    Relax relax;
    SearchLimits &limits;
    QList<Tree> &out;
    QHash<quint64, QList<int>> pairs;
};

} // namespace

PlannerModel::PlannerModel(const SchemaGraph &g, const SchemaPatterns &patterns)
    : graph(g)
    , edges(g.edges())
{
    const int graphEdges = int(edges.size());
    for (int n = 0; n < g.nodes().size(); ++n) {
        if (patterns.isLookup(g.node(n).name))
            lookups.insert(n);
        if (patterns.isStarRoot(g.node(n).name))
            starRoots.insert(n);
    }
    QList<bool> siblingOfSubtypes;
    addSiblingEdges(g, edges, siblingOfSubtypes);
    for (int e = graphEdges; e < edges.size(); ++e)
        viaLookup << lookups.contains(g.indexOf(edges[e].via));
    viaLookup = QList<bool>(graphEdges, false) + viaLookup;
    sharesParentRow = QList<bool>(graphEdges, false) + siblingOfSubtypes;
    for (int e = 0; e < edges.size(); ++e) {
        const SchemaEdge &x = edges[e];
        adjacent[x.from] << e;
        if (x.to != x.from)
            adjacent[x.to] << e;
        subtype << (e < graphEdges && g.isSubtypeEdge(e));
        exclusive << false;
        double c = x.cost();
        if (x.via.isEmpty() && x.source == SchemaEdge::Source::Inferred)
            c = 1.0 + (1.0 - x.confidence);
        else if (!x.via.isEmpty() && x.source == SchemaEdge::Source::Inferred)
            c = 1.5 + (1.0 - x.confidence);
        cost << c;
    }
    // Among references to different keys of one table, the key the rest of the schema uses is
    // the table's identity (player.player_api_id, not player.player_fifa_api_id).
    QHash<QString, int> references; // "node:columns" -> references to those columns
    auto keyOf = [&](int e) { return QString::number(edges[e].to) + u':' + edges[e].toColumns.join(u',').toLower(); };
    for (int e = 0; e < graphEdges; ++e)
        ++references[keyOf(e)];
    QHash<int, int> mostReferenced;
    for (int e = 0; e < graphEdges; ++e)
        mostReferenced[edges[e].to] = std::max(mostReferenced.value(edges[e].to), references.value(keyOf(e)));
    for (int e = 0; e < graphEdges; ++e) {
        if (references.value(keyOf(e)) < mostReferenced.value(edges[e].to))
            cost[e] += 0.01;
    }
    for (const ManyToMany &mm : patterns.manyToMany) {
        const int l = g.indexOf(mm.left), r = g.indexOf(mm.right), b = g.indexOf(mm.bridge);
        if (l >= 0 && r >= 0 && b >= 0)
            manyToMany.append({l, r, b});
    }
    for (const Subtype &s : patterns.subtypes) {
        if (s.exclusive && s.edge >= 0 && s.edge < graphEdges) {
            subtypeTables[edges[s.edge].to].insert(edges[s.edge].from);
            exclusive[s.edge] = true;
        }
    }
    for (int e = graphEdges; e < edges.size(); ++e) {
        if (sharesParentRow[e]) // both sides subtypes: only exclusive ones may not share the row
            sharesParentRow[e] = subtypeTables.value(g.indexOf(edges[e].via)).contains(edges[e].from);
    }
}

QList<int> PlannerModel::edgesBetween(int a, int b) const
{
    QList<int> out;
    for (int e : adjacent.value(a)) {
        const SchemaEdge &x = edges[e];
        if ((x.from == a && x.to == b) || (x.from == b && x.to == a))
            out << e;
    }
    return out;
}

bool PlannerModel::usable(int e, bool relaxed) const
{
    // Two exclusive subtypes of one parent are different parent rows: never joined on its key.
    return relaxed || (!viaLookup[e] && !sharesParentRow[e]);
}

QList<Tree> searchTrees(const PlannerModel &model, const SearchInput &input, int extra, Relax relax, SearchLimits &limits)
{
    QList<Tree> out;
    TreeEnumerator trees(model, input, relax, limits, out);
    QList<Instance> inst = input.required;
    QList<bool> taken(input.pool.size(), false);
    std::function<void(int, int)> choose = [&](int start, int left) {
        if (limits.truncated)
            return;
        if (left == 0) {
            // Each candidate set is a step too: the number of sets grows fastest.
            if (--limits.steps < 0) {
                limits.truncated = true;
                return;
            }
            trees.over(inst);
            return;
        }
        for (int i = start; i <= input.pool.size() - left; ++i) {
            const Instance &c = input.pool[i];
            // Copies of one parent are interchangeable: take them in order.
            if (c.copy > 0 && (i == 0 || input.pool[i - 1].node != c.node || !taken[i - 1]))
                continue;
            inst << c;
            taken[i] = true;
            choose(i + 1, left - 1);
            taken[i] = false;
            inst.removeLast();
        }
    };
    choose(0, extra);
    return out;
}

} // namespace assay::schema::detail
