#pragma once
// Vectors and where they came from. A vector is only comparable with vectors of the same source:
// "local-hash-v1/512" and "openai:text-embedding-3-small/1536" live in different spaces.

#include "llmerror.h"

#include "vectors/embeddingvector.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace assay::llm {

// The vector type is core/vectors' (retrieval reads it without linking this layer).
using EmbeddingVector = vectors::EmbeddingVector;

struct EmbeddingRequest {
    QStringList texts;
    QString purpose; // for the ledger, like ChatRequest::purpose
    QString questionId;
    QString notebookId;
};

struct EmbeddingResponse {
    QString source;                 // the same for every vector below
    QList<EmbeddingVector> vectors; // one per input text, in order
    int promptTokens = 0;
    bool estimated = false;
    double cost = 0;
    LlmError error;
    int attempts = 0;
    qint64 latencyMs = 0;

    bool ok() const { return error.isNull(); }
};

// "<kind>:<model>/<dimension>", the id stored with every provider-made vector.
QString embeddingSourceId(const QString &providerKind, const QString &model, int dimension);

// Cosine similarity of two vectors of the same source; an error when the sources differ.
struct Similarity {
    double value = 0;
    LlmError error;
};
Similarity cosineSimilarity(const EmbeddingVector &a, const EmbeddingVector &b);

} // namespace assay::llm
