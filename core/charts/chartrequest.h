#pragma once
// What the analyst's own words change about the chart: the rules recommend from the data alone;
// with the question known (the chat, eval), its task (trend, share, compare, distribution,
// relationship) and any chart type it names (chartintent.h) steer the same rules, and every
// change is stated as a reason.

#include "recommender.h"

#include <optional>

namespace assay::charts {

// The chart type the question names, if any, in English, German or Chinese.
std::optional<ChartType> requestedChartType(const QString &question);

// Whether the question asks about shares of a total ("share", "proportion", "Anteil", "占比").
bool asksForShares(const QString &question);

// A chart type the question names, and stacking it asks for, applied to what the rules chose
// with the question known: the named type when the columns allow it (fitToType, typeProblem),
// else the rules' chart and the reason why not, first.
Recommendation honourNamedType(Recommendation r, const QuestionReading &q,
                               const QList<db::ResultColumn> &columns);

// The rules run again with the question: its task steers the choice, and a named type wins when
// the columns allow it. `rules` carries the column profiles (with the catalog's hints). Unchanged
// for an empty question.
Recommendation applyQuestion(Recommendation rules, const ResultSample &sample,
                             const QString &question);

} // namespace assay::charts
