#pragma once
// DataSink for CSV: formats rows into a buffer and writes it in chunks of about 1 MiB.

#include "csvwriter.h"
#include "datasink.h"
#include "exportfile.h"

namespace assay::exports {

class CsvSink final : public DataSink, public db::RawRowSink {
public:
    CsvSink(const QString &path, const DataExportOptions &options);

    bool open() override;
    void columns(const QList<db::ResultColumn> &columns) override;
    bool rows(QList<db::Row> &&batch) override;
    // SQLite's values straight into the buffer, no Row built (the 10M-row export's hot path).
    db::RawRowSink *rawRows() override { return this; }
    bool rawRow(const db::RawCell *cells, int count) override;
    ExportResult finish() override;

private:
    bool flush();

    ExportFile m_file;
    CsvFormatter m_formatter;
    QByteArray m_buffer;
    ExportResult m_result;
    bool m_headerWritten = false;
    QList<db::ResultColumn> m_columns;
};

} // namespace assay::exports
