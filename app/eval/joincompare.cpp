#include "joincompare.h"

#include <QHash>

#include <algorithm>
#include <functional>
#include <numeric>

namespace assay::app {
namespace {

// Classes of equal columns: "use.column" labels joined by the conditions, singletons left out.
class Classes {
public:
    void join(const QString &a, const QString &b) { m_parent[find(a)] = find(b); }
    QList<QStringList> classes() const
    {
        QHash<QString, QStringList> byRoot;
        for (auto it = m_parent.constBegin(); it != m_parent.constEnd(); ++it)
            byRoot[find(it.key())] << it.key();
        QList<QStringList> out;
        for (QStringList c : std::as_const(byRoot)) {
            if (c.size() < 2)
                continue;
            c.sort();
            out << c;
        }
        std::sort(out.begin(), out.end());
        return out;
    }
    bool together(const QString &a, const QString &b) const { return m_parent.contains(a) && m_parent.contains(b) && find(a) == find(b); }

private:
    QString find(const QString &x) const
    {
        QString r = x;
        if (!m_parent.contains(r))
            m_parent.insert(r, r);
        while (m_parent.value(r) != r)
            r = m_parent.value(r);
        return r;
    }
    mutable QHash<QString, QString> m_parent;
};

QString label(int use, const QString &column)
{
    return QString::number(use) + u'.' + column.toLower();
}

// Plan instance -> gold use: the planner was given the gold tables as uses 0..n-1.
Classes planClasses(const schema::JoinPlan &plan, const QList<int> &useMap)
{
    Classes c;
    QHash<QString, int> byAlias;
    for (int i = 0; i < plan.steps.size(); ++i) {
        const schema::JoinStep &s = plan.steps[i];
        byAlias.insert(s.alias, s.use >= 0 ? useMap.value(s.use, s.use) : 1000 + i); // a table the plan added
    }
    for (const schema::JoinStep &s : plan.steps) {
        if (s.parentAlias.isEmpty())
            continue;
        for (int k = 0; k < s.columns.size() && k < s.parentColumns.size(); ++k)
            c.join(label(byAlias.value(s.alias), s.columns[k]), label(byAlias.value(s.parentAlias), s.parentColumns[k]));
    }
    return c;
}

// Every mapping of the gold uses onto themselves that only swaps uses of the same table.
QList<QList<int>> sameTablePermutations(const sql::JoinGroup &g)
{
    QList<QList<int>> out{QList<int>(g.tables.size())};
    std::iota(out.first().begin(), out.first().end(), 0);
    QHash<QString, QList<int>> byTable;
    for (int i = 0; i < g.tables.size(); ++i)
        byTable[g.tables[i].name.toLower()] << i;
    for (const QList<int> &uses : std::as_const(byTable)) {
        if (uses.size() < 2)
            continue;
        QList<QList<int>> next;
        QList<int> order = uses;
        std::sort(order.begin(), order.end());
        do {
            for (QList<int> base : std::as_const(out)) {
                for (int k = 0; k < uses.size(); ++k)
                    base[uses[k]] = order[k];
                next << base;
            }
        } while (std::next_permutation(order.begin(), order.end()) && next.size() < 720);
        out = next;
    }
    return out;
}

} // namespace

JoinComparison compareJoins(const sql::JoinGroup &group, const schema::JoinPlan &plan)
{
    Classes gold;
    for (const sql::JoinCondition &c : group.conditions)
        gold.join(label(c.leftIndex, c.leftColumn), label(c.rightIndex, c.rightColumn));
    const QList<QStringList> goldClasses = gold.classes();
    JoinComparison best;
    best.goldEqualities = int(group.conditions.size());
    for (const QList<int> &map : sameTablePermutations(group)) {
        const Classes planned = planClasses(plan, map);
        JoinComparison r;
        r.goldEqualities = best.goldEqualities;
        for (const sql::JoinCondition &c : group.conditions)
            r.foundEqualities += planned.together(label(c.leftIndex, c.leftColumn), label(c.rightIndex, c.rightColumn)) ? 1 : 0;
        r.exact = planned.classes() == goldClasses;
        if (r.exact || r.foundEqualities > best.foundEqualities)
            best = r;
        if (r.exact)
            break;
    }
    return best;
}

} // namespace assay::app
