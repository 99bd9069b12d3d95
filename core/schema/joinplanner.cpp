#include "joinplanner.h"
#include "joinsearch.h"
#include "schematr.h"

#include "knowledge/textanalysis.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace assay::schema {

using detail::Instance;
using detail::Relax;
using detail::Tree;

namespace {

bool sameCost(double a, double b)
{
    return qFuzzyCompare(1.0 + a, 1.0 + b);
}

bool better(const Tree &a, const Tree &b)
{
    if (!sameCost(a.cost, b.cost))
        return a.cost < b.cost;
    if (a.preferences != b.preferences)
        return a.preferences > b.preferences;
    if (a.preferred != b.preferred)
        return a.preferred > b.preferred;
    return a.order < b.order;
}

// As good as each other: only the arbitrary order of reference columns tells them apart.
bool equallyGood(const Tree &a, const Tree &b)
{
    return sameCost(a.cost, b.cost) && a.preferences == b.preferences && a.preferred == b.preferred;
}

// Trees that join the same columns through the same tables are one plan.
QString treeKey(const detail::PlannerModel &m, const Tree &t)
{
    QStringList keys;
    for (const detail::Link &l : t.links) {
        const SchemaEdge &x = m.edges[l.edge];
        for (int c = 0; c < x.fromColumns.size() && c < x.toColumns.size(); ++c)
            keys << canonicalEdgeKey(m.graph.node(x.from).table, x.fromColumns[c], m.graph.node(x.to).table, x.toColumns[c]);
    }
    QStringList extra;
    for (const Instance &i : t.instances) {
        if (!i.required)
            extra << m.graph.node(i.node).name;
    }
    keys.sort();
    extra.sort();
    return keys.join(u';') + u'|' + extra.join(u',');
}

QStringList wordsOf(const QString &text)
{
    return knowledge::analyzeWords(text, false);
}

// What a role asks for, in the schema's terms: a subtype of the table, references with the role
// in their column names, or references from a table of that name.
class RoleResolver {
public:
    RoleResolver(const detail::PlannerModel &m) : m(m) {}

    // Binds required[i] to its role: references whose column names carry it, else a subtype of
    // that name, else references from a table of that name. May append an implied subtype
    // instance (so `in` is not used after that). Returns false when
    // the schema has nothing that gives the role (the alias still says it).
    bool resolve(QList<Instance> &required, int i) const
    {
        Instance &in = required[i];
        const QStringList words = wordsOf(in.role);
        if (words.isEmpty())
            return true;
        // The references whose column names carry the role best; the role names the referenced
        // row (a manager, the destination) unless only the use's own references carry it.
        int best = 0;
        QList<int> asTarget, asSource;
        for (int e : m.adjacent.value(in.node)) {
            if (m.isSibling(e) || m.subtype[e])
                continue;
            const int score = roleMatch(roleWords(m.graph, m.edges[e]), words);
            if (score == 0 || score < best)
                continue;
            if (score > best) {
                asTarget.clear();
                asSource.clear();
                best = score;
            }
            (m.edges[e].to == in.node ? asTarget : asSource) << e;
        }
        QList<int> edges = asTarget.isEmpty() ? asSource : asTarget;
        const bool target = !asTarget.isEmpty() || asSource.isEmpty();
        if (edges.isEmpty()) {
            // A subtype the role names ("claim_amount as loss_payment"): joined to this row.
            if (const int isa = subtypeNamed(in.node, words); isa >= 0) {
                Instance s;
                s.node = m.edges[isa].from;
                s.required = true;
                s.boundEdges = {isa};
                s.boundAsTarget = false;
                s.boundPartner = i;
                required << s;
                return true;
            }
            edges = referencesFromTableNamed(in.node, words);
        }
        if (edges.isEmpty())
            return false;
        in.boundEdges = edges;
        in.boundAsTarget = target;
        return true;
    }

private:
    int subtypeNamed(int node, const QStringList &words) const
    {
        for (int e : m.adjacent.value(node)) {
            if (!m.subtype[e] || m.edges[e].to != node)
                continue;
            const QStringList name = wordsOf(m.graph.node(m.edges[e].from).table);
            if (!name.isEmpty() && roleMatch(name, words) == name.size())
                return e;
        }
        return -1;
    }

    QList<int> referencesFromTableNamed(int node, const QStringList &words) const
    {
        QList<int> out;
        for (int e : m.adjacent.value(node)) {
            const SchemaEdge &x = m.edges[e];
            if (m.isSibling(e) || x.to != node || x.from == node)
                continue;
            const QStringList name = wordsOf(m.graph.node(x.from).table);
            if (!name.isEmpty() && roleMatch(name, words) == name.size())
                out << e;
        }
        return out;
    }

    const detail::PlannerModel &m;
};

} // namespace

QList<JoinChoice> PlanResult::choices(int max) const
{
    QList<JoinChoice> out;
    const int n = std::min<int>(std::min(equallyGood, max), int(plans.size()));
    if (n < 2)
        return out;
    QStringList common = plans.first().edgeKeys();
    for (int i = 1; i < n; ++i) {
        const QStringList keys = plans[i].edgeKeys();
        common.removeIf([&](const QString &k) { return !keys.contains(k); });
    }
    for (int i = 0; i < n; ++i) {
        QStringList words = plans[i].inWords(common);
        if (words.isEmpty())
            words = plans[i].inWords();
        JoinChoice c;
        c.label = words.join(QStringLiteral("; "));
        // Short: the tables only this plan passes through, else the columns only it joins on.
        QStringList own;
        for (const QString &t : plans[i].tables()) {
            bool shared = true;
            for (int j = 0; j < n; ++j)
                shared = shared && (j == i || plans[j].tables().contains(t));
            if (!shared)
                own << t.section(u'.', -1);
        }
        if (!own.isEmpty()) {
            c.title = Tr::tr("Through %1").arg(own.join(QStringLiteral(", ")));
        } else {
            QStringList columns;
            for (const QString &k : plans[i].edgeKeys()) {
                if (!common.contains(k))
                    columns << k;
            }
            c.title = Tr::tr("On %1").arg(columns.join(QStringLiteral(", ")));
        }
        c.preference.uses = useKeys;
        c.preference.edges = plans[i].edgeKeys();
        c.preference.description = c.label;
        out << c;
    }
    return out;
}

JoinPlanner::JoinPlanner(const SchemaGraph &graph, const SchemaPatterns &patterns)
    : m_graph(graph)
    , m_patterns(patterns)
    , m_model(std::make_unique<detail::PlannerModel>(graph, patterns))
{
}

JoinPlanner::~JoinPlanner() = default;

PlanResult JoinPlanner::plan(const QStringList &tables, const PlanOptions &options) const
{
    return plan(usesOf(tables), options);
}

namespace {

// Fewest edges from a table to every other, over edges the search may use and never through a
// lookup (it cannot connect two tables, so it must not make tables look near each other).
QList<int> distancesFrom(const detail::PlannerModel &m, int from, bool relaxed)
{
    QList<int> dist(m.graph.nodes().size(), -1);
    QList<int> queue{from};
    dist[from] = 0;
    for (int head = 0; head < queue.size(); ++head) {
        const int n = queue[head];
        if (n != from && !relaxed && m.lookups.contains(n))
            continue;
        for (int e : m.adjacent.value(n)) {
            if (!m.usable(e, relaxed))
                continue;
            const int other = m.edges[e].from == n ? m.edges[e].to : m.edges[e].from;
            if (dist[other] < 0) {
                dist[other] = dist[n] + 1;
                queue << other;
            }
        }
    }
    return dist;
}

// Connector candidates: tables on short paths between two needed ones, nearest first.
QList<Instance> candidatePool(const detail::PlannerModel &m, const QList<Instance> &required, bool relaxed, const PlanOptions &o)
{
    QHash<int, QList<int>> dist;
    QList<int> nodes;
    for (const Instance &r : required) {
        nodes << r.node;
        if (!dist.contains(r.node))
            dist.insert(r.node, distancesFrom(m, r.node, relaxed));
    }
    // Parents of two or more needed subtypes get one copy per subtype (less the named ones).
    QHash<int, int> copies;
    for (auto it = m.subtypeTables.constBegin(); it != m.subtypeTables.constEnd(); ++it) {
        int subtypes = 0, named = 0;
        for (const Instance &r : required) {
            subtypes += it.value().contains(r.node) ? 1 : 0;
            named += r.node == it.key() ? 1 : 0;
        }
        if (subtypes >= 2 && subtypes > named)
            copies.insert(it.key(), subtypes - named);
    }
    struct Scored {
        int node;
        int score;
    };
    QList<Scored> scored;
    for (int v = 0; v < m.graph.nodes().size(); ++v) {
        if (nodes.contains(v) || (!relaxed && m.lookups.contains(v)))
            continue; // a lookup never connects two other tables (C4)
        int best = INT_MAX;
        for (int a = 0; a < nodes.size(); ++a) {
            for (int b = a + 1; b < nodes.size(); ++b) {
                const int da = dist[nodes[a]][v], db = dist[nodes[b]][v];
                if (da >= 0 && db >= 0)
                    best = std::min(best, da + db);
            }
        }
        if (best <= o.maxExtraTables + 1 || copies.contains(v))
            scored << Scored{v, copies.contains(v) ? 0 : best};
    }
    std::stable_sort(scored.begin(), scored.end(), [](const Scored &a, const Scored &b) { return a.score < b.score; });
    QList<Instance> pool;
    for (const Scored &s : std::as_const(scored)) {
        if (pool.size() >= o.maxCandidates && !copies.contains(s.node))
            continue;
        for (int c = 0; c < std::max(1, copies.value(s.node)); ++c) {
            Instance i;
            i.node = s.node;
            i.copy = copies.contains(s.node) ? c : -1;
            pool << i;
        }
    }
    return pool;
}

} // namespace

PlanResult JoinPlanner::plan(const QList<TableUse> &uses, const PlanOptions &o) const
{
    PlanResult r;
    const detail::PlannerModel &m = *m_model;
    detail::SearchInput in;
    for (int i = 0; i < uses.size(); ++i) {
        const int node = m_graph.indexOf(uses[i].table);
        if (node < 0) {
            r.error = Tr::tr("There is no table %1.").arg(uses[i].table);
            return r;
        }
        Instance inst;
        inst.node = node;
        inst.use = i;
        inst.required = true;
        inst.role = uses[i].role.trimmed();
        for (const QString &c : uses[i].columns)
            inst.columns << c.toLower();
        in.required << inst;
        r.useKeys << TableUse(m_graph.node(node).name, inst.role).key();
    }
    r.useKeys.sort();
    if (in.required.isEmpty()) {
        r.error = Tr::tr("No tables to join.");
        return r;
    }
    const RoleResolver roles(m);
    bool anyRole = false;
    const int named = int(in.required.size());
    for (int i = 0; i < named; ++i) {
        if (in.required[i].role.isEmpty())
            continue;
        anyRole = true;
        if (!roles.resolve(in.required, i))
            r.notes << Tr::tr("No key gives %1 the role %2; the alias only names it.").arg(m_graph.node(in.required[i].node).name, in.required[i].role);
    }
    for (const JoinPreference &p : o.preferences) {
        if (p.appliesTo(r.useKeys))
            in.preferences << p;
    }
    in.preferredColumns = o.preferredColumns;
    r.useKeys.sort();

    QList<Tree> found;
    Relax used = Relax::None;
    detail::SearchLimits limits{o.maxSteps, false};
    if (in.required.size() == 1) {
        Tree t;
        t.instances = in.required;
        found << t;
    }
    const QList<Relax> passes = anyRole ? QList<Relax>{Relax::None, Relax::Patterns, Relax::Roles} : QList<Relax>{Relax::None, Relax::Patterns};
    for (Relax relax : passes) {
        if (!found.isEmpty() || limits.truncated)
            break;
        detail::SearchInput pass = in;
        if (relax == Relax::Roles) {
            for (Instance &i : pass.required) {
                if (i.boundPartner < 0)
                    i.boundEdges.clear();
            }
        }
        pass.pool = candidatePool(m, pass.required, relax != Relax::None, o);
        int copies = 0;
        for (const Instance &i : std::as_const(pass.pool))
            copies += i.copy >= 0 ? 1 : 0;
        for (int extra = 0; extra <= o.maxExtraTables + copies && found.isEmpty() && !limits.truncated; ++extra)
            found = detail::searchTrees(m, pass, extra, relax, limits);
        used = relax;
    }
    r.truncated = limits.truncated;
    if (found.isEmpty()) {
        QList<int> nodes;
        for (const Instance &i : std::as_const(in.required))
            nodes << i.node;
        if (limits.truncated)
            r.error = Tr::tr("The join search stopped after %1 steps without a plan; name fewer tables, or the tables that connect them.")
                          .arg(QLocale().toString(o.maxSteps));
        else
            r.disconnected = detail::findDisconnection(m, nodes, o.maxExtraTables, &r.error);
        return r;
    }
    if (used == Relax::Patterns)
        r.notes << Tr::tr("No join keeps every pattern here: a lookup table connects two others, or two subtypes share a parent row.");
    if (used == Relax::Roles)
        r.notes << Tr::tr("No join gives every table the role asked for; the roles were dropped.");
    if (limits.truncated)
        r.notes << Tr::tr("The join search stopped after %1 steps; this is the best plan found within that limit.").arg(QLocale().toString(o.maxSteps));
    std::stable_sort(found.begin(), found.end(), better);
    QSet<QString> seen;
    const Tree *first = nullptr;
    for (const Tree &t : std::as_const(found)) {
        const QString key = treeKey(m, t);
        if (seen.contains(key))
            continue;
        seen.insert(key);
        JoinPlan p = detail::buildPlan(m, t);
        p.notes += r.notes;
        if (!first)
            first = &t;
        if (equallyGood(*first, t))
            ++r.equallyGood;
        r.plans << p;
        if (r.plans.size() >= o.maxPlans)
            break;
    }
    return r;
}

PlanResult JoinPlanner::shortestPath(const QStringList &items) const
{
    QList<TableUse> uses;
    PlanOptions o;
    o.maxExtraTables = 5;
    o.maxPlans = 3;
    for (const QString &raw : items) {
        QString item = raw.trimmed();
        QString role;
        if (const int as = int(item.indexOf(QLatin1String(" as "), 0, Qt::CaseInsensitive)); as > 0) {
            role = item.mid(as + 4).trimmed();
            item = item.left(as).trimmed();
        }
        QString table = item, column;
        if (m_graph.indexOf(item) < 0 && item.contains(u'.')) {
            table = item.section(u'.', 0, -2);
            column = item.section(u'.', -1);
        }
        int existing = -1;
        for (int i = 0; i < uses.size(); ++i) {
            if (role.isEmpty() && uses[i].role.isEmpty() && m_graph.indexOf(uses[i].table) == m_graph.indexOf(table))
                existing = i;
        }
        if (existing < 0) {
            uses << TableUse(table, role);
            existing = int(uses.size()) - 1;
        }
        if (!column.isEmpty()) {
            uses[existing].columns << column;
            o.preferredColumns.insert(table.section(u'.', -1).toLower() + u'.' + column.toLower());
        }
    }
    return plan(uses, o);
}

} // namespace assay::schema
