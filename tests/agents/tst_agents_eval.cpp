// `assay eval ask` end to end as a user runs it: a tiny benchmark in Spider's layout, the real
// assay binary, and the fake model server standing in for the model (it answers two questions
// right and one wrong), so the figures it prints can be checked exactly.

#include "agentstesthelpers.h"

#include <QProcess>

#include <sqlite3.h>

using namespace assay;

namespace {

void execSql(const QString &path, const char *sql)
{
    sqlite3 *db = nullptr;
    sqlite3_open(path.toUtf8().constData(), &db);
    sqlite3_exec(db, sql, nullptr, nullptr, nullptr);
    sqlite3_close(db);
}

void writeJson(const QString &path, const QJsonValue &value)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(value.isArray() ? QJsonDocument(value.toArray()).toJson() : QJsonDocument(value.toObject()).toJson());
}

// A benchmark in Spider's layout with one real SQLite database, "shop" (customers in Berlin and
// Paris, their purchases), and the given questions with their gold SQL.
void writeShopBenchmark(const QString &root, const QList<std::pair<QString, QString>> &questions)
{
    QDir(root).mkpath(QStringLiteral("database/shop"));
    execSql(QDir(root).filePath(QStringLiteral("database/shop/shop.sqlite")),
            "CREATE TABLE customer (id INTEGER PRIMARY KEY, name TEXT, city TEXT);"
            "CREATE TABLE purchase (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customer(id), amount REAL);"
            "INSERT INTO customer VALUES (1,'Ann','Berlin'),(2,'Bo','Paris'),(3,'Cy','Berlin');"
            "INSERT INTO purchase VALUES (1,1,10),(2,1,5),(3,2,7),(4,3,1);");
    writeJson(QDir(root).filePath(QStringLiteral("tables.json")),
              QJsonArray{QJsonObject{{QStringLiteral("db_id"), QStringLiteral("shop")},
                                     {QStringLiteral("table_names_original"), QJsonArray{QStringLiteral("customer"), QStringLiteral("purchase")}},
                                     {QStringLiteral("table_names"), QJsonArray{QStringLiteral("customer"), QStringLiteral("purchase")}},
                                     {QStringLiteral("column_names_original"),
                                      QJsonArray{QJsonArray{-1, QStringLiteral("*")}, QJsonArray{0, QStringLiteral("id")}, QJsonArray{0, QStringLiteral("name")},
                                                 QJsonArray{0, QStringLiteral("city")}, QJsonArray{1, QStringLiteral("id")},
                                                 QJsonArray{1, QStringLiteral("customer_id")}, QJsonArray{1, QStringLiteral("amount")}}},
                                     {QStringLiteral("column_names"),
                                      QJsonArray{QJsonArray{-1, QStringLiteral("*")}, QJsonArray{0, QStringLiteral("id")}, QJsonArray{0, QStringLiteral("name")},
                                                 QJsonArray{0, QStringLiteral("city")}, QJsonArray{1, QStringLiteral("id")},
                                                 QJsonArray{1, QStringLiteral("customer id")}, QJsonArray{1, QStringLiteral("amount")}}},
                                     {QStringLiteral("column_types"), QJsonArray{QStringLiteral("text"), QStringLiteral("number"), QStringLiteral("text"),
                                                                                 QStringLiteral("text"), QStringLiteral("number"), QStringLiteral("number"),
                                                                                 QStringLiteral("number")}},
                                     {QStringLiteral("primary_keys"), QJsonArray{1, 4}},
                                     {QStringLiteral("foreign_keys"), QJsonArray{QJsonArray{5, 1}}}}});
    QJsonArray dev;
    for (const auto &[q, sql] : questions)
        dev.append(QJsonObject{{QStringLiteral("db_id"), QStringLiteral("shop")}, {QStringLiteral("question"), q}, {QStringLiteral("query"), sql}});
    writeJson(QDir(root).filePath(QStringLiteral("dev.json")), dev);
}

QHash<QString, double> figures(const QString &output, QString *lastName)
{
    QHash<QString, double> out;
    for (const QString &line : output.split(u'\n', Qt::SkipEmptyParts)) {
        const QStringList parts = line.split(u' ');
        if (parts.size() == 2) {
            out.insert(parts[0], parts[1].toDouble());
            *lastName = parts[0];
        }
    }
    return out;
}

} // namespace

class TestAgentsEval : public QObject {
    Q_OBJECT
private slots:
    void evalAskReportsExecutionAccuracy()
    {
        QTemporaryDir dir;
        writeShopBenchmark(dir.path(), {
            {QStringLiteral("How many customers live in Berlin?"), QStringLiteral("SELECT count(*) FROM customer WHERE city = 'Berlin'")},
            {QStringLiteral("Total amount spent by each customer, largest first"),
             QStringLiteral("SELECT T1.name, sum(T2.amount) FROM customer AS T1 JOIN purchase AS T2 ON T1.id = T2.customer_id GROUP BY T1.name ORDER BY sum(T2.amount) DESC")},
            {QStringLiteral("Which city has the most customers?"),
             QStringLiteral("SELECT city FROM customer GROUP BY city ORDER BY count(*) DESC LIMIT 1")},
        });

        // The model: right for the first two (the second with its columns in another order and an
        // extra column: the relaxed figure accepts it, the strict one does not), wrong for the third.
        test::ScriptedModel model;
        model.script.generate = [](const QString &question, const QString &) -> QString {
            if (question.startsWith(QLatin1String("How many customers")))
                return QStringLiteral("SELECT COUNT(*) AS n FROM customer WHERE city = 'Berlin'");
            if (question.startsWith(QLatin1String("Total amount")))
                return QStringLiteral("SELECT c.name, SUM(p.amount) AS spent, COUNT(*) AS purchases FROM customer c JOIN purchase p ON p.customer_id = c.id "
                                      "GROUP BY c.name ORDER BY spent DESC");
            return QStringLiteral("SELECT city FROM customer GROUP BY city ORDER BY count(*) ASC LIMIT 1");
        };
        model.answerByScript();

        QProcess assay;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ASSAY_LLM_API_KEY"), QStringLiteral("sk-test"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        assay.setProcessEnvironment(env);
        assay.start(qEnvironmentVariable("ASSAY_BINARY"),
                    {QStringLiteral("eval"), QStringLiteral("ask"), QStringLiteral("--spider"), dir.path(), QStringLiteral("--llm-base-url"),
                     model.server.baseUrl() + QStringLiteral("/v1"), QStringLiteral("--llm-model"), QStringLiteral("fake-model")});
        // Serve the fake model while the evaluation runs.
        // Serving the fake model (this thread's events) until the command ends.
        QTRY_VERIFY_WITH_TIMEOUT(assay.state() == QProcess::NotRunning, 120000);
        QCOMPARE(assay.exitStatus(), QProcess::NormalExit);
        const QString output = QString::fromUtf8(assay.readAllStandardOutput());
        QVERIFY2(assay.exitCode() == 0, qPrintable(QString::fromUtf8(assay.readAllStandardError())));
        QString last;
        const QHash<QString, double> f = figures(output, &last);
        QCOMPARE(last, QStringLiteral("ex"));
        QCOMPARE(f.value(QStringLiteral("questions")), 3.0);
        QCOMPARE(f.value(QStringLiteral("answered")), 1.0);
        QVERIFY(qAbs(f.value(QStringLiteral("ex")) - 1.0 / 3.0) < 0.001);
        QVERIFY(qAbs(f.value(QStringLiteral("ex_relaxed")) - 2.0 / 3.0) < 0.001);
        QCOMPARE(f.value(QStringLiteral("cov_t")), 1.0); // two tables: retrieval keeps both
        QVERIFY(f.value(QStringLiteral("tokens_avg")) > 0);
        QVERIFY(f.contains(QStringLiteral("stage_ms_avg_generate")));
        QVERIFY(f.value(QStringLiteral("pooled_full_schema_prompt_tokens")) > 0);
    }

    // What the SQL-writing stage would receive, measured against the gold: the literal the
    // question names is found where the data stores it; the one it only implies is not.
    void evalContextMeasuresThePrompt()
    {
        QTemporaryDir dir;
        writeShopBenchmark(dir.path(), {
            {QStringLiteral("How many customers live in Berlin?"), QStringLiteral("SELECT count(*) FROM customer WHERE city = 'Berlin'")},
            {QStringLiteral("Total amount spent by each customer"),
             QStringLiteral("SELECT T1.name, sum(T2.amount) FROM customer AS T1 JOIN purchase AS T2 ON T1.id = T2.customer_id GROUP BY T1.name")},
            {QStringLiteral("How many customers live in the capital?"), QStringLiteral("SELECT count(*) FROM customer WHERE city = 'Berlin'")},
            {QStringLiteral("Names of customers from Lisbon"), QStringLiteral("SELECT name FROM customer WHERE city = 'Lisbon'")},
        });
        QProcess assay;
        assay.start(qEnvironmentVariable("ASSAY_BINARY"), {QStringLiteral("eval"), QStringLiteral("context"), QStringLiteral("--spider"), dir.path()});
        QVERIFY(assay.waitForFinished(120000));
        QVERIFY2(assay.exitCode() == 0, qPrintable(QString::fromUtf8(assay.readAllStandardError())));
        QString last;
        const QHash<QString, double> f = figures(QString::fromUtf8(assay.readAllStandardOutput()), &last);
        QCOMPARE(f.value(QStringLiteral("questions")), 4.0);
        QCOMPARE(f.value(QStringLiteral("literals_measured")), 2.0); // 'Lisbon' is stored nowhere: not measured
        QCOMPARE(f.value(QStringLiteral("context_complete_tables")), 1.0);
        QCOMPARE(f.value(QStringLiteral("context_complete_columns")), 1.0);
        QCOMPARE(f.value(QStringLiteral("context_complete_joins")), 1.0);
        QCOMPARE(f.value(QStringLiteral("context_complete_literals")), 0.75); // "the capital" names no value
        QCOMPARE(f.value(QStringLiteral("context_complete")), 0.75);
        QVERIFY(f.value(QStringLiteral("prompt_tokens_median")) > 100);
        QVERIFY(f.value(QStringLiteral("prompt_tokens_p90")) >= f.value(QStringLiteral("prompt_tokens_median")));
        QVERIFY(f.value(QStringLiteral("schema_tokens_median")) > 0);
        // The per-split figures follow; the first block ends with the all-parts figure.
        QCOMPARE(last, QStringLiteral("held_context_complete"));
    }

    // `assay eval ask --privacy FILE` applies the policy as a connection's privacy settings do:
    // the hidden column never reaches the model, and a query reading it is refused.
    void evalAskAppliesThePrivacyPolicy()
    {
        QTemporaryDir dir;
        writeShopBenchmark(dir.path(), {{QStringLiteral("How many customers live in Berlin?"),
                                         QStringLiteral("SELECT count(*) FROM customer WHERE city = 'Berlin'")}});
        const QString privacy = dir.filePath(QStringLiteral("privacy.json"));
        writeJson(privacy, QJsonObject{{QStringLiteral("hiddenColumns"), QJsonArray{QStringLiteral("customer.city")}}});
        test::ScriptedModel model;
        model.script.generate = [](const QString &, const QString &) -> QString {
            return QStringLiteral("SELECT COUNT(*) AS n FROM customer WHERE city = 'Berlin'");
        };
        model.answerByScript();
        QProcess assay;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ASSAY_LLM_API_KEY"), QStringLiteral("sk-test"));
        assay.setProcessEnvironment(env);
        assay.start(qEnvironmentVariable("ASSAY_BINARY"),
                    {QStringLiteral("eval"), QStringLiteral("ask"), QStringLiteral("--spider"), dir.path(), QStringLiteral("--privacy"), privacy,
                     QStringLiteral("--llm-base-url"), model.server.baseUrl() + QStringLiteral("/v1"), QStringLiteral("--llm-model"),
                     QStringLiteral("fake-model")});
        // Serving the fake model (this thread's events) until the command ends.
        QTRY_VERIFY_WITH_TIMEOUT(assay.state() == QProcess::NotRunning, 120000);
        QVERIFY2(assay.exitCode() == 0, qPrintable(QString::fromUtf8(assay.readAllStandardError())));
        QString last;
        const QHash<QString, double> f = figures(QString::fromUtf8(assay.readAllStandardOutput()), &last);
        QCOMPARE(f.value(QStringLiteral("questions")), 1.0);
        QCOMPARE(f.value(QStringLiteral("answered")), 0.0); // every attempt reads the hidden column: refused
        // What the SQL writer was shown: the customer table without its hidden column.
        const QList<fakellm::RecordedRequest> writes = model.requestsWith(QStringLiteral("You write one SQL query"));
        QVERIFY(!writes.isEmpty());
        for (const fakellm::RecordedRequest &r : writes) {
            const QString body = QString::fromUtf8(r.body);
            QVERIFY2(body.contains(QLatin1String("Table customer")), qPrintable(body.left(600)));
            QVERIFY2(!body.contains(QLatin1String("- city (")), qPrintable(body.left(600)));
        }
    }
};

QTEST_GUILESS_MAIN(TestAgentsEval)
#include "tst_agents_eval.moc"
