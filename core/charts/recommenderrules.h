#pragma once
// Internal to the recommender: the rules as one class, split over recommender.cpp (what the
// data and the question are, and which chart that makes), recommendline.cpp (lines over time)
// and recommendbars.cpp (bars, pies, top N and Other). See recommender.h for the rules.

#include "chartintent.h"
#include "recommender.h"

namespace assay::charts::rules {

// Whether some value of column a (with the same value of column b, when given) occurs twice:
// then the chart has to aggregate per x instead of drawing each row.
bool combinationRepeats(const ResultSample &s, int a, int b = -1);
QString number(qint64 n);

class Recommender {
public:
    Recommender(const ResultSample &sample, const QList<ColumnProfile> &profiles,
                const RecommendOptions &options, const QuestionReading &question);

    Recommendation run();

private:
    // What the data is.
    QList<int> withRole(ColumnRole role) const;
    QList<int> dimensions() const; // categories, ordered categories, calendar parts, in order
    int groupedNumber() const;     // a numeric first column the rows were grouped by, or -1
    bool allEmpty() const;
    QList<int> numericColumns() const; // measures first, then numeric ids and levels
    int measureForWhole(const QList<int> &quantities) const;
    bool sumsToWhole(int measure, int x) const;

    // Which chart that makes.
    bool wantsLine(int t) const;
    bool wantsScatter(const QList<int> &quantities, int x) const;
    int chooseDimension(const QList<int> &dims, const QList<int> &identifiers,
                        const QList<int> &times) const;

    // The charts.
    int seriesCandidate(int except, int max, int *tooMany) const;
    Measure measureFor(int measure, int x, int series, bool *rollsUp);
    void table(const QString &why);
    void line(int t, const QList<int> &quantities);
    void lineBuckets(int t, int measure, int series);
    void alongOrder(int x, const QList<int> &quantities, ChartType type);
    void bars(int x, const QList<int> &quantities);
    void splitBars(int x, int measure, bool addsUp, bool nonNegative, const Measure &m);
    bool pie(int x, int measure, bool addsUp, bool nonNegative, int k);
    void topN(int x, const Measure &m, bool addsUp, bool ordered);
    void scatter(int a, int b);
    void because(const QString &reason) { m_r.reasons << reason; }

    const ResultSample &m_sample;
    QList<ColumnProfile> m_p;
    const RecommendOptions &m_o;
    const QuestionReading &m_q;
    Recommendation m_r;
};

} // namespace assay::charts::rules
