// The notebook file: round trip, atomic save under a write failure, malformed and newer files,
// autosave and crash recovery (a child process killed with SIGKILL while editing).

#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "notebook/recovery.h"

#include "io/atomicfile.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace assay;
using namespace assay::notebook;

namespace {

void fill(Notebook &nb)
{
    nb.setTitle(QStringLiteral("Quarterly review"));
    nb.setReactiveMode(ReactiveMode::MarkStale);
    db::ConnectionConfig conn;
    conn.id = QStringLiteral("c-1");
    conn.name = QStringLiteral("Warehouse");
    conn.engine = db::Engine::PostgreSQL;
    conn.host = QStringLiteral("db.example.com");
    conn.user = QStringLiteral("analyst");
    conn.database = QStringLiteral("sales");
    nb.setConnection(conn);
    Cell sql;
    sql.name = QStringLiteral("monthly");
    sql.source = QStringLiteral("SELECT month, SUM(amount) AS revenue\nFROM orders GROUP BY month -- ünïcode");
    sql.output.rowCount = 12;
    sql.output.columns = {{QStringLiteral("month"), QStringLiteral("TEXT"), db::ValueType::Text},
                          {QStringLiteral("revenue"), QStringLiteral("NUMERIC(12,2)"), db::ValueType::Decimal}};
    sql.output.elapsedMs = 42;
    sql.output.ranAt = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);
    sql.output.dataHash = QStringLiteral("abc123");
    const QString sqlId = nb.insertCell(0, sql);
    Cell chart;
    chart.kind = CellKind::Chart;
    chart.name = QStringLiteral("revenue_chart");
    chart.chartSourceId = sqlId;
    chart.chart.type = charts::ChartType::Line;
    chart.chart.x = QStringLiteral("month");
    chart.chart.y = {{QStringLiteral("revenue"), charts::Aggregation::Sum, QStringLiteral("Revenue")}};
    chart.chart.timeBucketing = true;
    chart.chart.grain = db::TimeGrain::Quarter;
    chart.chart.sort = charts::SortOrder::XAscending;
    chart.chart.limit = 20;
    nb.insertCell(1, chart);
    Cell md;
    md.kind = CellKind::Markdown;
    md.name = QStringLiteral("summary");
    md.source = QStringLiteral("# Review\nRevenue: {{monthly}}");
    md.output.error = QStringLiteral("an old error");
    md.output.errorPosition = 3;
    nb.insertCell(2, md);
}

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha1);
}

} // namespace

class TestNotebookFile : public QObject {
    Q_OBJECT
private slots:
    void roundTrip();
    void neverWritesCredentials();
    void atomicSaveSurvivesWriteFailure();
    void saveIntoMissingFolder();
    void malformedFiles_data();
    void malformedFiles();
    void autosaveWritesAndDiscards();
    void orphansAreFoundAfterACrash();
    void recoveryAfterKill();
};

void TestNotebookFile::roundTrip()
{
    Notebook nb;
    fill(nb);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("review.assaynb"));
    QCOMPARE(saveNotebook(nb, path), QString());
    Notebook back;
    QCOMPARE(loadNotebook(path, back), QString());
    QCOMPARE(back.title(), nb.title());
    QCOMPARE(back.reactiveMode(), ReactiveMode::MarkStale);
    QCOMPARE(back.connection(), nb.connection());
    QCOMPARE(back.count(), 3);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(QJsonDocument(back.at(i).toJson()).toJson(), QJsonDocument(nb.at(i).toJson()).toJson());
    QCOMPARE(back.at(1).chart, nb.at(1).chart);
    QCOMPARE(back.at(0).output.ranAt, nb.at(0).output.ranAt);
    QCOMPARE(back.at(0).output.columns.at(1).type, db::ValueType::Decimal);
    // Loaded outputs show as stale until run again; the graph is rebuilt.
    QCOMPARE(back.state(back.at(0).id), CellState::Stale);
    QCOMPARE(back.graph().children(back.at(0).id).size(), 2);
    QVERIFY(!back.isModified());
    // Saving what was loaded gives the same bytes.
    const QString again = dir.filePath(QStringLiteral("again.assaynb"));
    QCOMPARE(saveNotebook(back, again), QString());
    QCOMPARE(fileHash(again), fileHash(path));
}

void TestNotebookFile::neverWritesCredentials()
{
    Notebook nb;
    fill(nb);
    const QByteArray bytes = serializeNotebook(nb);
    QVERIFY(!bytes.toLower().contains("password"));
    QVERIFY(!bytes.contains("secret"));
    QVERIFY(bytes.contains("\"host\": \"db.example.com\""));
}

void TestNotebookFile::atomicSaveSurvivesWriteFailure()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("nb.assaynb"));
    Notebook nb;
    fill(nb);
    QCOMPARE(saveNotebook(nb, path), QString());
    const QByteArray before = fileHash(path);

    Cell big;
    big.source = QString(200000, QLatin1Char('x'));
    nb.insertCell(0, big);
    io::simulateWriteFailureAfter(70000); // the disk fills up part-way
    const QString error = saveNotebook(nb, path);
    io::simulateWriteFailureAfter(-1);
    QVERIFY(error.contains(QLatin1String("No space left")));
    QVERIFY(error.contains(QLatin1String("unchanged")));
    QCOMPARE(fileHash(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("nb.assaynb")});

    // And once the disk has room again, the save goes through.
    QCOMPARE(saveNotebook(nb, path), QString());
    QVERIFY(fileHash(path) != before);
}

void TestNotebookFile::saveIntoMissingFolder()
{
    QTemporaryDir dir;
    Notebook nb;
    fill(nb);
    const QString path = dir.filePath(QStringLiteral("no/such/folder/nb.assaynb"));
    const QString error = saveNotebook(nb, path);
    QVERIFY(error.contains(QLatin1String("does not exist")));
    QVERIFY(!QFile::exists(path));
}

void TestNotebookFile::malformedFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    Notebook nb;
    fill(nb);
    const QByteArray good = serializeNotebook(nb);
    QTest::newRow("empty") << QByteArray() << "empty";
    QTest::newRow("truncated") << good.left(good.size() / 2) << "truncated";
    QTest::newRow("garbage") << QByteArray("\x89PNG\r\n\x1a\n binary", 16) << "not valid JSON";
    QTest::newRow("json array") << QByteArray("[1, 2, 3]") << "not an Assay notebook";
    QTest::newRow("other json") << QByteArray("{\"cells\": []}") << "not an Assay notebook";
    QByteArray newer = good;
    newer.replace(QByteArray("\"formatVersion\": ") + QByteArray::number(NotebookFormatVersion), "\"formatVersion\": 99");
    QTest::newRow("newer version") << newer << "newer Assay";
    QByteArray noCells = good;
    noCells.replace("\"cells\"", "\"cellz\"");
    QTest::newRow("no cells") << noCells << "no list of cells";
    QByteArray badKind = good;
    badKind.replace("\"kind\": \"chart\"", "\"kind\": \"python\"");
    QTest::newRow("unknown kind") << badKind << "unknown cell kind";
    QJsonObject root = QJsonDocument::fromJson(good).object();
    QJsonArray cells = root.value("cells").toArray();
    QJsonObject dup = cells[1].toObject();
    dup["id"] = cells[0].toObject().value("id");
    cells[1] = dup;
    root["cells"] = cells;
    QTest::newRow("duplicate ids") << QJsonDocument(root).toJson() << "share the id";
}

void TestNotebookFile::malformedFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.assaynb"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    const QByteArray before = fileHash(path);

    Notebook nb;
    fill(nb);
    const QByteArray modelBefore = serializeNotebook(nb);
    const QString error = loadNotebook(path, nb);
    QVERIFY2(error.contains(expected), qPrintable(error));
    QCOMPARE(serializeNotebook(nb), modelBefore); // the open notebook is untouched
    QCOMPARE(fileHash(path), before);             // and so is the file
}

void TestNotebookFile::autosaveWritesAndDiscards()
{
    QTemporaryDir dir;
    Notebook nb;
    Autosaver saver(&nb, RecoveryStore(dir.path()));
    QSignalSpy saved(&saver, &Autosaver::autosaved);
    QCOMPARE(saver.saveNow(), QString()); // nothing to save yet
    QCOMPARE(saved.count(), 0);
    fill(nb);
    QCOMPARE(saver.saveNow(), QString());
    QCOMPARE(saved.count(), 1);
    const QStringList files = QDir(dir.path()).entryList(QDir::Files);
    QCOMPARE(files.size(), 1);
    NotebookDocument doc;
    RecoveryEntry entry;
    QString error;
    QVERIFY(RecoveryStore::read(dir.filePath(files.first()), &doc, &entry, &error));
    QCOMPARE(doc.cells.size(), 3);
    QCOMPARE(entry.pid, QCoreApplication::applicationPid());
    // Our own process is alive: not an orphan.
    QVERIFY(RecoveryStore(dir.path()).orphans().isEmpty());
    // A save with no new edits writes nothing.
    QCOMPARE(saver.saveNow(), QString());
    QCOMPARE(saved.count(), 1);
    saver.discard();
    QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
}

void TestNotebookFile::orphansAreFoundAfterACrash()
{
    QTemporaryDir dir;
    Notebook nb;
    fill(nb);
    RecoveryStore store(dir.path());
    QCOMPARE(store.write(QStringLiteral("k1"), nb, QStringLiteral("/home/a/review.assaynb")), QString());
    // Pretend another process wrote it and died: rewrite the pid to one that cannot exist.
    const QString path = dir.filePath(QStringLiteral("k1.recovery.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    QJsonObject meta = root.value("recovery").toObject();
    meta["pid"] = 2147480000.0;
    root["recovery"] = meta;
    QCOMPARE(io::writeFileAtomically(path, QJsonDocument(root).toJson()), QString());
    const QList<RecoveryEntry> orphans = store.orphans();
    QCOMPARE(orphans.size(), 1);
    QCOMPARE(orphans[0].originalPath, QStringLiteral("/home/a/review.assaynb"));
    QCOMPARE(orphans[0].title, QStringLiteral("Quarterly review"));
    QCOMPARE(orphans[0].cellCount, 3);
    RecoveryStore::discard(orphans[0]);
    QVERIFY(store.orphans().isEmpty());
}

void TestNotebookFile::recoveryAfterKill()
{
    const QString child = qEnvironmentVariable("ASSAY_EDITOR_CHILD");
    QVERIFY(QFile::exists(child));
    QRandomGenerator rng(7);
    int verified = 0;
    for (int cycle = 0; cycle < 25; ++cycle) {
        QTemporaryDir dir;
        QProcess p;
        p.start(child, {dir.path()});
        QVERIFY(p.waitForStarted());
        // Let it edit for a while, then kill it without warning.
        QTest::qWait(int(rng.bounded(80, 400)));
        int lastReported = 0;
        p.kill(); // SIGKILL
        QVERIFY(p.waitForFinished(5000));
        for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
            if (line.startsWith("autosaved "))
                lastReported = std::max(lastReported, line.mid(10).toInt());
        }
        const QStringList files = QDir(dir.path()).entryList({QStringLiteral("*.recovery.json")}, QDir::Files);
        if (lastReported == 0 && files.isEmpty())
            continue; // killed before the first autosave
        QCOMPARE(files.size(), 1);
        // Every file on disk is complete (atomic writes), never half-written. A kill in the middle
        // of a write may leave the writer's temporary beside it ("x.recovery.json.AbC123", where
        // no O_TMPFILE): never read (orphans() lists *.recovery.json) and never the file itself.
        QStringList stray = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
        stray.removeIf([&files](const QString &name) { return name.startsWith(files.first() + u'.'); });
        QCOMPARE(stray, files);
        NotebookDocument doc;
        RecoveryEntry entry;
        QString error;
        QVERIFY2(RecoveryStore::read(dir.filePath(files.first()), &doc, &entry, &error), qPrintable(error));
        QVERIFY2(doc.cells.size() >= lastReported, qPrintable(QStringLiteral("%1 < %2").arg(doc.cells.size()).arg(lastReported)));
        for (int i = 0; i < doc.cells.size(); ++i) {
            QCOMPARE(doc.cells[i].name, QStringLiteral("cell_%1").arg(i));
            QVERIFY(doc.cells[i].source.startsWith(QStringLiteral("SELECT %1 AS n").arg(i)));
        }
        // The dead editor's file is an orphan the next start would offer to recover.
        QCOMPARE(RecoveryStore(dir.path()).orphans().size(), 1);
        ++verified;
    }
    QVERIFY2(verified >= 15, qPrintable(QStringLiteral("only %1 kills happened after an autosave").arg(verified)));
}

QTEST_GUILESS_MAIN(TestNotebookFile)
#include "tst_notebook_file.moc"
