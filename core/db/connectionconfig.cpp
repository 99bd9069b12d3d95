#include "connectionconfig.h"
#include "dbtr.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace assay::db {

bool ConnectionConfig::needsPassword() const
{
    return engine == Engine::PostgreSQL || engine == Engine::MySQL || engine == Engine::ODBC;
}

int ConnectionConfig::effectivePort() const
{
    if (port > 0)
        return port;
    switch (engine) {
    case Engine::PostgreSQL:
        return 5432;
    case Engine::MySQL:
        return 3306;
    default:
        return 0;
    }
}

QString ConnectionConfig::displayLocation() const
{
    switch (engine) {
    case Engine::SQLite:
        return QFileInfo(filePath).fileName();
    case Engine::PostgreSQL:
    case Engine::MySQL:
        return QStringLiteral("%1@%2:%3/%4")
            .arg(user, host.isEmpty() ? QStringLiteral("localhost") : host)
            .arg(effectivePort())
            .arg(database);
    case Engine::ODBC: {
        // Show the DSN or driver only; the rest may carry details the user did not mean to show.
        static const QRegularExpression dsn(QStringLiteral("(?:^|;)\\s*(DSN|Driver)\\s*=\\s*([^;]*)"),
                                            QRegularExpression::CaseInsensitiveOption);
        const auto m = dsn.match(odbcConnectionString);
        return m.hasMatch() ? m.captured(2) : QStringLiteral("ODBC");
    }
    }
    return {};
}

namespace {

// KEY=value pairs of an ODBC connection string; a value in braces may hold semicolons.
const QRegularExpression &odbcOption()
{
    static const QRegularExpression option(QStringLiteral("(?:^|;)\\s*([A-Za-z_][A-Za-z_0-9]*)\\s*=\\s*(\\{[^}]*\\}|[^;]*)"));
    return option;
}

QString unbraced(const QString &value)
{
    return value.startsWith(u'{') && value.endsWith(u'}') ? value.mid(1, value.size() - 2).trimmed() : value;
}

// A switch that is on: anything but empty, 0, false, no or off.
bool switchedOn(const QString &value)
{
    static const QStringList off = {QString(), QStringLiteral("0"), QStringLiteral("false"), QStringLiteral("no"), QStringLiteral("off")};
    return !off.contains(unbraced(value).toLower());
}

bool isLibraryPath(const QString &value)
{
    return value.contains(u'/') || value.contains(u'\\') || value.contains(QLatin1String(".so"), Qt::CaseInsensitive)
           || value.contains(QLatin1String(".dll"), Qt::CaseInsensitive) || value.contains(QLatin1String(".dylib"), Qt::CaseInsensitive);
}

// Why one option is refused, or empty.
QString dangerousOption(const QString &key, const QString &value)
{
    if (key == u"FILEDSN" || key == u"SAVEFILE")
        return Tr::tr("The ODBC option %1= is not allowed: it reads or writes a file. Use a DSN=… set up in odbc.ini "
                        "or Driver={name} of an installed driver.").arg(key);
    if (key == u"SETUP" || key == u"TRANSLATIONDLL" || key == u"TRANSLATIONDLLNAME" || key == u"PLUGIN_DIR"
        || (key == u"DRIVER" && isLibraryPath(value)))
        return Tr::tr("The ODBC option %1=%2 is not allowed: it would load a library from a path. Name an installed "
                        "driver instead, e.g. Driver={PostgreSQL Unicode}.").arg(key, value);
    // MySQL Connector/ODBC: with LOAD DATA LOCAL allowed, the server (or anyone posing as it) can
    // ask for any file this user can read, and the driver sends it.
    if ((key == u"ENABLE_LOCAL_INFILE" && switchedOn(value)) || (key == u"LOAD_DATA_LOCAL_DIR" && !unbraced(value).isEmpty()))
        return Tr::tr("The ODBC option %1=%2 is not allowed: it lets the server read files on this computer "
                        "(LOAD DATA LOCAL).").arg(key, value);
    return {};
}

} // namespace

QString dangerousOdbcOption(const QString &connectionString)
{
    // Options that make the driver manager load a library from a path, read a file DSN (which
    // can name such a library), write a file or hand local files to the server: a notebook or
    // saved connection from someone else must not be able to run code or touch files on this
    // machine by connecting.
    for (auto it = odbcOption().globalMatch(connectionString); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (QString why = dangerousOption(m.captured(1).toUpper(), m.captured(2).trimmed()); !why.isEmpty())
            return why;
    }
    return {};
}

bool odbcHasPassword(const QString &connectionString)
{
    // PWD and PASSWORD (MySQL and psqlODBC take both), and MySQL's multi-factor PWD1..3.
    static const QRegularExpression password(QStringLiteral("^(?:PWD|PASSWORD)[123]?$"), QRegularExpression::CaseInsensitiveOption);
    for (auto it = odbcOption().globalMatch(connectionString); it.hasNext();) {
        if (password.match(it.next().captured(1)).hasMatch())
            return true;
    }
    return false;
}

QString ConnectionConfig::validate() const
{
    switch (engine) {
    case Engine::SQLite:
        if (filePath.isEmpty())
            return Tr::tr("Choose a SQLite database file.");
        break;
    case Engine::PostgreSQL:
    case Engine::MySQL:
        if (host.isEmpty())
            return Tr::tr("Enter the server's host name.");
        if (user.isEmpty())
            return Tr::tr("Enter a user name.");
        if (port < 0 || port > 65535)
            return Tr::tr("The port must be between 1 and 65535.");
        break;
    case Engine::ODBC:
        if (odbcConnectionString.isEmpty())
            return Tr::tr("Enter a data source name (DSN=...) or an ODBC connection string.");
        if (odbcHasPassword(odbcConnectionString))
            return Tr::tr("Leave the password out of the connection string; enter it in the password "
                      "field so it is kept in the keychain.");
        if (const QString danger = dangerousOdbcOption(odbcConnectionString); !danger.isEmpty())
            return danger;
        break;
    }
    return {};
}

QJsonObject ConnectionConfig::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("id")] = id;
    o[QStringLiteral("name")] = name;
    o[QStringLiteral("engine")] = engineKey(engine);
    if (!filePath.isEmpty())
        o[QStringLiteral("file")] = filePath;
    if (!workspacePath.isEmpty())
        o[QStringLiteral("workspace")] = workspacePath;
    if (!host.isEmpty())
        o[QStringLiteral("host")] = host;
    if (port > 0)
        o[QStringLiteral("port")] = port;
    if (!database.isEmpty())
        o[QStringLiteral("database")] = database;
    if (!user.isEmpty())
        o[QStringLiteral("user")] = user;
    if (!sslMode.isEmpty())
        o[QStringLiteral("sslMode")] = sslMode;
    if (!odbcConnectionString.isEmpty())
        o[QStringLiteral("odbc")] = odbcConnectionString;
    o[QStringLiteral("connectTimeout")] = connectTimeoutSec;
    if (statementTimeoutSec > 0) // files without a limit stay as they were
        o[QStringLiteral("statementTimeout")] = statementTimeoutSec;
    o[QStringLiteral("readOnly")] = readOnly;
    o[QStringLiteral("production")] = production;
    if (!privacy.isEmpty())
        o[QStringLiteral("privacy")] = privacy;
    return o;
}

ConnectionConfig ConnectionConfig::fromJson(const QJsonObject &o)
{
    ConnectionConfig c;
    c.id = o.value(QStringLiteral("id")).toString();
    c.name = o.value(QStringLiteral("name")).toString();
    engineFromKey(o.value(QStringLiteral("engine")).toString(), &c.engine);
    c.filePath = o.value(QStringLiteral("file")).toString();
    c.workspacePath = o.value(QStringLiteral("workspace")).toString();
    c.host = o.value(QStringLiteral("host")).toString();
    c.port = o.value(QStringLiteral("port")).toInt();
    c.database = o.value(QStringLiteral("database")).toString();
    c.user = o.value(QStringLiteral("user")).toString();
    c.sslMode = o.value(QStringLiteral("sslMode")).toString();
    c.odbcConnectionString = o.value(QStringLiteral("odbc")).toString();
    c.connectTimeoutSec = o.value(QStringLiteral("connectTimeout")).toInt(10);
    c.statementTimeoutSec = std::clamp(o.value(QStringLiteral("statementTimeout")).toInt(0), 0, MaxStatementTimeoutSec);
    c.readOnly = o.value(QStringLiteral("readOnly")).toBool();
    c.production = o.value(QStringLiteral("production")).toBool();
    c.privacy = o.value(QStringLiteral("privacy")).toObject();
    return c;
}

} // namespace assay::db
