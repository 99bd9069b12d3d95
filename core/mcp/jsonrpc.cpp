#include "jsonrpc.h"

#include <cmath>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace assay::mcp::jsonrpc {
namespace {

Message invalid(int code, const QString &message, const QJsonValue &id = QJsonValue::Null)
{
    Message m;
    m.kind = Message::Kind::Invalid;
    m.errorCode = code;
    m.errorMessage = message;
    m.id = id;
    return m;
}

// A JSON-RPC id: a string or an integer. A number is checked against the range first: casting
// 2.2e34 to qint64 is undefined behaviour (the fuzzer found it), not merely a wrong value.
bool validId(const QJsonValue &id)
{
    if (id.isString())
        return true;
    if (!id.isDouble())
        return false;
    const double d = id.toDouble();
    constexpr double limit = 9007199254740992.0; // 2^53: every integer up to it is exact in a double
    return std::isfinite(d) && std::abs(d) <= limit && d == std::trunc(d);
}

QByteArray line(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace

Message parse(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        return invalid(ParseError, QStringLiteral("Parse error: %1 at byte %2").arg(error.errorString()).arg(error.offset));
    if (doc.isArray())
        return invalid(InvalidRequest, QStringLiteral("Invalid Request: batches are not supported; send one message per line"));
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("jsonrpc")).toString() != u"2.0")
        return invalid(InvalidRequest, QStringLiteral("Invalid Request: \"jsonrpc\" must be \"2.0\""),
                       validId(o.value(QStringLiteral("id"))) ? o.value(QStringLiteral("id")) : QJsonValue::Null);
    const bool hasId = o.contains(QStringLiteral("id"));
    const QJsonValue id = o.value(QStringLiteral("id"));
    if (hasId && !validId(id))
        return invalid(InvalidRequest, QStringLiteral("Invalid Request: \"id\" must be a string or an integer"));
    const QJsonValue method = o.value(QStringLiteral("method"));
    Message m;
    m.id = hasId ? id : QJsonValue(QJsonValue::Null);
    if (method.isUndefined()) {
        if (hasId && (o.contains(QStringLiteral("result")) || o.contains(QStringLiteral("error")))) {
            m.kind = Message::Kind::Response;
            return m;
        }
        return invalid(InvalidRequest, QStringLiteral("Invalid Request: no \"method\""), m.id);
    }
    if (!method.isString() || method.toString().isEmpty())
        return invalid(InvalidRequest, QStringLiteral("Invalid Request: \"method\" must be a string"), m.id);
    m.method = method.toString();
    const QJsonValue params = o.value(QStringLiteral("params"));
    if (!params.isUndefined() && !params.isNull() && !params.isObject())
        return invalid(InvalidRequest, QStringLiteral("Invalid Request: \"params\" must be an object"), m.id);
    m.params = params.toObject();
    m.kind = hasId ? Message::Kind::Request : Message::Kind::Notification;
    return m;
}

QString idKey(const QJsonValue &id)
{
    if (id.isString())
        return QLatin1Char('s') + id.toString();
    if (id.isDouble()) // integers only reach here (validId); anything else keeps its digits
        return QLatin1Char('n') + (validId(id) ? QString::number(qint64(id.toDouble())) : QString::number(id.toDouble(), 'g', 17));
    return QString();
}

QByteArray result(const QJsonValue &id, const QJsonObject &result)
{
    return line({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id}, {QStringLiteral("result"), result}});
}

QByteArray error(const QJsonValue &id, int code, const QString &message, const QJsonValue &data)
{
    QJsonObject e{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}};
    if (!data.isUndefined() && !data.isNull())
        e.insert(QStringLiteral("data"), data);
    return line({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id}, {QStringLiteral("error"), e}});
}

QByteArray notification(const QString &method, const QJsonObject &params)
{
    return line({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("method"), method}, {QStringLiteral("params"), params}});
}

} // namespace assay::mcp::jsonrpc
