#include "numbercheck.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace assay::insights {

QList<StatedNumber> extractNumbers(const QString &textIn) {
    // Markdown list markers are not numbers the text states.
    static const QRegularExpression listMarker(QStringLiteral("(^|\\n)[ \\t]*\\d+[.)][ \\t]"));
    QString text = textIn;
    text.replace(listMarker, QStringLiteral("\\1- "));

    // A number not glued to a preceding word ("Q3", "query_2" are names): optional sign, grouped
    // or plain digits, decimals, then an optional unit or scale. What follows does not matter:
    // "3rd" and "4.2x" state numbers too.
    static const QRegularExpression number(
        QStringLiteral("(?<![\\w.])([-\\x{2212}]?)(\\d{1,3}(?:,\\d{3})+(?!\\d)|\\d+)(\\.\\d+)?"
                       "(\\s*(?:%|percent\\b|k\\b|K\\b|M\\b|bn\\b|thousand\\b|million\\b|"
                       "billion\\b|trillion\\b))?"),
        QRegularExpression::UseUnicodePropertiesOption);
    QList<StatedNumber> out;
    auto it = number.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        // A minus glued to a preceding word or digit ("2024-03", "COVID-19") is a hyphen.
        bool negative = !m.captured(1).isEmpty();
        if (negative && m.capturedStart(1) > 0) {
            const QChar before = text[m.capturedStart(1) - 1];
            if (before.isLetterOrNumber())
                negative = false;
        }
        QString digits = m.captured(2);
        digits.remove(u',');
        const QString fraction = m.captured(3);
        const double base = (digits + fraction).toDouble();
        const QString unit = m.captured(4).trimmed().toLower();
        double scale = 1;
        if (unit == u"k" || unit == u"thousand")
            scale = 1e3;
        else if (unit == u"m" || unit == u"million")
            scale = 1e6;
        else if (unit == u"bn" || unit == u"billion")
            scale = 1e9;
        else if (unit == u"trillion")
            scale = 1e12;
        const int decimals = fraction.isEmpty() ? 0 : int(fraction.size()) - 1;
        StatedNumber n;
        n.text = m.captured(0).trimmed();
        n.value = (negative ? -base : base) * scale;
        n.tolerance = 0.5 * std::pow(10.0, -decimals) * scale;
        n.percent = unit == u"%" || unit == u"percent";
        out << n;
    }
    return out;
}

void AllowedNumbers::add(double value) {
    if (!std::isfinite(value))
        return;
    m_values.push_back(std::abs(value));
    m_valuesSorted = false;
}

void AllowedNumbers::addAll(const QList<double> &values) {
    for (double v : values)
        add(v);
}

void AllowedNumbers::addNumbersIn(const QString &label) {
    for (const StatedNumber &n : extractNumbers(label)) {
        m_labelNumbers.push_back(std::abs(n.value));
        m_labelsSorted = false;
    }
}

bool AllowedNumbers::contains(std::vector<double> &values, bool &sorted, double target,
                              double tolerance) {
    if (!sorted) {
        std::sort(values.begin(), values.end());
        sorted = true;
    }
    const auto lo = std::lower_bound(values.begin(), values.end(), target - tolerance);
    return lo != values.end() && *lo <= target + tolerance;
}

bool AllowedNumbers::supports(const StatedNumber &n) const {
    // Signs are phrased in words ("fell by 12"), so magnitudes are compared.
    const double target = std::abs(n.value);
    const double tol = n.tolerance + 1e-9 * std::max(1.0, target);
    if (contains(m_values, m_valuesSorted, target, tol))
        return true;
    return !n.percent && contains(m_labelNumbers, m_labelsSorted, target, tol);
}

NumberCheck checkNumbers(const QString &text, const AllowedNumbers &allowed) {
    NumberCheck check;
    for (const StatedNumber &n : extractNumbers(text)) {
        if (!allowed.supports(n))
            check.unsupported << n.text;
    }
    return check;
}

} // namespace assay::insights
