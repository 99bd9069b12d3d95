#pragma once
// Reads back the first worksheet of an XLSX the way a spreadsheet would see its cells: unzips
// xl/worksheets/sheet1.xml (and the shared strings, when there are any) and parses the XML.

#include "exporttesthelpers.h"

#include <QXmlStreamReader>

namespace assay::test {

struct XlsxCell {
    QString type;  // "", "n", "s", "inlineStr", "str", "b"
    QString value; // the number, the text, "1"/"0" for booleans
    int style = 0;
};

struct XlsxSheet {
    QString error;
    QList<QList<XlsxCell>> rows; // by row, cells in column order (no gaps expected)
    qint64 rowCount = 0;         // all rows, also when `keepRows` limited what is kept
    QString sheetName;
};

inline int columnIndex(const QString &ref)
{
    int c = 0;
    for (QChar ch : ref) {
        if (!ch.isLetter())
            break;
        c = c * 26 + (ch.toUpper().unicode() - 'A' + 1);
    }
    return c - 1;
}

inline XlsxSheet readXlsx(const QString &path, int keepRows = 1000)
{
    XlsxSheet sheet;
    QStringList shared;
    const QByteArray sst = unzipMember(path, QStringLiteral("xl/sharedStrings.xml"));
    for (QXmlStreamReader x(sst); !x.atEnd();) {
        if (x.readNext() == QXmlStreamReader::StartElement && x.name() == u"si")
            shared << x.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    const QByteArray workbook = unzipMember(path, QStringLiteral("xl/workbook.xml"));
    for (QXmlStreamReader x(workbook); !x.atEnd();) {
        if (x.readNext() == QXmlStreamReader::StartElement && x.name() == u"sheet" && sheet.sheetName.isEmpty())
            sheet.sheetName = x.attributes().value(QStringLiteral("name")).toString();
    }
    const QByteArray xml = unzipMember(path, QStringLiteral("xl/worksheets/sheet1.xml"));
    if (xml.isEmpty()) {
        sheet.error = QStringLiteral("no sheet1.xml in %1").arg(path);
        return sheet;
    }
    QXmlStreamReader x(xml);
    QList<XlsxCell> row;
    XlsxCell cell;
    int column = -1;
    while (!x.atEnd()) {
        const auto token = x.readNext();
        if (token == QXmlStreamReader::StartElement) {
            if (x.name() == u"row") {
                row.clear();
            } else if (x.name() == u"c") {
                cell = XlsxCell{};
                cell.type = x.attributes().value(QStringLiteral("t")).toString();
                cell.style = x.attributes().value(QStringLiteral("s")).toInt();
                column = columnIndex(x.attributes().value(QStringLiteral("r")).toString());
            } else if (x.name() == u"v" || x.name() == u"is") {
                cell.value = x.readElementText(QXmlStreamReader::IncludeChildElements);
                if (cell.type == u"s")
                    cell.value = shared.value(cell.value.toInt());
            }
        } else if (token == QXmlStreamReader::EndElement) {
            if (x.name() == u"c") {
                while (row.size() < column)
                    row.append(XlsxCell{}); // empty cells (NULL) are left out of the XML
                row.append(cell);
            } else if (x.name() == u"row") {
                if (sheet.rows.size() < keepRows)
                    sheet.rows.append(row);
                ++sheet.rowCount;
            }
        }
    }
    if (x.hasError())
        sheet.error = x.errorString();
    return sheet;
}

} // namespace assay::test
