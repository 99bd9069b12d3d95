#pragma once
// Splitting a script into statements, and small questions about one statement's text.

#include "tokenizer.h"

namespace assay::sql {

struct StatementRange {
    int begin = 0; // first significant character
    int end = 0;   // one past the last character before the terminating ';'
    QStringView text(QStringView sql) const { return sql.mid(begin, end - begin); }
};

// Statements that contain something other than whitespace and comments. Semicolons inside
// strings, comments, dollar quotes and CREATE TRIGGER ... BEGIN ... END bodies do not split.
QList<StatementRange> splitStatements(QStringView sql, Flavor flavor = Flavor::Generic);

// The first keyword of the statement, upper-cased, skipping comments and opening parentheses
// ("(SELECT 1)" gives "SELECT"). Empty when the text has no words.
QString firstKeyword(QStringView sql, Flavor flavor = Flavor::Generic);

// 1-based line and column of a 0-based character offset.
struct TextPosition {
    int line = 0;
    int column = 0;
};
TextPosition positionOf(QStringView text, int offset);

} // namespace assay::sql
