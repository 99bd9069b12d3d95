#pragma once
// The proxy agent (DataLab, section V): plans a question's stages as an explicit state machine
// and runs them in order on the calling thread (the agents' database worker), each stage writing
// information units to the shared buffer:
//
//   Start -> Context -> Clarify -+-> AskBack (the user chooses; a new run continues)
//                                +-> Link -> Join -+-> AskBack (two joins equally good: typed choices)
//                                                  +-> Generate -> Refine (EXPLAIN, execute, repair, N rounds)
//                                                                   -> Present (chart, insight) -> next step or Done
//   Tools mode: ... Clarify -> ToolLoop -> Present ...
//
// Cancelling the token stops at the next stage boundary (and aborts a model call or a query in
// flight); the notebook is never touched here: the result is a value the GUI turns into cells.

#include "ask/asktypes.h"

#include "schema/schemapatterns.h"

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

namespace assay::agents {

struct AskEnvironment {
    llm::LlmService *llm = nullptr;
    std::shared_ptr<const knowledge::KnowledgeSnapshot> knowledge;
    db::Connection *connection = nullptr; // used on the calling thread only
    schema::PatternCorrections corrections; // besides the connection's own (KnowledgeSnapshot::corrections)
};

class AskPipeline {
public:
    using Observer = std::function<void(const ask::InformationUnit &)>;

    explicit AskPipeline(AskEnvironment environment) : m_env(std::move(environment)) {}
    ask::AskResult run(const ask::AskRequest &request, const db::CancelTokenPtr &cancel, Observer observer = {});

private:
    AskEnvironment m_env;
};

QString stageName(const QString &action); // "link" -> "Finding the tables", for progress lines

} // namespace assay::agents
