// Usage accounting: the token estimate's rule, the price table's matching, the ledger's totals per
// question, notebook and day, and the figures the service records for real calls to the fake
// server (reported by the provider, or estimated when it reports none).

#include "llmtesthelpers.h"

#include "llm/pricetable.h"
#include "llm/retrypolicy.h"
#include "llm/tokenestimator.h"
#include "llm/usageledger.h"

using namespace assay;
using fakellm::Match;
using fakellm::Reply;

class TestLlmAccounting : public QObject {
    Q_OBJECT
private slots:
    void tokenEstimateFollowsTheRule_data();
    void tokenEstimateFollowsTheRule();
    void promptEstimateAddsMessageOverhead();
    void priceTableMatchesExactThenLongestPrefix();
    void priceTableRoundTripsThroughJson();
    void retryAfterParsing_data();
    void retryAfterParsing();
    void backoffGrowsWithJitterAndCap();
    void callDeadlineRoundTripsThroughJson();
    void retryAfterBeyondTheCapSaysWhenToComeBack();
    void ledgerTotalsPerQuestionNotebookAndDay();
    void serviceRecordsReportedUsageWithCost();
    void serviceEstimatesUsageWhenNotReported();
    void failedCallsAreCountedButRefusalsCostNothing();
};

void TestLlmAccounting::tokenEstimateFollowsTheRule_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("tokens");
    QTest::newRow("empty") << QString() << 0;
    QTest::newRow("short words") << QStringLiteral("the cat sat") << 3;
    QTest::newRow("long word") << QStringLiteral("internationalization") << 4; // 20 letters / 5
    QTest::newRow("punctuation") << QStringLiteral("a, b.") << 4;
    QTest::newRow("digits in threes") << QStringLiteral("1234567") << 3;
    QTest::newRow("sql") << QStringLiteral("SELECT id FROM t;") << 6; // SELE|CT id FROM t ;
    QTest::newRow("cjk per character") << QStringLiteral("東京の売上") << 5;
    QTest::newRow("accented letters") << QStringLiteral("Köln") << 3; // K, ö (1/2 rounded up), ln
    QTest::newRow("whitespace is free") << QStringLiteral("  a \n\t b  ") << 2;
}

void TestLlmAccounting::tokenEstimateFollowsTheRule() {
    QFETCH(QString, text);
    QFETCH(int, tokens);
    QCOMPARE(llm::estimateTokens(text), tokens);
}

void TestLlmAccounting::promptEstimateAddsMessageOverhead() {
    const QList<llm::Message> messages{llm::Message::system(QStringLiteral("the cat sat")),
                                       llm::Message::user(QStringLiteral("a, b."))};
    QCOMPARE(llm::estimatePromptTokens(messages), 3 + (4 + 3) + (4 + 4));
}

void TestLlmAccounting::priceTableMatchesExactThenLongestPrefix() {
    llm::PriceTable t;
    t.setEntries({{QStringLiteral("gpt-4o"), 2.5, 10},
                  {QStringLiteral("gpt-4o-mini"), 0.15, 0.6},
                  {QStringLiteral("local"), 0, 0}});
    QCOMPARE(t.find(QStringLiteral("gpt-4o-mini-2024-07-18"))->model,
             QStringLiteral("gpt-4o-mini"));
    QCOMPARE(t.find(QStringLiteral("gpt-4o-2024-08-06"))->model, QStringLiteral("gpt-4o"));
    QCOMPARE(t.find(QStringLiteral("GPT-4O"))->model, QStringLiteral("gpt-4o"));
    QVERIFY(!t.find(QStringLiteral("claude-3-opus")));
    QCOMPARE(*t.cost(QStringLiteral("gpt-4o-mini"), 1'000'000, 500'000), 0.15 + 0.3);
    QVERIFY(!t.cost(QStringLiteral("unknown"), 10, 10));
    t.set({QStringLiteral("gpt-4o"), 5, 15});
    QCOMPARE(t.find(QStringLiteral("gpt-4o"))->inputPerMillion, 5.0);
    t.remove(QStringLiteral("gpt-4o"));
    QCOMPARE(t.entries().size(), 2);
}

void TestLlmAccounting::priceTableRoundTripsThroughJson() {
    const llm::PriceTable defaults = llm::PriceTable::defaults();
    QVERIFY(!defaults.entries().isEmpty());
    QCOMPARE(llm::PriceTable::fromJson(defaults.toJson()).entries(), defaults.entries());
}

void TestLlmAccounting::retryAfterParsing_data() {
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<qint64>("ms");
    QTest::newRow("seconds") << QByteArray("2") << qint64(2000);
    QTest::newRow("fraction") << QByteArray("0.25") << qint64(250);
    QTest::newRow("imf date") << QByteArray("Wed, 21 Oct 2015 07:28:30 GMT") << qint64(30000);
    QTest::newRow("rfc850 date") << QByteArray("Wednesday, 21-Oct-15 07:28:10 GMT")
                                 << qint64(10000);
    QTest::newRow("asctime date") << QByteArray("Wed Oct 21 07:28:05 2015") << qint64(5000);
    QTest::newRow("past date") << QByteArray("Wed, 21 Oct 2015 07:27:00 GMT") << qint64(0);
    QTest::newRow("garbage") << QByteArray("soon") << qint64(-1);
    QTest::newRow("absent") << QByteArray() << qint64(-1);
}

void TestLlmAccounting::retryAfterParsing() {
    QFETCH(QByteArray, value);
    QFETCH(qint64, ms);
    const QDateTime now(QDate(2015, 10, 21), QTime(7, 28, 0), QTimeZone::utc());
    QCOMPARE(llm::parseRetryAfter(value, now), ms);
}

void TestLlmAccounting::backoffGrowsWithJitterAndCap() {
    llm::ProviderLimits l;
    l.retryBaseDelayMs = 1000;
    l.retryMaxDelayMs = 10000;
    QCOMPARE(llm::backoffDelayMs(1, l, 0.0), qint64(500));
    QCOMPARE(llm::backoffDelayMs(1, l, 1.0), qint64(1000));
    QCOMPARE(llm::backoffDelayMs(3, l, 1.0), qint64(4000));
    QCOMPARE(llm::backoffDelayMs(10, l, 1.0), qint64(10000));     // capped
    QCOMPARE(llm::retryDelayMs(1, 7000, l, 0.5), qint64(7000));   // Retry-After wins
    QCOMPARE(llm::retryDelayMs(1, 70000, l, 0.5), qint64(10000)); // but is capped too
}

void TestLlmAccounting::callDeadlineRoundTripsThroughJson() {
    llm::ProviderLimits l;
    QCOMPARE(l.callDeadlineMs, 300000);
    l.callDeadlineMs = 4500;
    QCOMPARE(llm::ProviderLimits::fromJson(l.toJson()), l);
    // A settings file from before the deadline existed loads with the default.
    QJsonObject old = l.toJson();
    old.remove(QStringLiteral("callDeadlineMs"));
    QCOMPARE(llm::ProviderLimits::fromJson(old).callDeadlineMs, 300000);
    QCOMPARE(llm::ProviderLimits::fromJson(old).totalTimeoutMs, l.totalTimeoutMs);
    old.insert(QStringLiteral("callDeadlineMs"), 5);
    QCOMPARE(llm::ProviderLimits::fromJson(old).callDeadlineMs, 100); // clamped
}

void TestLlmAccounting::retryAfterBeyondTheCapSaysWhenToComeBack() {
    llm::ProviderLimits l;
    l.retryMaxDelayMs = 30000;
    QVERIFY(!llm::retryAfterExceedsCap(-1, l)); // no Retry-After
    QVERIFY(!llm::retryAfterExceedsCap(30000, l));
    QVERIFY(llm::retryAfterExceedsCap(30001, l));

    const QLocale saved;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany)); // 24-hour short times
    auto message = [](qint64 waitMs, QTime at, QDate on = QDate(2024, 3, 5)) {
        return llm::retryLaterMessage(waitMs, QDateTime(on, at));
    };
    const QString twoMinutes = message(120000, QTime(14, 30));
    QVERIFY2(twoMinutes.contains("wait 2 minutes") && twoMinutes.contains("after 14:32."),
             qPrintable(twoMinutes));
    // Rounded up to the minute: "after 14:32" would be ten seconds too early.
    QVERIFY(message(120000, QTime(14, 30, 10)).contains("after 14:33."));
    QVERIFY(message(500, QTime(14, 30)).contains("wait 1 second "));
    QVERIFY(message(90000, QTime(14, 30)).contains("wait 90 seconds "));
    QVERIFY(message(3 * 3600 * 1000, QTime(14, 30)).contains("wait 3 hours "));
    // Tomorrow's time carries the date.
    const QString tomorrow = message(2 * 3600 * 1000, QTime(23, 0));
    QVERIFY2(tomorrow.contains(QLocale().toString(QDate(2024, 3, 6), QLocale::ShortFormat)),
             qPrintable(tomorrow));
    QLocale::setDefault(saved);
}

void TestLlmAccounting::ledgerTotalsPerQuestionNotebookAndDay() {
    QTemporaryDir dir;
    llm::UsageLedger ledger(dir.filePath(QStringLiteral("nested/usage.sqlite")));
    QVERIFY(ledger.open().isNull());
    const QDateTime today = QDateTime::currentDateTimeUtc();
    const QDateTime lastWeek = today.addDays(-7);
    auto rec = [](QDateTime at, QString q, QString nb, int p, int c, double cost,
                  bool failed = false) {
        llm::UsageRecord r;
        r.at = at;
        r.kind = QStringLiteral("chat");
        r.model = QStringLiteral("m");
        r.questionId = q;
        r.notebookId = nb;
        r.promptTokens = p;
        r.completionTokens = c;
        r.cost = cost;
        r.priced = true;
        r.errorKind = failed ? QStringLiteral("Timed out") : QString();
        r.attempts = 1;
        return r;
    };
    QVERIFY(ledger.record(rec(today, "q1", "nb1", 100, 20, 0.01)).isNull());
    QVERIFY(ledger.record(rec(today, "q1", "nb1", 50, 10, 0.005)).isNull());
    QVERIFY(ledger.record(rec(today, "q2", "nb1", 10, 0, 0.001, true)).isNull());
    QVERIFY(ledger.record(rec(lastWeek, "q3", "nb2", 1000, 200, 0.1)).isNull());

    const llm::UsageTotals q1 = ledger.totalForQuestion(QStringLiteral("q1"));
    QCOMPARE(q1.requests, 2);
    QCOMPARE(q1.promptTokens, qint64(150));
    QCOMPARE(q1.completionTokens, qint64(30));
    QVERIFY(qAbs(q1.cost - 0.015) < 1e-9);
    const llm::UsageTotals nb1 = ledger.totalForNotebook(QStringLiteral("nb1"));
    QCOMPARE(nb1.requests, 3);
    QCOMPARE(nb1.failed, 1);
    QCOMPARE(ledger.totalForNotebook(QStringLiteral("nope")).requests, 0);

    const QDate d0 = today.toLocalTime().date();
    const auto days = ledger.totalsByDay(d0.addDays(-30), d0);
    QCOMPARE(days.size(), 2);
    QCOMPARE(days[0].key, d0.toString(Qt::ISODate));
    QCOMPARE(days[0].requests, 3);
    QCOMPARE(days[1].key, lastWeek.toLocalTime().date().toString(Qt::ISODate));
    QCOMPARE(days[1].promptTokens, qint64(1000));
    QCOMPARE(ledger.total(d0, d0).requests, 3);
    QCOMPARE(ledger.total(d0.addDays(-30), d0).requests, 4);
    QCOMPARE(ledger.recent(10).size(), 4);
    QCOMPARE(ledger.recent(10).first().questionId, QStringLiteral("q2")); // newest first

    // The file survives: a new ledger on the same path sees the same totals.
    llm::UsageLedger again(ledger.path());
    QCOMPARE(again.totalForQuestion(QStringLiteral("q1")).requests, 2);
}

void TestLlmAccounting::serviceRecordsReportedUsageWithCost() {
    fakellm::FakeLlmServer server;
    QVERIFY(server.listen());
    server.on(Match::any(), Reply::text(QStringLiteral("answer")).withUsage(1000, 500));
    test::ServiceFixture fx;
    llm::LlmSettings settings;
    settings.prices.setEntries({{QStringLiteral("fake-model"), 2.0, 8.0}});
    fx.service->applySettings(settings);
    auto provider = test::fakeProvider(server, llm::ProviderKind::OpenAICompatible);
    for (const QString &question :
         {QStringLiteral("qa"), QStringLiteral("qa"), QStringLiteral("qb")}) {
        auto request = test::ask(QStringLiteral("revenue?"));
        request.questionId = question;
        request.notebookId = QStringLiteral("nb");
        request.purpose = QStringLiteral("sql-generation");
        const llm::ChatResponse r =
            test::await(fx.service->chat(provider, QStringLiteral("k"), request));
        QVERIFY(r.ok());
        QVERIFY(r.usage.priced);
        QVERIFY(qAbs(r.usage.cost - (1000 * 2.0 + 500 * 8.0) / 1e6) < 1e-12);
    }
    const llm::UsageTotals qa = fx.service->ledger().totalForQuestion(QStringLiteral("qa"));
    QCOMPARE(qa.requests, 2);
    QCOMPARE(qa.promptTokens, qint64(2000));
    QCOMPARE(qa.completionTokens, qint64(1000));
    QCOMPARE(qa.estimatedRequests, 0);
    QVERIFY(qAbs(qa.cost - 2 * 0.006) < 1e-9);
    const llm::UsageTotals nb = fx.service->ledger().totalForNotebook(QStringLiteral("nb"));
    QCOMPARE(nb.requests, 3);
    QVERIFY(qAbs(nb.cost - 3 * 0.006) < 1e-9);
    const auto recent = fx.service->ledger().recent(1).first();
    QCOMPARE(recent.purpose, QStringLiteral("sql-generation"));
    QCOMPARE(recent.model, QStringLiteral("fake-model"));
    QCOMPARE(recent.providerId, provider.id);
}

void TestLlmAccounting::serviceEstimatesUsageWhenNotReported() {
    fakellm::FakeLlmServer server;
    QVERIFY(server.listen());
    const QString answer = QStringLiteral("Revenue by region, last year: north leads.");
    server.on(Match::any(), Reply::text(answer).withoutUsage());
    test::ServiceFixture fx;
    for (bool stream : {true, false}) {
        auto request = test::ask(QStringLiteral("what leads?"), stream);
        request.questionId = QStringLiteral("est");
        const llm::ChatResponse r =
            test::await(fx.service->chat(test::fakeProvider(server, llm::ProviderKind::Anthropic),
                                         QStringLiteral("k"), request));
        QVERIFY(r.ok());
        QVERIFY(r.usage.estimated);
        QCOMPARE(r.usage.promptTokens, llm::estimatePromptTokens(request.messages));
        QCOMPARE(r.usage.completionTokens, llm::estimateTokens(answer));
    }
    const llm::UsageTotals t = fx.service->ledger().totalForQuestion(QStringLiteral("est"));
    QCOMPARE(t.requests, 2);
    QCOMPARE(t.estimatedRequests, 2);
    QCOMPARE(t.unpricedRequests, 2); // "fake-model" has no price
}

void TestLlmAccounting::failedCallsAreCountedButRefusalsCostNothing() {
    fakellm::FakeLlmServer server;
    QVERIFY(server.listen());
    server.on(Match::any(), Reply::status(401));
    test::ServiceFixture fx;
    auto request = test::ask(QStringLiteral("x"));
    request.questionId = QStringLiteral("refused");
    const llm::ChatResponse r = test::await(
        fx.service->chat(test::fakeProvider(server, llm::ProviderKind::OpenAICompatible),
                         QStringLiteral("k"), request));
    QCOMPARE(r.error.kind, llm::LlmError::Kind::Auth);
    QCOMPARE(r.usage.totalTokens(), 0);
    const llm::UsageTotals t = fx.service->ledger().totalForQuestion(QStringLiteral("refused"));
    QCOMPARE(t.requests, 1);
    QCOMPARE(t.failed, 1);
    QCOMPARE(t.promptTokens, qint64(0));
}

QTEST_GUILESS_MAIN(TestLlmAccounting)
#include "tst_llm_accounting.moc"
