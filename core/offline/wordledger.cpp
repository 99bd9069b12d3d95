#include "wordledger.h"
#include "offlinetr.h"
#include "offlinewords.h"
#include "schemalexicon.h"

#include "knowledge/semanticindex.h"
#include "knowledge/textanalysis.h"

#include <QRegularExpression>

#include <algorithm>

namespace assay::offline {

namespace {

// The columns the plan's SQL reads, by lexicon index.
QSet<int> planColumns(const QueryPlan &p)
{
    QSet<int> cols;
    for (int c : {p.measure, p.dateCol, p.yearCol, p.orderCol})
        cols.insert(c);
    for (int c : p.dims)
        cols.insert(c);
    for (int c : p.listCols)
        cols.insert(c);
    for (const Filter &f : p.filters)
        cols.insert(f.col);
    for (const NumericFilter &f : p.numeric)
        cols.insert(f.col);
    cols.remove(-1);
    return cols;
}

// Words before a verb in English questions ("who lives", "that use", "does not own", "to
// teach"): the next word is read as a verb even where it could be a noun.
bool beforeVerb(const QString &w)
{
    static const QSet<QString> words = {
        QStringLiteral("who"),  QStringLiteral("that"), QStringLiteral("which"),
        QStringLiteral("to"),   QStringLiteral("does"), QStringLiteral("do"),
        QStringLiteral("did"),  QStringLiteral("not"),  QStringLiteral("never"),
        QStringLiteral("n't"),  QStringLiteral("have"), QStringLiteral("has"),
        QStringLiteral("had"),  QStringLiteral("been"), QStringLiteral("be"),
        QStringLiteral("is"),   QStringLiteral("are"),  QStringLiteral("was"),
        QStringLiteral("were"), QStringLiteral("ever"), QStringLiteral("also"),
        QStringLiteral("can"),  QStringLiteral("will"), QStringLiteral("they"),
        QStringLiteral("he"),   QStringLiteral("she"),  QStringLiteral("it"),
        QStringLiteral("we"),
    };
    return words.contains(w);
}

bool participle(const QString &w)
{
    return w.size() > 4 && (w.endsWith(QLatin1String("ed")) || w.endsWith(QLatin1String("ing")) ||
                            w.endsWith(QLatin1String("en")));
}

// A match that names its item: by the item's own name, with a relation close enough to mean it.
bool namesItem(const knowledge::WordMatch &w)
{
    using knowledge::MatchKind;
    const bool close = w.relation == MatchKind::Exact || w.relation == MatchKind::Morphological ||
                       w.relation == MatchKind::Abbreviation || w.relation == MatchKind::Synonym ||
                       w.relation == MatchKind::Derivation;
    const bool named =
        w.field == knowledge::MatchField::Name || w.field == knowledge::MatchField::MemberName;
    return close && named && w.weight / knowledge::SemanticIndex::fieldWeight(w.field) >= 0.3;
}

enum class Relates { Nothing, ToRead, ToOther };

// What WordNet relates a token to: something the SQL reads ("people" for the teacher table,
// "owned" for owners), something else a verb would name ("weigh" for the weight column it
// leaves out), or nothing.
Relates relatesTo(const LedgerInputs &in, const Token &t, const QSet<int> &cols)
{
    bool other = false;
    for (const knowledge::WordMatch &w : in.mentions.wordMatches) {
        if (w.begin != t.begin)
            continue;
        // "asian country ~ country": the phrase's head is the schema's word, and the word before it
        // narrows it; reading the table does not read the restriction
        const QStringList phrase = w.questionWord.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (phrase.size() > 1 && knowledge::stem(phrase.last()) == knowledge::stem(w.schemaWord.toLower()))
            continue;
        const int table = in.lex.findTable(w.table);
        if (table < 0)
            continue;
        const bool tableRead =
            in.tablesRead.contains(in.lex.tabs[table].qualified, Qt::CaseInsensitive);
        // the table by its own name ("people" for teachers), or by a word of its columns' names
        // that means the same ("enrolled" for the enrolment table's student_enrolment_id); not
        // by a looser relation to a column's name ("place", a broader word for shop.location,
        // stands for the location, which the SQL may not read)
        using knowledge::MatchKind;
        const bool ownName = w.field == knowledge::MatchField::Name || w.field == knowledge::MatchField::Synonym;
        const bool sameMeaning = w.relation == MatchKind::Exact || w.relation == MatchKind::Morphological ||
                                 w.relation == MatchKind::Abbreviation || w.relation == MatchKind::Synonym ||
                                 w.relation == MatchKind::Derivation;
        // A word of a column's name that is not the table's ("director" for Cartoon.Directed_by)
        // names that column, which the SQL may not read.
        const bool tableWord =
            in.lex.tabs[table].nameKey.split(QLatin1Char(' ')).contains(knowledge::stem(w.schemaWord));
        if (w.kind == knowledge::ItemKind::Table && tableRead &&
            (ownName || (w.field == knowledge::MatchField::MemberName && sameMeaning && tableWord)))
            return Relates::ToRead;
        const int col =
            w.kind == knowledge::ItemKind::Column ? in.lex.findColumnOf(table, w.column) : -1;
        if (col >= 0 && cols.contains(col))
            return Relates::ToRead;
        other = other || namesItem(w);
    }
    return other ? Relates::ToOther : Relates::Nothing;
}

// Tokens a stage after the mentions read: numbers bound to a column, the "or", "both" and
// "either" read with values, negations and set words (each checked where it is read).
QSet<int> readByStructure(const LedgerInputs &in)
{
    QSet<int> read;
    for (const QList<int> *l :
         {&in.structure.numberTokens, &in.structure.orTokensRead, &in.structure.setWordsRead,
          &in.structure.joinersRead, &in.structure.negationsRead, &in.shape.negations, &in.shape.setWords, &in.shape.orTokens, &in.shape.ratioTokens})
        for (int i : *l)
            read.insert(i);
    if (in.shape.superlativeToken >= 0)
        read.insert(in.shape.superlativeToken);
    if (in.structure.ratio)
        for (int i : in.structure.ratio->tokens)
            read.insert(i);
    return read;
}

// A word another stage's reading covers though no stage marked it: "named" or "called" before a
// stored value, "single" in "not a single", "amount" in "the amount of", "world" in "in the
// world", a generic word after a column's mention ("flight numbers" for FlightNo).
bool coveredInContext(const LedgerInputs &in, int i, const QSet<int> &cols)
{
    const QList<Token> &toks = in.words.tokens;
    const QString &w = toks[i].low;
    const QString prev = i > 0 ? toks[i - 1].low : QString();
    const QString next = i + 1 < toks.size() ? toks[i + 1].low : QString();
    if ((w == u"named" || w == u"called" || w == u"titled" || w == u"labelled" ||
         w == u"labeled") &&
        i + 1 < toks.size() && in.mentions.valueAt(i + 1))
        return true;
    if (w == u"single" &&
        (prev == u"no" || (prev == u"a" && i >= 2 && in.shape.negations.contains(i - 2))))
        return true;
    if (w == u"amount" && next == u"of")
        return true;
    if (w == u"world" && prev == u"the" && i >= 2 && detail::plainPreposition(toks[i - 2].low))
        return true;
    if (detail::genericColumnWord(toks[i].stem) && i > 0) {
        const int mi = in.mentions.schemaAt(i - 1);
        if (mi >= 0 && cols.contains(in.mentions.schema[mi].candidates.first().col))
            return true;
    }
    return false;
}

// A broader word for a table the SQL reads: "people" for teachers, "vehicles" for cars.
bool namesReadTable(const LedgerInputs &in, const Token &t)
{
    if (!in.classes.broader)
        return false;
    for (const QString &qualified : in.tablesRead) {
        const int table = in.lex.findTable(qualified);
        if (table < 0)
            continue;
        const QStringList words = in.lex.tabs[table].name.toLower().split(
            QRegularExpression(QStringLiteral("[^a-z]+")), Qt::SkipEmptyParts);
        // WordNet lists "people" as a group, not as the plural of "person" it also is
        const QString word = t.low == u"people" ? QStringLiteral("person") : t.low;
        if (std::any_of(words.begin(), words.end(),
                        [&](const QString &x) { return in.classes.broader(word, x); }))
            return true;
    }
    return false;
}

// Whether a token reads as a verb: WordNet knows it as one, and it is no noun, or it is a
// participle, or it follows a word verbs follow ("who lives"), or it stands between a named
// thing and the phrase after it ("concerts play there").
bool readsAsVerb(const LedgerInputs &in, int i)
{
    const QList<Token> &toks = in.words.tokens;
    const QString &w = toks[i].low;
    if (!in.classes.hasVerbForm)
        return true;
    if (!in.classes.hasVerbForm(w))
        return false;
    const bool afterName =
        i > 0 && (in.mentions.schemaAt(i - 1) >= 0 || in.mentions.valueAt(i - 1));
    const bool beforePhrase = i + 1 >= toks.size() || detail::opensPhrase(toks[i + 1].low);
    return !in.classes.hasNounForm(w) || participle(w) || (i > 0 && beforeVerb(toks[i - 1].low)) ||
           (afterName && beforePhrase);
}

// "List the date and details": a word that usually only shapes a request ("details", "info",
// "record") but that a column of a table the SQL reads carries in its name (other_details) asks
// for that column; read without it, the answer would leave out what was asked.
bool namesAColumnNotRead(const LedgerInputs &in, int i, const QSet<int> &cols)
{
    const Token &t = in.words.tokens[i];
    if (i == 0 || !t.structural || !detail::nounLike(t.low))
        return false;
    for (const QString &name : in.tablesRead) {
        const int table = in.lex.findTable(name);
        if (table < 0)
            continue;
        for (int c : in.lex.tabs[table].cols) {
            if (!cols.contains(c) && in.lex.cols[c].nameStems.contains(t.stem))
                return true;
        }
    }
    return false;
}

// "how did they end", "how does it work": the verb after "how" and an auxiliary is what is asked
// (an outcome, a manner), not a relation between things named.
bool askedByHow(const QList<Token> &toks, int i)
{
    for (int j = std::max(0, i - 4); j + 1 < i; ++j) {
        const QString &aux = toks[j + 1].low;
        if (toks[j].low == u"how" && (aux == u"did" || aux == u"does" || aux == u"do"))
            return true;
    }
    return false;
}

} // namespace

WordAccount accountWords(const LedgerInputs &in)
{
    const QList<Token> &toks = in.words.tokens;
    const QSet<int> cols = planColumns(in.plan);
    const QSet<int> structureRead = readByStructure(in);
    // the cue words of the shape the plan has ("grew" of a change): read by its record, and only
    // when the plan has that shape
    const QList<int> cued = in.shape.cuedBy(in.plan.shape);
    WordAccount out;
    for (int i = 0; i < toks.size(); ++i) {
        const Token &t = toks[i];
        const bool used = (i < in.mentions.used.size() && in.mentions.used[i]) || t.time || t.number ||
                          structureRead.contains(i) || (i < in.shape.read.size() && in.shape.read[i]) || cued.contains(i);
        if (!used && namesAColumnNotRead(in, i, cols)) {
            out.unread << t.raw;
            continue;
        }
        const bool functionWord = knowledge::isStopword(t.low) && !detail::typedAsCode(t.raw, in.words.text); // "CAN" is a code
        if (used || t.structural || functionWord || t.low.size() <= 2 ||
            detail::discourseWord(t.low) || detail::plainPreposition(t.low) ||
            in.mentions.glossaryWords.contains(t.low) || in.accepted.contains(t.low) ||
            !t.raw.at(0).isLetter() || coveredInContext(in, i, cols))
            continue;
        const Relates relates = relatesTo(in, t, cols);
        if (relates == Relates::ToRead || namesReadTable(in, t))
            continue;
        // "order lines that were returned": a verb whose base form names a table (returns) the SQL
        // does not read says more than a relation
        const int verbTable = in.mentions.verbTables.value(i, -1);
        const bool namesUnreadTable =
            verbTable >= 0 && !in.tablesRead.contains(in.lex.tabs[verbTable].qualified, Qt::CaseInsensitive);
        if (readsAsVerb(in, i) && relates == Relates::Nothing && !askedByHow(toks, i) && !namesUnreadTable)
            out.relations << t.raw;
        else
            out.unread << t.raw;
    }
    // A few verbs relate the things named ("flights departing from"); past two, the question says
    // more than the reading does.
    static const int maxRelations =
        qEnvironmentVariableIsSet("ASSAY_OFFLINE_MAX_RELATIONS")
            ? qEnvironmentVariableIntValue("ASSAY_OFFLINE_MAX_RELATIONS")
            : 2;
    if (out.relations.size() > maxRelations)
        out.unread += out.relations;
    return out;
}

Decline unreadDecline(const QStringList &unread, const QString &restReadAs)
{
    QStringList quoted;
    for (const QString &w : unread)
        quoted << QStringLiteral("“%1”").arg(w);
    return Decline{ask::DeclineReason::UnplacedWords, {quoted.join(QStringLiteral(", ")), restReadAs}};
}

ask::ReadingOverride withoutWords(const QStringList &unread)
{
    QStringList lower;
    for (const QString &w : unread)
        lower << w.toLower();
    return ask::ReadingOverride{ask::ReadingSlot::Unread, 0, lower.join(QLatin1Char(' '))};
}

QString withoutWordsLabel(const QStringList &unread)
{
    QStringList quoted;
    for (const QString &w : unread)
        quoted << QStringLiteral("“%1”").arg(w);
    return Tr::tr("answer without %1").arg(quoted.join(QStringLiteral(", ")));
}

QStringList acceptedWords(const ask::ReadingOverrides &choices)
{
    const ask::ReadingOverride *o = choices.find(ask::ReadingSlot::Unread);
    return o ? o->target.split(QLatin1Char(' '), Qt::SkipEmptyParts) : QStringList();
}

} // namespace assay::offline
