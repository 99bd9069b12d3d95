// `assay mcp` on a database that declares no foreign key and one into a table that is not there:
// describe_schema lists the relationships found in the data with their evidence and confidence and
// the dangling key; the analyst's decisions stored for the connection (one rejected, one added)
// are what describe_schema and plan_joins use. Drives the real binary over stdio (JSON-RPC).

#include "testsupport.h"

#include "db/connectionconfig.h"
#include "knowledge/knowledgestore.h"
#include "knowledge/relationshipdecisions.h"
#include "knowledgebuild/knowledgeservice.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <sqlite3.h>

using namespace assay;

class TestMcpRelationships : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QProcess m_assay;
    int m_id = 0;

    QJsonObject request(const QString &method, const QJsonObject &params) {
        const int id = ++m_id;
        const QJsonObject message{
            {"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", params}};
        m_assay.write(QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n');
        QByteArray buffer;
        while (m_assay.waitForReadyRead(120000) || m_assay.canReadLine()) {
            while (m_assay.canReadLine()) {
                const QJsonObject answer = QJsonDocument::fromJson(m_assay.readLine()).object();
                if (answer.value("id").toInt() == id)
                    return answer;
            }
        }
        return {};
    }

    QJsonObject tool(const QString &name, const QJsonObject &arguments) {
        const QJsonObject answer =
            request(QStringLiteral("tools/call"), {{"name", name}, {"arguments", arguments}});
        const QJsonObject result = answer.value("result").toObject();
        if (result.value("isError").toBool())
            qWarning() << name << QJsonDocument(result).toJson();
        return result.value("structuredContent").toObject();
    }

private slots:
    void initTestCase() {
        // The database: customers and orders with no key declared between them, and order lines
        // declared against a "catalog_items" table the export left out.
        const QString db = m_dir.filePath(QStringLiteral("shop.sqlite"));
        sqlite3 *s = nullptr;
        QCOMPARE(sqlite3_open(db.toUtf8().constData(), &s), SQLITE_OK);
        QString sql = QStringLiteral(
            "CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT);"
            "CREATE TABLE products (product_id INTEGER PRIMARY KEY, title TEXT);"
            "CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER, placed TEXT);"
            "CREATE TABLE order_lines (order_id INTEGER, line_no INTEGER, product_id INTEGER "
            "REFERENCES catalog_items(item_id), "
            "qty INTEGER, PRIMARY KEY (order_id, line_no));"
            "CREATE TABLE notes (note_id INTEGER PRIMARY KEY, about_order INTEGER, body "
            "TEXT);BEGIN;");
        for (int i = 1; i <= 300; ++i)
            sql += QStringLiteral("INSERT INTO customers VALUES (%1, 'c%1');").arg(i * 5);
        for (int i = 1; i <= 80; ++i)
            sql += QStringLiteral("INSERT INTO products VALUES (%1, 'p%1');").arg(i);
        for (int i = 1; i <= 2000; ++i) {
            sql += QStringLiteral("INSERT INTO orders VALUES (%1, %2, '2024-01-01');")
                       .arg(i)
                       .arg(5 * (1 + (i * 7) % 300));
            sql += QStringLiteral("INSERT INTO order_lines VALUES (%1, 1, %2, 1), (%1, 2, %3, 2);")
                       .arg(i)
                       .arg(1 + i % 80)
                       .arg(1 + (i * 3) % 80);
        }
        for (int i = 1; i <= 50; ++i)
            sql += QStringLiteral("INSERT INTO notes VALUES (%1, %2, 'n');").arg(i).arg(i * 11);
        sql += QStringLiteral("COMMIT;");
        QCOMPARE(sqlite3_exec(s, sql.toUtf8().constData(), nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(s);

        // The analyst's decisions, stored where `assay mcp` looks for this connection's knowledge.
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
        QCoreApplication::setOrganizationName(QStringLiteral("Assay"));
        QCoreApplication::setApplicationName(QStringLiteral("Assay"));
        db::ConnectionConfig config;
        config.engine = db::Engine::SQLite;
        config.filePath = QFileInfo(db).absoluteFilePath();
        const QString store =
            knowledge::KnowledgeStore::defaultPath(knowledge::KnowledgeService::storeKey(config));
        QVERIFY(QDir().mkpath(QFileInfo(store).absolutePath()));
        knowledge::KnowledgeStore k;
        QCOMPARE(k.open(store), QString());
        knowledge::Relationship rejected;
        rejected.fromTable = QStringLiteral("order_lines");
        rejected.fromColumns = {QStringLiteral("order_id")};
        rejected.toTable = QStringLiteral("orders");
        rejected.toColumns = {QStringLiteral("order_id")};
        QVERIFY(k.savePatternCorrection(knowledge::relationshipDecisionEntry(
                    rejected, knowledge::RelationshipDecision::Reject)) > 0);
        knowledge::Relationship added;
        added.fromTable = QStringLiteral("notes");
        added.fromColumns = {QStringLiteral("about_order")};
        added.toTable = QStringLiteral("orders");
        added.toColumns = {QStringLiteral("order_id")};
        QVERIFY(k.savePatternCorrection(knowledge::relationshipDecisionEntry(
                    added, knowledge::RelationshipDecision::Keep)) > 0);
        k.close();

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        m_assay.setProcessEnvironment(env);
        m_assay.start(QStringLiteral(ASSAY_BINARY),
                      {QStringLiteral("mcp"), QStringLiteral("--connection"), db});
        QVERIFY(m_assay.waitForStarted());
        const QJsonObject init =
            request(QStringLiteral("initialize"),
                    {{"protocolVersion", "2025-06-18"},
                     {"capabilities", QJsonObject{}},
                     {"clientInfo", QJsonObject{{"name", "tst"}, {"version", "1"}}}});
        QVERIFY(init.contains("result"));
        m_assay.write(
            QJsonDocument(QJsonObject{{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}})
                .toJson(QJsonDocument::Compact) +
            '\n');
    }

    void describesFoundRelationships() {
        const QJsonObject schema = tool(QStringLiteral("describe_schema"), {});
        const QJsonArray found = schema.value("inferred_relationships").toArray();
        QJsonObject orders, notes;
        bool rejectedShown = false;
        for (const QJsonValue &v : found) {
            const QJsonObject r = v.toObject();
            if (r.value("from").toString() == u"orders.customer_id")
                orders = r;
            if (r.value("from").toString() == u"notes.about_order")
                notes = r;
            rejectedShown = rejectedShown || r.value("from").toString() == u"order_lines.order_id";
        }
        QCOMPARE(orders.value("to").toString(), QStringLiteral("customers.customer_id"));
        QCOMPARE(orders.value("source").toString(), QStringLiteral("found"));
        QVERIFY(orders.value("confidence").toDouble() > 0.5 &&
                orders.value("confidence").toDouble() < 1);
        QVERIFY(!orders.value("evidence").toArray().isEmpty());
        QVERIFY(orders.value("evidence")
                    .toArray()
                    .first()
                    .toString()
                    .contains(QLatin1String("orders.customer_id")));
        // The analyst's: the one they added is there, the one they rejected is not.
        QCOMPARE(notes.value("source").toString(), QStringLiteral("user"));
        QVERIFY(!rejectedShown);
        // The declared key into the missing table is reported, and the column was still examined.
        const QJsonArray dangling = schema.value("dangling_foreign_keys").toArray();
        QCOMPARE(dangling.size(), 1);
        QCOMPARE(dangling.first().toObject().value("missing_table").toString(),
                 QStringLiteral("catalog_items"));
        bool productsFound = false;
        for (const QJsonValue &v : found)
            productsFound =
                productsFound || v.toObject().value("from").toString() == u"order_lines.product_id";
        QVERIFY(productsFound);
    }

    void plansOnWhatTheAnalystDecided() {
        const QJsonObject plan =
            tool(QStringLiteral("plan_joins"), {{"tables", QJsonArray{"notes", "customers"}}});
        const QString sql = plan.value("sql").toString();
        QVERIFY2(sql.contains(QLatin1String("about_order")) &&
                     sql.contains(QLatin1String("customer_id")),
                 qPrintable(sql));
    }

    void cleanupTestCase() {
        m_assay.closeWriteChannel();
        if (!m_assay.waitForFinished(20000))
            m_assay.kill();
    }
};

QTEST_GUILESS_MAIN(TestMcpRelationships)
#include "tst_mcp_relationships.moc"
