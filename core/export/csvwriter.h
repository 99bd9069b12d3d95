#pragma once
// CSV as RFC 4180 says: comma-separated fields, CRLF line ends, fields with a comma, quote, CR or
// LF quoted and their quotes doubled, one header line. UTF-8, with a byte-order mark only when
// asked (spreadsheet programs want one to read UTF-8; other readers do not). Values are written
// in full, never as displayed: numbers with every digit they have, in the C locale, NULL as an
// empty field, dates and times in ISO 8601, blobs as \x followed by hex (as PostgreSQL does).

#include "db/resulttypes.h"

#include <QByteArray>

namespace assay::exports {

struct CsvOptions {
    char delimiter = ',';
    bool header = true;
    bool byteOrderMark = false;
};

class CsvFormatter {
public:
    explicit CsvFormatter(CsvOptions options = {}) : m_options(options) {}

    // Appends to `out`: the BOM (if asked) and the header line.
    void appendHeader(const QList<db::ResultColumn> &columns, QByteArray &out) const;
    void appendRow(const db::Row &row, QByteArray &out) const;
    void appendField(const QVariant &value, QByteArray &out) const;
    // A row of raw cells (db::RawCell) written exactly as appendRow writes the same values held in
    // QVariants: the streaming export's path.
    void appendRawRow(const db::RawCell *cells, int count, QByteArray &out) const;

private:
    void appendText(QByteArrayView utf8, QByteArray &out) const;
    void appendUtf16(QStringView text, QByteArray &out) const;
    CsvOptions m_options;
};

// The text of a number as a CSV (or any data file) should hold it: the shortest form that reads
// back to the same double, without an exponent for ordinary magnitudes.
QByteArray numberText(double value);

// Parses CSV text (RFC 4180, either line end) into records; for tests and for reading back.
QList<QStringList> parseCsv(const QByteArray &data, char delimiter = ',');

} // namespace assay::exports
