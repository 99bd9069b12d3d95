// Stored values a question names: quoted literals, then unquoted spans of content words (three,
// two, one) that are no schema name and that value search finds exactly, ignoring case (or, for a
// capitalised adjective, the noun WordNet says it pertains to: "French" for 'France'); and the
// glossary's terms (value synonyms, business measures).
#include "mentions.h"
#include "schemalexicon.h"

#include "knowledge/textanalysis.h"

#include <QRegularExpression>

#include <algorithm>

namespace assay::offline {

namespace {

// The tokens inside [begin, end) of the text; false when none.
bool tokenRange(const QList<Token> &toks, int begin, int end, int *first, int *last)
{
    *first = -1;
    for (int i = 0; i < toks.size(); ++i) {
        if (toks[i].begin >= begin && toks[i].end <= end) {
            if (*first < 0)
                *first = i;
            *last = i;
        }
    }
    return *first >= 0;
}

// The places value search stores this text exactly (ignoring case). Stored values with stray
// spaces ("Aberdeen ") are still the value the question names, after those stored as written.
QList<knowledge::ValueHit> exactHits(const MentionSources &sources, const QString &text)
{
    QList<knowledge::ValueHit> out;
    QList<knowledge::ValueHit> padded;
    if (!sources.searchValues)
        return out;
    for (const knowledge::ValueHit &h : sources.searchValues(text, 12)) {
        if (h.value.compare(text, Qt::CaseInsensitive) == 0)
            out << h;
        else if (h.value.trimmed().compare(text.trimmed(), Qt::CaseInsensitive) == 0)
            padded << h;
    }
    if (out.isEmpty())
        out = padded;
    return out;
}

void addQuoted(const QuestionWords &words, const MentionSources &sources, Mentions &out)
{
    // "..." or '...' after a space (an apostrophe inside a word, "Children's", is not a quote).
    static const QRegularExpression quoted(
        QStringLiteral("(?:^|(?<=\\s))[\"“‘']([^\"”’']{1,80})[\"”’'](?=$|[\\s?.,!;:])"));
    for (auto it = quoted.globalMatch(words.text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        int first = 0, last = 0;
        if (!tokenRange(words.tokens, int(m.capturedStart(1)), int(m.capturedEnd(1)), &first, &last))
            continue;
        const QString text = m.captured(1).trimmed();
        for (int i = first; i <= last; ++i)
            out.used[i] = true;
        out.values << ValueMention{first, last, text, exactHits(sources, text)};
    }
}

// Whether tokens [i, i + len) may be a stored value: free content words, and no schema name
// unless capitalised mid-sentence (a proper noun).
bool valueSpan(const QuestionWords &words, const SchemaLexicon &lexicon, const Mentions &out, int i, int len)
{
    const QList<Token> &toks = words.tokens;
    bool ok = true;
    bool capital = false;
    QStringList stemParts;
    for (int j = i; j < i + len && ok; ++j) {
        const Token &t = toks[j];
        ok = !out.used[j] && !t.time && !(t.structural && len == 1) && !(t.number && len == 1);
        capital = capital || (t.raw.at(0).isUpper() && j > 0);
        stemParts << t.stem;
    }
    if (!ok || (toks[i].structural && !toks[i].raw.at(0).isUpper()) ||
        (toks[i + len - 1].structural && !toks[i + len - 1].raw.at(0).isUpper()))
        return false;
    const QString key = stemParts.join(QLatin1Char(' '));
    const auto schemaName = [&](const QString &k) { return lexicon.tableByKey.contains(k) || lexicon.colByKey.contains(k); };
    // With the words right before or after it the span spells a schema name that "of" follows:
    // "the Package Option of ..." names Package_Option, not its stored value 'Option' ("the
    // package Option" at the end of a question may be either, and keeps the value).
    const auto ofAt = [&](int t) { return t < toks.size() && toks[t].low == u"of"; };
    QStringList before = stemParts, after = stemParts;
    bool beforeOpen = true, afterOpen = true; // only words next to each other
    for (int k = 1; k <= 2; ++k) {
        beforeOpen = beforeOpen && i - k >= 0 && !out.used[i - k];
        if (beforeOpen) {
            before.prepend(toks[i - k].stem);
            if (ofAt(i + len) && schemaName(before.join(QLatin1Char(' '))))
                return false;
        }
        const int next = i + len - 1 + k;
        afterOpen = afterOpen && next < toks.size() && !out.used[next];
        if (afterOpen) {
            after << toks[next].stem;
            if (ofAt(next + 1) && schemaName(after.join(QLatin1Char(' '))))
                return false;
        }
    }
    return capital || !schemaName(key);
}

// "cats", "puppies", "boxes": the singular a stored value may have ("cat"), or empty. Not for a
// word of a schema name ("Package Options" names Package_Option, not its value 'Option').
QStringList singularsOf(const QString &word, const SchemaLexicon &lexicon)
{
    const QString low = word.toLower();
    if (low.size() < 4 || !low.endsWith(u's') || low.endsWith(QLatin1String("ss")) ||
        lexicon.schemaWords.contains(knowledge::stem(low)) || lexicon.schemaWords.contains(low.chopped(1)))
        return {};
    QStringList out;
    if (low.endsWith(QLatin1String("ies")))
        out << word.chopped(3) + QLatin1Char('y');
    out << word.chopped(1);
    static const QRegularExpression sibilantEs(QStringLiteral("(s|x|z|ch|sh)es$"));
    if (sibilantEs.match(low).hasMatch() && low.size() > 5) // "boxes", not "uses" -> "us"
        out << word.chopped(2);
    return out;
}

void addUnquoted(const QuestionWords &words, const SchemaLexicon &lexicon, const MentionSources &sources,
                 Mentions &out)
{
    const QList<Token> &toks = words.tokens;
    for (int len = 3; len >= 1; --len) {
        for (int i = 0; i + len <= toks.size(); ++i) {
            if (!valueSpan(words, lexicon, out, i, len))
                continue;
            // A stored value may end in 's itself ("Macy's"): tried whole first, then the owner.
            const Token &lastTok = toks[i + len - 1];
            QString text;
            QList<knowledge::ValueHit> hits;
            if (lastTok.fullEnd > 0) {
                text = words.text.mid(toks[i].begin, lastTok.fullEnd - toks[i].begin);
                hits = exactHits(sources, text);
            }
            if (hits.isEmpty()) {
                text = words.text.mid(toks[i].begin, lastTok.end - toks[i].begin);
                hits = exactHits(sources, text);
            }
            // a plural of a stored value ("students who have cats": 'cat')
            for (const QString &singular : len == 1 && hits.isEmpty() ? singularsOf(text, lexicon) : QStringList())
                if (hits.isEmpty())
                    hits = exactHits(sources, singular);
            // an adjective of a stored name ("French" singers: 'France'; "Asian" countries: 'Asia')
            if (hits.isEmpty() && len == 1 && sources.pertainsTo && lastTok.raw.at(0).isUpper())
                for (const QString &noun : sources.pertainsTo(text))
                    if (hits.isEmpty())
                        hits = exactHits(sources, noun);
            if (hits.isEmpty())
                continue;
            for (int j = i; j < i + len; ++j)
                out.used[j] = true;
            out.values << ValueMention{i, i + len - 1, text, hits};
        }
    }
}

// "web and store revenue": a word of the schema ("store", the stores table) joined by "and",
// "or" or "vs" to a stored value is a value too when the same column stores it ('Store' beside
// 'Web' in orders.channel).
void addPartnerValues(const QuestionWords &words, const MentionSources &sources, Mentions &out)
{
    const QList<Token> &toks = words.tokens;
    for (int vi = 0; vi < out.values.size(); ++vi) {
        const ValueMention v = out.values[vi];
        for (const int k : {v.first - 2, v.last + 2}) {
            const int joiner = k < v.first ? k + 1 : k - 1;
            if (v.first < 0 || k < 0 || k >= toks.size() || out.used[k] || toks[k].number || toks[k].time)
                continue;
            const QString &j = toks[joiner].low;
            if (j != u"and" && j != u"or" && j != u"vs" && j != u"versus")
                continue;
            QList<knowledge::ValueHit> hits;
            for (const knowledge::ValueHit &h : exactHits(sources, toks[k].raw))
                if (std::any_of(v.hits.begin(), v.hits.end(),
                                [&](const knowledge::ValueHit &x) { return x.table == h.table && x.column == h.column; }))
                    hits << h;
            if (hits.isEmpty())
                continue;
            out.used[k] = true;
            out.values << ValueMention{k, k, toks[k].raw, hits};
        }
    }
}

// "official languages", "discontinued products": the adjective a yes/no column is named for
// means its rows whose flag is yes, a stored value like any other.
void addFlags(const QuestionWords &words, const SchemaLexicon &lexicon, Mentions &out)
{
    const QList<Token> &toks = words.tokens;
    for (int i = 0; i < toks.size(); ++i) {
        const QList<int> flags = lexicon.colByFlagWord.value(toks[i].stem);
        if (out.used[i] || toks[i].number || flags.isEmpty())
            continue;
        ValueMention m{i, i, toks[i].raw, {}};
        for (int c : flags) {
            knowledge::ValueHit h;
            h.table = lexicon.tabs[lexicon.cols[c].table].qualified;
            h.column = lexicon.cols[c].name;
            h.value = lexicon.cols[c].trueValue;
            h.mention = toks[i].raw;
            m.hits << h;
        }
        out.used[i] = true;
        out.values << m;
    }
}

} // namespace

void addValueMentions(const QuestionWords &words, const SchemaLexicon &lexicon, const MentionSources &sources,
                      Mentions &out)
{
    addQuoted(words, sources, out);
    addUnquoted(words, lexicon, sources, out);
    addFlags(words, lexicon, out);
    addPartnerValues(words, sources, out);
    std::sort(out.values.begin(), out.values.end(),
              [](const ValueMention &a, const ValueMention &b) { return a.first < b.first; });
}

QList<ask::WordMeaning> glossaryMeanings(const QList<knowledge::GlossaryEntry> &glossary)
{
    QList<ask::WordMeaning> out;
    for (const knowledge::GlossaryEntry &g : glossary) {
        const bool names = (g.kind == knowledge::GlossaryEntry::Kind::Term || g.kind == knowledge::GlossaryEntry::Kind::Acronym) &&
                           !g.table.isEmpty() && g.expression.isEmpty() && g.value.isEmpty();
        if (!names)
            continue;
        for (const QString &w : QStringList{g.term} + g.aliases)
            if (!w.trimmed().isEmpty())
                out << ask::WordMeaning{w.trimmed().toLower(), g.table, g.column};
    }
    return out;
}

// "vocalists" the analyst said means singer: a mention by name, of that one table or column.
void addMeaningMentions(const QuestionWords &words, const SchemaLexicon &lex, const QList<ask::WordMeaning> &meanings,
                        Mentions &out)
{
    const QList<Token> &toks = words.tokens;
    for (const ask::WordMeaning &m : meanings) {
        const int t = lex.findTable(m.table);
        const int c = t < 0 || m.column.isEmpty() ? -1 : lex.findColumnOf(t, m.column);
        if (t < 0 || (!m.column.isEmpty() && c < 0))
            continue; // a meaning of a table this connection no longer has
        const QStringList want = knowledge::analyzeWords(m.word, false); // stems, as tokens have them
        if (want.isEmpty())
            continue;
        for (int i = 0; i + want.size() <= toks.size(); ++i) {
            bool match = true;
            for (int j = 0; j < want.size() && match; ++j)
                match = !out.used[i + j] && (toks[i + j].stem == want[j] || toks[i + j].low == want[j]);
            if (!match)
                continue;
            SchemaMention mention;
            mention.first = i;
            mention.last = i + int(want.size()) - 1;
            mention.isTable = c < 0;
            mention.chosen = true;
            mention.candidates = {Candidate{c, t, 10}};
            for (int j = mention.first; j <= mention.last; ++j)
                out.used[j] = true;
            out.schema << mention;
        }
    }
    std::stable_sort(out.schema.begin(), out.schema.end(),
                     [](const SchemaMention &a, const SchemaMention &b) { return a.first < b.first; });
}

void addGlossaryMentions(const QuestionWords &words, const QList<knowledge::GlossaryEntry> &glossary,
                         Mentions &out)
{
    // Glossary value synonyms ("DE" means Germany in customers.country) and business terms.
    for (const knowledge::GlossaryEntry &g : glossary) {
        if (!g.mentionedIn(words.text))
            continue;
        // The term's words are accounted for ("DE" means Germany): not a name left unexplained.
        for (const QString &w : knowledge::analyzeWords(g.term, false))
            out.glossaryWords.insert(w);
        if (g.kind == knowledge::GlossaryEntry::Kind::ValueSynonym && !g.value.isEmpty() && !g.column.isEmpty()) {
            knowledge::ValueHit h;
            h.table = g.table;
            h.column = g.column;
            h.value = g.value;
            out.values << ValueMention{-1, -1, g.term, {h}};
        } else if (!g.expression.isEmpty()) {
            out.glossaryMeasures << GlossaryMeasure{g.expression, g.table, g.term};
        }
    }
}

} // namespace assay::offline
