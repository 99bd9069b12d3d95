// `--param NAME=VALUE` on the headless verbs, run as a script runs them: run writes a report that
// prints the values, export-data streams only the rows the value selects, export-chart draws
// with it, an undeclared `:name` takes its text from --param, and a name no cell uses, a value of
// the wrong type or a missing value is an error (exit 2) that names it, before anything runs.

#include "notebook/notebook.h"
#include "notebook/notebookfile.h"

#include "db/connection.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace assay;
using namespace assay::notebook;

namespace {

struct Run {
    int code = -1;
    QString out;
    QString err;
};

} // namespace

class TestParamsCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void runPrintsTheValuesInTheReport();
    void exportDataUsesTheValue();
    void exportChartUsesTheValue();
    void errorsNameTheParameter_data();
    void errorsNameTheParameter();

private:
    Run assay(const QStringList &args);
    QString path(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    QString m_notebook;
};

void TestParamsCli::initTestCase() {
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path(QStringLiteral("shop.sqlite"));
    QFile(config.filePath).open(QIODevice::WriteOnly);
    auto conn = db::createConnection(config);
    QVERIFY(conn->open({}).isNull());
    db::CollectingSink sink;
    const db::ExecSummary s = conn->execute(
        QStringLiteral(
            "CREATE TABLE sales (id INTEGER PRIMARY KEY, region TEXT, amount REAL, sold_on TEXT);"
            "INSERT INTO sales (region, amount, sold_on) VALUES ('North', 10, '2025-01-10'), "
            "('North', 30, '2025-02-10'), "
            "('South', 5, '2025-01-20'), ('West', 7, '2025-04-01');"),
        {}, sink);
    QVERIFY2(s.ok(), qPrintable(s.error.displayText()));
    conn->close();

    Notebook nb;
    nb.setConnection(config);
    Cell region;
    region.kind = CellKind::Parameter;
    region.name = QStringLiteral("region");
    region.parameter.defaultValue = {QStringLiteral("South")};
    nb.insertCell(0, region);
    Cell period;
    period.kind = CellKind::Parameter;
    period.name = QStringLiteral("period");
    period.parameter.type = ParameterType::DateRange;
    period.parameter.defaultValue = {QStringLiteral("2025-01-01"), QStringLiteral("2025-12-31")};
    nb.insertCell(1, period);
    Cell picked;
    picked.name = QStringLiteral("picked");
    picked.source = QStringLiteral(
        "SELECT region, amount FROM sales WHERE region = :region AND sold_on BETWEEN :period "
        "AND amount >= :minimum");
    const QString pickedId = nb.insertCell(2, picked);
    Cell chart;
    chart.kind = CellKind::Chart;
    chart.name = QStringLiteral("amounts");
    chart.chartSourceId = pickedId;
    chart.chart.type = charts::ChartType::Bar;
    chart.chart.x = QStringLiteral("region");
    charts::Measure sum;
    sum.column = QStringLiteral("amount");
    chart.chart.y = {sum};
    OutputInfo columns; // the chart needs its source's columns, as after a run in the window
    columns.columns = {{QStringLiteral("region"), QStringLiteral("TEXT"), db::ValueType::Text},
                       {QStringLiteral("amount"), QStringLiteral("REAL"), db::ValueType::Real}};
    columns.rowCount = 0;
    nb.insertCell(3, chart);
    nb.setOutput(pickedId, columns);
    m_notebook = path(QStringLiteral("params.assaynb"));
    QVERIFY(saveNotebook(nb, m_notebook).isEmpty());
}

Run TestParamsCli::assay(const QStringList &args) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), path(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), path(QStringLiteral("data")));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(qEnvironmentVariable("ASSAY_BINARY"), args);
    Run r;
    if (!p.waitForFinished(120000)) {
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

void TestParamsCli::runPrintsTheValuesInTheReport() {
    const QString report = path(QStringLiteral("report.md"));
    const Run r = assay({QStringLiteral("run"), m_notebook, QStringLiteral("--param"),
                         QStringLiteral("region=North"), QStringLiteral("--param"),
                         QStringLiteral("period=2025-01-01..2025-01-31"), QStringLiteral("--param"),
                         QStringLiteral("minimum=1"), QStringLiteral("--export"), report});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile f(report);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(f.readAll());
    QVERIFY2(md.contains(QStringLiteral("region = North")), qPrintable(md));
    QVERIFY(md.contains(QStringLiteral("period = 2025-01-01 – 2025-01-31")));
    QVERIFY(md.contains(QStringLiteral("minimum = 1"))); // undeclared, from --param, as text
    // North in January: one sale, in the result table.
    QCOMPARE(
        md.split(u'\n').filter(QRegularExpression(QStringLiteral("^\\|\\s*North\\s*\\|"))).size(),
        1);
}

void TestParamsCli::exportDataUsesTheValue() {
    const QString csv = path(QStringLiteral("picked.csv"));
    const Run r = assay({QStringLiteral("export-data"), m_notebook, QStringLiteral("--cell"),
                         QStringLiteral("picked"), QStringLiteral("--param"),
                         QStringLiteral("region=North"), QStringLiteral("--param=minimum=0"),
                         QStringLiteral("--output"), csv, QStringLiteral("--quiet")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList lines =
        QString::fromUtf8(f.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3); // header and the two North sales
    QVERIFY(lines[1].startsWith(QStringLiteral("North")) &&
            lines[2].startsWith(QStringLiteral("North")));
}

void TestParamsCli::exportChartUsesTheValue() {
    const QString svg = path(QStringLiteral("amounts.svg"));
    const Run r = assay({QStringLiteral("export-chart"), m_notebook, QStringLiteral("--chart"),
                         QStringLiteral("amounts"), QStringLiteral("--param"),
                         QStringLiteral("region=West"), QStringLiteral("--param"),
                         QStringLiteral("minimum=0"), QStringLiteral("--output"), svg});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray image = f.readAll();
    QVERIFY(image.contains("West"));
    QVERIFY(!image.contains("North"));
}

void TestParamsCli::errorsNameTheParameter_data() {
    QTest::addColumn<QStringList>("params");
    QTest::addColumn<QString>("named");
    QTest::newRow("no cell uses it") << QStringList{"minimum=1", "colour=red"} << "colour";
    QTest::newRow("not a date range") << QStringList{"minimum=1", "period=2025-01-01"} << "period";
    QTest::newRow("not a date") << QStringList{"minimum=1", "period=2025-02-30..2025-03-01"}
                                << "2025-02-30";
    QTest::newRow("undeclared without a value") << QStringList{"region=North"} << ":minimum";
    QTest::newRow("no NAME=") << QStringList{"minimum"} << "NAME=VALUE";
    QTest::newRow("twice") << QStringList{"minimum=1", "minimum=2"} << "minimum";
}

void TestParamsCli::errorsNameTheParameter() {
    QFETCH(QStringList, params);
    QFETCH(QString, named);
    const QString out = path(QStringLiteral("never.csv"));
    QStringList args{QStringLiteral("export-data"), m_notebook,
                     QStringLiteral("--cell"),      QStringLiteral("picked"),
                     QStringLiteral("--output"),    out};
    for (const QString &p : params)
        args << QStringLiteral("--param") << p;
    const Run r = assay(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(named), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
}

QTEST_GUILESS_MAIN(TestParamsCli)
#include "tst_params_cli.moc"
