#include "chartrequest.h"
#include "chartstr.h"
#include "charttypefit.h"

#include <QCoreApplication>

namespace assay::charts {
std::optional<ChartType> requestedChartType(const QString &question) {
    return readQuestion(question).requested;
}

bool asksForShares(const QString &question) {
    return readQuestion(question).intent == ChartIntent::Share;
}

Recommendation honourNamedType(Recommendation r, const QuestionReading &q,
                               const QList<db::ResultColumn> &columns) {
    if (q.requested && r.spec.type != *q.requested && r.spec.type != ChartType::Table) {
        const ChartSpec converted = fitToType(r.spec, *q.requested);
        QString problem = validateSpec(converted, columns);
        if (problem.isEmpty())
            problem = typeProblem(converted, r.columns);
        if (problem.isEmpty()) {
            r.spec = converted;
            r.reasons.prepend(Tr::tr("The question asks for a %1.").arg(chartTypeNoun(*q.requested)));
        } else {
            r.reasons.prepend(Tr::tr("The question asks for a %1, which this result cannot draw (%2).")
                                  .arg(chartTypeNoun(*q.requested), problem));
        }
    }
    if (q.stacked && r.spec.type == ChartType::Bar && !r.spec.series.isEmpty() && !r.spec.stacked) {
        r.spec.stacked = true;
        r.reasons.prepend(Tr::tr("The question asks for stacked bars."));
    }
    r.spec.reasons = r.reasons;
    return r;
}

Recommendation applyQuestion(Recommendation rules, const ResultSample &sample,
                             const QString &question) {
    const QuestionReading q = readQuestion(question);
    if (q.isEmpty() && !q.stacked)
        return rules;
    return honourNamedType(recommendChart(sample, rules.columns, {}, q), q, sample.columns);
}

} // namespace assay::charts
