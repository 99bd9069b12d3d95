// The retrieval parts of the knowledge layer without any database or model: text analysis, BM25,
// the hnswlib index and its files, hybrid search, value search, the glossary formats and the
// SQL usage analysis that example memory relies on.

#include "knowledge/bm25.h"
#include "knowledge/examples.h"
#include "knowledge/glossary.h"
#include "knowledge/hnswindex.h"
#include "knowledge/retriever.h"
#include "knowledge/textanalysis.h"
#include "knowledge/valueindex.h"

#include "vectors/hashedembedder.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace assay;
using namespace assay::knowledge;

namespace {

TableKnowledge table(const QString &name, const QStringList &columns, const QString &description = {})
{
    TableKnowledge t;
    t.name = name;
    t.description = description;
    for (const QString &c : columns) {
        ColumnKnowledge k;
        k.name = c;
        k.type = c.endsWith(QLatin1String("_date")) ? QStringLiteral("DATE") : c.endsWith(QLatin1String("_id")) ? QStringLiteral("INTEGER") : QStringLiteral("TEXT");
        t.columns << k;
    }
    return t;
}

DataContext shopContext()
{
    DataContext c;
    c.tables << table(QStringLiteral("customers"), {QStringLiteral("customer_id"), QStringLiteral("full_name"), QStringLiteral("city")},
                      QStringLiteral("People who buy from the shop"));
    c.tables << table(QStringLiteral("orders"), {QStringLiteral("order_id"), QStringLiteral("customer_id"), QStringLiteral("order_date"),
                                                 QStringLiteral("total_amount")});
    c.tables << table(QStringLiteral("products"), {QStringLiteral("product_id"), QStringLiteral("product_name"), QStringLiteral("unit_price")});
    c.tables << table(QStringLiteral("suppliers"), {QStringLiteral("supplier_id"), QStringLiteral("company_name"), QStringLiteral("country")});
    c.tables << table(QStringLiteral("employees"), {QStringLiteral("employee_id"), QStringLiteral("last_name"), QStringLiteral("hire_date")});
    return c;
}

db::Catalog shopCatalog()
{
    db::Catalog cat;
    auto add = [&](const QString &name, const QStringList &cols) {
        db::TableInfo t;
        t.name = name;
        for (const QString &c : cols) {
            db::ColumnInfo ci;
            ci.name = c;
            t.columns << ci;
        }
        cat.tables << t;
    };
    add(QStringLiteral("customers"), {QStringLiteral("customer_id"), QStringLiteral("full_name"), QStringLiteral("city")});
    add(QStringLiteral("orders"), {QStringLiteral("order_id"), QStringLiteral("customer_id"), QStringLiteral("order_date"), QStringLiteral("total_amount")});
    return cat;
}

} // namespace

class TestKnowledgeRetrieval : public QObject {
    Q_OBJECT
private slots:
    void analyzesIdentifiers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("words");
        QTest::newRow("snake") << "order_dates" << QStringList{"order", "date"};
        QTest::newRow("camel") << "CustomerID" << QStringList{"customer", "id"};
        QTest::newRow("plural ies") << "categories" << QStringList{"category"};
        QTest::newRow("stopwords") << "the orders of a customer" << QStringList{"order", "customer"};
        QTest::newRow("digits kept") << "sales_2023" << QStringList{"sale", "2023"};
    }
    void analyzesIdentifiers()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, words);
        QCOMPARE(analyzeWords(text), words);
    }

    void constLookupsLeaveSharedContextsAlone()
    {
        // A snapshot's context is read by several threads at once (the retriever on the pool,
        // the chat on the GUI thread). Looking a table or column up through a const context must
        // not detach its lists: a detach swaps and may free the array another thread iterates,
        // which is how a background re-index crashed in CI.
        DataContext context;
        context.tables << table(QStringLiteral("customers"), {QStringLiteral("city"), QStringLiteral("segment")});
        context.tables << table(QStringLiteral("orders"), {QStringLiteral("total")});
        const DataContext shared = context; // shares the arrays, as a snapshot and its copy do
        const TableKnowledge *const tablesBefore = shared.tables.constData();
        const ColumnKnowledge *const columnsBefore = shared.tables.first().columns.constData();

        const TableKnowledge *customers = shared.table(u"CUSTOMERS");
        QVERIFY(customers);
        QCOMPARE(customers->column(u"Segment")->name, QStringLiteral("segment"));
        QVERIFY(!shared.table(u"missing"));
        QVERIFY(!customers->column(u"missing"));
        QCOMPARE(shared.tables.constData(), tablesBefore);
        QCOMPARE(shared.tables.first().columns.constData(), columnsBefore);
        QCOMPARE(context.tables.constData(), tablesBefore); // still one array for both

        // The mutable lookups hand out pointers into the caller's own, detached copy.
        TableKnowledge *own = context.table(u"orders");
        QVERIFY(own);
        own->column(u"total")->description = QStringLiteral("Order value");
        QVERIFY(context.tables.constData() != tablesBefore);
        QCOMPARE(shared.table(u"orders")->column(u"total")->description, QString());
        QCOMPARE(context.table(u"orders")->column(u"total")->description, QStringLiteral("Order value"));
    }

    void bm25RanksTheDocumentSharingRareTerms()
    {
        Bm25Index index;
        index.add(analyzeWords(QStringLiteral("customer name city")));
        index.add(analyzeWords(QStringLiteral("order date customer total")));
        index.add(analyzeWords(QStringLiteral("product name price")));
        index.finalize();
        const auto hits = index.search(analyzeWords(QStringLiteral("price of a product")), 3);
        QVERIFY(!hits.isEmpty());
        QCOMPARE(hits.first().doc, 2);
        // A term in every document but one weighs less than one in a single document.
        QVERIFY(index.score(analyzeWords(QStringLiteral("total")), 1) > index.score(analyzeWords(QStringLiteral("name")), 0));
        QCOMPARE(index.score(analyzeWords(QStringLiteral("warehouse")), 0), 0.0);
        // The filter restricts the candidates.
        const auto filtered = index.search(analyzeWords(QStringLiteral("customer")), 3, [](int doc) { return doc != 0; });
        QCOMPARE(filtered.size(), 1);
        QCOMPARE(filtered.first().doc, 1);
    }

    void hnswIndexSavesAndLoads()
    {
        QTemporaryDir dir;
        const vectors::HashedEmbedder embedder;
        const QStringList texts = {QStringLiteral("customer city"), QStringLiteral("order total amount"), QStringLiteral("product price"),
                                   QStringLiteral("supplier country")};
        const auto vectors = embedder.embed(texts);
        HnswIndex index;
        QCOMPARE(index.create(embedder.source(), embedder.dimension(), 16), QString());
        for (int i = 0; i < vectors.size(); ++i)
            QCOMPARE(index.add(quint64(i), vectors[i]), QString());
        const QString path = dir.filePath(QStringLiteral("v.hnsw"));
        QCOMPARE(index.save(path), QString());

        HnswIndex loaded;
        QCOMPARE(loaded.load(path), QString());
        QCOMPARE(loaded.size(), 4);
        QCOMPARE(loaded.source(), embedder.source());
        const auto hits = loaded.search(embedder.embed(QStringLiteral("price of products")), 1);
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.first().label, quint64(2));

        // A vector from another embedding space is refused, not silently compared.
        vectors::EmbeddingVector other = vectors.first();
        other.source = QStringLiteral("openai-compatible:other/512");
        QString error;
        QVERIFY(loaded.search(other, 1, &error).isEmpty());
        QVERIFY(!error.isEmpty());

        // A damaged file is reported, not trusted.
        QFile::resize(path, 10);
        HnswIndex broken;
        QVERIFY(!broken.load(path).isEmpty());
    }

    void hybridSearchFindsTablesAndColumns()
    {
        Retriever r;
        QString error;
        r.build(shopContext(), {}, {}, localEmbedder(), &error);
        QCOMPARE(error, QString());
        QVERIFY(r.hasVectors());
        const auto tables = r.searchTables(QStringLiteral("which customers live in Paris"), 3);
        QVERIFY(!tables.isEmpty());
        QCOMPARE(tables.first().item.table, QStringLiteral("customers"));
        QVERIFY(tables.first().lexical > 0);
        const auto columns = r.searchColumns(QStringLiteral("when was the order placed"), 5);
        QVERIFY(!columns.isEmpty());
        QCOMPARE(columns.first().item.title, QStringLiteral("orders.order_date"));
        // Restricted to one table, only its columns come back.
        for (const RetrievedItem &hit : r.searchColumns(QStringLiteral("name"), 10, QStringLiteral("products")))
            QCOMPARE(hit.item.table, QStringLiteral("products"));
    }

    void glossaryAndExamplesAreRetrievable()
    {
        GlossaryEntry gmv;
        gmv.id = 7;
        gmv.kind = GlossaryEntry::Kind::BusinessLogic;
        gmv.term = QStringLiteral("GMV");
        gmv.aliases = {QStringLiteral("gross merchandise value")};
        gmv.definition = QStringLiteral("Sum of order totals before refunds");
        gmv.expression = QStringLiteral("SUM(orders.total_amount)");
        ExampleEntry ex;
        ex.id = 3;
        ex.question = QStringLiteral("How many employees were hired each year?");
        ex.sql = QStringLiteral("SELECT strftime('%Y', hire_date), COUNT(*) FROM employees GROUP BY 1");
        ex.tables = {QStringLiteral("employees")};
        Retriever r;
        r.build(shopContext(), {gmv}, {ex}, localEmbedder());
        const auto glossary = r.search(QStringLiteral("what was our gross merchandise value last month"), {ItemKind::Glossary}, 3);
        QCOMPARE(glossary.size(), 1);
        QCOMPARE(glossary.first().item.id, qint64(7));
        const auto examples = r.search(QStringLiteral("employees hired per year"), {ItemKind::Example}, 3);
        QCOMPARE(examples.size(), 1);
        QCOMPARE(examples.first().item.id, qint64(3));
    }

    void vectorCacheIsReusedOnlyForTheSameTexts()
    {
        QTemporaryDir dir;
        const QString cache = dir.filePath(QStringLiteral("vectors-local"));
        int embedded = 0;
        Embedder counting = [&](const QStringList &texts, QString *) {
            embedded += int(texts.size());
            return vectors::HashedEmbedder().embed(texts);
        };
        Retriever first;
        first.build(shopContext(), {}, {}, counting, nullptr, cache);
        QVERIFY(embedded > 0);
        QVERIFY(!first.vectorsFromCache());
        const int afterFirst = embedded;

        Retriever second;
        second.build(shopContext(), {}, {}, counting, nullptr, cache);
        QVERIFY(second.vectorsFromCache());
        QCOMPARE(embedded, afterFirst); // nothing was embedded again
        QCOMPARE(second.searchTables(QStringLiteral("supplier country"), 1).first().item.table, QStringLiteral("suppliers"));

        // One description changed: the cache no longer matches and everything is embedded anew.
        DataContext changed = shopContext();
        changed.tables[1].description = QStringLiteral("Purchases");
        Retriever third;
        third.build(changed, {}, {}, counting, nullptr, cache);
        QVERIFY(!third.vectorsFromCache());
        QVERIFY(embedded > afterFirst);
    }

    void valueSearchFindsCaseTyposAndPhrases()
    {
        QList<StoredValue> values = {
            {QStringLiteral("customers"), QStringLiteral("city"), QStringLiteral("Berlin"), 120},
            {QStringLiteral("customers"), QStringLiteral("city"), QStringLiteral("Stockholm"), 40},
            {QStringLiteral("customers"), QStringLiteral("city"), QStringLiteral("New York City"), 80},
            {QStringLiteral("stores"), QStringLiteral("name"), QStringLiteral("Berlin Mitte"), 1},
            {QStringLiteral("products"), QStringLiteral("category"), QStringLiteral("Garden"), 300},
        };
        ValueIndex index;
        index.build(values);
        auto top = [&](const QString &text, const QString &table = {}, const QString &column = {}) {
            const auto hits = index.search(text, 5, table, column);
            return hits.isEmpty() ? QString() : hits.first().table + QLatin1Char('.') + hits.first().column + QLatin1Char('=') + hits.first().value;
        };
        QCOMPARE(top(QStringLiteral("berlin")), QStringLiteral("customers.city=Berlin")); // exact (ignoring case) first
        QCOMPARE(top(QStringLiteral("Stockhlm")), QStringLiteral("customers.city=Stockholm"));
        QCOMPARE(top(QStringLiteral("new york")), QStringLiteral("customers.city=New York City"));
        QCOMPARE(top(QStringLiteral("berlin"), QStringLiteral("stores")), QStringLiteral("stores.name=Berlin Mitte"));
        QCOMPARE(top(QStringLiteral("garden"), {}, QStringLiteral("city")), QString());
    }

    void glossaryCsvRoundTrips()
    {
        const QByteArray csv = "term,kind,aliases,definition,expression,table,column,value\n"
                               "GMV,business_logic,gross merchandise value;gross sales,\"Sum of order totals, before refunds\",SUM(total_amount),orders,,\n"
                               "DE,value_synonym,,Germany,,customers,country,Germany\n"
                               ",term,,a row without a term,,,,\n";
        QString error;
        QStringList warnings;
        const QList<GlossaryEntry> entries = importGlossaryCsv(csv, &error, &warnings);
        QCOMPARE(error, QString());
        QCOMPARE(entries.size(), 2);
        QCOMPARE(warnings.size(), 1); // the row without a term, with its line
        QCOMPARE(entries[0].aliases, (QStringList{"gross merchandise value", "gross sales"}));
        QCOMPARE(entries[0].definition, QStringLiteral("Sum of order totals, before refunds"));
        QCOMPARE(entries[0].kind, GlossaryEntry::Kind::BusinessLogic);
        QCOMPARE(entries[1].kind, GlossaryEntry::Kind::ValueSynonym);
        QCOMPARE(entries[1].value, QStringLiteral("Germany"));
        const QList<GlossaryEntry> again = importGlossaryCsv(exportGlossaryCsv(entries), &error);
        QCOMPARE(again.size(), 2);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(again[i].term, entries[i].term);
            QCOMPARE(again[i].aliases, entries[i].aliases);
            QCOMPARE(again[i].definition, entries[i].definition);
            QCOMPARE(again[i].expression, entries[i].expression);
            QCOMPARE(again[i].table, entries[i].table);
            QCOMPARE(again[i].column, entries[i].column);
            QCOMPARE(again[i].value, entries[i].value);
        }
        // A file that is not CSV at all says so.
        importGlossaryCsv(QByteArray("\"unterminated,quote\n"), &error);
        QVERIFY(!error.isEmpty());
        importGlossaryCsv(QByteArray("name,meaning\nx,y\n"), &error);
        QVERIFY(error.contains(QLatin1String("term")));
    }

    void glossaryMarkdownRoundTrips()
    {
        const QString md = QStringLiteral("# Glossary\n\n"
                                          "- **GMV** (gross merchandise value): Sum of order totals before refunds `SUM(orders.total_amount)`\n"
                                          "- **AOV**: Average order value\n"
                                          "Some prose that is not an entry.\n");
        QStringList warnings;
        const QList<GlossaryEntry> entries = importGlossaryMarkdown(md, &warnings);
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries[0].term, QStringLiteral("GMV"));
        QCOMPARE(entries[0].aliases, QStringList{QStringLiteral("gross merchandise value")});
        QCOMPARE(entries[0].expression, QStringLiteral("SUM(orders.total_amount)"));
        QCOMPARE(entries[1].definition, QStringLiteral("Average order value"));
        const QList<GlossaryEntry> again = importGlossaryMarkdown(exportGlossaryMarkdown(entries));
        QCOMPARE(again.size(), 2);
        QCOMPARE(again[0].expression, entries[0].expression);
        QCOMPARE(again[1].term, entries[1].term);
        // A Markdown table with a header naming the columns works too.
        const QList<GlossaryEntry> table = importGlossaryMarkdown(QStringLiteral("| term | definition |\n|---|---|\n| NPS | Net promoter score |\n"));
        QCOMPARE(table.size(), 1);
        QCOMPARE(table[0].definition, QStringLiteral("Net promoter score"));
    }

    void sqlUsageFindsTablesAndColumns()
    {
        const db::Catalog catalog = shopCatalog();
        const SqlUsage usage = analyzeSqlUsage(
            QStringLiteral("SELECT c.city, SUM(o.total_amount) AS revenue FROM orders o JOIN customers c ON c.customer_id = o.customer_id "
                           "WHERE order_date >= '2024-01-01' GROUP BY c.city"),
            catalog, sql::Flavor::SQLite);
        QCOMPARE(usage.tables, (QStringList{"orders", "customers"}));
        QVERIFY(usage.columns.contains(QStringLiteral("customers.city")));
        QVERIFY(usage.columns.contains(QStringLiteral("orders.total_amount")));
        QVERIFY(usage.columns.contains(QStringLiteral("orders.order_date"))); // unqualified, only orders has it
        QVERIFY(usage.columns.contains(QStringLiteral("customers.customer_id")));
        QVERIFY(!usage.columns.contains(QStringLiteral("customers.revenue")));
        // A CTE's name is not a catalog table.
        const SqlUsage cte = analyzeSqlUsage(QStringLiteral("WITH big AS (SELECT * FROM orders WHERE total_amount > 100) SELECT COUNT(*) FROM big"),
                                             catalog, sql::Flavor::SQLite);
        QCOMPARE(cte.tables, QStringList{QStringLiteral("orders")});
    }
};

QTEST_GUILESS_MAIN(TestKnowledgeRetrieval)
#include "tst_knowledge_retrieval.moc"
