#pragma once
// What the fake server's public face and its network thread share, behind one mutex.

#include "match.h"
#include "recordedrequest.h"
#include "reply.h"
#include "responsebuilder.h"

#include <QMutex>
#include <QWaitCondition>

namespace assay::fakellm {

struct ServerState {
    struct Fixture {
        Match match;
        Reply reply;
        int remaining = -1; // -1: forever
    };

    mutable QMutex mutex;
    QWaitCondition requestArrived;
    QList<Fixture> fixtures;
    Reply fallback = Reply::text(QStringLiteral("This is the fake model's answer."));
    ServerFacts facts;
    QString requiredKey;
    QList<RecordedRequest> requests;
    int inFlight = 0;
    int maxInFlight = 0;

    // Records the request and picks its reply (the first fixture that matches and has uses left).
    Reply accept(const RecordedRequest &request);
    void finished();
};

} // namespace assay::fakellm
