#include "answerpresenter.h"

#include "charts/chartdata.h"
#include "charts/memoryaggregate.h"
#include "charts/chartrequest.h"
#include "charts/chartverifier.h"
#include "charts/recommender.h"
#include "insights/insightfacts.h"
#include "insights/insightwriter.h"

namespace assay::ask {

Presentation presentResult(const charts::ResultSample &sample, const QString &question, const QString &cellName, llm::LlmService *llm,
                           bool writeInsight, const db::CancelTokenPtr &cancel)
{
    Presentation p;
    // The analyst's words can name the chart or ask for shares; the rules alone cannot know.
    charts::Recommendation r = charts::applyQuestion(charts::recommendChart(sample), sample, question);
    // TiChart: with a model, every chart the chat proposes is checked against the question; a
    // rejected one becomes the model's chart when the rules allow it, else a table.
    if (llm && r.spec.type != charts::ChartType::Table) {
        QFuture<charts::Recommendation> checked = charts::verifyWithModel(llm, r, question, sample.columns, sample.totalRows, cancel);
        checked.waitForFinished();
        if (checked.resultCount() > 0)
            r = checked.result();
    }
    p.chart = r.spec;
    p.reasons = r.reasons;
    p.isTable = r.spec.type == charts::ChartType::Table;
    if (!writeInsight || sample.rows.isEmpty())
        return p;
    // Facts about what the chart shows (aggregated like the chart cell will), or about the table.
    insights::InsightFacts facts;
    if (!p.isTable) {
        const charts::AggregatedRows agg = charts::aggregateInMemory(r.spec, sample);
        if (agg.error.isEmpty()) {
            const charts::ChartData data = charts::chartDataFromRows(r.spec, agg.columns, agg.rows.size(),
                                                                     [&](qint64 i) { return agg.rows[int(i)]; });
            facts = insights::computeFacts(data, r.spec);
        }
    }
    if (facts.isEmpty())
        facts = insights::computeTableFacts(sample);
    if (facts.isEmpty())
        return p;
    insights::InsightOptions options;
    options.sourceName = cellName;
    QFuture<insights::Insight> f = insights::writeInsight(llm, facts, question, options, cancel);
    f.waitForFinished();
    if (f.resultCount() > 0) {
        p.insight = f.result().markdown;
        p.insightNote = f.result().rejected;
    }
    return p;
}

} // namespace assay::ask
