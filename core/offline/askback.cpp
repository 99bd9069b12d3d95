#include "askback.h"
#include "offlinetr.h"
#include "offlinewords.h"
#include "schemalexicon.h"

#include "knowledge/textanalysis.h"

#include <algorithm>

namespace assay::offline {

namespace {

// A synonym or a derivation in a sense this rare (its weight over its field's) is a guess.
constexpr double SureEnough = 0.3;

QString targetTitle(const SchemaLexicon &lex, const Candidate &c)
{
    return c.col >= 0 ? lex.colTitle(c.col) : lex.tabs[c.table].name;
}

// Whether the reading rests on a candidate: a column with a part in the plan (not a key it only
// joins on), or a table the SQL reads.
bool read(const AskBackInputs &in, const Candidate &c)
{
    if (c.col >= 0) {
        const QueryPlan &p = in.plan;
        return c.col == p.measure || c.col == p.dateCol || c.col == p.yearCol || c.col == p.orderCol || p.dims.contains(c.col) ||
               p.listCols.contains(c.col) || c.col == p.ratioOf ||
               std::any_of(p.filters.begin(), p.filters.end(), [&](const Filter &f) { return f.col == c.col; }) ||
               std::any_of(p.numeric.begin(), p.numeric.end(), [&](const NumericFilter &f) { return f.col == c.col; });
    }
    return in.tables.contains(in.lex.tabs[c.table].qualified);
}

// Whether another mention, itself no guess, names the same table or column: the question says
// it in its own words too ("the teachers ... they teach", "how much money was refunded"). A key
// that refers to a table stands for that table's rows: "employees work at each store" names the
// stores employees.store_id refers to, whatever "work" was related to.
bool namedOtherwise(const AskBackInputs &in, const SchemaMention &m, const Candidate &best)
{
    const int referenced = best.col >= 0 ? in.lex.referencedKey(best.col) : -1;
    const int refersTo = referenced >= 0 && referenced != best.col ? in.lex.cols[referenced].table : -1;
    return std::any_of(in.mentions.schema.begin(), in.mentions.schema.end(), [&](const SchemaMention &o) {
        const Candidate &c = o.candidates.first();
        const bool guess = o.wordNet || (!o.strong && !o.chosen);
        if (&o == &m || guess)
            return false;
        return (c.table == best.table && (best.col < 0 || c.col == best.col)) || (c.col < 0 && c.table == refersTo);
    });
}

bool weakWordNet(const SchemaMention &m)
{
    return m.wordNet && !m.chosen && !m.confirmed && weakRelation(m.relation, m.sure);
}

// A column found only by a word of its description that is neither the description's head noun
// ("shops" in stores.floor_area_m2's "Sales floor area ... NULL for the online shop") nor a
// business word the rules know ("spend" is revenue): the description mentions the word, the
// column is not it.
bool weakDescription(const AskBackInputs &in, const SchemaMention &m, const Candidate &used)
{
    if (m.strong || m.wordNet || m.chosen || m.isTable || used.col < 0)
        return false;
    // with no description head to compare (no first phrase), nothing says the word is not it
    const QString &head = in.lex.cols[used.col].descHead;
    if (head.isEmpty())
        return false;
    for (int t = m.first; t <= m.last; ++t) {
        const Token &tok = in.words.tokens[t];
        if (!detail::synonymFor(tok.low).isEmpty() || !detail::synonymFor(tok.stem).isEmpty() || tok.stem == head ||
            knowledge::stem(tok.low) == head)
            return false;
    }
    return true;
}

// The candidate of a mention the reading rests on: the first the plan uses, or null.
const Candidate *restsOn(const AskBackInputs &in, const SchemaMention &m)
{
    for (const Candidate &c : m.candidates)
        if (read(in, c))
            return &c;
    return nullptr;
}

// "By “vocalists” do you mean singer?": the candidate the reading used, then the others, each as
// the word's meaning; for a column found by its description, its table too ("shops": stores).
AskBack askAboutWord(const AskBackInputs &in, const SchemaMention &m, const Candidate &used)
{
    const QString word = in.words.phrase(m.first, m.last);
    AskBack out;
    out.question = Tr::tr("By “%1” do you mean %2?").arg(word, targetTitle(in.lex, used));
    QList<Candidate> options = {used};
    for (const Candidate &c : m.candidates)
        if (options.size() < 3 && (c.col != used.col || c.table != used.table))
            options << c;
    if (!m.wordNet && options.first().col >= 0 &&
        std::none_of(options.begin(), options.end(), [&](const Candidate &c) { return c.col < 0 && c.table == options.first().table; }))
        options << Candidate{-1, options.first().table, 0};
    for (const Candidate &c : options) {
        const ask::WordMeaning meaning{word.toLower(), in.lex.tabs[c.table].qualified,
                                       c.col >= 0 ? in.lex.cols[c.col].name : QString()};
        const ask::ReadingOverride change{ask::ReadingSlot::Word, 0, meaning.word};
        out.options << ask::ReadingChoice{change, targetTitle(in.lex, c), in.chosen.with(meaning), in.join};
    }
    return out;
}

// "By “city” do you mean customers.city or stores.city?": each rival, for this question's slot.
AskBack askAboutRival(const AskBackInputs &in, const ChoiceBook::Rival &r)
{
    const QString word = in.words.phrase(r.first, r.last);
    QStringList titles;
    AskBack out;
    for (const Candidate &c : r.candidates.mid(0, 3)) {
        const QString title = targetTitle(in.lex, c);
        titles << title;
        const ask::ReadingOverride change{r.slot, r.index, title};
        out.options << ask::ReadingChoice{change, title, in.chosen.with(change), in.join};
    }
    out.question = Tr::tr("By “%1” do you mean %2?").arg(word, titles.join(Tr::tr(" or ")));
    return out;
}

} // namespace

bool weakRelation(knowledge::MatchKind relation, double sure)
{
    using K = knowledge::MatchKind;
    switch (relation) {
    case K::Exact:
    case K::Morphological:
    case K::Abbreviation:
        return false;
    case K::Synonym:
    case K::Derivation:
        return sure < SureEnough;
    case K::Spelling:
    case K::Broader:
    case K::Narrower:
    case K::Sibling:
    case K::Definition:
        return true;
    }
    return true;
}

std::optional<AskBack> askBackFor(const AskBackInputs &in)
{
    // the first weak link in the question's order: a loose word, or a column with an equal rival
    int at = -1;
    const SchemaMention *word = nullptr;
    const Candidate *wordUsed = nullptr;
    for (const SchemaMention &m : in.mentions.schema) {
        const Candidate *used = restsOn(in, m);
        if (used && (weakWordNet(m) || weakDescription(in, m, *used)) && !namedOtherwise(in, m, *used) &&
            (at < 0 || m.first < at)) {
            word = &m;
            wordUsed = used;
            at = m.first;
        }
    }
    const ChoiceBook::Rival *rival = nullptr;
    for (const ChoiceBook::Rival &r : in.rivals)
        if ((at < 0 || r.first < at) && read(in, r.candidates.first())) {
            rival = &r;
            at = r.first;
        }
    if (rival)
        return askAboutRival(in, *rival);
    if (word)
        return askAboutWord(in, *word, *wordUsed);
    return std::nullopt;
}

} // namespace assay::offline
