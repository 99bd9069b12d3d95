#include "answerpresenter.h"
#include "modelreview.h"

#include "charts/chartdata.h"
#include "charts/memoryaggregate.h"
#include "charts/chartrequest.h"
#include "charts/recommender.h"
#include "insights/insightfacts.h"

namespace assay::ask {

Presentation presentResult(const charts::ResultSample &sample, const QString &sql, const QString &question,
                           const QString &cellName, const ModelReview *review, bool writeInsight,
                           const db::CancelTokenPtr &cancel)
{
    Presentation p;
    // The analyst's words can name the chart or ask for shares; the rules alone cannot know.
    charts::Recommendation r = charts::applyQuestion(charts::recommendChart(sample), sample, question);
    // TiChart: with a model, every chart the chat proposes is checked against the question; a
    // rejected one becomes the model's chart when the rules allow it, else a table.
    if (review && r.spec.type != charts::ChartType::Table)
        r = review->checkChart(r, question, sample.columns, sample.totalRows, cancel);
    p.chart = r.spec;
    p.reasons = r.reasons;
    p.isTable = r.spec.type == charts::ChartType::Table;
    if (!writeInsight || sample.rows.isEmpty())
        return p;
    // Facts about what the chart shows (aggregated like the chart cell will), or about the table.
    const insights::ResultScope scope = insights::scopeOfQuery(sql, sample.totalRows);
    insights::InsightFacts facts;
    if (!p.isTable) {
        const charts::AggregatedRows agg = charts::aggregateInMemory(r.spec, sample);
        if (agg.error.isEmpty()) {
            const charts::ChartData data = charts::chartDataFromRows(r.spec, agg.columns, agg.rows.size(),
                                                                     [&](qint64 i) { return agg.rows[int(i)]; });
            facts = insights::computeFacts(data, r.spec, scope);
        }
    }
    if (facts.isEmpty())
        facts = insights::computeTableFacts(sample, scope);
    if (facts.isEmpty())
        return p;
    insights::InsightOptions options;
    options.sourceName = cellName;
    const insights::Insight insight =
        review ? review->phrase(facts, question, options, cancel) : insights::templateInsight(facts, options);
    p.insight = insight.markdown;
    p.insightNote = insight.rejected;
    return p;
}

} // namespace assay::ask
