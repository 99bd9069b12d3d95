#pragma once
// The checks discovery asks the database to run. Every one is an aggregate the engine computes and
// answers with a few counts: nothing but those counts comes back to the desktop, and nothing is
// written (read-only execution, no temporary tables).
//
//  - inclusion: how many distinct values of the referencing column(s) there are, and how many are
//    in the referenced key (an anti-join count, `v IN (SELECT key ...)`, which every engine runs as
//    a hashed or indexed semi-join), and for whole numbers how many key values lie between the
//    smallest and the largest referencing value (for the randomness test);
//  - uniqueness: whether a column combination is unique and never NULL (a composite key).
//
// Big referencing tables are read through a sample: PostgreSQL's TABLESAMPLE SYSTEM, on SQLite
// blocks of rowids spread over the table, elsewhere the first rows. The referenced key is always
// read whole (a value missing from a sample of the key would look like a dangling reference).
// Each query runs under a time limit and the discovery's cancel token.

#include "columnfacts.h"

#include "db/resulttypes.h"

#include <QHash>

namespace assay::db {
class Connection;
}

namespace assay::relationships {

struct CheckLimits {
    qint64 sampleRows = 100000; // referencing tables bigger than this are read through a sample
    qint64 maxDistinct = 20000; // distinct referencing values checked at most
    int queryTimeoutMs = 10000;
};

struct InclusionResult {
    bool ran = false; // false: the query failed or timed out (error says why)
    bool timedOut = false;
    QString error;
    qint64 checked = 0;          // distinct referencing values (combinations)
    qint64 found = 0;            // of them, in the key
    qint64 keyValuesInSpan = -1; // key values between the smallest and largest referencing value
    bool sampled = false;        // read through a sample
    bool spreadSample = false;   // the sample is spread over the table (not its first rows)
};

struct UniquenessResult {
    bool ran = false;
    qint64 rows = 0;
    qint64 withNull = 0;
    qint64 distinct = 0;
    bool unique() const { return ran && rows >= 2 && withNull == 0 && distinct == rows; }
};

class InclusionChecks {
public:
    InclusionChecks(db::Connection &connection, const Facts &facts, CheckLimits limits,
                    db::CancelTokenPtr cancel);

    // Values of `from` (columns of one table) in `key` (as many columns of another, or the same,
    // table). `trim`: compare text with surrounding spaces removed; `asText`: per column pair,
    // compare as text. `timeoutMs` caps this query (0: the limits' own).
    InclusionResult inclusion(const QList<int> &from, const QList<int> &key, bool trim,
                              const QList<bool> &asText, int timeoutMs = 0);
    // Whether `columns` of one table are unique and never NULL: on the profile's sample when
    // `sampleOnly`, else over the whole table.
    UniquenessResult uniqueness(const QList<int> &columns, bool sampleOnly, int timeoutMs = 0);
    int queriesRun() const { return m_queries; }

private:
    struct Relation {
        QString sql;
        bool sampled = false;
        bool spread = false;
    };
    Relation relationOf(int table);
    QString tableSql(int table) const;
    QString columnSql(const QString &alias, int column, bool trim, bool asText) const;
    bool run(const QString &sql, QList<db::Row> *rows, int timeoutMs, QString *error,
             bool *timedOut);

    db::Connection &m_connection;
    const Facts &m_facts;
    CheckLimits m_limits;
    db::CancelTokenPtr m_cancel;
    QHash<int, Relation> m_relations;
    int m_queries = 0;
};

} // namespace assay::relationships
