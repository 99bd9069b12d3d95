#include "recentnotebooks.h"

#include "io/atomicfile.h"
#include "knowledgebuild/knowledgeservice.h"
#include "notebook/notebookfile.h"

#include <QFileInfo>
#include <QSettings>

namespace assay::ui {
namespace {

constexpr int Kept = 10;

QString settingsKey(const QString &connectionKey)
{
    return QStringLiteral("drift/notebooks/") + QString(connectionKey).replace(QLatin1Char('/'), QLatin1Char('_'));
}

} // namespace

void rememberNotebook(const QString &connectionKey, const QString &path)
{
    if (connectionKey.isEmpty() || path.isEmpty())
        return;
    QSettings settings;
    QStringList list = settings.value(settingsKey(connectionKey)).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    list.removeAll(absolute);
    list.prepend(absolute);
    settings.setValue(settingsKey(connectionKey), list.mid(0, Kept));
}

QStringList recentNotebooks(const QString &connectionKey)
{
    return QSettings().value(settingsKey(connectionKey)).toStringList();
}

QList<drift::NotebookInput> readRecentNotebooks(const QStringList &paths, const QString &skip, const db::ConnectionConfig &connection)
{
    QList<drift::NotebookInput> out;
    const QString key = knowledge::KnowledgeService::storeKey(connection);
    for (const QString &path : paths) {
        if (QFileInfo(path).absoluteFilePath() == QFileInfo(skip).absoluteFilePath() || !QFileInfo::exists(path))
            continue;
        QByteArray data;
        if (!io::readFile(path, &data, 64LL * 1024 * 1024).isEmpty())
            continue;
        notebook::NotebookDocument doc;
        QString error;
        if (!notebook::parseNotebook(data, &doc, &error) || knowledge::KnowledgeService::storeKey(doc.connection) != key)
            continue;
        drift::NotebookInput nb;
        nb.path = path;
        nb.title = doc.title;
        nb.cells = doc.cells;
        out << nb;
    }
    return out;
}

} // namespace assay::ui
