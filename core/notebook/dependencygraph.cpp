#include "dependencygraph.h"
#include "notebooktr.h"

#include "sqlparameters.h"
#include "sqlreferences.h"

#include <QCoreApplication>

#include <queue>

namespace assay::notebook {
namespace {

// Every name a node reads, whatever it is read as (the index of readers holds both).
QStringList allNames(const QStringList &refs, const QStringList &paramRefs)
{
    QStringList out = refs;
    for (const QString &p : paramRefs) {
        if (!out.contains(p))
            out.append(p);
    }
    return out;
}

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

    // A parameter's text is the query its choices come from, read only when they do.
    const QString parsed = cell.kind != CellKind::Parameter || cell.parameter.choices == ChoiceSource::Query ? cell.source : QString();
    // Re-parse only when the text changed. A SQL edit that does not parse keeps the previous
    // references (the DAG follows edits that parse).
    if (isNew || parsed != before.source || cell.kind != before.kind) {
        node.source = parsed;
        if (cell.kind == CellKind::Sql || (cell.kind == CellKind::Parameter && !parsed.isEmpty())) {
            const SqlReferences refs = findReferences(parsed, m_flavor);
            node.parses = refs.parses;
            if (refs.parses || isNew) {
                node.refs = refs.candidateNames();
                node.paramRefs = parameterNames(findParameterReferences(parsed, m_flavor));
            }
        } else if (cell.kind == CellKind::Markdown) {
            node.parses = true;
            node.refs = findMarkdownReferences(cell.source);
            node.paramRefs.clear();
        } else {
            node.parses = true;
            node.refs.clear();
            node.paramRefs.clear();
        }
    }

    // Keep the indexes in step: who defines which name, who reads which name.
    const QString oldName = fold(before.name);
    const QString newName = fold(node.name);
    const bool wasDefiner = !isNew && isDefinerKind(before.kind);
    const bool isDefiner = isDefinerKind(node.kind);
    if (!isNew && (oldName != newName || wasDefiner != isDefiner)) {
        if (wasDefiner) {
            m_definers[oldName].removeAll(cell.id);
            if (m_definers[oldName].isEmpty())
                m_definers.remove(oldName);
        }
    }
    if (isDefiner && (isNew || oldName != newName || !wasDefiner) && !newName.isEmpty())
        m_definers[newName].append(cell.id);

    const QStringList reads = allNames(node.refs, node.paramRefs);
    if (!isNew) {
        for (const QString &r : allNames(before.refs, before.paramRefs)) {
            if (!reads.contains(r))
                m_referencers[r].remove(cell.id);
        }
        if (!before.chartSourceId.isEmpty() && before.chartSourceId != node.chartSourceId)
            m_chartsOf[before.chartSourceId].remove(cell.id);
    }
    for (const QString &r : reads)
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
    if (isDefinerKind(node.kind)) {
        m_definers[name].removeAll(id);
        if (m_definers[name].isEmpty())
            m_definers.remove(name);
    }
    for (const QString &r : allNames(node.refs, node.paramRefs))
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
        // Ambiguous names resolve to nothing (the definers carry the error); a cell never reads
        // itself. SQL reads cells FROM their names and parameters as :name; markdown embeds both.
        for (const QString &r : it->refs) {
            const QString sqlCell = definerOf(r, CellKind::Sql, id);
            if (!sqlCell.isEmpty())
                parents.insert(sqlCell);
            else if (it->kind == CellKind::Markdown) {
                if (const QString parameter = definerOf(r, CellKind::Parameter, id); !parameter.isEmpty())
                    parents.insert(parameter);
            }
        }
        for (const QString &r : it->paramRefs) {
            if (const QString parameter = definerOf(r, CellKind::Parameter, id); !parameter.isEmpty())
                parents.insert(parameter);
        }
    }
    setParents(id, parents);
}

QString DependencyGraph::definerOf(const QString &folded, CellKind kind, const QString &self) const
{
    const QStringList definers = m_definers.value(folded);
    if (definers.size() != 1 || definers.first() == self)
        return {};
    const auto node = m_nodes.constFind(definers.first());
    return node != m_nodes.constEnd() && node->kind == kind ? definers.first() : QString();
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
        const QString sqlCell = definerOf(r, CellKind::Sql, id);
        if (!sqlCell.isEmpty())
            out.insert(r, sqlCell);
    }
    return out;
}

QStringList DependencyGraph::parameterReferences(const QString &id) const
{
    const auto it = m_nodes.constFind(id);
    return it == m_nodes.constEnd() ? QStringList() : it->paramRefs;
}

QStringList DependencyGraph::undeclaredParameters(const QString &id) const
{
    QStringList out;
    const auto it = m_nodes.constFind(id);
    if (it == m_nodes.constEnd())
        return out;
    for (const QString &r : it->paramRefs) {
        if (m_definers.value(r).isEmpty())
            out << r;
    }
    return out;
}

QStringList DependencyGraph::readersOfParameter(const QString &name) const
{
    QStringList out;
    for (const QString &reader : m_referencers.value(fold(name))) {
        if (m_nodes.value(reader).paramRefs.contains(fold(name)))
            out << reader;
    }
    return sortedByIndex(QSet<QString>(out.begin(), out.end()), m_index);
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
    if (isDefinerKind(node.kind) && m_definers.value(fold(node.name)).size() > 1)
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
    QStringList ambiguous, unknown, notParameters, undeclared;
    for (const QString &r : node.refs) {
        const QStringList definers = m_definers.value(r);
        // SQL reads cells, never parameters, by name: FROM region with a parameter region reads
        // the table. Markdown embeds either.
        const bool definedHere = definers.size() == 1 && definers.first() != id
                                 && (node.kind == CellKind::Markdown || m_nodes.value(definers.first()).kind == CellKind::Sql);
        if (definers.size() > 1)
            ambiguous << r;
        else if (!definedHere) {
            // Markdown can only embed cells; SQL may read tables, which the catalog knows.
            if (node.kind == CellKind::Markdown || (m_haveCatalog && !isKnownTable(r)))
                unknown << r;
        }
    }
    for (const QString &r : node.paramRefs) {
        const QStringList definers = m_definers.value(r);
        if (definers.size() > 1)
            ambiguous << r;
        else if (definers.isEmpty())
            undeclared << r;
        else if (definers.first() == id || m_nodes.value(definers.first()).kind != CellKind::Parameter)
            notParameters << r;
    }
    if (!notParameters.isEmpty()) {
        const QString name = notParameters.first();
        if (m_definers.value(name).first() == id)
            return {Diagnostic::Kind::NotAParameter, Tr::tr("The choices of %1 cannot depend on its own value (:%2).").arg(node.name, name)};
        return {Diagnostic::Kind::NotAParameter,
                Tr::tr(":%1 reads a parameter, but %1 is a SQL cell; write FROM %1 to read its rows.").arg(m_nodes.value(m_definers.value(name).first()).name)};
    }
    if (!ambiguous.isEmpty())
        return {Diagnostic::Kind::DuplicateName, Tr::tr("%1 is defined by more than one cell.").arg(ambiguous.join(QStringLiteral(", ")))};
    if (!unknown.isEmpty())
        return {Diagnostic::Kind::UnknownName,
                node.kind == CellKind::Markdown
                    ? Tr::tr("No cell is named %1.").arg(unknown.join(QStringLiteral(", ")))
                    : Tr::tr("%1 is neither a cell nor a table in this database.").arg(unknown.join(QStringLiteral(", ")))};
    if (!undeclared.isEmpty()) // undeclaredParameters() lists them
        return {Diagnostic::Kind::UndeclaredParameter,
                Tr::tr("No parameter cell defines %1: add one, or give the value when running headless (--param %2=VALUE).")
                    .arg(QStringLiteral(":") + undeclared.join(QStringLiteral(", :")), undeclared.first())};
    if (!node.parses)
        return {Diagnostic::Kind::ParseError,
                Tr::tr("The SQL is incomplete (an open quote, comment or parenthesis); dependencies follow the last version that parsed.")};
    return {};
}

} // namespace assay::notebook
