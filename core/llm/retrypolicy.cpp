#include "retrypolicy.h"
#include "llmtr.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTimeZone>

#include <algorithm>
#include <cmath>
#include <limits>

namespace assay::llm {

namespace {

qint64 ceilDiv(qint64 value, qint64 divisor) {
    return (value + divisor - 1) / divisor;
}

// Rounded up, so the wait is never understated. Singular and plural are separate source strings
// so the untranslated (English) text reads right; the plural is numerus for translators.
QString waitText(qint64 waitMs) {
    const qint64 seconds = ceilDiv(std::max<qint64>(waitMs, 0), 1000);
    if (seconds < 120)
        return seconds == 1 ? Tr::tr("1 second") : Tr::tr("%n seconds", nullptr, int(seconds));
    const qint64 minutes = ceilDiv(seconds, 60);
    if (minutes < 120)
        return Tr::tr("%n minutes", nullptr, int(minutes));
    const qint64 hours = ceilDiv(minutes, 60);
    return Tr::tr("%n hours", nullptr, int(std::min<qint64>(hours, std::numeric_limits<int>::max())));
}

} // namespace

QDateTime parseHttpDate(const QByteArray &raw) {
    QString value = QString::fromLatin1(raw).simplified();
    // The weekday is redundant, and Qt rejects a name that does not match its idea of the date
    // (RFC 850's two-digit years read as 19xx), so drop it before parsing.
    const qsizetype comma = value.indexOf(QLatin1Char(','));
    if (comma >= 0)
        value = value.mid(comma + 1).trimmed();
    else if (value.indexOf(QLatin1Char(' ')) > 0)
        value =
            value.mid(value.indexOf(QLatin1Char(' ')) + 1); // asctime: "Sun Nov  6 08:49:37 1994"
    const QLocale c = QLocale::c();
    // IMF-fixdate, RFC 850, asctime.
    for (const char *format :
         {"dd MMM yyyy hh:mm:ss 'GMT'", "dd-MMM-yy hh:mm:ss 'GMT'", "MMM d hh:mm:ss yyyy"}) {
        QDateTime dt = c.toDateTime(value, QLatin1String(format));
        if (dt.isValid()) {
            if (dt.date().year() < 1970) // RFC 850's two-digit year
                dt = dt.addYears(100);
            dt.setTimeZone(QTimeZone::utc());
            return dt;
        }
    }
    return {};
}

qint64 parseRetryAfter(const QByteArray &raw, const QDateTime &nowUtc) {
    const QByteArray value = raw.trimmed();
    if (value.isEmpty())
        return -1;
    bool ok = false;
    const double seconds = value.toDouble(&ok);
    if (ok)
        return seconds < 0 ? -1 : qint64(std::ceil(seconds * 1000));
    const QDateTime when = parseHttpDate(value);
    if (!when.isValid())
        return -1;
    return std::max<qint64>(0, nowUtc.msecsTo(when));
}

qint64 backoffDelayMs(int attempt, const ProviderLimits &limits, double random01) {
    const int exponent = std::clamp(attempt - 1, 0, 20);
    const double full = std::min<double>(double(limits.retryBaseDelayMs) * double(1 << exponent),
                                         limits.retryMaxDelayMs);
    return qint64(full / 2 + full / 2 * std::clamp(random01, 0.0, 1.0));
}

qint64 retryDelayMs(int attempt, qint64 retryAfterMs, const ProviderLimits &limits,
                    double random01) {
    if (retryAfterMs >= 0)
        return std::min<qint64>(retryAfterMs, limits.retryMaxDelayMs);
    return backoffDelayMs(attempt, limits, random01);
}

bool retryAfterExceedsCap(qint64 retryAfterMs, const ProviderLimits &limits) {
    return retryAfterMs > limits.retryMaxDelayMs;
}

QDateTime retryMoment(qint64 waitMs, const QDateTime &now) {
    QDateTime at = now.toLocalTime().addMSecs(std::max<qint64>(waitMs, 0));
    const QTime t = at.time();
    if (t.second() > 0 || t.msec() > 0)
        at = at.addMSecs(60000 - (t.second() * 1000 + t.msec()));
    return at;
}

QString retryLaterMessage(qint64 waitMs, const QDateTime &now) {
    const QDateTime at = retryMoment(waitMs, now);
    const QLocale locale;
    const QString when = at.date() == now.toLocalTime().date()
                             ? locale.toString(at.time(), QLocale::ShortFormat)
                             : locale.toString(at, QLocale::ShortFormat);
    return Tr::tr("The provider asked Assay to wait %1 before the next request; try again "
                     "after %2.")
        .arg(waitText(waitMs), when);
}

} // namespace assay::llm
