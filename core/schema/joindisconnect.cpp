// When the needed tables do not connect: which do not, and what might connect them, so the
// analyst reads "weather does not connect to flights; weather.origin and flights.origin share a
// name but no key links them" instead of a bare failure.

#include "joinsearch.h"
#include "schematr.h"

#include <QCoreApplication>
#include <QQueue>

namespace assay::schema::detail {
namespace {

struct Walk {
    QList<int> dist;
    QList<int> parent;
};

Walk walkFrom(const PlannerModel &m, int from)
{
    Walk w{QList<int>(m.graph.nodes().size(), -1), QList<int>(m.graph.nodes().size(), -1)};
    QQueue<int> queue;
    w.dist[from] = 0;
    queue.enqueue(from);
    while (!queue.isEmpty()) {
        const int n = queue.dequeue();
        for (int e : m.adjacent.value(n)) {
            const int other = m.edges[e].from == n ? m.edges[e].to : m.edges[e].from;
            if (w.dist[other] < 0) {
                w.dist[other] = w.dist[n] + 1;
                w.parent[other] = n;
                queue.enqueue(other);
            }
        }
    }
    return w;
}

// Column names that say nothing about a link because many tables have them (id, name, ...).
QSet<QString> commonColumnNames(const SchemaGraph &g)
{
    QHash<QString, int> count;
    for (const SchemaNode &n : g.nodes()) {
        for (const QString &c : n.columnNames)
            ++count[c.toLower()];
    }
    const int limit = std::max<int>(3, int(g.nodes().size() / 10));
    QSet<QString> out;
    for (auto it = count.constBegin(); it != count.constEnd(); ++it) {
        if (it.value() > limit)
            out.insert(it.key());
    }
    return out;
}

// Tables on the connected side that share a column name with `apart` (no key links them). A name
// many tables have says nothing, unless it is the key of one of the two tables ("store_id" of
// stores, which a view of orders repeats): that is the link a key would make. `skipped` gets the
// common names passed over, so the message never says no name is shared when one was.
QStringList sharedNames(const PlannerModel &m, int apart, const QList<int> &near, const QSet<QString> &common,
                        QStringList *skipped)
{
    QStringList out;
    const SchemaNode &a = m.graph.node(apart);
    for (int n : near) {
        const SchemaNode &b = m.graph.node(n);
        for (const QString &c : a.columnNames) {
            if (!b.columnNames.contains(c, Qt::CaseInsensitive))
                continue;
            const bool key = a.primaryKey.contains(c, Qt::CaseInsensitive) || b.primaryKey.contains(c, Qt::CaseInsensitive);
            if (common.contains(c.toLower()) && !key) {
                if (!skipped->contains(c, Qt::CaseInsensitive))
                    *skipped << c;
                continue;
            }
            out << Tr::tr("%1.%2 and %3.%2 share a name, but no key links them").arg(a.table, c, b.table);
            if (out.size() >= 3)
                return out;
        }
    }
    return out;
}

} // namespace

Disconnection findDisconnection(const PlannerModel &m, const QList<int> &required, int maxExtraTables, QString *message)
{
    Disconnection d;
    if (required.isEmpty())
        return d;
    const Walk w = walkFrom(m, required.first());
    QList<int> connected;
    for (int r : required) {
        if (w.dist[r] >= 0) {
            connected << r;
            d.connected << m.graph.node(r).name;
        } else {
            d.apart << m.graph.node(r).name;
        }
    }
    if (d.apart.isEmpty()) {
        // They do connect, only not within the limits (or not under the constraints).
        int far = required.first();
        for (int r : required)
            far = w.dist[r] > w.dist[far] ? r : far;
        QStringList path;
        for (int n = w.parent[far]; n >= 0 && n != required.first(); n = w.parent[n])
            path.prepend(m.graph.node(n).name);
        *message = path.size() > maxExtraTables
                       ? Tr::tr("%1 and %2 connect only through %n table(s) in between (%3); plans stop at %4.", nullptr, int(path.size()))
                             .arg(m.graph.node(required.first()).name, m.graph.node(far).name, path.join(QStringLiteral(", ")))
                             .arg(maxExtraTables)
                       : Tr::tr("No join of %1 keeps every constraint (a lookup table connecting two others, a role the keys do not "
                                "give, a many-to-many link skipped).")
                             .arg(d.connected.join(QStringLiteral(", ")));
        return d;
    }
    // Candidates: what the connected tables and their neighbours share by name with each table apart.
    QList<int> near = connected;
    for (int c : connected) {
        for (int e : m.adjacent.value(c)) {
            const int other = m.edges[e].from == c ? m.edges[e].to : m.edges[e].from;
            if (!near.contains(other))
                near << other;
        }
    }
    const QSet<QString> common = commonColumnNames(m.graph);
    QStringList skipped;
    for (int r : required) {
        if (w.dist[r] < 0)
            d.nearest += sharedNames(m, r, near, common, &skipped);
    }
    *message = Tr::tr("These tables do not connect: no chain of keys links %1 to %2.")
                   .arg(d.apart.join(QStringLiteral(", ")), d.connected.join(QStringLiteral(", ")));
    *message += QLatin1Char(' ')
                + (!d.nearest.isEmpty() ? Tr::tr("Nearest candidates: %1.").arg(d.nearest.join(QStringLiteral("; ")))
                   : skipped.isEmpty()  ? Tr::tr("No table near them shares a column name with %1 either.").arg(d.apart.join(QStringLiteral(", ")))
                                        : Tr::tr("Tables near them share only names that many tables have with %1 (%2).")
                                              .arg(d.apart.join(QStringLiteral(", ")), skipped.join(QStringLiteral(", "))));
    return d;
}

} // namespace assay::schema::detail
