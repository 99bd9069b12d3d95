#pragma once
// Approximate nearest neighbours with hnswlib over unit vectors (inner product = cosine), saved
// to a file beside the knowledge store. Every vector must come from the index's embedding source;
// anything else is refused (the rule llm::VectorIndex applies too).

#include "vectors/embeddingvector.h"

#include <QList>
#include <QString>

#include <memory>

namespace assay::knowledge {

class HnswIndex {
public:
    HnswIndex();
    ~HnswIndex();
    HnswIndex(HnswIndex &&) noexcept;
    HnswIndex &operator=(HnswIndex &&) noexcept;

    // Creates an empty index for `capacity` vectors of `source`'s dimension.
    QString create(const QString &source, int dimension, int capacity);
    // Adds a vector under `label` (labels are the caller's item numbers).
    QString add(quint64 label, const vectors::EmbeddingVector &vector);

    struct Hit {
        quint64 label = 0;
        double similarity = 0;
    };
    QList<Hit> search(const vectors::EmbeddingVector &query, int k, QString *error = nullptr) const;

    int size() const;
    QString source() const { return m_source; }
    // Writes the index (and a small header with the source) / reads it back.
    QString save(const QString &path) const;
    QString load(const QString &path);

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
    QString m_source;
    int m_dimension = 0;
};

} // namespace assay::knowledge
