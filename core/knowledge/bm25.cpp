#include "bm25.h"

#include <cmath>
#include <queue>

namespace assay::knowledge {

int Bm25Index::add(const QStringList &tokens, int length)
{
    const int doc = int(m_lengths.size());
    QHash<QString, int> tf;
    for (const QString &t : tokens)
        ++tf[t];
    for (auto it = tf.constBegin(); it != tf.constEnd(); ++it)
        m_postings[it.key()].append({doc, it.value()});
    m_lengths.append(length >= 0 ? length : int(tokens.size()));
    return doc;
}

void Bm25Index::finalize()
{
    qint64 total = 0;
    for (int l : std::as_const(m_lengths))
        total += l;
    m_averageLength = m_lengths.isEmpty() ? 0 : double(total) / m_lengths.size();
}

double Bm25Index::idf(qsizetype df) const
{
    const double n = double(m_lengths.size());
    return std::log(1.0 + (n - double(df) + 0.5) / (double(df) + 0.5));
}

QList<Bm25Index::Hit> Bm25Index::search(const QStringList &query, int k, const std::function<bool(int)> &accept) const
{
    QHash<int, double> scores;
    QSet<QString> seen;
    for (const QString &term : query) {
        if (seen.contains(term))
            continue; // a repeated query word counts once
        seen.insert(term);
        const auto it = m_postings.constFind(term);
        if (it == m_postings.constEnd())
            continue;
        const double w = idf(it->size());
        if (ranksNothing(w, m_lengths.size()))
            continue;
        for (const Posting &p : *it) {
            if (accept && !accept(p.doc))
                continue;
            const double norm = m_averageLength > 0 ? m_lengths[p.doc] / m_averageLength : 1.0;
            scores[p.doc] += w * (p.tf * (m_k1 + 1)) / (p.tf + m_k1 * (1 - m_b + m_b * norm));
        }
    }
    // A bounded min-heap keeps the k best without sorting everything.
    auto worse = [](const Hit &a, const Hit &b) { return a.score > b.score || (a.score == b.score && a.doc < b.doc); };
    std::priority_queue<Hit, std::vector<Hit>, decltype(worse)> best(worse);
    for (auto it = scores.constBegin(); it != scores.constEnd(); ++it) {
        best.push({it.key(), it.value()});
        if (int(best.size()) > k)
            best.pop();
    }
    QList<Hit> out;
    while (!best.empty()) {
        out.prepend(best.top());
        best.pop();
    }
    return out;
}

double Bm25Index::score(const QStringList &query, int doc) const
{
    double s = 0;
    QSet<QString> seen;
    for (const QString &term : query) {
        if (seen.contains(term))
            continue;
        seen.insert(term);
        const auto it = m_postings.constFind(term);
        if (it == m_postings.constEnd())
            continue;
        for (const Posting &p : *it) {
            if (p.doc != doc)
                continue;
            const double norm = m_averageLength > 0 ? m_lengths[doc] / m_averageLength : 1.0;
            s += idf(it->size()) * (p.tf * (m_k1 + 1)) / (p.tf + m_k1 * (1 - m_b + m_b * norm));
        }
    }
    return s;
}

} // namespace assay::knowledge
