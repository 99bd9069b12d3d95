#include "importjob.h"

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
    connect(&m_watcher, &QFutureWatcher<ImportResult>::finished, this, [this] {
        const ImportResult r = m_watcher.future().resultCount() ? m_watcher.result() : ImportResult();
        emit finished(r);
    });
}

ImportJob::~ImportJob()
{
    m_cancel->cancel();
    m_watcher.waitForFinished();
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
        QMetaObject::invokeMethod(
            self.data(), [self, done, total, rows] {
                if (self)
                    emit self->progress(done, total, rows);
            },
            Qt::QueuedConnection);
    };
    m_watcher.setFuture(QtConcurrent::run([plan = m_plan, workspace = m_workspace, cancel = m_cancel, report] {
        return importFile(plan, workspace, cancel, report);
    }));
}

void ImportJob::cancel()
{
    m_cancel->cancel();
}

} // namespace assay::files
