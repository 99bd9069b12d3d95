#pragma once
// What names say about references, the way people name keys in warehouses and in applications:
// a column names what it refers to once its table's prefix ("l_" in lineitem, "ss_" in
// store_sales) and its key word ("_id", "_key", "_sk", "_code", "_no", "Identifier") are taken
// off, and it may carry a role in front ("manager_staff_id", "sold_date_sk"). Rostin et al. (2009)
// and HoPF (Jiang & Naumann, 2020) both score a candidate foreign key by such name features: the
// similarity of the dependent column's name to the referenced column's and to the referenced
// table's, and typical key suffixes. Matching is word by word after light stemming
// (knowledge::stem), never by spelling distance, so "order" meets "orders" but "rating" meets
// nothing.

#include "knowledge/relationshipevidence.h"

#include <QString>
#include <QStringList>

namespace assay::relationships {

using NameMatch = knowledge::RelationshipEvidence::NameMatch;

// The prefix most columns of a table start with ("l" for l_orderkey, l_partkey, l_quantity...):
// one short word (four letters at most) that at least 60% of three or more columns begin with,
// followed by more words. Empty when there is none.
QString columnPrefix(const QStringList &columns);

// A column's name read as a reference.
struct ColumnName {
    QStringList full;  // every word of the name, lower case
    QStringList words; // the same, the table prefix taken off
    QStringList stem;  // the words naming what it refers to (the key word taken off), stemmed
    QString keyWord;   // the key word taken off ("id", "key", "sk"...); empty for a bare name
    bool generic() const { return stem.isEmpty(); } // "id", "key", "code": names nothing
};
ColumnName readColumnName(const QString &column, const QString &prefix);

// A table's name as the entity it holds: "date_dim" -> {date}, "Ref_Template_Types" ->
// {template, type}, "customers" -> {customer}; warehouse and lookup decorations dropped.
QStringList tableStem(const QString &table);

// How well the name of a referencing column fits a key. `key` is the key column's name (generic
// for a plain "id"), `table` the key table's stem; `sameTable` when the column is in that table.
NameMatch matchName(const ColumnName &column, const ColumnName &key, const QStringList &table,
                    bool sameTable);
// A bonus within one level: the column's words also name the table (employee.employee_id over
// hiring.employee_id for evaluation.employee_id).
bool namesTable(const ColumnName &column, const QStringList &table);

// A plain attribute every entity has ("name", "title", "status"): a key so named is no name of
// what refers to it.
bool isAttributeName(const QStringList &stem);
// The name ends with a key word ("_id", "Key", "_sk", "Identifier"...).
bool hasKeyWord(const ColumnName &column);
// A word saying a row points at another row of its own table ("parent", "manager", "reports").
bool isHierarchyName(const ColumnName &column);
// `text`, one word of a name, abbreviates `words` (consecutive prefixes of them, in order, ending
// with the last): "cdemo" -> {customer, demographic}, "cust" -> {customer}; or the abbreviation
// table says so ("addr" -> address).
bool abbreviates(const QString &text, const QStringList &words);

} // namespace assay::relationships
