#pragma once
// For the agent suites: the sample database with its no-model knowledge (profiles, inferred
// keys, retrieval and value index, built once), and a scripted model behind the fake server that
// answers each ask prompt through a function the test supplies. The pipeline runs on a worker
// thread, as in the application, while the test thread serves events.

#include "fakellmclient.h"
#include "fakellmserver.h"
#include "recordedrequest.h"
#include "testsupport.h"

#include "agents/askpipeline.h"
#include "db/connection.h"
#include "knowledgebuild/contextbuilder.h"
#include "knowledge/knowledgesnapshot.h"
#include "knowledge/valueindex.h"
#include "llm/llmservice.h"
#include "llm/llmsettings.h"
#include "llm/providerconfig.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtConcurrent/QtConcurrentRun>
#include <QtTest>

#include <functional>

namespace assay::test {

inline db::ConnectionConfig sampleConfig()
{
    db::ConnectionConfig c;
    c.engine = db::Engine::SQLite;
    c.filePath = sampleDatabase();
    c.id = QStringLiteral("sample");
    return c;
}

// The knowledge Assay has about the sample database without a model.
inline std::shared_ptr<const knowledge::KnowledgeSnapshot> sampleKnowledge(db::Connection &connection)
{
    auto snap = std::make_shared<knowledge::KnowledgeSnapshot>();
    if (connection.introspect(&snap->catalog))
        qFatal("cannot read the sample catalog");
    knowledge::ContextBuilder builder(connection, snap->catalog, nullptr, nullptr, {});
    builder.build(snap->context, std::make_shared<db::CancelToken>());
    auto retriever = std::make_shared<knowledge::Retriever>();
    retriever->build(snap->context, {}, {}, knowledge::localEmbedder());
    snap->retriever = retriever;
    auto index = std::make_shared<knowledge::ValueIndex>();
    index->build(knowledge::ValueCollector(connection).collectAll(snap->context.tables, std::make_shared<db::CancelToken>()));
    snap->values = index;
    return snap;
}

// What the scripted model does for each kind of prompt. Unset functions give a sensible default.
struct Script {
    std::function<QJsonObject(const QString &question, const QString &user)> clarify; // default: as asked, one step
    QStringList linkTables; // tables the linker keeps (when shown); default: every table shown
    QHash<QString, QStringList> linkRoles; // roles the linker asks a table in
    std::function<QString(const QString &question, const QString &user)> generate;
    std::function<QString(const QString &sql, const QString &error)> repair;
    std::function<QString(const QString &conversation, int round)> tools;
};

inline QString field(const QString &text, const QString &label)
{
    const QRegularExpression re(QStringLiteral("^%1: (.*)$").arg(QRegularExpression::escape(label)), QRegularExpression::MultilineOption);
    return re.match(text).captured(1).trimmed();
}

inline QString answerFor(const Script &script, const fakellm::RecordedRequest &r)
{
    const QString system = r.lastMessage(QStringLiteral("system"));
    const QString user = r.lastMessage(QStringLiteral("user"));
    auto json = [](const QJsonObject &o) { return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)); };
    if (system.contains(QLatin1String("You are the clarifier"))) {
        const QString q = field(user, QStringLiteral("Question"));
        if (script.clarify)
            return json(script.clarify(q, user));
        return json({{QStringLiteral("rewritten"), q}, {QStringLiteral("ambiguous"), false}, {QStringLiteral("steps"), QJsonArray{q}}});
    }
    if (system.contains(QLatin1String("You select, for a question, the tables"))) {
        QJsonArray tables;
        static const QRegularExpression tableLine(QStringLiteral("^Table (\\S+)"), QRegularExpression::MultilineOption);
        for (auto it = tableLine.globalMatch(user); it.hasNext();) {
            const QString name = it.next().captured(1);
            if (script.linkTables.isEmpty() || script.linkTables.contains(name))
                tables.append(QJsonObject{{QStringLiteral("name"), name},
                                          {QStringLiteral("columns"), QJsonArray{}},
                                          {QStringLiteral("roles"), QJsonArray::fromStringList(script.linkRoles.value(name))}});
        }
        return json({{QStringLiteral("tables"), tables}});
    }
    if (system.contains(QLatin1String("You write one SQL query"))) {
        const QString q = field(user, QStringLiteral("Question"));
        return json({{QStringLiteral("sql"), script.generate ? script.generate(q, user) : QStringLiteral("SELECT 1 AS one")},
                     {QStringLiteral("explanation"), QStringLiteral("scripted")}});
    }
    if (system.contains(QLatin1String("You fix a SQL query"))) {
        const QString sql = user.section(QStringLiteral("The query:\n"), 1).section(QStringLiteral("\n\nWhat went wrong:"), 0, 0);
        const QString error = user.section(QStringLiteral("What went wrong:\n"), 1);
        return json({{QStringLiteral("sql"), script.repair ? script.repair(sql, error) : sql}, {QStringLiteral("explanation"), QStringLiteral("repaired")}});
    }
    if (system.contains(QLatin1String("by exploring the database with tools"))) {
        int round = 0;
        for (const fakellm::RecordedRequest::Message &m : r.messages())
            round += m.role == u"user" && m.content.startsWith(QLatin1String("Observation:")) ? 1 : 0;
        QString all;
        for (const fakellm::RecordedRequest::Message &m : r.messages())
            all += m.role + QStringLiteral(": ") + m.content + QLatin1Char('\n');
        return script.tools ? script.tools(all, round) : QStringLiteral("Action: Answer(SELECT 1)");
    }
    return QStringLiteral("I cannot help with that.");
}

struct ScriptedModel {
    QTemporaryDir dir;
    fakellm::FakeLlmServer server;
    std::unique_ptr<llm::LlmService> service;
    Script script;

    explicit ScriptedModel(int totalTimeoutMs = 20000)
    {
        if (!server.listen())
            qFatal("the fake model server cannot listen");
        llm::ProviderLimits limits = fakellm::localLimits();
        limits.totalTimeoutMs = totalTimeoutMs;
        service = fakellm::serviceOnFakeServer(dir.path(), server, limits);
    }

    void answerByScript(int delayMs = 0)
    {
        server.on(fakellm::Match::path(QStringLiteral("/v1/chat/completions")),
                  fakellm::Reply::generated([this](const fakellm::RecordedRequest &r) { return answerFor(script, r); }).withDelay(delayMs));
    }

    QList<fakellm::RecordedRequest> requestsWith(const QString &systemPhrase) const
    {
        QList<fakellm::RecordedRequest> out;
        for (const fakellm::RecordedRequest &r : server.requests(QStringLiteral("/v1/chat/completions"))) {
            if (r.lastMessage(QStringLiteral("system")).contains(systemPhrase))
                out << r;
        }
        return out;
    }
};

// Runs the pipeline on a worker (it blocks on model futures there) and waits with events served.
inline ask::AskResult ask(agents::AskPipeline &pipeline, const ask::AskRequest &request, db::CancelTokenPtr cancel = {},
                             agents::AskPipeline::Observer observer = {})
{
    if (!cancel)
        cancel = std::make_shared<db::CancelToken>();
    QFuture<ask::AskResult> f = QtConcurrent::run([&] { return pipeline.run(request, cancel, observer); });
    while (!f.isFinished())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return f.result();
}

} // namespace assay::test
