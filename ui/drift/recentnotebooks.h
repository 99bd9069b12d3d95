#pragma once
// The notebooks last used with each connection (a short list in the settings, newest first), so a
// schema change can say which cells of closed notebooks it breaks too. Paths only.

#include "drift/impact.h"

#include "db/connectionconfig.h"

#include <QStringList>

namespace assay::ui {

void rememberNotebook(const QString &connectionKey, const QString &path);
QStringList recentNotebooks(const QString &connectionKey);

// Reads the notebooks (not `skip`, the open one) that name this connection; unreadable files and
// notebooks of other connections are left out. Runs anywhere (files only).
QList<drift::NotebookInput> readRecentNotebooks(const QStringList &paths, const QString &skip, const db::ConnectionConfig &connection);

} // namespace assay::ui
