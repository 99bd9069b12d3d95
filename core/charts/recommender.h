#pragma once
// The rule-based chart recommender (TiChart's rules, usable with no model): from what the data
// is (the roles of a result's columns) and, when known, what the question asks (chartintent.h)
// to a chart spec and the reasons for it, shown to the user. The rules, in order:
//   1. Nothing to draw (no rows, one row, every value NULL): a table, saying why.
//   2. A continuous time axis (dates, timestamps, years, year-months; nvBench's BIN BY YEAR)
//      with at least three instants: a line of the measure (or the row count), one line per
//      value of a category with 2..10 values (one palette colour each); many fine instants or
//      raw events are bucketed by a coarser grain. A question about comparing, shares or a
//      distribution over a few instants gets bars instead.
//   3. Two measures and no dimension to group by (or only a label per row, too many for bars),
//      or a question about their relationship: a scatter, coloured by a category with 2..10
//      values (a grouping scatter).
//   4. A dimension: bars of the measure (or the row count). Ordered dimensions (calendar parts
//      such as nvBench's BIN BY MONTH/WEEKDAY, levels, numbers the rows were grouped by) keep
//      their order; nominal ones are sorted largest first, top 10 plus "Other" past 20 values
//      when the measure adds up (Other is left out, with the reason, when it would dwarf the
//      bars). A second category splits the bars: stacked when the parts add up to the total,
//      side by side otherwise.
//   5. A pie only for parts of a whole: a measure that adds up (count, sum), no negative value,
//      no series, few parts (2..5, or up to 7 when the question asks about shares), and either
//      the question asks about shares or the values are percentages or fractions summing to
//      100% or 1.
//   6. Otherwise a table.
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
// column types and names alone, with cardinalities unknown. The reasons say so.
Recommendation recommendFromTypes(const QList<db::ResultColumn> &columns,
                                  const RoleHints &hints = {});

} // namespace assay::charts
