#pragma once
// After the word ledger: whether a reading rests on a weak link, and then the question back to
// the analyst instead of an answer. A word the schema does not use that WordNet relates to a name
// only loosely (a hypernym or a hyponym, two steps away, a sibling, a definition, a misspelling,
// or a rare sense), or a column the rules chose over an equal rival, is not answered silently:
// "By “vocalists” do you mean singer?", with the reading it would use first and the others, each
// a typed reading the chat answers with one click. The answer to a word comes back as its meaning
// (ask::WordMeaning), read at once and kept in the connection's glossary. Strong links (the
// name, its base form, an abbreviation, a synonym in a common sense) answer at once.

#include "choicebook.h"
#include "mentions.h"
#include "queryplan.h"
#include "questionwords.h"

#include "ask/asktypes.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace assay::offline {

class SchemaLexicon;

struct AskBack {
    QString question;                  // "By “vocalists” do you mean singer?"
    QList<ask::ReadingChoice> options; // the reading it would use first, then the others
};

// Whether a WordNet relation of this kind and sureness is too loose to answer on.
bool weakRelation(knowledge::MatchKind relation, double sure);

struct AskBackInputs {
    const QuestionWords &words;
    const Mentions &mentions;
    const SchemaLexicon &lex;
    const QStringList &tables;              // what the SQL reads (qualified)
    const QueryPlan &plan;                  // the columns the reading rests on
    const QList<ChoiceBook::Rival> &rivals; // columns chosen over an equal rival
    const ask::ReadingOverrides &chosen;    // the analyst's choices so far
    const schema::JoinChoice &join;
};

// The question back for the first weak link (in question order), or none.
std::optional<AskBack> askBackFor(const AskBackInputs &in);

} // namespace assay::offline
