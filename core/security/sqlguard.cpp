#include "sqlguard.h"
#include "securitytr.h"

#include "sql/statements.h"

#include <QCoreApplication>
#include <QSet>

namespace assay::security {
namespace {

// Statement keywords a query never needs, anywhere in its text. Words that can only begin a
// statement (REFRESH, CLUSTER, ...) are left to the first-keyword rule, so a column alias such as
// "owner" still passes. Bare words only: strings,
// comments and quoted identifiers are not looked at, so WHERE note = 'delete me' passes.
const QSet<QString> &forbiddenWords()
{
    static const QSet<QString> words = {
        QStringLiteral("INSERT"),   QStringLiteral("UPDATE"),   QStringLiteral("DELETE"),    QStringLiteral("MERGE"),
        QStringLiteral("UPSERT"),   QStringLiteral("DROP"),     QStringLiteral("CREATE"),    QStringLiteral("ALTER"),
        QStringLiteral("TRUNCATE"), QStringLiteral("GRANT"),    QStringLiteral("REVOKE"),    QStringLiteral("ATTACH"),
        QStringLiteral("DETACH"),   QStringLiteral("VACUUM"),   QStringLiteral("PRAGMA"),    QStringLiteral("COPY"),
        QStringLiteral("CALL"),     QStringLiteral("EXECUTE"),  QStringLiteral("PREPARE"),   QStringLiteral("DEALLOCATE"),
        QStringLiteral("LOCK"),     QStringLiteral("UNLOCK"),   QStringLiteral("INTO"),      QStringLiteral("OUTFILE"),
        QStringLiteral("DUMPFILE"), QStringLiteral("LOAD"),     QStringLiteral("HANDLER"),   QStringLiteral("RENAME"),
        QStringLiteral("INSTALL"),  QStringLiteral("UNINSTALL"), QStringLiteral("FLUSH"),    QStringLiteral("OPTIMIZE"),
        QStringLiteral("NOTIFY"),   QStringLiteral("LISTEN"),    QStringLiteral("UNLISTEN"),
        QStringLiteral("REINDEX"),  QStringLiteral("SAVEPOINT"),
        QStringLiteral("COMMIT"),   QStringLiteral("ROLLBACK"), QStringLiteral("SHUTDOWN"),  QStringLiteral("KILL"),
    };
    return words;
}

// Functions that write, signal, take locks, load code or run SQL given as text. Lower case.
const QSet<QString> &stateChangingFunctions()
{
    static const QSet<QString> functions = {
        // PostgreSQL
        QStringLiteral("pg_terminate_backend"), QStringLiteral("pg_cancel_backend"), QStringLiteral("pg_reload_conf"),
        QStringLiteral("pg_rotate_logfile"), QStringLiteral("lo_import"), QStringLiteral("lo_export"),
        QStringLiteral("lo_create"), QStringLiteral("lo_creat"), QStringLiteral("lo_unlink"), QStringLiteral("lo_from_bytea"),
        QStringLiteral("lo_put"), QStringLiteral("nextval"), QStringLiteral("setval"), QStringLiteral("dblink"),
        QStringLiteral("dblink_exec"), QStringLiteral("dblink_connect"), QStringLiteral("dblink_send_query"),
        QStringLiteral("pg_notify"), QStringLiteral("pg_advisory_lock"), QStringLiteral("pg_advisory_xact_lock"),
        QStringLiteral("pg_try_advisory_lock"), QStringLiteral("pg_advisory_lock_shared"), QStringLiteral("pg_switch_wal"),
        QStringLiteral("pg_create_restore_point"), QStringLiteral("pg_promote"), QStringLiteral("pg_logical_emit_message"),
        QStringLiteral("pg_file_write"), QStringLiteral("query_to_xml"), QStringLiteral("query_to_xml_and_xmlschema"),
        // SQLite
        QStringLiteral("load_extension"), QStringLiteral("writefile"), QStringLiteral("fts3_tokenizer"), QStringLiteral("edit"),
        // MySQL / MariaDB
        QStringLiteral("get_lock"), QStringLiteral("release_lock"), QStringLiteral("release_all_locks"),
        QStringLiteral("sys_exec"), QStringLiteral("sys_eval"),
    };
    return functions;
}

// Functions that wait, read the server's files or change only this session's settings: harmless
// in a user's own statement, but not for a model (a model must not read files or stall the
// server, nor turn a read-only transaction's settings off). Lower case.
const QSet<QString> &inspectingFunctions()
{
    static const QSet<QString> functions = {
        // PostgreSQL
        QStringLiteral("pg_read_file"), QStringLiteral("pg_read_binary_file"), QStringLiteral("pg_ls_dir"),
        QStringLiteral("pg_stat_file"), QStringLiteral("pg_ls_logdir"), QStringLiteral("pg_ls_waldir"),
        QStringLiteral("pg_ls_tmpdir"), QStringLiteral("set_config"), QStringLiteral("pg_sleep"), QStringLiteral("pg_sleep_for"),
        QStringLiteral("pg_sleep_until"), QStringLiteral("table_to_xml"),
        // SQLite
        QStringLiteral("readfile"), QStringLiteral("zipfile"),
        // MySQL / MariaDB
        QStringLiteral("load_file"), QStringLiteral("sleep"), QStringLiteral("benchmark"), QStringLiteral("master_pos_wait"),
    };
    return functions;
}

} // namespace

bool changesState(QStringView function)
{
    return stateChangingFunctions().contains(function.toString().toLower());
}

bool isForbiddenFunction(QStringView name)
{
    const QString lower = name.toString().toLower();
    return stateChangingFunctions().contains(lower) || inspectingFunctions().contains(lower);
}

GuardVerdict checkModelSql(QStringView text, sql::Flavor flavor)
{
    GuardVerdict v;
    const QList<sql::StatementRange> statements = sql::splitStatements(text, flavor);
    if (statements.isEmpty()) {
        v.reason = Tr::tr("There is no SQL statement to run.");
        return v;
    }
    if (statements.size() > 1) {
        v.reason = Tr::tr("Only one statement may run at a time; this text holds %1.").arg(statements.size());
        return v;
    }
    const QStringView statement = statements.first().text(text);
    const QString first = sql::firstKeyword(statement, flavor);
    static const QSet<QString> queries = {QStringLiteral("SELECT"), QStringLiteral("WITH"), QStringLiteral("VALUES"),
                                          QStringLiteral("TABLE")};
    if (!queries.contains(first)) {
        v.reason = first.isEmpty() ? Tr::tr("Only a query (SELECT or WITH) may run.")
                                   : Tr::tr("Only a query (SELECT or WITH) may run; this statement begins with %1.").arg(first);
        return v;
    }
    const QList<sql::Token> tokens = sql::tokenize(statement, flavor);
    for (const sql::Token &t : tokens) {
        if (t.unterminated) {
            v.reason = Tr::tr("The statement has an unterminated string, identifier or comment.");
            return v;
        }
        // MySQL and MariaDB run the text of /*! ... */ and /*M! ... */: nothing else here reads it.
        if (t.kind == sql::TokenKind::BlockComment && (t.text(statement).startsWith(u"/*!") || t.text(statement).startsWith(u"/*M!"))) {
            v.reason = Tr::tr("A query may not contain comments that MySQL runs (/*! ... */).");
            return v;
        }
    }
    const QList<sql::Token> significant = sql::significantTokens(statement, flavor);
    for (int i = 0; i < significant.size(); ++i) {
        const sql::Token &t = significant[i];
        const bool call = i + 1 < significant.size() && significant[i + 1].kind == sql::TokenKind::LeftParen;
        if (t.kind == sql::TokenKind::Word) {
            const QString word = t.text(statement).toString().toUpper();
            // FOR UPDATE / FOR SHARE / LOCK IN SHARE MODE take row locks; "share" alone is harmless.
            if (forbiddenWords().contains(word) && !(call && word == u"INSERT")) {
                v.reason = Tr::tr("A query may not contain %1: it would change data, lock rows or act outside the query.")
                               .arg(word);
                return v;
            }
            if (word == u"SHARE" && i > 0
                && (sql::isWord(statement, significant[i - 1], u"FOR") || sql::isWord(statement, significant[i - 1], u"KEY"))) {
                v.reason = Tr::tr("A query may not lock rows (FOR SHARE).");
                return v;
            }
        }
        if (call && (t.kind == sql::TokenKind::Word || t.kind == sql::TokenKind::QuotedIdentifier)) {
            const QString name = sql::identifierText(statement, t).toLower();
            if (isForbiddenFunction(name)) {
                v.reason = Tr::tr("A query may not call %1(): it acts on the server, its files or other sessions.").arg(name);
                return v;
            }
        }
    }
    v.allowed = true;
    return v;
}

} // namespace assay::security
