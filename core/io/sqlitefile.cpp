#include "sqlitefile.h"
#include "iotr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sqlite3.h>

namespace assay::io {

SqliteFile::~SqliteFile()
{
    close();
}

QString SqliteFile::open(const QString &path, const char *schema)
{
    close();
    QMutexLocker lock(&m_mutex);
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK) {
        const QString error = QString::fromUtf8(sqlite3_errmsg(m_db));
        sqlite3_close(m_db);
        m_db = nullptr;
        return Tr::tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), error);
    }
    sqlite3_busy_timeout(m_db, 5000);
    m_path = path;
    QString error = exec("PRAGMA journal_mode = WAL");
    if (error.isEmpty() && schema)
        error = exec(schema);
    if (!error.isEmpty()) {
        sqlite3_close(m_db);
        m_db = nullptr;
        return Tr::tr("%1 cannot be used: %2").arg(QDir::toNativeSeparators(path), error);
    }
    return {};
}

void SqliteFile::close()
{
    QMutexLocker lock(&m_mutex);
    if (m_db)
        sqlite3_close(m_db);
    m_db = nullptr;
}

QString SqliteFile::exec(const char *sql) const
{
    if (!m_db)
        return Tr::tr("The file is not open.");
    char *message = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &message) != SQLITE_OK) {
        const QString error = QString::fromUtf8(message ? message : sqlite3_errmsg(m_db));
        sqlite3_free(message);
        return error;
    }
    return {};
}

QString SqliteFile::lastError() const
{
    return m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : Tr::tr("The file is not open.");
}

qint64 SqliteFile::lastInsertId() const
{
    return m_db ? sqlite3_last_insert_rowid(m_db) : 0;
}

SqliteStatement::SqliteStatement(const SqliteFile &file, const char *sql)
{
    if (file.handle())
        sqlite3_prepare_v2(file.handle(), sql, -1, &m_stmt, nullptr);
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_stmt);
}

SqliteStatement &SqliteStatement::bind(const QString &value)
{
    const QByteArray utf8 = value.toUtf8();
    sqlite3_bind_text(m_stmt, ++m_next, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
    return *this;
}

SqliteStatement &SqliteStatement::bind(qint64 value)
{
    sqlite3_bind_int64(m_stmt, ++m_next, value);
    return *this;
}

SqliteStatement &SqliteStatement::bind(double value)
{
    sqlite3_bind_double(m_stmt, ++m_next, value);
    return *this;
}

SqliteStatement &SqliteStatement::bindNull()
{
    sqlite3_bind_null(m_stmt, ++m_next);
    return *this;
}

bool SqliteStatement::step()
{
    return m_stmt && sqlite3_step(m_stmt) == SQLITE_ROW;
}

bool SqliteStatement::run()
{
    return m_stmt && sqlite3_step(m_stmt) == SQLITE_DONE;
}

QString SqliteStatement::text(int column) const
{
    return QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column)), sqlite3_column_bytes(m_stmt, column));
}

qint64 SqliteStatement::integer(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

double SqliteStatement::real(int column) const
{
    return sqlite3_column_double(m_stmt, column);
}

bool SqliteStatement::isNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

} // namespace assay::io
