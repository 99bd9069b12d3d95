// A tree of instances becomes a JoinPlan: the root (the table the question is about), each
// instance after its parent, aliases that say roles, LEFT JOIN where rows would silently drop,
// and notes that say why the plan looks the way it does.

#include "joinsearch.h"
#include "schematr.h"

#include "sql/tokenizer.h"

#include <QCoreApplication>
#include <QQueue>
#include <QRegularExpression>

namespace assay::schema::detail {
namespace {

bool reservedAlias(const QString &a)
{
    static const QSet<QString> shortWords = {QStringLiteral("as"), QStringLiteral("on"), QStringLiteral("or"), QStringLiteral("in"),
                                             QStringLiteral("is"), QStringLiteral("by"), QStringLiteral("to"), QStringLiteral("do"),
                                             QStringLiteral("if"), QStringLiteral("at"), QStringLiteral("of")};
    return shortWords.contains(a) || sql::isReservedKeyword(a);
}

// A unique alias from a base: lower-case letters, digits and underscores, never a keyword.
QString uniqueAlias(QString base, QSet<QString> &taken)
{
    base = base.toLower().replace(QRegularExpression(QStringLiteral("[^a-z0-9_]+")), QStringLiteral("_"));
    base.remove(QRegularExpression(QStringLiteral("^_+|_+$")));
    if (base.isEmpty() || !base.at(0).isLetter())
        base.prepend(u't');
    QString alias = base;
    for (int n = 2; taken.contains(alias) || reservedAlias(alias); ++n)
        alias = base + QString::number(n);
    taken.insert(alias);
    return alias;
}

// "order_lines" -> "ol", "orders" -> "o".
QString initials(const QString &table)
{
    QString base;
    const QStringList words = table.toLower().split(QRegularExpression(QStringLiteral("[^a-z0-9]+")), Qt::SkipEmptyParts);
    for (const QString &w : words)
        base += w.at(0);
    return base;
}

class PlanBuilder {
public:
    PlanBuilder(const PlannerModel &m, const Tree &t) : m(m), t(t), adj(t.instances.size()) {}

    JoinPlan build()
    {
        for (int i = 0; i < t.links.size(); ++i) {
            adj[t.links[i].a] << i;
            adj[t.links[i].b] << i;
        }
        JoinPlan plan;
        plan.cost = t.cost;
        const int root = chooseRoot();
        QList<int> stepOf(t.instances.size(), -1);
        plan.steps << step(root);
        stepOf[root] = 0;
        QQueue<int> queue;
        queue.enqueue(root);
        while (!queue.isEmpty()) {
            const int parent = queue.dequeue();
            for (int li : adj[parent]) {
                const Link &l = t.links[li];
                const int child = l.a == parent ? l.b : l.a;
                if (stepOf[child] >= 0)
                    continue;
                JoinStep s = step(child, &l);
                join(s, plan.steps[stepOf[parent]], parent, child, l);
                stepOf[child] = int(plan.steps.size());
                plan.steps << s;
                queue.enqueue(child);
            }
        }
        for (const Instance &i : t.instances) {
            if (!i.required && !plan.extraTables.contains(m.graph.node(i.node).name))
                plan.extraTables << m.graph.node(i.node).name;
        }
        addNotes(plan);
        return plan;
    }

private:
    // The side a link leads away from the question's centre: a fact refers to its dimensions, a
    // parent is extended by its subtypes.
    int rootward(const Link &l) const
    {
        if (m.isSibling(l.edge))
            return -1;
        const int from = l.aIsFrom ? l.a : l.b;
        const int to = l.aIsFrom ? l.b : l.a;
        return m.subtype[l.edge] ? to : from;
    }

    int chooseRoot() const
    {
        int best = -1;
        std::tuple<int, int, int, qint64, int> bestKey;
        for (int i = 0; i < t.instances.size(); ++i) {
            const Instance &in = t.instances[i];
            if (!in.required)
                continue;
            int out = 0;
            for (int li : adj[i])
                out += rootward(t.links[li]) == i ? 1 : 0;
            const std::tuple<int, int, int, qint64, int> key{out, m.starRoots.contains(in.node) ? 1 : 0, in.use >= 0 ? 1 : 0,
                                                              m.graph.node(in.node).rows, -(in.use < 0 ? 1000 + i : in.use)};
            if (best < 0 || key > bestKey) {
                best = i;
                bestKey = key;
            }
        }
        return best < 0 ? 0 : best;
    }

    // The subtype table a parent copy was made for.
    QString copyFor(int i) const
    {
        for (int li : adj[i]) {
            const Link &l = t.links[li];
            if (m.subtype[l.edge] && (l.aIsFrom ? l.b : l.a) == i)
                return m.graph.node(t.instances[l.aIsFrom ? l.a : l.b].node).table;
        }
        return {};
    }

    QString aliasFor(int i, const Link *via, QString *role)
    {
        const Instance &in = t.instances[i];
        const SchemaNode &node = m.graph.node(in.node);
        if (!in.role.isEmpty()) {
            *role = in.role;
            return uniqueAlias(in.role, taken);
        }
        if (in.copy >= 0) {
            const QString subtype = copyFor(i);
            if (!subtype.isEmpty()) {
                *role = subtype;
                return uniqueAlias(subtype + u'_' + node.table.section(u'_', -1), taken);
            }
        }
        if (via && !m.isSibling(via->edge)) {
            const int to = via->aIsFrom ? via->b : via->a;
            const SchemaEdge &x = m.edges[via->edge];
            const QString alias = roleAlias(m.graph, x);
            if (to == i && !alias.isEmpty() && (repeated(in.node) || m.edgesBetween(x.from, x.to).size() > 1)) {
                *role = alias;
                return uniqueAlias(alias, taken);
            }
        }
        return uniqueAlias(initials(node.table), taken);
    }

    bool repeated(int node) const
    {
        int n = 0;
        for (const Instance &i : t.instances)
            n += i.node == node ? 1 : 0;
        return n > 1;
    }

    JoinStep step(int i, const Link *via = nullptr)
    {
        const Instance &in = t.instances[i];
        const SchemaNode &node = m.graph.node(in.node);
        JoinStep s;
        s.table = node.name;
        s.tableName = node.table;
        s.schemaName = node.name.contains(u'.') ? node.name.section(u'.', 0, -2) : QString();
        s.alias = aliasFor(i, via, &s.role);
        s.use = in.use;
        return s;
    }

    void join(JoinStep &s, const JoinStep &parentStep, int parent, int child, const Link &l)
    {
        const SchemaEdge &x = m.edges[l.edge];
        const int from = l.aIsFrom ? l.a : l.b;
        const bool childRefers = from == child;
        s.edge = l.edge < m.graph.edges().size() ? l.edge : -1;
        s.parentAlias = parentStep.alias;
        s.parentTable = parentStep.table;
        s.columns = childRefers ? x.fromColumns : x.toColumns;
        s.parentColumns = childRefers ? x.toColumns : x.fromColumns;
        s.inferred = x.source == SchemaEdge::Source::Inferred;
        s.confidence = x.confidence;
        if (m.isSibling(l.edge)) {
            s.cardinality = QStringLiteral("N:M");
            notes << Tr::tr("%1 and %2 are joined on their shared reference to %3.").arg(s.parentAlias, s.alias, x.via);
        } else if (m.subtype[l.edge])
            s.cardinality = QStringLiteral("1:1");
        else
            s.cardinality = childRefers ? QStringLiteral("1:N") : QStringLiteral("N:1");
        // LEFT JOIN keeps rows that have no partner where the question does not ask for one:
        // a reference that may be empty or that no key enforces, an extension of a needed table
        // passed through on the way to another, and everything below a kept row.
        const bool unenforced = s.inferred && s.confidence < 0.9;
        const bool optionalReference = !childRefers && !m.isSibling(l.edge) && (x.nullable || unenforced);
        const bool optionalExtension = childRefers && m.subtype[l.edge] && !t.instances[child].required && t.instances[parent].required;
        s.left = parentStep.left || optionalReference || optionalExtension;
    }

    void addNotes(JoinPlan &plan) const
    {
        plan.notes = notes;
        for (const JoinStep &s : std::as_const(plan.steps)) {
            if (!s.parentAlias.isEmpty() && m.lookups.contains(m.graph.indexOf(s.table)))
                plan.notes << Tr::tr("%1 is a lookup table, joined for %2.").arg(s.alias, s.parentAlias);
        }
        plan.notes.removeDuplicates();
        for (const auto &[left, right, bridge] : m.manyToMany) {
            const QString l = m.graph.node(left).name, r = m.graph.node(right).name, b = m.graph.node(bridge).name;
            if (!plan.aliasOf(l).isEmpty() && !plan.aliasOf(r).isEmpty() && !plan.aliasOf(b).isEmpty())
                plan.notes << Tr::tr("%1 and %2 are linked through %3 (many-to-many).").arg(l, r, b);
        }
        for (const Link &l : t.links) {
            if (!m.subtype[l.edge])
                continue;
            const QString child = m.graph.node(m.edges[l.edge].from).name, parent = m.graph.node(m.edges[l.edge].to).name;
            plan.notes << Tr::tr("%1 is a kind of %2 (its key is a %2 key): one %2 row for each %1 row.").arg(child, parent);
        }
        plan.notes.removeDuplicates();
    }

    const PlannerModel &m;
    const Tree &t;
    QList<QList<int>> adj; // instance -> link indices
    QSet<QString> taken;
    QStringList notes;
};

} // namespace

JoinPlan buildPlan(const PlannerModel &model, const Tree &tree)
{
    return PlanBuilder(model, tree).build();
}

} // namespace assay::schema::detail
