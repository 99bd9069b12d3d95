#include "mcpserver.h"

#include "jsonrpc.h"
#include "toolschema.h"

#include <QJsonDocument>
#include <QPointer>

namespace assay::mcp {

using namespace jsonrpc;

ToolResult ToolResult::error(const QString &message)
{
    ToolResult r;
    r.text = message;
    r.isError = true;
    return r;
}

McpServer::McpServer(McpBackend &backend, Writer writer, QString version, QObject *parent)
    : QObject(parent)
    , m_backend(backend)
    , m_write(std::move(writer))
    , m_serverVersion(std::move(version))
{
    for (const QJsonValue &t : m_backend.tools()) {
        const QJsonObject tool = t.toObject();
        m_schemas.insert(tool.value(QStringLiteral("name")).toString(), tool.value(QStringLiteral("inputSchema")).toObject());
    }
}

McpServer::~McpServer()
{
    for (Call &c : m_calls) {
        if (c.cancel)
            c.cancel();
    }
}

QStringList McpServer::supportedProtocolVersions()
{
    return {QStringLiteral("2025-11-25"), QStringLiteral("2025-06-18"), QStringLiteral("2025-03-26"), QStringLiteral("2024-11-05")};
}

void McpServer::receive(const QByteArray &line)
{
    if (line.trimmed().isEmpty())
        return;
    const Message m = parse(line);
    switch (m.kind) {
    case Message::Kind::Invalid:
        m_write(error(m.id, m.errorCode, m.errorMessage));
        return;
    case Message::Kind::Response:
        return; // we send no requests, so there is nothing to match it with
    case Message::Kind::Notification:
        handleNotification(m.method, m.params);
        return;
    case Message::Kind::Request:
        handleRequest(m.id, m.method, m.params);
        return;
    }
}

void McpServer::rejectOversized(qint64 bytes)
{
    m_write(error(QJsonValue::Null, InvalidRequest,
                  QStringLiteral("Invalid Request: a message of %1 bytes is larger than this server accepts").arg(bytes)));
}

void McpServer::handleRequest(const QJsonValue &id, const QString &method, const QJsonObject &params)
{
    if (method == u"initialize")
        return initialize(id, params);
    if (method == u"ping")
        return m_write(result(id, {}));
    if (!m_initialized)
        return m_write(error(id, InvalidRequest, QStringLiteral("Invalid Request: \"%1\" before initialize").arg(method)));
    if (m_calls.contains(idKey(id)))
        return m_write(error(id, InvalidRequest, QStringLiteral("Invalid Request: id %1 is already in use").arg(idKey(id).mid(1))));
    if (method == u"tools/list")
        return m_write(result(id, {{QStringLiteral("tools"), m_backend.tools()}}));
    if (method == u"tools/call")
        return callTool(id, params);
    if (method == u"resources/list")
        return m_write(result(id, {{QStringLiteral("resources"), m_backend.resources()}}));
    if (method == u"resources/templates/list")
        return m_write(result(id, {{QStringLiteral("resourceTemplates"), QJsonArray()}}));
    if (method == u"resources/read")
        return readResource(id, params);
    m_write(error(id, MethodNotFound, QStringLiteral("Method not found: %1").arg(method)));
}

void McpServer::handleNotification(const QString &method, const QJsonObject &params)
{
    if (method == u"notifications/initialized") {
        m_initialized = !m_version.isEmpty();
        return;
    }
    if (method == u"notifications/cancelled") {
        // Finished already, or never known: the specification says to ignore it.
        const Call call = m_calls.take(idKey(params.value(QStringLiteral("requestId"))));
        if (call.cancel)
            call.cancel();
        maybeFinish();
    }
    // Any other notification (progress, roots changed) needs nothing from us.
}

void McpServer::initialize(const QJsonValue &id, const QJsonObject &params)
{
    if (!m_version.isEmpty())
        return m_write(error(id, InvalidRequest, QStringLiteral("Invalid Request: already initialized")));
    const QJsonValue asked = params.value(QStringLiteral("protocolVersion"));
    if (!asked.isString())
        return m_write(error(id, InvalidParams, QStringLiteral("Invalid params: \"protocolVersion\" must be a string")));
    const QStringList ours = supportedProtocolVersions();
    m_version = ours.contains(asked.toString()) ? asked.toString() : ours.first();
    // Some clients send requests right after the response, before notifications/initialized.
    m_initialized = true;
    const QJsonObject capabilities{{QStringLiteral("tools"), QJsonObject{{QStringLiteral("listChanged"), false}}},
                                   {QStringLiteral("resources"), QJsonObject{{QStringLiteral("listChanged"), false},
                                                                             {QStringLiteral("subscribe"), false}}}};
    m_write(result(id, {{QStringLiteral("protocolVersion"), m_version},
                        {QStringLiteral("capabilities"), capabilities},
                        {QStringLiteral("serverInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("assay")},
                                                                   {QStringLiteral("title"), QStringLiteral("Assay")},
                                                                   {QStringLiteral("version"), m_serverVersion}}},
                        {QStringLiteral("instructions"),
                         QStringLiteral("Assay answers questions about the user's databases. Every query runs read-only "
                                        "with a row cap and a timeout; tables and columns the user keeps private never "
                                        "appear. Start with list_connections and search_schema or describe_schema.")}}));
}

void McpServer::callTool(const QJsonValue &id, const QJsonObject &params)
{
    const QJsonValue name = params.value(QStringLiteral("name"));
    if (!name.isString())
        return m_write(error(id, InvalidParams, QStringLiteral("Invalid params: \"name\" must be a string")));
    const auto schema = m_schemas.constFind(name.toString());
    if (schema == m_schemas.constEnd())
        return m_write(error(id, InvalidParams, QStringLiteral("Invalid params: unknown tool \"%1\"").arg(name.toString())));
    const QJsonValue arguments = params.value(QStringLiteral("arguments"));
    if (!arguments.isUndefined() && !arguments.isNull() && !arguments.isObject())
        return m_write(error(id, InvalidParams, QStringLiteral("Invalid params: \"arguments\" must be an object")));
    if (const QString bad = checkArguments(*schema, arguments.toObject()); !bad.isEmpty()) {
        const QString message = QStringLiteral("Invalid params for %1: %2").arg(name.toString(), bad);
        if (m_version >= QLatin1String("2025-11-25"))
            return m_write(result(id, toolResult(ToolResult::error(message))));
        return m_write(error(id, InvalidParams, message));
    }
    const QString key = idKey(id);
    const quint64 serial = m_nextSerial++;
    m_calls.insert(key, {serial, {}});
    QPointer<McpServer> self(this);
    auto cancel = m_backend.callTool(name.toString(), arguments.toObject(), [self, id, key, serial](const ToolOutcome &outcome) {
        if (!self)
            return;
        const auto it = self->m_calls.constFind(key);
        if (it == self->m_calls.constEnd() || it->serial != serial)
            return; // cancelled: never answered
        self->m_calls.erase(it);
        if (outcome.failure)
            self->m_write(error(id, outcome.failure->code, outcome.failure->message));
        else
            self->m_write(result(id, toolResult(outcome.result)));
        self->maybeFinish();
    });
    if (auto it = m_calls.find(key); it != m_calls.end() && it->serial == serial)
        it->cancel = std::move(cancel); // still running (a call may finish before returning)
}

QJsonObject McpServer::toolResult(const ToolResult &tool)
{
    QJsonObject r{{QStringLiteral("content"), QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                                     {QStringLiteral("text"), tool.text}}}},
                  {QStringLiteral("isError"), tool.isError}};
    if (!tool.structured.isEmpty())
        r.insert(QStringLiteral("structuredContent"), tool.structured);
    return r;
}

void McpServer::readResource(const QJsonValue &id, const QJsonObject &params)
{
    const QJsonValue uri = params.value(QStringLiteral("uri"));
    if (!uri.isString())
        return m_write(error(id, InvalidParams, QStringLiteral("Invalid params: \"uri\" must be a string")));
    QString why;
    const std::optional<QJsonArray> contents = m_backend.readResource(uri.toString(), &why);
    if (!contents)
        return m_write(error(id, ResourceNotFound, why, QJsonObject{{QStringLiteral("uri"), uri}}));
    m_write(result(id, {{QStringLiteral("contents"), *contents}}));
}

void McpServer::inputClosed()
{
    m_closing = true;
    const QHash<QString, Call> calls = std::exchange(m_calls, {});
    for (const Call &c : calls) {
        if (c.cancel)
            c.cancel();
    }
    maybeFinish();
}

void McpServer::maybeFinish()
{
    if (m_closing && m_calls.isEmpty())
        emit finished();
}

} // namespace assay::mcp
