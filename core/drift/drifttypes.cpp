#include "drifttypes.h"
#include "drifttr.h"

namespace assay::drift {

bool SchemaChange::breaksReferences() const
{
    switch (kind) {
    case ChangeKind::TableDropped:
    case ChangeKind::TableRenamed:
    case ChangeKind::ColumnDropped:
    case ChangeKind::ColumnRenamed:
        return true;
    default:
        return false;
    }
}

QString SchemaChange::describe() const
{
    const QString oldColumnName = (oldTable.isEmpty() ? table : oldTable) + QLatin1Char('.') + (oldColumn.isEmpty() ? column : oldColumn);
    const QString columnName = table + QLatin1Char('.') + column;
    const bool probable = confidence == RenameConfidence::Probable;
    const QString empty = QStringLiteral("—");
    switch (kind) {
    case ChangeKind::TableAdded:
        return Tr::tr("Table %1 added").arg(table);
    case ChangeKind::TableDropped:
        return Tr::tr("Table %1 dropped").arg(table);
    case ChangeKind::TableRenamed:
        return probable ? Tr::tr("Table %1 probably renamed to %2").arg(oldTable, table)
                        : Tr::tr("Table %1 possibly renamed to %2").arg(oldTable, table);
    case ChangeKind::ColumnAdded:
        return Tr::tr("Column %1 added (%2)").arg(columnName, newType.isEmpty() ? empty : newType);
    case ChangeKind::ColumnDropped:
        return Tr::tr("Column %1 dropped").arg(columnName);
    case ChangeKind::ColumnRenamed:
        if (swapped)
            return Tr::tr("Column %1 probably renamed to %2 (names exchanged)").arg(oldColumnName, column);
        return probable ? Tr::tr("Column %1 probably renamed to %2").arg(oldColumnName, column)
                        : Tr::tr("Column %1 possibly renamed to %2").arg(oldColumnName, column);
    case ChangeKind::TypeChanged:
        return Tr::tr("Column %1 changed type from %2 to %3").arg(columnName, oldType, newType);
    case ChangeKind::PrimaryKeyChanged:
        return Tr::tr("Primary key of %1 changed from (%2) to (%3)")
            .arg(table, oldKey.isEmpty() ? empty : oldKey.join(QStringLiteral(", ")), newKey.isEmpty() ? empty : newKey.join(QStringLiteral(", ")));
    case ChangeKind::ForeignKeyAdded:
        return Tr::tr("Foreign key %1 added to %2").arg(foreignKey, table);
    case ChangeKind::ForeignKeyDropped:
        return Tr::tr("Foreign key %1 dropped from %2").arg(foreignKey, table);
    }
    return {};
}

int DriftReport::count(ChangeKind kind) const
{
    return int(std::count_if(changes.begin(), changes.end(), [kind](const SchemaChange &c) { return c.kind == kind; }));
}

QString DriftReport::summary() const
{
    QStringList parts;
    auto add = [&parts](int n, const QString &text) {
        if (n > 0)
            parts << text;
    };
    add(count(ChangeKind::TableRenamed), Tr::tr("%n table(s) renamed", nullptr, count(ChangeKind::TableRenamed)));
    add(count(ChangeKind::ColumnRenamed), Tr::tr("%n column(s) renamed", nullptr, count(ChangeKind::ColumnRenamed)));
    add(count(ChangeKind::TableDropped), Tr::tr("%n table(s) dropped", nullptr, count(ChangeKind::TableDropped)));
    add(count(ChangeKind::ColumnDropped), Tr::tr("%n column(s) dropped", nullptr, count(ChangeKind::ColumnDropped)));
    add(count(ChangeKind::TypeChanged), Tr::tr("%n type(s) changed", nullptr, count(ChangeKind::TypeChanged)));
    const int keys = count(ChangeKind::PrimaryKeyChanged) + count(ChangeKind::ForeignKeyAdded) + count(ChangeKind::ForeignKeyDropped);
    add(keys, Tr::tr("%n key(s) changed", nullptr, keys));
    add(count(ChangeKind::TableAdded), Tr::tr("%n table(s) added", nullptr, count(ChangeKind::TableAdded)));
    add(count(ChangeKind::ColumnAdded), Tr::tr("%n column(s) added", nullptr, count(ChangeKind::ColumnAdded)));
    return parts.join(QStringLiteral(", "));
}

RenameMap RenameMap::fromReport(const DriftReport &report, bool includePossible)
{
    RenameMap map;
    for (const SchemaChange &c : report.changes) {
        if (!c.isRename() || (c.confidence != RenameConfidence::Probable && !includePossible))
            continue;
        if (c.kind == ChangeKind::TableRenamed)
            map.tables.insert(c.oldTable.toLower(), c.table);
        else
            map.columns.insert((c.oldTable.isEmpty() ? c.table : c.oldTable).toLower() + QLatin1Char('.') + c.oldColumn.toLower(), c.column);
    }
    return map;
}

QString changeKindKey(ChangeKind kind)
{
    switch (kind) {
    case ChangeKind::TableAdded:
        return QStringLiteral("table_added");
    case ChangeKind::TableDropped:
        return QStringLiteral("table_dropped");
    case ChangeKind::TableRenamed:
        return QStringLiteral("table_renamed");
    case ChangeKind::ColumnAdded:
        return QStringLiteral("column_added");
    case ChangeKind::ColumnDropped:
        return QStringLiteral("column_dropped");
    case ChangeKind::ColumnRenamed:
        return QStringLiteral("column_renamed");
    case ChangeKind::TypeChanged:
        return QStringLiteral("type_changed");
    case ChangeKind::PrimaryKeyChanged:
        return QStringLiteral("primary_key_changed");
    case ChangeKind::ForeignKeyAdded:
        return QStringLiteral("foreign_key_added");
    case ChangeKind::ForeignKeyDropped:
        return QStringLiteral("foreign_key_dropped");
    }
    return {};
}

} // namespace assay::drift
