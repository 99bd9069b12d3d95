#include "catalogjson.h"
#include "drifttr.h"

#include <QJsonArray>

namespace assay::drift {
namespace {

constexpr int FormatVersion = 1;

QJsonArray toArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QStringList toList(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out << v.toString();
    return out;
}

QJsonObject columnJson(const db::ColumnInfo &c)
{
    QJsonObject o{{QStringLiteral("name"), c.name}, {QStringLiteral("type"), c.type}, {QStringLiteral("valueType"), int(c.valueType)}};
    if (!c.nullable)
        o.insert(QStringLiteral("notNull"), true);
    if (c.primaryKey)
        o.insert(QStringLiteral("pk"), true);
    return o;
}

QJsonObject tableJson(const db::TableInfo &t)
{
    QJsonArray columns;
    for (const db::ColumnInfo &c : t.columns)
        columns.append(columnJson(c));
    QJsonArray keys;
    for (const db::ForeignKeyInfo &fk : t.foreignKeys) {
        keys.append(QJsonObject{{QStringLiteral("name"), fk.name},
                                {QStringLiteral("columns"), toArray(fk.columns)},
                                {QStringLiteral("refSchema"), fk.refSchema},
                                {QStringLiteral("refTable"), fk.refTable},
                                {QStringLiteral("refColumns"), toArray(fk.refColumns)}});
    }
    return QJsonObject{{QStringLiteral("schema"), t.schema},
                       {QStringLiteral("name"), t.name},
                       {QStringLiteral("kind"), int(t.kind)},
                       {QStringLiteral("rows"), double(t.rowEstimate)},
                       {QStringLiteral("columns"), columns},
                       {QStringLiteral("primaryKey"), toArray(t.primaryKey)},
                       {QStringLiteral("foreignKeys"), keys}};
}

} // namespace

QJsonObject catalogToJson(const db::Catalog &catalog)
{
    QJsonArray tables;
    for (const db::TableInfo &t : catalog.tables)
        tables.append(tableJson(t));
    return QJsonObject{{QStringLiteral("version"), FormatVersion},
                       {QStringLiteral("defaultSchema"), catalog.defaultSchema},
                       {QStringLiteral("schemas"), toArray(catalog.schemas)},
                       {QStringLiteral("tables"), tables}};
}

bool catalogFromJson(const QJsonObject &json, db::Catalog *catalog, QString *error)
{
    if (json.value(QStringLiteral("version")).toInt() != FormatVersion || !json.value(QStringLiteral("tables")).isArray()) {
        if (error)
            *error = Tr::tr("The schema Assay recorded earlier is not in a form this version reads.");
        return false;
    }
    db::Catalog out;
    out.defaultSchema = json.value(QStringLiteral("defaultSchema")).toString();
    out.schemas = toList(json.value(QStringLiteral("schemas")));
    for (const QJsonValue &tv : json.value(QStringLiteral("tables")).toArray()) {
        const QJsonObject to = tv.toObject();
        db::TableInfo t;
        t.schema = to.value(QStringLiteral("schema")).toString();
        t.name = to.value(QStringLiteral("name")).toString();
        const int kind = to.value(QStringLiteral("kind")).toInt();
        t.kind = kind >= 0 && kind <= int(db::TableInfo::Kind::ForeignTable) ? db::TableInfo::Kind(kind) : db::TableInfo::Kind::Table;
        t.rowEstimate = qint64(to.value(QStringLiteral("rows")).toDouble(-1));
        for (const QJsonValue &cv : to.value(QStringLiteral("columns")).toArray()) {
            const QJsonObject co = cv.toObject();
            db::ColumnInfo c;
            c.name = co.value(QStringLiteral("name")).toString();
            c.type = co.value(QStringLiteral("type")).toString();
            c.valueType = db::ValueType(co.value(QStringLiteral("valueType")).toInt());
            c.nullable = !co.value(QStringLiteral("notNull")).toBool();
            c.primaryKey = co.value(QStringLiteral("pk")).toBool();
            if (!c.name.isEmpty())
                t.columns << c;
        }
        t.primaryKey = toList(to.value(QStringLiteral("primaryKey")));
        for (const QJsonValue &fv : to.value(QStringLiteral("foreignKeys")).toArray()) {
            const QJsonObject fo = fv.toObject();
            db::ForeignKeyInfo fk;
            fk.name = fo.value(QStringLiteral("name")).toString();
            fk.columns = toList(fo.value(QStringLiteral("columns")));
            fk.refSchema = fo.value(QStringLiteral("refSchema")).toString();
            fk.refTable = fo.value(QStringLiteral("refTable")).toString();
            fk.refColumns = toList(fo.value(QStringLiteral("refColumns")));
            t.foreignKeys << fk;
        }
        if (!t.name.isEmpty())
            out.tables << t;
    }
    *catalog = std::move(out);
    return true;
}

QByteArray shapeFingerprint(const db::Catalog &catalog)
{
    db::Catalog shape = catalog;
    for (db::TableInfo &t : shape.tables) {
        t.comment.clear();
        for (db::ColumnInfo &c : t.columns)
            c.comment.clear();
    }
    return shape.fingerprint();
}

} // namespace assay::drift
