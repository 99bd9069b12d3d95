#pragma once
// The insight agent: a fast model phrases the facts computed from a result
// (prompts/insights_phrase.txt); core/insights decides whether its text may be shown (every number
// backed by the facts or the data) and writes the computed text otherwise.

#include "insights/insightwriter.h"
#include "llm/chattypes.h"

#include <QFuture>

namespace assay::llm {
class LlmService;
}

namespace assay::agents {

llm::ChatRequest buildPhrasingRequest(const insights::InsightFacts &facts, const QString &question,
                                      const insights::InsightOptions &options = {});

// Asks the fast model when one is ready; the future holds the template insight otherwise or
// when the model fails. Finishes on the model layer's network thread.
QFuture<insights::Insight> writeInsight(llm::LlmService *service, const insights::InsightFacts &facts,
                                        const QString &question = {}, const insights::InsightOptions &options = {},
                                        db::CancelTokenPtr cancel = {});

} // namespace assay::agents
