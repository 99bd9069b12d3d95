#pragma once
// DataSink for Excel workbooks, written with libxlsxwriter in its constant-memory mode (rows go
// to a temporary file as they come, so memory stays flat). The workbook is built in the temp
// folder and then copied into an ExportFile beside the target, so the target appears whole or
// not at all. Excel's limits are respected with a message: 1,048,576 rows per sheet (the header
// takes one), 16,384 columns, 32,767 characters per cell.

#include "datasink.h"
#include "exportfile.h"

#include <QTemporaryDir>

struct lxw_workbook;
struct lxw_worksheet;
struct lxw_format;

namespace assay::exports {

constexpr qint64 XlsxMaxDataRows = 1048576 - 1;
constexpr int XlsxMaxColumns = 16384;
constexpr int XlsxMaxCellChars = 32767;

class XlsxSink final : public DataSink {
public:
    XlsxSink(const QString &path, const DataExportOptions &options);
    ~XlsxSink() override;

    bool open() override;
    void columns(const QList<db::ResultColumn> &columns) override;
    bool rows(QList<db::Row> &&batch) override;
    ExportResult finish() override;

private:
    bool writeValue(int column, const QVariant &value);
    bool check(int status);
    void closeWorkbook();

    QString m_path;
    DataExportOptions m_options;
    ExportFile m_file;
    QTemporaryDir m_temp;
    QByteArray m_tempPath;
    QByteArray m_tempDir;
    lxw_workbook *m_workbook = nullptr;
    lxw_worksheet *m_sheet = nullptr;
    lxw_format *m_headerFormat = nullptr;
    lxw_format *m_dateFormat = nullptr;
    lxw_format *m_dateTimeFormat = nullptr;
    QList<db::ResultColumn> m_columns;
    bool m_headerWritten = false;
    bool m_rowLimitReached = false;
    qint64 m_clippedCells = 0;
    ExportResult m_result;
};

// A name Excel accepts for a sheet: at most 31 characters, none of []:*?/\, not empty.
QString xlsxSheetName(const QString &wanted);

} // namespace assay::exports
