#pragma once
// What the assistant may see and touch on one connection. Stored in the connection's settings
// (db::ConnectionConfig::privacy), edited in the connection dialog, enforced in two places:
// on what goes into prompts (filter() removes hidden tables and columns from the knowledge the
// agents read; redacted columns never contribute values) and on the parsed SQL before anything
// runs (check()). Names compare case-insensitively; a column is written "table.column".

#include "sql/tokenizer.h"

namespace assay::sql {
struct RelationReferences;
}
namespace assay::db {
class PrivacyRules;
struct Catalog;
}

#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>

namespace assay::security {

struct AccessPolicy {
    QSet<QString> hiddenTables;    // the model never hears of them (and may not query them)
    QSet<QString> blockedTables;   // never queried by the assistant, even if the model guesses the name
    QSet<QString> hiddenColumns;   // "table.column": not in prompts, not readable by the assistant
    QSet<QString> redactedColumns; // "table.column": names may appear, values never leave the machine
    bool shareSampleValues = false; // cell values may go into prompts (off by default)

    bool isEmpty() const;
    bool tableHidden(const QString &table) const; // hidden or never queried: off limits either way
    bool columnHidden(const QString &table, const QString &column) const;
    bool columnRedacted(const QString &table, const QString &column) const; // redacted or hidden
    // What knowledge::BuildOptions and KnowledgeSnapshot ask: `column` empty means the table.
    bool hiddenFromModel(const QString &table, const QString &column) const;
    bool valueWithheld(const QString &table, const QString &column) const; // its values never sent

    // Empty when `sql` reads nothing the policy forbids; otherwise the reason, for the user and
    // for the model's repair ("reads customers.email, which is hidden from the assistant").
    // SELECT * over a table with hidden columns is refused too.
    // SELECT * over a table with hidden columns is refused too, and so is a whole-row reference
    // to it (PostgreSQL's to_jsonb(c), row_to_json(t)).
    QString check(QStringView sql, sql::Flavor flavor) const;

    // The rules the database engine enforces on every statement the assistant runs (hidden and
    // never-queried tables, hidden and redacted columns; core/db/privacy.md); null when there
    // are none, so nothing is checked.
    std::shared_ptr<const db::PrivacyRules> engineRules() const;

    // The entries that name no table or column of `catalog` (a typo hides nothing), as written.
    QStringList unknownNames(const db::Catalog &catalog) const;
    // "The privacy settings name payroll and customers.emial, which this database does not have: …"
    static QString unknownNamesMessage(const QStringList &names);

    QJsonObject toJson() const;
    static AccessPolicy fromJson(const QJsonObject &json);

private:
    QStringList hiddenColumnsOf(const QString &table) const; // their column names
    QString wholeRowReference(QStringView sql, const sql::RelationReferences &refs, const QList<sql::Token> &tokens) const;
    QString redactedUse(QStringView sql, sql::Flavor flavor) const;
};

// "a, b.c" -> {"a", "b.c"} (trimmed, lower-cased, empties dropped); and back, sorted.
QSet<QString> parseNameList(const QString &text);
QString formatNameList(const QSet<QString> &names);

} // namespace assay::security
