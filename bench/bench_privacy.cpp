// What the engine's privacy check (core/db/privacy.md) adds to each statement the assistant runs:
// a handful of typical statements (a filter, a join with grouping, a masked column, a view, a CTE,
// one refused) run read-only with and without the connection's privacy rules, alternately; the
// figure is the median of the differences, per statement, then the median and the largest over
// the statements. Goals (issue 52): under 5 ms on SQLite, under 20 ms on the servers.

#include "bench.h"

#include "db/connection.h"
#include "db/privacyrules.h"
#include "sample/retailgenerator.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>

using namespace assay;

namespace {

double median(QList<double> v) {
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

double runMs(db::Connection &c, const QString &sql,
             const std::shared_ptr<const db::PrivacyRules> &rules) {
    db::ExecOptions o;
    o.readOnly = true;
    o.maxRows = 1000;
    o.privacy = rules;
    db::CollectingSink sink;
    QElapsedTimer clock;
    clock.start();
    c.execute(sql, o, sink);
    return clock.nsecsElapsed() / 1e6;
}

// Median added milliseconds for each statement.
QList<double> addedCost(db::Connection &c, const QStringList &statements,
                        const std::shared_ptr<const db::PrivacyRules> &rules) {
    QList<double> out;
    for (const QString &sql : statements) {
        runMs(c, sql, nullptr); // warm caches
        runMs(c, sql, rules);
        QList<double> differences;
        for (int i = 0; i < 30; ++i) {
            const double plain = runMs(c, sql, nullptr);
            const double checked = runMs(c, sql, rules);
            differences << checked - plain;
        }
        out << median(differences);
    }
    return out;
}

void reportEngine(const QString &engine, const QList<double> &added) {
    bench::report(QStringLiteral("privacy.%1_added_ms_median").arg(engine), median(added),
                  QStringLiteral("ms"));
    bench::report(QStringLiteral("privacy.%1_added_ms_max").arg(engine),
                  *std::max_element(added.begin(), added.end()), QStringLiteral("ms"));
    bench::report(QStringLiteral("privacy.%1_statements").arg(engine), added.size(),
                  QStringLiteral("statements"));
}

std::shared_ptr<const db::PrivacyRules> rules(const QString &prefix) {
    return std::make_shared<const db::PrivacyRules>(
        QSet<QString>{prefix + QStringLiteral("employees")},
        QSet<QString>{prefix + QStringLiteral("customers.email")},
        QSet<QString>{prefix + QStringLiteral("customers.last_name")});
}

QStringList statements(const QString &p) {
    return {
        QStringLiteral("SELECT first_name, city FROM %1customers WHERE customer_id < 50").arg(p),
        QStringLiteral("SELECT c.city, count(*), sum(o.shipping_cost) FROM %1orders o JOIN "
                       "%1customers c ON c.customer_id = "
                       "o.customer_id GROUP BY c.city ORDER BY 3 DESC LIMIT 10")
            .arg(p),
        QStringLiteral(
            "SELECT customer_id, first_name, last_name FROM %1customers WHERE customer_id < 20")
            .arg(p),
        QStringLiteral("SELECT order_id, channel FROM %1sales WHERE order_id < 100").arg(p),
        QStringLiteral(
            "WITH m AS (SELECT customer_id, count(*) AS n FROM %1orders GROUP BY customer_id) "
            "SELECT c.first_name, m.n "
            "FROM m JOIN %1customers c ON c.customer_id = m.customer_id ORDER BY m.n DESC LIMIT 5")
            .arg(p),
        QStringLiteral("SELECT email FROM %1customers").arg(p),
    };
}

void serverEngine(const QString &engine, db::Engine kind, const QString &prefix) {
    const std::optional<bench::Server> s = bench::server(prefix);
    if (!s) {
        bench::skip(QStringLiteral("privacy.%1").arg(engine),
                    QStringLiteral("no server (bench/run-with-servers.sh)"));
        return;
    }
    db::ConnectionConfig config;
    config.engine = kind;
    config.host = s->host;
    config.port = s->port;
    config.user = s->user;
    config.database = s->database;
    auto c = db::createConnection(config);
    if (db::DbError e = c->open(s->password))
        qFatal("cannot connect: %s", qPrintable(e.displayText()));
    const QString p = QStringLiteral("bp_");
    QStringList setup = {
        QStringLiteral("DROP VIEW IF EXISTS bp_sales"),
        QStringLiteral("DROP TABLE IF EXISTS bp_orders"),
        QStringLiteral("DROP TABLE IF EXISTS bp_customers"),
        QStringLiteral("DROP TABLE IF EXISTS bp_employees"),
        QStringLiteral(
            "CREATE TABLE bp_customers (customer_id INT PRIMARY KEY, first_name VARCHAR(40), "
            "last_name VARCHAR(40), email VARCHAR(80), city VARCHAR(40))"),
        QStringLiteral("CREATE TABLE bp_orders (order_id INT PRIMARY KEY, customer_id INT, channel "
                       "VARCHAR(10), "
                       "status VARCHAR(10), shipping_cost DECIMAL(8,2))"),
        QStringLiteral(
            "CREATE TABLE bp_employees (employee_id INT PRIMARY KEY, wage DECIMAL(6,2))"),
        QStringLiteral("CREATE VIEW bp_sales AS SELECT order_id, customer_id, channel FROM "
                       "bp_orders WHERE status <> 'x'")};
    QStringList customers, orders;
    for (int i = 1; i <= 2000; ++i)
        customers
            << QStringLiteral("(%1, 'F%1', 'L%1', 'e%1@x.invalid', 'City%2')").arg(i).arg(i % 30);
    for (int i = 1; i <= 20000; ++i)
        orders << QStringLiteral("(%1, %2, 'web', 'done', %3)").arg(i).arg(i % 2000 + 1).arg(i % 9);
    setup << QStringLiteral("INSERT INTO bp_customers VALUES ") + customers.join(u',')
          << QStringLiteral("INSERT INTO bp_orders VALUES ") + orders.join(u',');
    for (const QString &sql : setup) {
        db::CollectingSink sink;
        if (const db::ExecSummary r = c->execute(sql, {}, sink); !r.ok())
            qFatal("%s: %s", qPrintable(sql), qPrintable(r.error.displayText()));
    }
    reportEngine(engine, addedCost(*c, statements(p), rules(p)));
}

} // namespace

ASSAY_BENCHMARK(
    "privacy",
    "added cost per statement of the engine's privacy check on SQLite, PostgreSQL and MariaDB") {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("retail.sqlite"));
    if (const QString error = sample::generateRetailDatabase(path); !error.isEmpty())
        qFatal("sample database: %s", qPrintable(error));
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path;
    auto c = db::createConnection(config);
    if (db::DbError e = c->open({}))
        qFatal("cannot open: %s", qPrintable(e.displayText()));
    reportEngine(QStringLiteral("sqlite"), addedCost(*c, statements({}), rules({})));
    serverEngine(QStringLiteral("postgres"), db::Engine::PostgreSQL, QStringLiteral("ASSAY_PG_"));
    serverEngine(QStringLiteral("mariadb"), db::Engine::MySQL, QStringLiteral("ASSAY_MYSQL_"));
}
