// Relationship discovery on the PostgreSQL and MariaDB servers the test script starts: the checks
// are queries the server runs (the anti-join counts, row-value IN for composite keys, text against
// numbers, trimming), big tables are read through the server's sample (TABLESAMPLE on PostgreSQL),
// and the results match what SQLite finds on the same data.

#include "relationshiptesthelpers.h"
#include "testsupport.h"

using namespace assay;
using namespace assay::test;

class TestRelationshipEngines : public QObject {
    Q_OBJECT

    std::unique_ptr<db::Connection> connect(const QString &engine) {
        const auto login = engine == u"postgresql" ? postgres() : mysql();
        if (!login)
            return nullptr;
        // A database of its own: the fixtures' tables (orders, customers, ...) would otherwise
        // meet the sample's, which other suites load into assay_test at the same time.
        db::ConnectionConfig config = login->config;
        config.database = QStringLiteral("assay_relationships");
        auto c = db::createConnection(config);
        if (const db::DbError e = c->open(login->password)) {
            qWarning() << engine << e.displayText();
            return nullptr;
        }
        return c;
    }

    static KeyFixture fixture(const QString &name) {
        for (const KeyFixture &f : keyFixtures()) {
            if (f.name == name)
                return f;
        }
        return {};
    }

    // The fixture's own tables only (the server's database holds other tests' tables too).
    static db::Catalog only(const db::Catalog &all, const KeyFixture &f) {
        db::Catalog c = all;
        c.tables.clear();
        for (const db::TableInfo &t : all.tables) {
            if (std::any_of(f.tables.begin(), f.tables.end(), [&](const FixtureTable &ft) {
                    return ft.name.compare(t.name, Qt::CaseInsensitive) == 0;
                }))
                c.tables << t;
        }
        return c;
    }

private slots:
    void onServers_data() {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("fixture");
        for (const char *engine : {"postgresql", "mariadb"}) {
            for (const char *f : {"warehouse-sales", "partial-export-subscriptions", "star-web"})
                QTest::newRow(qPrintable(
                    QStringLiteral("%1 %2").arg(QLatin1String(engine), QLatin1String(f))))
                    << engine << f;
        }
    }

    void onServers() {
        QFETCH(QString, engine);
        QFETCH(QString, fixture);
        auto connection = connect(engine);
        ASSAY_REQUIRE(connection, engine);
        KeyFixture f = this->fixture(fixture);
        for (FixtureTable &t : f.tables)
            t.foreignKeys
                .clear(); // servers refuse keys into missing tables; the data is what matters here
        const QString error = writeThrough(f, *connection);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        db::Catalog all;
        QVERIFY(!connection->introspect(&all));
        const db::Catalog catalog = only(all, f);
        QCOMPARE(catalog.tables.size(), f.tables.size());
        relationships::DiscoveryOptions options;
        options.limits.sampleRows = 20000; // line items and page views are read through a sample
        knowledge::Profiler::Options profiling;
        profiling.sampleRows = 20000;
        const Discovered d =
            discover(*connection, catalog, options, std::make_shared<db::CancelToken>(), profiling);
        const Scored s = score(f, d.context);
        qInfo("%s %s: precision %.3f recall %.3f F1 %.3f, %d queries, %lld ms", qPrintable(engine),
              qPrintable(fixture), s.precision(), s.recall(), s.f1(), d.result.queries,
              d.result.elapsedMs);
        for (const QString &e : s.extra)
            qInfo("  extra  %s", qPrintable(e));
        for (const QString &m : s.missed)
            qInfo("  missed %s", qPrintable(m));
        QVERIFY2(s.f1() >= 0.85, qPrintable(s.missed.join(u'\n') + u'\n' + s.extra.join(u'\n')));
        if (fixture == u"warehouse-sales") {
            const knowledge::Relationship *line = findLink(
                d.context, QStringLiteral("lineitem"), {"l_orderkey"}, QStringLiteral("orders"));
            QVERIFY(line);
            QVERIFY(line->evidence.sampled); // 60,000 line items, read through the server's sample
            QVERIFY(findLink(d.context, QStringLiteral("lineitem"), {"l_partkey", "l_suppkey"},
                             QStringLiteral("partsupp")));
        }
        if (fixture == u"partial-export-subscriptions") {
            const knowledge::Relationship *payment = findLink(
                d.context, QStringLiteral("payment"), {"invoice_id"}, QStringLiteral("invoice"));
            QVERIFY(payment); // text against numbers: the server compares them as text
            QVERIFY(payment->evidence.asText);
        }
        dropTables(f, *connection);
    }
};

QTEST_GUILESS_MAIN(TestRelationshipEngines)
#include "tst_relationships_engines.moc"
