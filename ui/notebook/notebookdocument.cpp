#include "notebookdocument.h"

#include "commands.h"

#include "io/atomicfile.h"
#include "notebook/notebookfile.h"
#include "notebook/notebookrunner.h"
#include "notebook/recovery.h"
#include "notebook/sqlreferences.h"
#include "appearance.h"

#include <QDir>
#include <QFileInfo>
#include <QUndoStack>

namespace assay::ui {

NotebookDocument::NotebookDocument(QObject *parent)
    : QObject(parent)
    , m_notebook(new notebook::Notebook(this))
    , m_runner(new notebook::NotebookRunner(m_notebook, this))
    , m_autosaver(new notebook::Autosaver(m_notebook, notebook::RecoveryStore(), this))
    , m_undo(new QUndoStack(this))
{
    if (const int ms = qEnvironmentVariableIntValue("ASSAY_AUTOSAVE_MS"); ms > 0)
        m_autosaver->setInterval(ms);
    connect(m_autosaver, &notebook::Autosaver::autosaveFailed, this,
            [this](const QString &e) { emit message(tr("Autosave failed: %1").arg(e), true); });
    // A parameter's new value (chosen, undone or redone) re-runs the cells that read it, or leaves
    // them stale, as the notebook's setting says.
    connect(m_notebook, &notebook::Notebook::parameterValueChanged, m_runner, &notebook::NotebookRunner::runParameterChange);
}

NotebookDocument::~NotebookDocument()
{
    // A clean close: nothing to recover next time.
    m_autosaver->discard();
}

QString NotebookDocument::addCell(notebook::CellKind kind, int index, const QString &source, const QString &name)
{
    notebook::Cell c;
    c.kind = kind;
    c.source = source;
    c.name = name;
    return insertCell(index, c);
}

QString NotebookDocument::insertCell(int index, notebook::Cell c)
{
    c.name = c.name.isEmpty() ? QString() : m_notebook->uniqueName(c.name);
    auto *cmd = new InsertCellCommand(m_notebook, index, c);
    const QString id = cmd->cellId();
    m_undo->push(cmd);
    return id;
}

QString NotebookDocument::addChartCell(int index, const QString &sourceId, const charts::ChartSpec &spec, const QString &name)
{
    notebook::Cell c;
    c.kind = notebook::CellKind::Chart;
    c.chartSourceId = sourceId;
    c.chart = spec;
    c.name = name.isEmpty() ? QString() : m_notebook->uniqueName(name);
    auto *cmd = new InsertCellCommand(m_notebook, index, c);
    const QString id = cmd->cellId();
    m_undo->push(cmd);
    return id;
}

void NotebookDocument::deleteCell(const QString &id)
{
    if (m_notebook->cell(id))
        m_undo->push(new RemoveCellCommand(m_notebook, id));
}

void NotebookDocument::moveCell(const QString &id, int to)
{
    const int from = m_notebook->indexOf(id);
    to = std::clamp(to, 0, m_notebook->count() - 1);
    if (from >= 0 && from != to)
        m_undo->push(new MoveCellCommand(m_notebook, id, to));
}

void NotebookDocument::editSource(const QString &id, const QString &text)
{
    const notebook::Cell *c = m_notebook->cell(id);
    if (!c || c->source == text)
        return;
    m_undo->push(new EditSourceCommand(m_notebook, id, c->source, text));
}

bool NotebookDocument::renameCell(const QString &id, const QString &newName, bool rewriteReferences)
{
    const notebook::Cell *c = m_notebook->cell(id);
    if (!c || !notebook::isValidCellName(newName))
        return false;
    if (c->name == newName)
        return true;
    const notebook::RenamePlan plan = m_notebook->planRename(id, newName);
    m_undo->push(new RenameCellCommand(m_notebook, plan, rewriteReferences));
    return true;
}

void NotebookDocument::setChart(const QString &id, const charts::ChartSpec &spec)
{
    const notebook::Cell *c = m_notebook->cell(id);
    if (c && !(c->chart == spec))
        m_undo->push(new ChartSpecCommand(m_notebook, id, spec));
}

void NotebookDocument::setChartSource(const QString &id, const QString &sourceId)
{
    const notebook::Cell *c = m_notebook->cell(id);
    if (c && c->chartSourceId != sourceId)
        m_undo->push(new ChartSourceCommand(m_notebook, id, sourceId));
}

QString NotebookDocument::addParameterCell(const QString &name)
{
    int index = 0;
    while (index < m_notebook->count() && m_notebook->at(index).kind == notebook::CellKind::Parameter)
        ++index;
    notebook::Cell c;
    c.kind = notebook::CellKind::Parameter;
    // An undeclared :name was text: the new cell keeps it so, with an empty default to fill in.
    c.parameter.defaultValue = {QString()};
    c.name = name;
    return insertCell(index, c);
}

void NotebookDocument::setParameter(const QString &id, const notebook::ParameterSpec &spec)
{
    const notebook::Cell *c = m_notebook->cell(id);
    if (c && c->kind == notebook::CellKind::Parameter && c->parameter != spec)
        m_undo->push(new ParameterSpecCommand(m_notebook, id, spec));
}

void NotebookDocument::setParameterValue(const QString &id, const QStringList &values)
{
    const notebook::Cell *c = m_notebook->cell(id);
    if (c && c->kind == notebook::CellKind::Parameter && c->parameter.value() != values)
        m_undo->push(new ParameterValueCommand(m_notebook, id, values));
}

QString NotebookDocument::displayName() const
{
    if (!m_path.isEmpty())
        return QFileInfo(m_path).fileName();
    if (!m_notebook->title().isEmpty())
        return m_notebook->title();
    return tr("Untitled notebook");
}

void NotebookDocument::resetHistory()
{
    m_undo->clear();
    m_undo->setClean();
}

QString NotebookDocument::save()
{
    if (m_path.isEmpty())
        return tr("Choose where to save the notebook first.");
    return saveAs(m_path);
}

QString NotebookDocument::saveAs(const QString &path)
{
    const QString error = notebook::saveNotebook(*m_notebook, path);
    if (!error.isEmpty())
        return error;
    if (m_path != path) {
        m_path = path;
        emit filePathChanged(path);
    }
    m_notebook->setModified(false);
    m_undo->setClean();
    m_autosaver->setOriginalPath(path);
    m_autosaver->discard();
    return {};
}

bool NotebookDocument::mayReplace()
{
    if (!m_notebook->isModified())
        return true;
    if (m_guard && !m_guard())
        return false;
    if (!m_notebook->isModified())
        return true; // saved
    // Discarded: a copy stays where the analyst can open it again.
    QString copy;
    const QString error = m_autosaver->store().keepDiscarded(*m_notebook, displayName(), &copy);
    if (!error.isEmpty()) {
        emit message(tr("The unsaved work was kept, because no copy of it could be written (%1). Save it first.").arg(error), true);
        return false;
    }
    m_lastDiscarded = copy;
    emit message(tr("The unsaved work was discarded; a copy is in %1.").arg(QDir::toNativeSeparators(copy)), false);
    return true;
}

void NotebookDocument::replaceWith(const notebook::NotebookDocument &doc, const QString &path)
{
    m_runner->cancel();
    m_autosaver->discard();
    notebook::applyDocument(*m_notebook, doc);
    m_path = path;
    m_autosaver->setOriginalPath(path);
    resetHistory();
    emit filePathChanged(path);
}

NotebookDocument::Replaced NotebookDocument::open(const QString &path)
{
    // Read first: a file that cannot be opened leaves the notebook as it is, with nothing asked.
    QByteArray data;
    notebook::NotebookDocument doc;
    QString error;
    if (QString e = io::readFile(path, &data); !e.isEmpty())
        return {false, e};
    if (!notebook::parseNotebook(data, &doc, &error))
        return {false, tr("Cannot open %1: %2").arg(path, error)};
    if (!mayReplace())
        return {true, {}};
    replaceWith(doc, path);
    return {};
}

NotebookDocument::Replaced NotebookDocument::newNotebook()
{
    if (!mayReplace())
        return {true, {}};
    replaceWith(notebook::NotebookDocument(), {});
    return {};
}

NotebookDocument::Replaced NotebookDocument::openWelcome()
{
    QByteArray data;
    if (QString e = io::readFile(localizedResource(QStringLiteral(":/notebooks/welcome.assaynb")), &data); !e.isEmpty())
        return {false, e};
    notebook::NotebookDocument doc;
    QString error;
    if (!notebook::parseNotebook(data, &doc, &error))
        return {false, error};
    if (!mayReplace())
        return {true, {}};
    replaceWith(doc, {});
    return {};
}

NotebookDocument::Replaced NotebookDocument::restore(const QString &recoveryPath)
{
    notebook::NotebookDocument doc;
    notebook::RecoveryEntry entry;
    QString error;
    if (!notebook::RecoveryStore::read(recoveryPath, &doc, &entry, &error))
        return {false, error};
    if (!mayReplace())
        return {true, {}};
    replaceWith(doc, entry.originalPath);
    m_notebook->setModified(true); // restored edits are not saved yet
    // Protect it under this session's key first; only then may the orphan go. Were it deleted
    // first, a crash in between (or an autosave failing on a full disk) would lose the work.
    if (m_autosaver->saveNow().isEmpty())
        notebook::RecoveryStore::discard(entry);
    return {};
}

} // namespace assay::ui
