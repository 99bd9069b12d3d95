#pragma once
// WordNet (Princeton, as Debian's wordnet-base installs it) for relating the words of a question
// to the words of a schema: base forms (WordNet's "morphy": "sold" -> sell, "mice" -> mouse),
// senses in WordNet's frequency order, and the relations between them (hypernyms, derivations).
//
// The database files are compiled once into a compact form (wordnetformat.h) cached in the data
// directory and memory-mapped from there; the first use in a process maps it (or compiles it,
// about a second, when the cache is missing or the files changed). Lookups are binary searches
// over the mapped records: no allocation beyond the answer, safe from any number of threads.
// Without WordNet installed, `isAvailable()` is false and every lookup answers nothing.

#include "wordnetformat.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

class QFile;

namespace assay::knowledge {

class WordNet {
public:
    using Pos = wordnet::Pos;

    struct BaseForm {
        QByteArray lemma; // WordNet's spelling: lower case, '_' between words
        Pos pos = Pos::Noun;
    };
    struct Sense {
        quint32 synset = 0;
        int rank = 0;        // 0 = the most frequent sense of the lemma
        bool tagged = false; // seen in WordNet's sense-tagged corpus (rarer senses are not)
        int count = 0;       // how often it was seen there
    };
    struct Relation {
        quint32 target = 0;
        wordnet::Link kind = wordnet::Link::Hypernym;
        int sourceWord = 0; // 1-based word numbers for lexical relations, 0 for whole synsets
        int targetWord = 0;
    };

    // The process-wide instance, opened on first use from $ASSAY_WORDNET_DIR or
    // /usr/share/wordnet, cached under the application data directory.
    static const WordNet &shared();
    // An instance over `dictDir`, cached in `cacheDir` (empty: compiled in memory, not cached).
    static std::unique_ptr<WordNet> open(const QString &dictDir, const QString &cacheDir);
    static QString defaultDictionaryDirectory();

    ~WordNet();
    WordNet(const WordNet &) = delete;
    WordNet &operator=(const WordNet &) = delete;

    bool isAvailable() const { return m_base != nullptr; }
    QString error() const { return m_error; }
    bool fromCache() const { return m_fromCache; }
    QString cachePath() const { return m_cachePath; }

    // Base forms of a word (or a phrase, words separated by spaces) that WordNet lists, for every
    // part of speech: the word itself, irregular forms, then WordNet's suffix rules.
    QList<BaseForm> baseForms(QStringView word) const;
    bool knows(QStringView word) const { return !baseForms(word).isEmpty(); }
    // Whether the exact lemma is in WordNet's index (no morphology).
    bool hasLemma(QByteArrayView lemma) const;
    bool hasLemma(QByteArrayView lemma, Pos pos) const { return findLemma(lemma, pos) != nullptr; }
    QList<Sense> senses(QByteArrayView lemma, Pos pos) const;
    QList<Relation> relations(quint32 synset) const;
    int wordCount(quint32 synset) const;
    QByteArray word(quint32 synset, int index) const; // index 0-based
    int wordNumber(quint32 synset, QByteArrayView lemma) const; // 1-based, 0 when absent
    Pos pos(quint32 synset) const;
    int hyponymCount(quint32 synset) const; // how many synsets are kinds of this one
    // Whether the synset is in WordNet's noun.attribute file: a property things have ("sex" the
    // property, not the act; "age", "weight", "height"). What a column's name usually means.
    bool isAttribute(quint32 synset) const;
    int synsetCount() const;

    // "Vocalists" -> "vocalists"; "United States" -> "united_states": the key form of a word.
    static QByteArray key(QStringView word);
    // The readable form of a lemma: "united_states" -> "united states".
    static QString readable(QByteArrayView lemma);

private:
    WordNet() = default;
    bool attach(const char *data, qint64 size, QString *error);
    const wordnet::LemmaRecord *findLemma(QByteArrayView lemma, Pos pos) const;
    const char *string(quint32 offset) const { return m_strings + offset; }

    const char *m_base = nullptr;
    qint64 m_size = 0;
    const wordnet::Header *m_header = nullptr;
    const char *m_strings = nullptr;
    const wordnet::LemmaRecord *m_lemmas = nullptr;
    const quint32 *m_senses = nullptr;
    const quint16 *m_counts = nullptr;
    const wordnet::SynsetRecord *m_synsets = nullptr;
    const quint32 *m_words = nullptr;
    const wordnet::LinkRecord *m_links = nullptr;
    const wordnet::ExceptionRecord *m_exceptions = nullptr;
    std::unique_ptr<QFile> m_file; // the mapped cache
    QByteArray m_memory;           // or the compiled form itself
    QString m_error;
    QString m_cachePath;
    bool m_fromCache = false;
};

// Whether WordNet knows the word only as a noun or an adjective, with no verb or adverb sense in
// any of its base forms ("female", "red"; not "treated", "ever", "run"). False for words it does
// not know, and without WordNet.
bool modifierOnly(const WordNet &wordNet, QStringView word);
// Whether one of the word's base forms has the part of speech ("owned": own, a verb; "tracks":
// track, a noun and a verb). False for words WordNet does not know, and without WordNet.
bool hasBaseForm(const WordNet &wordNet, QStringView word, WordNet::Pos pos);
// Whether a usual noun sense of `general` is a hypernym, at any depth up to `maxDepth`, of a usual
// noun sense of `specific`: "people" / "teacher" (a teacher is a kind of person), "vehicle" /
// "car". False for words WordNet does not know, and without WordNet.
// The nouns an adjective pertains to, as WordNet writes them ("French": France, "Asian": Asia,
// "monthly": month), most frequent sense first. Empty for other words and without WordNet.
QStringList pertainyms(const WordNet &wordNet, QStringView adjective);
bool broaderNoun(const WordNet &wordNet, QStringView general, QStringView specific,
                 int maxDepth = 8);

} // namespace assay::knowledge
