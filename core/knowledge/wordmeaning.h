#pragma once
// What a word can mean, in WordNet's terms, and how two words relate: the same word, the same
// base form ("sold" / "sell"), an abbreviation, a misspelling, or through WordNet's senses a
// synonym ("vocalist" / "singer"), a derivation ("employs" / "employee", "sold" / "sales"), a
// broader word ("singer" -> "musician") or a narrower one. Each relation has a weight, always
// below an exact or morphological match, so the schema's own words win when the question uses
// them. A sense weighs by how often WordNet's corpus used it, and a property's sense (WordNet's
// noun.attribute: "sex", "grade") at least 0.7, as columns name properties.

#include "wordnet.h"

#include <QList>
#include <QString>

namespace assay::knowledge {

enum class MatchKind : quint8 {
    Exact,         // the same word (plural and case ignored)
    Morphological, // the same base form: "sold" / "sell", "mice" / "mouse"
    Abbreviation,  // the schema wrote it shortened: "qty" for quantity
    Spelling,      // a misspelling of the schema's word: "vocalsts" / "vocalists"
    Synonym,       // a shared WordNet sense: "vocalists" / "singer", "nation" / "country"
    Derivation,    // WordNet's derivational links: "employs" / "employee", "sold" / "sales"
    Broader,       // the schema's word is a hypernym of the question's: "sopranos" / "singer"
    Narrower,      // the schema's word is a hyponym of the question's: "musicians" / "singer"
    Sibling,       // both are kinds of one narrow thing: "athletes" / "players" (contestants)
    Definition,    // one's WordNet definition uses the other: "procedures" / treatment ("care
                   // provided ... especially medical procedures"), "contests" / match
};
QString matchKindKey(MatchKind kind); // "synonym", ...
// "vocalists ~ singer (WordNet synonym)": how a question word relates to a schema word.
QString describeMatch(const QString &questionWord, const QString &schemaWord, MatchKind kind, const QString &written = {});
// The weight of a relation before sense frequency: 1 for exact down to 0.3 for a definition.
double matchWeight(MatchKind kind);

struct WeightedSynset {
    quint32 synset = 0;
    float weight = 0; // from how often WordNet's corpus used the sense: the usual sense weighs most
    bool noun = true;
};

struct WordMeaning {
    QString word;                  // lower case
    QString stem;                  // textanalysis' light stem, for exact matches
    QList<QByteArray> lemmas;      // WordNet base forms, every part of speech
    QList<WeightedSynset> senses;  // the word's frequent senses (and similar adjectives)
    QList<WeightedSynset> derived; // senses derivationally related to this very word
    QList<WeightedSynset> broader; // hypernyms of its noun senses
    QList<WeightedSynset> further; // hypernyms two levels up: a question word's ("hounds" -> dog), a
                                   // schema word's ("airline" -> common carrier, for "carriers")
    QList<WeightedSynset> glossed; // nouns its noun senses' definitions use (Link::Gloss)
    bool known() const { return !lemmas.isEmpty(); }
};

// Schema words are names of things: a word that can be a noun is read as one ("shop" the place,
// not the verb). A question's words may be any part of speech; verbs reach nouns through
// derivations ("sold" -> sale) and relate as synonyms with less weight, since WordNet's verb
// senses are finer and looser than its nouns.
enum class WordSide { Question, Schema };
WordMeaning meaningOf(const QString &word, const WordNet &wordnet, WordSide side = WordSide::Question);

// Damerau-Levenshtein distance, giving up (returning limit + 1) once it must exceed `limit`.
int editDistance(QStringView a, QStringView b, int limit);

} // namespace assay::knowledge
