#pragma once
// Stage 2 of the offline reader: what the question's words name. Stored values (quoted, or spans
// value search finds exactly), glossary terms (value synonyms and business measures), tables and
// columns by name, by description word and by business synonym ("spend" -> revenue), and words
// WordNet relates to a name ("shoppers" -> customers). Each mention lists its candidates, best
// first; the candidates are ranked by the tables the question names and by how directly they
// describe the rows of the table the figure comes from. A capitalised name nothing stores, or
// more than a few words nothing explains, is declined here.

#include "questionwords.h"
#include "staged.h"

#include "ask/readingoverride.h"
#include "knowledge/glossary.h"
#include "knowledge/retriever.h"
#include "knowledge/valueindex.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QStringList>

#include <functional>

namespace assay::offline {

class SchemaLexicon;

struct Candidate {
    int col = -1; // a column, or -1 for a table
    int table = -1;
    double score = 0;
};

struct SchemaMention {
    int first = 0; // token range
    int last = 0;
    bool isTable = false;
    bool strong = true;          // by name (not by description)
    bool wordNet = false;        // through a WordNet relation to the name, not the name itself
    // For a WordNet mention: the relation to the best candidate's name and how sure it is (its
    // weight over its field's, 0..1), which decide whether the reading asks back (askback.h).
    knowledge::MatchKind relation = knowledge::MatchKind::Exact;
    double sure = 1.0;
    bool confirmed = false;      // the question's own structure confirms the relation ("how many people": population)
    bool chosen = false;         // the analyst said what this word means (ask::WordMeaning, the glossary)
    QList<Candidate> candidates; // best first, never empty
};

struct ValueMention {
    int first = 0; // token range; -1 for a glossary value synonym
    int last = 0;
    QString text;
    QList<knowledge::ValueHit> hits; // exact (ignoring case), best first
};

// A glossary term defined by an expression ("revenue" = SUM(quantity * unit_price)).
struct GlossaryMeasure {
    QString expression;
    QString table;
    QString term;
};

struct Mentions {
    QList<SchemaMention> schema; // by first token
    QList<ValueMention> values;  // by first token; glossary values last
    QList<GlossaryMeasure> glossaryMeasures;
    QSet<QString> glossaryWords; // the words of glossary terms the question uses
    QStringList wordNotes;       // "shoppers ~ customers (WordNet: a kind of customers)"
    QStringList
        unplacedModifiers;     // words placed nowhere that can only describe ("female"), never act
    QList<bool> used;          // per token: taken by a schema name or a value
    QSet<int> namedTables;     // tables named, or holding a value the question names
    QSet<int> mentionedTables; // tables named by name, not through a value
    // what WordNet relates each word to (the word ledger reads them)
    QList<knowledge::WordMatch> wordMatches;
    QHash<int, int> verbTables; // token -> the table a verb's base form names ("ordered": orders)

    // The schema mention covering a token, or -1.
    int schemaAt(int token) const;
    // Whether a stored value's mention covers a token.
    bool valueAt(int token) const { return valueMentionAt(token) >= 0; }
    // The stored value's mention covering a token, or -1.
    int valueMentionAt(int token) const;
    // The table named after the "of" at `ofToken` ("the names of (all/each/every/the) orchestras"),
    // or -1 when a table's name does not follow.
    int tableAfterOf(const QList<Token> &tokens, int ofToken) const;
};

// Where mentions are looked up; functions so that a stage test needs no index.
struct MentionSources {
    std::function<QList<knowledge::ValueHit>(const QString &text, int k)> searchValues;
    QList<knowledge::GlossaryEntry> glossary;
    std::function<QList<knowledge::WordMatch>(const QString &question)> wordMatches; // may be empty
    // Whether a word is only a noun or an adjective (WordNet knows no verb or adverb sense of it):
    // a modifier, where "treated" or "ever" may be the verb or adverb a reading does without. May be empty.
    std::function<bool(const QString &word)> modifierOnly;
    // The nouns an adjective pertains to ("French": France), so a stored value may be named by its
    // adjective ("French singers": country 'France'). May be empty.
    std::function<QStringList(const QString &adjective)> pertainsTo;
    // The verb base forms of a word ("ordered": order), so a verb can name the table of what it
    // did ("customers who ordered more than 3 times"). May be empty.
    std::function<QStringList(const QString &word)> verbLemmas;
    // What the analyst said words mean (an answer to an ask-back, or the glossary's terms that
    // name a table or column): each word names its target at once, by name.
    QList<ask::WordMeaning> meanings;
};

Staged<Mentions> findMentions(const QuestionWords &words, const SchemaLexicon &lexicon,
                              const MentionSources &sources);

// "the weekly rank" names TV_series.Weekly_Rank: a grain word inside a longer column name asks
// for no grain. Returns `words` with the grain read again without the schema's names.
QuestionWords withoutGrainOfNames(QuestionWords words, const Mentions &mentions);

// The parts, in the order findMentions runs them (each in its own file).
void addValueMentions(const QuestionWords &words, const SchemaLexicon &lexicon, const MentionSources &sources,
                      Mentions &out);
void addGlossaryMentions(const QuestionWords &words, const QList<knowledge::GlossaryEntry> &glossary,
                         Mentions &out);
// The words whose meaning the analyst gave (MentionSources::meanings), as mentions by name.
void addMeaningMentions(const QuestionWords &words, const SchemaLexicon &lexicon, const QList<ask::WordMeaning> &meanings,
                        Mentions &out);
// What the glossary's terms that name a table or column (no expression, no stored value) mean.
QList<ask::WordMeaning> glossaryMeanings(const QList<knowledge::GlossaryEntry> &glossary);
void addSchemaMentions(const QuestionWords &words, const SchemaLexicon &lexicon, Mentions &out);
void addWordNetMentions(const QuestionWords &words, const SchemaLexicon &lexicon,
                        const QList<knowledge::WordMatch> &matches, Mentions &out);
// "what are the venues called": the name of the table "called" is about.
void addCalledNames(const QuestionWords &words, const SchemaLexicon &lexicon, Mentions &out);
// "the id and names of the airlines": an unnamed id is its owner's key (schemamentions).
void addKeyWords(const QuestionWords &words, const SchemaLexicon &lexicon, Mentions &out);
// Adjacent mentions of one column become one ("net worth"; "arriving date": date_arrived).
void mergeAdjacentMentions(Mentions &out);
void rankCandidates(const SchemaLexicon &lexicon, Mentions &out);
// The reason to decline when a name or too many words are left unexplained, or empty.
Decline unplacedWords(const QuestionWords &words, const SchemaLexicon &lexicon, const Mentions &mentions);

} // namespace assay::offline
