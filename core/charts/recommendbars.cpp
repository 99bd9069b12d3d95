// The recommender's bars: one bar per value of a dimension, split by a second one, a pie when
// the bars are parts of a whole, and the top N with or without "Other" when there are many.

#include "chartstr.h"
#include "recommenderrules.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace assay::charts::rules {
namespace {

bool namesAShare(const ColumnProfile &p) {
    const QStringList words = nameWords(p.name);
    return p.unit == u"%" || std::any_of(words.begin(), words.end(), [](const QString &w) {
               return w == u"share" || w == u"pct" || w == u"percent" || w == u"percentage" ||
                      w == u"fraction" || w == u"proportion";
           });
}

} // namespace

// Percentages or fractions, one per category, that add up to 100% or 1: parts of a whole.
bool Recommender::sumsToWhole(int measure, int x) const {
    if (measure < 0 || !namesAShare(m_p[measure]) || !m_p[measure].nonNegative ||
        !m_sample.isWhole() || combinationRepeats(m_sample, x))
        return false;
    double total = 0;
    for (const db::Row &row : m_sample.rows)
        total += row.value(measure).toDouble();
    return std::abs(total - 100) <= 1 || std::abs(total - 1) <= 0.01;
}

// For parts of a whole, a measure that adds up beats a share computed from it: the pie works
// out the shares itself ("revenue" rather than "revenue_pct").
int Recommender::measureForWhole(const QList<int> &quantities) const {
    if (m_q.intent != ChartIntent::Share && m_q.requested != ChartType::Pie)
        return quantities.value(0, -1);
    for (int q : quantities) {
        if (m_p[q].additivity == Additivity::Additive && !namesAShare(m_p[q]))
            return q;
    }
    return quantities.value(0, -1);
}

void Recommender::bars(int x, const QList<int> &quantities) {
    const ColumnProfile &xp = m_p[x];
    ChartSpec &s = m_r.spec;
    s.type = ChartType::Bar;
    s.x = xp.name;
    const int measure = measureForWhole(quantities);
    const int k = xp.distinct;
    if (xp.role == ColumnRole::Identifier)
        because(Tr::tr("%1 identifies each row, so there is one bar per %1.").arg(xp.name));
    else if (xp.isContinuousTime() && k < 3)
        because(Tr::tr("%1 holds only %2 dates, too few for a line, so bars compare them.")
                    .arg(xp.name, number(k)));
    else if (xp.isContinuousTime())
        because(Tr::tr("%1 holds %2 dates; bars compare them.").arg(xp.name, number(k)));
    else if (xp.calendar != CalendarPart::None)
        because(Tr::tr("%1 is the %2, a part of the calendar that repeats: bars compare its %3 "
                       "values in calendar order.")
                    .arg(xp.name, calendarPartName(xp.calendar), number(k)));
    else if (m_sample.isWhole())
        because(Tr::tr("%1 is a category with %2 values, so bars compare %3 across them.")
                    .arg(xp.name, number(k),
                         measure >= 0 ? m_p[measure].name : Tr::tr("the number of rows")));
    else
        because(Tr::tr("%1 is a category with %2 values in the first %3 rows, so bars compare %4 "
                       "across them.")
                    .arg(xp.name, number(k), number(m_sample.rows.size()),
                         measure >= 0 ? m_p[measure].name : Tr::tr("the number of rows")));
    if (m_q.intent == ChartIntent::Compare || m_q.intent == ChartIntent::Distribution)
        because(Tr::tr("The question asks for %1 (\"%2\"): bars show it best.")
                    .arg(intentName(m_q.intent), m_q.cue));

    // A second dimension splits the bars when each x has several of its values; a pie has none.
    int series = -1;
    int tooMany = -1;
    if (combinationRepeats(m_sample, x) && m_q.requested != ChartType::Pie)
        series = seriesCandidate(x, m_o.maxSeries, &tooMany);
    if (series >= 0)
        s.series = m_p[series].name;

    bool rollsUp = true;
    const Measure m = measureFor(measure, x, series, &rollsUp);
    if (measure < 0)
        because(Tr::tr("There is no measure, so the bars count rows per %1.").arg(xp.name));
    s.y = {m};
    for (int q : quantities) {
        if (q != measure) {
            because(Tr::tr("%1 is another measure; add it as a second measure to compare.")
                        .arg(m_p[q].name));
            break;
        }
    }
    const bool addsUp = measure < 0 || (m_p[measure].additivity == Additivity::Additive && rollsUp);
    const bool nonNegative = measure < 0 || m_p[measure].nonNegative;
    if (series >= 0) {
        splitBars(x, measure, addsUp, nonNegative, m);
        return;
    }
    if (pie(x, measure, addsUp, nonNegative, k))
        return;
    const bool ordered = xp.isOrdered() || (xp.role == ColumnRole::Categorical && xp.numeric);
    s.sort = ordered ? SortOrder::XAscending : SortOrder::YDescending;
    because(ordered ? Tr::tr("The bars keep the order of %1.").arg(xp.name)
                    : Tr::tr("The bars are sorted largest first."));
    if (k > m_o.maxBars)
        topN(x, m, addsUp, ordered);
}

void Recommender::splitBars(int x, int measure, bool addsUp, bool nonNegative, const Measure &m) {
    Q_UNUSED(m);
    ChartSpec &s = m_r.spec;
    const ColumnProfile &sp = m_p[m_sample.columnIndex(s.series)];
    s.stacked = addsUp && nonNegative;
    because(s.stacked ? Tr::tr("%1 has %2 values: the bars are stacked by it, because the parts "
                               "add up to each total.")
                            .arg(sp.name, number(sp.distinct))
                      : Tr::tr("%1 has %2 values: the bars are grouped by it side by side.")
                            .arg(sp.name, number(sp.distinct)));
    if (m_q.intent == ChartIntent::Share && !s.stacked)
        because(Tr::tr("The question asks about shares, but %1 does not add up to a whole, so the "
                       "bars stand side by side.")
                    .arg(measure >= 0 ? m_p[measure].name : Tr::tr("the row count")));
    const bool ordered = m_p[x].isOrdered();
    s.sort = ordered ? SortOrder::XAscending : SortOrder::Natural;
}

// Parts of a whole: asked for (a pie, or shares), or shares that sum to 100%; never negative
// slices, never more than a few of them, never averages unless the pie was asked for by name.
bool Recommender::pie(int x, int measure, bool addsUp, bool nonNegative, int k) {
    const ColumnProfile &xp = m_p[x];
    const bool asked = m_q.requested == ChartType::Pie;
    const bool share = !m_q.requested && m_q.intent == ChartIntent::Share;
    const bool whole = sumsToWhole(measure, x);
    if (!asked && !share && !whole)
        return false;
    addsUp = addsUp || whole; // shares that sum to 100% are parts of a whole by definition
    const QString what = measure >= 0 ? m_p[measure].name : Tr::tr("The row count");
    const int maxSlices = asked ? 12 : share ? m_o.maxSharePieSlices : m_o.maxPieSlices;
    QString refused;
    if (!nonNegative)
        refused = Tr::tr("%1 has negative values, which cannot be slices of a pie, so bars show "
                         "them.")
                      .arg(what);
    else if (k < 2 || k > maxSlices)
        refused = Tr::tr("%1 has %2 values, too many slices for a pie to read (at most %3), so bars "
                         "show them.")
                      .arg(xp.name, number(k), number(maxSlices));
    else if (!addsUp && !asked)
        refused = Tr::tr("%1 does not add up to a whole (an average, level or rate), so bars show "
                         "it instead of a pie.")
                      .arg(what);
    else if (m_r.spec.y.value(0).aggregation == Aggregation::Avg)
        refused = Tr::tr("Averages of %1 do not add up to a whole, so bars show them.").arg(what);
    else if (!m_sample.isWhole() && !asked)
        refused = Tr::tr("Only part of the result was read, so its parts cannot be counted for a "
                         "pie; bars show them.");
    if (!refused.isEmpty()) {
        if (asked || share)
            because(refused);
        return false;
    }
    ChartSpec &s = m_r.spec;
    s.type = ChartType::Pie;
    s.sort = SortOrder::YDescending;
    if (asked)
        because(Tr::tr("The question asks for a %1.").arg(chartTypeNoun(ChartType::Pie)));
    else if (share)
        because(Tr::tr("The question asks about shares (\"%1\").").arg(m_q.cue));
    else
        because(Tr::tr("%1 adds up to a whole (100%), so the result describes parts of it.")
                    .arg(what));
    because(Tr::tr("%1 adds up across only %2 values of %3, none negative, so a pie shows each "
                   "one's share of the total.")
                .arg(what, number(k), xp.name));
    if (!addsUp)
        because(Tr::tr("%1 does not add up to a whole, so the slices compare its values rather "
                       "than show shares of a total.")
                    .arg(what));
    return true;
}

// Many categories: the largest N, and the rest added up as Other when the measure adds up and
// Other would not dwarf the bars shown (then it is left out, and the reason says how big it is).
void Recommender::topN(int x, const Measure &m, bool addsUp, bool ordered) {
    ChartSpec &s = m_r.spec;
    const ColumnProfile &xp = m_p[x];
    if (ordered) {
        because(Tr::tr("%1 has %2 values; they are kept in order, so none is grouped away.")
                    .arg(xp.name, number(xp.distinct)));
        return;
    }
    s.limit = m_o.topN;
    s.sort = SortOrder::YDescending;
    if (!canRollUp(m.aggregation) || !addsUp) {
        because(Tr::tr("%1 has %2 values: the %3 largest are shown; the rest are left out because "
                       "%4 cannot be added up into an Other bar.")
                    .arg(xp.name, number(xp.distinct), number(m_o.topN), m.displayName()));
        return;
    }
    // The sizes of the categories, from the rows at hand.
    const int measure = m.column.isEmpty() ? -1 : m_sample.columnIndex(m.column);
    QHash<QString, double> totals;
    for (const db::Row &row : m_sample.rows)
        totals[row.value(x).toString()] += measure < 0 ? 1.0 : row.value(measure).toDouble();
    QList<double> sizes = totals.values();
    std::sort(sizes.begin(), sizes.end(), std::greater<double>());
    double other = 0, all = 0;
    for (int i = 0; i < sizes.size(); ++i) {
        all += sizes[i];
        if (i >= m_o.topN)
            other += sizes[i];
    }
    const double largest = sizes.value(0);
    if (largest > 0 && other > 2 * largest) {
        const double times = other / largest;
        const QString ratio = QLocale().toString(times, 'f', times >= 10 ? 0 : 1);
        const QString percent = QLocale().toString(all > 0 ? 100 * other / all : 0, 'f', 0);
        because(m_sample.isWhole()
                    ? Tr::tr("%1 has %2 values: the %3 largest are shown. The other %4 add up to "
                             "%5 times the largest bar (%6% of the total); an Other bar would "
                             "dwarf the rest, so it is left out.")
                          .arg(xp.name, number(xp.distinct), number(m_o.topN),
                               number(xp.distinct - m_o.topN), ratio, percent)
                    : Tr::tr("%1 has more values than the %2 rows read: the %3 largest are shown. "
                             "In those rows the others add up to %4 times the largest bar (%5% of "
                             "the total); an Other bar would dwarf the rest, so it is left out.")
                          .arg(xp.name, number(m_sample.rows.size()), number(m_o.topN), ratio,
                               percent));
        return;
    }
    s.otherBucket = true;
    because(Tr::tr("%1 has %2 values: the %3 largest are shown and the rest are added up as Other.")
                .arg(xp.name, number(xp.distinct), number(m_o.topN)));
}

} // namespace assay::charts::rules
