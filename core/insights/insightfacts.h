#pragma once
// What an insight may say about a result, computed from the data before any text is written:
// extremes, totals and shares for categories; span, change, peak, trend and the latest change
// for time; the correlation for two measures. Each fact is a sentence with its numbers already
// formatted (numberformat.h), and the set of numbers it is allowed to state.

#include "charts/chartdata.h"
#include "charts/resultsample.h"

#include <QList>
#include <QString>

namespace assay::insights {

enum class FactKind {
    Size,
    Highest,
    Lowest,
    Total,
    Share,
    TopShare,
    Ratio,
    Span,
    Change,
    Peak,
    Trough,
    Trend,
    LatestChange,
    LeadingSeries,
    Correlation,
    Range,
    PeriodChange // a comparison of a few periods: totals and the largest rise and fall
};

struct Fact {
    FactKind kind = FactKind::Size;
    QString text;          // one markdown sentence
    QList<double> numbers; // every number the sentence states, as values
};

struct InsightFacts {
    QString subject;          // what is described: "sum of amount by region"
    QList<Fact> facts;        // most useful first
    QList<double> dataValues; // the values read from the result (they may be stated as well)
    QStringList labels;       // category names and date labels (numbers in them may be stated)
    qint64 rows = 0;          // rows of the result
    bool partial = false;     // only the first rows were read
    bool isEmpty() const { return facts.isEmpty(); }
};

// Facts about a chart's data (its spec says what x and the measures are).
InsightFacts computeFacts(const charts::ChartData &data, const charts::ChartSpec &spec);
// Facts about a result no chart fits (a single row, a list of numbers): its columns' values.
InsightFacts computeTableFacts(const charts::ResultSample &sample);

} // namespace assay::insights
