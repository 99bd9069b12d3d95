// A notebook view of 400 cells builds widgets only for the cells near the screen (CellWindow):
// opening builds a screenful, scrolling builds what comes into view and releases what is far,
// the cell at the top of the screen does not jump while cells above it are built, a focused
// editor survives scrolling away, and inserts, deletes and moves keep the built cells in the
// notebook's order. Figures for speed are in `assay-bench notebook-view`.

#include "notebook/cellwidget.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"
#include "notebook/sqlcellwidget.h"
#include "sqleditor.h"
#include "testsupport.h"

#include "notebook/notebook.h"

#include <QApplication>
#include <QPointer>
#include <QScrollBar>
#include <QStandardPaths>
#include <QUndoStack>
#include <QtTest>

using namespace assay;

namespace {

constexpr int CellCount = 400;

// Cells of different heights (1 to 12 lines), so estimates and real heights differ.
QList<notebook::Cell> cells()
{
    QList<notebook::Cell> out;
    for (int i = 0; i < CellCount; ++i) {
        notebook::Cell c;
        c.id = QStringLiteral("c%1").arg(i);
        c.name = QStringLiteral("step_%1").arg(i);
        QStringList lines = {QStringLiteral("SELECT %1 AS n").arg(i)};
        for (int k = 0; k < i % 12; ++k)
            lines << QStringLiteral("UNION ALL SELECT %1").arg(k);
        c.source = lines.join(u'\n');
        out << c;
    }
    return out;
}

} // namespace

class TestNotebookVirtual : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void openingBuildsAScreenful();
    void scrollingBuildsWhatComesNearAndReleasesTheRest();
    void theCellAtTheTopStaysInPlace();
    void aFocusedEditorSurvivesScrollingAway();
    void typingBringsBackAnEditorReleasedByAJump();
    void editsKeepTheBuiltCellsInOrder();
    void endKeyReachesTheLastCell();
    void aJumpFillsTheScreenOverAFewTurns();

private:
    // The built cells, top to bottom, must be consecutive cells of the notebook in its order.
    void verifyBuiltInOrder();
    void scrollTo(int value);
    int settledBuiltCount();
    int firstBuiltIndex() const;
    // The cell under a point of the viewport (between two cells: none).
    ui::CellWidget *cellAt(const QPoint &inViewport) const;

    ui::NotebookDocument *m_doc = nullptr;
    ui::NotebookView *m_view = nullptr;
};

void TestNotebookVirtual::init()
{
    m_doc = new ui::NotebookDocument;
    m_view = new ui::NotebookView(m_doc);
    m_view->resize(900, 700);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    m_doc->notebook()->replaceAll(cells());
}

void TestNotebookVirtual::cleanup()
{
    delete m_view;
    delete m_doc;
}

int TestNotebookVirtual::settledBuiltCount()
{
    // The cells within a screen are built a few per turn of the event loop.
    return QTest::qWaitFor([this] { return !m_view->isBuildingAhead(); }, 20000) ? m_view->builtCellCount() : -1;
}

int TestNotebookVirtual::firstBuiltIndex() const
{
    int first = CellCount;
    for (ui::CellWidget *w : m_view->widget()->findChildren<ui::CellWidget *>()) {
        if (!w->isHidden())
            first = std::min(first, m_doc->notebook()->indexOf(w->cellId()));
    }
    return first;
}

ui::CellWidget *TestNotebookVirtual::cellAt(const QPoint &inViewport) const
{
    for (QWidget *w = m_view->viewport()->childAt(inViewport); w; w = w->parentWidget()) {
        if (auto *c = qobject_cast<ui::CellWidget *>(w))
            return c;
    }
    return nullptr;
}

void TestNotebookVirtual::scrollTo(int value)
{
    m_view->verticalScrollBar()->setValue(value);
    QCoreApplication::processEvents();
}

void TestNotebookVirtual::verifyBuiltInOrder()
{
    QCoreApplication::processEvents(); // a widget added to a shown layout is shown by a queued call
    QList<ui::CellWidget *> built;
    for (ui::CellWidget *w : m_view->widget()->findChildren<ui::CellWidget *>()) {
        if (!w->isHidden())
            built << w;
    }
    QCOMPARE(int(built.size()), m_view->builtCellCount());
    std::sort(built.begin(), built.end(), [](const ui::CellWidget *a, const ui::CellWidget *b) { return a->y() < b->y(); });
    const notebook::Notebook *nb = m_doc->notebook();
    for (int k = 1; k < built.size(); ++k) {
        QCOMPARE(nb->indexOf(built[k]->cellId()), nb->indexOf(built[k - 1]->cellId()) + 1);
        QVERIFY2(built[k]->y() >= built[k - 1]->y() + built[k - 1]->height(), "built cells overlap");
    }
}

void TestNotebookVirtual::openingBuildsAScreenful()
{
    const int built = settledBuiltCount();
    QVERIFY2(built > 0 && built < 60, // -1: never settled
              qPrintable(QString::number(built)));
    QVERIFY(m_view->cellWidget(QStringLiteral("c0")));
    QVERIFY(m_view->cellWidget(QStringLiteral("c0"))->isVisible());
    // The scroll bar covers the whole notebook although most cells have no widget.
    QVERIFY(m_view->verticalScrollBar()->maximum() > 40 * m_view->viewport()->height());
    verifyBuiltInOrder();
}

void TestNotebookVirtual::scrollingBuildsWhatComesNearAndReleasesTheRest()
{
    QVERIFY(settledBuiltCount() >= 0);
    QPointer<ui::CellWidget> first = m_view->cellWidget(QStringLiteral("c0"));
    // Down to the end a third of a screen at a time (the maximum grows as real heights replace
    // estimates).
    QScrollBar *bar = m_view->verticalScrollBar();
    for (int guard = 0; guard < 2000 && bar->value() < bar->maximum(); ++guard)
        scrollTo(bar->value() + m_view->viewport()->height() / 3);
    QVERIFY(bar->value() == bar->maximum());
    const int built = settledBuiltCount();
    QVERIFY2(built >= 0 && built < 60, qPrintable(QString::number(built)));
    QTRY_VERIFY(first.isNull()); // released (deleteLater)
    const QString lastId = m_doc->notebook()->at(CellCount - 1).id;
    ui::CellWidget *last = m_view->cellWidget(lastId);
    QVERIFY(last);
    const QRect onScreen = QRect(last->mapTo(m_view->viewport(), QPoint(0, 0)), last->size());
    QVERIFY2(m_view->viewport()->rect().intersects(onScreen), "the last cell is on the screen at the end");
    verifyBuiltInOrder();
}

void TestNotebookVirtual::theCellAtTheTopStaysInPlace()
{
    QVERIFY(settledBuiltCount() >= 0);
    QScrollBar *bar = m_view->verticalScrollBar();
    scrollTo(bar->maximum() / 2); // a jump: the window moves there, nothing above it is built
    QVERIFY(settledBuiltCount() >= 0);
    // Scrolling up builds the cells above, whose real heights differ from the estimates; a
    // cell on the screen must move by exactly the scrolled distance every time.
    const int firstBuilt = firstBuiltIndex();
    for (int step = 0; step < 30; ++step) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest); // what the screen shows
        ui::CellWidget *watched = cellAt(QPoint(200, 300));
        if (!watched) // between two cells: a little lower
            watched = cellAt(QPoint(200, 320));
        QVERIFY(watched);
        QPointer<ui::CellWidget> guard = watched;
        const int before = watched->mapTo(m_view->viewport(), QPoint(0, 0)).y();
        scrollTo(bar->value() - 60);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QVERIFY(guard);
        QCOMPARE(watched->mapTo(m_view->viewport(), QPoint(0, 0)).y(), before + 60);
    }
    QVERIFY2(firstBuiltIndex() < firstBuilt, "cells above the screen were built on the way");
    verifyBuiltInOrder();
    m_view->grab().save(test::outputDir() + QStringLiteral("/notebook_virtual_middle.png"));
}

void TestNotebookVirtual::aFocusedEditorSurvivesScrollingAway()
{
    QVERIFY(settledBuiltCount() >= 0);
    auto *cell = qobject_cast<ui::SqlCellWidget *>(m_view->cellWidget(QStringLiteral("c1")));
    QVERIFY(cell);
    cell->editor()->setFocus();
    QTRY_VERIFY(cell->editor()->hasFocus());
    QPointer<ui::SqlEditor> editor = cell->editor();
    // Ten screens down: far enough for every other cell up there to be released.
    QScrollBar *bar = m_view->verticalScrollBar();
    for (int k = 0; k < 30; ++k)
        scrollTo(bar->value() + m_view->viewport()->height() / 3);
    QVERIFY(settledBuiltCount() >= 0);
    QVERIFY(editor);
    QVERIFY(editor->hasFocus());
    QVERIFY(m_view->builtCellCount() < 4 * 32 + 20);
    verifyBuiltInOrder();
}

void TestNotebookVirtual::typingBringsBackAnEditorReleasedByAJump()
{
    QVERIFY(settledBuiltCount() >= 0);
    auto *cell = qobject_cast<ui::SqlCellWidget *>(m_view->cellWidget(QStringLiteral("c2")));
    QVERIFY(cell);
    m_view->activateWindow();
    cell->editor()->setFocus();
    QTRY_VERIFY(cell->editor()->hasFocus());
    QTextCursor at = cell->editor()->textCursor();
    at.setPosition(6); // "SELECT| 2 AS n"
    cell->editor()->setTextCursor(at);
    // Dragging the scroll bar to the end: a jump, every cell up there is released.
    scrollTo(m_view->verticalScrollBar()->maximum());
    QVERIFY(settledBuiltCount() >= 0);
    QTRY_VERIFY(m_view->builtCellCount() < 60);
    QVERIFY(!m_view->isCommandMode()); // typed keys must not become cell commands
    // The next key brings the cell back with the caret where it was, and goes in.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_X);
    QCOMPARE(m_view->currentCellId(), QStringLiteral("c2"));
    QCOMPARE(m_doc->notebook()->cell(QStringLiteral("c2"))->source.left(14), QStringLiteral("SELECTx 2 AS n"));
    auto *back = qobject_cast<ui::SqlCellWidget *>(m_view->cellWidget(QStringLiteral("c2")));
    QVERIFY(back && back->editor()->hasFocus());
    QTRY_VERIFY(m_view->viewport()->rect().intersects(QRect(back->mapTo(m_view->viewport(), QPoint(0, 0)), back->size())));
    QCOMPARE(m_doc->notebook()->count(), CellCount); // no cell was added or deleted by the keys
}

void TestNotebookVirtual::editsKeepTheBuiltCellsInOrder()
{
    QVERIFY(settledBuiltCount() >= 0);
    QScrollBar *bar = m_view->verticalScrollBar();
    scrollTo(bar->maximum() / 2);
    QVERIFY(settledBuiltCount() >= 0);
    notebook::Notebook *nb = m_doc->notebook();
    // A built cell on the screen, in the middle of the window.
    ui::CellWidget *middle = cellAt(QPoint(200, 300)) ? cellAt(QPoint(200, 300)) : cellAt(QPoint(200, 320));
    QVERIFY(middle);
    const QString middleId = middle->cellId();
    const int at = nb->indexOf(middleId);
    m_doc->addCell(notebook::CellKind::Sql, at, QStringLiteral("SELECT 'new above the middle'"));
    QCoreApplication::processEvents();
    verifyBuiltInOrder();
    m_doc->deleteCell(nb->at(3).id); // far above the window
    QCoreApplication::processEvents();
    verifyBuiltInOrder();
    m_doc->moveCell(nb->at(CellCount - 5).id, nb->indexOf(middleId)); // from far below into the window
    QCoreApplication::processEvents();
    verifyBuiltInOrder();
    m_doc->moveCell(middleId, 2); // from the window to far above
    QCoreApplication::processEvents();
    QVERIFY(settledBuiltCount() >= 0);
    verifyBuiltInOrder();
    m_doc->undoStack()->undo();
    m_doc->undoStack()->undo();
    QCoreApplication::processEvents();
    QVERIFY(settledBuiltCount() >= 0);
    verifyBuiltInOrder();
    QCOMPARE(nb->count(), CellCount); // one added, one deleted
}

void TestNotebookVirtual::endKeyReachesTheLastCell()
{
    QVERIFY(settledBuiltCount() >= 0);
    m_view->enterCommandMode();
    QTest::keyClick(m_view, Qt::Key_End);
    const QString lastId = m_doc->notebook()->at(CellCount - 1).id;
    QCOMPARE(m_view->currentCellId(), lastId);
    ui::CellWidget *last = m_view->cellWidget(lastId);
    QVERIFY(last && last->isCurrent());
    QTRY_VERIFY(m_view->viewport()->rect().intersects(QRect(last->mapTo(m_view->viewport(), QPoint(0, 0)), last->size())));
    QVERIFY(m_view->builtCellCount() < 60);
    QTest::keyClick(m_view, Qt::Key_Home);
    QCOMPARE(m_view->currentCellId(), QStringLiteral("c0"));
    ui::CellWidget *first = m_view->cellWidget(QStringLiteral("c0"));
    QTRY_VERIFY(m_view->viewport()->rect().intersects(QRect(first->mapTo(m_view->viewport(), QPoint(0, 0)), first->size())));
    verifyBuiltInOrder();
}

QTEST_MAIN(TestNotebookVirtual)
// A scroll builds cells for a few milliseconds a turn (a drag paints every frame); once the turns
// are done the whole screen shows cells, no gap where unbuilt ones stand.
void TestNotebookVirtual::aJumpFillsTheScreenOverAFewTurns()
{
    QVERIFY(settledBuiltCount() >= 0);
    QScrollBar *bar = m_view->verticalScrollBar();
    for (const int value : {bar->maximum() / 3, bar->maximum() / 3 - 5 * m_view->viewport()->height(), bar->maximum() / 2}) {
        scrollTo(value);
        QVERIFY(settledBuiltCount() >= 0);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QList<QRect> shown;
        for (ui::CellWidget *w : m_view->widget()->findChildren<ui::CellWidget *>())
            if (!w->isHidden())
                shown << QRect(w->mapTo(m_view->viewport(), QPoint(0, 0)), w->size());
        std::sort(shown.begin(), shown.end(), [](const QRect &a, const QRect &b) { return a.top() < b.top(); });
        int covered = 0; // the screen is covered down to here
        for (const QRect &r : std::as_const(shown))
            if (r.top() <= covered + 16 && r.bottom() >= covered) // cells 16 px apart at most
                covered = r.bottom() + 1;
        QVERIFY2(covered >= m_view->viewport()->height(),
                 qPrintable(QStringLiteral("cells cover the screen down to %1 of %2 px")
                                .arg(covered)
                                .arg(m_view->viewport()->height())));
        verifyBuiltInOrder();
    }
}

#include "tst_notebook_virtual.moc"
