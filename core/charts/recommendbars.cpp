// The recommender's bars: one bar per value of a dimension, split by a second one (stacked
// parts, or values and periods side by side), two measures side by side, a pie when the bars are
// a few parts of one whole, and the top N with or without "Other" when there are many.

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
    if (m_typesOnly || measure < 0 || !namesAShare(m_p[measure]) || !m_p[measure].nonNegative ||
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

// Why a pie would not show parts of one whole here; empty when it would. Never negative slices,
// never more than a few of them, never averages unless the pie was asked for by name.
QString Recommender::pieRefusal(int x, int measure) const {
    const ColumnProfile &xp = m_p[x];
    const bool asked = m_q.requested == ChartType::Pie;
    const bool share = !m_q.requested && m_q.intent == ChartIntent::Share;
    const bool whole = sumsToWhole(measure, x);
    const bool addsUp = whole || measure < 0 || m_p[measure].additivity == Additivity::Additive;
    const bool nonNegative = measure < 0 || m_typesOnly || m_p[measure].nonNegative;
    const QString what = measure >= 0 ? m_p[measure].name : Tr::tr("The row count");
    const int maxSlices = asked ? 12 : share ? m_o.maxSharePieSlices : m_o.maxPieSlices;
    const int k = xp.distinct;
    if (!nonNegative)
        return Tr::tr("%1 has negative values, which cannot be slices of a pie, so bars show them.")
            .arg(what);
    if (!m_typesOnly && (k < 2 || k > maxSlices))
        return Tr::tr("%1 has %2 values, too many slices for a pie to read (at most %3), so bars "
                      "show them.")
            .arg(xp.name, number(k), number(maxSlices));
    if (!addsUp && !asked)
        return Tr::tr("%1 does not add up to a whole (an average, level or rate), so bars show it "
                      "instead of a pie.")
            .arg(what);
    if (aggregationFor(measure, x, -1) == Aggregation::Avg)
        return Tr::tr("Averages of %1 do not add up to a whole, so bars show them.").arg(what);
    if (!m_typesOnly && !m_sample.isWhole() && !asked)
        return Tr::tr("Only part of the result was read, so its parts cannot be counted for a pie; "
                      "bars show them.");
    return {};
}

void Recommender::bars(const ShapeReading &r) {
    const int x = r.x;
    const ColumnProfile &xp = m_p[x];
    ChartSpec &s = m_r.spec;
    s.type = ChartType::Bar;
    s.x = xp.name;
    const int measure = r.measures.value(0, -1);
    const int k = xp.distinct;
    const QString what = measure >= 0 ? m_p[measure].name : Tr::tr("the number of rows");
    const QString series = r.series >= 0 ? m_p[r.series].name : QString();
    const QString seriesCount = r.series >= 0 ? number(m_p[r.series].distinct) : QString();
    switch (r.shape) {
    case ResultShape::PeriodsCompared:
        because(why(r.shape, {series, seriesCount, xp.name}));
        break;
    case ResultShape::PartsByCategory:
        because(why(r.shape, {xp.name, number(k), series, seriesCount}, {xp.name, series}));
        break;
    case ResultShape::CompareByCategory:
        because(why(r.shape, {xp.name, number(k), series, seriesCount, what},
                    {xp.name, series, what}));
        break;
    case ResultShape::MeasuresByCategory:
        because(why(r.shape, {what, m_p[r.measures.value(1)].name, xp.name}));
        break;
    case ResultShape::PartsOfWhole:
        pie(x, measure, k);
        return;
    case ResultShape::Calendar:
        because(why(r.shape, {xp.name, calendarPartName(xp.calendar), number(k)},
                    {xp.name, calendarPartName(xp.calendar)}));
        break;
    case ResultShape::FewInstants:
        because(why(r.shape, {xp.name, number(k)}));
        break;
    default:
        if (xp.role == ColumnRole::Identifier)
            because(Tr::tr("%1 identifies each row, so there is one bar per %1.").arg(xp.name));
        else if (xp.isContinuousTime() && !m_typesOnly)
            because(Tr::tr("%1 holds %2 dates; bars compare them.").arg(xp.name, number(k)));
        else if (m_typesOnly || m_sample.isWhole())
            because(why(ResultShape::Category, {xp.name, number(k), what}, {xp.name, what}));
        else
            because(Tr::tr("%1 is a category with %2 values in the first %3 rows, so bars compare "
                           "%4 across them.")
                        .arg(xp.name, number(k), number(m_sample.rows.size()), what));
        break;
    }
    if (m_q.intent == ChartIntent::Compare || m_q.intent == ChartIntent::Distribution)
        because(Tr::tr("The question asks for %1 (\"%2\"): bars show it best.")
                    .arg(intentName(m_q.intent), m_q.cue));
    // A pie was asked for (by name or as shares) but does not fit: say why.
    if (m_q.requested == ChartType::Pie || (!m_q.requested && m_q.intent == ChartIntent::Share)) {
        if (const QString refused = pieRefusal(x, measure); !refused.isEmpty())
            because(refused);
    }

    bool rollsUp = true;
    const Measure m = measureFor(measure, x, r.series, &rollsUp);
    if (measure < 0)
        because(Tr::tr("There is no measure, so the bars count rows per %1.").arg(xp.name));
    s.y = {m};
    if (r.shape == ResultShape::MeasuresByCategory) {
        bool ignored = true;
        s.y << measureFor(r.measures[1], x, -1, &ignored);
    } else {
        for (int q : withRole(ColumnRole::Quantitative)) {
            if (q != measure) {
                because(Tr::tr("%1 is another measure; add it as a second measure to compare.")
                            .arg(m_p[q].name));
                break;
            }
        }
    }
    const bool addsUp = measure < 0 || (m_p[measure].additivity == Additivity::Additive && rollsUp);
    const bool nonNegative = measure < 0 || m_typesOnly || m_p[measure].nonNegative;
    if (r.series >= 0) {
        splitBars(r, addsUp, nonNegative);
        return;
    }
    const bool ordered = xp.isOrdered() || (xp.role == ColumnRole::Categorical && xp.numeric);
    s.sort = ordered ? SortOrder::XAscending : SortOrder::YDescending;
    because(ordered ? Tr::tr("The bars keep the order of %1.").arg(xp.name)
                    : Tr::tr("The bars are sorted largest first."));
    if (m_typesOnly && !ordered) {
        s.limit = m_o.maxBars;
        because(Tr::tr("Until its values are read, the %1 largest values of %2 are shown.")
                    .arg(number(m_o.maxBars), xp.name));
    } else if (k > m_o.maxBars) {
        topN(x, m, addsUp, ordered);
    }
}

void Recommender::splitBars(const ShapeReading &r, bool addsUp, bool nonNegative) {
    ChartSpec &s = m_r.spec;
    splitSeries(r.series, r.tooManySeries, s.y.value(0));
    // Parts of each total stack; values that do not add up, and periods compared, stand side by
    // side.
    s.stacked = r.shape == ResultShape::PartsByCategory && addsUp && nonNegative;
    if (m_q.intent == ChartIntent::Share && !s.stacked)
        because(Tr::tr("The question asks about shares, but %1 does not add up to a whole, so the "
                       "bars stand side by side.")
                    .arg(r.measures.isEmpty() ? Tr::tr("the row count")
                                              : m_p[r.measures.first()].name));
    const ColumnProfile &xp = m_p[r.x];
    if (xp.isOrdered()) {
        s.sort = SortOrder::XAscending;
    } else if (!m_typesOnly && xp.distinct > m_o.maxBars) {
        // Many categories: the largest (over all series) are shown, as for plain bars.
        s.sort = SortOrder::YDescending;
        s.limit = m_o.topN;
        because(Tr::tr("%1 has %2 values: the %3 largest are shown.")
                    .arg(xp.name, number(xp.distinct), number(m_o.topN)));
    } else {
        s.sort = SortOrder::Natural;
    }
}

// Parts of a whole (readCategory checked that a pie fits): asked for, shares, or shares that
// sum to 100%.
void Recommender::pie(int x, int measure, int k) {
    const ColumnProfile &xp = m_p[x];
    const bool asked = m_q.requested == ChartType::Pie;
    const bool share = !m_q.requested && m_q.intent == ChartIntent::Share;
    const QString what = measure >= 0 ? m_p[measure].name : Tr::tr("The row count");
    ChartSpec &s = m_r.spec;
    because(m_typesOnly ? Tr::tr("The parts of %1 by %2 make up one whole, so a pie shows each "
                                 "one's share of the total.")
                              .arg(what, xp.name)
                        : why(ResultShape::PartsOfWhole, {what, number(k), xp.name}));
    if (asked)
        because(Tr::tr("The question asks for a %1.").arg(chartTypeNoun(ChartType::Pie)));
    else if (share)
        because(Tr::tr("The question asks about shares (\"%1\").").arg(m_q.cue));
    else
        because(Tr::tr("%1 adds up to a whole (100%), so the result describes parts of it.")
                    .arg(what));
    bool rollsUp = true;
    s.y = {measureFor(measure, x, -1, &rollsUp)};
    if (measure < 0)
        because(Tr::tr("There is no measure, so the bars count rows per %1.").arg(xp.name));
    s.type = ChartType::Pie;
    s.sort = SortOrder::YDescending;
    const bool addsUp = measure < 0 || sumsToWhole(measure, x) ||
                        (m_p[measure].additivity == Additivity::Additive && rollsUp);
    if (!addsUp)
        because(Tr::tr("%1 does not add up to a whole, so the slices compare its values rather "
                       "than show shares of a total.")
                    .arg(what));
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
