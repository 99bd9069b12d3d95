#pragma once
// The rule-based chart recommender (TiChart's rules, usable with no model): from the roles of a
// result's columns to a chart spec and the reasons for it.
//   - a line for a measure over time, one line per value of a low-cardinality category;
//   - bars for a measure by category, sorted, the top N plus "Other" when there are too many,
//     grouped or stacked by a second category;
//   - a pie only for parts of a whole: a measure that adds up, non-negative, few categories;
//   - a scatter for two measures;
//   - a table when nothing fits.
// The spec is always valid for the result's columns (validateSpec), so the chart cell can run it.

#include "chartspec.h"
#include "columnroles.h"

namespace assay::charts {

struct RecommendOptions {
    int maxBars = 20; // more categories than this: top N plus Other
    int topN = 10;
    int maxPieSlices = 5;    // a pie with more slices is hard to read
    int maxSeries = 8;       // lines or bar groups per chart
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
                              const RecommendOptions &options = {});

// When no rows are at hand (a source that has not run in this session): the same rules from the
// column types and names alone, with cardinalities unknown. The reasons say so.
Recommendation recommendFromTypes(const QList<db::ResultColumn> &columns,
                                  const RoleHints &hints = {});

} // namespace assay::charts
