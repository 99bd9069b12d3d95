#include "recommender.h"
#include "chartstr.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

namespace assay::charts {
namespace {

QString number(qint64 n) {
    return QLocale().toString(n);
}

// Whether some value of column a (with the same value of column b, when given) occurs twice:
// then the chart has to aggregate per x instead of drawing each row.
bool combinationRepeats(const ResultSample &s, int a, int b = -1) {
    QSet<QString> seen;
    for (const db::Row &row : s.rows) {
        QString key = row.value(a).toString();
        if (b >= 0)
            key += QChar(0x1f) + row.value(b).toString();
        if (seen.contains(key))
            return true;
        seen.insert(key);
    }
    return false;
}

class Recommender {
public:
    Recommender(const ResultSample &sample, const QList<ColumnProfile> &profiles,
                const RecommendOptions &options)
        : m_sample(sample)
        , m_p(profiles)
        , m_o(options) {}

    Recommendation run();

private:
    QList<int> withRole(ColumnRole role) const {
        QList<int> out;
        for (int i = 0; i < m_p.size(); ++i) {
            if (m_p[i].role == role && m_p[i].nonNull > 0)
                out << i;
        }
        return out;
    }
    // A categorical column other than `except` with 2..max values, for series.
    int seriesCandidate(int except, int max, int *tooMany) const;
    Measure measureFor(int measure, int x, int series, bool *rollsUp);
    void table(const QString &why);
    void line(int t, const QList<int> &quantities, const QList<int> &categories);
    void bars(int x, const QList<int> &quantities, const QList<int> &categories);
    void scatter(int a, int b, const QList<int> &categories);
    void because(const QString &reason) { m_r.reasons << reason; }

    const ResultSample &m_sample;
    const QList<ColumnProfile> &m_p;
    const RecommendOptions &m_o;
    Recommendation m_r;
};

int Recommender::seriesCandidate(int except, int max, int *tooMany) const {
    *tooMany = -1;
    for (int i : withRole(ColumnRole::Categorical)) {
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

void Recommender::table(const QString &why) {
    m_r.spec = ChartSpec();
    m_r.spec.type = ChartType::Table;
    because(why);
}

void Recommender::line(int t, const QList<int> &quantities, const QList<int> &categories) {
    Q_UNUSED(categories);
    const ColumnProfile &tp = m_p[t];
    ChartSpec &s = m_r.spec;
    s.type = ChartType::Line;
    s.x = tp.name;
    s.sort = SortOrder::XAscending;
    const int measure = quantities.value(0, -1);
    because(
        measure >= 0
            ? Tr::tr("%1 holds dates, so time runs along the x axis and a line shows how %2 changes.")
                  .arg(tp.name, m_p[measure].name)
            : Tr::tr("%1 holds dates, so time runs along the x axis.").arg(tp.name));

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

    // Bucket fine-grained instants into a coarser grain: too many points, or many rows per
    // instant (raw events). Only real dates can be truncated; years and "2024-03" already are.
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
        if (!((grain == db::TimeGrain::Hour || grain == db::TimeGrain::Day) &&
              tp.temporal == TemporalKind::Date)) {
            s.timeBucketing = true;
            s.grain = grain;
            because(Tr::tr("%1 has %2 distinct instants over %3 days; they are grouped by %4 so the "
                       "line stays readable.")
                        .arg(tp.name, number(tp.distinct), number(qint64(days)),
                             db::timeGrainKey(grain)));
        }
    }
    if (s.timeBucketing) {
        const ColumnProfile *mp = measure >= 0 ? &m_p[measure] : nullptr;
        Measure m;
        if (!mp) {
            m.aggregation = Aggregation::Count;
            because(Tr::tr("There is no measure, so the line counts rows per %1.")
                        .arg(db::timeGrainKey(s.grain)));
        } else {
            m.column = mp->name;
            m.aggregation =
                mp->additivity == Additivity::NotAdditive ? Aggregation::Avg : Aggregation::Sum;
            because(m.aggregation == Aggregation::Avg
                        ? Tr::tr("%1 does not add up (an average, level or rate), so it is averaged "
                             "per %2.")
                              .arg(mp->name, db::timeGrainKey(s.grain))
                        : Tr::tr("%1 is summed per %2.").arg(mp->name, db::timeGrainKey(s.grain)));
        }
        s.y = {m};
    } else {
        bool rollsUp = true;
        s.y = {measureFor(measure, t, series, &rollsUp)};
        if (measure < 0)
            because(Tr::tr("There is no measure, so the line counts rows per %1.").arg(tp.name));
    }
    if (quantities.size() > 1)
        because(Tr::tr("%1 is another measure; add it as a second measure to compare.")
                    .arg(m_p[quantities[1]].name));
}

void Recommender::bars(int x, const QList<int> &quantities, const QList<int> &categories) {
    Q_UNUSED(categories);
    const ColumnProfile &xp = m_p[x];
    ChartSpec &s = m_r.spec;
    s.type = ChartType::Bar;
    s.x = xp.name;
    const int measure = quantities.value(0, -1);
    const int k = xp.distinct;
    if (xp.role == ColumnRole::Identifier)
        because(Tr::tr("%1 identifies each row, so there is one bar per %1.").arg(xp.name));
    else if (xp.role == ColumnRole::Temporal)
        because(Tr::tr("%1 has only %2 dates, too few for a line, so bars compare them.")
                    .arg(xp.name, number(k)));
    else
        because(Tr::tr("%1 is a category with %2 values, so bars compare %3 across them.")
                    .arg(xp.name, number(k),
                         measure >= 0 ? m_p[measure].name : Tr::tr("the number of rows")));

    // A second category splits the bars when each x has several of its values.
    int series = -1;
    int tooMany = -1;
    if (combinationRepeats(m_sample, x))
        series = seriesCandidate(x, m_o.maxSeries, &tooMany);
    if (series >= 0)
        s.series = m_p[series].name;

    bool rollsUp = true;
    Measure m = measureFor(measure, x, series, &rollsUp);
    if (measure < 0)
        because(Tr::tr("There is no measure, so the bars count rows per %1.").arg(xp.name));
    s.y = {m};
    if (quantities.size() > 1)
        because(Tr::tr("%1 is another measure; add it as a second measure to compare.")
                    .arg(m_p[quantities[1]].name));

    const bool ordinal =
        xp.role == ColumnRole::Temporal || (xp.role == ColumnRole::Categorical && xp.numeric);
    const bool addsUp = measure < 0 || (m_p[measure].additivity == Additivity::Additive && rollsUp);
    const bool nonNegative = measure < 0 || m_p[measure].nonNegative;

    if (series >= 0) {
        s.stacked = addsUp && nonNegative;
        because(s.stacked ? Tr::tr("%1 has %2 values: the bars are stacked by it, because the parts "
                               "add up to each total.")
                                .arg(m_p[series].name, number(m_p[series].distinct))
                          : Tr::tr("%1 has %2 values: the bars are grouped by it side by side.")
                                .arg(m_p[series].name, number(m_p[series].distinct)));
    }

    // Parts of a whole: a measure that adds up, nothing negative, few categories, no series.
    const bool wholeSample = m_sample.isWhole();
    if (series < 0 && addsUp && nonNegative && xp.role == ColumnRole::Categorical && k >= 2 &&
        k <= m_o.maxPieSlices && wholeSample) {
        s.type = ChartType::Pie;
        s.sort = SortOrder::YDescending;
        because(
            Tr::tr("%1 adds up across only %2 values of %3, none negative, so a pie shows each one's "
               "share of the total.")
                .arg(measure >= 0 ? m_p[measure].name : Tr::tr("The row count"), number(k), xp.name));
        return;
    }

    s.sort = ordinal ? SortOrder::XAscending : SortOrder::YDescending;
    because(ordinal ? Tr::tr("The bars keep the order of %1.").arg(xp.name)
                    : Tr::tr("The bars are sorted largest first."));
    if (k > m_o.maxBars) {
        s.limit = m_o.topN;
        if (!ordinal)
            s.sort = SortOrder::YDescending;
        if (canRollUp(m.aggregation) && addsUp) {
            s.otherBucket = true;
            because(
                Tr::tr("%1 has %2 values: the %3 largest are shown and the rest are added up as Other.")
                    .arg(xp.name, number(k), number(m_o.topN)));
        } else {
            because(Tr::tr("%1 has %2 values: the %3 largest are shown; the rest are left out because "
                       "%4 cannot be added up into "
                       "an Other bar.")
                        .arg(xp.name, number(k), number(m_o.topN), m.displayName()));
        }
    }
}

void Recommender::scatter(int a, int b, const QList<int> &categories) {
    Q_UNUSED(categories);
    ChartSpec &s = m_r.spec;
    s.type = ChartType::Scatter;
    s.x = m_p[a].name;
    s.y = {Measure{m_p[b].name, Aggregation::None, {}}};
    because(Tr::tr("%1 and %2 are both measures, so a scatter plot shows how they relate.")
                .arg(m_p[a].name, m_p[b].name));
    int tooMany = -1;
    const int series = seriesCandidate(-1, m_o.maxSeries, &tooMany);
    if (series >= 0) {
        s.series = m_p[series].name;
        because(Tr::tr("Points are coloured by %1 (%2 values).")
                    .arg(m_p[series].name, number(m_p[series].distinct)));
    }
}

Recommendation Recommender::run() {
    m_r.columns = m_p;
    if (m_sample.columns.isEmpty() || m_sample.rows.isEmpty()) {
        table(Tr::tr("The result has no rows to draw."));
        return m_r;
    }
    if (m_sample.rows.size() == 1) {
        table(Tr::tr("The result is a single row: its values read best as they are."));
        return m_r;
    }
    const QList<int> temporal = withRole(ColumnRole::Temporal);
    const QList<int> quantities = withRole(ColumnRole::Quantitative);
    const QList<int> categories = withRole(ColumnRole::Categorical);
    const QList<int> identifiers = withRole(ColumnRole::Identifier);

    // Time first: a measure (or a count) over at least three instants is a trend.
    for (int t : temporal) {
        if (m_p[t].distinct >= 3) {
            line(t, quantities, categories);
            return m_r;
        }
    }
    // The dimension for bars: the first category (SQL authors put it first), else an
    // identifier, else dates too few for a line.
    int x = -1;
    for (int c : categories) {
        if (m_p[c].distinct >= 2) {
            x = c;
            break;
        }
    }
    if (x < 0 && !identifiers.isEmpty() && m_p[identifiers.first()].distinct >= 2)
        x = identifiers.first();
    if (x < 0 && !temporal.isEmpty() && m_p[temporal.first()].distinct >= 2)
        x = temporal.first();

    // Two measures with no dimension worth grouping by: how they relate.
    // (A category that names every row, with too many rows for bars, is only a label.)
    if (quantities.size() >= 2) {
        const bool labelsOnly = x >= 0 && m_p[x].isUnique() && m_p[x].distinct > m_o.maxBars;
        if (x < 0 || labelsOnly) {
            scatter(quantities[0], quantities[1], categories);
            if (labelsOnly)
                because(Tr::tr("%1 names every row (%2 of them), too many for bars.")
                            .arg(m_p[x].name, number(m_p[x].distinct)));
            return m_r;
        }
    }
    if (x >= 0) {
        if (quantities.isEmpty() && !combinationRepeats(m_sample, x)) {
            table(Tr::tr("Every row has a different %1 and there is nothing to measure, so a table "
                     "shows them best.")
                      .arg(m_p[x].name));
            return m_r;
        }
        bars(x, quantities, categories);
        return m_r;
    }
    if (quantities.size() == 1) {
        table(Tr::tr("%1 is the only column: a list of numbers reads best as a table (the schema's "
                 "column menu shows its distribution).")
                  .arg(m_p[quantities.first()].name));
        return m_r;
    }
    table(Tr::tr("No column is a category, a date or a measure, so the result is shown as a table."));
    return m_r;
}

} // namespace

Recommendation recommendChart(const ResultSample &sample, const QList<ColumnProfile> &profiles,
                              const RecommendOptions &options) {
    Recommendation r = Recommender(sample, profiles, options).run();
    // Measures whose numbers are stored as text are converted by the chart query.
    for (Measure &m : r.spec.y) {
        for (const ColumnProfile &p : profiles) {
            if (p.name == m.column && p.type == db::ValueType::Text && p.numeric)
                m.fromText = true;
        }
    }
    if (!sample.isWhole() && r.spec.type != ChartType::Table)
        r.reasons << Tr::tr("Judged from the first %1 of %2 rows.")
                         .arg(number(sample.rows.size()), number(sample.totalRows));
    // The rules must never produce a chart the cell cannot run.
    if (r.spec.type != ChartType::Table) {
        const QString problem = validateSpec(r.spec, sample.columns);
        if (!problem.isEmpty()) {
            Recommendation t;
            t.columns = r.columns;
            t.spec.type = ChartType::Table;
            t.reasons << Tr::tr("No chart fits: %1")
                             .arg(problem);
            r = t;
        }
    }
    r.spec.reasons = r.reasons;
    return r;
}

Recommendation recommendChart(const ResultSample &sample, const RecommendOptions &options,
                              const RoleHints &hints) {
    return recommendChart(sample, profileColumns(sample, hints), options);
}

Recommendation recommendFromTypes(const QList<db::ResultColumn> &columns, const RoleHints &hints) {
    Recommendation r;
    ResultSample empty;
    empty.columns = columns;
    r.columns = profileColumns(empty, hints);
    const ColumnProfile *time = nullptr, *category = nullptr, *first = nullptr;
    for (ColumnProfile &p : r.columns) {
        // Without values, a text column is a category and a numeric one a measure.
        if (p.role == ColumnRole::Categorical && p.type != db::ValueType::Text &&
            p.type != db::ValueType::Boolean && p.type != db::ValueType::Unknown)
            continue;
        if (p.role == ColumnRole::Temporal && !time)
            time = &p;
        else if ((p.role == ColumnRole::Categorical || p.role == ColumnRole::Identifier) &&
                 !category && p.type != db::ValueType::Unknown)
            category = &p;
        else if (p.role == ColumnRole::Quantitative && p.type != db::ValueType::Unknown && !first)
            first = &p;
    }
    auto measure = [](const ColumnProfile *p) {
        if (!p)
            return Measure{QString(), Aggregation::Count, {}};
        return Measure{p->name,
                       p->additivity == Additivity::NotAdditive ? Aggregation::Avg
                                                                : Aggregation::Sum,
                       {}};
    };
    ChartSpec &s = r.spec;
    if (time) {
        s.type = ChartType::Line;
        s.x = time->name;
        s.y = {measure(first)};
        s.sort = SortOrder::XAscending;
        s.timeBucketing =
            time->temporal == TemporalKind::Date || time->temporal == TemporalKind::DateTime;
        s.grain = db::TimeGrain::Month;
        r.reasons << Tr::tr("%1 holds dates, so a line shows %2 over time.")
                         .arg(time->name, s.y.first().displayName());
    } else if (category) {
        s.type = ChartType::Bar;
        s.x = category->name;
        s.y = {measure(first)};
        s.sort = SortOrder::YDescending;
        s.limit = RecommendOptions().maxBars;
        r.reasons << Tr::tr("%1 is a category, so bars compare %2 across its values (the largest %3).")
                         .arg(category->name, s.y.first().displayName(), number(s.limit));
    } else {
        // Two numbers could be a measure against a code or a key: without values, no scatter.
        s = ChartSpec();
        s.type = ChartType::Table;
        r.reasons << Tr::tr("Without its values no chart can be chosen safely for this result, so it "
                        "is shown as a table.");
    }
    r.reasons << Tr::tr("Chosen from the column types only; run the source cell for a recommendation "
                    "that looks at the values.");
    if (s.type != ChartType::Table && !validateSpec(s, columns).isEmpty()) {
        s = ChartSpec();
        s.type = ChartType::Table;
    }
    s.reasons = r.reasons;
    return r;
}

} // namespace assay::charts
