#include "chartdata.h"
#include "chartstr.h"

#include "calendarparts.h"
#include "columnnames.h"

#include "db/resultmodel.h"
#include "db/resultstore.h"

#include <QCoreApplication>
#include <QHash>
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
        const QString key =
            hasSeries ? (r.value(1).isNull() ? noneLabel() : r.value(1).toString()) : QString();
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

ChartData readChartData(const ChartSpec &spec, const db::ResultStore &store, qint64 maxRows) {
    return chartDataFromRows(
        spec, store.columns(), store.rowCount(), [&store](qint64 i) { return store.row(i); },
        maxRows);
}

} // namespace assay::charts
