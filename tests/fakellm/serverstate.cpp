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
    Reply chosen = fallback;
    for (Fixture &f : fixtures) {
        if (f.remaining == 0 || !f.match.matches(*seen))
            continue;
        if (f.remaining > 0)
            --f.remaining;
        chosen = f.reply;
        break;
    }
    return withThinking(chosen.forRequest(*seen), *seen);
}

Reply ServerState::withThinking(const Reply &reply, const RecordedRequest &request) const {
    if (reply.fault() != Reply::Fault::None)
        return reply;
    // Thinking set by hand spends the budget the request gave.
    if (reply.thinkingTokens() > 0)
        return reply.budget() > 0 ? reply : reply.withThinking(reply.thinkingTokens(), request.outputBudget());
    // Strict services think as their models do: the thinking spends the output budget.
    if (service != Service::OpenAI && service != Service::Azure && service != Service::Anthropic)
        return reply;
    const QString model = request.model().isEmpty() ? request.azureDeployment() : request.model();
    const auto known = serviceModel(model);
    if (!known || !thinksFor(*known, request))
        return reply;
    return reply.withThinking(thinkingTokens(*known, request.effort(), request), request.outputBudget());
}

void ServerState::finished() {
    QMutexLocker lock(&mutex);
    inFlight = qMax(0, inFlight - 1);
}

} // namespace assay::fakellm
