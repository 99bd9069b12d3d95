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
// named by name, or a column named right after its table's word ("any cartoons directed by").
// -1 otherwise ("do not own cats as pets" has an unread word, "cats").
int absentMention(const QuestionWords &w, const Mentions &m, const SchemaLexicon &lex, int negation)
{
    int words = 0;
    for (int i = negation + 1; i < w.tokens.size() && i <= negation + 5; ++i) {
        // "do not have all of their cartoons ...": not all is some without, not none
        if (conditionAt(w, m, i) || w.tokens[i].low == u"all" || w.tokens[i].low == u"every")
            return -1;
        if (const int mi = m.schemaAt(i); mi >= 0) {
            if (!m.schema[mi].strong)
                return -1;
            if (m.schema[mi].isTable)
                return mi;
            // "any cartoons directed by": a column's name said after its table's
            const int table = m.schema[mi].candidates.first().table;
            return w.tokens[i].stem == lex.headStem(table) ? mi : -1;
        }
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

// "tv channels that do not have any cartoons directed by Ben Jones": what follows the absent table's
// name, when it is only stored values of that table (with the names of their columns, small words
// and prepositions between), conditions the absent rows. The values' mentions are returned in
// `valueMentions` and the column names' in `columnMentions`; false when anything else follows (a
// number, a time, another table's value or column, an unread word).
bool ownConditions(const QuestionWords &w, const Mentions &m, const SchemaLexicon &lex, int absentMention,
                   QList<AbsentCondition> *conditions, QSet<int> *valueMentions, QSet<int> *columnMentions)
{
    const int table = m.schema[absentMention].candidates.first().table;
    QList<int> valueColumns;
    for (int i = m.schema[absentMention].last + 1; i < w.tokens.size(); ++i) {
        const Token &t = w.tokens[i];
        if (t.number || t.time)
            return false;
        const int v = m.valueMentionAt(i);
        // "directed by Ben Jones or Brandon Vietti": values any of which, another set
        if (t.low == u"or" || t.low == u"nor")
            return false;
        if (v >= 0) {
            const knowledge::ValueHit &hit = m.values[v].hits.first();
            const int col = lex.findTable(hit.table) == table ? lex.findColumnOf(table, hit.column) : -1;
            // a column's second value ("by Ben Jones and Brandon Vietti") is another set too
            if (col < 0 || (!valueMentions->contains(v) && valueColumns.contains(col)))
                return false;
            if (!valueMentions->contains(v))
                *conditions << AbsentCondition{col, hit.value};
            valueMentions->insert(v);
            valueColumns << col;
            continue;
        }
        if (const int mi = m.schemaAt(i); mi >= 0) {
            if (m.schema[mi].isTable || m.schema[mi].candidates.first().table != table)
                return false;
            columnMentions->insert(mi);
            continue;
        }
        if (!t.structural && !detail::plainPreposition(t.low) && t.low != u"by")
            return false;
    }
    // a column named must be one a value is stored in ("directed by Ben Jones"), not another
    for (const int mi : std::as_const(*columnMentions))
        if (!valueColumns.contains(m.schema[mi].candidates.first().col))
            return false;
    return !conditions->isEmpty();
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
    QSet<int> removedValues;
    for (const int n : shape.negations) {
        const int mi = absentMention(words, mentions, lexicon, n);
        if (mi < 0 || removed.contains(mi))
            continue;
        QList<AbsentCondition> conditions;
        QSet<int> values, columns;
        const bool withColumn = !mentions.schema[mi].isTable; // "cartoons directed by": a value must follow
        if (withColumn)
            columns.insert(mi);
        if ((withColumn || !unconditioned(words, mentions, mentions.schema[mi].last)) &&
            !ownConditions(words, mentions, lexicon, mi, &conditions, &values, &columns))
            continue;
        const SchemaMention &m = mentions.schema[mi];
        out.absences << Absence{n, m.candidates.first().table, words.phrase(m.first, m.last), conditions};
        removed.insert(mi);
        removed.unite(columns);
        removedValues.unite(values);
    }
    out.mentions = mentions;
    if (removed.isEmpty())
        return out;
    out.mentions.values.clear();
    for (int v = 0; v < mentions.values.size(); ++v)
        if (!removedValues.contains(v))
            out.mentions.values << mentions.values[v];
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
            const bool valueThere = std::any_of(out.mentions.values.begin(), out.mentions.values.end(), [&](const ValueMention &v) {
                return !v.hits.isEmpty() && lexicon.findTable(v.hits.first().table) == c.table;
            });
            if (!valueThere)
                out.mentions.namedTables.remove(c.table);
        }
    }
    return out;
}

Decline linkAbsence(const SchemaLexicon &lex, int main, const Absence &absence, AbsentLink *link)
{
    const schema::SchemaGraph &g = lex.graph();
    const int m = g.indexOf(lex.tabs[main].qualified);
    const int x = g.indexOf(lex.tabs[absence.table].qualified);
    const Decline unclear{ask::DeclineReason::NoSingleKey, {absence.text, lex.tabs[main].name}};
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
    return found >= 0 ? Decline() : unclear;
}

} // namespace assay::offline
