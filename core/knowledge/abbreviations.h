#pragma once
// Abbreviations people use in column and table names, and the words they stand for. The table is
// in abbreviations.cpp, one line per entry with the reason it is safe; the rule for adding one:
// it must be a shortening schemas use widely and that means one thing in a name (so "cat"
// (category or animal), "hr" (hour or human resources) and "st" (street or state) are left out).
// Glossary acronyms a user enters are matched on top of this (they live in the glossary).

#include <QString>
#include <QStringList>

namespace assay::knowledge {

// The words an abbreviation stands for ("qty" -> {"quantity"}, "dob" -> {"date", "of",
// "birth"}), or an empty list. `word` is lower case.
QStringList expandAbbreviation(const QString &word);
// Every entry, for documentation and tests: "qty" -> "quantity", ...
QList<std::pair<QString, QString>> abbreviationTable();

} // namespace assay::knowledge
