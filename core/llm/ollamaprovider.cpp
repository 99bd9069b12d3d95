#include "ollamaprovider.h"
#include "llmtr.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace assay::llm {

QString OllamaProvider::serverRoot() const {
    QString root = config().effectiveBaseUrl();
    if (root.endsWith(QLatin1String("/v1")))
        root.chop(3);
    return root;
}

QString OllamaProvider::apiRoot() const {
    return serverRoot() + QStringLiteral("/v1");
}

HttpCall OllamaProvider::modelsCall(const QString &apiKey) const {
    HttpCall call;
    call.verb = "GET";
    call.url = QUrl(serverRoot() + QStringLiteral("/api/tags"));
    addAuth(call, apiKey);
    return call;
}

QList<ModelInfo> OllamaProvider::parseModels(const QByteArray &body, LlmError *error) const {
    const QJsonObject o = parseObject(body, error);
    QList<ModelInfo> out;
    if (o.isEmpty())
        return out;
    if (!o.value(QStringLiteral("models")).isArray()) {
        if (error)
            *error = LlmError::make(
                LlmError::Kind::BadResponse,
                Tr::tr("The answer has no model list."));
        return out;
    }
    for (const QJsonValue &v : o.value(QStringLiteral("models")).toArray()) {
        const QJsonObject m = v.toObject();
        ModelInfo info;
        info.id = m.value(QStringLiteral("name")).toString();
        const QJsonObject details = m.value(QStringLiteral("details")).toObject();
        const QString size = details.value(QStringLiteral("parameter_size")).toString();
        if (!size.isEmpty())
            info.displayName = QStringLiteral("%1 (%2)").arg(info.id, size);
        if (!info.id.isEmpty())
            out.append(info);
    }
    return out;
}

} // namespace assay::llm
