#pragma once
// The guard on SQLite's read-only handle (see readonly.md): an allow-list authorizer, checked by
// SQLite itself while it compiles each statement, so no spelling of a write gets through.

struct sqlite3;
struct sqlite3_stmt;

namespace assay::db {

void installReadOnlyAuthorizer(sqlite3 *db);

// A second, textual check on a compiled statement: it must begin with SELECT, WITH, VALUES,
// EXPLAIN or a read-only PRAGMA. The authorizer is the real guard; this one gives clearer
// messages and catches statements the authorizer has no action code for (VACUUM).
bool isAllowedReadOnlyStatement(sqlite3_stmt *stmt);

} // namespace assay::db
