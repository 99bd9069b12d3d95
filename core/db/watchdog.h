#pragma once
// For drivers whose calls block without a way to poll (Qt SQL): a helper thread that interrupts
// the connection when the cancel token is set or the client-side deadline passes.

#include "resulttypes.h"

#include <QDeadlineTimer>

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace assay::db {

class ExecutionWatchdog {
public:
    ExecutionWatchdog(const ExecOptions &options, QDeadlineTimer deadline, std::function<void()> interrupt);
    ~ExecutionWatchdog(); // stops watching; returns promptly

    bool timedOut() const { return m_timedOut; }
    bool cancelled() const { return m_cancelled; }

private:
    void run();

    CancelTokenPtr m_cancel;
    QDeadlineTimer m_deadline;
    std::function<void()> m_interrupt;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_done = false;
    std::atomic<bool> m_timedOut{false};
    std::atomic<bool> m_cancelled{false};
    std::thread m_thread;
};

} // namespace assay::db
