#include "sqliteconnection.h"
#include "dbtr.h"

#include "batchwriter.h"
#include "privacyoutput.h"
#include "sqliteauthorizer.h"
#include "sql/statements.h"

#include <optional>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>

#include <sqlite3.h>

#include <sys/stat.h>

namespace assay::db {
namespace {

DbError errorFromCode(sqlite3 *db, int rc)
{
    const int primary = rc & 0xff;
    const QString msg = db ? QString::fromUtf8(sqlite3_errmsg(db)) : QString::fromUtf8(sqlite3_errstr(rc));
    DbError::Kind kind = DbError::Kind::Execution;
    switch (primary) {
    case SQLITE_NOTADB:
        kind = DbError::Kind::NotADatabase;
        break;
    case SQLITE_CANTOPEN:
        kind = DbError::Kind::Connection;
        break;
    case SQLITE_AUTH:
    case SQLITE_READONLY:
        kind = DbError::Kind::ReadOnly;
        break;
    case SQLITE_INTERRUPT:
        kind = DbError::Kind::Cancelled;
        break;
    case SQLITE_ERROR:
        if (msg.contains(QLatin1String("syntax error")) || msg.contains(QLatin1String("incomplete input"))
            || msg.contains(QLatin1String("unrecognized token")))
            kind = DbError::Kind::Syntax;
        break;
    default:
        break;
    }
    DbError e = DbError::make(kind, msg, QString::number(rc));
    return e;
}

// True when the UTF-8 text holds more than whitespace and comments.
bool hasStatementText(const char *p, const char *end)
{
    while (p < end) {
        const char c = *p;
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == ';') {
            ++p;
        } else if (c == '-' && p + 1 < end && p[1] == '-') {
            while (p < end && *p != '\n')
                ++p;
        } else if (c == '/' && p + 1 < end && p[1] == '*') {
            p += 2;
            while (p + 1 < end && !(p[0] == '*' && p[1] == '/'))
                ++p;
            p = std::min(end, p + 2);
        } else {
            return true;
        }
    }
    return false;
}

// The value of column `i` of the current row as SQLite holds it; its text and blob pointers are
// valid until the next step.
RawCell cellAt(sqlite3_stmt *stmt, int i)
{
    RawCell c;
    switch (sqlite3_column_type(stmt, i)) {
    case SQLITE_INTEGER:
        c.kind = RawCell::Kind::Integer;
        c.integer = sqlite3_column_int64(stmt, i);
        break;
    case SQLITE_FLOAT:
        c.kind = RawCell::Kind::Real;
        c.real = sqlite3_column_double(stmt, i);
        break;
    case SQLITE_TEXT:
        c.kind = RawCell::Kind::Text;
        c.data = reinterpret_cast<const char *>(sqlite3_column_text(stmt, i));
        c.size = sqlite3_column_bytes(stmt, i);
        break;
    case SQLITE_BLOB:
        c.kind = RawCell::Kind::Blob;
        c.data = static_cast<const char *>(sqlite3_column_blob(stmt, i));
        c.size = sqlite3_column_bytes(stmt, i);
        break;
    default:
        break; // NULL
    }
    return c;
}

QVariant columnValue(sqlite3_stmt *stmt, int i)
{
    const RawCell c = cellAt(stmt, i);
    switch (c.kind) {
    case RawCell::Kind::Integer:
        return QVariant(c.integer);
    case RawCell::Kind::Real:
        return QVariant(c.real);
    case RawCell::Kind::Text:
        return QVariant(QString::fromUtf8(c.data, c.size));
    case RawCell::Kind::Blob:
        return QVariant(QByteArray(c.data, c.size));
    case RawCell::Kind::Null:
        break;
    }
    return QVariant();
}

// Steps through the rows handing each to a raw sink as SQLite holds it (no QVariant per cell).
// Returns SQLite's last result code: SQLITE_DONE when the rows ran out, SQLITE_ROW when the sink
// or the row cap stopped it, an error code otherwise.
int streamRawRows(sqlite3_stmt *stmt, int ncols, const ExecOptions &options, RawRowSink &raw, ExecSummary &summary)
{
    std::vector<RawCell> cells(size_t(std::max(ncols, 0)));
    qint64 delivered = 0;
    int rc;
    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        if (options.maxRows >= 0 && delivered >= options.maxRows) {
            summary.truncated = true;
            break;
        }
        for (int i = 0; i < ncols; ++i)
            cells[size_t(i)] = cellAt(stmt, i);
        ++delivered;
        if (!raw.rawRow(cells.data(), ncols)) {
            summary.truncated = true;
            break;
        }
    }
    summary.rowCount = delivered;
    return rc;
}

// State the progress handler reads: a deadline and the cancel token.
struct ProgressState {
    QDeadlineTimer deadline;
    const CancelToken *cancel = nullptr;
    bool timedOut = false;
    bool cancelled = false;
};

int progressCallback(void *p)
{
    auto *s = static_cast<ProgressState *>(p);
    if (s->cancel && s->cancel->isCancelled()) {
        s->cancelled = true;
        return 1;
    }
    if (!s->deadline.isForever() && s->deadline.hasExpired()) {
        s->timedOut = true;
        return 1;
    }
    return 0;
}

struct StmtGuard {
    sqlite3_stmt *stmt = nullptr;
    ~StmtGuard() { sqlite3_finalize(stmt); }
};

// Binds values to ?1, ?2, ... (SQLite numbers a ?NNN parameter NNN). Values are copied
// (SQLITE_TRANSIENT): the statement may outlive the UTF-8 buffers made here.
int bindValues(sqlite3_stmt *stmt, const QList<BoundValue> &values)
{
    const int count = std::min<int>(sqlite3_bind_parameter_count(stmt), int(values.size()));
    for (int i = 1; i <= count; ++i) {
        const QVariant &v = values[i - 1].value;
        int rc = SQLITE_OK;
        switch (v.typeId()) {
        case QMetaType::LongLong:
        case QMetaType::Int:
            rc = sqlite3_bind_int64(stmt, i, v.toLongLong());
            break;
        case QMetaType::Double:
            rc = sqlite3_bind_double(stmt, i, v.toDouble());
            break;
        case QMetaType::QDate: {
            const QByteArray text = v.toDate().toString(Qt::ISODate).toUtf8();
            rc = sqlite3_bind_text(stmt, i, text.constData(), int(text.size()), SQLITE_TRANSIENT);
            break;
        }
        default:
            if (v.isNull()) {
                rc = sqlite3_bind_null(stmt, i);
            } else {
                const QByteArray text = v.toString().toUtf8();
                rc = sqlite3_bind_text(stmt, i, text.constData(), int(text.size()), SQLITE_TRANSIENT);
            }
            break;
        }
        if (rc != SQLITE_OK)
            return rc;
    }
    return SQLITE_OK;
}

} // namespace

SqliteConnection::SqliteConnection(ConnectionConfig config)
    : Connection(std::move(config))
{
}

SqliteConnection::~SqliteConnection()
{
    close();
}

DbError SqliteConnection::openHandle(const QString &path, bool readOnly, sqlite3 **out)
{
    sqlite3 *db = nullptr;
    // NOMUTEX: a connection is used by one thread at a time (its session's worker), so SQLite's
    // per-call locking only costs (about 5% of a large export); sqlite3_interrupt from another
    // thread stays safe without it.
    const int flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE) | SQLITE_OPEN_NOMUTEX;
    int rc = sqlite3_open_v2(QFile::encodeName(path).constData(), &db, flags, nullptr);
    if (rc != SQLITE_OK) {
        DbError e = errorFromCode(db, rc);
        e.kind = DbError::Kind::Connection;
        e.message = Tr::tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), e.message);
        sqlite3_close(db);
        return e;
    }
    sqlite3_extended_result_codes(db, 1);
    sqlite3_busy_timeout(db, 5000);
    sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, nullptr);
    sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    // Reading the schema is what tells a database from any other file.
    char *err = nullptr;
    rc = sqlite3_exec(db, "SELECT count(*) FROM sqlite_schema", nullptr, nullptr, &err);
    sqlite3_free(err);
    if (rc != SQLITE_OK) {
        DbError e = errorFromCode(db, rc);
        if ((rc & 0xff) == SQLITE_NOTADB)
            e.message = Tr::tr("%1 is not a SQLite database (%2).").arg(QFileInfo(path).fileName(), e.message);
        sqlite3_close(db);
        return e;
    }
    *out = db;
    return {};
}

DbError SqliteConnection::open(const QString &)
{
    close();
    const QString path = m_config.filePath;
    if (path.isEmpty())
        return DbError::make(DbError::Kind::Connection, Tr::tr("No database file was given."));
    const QFileInfo info(path);
    if (!info.exists())
        return DbError::make(DbError::Kind::Connection,
                             Tr::tr("The file %1 does not exist.").arg(QDir::toNativeSeparators(path)));
    if (!info.isFile() || !info.isReadable())
        return DbError::make(DbError::Kind::Connection,
                             Tr::tr("The file %1 cannot be read.").arg(QDir::toNativeSeparators(path)));

    sqlite3 *db = nullptr;
    const bool wholeReadOnly = m_config.readOnly || !info.isWritable();
    if (DbError e = openHandle(path, wholeReadOnly, &db))
        return e;
    sqlite3_exec(db, "PRAGMA foreign_keys = ON", nullptr, nullptr, nullptr);

    sqlite3 *ro = nullptr;
    if (DbError e = openHandle(path, true, &ro)) {
        sqlite3_close(db);
        return e;
    }
    // The files workspace goes on both handles, before the read-only one is locked down. A
    // workspace that is gone is not attached: cells that read it then say which table is missing.
    if (!m_config.workspacePath.isEmpty() && QFileInfo::exists(m_config.workspacePath)) {
        for (sqlite3 *handle : {db, ro}) {
            if (DbError e = attachWorkspace(handle, m_config.workspacePath)) {
                sqlite3_close(ro);
                sqlite3_close(db);
                return e;
            }
        }
    }
    sqlite3_exec(ro, "PRAGMA query_only = ON", nullptr, nullptr, nullptr);
    // Analytic reads join fact tables through their indexes: with SQLite's default 2 MB page
    // cache every lookup past it is a read() again. 64 MB (allocated only as pages are read)
    // took "top 10 customers by spend" on the sample database from 430 to 290 ms.
    sqlite3_exec(ro, "PRAGMA cache_size = -65536", nullptr, nullptr, nullptr);
    installReadOnlyAuthorizer(ro, &m_authorizer);

    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) == 0) {
        m_fileDevice = quint64(st.st_dev);
        m_fileInode = quint64(st.st_ino);
    }
    std::lock_guard lock(m_handleMutex);
    m_db = db;
    m_readOnlyDb = ro;
    return {};
}

DbError SqliteConnection::attachWorkspace(sqlite3 *handle, const QString &path)
{
    const QByteArray sql = "ATTACH DATABASE ?1 AS " + attachedWorkspaceSchema().toUtf8();
    StmtGuard g;
    int rc = sqlite3_prepare_v2(handle, sql.constData(), -1, &g.stmt, nullptr);
    const QByteArray file = QFile::encodeName(path);
    if (rc == SQLITE_OK)
        rc = sqlite3_bind_text(g.stmt, 1, file.constData(), int(file.size()), SQLITE_TRANSIENT);
    if (rc == SQLITE_OK)
        rc = sqlite3_step(g.stmt);
    if (rc == SQLITE_DONE)
        return {};
    DbError e = errorFromCode(handle, rc);
    e.kind = DbError::Kind::Connection;
    e.message = Tr::tr("The imported files (%1) could not be attached: %2").arg(QDir::toNativeSeparators(path), e.message);
    return e;
}

DbError SqliteConnection::checkFileStillThere() const
{
    if (m_fileInode == 0)
        return {};
    struct stat st {};
    const QString path = m_config.filePath;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return DbError::make(DbError::Kind::Connection,
                             Tr::tr("The database file %1 was deleted or moved while it was open. Put it back and "
                                "reconnect.").arg(QDir::toNativeSeparators(path)));
    if (quint64(st.st_dev) != m_fileDevice || quint64(st.st_ino) != m_fileInode)
        return DbError::make(DbError::Kind::Connection,
                             Tr::tr("The database file %1 was replaced by another file while it was open. Reconnect "
                                "to open the new one.").arg(QDir::toNativeSeparators(path)));
    return {};
}

void SqliteConnection::close()
{
    endPrivacyCheck();
    std::lock_guard lock(m_handleMutex);
    if (m_readOnlyDb)
        sqlite3_close_v2(m_readOnlyDb);
    if (m_db)
        sqlite3_close_v2(m_db);
    m_readOnlyDb = nullptr;
    m_db = nullptr;
}

bool SqliteConnection::isOpen() const
{
    return m_db != nullptr;
}

QString SqliteConnection::serverVersion() const
{
    return QStringLiteral("SQLite ") + QString::fromLatin1(sqlite3_libversion());
}

DbError SqliteConnection::checkSyntax(const QString &sql)
{
    if (!m_db)
        return {};
    // Each statement alone: a later one may name a table an earlier one creates, which only
    // running can tell; preparing never runs anything.
    for (const sql::StatementRange &range : sql::splitStatements(sql, sql::Flavor::SQLite)) {
        const QString text = range.text(sql).toString();
        const QByteArray utf8 = text.toUtf8();
        sqlite3_stmt *stmt = nullptr;
        const int rc = sqlite3_prepare_v2(m_db, utf8.constData(), int(utf8.size()), &stmt, nullptr);
        DbError e = rc == SQLITE_OK ? DbError{} : errorFromCode(m_db, rc);
        const int offset = rc == SQLITE_OK ? -1 : sqlite3_error_offset(m_db);
        sqlite3_finalize(stmt);
        if (e.kind == DbError::Kind::Syntax) {
            // SQLite gives no offset for "incomplete input": the statement ended too early.
            e.position = offset >= 0 ? range.begin + int(QString::fromUtf8(utf8.constData(), offset).size()) : range.end;
            return e;
        }
    }
    return {};
}

void SqliteConnection::interrupt()
{
    std::lock_guard lock(m_handleMutex);
    if (m_db)
        sqlite3_interrupt(m_db);
    if (m_readOnlyDb)
        sqlite3_interrupt(m_readOnlyDb);
}

ExecSummary SqliteConnection::execute(const QString &sql, const ExecOptions &options, RowSink &sink)
{
    QElapsedTimer clock;
    clock.start();
    ExecSummary summary;
    auto done = [&](DbError e = {}) {
        summary.error = std::move(e);
        summary.elapsedMs = clock.elapsed();
        return summary;
    };

    if (!m_db)
        return done(DbError::make(DbError::Kind::Connection, Tr::tr("The database is not open.")));
    if (options.cancel && options.cancel->isCancelled())
        return done(DbError::make(DbError::Kind::Cancelled, Tr::tr("Cancelled before it started.")));
    if (DbError e = checkFileStillThere())
        return done(std::move(e));

    // Privacy rules run the statement read-only, alone, checked by the authorizer (sqliteprivacy.h).
    const bool privacy = options.privacy && !options.privacy->isEmpty();
    const bool guarded = privacy || options.readOnly || m_config.readOnly || m_config.production;
    sqlite3 *db = guarded ? m_readOnlyDb : m_db;
    const auto privacyEnds = qScopeGuard([this] { endPrivacyCheck(); });

    ProgressState progress;
    progress.deadline = options.timeoutMs > 0 ? QDeadlineTimer(options.timeoutMs) : QDeadlineTimer(QDeadlineTimer::Forever);
    progress.cancel = options.cancel.get();
    sqlite3_progress_handler(db, 1000, progressCallback, &progress);
    struct ProgressReset {
        sqlite3 *db;
        ~ProgressReset() { sqlite3_progress_handler(db, 0, nullptr, nullptr); }
    } progressReset{db};

    const QByteArray utf8 = sql.toUtf8();
    const char *const begin = utf8.constData();
    const char *const end = begin + utf8.size();
    const char *tail = begin;

    // Maps a byte offset in `utf8` to a character offset in `sql` for error positions.
    auto charOffset = [&](qsizetype byteOffset) { return int(QString::fromUtf8(begin, byteOffset).size()); };

    auto fail = [&](int rc, const char *stmtStart) {
        DbError e = errorFromCode(db, rc);
        if (progress.timedOut) {
            e.kind = DbError::Kind::Timeout;
            e.message = Tr::tr("The statement took longer than %1 ms and was stopped.").arg(options.timeoutMs);
        } else if (progress.cancelled || (rc & 0xff) == SQLITE_INTERRUPT) {
            e.kind = DbError::Kind::Cancelled;
            e.message = Tr::tr("The statement was cancelled.");
        } else if ((rc & 0xff) == SQLITE_AUTH) {
            e.message = Tr::tr("Only reading is allowed here (%1).").arg(e.message);
        }
        if (privacy)
            scrubError(e, sql, *options.privacy);
        const int off = sqlite3_error_offset(db);
        if (off >= 0 && stmtStart)
            e.position = charOffset(stmtStart - begin + off);
        return done(e);
    };

    while (tail < end && hasStatementText(tail, end)) {
        StmtGuard guard;
        const char *stmtStart = tail;
        const char *next = nullptr;
        QList<int> masked;
        int rc = SQLITE_OK;
        if (privacy) {
            if (DbError e = preparePrivately(QByteArray(tail, int(end - tail)), options, &guard.stmt, &summary.privacy, &masked))
                return done(std::move(e));
            next = end; // preparePrivately refuses a second statement
        } else {
            rc = sqlite3_prepare_v3(db, tail, int(end - tail), 0, &guard.stmt, &next);
        }
        if (rc != SQLITE_OK)
            return fail(rc, stmtStart);
        tail = next;
        if (!guard.stmt)
            continue; // only a comment
        ++summary.statementCount;
        const bool isLast = !hasStatementText(tail, end);
        if (!options.parameters.isEmpty()) {
            if (summary.statementCount > 1 || !isLast)
                return done(DbError::make(DbError::Kind::Unsupported,
                                          Tr::tr("Values can be bound to one statement only; split the statements.")));
            if (const int brc = bindValues(guard.stmt, options.parameters); brc != SQLITE_OK)
                return fail(brc, stmtStart);
        }

        if (guarded) {
            if (options.readOnly && !isLast)
                return done(DbError::make(DbError::Kind::ReadOnly,
                                          Tr::tr("Only one statement may run in read-only mode.")));
            if (!sqlite3_stmt_readonly(guard.stmt) || !isAllowedReadOnlyStatement(guard.stmt))
                return done(DbError::make(DbError::Kind::ReadOnly,
                                          Tr::tr("This statement would change the database, which is "
                                             "not allowed in read-only mode.")));
        }

        const int ncols = sqlite3_column_count(guard.stmt);
        const bool stream = ncols > 0 && isLast;
        std::optional<MaskingSink> masking;
        RowSink &target = masked.isEmpty() ? sink : masking.emplace(sink, masked);
        BatchWriter writer(target, options);
        if (stream) {
            QList<ResultColumn> cols;
            cols.reserve(ncols);
            for (int i = 0; i < ncols; ++i) {
                ResultColumn c;
                c.name = QString::fromUtf8(sqlite3_column_name(guard.stmt, i));
                c.declaredType = QString::fromUtf8(sqlite3_column_decltype(guard.stmt, i));
                c.type = valueTypeFromDeclared(c.declaredType);
                cols.append(c);
            }
            summary.hasResultSet = true;
            if (RawRowSink *raw = target.rawRows()) {
                target.columns(cols);
                rc = streamRawRows(guard.stmt, ncols, options, *raw, summary);
                if (rc != SQLITE_DONE && rc != SQLITE_ROW)
                    return fail(rc, stmtStart);
                continue; // the last statement: the loop ends
            }
            writer.setColumns(std::move(cols));
        }

        while (true) {
            rc = sqlite3_step(guard.stmt);
            if (rc == SQLITE_DONE)
                break;
            if (rc != SQLITE_ROW)
                return fail(rc, stmtStart);
            if (!stream)
                continue;
            Row row;
            row.reserve(ncols);
            for (int i = 0; i < ncols; ++i)
                row.append(columnValue(guard.stmt, i));
            if (!writer.add(std::move(row)))
                break;
        }
        if (stream) {
            writer.finish();
            summary.rowCount = writer.delivered();
            summary.truncated = writer.truncated();
            if (masking)
                summary.privacy.maskedColumns = masking->maskedNames();
        } else if (ncols == 0 && !sqlite3_stmt_readonly(guard.stmt)) {
            summary.rowsAffected = std::max<qint64>(0, summary.rowsAffected) + sqlite3_changes64(db);
        }
    }
    return done();
}

void SqliteConnection::endPrivacyCheck()
{
    m_authorizer.privacy = nullptr;
    m_privacyCheck.reset();
}

DbError SqliteConnection::checkPrivacy(const QString &sql, const ExecOptions &options, PrivacyReport *report)
{
    if (!options.privacy || options.privacy->isEmpty())
        return {};
    if (!m_readOnlyDb)
        return DbError::make(DbError::Kind::Connection, Tr::tr("The database is not open."));
    sqlite3_stmt *stmt = nullptr;
    QList<int> masked;
    DbError e = preparePrivately(sql.toUtf8(), options, &stmt, report, &masked);
    sqlite3_finalize(stmt);
    endPrivacyCheck();
    return e;
}

DbError SqliteConnection::preparePrivately(const QByteArray &utf8, const ExecOptions &options, sqlite3_stmt **out,
                                           PrivacyReport *report, QList<int> *masked)
{
    const PrivacyRules &rules = *options.privacy;
    const QString text = QString::fromUtf8(utf8);
    endPrivacyCheck();
    m_schemaNames.refresh(m_readOnlyDb);
    m_privacyCheck = std::make_unique<SqlitePrivacyCheck>(rules, m_schemaNames, text, SqlitePrivacyCheck::Pass::Record);
    SqlitePrivacyCheck &check = *m_privacyCheck;

    sqlite3_stmt *stmt = nullptr;
    auto refuse = [&](const QString &reason, const QString &detail) {
        sqlite3_finalize(stmt);
        report->verdict = PrivacyReport::Verdict::Refused;
        report->reason = reason;
        report->detail = detail;
        return privacyRefusal(reason);
    };
    auto prepare = [&] {
        const char *tail = nullptr;
        m_authorizer.privacy = &check;
        const int rc = sqlite3_prepare_v3(m_readOnlyDb, utf8.constData(), int(utf8.size()), 0, &stmt, &tail);
        if (check.denied())
            return refuse(check.reason(), check.detail());
        if (rc != SQLITE_OK) {
            DbError e = errorFromCode(m_readOnlyDb, rc);
            scrubError(e, text, rules);
            return e;
        }
        if (tail && hasStatementText(tail, utf8.constData() + utf8.size()))
            return refuse(Tr::tr("Only one statement may run under the connection's privacy settings."), Tr::tr("several statements"));
        if (stmt && sqlite3_stmt_isexplain(stmt))
            return refuse(Tr::tr("EXPLAIN shows the tables a statement reads, hidden ones included; it is not allowed under "
                                 "the connection's privacy settings."),
                          Tr::tr("EXPLAIN"));
        return DbError();
    };
    if (DbError e = prepare())
        return e;
    report->tablesRead = check.tablesRead();
    report->verdict = PrivacyReport::Verdict::Allowed;
    if (!stmt || !check.readsRedacted()) {
        *out = stmt;
        return {};
    }
    m_authorizer.privacy = nullptr; // the judgement below runs statements of its own
    if (DbError e = judgeRedactedReads(stmt, options, report, masked)) {
        sqlite3_finalize(stmt);
        return e;
    }
    // Prepared again for the run, with every redacted read nulled inside the engine: the
    // outputs found above show the mask, and nothing else can compute with the values.
    sqlite3_finalize(stmt);
    stmt = nullptr;
    check.setPass(SqlitePrivacyCheck::Pass::Enforce);
    if (DbError e = prepare())
        return e;
    if (!masked->isEmpty())
        report->verdict = PrivacyReport::Verdict::Masked;
    *out = stmt;
    return {};
}

DbError SqliteConnection::judgeRedactedReads(sqlite3_stmt *stmt, const ExecOptions &options, PrivacyReport *report,
                                             QList<int> *masked)
{
    const PrivacyRules &rules = *options.privacy;
    const SqlitePrivacyCheck &check = *m_privacyCheck;
    auto refuse = [&](const QString &reason, const QString &detail) {
        report->verdict = PrivacyReport::Verdict::Refused;
        report->reason = reason;
        report->detail = detail;
        return privacyRefusal(reason);
    };
    // Views through which a redacted column is read pass it on only as a plain column.
    QHash<QString, SqliteViewJudgement> memo;
    for (const QString &key : check.viewsRead()) {
        const int dot = int(key.indexOf(u'.'));
        const SqliteSchemaNames::Object *view = m_schemaNames.find(key.left(dot), key.mid(dot + 1));
        if (!view)
            continue;
        const SqliteViewJudgement j = judgeSqliteView(m_readOnlyDb, m_schemaNames, rules, *view, &memo);
        if (j.refused)
            return refuse(Tr::tr("The view %1 uses a hidden or redacted column other than as a plain column, which the "
                                 "connection's privacy settings do not allow.").arg(view->name),
                          j.detail);
    }
    int reads = check.topLevelRedactedReads();
    for (const auto &[view, column] : check.topLevelViewReads()) {
        if (memo.value(view).redactedOutputs.contains(column, Qt::CaseInsensitive))
            ++reads;
    }
    // The result columns that are a redacted column, through views and subqueries.
    const int ncols = sqlite3_column_count(stmt);
    for (int i = 0; i < ncols; ++i) {
        const char *database = sqlite3_column_database_name(stmt, i);
        const char *table = sqlite3_column_table_name(stmt, i);
        const char *column = sqlite3_column_origin_name(stmt, i);
        if (table && column
            && rules.columnRedacted(QString::fromUtf8(database ? database : ""), QString::fromUtf8(table), QString::fromUtf8(column)))
            masked->append(i);
    }
    // Every other read of a redacted column filters, joins, sorts, groups or computes with it.
    // It would see NULL, so the answer would look right and be wrong: refused instead.
    if (!options.privacyCountsOnly && reads > masked->size())
        return refuse(Tr::tr("A redacted column may only be selected as a plain column (its values are then masked), "
                             "not filtered, joined, sorted, grouped, compared or computed with."),
                      Tr::tr("%n read(s) of redacted columns besides the plain outputs", nullptr, int(reads - masked->size())));
    return {};
}

} // namespace assay::db
