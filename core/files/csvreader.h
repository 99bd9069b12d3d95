#pragma once
// A streaming CSV/TSV reader over UTF-8 chunks (RFC 4180: quoted fields with doubled quotes and
// line breaks inside, CRLF or LF). A record is parsed from the buffer in place; only fields with
// doubled quotes are copied. Errors name the line and say what to do.

#include "recordsource.h"
#include "textinput.h"

#include <memory>

namespace assay::files {

class CsvReader final : public RecordSource {
public:
    CsvReader(const ImportOptions &options);
    QString open(const QString &path);

    bool next(Record *record) override;
    QString error() const override { return m_error; }
    QString locate(const Record &record, int column, const QString &columnName) const override;
    qint64 position() const override { return m_text.position(); }
    qint64 size() const override { return m_text.size(); }

private:
    enum class Step { Record, NeedMore, End, Failed };
    Step parseRecord(Record *record);

    char m_delimiter;
    char m_quote;
    TextBuffer m_text;
    qint64 m_line = 1; // the line m_pos is on
    QByteArray m_unquoted; // fields whose doubled quotes were undone, for the current record
    struct Span {
        qsizetype begin;
        qsizetype length;
        bool inUnquoted;
    };
    QList<Span> m_spans;
    QString m_error;
};

} // namespace assay::files
