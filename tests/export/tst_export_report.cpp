// Reports of the welcome notebook run on the sample database, read back: the HTML parsed as XML
// (sections, tables with headers, embedded SVG charts that render, the data hash of each cell),
// the PDF rendered to PNG pages with pdftoppm (kept in the test output to look at) and its text
// read per page (a long table repeats its header), Markdown with its image folder, the .ipynb
// checked against nbformat 4's shape (and by nbformat itself when Python has it). A full disk
// leaves no file; a password never appears in any format.

#include "exporttesthelpers.h"

#include "export/reportexporter.h"

#include "db/resultstore.h"
#include "export/exportfile.h"
#include "export/markdownreport.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using namespace assay;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString run(const QString &program, const QStringList &args, int *exitCode = nullptr)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(120000);
    if (exitCode)
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
}

// What nbformat 4's JSON schema requires of a notebook and its cells and outputs.
QString nbformatProblem(const QJsonObject &nb)
{
    if (nb.value(QStringLiteral("nbformat")).toInt() != 4)
        return QStringLiteral("nbformat is not 4");
    if (!nb.value(QStringLiteral("nbformat_minor")).isDouble() || !nb.value(QStringLiteral("metadata")).isObject() ||
        !nb.value(QStringLiteral("cells")).isArray())
        return QStringLiteral("missing nbformat_minor, metadata or cells");
    const bool needsIds = nb.value(QStringLiteral("nbformat_minor")).toInt() >= 5;
    QSet<QString> ids;
    static const QRegularExpression idPattern(QStringLiteral("^[a-zA-Z0-9-_]{1,64}$"));
    auto isMultiline = [](const QJsonValue &v) {
        if (v.isString())
            return true;
        if (!v.isArray())
            return false;
        for (const QJsonValue &line : v.toArray())
            if (!line.isString())
                return false;
        return true;
    };
    for (const QJsonValue &cv : nb.value(QStringLiteral("cells")).toArray()) {
        const QJsonObject c = cv.toObject();
        const QString type = c.value(QStringLiteral("cell_type")).toString();
        if (!c.value(QStringLiteral("metadata")).isObject() || !isMultiline(c.value(QStringLiteral("source"))))
            return QStringLiteral("a cell without metadata or source");
        if (needsIds) {
            const QString id = c.value(QStringLiteral("id")).toString();
            if (!idPattern.match(id).hasMatch() || ids.contains(id))
                return QStringLiteral("bad or repeated cell id %1").arg(id);
            ids.insert(id);
        }
        if (type == u"markdown" || type == u"raw")
            continue;
        if (type != u"code")
            return QStringLiteral("unknown cell type %1").arg(type);
        const QJsonValue count = c.value(QStringLiteral("execution_count"));
        if (!(count.isNull() || count.isDouble()) || !c.contains(QStringLiteral("execution_count")))
            return QStringLiteral("a code cell without execution_count");
        if (!c.value(QStringLiteral("outputs")).isArray())
            return QStringLiteral("a code cell without outputs");
        for (const QJsonValue &ov : c.value(QStringLiteral("outputs")).toArray()) {
            const QJsonObject o = ov.toObject();
            const QString ot = o.value(QStringLiteral("output_type")).toString();
            if (ot == u"execute_result" || ot == u"display_data") {
                if (!o.value(QStringLiteral("data")).isObject() || !o.value(QStringLiteral("metadata")).isObject())
                    return QStringLiteral("%1 without data or metadata").arg(ot);
                if (ot == u"execute_result" && !o.contains(QStringLiteral("execution_count")))
                    return QStringLiteral("execute_result without execution_count");
            } else if (ot == u"stream") {
                if (!o.value(QStringLiteral("name")).isString() || !isMultiline(o.value(QStringLiteral("text"))))
                    return QStringLiteral("stream without name or text");
            } else if (ot == u"error") {
                if (!o.value(QStringLiteral("ename")).isString() || !o.value(QStringLiteral("evalue")).isString() ||
                    !o.value(QStringLiteral("traceback")).isArray())
                    return QStringLiteral("error output without ename, evalue or traceback");
            } else {
                return QStringLiteral("unknown output type %1").arg(ot);
            }
        }
    }
    return {};
}

} // namespace

class TestExportReport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void htmlParsesWithChartsAndHashes();
    void htmlResultsOnlyAndPngCharts();
    void pdfPagesAndRepeatedHeaders();
    void markdownWithImages();
    void ipynbHasNbformatShape();
    void failedWritesLeaveNothing_data();
    void failedWritesLeaveNothing();
    void passwordsNeverInExports();

private:
    QString write(const QString &name, exports::ReportFormat format, exports::ReportOptions options = {},
                  const notebook::Notebook *nb = nullptr);

    std::unique_ptr<db::DbSession> m_session;
    notebook::Notebook m_nb;
    QTemporaryDir m_dir;
};

void TestExportReport::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_session = test::openSqlite(test::sampleDatabase());
    QVERIFY(m_session);
    QVERIFY(test::runWelcome(m_nb, m_session.get()));
}

void TestExportReport::init()
{
    exports::simulateExportFailureAfter(-1);
}

// Writes a report through the same exporter the window and the command line use.
QString TestExportReport::write(const QString &name, exports::ReportFormat format, exports::ReportOptions options,
                                const notebook::Notebook *nb)
{
    ui::ReportExporter exporter;
    QSignalSpy finished(&exporter, &ui::ReportExporter::finished);
    ui::ReportRequest request;
    request.path = m_dir.filePath(name);
    request.format = format;
    request.options = options;
    exporter.start(nb ? *nb : m_nb, request);
    if (!finished.wait(240000)) // a PDF of the welcome notebook takes seconds, minutes on a loaded CI box
        return QStringLiteral("timed out");
    return finished.first().first().toString();
}

void TestExportReport::htmlParsesWithChartsAndHashes()
{
    QCOMPARE(write(QStringLiteral("report.html"), exports::ReportFormat::Html), QString());
    const QByteArray html = readAll(m_dir.filePath(QStringLiteral("report.html")));
    QFile::copy(m_dir.filePath(QStringLiteral("report.html")), test::outputDir() + QStringLiteral("/export-report.html"));
    QVERIFY(!html.contains("<script"));
    QVERIFY(!html.contains("http://") && !html.contains("https://")); // nothing fetched from elsewhere

    QXmlStreamReader xml(html);
    int sections = 0;
    int svgCharts = 0;
    int tables = 0;
    int headerRows = 0;
    QString title;
    QStringList captions;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"section") {
            ++sections;
        } else if (xml.name() == u"h1" && title.isEmpty()) {
            title = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        } else if (xml.name() == u"table") {
            tables += xml.attributes().value(QStringLiteral("class")) == u"result";
        } else if (xml.name() == u"thead") {
            ++headerRows;
        } else if (xml.name() == u"caption") {
            captions << xml.readElementText(QXmlStreamReader::IncludeChildElements);
        } else if (xml.name() == u"img") {
            const QString src = xml.attributes().value(QStringLiteral("src")).toString();
            QVERIFY(src.startsWith(QLatin1String("data:image/svg+xml;base64,")));
            const QByteArray svg = QByteArray::fromBase64(src.mid(src.indexOf(u',') + 1).toLatin1());
            QSvgRenderer renderer(svg);
            QVERIFY2(renderer.isValid(), "an embedded chart does not render");
            QVERIFY(!xml.attributes().value(QStringLiteral("alt")).isEmpty());
            ++svgCharts;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(QStringLiteral("%1 at line %2").arg(xml.errorString()).arg(xml.lineNumber())));
    QCOMPARE(title, QStringLiteral("Welcome to Assay"));
    QCOMPARE(sections, m_nb.count());
    QCOMPARE(svgCharts, 3);
    QCOMPARE(tables, 5);
    QCOMPARE(headerRows, 5);
    QVERIFY2(captions.contains(QStringLiteral("First 20 of 381,638 rows.")), qPrintable(captions.join(u'|')));
    QVERIFY(captions.contains(QStringLiteral("7 rows.")));
    // Where the data came from, when it ran, and each result's hash, for the reader to check.
    QVERIFY(html.contains("Sample: Northwind Outfitters (SQLite, retail.sqlite)"));
    for (const notebook::Cell &c : m_nb.cells()) {
        if (c.kind != notebook::CellKind::Markdown) {
            QVERIFY(!c.output.dataHash.isEmpty());
            QVERIFY2(html.contains(c.output.dataHash.toLatin1()), qPrintable(c.name));
        }
    }
    QVERIFY(html.contains("<pre class=\"sql\"><code>-- Every order line"));
    // Markdown is rendered, with its {{value}} filled in.
    QVERIFY(html.contains("<strong>38,491,835.65 EUR</strong>"));
}

void TestExportReport::htmlResultsOnlyAndPngCharts()
{
    exports::ReportOptions options;
    options.includeSql = false;
    options.maxRows = 5;
    options.chartFormat = exports::ChartImageFormat::Png;
    QCOMPARE(write(QStringLiteral("results.html"), exports::ReportFormat::Html, options), QString());
    const QByteArray html = readAll(m_dir.filePath(QStringLiteral("results.html")));
    QVERIFY(!html.contains("class=\"sql\""));
    QVERIFY(!html.contains("JOIN order_lines"));
    QVERIFY(html.contains("First 5 of 381,638 rows."));
    const QRegularExpression png(QStringLiteral("src=\"data:image/png;base64,([^\"]+)\" width=\"(\\d+)\""));
    int images = 0;
    for (auto it = png.globalMatch(QString::fromUtf8(html)); it.hasNext();) {
        const auto m = it.next();
        QImage image;
        QVERIFY(image.loadFromData(QByteArray::fromBase64(m.captured(1).toLatin1()), "PNG"));
        QCOMPARE(image.width(), m.captured(2).toInt() * 2); // drawn at 2x for sharp screens
        ++images;
    }
    QCOMPARE(images, 3);
}

void TestExportReport::pdfPagesAndRepeatedHeaders()
{
    if (QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty())
        QSKIP("pdftoppm (poppler-utils) is not installed");
    exports::ReportOptions options;
    options.maxRows = 120; // sales_lines' table runs over several pages
    QCOMPARE(write(QStringLiteral("report.pdf"), exports::ReportFormat::Pdf, options), QString());
    const QString pdf = m_dir.filePath(QStringLiteral("report.pdf"));
    QVERIFY(readAll(pdf).startsWith("%PDF-"));
    int code = 0;
    const QString info = run(QStringLiteral("pdfinfo"), {pdf}, &code);
    QCOMPARE(code, 0);
    const int pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info).captured(1).toInt();
    QVERIFY2(pages >= 5, qPrintable(info));
    QVERIFY(info.contains(QLatin1String("Title:           Welcome to Assay")));

    // Pages as pictures for a person to look at.
    const QString prefix = test::outputDir() + QStringLiteral("/export-report-page");
    run(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("60"), QStringLiteral("-png"), pdf, prefix}, &code);
    QCOMPARE(code, 0);
    qInfo() << "pages:" << prefix + QStringLiteral("-*.png");
    QImage first(prefix + QStringLiteral("-%1.png").arg(1, pages >= 10 ? 2 : 1, 10, QLatin1Char('0')));
    QVERIFY(!first.isNull());
    // Not blank: a real page has text and lines on it.
    int dark = 0;
    for (int y = 0; y < first.height(); y += 2)
        for (int x = 0; x < first.width(); x += 2)
            dark += qGray(first.pixel(x, y)) < 128;
    QVERIFY(dark > 500);

    // The long table: its header row is on every page it runs over.
    QStringList pageTexts;
    for (int p = 1; p <= pages; ++p) {
        QString text = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), QStringLiteral("-f"), QString::number(p),
                                                          QStringLiteral("-l"), QString::number(p), pdf, QStringLiteral("-")});
        // The PDF sets "fi" and "fl" as ligatures; read them as letters.
        pageTexts << text.replace(QChar(0xfb01), QStringLiteral("fi")).replace(QChar(0xfb02), QStringLiteral("fl"));
    }
    int tablePages = 0;
    for (const QString &t : pageTexts)
        tablePages += t.contains(QRegularExpression(QStringLiteral("order_date\\s+store_id\\s+channel\\s+product_id")));
    QVERIFY2(tablePages >= 2, qPrintable(pageTexts.join(QStringLiteral("\n=====\n")).left(3000)));
    const QString all = pageTexts.join(u'\n');
    QVERIFY(all.contains(QLatin1String("First 120 of 381,638 rows.")));
    for (const QString &name : {QStringLiteral("revenue_by_region_chart"), QStringLiteral("department_share_chart"), QStringLiteral("top_products")})
        QVERIFY2(all.contains(name), qPrintable(name));
    QVERIFY(pageTexts.first().contains(QLatin1String("Data source: Sample: Northwind Outfitters")));
    QVERIFY(pageTexts.last().contains(QStringLiteral("Page %1 of %1").arg(pages)));
    // Charts are vector drawings, crisp at any zoom: the PDF holds no raster image at all.
    const QStringList images = run(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdf}).split(u'\n', Qt::SkipEmptyParts);
    QVERIFY2(images.size() == 2, qPrintable(images.join(u'\n'))); // the list's two header lines only
}

void TestExportReport::markdownWithImages()
{
    QCOMPARE(write(QStringLiteral("notes.md"), exports::ReportFormat::Markdown), QString());
    const QString md = QString::fromUtf8(readAll(m_dir.filePath(QStringLiteral("notes.md"))));
    QVERIFY(md.startsWith(QLatin1String("# Welcome to Assay\n")));
    const QRegularExpression image(QStringLiteral("!\\[([^\\]]*)\\]\\(<([^>]+)>\\)"));
    int images = 0;
    for (auto it = image.globalMatch(md); it.hasNext();) {
        const auto m = it.next();
        QVERIFY(m.captured(2).startsWith(QLatin1String("notes_files/")));
        QSvgRenderer svg(m_dir.filePath(m.captured(2)));
        QVERIFY2(svg.isValid(), qPrintable(m.captured(2)));
        ++images;
    }
    QCOMPARE(images, 3);
    QCOMPARE(test::filesIn(m_dir.filePath(QStringLiteral("notes_files"))).size(), qsizetype(3));
    // Pipe tables: every row has the header's number of cells.
    int tableLines = 0;
    int columns = -1;
    for (const QString &line : md.split(u'\n')) {
        if (!line.startsWith(u'|')) {
            columns = -1;
            continue;
        }
        const int cells = int(QString(line).remove(QStringLiteral("\\|")).count(u'|')) - 1;
        if (columns < 0)
            columns = cells;
        QCOMPARE(cells, columns);
        ++tableLines;
    }
    QVERIFY(tableLines > 40);
    QVERIFY(md.contains(QLatin1String("*First 20 of 381,638 rows.*")));
    QVERIFY(md.contains(QLatin1String("```sql\n-- Every order line")));
    QVERIFY(md.contains(QLatin1String("**38,491,835.65 EUR**")));
}

void TestExportReport::ipynbHasNbformatShape()
{
    QCOMPARE(write(QStringLiteral("notebook.ipynb"), exports::ReportFormat::Jupyter), QString());
    const QString path = m_dir.filePath(QStringLiteral("notebook.ipynb"));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(readAll(path), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QString problem = nbformatProblem(doc.object());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const QJsonArray cells = doc.object().value(QStringLiteral("cells")).toArray();
    QCOMPARE(cells.size(), m_nb.count());
    int images = 0;
    int tables = 0;
    for (int i = 0; i < cells.size(); ++i) {
        const QJsonObject c = cells[i].toObject();
        const notebook::Cell &cell = m_nb.at(i);
        QCOMPARE(c.value(QStringLiteral("cell_type")).toString(),
                 cell.kind == notebook::CellKind::Markdown ? QStringLiteral("markdown") : QStringLiteral("code"));
        if (cell.kind == notebook::CellKind::Sql) {
            QCOMPARE(c.value(QStringLiteral("source")).toArray().first().toString(), QStringLiteral("%%sql --save %1\n").arg(cell.name));
            tables += c.value(QStringLiteral("outputs")).toArray().first().toObject().value(QStringLiteral("data")).toObject().contains(QStringLiteral("text/html"));
        }
        if (cell.kind == notebook::CellKind::Chart) {
            const QJsonObject data = c.value(QStringLiteral("outputs")).toArray().first().toObject().value(QStringLiteral("data")).toObject();
            QImage png;
            QVERIFY(png.loadFromData(QByteArray::fromBase64(data.value(QStringLiteral("image/png")).toString().toLatin1()), "PNG"));
            QVERIFY(png.width() > 400);
            ++images;
        }
    }
    QCOMPARE(images, 3);
    QCOMPARE(tables, 5);
    QFile::copy(path, test::outputDir() + QStringLiteral("/export-report.ipynb"));

    // The real validator, when Python's nbformat is installed (test.sh installs it).
    int code = -1;
    // Debian's interpreter: python3-nbformat is installed for it (another python3 may come first in PATH).
    const QString python = QFile::exists(QStringLiteral("/usr/bin/python3")) ? QStringLiteral("/usr/bin/python3") : QStringLiteral("python3");
    const QString out = run(python, {QStringLiteral("-c"),
        QStringLiteral("import sys, nbformat; nb = nbformat.read(sys.argv[1], as_version=4); nbformat.validate(nb); print('valid')"), path}, &code);
    if (out.contains(QLatin1String("No module named")))
        qWarning() << "python3-nbformat is not installed; checked the shape only";
    else
        QVERIFY2(code == 0 && out.contains(QLatin1String("valid")), qPrintable(out));
}

void TestExportReport::failedWritesLeaveNothing_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("failAfter"); // bytes into one file: past the start, before its end
    QTest::newRow("html") << int(exports::ReportFormat::Html) << QStringLiteral("full.html") << 150000;
    QTest::newRow("pdf") << int(exports::ReportFormat::Pdf) << QStringLiteral("full.pdf") << 150000;
    // Markdown writes its images first: the second of them fails, the first must go again.
    QTest::newRow("markdown") << int(exports::ReportFormat::Markdown) << QStringLiteral("full.md") << 75000;
    QTest::newRow("ipynb") << int(exports::ReportFormat::Jupyter) << QStringLiteral("full.ipynb") << 150000;
}

void TestExportReport::failedWritesLeaveNothing()
{
    QFETCH(int, format);
    QFETCH(QString, file);
    QFETCH(int, failAfter);
    QTemporaryDir dir;
    ui::ReportExporter exporter;
    QSignalSpy finished(&exporter, &ui::ReportExporter::finished);
    ui::ReportRequest request;
    request.path = dir.filePath(file);
    request.format = exports::ReportFormat(format);
    exports::simulateExportFailureAfter(failAfter);
    exporter.start(m_nb, request);
    QVERIFY(finished.wait(60000));
    exports::simulateExportFailureAfter(-1);
    const QString error = finished.first().first().toString();
    QVERIFY2(error.contains(QLatin1String("No space left on device")), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("Nothing was written there")), qPrintable(error));
    QVERIFY2(test::filesIn(dir.path()).isEmpty(), qPrintable(test::filesIn(dir.path()).join(u' ')));
}

void TestExportReport::passwordsNeverInExports()
{
    const auto pg = test::postgres();
    ASSAY_REQUIRE(pg, QStringLiteral("PostgreSQL"));
    db::DbSession session(pg->config);
    QVERIFY(session.open(pg->password).result().isNull());
    notebook::Notebook nb;
    nb.setTitle(QStringLiteral("Server report"));
    nb.setConnection(pg->config);
    nb.setFlavor(session.dialect().flavor());
    notebook::Cell sql;
    sql.name = QStringLiteral("answer");
    sql.source = QStringLiteral("SELECT 42 AS answer, 'ok' AS status");
    const QString id = nb.insertCell(0, sql);
    notebook::Cell chart;
    chart.kind = notebook::CellKind::Chart;
    chart.name = QStringLiteral("answer_chart");
    chart.chartSourceId = id;
    chart.chart.type = charts::ChartType::Bar;
    chart.chart.x = QStringLiteral("status");
    chart.chart.y = {charts::Measure{QStringLiteral("answer"), charts::Aggregation::Sum, {}}};
    nb.insertCell(1, chart);
    notebook::NotebookRunner runner(&nb);
    runner.setSession(&session);
    QSignalSpy done(&runner, &notebook::NotebookRunner::runFinished);
    runner.runAll();
    QVERIFY(done.wait(30000));
    QVERIFY(done.first().first().toBool());
    const QByteArray password = pg->password.toUtf8();
    QVERIFY(password.size() >= 8);
    for (auto [name, format] : {std::pair{QStringLiteral("pg.html"), exports::ReportFormat::Html},
                                std::pair{QStringLiteral("pg.pdf"), exports::ReportFormat::Pdf},
                                std::pair{QStringLiteral("pg.md"), exports::ReportFormat::Markdown},
                                std::pair{QStringLiteral("pg.ipynb"), exports::ReportFormat::Jupyter}}) {
        QCOMPARE(write(name, format, {}, &nb), QString());
        // A PDF's text is compressed: read it as pdftotext does.
        const QByteArray bytes = name.endsWith(QLatin1String(".pdf"))
                                     ? run(QStringLiteral("pdftotext"), {m_dir.filePath(name), QStringLiteral("-")}).toUtf8()
                                     : readAll(m_dir.filePath(name));
        QVERIFY(bytes.contains("answer"));
        QVERIFY2(!bytes.contains(password), qPrintable(name));
        // Not even the user name: the report names host, port and database only.
        QVERIFY2(!bytes.contains(pg->config.user.toUtf8() + '@'), qPrintable(name));
    }
    QVERIFY(readAll(m_dir.filePath(QStringLiteral("pg.html")))
                .contains(QStringLiteral("PostgreSQL, %1:%2/%3").arg(pg->config.host).arg(pg->config.effectivePort()).arg(pg->config.database).toUtf8()));
}

QTEST_MAIN(TestExportReport)
#include "tst_export_report.moc"
