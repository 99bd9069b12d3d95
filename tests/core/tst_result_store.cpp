// The result store (encoded pages, spill to disk, bounded memory) and the lazy model on top.

#include "db/dbsession.h"
#include "db/resultmodel.h"
#include "db/resultstore.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace assay;

class TestResultStore : public QObject {
    Q_OBJECT
private slots:
    void encodingRoundTrip();
    void spillsPastBudgetAndKeepsValues();
    void memoryStaysBounded();
    void modelPassesTesterWithFetchMore();
    void modelShowsFirstRowsOfARunningQuery();
    void modelTakesAFilledStoreWithoutNesting();
};

static QList<db::ResultColumn> columns(int n)
{
    QList<db::ResultColumn> cols;
    for (int i = 0; i < n; ++i)
        cols.append({QStringLiteral("c%1").arg(i), QStringLiteral("TEXT"), db::ValueType::Text});
    return cols;
}

void TestResultStore::encodingRoundTrip()
{
    const QList<db::Row> rows = {
        {QVariant(), QVariant(qint64(0)), QVariant(qint64(-1)), QVariant(std::numeric_limits<qint64>::max())},
        {QVariant(std::numeric_limits<qint64>::min()), QVariant(3.25), QVariant(-0.0), QVariant(1e300)},
        {QVariant(QString()), QVariant(QStringLiteral("Müller ✓")), QVariant(QByteArray("\0\1\2", 3)), QVariant(true)},
        {QVariant(false), QVariant(QString(5000, QLatin1Char('x'))), QVariant(qint64(123456789012)), QVariant(std::nan(""))},
    };
    const QList<db::Row> back = db::decodeRows(db::encodeRows(rows), 4, int(rows.size()));
    QCOMPARE(back.size(), rows.size());
    for (int r = 0; r < rows.size(); ++r) {
        for (int c = 0; c < 4; ++c) {
            const QVariant &a = rows[r][c];
            const QVariant &b = back[r][c];
            QCOMPARE(b.isNull(), a.isNull());
            if (a.typeId() == QMetaType::Double && std::isnan(a.toDouble())) {
                QVERIFY(std::isnan(b.toDouble()));
                continue;
            }
            if (!a.isNull())
                QCOMPARE(b, a);
        }
    }
}

void TestResultStore::spillsPastBudgetAndKeepsValues()
{
    db::ResultStore store(64 * 1024, 256);
    store.setColumns(columns(3));
    const int total = 50000;
    QList<db::Row> batch;
    for (int i = 0; i < total; ++i) {
        batch.append({QVariant(qint64(i)), QVariant(QStringLiteral("row %1").arg(i)), i % 7 ? QVariant(i * 0.5) : QVariant()});
        if (batch.size() == 1000)
            store.append(std::move(batch)), batch = {};
    }
    store.markComplete();
    QCOMPARE(store.rowCount(), qint64(total));
    QVERIFY2(store.spilledBytes() > 0, "a 50,000-row result must spill past a 64 KB budget");
    // Random access, including pages that were spilled long ago.
    for (int i : {0, 1, 255, 256, 9999, 24999, 49998, 49999}) {
        const db::Row r = store.row(i);
        QCOMPARE(r.size(), 3);
        QCOMPARE(r[0].toLongLong(), qint64(i));
        QCOMPARE(r[1].toString(), QStringLiteral("row %1").arg(i));
        QCOMPARE(r[2].isNull(), i % 7 == 0);
    }
    QVERIFY(store.row(total).isEmpty());
    QVERIFY(store.row(-1).isEmpty());
}

void TestResultStore::memoryStaysBounded()
{
    const qint64 budget = 1024 * 1024;
    db::ResultStore store(budget, 1024);
    store.setColumns(columns(4));
    qint64 peak = 0;
    for (int b = 0; b < 300; ++b) { // 300,000 rows of about 60 bytes: ~18 MB encoded
        QList<db::Row> batch;
        for (int i = 0; i < 1000; ++i) {
            const qint64 n = qint64(b) * 1000 + i;
            batch.append({QVariant(n), QVariant(QStringLiteral("customer-%1").arg(n)), QVariant(n * 1.5), QVariant(QStringLiteral("2024-01-01"))});
        }
        store.append(std::move(batch));
        // Read like a scrolling view does: the newest rows.
        store.row(store.rowCount() - 1);
        peak = std::max(peak, store.memoryBytes());
    }
    store.markComplete();
    QVERIFY2(store.spilledBytes() > 10 * budget, qPrintable(QString::number(store.spilledBytes())));
    // Budget plus the decoded page cache (6 pages of 1,024 rows) plus the open page.
    const qint64 bound = budget + 8 * 1024 * 4 * qint64(sizeof(QVariant) + 16);
    QVERIFY2(peak <= bound, qPrintable(QStringLiteral("peak %1 > bound %2").arg(peak).arg(bound)));
}

void TestResultStore::modelPassesTesterWithFetchMore()
{
    auto store = std::make_shared<db::ResultStore>(32 * 1024, 128);
    store->setColumns(columns(2));
    db::ResultModel model;
    model.setChunkSize(100);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setStore(store);
    QCOMPARE(model.rowCount(), 0);

    // Rows arrive in batches while the view fetches more.
    int next = 0;
    for (int b = 0; b < 10; ++b) {
        QList<db::Row> batch;
        for (int i = 0; i < 137; ++i, ++next)
            batch.append({QVariant(qint64(next)), QVariant(QStringLiteral("v%1").arg(next))});
        store->append(std::move(batch));
        model.storeChanged();
        while (model.canFetchMore({}))
            model.fetchMore({});
        QCOMPARE(model.rowCount(), next);
    }
    store->markComplete();
    QCOMPARE(model.columnCount(), 2);
    QVERIFY(!model.canFetchMore({}));
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("0"));
    QCOMPARE(model.index(next - 1, 1).data().toString(), QStringLiteral("v%1").arg(next - 1));
    QCOMPARE(model.index(5, 0).data(db::ResultModel::IsNullRole).toBool(), false);
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("c1"));
}

void TestResultStore::modelShowsFirstRowsOfARunningQuery()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    {
        db::ConnectionConfig c;
        c.engine = db::Engine::SQLite;
        c.filePath = path;
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly)); // an empty file is a valid empty database
    }
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path;
    db::DbSession session(config);
    QVERIFY(session.open({}).result().isNull());

    db::ResultModel model;
    model.setChunkSize(500);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // A second view without the tester (which fetches on its own) shows what a view gets
    // unasked: the first chunk only.
    db::ResultModel plain;
    plain.setChunkSize(500);
    db::QueryJob *job = session.startQuery(QStringLiteral(
        "WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 30000) SELECT x, 'n' || x FROM s"),
        {}, &session); // the session owns the job (it leaked without a parent: LeakSanitizer)
    model.setJob(job);
    plain.setJob(job);
    QSignalSpy finished(job, &db::QueryJob::finished);
    QTRY_VERIFY_WITH_TIMEOUT(model.rowCount() > 0, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    QCOMPARE(plain.rowCount(), 500); // a first chunk, not everything
    QVERIFY(plain.canFetchMore({}));
    QCOMPARE(job->summary().rowCount, qint64(30000));
    while (model.canFetchMore({}))
        model.fetchMore({});
    QCOMPARE(model.rowCount(), 30000);
    QCOMPARE(model.index(29999, 1).data().toString(), QStringLiteral("n30000"));
}

void TestResultStore::modelTakesAFilledStoreWithoutNesting()
{
    // A store that already holds rows when a view's model is pointed at it (a finished query, or
    // rows that arrived before the view): the tester fetches from its modelReset handler, which
    // must not start an insertion inside the reset.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    QFile(path).open(QIODevice::WriteOnly);
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path;
    db::DbSession session(config);
    QVERIFY(session.open({}).result().isNull());
    db::QueryJob *job = session.startQuery(QStringLiteral(
        "WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 5000) SELECT x FROM s"),
        {}, &session);
    QSignalSpy finished(job, &db::QueryJob::finished);
    QVERIFY(finished.wait(20000));
    db::ResultModel model;
    model.setChunkSize(500);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setJob(job);
    QVERIFY(model.rowCount() >= 500);
    while (model.canFetchMore({}))
        model.fetchMore({});
    QCOMPARE(model.rowCount(), 5000);
    QVERIFY(!job->store()->isTruncated()); // the whole result

    // A row limit: the store knows it holds the first rows only (exports warn about it).
    db::ExecOptions capped;
    capped.maxRows = 100;
    db::QueryJob *limited = session.startQuery(QStringLiteral(
        "WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 5000) SELECT x FROM s"),
        capped, &session);
    QSignalSpy limitedFinished(limited, &db::QueryJob::finished);
    QVERIFY(limitedFinished.wait(20000));
    QCOMPARE(limited->store()->rowCount(), qint64(100));
    QVERIFY(limited->store()->isTruncated());
}

QTEST_GUILESS_MAIN(TestResultStore)
#include "tst_result_store.moc"
