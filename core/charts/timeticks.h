#pragma once
// Where to put the labels of a time axis: on round instants (the first of a month or a year,
// Mondays, whole hours) at a step that fits the available width, each with a label at the
// right precision ("2024", "Mar 2024", "4 Mar", "4 Mar 10:00"). QtCharts' own date axis spaces
// ticks evenly in milliseconds, which lands them on arbitrary days.

#include <QList>
#include <QString>

namespace assay::charts {

struct TimeTick {
    qint64 ms = 0;
    QString label;
};

// At most `maxTicks` ticks within [fromMs, toMs] (both inclusive), at least one when the range
// is not empty.
QList<TimeTick> timeTicks(qint64 fromMs, qint64 toMs, int maxTicks);

} // namespace assay::charts
