#pragma once
// The rows of one worksheet as records, streamed from the sheet's XML: shared strings, inline
// strings, numbers, booleans, dates (numbers with a date format, converted to ISO text) and
// formulas as their cached values. Cells Excel left empty are missing values.

#include "recordsource.h"
#include "xlsxbook.h"

#include <QXmlStreamReader>

#include <memory>

namespace assay::files {

class XlsxReader final : public RecordSource {
public:
    explicit XlsxReader(const ImportOptions &options);
    ~XlsxReader() override;
    // Opens the workbook and the sheet the options name (the first when none).
    QString open(const QString &path);
    QString sheet() const { return m_sheet; }
    QStringList sheetNames() const { return m_book.sheetNames(); }

    bool next(Record *record) override;
    QString error() const override { return m_error; }
    QString locate(const Record &record, int column, const QString &columnName) const override;
    qint64 position() const override;
    qint64 size() const override;
    QStringList notes() const override;

private:
    bool readCell(Record *record, qint64 row);
    QByteArrayView dateText(double serial, CellStyle style, int column);
    void finishSheet(); // after the rows: merged cells are an error

    ImportOptions m_options;
    XlsxBook m_book;
    QString m_sheet;
    std::unique_ptr<QIODevice> m_file;
    std::unique_ptr<QXmlStreamReader> m_xml;
    qint64 m_nextRow = 1;
    qint64 m_fileSize = 0;
    QList<QByteArray> m_store; // per column: text this record's values point into
    int m_errorCells = 0;
    QString m_firstErrorCell;
    QString m_error;
    bool m_done = false;
};

} // namespace assay::files
