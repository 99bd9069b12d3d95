#pragma once
// Finds the parameters a SQL text reads (`:region`, `:period.start`), with their exact spans,
// from the tokenizer: a `:name` inside a string, a quoted identifier or a comment is text, and
// PostgreSQL's `::` casts, `:=` and array slices (`a[1:n]`) are not parameters. Also notes where a
// parameter stands in `IN (:name)` or `BETWEEN :name`, the two places a list or a range can go.

#include "sql/tokenizer.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace assay::notebook {

enum class RangeEnd { None, Start, End };

struct ParameterReference {
    QString name;                     // as written, without the colon
    RangeEnd member = RangeEnd::None; // `:period.start` / `:period.end`
    QString badMember;                // `:period.middle`: the member that is not start or end
    int begin = 0;                    // the whole `:name` or `:name.start`
    int length = 0;
    // `IN (:name)` / `NOT IN (:name)` / `IN :name`: the span from IN (or NOT) to the closing
    // parenthesis, replaced whole when a list is bound. -1 elsewhere.
    int listBegin = -1;
    int listLength = 0;
    bool negated = false;      // NOT IN
    bool afterBetween = false; // `BETWEEN :period` (a range's two ends)
};

// In text order.
QList<ParameterReference> findParameterReferences(QStringView sql,
                                                  sql::Flavor flavor = sql::Flavor::Generic);
// The distinct names read, folded to lower case, in order of first use.
QStringList parameterNames(const QList<ParameterReference> &refs);

// Rewrites `:from` (and `:from.start`, ...) to `:to`; returns the text and how many changed.
QString renameParameterReferences(QStringView sql, const QString &from, const QString &to,
                                  sql::Flavor flavor, int *changed = nullptr);

} // namespace assay::notebook
