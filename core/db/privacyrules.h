#pragma once
// What a connection's privacy settings ask the engine to enforce on one statement (see
// privacy.md beside this file): tables and columns it may not read at all, and columns whose
// values may leave only masked. The engines check the tables and columns a statement really
// reads (SQLite's authorizer, PostgreSQL's plan, MariaDB's expanded views) against these rules
// before any row is returned, and report what they decided in ExecSummary::privacy.
//
// Names compare case-insensitively. A table is written "table" (in every schema) or
// "schema.table" (in that schema only); a column "table.column" or "schema.table.column".

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace assay::db {

class PrivacyRules {
public:
    PrivacyRules() = default;
    PrivacyRules(const QSet<QString> &hiddenTables, const QSet<QString> &hiddenColumns,
                 const QSet<QString> &redactedColumns);

    bool isEmpty() const { return m_byTable.isEmpty(); }

    // `schema` may be empty when the engine does not say (it then matches entries for any schema).
    bool tableHidden(QStringView schema, QStringView table) const;
    bool columnHidden(QStringView schema, QStringView table, QStringView column) const;
    bool columnRedacted(QStringView schema, QStringView table,
                        QStringView column) const; // redacted, not hidden
    QStringList hiddenColumnsOf(QStringView schema, QStringView table) const;
    QStringList redactedColumnsOf(QStringView schema, QStringView table) const;
    bool restrictsColumnsOf(QStringView schema,
                            QStringView table) const; // hidden or redacted columns
    // The hidden tables' and hidden columns' names, lower-cased: what must never appear in an
    // error message that is passed on unless the statement itself wrote it.
    const QSet<QString> &namesMentioned() const { return m_names; }
    // The tables the rules name, as written ("payroll", "hr.salaries"), for checking that they
    // exist.
    QStringList tablesNamed() const;

    // The same rules without the redacted columns: for a statement that only counts the rows of
    // one already allowed (ExecOptions::privacyCountsOnly).
    PrivacyRules withoutRedaction() const;

    // What a masked value reads as, in every row that leaves for a model or an outside agent.
    static QString mask();

private:
    enum class Kind : quint8 { HiddenTable, HiddenColumn, RedactedColumn };
    struct Rule {
        QString schema; // empty: any schema
        QString column; // empty: the whole table
        Kind kind = Kind::HiddenTable;
    };
    void add(const QString &entry, Kind kind);
    QList<const Rule *> rulesFor(QStringView schema, QStringView table) const;
    QStringList columnsOf(QStringView schema, QStringView table, Kind kind) const;

    QHash<QString, QList<Rule>> m_byTable; // lower-cased table name -> its rules
    QSet<QString> m_names;
};

// What an engine decided about one statement under PrivacyRules.
struct PrivacyReport {
    enum class Verdict : quint8 {
        NotChecked, // no rules: the statement ran as always
        Allowed,    // checked: it reads nothing the rules forbid
        Masked,     // checked: it ran, and some of its columns were masked
        Refused,    // checked: it never ran (ExecSummary::error says why, kind Privacy)
    };
    Verdict verdict = Verdict::NotChecked;
    QString reason; // for Refused: why, for the model (names only what the statement wrote)
    QString detail; // for the user's log: what exactly (may name hidden objects, never values)
    QStringList maskedColumns; // result column names whose values were replaced by mask()
    QStringList tablesRead;    // "schema.table" as the engine reported them, for the log
};

} // namespace assay::db
