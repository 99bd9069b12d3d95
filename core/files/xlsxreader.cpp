#include "xlsxreader.h"
#include "filestr.h"

#include <QDate>
#include <QFileInfo>
#include <QTime>


#include <cmath>

namespace assay::files {

XlsxReader::XlsxReader(const ImportOptions &options) : m_options(options) {}
XlsxReader::~XlsxReader() = default;

QString XlsxReader::open(const QString &path)
{
    m_fileSize = QFileInfo(path).size();
    if (QString e = m_book.open(path); !e.isEmpty())
        return e;
    m_sheet = m_options.sheet.isEmpty() ? m_book.sheetNames().value(0) : m_options.sheet;
    const QString part = m_book.sheetPart(m_sheet);
    if (part.isEmpty())
        return Tr::tr("The workbook has no sheet called “%1”.").arg(m_options.sheet);
    m_file = m_book.zip().stream(part);
    if (!m_file)
        return Tr::tr("The sheet “%1” is missing from the workbook; the file may be damaged.").arg(m_sheet);
    m_xml = std::make_unique<QXmlStreamReader>(m_file.get());
    while (!m_xml->atEnd()) {
        if (m_xml->readNext() == QXmlStreamReader::StartElement && m_xml->name() == u"sheetData")
            return {};
    }
    m_done = true; // a sheet without data
    return {};
}

qint64 XlsxReader::position() const
{
    // The share of the sheet decompressed so far, as a share of the file: progress, not exact.
    return m_file && m_file->size() > 0 ? std::min(m_fileSize, qint64(double(m_file->pos()) / double(m_file->size()) * m_fileSize)) : 0;
}

qint64 XlsxReader::size() const
{
    return m_fileSize;
}

QStringList XlsxReader::notes() const
{
    if (!m_errorCells)
        return {};
    return {Tr::tr("%n cell(s) held an Excel error such as #DIV/0! (the first at %1) and were stored as empty values.",
                   nullptr, m_errorCells).arg(m_firstErrorCell)};
}

bool XlsxReader::next(Record *record)
{
    if (m_done || !m_error.isEmpty())
        return false;
    while (!m_xml->atEnd()) {
        const auto token = m_xml->readNext();
        if (token == QXmlStreamReader::EndElement && m_xml->name() == u"sheetData") {
            finishSheet();
            return false;
        }
        if (token != QXmlStreamReader::StartElement || m_xml->name() != u"row")
            continue;
        const QStringView r = m_xml->attributes().value(QStringLiteral("r"));
        const qint64 row = r.isEmpty() ? m_nextRow : r.toLongLong();
        m_nextRow = row + 1;
        record->values.clear();
        record->line = record->lastLine = row;
        while (m_xml->readNextStartElement()) {
            if (m_xml->name() == u"c") {
                if (!readCell(record, row))
                    return false;
            } else {
                m_xml->skipCurrentElement();
            }
        }
        if (!record->values.isEmpty())
            return true; // a row element with no cells is an empty row
    }
    if (m_xml->hasError())
        m_error = Tr::tr("The sheet “%1” is damaged near row %2 (%3).").arg(m_sheet).arg(m_nextRow).arg(m_xml->errorString());
    m_done = true;
    return false;
}

bool XlsxReader::readCell(Record *record, qint64 row)
{
    const QXmlStreamAttributes a = m_xml->attributes();
    const QString type = a.value(QStringLiteral("t")).toString();
    const int style = a.hasAttribute(QStringLiteral("s")) ? a.value(QStringLiteral("s")).toInt() : -1;
    const QStringView ref = a.value(QStringLiteral("r"));
    const int column = ref.isEmpty() ? int(record->values.size()) : columnOfCellReference(ref);
    if (column < 0 || column > 16383) {
        m_error = Tr::tr("Row %1 of the sheet “%2” has a cell with a damaged reference “%3”.").arg(row).arg(m_sheet, ref.toString());
        return false;
    }
    QString value;
    bool hasValue = false;
    bool formula = false;
    while (m_xml->readNextStartElement()) {
        if (m_xml->name() == u"v") {
            value = m_xml->readElementText();
            hasValue = true;
        } else if (m_xml->name() == u"f") {
            formula = true;
            m_xml->skipCurrentElement();
        } else if (m_xml->name() == u"is") {
            // Inline rich text: the <t> of every run.
            while (m_xml->readNextStartElement()) {
                if (m_xml->name() == u"t") {
                    value += m_xml->readElementText();
                } else if (m_xml->name() == u"r") {
                    while (m_xml->readNextStartElement()) {
                        if (m_xml->name() == u"t")
                            value += m_xml->readElementText();
                        else
                            m_xml->skipCurrentElement();
                    }
                } else {
                    m_xml->skipCurrentElement();
                }
            }
            hasValue = true;
        } else {
            m_xml->skipCurrentElement();
        }
    }
    auto cell = [&] { return QStringLiteral("%1!%2%3").arg(m_sheet, columnLetters(column)).arg(row); };
    if (formula && !hasValue) {
        m_error = Tr::tr("Cell %1 holds a formula whose result was never saved in the file (the program that wrote it "
                         "does not calculate). Open the workbook in Excel or LibreOffice and save it, so the results "
                         "are stored.").arg(cell());
        return false;
    }
    if (column >= record->values.size()) {
        record->values.resize(column + 1);
        if (m_store.size() < record->values.size())
            m_store.resize(record->values.size());
    }
    SourceValue &v = record->values[column];
    v = SourceValue();
    if (!hasValue)
        return true;
    if (type == u"e") {
        if (!m_errorCells++)
            m_firstErrorCell = cell();
        return true;
    }
    if (type == u"b") {
        v.kind = SourceValue::Kind::Boolean;
        v.boolean = value == u"1" || value == u"true";
        return true;
    }
    if (type == u"s") {
        const int index = value.toInt();
        const QList<QByteArray> &strings = m_book.sharedStrings();
        if (index < 0 || index >= strings.size()) {
            m_error = Tr::tr("Cell %1 refers to a text value the workbook does not have; the file may be damaged.").arg(cell());
            return false;
        }
        v.kind = SourceValue::Kind::Text;
        v.text = strings[index];
        return true;
    }
    if (type.isEmpty() || type == u"n") {
        const CellStyle cs = m_book.styleOf(style);
        bool ok = false;
        const double serial = value.toDouble(&ok);
        if (ok && cs != CellStyle::Plain) {
            v.kind = SourceValue::Kind::Text;
            v.text = dateText(serial, cs, column);
            return true;
        }
        m_store[column] = value.toUtf8();
        v.kind = SourceValue::Kind::Number;
        v.text = m_store[column];
        return true;
    }
    // str (a formula's text), inlineStr, d (an ISO date): text.
    m_store[column] = value.toUtf8();
    v.kind = SourceValue::Kind::Text;
    v.text = m_store[column];
    return true;
}

QByteArrayView XlsxReader::dateText(double serial, CellStyle style, int column)
{
    // Excel counts days from 1899-12-31 and believes 1900 was a leap year (serial 60 is the
    // 29th of February 1900 that never was); the 1904 system counts from 1904-01-01.
    qint64 days = qint64(std::floor(serial));
    qint64 ms = qint64(std::llround((serial - double(days)) * 86400000.0));
    if (ms >= 86400000) {
        ++days;
        ms -= 86400000;
    }
    QDate date;
    if (m_book.uses1904Dates())
        date = QDate(1904, 1, 1).addDays(days);
    else
        date = days < 60 ? QDate(1899, 12, 31).addDays(days) : QDate(1899, 12, 30).addDays(days);
    const QTime time = QTime(0, 0).addMSecs(int(ms));
    QString text;
    if (style == CellStyle::Time)
        text = time.toString(ms % 1000 ? QStringLiteral("HH:mm:ss.zzz") : QStringLiteral("HH:mm:ss"));
    else if (style == CellStyle::Date && ms == 0)
        text = date.toString(Qt::ISODate);
    else
        text = date.toString(Qt::ISODate) + u' ' + time.toString(ms % 1000 ? QStringLiteral("HH:mm:ss.zzz") : QStringLiteral("HH:mm:ss"));
    m_store[column] = text.toUtf8();
    return m_store[column];
}

void XlsxReader::finishSheet()
{
    m_done = true;
    while (!m_xml->atEnd()) {
        if (m_xml->readNext() != QXmlStreamReader::StartElement || m_xml->name() != u"mergeCell")
            continue;
        const QString ref = m_xml->attributes().value(QStringLiteral("ref")).toString();
        m_error = Tr::tr("The sheet “%1” has merged cells (%2), so its rows do not line up as a table. Unmerge them "
                         "in Excel or LibreOffice (Merge & Center → Unmerge Cells), fill in the values, and save again.")
                      .arg(m_sheet, ref);
        return;
    }
}

QString XlsxReader::locate(const Record &record, int column, const QString &columnName) const
{
    if (column < 0)
        return Tr::tr("row %1 of the sheet “%2”").arg(record.line).arg(m_sheet);
    return Tr::tr("cell %1!%2%3 (column “%4”)").arg(m_sheet, columnLetters(column)).arg(record.line).arg(columnName);
}

} // namespace assay::files
