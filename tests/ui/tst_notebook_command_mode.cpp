// The notebook's Jupyter-like command mode, driven by key presses as a user would: Esc leaves a
// cell's editor, A/B add cells above/below, DD deletes (Z brings it back), Up/Down and K/J move,
// Enter edits, Shift+Enter runs and moves on. No database: running without a connection is
// refused by the runner, which is all Shift+Enter needs here.

#include "notebook/cellwidget.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"
#include "sqleditor.h"
#include "testsupport.h"

#include "notebook/notebook.h"

#include <QApplication>
#include <QStandardPaths>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtTest>

using namespace assay;

class TestNotebookCommandMode : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void escEntersCommandMode();
    void addAboveAndBelow();
    void doubleDDeletesAndZUndoes();
    void movesBetweenCells();
    void enterEditsAndShiftEnterRunsAndMovesOn();
    void markdownEscGoesToCommandMode();

private:
    QString idAt(int i) const { return m_doc->notebook()->at(i).id; }
    void enterCommandModeFromEditor(int index);

    QWidget *m_window = nullptr;
    ui::NotebookDocument *m_doc = nullptr;
    ui::NotebookView *m_view = nullptr;
};

void TestNotebookCommandMode::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TestNotebookCommandMode::init() {
    m_window = new QWidget;
    m_doc = new ui::NotebookDocument(m_window);
    m_view = new ui::NotebookView(m_doc, m_window);
    auto *layout = new QVBoxLayout(m_window);
    layout->addWidget(m_view);
    m_window->resize(900, 700);
    m_doc->addCell(notebook::CellKind::Sql, 0, QStringLiteral("SELECT 1 AS one"),
                   QStringLiteral("first"));
    m_doc->addCell(notebook::CellKind::Sql, 1, QStringLiteral("SELECT 2 AS two"),
                   QStringLiteral("second"));
    m_doc->addCell(notebook::CellKind::Markdown, 2, QStringLiteral("# Notes"),
                   QStringLiteral("notes"));
    m_window->show();
    QApplication::setActiveWindow(m_window);
    QVERIFY(QTest::qWaitForWindowActive(m_window));
}

void TestNotebookCommandMode::cleanup() {
    delete m_window;
    m_window = nullptr;
}

void TestNotebookCommandMode::enterCommandModeFromEditor(int index) {
    m_view->setCurrentCell(idAt(index), true);
    QApplication::processEvents();
    QWidget *editor = QApplication::focusWidget();
    QVERIFY(editor);
    QVERIFY2(m_view->cellWidget(idAt(index))->isAncestorOf(editor),
             "the cell's editor has the focus");
    QTest::keyClick(editor, Qt::Key_Escape);
    QVERIFY(m_view->isCommandMode());
    QCOMPARE(m_view->currentCellId(), idAt(index));
}

void TestNotebookCommandMode::escEntersCommandMode() {
    QVERIFY(!m_view->isCommandMode());
    enterCommandModeFromEditor(0);
    QVERIFY(m_view->hasFocus());
    ui::CellWidget *cell = m_view->cellWidget(idAt(0));
    QVERIFY(cell->isCommandMode());
    QVERIFY(cell->isCurrent());
    QVERIFY(!m_view->accessibleDescription().isEmpty());
}

void TestNotebookCommandMode::addAboveAndBelow() {
    enterCommandModeFromEditor(1);
    const QString second = idAt(1);
    QTest::keyClick(m_view, Qt::Key_B);
    QCOMPARE(m_doc->notebook()->count(), 4);
    QCOMPARE(m_doc->notebook()->indexOf(m_view->currentCellId()), 2); // below "second"
    QVERIFY2(m_view->isCommandMode(), "B keeps command mode");
    QCOMPARE(m_doc->notebook()->cell(m_view->currentCellId())->kind, notebook::CellKind::Sql);

    m_view->setCurrentCell(second);
    QTest::keyClick(m_view, Qt::Key_A);
    QCOMPARE(m_doc->notebook()->count(), 5);
    QCOMPARE(m_doc->notebook()->indexOf(m_view->currentCellId()), 1); // above "second"
    QCOMPARE(m_doc->notebook()->indexOf(second), 2);
    QVERIFY(m_view->isCommandMode());
    // Both additions are undoable, one step each.
    m_doc->undoStack()->undo();
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->notebook()->count(), 3);
}

void TestNotebookCommandMode::doubleDDeletesAndZUndoes() {
    enterCommandModeFromEditor(1);
    const QString second = idAt(1);
    QTest::keyClick(m_view, Qt::Key_D);
    QCOMPARE(m_doc->notebook()->count(), 3); // one D does nothing
    QTest::keyClick(m_view, Qt::Key_D);
    QCOMPARE(m_doc->notebook()->count(), 2);
    QVERIFY(!m_doc->notebook()->cell(second));
    QCOMPARE(m_view->currentCellId(), idAt(1)); // the next cell is selected
    QVERIFY(m_view->isCommandMode());
    // D, another key, D: not a delete.
    QTest::keyClick(m_view, Qt::Key_D);
    QTest::keyClick(m_view, Qt::Key_K);
    QTest::keyClick(m_view, Qt::Key_D);
    QCOMPARE(m_doc->notebook()->count(), 2);
    QTest::keyClick(m_view, Qt::Key_Z);
    QCOMPARE(m_doc->notebook()->count(), 3);
    QVERIFY(m_doc->notebook()->cell(second));
    QVERIFY2(m_view->isCommandMode(), "undo keeps command mode");
}

void TestNotebookCommandMode::movesBetweenCells() {
    enterCommandModeFromEditor(0);
    QTest::keyClick(m_view, Qt::Key_Down);
    QCOMPARE(m_view->currentCellId(), idAt(1));
    QTest::keyClick(m_view, Qt::Key_J);
    QCOMPARE(m_view->currentCellId(), idAt(2));
    QTest::keyClick(m_view, Qt::Key_J); // stays on the last cell
    QCOMPARE(m_view->currentCellId(), idAt(2));
    QTest::keyClick(m_view, Qt::Key_K);
    QCOMPARE(m_view->currentCellId(), idAt(1));
    QTest::keyClick(m_view, Qt::Key_Up);
    QCOMPARE(m_view->currentCellId(), idAt(0));
    QTest::keyClick(m_view, Qt::Key_End);
    QCOMPARE(m_view->currentCellId(), idAt(2));
    QTest::keyClick(m_view, Qt::Key_Home);
    QCOMPARE(m_view->currentCellId(), idAt(0));
    QVERIFY(m_view->isCommandMode());
    QVERIFY(m_view->cellWidget(idAt(0))->isCommandMode());
    QVERIFY(!m_view->cellWidget(idAt(2))->isCommandMode());
}

void TestNotebookCommandMode::enterEditsAndShiftEnterRunsAndMovesOn() {
    enterCommandModeFromEditor(0);
    QTest::keyClick(m_view, Qt::Key_Return);
    QVERIFY(!m_view->isCommandMode());
    QVERIFY(m_view->cellWidget(idAt(0))->isAncestorOf(QApplication::focusWidget()));
    QVERIFY(qobject_cast<ui::SqlEditor *>(QApplication::focusWidget()));
    QVERIFY(!m_view->cellWidget(idAt(0))->isCommandMode());

    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY(m_view->isCommandMode());
    QTest::keyClick(m_view, Qt::Key_Return, Qt::ShiftModifier); // no connection: the run is refused
    QCOMPARE(m_view->currentCellId(), idAt(1));
    QVERIFY(m_view->isCommandMode());
    // On the last cell Shift+Enter adds one below.
    QTest::keyClick(m_view, Qt::Key_End);
    QTest::keyClick(m_view, Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(m_doc->notebook()->count(), 4);
    QCOMPARE(m_view->currentCellId(), idAt(3));
}

void TestNotebookCommandMode::markdownEscGoesToCommandMode() {
    m_view->setCurrentCell(idAt(2), true); // a text cell opens its editor
    QApplication::processEvents();
    QWidget *editor = QApplication::focusWidget();
    QVERIFY(editor && m_view->cellWidget(idAt(2))->isAncestorOf(editor));
    QTest::keyClick(editor, Qt::Key_Escape);
    QVERIFY(m_view->isCommandMode());
    QCOMPARE(m_view->currentCellId(), idAt(2));
}

QTEST_MAIN(TestNotebookCommandMode)
#include "tst_notebook_command_mode.moc"
