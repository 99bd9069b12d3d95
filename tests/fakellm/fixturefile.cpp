#include "fixturefile.h"

#include <QJsonArray>
#include <QHash>
#include <QJsonDocument>

namespace assay::fakellm {

namespace {

bool fail(QString *error, const QString &message) {
    if (error)
        *error = message;
    return false;
}

} // namespace

std::optional<Match> parseMatch(const QJsonObject &json, QString *error) {
    static const QStringList known{QStringLiteral("path"),
                                   QStringLiteral("model"),
                                   QStringLiteral("lastMessageContains"),
                                   QStringLiteral("lastMessageMatches"),
                                   QStringLiteral("roleContains"),
                                   QStringLiteral("role"),
                                   QStringLiteral("stream")};
    for (const QString &key : json.keys()) {
        if (!known.contains(key)) {
            fail(error, QStringLiteral("unknown match key \"%1\"").arg(key));
            return std::nullopt;
        }
    }
    Match m = Match::any();
    if (json.contains(QStringLiteral("path")))
        m = m && Match::path(json.value(QStringLiteral("path")).toString());
    if (json.contains(QStringLiteral("model")))
        m = m && Match::model(json.value(QStringLiteral("model")).toString());
    if (json.contains(QStringLiteral("lastMessageContains")))
        m = m && Match::lastMessageContains(
                     json.value(QStringLiteral("lastMessageContains")).toString());
    if (json.contains(QStringLiteral("lastMessageMatches"))) {
        const QRegularExpression re(json.value(QStringLiteral("lastMessageMatches")).toString(),
                                    QRegularExpression::CaseInsensitiveOption);
        if (!re.isValid()) {
            fail(error, QStringLiteral("invalid regex: %1").arg(re.errorString()));
            return std::nullopt;
        }
        m = m && Match::lastMessageMatches(re);
    }
    if (json.contains(QStringLiteral("roleContains")))
        m = m &&
            Match::roleContains(json.value(QStringLiteral("role")).toString(QStringLiteral("user")),
                                json.value(QStringLiteral("roleContains")).toString());
    if (json.contains(QStringLiteral("stream")))
        m = m && Match::streaming(json.value(QStringLiteral("stream")).toBool());
    return m;
}

std::optional<Reply> parseReply(const QJsonObject &json, QString *error) {
    const QString fault = json.value(QStringLiteral("fault")).toString();
    const QString text = json.value(QStringLiteral("text")).toString();
    const int afterChunks = json.value(QStringLiteral("afterChunks")).toInt(2);
    std::optional<Reply> r;
    if (fault.isEmpty()) {
        if (json.contains(QStringLiteral("json")))
            r = Reply::json(json.value(QStringLiteral("json")));
        else if (json.contains(QStringLiteral("text")))
            r = Reply::text(text);
        else {
            fail(error, QStringLiteral("a reply needs \"text\", \"json\" or \"fault\""));
            return std::nullopt;
        }
    } else if (fault == QLatin1String("rate-limit")) {
        r = json.contains(QStringLiteral("retryAfterDate"))
                ? Reply::rateLimitedUntil(json.value(QStringLiteral("retryAfterDate")).toInt())
                : Reply::rateLimited(json.value(QStringLiteral("retryAfter")).toInt(1));
    } else if (fault == QLatin1String("server-error")) {
        r = Reply::serverError(json.value(QStringLiteral("status")).toInt(500));
    } else if (fault == QLatin1String("status")) {
        r = Reply::status(json.value(QStringLiteral("status")).toInt(500),
                          json.value(QStringLiteral("body")).toString().toUtf8());
    } else if (fault == QLatin1String("reset")) {
        r = Reply::resetMidStream(
            text.isEmpty() ? QStringLiteral("this answer will be cut off") : text, afterChunks);
    } else if (fault == QLatin1String("malformed-json")) {
        r = Reply::malformedJson();
    } else if (fault == QLatin1String("truncated")) {
        r = Reply::truncatedStream(
            text.isEmpty() ? QStringLiteral("this answer stops early") : text, afterChunks);
    } else if (fault == QLatin1String("empty")) {
        r = Reply::emptyAnswer();
    } else if (fault == QLatin1String("never-ending")) {
        r = text.isEmpty() ? Reply::neverEnding() : Reply::neverEnding(text);
    } else if (fault == QLatin1String("stream-error")) {
        r = Reply::streamError(
            json.value(QStringLiteral("errorType")).toString(QStringLiteral("overloaded_error")),
            json.value(QStringLiteral("afterChunks")).toInt(1));
    } else if (fault == QLatin1String("hang")) {
        r = Reply::hang();
    } else if (fault == QLatin1String("recorded")) {
        const QString file = json.value(QStringLiteral("file")).toString();
        const QByteArray body = Reply::recordedFixture(file);
        if (body.isEmpty()) {
            fail(error, QStringLiteral("no recorded fixture \"%1\"").arg(file));
            return std::nullopt;
        }
        r = Reply::recorded(body, json.value(QStringLiteral("status")).toInt(200));
    } else {
        fail(error, QStringLiteral("unknown fault \"%1\"").arg(fault));
        return std::nullopt;
    }
    if (json.contains(QStringLiteral("delayMs")))
        r = r->withDelay(json.value(QStringLiteral("delayMs")).toInt());
    const QJsonValue usage = json.value(QStringLiteral("usage"));
    if (usage.isBool() && !usage.toBool())
        r = r->withoutUsage();
    else if (usage.isArray())
        r = r->withUsage(usage.toArray().at(0).toInt(), usage.toArray().at(1).toInt());
    if (json.contains(QStringLiteral("finishReason")))
        r = r->withFinishReason(json.value(QStringLiteral("finishReason")).toString());
    if (json.contains(QStringLiteral("chunkSize")))
        r = r->withChunkSize(json.value(QStringLiteral("chunkSize")).toInt());
    if (json.contains(QStringLiteral("chunkIntervalMs")))
        r = r->withChunkInterval(json.value(QStringLiteral("chunkIntervalMs")).toInt());
    if (json.value(QStringLiteral("trickle")).toBool())
        r = r->withTrickle();
    if (json.value(QStringLiteral("crlf")).toBool())
        r = r->withCrLf();
    if (json.contains(QStringLiteral("model")))
        r = r->withModel(json.value(QStringLiteral("model")).toString());
    if (json.contains(QStringLiteral("reasoning")))
        r = r->withReasoning(json.value(QStringLiteral("reasoning")).toString());
    return r;
}

bool parseFixtureSet(const QJsonObject &json, FixtureSet *out, QString *error) {
    FixtureSet set;
    const QJsonArray fixtures = json.value(QStringLiteral("fixtures")).toArray();
    for (int i = 0; i < fixtures.size(); ++i) {
        const QJsonObject f = fixtures[i].toObject();
        QString why;
        const auto match = parseMatch(f.value(QStringLiteral("match")).toObject(), &why);
        if (!match)
            return fail(error, QStringLiteral("fixture %1: %2").arg(i).arg(why));
        const auto reply = parseReply(f.value(QStringLiteral("reply")).toObject(), &why);
        if (!reply)
            return fail(error, QStringLiteral("fixture %1: %2").arg(i).arg(why));
        set.fixtures.append({*match, *reply, f.value(QStringLiteral("times")).toInt(-1)});
    }
    if (json.contains(QStringLiteral("fallback"))) {
        QString why;
        set.fallback = parseReply(json.value(QStringLiteral("fallback")).toObject(), &why);
        if (!set.fallback)
            return fail(error, QStringLiteral("fallback: %1").arg(why));
    }
    for (const QJsonValue &m : json.value(QStringLiteral("models")).toArray())
        set.models.append(m.toString());
    set.embeddingDimension = json.value(QStringLiteral("embeddingDimension")).toInt(0);
    set.requiredApiKey = json.value(QStringLiteral("requiredApiKey")).toString();
    const QString service = json.value(QStringLiteral("behaveLike")).toString();
    static const QHash<QString, Service> services{
        {QStringLiteral("openai"), Service::OpenAI},       {QStringLiteral("azure"), Service::Azure},
        {QStringLiteral("anthropic"), Service::Anthropic}, {QStringLiteral("lmstudio"), Service::LmStudio},
        {QStringLiteral("ollama"), Service::Ollama},       {QStringLiteral("lenient"), Service::Lenient}};
    if (!service.isEmpty() && !services.contains(service))
        return fail(error, QStringLiteral("unknown service \"%1\" for behaveLike").arg(service));
    set.service = services.value(service, Service::Lenient);
    *out = set;
    return true;
}

} // namespace assay::fakellm
