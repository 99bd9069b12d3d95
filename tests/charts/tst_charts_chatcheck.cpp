// The chart that comes with a chat answer is checked by the model (TiChart's verify step), over
// real HTTP to the fake model server: kept, changed to an allowed chart, or, when the model's
// suggestion is not allowed, a table. The verdict is the first reason the chart cell shows.
// Without a model the rules (with the question) stand.

#include "chartstesthelpers.h"
#include "llmtesthelpers.h"

#include "offlinetesthelpers.h"

#include "ask/answerpresenter.h"
#include "assistant/questionrouter.h"
#include "agents/presentationreview.h"
#include "db/resulttypes.h"

#include <QtConcurrent>
#include <QtTest>

using namespace assay;
using fakellm::Match;
using fakellm::Reply;
using test::column;

namespace {

// Revenue per product category: the rules draw bars; a share question makes them a pie.
charts::ResultSample categories() {
    return test::sample({column("category", db::ValueType::Text), column("revenue", db::ValueType::Real),
                         column("orders", db::ValueType::Integer)},
                        {{QStringLiteral("Books"), 500.0, qint64(40)},
                         {QStringLiteral("Games"), 300.0, qint64(25)},
                         {QStringLiteral("Music"), 200.0, qint64(30)}});
}

ask::Presentation present(llm::LlmService *service, const QString &question) {
    // The chat presents on a worker thread, as the pipeline does.
    return test::await(QtConcurrent::run([=] {
        const agents::LlmModelReview review(service);
        return ask::presentResult(categories(), QString(), question, QStringLiteral("q1"), service ? &review : nullptr, false,
                                     std::make_shared<db::CancelToken>());
    }));
}

} // namespace

class TestChartsChatCheck : public QObject {
    Q_OBJECT
private slots:
    void init();
    void verdicts_data();
    void verdicts();
    void withoutAModelTheRulesStand();
    void offlineAnswersGetTheSameCheck();

private:
    std::unique_ptr<fakellm::FakeLlmServer> m_server;
    std::unique_ptr<test::ServiceFixture> m_fx;
};

void TestChartsChatCheck::init() {
    m_server = std::make_unique<fakellm::FakeLlmServer>();
    QVERIFY(m_server->listen());
    m_fx = std::make_unique<test::ServiceFixture>();
    llm::LlmSettings settings;
    settings.providers = {test::fakeProvider(*m_server, llm::ProviderKind::OpenAICompatible)};
    settings.roles.insert(llm::Role::Fast, {QStringLiteral("fake"), {}});
    m_fx->service->applySettings(settings);
    m_fx->service->setApiKey(QStringLiteral("fake"), QStringLiteral("sk-test"));
}

void TestChartsChatCheck::verdicts_data() {
    QTest::addColumn<QString>("question");
    QTest::addColumn<QJsonObject>("answer");
    QTest::addColumn<QString>("type"); // the chart the chat adds ("table": none)
    QTest::addColumn<QString>("first"); // a phrase of the first reason

    QTest::newRow("kept") << "What share of revenue comes from each product category?"
                          << QJsonObject{{"verdict", "keep"}, {"type", "pie"}, {"reason", "Shares of revenue."}}
                          << "pie" << "kept it: Shares of revenue.";
    QTest::newRow("rejected for an allowed chart")
        << "What share of revenue comes from each product category?"
        << QJsonObject{{"verdict", "change"}, {"type", "bar"}, {"x", "category"}, {"y", "orders"},
                       {"reason", "Orders compare better as bars."}}
        << "bar" << "chose a bar chart instead: Orders compare better as bars.";
    QTest::newRow("rejected for a chart the rules do not allow")
        << "Revenue per category"
        << QJsonObject{{"verdict", "change"}, {"type", "line"}, {"x", "category"}, {"y", "revenue"},
                       {"reason", "Show a trend."}}
        << "table" << "rejected it: Show a trend.";
    QTest::newRow("rejected for a column that does not exist")
        << "Revenue per category"
        << QJsonObject{{"verdict", "change"}, {"type", "bar"}, {"x", "region"}, {"y", "revenue"}}
        << "table" << "rejected it";
}

void TestChartsChatCheck::verdicts() {
    QFETCH(QString, question);
    QFETCH(QJsonObject, answer);
    QFETCH(QString, type);
    QFETCH(QString, first);
    m_server->on(Match::systemContains(QStringLiteral("TiChart")), Reply::json(answer));
    const ask::Presentation p = present(m_fx->service.get(), question);
    QCOMPARE(p.isTable ? QStringLiteral("table") : charts::chartTypeKey(p.chart.type), type);
    QVERIFY2(!p.reasons.isEmpty() && p.reasons.first().contains(first),
             qPrintable(p.reasons.join(QStringLiteral(" | "))));
    // The chart cell shows the spec's reasons: the verdict travels with the chart.
    if (!p.isTable)
        QCOMPARE(p.chart.reasons, p.reasons);
    else
        QVERIFY(p.reasons.join(u' ').contains(QLatin1String("shown as a table")));
    // One check per chart, with the question and the rules' choice; never the values.
    QCOMPARE(m_server->requests().size(), 1);
    const QString sent = m_server->requests().first().lastMessage();
    QVERIFY(sent.contains(question));
    QVERIFY(sent.contains(QLatin1String("Chosen chart:")));
    QVERIFY(!sent.contains(QLatin1String("Books")));
}

void TestChartsChatCheck::withoutAModelTheRulesStand() {
    const ask::Presentation p =
        present(nullptr, QStringLiteral("What share of revenue comes from each product category?"));
    QCOMPARE(p.chart.type, charts::ChartType::Pie);
    QCOMPARE(p.chart.y.first().column, QStringLiteral("revenue"));
    QVERIFY(!p.reasons.join(u' ').contains(QLatin1String("A model")));
    QCOMPARE(m_server->requests().size(), 0);
}

void TestChartsChatCheck::offlineAnswersGetTheSameCheck() {
    // Only the fast role is configured: the reasoning model is not ready, so the offline reader
    // answers, and the fast model checks its chart as it checks the pipeline's.
    m_server->on(Match::systemContains(QStringLiteral("TiChart")),
                 Reply::json(QJsonObject{{"verdict", "keep"}, {"type", "bar"}, {"reason", "Regions compare as bars."}}));
    const std::unique_ptr<db::Connection> connection = test::openSample();
    assistant::AnswerSetup setup;
    setup.knowledge = test::offlineSampleKnowledge(*connection);
    setup.llm = m_fx->service.get();
    ask::AskRequest request;
    request.question = QStringLiteral("revenue by region in 2025");
    request.writeInsight = false;
    const auto answer = [&] {
        return test::await(QtConcurrent::run([&] {
            return assistant::answerQuestion(*connection, setup, request, std::make_shared<db::CancelToken>());
        }));
    };
    const ask::AskResult checked = answer();
    QVERIFY2(checked.answered() && checked.offline, qPrintable(checked.message));
    const QStringList reasons = checked.steps.first().chartReasons;
    QVERIFY2(!reasons.isEmpty() && reasons.first().contains(QLatin1String("kept it: Regions compare as bars.")),
             qPrintable(reasons.join(QStringLiteral(" | "))));
    QCOMPARE(m_server->requests().size(), 1);

    // "Answer Offline" promises no model: the rules' chart stands, unchecked.
    request.answerOffline = true;
    const ask::AskResult unchecked = answer();
    QVERIFY(unchecked.answered());
    QVERIFY(!unchecked.steps.first().chartReasons.join(u' ').contains(QLatin1String("A model")));
    QCOMPARE(m_server->requests().size(), 1);
}

QTEST_GUILESS_MAIN(TestChartsChatCheck)
#include "tst_charts_chatcheck.moc"
