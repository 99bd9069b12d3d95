#include "catalog.h"

#include <QCryptographicHash>

namespace assay::db {

QString TableInfo::qualifiedName() const
{
    return schema.isEmpty() ? name : schema + QLatin1Char('.') + name;
}

const ColumnInfo *TableInfo::column(QStringView columnName) const
{
    for (const ColumnInfo &c : columns) {
        if (c.name.compare(columnName, Qt::CaseInsensitive) == 0)
            return &c;
    }
    return nullptr;
}

QByteArray TableInfo::fingerprint() const
{
    QCryptographicHash h(QCryptographicHash::Sha1);
    auto add = [&h](const QString &s) {
        h.addData(s.toUtf8());
        h.addData(QByteArrayView("\x1f", 1));
    };
    add(schema);
    add(name);
    add(QString::number(int(kind)));
    add(comment);
    for (const ColumnInfo &c : columns) {
        add(c.name);
        add(c.type);
        add(c.nullable ? QStringLiteral("1") : QStringLiteral("0"));
        add(c.comment);
    }
    add(primaryKey.join(u','));
    for (const ForeignKeyInfo &fk : foreignKeys) {
        add(fk.columns.join(u','));
        add(fk.refSchema);
        add(fk.refTable);
        add(fk.refColumns.join(u','));
    }
    return h.result().toHex();
}

const TableInfo *Catalog::find(QStringView tableName, QStringView schema) const
{
    const TableInfo *fallback = nullptr;
    for (const TableInfo &t : tables) {
        if (t.name.compare(tableName, Qt::CaseInsensitive) != 0)
            continue;
        if (!schema.isEmpty()) {
            if (t.schema.compare(schema, Qt::CaseInsensitive) == 0)
                return &t;
            continue;
        }
        if (t.schema == defaultSchema)
            return &t;
        if (!fallback)
            fallback = &t;
    }
    return fallback;
}

QByteArray Catalog::fingerprint() const
{
    QCryptographicHash h(QCryptographicHash::Sha1);
    for (const TableInfo &t : tables)
        h.addData(t.fingerprint());
    return h.result().toHex();
}

int Catalog::columnCount() const
{
    int n = 0;
    for (const TableInfo &t : tables)
        n += t.columns.size();
    return n;
}

QString tableKindName(TableInfo::Kind kind)
{
    switch (kind) {
    case TableInfo::Kind::Table:
        return QStringLiteral("table");
    case TableInfo::Kind::View:
        return QStringLiteral("view");
    case TableInfo::Kind::MaterializedView:
        return QStringLiteral("materialized view");
    case TableInfo::Kind::ForeignTable:
        return QStringLiteral("foreign table");
    }
    return {};
}

} // namespace assay::db
