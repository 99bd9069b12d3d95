#include "postgresconnection.h"
#include "dbtr.h"

#include "batchwriter.h"
#include "postgresprivacy.h"
#include "privacyoutput.h"
#include "readonlycheck.h"
#include "sql/statements.h"

#include <optional>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDate>
#include <QElapsedTimer>
#include <QLocale>
#include <QThread>

#include <libpq-fe.h>
#include <poll.h>

#include <atomic>
#include <cmath>
#include <thread>

namespace assay::db {
namespace {

// Blocks until the server has read the request.
void deliverCancel(PGcancel *cancel)
{
    char buf[256];
    PQcancel(cancel, buf, sizeof buf);
}

std::shared_ptr<PGcancel> cancelHandle(PGconn *conn)
{
    return std::shared_ptr<PGcancel>(PQgetCancel(conn), [](PGcancel *c) {
        if (c)
            PQfreeCancel(c);
    });
}

// Type OIDs from pg_type.dat; stable across versions.
enum : Oid {
    BoolOid = 16, ByteaOid = 17, Int8Oid = 20, Int2Oid = 21, Int4Oid = 23, OidOid = 26,
    Float4Oid = 700, Float8Oid = 701, NumericOid = 1700, DateOid = 1082, TimeOid = 1083,
    TimestampOid = 1114, TimestampTzOid = 1184, TimeTzOid = 1266,
};

// One bound value as libpq's text format takes it, with the type the server should read it as.
// Text and arrays go untyped (0): the server infers the type from where the placeholder stands,
// so `region = $1` compares with the column's own type and `id = ANY($1)` takes an array of it.
struct ParamText {
    QByteArray text;
    Oid type = 0;
    bool isNull = false;
};

QByteArray arrayLiteral(const QVariantList &values)
{
    // '{"a","b \"c\""}': every element quoted, backslash and double quote escaped.
    QByteArray out = "{";
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (i)
            out += ',';
        if (values[i].isNull()) {
            out += "NULL";
            continue;
        }
        const QVariant &v = values[i];
        const QString text = v.typeId() == QMetaType::QDate ? v.toDate().toString(Qt::ISODate)
                             : v.typeId() == QMetaType::Double ? QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest)
                                                               : v.toString();
        QByteArray e = text.toUtf8();
        e.replace("\\", "\\\\");
        e.replace("\"", "\\\"");
        out += '"' + e + '"';
    }
    return out + '}';
}

ParamText paramText(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
        return {QByteArray::number(v.toLongLong()), Int8Oid};
    case QMetaType::Double:
        return {QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest).toUtf8(), NumericOid};
    case QMetaType::QDate:
        return {v.toDate().toString(Qt::ISODate).toUtf8(), DateOid};
    case QMetaType::QVariantList:
        return {arrayLiteral(v.toList()), 0};
    default:
        break;
    }
    if (v.isNull())
        return {{}, 0, true};
    return {v.toString().toUtf8(), 0};
}

QVariant convertValue(const char *text, int length, Oid type)
{
    switch (type) {
    case Int2Oid:
    case Int4Oid:
    case Int8Oid:
    case OidOid:
        return QVariant(QByteArray::fromRawData(text, length).toLongLong());
    case Float4Oid:
    case Float8Oid: {
        const QByteArray b = QByteArray::fromRawData(text, length);
        if (b == "NaN")
            return QVariant(std::nan(""));
        if (b == "Infinity")
            return QVariant(HUGE_VAL);
        if (b == "-Infinity")
            return QVariant(-HUGE_VAL);
        return QVariant(b.toDouble());
    }
    case BoolOid:
        return QVariant(length > 0 && text[0] == 't');
    case ByteaOid: {
        size_t n = 0;
        unsigned char *raw = PQunescapeBytea(reinterpret_cast<const unsigned char *>(text), &n);
        QByteArray out(reinterpret_cast<const char *>(raw), qsizetype(n));
        PQfreemem(raw);
        return QVariant(out);
    }
    default:
        return QVariant(QString::fromUtf8(text, length));
    }
}

ValueType valueTypeForOid(Oid oid, const QString &name)
{
    switch (oid) {
    case Int2Oid:
    case Int4Oid:
    case Int8Oid:
    case OidOid:
        return ValueType::Integer;
    case Float4Oid:
    case Float8Oid:
        return ValueType::Real;
    case NumericOid:
        return ValueType::Decimal;
    case BoolOid:
        return ValueType::Boolean;
    case ByteaOid:
        return ValueType::Blob;
    case DateOid:
        return ValueType::Date;
    case TimestampOid:
    case TimestampTzOid:
        return ValueType::DateTime;
    case TimeOid:
    case TimeTzOid:
        return ValueType::Time;
    default:
        return name.isEmpty() ? ValueType::Text : valueTypeFromDeclared(name);
    }
}

DbError::Kind kindFromSqlState(const QString &state, const QString &message)
{
    if (state == u"42601")
        return DbError::Kind::Syntax;
    if (state == u"25006")
        return DbError::Kind::ReadOnly;
    if (state == u"57014")
        return message.contains(QLatin1String("timeout")) ? DbError::Kind::Timeout : DbError::Kind::Cancelled;
    if (state.startsWith(u"08") || state.startsWith(u"57P"))
        return DbError::Kind::Connection;
    if (state.startsWith(u"28"))
        return DbError::Kind::Authentication;
    return DbError::Kind::Execution;
}

QString connectErrorText(PGconn *conn)
{
    return QString::fromUtf8(PQerrorMessage(conn)).trimmed();
}

} // namespace

struct PostgresConnection::StatementOutcome {
    DbError error;
    bool hasResultSet = false;
    qint64 rows = 0;
    qint64 affected = -1;
    bool truncated = false;
};

PostgresConnection::PostgresConnection(ConnectionConfig config)
    : Connection(std::move(config))
{
}

PostgresConnection::~PostgresConnection()
{
    close();
}

DbError PostgresConnection::open(const QString &password)
{
    close();
    const QByteArray host = m_config.host.toUtf8();
    const QByteArray port = QByteArray::number(m_config.effectivePort());
    const QByteArray db = m_config.database.toUtf8();
    const QByteArray user = m_config.user.toUtf8();
    const QByteArray pass = password.toUtf8();
    const QByteArray timeout = QByteArray::number(std::max(1, m_config.connectTimeoutSec));
    const QByteArray ssl = m_config.sslMode.isEmpty() ? QByteArray("prefer") : m_config.sslMode.toUtf8();

    QList<const char *> keys = {"host", "port", "dbname", "user", "connect_timeout",
                                "application_name", "client_encoding", "sslmode"};
    QList<const char *> values = {host.constData(), port.constData(), db.constData(), user.constData(),
                                  timeout.constData(), "Assay", "UTF8", ssl.constData()};
    if (!password.isEmpty()) {
        keys.append("password");
        values.append(pass.constData());
    }
    keys.append(nullptr);
    values.append(nullptr);

    PGconn *conn = PQconnectdbParams(keys.constData(), values.constData(), 0);
    if (PQstatus(conn) != CONNECTION_OK) {
        const QString text = connectErrorText(conn);
        PQfinish(conn);
        const bool auth = text.contains(QLatin1String("password authentication failed"))
                          || text.contains(QLatin1String("no password supplied"))
                          || (text.contains(QLatin1String("role")) && text.contains(QLatin1String("does not exist")));
        return DbError::make(auth ? DbError::Kind::Authentication : DbError::Kind::Connection,
                             Tr::tr("Cannot connect to PostgreSQL at %1:%2: %3")
                                 .arg(m_config.host)
                                 .arg(m_config.effectivePort())
                                 .arg(text));
    }
    m_conn = conn;
    m_password = password;
    {
        std::lock_guard lock(m_cancelMutex);
        m_cancel = cancelHandle(conn);
    }
    simpleCommand("SET datestyle = 'ISO, YMD'");
    loadTypeNames();
    return {};
}

void PostgresConnection::close()
{
    {
        std::lock_guard lock(m_cancelMutex);
        m_cancel.reset();
    }
    if (m_conn)
        PQfinish(m_conn);
    m_conn = nullptr;
}

bool PostgresConnection::isOpen() const
{
    return m_conn != nullptr;
}

QString PostgresConnection::serverVersion() const
{
    if (!m_conn)
        return {};
    return QStringLiteral("PostgreSQL ") + QString::fromUtf8(PQparameterStatus(m_conn, "server_version"));
}

DbError PostgresConnection::checkSyntax(const QString &sql)
{
    // A failed Parse inside a transaction block would abort the user's transaction: only ask the
    // parser when none is open.
    if (!m_conn || PQtransactionStatus(m_conn) != PQTRANS_IDLE)
        return {};
    for (const sql::StatementRange &range : sql::splitStatements(sql, sql::Flavor::PostgreSQL)) {
        const QByteArray text = range.text(sql).toString().toUtf8();
        PGresult *r = PQprepare(m_conn, "", text.constData(), 0, nullptr); // the unnamed statement
        DbError e = PQresultStatus(r) == PGRES_COMMAND_OK ? DbError{} : errorFromResult(r);
        PQclear(r);
        if (e.kind == DbError::Kind::Syntax) {
            e.position = range.begin + std::max(0, e.position);
            return e;
        }
        if (e.kind == DbError::Kind::Connection)
            return {}; // running will say so, with the reconnect advice
    }
    return {};
}

void PostgresConnection::interrupt()
{
    // From another thread (the GUI's Stop, a disconnect). PQcancel connects to the server and
    // waits until it has read the request: on a server that stopped answering (SIGSTOP, a dead
    // link) that is forever, so a short-lived thread sends it. Once per statement; the next
    // statement waits for it to be delivered (waitForCancels), so it cannot cancel that one.
    std::shared_ptr<PGcancel> cancel;
    {
        std::lock_guard lock(m_cancelMutex);
        if (!m_cancel || m_interruptedSerial == m_executionSerial)
            return;
        m_interruptedSerial = m_executionSerial;
        cancel = m_cancel;
    }
    auto inFlight = m_cancelsInFlight;
    ++*inFlight;
    std::thread([cancel, inFlight] {
        deliverCancel(cancel.get());
        --*inFlight;
    }).detach();
}

void PostgresConnection::sendCancel()
{
    // On the worker (a deadline, a row cap): the statement's own thread waits for delivery, so
    // the cancel is done with before anything else is sent on this connection.
    std::shared_ptr<PGcancel> cancel;
    {
        std::lock_guard lock(m_cancelMutex);
        cancel = m_cancel;
    }
    if (cancel)
        deliverCancel(cancel.get());
}

void PostgresConnection::waitForCancels()
{
    QDeadlineTimer deadline(3000); // a server that does not take the request: give up, run anyway
    while (m_cancelsInFlight->load() > 0 && !deadline.hasExpired())
        QThread::msleep(5);
    std::lock_guard lock(m_cancelMutex);
    ++m_executionSerial;
}

void PostgresConnection::loadTypeNames()
{
    PGresult *r = PQexec(m_conn, "SELECT oid, typname FROM pg_type");
    if (PQresultStatus(r) == PGRES_TUPLES_OK) {
        for (int i = 0; i < PQntuples(r); ++i)
            m_typeNames.insert(QByteArray(PQgetvalue(r, i, 0)).toUInt(), QString::fromUtf8(PQgetvalue(r, i, 1)));
    }
    PQclear(r);
}

QString PostgresConnection::typeName(unsigned int oid) const
{
    return m_typeNames.value(oid);
}

DbError PostgresConnection::connectionLost() const
{
    return DbError::make(DbError::Kind::Connection,
                         Tr::tr("The connection to the server was lost: %1").arg(connectErrorText(m_conn)));
}

DbError PostgresConnection::ensureConnected()
{
    if (!m_conn)
        return DbError::make(DbError::Kind::Connection, Tr::tr("The database is not open."));
    if (PQstatus(m_conn) == CONNECTION_OK)
        return {};
    // The server went away (restart, network): one reconnect attempt with the same settings.
    PQreset(m_conn);
    if (PQstatus(m_conn) != CONNECTION_OK)
        return connectionLost();
    std::lock_guard lock(m_cancelMutex);
    m_cancel = cancelHandle(m_conn);
    return {};
}

DbError PostgresConnection::simpleCommand(const char *sql)
{
    PGresult *r = PQexec(m_conn, sql);
    DbError e;
    const auto st = PQresultStatus(r);
    if (st != PGRES_COMMAND_OK && st != PGRES_TUPLES_OK)
        e = errorFromResult(r);
    PQclear(r);
    return e;
}

DbError PostgresConnection::errorFromResult(const PGresult *r) const
{
    auto field = [r](int code) { return QString::fromUtf8(PQresultErrorField(r, code)); };
    QString message = field(PG_DIAG_MESSAGE_PRIMARY);
    if (message.isEmpty())
        message = r ? QString::fromUtf8(PQresultErrorMessage(r)) : connectErrorText(m_conn);
    if (message.isEmpty())
        message = connectErrorText(m_conn);
    const QString state = field(PG_DIAG_SQLSTATE);
    DbError e = DbError::make(kindFromSqlState(state, message), message, state);
    e.detail = field(PG_DIAG_MESSAGE_DETAIL);
    e.hint = field(PG_DIAG_MESSAGE_HINT);
    bool ok = false;
    const int pos = field(PG_DIAG_STATEMENT_POSITION).toInt(&ok);
    if (ok && pos > 0)
        e.position = pos - 1;
    if (PQstatus(m_conn) == CONNECTION_BAD) {
        e.kind = DbError::Kind::Connection;
        e.message = Tr::tr("The connection to the server was lost: %1").arg(message);
    }
    return e;
}

// Waits until a whole result is available, watching the cancel token and the client deadline.
// Reads from the socket only while libpq needs more: PQconsumeInput moves the unparsed rest of
// its buffer to the front on every call, so calling it once per single-row result while the
// buffer holds a large result already sent made draining quadratic (a million-row result cut at
// the grid's 1,000 rows took minutes to drain: the notebook run that "hung" on PostgreSQL).
DbError PostgresConnection::waitForResult(const ExecOptions &options, const QDeadlineTimer &deadline, bool *timedOut)
{
    bool cancelSent = false;
    while (true) {
        if (!PQisBusy(m_conn))
            return {};
        if (!cancelSent) {
            const bool cancelled = options.cancel && options.cancel->isCancelled();
            // The server enforces statement_timeout; this client deadline (a second later) only
            // catches a server that stopped answering altogether.
            const bool late = !deadline.isForever() && deadline.hasExpired();
            if (cancelled || late) {
                if (late)
                    *timedOut = true;
                sendCancel();
                cancelSent = true;
            }
        }
        pollfd pfd{PQsocket(m_conn), POLLIN, 0};
        if (::poll(&pfd, 1, 50) < 0 && errno != EINTR)
            return connectionLost();
        if (!PQconsumeInput(m_conn))
            return connectionLost();
    }
}

PostgresConnection::StatementOutcome PostgresConnection::runStatement(const QString &sql, bool stream,
                                                                      const ExecOptions &options,
                                                                      const QDeadlineTimer &deadline, RowSink &sink)
{
    StatementOutcome out;
    const QByteArray text = sql.toUtf8();
    // Bound values travel beside the text in the extended protocol's Bind message.
    std::vector<ParamText> params;
    std::vector<Oid> paramTypes;
    std::vector<const char *> paramValues;
    params.reserve(size_t(options.parameters.size()));
    for (const BoundValue &b : options.parameters)
        params.push_back(paramText(b.value));
    for (const ParamText &p : params) {
        paramTypes.push_back(p.type);
        paramValues.push_back(p.isNull ? nullptr : p.text.constData());
    }
    if (!PQsendQueryParams(m_conn, text.constData(), int(params.size()), params.empty() ? nullptr : paramTypes.data(),
                           params.empty() ? nullptr : paramValues.data(), nullptr, nullptr, 0)) {
        out.error = PQstatus(m_conn) == CONNECTION_BAD ? connectionLost()
                                                       : DbError::make(DbError::Kind::Execution, connectErrorText(m_conn));
        return out;
    }
    if (stream)
        PQsetSingleRowMode(m_conn);

    BatchWriter writer(sink, options);
    QList<Oid> types;
    bool columnsSet = false;
    bool stopping = false; // cap reached or sink stopped: cancel, then drain
    bool timedOut = false;
    // Stopping early by cancelling would abort a transaction the user opened; there we read on.
    const bool mayCancelToStop = PQtransactionStatus(m_conn) == PQTRANS_IDLE
                                 || PQtransactionStatus(m_conn) == PQTRANS_ACTIVE;

    auto setColumns = [&](const PGresult *r) {
        if (columnsSet)
            return;
        QList<ResultColumn> cols;
        const int n = PQnfields(r);
        for (int i = 0; i < n; ++i) {
            ResultColumn c;
            c.name = QString::fromUtf8(PQfname(r, i));
            const Oid oid = PQftype(r, i);
            c.declaredType = typeName(oid);
            c.type = valueTypeForOid(oid, c.declaredType);
            types.append(oid);
            cols.append(c);
        }
        writer.setColumns(std::move(cols));
        columnsSet = true;
        out.hasResultSet = true;
    };

    while (true) {
        if (DbError e = waitForResult(options, deadline, &timedOut)) {
            out.error = e;
            return out;
        }
        PGresult *r = PQgetResult(m_conn);
        if (!r)
            break;
        switch (PQresultStatus(r)) {
        case PGRES_SINGLE_TUPLE:
            setColumns(r);
            if (!stopping) {
                Row row;
                const int n = PQnfields(r);
                row.reserve(n);
                for (int i = 0; i < n; ++i) {
                    row.append(PQgetisnull(r, 0, i) ? QVariant()
                                                    : convertValue(PQgetvalue(r, 0, i), PQgetlength(r, 0, i), types[i]));
                }
                if (!writer.add(std::move(row))) {
                    stopping = true;
                    if (mayCancelToStop)
                        sendCancel();
                }
            }
            break;
        case PGRES_TUPLES_OK:
            if (stream) {
                setColumns(r);
                // Without single-row mode (not streaming) the rows are all here.
            }
            break;
        case PGRES_COMMAND_OK: {
            const QByteArray tuples(PQcmdTuples(r));
            if (!tuples.isEmpty())
                out.affected = tuples.toLongLong();
            break;
        }
        case PGRES_COPY_IN:
        case PGRES_COPY_OUT:
        case PGRES_COPY_BOTH:
            PQputCopyEnd(m_conn, "COPY is not supported in Assay");
            if (!out.error)
                out.error = DbError::make(DbError::Kind::Unsupported, Tr::tr("COPY to or from the client is not supported."));
            break;
        case PGRES_FATAL_ERROR:
        case PGRES_NONFATAL_ERROR:
        case PGRES_BAD_RESPONSE:
            // The cancel we sent ourselves to stop at the row cap is not an error.
            if (!(stopping && QByteArray(PQresultErrorField(r, PG_DIAG_SQLSTATE)) == "57014") && !out.error) {
                out.error = errorFromResult(r);
                if (timedOut) {
                    out.error.kind = DbError::Kind::Timeout;
                    out.error.message = Tr::tr("The statement took longer than %1 ms and was stopped.").arg(options.timeoutMs);
                }
            }
            break;
        default:
            break;
        }
        PQclear(r);
    }
    if (stream && columnsSet) {
        writer.finish();
        out.rows = writer.delivered();
        out.truncated = writer.truncated();
    }
    return out;
}

ExecSummary PostgresConnection::execute(const QString &sql, const ExecOptions &options, RowSink &sink)
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
    if (DbError e = ensureConnected())
        return done(e);
    waitForCancels(); // one sent for the previous statement must not stop this one

    const QList<sql::StatementRange> statements = sql::splitStatements(sql, sql::Flavor::PostgreSQL);
    if (statements.isEmpty())
        return done();
    // Privacy rules run one statement read-only, after its plan was checked (postgresprivacy.h).
    const bool privacy = options.privacy && !options.privacy->isEmpty();
    const bool guarded = privacy || options.readOnly || m_config.readOnly || m_config.production;
    if ((options.readOnly || privacy) && statements.size() > 1)
        return done(DbError::make(DbError::Kind::ReadOnly, Tr::tr("Only one statement may run in read-only mode.")));
    if (!options.parameters.isEmpty() && statements.size() > 1)
        return done(DbError::make(DbError::Kind::Unsupported, Tr::tr("Values can be bound to one statement only; split the statements.")));
    if (guarded) {
        for (const auto &s : statements) {
            if (DbError e = checkReadOnlyStatementText(s.text(sql), sql::Flavor::PostgreSQL))
                return done(e);
        }
    }
    if (guarded && PQtransactionStatus(m_conn) != PQTRANS_IDLE)
        return done(DbError::make(DbError::Kind::Execution,
                                  Tr::tr("A transaction is open on this connection; commit or roll it back before "
                                     "running read-only statements.")));

    // Client-side deadline: one second after the server's own statement_timeout would fire.
    const QDeadlineTimer deadline = options.timeoutMs > 0 ? QDeadlineTimer(options.timeoutMs + 1000)
                                                          : QDeadlineTimer(QDeadlineTimer::Forever);
    const QByteArray timeoutSql = "SET statement_timeout = " + QByteArray::number(std::max(0, options.timeoutMs));

    if (guarded) {
        if (DbError e = simpleCommand("BEGIN TRANSACTION READ ONLY"))
            return done(e);
        if (options.timeoutMs > 0)
            simpleCommand(("SET LOCAL statement_timeout = " + QByteArray::number(options.timeoutMs)).constData());
    } else if (options.timeoutMs > 0) {
        simpleCommand(timeoutSql.constData());
    }

    DbError error;
    QList<int> masked;
    if (privacy) {
        error = checkPrivately(statements.first().text(sql).toString(), options, &summary.privacy, &masked);
        if (error && error.position >= 0)
            error.position += statements.first().begin;
    }
    std::optional<MaskingSink> masking;
    RowSink &target = masked.isEmpty() ? sink : masking.emplace(sink, masked);
    for (int i = 0; i < statements.size() && !error; ++i) {
        const sql::StatementRange &range = statements[i];
        const bool isLast = i == statements.size() - 1;
        StatementOutcome o = runStatement(range.text(sql).toString(), isLast, options, deadline, target);
        ++summary.statementCount;
        if (o.affected >= 0)
            summary.rowsAffected = std::max<qint64>(0, summary.rowsAffected) + o.affected;
        if (isLast) {
            summary.hasResultSet = o.hasResultSet;
            summary.rowCount = o.rows;
            summary.truncated = o.truncated;
        }
        if (o.error) {
            error = o.error;
            if (error.position >= 0)
                error.position += range.begin;
            break;
        }
    }

    if (masking)
        summary.privacy.maskedColumns = masking->maskedNames();
    if (privacy)
        scrubError(error, sql, *options.privacy);
    if (PQstatus(m_conn) == CONNECTION_OK) {
        if (guarded)
            simpleCommand("ROLLBACK");
        else if (options.timeoutMs > 0 && PQtransactionStatus(m_conn) != PQTRANS_INERROR)
            simpleCommand("SET statement_timeout = 0");
    }
    return done(error);
}

DbError PostgresConnection::checkPrivacy(const QString &sql, const ExecOptions &options, PrivacyReport *report)
{
    if (!options.privacy || options.privacy->isEmpty())
        return {};
    if (DbError e = ensureConnected())
        return e;
    waitForCancels();
    const QList<sql::StatementRange> statements = sql::splitStatements(sql, sql::Flavor::PostgreSQL);
    if (statements.size() != 1)
        return DbError::make(DbError::Kind::ReadOnly, Tr::tr("Only one statement may run in read-only mode."));
    if (PQtransactionStatus(m_conn) != PQTRANS_IDLE)
        return DbError::make(DbError::Kind::Execution,
                             Tr::tr("A transaction is open on this connection; commit or roll it back before "
                                    "running read-only statements."));
    if (DbError e = simpleCommand("BEGIN TRANSACTION READ ONLY"))
        return e;
    if (options.timeoutMs > 0)
        simpleCommand(("SET LOCAL statement_timeout = " + QByteArray::number(options.timeoutMs)).constData());
    QList<int> masked;
    DbError e = checkPrivately(statements.first().text(sql).toString(), options, report, &masked);
    if (PQstatus(m_conn) == CONNECTION_OK)
        simpleCommand("ROLLBACK");
    return e;
}

DbError PostgresConnection::checkPrivately(const QString &statement, const ExecOptions &options, PrivacyReport *report,
                                           QList<int> *masked)
{
    const PrivacyRules &rules = *options.privacy;
    auto refuse = [&](const QString &reason, const QString &detail) {
        report->verdict = PrivacyReport::Verdict::Refused;
        report->reason = reason;
        report->detail = detail;
        return privacyRefusal(reason);
    };
    const QString first = sql::firstKeyword(statement, sql::Flavor::PostgreSQL);
    if (first != u"SELECT" && first != u"WITH" && first != u"VALUES" && first != u"TABLE")
        return refuse(Tr::tr("Only a query may run under the connection's privacy settings; this statement begins with %1.").arg(first),
                      Tr::tr("a %1 statement").arg(first));

    // A cast to regclass, regtype, ... turns a number into an object's name; the planner folds a
    // constant one away, so the text is read for it too.
    const QList<sql::Token> tokens = sql::significantTokens(statement, sql::Flavor::PostgreSQL);
    for (int i = 1; i < tokens.size(); ++i) {
        const bool castTo = (tokens[i - 1].kind == sql::TokenKind::Operator && tokens[i - 1].text(statement) == u"::")
                            || sql::isWord(statement, tokens[i - 1], u"AS");
        // pg_catalog.regclass names the same type.
        const int type = i + 2 < tokens.size() && tokens[i + 1].kind == sql::TokenKind::Dot ? i + 2 : i;
        const QString word = sql::identifierText(statement, tokens[type]).toLower();
        const auto isName = [](const sql::Token &t) { return t.kind == sql::TokenKind::Word || t.kind == sql::TokenKind::QuotedIdentifier; };
        if (castTo && isName(tokens[type]) && isObjectNameType(word))
            return refuse(Tr::tr("Casts to %1 turn object numbers into names, hidden ones included; they are not allowed "
                                 "under the connection's privacy settings.").arg(word),
                          Tr::tr("a cast to %1").arg(word));
    }

    // The plan: what the statement reads once views, subqueries and CTEs are expanded.
    static const QByteArray prefix = "EXPLAIN (VERBOSE, FORMAT JSON) ";
    const QByteArray explain = prefix + statement.toUtf8();
    PGresult *r = PQexecParams(m_conn, explain.constData(), 0, nullptr, nullptr, nullptr, nullptr, 0);
    if (PQresultStatus(r) != PGRES_TUPLES_OK || PQntuples(r) < 1) {
        DbError e = errorFromResult(r);
        PQclear(r);
        if (e.kind == DbError::Kind::Connection)
            return e;
        e.position = e.position >= int(prefix.size()) ? e.position - int(prefix.size()) : -1;
        scrubError(e, statement, rules);
        // Nothing ran: the server could not plan it (a wrong name, a type error), so nothing it
        // would read was shown. The message is the server's, scrubbed, so a model can repair it.
        report->verdict = PrivacyReport::Verdict::Refused;
        report->reason = Tr::tr("Not run: the server could not plan it, so what it reads could not be checked (%1)").arg(e.message);
        report->detail = Tr::tr("EXPLAIN failed");
        e.message = report->reason;
        return e;
    }
    const PgPlanFacts plan = readPostgresPlan(QByteArray(PQgetvalue(r, 0, 0), PQgetlength(r, 0, 0)));
    PQclear(r);

    // The catalog, for what the plan names but does not explain.
    QStringList relations;
    for (const PgPlanFacts::Scan &s : plan.scans)
        relations << s.schema + u'.' + s.relation;
    const QByteArray params[4] = {relations.join(u'\n').toUtf8(), plan.functions.join(u'\n').toUtf8(),
                                  plan.operators.join(u'\n').toUtf8(), plan.indexes.join(u'\n').toUtf8()};
    const char *values[4] = {params[0].constData(), params[1].constData(), params[2].constData(), params[3].constData()};
    r = PQexecParams(m_conn, postgresLookupSql(), 4, nullptr, values, nullptr, nullptr, 0);
    if (PQresultStatus(r) != PGRES_TUPLES_OK) {
        DbError e = errorFromResult(r);
        PQclear(r);
        if (e.kind == DbError::Kind::Connection)
            return e;
        return refuse(Tr::tr("The database's catalog could not be asked about the plan, so the statement cannot be "
                             "checked against the privacy settings."),
                      e.message);
    }
    PgCatalogFacts catalog;
    for (int i = 0; i < PQntuples(r); ++i) {
        catalog.addRow(QString::fromUtf8(PQgetvalue(r, i, 0)), QString::fromUtf8(PQgetvalue(r, i, 1)),
                       QString::fromUtf8(PQgetvalue(r, i, 2)), QString::fromUtf8(PQgetvalue(r, i, 3)));
    }
    PQclear(r);

    const PgJudgement j = judgePostgresPlan(plan, catalog, rules, statement, options.privacyCountsOnly);
    report->tablesRead = j.tablesRead;
    if (j.refused)
        return refuse(j.reason, j.detail);
    *masked = j.maskedOutputs;
    report->verdict = masked->isEmpty() ? PrivacyReport::Verdict::Allowed : PrivacyReport::Verdict::Masked;
    return {};
}

} // namespace assay::db
