#include "charttypefit.h"
#include "chartstr.h"

#include <QCoreApplication>

namespace assay::charts {
namespace {

// The most slices a pie may have when asked for by name (the rules choose at most 5, or 7 for
// shares).
constexpr int MaxAskedSlices = 12;

const ColumnProfile *profileOf(const QList<ColumnProfile> &columns, const QString &name) {
    for (const ColumnProfile &p : columns) {
        if (p.name.compare(name, Qt::CaseInsensitive) == 0)
            return &p;
    }
    return nullptr;
}

} // namespace

ChartSpec fitToType(ChartSpec s, ChartType type) {
    const ChartType from = s.type;
    s.type = type;
    switch (type) {
    case ChartType::Pie:
        // One slice per category of one measure: a series is added up into its category.
        s.series.clear();
        s.seriesLimit = 0;
        s.y = s.y.mid(0, 1);
        s.stacked = false;
        s.sort = SortOrder::YDescending;
        s.forecastPeriods = 0;
        break;
    case ChartType::Line:
    case ChartType::Area:
        s.sort = SortOrder::XAscending;
        s.otherBucket = false;
        s.limit = 0;
        s.stacked = false;
        break;
    case ChartType::Bar:
        s.forecastPeriods = 0;
        s.stacked = s.stacked && !s.series.isEmpty();
        if (from == ChartType::Scatter) {
            for (Measure &m : s.y)
                m.aggregation = Aggregation::Sum;
        }
        break;
    case ChartType::Scatter:
        s.timeBucketing = false;
        s.stacked = false;
        s.limit = 0;
        s.otherBucket = false;
        s.forecastPeriods = 0;
        for (Measure &m : s.y) {
            if (!m.column.isEmpty())
                m.aggregation = Aggregation::None;
        }
        break;
    case ChartType::Table:
        break;
    }
    return s;
}

QString typeProblem(const ChartSpec &s, const QList<ColumnProfile> &columns) {
    const ColumnProfile *x = profileOf(columns, s.x);
    const Measure m = s.y.value(0);
    const ColumnProfile *y = m.column.isEmpty() ? nullptr : profileOf(columns, m.column);
    switch (s.type) {
    case ChartType::Pie:
        if (y && y->nonNull > 0 && !y->nonNegative)
            return Tr::tr("a pie needs values that are never negative");
        if (y && y->additivity == Additivity::NotAdditive)
            return Tr::tr("%1 does not add up to a whole").arg(y->name);
        if (x && x->distinct > MaxAskedSlices)
            return Tr::tr("%1 has %2 values, too many slices").arg(x->name).arg(x->distinct);
        break;
    case ChartType::Line:
    case ChartType::Area:
        if (x && !x->isOrdered() && !x->numeric)
            return Tr::tr("a line needs time or numbers along x, and %1 is a category")
                .arg(x->name);
        break;
    case ChartType::Scatter:
        if (y && !y->numeric)
            return Tr::tr("%1 is not a number").arg(y->name);
        break;
    case ChartType::Bar:
    case ChartType::Table:
        break;
    }
    if (y && (m.aggregation == Aggregation::Sum || m.aggregation == Aggregation::Avg) &&
        !y->numeric)
        return Tr::tr("%1 is not a number").arg(y->name);
    return {};
}

} // namespace assay::charts
