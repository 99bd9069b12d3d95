#pragma once
// JSON-RPC 2.0 as MCP's stdio transport carries it: one message per line, UTF-8 JSON. A line is
// parsed into a typed Message; whatever is wrong with it is a typed error with the code the
// specification gives (parse error, invalid request), never an exception or a crash.

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace assay::mcp::jsonrpc {

enum ErrorCode {
    ParseError = -32700,
    InvalidRequest = -32600,
    MethodNotFound = -32601,
    InvalidParams = -32602,
    InternalError = -32603,
    ResourceNotFound = -32002, // MCP's code for resources/read of an unknown URI
    RequestCancelled = -32800, // LSP's code; used only when a cancelled request still gets an answer
};

struct Message {
    enum class Kind { Request, Notification, Response, Invalid };
    Kind kind = Kind::Invalid;
    QJsonValue id;     // string or number for requests and responses; null when unknown
    QString method;
    QJsonObject params; // absent params read as {}
    int errorCode = 0;  // for Kind::Invalid: ParseError or InvalidRequest
    QString errorMessage;
};

Message parse(const QByteArray &line);

// A request id as a hash key: numbers and strings never collide ("1" vs 1).
QString idKey(const QJsonValue &id);

QByteArray result(const QJsonValue &id, const QJsonObject &result);
QByteArray error(const QJsonValue &id, int code, const QString &message, const QJsonValue &data = {});
QByteArray notification(const QString &method, const QJsonObject &params);

} // namespace assay::mcp::jsonrpc
