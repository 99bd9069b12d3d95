// KnowledgeService end to end on a real SQLite file and the fake model server: background build,
// edits that survive rebuilds and restarts, partial rebuilds after a schema change, value search,
// glossary import/export, example memory and SQL2NL.

#include "knowledgetesthelpers.h"
#include "testsupport.h"

#include "db/dbsession.h"
#include "knowledgebuild/knowledgeservice.h"
#include "llm/llmservice.h"
#include "schema/patterncorrections.h"

#include <QElapsedTimer>
#include <QSignalSpy>

using namespace assay;
using namespace assay::knowledge;

namespace {

KnowledgeService::Options serviceOptions(const QString &storeDir)
{
    KnowledgeService::Options o;
    o.storeDirectory = storeDir;
    return o;
}

BuildReport waitForBuild(KnowledgeService &service, QSignalSpy &finished, int timeoutMs = 60000)
{
    if (finished.isEmpty() && !finished.wait(timeoutMs))
        qFatal("the knowledge build did not finish");
    const BuildReport report = finished.takeFirst().at(0).value<BuildReport>();
    Q_UNUSED(service)
    return report;
}

QStringList columnRequestTables(const test::FakeModel &model)
{
    QStringList tables;
    static const QRegularExpression re(QStringLiteral("Describe each column of the table (\\S+) in"));
    for (const auto &r : model.requestsContaining(QStringLiteral("Describe each column")))
        tables << re.match(r.lastMessage(QStringLiteral("user"))).captured(1);
    tables.removeDuplicates();
    tables.sort();
    return tables;
}

} // namespace

class TestKnowledgeService : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString freshShop(const QString &name)
    {
        const QString path = m_dir.filePath(name + QStringLiteral(".sqlite"));
        QFile::remove(path);
        if (const QString e = test::createShopDatabase(path); !e.isEmpty())
            qFatal("%s", qPrintable(e));
        return path;
    }

private slots:
    void buildsInTheBackgroundAndSearches()
    {
        const QString path = freshShop(QStringLiteral("search"));
        test::FakeModel model;
        model.answerAsAnalyst();
        KnowledgeService service(model.service.get(), serviceOptions(m_dir.filePath(QStringLiteral("store-search"))));
        QSignalSpy finished(&service, &KnowledgeService::buildFinished);
        QSignalSpy valuesReady(&service, &KnowledgeService::valuesReady);
        QSignalSpy progress(&service, &KnowledgeService::buildProgress);
        service.attach(test::sqliteConfig(path, QStringLiteral("search")), {}, test::catalogOf(path));
        QVERIFY(service.isAttached());
        const BuildReport report = waitForBuild(service, finished);
        QVERIFY2(report.warnings.isEmpty(), qPrintable(report.warnings.join(u'\n')));
        QVERIFY(!progress.isEmpty());
        QVERIFY(!service.isBuilding());

        auto snap = service.snapshot();
        QCOMPARE(snap->context.tables.size(), 5);
        QCOMPARE(snap->context.table(u"customers")->column(u"city")->source, TextSource::Model);

        // Value search is indexed after the build, in the background.
        QVERIFY(valuesReady.wait(30000) || !valuesReady.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(service.snapshot()->retriever && service.snapshot()->retriever->size() > 0, 90000); // generous: CI machines are loaded
        snap = service.snapshot();
        const auto hits = snap->searchValues(QStringLiteral("stockholm"));
        QVERIFY(!hits.isEmpty());
        QCOMPARE(hits.first().table, QStringLiteral("customers"));
        QCOMPARE(hits.first().column, QStringLiteral("city"));
        QCOMPARE(hits.first().value, QStringLiteral("Stockholm"));
        QCOMPARE(hits.first().frequency, 50);
        const auto tables = snap->search(QStringLiteral("refunds given back for orders"), {ItemKind::Table}, 3);
        QVERIFY(!tables.isEmpty());
        QCOMPARE(tables.first().item.table, QStringLiteral("refunds"));
        const auto columns = snap->searchColumns(QStringLiteral("product category"), 3);
        QVERIFY(!columns.isEmpty());
        QCOMPARE(columns.first().item.title, QStringLiteral("products.category"));
    }

    void editsSurviveRebuildsAndRestarts()
    {
        const QString path = freshShop(QStringLiteral("edits"));
        const QString store = m_dir.filePath(QStringLiteral("store-edits"));
        test::FakeModel model;
        model.answerAsAnalyst();
        {
            KnowledgeService service(model.service.get(), serviceOptions(store));
            QSignalSpy finished(&service, &KnowledgeService::buildFinished);
            service.attach(test::sqliteConfig(path, QStringLiteral("edits")), {}, test::catalogOf(path));
            waitForBuild(service, finished);
            QCOMPARE(service.setColumnDescription(QStringLiteral("customers"), QStringLiteral("segment"), QStringLiteral("Marketing tier: A, B or C")),
                     QString());
            QCOMPARE(service.setTableDescription(QStringLiteral("orders"), QStringLiteral("One row per checkout.")), QString());
            QCOMPARE(service.snapshot()->context.table(u"orders")->description, QStringLiteral("One row per checkout."));

            model.server.clearRequests();
            service.build(/*rebuildAll=*/true);
            waitForBuild(service, finished);
            const auto snap = service.snapshot();
            const ColumnKnowledge *segment = snap->context.table(u"customers")->column(u"segment");
            QCOMPARE(segment->description, QStringLiteral("Marketing tier: A, B or C"));
            QCOMPARE(segment->source, TextSource::User);
            QCOMPARE(snap->context.table(u"orders")->description, QStringLiteral("One row per checkout."));
            QCOMPARE(snap->context.table(u"orders")->source, TextSource::User);
            // The model was not asked to describe what the user wrote.
            for (const auto &r : model.requestsContaining(QStringLiteral("Describe each column of the table customers")))
                QVERIFY(!r.lastMessage(QStringLiteral("user")).contains(QLatin1String("\n- segment (")));
        }
        // A new session on the same store reads the edits back.
        KnowledgeService service(model.service.get(), serviceOptions(store));
        QSignalSpy loaded(&service, &KnowledgeService::loaded);
        service.attach(test::sqliteConfig(path, QStringLiteral("edits")), {}, test::catalogOf(path));
        QVERIFY(loaded.wait(10000));
        QCOMPARE(service.snapshot()->context.table(u"customers")->column(u"segment")->description, QStringLiteral("Marketing tier: A, B or C"));
        QVERIFY(!service.isBuilding()); // nothing changed: no rebuild
    }

    void schemaChangeRebuildsOnlyWhatChanged()
    {
        const QString path = freshShop(QStringLiteral("schema"));
        test::FakeModel model;
        model.answerAsAnalyst();
        KnowledgeService service(model.service.get(), serviceOptions(m_dir.filePath(QStringLiteral("store-schema"))));
        QSignalSpy finished(&service, &KnowledgeService::buildFinished);
        service.attach(test::sqliteConfig(path, QStringLiteral("schema")), {}, test::catalogOf(path));
        waitForBuild(service, finished);
        QTRY_VERIFY_WITH_TIMEOUT(!service.isIndexingValues(), 20000);

        QCOMPARE(test::execSqlite(path, QStringLiteral("ALTER TABLE products ADD COLUMN colour TEXT;"
                                                       "DROP TABLE refunds;"
                                                       "CREATE TABLE stores (store_id INTEGER PRIMARY KEY, region TEXT);"
                                                       "INSERT INTO stores VALUES (1, 'North'), (2, 'South');")),
                 QString());
        model.server.clearRequests();
        service.catalogChanged(test::catalogOf(path));
        const BuildReport report = waitForBuild(service, finished);
        QStringList rebuilt = report.tablesRebuilt;
        rebuilt.sort();
        QCOMPARE(rebuilt, (QStringList{"products", "stores"}));
        QCOMPARE(report.tablesAdded, QStringList{QStringLiteral("stores")});
        QCOMPARE(report.tablesRemoved, QStringList{QStringLiteral("refunds")});
        QCOMPARE(report.tablesKept, 3);
        QCOMPARE(columnRequestTables(model), (QStringList{"products", "stores"}));
        const auto snap = service.snapshot();
        QVERIFY(!snap->context.table(u"refunds"));
        QVERIFY(snap->context.table(u"products")->column(u"colour"));
        // The kept tables still have their model text.
        QCOMPARE(snap->context.table(u"customers")->column(u"city")->source, TextSource::Model);
        // Values of the removed table are gone from value search once re-indexed.
        QTRY_VERIFY_WITH_TIMEOUT(!service.isIndexingValues(), 20000);
        QVERIFY(!service.snapshot()->searchValues(QStringLiteral("North")).isEmpty());
        for (const ValueHit &h : service.snapshot()->searchValues(QStringLiteral("5.0"), 20))
            QVERIFY(h.table != u"refunds");
    }

    void glossaryImportExportAndRetrieval()
    {
        const QString path = freshShop(QStringLiteral("glossary"));
        KnowledgeService::Options o = serviceOptions(m_dir.filePath(QStringLiteral("store-glossary")));
        o.buildOnAttach = false;
        KnowledgeService service(nullptr, o);
        QSignalSpy loaded(&service, &KnowledgeService::loaded);
        service.attach(test::sqliteConfig(path, QStringLiteral("glossary")), {}, test::catalogOf(path));
        QVERIFY(loaded.wait(10000));

        const QString csv = m_dir.filePath(QStringLiteral("terms.csv"));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("term,kind,aliases,definition,expression\n"
                "GMV,business_logic,gross merchandise value,Sum of order totals before refunds,SUM(orders.total_amount)\n"
                "AOV,acronym,average order value,GMV divided by the number of orders,\n");
        f.close();
        QString error;
        QStringList warnings;
        QSignalSpy glossaryChanged(&service, &KnowledgeService::glossaryChanged);
        QCOMPARE(service.importGlossary(csv, &error, &warnings), 2);
        QCOMPARE(error, QString());
        QCOMPARE(glossaryChanged.size(), 1);
        // Importing again updates instead of duplicating.
        QCOMPARE(service.importGlossary(csv, &error, &warnings), 2);
        QCOMPARE(service.snapshot()->glossary.size(), 2);

        QSignalSpy ready(&service, &KnowledgeService::retrievalReady);
        QVERIFY(ready.wait(10000));
        QTRY_VERIFY_WITH_TIMEOUT(!service.snapshot()->search(QStringLiteral("gross merchandise value"), {ItemKind::Glossary}, 1).isEmpty(), 10000);
        QCOMPARE(service.snapshot()->search(QStringLiteral("gross merchandise value"), {ItemKind::Glossary}, 1).first().item.title, QStringLiteral("GMV"));

        const QString md = m_dir.filePath(QStringLiteral("terms.md"));
        QCOMPARE(service.exportGlossary(md), QString());
        QFile mdFile(md);
        QVERIFY(mdFile.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(mdFile.readAll());
        QVERIFY(text.contains(QLatin1String("**GMV**")));
        QVERIFY(text.contains(QLatin1String("`SUM(orders.total_amount)`")));

        // Files that are not glossaries say why and change nothing.
        const QString bad = m_dir.filePath(QStringLiteral("terms.xlsx"));
        QFile(bad).open(QIODevice::WriteOnly);
        QCOMPARE(service.importGlossary(bad, &error), 0);
        QVERIFY(error.contains(QLatin1String("CSV")));
        QCOMPARE(service.importGlossary(m_dir.filePath(QStringLiteral("missing.csv")), &error), 0);
        QVERIFY(!error.isEmpty());
        QCOMPARE(service.snapshot()->glossary.size(), 2);
    }

    void examplesFromUsersAndFromQueries()
    {
        const QString path = freshShop(QStringLiteral("examples"));
        test::FakeModel model;
        model.answerAsAnalyst();
        KnowledgeService::Options o = serviceOptions(m_dir.filePath(QStringLiteral("store-examples")));
        o.buildOnAttach = false;
        KnowledgeService service(model.service.get(), o);
        QSignalSpy loaded(&service, &KnowledgeService::loaded);
        service.attach(test::sqliteConfig(path, QStringLiteral("examples")), {}, test::catalogOf(path));
        QVERIFY(loaded.wait(10000));

        QCOMPARE(service.addExample(QStringLiteral("Revenue by city"),
                                    QStringLiteral("SELECT c.city, SUM(o.total_amount) FROM orders o JOIN customers c USING (customer_id) GROUP BY 1"),
                                    ExampleEntry::Source::Feedback),
                 QString());
        QVERIFY(!service.addExample(QStringLiteral("  "), QStringLiteral("SELECT 1")).isEmpty());
        auto examples = service.snapshot()->examples;
        QCOMPARE(examples.size(), 1);
        QCOMPARE(examples.first().source, ExampleEntry::Source::Feedback);
        QCOMPARE(examples.first().tables, (QStringList{"orders", "customers"}));
        QVERIFY(examples.first().columns.contains(QStringLiteral("customers.city")));

        QSignalSpy generated(&service, &KnowledgeService::generationFinished);
        service.generateExamplesFromQueries({QStringLiteral("SELECT category, COUNT(*) FROM products GROUP BY category"),
                                             QStringLiteral("SELECT status, COUNT(*) FROM orders GROUP BY status"),
                                             examples.first().sql}); // already known: skipped
        QVERIFY(generated.wait(20000));
        QCOMPARE(generated.first().at(0).toInt(), 2);
        QVERIFY(generated.first().at(1).toStringList().isEmpty());
        examples = service.snapshot()->examples;
        QCOMPARE(examples.size(), 3);
        const auto fromQueries = std::count_if(examples.begin(), examples.end(), [](const ExampleEntry &e) {
            return e.source == ExampleEntry::Source::SqlToQuestion && e.question.startsWith(QLatin1String("What does the data in"));
        });
        QCOMPARE(fromQueries, 2);

        // A model that answers nonsense adds nothing and says what failed.
        model.server.clearFixtures();
        model.server.on(fakellm::Match::any(), fakellm::Reply::text(QStringLiteral("no idea")));
        generated.clear();
        service.generateExamplesFromQueries({QStringLiteral("SELECT MAX(total_amount) FROM orders")});
        QVERIFY(generated.wait(20000));
        QCOMPARE(generated.first().at(0).toInt(), 0);
        QCOMPARE(generated.first().at(1).toStringList().size(), 1);
        QCOMPARE(service.snapshot()->examples.size(), 3);
    }

    void joinCorrectionsPersistAndCanBeTakenBack()
    {
        const QString path = freshShop(QStringLiteral("corrections"));
        const QString store = m_dir.filePath(QStringLiteral("store-corrections"));
        test::FakeModel model;
        KnowledgeService::Options o = serviceOptions(store);
        o.buildOnAttach = false;
        schema::JoinPreference choice;
        choice.uses = {"customers", "orders"};
        choice.edges = {"customers.customer_id=orders.customer_id"};
        choice.description = QStringLiteral("orders to customers on orders.customer_id = customers.customer_id");
        {
            KnowledgeService service(model.service.get(), o);
            QSignalSpy loaded(&service, &KnowledgeService::loaded);
            QSignalSpy changed(&service, &KnowledgeService::correctionsChanged);
            QVERIFY(!service.addPatternCorrection(choice.toEntry()).isEmpty()); // not attached yet: said, not lost silently
            service.attach(test::sqliteConfig(path, QStringLiteral("corrections")), {}, test::catalogOf(path));
            QVERIFY(loaded.wait(10000));
            QVERIFY(service.snapshot()->corrections.isEmpty());
            changed.clear();
            QCOMPARE(service.addPatternCorrection(choice.toEntry()), QString());
            QCOMPARE(service.addPatternCorrection(schema::PatternCorrections::tableEntry(QStringLiteral("not_lookup"), QStringLiteral("customers"))),
                     QString());
            QCOMPARE(changed.size(), 2);
            // The same tables chosen again replace the older choice.
            schema::JoinPreference again = choice;
            again.edges = {"customers.customer_id=orders.billing_customer_id"};
            QCOMPARE(service.addPatternCorrection(again.toEntry()), QString());
            QCOMPARE(service.snapshot()->corrections.size(), 2);
            const schema::PatternCorrections read = schema::PatternCorrections::fromEntries(service.snapshot()->corrections);
            QCOMPARE(read.joins.size(), 1);
            QCOMPARE(read.joins.first().edges, again.edges);
            QVERIFY(read.notLookups.contains(QStringLiteral("customers")));
        }
        // Kept with the connection's knowledge: a new session reads them back, and one can go.
        KnowledgeService service(model.service.get(), o);
        QSignalSpy loaded(&service, &KnowledgeService::loaded);
        service.attach(test::sqliteConfig(path, QStringLiteral("corrections")), {}, test::catalogOf(path));
        QVERIFY(loaded.wait(10000));
        const QList<PatternCorrectionEntry> kept = service.snapshot()->corrections;
        QCOMPARE(kept.size(), 2);
        QCOMPARE(kept.first().kind, QStringLiteral("join"));
        QCOMPARE(kept.first().description, choice.description);
        QVERIFY(kept.first().createdAt.isValid());
        QCOMPARE(service.removePatternCorrection(kept.first().id), QString());
        QCOMPARE(service.snapshot()->corrections.size(), 1);
        QVERIFY(schema::PatternCorrections::fromEntries(service.snapshot()->corrections).joins.isEmpty());
    }

    void detachStopsABuild()
    {
        const QString path = freshShop(QStringLiteral("detach"));
        test::FakeModel model(2);
        model.answerAsAnalyst(1000);
        KnowledgeService service(model.service.get(), serviceOptions(m_dir.filePath(QStringLiteral("store-detach"))));
        QSignalSpy started(&service, &KnowledgeService::buildStarted);
        QSignalSpy finished(&service, &KnowledgeService::buildFinished);
        service.attach(test::sqliteConfig(path, QStringLiteral("detach")), {}, test::catalogOf(path));
        QVERIFY(started.wait(10000));
        QVERIFY(model.server.waitForRequests(1, 15000));
        QElapsedTimer clock;
        clock.start();
        service.detach(); // returns at once: the old build stops on its own worker
        qInfo("detach returned after %lld ms", clock.elapsed());
        QVERIFY(!service.isAttached());
        QVERIFY(!service.isBuilding());
        QVERIFY(service.snapshot()->context.tables.isEmpty());
        // The event that proves the old build is over: its worker has ended (requests it had
        // already sent may have reached the server meanwhile).
        db::DbSession::waitForRetired();
        const int sent = int(model.server.requests().size());
        QVERIFY(sent < 5);
        // Nothing it queued is still to go out: a request sent now through the same service,
        // which serves in order, is answered after anything queued before it.
        llm::ChatRequest probe;
        probe.messages = {llm::Message::user(QStringLiteral("probe"))};
        probe.purpose = QStringLiteral("test");
        QFuture<llm::ChatResponse> answer = model.service->chat(llm::Role::Fast, probe);
        QTRY_VERIFY_WITH_TIMEOUT(answer.isFinished(), 15000);
        QCOMPARE(int(model.server.requests().size()), sent + 1);
        // And the old build reported nothing into the detached service.
        QVERIFY(finished.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestKnowledgeService)
#include "tst_knowledge_service.moc"
