#include "watchdog.h"

namespace assay::db {

ExecutionWatchdog::ExecutionWatchdog(const ExecOptions &options, QDeadlineTimer deadline,
                                     std::function<void()> interrupt)
    : m_cancel(options.cancel)
    , m_deadline(deadline)
    , m_interrupt(std::move(interrupt))
{
    if (m_cancel || !m_deadline.isForever())
        m_thread = std::thread([this] { run(); });
}

ExecutionWatchdog::~ExecutionWatchdog()
{
    {
        std::lock_guard lock(m_mutex);
        m_done = true;
    }
    m_wake.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

void ExecutionWatchdog::run()
{
    std::unique_lock lock(m_mutex);
    bool interrupted = false;
    while (!m_done) {
        // Poll the token every 25 ms: cancel latency stays well under the 100 ms users notice.
        // Once interrupted, ask again every 250 ms while the statement runs on: an interrupt that
        // reached the server before the statement did (MySQL's KILL QUERY between statements)
        // stopped nothing.
        m_wake.wait_for(lock, std::chrono::milliseconds(interrupted ? 250 : 25));
        if (m_done)
            return;
        const bool cancelled = m_cancel && m_cancel->isCancelled();
        const bool late = !m_deadline.isForever() && m_deadline.hasExpired();
        if (cancelled || late) {
            if (!interrupted) {
                m_cancelled = cancelled;
                m_timedOut = late && !cancelled;
            }
            interrupted = true;
            lock.unlock();
            m_interrupt();
            lock.lock();
        }
    }
}

} // namespace assay::db
