#pragma once
// Writes one imported table into a workspace file with SQLite's C API: a single transaction
// (BEGIN IMMEDIATE ... COMMIT) that replaces a table of the same name, a prepared INSERT bound
// value by value. The workspace is in WAL mode, so readers of other tables go on while an import
// runs, and a rollback (cancel, error, crash) leaves the previous state exactly.

#include "importoptions.h"

#include <QByteArrayView>
#include <QString>

struct sqlite3;
struct sqlite3_stmt;

namespace assay::files {

class TableWriter {
public:
    TableWriter() = default;
    ~TableWriter(); // rolls back what was not committed
    TableWriter(const TableWriter &) = delete;
    TableWriter &operator=(const TableWriter &) = delete;

    QString open(const QString &workspacePath); // creates the workspace when it does not exist
    QString begin(const QString &table, const QList<ColumnPlan> &columns);
    QString addColumn(const ColumnPlan &column); // within the transaction (a JSON key seen late)

    void bindNull(int column);
    void bindInteger(int column, qint64 value);
    void bindReal(int column, double value);
    // `stable`: the bytes stay valid until insertRow() (no copy is made).
    void bindText(int column, QByteArrayView utf8, bool stable = false);
    QString insertRow();

    QString commit();
    void rollback();
    sqlite3 *handle() const { return m_db; }

    // The most columns this SQLite build allows in a table.
    static int maxColumns();

private:
    QString prepareInsert();
    QString exec(const QByteArray &sql);
    QString lastError() const;

    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_insert = nullptr;
    QString m_table;
    int m_columns = 0;
    bool m_inTransaction = false;
};

QString quotedName(const QString &name); // "name" with inner quotes doubled

} // namespace assay::files
