#pragma once
// Whether the time a question asks about is in the data at all. "This year" is resolved against
// today, but a database often stops earlier (an export, a sample, a warehouse loaded monthly):
// an answer for a period with no rows looks like a broken query. The span is measured from the
// fact tables' date columns at question time (MIN/MAX, with a short timeout), not from profiles,
// which may have seen a sample only.

#include "ask/timeexpressions.h"

#include "db/resulttypes.h"

#include <QDate>
#include <QStringList>

namespace assay::db {
class Connection;
}
namespace assay::knowledge {
struct DataContext;
}

namespace assay::agents {

struct DataSpan {
    QDate first;
    QDate last;
    QString column; // "orders.order_date": where the span was read
    bool known() const { return first.isValid() && last.isValid(); }
};

// The widest span over the date columns of the fact tables (of all tables when none is marked
// as a fact table), at most `maxColumns` of them. Unknown when nothing could be read in time.
DataSpan measureDataSpan(db::Connection &connection, const knowledge::DataContext &context, const db::CancelTokenPtr &cancel,
                         int timeoutMs = 3000, int maxColumns = 4);

// One sentence per range that lies wholly outside the span: "“this year” (2026-01-01 to
// 2026-12-31) is after the last date in the data, 2025-12-31 (orders.order_date)."
QStringList rangesOutsideData(const QList<ask::TimeRange> &times, const DataSpan &span);

// The two together, as the pipeline and the offline path use them: nothing is measured when the
// question names no period.
QStringList periodNotes(const QList<ask::TimeRange> &times, db::Connection &connection, const knowledge::DataContext &context,
                        const db::CancelTokenPtr &cancel);

} // namespace assay::agents
