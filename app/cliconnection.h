#pragma once
// Where a headless verb's data lives: `--connection` (a SQLite file, "sample", a URL such as
// postgresql://analyst@db.example:5432/sales, or the name or id of a connection saved in the
// window), else the connection the notebook names. The password comes from $ASSAY_DB_PASSWORD or
// the keychain (for saved connections), never from the notebook.

#include "db/connectionconfig.h"
#include "db/dbsession.h"

#include <QString>

#include <memory>


namespace assay::app {

struct ResolvedConnection {
    db::ConnectionConfig config;
    QString password;
    QString error; // why there is nothing to connect to
};

// `spec` may be empty: then `fromNotebook` is used (its SQLite path relative to `notebookDir`).
ResolvedConnection resolveConnection(const QString &spec, const db::ConnectionConfig &fromNotebook,
                                     const QString &notebookDir);

// A secret from the system keychain (security::SecretStore's key names), waiting for it; empty when
// there is none, no keychain answers within 5 s, or ASSAY_NO_KEYCHAIN=1.
QString keychainSecret(const QString &key);

// Opens a session and waits for it (polling for Ctrl+C). Null with `error` set when it fails.
std::unique_ptr<db::DbSession> openSession(const ResolvedConnection &connection, QString *error);

} // namespace assay::app
