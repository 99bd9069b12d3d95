// An analyst's day through the real main window, offscreen at 1366x768: the welcome notebook on
// the sample database, several questions to the Assistant (the offline assistant: no model), a
// cell edited, a chart changed, then HTML and PDF reports exported from File → Export → Report…
// while most cells are far off screen (the notebook builds widgets only near the screen). The PDF
// must hold every cell, chart and insight the notebook holds; no report prints float noise; and
// the unsaved work is neither replaced without asking nor lost when discarded.
// Then the bad input: a 300-cell notebook exported while scrolled to its middle, a chart whose
// source failed, an insight over an empty result, a comma-decimal locale.

#include "chat/askcontroller.h"
#include "chat/chatpanel.h"
#include "chat/chatturnwidget.h"
#include "export/reportexportdialog.h"
#include "export/reportexporter.h"
#include "help/tour.h"
#include "mainwindow.h"
#include "notebook/chartcellwidget.h"
#include "notebook/charteditor.h"
#include "notebook/markdowncellwidget.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"
#include "notebook/sqlcellwidget.h"
#include "settledgrab.h"
#include "sqleditor.h"
#include "testsupport.h"

#include "db/connectionmanager.h"
#include "db/resultstore.h"
#include "knowledgebuild/knowledgeservice.h"
#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "notebook/notebookrunner.h"
#include "notebook/recovery.h"
#include "sample/sampledatabase.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

#include <cmath>

using namespace assay;

namespace {

// Questions an analyst asks on a first day; the offline assistant answers each.
const QStringList Questions = {
    QStringLiteral("top 5 products by revenue"),
    QStringLiteral("revenue by region"),
    QStringLiteral("monthly revenue"),
    QStringLiteral("how many customers are there?"),
    QStringLiteral("average amount by channel"),
};

// Seven or more decimals: more than the grid ever writes, so binary noise.
const QRegularExpression FloatNoise(QStringLiteral("\\d[.,]\\d{7,}"));

QString squeezed(QString text)
{
    return text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
}

// The text of a PDF as poppler reads it, whitespace squeezed (a long line wraps on the page).
QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return {};
    return squeezed(QString::fromUtf8(p.readAllStandardOutput()));
}

// The PDF's pages as PNGs in the test output, for a person to look at.
void keepPages(const QString &pdf, const QString &name)
{
    QProcess::execute(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("40"), QStringLiteral("-png"), pdf,
                                                   test::outputDir() + QLatin1Char('/') + name});
}

// Answers the next question box with `button`, when it comes; `asked` counts the boxes seen.
void answerNextMessageBox(QMessageBox::StandardButton button, int *asked, QString *text = nullptr)
{
    auto *poll = new QTimer(qApp);
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, button, asked, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->isVisible())
            return;
        ++*asked;
        if (text)
            *text = box->text();
        poll->deleteLater();
        box->button(button)->click();
    });
    poll->start();
}

QAction *menuAction(QMenu *menu, const QString &text)
{
    for (QAction *a : menu->actions()) {
        if (a->text() == text)
            return a;
        if (a->menu())
            if (QAction *inner = menuAction(a->menu(), text))
                return inner;
    }
    return nullptr;
}

QAction *fileAction(ui::MainWindow &w, const QString &text)
{
    for (QAction *a : w.menuBar()->actions()) {
        if (a->text() == u"&File")
            return menuAction(a->menu(), text);
    }
    return nullptr;
}

} // namespace

class TestAnalystDay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void anAnalystsDay();
    void aLongNotebookExportedWhileScrolledToTheMiddle();
    void badInputGivesCompleteReportsAndClearMessages();

private:
    void openWindow(ui::MainWindow &w);
    ui::ChatTurnWidget *ask(ui::MainWindow &w, const QString &question);
    // File → Export → Report…, the dialog filled in as an analyst would; waits for the file.
    void exportFromMenu(ui::MainWindow &w, exports::ReportFormat format, const QString &path);
    // Every cell of the notebook is in the PDF: names, every chart drawn, every insight.
    void verifyPdfHoldsTheNotebook(const notebook::Notebook &nb, const QString &pdf);
    void verifyNoFloatNoise(const QString &text, const QString &what);
    void shoot(QWidget *w, const QString &name);
    void editACellAndChangeAChart(ui::MainWindow &w);
    void unsavedWorkIsNeitherReplacedNorLost(ui::MainWindow &w);

    QTemporaryDir m_dir;
};

void TestAnalystDay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
    // The window's own sample database (File → Open Sample Database), as a fresh account has it.
    const QString target = sample::sampleDatabasePath();
    QDir().mkpath(QFileInfo(target).absolutePath());
    QFile::remove(target);
    QVERIFY(QFile::copy(test::sampleDatabase(), target));
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir(data + QStringLiteral("/recovery")).removeRecursively();
    QDir(data + QStringLiteral("/knowledge")).removeRecursively();
    ui::Tour::setShown(true); // the first-run tour has its own tests
}

void TestAnalystDay::shoot(QWidget *w, const QString &name)
{
    const QString path = test::outputDir() + QStringLiteral("/analyst-day-%1.png").arg(name);
    QVERIFY(test::settledGrab(w).save(path));
    qInfo() << "screenshot:" << path;
}

void TestAnalystDay::openWindow(ui::MainWindow &w)
{
    w.resize(1366, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy ran(w.document()->runner(), &notebook::NotebookRunner::runFinished);
    w.startUp(false); // a first start: the welcome notebook on the sample database, run
    QVERIFY(ran.wait(120000));
    QTRY_VERIFY_WITH_TIMEOUT(!w.knowledge()->snapshot()->context.tables.isEmpty() && !w.knowledge()->isBuilding(), 120000);
}

ui::ChatTurnWidget *TestAnalystDay::ask(ui::MainWindow &w, const QString &question)
{
    QSignalSpy finished(w.askController(), &ui::AskController::finished);
    w.chatPanel()->input()->setPlainText(question);
    QTest::keyClick(w.chatPanel()->input(), Qt::Key_Return);
    if (!finished.wait(60000))
        return nullptr;
    // The answer's cells run; the insight is tied to its source once that has run.
    if (!QTest::qWaitFor([&w] { return !w.document()->runner()->isRunning(); }, 60000))
        return nullptr;
    return w.chatPanel()->turns().last();
}

void TestAnalystDay::exportFromMenu(ui::MainWindow &w, exports::ReportFormat format, const QString &path)
{
    QAction *report = fileAction(w, QStringLiteral("&Report…"));
    QVERIFY(report);
    bool filled = false;
    QTimer::singleShot(0, &w, [&] {
        QTRY_VERIFY(qobject_cast<ui::ReportExportDialog *>(QApplication::activeModalWidget()));
        auto *dialog = qobject_cast<ui::ReportExportDialog *>(QApplication::activeModalWidget());
        dialog->setFormat(format);
        dialog->setPath(path);
        filled = true;
        QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    QFile::remove(path);
    report->trigger();
    QVERIFY(filled);
    QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<ui::ReportExporter *>(), 180000);
    QVERIFY2(QFileInfo::exists(path), qPrintable(w.statusBar()->currentMessage()));
    QVERIFY2(w.statusBar()->currentMessage().startsWith(QLatin1String("Report written")), qPrintable(w.statusBar()->currentMessage()));
}

void TestAnalystDay::verifyNoFloatNoise(const QString &text, const QString &what)
{
    const QRegularExpressionMatch noise = FloatNoise.match(text);
    QVERIFY2(!noise.hasMatch(), qPrintable(QStringLiteral("%1 prints %2").arg(what, noise.captured(0))));
}

// Issue 44 item 1: the window's PDF once left whole runs of cells blank (names, charts,
// captions, insights) while the HTML had them all. What the PDF lacks is collected and reported
// at once.
#define ASSAY_PDF_HOLDS_ALL(missing) QVERIFY2((missing).isEmpty(), qPrintable((missing).join(QStringLiteral("; "))))

void TestAnalystDay::verifyPdfHoldsTheNotebook(const notebook::Notebook &nb, const QString &pdf)
{
    const QString text = pdfText(pdf);
    QVERIFY2(!text.isEmpty(), "pdftotext read nothing");
    QStringList missing;
    int charts = 0;
    int insights = 0;
    for (const notebook::Cell &c : nb.cells()) {
        switch (c.kind) {
        case notebook::CellKind::Sql:
            if (!text.contains(c.name))
                missing << QStringLiteral("the cell %1").arg(c.name);
            break;
        case notebook::CellKind::Chart: {
            // The caption under a chart is written only when its drawing is there.
            const notebook::Cell *source = nb.cell(c.chartSourceId);
            QVERIFY(source);
            if (!text.contains(c.name))
                missing << QStringLiteral("the chart cell %1").arg(c.name);
            if (!text.contains(QStringLiteral("From %1.").arg(source->name)))
                missing << QStringLiteral("the chart of %1").arg(c.name);
            ++charts;
            break;
        }
        case notebook::CellKind::Markdown:
            if (c.isInsight() || c.source.contains(QLatin1String("*Describes `"))) {
                // "Describes `top_products` · 5 rows · …": the insight's closing line.
                const QString describes = c.source.section(QLatin1String("*Describes `"), 1).section(u'`', 0, 0);
                if (!text.contains(QStringLiteral("Describes %1").arg(describes)))
                    missing << QStringLiteral("the insight %1").arg(c.name);
                ++insights;
            }
            break;
        }
    }
    qInfo() << "PDF holds" << charts << "charts and" << insights << "insights of" << nb.count() << "cells; lacks" << missing.size()
            << "parts";
    if (text.count(QStringLiteral("From ")) != charts)
        missing << QStringLiteral("%1 chart captions for %2 charts").arg(text.count(QStringLiteral("From "))).arg(charts);
    ASSAY_PDF_HOLDS_ALL(missing);
    verifyNoFloatNoise(text, QStringLiteral("the PDF"));
}

void TestAnalystDay::anAnalystsDay()
{
    ui::MainWindow w;
    openWindow(w);
    notebook::Notebook *nb = w.document()->notebook();
    const int welcomeCells = nb->count();
    shoot(&w, QStringLiteral("start"));

    // Questions: each becomes cells; the insight shows rendered at once, not as markdown source.
    int saidNoModel = 0;
    for (const QString &q : Questions) {
        ui::ChatTurnWidget *turn = ask(w, q);
        QVERIFY2(turn, qPrintable(q));
        const ask::AskResult &r = w.askController()->lastResult();
        QVERIFY2(r.outcome == ask::AskResult::Outcome::Answered, qPrintable(q + QStringLiteral(": ") + r.message));
        saidNoModel += turn->answerLabel()->text().count(QLatin1String("Answered offline"));
        const notebook::Cell &last = nb->at(nb->count() - 1);
        if (last.kind == notebook::CellKind::Markdown) {
            auto *insight = qobject_cast<ui::MarkdownCellWidget *>(w.notebookView()->cellWidget(last.id));
            QVERIFY(insight);
            QVERIFY2(!insight->isEditing(), qPrintable(q));
            QVERIFY2(!insight->browser()->toPlainText().contains(QLatin1String("**")), qPrintable(insight->browser()->toPlainText()));
        }
    }
    // Why no model answers is said once, not under every answer.
    QCOMPARE(saidNoModel, 1);
    QVERIFY(nb->count() >= welcomeCells + 2 * Questions.size());
    // The top five: its insight is about the five, not about all products.
    const auto topInsight = std::find_if(nb->cells().begin(), nb->cells().end(), [](const notebook::Cell &c) {
        return c.kind == notebook::CellKind::Markdown && c.source.contains(QLatin1String("top 5"));
    });
    QVERIFY2(topInsight != nb->cells().end(), "no insight about the top 5");
    QVERIFY2(!topInsight->source.contains(QLatin1String("of the total.")), qPrintable(topInsight->source));
    w.findChild<QDockWidget *>(QStringLiteral("chatDock"))->raise();
    shoot(&w, QStringLiteral("answered"));

    editACellAndChangeAChart(w);

    // Reports from the menu, with the notebook scrolled to its top: the Assistant's cells are
    // far below the screen and have no widgets.
    w.notebookView()->verticalScrollBar()->setValue(0);
    QTest::qWait(50);
    const QString lastId = nb->at(nb->count() - 1).id;
    QTRY_VERIFY_WITH_TIMEOUT(!w.notebookView()->isBuildingAhead(), 10000);
    const QString html = m_dir.filePath(QStringLiteral("day.html"));
    const QString pdf = m_dir.filePath(QStringLiteral("day.pdf"));
    exportFromMenu(w, exports::ReportFormat::Html, html);
    exportFromMenu(w, exports::ReportFormat::Pdf, pdf);
    keepPages(pdf, QStringLiteral("analyst-day-pdf"));
    QFile htmlFile(html);
    QVERIFY(htmlFile.open(QIODevice::ReadOnly));
    const QString htmlText = QString::fromUtf8(htmlFile.readAll());
    verifyNoFloatNoise(htmlText, QStringLiteral("the HTML report"));
    QCOMPARE(htmlText.count(QLatin1String("<figure")), int(std::count_if(nb->cells().begin(), nb->cells().end(), [](const notebook::Cell &c) {
                 return c.kind == notebook::CellKind::Chart;
             })));
    verifyPdfHoldsTheNotebook(*nb, pdf);
    Q_UNUSED(lastId);

    unsavedWorkIsNeitherReplacedNorLost(w);
}

void TestAnalystDay::editACellAndChangeAChart(ui::MainWindow &w)
{
    notebook::Notebook *nb = w.document()->notebook();
    // Edit: the top five become the top six, run with Ctrl+Enter in the cell's editor.
    QString topId;
    for (const notebook::Cell &c : nb->cells()) {
        if (c.kind == notebook::CellKind::Sql && c.source.contains(QLatin1String("LIMIT 5")))
            topId = c.id;
    }
    QVERIFY2(!topId.isEmpty(), "no top-5 query");
    auto *sql = qobject_cast<ui::SqlCellWidget *>(w.notebookView()->cellWidget(topId));
    QVERIFY(sql);
    w.notebookView()->setCurrentCell(topId, true);
    sql->editor()->setPlainText(QString(nb->cell(topId)->source).replace(QLatin1String("LIMIT 5"), QLatin1String("LIMIT 6")));
    QSignalSpy finished(w.document()->runner(), &notebook::NotebookRunner::cellFinished);
    QTest::keyClick(sql->editor(), Qt::Key_Return, Qt::ControlModifier);
    QTRY_COMPARE_WITH_TIMEOUT(nb->cell(topId)->output.rowCount, qint64(6), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(!w.document()->runner()->isRunning(), 20000);

    // Change a chart: its aggregation, picked from the drop-down with the keyboard.
    QString chartId;
    for (const notebook::Cell &c : nb->cells()) {
        if (c.kind == notebook::CellKind::Chart && c.chartSourceId == topId)
            chartId = c.id;
    }
    QVERIFY(!chartId.isEmpty());
    auto *chart = qobject_cast<ui::ChartCellWidget *>(w.notebookView()->cellWidget(chartId));
    QVERIFY(chart);
    w.notebookView()->setCurrentCell(chartId);
    QComboBox *aggregation = chart->editor()->aggregationBox();
    const charts::ChartSpec before = nb->cell(chartId)->chart;
    aggregation->setFocus();
    QTest::keyClick(aggregation, Qt::Key_Down);
    QTRY_VERIFY(!(nb->cell(chartId)->chart == before));
    QTRY_VERIFY_WITH_TIMEOUT(!w.document()->runner()->isRunning() && nb->result(chartId), 20000);
    shoot(&w, QStringLiteral("edited"));
}

void TestAnalystDay::unsavedWorkIsNeitherReplacedNorLost(ui::MainWindow &w)
{
    notebook::Notebook *nb = w.document()->notebook();
    QVERIFY(nb->isModified());
    const int cells = nb->count();
    QStringList sources;
    for (const notebook::Cell &c : nb->cells())
        sources << c.source;
    QAction *welcome = fileAction(w, QStringLiteral("Open &Welcome Notebook"));
    QVERIFY(welcome);

    // Cancel: nothing changes.
    int asked = 0;
    answerNextMessageBox(QMessageBox::Cancel, &asked);
    welcome->trigger();
    QCOMPARE(asked, 1);
    QCOMPARE(nb->count(), cells);
    QVERIFY(nb->isModified());

    // Discard: the welcome notebook opens, and the discarded work is kept as a notebook file.
    const QString discarded = notebook::RecoveryStore().discardedDirectory();
    QDir(discarded).removeRecursively();
    QString question;
    answerNextMessageBox(QMessageBox::Discard, &asked, &question);
    welcome->trigger();
    QCOMPARE(asked, 2);
    QVERIFY2(question.contains(QLatin1String("copy")), qPrintable(question));
    QTRY_VERIFY(nb->count() < cells);
    const QStringList copies = QDir(discarded).entryList({QStringLiteral("*.assaynb")}, QDir::Files);
    QCOMPARE(copies.size(), 1);
    notebook::Notebook kept;
    QCOMPARE(notebook::loadNotebook(QDir(discarded).filePath(copies.first()), kept), QString());
    QCOMPARE(kept.count(), cells);
    for (int i = 0; i < cells; ++i)
        QCOMPARE(kept.at(i).source, sources[i]);
    QVERIFY2(w.statusBar()->currentMessage().contains(QDir::toNativeSeparators(discarded)), qPrintable(w.statusBar()->currentMessage()));
    nb->setModified(false);
}

void TestAnalystDay::aLongNotebookExportedWhileScrolledToTheMiddle()
{
    ui::MainWindow w;
    openWindow(w);
    // 300 cells: a query, its chart and a note, a hundred times; every cell on the sample.
    QList<notebook::Cell> cells;
    for (int i = 0; i < 100; ++i) {
        notebook::Cell sql;
        sql.id = QStringLiteral("q%1").arg(i);
        sql.kind = notebook::CellKind::Sql;
        sql.name = QStringLiteral("step_%1").arg(i, 3, 10, QLatin1Char('0'));
        sql.source = QStringLiteral("SELECT r.name AS region, SUM(l.amount) * %1 AS revenue FROM order_lines l JOIN orders o ON o.order_id = "
                                    "l.order_id JOIN stores s ON s.store_id = o.store_id JOIN regions r ON r.region_id = s.region_id "
                                    "GROUP BY r.name ORDER BY r.name")
                         .arg(i + 1);
        notebook::Cell chart;
        chart.id = QStringLiteral("c%1").arg(i);
        chart.kind = notebook::CellKind::Chart;
        chart.name = QStringLiteral("chart_%1").arg(i, 3, 10, QLatin1Char('0'));
        chart.chartSourceId = sql.id;
        chart.chart.type = charts::ChartType::Bar;
        chart.chart.x = QStringLiteral("region");
        chart.chart.y = {{QStringLiteral("revenue"), charts::Aggregation::Sum, {}}};
        notebook::Cell note;
        note.id = QStringLiteral("m%1").arg(i);
        note.kind = notebook::CellKind::Markdown;
        note.name = QStringLiteral("note_%1").arg(i, 3, 10, QLatin1Char('0'));
        note.source = QStringLiteral("Note %1 of the long notebook.").arg(i + 1);
        cells << sql << chart << note;
    }
    w.document()->notebook()->replaceAll(cells);
    QSignalSpy ran(w.document()->runner(), &notebook::NotebookRunner::runFinished);
    w.document()->runner()->runAll();
    QVERIFY(ran.wait(180000));
    // Scrolled to the middle: only a screenful of its 300 cells has widgets.
    ui::NotebookView *view = w.notebookView();
    view->setCurrentCell(QStringLiteral("c50"));
    QTRY_VERIFY_WITH_TIMEOUT(!view->isBuildingAhead(), 10000);
    QVERIFY2(view->builtCellCount() < 60, qPrintable(QString::number(view->builtCellCount())));
    shoot(&w, QStringLiteral("long-middle"));
    const QString pdf = m_dir.filePath(QStringLiteral("long.pdf"));
    exportFromMenu(w, exports::ReportFormat::Pdf, pdf);
    verifyPdfHoldsTheNotebook(*w.document()->notebook(), pdf);
    const QString text = pdfText(pdf);
    QStringList missing;
    for (int i = 0; i < 100; ++i) {
        if (!text.contains(QStringLiteral("Note %1 of the long notebook.").arg(i + 1)))
            missing << QStringLiteral("note %1").arg(i + 1);
    }
    ASSAY_PDF_HOLDS_ALL(missing);
    w.document()->notebook()->setModified(false);
}

void TestAnalystDay::badInputGivesCompleteReportsAndClearMessages()
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany)); // a comma decimal separator
    auto english = qScopeGuard([] { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); });
    ui::MainWindow w;
    openWindow(w);
    ui::NotebookDocument *doc = w.document();
    notebook::Notebook *nb = doc->notebook();
    // A chart whose source fails, an insight over an empty result, and a noisy sum.
    const QString broken = doc->addCell(notebook::CellKind::Sql, nb->count(), QStringLiteral("SELECT region, nope FROM regions"),
                                        QStringLiteral("broken_source"));
    charts::ChartSpec spec;
    spec.type = charts::ChartType::Bar;
    spec.x = QStringLiteral("region");
    spec.y = {{QStringLiteral("nope"), charts::Aggregation::Sum, {}}};
    const QString brokenChart = doc->addChartCell(nb->count(), broken, spec, QStringLiteral("broken_chart"));
    const QString empty = doc->addCell(notebook::CellKind::Sql, nb->count(),
                                       QStringLiteral("SELECT name, amount FROM order_lines l JOIN products p USING (product_id) WHERE 1 = 0"),
                                       QStringLiteral("nothing_found"));
    const QString noisy = doc->addCell(notebook::CellKind::Sql, nb->count(), QStringLiteral("SELECT SUM(amount) AS revenue FROM order_lines"),
                                       QStringLiteral("all_revenue"));
    QSignalSpy ran(doc->runner(), &notebook::NotebookRunner::runFinished);
    doc->runner()->runAll();
    QVERIFY(ran.wait(120000));
    QVERIFY(!nb->cell(broken)->output.error.isEmpty());
    QCOMPARE(nb->cell(empty)->output.rowCount, qint64(0));
    // Describe the empty result: an insight that says so, rendered.
    w.notebookView()->describeResultOf(empty);
    QString insightId;
    QTRY_VERIFY_WITH_TIMEOUT([&] {
        for (const notebook::Cell &c : nb->cells())
            if (c.isInsight() && c.insightSourceId == empty)
                insightId = c.id;
        return !insightId.isEmpty();
    }(), 20000);
    QVERIFY2(nb->cell(insightId)->source.contains(QLatin1String("keine Zeilen")) || nb->cell(insightId)->source.contains(QLatin1String("no rows")),
             qPrintable(nb->cell(insightId)->source));
    auto *insight = qobject_cast<ui::MarkdownCellWidget *>(w.notebookView()->cellWidget(insightId));
    QVERIFY(insight && !insight->isEditing());

    const QString pdf = m_dir.filePath(QStringLiteral("bad.pdf"));
    const QString html = m_dir.filePath(QStringLiteral("bad.html"));
    exportFromMenu(w, exports::ReportFormat::Pdf, pdf);
    exportFromMenu(w, exports::ReportFormat::Html, html);
    keepPages(pdf, QStringLiteral("analyst-day-bad-pdf"));
    const QString text = pdfText(pdf);
    // The failed source says why, under its chart too; the noisy sum reads as German writes it.
    const QString why = squeezed(nb->cell(broken)->output.error.section(u'\n', 0, 0));
    QVERIFY2(text.contains(why.left(30)), qPrintable(why));
    QStringList missing;
    for (const char *name : {"broken_chart", "nothing_found"}) {
        if (!text.contains(QLatin1String(name)))
            missing << QLatin1String(name);
    }
    ASSAY_PDF_HOLDS_ALL(missing);
    QVERIFY(nb->cell(noisy)->output.rowCount == 1);
    const double sum = nb->result(noisy)->value(0, 0).toDouble();
    // Cents, as German writes them, with only the decimals the value needs (as the grid writes
    // it): 39.250.029,4, not 39250029.399999 nor 39.250.029,40.
    QString german = QLocale().toString(std::round(sum * 100) / 100, 'f', 2);
    while (german.endsWith(u'0'))
        german.chop(1);
    if (german.endsWith(QLocale().decimalPoint()))
        german.chop(QLocale().decimalPoint().size());
    QVERIFY2(text.contains(german), qPrintable(german));
    verifyNoFloatNoise(text, QStringLiteral("the PDF"));
    QFile htmlFile(html);
    QVERIFY(htmlFile.open(QIODevice::ReadOnly));
    const QString htmlText = QString::fromUtf8(htmlFile.readAll());
    QVERIFY2(htmlText.contains(german), qPrintable(german));
    verifyNoFloatNoise(htmlText, QStringLiteral("the HTML report"));
    Q_UNUSED(brokenChart);
    nb->setModified(false);
}

QTEST_MAIN(TestAnalystDay)
#include "tst_analyst_day.moc"
