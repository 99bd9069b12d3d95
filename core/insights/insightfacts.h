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

// What part of a whole the rows are, from the query that made them (sql/queryscope.h). A query
// that kept only its first rows (LIMIT, TOP, FETCH FIRST) or some groups (HAVING) returns a part:
// its shares, totals and extremes are of those rows only ("28.1% of the total of these 5", "the
// lowest of the top 5"), never of everything.
struct ResultScope {
    qint64 keptRows = 0;         // the query's LIMIT was reached: only these rows were kept
    bool largestFirst = false;   // ordered largest first (ORDER BY ... DESC): a top N
    bool groupsFiltered = false; // HAVING kept only some groups
    bool isPartial() const { return keptRows > 0 || groupsFiltered; }
};
// The scope of `sql`'s result, which has `rows` rows.
ResultScope scopeOfQuery(const QString &sql, qint64 rows);

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
    ResultScope scope;        // the rows are a part of the whole the query reads
    bool isEmpty() const { return facts.isEmpty(); }
};

// Facts about a chart's data (its spec says what x and the measures are).
InsightFacts computeFacts(const charts::ChartData &data, const charts::ChartSpec &spec, const ResultScope &scope = {});
// Facts about a result no chart fits (a single row, a list of numbers): its columns' values.
InsightFacts computeTableFacts(const charts::ResultSample &sample, const ResultScope &scope = {});

} // namespace assay::insights
