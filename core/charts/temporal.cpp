#include "temporal.h"
#include "chartstr.h"

#include "calendarparts.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace assay::charts {
namespace {

constexpr qint64 DayMs = 24LL * 3600 * 1000;

// Days since 1970-01-01 for a proleptic Gregorian date (H. Hinnant's days_from_civil). Parsing
// by hand keeps a million-point time axis fast; QDateTime::fromString costs microseconds each.
qint64 daysFromCivil(int y, int m, int d) {
    y -= m <= 2;
    const int era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = unsigned(y - era * 400);
    const unsigned doy = (153 * unsigned(m + (m > 2 ? -3 : 9)) + 2) / 5 + unsigned(d) - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return qint64(era) * 146097 + qint64(doe) - 719468;
}

bool digits(QStringView s, int from, int count, int *out) {
    if (from + count > s.size())
        return false;
    int v = 0;
    for (int i = from; i < from + count; ++i) {
        const QChar c = s[i];
        if (c < u'0' || c > u'9')
            return false;
        v = v * 10 + (c.unicode() - u'0');
    }
    *out = v;
    return true;
}

bool validDate(int y, int m, int d) {
    return y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= QDate(y, m, 1).daysInMonth();
}

std::optional<qint64> parseText(QStringView s, bool allowYear, TemporalKind *kind) {
    int y = 0, m = 0, d = 0, hh = 0, mm = 0, ss = 0;
    if (s.size() == 4 && allowYear && digits(s, 0, 4, &y)) {
        if (y < 1800 || y > 2200)
            return std::nullopt;
        *kind = TemporalKind::Year;
        return daysFromCivil(y, 1, 1) * DayMs;
    }
    if (s.size() < 7 || !digits(s, 0, 4, &y) || (s[4] != u'-' && s[4] != u'/') ||
        !digits(s, 5, 2, &m))
        return std::nullopt;
    const QChar sep = s[4];
    if (s.size() == 7) {
        if (m < 1 || m > 12)
            return std::nullopt;
        *kind = TemporalKind::YearMonth;
        return daysFromCivil(y, m, 1) * DayMs;
    }
    if (s.size() < 10 || s[7] != sep || !digits(s, 8, 2, &d) || !validDate(y, m, d))
        return std::nullopt;
    qint64 ms = daysFromCivil(y, m, d) * DayMs;
    if (s.size() == 10) {
        *kind = TemporalKind::Date;
        return ms;
    }
    if ((s[10] != u' ' && s[10] != u'T') || !digits(s, 11, 2, &hh) || s.size() < 16 ||
        s[13] != u':' || !digits(s, 14, 2, &mm))
        return std::nullopt;
    int pos = 16;
    if (pos < s.size() && s[pos] == u':') {
        if (!digits(s, pos + 1, 2, &ss))
            return std::nullopt;
        pos += 3;
    }
    if (hh > 23 || mm > 59 || ss > 60)
        return std::nullopt;
    ms += (hh * 3600LL + mm * 60LL + ss) * 1000LL;
    // Fractions of a second and a zone may follow; anything else means it was not a timestamp.
    if (pos < s.size() && s[pos] == u'.') {
        ++pos;
        while (pos < s.size() && s[pos].isDigit())
            ++pos;
    }
    if (pos < s.size()) {
        const QStringView zone = s.mid(pos).trimmed();
        if (zone == u"Z") {
            // UTC already
        } else if ((zone.startsWith(u'+') || zone.startsWith(u'-')) &&
                   (zone.size() == 3 || zone.size() == 5 || zone.size() == 6)) {
            int zh = 0, zm = 0;
            if (!digits(zone, 1, 2, &zh))
                return std::nullopt;
            if (zone.size() > 3 && !digits(zone, zone.size() - 2, 2, &zm))
                return std::nullopt;
            const qint64 offset = (zh * 3600LL + zm * 60LL) * 1000LL;
            ms += zone.startsWith(u'+') ? -offset : offset;
        } else {
            return std::nullopt;
        }
    }
    *kind = TemporalKind::DateTime;
    return ms;
}

// Dates people type and spreadsheets export: "15.03.2024", "3/15/2024" (month first, as in the
// US, unless the first number cannot be a month: "15/3/2024"), "15 Mar 2024", "March 15, 2024".
// A time of day may follow any of them and is ignored: these columns are read as dates.
std::optional<qint64> parseWrittenDate(QStringView s, TemporalKind *kind) {
    static const QRegularExpression numeric(
        QStringLiteral("^(\\d{1,2})([./])(\\d{1,2})\\2(\\d{4})(?:[ T]\\d{1,2}:\\d{2}(?::\\d{2})?)?$"));
    static const QRegularExpression named(
        QStringLiteral("^(?:(\\d{1,2})\\.? ([^\\d\\s,]+)|([^\\d\\s,]+) (\\d{1,2}),?) (\\d{4})$"));
    int y = 0, m = 0, d = 0;
    if (const auto match = numeric.match(s); match.hasMatch()) {
        const int a = match.capturedView(1).toInt(), b = match.capturedView(3).toInt();
        y = match.capturedView(4).toInt();
        const bool dayFirst = match.capturedView(2) == u"." || a > 12;
        d = dayFirst ? a : b;
        m = dayFirst ? b : a;
    } else if (const auto words = named.match(s); words.hasMatch()) {
        const bool dayFirst = !words.capturedView(1).isEmpty();
        CalendarPart part = CalendarPart::None;
        const auto month = calendarPosition(
            (dayFirst ? words.capturedView(2) : words.capturedView(3)).toString(), &part);
        if (!month || part != CalendarPart::MonthOfYear)
            return std::nullopt;
        m = *month + 1;
        d = (dayFirst ? words.capturedView(1) : words.capturedView(4)).toInt();
        y = words.capturedView(5).toInt();
    } else {
        return std::nullopt;
    }
    if (!validDate(y, m, d))
        return std::nullopt;
    *kind = TemporalKind::Date;
    return daysFromCivil(y, m, d) * DayMs;
}

} // namespace

bool isIsoDateText(const QVariant &value) {
    if (value.typeId() != QMetaType::QString)
        return true; // dates and numbers the engine delivered typed
    const QString s = value.toString().trimmed();
    int y = 0, m = 0;
    return s.size() >= 7 && digits(s, 0, 4, &y) && s[4] == u'-' && digits(s, 5, 2, &m);
}

bool isYearValue(const QVariant &v) {
    bool ok = false;
    double d = 0;
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::ULongLong:
    case QMetaType::UInt:
    case QMetaType::Double:
        d = v.toDouble(&ok);
        break;
    case QMetaType::QString: {
        const QString s = v.toString().trimmed();
        if (s.size() != 4)
            return false;
        d = s.toInt(&ok);
        break;
    }
    default:
        return false;
    }
    return ok && d == std::floor(d) && d >= 1800 && d <= 2200;
}

std::optional<QDateTime> parseTemporal(const QVariant &value, bool allowYear,
                                       TemporalKind *kindOut) {
    TemporalKind kind = TemporalKind::None;
    std::optional<qint64> ms;
    switch (value.typeId()) {
    case QMetaType::QDate:
        if (value.toDate().isValid()) {
            kind = TemporalKind::Date;
            ms = value.toDate().startOfDay(Qt::UTC).toMSecsSinceEpoch();
        }
        break;
    case QMetaType::QDateTime:
        if (value.toDateTime().isValid()) {
            kind = TemporalKind::DateTime;
            ms = value.toDateTime().toMSecsSinceEpoch();
        }
        break;
    case QMetaType::QString: {
        const QString text = value.toString();
        const QStringView trimmed = QStringView(text).trimmed();
        ms = parseText(trimmed, allowYear, &kind);
        if (!ms && trimmed.size() >= 8 && trimmed.size() <= 24)
            ms = parseWrittenDate(trimmed, &kind);
        break;
    }
    default:
        if (allowYear && isYearValue(value)) {
            kind = TemporalKind::Year;
            ms = daysFromCivil(int(value.toDouble()), 1, 1) * DayMs;
        }
        break;
    }
    if (kindOut)
        *kindOut = kind;
    if (!ms)
        return std::nullopt;
    return QDateTime::fromMSecsSinceEpoch(*ms, Qt::UTC);
}

std::optional<db::TimeGrain> grainForKind(TemporalKind kind) {
    switch (kind) {
    case TemporalKind::Year:
        return db::TimeGrain::Year;
    case TemporalKind::YearMonth:
        return db::TimeGrain::Month;
    case TemporalKind::Date:
        return db::TimeGrain::Day;
    case TemporalKind::DateTime:
    case TemporalKind::None:
        break;
    }
    return std::nullopt;
}

QString formatTemporal(const QDateTime &instant, std::optional<db::TimeGrain> grain,
                       TemporalKind kind) {
    const QDateTime t = instant.toUTC();
    const QLocale locale;
    if (!grain)
        grain = grainForKind(kind);
    if (!grain) {
        // A timestamp: drop the time when it is midnight.
        if (t.time() == QTime(0, 0))
            return locale.toString(t.date(), QStringLiteral("d MMM yyyy"));
        return locale.toString(t, QStringLiteral("d MMM yyyy HH:mm"));
    }
    switch (*grain) {
    case db::TimeGrain::Year:
        return QString::number(t.date().year());
    case db::TimeGrain::Quarter:
        return QStringLiteral("Q%1 %2").arg((t.date().month() - 1) / 3 + 1).arg(t.date().year());
    case db::TimeGrain::Month:
        return locale.toString(t.date(), QStringLiteral("MMM yyyy"));
    case db::TimeGrain::Week:
    case db::TimeGrain::Day:
        return locale.toString(t.date(), QStringLiteral("d MMM yyyy"));
    case db::TimeGrain::Hour:
        return locale.toString(t, QStringLiteral("d MMM yyyy HH:00"));
    }
    return t.toString(Qt::ISODate);
}

QDateTime truncateTo(const QDateTime &instant, db::TimeGrain grain) {
    const QDateTime t = instant.toUTC();
    const QDate d = t.date();
    switch (grain) {
    case db::TimeGrain::Year:
        return QDateTime(QDate(d.year(), 1, 1), QTime(0, 0), Qt::UTC);
    case db::TimeGrain::Quarter:
        return QDateTime(QDate(d.year(), (d.month() - 1) / 3 * 3 + 1, 1), QTime(0, 0), Qt::UTC);
    case db::TimeGrain::Month:
        return QDateTime(QDate(d.year(), d.month(), 1), QTime(0, 0), Qt::UTC);
    case db::TimeGrain::Week:
        // Weeks start on Monday, as in Dialect::truncateDate.
        return QDateTime(d.addDays(1 - d.dayOfWeek()), QTime(0, 0), Qt::UTC);
    case db::TimeGrain::Day:
        return QDateTime(d, QTime(0, 0), Qt::UTC);
    case db::TimeGrain::Hour:
        return QDateTime(d, QTime(t.time().hour(), 0), Qt::UTC);
    }
    return t;
}

int TimeStep::seasonLength() const {
    if (months == 1)
        return 12;
    if (months == 3)
        return 4;
    if (millis == DayMs)
        return 7;
    if (millis == 3600LL * 1000)
        return 24;
    if (millis == 7 * DayMs)
        return 52;
    return 0;
}

QString TimeStep::unitName(int count) const {
    if (months == 12)
        return Tr::tr("%n year(s)", nullptr, count);
    if (months == 3)
        return Tr::tr("%n quarter(s)", nullptr, count);
    if (months > 0)
        return Tr::tr("%n month(s)", nullptr, count * months);
    if (millis == 7 * DayMs)
        return Tr::tr("%n week(s)", nullptr, count);
    if (millis > 0 && millis % DayMs == 0)
        return Tr::tr("%n day(s)", nullptr, int(count * (millis / DayMs)));
    if (millis > 0 && millis % (3600LL * 1000) == 0)
        return Tr::tr("%n hour(s)", nullptr, int(count * (millis / (3600LL * 1000))));
    return Tr::tr("%n period(s)", nullptr, count);
}

TimeStep stepOf(db::TimeGrain grain) {
    switch (grain) {
    case db::TimeGrain::Year:
        return {12, 0};
    case db::TimeGrain::Quarter:
        return {3, 0};
    case db::TimeGrain::Month:
        return {1, 0};
    case db::TimeGrain::Week:
        return {0, 7 * DayMs};
    case db::TimeGrain::Day:
        return {0, DayMs};
    case db::TimeGrain::Hour:
        return {0, 3600LL * 1000};
    }
    return {};
}

TimeStep inferStep(const QList<qint64> &instantsIn) {
    QList<qint64> t = instantsIn;
    std::sort(t.begin(), t.end());
    t.erase(std::unique(t.begin(), t.end()), t.end());
    if (t.size() < 3)
        return {};
    // Calendar months when every instant starts a month: month lengths differ, so millisecond
    // gaps would look irregular.
    bool monthStarts = true;
    for (qint64 ms : std::as_const(t)) {
        const QDateTime dt = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
        if (dt.date().day() != 1 || dt.time() != QTime(0, 0)) {
            monthStarts = false;
            break;
        }
    }
    QHash<qint64, int> gaps;
    for (int i = 1; i < t.size(); ++i) {
        if (monthStarts) {
            const QDate a = QDateTime::fromMSecsSinceEpoch(t[i - 1], Qt::UTC).date();
            const QDate b = QDateTime::fromMSecsSinceEpoch(t[i], Qt::UTC).date();
            gaps[(b.year() - a.year()) * 12 + b.month() - a.month()]++;
        } else {
            gaps[t[i] - t[i - 1]]++;
        }
    }
    qint64 best = 0;
    int bestCount = 0;
    for (auto it = gaps.constBegin(); it != gaps.constEnd(); ++it) {
        if (it.value() > bestCount || (it.value() == bestCount && it.key() < best)) {
            best = it.key();
            bestCount = it.value();
        }
    }
    // Regular enough: most gaps are the step (a few missing periods are tolerated).
    if (best <= 0 || bestCount * 10 < (t.size() - 1) * 8)
        return {};
    if (monthStarts)
        return {int(best), 0};
    return {0, best};
}

qint64 advance(qint64 instantMs, const TimeStep &step, int times) {
    if (step.months > 0)
        return QDateTime::fromMSecsSinceEpoch(instantMs, Qt::UTC)
            .addMonths(step.months * times)
            .toMSecsSinceEpoch();
    return instantMs + step.millis * times;
}

} // namespace assay::charts
