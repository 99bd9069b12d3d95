#pragma once
// What part of its rows a query keeps, read from its text: a top-level LIMIT (or TOP, or FETCH
// FIRST) keeps only the first rows of its order; a top-level HAVING keeps only some groups. A
// result of such a query is a part of a whole, and whatever describes it (an insight, a share, a
// "lowest") must say "of these" rather than "of all". Clauses inside parentheses (subqueries,
// CTE bodies) are not the result's and are not read.

#include "tokenizer.h"

namespace assay::sql {

struct QueryScope {
    qint64 limit = 0;         // rows the outermost LIMIT/TOP/FETCH FIRST keeps; 0: no limit
    bool descending = false;  // the outermost ORDER BY's first key is DESC: the largest come first
    bool ordered = false;     // the outermost query has an ORDER BY
    bool having = false;      // the outermost query keeps only the groups its HAVING allows
};

QueryScope queryScope(QStringView sql, Flavor flavor = Flavor::Generic);

} // namespace assay::sql
