// TiChart's verify step: whatever the model answers, the chart stays drawable. Table-driven over
// answers (keep, valid changes, impossible ones, unknown columns, garbage), then a round trip
// through the fake model server, which also shows that no values are sent.

#include "chartstestdata.h"
#include "llmtesthelpers.h"

#include "agents/chartverifier.h"

#include <QtTest>

using namespace assay;
using fakellm::Match;
using fakellm::Reply;

namespace {

// Orders by status and channel: rules pick stacked bars of a count.
charts::ResultSample ordersSample() {
    QList<db::Row> rows;
    const QStringList statuses = {"shipped", "pending", "returned", "cancelled", "lost", "held"};
    for (int i = 0; i < 60; ++i)
        rows << db::Row{statuses[i % 6], QString::fromLatin1(i % 3 == 0 ? "web" : "store"),
                        QVariant(double(10 + i)), QVariant(i % 7 == 0 ? -5.0 : double(i)),
                        test::isoDate(QDate(2024, 1, 1).addDays(i * 3))};
    return test::sampleOf({"status:text", "channel:text", "amount:real", "profit:real", "day:date"},
                          rows);
}

} // namespace

class TestChartsVerifier : public QObject {
    Q_OBJECT
private slots:
    void verdicts_data();
    void verdicts();
    void roundTripThroughTheModel();
    void withoutAModelTheRulesStand();
};

void TestChartsVerifier::verdicts_data() {
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QString>("type"); // the chart that results
    QTest::addColumn<bool>("changed");
    QTest::addColumn<QString>("reason"); // a phrase of the last reason

    QTest::newRow("keep")
        << R"({"verdict":"keep","type":"line","x":"day","y":"amount","series":"","reason":"A trend over days."})"
        << "line" << false << "kept it";
    QTest::newRow("valid change to bars by status")
        << R"({"verdict":"change","type":"bar","x":"status","y":"amount","series":"","reason":"The question compares statuses."})"
        << "bar" << true << "compares statuses";
    QTest::newRow("valid change to a pie of a sum") << R"(Sure! ```json
{"verdict":"change","type":"pie","x":"status","y":"amount","series":"channel","reason":"share"}
```)"
                                                    << "pie" << true << "share";
    QTest::newRow("pie of values that go negative is refused")
        << R"({"verdict":"change","type":"pie","x":"status","y":"profit","reason":"share of profit"})"
        << "table" << true << "never negative";
    QTest::newRow("a line along a category is refused")
        << R"({"verdict":"change","type":"line","x":"status","y":"amount","reason":"trend"})"
        << "table" << true << "is a category";
    QTest::newRow("a column that does not exist is refused")
        << R"({"verdict":"change","type":"bar","x":"region","y":"amount"})"
        << "table" << true << "does not have (region)";
    QTest::newRow("summing text is refused")
        << R"({"verdict":"change","type":"bar","x":"status","y":"channel"})"
        << "table" << true << "cannot be drawn";
    QTest::newRow("scatter of two measures")
        << R"({"verdict":"change","type":"scatter","x":"amount","y":"profit","series":""})"
        << "scatter" << true << "scatter";
    QTest::newRow("a table") << R"({"verdict":"change","type":"table","reason":"Just list them."})"
                             << "table" << true << "table";
    QTest::newRow("an unknown chart type")
        << R"({"verdict":"change","type":"radar","x":"status","y":"amount"})"
        << "table" << true << "does not draw (radar)";
    QTest::newRow("garbage") << "I think a nice chart would be great!"
                             << "line" << false << "could not be read";
}

void TestChartsVerifier::verdicts() {
    QFETCH(QString, answer);
    QFETCH(QString, type);
    QFETCH(bool, changed);
    QFETCH(QString, reason);
    const charts::ResultSample sample = ordersSample();
    const charts::Recommendation rules = charts::recommendChart(sample);
    QCOMPARE(rules.spec.type, charts::ChartType::Line);
    const charts::Recommendation r = agents::applyVerdict(rules, answer, sample.columns);
    QCOMPARE(charts::chartTypeKey(r.spec.type), type);
    QCOMPARE(r.spec != rules.spec && r.spec.type != rules.spec.type, changed);
    QVERIFY2(r.reasons.join(u' ').contains(reason), qPrintable(r.reasons.join(QStringLiteral(" | "))));
    // The model's verdict is what the chart cell shows first ("Why a line: A model checked ...").
    if (r.checkedByModel)
        QVERIFY2(r.reasons.first().contains(QLatin1String("A model")), qPrintable(r.reasons.first()));
    QCOMPARE(r.spec.reasons, r.reasons);
    // Whatever it says, the result is drawable.
    if (r.spec.type != charts::ChartType::Table)
        QVERIFY2(charts::validateSpec(r.spec, sample.columns).isEmpty(),
                 qPrintable(charts::validateSpec(r.spec, sample.columns)));
    if (r.spec.type == charts::ChartType::Pie)
        QVERIFY(r.spec.series.isEmpty());
}

void TestChartsVerifier::roundTripThroughTheModel() {
    fakellm::FakeLlmServer server;
    QVERIFY(server.listen());
    test::ServiceFixture fx;
    llm::LlmSettings settings;
    settings.providers = {test::fakeProvider(server, llm::ProviderKind::Anthropic)};
    settings.roles.insert(llm::Role::Fast, {QStringLiteral("fake"), {}});
    fx.service->applySettings(settings);
    fx.service->setApiKey(QStringLiteral("fake"), QStringLiteral("sk-test"));
    server.on(Match::systemContains("TiChart"),
              Reply::json(QJsonObject{{"verdict", "change"},
                                      {"type", "bar"},
                                      {"x", "status"},
                                      {"y", "amount"},
                                      {"reason", "Compare statuses."}}));
    const charts::ResultSample sample = ordersSample();
    const charts::Recommendation rules = charts::recommendChart(sample);
    const charts::Recommendation r = test::await(agents::verifyWithModel(
        fx.service.get(), rules, QStringLiteral("Which status has the most revenue?"),
        sample.columns, 60));
    QCOMPARE(r.spec.type, charts::ChartType::Bar);
    QCOMPARE(r.spec.x, QStringLiteral("status"));
    QVERIFY(r.checkedByModel);
    QCOMPARE(server.requests().size(), 1);
    // Roles and cardinalities go to the model, values do not.
    const QString sent = server.requests().first().lastMessage();
    QVERIFY(sent.contains(QLatin1String("status: category, 6 distinct values")));
    QVERIFY(sent.contains(QLatin1String("Which status has the most revenue?")));
    QVERIFY(!sent.contains(QLatin1String("shipped")));
    QVERIFY(!sent.contains(QLatin1String("2024-01")));

    // A model that fails leaves the rules' chart, saying why.
    server.clearFixtures();
    server.on(Match::any(), Reply::status(400, R"({"error":{"message":"bad request"}})"));
    const charts::Recommendation failed = test::await(
        agents::verifyWithModel(fx.service.get(), rules, QString(), sample.columns, 60));
    QCOMPARE(failed.spec.type, rules.spec.type);
    QVERIFY(failed.reasons.last().contains(QLatin1String("could not check")));
}

void TestChartsVerifier::withoutAModelTheRulesStand() {
    const charts::ResultSample sample = ordersSample();
    const charts::Recommendation rules = charts::recommendChart(sample);
    test::ServiceFixture fx; // no provider configured
    const charts::Recommendation r = test::await(
        agents::verifyWithModel(fx.service.get(), rules, QStringLiteral("q"), sample.columns, 60));
    QCOMPARE(r.spec, rules.spec);
    QVERIFY(!r.checkedByModel);
}

QTEST_GUILESS_MAIN(TestChartsVerifier)
#include "tst_charts_verifier.moc"
