#include "chartrequest.h"
#include "chartstr.h"

#include <QCoreApplication>

namespace assay::charts {
namespace {

// The spec redrawn as `type`, keeping its axes; type Table when it cannot be.
ChartSpec convert(ChartSpec s, ChartType type) {
    const ChartType from = s.type;
    s.type = type;
    switch (type) {
    case ChartType::Pie:
        // One slice per category: no series, no time buckets, largest first.
        if (!s.series.isEmpty() || s.y.size() != 1)
            s.type = ChartType::Table;
        s.sort = SortOrder::YDescending;
        s.stacked = false;
        s.forecastPeriods = 0;
        break;
    case ChartType::Line:
    case ChartType::Area:
        if (from == ChartType::Bar || from == ChartType::Pie)
            s.sort = SortOrder::XAscending;
        s.otherBucket = false;
        s.limit = 0;
        s.stacked = false;
        break;
    case ChartType::Bar:
        s.forecastPeriods = 0;
        if (from == ChartType::Scatter) {
            for (Measure &m : s.y)
                m.aggregation = Aggregation::Sum;
        }
        break;
    case ChartType::Scatter:
        s.timeBucketing = false;
        s.stacked = false;
        s.limit = 0;
        s.otherBucket = false;
        break;
    case ChartType::Table:
        break;
    }
    return s;
}

} // namespace

std::optional<ChartType> requestedChartType(const QString &question) {
    return readQuestion(question).requested;
}

bool asksForShares(const QString &question) {
    return readQuestion(question).intent == ChartIntent::Share;
}

Recommendation applyQuestion(Recommendation rules, const ResultSample &sample,
                             const QString &question) {
    const QuestionReading q = readQuestion(question);
    if (q.isEmpty() && !q.stacked)
        return rules;
    Recommendation r = recommendChart(sample, rules.columns, {}, q);
    if (q.requested && r.spec.type != *q.requested && r.spec.type != ChartType::Table) {
        const ChartSpec converted = convert(r.spec, *q.requested);
        const QString problem = converted.type == *q.requested
                                    ? validateSpec(converted, sample.columns)
                                    : Tr::tr("a pie shows one measure without series");
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

} // namespace assay::charts
