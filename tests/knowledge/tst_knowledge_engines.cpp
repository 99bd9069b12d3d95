// The SQL the knowledge layer pushes down (profiling aggregates, sampling, top values, the
// containment check behind inferred relationships, distinct values for value search) on every
// engine: SQLite, and the PostgreSQL and MariaDB servers the test script starts.

#include "testsupport.h"

#include "db/connection.h"
#include "knowledgebuild/contextbuilder.h"
#include "knowledge/profiler.h"
#include "knowledge/valueindex.h"

#include <QTemporaryDir>

using namespace assay;
using namespace assay::knowledge;

namespace {

// Portable DDL and multi-row inserts, so the same data lands on every engine.
QStringList fixtureStatements()
{
    const QStringList cities = {QStringLiteral("Berlin"), QStringLiteral("Paris"), QStringLiteral("Stockholm"), QStringLiteral("Lisbon")};
    QStringList customers;
    for (int i = 1; i <= 200; ++i)
        customers << QStringLiteral("(%1, 'Customer %1', %2)").arg(i).arg(i % 20 == 0 ? QStringLiteral("NULL") : QStringLiteral("'%1'").arg(cities[i % 4]));
    QStringList orders;
    for (int i = 1; i <= 2000; ++i)
        orders << QStringLiteral("(%1, %2, '2024-%3-%4', %5)")
                      .arg(i)
                      .arg(1 + i % 200)
                      .arg(1 + i % 12, 2, 10, QLatin1Char('0'))
                      .arg(1 + i % 28, 2, 10, QLatin1Char('0'))
                      .arg(10 + (i * 37) % 500);
    return {QStringLiteral("DROP TABLE IF EXISTS kn_orders"),
            QStringLiteral("DROP TABLE IF EXISTS kn_customers"),
            QStringLiteral("CREATE TABLE kn_customers (customer_id INTEGER PRIMARY KEY, full_name VARCHAR(80) NOT NULL, city VARCHAR(40))"),
            QStringLiteral("CREATE TABLE kn_orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER, order_date DATE, total_amount DECIMAL(10,2))"),
            QStringLiteral("INSERT INTO kn_customers VALUES ") + customers.join(u','),
            QStringLiteral("INSERT INTO kn_orders VALUES ") + orders.join(u',')};
}

} // namespace

class TestKnowledgeEngines : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::unique_ptr<db::Connection> connect(const QString &engine)
    {
        db::ConnectionConfig config;
        QString password;
        if (engine == u"sqlite") {
            config.engine = db::Engine::SQLite;
            config.filePath = m_dir.filePath(QStringLiteral("engines.sqlite"));
            QFile(config.filePath).open(QIODevice::WriteOnly); // SQLite files are opened, never created
        } else {
            const auto login = engine == u"postgresql" ? test::postgres() : test::mysql();
            if (!login)
                return nullptr;
            config = login->config;
            password = login->password;
        }
        auto c = db::createConnection(config);
        if (const db::DbError e = c->open(password)) {
            qWarning() << engine << e.displayText();
            return nullptr;
        }
        for (const QString &sql : fixtureStatements()) {
            const db::ExecSummary s = c->query(sql, nullptr);
            if (!s.ok()) {
                qWarning() << engine << s.error.displayText();
                return nullptr;
            }
        }
        return c;
    }

private slots:
    void pushedDownKnowledge_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("sqlite") << "sqlite";
        QTest::newRow("postgresql") << "postgresql";
        QTest::newRow("mariadb") << "mysql";
    }

    void pushedDownKnowledge()
    {
        QFETCH(QString, engine);
        auto connection = connect(engine);
        if (engine == u"sqlite")
            QVERIFY(connection);
        else
            ASSAY_REQUIRE(connection, engine);
        db::Catalog catalog;
        QVERIFY(!connection->introspect(&catalog));
        const db::TableInfo *customersInfo = catalog.find(u"kn_customers");
        const db::TableInfo *ordersInfo = catalog.find(u"kn_orders");
        QVERIFY(customersInfo && ordersInfo);

        // Profiling: exact figures on the small table.
        Profiler profiler(*connection);
        const TableProfile customers = profiler.profile(*customersInfo);
        QCOMPARE(customers.warning, QString());
        QCOMPARE(customers.rowCount, 200);
        const ColumnProfile *city = customers.column(u"city");
        QVERIFY(city);
        QCOMPARE(city->distinct, 4);
        QCOMPARE(city->nullRatio, 0.05);
        QCOMPARE(city->topValues.size(), 4);
        QCOMPARE(city->topValues.first().second, 50); // every fourth customer; the NULLs fall on one city
        QVERIFY(customers.keyCandidates.contains(QStringLiteral("customer_id")));
        QVERIFY(!customers.keyCandidates.contains(QStringLiteral("city")));

        // The bigger table on a sample: fewer rows read, the row count still exact.
        Profiler::Options sampled;
        sampled.sampleRows = 500;
        const TableProfile orders = Profiler(*connection, sampled).profile(*ordersInfo);
        QCOMPARE(orders.warning, QString());
        QCOMPARE(orders.rowCount, 2000);
        QVERIFY2(orders.sampledRows > 0 && orders.sampledRows < 2000, qPrintable(QString::number(orders.sampledRows)));
        const ColumnProfile *amount = orders.column(u"total_amount");
        QVERIFY(amount && amount->min.isValid() && amount->max.isValid());
        QVERIFY(amount->min.toDouble() >= 10 && amount->max.toDouble() <= 509);
        const ColumnProfile *date = orders.column(u"order_date");
        QVERIFY(date->min.toString().startsWith(QLatin1String("2024-")));

        // Relationships by name, confirmed by the data with the engine's own SQL.
        DataContext context;
        for (const db::TableInfo *info : {customersInfo, ordersInfo}) {
            TableKnowledge t = knowledgeFromCatalog(*info);
            t.profile = info == customersInfo ? customers : orders;
            for (ColumnKnowledge &c : t.columns) {
                if (const ColumnProfile *p = t.profile.column(c.name))
                    c.profile = *p;
            }
            context.tables << t;
        }
        db::Catalog ours;
        ours.tables = {*customersInfo, *ordersInfo};
        const QList<Relationship> links = inferRelationshipsByName(context, ours, connection.get());
        QCOMPARE(links.size(), 1);
        QCOMPARE(links.first().fromTable, ordersInfo->qualifiedName());
        QCOMPARE(links.first().toTable, customersInfo->qualifiedName());
        QCOMPARE(links.first().toColumns, QStringList{QStringLiteral("customer_id")});
        QVERIFY(links.first().confidence >= 0.9);

        // Distinct values for value search, most frequent first.
        ValueCollector collector(*connection);
        QString error;
        const TableKnowledge &customerKnowledge = context.tables.first();
        const auto values = collector.collect(customerKnowledge, *customerKnowledge.column(u"city"), std::make_shared<db::CancelToken>(), &error);
        QCOMPARE(error, QString());
        QCOMPARE(values.size(), 4);
        for (const auto &[value, count] : values)
            QVERIFY2(count == 50 || count == 40, qPrintable(QStringLiteral("%1: %2").arg(value).arg(count)));
    }
};

QTEST_GUILESS_MAIN(TestKnowledgeEngines)
#include "tst_knowledge_engines.moc"
