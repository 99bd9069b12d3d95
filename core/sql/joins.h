#pragma once
// The joins a query makes, one group per FROM clause: the tables it names (with their aliases)
// and the column equalities that connect them (ON a.x = b.y, USING (x), and for comma-separated
// FROM lists the equalities in WHERE). Used to compare a join planner's edges with a gold query's
// and to learn join habits from the user's queries. Built on the tokenizer; subqueries in FROM
// are groups of their own.

#include "tokenizer.h"

#include <QList>
#include <QString>

namespace assay::sql {

struct JoinTable {
    QString name;  // as written, quotes removed (schema part dropped)
    QString alias; // empty when none
    QString reference() const { return alias.isEmpty() ? name : alias; }
};

struct JoinCondition {
    QString leftTable; // table names, resolved through aliases
    QString leftColumn;
    QString rightTable;
    QString rightColumn;
    int leftIndex = -1;  // which of the group's tables each side is (a table joined twice has two)
    int rightIndex = -1;
};

struct JoinGroup {
    QList<JoinTable> tables;
    QList<JoinCondition> conditions;
    bool hasSubquery = false; // a derived table in this FROM clause
};

QList<JoinGroup> findJoinGroups(QStringView sql, Flavor flavor = Flavor::Generic);

} // namespace assay::sql
