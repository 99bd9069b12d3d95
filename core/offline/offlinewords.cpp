#include "offlinewords.h"

#include "knowledge/textanalysis.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace assay::offline::detail {

QString lowerType(const QString &t) {
    return t.toLower();
}

bool numericType(const QString &type) {
    const QString t = lowerType(type);
    static const QStringList words = {QStringLiteral("int"),   QStringLiteral("real"),
                                      QStringLiteral("num"),   QStringLiteral("dec"),
                                      QStringLiteral("float"), QStringLiteral("double"),
                                      QStringLiteral("money"), QStringLiteral("number")};
    return std::any_of(words.begin(), words.end(), [&](const QString &w) { return t.contains(w); });
}

bool dateType(const QString &type, const QString &name) {
    const QString t = lowerType(type);
    if (t.contains(QLatin1String("date")) || t.contains(QLatin1String("time")))
        return true;
    const QString n = name.toLower();
    return t.contains(QLatin1String("text")) &&
           (n.endsWith(QLatin1String("_date")) || n == u"date");
}

QStringList stems(QStringView text) {
    return knowledge::analyzeWords(text, false);
}

// Words the question uses for its structure, never looked up as names or values.
const QSet<QString> &structuralWords() {
    static const QSet<QString> words = [] {
        QSet<QString> s;
        for (const char *w :
             {"how",          "many",    "much",       "number",      "count",
              "total",        "sum",     "average",    "avg",         "mean",
              "maximum",      "max",     "minimum",    "min",         "highest",
              "lowest",       "largest", "smallest",   "biggest",     "greatest",
              "least",        "most",    "fewest",     "top",         "bottom",
              "list",         "show",    "give",       "find",        "return",
              "display",      "tell",    "what",       "which",       "who",
              "whose",        "where",   "when",       "by",          "per",
              "each",         "every",   "for",        "of",          "in",
              "the",          "a",       "an",         "all",         "and",
              "or",           "with",    "that",       "have",        "has",
              "had",          "is",      "are",        "was",         "were",
              "be",           "do",      "does",       "did",         "from",
              "to",           "on",      "at",         "there",       "their",
              "its",          "it",      "than",       "more",        "less",
              "fewer",        "greater", "over",       "under",       "above",
              "below",        "at",      "least",      "distinct",    "different",
              "unique",       "share",   "percentage", "percent",     "proportion",
              "order",        "ordered", "sort",       "sorted",      "descending",
              "ascending",    "desc",    "asc",        "name",        "names",
              "me",           "please",  "i",          "we",          "our",
              "you",          "can",     "could",      "would",       "any",
              "some",         "this",    "these",      "those",       "them",
              "they",         "as",      "monthly",    "daily",       "weekly",
              "yearly",       "annual",  "quarterly",  "month",       "year",
              "week",         "day",     "quarter",    "last",        "past",
              "previous",     "since",   "between",    "first",       "also",
              "sold",         "sell",    "made",       "get",         "got",
              "value",        "values",  "info",       "information", "details",
              "detail",       "record",  "records",    "along",       "corresponding",
              "respectively", "out",
              // "how has revenue changed": the trend a time grain answers, not a value of a
              // column whose description mentions a change
              "changed",      "evolved"})
            s.insert(QString::fromLatin1(w));
        return s;
    }();
    return words;
}

// Business words that usually mean a column described with another word ("spend" -> revenue).
bool genericColumnWord(const QString &stem) {
    static const QSet<QString> words = {QStringLiteral("id"),          QStringLiteral("name"),
                                        QStringLiteral("description"), QStringLiteral("code"),
                                        QStringLiteral("type"),        QStringLiteral("date"),
                                        QStringLiteral("title"),       QStringLiteral("detail"),
                                        QStringLiteral("number"),      QStringLiteral("status")};
    return words.contains(stem);
}

// Structural words that may still name a table or column when not opening the question ("the
// average attendance of shows", a column "year").
bool nounLike(const QString &word) {
    static const QSet<QString> nouns = {
        QStringLiteral("show"),    QStringLiteral("shows"),       QStringLiteral("year"),
        QStringLiteral("years"),   QStringLiteral("month"),       QStringLiteral("day"),
        QStringLiteral("value"),   QStringLiteral("values"),      QStringLiteral("record"),
        QStringLiteral("records"), QStringLiteral("detail"),      QStringLiteral("details"),
        QStringLiteral("info"),    QStringLiteral("information"), QStringLiteral("week"),
        QStringLiteral("quarter")};
    return nouns.contains(word);
}

bool sortDirectionWord(const QString &word) {
    return word == u"ascending" || word == u"descending" || word == u"increasing" ||
           word == u"decreasing" || word == u"alphabetical" || word == u"reverse" ||
           word == u"reversed" || word == u"lexicographical" || word == u"lexicographic";
}

bool plainPreposition(const QString &word)
{
    static const QSet<QString> words = {
        QStringLiteral("about"),      QStringLiteral("above"),      QStringLiteral("across"),
        QStringLiteral("against"),    QStringLiteral("along"),      QStringLiteral("amid"),
        QStringLiteral("among"),      QStringLiteral("amongst"),    QStringLiteral("around"),
        QStringLiteral("at"),         QStringLiteral("behind"),     QStringLiteral("below"),
        QStringLiteral("beneath"),    QStringLiteral("beside"),     QStringLiteral("between"),
        QStringLiteral("beyond"),     QStringLiteral("by"),         QStringLiteral("down"),
        QStringLiteral("during"),     QStringLiteral("for"),        QStringLiteral("from"),
        QStringLiteral("in"),         QStringLiteral("inside"),     QStringLiteral("into"),
        QStringLiteral("near"),       QStringLiteral("of"),         QStringLiteral("off"),
        QStringLiteral("on"),         QStringLiteral("onto"),       QStringLiteral("out"),
        QStringLiteral("outside"),    QStringLiteral("over"),       QStringLiteral("per"),
        QStringLiteral("through"),    QStringLiteral("throughout"), QStringLiteral("to"),
        QStringLiteral("toward"),     QStringLiteral("towards"),    QStringLiteral("under"),
        QStringLiteral("underneath"), QStringLiteral("up"),         QStringLiteral("upon"),
        QStringLiteral("via"),        QStringLiteral("with"),       QStringLiteral("within"),
    };
    return words.contains(word);
}

bool opensPhrase(const QString &word)
{
    static const QSet<QString> words = {
        QStringLiteral("the"),   QStringLiteral("a"),     QStringLiteral("an"),
        QStringLiteral("any"),   QStringLiteral("some"),  QStringLiteral("there"),
        QStringLiteral("their"), QStringLiteral("his"),   QStringLiteral("her"),
        QStringLiteral("its"),   QStringLiteral("more"),  QStringLiteral("most"),
        QStringLiteral("at"),    QStringLiteral("least"), QStringLiteral("no")};
    return words.contains(word) || plainPreposition(word);
}

bool formOfBe(const QString &word)
{
    return word == u"is" || word == u"are" || word == u"was" || word == u"were";
}

bool article(const QString &word)
{
    return word == u"the" || word == u"a" || word == u"an";
}

bool relativePronoun(const QString &word)
{
    return word == u"that" || word == u"which" || word == u"who";
}

bool typedAsCode(const QString &raw, const QString &question)
{
    return knowledge::typedInCapitals(raw) && question != question.toUpper();
}

bool shareWord(const QString &word)
{
    return word == u"share" || word == u"percentage" || word == u"percent" || word == u"proportion" ||
           word == u"fraction";
}

bool discourseWord(const QString &word)
{
    static const QSet<QString> words = [] {
        const QStringList list = QStringLiteral(
            "please kindly also together along respectively respective ever whole entire altogether just simply "
            "really actually various data entries entry rows row items item pairs pair well else anyone someone "
            "somebody anybody everyone everybody thing things "
            // pronouns: they stand for what the question already named
            "he she him his her hers them theirs my mine ours yours")
                                     .split(QLatin1Char(' '));
        return QSet<QString>(list.begin(), list.end());
    }();
    return words.contains(word);
}

QString synonymFor(const QString &stem) {
    static const QHash<QString, QString> map = {
        {QStringLiteral("spend"), QStringLiteral("revenue")},
        {QStringLiteral("spent"), QStringLiteral("revenue")},
        {QStringLiteral("sale"), QStringLiteral("revenue")},
        {QStringLiteral("turnover"), QStringLiteral("revenue")},
        {QStringLiteral("income"), QStringLiteral("revenue")},
        {QStringLiteral("earn"), QStringLiteral("revenue")},
        {QStringLiteral("sold"), QStringLiteral("revenue")},
        {QStringLiteral("sell"), QStringLiteral("revenue")},
        {QStringLiteral("unit"), QStringLiteral("quantity")},
        {QStringLiteral("refund"), QStringLiteral("refund")},
        {QStringLiteral("old"), QStringLiteral("age")},
        {QStringLiteral("oldest"), QStringLiteral("age")},
        {QStringLiteral("youngest"), QStringLiteral("age")},
        {QStringLiteral("older"), QStringLiteral("age")},
        {QStringLiteral("younger"), QStringLiteral("age")},
        {QStringLiteral("heaviest"), QStringLiteral("weight")},
        {QStringLiteral("lightest"), QStringLiteral("weight")},
        {QStringLiteral("heavier"), QStringLiteral("weight")},
        {QStringLiteral("lighter"), QStringLiteral("weight")},
        {QStringLiteral("tallest"), QStringLiteral("height")},
        {QStringLiteral("taller"), QStringLiteral("height")},
        {QStringLiteral("cost"), QStringLiteral("cost")},
    };
    return map.value(stem);
}

bool measureAveraged(const QString &column) {
    const QString n = column.toLower();
    static const QStringList words = {
        QStringLiteral("price"), QStringLiteral("rate"),    QStringLiteral("rating"),
        QStringLiteral("pct"),   QStringLiteral("percent"), QStringLiteral("age"),
        QStringLiteral("score"), QStringLiteral("wage"),    QStringLiteral("year"),
        QStringLiteral("grade"), QStringLiteral("height"),  QStringLiteral("weight")};
    return std::any_of(words.begin(), words.end(), [&](const QString &w) { return n.contains(w); });
}

bool readsAsEnglish(const QString &question) {
    static const QRegularExpression quoted(QStringLiteral("\"[^\"]*\"|'[^']*'|“[^”]*”|„[^“”]*[“”]|「[^」]*」"));
    QString text = question;
    text.remove(quoted);
    int latin = 0, other = 0;
    for (const QChar ch : std::as_const(text)) {
        if (!ch.isLetter())
            continue;
        if (ch.script() == QChar::Script_Latin)
            ++latin;
        else
            ++other;
    }
    if (other >= 2 && other * 4 >= latin) // a word or two of another script in an English question is a name
        return false;
    // Function words only: they are what every question in the language uses, whatever it asks.
    static const QSet<QString> german = {
        QStringLiteral("nach"),  QStringLiteral("und"),    QStringLiteral("oder"),   QStringLiteral("wie"),
        QStringLiteral("viele"), QStringLiteral("welche"), QStringLiteral("welcher"), QStringLiteral("welches"),
        QStringLiteral("nicht"), QStringLiteral("mit"),    QStringLiteral("für"),    QStringLiteral("vom"),
        QStringLiteral("zum"),   QStringLiteral("zur"),    QStringLiteral("ist"),    QStringLiteral("sind"),
        QStringLiteral("eine"),  QStringLiteral("einen"),  QStringLiteral("jede"),   QStringLiteral("jeden"),
        QStringLiteral("jedes"), QStringLiteral("seit"),   QStringLiteral("über"),   QStringLiteral("der"),
        QStringLiteral("das"),   QStringLiteral("dem"),    QStringLiteral("des"),    QStringLiteral("im"),
        QStringLiteral("pro"),   QStringLiteral("letzten"), QStringLiteral("letztes"), QStringLiteral("gib"),
        QStringLiteral("zeige"), QStringLiteral("zeig"),   QStringLiteral("alle"),   QStringLiteral("je")};
    static const QSet<QString> english = {
        QStringLiteral("the"),  QStringLiteral("of"),    QStringLiteral("by"),    QStringLiteral("in"),
        QStringLiteral("per"),  QStringLiteral("for"),   QStringLiteral("with"),  QStringLiteral("what"),
        QStringLiteral("how"),  QStringLiteral("which"), QStringLiteral("is"),    QStringLiteral("are"),
        QStringLiteral("and"),  QStringLiteral("or"),    QStringLiteral("each"),  QStringLiteral("all"),
        QStringLiteral("show"), QStringLiteral("list"),  QStringLiteral("many"),  QStringLiteral("from"),
        QStringLiteral("to"),   QStringLiteral("a"),     QStringLiteral("an"),    QStringLiteral("last"),
        QStringLiteral("top"),  QStringLiteral("who"),   QStringLiteral("that"),  QStringLiteral("than")};
    static const QRegularExpression word(QStringLiteral("[\\p{L}]+"));
    int germanWords = 0, englishWords = 0;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured(0).toLower();
        germanWords += german.contains(w) ? 1 : 0;
        englishWords += english.contains(w) ? 1 : 0;
    }
    return germanWords <= englishWords;
}

} // namespace assay::offline::detail
