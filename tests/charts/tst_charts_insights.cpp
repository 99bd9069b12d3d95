// Insights only state what the data says. A property test over random results: the template
// text's every number is backed by the facts or the data, and a made-up number is caught. Then
// the model path against the fake model server: a phrasing with a made-up number is rejected
// (the template is shown, with the reason), a faithful one is accepted, a failure falls back.

#include "chartstestdata.h"
#include "llmtesthelpers.h"

#include "charts/aggregationquery.h"
#include "charts/chartdata.h"
#include "insights/insightfacts.h"
#include "insights/insightwriter.h"
#include "agents/insightphrasing.h"
#include "insights/numbercheck.h"
#include "insights/numberformat.h"

#include <QRegularExpression>
#include <QScopeGuard>
#include <QtTest>

#include <cmath>

using namespace assay;
using fakellm::Match;
using fakellm::Reply;

namespace {

struct RandomResult {
    charts::ChartSpec spec;
    QList<db::ResultColumn> columns;
    QList<db::Row> rows;
};

double randomValue(QRandomGenerator &rng, int scale) {
    switch (scale) {
    case 0:
        return std::round(rng.generateDouble() * 100); // small counts
    case 1:
        return rng.generateDouble() * 2e6 - 2e5; // money, some negative
    case 2:
        return rng.generateDouble() * 0.05; // rates
    default:
        return std::round(rng.generateDouble() * 1e9) / 100.0; // big with cents
    }
}

// A result shaped like a chart's aggregate query: categories, time (with or without series), or
// two measures.
RandomResult randomResult(QRandomGenerator &rng) {
    RandomResult r;
    const int shape = int(rng.bounded(4));
    const int scale = int(rng.bounded(4));
    const int n = 1 + int(rng.bounded(40));
    const bool series = shape == 2;
    r.spec.y = {{QStringLiteral("amount"),
                 rng.bounded(3) == 0 ? charts::Aggregation::Avg : charts::Aggregation::Sum,
                 {}}};
    r.columns = {{QStringLiteral("x"), QString(),
                  shape == 0   ? db::ValueType::Text
                  : shape == 3 ? db::ValueType::Real
                               : db::ValueType::Date}};
    if (series) {
        r.spec.series = QStringLiteral("region");
        r.columns << db::ResultColumn{QStringLiteral("series"), QString(), db::ValueType::Text};
    }
    r.columns << db::ResultColumn{QStringLiteral("y0"), QString(), db::ValueType::Real};
    switch (shape) {
    case 0:
        r.spec.type = rng.bounded(2) ? charts::ChartType::Bar : charts::ChartType::Pie;
        r.spec.x = QStringLiteral("category");
        for (int i = 0; i < n; ++i)
            r.rows << db::Row{QStringLiteral("item %1").arg(i * 7 + 3), randomValue(rng, scale)};
        break;
    case 1:
    case 2:
        r.spec.type = charts::ChartType::Line;
        r.spec.x = QStringLiteral("month");
        r.spec.timeBucketing = true;
        r.spec.grain = db::TimeGrain::Month;
        for (int i = 0; i < n; ++i) {
            const QString month = test::isoDate(QDate(2019, 1, 1).addMonths(i));
            if (series) {
                for (const char *region : {"north", "south"})
                    r.rows << db::Row{month, QString::fromLatin1(region), randomValue(rng, scale)};
            } else {
                r.rows << db::Row{month, randomValue(rng, scale)};
            }
        }
        break;
    default:
        r.spec.type = charts::ChartType::Scatter;
        r.spec.x = QStringLiteral("height");
        r.spec.y.first().aggregation = charts::Aggregation::None;
        for (int i = 0; i < n + 3; ++i)
            r.rows << db::Row{randomValue(rng, scale), randomValue(rng, (scale + 1) % 4)};
        break;
    }
    return r;
}

insights::InsightFacts factsOf(const RandomResult &r) {
    const charts::ChartData data = charts::chartDataFromRows(
        r.spec, r.columns, r.rows.size(), [&r](qint64 i) { return r.rows[int(i)]; });
    return insights::computeFacts(data, r.spec);
}

// A number no allowed value backs at the precision it is written with.
QString madeUpNumber(QRandomGenerator &rng, const insights::AllowedNumbers &allowed) {
    for (;;) {
        const double v = rng.generateDouble() * 1e7;
        const QString text = insights::formatValue(v);
        const QList<insights::StatedNumber> parsed = insights::extractNumbers(text);
        if (parsed.size() == 1 && !allowed.supports(parsed.first()))
            return text;
    }
}

insights::InsightFacts regionFacts() {
    RandomResult r;
    r.spec.type = charts::ChartType::Bar;
    r.spec.x = QStringLiteral("region");
    r.spec.y = {{QStringLiteral("revenue"), charts::Aggregation::Sum, {}}};
    r.columns = test::columnsOf({"x:text", "y0:real"});
    r.rows = {{QStringLiteral("North"), 48210.0},
              {QStringLiteral("South"), 31050.5},
              {QStringLiteral("East"), 12000.0}};
    return factsOf(r);
}

} // namespace

class TestChartsInsights : public QObject {
    Q_OBJECT
private slots:
    void numbersAreRead_data();
    void numbersAreRead();
    void templateStatesOnlyBackedNumbers_data();
    void templateStatesOnlyBackedNumbers();
    void numbersFollowTheLocale();
    void factsComeFromTheData();
    void tableResultsHaveFacts();
    void factsSayWhatTheyDescribe();
    void modelWithMadeUpNumberIsRejected();
    void faithfulModelTextIsAccepted();
    void modelFailureFallsBackToTheTemplate();
    void noModelMeansTheTemplate();

private:
    void useFakeModel(fakellm::FakeLlmServer &server, test::ServiceFixture &fx);
};

void TestChartsInsights::numbersAreRead_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("numbers"); // as written
    QTest::addColumn<QList<double>>("values");
    QTest::newRow("grouped and decimals")
        << "Revenue was 1,234,567.89 and 12.5." << QStringList{"1,234,567.89", "12.5"}
        << QList<double>{1234567.89, 12.5};
    QTest::newRow("percent and scale")
        << "Up 12.3% to 4.2 million (3k orders)." << QStringList{"12.3%", "4.2 million", "3k"}
        << QList<double>{12.3, 4.2e6, 3000};
    QTest::newRow("names and list markers are not numbers")
        << "1. Q3 was led by query_2 and H1.\n2) then 7" << QStringList{"7"} << QList<double>{7};
    QTest::newRow("dates split into their parts")
        << "From 2024-03-01 on" << QStringList{"2024", "03", "01"} << QList<double>{2024, 3, 1};
    QTest::newRow("a negative after a space")
        << "fell to -42.5 points" << QStringList{"-42.5"} << QList<double>{-42.5};
    QTest::newRow("ordinals and multiples count")
        << "the 3rd largest, 4.2x the lowest" << QStringList{"3", "4.2"} << QList<double>{3, 4.2};
}

void TestChartsInsights::numbersAreRead() {
    QFETCH(QString, text);
    QFETCH(QStringList, numbers);
    QFETCH(QList<double>, values);
    const QList<insights::StatedNumber> got = insights::extractNumbers(text);
    QStringList written;
    for (const insights::StatedNumber &n : got)
        written << n.text;
    QCOMPARE(written, numbers);
    for (int i = 0; i < got.size(); ++i)
        QVERIFY2(std::abs(got[i].value - values[i]) < 1e-9 * std::max(1.0, std::abs(values[i])),
                 qPrintable(got[i].text));
}

void TestChartsInsights::templateStatesOnlyBackedNumbers_data() {
    QTest::addColumn<QString>("locale");
    QTest::newRow("C (English)") << "C";
    QTest::newRow("German") << "de_DE";
    QTest::newRow("Chinese") << "zh_CN";
    QTest::newRow("French") << "fr_FR"; // a system locale we do not translate into: its own separators
}

void TestChartsInsights::templateStatesOnlyBackedNumbers() {
    QFETCH(QString, locale);
    QLocale::setDefault(QLocale(locale));
    const auto restore = qScopeGuard([] { QLocale::setDefault(QLocale::c()); });
    QRandomGenerator rng(31337);
    int withFacts = 0;
    for (int round = 0; round < 500; ++round) {
        const RandomResult r = randomResult(rng);
        const insights::InsightFacts facts = factsOf(r);
        const insights::Insight insight =
            insights::templateInsight(facts, {QStringLiteral("query_7"), 5});
        const insights::AllowedNumbers allowed = insights::allowedNumbers(facts);
        const insights::NumberCheck check = insights::checkNumbers(insight.markdown, allowed);
        QVERIFY2(check.ok(), qPrintable(check.unsupported.join(u',') + QStringLiteral("\n") +
                                        insight.markdown));
        withFacts += !facts.isEmpty();
        // A made-up number in the same text is caught.
        const QString fake = madeUpNumber(rng, allowed);
        const QString tampered =
            insight.markdown + QStringLiteral("\n- It will reach %1 next year.").arg(fake);
        QVERIFY2(!insights::checkNumbers(tampered, allowed).ok(), qPrintable(tampered));
        QVERIFY(insights::checkNumbers(tampered, allowed).unsupported.contains(fake));
    }
    QVERIFY(withFacts > 400);
}

void TestChartsInsights::numbersFollowTheLocale() {
    // Insight numbers are written the way the chart beside them is (German "48.210", not
    // "48,210"), and the checker reads them, and a model's German scale words, back the same way.
    const auto restore = qScopeGuard([] { QLocale::setDefault(QLocale::c()); });
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const insights::InsightFacts facts = regionFacts();
    const insights::Insight german = insights::templateInsight(facts, {QStringLiteral("query_7"), 5});
    QVERIFY2(german.markdown.contains(QLatin1String("48.210")) && !german.markdown.contains(QLatin1String("48,210")),
             qPrintable(german.markdown));
    // The total is a value of the data: written as the grid writes it, its decimal kept (91.260,5).
    QVERIFY2(german.markdown.contains(QLatin1String("91.260,5")) && german.markdown.contains(QLatin1String("52,8%")),
             qPrintable(german.markdown));
    const insights::AllowedNumbers allowed = insights::allowedNumbers(facts);
    QVERIFY(insights::checkNumbers(german.markdown, allowed).ok());
    const QList<insights::StatedNumber> read = insights::extractNumbers(QStringLiteral("rund 1,5 Mio. und 20.821.673 sowie 42,3 %"));
    QCOMPARE(read.size(), 3);
    QCOMPARE(read[0].value, 1.5e6);
    QCOMPARE(read[1].value, 20821673.0);
    QCOMPARE(read[2].value, 42.3);
    QVERIFY(read[2].percent);
    // A model that wrote English separators in a German answer: accepted only if every number holds.
    QVERIFY(insights::checkNumbers(QStringLiteral("North leads with 48,210; East 12,000."), allowed).ok());
    QVERIFY(!insights::checkNumbers(QStringLiteral("North leads with 48,210; South 99,999."), allowed).ok());
    // Mixed conventions in one text cannot be read safely either way: declined.
    QVERIFY(!insights::checkNumbers(QStringLiteral("North leads with 48,210; South 31,050.5."), allowed).ok());
    // Read the German way, "48,210" is 48.21, which nothing backs: the German text must not pass
    // a number the data does not hold just because another convention would.
    QVERIFY(!insights::checkNumbers(QStringLiteral("Nord führt mit 48,210 und 99.999."), allowed).ok());

    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    const insights::Insight chinese = insights::templateInsight(regionFacts(), {QStringLiteral("query_7"), 5});
    QVERIFY2(chinese.markdown.contains(QLatin1String("48,210")), qPrintable(chinese.markdown));
    const QList<insights::StatedNumber> wan = insights::extractNumbers(QStringLiteral("约4.8万"));
    QCOMPARE(wan.size(), 1);
    QCOMPARE(wan[0].value, 48000.0);
}

void TestChartsInsights::factsComeFromTheData() {
    // Independently of the checker: the extremes the facts name are values of the data.
    QRandomGenerator rng(4);
    for (int round = 0; round < 200; ++round) {
        const RandomResult r = randomResult(rng);
        if (r.spec.type == charts::ChartType::Scatter || !r.spec.series.isEmpty())
            continue;
        const insights::InsightFacts facts = factsOf(r);
        QList<double> ys;
        for (const db::Row &row : r.rows)
            ys << row.last().toDouble();
        for (const insights::Fact &f : facts.facts) {
            if (f.kind == insights::FactKind::Highest || f.kind == insights::FactKind::Peak)
                QCOMPARE(f.numbers.first(), *std::max_element(ys.begin(), ys.end()));
            if (f.kind == insights::FactKind::Lowest || f.kind == insights::FactKind::Trough)
                QCOMPARE(f.numbers.first(), *std::min_element(ys.begin(), ys.end()));
        }
    }
    const insights::InsightFacts regions = regionFacts();
    QVERIFY2(!regions.facts.isEmpty(), qPrintable(insights::templateInsight(regions).markdown));
    QVERIFY2(regions.facts.first().text.contains(
                 QLatin1String("**North** has the highest sum of revenue: 48,210.")),
             qPrintable(insights::templateInsight(regions).markdown));
    bool share = false;
    for (const insights::Fact &f : regions.facts)
        share = share ||
                (f.kind == insights::FactKind::Share && f.text.contains(QLatin1String("52.8%")));
    QVERIFY(share); // 48210 of 91260.5
}

// The words of a fact match what the chart shows: the top N, a total with "Other" in it, a
// relationship that is only how a column was computed, dates at the period they stand for.
void TestChartsInsights::factsSayWhatTheyDescribe() {
    const auto textOf = [](const insights::InsightFacts &f) {
        QStringList all;
        for (const insights::Fact &fact : f.facts)
            all << fact.text;
        return all.join(u'\n');
    };
    RandomResult top;
    top.spec.type = charts::ChartType::Bar;
    top.spec.x = QStringLiteral("store");
    top.spec.y = {{QStringLiteral("revenue"), charts::Aggregation::Sum, {}}};
    top.spec.limit = 3;
    top.columns = test::columnsOf({"x:text", "y0:real"});
    top.rows = {{QStringLiteral("Paris"), 900.0}, {QStringLiteral("Berlin"), 700.0}, {QStringLiteral("Rome"), 400.0}};
    QString text = textOf(factsOf(top));
    QVERIFY2(text.contains(QLatin1String("**Rome** has the lowest of the 3 shown: 400.")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("45.0% of the total of the 3 shown")), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("top 3")), qPrintable(text));

    RandomResult other = top;
    other.spec.otherBucket = true;
    other.rows << db::Row{charts::otherCategoryLabel(), 1000.0};
    text = textOf(factsOf(other));
    QVERIFY2(text.contains(QLatin1String("**Rome** has the lowest: 400.")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("of the total, “%1” included.").arg(charts::otherCategoryLabel())), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("“%1” included, add up to 3,000.").arg(charts::otherCategoryLabel())), qPrintable(text));

    RandomResult computed; // a share against the revenue it was computed from
    computed.spec.type = charts::ChartType::Scatter;
    computed.spec.x = QStringLiteral("revenue");
    computed.spec.y = {{QStringLiteral("share"), charts::Aggregation::None, {}}};
    computed.columns = test::columnsOf({"x:real", "y0:real"});
    for (double v : {100.0, 250.0, 400.0, 1250.0})
        computed.rows << db::Row{v, v / 2000.0};
    text = textOf(factsOf(computed));
    QVERIFY2(!text.contains(QLatin1String("correlation")), qPrintable(text));

    RandomResult yearly; // the query truncated dates to years itself
    yearly.spec.type = charts::ChartType::Line;
    yearly.spec.x = QStringLiteral("year_start");
    yearly.spec.y = {{QStringLiteral("revenue"), charts::Aggregation::Sum, {}}};
    yearly.columns = test::columnsOf({"x:date", "y0:real"});
    yearly.rows = {{QDate(2023, 1, 1), 10.0}, {QDate(2024, 1, 1), 30.0}, {QDate(2025, 1, 1), 20.0}};
    text = textOf(factsOf(yearly));
    QVERIFY2(text.contains(QLatin1String("from 10 in 2023 to 20 in 2025")), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("Jan")), qPrintable(text));
}

void TestChartsInsights::tableResultsHaveFacts() {
    const charts::ResultSample one =
        test::sampleOf({"revenue:real", "orders:int"}, {{1234567.5, qint64(17)}});
    const insights::InsightFacts f = insights::computeTableFacts(one);
    const insights::Insight i = insights::templateInsight(f);
    // As the grid writes the value: its decimal kept, not rounded away.
    QVERIFY2(i.markdown.contains(QLatin1String("**revenue** is 1,234,567.5.")), qPrintable(i.markdown));
    QVERIFY(insights::checkNumbers(i.markdown, insights::allowedNumbers(f)).ok());
}

void TestChartsInsights::useFakeModel(fakellm::FakeLlmServer &server, test::ServiceFixture &fx) {
    llm::LlmSettings settings;
    settings.providers = {test::fakeProvider(server, llm::ProviderKind::OpenAICompatible)};
    settings.roles.insert(llm::Role::Fast, {QStringLiteral("fake"), {}});
    fx.service->applySettings(settings);
    fx.service->setApiKey(QStringLiteral("fake"), QStringLiteral("sk-test"));
    QVERIFY(fx.service->isReady(llm::Role::Fast));
}

void TestChartsInsights::modelWithMadeUpNumberIsRejected() {
    fakellm::FakeLlmServer server;
    QVERIFY(server.listen());
    test::ServiceFixture fx;
    useFakeModel(server, fx);
    // Right facts, one invented figure.
    server.on(Match::systemContains("insights"),
              Reply::text(QStringLiteral("- **North** leads with 48,210 in revenue.\n- Revenue "
                                         "will grow to 75,300 next quarter.")));
    const insights::InsightFacts facts = regionFacts();
    const insights::Insight insight = test::await(
        agents::writeInsight(fx.service.get(), facts, {}, {QStringLiteral("by_region"), 5}));
    QVERIFY(!insight.fromModel);
    QCOMPARE(insight.unsupportedNumbers, QStringList{QStringLiteral("75,300")});
    QVERIFY(insight.rejected.contains(QLatin1String("75,300")));
    QCOMPARE(insight.markdown,
             insights::templateInsight(facts, {QStringLiteral("by_region"), 5}).markdown);
    QVERIFY(!insight.markdown.contains(QLatin1String("75,300")));
    // The model saw the facts, phrased with their numbers.
    QCOMPARE(server.requests().size(), 1);
    QVERIFY(server.requests().first().lastMessage().contains(QLatin1String("48,210")));
}

void TestChartsInsights::faithfulModelTextIsAccepted() {
    fakellm::FakeLlmServer server;
    QVERIFY(server.listen());
    test::ServiceFixture fx;
    useFakeModel(server, fx);
    // A model that rephrases the first fact it was given, keeping its numbers as written.
    server.on(Match::systemContains("insights"),
              Reply::generated([](const fakellm::RecordedRequest &request) {
                  const QString facts = request.lastMessage();
                  const QString first =
                      facts.section(QStringLiteral("\n- "), 1, 1).section(u'\n', 0, 0);
                  return QStringLiteral("- In short: %1\n- That is the main point.").arg(first);
              }));
    const insights::InsightFacts facts = regionFacts();
    const insights::Insight insight = test::await(
        agents::writeInsight(fx.service.get(), facts, {}, {QStringLiteral("by_region"), 5}));
    QVERIFY2(insight.fromModel, qPrintable(insight.rejected));
    QVERIFY(insight.markdown.startsWith(
        QLatin1String("- In short: **North** has the highest sum of revenue: 48,210.")));
    QVERIFY(insight.markdown.contains(QLatin1String("phrased by a model")));
}

void TestChartsInsights::modelFailureFallsBackToTheTemplate() {
    fakellm::FakeLlmServer server;
    QVERIFY(server.listen());
    test::ServiceFixture fx;
    useFakeModel(server, fx);
    server.on(Match::any(), Reply::emptyAnswer());
    const insights::InsightFacts facts = regionFacts();
    const insights::Insight insight = test::await(agents::writeInsight(fx.service.get(), facts));
    QVERIFY(!insight.fromModel);
    QCOMPARE(insight.markdown, insights::templateInsight(facts).markdown);
    QVERIFY(!insight.rejected.isEmpty());
}

void TestChartsInsights::noModelMeansTheTemplate() {
    const insights::InsightFacts facts = regionFacts();
    const insights::Insight insight = test::await(agents::writeInsight(nullptr, facts));
    QVERIFY(!insight.fromModel);
    QVERIFY(insight.rejected.isEmpty());
    QVERIFY(insight.markdown.contains(QLatin1String("computed from the data")));
}

QTEST_GUILESS_MAIN(TestChartsInsights)
#include "tst_charts_insights.moc"
