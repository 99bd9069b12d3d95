#include "typing.h"
#include "filestr.h"

namespace assay::files {

Converted ValueConverter::convert(const SourceValue &value, ColumnType type)
{
    Converted c;
    using K = SourceValue::Kind;
    if (value.kind == K::Missing)
        return c;
    if (value.kind == K::Text && (type == ColumnType::Text ? isEmptyValue(value.text) : isNullWord(value.text)))
        return c;
    switch (type) {
    case ColumnType::Text:
        c.kind = Converted::Kind::Text;
        c.text = value.kind == K::Boolean ? QByteArrayView(value.boolean ? "true" : "false") : value.text;
        return c;
    case ColumnType::Integer:
        if (value.kind != K::Boolean) {
            if (const auto i = parseInteger(value.text)) {
                c.kind = Converted::Kind::Integer;
                c.integer = *i;
                return c;
            }
        }
        break;
    case ColumnType::Real:
        if (value.kind != K::Boolean) {
            // Numbers from JSON and XLSX are always written with a decimal point.
            if (const auto r = parseReal(value.text, value.kind == K::Text && m_format.decimalComma)) {
                c.kind = Converted::Kind::Real;
                c.real = *r;
                return c;
            }
        }
        break;
    case ColumnType::Boolean:
        if (value.kind == K::Boolean) {
            c.kind = Converted::Kind::Integer;
            c.integer = value.boolean ? 1 : 0;
            return c;
        }
        if (value.kind == K::Text) {
            if (const auto b = parseBoolean(value.text)) {
                c.kind = Converted::Kind::Integer;
                c.integer = *b;
                return c;
            }
        }
        break;
    case ColumnType::Date:
    case ColumnType::Timestamp:
        if (value.kind == K::Text) {
            const int n = type == ColumnType::Date ? parseDate(value.text, m_format.dateOrder, m_scratch)
                                                   : parseTimestamp(value.text, m_format.dateOrder, m_scratch);
            if (n > 0) {
                c.kind = Converted::Kind::Text;
                c.text = QByteArrayView(m_scratch, n);
                return c;
            }
        }
        break;
    }
    c.kind = Converted::Kind::Invalid;
    return c;
}

QVariant ValueConverter::toVariant(const Converted &c) const
{
    switch (c.kind) {
    case Converted::Kind::Integer:
        return QVariant(c.integer);
    case Converted::Kind::Real:
        return QVariant(c.real);
    case Converted::Kind::Text:
        return QVariant(QString::fromUtf8(c.text));
    case Converted::Kind::Null:
    case Converted::Kind::Invalid:
        break;
    }
    return {};
}

QString ValueConverter::whyNot(const SourceValue &value, ColumnType type) const
{
    const QString shown = value.kind == SourceValue::Kind::Boolean ? QString::fromLatin1(value.boolean ? "true" : "false")
                                                                    : QString::fromUtf8(value.text.first(std::min<qsizetype>(60, value.text.size())));
    switch (type) {
    case ColumnType::Integer:
        return Tr::tr("“%1” is not a whole number.").arg(shown);
    case ColumnType::Real:
        return m_format.decimalComma ? Tr::tr("“%1” is not a number with a decimal comma.").arg(shown)
                                     : Tr::tr("“%1” is not a number with a decimal point.").arg(shown);
    case ColumnType::Boolean:
        return Tr::tr("“%1” is not true or false.").arg(shown);
    case ColumnType::Date:
        return m_format.dateOrder == DateOrder::DayFirst ? Tr::tr("“%1” is not a date (read day first).").arg(shown)
                                                          : Tr::tr("“%1” is not a date (read month first).").arg(shown);
    case ColumnType::Timestamp:
        return Tr::tr("“%1” is not a date and time.").arg(shown);
    case ColumnType::Text:
        break;
    }
    return {};
}

void TypeInference::observe(int column, const SourceValue &value)
{
    using K = SourceValue::Kind;
    if (column >= m_columns.size())
        m_columns.resize(column + 1);
    if (value.kind == K::Missing || (value.kind == K::Text && isNullWord(value.text)))
        return;
    Viable &v = m_columns[column];
    ++v.values;
    if (value.kind == K::Boolean) {
        v.integer = v.realDot = v.realComma = false;
        v.dateDayFirst = v.dateMonthFirst = v.tsDayFirst = v.tsMonthFirst = false;
        return;
    }
    v.boolean = v.boolean && value.kind == K::Text && parseBoolean(value.text).has_value();
    v.integer = v.integer && parseInteger(value.text).has_value();
    if (value.kind == K::Number) {
        v.dateDayFirst = v.dateMonthFirst = v.tsDayFirst = v.tsMonthFirst = false;
        return; // real in either file-wide setting: numbers carry their own decimal point
    }
    const bool dot = parseReal(value.text, false).has_value();
    const bool comma = parseReal(value.text, true).has_value();
    v.realDot = v.realDot && dot;
    v.realComma = v.realComma && comma;
    v.needsComma = v.needsComma || (comma && !dot);
    v.needsDot = v.needsDot || (dot && !comma);
    if (v.dateDayFirst || v.dateMonthFirst || v.tsDayFirst || v.tsMonthFirst) {
        char out[40];
        v.dateDayFirst = v.dateDayFirst && parseDate(value.text, DateOrder::DayFirst, out) > 0;
        v.dateMonthFirst = v.dateMonthFirst && parseDate(value.text, DateOrder::MonthFirst, out) > 0;
        v.tsDayFirst = v.tsDayFirst && parseTimestamp(value.text, DateOrder::DayFirst, out) > 0;
        v.tsMonthFirst = v.tsMonthFirst && parseTimestamp(value.text, DateOrder::MonthFirst, out) > 0;
    }
}

QList<ColumnType> TypeInference::decide(int columns, ValueFormat *format) const
{
    // File-wide: the decimal separator and the date order that the unambiguous values ask for.
    bool anyNeedsComma = false, anyNeedsDot = false, onlyDayFirst = false, onlyMonthFirst = false;
    for (const Viable &v : m_columns) {
        if (v.realComma && v.needsComma)
            anyNeedsComma = true;
        if (v.realDot && v.needsDot)
            anyNeedsDot = true;
        const bool day = v.dateDayFirst || v.tsDayFirst, month = v.dateMonthFirst || v.tsMonthFirst;
        onlyDayFirst = onlyDayFirst || (day && !month);
        onlyMonthFirst = onlyMonthFirst || (month && !day);
    }
    if (anyNeedsComma != anyNeedsDot)
        format->decimalComma = anyNeedsComma;
    if (onlyDayFirst != onlyMonthFirst)
        format->dateOrder = onlyDayFirst ? DateOrder::DayFirst : DateOrder::MonthFirst;
    const bool dayFirst = format->dateOrder == DateOrder::DayFirst;

    QList<ColumnType> types;
    for (int i = 0; i < columns; ++i) {
        const Viable v = i < m_columns.size() ? m_columns[i] : Viable();
        ColumnType t = ColumnType::Text;
        if (v.values == 0)
            t = ColumnType::Text;
        else if (v.boolean)
            t = ColumnType::Boolean;
        else if (v.integer)
            t = ColumnType::Integer;
        else if (format->decimalComma ? v.realComma : v.realDot)
            t = ColumnType::Real;
        else if (dayFirst ? v.dateDayFirst : v.dateMonthFirst)
            t = ColumnType::Date;
        else if (dayFirst ? v.tsDayFirst : v.tsMonthFirst)
            t = ColumnType::Timestamp;
        types << t;
    }
    return types;
}

} // namespace assay::files
