// What the mouse does in a notebook: the wheel scrolls the notebook even when the pointer passes
// over a chart's drop-downs and spin boxes (they take the wheel only once focused, and then do);
// a click on a drop-down in a partly visible cell opens its list where it was clicked, without
// scrolling; Regenerate on an insight keeps the scroll position; an insight that arrives with its
// text (as the Assistant writes one) shows rendered at once.

#include "notebook/chartcellwidget.h"
#include "notebook/charteditor.h"
#include "notebook/insightbar.h"
#include "notebook/markdowncellwidget.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"
#include "notebook/insightcontroller.h"
#include "testsupport.h"

#include "db/resultstore.h"
#include "notebook/notebook.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QMenu>
#include <QToolButton>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QWheelEvent>
#include <QtTest>
#include <QtTest/qtestspontaneevent.h>

using namespace assay;

namespace {

std::shared_ptr<db::ResultStore> salesRows()
{
    auto store = std::make_shared<db::ResultStore>();
    store->setColumns({{QStringLiteral("category"), QString(), db::ValueType::Text},
                       {QStringLiteral("amount"), QString(), db::ValueType::Real}});
    store->append({{QStringLiteral("Books"), 500.0}, {QStringLiteral("Games"), 300.0}, {QStringLiteral("Music"), 200.0}});
    store->markComplete();
    return store;
}

// A wheel turn as the window system delivers it (spontaneous): Qt gives a control with "wheel
// focus" the focus before any handler sees the event, so a synthetic event would not show the
// defect.
void wheelAt(QWidget *target, QPoint local, int delta)
{
    QWheelEvent event(local, target->mapToGlobal(local), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QSpontaneKeyEvent::setSpontaneous(&event);
    qApp->notify(target, &event);
    QCoreApplication::processEvents();
}

} // namespace

class TestNotebookInteraction : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void theWheelScrollsTheNotebookNotTheChart();
    void aDropDownOpensWhereItWasClicked();
    void regenerateKeepsTheScrollPosition();
    void anInsightThatArrivesWrittenShowsRendered();

private:
    // Scrolls so that the top of `w` is `fromBottom` pixels above the viewport's bottom edge.
    void placeNearTheBottom(QWidget *w, int fromBottom);

    ui::NotebookDocument *m_doc = nullptr;
    ui::NotebookView *m_view = nullptr;
    QString m_sourceId;
    QString m_chartId;
};

void TestNotebookInteraction::init()
{
    m_doc = new ui::NotebookDocument;
    m_view = new ui::NotebookView(m_doc);
    m_view->resize(900, 600);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    // Text cells above and below, so the chart sits in the middle of a notebook that scrolls.
    QList<notebook::Cell> cells;
    for (int i = 0; i < 6; ++i) {
        notebook::Cell note;
        note.kind = notebook::CellKind::Markdown;
        note.id = QStringLiteral("above%1").arg(i);
        note.source = QStringLiteral("Some text above, paragraph %1.\n\nAnd a second line.").arg(i);
        cells << note;
    }
    notebook::Cell source;
    source.id = m_sourceId = QStringLiteral("sales");
    source.name = QStringLiteral("sales");
    source.source = QStringLiteral("SELECT category, amount FROM sales");
    cells << source;
    notebook::Cell chart;
    chart.id = m_chartId = QStringLiteral("sales_chart");
    chart.name = QStringLiteral("sales_chart");
    chart.kind = notebook::CellKind::Chart;
    chart.chartSourceId = source.id;
    chart.chart.type = charts::ChartType::Bar;
    chart.chart.x = QStringLiteral("category");
    chart.chart.y = {{QStringLiteral("amount"), charts::Aggregation::Sum, {}}};
    cells << chart;
    for (int i = 0; i < 6; ++i) {
        notebook::Cell note;
        note.kind = notebook::CellKind::Markdown;
        note.id = QStringLiteral("below%1").arg(i);
        note.source = QStringLiteral("Some text below, paragraph %1.").arg(i);
        cells << note;
    }
    m_doc->notebook()->replaceAll(cells);
    notebook::OutputInfo o;
    o.rowCount = 3;
    o.columns = salesRows()->columns();
    o.dataHash = QStringLiteral("first");
    o.ranAt = QDateTime::currentDateTimeUtc();
    m_doc->notebook()->setResult(m_sourceId, salesRows(), o);
    m_doc->notebook()->setResult(m_chartId, salesRows(), o);
    m_view->setCurrentCell(QStringLiteral("above0"));
    QTRY_VERIFY(!m_view->isBuildingAhead());
}

void TestNotebookInteraction::cleanup()
{
    delete m_view;
    delete m_doc;
}

void TestNotebookInteraction::placeNearTheBottom(QWidget *w, int fromBottom)
{
    QScrollBar *bar = m_view->verticalScrollBar();
    bar->setValue(w->y() - (m_view->viewport()->height() - fromBottom));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QTRY_VERIFY(!m_view->isBuildingAhead());
    QTest::qWait(20);
}

void TestNotebookInteraction::theWheelScrollsTheNotebookNotTheChart()
{
    auto *chart = qobject_cast<ui::ChartCellWidget *>(m_view->cellWidget(m_chartId));
    QVERIFY(chart);
    QComboBox *aggregation = chart->editor()->aggregationBox();
    QSpinBox *top = chart->editor()->topBox();
    placeNearTheBottom(chart, 250);
    const charts::ChartSpec before = m_doc->notebook()->cell(m_chartId)->chart;
    QScrollBar *bar = m_view->verticalScrollBar();
    for (QWidget *control : {static_cast<QWidget *>(aggregation), static_cast<QWidget *>(top)}) {
        QVERIFY(control->isVisible());
        const QPoint centre = control->rect().center();
        const int scrolled = bar->value();
        const int index = aggregation->currentIndex();
        const int value = top->value();
        wheelAt(control, centre, -120); // down: toward "average", "count" in the list
        QCOMPARE(aggregation->currentIndex(), index);
        QCOMPARE(top->value(), value);
        QVERIFY2(!control->hasFocus(), "the wheel gave the control the focus");
        QVERIFY2(bar->value() > scrolled, "the notebook did not scroll");
        // Back up, so the next control is under the pointer again.
        bar->setValue(scrolled);
        QTest::qWait(20);
    }
    QCOMPARE(m_doc->notebook()->cell(m_chartId)->chart, before);
    // Focused (clicked, or reached with Tab), the drop-down takes the wheel as it always did.
    aggregation->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(aggregation->hasFocus());
    const int index = aggregation->currentIndex();
    wheelAt(aggregation, aggregation->rect().center(), -120);
    QVERIFY(aggregation->currentIndex() != index);
}

void TestNotebookInteraction::aDropDownOpensWhereItWasClicked()
{
    auto *chart = qobject_cast<ui::ChartCellWidget *>(m_view->cellWidget(m_chartId));
    QVERIFY(chart);
    QComboBox *type = chart->editor()->typeBox();
    // The chart's controls show at the bottom of the screen; the chart itself is below it.
    placeNearTheBottom(chart, 150);
    QVERIFY(chart->y() + chart->height() > m_view->verticalScrollBar()->value() + m_view->viewport()->height());
    QVERIFY(type->isVisible());
    const QPoint before = type->mapTo(m_view->viewport(), QPoint(0, 0));
    QVERIFY(m_view->viewport()->rect().contains(before));
    const int scrolled = m_view->verticalScrollBar()->value();
    QVERIFY(m_view->currentCellId() != m_chartId);
    QTest::mousePress(type, Qt::LeftButton, {}, type->rect().center()); // a drop-down opens on the press
    QTRY_VERIFY(type->view()->isVisible());
    // The cell became current where it is: nothing moved under the pointer.
    QCOMPARE(m_view->currentCellId(), m_chartId);
    QCOMPARE(m_view->verticalScrollBar()->value(), scrolled);
    QCOMPARE(type->mapTo(m_view->viewport(), QPoint(0, 0)), before);
    type->hidePopup();
    QTest::qWait(50);
    QCOMPARE(m_view->verticalScrollBar()->value(), scrolled);
}

void TestNotebookInteraction::regenerateKeepsTheScrollPosition()
{
    // An insight about the chart's source, written from an older result: Regenerate shows.
    notebook::Notebook *nb = m_doc->notebook();
    const int at = nb->indexOf(m_chartId) + 1;
    const QString insightId = m_doc->addCell(notebook::CellKind::Markdown, at,
                                             QStringLiteral("- **Books** has the highest amount: 400.\n\n*Describes `sales`.*"),
                                             QStringLiteral("sales_insight"));
    nb->setInsightSource(insightId, m_sourceId, QStringLiteral("older"));
    QVERIFY(nb->isInsightOutdated(insightId));
    m_view->setCurrentCell(QStringLiteral("above0"));
    auto *insight = qobject_cast<ui::MarkdownCellWidget *>(m_view->cellWidget(insightId));
    QVERIFY(insight);
    QPushButton *regenerate = insight->findChild<ui::InsightBar *>()->regenerateButton();
    placeNearTheBottom(insight, 60);
    QTRY_VERIFY(regenerate->isVisible());
    const int scrolled = m_view->verticalScrollBar()->value();
    QSignalSpy written(m_view->findChild<ui::InsightController *>(), &ui::InsightController::insightWritten);
    // From the cell's ⋯ menu, as an analyst finds it.
    QToolButton *actions = nullptr;
    for (QToolButton *b : insight->findChildren<QToolButton *>()) {
        if (b->accessibleName() == u"Cell actions")
            actions = b;
    }
    QVERIFY(actions && actions->isVisible());
    bool chosen = false;
    QTimer::singleShot(0, this, [&chosen] {
        QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        for (QAction *a : menu->actions()) {
            if (a->text() == u"Regenerate Insight") {
                chosen = true;
                menu->close();
                a->trigger();
            }
        }
    });
    QTest::mouseClick(actions, Qt::LeftButton);
    QTRY_VERIFY(chosen);
    QVERIFY(written.wait(20000));
    QTest::qWait(50);
    QVERIFY2(nb->cell(insightId)->source.contains(QLatin1String("500")), qPrintable(nb->cell(insightId)->source));
    QCOMPARE(m_view->verticalScrollBar()->value(), scrolled);
    QVERIFY(!insight->isEditing());
    // Once more from the bar's button (shown while the text is older than the result).
    nb->setInsightSource(insightId, m_sourceId, QStringLiteral("older again"));
    QTRY_VERIFY(regenerate->isVisible());
    const int again = m_view->verticalScrollBar()->value();
    QTest::mouseClick(regenerate, Qt::LeftButton);
    QVERIFY(written.wait(20000));
    QTest::qWait(50);
    QCOMPARE(m_view->verticalScrollBar()->value(), again);
}

void TestNotebookInteraction::anInsightThatArrivesWrittenShowsRendered()
{
    // As the Assistant adds its answer's insight: a text cell inserted with its text.
    const QString id = m_doc->addCell(notebook::CellKind::Markdown, m_doc->notebook()->count(),
                                      QStringLiteral("- **Books** has the highest `amount`: 500.\n\n*Describes `sales`.*"),
                                      QStringLiteral("sales_insight"));
    auto *cell = qobject_cast<ui::MarkdownCellWidget *>(m_view->cellWidget(id));
    QVERIFY(cell);
    QTest::qWait(20);
    QVERIFY(!cell->isEditing());
    QVERIFY2(!cell->browser()->toPlainText().contains(QLatin1String("**")), qPrintable(cell->browser()->toPlainText()));
    QVERIFY(cell->browser()->toPlainText().contains(QLatin1String("Books has the highest amount: 500.")));
    // A new empty text cell still opens for typing.
    const QString blank = m_doc->addCell(notebook::CellKind::Markdown, m_doc->notebook()->count());
    auto *typing = qobject_cast<ui::MarkdownCellWidget *>(m_view->cellWidget(blank));
    QVERIFY(typing && typing->isEditing());
}

QTEST_MAIN(TestNotebookInteraction)
#include "tst_notebook_interaction.moc"
