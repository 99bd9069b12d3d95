#include "timeticks.h"

#include <QDateTime>
#include <QLocale>

namespace assay::charts {
namespace {

constexpr qint64 HourMs = 3600LL * 1000;
constexpr qint64 DayMs = 24 * HourMs;

struct Step {
    int months = 0; // calendar steps
    qint64 millis = 0;
};

// The first instant at or after `t` that is a multiple of the step.
QDateTime firstTick(const QDateTime &t, const Step &s) {
    const QDate d = t.date();
    if (s.months > 0) {
        // Multiples of the step counted from year 0: years stay round (2020, 2025), quarters
        // start in January, April, ...
        const int monthIndex = d.year() * 12 + d.month() - 1;
        int first = (monthIndex + s.months - 1) / s.months * s.months;
        if (first == monthIndex && (d.day() != 1 || t.time() != QTime(0, 0)))
            first += s.months;
        return QDateTime(QDate(first / 12, first % 12 + 1, 1), QTime(0, 0), Qt::UTC);
    }
    if (s.millis == 7 * DayMs) {
        QDate monday = d.addDays(1 - d.dayOfWeek());
        QDateTime m(monday, QTime(0, 0), Qt::UTC);
        return m < t ? m.addDays(7) : m;
    }
    const qint64 ms = t.toMSecsSinceEpoch();
    const qint64 rounded = ((ms + s.millis - 1) / s.millis) * s.millis;
    return QDateTime::fromMSecsSinceEpoch(rounded, Qt::UTC);
}

QString label(const QDateTime &t, const Step &s, bool spansYears) {
    const QLocale locale;
    if (s.months >= 12)
        return QString::number(t.date().year());
    if (s.months > 0)
        return locale.toString(t.date(), QStringLiteral("MMM yyyy"));
    if (s.millis >= DayMs)
        return locale.toString(t.date(),
                               spansYears ? QStringLiteral("d MMM yyyy") : QStringLiteral("d MMM"));
    return locale.toString(t, QStringLiteral("d MMM HH:mm"));
}

} // namespace

QList<TimeTick> timeTicks(qint64 fromMs, qint64 toMs, int maxTicks) {
    QList<TimeTick> out;
    if (toMs < fromMs || maxTicks < 1)
        return out;
    static const Step steps[] = {
        {0, HourMs},    {0, 3 * HourMs}, {0, 6 * HourMs}, {0, 12 * HourMs}, {0, DayMs},
        {0, 2 * DayMs}, {0, 7 * DayMs},  {1, 0},          {2, 0},           {3, 0},
        {6, 0},         {12, 0},         {24, 0},         {60, 0},          {120, 0},
        {240, 0},       {600, 0},        {1200, 0},
    };
    const QDateTime from = QDateTime::fromMSecsSinceEpoch(fromMs, Qt::UTC);
    const QDateTime to = QDateTime::fromMSecsSinceEpoch(toMs, Qt::UTC);
    const bool spansYears = from.date().year() != to.date().year();
    for (const Step &s : steps) {
        QList<TimeTick> ticks;
        for (QDateTime t = firstTick(from, s); t <= to;
             t = s.months > 0 ? t.addMonths(s.months) : t.addMSecs(s.millis)) {
            ticks << TimeTick{t.toMSecsSinceEpoch(), label(t, s, spansYears)};
            if (ticks.size() > maxTicks)
                break;
        }
        if (ticks.size() <= maxTicks && !ticks.isEmpty())
            return ticks;
    }
    // A range shorter than an hour, or no round instant inside: label the ends.
    out << TimeTick{fromMs, QLocale().toString(from, QStringLiteral("d MMM yyyy HH:mm"))};
    return out;
}

} // namespace assay::charts
