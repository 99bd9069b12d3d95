#include "workspace.h"
#include "filestr.h"

#include "io/atomicfile.h"
#include "sample/sampledatabase.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QUuid>

namespace assay::files {

QString workspaceDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/workspaces");
}

QString newWorkspacePath()
{
    return workspaceDirectory() + QLatin1Char('/') + QUuid::createUuid().toString(QUuid::WithoutBraces) + QStringLiteral(".sqlite");
}

bool isWorkspacePath(const QString &path)
{
    if (path.isEmpty())
        return false;
    return QFileInfo(path).absolutePath() == QFileInfo(workspaceDirectory()).absoluteFilePath();
}

QString sourcesPathFor(const QString &workspacePath)
{
    return workspacePath + QStringLiteral(".sources.json");
}

WorkspaceUse workspaceUseFor(const db::ConnectionConfig &config, bool connected)
{
    if (!connected || config.id == sample::sampleConnectionConfig().id)
        return WorkspaceUse::BecomeConnection;
    if (config.engine != db::Engine::SQLite)
        return WorkspaceUse::NewNotebook;
    if (isWorkspacePath(config.filePath))
        return WorkspaceUse::IsConnection;
    return WorkspaceUse::AttachToSqlite;
}

QString workspaceOf(const db::ConnectionConfig &config)
{
    if (config.engine != db::Engine::SQLite)
        return {};
    if (isWorkspacePath(config.filePath))
        return config.filePath;
    return config.workspacePath;
}

db::ConnectionConfig workspaceConnection(const QString &workspacePath, const QString &name)
{
    db::ConnectionConfig c;
    c.engine = db::Engine::SQLite;
    c.id = QStringLiteral("files-") + QFileInfo(workspacePath).completeBaseName();
    c.name = name;
    c.filePath = workspacePath;
    return c;
}

bool SourceRecord::isOutdated() const
{
    const QFileInfo info(path);
    return !info.exists() || info.size() != size || info.lastModified() != modified;
}

QList<SourceRecord> loadSources(const QString &workspacePath)
{
    QByteArray data;
    if (!io::readFile(sourcesPathFor(workspacePath), &data, 64 << 20).isEmpty())
        return {};
    QList<SourceRecord> out;
    for (const QJsonValue &v : QJsonDocument::fromJson(data).array()) {
        const QJsonObject o = v.toObject();
        SourceRecord r;
        r.table = o.value(QStringLiteral("table")).toString();
        r.path = o.value(QStringLiteral("path")).toString();
        r.options = ImportOptions::fromJson(o.value(QStringLiteral("options")).toObject());
        for (const QJsonValue &c : o.value(QStringLiteral("columns")).toArray()) {
            const QJsonObject co = c.toObject();
            r.columns.append({co.value(QStringLiteral("name")).toString(),
                              ColumnType(std::clamp(co.value(QStringLiteral("type")).toInt(), 0, int(ColumnType::Text)))});
        }
        r.size = qint64(o.value(QStringLiteral("size")).toDouble());
        r.modified = QDateTime::fromString(o.value(QStringLiteral("modified")).toString(), Qt::ISODateWithMs);
        r.rows = qint64(o.value(QStringLiteral("rows")).toDouble());
        r.imported = QDateTime::fromString(o.value(QStringLiteral("imported")).toString(), Qt::ISODateWithMs);
        if (!r.table.isEmpty())
            out.append(r);
    }
    return out;
}

QString saveSources(const QString &workspacePath, const QList<SourceRecord> &sources)
{
    QJsonArray array;
    for (const SourceRecord &r : sources) {
        QJsonArray columns;
        for (const ColumnPlan &c : r.columns)
            columns.append(QJsonObject{{QStringLiteral("name"), c.name}, {QStringLiteral("type"), int(c.type)}});
        array.append(QJsonObject{{QStringLiteral("table"), r.table},
                                 {QStringLiteral("path"), r.path},
                                 {QStringLiteral("options"), r.options.toJson()},
                                 {QStringLiteral("columns"), columns},
                                 {QStringLiteral("size"), double(r.size)},
                                 {QStringLiteral("modified"), r.modified.toString(Qt::ISODateWithMs)},
                                 {QStringLiteral("rows"), double(r.rows)},
                                 {QStringLiteral("imported"), r.imported.toString(Qt::ISODateWithMs)}});
    }
    return io::writeFileAtomically(sourcesPathFor(workspacePath), QJsonDocument(array).toJson());
}

QString recordSource(const QString &workspacePath, const SourceRecord &record)
{
    QList<SourceRecord> sources = loadSources(workspacePath);
    sources.removeIf([&](const SourceRecord &r) { return r.table.compare(record.table, Qt::CaseInsensitive) == 0; });
    sources.append(record);
    return saveSources(workspacePath, sources);
}

QString tableNameInWorkspace(const QString &workspacePath, const QString &base, const QString &sourcePath)
{
    const QList<SourceRecord> sources = loadSources(workspacePath);
    auto owner = [&](const QString &name) -> const SourceRecord * {
        for (const SourceRecord &r : sources) {
            if (r.table.compare(name, Qt::CaseInsensitive) == 0)
                return &r;
        }
        return nullptr;
    };
    QString name = base;
    for (int n = 2;; ++n) {
        const SourceRecord *r = owner(name);
        if (!r || QFileInfo(r->path).absoluteFilePath() == QFileInfo(sourcePath).absoluteFilePath())
            return name;
        name = QStringLiteral("%1_%2").arg(base).arg(n);
    }
}

} // namespace assay::files
