#include "structure.h"
#include "offlinewords.h"
#include "offlinetr.h"
#include "schemalexicon.h"

#include "knowledge/textanalysis.h"

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

// "order" sorts only where the question words read it as the verb (markOrderNouns): "revenue per
// order by channel" groups by channel.
bool sorts(const Token &t)
{
    return t.low == u"order" ? t.structural : sortVerbs().contains(t.low);
}

// "produced by the maker with full name ...", "used by document with the name ...": "by" after a
// past participle names who did it, one particular thing, not a grouping.
bool agentBy(const QList<Token> &toks, int by, const SchemaMention &m, const Mentions &mentions)
{
    static const QSet<QString> irregular = {
        QStringLiteral("made"),   QStringLiteral("held"),    QStringLiteral("run"),     QStringLiteral("sold"),
        QStringLiteral("won"),    QStringLiteral("led"),     QStringLiteral("built"),   QStringLiteral("bought"),
        QStringLiteral("taught"), QStringLiteral("paid"),    QStringLiteral("kept"),    QStringLiteral("written"),
        QStringLiteral("given"),  QStringLiteral("taken"),   QStringLiteral("driven"),  QStringLiteral("chosen"),
        QStringLiteral("spoken"), QStringLiteral("drawn"),   QStringLiteral("shown"),   QStringLiteral("seen"),
        QStringLiteral("known"),  QStringLiteral("grown"),   QStringLiteral("flown"),   QStringLiteral("stolen")};
    // verbs that arrange rows: "grouped by the type" groups
    static const QSet<QString> arranging = {
        QStringLiteral("grouped"),    QStringLiteral("sorted"),     QStringLiteral("ordered"),   QStringLiteral("split"),
        QStringLiteral("categorized"), QStringLiteral("categorised"), QStringLiteral("aggregated"), QStringLiteral("classified"),
        QStringLiteral("arranged"),   QStringLiteral("organized"),  QStringLiteral("organised"), QStringLiteral("ranked"),
        QStringLiteral("listed"),     QStringLiteral("counted"),    QStringLiteral("summed"),    QStringLiteral("totaled"),
        QStringLiteral("totalled"),   QStringLiteral("averaged"),   QStringLiteral("divided"),   QStringLiteral("partitioned"),
        QStringLiteral("segmented"),  QStringLiteral("broken"),     QStringLiteral("bucketed"),  QStringLiteral("binned"),
        QStringLiteral("separated"),  QStringLiteral("clustered"),  QStringLiteral("tallied"),   QStringLiteral("summarized"),
        QStringLiteral("summarised"), QStringLiteral("distributed")};
    if (by < 1 || toks[by].low != u"by")
        return false;
    const QString &verb = toks[by - 1].low;
    const bool participle = !arranging.contains(verb) &&
                            (irregular.contains(verb) || (verb.size() > 3 && verb.endsWith(QLatin1String("ed"))));
    const bool determiner = by + 1 < toks.size() && detail::article(toks[by + 1].low);
    const QString next = m.last + 1 < toks.size() ? toks[m.last + 1].low : QString();
    const bool identified = next == u"with" || next == u"whose" || next == u"named" || next == u"called" ||
                            detail::relativePronoun(next);
    // "covered by countries in Asia", "operated by airlines from the USA": the things are said by
    // a value that follows
    int value = m.last + 2;
    while (value < toks.size() && detail::article(toks[value].low))
        ++value;
    const bool placed = (next == u"in" || next == u"from" || next == u"of") && value < toks.size() && mentions.valueAt(value);
    return participle && (determiner || identified || placed);
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
        numericMentionExists = numericMentionExists || (lex.measureColumn(x.candidates.first().col) && !x.strong &&
                                                        !sortsFromTo(w, x.first));
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
            (toks[j].low == u"by" || toks[j].low == u"per" || figureAsked)) {
            // "order by X" / "sorted by X" is ordering, not grouping ("orders by X" groups)
            if (toks[j].low == u"by" && j > 0 && sorts(toks[j - 1]))
                continue;
            if (agentBy(toks, j, mentions.schema[mi], mentions))
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
        const int j = w.wordBefore(mentions.schema[mi].first, [](const QString &x) {
            return x == u"the" || x == u"their" || x == u"its" || detail::sortDirectionWord(x);
        });
        // "in ascending order of net worth": the noun names the sort after its direction
        if (j >= 2 && toks[j].low == u"of" && toks[j - 1].low == u"order" && detail::sortDirectionWord(toks[j - 2].low))
            orderMention = mi;
        // "from the oldest to the youngest": the adjective's column ("oldest": age) is sorted
        if (orderMention < 0 && j >= 0 && toks[j].low == u"from" &&
            !detail::synonymFor(toks[mentions.schema[mi].first].low).isEmpty())
            orderMention = mi;
        // The verb, not the noun: "quarterly orders by channel" groups by channel ("sorted
        // descending by" too).
        int verb = j - 1;
        if (verb >= 1 && detail::sortDirectionWord(toks[verb].low))
            --verb;
        if (j >= 1 && (toks[j].low == u"by" || toks[j].low == u"of") && verb >= 0 && sorts(toks[verb]))
            orderMention = mi;
        // "sort employee names by their age": a number after "by" in a sorting question
        if (orderMention < 0 && j >= 0 && toks[j].low == u"by" && lex.measureColumn(mentions.schema[mi].candidates.first().col) &&
            shape.sortWord)
            orderMention = mi;
    }
    return orderMention;
}

// "whose birth year is either 1948 or 1949": numbers right after an equality, joined by "or",
// are alternatives (IN); the "or" and an "either" before the first are read with them.
void readNumberAlternatives(const QuestionWords &w, const ShapeWords &shape, int numTok, Structure &out)
{
    Comparison &c = out.numeric.last();
    if (c.op != u"=" || c.average)
        return;
    const QList<Token> &toks = w.tokens;
    for (int k = numTok + 1; k + 1 < toks.size() && toks[k].low == u"or" && toks[k + 1].number; k += 2) {
        c.alternatives << toks[k + 1].raw;
        out.orTokensRead << k;
        out.numberTokens << k + 1;
    }
    if (!c.alternatives.isEmpty() && numTok > 0 && toks[numTok - 1].low == u"either" && shape.setWords.contains(numTok - 1))
        out.setWordsRead << numTok - 1;
}

// "ordered more than 3 times", "have ordered at least 2 times": the table the verb before the
// comparison names (its base form is the table's name, "ordered": orders), or -1. Small words
// between ("have", "been") are passed over.
int tableOfVerbBefore(const QuestionWords &w, const Mentions &mentions, int numTok)
{
    static const QSet<QString> comparing = {
        QStringLiteral("more"),  QStringLiteral("than"),  QStringLiteral("at"),      QStringLiteral("least"),
        QStringLiteral("most"),  QStringLiteral("over"),  QStringLiteral("under"),   QStringLiteral("above"),
        QStringLiteral("below"), QStringLiteral("fewer"), QStringLiteral("less"),    QStringLiteral("exactly"),
        QStringLiteral("greater"), QStringLiteral("higher"), QStringLiteral("lower")};
    int verb = numTok - 1;
    while (verb >= 0 && (w.tokens[verb].number || comparing.contains(w.tokens[verb].low)))
        --verb;
    while (verb >= 0 && knowledge::isStopword(w.tokens[verb].low) && !mentions.used[verb])
        --verb;
    // a verb only: "visited some museums more than once" may count visits or museums
    if (verb < 0 || mentions.valueAt(verb) || mentions.schemaAt(verb) >= 0)
        return -1;
    return mentions.verbTables.value(verb, -1);
}

// Binds each comparison with a number to a mention: a table right after the number is a HAVING
// count; a numeric column right after it, or shortly before it, a condition on that column.
Decline bindComparisons(const QuestionWords &w, const Mentions &mentions, const ShapeWords &shape,
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
            return Decline{ask::DeclineReason::UnclearAverageOf, {toks[next].raw}};
        const int oftenTable = next < toks.size() && toks[next].low == u"times" && !bare
                                   ? tableOfVerbBefore(w, mentions, numTok)
                                   : -1;
        if (oftenTable >= 0) {
            // "customers who ordered more than 3 times": a count of the verb's table's rows
            Comparison c{-1, -1, op, cmp.number, false, {}};
            c.table = oftenTable;
            out.having = c;
        } else if (after >= 0 && ms[after].isTable && !bare) {
            out.having = Comparison{after, -1, op, cmp.number, false, {}};
        } else if (after >= 0 && !ms[after].isTable && ms[after].candidates.first().col >= 0 &&
                   lex.cols[ms[after].candidates.first().col].numeric && !lex.cols[ms[after].candidates.first().col].key) {
            out.numeric << Comparison{after, -1, op, cmp.number, cmp.average, {}};
        } else if (after >= 0 && !ms[after].isTable && !bare && ms[after].candidates.first().col >= 0 &&
                   lex.cols[ms[after].candidates.first().col].key) {
            // "at least 4 students" read as a student_id: a count of rows, not a value of the key
            return Decline{ask::DeclineReason::UnboundComparison, {cmp.word, cmp.number}};
        } else if (before >= 0) {
            out.numeric << Comparison{before, -1, op, cmp.number, cmp.average, {}};
            readNumberAlternatives(w, shape, numTok, out);
        } else if (cmp.average) {
            return Decline{ask::DeclineReason::UnboundAverageComparison, {cmp.word}};
        } else if (!bare) {
            return Decline{ask::DeclineReason::UnboundComparison, {cmp.word, cmp.number}};
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

// Whether the tokens from `first` to `last` only name things or hold small words ("airports", "for
// the contestant"): nothing between that could be a condition of its own.
bool onlyNamesBetween(const QuestionWords &w, const Mentions &mentions, int first, int last)
{
    for (int k = first; k <= last; ++k)
        if (!mentions.used[k] && !w.tokens[k].structural && !knowledge::isStopword(w.tokens[k].low))
            return false;
    return true;
}

// "both" or "either" shortly before a value with only names and small words between ("both
// cats", "from both airports 'APG'", "either the state of Hawaii"), or -1.
int setWordBefore(const QuestionWords &w, const Mentions &mentions, const ShapeWords &shape, const ValueMention &v,
                  QStringView word)
{
    for (const int t : shape.setWords)
        if (w.tokens[t].low == word && t < v.first && t >= v.first - 4 && onlyNamesBetween(w, mentions, t + 1, v.first - 1))
            return t;
    return -1;
}

// The one "and" or "or" between two values with only names and small words besides ("cat or dog",
// "the state of Hawaii or the state of Wisconsin", "Master students and Bachelor"), or -1.
int joiningWord(const QuestionWords &w, const Mentions &mentions, const ValueMention &a, const ValueMention &b,
                QStringView word)
{
    if (a.first < 0 || b.first <= a.last + 1 || b.first > a.last + 4 || !onlyNamesBetween(w, mentions, a.last + 1, b.first - 1))
        return -1;
    int found = -1;
    for (int k = a.last + 1; k < b.first; ++k)
        if (w.tokens[k].low == word)
            found = found == -1 ? k : -2;
    return std::max(found, -1);
}

// "List both the name and the id": a "both" right before a column joined by "and" to another is
// only a list of columns.
void bothListsColumns(const QuestionWords &w, const Mentions &mentions, const ShapeWords &shape, Structure &out)
{
    const auto columnAt = [&](int token) {
        for (const SchemaMention &m : mentions.schema)
            if (!m.isTable && m.first == token)
                return &m;
        return static_cast<const SchemaMention *>(nullptr);
    };
    const auto small = [&](int token) { return token < w.tokens.size() && (w.tokens[token].low == u"the" || w.tokens[token].low == u"a"); };
    for (const int t : shape.setWords) {
        if (w.tokens[t].low != u"both" || out.setWordsRead.contains(t))
            continue;
        const SchemaMention *first = columnAt(small(t + 1) ? t + 2 : t + 1);
        const int andToken = first ? first->last + 1 : -1;
        if (andToken > 0 && andToken < w.tokens.size() && w.tokens[andToken].low == u"and" &&
            columnAt(small(andToken + 1) ? andToken + 2 : andToken + 1))
            out.setWordsRead << t;
    }
}

// "cats but not dogs", "Toys but not any Books": the "not" between two values when "but" comes
// right before it and only articles follow, or -1.
int butNot(const QuestionWords &w, const Mentions &mentions, const ValueMention &a, const ValueMention &b)
{
    if (a.first < 0 || b.first < a.last + 3 || b.first > a.last + 4 || w.tokens[a.last + 1].low != u"but" ||
        w.tokens[a.last + 2].low != u"not")
        return -1;
    for (int k = a.last + 3; k < b.first; ++k)
        if (!mentions.used[k] && !knowledge::isStopword(w.tokens[k].low) && w.tokens[k].low != u"a")
            return -1;
    return a.last + 2;
}

// "compare web and store revenue", "web vs store": the words that make two values of one column
// a comparison (the "vs" between them, or the "and" between them when "compare" comes before), or
// none.
QList<int> comparingWords(const QuestionWords &w, const Mentions &mentions, const ValueMention &head, const ValueMention &a,
                          const ValueMention &b)
{
    if (a.first >= 0 && b.first == a.last + 2 && (w.tokens[a.last + 1].low == u"vs" || w.tokens[a.last + 1].low == u"versus"))
        return {a.last + 1};
    const int andToken = joiningWord(w, mentions, a, b, u"and");
    int compare = head.first - 1;
    while (compare >= 0 && w.tokens[compare].low != u"compare" && w.tokens[compare].low != u"comparing")
        --compare;
    if (andToken < 0 || compare < 0)
        return {};
    return {compare, andToken};
}

// Two values of the same column: joined by "or" right between them they are alternatives (IN),
// "either" before the first read with them; joined by "and" right between them after "both",
// every one is wanted (a set operation the plan checks the rows can have). Other pairs are
// declined. Values of different columns are ANDed. Any column both are stored in counts
// (whichever place value search lists first).
Decline sameColumnValues(const QuestionWords &w, const Mentions &mentions, const ShapeWords &shape, Structure &out)
{
    const QList<ValueMention> &values = mentions.values;
    const bool versus = std::any_of(w.tokens.begin(), w.tokens.end(),
                                    [](const Token &t) { return t.low == u"vs" || t.low == u"versus" || t.low == u"but"; });
    if (!(shape.andOr || versus) || values.size() < 2)
        return {};
    for (int a = 0; a < values.size(); ++a)
        for (int b = a + 1; b < values.size(); ++b) {
            if (!shareAColumn(values[a], values[b]))
                continue;
            const int first = out.alternativeOf.value(a, out.everyOf.value(a, a));
            const ValueMention &head = values[first];
            const int orToken = b == a + 1 ? joiningWord(w, mentions, values[a], values[b], u"or") : -1;
            if (orToken >= 0 && !out.alternativeOf.contains(b) && !out.everyOf.contains(a)) {
                out.alternativeOf.insert(b, first);
                out.orTokensRead << orToken;
                if (const int either = setWordBefore(w, mentions, shape, head, u"either"); either >= 0)
                    out.setWordsRead << either;
                continue;
            }
            if (const QList<int> words = comparingWords(w, mentions, head, values[a], values[b]);
                b == a + 1 && !words.isEmpty() && !out.everyOf.contains(a)) {
                out.alternativeOf.insert(b, first);
                out.compared.insert(first);
                out.joinersRead << words;
                continue;
            }
            if (const int notToken = b == a + 1 ? butNot(w, mentions, values[a], values[b]) : -1;
                notToken >= 0 && !out.alternativeOf.contains(a)) {
                out.exceptOf.insert(b, first);
                out.negationsRead << notToken;
                out.joinersRead << notToken - 1;
                continue;
            }
            const bool joined = b == a + 1 && joiningWord(w, mentions, values[a], values[b], u"and") >= 0;
            const int both = joined ? setWordBefore(w, mentions, shape, head, u"both") : -1;
            if (both >= 0 && !out.alternativeOf.contains(a)) {
                out.everyOf.insert(b, first);
                out.setWordsRead << both;
                continue;
            }
            return twoValuesOfOneColumn(values[a].text, values[b].text);
        }
    return {};
}

// "from the oldest to the youngest": the mention after "to" names the sorted column again.
int sortedToMention(const QuestionWords &w, const Mentions &mentions, int orderMention)
{
    if (orderMention < 0)
        return -1;
    const SchemaMention &order = mentions.schema[orderMention];
    for (int mi = orderMention + 1; mi < mentions.schema.size(); ++mi) {
        const SchemaMention &m = mentions.schema[mi];
        const int j = w.wordBefore(m.first, [](const QString &x) { return x == u"the"; });
        if (j >= 0 && w.tokens[j].low == u"to" && m.candidates.first().col == order.candidates.first().col)
            return mi;
    }
    return -1;
}

// "countries where English or Dutch is the official language": the column after "is" only says
// what the values before it are (countrylanguage.Language); it is not a column asked for.
void restatedAfterValues(const QuestionWords &w, const Mentions &mentions, const SchemaLexicon &lex, Structure &s)
{
    const QList<Token> &toks = w.tokens;
    for (int mi = 0; mi < mentions.schema.size(); ++mi) {
        const SchemaMention &m = mentions.schema[mi];
        const int col = m.candidates.first().col;
        if (m.isTable || col < 0)
            continue;
        int j = m.first - 1;
        while (j >= 0 && (detail::article(toks[j].low) || mentions.valueAt(j)))
            --j; // "is the official language": a flag's adjective qualifies it
        if (j < 1 || !detail::formOfBe(toks[j].low))
            continue;
        const bool ofThatColumn = std::any_of(mentions.values.begin(), mentions.values.end(), [&](const ValueMention &v) {
            return v.last == j - 1 && !v.hits.isEmpty() && lex.findTable(v.hits.first().table) == lex.cols[col].table &&
                   v.hits.first().column.compare(lex.cols[col].name, Qt::CaseInsensitive) == 0;
        });
        if (ofThatColumn)
            s.restated << mi;
    }
}

} // namespace

Decline twoValuesOfOneColumn(const QString &a, const QString &b)
{
    return Decline{ask::DeclineReason::TwoValuesOfOneColumn, {a, b}};
}

Staged<Structure> readStructure(const QuestionWords &words, const Mentions &mentions, const ShapeWords &shape,
                                const SchemaLexicon &lexicon, const QList<Absence> &absences)
{
    Structure s;
    s.absences = absences;
    s.groupMentions = groupMentionsOf(words, mentions, shape, lexicon, &s.modifiers);
    s.orderMention = orderMentionOf(words, mentions, shape, lexicon);
    // "revenue per unit sold": what follows "per" divides the figure, it does not group
    if ((s.ratio = readRatio(words, mentions, lexicon))) {
        s.groupMentions.removeAll(s.ratio->denominator);
        if (s.orderMention == s.ratio->denominator)
            s.orderMention = -1;
    }
    if (const int to = sortedToMention(words, mentions, s.orderMention); to >= 0)
        s.restated << to;
    restatedAfterValues(words, mentions, lexicon, s);
    if (Decline why = bindComparisons(words, mentions, shape, lexicon, s); !why.isEmpty())
        return why;
    if (Decline why = sameColumnValues(words, mentions, shape, s); !why.isEmpty())
        return why;
    bothListsColumns(words, mentions, shape, s);
    return s;
}

} // namespace assay::offline
