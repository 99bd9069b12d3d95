#pragma once
// Errors are values: every database call returns one (null on success) so that the caller can
// show it where the user is looking. Nothing in core shows UI.

#include <QString>

namespace assay::db {

struct DbError {
    enum class Kind {
        None,
        Connection,     // cannot reach the server, file missing, connection lost
        Authentication, // wrong user or password
        NotADatabase,   // a file that is not a SQLite database
        Syntax,         // the statement does not parse
        Execution,      // the statement parsed but failed
        ReadOnly,       // a write refused in read-only execution
        Privacy,        // refused by the connection's privacy settings before it ran (privacy.md)
        Cancelled,
        Timeout,
        Unsupported,
        Internal,
    };

    Kind kind = Kind::None;
    QString message;  // the database's own message, trimmed
    QString sqlState; // SQLSTATE or the engine's native code
    int position = -1; // 0-based character offset into the statement text, when known
    QString detail;
    QString hint;

    bool isNull() const { return kind == Kind::None; }
    explicit operator bool() const { return !isNull(); }

    static DbError make(Kind kind, const QString &message, const QString &sqlState = {});

    // One line for a status bar: "Syntax error at line 2, column 8: near "FORM": syntax error".
    // `sql` lets the position be shown as a line and column.
    QString displayText(QStringView sql = {}) const;
};

QString errorKindName(DbError::Kind kind);

} // namespace assay::db
