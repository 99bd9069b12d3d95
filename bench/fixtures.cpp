#include "fixtures.h"

#include "bench.h"

#include "db/connection.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

namespace assay::bench {
namespace {

QTemporaryDir &dir()
{
    static QTemporaryDir d;
    return d;
}

QString create(const QString &name, const QString &script, const QString &figure)
{
    const QString path = dir().filePath(name);
    if (QFile::exists(path))
        return path;
    QFile(path).open(QIODevice::WriteOnly);
    db::ConnectionConfig c;
    c.engine = db::Engine::SQLite;
    c.filePath = path;
    auto conn = db::createConnection(c);
    conn->open({});
    QElapsedTimer clock;
    clock.start();
    const db::ExecSummary s = conn->query(script, nullptr);
    if (!s.ok())
        qFatal("cannot create %s: %s", qPrintable(name), qPrintable(s.error.displayText()));
    report(figure, clock.elapsed() / 1000.0, QStringLiteral("s"));
    return path;
}

} // namespace

QString tenMillionRowDatabase()
{
    return create(QStringLiteral("events.sqlite"),
                  QStringLiteral("PRAGMA journal_mode = OFF; "
                                 "CREATE TABLE events (id INTEGER PRIMARY KEY, customer_id INTEGER, amount REAL, kind TEXT, day TEXT); "
                                 "INSERT INTO events WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 10000000) "
                                 "SELECT x, x % 50000, (x % 1000) / 10.0, CASE x % 3 WHEN 0 THEN 'web' WHEN 1 THEN 'store' ELSE 'mobile' END, "
                                 "date('2020-01-01', '+' || (x % 1800) || ' days') FROM s;"),
                  QStringLiteral("setup.events_10m_table"));
}

QString millionRowSalesDatabase()
{
    return create(QStringLiteral("sales.sqlite"),
                  QStringLiteral("PRAGMA journal_mode = OFF; "
                                 "CREATE TABLE sales (day TEXT, category TEXT, amount REAL); "
                                 "INSERT INTO sales WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 1000000) "
                                 "SELECT date('2021-01-01', '+' || (x % 1461) || ' days'), "
                                 "CASE x % 5 WHEN 0 THEN 'Toys' WHEN 1 THEN 'Books' WHEN 2 THEN 'Garden' WHEN 3 THEN 'Beauty' ELSE 'Clothing' END, "
                                 "(x % 997) / 3.0 FROM s;"),
                  QStringLiteral("setup.sales_1m_table"));
}

} // namespace assay::bench
