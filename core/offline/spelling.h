#pragma once
// Before the words are read: misspelt content words corrected from the schema's and the
// question's own vocabulary ("total revnue per quater in 2024": revenue, quarter), each correction
// said in the reading ("“revnue” read as “revenue”"). Only a word nothing knows is corrected: not
// a word WordNet has, not a stored value, not a capitalised name, not a number or code; and only to
// the one word of the vocabulary nearest to it (one edit, two for long words), never when two are
// as near. The corrected text is what every later stage reads.

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>

namespace assay::offline {

class SchemaLexicon;

struct Correction {
    QString written; // as the question wrote it
    QString read;    // the vocabulary's word
};

struct Spelled {
    QString text; // the question with the corrections made
    QList<Correction> corrections;
    // "“revnue” read as “revenue”", one per correction (translated), for the reading's words
    QStringList notes() const;
};

// The words a question may mean: the schema's names and descriptions, the business, time and
// shape words the rules read. Built once per assistant.
class SpellingVocabulary {
public:
    explicit SpellingVocabulary(const SchemaLexicon &lexicon);
    bool contains(const QString &word) const { return m_words.contains(word); }
    // The one word nearest to `word` (within `limit` edits), or empty when none or several are.
    QString nearest(const QString &word, int limit) const;

private:
    void add(const QString &word);
    QSet<QString> m_words;
    QHash<int, QStringList> m_byLength;
};

// Whether a word is known as it is written (WordNet, a stored value); may be empty.
using KnownWord = std::function<bool(const QString &word)>;

Spelled correctSpelling(const QString &question, const SpellingVocabulary &vocabulary, const KnownWord &known);

} // namespace assay::offline
