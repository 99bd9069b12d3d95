#pragma once
// A small local SQLite file that Assay keeps for itself (the drift baseline, the statement
// history, the verified answers), opened with the sqlite3 C API so one handle can serve any
// thread behind a mutex. WAL mode: several handles on the same file (the knowledge store's and
// these) read and write side by side. Errors come back as text, never as exceptions.

#include <QMutex>
#include <QString>

struct sqlite3;
struct sqlite3_stmt;

namespace assay::io {

class SqliteFile {
public:
    SqliteFile() = default;
    ~SqliteFile();
    SqliteFile(const SqliteFile &) = delete;
    SqliteFile &operator=(const SqliteFile &) = delete;

    // Creates the folder and the file when missing, then runs `schema` (CREATE ... IF NOT EXISTS).
    QString open(const QString &path, const char *schema);
    void close();
    bool isOpen() const { return m_db != nullptr; }
    QString path() const { return m_path; }

    QString exec(const char *sql) const;
    QString lastError() const;
    qint64 lastInsertId() const;
    sqlite3 *handle() const { return m_db; }
    // Callers hold it around a sequence of statements that belong together.
    QMutex &mutex() const { return m_mutex; }

private:
    sqlite3 *m_db = nullptr;
    QString m_path;
    mutable QMutex m_mutex;
};

// A prepared statement with binding helpers; finalized when it goes out of scope.
class SqliteStatement {
public:
    SqliteStatement(const SqliteFile &file, const char *sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    bool ok() const { return m_stmt != nullptr; }
    SqliteStatement &bind(const QString &value);
    SqliteStatement &bind(qint64 value);
    SqliteStatement &bind(int value) { return bind(qint64(value)); }
    SqliteStatement &bind(double value);
    SqliteStatement &bindNull();
    bool step(); // true while there is a row
    bool run();  // true when the statement completed
    QString text(int column) const;
    qint64 integer(int column) const;
    double real(int column) const;
    bool isNull(int column) const;

private:
    sqlite3_stmt *m_stmt = nullptr;
    int m_next = 0;
};

} // namespace assay::io
