#include "memoryaggregate.h"

#include "aggregationquery.h"
#include "temporal.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace assay::charts {
namespace {

struct Accumulator {
    double sum = 0;
    qint64 count = 0;   // non-null values (rows, for COUNT(*))
    qint64 numbers = 0; // values that were numbers
    double min = 0;
    double max = 0;
    QSet<QString> distinct;
    QVariant raw; // Aggregation::None without grouping keeps the value
};

void add(Accumulator &a, const Measure &m, const QVariant &v) {
    if (m.column.isEmpty()) {
        ++a.count;
        return;
    }
    if (v.isNull())
        return;
    ++a.count;
    if (m.aggregation == Aggregation::CountDistinct) {
        a.distinct.insert(v.toString());
        return;
    }
    bool ok = false;
    const double d = v.toDouble(&ok);
    if (!ok || !std::isfinite(d))
        return;
    a.min = a.numbers ? std::min(a.min, d) : d;
    a.max = a.numbers ? std::max(a.max, d) : d;
    a.sum += d;
    ++a.numbers;
}

QVariant result(const Accumulator &a, Aggregation agg) {
    switch (agg) {
    case Aggregation::Count:
        return QVariant(a.count);
    case Aggregation::CountDistinct:
        return QVariant(qint64(a.distinct.size()));
    case Aggregation::Avg:
        return a.numbers ? QVariant(a.sum / double(a.numbers)) : QVariant();
    case Aggregation::Min:
        return a.numbers ? QVariant(a.min) : QVariant();
    case Aggregation::Max:
        return a.numbers ? QVariant(a.max) : QVariant();
    case Aggregation::None:
    case Aggregation::Sum:
        return a.numbers ? QVariant(a.sum) : QVariant();
    }
    return {};
}

// Orders x values as the database would: instants and numbers by value, text as text.
bool xLess(const QVariant &a, const QVariant &b) {
    if (a.isNull() != b.isNull())
        return a.isNull(); // NULLs first, as SQLite sorts them
    bool okA = false, okB = false;
    const double da = a.toDouble(&okA), db = b.toDouble(&okB);
    if (okA && okB && a.typeId() != QMetaType::QString && b.typeId() != QMetaType::QString)
        return da < db;
    return a.toString() < b.toString();
}

} // namespace

AggregatedRows aggregateInMemory(const ChartSpec &spec, const ResultSample &sample) {
    AggregatedRows out;
    if (const QString problem = validateSpec(spec, sample.columns); !problem.isEmpty()) {
        out.error = problem;
        return out;
    }
    const int xi = sample.columnIndex(spec.x);
    const int si = spec.series.isEmpty() ? -1 : sample.columnIndex(spec.series);
    QList<int> mi;
    for (const Measure &m : spec.y)
        mi << (m.column.isEmpty() ? -1 : sample.columnIndex(m.column));

    out.columns << db::ResultColumn{QStringLiteral("x"), QString(),
                                    spec.timeBucketing ? db::ValueType::Date
                                                       : sample.columns[xi].type};
    if (si >= 0)
        out.columns << db::ResultColumn{QStringLiteral("series"), QString(),
                                        sample.columns[si].type};
    for (int i = 0; i < spec.y.size(); ++i)
        out.columns << db::ResultColumn{QStringLiteral("y%1").arg(i), QString(),
                                        db::ValueType::Real};

    const bool aggregated =
        spec.timeBucketing || std::any_of(spec.y.begin(), spec.y.end(), [](const Measure &m) {
            return m.aggregation != Aggregation::None;
        });
    struct Group {
        QVariant x;
        QVariant series;
        QList<Accumulator> acc;
    };
    QList<Group> groups;
    QHash<QString, int> index;
    for (const db::Row &row : sample.rows) {
        QVariant x = row.value(xi);
        if (spec.timeBucketing) {
            const auto dt = parseTemporal(x);
            // Text as SQLite's date functions write it.
            x = dt ? QVariant(truncateTo(*dt, spec.grain)
                                  .toString(spec.grain == db::TimeGrain::Hour
                                                ? QStringLiteral("yyyy-MM-dd HH:mm:ss")
                                                : QStringLiteral("yyyy-MM-dd")))
                   : QVariant();
        }
        const QVariant series = si >= 0 ? row.value(si) : QVariant();
        int g = -1;
        if (aggregated) {
            const QString key = x.toString() + QChar(0x1f) +
                                (x.isNull() ? QStringLiteral("\x01") : QString()) + QChar(0x1f) +
                                series.toString();
            g = index.value(key, -1);
            if (g < 0) {
                g = int(groups.size());
                index.insert(key, g);
            }
        } else {
            g = int(groups.size());
        }
        if (g == groups.size())
            groups.append(Group{x, series, QList<Accumulator>(spec.y.size())});
        for (int m = 0; m < spec.y.size(); ++m) {
            const QVariant v = mi[m] >= 0 ? row.value(mi[m]) : QVariant();
            add(groups[g].acc[m], spec.y[m], v);
            if (!aggregated)
                groups[g].acc[m].raw = v;
        }
    }

    auto y0 = [&](const Group &g) {
        const Aggregation a = spec.y.first().aggregation;
        return result(g.acc.first(), aggregated && a == Aggregation::None ? Aggregation::Sum : a)
            .toDouble();
    };
    // Top N categories by the first measure added up over the series, as the SQL ranks them
    // with a series or an Other bucket; without either, the SQL's LIMIT keeps the first N rows
    // in the chosen order (below).
    const bool ranked = spec.limit > 0 && aggregated && (si >= 0 || spec.otherBucket);
    if (ranked) {
        QHash<QString, double> totals;
        QHash<QString, QVariant> xs;
        for (const Group &g : std::as_const(groups)) {
            totals[g.x.toString()] += y0(g);
            xs[g.x.toString()] = g.x;
        }
        QStringList ranked = totals.keys();
        std::sort(ranked.begin(), ranked.end(), [&](const QString &a, const QString &b) {
            return totals[a] != totals[b] ? totals[a] > totals[b] : a < b;
        });
        const QSet<QString> kept(ranked.begin(),
                                 ranked.begin() + std::min<qsizetype>(spec.limit, ranked.size()));
        QList<Group> top;
        QHash<QString, int> other; // series -> index in top
        for (const Group &g : std::as_const(groups)) {
            if (kept.contains(g.x.toString())) {
                top << g;
            } else if (spec.otherBucket) {
                const QString s = g.series.toString();
                int o = other.value(s, -1);
                if (o < 0) {
                    o = int(top.size());
                    other.insert(s, o);
                    top << Group{otherCategoryLabel(), g.series, QList<Accumulator>(spec.y.size())};
                }
                for (int m = 0; m < spec.y.size(); ++m) {
                    // Roll the group's aggregate up: sums and counts add, extremes stay extremes.
                    Accumulator &a = top[o].acc[m];
                    const double v = result(g.acc[m], spec.y[m].aggregation).toDouble();
                    a.min = a.numbers ? std::min(a.min, v) : v;
                    a.max = a.numbers ? std::max(a.max, v) : v;
                    a.sum += v;
                    a.count += qint64(v);
                    ++a.numbers;
                }
            }
        }
        groups = top;
    }

    auto isOther = [&](const Group &g) {
        return spec.otherBucket && g.x.toString() == otherCategoryLabel();
    };
    // The order buildAggregationQuery asks for: the sort, then x, then the series.
    std::stable_sort(groups.begin(), groups.end(), [&](const Group &a, const Group &b) {
        if (isOther(a) != isOther(b))
            return isOther(b);
        switch (spec.sort) {
        case SortOrder::Natural:
        case SortOrder::XAscending:
            break;
        case SortOrder::XDescending:
            if (xLess(a.x, b.x) || xLess(b.x, a.x))
                return xLess(b.x, a.x);
            break;
        case SortOrder::YAscending:
        case SortOrder::YDescending: {
            const double ya = y0(a), yb = y0(b);
            if (ya != yb)
                return spec.sort == SortOrder::YAscending ? ya < yb : ya > yb;
            break;
        }
        }
        if (xLess(a.x, b.x) || xLess(b.x, a.x))
            return xLess(a.x, b.x);
        return a.series.toString() < b.series.toString();
    });
    if (spec.limit > 0 && !ranked && groups.size() > spec.limit)
        groups.resize(spec.limit);

    for (const Group &g : std::as_const(groups)) {
        db::Row row{g.x};
        if (si >= 0)
            row << g.series;
        for (int m = 0; m < spec.y.size(); ++m) {
            if (!aggregated)
                row << g.acc[m].raw;
            else if (isOther(g))
                row << result(g.acc[m], spec.y[m].aggregation == Aggregation::Min ? Aggregation::Min
                                        : spec.y[m].aggregation == Aggregation::Max
                                            ? Aggregation::Max
                                            : Aggregation::Sum);
            else
                row << result(g.acc[m], spec.y[m].aggregation);
        }
        out.rows << row;
    }
    return out;
}

} // namespace assay::charts
