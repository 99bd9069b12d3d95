#include "dependencygraph.h"
#include "notebooktr.h"

#include "sqlreferences.h"

#include <QCoreApplication>

#include <queue>

namespace assay::notebook {
namespace {

} // namespace

void DependencyGraph::setKnownTables(const QStringList &names)
{
    m_knownTables.clear();
    for (const QString &n : names)
        m_knownTables.insert(fold(n));
    m_haveCatalog = true;
}

void DependencyGraph::clearKnownTables()
{
    m_knownTables.clear();
    m_haveCatalog = false;
}

void DependencyGraph::clear()
{
    *this = DependencyGraph{};
}

void DependencyGraph::setOrder(const QStringList &ids)
{
    m_index.clear();
    m_index.reserve(ids.size());
    for (int i = 0; i < ids.size(); ++i)
        m_index.insert(ids[i], i);
}

void DependencyGraph::upsert(const Cell &cell)
{
    const bool isNew = !m_nodes.contains(cell.id);
    Node &node = m_nodes[cell.id];
    const Node before = node;
    node.id = cell.id;
    node.kind = cell.kind;
    node.name = cell.name;
    node.chartSourceId = cell.kind == CellKind::Chart ? cell.chartSourceId : cell.isInsight() ? cell.insightSourceId : QString();

    // Re-parse only when the text changed. A SQL edit that does not parse keeps the previous
    // references (the DAG follows edits that parse).
    if (isNew || cell.source != before.source || cell.kind != before.kind) {
        node.source = cell.source;
        if (cell.kind == CellKind::Sql) {
            const SqlReferences refs = findReferences(cell.source, m_flavor);
            node.parses = refs.parses;
            if (refs.parses || isNew)
                node.refs = refs.candidateNames();
        } else if (cell.kind == CellKind::Markdown) {
            node.parses = true;
            node.refs = findMarkdownReferences(cell.source);
        } else {
            node.parses = true;
            node.refs.clear();
        }
    }

    // Keep the indexes in step: who defines which name, who reads which name.
    const QString oldName = fold(before.name);
    const QString newName = fold(node.name);
    const bool wasDefiner = !isNew && before.kind == CellKind::Sql;
    const bool isDefiner = node.kind == CellKind::Sql;
    if (!isNew && (oldName != newName || wasDefiner != isDefiner)) {
        if (wasDefiner) {
            m_definers[oldName].removeAll(cell.id);
            if (m_definers[oldName].isEmpty())
                m_definers.remove(oldName);
        }
    }
    if (isDefiner && (isNew || oldName != newName || !wasDefiner) && !newName.isEmpty())
        m_definers[newName].append(cell.id);

    if (!isNew) {
        for (const QString &r : before.refs) {
            if (!node.refs.contains(r))
                m_referencers[r].remove(cell.id);
        }
        if (!before.chartSourceId.isEmpty() && before.chartSourceId != node.chartSourceId)
            m_chartsOf[before.chartSourceId].remove(cell.id);
    }
    for (const QString &r : std::as_const(node.refs))
        m_referencers[r].insert(cell.id);
    if (!node.chartSourceId.isEmpty())
        m_chartsOf[node.chartSourceId].insert(cell.id);

    resolve(cell.id);
    if (!isNew && (oldName != newName || wasDefiner != isDefiner)) {
        resolveReferencersOf(oldName);
        resolveReferencersOf(newName);
    } else if (isNew) {
        resolveReferencersOf(newName);
        // Charts may have been pointing at this id before it existed (undo of a delete).
        for (const QString &chart : m_chartsOf.value(cell.id))
            resolve(chart);
    }
    recomputeCycles();
}

void DependencyGraph::rebuild(const QList<Cell> &cells)
{
    const sql::Flavor flavor = m_flavor;
    const QSet<QString> tables = m_knownTables;
    const bool haveCatalog = m_haveCatalog;
    clear();
    m_flavor = flavor;
    m_knownTables = tables;
    m_haveCatalog = haveCatalog;
    QStringList order;
    order.reserve(cells.size());
    for (const Cell &c : cells)
        order << c.id;
    setOrder(order);
    m_deferCycles = true;
    for (const Cell &c : cells)
        upsert(c);
    m_deferCycles = false;
    recomputeCycles();
}

void DependencyGraph::remove(const QString &id)
{
    auto it = m_nodes.find(id);
    if (it == m_nodes.end())
        return;
    const Node node = *it;
    m_nodes.erase(it);
    const QString name = fold(node.name);
    if (node.kind == CellKind::Sql) {
        m_definers[name].removeAll(id);
        if (m_definers[name].isEmpty())
            m_definers.remove(name);
    }
    for (const QString &r : node.refs)
        m_referencers[r].remove(id);
    if (!node.chartSourceId.isEmpty())
        m_chartsOf[node.chartSourceId].remove(id);
    setParents(id, {});
    const QSet<QString> children = m_children.take(id);
    for (const QString &c : children)
        m_parents[c].remove(id);
    m_parents.remove(id);
    resolveReferencersOf(name);
    for (const QString &chart : m_chartsOf.value(id))
        resolve(chart);
    m_index.remove(id);
    recomputeCycles();
}

void DependencyGraph::resolveReferencersOf(const QString &foldedName)
{
    if (foldedName.isEmpty())
        return;
    for (const QString &id : m_referencers.value(foldedName))
        resolve(id);
}

void DependencyGraph::resolve(const QString &id)
{
    const auto it = m_nodes.constFind(id);
    if (it == m_nodes.constEnd())
        return;
    QSet<QString> parents;
    if (it->kind == CellKind::Chart) {
        if (m_nodes.contains(it->chartSourceId) && it->chartSourceId != id)
            parents.insert(it->chartSourceId);
    } else {
        // An insight reads the cell it describes, besides any {{name}} it embeds.
        if (!it->chartSourceId.isEmpty() && m_nodes.contains(it->chartSourceId) && it->chartSourceId != id)
            parents.insert(it->chartSourceId);
        for (const QString &r : it->refs) {
            const QStringList definers = m_definers.value(r);
            // Ambiguous names resolve to nothing (the definers carry the error); a cell never
            // reads itself.
            if (definers.size() == 1 && definers.first() != id)
                parents.insert(definers.first());
        }
    }
    setParents(id, parents);
}

void DependencyGraph::setParents(const QString &id, const QSet<QString> &parents)
{
    QSet<QString> &current = m_parents[id];
    for (const QString &p : current) {
        if (!parents.contains(p))
            m_children[p].remove(id);
    }
    for (const QString &p : parents)
        m_children[p].insert(id);
    current = parents;
}

void DependencyGraph::recomputeCycles()
{
    if (m_deferCycles)
        return;
    // Tarjan's strongly connected components; components larger than one cell are cycles.
    m_cycle.clear();
    QHash<QString, int> index, low;
    QSet<QString> onStack;
    QStringList stack;
    int counter = 0;
    std::function<void(const QString &)> visit = [&](const QString &v) {
        index[v] = low[v] = counter++;
        stack.append(v);
        onStack.insert(v);
        for (const QString &w : m_children.value(v)) {
            if (!index.contains(w)) {
                visit(w);
                low[v] = std::min(low[v], low[w]);
            } else if (onStack.contains(w)) {
                low[v] = std::min(low[v], index[w]);
            }
        }
        if (low[v] == index[v]) {
            QStringList component;
            QString w;
            do {
                w = stack.takeLast();
                onStack.remove(w);
                component.prepend(w);
            } while (w != v);
            if (component.size() > 1) {
                for (const QString &c : component)
                    m_cycle.insert(c, component);
            }
        }
    };
    for (auto it = m_children.constBegin(); it != m_children.constEnd(); ++it) {
        if (!it.value().isEmpty() && !index.contains(it.key()))
            visit(it.key());
    }
}

static QStringList sortedByIndex(const QSet<QString> &ids, const QHash<QString, int> &order)
{
    QStringList out(ids.begin(), ids.end());
    std::sort(out.begin(), out.end(), [&](const QString &a, const QString &b) {
        return order.value(a, INT_MAX) < order.value(b, INT_MAX);
    });
    return out;
}

QStringList DependencyGraph::parents(const QString &id) const
{
    return sortedByIndex(m_parents.value(id), m_index);
}

QStringList DependencyGraph::children(const QString &id) const
{
    return sortedByIndex(m_children.value(id), m_index);
}

QStringList DependencyGraph::ancestors(const QString &id) const
{
    QSet<QString> seen;
    QStringList todo = {id};
    while (!todo.isEmpty()) {
        const QString c = todo.takeLast();
        for (const QString &p : m_parents.value(c)) {
            if (p != id && !seen.contains(p)) {
                seen.insert(p);
                todo.append(p);
            }
        }
    }
    return topologicalOrder(QStringList(seen.begin(), seen.end()));
}

QStringList DependencyGraph::descendants(const QString &id) const
{
    QSet<QString> seen;
    QStringList todo = {id};
    while (!todo.isEmpty()) {
        const QString c = todo.takeLast();
        for (const QString &ch : m_children.value(c)) {
            if (ch != id && !seen.contains(ch)) {
                seen.insert(ch);
                todo.append(ch);
            }
        }
    }
    return topologicalOrder(QStringList(seen.begin(), seen.end()));
}

QStringList DependencyGraph::topologicalOrder(const QStringList &ids) const
{
    // Kahn's algorithm restricted to `ids`, a min-heap on notebook order for ties.
    const QSet<QString> subset(ids.begin(), ids.end());
    QHash<QString, int> inDegree;
    for (const QString &id : subset) {
        if (m_cycle.contains(id))
            continue;
        int d = 0;
        for (const QString &p : m_parents.value(id)) {
            if (subset.contains(p) && !m_cycle.contains(p))
                ++d;
        }
        inDegree.insert(id, d);
    }
    auto later = [this](const QString &a, const QString &b) { return m_index.value(a, INT_MAX) > m_index.value(b, INT_MAX); };
    std::priority_queue<QString, std::vector<QString>, decltype(later)> ready(later);
    for (auto it = inDegree.constBegin(); it != inDegree.constEnd(); ++it) {
        if (it.value() == 0)
            ready.push(it.key());
    }
    QStringList out;
    out.reserve(inDegree.size());
    while (!ready.empty()) {
        const QString id = ready.top();
        ready.pop();
        out.append(id);
        for (const QString &c : m_children.value(id)) {
            auto it = inDegree.find(c);
            if (it != inDegree.end() && --it.value() == 0)
                ready.push(c);
        }
    }
    return out;
}

QString DependencyGraph::cellForName(const QString &name) const
{
    const QStringList definers = m_definers.value(fold(name));
    return definers.size() == 1 ? definers.first() : QString();
}

QHash<QString, QString> DependencyGraph::resolvedReferences(const QString &id) const
{
    QHash<QString, QString> out;
    const auto it = m_nodes.constFind(id);
    if (it == m_nodes.constEnd())
        return out;
    for (const QString &r : it->refs) {
        const QStringList definers = m_definers.value(r);
        if (definers.size() == 1 && definers.first() != id)
            out.insert(r, definers.first());
    }
    return out;
}

int DependencyGraph::edgeCount() const
{
    int n = 0;
    for (const auto &p : m_parents)
        n += p.size();
    return n;
}

Diagnostic DependencyGraph::diagnostic(const QString &id) const
{
    const auto it = m_nodes.constFind(id);
    if (it == m_nodes.constEnd())
        return {};
    const Node &node = *it;
    if (!isValidCellName(node.name))
        return {Diagnostic::Kind::InvalidName,
                Tr::tr("\"%1\" is not a valid cell name: use letters, digits and underscores, starting with a letter, "
                   "and not a SQL keyword.").arg(node.name)};
    if (node.kind == CellKind::Sql && m_definers.value(fold(node.name)).size() > 1)
        return {Diagnostic::Kind::DuplicateName, Tr::tr("The name %1 is used by more than one cell; rename one of them.").arg(node.name)};
    // Readers of the name would inline this cell as WITH orders AS (... FROM orders): a
    // circular reference on SQLite, and the cell's rows instead of the table's elsewhere.
    if (node.kind == CellKind::Sql && node.refs.contains(fold(node.name)))
        return {Diagnostic::Kind::ShadowsTable,
                Tr::tr("Cell %1 has the name of the table it reads; rename it.").arg(node.name)};
    if (const auto c = m_cycle.constFind(id); c != m_cycle.constEnd()) {
        QStringList names;
        for (const QString &member : *c)
            names << m_nodes.value(member).name;
        names << names.first();
        return {Diagnostic::Kind::Cycle, Tr::tr("These cells read each other in a circle: %1.").arg(names.join(QStringLiteral(" → ")))};
    }
    if (node.kind == CellKind::Markdown && !node.chartSourceId.isEmpty() && !m_nodes.contains(node.chartSourceId))
        return {Diagnostic::Kind::MissingSource, Tr::tr("The cell this insight described has been deleted.")};
    if (node.kind == CellKind::Chart) {
        if (node.chartSourceId.isEmpty())
            return {Diagnostic::Kind::MissingSource, Tr::tr("Choose the cell whose result this chart shows.")};
        const auto src = m_nodes.constFind(node.chartSourceId);
        if (src == m_nodes.constEnd())
            return {Diagnostic::Kind::MissingSource, Tr::tr("The cell this chart showed has been deleted.")};
        if (src->kind != CellKind::Sql)
            return {Diagnostic::Kind::MissingSource, Tr::tr("A chart can only show the result of a SQL cell.")};
    }
    QStringList ambiguous, unknown;
    for (const QString &r : node.refs) {
        const QStringList definers = m_definers.value(r);
        if (definers.size() > 1)
            ambiguous << r;
        else if (definers.isEmpty() || definers.first() == id) {
            // Markdown can only embed cells; SQL may read tables, which the catalog knows.
            if (node.kind == CellKind::Markdown || (m_haveCatalog && !isKnownTable(r)))
                unknown << r;
        }
    }
    if (!ambiguous.isEmpty())
        return {Diagnostic::Kind::DuplicateName, Tr::tr("%1 is defined by more than one cell.").arg(ambiguous.join(QStringLiteral(", ")))};
    if (!unknown.isEmpty())
        return {Diagnostic::Kind::UnknownName,
                node.kind == CellKind::Markdown
                    ? Tr::tr("No cell is named %1.").arg(unknown.join(QStringLiteral(", ")))
                    : Tr::tr("%1 is neither a cell nor a table in this database.").arg(unknown.join(QStringLiteral(", ")))};
    if (!node.parses)
        return {Diagnostic::Kind::ParseError,
                Tr::tr("The SQL is incomplete (an open quote, comment or parenthesis); dependencies follow the last version that parsed.")};
    return {};
}

} // namespace assay::notebook
