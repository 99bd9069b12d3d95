#pragma once
// Internal to the recommender: the rules as one class, split over recommender.cpp (what the
// data and the question are: the result's shape, chartrules.h), recommendline.cpp (lines over
// time, scatters, series) and recommendbars.cpp (bars, pies, top N and Other). See recommender.h
// for the rules.

#include "chartintent.h"
#include "chartrules.h"
#include "recommender.h"

namespace assay::charts::rules {

// Whether some value of column a (with the same value of column b, when given) occurs twice:
// then the chart has to aggregate per x instead of drawing each row.
bool combinationRepeats(const ResultSample &s, int a, int b = -1);
QString number(qint64 n);

// What the recommender read from the result: its shape (a row of the table in chartrules.h) and
// the columns that play each part.
struct ShapeReading {
    ResultShape shape = ResultShape::Nothing;
    int x = -1;             // the column along x (or the first number of a scatter)
    int series = -1;        // the column whose values are series, or -1
    bool tooManySeries = false; // ... with more values than lines or colours: the largest few
    QList<int> measures;    // the measures drawn (the first of them for one)
};

class Recommender {
public:
    // `typesOnly`: the profiles come from column types and names alone (no values read), so
    // numbers of values are unknown; the same rules run, assuming what the types suggest.
    Recommender(const ResultSample &sample, const QList<ColumnProfile> &profiles,
                const RecommendOptions &options, const QuestionReading &question,
                bool typesOnly = false);

    Recommendation run();

private:
    // What the data is.
    bool present(int i) const; // has values, or only its type is known
    QList<int> withRole(ColumnRole role) const;
    QList<int> dimensions() const; // categories, ordered categories, calendar parts, in order
    int groupedNumber() const;     // a numeric first column the rows were grouped by, or -1
    bool allEmpty() const;
    QList<int> numericColumns() const; // measures first, then numeric ids and levels
    bool repeats(int x, int series = -1) const; // some x (and series) occurs on two rows
    bool fewPeriods(int t) const; // continuous time with a few instants: periods to compare
    bool sameScale(int a, int b) const; // two measures one axis can show side by side
    int measureForWhole(const QList<int> &quantities) const;
    bool sumsToWhole(int measure, int x) const;

    // The result's shape: which row of the rule table it is, and the columns of each part.
    ShapeReading readShape();
    bool readTime(const QList<int> &times, const QList<int> &quantities, ShapeReading *r);
    bool readCategory(int x, const QList<int> &quantities, ShapeReading *r);
    bool wantsLine(int t) const;
    bool wantsScatter(const QList<int> &quantities, int x) const;
    int chooseDimension(const QList<int> &dims, const QList<int> &identifiers,
                        const QList<int> &times) const;
    int seriesFor(int x, bool *tooMany) const;
    void orderAxes(int *x, int *series) const;
    QString pieRefusal(int x, int measure) const;

    // The charts (each starts with its rule's reason).
    QString why(ResultShape shape, const QStringList &args, const QStringList &fromTypes = {}) const;
    Aggregation aggregationFor(int measure, int x, int series) const;
    Measure measureFor(int measure, int x, int series, bool *rollsUp);
    void draw(const ShapeReading &r);
    void table(const QString &why);
    void line(const ShapeReading &r);
    void lineBuckets(int t, int measure, int series);
    void splitSeries(int series, bool tooMany, const Measure &m);
    void alongOrder(const ShapeReading &r, const QList<int> &quantities, ChartType type);
    void bars(const ShapeReading &r);
    void splitBars(const ShapeReading &r, bool addsUp, bool nonNegative);
    void pie(int x, int measure, int k);
    void topN(int x, const Measure &m, bool addsUp, bool ordered);
    void scatter(const ShapeReading &r);
    void because(const QString &reason) { m_r.reasons << reason; }

    const ResultSample &m_sample;
    QList<ColumnProfile> m_p;
    const RecommendOptions &m_o;
    const QuestionReading &m_q;
    const bool m_typesOnly;
    Recommendation m_r;
};

} // namespace assay::charts::rules
