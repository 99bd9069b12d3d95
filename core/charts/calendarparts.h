#pragma once
// Parts of the calendar that repeat: months of the year, days of the week, quarters. They are
// time, but not a continuous time axis: "Mar" of every year falls in one bucket, so they are
// drawn as ordered categories (bars in calendar order), never as a line through the years.
// nvBench's BIN BY MONTH and BIN BY WEEKDAY produce them, and so do to_char(d, 'Mon'),
// strftime('%w', d) and DAYNAME(d).

#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>

namespace assay::charts {

enum class CalendarPart { None, MonthOfYear, Weekday, Quarter, HourOfDay };

// The position of a value in its cycle (January = 0, Monday = 0, Q1 = 0) when it is the name or
// abbreviation of a month or weekday in English, German, Chinese or the system's language
// ("Mar", "März", "三月", "Tue", "Dienstag", "星期二"), or a quarter ("Q2"). Numbers are not
// read here: a 3 is a month only when the column's name says so (see numberedCalendarPart).
std::optional<int> calendarPosition(const QString &value, CalendarPart *part);

// A column of small integers is a calendar part when its name says so: "month" with values in
// 1..12, "weekday"/"day_of_week"/"dow" with values in 0..7, "quarter" with values in 1..4,
// "hour"/"hour_of_day" with values in 0..23.
CalendarPart numberedCalendarPart(const QString &columnName, double min, double max);

// "month of the year", "day of the week", "quarter": for reasons shown to the user.
QString calendarPartName(CalendarPart part);

// Sorts labels of one calendar part into calendar order; labels that are not part of it keep
// their relative order after the rest. Returns the new order as indexes into `labels`.
QList<int> calendarOrder(const QStringList &labels);

} // namespace assay::charts
