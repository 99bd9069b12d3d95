#include "knowledgestore.h"
#include "knowledgetr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStandardPaths>

#include <sqlite3.h>

namespace assay::knowledge {
namespace {

const char *const Schema = R"(
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS tables (key TEXT PRIMARY KEY, knowledge TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS relationships (id INTEGER PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS entities (id INTEGER PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS user_descriptions (key TEXT PRIMARY KEY, description TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS glossary (id INTEGER PRIMARY KEY, term TEXT NOT NULL, kind TEXT, aliases TEXT,
    definition TEXT, expression TEXT, target_table TEXT, target_column TEXT, value TEXT);
CREATE TABLE IF NOT EXISTS examples (id INTEGER PRIMARY KEY, question TEXT NOT NULL, sql TEXT NOT NULL,
    tables TEXT, columns TEXT, source TEXT, created_at TEXT);
CREATE TABLE IF NOT EXISTS value_index (table_key TEXT NOT NULL, column_name TEXT NOT NULL, value TEXT NOT NULL,
    frequency INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS value_index_table ON value_index(table_key);
CREATE TABLE IF NOT EXISTS pattern_corrections (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, data TEXT NOT NULL,
    description TEXT, created_at TEXT);
CREATE TABLE IF NOT EXISTS query_history (normalized TEXT PRIMARY KEY, sql TEXT NOT NULL, runs INTEGER NOT NULL,
    last_run TEXT NOT NULL);
)";

// Prepared statement with binding helpers and automatic finalize.
class Statement {
public:
    Statement(sqlite3 *db, const char *sql) { sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr); }
    ~Statement() { sqlite3_finalize(m_stmt); }
    bool ok() const { return m_stmt != nullptr; }
    Statement &bind(const QString &v)
    {
        const QByteArray b = v.toUtf8();
        sqlite3_bind_text(m_stmt, ++m_col, b.constData(), int(b.size()), SQLITE_TRANSIENT);
        return *this;
    }
    Statement &bind(qint64 v)
    {
        sqlite3_bind_int64(m_stmt, ++m_col, v);
        return *this;
    }
    bool step() { return m_stmt && sqlite3_step(m_stmt) == SQLITE_ROW; }
    bool run() { return m_stmt && sqlite3_step(m_stmt) == SQLITE_DONE; }
    // Runs an "UPDATE … WHERE id = ?" (id > 0, bound last) or an INSERT: the row's id, 0 on failure.
    qint64 save(sqlite3 *db, qint64 id)
    {
        if (id > 0)
            bind(id);
        if (!run())
            return 0;
        return id > 0 ? id : sqlite3_last_insert_rowid(db);
    }
    QString text(int c) const
    {
        return QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, c)), sqlite3_column_bytes(m_stmt, c));
    }
    qint64 integer(int c) const { return sqlite3_column_int64(m_stmt, c); }

private:
    sqlite3_stmt *m_stmt = nullptr;
    int m_col = 0;
};

QString toJsonText(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QJsonObject fromJsonText(const QString &s)
{
    return QJsonDocument::fromJson(s.toUtf8()).object();
}

QString userKey(const QString &table, const QString &column)
{
    return (column.isEmpty() ? table : table + QLatin1Char('.') + column).toLower();
}

} // namespace

KnowledgeStore::~KnowledgeStore()
{
    close();
}

QString KnowledgeStore::defaultPath(const QString &connectionId)
{
    QString id = connectionId;
    id.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/knowledge/") + id
           + QStringLiteral(".sqlite");
}

QString KnowledgeStore::open(const QString &path)
{
    QMutexLocker lock(&m_mutex);
    if (m_db) {
        sqlite3_close(m_db);
        m_db = nullptr;
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr)
        != SQLITE_OK) {
        const QString e = QString::fromUtf8(sqlite3_errmsg(m_db));
        sqlite3_close(m_db);
        m_db = nullptr;
        return Tr::tr("Cannot open the knowledge store %1: %2").arg(path, e);
    }
    sqlite3_busy_timeout(m_db, 5000);
    m_path = path;
    if (QString e = exec("PRAGMA journal_mode = WAL"); !e.isEmpty())
        return e;
    if (QString e = exec(Schema); !e.isEmpty()) {
        sqlite3_close(m_db);
        m_db = nullptr;
        return Tr::tr("The knowledge store %1 is damaged: %2").arg(path, e);
    }
    return {};
}

void KnowledgeStore::close()
{
    QMutexLocker lock(&m_mutex);
    if (m_db)
        sqlite3_close(m_db);
    m_db = nullptr;
}

QString KnowledgeStore::exec(const char *sql) const
{
    if (!m_db)
        return Tr::tr("The knowledge store is not open.");
    char *err = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &err) != SQLITE_OK) {
        const QString e = QString::fromUtf8(err ? err : sqlite3_errmsg(m_db));
        sqlite3_free(err);
        return e;
    }
    return {};
}

QString KnowledgeStore::lastError() const
{
    return m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : Tr::tr("The knowledge store is not open.");
}

QString KnowledgeStore::saveContext(const DataContext &c)
{
    QMutexLocker lock(&m_mutex);
    if (!m_db)
        return lastError();
    exec("BEGIN");
    exec("DELETE FROM tables; DELETE FROM relationships; DELETE FROM entities;");
    {
        for (const TableKnowledge &t : c.tables) {
            Statement row(m_db, "INSERT INTO tables (key, knowledge) VALUES (?, ?)");
            if (!row.bind(t.key()).bind(toJsonText(t.toJson())).run()) {
                const QString e = lastError();
                exec("ROLLBACK");
                return e;
            }
        }
        for (const Relationship &r : c.relationships) {
            Statement row(m_db, "INSERT INTO relationships (data) VALUES (?)");
            row.bind(toJsonText(r.toJson())).run();
        }
        for (const Entity &e : c.entities) {
            Statement row(m_db, "INSERT INTO entities (data) VALUES (?)");
            row.bind(toJsonText(e.toJson())).run();
        }
    }
    auto meta = [this](const QString &k, const QString &v) {
        Statement s(m_db, "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)");
        s.bind(k).bind(v).run();
    };
    meta(QStringLiteral("catalogFingerprint"), c.catalogFingerprint);
    meta(QStringLiteral("database"), toJsonText(c.database.toJson()));
    meta(QStringLiteral("warnings"), c.warnings.join(u'\n'));
    meta(QStringLiteral("builtAt"), c.builtAt.toUTC().toString(Qt::ISODate));
    meta(QStringLiteral("usedModel"), c.usedModel ? QStringLiteral("1") : QStringLiteral("0"));
    return exec("COMMIT");
}

QString KnowledgeStore::saveTable(const TableKnowledge &t)
{
    QMutexLocker lock(&m_mutex);
    if (!m_db)
        return lastError();
    Statement s(m_db, "INSERT OR REPLACE INTO tables (key, knowledge) VALUES (?, ?)");
    return s.bind(t.key()).bind(toJsonText(t.toJson())).run() ? QString() : lastError();
}

QString KnowledgeStore::removeTable(const QString &qualifiedName)
{
    QMutexLocker lock(&m_mutex);
    Statement s(m_db, "DELETE FROM tables WHERE key = ?");
    return s.bind(qualifiedName.toLower()).run() ? QString() : lastError();
}

bool KnowledgeStore::loadContext(DataContext *c, QString *error) const
{
    QMutexLocker lock(&m_mutex);
    if (!m_db) {
        if (error)
            *error = lastError();
        return false;
    }
    DataContext out;
    {
        Statement s(m_db, "SELECT knowledge FROM tables ORDER BY key");
        while (s.step())
            out.tables << TableKnowledge::fromJson(fromJsonText(s.text(0)));
    }
    {
        Statement s(m_db, "SELECT data FROM relationships ORDER BY id");
        while (s.step())
            out.relationships << Relationship::fromJson(fromJsonText(s.text(0)));
    }
    {
        Statement s(m_db, "SELECT data FROM entities ORDER BY id");
        while (s.step())
            out.entities << Entity::fromJson(fromJsonText(s.text(0)));
    }
    Statement m(m_db, "SELECT key, value FROM meta");
    while (m.step()) {
        const QString k = m.text(0);
        const QString v = m.text(1);
        if (k == u"catalogFingerprint")
            out.catalogFingerprint = v;
        else if (k == u"database")
            out.database = DatabaseSummary::fromJson(fromJsonText(v));
        else if (k == u"warnings")
            out.warnings = v.isEmpty() ? QStringList() : v.split(u'\n');
        else if (k == u"builtAt")
            out.builtAt = QDateTime::fromString(v, Qt::ISODate);
        else if (k == u"usedModel")
            out.usedModel = v == u"1";
    }
    lock.unlock();
    applyUserDescriptions(out);
    *c = std::move(out);
    return true;
}

QString KnowledgeStore::setUserDescription(const QString &table, const QString &column, const QString &text)
{
    QMutexLocker lock(&m_mutex);
    if (!m_db)
        return lastError();
    if (text.trimmed().isEmpty()) {
        Statement s(m_db, "DELETE FROM user_descriptions WHERE key = ?");
        return s.bind(userKey(table, column)).run() ? QString() : lastError();
    }
    Statement s(m_db, "INSERT OR REPLACE INTO user_descriptions (key, description) VALUES (?, ?)");
    return s.bind(userKey(table, column)).bind(text.trimmed()).run() ? QString() : lastError();
}

QHash<QString, QString> KnowledgeStore::userDescriptions() const
{
    QMutexLocker lock(&m_mutex);
    QHash<QString, QString> out;
    if (!m_db)
        return out;
    Statement s(m_db, "SELECT key, description FROM user_descriptions");
    while (s.step())
        out.insert(s.text(0), s.text(1));
    return out;
}

void KnowledgeStore::applyUserDescriptions(DataContext &c) const
{
    const QHash<QString, QString> edits = userDescriptions();
    for (TableKnowledge &t : c.tables) {
        if (const auto it = edits.constFind(t.key()); it != edits.constEnd()) {
            t.description = *it;
            t.source = TextSource::User;
        }
        for (ColumnKnowledge &col : t.columns) {
            if (const auto it = edits.constFind(t.key() + QLatin1Char('.') + col.name.toLower()); it != edits.constEnd()) {
                col.description = *it;
                col.source = TextSource::User;
            }
        }
    }
}

QList<GlossaryEntry> KnowledgeStore::glossary() const
{
    QMutexLocker lock(&m_mutex);
    QList<GlossaryEntry> out;
    if (!m_db)
        return out;
    Statement s(m_db, "SELECT id, term, kind, aliases, definition, expression, target_table, target_column, value "
                      "FROM glossary ORDER BY term COLLATE NOCASE");
    while (s.step()) {
        GlossaryEntry e;
        e.id = s.integer(0);
        e.term = s.text(1);
        e.kind = glossaryKindFromKey(s.text(2));
        e.aliases = s.text(3).isEmpty() ? QStringList() : s.text(3).split(u'\x1f');
        e.definition = s.text(4);
        e.expression = s.text(5);
        e.table = s.text(6);
        e.column = s.text(7);
        e.value = s.text(8);
        out << e;
    }
    return out;
}

qint64 KnowledgeStore::saveGlossaryEntry(const GlossaryEntry &e, QString *error)
{
    QMutexLocker lock(&m_mutex);
    if (!m_db) {
        if (error)
            *error = lastError();
        return 0;
    }
    const char *sql = e.id > 0 ? "UPDATE glossary SET term = ?, kind = ?, aliases = ?, definition = ?, expression = ?, "
                                 "target_table = ?, target_column = ?, value = ? WHERE id = ?"
                               : "INSERT INTO glossary (term, kind, aliases, definition, expression, target_table, "
                                 "target_column, value) VALUES (?, ?, ?, ?, ?, ?, ?, ?)";
    Statement s(m_db, sql);
    s.bind(e.term).bind(glossaryKindKey(e.kind)).bind(e.aliases.join(u'\x1f')).bind(e.definition).bind(e.expression)
        .bind(e.table).bind(e.column).bind(e.value);
    const qint64 saved = s.save(m_db, e.id);
    if (!saved && error)
        *error = lastError();
    return saved;
}

QString KnowledgeStore::removeGlossaryEntry(qint64 id)
{
    QMutexLocker lock(&m_mutex);
    Statement s(m_db, "DELETE FROM glossary WHERE id = ?");
    return s.bind(id).run() ? QString() : lastError();
}

QList<ExampleEntry> KnowledgeStore::examples() const
{
    QMutexLocker lock(&m_mutex);
    QList<ExampleEntry> out;
    if (!m_db)
        return out;
    Statement s(m_db, "SELECT id, question, sql, tables, columns, source, created_at FROM examples ORDER BY id");
    while (s.step()) {
        ExampleEntry e;
        e.id = s.integer(0);
        e.question = s.text(1);
        e.sql = s.text(2);
        e.tables = s.text(3).isEmpty() ? QStringList() : s.text(3).split(u'\x1f');
        e.columns = s.text(4).isEmpty() ? QStringList() : s.text(4).split(u'\x1f');
        e.source = exampleSourceFromKey(s.text(5));
        e.createdAt = QDateTime::fromString(s.text(6), Qt::ISODate);
        out << e;
    }
    return out;
}

qint64 KnowledgeStore::saveExample(const ExampleEntry &e, QString *error)
{
    QMutexLocker lock(&m_mutex);
    if (!m_db) {
        if (error)
            *error = lastError();
        return 0;
    }
    const char *sql = e.id > 0 ? "UPDATE examples SET question = ?, sql = ?, tables = ?, columns = ?, source = ?, created_at = ? "
                                 "WHERE id = ?"
                               : "INSERT INTO examples (question, sql, tables, columns, source, created_at) VALUES (?, ?, ?, ?, ?, ?)";
    Statement s(m_db, sql);
    s.bind(e.question).bind(e.sql).bind(e.tables.join(u'\x1f')).bind(e.columns.join(u'\x1f')).bind(exampleSourceKey(e.source))
        .bind((e.createdAt.isValid() ? e.createdAt : QDateTime::currentDateTimeUtc()).toUTC().toString(Qt::ISODate));
    const qint64 saved = s.save(m_db, e.id);
    if (!saved && error)
        *error = lastError();
    return saved;
}

QString KnowledgeStore::removeExample(qint64 id)
{
    QMutexLocker lock(&m_mutex);
    Statement s(m_db, "DELETE FROM examples WHERE id = ?");
    return s.bind(id).run() ? QString() : lastError();
}

QList<PatternCorrectionEntry> KnowledgeStore::patternCorrections() const
{
    QMutexLocker lock(&m_mutex);
    QList<PatternCorrectionEntry> out;
    if (!m_db)
        return out;
    Statement s(m_db, "SELECT id, kind, data, description, created_at FROM pattern_corrections ORDER BY id");
    while (s.step()) {
        PatternCorrectionEntry e;
        e.id = s.integer(0);
        e.kind = s.text(1);
        e.data = fromJsonText(s.text(2));
        e.description = s.text(3);
        e.createdAt = QDateTime::fromString(s.text(4), Qt::ISODate);
        out << e;
    }
    return out;
}

qint64 KnowledgeStore::savePatternCorrection(const PatternCorrectionEntry &e, QString *error)
{
    QMutexLocker lock(&m_mutex);
    if (!m_db) {
        if (error)
            *error = lastError();
        return 0;
    }
    const char *sql = e.id > 0 ? "UPDATE pattern_corrections SET kind = ?, data = ?, description = ?, created_at = ? WHERE id = ?"
                               : "INSERT INTO pattern_corrections (kind, data, description, created_at) VALUES (?, ?, ?, ?)";
    Statement s(m_db, sql);
    s.bind(e.kind).bind(toJsonText(e.data)).bind(e.description)
        .bind((e.createdAt.isValid() ? e.createdAt : QDateTime::currentDateTimeUtc()).toUTC().toString(Qt::ISODate));
    const qint64 saved = s.save(m_db, e.id);
    if (!saved && error)
        *error = lastError();
    return saved;
}

QString KnowledgeStore::removePatternCorrection(qint64 id)
{
    QMutexLocker lock(&m_mutex);
    Statement s(m_db, "DELETE FROM pattern_corrections WHERE id = ?");
    return s.bind(id).run() ? QString() : lastError();
}

QString KnowledgeStore::recordQuery(const QString &sql)
{
    QMutexLocker lock(&m_mutex);
    if (!m_db)
        return Tr::tr("The knowledge store is not open.");
    Statement s(m_db, "INSERT INTO query_history (normalized, sql, runs, last_run) VALUES (?, ?, 1, ?) "
                      "ON CONFLICT(normalized) DO UPDATE SET sql = excluded.sql, runs = runs + 1, last_run = excluded.last_run");
    s.bind(sql.simplified()).bind(sql.trimmed()).bind(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (!s.run())
        return lastError();
    // The history is a source for SQL2NL, not an archive: keep the most recent few hundred.
    exec("DELETE FROM query_history WHERE normalized NOT IN "
         "(SELECT normalized FROM query_history ORDER BY last_run DESC LIMIT 500)");
    return {};
}

QStringList KnowledgeStore::recentQueries(int limit) const
{
    QMutexLocker lock(&m_mutex);
    QStringList out;
    if (!m_db)
        return out;
    Statement s(m_db, "SELECT sql FROM query_history ORDER BY last_run DESC LIMIT ?");
    s.bind(qint64(limit));
    while (s.step())
        out << s.text(0);
    return out;
}

QString KnowledgeStore::replaceValues(const QString &table, const QString &column, const QList<std::pair<QString, qint64>> &values)
{
    QMutexLocker lock(&m_mutex);
    if (!m_db)
        return lastError();
    exec("BEGIN");
    {
        Statement del(m_db, "DELETE FROM value_index WHERE table_key = ? AND column_name = ?");
        del.bind(table.toLower()).bind(column).run();
        for (const auto &[value, n] : values) {
            Statement put(m_db, "INSERT INTO value_index (table_key, column_name, value, frequency) VALUES (?, ?, ?, ?)");
            put.bind(table.toLower()).bind(column).bind(value).bind(n).run();
        }
    }
    return exec("COMMIT");
}

QString KnowledgeStore::removeValuesOf(const QString &table)
{
    QMutexLocker lock(&m_mutex);
    Statement s(m_db, "DELETE FROM value_index WHERE table_key = ?");
    if (!s.bind(table.toLower()).run())
        return lastError();
    Statement done(m_db, "DELETE FROM meta WHERE key = ?");
    return done.bind(QStringLiteral("values:") + table.toLower()).run() ? QString() : lastError();
}

QString KnowledgeStore::markValuesCollected(const QString &table, const QString &fingerprint)
{
    QMutexLocker lock(&m_mutex);
    if (!m_db)
        return lastError();
    Statement s(m_db, "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)");
    return s.bind(QStringLiteral("values:") + table.toLower()).bind(fingerprint).run() ? QString() : lastError();
}

QHash<QString, QString> KnowledgeStore::valuesCollected() const
{
    QMutexLocker lock(&m_mutex);
    QHash<QString, QString> out;
    if (!m_db)
        return out;
    Statement s(m_db, "SELECT key, value FROM meta WHERE key LIKE 'values:%'");
    while (s.step())
        out.insert(s.text(0).mid(7), s.text(1));
    return out;
}

QList<StoredValue> KnowledgeStore::values() const
{
    QMutexLocker lock(&m_mutex);
    QList<StoredValue> out;
    if (!m_db)
        return out;
    // Table names in the index are lower-cased keys; the caller maps them to display names.
    Statement s(m_db, "SELECT table_key, column_name, value, frequency FROM value_index");
    while (s.step())
        out << StoredValue{s.text(0), s.text(1), s.text(2), s.integer(3)};
    return out;
}

QString KnowledgeStore::meta(const QString &key) const
{
    QMutexLocker lock(&m_mutex);
    if (!m_db)
        return {};
    Statement s(m_db, "SELECT value FROM meta WHERE key = ?");
    s.bind(key);
    return s.step() ? s.text(0) : QString();
}

QString KnowledgeStore::setMeta(const QString &key, const QString &value)
{
    QMutexLocker lock(&m_mutex);
    if (!m_db)
        return lastError();
    Statement s(m_db, "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)");
    return s.bind(key).bind(value).run() ? QString() : lastError();
}

} // namespace assay::knowledge
