#include "numberformat.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace assay::insights {
namespace {

const QLocale &english() {
    static const QLocale l(QLocale::English, QLocale::UnitedStates);
    return l;
}

QString trimZeros(QString s) {
    if (!s.contains(u'.'))
        return s;
    while (s.endsWith(u'0'))
        s.chop(1);
    if (s.endsWith(u'.'))
        s.chop(1);
    return s;
}

} // namespace

QString formatValue(double v) {
    if (!std::isfinite(v))
        return QStringLiteral("n/a");
    const double a = std::abs(v);
    QString s;
    if (a >= 100)
        s = english().toString(std::round(v), 'f', 0);
    else if (a >= 1 || a == 0)
        s = trimZeros(english().toString(v, 'f', 2));
    else
        s = trimZeros(
            english().toString(v, 'f', std::clamp(2 - int(std::floor(std::log10(a))), 2, 12)));
    return s == QLatin1String("-0") ? QStringLiteral("0") : s;
}

QString formatPercent(double percent) {
    QString s = english().toString(percent, 'f', 1);
    if (s == QLatin1String("-0.0"))
        s = QStringLiteral("0.0");
    return s + QLatin1Char('%');
}

QString formatCount(qint64 count) {
    return english().toString(count);
}

} // namespace assay::insights
