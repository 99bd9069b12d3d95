#pragma once
// Stage 1 of the offline reader: the question's words. Number words after a bound become digits
// ("at least two" -> 2), the question is split into tokens (possessives cut: "Macy's"), time
// expressions are found and marked, and a comparison of periods ("2023 compared with 2022") is
// checked to be whole periods of one kind. What is beyond rules (another language, "why",
// predictions, nested comparisons) is declined here, before anything is looked up.

#include "staged.h"

#include "ask/timeexpressions.h"

#include <QDate>
#include <QList>
#include <QString>

namespace assay::offline {

struct Token {
    QString raw;
    QString low;
    QString stem;
    int begin = 0;
    int end = 0;
    bool structural = false; // a word of the question's structure, never a name or a value
    bool number = false;
    bool time = false; // part of a time expression
    int fullEnd = -1;  // with a possessive "'s" cut off: where the word ended with it ("Macy's")
};

struct QuestionWords {
    QString text;  // simplified, number words after bounds as digits
    QString lower; // text in lower case
    // The content words as retrieval analyses them (knowledge::analyzeWords, stopwords dropped):
    // what later stages match against the schema's own words (the join planner's table roles),
    // so none of them reads the text again.
    QStringList contentWords;
    // "the reasons for ...": the token of "reason(s)". A question why (a model's), unless the word
    // names a column of this database ("the most common reasons for returns": returns.reason).
    int explanationAsked = -1;
    // "which month had the most orders": the token of the period asked for (the grain), or -1
    int askedPeriod = -1;
    QList<Token> tokens;
    QList<ask::TimeRange> times;   // the time expressions that filter; several are joined by "or" (any of them)
    QList<ask::TimeRange> periods; // compared periods, earliest first; empty when none
    ask::TimeGrainHint grain = ask::TimeGrainHint::None;

    // The question's words from token `first` to `last` (both included, clipped to the tokens),
    // as written: "not own a cat".
    QString phrase(int first, int last) const;
    // The token before `token`, passing over the words `passed` accepts ("the", "their"); -1 when
    // none: "from (the) oldest", "sorted by (the) age".
    template <typename Passed>
    int wordBefore(int token, Passed passed) const
    {
        int j = token - 1;
        while (j >= 0 && passed(tokens[j].low))
            --j;
        return j;
    }
};

Staged<QuestionWords> readWords(const QString &question, const QDate &today);

// The reason to decline a question that needs rows compared across separate sets (both, except,
// a negation the reader could not place).
Decline separateSets();

// Whether the text between two tokens ends a sentence ("... by document id. Order by ..."): a
// capital there starts a sentence, it does not mark a name.
bool startsSentence(const QString &question, int previousEnd, int begin);

} // namespace assay::offline
