#pragma once
// Names read the way people write them: snake_case and camelCase split, run-together words split
// where every piece is a word WordNet knows ("countrylanguage" -> country language, "firstname"
// -> first name), and abbreviations expanded from the documented table ("cust_addr" -> customer
// address, "dob" -> date of birth). A word nothing explains is kept as written.

#include <QList>
#include <QString>
#include <QStringView>

namespace assay::knowledge {

class WordNet;

struct NameWord {
    QString word;    // lower case, as it should be matched
    QString written; // lower case, as the name had it ("cust" for "customer")
    enum class How { AsWritten, Split, Abbreviation } how = How::AsWritten;
};

// The words of a name or of free text, in order; `wordnet` decides what is a word (split and
// morphology need it; without it only case, separators and abbreviations are used).
QList<NameWord> nameWords(QStringView text, const WordNet &wordnet);
// The same words joined by spaces: "custAddr" -> "customer address".
QString readableName(QStringView text, const WordNet &wordnet);
// Pieces of one run of letters ("countrylanguage"), or an empty list when it is a word itself or
// cannot be split into known words.
QStringList splitRunTogether(const QString &word, const WordNet &wordnet);

} // namespace assay::knowledge
