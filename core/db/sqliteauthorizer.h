#pragma once
// The guard on SQLite's read-only handle (see readonly.md): an allow-list authorizer, checked by
// SQLite itself while it compiles each statement, so no spelling of a write gets through.

struct sqlite3;
struct sqlite3_stmt;

namespace assay::db {

class SqlitePrivacyCheck;

// What the authorizer consults besides the read-only rules: the privacy check of the statement
// being compiled, when its run has privacy rules (sqliteprivacy.h). Owned by the connection.
struct SqliteAuthorizerState {
    SqlitePrivacyCheck *privacy = nullptr;
};

void installReadOnlyAuthorizer(sqlite3 *db, SqliteAuthorizerState *state);

// A second, textual check on a compiled statement: it must begin with SELECT, WITH, VALUES,
// EXPLAIN or a read-only PRAGMA. The authorizer is the real guard; this one gives clearer
// messages and catches statements the authorizer has no action code for (VACUUM).
bool isAllowedReadOnlyStatement(sqlite3_stmt *stmt);

} // namespace assay::db
