#pragma once
// One MCP session over a line transport (the app's standard input and output). Lines go in with
// receive(); replies come out through the writer given at construction, one line each, on the
// thread that owns the server. Tool calls run asynchronously in the backend; each one in flight
// can be cancelled by the client (notifications/cancelled), and all of them when the input ends.
//
// The specification's rules that concern the protocol rather than the tools live here: the
// initialize handshake with version negotiation (the client's version when we speak it, else our
// newest), no request but ping before initialize, JSON-RPC errors for unknown methods and bad
// parameters, a tool's arguments checked against its inputSchema before it runs, and a
// cancelled request never answered.

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace assay::mcp {

// What a tool returns: text for a reader, structured content for a program. A failure the tool
// itself reports (refused SQL, a table that does not exist) is a result with isError set, as the
// specification asks, so a model can read it and try again.
struct ToolResult {
    QString text;
    QJsonObject structured;
    bool isError = false;
    static ToolResult error(const QString &message);
};

// A protocol-level failure of a call (bad parameters, unknown tool): a JSON-RPC error.
struct CallFailure {
    int code = 0;
    QString message;
};

struct ToolOutcome {
    std::optional<CallFailure> failure;
    ToolResult result;
};

class McpBackend {
public:
    using Done = std::function<void(const ToolOutcome &)>;
    virtual ~McpBackend() = default;
    virtual QJsonArray tools() const = 0; // tool definitions: name, description, inputSchema
    // Starts a call whose arguments passed the schema check. `done` is called exactly once, on
    // the server's thread, unless the call is cancelled first. Returns how to cancel it.
    virtual std::function<void()> callTool(const QString &name, const QJsonObject &arguments, Done done) = 0;
    virtual QJsonArray resources() const = 0;
    // The contents of a resource ([{uri, mimeType, text}]), or nothing with `error` set.
    virtual std::optional<QJsonArray> readResource(const QString &uri, QString *error) const = 0;
};

class McpServer : public QObject {
    Q_OBJECT
public:
    using Writer = std::function<void(const QByteArray &line)>;
    McpServer(McpBackend &backend, Writer writer, QString version, QObject *parent = nullptr);
    ~McpServer() override;

    static QStringList supportedProtocolVersions(); // newest first

    void receive(const QByteArray &line);
    void rejectOversized(qint64 bytes); // a line longer than the transport accepts
    // The input ended: cancel whatever runs; finished() follows once nothing is in flight.
    void inputClosed();
    int inFlight() const { return int(m_calls.size()); }
    QString negotiatedVersion() const { return m_version; }

signals:
    void finished();

private:
    void handleRequest(const QJsonValue &id, const QString &method, const QJsonObject &params);
    void handleNotification(const QString &method, const QJsonObject &params);
    void initialize(const QJsonValue &id, const QJsonObject &params);
    void callTool(const QJsonValue &id, const QJsonObject &params);
    void readResource(const QJsonValue &id, const QJsonObject &params);
    void maybeFinish();
    static QJsonObject toolResult(const ToolResult &tool); // the tools/call result object

    McpBackend &m_backend;
    Writer m_write;
    QString m_serverVersion;
    QString m_version; // negotiated; empty until initialize
    bool m_initialized = false;
    bool m_closing = false;
    struct Call {
        quint64 serial = 0; // tells a late answer of a cancelled call from a new call with its id
        std::function<void()> cancel;
    };
    QHash<QString, Call> m_calls; // in flight, by jsonrpc::idKey; a cancelled call leaves at once
    quint64 m_nextSerial = 1;
    QHash<QString, QJsonObject> m_schemas; // tool name -> inputSchema
};

} // namespace assay::mcp
