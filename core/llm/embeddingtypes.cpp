#include "embeddingtypes.h"
#include "llmtr.h"

#include <QCoreApplication>

#include <cmath>

namespace assay::llm {

QString embeddingSourceId(const QString &providerKind, const QString &model, int dimension) {
    return QStringLiteral("%1:%2/%3").arg(providerKind, model).arg(dimension);
}

Similarity cosineSimilarity(const EmbeddingVector &a, const EmbeddingVector &b) {
    Similarity s;
    if (a.source != b.source || a.dimension() != b.dimension()) {
        s.error = LlmError::make(LlmError::Kind::Mismatch,
                                 Tr::tr("Cannot compare a %1 vector with a %2 vector.")
                                     .arg(a.source, b.source));
        return s;
    }
    double dot = 0, na = 0, nb = 0;
    for (int i = 0; i < a.dimension(); ++i) {
        dot += double(a.values[i]) * b.values[i];
        na += double(a.values[i]) * a.values[i];
        nb += double(b.values[i]) * b.values[i];
    }
    s.value = (na > 0 && nb > 0) ? dot / (std::sqrt(na) * std::sqrt(nb)) : 0.0;
    return s;
}

} // namespace assay::llm
