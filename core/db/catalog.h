#pragma once
// What a database contains, as introspected once per connection (and again on refresh).
// Plain values: safe to copy across threads.

#include "resulttypes.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace assay::db {

struct ColumnInfo {
    QString name;
    QString type; // as declared: "varchar(40)", "INTEGER"
    ValueType valueType = ValueType::Unknown;
    bool nullable = true;
    bool primaryKey = false;
    QString defaultValue;
    QString comment;
};

struct ForeignKeyInfo {
    QString name;
    QStringList columns;
    QString refSchema;
    QString refTable;
    QStringList refColumns;
};

struct TableInfo {
    enum class Kind { Table, View, MaterializedView, ForeignTable };

    QString schema; // empty for SQLite's main database
    QString name;
    Kind kind = Kind::Table;
    QString comment;
    qint64 rowEstimate = -1; // -1 when the engine does not know
    QList<ColumnInfo> columns;
    QStringList primaryKey;
    QList<ForeignKeyInfo> foreignKeys;

    QString qualifiedName() const; // "schema.name" or "name"
    const ColumnInfo *column(QStringView name) const; // case-insensitive
    bool isView() const { return kind == Kind::View || kind == Kind::MaterializedView; }
    // Stable over reconnects; changes when columns, types, keys or comments change.
    QByteArray fingerprint() const;
};

struct Catalog {
    QString defaultSchema;
    QStringList schemas;
    QList<TableInfo> tables;

    // Exact schema match when `schema` is given, else the default schema first, then any.
    const TableInfo *find(QStringView name, QStringView schema = {}) const;
    QByteArray fingerprint() const;
    int columnCount() const;
};

QString tableKindName(TableInfo::Kind kind);

} // namespace assay::db
