#pragma once
// Stage 3b of the offline reader: rows that have none of another table's rows ("stadiums without
// any concert", "students who do not have any pets", "employees who never received an
// evaluation"). A negation followed, within a few words that name nothing, by a table's name is
// an absence. That table's mention leaves the mentions the later stages see (it is neither what
// is listed nor joined), and the SQL writer says NOT EXISTS. Stored values of the absent table
// that follow it condition it ("no cartoon directed by Ben Jones": AbsentCondition, their mentions
// leave too); anything else after it ("no concert in 2014": a time) leaves the negation unread and
// the question declined (buildPlan). A value not wanted that a child table stores ("countries
// that do not speak English") is an absence with a condition, read with the other negated values
// (valuefilters' readNegatedValues).

#include "mentions.h"
#include "questionwords.h"
#include "shapewords.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace assay::offline {

class SchemaLexicon;

// A stored value the absent rows would have: "countries that do not speak English" have no row
// of countrylanguage whose Language is 'English'.
struct AbsentCondition {
    int col = -1; // a lexicon column of the absent table
    QString value;
};

struct Absence {
    int negation = -1; // the token of "not", "never", "without"
    int table = -1;    // whose rows are absent (a lexicon table)
    QString text;      // the question's words for that table
    QList<AbsentCondition> conditions; // values those rows would have; none: any row
};

struct AbsenceReading {
    QList<Absence> absences;
    Mentions mentions; // the question's mentions without the absent tables'
};

AbsenceReading readAbsences(const QuestionWords &words, const Mentions &mentions, const ShapeWords &shape,
                            const SchemaLexicon &lexicon);

// How the rows of `main` reach the absent table: its own reference to `main`'s key, or a link
// table's (which must also reference the absent table). Built by the plan, written as NOT EXISTS.
struct AbsentLink {
    int table = -1;          // the table whose rows the subquery looks for (the absent one or a link)
    QStringList innerCols;   // its columns that reference `main`
    QStringList outerCols;   // the columns of `main` they reference
    QStringList partnerCols; // a link table's reference to the absent table (must not be NULL)
    QString text;            // the question's words for the absent table
    QList<AbsentCondition> conditions; // on `table` itself (only when it is the absent table)
};

// The link for an absence from `main`, or the reason there is no single one (a decline).
Decline linkAbsence(const SchemaLexicon &lexicon, int main, const Absence &absence, AbsentLink *link);

} // namespace assay::offline
