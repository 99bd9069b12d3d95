#pragma once
// An .xlsx workbook opened for reading tables: the zip container through minizip (ZipArchive),
// the XML parts through QXmlStreamReader. Shared strings and cell styles are read once; a sheet's rows are
// streamed by XlsxReader. Formulas are read as the results Excel saved with them (their cached
// values); a formula without a saved result, merged cells, a password and old .xls files are
// errors that say what to do.

#include "importoptions.h"
#include "ziparchive.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace assay::files {

enum class CellStyle : quint8 { Plain, Date, DateTime, Time };

class XlsxBook {
public:
    XlsxBook();
    ~XlsxBook();
    QString open(const QString &path);

    QStringList sheetNames() const { return m_sheetNames; }
    QString sheetPart(const QString &sheet) const; // "xl/worksheets/sheet1.xml", empty if none
    const QList<QByteArray> &sharedStrings() const { return m_sharedStrings; }
    CellStyle styleOf(int xf) const { return xf >= 0 && xf < m_styles.size() ? m_styles[xf] : CellStyle::Plain; }
    bool uses1904Dates() const { return m_date1904; }
    ZipArchive &zip() { return m_zip; }
    // The first merged range of a sheet ("A1:C1") and how many there are; empty when none.
    QString mergedCells(const QString &sheet, int *count);

private:
    QString readPart(const QString &name, QByteArray *data);
    QString readWorkbook();
    QString readSharedStrings();
    QString readStyles();

    ZipArchive m_zip;
    QString m_path;
    QStringList m_sheetNames;
    QStringList m_sheetParts;
    QList<QByteArray> m_sharedStrings;
    QList<CellStyle> m_styles;
    bool m_date1904 = false;
};

// Why a file that should be a workbook cannot be read as one, from its first bytes: an encrypted
// (password) or old-format (.xls) Office file, or not a zip at all. Empty when it looks like one.
QString workbookContainerProblem(const QString &path);

// "C17" -> column 2 (0-based); -1 when the reference has no letters.
int columnOfCellReference(QStringView reference);
QString columnLetters(int column);

} // namespace assay::files
