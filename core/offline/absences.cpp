#include "absences.h"
#include "offlinewords.h"
#include "offlinetr.h"
#include "schemalexicon.h"
#include "staged.h"

#include "schema/schemagraph.h"

#include <QSet>

#include <algorithm>

namespace assay::offline {

namespace {

// Whether a token carries a condition of its own: a stored value, a number, a time.
bool conditionAt(const QuestionWords &w, const Mentions &m, int token)
{
    return m.valueAt(token) || w.tokens[token].number || w.tokens[token].time;
}

// The table a negation is about: the first mention after it, within five words that name nothing,
// of which at most one is not a small word or a preposition (a verb: "do not have any", "never
// received an", "not a single", "not used by any", "not gone through any"), when it is a table
// named by name. -1 otherwise ("do not own cats as pets" has an unread word, "cats").
int absentMention(const QuestionWords &w, const Mentions &m, int negation)
{
    int words = 0;
    for (int i = negation + 1; i < w.tokens.size() && i <= negation + 5; ++i) {
        if (conditionAt(w, m, i))
            return -1;
        const int mi = m.schemaAt(i);
        if (mi >= 0)
            return m.schema[mi].isTable && m.schema[mi].strong ? mi : -1;
        // a preposition is the verb's particle ("gone through", "taken part in"), not another word
        if (!w.tokens[i].structural && !detail::plainPreposition(w.tokens[i].low) && ++words > 1)
            return -1;
    }
    return -1;
}

// Whether nothing after the absent table's name conditions it: no value, number, time or column
// ("no concert in 2014", "no cartoon directed by Ben Jones" are conditioned). Only other tables'
// names may follow ("did not operate any treatment on dogs").
bool unconditioned(const QuestionWords &w, const Mentions &m, int last)
{
    for (int i = last + 1; i < w.tokens.size(); ++i) {
        if (conditionAt(w, m, i))
            return false;
        const int mi = m.schemaAt(i);
        if (mi >= 0 && !m.schema[mi].isTable)
            return false;
    }
    return true;
}

// References from table node `from` to table node `to` (no sibling shortcuts).
QList<int> references(const schema::SchemaGraph &g, int from, int to)
{
    QList<int> out;
    for (const int e : g.edgesBetween(from, to))
        if (g.edge(e).from == from && g.edge(e).to == to && g.edge(e).via.isEmpty())
            out << e;
    return out;
}

} // namespace

AbsenceReading readAbsences(const QuestionWords &words, const Mentions &mentions, const ShapeWords &shape,
                            const SchemaLexicon &lexicon)
{
    AbsenceReading out;
    QSet<int> removed;
    for (const int n : shape.negations) {
        const int mi = absentMention(words, mentions, n);
        if (mi < 0 || removed.contains(mi) || !unconditioned(words, mentions, mentions.schema[mi].last))
            continue;
        const SchemaMention &m = mentions.schema[mi];
        out.absences << Absence{n, m.candidates.first().table, words.phrase(m.first, m.last)};
        removed.insert(mi);
    }
    out.mentions = mentions;
    if (removed.isEmpty())
        return out;
    out.mentions.schema.clear();
    QSet<int> stillNamed; // tables another mention or a value still names
    for (int i = 0; i < mentions.schema.size(); ++i) {
        if (removed.contains(i))
            continue;
        out.mentions.schema << mentions.schema[i];
        for (const Candidate &c : mentions.schema[i].candidates)
            stillNamed.insert(c.table);
    }
    for (const int i : std::as_const(removed)) {
        for (const Candidate &c : mentions.schema[i].candidates) {
            if (stillNamed.contains(c.table))
                continue;
            out.mentions.mentionedTables.remove(c.table);
            const bool valueThere = std::any_of(mentions.values.begin(), mentions.values.end(), [&](const ValueMention &v) {
                return !v.hits.isEmpty() && lexicon.findTable(v.hits.first().table) == c.table;
            });
            if (!valueThere)
                out.mentions.namedTables.remove(c.table);
        }
    }
    return out;
}

QString linkAbsence(const SchemaLexicon &lex, int main, const Absence &absence, AbsentLink *link)
{
    const schema::SchemaGraph &g = lex.graph();
    const int m = g.indexOf(lex.tabs[main].qualified);
    const int x = g.indexOf(lex.tabs[absence.table].qualified);
    const QString unclear = Tr::tr("I could not tell how %1 relate to %2: no single key links them. ")
                                .arg(absence.text, lex.tabs[main].name) +
                            canDo();
    if (m < 0 || x < 0 || m == x)
        return unclear;
    // The absent table refers to the main one itself ("concerts" of a stadium); two references
    // (a flight's source and destination airport) are two different questions.
    const QList<int> direct = references(g, x, m);
    if (direct.size() == 1) {
        const schema::SchemaEdge &e = g.edge(direct.first());
        *link = AbsentLink{absence.table, e.fromColumns, e.toColumns, {}, absence.text, absence.conditions};
        return {};
    }
    // a condition on the absent rows is written on the table the subquery reads: not through a link
    if (!direct.isEmpty() || !absence.conditions.isEmpty())
        return unclear;
    // Or one link table refers to both, once each ("has_pet" between students and pets).
    int found = -1;
    for (const int e : g.edgesOf(m)) {
        const schema::SchemaEdge &em = g.edge(e);
        if (em.to != m || em.from == m || em.from == x || !em.via.isEmpty())
            continue;
        const QList<int> toMain = references(g, em.from, m);
        const QList<int> toAbsent = references(g, em.from, x);
        const int table = lex.findTable(g.node(em.from).name);
        if (toMain.size() != 1 || toAbsent.size() != 1 || table < 0)
            continue;
        if (found >= 0 && found != table)
            return unclear;
        found = table;
        *link = AbsentLink{table, em.fromColumns, em.toColumns, g.edge(toAbsent.first()).fromColumns, absence.text};
    }
    return found >= 0 ? QString() : unclear;
}

} // namespace assay::offline
