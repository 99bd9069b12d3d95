#include "sourcewatcher.h"

#include "notebook/notebook.h"
#include "notebook/sqlreferences.h"

#include <QFileInfo>

namespace assay::files {

SourceWatcher::SourceWatcher(QObject *parent) : QObject(parent)
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(400);
    connect(&m_settle, &QTimer::timeout, this, &SourceWatcher::check);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, &m_settle, qOverload<>(&QTimer::start));
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, &m_settle, qOverload<>(&QTimer::start));
}

void SourceWatcher::setWorkspace(const QString &workspacePath)
{
    if (workspacePath == m_workspace)
        return;
    m_workspace = workspacePath;
    m_reported.clear();
    refresh();
}

void SourceWatcher::refresh()
{
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
    m_sources = m_workspace.isEmpty() ? QList<SourceRecord>() : loadSources(m_workspace);
    for (const SourceRecord &s : std::as_const(m_sources)) {
        if (QFileInfo::exists(s.path))
            m_watcher.addPath(s.path);
        const QString dir = QFileInfo(s.path).absolutePath();
        if (!m_watcher.directories().contains(dir))
            m_watcher.addPath(dir);
    }
}

void SourceWatcher::check()
{
    for (const SourceRecord &s : std::as_const(m_sources)) {
        // A replaced file is a new inode: watch it again.
        if (QFileInfo::exists(s.path) && !m_watcher.files().contains(s.path))
            m_watcher.addPath(s.path);
        if (!s.isOutdated())
            continue;
        const QFileInfo now(s.path);
        const QString key = s.table + u'|' + QString::number(now.size()) + u'|' + now.lastModified().toString(Qt::ISODateWithMs);
        if (m_reported.contains(key))
            continue;
        m_reported.insert(key);
        emit sourceChanged(s);
    }
}

QStringList markReadersStale(notebook::Notebook &notebook, const QString &table)
{
    QStringList readers;
    for (const notebook::Cell &cell : notebook.cells()) {
        if (cell.kind != notebook::CellKind::Sql)
            continue;
        const notebook::SqlReferences refs = notebook::findReferences(cell.source, notebook.flavor());
        for (const notebook::RelationReference &r : refs.relations) {
            const bool inWorkspace = !r.qualified || r.qualifier.compare(db::attachedWorkspaceSchema(), Qt::CaseInsensitive) == 0
                                     || r.qualifier.compare(QLatin1String("main"), Qt::CaseInsensitive) == 0;
            if (inWorkspace && r.name.compare(table, Qt::CaseInsensitive) == 0) {
                readers << cell.id;
                break;
            }
        }
    }
    auto stale = [&notebook](const QString &id) {
        const notebook::CellState s = notebook.state(id);
        if (s == notebook::CellState::Done || s == notebook::CellState::Error || s == notebook::CellState::Cancelled)
            notebook.setState(id, notebook::CellState::Stale);
    };
    for (const QString &id : std::as_const(readers)) {
        stale(id);
        for (const QString &d : notebook.graph().descendants(id))
            stale(d);
    }
    return readers;
}

} // namespace assay::files
