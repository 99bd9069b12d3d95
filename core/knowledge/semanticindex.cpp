#include "semanticindex.h"

#include "abbreviations.h"
#include "bm25.h"
#include "namewords.h"
#include "textanalysis.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <queue>

namespace assay::knowledge {
namespace {

constexpr double K1 = 1.2;
constexpr double B = 0.75;
constexpr int MaxQueryUnits = 64;     // a pasted essay is read up to here: bounded time
constexpr int MaxSpellingCandidates = 400;
constexpr double MinRelationWeight = 0.1;
constexpr double DerivedKindShare = 0.75;
// Two words are siblings only under a narrow parent: "athlete" and "player" under "contestant"
// (a couple dozen kinds), never under "person" or "entity" (hundreds).
constexpr int MaxSiblingFamily = 30;
// A kind of a kind ("hounds" -> dog) counts for less than a direct kind, and only below a word
// that is not too general: two steps up from most nouns are words like "person" or "artifact",
// which name everything.
constexpr double FurtherShare = 0.8;
constexpr int MaxFurtherFamily = 40;
// A definition relation is followed only through nouns with at most this many direct kinds.
constexpr int MaxDefinitionFamily = 30;

bool plainWord(const QString &w)
{
    for (QChar c : w) {
        if (!c.isLetter())
            return false;
    }
    return !w.isEmpty();
}

bool countsAsWord(const QString &w)
{
    if (w.size() < 2 || isStopword(w))
        return false;
    for (QChar c : w) {
        if (!c.isDigit())
            return true;
    }
    return false; // numbers are values, not words
}

QStringList trigramsOf(const QString &w)
{
    const QString padded = QLatin1Char('#') + w + QLatin1Char('#');
    QStringList out;
    for (int i = 0; i + 3 <= padded.size(); ++i)
        out << padded.mid(i, 3);
    return out;
}

} // namespace

double SemanticIndex::fieldWeight(Field field)
{
    switch (field) {
    case Field::Name:
        return 1.0;
    case Field::Synonym:
        return 0.9;
    case Field::MemberName:
        return 0.8;
    case Field::Description:
        return 0.55;
    case Field::Value:
        return 0.5;
    }
    return 0;
}

void SemanticIndex::add(int item, Field field, QStringView text)
{
    if (item < 0)
        return;
    if (item >= m_itemLength.size())
        m_itemLength.resize(item + 1, 0);
    m_items = std::max(m_items, item + 1);
    const QList<NameWord> words = nameWords(text, *m_wordnet);
    // A name's words share its weight, half of it evenly: a question that says "singers" is about
    // table singer more than about singer_in_concert, which it names only in part.
    float share = 1;
    if (field == Field::Name) {
        const qsizetype counted = std::count_if(words.begin(), words.end(), [](const NameWord &w) { return countsAsWord(w.word); });
        share = 0.5f + 0.5f / float(std::max<qsizetype>(1, counted));
    }
    auto addVocable = [&](const QString &word, const QString &written, bool abbreviation) {
        const QString key = abbreviation ? word + QChar(0x1f) + written : word;
        auto it = m_vocableByKey.constFind(key);
        int v;
        if (it == m_vocableByKey.constEnd()) {
            v = int(m_vocabulary.size());
            m_vocabulary.append({word, written, abbreviation, {}, 0});
            m_vocableByKey.insert(key, v);
        } else {
            v = it.value();
        }
        QList<Occurrence> &occ = m_vocabulary[v].occurrences;
        if (occ.isEmpty() || occ.back().item != item || occ.back().field != field)
            occ.append({item, field, share});
        // Stored values are data, not what an item is about: a table with many distinct values is
        // not a longer description, so they do not dilute its words (BM25's length norm).
        if (field != Field::Value)
            ++m_itemLength[item];
    };
    for (int i = 0; i < words.size(); ++i) {
        const NameWord &w = words[i];
        if (countsAsWord(w.word))
            addVocable(w.word, w.written, w.how == NameWord::How::Abbreviation);
        // Collocations WordNet knows ("phone_number", "credit card") carry their own meaning.
        if (i + 1 < words.size() && (field == Field::Name || field == Field::MemberName || field == Field::Synonym)) {
            const QString pair = w.word + QLatin1Char(' ') + words[i + 1].word;
            if (m_wordnet->hasLemma(WordNet::key(pair)))
                addVocable(pair, pair, false);
        }
    }
}

void SemanticIndex::finalize()
{
    qint64 total = 0;
    for (int l : std::as_const(m_itemLength))
        total += l;
    m_averageLength = m_itemLength.isEmpty() ? 1.0 : std::max(1.0, double(total) / double(m_itemLength.size()));
    QHash<QString, WordMeaning> meanings; // one WordNet lookup per distinct word
    for (int v = 0; v < m_vocabulary.size(); ++v) {
        Vocable &voc = m_vocabulary[v];
        QSet<int> items;
        for (const Occurrence &o : std::as_const(voc.occurrences))
            items.insert(o.item);
        voc.documentFrequency = int(items.size());
        auto it = meanings.find(voc.word);
        if (it == meanings.end())
            it = meanings.insert(voc.word, meaningOf(voc.word, *m_wordnet, WordSide::Schema));
        const WordMeaning &m = it.value();
        m_byStem[m.stem].append(v);
        for (const QByteArray &lemma : m.lemmas)
            m_byLemma[lemma].append(v);
        for (const WeightedSynset &s : m.senses)
            m_bySense[s.synset].append({v, s.weight});
        for (const WeightedSynset &s : m.broader)
            m_byBroader[s.synset].append({v, s.weight});
        for (const WeightedSynset &s : m.further)
            m_byFurther[s.synset].append({v, s.weight});
        for (const WeightedSynset &s : m.glossed)
            m_byGlossed[s.synset].append({v, s.weight});
        if (voc.word.size() >= 4 && plainWord(voc.word)) {
            for (const QString &g : trigramsOf(voc.word))
                m_byTrigram[g].append(v);
        }
    }
}

QList<SemanticIndex::QueryWord> SemanticIndex::analyzeQuery(QStringView asked) const
{
    const QString masked = withoutOrderingPhrases(asked);
    const QStringView question(masked);
    struct Token {
        QString text;
        int begin, end;
        bool joined; // only spaces or a hyphen since the previous token
    };
    QList<Token> tokens;
    int gapStart = 0;
    for (int i = 0; i < question.size() && tokens.size() < MaxQueryUnits * 2;) {
        if (!question[i].isLetterOrNumber()) {
            ++i;
            continue;
        }
        const int begin = i;
        while (i < question.size() && question[i].isLetterOrNumber())
            ++i;
        const QStringView gap = question.sliced(gapStart, begin - gapStart).trimmed();
        tokens.append({question.sliced(begin, i - begin).toString(), begin, i, gap.isEmpty() || gap == u"-"});
        gapStart = i;
    }
    QList<QueryWord> out;
    auto unit = [&](const QString &text, const QString &word, int begin, int end) {
        if (out.size() < MaxQueryUnits) {
            out.append({text, word, begin, end, meaningOf(word, *m_wordnet), {}});
            out.back().related = related(out.back());
        }
    };
    for (int t = 0; t < tokens.size(); ++t) {
        const QString lower = tokens[t].text.toLower();
        if (countsAsWord(lower) && !isQuestionStructureWord(lower)) {
            const QStringList expanded = expandAbbreviation(lower);
            unit(tokens[t].text, expanded.isEmpty() ? lower : expanded.join(u' '), tokens[t].begin, tokens[t].end);
        }
        if (t + 1 >= tokens.size() || !tokens[t + 1].joined)
            continue;
        const QString next = tokens[t + 1].text.toLower();
        const QString text = question.sliced(tokens[t].begin, tokens[t + 1].end - tokens[t].begin).toString();
        if (isStopword(lower) || isStopword(next))
            continue;
        if (m_wordnet->hasLemma(WordNet::key(lower + QLatin1Char(' ') + next), WordNet::Pos::Noun))
            unit(text, lower + QLatin1Char(' ') + next, tokens[t].begin, tokens[t + 1].end); // "high school"
        else if (m_byStem.contains(stem(lower + next)))
            unit(text, lower + next, tokens[t].begin, tokens[t + 1].end); // "head count" for headcount
    }
    return out;
}

QList<SemanticIndex::Related> SemanticIndex::related(const QueryWord &q) const
{
    QHash<int, Related> best;
    auto offer = [&](int v, MatchKind kind, double weight) {
        if (weight < MinRelationWeight)
            return; // a rare sense through a loose relation: more noise than evidence
        auto it = best.find(v);
        if (it == best.end())
            best.insert(v, {v, kind, weight});
        else if (weight > it->weight)
            *it = {v, kind, weight};
    };
    const WordMeaning &m = q.meaning;
    for (int v : m_byStem.value(m.stem))
        offer(v, m_vocabulary[v].abbreviation ? MatchKind::Abbreviation : MatchKind::Exact,
              matchWeight(m_vocabulary[v].abbreviation ? MatchKind::Abbreviation : MatchKind::Exact));
    for (const QByteArray &lemma : m.lemmas) {
        for (int v : m_byLemma.value(lemma))
            offer(v, MatchKind::Morphological, matchWeight(MatchKind::Morphological));
    }
    auto through = [&](const QList<WeightedSynset> &from, const QHash<quint32, QList<WeightedVocable>> &index, MatchKind kind,
                       double share = 1.0, int maxFamily = 0) {
        for (const WeightedSynset &s : from) {
            if ((kind == MatchKind::Narrower || kind == MatchKind::Sibling || kind == MatchKind::Definition) && !s.noun)
                continue; // only nouns have a hierarchy worth following
            if (maxFamily > 0 && m_wordnet->hyponymCount(s.synset) > maxFamily)
                continue;
            const auto it = index.constFind(s.synset);
            if (it == index.constEnd())
                continue;
            for (const WeightedVocable &wv : *it)
                offer(wv.vocable, kind, share * matchWeight(kind) * s.weight * wv.weight);
        }
    };
    through(m.senses, m_bySense, MatchKind::Synonym);
    through(m.derived, m_bySense, MatchKind::Derivation);
    // A derivation, then a kind of it: "sold" -> selling, and "sales" is a kind of selling.
    through(m.derived, m_byBroader, MatchKind::Derivation, DerivedKindShare);
    through(m.broader, m_bySense, MatchKind::Broader);
    through(m.further, m_bySense, MatchKind::Broader, FurtherShare, MaxFurtherFamily);
    through(m.senses, m_byBroader, MatchKind::Narrower);
    // two levels down: "carriers" (common carrier) for airline (line, common carrier)
    through(m.senses, m_byFurther, MatchKind::Narrower, FurtherShare, MaxFurtherFamily);
    through(m.broader, m_byBroader, MatchKind::Sibling, 1.0, MaxSiblingFamily);
    // The schema word's definition uses the question's word: "procedures" for treatment ("care
    // provided ... especially medical procedures"), "contests" for match, "vessel" for ship. A
    // word with a large family ("person", "act") is in too many definitions to tell anything.
    // The other way round (the question word's definition naming the schema's word) was measured
    // too and only added noise: Spider paraphrases unchanged, sample paraphrases recall@30 -0.07.
    through(m.senses, m_byGlossed, MatchKind::Definition, 1.0, MaxDefinitionFamily);
    // A word neither the schema nor WordNet knows may be misspelt: the schema's words within one
    // edit (two for long words), found through shared trigrams.
    if (best.isEmpty() && !m.known() && q.word.size() >= 4 && plainWord(q.word)) {
        const int limit = q.word.size() >= 8 ? 2 : 1;
        QHash<int, int> shared;
        for (const QString &g : trigramsOf(q.word)) {
            for (int v : m_byTrigram.value(g)) {
                if (shared.size() < MaxSpellingCandidates || shared.contains(v))
                    ++shared[v];
            }
        }
        for (auto it = shared.constBegin(); it != shared.constEnd(); ++it) {
            if (it.value() < 2)
                continue;
            if (editDistance(q.word, m_vocabulary[it.key()].word, limit) <= limit)
                offer(it.key(), MatchKind::Spelling, matchWeight(MatchKind::Spelling));
        }
    }
    return best.values();
}

double SemanticIndex::idf(int v) const
{
    const double df = m_vocabulary[v].documentFrequency;
    return std::log(1.0 + (double(m_items) - df + 0.5) / (df + 0.5));
}

double SemanticIndex::lengthNorm(int item) const
{
    const double len = item < m_itemLength.size() ? m_itemLength[item] : m_averageLength;
    return (K1 + 1) / (1 + K1 * (1 - B + B * len / m_averageLength));
}

void SemanticIndex::forEachBest(const QList<QueryWord> &query, const std::function<bool(int)> &accept, Best by,
                                const std::function<void(int, int, const Related &, Field, double)> &visit) const
{
    for (int q = 0; q < query.size(); ++q) {
        struct Strongest {
            Related related;
            Field field;
            double place;
            double value;
        };
        QHash<int, Strongest> perItem;
        for (const Related &r : query[q].related) {
            const double rarity = idf(r.vocable);
            if (ranksNothing(rarity, m_items))
                continue;
            for (const Occurrence &o : m_vocabulary[r.vocable].occurrences) {
                if (accept && !accept(o.item))
                    continue;
                const double place = fieldWeight(o.field) * o.share;
                const double value = by == Best::Scoring ? r.weight * place * rarity : r.weight * place + 1e-6 * rarity;
                auto it = perItem.find(o.item);
                if (it == perItem.end())
                    perItem.insert(o.item, {r, o.field, place, value});
                else if (value > it->value)
                    *it = {r, o.field, place, value};
            }
        }
        for (auto it = perItem.constBegin(); it != perItem.constEnd(); ++it)
            visit(q, it.key(), it->related, it->field, it->place);
    }
}

QList<SemanticIndex::Hit> SemanticIndex::search(const QList<QueryWord> &query, int k, const std::function<bool(int)> &accept) const
{
    QHash<int, double> scores;
    forEachBest(query, accept, Best::Scoring, [&](int, int item, const Related &r, Field, double place) {
        scores[item] += r.weight * place * idf(r.vocable) * lengthNorm(item);
    });
    auto worse = [](const Hit &a, const Hit &b) { return a.score > b.score || (a.score == b.score && a.item < b.item); };
    std::priority_queue<Hit, std::vector<Hit>, decltype(worse)> top(worse);
    for (auto it = scores.constBegin(); it != scores.constEnd(); ++it) {
        top.push({it.key(), it.value()});
        if (int(top.size()) > k)
            top.pop();
    }
    QList<Hit> out;
    while (!top.empty()) {
        out.prepend(top.top());
        top.pop();
    }
    return out;
}

QList<SemanticIndex::Evidence> SemanticIndex::evidence(const QList<QueryWord> &query, const std::function<bool(int)> &accept) const
{
    QList<Evidence> out;
    forEachBest(query, accept, Best::Relation, [&](int q, int item, const Related &r, Field field, double place) {
        const Vocable &v = m_vocabulary[r.vocable];
        out.append({item, q, v.word, v.written, r.kind, field, r.weight * place});
    });
    return out;
}

} // namespace assay::knowledge
