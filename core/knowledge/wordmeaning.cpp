#include "wordmeaning.h"
#include "knowledgetr.h"

#include "textanalysis.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace assay::knowledge {
namespace {

// A sense counts by how often WordNet's tagged corpus used it, against the word's most used
// sense (in any part of speech): "living" is mostly the verb "live", rarely the noun. Senses
// under MinSenseWeight are left out (rare senses relate everything to everything), and at most
// MaxSenses are kept. Words the corpus never saw weigh by WordNet's sense order instead.
constexpr float MinSenseWeight = 0.3f;
constexpr int MaxSenses = 6;
constexpr float VerbSynonymShare = 0.7f;
constexpr float SimilarAdjectiveShare = 0.8f;
// A column is a property of its rows, and a question about data asks about properties: a sense in
// WordNet's noun.attribute file weighs at least this much, however rarely the running text of
// WordNet's corpus used it. "sex" there is mostly the act, so "gender" (the property) did not
// relate to a Sex column; "level" relates to grade the same way. Measured 0.5 / 0.7 / 1.0, schema
// side only or both sides: 0.7 on both sides is the lowest that relates them surely enough for
// the offline reader (a synonym's 0.7 x 0.7 x 0.7 passes its 0.3) and leaves retrieval unchanged.
constexpr float AttributeSenseWeight = 0.7f;

struct Candidate {
    WordNet::BaseForm base;
    WordNet::Sense sense;
    float weight = 0;
};

void addWeighted(QList<WeightedSynset> &list, quint32 synset, float weight, bool noun)
{
    for (WeightedSynset &w : list) {
        if (w.synset == synset) {
            w.weight = std::max(w.weight, weight);
            return;
        }
    }
    list.append({synset, weight, noun});
}

bool morphosemantic(wordnet::Link kind)
{
    return kind == wordnet::Link::Derivation || kind == wordnet::Link::Pertainym || kind == wordnet::Link::Participle
           || kind == wordnet::Link::Attribute;
}

QList<Candidate> weightedSenses(const QString &word, const WordNet &wordnet, WordSide side)
{
    QList<WordNet::BaseForm> bases = wordnet.baseForms(word);
    if (side == WordSide::Schema && std::any_of(bases.begin(), bases.end(), [](const WordNet::BaseForm &b) { return b.pos == WordNet::Pos::Noun; }))
        bases.removeIf([](const WordNet::BaseForm &b) { return b.pos != WordNet::Pos::Noun; });
    QList<Candidate> all;
    int most = 0;
    for (const WordNet::BaseForm &base : std::as_const(bases)) {
        for (const WordNet::Sense &sense : wordnet.senses(base.lemma, base.pos)) {
            all.append({base, sense, 0});
            most = std::max(most, sense.count);
        }
    }
    for (Candidate &c : all) {
        c.weight = most > 0 ? std::sqrt(float(c.sense.count + 1) / float(most + 1)) : 1.0f / (1.0f + 0.25f * float(c.sense.rank));
        if (c.base.pos == WordNet::Pos::Verb)
            c.weight *= VerbSynonymShare;
        if (wordnet.isAttribute(c.sense.synset))
            c.weight = std::max(c.weight, AttributeSenseWeight);
    }
    all.removeIf([](const Candidate &c) { return c.weight < MinSenseWeight * (c.base.pos == WordNet::Pos::Verb ? VerbSynonymShare : 1.0f); });
    std::stable_sort(all.begin(), all.end(), [](const Candidate &a, const Candidate &b) { return a.weight > b.weight; });
    if (all.size() > MaxSenses)
        all.resize(MaxSenses);
    return all;
}

} // namespace

QString matchKindKey(MatchKind kind)
{
    switch (kind) {
    case MatchKind::Exact:
        return QStringLiteral("exact");
    case MatchKind::Morphological:
        return QStringLiteral("morphological");
    case MatchKind::Abbreviation:
        return QStringLiteral("abbreviation");
    case MatchKind::Spelling:
        return QStringLiteral("spelling");
    case MatchKind::Synonym:
        return QStringLiteral("synonym");
    case MatchKind::Derivation:
        return QStringLiteral("derivation");
    case MatchKind::Broader:
        return QStringLiteral("broader");
    case MatchKind::Narrower:
        return QStringLiteral("narrower");
    case MatchKind::Sibling:
        return QStringLiteral("sibling");
    case MatchKind::Definition:
        return QStringLiteral("definition");
    }
    return {};
}

QString describeMatch(const QString &q, const QString &s, MatchKind kind, const QString &written)
{
    switch (kind) {
    case MatchKind::Exact:
        return Tr::tr("%1 = %2").arg(q, s);
    case MatchKind::Morphological:
        return Tr::tr("%1 ~ %2 (same word)").arg(q, s);
    case MatchKind::Abbreviation:
        return Tr::tr("%1 ~ %2 (abbreviated %3)").arg(q, s, written);
    case MatchKind::Spelling:
        return Tr::tr("%1 ~ %2 (spelling)").arg(q, s);
    case MatchKind::Synonym:
        return Tr::tr("%1 ~ %2 (WordNet synonym)").arg(q, s);
    case MatchKind::Derivation:
        return Tr::tr("%1 ~ %2 (WordNet derivation)").arg(q, s);
    case MatchKind::Broader:
        return Tr::tr("%1 ~ %2 (WordNet: a kind of %2)").arg(q, s);
    case MatchKind::Narrower:
        return Tr::tr("%1 ~ %2 (WordNet: %2 is a kind of %1)").arg(q, s);
    case MatchKind::Sibling:
        return Tr::tr("%1 ~ %2 (WordNet: the same kind of thing)").arg(q, s);
    case MatchKind::Definition:
        return Tr::tr("%1 ~ %2 (WordNet: one's definition uses the other)").arg(q, s);
    }
    return {};
}

double matchWeight(MatchKind kind)
{
    // Exact and morphological matches first; WordNet relations below them, the looser the lower.
    switch (kind) {
    case MatchKind::Exact:
        return 1.0;
    case MatchKind::Abbreviation:
        return 0.95;
    case MatchKind::Morphological:
        return 0.9;
    case MatchKind::Synonym:
        return 0.7;
    case MatchKind::Spelling:
        return 0.6;
    case MatchKind::Derivation:
        return 0.6;
    case MatchKind::Broader:
        return 0.5;
    case MatchKind::Narrower:
        return 0.45;
    case MatchKind::Sibling:
        return 0.35;
    case MatchKind::Definition:
        return 0.3;
    }
    return 0;
}

WordMeaning meaningOf(const QString &word, const WordNet &wordnet, WordSide side)
{
    WordMeaning m;
    m.word = word.toLower();
    m.stem = stem(m.word);
    if (!wordnet.isAvailable() || m.word.isEmpty())
        return m;
    for (const WordNet::BaseForm &base : wordnet.baseForms(m.word)) {
        if (!m.lemmas.contains(base.lemma))
            m.lemmas << base.lemma;
    }
    for (const Candidate &c : weightedSenses(m.word, wordnet, side)) {
        const bool noun = c.base.pos == WordNet::Pos::Noun;
        const bool adverb = c.base.pos == WordNet::Pos::Adverb;
        if (!adverb)
            addWeighted(m.senses, c.sense.synset, c.weight, noun);
        const int wordNumber = wordnet.wordNumber(c.sense.synset, c.base.lemma);
        for (const WordNet::Relation &r : wordnet.relations(c.sense.synset)) {
            const bool targetNoun = wordnet.pos(r.target) == WordNet::Pos::Noun;
            if (r.kind == wordnet::Link::Hypernym && noun) {
                addWeighted(m.broader, r.target, c.weight, true);
                // A question's word may be two steps below the schema's ("hounds": hound, hunting
                // dog, dog), or two steps above it ("carriers": common carrier, line, airline).
                // The schema's second step is only matched against a question word's own senses
                // (SemanticIndex::m_byFurther): with broader words it would make siblings of cousins.
                for (const WordNet::Relation &up : wordnet.relations(r.target)) {
                    if (up.kind == wordnet::Link::Hypernym)
                        addWeighted(m.further, up.target, c.weight, true);
                }
            }
            else if (r.kind == wordnet::Link::Gloss && noun)
                addWeighted(m.glossed, r.target, c.weight, true);
            else if (r.kind == wordnet::Link::SimilarTo)
                addWeighted(m.senses, r.target, SimilarAdjectiveShare * c.weight, false);
            else if (morphosemantic(r.kind) && (r.sourceWord == 0 || r.sourceWord == wordNumber))
                addWeighted(m.derived, r.target, c.weight, targetNoun);
        }
    }
    return m;
}

int editDistance(QStringView a, QStringView b, int limit)
{
    const int n = int(a.size()), m = int(b.size());
    if (std::abs(n - m) > limit)
        return limit + 1;
    // Optimal string alignment distance, row by row.
    std::vector<int> prev2(size_t(m) + 1), prev(size_t(m) + 1), cur(size_t(m) + 1);
    for (int j = 0; j <= m; ++j)
        prev[size_t(j)] = j;
    for (int i = 1; i <= n; ++i) {
        cur[0] = i;
        int rowBest = cur[0];
        for (int j = 1; j <= m; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            int v = std::min({prev[size_t(j)] + 1, cur[size_t(j) - 1] + 1, prev[size_t(j) - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                v = std::min(v, prev2[size_t(j) - 2] + 1);
            cur[size_t(j)] = v;
            rowBest = std::min(rowBest, v);
        }
        if (rowBest > limit)
            return limit + 1;
        std::swap(prev2, prev);
        std::swap(prev, cur);
    }
    return prev[size_t(m)];
}

} // namespace assay::knowledge
