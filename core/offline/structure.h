#pragma once
// Stage 4 of the offline reader: how the mentions relate. Which mentions group ("by region", "for
// each teacher"), which one orders ("sorted by age"), a count condition on a table ("with more
// than 5 orders": HAVING) and conditions on numeric columns ("older than 30": WHERE). Two values
// of one column joined by "or" are alternatives (IN), joined by "and" after "both" all wanted
// ("students who have both cats and dogs"); other pairs are declined here.

#include "absences.h"
#include "mentions.h"
#include "ratio.h"
#include "questionwords.h"
#include "shapewords.h"
#include "staged.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace assay::offline {

class SchemaLexicon;

// A comparison with a number, bound to the mention it applies to.
struct Comparison {
    int mention = -1; // index into Mentions::schema
    int table = -1;   // a HAVING count's table when a verb, not a mention, names it ("ordered more than 3 times")
    QString op;       // >, >=, <, <=, =
    QString number;
    bool average = false; // compared with the column's own average (`number` is empty)
    QStringList alternatives; // "is either 1948 or 1949": more numbers any of which will do (op is =)
};

struct Structure {
    QList<int> groupMentions; // indexes into Mentions::schema, in question order
    QList<int> modifiers;     // tables that only qualify a group's head noun ("each product category")
    int orderMention = -1;
    std::optional<Comparison> having; // a count of a table's rows ("more than 5 orders")
    QList<Comparison> numeric;        // conditions on numeric columns
    QList<int> numberTokens;          // the tokens of the numbers bound above
    // Values joined by "or" that share a column ("cat or dog"): each later value -> the value it
    // is an alternative to (indexes into Mentions::values), and the "or" tokens so read.
    QHash<int, int> alternativeOf;
    QList<int> orTokensRead;
    // Values joined by "and" after "both" that share a column ("both cat and dog"): each later
    // value -> the first; the rows must have every one of them.
    QHash<int, int> everyOf;
    // Values compared with each other ("compare web and store revenue", "web vs store"): the first
    // of each group; they are alternatives, and their column groups the answer.
    QSet<int> compared;
    // Values the rows must not have beside the one they must ("cats but not dogs"): each later
    // value -> the wanted one; the rows are grouped and kept when they have none of them.
    QHash<int, int> exceptOf;
    QList<int> joinersRead;    // the "compare", "and", "vs" and "but" words so read
    QList<int> negationsRead;  // the "not" of "but not" (ShapeWords::negations)
    QList<int> setWordsRead; // the "both" and "either" tokens so read (ShapeWords::setWords)
    QList<int> restated; // mentions that only repeat a compared column ("than the average population")
    QList<Absence> absences; // rows that have none of another table's (readAbsences)
    std::optional<RatioWords> ratio; // one figure divided by another ("revenue per unit sold")
};

// Why two values of one column cannot both be required ("Two values of the same column (a and
// b) need OR or a set operation ...").
Decline twoValuesOfOneColumn(const QString &a, const QString &b);

// `mentions` without the absent tables' (AbsenceReading::mentions); `absences` are kept as read.
Staged<Structure> readStructure(const QuestionWords &words, const Mentions &mentions, const ShapeWords &shape,
                                const SchemaLexicon &lexicon, const QList<Absence> &absences = {});

} // namespace assay::offline
