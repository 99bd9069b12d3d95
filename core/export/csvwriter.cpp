#include "csvwriter.h"

#include <charconv>
#include <cmath>

namespace assay::exports {

QByteArray numberText(double value)
{
    if (std::isnan(value))
        return QByteArrayLiteral("NaN");
    if (std::isinf(value))
        return value > 0 ? QByteArrayLiteral("Infinity") : QByteArrayLiteral("-Infinity");
    char buffer[400];
    const double magnitude = std::abs(value);
    // Fixed notation reads best and every spreadsheet parses it; past these magnitudes it gets
    // long (1e300 would be 301 digits), so the shortest general form takes over.
    const auto format = (magnitude == 0 || (magnitude >= 1e-6 && magnitude < 1e16)) ? std::chars_format::fixed
                                                                                    : std::chars_format::general;
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, format);
    return QByteArray(buffer, int(result.ptr - buffer));
}

void CsvFormatter::appendHeader(const QList<db::ResultColumn> &columns, QByteArray &out) const
{
    if (m_options.byteOrderMark)
        out += QByteArrayLiteral("\xEF\xBB\xBF");
    if (!m_options.header)
        return;
    for (int i = 0; i < columns.size(); ++i) {
        if (i)
            out += m_options.delimiter;
        appendText(columns[i].name.toUtf8(), out);
    }
    out += "\r\n";
}

void CsvFormatter::appendRow(const db::Row &row, QByteArray &out) const
{
    for (int i = 0; i < row.size(); ++i) {
        if (i)
            out += m_options.delimiter;
        appendField(row[i], out);
    }
    out += "\r\n";
}

void CsvFormatter::appendField(const QVariant &value, QByteArray &out) const
{
    if (value.isNull())
        return; // NULL is an empty field; an empty string is written as "" below
    switch (value.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::ULongLong: {
        char buffer[24];
        const auto r = value.typeId() == QMetaType::ULongLong
                           ? std::to_chars(buffer, buffer + sizeof buffer, value.toULongLong())
                           : std::to_chars(buffer, buffer + sizeof buffer, value.toLongLong());
        out.append(buffer, int(r.ptr - buffer));
        return;
    }
    case QMetaType::Double:
    case QMetaType::Float:
        out += numberText(value.toDouble());
        return;
    case QMetaType::Bool:
        out += value.toBool() ? "true" : "false";
        return;
    case QMetaType::QByteArray:
        out += "\\x";
        out += value.toByteArray().toHex();
        return;
    case QMetaType::QString: {
        const QString s = value.toString();
        if (s.isEmpty()) {
            out += "\"\""; // tells an empty string from NULL
            return;
        }
        appendText(s.toUtf8(), out);
        return;
    }
    default:
        appendText(value.toString().toUtf8(), out);
        return;
    }
}

void CsvFormatter::appendText(QByteArrayView utf8, QByteArray &out) const
{
    bool quote = false;
    for (char c : utf8) {
        if (c == m_options.delimiter || c == '"' || c == '\r' || c == '\n') {
            quote = true;
            break;
        }
    }
    if (!quote) {
        out += utf8;
        return;
    }
    out += '"';
    for (char c : utf8) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
}

QList<QStringList> parseCsv(const QByteArray &data, char delimiter)
{
    QList<QStringList> records;
    QStringList record;
    QByteArray field;
    bool inQuotes = false;
    bool fieldStarted = false;
    qsizetype i = data.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    auto endField = [&] {
        record << QString::fromUtf8(field);
        field.clear();
        fieldStarted = false;
    };
    for (; i < data.size(); ++i) {
        const char c = data[i];
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < data.size() && data[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                field += c;
            }
            continue;
        }
        if (c == '"' && !fieldStarted) {
            inQuotes = true;
            fieldStarted = true;
        } else if (c == delimiter) {
            endField();
        } else if (c == '\r' || c == '\n') {
            if (c == '\r' && i + 1 < data.size() && data[i + 1] == '\n')
                ++i;
            endField();
            records << record;
            record.clear();
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (fieldStarted || !record.isEmpty()) {
        endField();
        records << record;
    }
    return records;
}

} // namespace assay::exports
