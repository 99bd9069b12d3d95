#pragma once
// A vector and where it came from. A vector is only comparable with vectors of the same source:
// "local-hash-v1/512" and "openai:text-embedding-3-small/1536" live in different spaces. The
// knowledge layer indexes these; the model layer (core/llm) makes the provider's.

#include <QList>
#include <QString>

namespace assay::vectors {

struct EmbeddingVector {
    QString source; // "local-hash-v1/512", "openai-compatible:text-embedding-3-small/1536"
    QList<float> values;

    int dimension() const { return int(values.size()); }
};

} // namespace assay::vectors
