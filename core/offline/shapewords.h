#pragma once
// Stage 3 of the offline reader: the words that give a question its shape. Counting, aggregates
// ("the average and maximum age"), shares, distinct, top/bottom N, superlatives and their
// direction, comparisons with numbers, sorting words, and the phrases later stages weigh. This is
// the last stage that reads the question's text: everything after it works on these flags, the
// tokens and the mentions.

#include "mentions.h"
#include "questionwords.h"
#include "shape.h"

#include <QList>
#include <QMap>
#include <QString>

namespace assay::offline {

class SchemaLexicon;

enum class Agg { None, Count, Sum, Avg, Max, Min };
QString aggSql(Agg a);
QString aggWords(Agg a);

// "more than 5", "at least 2", "4 or more", "between 10 and 20" (two), "is 3": a comparison
// with a number.
struct NumberComparison {
    QString word;   // the comparison's words, lower case: "more than", "at least" for "4 or more"
    QString op;     // >, >=, <, <=, =
    QString number; // as written
    int numberBegin = 0; // character range of the number in the question
    int numberEnd = 0;
    int followBegin = 0; // where the words after the comparison start (what is compared may follow)
    bool bare = false;   // "is 3", "of 3", "with 3": perhaps no comparison at all
    // "older than average", "a weight below the average": the bound is the column's own average
    // over its table (a subquery); `number` is empty and the number's range is the word "average".
    bool average = false;
};

struct ShapeWords {
    bool count = false;       // "how many", "count", "number of" (not of a numeric column)
    Agg agg = Agg::None;      // the aggregate word, when there is one
    QList<Agg> aggList;       // every aggregate word, in order ("the average and maximum age")
    bool share = false;       // share, percentage, proportion
    bool distinct = false;    // distinct, different, unique
    int limit = 0;            // top/bottom N
    int limitBegin = -1;      // where N is written in the question, or -1
    bool descending = true;   // the direction of the ranking
    bool superlative = false; // "most", "the highest", "with the maximum" (not inside a name)
    int superlativeToken = -1;
    QList<NumberComparison> comparisons;

    bool figureWord = false;      // total, revenue, spend, sales: a figure is asked for
    bool sortWord = false;        // sort, order, ascending, descending
    bool orderAscending = false;  // ascending, alphabetical, "from the lowest"
    bool orderDescending = false; // desc, reverse, "from the highest"
    bool directionWord = false;   // ascending, descending, alphabetical, increasing
    bool sortsByCount = false;    // "in ascending order of count", "sorted by the number": the figure
    bool figureAscending = false; // "from the fewest", "in ascending order of count": the figure, smallest first
    bool sortFromTo =
        false;          // "from the oldest to the youngest": a sort's direction in superlatives
    bool andOr = false; // "and" or "or" joins parts
    bool startsWhichWho = false; // "which ...", "who ...": asked about things, not columns
    bool startsWhere = false;    // "where ...": asks for a place (roles' assignPlaceAsked)
    bool startsWhen = false;     // "when ...": asks for a time (roles' assignTimeAsked)
    // "the last transcript", "the earliest graduate", "the most recent cartoon": one row ranked by
    // time (roles' assignTimeRank finds the date); the word's token, or -1
    int timeRankToken = -1;
    bool timeRankLatest = false; // last, latest, newest, most recent (else first, earliest)
    bool countsListed = false;   // "... and the number of X", "... and how many", "... each"
    bool sumWord = false;        // the word "sum" (not "total": "total orders" is a count)
    QString often;               // "3 times", "once", "twice": how often something happened
    bool withinGroups = false;   // "in each", "for every", "per"
    int countPhraseEnd = -1;     // where "number of" / "how many" / "count of" ends, or -1
    int figurePos = 0;           // where the question first names its figure (its length if never)
    QList<int> ratioTokens;      // "rate", "ratio": one figure divided by another
    QList<int> orTokens;         // every "or"
    QList<int> negations;        // every "not", "never", "without": each is read or declined
    QList<int>
        setWords;     // every "both", "either": each is read with the values it joins, or declined
    bool overPrevious = false; // "year over year", "month-over-month", "growth": the change from the previous period
    // "the most common reasons": a frequency superlative before a plural asks for the values in
    // the order of how often they occur, each with its count, not the one most frequent
    bool frequencyList = false;
    QList<bool> read; // per token: a word of the shapes above (the word ledger's account)
    // The tokens of each shape record's cue words ("grew", "rate": shaperules.cpp), by shape.
    QMap<Shape, QList<int>> cued;
    QList<int> cuedBy(Shape shape) const { return cued.value(shape); }
};

ShapeWords readShape(const QuestionWords &words, const Mentions &mentions, const SchemaLexicon &lexicon);
// Whether token `t` is a superlative after "from" or "to" ("from the oldest to the youngest"): a
// sort's direction, not one row and not a figure asked.
bool sortsFromTo(const QuestionWords &words, int t);

} // namespace assay::offline
