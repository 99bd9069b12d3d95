#include "commands.h"
#include "uitr.h"

#include <QCoreApplication>
#include <QDateTime>

namespace assay::ui {
namespace {

// Keystrokes closer together than this merge into one undo step.
constexpr qint64 MergeWindowMs = 1500;

} // namespace

InsertCellCommand::InsertCellCommand(notebook::Notebook *nb, int index, notebook::Cell cell)
    : m_nb(nb)
    , m_index(index)
    , m_cell(std::move(cell))
{
    if (m_cell.id.isEmpty())
        m_cell.id = notebook::newCellId();
    if (m_cell.name.isEmpty()) {
        m_cell.name = nb->uniqueName(QString::fromLatin1(notebook::defaultCellNameBase(m_cell.kind)));
    }
    setText(Tr::tr("Add cell %1").arg(m_cell.name));
}

void InsertCellCommand::redo()
{
    m_nb->insertCell(m_index, m_cell);
}

void InsertCellCommand::undo()
{
    // Keep what the cell became (its latest output) so redo brings it back as it was.
    if (const notebook::Cell *c = m_nb->cell(m_cell.id))
        m_cell = *c;
    m_nb->removeCell(m_cell.id);
}

RemoveCellCommand::RemoveCellCommand(notebook::Notebook *nb, const QString &id)
    : m_nb(nb)
    , m_id(id)
{
    const notebook::Cell *c = nb->cell(id);
    setText(Tr::tr("Delete cell %1").arg(c ? c->name : id));
}

void RemoveCellCommand::redo()
{
    m_index = m_nb->indexOf(m_id);
    m_cell = m_nb->removeCell(m_id);
}

void RemoveCellCommand::undo()
{
    if (m_index >= 0)
        m_nb->insertCell(m_index, m_cell);
}

MoveCellCommand::MoveCellCommand(notebook::Notebook *nb, const QString &id, int to)
    : m_nb(nb)
    , m_id(id)
    , m_from(nb->indexOf(id))
    , m_to(to)
{
    setText(Tr::tr("Move cell"));
}

void MoveCellCommand::redo()
{
    m_nb->moveCell(m_id, m_to);
}

void MoveCellCommand::undo()
{
    m_nb->moveCell(m_id, m_from);
}

EditSourceCommand::EditSourceCommand(notebook::Notebook *nb, const QString &id, const QString &before, const QString &after)
    : m_nb(nb)
    , m_id(id)
    , m_before(before)
    , m_after(after)
    , m_lastEditMs(QDateTime::currentMSecsSinceEpoch())
{
    const notebook::Cell *c = nb->cell(id);
    setText(Tr::tr("Edit %1").arg(c ? c->name : QString()));
}

void EditSourceCommand::redo()
{
    m_nb->setSource(m_id, m_after);
}

void EditSourceCommand::undo()
{
    m_nb->setSource(m_id, m_before);
}

bool EditSourceCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const EditSourceCommand *>(other);
    if (o->m_id != m_id || o->m_lastEditMs - m_lastEditMs > MergeWindowMs)
        return false;
    m_after = o->m_after;
    m_lastEditMs = o->m_lastEditMs;
    return true;
}

RenameCellCommand::RenameCellCommand(notebook::Notebook *nb, const notebook::RenamePlan &plan, bool rewrite)
    : m_nb(nb)
    , m_plan(plan)
    , m_rewrite(rewrite)
{
    setText(Tr::tr("Rename %1 to %2").arg(plan.from, plan.to));
}

void RenameCellCommand::redo()
{
    if (m_rewrite) {
        m_previousSources = m_nb->applyRename(m_plan);
    } else {
        m_nb->setName(m_plan.cellId, m_plan.to);
    }
}

void RenameCellCommand::undo()
{
    m_nb->setName(m_plan.cellId, m_plan.from);
    for (auto it = m_previousSources.constBegin(); it != m_previousSources.constEnd(); ++it)
        m_nb->setSource(it.key(), it.value());
}

ChartSpecCommand::ChartSpecCommand(notebook::Notebook *nb, const QString &id, const charts::ChartSpec &spec)
    : m_nb(nb)
    , m_id(id)
    , m_before(nb->cell(id) ? nb->cell(id)->chart : charts::ChartSpec{})
    , m_after(spec)
{
    setText(Tr::tr("Change chart"));
}

void ChartSpecCommand::redo()
{
    m_nb->setChart(m_id, m_after);
}

void ChartSpecCommand::undo()
{
    m_nb->setChart(m_id, m_before);
}

ChartSourceCommand::ChartSourceCommand(notebook::Notebook *nb, const QString &id, const QString &sourceId)
    : m_nb(nb)
    , m_id(id)
    , m_before(nb->cell(id) ? nb->cell(id)->chartSourceId : QString())
    , m_after(sourceId)
{
    setText(Tr::tr("Change chart source"));
}

void ChartSourceCommand::redo()
{
    m_nb->setChartSource(m_id, m_after);
}

void ChartSourceCommand::undo()
{
    m_nb->setChartSource(m_id, m_before);
}

ParameterSpecCommand::ParameterSpecCommand(notebook::Notebook *nb, const QString &id, const notebook::ParameterSpec &spec)
    : m_nb(nb)
    , m_id(id)
    , m_before(nb->cell(id) ? nb->cell(id)->parameter : notebook::ParameterSpec{})
    , m_after(spec)
{
    const notebook::Cell *c = nb->cell(id);
    setText(Tr::tr("Change parameter %1").arg(c ? c->name : QString()));
}

void ParameterSpecCommand::redo()
{
    m_nb->setParameter(m_id, m_after);
}

void ParameterSpecCommand::undo()
{
    m_nb->setParameter(m_id, m_before);
}

ParameterValueCommand::ParameterValueCommand(notebook::Notebook *nb, const QString &id, const QStringList &values)
    : m_nb(nb)
    , m_id(id)
    , m_before(nb->cell(id) ? nb->cell(id)->parameter : notebook::ParameterSpec{})
    , m_after(values)
    , m_lastEditMs(QDateTime::currentMSecsSinceEpoch())
{
    const notebook::Cell *c = nb->cell(id);
    setText(Tr::tr("Set %1").arg(c ? c->name : QString()));
}

void ParameterValueCommand::redo()
{
    m_nb->setParameterValue(m_id, m_after);
}

void ParameterValueCommand::undo()
{
    m_nb->setParameter(m_id, m_before);
}

bool ParameterValueCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ParameterValueCommand *>(other);
    if (o->m_id != m_id || o->m_lastEditMs - m_lastEditMs > MergeWindowMs)
        return false;
    m_after = o->m_after;
    m_lastEditMs = o->m_lastEditMs;
    return true;
}

} // namespace assay::ui
