// The recommender's first half: what the data and the question are, read as one row of the rule
// table (chartrules.h). The charts themselves are drawn in recommendline.cpp and
// recommendbars.cpp.

#include "recommender.h"
#include "chartrequest.h"
#include "chartstr.h"
#include "recommenderrules.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace assay::charts {
namespace rules {
namespace {

// Periods few enough to compare side by side (2024 vs 2025) rather than follow as a line.
constexpr int MaxComparedPeriods = 4;

} // namespace

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
                         const RecommendOptions &options, const QuestionReading &question,
                         bool typesOnly)
    : m_sample(sample)
    , m_p(profiles)
    , m_o(options)
    , m_q(question)
    , m_typesOnly(typesOnly) {}

bool Recommender::present(int i) const {
    return m_typesOnly || m_p[i].nonNull > 0;
}

QList<int> Recommender::withRole(ColumnRole role) const {
    QList<int> out;
    for (int i = 0; i < m_p.size(); ++i) {
        if (m_p[i].role == role && present(i))
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
        if (dimension && (m_typesOnly || p.distinct >= 2))
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
// From types alone the same reading holds without the uniqueness: a plain number first and an
// aggregate beside it.
int Recommender::groupedNumber() const {
    if (m_p.size() < 2 || m_p[0].role != ColumnRole::Quantitative ||
        (!m_typesOnly && !m_p[0].isUnique()) || nameIsAggregate(m_p[0].name))
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
        if (label && m_p[i].numeric && present(i) && !out.contains(i))
            out << i;
    }
    std::sort(out.begin(), out.end());
    return out;
}

// From types alone, a result with an aggregate is one row per group (nothing repeats); raw
// rows may repeat anything.
bool Recommender::repeats(int x, int series) const {
    if (!m_typesOnly)
        return combinationRepeats(m_sample, x, series);
    for (const ColumnProfile &p : m_p) {
        if (p.role == ColumnRole::Quantitative && nameIsAggregate(p.name))
            return false;
    }
    return true;
}

bool Recommender::fewPeriods(int t) const {
    const ColumnProfile &p = m_p[t];
    return !m_typesOnly && p.isContinuousTime() && p.distinct >= 2 &&
           p.distinct <= std::min(MaxComparedPeriods, m_o.maxSeries);
}

// Two measures share an axis when neither dwarfs the other (within ten times) and they state
// the same unit, or none: revenue and cost, not revenue and order count.
bool Recommender::sameScale(int a, int b) const {
    const ColumnProfile &pa = m_p[a];
    const ColumnProfile &pb = m_p[b];
    if (m_typesOnly || pa.unit != pb.unit || nameIsAggregate(pa.name) != nameIsAggregate(pb.name))
        return false;
    const double ma = std::max(std::abs(pa.min), std::abs(pa.max));
    const double mb = std::max(std::abs(pb.min), std::abs(pb.max));
    return ma > 0 && mb > 0 && std::max(ma, mb) <= 10 * std::min(ma, mb);
}

bool Recommender::wantsLine(int t) const {
    if (m_q.requested)
        return *m_q.requested == ChartType::Line || *m_q.requested == ChartType::Area;
    const ChartIntent i = m_q.intent;
    const bool barsAsked =
        i == ChartIntent::Compare || i == ChartIntent::Share || i == ChartIntent::Distribution;
    if (m_typesOnly)
        return !barsAsked;
    const int k = m_p[t].distinct;
    // Each date once, too few to group by a coarser grain, and nothing to measure: a line of
    // ones says nothing (a table lists them).
    if (withRole(ColumnRole::Quantitative).isEmpty() && !repeats(t) && k <= m_o.maxLinePoints)
        return false;
    if (barsAsked && k <= m_o.maxBars)
        return false;
    return k >= (i == ChartIntent::Trend ? 2 : 3);
}

bool Recommender::wantsScatter(const QList<int> &quantities, int x) const {
    if (quantities.size() < 2)
        return false;
    if (x < 0)
        return true;
    if (m_typesOnly)
        return false;
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
           xp.distinct <= m_o.maxSeries && combinationRepeats(m_sample, x);
}

int Recommender::chooseDimension(const QList<int> &dims, const QList<int> &identifiers,
                                 const QList<int> &times) const {
    // Time the question wanted as bars (compare years, shares per month) stays the x axis.
    if (!times.isEmpty() && (m_typesOnly || m_p[times.first()].distinct >= 3))
        return times.first();
    // Otherwise the first category (SQL authors put it first), then an identifier, then dates
    // too few for a line.
    if (!dims.isEmpty())
        return dims.first();
    if (!identifiers.isEmpty() && (m_typesOnly || m_p[identifiers.first()].distinct >= 2))
        return identifiers.first();
    if (!times.isEmpty())
        return times.first();
    return -1;
}

// The column whose values become series beside x: a category, calendar part or a few periods,
// the one with the fewest values that still fits one colour each; past that, the smallest of
// those with too many (drawn as the largest few and Other).
int Recommender::seriesFor(int x, bool *tooMany) const {
    *tooMany = false;
    QList<int> candidates;
    for (int i : dimensions()) {
        if (i != x)
            candidates << i;
    }
    for (int i = 0; i < m_p.size(); ++i) {
        if (i != x && fewPeriods(i))
            candidates << i;
    }
    if (m_typesOnly)
        return candidates.value(0, -1);
    int fits = -1, over = -1;
    for (int i : std::as_const(candidates)) {
        // A value on every row is a label, not a series.
        if (m_p[i].isUnique())
            continue;
        const int k = m_p[i].distinct;
        if (k >= 2 && k <= m_o.maxSeries && (fits < 0 || k < m_p[fits].distinct))
            fits = i;
        if (k > m_o.maxSeries && (over < 0 || k < m_p[over].distinct))
            over = i;
    }
    if (fits >= 0)
        return fits;
    *tooMany = over >= 0;
    return over;
}

// Of two dimensions, time and other ordered ones go along x; otherwise the one with fewer
// values is the series (a colour each), the other the x axis.
void Recommender::orderAxes(int *x, int *series) const {
    if (*series < 0)
        return;
    const ColumnProfile &xp = m_p[*x];
    const ColumnProfile &sp = m_p[*series];
    const bool periods = fewPeriods(*series);
    bool swap = false;
    if (!xp.isOrdered() && sp.isOrdered() && !periods)
        swap = m_typesOnly || xp.distinct <= m_o.maxSeries;
    else if (!xp.isOrdered() && !sp.isOrdered() && !m_typesOnly)
        swap = sp.distinct > xp.distinct && xp.distinct <= m_o.maxSeries;
    if (swap)
        std::swap(*x, *series);
}

ShapeReading Recommender::readShape() {
    ShapeReading r;
    if (m_sample.columns.isEmpty() || (!m_typesOnly && m_sample.rows.isEmpty())) {
        r.shape = ResultShape::NoRows;
        return r;
    }
    if (!m_typesOnly && allEmpty()) {
        r.shape = ResultShape::AllEmpty;
        return r;
    }
    if (!m_typesOnly && m_sample.rows.size() == 1) {
        r.shape = ResultShape::OneRow;
        return r;
    }
    if (const int g = groupedNumber(); g >= 0) {
        m_p[g].role = ColumnRole::Ordinal;
        m_p[g].additivity = Additivity::NotAdditive;
        because(m_typesOnly ? Tr::tr("%1 stands beside an aggregate, so the rows were grouped by "
                                     "it: it is an ordered dimension, not a measure.")
                                  .arg(m_p[g].name)
                            : Tr::tr("%1 differs on every row beside an aggregate, so the rows were "
                                     "grouped by it: it is an ordered dimension, not a measure.")
                                  .arg(m_p[g].name));
    }
    QList<int> times;
    for (int t : withRole(ColumnRole::Temporal)) {
        if (m_p[t].isContinuousTime() && (m_typesOnly || m_p[t].distinct >= 2))
            times << t;
    }
    const QList<int> quantities = withRole(ColumnRole::Quantitative);
    const QList<int> numeric = numericColumns();
    const bool relate = m_q.requested ? *m_q.requested == ChartType::Scatter
                                      : m_q.intent == ChartIntent::Relationship;
    if (relate && numeric.size() >= 2) {
        r.shape = ResultShape::Related;
        r.measures = {numeric[0], numeric[1]};
        return r;
    }
    if (readTime(times, quantities, &r))
        return r;
    const QList<int> dims = dimensions();
    const int x = chooseDimension(dims, withRole(ColumnRole::Identifier), times);
    if (!m_q.requested && wantsScatter(quantities, x)) {
        r.measures = {quantities[0], quantities[1]};
        r.x = x;
        if (x < 0) {
            r.shape = ResultShape::TwoMeasures;
        } else if (m_p[x].isUnique() && m_p[x].distinct > m_o.maxBars) {
            r.shape = ResultShape::ManyEntities;
        } else {
            r.shape = ResultShape::Observations;
            r.series = x;
        }
        return r;
    }
    if (x >= 0 && readCategory(x, quantities, &r))
        return r;
    r.shape = quantities.size() == 1 ? ResultShape::Numbers : ResultShape::Nothing;
    r.measures = quantities;
    return r;
}

// Time along x: a line (one per category, or per measure), or a few periods compared side by
// side for each category.
bool Recommender::readTime(const QList<int> &times, const QList<int> &quantities,
                           ShapeReading *r) {
    for (int t : times) {
        if (!wantsLine(t))
            continue;
        r->x = t;
        // From types alone a second dimension splits only a measure: two columns of text and a
        // date may as well be one row each.
        r->series = m_typesOnly && quantities.isEmpty() ? -1 : seriesFor(t, &r->tooManySeries);
        r->measures = quantities.mid(0, 1);
        if (r->series >= 0) {
            r->shape = ResultShape::TimeByCategory;
        } else if (quantities.size() >= 2 && sameScale(quantities[0], quantities[1])) {
            r->shape = ResultShape::TimeMeasures;
            r->measures = quantities.mid(0, 2);
        } else {
            r->shape = ResultShape::Time;
        }
        return true;
    }
    if (m_q.requested && *m_q.requested != ChartType::Bar)
        return false;
    for (int t : times) {
        if (!fewPeriods(t))
            continue;
        for (int c : dimensions()) {
            if (c == t || !repeats(c) || m_p[c].distinct < m_p[t].distinct)
                continue;
            r->shape = ResultShape::PeriodsCompared;
            r->x = c;
            r->series = t;
            r->measures = quantities.mid(0, 1);
            return true;
        }
    }
    return false;
}

// A category along x: bars (split by a second dimension, or side by side for two measures), a
// pie for a few parts of a whole, a line when a trend along an order is asked, or a table.
bool Recommender::readCategory(int x, const QList<int> &quantities, ShapeReading *r) {
    const ColumnProfile &xp = m_p[x];
    r->x = x;
    r->measures = quantities.mid(0, 1);
    if (quantities.isEmpty() && !repeats(x) && !m_q.requested) {
        r->shape = ResultShape::Labels;
        return true;
    }
    const bool lineAsked = m_q.requested ? (*m_q.requested == ChartType::Line ||
                                            *m_q.requested == ChartType::Area)
                                         : m_q.intent == ChartIntent::Trend && xp.isOrdered();
    if (lineAsked) {
        r->shape = ResultShape::OrderedTrend;
        return true;
    }
    const int measure = measureForWhole(quantities);
    r->measures = measure >= 0 ? QList<int>{measure} : QList<int>{};
    // A second dimension splits the bars when each x has several of its values; a pie has none.
    const bool mayRepeat = m_typesOnly ? !quantities.isEmpty() : combinationRepeats(m_sample, x);
    if (mayRepeat && m_q.requested != ChartType::Pie) {
        r->series = seriesFor(x, &r->tooManySeries);
        orderAxes(&r->x, &r->series);
    }
    if (r->series >= 0) {
        const bool addsUp = measure < 0 || (m_p[measure].additivity == Additivity::Additive &&
                                             canRollUp(aggregationFor(measure, r->x, r->series)));
        const bool nonNegative = measure < 0 || m_typesOnly || m_p[measure].nonNegative;
        r->shape = fewPeriods(r->series)          ? ResultShape::PeriodsCompared
                   : addsUp && nonNegative        ? ResultShape::PartsByCategory
                                                  : ResultShape::CompareByCategory;
        return true;
    }
    if (quantities.size() >= 2 && !m_q.requested && sameScale(quantities[0], quantities[1]) &&
        xp.distinct <= m_o.maxBars) {
        r->shape = ResultShape::MeasuresByCategory;
        r->measures = quantities.mid(0, 2);
        return true;
    }
    const bool partsAsked = m_q.requested == ChartType::Pie ||
                            (!m_q.requested && m_q.intent == ChartIntent::Share);
    if ((partsAsked || sumsToWhole(measure, x)) && pieRefusal(x, measure).isEmpty()) {
        r->shape = ResultShape::PartsOfWhole;
        return true;
    }
    if (xp.calendar == CalendarPart::HourOfDay && !m_q.requested)
        r->shape = ResultShape::Hours;
    else if (xp.calendar != CalendarPart::None)
        r->shape = ResultShape::Calendar;
    else if (xp.isContinuousTime() && !m_typesOnly && xp.distinct < 3)
        r->shape = ResultShape::FewInstants;
    else
        r->shape = ResultShape::Category;
    return true;
}

QString Recommender::why(ResultShape shape, const QStringList &args,
                         const QStringList &fromTypes) const {
    const ChartRule &rule = chartRule(shape);
    const bool typed = m_typesOnly && rule.whyFromTypes;
    QString text = Tr::tr(typed ? rule.whyFromTypes : rule.why);
    for (const QString &a : typed ? fromTypes : args)
        text = text.arg(a);
    return text;
}

void Recommender::table(const QString &why) {
    m_r.spec = ChartSpec();
    m_r.spec.type = ChartType::Table;
    because(why);
}

void Recommender::draw(const ShapeReading &r) {
    const auto name = [this](int i) { return i >= 0 ? m_p[i].name : QString(); };
    switch (r.shape) {
    case ResultShape::NoRows:
    case ResultShape::AllEmpty:
    case ResultShape::OneRow:
    case ResultShape::Nothing:
        table(why(r.shape, {}));
        return;
    case ResultShape::Labels:
        table(why(r.shape, {name(r.x)}));
        return;
    case ResultShape::Numbers:
        table(why(r.shape, {name(r.measures.value(0, -1))}));
        return;
    case ResultShape::Related:
    case ResultShape::ManyEntities:
    case ResultShape::Observations:
    case ResultShape::TwoMeasures:
        scatter(r);
        return;
    case ResultShape::TimeByCategory:
    case ResultShape::TimeMeasures:
    case ResultShape::Time:
        line(r);
        return;
    case ResultShape::OrderedTrend:
    case ResultShape::Hours:
        alongOrder(r, withRole(ColumnRole::Quantitative), m_q.requested.value_or(ChartType::Line));
        return;
    case ResultShape::PeriodsCompared:
    case ResultShape::PartsByCategory:
    case ResultShape::CompareByCategory:
    case ResultShape::MeasuresByCategory:
    case ResultShape::PartsOfWhole:
    case ResultShape::Calendar:
    case ResultShape::FewInstants:
    case ResultShape::Category:
        bars(r);
        return;
    }
}

Recommendation Recommender::run() {
    m_r.columns = m_p;
    const ShapeReading r = readShape();
    // The shape's reason comes first (the chart cell shows it); what readShape noted follows.
    const QStringList noted = m_r.reasons;
    m_r.reasons.clear();
    draw(r);
    m_r.reasons.append(noted);
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

Recommendation recommendFromTypes(const QList<db::ResultColumn> &columns, const RoleHints &hints,
                                  const QString &question) {
    ResultSample empty;
    empty.columns = columns;
    const QuestionReading q = readQuestion(question);
    const RecommendOptions options;
    Recommendation r =
        rules::Recommender(empty, profileColumns(empty, hints), options, q, true).run();
    if (!q.isEmpty() || q.stacked)
        r = honourNamedType(r, q, columns);
    r.reasons << Tr::tr("Chosen from the column types only; run the source cell for a "
                        "recommendation that looks at the values.");
    if (r.spec.type != ChartType::Table && !validateSpec(r.spec, columns).isEmpty()) {
        const QList<ColumnProfile> profiles = r.columns;
        r = Recommendation();
        r.columns = profiles;
        r.spec.type = ChartType::Table;
        r.reasons << Tr::tr("Without its values no chart can be chosen safely for this result, so "
                            "it is shown as a table.");
    }
    r.spec.reasons = r.reasons;
    return r;
}

} // namespace assay::charts
