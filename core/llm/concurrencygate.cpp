#include "concurrencygate.h"

#include <algorithm>

namespace assay::llm {

ConcurrencyGate::Ticket ConcurrencyGate::acquire(const QString &providerId, int limit,
                                                 std::function<void()> granted) {
    Lane &lane = m_lanes[providerId];
    lane.limit = std::max(1, limit);
    const Ticket ticket = m_nextTicket++;
    if (lane.inFlight < lane.limit && lane.queue.empty()) {
        ++lane.inFlight;
        granted();
    } else {
        lane.queue.push_back({ticket, std::move(granted)});
    }
    return ticket;
}

bool ConcurrencyGate::withdraw(const QString &providerId, Ticket ticket) {
    auto it = m_lanes.find(providerId);
    if (it == m_lanes.end())
        return false;
    auto &queue = it->queue;
    const auto pos = std::find_if(queue.begin(), queue.end(),
                                  [&](const Waiter &w) { return w.ticket == ticket; });
    if (pos == queue.end())
        return false;
    queue.erase(pos);
    return true;
}

void ConcurrencyGate::release(const QString &providerId) {
    auto it = m_lanes.find(providerId);
    if (it == m_lanes.end())
        return;
    it->inFlight = std::max(0, it->inFlight - 1);
    // Hand the slot on. `granted` may start a call synchronously; take it out of the queue first.
    while (it->inFlight < it->limit && !it->queue.empty()) {
        Waiter next = std::move(it->queue.front());
        it->queue.pop_front();
        ++it->inFlight;
        next.granted();
        it = m_lanes.find(providerId); // granted() may have touched m_lanes
    }
}

} // namespace assay::llm
