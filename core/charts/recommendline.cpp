// The recommender's lines (a measure over time or along an order) and scatters, and what they
// share with bars: which column splits the chart into series and how a measure is aggregated.

#include "chartstr.h"
#include "recommenderrules.h"

#include <QCoreApplication>

namespace assay::charts::rules {

int Recommender::seriesCandidate(int except, int max, int *tooMany) const {
    *tooMany = -1;
    for (int i : dimensions()) {
        if (i == except)
            continue;
        if (m_p[i].distinct >= 2 && m_p[i].distinct <= max)
            return i;
        if (m_p[i].distinct > max && *tooMany < 0)
            *tooMany = i;
    }
    return -1;
}

Measure Recommender::measureFor(int measure, int x, int series, bool *rollsUp) {
    Measure m;
    *rollsUp = true;
    if (measure < 0) {
        m.aggregation = Aggregation::Count;
        return m;
    }
    const ColumnProfile &p = m_p[measure];
    const ColumnProfile &xp = m_p[x];
    m.column = p.name;
    if (p.textValues > 0)
        because(Tr::tr("%1 mixes numbers with text (%2 of %3 values, such as \"%4\"); the text is "
                       "left out.")
                    .arg(p.name, number(p.textValues), number(p.nonNull), p.textExample));
    if (!combinationRepeats(m_sample, x, series)) {
        // One row per point: the "sum" of one value is the value, so label it as itself.
        m.aggregation = Aggregation::Sum;
        m.label = p.name;
        *rollsUp = p.additivity != Additivity::NotAdditive;
        because(Tr::tr("Each %1 appears once, so %2 is drawn as it is.")
                    .arg(series >= 0 ? xp.name + QStringLiteral("/") + m_p[series].name : xp.name,
                         p.name));
    } else if (p.additivity == Additivity::NotAdditive) {
        m.aggregation = Aggregation::Avg;
        *rollsUp = false;
        because(Tr::tr("%1 repeats and %2 does not add up (an average, level or rate), so it is "
                       "averaged per %1.")
                    .arg(xp.name, p.name));
    } else {
        m.aggregation = Aggregation::Sum;
        because(Tr::tr("%1 repeats, so %2 is summed per %1.").arg(xp.name, p.name));
    }
    return m;
}

void Recommender::line(int t, const QList<int> &quantities) {
    const ColumnProfile &tp = m_p[t];
    ChartSpec &s = m_r.spec;
    s.type = m_q.requested == ChartType::Area ? ChartType::Area : ChartType::Line;
    s.x = tp.name;
    s.sort = SortOrder::XAscending;
    const int measure = quantities.value(0, -1);
    because(
        measure >= 0
            ? Tr::tr("%1 holds dates, so time runs along the x axis and a line shows how %2 changes.")
                  .arg(tp.name, m_p[measure].name)
            : Tr::tr("%1 holds dates, so time runs along the x axis.").arg(tp.name));
    if (m_q.intent == ChartIntent::Trend && !m_q.requested)
        because(Tr::tr("The question asks about a trend (\"%1\").").arg(m_q.cue));
    if (tp.writtenDates)
        because(Tr::tr("%1 holds dates written in more than one format; each is read as a date.")
                    .arg(tp.name));

    int tooMany = -1;
    const int series = seriesCandidate(t, m_o.maxSeries, &tooMany);
    if (series >= 0) {
        s.series = m_p[series].name;
        because(Tr::tr("%1 has %2 values, few enough to draw one line each.")
                    .arg(m_p[series].name, number(m_p[series].distinct)));
    } else if (tooMany >= 0) {
        because(
            Tr::tr("%1 has %2 values, too many for one line each, so the lines are not split by it.")
                .arg(m_p[tooMany].name, number(m_p[tooMany].distinct)));
    }
    lineBuckets(t, measure, series);
    if (quantities.size() > 1)
        because(Tr::tr("%1 is another measure; add it as a second measure to compare.")
                    .arg(m_p[quantities[1]].name));
}

// Fine-grained instants are bucketed into a coarser grain: too many points, or many rows per
// instant (raw events). Only real dates the database can read are truncated; years and
// "2024-03" already are buckets.
void Recommender::lineBuckets(int t, int measure, int series) {
    const ColumnProfile &tp = m_p[t];
    ChartSpec &s = m_r.spec;
    const bool truncatable =
        tp.temporal == TemporalKind::Date || tp.temporal == TemporalKind::DateTime;
    const bool repeats = combinationRepeats(m_sample, t, series);
    if (truncatable && (tp.distinct > m_o.maxLinePoints || (repeats && tp.distinct > 31))) {
        const double days = (tp.max - tp.min) / 86400000.0;
        db::TimeGrain grain = db::TimeGrain::Year;
        if (days <= 3)
            grain = db::TimeGrain::Hour;
        else if (days <= 120)
            grain = db::TimeGrain::Day;
        else if (days <= 730)
            grain = db::TimeGrain::Week;
        else if (days <= 365 * 15)
            grain = db::TimeGrain::Month;
        // Dates grouped by day or hour would not change: the query groups by the date already.
        const bool noChange = (grain == db::TimeGrain::Hour || grain == db::TimeGrain::Day) &&
                              tp.temporal == TemporalKind::Date;
        if (tp.writtenDates) {
            because(Tr::tr("%1 holds dates written in several formats, which the database cannot "
                           "group by %2, so every date is drawn.")
                        .arg(tp.name, db::timeGrainKey(grain)));
        } else if (!noChange) {
            s.timeBucketing = true;
            s.grain = grain;
            because(Tr::tr("%1 has %2 distinct instants over %3 days; they are grouped by %4 so the "
                           "line stays readable.")
                        .arg(tp.name, number(tp.distinct), number(qint64(days)),
                             db::timeGrainKey(grain)));
        }
    }
    if (!s.timeBucketing) {
        bool rollsUp = true;
        s.y = {measureFor(measure, t, series, &rollsUp)};
        if (measure < 0)
            because(Tr::tr("There is no measure, so the line counts rows per %1.").arg(tp.name));
        return;
    }
    Measure m;
    if (measure < 0) {
        m.aggregation = Aggregation::Count;
        because(Tr::tr("There is no measure, so the line counts rows per %1.")
                    .arg(db::timeGrainKey(s.grain)));
    } else {
        const ColumnProfile &mp = m_p[measure];
        m.column = mp.name;
        m.aggregation =
            mp.additivity == Additivity::NotAdditive ? Aggregation::Avg : Aggregation::Sum;
        because(m.aggregation == Aggregation::Avg
                    ? Tr::tr("%1 does not add up (an average, level or rate), so it is averaged "
                             "per %2.")
                          .arg(mp.name, db::timeGrainKey(s.grain))
                    : Tr::tr("%1 is summed per %2.").arg(mp.name, db::timeGrainKey(s.grain)));
    }
    s.y = {m};
}

// A line along a dimension that is not continuous time: asked for by name, or a trend over an
// ordered dimension (weekdays, months of the year, levels).
void Recommender::alongOrder(int x, const QList<int> &quantities, ChartType type) {
    const ColumnProfile &xp = m_p[x];
    ChartSpec &s = m_r.spec;
    s.type = type == ChartType::Area ? ChartType::Area : ChartType::Line;
    s.x = xp.name;
    s.sort = SortOrder::XAscending;
    if (m_q.requested)
        because(Tr::tr("The question asks for a %1.").arg(chartTypeNoun(s.type)));
    else
        because(Tr::tr("The question asks about a trend (\"%1\") and %2 is ordered, so a line "
                       "follows it.")
                    .arg(m_q.cue, xp.name));
    int tooMany = -1;
    const int series = combinationRepeats(m_sample, x) ? seriesCandidate(x, m_o.maxSeries, &tooMany)
                                                       : -1;
    if (series >= 0) {
        s.series = m_p[series].name;
        because(Tr::tr("%1 has %2 values, few enough to draw one line each.")
                    .arg(m_p[series].name, number(m_p[series].distinct)));
    }
    bool rollsUp = true;
    const int measure = quantities.value(0, -1);
    s.y = {measureFor(measure, x, series, &rollsUp)};
    if (measure < 0)
        because(Tr::tr("There is no measure, so the line counts rows per %1.").arg(xp.name));
}

void Recommender::scatter(int a, int b) {
    ChartSpec &s = m_r.spec;
    s.type = ChartType::Scatter;
    s.x = m_p[a].name;
    s.y = {Measure{m_p[b].name, Aggregation::None, {}}};
    if (m_q.requested == ChartType::Scatter)
        because(Tr::tr("The question asks for a %1.").arg(chartTypeNoun(ChartType::Scatter)));
    else if (m_q.intent == ChartIntent::Relationship)
        because(Tr::tr("The question asks how measures relate (\"%1\").").arg(m_q.cue));
    because(Tr::tr("%1 and %2 are both numbers, so a scatter plot shows how they relate.")
                .arg(m_p[a].name, m_p[b].name));
    int tooMany = -1;
    const int series = seriesCandidate(-1, m_o.maxSeries, &tooMany);
    if (series >= 0) {
        s.series = m_p[series].name;
        because(Tr::tr("Points are coloured by %1 (%2 values).")
                    .arg(m_p[series].name, number(m_p[series].distinct)));
    }
}

} // namespace assay::charts::rules
