#pragma once
// Stage 5 of the offline reader: the role of each mention. Dimensions (what groups), the entity of
// a superlative ("which store sold the most"), the measure (a numeric column, or a glossary
// expression), the main table (what is counted or listed), the columns listed, the column that
// orders, the stored values that filter (where each is stored, and the role its words give the
// table: "from Aberdeen" is the source airport), and the date column a time range or grain needs.
// The parts run in this order, and each offers its other readings in that order.

#include "choicebook.h"
#include "mentions.h"
#include "questionwords.h"
#include "shapewords.h"
#include "staged.h"
#include "structure.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace assay::offline {

class SchemaLexicon;

// A stored value the rows must have, and the role its words give the table it is stored in
// ("from Aberdeen": airports as the source airport).
struct Filter {
    int col = -1;
    QString value;
    QString text;
    int first = -1; // token range in the question; -1 for a glossary value
    int last = -1;
    QString role;
    QStringList orValues; // more values of the same column any of which will do ("cat or dog")
    QStringList andValues; // more values of the same column the rows must all have ("both cat and dog")
    QStringList exceptValues; // values of the same column the rows must not have ("cats but not dogs")
    bool negated = false; // "whose nationality is not USA": rows without this value
};

struct Roles {
    QList<int> dims;            // columns that group, in question order
    QSet<int> tableDims;        // dims that stand for a table (its label): grouped by its key too
    QSet<int> rowDims;          // dims asked of each ranked row ("the city of the customer with the
                                // most orders"): shown as they are, grouped by their table's key
    QSet<int> consumed;         // mentions with a role
    int entityMention = -1;     // the things a superlative ranks
    int measure = -1;           // a numeric column
    int measureMention = -1;
    int ratioOf = -1;           // the figure the measure is divided by ("revenue per unit sold")
    int valueOfEntity = -1;     // "average order value": the table whose rows' totals of the measure are averaged
    int valueToken = -1;        // ... and the word "value" so read
    QString glossaryExpression; // the measure when the glossary defines it
    int main = -1;              // the table counted or listed
    bool explicitColumns = false; // columns asked for first: the answer is those columns
    QList<int> listCols;
    QList<int> listColMentions; // the mention of each listed column (-1: none, a place "where" asks for)
    int orderCol = -1;
    bool timeRanked = false; // orderCol is the date ShapeWords::timeRankToken ranks by (one row)
    QList<Filter> filters;
    int dateCol = -1;
    int yearCol = -1; // a year column standing in for a date
    QSet<int> negationsRead; // the tokens of ShapeWords::negations a part has read
    QList<Absence> absences; // values not wanted that a child table stores (readNegatedValues)
};

// What every role part reads.
struct RoleInputs {
    const SchemaLexicon &lex;
    const QuestionWords &words;
    const Mentions &mentions;
    const ShapeWords &shape;
    const Structure &structure;
};

Staged<Roles> assignRoles(const RoleInputs &in, ChoiceBook &choices);

// The parts, in the order assignRoles runs them; each returns a decline or empty.
Decline assignDimensions(const RoleInputs &in, ChoiceBook &choices, Roles &r);
void findEntity(const RoleInputs &in, Roles &r);
void assignMeasure(const RoleInputs &in, ChoiceBook &choices, Roles &r);
Decline assignCountedTable(const RoleInputs &in, ChoiceBook &choices, Roles &r);
void pickEntity(const RoleInputs &in, ChoiceBook &choices, Roles &r);
Decline assignListedColumns(const RoleInputs &in, ChoiceBook &choices, Roles &r);
void assignOrderColumn(const RoleInputs &in, Roles &r);
// The date a question means in `table`: its only date column, or among several the one whose name
// shares a word's beginning with the question ("the first student to register":
// date_first_registered, not date_left); its year column when it has no date; -1 when unclear.
int dateOfQuestion(const RoleInputs &in, int table);
// "the last transcript": the main table's date (or year) orders, one row (ShapeWords::timeRankToken).
void assignTimeRank(const RoleInputs &in, Roles &r);
// "Where ...": the main table's place columns join the listed ones, or the question is declined.
Decline assignPlaceAsked(const RoleInputs &in, Roles &r);
// "When ...": the date asked for joins the listed columns (the one a time word ranks by, else
// dateOfQuestion), or the question is declined.
Decline assignTimeAsked(const RoleInputs &in, Roles &r);
Decline placeValues(const RoleInputs &in, ChoiceBook &choices, Roles &r);
Decline assignDate(const RoleInputs &in, ChoiceBook &choices, Roles &r);

// Two filters that require different values of one column in the same use of its table can
// never both hold: the reason to decline, or empty. `sameUse` says whether two filters read the
// same use (by their roles before planning, by their aliases after).
Decline contradiction(const QList<Filter> &filters, const std::function<bool(int, int)> &sameUse);

} // namespace assay::offline
