#include "notebook.h"

#include "sqlparameters.h"
#include "sqlreferences.h"

#include "db/columnformats.h"
#include "db/resultstore.h"

namespace assay::notebook {

Notebook::Notebook(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<CellState>();
}

Notebook::~Notebook() = default;

const Cell *Notebook::cell(const QString &id) const
{
    const int i = indexOf(id);
    return i >= 0 ? &m_cells[i] : nullptr;
}

int Notebook::indexOf(const QString &id) const
{
    for (int i = 0; i < m_cells.size(); ++i) {
        if (m_cells[i].id == id)
            return i;
    }
    return -1;
}

QStringList Notebook::cellIds() const
{
    QStringList ids;
    ids.reserve(m_cells.size());
    for (const Cell &c : m_cells)
        ids << c.id;
    return ids;
}

QStringList Notebook::cellNames() const
{
    QStringList names;
    for (const Cell &c : m_cells)
        names << c.name;
    return names;
}

void Notebook::setTitle(const QString &title)
{
    if (title == m_title)
        return;
    m_title = title;
    emit titleChanged(title);
    touched();
}

void Notebook::setChat(const QJsonArray &chat)
{
    if (chat == m_chat)
        return;
    m_chat = chat;
    emit chatChanged();
    touched();
}

QString Notebook::uniqueName(const QString &base) const
{
    const QString stem = sanitizeCellName(base);
    QSet<QString> taken;
    for (const Cell &c : m_cells)
        taken.insert(c.name.toLower());
    // A cell named like a table shadows it for every cell that reads that name.
    auto isFree = [&](const QString &name) { return !taken.contains(name) && !m_graph.isTable(name); };
    if (isFree(stem))
        return stem;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1_%2").arg(stem).arg(n);
        if (isFree(candidate))
            return candidate;
    }
}

void Notebook::touched()
{
    ++m_revision;
    setModified(true);
}

void Notebook::setModified(bool modified)
{
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

void Notebook::syncOrder()
{
    m_graph.setOrder(cellIds());
}

QString Notebook::insertCell(int index, Cell cell)
{
    if (cell.id.isEmpty() || indexOf(cell.id) >= 0)
        cell.id = newCellId();
    if (cell.name.isEmpty()) {
        cell.name = uniqueName(QString::fromLatin1(defaultCellNameBase(cell.kind)));
    }
    index = std::clamp(index, 0, count());
    m_cells.insert(index, cell);
    syncOrder();
    m_graph.upsert(cell);
    m_state.insert(cell.id, cell.output.hasRun() ? CellState::Stale : CellState::Idle);
    emit cellInserted(index, cell.id);
    emit graphChanged();
    touched();
    return cell.id;
}

Cell Notebook::removeCell(QString id)
{
    const int i = indexOf(id);
    if (i < 0)
        return {};
    const QStringList readers = m_graph.descendants(id);
    Cell removed = m_cells.takeAt(i);
    m_graph.remove(id);
    syncOrder();
    m_state.remove(id);
    m_results.remove(id);
    emit cellRemoved(i, id);
    for (const QString &r : readers)
        markStale(r, true);
    emit graphChanged();
    touched();
    return removed;
}

void Notebook::moveCell(QString id, int newIndex)
{
    const int from = indexOf(id);
    newIndex = std::clamp(newIndex, 0, count() - 1);
    if (from < 0 || from == newIndex)
        return;
    m_cells.move(from, newIndex);
    syncOrder();
    emit cellMoved(from, newIndex);
    emit graphChanged();
    touched();
}

void Notebook::setSource(const QString &id, const QString &source)
{
    const int i = indexOf(id);
    if (i < 0 || m_cells[i].source == source)
        return;
    m_cells[i].source = source;
    m_graph.upsert(m_cells[i]);
    emit cellChanged(id);
    markStale(id, true);
    emit graphChanged();
    touched();
}

bool Notebook::setName(const QString &id, const QString &name)
{
    const int i = indexOf(id);
    if (i < 0 || !isValidCellName(name))
        return false;
    if (m_cells[i].name == name)
        return true;
    m_cells[i].name = name;
    m_graph.upsert(m_cells[i]);
    emit cellChanged(id);
    emit graphChanged();
    touched();
    return true;
}

RenamePlan Notebook::planRename(const QString &id, const QString &newName) const
{
    RenamePlan plan;
    const Cell *c = cell(id);
    if (!c)
        return plan;
    plan.cellId = id;
    plan.from = c->name;
    plan.to = newName;
    if (c->kind != CellKind::Sql && c->kind != CellKind::Parameter)
        return plan; // only SQL and parameter cells are read by name
    for (const Cell &other : m_cells) {
        if (other.id == id)
            continue;
        int changed = 0;
        renameIn(other, plan.from, newName, c->kind, &changed);
        if (changed > 0)
            plan.affectedCellIds << other.id;
    }
    return plan;
}

QHash<QString, QString> Notebook::applyRename(const RenamePlan &plan)
{
    QHash<QString, QString> previous;
    if (!setName(plan.cellId, plan.to))
        return previous;
    for (const QString &otherId : plan.affectedCellIds) {
        const Cell *other = cell(otherId);
        if (!other)
            continue;
        previous.insert(otherId, other->source);
        const Cell *renamed = cell(plan.cellId);
        setSource(otherId, renameIn(*other, plan.from, plan.to, renamed ? renamed->kind : CellKind::Sql));
    }
    return previous;
}

QString Notebook::renameIn(const Cell &reader, const QString &from, const QString &to, CellKind renamedKind, int *changed) const
{
    if (reader.kind == CellKind::Markdown)
        return renameMarkdownReferences(reader.source, from, to, changed);
    if (reader.kind != CellKind::Sql && reader.kind != CellKind::Parameter) {
        if (changed)
            *changed = 0;
        return reader.source;
    }
    // A SQL cell is read FROM its name, a parameter as :name.
    return renamedKind == CellKind::Parameter ? renameParameterReferences(reader.source, from, to, m_flavor, changed)
                                              : renameReferences(reader.source, from, to, m_flavor, changed);
}

void Notebook::setParameter(const QString &id, const ParameterSpec &spec)
{
    const int i = indexOf(id);
    if (i < 0 || m_cells[i].kind != CellKind::Parameter || m_cells[i].parameter == spec)
        return;
    const bool valueChanged = m_cells[i].parameter.value() != spec.value() || m_cells[i].parameter.type != spec.type
                              || m_cells[i].parameter.multiple != spec.multiple;
    const bool sourceRead = m_cells[i].parameter.choices != spec.choices;
    m_cells[i].parameter = spec;
    if (sourceRead)
        m_graph.upsert(m_cells[i]); // the choices' query is read only for query choices
    emit cellChanged(id);
    markStale(id, sourceRead);
    if (sourceRead)
        emit graphChanged();
    touched();
    if (valueChanged)
        emit parameterValueChanged(id);
}

void Notebook::setParameterValue(const QString &id, const QStringList &values)
{
    const int i = indexOf(id);
    if (i < 0 || m_cells[i].kind != CellKind::Parameter)
        return;
    ParameterSpec &spec = m_cells[i].parameter;
    if (spec.hasCurrent && spec.current == values)
        return;
    const bool valueChanged = spec.value() != values;
    spec.hasCurrent = true;
    spec.current = values;
    emit cellChanged(id);
    touched();
    if (valueChanged) {
        markStale(id, false);
        emit parameterValueChanged(id);
    }
}

void Notebook::setUndeclaredParameterValues(const QHash<QString, QStringList> &values)
{
    m_undeclaredValues.clear();
    for (auto it = values.constBegin(); it != values.constEnd(); ++it)
        m_undeclaredValues.insert(it.key().toLower(), it.value());
}

std::optional<ParameterBinding> Notebook::parameterBinding(const QString &name) const
{
    const QString folded = name.toLower();
    if (const Cell *c = cell(m_graph.cellForName(folded))) {
        if (c->kind != CellKind::Parameter)
            return std::nullopt;
        return ParameterBinding{c->name, c->parameter, c->parameter.value()};
    }
    const auto it = m_undeclaredValues.constFind(folded);
    if (it == m_undeclaredValues.constEnd())
        return std::nullopt;
    ParameterBinding b;
    b.name = name;
    b.values = *it;
    return b;
}

QList<const Cell *> Notebook::parameterCells() const
{
    QList<const Cell *> out;
    for (const Cell &c : m_cells) {
        if (c.kind == CellKind::Parameter)
            out << &c;
    }
    return out;
}

void Notebook::setChart(const QString &id, const charts::ChartSpec &spec)
{
    const int i = indexOf(id);
    if (i < 0 || m_cells[i].chart == spec)
        return;
    m_cells[i].chart = spec;
    emit cellChanged(id);
    markStale(id, true);
    touched();
}

void Notebook::setChartSource(const QString &id, const QString &sourceId)
{
    const int i = indexOf(id);
    if (i < 0 || m_cells[i].chartSourceId == sourceId)
        return;
    m_cells[i].chartSourceId = sourceId;
    m_graph.upsert(m_cells[i]);
    emit cellChanged(id);
    markStale(id, true);
    emit graphChanged();
    touched();
}

void Notebook::setInsightSource(const QString &id, const QString &sourceId, const QString &dataHash)
{
    const int i = indexOf(id);
    if (i < 0 || m_cells[i].kind != CellKind::Markdown)
        return;
    if (m_cells[i].insightSourceId == sourceId && m_cells[i].insightDataHash == dataHash)
        return;
    m_cells[i].insightSourceId = sourceId;
    m_cells[i].insightDataHash = dataHash;
    m_graph.upsert(m_cells[i]);
    emit cellChanged(id);
    emit graphChanged();
    touched();
}

bool Notebook::isInsightOutdated(const QString &id) const
{
    const Cell *c = cell(id);
    if (!c || !c->isInsight())
        return false;
    const Cell *source = cell(c->insightSourceId);
    return !source || source->output.dataHash != c->insightDataHash;
}

void Notebook::replaceAll(const QList<Cell> &cells)
{
    m_cells.clear();
    m_state.clear();
    m_results.clear();
    QSet<QString> ids;
    for (Cell c : cells) {
        if (c.id.isEmpty() || ids.contains(c.id))
            c.id = newCellId();
        ids.insert(c.id);
        m_cells.append(c);
    }
    m_graph.rebuild(m_cells);
    for (const Cell &c : std::as_const(m_cells)) {
        // Outputs from the file describe an earlier run: show them, but as stale.
        m_state.insert(c.id, c.output.hasRun() ? CellState::Stale : CellState::Idle);
    }
    // New content: an autosave right after (a restored recovery file) must write it, even when
    // the title and connection did not change. Loading clears `modified`, so a plain open does not.
    ++m_revision;
    emit reset();
    emit graphChanged();
}

void Notebook::setReactiveMode(ReactiveMode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    emit reactiveModeChanged(mode);
    touched();
}

void Notebook::setSaveParameterValues(bool save)
{
    if (save == m_saveParameterValues)
        return;
    m_saveParameterValues = save;
    touched();
}

void Notebook::setConnection(const db::ConnectionConfig &config)
{
    if (config == m_connection)
        return;
    m_connection = config;
    touched();
}

void Notebook::setCatalogTables(const QStringList &tables)
{
    m_graph.setKnownTables(tables);
    emit graphChanged();
}

void Notebook::clearCatalogTables()
{
    m_graph.clearKnownTables();
    emit graphChanged();
}

void Notebook::setFlavor(sql::Flavor flavor)
{
    if (flavor == m_flavor)
        return;
    m_flavor = flavor;
    // Quoting rules changed: re-read every cell's references.
    m_graph.setFlavor(flavor);
    m_graph.rebuild(m_cells);
    emit graphChanged();
}

void Notebook::setState(const QString &id, CellState state)
{
    if (indexOf(id) < 0 || m_state.value(id) == state)
        return;
    m_state.insert(id, state);
    emit cellStateChanged(id, state);
}

void Notebook::markStale(const QString &id, bool includeSelf)
{
    auto stale = [this](const QString &c) {
        const CellState s = state(c);
        if (s == CellState::Done || s == CellState::Error || s == CellState::Cancelled)
            setState(c, CellState::Stale);
    };
    if (includeSelf)
        stale(id);
    for (const QString &d : m_graph.descendants(id))
        stale(d);
}

void Notebook::setResult(const QString &id, std::shared_ptr<db::ResultStore> store, const OutputInfo &output)
{
    const int i = indexOf(id);
    if (i < 0)
        return;
    m_results.insert(id, std::move(store));
    m_cells[i].output = output;
    emit cellOutputChanged(id);
    ++m_revision; // outputs are saved, but running is not an edit the user must save
}

void Notebook::setOutput(const QString &id, const OutputInfo &output)
{
    const int i = indexOf(id);
    if (i < 0)
        return;
    m_cells[i].output = output;
    emit cellOutputChanged(id);
    ++m_revision;
}

QVariant Notebook::scalarValue(const QString &cellName) const
{
    if (!scalarProblem(cellName).isEmpty())
        return {};
    const Cell *c = cell(m_graph.cellForName(cellName));
    if (c->kind == CellKind::Parameter) // {{region}}: the value the cells read now
        return parameterDisplayText(c->parameter, c->parameter.value());
    return m_results.value(c->id)->value(0, 0);
}

QString Notebook::scalarText(const QString &cellName, const QLocale &locale) const
{
    if (!scalarProblem(cellName).isEmpty())
        return {};
    const Cell *c = cell(m_graph.cellForName(cellName));
    if (c->kind == CellKind::Parameter) // a parameter has no result: its value, as it is shown
        return parameterDisplayText(c->parameter, c->parameter.value());
    const std::shared_ptr<db::ResultStore> store = m_results.value(c->id);
    return db::formatSingleValue(store->columns().value(0), store->value(0, 0), locale);
}

QString Notebook::scalarProblem(const QString &cellName) const
{
    const Cell *c = cell(m_graph.cellForName(cellName));
    if (!c)
        return tr("no cell is named %1").arg(cellName);
    if (c->kind == CellKind::Parameter) {
        const QString problem = checkParameterValue(c->parameter, c->parameter.value());
        return problem.isEmpty() ? QString() : tr("parameter %1: %2").arg(c->name, problem);
    }
    // An error explains more than "not run": the reader learns what to fix upstream.
    if (!c->output.error.isEmpty())
        return tr("%1 failed: %2").arg(c->name, c->output.error.section(u'\n', 0, 0).trimmed());
    const auto store = m_results.value(c->id);
    if (!store)
        return tr("%1 has not run yet").arg(c->name);
    const qint64 rows = store->rowCount();
    const qsizetype columns = store->columns().size();
    if (rows == 1 && columns == 1)
        return {};
    // The first cell of a table would read as if it were the answer.
    const QString rowText = tr("%Ln row(s)", nullptr, int(std::min<qint64>(rows, INT_MAX)));
    const QString columnText = tr("%Ln column(s)", nullptr, int(columns));
    return tr("%1 has %2 × %3, not a single value").arg(c->name, rowText, columnText);
}

} // namespace assay::notebook
