#pragma once
// The offline assistant's word lists: which column types are numbers or dates, the words a
// question uses for its structure, business words and the columns they usually mean ("spend" is
// revenue, "units" a quantity), and which measures are averaged rather than summed. Plain
// functions over words, with no knowledge of a schema.

#include <QSet>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace assay::offline::detail {

QString lowerType(const QString &t);
bool numericType(const QString &type);
// A date or time type, or a text column named like a date ("order_date").
bool dateType(const QString &type, const QString &name);
// The stems of a text's words (the knowledge layer's analyser, stopwords kept).
QStringList stems(QStringView text);
// Words the question uses for its structure, never looked up as names or values.
const QSet<QString> &structuralWords();
// Business words that usually mean a column described with another word ("spend" -> revenue).
bool genericColumnWord(const QString &stem);
// Structural words that may still name a table or column when not opening the question.
bool nounLike(const QString &word);
// "is", "are", "was", "were".
bool formOfBe(const QString &word);
// "the", "a", "an".
bool article(const QString &word);
// "that", "which", "who": what opens a relative clause about the noun before it.
bool relativePronoun(const QString &word);
// A short word typed in capitals in a question that is not all capitals ("US"): a code, even
// where the same word in lower case is a function word (not where it is a structure word the
// question is built with: "PER", "AND", "CAN").
bool typedAsCode(const QString &raw, const QString &question);
// Words for a part of a whole ("share", "percentage", "proportion"): a share of a total to
// compute, unless a column is called that.
bool shareWord(const QString &word);
// Words that never change what a question asks ("please", "also", "respectively", "ever") and
// pronouns, which stand for what the question named: the word ledger does not ask the reading to
// place them.
bool discourseWord(const QString &word);
// English prepositions that only place or relate ("across", "into", "among"); the ones that
// carry a reading of their own (after, before, since, until, without, except, like) are left out.
bool plainPreposition(const QString &word);
// Words after which the next one reads as a noun phrase's start (determiners, prepositions,
// "there"): a word between a named thing and one of these is its verb ("concerts play there").
bool opensPhrase(const QString &word);
// A word giving a sort's direction ("ascending", "reverse"), before "order" or a sorted column.
bool sortDirectionWord(const QString &word);
// The word a business word stands for ("spend" -> "revenue", "unit" -> "quantity"), or empty.
QString synonymFor(const QString &stem);
// A measure that is averaged, not summed, when nothing says how (a price, a rate, an age).
bool measureAveraged(const QString &column);
// Whether a question is written in English, the only language the rules read. Outside quotes,
// letters of a script other than Latin (Chinese, Cyrillic, ...) or more German function words
// than English ones ("Umsatz nach Region") say it is not; names and quoted values do not count.
bool readsAsEnglish(const QString &question);

} // namespace assay::offline::detail
