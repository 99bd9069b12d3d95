#pragma once
// The rule-based chart recommender (TiChart's rules, usable with no model): from what the data
// is (the roles of a result's columns, how many values each has) and, when known, what the
// question asks (chartintent.h) to a chart spec and the reasons for it, shown to the user. The
// rules are one table, result shape -> chart (chartrules.h), tried in its order:
//   - Nothing to draw (no rows, one row, every value NULL): a table, saying why.
//   - Two numbers and a question about how they relate (or a scatter named): a scatter.
//   - Time along x (dates, timestamps, years, year-months; nvBench's BIN BY YEAR) with at least
//     three instants: a line; one line per value of a category beside it (the one with the
//     fewest values; past ten, the largest seven and Other), or per measure for two measures on
//     one scale. Many fine instants or raw events are bucketed by a coarser grain. A question
//     about comparing, shares or a distribution over a few instants gets bars instead.
//   - A few periods (2..4 instants) beside a category: bars per category, one series per
//     period, side by side: a comparison of periods, never their sum.
//   - Two measures of many labelled entities, or raw observations within a few categories, or
//     with nothing to group by: a scatter.
//   - A category: bars of the measure (or the row count). A second category splits them
//     (time and ordered ones along x, otherwise the one with fewer values as the series):
//     stacked when the parts add up to each total, side by side otherwise. Two measures on one
//     scale: side by side. Ordered dimensions (calendar parts such as nvBench's BIN BY
//     MONTH/WEEKDAY, levels) keep their order; nominal ones are sorted largest first, top 10
//     plus "Other" past 20 values when the measure adds up.
//   - A pie only for parts of one whole: a measure that adds up (count, sum), no negative
//     value, no series, few parts (2..5, or up to 7 when the question asks about shares), and
//     either the question asks about shares or the values are shares summing to 100% or 1.
//   - Otherwise a table.
// A chart type the question names is honoured when the columns allow it. The spec is always
// valid for the result's columns (validateSpec), so the chart cell can run it.

#include "chartintent.h"
#include "chartspec.h"
#include "columnroles.h"

namespace assay::charts {

struct RecommendOptions {
    int maxBars = 20; // more categories than this: top N plus Other
    int topN = 10;
    int maxPieSlices = 5;    // a pie with more slices is hard to read
    int maxSharePieSlices = 7; // ... unless the question asks about shares
    int maxSeries = 10;      // lines or bar groups per chart: one palette colour each
    int seriesTop = 7;       // past maxSeries: the largest this many, and the rest as Other
    int maxLinePoints = 120; // more distinct instants than this: bucket them by a coarser grain
};

struct Recommendation {
    ChartSpec spec;      // spec.reasons holds the reasons too
    QStringList reasons; // plain language, most important first
    QList<ColumnProfile> columns;
    bool checkedByModel = false; // a model verified the choice against the question
};

// Rows the interactive paths read from a result to recommend a chart (a couple of thousand
// decode in a few milliseconds on the GUI thread).
constexpr int InteractiveSampleRows = 2000;

Recommendation recommendChart(const ResultSample &sample, const RecommendOptions &options = {},
                              const RoleHints &hints = {});
// The same from profiles already computed (the sample is still needed for uniqueness checks).
Recommendation recommendChart(const ResultSample &sample, const QList<ColumnProfile> &profiles,
                              const RecommendOptions &options = {},
                              const QuestionReading &question = {});

// When no rows are at hand (a source that has not run in this session): the same rules from the
// column types and names alone, with numbers of values unknown (a text column is a category, two
// of them beside a measure split the bars, a date column is time). The reasons say so. A
// question steers them as applyQuestion does.
Recommendation recommendFromTypes(const QList<db::ResultColumn> &columns,
                                  const RoleHints &hints = {}, const QString &question = {});

} // namespace assay::charts
