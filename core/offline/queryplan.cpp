#include "queryplan.h"
#include "shaperules.h"
#include "offlinetr.h"
#include "offlinewords.h"
#include "schemalexicon.h"

#include "db/dialect.h"
#include "knowledge/textanalysis.h"

#include <algorithm>

namespace assay::offline {

using namespace detail;

// The period a question's grain word names ("monthly", "per quarter"); Month for none.
db::TimeGrain timeGrainOf(ask::TimeGrainHint grain)
{
    switch (grain) {
    case ask::TimeGrainHint::Day: return db::TimeGrain::Day;
    case ask::TimeGrainHint::Week: return db::TimeGrain::Week;
    case ask::TimeGrainHint::Quarter: return db::TimeGrain::Quarter;
    case ask::TimeGrainHint::Year: return db::TimeGrain::Year;
    case ask::TimeGrainHint::Month:
    case ask::TimeGrainHint::None: break;
    }
    return db::TimeGrain::Month;
}

bool QueryPlan::grouped() const
{
    return !dims.isEmpty() || timeGrouped();
}

namespace {

// What a reading would drop although it changes the question, said as the reason to decline
// (empty when nothing is dropped): an average or total with nothing to apply it to ("average
// order value" read as a count), how often something happened ("ordered more than 3 times",
// which is no column's value), the best one within each group ("best selling product in each
// region": a ranking inside groups).
// "in each region", "per store": a ranking within groups. A "per" that divides the figure ("top 5
// brands by revenue per unit") groups nothing.
bool ranksWithinGroups(const RoleInputs &in)
{
    const QList<Token> &t = in.words.tokens;
    for (int i = 0; in.shape.withinGroups && i < t.size(); ++i) {
        const bool per = t[i].low == u"per" && !(in.structure.ratio && in.structure.ratio->tokens.contains(i));
        const bool each = (t[i].low == u"each" || t[i].low == u"every") && i > 0 &&
                          (t[i - 1].low == u"in" || t[i - 1].low == u"for" || t[i - 1].low == u"within");
        if (per || each)
            return true;
    }
    return false;
}

Decline unreadShape(const RoleInputs &in, const Roles &r)
{
    const ShapeWords &s = in.shape;
    // "total orders by channel" is a count; "the sum" and "the average" need a figure.
    if ((s.agg == Agg::Avg || (s.agg == Agg::Sum && s.sumWord)) && r.measure < 0 && !s.count &&
        r.glossaryExpression.isEmpty())
        return Decline{s.agg == Agg::Avg ? ask::DeclineReason::NoFigureForAverage : ask::DeclineReason::NoFigureForTotal};
    if (!in.structure.having && !s.often.isEmpty())
        return Decline{ask::DeclineReason::HowOftenUngrouped, {s.often}};
    if ((r.entityMention >= 0 || s.superlative) && !r.dims.isEmpty() && ranksWithinGroups(in))
        return Decline{ask::DeclineReason::RankingWithinGroups};
    return {};
}

// How the measure is aggregated when no word says: summed (or averaged, for a price or a rate)
// when something groups it or a business word names it ("revenue in 2023"); counted when the
// question counts; the superlative's own extreme ("what is the smallest weight of ...").
void aggregateMeasure(const RoleInputs &in, const Roles &r, QueryPlan &p)
{
    const SchemaLexicon &lex = in.lex;
    const ShapeWords &s = in.shape;
    const QList<SchemaMention> &ms = in.mentions.schema;
    p.measureAgg = p.agg;
    const bool groupsSomething = !r.dims.isEmpty() || p.timeGrouped() || s.share;
    if (r.measure >= 0 && p.measureAgg == Agg::None && !(s.superlative && r.dims.isEmpty()) &&
        (groupsSomething || (r.measureMention >= 0 && !ms[r.measureMention].strong)))
        p.measureAgg = measureAveraged(lex.cols[r.measure].name) ? Agg::Avg : Agg::Sum;
    if (r.measure >= 0 && s.count && p.measureAgg == Agg::None)
        p.measureAgg = Agg::Count;
    // ... unless things named before it are ranked ("the 5 products with the lowest list price",
    // "the product with the highest list price": rows, not one figure).
    const bool thingsRanked = s.limit > 0 || std::any_of(ms.begin(), ms.end(), [&](const SchemaMention &m) {
                                  return m.isTable && m.last < s.superlativeToken;
                              });
    if (s.superlative && p.measureAgg == Agg::None && r.measure >= 0 && r.listCols.isEmpty() && r.dims.isEmpty() &&
        s.superlativeToken >= 0 && r.measureMention >= 0 && ms[r.measureMention].first == s.superlativeToken + 1 &&
        !s.startsWhichWho && !thingsRanked) {
        p.measureAgg = s.descending ? Agg::Max : Agg::Min;
        p.agg = p.measureAgg;
    }
}

// Whether the question names its figure before its first dimension ("the number of shops in each
// location"): then the figure is the first column.
bool figureFirst(const RoleInputs &in, const QueryPlan &p)
{
    const QList<SchemaMention> &ms = in.mentions.schema;
    const QList<Token> &toks = in.words.tokens;
    const QList<int> &groups = in.structure.groupMentions;
    int dimPos = groups.isEmpty() ? -1 : toks[ms[groups.first()].first].begin;
    for (const SchemaMention &x : ms)
        if (x.candidates.first().col >= 0 && p.dims.contains(x.candidates.first().col) && dimPos >= 0)
            dimPos = std::min(dimPos, toks[x.first].begin);
    return dimPos >= 0 && in.shape.figurePos < dimPos;
}

// A column named for the period the time grain groups by ("calendar.quarter" for "by quarter").
bool namedLikeTheGrain(const SchemaLexicon &lex, const QueryPlan &p, int c)
{
    if (!p.timeGrouped())
        return false;
    const QString period = db::timeGrainKey(timeGrainOf(p.grain));
    return lex.cols[c].nameStems.contains(period) || lex.cols[c].name.compare(period, Qt::CaseInsensitive) == 0;
}

// Whether a listed column has another part in the plan: it groups, is the figure, filters, dates
// or orders the rows.
bool usedOtherwise(const QueryPlan &p, int c)
{
    return p.dims.contains(c) || c == p.measure || c == p.dateCol || c == p.yearCol || c == p.orderCol ||
           std::any_of(p.filters.begin(), p.filters.end(), [&](const Filter &f) { return f.col == c; }) ||
           std::any_of(p.numeric.begin(), p.numeric.end(), [&](const NumericFilter &f) { return f.col == c; });
}

// Whether a mention names an identifier in so many words ("owner id", "the ids of templates").
bool asksForId(const RoleInputs &in, const SchemaMention &m)
{
    for (int t = m.first; t <= m.last; ++t)
        if (in.words.tokens[t].low == u"id" || in.words.tokens[t].low == u"ids" || in.words.tokens[t].stem == u"id")
            return true;
    return false;
}

// "the id and name of the document with the most paragraphs", "template ids and the number of
// documents using each": the key of a grouped table asked for by name is shown, beside its label
// when a name is asked for too, instead of it when not. A reference to the key in another table
// ("owner id" found in dogs.owner_id) stands for the key itself.
void showAskedKeys(const RoleInputs &in, const Roles &r, QueryPlan &p)
{
    const SchemaLexicon &lex = in.lex;
    const bool nameAsked =
        std::any_of(in.words.tokens.begin(), in.words.tokens.end(), [](const Token &t) {
            return t.low == u"name" || t.low == u"names" || t.low == u"title" || t.low == u"titles";
        });
    for (int i = 0; i < r.listCols.size(); ++i) {
        const int c = lex.cols[r.listCols[i]].key ? lex.referencedKey(r.listCols[i]) : -1;
        if (c < 0 || r.listColMentions[i] < 0 || !asksForId(in, in.mentions.schema[r.listColMentions[i]]))
            continue;
        for (const int label : QList<int>(p.dims)) {
            const int t = lex.cols[label].table;
            if (!p.tableDims.contains(label) || lex.tabs[t].primaryKey.size() != 1)
                continue;
            const int key = lex.findColumnOf(t, lex.tabs[t].primaryKey.first());
            if (key < 0 || key != c || p.dims.contains(key))
                continue;
            p.dims.insert(p.dims.indexOf(label), key);
            const bool labelNamed = std::any_of(
                in.mentions.schema.begin(), in.mentions.schema.end(),
                [&](const SchemaMention &m) { return m.candidates.first().col == label; });
            if (!nameAsked && !labelNamed && label != key) {
                p.dims.removeAll(label);
                p.tableDims.remove(label);
            }
        }
    }
}

// "average revenue per customer", "average number of order lines per order": the average over
// the table after "per" of what each of its rows has in total (a figure that adds up, or a count),
// which is the total over the number of them; not the average of the rows grouped by them. Only
// for a table with many of the figure's rows per row of it (they are its children), and a figure
// that adds up: a price is averaged as it is ("average list price per category" groups).
bool readPerEntity(const RoleInputs &in, const Roles &r, QueryPlan &p)
{
    const SchemaLexicon &lex = in.lex;
    const bool counting = p.count && p.measure < 0;
    if (in.shape.agg != Agg::Avg || p.glossary || (!counting && (p.measure < 0 || detail::measureAveraged(lex.cols[p.measure].name))))
        return false;
    // "average order value": each order's total of the measure, averaged over the orders
    if (r.valueOfEntity >= 0 && p.measure == r.measure) {
        p.perEntity = r.valueOfEntity;
        p.measureAgg = Agg::Sum;
        return true;
    }
    const int rows = counting ? p.main : lex.cols[p.measure].table;
    for (const int d : QList<int>(p.dims)) {
        const int e = lex.cols[d].table;
        if (!p.tableDims.contains(d) || e == rows || !lex.throughChild(e, rows) || lex.tabs[e].primaryKey.size() != 1)
            continue;
        const auto named = std::find_if(in.mentions.schema.begin(), in.mentions.schema.end(), [&](const SchemaMention &m) {
            return m.candidates.first().table == e && m.first > 0 && in.words.tokens[m.first - 1].low == u"per";
        });
        if (named == in.mentions.schema.end())
            continue;
        p.perEntity = e;
        // the table's label may be a column also named ("per order by channel"): that one stays
        p.dims.removeOne(d);
        p.tableDims.remove(d);
        p.measureAgg = counting ? Agg::Count : Agg::Sum;
        return true;
    }
    return false;
}

// "the id, name and age of visitors with more than 1 visit": with no aggregate word, a number
// named among the columns a HAVING list asks for is one of them, not a figure (which that SQL
// would not show).
void listMeasureOfHavingList(const RoleInputs &in, QueryPlan &p)
{
    if (p.shape != Shape::Having || !p.explicitColumns || p.measure < 0 || in.shape.agg != Agg::None ||
        p.listCols.contains(p.measure))
        return;
    int at = 0;
    while (at < p.listColOrder.size() && p.listColOrder[at] < p.measureOrder)
        ++at;
    p.listCols.insert(at, p.measure);
    p.listColOrder.insert(at, p.measureOrder);
    p.measure = -1;
}

// Whether a key column, or the key it references, is shown as a dimension.
bool keyShown(const SchemaLexicon &lex, const QueryPlan &p, int c)
{
    const int key = lex.cols[c].key ? lex.referencedKey(c) : -1;
    return key >= 0 && p.dims.contains(key);
}

// The columns the question names by name that the shape's SQL leaves out ("the date and id of the
// transcript with the fewest results" read as a count per date; "the first and second line" read
// as the first), named; empty when the SQL uses every one. Only a list, a top row, one counted
// distinct column and a HAVING question with nothing grouping show listed columns; a listed
// column may still group, measure, filter, date or order. Keys (a role's reference: "flights to
// ATO") and, in a count, the label of the rows counted ("how many languages") are read by the
// rows themselves.
QString droppedColumns(const RoleInputs &in, const Roles &r, const QueryPlan &p)
{
    const SchemaLexicon &lex = in.lex;
    const bool shown = p.lists() || p.shape == Shape::TopRow ||
                       (p.shape == Shape::Count && p.distinct && p.listCols.size() == 1) ||
                       (p.shape == Shape::Having && p.explicitColumns && !p.timeGrouped() && p.dims.isEmpty());
    if (shown)
        return {};
    QStringList names;
    for (int i = 0; i < r.listCols.size(); ++i) {
        const int c = r.listCols[i];
        // "the total population and average area ... whose area is over 3000": a second figure
        // of another column, not the filter's
        if (p.aggList.size() > 1 && lex.measureColumn(c) && c != p.measure) {
            names << lex.colTitle(c);
            continue;
        }
        if (usedOtherwise(p, c) || keyShown(lex, p, c) ||
            (lex.cols[c].key && (r.listColMentions[i] < 0 || !asksForId(in, in.mentions.schema[r.listColMentions[i]]))) ||
            (r.listColMentions[i] >= 0 && !in.mentions.schema[r.listColMentions[i]].strong) || namedLikeTheGrain(lex, p, c) ||
            (p.shape == Shape::Count && c == lex.labelColumn(p.main)))
            continue;
        names << lex.colTitle(c);
    }
    return names.join(QStringLiteral(", "));
}

// A number the reading does not use ("high schoolers in grade 10", "between 160000 and 900000"):
// not a time, not a stored value, not the N of a top N and bound to no comparison. Empty when
// every number is used.
QString unplacedNumber(const RoleInputs &in)
{
    const QList<Token> &toks = in.words.tokens;
    for (int i = 0; i < toks.size(); ++i) {
        if (!toks[i].number || toks[i].time || in.mentions.used[i] || in.structure.numberTokens.contains(i) ||
            (in.shape.limitBegin >= 0 && toks[i].begin == in.shape.limitBegin))
            continue;
        return toks[i].raw;
    }
    return {};
}

// "the last transcript", "the first student to register", "the earliest graduate": a word that
// ranks the rows by a column the reading did not find (a date, mostly), so it would list them
// all. Not "first name", nor "last year" (a time), nor a superlative the shape read.
QString unreadRankWord(const RoleInputs &in, const Roles &roles)
{
    const QList<Token> &toks = in.words.tokens;
    static const QSet<QString> ranking = {QStringLiteral("first"), QStringLiteral("last"), QStringLiteral("earliest"),
                                          QStringLiteral("latest"), QStringLiteral("newest"), QStringLiteral("oldest"),
                                          QStringLiteral("youngest"), QStringLiteral("recent")};
    for (int i = 0; i < toks.size(); ++i) {
        if (!ranking.contains(toks[i].low) || toks[i].time || in.mentions.used[i] || in.mentions.schemaAt(i) >= 0 ||
            i == in.shape.superlativeToken || (toks[i].low == u"first" && in.shape.limit > 0) ||
            (roles.timeRanked && i == in.shape.timeRankToken))
            continue;
        // "the last transcript", "the first student": the word before the rows it ranks
        const int next = in.mentions.schemaAt(i + 1);
        const bool ranksRows = i + 1 < toks.size() && next >= 0;
        const bool adjective = toks[i].low != u"first" && toks[i].low != u"last";
        if (ranksRows || adjective)
            return toks[i].raw;
    }
    // "the grade of the oldest high schooler" with no age column: the superlative says what it
    // ranks by (age), and no column read is that; ranking by the figure named would answer another
    // question
    const int s = in.shape.superlativeToken;
    if (s >= 0 && s < toks.size() && in.mentions.schemaAt(s) < 0) {
        const QString meant = detail::synonymFor(toks[s].low);
        const int ranked = roles.measure;
        const bool rankedIsIt = ranked >= 0 && (in.lex.cols[ranked].nameStems.contains(knowledge::stem(meant)) ||
                                                in.lex.cols[ranked].descStems.contains(knowledge::stem(meant)));
        if (!meant.isEmpty() && !rankedIsIt)
            return toks[s].raw;
    }
    return {};
}

// "the best products", "the best selling products": "best" and "worst" judge, and say by what
// only through another word. With no figure, or with a participle ("selling", "performing") that
// the figure's name does not carry (list_price for "selling": a price, not what sold), a ranking
// would be a guess. The word to decline on, or empty.
QString unjudgedRanking(const RoleInputs &in, const Roles &roles)
{
    const QList<Token> &toks = in.words.tokens;
    const int t = in.shape.superlativeToken;
    if (!in.shape.superlative || t < 0 || t >= toks.size() || (toks[t].low != u"best" && toks[t].low != u"worst"))
        return {};
    if (roles.measure < 0 && roles.glossaryExpression.isEmpty() && in.shape.agg == Agg::None)
        return toks[t].raw;
    if (t + 1 >= toks.size() || roles.measure < 0)
        return {};
    const QString &verb = toks[t + 1].low;
    const qsizetype suffix = verb.endsWith(QLatin1String("ing")) ? 3 : verb.endsWith(QLatin1String("ed")) ? 2 : 0;
    if (suffix == 0 || verb.size() - suffix < 3)
        return {};
    const QString root = verb.first(verb.size() - suffix);
    if (in.lex.cols[roles.measure].name.contains(root, Qt::CaseInsensitive))
        return {};
    return toks[t].raw + QLatin1Char(' ') + toks[t + 1].raw;
}

// "which products sell the most" read as the count of products per product: grouped by the
// key of the very table it counts, every group holds one row, and the highest is no answer.
bool ranksOneRowGroups(const RoleInputs &in, const Roles &roles)
{
    if (!in.shape.superlative || roles.measure >= 0 || !roles.glossaryExpression.isEmpty() || roles.dims.isEmpty() ||
        roles.main < 0)
        return false;
    return std::all_of(roles.dims.begin(), roles.dims.end(), [&](int d) {
        return roles.tableDims.contains(d) && in.lex.cols[d].table == roles.main;
    });
}

// "revenue per unit sold": the two totals over the same rows, so both columns of one table; a
// figure of another table has its own rows (a refund per returned line, a line per order), and
// joining them would count one side again for each row of the other. The reason to decline, or
// empty.
Decline divideTotals(const RoleInputs &in, QueryPlan &p)
{
    if (p.ratioOf < 0)
        return {};
    const SchemaLexicon &lex = in.lex;
    if (lex.cols[p.ratioOf].table != lex.cols[p.measure].table)
        return Decline{ask::DeclineReason::FiguresOfTwoTables, {lex.colTitle(p.measure), lex.colTitle(p.ratioOf)}};
    if (p.measureAgg != Agg::None && p.measureAgg != Agg::Sum && p.measureAgg != Agg::Avg)
        return Decline{ask::DeclineReason::AggregateInRatio, {aggWords(p.measureAgg)}};
    p.measureAgg = Agg::Sum;
    return {};
}

// A rate or ratio ("returns rate", "the ratio of ...") the reading would take from a column that
// is not named so: one figure divided by another, which the rules do not write. Empty when every
// such word is a column's own name ("interest rate").
QString unreadRatio(const RoleInputs &in)
{
    for (int t : in.shape.ratioTokens) {
        if (in.structure.ratio && in.structure.ratio->tokens.contains(t))
            continue;
        if (rateTableOf(in, t) >= 0) // "return rate": the rate shape's (shaperules.cpp)
            continue;
        const bool named = std::any_of(in.mentions.schema.begin(), in.mentions.schema.end(), [&](const SchemaMention &m) {
            return m.first <= t && t <= m.last && m.strong && !m.wordNet && !m.isTable;
        });
        if (!named)
            return in.words.tokens[t].raw;
    }
    return {};
}

// Conditions joined by "or" ("students who live in Haiti or have the number ..."): the reading
// would require all of them.
bool conditionsJoinedByOr(const RoleInputs &in, const Roles &r)
{
    const int conditions = int(r.filters.size() + in.structure.numeric.size()) + (in.words.times.isEmpty() ? 0 : 1);
    const bool unreadOr = std::any_of(in.shape.orTokens.begin(), in.shape.orTokens.end(),
                                      [&](int t) { return !in.structure.orTokensRead.contains(t); });
    return unreadOr && conditions >= 2;
}

QStringList neededTables(const SchemaLexicon &lex, const QueryPlan &p)
{
    QStringList needed = {lex.tabs[p.main].qualified};
    auto needTable = [&](int t) {
        if (t >= 0 && !needed.contains(lex.tabs[t].qualified))
            needed << lex.tabs[t].qualified;
    };
    auto need = [&](int col) {
        if (col >= 0)
            needTable(lex.cols[col].table);
    };
    need(p.measure);
    for (int c : p.dims)
        need(c);
    for (int c : p.listCols)
        need(c);
    for (const Filter &f : p.filters)
        need(f.col);
    for (const NumericFilter &f : p.numeric)
        need(f.col);
    need(p.dateCol);
    need(p.yearCol);
    need(p.orderCol);
    if (p.having)
        needTable(p.having->table);
    if (p.glossary && !p.glossary->table.isEmpty())
        needTable(lex.findTable(p.glossary->table));
    needTable(p.perEntity);
    needTable(p.rateOf);
    return needed;
}

// "how many countries have more than 2 car makers": "how many" names the grouped rows themselves
// (countries), not the rows the HAVING counts (car makers), so the answer is the number of groups.
// The table of the groups counted, or -1.
int groupsCountedOf(const RoleInputs &in, const QueryPlan &p)
{
    if (p.shape != Shape::Having || !in.shape.count || in.shape.countPhraseEnd < 0 || p.dims.size() > 1 || !p.having ||
        p.timeGrouped())
        return -1;
    const int grouped = p.dims.isEmpty() ? p.main : in.lex.cols[p.dims.first()].table; // the rows each group is
    const QList<Token> &toks = in.words.tokens;
    for (const SchemaMention &m : in.mentions.schema) {
        if (toks[m.first].begin < in.shape.countPhraseEnd)
            continue;
        const int t = m.candidates.first().table;
        return m.isTable && t == grouped && t != p.having->table ? grouped : -1;
    }
    return -1;
}

// "students who have pets", "how many dogs went through a treatment": a table named for nothing
// but whether main's rows have rows there. Only a table with many rows per main row (a child, or
// reached through a link table), named after a verb or "with" rather than listed beside others
// ("teachers and the courses they teach" lists the courses, which this would not), in a list or
// a count. The inner join keeps the main rows that have such rows; lists and counts take each
// main row once (DISTINCT, COUNT(DISTINCT key)).
void addExistenceTables(const RoleInputs &in, const Roles &r, QueryPlan &p)
{
    // With a time, which table it dates is the question ("stores that have orders in 2024"). A
    // describing word placed nowhere ("dog pets raised by female students") may be a condition
    // on the rows; the table then stays unused and the reading declines.
    if (!(p.lists() || p.shape == Shape::Count) || !p.absent.isEmpty() || !p.times.isEmpty() ||
        !in.shape.negations.isEmpty() || !in.mentions.unplacedModifiers.isEmpty())
        return;
    const SchemaLexicon &lex = in.lex;
    const QList<Token> &toks = in.words.tokens;
    static const QSet<QString> article = {QStringLiteral("a"),   QStringLiteral("an"),   QStringLiteral("any"),
                                          QStringLiteral("some"), QStringLiteral("the"), QStringLiteral("one")};
    // Words before the table that make it more than "has some": listing it ("and the courses"),
    // asking for it ("what course"), negating it ("no employees") or counting it ("more than a
    // single document", "between one and two paragraphs").
    static const QSet<QString> notExistence = {
        QStringLiteral("and"),   QStringLiteral("or"),       QStringLiteral("of"),      QStringLiteral("their"),
        QStringLiteral("its"),   QStringLiteral("his"),      QStringLiteral("her"),     QStringLiteral("each"),
        QStringLiteral("per"),   QStringLiteral("by"),       QStringLiteral("every"),   QStringLiteral("what"),
        QStringLiteral("which"), QStringLiteral("no"),       QStringLiteral("not"),     QStringLiteral("without"),
        QStringLiteral("never"), QStringLiteral("than"),     QStringLiteral("single"),  QStringLiteral("multiple"),
        QStringLiteral("several"), QStringLiteral("many"),   QStringLiteral("least"),   QStringLiteral("most"),
        QStringLiteral("two"),   QStringLiteral("between"),  QStringLiteral("fewer"),   QStringLiteral("more")};
    int mainFirst = -1; // where the question first names the main table
    for (const SchemaMention &m : in.mentions.schema)
        if (m.isTable && m.candidates.first().table == p.main && mainFirst < 0)
            mainFirst = m.first;
    for (int mi = 0; mi < in.mentions.schema.size(); ++mi) {
        const SchemaMention &m = in.mentions.schema[mi];
        if (!m.isTable || !m.strong || r.consumed.contains(mi) || mainFirst < 0 || m.first < mainFirst)
            continue;
        const int t = m.candidates.first().table;
        if (t == p.main || p.needed.contains(lex.tabs[t].qualified) || !lex.throughChild(p.main, t))
            continue;
        // named once: a second mention ("who have likes, and numbers of likes") has another part
        const auto sameTable = [&](const SchemaMention &x) { return x.isTable && x.candidates.first().table == t; };
        if (std::count_if(in.mentions.schema.begin(), in.mentions.schema.end(), sameTable) > 1)
            continue;
        const int before = in.words.wordBefore(m.first, [](const QString &x) { return article.contains(x); });
        if (before < 0 || notExistence.contains(toks[before].low) || toks[before].number || in.mentions.valueAt(before) ||
            toks[before].raw.endsWith(QLatin1String("'s")) || toks[before].raw == u",")
            continue;
        p.needed << lex.tabs[t].qualified;
        p.existence << t;
    }
}

// "the average grade of students who have friends": a total or an average of a column, with its
// table joined to one that has many rows for each of its rows, would take each value once for
// every partner row. The reason to decline, or empty (the rows' own table alone, kept by EXISTS,
// is not written yet).
Decline repeatedRows(const SchemaLexicon &lex, const QueryPlan &p)
{
    const bool adds = p.measureAgg == Agg::Sum || p.measureAgg == Agg::Avg ||
                      std::any_of(p.aggList.begin(), p.aggList.end(), [](Agg a) { return a == Agg::Sum || a == Agg::Avg; });
    if (p.measure < 0 || !adds || p.perEntity >= 0)
        return {};
    const int own = lex.cols[p.measure].table;
    int t = -1; // the nearest such table the question names
    for (const QString &name : p.needed) {
        const int u = lex.findTable(name);
        if (u >= 0 && u != own && lex.throughChild(own, u) && (t < 0 || lex.closeness(own, u) < lex.closeness(own, t)))
            t = u;
    }
    if (t >= 0)
        return Decline{ask::DeclineReason::RepeatedRows,
                       {lex.tabs[t].name, lex.tabs[own].name,
                        aggWords(p.measureAgg == Agg::None ? p.aggList.value(0) : p.measureAgg), lex.colTitle(p.measure)}};
    return {};
}

// The roles resolved to columns and tables: nothing after this looks at a mention.
void copyRoles(const RoleInputs &in, const Roles &r, QueryPlan &p)
{
    const QList<SchemaMention> &ms = in.mentions.schema;
    p.words = in.words.contentWords;
    p.main = r.main;
    p.measure = r.measure;
    p.measureOrder = r.measureMention;
    // "the names and surface areas of the 5 largest countries": named among what is asked, before
    // the rows it is asked of and the superlative that ranks them ("the name of the singer who is
    // worth the most" only ranks by it)
    const bool beforeRows = std::none_of(ms.begin(), ms.end(), [&](const SchemaMention &m) {
        return m.isTable && r.measureMention >= 0 && m.first < ms[r.measureMention].first;
    });
    p.measureListed = r.explicitColumns && r.measureMention >= 0 && in.shape.superlativeToken >= 0 &&
                      ms[r.measureMention].last < in.shape.superlativeToken && beforeRows;
    p.ratioOf = r.ratioOf;
    p.ratioPercent = r.ratioOf >= 0 && in.structure.ratio->percent;
    if (r.measureMention >= 0 && !ms[r.measureMention].strong)
        p.businessName = in.words.tokens[ms[r.measureMention].first].low;
    if (!r.glossaryExpression.isEmpty())
        p.glossary = in.mentions.glossaryMeasures.first();
    p.agg = in.shape.agg;
    p.aggList = in.shape.aggList;
    p.count = in.shape.count;
    p.distinct = in.shape.distinct;
    p.dims = r.dims;
    p.tableDims = r.tableDims;
    p.rowDims = r.rowDims;
    p.listCols = r.listCols;
    p.listColOrder = r.listColMentions;
    p.explicitColumns = r.explicitColumns;
    p.figureAsked = in.shape.countsListed;
    p.filters = r.filters;
    for (const Comparison &c : in.structure.numeric)
        p.numeric << NumericFilter{ms[c.mention].candidates.first().col, c.op, c.number, c.average, c.alternatives};
    if (const auto &h = in.structure.having)
        p.having = HavingCount{h->mention >= 0 ? ms[h->mention].candidates.first().table : h->table, h->op, h->number};
    p.dateCol = r.dateCol;
    p.yearCol = r.yearCol;
    p.times = in.words.times;
    p.periods = in.words.periods;
    p.grain = in.words.grain;
    p.overPrevious = in.shape.overPrevious;
    p.orderCol = r.orderCol;
    p.orderAscending = in.shape.orderAscending;
    p.orderDescending = in.shape.orderDescending;
    p.limit = in.shape.limit;
    if (r.timeRanked) { // "the last transcript": the one row latest (or earliest) in time
        p.orderDescending = in.shape.timeRankLatest;
        p.orderAscending = !in.shape.timeRankLatest;
        p.limit = p.limit > 0 ? p.limit : 1;
        p.timeRanked = true;
    }
    p.descending = in.shape.descending;
    // "the record formats and the number of orchestras, in ascending order of count": with no top
    // or bottom to pick, the direction word says which way the figure sorts
    if (!in.shape.superlative && p.limit <= 0 && in.shape.figureAscending && !p.orderDescending)
        p.descending = false;
    p.superlative = in.shape.superlative;
    for (int mi = 0; mi < ms.size(); ++mi) {
        const SchemaMention &m = ms[mi];
        // (a view named only to qualify another word, "sales channel", repeats a table the reading reads)
        const bool qualifyingView = in.lex.tabs[m.candidates.first().table].view && in.structure.modifiers.contains(mi);
        if (!m.isTable || !m.strong || qualifyingView)
            continue;
        QList<int> tables;
        for (const Candidate &c : m.candidates)
            tables << c.table;
        p.namedTables << tables;
    }
}

// "students who have a cat": the rows of main, listed through a table with many rows for each
// (a child), come once per child row; unless a listed column or the order belongs to that side.
bool listsThroughChild(const SchemaLexicon &lex, const QueryPlan &p)
{
    const auto fansOut = [&](int t) { return t >= 0 && lex.throughChild(p.main, t); };
    for (const int c : p.listCols)
        if (fansOut(lex.cols[c].table))
            return false;
    if ((p.measure >= 0 && fansOut(lex.cols[p.measure].table)) || (p.orderCol >= 0 && !p.listCols.contains(p.orderCol)))
        return false;
    return std::any_of(p.needed.begin(), p.needed.end(), [&](const QString &t) { return fansOut(lex.findTable(t)); });
}

// "Which countries have English as an official language": asked about the things right after
// "which", a listed column of a table with many rows for each of them (countrylanguage.IsOfficial)
// is a condition the reading does not have; its name, or empty.
QString childColumnOfWhich(const RoleInputs &in, const QueryPlan &p)
{
    const SchemaLexicon &lex = in.lex;
    if (!in.shape.startsWhichWho || (p.shape != Shape::List && p.shape != Shape::Distinct))
        return {};
    for (const SchemaMention &m : in.mentions.schema) {
        if (!m.isTable || m.first != 1)
            continue;
        for (const int c : p.listCols)
            if (lex.throughChild(m.candidates.first().table, lex.cols[c].table))
                return lex.colTitle(c);
    }
    return {};
}

// "students who have both cats and dogs": the rows listed must each have every one of a column's
// values among the rows related to them, so that column must be on a side with many rows for
// each listed one (a child, through a link), or the list must be of a column other than the main
// rows' own name ("districts with both Berlin and Paris shops"). Read for a list or a count
// only; the reason to decline, or empty.
Decline checkEveryValue(const SchemaLexicon &lex, const QueryPlan &p)
{
    int every = 0;
    const int label = lex.labelColumn(p.main);
    for (const Filter &f : p.filters) {
        if (f.andValues.isEmpty() && f.exceptValues.isEmpty())
            continue;
        const QString values = (QStringList{f.value} + f.andValues + f.exceptValues).join(QStringLiteral("”, “"));
        // what is listed must have one value for each row that has them all
        for (const int c : p.listCols)
            if (lex.throughChild(p.main, lex.cols[c].table))
                return Decline{ask::DeclineReason::NamedButUnused, {lex.colTitle(c)}};
        const bool rowsListed = p.shape == Shape::Count || p.listCols.isEmpty() || p.listCols.contains(label) ||
                                std::any_of(p.listCols.begin(), p.listCols.end(), [&](int c) { return lex.cols[c].key; });
        if (rowsListed && !lex.throughChild(p.main, lex.cols[f.col].table))
            return f.exceptValues.isEmpty()
                       ? Decline{ask::DeclineReason::OneValuePerRow, {lex.tabs[p.main].name, lex.colTitle(f.col), values}}
                       : Decline{ask::DeclineReason::OneValueExcept,
                                 {lex.tabs[p.main].name, lex.colTitle(f.col), f.value, f.exceptValues.join(QStringLiteral("”, “"))}};
        const bool listOrCount = p.lists() || p.shape == Shape::Count;
        if (++every > 1 || f.negated || !listOrCount || p.ranking() || !p.absent.isEmpty() ||
            (p.orderCol >= 0 && !p.listCols.contains(p.orderCol)) ||
            (p.shape == Shape::Count && (p.distinct || lex.tabs[p.main].primaryKey.size() != 1)))
            return Decline{ask::DeclineReason::EveryValueWithOtherParts, {values}};
    }
    return {};
}

} // namespace

// Whether the words before a negation (or before its relative pronoun) name a column, not a table:
// "the countries that are not playing ...", "countries not playing ..." (TV_Channel.Country),
// "whose capital is not Herat", against "the tv channels that do not".
static bool columnIsTheSubject(const RoleInputs &in, int negation)
{
    static const QSet<QString> auxiliaries = {QStringLiteral("do"),  QStringLiteral("does"), QStringLiteral("did"),
                                              QStringLiteral("are"), QStringLiteral("is"),   QStringLiteral("was"),
                                              QStringLiteral("were"), QStringLiteral("have"), QStringLiteral("has"),
                                              QStringLiteral("had")};
    const QList<Token> &toks = in.words.tokens;
    int i = negation - 1;
    while (i >= 0 && auxiliaries.contains(toks[i].low))
        --i;
    const auto column = [&](int t) {
        const int mi = t >= 0 ? in.mentions.schemaAt(t) : -1;
        return mi >= 0 && !in.mentions.schema[mi].isTable;
    };
    // "countries not playing ...", "whose capital is not Herat" (a verb's negation: "the stadium
    // names without any concert" are the stadiums')
    const QString &word = toks[negation].low;
    if ((word == u"not" || word == u"never") && column(i))
        return true;
    return i >= 1 && detail::relativePronoun(toks[i].low) && column(i - 1);
}

// The absences linked to the main table (AbsentLink, one key or a link table each), or why they
// cannot be read (a whole decline): no single link, a column's values as the negation's subject,
// an absent table with conditions also used otherwise, listed references of another table.
static Decline linkAbsences(const RoleInputs &in, const Roles &roles, QueryPlan &p)
{
    const SchemaLexicon &lex = in.lex;
    const QList<Absence> absences = in.structure.absences + roles.absences;
    for (const Absence &a : absences) {
        AbsentLink link;
        if (Decline why = linkAbsence(lex, p.main, a, &link); !why.isEmpty())
            return why;
        p.absent << link;
    }
    // "the countries that are not playing cartoons written by Todd Casey": a column's values as the
    // subject of the negation ask for the values no row has (EXCEPT), not the rows without
    // "which countries' tv channels are not playing ...": which values of a column, likewise
    const bool whichColumn = in.shape.startsWhichWho && !in.mentions.schema.isEmpty() && !in.mentions.schema.first().isTable &&
                             in.mentions.schema.first().first <= 1;
    for (const Absence &a : absences)
        if (columnIsTheSubject(in, a.negation) || whichColumn)
            return separateSets();
    // "the languages of countries that do not speak English": the absent table's rows would be
    // both joined and absent, two sets of rows
    for (const Absence &a : absences) {
        if (a.conditions.isEmpty())
            continue; // an absence of any row: its table's other uses are read as before
        QList<int> used = p.listCols + p.dims;
        for (const Filter &f : std::as_const(p.filters))
            used << f.col;
        used << p.measure << p.orderCol << p.dateCol;
        if (std::any_of(used.begin(), used.end(), [&](int c) { return c >= 0 && lex.cols[c].table == a.table; }))
            return separateSets();
    }
    // "template type codes not used by any document": listed references to another table ask
    // which of that table's values are unused, not which rows of this one
    for (const int c : p.absent.isEmpty() ? QList<int>() : p.listCols)
        if (lex.cols[c].key && !lex.tabs[p.main].primaryKey.contains(lex.cols[c].name))
            return Decline{ask::DeclineReason::ListedReferenceUnused, {lex.colTitle(c)}};
    return {};
}

Staged<QueryPlan> buildPlan(const RoleInputs &in, const Roles &roles)
{
    const SchemaLexicon &lex = in.lex;
    // Every "not" is read (a value not wanted, rows without another table's) or the question is
    // declined, never dropped.
    for (const int n : in.shape.negations)
        if (!roles.negationsRead.contains(n) && !in.structure.negationsRead.contains(n) &&
            std::none_of(in.structure.absences.begin(), in.structure.absences.end(),
                         [&](const Absence &a) { return a.negation == n; }))
            return Decline{ask::DeclineReason::UnreadNegation, {in.words.phrase(n, n + 3)}};
    // Every "both" and "either" is read with the values it joins, never dropped.
    for (const int t : in.shape.setWords)
        if (!in.structure.setWordsRead.contains(t))
            return Decline{ask::DeclineReason::UnreadSetWord, {in.words.phrase(t, t + 3)}};
    if (Decline why = unreadShape(in, roles); !why.isEmpty())
        return why;
    if (const QString number = unplacedNumber(in); !number.isEmpty())
        return Decline{ask::DeclineReason::UnclearReference, {number}};
    if (const QString rank = unreadRankWord(in, roles); !rank.isEmpty())
        return Decline{ask::DeclineReason::UnknownRankColumn, {rank}};
    if (const QString judged = unjudgedRanking(in, roles); !judged.isEmpty())
        return Decline{ask::DeclineReason::UnjudgedRanking, {judged}};
    if (ranksOneRowGroups(in, roles))
        return Decline{ask::DeclineReason::OneRowGroups, {in.lex.tabs[roles.main].name}};
    if (const QString ratio = unreadRatio(in); !ratio.isEmpty())
        return Decline{ask::DeclineReason::UnreadRatio, {ratio}};
    if (conditionsJoinedByOr(in, roles))
        return Decline{ask::DeclineReason::ConditionsJoinedByOr};
    QueryPlan p;
    copyRoles(in, roles, p);
    if (Decline why = linkAbsences(in, roles, p); !why.isEmpty())
        return why;
    aggregateMeasure(in, roles, p);
    if (Decline why = divideTotals(in, p); !why.isEmpty())
        return why;
    p.shape = shapeOf(ShapeInputs{in, roles, p});
    showAskedKeys(in, roles, p);
    listMeasureOfHavingList(in, p);
    if (readPerEntity(in, roles, p))
        p.shape = shapeOf(ShapeInputs{in, roles, p});
    // "revenue per year by category": the grain already groups by the year; a column named for
    // the same period (calendar.year) would group by it a second time, under the same name.
    if (p.timeGrouped()) {
        p.dims.removeIf([&](int c) { return namedLikeTheGrain(lex, p, c); });
    }
    // the parts of the plan only its shape has
    if (const auto build = shapeRule(p.shape).build)
        if (Decline why = build(in, p); !why.isEmpty())
            return why;
    if (const QString child = childColumnOfWhich(in, p); !child.isEmpty())
        return Decline{ask::DeclineReason::NamedButUnused, {child}};
    if (const QString dropped = droppedColumns(in, roles, p); !dropped.isEmpty())
        return Decline{ask::DeclineReason::NamedButUnused, {dropped}};
    // A figure of the very column that groups ("each year and the average year") is that column
    // again: the words meant another figure
    if (p.measure >= 0 && p.dims.contains(p.measure) && p.measureAgg != Agg::None && p.measureAgg != Agg::Count)
        return Decline{ask::DeclineReason::FigureIsItsGroup, {lex.colTitle(p.measure)}};
    // One figure over all the rows has nothing to order: a sort column named beside it ("the number
    // of paragraphs for each, ordered by id") means groups the reading did not find.
    if (p.orderCol >= 0 && !p.grouped() && (p.shape == Shape::Count || p.shape == Shape::Aggregate))
        return Decline{ask::DeclineReason::NamedButUnused, {lex.colTitle(p.orderCol)}};
    // Groups are ordered by what they show: a group column, or the figure (then by its aggregate).
    // Any other column has no one value per group ("orders by channel sorted by order date").
    if (p.orderCol >= 0 && p.grouped() && p.shape != Shape::TopRow && !p.dims.contains(p.orderCol)) {
        if (p.orderCol != p.measure)
            return Decline{ask::DeclineReason::NamedButUnused, {lex.colTitle(p.orderCol)}};
        p.orderCol = -1;
        p.descending = !p.orderAscending;
    }
    // "the maximum and minimum share" where no share is a number: listing the column would drop
    // the aggregate the question asks for
    if (in.shape.agg != Agg::None && p.measure < 0 && !p.glossary && !p.superlative && p.lists())
        return Decline{ask::DeclineReason::UnclearAggregateTarget, {aggWords(in.shape.agg)}};
    // "customers sorted from the youngest to the oldest" with no age to sort by: a list in another
    // order would look like the answer
    if ((in.shape.sortFromTo || in.shape.directionWord) && p.orderCol < 0 && !p.grouped() && !p.ranking() && p.lists())
        return Decline{ask::DeclineReason::UnknownSortColumn};
    // "revenue growth": the change from one period to the next needs the periods
    if (p.overPrevious && !(p.timeGrouped() && (p.shape == Shape::Group || p.shape == Shape::Aggregate ||
                                                p.shape == Shape::Count)))
        return Decline{ask::DeclineReason::ChangeNeedsPeriods};
    p.groupsCounted = groupsCountedOf(in, p);
    p.figureFirst = figureFirst(in, p);
    p.needed = neededTables(lex, p);
    if (Decline why = repeatedRows(lex, p); !why.isEmpty())
        return why;
    addExistenceTables(in, roles, p);
    if (p.shape == Shape::List && listsThroughChild(lex, p))
        p.shape = Shape::Distinct;
    if (Decline why = checkEveryValue(lex, p); !why.isEmpty())
        return why;
    return p;
}

} // namespace assay::offline
