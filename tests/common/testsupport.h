#pragma once
// Helpers shared by the test suites: the servers CTest started, the sample database fixture,
// and a directory for screenshots and other outputs someone should look at.

#include "db/connectionconfig.h"

#include <QDateTime>
#include <QString>
#include <QtTest>

#include <optional>

namespace assay::test {

struct ServerLogin {
    db::ConnectionConfig config;
    QString password;
    QString adminUser;     // PostgreSQL superuser, for fixtures that need one
    QString adminPassword;
};

// Coordinates of the servers tests/servers/start.sh wrote, or nothing when they are absent.
std::optional<ServerLogin> postgres();
std::optional<ServerLogin> mysql();
// ODBC through the PostgreSQL server and Debian's psqlodbc driver, when installed.
std::optional<ServerLogin> odbcPostgres();

// Any other value start.sh wrote ("ASSAY_PGSHARD_DATABASE"); empty when absent.
QString serverValue(const QString &key);

// Whether a missing server is a failure (test.sh sets ASSAY_REQUIRE_SERVERS=1) or a skip.
bool serversRequired();

// The full sample database created once per ctest run by the sample_db fixture.
QString sampleDatabase();

// Where tests put files for people to look at (screenshots, exports).
QString outputDir();

// Gives `path` a modification time at least two seconds after `before` (its time before the test
// rewrote it), so that "the file changed" never rests on the clock moving between two writes.
bool setModifiedAfter(const QString &path, const QDateTime &before);

} // namespace assay::test

// Skips, or fails under test.sh, when a server is not available.
#define ASSAY_REQUIRE(login, what)                                                               \
    do {                                                                                         \
        if (!(login)) {                                                                          \
            if (assay::test::serversRequired())                                                  \
                QFAIL(qPrintable(QStringLiteral("%1 is required but not available").arg(what))); \
            QSKIP(qPrintable(QStringLiteral("%1 is not available").arg(what)));                  \
        }                                                                                        \
    } while (false)
