#pragma once
// Privacy on SQLite (privacy.md), enforced by SQLite's authorizer while it compiles a statement:
// it reports every table and column read, through views, subqueries, CTEs and functions alike,
// naming the base table. Hidden tables and columns, the catalog (sqlite_schema, pragma_*, dbstat,
// sqlite_stmt) and PRAGMAs are denied; redacted columns are read as NULL inside the engine
// (SQLITE_IGNORE), so no expression over them can reveal a value, and a result column that is a
// redacted column (sqlite3_column_origin_name) shows the mask.

#include "privacyrules.h"
#include "privacytext.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

struct sqlite3;

namespace assay::db {

// The tables and views of every database on a handle (main, temp, attached), with the views'
// SQL, reread when a database's schema_version changes.
class SqliteSchemaNames {
public:
    struct Object {
        QString database;
        QString name;
        bool view = false;
        QString sql;
        QStringList columns; // read on first need
        bool columnsRead = false;
    };
    // Rereads what changed. Runs statements on `db` (the privacy check must not be active).
    void refresh(sqlite3 *db);
    // `database` empty: the first of temp, main, then attached ones (SQLite's own search order).
    const Object *find(QStringView database, QStringView name) const;
    QStringList columns(sqlite3 *db, const Object &object);

private:
    struct Database {
        int schemaVersion = -1;
        QHash<QString, Object> objects; // lower-cased name
    };
    QStringList m_order; // temp, main, then the others
    QHash<QString, Database> m_databases;
};

// One statement's check. Installed on the read-only handle's authorizer for as long as the
// statement lives (SQLite may prepare it again after a schema change).
class SqlitePrivacyCheck {
public:
    enum class Pass : quint8 {
        Record,  // first preparation: note redacted reads (values intact) to find where they go
        Enforce, // the one that runs: redacted reads come back NULL
    };
    SqlitePrivacyCheck(const PrivacyRules &rules, const SqliteSchemaNames &schema,
                       QStringView statement, Pass pass);

    // SQLITE_OK, SQLITE_DENY or SQLITE_IGNORE for `action`; -1 when the rules have no say.
    int authorize(int action, const char *arg3, const char *arg4, const char *database,
                  const char *inner);

    bool denied() const { return !m_reason.isEmpty(); }
    const QString &reason() const { return m_reason; }
    const QString &detail() const { return m_detail; }
    bool readsRedacted() const { return m_redactedReads > 0; }
    int topLevelRedactedReads() const { return m_topLevelRedacted; }
    // Views read, as "database.name", and the columns of each read outside any view.
    const QSet<QString> &viewsRead() const { return m_viewsRead; }
    const QList<std::pair<QString, QString>> &topLevelViewReads() const {
        return m_topLevelViewReads;
    }
    const QStringList &tablesRead() const { return m_tablesRead; }
    void setPass(Pass pass) { m_pass = pass; }

private:
    int deny(const QString &reason, const QString &detail);
    QString nameIfWritten(const QString &name) const;

    const PrivacyRules &m_rules;
    const SqliteSchemaNames &m_schema;
    QString m_statementLower;
    QStringList m_cteNames; // lower-cased: a recursive CTE's reads name it like a table
    Pass m_pass;
    QString m_reason;
    QString m_detail;
    int m_redactedReads = 0;
    int m_topLevelRedacted = 0;
    QSet<QString> m_viewsRead;
    QList<std::pair<QString, QString>> m_topLevelViewReads;
    QStringList m_tablesRead;
};

// The redacted outputs of a view (those that pass a redacted column through unchanged), or why
// reading it is refused: its SQL read against the rules (privacytext.h), views inside it first.
struct SqliteViewJudgement {
    bool refused = false;
    QString detail;
    QStringList redactedOutputs;
};
SqliteViewJudgement judgeSqliteView(sqlite3 *db, SqliteSchemaNames &schema,
                                    const PrivacyRules &rules,
                                    const SqliteSchemaNames::Object &view,
                                    QHash<QString, SqliteViewJudgement> *memo, int depth = 0);

} // namespace assay::db
