#pragma once
// The shapes of answer the offline reader writes, each one record in one table, the way Duckling
// keeps its rules: the shape's name, its trigger (when a reading has it; the table's order is the
// priority), how it builds the plan beyond the parts every shape shares, how its SQL's select
// list is written (and whether that SQL groups), and example questions on the sample database
// that must read to the given SQL (tst_offline_shapes runs every one). Adding a shape is a record
// here with its examples, and its Shape value.
//
// A figure the knowledge layer defines (a metric, issue 49) plugs in as the plan's measure
// (QueryPlan::glossary today): the records read the measure's expression, never its column.

#include "queryplan.h"
#include "staged.h"

#include <QList>
#include <QSet>
#include <QString>

namespace assay::offline {

struct SqlInputs;
struct SqlParts;

// What a trigger sees: the roles, the words that shaped them and the plan built so far.
struct ShapeInputs {
    const RoleInputs &in;
    const Roles &roles;
    const QueryPlan &plan;
};

struct ShapeExample {
    const char *question; // asked of the sample database, today 2024-06-15
    const char *sql;      // exactly what the reader writes for it
};

struct ShapeRule {
    Shape shape;
    const char *name; // Reading::shape
    // The words that cue this shape ("grew growth rose fell"), lower case, or null: readShape
    // finds them (ShapeWords::cued), the trigger weighs them, the word ledger counts them read only
    // when the plan has this shape.
    const char *cues;
    // Whether a reading has this shape; rules earlier in the table win.
    bool (*trigger)(const ShapeInputs &);
    // The plan's parts only this shape has, or why the plan cannot have this shape; may be null.
    Decline (*build)(const RoleInputs &, QueryPlan &);
    // The select list, with its order, limit and the interpretation's words.
    Decline (*select)(const SqlInputs &, SqlParts &);
    bool groups; // the SQL groups by what the select list shows
    QList<ShapeExample> examples;
};

// Every shape, in the order their triggers are tried.
const QList<ShapeRule> &shapeRules();
// A record's cue words, as a set.
QSet<QString> cueWords(const ShapeRule &rule);
const ShapeRule &shapeRule(Shape shape);
// The first rule whose trigger holds (the last, List, always does).
Shape shapeOf(const ShapeInputs &inputs);
// "return rate": the table named right before a rate word at `token` that refers to one other
// table (whose rows the rate is of), or -1.
int rateTableOf(const RoleInputs &in, int token);

} // namespace assay::offline
