#pragma once
// An import on a worker thread (the thread pool), with throttled progress and Cancel, for the
// window and the command line. The result arrives on the thread that owns the job.

#include "importer.h"

#include <QFuture>
#include <QObject>

namespace assay::files {

class ImportJob : public QObject {
    Q_OBJECT
public:
    ImportJob(ImportPlan plan, QString workspacePath, QObject *parent = nullptr);
    ~ImportJob() override; // cancels and waits: the worker must not outlive the plan

    void start();
    void cancel();
    bool isRunning() const { return m_future.isRunning(); }
    const ImportPlan &plan() const { return m_plan; }
    const QString &workspacePath() const { return m_workspace; }

signals:
    void progress(qint64 done, qint64 total, qint64 rows); // at most every 100 ms
    void finished(const assay::files::ImportResult &result);

private:
    ImportPlan m_plan;
    QString m_workspace;
    db::CancelTokenPtr m_cancel = std::make_shared<db::CancelToken>();
    QFuture<ImportResult> m_future;
    quint64 m_run = 0; // which start() the finishing future belongs to: only the latest reports
};

} // namespace assay::files

Q_DECLARE_METATYPE(assay::files::ImportResult)
