#include "chartrules.h"

#include <QCoreApplication>

namespace assay::charts {

const QList<ChartRule> &chartRules() {
    using S = ResultShape;
    using C = ChartType;
    using U = SeriesUse;
    static const QList<ChartRule> rules = {
        {S::NoRows, C::Table, U::None, false, "no rows",
         QT_TRANSLATE_NOOP("Assay::Charts", "The result has no rows to draw."), nullptr},
        {S::AllEmpty, C::Table, U::None, false, "every value NULL",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "Every value in the result is empty (NULL), so there is nothing to draw."),
         nullptr},
        {S::OneRow, C::Table, U::None, false, "one row",
         QT_TRANSLATE_NOOP("Assay::Charts",
                           "The result is a single row: its values read best as they are."),
         nullptr},
        // %1, %2: the two numbers; %3: the question's words
        {S::Related, C::Scatter, U::PerValue, false,
         "two numbers, the question asks how they relate",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 and %2 are numbers and the question asks how they relate (\"%3\"): a scatter plot "
             "shows each pair."),
         nullptr},
        // %1: the time column; %2: the category; %3: its number of values
        {S::TimeByCategory, C::Line, U::PerValue, false, "time x category x measure",
         QT_TRANSLATE_NOOP("Assay::Charts", "%1 is time and %2 has %3 values: one line for each."),
         QT_TRANSLATE_NOOP("Assay::Charts",
                           "%1 is time and %2 is a category: one line for each of its values.")},
        // %1: the time column; %2, %3: the measures
        {S::TimeMeasures, C::Line, U::PerMeasure, false, "time x two measures on one scale",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 is time, and %2 and %3 are measured on one scale: one line for each."),
         nullptr},
        // %1: the time column; %2: the measure
        {S::Time, C::Line, U::None, false, "time x measure",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 holds dates, so time runs along the x axis and a line shows how %2 changes."),
         nullptr},
        // %1: the time column; %2: its number of periods; %3: the category
        {S::PeriodsCompared, C::Bar, U::PerValue, false, "a few periods x category x measure",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 has only %2 periods, so they are compared side by side: one bar per period for "
             "each %3."),
         nullptr},
        // %1: the question's words; %2: the ordered column
        {S::OrderedTrend, C::Line, U::None, false, "a trend along an ordered dimension",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "The question asks about a trend (\"%1\") and %2 is ordered, so a line follows it."),
         nullptr},
        // %1: the label column; %2: its number of values; %3, %4: the measures
        {S::ManyEntities, C::Scatter, U::None, false, "two measures of many entities",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 names every row (%2 of them), too many for bars: a scatter plot shows %3 against "
             "%4 for each."),
         nullptr},
        // %1, %2: the measures; %3: the category
        {S::Observations, C::Scatter, U::PerValue, false,
         "two measures observed on each row, a few categories",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 and %2 are observed on each row: a scatter plot shows every row, coloured by %3."),
         nullptr},
        // %1, %2: the measures
        {S::TwoMeasures, C::Scatter, U::None, false, "two measures, nothing to group by",
         QT_TRANSLATE_NOOP("Assay::Charts",
                           "%1 and %2 are both numbers, so a scatter plot shows how they relate."),
         nullptr},
        // %1: x; %2: its number of values; %3: the series column; %4: its number of values
        {S::PartsByCategory, C::Bar, U::PerValue, true,
         "category x category x measure, parts of a whole",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 has %2 values and %3 has %4: the bars of each %1 are stacked by %3, because the "
             "parts add up to its total."),
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 and %2 are categories: the bars of each %1 are stacked by %2, because the parts "
             "add up to its total.")},
        // %1: x; %2: its number of values; %3: the series column; %4: its number of values;
        // %5: the measure
        {S::CompareByCategory, C::Bar, U::PerValue, false,
         "category x category x measure, compared",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 has %2 values and %3 has %4: bars side by side compare %5 across %3 for each %1."),
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 and %2 are categories: bars side by side compare %3 across %2 for each %1.")},
        // %1, %2: the measures; %3: the category
        {S::MeasuresByCategory, C::Bar, U::PerMeasure, false,
         "category x two measures on one scale",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 and %2 are measured on one scale for each %3: bars side by side compare them."),
         nullptr},
        // %1: the measure; %2: the number of parts; %3: the category
        {S::PartsOfWhole, C::Pie, U::None, false, "category x measure, a few parts of one whole",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 adds up across only %2 values of %3, none negative, so a pie shows each one's "
             "share of the total."),
         nullptr},
        // %1: the column
        {S::Hours, C::Line, U::None, false, "hour of the day x measure",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 is the hour of the day, buckets in clock order: a line follows them."),
         nullptr},
        // %1: the column; %2: the part of the calendar; %3: its number of values
        {S::Calendar, C::Bar, U::None, false,
         "calendar part (weekday, month of the year) x measure",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 is the %2, a part of the calendar that repeats: bars compare its %3 values in "
             "calendar order."),
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 is the %2, a part of the calendar that repeats: bars compare its values in "
             "calendar order.")},
        // %1: the time column; %2: its number of dates
        {S::FewInstants, C::Bar, U::None, false, "two dates x measure",
         QT_TRANSLATE_NOOP("Assay::Charts",
                           "%1 holds only %2 dates, too few for a line, so bars compare them."),
         nullptr},
        // %1: the category; %2: its number of values; %3: the measure
        {S::Category, C::Bar, U::None, false, "category x measure",
         QT_TRANSLATE_NOOP("Assay::Charts",
                           "%1 is a category with %2 values, so bars compare %3 across them."),
         QT_TRANSLATE_NOOP("Assay::Charts",
                           "%1 is a category, so bars compare %2 across its values.")},
        // %1: the label column
        {S::Labels, C::Table, U::None, false, "a different label on every row, nothing to measure",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "Every row has a different %1 and there is nothing to measure, so a table shows them "
             "best."),
         nullptr},
        // %1: the column
        {S::Numbers, C::Table, U::None, false, "a column of numbers alone",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "%1 is the only column: a list of numbers reads best as a table (the schema's column "
             "menu shows its distribution)."),
         nullptr},
        {S::Nothing, C::Table, U::None, false, "no date, category or measure",
         QT_TRANSLATE_NOOP(
             "Assay::Charts",
             "No column is a category, a date or a measure, so the result is shown as a table."),
         nullptr},
    };
    return rules;
}

const ChartRule &chartRule(ResultShape shape) {
    for (const ChartRule &r : chartRules()) {
        if (r.shape == shape)
            return r;
    }
    return chartRules().last();
}

} // namespace assay::charts
