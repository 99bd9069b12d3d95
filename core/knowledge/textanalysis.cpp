#include "textanalysis.h"

#include <QSet>

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
        QStringLiteral("number"), QStringLiteral("name"), QStringLiteral("names"), QStringLiteral("not"), QStringLiteral("any"),
        QStringLiteral("we"), QStringLiteral("our"), QStringLiteral("you"), QStringLiteral("your"), QStringLiteral("i"),
        QStringLiteral("table"), QStringLiteral("column"), QStringLiteral("columns"), QStringLiteral("about"),
    };
    return words.contains(w);
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
    };
    return words.contains(w);
}

QStringList analyzeQuery(QStringView question)
{
    QStringList out = analyzeWords(question);
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
