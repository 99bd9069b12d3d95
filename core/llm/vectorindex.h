#pragma once
// A small in-memory vector set with exact cosine search, and the guard every vector store must
// have: all vectors share one embedding source. Adding or querying with a vector from another
// source (another model, another dimension, local hashing vs a provider) is refused with a
// Mismatch error rather than silently returning meaningless neighbours. The knowledge layer's
// hnswlib index applies the same rule through checkSource().

#include "embeddingtypes.h"

#include <QHash>

namespace assay::llm {

class VectorIndex {
public:
    // An empty source is fixed by the first vector added.
    explicit VectorIndex(QString source = {});

    QString source() const { return m_source; }
    int size() const { return int(m_ids.size()); }

    LlmError checkSource(const EmbeddingVector &v) const;
    LlmError add(const QString &id, const EmbeddingVector &v); // replaces an existing id

    struct Hit {
        QString id;
        double score = 0;
    };
    QList<Hit> search(const EmbeddingVector &query, int k, LlmError *error = nullptr) const;

private:
    QString m_source;
    int m_dimension = 0;
    QList<QString> m_ids;
    QList<EmbeddingVector> m_vectors;
    QHash<QString, int> m_positions;
};

} // namespace assay::llm
