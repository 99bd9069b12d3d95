// Words about charts shown to the user, each a whole phrase in the window's language: time
// grains, how an axis is grouped, and the "Why ..." line above a chart (chartspec.h).

#include "chartspec.h"
#include "chartstr.h"

#include <QCoreApplication>

namespace assay::charts {

QString timeGrainName(db::TimeGrain grain) {
    switch (grain) {
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
    return {};
}

QString byTimeGrain(db::TimeGrain grain) {
    switch (grain) {
    case db::TimeGrain::Year:
        return Tr::tr("by year");
    case db::TimeGrain::Quarter:
        return Tr::tr("by quarter");
    case db::TimeGrain::Month:
        return Tr::tr("by month");
    case db::TimeGrain::Week:
        return Tr::tr("by week");
    case db::TimeGrain::Day:
        return Tr::tr("by day");
    case db::TimeGrain::Hour:
        return Tr::tr("by hour");
    }
    return {};
}

QString chartWhy(const ChartSpec &spec, const QString &reason) {
    const bool series = !spec.series.isEmpty() || spec.y.size() > 1;
    switch (spec.type) {
    case ChartType::Bar:
        if (!series)
            return Tr::tr("Why bars: %1").arg(reason);
        return spec.stacked ? Tr::tr("Why stacked bars: %1").arg(reason)
                            : Tr::tr("Why grouped bars: %1").arg(reason);
    case ChartType::Line:
        return series ? Tr::tr("Why lines: %1").arg(reason) : Tr::tr("Why a line: %1").arg(reason);
    case ChartType::Area:
        return Tr::tr("Why an area chart: %1").arg(reason);
    case ChartType::Pie:
        return Tr::tr("Why a pie: %1").arg(reason);
    case ChartType::Scatter:
        return Tr::tr("Why a scatter plot: %1").arg(reason);
    case ChartType::Table:
        return Tr::tr("Why a table: %1").arg(reason);
    }
    return reason;
}

} // namespace assay::charts
