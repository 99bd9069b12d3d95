// Drift on real SQLite files: the first check records, ALTER TABLE ... RENAME COLUMN between two
// catalog reads is found as a probable rename with the values as evidence, names exchanged through
// a third name, the rename cases (renames among 50 columns of similar types, with data), a record
// that cannot be read, and accepting a schema.

#include "renamecases.h"

#include "drift/catalogjson.h"
#include "drift/driftcheck.h"
#include "drift/driftstore.h"
#include "drift/schemarefs.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace assay;
using namespace assay::drift;

class TestDriftSqlite : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_next = 0;

    QString newPath(const QString &stem) { return m_dir.filePath(QStringLiteral("%1-%2.sqlite").arg(stem).arg(++m_next)); }

    // Opens the file, reads its catalog and runs a check against the record in `store`.
    DriftCheck check(const QString &path, const QString &store, bool withProfiles = false)
    {
        auto connection = db::createConnection(test::renameCaseConfig(path));
        if (connection->open({}))
            return {};
        db::Catalog catalog;
        QHash<QString, knowledge::TableProfile> profiles;
        if (withProfiles)
            profiles = test::profileAll(*connection, &catalog);
        else
            connection->introspect(&catalog);
        return runDriftCheck(connection.get(), store, catalog, profiles);
    }

private slots:
    void renameBetweenTwoReads()
    {
        const QString path = newPath(QStringLiteral("shop"));
        const QString store = newPath(QStringLiteral("store"));
        QCOMPARE(test::execOnFile(path, QStringLiteral("CREATE TABLE orders (id INTEGER PRIMARY KEY, amount REAL, status TEXT);"
                                                       "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500) "
                                                       "INSERT INTO orders SELECT i, (i * 37) % 1000 / 10.0, CASE i % 3 WHEN 0 THEN 'open' ELSE 'shipped' END FROM n;")),
                 QString());
        const DriftCheck first = check(path, store, true);
        QCOMPARE(first.report.status, DriftReport::Status::NoBaseline);
        QCOMPARE(check(path, store).report.status, DriftReport::Status::Unchanged);

        QCOMPARE(test::execOnFile(path, QStringLiteral("ALTER TABLE orders RENAME COLUMN amount TO total;")), QString());
        const DriftCheck second = check(path, store);
        QCOMPARE(second.report.status, DriftReport::Status::Changed);
        QCOMPARE(second.report.changes.size(), 1);
        const SchemaChange &c = second.report.changes.first();
        QCOMPARE(c.kind, ChangeKind::ColumnRenamed);
        QCOMPARE(c.confidence, RenameConfidence::Probable);
        QCOMPARE(c.oldColumn, QStringLiteral("amount"));
        QCOMPARE(c.column, QStringLiteral("total"));
        QVERIFY2(c.evidence.join(u'|').contains(QStringLiteral("distinct")), qPrintable(c.evidence.join(u'|')));
        QVERIFY(second.profiledNow.contains(QStringLiteral("orders")));

        // Accepting records the new schema (with the figures carried forward): nothing to report.
        QCOMPARE(acceptSchema(store, second, {}), QString());
        const DriftCheck third = check(path, store);
        QCOMPARE(third.report.status, DriftReport::Status::Unchanged);
        QVERIFY(third.baseline.values.value(QStringLiteral("orders")).column(u"total"));
    }

    void exchangedNames()
    {
        const QString path = newPath(QStringLiteral("swap"));
        const QString store = newPath(QStringLiteral("store"));
        QCOMPARE(test::execOnFile(path, QStringLiteral("CREATE TABLE prices (id INTEGER, price REAL, cost REAL);"
                                                       "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300) "
                                                       "INSERT INTO prices SELECT i, 50 + i % 40, 5 + i % 7 FROM n;")),
                 QString());
        check(path, store, true);
        QCOMPARE(test::execOnFile(path, QStringLiteral("ALTER TABLE prices RENAME COLUMN price TO tmp; ALTER TABLE prices RENAME COLUMN cost TO price;"
                                                       "ALTER TABLE prices RENAME COLUMN tmp TO cost;")),
                 QString());
        const DriftCheck after = check(path, store);
        QCOMPARE(after.report.count(ChangeKind::ColumnRenamed), 2);
        const RenameMap map = RenameMap::fromReport(after.report, false);
        QCOMPARE(map.columns.value(QStringLiteral("prices.price")), QStringLiteral("cost"));
        QCOMPARE(map.columns.value(QStringLiteral("prices.cost")), QStringLiteral("price"));
        const Rewrite r = rewriteReferences(u"SELECT price - cost AS margin FROM prices", after.baseline.catalog, map, sql::Flavor::SQLite);
        QCOMPARE(r.text, QStringLiteral("SELECT cost - price AS margin FROM prices"));
    }

    void renameCases()
    {
        // Renames among 50 columns of similar types, with data: seeds 1-10 (the 10 cases).
        int casesFound = 0, found = 0, renames = 0, falseRenames = 0;
        for (int seed = 1; seed <= 10; ++seed) {
            const QString path = newPath(QStringLiteral("case"));
            const QString store = newPath(QStringLiteral("store"));
            const test::RenameCase c = test::makeRenameCase(path, store, seed);
            QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
            const DriftCheck result = check(path, store);
            const test::RenameScore s = test::scoreRenameCase(c, result.report);
            casesFound += s.caseFound ? 1 : 0;
            found += s.found;
            renames += s.renames;
            falseRenames += s.falseRenames;
            if (!s.caseFound) {
                qInfo().noquote() << "seed" << seed << c.description << "found" << s.found << "of" << s.renames << "false" << s.falseRenames;
                for (const SchemaChange &ch : result.report.changes)
                    qInfo().noquote() << "   " << ch.describe() << ch.evidence.join(QStringLiteral("; "));
            }
        }
        qInfo().noquote() << QStringLiteral("rename cases found: %1 of 10; renames %2 of %3; false renames %4").arg(casesFound).arg(found).arg(renames).arg(falseRenames);
        QVERIFY(casesFound >= 9);
        QCOMPARE(falseRenames, 0);
    }

    void aRecordThatCannotBeRead()
    {
        const QString path = newPath(QStringLiteral("shop"));
        QCOMPARE(test::execOnFile(path, QStringLiteral("CREATE TABLE t (a INTEGER);")), QString());
        // Not a SQLite file at all.
        const QString garbage = newPath(QStringLiteral("garbage"));
        QFile f(garbage);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();
        const DriftCheck broken = check(path, garbage);
        QCOMPARE(broken.report.status, DriftReport::Status::CatalogUnreadable);
        QVERIFY(!broken.report.message.isEmpty());
        // A record written by something else: said, not taken for an empty database.
        const QString store = newPath(QStringLiteral("store"));
        {
            DriftStore s;
            QCOMPARE(s.open(store), QString());
        }
        QCOMPARE(test::execOnFile(store, QStringLiteral("INSERT INTO drift_baseline VALUES ('catalog', '{\"version\": 99}');")), QString());
        const DriftCheck damaged = check(path, store);
        QCOMPARE(damaged.report.status, DriftReport::Status::CatalogUnreadable);
        QVERIFY(damaged.report.message.contains(QStringLiteral("not in a form")));
    }

    void aDifferentDatabaseUnderTheSameName()
    {
        const QString path = newPath(QStringLiteral("same-name"));
        const QString store = newPath(QStringLiteral("store"));
        QCOMPARE(test::execOnFile(path, QStringLiteral("CREATE TABLE a1 (x INTEGER, y TEXT); CREATE TABLE a2 (x INTEGER, z REAL); CREATE TABLE a3 (k TEXT);")), QString());
        check(path, store, true);
        QVERIFY(QFile::remove(path));
        QCOMPARE(test::execOnFile(path, QStringLiteral("CREATE TABLE b1 (p TEXT, q DATE); CREATE TABLE b2 (r INTEGER); CREATE TABLE b3 (s BLOB);")), QString());
        const DriftCheck other = check(path, store);
        QCOMPARE(other.report.status, DriftReport::Status::DatabaseReplaced);
        QVERIFY(other.report.changes.isEmpty());
        // Accepting starts over from the new database.
        QCOMPARE(acceptSchema(store, other, {}), QString());
        QCOMPARE(check(path, store).report.status, DriftReport::Status::Unchanged);
    }

    void catalogRoundTrip()
    {
        db::Catalog c;
        c.defaultSchema = QStringLiteral("public");
        db::TableInfo t;
        t.schema = QStringLiteral("public");
        t.name = QStringLiteral("orders");
        t.columns << db::ColumnInfo{QStringLiteral("id"), QStringLiteral("integer"), db::ValueType::Integer, false, true};
        t.primaryKey << QStringLiteral("id");
        t.foreignKeys << db::ForeignKeyInfo{QStringLiteral("fk"), {QStringLiteral("id")}, QStringLiteral("public"), QStringLiteral("x"), {QStringLiteral("y")}};
        c.tables << t;
        db::Catalog back;
        QString error;
        QVERIFY(catalogFromJson(catalogToJson(c), &back, &error));
        QCOMPARE(shapeFingerprint(back), shapeFingerprint(c));
    }
};

QTEST_GUILESS_MAIN(TestDriftSqlite)
#include "tst_drift_sqlite.moc"
