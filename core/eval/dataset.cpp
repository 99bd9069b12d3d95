#include "dataset.h"
#include "evaltr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace assay::eval {
namespace {

bool readJson(const QString &path, QJsonDocument *doc, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("Cannot read %1: %2").arg(path, f.errorString());
        return false;
    }
    QJsonParseError pe;
    *doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError) {
        *error = Tr::tr("%1 is not valid JSON: %2").arg(path, pe.errorString());
        return false;
    }
    return true;
}

db::ValueType typeOf(const QString &spiderType)
{
    if (spiderType == u"number")
        return db::ValueType::Real;
    if (spiderType == u"time")
        return db::ValueType::DateTime;
    if (spiderType == u"boolean")
        return db::ValueType::Boolean;
    return db::ValueType::Text;
}

} // namespace

bool Dataset::load(const QString &dir, QString *error)
{
    m_dir = QDir(dir).absolutePath();
    m_questions.clear();
    m_schemas.clear();
    QString tablesPath;
    for (const char *name : {"tables.json", "dev_tables.json"}) {
        if (QFileInfo::exists(QDir(m_dir).filePath(QLatin1String(name)))) {
            tablesPath = QDir(m_dir).filePath(QLatin1String(name));
            break;
        }
    }
    if (tablesPath.isEmpty()) {
        *error = Tr::tr("%1 has no tables.json (or dev_tables.json).").arg(m_dir);
        return false;
    }
    if (!loadTables(tablesPath, error))
        return false;
    QJsonDocument dev;
    if (!readJson(QDir(m_dir).filePath(QStringLiteral("dev.json")), &dev, error))
        return false;
    int index = 0;
    for (const QJsonValue &v : dev.array()) {
        const QJsonObject o = v.toObject();
        EvalQuestion q;
        q.index = index++;
        q.dbId = o.value(QStringLiteral("db_id")).toString();
        q.question = o.value(QStringLiteral("question")).toString();
        q.split = o.value(QStringLiteral("split")).toString();
        q.goldSql = o.contains(QStringLiteral("query")) ? o.value(QStringLiteral("query")).toString()
                                                       : o.value(QStringLiteral("SQL")).toString();
        q.evidence = o.value(QStringLiteral("evidence")).toString();
        q.difficulty = o.value(QStringLiteral("difficulty")).toString();
        m_questions.append(q);
    }
    if (m_questions.isEmpty()) {
        *error = Tr::tr("%1 has no questions.").arg(QDir(m_dir).filePath(QStringLiteral("dev.json")));
        return false;
    }
    return true;
}

bool Dataset::loadTables(const QString &path, QString *error)
{
    QJsonDocument doc;
    if (!readJson(path, &doc, error))
        return false;
    for (const QJsonValue &v : doc.array()) {
        const QJsonObject o = v.toObject();
        db::Catalog catalog;
        const QJsonArray tableNames = o.value(QStringLiteral("table_names_original")).toArray();
        const QJsonArray friendlyTables = o.value(QStringLiteral("table_names")).toArray();
        const QJsonArray columns = o.value(QStringLiteral("column_names_original")).toArray();
        const QJsonArray friendlyColumns = o.value(QStringLiteral("column_names")).toArray();
        const QJsonArray types = o.value(QStringLiteral("column_types")).toArray();
        for (int t = 0; t < tableNames.size(); ++t) {
            db::TableInfo table;
            table.name = tableNames[t].toString();
            // The friendly name ("car makers") is the only description Spider has.
            const QString friendly = friendlyTables[t].toString();
            if (friendly.compare(table.name, Qt::CaseInsensitive) != 0)
                table.comment = friendly;
            catalog.tables.append(table);
        }
        // Column i of the flat list belongs to table column_names[i][0]; -1 is "*".
        QList<std::pair<int, int>> columnIndex; // flat index -> (table, column within table)
        for (int i = 0; i < columns.size(); ++i) {
            const QJsonArray c = columns[i].toArray();
            const int t = c[0].toInt();
            if (t < 0 || t >= catalog.tables.size()) {
                columnIndex.append({-1, -1});
                continue;
            }
            db::ColumnInfo col;
            col.name = c[1].toString();
            col.valueType = typeOf(types[i].toString());
            col.type = types[i].toString();
            const QString friendly = friendlyColumns[i].toArray()[1].toString();
            if (friendly.compare(QString(col.name).replace(u'_', u' '), Qt::CaseInsensitive) != 0)
                col.comment = friendly;
            columnIndex.append({t, int(catalog.tables[t].columns.size())});
            catalog.tables[t].columns.append(col);
        }
        for (const QJsonValue &pk : o.value(QStringLiteral("primary_keys")).toArray()) {
            // Either a flat column index or a list of them (composite keys).
            QList<int> parts;
            if (pk.isArray()) {
                for (const QJsonValue &p : pk.toArray())
                    parts << p.toInt();
            } else {
                parts << pk.toInt();
            }
            for (int flat : parts) {
                const auto [t, c] = columnIndex.value(flat, {-1, -1});
                if (t < 0)
                    continue;
                catalog.tables[t].columns[c].primaryKey = true;
                catalog.tables[t].primaryKey << catalog.tables[t].columns[c].name;
            }
        }
        for (const QJsonValue &fk : o.value(QStringLiteral("foreign_keys")).toArray()) {
            const QJsonArray pair = fk.toArray();
            const auto [ft, fc] = columnIndex.value(pair[0].toInt(), {-1, -1});
            const auto [tt, tc] = columnIndex.value(pair[1].toInt(), {-1, -1});
            if (ft < 0 || tt < 0)
                continue;
            db::ForeignKeyInfo key;
            key.columns = {catalog.tables[ft].columns[fc].name};
            key.refTable = catalog.tables[tt].name;
            key.refColumns = {catalog.tables[tt].columns[tc].name};
            catalog.tables[ft].foreignKeys.append(key);
        }
        m_schemas.insert(o.value(QStringLiteral("db_id")).toString(), catalog);
    }
    return true;
}

QStringList Dataset::databaseIds() const
{
    QStringList ids = m_schemas.keys();
    ids.sort();
    return ids;
}

QString Dataset::databasePath(const QString &dbId) const
{
    const QString path = QStringLiteral("%1/database/%2/%2.sqlite").arg(m_dir, dbId);
    return QFileInfo::exists(path) ? path : QString();
}

} // namespace assay::eval
