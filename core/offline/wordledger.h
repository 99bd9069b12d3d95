#pragma once
// The reading's last check (issue 18): every content word of the question is used by the reading
// or named in the decline. A word is accounted for when a stage read it (a name, a stored value, a
// number or time, a word of the question's shape or structure), when it is a function word, or
// when WordNet relates it to a table or column the SQL reads ("people" for teachers). A verb that
// only relates the things named ("dogs owned by", "flights departing from") is a relation word:
// a few are let through unless WordNet ties the verb to a table or column the SQL leaves out
// ("how much does the dog weigh": weight). Everything else is a word whose meaning the answer
// would drop ("reverse", "official", "predominantly"): the reading is declined, saying which
// words and what the rest was read as, and the analyst may choose to answer without them.

#include "mentions.h"
#include "queryplan.h"
#include "questionwords.h"
#include "shapewords.h"
#include "structure.h"

#include "ask/readingoverride.h"

#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>

namespace assay::offline {

class SchemaLexicon;

// What WordNet says of a word's parts of speech; empty functions when WordNet is missing (then
// every verb-looking word is taken for a relation word).
struct WordClasses {
    std::function<bool(const QString &word)> hasVerbForm; // a base form is a verb ("owned": own)
    std::function<bool(const QString &word)> hasNounForm; // a base form is a noun ("tracks": track)
    // Whether `general` is a broader word for `specific` ("people" for "teacher").
    std::function<bool(const QString &general, const QString &specific)> broader;
};

struct LedgerInputs {
    const QuestionWords &words;
    const Mentions &mentions;
    const ShapeWords &shape;
    const Structure &structure;
    const QueryPlan &plan;
    const QStringList &tablesRead; // qualified: every table the SQL reads
    const SchemaLexicon &lex;
    const WordClasses &classes;
    const QStringList &accepted; // words the analyst chose to answer without (lower case)
};

struct WordAccount {
    QStringList unread;    // as written, in question order: the decline names them
    QStringList relations; // verbs let through as relation words
};

WordAccount accountWords(const LedgerInputs &in);

// The decline for unread words: which words, and what the rest of the question was read as.
Decline unreadDecline(const QStringList &unread, const QString &restReadAs);

// The override that answers without these words (ReadingSlot::Unread), and its label.
ask::ReadingOverride withoutWords(const QStringList &unread);
QString withoutWordsLabel(const QStringList &unread);
// The words the analyst chose to answer without, lower case.
QStringList acceptedWords(const ask::ReadingOverrides &choices);

} // namespace assay::offline
