// The role of the stored values a question names: where each is stored (the tables the question
// names first), the other places offered, and the role a value's words give its table ("flights
// from Aberdeen to Ashley": the source and the destination airport).
#include "offlinetr.h"
#include "roles.h"
#include "schemalexicon.h"

#include "schema/tableuse.h"

#include <QHash>

#include <algorithm>

namespace assay::offline {

namespace {

// The question's words just before a filter's value, nearest first: up to three, none from
// another value ("flights from Aberdeen to Ashley": "to" for Ashley, not "from").
QStringList wordsBeforeValue(const QList<Token> &toks, const QList<Filter> &filters, int fi)
{
    QStringList out;
    const int first = filters[fi].first;
    for (int i = first - 1; i >= 0 && i >= first - 3; --i) {
        const bool other = std::any_of(filters.begin(), filters.end(), [&](const Filter &f) { return f.first <= i && i <= f.last; });
        if (other)
            break;
        out << toks[i].low;
    }
    return out;
}

// The places a value is stored, best first: the column named right before it ("the city
// Anthony"), a table the question names ("stores in Berlin"; a table only known through a
// value's own hits does not count), a table before a view, then the most frequent, then the
// column that names the rows ("Name", not "LocalName"), then by name whatever order the index gave.
QList<knowledge::ValueHit> rankedHits(const RoleInputs &in, const Roles &r, const ValueMention &v, QList<knowledge::ValueHit> hits)
{
    const SchemaLexicon &lex = in.lex;
    struct Keyed {
        knowledge::ValueHit hit;
        bool column = false;
        bool named = false;
        bool label = false;
        bool view = false;
    };
    // the column right before the value, or before "of" and the value ("the city of Anthony")
    int at = v.first - 1;
    if (at > 0 && in.words.tokens[at].low == u"of")
        --at;
    const int before = at >= 0 ? in.mentions.schemaAt(at) : -1;
    const SchemaMention *namer = before >= 0 && !in.mentions.schema[before].isTable ? &in.mentions.schema[before] : nullptr;
    QList<Keyed> keyed;
    for (const knowledge::ValueHit &h : hits) {
        const int t = lex.findTable(h.table);
        const int label = lex.labelColumn(t);
        const int c = t >= 0 ? lex.findColumnOf(t, h.column) : -1;
        const bool column = namer && c >= 0 && std::any_of(namer->candidates.begin(), namer->candidates.end(), [&](const Candidate &x) {
                                return x.col == c;
                            });
        keyed << Keyed{h, column, t == r.main || in.mentions.mentionedTables.contains(t),
                       label >= 0 && lex.cols[label].name.compare(h.column, Qt::CaseInsensitive) == 0,
                       t >= 0 && lex.tabs[t].view};
    }
    std::stable_sort(keyed.begin(), keyed.end(), [](const Keyed &a, const Keyed &b) {
        if (a.column != b.column)
            return a.column;
        if (a.named != b.named)
            return a.named;
        // a view repeats a table's rows (more often, and with no keys to join by): the table first
        if (a.view != b.view)
            return !a.view;
        if (a.hit.frequency != b.hit.frequency)
            return a.hit.frequency > b.hit.frequency;
        if (a.label != b.label)
            return a.label;
        return std::make_pair(a.hit.table, a.hit.column) < std::make_pair(b.hit.table, b.hit.column);
    });
    hits.clear();
    for (const Keyed &k : std::as_const(keyed))
        hits << k.hit;
    return hits;
}

// The hit the analyst chose for a value ("customers.city" or "schema.customers.city"), else 0.
int chosenHit(const SchemaLexicon &lex, const ChoiceBook &choices, int index, const QList<knowledge::ValueHit> &hits)
{
    int best = 0;
    const ask::ReadingOverride *o = choices.chosen(ask::ReadingSlot::Value, index);
    if (!o)
        return best;
    const QString &want = o->target;
    for (int h = 0; h < hits.size(); ++h)
        if ((hits[h].table + QLatin1Char('.') + hits[h].column).compare(want, Qt::CaseInsensitive) == 0 ||
            (lex.tabs.value(lex.findTable(hits[h].table)).name + QLatin1Char('.') + hits[h].column)
                    .compare(want, Qt::CaseInsensitive) == 0)
            best = h;
    return best;
}

// A value that is an alternative to an earlier one ("dog" in "cat or dog"), or wanted as well
// ("both cat and dog"): stored in the column the earlier one was placed in, it joins that
// filter's list; a decline or empty.
Decline placeAlternative(const RoleInputs &in, Roles &r, int vi, int filterOfFirst, QStringList Filter::*list)
{
    const SchemaLexicon &lex = in.lex;
    const ValueMention &v = in.mentions.values[vi];
    Filter &f = r.filters[filterOfFirst];
    for (const knowledge::ValueHit &h : v.hits) {
        if (lex.findColumnOf(lex.findTable(h.table), h.column) == f.col) {
            (f.*list) << h.value;
            f.last = std::max(f.last, v.last);
            return {};
        }
    }
    return twoValuesOfOneColumn(f.text, v.text);
}

Decline placeValue(const RoleInputs &in, ChoiceBook &choices, Roles &r, int vi)
{
    const SchemaLexicon &lex = in.lex;
    const ValueMention &v = in.mentions.values[vi];
    if (v.hits.isEmpty())
        return Decline{ask::DeclineReason::NotStored, {v.text}};
    const QList<knowledge::ValueHit> hits = rankedHits(in, r, v, v.hits);
    const int best = chosenHit(lex, choices, vi + 1, hits);
    const int c = lex.findColumnOf(lex.findTable(hits[best].table), hits[best].column);
    if (c < 0)
        return Decline{ask::DeclineReason::NotInCatalog, {v.text}};
    r.filters << Filter{c, hits[best].value, v.text, v.first, v.last, {}, {}, {}, {}, false};
    QSet<QString> seen = {lex.colTitle(c)};
    for (int h = 0; h < hits.size() && seen.size() <= 3; ++h) {
        const int ht = lex.findTable(hits[h].table);
        if (ht < 0)
            continue;
        const QString title = lex.tabs[ht].name + QLatin1Char('.') + hits[h].column;
        if (seen.contains(title))
            continue;
        seen.insert(title);
        choices.offer({ask::ReadingSlot::Value, vi + 1, title}, Tr::tr("“%1” in %2").arg(v.text, title));
    }
    return {};
}

// The absence a value not wanted in a child table reads as, taking from the filters that value and
// the child's other plain values of other columns in the same phrase after the negation:
// "countries that do not speak English officially" have no countrylanguage row both English and
// official.
Absence absenceOf(const SchemaLexicon &lex, const QuestionWords &words, Roles &r, int filter, int negation)
{
    const Filter f = r.filters[filter];
    const int table = lex.cols[f.col].table;
    Absence a{negation, table, f.text, {}};
    QList<Filter> kept;
    for (int i = 0; i < r.filters.size(); ++i) {
        const Filter &x = r.filters[i];
        // only after the negation, in the same phrase: "English, not French" wants English, and
        // a second value of the same column is another set ("not French or Dutch" is declined)
        bool samePhrase = x.first > negation && x.first <= negation + 6;
        for (int t = negation + 1; samePhrase && t < x.first; ++t)
            samePhrase = words.tokens[t].low != u"," && words.tokens[t].low != u"but" && words.tokens[t].low != u"and";
        const bool plain = !x.negated && x.orValues.isEmpty() && x.andValues.isEmpty() && x.exceptValues.isEmpty();
        if (i == filter || (samePhrase && plain && x.col >= 0 && x.col != f.col && lex.cols[x.col].table == table))
            a.conditions << AbsentCondition{x.col, x.value};
        else
            kept << x;
    }
    r.filters = kept;
    return a;
}

// "whose nationality is not USA", "people who are not from Russia", "channels that do not use
// English": a negation up to five words before a value, with only small words, the value's own
// column and at most one other word (a verb) between, negates that value. Only a value stored in
// the table listed or counted, or (when nothing groups) in one of which each of its rows has at
// most one (a parent), reads as "<>"; one stored in a child table ("countries that do not speak
// English", a row per language) is an absence of the child's rows with that value (absenceOf:
// NOT EXISTS), declined later when no single key links the child to the rows.
void readNegatedValues(const RoleInputs &in, Roles &r)
{
    const QList<Token> &toks = in.words.tokens;
    for (const int n : in.shape.negations) {
        int absentFilter = -1; // read as rows without a child's rows with the value
        for (Filter &f : r.filters) {
            if (f.first <= n || f.first > n + 5 || f.negated || !f.orValues.isEmpty())
                continue;
            int others = 0;
            for (int i = n + 1; i < f.first && others <= 1; ++i) {
                const int mi = in.mentions.schemaAt(i);
                const bool otherName = mi >= 0 && std::none_of(in.mentions.schema[mi].candidates.begin(),
                                                               in.mentions.schema[mi].candidates.end(),
                                                               [&](const Candidate &c) { return c.col == f.col; });
                if (otherName || toks[i].number)
                    others = 2;
                else if (mi < 0 && !toks[i].structural)
                    ++others;
            }
            // "every student who does not own a cat, by ...": grouped rows may reach the value
            // through a child, so only an ungrouped question reads a parent's value so
            const int t = in.lex.cols[f.col].table;
            if (others > 1)
                continue;
            if (t != r.main && (!r.dims.isEmpty() || in.lex.throughChild(r.main, t))) {
                // "countries that do not speak English": no row of the child with that value
                // (NOT EXISTS; the plan declines when no single key links the child to the rows)
                if (r.main < 0 || !f.exceptValues.isEmpty() || !f.andValues.isEmpty())
                    continue;
                absentFilter = int(&f - r.filters.constData());
                r.negationsRead.insert(n);
                break;
            }
            f.negated = true;
            r.negationsRead.insert(n);
            break;
        }
        if (absentFilter >= 0)
            r.absences << absenceOf(in.lex, in.words, r, absentFilter, n);
    }
}

} // namespace

Decline contradiction(const QList<Filter> &filters, const std::function<bool(int, int)> &sameUse)
{
    for (int a = 0; a < filters.size(); ++a)
        for (int b = a + 1; b < filters.size(); ++b)
            if (filters[a].col == filters[b].col && filters[a].value != filters[b].value && sameUse(a, b))
                return twoValuesOfOneColumn(filters[a].text, filters[b].text);
    return {};
}

namespace {

// "Which airline has abbreviation 'UAL'?": the one column named is the one the value is stored
// in, so listing it would show the value again on every row; the rows are shown by their label
// instead, and when the label is that column the reading is declined, as when no column is named
// and the label holds the value ("How is the math course described?"). A decline or empty.
Decline listedValueRepeated(const RoleInputs &in, Roles &r)
{
    if (r.listCols.size() > 1 || r.measure >= 0 || !r.dims.isEmpty() || in.shape.count || in.shape.agg != Agg::None ||
        in.structure.having)
        return {};
    // nothing named: the rows are listed by their label ("How is the math course described?")
    const int col = !r.listCols.isEmpty() ? r.listCols.first() : r.main >= 0 && r.orderCol < 0 ? in.lex.labelColumn(r.main) : -1;
    if (col < 0)
        return {};
    const auto repeated = std::find_if(r.filters.begin(), r.filters.end(), [&](const Filter &f) {
        return f.col == col && !f.negated && f.orValues.isEmpty() && f.andValues.isEmpty() && f.exceptValues.isEmpty();
    });
    if (repeated == r.filters.end())
        return {};
    const int label = in.lex.labelColumn(in.lex.cols[col].table);
    if (label >= 0 && label != col) {
        r.listCols = {label};
        return {};
    }
    return Decline{ask::DeclineReason::RepeatsFilter, {in.lex.colTitle(col), repeated->value}};
}

} // namespace

Decline placeValues(const RoleInputs &in, ChoiceBook &choices, Roles &r)
{
    const SchemaLexicon &lex = in.lex;
    QHash<int, int> filterOfValue;
    const Structure &s = in.structure;
    for (int vi = 0; vi < in.mentions.values.size(); ++vi) {
        const bool joins = s.alternativeOf.contains(vi) || s.everyOf.contains(vi) || s.exceptOf.contains(vi);
        const Decline why = s.alternativeOf.contains(vi)
                                ? placeAlternative(in, r, vi, filterOfValue.value(s.alternativeOf.value(vi)), &Filter::orValues)
                            : s.everyOf.contains(vi)
                                ? placeAlternative(in, r, vi, filterOfValue.value(s.everyOf.value(vi)), &Filter::andValues)
                            : s.exceptOf.contains(vi)
                                ? placeAlternative(in, r, vi, filterOfValue.value(s.exceptOf.value(vi)), &Filter::exceptValues)
                                : placeValue(in, choices, r, vi);
        if (!why.isEmpty())
            return why;
        if (!joins)
            filterOfValue.insert(vi, int(r.filters.size()) - 1);
    }
    // "compare web and store revenue by quarter": the compared values' column groups the answer
    for (const int vi : s.compared)
        if (const int c = r.filters.value(filterOfValue.value(vi, -1)).col; c >= 0 && !r.dims.contains(c))
            r.dims.prepend(c);
    // [joins, issue 17] A value's own words may give its table a role; each role is its own use
    // of the table.
    QStringList around = {lex.tabs[r.main].qualified};
    for (const Filter &f : std::as_const(r.filters))
        around << lex.tabs[lex.cols[f.col].table].qualified;
    for (int fi = 0; fi < r.filters.size(); ++fi) {
        const int t = lex.cols[r.filters[fi].col].table;
        if (r.filters[fi].first >= 0 && t != r.main)
            r.filters[fi].role = schema::roleFromContext(lex.graph(), lex.tabs[t].qualified, around,
                                                         wordsBeforeValue(in.words.tokens, r.filters, fi));
    }
    readNegatedValues(in, r);
    // Two different values required of one column can never both hold: that reading is wrong
    // (unless each belongs to its own role of the table, or one is a value not wanted).
    const QList<Filter> &filters = r.filters;
    if (Decline c = contradiction(filters, [&](int a, int b) {
            if (filters[a].negated || filters[b].negated)
                return false;
            return filters[a].role.isEmpty() || filters[b].role.isEmpty() || filters[a].role == filters[b].role;
        });
        !c.isEmpty())
        return c;
    // A column the question filters on ("the document with the name Robbin CV") is not one it
    // asks to see, unless it is the only one named. Beside a figure named ("the weekly rank for
    // the episode X") only a column filtered to one value goes: with several ("the population of
    // cities named Springfield or Kabul") it tells the rows apart.
    for (int i = int(r.listCols.size()) - 1; i >= 0 && (r.listCols.size() > 1 || r.measure >= 0); --i) {
        const int col = r.listCols[i];
        const bool besideFigure = r.listCols.size() == 1;
        if (std::any_of(filters.begin(), filters.end(), [&](const Filter &f) {
                return f.col == col && (!besideFigure || (!f.negated && f.orValues.isEmpty() && f.andValues.isEmpty()));
            })) {
            r.listCols.removeAt(i);
            r.listColMentions.removeAt(i);
        }
    }
    return listedValueRepeated(in, r);
}

} // namespace assay::offline
