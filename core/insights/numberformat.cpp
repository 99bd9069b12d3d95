#include "numberformat.h"

#include "db/columnformats.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace assay::insights {
namespace {

QString trimZeros(QString s, QChar decimal) {
    if (!s.contains(decimal))
        return s;
    while (s.endsWith(u'0'))
        s.chop(1);
    if (s.endsWith(decimal))
        s.chop(1);
    return s;
}

} // namespace

QLocale insightLocale() {
    QLocale l;
    if (l.language() == QLocale::C)
        l = QLocale(QLocale::English, QLocale::UnitedStates);
    l.setNumberOptions(QLocale::DefaultNumberOptions); // C omits group separators
    return l;
}

NumberConvention NumberConvention::of(const QLocale &locale) {
    NumberConvention c;
    const QString group = locale.groupSeparator(), decimal = locale.decimalPoint();
    if (group.size() == 1)
        c.group = group.front();
    if (decimal.size() == 1)
        c.decimal = decimal.front();
    return c;
}

QString formatValue(double v) {
    if (!std::isfinite(v))
        return QStringLiteral("n/a");
    const QLocale l = insightLocale();
    const QChar decimal = NumberConvention::of(l).decimal;
    const double a = std::abs(v);
    QString s;
    if (a >= 100)
        s = l.toString(std::round(v), 'f', 0);
    else if (a >= 1 || a == 0)
        s = trimZeros(l.toString(v, 'f', 2), decimal);
    else
        s = trimZeros(l.toString(v, 'f', std::clamp(2 - int(std::floor(std::log10(a))), 2, 12)), decimal);
    if (s == l.negativeSign() + QLatin1Char('0') || s == QLatin1String("-0"))
        return QStringLiteral("0");
    return s;
}

QString formatDataValue(double v) {
    if (!std::isfinite(v))
        return QStringLiteral("n/a");
    db::ResultColumn column;
    column.type = db::ValueType::Real;
    const QString s = db::formatSingleValue(column, v, insightLocale());
    const QLocale l = insightLocale();
    if (s == l.negativeSign() + QLatin1Char('0') || s == QLatin1String("-0"))
        return QStringLiteral("0");
    return s;
}

QString formatPercent(double percent) {
    const QLocale l = insightLocale();
    QString s = l.toString(percent, 'f', 1);
    if (s.startsWith(l.negativeSign()) && l.toDouble(s.mid(l.negativeSign().size())) == 0)
        s = s.mid(l.negativeSign().size());
    return s + QLatin1Char('%');
}

QString formatCount(qint64 count) {
    return insightLocale().toString(count);
}

} // namespace assay::insights
