#pragma once
// Profiling without a model, pushed down to the database: one aggregate query per group of
// columns over a sample of the table (so wide and big tables stay fast), then the most common
// values of the columns that look categorical. Runs on the thread that owns the connection.

#include "profile.h"

#include "db/catalog.h"

namespace assay::db {
class Connection;
}

namespace assay::knowledge {

class Profiler {
public:
    struct Options {
        qint64 sampleRows = 100000;  // tables larger than this are profiled on a sample
        qint64 exactCountBelow = 5000000; // COUNT(*) when the estimate is below this
        int columnsPerQuery = 40;
        int topValues = 5;
        int samples = 3;
    };

    explicit Profiler(db::Connection &connection) : m_connection(connection) {}
    Profiler(db::Connection &connection, Options options) : m_connection(connection), m_options(options) {}

    // Never fails as a whole: what could not be measured is said in profile.warning.
    TableProfile profile(const db::TableInfo &table, const db::CancelTokenPtr &cancel = {});

private:
    // Returns the rows the relation held (the real sample size), or -1 when it could not be read.
    qint64 measureColumns(const db::TableInfo &table, const QString &relation, TableProfile &p, const db::CancelTokenPtr &cancel);
    void measureValues(const QString &relation, ColumnProfile &c, qint64 sampledRows, const db::CancelTokenPtr &cancel);

    db::Connection &m_connection;
    Options m_options;
};

} // namespace assay::knowledge
