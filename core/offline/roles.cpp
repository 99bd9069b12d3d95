// The role stage's order, and the roles of dimensions, the superlative's entity and the measure.
#include "roles.h"
#include "offlinetr.h"
#include "offlinewords.h"
#include "schemalexicon.h"

#include <algorithm>

namespace assay::offline {

namespace {

// "Which grade has the most high schoolers?": a column named before a superlative of a count
// ("the most", "the fewest", "the greatest number of"), whose own table is counted right after
// it, is what the rows are grouped by, though it holds numbers. "The population of the largest
// city" ranks by the figure.
bool groupsTheCountedRows(const RoleInputs &in, const SchemaMention &m)
{
    const int c = m.candidates.first().col;
    const int super = in.shape.superlativeToken;
    if (c < 0 || in.lex.cols[c].key || super < 0 || m.last >= super)
        return false;
    const QList<Token> &toks = in.words.tokens;
    const QString &word = toks[super].low;
    const bool ofACount = word == u"most" || word == u"fewest" || word == u"least" ||
                          (super + 2 < toks.size() && toks[super + 2].low == u"of" &&
                           (toks[super + 1].low == u"number" || toks[super + 1].low == u"amount" || toks[super + 1].low == u"count"));
    if (!ofACount)
        return false;
    int next = super + 1;
    while (next < toks.size() && toks[next].structural)
        ++next;
    const int counted = in.mentions.schemaAt(next);
    return counted >= 0 && in.mentions.schema[counted].isTable && in.mentions.schema[counted].first == next &&
           in.mentions.schema[counted].candidates.first().table == m.candidates.first().table;
}

// "Which grades have 4 or more high schoolers?": a column named before a count of its own
// table's rows groups them, though it holds numbers; otherwise each row would be counted alone.
void groupByTheCountedRowsColumn(const RoleInputs &in, Roles &r)
{
    const std::optional<Comparison> &having = in.structure.having;
    if (!having || having->mention < 0 || !r.dims.isEmpty())
        return;
    const QList<SchemaMention> &ms = in.mentions.schema;
    const int counted = ms[having->mention].candidates.first().table;
    for (int mi = 0; mi < having->mention; ++mi) {
        const Candidate &c = ms[mi].candidates.first();
        if (r.consumed.contains(mi) || ms[mi].isTable || c.col < 0 || in.lex.cols[c.col].key || c.table != counted)
            continue;
        r.dims << c.col;
        r.consumed.insert(mi);
        return;
    }
}

} // namespace

Decline assignDimensions(const RoleInputs &in, ChoiceBook &choices, Roles &r)
{
    const SchemaLexicon &lex = in.lex;
    const QList<int> &groups = in.structure.groupMentions;
    for (int gi = 0; gi < groups.size(); ++gi) {
        const SchemaMention &m = in.mentions.schema[groups[gi]];
        const Candidate c = choices.pick(ask::ReadingSlot::Dimension, gi + 1, m, Tr::tr("by %1"));
        r.consumed.insert(groups[gi]);
        if (c.col >= 0) {
            r.dims << c.col; // a number as a category (e.g. by year) too
            continue;
        }
        const int labelCol = lex.labelColumn(c.table);
        if (labelCol < 0)
            return Decline{ask::DeclineReason::NoLabel, {lex.tabs[c.table].name}};
        r.dims << labelCol;
        r.tableDims.insert(labelCol);
        // other readings: other text columns of that table
        int offered = 0;
        for (int ci : lex.tabs[c.table].cols) {
            if (ci == labelCol || lex.cols[ci].key || lex.cols[ci].numeric || offered >= 2 ||
                choices.chosen(ask::ReadingSlot::Dimension, gi + 1))
                continue;
            choices.offer({ask::ReadingSlot::Dimension, gi + 1, lex.colTitle(ci)}, Tr::tr("by %1").arg(lex.colTitle(ci)));
            ++offered;
        }
    }
    groupByTheCountedRowsColumn(in, r);
    for (int m : in.structure.modifiers)
        r.consumed.insert(m);
    if (in.structure.orderMention >= 0)
        r.consumed.insert(in.structure.orderMention);
    if (in.structure.having && in.structure.having->mention >= 0)
        r.consumed.insert(in.structure.having->mention);
    for (const Comparison &f : in.structure.numeric)
        r.consumed.insert(f.mention);
    for (const int m : in.structure.restated)
        r.consumed.insert(m);
    return {};
}

// Superlative over an entity: "which store sold the most", "the customer with the highest ...".
void findEntity(const RoleInputs &in, Roles &r)
{
    // "which month had the most orders": the period is what the superlative ranks (the grain),
    // unless a column is called that ("which year has the most concerts": concert.Year)
    const bool periodRanked = in.words.askedPeriod >= 0; // (withoutGrainOfNames drops it for a column so named)
    if (!in.shape.superlative || !r.dims.isEmpty() || !(in.shape.agg == Agg::None || in.shape.agg == Agg::Sum) ||
        periodRanked)
        return;
    for (int mi = 0; mi < in.mentions.schema.size(); ++mi) {
        if (r.consumed.contains(mi))
            continue;
        const SchemaMention &m = in.mentions.schema[mi];
        if (m.isTable || (m.candidates.first().col >= 0 && !in.lex.cols[m.candidates.first().col].numeric) ||
            groupsTheCountedRows(in, m)) {
            r.entityMention = mi;
            break;
        }
    }
    // "the city of the customer with the most orders": the table named right before the
    // superlative is what it ranks; the columns of it named before are what is asked of it
    const int first = r.entityMention;
    const QList<SchemaMention> &ms = in.mentions.schema;
    if (first < 0 || ms[first].isTable || in.shape.superlativeToken < 0)
        return;
    const int t = ms[first].candidates.first().table;
    for (int mi = first + 1; mi < ms.size() && ms[mi].last < in.shape.superlativeToken; ++mi)
        if (!r.consumed.contains(mi) && ms[mi].isTable && ms[mi].candidates.first().table == t)
            r.entityMention = mi;
}

namespace {

// "revenue per unit sold": the figure the measure is divided by, a column of the measure's own
// table first (its total over the same rows).
void assignRatio(const RoleInputs &in, ChoiceBook &choices, Roles &r)
{
    const std::optional<RatioWords> &ratio = in.structure.ratio;
    if (!ratio || ratio->numerator != r.measureMention || r.consumed.contains(ratio->denominator))
        return;
    const SchemaLexicon &lex = in.lex;
    SchemaMention by = in.mentions.schema[ratio->denominator];
    by.candidates.removeIf([&](const Candidate &c) { return !lex.measureColumn(c.col) || c.col == r.measure; });
    if (by.candidates.isEmpty())
        return;
    std::stable_partition(by.candidates.begin(), by.candidates.end(),
                          [&](const Candidate &c) { return c.table == lex.cols[r.measure].table; });
    r.ratioOf = choices.pick(ask::ReadingSlot::Measure, 2, by, Tr::tr("divided by %1"), SlotFit::Measure).col;
    r.consumed.insert(ratio->denominator);
}

// The columns a revenue is (named or described so: "line revenue in EUR") that add up, in this
// table or its children.
QList<int> revenueColumnsOf(const SchemaLexicon &lex, int table)
{
    QList<int> out;
    for (const int c : lex.colByKey.value(QStringLiteral("revenue")) + lex.colByDescStem.value(QStringLiteral("revenue")))
        if (!out.contains(c) && lex.measureColumn(c) && !detail::measureAveraged(lex.cols[c].name) &&
            (table < 0 || lex.cols[c].table == table || lex.throughChild(table, lex.cols[c].table)))
            out << c;
    return out;
}

// No figure named: the one the analyst chose ("Closest readings: measure ..."); for "average order
// value" the total of each order (its revenue, when one column is); for a change between periods
// with no figure ("which region grew fastest"), the revenue columns are offered.
void assignUnnamedMeasure(const RoleInputs &in, ChoiceBook &choices, Roles &r)
{
    const SchemaLexicon &lex = in.lex;
    if (const int c = choices.chosenColumn(ask::ReadingSlot::Measure, 0, SlotFit::Measure); c >= 0) {
        r.measure = c;
        return;
    }
    const QList<SchemaMention> &ms = in.mentions.schema;
    const QList<Token> &toks = in.words.tokens;
    for (int mi = 0; mi < ms.size() && in.shape.agg == Agg::Avg; ++mi) {
        const int next = ms[mi].last + 1;
        if (!ms[mi].isTable || next >= toks.size() || (toks[next].low != u"value" && toks[next].low != u"values"))
            continue;
        const int entity = ms[mi].candidates.first().table;
        if (const QList<int> revenue = revenueColumnsOf(lex, entity); revenue.size() == 1 && lex.throughChild(entity, lex.cols[revenue.first()].table)) {
            r.measure = revenue.first();
            r.valueOfEntity = entity;
            r.valueToken = next;
            return;
        }
    }
    if (!in.shape.cuedBy(Shape::Change).isEmpty() && !in.words.periods.isEmpty())
        for (const int c : revenueColumnsOf(lex, -1).mid(0, 3))
            choices.offer({ask::ReadingSlot::Measure, 0, lex.colTitle(c)}, Tr::tr("measure %1").arg(lex.colTitle(c)));
}

} // namespace

// The measure: a numeric column (not a key), or a glossary expression.
void assignMeasure(const RoleInputs &in, ChoiceBook &choices, Roles &r)
{
    const SchemaLexicon &lex = in.lex;
    const QList<SchemaMention> &ms = in.mentions.schema;
    // "the money rank of the player with the highest earnings": the measure follows the superlative
    int measureFrom = 0;
    if (in.shape.superlative && in.shape.superlativeToken >= 0) {
        for (int mi = 0; mi < ms.size(); ++mi) {
            if (ms[mi].first >= in.shape.superlativeToken && lex.measureColumn(ms[mi].candidates.first().col) &&
                !r.consumed.contains(mi)) {
                measureFrom = mi;
                break;
            }
        }
    }
    for (int mi = measureFrom; mi < ms.size() && r.measureMention < 0; ++mi) {
        if (r.consumed.contains(mi) || mi == r.entityMention)
            continue;
        if (std::any_of(ms[mi].candidates.begin(), ms[mi].candidates.end(),
                        [&](const Candidate &c) { return lex.measureColumn(c.col); }))
            r.measureMention = mi;
    }
    if (r.measureMention >= 0) {
        SchemaMention numeric = ms[r.measureMention];
        numeric.candidates.removeIf([&](const Candidate &c) { return !lex.measureColumn(c.col); });
        r.measure = choices.pick(ask::ReadingSlot::Measure, 0, numeric, Tr::tr("measure %1"), SlotFit::Measure).col;
        r.consumed.insert(r.measureMention);
        assignRatio(in, choices, r);
    }
    if (r.measure < 0 && !in.mentions.glossaryMeasures.isEmpty())
        r.glossaryExpression = in.mentions.glossaryMeasures.first().expression;
    if (r.measure < 0 && r.glossaryExpression.isEmpty())
        assignUnnamedMeasure(in, choices, r);
}

// "the name of the oldest singer": the measure is a column of the entity's own rows, so the
// answer is the top row, not a group. Likewise "the employee who got the highest bonus": a column
// named as such is compared row by row; a business word ("sold the most", "spend") is a total per
// entity. Otherwise the entity is what the superlative ranks.
void pickEntity(const RoleInputs &in, ChoiceBook &choices, Roles &r)
{
    const SchemaLexicon &lex = in.lex;
    const QList<SchemaMention> &ms = in.mentions.schema;
    // "the tallest player": the adjective names a property of each row, as a column's name does
    const bool adjective = r.measureMention >= 0 && ms[r.measureMention].first == in.shape.superlativeToken;
    // (a ratio is of two totals: "top 3 products by revenue per unit" ranks the products)
    if (r.entityMention >= 0 && r.measure >= 0 && in.shape.agg == Agg::None && r.ratioOf < 0 &&
        (ms[r.entityMention].candidates.first().table == lex.cols[r.measure].table || ms[r.measureMention].strong ||
         adjective))
        r.entityMention = -1;
    if (r.entityMention < 0)
        return;
    const Candidate c = choices.pick(ask::ReadingSlot::Entity, 0, ms[r.entityMention], Tr::tr("which %1"));
    r.consumed.insert(r.entityMention);
    const int labelCol = lex.labelColumn(c.table);
    // the entity's own columns named before it are asked of each ranked row, grouped by its key
    // (only for an entity named before the superlative: after it, it is what is counted)
    if (c.col < 0 && ms[r.entityMention].last < in.shape.superlativeToken) {
        for (int mi = 0; mi < r.entityMention; ++mi) {
            const Candidate &a = ms[mi].candidates.first();
            if (r.consumed.contains(mi) || ms[mi].isTable || a.col < 0 || a.table != c.table)
                continue;
            r.dims << a.col;
            r.rowDims.insert(a.col);
            r.consumed.insert(mi);
        }
        if (!r.dims.isEmpty())
            return;
    }
    if (c.col >= 0) {
        r.dims << c.col;
        // "the name of the student with the most likes": one group per student, not per name; a
        // category that happens to be the table's first text column ("the most common reasons":
        // returns.reason) groups its values
        if (labelCol == c.col && lex.isNameColumn(c.col))
            r.tableDims.insert(c.col);
    } else if (labelCol >= 0) {
        r.dims << labelCol;
        r.tableDims.insert(labelCol);
    }
}

Staged<Roles> assignRoles(const RoleInputs &in, ChoiceBook &choices)
{
    Roles r;
    if (Decline why = assignDimensions(in, choices, r); !why.isEmpty())
        return why;
    findEntity(in, r);
    assignMeasure(in, choices, r);
    if (Decline why = assignCountedTable(in, choices, r); !why.isEmpty())
        return why;
    pickEntity(in, choices, r);
    if (Decline why = assignListedColumns(in, choices, r); !why.isEmpty())
        return why;
    if (Decline why = assignPlaceAsked(in, r); !why.isEmpty())
        return why;
    assignOrderColumn(in, r);
    assignTimeRank(in, r);
    if (Decline why = assignTimeAsked(in, r); !why.isEmpty())
        return why;
    if (Decline why = placeValues(in, choices, r); !why.isEmpty())
        return why;
    if (Decline why = assignDate(in, choices, r); !why.isEmpty())
        return why;
    return r;
}

} // namespace assay::offline
