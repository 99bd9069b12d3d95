#include "retrievalpool.h"
#include "evalsupport.h"

#include "db/connection.h"
#include "knowledge/valueindex.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace assay::app {
namespace {

// Foreign keys of `schema`, with table names qualified by the database's name as in the pool.
QList<knowledge::Relationship> pooledRelationships(const QString &dbId, db::Catalog schema)
{
    for (db::TableInfo &t : schema.tables)
        t.schema.clear();
    QList<knowledge::Relationship> out = knowledge::declaredRelationships(schema);
    for (knowledge::Relationship &r : out) {
        r.fromTable = dbId + QLatin1Char('.') + r.fromTable;
        r.toTable = dbId + QLatin1Char('.') + r.toTable;
    }
    return out;
}

QList<knowledge::StoredValue> collectValues(const QString &path, const QList<knowledge::TableKnowledge> &tables)
{
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path;
    config.readOnly = true;
    auto conn = db::createConnection(config);
    if (conn->open({}))
        return {};
    // The collector reads by the table's own name; the pool qualifies it with the database.
    QList<knowledge::TableKnowledge> local = tables;
    for (knowledge::TableKnowledge &t : local)
        t.schema.clear();
    QList<knowledge::StoredValue> values = knowledge::ValueCollector(*conn).collectAll(local, {});
    const QString dbId = tables.isEmpty() ? QString() : tables.first().schema;
    for (knowledge::StoredValue &v : values)
        v.table = dbId + QLatin1Char('.') + v.table;
    return values;
}

QList<QStringList> goldSlots(const QJsonArray &array)
{
    QList<QStringList> out;
    for (const QJsonValue &v : array)
        out << v.toString().split(u'|', Qt::SkipEmptyParts);
    return out;
}

} // namespace

void addDatasetToPool(const eval::Dataset &dataset, bool withValues, RetrievalPool &pool)
{
    for (const QString &dbId : dataset.databaseIds()) {
        const QString path = dataset.databasePath(dbId);
        const QList<knowledge::TableKnowledge> tables = benchmarkKnowledge(dbId, dataset.schemas().value(dbId), path);
        ++pool.databases;
        pool.profiled += !path.isEmpty();
        pool.context.tables += tables;
        pool.context.relationships += pooledRelationships(dbId, dataset.schemas().value(dbId));
        if (withValues && !path.isEmpty())
            pool.values += collectValues(path, tables);
    }
}

bool addDatabaseToPool(const QString &name, const QString &path, RetrievalPool &pool, QString *error)
{
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path;
    config.readOnly = true;
    auto conn = db::createConnection(config);
    db::Catalog catalog;
    if (db::DbError e = conn->open({})) {
        *error = e.displayText();
        return false;
    }
    if (db::DbError e = conn->introspect(&catalog, {})) {
        *error = e.displayText();
        return false;
    }
    conn.reset();
    catalog.tables.removeIf([](const db::TableInfo &t) { return t.name.startsWith(QLatin1String("sqlite_")); });
    const QList<knowledge::TableKnowledge> tables = benchmarkKnowledge(name, catalog, path);
    ++pool.databases;
    ++pool.profiled;
    pool.context.tables += tables;
    pool.context.relationships += pooledRelationships(name, catalog);
    pool.values += collectValues(path, tables);
    return true;
}

QList<GoldQuestion> loadGoldQuestions(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, f.errorString());
        return {};
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &parse);
    if (doc.isNull()) {
        *error = QStringLiteral("%1: %2").arg(path, parse.errorString());
        return {};
    }
    QList<GoldQuestion> out;
    for (const QJsonValue &v : doc.object().value(QStringLiteral("questions")).toArray()) {
        const QJsonObject o = v.toObject();
        GoldQuestion q{o.value(QStringLiteral("question")).toString(), goldSlots(o.value(QStringLiteral("tables")).toArray()),
                       goldSlots(o.value(QStringLiteral("columns")).toArray())};
        if (!q.question.isEmpty() && !q.tables.isEmpty())
            out << q;
    }
    if (out.isEmpty())
        *error = QStringLiteral("%1 holds no questions with gold tables").arg(path);
    return out;
}

} // namespace assay::app
