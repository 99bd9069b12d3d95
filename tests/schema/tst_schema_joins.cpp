// Join groups parsed from SQL, schema patterns, and the join planner under Lucy's constraints, on
// hand-made catalogs shaped like the paper's DDO example and on the real sample database (whose
// plans must run).

#include "joinschemas.h"
#include "testsupport.h"

#include "db/connection.h"
#include "db/dialect.h"
#include "schema/joinplanner.h"
#include "sql/joins.h"

#include <QtTest>

using namespace assay;
using namespace assay::schema;

namespace {

db::Catalog catalog(const QList<test::TableSpec> &specs)
{
    return test::catalogOf(specs);
}

// Lucy's DDO (Figure 1): clients and resource pools in a many-to-many relation, a LOCATION lookup
// used by clients and datacenters, payments by clients.
db::Catalog ddo()
{
    return catalog({
        {"location", {"id", "city", "country"}, {"id"}, {}},
        {"client", {"id", "name", "loc_id"}, {"id"}, {{"loc_id", "location", "id"}}},
        {"datacenter", {"id", "name", "loc_id"}, {"id"}, {{"loc_id", "location", "id"}}},
        {"resourcepool", {"id", "name", "dc_id"}, {"id"}, {{"dc_id", "datacenter", "id"}}},
        {"rspool2client", {"pool_id", "client_id"}, {"pool_id", "client_id"}, {{"pool_id", "resourcepool", "id"}, {"client_id", "client", "id"}}},
        {"payment", {"id", "client_id", "amount"}, {"id"}, {{"client_id", "client", "id"}}},
    });
}

QSet<QString> tablesOf(const JoinPlan &p)
{
    QSet<QString> out;
    for (const QString &t : p.tables())
        out.insert(t);
    return out;
}

} // namespace

class TestSchemaJoins : public QObject {
    Q_OBJECT
private slots:
    void joinGroupsFromSql()
    {
        auto groups = sql::findJoinGroups(QStringLiteral("SELECT T2.name FROM singer_in_concert AS T1 JOIN singer AS T2 ON T1.singer_id = T2.singer_id "
                                                         "JOIN concert AS T3 ON T1.concert_id = T3.concert_id WHERE T3.year = 2014"),
                                          sql::Flavor::SQLite);
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups[0].tables.size(), 3);
        QCOMPARE(groups[0].tables[1].alias, QStringLiteral("T2"));
        QCOMPARE(groups[0].conditions.size(), 2);
        QCOMPARE(groups[0].conditions[0].leftTable, QStringLiteral("singer_in_concert"));
        QCOMPARE(groups[0].conditions[0].rightTable, QStringLiteral("singer"));

        // Comma joins take their conditions from WHERE; a filter between columns of one table does not count.
        groups = sql::findJoinGroups(QStringLiteral("SELECT * FROM a, b WHERE a.id = b.a_id AND b.x = b.y AND a.z > 3"));
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups[0].conditions.size(), 1);

        // USING, a derived table (its own group), EXTRACT ... FROM is not a FROM clause.
        groups = sql::findJoinGroups(QStringLiteral("SELECT EXTRACT(YEAR FROM o.d) FROM orders o JOIN customers c USING (customer_id) "
                                                    "JOIN (SELECT store_id FROM stores s JOIN regions r ON r.region_id = s.region_id) x "
                                                    "ON x.store_id = o.store_id"),
                                     sql::Flavor::PostgreSQL);
        QCOMPARE(groups.size(), 2);
        QCOMPARE(groups[0].tables.size(), 2); // orders, customers (the derived table is not a table)
        QVERIFY(groups[0].hasSubquery);
        QCOMPARE(groups[0].conditions.size(), 1); // USING; the ON to the derived table names no table
        QCOMPARE(groups[0].conditions[0].leftColumn, QStringLiteral("customer_id"));
        QCOMPARE(groups[1].tables.size(), 2);
        QCOMPARE(groups[1].conditions.size(), 1);

        // Set operations: one group per SELECT.
        groups = sql::findJoinGroups(QStringLiteral("SELECT name FROM a JOIN b ON a.id = b.a UNION SELECT name FROM c"));
        QCOMPARE(groups.size(), 2);
        QCOMPARE(groups[1].tables.size(), 1);
    }

    void detectsPatterns()
    {
        const SchemaGraph g = SchemaGraph::fromCatalog(ddo());
        const SchemaPatterns p = detectPatterns(g);
        QVERIFY(p.isLookup(QStringLiteral("location")));
        QVERIFY(p.isBridge(QStringLiteral("rspool2client")));
        QCOMPARE(p.bridgeBetween(QStringLiteral("client"), QStringLiteral("resourcepool")), QStringLiteral("rspool2client"));
        QVERIFY(!p.isLookup(QStringLiteral("client")));
        // The user knows better: location is not a lookup here.
        PatternCorrections c;
        c.notLookups.insert(QStringLiteral("location"));
        QVERIFY(!detectPatterns(g, PatternCorrections::fromJson(c.toJson())).isLookup(QStringLiteral("location")));
    }

    void plansUnderLucysConstraints()
    {
        const SchemaGraph g = SchemaGraph::fromCatalog(ddo());
        const SchemaPatterns p = detectPatterns(g);
        const JoinPlanner planner(g, p);

        // C3: many-to-many through its join table.
        PlanResult r = planner.plan({QStringLiteral("client"), QStringLiteral("resourcepool")});
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(tablesOf(r.plans.first()), (QSet<QString>{"client", "resourcepool", "rspool2client"}));
        QCOMPARE(r.plans.first().extraTables, QStringList{QStringLiteral("rspool2client")});
        QVERIFY(r.plans.first().notes.join(u' ').contains(QLatin1String("many-to-many")));

        // C4: clients and datacenters are not joined through the location lookup (Lucy's red
        // path); the plan goes through the resource pools.
        r = planner.plan({QStringLiteral("client"), QStringLiteral("datacenter")});
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY(!tablesOf(r.plans.first()).contains(QStringLiteral("location")));
        QCOMPARE(tablesOf(r.plans.first()), (QSet<QString>{"client", "rspool2client", "resourcepool", "datacenter"}));

        // A lookup that is needed is a leaf, joined for one table; with two tables using it, both
        // attachments are equally good: the user chooses.
        r = planner.plan({QStringLiteral("payment"), QStringLiteral("location")});
        QVERIFY(r.ok());
        QCOMPARE(r.plans.first().extraTables, QStringList{QStringLiteral("client")});
        r = planner.plan({QStringLiteral("client"), QStringLiteral("datacenter"), QStringLiteral("location")});
        QVERIFY(r.ok());
        QVERIFY(r.ambiguous());
        QVERIFY(r.plans.size() >= 2);

        // C5: no detour when a direct key exists; one table alone is its own plan.
        r = planner.plan({QStringLiteral("payment"), QStringLiteral("client")});
        QCOMPARE(r.plans.first().extraTables, QStringList());
        QCOMPARE(r.plans.first().edgeKeys(), QStringList{QStringLiteral("client.id=payment.client_id")});
        QCOMPARE(planner.plan({QStringLiteral("client")}).plans.first().steps.size(), 1);

        QVERIFY(!planner.plan({QStringLiteral("client"), QStringLiteral("nowhere")}).ok());
    }

    void twoReferencesToOneTableAreAChoice()
    {
        const db::Catalog c = catalog({
            {"airports", {"code", "name"}, {"code"}, {}},
            {"flights", {"id", "source", "dest"}, {"id"}, {{"source", "airports", "code"}, {"dest", "airports", "code"}}},
        });
        const SchemaGraph g = SchemaGraph::fromCatalog(c);
        const SchemaPatterns p = detectPatterns(g);
        const JoinPlanner planner(g, p);
        PlanResult r = planner.plan({QStringLiteral("flights"), QStringLiteral("airports")});
        QVERIFY(r.ambiguous());
        QCOMPARE(r.plans.size(), 2);
        // Without a hint the first reference of the table comes first; the question can say otherwise.
        QCOMPARE(r.plans.first().edgeKeys(), QStringList{QStringLiteral("airports.code=flights.source")});
        PlanOptions o;
        o.preferredColumns.insert(QStringLiteral("flights.dest"));
        r = planner.plan({QStringLiteral("flights"), QStringLiteral("airports")}, o);
        QCOMPARE(r.plans.first().edgeKeys(), QStringList{QStringLiteral("airports.code=flights.dest")});
    }

    void siblingsJoinDirectlyOnlyWhenTheParentIsNotNeeded()
    {
        const db::Catalog c = catalog({
            {"country", {"code", "name"}, {"code"}, {}},
            {"city", {"id", "name", "countrycode"}, {"id"}, {{"countrycode", "country", "code"}}},
            {"countrylanguage", {"countrycode", "language"}, {"countrycode", "language"}, {{"countrycode", "country", "code"}}},
        });
        const SchemaGraph g = SchemaGraph::fromCatalog(c);
        const SchemaPatterns p = detectPatterns(g);
        const JoinPlanner planner(g, p);
        PlanResult r = planner.plan({QStringLiteral("city"), QStringLiteral("countrylanguage")});
        QVERIFY(r.ok());
        QCOMPARE(r.plans.first().extraTables, QStringList());
        QCOMPARE(r.plans.first().edgeKeys(), QStringList{QStringLiteral("city.countrycode=countrylanguage.countrycode")});
        r = planner.plan({QStringLiteral("city"), QStringLiteral("countrylanguage"), QStringLiteral("country")});
        QCOMPARE(r.plans.first().edgeKeys(),
                 (QStringList{QStringLiteral("city.countrycode=country.code"), QStringLiteral("country.code=countrylanguage.countrycode")}));
    }

    void plansRunOnTheSampleDatabase()
    {
        auto connection = db::createConnection([] {
            db::ConnectionConfig c;
            c.engine = db::Engine::SQLite;
            c.filePath = test::sampleDatabase();
            return c;
        }());
        QVERIFY(!connection->open({}));
        db::Catalog cat;
        QVERIFY(!connection->introspect(&cat));
        const SchemaGraph g = SchemaGraph::fromCatalog(cat);
        const SchemaPatterns p = detectPatterns(g);
        QVERIFY(p.isBridge(QStringLiteral("product_suppliers")));
        const JoinPlanner planner(g, p);
        const QList<QStringList> questions = {
            {"order_lines", "customers"},          // through orders
            {"order_lines", "stores", "products"}, // a star around the lines and their order
            {"products", "suppliers"},             // many-to-many
            {"returns", "categories"},             // a long chain
        };
        for (const QStringList &tables : questions) {
            const PlanResult r = planner.plan(tables);
            QVERIFY2(r.ok(), qPrintable(r.error));
            const JoinPlan &plan = r.plans.first();
            for (const QString &t : tables)
                QVERIFY(!plan.aliasOf(t).isEmpty());
            // Every plan is SQL the engine accepts, and joins rows.
            QList<db::Row> rows;
            const QString sql = QStringLiteral("SELECT COUNT(*) ") + plan.fromClause(connection->dialect());
            const db::ExecSummary s = connection->query(sql, &rows);
            QVERIFY2(s.ok(), qPrintable(sql + QStringLiteral("\n") + s.error.displayText()));
            QVERIFY2(rows.first().first().toLongLong() > 0, qPrintable(sql));
        }
        // orders.customer_id may be NULL (anonymous store sales): the branch to customers is a
        // LEFT JOIN so those orders are not silently dropped.
        const JoinPlan plan = planner.plan({QStringLiteral("orders"), QStringLiteral("customers")}).plans.first();
        QVERIFY(plan.fromClause(connection->dialect()).contains(QLatin1String("LEFT JOIN customers")));
    }
};

QTEST_GUILESS_MAIN(TestSchemaJoins)
#include "tst_schema_joins.moc"
