#include "columnformats.h"

#include "resultmodel.h"
#include "resultstore.h"

#include <cmath>

namespace assay::db {

ColumnFormats::ColumnFormats(const QList<ResultColumn> &columns)
    : m_columns(columns)
    , m_periods(columns.size())
{
    for (const ResultColumn &c : columns) {
        m_scales.append(ResultModel::declaredScale(c.declaredType));
        m_labels.append(ResultModel::isLabelColumn(c.name));
    }
}

ColumnFormats ColumnFormats::of(const ResultStore &store)
{
    ColumnFormats f(store.columns());
    f.inferFrom(store.rowCount(), [&store](qint64 row, int column) { return store.value(row, column); });
    return f;
}

// The tolerance (1e-11 of the value) is far above a double's rounding error summed over millions
// of rows and far below a real digit: a SUM of money read back as 8843704.820001 or
// 66611.86000000001 needs 2, not 6.
int ColumnFormats::decimalsNeeded(double d)
{
    if (!std::isfinite(d))
        return 0;
    const double tolerance = std::max(std::abs(d) * 1e-11, 1e-12);
    double scale = 1;
    for (int decimals = 0; decimals < 6; ++decimals, scale *= 10) {
        if (std::abs(std::round(d * scale) / scale - d) <= tolerance)
            return decimals;
    }
    return 6;
}

void ColumnFormats::inferFrom(qint64 rows, const std::function<QVariant(qint64, int)> &value)
{
    const qint64 sample = std::min<qint64>(rows, SampleRows);
    // A column of REAL values shows as many decimals as its first rows need, so 20261341 lines up
    // with 4045157.49 as 20261341.00. Declared scales win.
    for (int c = 0; c < m_columns.size(); ++c) {
        if (m_scales.value(c, -1) >= 0 || m_columns[c].type != ValueType::Real)
            continue;
        int decimals = 0;
        bool anyDouble = false;
        for (qint64 r = 0; r < sample; ++r) {
            const QVariant v = value(r, c);
            if (v.typeId() != QMetaType::Double)
                continue;
            anyDouble = true;
            decimals = std::max(decimals, decimalsNeeded(v.toDouble()));
        }
        if (anyDouble && decimals > 0)
            m_scales[c] = std::min(decimals, 6);
    }
    for (int c = 0; c < m_columns.size(); ++c) {
        const ValueType t = m_columns[c].type;
        if (t != ValueType::Date && t != ValueType::DateTime && t != ValueType::Text && t != ValueType::Unknown)
            continue;
        QList<QVariant> values;
        for (qint64 r = 0; r < sample; ++r)
            values << value(r, c);
        m_periods[c] = periodOfValues(values);
    }
}

QString ColumnFormats::text(const QVariant &value, int column, const QLocale &locale) const
{
    if (column < 0 || column >= m_columns.size())
        return ResultModel::displayText(value, ValueType::Unknown);
    if (const std::optional<Period> period = m_periods.value(column)) {
        if (QString text = periodText(value, *period); !text.isEmpty())
            return text;
    }
    QLocale l = locale;
    if (m_labels.value(column))
        l.setNumberOptions(l.numberOptions() | QLocale::OmitGroupSeparator);
    // A REAL value in a column whose first rows needed no decimals (a later row that does, an
    // integer-typed column holding a double): still no binary noise.
    int scale = m_scales.value(column, -1);
    if (scale < 0 && value.typeId() == QMetaType::Double) {
        const double d = value.toDouble();
        if (const int needed = decimalsNeeded(d); std::isfinite(d) && std::abs(d) < 1e15 && needed < 6)
            scale = needed; // more than that: 15 significant digits, as displayText writes them
    }
    return ResultModel::localizedText(value, m_columns[column].type, scale, l);
}

QLocale readerLocale()
{
    QLocale l;
    if (l.language() == QLocale::C)
        l = QLocale(QLocale::English, QLocale::UnitedStates);
    l.setNumberOptions(QLocale::DefaultNumberOptions); // C omits group separators
    return l;
}

QString formatSingleValue(const ResultColumn &column, const QVariant &value, const QLocale &locale)
{
    ColumnFormats f({column});
    f.inferFrom(1, [&value](qint64, int) { return value; });
    return f.text(value, 0, locale);
}

} // namespace assay::db
