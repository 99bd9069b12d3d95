// Files as tables, through the core: CSV/TSV/JSON on real files this suite writes, every kind of
// bad input (each must give an error naming the line and what to do, and leave no table behind),
// workspaces attached to SQLite connections, the record of sources and the watcher.

#include "filestesthelpers.h"

#include "knowledgebuild/contextbuilder.h"

#include "files/csvreader.h"
#include "files/sourcewatcher.h"
#include "files/tablewriter.h"
#include "files/workspace.h"
#include "notebook/notebook.h"
#include "sample/sampledatabase.h"

#include <QSignalSpy>
#include <QStandardPaths>

using namespace assay;
using assay::test::inspectAndImport;
using assay::test::sqliteRows;
using assay::test::tableExists;
using assay::test::writeFile;

class TestFilesImport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void csvTypesQuotesAndNulls();
    void semicolonsDecimalCommaAndDayFirstDates();
    void monthFirstDatesAndTimestamps();
    void tsvByExtension();
    void encodings_data();
    void encodings();
    void mixedEncodings();
    void notTextFiles_data();
    void notTextFiles();
    void raggedRows();
    void strayQuotes();
    void headers();
    void twentyThousandColumns();
    void badValueLeavesPreviousTable();
    void cancelLeavesNothing();
    void jsonArrayAndLines();
    void jsonErrors_data();
    void jsonErrors();
    void workspaceAttachedToSqlite();
    void relationshipsAcrossFiles();
    void workspaceUse();
    void watcherMarksReadersStale();

private:
    QString workspace() const { return m_dir.filePath(QStringLiteral("ws-%1.sqlite").arg(m_counter)); }
    QString newWorkspace() { ++m_counter; return workspace(); }
    QTemporaryDir m_dir;
    int m_counter = 0;
};

void TestFilesImport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestFilesImport::csvTypesQuotesAndNulls()
{
    const QString path = writeFile(m_dir, QStringLiteral("Sales Q1 (2024).csv"),
                                   "id,customer,amount,paid,ordered,shipped_at,zip,note\r\n"
                                   "1,\"Smith, Anna\",12.50,true,2024-01-05,2024-01-06 10:15:00,01234,\"said \"\"hi\"\"\"\r\n"
                                   "2,Bob,7,false,2024-02-29,2024-03-01T08:00:00Z,98765,\"two\nlines\"\r\n"
                                   "3,,NA,yes,,2024-03-02 23:59:59+02:00,00042,NA\r\n"
                                   "-4,Zoë,1e3,no,2024-12-31,,12345,\r\n");
    const QString ws = newWorkspace();
    files::Inspection inspection;
    const files::ImportResult r = inspectAndImport(path, ws, &inspection);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.table, QStringLiteral("sales_q1_2024"));
    QCOMPARE(r.rows, 4);
    QCOMPARE(inspection.plan.options.delimiter, ',');
    QVERIFY(inspection.plan.options.hasHeader);
    using T = files::ColumnType;
    const QList<T> expected = {T::Integer, T::Text, T::Real, T::Boolean, T::Date, T::Timestamp, T::Text, T::Text};
    for (int c = 0; c < expected.size(); ++c)
        QCOMPARE(inspection.plan.columns[c].type, expected[c]);
    // The preview shows values as they are stored.
    QCOMPARE(inspection.preview.size(), 4);
    QCOMPARE(inspection.preview[0][2].toDouble(), 12.5);
    QCOMPARE(inspection.preview[2][5].toString(), QStringLiteral("2024-03-02 21:59:59"));
    const auto rows = sqliteRows(ws, QStringLiteral("SELECT id, customer, amount, paid, ordered, shipped_at, zip, note, typeof(amount) "
                                                    "FROM sales_q1_2024 ORDER BY rowid"));
    QCOMPARE(rows[0], (QStringList{"1", "Smith, Anna", "12.5", "1", "2024-01-05", "2024-01-06 10:15:00", "01234", "said \"hi\"", "real"}));
    QCOMPARE(rows[1], (QStringList{"2", "Bob", "7", "0", "2024-02-29", "2024-03-01 08:00:00", "98765", "two\nlines", "real"}));
    // Empty is NULL everywhere; NA is NULL in a number column but text in a text column; the
    // offset is converted to UTC; leading zeros keep the column text.
    QCOMPARE(rows[2], (QStringList{"3", "NULL", "NULL", "1", "NULL", "2024-03-02 21:59:59", "00042", "NA", "null"}));
    QCOMPARE(rows[3], (QStringList{"-4", "Zoë", "1000", "0", "2024-12-31", "NULL", "12345", "NULL", "real"}));
    // The declared types are what the catalog and the charts read.
    const auto types = sqliteRows(ws, QStringLiteral("SELECT name, type FROM pragma_table_info('sales_q1_2024')"));
    QCOMPARE(types[3], (QStringList{"paid", "BOOLEAN"}));
    QCOMPARE(types[5], (QStringList{"shipped_at", "TIMESTAMP"}));
    // Where it came from is recorded.
    const QList<files::SourceRecord> sources = files::loadSources(ws);
    QCOMPARE(sources.size(), 1);
    QCOMPARE(sources[0].path, QFileInfo(path).absoluteFilePath());
    QCOMPARE(sources[0].rows, 4);
    QVERIFY(!sources[0].isOutdated());
}

void TestFilesImport::semicolonsDecimalCommaAndDayFirstDates()
{
    const QString path = writeFile(m_dir, QStringLiteral("umsatz.csv"),
                                   "Datum;Betrag;Menge\n31.12.2023;1.234,50;3\n01.02.2024;7,25;4\n15.03.2024;-0,5;5\n");
    const QString ws = newWorkspace();
    files::Inspection i;
    const files::ImportResult r = inspectAndImport(path, ws, &i);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(i.plan.options.delimiter, ';');
    QVERIFY(i.plan.options.values.decimalComma);
    QCOMPARE(i.plan.options.values.dateOrder, files::DateOrder::DayFirst);
    QCOMPARE(i.plan.columns[0].type, files::ColumnType::Date);
    QCOMPARE(i.plan.columns[1].type, files::ColumnType::Real);
    const auto rows = sqliteRows(ws, QStringLiteral("SELECT Datum, Betrag FROM umsatz ORDER BY rowid"));
    QCOMPARE(rows[0], (QStringList{"2023-12-31", "1234.5"}));
    QCOMPARE(rows[1], (QStringList{"2024-02-01", "7.25"}));
    QCOMPARE(rows[2], (QStringList{"2024-03-15", "-0.5"}));
}

void TestFilesImport::monthFirstDatesAndTimestamps()
{
    // 12/31 can only be month first; the whole file follows.
    const QString path = writeFile(m_dir, QStringLiteral("us.csv"),
                                   "day,at,amount\n01/02/2024,1/2/2024 3:45 PM,\"1,234.5\"\n12/31/2024,12/31/2024 11:00 AM,2\n"
                                   "\"Jan 5, 2024\",5 Feb 2024 00:00,3\n");
    const QString ws = newWorkspace();
    files::Inspection i;
    files::InspectRequest request;
    request.preferredDateOrder = files::DateOrder::DayFirst; // evidence wins over the preference
    const files::ImportResult r = inspectAndImport(path, ws, &i, request);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(i.plan.options.values.dateOrder, files::DateOrder::MonthFirst);
    const auto rows = sqliteRows(ws, QStringLiteral("SELECT day, at, amount FROM us ORDER BY rowid"));
    QCOMPARE(rows[0], (QStringList{"2024-01-02", "2024-01-02 15:45:00", "1234.5"}));
    QCOMPARE(rows[1], (QStringList{"2024-12-31", "2024-12-31 11:00:00", "2"}));
    QCOMPARE(rows[2], (QStringList{"2024-01-05", "2024-02-05 00:00:00", "3"}));

    // Ambiguous everywhere: the preference decides, and the preview says how it read them.
    const QString both = writeFile(m_dir, QStringLiteral("ambiguous.csv"), "d\n01/02/2024\n03/04/2024\n");
    request.preferredDateOrder = files::DateOrder::MonthFirst;
    QCOMPARE(files::inspectFile(both, request).preview[0][0].toString(), QStringLiteral("2024-01-02"));
    request.preferredDateOrder = files::DateOrder::DayFirst;
    QCOMPARE(files::inspectFile(both, request).preview[0][0].toString(), QStringLiteral("2024-02-01"));
}

void TestFilesImport::tsvByExtension()
{
    const QString path = writeFile(m_dir, QStringLiteral("scores.tsv"), "name\tscore\tcomment\nann\t3\tok, fine\nbo\t4\t\n");
    const QString ws = newWorkspace();
    files::Inspection i;
    const files::ImportResult r = inspectAndImport(path, ws, &i);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(i.plan.options.delimiter, '\t');
    QCOMPARE(sqliteRows(ws, QStringLiteral("SELECT comment FROM scores WHERE name = 'ann'"))[0][0], QStringLiteral("ok, fine"));
}

void TestFilesImport::encodings_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<files::TextEncoding>("encoding");
    const QString text = QStringLiteral("city,people\nZürich,421878\nKraków,800653\nSão Paulo,12325232\n");
    QStringEncoder le(QStringEncoder::Utf16LE), be(QStringEncoder::Utf16BE), latin(QStringEncoder::Latin1);
    QTest::newRow("utf-8") << text.toUtf8() << files::TextEncoding::Utf8;
    QTest::newRow("utf-8 with BOM") << QByteArray("\xEF\xBB\xBF") + text.toUtf8() << files::TextEncoding::Utf8;
    QTest::newRow("utf-16 LE with BOM") << QByteArray("\xFF\xFE") + QByteArray(le.encode(text)) << files::TextEncoding::Utf16LE;
    QTest::newRow("utf-16 BE with BOM") << QByteArray("\xFE\xFF") + QByteArray(be.encode(text)) << files::TextEncoding::Utf16BE;
    // Latin-1 has no ó... but it has ü and ã: the Latin-1 file says Zürich and São Paulo.
    QTest::newRow("latin-1") << QByteArray(latin.encode(QStringLiteral("city,people\nZürich,421878\nSão Paulo,12325232\n")))
                             << files::TextEncoding::Latin1;
}

void TestFilesImport::encodings()
{
    QFETCH(QByteArray, bytes);
    QFETCH(files::TextEncoding, encoding);
    const QString path = writeFile(m_dir, QStringLiteral("cities-%1.csv").arg(QTest::currentDataTag()).replace(u' ', u'_'), bytes);
    const QString ws = newWorkspace();
    files::Inspection i;
    const files::ImportResult r = inspectAndImport(path, ws, &i);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(i.plan.options.encoding, encoding);
    QCOMPARE(i.plan.columns[0].name, QStringLiteral("city")); // no byte-order mark in the name
    const auto rows = sqliteRows(ws, QStringLiteral("SELECT city, people FROM \"%1\" ORDER BY rowid").arg(r.table));
    QCOMPARE(rows[0], (QStringList{QStringLiteral("Zürich"), QStringLiteral("421878")}));
    QCOMPARE(rows.last(), (QStringList{QStringLiteral("São Paulo"), QStringLiteral("12325232")}));
}

void TestFilesImport::mixedEncodings()
{
    // Line 2 is UTF-8, line 3 Latin-1: whichever encoding is chosen, some text would be wrong.
    const QByteArray bytes = QByteArray("name,n\n") + QStringLiteral("Zürich,1\n").toUtf8() + QByteArray("M\xFCnchen,2\n");
    const QString path = writeFile(m_dir, QStringLiteral("mixed.csv"), bytes);
    const files::Inspection i = files::inspectFile(path);
    QVERIFY(!i.ok());
    QVERIFY2(i.error.contains(QLatin1String("line 2")) && i.error.contains(QLatin1String("line 3")) && i.error.contains(QLatin1String("UTF-8")),
             qPrintable(i.error));
    // Forcing UTF-8 imports nothing and names the line that is not UTF-8.
    files::ImportPlan plan = i.plan;
    plan.options.encoding = files::TextEncoding::Utf8;
    const QString ws = newWorkspace();
    const files::ImportResult r = files::importFile(plan, ws);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(QLatin1String("line 3")) && r.error.contains(QLatin1String("iconv")), qPrintable(r.error));
    QVERIFY(!tableExists(ws, plan.tableName));
}

void TestFilesImport::notTextFiles_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty") << "empty.csv" << QByteArray() << "0 bytes";
    QByteArray binary(4096, '\0');
    for (int i = 0; i < binary.size(); ++i)
        binary[i] = char((i * 7919) % 256);
    QTest::newRow("binary") << "random.csv" << binary << "binary data";
    QTest::newRow("zip named csv") << "book.csv" << QByteArray("PK\x03\x04\x14\x00\x00\x00", 8) + QByteArray(100, 'x') << "zip archive";
    QTest::newRow("sqlite named csv") << "db.csv" << QByteArray("SQLite format 3\0", 16) + QByteArray(100, '\1') << "SQLite database";
    QTest::newRow("gzip named json") << "data.json" << QByteArray("\x1F\x8B\x08\x00", 4) + QByteArray(100, '\2') << "gunzip";
}

void TestFilesImport::notTextFiles()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const files::Inspection i = files::inspectFile(writeFile(m_dir, name, bytes));
    QVERIFY(!i.ok());
    QVERIFY2(i.error.contains(expected), qPrintable(i.error));
}

void TestFilesImport::raggedRows()
{
    // In the sample: the preview says which line.
    const QString early = writeFile(m_dir, QStringLiteral("ragged.csv"), "a,b,c\n1,2,3\n4,5\n6,7,8\n");
    files::Inspection i = files::inspectFile(early);
    QVERIFY(!i.ok());
    QVERIFY2(i.error.contains(QLatin1String("Line 3")) && i.error.contains(QLatin1String("2 value")), qPrintable(i.error));

    // Past the sample: the import stops there and leaves no table.
    QByteArray data = "a,b,c\n";
    for (int n = 0; n < 200; ++n)
        data += QByteArray::number(n) + ",x,y\n";
    data += "201,x,y,z\n";
    const QString late = writeFile(m_dir, QStringLiteral("ragged_late.csv"), data);
    files::InspectRequest small;
    small.sampleRows = 50;
    i = files::inspectFile(late, small);
    QVERIFY2(i.ok(), qPrintable(i.error));
    const QString ws = newWorkspace();
    const files::ImportResult r = files::importFile(i.plan, ws);
    QCOMPARE(r.status, files::ImportResult::Status::Failed);
    QVERIFY2(r.error.contains(QLatin1String("Line 202")) && r.error.contains(QLatin1String("4 value")), qPrintable(r.error));
    QVERIFY(!tableExists(ws, i.plan.tableName));
}

void TestFilesImport::strayQuotes()
{
    const QString unclosed = writeFile(m_dir, QStringLiteral("unclosed.csv"), "a,b\n1,\"open\n2,x\n3,y\n");
    files::Inspection i = files::inspectFile(unclosed);
    QVERIFY(!i.ok());
    QVERIFY2(i.error.contains(QLatin1String("Line 2")) && i.error.contains(QLatin1String("never closes")), qPrintable(i.error));

    const QString after = writeFile(m_dir, QStringLiteral("after.csv"), "a,b\n1,\"x\"y\n");
    i = files::inspectFile(after);
    QVERIFY(!i.ok());
    QVERIFY2(i.error.contains(QLatin1String("Line 2")) && i.error.contains(QLatin1String("closing quote")), qPrintable(i.error));

    // A quote inside an unquoted value is kept as it is (5'11" is a height, not a quote).
    const QString inside = writeFile(m_dir, QStringLiteral("inside.csv"), "who,height\nann,5'11\"\n");
    const QString ws = newWorkspace();
    const files::ImportResult r = inspectAndImport(inside, ws);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(sqliteRows(ws, QStringLiteral("SELECT height FROM inside"))[0][0], QStringLiteral("5'11\""));
}

void TestFilesImport::headers()
{
    const QString path = writeFile(m_dir, QStringLiteral("dups.csv"), "id,,Name,name,id\n1,a,b,c,2\n");
    const QString ws = newWorkspace();
    files::Inspection i;
    const files::ImportResult r = inspectAndImport(path, ws, &i);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QStringList names;
    for (const files::ColumnPlan &c : i.plan.columns)
        names << c.name;
    QCOMPARE(names, (QStringList{"id", "column_2", "Name", "name_2", "id_2"}));
    QCOMPARE(i.notes.size(), 3); // one per renamed column, saying why
    QCOMPARE(sqliteRows(ws, QStringLiteral("SELECT id, column_2, name_2, id_2 FROM dups"))[0], (QStringList{"1", "a", "c", "2"}));

    // A first row that fits the types of the rest is data, not a header.
    const QString noHeader = writeFile(m_dir, QStringLiteral("nohead.csv"), "1,2024-01-01,3.5\n2,2024-01-02,4.5\n");
    i = files::inspectFile(noHeader);
    QVERIFY(i.ok());
    QVERIFY(!i.plan.options.hasHeader);
    QCOMPARE(i.plan.columns[1].name, QStringLiteral("column_2"));
    QCOMPARE(i.preview.size(), 2);
}

void TestFilesImport::twentyThousandColumns()
{
    QByteArray header, row;
    for (int c = 0; c < 20000; ++c) {
        header += (c ? ",c" : "c") + QByteArray::number(c);
        row += (c ? "," : "") + QByteArray::number(c);
    }
    const QString path = writeFile(m_dir, QStringLiteral("wide.csv"), header + '\n' + row + '\n' + row + '\n');
    const files::Inspection i = files::inspectFile(path);
    QVERIFY(!i.ok());
    QVERIFY2(i.error.contains(QLocale().toString(20000)) && i.error.contains(QString::number(files::TableWriter::maxColumns())),
             qPrintable(i.error));
}

void TestFilesImport::badValueLeavesPreviousTable()
{
    QByteArray good = "id,amount\n";
    for (int n = 1; n <= 100; ++n)
        good += QByteArray::number(n) + ',' + QByteArray::number(n * 10) + '\n';
    const QString path = writeFile(m_dir, QStringLiteral("orders.csv"), good);
    const QString ws = newWorkspace();
    files::Inspection first;
    QVERIFY(inspectAndImport(path, ws, &first).ok());

    // The file changes: line 91 now has text where the sample (50 rows) saw only integers.
    QByteArray bad = good;
    bad.replace("\n90,900\n", "\n90,n/a or so\n");
    writeFile(m_dir, QStringLiteral("orders.csv"), bad);
    files::InspectRequest request;
    request.sampleRows = 50;
    const files::Inspection i = files::inspectFile(path, request);
    QVERIFY(i.ok());
    QCOMPARE(i.plan.columns[1].type, files::ColumnType::Integer);
    const files::ImportResult r = files::importFile(i.plan, ws);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(QLatin1String("line 91")) && r.error.contains(QLatin1String("amount"))
                 && r.error.contains(QLatin1String("n/a or so")) && r.error.contains(QLatin1String("text")),
             qPrintable(r.error));
    // The table from the first import is untouched, row for row.
    QCOMPARE(sqliteRows(ws, QStringLiteral("SELECT count(*), sum(amount) FROM orders"))[0], (QStringList{"100", "50500"}));

    // Choosing text for the column, as the error says, imports it.
    files::InspectRequest asText = request;
    asText.options = i.plan.options;
    QList<files::ColumnPlan> columns = i.plan.columns;
    columns[1].type = files::ColumnType::Text;
    asText.columns = columns;
    const files::Inspection retry = files::inspectFile(path, asText);
    QVERIFY(retry.ok());
    QVERIFY(files::importFile(retry.plan, ws).ok());
    QCOMPARE(sqliteRows(ws, QStringLiteral("SELECT amount FROM orders WHERE id = 90"))[0][0], QStringLiteral("n/a or so"));
}

void TestFilesImport::cancelLeavesNothing()
{
    QByteArray data = "id,label,value\n";
    data.reserve(8 << 20);
    for (int n = 0; n < 300000; ++n)
        data += QByteArray::number(n) + ",row " + QByteArray::number(n) + ',' + QByteArray::number(n * 0.5) + '\n';
    const QString path = writeFile(m_dir, QStringLiteral("big.csv"), data);
    const files::Inspection i = files::inspectFile(path);
    QVERIFY(i.ok());
    const QString ws = newWorkspace();
    auto cancel = std::make_shared<db::CancelToken>();
    qint64 progressCalls = 0;
    const files::ImportResult r = files::importFile(i.plan, ws, cancel, [&](qint64 done, qint64 total, qint64 rows) {
        ++progressCalls;
        QVERIFY(done <= total);
        if (rows > 0)
            cancel->cancel(); // after the first rows are written, inside the transaction
    });
    QCOMPARE(r.status, files::ImportResult::Status::Cancelled);
    QVERIFY(progressCalls >= 2);
    QVERIFY(!tableExists(ws, i.plan.tableName));
    QVERIFY(files::loadSources(ws).isEmpty());
    // The same import, not cancelled, has every row.
    const files::ImportResult full = files::importFile(i.plan, ws);
    QVERIFY2(full.ok(), qPrintable(full.error));
    QCOMPARE(full.rows, 300000);
    QCOMPARE(sqliteRows(ws, QStringLiteral("SELECT count(*), max(id) FROM big"))[0], (QStringList{"300000", "299999"}));
}

void TestFilesImport::jsonArrayAndLines()
{
    const QString array = writeFile(m_dir, QStringLiteral("events.json"),
                                    "[\n {\"id\": 1, \"kind\": \"click\", \"at\": \"2024-05-01T10:00:00\", \"ok\": true, \"score\": 1.5,"
                                    " \"tags\": [\"a\", \"b\"]},\n"
                                    " {\"id\": 2, \"kind\": null, \"at\": \"2024-05-02T11:30:00\", \"ok\": false, \"score\": 2,"
                                    " \"meta\": {\"x\": 1}}\n]\n");
    const QString ws = newWorkspace();
    files::Inspection i;
    files::ImportResult r = inspectAndImport(array, ws, &i);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QStringList names;
    for (const files::ColumnPlan &c : i.plan.columns)
        names << c.name;
    QCOMPARE(names, (QStringList{"id", "kind", "at", "ok", "score", "tags", "meta"})); // the file's order
    QCOMPARE(i.plan.columns[0].type, files::ColumnType::Integer);
    QCOMPARE(i.plan.columns[2].type, files::ColumnType::Timestamp);
    QCOMPARE(i.plan.columns[3].type, files::ColumnType::Boolean);
    QCOMPARE(i.plan.columns[4].type, files::ColumnType::Real);
    const auto rows = sqliteRows(ws, QStringLiteral("SELECT id, kind, at, ok, score, tags, meta FROM events ORDER BY id"));
    QCOMPARE(rows[0], (QStringList{"1", "click", "2024-05-01 10:00:00", "1", "1.5", "[\"a\",\"b\"]", "NULL"}));
    QCOMPARE(rows[1], (QStringList{"2", "NULL", "2024-05-02 11:30:00", "0", "2", "NULL", "{\"x\":1}"}));

    // One object per line; a key first seen past the sample becomes a text column.
    QByteArray lines;
    for (int n = 1; n <= 30; ++n)
        lines += "{\"n\": " + QByteArray::number(n) + ", \"name\": \"item " + QByteArray::number(n) + "\"}\n";
    lines += "{\"n\": 31, \"name\": \"late\", \"extra\": 7}\n\n";
    const QString ndjson = writeFile(m_dir, QStringLiteral("items.ndjson"), lines);
    files::InspectRequest small;
    small.sampleRows = 10;
    r = inspectAndImport(ndjson, ws, &i, small);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.rows, 31);
    QCOMPARE(r.notes.size(), 1);
    QVERIFY(r.notes[0].contains(QLatin1String("extra")));
    QCOMPARE(sqliteRows(ws, QStringLiteral("SELECT n, extra, typeof(extra) FROM items WHERE extra IS NOT NULL"))[0],
             (QStringList{"31", "7", "text"}));
}

void TestFilesImport::jsonErrors_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not objects") << QByteArray("[1, 2, 3]") << "record 1 is not an object";
    QTest::newRow("cut off") << QByteArray("[{\"a\": 1},\n{\"a\": 2") << "Line 2: record 2 is not closed";
    QTest::newRow("invalid") << QByteArray("[{\"a\": 1},\n{\"a\": tru}]") << "Line 2: the JSON is not valid";
    QTest::newRow("scalar") << QByteArray("42") << "list of objects";
    QTest::newRow("two per line") << QByteArray("{\"a\": 1} {\"a\": 2}\n") << "Line 1: more follows";
}

void TestFilesImport::jsonErrors()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const QString path = writeFile(m_dir, QStringLiteral("bad-%1.json").arg(QTest::currentDataTag()).replace(u' ', u'_'), bytes);
    const files::Inspection i = files::inspectFile(path);
    QVERIFY(!i.ok());
    QVERIFY2(i.error.contains(expected), qPrintable(i.error));
}

void TestFilesImport::workspaceAttachedToSqlite()
{
    // The user's own SQLite database, and a file imported beside it.
    const QString database = m_dir.filePath(QStringLiteral("shop.sqlite"));
    test::createSqlite(database, {QStringLiteral("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)"),
                                  QStringLiteral("INSERT INTO customers VALUES (1, 'Ann'), (2, 'Bo')")});
    const QString csv = writeFile(m_dir, QStringLiteral("payments.csv"), "customer_id,paid\n1,10.5\n1,4.5\n2,3\n");
    const QString ws = newWorkspace();
    QVERIFY(inspectAndImport(csv, ws).ok());

    db::ConnectionConfig c;
    c.filePath = database;
    c.workspacePath = ws;
    QCOMPARE(db::ConnectionConfig::fromJson(c.toJson()).workspacePath, ws); // the notebook remembers it
    auto conn = db::createConnection(c);
    QVERIFY(conn->open({}).isNull());
    db::Catalog catalog;
    QVERIFY(conn->introspect(&catalog).isNull());
    const db::TableInfo *payments = catalog.find(u"payments");
    QVERIFY(payments);
    QCOMPARE(payments->schema, db::attachedWorkspaceSchema());
    QCOMPARE(payments->rowEstimate, 3);
    QCOMPARE(payments->column(u"paid")->valueType, db::ValueType::Real);
    QVERIFY(catalog.find(u"customers"));
    // One query joins the database and the file, also read-only (as the assistant's queries run).
    QList<db::Row> rows;
    db::ExecOptions readOnly;
    readOnly.readOnly = true;
    const db::ExecSummary s = conn->query(QStringLiteral("SELECT c.name, sum(p.paid) FROM customers c JOIN files.payments p "
                                                         "ON p.customer_id = c.id GROUP BY c.name ORDER BY c.name"),
                                          &rows, readOnly);
    QVERIFY2(s.ok(), qPrintable(s.error.displayText()));
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[0][1].toDouble(), 15.0);
    QList<db::Row> none;
    QVERIFY(!conn->query(QStringLiteral("DELETE FROM files.payments"), &none, readOnly).ok());
}

void TestFilesImport::relationshipsAcrossFiles()
{
    // Files declare no keys: what connects them is found in their data, across the files of the
    // workspace and between the files and the database they are attached to.
    const QString database = m_dir.filePath(QStringLiteral("crm.sqlite"));
    QStringList inserts;
    for (int i = 1; i <= 40; ++i)
        inserts << QStringLiteral("INSERT INTO accounts VALUES (%1, 'Account %1')").arg(100 + i * 3);
    test::createSqlite(database, QStringList{QStringLiteral("CREATE TABLE accounts (account_id INTEGER PRIMARY KEY, name TEXT)")} + inserts);
    QByteArray customers = "cust_no,name,account_id\n", orders = "order_no,cust_no,placed\n", lines = "order_no,sku,qty\n", products = "sku,title\n";
    for (int i = 1; i <= 60; ++i)
        customers += QStringLiteral("%1,Customer %2,%3\n").arg(i, 5, 10, QLatin1Char('0')).arg(i).arg(100 + (1 + i % 40) * 3).toUtf8();
    for (int i = 1; i <= 400; ++i) {
        orders += QStringLiteral("%1,%2,2024-03-%3\n").arg(5000 + i).arg(1 + (i * 7) % 60, 5, 10, QLatin1Char('0')).arg(1 + i % 28, 2, 10, QLatin1Char('0')).toUtf8();
        lines += QStringLiteral("%1,SKU-%2,%3\n").arg(5000 + i).arg(1 + i % 25, 3, 10, QLatin1Char('0')).arg(1 + i % 5).toUtf8();
    }
    for (int i = 1; i <= 25; ++i)
        products += QStringLiteral("SKU-%1,Product %2\n").arg(i, 3, 10, QLatin1Char('0')).arg(i).toUtf8();
    const QString ws = newWorkspace();
    for (const auto &[name, data] : {std::pair{"customers.csv", customers}, std::pair{"orders.csv", orders}, std::pair{"order_lines.csv", lines},
                                     std::pair{"products.csv", products}})
        QVERIFY(inspectAndImport(writeFile(m_dir, QString::fromLatin1(name), data), ws).ok());
    db::ConnectionConfig c;
    c.filePath = database;
    c.workspacePath = ws;
    c.readOnly = true;
    auto conn = db::createConnection(c);
    QVERIFY(conn->open({}).isNull());
    db::Catalog catalog;
    QVERIFY(conn->introspect(&catalog).isNull());
    knowledge::BuildOptions options;
    options.useModel = false;
    knowledge::ContextBuilder builder(*conn, catalog, nullptr, nullptr, options);
    knowledge::DataContext context;
    builder.build(context, std::make_shared<db::CancelToken>());
    auto found = [&](const QString &from, const QString &column, const QString &to) -> const knowledge::Relationship * {
        for (const knowledge::Relationship &r : context.relationships) {
            if (r.fromTable.section(u'.', -1) == from && r.fromColumns == QStringList{column} && r.toTable.section(u'.', -1) == to)
                return &r;
        }
        return nullptr;
    };
    // Customer numbers with leading zeros stay text in both files, and still join.
    const knowledge::Relationship *customer = found(QStringLiteral("orders"), QStringLiteral("cust_no"), QStringLiteral("customers"));
    QVERIFY(customer);
    QCOMPARE(customer->fromTable, QStringLiteral("files.orders"));
    QCOMPARE(customer->source, knowledge::Relationship::Source::Inferred);
    QVERIFY(found(QStringLiteral("order_lines"), QStringLiteral("order_no"), QStringLiteral("orders")));
    QVERIFY(found(QStringLiteral("order_lines"), QStringLiteral("sku"), QStringLiteral("products")));
    // From a file to the database it is attached to.
    const knowledge::Relationship *account = found(QStringLiteral("customers"), QStringLiteral("account_id"), QStringLiteral("accounts"));
    QVERIFY(account);
    QCOMPARE(account->toTable, QStringLiteral("accounts"));
    // Imported files have no declared key: the one found in the data is the table's key.
    const knowledge::TableKnowledge *orderTable = context.table(u"orders", db::attachedWorkspaceSchema());
    QVERIFY(orderTable);
    QCOMPARE(orderTable->primaryKey, QStringLiteral("order_no"));
    QVERIFY(orderTable->keyFromData);
}

void TestFilesImport::workspaceUse()
{
    using U = files::WorkspaceUse;
    db::ConnectionConfig sqlite;
    sqlite.filePath = QStringLiteral("/data/shop.sqlite");
    QCOMPARE(files::workspaceUseFor(sqlite, false), U::BecomeConnection);
    QCOMPARE(files::workspaceUseFor(sqlite, true), U::AttachToSqlite);
    QCOMPARE(files::workspaceUseFor(sample::sampleConnectionConfig(), true), U::BecomeConnection);
    const QString ws = files::newWorkspacePath();
    QVERIFY(files::isWorkspacePath(ws));
    QCOMPARE(files::workspaceUseFor(files::workspaceConnection(ws, QStringLiteral("a.csv")), true), U::IsConnection);
    for (const db::Engine e : {db::Engine::PostgreSQL, db::Engine::MySQL, db::Engine::ODBC}) {
        db::ConnectionConfig server;
        server.engine = e;
        QCOMPARE(files::workspaceUseFor(server, true), U::NewNotebook);
    }
    sqlite.workspacePath = ws;
    QCOMPARE(files::workspaceOf(sqlite), ws);
}

void TestFilesImport::watcherMarksReadersStale()
{
    const QString path = writeFile(m_dir, QStringLiteral("stock.csv"), "item,qty\nbolt,3\nnut,4\n");
    const QString ws = newWorkspace();
    QVERIFY(inspectAndImport(path, ws).ok());
    files::SourceWatcher watcher;
    QSignalSpy changed(&watcher, &files::SourceWatcher::sourceChanged);
    watcher.setWorkspace(ws);

    notebook::Notebook nb;
    notebook::Cell reader;
    reader.source = QStringLiteral("SELECT * FROM stock");
    const QString readerId = nb.insertCell(0, reader);
    notebook::Cell summary;
    summary.name = QStringLiteral("total");
    summary.source = QStringLiteral("SELECT sum(qty) FROM %1").arg(nb.at(0).name);
    const QString summaryId = nb.insertCell(1, summary);
    notebook::Cell other;
    other.source = QStringLiteral("SELECT 1 FROM stock_history");
    const QString otherId = nb.insertCell(2, other);
    for (const QString &id : {readerId, summaryId, otherId})
        nb.setState(id, notebook::CellState::Done);

    const QDateTime imported = QFileInfo(m_dir.filePath(QStringLiteral("stock.csv"))).lastModified();
    const QString stock = writeFile(m_dir, QStringLiteral("stock.csv"), "item,qty\nbolt,3\nnut,4\nwasher,9\n");
    QVERIFY(assay::test::setModifiedAfter(stock, imported)); // later than the import's, whatever the clock did
    QVERIFY(changed.wait(5000));
    const files::SourceRecord source = changed.takeFirst().at(0).value<files::SourceRecord>();
    QCOMPARE(source.table, QStringLiteral("stock"));
    QVERIFY(source.isOutdated());
    QCOMPARE(files::markReadersStale(nb, source.table), QStringList{readerId});
    QCOMPARE(nb.state(readerId), notebook::CellState::Stale);
    QCOMPARE(nb.state(summaryId), notebook::CellState::Stale); // reads the reader
    QCOMPARE(nb.state(otherId), notebook::CellState::Done);
}

QTEST_GUILESS_MAIN(TestFilesImport)
#include "tst_files_import.moc"
