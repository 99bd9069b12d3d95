// The roles of the main table (what is counted or listed), the listed columns and the column that
// orders the rows.
#include "offlinetr.h"
#include "roles.h"
#include "schemalexicon.h"

#include "knowledge/textanalysis.h"

#include <algorithm>

namespace assay::offline {

// The table right after "number of" / "how many", or after the superlative ("the document with
// the most paragraphs"), is what is counted; else the first table named that has no other role.
// What "how many" counts must be known: "how many degrees" with no degrees in the data is declined,
// not answered with a count of something else.
Decline assignCountedTable(const RoleInputs &in, ChoiceBook &choices, Roles &r)
{
    const QList<SchemaMention> &ms = in.mentions.schema;
    const QList<Token> &toks = in.words.tokens;
    int from = -1;
    if (in.shape.countPhraseEnd >= 0 && in.shape.count) {
        for (int i = 0; i < toks.size(); ++i)
            if (toks[i].begin >= in.shape.countPhraseEnd) {
                from = i;
                break;
            }
        int counted = from;
        while (counted >= 0 && counted < toks.size() && toks[counted].structural)
            ++counted;
        // an unknown word right before what is counted qualifies it ("arriving flights")
        const bool qualifiesATable = std::any_of(ms.begin(), ms.end(), [&](const SchemaMention &m) {
            return m.isTable && m.first == counted + 1;
        });
        if (counted >= 0 && counted < toks.size() && !in.mentions.used[counted] && !toks[counted].number &&
            !toks[counted].time && !qualifiesATable)
            return Decline{ask::DeclineReason::UnknownCounted, {toks[counted].raw}};
    } else if (in.shape.superlative && in.shape.superlativeToken >= 0 && r.measure < 0) {
        from = in.shape.superlativeToken + 1;
    }
    if (from >= 0) {
        for (int mi = 0; mi < ms.size(); ++mi) {
            if (ms[mi].first < from || r.consumed.contains(mi) || mi == r.entityMention)
                continue;
            // only right after the phrase ("the number of different templates")
            bool adjacent = true;
            for (int k = from; k < ms[mi].first; ++k)
                adjacent = adjacent && toks[k].structural;
            if (ms[mi].isTable && adjacent) {
                r.main = choices.pick(ask::ReadingSlot::Table, 0, ms[mi], Tr::tr("count %1")).table;
                r.consumed.insert(mi);
            }
            break;
        }
    }
    for (int mi = 0; mi < ms.size() && r.main < 0; ++mi) {
        if (r.consumed.contains(mi) || mi == r.entityMention || !ms[mi].isTable)
            continue;
        r.main = choices.pick(ask::ReadingSlot::Table, 0, ms[mi], Tr::tr("count %1")).table;
        r.consumed.insert(mi);
    }
    return {};
}

namespace {

// "the names of orchestras": the table named right after a column's word and "of", or -1.
int ownerAfter(const RoleInputs &in, const SchemaMention &m)
{
    const QList<Token> &toks = in.words.tokens;
    // "the conductor ids ... of the orchestras": a table named right before the column owns it
    if (const int prev = m.first > 0 ? in.mentions.schemaAt(m.first - 1) : -1; prev >= 0 && in.mentions.schema[prev].isTable)
        return -1;
    int i = m.last + 1;
    // "the id and names of the countries": the owner of the last column listed owns them all
    if (i + 1 < toks.size() && (toks[i].low == u"and" || toks[i].low == u",")) {
        int j = i + 1;
        while (j < toks.size() && toks[j].low == u"the")
            ++j;
        const int next = j < toks.size() ? in.mentions.schemaAt(j) : -1;
        if (next >= 0 && in.mentions.schema[next].first == j && !in.mentions.schema[next].isTable)
            return ownerAfter(in, in.mentions.schema[next]);
    }
    if (i >= toks.size() || toks[i].low != u"of")
        return -1;
    return in.mentions.tableAfterOf(toks, i);
}

// The mention's candidates with those of the table it is "of" first; a name of a table that has
// no column so named is that table's label ("the names of orchestras": orchestra.Orchestra, not
// conductor.Name).
SchemaMention ownedBy(const RoleInputs &in, SchemaMention m)
{
    const int owner = ownerAfter(in, m);
    if (owner < 0)
        return m;
    std::stable_partition(m.candidates.begin(), m.candidates.end(), [&](const Candidate &c) { return c.table == owner; });
    for (Candidate &c : m.candidates) // the owner decided: no longer a tie (ChoiceBook::Rival)
        if (c.table == owner)
            c.score += 0.01;
    const QString &word = in.words.tokens[m.last].low;
    const bool nameWord = word == u"name" || word == u"names" || word == u"title" || word == u"titles";
    // only a label that is a name (orchestra.Orchestra, a *_name column), not any text column
    const int label = in.lex.labelColumn(owner);
    const QString n = label >= 0 ? in.lex.cols[label].name.toLower() : QString();
    const bool named = n.contains(QLatin1String("name")) || n.contains(QLatin1String("title")) ||
                       n == in.lex.tabs[owner].name.toLower() || n + QLatin1Char('s') == in.lex.tabs[owner].name.toLower();
    if (m.candidates.first().table != owner && nameWord && named)
        m.candidates.prepend(Candidate{label, owner, m.candidates.first().score + 0.01});
    // "the id of the countries": the owner's own key (CountryId), not another table's Id column.
    // Only the bare word: "the city ids of each country", "the address id of each student" name
    // another table's key.
    const int before = m.first - 1;
    const bool bare = m.first == m.last && (before < 0 || (in.mentions.schemaAt(before) < 0 && !in.mentions.valueAt(before) &&
                                                          in.words.tokens[before].structural));
    const bool idWord = bare && (word == u"id" || word == u"ids");
    const LexTable &ot = in.lex.tabs[owner];
    if (m.candidates.first().table != owner && idWord && ot.primaryKey.size() == 1)
        if (const int key = in.lex.findColumnOf(owner, ot.primaryKey.first()); key >= 0)
            m.candidates.prepend(Candidate{key, owner, m.candidates.first().score + 0.01});
    return m;
}

} // namespace

Decline assignListedColumns(const RoleInputs &in, ChoiceBook &choices, Roles &r)
{
    const SchemaLexicon &lex = in.lex;
    const QList<SchemaMention> &ms = in.mentions.schema;
    // Asked for columns first ("the names of ... with the most ..."), the answer is those columns;
    // asked about things ("which store ..."), the figure that ranks them is shown too.
    r.explicitColumns = !ms.isEmpty() && !ms.first().isTable && ms.first().strong && !in.shape.startsWhichWho;
    if (r.main < 0 && r.measure >= 0)
        r.main = lex.cols[r.measure].table;
    if (r.main < 0 && in.structure.having && !r.dims.isEmpty())
        r.main = lex.cols[r.dims.first()].table;
    // Columns to list: the rest of the column mentions.
    for (int mi = 0; mi < ms.size(); ++mi) {
        if (r.consumed.contains(mi))
            continue;
        if (ms[mi].isTable) {
            if (r.main < 0)
                r.main = ms[mi].candidates.first().table;
            continue;
        }
        // "the employees and their managers": a word only descriptions use, in more than one
        // column's description (manager_id's, role's), does not say which to list
        // (each is offered as a reading)
        const int slot = int(r.listCols.size()) + 1;
        if (!ms[mi].strong && ms[mi].candidates.size() > 1 && !choices.chosen(ask::ReadingSlot::Column, slot)) {
            QStringList titles;
            for (const Candidate &c : ms[mi].candidates.mid(0, 3)) {
                titles << lex.colTitle(c.col);
                choices.offer({ask::ReadingSlot::Column, slot, lex.colTitle(c.col)}, Tr::tr("list %1").arg(lex.colTitle(c.col)));
            }
            return Decline{ask::DeclineReason::AmbiguousColumn,
                           {in.words.phrase(ms[mi].first, ms[mi].last), titles.join(Tr::tr(" or "))}};
        }
        const Candidate c =
            choices.pick(ask::ReadingSlot::Column, int(r.listCols.size()) + 1, ownedBy(in, ms[mi]), Tr::tr("%1"));
        // "the conductor who has worked the greatest number of years": a loose word (WordNet, a
        // description) for the very column the figure ranks by, said of the rows after they are
        // named, does not ask to see it too ("the names and areas of countries ..." does)
        const bool afterTheRows = std::any_of(ms.begin(), ms.begin() + mi, [](const SchemaMention &x) { return x.isTable; });
        if (c.col == r.measure && (ms[mi].wordNet || !ms[mi].strong) && afterTheRows)
            continue;
        if (!r.listCols.contains(c.col)) {
            r.listCols << c.col;
            r.listColMentions << mi;
        }
    }
    // "template type codes and the number of templates (for each)": the listed columns group the
    // count
    if (in.shape.count && r.dims.isEmpty() && r.measure < 0 && !r.listCols.isEmpty() && !in.structure.having &&
        in.shape.countsListed &&
        std::none_of(r.listCols.begin(), r.listCols.end(), [&](int c) { return lex.cols[c].numeric; })) {
        r.dims = r.listCols;
        r.listCols.clear();
        r.listColMentions.clear();
    }
    if (r.main < 0 && !r.listCols.isEmpty())
        r.main = lex.cols[r.listCols.first()].table;
    if (r.main < 0 && !r.dims.isEmpty())
        r.main = lex.cols[r.dims.first()].table;
    const QList<ValueMention> &values = in.mentions.values;
    if (r.main < 0 && !values.isEmpty() && !values.first().hits.isEmpty())
        r.main = lex.findTable(values.first().hits.first().table);
    if (r.main < 0)
        return Decline{ask::DeclineReason::NoMainTable};
    return {};
}

// The column the rows are ordered by: "sorted by age"; "list the earnings in descending order"
// (the one listed column, or the measure).
void assignOrderColumn(const RoleInputs &in, Roles &r)
{
    if (in.structure.orderMention >= 0) {
        const int c = in.mentions.schema[in.structure.orderMention].candidates.first().col;
        r.orderCol = c >= 0 ? c : -1;
        // "in descending order of years in which they were founded": the sort's own words name the
        // column again; it sorts, it is not listed
        for (int i = int(r.listCols.size()) - 1; c >= 0 && i >= 0; --i)
            if (r.listCols[i] == c && r.listColMentions[i] > in.structure.orderMention) {
                r.listCols.removeAt(i);
                r.listColMentions.removeAt(i);
            }
    }
    // "in ascending order of count" sorts by the figure, not by the one listed column
    if (r.orderCol < 0 && in.shape.agg == Agg::None && in.shape.directionWord && !in.shape.sortsByCount) {
        if (r.listCols.size() == 1 && r.measure < 0)
            r.orderCol = r.listCols.first();
        else if (r.listCols.isEmpty() && r.measure >= 0)
            r.orderCol = r.measure;
    }
}

int dateOfQuestion(const RoleInputs &in, int table)
{
    const SchemaLexicon &lex = in.lex;
    QList<int> dates, years;
    for (int c : lex.tabs[table].cols) {
        if (lex.cols[c].date)
            dates << c;
        else if (lex.cols[c].year)
            years << c;
    }
    if (dates.isEmpty())
        dates = years;
    // A question word the date's name begins like ("register": date_first_registered); not the
    // time word itself ("first") nor words that name a table ("order" of "the last order").
    auto namedInQuestion = [&](int c) {
        const QStringList &stems = lex.cols[c].nameStems;
        for (int i = 0; i < in.words.tokens.size(); ++i) {
            const Token &t = in.words.tokens[i];
            const int mi = in.mentions.schemaAt(i);
            if (t.low.size() < 5 || t.structural || i == in.shape.timeRankToken || (mi >= 0 && in.mentions.schema[mi].isTable))
                continue;
            if (std::any_of(stems.begin(), stems.end(), [&](const QString &stem) { return stem.size() >= 5 && stem.left(5) == t.low.left(5); }))
                return true;
        }
        return false;
    };
    QList<int> named;
    for (int c : std::as_const(dates)) {
        if (namedInQuestion(c))
            named << c;
    }
    if (named.size() == 1)
        return named.first();
    // The table's own date: its only one, named after the table ("transcript_date" of transcripts),
    // not a date of something else about the row (a birth date).
    if (named.isEmpty() && dates.size() == 1 && lex.cols[dates.first()].nameStems.contains(knowledge::stem(lex.tabs[table].name.toLower())))
        return dates.first();
    return -1;
}

// The date a time word ranks by (dateOfQuestion). None found: the word stays unread and the
// question is declined (queryplan's unreadRankWord).
void assignTimeRank(const RoleInputs &in, Roles &r)
{
    // Only a reading that lists rows ranks them: a count or an aggregate with ORDER BY ... LIMIT 1
    // would count everything (or fail on PostgreSQL); the time word then stays unread.
    if (in.shape.timeRankToken < 0 || r.orderCol >= 0 || r.measure >= 0 || in.shape.superlative || r.main < 0 ||
        !r.dims.isEmpty() || in.shape.count || in.shape.agg != Agg::None || in.structure.having)
        return;
    const int chosen = dateOfQuestion(in, r.main);
    if (chosen < 0)
        return;
    r.orderCol = chosen;
    r.timeRanked = true;
    // "the first student to register? List the first name ...": the word that chose the date ranks,
    // it is not one more column asked for
    if (const qsizetype at = r.listCols.indexOf(chosen); at >= 0 && r.listCols.size() > 1) {
        r.listCols.removeAt(at);
        r.listColMentions.removeAt(at);
    }
}

} // namespace assay::offline
