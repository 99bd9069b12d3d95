#pragma once
// The lexical-semantic side of retrieval: every word of the indexed items (names read as people
// write them, descriptions, model-written synonyms, glossary aliases, values) is put in a
// vocabulary once, with what it can mean (wordmeaning.h); a question word then finds the
// vocabulary words it relates to, by the strongest relation, and through them the items.
//
// Scoring is BM25's shape with one term per question word: each question word counts once per
// item, with the best relation it has to a word of that item, weighted by the relation, by where
// the word sits in the item (its name over its description) and by how rare the word is.
// Building is linear in the words indexed (WordNet is asked once per distinct word); a query
// touches only the vocabulary words its own words relate to.

#include "wordmeaning.h"

#include <QHash>
#include <QList>
#include <QString>

#include <functional>

namespace assay::knowledge {

class SemanticIndex {
public:
    // Where in an item a word was found, in falling weight.
    enum class Field : quint8 {
        Name,       // the item's own name: "singer" for table singer
        Synonym,    // a synonym someone wrote down: glossary aliases, model-written synonyms
        MemberName, // the name of a part of the item: a column's name in its table
        Description,
        Value,      // a stored value
    };
    static double fieldWeight(Field field);

    explicit SemanticIndex(const WordNet &wordnet = WordNet::shared()) : m_wordnet(&wordnet) {}

    // Adds the words of `text` (read with nameWords: split, abbreviations expanded) to `item`.
    void add(int item, Field field, QStringView text);
    // Builds the lookups; call once after the last add().
    void finalize();
    int vocabularySize() const { return int(m_vocabulary.size()); }

    struct Related {
        int vocable;
        MatchKind kind;
        double weight;
    };
    struct QueryWord {
        QString text; // as the question wrote it ("Vocalists", "high school")
        QString word; // as matched (lower case, an abbreviation expanded)
        int begin = 0; // character range in the question
        int end = 0;
        WordMeaning meaning;
        QList<Related> related; // the vocabulary words it relates to, each by its best relation
    };
    // The content words of a question (stopwords, structure words and numbers dropped), with
    // collocations WordNet knows ("high school") and run-together schema words ("head count" for
    // headcount) as units, each with the vocabulary it relates to: analyse once, search often.
    QList<QueryWord> analyzeQuery(QStringView question) const;

    struct Evidence {
        int item = -1;
        int queryWord = -1; // into the analyzed query
        QString schemaWord; // the vocabulary word matched
        QString written;    // how the item wrote it ("cust" for customer)
        MatchKind kind = MatchKind::Exact;
        Field field = Field::Name;
        double weight = 0; // relation x sense x field
    };
    struct Hit {
        int item = -1;
        double score = 0;
    };
    // Best `k` items; `accept` may restrict which items count.
    QList<Hit> search(const QList<QueryWord> &query, int k, const std::function<bool(int)> &accept = {}) const;
    // For each question word and accepted item, the best relation between them.
    QList<Evidence> evidence(const QList<QueryWord> &query, const std::function<bool(int)> &accept = {}) const;

private:
    struct Occurrence {
        int item;
        Field field;
        float share; // of the field's weight: the words of a longer name share it
    };
    struct Vocable {
        QString word;
        QString written;
        bool abbreviation = false;
        QList<Occurrence> occurrences;
        int documentFrequency = 0;
    };
    struct WeightedVocable {
        int vocable;
        float weight;
    };

    QList<Related> related(const QueryWord &word) const;
    // Which of a question word's relations to an item counts: for scoring, the one that weighs most
    // with its word's rarity (BM25); as evidence of what the word names, the strongest relation
    // ("nations" names table country by its name, not by the rarer "state" of HeadOfState).
    enum class Best : quint8 { Scoring, Relation };
    void forEachBest(const QList<QueryWord> &query, const std::function<bool(int)> &accept, Best by,
                     const std::function<void(int queryWord, int item, const Related &, Field, double placeWeight)> &visit) const;
    double idf(int vocable) const;
    double lengthNorm(int item) const;

    const WordNet *m_wordnet;
    QHash<QString, int> m_vocableByKey; // word + '\x1f' + written
    QList<Vocable> m_vocabulary;
    QList<int> m_itemLength;
    double m_averageLength = 1;
    int m_items = 0;
    QHash<QString, QList<int>> m_byStem;
    QHash<QByteArray, QList<int>> m_byLemma;
    QHash<quint32, QList<WeightedVocable>> m_bySense;
    QHash<quint32, QList<WeightedVocable>> m_byBroader;
    QHash<quint32, QList<WeightedVocable>> m_byFurther; // schema words by their hypernyms two levels up
    QHash<quint32, QList<WeightedVocable>> m_byGlossed; // schema words by the nouns their definitions use
    QHash<QString, QList<int>> m_byTrigram; // for misspellings
};

} // namespace assay::knowledge
