#include "structure.h"
#include "offlinetr.h"
#include "schemalexicon.h"

#include <QSet>

namespace assay::offline {

namespace {

// Words that make "by X" an ordering: the verbs, never the noun ("orders by channel" groups).
const QSet<QString> &sortVerbs()
{
    static const QSet<QString> verbs = {QStringLiteral("order"),   QStringLiteral("ordered"), QStringLiteral("ordering"),
                                        QStringLiteral("sort"),    QStringLiteral("sorted"),  QStringLiteral("sorting"),
                                        QStringLiteral("ranked")};
    return verbs;
}

// Group-by: the mention right after "by", "per", "for each", "in each", "of each", "across".
QList<int> groupMentionsOf(const QuestionWords &w, const Mentions &mentions, const ShapeWords &shape,
                           const SchemaLexicon &lex, QList<int> *modifiers)
{
    static const QSet<QString> groupWords = {QStringLiteral("by"), QStringLiteral("per"), QStringLiteral("each"),
                                             QStringLiteral("every"), QStringLiteral("across")};
    const QList<Token> &toks = w.tokens;
    bool numericMentionExists = false;
    for (const SchemaMention &x : mentions.schema)
        numericMentionExists = numericMentionExists || (lex.measureColumn(x.candidates.first().col) && !x.strong);
    // "the age of every teacher" lists; "the number of courses for each teacher" groups
    const bool figureAsked =
        shape.count || shape.agg != Agg::None || shape.share || shape.figureWord || numericMentionExists;
    QList<int> out;
    for (int mi = 0; mi < mentions.schema.size(); ++mi) {
        int j = mentions.schema[mi].first - 1;
        while (j >= 0 && (toks[j].low == u"the" || toks[j].low == u"different" || toks[j].low == u"their"))
            --j;
        // "top 10 customers by spend": a number after "by" orders, it does not group
        const bool numericMention = lex.measureColumn(mentions.schema[mi].candidates.first().col);
        if (j >= 0 && groupWords.contains(toks[j].low) && !(numericMention && toks[j].low == u"by") &&
            (toks[j].low == u"by" || figureAsked)) {
            // "order by X" / "sorted by X" is ordering, not grouping ("orders by X" groups)
            if (toks[j].low == u"by" && j > 0 && sortVerbs().contains(toks[j - 1].low))
                continue;
            // "each product category": a table right before another name only qualifies it; the
            // last name is the head noun that groups
            int head = mi;
            while (head + 1 < mentions.schema.size() && mentions.schema[head].isTable &&
                   mentions.schema[head + 1].first == mentions.schema[head].last + 1)
                *modifiers << head++;
            out << head;
        }
    }
    return out;
}

// "order by X" / "sorted by X"; "sort employee names by their age"; -1 when none.
int orderMentionOf(const QuestionWords &w, const Mentions &mentions, const ShapeWords &shape, const SchemaLexicon &lex)
{
    const QList<Token> &toks = w.tokens;
    int orderMention = -1;
    for (int mi = 0; mi < mentions.schema.size(); ++mi) {
        int j = mentions.schema[mi].first - 1;
        while (j >= 0 && (toks[j].low == u"the" || toks[j].low == u"their" || toks[j].low == u"its"))
            --j;
        // The verb, not the noun: "quarterly orders by channel" groups by channel.
        if (j >= 1 && (toks[j].low == u"by" || toks[j].low == u"of") && sortVerbs().contains(toks[j - 1].low))
            orderMention = mi;
        // "sort employee names by their age": a number after "by" in a sorting question
        if (orderMention < 0 && j >= 0 && toks[j].low == u"by" && lex.measureColumn(mentions.schema[mi].candidates.first().col) &&
            shape.sortWord)
            orderMention = mi;
    }
    return orderMention;
}

// Binds each comparison with a number to a mention: a table right after the number is a HAVING
// count; a numeric column right after it, or shortly before it, a condition on that column.
QString bindComparisons(const QuestionWords &w, const Mentions &mentions, const ShapeWords &shape,
                        const SchemaLexicon &lex, Structure &out)
{
    const QList<Token> &toks = w.tokens;
    const QList<SchemaMention> &ms = mentions.schema;
    for (const NumberComparison &cmp : shape.comparisons) {
        // the token of the number
        int numTok = -1;
        for (int i = 0; i < toks.size(); ++i)
            if (toks[i].begin == cmp.numberBegin || (toks[i].begin <= cmp.numberBegin && toks[i].end >= cmp.numberEnd))
                numTok = i;
        if (numTok < 0 || toks[numTok].time)
            continue;
        // the token right after the comparison's words ("more than 5 orders", "4 or more students")
        int next = numTok + 1;
        while (next < toks.size() && toks[next].begin < cmp.followBegin)
            ++next;
        int after = -1, before = -1;
        for (int mi = 0; mi < ms.size(); ++mi) {
            if (ms[mi].first == next)
                after = mi;
            if (ms[mi].last < numTok && ms[mi].last >= numTok - 5 && ms[mi].candidates.first().col >= 0 &&
                lex.cols[ms[mi].candidates.first().col].numeric)
                before = mi;
        }
        const QString &op = cmp.op;
        const bool bare = cmp.bare;
        // "more than the average number of products": a count against an average count per group
        if (after >= 0 && ms[after].isTable && cmp.average)
            return separateSets();
        // "whose population is greater than the average population": the column is named before;
        // the name after "average" only repeats it
        const bool restated = cmp.average && before >= 0 && after >= 0 &&
                              ms[after].candidates.first().col == ms[before].candidates.first().col;
        if (restated) {
            out.restated << after;
            after = -1;
        }
        // "above the average number of orders": a word after "average" that is not the compared
        // column names some other average
        if (cmp.average && !restated && next < toks.size() &&
            (!toks[next].structural || toks[next].low == u"number" || toks[next].low == u"count") &&
            !startsSentence(w.text, toks[next - 1].end, toks[next].begin) && (after < 0 || before >= 0))
            return Tr::tr("I could not tell what “average %1” is the average of. ").arg(toks[next].raw) + canDo();
        if (after >= 0 && ms[after].isTable && !bare) {
            out.having = Comparison{after, op, cmp.number};
        } else if (after >= 0 && !ms[after].isTable && ms[after].candidates.first().col >= 0 &&
                   lex.cols[ms[after].candidates.first().col].numeric && !lex.cols[ms[after].candidates.first().col].key) {
            out.numeric << Comparison{after, op, cmp.number, cmp.average};
        } else if (after >= 0 && !ms[after].isTable && !bare && ms[after].candidates.first().col >= 0 &&
                   lex.cols[ms[after].candidates.first().col].key) {
            // "at least 4 students" read as a student_id: a count of rows, not a value of the key
            return Tr::tr("I could not tell which column “%1 %2” applies to. ").arg(cmp.word, cmp.number) + canDo();
        } else if (before >= 0) {
            out.numeric << Comparison{before, op, cmp.number, cmp.average};
        } else if (cmp.average) {
            return Tr::tr("I could not tell which column “%1 average” applies to. ").arg(cmp.word) + canDo();
        } else if (!bare) {
            return Tr::tr("I could not tell which column “%1 %2” applies to. ").arg(cmp.word, cmp.number) + canDo();
        } else {
            continue;
        }
        out.numberTokens << numTok;
    }
    return {};
}

bool shareAColumn(const ValueMention &x, const ValueMention &y)
{
    for (const knowledge::ValueHit &h : x.hits)
        for (const knowledge::ValueHit &k : y.hits)
            if (h.table == k.table && h.column == k.column)
                return true;
    return false;
}

// The "or" between two values when nothing else stands between them ("cat or dog", "“PP” or
// “PPT”", "Ben Jones or Brandon Vietti"), else -1.
int orBetween(const ShapeWords &shape, const ValueMention &a, const ValueMention &b)
{
    if (a.first < 0 || b.first < 0 || b.first != a.last + 2)
        return -1;
    return shape.orTokens.contains(a.last + 1) ? a.last + 1 : -1;
}

// Two values of the same column: joined by "or" right between them they are alternatives (IN);
// joined by "and" they need both (a set operation), which is declined. Values of different
// columns are ANDed. Any column both are stored in counts (whichever place value search lists
// first).
QString sameColumnValues(const Mentions &mentions, const ShapeWords &shape, Structure &out)
{
    const QList<ValueMention> &values = mentions.values;
    if (!shape.andOr || values.size() < 2)
        return {};
    for (int a = 0; a < values.size(); ++a)
        for (int b = a + 1; b < values.size(); ++b) {
            if (!shareAColumn(values[a], values[b]))
                continue;
            const int orToken = b == a + 1 ? orBetween(shape, values[a], values[b]) : -1;
            if (orToken >= 0 && !out.alternativeOf.contains(b)) {
                out.alternativeOf.insert(b, out.alternativeOf.value(a, a));
                out.orTokensRead << orToken;
                continue;
            }
            return twoValuesOfOneColumn(values[a].text, values[b].text) + canDo();
        }
    return {};
}

} // namespace

QString twoValuesOfOneColumn(const QString &a, const QString &b)
{
    return Tr::tr("Two values of the same column (%1 and %2) need OR or a set "
                  "operation, which the offline assistant does not attempt. ")
        .arg(a, b);
}

Staged<Structure> readStructure(const QuestionWords &words, const Mentions &mentions, const ShapeWords &shape,
                                const SchemaLexicon &lexicon, const QList<Absence> &absences)
{
    Structure s;
    s.absences = absences;
    s.groupMentions = groupMentionsOf(words, mentions, shape, lexicon, &s.modifiers);
    s.orderMention = orderMentionOf(words, mentions, shape, lexicon);
    if (const QString why = bindComparisons(words, mentions, shape, lexicon, s); !why.isEmpty())
        return Decline{why};
    if (const QString why = sameColumnValues(mentions, shape, s); !why.isEmpty())
        return Decline{why};
    return s;
}

} // namespace assay::offline
