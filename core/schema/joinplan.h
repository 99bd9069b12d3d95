#pragma once
// A join plan: a tree of table instances connected by key relationships, rooted at the table the
// question is mostly about, each instance joined to its parent over one edge. A table may appear
// more than once, each time in its own role and under an alias that says the role
// ("dest_airport", "manager", "loss_payment_amount"). It renders as a FROM clause for the
// connection's dialect, as a "join view" for the model's prompt, and in words for the analyst.

#include "patterncorrections.h"

#include <QString>
#include <QStringList>

namespace assay::db {
class Dialect;
}

namespace assay::schema {

struct JoinStep {
    QString table;             // qualified name
    QString schemaName;        // for quoting
    QString tableName;
    QString alias;
    QString parentAlias;       // empty for the root
    QString parentTable;
    int edge = -1;             // the graph edge used (-1 for a join on a shared reference)
    QStringList columns;       // this table's join columns
    QStringList parentColumns; // the parent's, in the same order
    bool left = false;         // LEFT JOIN: the parent's rows without a partner are kept
    QString cardinality;       // "N:1" (parent to this table), "1:N", "1:1", "N:M"
    QString role;              // the role this instance plays ("dest_airport", "manager"), or empty
    int use = -1;              // which of the request's table uses this is; -1 when the plan added it
    bool inferred = false;     // over a relationship no key declares
    double confidence = 1.0;
};

struct JoinPlan {
    QList<JoinStep> steps;   // the root first; every instance after its parent
    QStringList extraTables; // connectors the question did not name
    double cost = 0;
    QStringList notes;       // "students and courses are linked through enrollments (many-to-many)"

    bool isEmpty() const { return steps.isEmpty(); }
    QString root() const { return steps.isEmpty() ? QString() : steps.first().table; }
    QString aliasOf(const QString &table) const; // the first alias of a table
    QString aliasOfUse(int use) const;           // the alias of one of the request's uses
    QStringList tables() const;                  // each table once
    bool hasRepeatedTables() const;              // a table under two aliases (roles, self-joins)
    bool hasLeftJoins() const;
    QString fromClause(const db::Dialect &dialect) const;
    // For the model: the FROM clause with what each join means and the role of each alias.
    QString describe(const db::Dialect &dialect) const;
    // For the analyst: each join in words ("flights to airports as dest_airport, on
    // flights.DestAirport = airports.AirportCode"); only the steps not in `except` when given.
    QStringList inWords(const QStringList &exceptEdgeKeys = {}) const;
    // Canonical, comparable: "a.x=b.y" per column pair (sides sorted, lower-case), sorted.
    QStringList edgeKeys() const;
};

QString canonicalEdgeKey(const QString &tableA, const QString &columnA, const QString &tableB, const QString &columnB);

// One answer to "which way do you mean?": the plan in words, and the preference choosing it
// stores for the connection. A value the chat shows as a button and hands back whole.
struct JoinChoice {
    QString title; // what tells it apart, short: "through stores", "on flights.destairport"
    QString label; // the plan in words (the joins that differ from the other choices)
    JoinPreference preference;
    bool isEmpty() const { return preference.isEmpty(); }
    friend bool operator==(const JoinChoice &a, const JoinChoice &b) { return a.label == b.label && a.preference == b.preference; }
};

} // namespace assay::schema
