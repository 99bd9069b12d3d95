// The statement history: recorded newest first, searched by any part of the statement, its origin
// or its error, filtered by source and failure, kept to its limit, cleared; passwords written in
// statements are masked before anything is stored.

#include "history/historystore.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace assay::history;

class TestHistoryStore : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    HistoryEntry entry(StatementSource source, const QString &sql, const QString &error = {}, const QString &origin = {})
    {
        HistoryEntry e;
        e.source = source;
        e.sql = sql;
        e.error = error;
        e.origin = origin;
        e.connection = QStringLiteral("Shop");
        e.durationMs = 12;
        e.rows = error.isEmpty() ? 3 : -1;
        return e;
    }

private slots:
    void recordsAndSearches()
    {
        HistoryStore store;
        QCOMPARE(store.open(m_dir.filePath(QStringLiteral("a.sqlite"))), QString());
        QCOMPARE(store.record(entry(StatementSource::Console, QStringLiteral("SELECT * FROM orders"))), QString());
        QCOMPARE(store.record(entry(StatementSource::Cell, QStringLiteral("SELECT status, COUNT(*) FROM Orders GROUP BY 1"), {}, QStringLiteral("by_status"))), QString());
        QCOMPARE(store.record(entry(StatementSource::Assistant, QStringLiteral("SELECT amont FROM orders"), QStringLiteral("no such column: amont"),
                                    QStringLiteral("What did we sell?"))),
                 QString());
        QCOMPARE(store.count(), 3);
        HistoryPage all = store.search({});
        QCOMPARE(all.matching, 3);
        QCOMPARE(all.entries.first().source, StatementSource::Assistant); // newest first
        QCOMPARE(all.entries.first().error, QStringLiteral("no such column: amont"));
        QCOMPARE(all.entries.last().durationMs, 12);
        QVERIFY(all.entries.first().at.isValid());

        HistoryQuery q;
        q.text = QStringLiteral("ORDERS"); // case does not matter
        QCOMPARE(store.search(q).matching, 3);
        q.text = QStringLiteral("by_status"); // the cell's name
        QCOMPARE(store.search(q).matching, 1);
        q.text = QStringLiteral("sell"); // the question
        QCOMPARE(store.search(q).matching, 1);
        q = {};
        q.failedOnly = true;
        QCOMPARE(store.search(q).matching, 1);
        q = {};
        q.source = StatementSource::Console;
        QCOMPARE(store.search(q).entries.size(), 1);
        q = {};
        q.limit = 2;
        const HistoryPage page = store.search(q);
        QCOMPARE(page.entries.size(), 2);
        QCOMPARE(page.matching, 3);
    }

    void keepsToItsLimitAndClears()
    {
        HistoryStore store;
        QCOMPARE(store.open(m_dir.filePath(QStringLiteral("b.sqlite"))), QString());
        store.setLimit(5);
        for (int i = 0; i < 12; ++i)
            store.record(entry(StatementSource::Console, QStringLiteral("SELECT %1").arg(i)));
        QCOMPARE(store.count(), 5);
        QCOMPARE(store.search({}).entries.first().sql, QStringLiteral("SELECT 11"));
        QCOMPARE(store.search({}).entries.last().sql, QStringLiteral("SELECT 7"));
        QCOMPARE(store.clear(), QString());
        QCOMPARE(store.count(), 0);
    }

    void passwordsNeverReachTheFile_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("secret");
        QTest::newRow("postgres role") << "CREATE ROLE bob LOGIN PASSWORD 'hunter2'" << "hunter2";
        QTest::newRow("with encrypted") << "ALTER ROLE bob WITH ENCRYPTED PASSWORD 'Sw0rd!fish'" << "Sw0rd!fish";
        QTest::newRow("mysql identified by") << "CREATE USER 'bob'@'%' IDENTIFIED BY 'tiger99'" << "tiger99";
        QTest::newRow("mysql set password") << "SET PASSWORD = 'opensesame'" << "opensesame";
        QTest::newRow("dblink string") << "SELECT * FROM dblink('host=db user=bob password=s3cr3t dbname=x', 'SELECT 1') AS t(a int)" << "s3cr3t";
        QTest::newRow("odbc pwd in a comment") << "SELECT 1 -- Driver=x;PWD=letmein;" << "letmein";
    }

    void passwordsNeverReachTheFile()
    {
        QFETCH(QString, sql);
        QFETCH(QString, secret);
        const QString path = m_dir.filePath(QStringLiteral("c-%1.sqlite").arg(QTest::currentDataTag()).replace(u' ', u'_'));
        {
            HistoryStore store;
            QCOMPARE(store.open(path), QString());
            QCOMPARE(store.record(entry(StatementSource::Console, sql, QStringLiteral("failed near %1").arg(sql))), QString());
            const HistoryEntry stored = store.search({}).entries.first();
            QVERIFY2(!stored.sql.contains(secret), qPrintable(stored.sql));
            QVERIFY2(!stored.error.contains(secret), qPrintable(stored.error));
            QVERIFY(stored.sql.contains(QStringLiteral("***")));
        }
        // Nor anywhere in the file (the search text, the WAL).
        for (const QString &file : {path, path + QStringLiteral("-wal")}) {
            QFile f(file);
            if (f.open(QIODevice::ReadOnly))
                QVERIFY2(!f.readAll().contains(secret.toUtf8()), qPrintable(file));
        }
    }

    void otherTextIsLeftAsWritten()
    {
        const QString sql = QStringLiteral("SELECT 'password' AS word, passwords FROM users WHERE note = 'my password is x' -- ok");
        QCOMPARE(scrubSecrets(QStringLiteral("SELECT a, b FROM t WHERE c = 'it''s'")), QStringLiteral("SELECT a, b FROM t WHERE c = 'it''s'"));
        QCOMPARE(scrubSecrets(sql), sql);
    }

    void anUnusableFileIsSaid()
    {
        HistoryStore store;
        const QString error = store.open(m_dir.path()); // a folder, not a file
        QVERIFY(!error.isEmpty());
        QVERIFY(!store.record(entry(StatementSource::Console, QStringLiteral("SELECT 1"))).isEmpty());
        QVERIFY(!store.search({}).error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestHistoryStore)
#include "tst_history_store.moc"
