#pragma once
// Okapi BM25 over an in-memory inverted index. Documents are token lists (see textanalysis.h);
// ids are dense ints the caller maps to its items.

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace assay::knowledge {

// A term found in nearly every item of a large index (idf below 0.1: over ~90% of them) ranks
// nothing but costs a visit to each item; searches skip it. With thousands of tables that share
// their column names, the knowledge build's one search per table was quadratic without this
// (117 s of a 180 s build on 2,000 tables). Below 500 items a search is cheap whatever its terms,
// and small indexes rank exactly as before.
inline bool ranksNothing(double idf, qsizetype items)
{
    return items >= 500 && idf < 0.1;
}

class Bm25Index {
public:
    Bm25Index(double k1 = 1.2, double b = 0.75) : m_k1(k1), m_b(b) {}

    // Returns the document's id. Call finalize() after adding documents, before searching.
    // `length` is what counts for length normalisation (default: the number of tokens).
    int add(const QStringList &tokens, int length = -1);
    void finalize();
    int size() const { return int(m_lengths.size()); }

    struct Hit {
        int doc = -1;
        double score = 0;
    };
    // Best `k` documents for the query tokens; `accept` may restrict which documents count.
    QList<Hit> search(const QStringList &query, int k, const std::function<bool(int)> &accept = {}) const;
    // The BM25 score of one document (0 when it shares no term).
    double score(const QStringList &query, int doc) const;

private:
    struct Posting {
        int doc;
        int tf;
    };
    double idf(qsizetype df) const;

    double m_k1;
    double m_b;
    QHash<QString, QList<Posting>> m_postings;
    QList<int> m_lengths;
    double m_averageLength = 0;
};

} // namespace assay::knowledge
