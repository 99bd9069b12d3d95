#include "csvwriter.h"

#include <QStringEncoder>
#include <QUtf8StringView>

#include <charconv>
#include <cmath>

namespace assay::exports {

namespace {

void appendNumber(double value, QByteArray &out)
{
    if (std::isnan(value)) {
        out += "NaN";
        return;
    }
    if (std::isinf(value)) {
        out += value > 0 ? "Infinity" : "-Infinity";
        return;
    }
    char buffer[400];
    const double magnitude = std::abs(value);
    // Fixed notation reads best and every spreadsheet parses it; past these magnitudes it gets
    // long (1e300 would be 301 digits), so the shortest general form takes over.
    const auto format = (magnitude == 0 || (magnitude >= 1e-6 && magnitude < 1e16)) ? std::chars_format::fixed
                                                                                    : std::chars_format::general;
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, format);
    out.append(buffer, qsizetype(result.ptr - buffer));
}

template <typename Integer>
void appendInteger(Integer value, QByteArray &out)
{
    char buffer[24];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, int(r.ptr - buffer));
}

// Blobs as PostgreSQL writes bytea: \x and hex.
void appendBlob(QByteArrayView bytes, QByteArray &out)
{
    out += "\\x";
    out += QByteArray::fromRawData(bytes.data(), bytes.size()).toHex();
}

} // namespace

QByteArray numberText(double value)
{
    QByteArray out;
    appendNumber(value, out);
    return out;
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
    case QMetaType::ULongLong:
        if (value.typeId() == QMetaType::ULongLong)
            appendInteger(value.toULongLong(), out);
        else
            appendInteger(value.toLongLong(), out);
        return;
    case QMetaType::Double:
        appendNumber(*static_cast<const double *>(value.constData()), out);
        return;
    case QMetaType::Float:
        appendNumber(value.toDouble(), out);
        return;
    case QMetaType::Bool:
        out += value.toBool() ? "true" : "false";
        return;
    case QMetaType::QByteArray:
        appendBlob(*static_cast<const QByteArray *>(value.constData()), out);
        return;
    case QMetaType::QString: {
        const QString &s = *static_cast<const QString *>(value.constData());
        if (s.isEmpty()) {
            out += "\"\""; // tells an empty string from NULL
            return;
        }
        appendUtf16(s, out);
        return;
    }
    default:
        appendText(value.toString().toUtf8(), out);
        return;
    }
}

void CsvFormatter::appendRawRow(const db::RawCell *cells, int count, QByteArray &out) const
{
    for (int i = 0; i < count; ++i) {
        if (i)
            out += m_options.delimiter;
        const db::RawCell &c = cells[i];
        switch (c.kind) {
        case db::RawCell::Kind::Null:
            break;
        case db::RawCell::Kind::Integer:
            appendInteger(c.integer, out);
            break;
        case db::RawCell::Kind::Real:
            appendNumber(c.real, out);
            break;
        case db::RawCell::Kind::Text:
            if (c.size == 0)
                out += "\"\""; // tells an empty string from NULL, as appendField does
            else if (QUtf8StringView(c.data, c.size).isValidUtf8())
                appendText(QByteArrayView(c.data, c.size), out);
            else // as a QString would hold it: invalid sequences replaced, the file stays UTF-8
                appendUtf16(QString::fromUtf8(c.data, c.size), out);
            break;
        case db::RawCell::Kind::Blob:
            appendBlob(QByteArrayView(c.data, c.size), out);
            break;
        }
    }
    out += "\r\n";
}

void CsvFormatter::appendUtf16(QStringView text, QByteArray &out) const
{
    // Encoded straight onto the end of `out` (no temporary per field: this is the hot path of a
    // 10-million-row export); quoted afterwards in the rare case it needs it.
    const qsizetype start = out.size();
    QStringEncoder encoder(QStringConverter::Utf8);
    out.resize(start + encoder.requiredSpace(text.size()));
    char *end = encoder.appendToBuffer(out.data() + start, text);
    out.resize(end - out.constData());
    const QByteArrayView written(out.constData() + start, out.size() - start);
    for (char c : written) {
        if (c == m_options.delimiter || c == '"' || c == '\r' || c == '\n') {
            const QByteArray raw = written.toByteArray();
            out.resize(start);
            appendText(raw, out);
            return;
        }
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
