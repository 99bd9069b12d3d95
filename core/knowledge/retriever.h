#pragma once
// Hybrid retrieval over what Assay knows. Three kinds of evidence are fused by their scores,
// each over its best, weighted (fusion.h states the weights and how they were chosen):
//   - lexical: BM25 over the words as written (names split as people write them, abbreviations
//     expanded, plurals folded);
//   - expanded: the lexical-semantic index (semanticindex.h): the same words related through
//     base forms and WordNet's synonyms, derivations and hypernyms, weighted below exact matches;
//   - vectors: an hnswlib index over embeddings (a provider's, or the local hashed one).
// Items are tables, columns, glossary entries and examples; every hit says which kind it is and
// how it scored on each side. SearchColumn (Interactive-T2S) is searchColumns(). Tables are
// ranked with more evidence (searchTables): their columns, the glossary entries and stored
// values that point at them, and their foreign-key neighbours.
//
// wordMatches() is the typed answer to "which word of the question matched which table or
// column, and why" ("vocalists ~ singer (WordNet synonym)"), for readers that build on it.

#include "datacontext.h"
#include "examples.h"
#include "glossary.h"
#include "hnswindex.h"
#include "bm25.h"
#include "semanticindex.h"
#include "valueindex.h"

#include "vectors/embeddingvector.h"

#include <functional>

namespace assay::knowledge {

enum class ItemKind { Table, Column, Glossary, Example };
QString itemKindKey(ItemKind kind);

struct IndexedItem {
    ItemKind kind = ItemKind::Table;
    QString table;  // qualified name (tables, columns; glossary entries that name one)
    QString column; // columns
    qint64 id = 0;  // glossary entries and examples
    QString title;  // "orders", "orders.order_date", "GMV", the example's question
    QString text;   // what was indexed
};

struct RetrievedItem {
    IndexedItem item;
    double score = 0;    // fused
    double lexical = 0;  // BM25
    double expanded = 0; // lexical-semantic score
    double semantic = 0; // cosine similarity
};

// Best first: higher fused score, then by title (a stable order for equal scores).
void sortByScore(QList<RetrievedItem> &items);

// Where in an item a question word was found: its name, a synonym, a column's name within a
// table, a description, a stored value.
using MatchField = SemanticIndex::Field;

// One word (or collocation) of a question and a table, column or glossary entry it relates to.
struct WordMatch {
    QString questionWord; // as the question wrote it: "vocalists"
    int begin = 0;        // its character range in the question
    int end = 0;
    ItemKind kind = ItemKind::Column;
    QString table;        // qualified name
    QString column;       // columns
    qint64 glossaryId = 0;
    QString schemaWord;   // the item's word it matched: "singer"
    QString written;      // how the item wrote that word ("cust" for customer)
    MatchKind relation = MatchKind::Exact;
    MatchField field = MatchField::Name;
    double weight = 0;    // relation x sense frequency x field, 0..1

    // "vocalists ~ singer (WordNet synonym)"
    QString explain() const { return describeMatch(questionWord, schemaWord, relation, written); }
};

// Turns texts into vectors (the local hashed embedder, or a provider's). Runs on the caller's
// thread; may block (provider embeddings are waited on from a worker).
using Embedder = std::function<QList<vectors::EmbeddingVector>(const QStringList &texts, QString *error)>;
Embedder localEmbedder();

class Retriever {
public:
    struct Options {
        int pool = 200;            // candidates taken from each side before fusion
        bool includeValues = true; // sample and top values in table/column text
        bool indexColumns = true;  // off for table-only searches (Algorithm 2's coarse step)
        bool expand = true;        // the lexical-semantic side (WordNet); off: words as written only
    };

    Retriever() = default;
    explicit Retriever(Options options) : m_options(options) {}

    // Indexes everything; `error` explains what failed (the lexical side still works then).
    // With `vectorCache` (a file path whose name should carry the embedding source), vectors of
    // the same texts are read back from the last build instead of embedded again, and a new
    // index is saved there. Linear in the number of columns.
    void build(const DataContext &context, const QList<GlossaryEntry> &glossary, const QList<ExampleEntry> &examples,
               const Embedder &embed, QString *error = nullptr, const QString &vectorCache = {});
    bool hasVectors() const { return m_haveVectors; }
    bool vectorsFromCache() const { return m_vectorsFromCache; }
    int size() const { return int(m_items.size()); }
    QString embeddingSource() const { return m_vectors.source(); }
    // What the index was embedded with (the configured embedding model or the local one); other
    // stages embed with it so their vectors compare with the same meaning. Empty without vectors.
    Embedder embedder() const { return m_haveVectors ? m_embed : Embedder{}; }

    QList<RetrievedItem> search(const QString &query, const QList<ItemKind> &kinds, int k) const;
    // Tables by every kind of evidence: their own text, their best columns, glossary entries
    // that name them, stored values the question mentions (with `values`), and their neighbours
    // by foreign key (a question about two tables needs the one between them). `values` are the
    // stored values the question mentions (ValueIndex::mentions), best first.
    QList<RetrievedItem> searchTables(const QString &query, int k, const QList<ValueHit> &values = {}) const;
    QList<RetrievedItem> searchColumns(const QString &query, int k, const QString &table = {}) const;
    // How the question's words relate to the items of `kinds`, strongest first, at most
    // `perWord` items for each question word.
    QList<WordMatch> wordMatches(const QString &question, const QList<ItemKind> &kinds = {ItemKind::Table, ItemKind::Column},
                                 int perWord = 8) const;

    // Documents as indexed (exposed for tests and the retrieval evaluation).
    static QString tableDocument(const TableKnowledge &table, bool includeValues);
    static QString columnDocument(const TableKnowledge &table, const ColumnKnowledge &column, bool includeValues);

    QString saveVectors(const QString &path) const { return m_vectors.save(path); }

private:
    void indexSemantics(const DataContext &context, const QList<GlossaryEntry> &glossary, const QList<ExampleEntry> &examples);
    void buildVectors(const QStringList &texts, const Embedder &embed, QString *error, const QString &vectorCache);
    // A question analysed once for every side: its words, its WordNet relations, its vector.
    struct Query {
        QStringList words;
        QList<SemanticIndex::QueryWord> related;
        QList<HnswIndex::Hit> neighbours; // nearest items of every kind; empty without vectors
    };
    Query prepare(const QString &query) const;
    QList<RetrievedItem> fuse(const Query &query, const std::function<bool(int)> &wanted) const;
    void addSchemaEvidence(const Query &query, QHash<int, double> &scores) const;

    Options m_options;
    QList<IndexedItem> m_items;
    Bm25Index m_bm25;
    SemanticIndex m_semantic;
    HnswIndex m_vectors;
    Embedder m_embed;
    QHash<QString, int> m_tableItem;       // lower-case qualified name -> item
    QHash<int, QList<int>> m_neighbours;   // table item -> table items by foreign key
    bool m_haveVectors = false;
    bool m_vectorsFromCache = false;
    bool m_localVectors = false; // the hashed embedder: lexical evidence again, weighed as such
};

} // namespace assay::knowledge
