#pragma once
// Words for lexical retrieval: identifiers split at underscores and camelCase, lower-cased,
// light English stemming ("orders" -> "order", "categories" -> "category"), stopwords dropped.
// Shared by BM25 over schema text and over stored values, so both read text the same way.

#include <QString>
#include <QStringList>

namespace assay::knowledge {

// "CustomerID, order_dates" -> ["customer", "id", "order", "date"]
QStringList analyzeWords(QStringView text, bool dropStopwords = true);
// Character trigrams of each word with boundary marks: "berlin" -> "#be", "ber", ..., "in#".
QStringList characterTrigrams(QStringView text);
QString stem(const QString &word);
bool isStopword(const QString &word);

} // namespace assay::knowledge
