#include "csvreader.h"
#include "filestr.h"

#include <cstring>

namespace assay::files {

CsvReader::CsvReader(const ImportOptions &options)
    : m_delimiter(options.delimiter)
    , m_quote(options.quote)
    , m_text(options.encoding)
{
}

QString CsvReader::open(const QString &path)
{
    return m_text.open(path);
}

bool CsvReader::next(Record *record)
{
    if (!m_error.isEmpty())
        return false;
    while (true) {
        switch (parseRecord(record)) {
        case Step::Record:
            // A line with nothing on it is not a record of one empty value.
            if (record->values.size() == 1 && record->values[0].text.isEmpty() && record->values[0].kind == SourceValue::Kind::Text
                && m_spans[0].length == 0 && !m_spans[0].inUnquoted)
                continue;
            return true;
        case Step::NeedMore:
            if (!m_text.refill())
                return false;
            break;
        case Step::End:
            return false;
        case Step::Failed:
            return false;
        }
    }
}

CsvReader::Step CsvReader::parseRecord(Record *record)
{
    const char *data = m_text.data.constData();
    const qsizetype size = m_text.data.size();
    qsizetype p = m_text.pos;
    qint64 line = m_line;
    if (p >= size)
        return m_text.eof ? Step::End : Step::NeedMore;
    m_spans.clear();
    m_unquoted.clear();
    const char delimiter = m_delimiter;
    const char quote = m_quote;
    bool endedWithBreak = false;
    while (true) {
        if (quote && p < size && data[p] == quote) {
            // A quoted field: up to the next quote that is not doubled.
            const qint64 openedAt = line;
            ++p;
            qsizetype segment = p;
            bool copied = false;
            qsizetype copyStart = m_unquoted.size();
            while (true) {
                const char *q = p < size ? static_cast<const char *>(std::memchr(data + p, quote, size_t(size - p))) : nullptr;
                if (!q) {
                    if (!m_text.eof)
                        return Step::NeedMore;
                    m_error = Tr::tr("Line %1: a quote opens a value that never closes before the end of the file. "
                                     "Close the quote, or double the quote characters inside the value (\"\").")
                                  .arg(openedAt);
                    return Step::Failed;
                }
                const qsizetype at = q - data;
                line += std::count(data + p, q, '\n');
                if (at + 1 >= size && !m_text.eof)
                    return Step::NeedMore; // is it a doubled quote? the next chunk says
                if (at + 1 < size && data[at + 1] == quote) {
                    if (!copied) {
                        copied = true;
                        copyStart = m_unquoted.size();
                    }
                    m_unquoted.append(data + segment, at + 1 - segment);
                    p = at + 2;
                    segment = p;
                    continue;
                }
                if (copied) {
                    m_unquoted.append(data + segment, at - segment);
                    m_spans.append({copyStart, m_unquoted.size() - copyStart, true});
                } else {
                    m_spans.append({segment, at - segment, false});
                }
                p = at + 1;
                break;
            }
            if (p < size && data[p] != delimiter && data[p] != '\n' && data[p] != '\r') {
                m_error = Tr::tr("Line %1: there is text right after a closing quote. Quote the whole value and double "
                                 "the quote characters inside it (\"\"), or choose “no quote character” in the preview.")
                              .arg(line);
                return Step::Failed;
            }
        } else {
            const qsizetype start = p;
            while (p < size) {
                const char c = data[p];
                if (c == delimiter || c == '\n' || c == '\r')
                    break;
                ++p;
            }
            if (p >= size && !m_text.eof)
                return Step::NeedMore;
            m_spans.append({start, p - start, false});
        }
        if (p >= size)
            break; // the last record, without a line break
        if (data[p] == delimiter) {
            ++p;
            if (p >= size && !m_text.eof)
                return Step::NeedMore;
            continue;
        }
        // A line break: \r\n, \n or \r.
        if (data[p] == '\r') {
            if (p + 1 >= size && !m_text.eof)
                return Step::NeedMore;
            if (p + 1 < size && data[p + 1] == '\n')
                ++p;
        }
        ++p;
        ++line;
        endedWithBreak = true;
        break;
    }
    record->line = m_line;
    record->lastLine = endedWithBreak ? line - 1 : line;
    record->values.resize(m_spans.size());
    for (qsizetype i = 0; i < m_spans.size(); ++i) {
        const Span &s = m_spans[i];
        SourceValue &v = record->values[i];
        v.kind = SourceValue::Kind::Text;
        v.text = QByteArrayView((s.inUnquoted ? m_unquoted.constData() : data) + s.begin, s.length);
    }
    m_text.pos = p;
    m_line = line;
    return Step::Record;
}

QString CsvReader::locate(const Record &record, int column, const QString &columnName) const
{
    if (column < 0)
        return Tr::tr("line %1").arg(record.line);
    return Tr::tr("line %1, column “%2”").arg(record.line).arg(columnName);
}

} // namespace assay::files
