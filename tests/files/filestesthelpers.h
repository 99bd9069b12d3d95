#pragma once
// For the files suites: real files written in a temporary directory (CSV in any encoding, JSON,
// XLSX through libxlsxwriter or zipped by hand with minizip, an OLE compound file like the one a
// password-protected workbook is), and the rows of a workspace read back through Assay's own
// SQLite connection.

#include "testsupport.h"

#include "db/connection.h"
#include "files/importer.h"
#include "files/inspection.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <zip.h>
#include <zlib.h>

namespace assay::test {

inline QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &data)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// Rows of a query on a SQLite file (and its attached workspace), as text; NULL as "NULL".
inline QList<QStringList> sqliteRows(const QString &file, const QString &sql, const QString &workspace = {})
{
    db::ConnectionConfig c;
    c.engine = db::Engine::SQLite;
    c.filePath = file;
    c.workspacePath = workspace;
    auto connection = db::createConnection(c);
    if (db::DbError e = connection->open({}); !e.isNull())
        qFatal("cannot open %s: %s", qPrintable(file), qPrintable(e.displayText()));
    QList<db::Row> rows;
    const db::ExecSummary s = connection->query(sql, &rows);
    if (!s.ok())
        qFatal("query failed: %s\n%s", qPrintable(s.error.displayText()), qPrintable(sql));
    QList<QStringList> out;
    for (const db::Row &r : rows) {
        QStringList line;
        for (const QVariant &v : r)
            line << (v.isNull() ? QStringLiteral("NULL") : v.toString());
        out << line;
    }
    return out;
}

// A SQLite database of the user's, made by running `statements`.
inline void createSqlite(const QString &path, const QStringList &statements)
{
    QFile(path).open(QIODevice::WriteOnly);
    db::ConnectionConfig c;
    c.filePath = path;
    auto connection = db::createConnection(c);
    if (db::DbError e = connection->open({}); !e.isNull())
        qFatal("cannot open %s: %s", qPrintable(path), qPrintable(e.displayText()));
    for (const QString &sql : statements) {
        QList<db::Row> none;
        if (const db::ExecSummary s = connection->query(sql, &none); !s.ok())
            qFatal("%s: %s", qPrintable(sql), qPrintable(s.error.displayText()));
    }
}

inline bool tableExists(const QString &workspace, const QString &table)
{
    if (!QFile::exists(workspace))
        return false;
    return !sqliteRows(workspace, QStringLiteral("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = '%1'").arg(table)).isEmpty();
}

// Inspects with the detected settings and imports; fails the test when inspection finds a problem.
inline files::ImportResult inspectAndImport(const QString &path, const QString &workspace, files::Inspection *inspection = nullptr,
                                            files::InspectRequest request = {})
{
    const files::Inspection i = files::inspectFile(path, request);
    if (inspection)
        *inspection = i;
    if (!i.ok()) {
        files::ImportResult r;
        r.error = QStringLiteral("inspection: ") + i.error;
        return r;
    }
    return files::importFile(i.plan, workspace);
}

inline void writeZip(const QString &path, const QList<std::pair<QString, QByteArray>> &members)
{
    zipFile zip = zipOpen64(QFile::encodeName(path).constData(), APPEND_STATUS_CREATE);
    if (!zip)
        qFatal("cannot create %s", qPrintable(path));
    for (const auto &[name, data] : members) {
        if (zipOpenNewFileInZip64(zip, name.toUtf8().constData(), nullptr, nullptr, 0, nullptr, 0, nullptr, Z_DEFLATED,
                                  Z_DEFAULT_COMPRESSION, 0) != ZIP_OK
            || zipWriteInFileInZip(zip, data.constData(), unsigned(data.size())) != ZIP_OK || zipCloseFileInZip(zip) != ZIP_OK)
            qFatal("cannot write %s into %s", qPrintable(name), qPrintable(path));
    }
    zipClose(zip, nullptr);
}

// A one-sheet workbook from its sheet XML, zipped by hand: for what spreadsheet writers do but
// libxlsxwriter does not (a formula with no saved result, error cells).
inline void writeHandmadeXlsx(const QString &path, const QByteArray &sheetData)
{
    const QByteArray workbook =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><workbook xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" "
        "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\"><sheets>"
        "<sheet name=\"Data\" sheetId=\"1\" r:id=\"rId1\"/></sheets></workbook>";
    const QByteArray rels =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
        "<Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet\" "
        "Target=\"worksheets/sheet1.xml\"/></Relationships>";
    const QByteArray sheet = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><worksheet xmlns=\"http://schemas.openxmlformats.org/"
                             "spreadsheetml/2006/main\"><sheetData>" + sheetData + "</sheetData></worksheet>";
    const QByteArray types = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Types xmlns=\"http://schemas.openxmlformats.org/package/2006/"
                             "content-types\"/>";
    writeZip(path, {{QStringLiteral("[Content_Types].xml"), types},
                    {QStringLiteral("xl/workbook.xml"), workbook},
                    {QStringLiteral("xl/_rels/workbook.xml.rels"), rels},
                    {QStringLiteral("xl/worksheets/sheet1.xml"), sheet}});
}

// An OLE compound file (MS-CFB, version 3) with empty streams of the given names: the container
// Office uses for password-protected workbooks (EncryptionInfo, EncryptedPackage) and for .xls
// files (Workbook).
inline void writeCompoundFile(const QString &path, const QStringList &streams)
{
    auto put32 = [](QByteArray &b, int at, quint32 v) {
        for (int i = 0; i < 4; ++i)
            b[at + i] = char((v >> (8 * i)) & 0xFF);
    };
    auto put16 = [](QByteArray &b, int at, quint16 v) {
        b[at] = char(v & 0xFF);
        b[at + 1] = char(v >> 8);
    };
    QByteArray header(512, '\0');
    header.replace(0, 8, QByteArray("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1", 8));
    put16(header, 0x18, 0x3E);
    put16(header, 0x1A, 3);
    put16(header, 0x1C, 0xFFFE);
    put16(header, 0x1E, 9); // 512-byte sectors
    put16(header, 0x20, 6);
    put32(header, 0x2C, 1);          // one FAT sector
    put32(header, 0x30, 1);          // the directory starts in sector 1
    put32(header, 0x38, 4096);       // mini stream cutoff
    put32(header, 0x3C, 0xFFFFFFFE); // no mini FAT
    put32(header, 0x44, 0xFFFFFFFE); // no more DIFAT
    for (int i = 0; i < 109; ++i)
        put32(header, 0x4C + 4 * i, i == 0 ? 0 : 0xFFFFFFFF);
    QByteArray fat(512, '\xFF');
    put32(fat, 0, 0xFFFFFFFD); // sector 0 holds the FAT
    put32(fat, 4, 0xFFFFFFFE); // sector 1, the directory, ends its chain
    QByteArray dir(512, '\0');
    const QStringList names = QStringList{QStringLiteral("Root Entry")} + streams;
    for (int e = 0; e < 4; ++e) {
        const int base = e * 128;
        for (int k = 0x44; k < 0x50; k += 4)
            put32(dir, base + k, 0xFFFFFFFF); // no siblings or children
        if (e >= names.size())
            continue;
        const QString &name = names[e];
        for (int i = 0; i < name.size(); ++i)
            put16(dir, base + 2 * i, name[i].unicode());
        put16(dir, base + 0x40, quint16((name.size() + 1) * 2));
        dir[base + 0x42] = char(e == 0 ? 5 : 2); // root storage, or a stream
        dir[base + 0x43] = 1;                     // black
        if (e == 0)
            put32(dir, base + 0x4C, 1);           // the root's child: the first stream
        else if (e + 1 < names.size())
            put32(dir, base + 0x48, quint32(e + 1)); // right sibling
        put32(dir, base + 0x74, 0xFFFFFFFE);      // start sector: none (empty stream)
    }
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(header + fat + dir);
}

} // namespace assay::test
