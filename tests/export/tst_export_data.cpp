// Data exports read back: CSV parsed and compared value by value with the query's own rows (on
// the sample database, PostgreSQL and MariaDB), the export from a held result byte-identical to
// the one streamed from the database, XLSX unzipped and its sheet XML read (numbers, text, dates,
// NULLs, Excel's row and column limits), and every failure (full disk, missing folder, no
// permission, cancel) leaving the target as it was and no temporary file behind.

#include "exporttesthelpers.h"
#include "xlsxreader.h"

#include "db/resultstore.h"
#include "export/csvwriter.h"
#include "export/dataexport.h"
#include "export/exportfile.h"
#include "export/xlsxsink.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

using namespace assay;
using namespace assay::exports;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Tricky values every engine can produce from literals: separators, quotes, line breaks,
// non-ASCII text, NULL next to the empty string, numbers that need every digit.
const char *const TrickySqlite =
    "SELECT 1 AS id, 'plain' AS t, 3.25 AS r, NULL AS n UNION ALL "
    "SELECT 2, 'a,b', -0.1, 'x' UNION ALL "
    "SELECT 3, 'say \"hi\"', 1e300, '' UNION ALL "
    "SELECT 4, 'line1' || char(10) || 'line2', 0.1 + 0.2, NULL UNION ALL "
    "SELECT 5, 'Zürich 東京 ✓', 123456789.125, ' lead and trail ' UNION ALL "
    "SELECT 6, 'cr' || char(13) || char(10) || 'lf', 9007199254740993, 'x'";

ExportResult waitFor(QFuture<ExportResult> f)
{
    f.waitForFinished();
    ExportResult r;
    if (f.resultCount())
        r = f.result();
    else
        r.cancelled = true;
    return r;
}

} // namespace

class TestExportData : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void csvFields_data();
    void csvFields();
    void numbersReadBackExactly_data();
    void numbersReadBackExactly();
    void csvMatchesQueryRows();
    void csvFromHeldResultEqualsStreamed();
    void csvFromWholeSampleTable();
    void rawStreamWritesWhatRowsWrite();
    void chartDataCarriesTheChartsNames();
    void xlsxCellsReadBack();
    void xlsxRowLimitSaysSo();
    void xlsxColumnLimitRefused();
    void diskFullLeavesTargetUntouched_data();
    void diskFullLeavesTargetUntouched();
    void missingFolderAndNoPermission();
    void cancelStopsAndLeavesNothing();
    void serverEngines_data();
    void serverEngines();

private:
    std::unique_ptr<db::DbSession> m_sample;
    QTemporaryDir m_dir;
};

void TestExportData::init()
{
    simulateExportFailureAfter(-1);
    if (!m_sample)
        m_sample = test::openSqlite(test::sampleDatabase());
    QVERIFY(m_sample);
}

void TestExportData::cleanup()
{
    simulateExportFailureAfter(-1);
}

void TestExportData::csvFields_data()
{
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QByteArray>("csv");
    QTest::newRow("null") << QVariant() << QByteArray("");
    QTest::newRow("empty string") << QVariant(QString()) << QByteArray("\"\"");
    QTest::newRow("plain") << QVariant(QStringLiteral("abc")) << QByteArray("abc");
    QTest::newRow("comma") << QVariant(QStringLiteral("a,b")) << QByteArray("\"a,b\"");
    QTest::newRow("quote") << QVariant(QStringLiteral("say \"hi\"")) << QByteArray("\"say \"\"hi\"\"\"");
    QTest::newRow("lf") << QVariant(QStringLiteral("a\nb")) << QByteArray("\"a\nb\"");
    QTest::newRow("cr") << QVariant(QStringLiteral("a\rb")) << QByteArray("\"a\rb\"");
    QTest::newRow("unicode") << QVariant(QStringLiteral("Zürich ✓")) << QByteArray("Z\xc3\xbcrich \xe2\x9c\x93");
    QTest::newRow("int64") << QVariant(qint64(-9223372036854775807LL)) << QByteArray("-9223372036854775807");
    QTest::newRow("double") << QVariant(0.1) << QByteArray("0.1");
    QTest::newRow("double whole") << QVariant(1000000.0) << QByteArray("1000000");
    QTest::newRow("double tiny") << QVariant(1.5e-9) << QByteArray("1.5e-09");
    QTest::newRow("double huge") << QVariant(1e300) << QByteArray("1e+300");
    QTest::newRow("bool") << QVariant(true) << QByteArray("true");
    QTest::newRow("blob") << QVariant(QByteArray("\x01\xff", 2)) << QByteArray("\\x01ff");
}

void TestExportData::csvFields()
{
    QFETCH(QVariant, value);
    QFETCH(QByteArray, csv);
    QByteArray out;
    CsvFormatter().appendField(value, out);
    QCOMPARE(out, csv);
}

void TestExportData::numbersReadBackExactly_data()
{
    QTest::addColumn<double>("value");
    for (double v : {0.1 + 0.2, 1.0 / 3.0, 123456789.125, -2.5e-7, 9.999999999999999e15, 1e16, 5e-324, 1.7976931348623157e308})
        QTest::newRow(qPrintable(QString::number(v, 'g', 17))) << v;
}

void TestExportData::numbersReadBackExactly()
{
    QFETCH(double, value);
    const QByteArray text = numberText(value);
    bool ok = false;
    QCOMPARE(QString::fromLatin1(text).toDouble(&ok), value);
    QVERIFY(ok);
}

void TestExportData::csvMatchesQueryRows()
{
    const QString path = m_dir.filePath(QStringLiteral("tricky.csv"));
    const ExportResult r = waitFor(exportQuery(*m_sample, QString::fromUtf8(TrickySqlite), path, {}));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.rows, qint64(6));
    const QByteArray bytes = readAll(path);
    QVERIFY(!bytes.startsWith("\xEF\xBB\xBF"));
    QVERIFY(bytes.endsWith("\r\n"));
    const QList<QStringList> records = parseCsv(bytes);
    QCOMPARE(records.size(), qsizetype(7));
    QCOMPARE(records[0], (QStringList{QStringLiteral("id"), QStringLiteral("t"), QStringLiteral("r"), QStringLiteral("n")}));

    auto sink = std::make_shared<db::CollectingSink>();
    QVERIFY(m_sample->execute(QString::fromUtf8(TrickySqlite), {}, sink).result().ok());
    const QList<db::Row> &rows = sink->resultRows();
    for (int i = 0; i < rows.size(); ++i) {
        for (int c = 0; c < rows[i].size(); ++c) {
            const QVariant v = rows[i][c];
            const QString field = records[i + 1].value(c);
            if (v.isNull())
                QCOMPARE(field, QString());
            else if (v.typeId() == QMetaType::Double)
                QCOMPARE(field.toDouble(), v.toDouble()); // every digit survives
            else
                QCOMPARE(field, v.toString());
        }
    }
    // NULL and '' differ on disk: an empty field against a quoted empty one.
    QVERIFY(bytes.contains("3,\"say \"\"hi\"\"\",1e+300,\"\"\r\n"));
    QVERIFY(bytes.contains("1,plain,3.25,\r\n"));

    // With a BOM for spreadsheet programs, and tab-separated.
    DataExportOptions bom;
    bom.byteOrderMark = true;
    QVERIFY(waitFor(exportQuery(*m_sample, QString::fromUtf8(TrickySqlite), path, bom)).ok());
    QVERIFY(readAll(path).startsWith("\xEF\xBB\xBFid,t,r,n\r\n"));
    DataExportOptions tsv;
    QVERIFY(dataFormatForPath(QStringLiteral("x.tsv"), &tsv.format, &tsv.delimiter));
    QVERIFY(waitFor(exportQuery(*m_sample, QString::fromUtf8(TrickySqlite), path, tsv)).ok());
    QCOMPARE(parseCsv(readAll(path), '\t').value(2).value(1), QStringLiteral("a,b"));
}

void TestExportData::csvFromHeldResultEqualsStreamed()
{
    const QString sql = QStringLiteral("SELECT o.order_id, o.order_date, o.channel, o.status, l.amount "
                                       "FROM orders o JOIN order_lines l ON l.order_id = o.order_id ORDER BY l.rowid LIMIT 60000");
    // The result as the grid holds it: a store small enough in memory to spill to disk.
    db::QueryJob *job = m_sample->startQuery(sql, {}, this);
    QSignalSpy finished(job, &db::QueryJob::finished);
    QVERIFY(finished.wait(60000));
    auto store = job->store();
    QCOMPARE(store->rowCount(), qint64(60000));

    const QString held = m_dir.filePath(QStringLiteral("held.csv"));
    const QString streamed = m_dir.filePath(QStringLiteral("streamed.csv"));
    qint64 lastProgress = 0;
    const ExportResult a = exportStore(*store, held, {}, [&](qint64 rows) { lastProgress = rows; });
    QVERIFY2(a.ok(), qPrintable(a.error));
    QCOMPARE(lastProgress, qint64(60000));
    const ExportResult b = waitFor(exportQuery(*m_sample, sql, streamed, {}));
    QVERIFY2(b.ok(), qPrintable(b.error));
    QCOMPARE(a.rows, b.rows);
    QCOMPARE(readAll(held), readAll(streamed));
    QCOMPARE(QFileInfo(held).size(), a.bytes);
}

// A streamed SQLite export hands SQLite's values straight to the CSV writer (db::RawCell, no
// QVariant per cell); a held result goes through QVariants. Byte for byte the same file, for every
// kind of value: NULL against '', quotes, commas, line breaks, non-ASCII text, text that is not
// UTF-8, doubles that need every digit, integers past 2^53, negative zero, blobs; and the same row
// count and progress.
void TestExportData::rawStreamWritesWhatRowsWrite()
{
    const QString sql = QString::fromUtf8(TrickySqlite) +
                        QStringLiteral(" UNION ALL SELECT 7, x'00ff10', -0.0, x'' UNION ALL SELECT 8, 9223372036854775807, 5e-7, 1e16"
                                       " UNION ALL SELECT 9, CAST(x'ff41' AS TEXT), 1, 2"); // not UTF-8: replaced, both ways
    db::QueryJob *job = m_sample->startQuery(sql, {}, this);
    QSignalSpy finished(job, &db::QueryJob::finished);
    QVERIFY(finished.wait(60000));
    const QString held = m_dir.filePath(QStringLiteral("held.csv"));
    const QString streamed = m_dir.filePath(QStringLiteral("streamed.csv"));
    const ExportResult a = exportStore(*job->store(), held, {});
    QVERIFY2(a.ok(), qPrintable(a.error));
    qint64 lastProgress = 0;
    const ExportResult b = waitFor(exportQuery(*m_sample, sql, streamed, {}, [&](qint64 rows) { lastProgress = rows; }));
    QVERIFY2(b.ok(), qPrintable(b.error));
    QCOMPARE(b.rows, qint64(9));
    QCOMPARE(lastProgress, qint64(9));
    QCOMPARE(readAll(streamed), readAll(held));
    QVERIFY(readAll(streamed).contains("7,\\x00ff10,"));
}

// A chart's data has the names the chart shows, held or streamed, in CSV and in Excel: not the
// aggregate query's x, series, y0.
void TestExportData::chartDataCarriesTheChartsNames()
{
    charts::ChartSpec spec;
    spec.type = charts::ChartType::Line;
    spec.x = QStringLiteral("order_date");
    spec.timeBucketing = true;
    spec.grain = db::TimeGrain::Year;
    spec.series = QStringLiteral("channel");
    charts::Measure m;
    m.column = QStringLiteral("shipping_cost");
    m.aggregation = charts::Aggregation::Sum;
    spec.y = {m};
    const QStringList headers = chartDataHeaders(spec);
    QCOMPARE(headers.size(), 3);
    QCOMPARE(headers[0], QStringLiteral("order_date_year"));
    QCOMPARE(headers[1], QStringLiteral("channel"));
    QCOMPARE(headers[2], m.displayName());
    const QString sql = QStringLiteral("SELECT strftime('%Y', order_date) AS x, channel AS series, SUM(shipping_cost) AS y0 "
                                       "FROM orders GROUP BY 1, 2 ORDER BY 1, 2");
    DataExportOptions options;
    options.headers = headers;
    const QString streamed = m_dir.filePath(QStringLiteral("chart-streamed.csv"));
    const ExportResult a = waitFor(exportQuery(*m_sample, sql, streamed, options));
    QVERIFY2(a.ok(), qPrintable(a.error));
    const QByteArray expectedHeader = "order_date_year,channel," + m.displayName().toUtf8();
    QCOMPARE(readAll(streamed).split('\n').first().trimmed(), expectedHeader);
    db::QueryJob *job = m_sample->startQuery(sql, {}, this);
    QSignalSpy finished(job, &db::QueryJob::finished);
    QVERIFY(finished.wait(60000));
    const QString held = m_dir.filePath(QStringLiteral("chart-held.csv"));
    QVERIFY(exportStore(*job->store(), held, options).ok());
    QCOMPARE(readAll(held), readAll(streamed));
    // One name too few is not applied half-way: the result's own names stay.
    options.headers.removeLast();
    const QString partial = m_dir.filePath(QStringLiteral("chart-partial.csv"));
    QVERIFY(exportStore(*job->store(), partial, options).ok());
    QCOMPARE(readAll(partial).split('\n').first().trimmed(), QByteArray("x,series,y0"));
}

void TestExportData::csvFromWholeSampleTable()
{
    // Every order line: the count and a checksum of the amounts agree with the database.
    const QString path = m_dir.filePath(QStringLiteral("lines.csv"));
    const ExportResult r = waitFor(exportQuery(*m_sample, QStringLiteral("SELECT * FROM order_lines"), path, {}));
    QVERIFY2(r.ok(), qPrintable(r.error));
    auto sink = std::make_shared<db::CollectingSink>();
    QVERIFY(m_sample->execute(QStringLiteral("SELECT COUNT(*), SUM(amount) FROM order_lines"), {}, sink).result().ok());
    QCOMPARE(r.rows, sink->resultRows()[0][0].toLongLong());
    const QList<QStringList> records = parseCsv(readAll(path));
    QCOMPARE(qint64(records.size() - 1), r.rows);
    const int amount = int(records[0].indexOf(QStringLiteral("amount")));
    QVERIFY(amount >= 0);
    double sum = 0;
    for (int i = 1; i < records.size(); ++i)
        sum += records[i][amount].toDouble();
    QVERIFY(qAbs(sum - sink->resultRows()[0][1].toDouble()) < 0.01);
}

void TestExportData::xlsxCellsReadBack()
{
    const QString path = m_dir.filePath(QStringLiteral("tricky.xlsx"));
    DataExportOptions options;
    options.format = DataFormat::Xlsx;
    options.sheetName = QStringLiteral("orders: [Q1]/2024"); // characters Excel forbids in a name
    const ExportResult r = waitFor(exportQuery(*m_sample, QString::fromUtf8(TrickySqlite), path, options));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(r.warning.isEmpty());
    const test::XlsxSheet sheet = test::readXlsx(path);
    QVERIFY2(sheet.error.isEmpty(), qPrintable(sheet.error));
    QCOMPARE(sheet.sheetName, QStringLiteral("orders_ _Q1__2024"));
    QCOMPARE(sheet.rowCount, qint64(7));
    QCOMPARE(sheet.rows[0][1].value, QStringLiteral("t"));
    QVERIFY(sheet.rows[0][1].style != 0); // the header is bold
    QCOMPARE(sheet.rows[1][0].value, QStringLiteral("1"));
    QCOMPARE(sheet.rows[1][2].value.toDouble(), 3.25);
    QCOMPARE(sheet.rows[2][1].value, QStringLiteral("a,b"));
    QCOMPARE(sheet.rows[4][1].value, QStringLiteral("line1\nline2"));
    QCOMPARE(sheet.rows[5][1].value, QStringLiteral("Zürich 東京 ✓"));
    QCOMPARE(sheet.rows[4][2].value.toDouble(), 0.1 + 0.2);
    QCOMPARE(sheet.rows[1].size(), qsizetype(3)); // NULL: no cell at all
    // Excel has no empty text: '' is an empty cell, like NULL (CSV keeps them apart).
    QCOMPARE(sheet.rows[3].size(), qsizetype(3));
    // Past 2^53 a double would change the integer: it is kept as text.
    QCOMPARE(sheet.rows[6][2].value, QStringLiteral("9007199254740993"));

    // Dates become Excel dates (a serial day number with a date format), not text.
    const QString dates = m_dir.filePath(QStringLiteral("dates.xlsx"));
    QVERIFY(waitFor(exportQuery(*m_sample, QStringLiteral("SELECT order_id, order_date FROM orders ORDER BY order_id LIMIT 3"),
                                dates, options)).ok());
    const test::XlsxSheet d = test::readXlsx(dates);
    QCOMPARE(d.rows[1][1].type, QString());
    QCOMPARE(d.rows[1][1].value.toDouble(), 44197.0); // 2021-01-01
    QVERIFY(d.rows[1][1].style != 0);
}

void TestExportData::xlsxRowLimitSaysSo()
{
    const QString path = m_dir.filePath(QStringLiteral("big.xlsx"));
    DataExportOptions options;
    options.format = DataFormat::Xlsx;
    const QString sql = QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1048600) "
                                       "SELECT i FROM n");
    const ExportResult r = waitFor(exportQuery(*m_sample, sql, path, options));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.rows, XlsxMaxDataRows);
    QVERIFY2(r.warning.contains(QLatin1String("1,048,575")) && r.warning.contains(QLatin1String("CSV")), qPrintable(r.warning));
    const test::XlsxSheet sheet = test::readXlsx(path, 2);
    QVERIFY2(sheet.error.isEmpty(), qPrintable(sheet.error));
    QCOMPARE(sheet.rowCount, XlsxMaxDataRows + 1);
}

void TestExportData::xlsxColumnLimitRefused()
{
    db::ResultStore store;
    QList<db::ResultColumn> columns;
    db::Row row;
    for (int i = 0; i < XlsxMaxColumns + 1; ++i) {
        columns.append({QStringLiteral("c%1").arg(i), QString(), db::ValueType::Integer});
        row.append(qint64(i));
    }
    store.setColumns(columns);
    store.append({row});
    store.markComplete();
    const QString path = m_dir.filePath(QStringLiteral("wide.xlsx"));
    DataExportOptions options;
    options.format = DataFormat::Xlsx;
    const ExportResult r = exportStore(store, path, options);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(QLatin1String("16,384")), qPrintable(r.error));
    QVERIFY(!QFile::exists(path));
}

void TestExportData::diskFullLeavesTargetUntouched_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("csv") << QStringLiteral("full.csv");
    QTest::newRow("xlsx") << QStringLiteral("full.xlsx");
}

void TestExportData::diskFullLeavesTargetUntouched()
{
    QFETCH(QString, file);
    QTemporaryDir dir;
    const QString path = dir.filePath(file);
    QVERIFY(writeExportFile(path, "the previous export").isEmpty());
    const QStringList before = test::filesIn(dir.path());
    DataExportOptions options;
    QVERIFY(dataFormatForPath(path, &options.format, &options.delimiter));
    simulateExportFailureAfter(20000);
    const ExportResult r = waitFor(exportQuery(*m_sample, QStringLiteral("SELECT * FROM orders"), path, options));
    simulateExportFailureAfter(-1);
    QVERIFY(!r.ok());
    QVERIFY(r.fileError);
    QVERIFY2(r.error.contains(QLatin1String("No space left on device")) && r.error.contains(file), qPrintable(r.error));
    QCOMPARE(readAll(path), QByteArray("the previous export"));
    QCOMPARE(test::filesIn(dir.path()), before); // no temporary file left beside it
}

void TestExportData::missingFolderAndNoPermission()
{
    const ExportResult missing =
        waitFor(exportQuery(*m_sample, QStringLiteral("SELECT 1"), m_dir.filePath(QStringLiteral("no/such/dir/x.csv")), {}));
    QVERIFY(missing.fileError);
    QVERIFY2(missing.error.contains(QLatin1String("does not exist")), qPrintable(missing.error));
    // /proc refuses new files even to root.
    const ExportResult proc = waitFor(exportQuery(*m_sample, QStringLiteral("SELECT 1"), QStringLiteral("/proc/assay-export.csv"), {}));
    QVERIFY(proc.fileError);
    QVERIFY2(proc.error.startsWith(QLatin1String("Cannot write /proc/assay-export.csv")), qPrintable(proc.error));
    QVERIFY(!QFile::exists(QStringLiteral("/proc/assay-export.csv")));
    if (geteuid() != 0) {
        QTemporaryDir dir;
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
        DataExportOptions xlsx;
        xlsx.format = DataFormat::Xlsx;
        const ExportResult denied = waitFor(exportQuery(*m_sample, QStringLiteral("SELECT 1"), dir.filePath(QStringLiteral("x.xlsx")), xlsx));
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY(denied.fileError);
        QVERIFY(test::filesIn(dir.path()).isEmpty());
    }
}

void TestExportData::cancelStopsAndLeavesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cancelled.csv"));
    auto token = std::make_shared<db::CancelToken>();
    const QString sql = QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50000000) "
                                       "SELECT i, i * 2, 'row ' || i FROM n");
    QElapsedTimer clock;
    clock.start();
    qint64 seen = 0;
    const ExportResult r = waitFor(exportQuery(*m_sample, sql, path, {}, [&](qint64 rows) {
        seen = rows;
        if (rows > 200000)
            token->cancel();
    }, token));
    QVERIFY(r.cancelled);
    QVERIFY(seen > 200000 && seen < 50000000);
    QVERIFY(!QFile::exists(path));
    QVERIFY(test::filesIn(dir.path()).isEmpty());
    qInfo() << "cancelled after" << seen << "rows," << clock.elapsed() << "ms";
}

void TestExportData::serverEngines_data()
{
    QTest::addColumn<QString>("engine");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
    QTest::newRow("mariadb") << QStringLiteral("mysql");
}

void TestExportData::serverEngines()
{
    QFETCH(QString, engine);
    const auto login = engine == u"postgresql" ? test::postgres() : test::mysql();
    ASSAY_REQUIRE(login, engine);
    auto c = db::createConnection(login->config);
    QVERIFY(c->open(login->password).isNull());
    const bool pg = engine == u"postgresql";
    QList<db::Row> ignored;
    c->query(QStringLiteral("DROP TABLE IF EXISTS export_values"), &ignored);
    QVERIFY(c->query(QStringLiteral("CREATE TABLE export_values (id INTEGER, big BIGINT, price NUMERIC(12,2), ratio %1, "
                                    "flag BOOLEAN, label VARCHAR(100), at TIMESTAMP NULL, day DATE)")
                         .arg(pg ? QStringLiteral("DOUBLE PRECISION") : QStringLiteral("DOUBLE")),
                     &ignored).ok());
    const QString insert = QStringLiteral(
        "INSERT INTO export_values VALUES "
        "(1, 9007199254740993, 1234567.89, 0.1, TRUE, 'a,b \"quoted\"', '2024-02-29 13:45:10', '2024-02-29'), "
        "(2, -5, 0.10, 1e-7, FALSE, 'Zürich ✓', NULL, '1999-12-31'), "
        "(3, NULL, NULL, NULL, NULL, NULL, NULL, NULL), "
        "(4, 0, -3.50, -2.5, TRUE, '', '2000-01-01 00:00:00', '2000-01-01')");
    const db::ExecSummary s = c->query(insert, &ignored);
    QVERIFY2(s.ok(), qPrintable(s.error.displayText()));
    c->close();

    db::DbSession session(login->config);
    QVERIFY(session.open(login->password).result().isNull());
    const QString sql = QStringLiteral("SELECT * FROM export_values ORDER BY id");
    const QString csv = m_dir.filePath(engine + QStringLiteral(".csv"));
    const ExportResult r = waitFor(exportQuery(session, sql, csv, {}));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.rows, qint64(4));
    auto sink = std::make_shared<db::CollectingSink>();
    QVERIFY(session.execute(sql, {}, sink).result().ok());
    const QList<QStringList> records = parseCsv(readAll(csv));
    QCOMPARE(records.size(), qsizetype(5));
    for (int i = 0; i < 4; ++i) {
        for (int col = 0; col < 8; ++col) {
            const QVariant v = sink->resultRows()[i][col];
            const QString field = records[i + 1][col];
            if (v.isNull())
                QCOMPARE(field, QString());
            else if (v.typeId() == QMetaType::Double)
                QCOMPARE(field.toDouble(), v.toDouble());
            else if (v.typeId() == QMetaType::Bool)
                QCOMPARE(field, v.toBool() ? QStringLiteral("true") : QStringLiteral("false"));
            else
                QCOMPARE(field, v.toString());
        }
    }
    QCOMPARE(records[1][1], QStringLiteral("9007199254740993"));
    QCOMPARE(records[1][5], QStringLiteral("a,b \"quoted\""));
    QVERIFY(records[1][6].startsWith(QLatin1String("2024-02-29")));

    DataExportOptions options;
    options.format = DataFormat::Xlsx;
    const QString xlsx = m_dir.filePath(engine + QStringLiteral(".xlsx"));
    const ExportResult x = waitFor(exportQuery(session, sql, xlsx, options));
    QVERIFY2(x.ok(), qPrintable(x.error));
    const test::XlsxSheet sheet = test::readXlsx(xlsx);
    QVERIFY2(sheet.error.isEmpty(), qPrintable(sheet.error));
    QCOMPARE(sheet.rowCount, qint64(5));
    QCOMPARE(sheet.rows[1][1].value, QStringLiteral("9007199254740993")); // kept exact, as text
    QCOMPARE(sheet.rows[1][2].value.toDouble(), 1234567.89);             // a decimal as a number
    QCOMPARE(sheet.rows[1][5].value, QStringLiteral("a,b \"quoted\""));
    // 2024-02-29 13:45:10 as an Excel serial: day 45351 plus the time of day.
    QVERIFY(qAbs(sheet.rows[1][6].value.toDouble() - (45351 + (13 * 3600 + 45 * 60 + 10) / 86400.0)) < 1e-6);
    QCOMPARE(sheet.rows[1][7].value.toDouble(), 45351.0);
    QCOMPARE(sheet.rows[3].size(), qsizetype(1)); // a row of NULLs but the id
}

QTEST_GUILESS_MAIN(TestExportData)
#include "tst_export_data.moc"
