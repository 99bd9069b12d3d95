#pragma once
// What work on another thread hands back to the application's thread.
//
// whenFinished: runs a handler on `context`'s thread when a future from a DbSession finishes, or
// another when it is cancelled. Qt 6.4's QFuture::then(context, …) can lose its continuation when the future
// finishes on the worker while the continuation is being attached (seen as a notebook run that
// never ended, about one run in three on a loaded machine); a QFutureWatcher's signals cannot.

#include <QCoreApplication>
#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>

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

// Runs fn(*target) on the application's thread if `target` still exists then; callable from any
// thread. Progress from work that may outlive its owner (a destroyed DbSession never waits for its
// worker) comes back through this, never through an invocation on a raw `this`.
template <typename T, typename Fn>
void postIfAlive(const QPointer<T> &target, Fn fn)
{
    QMetaObject::invokeMethod(QCoreApplication::instance(), [target, fn = std::move(fn)] {
        if (target)
            fn(*target);
    }, Qt::QueuedConnection);
}

} // namespace assay::db
