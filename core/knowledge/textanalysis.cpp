#include "textanalysis.h"

#include <QSet>

#include <algorithm>

namespace assay::knowledge {

bool isStopword(const QString &w)
{
    static const QSet<QString> words = {
        QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("the"), QStringLiteral("of"), QStringLiteral("in"),
        QStringLiteral("on"), QStringLiteral("for"), QStringLiteral("to"), QStringLiteral("and"), QStringLiteral("or"),
        QStringLiteral("by"), QStringLiteral("with"), QStringLiteral("from"), QStringLiteral("at"), QStringLiteral("is"),
        QStringLiteral("are"), QStringLiteral("was"), QStringLiteral("were"), QStringLiteral("be"), QStringLiteral("what"),
        QStringLiteral("which"), QStringLiteral("who"), QStringLiteral("whom"), QStringLiteral("whose"), QStringLiteral("how"),
        QStringLiteral("many"), QStringLiteral("much"), QStringLiteral("show"), QStringLiteral("list"), QStringLiteral("give"),
        QStringLiteral("find"), QStringLiteral("return"), QStringLiteral("me"), QStringLiteral("all"), QStringLiteral("each"),
        QStringLiteral("every"), QStringLiteral("that"), QStringLiteral("this"), QStringLiteral("those"), QStringLiteral("these"),
        QStringLiteral("do"), QStringLiteral("does"), QStringLiteral("did"), QStringLiteral("have"), QStringLiteral("has"),
        QStringLiteral("had"), QStringLiteral("it"), QStringLiteral("its"), QStringLiteral("their"), QStringLiteral("there"),
        QStringLiteral("than"), QStringLiteral("as"), QStringLiteral("also"), QStringLiteral("please"), QStringLiteral("tell"),
        QStringLiteral("number"), QStringLiteral("name"), QStringLiteral("names"), QStringLiteral("named"),
        QStringLiteral("called"), // "what is it called" asks for a name, as "name" does
        QStringLiteral("not"), QStringLiteral("any"),
        QStringLiteral("we"), QStringLiteral("our"), QStringLiteral("you"), QStringLiteral("your"), QStringLiteral("i"),
        QStringLiteral("table"), QStringLiteral("column"), QStringLiteral("columns"), QStringLiteral("about"),
        // Auxiliaries and pronouns shape a sentence and name nothing: "a venue can hold" is not the
        // country code CAN. "may" and "will" stay words: a month, a name.
        QStringLiteral("can"), QStringLiteral("could"), QStringLiteral("would"), QStringLiteral("should"),
        QStringLiteral("shall"), QStringLiteral("might"), QStringLiteral("must"), QStringLiteral("been"),
        QStringLiteral("being"), QStringLiteral("they"), QStringLiteral("them"), QStringLiteral("he"),
        QStringLiteral("she"), QStringLiteral("him"), QStringLiteral("his"), QStringLiteral("her"), QStringLiteral("us"),
    };
    return words.contains(w);
}

bool typedInCapitals(const QString &w)
{
    return w.size() >= 2 && w.size() <= 3 && w.at(0).isLetter() && w == w.toUpper();
}

bool isQuestionStructureWord(const QString &w)
{
    static const QSet<QString> words = {
        QStringLiteral("count"),    QStringLiteral("counts"),     QStringLiteral("total"),     QStringLiteral("average"),
        QStringLiteral("mean"),     QStringLiteral("sum"),        QStringLiteral("maximum"),   QStringLiteral("minimum"),
        QStringLiteral("max"),      QStringLiteral("min"),        QStringLiteral("most"),      QStringLiteral("least"),
        QStringLiteral("highest"),  QStringLiteral("lowest"),     QStringLiteral("largest"),   QStringLiteral("smallest"),
        QStringLiteral("greatest"), QStringLiteral("fewest"),     QStringLiteral("more"),      QStringLiteral("less"),
        QStringLiteral("fewer"),    QStringLiteral("greater"),    QStringLiteral("different"), QStringLiteral("distinct"),
        QStringLiteral("unique"),   QStringLiteral("sorted"),     QStringLiteral("sort"),      QStringLiteral("ordered"),
        QStringLiteral("ascending"), QStringLiteral("descending"), QStringLiteral("alphabetical"), QStringLiteral("alphabetically"),
        QStringLiteral("between"),  QStringLiteral("above"),      QStringLiteral("below"),     QStringLiteral("least"),
        QStringLiteral("there"),    QStringLiteral("some"),       QStringLiteral("only"),      QStringLiteral("both"),
        // Comparisons in time: "after 1950", "before the war" compare a date, they do not name one.
        QStringLiteral("after"),    QStringLiteral("before"),     QStringLiteral("since"),     QStringLiteral("until"),
    };
    return words.contains(w) || isNumberWord(w);
}

bool isNumberWord(const QString &w)
{
    // Spelled-out numbers are numbers: "more than one animal", "at least two educators". WordNet
    // gives them senses that reach unrelated names ("one" ~ "ane", "united").
    static const QSet<QString> words = {
        QStringLiteral("one"),    QStringLiteral("two"),    QStringLiteral("three"),    QStringLiteral("four"),
        QStringLiteral("five"),   QStringLiteral("six"),    QStringLiteral("seven"),    QStringLiteral("eight"),
        QStringLiteral("nine"),   QStringLiteral("ten"),    QStringLiteral("eleven"),   QStringLiteral("twelve"),
        QStringLiteral("twenty"), QStringLiteral("hundred"), QStringLiteral("thousand"), QStringLiteral("million"),
        QStringLiteral("billion"), QStringLiteral("once"),  QStringLiteral("twice"),    QStringLiteral("thrice"),
    };
    return words.contains(w);
}

namespace {

struct Span {
    qsizetype begin, end;
    QString lower;
};

QList<Span> letterRuns(QStringView text)
{
    QList<Span> out;
    for (qsizetype i = 0; i < text.size();) {
        if (!text[i].isLetterOrNumber()) {
            ++i;
            continue;
        }
        const qsizetype begin = i;
        while (i < text.size() && text[i].isLetterOrNumber())
            ++i;
        out.append({begin, i, text.sliced(begin, i - begin).toString().toLower()});
    }
    return out;
}

// "smallest", "most recent", "highest": a word that, followed by "first" or "last", says which end
// of a sort comes first. English superlatives end in -est; the few nouns that do too ("guest",
// "contest") hardly ever stand before "first".
bool endsSuperlative(const QList<Span> &words, qsizetype i)
{
    const QString &w = words[i].lower;
    if ((w.size() >= 5 && w.endsWith(QLatin1String("est"))) || w == u"most" || w == u"least")
        return true;
    return i > 0 && (words[i - 1].lower == u"most" || words[i - 1].lower == u"least");
}

bool ordersBy(const QString &w)
{
    static const QSet<QString> words = {
        QStringLiteral("alphabetical"),  QStringLiteral("alphabetic"),     QStringLiteral("reverse"),
        QStringLiteral("reversed"),      QStringLiteral("ascending"),      QStringLiteral("descending"),
        QStringLiteral("lexicographical"), QStringLiteral("lexicographic"), QStringLiteral("chronological"),
        QStringLiteral("increasing"),    QStringLiteral("decreasing"),     QStringLiteral("numerical"),
        QStringLiteral("numeric"),       QStringLiteral("sorted"),         QStringLiteral("random"),
    };
    return words.contains(w);
}

} // namespace

QString withoutOrderingPhrases(QStringView question)
{
    QString out = question.toString();
    const QList<Span> words = letterRuns(question);
    auto blank = [&](qsizetype i) {
        for (qsizetype c = words[i].begin; c < words[i].end; ++c)
            out[c] = QLatin1Char(' ');
    };
    // "smallest first." / "youngest first, then ...": the phrase ends there; "the longest first
    // name" goes on to a name.
    auto endsPhrase = [&](qsizetype i) {
        if (i + 1 >= words.size())
            return true;
        const QStringView between = question.sliced(words[i].end, words[i + 1].begin - words[i].end);
        return std::any_of(between.begin(), between.end(), [](QChar c) { return c.isPunct() && c != u'-' && c != u'\''; }) ||
               words[i + 1].lower == u"then";
    };
    for (qsizetype i = 1; i < words.size(); ++i) {
        const QString &w = words[i].lower;
        if ((w == u"first" || w == u"last") && endsSuperlative(words, i - 1) && endsPhrase(i))
            blank(i);
        else if (w == u"order" || w == u"orders") {
            const QString &before = words[i - 1].lower;
            const bool inOrderOf = before == u"in" && i + 1 < words.size() && (words[i + 1].lower == u"of" || words[i + 1].lower == u"by");
            if (ordersBy(before) || inOrderOf) {
                blank(i);
                if (ordersBy(before))
                    blank(i - 1);
                if (i >= 2 && ordersBy(words[i - 2].lower))
                    blank(i - 2); // "reverse alphabetical order"
            }
        }
    }
    return out;
}

QStringList analyzeQuery(QStringView question)
{
    QStringList out = analyzeWords(withoutOrderingPhrases(question));
    out.removeIf([](const QString &w) { return isQuestionStructureWord(w); });
    return out;
}

QString stem(const QString &w)
{
    // Just enough to make plurals meet their singular; anything smarter harms identifiers.
    if (w.size() <= 3)
        return w;
    if (w.endsWith(QLatin1String("ies")) && w.size() > 4)
        return w.left(w.size() - 3) + QLatin1Char('y');
    if (w.endsWith(QLatin1String("sses")) || w.endsWith(QLatin1String("xes")) || w.endsWith(QLatin1String("ches"))
        || w.endsWith(QLatin1String("shes")))
        return w.left(w.size() - 2);
    if (w.endsWith(u's') && !w.endsWith(QLatin1String("ss")) && !w.endsWith(QLatin1String("us")) && !w.endsWith(QLatin1String("is")))
        return w.left(w.size() - 1);
    return w;
}

QStringList identifierWords(QStringView text)
{
    QStringList out;
    QString word;
    auto flush = [&] {
        if (!word.isEmpty())
            out << word.toLower();
        word.clear();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (!c.isLetterOrNumber()) {
            flush();
            continue;
        }
        // camelCase and letter/digit boundaries split identifiers: "CustomerID2" -> customer, id, 2
        if (!word.isEmpty()) {
            const QChar prev = word.back();
            const bool lowerToUpper = prev.isLower() && c.isUpper();
            const bool acronymEnd = prev.isUpper() && c.isUpper() && i + 1 < text.size() && text[i + 1].isLower();
            const bool digitBoundary = prev.isDigit() != c.isDigit();
            if (lowerToUpper || acronymEnd || digitBoundary)
                flush();
        }
        word.append(c);
    }
    flush();
    return out;
}

QStringList analyzeWords(QStringView text, bool dropStopwords)
{
    QStringList out;
    for (const QString &word : identifierWords(text)) {
        if (!(dropStopwords && isStopword(word)))
            out << stem(word);
    }
    return out;
}

QStringList characterTrigrams(QStringView text)
{
    QStringList out;
    for (const QString &w : analyzeWords(text, false)) {
        const QString padded = QLatin1Char('#') + w + QLatin1Char('#');
        for (int i = 0; i + 3 <= padded.size(); ++i)
            out << padded.mid(i, 3);
    }
    return out;
}

} // namespace assay::knowledge
