#pragma once
// At most N requests in flight per provider; the rest wait in arrival order. Used on the network
// thread only (no locking). A request holds its slot while its HTTP call runs and gives it back
// while it sleeps before a retry, so a backing-off request does not starve the others.

#include <QHash>
#include <QString>

#include <deque>
#include <functional>

namespace assay::llm {

class ConcurrencyGate {
public:
    using Ticket = quint64;

    // Calls `granted` now when a slot is free, else later from release(). Returns a ticket that
    // withdraw() takes to leave the queue.
    Ticket acquire(const QString &providerId, int limit, std::function<void()> granted);
    // Leaves the queue without having run; false when the ticket was already granted.
    bool withdraw(const QString &providerId, Ticket ticket);
    void release(const QString &providerId);

    int inFlight(const QString &providerId) const { return m_lanes.value(providerId).inFlight; }
    int waiting(const QString &providerId) const {
        return int(m_lanes.value(providerId).queue.size());
    }

private:
    struct Waiter {
        Ticket ticket;
        std::function<void()> granted;
    };
    struct Lane {
        int inFlight = 0;
        int limit = 1;
        std::deque<Waiter> queue;
    };
    QHash<QString, Lane> m_lanes;
    Ticket m_nextTicket = 1;
};

} // namespace assay::llm
