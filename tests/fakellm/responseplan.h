#pragma once
// A response as a script of timed writes, so that delays, streaming pauses, resets and endless
// streams are all the same thing to the connection that plays it.

#include <QByteArray>
#include <QList>

namespace assay::fakellm {

struct ResponsePlan {
    struct Step {
        int waitMs = 0; // before writing `bytes`
        QByteArray bytes;
    };
    enum class End {
        Complete, // the response is over; the connection may serve the next request
        Reset,    // reset the connection (RST) after the last step
        Hang,     // write the steps (maybe none), then never write again
        Forever,  // after the steps, write `repeat` every `repeatMs` until the client leaves
    };

    QList<Step> steps;
    End end = End::Complete;
    QByteArray repeat;
    int repeatMs = 50;
};

} // namespace assay::fakellm
