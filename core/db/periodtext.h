#pragma once
// Dates that stand for periods. A query that truncates dates to years, quarters or months
// (date_trunc('year', day), strftime('%Y-01-01', day)) returns 2021-01-01 for "2021"; the grid
// shows such a column at its period, in the same language-neutral ISO style as other dates:
// "2021", "2021-Q1", "2021-03". Only when every sampled value is the start of the same kind of
// period, and at least two differ; any value that is not a period start shows as the full date.

#include <QList>
#include <QString>
#include <QVariant>

#include <optional>

namespace assay::db {

enum class Period { Year, Quarter, Month };

// The period a column's sampled values stand for, or nothing.
std::optional<Period> periodOfValues(const QList<QVariant> &values);
// `value` written at `period`, or an empty string when it is not the start of one.
QString periodText(const QVariant &value, Period period);

} // namespace assay::db
