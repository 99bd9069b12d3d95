#pragma once
// Stage 7 of the offline reader: the joins. The plan's tables go to the shared join planner as
// table uses (a value's words may give a table a role of its own: the source and the destination
// airport), with the analyst's join choices; equally good plans are offered as choices. Joins are
// inner where a row without a partner has nothing to filter on or measure, LEFT where it would
// only vanish from a group or a list. A reading that leaves out a table the question names is
// declined here.

#include "choicebook.h"
#include "queryplan.h"
#include "staged.h"

#include "schema/joinplanner.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace assay::offline {

class SchemaLexicon;

struct JoinedPlan {
    QString from;                  // "FROM ..." for the dialect
    QHash<int, QString> alias;     // table -> alias (empty for one table)
    QHash<int, QString> filterAlias; // filter -> the alias of its table's role, where it has one
    QStringList tables;            // every table the FROM reads, qualified
    QString joinText;              // "through orders, stores": the tables a join passes through

    QString aliasOfFilter(const QueryPlan &plan, const SchemaLexicon &lex, int filter) const;
};

struct JoinInputs {
    const SchemaLexicon &lex;
    const schema::JoinPlanner &planner;
    const QList<schema::JoinPreference> &preferences; // the analyst's join choices for this connection
    const schema::JoinChoice &choice;                 // the one just made, if any
};

Staged<JoinedPlan> planJoins(const QueryPlan &plan, const JoinInputs &in, ChoiceBook &choices);

} // namespace assay::offline
