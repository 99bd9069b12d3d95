#pragma once
// What the analyst's own words say about the chart: an explicit request ("as a pie chart",
// "plot a line") and whether the question is about parts of a whole. The rules recommend from
// the data alone; these adjust their choice when the question is known (the chat, eval), and
// every adjustment is stated as a reason.

#include "recommender.h"

#include <optional>

namespace assay::charts {

// The chart type the question names, if any ("bar chart", "pie", "line graph", "scatter plot",
// "area chart"; English only, as the prompts are).
std::optional<ChartType> requestedChartType(const QString &question);

// Whether the question asks about shares of a total ("share", "proportion", "percentage",
// "breakdown", "composition", "make up", ...).
bool asksForShares(const QString &question);

// The rules' recommendation adjusted to the question: the named type when the columns allow it,
// else a pie only when shares are asked about (bars otherwise). Unchanged for an empty question.
Recommendation applyQuestion(Recommendation r, const ResultSample &sample, const QString &question);

} // namespace assay::charts
