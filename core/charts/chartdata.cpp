#include "chartdata.h"
#include "chartstr.h"

#include "aggregationquery.h"
#include "calendarparts.h"
#include "columnnames.h"

#include "db/resultmodel.h"
#include "db/resultstore.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QLocale>
#include <QSet>

#include <algorithm>

namespace assay::charts {
namespace {

QString noneLabel() {
    return Tr::tr("(none)");
}

bool isNumberValue(const QVariant &v) {
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::ULongLong:
    case QMetaType::UInt:
    case QMetaType::Double:
    case QMetaType::Float:
        return true;
    default:
        return false;
    }
}

// Month and weekday names sort alphabetically in SQL ("Apr", "Aug", ...): put them in calendar
// order when nearly all categories are one calendar part.
void putInCalendarOrder(ChartData &d, bool descending) {
    int named = 0;
    for (const QString &c : std::as_const(d.categories)) {
        CalendarPart part = CalendarPart::None;
        named += calendarPosition(c, &part).has_value();
    }
    if (d.categories.size() < 2 || named * 10 < d.categories.size() * 9)
        return;
    QList<int> order = calendarOrder(d.categories);
    if (descending)
        std::reverse(order.begin(), order.end());
    QList<int> moved(order.size());
    QStringList categories;
    for (int i = 0; i < order.size(); ++i) {
        moved[order[i]] = i;
        categories << d.categories[order[i]];
    }
    d.categories = categories;
    for (SeriesData &s : d.series) {
        for (QPointF &p : s.points)
            p.setX(moved.value(int(p.x())));
        std::sort(s.points.begin(), s.points.end(),
                  [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
    }
}

// The series a chart draws when the spec limits them: the largest by the first measure (summed
// over x, by size), and whether the others are added up into one Other series.
struct SeriesLimit {
    bool active = false;
    bool intoOther = false;
    QSet<QString> kept;
};

SeriesLimit limitSeries(const ChartSpec &spec, bool hasSeries, int firstY, qint64 n,
                        const RowReader &row) {
    SeriesLimit out;
    if (!hasSeries || spec.seriesLimit <= 0)
        return out;
    QHash<QString, double> size;
    for (qint64 i = 0; i < n; ++i) {
        const db::Row r = row(i);
        const QString key = r.value(1).isNull() ? noneLabel() : r.value(1).toString();
        bool ok = false;
        const double y = r.value(firstY).toDouble(&ok);
        size[key] += ok && std::isfinite(y) ? std::abs(y) : 0.0;
    }
    if (size.size() <= spec.seriesLimit)
        return out;
    QStringList keys = size.keys();
    std::sort(keys.begin(), keys.end(), [&size](const QString &a, const QString &b) {
        return size[a] != size[b] ? size[a] > size[b] : a < b;
    });
    out.active = true;
    for (int i = 0; i < spec.seriesLimit; ++i)
        out.kept.insert(keys[i]);
    out.intoOther = std::all_of(spec.y.begin(), spec.y.end(),
                                [](const Measure &m) { return canRollUp(m.aggregation); });
    return out;
}

// The Other series got one point per row of each series it stands for: one point per x, added
// up as its measure rolls up (a sum or count adds, a minimum or maximum keeps the extreme).
void mergeOther(ChartData &d, const ChartSpec &spec) {
    for (SeriesData &s : d.series) {
        if (s.seriesValue != otherCategoryLabel())
            continue;
        const Aggregation a = spec.y.value(s.measure).aggregation;
        QMap<double, double> merged;
        for (const QPointF &p : std::as_const(s.points)) {
            auto it = merged.find(p.x());
            if (it == merged.end())
                merged.insert(p.x(), p.y());
            else if (a == Aggregation::Min)
                *it = std::min(*it, p.y());
            else if (a == Aggregation::Max)
                *it = std::max(*it, p.y());
            else
                *it += p.y();
        }
        s.points.clear();
        for (auto it = merged.constBegin(); it != merged.constEnd(); ++it)
            s.points << QPointF(it.key(), it.value());
    }
    // Other comes last, whichever row it first appeared on.
    std::stable_partition(d.series.begin(), d.series.end(), [](const SeriesData &s) {
        return s.seriesValue != otherCategoryLabel();
    });
}

// Series that are periods (years compared side by side) read as periods ("2024", "Mar 2024",
// not "2024-01-01"), in time order.
void labelPeriodSeries(ChartData &d, const ChartSpec &spec) {
    QList<std::pair<QDateTime, TemporalKind>> when;
    bool years = true, months = true;
    for (const SeriesData &s : std::as_const(d.series)) {
        TemporalKind kind = TemporalKind::None;
        const auto t = s.seriesValue.isEmpty() ? std::nullopt : parseTemporal(s.seriesValue, true, &kind);
        if (!t)
            return;
        when.append({*t, kind});
        if (kind == TemporalKind::Year)
            continue;
        months = months && t->date().day() == 1 && t->time() == QTime(0, 0);
        years = years && months && t->date().month() == 1;
    }
    if (when.isEmpty())
        return;
    const std::optional<db::TimeGrain> grain = years    ? std::optional(db::TimeGrain::Year)
                                               : months ? std::optional(db::TimeGrain::Month)
                                                        : std::nullopt;
    QList<std::pair<qint64, int>> order;
    for (int i = 0; i < d.series.size(); ++i) {
        SeriesData &s = d.series[i];
        const QString label = formatTemporal(when[i].first, grain, when[i].second);
        s.name = spec.y.size() > 1 ? label + QStringLiteral(" · ") + spec.y.value(s.measure).displayName()
                                   : label;
        order.append({when[i].first.toMSecsSinceEpoch(), i});
    }
    std::stable_sort(order.begin(), order.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    QList<SeriesData> sorted;
    for (const auto &o : std::as_const(order))
        sorted << d.series[o.second];
    d.series = sorted;
}

} // namespace

bool ChartData::isEmpty() const {
    for (const SeriesData &s : series) {
        if (!s.points.isEmpty())
            return false;
    }
    return true;
}

QString ChartData::xLabel(double x) const {
    switch (xKind) {
    case XKind::Category:
        return categories.value(int(std::lround(x)));
    case XKind::Time:
        return formatTemporal(QDateTime::fromMSecsSinceEpoch(qint64(x), Qt::UTC), grain,
                              temporalKind);
    case XKind::Number:
        return QLocale().toString(x, 'g', 10);
    }
    return {};
}

bool xIsTemporal(const ChartSpec &spec, const db::ResultColumn &xColumn, const QVariant &first) {
    if (db::isTemporal(xColumn.type) && xColumn.type != db::ValueType::Time)
        return true;
    if (spec.timeBucketing)
        return true;
    if (first.typeId() == QMetaType::QString && parseTemporal(first, false))
        return true;
    return isYearValue(first) && (nameLooksLikeYear(spec.x) || nameLooksLikeDate(spec.x));
}

// The period dates stand for when the query truncated them itself (date_trunc('year', day)):
// every value on the first of January reads as a year ("2025", not "1 Jan 2025"), on the first
// of a quarter's month as a quarter, on the first of a month as a month. Nothing when any value
// has a time of day or another day.
static std::optional<db::TimeGrain> grainOfValues(const RowReader &row, qint64 n, bool allowYear)
{
    bool years = true, quarters = true, months = true;
    int seen = 0;
    for (qint64 i = 0; i < n && months; ++i) {
        TemporalKind kind = TemporalKind::None;
        const auto dt = parseTemporal(row(i).value(0), allowYear, &kind);
        if (!dt)
            continue;
        if (kind == TemporalKind::Year)
            return db::TimeGrain::Year;
        const QDate day = dt->date();
        months = day.day() == 1 && dt->time() == QTime(0, 0);
        quarters = quarters && months && (day.month() - 1) % 3 == 0;
        years = years && months && day.month() == 1;
        ++seen;
    }
    if (seen < 2 || !months)
        return std::nullopt; // one date alone says nothing about a period
    return years ? db::TimeGrain::Year : quarters ? db::TimeGrain::Quarter : db::TimeGrain::Month;
}

ChartData chartDataFromRows(const ChartSpec &spec, const QList<db::ResultColumn> &columns,
                            qint64 count, const RowReader &row, qint64 maxRows) {
    ChartData d;
    const bool hasSeries =
        !spec.series.isEmpty() && columns.size() > 1 && columns[1].name == u"series";
    const int firstY = hasSeries ? 2 : 1;
    const int measures = std::max(0, int(columns.size()) - firstY);
    if (columns.size() < 2 || measures < 1)
        return d;
    const qint64 n = std::min(count, maxRows);
    d.truncated = count > n;
    if (spec.timeBucketing)
        d.grain = spec.grain;

    QVariant first;
    for (qint64 i = 0; i < std::min<qint64>(n, 100) && first.isNull(); ++i)
        first = row(i).value(0);
    const bool temporal = xIsTemporal(spec, columns[0], first);
    const bool allowYear = temporal && !db::isTemporal(columns[0].type) && !spec.timeBucketing;
    if (temporal)
        parseTemporal(first, allowYear, &d.temporalKind);
    if (temporal && !d.grain)
        d.grain = grainOfValues(row, std::min<qint64>(n, 1000), allowYear);
    switch (spec.type) {
    case ChartType::Bar:
    case ChartType::Pie:
    case ChartType::Table:
        d.xKind = XKind::Category;
        break;
    case ChartType::Scatter:
        d.xKind = temporal ? XKind::Time : XKind::Number;
        break;
    case ChartType::Line:
    case ChartType::Area:
        d.xKind = temporal                                                   ? XKind::Time
                  : (db::isNumeric(columns[0].type) || isNumberValue(first)) ? XKind::Number
                                                                             : XKind::Category;
        break;
    }

    const SeriesLimit limit = limitSeries(spec, hasSeries, firstY, n, row);

    QHash<QString, int> categoryIndex;
    QSet<QString> droppedCategories;
    QHash<QString, int> seriesBase; // series value -> index of its first measure's series
    QSet<QString> droppedSeries;
    for (qint64 i = 0; i < n; ++i) {
        const db::Row r = row(i);
        const QVariant xv = r.value(0);
        double x = 0;
        if (d.xKind == XKind::Category) {
            QString label;
            if (xv.isNull()) {
                label = noneLabel();
            } else if (temporal) {
                TemporalKind kind = TemporalKind::None;
                const auto dt = parseTemporal(xv, allowYear, &kind);
                label = dt ? formatTemporal(*dt, d.grain, kind) : xv.toString();
            } else if (xv.typeId() == QMetaType::Double) {
                // Numeric categories (histogram buckets) read better with a few significant digits.
                label = QLocale().toString(xv.toDouble(), 'g', 4);
            } else {
                label = db::ResultModel::displayText(xv, columns[0].type);
            }
            auto it = categoryIndex.constFind(label);
            if (it == categoryIndex.constEnd()) {
                if (d.categories.size() >= MaxChartCategories) {
                    droppedCategories.insert(label);
                    continue;
                }
                it = categoryIndex.insert(label, int(d.categories.size()));
                d.categories << label;
            }
            x = it.value();
        } else if (d.xKind == XKind::Time) {
            const auto dt = parseTemporal(xv, allowYear);
            if (!dt)
                continue;
            x = double(dt->toMSecsSinceEpoch());
        } else {
            bool ok = false;
            x = xv.toDouble(&ok);
            if (!ok || xv.isNull())
                continue;
        }
        QString key =
            hasSeries ? (r.value(1).isNull() ? noneLabel() : r.value(1).toString()) : QString();
        if (limit.active && !limit.kept.contains(key)) {
            if (!limit.intoOther) {
                droppedSeries.insert(key);
                continue;
            }
            key = otherCategoryLabel();
        }
        auto base = seriesBase.constFind(key);
        if (base == seriesBase.constEnd()) {
            if (seriesBase.size() >= MaxChartSeries) {
                droppedSeries.insert(key);
                continue;
            }
            base = seriesBase.insert(key, int(d.series.size()));
            for (int m = 0; m < measures; ++m) {
                SeriesData s;
                s.seriesValue = key;
                s.measure = m;
                const QString measureName = spec.y.value(m).displayName();
                s.name = !hasSeries     ? measureName
                         : measures > 1 ? key + QStringLiteral(" · ") + measureName
                                        : key;
                d.series << s;
            }
        }
        for (int m = 0; m < measures; ++m) {
            const QVariant yv = r.value(firstY + m);
            bool ok = false;
            const double y = yv.toDouble(&ok);
            if (!yv.isNull() && ok && std::isfinite(y))
                d.series[base.value() + m].points.append(QPointF(x, y));
        }
    }
    d.rowsRead = n;
    if (limit.active && limit.intoOther)
        mergeOther(d, spec);
    if (hasSeries && !limit.active)
        labelPeriodSeries(d, spec);
    if (d.xKind == XKind::Category && spec.sort != SortOrder::YAscending &&
        spec.sort != SortOrder::YDescending)
        putInCalendarOrder(d, spec.sort == SortOrder::XDescending);
    d.droppedCategories = int(droppedCategories.size());
    d.droppedSeries = int(droppedSeries.size());
    // Lines and forecasts need x in order; the query may have sorted by value or descending.
    if (d.xKind != XKind::Category) {
        for (SeriesData &s : d.series) {
            if (!std::is_sorted(s.points.begin(), s.points.end(),
                                [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); }))
                std::stable_sort(s.points.begin(), s.points.end(),
                                 [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
        }
    }
    return d;
}

QList<QList<QPointF>> runsWithoutGaps(const QList<QPointF> &points, const ChartData &d) {
    if (d.xKind != XKind::Time || points.size() < 2)
        return {points};
    TimeStep step;
    if (d.grain) {
        step = stepOf(*d.grain);
    } else {
        QList<qint64> instants;
        instants.reserve(points.size());
        for (const QPointF &p : points)
            instants << qint64(p.x());
        step = inferStep(instants);
    }
    if (!step.isValid())
        return {points};
    // Calendar steps vary in length (28..31 days): a few days of slack; fixed ones half a step.
    const qint64 slack = step.months > 0 ? 3 * 86400000LL : step.millis / 2;
    QList<QList<QPointF>> runs = {{points.first()}};
    for (qsizetype i = 1; i < points.size(); ++i) {
        const qint64 expected = advance(qint64(points[i - 1].x()), step, 1);
        if (qint64(points[i].x()) > expected + slack)
            runs.append(QList<QPointF>());
        runs.last() << points[i];
    }
    return runs;
}

ChartData readChartData(const ChartSpec &spec, const db::ResultStore &store, qint64 maxRows) {
    return chartDataFromRows(
        spec, store.columns(), store.rowCount(), [&store](qint64 i) { return store.row(i); },
        maxRows);
}

} // namespace assay::charts
