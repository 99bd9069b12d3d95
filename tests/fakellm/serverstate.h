#pragma once
// What the fake server's public face and its network thread share, behind one mutex.

#include "match.h"
#include "recordedrequest.h"
#include "reply.h"
#include "responsebuilder.h"
#include "strictservice.h"

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
    Service service = Service::Lenient;
    QList<RecordedRequest> requests;
    int inFlight = 0;
    int maxInFlight = 0;

    // Records the request and picks its reply: the strict service's refusal, else the first
    // fixture that matches what the model sees (a prompt Ollama cut is matched cut) and has uses
    // left. `seen` is the request as the model saw it, for the reply to be built from.
    Reply accept(const RecordedRequest &request, RecordedRequest *seen);
    // The reply with the hidden thinking the request's model would do (strict services only).
    Reply withThinking(const Reply &reply, const RecordedRequest &request) const;
    void finished();
};

} // namespace assay::fakellm
