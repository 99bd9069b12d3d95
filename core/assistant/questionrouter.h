#pragma once
// Who answers a question, decided in one place: the model's ask pipeline when a model is ready
// and the analyst did not choose the offline assistant, else the offline assistant; both read a
// knowledge snapshot restricted by the request's privacy policy. Runs on the calling thread (a
// database worker), blocking; cancellable through the token.

#include "ask/asktypes.h"

#include <functional>
#include <memory>

namespace assay::db {
class Connection;
}
namespace assay::knowledge {
struct KnowledgeSnapshot;
}
namespace assay::llm {
class LlmService;
}

namespace assay::assistant {

// Why the offline assistant answers, when it does.
enum class OfflineReason { None, ModeChosen, AskedForThisQuestion, NoModelConfigured, ModelNotReady };

struct Route {
    bool offline = false;
    OfflineReason reason = OfflineReason::None;
    QString readiness; // the model's own words when it is not ready
};

// The decision alone (the chat shows "answering offline" before the answer arrives).
Route routeQuestion(const ask::AskRequest &request, llm::LlmService *llm);
// For AskResult::offlineReason: "Answered offline because no language model is ready: …"; empty for None.
QString offlineReasonText(const Route &route);

struct AnswerSetup {
    std::shared_ptr<const knowledge::KnowledgeSnapshot> knowledge; // as stored: restricted here
    llm::LlmService *llm = nullptr;                                   // null: the offline assistant
};

ask::AskResult answerQuestion(db::Connection &connection, const AnswerSetup &setup, const ask::AskRequest &request,
                                 const db::CancelTokenPtr &cancel, const std::function<void(const ask::InformationUnit &)> &observer = {});

} // namespace assay::assistant
