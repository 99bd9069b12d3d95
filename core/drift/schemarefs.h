#pragma once
// Which tables and columns of a catalog a piece of SQL names, with the exact spans of the names,
// so references can be rewritten when a table or a column is renamed (as renaming a cell rewrites
// the cells that read it). Built on the tokenizer and the relation finder, not on regular
// expressions: strings and comments are never touched, aliases are followed ("o.amount" with
// "FROM orders o"), an alias defined in the statement is not taken for a column in ORDER BY, and
// a bare "table.column" (a glossary expression) is understood without a FROM.

#include "drifttypes.h"

#include "db/catalog.h"
#include "sql/tokenizer.h"

#include <QList>
#include <QString>

namespace assay::drift {

struct SchemaReference {
    enum class Kind {
        Table,  // a relation name (after FROM/JOIN, or a table name used as a qualifier)
        Column, // a column of a table the SQL reads
        Star,   // SELECT * or t.*: every column of the table, none by name
    };
    Kind kind = Kind::Table;
    QString table;  // the catalog's qualified name
    QString column; // the catalog's column name (Column)
    int begin = -1; // span of the name token in the text (-1 for Star)
    int length = 0;
    bool quoted = false;
    bool ambiguous = false; // an unqualified column name more than one table read here has
};

QList<SchemaReference> findSchemaReferences(QStringView sql, const db::Catalog &catalog, sql::Flavor flavor);

struct Rewrite {
    QString text;       // the SQL with the renamed names written in
    int changed = 0;    // names rewritten
    int ambiguous = 0;  // references to a renamed column that could not be told apart: left as they were
};

// Rewrites the references to renamed tables and columns in one pass, so names that were
// exchanged (a -> b and b -> a) end up right. `catalog` is the catalog the SQL was written for.
Rewrite rewriteReferences(QStringView sql, const db::Catalog &catalog, const RenameMap &renames, sql::Flavor flavor);

// `name` as it must be written in SQL of `flavor` where `original` (the token it replaces) stood:
// quoted the same way when the original was quoted, or when the name needs quotes to survive.
QString identifierLike(const QString &name, QStringView original, sql::Flavor flavor);

} // namespace assay::drift
