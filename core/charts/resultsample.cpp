#include "resultsample.h"

#include "db/resultstore.h"

namespace assay::charts {

int ResultSample::columnIndex(const QString &name) const {
    for (int i = 0; i < columns.size(); ++i) {
        if (columns[i].name.compare(name, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

ResultSample sampleResult(const db::ResultStore &store, int maxRows) {
    ResultSample s;
    s.columns = store.columns();
    s.totalRows = store.rowCount();
    const qint64 n = std::min<qint64>(s.totalRows, std::max(0, maxRows));
    s.rows.reserve(n);
    for (qint64 i = 0; i < n; ++i)
        s.rows.append(store.row(i));
    return s;
}

} // namespace assay::charts
