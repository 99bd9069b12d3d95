#include "retrypolicy.h"

#include <QLocale>
#include <QTimeZone>

#include <algorithm>
#include <cmath>

namespace assay::llm {

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

} // namespace assay::llm
