#pragma once
// The textual half of the engine's privacy check (privacy.md), for SQL an engine does not report
// on by itself: MariaDB statements and view definitions (expanded from information_schema.VIEWS),
// and the SQLite views through which a redacted column is read. The engine still resolves every
// name (which relation is a table, a view or a catalog) and proves the plan (EXPLAIN); this part
// only reads one SELECT's text and judges it against the rules, conservatively: a hidden column's
// name anywhere near its table refuses the statement, and a redacted column may appear only as a
// plain item of the outermost select list (which is then masked).

#include "privacyrules.h"

#include "sql/tokenizer.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace assay::db {

// A relation the text reads (CTE names excluded), as written.
struct TextRelation {
    QString qualifier; // schema or database, when written
    QString name;
    QString alias;
    bool outermost = false; // in the FROM clause of the outermost SELECT
};

// One item of the outermost select list.
struct SelectItem {
    int firstToken = 0; // significant-token range [firstToken, endToken)
    int endToken = 0;
    bool star = false;       // * or q.*
    QString starQualifier;   // q of q.*
    bool bareColumn = false; // [s.][t.]column [[AS] alias]
    QString qualifier;       // t of t.column
    QString column;
    QString outputName;   // the alias, else the column; empty for an expression without one
    int columnToken = -1; // the bare column's token
    int aliasToken = -1;  // the alias's token, when one is written
};

struct TextFacts {
    bool parses = true;
    QList<TextRelation> relations;
    QStringList cteNames;
    QList<SelectItem> items; // empty when the text has no outermost SELECT (a parenthesised union)
    bool distinct = false;   // SELECT DISTINCT at the outermost level
    bool setOperation = false; // UNION / INTERSECT / EXCEPT outside parentheses
    bool natural = false;      // a NATURAL join anywhere
    bool derivedInOutermostFrom =
        false; // a parenthesis in the outermost FROM (a derived table, a table function)
    bool executableComment = false;   // MySQL's /*! ... */ and MariaDB's /*M! ... */, which run
    QStringList calledFunctions;      // lower-cased names written before '('
    QList<int> orderOrGroupPositions; // ORDER BY 2 / GROUP BY 1 at the outermost level (1-based)

    struct NameUse {
        int token = 0;
        QString qualifier; // t of t.c (the table part), when written
        QString name;
        int item = -1;                // the outermost select item it is in, or -1
        bool bareItemColumn = false;  // it is that item's bare column
        bool aliasDefinition = false; // written after AS: names an output, reads nothing
    };
    QList<NameUse> names;
    QList<int>
        otherStars; // tokens of * that select every column, outside the outermost select list
    QStringList otherStarQualifiers; // parallel to otherStars: q of q.*, or empty
};

TextFacts readSelectText(QStringView text, sql::Flavor flavor);

// What the engine found each TextFacts::relations entry to be.
struct RelationInfo {
    enum class Kind : quint8 { Table, View, Catalog, Unknown };
    Kind kind = Kind::Unknown;
    QString schema; // as the engine names it
    QString name;
    QStringList columns; // in order; needed only where * must be expanded
    // Of a view: its outputs that pass a redacted column through unchanged (masked when selected).
    QStringList redactedColumns;
    // The caller cannot list the columns and leaves * to the engine's own check.
    bool starLeftToEngine = false;
};

struct TextJudgement {
    bool refused = false;
    QString reason; // for the model: names only what the text itself wrote
    QString detail; // for the user's log: may name hidden tables and columns, never values
    QList<int> maskedOutputs; // outermost outputs (after * is expanded) whose values are masked
    QStringList
        outputNames; // the outermost outputs' names (after * is expanded); empty names unknown
    bool outputsKnown = true; // false when * could not be expanded (nothing restricted was read)
};

// `relations` is parallel to facts.relations.
TextJudgement judgeSelectText(const TextFacts &facts, const QList<RelationInfo> &relations,
                              const PrivacyRules &rules);

// "CREATE VIEW v [(a, b)] AS SELECT ..." -> the SELECT, and the column list when one is written.
QStringView viewBody(QStringView createView, sql::Flavor flavor, QStringList *columns);

} // namespace assay::db
