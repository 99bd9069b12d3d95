#pragma once
// Hybrid retrieval over what Assay knows: BM25 over words and an hnswlib vector index over
// embeddings, fused by reciprocal rank. Items are tables, columns, glossary entries and examples;
// every hit says which kind it is and how it scored on each side. SearchColumn (Interactive-T2S)
// is searchColumns(): ranked columns with their profile statistics.

#include "datacontext.h"
#include "examples.h"
#include "glossary.h"
#include "hnswindex.h"
#include "bm25.h"

#include "llm/embeddingtypes.h"

#include <functional>

namespace assay::knowledge {

enum class ItemKind { Table, Column, Glossary, Example };
QString itemKindKey(ItemKind kind);

struct IndexedItem {
    ItemKind kind = ItemKind::Table;
    QString table;  // qualified name (tables, columns)
    QString column; // columns
    qint64 id = 0;  // glossary entries and examples
    QString title;  // "orders", "orders.order_date", "GMV", the example's question
    QString text;   // what was indexed
};

struct RetrievedItem {
    IndexedItem item;
    double score = 0;    // fused
    double lexical = 0;  // BM25
    double semantic = 0; // cosine similarity
};

// Turns texts into vectors (the local hashed embedder, or a provider's). Runs on the caller's
// thread; may block (provider embeddings are waited on from a worker).
using Embedder = std::function<QList<llm::EmbeddingVector>(const QStringList &texts, QString *error)>;
Embedder localEmbedder();

class Retriever {
public:
    struct Options {
        int pool = 200;           // candidates taken from each side before fusion
        int fusionK = 60;         // reciprocal rank fusion constant
        bool includeValues = true; // sample and top values in table/column text
        bool indexColumns = true;  // off for table-only searches (Algorithm 2's coarse step)
    };

    Retriever() = default;
    explicit Retriever(Options options) : m_options(options) {}

    // Indexes everything; `error` explains what failed (the lexical side still works then).
    // With `vectorCache` (a file path whose name should carry the embedding source), vectors of
    // the same texts are read back from the last build instead of embedded again, and a new
    // index is saved there.
    void build(const DataContext &context, const QList<GlossaryEntry> &glossary, const QList<ExampleEntry> &examples,
               const Embedder &embed, QString *error = nullptr, const QString &vectorCache = {});
    bool hasVectors() const { return m_haveVectors; }
    bool vectorsFromCache() const { return m_vectorsFromCache; }
    int size() const { return int(m_items.size()); }
    QString embeddingSource() const { return m_vectors.source(); }

    QList<RetrievedItem> search(const QString &query, const QList<ItemKind> &kinds, int k) const;
    QList<RetrievedItem> searchTables(const QString &query, int k) const { return search(query, {ItemKind::Table}, k); }
    QList<RetrievedItem> searchColumns(const QString &query, int k, const QString &table = {}) const;

    // Documents as indexed (exposed for tests and the retrieval evaluation).
    static QString tableDocument(const TableKnowledge &table, bool includeValues);
    static QString columnDocument(const TableKnowledge &table, const ColumnKnowledge &column, bool includeValues);

    QString saveVectors(const QString &path) const { return m_vectors.save(path); }

private:
    Options m_options;
    QList<IndexedItem> m_items;
    Bm25Index m_bm25;
    HnswIndex m_vectors;
    Embedder m_embed;
    bool m_haveVectors = false;
    bool m_vectorsFromCache = false;
};

} // namespace assay::knowledge
