#pragma once
// A heartbeat on the GUI thread: a precise timer that records the largest gap between its ticks.
// A gap comes from our code (the GUI thread busy or blocked) or from the machine (the thread
// runnable but not given a CPU, common on a loaded 2-core box). The kernel counts the latter per
// thread (run_delay in /proc/thread-self/schedstat), so the heartbeat reports both the raw gap and
// the gap without that wait: the stall our code caused. Used by tst_faults_gui and by
// `assay-bench gui-heartbeat`.

#include <QElapsedTimer>
#include <QFile>
#include <QObject>
#include <QTimer>

#include <algorithm>

namespace assay::test {

class GuiHeartbeat : public QObject {
public:
    explicit GuiHeartbeat(int intervalMs)
        : m_intervalMs(intervalMs)
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(intervalMs);
        connect(&m_timer, &QTimer::timeout, this, [this] { tick(); });
        m_clock.start();
        m_timer.start();
        reset();
    }

    int intervalMs() const { return m_intervalMs; }

    void reset()
    {
        m_last = m_clock.nsecsElapsed();
        m_lastDelay = runDelayNs();
        m_maxGapMs = 0;
        m_maxOursMs = 0;
    }
    // Largest time between two ticks, minus the interval itself.
    double maxStallMs() const { return m_maxGapMs; }
    // The same without the time the GUI thread waited for a CPU while runnable.
    double maxOurStallMs() const { return m_maxOursMs; }
    // Ticks so far: waiting for more is waiting for the GUI thread to have run its loop again.
    qint64 ticks() const { return m_ticks; }

private:
    static qint64 runDelayNs()
    {
        QFile f(QStringLiteral("/proc/thread-self/schedstat"));
        if (!f.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
            return 0;
        const QList<QByteArray> parts = f.readAll().simplified().split(' ');
        return parts.size() >= 2 ? parts[1].toLongLong() : 0;
    }

    void tick()
    {
        const qint64 now = m_clock.nsecsElapsed();
        const qint64 delay = runDelayNs();
        const double gap = double(now - m_last) / 1e6 - m_intervalMs;
        const double waitedForCpu = double(delay - m_lastDelay) / 1e6;
        m_maxGapMs = std::max(m_maxGapMs, gap);
        m_maxOursMs = std::max(m_maxOursMs, gap - waitedForCpu);
        m_last = now;
        m_lastDelay = delay;
        ++m_ticks;
    }

    int m_intervalMs;
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_lastDelay = 0;
    double m_maxGapMs = 0;
    double m_maxOursMs = 0;
    qint64 m_ticks = 0;
};

} // namespace assay::test
