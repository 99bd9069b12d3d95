#pragma once
// What a question needs from the schema, as the linker (the model or the offline reader) asks the
// planner for it: tables, each in a role when it is needed more than once or in a particular
// capacity ("airports as source" and "airports as destination", "employee as manager",
// "claim_amount as loss_payment"). A role is matched against the schema's own words: the
// referencing column's name ("destairport" names the role "dest" of airports in flights), a
// subtype's name (loss_payment, a subtype of claim_amount) or a referencing table's name.

#include "schemagraph.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace assay::schema {

struct TableUse {
    QString table;       // as the linker named it (qualified or bare)
    QString role;        // empty: the table as itself
    QStringList columns; // columns the question reads through this use (they favour joins on them)

    TableUse() = default;
    explicit TableUse(QString t, QString r = {}, QStringList c = {}) : table(std::move(t)), role(std::move(r)), columns(std::move(c)) {}
    // "airports:destination", lower-case; "flights" without a role.
    QString key() const;
};

QList<TableUse> usesOf(const QStringList &tables);

// The words of a reference that say the role it gives the referenced table: the referencing
// columns' words, less the referenced table's words and key words ("DestAirport" -> "dest",
// "manager_id" -> "manager", "hair_colour_id" -> "hair", "customer_id" -> nothing).
QStringList roleWords(const SchemaGraph &graph, const SchemaEdge &edge);
// A role as an identifier ("dest_airport", "manager", "hair_colour"): the role words and the
// referenced table's last word, or empty when the reference gives no role.
QString roleAlias(const SchemaGraph &graph, const SchemaEdge &edge);

// Whether a word of a question or a requested role names a role word: the same stem, a shared
// start of five letters or more ("arriving" and "arrival"), a four-letter start of the other
// ("dest" and "destination"), or the same entry of a small lexicon of roles that schemas spell in
// several ways (destination/arrival/inbound, source/origin/departure, winner/won, manager/boss…).
bool roleWordMatches(const QString &roleWord, const QString &word);
// How many of `roleWords` the words match (0 when none).
int roleMatch(const QStringList &roleWords, const QStringList &words);

// Gives uses a role where the question says which one is meant: when a table is referenced from
// another needed table (or from itself) in several ways and the question's words name one of them
// ("flights arriving in Aberdeen": airports as the dest airport). A table used twice gets the two
// best-named roles. Uses that already have a role keep it.
void assignRoles(QList<TableUse> &uses, const QString &text, const SchemaGraph &graph);
// The same from the question's words as already analysed (knowledge::analyzeWords with stopwords
// dropped), for readers that take the text apart once and never read it again.
void assignRoles(QList<TableUse> &uses, const QStringList &words, const SchemaGraph &graph);

// The role the words just before a value give the table the value is stored in, among the ways
// the other needed tables refer to it: "flights from Aberdeen" (the source airport), "to Ashley"
// (the destination). Only references from the other needed tables count (not a table's
// references to itself). `wordsBefore` are the question's words
// nearest the value first. Direction words count as their roles ("from" as source, "to" and
// "into" as destination). Empty when no reference names a role or two are named equally well.
QString roleFromContext(const SchemaGraph &graph, const QString &table, const QStringList &neededTables,
                        const QStringList &wordsBefore);

} // namespace assay::schema
