// Exports in the window, offscreen: the File → Export menu and Print actions, the report and
// chart export dialogs (screenshots in the test output: export-dialog-*.png), a chart's
// right-click Export and Copy, and a data export's progress dialog with Cancel, while the GUI
// thread stays free (the longest gap between timer ticks is printed).

#include "exporttesthelpers.h"
#include "settledgrab.h"

#include "chartview.h"
#include "mainwindow.h"
#include "notebook/chartcellwidget.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"

#include "export/chartexportdialog.h"
#include "export/dataexportjob.h"
#include "export/exportactions.h"
#include "export/reportexportdialog.h"

#include "db/connectionmanager.h"
#include "db/resultstore.h"
#include "export/csvwriter.h"
#include "sample/sampledatabase.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QProgressDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtCharts/QChartView>
#include <QtTest>

using namespace assay;

class TestExportUi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fileMenuHasExportAndPrint();
    void reportDialog();
    void chartDialogWritesWhatItShows();
    void exportDialogsStartInFoldersThatExistAndStayOpenOnErrors();
    void chartRightClickExportsAndCopies();
    void dataExportProgressAndCancel();

private:
    void grab(QWidget *w, const QString &name);

    std::unique_ptr<db::DbSession> m_session;
    notebook::Notebook m_nb;
    QTemporaryDir m_dir;
};

void TestExportUi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const QString target = sample::sampleDatabasePath();
    QDir().mkpath(QFileInfo(target).absolutePath());
    QFile::remove(target);
    QVERIFY(QFile::copy(test::sampleDatabase(), target));
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery")).removeRecursively();
    m_session = test::openSqlite(test::sampleDatabase());
    QVERIFY(m_session);
    QVERIFY(test::runWelcome(m_nb, m_session.get()));
}

void TestExportUi::grab(QWidget *w, const QString &name)
{
    const QString path = test::outputDir() + QStringLiteral("/export-dialog-%1.png").arg(name);
    QVERIFY(test::settledGrab(w).save(path));
    qInfo() << "screenshot:" << path;
}

void TestExportUi::fileMenuHasExportAndPrint()
{
    ui::MainWindow w;
    QMenu *file = nullptr;
    for (QAction *a : w.menuBar()->actions())
        if (a->text() == u"&File")
            file = a->menu();
    QVERIFY(file);
    QStringList texts;
    QMenu *exportMenu = nullptr;
    for (QAction *a : file->actions()) {
        texts << a->text();
        if (a->text() == u"&Export")
            exportMenu = a->menu();
    }
    QVERIFY2(texts.contains(QStringLiteral("&Print Report…")) && texts.contains(QStringLiteral("Print Pre&view…")), qPrintable(texts.join(u'|')));
    QVERIFY(exportMenu);
    QStringList exports;
    for (QAction *a : exportMenu->actions())
        exports << a->text();
    QCOMPARE(exports, (QStringList{QStringLiteral("&Report…"), QStringLiteral("As &Jupyter Notebook…"), QString(),
                                   QStringLiteral("Current Cell's &Data…"), QStringLiteral("Current &Chart…")}));
    QCOMPARE(exportMenu->actions().first()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
}

void TestExportUi::reportDialog()
{
    ui::ReportExportDialog dialog(QStringLiteral("welcome"));
    dialog.setPath(m_dir.filePath(QStringLiteral("welcome.html")));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    grab(&dialog, QStringLiteral("report-html"));
    ui::ReportRequest r = dialog.request();
    QCOMPARE(r.format, exports::ReportFormat::Html);
    QVERIFY(r.options.includeSql);
    QCOMPARE(r.options.maxRows, 20);

    dialog.formatBox()->setCurrentIndex(dialog.formatBox()->findData(int(exports::ReportFormat::Pdf)));
    QCOMPARE(dialog.pathEdit()->text(), m_dir.filePath(QStringLiteral("welcome.pdf")));
    dialog.resultsOnlyButton()->setChecked(true);
    dialog.rowsBox()->setValue(50);
    grab(&dialog, QStringLiteral("report-pdf"));
    r = dialog.request();
    QCOMPARE(r.format, exports::ReportFormat::Pdf);
    QVERIFY(!r.options.includeSql);
    QCOMPARE(r.options.maxRows, 50);

    // A notebook keeps its code: Jupyter turns "results only" off and disables it.
    dialog.setFormat(exports::ReportFormat::Jupyter);
    QVERIFY(!dialog.resultsOnlyButton()->isEnabled());
    QVERIFY(dialog.request().options.includeSql);
    QVERIFY(dialog.pathEdit()->text().endsWith(QLatin1String("welcome.ipynb")));
    grab(&dialog, QStringLiteral("report-ipynb"));

    // A folder is not a file name.
    dialog.pathEdit()->setText(m_dir.path());
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());
    QVERIFY(!dialog.pathNote().isEmpty());
}

// The dialogs start in folders that exist, say beforehand that a missing folder will be made,
// make it on Export, and stay open with the reason when the file cannot be written.
void TestExportUi::exportDialogsStartInFoldersThatExistAndStayOpenOnErrors()
{
    const QString gone = m_dir.filePath(QStringLiteral("removed-since"));
    QSettings().setValue(QStringLiteral("export/reportFolder"), gone);
    QSettings().setValue(QStringLiteral("export/chartFolder"), gone);
    QFile blocker(m_dir.filePath(QStringLiteral("a-file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();

    ui::ReportExportDialog report(QStringLiteral("welcome"));
    QVERIFY2(QFileInfo(report.pathEdit()->text()).absoluteDir().exists(), qPrintable(report.pathEdit()->text()));
    QVERIFY(report.pathNote().isEmpty());
    report.show();
    QVERIFY(QTest::qWaitForWindowExposed(&report));
    const QString nested = m_dir.filePath(QStringLiteral("reports/2026/welcome.html"));
    report.pathEdit()->setText(nested);
    QVERIFY2(report.pathNote().contains(QLatin1String("does not exist yet")), qPrintable(report.pathNote()));
    QVERIFY(report.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    grab(&report, QStringLiteral("report-new-folder"));
    report.pathEdit()->setText(m_dir.filePath(QStringLiteral("a-file/welcome.html")));
    QTest::mouseClick(report.buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QVERIFY(report.isVisible());
    QVERIFY2(report.pathNote().contains(QLatin1String("could not be created")), qPrintable(report.pathNote()));
    report.pathEdit()->setText(nested);
    QTest::mouseClick(report.buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(report.result(), int(QDialog::Accepted));
    QVERIFY(QFileInfo(nested).absoluteDir().exists());

    const notebook::Cell *cell = nullptr;
    for (int i = 0; i < m_nb.count() && !cell; ++i)
        if (m_nb.at(i).kind == notebook::CellKind::Chart)
            cell = &m_nb.at(i);
    QVERIFY(cell);
    ui::ChartExportDialog chart(cell->chart, m_nb.result(cell->id), cell->name);
    QVERIFY(QFileInfo(chart.pathEdit()->text()).absoluteDir().exists());
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.pathEdit()->setText(m_dir.filePath(QStringLiteral("a-file/chart.png")));
    QTest::mouseClick(chart.buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QVERIFY(chart.isVisible());
    QVERIFY(!chart.written());
    QVERIFY2(chart.pathNote().contains(QLatin1String("could not be created")), qPrintable(chart.pathNote()));
    grab(&chart, QStringLiteral("chart-error"));
    const QString png = m_dir.filePath(QStringLiteral("charts/new/chart.png"));
    chart.pathEdit()->setText(png);
    QTest::mouseClick(chart.buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(chart.result(), int(QDialog::Accepted));
    QVERIFY(chart.written());
    QVERIFY(!QImage(png).isNull());
}

void TestExportUi::chartDialogWritesWhatItShows()
{
    const notebook::Cell *cell = m_nb.cell(QStringLiteral("w-region-chart"));
    QVERIFY(cell);
    ui::ChartExportDialog dialog(cell->chart, m_nb.result(cell->id), cell->name);
    dialog.pathEdit()->setText(m_dir.filePath(QStringLiteral("region.png")));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(!dialog.preview()->pixmap().isNull());
    dialog.scaleBox()->setCurrentIndex(1);
    grab(&dialog, QStringLiteral("chart-png"));
    QCOMPARE(dialog.write(), QString());
    QImage png(m_dir.filePath(QStringLiteral("region.png")));
    QCOMPARE(png.size(), QSize(2400, 1400)); // 1200 x 700 at 2x

    dialog.formatBox()->setCurrentIndex(1);
    QVERIFY(!dialog.scaleBox()->isEnabled());
    QVERIFY(dialog.pathEdit()->text().endsWith(QLatin1String("region.svg")));
    dialog.widthBox()->setValue(900);
    dialog.heightBox()->setValue(500);
    grab(&dialog, QStringLiteral("chart-svg"));
    QCOMPARE(dialog.write(), QString());
    QSvgRenderer svg(m_dir.filePath(QStringLiteral("region.svg")));
    QVERIFY(svg.isValid());
    QCOMPARE(svg.defaultSize(), QSize(900, 500));
}

void TestExportUi::chartRightClickExportsAndCopies()
{
    ui::MainWindow w;
    w.resize(1300, 900);
    w.show();
    QSignalSpy catalog(w.connections(), &db::ConnectionManager::catalogLoaded);
    QSignalSpy finished(w.document()->runner(), &notebook::NotebookRunner::runFinished);
    w.openWelcomeNotebook(true);
    QVERIFY(catalog.wait(20000));
    QVERIFY(finished.wait(60000));
    auto *cw = qobject_cast<ui::ChartCellWidget *>(w.notebookView()->cellWidget(QStringLiteral("w-dept-chart")));
    QVERIFY(cw);
    QStringList texts;
    QAction *copy = nullptr;
    for (QAction *a : cw->view()->chartView()->actions()) {
        texts << a->text();
        if (a->text() == u"Copy Chart")
            copy = a;
    }
    QCOMPARE(texts, (QStringList{QStringLiteral("Export Chart…"), QStringLiteral("Copy Chart")}));
    QApplication::clipboard()->clear();
    copy->trigger();
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    QVERIFY(mime && mime->hasImage());
    QVERIFY(!qvariant_cast<QImage>(mime->imageData()).isNull());
    QVERIFY(QSvgRenderer(mime->data(QStringLiteral("image/svg+xml"))).isValid());
    w.document()->notebook()->setModified(false);
}

void TestExportUi::dataExportProgressAndCancel()
{
    // Completes: every row of sales_lines from the result the notebook holds.
    auto store = m_nb.result(QStringLiteral("w-sales"));
    QVERIFY(store && store->isComplete());
    QWidget host;
    host.resize(600, 400);
    host.show();
    const QString path = m_dir.filePath(QStringLiteral("sales.csv"));
    auto *job = new ui::DataExportJob(&host);
    QSignalSpy progressed(job, &ui::DataExportJob::progressed);
    QSignalSpy done(job, &ui::DataExportJob::finished);
    // The GUI thread's longest pause while the export runs on the pool.
    QElapsedTimer clock;
    qint64 last = 0;
    qint64 longest = 0;
    QTimer ticks;
    ticks.setInterval(5);
    QObject::connect(&ticks, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        longest = std::max(longest, now - last);
        last = now;
    });
    clock.start();
    ticks.start();
    ui::watchDataExport(&host, job, store->rowCount());
    job->exportStore(store, path, {});
    QVERIFY(done.wait(60000));
    ticks.stop();
    const auto result = done.first().first().value<exports::ExportResult>();
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.rows, store->rowCount());
    QVERIFY(!progressed.isEmpty());
    qInfo() << "exported" << result.rows << "rows in" << clock.elapsed() << "ms; longest GUI-thread gap" << longest << "ms";
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(qint64(exports::parseCsv(f.readAll()).size() - 1), store->rowCount());

    // The first export's progress window goes away on its own (deleteLater); wait for that, so
    // the window found below is the second one's.
    QTRY_VERIFY_WITH_TIMEOUT(!host.findChild<QProgressDialog *>(), 10000);

    // Cancelled from the progress dialog: a query with no end streams until Cancel.
    const QString endless = m_dir.filePath(QStringLiteral("endless.csv"));
    auto *job2 = new ui::DataExportJob(&host);
    QSignalSpy done2(job2, &ui::DataExportJob::finished);
    ui::watchDataExport(&host, job2, -1);
    job2->exportQuery(test::openSqlite(test::sampleDatabase()),
                      QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT i, 'row ' || i FROM n"),
                      endless, {});
    QProgressDialog *dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((dialog = host.findChild<QProgressDialog *>()) && dialog->isVisible(), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->labelText().contains(QLatin1String("rows written")), 10000);
    grab(dialog, QStringLiteral("data-progress"));
    dialog->findChild<QPushButton *>()->click();
    QVERIFY(done2.wait(10000));
    QVERIFY(done2.first().first().value<exports::ExportResult>().cancelled);
    QVERIFY(!QFile::exists(endless));
    QCOMPARE(test::filesIn(m_dir.path()).filter(QStringLiteral("endless")).size(), qsizetype(0));
}

QTEST_MAIN(TestExportUi)
#include "tst_export_ui.moc"
