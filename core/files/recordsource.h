#pragma once
// What every reader (CSV, JSON, XLSX) hands the importer: records of raw values, one at a time,
// with where each came from for error messages. Values are views into the reader's buffers and
// stay valid until the next call to next().

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

namespace assay::files {

struct SourceValue {
    enum class Kind : quint8 { Missing, Text, Number, Boolean };
    Kind kind = Kind::Missing;
    QByteArrayView text; // Text: UTF-8; Number: as written ("42", "3.5", "1E-3")
    bool boolean = false;
};

struct Record {
    QList<SourceValue> values;
    qint64 line = 0;      // where the record starts: a line (CSV, JSON) or a row number (XLSX)
    qint64 lastLine = 0;  // where it ends (a quoted CSV field may span lines)
};

class RecordSource {
public:
    virtual ~RecordSource() = default;
    // The next record; false at the end or on an error (then error() is set).
    virtual bool next(Record *record) = 0;
    virtual QString error() const = 0;
    // "line 17, column “amount”" / "cell Orders!C17" / "record 5 (line 9), key “amount”".
    virtual QString locate(const Record &record, int column, const QString &columnName) const = 0;
    // Column names the source itself defines (JSON keys); empty for CSV and XLSX, whose header
    // is a record. May grow while reading (a key first seen late).
    virtual QStringList keys() const { return {}; }
    // Bytes of the file consumed so far and in total, for progress.
    virtual qint64 position() const = 0;
    virtual qint64 size() const = 0;
    // Documented choices made while reading (XLSX error cells stored as NULL, ...).
    virtual QStringList notes() const { return {}; }
};

} // namespace assay::files
