#include "qtsqlconnection.h"
#include "dbtr.h"

#include "batchwriter.h"
#include "mysqlprivacy.h"
#include "privacyoutput.h"
#include "readonlycheck.h"
#include "sql/statements.h"
#include "watchdog.h"

#include <optional>
#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlField>
#include <QSqlIndex>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUuid>

#include <dlfcn.h>
#include <thread>

namespace assay::db {
namespace {

QString driverName(Engine engine)
{
    return engine == Engine::MySQL ? QStringLiteral("QMYSQL") : QStringLiteral("QODBC");
}

ValueType valueTypeForMeta(QMetaType type)
{
    switch (type.id()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
    case QMetaType::Char:
    case QMetaType::UChar:
        return ValueType::Integer;
    case QMetaType::Double:
    case QMetaType::Float:
        return ValueType::Real;
    case QMetaType::Bool:
        return ValueType::Boolean;
    case QMetaType::QDate:
        return ValueType::Date;
    case QMetaType::QDateTime:
        return ValueType::DateTime;
    case QMetaType::QTime:
        return ValueType::Time;
    case QMetaType::QByteArray:
        return ValueType::Blob;
    default:
        return ValueType::Text;
    }
}

// Canonical values: integers as qint64, temporal values as ISO text like the other engines.
QVariant canonical(const QVariant &v)
{
    if (v.isNull())
        return QVariant();
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Short:
    case QMetaType::UShort:
    case QMetaType::Char:
    case QMetaType::UChar:
    case QMetaType::LongLong:
        return QVariant(v.toLongLong());
    case QMetaType::ULongLong:
        return v.toULongLong() <= quint64(std::numeric_limits<qint64>::max()) ? QVariant(v.toLongLong())
                                                                               : QVariant(v.toString());
    case QMetaType::Float:
        return QVariant(v.toDouble());
    case QMetaType::QDate:
        return QVariant(v.toDate().toString(Qt::ISODate));
    case QMetaType::QDateTime:
        return QVariant(v.toDateTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
    case QMetaType::QTime:
        return QVariant(v.toTime().toString(QStringLiteral("HH:mm:ss")));
    default:
        return v;
    }
}

} // namespace

namespace {

// A MySQL server may ask the client for any local file while answering any query ("LOAD DATA
// LOCAL INFILE" requested by a rogue or compromised server). MariaDB's client library allows it
// by default and Qt 6.4's QMYSQL has no option to turn it off, so we turn it off on the native
// handle: mysql_options(MYSQL_OPT_LOCAL_INFILE, 0), looked up in the client library the driver
// plugin already loaded. Returns false when the library could not be told.
bool refuseLocalInfile(const QSqlDatabase &db)
{
    const QVariant handle = db.driver()->handle();
    const QByteArray type = handle.typeName();
    if (!handle.isValid() || !(type.contains("MYSQL") || type.contains("st_mysql")) || !type.endsWith('*')) {
        qWarning("assay: unexpected MySQL handle type %s", type.constData());
        return false;
    }
    void *mysql = *static_cast<void *const *>(handle.data());
    using MysqlOptions = int (*)(void *, int, const void *);
    void *symbol = dlsym(RTLD_DEFAULT, "mysql_options");
    // The plugin loads its client library privately (RTLD_LOCAL): ask that library itself.
    for (const char *library : {"libmariadb.so.3", "libmysqlclient.so.21"}) {
        if (symbol)
            break;
        if (void *lib = dlopen(library, RTLD_NOW | RTLD_NOLOAD)) {
            symbol = dlsym(lib, "mysql_options");
            dlclose(lib); // drops only the reference RTLD_NOLOAD added
        }
    }
    const auto options = reinterpret_cast<MysqlOptions>(symbol);
    if (!mysql || !options)
        return false;
    constexpr int MysqlOptLocalInfile = 8; // enum mysql_option in mysql.h (MariaDB and MySQL)
    const unsigned int off = 0;
    return options(mysql, MysqlOptLocalInfile, &off) == 0;
}

} // namespace

QtSqlConnection::QtSqlConnection(ConnectionConfig config)
    : Connection(std::move(config))
{
}

QtSqlConnection::~QtSqlConnection()
{
    close();
}

QSqlDatabase QtSqlConnection::database() const
{
    return QSqlDatabase::database(m_name, false);
}

DbError QtSqlConnection::configureAndOpen(const QString &name, bool readOnlyAccess)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(driverName(m_config.engine), name);
    if (m_config.engine == Engine::MySQL) {
        db.setHostName(m_config.host);
        db.setPort(m_config.effectivePort());
        db.setDatabaseName(m_config.database);
        db.setUserName(m_config.user);
        db.setPassword(m_password);
        QStringList options = {QStringLiteral("MYSQL_OPT_CONNECT_TIMEOUT=%1").arg(std::max(1, m_config.connectTimeoutSec))};
        if (m_config.sslMode == u"require")
            options << QStringLiteral("SSL_CA="); // ask the client library to use TLS
        db.setConnectOptions(options.join(u';'));
    } else {
        db.setDatabaseName(m_config.odbcConnectionString);
        db.setUserName(m_config.user);
        db.setPassword(m_password);
        QStringList options = {QStringLiteral("SQL_ATTR_LOGIN_TIMEOUT=%1").arg(std::max(1, m_config.connectTimeoutSec))};
        if (readOnlyAccess)
            options << QStringLiteral("SQL_ATTR_ACCESS_MODE=SQL_MODE_READ_ONLY");
        db.setConnectOptions(options.join(u';'));
    }
    db.setNumericalPrecisionPolicy(QSql::LowPrecisionDouble);
    if (!db.open()) {
        DbError e = errorFrom(db.lastError(), {});
        if (e.kind != DbError::Kind::Authentication)
            e.kind = DbError::Kind::Connection;
        const QString where = m_config.engine == Engine::MySQL
                                  ? QStringLiteral("%1:%2").arg(m_config.host).arg(m_config.effectivePort())
                                  : m_config.displayLocation();
        e.message = Tr::tr("Cannot connect to %1 at %2: %3").arg(engineDisplayName(m_config.engine), where, e.message);
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(name);
        return e;
    }
    if (m_config.engine == Engine::MySQL && !refuseLocalInfile(db))
        qWarning("assay: could not turn off LOAD DATA LOCAL INFILE on a MySQL connection");
    return {};
}

DbError QtSqlConnection::open(const QString &password)
{
    close();
    const QString driver = driverName(m_config.engine);
    if (!QSqlDatabase::isDriverAvailable(driver)) {
        return DbError::make(DbError::Kind::Unsupported,
                             Tr::tr("The Qt SQL driver %1 is not installed (Debian package %2).")
                                 .arg(driver, m_config.engine == Engine::MySQL ? QStringLiteral("libqt6sql6-mysql")
                                                                                : QStringLiteral("libqt6sql6-odbc")));
    }
    if (m_config.engine == Engine::ODBC) {
        if (const QString danger = dangerousOdbcOption(m_config.odbcConnectionString); !danger.isEmpty())
            return DbError::make(DbError::Kind::Connection, danger);
    }
    m_password = password;
    const QString base = QStringLiteral("assay-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (DbError e = configureAndOpen(base, false))
        return e;
    m_name = base;
    m_lost = false;

    if (m_config.engine == Engine::MySQL) {
        QSqlQuery q(database());
        if (q.exec(QStringLiteral("SELECT CONNECTION_ID(), VERSION()")) && q.next()) {
            std::lock_guard lock(m_killMutex);
            m_threadId = q.value(0).toLongLong();
            m_version = q.value(1).toString();
            m_mariaDb = m_version.contains(QLatin1String("MariaDB"), Qt::CaseInsensitive);
        }
    } else {
        m_version = database().driver()->property("serverVersion").toString();
        if (DbError e = configureAndOpen(base + QStringLiteral("-ro"), true); !e)
            m_readOnlyName = base + QStringLiteral("-ro");
    }
    return {};
}

void QtSqlConnection::close()
{
    for (QString *name : {&m_name, &m_readOnlyName}) {
        if (name->isEmpty())
            continue;
        {
            QSqlDatabase db = QSqlDatabase::database(*name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(*name);
        name->clear();
    }
    std::lock_guard lock(m_killMutex);
    m_threadId = 0;
}

bool QtSqlConnection::isOpen() const
{
    return !m_name.isEmpty();
}

QString QtSqlConnection::serverVersion() const
{
    if (m_config.engine == Engine::MySQL)
        return (m_mariaDb ? QStringLiteral("MariaDB ") : QStringLiteral("MySQL ")) + m_version.section(u'-', 0, 0);
    return QStringLiteral("ODBC");
}

DbError QtSqlConnection::checkSyntax(const QString &sql)
{
    // MySQL and MariaDB parse a statement when it is prepared (mysql_stmt_prepare), one at a
    // time; ODBC drivers may defer preparing, so they are not asked.
    if (m_config.engine != Engine::MySQL || !isOpen())
        return {};
    for (const sql::StatementRange &range : sql::splitStatements(sql, sql::Flavor::MySQL)) {
        const QString text = range.text(sql).toString();
        QSqlQuery q(database());
        if (q.prepare(text))
            continue;
        DbError e = errorFrom(q.lastError(), text);
        if (e.kind == DbError::Kind::Syntax) {
            e.position = e.position >= 0 ? range.begin + e.position : -1;
            return e;
        }
    }
    return {};
}

void QtSqlConnection::interrupt()
{
    if (m_config.engine != Engine::MySQL)
        return; // QODBC offers no cancel; the fetch loop stops at the next row.
    ConnectionConfig config;
    qint64 threadId = 0;
    QString password;
    {
        std::lock_guard lock(m_killMutex);
        if (m_finishedSerial == m_executionSerial)
            return; // nothing runs: a KILL now could stop the next execution
        if (m_killsInFlight->load() > 0)
            return; // one KILL at a time; the watchdog asks again if the statement runs on
        threadId = m_threadId;
        if (threadId == 0)
            return;
        config = m_config;
        password = m_password;
        ++*m_killsInFlight;
    }
    auto inFlight = m_killsInFlight;
    // KILL QUERY needs a second connection; open it on a short-lived thread so the caller (often
    // the GUI thread) never waits for the network.
    std::thread([config, threadId, password, inFlight] {
        const QString name = QStringLiteral("assay-kill-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QMYSQL"), name);
            db.setHostName(config.host);
            db.setPort(config.effectivePort());
            db.setUserName(config.user);
            db.setPassword(password);
            db.setConnectOptions(QStringLiteral("MYSQL_OPT_CONNECT_TIMEOUT=5"));
            if (db.open()) {
                QSqlQuery q(db);
                q.exec(QStringLiteral("KILL QUERY %1").arg(threadId));
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        --*inFlight;
    }).detach();
}

void QtSqlConnection::waitForKills() const
{
    // Bounded: a KILL that cannot connect gives up after its own connect timeout.
    for (int i = 0; i < 600 && m_killsInFlight->load() > 0; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
}

DbError QtSqlConnection::errorFrom(const QSqlError &error, QStringView statement) const
{
    const QString code = error.nativeErrorCode();
    QString message = error.databaseText().trimmed();
    if (message.isEmpty())
        message = error.text().trimmed();
    DbError::Kind kind = DbError::Kind::Execution;
    const int n = code.toInt();
    if (m_config.engine == Engine::MySQL) {
        switch (n) {
        case 1064:
            kind = DbError::Kind::Syntax;
            break;
        case 1792: // ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION
        case 1290: // ER_OPTION_PREVENTS_STATEMENT (--read-only)
            kind = DbError::Kind::ReadOnly;
            break;
        case 1317: // ER_QUERY_INTERRUPTED
            kind = DbError::Kind::Cancelled;
            break;
        case 1969: // MariaDB ER_STATEMENT_TIMEOUT
        case 3024: // MySQL ER_QUERY_TIMEOUT
            kind = DbError::Kind::Timeout;
            break;
        case 1044:
        case 1045:
        case 1698:
            kind = DbError::Kind::Authentication;
            break;
        case 2002:
        case 2003:
        case 2005:
        case 2006:
        case 2013:
        case 2055:
            kind = DbError::Kind::Connection;
            break;
        default:
            break;
        }
    } else if (error.type() == QSqlError::ConnectionError) {
        kind = DbError::Kind::Connection;
    }
    DbError e = DbError::make(kind, message, code);
    // MySQL says "... near 'FORM orders' at line 1": find that text to point at it.
    static const QRegularExpression nearRe(QStringLiteral("near '(.*)' at line (\\d+)"),
                                           QRegularExpression::DotMatchesEverythingOption);
    if (const auto m = nearRe.match(message); m.hasMatch() && !statement.isEmpty()) {
        const int line = m.captured(2).toInt();
        int lineStart = 0;
        for (int l = 1; l < line && lineStart >= 0; ++l) {
            lineStart = int(statement.indexOf(u'\n', lineStart));
            if (lineStart >= 0)
                ++lineStart;
        }
        const QString near = m.captured(1);
        if (lineStart >= 0)
            e.position = near.isEmpty() ? int(statement.size()) : int(statement.indexOf(near, lineStart));
    }
    return e;
}

void QtSqlConnection::runSession(const QString &name, const QString &sql)
{
    QSqlQuery q(QSqlDatabase::database(name, false));
    q.exec(sql);
}

// START TRANSACTION commits a transaction the user left open, so a read-only run there would
// commit their work behind their back: refuse instead, as the PostgreSQL path does. MariaDB says
// so in @@in_transaction; MySQL has no such variable, but refuses to set the next transaction's
// characteristics inside one (ER_CANT_CHANGE_TX_CHARACTERISTICS) and otherwise sets READ ONLY,
// which the START that follows asks for anyway.
DbError QtSqlConnection::refuseOpenTransaction(const QString &name) const
{
    QSqlQuery q(QSqlDatabase::database(name, false));
    bool open = false;
    if (m_mariaDb) {
        if (!q.exec(QStringLiteral("SELECT @@in_transaction")) || !q.next())
            return errorFrom(q.lastError(), {});
        open = q.value(0).toInt() != 0;
    } else if (!q.exec(QStringLiteral("SET TRANSACTION READ ONLY"))) {
        if (q.lastError().nativeErrorCode() != u"1568")
            return errorFrom(q.lastError(), {});
        open = true;
    }
    if (!open)
        return {};
    return DbError::make(DbError::Kind::Execution,
                         Tr::tr("A transaction is open on this connection; commit or roll it back before "
                            "running read-only statements."));
}

// The engine's READ ONLY transaction is what refuses writes the text check cannot see (a function
// that modifies data, a trigger): when it cannot be started, the run must not go ahead.
DbError QtSqlConnection::beginReadOnly(const QString &name) const
{
    if (DbError e = refuseOpenTransaction(name))
        return e;
    QSqlQuery q(QSqlDatabase::database(name, false));
    if (q.exec(QStringLiteral("START TRANSACTION READ ONLY")))
        return {};
    DbError e = errorFrom(q.lastError(), {});
    e.message = Tr::tr("Could not start a read-only transaction, so nothing was run: %1").arg(e.message);
    return e;
}

DbError QtSqlConnection::runStatement(const QString &name, const QString &sql, bool stream, const ExecOptions &options,
                                      RowSink &sink, ExecSummary *summary)
{
    // A KILL that reached the server before this statement stopped nothing; the token still says
    // the user asked to stop.
    if (options.cancel && options.cancel->isCancelled())
        return DbError::make(DbError::Kind::Cancelled, Tr::tr("The statement was cancelled."));
    QSqlQuery q(QSqlDatabase::database(name, false));
    q.setForwardOnly(true);
    if (options.parameters.isEmpty()) {
        if (!q.exec(sql))
            return errorFrom(q.lastError(), sql);
    } else {
        // A server-side prepared statement (mysql_stmt_prepare, SQLPrepare): the values go to
        // the engine apart from the text.
        if (!q.prepare(sql))
            return errorFrom(q.lastError(), sql);
        for (const BoundValue &b : options.parameters)
            q.addBindValue(b.value.isNull() ? QVariant(QMetaType::fromType<QString>()) : b.value);
        if (!q.exec())
            return errorFrom(q.lastError(), sql);
    }
    if (q.numRowsAffected() >= 0 && !q.isSelect())
        summary->rowsAffected = std::max<qint64>(0, summary->rowsAffected) + q.numRowsAffected();
    if (!stream || !q.isSelect())
        return {};

    BatchWriter writer(sink, options);
    const QSqlRecord rec = q.record();
    QList<ResultColumn> cols;
    for (int i = 0; i < rec.count(); ++i) {
        const QSqlField f = rec.field(i);
        ResultColumn c;
        c.name = f.name();
        c.type = valueTypeForMeta(f.metaType());
        c.declaredType = valueTypeName(c.type);
        cols.append(c);
    }
    const int ncols = cols.size();
    writer.setColumns(std::move(cols));
    summary->hasResultSet = true;
    while (q.next()) {
        if (options.cancel && options.cancel->isCancelled())
            return DbError::make(DbError::Kind::Cancelled, Tr::tr("The statement was cancelled."));
        Row row;
        row.reserve(ncols);
        for (int i = 0; i < ncols; ++i)
            row.append(canonical(q.value(i)));
        if (!writer.add(std::move(row)))
            break;
    }
    writer.finish();
    summary->rowCount = writer.delivered();
    summary->truncated = writer.truncated();
    if (q.lastError().isValid())
        return errorFrom(q.lastError(), sql);
    return {};
}

ExecSummary QtSqlConnection::execute(const QString &sql, const ExecOptions &options, RowSink &sink)
{
    QElapsedTimer clock;
    clock.start();
    ExecSummary summary;
    auto done = [&](DbError e = {}) {
        summary.error = std::move(e);
        summary.elapsedMs = clock.elapsed();
        return summary;
    };
    if (options.cancel && options.cancel->isCancelled())
        return done(DbError::make(DbError::Kind::Cancelled, Tr::tr("Cancelled before it started.")));
    if (m_name.isEmpty())
        return done(DbError::make(DbError::Kind::Connection, Tr::tr("The database is not open.")));
    waitForKills();
    {
        std::lock_guard lock(m_killMutex);
        ++m_executionSerial;
    }
    if (m_lost) {
        // The server went away last time: reconnect once with the same settings.
        const QString password = m_password;
        if (DbError e = open(password))
            return done(e);
    }

    const sql::Flavor flavor = m_config.engine == Engine::MySQL ? sql::Flavor::MySQL : sql::Flavor::Generic;
    const QList<sql::StatementRange> statements = sql::splitStatements(sql, flavor);
    if (statements.isEmpty())
        return done();
    // Privacy rules run one statement read-only, after its expanded text and plan were checked
    // (mysqlprivacy.h). ODBC cannot show what a statement reads: it refuses.
    const bool privacy = options.privacy && !options.privacy->isEmpty();
    if (privacy && m_config.engine != Engine::MySQL) {
        summary.error = checkPrivacy(sql, options, &summary.privacy);
        return done(summary.error);
    }
    const bool guarded = privacy || options.readOnly || m_config.readOnly || m_config.production;
    if ((options.readOnly || privacy) && statements.size() > 1)
        return done(DbError::make(DbError::Kind::ReadOnly, Tr::tr("Only one statement may run in read-only mode.")));
    if (!options.parameters.isEmpty() && statements.size() > 1)
        return done(DbError::make(DbError::Kind::Unsupported, Tr::tr("Values can be bound to one statement only; split the statements.")));
    if (guarded) {
        for (const auto &s : statements) {
            if (DbError e = checkReadOnlyStatementText(s.text(sql), flavor))
                return done(e);
        }
    }

    const bool mysql = m_config.engine == Engine::MySQL;
    const QString name = (guarded && !mysql && !m_readOnlyName.isEmpty()) ? m_readOnlyName : m_name;

    if (mysql && guarded) {
        if (DbError e = beginReadOnly(name)) {
            m_lost = e.kind == DbError::Kind::Connection;
            return done(e);
        }
    }
    QList<int> masked;
    int outputCount = -1;
    if (privacy) {
        if (DbError e = checkPrivately(name, statements.first().text(sql).toString(), options, &summary.privacy, &masked,
                                       &outputCount)) {
            m_lost = e.kind == DbError::Kind::Connection;
            if (!m_lost)
                runSession(name, QStringLiteral("ROLLBACK"));
            return done(e);
        }
    }
    std::optional<MaskingSink> masking;
    RowSink &target = masked.isEmpty() ? sink : masking.emplace(sink, masked, outputCount);
    // Server-side limits next; the watchdog is the client-side net below them.
    if (mysql && options.timeoutMs > 0) {
        runSession(name, m_mariaDb ? QStringLiteral("SET SESSION max_statement_time = %1").arg(options.timeoutMs / 1000.0)
                                   : QStringLiteral("SET SESSION MAX_EXECUTION_TIME = %1").arg(options.timeoutMs));
    }
    if (mysql && options.maxRows >= 0)
        runSession(name, QStringLiteral("SET SESSION sql_select_limit = %1").arg(options.maxRows + 1));

    DbError error;
    {
        const QDeadlineTimer deadline = options.timeoutMs > 0 ? QDeadlineTimer(options.timeoutMs + 1000)
                                                              : QDeadlineTimer(QDeadlineTimer::Forever);
        ExecutionWatchdog watchdog(options, deadline, [this] { interrupt(); });
        for (int i = 0; i < statements.size(); ++i) {
            const bool isLast = i == statements.size() - 1;
            ++summary.statementCount;
            error = runStatement(name, statements[i].text(sql).toString(), isLast, options, target, &summary);
            if (error) {
                if (error.position >= 0)
                    error.position += statements[i].begin;
                if (watchdog.timedOut()) {
                    error.kind = DbError::Kind::Timeout;
                    error.message = Tr::tr("The statement took longer than %1 ms and was stopped.").arg(options.timeoutMs);
                } else if (watchdog.cancelled() || (options.cancel && options.cancel->isCancelled())) {
                    error.kind = DbError::Kind::Cancelled;
                }
                break;
            }
        }
    }
    {
        // From here on nothing of this execution may be killed; wait for a KILL already sent.
        std::lock_guard lock(m_killMutex);
        m_finishedSerial = m_executionSerial;
    }
    waitForKills();
    if (error.kind == DbError::Kind::Connection)
        m_lost = true;
    if (masking)
        summary.privacy.maskedColumns = masking->maskedNames();
    if (privacy)
        scrubError(error, sql, *options.privacy);

    if (mysql && !m_lost) {
        if (guarded)
            runSession(name, QStringLiteral("ROLLBACK"));
        if (options.maxRows >= 0)
            runSession(name, QStringLiteral("SET SESSION sql_select_limit = DEFAULT"));
        if (options.timeoutMs > 0)
            runSession(name, m_mariaDb ? QStringLiteral("SET SESSION max_statement_time = 0")
                                       : QStringLiteral("SET SESSION MAX_EXECUTION_TIME = 0"));
    }
    return done(error);
}

namespace {

// information_schema through one Qt connection, inside the statement's transaction.
class QtSqlPrivacyCatalog final : public MysqlPrivacyCatalog {
public:
    explicit QtSqlPrivacyCatalog(QString connectionName) : m_name(std::move(connectionName)) {}

    bool relations(const QList<std::pair<QString, QString>> &names, QList<Relation> *found) override
    {
        // One name at a time: information_schema opens only that table when both its schema and
        // its name are given as constants, and every table of the server for an OR of pairs.
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        q.setForwardOnly(true);
        q.prepare(QStringLiteral("SELECT t.TABLE_SCHEMA, t.TABLE_NAME, t.TABLE_TYPE, "
                                 "(SELECT v.VIEW_DEFINITION FROM information_schema.VIEWS v WHERE v.TABLE_SCHEMA = ? "
                                 "AND v.TABLE_NAME = ?) FROM information_schema.TABLES t WHERE t.TABLE_SCHEMA = ? AND t.TABLE_NAME = ?"));
        QSet<QString> asked;
        for (const auto &pair : names) {
            const QString key = pair.first + QChar(0x1f) + pair.second;
            if (asked.contains(key))
                continue;
            asked.insert(key);
            for (const QString &value : {pair.first, pair.second, pair.first, pair.second})
                q.addBindValue(value);
            if (!q.exec())
                return false;
            while (q.next()) {
                Relation r;
                r.schema = q.value(0).toString();
                r.name = q.value(1).toString();
                r.view = q.value(2).toString().contains(QLatin1String("VIEW"));
                r.definition = q.value(3).toString();
                found->append(r);
            }
        }
        return true;
    }

    QStringList columns(const QString &schema, const QString &name) override
    {
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        q.setForwardOnly(true);
        q.prepare(QStringLiteral("SELECT COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? "
                                 "ORDER BY ORDINAL_POSITION"));
        q.addBindValue(schema);
        q.addBindValue(name);
        QStringList out;
        if (q.exec()) {
            while (q.next())
                out << q.value(0).toString();
        }
        return out;
    }

    QStringList storedFunctions(const QStringList &names) override
    {
        QStringList marks;
        for (qsizetype i = 0; i < names.size(); ++i)
            marks << QStringLiteral("?");
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        q.setForwardOnly(true);
        q.prepare(QStringLiteral("SELECT DISTINCT ROUTINE_NAME FROM information_schema.ROUTINES WHERE ROUTINE_TYPE = 'FUNCTION' "
                                 "AND ROUTINE_NAME IN (%1)").arg(marks.join(u',')));
        for (const QString &n : names)
            q.addBindValue(n);
        QStringList out;
        if (!q.exec())
            return {QStringLiteral("?")}; // unanswered: treat every call as a stored function
        while (q.next())
            out << q.value(0).toString();
        return out;
    }

private:
    QString m_name;
};

} // namespace

DbError QtSqlConnection::checkPrivately(const QString &name, const QString &statement, const ExecOptions &options,
                                        PrivacyReport *report, QList<int> *masked, int *outputCount)
{
    const PrivacyRules &rules = *options.privacy;
    auto refuse = [&](const QString &reason, const QString &detail) {
        report->verdict = PrivacyReport::Verdict::Refused;
        report->reason = reason;
        report->detail = detail;
        return privacyRefusal(reason);
    };
    QString schema = m_config.database;
    {
        QSqlQuery q(QSqlDatabase::database(name, false));
        if (q.exec(QStringLiteral("SELECT DATABASE()")) && q.next())
            schema = q.value(0).toString();
    }
    QtSqlPrivacyCatalog catalog(name);
    const MysqlJudgement j = judgeMysqlStatement(statement, schema, catalog, rules, options.privacyCountsOnly);
    report->tablesRead = j.tablesRead;
    if (j.refused)
        return refuse(j.reason, j.detail);

    // The server's plan must exist, and read no table the expanded text does not show.
    QSqlQuery q(QSqlDatabase::database(name, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("EXPLAIN FORMAT=JSON ") + statement) || !q.next()) {
        DbError e = errorFrom(q.lastError(), statement);
        if (e.kind == DbError::Kind::Connection)
            return e;
        e.position = -1;
        scrubError(e, statement, rules);
        report->verdict = PrivacyReport::Verdict::Refused;
        report->reason = Tr::tr("Not run: the server could not plan it, so what it reads could not be checked (%1)").arg(e.message);
        report->detail = Tr::tr("EXPLAIN failed");
        e.message = report->reason;
        return e;
    }
    bool parses = false;
    const QStringList planned = mysqlPlanTables(q.value(0).toString().toUtf8(), &parses);
    if (!parses)
        return refuse(Tr::tr("The server's plan could not be read, so the statement cannot be checked against the privacy "
                             "settings."),
                      Tr::tr("unreadable EXPLAIN output"));
    for (const QString &t : planned) {
        if (!j.knownNames.contains(t.toLower()))
            return refuse(Tr::tr("The server's plan reads a table the statement's text does not show, so it cannot be checked "
                                 "against the privacy settings."),
                          Tr::tr("the plan reads %1, which the expanded statement does not name").arg(t));
    }
    *masked = j.maskedOutputs;
    *outputCount = j.outputCount;
    report->verdict = masked->isEmpty() ? PrivacyReport::Verdict::Allowed : PrivacyReport::Verdict::Masked;
    return {};
}

DbError QtSqlConnection::checkPrivacy(const QString &sql, const ExecOptions &options, PrivacyReport *report)
{
    if (!options.privacy || options.privacy->isEmpty())
        return {};
    if (m_config.engine != Engine::MySQL)
        return Connection::checkPrivacy(sql, options, report);
    if (m_name.isEmpty())
        return DbError::make(DbError::Kind::Connection, Tr::tr("The database is not open."));
    const QList<sql::StatementRange> statements = sql::splitStatements(sql, sql::Flavor::MySQL);
    if (statements.size() != 1)
        return DbError::make(DbError::Kind::ReadOnly, Tr::tr("Only one statement may run in read-only mode."));
    waitForKills();
    if (DbError e = beginReadOnly(m_name))
        return e;
    QList<int> masked;
    int outputCount = -1;
    const DbError e = checkPrivately(m_name, statements.first().text(sql).toString(), options, report, &masked, &outputCount);
    if (e.kind != DbError::Kind::Connection)
        runSession(m_name, QStringLiteral("ROLLBACK"));
    return e;
}

DbError QtSqlConnection::introspect(Catalog *catalog, const CancelTokenPtr &)
{
    if (m_name.isEmpty())
        return DbError::make(DbError::Kind::Connection, Tr::tr("The database is not open."));
    return m_config.engine == Engine::MySQL ? introspectMySql(catalog) : introspectOdbc(catalog);
}

DbError QtSqlConnection::introspectMySql(Catalog *catalog)
{
    Catalog out;
    const QString scope = m_config.database.isEmpty()
                              ? QStringLiteral("TABLE_SCHEMA NOT IN ('mysql','information_schema','performance_schema','sys')")
                              : QStringLiteral("TABLE_SCHEMA = DATABASE()");
    out.defaultSchema = m_config.database;

    QList<Row> rows;
    ExecSummary s = query(QStringLiteral("SELECT TABLE_SCHEMA, TABLE_NAME, TABLE_TYPE, TABLE_COMMENT, TABLE_ROWS "
                                         "FROM information_schema.TABLES WHERE %1 ORDER BY TABLE_SCHEMA, TABLE_NAME")
                              .arg(scope),
                          &rows);
    if (!s.ok())
        return s.error;
    QHash<QString, int> index;
    auto key = [](const QString &schema, const QString &table) { return schema + QLatin1Char('\x1f') + table; };
    for (const Row &r : rows) {
        TableInfo t;
        t.schema = r[0].toString();
        t.name = r[1].toString();
        const QString type = r[2].toString();
        t.kind = type.contains(QLatin1String("VIEW")) ? TableInfo::Kind::View : TableInfo::Kind::Table;
        t.comment = t.kind == TableInfo::Kind::View ? QString() : r[3].toString();
        t.rowEstimate = r[4].isNull() ? -1 : r[4].toLongLong();
        index.insert(key(t.schema, t.name), out.tables.size());
        if (!out.schemas.contains(t.schema))
            out.schemas.append(t.schema);
        out.tables.append(t);
    }

    s = query(QStringLiteral("SELECT TABLE_SCHEMA, TABLE_NAME, COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE, COLUMN_DEFAULT, "
                             "COLUMN_KEY, COLUMN_COMMENT FROM information_schema.COLUMNS WHERE %1 "
                             "ORDER BY TABLE_SCHEMA, TABLE_NAME, ORDINAL_POSITION")
                  .arg(scope),
              &rows);
    if (!s.ok())
        return s.error;
    for (const Row &r : rows) {
        const auto it = index.constFind(key(r[0].toString(), r[1].toString()));
        if (it == index.constEnd())
            continue;
        ColumnInfo c;
        c.name = r[2].toString();
        c.type = r[3].toString();
        c.valueType = valueTypeFromDeclared(c.type);
        c.nullable = r[4].toString() == u"YES";
        c.defaultValue = r[5].toString();
        c.comment = r[7].toString();
        out.tables[*it].columns.append(c);
    }

    s = query(QStringLiteral("SELECT TABLE_SCHEMA, TABLE_NAME, CONSTRAINT_NAME, COLUMN_NAME, REFERENCED_TABLE_SCHEMA, "
                             "REFERENCED_TABLE_NAME, REFERENCED_COLUMN_NAME FROM information_schema.KEY_COLUMN_USAGE "
                             "WHERE %1 AND (CONSTRAINT_NAME = 'PRIMARY' OR REFERENCED_TABLE_NAME IS NOT NULL) "
                             "ORDER BY TABLE_SCHEMA, TABLE_NAME, CONSTRAINT_NAME, ORDINAL_POSITION")
                  .arg(scope),
              &rows);
    if (!s.ok())
        return s.error;
    QString lastFk;
    for (const Row &r : rows) {
        const auto it = index.constFind(key(r[0].toString(), r[1].toString()));
        if (it == index.constEnd())
            continue;
        TableInfo &t = out.tables[*it];
        const QString constraint = r[2].toString();
        if (constraint == u"PRIMARY") {
            t.primaryKey.append(r[3].toString());
            for (ColumnInfo &c : t.columns) {
                if (c.name == r[3].toString())
                    c.primaryKey = true;
            }
            continue;
        }
        const QString fkKey = key(t.qualifiedName(), constraint);
        if (fkKey != lastFk) {
            ForeignKeyInfo fk;
            fk.name = constraint;
            fk.refSchema = r[4].toString();
            fk.refTable = r[5].toString();
            t.foreignKeys.append(fk);
            lastFk = fkKey;
        }
        t.foreignKeys.last().columns.append(r[3].toString());
        t.foreignKeys.last().refColumns.append(r[6].toString());
    }
    *catalog = std::move(out);
    return {};
}

DbError QtSqlConnection::introspectOdbc(Catalog *catalog)
{
    Catalog out;
    QSqlDatabase db = database();
    for (const auto &[type, kind] : {std::pair{QSql::Tables, TableInfo::Kind::Table}, std::pair{QSql::Views, TableInfo::Kind::View}}) {
        for (const QString &name : db.tables(type)) {
            TableInfo t;
            t.name = name;
            t.kind = kind;
            const QSqlRecord rec = db.record(name);
            const QSqlIndex pk = db.primaryIndex(name);
            for (int i = 0; i < pk.count(); ++i)
                t.primaryKey.append(pk.fieldName(i));
            for (int i = 0; i < rec.count(); ++i) {
                const QSqlField f = rec.field(i);
                ColumnInfo c;
                c.name = f.name();
                c.valueType = valueTypeForMeta(f.metaType());
                c.type = valueTypeName(c.valueType);
                c.nullable = f.requiredStatus() != QSqlField::Required;
                c.primaryKey = t.primaryKey.contains(c.name);
                t.columns.append(c);
            }
            out.tables.append(t);
        }
    }
    *catalog = std::move(out);
    return {};
}

} // namespace assay::db
