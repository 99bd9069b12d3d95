#include "numbercheck.h"

#include "numberformat.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace assay::insights {

namespace {

// A number not glued to a preceding Latin word ("Q3", "query_2" are names; Chinese writes numbers
// right after its characters, "约4.8万", and they count): optional sign, grouped or
// plain digits, decimals, then an optional unit or scale in our three languages. What follows
// does not matter: "3rd" and "4.2x" state numbers too.
// Compiled once per convention and thread: extractNumbers runs for every label of a long series.
QRegularExpression numberPattern(NumberConvention c) {
    thread_local QHash<QString, QRegularExpression> compiled;
    const QString key = QString(c.group) + c.decimal;
    if (const auto it = compiled.constFind(key); it != compiled.constEnd())
        return *it;
    const QString g = QRegularExpression::escape(QString(c.group));
    const QString d = QRegularExpression::escape(QString(c.decimal));
    return *compiled.insert(key, QRegularExpression(
        QStringLiteral("(?<![\\p{Latin}\\d_%1])([-\\x{2212}]?)(\\d{1,3}(?:%2\\d{3})+(?!\\d)|\\d+)(%1\\d+)?"
                       "(\\s*(?:%|percent\\b|Prozent\\b|k\\b|K\\b|M\\b|bn\\b|thousand\\b|million\\b|"
                       "billion\\b|trillion\\b|Tsd\\.|Tausend\\b|Mio\\.|Millionen\\b|Million\\b|"
                       "Mrd\\.|Milliarden\\b|Milliarde\\b|千|万|亿))?")
            .arg(d, g),
        QRegularExpression::UseUnicodePropertiesOption));
}

double scaleOf(const QString &unit) {
    static const QHash<QString, double> scales = {
        {QStringLiteral("k"), 1e3}, {QStringLiteral("thousand"), 1e3}, {QStringLiteral("tsd."), 1e3},
        {QStringLiteral("tausend"), 1e3}, {QStringLiteral("千"), 1e3}, {QStringLiteral("万"), 1e4},
        {QStringLiteral("m"), 1e6}, {QStringLiteral("million"), 1e6}, {QStringLiteral("mio."), 1e6},
        {QStringLiteral("millionen"), 1e6}, {QStringLiteral("亿"), 1e8}, {QStringLiteral("bn"), 1e9},
        {QStringLiteral("billion"), 1e9}, {QStringLiteral("mrd."), 1e9}, {QStringLiteral("milliarde"), 1e9},
        {QStringLiteral("milliarden"), 1e9}, {QStringLiteral("trillion"), 1e12}};
    return scales.value(unit, 1.0);
}

} // namespace

QList<StatedNumber> extractNumbers(const QString &textIn) {
    return extractNumbers(textIn, NumberConvention::of(insightLocale()));
}

QList<StatedNumber> extractNumbers(const QString &textIn, NumberConvention convention) {
    // Markdown list markers are not numbers the text states.
    static const QRegularExpression listMarker(QStringLiteral("(^|\\n)[ \\t]*\\d+[.)][ \\t]"));
    QString text = textIn;
    text.replace(listMarker, QStringLiteral("\\1- "));

    const QRegularExpression number = numberPattern(convention); // shared, not copied
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
        digits.remove(convention.group);
        const QString fraction = m.captured(3).mid(1);
        const double base = (digits + (fraction.isEmpty() ? QString() : QLatin1Char('.') + fraction)).toDouble();
        const QString unit = m.captured(4).trimmed().toLower();
        const double scale = scaleOf(unit);
        const int decimals = int(fraction.size());
        StatedNumber n;
        n.text = m.captured(0).trimmed();
        n.value = (negative ? -base : base) * scale;
        n.tolerance = 0.5 * std::pow(10.0, -decimals) * scale;
        n.percent = unit == u"%" || unit == u"percent" || unit == u"prozent";
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
    auto check = [&](NumberConvention convention) {
        NumberCheck c;
        for (const StatedNumber &n : extractNumbers(text, convention)) {
            if (!allowed.supports(n))
                c.unsupported << n.text;
        }
        return c;
    };
    // The text is read as the analyst's locale writes numbers. A model that answered with English
    // separators anyway ("48,210" in a German answer) passes only if the text never groups digits
    // the local way (so no number can be read both ways) and every number holds read as English.
    const NumberConvention local = NumberConvention::of(insightLocale());
    const NumberCheck inLocale = check(local);
    if (inLocale.ok() || local == NumberConvention::english())
        return inLocale;
    const QRegularExpression localGrouping(
        QStringLiteral("\\d%1\\d").arg(QRegularExpression::escape(QString(local.group))),
        QRegularExpression::UseUnicodePropertiesOption);
    if (text.contains(localGrouping))
        return inLocale;
    return check(NumberConvention::english()).ok() ? NumberCheck{} : inLocale;
}

} // namespace assay::insights
