// The headless command line as a script or cron job runs it: no display at all, the welcome
// notebook run and exported in every format, a chart and a cell's whole result exported, the
// exit codes for each kind of failure, Ctrl+C/SIGTERM leaving no partial file, and a PostgreSQL
// URL whose password comes from the environment.

#include "exporttesthelpers.h"
#include "xlsxreader.h"

#include "db/connection.h"
#include "export/csvwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <csignal>

using namespace assay;

namespace {

struct Run {
    int code = -1;
    QString out;
    QString err;
};

} // namespace

class TestExportCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void runWritesEveryReport();
    void runUsesTheNotebooksOwnConnection();
    void exportChartPngAndSvg();
    void exportDataStreamsAWholeCell();
    void exportDataFromSql();
    void exitCodes_data();
    void exitCodes();
    void failedCellStillWritesTheReport();
    void writingCellRefusedWithoutAllowWrites();
    void interruptLeavesNoFile();
    void postgresUrlWithPasswordFromEnvironment();

private:
    Run assay(const QStringList &args, const QProcessEnvironment &extra = {}, int timeoutMs = 180000);
    QString path(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    QTemporaryDir m_home; // settings and data of the runs, never the user's
    QString m_sample;
    QString m_welcome;
};

void TestExportCli::initTestCase()
{
    m_sample = test::sampleDatabase();
    m_welcome = test::welcomeNotebookPath();
    QVERIFY(QFile::exists(m_sample));
    QVERIFY(QFile::exists(m_welcome));
    // The welcome notebook names the sample database in the data directory: put it there.
    const QString data = m_home.filePath(QStringLiteral("data/Assay/Assay/sample"));
    QVERIFY(QDir().mkpath(data));
    QVERIFY(QFile::copy(m_sample, data + QStringLiteral("/retail-v1.sqlite")));
}

namespace {

// Whether `table` exists in the SQLite file, read on a connection of its own.
bool tableExists(const QString &file, const QString &table)
{
    db::ConnectionConfig c;
    c.engine = db::Engine::SQLite;
    c.filePath = file;
    auto conn = db::createConnection(c);
    if (conn->open({}))
        return false;
    QList<db::Row> rows;
    const QString sql = QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = '%1'").arg(table);
    return conn->query(sql, &rows).ok() && rows.value(0).value(0).toLongLong() > 0;
}

} // namespace

Run TestExportCli::assay(const QStringList &args, const QProcessEnvironment &extra, int timeoutMs)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("ASSAY_DB_PASSWORD"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("ASSAY_NO_KEYCHAIN"), QStringLiteral("1"));
    for (const QString &key : extra.keys())
        env.insert(key, extra.value(key));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(qEnvironmentVariable("ASSAY_BINARY"), args);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = QStringLiteral("timed out");
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

void TestExportCli::runWritesEveryReport()
{
    const QStringList files{path(QStringLiteral("w.html")), path(QStringLiteral("w.pdf")), path(QStringLiteral("w.md")),
                            path(QStringLiteral("w.ipynb"))};
    QStringList args{QStringLiteral("run"), m_welcome, QStringLiteral("--connection"), m_sample};
    for (const QString &f : files)
        args << QStringLiteral("--export") << f;
    const Run r = assay(args);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(r.out.split(u'\n', Qt::SkipEmptyParts), files); // what a script needs: the files written
    QVERIFY2(!r.err.contains(QLatin1String("XDG_RUNTIME_DIR")), qPrintable(r.err));
    QVERIFY(r.err.contains(QLatin1String("ran 11 cells")));
    QFile html(files[0]);
    QVERIFY(html.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&html);
    int images = 0;
    while (!xml.atEnd())
        images += xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"img";
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(images, 3);
    QFile pdf(files[1]);
    QVERIFY(pdf.open(QIODevice::ReadOnly) && pdf.read(5) == "%PDF-");
    QCOMPARE(test::filesIn(path(QStringLiteral("w_files"))).size(), qsizetype(3));
    QFile nb(files[3]);
    QVERIFY(nb.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(nb.readAll()).object().value(QStringLiteral("nbformat")).toInt(), 4);
}

void TestExportCli::runUsesTheNotebooksOwnConnection()
{
    // No --connection: the welcome notebook's sample database, found in the data directory.
    const Run r = assay({QStringLiteral("run"), m_welcome, QStringLiteral("--export"), path(QStringLiteral("own.html")),
                         QStringLiteral("--results-only"), QStringLiteral("--rows"), QStringLiteral("3"), QStringLiteral("--quiet")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err)); // --quiet: nothing on stderr when all is well
    QFile f(path(QStringLiteral("own.html")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray html = f.readAll();
    QVERIFY(html.contains("First 3 of 381,638 rows."));
    QVERIFY(!html.contains("class=\"sql\""));
    QVERIFY(html.contains("Sample: Northwind Outfitters (SQLite, retail-v1.sqlite)"));
}

void TestExportCli::exportChartPngAndSvg()
{
    Run r = assay({QStringLiteral("export-chart"), m_welcome, QStringLiteral("--connection"), m_sample, QStringLiteral("--chart"),
                   QStringLiteral("revenue_by_channel_chart"), QStringLiteral("--output"), path(QStringLiteral("channel.png")),
                   QStringLiteral("--size"), QStringLiteral("1600x900"), QStringLiteral("--scale"), QStringLiteral("2")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QImage png(path(QStringLiteral("channel.png")));
    QCOMPARE(png.size(), QSize(3200, 1800));
    png.save(test::outputDir() + QStringLiteral("/export-cli-chart.png"));
    r = assay({QStringLiteral("export-chart"), m_welcome, QStringLiteral("--connection"), m_sample, QStringLiteral("--chart"),
               QStringLiteral("department_share_chart"), QStringLiteral("--output"), path(QStringLiteral("dept.svg"))});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QSvgRenderer svg(path(QStringLiteral("dept.svg")));
    QVERIFY(svg.isValid());
    QCOMPARE(svg.defaultSize(), QSize(1200, 700));
    // Only what the chart needs ran: sales_lines and department_share, not every cell.
    r = assay({QStringLiteral("export-chart"), m_welcome, QStringLiteral("--connection"), m_sample, QStringLiteral("--chart"),
               QStringLiteral("top_products"), QStringLiteral("--output"), path(QStringLiteral("x.png"))});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QLatin1String("not a chart cell")));
}

void TestExportCli::exportDataStreamsAWholeCell()
{
    const QString csv = path(QStringLiteral("sales_lines.csv"));
    const Run r = assay({QStringLiteral("export-data"), m_welcome, QStringLiteral("--connection"), m_sample, QStringLiteral("--cell"),
                         QStringLiteral("sales_lines"), QStringLiteral("--output"), csv, QStringLiteral("--progress")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed(), csv);
    QVERIFY2(r.err.contains(QLatin1String("381,638 rows")), qPrintable(r.err));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QStringList> records = exports::parseCsv(f.readAll());
    QCOMPARE(records.size(), qsizetype(381638 + 1));
    QCOMPARE(records[0], (QStringList{QStringLiteral("order_date"), QStringLiteral("store_id"), QStringLiteral("channel"),
                                      QStringLiteral("product_id"), QStringLiteral("quantity"), QStringLiteral("amount")}));
    // The same rows the database gives for the cell's query.
    auto session = test::openSqlite(m_sample);
    auto sink = std::make_shared<db::CollectingSink>();
    QVERIFY(session->execute(QStringLiteral("SELECT COUNT(*), SUM(l.amount) FROM order_lines l JOIN orders o ON o.order_id = l.order_id "
                                            "WHERE o.status <> 'cancelled'"), {}, sink).result().ok());
    QCOMPARE(qint64(records.size() - 1), sink->resultRows()[0][0].toLongLong());
    double sum = 0;
    for (int i = 1; i < records.size(); ++i)
        sum += records[i][5].toDouble();
    QVERIFY(qAbs(sum - sink->resultRows()[0][1].toDouble()) < 0.01);
}

void TestExportCli::exportDataFromSql()
{
    const QString xlsx = path(QStringLiteral("regions.xlsx"));
    const Run r = assay({QStringLiteral("export-data"), QStringLiteral("--connection"), m_sample, QStringLiteral("--sql"),
                         QStringLiteral("SELECT region_id, name FROM regions ORDER BY region_id"), QStringLiteral("--output"), xlsx,
                         QStringLiteral("--sheet"), QStringLiteral("Regions")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const test::XlsxSheet sheet = test::readXlsx(xlsx);
    QVERIFY2(sheet.error.isEmpty(), qPrintable(sheet.error));
    QCOMPARE(sheet.sheetName, QStringLiteral("Regions"));
    QCOMPARE(sheet.rowCount, qint64(8)); // seven regions and the header
    QCOMPARE(sheet.rows[0][1].value, QStringLiteral("name"));
}

void TestExportCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QString nb = test::welcomeNotebookPath();
    const QString db = test::sampleDatabase();
    // A mistyped command word is an error on the terminal, never a window opening a file of that name.
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << 2
                                     << QStringLiteral("unknown command \"frobnicate\". The commands are: ");
    QTest::newRow("no notebook") << QStringList{QStringLiteral("run")} << 2 << QStringLiteral("needs one notebook");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("run"), nb, QStringLiteral("--exprot"), QStringLiteral("x.html")} << 2
                                    << QStringLiteral("unknown option --exprot");
    QTest::newRow("unknown format") << QStringList{QStringLiteral("run"), nb, QStringLiteral("--export"), QStringLiteral("x.docx")} << 2
                                    << QStringLiteral(".html, .pdf, .md or .ipynb");
    QTest::newRow("bad size") << QStringList{QStringLiteral("export-chart"), nb, QStringLiteral("--chart"), QStringLiteral("c"),
                                             QStringLiteral("--output"), QStringLiteral("c.png"), QStringLiteral("--size"), QStringLiteral("big")}
                              << 2 << QStringLiteral("WIDTHxHEIGHT");
    QTest::newRow("data needs a source") << QStringList{QStringLiteral("export-data"), QStringLiteral("--output"), QStringLiteral("x.csv")} << 2
                                         << QStringLiteral("usage: assay export-data");
    QTest::newRow("missing notebook") << QStringList{QStringLiteral("run"), QStringLiteral("/no/such.assaynb")} << 3
                                      << QStringLiteral("does not exist");
    QTest::newRow("unknown connection") << QStringList{QStringLiteral("run"), nb, QStringLiteral("--connection"), QStringLiteral("warehouse")} << 3
                                        << QStringLiteral("no database file, URL or saved connection called \"warehouse\"");
    QTest::newRow("unknown cell") << QStringList{QStringLiteral("export-data"), nb, QStringLiteral("--connection"), db, QStringLiteral("--cell"),
                                                 QStringLiteral("nope"), QStringLiteral("--output"), QStringLiteral("/tmp/x.csv")}
                                  << 2 << QStringLiteral("no cell called \"nope\"");
    QTest::newRow("bad sql") << QStringList{QStringLiteral("export-data"), QStringLiteral("--connection"), db, QStringLiteral("--sql"),
                                            QStringLiteral("SELECT nope FROM nowhere"), QStringLiteral("--output"), QStringLiteral("/tmp/assay-bad.csv")}
                             << 4 << QStringLiteral("nowhere");
    QTest::newRow("write refused") << QStringList{QStringLiteral("export-data"), QStringLiteral("--connection"), db, QStringLiteral("--sql"),
                                                  QStringLiteral("SELECT 1"), QStringLiteral("--output"), QStringLiteral("/proc/assay.csv")}
                                   << 1 << QStringLiteral("Cannot write /proc/assay.csv");
    QTest::newRow("no such folder") << QStringList{QStringLiteral("run"), nb, QStringLiteral("--export"), QStringLiteral("/no/such/dir/r.html")} << 1
                                    << QStringLiteral("the folder does not exist");
}

void TestExportCli::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const Run r = assay(args);
    QVERIFY2(r.code == code, qPrintable(QStringLiteral("exit %1: %2").arg(r.code).arg(r.err)));
    QVERIFY2(r.err.startsWith(QLatin1String("assay: ")) && r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty()); // stdout is only for the files written
    QVERIFY(!QFile::exists(QStringLiteral("/tmp/assay-bad.csv")));
}

void TestExportCli::failedCellStillWritesTheReport()
{
    // The welcome notebook with one cell broken.
    QFile in(m_welcome);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray cells = doc.value(QStringLiteral("cells")).toArray();
    for (int i = 0; i < cells.size(); ++i) {
        QJsonObject c = cells[i].toObject();
        if (c.value(QStringLiteral("name")).toString() == u"top_products") {
            c[QStringLiteral("source")] = QStringLiteral("SELECT no_such_column FROM sales_lines");
            cells[i] = c;
        }
    }
    doc[QStringLiteral("cells")] = cells;
    const QString broken = path(QStringLiteral("broken.assaynb"));
    QFile out(broken);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(doc).toJson());
    out.close();
    const Run r = assay({QStringLiteral("run"), broken, QStringLiteral("--connection"), m_sample, QStringLiteral("--export"),
                         path(QStringLiteral("broken.html"))});
    QCOMPARE(r.code, 4);
    QVERIFY2(r.err.contains(QLatin1String("cell top_products failed: Error at line 1, column 8: no such column")) &&
                 r.err.contains(QLatin1String("assay: 1 cell failed")), qPrintable(r.err));
    QCOMPARE(r.out.trimmed(), path(QStringLiteral("broken.html")));
    QFile html(path(QStringLiteral("broken.html")));
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QByteArray bytes = html.readAll();
    QVERIFY(bytes.contains("<div class=\"error\">"));
    QVERIFY(bytes.contains("no_such_column"));
}

void TestExportCli::writingCellRefusedWithoutAllowWrites()
{
    // A notebook from someone else whose cell writes: headless, nobody is there to ask, so the
    // write is refused unless the command line says otherwise.
    const QString file = path(QStringLiteral("target.sqlite"));
    {
        db::ConnectionConfig c;
        c.engine = db::Engine::SQLite;
        c.filePath = file;
        QFile(file).open(QIODevice::WriteOnly);
        auto conn = db::createConnection(c);
        QVERIFY(!conn->open({}));
        db::CollectingSink sink;
        QVERIFY(conn->execute(QStringLiteral("CREATE TABLE t (a INTEGER)"), {}, sink).ok());
    }
    notebook::Notebook nb;
    notebook::Cell write;
    write.id = notebook::newCellId();
    write.kind = notebook::CellKind::Sql;
    write.name = QStringLiteral("plant");
    write.source = QStringLiteral("CREATE TABLE pwned(a)");
    notebook::Cell read = write;
    read.id = notebook::newCellId();
    read.name = QStringLiteral("count");
    read.source = QStringLiteral("SELECT COUNT(*) AS n FROM t");
    nb.replaceAll({write, read});
    const QString notebookPath = path(QStringLiteral("writes.assaynb"));
    QVERIFY(notebook::saveNotebook(nb, notebookPath).isEmpty());

    const QStringList args{QStringLiteral("run"), notebookPath, QStringLiteral("--connection"), file};
    const Run refused = assay(args);
    QVERIFY2(refused.code == 4, qPrintable(QStringLiteral("exit %1: %2").arg(refused.code).arg(refused.err)));
    QVERIFY2(refused.err.contains(QLatin1String("cell plant")) && refused.err.contains(QLatin1String("--allow-writes"))
                 && refused.err.contains(QLatin1String("creates TABLE pwned")),
             qPrintable(refused.err));
    QVERIFY(!tableExists(file, QStringLiteral("pwned")));
    QVERIFY(tableExists(file, QStringLiteral("t")));

    const Run allowed = assay(args + QStringList{QStringLiteral("--allow-writes")});
    QVERIFY2(allowed.code == 0, qPrintable(QStringLiteral("exit %1: %2").arg(allowed.code).arg(allowed.err)));
    QVERIFY(tableExists(file, QStringLiteral("pwned")));

    // The help names the flag, so a refused script's author can find it.
    const Run help = assay({QStringLiteral("--help")});
    QVERIFY(help.out.contains(QLatin1String("--allow-writes")));
}

void TestExportCli::interruptLeavesNoFile()
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("endless.csv"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(qEnvironmentVariable("ASSAY_BINARY"),
            {QStringLiteral("export-data"), QStringLiteral("--connection"), m_sample, QStringLiteral("--sql"),
             QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT i, 'row ' || i FROM n"),
             QStringLiteral("--output"), csv, QStringLiteral("--progress")});
    QVERIFY(p.waitForStarted());
    // Writing (into an unnamed temporary file on Linux: O_TMPFILE, see QSaveFile): its progress
    // line says rows were written.
    QByteArray progress;
    QTRY_VERIFY_WITH_TIMEOUT((progress += p.readAllStandardError()).contains("written"), 20000);
    QCOMPARE(p.state(), QProcess::Running);
    ::kill(pid_t(p.processId()), SIGTERM);
    QVERIFY(p.waitForFinished(10000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 130);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QLatin1String("interrupted; nothing was written")));
    QVERIFY(!QFile::exists(csv));
    QVERIFY2(test::filesIn(dir.path()).isEmpty(), qPrintable(test::filesIn(dir.path()).join(u' ')));
}

void TestExportCli::postgresUrlWithPasswordFromEnvironment()
{
    const auto pg = test::postgres();
    ASSAY_REQUIRE(pg, QStringLiteral("PostgreSQL"));
    const QString url = QStringLiteral("postgresql://%1@%2:%3/%4").arg(pg->config.user, pg->config.host).arg(pg->config.effectivePort()).arg(pg->config.database);
    const QString csv = path(QStringLiteral("pg.csv"));
    const QStringList args{QStringLiteral("export-data"), QStringLiteral("--connection"), url, QStringLiteral("--sql"),
                           QStringLiteral("SELECT g AS n, g * 1.5 AS half FROM generate_series(1, 1000) g"), QStringLiteral("--output"), csv};
    const Run denied = assay(args);
    QCOMPARE(denied.code, 3);
    QVERIFY2(denied.err.contains(QLatin1String("ASSAY_DB_PASSWORD")), qPrintable(denied.err));
    QProcessEnvironment env;
    env.insert(QStringLiteral("ASSAY_DB_PASSWORD"), pg->password);
    const Run r = assay(args, env);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QStringList> records = exports::parseCsv(f.readAll());
    QCOMPARE(records.size(), qsizetype(1001));
    QCOMPARE(records[1000], (QStringList{QStringLiteral("1000"), QStringLiteral("1500.0")}));
}

QTEST_GUILESS_MAIN(TestExportCli)
#include "tst_export_cli.moc"
