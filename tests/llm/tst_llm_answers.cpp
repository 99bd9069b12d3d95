// What models really write around the JSON and the SQL asked of them: prose, code fences, their
// thinking before the answer (<think>...</think>, only the closing tag, gpt-oss's channels), an
// answer cut at the token limit, keys in another language. Each gives the intended answer or
// nothing (with a reason) — never a query that was not the model's final word.

#include "llm/answerparsing.h"

#include <QtTest>

using namespace assay::llm;

class TestLlmAnswers : public QObject {
    Q_OBJECT
private slots:
    void jsonIsFound_data();
    void jsonIsFound();
    void noJsonSaysWhy_data();
    void noJsonSaysWhy();
    void sqlIsFound_data();
    void sqlIsFound();
    void thinkingIsSplitOff();
    void partialExplanationIsReadAsItArrives();
};

void TestLlmAnswers::jsonIsFound_data() {
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QString>("sql");
    QTest::newRow("bare") << R"({"sql": "SELECT 1"})" << "SELECT 1";
    QTest::newRow("prose around") << "Sure! Here is the query:\n{\"sql\": \"SELECT 1\"}\nHope this helps {smile}."
                                  << "SELECT 1";
    QTest::newRow("fenced") << "```json\n{\"sql\": \"SELECT 2\",}\n```" << "SELECT 2";
    // A draft inside the thinking must not win over the answer after it.
    QTest::newRow("think with a draft")
        << "<think>Maybe {\"sql\": \"SELECT region FROM orders\"}... no, revenue is in order_lines.</think>\n"
           "{\"sql\": \"SELECT region, SUM(amount) FROM order_lines GROUP BY region\"}"
        << "SELECT region, SUM(amount) FROM order_lines GROUP BY region";
    QTest::newRow("only the closing tag")
        << "The user wants revenue. Draft: {\"sql\": \"SELECT draft\"}\n</think>\n\n{\"sql\": \"SELECT final\"}" << "SELECT final";
    QTest::newRow("kimi markers") << "◁think▷{\"sql\": \"SELECT a\"}◁/think▷{\"sql\": \"SELECT b\"}" << "SELECT b";
    QTest::newRow("gpt-oss channels")
        << "<|channel|>analysis<|message|>try {\"sql\": \"SELECT a\"}<|end|><|start|>assistant<|channel|>final<|message|>{\"sql\": \"SELECT b\"}"
        << "SELECT b";
    QTest::newRow("another language") << QStringLiteral("{\"sql\": \"SELECT 1\", \"erklärung\": \"Zählt die Zeilen.\"}") << "SELECT 1";
}

void TestLlmAnswers::jsonIsFound() {
    QFETCH(QString, answer);
    QFETCH(QString, sql);
    QJsonObject o;
    QString why;
    QVERIFY2(extractJsonObject(answer, &o, &why), qPrintable(why));
    QCOMPARE(o.value(QStringLiteral("sql")).toString(), sql);
}

void TestLlmAnswers::noJsonSaysWhy_data() {
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QString>("reason");
    QTest::newRow("cut at the token limit") << R"({"sql": "SELECT region, SUM(amount) FROM sales WHERE amount > 1)" << "cut off";
    QTest::newRow("still thinking") << "<think>Let me consider {\"sql\": \"SELECT partial" << "still thinking";
    QTest::newRow("prose only") << QStringLiteral("Lo siento, no puedo responder a esta pregunta.") << "no JSON";
    QTest::newRow("nothing after thinking") << "<think>hmm</think>   " << "empty";
}

void TestLlmAnswers::noJsonSaysWhy() {
    QFETCH(QString, answer);
    QFETCH(QString, reason);
    QJsonObject o;
    QString why;
    QVERIFY(!extractJsonObject(answer, &o, &why));
    QVERIFY2(why.contains(reason), qPrintable(why));
}

void TestLlmAnswers::sqlIsFound_data() {
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QString>("sql");
    QTest::newRow("sql fence") << "Here:\n```sql\nSELECT a FROM t;\n```\nDone." << "SELECT a FROM t";
    QTest::newRow("bare statement") << "SELECT a FROM t;\n\nThis lists a." << "SELECT a FROM t";
    QTest::newRow("cte") << "WITH m AS (SELECT 1 AS x) SELECT x FROM m" << "WITH m AS (SELECT 1 AS x) SELECT x FROM m";
    QTest::newRow("keys in another language")
        << QStringLiteral("{\"consulta\": \"SELECT name FROM stores\", \"explicación\": \"Lista las tiendas.\"}") << "SELECT name FROM stores";
    QTest::newRow("json in a fence") << "```json\n{\"query\": \"SELECT 3\"}\n```" << "SELECT 3";
    // Nothing that is not a whole query the model meant:
    QTest::newRow("english prose") << "Sorry, I can't help with that." << "";
    QTest::newRow("chinese prose") << QStringLiteral("抱歉，我无法回答这个问题。") << "";
    QTest::newRow("cut json") << R"({"sql": "SELECT region, SUM(amount) FROM sales WHERE amount > 1)" << "";
    QTest::newRow("unclosed think") << "<think>\nSELECT draft FROM t" << "";
    QTest::newRow("query in the thinking only") << "<think>SELECT a FROM t</think>I do not know." << "";
    QTest::newRow("json without a query") << R"({"answer": "select the revenue column"})" << "";
}

void TestLlmAnswers::sqlIsFound() {
    QFETCH(QString, answer);
    QFETCH(QString, sql);
    QCOMPARE(extractSql(answer), sql);
}

void TestLlmAnswers::thinkingIsSplitOff() {
    ThinkingSplit s = splitThinking(QStringLiteral("<think>a</think> b "));
    QCOMPARE(s.answer, QStringLiteral("b"));
    QCOMPARE(s.thinking, QStringLiteral("<think>a"));
    QVERIFY(!s.unfinished);
    s = splitThinking(QStringLiteral("  <think>still going"));
    QVERIFY(s.unfinished);
    QVERIFY(s.answer.isEmpty());
    s = splitThinking(QStringLiteral("plain answer"));
    QCOMPARE(s.answer, QStringLiteral("plain answer"));
    QVERIFY(s.thinking.isEmpty());
}

void TestLlmAnswers::partialExplanationIsReadAsItArrives() {
    const QString json = QStringLiteral(R"({"sql": "SELECT 1", "explanation": "Sums the \"net\" rev)");
    QCOMPARE(partialJsonString(json, QStringLiteral("explanation")), QStringLiteral("Sums the \"net\" rev"));
    QCOMPARE(partialJsonString(json, QStringLiteral("sql")), QStringLiteral("SELECT 1"));
    QCOMPARE(partialJsonString(QStringLiteral(R"({"sql": "SELECT 1", "expla)"), QStringLiteral("explanation")), QString());
    QCOMPARE(partialJsonString(QStringLiteral(R"({"explanation": "caf\u00e9\nok"})"), QStringLiteral("explanation")),
             QStringLiteral("café\nok"));
    QCOMPARE(partialJsonString(QStringLiteral(R"({"explanation": "half \u00)"), QStringLiteral("explanation")), QStringLiteral("half "));
    QCOMPARE(partialJsonString(QStringLiteral("<think>{\"explanation\": \"draft\"}</think>{\"explanation\": \"final"),
                               QStringLiteral("explanation")),
             QStringLiteral("final"));
}

QTEST_GUILESS_MAIN(TestLlmAnswers)
#include "tst_llm_answers.moc"
