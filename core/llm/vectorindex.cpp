#include "vectorindex.h"
#include "llmtr.h"

#include <QCoreApplication>

#include <algorithm>

namespace assay::llm {

VectorIndex::VectorIndex(QString source)
    : m_source(std::move(source)) {
}

LlmError VectorIndex::checkSource(const EmbeddingVector &v) const {
    if (v.source.isEmpty())
        return LlmError::make(
            LlmError::Kind::Mismatch,
            Tr::tr("A vector without a recorded source cannot be stored."));
    if (!m_source.isEmpty() && v.source != m_source)
        return LlmError::make(LlmError::Kind::Mismatch,
                              Tr::tr("This index holds %1 vectors; a %2 vector cannot be mixed in. "
                                  "Rebuild the index to switch embedding source.")
                                  .arg(m_source, v.source));
    if (m_dimension > 0 && v.dimension() != m_dimension)
        return LlmError::make(
            LlmError::Kind::Mismatch,
            Tr::tr("Expected %1 dimensions, got %2.")
                .arg(m_dimension)
                .arg(v.dimension()));
    return {};
}

LlmError VectorIndex::add(const QString &id, const EmbeddingVector &v) {
    if (LlmError e = checkSource(v))
        return e;
    if (m_source.isEmpty())
        m_source = v.source;
    m_dimension = v.dimension();
    const auto it = m_positions.constFind(id);
    if (it != m_positions.cend()) {
        m_vectors[*it] = v;
        return {};
    }
    m_positions.insert(id, int(m_ids.size()));
    m_ids.append(id);
    m_vectors.append(v);
    return {};
}

QList<VectorIndex::Hit> VectorIndex::search(const EmbeddingVector &query, int k,
                                            LlmError *error) const {
    QList<Hit> hits;
    if (LlmError e = checkSource(query)) {
        if (error)
            *error = e;
        return hits;
    }
    hits.reserve(m_ids.size());
    for (int i = 0; i < m_ids.size(); ++i)
        hits.append({m_ids[i], cosineSimilarity(query, m_vectors[i]).value});
    std::stable_sort(hits.begin(), hits.end(),
                     [](const Hit &a, const Hit &b) { return a.score > b.score; });
    if (k >= 0 && hits.size() > k)
        hits.resize(k);
    return hits;
}

} // namespace assay::llm
