// The protocol side of `assay mcp` without a process or a database: JSON-RPC messages parsed into
// types (and every malformed kind answered with its error code), the initialize handshake and
// version negotiation, requests before initialize, arguments checked against a tool's schema
// (an error before 2025-11-25, an isError result from it on), cancellation that leaves no answer,
// and the end of input waiting for nothing once everything is cancelled.

#include "mcp/jsonrpc.h"
#include "mcp/mcpserver.h"
#include "mcp/toolschema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QtTest>

using namespace assay::mcp;

namespace {

// One tool "echo" {text: string (required), times: integer 1..3}; "slow" never finishes by itself.
class FakeBackend : public McpBackend {
public:
    int cancelled = 0;
    QList<Done> pending;

    QJsonArray tools() const override
    {
        const QJsonObject echoSchema{{"type", "object"},
                                     {"properties", QJsonObject{{"text", QJsonObject{{"type", "string"}}},
                                                                {"times", QJsonObject{{"type", "integer"}, {"minimum", 1}, {"maximum", 3}}}}},
                                     {"required", QJsonArray{"text"}}};
        return {QJsonObject{{"name", "echo"}, {"inputSchema", echoSchema}},
                QJsonObject{{"name", "slow"}, {"inputSchema", QJsonObject{{"type", "object"}}}}};
    }
    std::function<void()> callTool(const QString &name, const QJsonObject &arguments, Done done) override
    {
        if (name == u"slow") {
            pending << done;
            return [this] { ++cancelled; };
        }
        ToolResult r;
        r.text = arguments.value("text").toString().repeated(arguments.value("times").toInt(1));
        r.structured = {{"echo", r.text}};
        done({std::nullopt, r});
        return {};
    }
    QJsonArray resources() const override { return {QJsonObject{{"uri", "file:///nb.assaynb"}, {"name", "nb"}}}; }
    std::optional<QJsonArray> readResource(const QString &uri, QString *error) const override
    {
        if (uri == u"file:///nb.assaynb")
            return QJsonArray{QJsonObject{{"uri", uri}, {"text", "cells"}}};
        *error = QStringLiteral("no resource %1").arg(uri);
        return std::nullopt;
    }
};

struct Session {
    FakeBackend backend;
    QList<QJsonObject> out;
    McpServer server{backend, [this](const QByteArray &line) {
                         QVERIFY(line.endsWith('\n'));
                         QVERIFY(!line.chopped(1).contains('\n')); // one message per line
                         out << QJsonDocument::fromJson(line).object();
                     },
                     QStringLiteral("1.0")};

    QJsonObject request(const QJsonValue &id, const QString &method, const QJsonObject &params = {})
    {
        const qsizetype before = out.size();
        server.receive(QJsonDocument(QJsonObject{{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", params}}).toJson(QJsonDocument::Compact));
        return out.size() > before ? out.last() : QJsonObject();
    }
    void notify(const QString &method, const QJsonObject &params = {})
    {
        server.receive(QJsonDocument(QJsonObject{{"jsonrpc", "2.0"}, {"method", method}, {"params", params}}).toJson(QJsonDocument::Compact));
    }
    QJsonObject initialize(const QString &version = QStringLiteral("2025-06-18"))
    {
        const QJsonObject r = request(0, "initialize", {{"protocolVersion", version}, {"capabilities", QJsonObject()},
                                                        {"clientInfo", QJsonObject{{"name", "test"}, {"version", "1"}}}});
        notify("notifications/initialized");
        return r;
    }
    QJsonObject call(int id, const QString &tool, const QJsonObject &arguments)
    {
        return request(id, "tools/call", {{"name", tool}, {"arguments", arguments}});
    }
};

int errorCode(const QJsonObject &reply)
{
    return reply.value("error").toObject().value("code").toInt();
}

} // namespace

class TestMcpProtocol : public QObject {
    Q_OBJECT
private slots:
    void malformedMessages_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("code");
        QTest::newRow("not json") << QByteArray("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ") << int(jsonrpc::ParseError);
        QTest::newRow("garbage") << QByteArray("\xff\xfe\x00garbage", 10) << int(jsonrpc::ParseError);
        QTest::newRow("batch") << QByteArray("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]") << int(jsonrpc::InvalidRequest);
        QTest::newRow("no version") << QByteArray("{\"id\":1,\"method\":\"ping\"}") << int(jsonrpc::InvalidRequest);
        QTest::newRow("wrong version") << QByteArray("{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"ping\"}") << int(jsonrpc::InvalidRequest);
        QTest::newRow("object id") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"ping\"}") << int(jsonrpc::InvalidRequest);
        QTest::newRow("fractional id") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}") << int(jsonrpc::InvalidRequest);
        // Beyond any integer a double holds exactly (the fuzzer's 2.2e34 was undefined behaviour).
        QTest::newRow("huge id") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":22222222222222222222222222222222222,\"method\":\"ping\"}")
                                 << int(jsonrpc::InvalidRequest);
        QTest::newRow("method not a string") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":7}") << int(jsonrpc::InvalidRequest);
        QTest::newRow("params an array") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":[1]}") << int(jsonrpc::InvalidRequest);
        QTest::newRow("a bare number") << QByteArray("42") << int(jsonrpc::ParseError);
    }
    void malformedMessages()
    {
        QFETCH(QByteArray, line);
        QFETCH(int, code);
        Session s;
        s.server.receive(line);
        QCOMPARE(s.out.size(), 1);
        QCOMPARE(errorCode(s.out.first()), code);
        QVERIFY(!s.out.first().value("error").toObject().value("message").toString().isEmpty());
        // The session goes on: a good message after a bad one is answered.
        QCOMPARE(s.initialize().value("result").toObject().value("protocolVersion").toString(), QStringLiteral("2025-06-18"));
    }

    void versionNegotiation_data()
    {
        QTest::addColumn<QString>("asked");
        QTest::addColumn<QString>("agreed");
        QTest::newRow("newest") << "2025-11-25" << "2025-11-25";
        QTest::newRow("older, spoken") << "2024-11-05" << "2024-11-05";
        QTest::newRow("unknown: ours") << "2023-01-01" << McpServer::supportedProtocolVersions().first();
        QTest::newRow("future: ours") << "2099-01-01" << McpServer::supportedProtocolVersions().first();
    }
    void versionNegotiation()
    {
        QFETCH(QString, asked);
        QFETCH(QString, agreed);
        Session s;
        const QJsonObject r = s.initialize(asked).value("result").toObject();
        QCOMPARE(r.value("protocolVersion").toString(), agreed);
        QCOMPARE(r.value("serverInfo").toObject().value("name").toString(), QStringLiteral("assay"));
        QVERIFY(r.value("capabilities").toObject().contains("tools"));
        QVERIFY(r.value("capabilities").toObject().contains("resources"));
    }

    void onlyPingBeforeInitialize()
    {
        Session s;
        QVERIFY(s.request(1, "ping").contains("result"));
        QCOMPARE(errorCode(s.request(2, "tools/list")), int(jsonrpc::InvalidRequest));
        QCOMPARE(errorCode(s.call(3, "echo", {{"text", "x"}})), int(jsonrpc::InvalidRequest));
        s.initialize();
        QCOMPARE(s.request(4, "tools/list").value("result").toObject().value("tools").toArray().size(), 2);
        QCOMPARE(errorCode(s.request(5, "initialize", {{"protocolVersion", "2025-06-18"}})), int(jsonrpc::InvalidRequest));
        QCOMPARE(errorCode(s.request(6, "no/such/method")), int(jsonrpc::MethodNotFound));
        const qsizetype before = s.out.size();
        s.notify("notifications/whatever"); // notifications are never answered
        s.server.receive(R"({"jsonrpc":"2.0","id":99,"result":{}})"); // nor are responses
        QCOMPARE(s.out.size(), before);
    }

    void toolCalls()
    {
        Session s;
        s.initialize();
        const QJsonObject ok = s.call(1, "echo", {{"text", "ab"}, {"times", 2}}).value("result").toObject();
        QCOMPARE(ok.value("isError").toBool(), false);
        QCOMPARE(ok.value("structuredContent").toObject().value("echo").toString(), QStringLiteral("abab"));
        QCOMPARE(ok.value("content").toArray().first().toObject().value("type").toString(), QStringLiteral("text"));
        QCOMPARE(s.call(2, "echo", {{"text", "a"}}).value("id").toInt(), 2); // the id comes back
        QCOMPARE(s.request("str-id", "ping").value("id").toString(), QStringLiteral("str-id"));
        QCOMPARE(errorCode(s.call(3, "nope", {})), int(jsonrpc::InvalidParams));
        QCOMPARE(errorCode(s.request(4, "tools/call", {{"name", 5}})), int(jsonrpc::InvalidParams));
        QCOMPARE(errorCode(s.request(5, "tools/call", {{"name", "echo"}, {"arguments", "text"}})), int(jsonrpc::InvalidParams));
        QCOMPARE(errorCode(s.request(6, "resources/read", {{"uri", "file:///other"}})), int(jsonrpc::ResourceNotFound));
        QCOMPARE(s.request(7, "resources/read", {{"uri", "file:///nb.assaynb"}}).value("result").toObject().value("contents").toArray().size(), 1);
    }

    void argumentsCheckedAgainstTheSchema_data()
    {
        QTest::addColumn<QJsonObject>("arguments");
        QTest::addColumn<QString>("says");
        QTest::newRow("missing") << QJsonObject{} << "missing argument \"text\"";
        QTest::newRow("wrong type") << QJsonObject{{"text", 5}} << "\"text\" must be a string";
        QTest::newRow("not an integer") << QJsonObject{{"text", "a"}, {"times", 1.5}} << "\"times\" must be an integer";
        QTest::newRow("too small") << QJsonObject{{"text", "a"}, {"times", 0}} << "\"times\" must be at least 1";
        QTest::newRow("too large") << QJsonObject{{"text", "a"}, {"times", 9}} << "\"times\" must be at most 3";
        QTest::newRow("unknown") << QJsonObject{{"text", "a"}, {"colour", "red"}} << "unknown argument \"colour\"";
    }
    void argumentsCheckedAgainstTheSchema()
    {
        QFETCH(QJsonObject, arguments);
        QFETCH(QString, says);
        {
            Session s; // before 2025-11-25: a JSON-RPC error
            s.initialize("2025-06-18");
            const QJsonObject r = s.call(1, "echo", arguments);
            QCOMPARE(errorCode(r), int(jsonrpc::InvalidParams));
            QVERIFY2(r.value("error").toObject().value("message").toString().contains(says), qPrintable(r.value("error").toObject().value("message").toString()));
        }
        Session s; // from 2025-11-25: a result the model can read (SEP-1303)
        s.initialize("2025-11-25");
        const QJsonObject r = s.call(1, "echo", arguments).value("result").toObject();
        QVERIFY(r.value("isError").toBool());
        QVERIFY(r.value("content").toArray().first().toObject().value("text").toString().contains(says));
    }

    void cancelledCallIsNeverAnswered()
    {
        Session s;
        s.initialize();
        const qsizetype before = s.out.size();
        s.call(1, "slow", {});
        QCOMPARE(s.server.inFlight(), 1);
        QCOMPARE(errorCode(s.call(1, "echo", {{"text", "a"}})), int(jsonrpc::InvalidRequest)); // id 1 is in use
        s.notify("notifications/cancelled", {{"requestId", 1}, {"reason", "user"}});
        QCOMPARE(s.backend.cancelled, 1);
        QCOMPARE(s.server.inFlight(), 0);
        s.notify("notifications/cancelled", {{"requestId", 1}}); // twice, or unknown: ignored
        s.notify("notifications/cancelled", {{"requestId", 42}});
        QCOMPARE(s.backend.cancelled, 1);
        // The id may be used again; the cancelled call's late answer is dropped, the new one kept.
        s.call(1, "slow", {});
        s.backend.pending.first()({std::nullopt, ToolResult::error("late")});
        QCOMPARE(s.out.size(), before + 1); // only the "id in use" error
        s.backend.pending.last()({std::nullopt, ToolResult::error("new")});
        QCOMPARE(s.out.size(), before + 2);
        QCOMPARE(s.out.last().value("result").toObject().value("content").toArray().first().toObject().value("text").toString(), QStringLiteral("new"));
    }

    void endOfInputCancelsAndFinishes()
    {
        Session s;
        s.initialize();
        s.call(1, "slow", {});
        s.call(2, "slow", {});
        QSignalSpy finished(&s.server, &McpServer::finished);
        s.server.inputClosed();
        QCOMPARE(s.backend.cancelled, 2);
        QCOMPARE(finished.count(), 1);
    }

    void oversizedLineIsAnError()
    {
        Session s;
        s.server.rejectOversized(20'000'000);
        QCOMPARE(errorCode(s.out.last()), int(jsonrpc::InvalidRequest));
        QVERIFY(s.out.last().value("id").isNull());
    }

    void largeRequestIsHandled()
    {
        Session s;
        s.initialize();
        const QString big(10 * 1024 * 1024, QLatin1Char('x')); // a 10 MB argument
        const QJsonObject r = s.call(1, "echo", {{"text", big}}).value("result").toObject();
        QCOMPARE(r.value("structuredContent").toObject().value("echo").toString().size(), big.size());
    }
};

QTEST_GUILESS_MAIN(TestMcpProtocol)
#include "tst_mcp_protocol.moc"
