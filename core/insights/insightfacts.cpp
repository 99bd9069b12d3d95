#include "insightfacts.h"
#include "insightstr.h"

#include "numberformat.h"

#include "charts/aggregationquery.h"
#include "charts/columnnames.h"
#include "charts/columnroles.h"
#include "charts/temporal.h"
#include "db/columnformats.h"
#include "sql/queryscope.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace assay::insights {
namespace {

struct Point {
    double x;
    double y;
    const charts::ChartData *data; // labels are made for the few points a fact names
    QString label() const { return data->xLabel(x); }
};

// Whether the measure's values add up to a meaningful whole (totals and shares make sense).
bool addsUp(const charts::ChartSpec &spec) {
    const charts::Measure m = spec.y.value(0);
    if (m.aggregation == charts::Aggregation::Count)
        return true;
    if (m.aggregation != charts::Aggregation::Sum && m.aggregation != charts::Aggregation::None)
        return false;
    return charts::additivityFromName(m.column) != charts::Additivity::NotAdditive;
}

QString periodName(const charts::ChartData &d) {
    if (!d.grain)
        return Tr::tr("point");
    switch (*d.grain) {
    case db::TimeGrain::Year:
        return Tr::tr("year");
    case db::TimeGrain::Quarter:
        return Tr::tr("quarter");
    case db::TimeGrain::Month:
        return Tr::tr("month");
    case db::TimeGrain::Week:
        return Tr::tr("week");
    case db::TimeGrain::Day:
        return Tr::tr("day");
    case db::TimeGrain::Hour:
        return Tr::tr("hour");
    }
    return Tr::tr("point");
}

// "The data covers 12 months, from Jan 2024 to Dec 2024": one plural sentence per period.
QString spanSentence(const charts::ChartData &d, int n, const QString &from, const QString &to) {
    const char *text = QT_TRANSLATE_N_NOOP("Assay::Insights", "The data covers %Ln point(s), from %1 to %2.");
    switch (d.grain.value_or(db::TimeGrain::Day)) {
    case db::TimeGrain::Year:
        text = QT_TRANSLATE_N_NOOP("Assay::Insights", "The data covers %Ln year(s), from %1 to %2.");
        break;
    case db::TimeGrain::Quarter:
        text = QT_TRANSLATE_N_NOOP("Assay::Insights", "The data covers %Ln quarter(s), from %1 to %2.");
        break;
    case db::TimeGrain::Month:
        text = QT_TRANSLATE_N_NOOP("Assay::Insights", "The data covers %Ln month(s), from %1 to %2.");
        break;
    case db::TimeGrain::Week:
        text = QT_TRANSLATE_N_NOOP("Assay::Insights", "The data covers %Ln week(s), from %1 to %2.");
        break;
    case db::TimeGrain::Day:
        if (d.grain)
            text = QT_TRANSLATE_N_NOOP("Assay::Insights", "The data covers %Ln day(s), from %1 to %2.");
        break;
    case db::TimeGrain::Hour:
        text = QT_TRANSLATE_N_NOOP("Assay::Insights", "The data covers %Ln hour(s), from %1 to %2.");
        break;
    }
    return Tr::tr(text, nullptr, n).arg(from, to);
}

// The points to describe: the measure added up over the series when it adds up, else the first
// series alone (averages of different series do not combine).
QList<Point> combinedPoints(const charts::ChartData &d, bool additive, QString *onlySeries) {
    QList<const charts::SeriesData *> used;
    for (const charts::SeriesData &s : d.series) {
        if (s.measure != 0)
            continue;
        if (!additive && !used.isEmpty())
            break;
        if (!additive && !s.seriesValue.isEmpty())
            *onlySeries = s.seriesValue;
        used << &s;
    }
    QList<Point> out;
    if (used.size() == 1) {
        // One series: its points as they are (a million of them must stay cheap).
        out.reserve(used.first()->points.size());
        for (const QPointF &p : used.first()->points)
            out << Point{p.x(), p.y(), &d};
    } else {
        QHash<double, double> sum;
        for (const charts::SeriesData *s : std::as_const(used)) {
            for (const QPointF &p : s->points)
                sum[p.x()] += p.y();
        }
        for (auto it = sum.constBegin(); it != sum.constEnd(); ++it)
            out << Point{it.key(), it.value(), &d};
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Point &a, const Point &b) { return a.x < b.x; });
    return out;
}

// One whole sentence per strength and direction, so that each language can word it.
QString correlationSentence(const QString &x, const QString &y, double r, qint64 n) {
    const double a = std::abs(r);
    const char *text = a < 0.2    ? QT_TRANSLATE_NOOP("Assay::Insights", "%1 and %2 show almost no relationship (correlation %3 over %4 points).")
                       : a >= 0.7 ? (r > 0 ? QT_TRANSLATE_NOOP("Assay::Insights", "%1 and %2 show a strong positive relationship (correlation %3 over %4 points).")
                                           : QT_TRANSLATE_NOOP("Assay::Insights", "%1 and %2 show a strong negative relationship (correlation %3 over %4 points)."))
                       : a >= 0.4 ? (r > 0 ? QT_TRANSLATE_NOOP("Assay::Insights", "%1 and %2 show a moderate positive relationship (correlation %3 over %4 points).")
                                           : QT_TRANSLATE_NOOP("Assay::Insights", "%1 and %2 show a moderate negative relationship (correlation %3 over %4 points)."))
                                  : (r > 0 ? QT_TRANSLATE_NOOP("Assay::Insights", "%1 and %2 show a weak positive relationship (correlation %3 over %4 points).")
                                           : QT_TRANSLATE_NOOP("Assay::Insights", "%1 and %2 show a weak negative relationship (correlation %3 over %4 points)."));
    return Tr::tr(text).arg(x, y, formatValue(r), formatCount(n));
}

void addFact(InsightFacts &f, FactKind kind, const QString &text, const QList<double> &numbers) {
    f.facts << Fact{kind, text, numbers};
}

// The sentences of the extremes, shares and totals, by what the points are a part of.
enum class Part {
    Whole,     // every value there is
    ChartTop,  // the chart shows its top N (ChartSpec::limit)
    QueryTop,  // the query kept its N largest (ORDER BY ... DESC LIMIT N)
    QueryPart, // the query kept some rows (LIMIT in another order, HAVING)
};

Part partOf(const charts::ChartSpec &spec, const ResultScope &scope, qsizetype points) {
    if (scope.isPartial())
        return scope.keptRows > 0 && scope.largestFirst ? Part::QueryTop : Part::QueryPart;
    if (spec.limit > 0 && !spec.otherBucket && points >= spec.limit)
        return Part::ChartTop;
    return Part::Whole;
}

void categoryFacts(InsightFacts &f, const charts::ChartData &d, const charts::ChartSpec &spec) {
    const QString measure = spec.y.value(0).displayName();
    const bool additive = addsUp(spec);
    QString onlySeries;
    const QList<Point> all = combinedPoints(d, additive, &onlySeries);
    // "Other" stands for many categories: it counts in the total, never as an extreme.
    QList<Point> points;
    for (const Point &p : all) {
        if (!(spec.otherBucket && p.label() == charts::otherCategoryLabel()))
            points << p;
    }
    if (points.isEmpty())
        return;
    const QString scope = onlySeries.isEmpty() ? QString() : Tr::tr(" (for %1)").arg(onlySeries);
    const auto [lo, hi] = std::minmax_element(
        points.begin(), points.end(), [](const Point &a, const Point &b) { return a.y < b.y; });
    // A top N says so: its lowest is the lowest of those N, its shares are of their total, never
    // of all (the whole is not in the rows).
    const Part part = partOf(spec, f.scope, points.size());
    const int n = int(points.size());
    const int allN = int(all.size());
    addFact(f, FactKind::Highest,
            part == Part::QueryPart ? Tr::tr("**%1** has the highest %2%3 of these %Ln: %4.", nullptr, n)
                                          .arg(hi->label(), measure, scope, formatDataValue(hi->y))
                                    : Tr::tr("**%1** has the highest %2%3: %4.").arg(hi->label(), measure, scope, formatDataValue(hi->y)),
            {hi->y, double(n)});
    const bool withOther = all.size() > points.size();
    if (points.size() >= 2) {
        const QString low = formatDataValue(lo->y);
        QString text;
        switch (part) {
        case Part::Whole:
            text = Tr::tr("**%1** has the lowest: %2.").arg(lo->label(), low);
            break;
        case Part::ChartTop:
            text = Tr::tr("**%1** has the lowest of the %Ln shown: %2.", nullptr, n).arg(lo->label(), low);
            break;
        case Part::QueryTop:
            text = Tr::tr("**%1** has the lowest of the top %Ln: %2.", nullptr, n).arg(lo->label(), low);
            break;
        case Part::QueryPart:
            text = Tr::tr("**%1** has the lowest of these %Ln: %2.", nullptr, n).arg(lo->label(), low);
            break;
        }
        addFact(f, FactKind::Lowest, text, {lo->y, double(n)});
    }
    double total = 0;
    bool nonNegative = true;
    for (const Point &p : all) {
        total += p.y;
        nonNegative = nonNegative && p.y >= 0;
    }
    if (additive && nonNegative && total > 0 && all.size() >= 2) {
        const QString share = formatPercent(100.0 * hi->y / total);
        const QString sum = formatDataValue(total);
        QString shareText;
        QString totalText;
        switch (part) {
        case Part::Whole:
            shareText = withOther ? Tr::tr("**%1** accounts for %2 of the total, “%3” included.")
                                        .arg(hi->label(), share, charts::otherCategoryLabel())
                                  : Tr::tr("**%1** accounts for %2 of the total.").arg(hi->label(), share);
            totalText = withOther ? Tr::tr("Together the %Ln values of %1, “%2” included, add up to %3.", nullptr, allN)
                                        .arg(spec.x, charts::otherCategoryLabel(), sum)
                                  : Tr::tr("Together the %Ln values of %1 add up to %2.", nullptr, allN).arg(spec.x, sum);
            break;
        case Part::ChartTop:
            shareText = Tr::tr("**%1** accounts for %2 of the total of the %Ln shown.", nullptr, allN).arg(hi->label(), share);
            totalText = Tr::tr("Together the %Ln values of %1 shown add up to %2.", nullptr, allN).arg(spec.x, sum);
            break;
        case Part::QueryTop:
            shareText = Tr::tr("**%1** accounts for %2 of the total of the top %Ln.", nullptr, allN).arg(hi->label(), share);
            totalText = Tr::tr("Together the top %Ln values of %1 add up to %2.", nullptr, allN).arg(spec.x, sum);
            break;
        case Part::QueryPart:
            shareText = Tr::tr("**%1** accounts for %2 of the total of these %Ln.", nullptr, allN).arg(hi->label(), share);
            totalText = Tr::tr("Together these %Ln values of %1 add up to %2.", nullptr, allN).arg(spec.x, sum);
            break;
        }
        addFact(f, FactKind::Share, shareText, {100.0 * hi->y / total, double(allN)});
        addFact(f, FactKind::Total, totalText, {double(allN), total});
        if (points.size() >= 5 && part == Part::Whole) {
            QList<Point> sorted = points;
            std::sort(sorted.begin(), sorted.end(),
                      [](const Point &a, const Point &b) { return a.y > b.y; });
            const double top3 = sorted[0].y + sorted[1].y + sorted[2].y;
            addFact(
                f, FactKind::TopShare,
                Tr::tr("The top 3 make up %1 of the total.").arg(formatPercent(100.0 * top3 / total)),
                {3, 100.0 * top3 / total});
        }
    }
    if (points.size() >= 2 && lo->y > 0 && hi->y / lo->y >= 1.5)
        addFact(f, FactKind::Ratio,
                Tr::tr("**%1** is %2 times **%3**.")
                    .arg(hi->label(), formatValue(hi->y / lo->y), lo->label()),
                {hi->y / lo->y});
    if (!spec.series.isEmpty() && additive) {
        QMap<QString, double> bySeries;
        for (const charts::SeriesData &s : d.series) {
            if (s.measure != 0)
                continue;
            for (const QPointF &p : s.points)
                bySeries[s.seriesValue] += p.y();
        }
        if (bySeries.size() >= 2) {
            auto best = std::max_element(bySeries.constBegin(), bySeries.constEnd());
            if (total > 0 && nonNegative)
                addFact(
                    f, FactKind::LeadingSeries,
                    Tr::tr("Of the values of %1, **%2** is the largest overall: %3 (%4 of the total).")
                        .arg(spec.series, best.key(), formatDataValue(best.value()),
                             formatPercent(100.0 * best.value() / total)),
                    {best.value(), 100.0 * best.value() / total});
            else
                addFact(f, FactKind::LeadingSeries,
                        Tr::tr("Of the values of %1, **%2** is the largest overall: %3.")
                            .arg(spec.series, best.key(), formatDataValue(best.value())),
                        {best.value()});
        }
    }
    addFact(f, FactKind::Size,
            Tr::tr("The result has %Ln value(s) of %1.", nullptr, int(all.size())).arg(spec.x),
            {double(all.size())});
}

// The periods a chart compares side by side (one series per year in "2024 vs 2025"), in time
// order; empty when its series are not a few periods.
QList<const charts::SeriesData *> comparedPeriods(const charts::ChartData &d,
                                                  const charts::ChartSpec &spec) {
    QList<std::pair<qint64, const charts::SeriesData *>> periods;
    if (spec.series.isEmpty() || d.xKind != charts::XKind::Category)
        return {};
    for (const charts::SeriesData &s : d.series) {
        if (s.measure != 0)
            continue;
        const auto t = charts::parseTemporal(s.seriesValue, true);
        if (!t)
            return {};
        periods.append({t->toMSecsSinceEpoch(), &s});
    }
    if (periods.size() < 2 || periods.size() > 4)
        return {};
    std::sort(periods.begin(), periods.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    QList<const charts::SeriesData *> out;
    for (const auto &p : periods)
        out << p.second;
    return out;
}

QString changeWord(double change) {
    return change >= 0 ? Tr::tr("up") : Tr::tr("down");
}

// A comparison of periods states the difference, never the periods added up: the totals of the
// first and last period (when the measure adds up), the category that rose and the one that fell
// the most, and the highest in the latest period.
void periodFacts(InsightFacts &f, const charts::ChartData &d, const charts::ChartSpec &spec,
                 const QList<const charts::SeriesData *> &periods) {
    const QString measure = spec.y.value(0).displayName();
    const charts::SeriesData &first = *periods.first();
    const charts::SeriesData &last = *periods.last();
    QMap<int, double> a, b; // by category, in order: ties go to the first
    for (const QPointF &p : first.points)
        a[int(p.x())] = p.y();
    for (const QPointF &p : last.points)
        b[int(p.x())] = p.y();
    if (addsUp(spec)) {
        double ta = 0, tb = 0;
        for (double v : std::as_const(a))
            ta += v;
        for (double v : std::as_const(b))
            tb += v;
        if (ta != 0) {
            const double change = 100.0 * (tb - ta) / std::abs(ta);
            addFact(f, FactKind::PeriodChange,
                    Tr::tr("In total, %1 went from %2 in %3 to %4 in %5 (%6 %7, a difference of %8).")
                        .arg(measure, formatValue(ta), first.name, formatValue(tb), last.name,
                             changeWord(change), formatPercent(std::abs(change)),
                             formatValue(tb - ta)),
                    {ta, tb, change, tb - ta});
        }
    }
    // Categories present in both periods: the largest rise and fall between them.
    int rise = -1, fall = -1;
    for (auto it = b.constBegin(); it != b.constEnd(); ++it) {
        if (!a.contains(it.key()))
            continue;
        const double diff = it.value() - a.value(it.key());
        if (diff > 0 && (rise < 0 || diff > b[rise] - a[rise]))
            rise = it.key();
        if (diff < 0 && (fall < 0 || diff < b[fall] - a[fall]))
            fall = it.key();
    }
    const auto moved = [&](int k, const char *text) {
        const double from = a.value(k), to = b.value(k);
        QList<double> numbers = {from, to, to - from};
        QString pct;
        if (from != 0) {
            numbers << 100.0 * (to - from) / std::abs(from);
            pct = formatPercent(std::abs(numbers.last()));
        }
        addFact(f, FactKind::PeriodChange,
                Tr::tr(text).arg(first.name, last.name, d.xLabel(k), formatValue(from),
                                 formatValue(to), formatValue(std::abs(to - from)),
                                 pct.isEmpty() ? QStringLiteral("–") : pct),
                numbers);
    };
    if (rise >= 0)
        moved(rise, QT_TRANSLATE_NOOP("Assay::Insights",
                                      "From %1 to %2 the largest rise was in **%3**: from %4 to %5 "
                                      "(up %6, %7)."));
    if (fall >= 0)
        moved(fall, QT_TRANSLATE_NOOP("Assay::Insights",
                                      "From %1 to %2 the largest fall was in **%3**: from %4 to %5 "
                                      "(down %6, %7)."));
    if (!last.points.isEmpty()) {
        const auto hi = std::max_element(last.points.begin(), last.points.end(),
                                         [](const QPointF &x, const QPointF &y) { return x.y() < y.y(); });
        addFact(f, FactKind::Highest,
                Tr::tr("In %1, **%2** has the highest %3: %4.")
                    .arg(last.name, d.xLabel(hi->x()), measure, formatValue(hi->y())),
                {hi->y()});
    }
    addFact(f, FactKind::Size,
            Tr::tr("The chart compares %Ln period(s) across %1 values of %2.", nullptr,
                   int(periods.size()))
                .arg(formatCount(d.categories.size()), spec.x),
            {double(periods.size()), double(d.categories.size())});
}

void timeFacts(InsightFacts &f, const charts::ChartData &d, const charts::ChartSpec &spec) {
    const QString measure = spec.y.value(0).displayName();
    const bool additive = addsUp(spec);
    QString onlySeries;
    const QList<Point> p = combinedPoints(d, additive, &onlySeries);
    const qsizetype n = p.size();
    if (n == 0)
        return;
    const QString scope = onlySeries.isEmpty() ? QString() : Tr::tr(" (for %1)").arg(onlySeries);
    if (n >= 2) {
        const Point &a = p.first();
        const Point &b = p.last();
        if (a.y != 0) {
            const double change = 100.0 * (b.y - a.y) / std::abs(a.y);
            addFact(f, FactKind::Change,
                    Tr::tr("%1%2 went from %3 in %4 to %5 in %6 (%7 %8).")
                        .arg(measure, scope, formatDataValue(a.y), a.label(), formatDataValue(b.y),
                             b.label(), change >= 0 ? Tr::tr("up") : Tr::tr("down"),
                             formatPercent(std::abs(change))),
                    {a.y, b.y, change});
        } else {
            addFact(
                f, FactKind::Change,
                Tr::tr("%1%2 went from %3 in %4 to %5 in %6.")
                    .arg(measure, scope, formatDataValue(a.y), a.label(), formatDataValue(b.y), b.label()),
                {a.y, b.y});
        }
    }
    const auto [lo, hi] = std::minmax_element(
        p.begin(), p.end(), [](const Point &x, const Point &y) { return x.y < y.y; });
    addFact(f, FactKind::Peak,
            Tr::tr("The highest %1 was %2, in %3.").arg(measure, formatDataValue(hi->y), hi->label()),
            {hi->y});
    if (n >= 3) {
        // Least-squares slope per period: the direction and the size of the trend.
        double mx = 0, my = 0;
        for (qsizetype i = 0; i < n; ++i) {
            mx += double(i);
            my += p[i].y;
        }
        mx /= double(n);
        my /= double(n);
        double sxy = 0, sxx = 0;
        for (qsizetype i = 0; i < n; ++i) {
            sxy += (double(i) - mx) * (p[i].y - my);
            sxx += (double(i) - mx) * (double(i) - mx);
        }
        const double slope = sxx > 0 ? sxy / sxx : 0;
        if (std::abs(slope * double(n - 1)) < 0.05 * std::max(std::abs(my), 1e-12))
            addFact(f, FactKind::Trend, Tr::tr("Over the whole period there is no clear trend."), {});
        else
            addFact(f, FactKind::Trend,
                    Tr::tr("The trend is %1, by about %2 per %3 on average.")
                        .arg(slope > 0 ? Tr::tr("upward") : Tr::tr("downward"),
                             formatValue(std::abs(slope)), periodName(d)),
                    {slope});
    }
    if (n >= 2) {
        const Point &prev = p[n - 2];
        const Point &last = p[n - 1];
        if (prev.y != 0) {
            const double change = 100.0 * (last.y - prev.y) / std::abs(prev.y);
            addFact(f, FactKind::LatestChange,
                    Tr::tr("The latest %1 (%2) is %3 %4 the one before: %5 against %6.")
                        .arg(periodName(d), last.label(), formatPercent(std::abs(change)),
                             change >= 0 ? Tr::tr("above") : Tr::tr("below"), formatDataValue(last.y),
                             formatDataValue(prev.y)),
                    {change, last.y, prev.y});
        }
    }
    if (n >= 3)
        addFact(f, FactKind::Trough,
                Tr::tr("The lowest was %1, in %2.").arg(formatDataValue(lo->y), lo->label()), {lo->y});
    addFact(f, FactKind::Span,
            spanSentence(d, int(n), p.first().label(), p.last().label()),
            {double(n)});
    if (!spec.series.isEmpty() && additive) {
        QMap<QString, double> bySeries;
        double total = 0;
        for (const charts::SeriesData &s : d.series) {
            if (s.measure != 0)
                continue;
            for (const QPointF &q : s.points) {
                bySeries[s.seriesValue] += q.y();
                total += q.y();
            }
        }
        if (bySeries.size() >= 2) {
            auto best = std::max_element(bySeries.constBegin(), bySeries.constEnd());
            addFact(f, FactKind::LeadingSeries,
                    total > 0
                        ? Tr::tr("**%1** is the largest %2 over the period: %3 (%4 of the total).")
                              .arg(best.key(), spec.series, formatDataValue(best.value()),
                                   formatPercent(100.0 * best.value() / total))
                        : Tr::tr("**%1** is the largest %2 over the period: %3.")
                              .arg(best.key(), spec.series, formatDataValue(best.value())),
                    total > 0 ? QList<double>{best.value(), 100.0 * best.value() / total}
                              : QList<double>{best.value()});
        }
    }
}

void scatterFacts(InsightFacts &f, const charts::ChartData &d, const charts::ChartSpec &spec) {
    QList<QPointF> pts;
    for (const charts::SeriesData &s : d.series) {
        if (s.measure == 0)
            pts << s.points;
    }
    const qsizetype n = pts.size();
    if (n < 3)
        return;
    double mx = 0, my = 0;
    for (const QPointF &p : pts) {
        mx += p.x();
        my += p.y();
    }
    mx /= double(n);
    my /= double(n);
    double sxy = 0, sxx = 0, syy = 0;
    double xlo = pts.first().x(), xhi = xlo, ylo = pts.first().y(), yhi = ylo;
    for (const QPointF &p : pts) {
        sxy += (p.x() - mx) * (p.y() - my);
        sxx += (p.x() - mx) * (p.x() - mx);
        syy += (p.y() - my) * (p.y() - my);
        xlo = std::min(xlo, p.x());
        xhi = std::max(xhi, p.x());
        ylo = std::min(ylo, p.y());
        yhi = std::max(yhi, p.y());
    }
    const QString y = spec.y.value(0).displayName();
    // A perfect straight line (|r| ≈ 1) means one column was computed from the other (a share
    // from its amount, a price with tax from the price): saying they correlate tells nothing.
    if (sxx > 0 && syy > 0) {
        const double r = sxy / std::sqrt(sxx * syy);
        if (std::abs(r) < 0.9999)
            addFact(f, FactKind::Correlation, correlationSentence(spec.x, y, r, n), {r, double(n)});
    }
    addFact(
        f, FactKind::Range,
        Tr::tr("%1 ranges from %2 to %3; %4 from %5 to %6.")
            .arg(spec.x, formatDataValue(xlo), formatDataValue(xhi), y, formatDataValue(ylo), formatDataValue(yhi)),
        {xlo, xhi, ylo, yhi});
}

} // namespace

ResultScope scopeOfQuery(const QString &sql, qint64 rows) {
    const sql::QueryScope q = sql::queryScope(sql);
    ResultScope s;
    // A LIMIT the result did not reach cut nothing: the rows are all there are.
    if (q.limit > 0 && rows >= q.limit)
        s.keptRows = q.limit;
    s.largestFirst = q.ordered && q.descending;
    s.groupsFiltered = q.having;
    return s;
}

InsightFacts computeFacts(const charts::ChartData &d, const charts::ChartSpec &spec, const ResultScope &scope) {
    InsightFacts f;
    f.scope = scope;
    QStringList measures;
    for (const charts::Measure &m : spec.y)
        measures << m.displayName();
    f.subject = Tr::tr("%1 by %2").arg(measures.join(QStringLiteral(", ")), spec.x);
    f.rows = d.rowsRead;
    f.partial = d.truncated;
    for (const charts::SeriesData &s : d.series) {
        for (const QPointF &p : s.points) {
            f.dataValues << p.y();
            if (d.xKind == charts::XKind::Number)
                f.dataValues << p.x();
        }
    }
    f.labels = d.categories;
    if (d.xKind == charts::XKind::Time) {
        // Date labels a text may use: every point's for series of a readable length; for long
        // ones the ends and every year in between (days and months are small numbers anyway).
        QSet<double> instants;
        for (const charts::SeriesData &s : d.series) {
            for (const QPointF &p : s.points)
                instants.insert(p.x());
        }
        if (instants.size() <= 5000) {
            for (double x : std::as_const(instants))
                f.labels << d.xLabel(x);
        } else {
            const auto [lo, hi] = std::minmax_element(instants.begin(), instants.end());
            f.labels << d.xLabel(*lo) << d.xLabel(*hi);
            const int first = QDateTime::fromMSecsSinceEpoch(qint64(*lo), Qt::UTC).date().year();
            const int last = QDateTime::fromMSecsSinceEpoch(qint64(*hi), Qt::UTC).date().year();
            for (int y = first; y <= last; ++y)
                f.labels << QString::number(y);
            for (int k = 1; k <= 31; ++k)
                f.labels << QString::number(k);
        }
    }
    for (const charts::SeriesData &s : d.series)
        f.labels << s.seriesValue;
    if (d.isEmpty())
        return f;
    if (spec.type == charts::ChartType::Scatter)
        scatterFacts(f, d, spec);
    else if (const auto periods = comparedPeriods(d, spec); !periods.isEmpty())
        periodFacts(f, d, spec, periods);
    else if (d.xKind == charts::XKind::Category)
        categoryFacts(f, d, spec);
    else
        timeFacts(f, d, spec);
    return f;
}

InsightFacts computeTableFacts(const charts::ResultSample &sample, const ResultScope &scope) {
    InsightFacts f;
    f.subject = Tr::tr("the result");
    f.rows = sample.totalRows;
    f.partial = !sample.isWhole();
    f.scope = scope;
    const QList<charts::ColumnProfile> profiles = charts::profileColumns(sample);
    for (const db::Row &row : sample.rows) {
        for (const QVariant &v : row) {
            bool ok = false;
            const double d = v.toDouble(&ok);
            if (ok && v.typeId() != QMetaType::QString)
                f.dataValues << d;
            else if (!v.isNull())
                f.labels << v.toString();
        }
    }
    if (sample.rows.isEmpty()) {
        addFact(f, FactKind::Size, Tr::tr("The result has no rows."), {});
        return f;
    }
    if (sample.rows.size() == 1) {
        // Each value as the grid shows it (a year without a thousands separator, a SUM without
        // binary noise).
        db::ColumnFormats formats(sample.columns);
        formats.inferFrom(1, [&sample](qint64, int column) { return sample.rows.first().value(column); });
        for (int c = 0; c < sample.columns.size() && c < 8; ++c) {
            const QVariant v = sample.rows.first().value(c);
            bool ok = false;
            const double d = v.toDouble(&ok);
            const bool number = ok && v.typeId() != QMetaType::QString && !v.isNull();
            addFact(f, FactKind::Size,
                    Tr::tr("**%1** is %2.")
                        .arg(sample.columns[c].name, v.isNull() ? Tr::tr("empty") : formats.text(v, c, insightLocale())),
                    number ? QList<double>{d} : QList<double>{});
        }
        return f;
    }
    addFact(f, FactKind::Size, Tr::tr("The result has %Ln row(s).", nullptr, int(std::min<qint64>(sample.totalRows, INT_MAX))),
            {double(sample.totalRows)});
    int described = 0;
    for (const charts::ColumnProfile &p : profiles) {
        if (p.role != charts::ColumnRole::Quantitative || described >= 4)
            continue;
        ++described;
        double total = 0;
        const int c = sample.columnIndex(p.name);
        for (const db::Row &row : sample.rows)
            total += row.value(c).toDouble();
        // A sum of some of the rows (the first ones read, or those the query's LIMIT kept) is
        // not the column's total: it is left out.
        if (p.additivity != charts::Additivity::NotAdditive && p.nonNegative && !f.partial && !scope.isPartial())
            addFact(f, FactKind::Range,
                    Tr::tr("**%1** ranges from %2 to %3 and adds up to %4.")
                        .arg(p.name, formatDataValue(p.min), formatDataValue(p.max), formatDataValue(total)),
                    {p.min, p.max, total});
        else
            addFact(f, FactKind::Range,
                    Tr::tr("**%1** ranges from %2 to %3.")
                        .arg(p.name, formatDataValue(p.min), formatDataValue(p.max)),
                    {p.min, p.max});
    }
    return f;
}

} // namespace assay::insights
