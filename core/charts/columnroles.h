#pragma once
// The role each column of a result plays in a chart, from its type, its name, the catalog's keys
// and a sample of its values (TiChart's first step: "identify the data type of each column by
// analysing the sample data"). Temporal columns are axes over time, quantitative ones are
// measures, categorical ones group (with their cardinality), identifiers name rows.

#include "columnnames.h"
#include "resultsample.h"
#include "temporal.h"

#include "db/catalog.h"

#include <QSet>

namespace assay::charts {

enum class ColumnRole { Temporal, Quantitative, Categorical, Identifier };
QString columnRoleName(ColumnRole role); // translated: "time", "measure", "category", "identifier"

struct ColumnProfile {
    QString name;
    db::ValueType type = db::ValueType::Unknown; // as the engine reported it
    ColumnRole role = ColumnRole::Categorical;
    TemporalKind temporal = TemporalKind::None; // for temporal columns
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
};

// Evidence beyond the result: columns that are keys in the connection's catalog.
struct RoleHints {
    QSet<QString> keyColumns; // lower-case names of primary and foreign key columns
};
RoleHints roleHintsFromCatalog(const db::Catalog &catalog);

QList<ColumnProfile> profileColumns(const ResultSample &sample, const RoleHints &hints = {});
ColumnProfile profileColumn(const ResultSample &sample, int column, const RoleHints &hints = {});

} // namespace assay::charts
