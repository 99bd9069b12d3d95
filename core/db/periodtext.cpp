#include "periodtext.h"

#include <QDate>
#include <QDateTime>
#include <QRegularExpression>

namespace assay::db {
namespace {

// The day a value names when it is a date at midnight: QDate, QDateTime, or ISO text
// ("2021-03-01", "2021-03-01 00:00:00", "2021-03-01T00:00:00").
std::optional<QDate> midnightDate(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::QDate:
        return v.toDate().isValid() ? std::optional(v.toDate()) : std::nullopt;
    case QMetaType::QDateTime: {
        const QDateTime dt = v.toDateTime();
        if (!dt.isValid() || dt.time() != QTime(0, 0))
            return std::nullopt;
        return dt.date();
    }
    case QMetaType::QString: {
        static const QRegularExpression iso(QStringLiteral("^(\\d{4})-(\\d{2})-(\\d{2})(?:[ T]00:00(?::00(?:\\.0+)?)?)?$"));
        const auto m = iso.match(v.toString());
        if (!m.hasMatch())
            return std::nullopt;
        const QDate d(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
        return d.isValid() ? std::optional(d) : std::nullopt;
    }
    default:
        return std::nullopt;
    }
}

bool starts(const QDate &d, Period p)
{
    if (d.day() != 1)
        return false;
    switch (p) {
    case Period::Year:
        return d.month() == 1;
    case Period::Quarter:
        return (d.month() - 1) % 3 == 0;
    case Period::Month:
        return true;
    }
    return false;
}

} // namespace

std::optional<Period> periodOfValues(const QList<QVariant> &values)
{
    bool years = true, quarters = true;
    QList<QDate> distinct;
    for (const QVariant &v : values) {
        if (v.isNull())
            continue;
        const std::optional<QDate> d = midnightDate(v);
        if (!d || !starts(*d, Period::Month))
            return std::nullopt;
        years = years && starts(*d, Period::Year);
        quarters = quarters && starts(*d, Period::Quarter);
        if (distinct.size() < 2 && !distinct.contains(*d))
            distinct << *d;
    }
    if (distinct.size() < 2)
        return std::nullopt; // one date alone says nothing about a period
    return years ? Period::Year : quarters ? Period::Quarter : Period::Month;
}

QString periodText(const QVariant &value, Period period)
{
    const std::optional<QDate> d = midnightDate(value);
    if (!d || !starts(*d, period))
        return {};
    switch (period) {
    case Period::Year:
        return QString::number(d->year());
    case Period::Quarter:
        return QStringLiteral("%1-Q%2").arg(d->year()).arg((d->month() - 1) / 3 + 1);
    case Period::Month:
        return d->toString(QStringLiteral("yyyy-MM"));
    }
    return {};
}

} // namespace assay::db
