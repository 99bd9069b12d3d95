// SQL completion in a notebook of 300 SQL cells: typing in one cell must not rebuild (and
// re-sort) any completion list, because the names did not change; adding, renaming or deleting a
// cell and a new catalog do change them, and every cell offers the new names. The time per
// keystroke is printed as a figure (no timing assert).

#include "notebook/cellwidget.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"
#include "notebook/sqlcellwidget.h"
#include "sqleditor.h"
#include "testsupport.h"

#include "db/catalog.h"
#include "notebook/notebook.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCompleter>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStringListModel>
#include <QVBoxLayout>
#include <QtTest>

using namespace assay;

namespace {

constexpr int CellCount = 300;

db::Catalog catalog(int tables)
{
    db::Catalog c;
    for (int t = 0; t < tables; ++t) {
        db::TableInfo table;
        table.name = QStringLiteral("table_%1").arg(t);
        for (int k = 0; k < 12; ++k) {
            db::ColumnInfo column;
            column.name = QStringLiteral("column_%1_%2").arg(t).arg(k);
            table.columns.append(column);
        }
        c.tables.append(table);
    }
    return c;
}

} // namespace

class TestNotebookCompletions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void typingRebuildsNothing();
    void cellsShareOneSortedList();
    void newAndRenamedCellsAreOffered();
    void catalogChangeIsOffered();

private:
    QString idAt(int i) const { return m_doc->notebook()->at(i).id; }
    ui::SqlEditor *editorAt(int i) const;
    static QStringListModel *completionModel(ui::SqlEditor *editor);
    static QStringList completionsFor(ui::SqlEditor *editor, const QString &prefix);

    QWidget *m_window = nullptr;
    ui::NotebookDocument *m_doc = nullptr;
    ui::NotebookView *m_view = nullptr;
};

void TestNotebookCompletions::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TestNotebookCompletions::init() {
    m_window = new QWidget;
    m_doc = new ui::NotebookDocument(m_window);
    m_view = new ui::NotebookView(m_doc, m_window);
    auto *layout = new QVBoxLayout(m_window);
    layout->addWidget(m_view);
    m_window->resize(900, 700);
    QList<notebook::Cell> cells;
    for (int i = 0; i < CellCount; ++i) {
        notebook::Cell c;
        c.id = QStringLiteral("c%1").arg(i);
        c.name = QStringLiteral("step_%1").arg(i);
        c.source = i == 0 ? QStringLiteral("SELECT 1 AS one") : QStringLiteral("SELECT * FROM step_%1").arg(i - 1);
        cells.append(c);
    }
    QElapsedTimer clock;
    clock.start();
    m_doc->notebook()->replaceAll(cells);
    m_view->setCatalog(catalog(60));
    qInfo("figure: open %d SQL cells with a 60-table catalog: %lld ms", CellCount, clock.elapsed());
    m_window->show();
    QApplication::setActiveWindow(m_window);
    QVERIFY(QTest::qWaitForWindowActive(m_window));
}

void TestNotebookCompletions::cleanup() {
    delete m_window;
    m_window = nullptr;
}

ui::SqlEditor *TestNotebookCompletions::editorAt(int i) const {
    auto *w = qobject_cast<ui::SqlCellWidget *>(m_view->cellWidget(idAt(i)));
    return w ? w->editor() : nullptr;
}

QStringListModel *TestNotebookCompletions::completionModel(ui::SqlEditor *editor) {
    auto *completer = editor->findChild<QCompleter *>();
    return completer ? qobject_cast<QStringListModel *>(completer->model()) : nullptr;
}

QStringList TestNotebookCompletions::completionsFor(ui::SqlEditor *editor, const QString &prefix) {
    auto *completer = editor->findChild<QCompleter *>();
    completer->setCompletionPrefix(prefix);
    QStringList out;
    for (int i = 0; completer->setCurrentRow(i); ++i)
        out << completer->currentCompletion();
    return out;
}

void TestNotebookCompletions::typingRebuildsNothing() {
    // Spies on the lists of the cell typed in, one far from it, and the first.
    QList<QSignalSpy *> spies;
    for (const int i : {0, 150, CellCount - 1}) {
        QStringListModel *model = completionModel(editorAt(i));
        QVERIFY(model);
        spies << new QSignalSpy(model, &QAbstractItemModel::modelReset);
    }
    ui::SqlEditor *editor = editorAt(150);
    m_view->setCurrentCell(idAt(150), true);
    QApplication::processEvents();
    QVERIFY(editor->hasFocus());
    editor->moveCursor(QTextCursor::End);
    const QString typed = QStringLiteral(" WHERE one > 2 AND step_14");
    const int rebuilds = m_view->completions()->rebuildCount();
    QElapsedTimer clock;
    clock.start();
    QTest::keyClicks(editor, typed);
    const double perKey = clock.nsecsElapsed() / 1e6 / typed.size();
    qInfo("figure: one keystroke in a notebook of %d SQL cells: %.2f ms", CellCount, perKey);
    QVERIFY(m_doc->notebook()->cell(idAt(150))->source.endsWith(typed));
    QCOMPARE(m_view->completions()->rebuildCount(), rebuilds);
    for (QSignalSpy *spy : std::as_const(spies))
        QCOMPARE(spy->count(), 0);
    qDeleteAll(spies);
    // Still completes: "step_14" offers step_14 and step_140..149.
    QVERIFY(completionsFor(editor, QStringLiteral("step_14")).contains(QStringLiteral("step_149")));
}

void TestNotebookCompletions::cellsShareOneSortedList() {
    QStringListModel *model = completionModel(editorAt(0));
    QVERIFY(model);
    // One list for every SQL cell: names are sorted once, not once per cell.
    for (const int i : {1, 150, CellCount - 1})
        QCOMPARE(completionModel(editorAt(i)), model);
    const QStringList names = model->stringList();
    QVERIFY(names.contains(QStringLiteral("step_0")));
    QVERIFY(names.contains(QStringLiteral("table_59")));
    QVERIFY(names.contains(QStringLiteral("column_59_11")));
    QVERIFY(names.contains(QStringLiteral("SELECT")));
    QCOMPARE(int(names.size()), int(QSet<QString>(names.begin(), names.end()).size()));
    for (int i = 1; i < names.size(); ++i)
        QVERIFY2(names[i - 1].compare(names[i], Qt::CaseInsensitive) <= 0, qPrintable(names[i]));
}

void TestNotebookCompletions::newAndRenamedCellsAreOffered() {
    ui::SqlEditor *editor = editorAt(10);
    QVERIFY(!completionsFor(editor, QStringLiteral("fresh")).contains(QStringLiteral("fresh_orders")));
    const QString id = m_doc->addCell(notebook::CellKind::Sql, 20, QStringLiteral("SELECT 2"), QStringLiteral("fresh_orders"));
    QVERIFY(completionsFor(editor, QStringLiteral("fresh")).contains(QStringLiteral("fresh_orders")));
    // The new cell's own editor offers the others.
    auto *added = qobject_cast<ui::SqlCellWidget *>(m_view->cellWidget(id));
    QVERIFY(added);
    QVERIFY(completionsFor(added->editor(), QStringLiteral("step_29")).contains(QStringLiteral("step_299")));

    QVERIFY(m_doc->renameCell(id, QStringLiteral("renamed_orders"), false));
    QVERIFY(completionsFor(editor, QStringLiteral("renamed")).contains(QStringLiteral("renamed_orders")));
    QVERIFY(!completionsFor(editor, QStringLiteral("fresh")).contains(QStringLiteral("fresh_orders")));

    m_doc->deleteCell(id);
    QVERIFY(!completionsFor(editor, QStringLiteral("renamed")).contains(QStringLiteral("renamed_orders")));
}

void TestNotebookCompletions::catalogChangeIsOffered() {
    ui::SqlEditor *editor = editorAt(5);
    QVERIFY(!completionsFor(editor, QStringLiteral("table_6")).contains(QStringLiteral("table_64")));
    m_view->setCatalog(catalog(65));
    QVERIFY(completionsFor(editor, QStringLiteral("table_6")).contains(QStringLiteral("table_64")));
    // A refresh that finds the same schema rebuilds nothing.
    const int rebuilds = m_view->completions()->rebuildCount();
    m_view->setCatalog(catalog(65));
    QCOMPARE(m_view->completions()->rebuildCount(), rebuilds);
}

QTEST_MAIN(TestNotebookCompletions)
#include "tst_notebook_completions.moc"
