#pragma once
// The model's part of presenting an answer (ask::ModelReview over an LlmService): the chart agent
// checks the rules' chart against the question (chartverifier) and the insight agent phrases the
// facts (insightphrasing). Runs on the ask pipeline's worker, which waits for the model.

#include "ask/modelreview.h"

namespace assay::llm {
class LlmService;
}

namespace assay::agents {

class LlmModelReview : public ask::ModelReview {
public:
    explicit LlmModelReview(llm::LlmService *llm) : m_llm(llm) {}

    charts::Recommendation checkChart(const charts::Recommendation &rules, const QString &question,
                                      const QList<db::ResultColumn> &columns, qint64 rowCount,
                                      const db::CancelTokenPtr &cancel) const override;
    insights::Insight phrase(const insights::InsightFacts &facts, const QString &question,
                             const insights::InsightOptions &options, const db::CancelTokenPtr &cancel) const override;

private:
    llm::LlmService *m_llm;
};

} // namespace assay::agents
