#pragma once
// nvBench's data queries ("VQL": SQL plus an optional "BIN col BY unit" suffix) read as a
// database would answer them, for `assay eval charts`. nvBench's meaning, not SQLite's:
//   - "BIN d BY YEAR" groups by the year of d (the first day of it, as date_trunc gives it);
//     DAY by the date; MONTH, WEEKDAY and QUARTER by the month, weekday or quarter *name*
//     across years (Jan..Dec, Sun..Sat, Q1..Q4), as nvBench's charts show them.
//   - A GROUP BY column that is not selected, beside a selected dimension, is the chart's colour
//     (nvBench's "classify"): it is added to the result as its last column, so the result has
//     the shape the chart was drawn from (x, y, series). Without an aggregate the rows are not
//     collapsed by it (each row is a point or a part of a bar, coloured by it).
// The same query can be described without running it: the result's columns with the types the
// schema gives them (static result types), for nvBench charts whose databases are not at hand.

#include "db/catalog.h"
#include "db/resulttypes.h"

#include <QList>
#include <QString>

namespace assay::eval {

struct VqlQuery {
    QString sql;       // SQLite SQL returning x, y[, series]; empty with `error` set
    QString x;         // the first select item as written ("T1.Name", "Date_from")
    QString y;         // the second ("COUNT(*)", "avg(age)")
    QString binColumn; // the binned column, when binned
    QString binUnit;   // YEAR, MONTH, WEEKDAY, QUARTER, DAY (upper case)
    QString series;    // the colour column as written ("T2.Minister"), or empty
    QString from;      // the FROM clause through its end (for resolving column owners)
    QString error;
};

VqlQuery translateVql(const QString &vql);

// The result's columns, named as SQLite names them and typed from the schema: aggregates are
// numbers (COUNT an integer), binned years and days dates, month, weekday and quarter names text
// named after the bin ("Date_from_weekday"). Empty with `error` set when a column is not found.
QList<db::ResultColumn> staticResultColumns(const VqlQuery &query, const db::Catalog &schema,
                                            QString *error);

} // namespace assay::eval
