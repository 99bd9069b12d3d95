#pragma once
// The first rows of a result, copied out of its ResultStore: what the recommender, the column
// profiler and the insight facts look at. A plain value that crosses threads by copy.

#include "db/resulttypes.h"

#include <QList>

namespace assay::db {
class ResultStore;
}

namespace assay::charts {

struct ResultSample {
    QList<db::ResultColumn> columns;
    QList<db::Row> rows;  // the first rows of the result, in its order
    qint64 totalRows = 0; // rows in the whole result (>= rows.size())

    bool isWhole() const { return totalRows <= rows.size(); }
    int columnIndex(const QString &name) const; // case-insensitive; -1 when absent
};

// Rows beyond `maxRows` are not read: profiles and recommendations look at the first ones.
ResultSample sampleResult(const db::ResultStore &store, int maxRows = 5000);

} // namespace assay::charts
