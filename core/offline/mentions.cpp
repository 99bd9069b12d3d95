#include "mentions.h"
#include "offlinetr.h"
#include "offlinewords.h"
#include "schemalexicon.h"

#include "ask/timeexpressions.h"
#include "knowledge/textanalysis.h"

#include <QDebug>

#include <algorithm>

namespace assay::offline {

using namespace detail;

namespace {

void debugDump(const QuestionWords &words, const SchemaLexicon &lex, const Mentions &out)
{
    QStringList t, m, v;
    for (int i = 0; i < words.tokens.size(); ++i) {
        const Token &k = words.tokens[i];
        t << k.low + QLatin1Char('/') + k.stem + (k.structural ? QStringLiteral("/s") : QString()) +
                 (out.used[i] ? QStringLiteral("/u") : QString());
    }
    for (const SchemaMention &x : out.schema)
        m << QStringLiteral("%1-%2:%3")
                 .arg(x.first)
                 .arg(x.last)
                 .arg(x.candidates.first().col >= 0 ? lex.colTitle(x.candidates.first().col)
                                                    : lex.tabs[x.candidates.first().table].name);
    for (const ValueMention &x : out.values)
        v << x.text + QLatin1Char('=') +
                 (x.hits.isEmpty() ? QString() : x.hits.first().table + QLatin1Char('.') + x.hits.first().column);
    QStringList w;
    for (const knowledge::WordMatch &x : out.wordMatches)
        w << QStringLiteral("%1 [%2%3 %4 f%5]")
                 .arg(x.explain(), x.table, x.column.isEmpty() ? QString() : QLatin1Char('.') + x.column)
                 .arg(x.weight, 0, 'f', 2)
                 .arg(int(x.field));
    qDebug().noquote() << "offline tokens:" << t.join(QLatin1Char(' ')) << "\n  mentions:" << m.join(QStringLiteral(", "))
                       << "\n  values:" << v.join(QStringLiteral(", ")) << "\n  wordnet:" << w.join(QStringLiteral("; "));
}

// The table the figure comes from: the first numeric column's, else the first table named, else
// the glossary measure's; -1 when none.
int anchorTable(const SchemaLexicon &lex, const Mentions &out)
{
    for (const SchemaMention &m : out.schema) {
        const Candidate &c = m.candidates.first();
        if (lex.measureColumn(c.col))
            return c.table;
    }
    for (const SchemaMention &m : out.schema)
        if (m.isTable)
            return m.candidates.first().table;
    int anchor = -1;
    for (const GlossaryMeasure &g : out.glossaryMeasures)
        if (anchor < 0 && !g.table.isEmpty())
            anchor = lex.findTable(g.table);
    return anchor;
}

void byScore(QList<Candidate> &candidates)
{
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate &a, const Candidate &b) { return a.score > b.score; });
}

} // namespace

int Mentions::schemaAt(int token) const
{
    for (int i = 0; i < schema.size(); ++i)
        if (schema[i].first <= token && token <= schema[i].last)
            return i;
    return -1;
}

int Mentions::valueMentionAt(int token) const
{
    for (int i = 0; i < values.size(); ++i)
        if (values[i].first <= token && token <= values[i].last)
            return i;
    return -1;
}

int Mentions::tableAfterOf(const QList<Token> &tokens, int ofToken) const
{
    int i = ofToken + 1;
    while (i < tokens.size() && (tokens[i].low == u"the" || tokens[i].low == u"all" || tokens[i].low == u"each" ||
                                 tokens[i].low == u"every"))
        ++i;
    const int owner = i < tokens.size() ? schemaAt(i) : -1;
    return owner >= 0 && schema[owner].isTable ? schema[owner].candidates.first().table : -1;
}

// "the languages used by the least number of TV channels and how many channels use it": a word
// that only names foreign keys to a table the question names ("channels": Cartoon.Channel and
// TV_series.Channel, both referencing TV_Channel), and is that table's head noun, names the table
// again, not a column of some other table that would join it in.
static void readKeysAsTheirTable(const SchemaLexicon &lex, const QuestionWords &words, Mentions &out)
{
    QSet<int> named;
    for (const SchemaMention &m : std::as_const(out.schema))
        if (m.isTable)
            named.insert(m.candidates.first().table);
    for (SchemaMention &m : out.schema) {
        if (m.isTable || m.first != m.last)
            continue;
        int referenced = -1;
        bool allKeys = true;
        for (const Candidate &c : std::as_const(m.candidates)) {
            const int key = c.col >= 0 ? lex.referencedKey(c.col) : -1;
            const int t = key >= 0 ? lex.cols[key].table : -1;
            allKeys = allKeys && t >= 0 && t != c.table && (referenced < 0 || referenced == t);
            referenced = t;
        }
        if (!allKeys || !named.contains(referenced))
            continue;
        // "the battles that lost any ships": a verb after a relative pronoun that names the key
        // (ship.lost_in_battle) says how the named tables relate; it joins them, it is not listed
        const int owner = m.candidates.first().table;
        const QString &before = m.first > 0 ? words.tokens[m.first - 1].low : QString();
        if (m.candidates.size() == 1 && named.contains(owner) && detail::relativePronoun(before)) {
            m.isTable = true;
            m.candidates = {Candidate{-1, owner, m.candidates.first().score}};
            continue;
        }
        if (lex.headStem(referenced) != words.tokens[m.last].stem)
            continue;
        m.isTable = true;
        m.candidates = {Candidate{-1, referenced, m.candidates.first().score}};
    }
}

void rankCandidates(const SchemaLexicon &lex, Mentions &out)
{
    for (const SchemaMention &m : std::as_const(out.schema))
        if (m.isTable)
            for (const Candidate &c : m.candidates)
                out.namedTables.insert(c.table);
    out.mentionedTables = out.namedTables; // by name, not through a value
    for (const ValueMention &v : std::as_const(out.values))
        if (!v.hits.isEmpty())
            if (int t = lex.findTable(v.hits.first().table); t >= 0)
                out.namedTables.insert(t);
    // Columns of tables the question names come first; otherwise the schema's order. A view's name
    // ("sales channel", the sales view) says what its rows are, not which copy of a column it
    // repeats: the base table's stays the one the joins can reach.
    for (SchemaMention &m : out.schema) {
        for (Candidate &c : m.candidates) {
            if (out.namedTables.contains(c.table) && !lex.tabs[c.table].view)
                c.score += 3;
            if (c.col >= 0 && lex.cols[c.col].key)
                c.score -= 1.5;
        }
        byScore(m.candidates);
    }
    // Among columns that are otherwise equal, the one that describes the anchor's rows most
    // directly wins ("revenue by channel": the order's own channel, not the channel of the
    // campaign an order may have).
    const int anchor = anchorTable(lex, out);
    if (anchor < 0)
        return;
    for (SchemaMention &m : out.schema) {
        if (m.candidates.size() < 2)
            continue;
        // a tie-break only: less than the gap between a name and a description match
        for (Candidate &c : m.candidates)
            c.score -= 0.04 * std::min(lex.closeness(anchor, c.table), 20);
        byScore(m.candidates);
    }
}

Decline unplacedWords(const QuestionWords &words, const SchemaLexicon &lex,
                      const Mentions &mentions) {
    // A name nothing stores, or whose names a plural after "names of" asks for: declined before
    // anything else is read (every other word is accounted for by the word ledger at the end).
    const QList<Token> &toks = words.tokens;
    for (int i = 0; i < toks.size(); ++i) {
        const Token &t = toks[i];
        if (mentions.used[i] || t.time || t.number)
            continue;
        // A name mid-sentence ("flights from Aberdeen") that is no stored value and no word of a
        // schema name ("TV" of TV_Channel): answering without it would answer another question.
        const bool functionWord = knowledge::isStopword(t.low) && !typedAsCode(t.raw, words.text); // "CAN" is a code
        if (i > 0 && t.raw.size() > 1 && t.raw.at(0).isUpper() && !t.structural && !functionWord &&
            !mentions.glossaryWords.contains(t.low) && !mentions.glossaryWords.contains(t.stem) &&
            !startsSentence(words.text, toks[i - 1].end, t.begin) && !lex.schemaWords.contains(t.low) &&
            !lex.schemaWords.contains(t.stem) && !(t.low.endsWith(u's') && lex.schemaWords.contains(t.low.chopped(1))))
            return Decline{ask::DeclineReason::UnknownName, {t.raw}};
        // an "id" of no table ("the id and names"): dropped, the rows would come without it
        if ((t.low == u"id" || t.low == u"ids") && !t.structural)
            return Decline{ask::DeclineReason::WhoseId, {t.raw}};
        if (t.structural || functionWord || t.low.size() <= 2)
            continue;
        // "the names of nations": whose names, "names" or "ids" cannot say itself
        if (i >= 2 && toks[i - 1].low == u"of" && (toks[i - 2].stem == u"name" || toks[i - 2].stem == u"id") &&
            t.low.endsWith(u's'))
            return Decline{ask::DeclineReason::UnclearReference, {t.raw}};
    }
    return {};
}

// "which month had the most orders", "each month of 2024" where a date dimension has a column
// called month (calendar.month): the period the grain word names is the series' grain, not
// that column.
static void dropAskedPeriodColumn(const QuestionWords &words, const SchemaLexicon &lex, Mentions &out)
{
    if (words.grain == ask::TimeGrainHint::None)
        return;
    static const QSet<QString> periodWords = {QStringLiteral("day"), QStringLiteral("week"), QStringLiteral("month"),
                                              QStringLiteral("quarter"), QStringLiteral("year")};
    out.schema.removeIf([&](const SchemaMention &m) {
        const int at = m.first;
        if (m.last != at || m.isTable || !periodWords.contains(words.tokens[at].low))
            return false;
        const int c = m.candidates.first().col;
        if (c < 0 || lex.cols[c].name.compare(words.tokens[at].low, Qt::CaseInsensitive) != 0)
            return false;
        const QList<int> &own = lex.tabs[lex.cols[c].table].cols;
        const bool dateDimension = std::any_of(own.begin(), own.end(), [&](int x) { return lex.cols[x].date; });
        if (dateDimension)
            out.used[at] = false;
        return dateDimension;
    });
}

QuestionWords withoutGrainOfNames(QuestionWords words, const Mentions &mentions)
{
    // "which year has the most concerts" where concert.Year is a column (no date to group by
    // years of): the column, not a grain
    if (words.askedPeriod >= 0 && mentions.schemaAt(words.askedPeriod) >= 0 && words.periods.isEmpty()) {
        words.askedPeriod = -1;
        words.grain = ask::findTimeGrain(words.text);
    }
    if (words.grain == ask::TimeGrainHint::None || !words.periods.isEmpty())
        return words;
    QString text = words.text;
    for (const SchemaMention &m : mentions.schema) {
        if (m.first == m.last)
            continue; // "per month" with a calendar.month column still asks for months
        const int begin = words.tokens[m.first].begin;
        const int end = words.tokens[m.last].end;
        text.replace(begin, end - begin, QString(end - begin, u' '));
    }
    const ask::TimeGrainHint grain = ask::findTimeGrain(text);
    // "which month had the most orders": the period asked for is no grain word inside a name
    if (grain != ask::TimeGrainHint::None || words.askedPeriod < 0)
        words.grain = grain;
    return words;
}

Staged<Mentions> findMentions(const QuestionWords &words, const SchemaLexicon &lexicon,
                              const MentionSources &sources)
{
    Mentions out;
    out.used = QList<bool>(words.tokens.size(), false);
    addValueMentions(words, lexicon, sources, out);
    addGlossaryMentions(words, sources.glossary, out);
    addMeaningMentions(words, lexicon, sources.meanings, out);
    addSchemaMentions(words, lexicon, out);
    if (sources.wordMatches) {
        out.wordMatches = sources.wordMatches(words.text);
        addWordNetMentions(words, lexicon, out.wordMatches, out);
    }
    mergeAdjacentMentions(out);
    dropAskedPeriodColumn(words, lexicon, out);
    addCalledNames(words, lexicon, out);
    addKeyWords(words, lexicon, out);
    if (sources.verbLemmas)
        for (int i = 0; i < words.tokens.size(); ++i)
            for (const QString &lemma : out.used[i] || words.tokens[i].number ? QStringList() : sources.verbLemmas(words.tokens[i].low))
                if (const QList<int> tables = lexicon.tableByKey.value(knowledge::stem(lemma)); tables.size() == 1)
                    out.verbTables.insert(i, tables.first());
    readKeysAsTheirTable(lexicon, words, out);
    static const bool debug = qEnvironmentVariableIsSet("ASSAY_OFFLINE_DEBUG");
    if (debug)
        debugDump(words, lexicon, out);
    rankCandidates(lexicon, out);
    // "the reasons for the drop in sales": a question why, which only a model answers; not when
    // "reasons" names a column of what follows "for" ("the reasons for returns": returns.reason)
    if (const int at = words.explanationAsked; at >= 0) {
        const int mi = out.schemaAt(at);
        int next = at + 2; // past "for"
        while (next < words.tokens.size() && detail::article(words.tokens[next].low))
            ++next;
        const int owner = next < words.tokens.size() ? out.schemaAt(next) : -1;
        const bool data = mi >= 0 && !out.schema[mi].isTable && owner >= 0 && out.schema[owner].isTable &&
                          out.schema[owner].candidates.first().table == out.schema[mi].candidates.first().table;
        if (!data)
            return Decline{ask::DeclineReason::NeedsModel};
    }
    if (out.schema.isEmpty() && out.values.isEmpty() && out.glossaryMeasures.isEmpty())
        return Decline{ask::DeclineReason::NothingKnown};
    if (Decline why = unplacedWords(words, lexicon, out); !why.isEmpty())
        return why;
    if (sources.modifierOnly)
        for (int i = 0; i < words.tokens.size(); ++i) {
            const Token &t = words.tokens[i];
            if (!out.used[i] && !t.structural && !t.number && !t.time && sources.modifierOnly(t.low))
                out.unplacedModifiers << t.raw;
        }
    return out;
}

} // namespace assay::offline
