#pragma once
// A CSV/XLSX export running off the GUI thread, with progress (rows written, polled every
// 100 ms so a fast export never floods the event loop) and cancel. Either from a result Assay
// holds (thread pool), or by running a query on a session of its own and streaming its rows
// straight into the file (the session's worker): no row cap, nothing kept in memory.

#include "export/datasink.h"

#include <QFuture>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>

namespace assay::db {
class DbSession;
class ResultStore;
} // namespace assay::db

namespace assay::ui {

class DataExportJob : public QObject {
    Q_OBJECT
public:
    explicit DataExportJob(QObject *parent = nullptr);
    ~DataExportJob() override; // cancels and waits: the job's sink must not outlive it

    void exportStore(std::shared_ptr<db::ResultStore> store, const QString &path, const exports::DataExportOptions &options);
    // Takes ownership of `session` (opened or opening); it is closed when the job ends.
    void exportQuery(std::unique_ptr<db::DbSession> session, const QString &sql, const QString &path,
                     const exports::DataExportOptions &options);
    void cancel();
    bool isRunning() const { return m_future.isRunning(); }
    qint64 rowsWritten() const { return m_rows->load(); }
    QString path() const { return m_path; }

signals:
    void progressed(qint64 rows);
    void finished(const assay::exports::ExportResult &result);

private:
    void start(QFuture<exports::ExportResult> future);
    void finish(exports::ExportResult result);

    QFuture<exports::ExportResult> m_future;
    quint64 m_run = 0; // which start() the finishing future belongs to: only the latest reports
    QTimer m_poll;
    std::shared_ptr<std::atomic<qint64>> m_rows = std::make_shared<std::atomic<qint64>>(0);
    db::CancelTokenPtr m_cancel = std::make_shared<db::CancelToken>();
    std::unique_ptr<db::DbSession> m_session;
    QString m_path;
    qint64 m_reported = -1;
};

} // namespace assay::ui

Q_DECLARE_METATYPE(assay::exports::ExportResult)
