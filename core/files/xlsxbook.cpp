#include "xlsxbook.h"
#include "filestr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QXmlStreamReader>


namespace assay::files {
namespace {

quint32 le32(const QByteArray &b, qsizetype at)
{
    if (at + 4 > b.size())
        return 0xFFFFFFFF;
    const auto *p = reinterpret_cast<const uchar *>(b.constData() + at);
    return quint32(p[0]) | quint32(p[1]) << 8 | quint32(p[2]) << 16 | quint32(p[3]) << 24;
}

// Stream names in an OLE compound file's directory (the container of encrypted .xlsx files and
// of old .xls workbooks), read by following the directory's sector chain.
QStringList compoundFileStreams(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray data = f.read(8 << 20);
    if (data.size() < 512)
        return {};
    const int shift = uchar(data[0x1E]) | uchar(data[0x1F]) << 8;
    if (shift != 9 && shift != 12)
        return {};
    const qsizetype sectorSize = qsizetype(1) << shift;
    auto sectorOffset = [&](quint32 n) { return (qsizetype(n) + 1) * sectorSize; };
    QList<quint32> fat;
    for (int i = 0; i < 109; ++i) {
        const quint32 fatSector = le32(data, 0x4C + 4 * i);
        if (fatSector >= 0xFFFFFFFA)
            break;
        for (qsizetype e = 0; e < sectorSize / 4; ++e)
            fat.append(le32(data, sectorOffset(fatSector) + 4 * e));
    }
    QStringList names;
    quint32 sector = le32(data, 0x30);
    for (int guard = 0; sector < 0xFFFFFFFA && guard < 4096; ++guard) {
        const qsizetype base = sectorOffset(sector);
        for (qsizetype entry = 0; entry + 128 <= sectorSize && base + entry + 128 <= data.size(); entry += 128) {
            const int bytes = uchar(data[base + entry + 0x40]) | uchar(data[base + entry + 0x41]) << 8;
            if (bytes >= 2 && bytes <= 64)
                names << QString::fromUtf16(reinterpret_cast<const char16_t *>(data.constData() + base + entry), bytes / 2 - 1);
        }
        sector = sector < quint32(fat.size()) ? fat[sector] : 0xFFFFFFFF;
    }
    return names;
}

// Built-in number formats that show dates or times (ECMA-376, 18.8.30).
CellStyle builtinStyle(int id)
{
    if ((id >= 14 && id <= 17) || (id >= 27 && id <= 31) || (id >= 34 && id <= 36) || (id >= 50 && id <= 58))
        return CellStyle::Date;
    if (id == 22)
        return CellStyle::DateTime;
    if ((id >= 18 && id <= 21) || (id >= 32 && id <= 33) || (id >= 45 && id <= 47))
        return CellStyle::Time;
    return CellStyle::Plain;
}

// A custom format code: date parts (d, y, or m away from h/s) and time parts (h, s), outside
// quoted text, escapes and [colour] brackets.
CellStyle customStyle(const QString &code)
{
    bool date = false, time = false;
    bool quoted = false;
    for (qsizetype i = 0; i < code.size(); ++i) {
        const QChar c = code[i].toLower();
        if (c == u'"') {
            quoted = !quoted;
        } else if (quoted) {
            continue;
        } else if (c == u'\\' || c == u'_' || c == u'*') {
            ++i;
        } else if (c == u'[') {
            const qsizetype close = code.indexOf(u']', i);
            const QString inside = code.mid(i + 1, close - i - 1).toLower();
            if (inside == u"h" || inside == u"hh" || inside == u"mm" || inside == u"ss")
                time = true;
            i = close < 0 ? code.size() : close;
        } else if (c == u'd' || c == u'y') {
            date = true;
        } else if (c == u'h' || c == u's') {
            time = true;
        } else if (c == u'm') {
            date = date || !time;
        } else if (c == u';') {
            break; // the first section decides
        }
    }
    if (date && time)
        return CellStyle::DateTime;
    if (date)
        return CellStyle::Date;
    return time ? CellStyle::Time : CellStyle::Plain;
}

QString partPath(const QString &target)
{
    // Targets are relative to xl/ unless absolute within the package.
    if (target.startsWith(u'/'))
        return target.mid(1);
    return QDir::cleanPath(QStringLiteral("xl/") + target);
}

} // namespace

XlsxBook::XlsxBook() = default;
XlsxBook::~XlsxBook() = default;

QString workbookContainerProblem(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Tr::tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
    const QByteArray head = f.read(8);
    if (head.startsWith("PK\x03\x04"))
        return {};
    if (head.startsWith("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1")) {
        const QStringList streams = compoundFileStreams(path);
        if (streams.contains(QStringLiteral("EncryptedPackage")))
            return Tr::tr("%1 is protected with a password, so Assay cannot read it. Open it in Excel or LibreOffice, "
                          "remove the password (File → Info → Protect Workbook in Excel) and save it again.")
                .arg(QFileInfo(path).fileName());
        return Tr::tr("%1 is an Excel 97–2003 workbook (.xls) or another Office file, not an .xlsx workbook. Open it "
                      "in Excel or LibreOffice and save it as .xlsx.").arg(QFileInfo(path).fileName());
    }
    if (head.isEmpty())
        return Tr::tr("%1 is empty: there is nothing to import.").arg(QFileInfo(path).fileName());
    return Tr::tr("%1 is not an .xlsx workbook (it is not a zip archive). If it is a CSV or text file, rename it to .csv.")
        .arg(QFileInfo(path).fileName());
}

QString XlsxBook::readPart(const QString &name, QByteArray *data)
{
    if (!m_zip.contains(name))
        return Tr::tr("The workbook has no part %1; it may be damaged. Open it in Excel or LibreOffice and save it again.").arg(name);
    if (!m_zip.read(name, data))
        return Tr::tr("The workbook part %1 cannot be read; the file may be damaged.").arg(name);
    return {};
}

QString XlsxBook::open(const QString &path)
{
    m_path = path;
    if (const QString problem = workbookContainerProblem(path); !problem.isEmpty())
        return problem;
    if (!m_zip.open(path))
        return Tr::tr("%1 cannot be opened as a workbook: the zip archive is damaged.").arg(QFileInfo(path).fileName());
    if (QString e = readWorkbook(); !e.isEmpty())
        return e;
    if (QString e = readSharedStrings(); !e.isEmpty())
        return e;
    return readStyles();
}

QString XlsxBook::readWorkbook()
{
    QByteArray data;
    if (QString e = readPart(QStringLiteral("xl/workbook.xml"), &data); !e.isEmpty())
        return e;
    QList<std::pair<QString, QString>> sheets; // name, relationship id
    QXmlStreamReader xml(data);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"sheet") {
            const auto a = xml.attributes();
            QString rid;
            for (const QXmlStreamAttribute &attr : a) {
                if (attr.name() == u"id")
                    rid = attr.value().toString();
            }
            sheets.append({a.value(QStringLiteral("name")).toString(), rid});
        } else if (xml.name() == u"workbookPr") {
            const QString v = xml.attributes().value(QStringLiteral("date1904")).toString();
            m_date1904 = v == u"1" || v == u"true";
        }
    }
    QByteArray rels;
    if (QString e = readPart(QStringLiteral("xl/_rels/workbook.xml.rels"), &rels); !e.isEmpty())
        return e;
    QHash<QString, QString> targets;
    QXmlStreamReader r(rels);
    while (!r.atEnd()) {
        if (r.readNext() == QXmlStreamReader::StartElement && r.name() == u"Relationship")
            targets.insert(r.attributes().value(QStringLiteral("Id")).toString(), r.attributes().value(QStringLiteral("Target")).toString());
    }
    for (const auto &[name, rid] : sheets) {
        if (!targets.contains(rid))
            continue;
        m_sheetNames << name;
        m_sheetParts << partPath(targets.value(rid));
    }
    if (m_sheetNames.isEmpty())
        return Tr::tr("The workbook has no worksheets to import.");
    return {};
}

QString XlsxBook::readSharedStrings()
{
    if (!m_zip.contains(QStringLiteral("xl/sharedStrings.xml")))
        return {}; // a workbook with numbers only has none
    const std::unique_ptr<QIODevice> file = m_zip.stream(QStringLiteral("xl/sharedStrings.xml"));
    if (!file)
        return Tr::tr("The workbook's text values cannot be read; the file may be damaged.");
    QXmlStreamReader xml(file.get());
    QString current;
    int phonetic = 0; // <rPh> runs are reading aids, not text
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::StartElement:
            if (xml.name() == u"si")
                current.clear();
            else if (xml.name() == u"rPh")
                ++phonetic;
            else if (xml.name() == u"t" && !phonetic)
                current += xml.readElementText();
            break;
        case QXmlStreamReader::EndElement:
            if (xml.name() == u"si")
                m_sharedStrings.append(current.toUtf8());
            else if (xml.name() == u"rPh")
                --phonetic;
            break;
        default:
            break;
        }
    }
    if (xml.hasError())
        return Tr::tr("The workbook's text values are damaged (%1).").arg(xml.errorString());
    return {};
}

QString XlsxBook::readStyles()
{
    QByteArray data;
    if (!readPart(QStringLiteral("xl/styles.xml"), &data).isEmpty())
        return {}; // no styles: no dates either
    QHash<int, CellStyle> custom;
    QXmlStreamReader xml(data);
    bool inCellXfs = false;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::EndElement && xml.name() == u"cellXfs")
            inCellXfs = false;
        if (token != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"numFmt") {
            custom.insert(xml.attributes().value(QStringLiteral("numFmtId")).toInt(),
                          customStyle(xml.attributes().value(QStringLiteral("formatCode")).toString()));
        } else if (xml.name() == u"cellXfs") {
            inCellXfs = true;
        } else if (inCellXfs && xml.name() == u"xf") {
            const int id = xml.attributes().value(QStringLiteral("numFmtId")).toInt();
            m_styles.append(custom.contains(id) ? custom.value(id) : builtinStyle(id));
        }
    }
    return {};
}

QString XlsxBook::sheetPart(const QString &sheet) const
{
    const qsizetype i = m_sheetNames.indexOf(sheet);
    return i < 0 ? QString() : m_sheetParts[i];
}

QString XlsxBook::mergedCells(const QString &sheet, int *count)
{
    *count = 0;
    const std::unique_ptr<QIODevice> file = m_zip.stream(sheetPart(sheet));
    if (!file)
        return {};
    QXmlStreamReader xml(file.get());
    QString first;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"sheetData") {
            xml.skipCurrentElement();
        } else if (xml.name() == u"mergeCell") {
            if (first.isEmpty())
                first = xml.attributes().value(QStringLiteral("ref")).toString();
            ++*count;
        }
    }
    return first;
}

int columnOfCellReference(QStringView reference)
{
    int column = 0;
    qsizetype i = 0;
    for (; i < reference.size() && reference[i].isLetter(); ++i)
        column = column * 26 + (reference[i].toUpper().unicode() - 'A' + 1);
    return i == 0 ? -1 : column - 1;
}

QString columnLetters(int column)
{
    QString s;
    for (int n = column + 1; n > 0; n = (n - 1) / 26)
        s.prepend(QChar(u'A' + (n - 1) % 26));
    return s;
}

} // namespace assay::files
