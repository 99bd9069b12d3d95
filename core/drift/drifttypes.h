#pragma once
// What changed in a database's schema since Assay last saw it, as plain values (safe to copy
// across threads): tables and columns added, dropped or probably renamed (with the evidence),
// types and keys changed. Produced by detectDrift (driftdetector.h), read by the impact finder,
// the banner, the review dialog and `assay check`.

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace assay::drift {

enum class ChangeKind {
    TableAdded,
    TableDropped,
    TableRenamed,
    ColumnAdded,
    ColumnDropped,
    ColumnRenamed,
    TypeChanged,
    PrimaryKeyChanged,
    ForeignKeyAdded,
    ForeignKeyDropped,
};

// How sure Assay is that a drop and an add are one rename. Probable: the same type and the same
// values (and usually the same place); Possible: the same type and place, but the values could
// not be compared (an empty table, no earlier profile). None for every other kind of change.
enum class RenameConfidence { None, Possible, Probable };

struct SchemaChange {
    ChangeKind kind = ChangeKind::TableAdded;
    QString table;    // qualified name as it is now (for drops: as it was)
    QString oldTable; // the qualified name it had, when the table was renamed (else = table)
    QString column;   // added and renamed: the name now; dropped and type changes: the column
    QString oldColumn; // renamed columns: the name it had
    QString oldType;   // type changes; the declared type of added, dropped and renamed columns
    QString newType;
    QStringList oldKey; // primary key changes: the key columns before and after
    QStringList newKey;
    QString foreignKey; // foreign key changes: "customer_id -> customers(id)"
    RenameConfidence confidence = RenameConfidence::None;
    QStringList evidence; // why a rename is believed, in words ("same type INTEGER", ...)
    bool swapped = false; // one of several columns whose names were exchanged

    bool isRename() const { return kind == ChangeKind::TableRenamed || kind == ChangeKind::ColumnRenamed; }
    // Drops and renames: SQL that names the old thing no longer runs.
    bool breaksReferences() const;
    // One line for the banner, the dialog and `assay check` ("orders.amount probably renamed to total").
    QString describe() const;
};

struct DriftReport {
    enum class Status {
        NoBaseline,        // first time: the catalog was recorded, nothing to compare with
        Unchanged,
        Changed,
        DatabaseReplaced,  // hardly anything in common: a different database under the same name
        CatalogUnreadable, // the catalog (or the stored one) could not be read
    };
    Status status = Status::NoBaseline;
    QDateTime baselineAt; // when the catalog compared with was recorded
    int baselineTables = 0;
    int currentTables = 0;
    QList<SchemaChange> changes;
    QString message;       // why, for DatabaseReplaced and CatalogUnreadable
    QStringList warnings;  // what could not be measured (values of a table, ...)
    qint64 detectMs = 0;   // comparing alone, after the catalog was read

    bool hasChanges() const { return status == Status::Changed && !changes.isEmpty(); }
    int count(ChangeKind kind) const;
    // "2 columns probably renamed, 1 table dropped, 1 type changed" (translated).
    QString summary() const;
};

// The renames a report believes in (Possible ones only when asked), for rewriting references.
// Keys are lower-cased: tables by qualified name, columns as "oldtable.oldcolumn".
struct RenameMap {
    QHash<QString, QString> tables;  // old qualified name -> new qualified name
    QHash<QString, QString> columns; // "old qualified table.old column" -> new column name
    bool isEmpty() const { return tables.isEmpty() && columns.isEmpty(); }
    static RenameMap fromReport(const DriftReport &report, bool includePossible);
};

QString changeKindKey(ChangeKind kind); // "column_renamed", for JSON and scripts

} // namespace assay::drift

Q_DECLARE_METATYPE(assay::drift::DriftReport)
