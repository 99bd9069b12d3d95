#include "sqliteauthorizer.h"

#include "readonlycheck.h"
#include "sqliteprivacy.h"

#include <QSet>
#include <QString>

#include <sqlite3.h>

#include <cstring>

namespace assay::db {
namespace {

// PRAGMAs that only read. Those marked `withArgument` take an object name, not a new value.
bool isReadOnlyPragma(const char *name, const char *argument)
{
    static const QSet<QByteArray> objectPragmas = {
        "table_info", "table_xinfo", "index_list", "index_info", "index_xinfo",
        "foreign_key_list", "table_list",
    };
    static const QSet<QByteArray> plainPragmas = {
        "database_list", "collation_list", "function_list", "module_list", "pragma_list",
        "compile_options", "page_count", "page_size", "freelist_count", "encoding",
        "schema_version", "user_version", "application_id", "foreign_keys", "journal_mode",
        "data_version", "max_page_count", "auto_vacuum", "quick_check", "integrity_check",
    };
    const QByteArray pragma = QByteArray(name).toLower();
    if (objectPragmas.contains(pragma))
        return true;
    return argument == nullptr && plainPragmas.contains(pragma);
}

bool isSchemaTable(const char *name)
{
    return std::strcmp(name, "sqlite_master") == 0 || std::strcmp(name, "sqlite_schema") == 0
           || std::strcmp(name, "sqlite_temp_master") == 0 || std::strcmp(name, "sqlite_temp_schema") == 0;
}

bool isForbiddenFunction(const char *name)
{
    static const QSet<QByteArray> forbidden = {
        "load_extension", "readfile", "writefile", "edit", "fts3_tokenizer", "zipfile",
        "sqlar_compress", "sqlar_uncompress",
    };
    return forbidden.contains(QByteArray(name).toLower());
}

int readOnlyRule(int action, const char *arg3, const char *arg4)
{
    switch (action) {
    case SQLITE_SELECT:
    case SQLITE_READ:
    case SQLITE_RECURSIVE:
        return SQLITE_OK;
    case SQLITE_FUNCTION:
        return (arg4 && isForbiddenFunction(arg4)) ? SQLITE_DENY : SQLITE_OK;
    case SQLITE_PRAGMA:
        return (arg3 && isReadOnlyPragma(arg3, arg4)) ? SQLITE_OK : SQLITE_DENY;
    case SQLITE_UPDATE:
        // Reading sqlite_schema makes SQLite ask about updating its columns (it treats the schema
        // table as writable by design). The handle is opened read-only with query_only on, so no
        // write can happen; denying would only break catalog reads on read-only connections.
        return arg3 && isSchemaTable(arg3) ? SQLITE_OK : SQLITE_DENY;
    default:
        // INSERT, UPDATE, DELETE, CREATE*, DROP*, ALTER, ATTACH, DETACH, TRANSACTION, SAVEPOINT,
        // REINDEX, ANALYZE, and anything a future SQLite adds.
        return SQLITE_DENY;
    }
}

int readOnlyAuthorizer(void *state, int action, const char *arg3, const char *arg4, const char *database, const char *inner)
{
    const int rule = readOnlyRule(action, arg3, arg4);
    if (rule == SQLITE_DENY)
        return rule;
    // The privacy check comes second: it may only narrow what read-only allows.
    if (SqlitePrivacyCheck *privacy = static_cast<SqliteAuthorizerState *>(state)->privacy) {
        if (const int decision = privacy->authorize(action, arg3, arg4, database, inner); decision >= 0)
            return decision;
    }
    return rule;
}

} // namespace

void installReadOnlyAuthorizer(sqlite3 *db, SqliteAuthorizerState *state)
{
    sqlite3_set_authorizer(db, readOnlyAuthorizer, state);
}

bool isAllowedReadOnlyStatement(sqlite3_stmt *stmt)
{
    const char *text = sqlite3_sql(stmt);
    return text && checkReadOnlyStatementText(QString::fromUtf8(text), sql::Flavor::SQLite).isNull();
}

} // namespace assay::db
