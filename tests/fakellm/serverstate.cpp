#include "serverstate.h"

namespace assay::fakellm {

Reply ServerState::accept(const RecordedRequest &request, RecordedRequest *seen) {
    QMutexLocker lock(&mutex);
    requests.append(request);
    ++inFlight;
    maxInFlight = qMax(maxInFlight, inFlight);
    requestArrived.wakeAll();
    *seen = request;
    if (request.protocol() != RecordedRequest::Protocol::Unknown) {
        if (const auto refusal = refusalFor(service, request, facts))
            return Reply::status(refusal->status, refusal->body);
        *seen = whatTheModelSees(service, request).request;
    }
    for (Fixture &f : fixtures) {
        if (f.remaining == 0 || !f.match.matches(*seen))
            continue;
        if (f.remaining > 0)
            --f.remaining;
        return f.reply.forRequest(*seen);
    }
    return fallback.forRequest(*seen);
}

void ServerState::finished() {
    QMutexLocker lock(&mutex);
    inFlight = qMax(0, inFlight - 1);
}

} // namespace assay::fakellm
