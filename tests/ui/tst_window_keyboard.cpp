// The window from the keyboard: Ctrl+1..4 go to the notebook, the schema, the Assistant and the
// console (View menu, keyboard help page); Tab in command mode edits the selected cell as the
// help says; the tour does not claim the Assistant needs a language model.

#include "chat/chatpanel.h"
#include "help/tour.h"
#include "mainwindow.h"
#include "notebook/cellwidget.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"
#include "schematree.h"
#include "sqlconsole.h"
#include "sqleditor.h"
#include "testsupport.h"

#include "notebook/notebook.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTreeView>
#include <QtTest>

using namespace assay;

class TestWindowKeyboard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void ctrlDigitsMoveBetweenParts();
    void viewMenuListsThem();
    void keyboardPageListsThem();
    void tabInCommandModeEditsTheCell();
    void tourDoesNotRequireAModel();

private:
    static QAction *viewAction(ui::MainWindow &w, const QKeySequence &keys);
    static void press(int key);
};

void TestWindowKeyboard::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    ui::Tour::setShown(true); // no tour unless asked
}

QAction *TestWindowKeyboard::viewAction(ui::MainWindow &w, const QKeySequence &keys) {
    for (QAction *top : w.menuBar()->actions()) {
        if (!top->menu() || top->text() != QLatin1String("&View"))
            continue;
        for (QAction *a : top->menu()->actions()) {
            if (a->shortcut() == keys)
                return a;
        }
    }
    return nullptr;
}

void TestWindowKeyboard::press(int key) {
    QWidget *target = QApplication::focusWidget();
    QVERIFY(target);
    QTest::keyClick(target, Qt::Key(key), Qt::ControlModifier);
    QApplication::processEvents();
}

void TestWindowKeyboard::ctrlDigitsMoveBetweenParts() {
    ui::MainWindow w;
    w.resize(1280, 800);
    w.show();
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    w.document()->addCell(notebook::CellKind::Sql, 0, QStringLiteral("SELECT 1"), QStringLiteral("first"));
    w.console()->editor()->setFocus();
    QApplication::processEvents();

    press(Qt::Key_1);
    QCOMPARE(w.tabs()->currentWidget(), w.notebookView());
    QVERIFY2(w.notebookView()->isCommandMode(), "the notebook has the keys (command mode)");

    press(Qt::Key_2);
    QVERIFY(w.schemaTree()->isVisible());
    QCOMPARE(QApplication::focusWidget(), w.schemaTree()->view());

    press(Qt::Key_3);
    QVERIFY(w.chatPanel()->isVisible());
    QCOMPARE(QApplication::focusWidget(), w.chatPanel()->input());

    press(Qt::Key_4);
    QCOMPARE(w.tabs()->currentWidget(), w.console());
    QCOMPARE(QApplication::focusWidget(), w.console()->editor());

    // A closed dock opens again.
    auto *schemaDock = w.findChild<QDockWidget *>(QStringLiteral("schemaDock"));
    schemaDock->close();
    press(Qt::Key_2);
    QVERIFY(schemaDock->isVisible());
    QCOMPARE(QApplication::focusWidget(), w.schemaTree()->view());
    press(Qt::Key_1);
    QVERIFY(w.notebookView()->isCommandMode());
}

void TestWindowKeyboard::viewMenuListsThem() {
    ui::MainWindow w;
    for (const int key : {Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_4})
        QVERIFY2(viewAction(w, QKeySequence(Qt::CTRL | key)), "View menu has Ctrl+digit");
    // No other action in the window takes them.
    for (const int key : {Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_4}) {
        int holders = 0;
        for (QAction *a : w.findChildren<QAction *>())
            holders += a->shortcuts().contains(QKeySequence(Qt::CTRL | key)) ? 1 : 0;
        QCOMPARE(holders, 1);
    }
    // The menu as a person sees it: the shortcuts beside the places.
    for (QAction *top : w.menuBar()->actions()) {
        if (top->menu() && top->text() == QLatin1String("&View")) {
            top->menu()->popup(QPoint(0, 0));
            QVERIFY(QTest::qWaitForWindowExposed(top->menu()));
            const QString path = test::outputDir() + QStringLiteral("/view-menu.png");
            QVERIFY(top->menu()->grab().save(path));
            qInfo() << "screenshot:" << path;
            top->menu()->hide();
        }
    }
}

void TestWindowKeyboard::keyboardPageListsThem() {
    QFile page(QStringLiteral(":/help/keyboard.md"));
    QVERIFY(page.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(page.readAll());
    for (const char *keys : {"Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4"})
        QVERIFY2(text.contains(QLatin1String(keys)), keys);
}

void TestWindowKeyboard::tabInCommandModeEditsTheCell() {
    // The keyboard page says "Enter (or Tab)" edits the selected cell.
    QFile page(QStringLiteral(":/help/keyboard.md"));
    QVERIFY(page.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(page.readAll()).contains(QLatin1String("Enter (or Tab)")));

    ui::MainWindow w;
    w.resize(1280, 800);
    w.show();
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    const QString first = w.document()->addCell(notebook::CellKind::Sql, 0, QStringLiteral("SELECT 1"), QStringLiteral("first"));
    const QString second = w.document()->addCell(notebook::CellKind::Sql, 1, QStringLiteral("SELECT 2"), QStringLiteral("second"));
    ui::NotebookView *view = w.notebookView();
    view->setCurrentCell(first);
    view->enterCommandMode();
    QApplication::processEvents();
    QVERIFY(view->isCommandMode());
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(view->currentCellId(), second);
    QTest::keyClick(view, Qt::Key_Tab);
    QApplication::processEvents();
    QVERIFY(!view->isCommandMode());
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus);
    QVERIFY2(view->cellWidget(second)->isAncestorOf(focus), "the selected cell's editor has the focus");
    QVERIFY(qobject_cast<ui::SqlEditor *>(focus));
}

void TestWindowKeyboard::tourDoesNotRequireAModel() {
    ui::MainWindow w;
    w.resize(1360, 860);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startTour();
    w.tour()->next(); // the Assistant
    QString text;
    for (QLabel *label : w.tour()->bubble()->findChildren<QLabel *>())
        text += label->text() + QLatin1Char('\n');
    QVERIFY2(text.contains(QLatin1String("Assistant")), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("needs a language model")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("without a language model")), qPrintable(text));
    const QString path = test::outputDir() + QStringLiteral("/tour-assistant.png");
    QVERIFY(w.grab().save(path));
    qInfo() << "screenshot:" << path;
    w.tour()->finish();
}

QTEST_MAIN(TestWindowKeyboard)
#include "tst_window_keyboard.moc"
