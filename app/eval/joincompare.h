#pragma once
// Comparing a join plan with a gold query's joins role by role: both become classes of equal
// columns over the query's table uses (use 2's airportcode = use 1's destairport), so two plans
// that join the same columns through different but equivalent conditions (a = b, b = c against
// a = c, b = c) compare equal, and a table used twice is matched use for use whatever the order
// its aliases were written in.

#include "schema/joinplan.h"
#include "sql/joins.h"

#include <QList>
#include <QSet>
#include <QString>

namespace assay::app {

struct JoinComparison {
    bool exact = false;
    int goldEqualities = 0;
    int foundEqualities = 0; // gold equalities the plan implies
};

// `group` is the gold FROM clause (its tables are the uses the planner was given, in order);
// `plan` the planner's answer for them.
JoinComparison compareJoins(const sql::JoinGroup &group, const schema::JoinPlan &plan);

} // namespace assay::app
