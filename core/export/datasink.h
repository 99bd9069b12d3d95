#pragma once
// A result written to a data file as its rows arrive: the sink an export hands to
// Connection::execute (rows stream from the database straight into the file) or feeds from a
// ResultStore. Memory stays bounded whatever the row count: rows are formatted and written in
// chunks. The target appears only when finish() succeeds (see ExportFile).

#include "db/resulttypes.h"

#include <QString>

#include <functional>
#include <memory>

namespace assay::exports {

enum class DataFormat { Csv, Xlsx };

// From the file name's suffix (.csv, .tsv is CSV with tabs, .xlsx); false when unknown.
bool dataFormatForPath(const QString &path, DataFormat *format, char *delimiter = nullptr);

struct DataExportOptions {
    DataFormat format = DataFormat::Csv;
    char delimiter = ',';
    bool byteOrderMark = false; // CSV: for spreadsheet programs that need it to read UTF-8
    QString sheetName;          // XLSX: the worksheet's name ("Result" when empty)
    QStringList headers;        // names to write instead of the result's own (a chart's data: x, y0);
                                // used only when there is one per column
    QList<db::BoundValue> parameters; // values for the query's placeholders (notebook parameters)
};

struct ExportResult {
    QString error;    // why the file was not written (the target is untouched)
    QString warning;  // written, but with something the reader should know (sheet limits)
    qint64 rows = 0;  // data rows written
    qint64 bytes = 0; // size of the file written
    bool cancelled = false;
    bool fileError = false; // the error is about the file (disk full, no permission), not the data

    bool ok() const { return error.isEmpty() && !cancelled; }
};

// Called on the exporting thread with the rows written so far; keep it cheap.
using RowProgress = std::function<void(qint64 rows)>;

class DataSink : public db::RowSink {
public:
    static std::unique_ptr<DataSink> create(const QString &path, const DataExportOptions &options);
    ~DataSink() override = default;

    // Opens the temporary file; false with result().error when it cannot.
    virtual bool open() = 0;
    // After the last row: writes what is left and renames the file into place (or, after an
    // error or a cancel, removes every trace of it). Returns the outcome.
    virtual ExportResult finish() = 0;

    void setProgress(RowProgress progress) { m_progress = std::move(progress); }
    void setCancelToken(db::CancelTokenPtr token) { m_cancel = std::move(token); }
    // The query or reader stopped with an error: the file must not appear.
    void fail(const QString &error) { m_failure = error; }

protected:
    bool cancelled() const { return m_cancel && m_cancel->isCancelled(); }
    // The columns with the names DataExportOptions::headers gives them, when it gives one each.
    QList<db::ResultColumn> named(QList<db::ResultColumn> columns) const;
    void reportProgress(qint64 rows)
    {
        if (m_progress)
            m_progress(rows);
    }
    QString m_failure;

private:
    QStringList m_headers;
    RowProgress m_progress;
    db::CancelTokenPtr m_cancel;
};

} // namespace assay::exports
