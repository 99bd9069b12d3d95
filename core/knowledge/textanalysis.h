#pragma once
// Words for lexical retrieval: identifiers split at underscores and camelCase, lower-cased,
// light English stemming ("orders" -> "order", "categories" -> "category"), stopwords dropped.
// Shared by BM25 over schema text and over stored values, so both read text the same way.

#include <QString>
#include <QStringList>

namespace assay::knowledge {

// "CustomerID, order_dates2" -> ["customer", "id", "order", "dates", "2"]: split at non-letters,
// camelCase, the end of an acronym and letter/digit boundaries; lower case, nothing dropped.
QStringList identifierWords(QStringView text);
// "CustomerID, order_dates" -> ["customer", "id", "order", "date"]
QStringList analyzeWords(QStringView text, bool dropStopwords = true);
// Character trigrams of each word with boundary marks: "berlin" -> "#be", "ber", ..., "in#".
QStringList characterTrigrams(QStringView text);
QString stem(const QString &word);
bool isStopword(const QString &word);
// A word of two or three characters typed in capitals ("CV", "US", "CAN"): a code as written, even
// where the same word in lower case is a function word.
bool typedInCapitals(const QString &word);
// Words that shape a question's answer rather than name what it is about: aggregation and
// comparison ("count", "average", "highest", "more than"), order ("sorted", "descending").
// SQL's own vocabulary, not a domain's: retrieval leaves them out of the query (a column that
// happens to be called "count" is not what "count the singers" asks for).
bool isQuestionStructureWord(const QString &word);
// "one" ... "twelve", "hundred", "twice": a number written out (counted as structure above).
bool isNumberWord(const QString &word);
// The question with the words of its ordering phrases blanked out (the same length, so character
// positions still hold): "first"/"last" after a superlative ("smallest first", "most recent
// last") and "order" in "alphabetical order", "reverse order", "in order of". They say how to sort,
// not what the question is about; as content words they found every first_name column and every
// orders table.
QString withoutOrderingPhrases(QStringView question);
// analyzeWords for a question: ordering phrases, stopwords and structure words dropped.
QStringList analyzeQuery(QStringView question);

} // namespace assay::knowledge
