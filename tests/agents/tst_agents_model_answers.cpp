// What a model really writes, through the whole ask pipeline on the sample database: an answer
// cut at the token limit, thinking aloud with a draft query before the final one, keys in another
// language, an apology in prose, and a provider refusing what it was sent. Each gives the right
// cell or a clear message, never a cell with a query the model did not finish or did not mean.

#include "agentstesthelpers.h"

using namespace assay;
using namespace assay::agents;
using namespace assay::ask;
using fakellm::Match;
using fakellm::Reply;

namespace {

const QString Generator = QStringLiteral("You write one SQL query");
const QString Repairer = QStringLiteral("You fix a SQL query");

AskRequest request(const QString &question)
{
    AskRequest r;
    r.question = question;
    r.questionId = QStringLiteral("q-answers");
    r.notebookId = QStringLiteral("nb");
    r.flavor = sql::Flavor::SQLite;
    r.today = QDate(2026, 11, 21);
    r.writeInsight = false;
    r.allowClarification = false;
    return r;
}

} // namespace

class TestAgentsModelAnswers : public QObject {
    Q_OBJECT
    std::unique_ptr<db::Connection> m_db;
    std::shared_ptr<const knowledge::KnowledgeSnapshot> m_knowledge;

    AskResult askWith(test::ScriptedModel &model, const Reply &generation, const QString &question = QStringLiteral("List the stores"))
    {
        model.server.on(Match::systemContains(Generator), generation);
        model.script.linkTables = {QStringLiteral("stores")};
        model.answerByScript(); // clarifier and linker as usual; repairs give the query back
        AskEnvironment env;
        env.llm = model.service.get();
        env.knowledge = m_knowledge;
        env.connection = m_db.get();
        AskPipeline pipeline(env);
        return test::ask(pipeline, request(question));
    }

private slots:
    void initTestCase()
    {
        m_db = db::createConnection(test::sampleConfig());
        QVERIFY(!m_db->open({}));
        m_knowledge = test::sampleKnowledge(*m_db);
    }

    void anAnswerCutAtTheTokenLimitMakesNoCell()
    {
        // Valid SQL up to the cut, and wrong: the model meant store_id > 10.
        test::ScriptedModel model;
        const AskResult r = askWith(model, Reply::text(QStringLiteral("{\"explanation\": \"Stores after the first ten\", "
                                                                      "\"sql\": \"SELECT name FROM stores WHERE store_id > 1"))
                                               .withFinishReason(QStringLiteral("length")));
        QCOMPARE(r.outcome, AskResult::Outcome::Failed);
        QVERIFY(std::none_of(r.steps.begin(), r.steps.end(), [](const AskStep &s) { return s.ok(); }));
        QVERIFY2(r.message.contains(QLatin1String("cut off at the token limit")), qPrintable(r.message));
        QCOMPARE(model.requestsWith(Repairer).size(), 0); // nothing half-written was run or repaired
    }

    void thinkingAloudDoesNotLeakADraft()
    {
        test::ScriptedModel model;
        const QString final = QStringLiteral("SELECT name, city FROM stores ORDER BY name");
        const AskResult r = askWith(model, Reply::text(QStringLiteral("<think>Maybe {\"sql\": \"SELECT name FROM stores WHERE 0\"}? "
                                                                      "No: they want every store.</think>\n{\"sql\": \"%1\", "
                                                                      "\"explanation\": \"Every store\"}")
                                                           .arg(final)));
        QVERIFY2(r.answered(), qPrintable(r.message));
        QCOMPARE(r.steps.first().sql, final);
    }

    void onlyTheClosingTagIsEnough()
    {
        test::ScriptedModel model;
        // The template opened <think>; the model closes it after a fenced draft of its own.
        const AskResult r = askWith(model, Reply::text(QStringLiteral("They want the stores. Draft:\n```sql\nSELECT 1 AS draft\n```\n"
                                                                      "</think>\n\n```sql\nSELECT name FROM stores\n```")));
        QVERIFY2(r.answered(), qPrintable(r.message));
        QCOMPARE(r.steps.first().sql, QStringLiteral("SELECT name FROM stores"));
    }

    void keysInAnotherLanguageStillGiveTheQuery()
    {
        test::ScriptedModel model;
        const AskResult r = askWith(model, Reply::text(QStringLiteral("{\"consulta\": \"SELECT name FROM stores\", "
                                                                      "\"explicación\": \"Lista las tiendas\"}")));
        QVERIFY2(r.answered(), qPrintable(r.message));
        QCOMPARE(r.steps.first().sql, QStringLiteral("SELECT name FROM stores"));
    }

    void anApologyIsNotAQuery()
    {
        test::ScriptedModel model;
        const AskResult r = askWith(model, Reply::text(QStringLiteral("Sorry, I can't help with that.")));
        QCOMPARE(r.outcome, AskResult::Outcome::Failed);
        QVERIFY2(r.message.contains(QLatin1String("no SQL")), qPrintable(r.message));
        QCOMPARE(model.requestsWith(Repairer).size(), 0);
    }

    void theProvidersOwnWordsReachTheChat()
    {
        // The quota is gone: said once, in the provider's words, with what to do; not retried
        // and not asked again by later stages.
        test::ScriptedModel model;
        model.server.on(Match::any(), Reply::status(429, R"({"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}})"));
        AskEnvironment env;
        env.llm = model.service.get();
        env.knowledge = m_knowledge;
        env.connection = m_db.get();
        AskPipeline pipeline(env);
        const AskResult r = test::ask(pipeline, request(QStringLiteral("List the stores")));
        QCOMPARE(r.outcome, AskResult::Outcome::Failed);
        QVERIFY(r.modelUnreachable);
        QVERIFY2(r.message.contains(QLatin1String("You exceeded your current quota")), qPrintable(r.message));
        QVERIFY2(r.message.contains(QLatin1String("billing")), qPrintable(r.message));
        QCOMPARE(model.server.requests().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestAgentsModelAnswers)
#include "tst_agents_model_answers.moc"
