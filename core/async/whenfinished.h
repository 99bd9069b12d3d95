#pragma once
// What work on another thread hands back to the application's thread, without anyone waiting.
//
// whenFinished: runs a handler on `context`'s thread when a future finishes, or another when it is
// cancelled. Qt 6.4's QFuture::then(context, …) can lose its continuation when the future
// finishes on the worker while the continuation is being attached (seen as a notebook run that
// never ended, about one run in three on a loaded machine); a QFutureWatcher's signals cannot.

#include <QCoreApplication>
#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QThread>

#include <utility>

namespace assay::async {

// done(result) when `future` finishes with a result, cancelled() when it was cancelled or ended
// without one; both on `context`'s thread, neither once `context` is gone (the watcher is its
// child, or goes with it when the call comes from another thread). Each call watches its own
// future: a caller that starts again before the last one ended tells the results apart itself (a
// generation number), since both arrive.
template <typename T, typename Done, typename Cancelled>
void whenFinished(const QFuture<T> &future, QObject *context, Done done, Cancelled cancelled)
{
    QFutureWatcher<T> *watcher = nullptr;
    if (context->thread() == QThread::currentThread()) {
        watcher = new QFutureWatcher<T>(context);
    } else {
        // Called from another thread (a worker handing work to the network thread, say): the
        // watcher moves to the context's thread before it watches, so its signals arrive there,
        // and goes with the context rather than as its child (a child cannot be added from here).
        watcher = new QFutureWatcher<T>;
        watcher->moveToThread(context->thread());
        QObject::connect(context, &QObject::destroyed, watcher, &QObject::deleteLater);
    }
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

// The same for work whose cancellation needs no answer: nothing runs then.
template <typename T, typename Done>
void whenFinished(const QFuture<T> &future, QObject *context, Done done)
{
    whenFinished(future, context, std::move(done), [] {});
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

} // namespace assay::async
