#pragma once
// What a language model adds to a presented answer: TiChart's check of the chart the rules chose,
// and the phrasing of the insight's facts. The presenter asks through this interface so that core/ask
// (and the offline reader built on it) never links the model layer; core/agents implements it over
// its LlmService, and the offline reader presents with none.

#include "charts/recommender.h"
#include "db/resulttypes.h"
#include "insights/insightwriter.h"

namespace assay::ask {

class ModelReview {
public:
    virtual ~ModelReview() = default;
    // The rules' chart kept, replaced by the model's (when the rules allow it) or a table.
    virtual charts::Recommendation checkChart(const charts::Recommendation &rules, const QString &question,
                                              const QList<db::ResultColumn> &columns, qint64 rowCount,
                                              const db::CancelTokenPtr &cancel) const = 0;
    // The facts phrased by the model when every number checks out, else the computed text.
    virtual insights::Insight phrase(const insights::InsightFacts &facts, const QString &question,
                                     const insights::InsightOptions &options, const db::CancelTokenPtr &cancel) const = 0;
};

// Only the chart is checked; the insight stays the computed text (answers that promise no model
// wrote them: the offline reader's).
class ChartCheckOnly : public ModelReview {
public:
    explicit ChartCheckOnly(const ModelReview &inner) : m_inner(inner) {}
    charts::Recommendation checkChart(const charts::Recommendation &rules, const QString &question,
                                      const QList<db::ResultColumn> &columns, qint64 rowCount,
                                      const db::CancelTokenPtr &cancel) const override {
        return m_inner.checkChart(rules, question, columns, rowCount, cancel);
    }
    insights::Insight phrase(const insights::InsightFacts &facts, const QString &,
                             const insights::InsightOptions &options,
                             const db::CancelTokenPtr &) const override {
        return insights::templateInsight(facts, options);
    }

private:
    const ModelReview &m_inner;
};

} // namespace assay::ask
