// The local hashed embedding: deterministic (fixed values, so a change to the hashing that would
// silently invalidate stored vectors fails here), L2-normalised, lexically sensible, and the
// refusal to mix vectors from different sources.

#include "llmtesthelpers.h"

#include "vectors/hashedembedder.h"
#include "llm/vectorindex.h"

#include <cmath>

using namespace assay;

namespace {

double norm(const llm::EmbeddingVector &v) {
    double n = 0;
    for (float x : v.values)
        n += double(x) * x;
    return std::sqrt(n);
}

double similarity(const QString &a, const QString &b) {
    const vectors::HashedEmbedder e;
    return llm::cosineSimilarity(e.embed(a), e.embed(b)).value;
}

} // namespace

class TestLlmEmbeddings : public QObject {
    Q_OBJECT
private slots:
    void fnvIsTheStandardHash();
    void deterministicAndNormalised();
    void knownValuesDoNotDrift();
    void emptyTextIsTheZeroVector();
    void lexicalNeighboursAreCloser();
    void identifiersSplitIntoWords();
    void indexRefusesMixedSources();
    void indexSearchRanksByCosine();
    void serviceFallsBackToLocalEmbeddings();
};

void TestLlmEmbeddings::fnvIsTheStandardHash() {
    // Published FNV-1a 64 test vectors.
    QCOMPARE(vectors::HashedEmbedder::fnv1a64(""), Q_UINT64_C(0xcbf29ce484222325));
    QCOMPARE(vectors::HashedEmbedder::fnv1a64("a"), Q_UINT64_C(0xaf63dc4c8601ec8c));
    QCOMPARE(vectors::HashedEmbedder::fnv1a64("foobar"), Q_UINT64_C(0x85944171f73967e8));
}

void TestLlmEmbeddings::deterministicAndNormalised() {
    const vectors::HashedEmbedder a, b;
    QCOMPARE(a.source(), QStringLiteral("local-hash-v1/512"));
    for (const QString &text : {QStringLiteral("monthly revenue by region"),
                                QStringLiteral("orders.customer_id → customers.id"),
                                QStringLiteral("東京の売上"), QStringLiteral("x")}) {
        const llm::EmbeddingVector v = a.embed(text);
        QCOMPARE(v.dimension(), 512);
        QCOMPARE(v.source, a.source());
        QCOMPARE(v.values, b.embed(text).values);
        QVERIFY2(qAbs(norm(v) - 1.0) < 1e-5, qPrintable(QString::number(norm(v))));
    }
    QCOMPARE(vectors::HashedEmbedder(64).embed(QStringLiteral("abc")).dimension(), 64);
    QCOMPARE(vectors::HashedEmbedder(64).source(), QStringLiteral("local-hash-v1/64"));
}

void TestLlmEmbeddings::knownValuesDoNotDrift() {
    // Stored vectors stay comparable only while the hashing stays exactly the same. If this
    // fails, the change needs a new source id (local-hash-v2), not new expected values.
    const llm::EmbeddingVector v = vectors::HashedEmbedder(16).embed(QStringLiteral("Order total"));
    QList<int> nonZero;
    for (int i = 0; i < v.dimension(); ++i) {
        if (v.values[i] != 0.0f)
            nonZero.append(i);
    }
    const llm::EmbeddingVector again =
        vectors::HashedEmbedder(16).embed(QStringLiteral("order   TOTAL"));
    QCOMPARE(again.values, v.values); // case and spacing do not matter
    QVERIFY(nonZero.size() >= 8);
    // A fingerprint of the exact values.
    QByteArray bytes;
    for (float x : v.values)
        bytes += QByteArray::number(double(x), 'f', 4) + ',';
    QCOMPARE(vectors::HashedEmbedder::fnv1a64(bytes), Q_UINT64_C(0x98670cb414a3c06c));
}

void TestLlmEmbeddings::emptyTextIsTheZeroVector() {
    const llm::EmbeddingVector v = vectors::HashedEmbedder().embed(QStringLiteral("  ,;  "));
    QCOMPARE(v.dimension(), 512);
    QCOMPARE(norm(v), 0.0);
    QCOMPARE(llm::cosineSimilarity(v, v).value, 0.0);
}

void TestLlmEmbeddings::lexicalNeighboursAreCloser() {
    QVERIFY(similarity("customer orders", "orders of customers") >
            similarity("customer orders", "product category tree"));
    QVERIFY(similarity("revenue", "revenues") > 0.5); // character n-grams tie inflections together
    QVERIFY(similarity("revenue", "employee") < 0.3);
    QVERIFY(qAbs(similarity("same words here", "same words here") - 1.0) < 1e-6);
}

void TestLlmEmbeddings::identifiersSplitIntoWords() {
    QVERIFY(similarity("order_date", "date of the order") >
            similarity("orderdate", "date of the order"));
    QVERIFY(similarity("orderDate", "order date") > 0.6);
}

void TestLlmEmbeddings::indexRefusesMixedSources() {
    llm::VectorIndex index;
    const vectors::HashedEmbedder local;
    QVERIFY(index.add(QStringLiteral("a"), local.embed(QStringLiteral("orders"))).isNull());
    QCOMPARE(index.source(), local.source());

    llm::EmbeddingVector provider;
    provider.source = QStringLiteral("openai-compatible:text-embedding-3-small/512");
    provider.values.fill(0.01f, 512);
    const llm::LlmError refused = index.add(QStringLiteral("b"), provider);
    QCOMPARE(refused.kind, llm::LlmError::Kind::Mismatch);
    QVERIFY(refused.message.contains("local-hash-v1/512"));
    QCOMPARE(index.size(), 1);

    llm::LlmError searchError;
    QVERIFY(index.search(provider, 5, &searchError).isEmpty());
    QCOMPARE(searchError.kind, llm::LlmError::Kind::Mismatch);

    QCOMPARE(
        index.add(QStringLiteral("c"), vectors::HashedEmbedder(256).embed(QStringLiteral("x"))).kind,
        llm::LlmError::Kind::Mismatch);
    llm::EmbeddingVector unlabelled = local.embed(QStringLiteral("y"));
    unlabelled.source.clear();
    QCOMPARE(index.add(QStringLiteral("d"), unlabelled).kind, llm::LlmError::Kind::Mismatch);
    QCOMPARE(llm::cosineSimilarity(local.embed(QStringLiteral("x")), provider).error.kind,
             llm::LlmError::Kind::Mismatch);

    llm::VectorIndex fixed(QStringLiteral("openai-compatible:text-embedding-3-small/512"));
    QCOMPARE(fixed.add(QStringLiteral("e"), local.embed(QStringLiteral("x"))).kind,
             llm::LlmError::Kind::Mismatch);
}

void TestLlmEmbeddings::indexSearchRanksByCosine() {
    llm::VectorIndex index;
    const vectors::HashedEmbedder e;
    const QStringList docs{QStringLiteral("orders: one row per order with customer and total"),
                           QStringLiteral("employees and their managers"),
                           QStringLiteral("product categories in a tree"),
                           QStringLiteral("returns of ordered items")};
    for (int i = 0; i < docs.size(); ++i)
        QVERIFY(index.add(QString::number(i), e.embed(docs[i])).isNull());
    const auto hits = index.search(e.embed(QStringLiteral("customer order totals")), 2);
    QCOMPARE(hits.size(), 2);
    QCOMPARE(hits[0].id, QStringLiteral("0"));
    QVERIFY(hits[0].score > hits[1].score);
}

void TestLlmEmbeddings::serviceFallsBackToLocalEmbeddings() {
    test::ServiceFixture fx;
    QCOMPARE(fx.service->embeddingSource(), QStringLiteral("local-hash-v1/512"));
    llm::EmbeddingRequest request;
    request.texts = {QStringLiteral("a"), QStringLiteral("b")};
    const llm::EmbeddingResponse r = test::await(fx.service->embed(request));
    QVERIFY(r.ok());
    QCOMPARE(r.source, QStringLiteral("local-hash-v1/512"));
    QCOMPARE(r.vectors.size(), 2);
    QCOMPARE(r.vectors[0].values, vectors::HashedEmbedder().embed(QStringLiteral("a")).values);
    QCOMPARE(fx.service->ledger().recent(5).size(),
             0); // local work costs nothing and is not logged
}

QTEST_GUILESS_MAIN(TestLlmEmbeddings)
#include "tst_llm_embeddings.moc"
