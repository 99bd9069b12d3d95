#include "serverstate.h"

namespace assay::fakellm {

Reply ServerState::accept(const RecordedRequest &request) {
    QMutexLocker lock(&mutex);
    requests.append(request);
    ++inFlight;
    maxInFlight = qMax(maxInFlight, inFlight);
    requestArrived.wakeAll();
    for (Fixture &f : fixtures) {
        if (f.remaining == 0 || !f.match.matches(request))
            continue;
        if (f.remaining > 0)
            --f.remaining;
        return f.reply.forRequest(request);
    }
    return fallback.forRequest(request);
}

void ServerState::finished() {
    QMutexLocker lock(&mutex);
    inFlight = qMax(0, inFlight - 1);
}

} // namespace assay::fakellm
