#pragma once
// Where to connect. Never holds a password: secrets are passed to Connection::open() and kept
// by core/security. Safe to write to settings and notebook files.

#include "engine.h"

#include <QJsonObject>
#include <QString>

namespace assay::db {

struct ConnectionConfig {
    QString id;   // stable identifier (UUID) used to find the secret and the knowledge store
    QString name; // what the user calls it
    Engine engine = Engine::SQLite;

    QString filePath; // SQLite
    // SQLite: a files workspace (core/files) ATTACHed as schema "files", so tables imported from
    // CSV, JSON or XLSX files can be read beside the database's own. Empty: none.
    QString workspacePath;

    QString host; // PostgreSQL, MySQL
    int port = 0;
    QString database;
    QString user;
    QString sslMode; // PostgreSQL sslmode / MySQL: empty = driver default

    QString odbcConnectionString; // "DSN=sales" or "Driver={...};Server=...": no PWD= part

    int connectTimeoutSec = 10;
    // Work started through DbSession that sets no timeout of its own (the console, notebook
    // cells) is stopped after this many seconds; 0 = no limit. The default is no limit: a
    // saved connection or notebook keeps behaving as it did, and a limit the user did not choose
    // would stop their own long writes (a backfill, CREATE INDEX) halfway. Stop is always there.
    int statementTimeoutSec = 0;
    static constexpr int MaxStatementTimeoutSec = 24 * 3600;
    bool readOnly = false;   // every statement on this connection runs read-only
    bool production = false; // writes disabled entirely, even from the user's own cells
    // What the assistant may see and query on this connection (security::AccessPolicy reads and
    // writes it): hidden and never-queried tables, hidden and redacted columns, sample sharing.
    QJsonObject privacy;

    bool needsPassword() const;
    int effectivePort() const;          // the engine's default port when `port` is 0
    QString displayLocation() const;    // "retail.sqlite", "analyst@db:5432/sales"
    QString validate() const;           // empty when usable, else what is missing

    QJsonObject toJson() const;
    static ConnectionConfig fromJson(const QJsonObject &json);
    bool operator==(const ConnectionConfig &other) const = default;
};

// The schema name an attached files workspace has on a SQLite connection.
inline QString attachedWorkspaceSchema() { return QStringLiteral("files"); }

// Empty when an ODBC connection string is safe to use; otherwise why not (FILEDSN=, SAVEFILE=,
// a Driver= given as a library path, PLUGIN_DIR=, MySQL's ENABLE_LOCAL_INFILE=1 or
// LOAD_DATA_LOCAL_DIR=).
QString dangerousOdbcOption(const QString &connectionString);
// Whether the string carries a password (PWD=, Password=, PWD1..3=): it belongs in the keychain.
bool odbcHasPassword(const QString &connectionString);

} // namespace assay::db
