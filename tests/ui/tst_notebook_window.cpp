// The notebook in the window, offscreen: the welcome notebook runs on the sample database,
// cells are added, typed into, run, undone; charts change by point-and-click; tables dropped
// from the schema become cells; crashed work is recovered. Screenshots go to the test output.

#include "charteditor.h"
#include "chartview.h"

#include <QtCharts/QChartView>
#include "mainwindow.h"
#include "messagebanner.h"
#include "notebook/chartcellwidget.h"
#include "notebook/dependencypanel.h"
#include "notebook/markdowncellwidget.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"
#include "notebook/sqlcellwidget.h"
#include "resultgrid.h"
#include "schematree.h"
#include "sqleditor.h"
#include "testsupport.h"

#include "db/connectionmanager.h"
#include "db/resultmodel.h"
#include "db/resultstore.h"
#include "notebook/notebookfile.h"
#include "notebook/notebookrunner.h"
#include "notebook/recovery.h"
#include "sample/sampledatabase.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QMimeData>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QWheelEvent>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTreeView>
#include <QUndoStack>
#include <QtTest>

using namespace assay;

class TestNotebookWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void welcomeNotebookRunsOnTheSample();
    void addTypeRunAndUndo();
    void chartChangesByPointAndClick();
    void tableDropAndColumnExploration();
    void renameRewritesAndUndoes();
    void saveReopenAndRecover();
    void hundredsOfCells();
    void windowFitsTheScreenAndRemembersItsSize();
    void editorsGrowWithTheirWrappedText();
    void newCellsScrollIntoView();
    void clickingAChartSelectsItsCell();
    void wheelPassesOnAtTheGridsEnd();

private:
    void grab(QWidget *w, const QString &name);
    void openWelcome(ui::MainWindow &w);
    bool runAll(ui::MainWindow &w, int timeoutMs = 60000);
};

void TestNotebookWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear(); // saved connections and notebooks from earlier runs must not leak in
    // The sample database in the (test-mode) data directory is the fixture's copy.
    const QString target = sample::sampleDatabasePath();
    QDir().mkpath(QFileInfo(target).absolutePath());
    QFile::remove(target);
    QVERIFY(QFile::copy(test::sampleDatabase(), target));
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery")).removeRecursively();
}

void TestNotebookWindow::grab(QWidget *w, const QString &name)
{
    QApplication::processEvents();
    const QString path = test::outputDir() + QLatin1Char('/') + name + QStringLiteral(".png");
    QVERIFY(w->grab().save(path));
    qInfo() << "screenshot:" << path;
}

bool TestNotebookWindow::runAll(ui::MainWindow &w, int timeoutMs)
{
    QSignalSpy finished(w.document()->runner(), &notebook::NotebookRunner::runFinished);
    w.document()->runner()->runAll();
    if (!finished.wait(timeoutMs))
        return false;
    return finished.first().first().toBool();
}

void TestNotebookWindow::openWelcome(ui::MainWindow &w)
{
    QSignalSpy catalog(w.connections(), &db::ConnectionManager::catalogLoaded);
    QSignalSpy finished(w.document()->runner(), &notebook::NotebookRunner::runFinished);
    w.openWelcomeNotebook(true);
    QVERIFY(catalog.wait(20000));
    QVERIFY(finished.wait(60000));
    QVERIFY2(finished.first().first().toBool(), "every welcome cell runs");
}

void TestNotebookWindow::welcomeNotebookRunsOnTheSample()
{
    ui::MainWindow w;
    w.resize(1400, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    openWelcome(w);
    const notebook::Notebook *nb = w.document()->notebook();
    QVERIFY(nb->count() >= 10);
    for (const notebook::Cell &c : nb->cells())
        QVERIFY2(nb->state(c.id) == notebook::CellState::Done, qPrintable(c.name + QStringLiteral(": ") + c.output.error));

    // Charts were drawn natively; markdown shows the embedded value with separators.
    int charts = 0;
    for (const notebook::Cell &c : nb->cells()) {
        if (c.kind == notebook::CellKind::Chart) {
            auto *cw = qobject_cast<ui::ChartCellWidget *>(w.notebookView()->cellWidget(c.id));
            QVERIFY(cw);
            QVERIFY2(cw->view()->hasChart(), qPrintable(c.name + QStringLiteral(": ") + cw->view()->message()));
            ++charts;
        }
    }
    QCOMPARE(charts, 3);
    auto *note = qobject_cast<ui::MarkdownCellWidget *>(w.notebookView()->cellWidget(QStringLiteral("w-total-note")));
    QVERIFY(note);
    const double total = nb->scalarValue(QStringLiteral("total_revenue")).toDouble();
    QVERIFY(total > 1e6);
    QVERIFY2(note->renderedMarkdown().contains(QLocale().toString(total, 'f', 2).left(5)), qPrintable(note->renderedMarkdown()));
    QVERIFY(!note->renderedMarkdown().contains(QLatin1String("{{")));

    // The dependency panel follows the current cell.
    w.notebookView()->setCurrentCell(QStringLiteral("w-sales"));
    QVERIFY(w.dependencyPanel()->readByList()->count() >= 3);
    grab(&w, QStringLiteral("notebook-welcome"));
    w.notebookView()->setCurrentCell(QStringLiteral("w-region-chart"));
    grab(&w, QStringLiteral("notebook-welcome-chart"));
    w.notebookView()->setCurrentCell(QStringLiteral("w-dept-chart"));
    grab(&w, QStringLiteral("notebook-welcome-pie"));
    w.document()->notebook()->setModified(false);
}

void TestNotebookWindow::addTypeRunAndUndo()
{
    ui::MainWindow w;
    w.resize(1300, 900);
    w.show();
    openWelcome(w);
    ui::NotebookDocument *doc = w.document();
    QUndoStack *undo = doc->undoStack();
    const int before = doc->notebook()->count();
    w.notebookView()->setCurrentCell(QStringLiteral("w-total"));
    const QString id = w.notebookView()->addCell(notebook::CellKind::Sql);
    QCOMPARE(doc->notebook()->count(), before + 1);
    QCOMPARE(doc->notebook()->indexOf(id), doc->notebook()->indexOf(QStringLiteral("w-total")) + 1);
    auto *cell = qobject_cast<ui::SqlCellWidget *>(w.notebookView()->cellWidget(id));
    QVERIFY(cell);
    cell->editor()->setFocus();
    QTest::keyClicks(cell->editor(), QStringLiteral("SELECT channel, COUNT(*) AS lines FROM sales_lines GROUP BY channel ORDER BY 1"));
    QCOMPARE(doc->notebook()->cell(id)->source.left(14), QStringLiteral("SELECT channel"));
    QCOMPARE(w.notebookView()->document()->notebook()->graph().parents(id), QStringList{QStringLiteral("w-sales")});

    QSignalSpy finished(doc->runner(), &notebook::NotebookRunner::runFinished);
    QTest::keyClick(cell->editor(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(finished.wait(20000));
    QCOMPARE(doc->notebook()->state(id), notebook::CellState::Done);
    QCOMPARE(cell->grid()->resultModel()->rowCount(), 3);
    QCOMPARE(cell->grid()->resultModel()->index(0, 0).data().toString(), QStringLiteral("mobile"));
    grab(cell, QStringLiteral("notebook-sql-cell"));

    // Undo takes the typing back in one step, then the cell itself; redo restores both.
    const QString typed = doc->notebook()->cell(id)->source;
    QVERIFY(undo->canUndo());
    undo->undo();
    QCOMPARE(doc->notebook()->cell(id)->source, QString());
    QCOMPARE(cell->editor()->toPlainText(), QString());
    undo->undo();
    QVERIFY(!doc->notebook()->cell(id));
    QCOMPARE(doc->notebook()->count(), before);
    undo->redo();
    undo->redo();
    QCOMPARE(doc->notebook()->cell(id)->source, typed);

    // Editing upstream makes this cell stale; running upstream re-runs it with new rows.
    doc->editSource(QStringLiteral("w-sales"), doc->notebook()->cell(QStringLiteral("w-sales"))->source + QStringLiteral(" AND o.channel = 'web'"));
    QCOMPARE(doc->notebook()->state(id), notebook::CellState::Stale);
    finished.clear();
    w.notebookView()->runCell(QStringLiteral("w-sales"), false);
    QVERIFY(finished.wait(30000));
    QCOMPARE(doc->notebook()->state(id), notebook::CellState::Done);
    auto *refreshed = qobject_cast<ui::SqlCellWidget *>(w.notebookView()->cellWidget(id));
    QCOMPARE(refreshed->grid()->resultModel()->rowCount(), 1);
    doc->notebook()->setModified(false);
}

void TestNotebookWindow::chartChangesByPointAndClick()
{
    ui::MainWindow w;
    w.resize(1300, 900);
    w.show();
    openWelcome(w);
    ui::NotebookDocument *doc = w.document();
    const QString id = QStringLiteral("w-monthly-chart");
    auto *cw = qobject_cast<ui::ChartCellWidget *>(w.notebookView()->cellWidget(id));
    QVERIFY(cw);
    ui::ChartEditor *editor = cw->editor();

    // A pie cannot have series: with "channel" as series, Pie is disabled with the reason.
    auto *typeModel = qobject_cast<QStandardItemModel *>(editor->typeBox()->model());
    const int pie = editor->typeBox()->findData(int(charts::ChartType::Pie));
    QVERIFY(!typeModel->item(pie)->isEnabled());
    QVERIFY(typeModel->item(pie)->toolTip().contains(QLatin1String("series")));
    // Summing a text column is disabled too.
    editor->measureBox()->setCurrentIndex(editor->measureBox()->findData(QStringLiteral("channel")));
    auto *aggModel = qobject_cast<QStandardItemModel *>(editor->aggregationBox()->model());
    editor->setSpec(doc->notebook()->cell(id)->chart); // back to the valid spec

    // Switch to bars by year, stacked by channel: one click each, the chart redraws.
    QSignalSpy finished(doc->runner(), &notebook::NotebookRunner::runFinished);
    editor->typeBox()->setCurrentIndex(editor->typeBox()->findData(int(charts::ChartType::Bar)));
    emit editor->typeBox()->activated(editor->typeBox()->currentIndex());
    QVERIFY(finished.wait(20000));
    QCOMPARE(doc->notebook()->cell(id)->chart.type, charts::ChartType::Bar);
    editor->grainBox()->setCurrentIndex(editor->grainBox()->findData(int(db::TimeGrain::Year)));
    emit editor->grainBox()->activated(editor->grainBox()->currentIndex());
    QVERIFY(finished.wait(20000));
    QCOMPARE(doc->notebook()->result(id)->rowCount(), qint64(5 * 3)); // 5 years x 3 channels
    QVERIFY(cw->view()->hasChart());
    grab(cw, QStringLiteral("notebook-chart-edited"));
    Q_UNUSED(aggModel);

    // Undo the grain change: the spec goes back.
    doc->undoStack()->undo();
    QCOMPARE(doc->notebook()->cell(id)->chart.grain, db::TimeGrain::Month);
    doc->notebook()->setModified(false);
}

void TestNotebookWindow::tableDropAndColumnExploration()
{
    ui::MainWindow w;
    w.resize(1300, 900);
    w.show();
    openWelcome(w);
    ui::NotebookDocument *doc = w.document();
    const int before = doc->notebook()->count();

    // The schema tree drags tables with our mime type; dropping one makes a SQL cell and runs it.
    // (Qt delivers synthetic drops only during a real drag, so the drop handler is called directly.)
    auto *schemaModel = w.schemaTree()->view()->model();
    QModelIndex storesIndex;
    for (int r = 0; r < schemaModel->rowCount(); ++r) {
        if (schemaModel->index(r, 0).data().toString() == u"stores")
            storesIndex = schemaModel->index(r, 0);
    }
    QVERIFY(storesIndex.isValid());
    std::unique_ptr<QMimeData> mime(schemaModel->mimeData({storesIndex}));
    QVERIFY(mime);
    QCOMPARE(mime->data(QStringLiteral("application/x-assay-table")), QByteArray("\tstores"));
    QSignalSpy finished(doc->runner(), &notebook::NotebookRunner::runFinished);
    w.notebookView()->dropTable(QString(), QStringLiteral("stores"), QPoint(50, 50));
    QVERIFY(finished.wait(20000));
    QCOMPARE(doc->notebook()->count(), before + 1);
    const notebook::Cell *dropped = nullptr;
    for (const notebook::Cell &c : doc->notebook()->cells()) {
        if (c.source.contains(QLatin1String("FROM stores")))
            dropped = &c;
    }
    QVERIFY(dropped);
    QCOMPARE(dropped->output.rowCount, 29);

    // Right-click a column: its distribution, and a measure over time.
    emit w.schemaTree()->columnExplorationRequested(QString(), QStringLiteral("customers"), QStringLiteral("segment"), QString());
    QVERIFY(finished.wait(20000));
    emit w.schemaTree()->columnExplorationRequested(QString(), QStringLiteral("order_lines"), QStringLiteral("amount"), QString());
    QVERIFY(finished.wait(20000));
    emit w.schemaTree()->columnExplorationRequested(QString(), QStringLiteral("orders"), QStringLiteral("shipping_cost"),
                                                    QStringLiteral("order_date"));
    QVERIFY(finished.wait(30000));
    QCOMPARE(doc->notebook()->count(), before + 1 + 6);
    for (int i = before + 1; i < doc->notebook()->count(); ++i) {
        const notebook::Cell &c = doc->notebook()->at(i);
        QVERIFY2(doc->notebook()->state(c.id) == notebook::CellState::Done, qPrintable(c.name + QStringLiteral(": ") + c.output.error));
        if (c.kind == notebook::CellKind::Chart)
            QVERIFY(qobject_cast<ui::ChartCellWidget *>(w.notebookView()->cellWidget(c.id))->view()->hasChart());
    }
    // The histogram has at most 20 buckets.
    const notebook::Cell &histogram = doc->notebook()->at(before + 3);
    QVERIFY(histogram.source.contains(QLatin1String("bucket")));
    QVERIFY(histogram.output.rowCount > 5 && histogram.output.rowCount <= 20);
    w.notebookView()->setCurrentCell(doc->notebook()->at(before + 4).id);
    grab(&w, QStringLiteral("notebook-histogram"));
    doc->notebook()->setModified(false);
}

void TestNotebookWindow::renameRewritesAndUndoes()
{
    ui::MainWindow w;
    w.show();
    openWelcome(w);
    ui::NotebookDocument *doc = w.document();
    QVERIFY(doc->renameCell(QStringLiteral("w-sales"), QStringLiteral("sold_lines"), true));
    QVERIFY(doc->notebook()->cell(QStringLiteral("w-total"))->source.contains(QLatin1String("FROM sold_lines")));
    QCOMPARE(doc->notebook()->cell(QStringLiteral("w-sales"))->name, QStringLiteral("sold_lines"));
    QVERIFY(!doc->renameCell(QStringLiteral("w-sales"), QStringLiteral("bad name"), true));
    doc->undoStack()->undo();
    QCOMPARE(doc->notebook()->cell(QStringLiteral("w-sales"))->name, QStringLiteral("sales_lines"));
    QVERIFY(doc->notebook()->cell(QStringLiteral("w-total"))->source.contains(QLatin1String("FROM sales_lines")));
    // Renaming without rewriting leaves the readers pointing at a name that no longer exists.
    QVERIFY(doc->renameCell(QStringLiteral("w-sales"), QStringLiteral("renamed"), false));
    QCOMPARE(doc->notebook()->graph().diagnostic(QStringLiteral("w-total")).kind, notebook::Diagnostic::Kind::UnknownName);
    QVERIFY(w.notebookView()->cellWidget(QStringLiteral("w-total"))->banner()->isVisible());
    grab(w.notebookView()->cellWidget(QStringLiteral("w-total")), QStringLiteral("notebook-unknown-name"));
    doc->notebook()->setModified(false);
}

void TestNotebookWindow::saveReopenAndRecover()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("analysis.assaynb"));
    {
        ui::MainWindow w;
        w.show();
        openWelcome(w);
        QCOMPARE(w.document()->saveAs(path), QString());
        QVERIFY(!w.document()->notebook()->isModified());
        QVERIFY(!w.isWindowModified());
    }
    {
        ui::MainWindow w;
        w.show();
        QVERIFY(w.openNotebookFile(path));
        QCOMPARE(w.document()->notebook()->count(), 11);
        // Outputs came back as metadata: stale, with their row counts, and no rows.
        QCOMPARE(w.document()->notebook()->state(QStringLiteral("w-region")), notebook::CellState::Stale);
        QCOMPARE(w.document()->notebook()->cell(QStringLiteral("w-region"))->output.rowCount, 7);
        QVERIFY(!w.document()->notebook()->result(QStringLiteral("w-region")));
        grab(&w, QStringLiteral("notebook-reopened"));
    }
    // A crashed session left a recovery file: the next window offers it and restores it.
    notebook::Notebook lost;
    notebook::Cell c;
    c.name = QStringLiteral("unsaved_work");
    c.source = QStringLiteral("SELECT 42");
    lost.insertCell(0, c);
    lost.setTitle(QStringLiteral("Lost analysis"));
    notebook::RecoveryStore store;
    QCOMPARE(store.write(QStringLiteral("crashed"), lost, path), QString());
    const QString file = store.directory() + QStringLiteral("/crashed.recovery.json");
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    QJsonObject meta = root.value(QStringLiteral("recovery")).toObject();
    meta[QStringLiteral("pid")] = 2147480000.0; // a process that is gone
    root[QStringLiteral("recovery")] = meta;
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QJsonDocument(root).toJson());
    f.close();
    ui::MainWindow w;
    w.show();
    QCOMPARE(w.recoverCrashedSessions(false), 1);
    QCOMPARE(w.document()->notebook()->count(), 1);
    QCOMPARE(w.document()->notebook()->at(0).name, QStringLiteral("unsaved_work"));
    QVERIFY(w.document()->notebook()->isModified());
    QCOMPARE(w.document()->filePath(), path);
    QVERIFY(!QFile::exists(file));
    w.document()->notebook()->setModified(false);
}

void TestNotebookWindow::hundredsOfCells()
{
    ui::MainWindow w;
    w.resize(1200, 900);
    w.show();
    notebook::NotebookDocument doc;
    for (int i = 0; i < 300; ++i) {
        notebook::Cell c;
        c.kind = i % 10 == 9 ? notebook::CellKind::Markdown : notebook::CellKind::Sql;
        c.id = QStringLiteral("id-%1").arg(i);
        c.name = QStringLiteral("cell_%1").arg(i);
        // Each SQL cell reads the SQL cell before it; every tenth cell is a note embedding one.
        const int previousSql = (i - 1) % 10 == 9 ? i - 2 : i - 1;
        c.source = c.kind == notebook::CellKind::Sql
                       ? QStringLiteral("SELECT %1 AS v FROM %2").arg(i).arg(i ? QStringLiteral("cell_%1").arg(previousSql) : QStringLiteral("orders"))
                       : QStringLiteral("Note %1: {{cell_%2}}").arg(i).arg(i - 1);
        doc.cells.append(c);
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.assaynb"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(notebook::serializeDocument(doc));
    f.close();
    QElapsedTimer clock;
    clock.start();
    QVERIFY(w.openNotebookFile(path));
    QApplication::processEvents();
    qInfo() << "opened and laid out 300 cells in" << clock.elapsed() << "ms";
    QCOMPARE(w.document()->notebook()->count(), 300);
    QVERIFY(w.notebookView()->cellWidget(w.document()->notebook()->at(299).id));
    QCOMPARE(w.document()->notebook()->graph().ancestors(w.document()->notebook()->at(298).id).size(), 298 - 29);
}

// Whatever screen it opens on, the whole window is on it (the Assistant's input and the status
// bar included); a size the user chose comes back at the next start.
void TestNotebookWindow::windowFitsTheScreenAndRemembersItsSize()
{
    QSettings().remove(QStringLiteral("window/geometry"));
    const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
    QSize chosen;
    {
        ui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY2(available.contains(w.frameGeometry()), qPrintable(QStringLiteral("%1x%2 on %3x%4").arg(w.frameGeometry().width()).arg(w.frameGeometry().height()).arg(available.width()).arg(available.height())));
        chosen = QSize(available.width() * 2 / 3, available.height() * 2 / 3).expandedTo(w.minimumSizeHint());
        w.resize(chosen);
        w.close();
    }
    ui::MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QCOMPARE(again.size(), chosen);
    again.close();
    QSettings().remove(QStringLiteral("window/geometry"));
}

// A long query on one line wraps; the editor grows to show every wrapped line (up to its limit)
// instead of four lines and a scroll bar.
void TestNotebookWindow::editorsGrowWithTheirWrappedText()
{
    ui::MainWindow w;
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QString id = w.notebookView()->addCell(notebook::CellKind::Sql);
    auto *cell = qobject_cast<ui::SqlCellWidget *>(w.notebookView()->cellWidget(id));
    QVERIFY(cell);
    const int empty = cell->editor()->height();
    QStringList columns;
    for (int i = 0; i < 24; ++i)
        columns << QStringLiteral("column_number_%1").arg(i);
    w.document()->editSource(id, QStringLiteral("SELECT ") + columns.join(QStringLiteral(", ")) + QStringLiteral(" FROM orders"));
    QApplication::processEvents();
    ui::SqlEditor *editor = cell->editor();
    QTRY_VERIFY2(editor->height() > 2 * empty, qPrintable(QString::number(editor->height())));
    QTRY_VERIFY(!editor->verticalScrollBar()->isVisible() || editor->verticalScrollBar()->maximum() == 0);
}

// A cell added below many others is scrolled to, so the analyst sees what appeared.
void TestNotebookWindow::newCellsScrollIntoView()
{
    ui::MainWindow w;
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    for (int i = 0; i < 25; ++i)
        w.document()->addCell(notebook::CellKind::Markdown, i, QStringLiteral("Note %1").arg(i));
    w.notebookView()->setCurrentCell(w.document()->notebook()->at(0).id);
    QApplication::processEvents();
    const QString id = w.document()->addCell(notebook::CellKind::Sql, 25, QStringLiteral("SELECT 1"));
    ui::CellWidget *cell = w.notebookView()->cellWidget(id);
    QVERIFY(cell);
    QWidget *viewport = w.notebookView()->viewport();
    QTRY_VERIFY_WITH_TIMEOUT(QRect(QPoint(0, 0), viewport->size()).intersects(QRect(cell->mapTo(viewport, QPoint(0, 0)), cell->size())), 3000);
}

// A click on a chart makes its cell the current one, as a click anywhere else in the cell does.
void TestNotebookWindow::clickingAChartSelectsItsCell()
{
    ui::MainWindow w;
    w.resize(1400, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    openWelcome(w);
    w.notebookView()->setCurrentCell(QStringLiteral("w-total"));
    auto *chart = qobject_cast<ui::ChartCellWidget *>(w.notebookView()->cellWidget(QStringLiteral("w-region-chart")));
    QVERIFY(chart);
    QWidget *target = chart->view()->chartView()->viewport();
    QTest::mouseClick(target, Qt::LeftButton, {}, QPoint(target->width() / 2, target->height() / 2));
    QCOMPARE(w.notebookView()->currentCellId(), QStringLiteral("w-region-chart"));
    w.document()->notebook()->setModified(false);
}

// The wheel over a grid scrolls the notebook until the grid is clicked; then it scrolls the grid,
// and once the grid is at its end, the notebook again: a grid never traps the wheel.
void TestNotebookWindow::wheelPassesOnAtTheGridsEnd()
{
    ui::MainWindow w;
    w.resize(1200, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    openWelcome(w);
    const QString id = w.document()->addCell(notebook::CellKind::Sql, 2, QStringLiteral("SELECT order_id, channel FROM orders ORDER BY order_id LIMIT 60"));
    QSignalSpy finished(w.document()->runner(), &notebook::NotebookRunner::runFinished);
    w.notebookView()->runCell(id, false);
    QVERIFY(finished.wait(20000));
    auto *cell = qobject_cast<ui::SqlCellWidget *>(w.notebookView()->cellWidget(id));
    QVERIFY(cell && cell->grid()->isVisible());
    QCOMPARE(cell->grid()->resultModel()->rowCount(), 60);
    w.notebookView()->ensureWidgetVisible(cell->grid());
    QApplication::processEvents();
    QScrollBar *page = w.notebookView()->verticalScrollBar();
    QScrollBar *grid = cell->grid()->verticalScrollBar();
    QWidget *viewport = cell->grid()->viewport();
    auto wheelDown = [&] {
        const QPoint at(viewport->width() / 2, viewport->height() / 2);
        QWheelEvent e(at, viewport->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(viewport, &e);
        QApplication::processEvents();
    };
    int pageBefore = page->value();
    wheelDown();
    QCOMPARE(grid->value(), 0);
    QVERIFY2(page->value() > pageBefore, "an unclicked grid lets the notebook scroll");

    w.notebookView()->ensureWidgetVisible(cell->grid());
    QTest::mouseClick(viewport, Qt::LeftButton, {}, QPoint(10, 10));
    QVERIFY(cell->grid()->hasFocus());
    pageBefore = page->value();
    wheelDown();
    QVERIFY(grid->value() > 0);
    QCOMPARE(page->value(), pageBefore);
    for (int i = 0; i < 100 && grid->value() < grid->maximum(); ++i)
        wheelDown();
    QCOMPARE(grid->value(), grid->maximum());
    wheelDown();
    QVERIFY2(page->value() > pageBefore, "at the grid's end the notebook scrolls on");
    w.document()->notebook()->setModified(false);
}

QTEST_MAIN(TestNotebookWindow)
#include "tst_notebook_window.moc"
