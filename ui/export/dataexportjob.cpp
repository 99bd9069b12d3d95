#include "dataexportjob.h"

#include "async/whenfinished.h"
#include "db/dbsession.h"
#include "db/resultstore.h"
#include "export/dataexport.h"

#include <QtConcurrent/QtConcurrentRun>

namespace assay::ui {

DataExportJob::DataExportJob(QObject *parent)
    : QObject(parent)
{
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        const qint64 rows = m_rows->load();
        if (rows != m_reported) {
            m_reported = rows;
            emit progressed(rows);
        }
    });
}

DataExportJob::~DataExportJob()
{
    m_cancel->cancel();
    if (m_session)
        m_session->cancel(m_cancel);
    ++m_run; // a result arriving from here on is not reported
    // Never waits: the export works on its own copies and removes its partial file itself.
}

void DataExportJob::start(QFuture<exports::ExportResult> future)
{
    m_reported = -1;
    m_future = future;
    const quint64 run = ++m_run;
    async::whenFinished(m_future, this,
        [this, run](const exports::ExportResult &result) {
            if (run == m_run)
                finish(result);
        },
        [this, run] {
            if (run != m_run)
                return;
            exports::ExportResult dropped;
            dropped.cancelled = true; // dropped before it started
            finish(dropped);
        });
    m_poll.start();
}

void DataExportJob::finish(exports::ExportResult result)
{
    m_poll.stop();
    if (m_cancel->isCancelled())
        result.cancelled = true;
    emit progressed(result.rows);
    m_session.reset();
    emit finished(result);
}

void DataExportJob::exportStore(std::shared_ptr<db::ResultStore> store, const QString &path,
                                const exports::DataExportOptions &options)
{
    m_path = path;
    auto rows = m_rows;
    auto cancel = m_cancel;
    start(QtConcurrent::run([store, path, options, rows, cancel] {
        return exports::exportStore(*store, path, options, [rows](qint64 n) { rows->store(n); }, cancel);
    }));
}

void DataExportJob::exportQuery(std::unique_ptr<db::DbSession> session, const QString &sql, const QString &path,
                                const exports::DataExportOptions &options)
{
    m_path = path;
    m_session = std::move(session);
    auto rows = m_rows;
    start(exports::exportQuery(*m_session, sql, path, options, [rows](qint64 n) { rows->store(n); }, m_cancel));
}

void DataExportJob::cancel()
{
    m_cancel->cancel();
    if (m_session)
        m_session->cancel(m_cancel); // interrupts the running statement at once
}

} // namespace assay::ui
