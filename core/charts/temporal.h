#pragma once
// Dates as the charts see them: recognising them in values of any type (ISO text from SQLite,
// years stored as integers), labelling them at a grain, and stepping a regular time axis forward
// (for forecasts). Every instant is UTC milliseconds since the epoch.

#include "db/dialect.h"

#include <QDateTime>
#include <QVariant>

#include <optional>

namespace assay::charts {

// What a temporal value looks like, coarsest last.
enum class TemporalKind { None, DateTime, Date, YearMonth, Year };

// Reads ISO dates and timestamps ("2024-03-01", "2024-03-01 10:00:00", "2024-03-01T10:00:00Z"),
// "2024-03", "2024/03/01", written dates ("15.03.2024", "3/15/2024", "15 Mar 2024",
// "March 15, 2024"), QDate/QDateTime values, and years (integers or text 1800-2200 when
// `allowYear`). Nothing else: free text, numbers and times of day are not dates.
std::optional<QDateTime> parseTemporal(const QVariant &value, bool allowYear = false,
                                       TemporalKind *kind = nullptr);
bool isYearValue(const QVariant &value);
// Whether the database can truncate this value to a grain itself: typed dates, and text that
// starts like ISO ("2024-03..."). Written dates ("15.03.2024") are read here, never in SQL.
bool isIsoDateText(const QVariant &value);

// A label for an instant at a grain ("2024", "Q1 2024", "Mar 2024", "4 Mar 2024", "4 Mar 10:00").
QString formatTemporal(const QDateTime &instant, std::optional<db::TimeGrain> grain,
                       TemporalKind kind = TemporalKind::Date);
// The grain a label should use for points of this kind when the chart did not bucket them.
std::optional<db::TimeGrain> grainForKind(TemporalKind kind);

// The truncation Dialect::truncateDate does in SQL, in C++ (for in-memory aggregation).
QDateTime truncateTo(const QDateTime &instant, db::TimeGrain grain);

// One step of a regular time axis: a number of months (calendar steps) or of milliseconds.
struct TimeStep {
    int months = 0;
    qint64 millis = 0;
    bool isValid() const { return months > 0 || millis > 0; }
    // Periods per year for seasonal models (12 for months, 4 for quarters, 7 for days, ...);
    // 0 when the step has no natural season.
    int seasonLength() const;
    QString unitName(int count) const; // "12 months", "3 quarters", "7 days", ...
};
TimeStep stepOf(db::TimeGrain grain);
// The step of a series of instants when they are regular (monthly, daily, ...); invalid otherwise.
TimeStep inferStep(const QList<qint64> &instantsMs);
qint64 advance(qint64 instantMs, const TimeStep &step, int times);

} // namespace assay::charts
