#include "recordedrequest.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace assay::fakellm {

namespace {

// Anthropic content may be a string or a list of blocks.
QString contentText(const QJsonValue &content) {
    if (content.isString())
        return content.toString();
    QString text;
    for (const QJsonValue &block : content.toArray()) {
        const QJsonObject b = block.toObject();
        if (b.value(QStringLiteral("type")).toString() == QLatin1String("text"))
            text += b.value(QStringLiteral("text")).toString();
    }
    return text;
}

} // namespace

QJsonObject RecordedRequest::json() const {
    return QJsonDocument::fromJson(body).object();
}

QString RecordedRequest::model() const {
    return json().value(QStringLiteral("model")).toString();
}

bool RecordedRequest::wantsStream() const {
    return json().value(QStringLiteral("stream")).toBool(protocol() == Protocol::OllamaNative);
}

QString RecordedRequest::azureDeployment() const {
    static const QString prefix = QStringLiteral("/openai/deployments/");
    if (!path.startsWith(prefix))
        return {};
    return path.mid(prefix.size()).section(QLatin1Char('/'), 0, 0);
}

QList<RecordedRequest::Message> RecordedRequest::messages() const {
    QList<Message> out;
    const QJsonObject o = json();
    const QJsonValue system = o.value(QStringLiteral("system"));
    if (!system.isUndefined() && !system.isNull())
        out.append({QStringLiteral("system"), contentText(system)});
    for (const QJsonValue &v : o.value(QStringLiteral("messages")).toArray()) {
        const QJsonObject m = v.toObject();
        out.append({m.value(QStringLiteral("role")).toString(),
                    contentText(m.value(QStringLiteral("content")))});
    }
    return out;
}

QString RecordedRequest::lastMessage() const {
    const QList<Message> all = messages();
    if (!all.isEmpty())
        return all.last().content;
    const QStringList inputs = embeddingInputs();
    return inputs.isEmpty() ? QString() : inputs.last();
}

QString RecordedRequest::lastMessage(const QString &role) const {
    const QList<Message> all = messages();
    for (auto it = all.crbegin(); it != all.crend(); ++it) {
        if (it->role == role)
            return it->content;
    }
    return {};
}

QStringList RecordedRequest::embeddingInputs() const {
    const QJsonValue input = json().value(QStringLiteral("input"));
    if (input.isString())
        return {input.toString()};
    QStringList out;
    for (const QJsonValue &v : input.toArray())
        out.append(v.toString());
    return out;
}

RecordedRequest::Protocol RecordedRequest::protocol() const {
    if (path.endsWith(QLatin1String("/messages")))
        return Protocol::Anthropic;
    if (path.endsWith(QLatin1String("/chat/completions")))
        return Protocol::OpenAI;
    if (path == QLatin1String("/api/chat"))
        return Protocol::OllamaNative;
    return Protocol::Unknown;
}

} // namespace assay::fakellm
