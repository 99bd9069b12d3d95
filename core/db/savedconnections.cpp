#include "savedconnections.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QUuid>

namespace assay::db {

static const char *Key = "connections/saved";

QList<ConnectionConfig> SavedConnections::load()
{
    QSettings settings;
    const QJsonArray array = QJsonDocument::fromJson(settings.value(QLatin1String(Key)).toByteArray()).array();
    QList<ConnectionConfig> out;
    for (const QJsonValue &v : array) {
        ConnectionConfig c = ConnectionConfig::fromJson(v.toObject());
        if (!c.id.isEmpty())
            out.append(c);
    }
    return out;
}

void SavedConnections::save(const QList<ConnectionConfig> &connections)
{
    QJsonArray array;
    for (const ConnectionConfig &c : connections)
        array.append(c.toJson());
    QSettings settings;
    settings.setValue(QLatin1String(Key), QJsonDocument(array).toJson(QJsonDocument::Compact));
}

ConnectionConfig SavedConnections::remember(ConnectionConfig config)
{
    if (config.id.isEmpty())
        config.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QList<ConnectionConfig> all = load();
    all.removeIf([&](const ConnectionConfig &c) { return c.id == config.id; });
    all.prepend(config);
    save(all);
    return config;
}

void SavedConnections::forget(const QString &id)
{
    QList<ConnectionConfig> all = load();
    all.removeIf([&](const ConnectionConfig &c) { return c.id == id; });
    save(all);
}

} // namespace assay::db
