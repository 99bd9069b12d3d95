#pragma once
// What a question says about the chart it wants, in English, German or Chinese: a chart type it
// names ("as a pie chart", "als Balkendiagramm", "用折线图") and the analytic task behind it
// (Munzner's and Amar et al.'s low-level tasks, narrowed to the five that pick a chart):
//   trend         how something changes over time            -> a line along time
//   share         parts of a whole                            -> a pie over few parts
//   compare       values side by side, ranking, extremes      -> bars
//   distribution  how values or rows spread over categories   -> bars (never a pie)
//   relationship  how two measures relate                     -> a scatter
// The words are the task's vocabulary, not any benchmark's phrasing; a word that could mean
// two tasks ("vs") is left out.

#include "chartspec.h"

#include <QString>

#include <optional>

namespace assay::charts {

enum class ChartIntent { None, Trend, Share, Compare, Distribution, Relationship };

struct QuestionReading {
    std::optional<ChartType> requested; // the chart type the question names
    bool stacked = false;               // "stacked" bars
    ChartIntent intent = ChartIntent::None;
    QString cue; // the words that gave the intent or the type away, for the reasons

    bool isEmpty() const { return !requested && intent == ChartIntent::None; }
};

QuestionReading readQuestion(const QString &question);

// "a trend over time", "shares of a whole", ...: for reasons shown to the user.
QString intentName(ChartIntent intent);

} // namespace assay::charts
