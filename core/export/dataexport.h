#pragma once
// Data exports of a whole result, in two ways that share the sinks:
//  - exportStore: from a result Assay already holds (a grid, a notebook cell). Reads the store
//    page by page (it spills to disk past its budget), so memory stays bounded. Blocking: run it
//    on a worker thread.
//  - exportQuery: runs a query on a session's worker and streams its rows straight into the file,
//    with no row cap and nothing kept in memory. For results too big to hold, and the command line.
// Both report progress as rows written and stop at once when the token is cancelled; a failed or
// cancelled export leaves nothing at the target.

#include "datasink.h"
#include "charts/chartspec.h"

#include <QFuture>

namespace assay::db {
class DbSession;
class ResultStore;
} // namespace assay::db

namespace assay::exports {

// The names a chart's data carries in a file, for DataExportOptions::headers: its rows come from
// the aggregate query as x, series, y0…; the file says "order_date_month", "region", "sum of amount".
QStringList chartDataHeaders(const charts::ChartSpec &spec);

ExportResult exportStore(const db::ResultStore &store, const QString &path, const DataExportOptions &options,
                         const RowProgress &progress = {}, const db::CancelTokenPtr &cancel = {});

// The future is cancelled (no result) only when the session dropped the work before it started.
QFuture<ExportResult> exportQuery(db::DbSession &session, const QString &sql, const QString &path,
                                  const DataExportOptions &options, const RowProgress &progress = {},
                                  const db::CancelTokenPtr &cancel = {});

} // namespace assay::exports
