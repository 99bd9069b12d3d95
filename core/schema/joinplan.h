#pragma once
// A join plan: a tree of tables connected by key relationships, rooted at the table the question
// is mostly about, each table joined to its parent over one edge. It renders as a FROM clause for
// the connection's dialect and as a "join view" for the model's prompt.

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
    int edge = -1;             // the graph edge used
    QStringList columns;       // this table's join columns
    QStringList parentColumns; // the parent's, in the same order
    bool left = false;         // LEFT JOIN: the parent's rows without a partner are kept
    QString cardinality;       // "N:1" (parent to this table), "1:N"
};

struct JoinPlan {
    QList<JoinStep> steps;   // the root first; every table after its parent
    QStringList extraTables; // connectors the question did not name
    double cost = 0;
    QStringList notes;       // "students and courses are linked through enrollments (many-to-many)"

    bool isEmpty() const { return steps.isEmpty(); }
    QString root() const { return steps.isEmpty() ? QString() : steps.first().table; }
    QString aliasOf(const QString &table) const; // the first alias of a table
    QStringList tables() const;
    QString fromClause(const db::Dialect &dialect) const;
    // For the model: the FROM clause with what each join means.
    QString describe(const db::Dialect &dialect) const;
    // Canonical, comparable: "a.x=b.y" per column pair (sides sorted, lower-case), sorted.
    QStringList edgeKeys() const;
};

QString canonicalEdgeKey(const QString &tableA, const QString &columnA, const QString &tableB, const QString &columnB);

} // namespace assay::schema
