// Drift on the PostgreSQL and MariaDB servers the test script starts: ALTER TABLE ... RENAME
// COLUMN between two catalog reads is a probable rename with the values as evidence; names
// exchanged through a third name are found; a dropped column, a widened type and a new foreign key
// are said; the references rewritten for the engine's SQL run there.

#include "testsupport.h"

#include "db/connection.h"
#include "drift/driftcheck.h"
#include "drift/schemarefs.h"
#include "knowledge/profiler.h"

#include <QTemporaryDir>

using namespace assay;
using namespace assay::drift;

namespace {

QStringList fixture()
{
    QStringList rows;
    for (int i = 1; i <= 400; ++i)
        rows << QStringLiteral("(%1, %2, %3, %4, 'note %5', %6)").arg(i).arg(10 + (i * 37) % 500).arg(5 + (i * 11) % 97).arg(1 + (i * 7) % 40).arg(i % 9).arg(1 + i % 20);
    QStringList customers;
    for (int i = 1; i <= 20; ++i)
        customers << QStringLiteral("(%1)").arg(i);
    return {QStringLiteral("DROP TABLE IF EXISTS drift_orders"),
            QStringLiteral("DROP TABLE IF EXISTS drift_customers"),
            QStringLiteral("CREATE TABLE drift_customers (customer_id INTEGER PRIMARY KEY)"),
            QStringLiteral("CREATE TABLE drift_orders (order_id INTEGER PRIMARY KEY, amount DECIMAL(10,2), price DECIMAL(10,2), cost DECIMAL(10,2), "
                           "note VARCHAR(40), customer_id INTEGER)"),
            QStringLiteral("INSERT INTO drift_customers VALUES ") + customers.join(u','),
            QStringLiteral("INSERT INTO drift_orders VALUES ") + rows.join(u',')};
}

} // namespace

class TestDriftServers : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::unique_ptr<db::Connection> connect(const QString &engine)
    {
        const auto login = engine == u"postgresql" ? test::postgres() : test::mysql();
        if (!login)
            return nullptr;
        auto c = db::createConnection(login->config);
        if (const db::DbError e = c->open(login->password)) {
            qWarning() << engine << e.displayText();
            return nullptr;
        }
        return c;
    }

    // The catalog with this test's tables only (other suites share the servers and change theirs).
    static db::Catalog ours(db::Connection &c)
    {
        db::Catalog catalog;
        c.introspect(&catalog);
        catalog.tables.removeIf([](const db::TableInfo &t) { return !t.name.startsWith(QLatin1String("drift_")); });
        return catalog;
    }

    static QString run(db::Connection &c, const QStringList &statements)
    {
        for (const QString &sql : statements) {
            if (const db::ExecSummary s = c.query(sql, nullptr); !s.ok())
                return s.error.displayText(sql);
        }
        return {};
    }

private slots:
    void renamesBetweenTwoReads_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("postgresql") << QStringLiteral("postgresql");
        QTest::newRow("mariadb") << QStringLiteral("mysql");
    }

    void renamesBetweenTwoReads()
    {
        QFETCH(QString, engine);
        auto c = connect(engine);
        ASSAY_REQUIRE(c, engine);
        QCOMPARE(run(*c, fixture()), QString());
        const QString store = m_dir.filePath(engine + QStringLiteral(".sqlite"));
        // The first read, recorded with the tables' profiles (as the knowledge build makes them).
        db::Catalog first = ours(*c);
        QCOMPARE(first.tables.size(), 2);
        QHash<QString, knowledge::TableProfile> profiles;
        for (const db::TableInfo &t : first.tables)
            profiles.insert(t.qualifiedName().toLower(), knowledge::Profiler(*c).profile(t));
        QCOMPARE(runDriftCheck(c.get(), store, first, profiles).report.status, DriftReport::Status::NoBaseline);
        QCOMPARE(runDriftCheck(c.get(), store, ours(*c), {}).report.status, DriftReport::Status::Unchanged);

        // Between two reads: a rename, names exchanged, a drop, a wider type, a new foreign key.
        const bool pg = engine == u"postgresql";
        auto widen = [pg](const QString &table) {
            return pg ? QStringLiteral("ALTER TABLE %1 ALTER COLUMN customer_id TYPE BIGINT").arg(table)
                      : QStringLiteral("ALTER TABLE %1 MODIFY customer_id BIGINT").arg(table);
        };
        QCOMPARE(run(*c, {QStringLiteral("ALTER TABLE drift_orders RENAME COLUMN amount TO total"),
                          QStringLiteral("ALTER TABLE drift_orders RENAME COLUMN price TO swap_tmp"),
                          QStringLiteral("ALTER TABLE drift_orders RENAME COLUMN cost TO price"),
                          QStringLiteral("ALTER TABLE drift_orders RENAME COLUMN swap_tmp TO cost"),
                          QStringLiteral("ALTER TABLE drift_orders DROP COLUMN note"),
                          widen(QStringLiteral("drift_orders")),
                          widen(QStringLiteral("drift_customers")),
                          QStringLiteral("ALTER TABLE drift_orders ADD CONSTRAINT drift_fk FOREIGN KEY (customer_id) REFERENCES drift_customers (customer_id)")}),
                 QString());
        const db::Catalog second = ours(*c);
        const DriftCheck check = runDriftCheck(c.get(), store, second, {});
        const DriftReport &r = check.report;
        QCOMPARE(r.status, DriftReport::Status::Changed);
        QStringList seen;
        for (const SchemaChange &ch : r.changes)
            seen << ch.describe();
        const RenameMap renames = RenameMap::fromReport(r, false);
        const QString table = first.find(u"drift_orders")->qualifiedName().toLower();
        QVERIFY2(renames.columns.value(table + QStringLiteral(".amount")) == u"total", qPrintable(seen.join(u'\n')));
        QVERIFY2(renames.columns.value(table + QStringLiteral(".price")) == u"cost", qPrintable(seen.join(u'\n')));
        QVERIFY2(renames.columns.value(table + QStringLiteral(".cost")) == u"price", qPrintable(seen.join(u'\n')));
        QCOMPARE(r.count(ChangeKind::ColumnDropped), 1);
        QVERIFY2(r.count(ChangeKind::TypeChanged) >= 1, qPrintable(seen.join(u'\n')));
        QCOMPARE(r.count(ChangeKind::ForeignKeyAdded), 1);
        QCOMPARE(r.count(ChangeKind::TableAdded) + r.count(ChangeKind::TableDropped), 0);

        // A query written for the old names, rewritten, runs on the new ones and returns what the
        // old one returned.
        const Rewrite rw = rewriteReferences(u"SELECT SUM(amount), SUM(price - cost) FROM drift_orders", first, renames,
                                             c->dialect().flavor());
        QCOMPARE(rw.text, QStringLiteral("SELECT SUM(total), SUM(cost - price) FROM drift_orders"));
        QList<db::Row> rows;
        QVERIFY(c->query(rw.text, &rows).ok());
        QCOMPARE(rows.size(), 1);
        QCOMPARE(run(*c, {QStringLiteral("DROP TABLE drift_orders"), QStringLiteral("DROP TABLE drift_customers")}), QString());
    }
};

QTEST_GUILESS_MAIN(TestDriftServers)
#include "tst_drift_servers.moc"
