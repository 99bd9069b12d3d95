#include "tablewriter.h"
#include "filestr.h"

#include <QDir>
#include <QFile>

#include <sqlite3.h>

namespace assay::files {

QString quotedName(const QString &name)
{
    QString n = name;
    n.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + n + QLatin1Char('"');
}

TableWriter::~TableWriter()
{
    rollback();
    sqlite3_finalize(m_insert);
    sqlite3_close_v2(m_db);
}

int TableWriter::maxColumns()
{
    sqlite3 *db = nullptr;
    sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE, nullptr);
    const int n = db ? sqlite3_limit(db, SQLITE_LIMIT_COLUMN, -1) : 2000;
    sqlite3_close(db);
    return n;
}

QString TableWriter::lastError() const
{
    return QString::fromUtf8(sqlite3_errmsg(m_db));
}

QString TableWriter::exec(const QByteArray &sql)
{
    char *err = nullptr;
    if (sqlite3_exec(m_db, sql.constData(), nullptr, nullptr, &err) == SQLITE_OK)
        return {};
    const QString message = QString::fromUtf8(err ? err : sqlite3_errmsg(m_db));
    sqlite3_free(err);
    return message;
}

QString TableWriter::open(const QString &workspacePath)
{
    QDir().mkpath(QFileInfo(workspacePath).absolutePath());
    const int rc = sqlite3_open_v2(QFile::encodeName(workspacePath).constData(), &m_db,
                                   SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    if (rc != SQLITE_OK)
        return Tr::tr("The workspace %1 cannot be opened: %2").arg(QDir::toNativeSeparators(workspacePath), lastError());
    sqlite3_busy_timeout(m_db, 30000);
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, nullptr);
    // WAL: the notebook reads other tables while an import writes; the import checkpoints itself
    // once, after it committed. A bounded page cache keeps memory flat for any file size.
    for (const char *pragma : {"PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL", "PRAGMA wal_autocheckpoint = 0",
                               "PRAGMA cache_size = -32768", "PRAGMA temp_store = FILE"}) {
        if (const QString e = exec(pragma); !e.isEmpty())
            return Tr::tr("The workspace %1 cannot be prepared for the import: %2").arg(QDir::toNativeSeparators(workspacePath), e);
    }
    return {};
}

QString TableWriter::begin(const QString &table, const QList<ColumnPlan> &columns)
{
    m_table = table;
    if (const QString e = exec("BEGIN IMMEDIATE"); !e.isEmpty())
        return Tr::tr("The workspace is busy: %1").arg(e);
    m_inTransaction = true;
    QStringList defs;
    for (const ColumnPlan &c : columns)
        defs << quotedName(c.name) + QLatin1Char(' ') + QLatin1String(sqlTypeName(c.type));
    const QByteArray drop = "DROP TABLE IF EXISTS " + quotedName(table).toUtf8();
    const QByteArray create = "CREATE TABLE " + quotedName(table).toUtf8() + " (" + defs.join(QStringLiteral(", ")).toUtf8() + ")";
    if (QString e = exec(drop); !e.isEmpty())
        return e;
    if (QString e = exec(create); !e.isEmpty())
        return Tr::tr("The table %1 cannot be created: %2").arg(table, e);
    m_columns = int(columns.size());
    return prepareInsert();
}

QString TableWriter::prepareInsert()
{
    sqlite3_finalize(m_insert);
    m_insert = nullptr;
    QByteArray sql = "INSERT INTO " + quotedName(m_table).toUtf8() + " VALUES (";
    for (int i = 0; i < m_columns; ++i)
        sql += i ? ",?" : "?";
    sql += ")";
    if (sqlite3_prepare_v2(m_db, sql.constData(), int(sql.size()), &m_insert, nullptr) != SQLITE_OK)
        return lastError();
    return {};
}

QString TableWriter::addColumn(const ColumnPlan &column)
{
    const QByteArray sql = "ALTER TABLE " + quotedName(m_table).toUtf8() + " ADD COLUMN " + quotedName(column.name).toUtf8()
                           + ' ' + sqlTypeName(column.type);
    if (QString e = exec(sql); !e.isEmpty())
        return e;
    ++m_columns;
    return prepareInsert();
}

void TableWriter::bindNull(int column)
{
    sqlite3_bind_null(m_insert, column + 1);
}

void TableWriter::bindInteger(int column, qint64 value)
{
    sqlite3_bind_int64(m_insert, column + 1, value);
}

void TableWriter::bindReal(int column, double value)
{
    sqlite3_bind_double(m_insert, column + 1, value);
}

void TableWriter::bindText(int column, QByteArrayView utf8, bool stable)
{
    sqlite3_bind_text(m_insert, column + 1, utf8.data(), int(utf8.size()), stable ? SQLITE_STATIC : SQLITE_TRANSIENT);
}

QString TableWriter::insertRow()
{
    const int rc = sqlite3_step(m_insert);
    sqlite3_reset(m_insert);
    if (rc != SQLITE_DONE)
        return lastError();
    return {};
}

QString TableWriter::commit()
{
    sqlite3_finalize(m_insert);
    m_insert = nullptr;
    if (const QString e = exec("COMMIT"); !e.isEmpty())
        return e;
    m_inTransaction = false;
    // Move the pages into the database file now, so the next reader does not pay for it.
    exec("PRAGMA wal_checkpoint(TRUNCATE)");
    return {};
}

void TableWriter::rollback()
{
    if (!m_inTransaction || !m_db)
        return;
    sqlite3_finalize(m_insert);
    m_insert = nullptr;
    exec("ROLLBACK");
    m_inTransaction = false;
}

} // namespace assay::files
