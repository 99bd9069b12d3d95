#include "dataexport.h"
#include "exporttr.h"

#include "db/dbsession.h"
#include "db/resultstore.h"

#include <QCoreApplication>

namespace assay::exports {

QStringList chartDataHeaders(const charts::ChartSpec &spec)
{
    QStringList headers;
    headers << (spec.timeBucketing ? spec.x + QLatin1Char('_') + db::timeGrainKey(spec.grain) : spec.x);
    if (!spec.series.isEmpty())
        headers << spec.series;
    for (const charts::Measure &m : spec.y)
        headers << m.displayName();
    return headers;
}

ExportResult exportStore(const db::ResultStore &store, const QString &path, const DataExportOptions &options,
                         const RowProgress &progress, const db::CancelTokenPtr &cancel)
{
    std::unique_ptr<DataSink> sink = DataSink::create(path, options);
    sink->setProgress(progress);
    sink->setCancelToken(cancel);
    if (!sink->open())
        return sink->finish();
    sink->columns(store.columns());
    // Batches of a few pages: large enough to amortise, small enough to stay responsive to cancel.
    constexpr qint64 Batch = 4096;
    const qint64 total = store.rowCount();
    QList<db::Row> batch;
    batch.reserve(Batch);
    for (qint64 i = 0; i < total; ++i) {
        batch.append(store.row(i));
        if (batch.size() == Batch || i + 1 == total) {
            if (!sink->rows(std::move(batch)))
                break;
            batch = {};
            batch.reserve(Batch);
        }
    }
    if (!store.spillError().isEmpty())
        sink->fail(Tr::tr("The result could not be read back: %1").arg(store.spillError()));
    return sink->finish();
}

QFuture<ExportResult> exportQuery(db::DbSession &session, const QString &sql, const QString &path,
                                  const DataExportOptions &options, const RowProgress &progress,
                                  const db::CancelTokenPtr &cancel)
{
    const db::CancelTokenPtr token = cancel ? cancel : std::make_shared<db::CancelToken>();
    return session.submit<ExportResult>([sql, path, options, progress, token](db::Connection &c) {
        std::unique_ptr<DataSink> sink = DataSink::create(path, options);
        sink->setProgress(progress);
        sink->setCancelToken(token);
        if (!sink->open())
            return sink->finish();
        db::ExecOptions exec;
        exec.cancel = token;
        exec.readOnly = true; // an export reads; it never changes the database
        exec.firstBatchRows = 4096;
        exec.batchRows = 8192;
        exec.parameters = options.parameters;
        const db::ExecSummary summary = c.execute(sql, exec, *sink);
        if (!summary.ok() && summary.error.kind != db::DbError::Kind::Cancelled)
            sink->fail(summary.error.displayText(sql));
        return sink->finish();
    }, token);
}

} // namespace assay::exports
