#pragma once
// The role each column of a result plays in a chart, from its type, its name, the catalog's keys
// and a sample of its values (TiChart's first step: "identify the data type of each column by
// analysing the sample data"). The roles:
//   temporal      dates, timestamps, years, year-months: a continuous time axis; and parts of the
//                 calendar that repeat (month of the year, weekday, quarter), which are time but
//                 ordered categories, not an axis through the years;
//   quantitative  measures, with whether they add up to a meaningful whole (counts, amounts) or
//                 not (averages, rates, ages) and their unit;
//   ordinal       categories with an order of their own: levels, ranks, grades, tiers;
//   categorical   nominal categories (with their cardinality);
//   identifier    ids and codes that name rows and are never added up.

#include "calendarparts.h"
#include "columnnames.h"
#include "resultsample.h"
#include "temporal.h"

#include "db/catalog.h"

#include <QSet>

namespace assay::charts {

enum class ColumnRole { Temporal, Quantitative, Categorical, Identifier, Ordinal };
// translated: "time", "measure", "category", "identifier", "ordered category"
QString columnRoleName(ColumnRole role);

struct ColumnProfile {
    QString name;
    db::ValueType type = db::ValueType::Unknown; // as the engine reported it
    ColumnRole role = ColumnRole::Categorical;
    TemporalKind temporal = TemporalKind::None; // for temporal columns
    CalendarPart calendar = CalendarPart::None; // temporal columns that repeat every year/week
    bool writtenDates = false; // some dates are text the database cannot truncate ("15.03.2024")
    int textValues = 0;        // a measure mixed with text ("n/a"): how many values are not numbers
    QString textExample;       // ... and one of them
    int nonNull = 0;                            // in the sample
    int distinct = 0;                           // distinct non-null values in the sample
    bool numeric = false;                       // every non-null sampled value is a number
    bool integral = false;                      // ... and a whole number
    bool nonNegative = false;                   // ... and none is below zero
    double min = 0;
    double max = 0; // of numbers, or of temporal values in ms since the epoch
    Additivity additivity = Additivity::Unknown;
    QString unit;

    // Every value differs from the others (a label or key per row).
    bool isUnique() const { return nonNull > 1 && distinct == nonNull; }
    // Time that runs on: dates, timestamps, years (not weekdays or months of the year).
    bool isContinuousTime() const {
        return role == ColumnRole::Temporal && calendar == CalendarPart::None;
    }
    // Values with an order of their own: time, calendar parts, ordinal levels.
    bool isOrdered() const { return role == ColumnRole::Temporal || role == ColumnRole::Ordinal; }
};

// Evidence beyond the result: columns that are keys in the connection's catalog.
struct RoleHints {
    QSet<QString> keyColumns; // lower-case names of primary and foreign key columns
};
RoleHints roleHintsFromCatalog(const db::Catalog &catalog);

QList<ColumnProfile> profileColumns(const ResultSample &sample, const RoleHints &hints = {});
ColumnProfile profileColumn(const ResultSample &sample, int column, const RoleHints &hints = {});

} // namespace assay::charts
