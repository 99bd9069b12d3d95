#include "historystore.h"

#include <QRegularExpression>
#include <QStandardPaths>

namespace assay::history {
namespace {

// `needle` is what the search matches: the statement, where it came from and its error, folded
// once when stored so a search is one pass of instr() over the table.
const char *const Schema = R"(
CREATE TABLE IF NOT EXISTS history (id INTEGER PRIMARY KEY, at TEXT NOT NULL, connection TEXT, source TEXT NOT NULL,
    sql TEXT NOT NULL, origin TEXT, duration_ms INTEGER, rows INTEGER, error TEXT, needle TEXT NOT NULL);
)";

HistoryEntry entryFrom(const io::SqliteStatement &s)
{
    HistoryEntry e;
    e.id = s.integer(0);
    e.at = QDateTime::fromString(s.text(1), Qt::ISODateWithMs);
    e.at.setTimeSpec(Qt::UTC);
    e.connection = s.text(2);
    sourceFromKey(s.text(3), &e.source);
    e.sql = s.text(4);
    e.origin = s.text(5);
    e.durationMs = s.isNull(6) ? -1 : s.integer(6);
    e.rows = s.isNull(7) ? -1 : s.integer(7);
    e.error = s.text(8);
    return e;
}

} // namespace

QString HistoryStore::defaultPath(const QString &connectionKey)
{
    QString key = connectionKey;
    key.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/history/") + key + QStringLiteral(".sqlite");
}

QString HistoryStore::open(const QString &path)
{
    const QString error = m_file.open(path, Schema);
    if (error.isEmpty())
        m_file.exec("PRAGMA synchronous = NORMAL");
    return error;
}

QString HistoryStore::record(const HistoryEntry &entry)
{
    QMutexLocker lock(&m_file.mutex());
    if (!m_file.isOpen())
        return m_file.lastError();
    const QString sql = scrubSecrets(entry.sql);
    const QString error = scrubSecrets(entry.error);
    io::SqliteStatement s(m_file, "INSERT INTO history (at, connection, source, sql, origin, duration_ms, rows, error, needle) "
                                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
    s.bind((entry.at.isValid() ? entry.at : QDateTime::currentDateTimeUtc()).toUTC().toString(Qt::ISODateWithMs))
        .bind(entry.connection)
        .bind(sourceKey(entry.source))
        .bind(sql)
        .bind(entry.origin);
    entry.durationMs >= 0 ? s.bind(entry.durationMs) : s.bindNull();
    entry.rows >= 0 ? s.bind(entry.rows) : s.bindNull();
    s.bind(error).bind((sql + QLatin1Char('\n') + entry.origin + QLatin1Char('\n') + error).toLower());
    if (!s.run())
        return m_file.lastError();
    // The oldest beyond the limit go (the id is the insertion order).
    io::SqliteStatement trim(m_file, "DELETE FROM history WHERE id <= ?");
    trim.bind(m_file.lastInsertId() - m_limit);
    return trim.run() ? QString() : m_file.lastError();
}

HistoryPage HistoryStore::search(const HistoryQuery &query) const
{
    HistoryPage page;
    QMutexLocker lock(&m_file.mutex());
    if (!m_file.isOpen()) {
        page.error = m_file.lastError();
        return page;
    }
    const QString needle = query.text.trimmed().toLower();
    const QString source = query.source ? sourceKey(*query.source) : QString();
    // One scan, newest first: the page and the number of matches together.
    io::SqliteStatement s(m_file, "SELECT id, at, connection, source, sql, origin, duration_ms, rows, error FROM history "
                                  "WHERE (?1 = '' OR instr(needle, ?1) > 0) AND (?2 = '' OR source = ?2) AND (?3 = 0 OR error <> '') "
                                  "ORDER BY id DESC");
    s.bind(needle).bind(source).bind(qint64(query.failedOnly ? 1 : 0));
    while (s.step()) {
        if (page.entries.size() < query.limit)
            page.entries << entryFrom(s);
        ++page.matching;
    }
    return page;
}

qint64 HistoryStore::count() const
{
    QMutexLocker lock(&m_file.mutex());
    io::SqliteStatement s(m_file, "SELECT COUNT(*) FROM history");
    return s.step() ? s.integer(0) : 0;
}

QString HistoryStore::clear()
{
    QMutexLocker lock(&m_file.mutex());
    const QString error = m_file.exec("DELETE FROM history");
    if (error.isEmpty())
        m_file.exec("VACUUM");
    return error;
}

} // namespace assay::history
