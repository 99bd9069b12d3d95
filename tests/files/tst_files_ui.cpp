// The window's side of data files: the import preview (detected settings, a type changed by the
// user, the rows as stored, errors shown in the dialog), a file dropped on the schema tree of a
// SQLite database (the workspace is attached as "files"), a new notebook on its own workspace,
// and a changed file: its readers turn stale and the banner offers to import it again.
// Screenshots of the dialog and the window go to the test output directory.

#include "filestesthelpers.h"

#include "files/datafiles.h"
#include "files/importdialog.h"
#include "mainwindow.h"
#include "messagebanner.h"
#include "notebook/notebookdocument.h"
#include "schematree.h"

#include "db/connectionmanager.h"
#include "db/resultstore.h"
#include "files/workspace.h"
#include "notebook/notebook.h"
#include "notebook/notebookrunner.h"
#include "sample/sampledatabase.h"

#include <QMimeData>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTreeView>

using namespace assay;
using assay::test::writeFile;

class TestFilesUi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void openCsvAsNewNotebook();
    void aReopenedNotebookReadsItsImportedFile();
    void dropOnSchemaTreeAttachesToSqlite();
    void changedFileOffersImportAgain();
    void badFileShowsErrorInDialog();

private:
    void shoot(QWidget *w, const QString &name);
    // A dialog hook that checks the preview, optionally changes a column's type, and imports.
    ui::DataFiles::DialogHook importing(int retypeColumn = -1, files::ColumnType type = files::ColumnType::Text,
                                        const QString &screenshot = {});
    // The id of the cell whose SQL is `sql`, once there is one.
    QString cellWithSource(const QString &sql) const;

    QTemporaryDir m_dir;
    std::unique_ptr<ui::MainWindow> m_window;
    QString m_csv;
};

void TestFilesUi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    // The window's own sample database, as after its first start.
    const QString target = sample::sampleDatabasePath();
    QDir().mkpath(QFileInfo(target).absolutePath());
    QFile::remove(target);
    QVERIFY(QFile::copy(test::sampleDatabase(), target));
    m_window = std::make_unique<ui::MainWindow>();
    m_window->resize(1366, 768);
    m_window->show();
}

void TestFilesUi::shoot(QWidget *w, const QString &name)
{
    QVERIFY(w->grab().save(test::outputDir() + QStringLiteral("/files-%1.png").arg(name)));
}

QString TestFilesUi::cellWithSource(const QString &sql) const
{
    const notebook::Notebook *nb = m_window->document()->notebook();
    for (const notebook::Cell &c : nb->cells()) {
        if (c.source == sql)
            return c.id;
    }
    return {};
}

ui::DataFiles::DialogHook TestFilesUi::importing(int retypeColumn, files::ColumnType type, const QString &screenshot)
{
    return [=, this](ui::ImportDialog *dialog) {
        dialog->show();
        QTRY_VERIFY(!dialog->isInspecting());
        QVERIFY2(dialog->inspection().ok(), qPrintable(dialog->inspection().error));
        auto *preview = dialog->findChild<QTableWidget *>(QStringLiteral("importPreview"));
        QVERIFY(preview->rowCount() > 0);
        if (retypeColumn >= 0) {
            dialog->setColumnType(retypeColumn, type);
            QTRY_VERIFY(!dialog->isInspecting());
            QCOMPARE(dialog->inspection().plan.columns[retypeColumn].type, type);
            QVERIFY(preview->horizontalHeaderItem(retypeColumn)->text().endsWith(files::columnTypeName(type)));
        }
        if (!screenshot.isEmpty()) {
            for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
                dialog->resize(size.width() * 2 / 3, size.height() * 2 / 3);
                QCoreApplication::processEvents();
                shoot(dialog, QStringLiteral("%1-%2").arg(screenshot).arg(size.width()));
            }
        }
        dialog->startImport();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isVisible(), 20000);
        QVERIFY2(dialog->result().ok(), qPrintable(dialog->result().error));
    };
}

void TestFilesUi::openCsvAsNewNotebook()
{
    m_csv = writeFile(m_dir, QStringLiteral("sales.csv"), "region,amount,sold_on\nNorth,10,2024-01-02\nSouth,5.5,2024-01-03\nNorth,2,2024-01-04\n");
    // The amount becomes text by the user's choice, then back: the preview follows.
    m_window->dataFiles()->setDialogHook(importing(1, files::ColumnType::Real, QStringLiteral("preview")));
    QVERIFY(m_window->dataFiles()->openDataFile(m_csv));
    db::ConnectionManager *connections = m_window->connections();
    QTRY_VERIFY(connections->isConnected());
    QVERIFY(files::isWorkspacePath(connections->config().filePath));
    QCOMPARE(m_window->document()->notebook()->connection().filePath, connections->config().filePath);
    QString id;
    QTRY_VERIFY(!(id = cellWithSource(QStringLiteral("SELECT * FROM sales"))).isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(m_window->document()->notebook()->state(id), notebook::CellState::Done, 10000);
    QCOMPARE(m_window->document()->notebook()->result(id)->rowCount(), 3);
    QCOMPARE(m_window->schemaTree()->tableCount(), 1);
    for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
        m_window->resize(size);
        QCoreApplication::processEvents();
        shoot(m_window.get(), QStringLiteral("window-%1").arg(size.width()));
    }
}

void TestFilesUi::aReopenedNotebookReadsItsImportedFile()
{
    // The notebook of the imported file, saved; the day goes on with the sample database.
    const QString workspace = m_window->connections()->config().filePath;
    QVERIFY(files::isWorkspacePath(workspace));
    const QString saved = m_dir.filePath(QStringLiteral("sales.assaynb"));
    QCOMPARE(m_window->document()->saveAs(saved), QString());
    QVERIFY(m_window->newNotebook());
    m_window->openSampleDatabase();
    db::ConnectionManager *connections = m_window->connections();
    QTRY_VERIFY_WITH_TIMEOUT(connections->isConnected() && connections->config().id == sample::sampleConnectionConfig().id, 20000);
    QTRY_VERIFY(m_window->schemaTree()->tableCount() > 5);

    // Reopened: on its own file's tables straight away, and said by the file's name. (The new
    // notebook took the sample's connection, an edit: it holds nothing worth asking about.)
    m_window->document()->notebook()->setModified(false);
    QVERIFY(m_window->openNotebookFile(saved));
    const notebook::Notebook *nb = m_window->document()->notebook();
    const QString id = cellWithSource(QStringLiteral("SELECT * FROM sales"));
    QVERIFY(!id.isEmpty());
    QVERIFY2(!nb->graph().diagnostic(id).message.contains(QLatin1String("neither a cell nor a table")),
             qPrintable(nb->graph().diagnostic(id).message));
    QTRY_VERIFY_WITH_TIMEOUT(connections->isConnected() && connections->config().filePath == workspace, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(m_window->schemaTree()->tableCount(), 1, 20000);
    QTRY_VERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("sales.csv")),
                 qPrintable(m_window->statusBar()->currentMessage()));
    QVERIFY2(!m_window->statusBar()->currentMessage().contains(QFileInfo(workspace).fileName()),
             qPrintable(m_window->statusBar()->currentMessage()));
    QVERIFY(nb->graph().diagnostic(id).message.isEmpty());
    m_window->document()->runner()->run(id);
    QTRY_COMPARE_WITH_TIMEOUT(nb->state(id), notebook::CellState::Done, 10000);
    shoot(m_window.get(), QStringLiteral("reopened"));
}

void TestFilesUi::dropOnSchemaTreeAttachesToSqlite()
{
    // A SQLite database of the user's: the file joins it as schema "files".
    const QString database = m_dir.filePath(QStringLiteral("shop.sqlite"));
    test::createSqlite(database, {QStringLiteral("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)")});
    m_window->document()->notebook()->setModified(false); // no "save changes?" question
    m_window->newNotebook();
    m_window->openSqliteFile(database);
    db::ConnectionManager *connections = m_window->connections();
    QTRY_VERIFY(connections->isConnected() && connections->config().filePath == database);
    QTRY_COMPARE(m_window->schemaTree()->tableCount(), 1);

    const QString payments = writeFile(m_dir, QStringLiteral("payments.csv"), "customer_id,paid\n1,10.5\n2,3\n");
    m_window->dataFiles()->setDialogHook(importing());
    QWidget *target = m_window->schemaTree()->view()->viewport();
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(payments)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &drop);
    QVERIFY(drop.isAccepted());

    QTRY_VERIFY_WITH_TIMEOUT(!connections->config().workspacePath.isEmpty(), 10000);
    QCOMPARE(connections->config().filePath, database); // still the user's database
    QCOMPARE(m_window->document()->notebook()->connection().workspacePath, connections->config().workspacePath);
    QTRY_COMPARE(m_window->schemaTree()->tableCount(), 2);
    QVERIFY(m_window->schemaTree()->catalog().find(u"payments", db::attachedWorkspaceSchema()));
    QString id;
    QTRY_VERIFY(!(id = cellWithSource(QStringLiteral("SELECT * FROM files.payments"))).isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(m_window->document()->notebook()->state(id), notebook::CellState::Done, 10000);
    QCOMPARE(m_window->document()->notebook()->result(id)->rowCount(), 2);
    shoot(m_window.get(), QStringLiteral("attached"));
}

void TestFilesUi::changedFileOffersImportAgain()
{
    // payments.csv, imported above, changes on disk.
    const QString payments = m_dir.filePath(QStringLiteral("payments.csv"));
    notebook::Notebook *nb = m_window->document()->notebook();
    const QString id = cellWithSource(QStringLiteral("SELECT * FROM files.payments"));
    QVERIFY(!id.isEmpty());
    const QDateTime imported = QFileInfo(payments).lastModified();
    writeFile(m_dir, QStringLiteral("payments.csv"), "customer_id,paid\n1,10.5\n2,3\n3,7.25\n");
    QVERIFY(assay::test::setModifiedAfter(payments, imported)); // later than the import's, whatever the clock did
    ui::MessageBanner *banner = m_window->banner();
    QTRY_VERIFY_WITH_TIMEOUT(banner->text().contains(QLatin1String("payments.csv")) && banner->text().contains(QLatin1String("changed")), 10000);
    QCOMPARE(nb->state(id), notebook::CellState::Stale);
    shoot(m_window.get(), QStringLiteral("changed"));

    m_window->dataFiles()->setDialogHook(importing());
    auto *again = banner->findChild<QPushButton *>();
    QVERIFY(again && again->isVisible());
    QTest::mouseClick(again, Qt::LeftButton);
    const QString workspace = m_window->connections()->config().workspacePath;
    QTRY_COMPARE(files::loadSources(workspace).value(0).rows, 3);
    m_window->document()->runner()->run(id);
    QTRY_COMPARE_WITH_TIMEOUT(nb->state(id), notebook::CellState::Done, 10000);
    QCOMPARE(nb->result(id)->rowCount(), 3);
}

void TestFilesUi::badFileShowsErrorInDialog()
{
    const QString bad = writeFile(m_dir, QStringLiteral("broken.csv"), "a,b\n1,2\n3\n");
    bool checked = false;
    m_window->dataFiles()->setDialogHook([&](ui::ImportDialog *dialog) {
        dialog->show();
        QTRY_VERIFY(!dialog->isInspecting());
        QVERIFY(!dialog->inspection().ok());
        auto *banner = dialog->findChild<ui::MessageBanner *>();
        QVERIFY(banner && banner->isVisible() && banner->text().contains(QLatin1String("Line 3")));
        QVERIFY(!dialog->findChild<QPushButton *>(QStringLiteral("importButton"))->isEnabled());
        shoot(dialog, QStringLiteral("error"));
        dialog->reject();
        checked = true;
    });
    const int cells = m_window->document()->notebook()->count();
    QVERIFY(!m_window->dataFiles()->openDataFile(bad));
    QVERIFY(checked);
    QCOMPARE(m_window->document()->notebook()->count(), cells); // nothing happened
}

QTEST_MAIN(TestFilesUi)
#include "tst_files_ui.moc"
