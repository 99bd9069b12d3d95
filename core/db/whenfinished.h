#pragma once
// Runs a handler on `context`'s thread when a future from a DbSession finishes, or another when it
// is cancelled. Qt 6.4's QFuture::then(context, …) can lose its continuation when the future
// finishes on the worker while the continuation is being attached (seen as a notebook run that
// never ended, about one run in three on a loaded machine); a QFutureWatcher's signals cannot.

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>

#include <utility>

namespace assay::db {

template <typename T, typename Done, typename Cancelled>
void whenFinished(const QFuture<T> &future, QObject *context, Done done, Cancelled cancelled)
{
    auto *watcher = new QFutureWatcher<T>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context,
                     [watcher, done = std::move(done), cancelled = std::move(cancelled)]() mutable {
                         watcher->deleteLater();
                         const QFuture<T> f = watcher->future();
                         if (f.isCanceled() || f.resultCount() == 0)
                             cancelled();
                         else
                             done(f.result());
                     });
    watcher->setFuture(future); // after connecting: a finished future still emits finished
}

} // namespace assay::db
