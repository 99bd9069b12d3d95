#pragma once
// How a command-line verb waits for work on another thread: in an event loop, so queued signals
// and async::whenFinished handlers still run meanwhile, looking every 100 ms at whether the user
// pressed Ctrl+C (interrupted(), cliargs.h). The window never waits this way; it is told
// (core/async).

#include <QEventLoop>
#include <QFuture>
#include <QFutureWatcher>
#include <QTimer>

#include <functional>

namespace assay::app {

// Runs an event loop until `future` finishes. `tick`, when given, runs every 100 ms meanwhile (to
// cancel on Ctrl+C, to show progress); when it returns false the wait ends at once. True when the
// future finished, false when `tick` ended the wait first.
template <typename T>
bool waitInEventLoop(const QFuture<T> &future, const std::function<bool()> &tick = {})
{
    QFutureWatcher<T> watcher;
    QEventLoop loop;
    QTimer poll;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    if (tick) {
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (!tick())
                loop.quit();
        });
        poll.start(100);
    }
    watcher.setFuture(future); // after connecting: a finished future still emits finished
    if (!future.isFinished())
        loop.exec();
    return future.isFinished();
}

} // namespace assay::app
