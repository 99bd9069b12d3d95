// OpenAI's Responses API answer, as POST /v1/responses sends it: one response object
//   {"id":"resp_…","object":"response","status":"completed"|"incomplete","model",
//    "output":[{"type":"reasoning",…},{"type":"message","content":[{"type":"output_text","text"}]}],
//    "usage":{"input_tokens","output_tokens","output_tokens_details":{"reasoning_tokens"}},
//    "incomplete_details":{"reason":"max_output_tokens"}}
// or, streamed, typed events with a sequence_number each: response.created, response.in_progress,
// response.output_item.added (reasoning, then message), response.content_part.added,
// response.output_text.delta …, response.output_text.done, response.output_item.done, and the
// end: response.completed, response.incomplete or response.failed (no [DONE]).

#include "responsebuilder.h"
#include "strictservice.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace assay::fakellm {

namespace {

QByteArray compact(const QJsonObject &o) {
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

struct Outcome {
    QString text;
    QString status = QStringLiteral("completed");
    QString incompleteReason;
    int inputTokens = 0;
    int outputTokens = 0;
    int reasoningTokens = 0;
};

Outcome outcomeFor(const RecordedRequest &request, const Reply &reply) {
    Outcome o;
    o.text = reply.fault() == Reply::Fault::EmptyAnswer ? QString() : reply.answerText();
    o.inputTokens = promptTokens(request);
    o.outputTokens = countWords(o.text);
    if (reply.usage()) {
        o.inputTokens = reply.usage()->first;
        o.outputTokens = reply.usage()->second;
    }
    o.reasoningTokens = qMin(reply.thinkingTokens(), o.outputTokens);
    const QString finish = reply.finishReason();
    if (finish == u"max_output_tokens" || finish == u"length" || finish == u"content_filter") {
        o.status = QStringLiteral("incomplete");
        o.incompleteReason =
            finish == u"content_filter" ? finish : QStringLiteral("max_output_tokens");
    }
    return o;
}

QJsonObject responseObject(const QString &model, const Outcome &o, const QString &status,
                           bool withOutput, bool reportUsage) {
    QJsonArray output;
    if (withOutput) {
        if (o.reasoningTokens > 0)
            output.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("rs_fake")},
                                      {QStringLiteral("type"), QStringLiteral("reasoning")},
                                      {QStringLiteral("summary"), QJsonArray{}}});
        if (!o.text.isEmpty())
            output.append(QJsonObject{
                {QStringLiteral("id"), QStringLiteral("msg_fake")},
                {QStringLiteral("type"), QStringLiteral("message")},
                {QStringLiteral("role"), QStringLiteral("assistant")},
                {QStringLiteral("status"), QStringLiteral("completed")},
                {QStringLiteral("content"),
                 QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("output_text")},
                                        {QStringLiteral("text"), o.text},
                                        {QStringLiteral("annotations"), QJsonArray{}}}}}});
    }
    QJsonObject r{{QStringLiteral("id"), QStringLiteral("resp_fake")},
                  {QStringLiteral("object"), QStringLiteral("response")},
                  {QStringLiteral("created_at"), QDateTime::currentSecsSinceEpoch()},
                  {QStringLiteral("status"), status},
                  {QStringLiteral("model"), model},
                  {QStringLiteral("output"), output},
                  {QStringLiteral("error"), QJsonValue::Null},
                  {QStringLiteral("incomplete_details"),
                   o.incompleteReason.isEmpty() || status != u"incomplete"
                       ? QJsonValue(QJsonValue::Null)
                       : QJsonValue(QJsonObject{{QStringLiteral("reason"), o.incompleteReason}})}};
    if (reportUsage && status != u"in_progress")
        r.insert(QStringLiteral("usage"),
                 QJsonObject{{QStringLiteral("input_tokens"), o.inputTokens},
                             {QStringLiteral("output_tokens"), o.outputTokens},
                             {QStringLiteral("output_tokens_details"),
                              QJsonObject{{QStringLiteral("reasoning_tokens"), o.reasoningTokens}}},
                             {QStringLiteral("total_tokens"), o.inputTokens + o.outputTokens}});
    return r;
}

} // namespace

ResponsePlan buildResponsesAnswer(const RecordedRequest &request, const Reply &reply,
                                  const QString &model) {
    const Outcome o = outcomeFor(request, reply);
    ResponsePlan plan;
    if (!request.wantsStream()) {
        if (reply.fault() == Reply::Fault::MalformedJson) {
            const QByteArray body = "{\"object\": \"response\", \"output\": [";
            plan.steps.append(
                {reply.delayMs(),
                 httpHead(200, "application/json", body.size(), reply.extraHeaders()) + body});
            return plan;
        }
        if (reply.fault() == Reply::Fault::NeverEnding) {
            plan.end = ResponsePlan::End::Hang;
            return plan;
        }
        const QByteArray body =
            compact(responseObject(model, o, o.status, true, reply.reportsUsage()));
        plan.steps.append(
            {reply.delayMs(),
             httpHead(200, "application/json", body.size(), reply.extraHeaders()) + body});
        return plan;
    }
    plan.steps.append(
        {reply.delayMs(), httpHead(200, "text/event-stream", -1, reply.extraHeaders())});
    int sequence = 0;
    auto send = [&](const QString &type, QJsonObject data, int waitMs = 0) {
        data.insert(QStringLiteral("type"), type);
        data.insert(QStringLiteral("sequence_number"), sequence++);
        appendStreamStep(plan, "event: " + type.toUtf8() + "\ndata: " + compact(data) + "\n\n",
                         waitMs, reply.trickle());
    };
    send(QStringLiteral("response.created"),
         {{QStringLiteral("response"),
           responseObject(model, o, QStringLiteral("in_progress"), false, false)}});
    send(QStringLiteral("response.in_progress"),
         {{QStringLiteral("response"),
           responseObject(model, o, QStringLiteral("in_progress"), false, false)}});
    if (o.reasoningTokens > 0 || !reply.reasoning().isEmpty()) {
        send(QStringLiteral("response.output_item.added"),
             {{QStringLiteral("output_index"), 0},
              {QStringLiteral("item"),
               QJsonObject{{QStringLiteral("id"), QStringLiteral("rs_fake")},
                           {QStringLiteral("type"), QStringLiteral("reasoning")},
                           {QStringLiteral("summary"), QJsonArray{}}}}});
        for (const QString &thought : splitForStreaming(reply.reasoning(), 0))
            send(QStringLiteral("response.reasoning_summary_text.delta"),
                 {{QStringLiteral("item_id"), QStringLiteral("rs_fake")},
                  {QStringLiteral("delta"), thought}},
                 reply.chunkIntervalMs());
        send(QStringLiteral("response.output_item.done"),
             {{QStringLiteral("output_index"), 0},
              {QStringLiteral("item"),
               QJsonObject{{QStringLiteral("id"), QStringLiteral("rs_fake")},
                           {QStringLiteral("type"), QStringLiteral("reasoning")}}}});
    }
    auto textDelta = [&](const QString &piece) {
        send(QStringLiteral("response.output_text.delta"),
             {{QStringLiteral("item_id"), QStringLiteral("msg_fake")},
              {QStringLiteral("output_index"), 1},
              {QStringLiteral("content_index"), 0},
              {QStringLiteral("delta"), piece}},
             reply.chunkIntervalMs());
    };
    if (reply.fault() == Reply::Fault::NeverEnding) {
        plan.end = ResponsePlan::End::Forever;
        QJsonObject data{{QStringLiteral("type"), QStringLiteral("response.output_text.delta")},
                         {QStringLiteral("delta"), reply.answerText()}};
        plan.repeat =
            httpChunk("event: response.output_text.delta\ndata: " + compact(data) + "\n\n");
        plan.repeatMs = qMax(1, reply.chunkIntervalMs());
        return plan;
    }
    if (!o.text.isEmpty())
        send(QStringLiteral("response.output_item.added"),
             {{QStringLiteral("output_index"), 1},
              {QStringLiteral("item"),
               QJsonObject{{QStringLiteral("id"), QStringLiteral("msg_fake")},
                           {QStringLiteral("type"), QStringLiteral("message")},
                           {QStringLiteral("role"), QStringLiteral("assistant")},
                           {QStringLiteral("content"), QJsonArray{}}}}});
    int sent = 0;
    const bool cuts = reply.fault() == Reply::Fault::ResetMidStream ||
                      reply.fault() == Reply::Fault::TruncatedStream ||
                      reply.fault() == Reply::Fault::StreamError ||
                      reply.fault() == Reply::Fault::MalformedJson;
    for (const QString &piece : splitForStreaming(o.text, reply.chunkSize())) {
        if (cuts && sent == reply.afterChunks())
            break;
        textDelta(piece);
        ++sent;
    }
    switch (reply.fault()) {
    case Reply::Fault::ResetMidStream:
        plan.end = ResponsePlan::End::Reset;
        return plan;
    case Reply::Fault::TruncatedStream:
        plan.steps.append({0, "0\r\n\r\n"}); // the body ends without the final event
        return plan;
    case Reply::Fault::MalformedJson:
        appendStreamStep(plan,
                         "event: response.output_text.delta\ndata: {\"delta\": \"unterminated\n\n",
                         0, false);
        plan.steps.append({0, "0\r\n\r\n"});
        return plan;
    case Reply::Fault::StreamError:
        send(QStringLiteral("error"),
             {{QStringLiteral("code"), reply.errorType()},
              {QStringLiteral("message"), QStringLiteral("The fake server is overloaded.")},
              {QStringLiteral("param"), QJsonValue::Null}});
        plan.steps.append({0, "0\r\n\r\n"});
        return plan;
    default:
        break;
    }
    if (!o.text.isEmpty())
        send(QStringLiteral("response.output_text.done"),
             {{QStringLiteral("item_id"), QStringLiteral("msg_fake")},
              {QStringLiteral("text"), o.text}});
    const QString end = o.status == u"incomplete" ? QStringLiteral("response.incomplete")
                                                  : QStringLiteral("response.completed");
    send(end, {{QStringLiteral("response"),
                responseObject(model, o, o.status, true, reply.reportsUsage())}});
    plan.steps.append({0, "0\r\n\r\n"});
    return plan;
}

ResponsePlan buildShowResponse(const RecordedRequest &request, const ServerFacts &facts) {
    const QString model = request.json().value(QStringLiteral("model")).toString();
    if (!facts.models.contains(model)) {
        const QByteArray body = compact(QJsonObject{
            {QStringLiteral("error"), QStringLiteral("model '%1' not found").arg(model)}});
        return buildStatusResponse(404, body);
    }
    const int context = facts.contextLengths.value(model, 131072);
    const QJsonObject body{
        {QStringLiteral("details"),
         QJsonObject{{QStringLiteral("family"), QStringLiteral("llama")},
                     {QStringLiteral("parameter_size"), QStringLiteral("8.0B")}}},
        {QStringLiteral("model_info"),
         QJsonObject{{QStringLiteral("general.architecture"), QStringLiteral("llama")},
                     {QStringLiteral("llama.context_length"), context},
                     {QStringLiteral("llama.embedding_length"), 4096}}},
        {QStringLiteral("capabilities"), QJsonArray{QStringLiteral("completion")}}};
    const QByteArray bytes = compact(body);
    ResponsePlan plan;
    plan.steps.append({0, httpHead(200, "application/json", bytes.size()) + bytes});
    return plan;
}

} // namespace assay::fakellm
