#include "questionrouter.h"

#include "agents/agentstr.h"
#include "agents/askpipeline.h"
#include "agents/datacoverage.h"
#include "agents/presentationreview.h"
#include "agents/privacyfilter.h"
#include "ask/timeexpressions.h"
#include "db/connection.h"
#include "knowledge/knowledgesnapshot.h"
#include "llm/llmservice.h"
#include "offline/offlineassistant.h"

namespace assay::assistant {

using agents::Tr;

Route routeQuestion(const ask::AskRequest &request, llm::LlmService *llm)
{
    Route r;
    if (request.mode == ask::AskMode::Offline) {
        r.offline = true;
        r.reason = OfflineReason::ModeChosen;
    } else if (request.answerOffline || !request.readingOverrides.isEmpty()) {
        // A reading of the offline assistant the analyst clicked, or its "Answer Offline" button.
        r.offline = true;
        r.reason = OfflineReason::AskedForThisQuestion;
    } else if (!llm) {
        r.offline = true;
        r.reason = OfflineReason::NoModelConfigured;
    } else if (!llm->isReady(llm::Role::Reasoning)) {
        r.offline = true;
        r.reason = OfflineReason::ModelNotReady;
        r.readiness = llm->readiness(llm::Role::Reasoning).message;
    }
    return r;
}

QString offlineReasonText(const Route &route)
{
    switch (route.reason) {
    case OfflineReason::None:
        return {};
    case OfflineReason::AskedForThisQuestion:
        return Tr::tr("Answered by the offline assistant, as asked.");
    case OfflineReason::ModeChosen:
        return Tr::tr("Answered by the offline assistant: it is the mode chosen below the question box.");
    case OfflineReason::NoModelConfigured:
        return Tr::tr("Answered offline: no language model is configured.");
    case OfflineReason::ModelNotReady:
        return route.readiness.isEmpty() ? Tr::tr("Answered offline: no language model is configured.")
                                         : Tr::tr("Answered offline because no language model is ready: %1").arg(route.readiness);
    }
    return {};
}

ask::AskResult answerQuestion(db::Connection &connection, const AnswerSetup &setup, const ask::AskRequest &request,
                                 const db::CancelTokenPtr &cancel, const std::function<void(const ask::InformationUnit &)> &observer)
{
    const Route route = routeQuestion(request, setup.llm);
    // Nothing hidden reaches a stage: the snapshot every stage reads is the restricted copy.
    const std::shared_ptr<const knowledge::KnowledgeSnapshot> knowledge = agents::restrictKnowledge(setup.knowledge, request.policy);
    if (!route.offline) {
        agents::AskEnvironment env;
        env.llm = setup.llm;
        env.knowledge = knowledge;
        env.connection = &connection;
        return agents::AskPipeline(env).run(request, cancel, observer);
    }
    ask::AskRequest offlineRequest = request;
    offlineRequest.mode = ask::AskMode::Offline;
    const offline::OfflineAssistant assistant(knowledge, connection.config().engine);
    // The chat's charts get the model's check whenever a model is ready to give it, an offline
    // reading the analyst chose included; not when they asked for no model (offline mode, the
    // Answer Offline button).
    const agents::LlmModelReview review(setup.llm);
    const ask::ChartCheckOnly chartCheck(review);
    const bool noModelAsked = request.mode == ask::AskMode::Offline ||
                              (request.answerOffline && request.readingOverrides.isEmpty());
    const bool check = setup.llm && setup.llm->isReady(llm::Role::Fast) && !noModelAsked;
    ask::AskResult r = assistant.answer(offlineRequest, connection, cancel, observer, check ? &chartCheck : nullptr);
    // The same warning the pipeline gives when the period asked about has no data.
    if (r.answered())
        r.notes += agents::periodNotes(ask::findTimeExpressions(request.question, request.today), connection, knowledge->context, cancel);
    r.offlineReason = offlineReasonText(route);
    return r;
}

} // namespace assay::assistant
