#include "recommender.h"
#include "chartstr.h"
#include "recommenderrules.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

namespace assay::charts {
namespace rules {

QString number(qint64 n) {
    return QLocale().toString(n);
}

bool combinationRepeats(const ResultSample &s, int a, int b) {
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

Recommender::Recommender(const ResultSample &sample, const QList<ColumnProfile> &profiles,
                         const RecommendOptions &options, const QuestionReading &question)
    : m_sample(sample)
    , m_p(profiles)
    , m_o(options)
    , m_q(question) {}

QList<int> Recommender::withRole(ColumnRole role) const {
    QList<int> out;
    for (int i = 0; i < m_p.size(); ++i) {
        if (m_p[i].role == role && m_p[i].nonNull > 0)
            out << i;
    }
    return out;
}

QList<int> Recommender::dimensions() const {
    QList<int> out;
    for (int i = 0; i < m_p.size(); ++i) {
        const ColumnProfile &p = m_p[i];
        const bool dimension = p.role == ColumnRole::Categorical || p.role == ColumnRole::Ordinal ||
                               (p.role == ColumnRole::Temporal && !p.isContinuousTime());
        if (dimension && p.distinct >= 2)
            out << i;
    }
    return out;
}

bool Recommender::allEmpty() const {
    for (const ColumnProfile &p : m_p) {
        if (p.nonNull > 0)
            return false;
    }
    return true;
}

// "SELECT age, COUNT(*) ... GROUP BY age": the first column is a number, different on every
// row, and another column is an aggregate. Then the number is the dimension the rows were
// grouped by (an ordered one), not a second measure to plot against the first.
int Recommender::groupedNumber() const {
    if (m_p.size() < 2 || m_p[0].role != ColumnRole::Quantitative || !m_p[0].isUnique() ||
        nameIsAggregate(m_p[0].name))
        return -1;
    for (int i = 1; i < m_p.size(); ++i) {
        if (m_p[i].role == ColumnRole::Quantitative && nameIsAggregate(m_p[i].name))
            return 0;
    }
    return -1;
}

QList<int> Recommender::numericColumns() const {
    QList<int> out = withRole(ColumnRole::Quantitative);
    if (out.size() >= 2)
        return out;
    for (int i = 0; i < m_p.size(); ++i) {
        const bool label = m_p[i].role == ColumnRole::Identifier || m_p[i].role == ColumnRole::Ordinal;
        if (label && m_p[i].numeric && m_p[i].nonNull > 0 && !out.contains(i))
            out << i;
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool Recommender::wantsLine(int t) const {
    const int k = m_p[t].distinct;
    if (m_q.requested)
        return *m_q.requested == ChartType::Line || *m_q.requested == ChartType::Area;
    // Each date once, too few to group by a coarser grain, and nothing to measure: a line of
    // ones says nothing (a table lists them).
    if (withRole(ColumnRole::Quantitative).isEmpty() && !combinationRepeats(m_sample, t) &&
        k <= m_o.maxLinePoints)
        return false;
    const ChartIntent i = m_q.intent;
    if ((i == ChartIntent::Compare || i == ChartIntent::Share || i == ChartIntent::Distribution) &&
        k <= m_o.maxBars)
        return false;
    return k >= (i == ChartIntent::Trend ? 2 : 3);
}

bool Recommender::wantsScatter(const QList<int> &quantities, int x) const {
    if (quantities.size() < 2)
        return false;
    if (x < 0)
        return true;
    const ColumnProfile &xp = m_p[x];
    const bool label = xp.role == ColumnRole::Categorical || xp.role == ColumnRole::Identifier;
    // A label per row, too many for bars: the label only names the points.
    if (label && xp.isUnique() && xp.distinct > m_o.maxBars)
        return true;
    // Raw observations (no measure is an aggregate) of one category that repeats: each row is
    // a point, and averaging them per category would hide how the measures relate.
    const bool raw = std::none_of(quantities.begin(), quantities.end(),
                                  [this](int q) { return nameIsAggregate(m_p[q].name); });
    return xp.role == ColumnRole::Categorical && raw && dimensions().size() == 1 &&
           xp.distinct <= m_o.maxSeries && rules::combinationRepeats(m_sample, x);
}

int Recommender::chooseDimension(const QList<int> &dims, const QList<int> &identifiers,
                                 const QList<int> &times) const {
    // Time the question wanted as bars (compare years, shares per month) stays the x axis.
    if (!times.isEmpty() && m_p[times.first()].distinct >= 3)
        return times.first();
    // Otherwise the first category (SQL authors put it first), then an identifier, then dates
    // too few for a line.
    if (!dims.isEmpty())
        return dims.first();
    if (!identifiers.isEmpty() && m_p[identifiers.first()].distinct >= 2)
        return identifiers.first();
    if (!times.isEmpty())
        return times.first();
    return -1;
}

void Recommender::table(const QString &why) {
    m_r.spec = ChartSpec();
    m_r.spec.type = ChartType::Table;
    because(why);
}

Recommendation Recommender::run() {
    m_r.columns = m_p;
    if (m_sample.columns.isEmpty() || m_sample.rows.isEmpty()) {
        table(Tr::tr("The result has no rows to draw."));
        return m_r;
    }
    if (allEmpty()) {
        table(Tr::tr("Every value in the result is empty (NULL), so there is nothing to draw."));
        return m_r;
    }
    if (m_sample.rows.size() == 1) {
        table(Tr::tr("The result is a single row: its values read best as they are."));
        return m_r;
    }
    if (const int g = groupedNumber(); g >= 0) {
        m_p[g].role = ColumnRole::Ordinal;
        m_p[g].additivity = Additivity::NotAdditive;
        because(Tr::tr("%1 differs on every row beside an aggregate, so the rows were grouped by "
                       "it: it is an ordered dimension, not a measure.")
                    .arg(m_p[g].name));
    }
    QList<int> times;
    for (int t : withRole(ColumnRole::Temporal)) {
        if (m_p[t].isContinuousTime() && m_p[t].distinct >= 2)
            times << t;
    }
    const QList<int> quantities = withRole(ColumnRole::Quantitative);
    const QList<int> dims = dimensions();
    const QList<int> identifiers = withRole(ColumnRole::Identifier);

    const QList<int> numeric = numericColumns();
    const bool relate = m_q.requested ? *m_q.requested == ChartType::Scatter
                                      : m_q.intent == ChartIntent::Relationship;
    if (relate && numeric.size() >= 2) {
        scatter(numeric[0], numeric[1]);
        return m_r;
    }
    for (int t : times) {
        if (wantsLine(t)) {
            line(t, quantities);
            return m_r;
        }
    }
    const int x = chooseDimension(dims, identifiers, times);
    if (!m_q.requested && wantsScatter(quantities, x)) {
        scatter(quantities[0], quantities[1]);
        if (x >= 0 && m_p[x].isUnique())
            because(Tr::tr("%1 names every row (%2 of them), too many for bars.")
                        .arg(m_p[x].name, number(m_p[x].distinct)));
        return m_r;
    }
    if (x >= 0) {
        if (quantities.isEmpty() && !rules::combinationRepeats(m_sample, x) && !m_q.requested) {
            table(Tr::tr("Every row has a different %1 and there is nothing to measure, so a table "
                         "shows them best.")
                      .arg(m_p[x].name));
            return m_r;
        }
        const bool lineAsked = m_q.requested ? (*m_q.requested == ChartType::Line ||
                                                *m_q.requested == ChartType::Area)
                                             : m_q.intent == ChartIntent::Trend && m_p[x].isOrdered();
        if (lineAsked) {
            alongOrder(x, quantities, m_q.requested.value_or(ChartType::Line));
            return m_r;
        }
        bars(x, quantities);
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

} // namespace rules

Recommendation recommendChart(const ResultSample &sample, const QList<ColumnProfile> &profiles,
                              const RecommendOptions &options, const QuestionReading &question) {
    Recommendation r = rules::Recommender(sample, profiles, options, question).run();
    // Measures whose numbers are stored as text are converted by the chart query.
    for (Measure &m : r.spec.y) {
        for (const ColumnProfile &p : profiles) {
            if (p.name == m.column && p.type == db::ValueType::Text && p.numeric)
                m.fromText = true;
        }
    }
    if (!sample.isWhole() && r.spec.type != ChartType::Table)
        r.reasons << Tr::tr("Judged from the first %1 of %2 rows.")
                         .arg(rules::number(sample.rows.size()), rules::number(sample.totalRows));
    // The rules must never produce a chart the cell cannot run.
    if (r.spec.type != ChartType::Table) {
        const QString problem = validateSpec(r.spec, sample.columns);
        if (!problem.isEmpty()) {
            Recommendation t;
            t.columns = r.columns;
            t.spec.type = ChartType::Table;
            t.reasons << Tr::tr("No chart fits: %1").arg(problem);
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
                         .arg(category->name, s.y.first().displayName(), rules::number(s.limit));
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
