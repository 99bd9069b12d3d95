#pragma once
// Score fusion: each kind of evidence is a list scored on its own scale (BM25, the
// lexical-semantic score, cosine similarity, value matches); every score is divided by its list's
// best, weighted and summed (CombSUM). Reciprocal rank fusion was measured too and lost: it gives
// a weak match in one list (a common word) as much as a strong one in another, which buries a
// table found only through a synonym (Spider dev recall@5 0.81 with ranks, 0.85 with scores, on
// the same evidence).
//
// The weights were chosen on the tuning half of Spider dev's databases, with its original and
// hand-paraphrased questions, from a small grid (coordinate steps of each weight); `assay eval
// retrieval` prints the measured-only half apart. Stated here so a reader sees what counts for
// how much.

#include <QHash>
#include <QList>

namespace assay::knowledge::fusion {

// Item lists (Retriever::search), each scored over its own best: BM25 over the words as written,
// the lexical-semantic score (exact matches weigh 1 there, WordNet's relations 0.35-0.7), vectors.
constexpr double LexicalWeight = 1.0;
constexpr double ExpandedWeight = 2.0;
constexpr double VectorWeight = 1.0;       // a provider's embeddings
constexpr double LocalVectorWeight = 0.25; // the hashed embedder mostly repeats lexical evidence
// Extra evidence for tables (Retriever::searchTables).
constexpr double ColumnWeight = 0.5;   // the table's best columns
constexpr double GlossaryWeight = 0.5; // glossary entries that name the table
constexpr double ValueWeight = 1.0;    // a stored value the question mentions
constexpr double NeighbourShare = 0.5; // of the best foreign-key neighbour's score
// A catalog of several schemas: each table gains this share of its schema's coverage of the
// question's words (each word's best match there, summed, over the best schema's). Chosen on the
// tuning half of the hand-written Spider paraphrases (0.25, 0.5, 1.0 tried: recall@30 0.517,
// 0.503, 0.490; none 0.515); no change with one schema.
constexpr double SchemaShare = 0.25;

struct RankedList {
    QList<int> items;     // best first
    QList<double> scores; // the list's own scores, same order
    double weight = 1.0;
    void add(int item, double score)
    {
        items << item;
        scores << score;
    }
};

// Each list's scores over its best, weighted and summed (CombSUM with max normalisation).
inline QHash<int, double> combine(const QList<RankedList> &lists)
{
    QHash<int, double> out;
    for (const RankedList &list : lists) {
        const double top = list.scores.isEmpty() ? 1.0 : std::max(1e-9, list.scores.first());
        for (int r = 0; r < list.items.size(); ++r)
            out[list.items[r]] += list.weight * list.scores[r] / top;
    }
    return out;
}

} // namespace assay::knowledge::fusion
