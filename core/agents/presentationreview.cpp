#include "presentationreview.h"
#include "chartverifier.h"
#include "insightphrasing.h"

namespace assay::agents {

charts::Recommendation LlmModelReview::checkChart(const charts::Recommendation &rules, const QString &question,
                                                  const QList<db::ResultColumn> &columns, qint64 rowCount,
                                                  const db::CancelTokenPtr &cancel) const
{
    QFuture<charts::Recommendation> checked = verifyWithModel(m_llm, rules, question, columns, rowCount, cancel);
    checked.waitForFinished();
    return checked.resultCount() > 0 ? checked.result() : rules;
}

insights::Insight LlmModelReview::phrase(const insights::InsightFacts &facts, const QString &question,
                                         const insights::InsightOptions &options, const db::CancelTokenPtr &cancel) const
{
    QFuture<insights::Insight> f = writeInsight(m_llm, facts, question, options, cancel);
    f.waitForFinished();
    return f.resultCount() > 0 ? f.result() : insights::templateInsight(facts, options);
}

} // namespace assay::agents
