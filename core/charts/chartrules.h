#pragma once
// The recommender's rules as one table: the shape of a result -> the chart that reads best, and
// the reason the user is shown for it. The recommender (recommender.cpp) reads a result's shape
// from the roles of its columns (columnroles.h), their numbers of values and the question
// (chartintent.h); this table says what each shape is drawn as, in the order the shapes are
// tried. Each row's reason is the first one the chart cell shows ("Why lines: order_date is
// time and channel has 3 values: one line for each.").

#include "chartspec.h"

#include <QList>

namespace assay::charts {

enum class ResultShape {
    NoRows,             // nothing to draw
    AllEmpty,           // every value NULL
    OneRow,             // a single row
    Related,            // two numbers, and the question asks how they relate
    TimeByCategory,     // time x category x measure
    TimeMeasures,       // time x two measures on one scale
    Time,               // time x measure
    PeriodsCompared,    // a few periods x category x measure
    OrderedTrend,       // a trend asked along an ordered dimension (weekdays, levels)
    ManyEntities,       // two measures of entities too many for bars
    Observations,       // two measures observed on each row, within a few categories
    TwoMeasures,        // two measures, nothing to group by
    PartsByCategory,    // category x category x measure, parts that add up
    CompareByCategory,  // category x category x measure, values that do not add up
    MeasuresByCategory, // category x two measures on one scale
    PartsOfWhole,       // category x measure: a few parts of one whole
    Hours,              // hour of the day x measure: 24 ordered buckets
    Calendar,           // calendar part (weekday, month of the year) x measure
    FewInstants,        // two dates x measure: too few for a line
    Category,           // category x measure
    Labels,             // every row a different label, nothing to measure
    Numbers,            // a column of numbers alone
    Nothing,            // no date, category or measure
};

enum class SeriesUse { None, PerValue, PerMeasure };

struct ChartRule {
    ResultShape shape;
    ChartType chart;
    SeriesUse series; // a line, bar colour or point colour per value of a column, or per measure
    bool stacked;     // bars stacked (parts of each total) rather than side by side
    const char *shapeText; // the shape in words, for the README and the tests (English)
    // The reason shown first, a translatable template (context "Assay::Charts"); what %1, %2, ...
    // stand for is written beside each row in chartrules.cpp.
    const char *why;
    // The same when only the column types are known (no values read yet); null when `why` says
    // nothing about numbers of values.
    const char *whyFromTypes;
};

// Every rule, in the order the recommender tries the shapes.
const QList<ChartRule> &chartRules();
const ChartRule &chartRule(ResultShape shape);

} // namespace assay::charts
