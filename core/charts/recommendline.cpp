// The recommender's lines (a measure over time or along an order) and scatters, and what they
// share with bars: how the series are limited and how a measure is aggregated.

#include "chartstr.h"
#include "recommenderrules.h"

#include <QCoreApplication>

namespace assay::charts::rules {

Aggregation Recommender::aggregationFor(int measure, int x, int series) const {
    if (measure < 0)
        return Aggregation::Count;
    if (!repeats(x, series))
        return Aggregation::Sum; // one value per point: its "sum" is the value itself
    return m_p[measure].additivity == Additivity::NotAdditive ? Aggregation::Avg : Aggregation::Sum;
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
    m.aggregation = aggregationFor(measure, x, series);
    if (!repeats(x, series)) {
        // One row per point: the "sum" of one value is the value, so label it as itself.
        m.label = p.name;
        *rollsUp = p.additivity != Additivity::NotAdditive;
        because(Tr::tr("Each %1 appears once, so %2 is drawn as it is.")
                    .arg(series >= 0 ? xp.name + QStringLiteral("/") + m_p[series].name : xp.name,
                         p.name));
    } else if (m.aggregation == Aggregation::Avg) {
        *rollsUp = false;
        because(Tr::tr("%1 repeats and %2 does not add up (an average, level or rate), so it is "
                       "averaged per %1.")
                    .arg(xp.name, p.name));
    } else {
        because(Tr::tr("%1 repeats, so %2 is summed per %1.").arg(xp.name, p.name));
    }
    return m;
}

// The series column of a line or bars; past the colours a chart can tell apart, the largest
// few are drawn and the rest added up as Other (or left out when the measure does not add up).
void Recommender::splitSeries(int series, bool tooMany, const Measure &m) {
    ChartSpec &s = m_r.spec;
    const ColumnProfile &sp = m_p[series];
    s.series = sp.name;
    if (!tooMany)
        return;
    s.seriesLimit = m_o.seriesTop;
    because(canRollUp(m.aggregation)
                ? Tr::tr("%1 has %2 values, too many to tell apart: the %3 largest are drawn and "
                         "the rest added up as Other.")
                      .arg(sp.name, number(sp.distinct), number(m_o.seriesTop))
                : Tr::tr("%1 has %2 values, too many to tell apart: the %3 largest are drawn; the "
                         "rest are left out because %4 cannot be added up.")
                      .arg(sp.name, number(sp.distinct), number(m_o.seriesTop), m.displayName()));
}

void Recommender::line(const ShapeReading &r) {
    const int t = r.x;
    const ColumnProfile &tp = m_p[t];
    ChartSpec &s = m_r.spec;
    s.type = m_q.requested == ChartType::Area ? ChartType::Area : ChartType::Line;
    s.x = tp.name;
    s.sort = SortOrder::XAscending;
    const int measure = r.measures.value(0, -1);
    const QString what = measure >= 0 ? m_p[measure].name : Tr::tr("the number of rows");
    if (r.shape == ResultShape::TimeByCategory)
        because(why(r.shape, {tp.name, m_p[r.series].name, number(m_p[r.series].distinct)},
                    {tp.name, m_p[r.series].name}));
    else if (r.shape == ResultShape::TimeMeasures)
        because(why(r.shape, {tp.name, what, m_p[r.measures[1]].name}));
    else
        because(why(r.shape, {tp.name, what}));
    if (m_q.intent == ChartIntent::Trend && !m_q.requested)
        because(Tr::tr("The question asks about a trend (\"%1\").").arg(m_q.cue));
    if (tp.writtenDates)
        because(Tr::tr("%1 holds dates written in more than one format; each is read as a date.")
                    .arg(tp.name));
    lineBuckets(t, measure, r.series);
    if (r.series >= 0)
        splitSeries(r.series, r.tooManySeries, s.y.value(0));
    if (r.shape == ResultShape::TimeMeasures) {
        const ColumnProfile &p = m_p[r.measures[1]];
        Measure second;
        second.column = p.name;
        if (s.timeBucketing) {
            second.aggregation =
                p.additivity == Additivity::NotAdditive ? Aggregation::Avg : Aggregation::Sum;
        } else {
            second.aggregation = aggregationFor(r.measures[1], t, -1);
            if (!repeats(t))
                second.label = p.name;
        }
        s.y << second;
        return;
    }
    const QList<int> quantities = withRole(ColumnRole::Quantitative);
    if (quantities.size() > 1 && r.series < 0)
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
    if (m_typesOnly) {
        // Unread dates may be many: a month is the usual grain of a first look.
        s.timeBucketing = truncatable;
        s.grain = db::TimeGrain::Month;
    }
    const bool many = !m_typesOnly && (tp.distinct > m_o.maxLinePoints ||
                                       (repeats(t, series) && tp.distinct > 31));
    if (truncatable && many) {
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
                        .arg(tp.name, timeGrainName(grain)));
        } else if (!noChange) {
            s.timeBucketing = true;
            s.grain = grain;
            because(Tr::tr("%1 has %2 distinct instants over %3 days; they are grouped by %4 so the "
                           "line stays readable.")
                        .arg(tp.name, number(tp.distinct), number(qint64(days)),
                             timeGrainName(grain)));
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
                    .arg(timeGrainName(s.grain)));
    } else {
        const ColumnProfile &mp = m_p[measure];
        m.column = mp.name;
        m.aggregation =
            mp.additivity == Additivity::NotAdditive ? Aggregation::Avg : Aggregation::Sum;
        because(m.aggregation == Aggregation::Avg
                    ? Tr::tr("%1 does not add up (an average, level or rate), so it is averaged "
                             "per %2.")
                          .arg(mp.name, timeGrainName(s.grain))
                    : Tr::tr("%1 is summed per %2.").arg(mp.name, timeGrainName(s.grain)));
    }
    s.y = {m};
}

// A line along a dimension that is not continuous time: asked for by name, or a trend over an
// ordered dimension (weekdays, months of the year, levels).
void Recommender::alongOrder(const ShapeReading &r, const QList<int> &quantities, ChartType type) {
    const int x = r.x;
    const ColumnProfile &xp = m_p[x];
    ChartSpec &s = m_r.spec;
    s.type = type == ChartType::Area ? ChartType::Area : ChartType::Line;
    s.x = xp.name;
    s.sort = SortOrder::XAscending;
    if (m_q.requested)
        because(Tr::tr("The question asks for a %1.").arg(chartTypeNoun(s.type)));
    else if (r.shape == ResultShape::Hours)
        because(why(r.shape, {xp.name}));
    else
        because(why(ResultShape::OrderedTrend, {m_q.cue, xp.name}));
    bool tooMany = false;
    const int series = m_typesOnly || combinationRepeats(m_sample, x) ? seriesFor(x, &tooMany) : -1;
    bool rollsUp = true;
    const int measure = quantities.value(0, -1);
    s.y = {measureFor(measure, x, series, &rollsUp)};
    if (series >= 0) {
        splitSeries(series, tooMany, s.y.first());
        if (!m_typesOnly)
            because(Tr::tr("%1 has %2 values, few enough to draw one line each.")
                        .arg(m_p[series].name, number(m_p[series].distinct)));
    }
    if (measure < 0)
        because(Tr::tr("There is no measure, so the line counts rows per %1.").arg(xp.name));
}

void Recommender::scatter(const ShapeReading &r) {
    ChartSpec &s = m_r.spec;
    const ColumnProfile &a = m_p[r.measures[0]];
    const ColumnProfile &b = m_p[r.measures[1]];
    s.type = ChartType::Scatter;
    s.x = a.name;
    s.y = {Measure{b.name, Aggregation::None, {}}};
    switch (r.shape) {
    case ResultShape::Related:
        if (m_q.requested == ChartType::Scatter) {
            because(Tr::tr("The question asks for a %1.").arg(chartTypeNoun(ChartType::Scatter)));
            because(why(ResultShape::TwoMeasures, {a.name, b.name}));
        } else {
            because(why(r.shape, {a.name, b.name, m_q.cue}));
        }
        break;
    case ResultShape::ManyEntities:
        because(why(r.shape, {m_p[r.x].name, number(m_p[r.x].distinct), b.name, a.name}));
        break;
    case ResultShape::Observations:
        because(why(r.shape, {a.name, b.name, m_p[r.series].name}));
        s.series = m_p[r.series].name;
        return;
    default:
        because(why(ResultShape::TwoMeasures, {a.name, b.name}));
        break;
    }
    bool tooMany = false;
    const int series = seriesFor(-1, &tooMany);
    if (series >= 0 && !tooMany) {
        s.series = m_p[series].name;
        because(m_typesOnly ? Tr::tr("Points are coloured by %1.").arg(m_p[series].name)
                            : Tr::tr("Points are coloured by %1 (%2 values).")
                                  .arg(m_p[series].name, number(m_p[series].distinct)));
    }
}

} // namespace assay::charts::rules
