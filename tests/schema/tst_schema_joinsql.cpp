// The SQL written from each plan runs on SQLite, PostgreSQL and MariaDB (the test servers) and
// returns the same rows there, including the rows a LEFT JOIN keeps (a product without a
// category, an employee without a manager, a pool without a configuration).

#include "joinschemas.h"
#include "testsupport.h"

#include "db/connection.h"
#include "schema/joinplanner.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace assay;
using namespace assay::schema;
using test::TableSpec;

namespace {

const QString Prefix = QStringLiteral("jp_"); // keeps these tables apart from other suites' on the servers


const QStringList AllSchemas = {"staff", "school", "ddo", "insurance", "retail", "cloud", "flights"};

QString createStatement(const TableSpec &t)
{
    QStringList columns;
    for (const QString &c : t.columns)
        columns << QStringLiteral("%1 %2").arg(test::columnName(c), c.endsWith(QLatin1String(":t")) ? QStringLiteral("VARCHAR(40)") : QStringLiteral("INTEGER"));
    if (!t.key.isEmpty())
        columns << QStringLiteral("PRIMARY KEY (%1)").arg(t.key.join(QStringLiteral(", ")));
    return QStringLiteral("CREATE TABLE %1%2 (%3)").arg(Prefix, t.name, columns.join(QStringLiteral(", ")));
}

// SELECT the first column of every instance, ordered by all of them, FROM the plan.
QString queryFor(JoinPlan plan, const QList<TableSpec> &specs, const db::Dialect &d)
{
    QStringList select;
    for (JoinStep &s : plan.steps) {
        for (const TableSpec &t : specs) {
            if (t.name == s.tableName)
                select << QStringLiteral("%1.%2").arg(d.identifier(s.alias), test::columnName(t.columns.first()));
        }
        s.tableName = Prefix + s.tableName;
    }
    QStringList order;
    for (int i = 1; i <= select.size(); ++i)
        order << QString::number(i);
    return QStringLiteral("SELECT %1\n%2\nORDER BY %3").arg(select.join(QStringLiteral(", ")), plan.fromClause(d), order.join(QStringLiteral(", ")));
}

QStringList rowsText(const QList<db::Row> &rows)
{
    QStringList out;
    for (const db::Row &r : rows) {
        QStringList cells;
        for (const QVariant &v : r)
            cells << (v.isNull() ? QStringLiteral("NULL") : v.toString());
        out << cells.join(u'|');
    }
    return out;
}

} // namespace

class TestSchemaJoinSql : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile(m_dir.filePath(QStringLiteral("joins.sqlite"))).open(QIODevice::WriteOnly); // SQLite opens existing files only
        for (const QString &engine : {QStringLiteral("sqlite"), QStringLiteral("postgresql"), QStringLiteral("mysql")}) {
            auto c = open(engine);
            if (!c)
                continue;
            QList<db::Row> ignored;
            for (const QString &schema : AllSchemas) {
                for (const TableSpec &t : test::schemaNamed(schema)) {
                    c->query(QStringLiteral("DROP TABLE IF EXISTS %1%2").arg(Prefix, t.name), &ignored);
                    const db::ExecSummary s = c->query(createStatement(t), &ignored);
                    QVERIFY2(s.ok(), qPrintable(engine + QStringLiteral(": ") + s.error.displayText()));
                    for (const QStringList &row : t.rows) {
                        const db::ExecSummary i =
                            c->query(QStringLiteral("INSERT INTO %1%2 VALUES (%3)").arg(Prefix, t.name, row.join(QStringLiteral(", "))), &ignored);
                        QVERIFY2(i.ok(), qPrintable(engine + QStringLiteral(": ") + i.error.displayText()));
                    }
                }
            }
            m_connections.insert(engine, std::shared_ptr<db::Connection>(std::move(c)));
        }
    }

    void sameRowsOnEveryEngine_data()
    {
        QTest::addColumn<QString>("schema");
        QTest::addColumn<QStringList>("uses");
        QTest::addColumn<int>("rows");
        QTest::newRow("self-join in two roles") << "staff" << QStringList{"employee", "employee:manager"} << 4;
        QTest::newRow("m:m bridge") << "school" << QStringList{"student", "course"} << 3;
        QTest::newRow("lookup used twice") << "ddo" << QStringList{"client", "datacenter", "location:client_location", "location:datacenter_location"} << 3;
        QTest::newRow("two subtypes") << "insurance" << QStringList{"claim", "loss_payment", "loss_reserve"} << 2;
        QTest::newRow("subtype chain") << "insurance" << QStringList{"claim", "catastrophe_payment"} << 1;
        QTest::newRow("star") << "retail" << QStringList{"sale", "store", "product"} << 3;
        QTest::newRow("snowflake with an optional branch") << "retail" << QStringList{"sale", "division"} << 3;
        QTest::newRow("extension branch") << "cloud" << QStringList{"compute_pool", "config_cpu"} << 2;
        QTest::newRow("one table in two roles") << "flights" << QStringList{"flights", "airports", "airports"} << 2;
    }

    void sameRowsOnEveryEngine()
    {
        QFETCH(QString, schema);
        QFETCH(QStringList, uses);
        QFETCH(int, rows);
        const QList<TableSpec> specs = test::schemaNamed(schema);
        const SchemaGraph graph = SchemaGraph::fromCatalog(test::catalogOf(specs));
        const SchemaPatterns patterns = detectPatterns(graph);
        const JoinPlanner planner(graph, patterns);
        QList<TableUse> u;
        for (const QString &s : uses)
            u << TableUse(s.section(u':', 0, 0), s.section(u':', 1));
        const PlanResult r = planner.plan(u);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QStringList expected;
        for (const QString &engine : {QStringLiteral("sqlite"), QStringLiteral("postgresql"), QStringLiteral("mysql")}) {
            const std::shared_ptr<db::Connection> c = m_connections.value(engine);
            if (!c) {
                if (test::serversRequired())
                    QFAIL(qPrintable(engine + QStringLiteral(" is required but not available")));
                continue;
            }
            const QString sql = queryFor(r.plans.first(), specs, c->dialect());
            QList<db::Row> result;
            const db::ExecSummary s = c->query(sql, &result);
            QVERIFY2(s.ok(), qPrintable(engine + QLatin1Char('\n') + sql + QLatin1Char('\n') + s.error.displayText()));
            QCOMPARE(result.size(), rows);
            if (expected.isEmpty())
                expected = rowsText(result);
            else
                QCOMPARE(rowsText(result), expected);
        }
        if (m_connections.size() < 3)
            qWarning("Only %d of 3 engines were available.", int(m_connections.size()));
    }

private:
    std::unique_ptr<db::Connection> open(const QString &engine)
    {
        db::ConnectionConfig config;
        QString password;
        if (engine == u"sqlite") {
            config.engine = db::Engine::SQLite;
            config.filePath = m_dir.filePath(QStringLiteral("joins.sqlite"));
        } else {
            const auto login = engine == u"postgresql" ? test::postgres() : test::mysql();
            if (!login)
                return nullptr;
            config = login->config;
            password = login->password;
        }
        auto c = db::createConnection(config);
        if (!c || !c->open(password).isNull())
            return nullptr;
        return c;
    }

    QTemporaryDir m_dir;
    QHash<QString, std::shared_ptr<db::Connection>> m_connections;
};

QTEST_GUILESS_MAIN(TestSchemaJoinSql)
#include "tst_schema_joinsql.moc"
