// Unsaved work is never replaced without asking, and never lost: every way the window replaces
// its notebook (Open Welcome Notebook, New, Open, a notebook on the command line, a data file
// that gets a notebook of its own, closing) goes through one guard. Cancel keeps the work as it
// is; Discard replaces it and leaves a copy in the recovery folder that opens again.

#include "files/datafiles.h"
#include "files/importdialog.h"
#include "help/tour.h"
#include "mainwindow.h"
#include "notebook/notebookdocument.h"
#include "testsupport.h"

#include "db/connectionmanager.h"
#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "notebook/recovery.h"
#include "sample/sampledatabase.h"

#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace assay;

namespace {

enum class Way { WelcomeNotebook, NewNotebook, OpenFile, CommandLine, DataFile, Close };

const QString Unsaved = QStringLiteral("SELECT 'work nobody saved' AS note");

// Answers the next question box with `button`; counts the boxes seen.
void answerNextMessageBox(QMessageBox::StandardButton button, int *asked)
{
    auto *poll = new QTimer(qApp);
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, button, asked] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->isVisible())
            return;
        ++*asked;
        poll->deleteLater();
        box->button(button)->click();
    });
    poll->start();
}

QAction *fileAction(ui::MainWindow &w, const QString &text)
{
    for (QAction *a : w.menuBar()->actions()) {
        if (a->text() != u"&File")
            continue;
        for (QAction *item : a->menu()->actions()) {
            if (item->text() == text)
                return item;
        }
    }
    return nullptr;
}

bool holdsTheWork(const notebook::Notebook &nb)
{
    return std::any_of(nb.cells().begin(), nb.cells().end(), [](const notebook::Cell &c) { return c.source == Unsaved; });
}

} // namespace

Q_DECLARE_METATYPE(Way)

class TestUnsavedWork : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void oneGuardForEveryReplacement_data();
    void oneGuardForEveryReplacement();
    void withoutAWindowTheWorkIsCopied();

private:
    // Starts the replacement `way`; returns at once when it asks (the box is answered by a timer).
    void replace(ui::MainWindow &w, Way way);

    QTemporaryDir m_dir;
    QString m_notebookFile;
    QString m_csv;
};

void TestUnsavedWork::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    ui::Tour::setShown(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
    const QString target = sample::sampleDatabasePath();
    QDir().mkpath(QFileInfo(target).absolutePath());
    QFile::remove(target);
    QVERIFY(QFile::copy(test::sampleDatabase(), target));
    // Another notebook on disk, and a data file.
    notebook::Notebook other;
    notebook::Cell c;
    c.source = QStringLiteral("SELECT 'another notebook' AS note");
    other.insertCell(0, c);
    m_notebookFile = m_dir.filePath(QStringLiteral("other.assaynb"));
    QCOMPARE(notebook::saveNotebook(other, m_notebookFile), QString());
    m_csv = m_dir.filePath(QStringLiteral("expenses.csv"));
    QFile csv(m_csv);
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("category,amount\nTravel,120.5\nOffice,33\n");
}

void TestUnsavedWork::oneGuardForEveryReplacement_data()
{
    QTest::addColumn<Way>("way");
    QTest::addColumn<QMessageBox::StandardButton>("answer");
    const std::pair<const char *, Way> ways[] = {{"welcome notebook", Way::WelcomeNotebook}, {"new notebook", Way::NewNotebook},
                                                 {"open a file", Way::OpenFile},               {"command line", Way::CommandLine},
                                                 {"data file", Way::DataFile},                 {"close", Way::Close}};
    for (const auto &[name, way] : ways) {
        QTest::newRow(qPrintable(QStringLiteral("%1, cancel").arg(QLatin1String(name)))) << way << QMessageBox::Cancel;
        QTest::newRow(qPrintable(QStringLiteral("%1, discard").arg(QLatin1String(name)))) << way << QMessageBox::Discard;
    }
}

void TestUnsavedWork::replace(ui::MainWindow &w, Way way)
{
    switch (way) {
    case Way::WelcomeNotebook:
        fileAction(w, QStringLiteral("Open &Welcome Notebook"))->trigger();
        return;
    case Way::NewNotebook:
        fileAction(w, QStringLiteral("&New Notebook"))->trigger();
        return;
    case Way::OpenFile:
        w.openNotebookFile(m_notebookFile);
        return;
    case Way::CommandLine:
        w.openCommandLineFile(m_notebookFile);
        return;
    case Way::DataFile:
        // The sample is connected: the file becomes a notebook of its own, on its workspace.
        w.dataFiles()->setDialogHook([](ui::ImportDialog *dialog) {
            dialog->show();
            QTRY_VERIFY(!dialog->isInspecting());
            dialog->startImport();
            QTRY_VERIFY_WITH_TIMEOUT(!dialog->isVisible(), 20000);
        });
        w.dataFiles()->openDataFile(m_csv);
        return;
    case Way::Close:
        w.close();
        return;
    }
}

void TestUnsavedWork::oneGuardForEveryReplacement()
{
    QFETCH(Way, way);
    QFETCH(QMessageBox::StandardButton, answer);
    ui::MainWindow w;
    w.resize(1366, 768);
    w.show();
    QSignalSpy catalog(w.connections(), &db::ConnectionManager::catalogLoaded);
    w.openWelcomeNotebook(false);
    QVERIFY(catalog.wait(20000));
    notebook::Notebook *nb = w.document()->notebook();
    w.document()->addCell(notebook::CellKind::Sql, nb->count(), Unsaved);
    QVERIFY(nb->isModified());
    const int cells = nb->count();
    const QString copies = notebook::RecoveryStore().discardedDirectory();
    QDir(copies).removeRecursively();

    int asked = 0;
    answerNextMessageBox(answer, &asked);
    replace(w, way);
    QTRY_COMPARE(asked, 1);
    QTest::qWait(50);
    const QStringList kept = QDir(copies).entryList({QStringLiteral("*.assaynb")}, QDir::Files);
    if (answer == QMessageBox::Cancel) {
        QCOMPARE(nb->count(), cells);
        QVERIFY(holdsTheWork(*nb));
        QVERIFY(nb->isModified());
        QVERIFY(w.isVisible());
        QVERIFY(kept.isEmpty());
        nb->setModified(false);
        return;
    }
    // Discarded: replaced (or closed), and kept as a notebook file that opens again.
    if (way != Way::Close)
        QTRY_VERIFY_WITH_TIMEOUT(!holdsTheWork(*nb), 20000);
    QCOMPARE(kept.size(), 1);
    notebook::Notebook copy;
    QCOMPARE(notebook::loadNotebook(QDir(copies).filePath(kept.first()), copy), QString());
    QCOMPARE(copy.count(), cells);
    QVERIFY(holdsTheWork(copy));
    nb->setModified(false);
}

void TestUnsavedWork::withoutAWindowTheWorkIsCopied()
{
    // No guard (a document on its own): nobody can be asked, so the work is copied, then replaced.
    ui::NotebookDocument doc;
    doc.addCell(notebook::CellKind::Sql, 0, Unsaved);
    const QString copies = notebook::RecoveryStore().discardedDirectory();
    QDir(copies).removeRecursively();
    QVERIFY(doc.newNotebook().ok());
    QCOMPARE(doc.notebook()->count(), 0);
    QCOMPARE(QDir(copies).entryList({QStringLiteral("*.assaynb")}, QDir::Files).size(), 1);
    QVERIFY(QFileInfo::exists(doc.lastDiscardedCopy()));
    // A guard that says no keeps it.
    doc.addCell(notebook::CellKind::Sql, 0, Unsaved);
    doc.setReplaceGuard([] { return false; });
    QVERIFY(doc.openWelcome().cancelled);
    QVERIFY(holdsTheWork(*doc.notebook()));
    // An unreadable file is said before anything is asked, and nothing changes.
    int asked = 0;
    doc.setReplaceGuard([&asked] {
        ++asked;
        return true;
    });
    const ui::NotebookDocument::Replaced broken = doc.open(m_dir.filePath(QStringLiteral("missing.assaynb")));
    QVERIFY(!broken.error.isEmpty());
    QCOMPARE(asked, 0);
    QVERIFY(holdsTheWork(*doc.notebook()));
    doc.notebook()->setModified(false);
}

QTEST_MAIN(TestUnsavedWork)
#include "tst_unsaved_work.moc"
