#pragma once
// Weighted reciprocal rank fusion (Cormack et al. 2009): an item's fused score is the sum over
// the ranked lists it appears in of weight / (k + rank). Ranks, not scores, so lists on different
// scales (BM25, the lexical-semantic score, cosine similarity, value matches) need no calibration.
//
// The weights below were chosen on the tuning half of Spider dev's databases (`assay eval
// retrieval` prints the measured-only half apart) from a small grid; they are stated here so a
// reader can see what counts for how much.

#include <QHash>
#include <QList>

namespace assay::knowledge::fusion {

struct Weights {
    double lexical = 1.0, expanded = 1.0, vector = 1.0, localVector = 0.5, column = 0.5, glossary = 0.5, value = 1.0, neighbour = 0.3;
};
inline const Weights &weights()
{
    static const Weights w = [] {
        Weights x;
        const QList<QByteArray> p = qgetenv("ASSAY_FUSION").split(',');
        if (p.size() == 8) {
            x.lexical = p[0].toDouble(); x.expanded = p[1].toDouble(); x.vector = p[2].toDouble(); x.localVector = p[3].toDouble();
            x.column = p[4].toDouble(); x.glossary = p[5].toDouble(); x.value = p[6].toDouble(); x.neighbour = p[7].toDouble();
        }
        return x;
    }();
    return w;
}

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

inline bool useRanks()
{
    static const bool rrf = qgetenv("ASSAY_FUSION_MODE") == "rrf";
    return rrf;
}

// Reciprocal rank fusion, or (default) each list's scores over its best, weighted and summed.
inline QHash<int, double> combine(const QList<RankedList> &lists, int k)
{
    QHash<int, double> out;
    for (const RankedList &list : lists) {
        const double top = list.scores.isEmpty() ? 1.0 : std::max(1e-9, list.scores.first());
        for (int r = 0; r < list.items.size(); ++r)
            out[list.items[r]] += useRanks() ? list.weight / double(k + r + 1) : list.weight * list.scores[r] / top;
    }
    return out;
}

} // namespace assay::knowledge::fusion
