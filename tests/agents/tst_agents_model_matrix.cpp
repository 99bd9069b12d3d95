// Today's models, measured: the ask pipeline against a stand-in that answers as the services
// document them in December 2026 (tests/fakellm strict modes: reasoning and adaptive thinking that
// spend the output budget, temperatures refused, retired models answering 404), one model at a
// time, each as a fresh installation that runs two sessions. It prints, per model, the share of the
// pipeline's model calls that came back with an answer and the requests the provider refused:
//
//   model_calls_answered <model> <share>  (calls that came back with usable text / all calls)
//   model_refusals <model> <count>        (requests refused with a 4xx, over both sessions)
//
// The models named in issue 46 are the tuning set; four more of the same families, never looked at
// while the budgets and efforts were chosen, are the held-out set. Both must reach 0.95 with at
// most one refusal per model and installation.

#include "agentstesthelpers.h"

#include <QCoreApplication>
#include <QSettings>

#if __has_include("llm/responsesprovider.h")
#define ASSAY_MATRIX_HAS_RESPONSES 1 // the client knows the Responses API and keeps what it learns
#endif

using namespace assay;

namespace {

struct Case {
    QString model;
    bool anthropic = false;
    bool heldOut = false;
};

QList<Case> cases() {
    return {
        {QStringLiteral("gpt-6.1-terra"), false, false},
        {QStringLiteral("claude-opus-5-5"), true, false},
        {QStringLiteral("claude-sonnet-5-5"), true, false},
        {QStringLiteral("gpt-4.1"), false, false},
        {QStringLiteral("gpt-6-luna"), false, true},
        {QStringLiteral("claude-haiku-5-5"), true, true},
        {QStringLiteral("claude-fable-5-1"), true, true},
        {QStringLiteral("gpt-6.1-sol"), false, true},
    };
}

// Questions on the sample database; what the SQL says does not matter here, only that every call
// the pipeline makes gets an answer.
const QStringList Questions{
    QStringLiteral("What is the revenue by region?"),
    QStringLiteral("How many orders were placed each month in 2024?"),
    QStringLiteral("Which ten customers spent the most?"),
    QStringLiteral("What is the average order value by store?"),
};

ask::AskRequest request(const QString &question, int n) {
    ask::AskRequest r;
    r.question = question;
    r.questionId = QStringLiteral("q%1").arg(n);
    r.notebookId = QStringLiteral("nb");
    r.flavor = sql::Flavor::SQLite;
    r.today = QDate(2026, 12, 7);
    return r;
}

struct Figures {
    int calls = 0;
    int answered = 0;
    int refusals = 0;
};

} // namespace

class TestAgentsModelMatrix : public QObject {
    Q_OBJECT
    std::unique_ptr<db::Connection> m_db;
    std::shared_ptr<const knowledge::KnowledgeSnapshot> m_knowledge;

    // One session of an installation: a service (learned facts kept in the installation's
    // settings), the pipeline over every question.
    void runSession(const Case &c, fakellm::FakeLlmServer &server, const QString &stateDir,
                    int session, Figures &f) {
        llm::LlmService::Options o;
        o.ledgerPath = QDir(stateDir).filePath(QStringLiteral("usage-%1.sqlite").arg(session));
        o.logDirectory = QDir(stateDir).filePath(QStringLiteral("logs"));
#ifdef ASSAY_MATRIX_HAS_RESPONSES
        o.rememberAcrossSessions = true;
#endif
        llm::LlmService service(o);
        llm::ProviderConfig p;
        p.id = QStringLiteral("provider");
        p.name = c.anthropic ? QStringLiteral("Anthropic") : QStringLiteral("OpenAI");
        p.kind = c.anthropic ? llm::ProviderKind::Anthropic : llm::ProviderKind::OpenAICompatible;
        p.baseUrl = server.baseUrl() + QStringLiteral("/v1");
        p.model = c.model;
        p.limits = fakellm::localLimits();
#ifdef ASSAY_MATRIX_HAS_RESPONSES
        // What Automatic chooses on api.openai.com (the stand-in is on loopback, so it is named).
        if (!c.anthropic)
            p.api = llm::WireApi::Responses;
#endif
        llm::LlmSettings settings;
        settings.providers << p;
        settings.roles.insert(llm::Role::Fast, {p.id, {}});
        settings.roles.insert(llm::Role::Reasoning, {p.id, {}});
        service.applySettings(settings);
        service.setApiKey(p.id, QStringLiteral("sk-test"));

        agents::AskEnvironment env;
        env.llm = &service;
        env.knowledge = m_knowledge;
        env.connection = m_db.get();
        agents::AskPipeline pipeline(env);
        for (int i = 0; i < Questions.size(); ++i)
            test::ask(pipeline, request(Questions[i], session * 100 + i));
        for (const llm::UsageRecord &r : service.ledger().recent(10000)) {
            ++f.calls;
            f.answered += r.errorKind.isEmpty() ? 1 : 0;
        }
    }

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("assay-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_agents_model_matrix"));
        m_db = db::createConnection(test::sampleConfig());
        QVERIFY(!m_db->open({}));
        m_knowledge = test::sampleKnowledge(*m_db);
    }

    void everyModelAnswers_data() {
        QTest::addColumn<int>("index");
        const QList<Case> all = cases();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(qPrintable(
                (all[i].heldOut ? QStringLiteral("held-out ") : QStringLiteral("tuning ")) +
                all[i].model))
                << i;
    }

    void everyModelAnswers() {
        QFETCH(int, index);
        const Case c = cases().at(index);
        QSettings().remove(QStringLiteral("llm/learned")); // a fresh installation
        QTemporaryDir dir;
        fakellm::FakeLlmServer server;
        QVERIFY(server.listen());
        server.behaveLike(c.anthropic ? fakellm::Service::Anthropic : fakellm::Service::OpenAI);
        server.setModels({c.model});
        server.setToday(QDate(2026, 12, 7));
        test::Script script;
        script.generate = [](const QString &, const QString &) {
            return QStringLiteral("SELECT COUNT(*) AS orders FROM orders");
        };
        server.on(fakellm::Match::any(),
                  fakellm::Reply::generated([script](const fakellm::RecordedRequest &r) {
                      return test::answerFor(script, r);
                  }));

        Figures f;
        runSession(c, server, dir.path(), 1, f);
        runSession(c, server, dir.path(), 2, f);

        fakellm::ServerFacts facts;
        facts.models = {c.model};
        facts.today = QDate(2026, 12, 7);
        const fakellm::Service service =
            c.anthropic ? fakellm::Service::Anthropic : fakellm::Service::OpenAI;
        for (const fakellm::RecordedRequest &r : server.requests())
            f.refusals += fakellm::refusalFor(service, r, facts).has_value() ? 1 : 0;

        const double share = f.calls > 0 ? double(f.answered) / f.calls : 0.0;
        const QString set = c.heldOut ? QStringLiteral("held-out") : QStringLiteral("tuning");
        printf("model_calls_answered %s %s %.2f\n", qPrintable(set), qPrintable(c.model), share);
        printf("model_calls %s %s %d\n", qPrintable(set), qPrintable(c.model), f.calls);
        printf("model_refusals %s %s %d\n", qPrintable(set), qPrintable(c.model), f.refusals);
        fflush(stdout);
        QVERIFY(f.calls >= Questions.size() * 2 * 3); // clarify, link, generate at the least
        QVERIFY2(share >= 0.95, qPrintable(QStringLiteral("%1: %2 of %3 calls answered")
                                               .arg(c.model)
                                               .arg(f.answered)
                                               .arg(f.calls)));
        QVERIFY2(
            f.refusals <= 1,
            qPrintable(QStringLiteral("%1: %2 refused requests").arg(c.model).arg(f.refusals)));
    }
};

QTEST_MAIN(TestAgentsModelMatrix)
#include "tst_agents_model_matrix.moc"
