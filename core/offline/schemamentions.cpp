// Tables and columns a question names: by their names (longest spans first), by a word of their
// description or a business synonym ("spend" -> revenue), and by WordNet relations to their names.
#include "mentions.h"
#include "offlinewords.h"
#include "schemalexicon.h"

#include "knowledge/semanticindex.h"
#include "knowledge/textanalysis.h"

#include <algorithm>

namespace assay::offline {

using namespace detail;

namespace {

// The candidates a span of stems names: a table, a column, "ids"/"names" (the column named after
// its table), or "<table> <column>" ("singer name").
QList<Candidate> namedBy(const SchemaLexicon &lex, const QStringList &parts, bool *isTable)
{
    QList<Candidate> out;
    const QString key = parts.join(QLatin1Char(' '));
    *isTable = false;
    if (lex.tableByKey.contains(key)) {
        *isTable = true;
        for (int t : lex.tableByKey.value(key))
            out << Candidate{-1, t, 3};
    } else if (lex.colByKey.contains(key) || lex.colByBareKey.contains(key)) {
        for (int c : lex.colByKey.value(key))
            out << Candidate{c, lex.cols[c].table, 2};
        // "age" for pet_age: below a column of that very name unless its table is named
        for (int c : lex.colByBareKey.value(key))
            out << Candidate{c, lex.cols[c].table, 1};
    } else if (parts.size() >= 2 && lex.colBySuffixKey.contains(key)) {
        for (int c : lex.colBySuffixKey.value(key))
            out << Candidate{c, lex.cols[c].table, 1};
    } else if (parts.size() == 1 &&
               (genericColumnWord(key) || (key.endsWith(QLatin1Char('s')) && genericColumnWord(key.chopped(1))))) {
        // "ids", "names", "descriptions": the column named after its table ("document_id")
        const QString word = genericColumnWord(key) ? key : key.chopped(1);
        for (int t = 0; t < lex.tabs.size(); ++t)
            for (int c : lex.tabs[t].cols)
                if (lex.cols[c].nameKey == lex.tabs[t].nameKey + QLatin1Char(' ') + word ||
                    (!lex.tabs[t].plainKey.isEmpty() && lex.cols[c].nameKey == lex.tabs[t].plainKey + QLatin1Char(' ') + word))
                    out << Candidate{c, t, 1.5};
    } else if (parts.size() >= 2 && lex.tableByKey.contains(parts.first())) {
        // "singer name": a column of a named table ("customer ids": its "id", which the light
        // stemmer leaves plural)
        const QString rest = parts.mid(1).join(QLatin1Char(' '));
        const QString singular = rest.endsWith(QLatin1Char('s')) ? rest.chopped(1) : rest;
        for (int t : lex.tableByKey.value(parts.first())) {
            // a view's name before a column ("sales channel" of the sales view) qualifies the
            // word; it does not choose the view's copy of a table's column
            if (lex.tabs[t].view)
                continue;
            for (int c : lex.tabs[t].cols) {
                if (lex.cols[c].nameKey == rest || lex.cols[c].nameKey == key ||
                    (parts.size() == 2 && singular == u"id" && lex.cols[c].nameKey == singular))
                    out << Candidate{c, t, 4};
            }
            // "airline names" where airlines names its rows in Airline
            const int label = lex.labelColumn(t);
            if (out.isEmpty() && parts.size() == 2 && singular == u"name" && lex.isNameColumn(label))
                out << Candidate{label, t, 4};
        }
    }
    return out;
}

// "the maximum share of TV series" where TV_series has a Share column: a word for a part of a
// whole names the column called that, when the question names its table too; "what share of
// cartoons ..." asks for a share of a total to compute.
bool namesAQuantityColumn(const SchemaLexicon &lex, const QList<Token> &toks, const Token &t)
{
    if (!shareWord(t.low))
        return false;
    // "what share of TV series does each channel have" asks for a share of the total; "the maximum
    // share of TV series", "the share column" name the column
    const int i = int(&t - toks.constData());
    static const QSet<QString> figureWords = {
        QStringLiteral("maximum"), QStringLiteral("minimum"), QStringLiteral("max"),     QStringLiteral("min"),
        QStringLiteral("average"), QStringLiteral("avg"),     QStringLiteral("mean"),    QStringLiteral("highest"),
        QStringLiteral("lowest"),  QStringLiteral("largest"), QStringLiteral("smallest"), QStringLiteral("total")};
    const bool ofFollows = i + 1 < toks.size() && toks[i + 1].low == u"of";
    if (ofFollows && !(i > 0 && figureWords.contains(toks[i - 1].low)))
        return false;
    QString stems = QStringLiteral(" ");
    for (const Token &k : toks)
        stems += k.stem + QLatin1Char(' ');
    const QList<int> cols = lex.colByKey.value(t.stem);
    return std::any_of(cols.begin(), cols.end(), [&](int c) {
        const LexTable &table = lex.tabs[lex.cols[c].table];
        return stems.contains(QLatin1Char(' ') + table.nameKey + QLatin1Char(' '));
    });
}

void addByName(const QuestionWords &words, const SchemaLexicon &lex, Mentions &out)
{
    const QList<Token> &toks = words.tokens;
    for (int len = 3; len >= 1; --len) {
        for (int i = 0; i + len <= toks.size(); ++i) {
            bool ok = true;
            QStringList parts;
            for (int j = i; j < i + len && ok; ++j) {
                ok = !out.used[j] && !toks[j].time && !toks[j].number &&
                     (len > 1 || !toks[j].structural || toks[j].low == u"name" || toks[j].low == u"names" ||
                      (j > 0 && toks[j - 1].low != u"please" && nounLike(toks[j].low)) ||
                      namesAQuantityColumn(lex, toks, toks[j]));
                parts << toks[j].stem;
            }
            if (!ok)
                continue;
            SchemaMention m;
            m.first = i;
            m.last = i + len - 1;
            m.candidates = namedBy(lex, parts, &m.isTable);
            if (m.candidates.isEmpty())
                continue;
            for (int j = i; j <= m.last; ++j)
                out.used[j] = true;
            out.schema << m;
        }
    }
}

// Columns a single word names through a business synonym or its description, at most four.
QList<int> describedBy(const SchemaLexicon &lex, const Token &t)
{
    QString syn = synonymFor(t.low);
    if (syn.isEmpty())
        syn = synonymFor(t.stem);
    QList<int> found;
    // columns named by the synonym ("quantity", or "pet_age" of Pets for "age") before those
    // whose description mentions it ("revenue: quantity * unit_price")
    if (!syn.isEmpty())
        for (int c : lex.colByKey.value(syn) + lex.colByBareKey.value(syn) + lex.colByDescStem.value(syn))
            if (!found.contains(c))
                found << c;
    // the word's own hits come after the synonym's, when they are few
    const QList<int> direct = lex.colByDescStem.value(t.stem);
    if (found.size() + direct.size() <= 4 || found.isEmpty())
        for (int c : direct)
            if (!found.contains(c))
                found << c;
    // A description word shared by many columns says little.
    if (found.size() > 4)
        return {};
    return found;
}

void addByDescription(const QuestionWords &words, const SchemaLexicon &lex, Mentions &out)
{
    const QList<Token> &toks = words.tokens;
    for (int i = 0; i < toks.size(); ++i) {
        const Token &t = toks[i];
        if (out.used[i] || t.time || t.number || (t.structural && t.low != u"sold"))
            continue;
        // "units sold", "items sold": the verb qualifies the measure just named
        // (not after a table: "which store sold the most" asks for a figure)
        if (t.low == u"sold" && i > 0 && std::any_of(out.schema.begin(), out.schema.end(), [&](const SchemaMention &x) {
                return x.last == i - 1 && !x.isTable && x.candidates.first().col >= 0 &&
                       lex.cols[x.candidates.first().col].numeric;
            })) {
            out.used[i] = true;
            continue;
        }
        // "the most common reasons": how often a value occurs (shapewords), not a description's word
        const bool frequency = (t.low == u"common" || t.low == u"frequent") && i > 0 &&
                               (toks[i - 1].low == u"most" || toks[i - 1].low == u"least");
        const QList<int> found = frequency ? QList<int>() : describedBy(lex, t);
        if (found.isEmpty())
            continue;
        SchemaMention m;
        m.first = m.last = i;
        m.strong = false;
        for (int c : found)
            m.candidates << Candidate{c, lex.cols[c].table, 1};
        out.used[i] = true;
        out.schema << m;
    }
}

} // namespace

// "net worth" where each word is found alone (both describe Net_Worth_Millions): one mention of
// the column, not two.
void mergeAdjacentMentions(Mentions &out)
{
    std::sort(out.schema.begin(), out.schema.end(), [](const SchemaMention &a, const SchemaMention &b) { return a.first < b.first; });
    for (int i = int(out.schema.size()) - 1; i > 0; --i) {
        SchemaMention &a = out.schema[i - 1];
        const SchemaMention &b = out.schema[i];
        const auto sameCandidates = [&] {
            if (a.candidates.size() != b.candidates.size() || a.isTable != b.isTable)
                return false;
            for (int k = 0; k < a.candidates.size(); ++k)
                if (a.candidates[k].col != b.candidates[k].col || a.candidates[k].table != b.candidates[k].table)
                    return false;
            return true;
        };
        // "the arriving date": "date" alone finds every date column, among them the one
        // "arriving" found (date_arrived); it is that column's word
        const auto continuesColumn = [&] {
            const Candidate &first = a.candidates.first();
            return !a.isTable && !b.isTable && first.col >= 0 &&
                   std::any_of(b.candidates.begin(), b.candidates.end(), [&](const Candidate &c) { return c.col == first.col; });
        };
        if (a.last + 1 != b.first || !(sameCandidates() || continuesColumn()))
            continue;
        a.last = b.last;
        a.strong = a.strong || b.strong;
        out.schema.removeAt(i);
    }
}

namespace {

// The table a "called" asking for a name is about: the table named just before it ("the store is
// called", "the venues called"), or, after a pronoun ("what it is called", "what are they called"),
// the one table the question names; -1 when that is not clear.
int calledTable(const QList<Token> &toks, int at, const Mentions &out)
{
    int before = at - 1;
    if (before >= 0 && formOfBe(toks[before].low))
        --before;
    if (before < 0)
        return -1;
    if (const int m = out.schemaAt(before); m >= 0) {
        // "what is the manager of the shop called": the thing called is the one before "of"
        int ahead = out.schema[m].first - 1;
        while (ahead >= 0 && article(toks[ahead].low))
            --ahead;
        if (ahead >= 0 && toks[ahead].low == u"of")
            return -1;
        return out.schema[m].isTable && out.schema[m].last == before ? out.schema[m].candidates.first().table : -1;
    }
    if (toks[before].low != u"it" && toks[before].low != u"they")
        return -1;
    int only = -1;
    for (const SchemaMention &m : out.schema) {
        if (!m.isTable)
            continue;
        if (only >= 0 && only != m.candidates.first().table)
            return -1;
        only = m.candidates.first().table;
    }
    return only;
}

// A mention of one token naming column `col` of `table`, kept in question order (as
// mergeAdjacentMentions left them); the token is taken.
void addOneWordMention(Mentions &out, int token, int col, int table, double score)
{
    SchemaMention m;
    m.first = m.last = token;
    m.candidates << Candidate{col, table, score};
    out.used[token] = true;
    const auto after = std::find_if(out.schema.begin(), out.schema.end(), [&](const SchemaMention &x) { return x.first > token; });
    out.schema.insert(after, m);
}

} // namespace

void addCalledNames(const QuestionWords &words, const SchemaLexicon &lexicon, Mentions &out)
{
    const QList<Token> &toks = words.tokens;
    for (int i = 1; i < toks.size(); ++i) {
        if (out.used[i] || (toks[i].low != u"called" && toks[i].low != u"named"))
            continue;
        // before a value ("a gallery called Plaza Museum", "not called 'Jessie'") it is no question
        const bool nothingAfter = i + 1 == toks.size() ||
                                  (toks[i + 1].raw.at(0).isLower() && toks[i + 1].structural && !toks[i + 1].number);
        if (!nothingAfter)
            continue;
        const int table = calledTable(toks, i, out);
        const int label = table >= 0 ? lexicon.labelColumn(table) : -1;
        if (!lexicon.isNameColumn(label))
            continue;
        addOneWordMention(out, i, label, table, 2);
    }
}

// "the id and names of the airlines" where airlines' key is uid: an "id" no column is named is the
// key of the table it is "of" (past the other columns listed with it), or of the table named right
// before it ("airline ids"). One that belongs to no table is left unused, and declined.
void addKeyWords(const QuestionWords &words, const SchemaLexicon &lexicon, Mentions &out)
{
    const QList<Token> &toks = words.tokens;
    const auto tableAt = [&](int t) {
        const int mi = t >= 0 && t < toks.size() ? out.schemaAt(t) : -1;
        return mi >= 0 && out.schema[mi].isTable ? out.schema[mi].candidates.first().table : -1;
    };
    for (int i = 0; i < toks.size(); ++i) {
        if (out.used[i] || (toks[i].low != u"id" && toks[i].low != u"ids"))
            continue;
        int owner = tableAt(i - 1);
        QList<int> nameWords; // "the id and names of the airlines": their label too
        for (int j = i + 1; owner < 0 && j < toks.size() && j <= i + 8; ++j) {
            if (!out.used[j] && (toks[j].low == u"name" || toks[j].low == u"names"))
                nameWords << j;
            if (toks[j].low == u"of") {
                owner = out.tableAfterOf(toks, j);
                break;
            }
            // only the other columns listed with it between: "the id, name and code of ..."
            static const QSet<QString> between = {QStringLiteral("and"), QStringLiteral(","), QStringLiteral("the"),
                                                  QStringLiteral("name"), QStringLiteral("names")};
            if (out.schemaAt(j) < 0 && !between.contains(toks[j].low))
                break;
        }
        const LexTable *t = owner >= 0 ? &lexicon.tabs[owner] : nullptr;
        const int key = t && t->primaryKey.size() == 1 ? lexicon.findColumnOf(owner, t->primaryKey.first()) : -1;
        if (key < 0)
            continue;
        const int label = lexicon.labelColumn(owner);
        if (!nameWords.isEmpty() && !lexicon.isNameColumn(label))
            continue; // names the table has no column for: left for the ledger to decline
        addOneWordMention(out, i, key, owner, 4);
        for (const int n : std::as_const(nameWords))
            addOneWordMention(out, n, label, owner, 4);
    }
}

void addSchemaMentions(const QuestionWords &words, const SchemaLexicon &lexicon, Mentions &out)
{
    addByName(words, lexicon, out);
    addByDescription(words, lexicon, out);
}

} // namespace assay::offline
