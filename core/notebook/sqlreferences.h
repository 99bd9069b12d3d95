#pragma once
// Finds the relations a SELECT reads (names after FROM and JOIN, and in FROM lists), with the
// exact token spans so references can be rewritten on rename. Built on the tokenizer, not on
// regular expressions: strings, comments and quoted identifiers are understood; CTE names shadow
// outer names within their scope; qualified names (schema.table) are kept apart because they
// always mean a database object, never a notebook cell.

#include "sql/relations.h"

#include <QList>
#include <QString>

namespace assay::notebook {

using RelationReference = sql::RelationReference;
using SqlReferences = sql::RelationReferences;

SqlReferences findReferences(QStringView sql, sql::Flavor flavor = sql::Flavor::Generic);

// Names referenced as {{name}} in markdown text.
QStringList findMarkdownReferences(QStringView markdown);

// Replaces every unqualified, unshadowed reference to `from` with `to` (quoting `to` as the
// original was quoted); returns the new text and how many references changed.
QString renameReferences(QStringView sql, const QString &from, const QString &to, sql::Flavor flavor, int *changed = nullptr);
QString renameMarkdownReferences(QStringView markdown, const QString &from, const QString &to, int *changed = nullptr);

// Cell names are SQL identifiers: a letter or underscore, then letters, digits, underscores.
bool isValidCellName(const QString &name);
// "Monthly sales (EUR)" -> "monthly_sales_eur"; never empty.
QString sanitizeCellName(const QString &text);

} // namespace assay::notebook
