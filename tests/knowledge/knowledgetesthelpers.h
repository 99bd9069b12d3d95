#pragma once
// Shared by the knowledge suites: a small shop database in SQLite with keys that are not declared
// (so relationships must be inferred), a fake model server answering as the simulated analyst, and
// an LlmService whose Fast role runs on it.

#include "fakellmclient.h"
#include "fakellmserver.h"
#include "simulatedanalyst.h"

#include "db/connection.h"
#include "llm/llmservice.h"
#include "llm/llmsettings.h"
#include "llm/providerconfig.h"

#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>

namespace assay::test {

// customers, orders (customer_id not declared as a foreign key), products, order_items (composite
// key), refunds whose order_id mostly points nowhere (a name that is not a reference).
inline QString createShopDatabase(const QString &path)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open(path.toUtf8().constData(), &db) != SQLITE_OK)
        return QStringLiteral("cannot create %1").arg(path);
    QString script = QStringLiteral(
        "CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, city TEXT, segment TEXT);"
        "CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER, order_date DATE, total_amount REAL, status TEXT);"
        "CREATE TABLE products (product_id INTEGER PRIMARY KEY, name TEXT, category TEXT);"
        "CREATE TABLE order_items (order_id INTEGER, product_id INTEGER, quantity INTEGER, PRIMARY KEY (order_id, product_id));"
        "CREATE TABLE refunds (refund_id INTEGER PRIMARY KEY, order_id INTEGER, amount REAL);");
    const QStringList cities = {QStringLiteral("Berlin"), QStringLiteral("Paris"), QStringLiteral("Stockholm"), QStringLiteral("New York City")};
    const QStringList segments = {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")};
    const QStringList categories = {QStringLiteral("Garden"), QStringLiteral("Kitchen"), QStringLiteral("Toys")};
    script += QStringLiteral("BEGIN;");
    for (int i = 1; i <= 200; ++i)
        script += QStringLiteral("INSERT INTO customers VALUES (%1, 'Customer %1', '%2', '%3');").arg(i).arg(cities[i % 4], segments[i % 3]);
    for (int i = 1; i <= 30; ++i)
        script += QStringLiteral("INSERT INTO products VALUES (%1, 'Product %1', '%2');").arg(i).arg(categories[i % 3]);
    for (int i = 1; i <= 2000; ++i) {
        script += QStringLiteral("INSERT INTO orders VALUES (%1, %2, date('2024-01-01', '+%3 days'), %4, '%5');")
                      .arg(i)
                      .arg(1 + i % 200)
                      .arg(i % 365)
                      .arg(10.0 + (i * 37) % 500, 0, 'f', 2)
                      .arg(i % 10 == 0 ? QStringLiteral("returned") : QStringLiteral("shipped"));
        script += QStringLiteral("INSERT INTO order_items VALUES (%1, %2, %3);").arg(i).arg(1 + i % 30).arg(1 + i % 4);
    }
    for (int i = 1; i <= 100; ++i)
        script += QStringLiteral("INSERT INTO refunds VALUES (%1, %2, 5.0);").arg(i).arg(i % 2 ? 100000 + i : i); // half dangle
    script += QStringLiteral("COMMIT;");
    char *error = nullptr;
    const int rc = sqlite3_exec(db, script.toUtf8().constData(), nullptr, nullptr, &error);
    QString message = rc == SQLITE_OK ? QString() : QString::fromUtf8(error);
    sqlite3_free(error);
    sqlite3_close(db);
    return message;
}

inline QString execSqlite(const QString &path, const QString &sql)
{
    sqlite3 *db = nullptr;
    sqlite3_open(path.toUtf8().constData(), &db);
    char *error = nullptr;
    const int rc = sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, &error);
    QString message = rc == SQLITE_OK ? QString() : QString::fromUtf8(error);
    sqlite3_free(error);
    sqlite3_close(db);
    return message;
}

inline db::ConnectionConfig sqliteConfig(const QString &path, const QString &id = QStringLiteral("shop"))
{
    db::ConnectionConfig c;
    c.id = id;
    c.name = QStringLiteral("Shop");
    c.engine = db::Engine::SQLite;
    c.filePath = path;
    return c;
}

inline db::Catalog loadCatalog(db::Connection &connection)
{
    db::Catalog catalog;
    const db::DbError e = connection.introspect(&catalog);
    if (e)
        qFatal("introspection failed: %s", qPrintable(e.message));
    return catalog;
}

// The catalog of a SQLite file, read through a fresh connection.
inline db::Catalog catalogOf(const QString &path)
{
    auto c = db::createConnection(sqliteConfig(path));
    if (c->open({}))
        qFatal("cannot open %s", qPrintable(path));
    return loadCatalog(*c);
}

// A fake model server with the simulated analyst behind it, and an LlmService whose Fast role
// runs on it with `maxConcurrent` requests at once.
struct FakeModel {
    QTemporaryDir dir;
    fakellm::FakeLlmServer server;
    std::unique_ptr<llm::LlmService> service;

    explicit FakeModel(int maxConcurrent = 4)
    {
        if (!server.listen())
            qFatal("the fake model server cannot listen");
        llm::ProviderLimits limits = fakellm::localLimits();
        limits.maxConcurrent = maxConcurrent;
        limits.maxRetries = 1;
        service = fakellm::serviceOnFakeServer(dir.path(), server, limits);
    }

    void answerAsAnalyst(int delayMs = 0)
    {
        server.on(fakellm::Match::path(QStringLiteral("/v1/chat/completions")),
                  fakellm::Reply::generated(fakellm::simulatedAnalystAnswer).withDelay(delayMs));
    }

    // Chat requests whose user message contains `phrase`.
    QList<fakellm::RecordedRequest> requestsContaining(const QString &phrase) const
    {
        QList<fakellm::RecordedRequest> out;
        for (const fakellm::RecordedRequest &r : server.requests(QStringLiteral("/v1/chat/completions"))) {
            if (r.lastMessage(QStringLiteral("user")).contains(phrase))
                out << r;
        }
        return out;
    }
};

} // namespace assay::test
