#include "importjob.h"

#include "async/whenfinished.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace assay::files {

ImportJob::ImportJob(ImportPlan plan, QString workspacePath, QObject *parent)
    : QObject(parent)
    , m_plan(std::move(plan))
    , m_workspace(std::move(workspacePath))
{
    qRegisterMetaType<ImportResult>();
}

ImportJob::~ImportJob()
{
    // Never waits: the import works on its own copies and stops at its next batch; what it
    // reports afterwards finds no job (postIfAlive, whenFinished's watcher is gone with this).
    m_cancel->cancel();
}

void ImportJob::start()
{
    QPointer<ImportJob> self(this);
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    const ImportProgress report = [self, clock](qint64 done, qint64 total, qint64 rows) {
        if (clock->elapsed() < 100 && done < total)
            return;
        clock->restart();
        async::postIfAlive(self, [done, total, rows](ImportJob &job) { emit job.progress(done, total, rows); });
    };
    m_future = QtConcurrent::run([plan = m_plan, workspace = m_workspace, cancel = m_cancel, report] {
        return importFile(plan, workspace, cancel, report);
    });
    const quint64 run = ++m_run;
    async::whenFinished(m_future, this,
        [this, run](const ImportResult &r) {
            if (run == m_run)
                emit finished(r);
        },
        [this, run] {
            if (run == m_run)
                emit finished(ImportResult());
        });
}

void ImportJob::cancel()
{
    m_cancel->cancel();
}

} // namespace assay::files
