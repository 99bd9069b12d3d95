#pragma once
// SQLite through its C API. Two handles on the same file: the main one (read-write unless the
// connection is read-only) and a read-only one guarded by an authorizer, used for read-only
// execution so that a model's statement can never write, whatever its text.

#include "connection.h"
#include "sqliteauthorizer.h"
#include "sqliteprivacy.h"

#include <atomic>
#include <mutex>

struct sqlite3;

namespace assay::db {

class SqliteConnection final : public Connection {
public:
    explicit SqliteConnection(ConnectionConfig config);
    ~SqliteConnection() override;

    DbError open(const QString &password) override;
    void close() override;
    bool isOpen() const override;
    QString serverVersion() const override;
    ExecSummary execute(const QString &sql, const ExecOptions &options, RowSink &sink) override;
    void interrupt() override;
    DbError checkSyntax(const QString &sql) override;
    DbError introspect(Catalog *catalog, const CancelTokenPtr &cancel) override;
    DbError checkPrivacy(const QString &sql, const ExecOptions &options, PrivacyReport *report) override;

    // For tools that need the raw handle on this connection's thread (the sample generator).
    sqlite3 *handle() const { return m_db; }

private:
    DbError openHandle(const QString &path, bool readOnly, sqlite3 **out);
    static DbError attachWorkspace(sqlite3 *handle, const QString &path);
    // Tables of the attached files workspace, with schema "files" (no keys or comments there).
    DbError introspectWorkspace(Catalog *catalog, const ExecOptions &options);
    // The file open (device, inode) is still the one at the path: an error when it was deleted or
    // replaced, because SQLite would go on reading (and writing) the unlinked file unnoticed.
    DbError checkFileStillThere() const;
    // Prepares the one statement in `utf8` on the read-only handle under options.privacy
    // (sqliteprivacy.h): refused, or prepared with redacted reads nulled, `masked` holding the
    // result columns that are redacted columns. The check stays installed until endPrivacyCheck().
    DbError preparePrivately(const QByteArray &utf8, const ExecOptions &options, sqlite3_stmt **stmt,
                             PrivacyReport *report, QList<int> *masked);
    // Where the redacted reads of the recorded preparation go: refused, or the masked outputs.
    DbError judgeRedactedReads(sqlite3_stmt *stmt, const ExecOptions &options, PrivacyReport *report, QList<int> *masked);
    void endPrivacyCheck();

    sqlite3 *m_db = nullptr;
    quint64 m_fileDevice = 0;
    quint64 m_fileInode = 0;
    sqlite3 *m_readOnlyDb = nullptr;
    SqliteAuthorizerState m_authorizer; // the read-only handle's authorizer reads it
    SqliteSchemaNames m_schemaNames;
    std::unique_ptr<SqlitePrivacyCheck> m_privacyCheck; // the statement being prepared or run
    mutable std::mutex m_handleMutex; // interrupt() must not race with close()
};

// Parses column and table comments out of a CREATE TABLE statement's text: a `--` or `/* */`
// comment on the same line as a column definition describes that column; comments before the
// first column describe the table. Exposed for tests.
struct DdlComments {
    QString table;
    QHash<QString, QString> columns; // lower-cased column name -> comment
};
DdlComments parseDdlComments(QStringView createSql);

} // namespace assay::db
