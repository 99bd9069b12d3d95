// The offline assistant's SQL on every engine: the same questions over the same data on SQLite
// and on the PostgreSQL and MariaDB servers the test script starts (database assay_offline, so
// no other suite's tables are in the catalog). Each answer must run and give SQLite's rows:
// shares and changes over the previous period round on PostgreSQL's double precision too,
// window functions, derived tables and the dialects' date truncation all work.

#include "testsupport.h"

#include "db/connection.h"
#include "knowledgebuild/localsnapshot.h"
#include "knowledge/knowledgesnapshot.h"
#include "offline/offlineassistant.h"

#include <QTemporaryDir>

#include <cmath>

using namespace assay;

namespace {

// Portable DDL and multi-row inserts; amounts are floating point on purpose (PostgreSQL's
// ROUND takes numerics only).
QStringList fixtureStatements(db::Engine engine)
{
    const QString real = engine == db::Engine::MySQL ? QStringLiteral("DOUBLE") : QStringLiteral("DOUBLE PRECISION");
    const QStringList cities = {QStringLiteral("Berlin"), QStringLiteral("Paris"), QStringLiteral("Lisbon")};
    const QStringList channels = {QStringLiteral("web"), QStringLiteral("store"), QStringLiteral("mobile")};
    QStringList customers, orders;
    for (int i = 1; i <= 120; ++i)
        customers << QStringLiteral("(%1, 'Customer %1', '%2')").arg(i).arg(cities[i % 3]);
    for (int i = 1; i <= 1500; ++i)
        orders << QStringLiteral("(%1, %2, '%3-%4-%5', '%6', %7)")
                      .arg(i)
                      .arg(1 + (i * 7) % 120)
                      .arg(2022 + i % 3)
                      .arg(1 + i % 12, 2, 10, QLatin1Char('0'))
                      .arg(1 + i % 28, 2, 10, QLatin1Char('0'))
                      .arg(channels[(i / 3) % 3])
                      .arg(10.25 + (i * 37) % 400);
    return {QStringLiteral("DROP TABLE IF EXISTS orders"),
            QStringLiteral("DROP TABLE IF EXISTS customers"),
            QStringLiteral("CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name VARCHAR(80) NOT NULL, city VARCHAR(40))"),
            QStringLiteral("CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(customer_id), "
                           "order_date DATE NOT NULL, channel VARCHAR(20) NOT NULL, amount %1 NOT NULL)")
                .arg(real),
            QStringLiteral("INSERT INTO customers VALUES ") + customers.join(u','),
            QStringLiteral("INSERT INTO orders VALUES ") + orders.join(u',')};
}

// Rows as text with numbers at one decimal, sorted: engines differ in float noise and in the
// order of ties, not in the answer.
QStringList normalised(const QList<db::Row> &rows)
{
    QStringList out;
    for (const db::Row &r : rows) {
        QStringList cells;
        for (const QVariant &v : r) {
            bool ok = false;
            const double d = v.toString().toDouble(&ok);
            if (v.isNull())
                cells << QStringLiteral("NULL");
            else if (ok)
                cells << QString::number(std::round(d * 10) / 10, 'f', 1);
            else
                cells << v.toString().left(10); // dates as text on some engines, values on others
        }
        out << cells.join(u'|');
    }
    out.sort();
    return out;
}

} // namespace

class TestOfflineEngines : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::unique_ptr<db::Connection> connect(db::Engine engine)
    {
        db::ConnectionConfig config;
        QString password;
        if (engine == db::Engine::SQLite) {
            config.engine = db::Engine::SQLite;
            config.filePath = m_dir.filePath(QStringLiteral("offline.sqlite"));
            QFile(config.filePath).open(QIODevice::WriteOnly); // SQLite files are opened, never created
        } else {
            const auto login = engine == db::Engine::PostgreSQL ? test::postgres() : test::mysql();
            if (!login)
                return nullptr;
            config = login->config;
            config.database = QStringLiteral("assay_offline");
            password = login->password;
        }
        auto c = db::createConnection(config);
        if (const db::DbError e = c->open(password)) {
            qWarning() << e.displayText();
            return nullptr;
        }
        for (const QString &sql : fixtureStatements(engine))
            if (const db::ExecSummary s = c->query(sql, nullptr); !s.ok()) {
                qWarning() << s.error.displayText();
                return nullptr;
            }
        return c;
    }

    static QList<db::Row> answer(db::Connection &c, db::Engine engine, const QString &question, QString *sql)
    {
        db::Catalog catalog;
        c.introspect(&catalog);
        const auto knowledge = knowledge::buildLocalSnapshot(catalog, &c);
        const offline::OfflineAssistant assistant(knowledge, engine);
        ask::AskRequest r;
        r.question = question;
        r.flavor = engine == db::Engine::PostgreSQL ? sql::Flavor::PostgreSQL
                   : engine == db::Engine::MySQL    ? sql::Flavor::MySQL
                                                    : sql::Flavor::SQLite;
        r.writeInsight = false;
        r.today = QDate(2024, 12, 31);
        const ask::AskResult result = assistant.answer(r, c, std::make_shared<db::CancelToken>());
        if (!result.answered()) {
            *sql = result.message;
            return {};
        }
        *sql = result.steps.first().sql;
        return result.steps.first().sample.rows;
    }

private slots:
    void sameAnswersOnEveryEngine_data()
    {
        QTest::addColumn<QString>("question");
        QTest::newRow("count") << QStringLiteral("how many orders");
        QTest::newRow("by dimension") << QStringLiteral("total amount by channel");
        QTest::newRow("share") << QStringLiteral("share of amount by channel");
        QTest::newRow("year over year") << QStringLiteral("amount year over year");
        QTest::newRow("month over month by channel") << QStringLiteral("monthly amount by channel month over month in 2024");
        QTest::newRow("top N") << QStringLiteral("top 3 customers by total amount");
        QTest::newRow("compared values") << QStringLiteral("compare web and store amount by quarter in 2023");
        QTest::newRow("how often") << QStringLiteral("how many customers ordered more than 12 times");
        QTest::newRow("value and time") << QStringLiteral("how many orders from Berlin customers in 2023");
    }

    void sameAnswersOnEveryEngine()
    {
        QFETCH(QString, question);
        auto sqlite = connect(db::Engine::SQLite);
        QVERIFY(sqlite);
        QString sql;
        const QStringList want = normalised(answer(*sqlite, db::Engine::SQLite, question, &sql));
        QVERIFY2(!want.isEmpty(), qPrintable(sql));
        int servers = 0;
        for (const db::Engine engine : {db::Engine::PostgreSQL, db::Engine::MySQL}) {
            auto c = connect(engine);
            if (!c) {
                if (test::serversRequired())
                    QFAIL("a test server is required but not reachable");
                continue;
            }
            ++servers;
            const QStringList got = normalised(answer(*c, engine, question, &sql));
            QVERIFY2(!got.isEmpty(), qPrintable(sql));
            QCOMPARE(got, want);
        }
        if (servers == 0)
            QSKIP("no test servers (run through ./test.sh)");
    }
};

QTEST_GUILESS_MAIN(TestOfflineEngines)
#include "tst_offline_engines.moc"
