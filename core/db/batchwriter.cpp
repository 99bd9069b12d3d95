#include "batchwriter.h"

namespace assay::db {

BatchWriter::BatchWriter(RowSink &sink, const ExecOptions &options)
    : m_sink(sink)
    , m_options(options)
{
}

void BatchWriter::setColumns(QList<ResultColumn> columns)
{
    m_columns = std::move(columns);
    m_announced = false;
}

void BatchWriter::announceColumns()
{
    if (m_announced)
        return;
    // Refine Unknown types from the first non-null value seen in the first batch.
    for (int c = 0; c < m_columns.size(); ++c) {
        ResultColumn &col = m_columns[c];
        if (col.type != ValueType::Unknown)
            continue;
        for (const Row &r : std::as_const(m_pending)) {
            if (c >= r.size() || r[c].isNull())
                continue;
            switch (r[c].typeId()) {
            case QMetaType::LongLong:
            case QMetaType::Int:
                col.type = ValueType::Integer;
                break;
            case QMetaType::Double:
                col.type = ValueType::Real;
                break;
            case QMetaType::QByteArray:
                col.type = ValueType::Blob;
                break;
            case QMetaType::Bool:
                col.type = ValueType::Boolean;
                break;
            default:
                col.type = ValueType::Text;
                break;
            }
            break;
        }
    }
    m_sink.columns(m_columns);
    m_announced = true;
}

bool BatchWriter::add(Row &&row)
{
    if (m_stopped)
        return false;
    if (m_options.maxRows >= 0 && m_accepted >= m_options.maxRows) {
        m_truncated = true;
        m_stopped = true;
        return false;
    }
    m_pending.append(std::move(row));
    ++m_accepted;
    const int limit = m_delivered == 0 ? m_options.firstBatchRows : m_options.batchRows;
    if (m_pending.size() >= std::max(1, limit))
        return flush();
    return true;
}

bool BatchWriter::flush()
{
    announceColumns();
    if (m_pending.isEmpty())
        return !m_stopped;
    const qint64 n = m_pending.size();
    const bool more = m_sink.rows(std::move(m_pending));
    m_pending = {};
    m_delivered += n;
    if (!more) {
        m_truncated = true;
        m_stopped = true;
    }
    return more;
}

bool BatchWriter::finish()
{
    return flush();
}

} // namespace assay::db
