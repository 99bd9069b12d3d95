#pragma once
// Stage 8 of the offline reader: SQL for the connection's dialect from the query plan and its
// joins, and the interpretation the analyst reads ("sum of order_lines.amount by regions.name,
// 2023-01-01 to 2023-12-31 (orders.order_date), through orders"). One select list per shape;
// filters on stored values (a value of a tree also matches the rows below it), numbers and time.

#include "planjoins.h"
#include "queryplan.h"
#include "staged.h"

#include <QString>
#include <QStringList>

namespace assay::offline {

class SchemaLexicon;

struct WrittenSql {
    QString sql;
    QStringList describe; // the interpretation's parts, in order
};

Staged<WrittenSql> writeSql(const QueryPlan &plan, const JoinedPlan &joined, const SchemaLexicon &lexicon);

} // namespace assay::offline
