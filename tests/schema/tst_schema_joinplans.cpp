// The join planner, table-driven: a question's table uses (with roles, or with the words the
// roles come from) in, the joins out, on small schemas shaped like the patterns it must handle.
// No database here; tst_schema_joinsql runs the same plans on the engines. Also bad input: cycles,
// keys to tables that are not there, a table referring to itself, thousands of tables, a step
// limit that cuts the search short.

#include "joinschemas.h"

#include "db/dialect.h"
#include "schema/joinplanner.h"

#include <QtTest>

using namespace assay;
using namespace assay::schema;
using test::TableSpec;

namespace {


QList<TableUse> usesFrom(const QStringList &specs)
{
    QList<TableUse> uses;
    for (const QString &s : specs)
        uses << TableUse(s.section(u':', 0, 0), s.section(u':', 1));
    return uses;
}

// Each join as "[LEFT ]a.x=b.y", sides sorted; an instance in a role reads "table[alias]".
QStringList joinsOf(const JoinPlan &p)
{
    QHash<QString, QString> label;
    for (const JoinStep &s : p.steps)
        label.insert(s.alias, s.role.isEmpty() ? s.tableName : QStringLiteral("%1[%2]").arg(s.tableName, s.alias));
    QStringList out;
    for (const JoinStep &s : p.steps) {
        if (s.parentAlias.isEmpty())
            continue;
        for (int i = 0; i < s.columns.size(); ++i) {
            QString a = label.value(s.parentAlias) + u'.' + s.parentColumns[i].toLower();
            QString b = label.value(s.alias) + u'.' + s.columns[i].toLower();
            if (b < a)
                std::swap(a, b);
            out << (s.left ? QStringLiteral("LEFT ") : QString()) + a + u'=' + b;
        }
    }
    out.sort();
    return out;
}

struct Planned {
    SchemaGraph graph;
    SchemaPatterns patterns;
    std::unique_ptr<JoinPlanner> planner;
    explicit Planned(const db::Catalog &c) : graph(SchemaGraph::fromCatalog(c)), patterns(detectPatterns(graph))
    {
        planner = std::make_unique<JoinPlanner>(graph, patterns);
    }
};

} // namespace

class TestSchemaJoinPlans : public QObject {
    Q_OBJECT
private slots:
    void plans_data()
    {
        QTest::addColumn<QString>("schema");
        QTest::addColumn<QStringList>("uses");
        QTest::addColumn<QString>("words"); // roles read from these, when given
        QTest::addColumn<QStringList>("joins");
        QTest::addColumn<bool>("ambiguous");

        QTest::newRow("self-join in two roles") << "staff" << QStringList{"employee", "employee:manager"} << QString()
                                                << QStringList{"LEFT employee.manager_id=employee[manager].id"} << false;
        QTest::newRow("self-join, roles from the words") << "staff" << QStringList{"employee", "employee"} << "employees and their managers"
                                                         << QStringList{"LEFT employee.manager_id=employee[manager].id"} << false;
        QTest::newRow("m:m bridge") << "school" << QStringList{"student", "course"} << QString()
                                    << QStringList{"course.id=enrolment.course_id", "enrolment.student_id=student.id"} << false;
        const QStringList throughPools = {"client.id=rspool2client.client_id", "datacenter.id=resourcepool.dc_id",
                                          "resourcepool.id=rspool2client.pool_id"};
        QTest::newRow("lookup used twice, roles named")
            << "ddo" << QStringList{"client", "datacenter", "location:client_location", "location:datacenter_location"} << QString()
            << (throughPools + QStringList{"client.loc_id=location[client_location].id", "datacenter.loc_id=location[datacenter_location].id"})
            << false;
        QTest::newRow("lookup used twice, never a hub") << "ddo" << QStringList{"client", "datacenter", "location", "location"} << QString()
                                                        << (throughPools + QStringList{"client.loc_id=location.id", "datacenter.loc_id=location.id"})
                                                        << false;
        QTest::newRow("lookup used once by two: a choice") << "ddo" << QStringList{"client", "datacenter", "location"} << QString()
                                                           << (throughPools + QStringList{"client.loc_id=location.id"}) << true;
        QTest::newRow("two subtypes, one parent row each")
            << "insurance" << QStringList{"claim", "loss_payment", "loss_reserve"} << QString()
            << QStringList{"claim.id=claim_amount[loss_payment_amount].claim_id", "claim.id=claim_amount[loss_reserve_amount].claim_id",
                           "claim_amount[loss_payment_amount].id=loss_payment.claim_amount_id",
                           "claim_amount[loss_reserve_amount].id=loss_reserve.claim_amount_id"}
            << false;
        QTest::newRow("subtype chain") << "insurance" << QStringList{"claim", "catastrophe_payment"} << QString()
                                       << QStringList{"catastrophe_payment.loss_payment_id=loss_payment.claim_amount_id",
                                                      "claim.id=claim_amount.claim_id", "claim_amount.id=loss_payment.claim_amount_id"}
                                       << false;
        QTest::newRow("subtype named as a role") << "insurance" << QStringList{"claim", "claim_amount:loss_payments"} << QString()
                                                 << QStringList{"claim.id=claim_amount[loss_payments].claim_id",
                                                                "claim_amount[loss_payments].id=loss_payment.claim_amount_id"}
                                                 << false;
        QTest::newRow("star") << "retail" << QStringList{"sale", "store", "product"} << QString()
                              << QStringList{"product.id=sale.product_id", "sale.store_id=store.id"} << false;
        QTest::newRow("snowflake with an optional branch")
            << "retail" << QStringList{"sale", "division"} << QString()
            << QStringList{"LEFT category.division_id=division.id", "LEFT category.id=product.category_id", "product.id=sale.product_id"}
            << false;
        QTest::newRow("extension branch of a needed table") << "cloud" << QStringList{"compute_pool", "config_cpu"} << QString()
                                                            << QStringList{"LEFT config.pool_id=config_cpu.config_id",
                                                                           "LEFT compute_pool.id=config.pool_id"}
                                                            << false;
        QTest::newRow("a role from the words") << "flights" << QStringList{"flights", "airports"} << "flights arriving in Aberdeen"
                                               << QStringList{"airports[dest_airport].airportcode=flights.destairport"} << false;
        QTest::newRow("two references, no words: a choice") << "flights" << QStringList{"flights", "airports"} << QString()
                                                            << QStringList{"airports[source_airport].airportcode=flights.sourceairport"}
                                                            << true;
        QTest::newRow("one table in both roles") << "flights" << QStringList{"flights", "airports", "airports"} << QString()
                                                 << QStringList{"airports[dest_airport].airportcode=flights.destairport",
                                                                "airports[source_airport].airportcode=flights.sourceairport"}
                                                 << false;
    }

    void plans()
    {
        QFETCH(QString, schema);
        QFETCH(QStringList, uses);
        QFETCH(QString, words);
        QFETCH(QStringList, joins);
        QFETCH(bool, ambiguous);
        const Planned p(test::catalogOf(test::schemaNamed(schema)));
        QList<TableUse> u = usesFrom(uses);
        if (!words.isEmpty())
            assignRoles(u, words, p.graph);
        const PlanResult r = p.planner->plan(u);
        QVERIFY2(r.ok(), qPrintable(r.error));
        joins.sort();
        if (joinsOf(r.plans.first()) != joins)
            qDebug().noquote() << r.plans.first().describe(db::Dialect::forEngine(db::Engine::SQLite));
        QCOMPARE(joinsOf(r.plans.first()), joins);
        QCOMPARE(r.ambiguous(), ambiguous);
        // Every use has its own alias in the plan, and the plan renders as SQL naming each.
        QSet<QString> aliases;
        for (int i = 0; i < u.size(); ++i)
            aliases.insert(r.plans.first().aliasOfUse(i));
        QCOMPARE(aliases.size(), u.size());
        const QString from = r.plans.first().fromClause(db::Dialect::forEngine(db::Engine::SQLite));
        for (const QString &a : std::as_const(aliases))
            QVERIFY2(from.contains(QLatin1Char(' ') + a), qPrintable(from));
    }

    // The words just before a value (nearest first) give its table a role; table names and words
    // that fit two references equally give none.
    void roleFromAValuesWords_data()
    {
        QTest::addColumn<QStringList>("wordsBefore");
        QTest::addColumn<QString>("role");
        QTest::newRow("from") << QStringList{"from", "fly"} << "source_airport";
        QTest::newRow("to, although 'from' came earlier") << QStringList{"to", "Aberdeen", "from"} << "dest_airport";
        QTest::newRow("into") << QStringList{"into"} << "dest_airport";
        QTest::newRow("a role verb") << QStringList{"arriving", "flights"} << "dest_airport";
        QTest::newRow("departing") << QStringList{"in", "departing"} << "source_airport";
        QTest::newRow("the table's own name says no role") << QStringList{"flights", "airport"} << QString();
        QTest::newRow("no words") << QStringList{} << QString();
        QTest::newRow("unknown words") << QStringList{"zorblax", "qwv"} << QString();
    }

    void roleFromAValuesWords()
    {
        QFETCH(QStringList, wordsBefore);
        QFETCH(QString, role);
        const Planned p(test::catalogOf(test::flightsSchema()));
        QCOMPARE(roleFromContext(p.graph, QStringLiteral("airports"), {QStringLiteral("flights")}, wordsBefore), role);
        // Only a table referred to in several ways has roles: airlines has one reference.
        QCOMPARE(roleFromContext(p.graph, QStringLiteral("airlines"), {QStringLiteral("flights")}, wordsBefore), QString());
    }

    void disconnectedTablesSayWhatMightConnect()
    {
        const Planned p(test::catalogOf(test::flightsSchema()));
        const PlanResult r = p.planner->plan(QStringList{"flights", "weather"});
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QLatin1String("do not connect")), qPrintable(r.error));
        QCOMPARE(r.disconnected.apart, QStringList{QStringLiteral("weather")});
        QCOMPARE(r.disconnected.connected, QStringList{QStringLiteral("flights")});
        QVERIFY2(r.error.contains(QLatin1String("weather.origin_city and flights.origin_city share a name")), qPrintable(r.error));
    }

    // Issue 44 (item 13): a key's name many tables repeat ("store_id" of stores, in a view of
    // orders with no key of its own) is still the link to name; the message never says that no
    // table shares a column name when one does.
    void aSharedKeyNameIsNamedEvenWhenCommon()
    {
        const QList<TableSpec> specs = {
            {"stores", {"store_id", "name:t"}, {"store_id"}, {}},
            {"employees", {"employee_id", "store_id"}, {"employee_id"}, {{"store_id", "stores", "store_id"}}},
            {"orders", {"order_id", "store_id"}, {"order_id"}, {{"store_id", "stores", "store_id"}}},
            {"stock", {"stock_id", "store_id"}, {"stock_id"}, {{"store_id", "stores", "store_id"}}},
            {"sales", {"order_id", "store_id", "amount"}, {}, {}}, // a view: no keys
        };
        const Planned p(test::catalogOf(specs));
        const PlanResult r = p.planner->plan(QStringList{"sales", "stores"});
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QLatin1String("stores.store_id and sales.store_id share a name")), qPrintable(r.error));
        QVERIFY2(!r.error.contains(QLatin1String("No table near them shares a column name")), qPrintable(r.error));
    }

    void choicesAreTypedAndPreferencesDecide()
    {
        const Planned p(test::catalogOf(test::flightsSchema()));
        const PlanResult tied = p.planner->plan(QStringList{"flights", "airports"});
        QVERIFY(tied.ambiguous());
        const QList<JoinChoice> choices = tied.choices();
        QCOMPARE(choices.size(), 2);
        QVERIFY2(choices[0].label.contains(QLatin1String("sourceairport")), qPrintable(choices[0].label));
        QVERIFY2(choices[1].label.contains(QLatin1String("destairport")), qPrintable(choices[1].label));
        QVERIFY(!choices[1].label.contains(QLatin1String("sourceairport")));
        QCOMPARE(choices[1].preference.uses, (QStringList{"airports", "flights"}));
        // The analyst chose the destination: the next question with these tables is not asked.
        PlanOptions o;
        o.preferences << JoinPreference::fromJson(choices[1].preference.toJson());
        const PlanResult decided = p.planner->plan(QStringList{"flights", "airports"}, o);
        QVERIFY(!decided.ambiguous());
        QCOMPARE(decided.plans.first().edgeKeys(), QStringList{"airports.airportcode=flights.destairport"});
        // It applies where its uses are among the question's, not elsewhere.
        QVERIFY(choices[1].preference.appliesTo({"airlines", "airports", "flights"}));
        QVERIFY(!choices[1].preference.appliesTo({"flights"}));
        const PlanResult more = p.planner->plan(QStringList{"airlines", "flights", "airports"}, o);
        QVERIFY(more.plans.first().edgeKeys().contains(QStringLiteral("airports.airportcode=flights.destairport")));
    }

    void findShortestPathTakesColumns()
    {
        const Planned p(test::catalogOf(test::flightsSchema()));
        PlanResult r = p.planner->shortestPath(QStringList{"flights.destairport", "airports.city"});
        QVERIFY(r.ok());
        QCOMPARE(r.plans.first().edgeKeys(), QStringList{"airports.airportcode=flights.destairport"});
        QVERIFY(!r.ambiguous());
        r = p.planner->shortestPath(QStringList{"airlines", "airports AS source"});
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.plans.first().edgeKeys(), (QStringList{"airlines.uid=flights.airline", "airports.airportcode=flights.sourceairport"}));
        QCOMPARE(r.plans.first().extraTables, QStringList{"flights"});
        QVERIFY(!p.planner->shortestPath(QStringList{"flights", "nowhere"}).ok());
    }

    void joinViewShowsRoles()
    {
        const Planned p(test::catalogOf(test::flightsSchema()));
        const PlanResult r = p.planner->plan(usesFrom({"flights", "airports:source", "airports:destination"}));
        QVERIFY2(r.ok(), qPrintable(r.error));
        const QString view = r.plans.first().describe(db::Dialect::forEngine(db::Engine::PostgreSQL));
        QVERIFY2(view.contains(QLatin1String("JOIN airports source ON source.airportcode = f.sourceairport")), qPrintable(view));
        QVERIFY2(view.contains(QLatin1String("JOIN airports destination ON destination.airportcode = f.destairport")), qPrintable(view));
        QVERIFY2(view.contains(QLatin1String("destination is airports as destination")), qPrintable(view));
    }

    void inferredRelationshipsTakePartDeclaredWinTies()
    {
        // orders -> customers declared; orders -> accounts -> customers only inferred: the
        // declared key is used; with it gone, the inferred one with its confidence.
        db::Catalog c = test::catalogOf({
            {"customers", {"id", "city:t"}, {"id"}, {}},
            {"accounts", {"id", "customer_id"}, {"id"}, {}},
            {"orders", {"id", "customer_id", "account_id"}, {"id"}, {{"customer_id", "customers", "id"}}},
        });
        SchemaGraph g = SchemaGraph::fromCatalog(c);
        SchemaEdge inferred;
        inferred.from = g.indexOf(u"orders");
        inferred.to = g.indexOf(u"accounts");
        inferred.fromColumns = {"account_id"};
        inferred.toColumns = {"id"};
        inferred.source = SchemaEdge::Source::Inferred;
        inferred.confidence = 0.75;
        g.addEdge(inferred);
        SchemaEdge alsoInferred = inferred;
        alsoInferred.from = g.indexOf(u"accounts");
        alsoInferred.to = g.indexOf(u"customers");
        alsoInferred.fromColumns = {"customer_id"};
        g.addEdge(alsoInferred);
        const SchemaPatterns patterns = detectPatterns(g);
        const JoinPlanner planner(g, patterns);
        PlanResult r = planner.plan(QStringList{"orders", "customers"});
        QCOMPARE(r.plans.first().edgeKeys(), QStringList{"customers.id=orders.customer_id"});
        r = planner.plan(QStringList{"accounts", "orders"});
        QVERIFY(r.ok());
        QVERIFY(r.plans.first().steps.last().inferred);
        QCOMPARE(r.plans.first().steps.last().confidence, 0.75);
        QVERIFY(r.plans.first().describe(db::Dialect::forEngine(db::Engine::SQLite)).contains(QLatin1String("no key declares")));
        // An inferred key no data confirmed may leave rows without a partner: a LEFT JOIN keeps them.
        QVERIFY(r.plans.first().steps.last().left);
    }

    void badInputGetsAPlanOrAReason()
    {
        // Cycles, a key to a table that is not there, a table that refers to itself.
        const db::Catalog c = test::catalogOf({
            {"a", {"id", "b_id"}, {"id"}, {{"b_id", "b", "id"}}},
            {"b", {"id", "c_id"}, {"id"}, {{"c_id", "c", "id"}}},
            {"c", {"id", "a_id", "ghost_id", "parent_id"}, {"id"}, {{"a_id", "a", "id"}, {"ghost_id", "ghost", "id"}, {"parent_id", "c", "id"}}},
        });
        const Planned p(c);
        QVERIFY(p.planner->plan(QStringList{"a", "c"}).ok());
        QCOMPARE(p.planner->plan(QStringList{"c"}).plans.first().steps.size(), 1);
        const PlanResult self = p.planner->plan(QStringList{"c", "c"});
        QVERIFY2(self.ok(), qPrintable(self.error));
        QCOMPARE(self.plans.first().edgeKeys(), QStringList{"c.id=c.parent_id"});
        QVERIFY(!p.planner->plan(QStringList{"a", "ghost"}).ok());
        QVERIFY(p.planner->plan(QStringList{"a", "ghost"}).error.contains(QLatin1String("ghost")));
        QVERIFY(!p.planner->plan(QList<TableUse>{}).ok());
    }

    void thousandsOfTablesStayBounded()
    {
        // 3,000 tables in a long chain with cross links every few tables (deterministic).
        QList<TableSpec> specs;
        for (int i = 0; i < 3000; ++i) {
            TableSpec s{QStringLiteral("t%1").arg(i), {"id", "prev_id", "skip_id", "label:t"}, {"id"}, {}};
            if (i > 0)
                s.references << std::tuple<QString, QString, QString>{"prev_id", QStringLiteral("t%1").arg(i - 1), "id"};
            if (i >= 7 && i % 3 == 0)
                s.references << std::tuple<QString, QString, QString>{"skip_id", QStringLiteral("t%1").arg(i / 2), "id"};
            specs << s;
        }
        const Planned p(test::catalogOf(specs));
        // Near each other: a plan. Far apart: the reason names how far and the limit.
        QVERIFY(p.planner->plan(QStringList{"t1500", "t1502"}).ok());
        const PlanResult far = p.planner->plan(QStringList{"t0", "t2999"});
        QVERIFY(!far.ok());
        QVERIFY2(far.error.contains(QLatin1String("plans stop at 3")), qPrintable(far.error));
        // A step limit cuts a wide search short and says so.
        PlanOptions tight;
        tight.maxSteps = 50;
        tight.maxExtraTables = 4;
        const PlanResult cut = p.planner->plan(QStringList{"t1500", "t1504", "t1508", "t1512"}, tight);
        QVERIFY2(cut.truncated, qPrintable(cut.error));
        QVERIFY2((cut.ok() ? cut.plans.first().notes.join(u' ') : cut.error).contains(QLatin1String("50")), qPrintable(cut.error));
    }
};

QTEST_GUILESS_MAIN(TestSchemaJoinPlans)
#include "tst_schema_joinplans.moc"
