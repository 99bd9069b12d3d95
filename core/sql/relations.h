#pragma once
// Finds the relations a SELECT reads (names after FROM and JOIN, and in FROM lists), with the
// exact token spans so references can be rewritten. Built on the tokenizer, not on regular
// expressions: strings, comments and quoted identifiers are understood; CTE names shadow outer
// names within their scope; qualified names (schema.table) are kept apart.

#include "tokenizer.h"

#include <QList>
#include <QString>

namespace assay::sql {

struct RelationReference {
    QString name;     // as written, quotes removed
    bool quoted = false;
    bool qualified = false; // schema.name
    QString qualifier;      // the schema (or database) part, when qualified
    int begin = 0;    // span of the name token in the text
    int length = 0;
    QString alias;    // "FROM orders o" -> "o"
};

struct RelationReferences {
    QList<RelationReference> relations; // unshadowed references, in text order
    QStringList cteNames;               // CTE names defined anywhere in the statement
    bool parses = true;                 // false when quotes or comments are unterminated or parentheses unbalanced

    // Unqualified names, lower-cased unless quoted, without duplicates.
    QStringList candidateNames() const;
};

RelationReferences findRelations(QStringView sql, Flavor flavor = Flavor::Generic);

} // namespace assay::sql
