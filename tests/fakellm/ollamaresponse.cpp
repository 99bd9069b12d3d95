// Ollama's native chat answer, as /api/chat sends it (ollama/ollama docs/api.md): NDJSON lines
//   {"model":...,"created_at":...,"message":{"role":"assistant","content":"The"},"done":false}
// then a last line with "done":true, "done_reason", durations, prompt_eval_count, eval_count;
// or the same as one JSON object when "stream" is false. An error after the 200 is a line of its
// own, {"error":"..."}, and the status stays 200.

#include "responsebuilder.h"
#include "strictservice.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

namespace assay::fakellm {

namespace {

QByteArray line(const QJsonObject &o) {
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

QJsonObject piece(const QString &model, const QString &content, const QString &thinking = {}) {
    QJsonObject message{{QStringLiteral("role"), QStringLiteral("assistant")},
                        {QStringLiteral("content"), content}};
    if (!thinking.isEmpty())
        message.insert(QStringLiteral("thinking"), thinking);
    return {{QStringLiteral("model"), model},
            {QStringLiteral("created_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
            {QStringLiteral("message"), message},
            {QStringLiteral("done"), false}};
}

QJsonObject last(const QString &model, const RecordedRequest &request, const Reply &reply,
                 int pieces, const QString &content) {
    QJsonObject o = piece(model, content);
    o.insert(QStringLiteral("done"), true);
    o.insert(QStringLiteral("done_reason"),
             reply.finishReason().isEmpty() ? QStringLiteral("stop") : reply.finishReason());
    o.insert(QStringLiteral("total_duration"), 4883583458LL);
    o.insert(QStringLiteral("load_duration"), 1334875);
    if (reply.reportsUsage()) {
        // What the model evaluated: a prompt cut to the window counts only what was kept.
        o.insert(QStringLiteral("prompt_eval_count"),
                 reply.usage() ? reply.usage()->first : promptTokens(request));
        o.insert(QStringLiteral("eval_count"), reply.usage() ? reply.usage()->second : pieces);
    }
    return o;
}

} // namespace

ResponsePlan buildOllamaChat(const RecordedRequest &request, const Reply &reply,
                             const QString &model) {
    const bool empty = reply.fault() == Reply::Fault::EmptyAnswer;
    const QString text = empty ? QString() : reply.answerText();
    const QStringList pieces = splitForStreaming(text, reply.chunkSize());
    ResponsePlan plan;
    if (!request.wantsStream()) {
        if (reply.fault() == Reply::Fault::MalformedJson) {
            const QByteArray body = "{\"message\": {\"content\": \"unterminated";
            plan.steps.append({reply.delayMs(), httpHead(200, "application/json", body.size(), reply.extraHeaders()) + body});
            return plan;
        }
        QJsonObject o = last(model, request, reply, int(pieces.size()), text);
        if (!reply.reasoning().isEmpty()) {
            QJsonObject message = o.value(QStringLiteral("message")).toObject();
            message.insert(QStringLiteral("thinking"), reply.reasoning());
            o.insert(QStringLiteral("message"), message);
        }
        const QByteArray body = QJsonDocument(o).toJson(QJsonDocument::Compact);
        plan.steps.append({reply.delayMs(), httpHead(200, "application/json", body.size(), reply.extraHeaders()) + body});
        return plan;
    }
    plan.steps.append({reply.delayMs(), httpHead(200, "application/x-ndjson", -1, reply.extraHeaders())});
    auto send = [&](const QByteArray &bytes, int waitMs = 0) { appendStreamStep(plan, bytes, waitMs, reply.trickle()); };
    if (reply.fault() == Reply::Fault::NeverEnding) {
        plan.end = ResponsePlan::End::Forever;
        plan.repeat = httpChunk(line(piece(model, reply.answerText())));
        plan.repeatMs = qMax(1, reply.chunkIntervalMs());
        return plan;
    }
    for (const QString &thought : splitForStreaming(reply.reasoning(), 0))
        send(line(piece(model, QString(), thought)), reply.chunkIntervalMs());
    int sent = 0;
    const bool cuts = reply.fault() == Reply::Fault::ResetMidStream || reply.fault() == Reply::Fault::TruncatedStream ||
                      reply.fault() == Reply::Fault::StreamError || reply.fault() == Reply::Fault::MalformedJson;
    for (const QString &p : pieces) {
        if (cuts && sent == reply.afterChunks())
            break;
        send(line(piece(model, p)), reply.chunkIntervalMs());
        ++sent;
    }
    switch (reply.fault()) {
    case Reply::Fault::ResetMidStream:
        plan.end = ResponsePlan::End::Reset;
        return plan;
    case Reply::Fault::StreamError:
        send(line(QJsonObject{{QStringLiteral("error"), QStringLiteral("an error was encountered while running the model")}}));
        break;
    case Reply::Fault::MalformedJson:
        send("{\"message\": {\"content\": \"unterminated\n");
        break;
    case Reply::Fault::TruncatedStream:
        break; // the body ends without the done line
    default:
        send(line(last(model, request, reply, int(pieces.size()), QString())));
        break;
    }
    plan.steps.append({0, "0\r\n\r\n"});
    return plan;
}

} // namespace assay::fakellm
