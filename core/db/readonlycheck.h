#pragma once
// The textual half of read-only execution (see readonly.md): a statement must begin with a
// keyword that only reads. The engine-enforced half (read-only transactions, SQLite's read-only
// handle and authorizer) is what actually stops writes; this check gives a clear message early
// and closes gaps such as "SET TRANSACTION READ WRITE" at the start of a read-only transaction.

#include "dberror.h"
#include "sql/tokenizer.h"

namespace assay::db {

// Empty error when `statement` may run read-only; otherwise a ReadOnly error naming the keyword.
DbError checkReadOnlyStatementText(QStringView statement, sql::Flavor flavor);

} // namespace assay::db
