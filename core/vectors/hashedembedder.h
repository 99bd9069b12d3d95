#pragma once
// Embeddings with no model, so retrieval works offline: a hashed lexical vector. The text is
// NFKC-normalised and case-folded, split into words (runs of letters and digits; snake_case and
// camelCase identifiers also yield their parts), and each word contributes itself (weight 1) and
// its character 3- and 4-grams with boundary marks (weight 0.5 each, so "orders" is near "order").
// Features are hashed with 64-bit FNV-1a into `dimension` buckets with a sign bit (signed feature
// hashing, so collisions cancel out on average rather than pile up), counts are dampened with
// 1 + ln(tf), and the vector is L2-normalised. Deterministic across runs, machines and Qt versions:
// FNV-1a over UTF-8 bytes, no seeds. Empty text gives the zero vector.

#include "embeddingvector.h"

#include <QStringList>

namespace assay::vectors {

class HashedEmbedder {
public:
    static constexpr int DefaultDimension = 512;

    explicit HashedEmbedder(int dimension = DefaultDimension);

    int dimension() const { return m_dimension; }
    QString source() const; // "local-hash-v1/512"
    EmbeddingVector embed(const QString &text) const;
    QList<EmbeddingVector> embed(const QStringList &texts) const;

    static quint64 fnv1a64(QByteArrayView bytes);

private:
    int m_dimension;
};

} // namespace assay::vectors
