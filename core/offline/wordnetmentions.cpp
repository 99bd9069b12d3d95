// [words, issue 24] Words the schema does not use ("shoppers", "vocalists") that WordNet relates
// to a table's or column's own name: a mention below every name and description match, and the
// reading says why ("shoppers ~ customers (WordNet: a kind of customers)"). Loose relations
// (question words too broad to mean one kind of thing, siblings, misspellings) and matches on
// descriptions or values are left out: they find something, not the thing meant.
#include "mentions.h"
#include "offlinewords.h"
#include "schemalexicon.h"

#include "knowledge/semanticindex.h"
#include "knowledge/wordnet.h"
#include "knowledge/textanalysis.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace assay::offline {

using namespace detail;

namespace {

// A question word broader than a table's name (MatchKind::Narrower: the table is a kind of it) names
// the table only when it is narrow enough to mean one kind of thing: "educators" (29 kinds in
// WordNet) for teacher, "workers" (71) for employee, "landmasses" for continents; not "someone" or
// "person" (402 kinds), which could be any table of people.
constexpr int MaxNamingFamily = 100;

bool narrowEnoughToName(const QString &word)
{
    const knowledge::WordNet &wn = knowledge::WordNet::shared();
    for (const knowledge::WordNet::BaseForm &b : wn.baseForms(word)) {
        if (b.pos != knowledge::WordNet::Pos::Noun)
            continue;
        const QList<knowledge::WordNet::Sense> s = wn.senses(b.lemma, b.pos);
        if (!s.isEmpty() && wn.hyponymCount(s.first().synset) > MaxNamingFamily)
            return false;
    }
    return true;
}

// Whether a match may name its item: a table by a narrower word ("sopranos" for singer), a derived
// one ("employs" for employee) or a broader one that is narrow enough (above); a column only by the same
// meaning ("surname" for last_name) or a shortening, as columns are many and close to each other.
// Only the item's own name counts; for a table also its name as its columns repeat it ("customer"
// of customer_id in customers, not in orders). And the relation must be sure enough (its kind and
// the word's sense frequency), whichever field of the item carried it.
bool mayName(const knowledge::WordMatch &w, const SchemaLexicon &lex)
{
    using knowledge::MatchKind;
    const bool sameMeaning = w.relation == MatchKind::Exact || w.relation == MatchKind::Morphological ||
                             w.relation == MatchKind::Abbreviation || w.relation == MatchKind::Synonym;
    const bool tableRelation = sameMeaning || w.relation == MatchKind::Derivation || w.relation == MatchKind::Broader ||
                               (w.relation == MatchKind::Narrower && narrowEnoughToName(w.questionWord));
    const bool fits = w.kind == knowledge::ItemKind::Table ? tableRelation : sameMeaning;
    const int t = lex.findTable(w.table);
    const bool named = w.field == knowledge::MatchField::Name ||
                       (w.kind == knowledge::ItemKind::Table && w.field == knowledge::MatchField::MemberName && t >= 0 &&
                        stems(lex.tabs[t].name) == stems(w.schemaWord));
    const double sure = w.weight / knowledge::SemanticIndex::fieldWeight(w.field);
    return fits && named && sure >= 0.3 && t >= 0;
}

// Whether a match names a numeric column by its name, surely enough (the two rules below).
bool namesMeasureColumn(const knowledge::WordMatch &w, const SchemaLexicon &lex)
{
    if (w.kind != knowledge::ItemKind::Column || w.field != knowledge::MatchField::Name || w.weight < 0.3)
        return false;
    const int t = lex.findTable(w.table);
    return t >= 0 && lex.measureColumn(lex.findColumnOf(t, w.column));
}

// "how many people live in Asia": a question word right after "how many" that is broader than a
// numeric column's name (population is a kind of people) names that column, whose total is then
// asked (shapewords' howManyOfAMeasure). Elsewhere a broader word never names a column: "people"
// alone is no more the population than the age.
bool namesCountedMeasure(const knowledge::WordMatch &w, const SchemaLexicon &lex, const QList<Token> &toks, int at)
{
    using knowledge::MatchKind;
    const bool related = w.relation == MatchKind::Narrower || w.relation == MatchKind::Derivation ||
                         w.relation == MatchKind::Synonym;
    return related && at >= 2 && toks[at - 2].low == u"how" && toks[at - 1].low == u"many" && namesMeasureColumn(w, lex);
}

// "How heavy is the youngest dog?": "how" and an adjective ask for the quantity the adjective
// measures, which WordNet links to it as its attribute (heavy: weight, tall: height); a numeric
// column of that name is what is asked.
bool namesAskedAttribute(const knowledge::WordMatch &w, const SchemaLexicon &lex, const QList<Token> &toks, int at)
{
    return w.relation == knowledge::MatchKind::Derivation && at >= 1 && toks[at - 1].low == u"how" &&
           namesMeasureColumn(w, lex);
}

// The mention a group of matches starting at one token makes, or one without candidates.
// `confirmed`: the matches the question's structure confirms (namesCountedMeasure,
// namesAskedAttribute).
SchemaMention mentionOf(const QList<const knowledge::WordMatch *> &found, int first, int last,
                        const SchemaLexicon &lex, const QSet<const knowledge::WordMatch *> &confirmed, QString *why)
{
    // The strongest kind decides: a table's name, else columns' names.
    const bool table = std::any_of(found.begin(), found.end(), [](const knowledge::WordMatch *w) {
        return w->kind == knowledge::ItemKind::Table;
    });
    SchemaMention m;
    m.first = first;
    m.last = last;
    m.isTable = table;
    m.wordNet = true;
    for (const knowledge::WordMatch *w : found) {
        if ((w->kind == knowledge::ItemKind::Table) != table)
            continue;
        const int t = lex.findTable(w->table);
        const int c = table ? -1 : lex.findColumnOf(t, w->column);
        if (!table && c < 0)
            continue;
        m.candidates << Candidate{c, t, (table ? 2.5 : 1.5) * w->weight};
        if (m.candidates.size() == 1 || m.candidates.last().score > m.candidates.first().score) {
            std::swap(m.candidates.first(), m.candidates.last());
            *why = w->explain();
            m.relation = w->relation;
            m.sure = w->weight / knowledge::SemanticIndex::fieldWeight(w->field);
            m.confirmed = confirmed.contains(w);
        }
    }
    if (!m.candidates.isEmpty())
        std::stable_sort(m.candidates.begin() + 1, m.candidates.end(),
                         [](const Candidate &a, const Candidate &b) { return a.score > b.score; });
    return m;
}

} // namespace

void addWordNetMentions(const QuestionWords &words, const SchemaLexicon &lex,
                        const QList<knowledge::WordMatch> &matches, Mentions &out)
{
    const QList<Token> &toks = words.tokens;
    // The matches that may name something, by the token they start at, and the last token each
    // group covers ("electronic mail" spans two).
    QHash<int, QList<const knowledge::WordMatch *>> byToken;
    QHash<int, int> lastOf;
    QSet<const knowledge::WordMatch *> confirmed;
    for (const knowledge::WordMatch &w : matches) {
        const auto start = std::find_if(toks.begin(), toks.end(), [&](const Token &k) { return k.begin == w.begin; });
        if (start == toks.end())
            continue;
        const int i = int(start - toks.begin());
        const bool structural = namesCountedMeasure(w, lex, toks, i) || namesAskedAttribute(w, lex, toks, i);
        if (!mayName(w, lex) && !structural)
            continue;
        if (structural)
            confirmed.insert(&w);
        int end = i;
        while (end + 1 < toks.size() && toks[end].end < w.end)
            ++end;
        byToken[i] << &w;
        lastOf[i] = std::max(lastOf.value(i, i), end);
    }
    for (int i = 0; i < toks.size(); ++i) {
        const QList<const knowledge::WordMatch *> found = byToken.value(i);
        const int last = lastOf.value(i, i);
        bool free = !found.isEmpty();
        for (int j = i; j <= last && free; ++j)
            free = !out.used[j] && !toks[j].time && !toks[j].number && !toks[j].structural &&
                   !knowledge::isStopword(toks[j].low) && synonymFor(toks[j].low).isEmpty();
        if (!free)
            continue;
        QString why;
        const SchemaMention m = mentionOf(found, i, last, lex, confirmed, &why);
        if (m.candidates.isEmpty())
            continue;
        out.wordNotes << why;
        for (int j = i; j <= last; ++j)
            out.used[j] = true;
        out.schema << m;
    }
    out.wordNotes.removeDuplicates();
}

} // namespace assay::offline
