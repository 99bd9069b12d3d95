#pragma once
// The SQL writer's working parts (internal to sqlwriter, sqlwhere and sqlselect).

#include "planjoins.h"
#include "queryplan.h"
#include "schemalexicon.h"

#include <QSet>
#include <QString>
#include <QStringList>

namespace assay::offline {

struct SqlInputs {
    const QueryPlan &p;
    const JoinedPlan &j;
    const SchemaLexicon &lex;

    // A column as SQL under its table's alias.
    QString R(int col) const { return lex.ref(col, j.alias.value(lex.cols[col].table)); }
    // A column compared, ranked or aggregated as a number.
    QString N(int col) const { return lex.numberRef(col, j.alias.value(lex.cols[col].table)); }
    QString outName(const QString &n) const { return lex.dialect().identifier(n); }
    QString aliasOf(int table) const { return j.alias.value(table); }
};

struct SqlParts {
    QStringList select, where, groupBy, orderBy;
    QStringList describe;
    QStringList dimTitles;
    QSet<int> treeFilters; // filters matched with the rows below them in a tree
    QString timeText;
    QString timeDim; // the truncated date that groups, or empty
    QString countExpr, measureExpr, measureName, measureText;
    int limit = 0;
    bool grouping = false; // something groups before the shape's own select list
    QString having;        // a condition on the groups besides the shape's own: every value wanted
};

// The condition that filter `fi`'s column holds `value` (or, in a tree, a value below it).
QString valueMatch(const SqlInputs &in, int fi, const QString &value);
// WHERE for stored values, numbers and time; declines when periods are compared on a year column.
Decline writeWhere(const SqlInputs &in, SqlParts &out);
// The figure: its expression, output name and words.
void writeMeasure(const SqlInputs &in, SqlParts &out);
// The time grain and the dimensions: select, group by and their titles.
void writeDimensions(const SqlInputs &in, SqlParts &out);
// COUNT of the HAVING table's rows (by its key when it has one).
QString havingCountExpr(const SqlInputs &in);
// The select list of the plan's shape (its record's writer, shaperules.cpp) and the order the
// question asks for; a decline or empty.
Decline writeShape(const SqlInputs &in, SqlParts &out);
// The shapes' select writers (sqlselect.cpp), named by the records of shaperules.cpp.
Decline writeListed(const SqlInputs &in, SqlParts &out);  // list, distinct, top row
Decline writeFigure(const SqlInputs &in, SqlParts &out);  // count, aggregate
Decline writeHaving(const SqlInputs &in, SqlParts &out);  // groups kept by a count
Decline writeGrouped(const SqlInputs &in, SqlParts &out); // group, top, superlative, share
Decline writeChange(const SqlInputs &in, SqlParts &out);  // a change between two periods (sqlcompare.cpp)
Decline writeRate(const SqlInputs &in, SqlParts &out);    // a rate of one table's rows over another's
// The date column within a time range (sqlwhere.cpp).
QString dateCondition(const SqlInputs &in, const ask::TimeRange &r);
// Whether the plan ranks its groups (a superlative, top N, or a change or rate ranked).
bool ranksGroups(const QueryPlan &p);

} // namespace assay::offline
