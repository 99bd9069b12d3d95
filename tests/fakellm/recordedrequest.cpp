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
    if (path.startsWith(QLatin1String("/openai/v1/")))
        return model(); // Azure's v1 surface names the deployment in the body
    if (!path.startsWith(prefix))
        return {};
    return path.mid(prefix.size()).section(QLatin1Char('/'), 0, 0);
}

QList<RecordedRequest::Message> RecordedRequest::messages() const {
    QList<Message> out;
    const QJsonObject o = json();
    if (protocol() == Protocol::Responses) {
        // "instructions" is the system prompt; "input" a string or a list of messages.
        if (o.contains(QStringLiteral("instructions")))
            out.append({QStringLiteral("system"), o.value(QStringLiteral("instructions")).toString()});
        const QJsonValue input = o.value(QStringLiteral("input"));
        if (input.isString())
            out.append({QStringLiteral("user"), input.toString()});
        for (const QJsonValue &v : input.toArray()) {
            const QJsonObject m = v.toObject();
            QString text = contentText(m.value(QStringLiteral("content")));
            for (const QJsonValue &part : m.value(QStringLiteral("content")).toArray())
                text += part.toObject().value(QStringLiteral("text")).toString(); // input_text parts
            out.append({m.value(QStringLiteral("role")).toString(), text});
        }
        return out;
    }
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

QString RecordedRequest::effort() const {
    const QJsonObject o = json();
    if (o.value(QStringLiteral("reasoning_effort")).isString())
        return o.value(QStringLiteral("reasoning_effort")).toString();
    const QString responses = o.value(QStringLiteral("reasoning")).toObject().value(QStringLiteral("effort")).toString();
    if (!responses.isEmpty())
        return responses;
    return o.value(QStringLiteral("output_config")).toObject().value(QStringLiteral("effort")).toString();
}

int RecordedRequest::outputBudget() const {
    const QJsonObject o = json();
    for (const char *field : {"max_output_tokens", "max_completion_tokens", "max_tokens"}) {
        if (o.value(QLatin1String(field)).isDouble())
            return o.value(QLatin1String(field)).toInt();
    }
    return o.value(QStringLiteral("options")).toObject().value(QStringLiteral("num_predict")).toInt();
}

RecordedRequest::Protocol RecordedRequest::protocol() const {
    if (path.endsWith(QLatin1String("/messages")))
        return Protocol::Anthropic;
    if (path.endsWith(QLatin1String("/responses")))
        return Protocol::Responses;
    if (path.endsWith(QLatin1String("/chat/completions")))
        return Protocol::OpenAI;
    if (path == QLatin1String("/api/chat"))
        return Protocol::OllamaNative;
    return Protocol::Unknown;
}

} // namespace assay::fakellm
