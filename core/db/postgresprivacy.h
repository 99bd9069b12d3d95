#pragma once
// Privacy on PostgreSQL (privacy.md): before a statement runs, the server plans it with
// EXPLAIN (VERBOSE, FORMAT JSON). The plan has views, subqueries and CTEs expanded into the base
// relations they scan, and every expression (outputs, filters, join conditions, sort and group
// keys) written out with each column qualified by its scan's unique alias. That tells which
// columns of which relations the statement really uses, and where each value goes. One more
// query asks the catalog what the plan names but does not explain: a partition's parent tables,
// what a materialized view was built from, an index's columns, whether a function or operator
// was defined in the database (whose reads no plan shows).

#include "privacyrules.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace assay::db {

struct PgPlanFacts {
    struct Node {
        int parent = -1;
        QString type;
        QString relationship; // "Outer", "Inner", "Subquery", "InitPlan", "SubPlan", "Member", ...
        bool hasOutput = false;
        // Its outputs are used as they are (the root's are the result; a subquery's, a CTE's and a
        // union member's go on under another name; a node whose parent lists no outputs passes
        // its own up). Otherwise the parent's expressions say what of them is used.
        bool outputsCount = false;
    };
    struct Scan {
        int node = -1;
        QString alias;
        QString schema;
        QString relation;
    };
    struct Ref {
        int node = -1;
        QString alias;  // empty: unqualified (the plan has one relation, or it is not a column)
        QString column; // "*" for a whole row
        bool output = false; // in the node's Output list (else a filter, condition or key)
        bool bare = false;   // that output is this column and nothing else
        int position = -1;   // its place in the Output list
    };
    bool parses = true;
    QList<Node> nodes; // nodes[0] is the root
    QList<Scan> scans;
    QList<Ref> refs;
    QStringList functions; // lower-cased names written before '('
    QStringList operators;
    QStringList casts;      // lower-cased type names after '::'
    QStringList indexes;    // index names the plan scans
    QStringList unresolved; // node types that read something the plan does not name
};

PgPlanFacts readPostgresPlan(const QByteArray &explainJson);

// regclass, regtype, regproc, ...: types whose values print as object names.
bool isObjectNameType(const QString &lowerName);

// The catalog's answers to what the plan names (postgresLookupSql).
struct PgCatalogFacts {
    QHash<QString, QStringList>
        ancestors; // "schema.relation" -> its parents ("schema.relation"), nearest first
    struct Dependency {
        QString relation; // "schema.relation"
        QString column;   // empty: the relation as a whole
    };
    QHash<QString, QList<Dependency>> materializedFrom; // a materialized view -> what it reads
    struct Index {
        QString relation;
        QStringList columns;
        bool expressions = false;
    };
    QHash<QString, Index> indexes; // lower-cased index name
    QSet<QString> userFunctions;   // lower-cased names defined outside pg_catalog
    QSet<QString> userOperators;

    // Rows of postgresLookupSql(): kind, a, b, c.
    void addRow(const QString &kind, const QString &a, const QString &b, const QString &c);
};

// One statement with four text parameters, each a newline-separated list: $1 the scanned
// relations ("schema.relation"), $2 function names, $3 operators, $4 index names.
const char *postgresLookupSql();

struct PgJudgement {
    bool refused = false;
    QString reason;           // for the model: names only what the statement wrote
    QString detail;           // for the user's log
    QList<int> maskedOutputs; // result columns that are a redacted column
    QStringList tablesRead;
};

PgJudgement judgePostgresPlan(const PgPlanFacts &plan, const PgCatalogFacts &catalog,
                              const PrivacyRules &rules, QStringView statement, bool countsOnly);

} // namespace assay::db
