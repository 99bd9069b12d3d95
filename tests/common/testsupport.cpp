#include "testsupport.h"

#include <QTranslator>

#include <QDir>
#include <QFile>

#include <algorithm>
#include <QHash>

namespace assay::test {
namespace {

QHash<QString, QString> serverEnv()
{
    QHash<QString, QString> env;
    QFile f(qEnvironmentVariable("ASSAY_TEST_SERVERS"));
    if (!f.open(QIODevice::ReadOnly))
        return env;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const int eq = line.indexOf('=');
        if (eq > 0)
            env.insert(QString::fromUtf8(line.left(eq)), QString::fromUtf8(line.mid(eq + 1)).trimmed());
    }
    return env;
}

std::optional<ServerLogin> login(const QString &prefix, db::Engine engine)
{
    const auto env = serverEnv();
    if (!env.contains(prefix + QStringLiteral("PORT")))
        return std::nullopt;
    ServerLogin l;
    l.config.id = prefix.toLower();
    l.config.name = db::engineDisplayName(engine) + QStringLiteral(" test server");
    l.config.engine = engine;
    l.config.host = env.value(prefix + QStringLiteral("HOST"));
    l.config.port = env.value(prefix + QStringLiteral("PORT")).toInt();
    l.config.user = env.value(prefix + QStringLiteral("USER"));
    l.config.database = env.value(prefix + QStringLiteral("DATABASE"));
    l.config.connectTimeoutSec = 5;
    l.password = env.value(prefix + QStringLiteral("PASSWORD"));
    l.adminUser = env.value(prefix + QStringLiteral("ADMIN_USER"));
    l.adminPassword = env.value(prefix + QStringLiteral("ADMIN_PASSWORD"));
    return l;
}

} // namespace

std::optional<ServerLogin> postgres()
{
    return login(QStringLiteral("ASSAY_PG_"), db::Engine::PostgreSQL);
}

std::optional<ServerLogin> mysql()
{
    return login(QStringLiteral("ASSAY_MYSQL_"), db::Engine::MySQL);
}

std::optional<ServerLogin> odbcPostgres()
{
    auto pg = postgres();
    if (!pg || !QFile::exists(QStringLiteral("/etc/odbcinst.ini")))
        return std::nullopt;
    QFile ini(QStringLiteral("/etc/odbcinst.ini"));
    if (!ini.open(QIODevice::ReadOnly) || !ini.readAll().contains("[PostgreSQL Unicode]"))
        return std::nullopt;
    ServerLogin l = *pg;
    l.config.engine = db::Engine::ODBC;
    l.config.name = QStringLiteral("ODBC test server");
    l.config.odbcConnectionString = QStringLiteral("Driver={PostgreSQL Unicode};Server=%1;Port=%2;Database=%3")
                                        .arg(pg->config.host)
                                        .arg(pg->config.port)
                                        .arg(pg->config.database);
    return l;
}

QString serverValue(const QString &key)
{
    return serverEnv().value(key);
}

bool serversRequired()
{
    return qEnvironmentVariableIntValue("ASSAY_REQUIRE_SERVERS") == 1;
}

QString sampleDatabase()
{
    return qEnvironmentVariable("ASSAY_TEST_SAMPLE");
}

QString outputDir()
{
    QString dir = qEnvironmentVariable("ASSAY_TEST_OUTPUT");
    if (dir.isEmpty())
        dir = QDir::tempPath() + QStringLiteral("/assay-test-output");
    QDir().mkpath(dir);
    return dir;
}

bool setModifiedAfter(const QString &path, const QDateTime &before)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite))
        return false;
    const QDateTime wanted = std::max(f.fileTime(QFileDevice::FileModificationTime), before.addSecs(2));
    return f.setFileTime(wanted, QFileDevice::FileModificationTime);
}

// Every test process reads messages as the app does: English with its plural forms ("1 row",
// "2 rows"), which main() installs through ui::installTranslations(). Tests of core/ have no
// assay_ui resources, so the catalogue is read from the build (ASSAY_EN_QM).
static void installEnglishPlurals() {
    auto *plurals = new QTranslator(QCoreApplication::instance());
    if (plurals->load(qEnvironmentVariable("ASSAY_EN_QM")))
        QCoreApplication::installTranslator(plurals);
    else
        delete plurals;
}
Q_COREAPP_STARTUP_FUNCTION(installEnglishPlurals)

} // namespace assay::test
