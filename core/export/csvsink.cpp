#include "csvsink.h"

namespace assay::exports {
namespace {

constexpr qsizetype ChunkBytes = 1 << 20;

} // namespace

CsvSink::CsvSink(const QString &path, const DataExportOptions &options)
    : m_file(path)
    , m_formatter(CsvOptions{options.delimiter, true, options.byteOrderMark})
{
    m_buffer.reserve(ChunkBytes + 64 * 1024);
}

bool CsvSink::open()
{
    if (!m_file.open()) {
        m_result.error = m_file.error();
        m_result.fileError = true;
        return false;
    }
    return true;
}

void CsvSink::columns(const QList<db::ResultColumn> &given)
{
    const QList<db::ResultColumn> columns = named(given);
    m_columns = columns;
    if (!m_headerWritten) {
        m_formatter.appendHeader(columns, m_buffer);
        m_headerWritten = true;
    }
}

bool CsvSink::rows(QList<db::Row> &&batch)
{
    if (!m_result.error.isEmpty())
        return false;
    if (cancelled()) {
        m_result.cancelled = true;
        return false;
    }
    for (const db::Row &row : batch) {
        m_formatter.appendRow(row, m_buffer);
        if (m_buffer.size() >= ChunkBytes && !flush())
            return false;
    }
    m_result.rows += batch.size();
    reportProgress(m_result.rows);
    return true;
}

bool CsvSink::rawRow(const db::RawCell *cells, int count)
{
    // Checked every RawCheckRows rows, as rows() checks once a batch.
    constexpr qint64 RawCheckRows = 8192;
    if (!m_result.error.isEmpty())
        return false;
    m_formatter.appendRawRow(cells, count, m_buffer);
    ++m_result.rows;
    if (m_buffer.size() >= ChunkBytes && !flush())
        return false;
    if (m_result.rows % RawCheckRows == 0) {
        if (cancelled()) {
            m_result.cancelled = true;
            return false;
        }
        reportProgress(m_result.rows);
    }
    return true;
}

bool CsvSink::flush()
{
    if (m_buffer.isEmpty())
        return true;
    if (!m_file.write(m_buffer)) {
        m_result.error = m_file.error();
        m_result.fileError = true;
        return false;
    }
    m_buffer.clear(); // keeps the capacity
    return true;
}

ExportResult CsvSink::finish()
{
    reportProgress(m_result.rows); // the raw rows' last count (rows() reports each batch's)
    if (cancelled())
        m_result.cancelled = true;
    if (m_result.error.isEmpty() && !m_failure.isEmpty())
        m_result.error = m_failure;
    if (!m_headerWritten && m_result.error.isEmpty() && !m_result.cancelled)
        m_formatter.appendHeader(m_columns, m_buffer); // a statement without a result set: an empty file
    if (m_result.error.isEmpty() && !m_result.cancelled && flush() && !m_file.commit()) {
        m_result.error = m_file.error();
        m_result.fileError = true;
    }
    if (!m_result.ok())
        m_file.discard();
    else
        m_result.bytes = m_file.bytesWritten();
    return m_result;
}

} // namespace assay::exports
