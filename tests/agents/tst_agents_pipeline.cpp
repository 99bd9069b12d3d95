// The ask pipeline end to end on the sample database with a scripted model behind the fake
// server: answers as steps with SQL, chart and insight; asking back; decomposition into linked
// cells; follow-ups; self-refine from the database's error; garbage, timeouts and a DELETE;
// cancellation at every stage; the tool loop; no model at all.

#include "agentstesthelpers.h"

#include "ask/timeexpressions.h"
#include "agents/datacoverage.h"
#include "ask/steprunner.h"
#include "agents/toolagent.h"
#include "insights/insightfacts.h"

using namespace assay;
using namespace assay::agents;
using namespace assay::ask;

namespace {

const QString RevenueByRegion = QStringLiteral(
    "SELECT r.name AS region, ROUND(SUM(ol.amount), 2) AS revenue FROM order_lines ol JOIN orders o ON o.order_id = ol.order_id "
    "JOIN stores s ON s.store_id = o.store_id JOIN regions r ON r.region_id = s.region_id GROUP BY r.name ORDER BY revenue DESC");

AskRequest request(const QString &question)
{
    AskRequest r;
    r.question = question;
    r.questionId = QStringLiteral("q1");
    r.notebookId = QStringLiteral("nb");
    r.flavor = sql::Flavor::SQLite;
    r.today = QDate(2026, 11, 21);
    return r;
}

bool hasUnit(const AskResult &r, const QString &action)
{
    return std::any_of(r.units.begin(), r.units.end(), [&](const InformationUnit &u) { return u.action == action; });
}

qint64 ordersCount(db::Connection &c)
{
    QList<db::Row> rows;
    c.query(QStringLiteral("SELECT COUNT(*) FROM orders"), &rows);
    return rows.isEmpty() ? -1 : rows.first().first().toLongLong();
}

} // namespace

class TestAgentsPipeline : public QObject {
    Q_OBJECT
    std::unique_ptr<db::Connection> m_db;
    std::shared_ptr<const knowledge::KnowledgeSnapshot> m_knowledge;

    AskEnvironment environment(llm::LlmService *llm)
    {
        AskEnvironment env;
        env.llm = llm;
        env.knowledge = m_knowledge;
        env.connection = m_db.get();
        return env;
    }

private slots:
    void initTestCase()
    {
        m_db = db::createConnection(test::sampleConfig());
        QVERIFY(!m_db->open({}));
        m_knowledge = test::sampleKnowledge(*m_db);
        QVERIFY(m_knowledge->context.tables.size() >= 13);
    }

    void timeReferencesAreNormalised()
    {
        const QDate today(2026, 11, 21);
        auto range = [&](const QString &q) {
            const QList<TimeRange> r = findTimeExpressions(q, today);
            return r.isEmpty() ? QString() : r.first().from.toString(Qt::ISODate) + u'/' + r.first().to.toString(Qt::ISODate);
        };
        QCOMPARE(range(QStringLiteral("revenue last year")), QStringLiteral("2025-01-01/2026-01-01"));
        QCOMPARE(range(QStringLiteral("orders this month")), QStringLiteral("2026-11-01/2026-12-01"));
        QCOMPARE(range(QStringLiteral("returns in the past 30 days")), QStringLiteral("2026-10-23/2026-11-22"));
        QCOMPARE(range(QStringLiteral("sales in March 2024")), QStringLiteral("2024-03-01/2024-04-01"));
        QCOMPARE(range(QStringLiteral("Q2 2025 revenue")), QStringLiteral("2025-04-01/2025-07-01"));
        QCOMPARE(range(QStringLiteral("customers since 2022")), QStringLiteral("2022-01-01/2026-11-22"));
        QCOMPARE(range(QStringLiteral("orders in 2023 by month")), QStringLiteral("2023-01-01/2024-01-01"));
        QCOMPARE(range(QStringLiteral("last quarter")), QStringLiteral("2026-07-01/2026-10-01"));
        QCOMPARE(range(QStringLiteral("the 10 best customers")), QString());
        QCOMPARE(findTimeGrain(QStringLiteral("monthly orders in 2023")), TimeGrainHint::Month);
    }

    void questionBecomesSqlChartAndInsight()
    {
        test::ScriptedModel model;
        model.script.linkTables = {QStringLiteral("order_lines"), QStringLiteral("stores"), QStringLiteral("regions")};
        model.script.generate = [](const QString &, const QString &user) {
            // The join view the planner gave is in the prompt; the model uses it.
            return user.contains(QLatin1String("JOIN stores")) && user.contains(QLatin1String("JOIN orders")) ? RevenueByRegion
                                                                                                                : QStringLiteral("SELECT 'no join view' AS oops");
        };
        model.answerByScript();
        AskPipeline pipeline(environment(model.service.get()));
        QList<InformationUnit> streamed;
        QMutex mutex;
        const AskResult r = test::ask(pipeline, request(QStringLiteral("What is the revenue by region?")), {}, [&](const InformationUnit &u) {
            QMutexLocker lock(&mutex);
            streamed << u;
        });
        QVERIFY2(r.answered(), qPrintable(r.message));
        QCOMPARE(r.steps.size(), 1);
        const AskStep &step = r.steps.first();
        QVERIFY(step.ok());
        QCOMPARE(step.sql, RevenueByRegion);
        QCOMPARE(step.rounds, 1);
        QCOMPARE(step.sample.rows.size(), 7); // seven regions
        QCOMPARE(step.sample.columns.first().name, QStringLiteral("region"));
        QVERIFY(!step.chartIsTable);
        QCOMPARE(step.chart.type, charts::ChartType::Bar);
        QVERIFY(!step.chartReasons.isEmpty());
        QVERIFY(!step.insight.isEmpty());
        QVERIFY(step.tables.contains(QStringLiteral("regions")));
        QVERIFY(!step.cellName.isEmpty());
        // Linking kept what the model chose; the planner added the tables in between.
        QVERIFY(r.linkedTables.contains(QStringLiteral("order_lines")));
        QVERIFY(r.linkedTables.contains(QStringLiteral("orders")));
        for (const char *action : {"start", "select-cells", "rewrite", "link", "plan-joins", "generate", "execute", "chart", "insight", "done"})
            QVERIFY2(hasUnit(r, QString::fromLatin1(action)), action);
        QCOMPARE(streamed.size(), r.units.size()); // every unit was streamed as it happened
        // Cost accounting per stage: the model was called and its tokens counted.
        int calls = 0;
        for (const StageStat &s : r.stages)
            calls += s.calls;
        QVERIFY(calls >= 3);
        QVERIFY(r.promptTokens() > 0);
        // Only the linked schema went to the SQL writer, not the whole catalog.
        QVERIFY(r.schemaTokens > 0 && r.schemaTokens < r.fullSchemaTokens);
        const auto generateRequests = model.requestsWith(QStringLiteral("You write one SQL query"));
        QCOMPARE(generateRequests.size(), 1);
        QVERIFY(!generateRequests.first().lastMessage(QStringLiteral("user")).contains(QLatin1String("Table suppliers")));
    }

    void ambiguousQuestionAsksBack()
    {
        test::ScriptedModel model;
        model.script.clarify = [](const QString &q, const QString &user) {
            if (user.contains(QLatin1String("The analyst, asked what they meant, answered: by revenue")))
                return QJsonObject{{QStringLiteral("rewritten"), QStringLiteral("Which product has the highest revenue?")},
                                   {QStringLiteral("ambiguous"), false},
                                   {QStringLiteral("steps"), QJsonArray{QStringLiteral("Which product has the highest revenue?")}}};
            return QJsonObject{{QStringLiteral("rewritten"), q},
                               {QStringLiteral("ambiguous"), true},
                               {QStringLiteral("clarification"),
                                QJsonObject{{QStringLiteral("question"), QStringLiteral("Best by what?")},
                                            {QStringLiteral("options"), QJsonArray{QStringLiteral("by revenue"), QStringLiteral("by units sold"),
                                                                                   QStringLiteral("by fewest returns")}}}}};
        };
        model.script.generate = [](const QString &, const QString &) {
            return QStringLiteral("SELECT p.name, SUM(ol.amount) AS revenue FROM order_lines ol JOIN products p ON p.product_id = ol.product_id "
                                  "GROUP BY p.name ORDER BY revenue DESC LIMIT 1");
        };
        model.answerByScript();
        AskPipeline pipeline(environment(model.service.get()));
        AskRequest q = request(QStringLiteral("Which product is best?"));
        AskResult r = test::ask(pipeline, q);
        QCOMPARE(r.outcome, AskResult::Outcome::NeedsClarification);
        QCOMPARE(r.clarification.question, QStringLiteral("Best by what?"));
        QCOMPARE(r.clarification.options.size(), 3);
        QCOMPARE(r.clarification.kind, QStringLiteral("meaning"));
        QVERIFY(r.steps.isEmpty());
        QVERIFY(model.requestsWith(QStringLiteral("You write one SQL query")).isEmpty()); // nothing generated yet
        // The user clicks an option: the question continues with it.
        q.clarification = r.clarification.options.first();
        r = test::ask(pipeline, q);
        QVERIFY2(r.answered(), qPrintable(r.message));
        QCOMPARE(r.rewritten, QStringLiteral("Which product has the highest revenue?"));
        QCOMPARE(r.steps.first().sample.rows.size(), 1);
    }

    void twoEquallyGoodJoinsAreTheUsersChoice()
    {
        // Regions are reached from the lines through the store or through the customer: both are
        // one extra table away, and they give different numbers.
        test::ScriptedModel model;
        model.script.linkTables = {QStringLiteral("order_lines"), QStringLiteral("regions")};
        model.script.generate = [](const QString &, const QString &user) {
            const QString via = user.contains(QLatin1String("JOIN customers")) ? QStringLiteral("c") : QStringLiteral("s");
            return QStringLiteral("SELECT r.name AS region, SUM(ol.amount) AS revenue FROM order_lines ol JOIN orders o ON o.order_id = ol.order_id "
                                  "JOIN %1 x ON x.%2 = o.%2 JOIN regions r ON r.region_id = x.region_id GROUP BY r.name")
                .arg(via == u"c" ? QStringLiteral("customers") : QStringLiteral("stores"),
                     via == u"c" ? QStringLiteral("customer_id") : QStringLiteral("store_id"));
        };
        model.answerByScript();
        AskPipeline pipeline(environment(model.service.get()));
        AskRequest q = request(QStringLiteral("Revenue by region"));
        AskResult r = test::ask(pipeline, q);
        QCOMPARE(r.outcome, AskResult::Outcome::NeedsClarification);
        QCOMPARE(r.clarification.kind, QStringLiteral("join"));
        QCOMPARE(r.clarification.options.size(), 2);
        QCOMPARE(r.clarification.joinChoices.size(), 2);
        // Each choice is the plan in words; the answer goes back as the typed choice itself.
        schema::JoinChoice viaCustomers;
        schema::JoinChoice viaStores;
        for (const schema::JoinChoice &c : std::as_const(r.clarification.joinChoices)) {
            QCOMPARE(r.clarification.options.at(r.clarification.joinChoices.indexOf(c)), c.label);
            if (c.label.contains(QLatin1String("customers")))
                viaCustomers = c;
            else
                viaStores = c;
        }
        QVERIFY(!viaCustomers.isEmpty());
        QVERIFY(!viaCustomers.label.contains(QLatin1String("stores")));
        q.joinChoice = viaCustomers;
        r = test::ask(pipeline, q);
        QVERIFY2(r.answered(), qPrintable(r.message));
        QVERIFY(r.steps.first().sql.contains(QLatin1String("customers")));
        QVERIFY(r.steps.first().tables.contains(QStringLiteral("customers")));

        // The plan comes from the typed choice, never from its text: with one label a substring
        // of the other, and the answer text the other's, each choice still gets its own plan.
        QVERIFY(!viaStores.isEmpty());
        viaStores.label = QStringLiteral("through");
        schema::JoinChoice viaCustomersRelabelled = viaCustomers;
        viaCustomersRelabelled.label = QStringLiteral("through customers");
        const QList<std::pair<schema::JoinChoice, QString>> choices = {{viaStores, QStringLiteral("stores")},
                                                                       {viaCustomersRelabelled, QStringLiteral("customers")}};
        for (const auto &[choice, table] : choices) {
            AskRequest chosen = request(QStringLiteral("Revenue by region"));
            chosen.joinChoice = choice;
            chosen.clarification = viaCustomersRelabelled.label; // text that names the customers' plan
            const AskResult answered = test::ask(pipeline, chosen);
            QVERIFY2(answered.answered(), qPrintable(answered.message));
            QVERIFY2(answered.steps.first().tables.contains(table), qPrintable(answered.steps.first().sql));
        }

        // Kept for the connection (the knowledge store's corrections), the choice answers the next
        // question with these tables without asking again.
        auto withChoice = std::make_shared<knowledge::KnowledgeSnapshot>(*m_knowledge);
        withChoice->corrections << viaCustomers.preference.toEntry();
        AskEnvironment env = environment(model.service.get());
        env.knowledge = withChoice;
        AskPipeline remembered(env);
        r = test::ask(remembered, request(QStringLiteral("Revenue by region")));
        QVERIFY2(r.answered(), qPrintable(r.message));
        QVERIFY(r.steps.first().sql.contains(QLatin1String("customers")));
    }

    void theLinkerAsksForATableInRoles()
    {
        // Employees and their managers: one table in two roles, joined to itself under aliases
        // that say the role, and the join view the model receives shows them.
        test::ScriptedModel model;
        model.script.linkTables = {QStringLiteral("employees")};
        model.script.linkRoles.insert(QStringLiteral("employees"), {QStringLiteral("employee"), QStringLiteral("manager")});
        model.script.generate = [](const QString &, const QString &user) {
            return user.contains(QLatin1String("LEFT JOIN employees manager ON manager.employee_id = employee.manager_id"))
                       ? QStringLiteral("SELECT employee.first_name, manager.first_name AS manager FROM employees employee "
                                        "LEFT JOIN employees manager ON manager.employee_id = employee.manager_id")
                       : QStringLiteral("SELECT 'the join view has no roles' AS failure");
        };
        model.answerByScript();
        AskPipeline pipeline(environment(model.service.get()));
        const AskResult r = test::ask(pipeline, request(QStringLiteral("List employees with their managers")));
        QVERIFY2(r.answered(), qPrintable(r.message));
        QCOMPARE(r.steps.first().sample.columns.size(), 2);
        const QString view = model.requestsWith(QStringLiteral("You write one SQL query")).first().lastMessage(QStringLiteral("user"));
        QVERIFY2(view.contains(QLatin1String("(manager is employees as manager)")), qPrintable(view));
    }

    void decomposedQuestionMakesLinkedCells()
    {
        test::ScriptedModel model;
        model.script.clarify = [](const QString &, const QString &) {
            return QJsonObject{{QStringLiteral("rewritten"), QStringLiteral("Revenue per store in 2024, and the stores above the average")},
                               {QStringLiteral("ambiguous"), false},
                               {QStringLiteral("steps"), QJsonArray{QStringLiteral("Revenue per store in 2024"),
                                                                    QStringLiteral("Stores whose 2024 revenue is above the average store")}}};
        };
        model.script.generate = [](const QString &question, const QString &user) -> QString {
            if (question.startsWith(QLatin1String("Revenue per store")))
                return QStringLiteral("SELECT s.name AS store, SUM(ol.amount) AS revenue FROM order_lines ol JOIN orders o ON o.order_id = ol.order_id "
                                      "JOIN stores s ON s.store_id = o.store_id WHERE o.order_date >= '2024-01-01' AND o.order_date < '2025-01-01' "
                                      "GROUP BY s.name");
            // The second step reads the first one's cell by the name the prompt lists.
            static const QRegularExpression cell(QStringLiteral("^- (\\w+) \\(store, revenue\\)"), QRegularExpression::MultilineOption);
            const QString name = cell.match(user).captured(1);
            return QStringLiteral("SELECT store, revenue FROM %1 WHERE revenue > (SELECT AVG(revenue) FROM %1) ORDER BY revenue DESC").arg(name);
        };
        model.answerByScript();
        AskPipeline pipeline(environment(model.service.get()));
        const AskResult r = test::ask(pipeline, request(QStringLiteral("Which stores beat the average store in 2024?")));
        QVERIFY2(r.answered(), qPrintable(r.message));
        QCOMPARE(r.steps.size(), 2);
        QVERIFY2(r.steps[0].ok() && r.steps[1].ok(), qPrintable(r.steps[1].error));
        QCOMPARE(r.steps[1].reads, QStringList{r.steps[0].cellName});
        QVERIFY(r.steps[1].sample.rows.size() > 0);
        QVERIFY(r.steps[1].sample.rows.size() < r.steps[0].sample.rows.size());
        QVERIFY(hasUnit(r, QStringLiteral("decompose")));
    }

    void followUpUsesTheNotebookContext()
    {
        test::ScriptedModel model;
        model.script.linkTables = {QStringLiteral("order_lines"), QStringLiteral("orders"), QStringLiteral("stores"), QStringLiteral("regions")};
        model.script.clarify = [](const QString &, const QString &user) {
            // The conversation and the earlier cell are in the prompt, so "and by year" resolves.
            const bool sees = user.contains(QLatin1String("revenue_by_region")) && user.contains(QLatin1String("Analyst: What is the revenue by region?"));
            const QString q = sees ? QStringLiteral("What is the revenue by region and year?") : QStringLiteral("and by year?");
            return QJsonObject{{QStringLiteral("rewritten"), q}, {QStringLiteral("ambiguous"), false}, {QStringLiteral("steps"), QJsonArray{q}}};
        };
        model.script.generate = [](const QString &question, const QString &) {
            return question.contains(QLatin1String("region and year"))
                       ? QStringLiteral("SELECT r.name AS region, strftime('%Y', o.order_date) AS year, SUM(ol.amount) AS revenue FROM order_lines ol "
                                        "JOIN orders o ON o.order_id = ol.order_id JOIN stores s ON s.store_id = o.store_id "
                                        "JOIN regions r ON r.region_id = s.region_id GROUP BY 1, 2")
                       : QStringLiteral("SELECT 'lost the thread' AS oops");
        };
        model.answerByScript();
        AskPipeline pipeline(environment(model.service.get()));
        AskRequest q = request(QStringLiteral("and by year?"));
        notebook::Cell earlier;
        earlier.id = QStringLiteral("c1");
        earlier.name = QStringLiteral("revenue_by_region");
        earlier.source = RevenueByRegion;
        earlier.output.columns = {db::ResultColumn{QStringLiteral("region"), {}, db::ValueType::Text},
                                  db::ResultColumn{QStringLiteral("revenue"), {}, db::ValueType::Real}};
        earlier.output.rowCount = 7;
        notebook::Cell unrelated;
        unrelated.id = QStringLiteral("c2");
        unrelated.name = QStringLiteral("supplier_ratings");
        unrelated.source = QStringLiteral("SELECT name, rating FROM suppliers");
        q.cells = {earlier, unrelated};
        q.history = {ChatTurn{QStringLiteral("What is the revenue by region?"), QString(), {QStringLiteral("revenue_by_region")}, RevenueByRegion}};
        const AskResult r = test::ask(pipeline, q);
        QVERIFY2(r.answered(), qPrintable(r.message));
        QCOMPARE(r.rewritten, QStringLiteral("What is the revenue by region and year?"));
        QVERIFY(r.steps.first().sample.rows.size() > 7);
        // The context held the earlier cell, not the unrelated one, and cost less than everything.
        const InformationUnit ctx = *std::find_if(r.units.begin(), r.units.end(), [](const InformationUnit &u) { return u.action == u"select-cells"; });
        QCOMPARE(ctx.content.toObject().value(QStringLiteral("cells")).toArray(), QJsonArray{QStringLiteral("revenue_by_region")});
        QVERIFY(r.contextTokens < r.fullNotebookTokens);
    }

    void selfRefineFixesAWrongColumn()
    {
        test::ScriptedModel model;
        model.script.generate = [](const QString &, const QString &) {
            return QStringLiteral("SELECT strftime('%Y', ordr_date) AS year, COUNT(*) AS orders FROM orders GROUP BY 1");
        };
        model.script.repair = [](const QString &sql, const QString &error) {
            // The database's message and the table's real columns came back with the query.
            return error.contains(QLatin1String("ordr_date")) && error.contains(QLatin1String("order_date")) ? QString(sql).replace(QLatin1String("ordr_date"), QLatin1String("order_date"))
                                                                                                                  : sql;
        };
        // The linker keeps what the question needs (a scripted linker that kept all thirty
        // candidates would make every join of the schema a question back).
        model.script.linkTables = {QStringLiteral("orders")};
        model.answerByScript();
        AskPipeline pipeline(environment(model.service.get()));
        const AskResult r = test::ask(pipeline, request(QStringLiteral("How many orders per year?")));
        QVERIFY2(r.answered(), qPrintable(r.message));
        QCOMPARE(r.steps.first().rounds, 2);
        QVERIFY(r.steps.first().sql.contains(QLatin1String("order_date")));
        QCOMPARE(r.steps.first().sample.rows.size(), 5); // five years of orders
        QVERIFY(hasUnit(r, QStringLiteral("refine")));
        QCOMPARE(model.requestsWith(QStringLiteral("You fix a SQL query")).size(), 1);
    }

    void aDeleteIsRefusedAndExplained()
    {
        test::ScriptedModel model;
        model.script.generate = [](const QString &, const QString &) { return QStringLiteral("DELETE FROM orders"); };
        model.script.repair = [](const QString &, const QString &) { return QStringLiteral("SELECT 1; DELETE FROM orders"); };
        model.answerByScript();
        AskPipeline pipeline(environment(model.service.get()));
        const qint64 before = ordersCount(*m_db);
        AskRequest q = request(QStringLiteral("Remove all orders"));
        q.maxRefineRounds = 2;
        const AskResult r = test::ask(pipeline, q);
        QCOMPARE(r.outcome, AskResult::Outcome::Failed);
        QVERIFY2(r.message.contains(QLatin1String("refused")), qPrintable(r.message));
        QVERIFY(hasUnit(r, QStringLiteral("refused")));
        QCOMPARE(ordersCount(*m_db), before);
    }

    void garbageAndSilenceFailCleanly()
    {
        {
            test::ScriptedModel model;
            model.server.on(fakellm::Match::any(), fakellm::Reply::text(QStringLiteral("Sure, happy to help! What would you like?")));
            AskPipeline pipeline(environment(model.service.get()));
            const AskResult r = test::ask(pipeline, request(QStringLiteral("Revenue by month")));
            QCOMPARE(r.outcome, AskResult::Outcome::Failed);
            QVERIFY(!r.message.isEmpty());
            QVERIFY(hasUnit(r, QStringLiteral("warning"))); // the clarifier's answer was unusable, said so
        }
        {
            test::ScriptedModel model(1500); // a model that never answers: each call times out
            model.server.on(fakellm::Match::any(), fakellm::Reply::hang());
            AskPipeline pipeline(environment(model.service.get()));
            const AskResult r = test::ask(pipeline, request(QStringLiteral("Revenue by month")));
            QCOMPARE(r.outcome, AskResult::Outcome::Failed);
            // A call that failed is reported as such, not as a model with nothing to say.
            QVERIFY2(r.message.contains(QLatin1String("could not be asked")), qPrintable(r.message));
            QVERIFY2(!r.message.contains(QLatin1String("wrote no SQL")), qPrintable(r.message));
        }
        {
            test::ScriptedModel model; // the provider says "slow down" (429) to every call, no retries
            model.server.on(fakellm::Match::any(), fakellm::Reply::rateLimited(30));
            AskPipeline pipeline(environment(model.service.get()));
            const AskResult r = test::ask(pipeline, request(QStringLiteral("Revenue by month")));
            QCOMPARE(r.outcome, AskResult::Outcome::Failed);
            QVERIFY2(r.message.contains(QLatin1String("could not be asked")), qPrintable(r.message));
            QVERIFY2(r.message.contains(QLatin1String("slow down")), qPrintable(r.message));
            QVERIFY(!hasUnit(r, QStringLiteral("execute"))); // nothing reached the database
        }
        {
            test::ScriptedModel model; // a server error: the same honest message, with the reason
            model.server.on(fakellm::Match::any(), fakellm::Reply::serverError(503));
            AskPipeline pipeline(environment(model.service.get()));
            const AskResult r = test::ask(pipeline, request(QStringLiteral("Revenue by month")));
            QCOMPARE(r.outcome, AskResult::Outcome::Failed);
            QVERIFY2(r.message.contains(QLatin1String("could not be asked")), qPrintable(r.message));
        }
    }

    void cancellationAtEveryStage_data()
    {
        QTest::addColumn<QString>("stage");
        QTest::newRow("clarify") << "You are the clarifier";
        QTest::newRow("link") << "You select, for a question, the tables";
        QTest::newRow("generate") << "You write one SQL query";
        QTest::newRow("repair") << "You fix a SQL query";
        QTest::newRow("query") << "database";
    }

    void cancellationAtEveryStage()
    {
        QFETCH(QString, stage);
        test::ScriptedModel model;
        model.script.linkTables = {QStringLiteral("orders")};
        model.script.generate = [&](const QString &, const QString &) {
            if (stage == u"database") // a query that runs for a long time
                return QStringLiteral("WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 100000000) SELECT COUNT(*) FROM s");
            return stage == u"You fix a SQL query" ? QStringLiteral("SELECT nope FROM orders") : QStringLiteral("SELECT COUNT(*) FROM orders");
        };
        // The targeted stage's model call takes long enough to be cancelled in flight.
        if (stage != u"database")
            model.server.on(fakellm::Match::systemContains(stage), fakellm::Reply::generated([&](const fakellm::RecordedRequest &r) {
                                                                        return test::answerFor(model.script, r);
                                                                    }).withDelay(5000));
        model.answerByScript();
        AskPipeline pipeline(environment(model.service.get()));
        auto cancel = std::make_shared<db::CancelToken>();
        const AskRequest q = request(QStringLiteral("How many orders are there?"));
        QFuture<AskResult> f = QtConcurrent::run([&] { return pipeline.run(q, cancel); });
        QElapsedTimer clock;
        clock.start();
        // Wait until the targeted stage is under way, then stop.
        while (!f.isFinished() && clock.elapsed() < 20000) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
            const bool reached = stage == u"database" ? !model.requestsWith(QStringLiteral("You write one SQL query")).isEmpty()
                                                      : !model.requestsWith(stage).isEmpty();
            if (reached && !cancel->isCancelled()) {
                QTest::qWait(stage == u"database" ? 300 : 100);
                cancel->cancel();
                m_db->interrupt(); // what DbSession::cancel does for the running statement
            }
        }
        QVERIFY(f.isFinished());
        const AskResult r = f.result();
        QVERIFY2(r.outcome == AskResult::Outcome::Cancelled, qPrintable(r.message));
        QVERIFY(r.steps.isEmpty());
        QVERIFY(hasUnit(r, QStringLiteral("cancelled")));
        // The connection still works afterwards.
        QVERIFY(ordersCount(*m_db) > 0);
    }

    void toolLoopReachesAnAnswer()
    {
        test::ScriptedModel model;
        model.script.tools = [](const QString &conversation, int round) -> QString {
            switch (round) {
            case 0:
                return QStringLiteral("Thought: where is Berlin stored?\nAction: SearchValue(Berlin)");
            case 1:
                if (!conversation.contains(QLatin1String("= 'Berlin'")))
                    return QStringLiteral("Action: Answer(SELECT 'value search failed')");
                return QStringLiteral("Thought: I should look around.\nI am not sure what to do."); // no action: must be told
            case 2:
                if (!conversation.contains(QLatin1String("Error: no action could be read")))
                    return QStringLiteral("Action: Answer(SELECT 'no error observation')");
                // Interactive-T2S's form: the columns the answer needs.
                return QStringLiteral("Action: FindShortestPath(orders.order_id, customers.city)");
            case 3:
                if (!conversation.contains(QLatin1String("JOIN customers c ON c.customer_id = o.customer_id")))
                    return QStringLiteral("Action: Answer(SELECT 'no path observed')");
                return QStringLiteral("Action: ExecuteSQL(SELECT COUNT(*) AS orders FROM orders o JOIN customers c ON c.customer_id = o.customer_id "
                                      "WHERE c.city = 'Berlin')");
            default:
                return QStringLiteral("Thought: done.\nAction: Answer(SELECT COUNT(*) AS orders FROM orders o JOIN customers c "
                                      "ON c.customer_id = o.customer_id WHERE c.city = 'Berlin')");
            }
        };
        model.answerByScript();
        AskPipeline pipeline(environment(model.service.get()));
        AskRequest q = request(QStringLiteral("How many orders came from customers in Berlin?"));
        q.mode = AskMode::Tools;
        const AskResult r = test::ask(pipeline, q);
        QVERIFY2(r.answered(), qPrintable(r.message));
        QCOMPARE(r.steps.first().rounds, 5);
        QVERIFY(r.steps.first().sample.rows.first().first().toLongLong() > 0);
        QVERIFY(hasUnit(r, QStringLiteral("unreadable")));
        QVERIFY(hasUnit(r, QStringLiteral("SearchValue")));

        // Parsing: the last action, multi-line arguments, nonsense.
        QCOMPARE(parseToolAction(QStringLiteral("Thought: x\nAction: ExecuteSQL(SELECT a,\n b FROM t WHERE f(x) > 1)")).argument,
                 QStringLiteral("SELECT a,\n b FROM t WHERE f(x) > 1"));
        QVERIFY(parseToolAction(QStringLiteral("Action: do something")).tool.isEmpty());
        QVERIFY(parseToolAction(QStringLiteral("no action here")).tool.isEmpty());
    }

    void aCappedResultKnowsItsWholeSize()
    {
        // The chat reads at most rowCap rows; the rest is counted by the database so that the
        // row count is true and the insight knows it saw the first rows only.
        AskRequest r;
        r.flavor = m_db->dialect().flavor();
        r.rowCap = 25;
        StepRunner runner(*m_db, m_knowledge->catalog, r);
        const auto cancel = std::make_shared<db::CancelToken>();
        const RunOutcome big = runner.run(QStringLiteral("every_order"), QStringLiteral("SELECT order_id, order_date FROM orders -- all of them"), cancel);
        QVERIFY2(big.ok, qPrintable(big.error));
        QVERIFY(big.truncated);
        QCOMPARE(big.sample.rows.size(), 25);
        QCOMPARE(big.sample.totalRows, ordersCount(*m_db));
        QVERIFY(!big.sample.isWhole());
        QVERIFY(insights::computeTableFacts(big.sample).partial);

        const RunOutcome few = runner.run(QStringLiteral("few_orders"), QStringLiteral("SELECT order_id FROM orders ORDER BY order_id LIMIT 5"), cancel);
        QVERIFY2(few.ok, qPrintable(few.error));
        QVERIFY(!few.truncated);
        QCOMPARE(few.sample.totalRows, 5);
        QVERIFY(few.sample.isWhole());
        QVERIFY(!insights::computeTableFacts(few.sample).partial);
    }

    void periodsOutsideTheDataAreNamed()
    {
        // The sample's orders end before "today" in this test: "this year" has no rows, and the
        // analyst hears it before wondering why the chart is empty. Years inside the data pass.
        const auto cancel = std::make_shared<db::CancelToken>();
        const DataSpan span = measureDataSpan(*m_db, m_knowledge->context, cancel);
        QVERIFY(span.known());
        QList<db::Row> rows;
        QVERIFY(m_db->query(QStringLiteral("SELECT MAX(order_date) FROM orders"), &rows).ok());
        QCOMPARE(span.last, QDate::fromString(rows.first().first().toString().left(10), Qt::ISODate));
        const QDate after = span.last.addYears(1);
        const QList<TimeRange> thisYear = findTimeExpressions(QStringLiteral("revenue this year"), after);
        QCOMPARE(thisYear.size(), 1);
        const QStringList notes = rangesOutsideData(thisYear, span);
        QCOMPARE(notes.size(), 1);
        QVERIFY2(notes.first().contains(span.last.toString(Qt::ISODate)), qPrintable(notes.first()));
        const QList<TimeRange> inside = findTimeExpressions(QStringLiteral("revenue in %1").arg(span.last.year()), after);
        QCOMPARE(inside.size(), 1);
        QVERIFY(rangesOutsideData(inside, span).isEmpty());
        QVERIFY(rangesOutsideData(findTimeExpressions(QStringLiteral("revenue in 1990"), after), span).size() == 1);
    }

    void withoutAModelItSaysSo()
    {
        QTemporaryDir dir;
        llm::LlmService::Options o;
        o.ledgerPath = dir.filePath(QStringLiteral("u.sqlite"));
        o.logDirectory = dir.filePath(QStringLiteral("logs"));
        llm::LlmService unconfigured(o);
        AskPipeline pipeline(environment(&unconfigured));
        const AskResult r = test::ask(pipeline, request(QStringLiteral("Revenue by region")));
        QCOMPARE(r.outcome, AskResult::Outcome::NoModel);
        QVERIFY(r.message.contains(QLatin1String("Settings")));
        QVERIFY(r.message.contains(QLatin1String("offline assistant")));
    }
};

QTEST_GUILESS_MAIN(TestAgentsPipeline)
#include "tst_agents_pipeline.moc"
