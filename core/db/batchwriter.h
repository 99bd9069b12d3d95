#pragma once
// Collects rows from an engine and hands them to a RowSink in batches: a small first batch so the
// first rows appear at once, larger ones after that; enforces the row cap. Shared by all engines.

#include "resulttypes.h"

namespace assay::db {

class BatchWriter {
public:
    BatchWriter(RowSink &sink, const ExecOptions &options);

    // Columns are announced lazily, just before the first batch, so that engines can refine
    // Unknown column types from the first values (SQLite expressions have no declared type).
    void setColumns(QList<ResultColumn> columns);

    // Returns false when execution should stop: the row cap was reached or the sink said stop.
    bool add(Row &&row);
    // Delivers what is pending (also announces the columns of an empty result).
    bool finish();

    qint64 delivered() const { return m_delivered; }
    bool truncated() const { return m_truncated; }

private:
    bool flush();
    void announceColumns();

    RowSink &m_sink;
    const ExecOptions &m_options;
    QList<ResultColumn> m_columns;
    bool m_announced = false;
    QList<Row> m_pending;
    qint64 m_delivered = 0;
    qint64 m_accepted = 0;
    bool m_truncated = false;
    bool m_stopped = false;
};

} // namespace assay::db
