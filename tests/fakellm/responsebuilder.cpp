#include "responsebuilder.h"
#include "strictservice.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <cmath>

namespace assay::fakellm {

namespace {

QByteArray reasonPhrase(int status) {
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    case 529:
        return "Overloaded";
    default:
        return "Status";
    }
}

} // namespace

QByteArray httpHead(int status, const QByteArray &contentType, qint64 contentLength,
                    const QList<std::pair<QByteArray, QByteArray>> &extra) {
    QByteArray h = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    h += "Content-Type: " + contentType + "\r\n";
    if (contentLength >= 0)
        h += "Content-Length: " + QByteArray::number(contentLength) + "\r\n";
    else
        h += "Transfer-Encoding: chunked\r\nCache-Control: no-cache\r\n";
    h += "Server: assay-fake-llm\r\n";
    for (const auto &[name, value] : extra)
        h += name + ": " + value + "\r\n";
    h += "\r\n";
    return h;
}

QByteArray httpChunk(const QByteArray &data) {
    return QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n";
}

namespace {

QByteArray head(int status, const QByteArray &contentType, qint64 contentLength,
                const QList<std::pair<QByteArray, QByteArray>> &extra) {
    return httpHead(status, contentType, contentLength, extra);
}

QByteArray chunk(const QByteArray &data) {
    return httpChunk(data);
}

QByteArray compact(const QJsonObject &o) {
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

ResponsePlan whole(int status, const QByteArray &body, const Reply &reply) {
    ResponsePlan plan;
    plan.steps.append({reply.delayMs(),
                       head(status, "application/json", body.size(), reply.extraHeaders()) + body});
    return plan;
}

} // namespace

// Splits encoded stream bytes into steps; with trickle, 1-7 bytes per write so the client sees
// lines, "data:" prefixes and UTF-8 characters cut at arbitrary points.
void appendStreamStep(ResponsePlan &plan, const QByteArray &bytes, int waitMs, bool trickle) {
    if (!trickle) {
        plan.steps.append({waitMs, chunk(bytes)});
        return;
    }
    const QByteArray encoded = chunk(bytes);
    qsizetype pos = 0;
    bool first = true;
    while (pos < encoded.size()) {
        const int n = 1 + int(QRandomGenerator::global()->bounded(7));
        plan.steps.append({first ? waitMs : 1, encoded.mid(pos, n)});
        pos += n;
        first = false;
    }
}

namespace {

struct StreamContext {
    const Reply &reply;
    ResponsePlan plan;
    QByteArray eol;
    int chunksSent = 0;

    QByteArray event(const QByteArray &name, const QByteArray &data) const {
        QByteArray e;
        if (!name.isEmpty())
            e += "event: " + name + eol;
        e += "data: " + data + eol + eol;
        return e;
    }
    void send(const QByteArray &bytes, int waitMs = 0) {
        appendStreamStep(plan, bytes, waitMs, reply.trickle());
    }
};

struct Usage {
    int prompt = 0;
    int completion = 0;
};

Usage usageFor(const RecordedRequest &request, const Reply &reply, int pieces) {
    if (reply.usage())
        return {reply.usage()->first, reply.usage()->second};
    int prompt = 0;
    for (const auto &m : request.messages())
        prompt += countWords(m.content) + 4;
    return {prompt, pieces};
}

// OpenAI's usage object; the hidden reasoning in completion_tokens_details.
QJsonObject openAiUsage(const Usage &u, const Reply &reply) {
    QJsonObject usage{{QStringLiteral("prompt_tokens"), u.prompt},
                      {QStringLiteral("completion_tokens"), u.completion},
                      {QStringLiteral("total_tokens"), u.prompt + u.completion}};
    if (reply.thinkingTokens() > 0)
        usage.insert(QStringLiteral("completion_tokens_details"),
                     QJsonObject{{QStringLiteral("reasoning_tokens"), qMin(reply.thinkingTokens(), u.completion)}});
    return usage;
}

// What the stream must do after `afterChunks` text chunks, for the faults that cut it short.
bool cutsShort(Reply::Fault f) {
    return f == Reply::Fault::ResetMidStream || f == Reply::Fault::TruncatedStream ||
           f == Reply::Fault::StreamError || f == Reply::Fault::MalformedJson;
}

void finishCut(StreamContext &s, bool anthropic) {
    const Reply &r = s.reply;
    switch (r.fault()) {
    case Reply::Fault::ResetMidStream:
        s.plan.end = ResponsePlan::End::Reset;
        break;
    case Reply::Fault::TruncatedStream:
        s.plan.steps.append({0, "0\r\n\r\n"}); // a clean end of body, but no [DONE]
        break;
    case Reply::Fault::StreamError: {
        const QJsonObject err{
            {QStringLiteral("type"), r.errorType()},
            {QStringLiteral("message"), QStringLiteral("The fake server is overloaded.")}};
        if (anthropic)
            s.send(s.event("error",
                           compact(QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                                               {QStringLiteral("error"), err}})));
        else
            s.send(s.event({}, compact(QJsonObject{{QStringLiteral("error"), err}})));
        s.plan.steps.append({0, "0\r\n\r\n"});
        break;
    }
    case Reply::Fault::MalformedJson:
        s.send(s.event(anthropic ? "content_block_delta" : QByteArray(),
                       "{\"choices\": [{\"delta\": {\"content\": \"unterminated"));
        s.plan.steps.append({0, "0\r\n\r\n"});
        break;
    default:
        break;
    }
}

ResponsePlan openAiStream(const RecordedRequest &request, const Reply &reply,
                          const QString &model) {
    StreamContext s{reply, {}, reply.crlf() ? "\r\n" : "\n"};
    s.plan.steps.append(
        {reply.delayMs(), head(200, "text/event-stream", -1, reply.extraHeaders())});
    const QString id = QStringLiteral("chatcmpl-fake");
    const qint64 created = QDateTime::currentSecsSinceEpoch();
    auto chunkJson = [&](const QJsonObject &delta, const QJsonValue &finish) {
        QJsonObject choice{{QStringLiteral("index"), 0},
                           {QStringLiteral("delta"), delta},
                           {QStringLiteral("finish_reason"), finish}};
        return compact(
            QJsonObject{{QStringLiteral("id"), id},
                        {QStringLiteral("object"), QStringLiteral("chat.completion.chunk")},
                        {QStringLiteral("created"), created},
                        {QStringLiteral("model"), model},
                        {QStringLiteral("choices"), QJsonArray{choice}}});
    };
    s.send(s.event({}, chunkJson(QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                                             {QStringLiteral("content"), QString()}},
                                 QJsonValue::Null)));
    s.send(": keep-alive" + s.eol + s.eol); // a comment, as some proxies send
    if (reply.fault() == Reply::Fault::NeverEnding) {
        s.plan.end = ResponsePlan::End::Forever;
        s.plan.repeat = chunk(
            s.event({}, chunkJson(QJsonObject{{QStringLiteral("content"), reply.answerText()}},
                                  QJsonValue::Null)));
        s.plan.repeatMs = qMax(1, reply.chunkIntervalMs());
        return s.plan;
    }
    // Thinking first, in the field DeepSeek, vLLM and LM Studio use; never in "content".
    for (const QString &thought : splitForStreaming(reply.reasoning(), 0))
        s.send(s.event({}, chunkJson(QJsonObject{{QStringLiteral("reasoning_content"), thought}},
                                     QJsonValue::Null)),
               reply.chunkIntervalMs());
    const QStringList pieces = reply.fault() == Reply::Fault::EmptyAnswer
                                   ? QStringList()
                                   : splitForStreaming(reply.answerText(), reply.chunkSize());
    for (const QString &piece : pieces) {
        if (cutsShort(reply.fault()) && s.chunksSent == reply.afterChunks()) {
            finishCut(s, false);
            return s.plan;
        }
        s.send(s.event({}, chunkJson(QJsonObject{{QStringLiteral("content"), piece}},
                                     QJsonValue::Null)),
               reply.chunkIntervalMs());
        ++s.chunksSent;
    }
    if (cutsShort(reply.fault())) {
        finishCut(s, false);
        return s.plan;
    }
    const QString finish =
        reply.finishReason().isEmpty() ? QStringLiteral("stop") : reply.finishReason();
    s.send(s.event({}, chunkJson(QJsonObject{}, finish)));
    const bool includeUsage = request.json()
                                  .value(QStringLiteral("stream_options"))
                                  .toObject()
                                  .value(QStringLiteral("include_usage"))
                                  .toBool();
    if (includeUsage && reply.reportsUsage()) {
        const Usage u = usageFor(request, reply, int(pieces.size()));
        s.send(s.event(
            {}, compact(QJsonObject{
                    {QStringLiteral("id"), id},
                    {QStringLiteral("object"), QStringLiteral("chat.completion.chunk")},
                    {QStringLiteral("created"), created},
                    {QStringLiteral("model"), model},
                    {QStringLiteral("choices"), QJsonArray{}},
                    {QStringLiteral("usage"), openAiUsage(u, reply)}})));
    }
    s.send(s.event({}, "[DONE]"));
    s.plan.steps.append({0, "0\r\n\r\n"});
    return s.plan;
}

ResponsePlan anthropicStream(const RecordedRequest &request, const Reply &reply,
                             const QString &model) {
    StreamContext s{reply, {}, reply.crlf() ? "\r\n" : "\n"};
    s.plan.steps.append(
        {reply.delayMs(), head(200, "text/event-stream", -1, reply.extraHeaders())});
    const QStringList pieces =
        (reply.fault() == Reply::Fault::EmptyAnswer || reply.fault() == Reply::Fault::NeverEnding)
            ? QStringList()
            : splitForStreaming(reply.answerText(), reply.chunkSize());
    const Usage u = usageFor(request, reply, int(pieces.size()));
    QJsonObject startUsage{{QStringLiteral("output_tokens"), 1}};
    if (reply.reportsUsage())
        startUsage.insert(QStringLiteral("input_tokens"), u.prompt);
    s.send(s.event(
        "message_start",
        compact(QJsonObject{{QStringLiteral("type"), QStringLiteral("message_start")},
                            {QStringLiteral("message"),
                             QJsonObject{{QStringLiteral("id"), QStringLiteral("msg_fake")},
                                         {QStringLiteral("type"), QStringLiteral("message")},
                                         {QStringLiteral("role"), QStringLiteral("assistant")},
                                         {QStringLiteral("content"), QJsonArray{}},
                                         {QStringLiteral("model"), model},
                                         {QStringLiteral("stop_reason"), QJsonValue::Null},
                                         {QStringLiteral("usage"),
                                          reply.reportsUsage() ? QJsonValue(startUsage)
                                                               : QJsonValue(QJsonObject{})}}}})));
    // Extended thinking: a thinking block (its deltas, then a signature) before the text block.
    // Thinking whose text is not shown (the newest models' default display) is the same block
    // with no thinking deltas.
    const int textIndex = reply.reasoning().isEmpty() && reply.thinkingTokens() == 0 ? 0 : 1;
    if (textIndex == 1) {
        s.send(s.event("content_block_start",
                       R"({"type":"content_block_start","index":0,"content_block":{"type":"thinking","thinking":""}})"));
        for (const QString &thought : splitForStreaming(reply.reasoning(), 0))
            s.send(s.event("content_block_delta",
                           compact(QJsonObject{{QStringLiteral("type"), QStringLiteral("content_block_delta")},
                                               {QStringLiteral("index"), 0},
                                               {QStringLiteral("delta"),
                                                QJsonObject{{QStringLiteral("type"), QStringLiteral("thinking_delta")},
                                                            {QStringLiteral("thinking"), thought}}}})));
        s.send(s.event("content_block_delta",
                       R"({"type":"content_block_delta","index":0,"delta":{"type":"signature_delta","signature":"EqQBCgIYAhIMfake"}})"));
        s.send(s.event("content_block_stop", R"({"type":"content_block_stop","index":0})"));
    }
    s.send(s.event("content_block_start",
                   compact(QJsonObject{{QStringLiteral("type"), QStringLiteral("content_block_start")},
                                       {QStringLiteral("index"), textIndex},
                                       {QStringLiteral("content_block"),
                                        QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                    {QStringLiteral("text"), QString()}}}})));
    s.send(s.event("ping", R"({"type": "ping"})"));
    auto delta = [&](const QString &text) {
        return s.event(
            "content_block_delta",
            compact(QJsonObject{{QStringLiteral("type"), QStringLiteral("content_block_delta")},
                                {QStringLiteral("index"), textIndex},
                                {QStringLiteral("delta"),
                                 QJsonObject{{QStringLiteral("type"), QStringLiteral("text_delta")},
                                             {QStringLiteral("text"), text}}}}));
    };
    if (reply.fault() == Reply::Fault::NeverEnding) {
        s.plan.end = ResponsePlan::End::Forever;
        s.plan.repeat = chunk(delta(reply.answerText()));
        s.plan.repeatMs = qMax(1, reply.chunkIntervalMs());
        return s.plan;
    }
    for (const QString &piece : pieces) {
        if (cutsShort(reply.fault()) && s.chunksSent == reply.afterChunks()) {
            finishCut(s, true);
            return s.plan;
        }
        s.send(delta(piece), reply.chunkIntervalMs());
        ++s.chunksSent;
    }
    if (cutsShort(reply.fault())) {
        finishCut(s, true);
        return s.plan;
    }
    s.send(s.event("content_block_stop",
                   compact(QJsonObject{{QStringLiteral("type"), QStringLiteral("content_block_stop")},
                                       {QStringLiteral("index"), textIndex}})));
    const QString stop =
        reply.finishReason().isEmpty() ? QStringLiteral("end_turn") : reply.finishReason();
    QJsonObject messageDelta{{QStringLiteral("type"), QStringLiteral("message_delta")},
                             {QStringLiteral("delta"),
                              QJsonObject{{QStringLiteral("stop_reason"), stop},
                                          {QStringLiteral("stop_sequence"), QJsonValue::Null}}}};
    if (reply.reportsUsage())
        messageDelta.insert(QStringLiteral("usage"),
                            QJsonObject{{QStringLiteral("output_tokens"), u.completion}});
    s.send(s.event("message_delta", compact(messageDelta)));
    s.send(s.event("message_stop", R"({"type":"message_stop"})"));
    s.plan.steps.append({0, "0\r\n\r\n"});
    return s.plan;
}

} // namespace

int countWords(const QString &text) {
    static const QRegularExpression word(QStringLiteral("\\S+"));
    int n = 0;
    for (auto it = word.globalMatch(text); it.hasNext(); it.next())
        ++n;
    return n;
}

QStringList splitForStreaming(const QString &text, int size) {
    QStringList out;
    if (size > 0) {
        int i = 0;
        while (i < text.size()) {
            int n = qMin(size, int(text.size()) - i);
            if (text[i + n - 1].isHighSurrogate() && i + n < text.size())
                ++n;
            out.append(text.mid(i, n));
            i += n;
        }
        return out;
    }
    static const QRegularExpression piece(QStringLiteral("\\s*\\S+|\\s+$"));
    for (auto it = piece.globalMatch(text); it.hasNext();)
        out.append(it.next().captured());
    return out;
}

ResponsePlan buildStatusResponse(int status, const QByteArray &body,
                                 const QList<std::pair<QByteArray, QByteArray>> &headers) {
    ResponsePlan plan;
    plan.steps.append({0, head(status, "application/json", body.size(), headers) + body});
    return plan;
}

std::optional<ResponsePlan> buildCommonFault(const Reply &reply) {
    if (reply.fault() == Reply::Fault::Recorded) {
        // The recorded bytes, untouched; one event per write (or trickled), so the client meets
        // them as a real stream arrives.
        ResponsePlan plan;
        plan.steps.append({reply.delayMs(), head(reply.httpStatus(), reply.contentType(), -1,
                                                 reply.extraHeaders())});
        const QByteArray body = reply.statusBody();
        qsizetype pos = 0;
        while (pos < body.size()) {
            const qsizetype end = body.indexOf("\n\n", pos);
            const qsizetype next = end < 0 ? body.size() : end + 2;
            appendStreamStep(plan, body.mid(pos, next - pos), reply.chunkIntervalMs(), reply.trickle());
            pos = next;
        }
        plan.steps.append({0, "0\r\n\r\n"});
        return plan;
    }
    if (reply.fault() == Reply::Fault::Hang) {
        ResponsePlan plan;
        plan.end = ResponsePlan::End::Hang;
        return plan;
    }
    if (reply.fault() == Reply::Fault::Status) {
        ResponsePlan plan =
            buildStatusResponse(reply.httpStatus(), reply.statusBody(), reply.extraHeaders());
        plan.steps.first().waitMs = reply.delayMs();
        return plan;
    }
    return std::nullopt;
}

BudgetOutcome budgetOutcome(const Reply &reply, int answerTokens) {
    BudgetOutcome o;
    o.reasoningTokens = reply.thinkingTokens();
    o.completionTokens = reply.thinkingTokens() + answerTokens;
    if (reply.budget() > 0 && o.completionTokens > reply.budget()) {
        // The budget ran out: in the thinking (no text at all), or in the answer, which is then
        // incomplete; either way nothing usable, and it ends at the limit.
        o.answered = false;
        o.reasoningTokens = qMin(reply.thinkingTokens(), reply.budget());
        o.completionTokens = reply.budget();
    }
    return o;
}

ResponsePlan buildChatResponse(const RecordedRequest &request, const Reply &givenReply,
                               const ServerFacts &facts) {
    if (auto common = buildCommonFault(givenReply))
        return *common;
    const bool anthropic = request.protocol() == RecordedRequest::Protocol::Anthropic;
    // Hidden thinking spends the budget: the reply as the service would send it.
    Reply reply = givenReply;
    if (reply.fault() == Reply::Fault::None && reply.thinkingTokens() > 0) {
        const BudgetOutcome o = budgetOutcome(reply, countWords(reply.answerText()));
        int prompt = 0;
        for (const auto &m : request.messages())
            prompt += countWords(m.content) + 4;
        reply = reply.withUsage(prompt, o.completionTokens);
        if (!o.answered)
            reply = reply.withText(QString()).withFinishReason(
                anthropic ? QStringLiteral("max_tokens")
                : request.protocol() == RecordedRequest::Protocol::Responses ? QStringLiteral("max_output_tokens")
                                                                              : QStringLiteral("length"));
    }
    if (request.protocol() == RecordedRequest::Protocol::Responses) {
        QString model = reply.model().isEmpty() ? request.model() : reply.model();
        return buildResponsesAnswer(request, reply, model.isEmpty() ? facts.defaultModel : model);
    }
    QString model = reply.model();
    if (model.isEmpty())
        model = request.model().isEmpty() ? facts.defaultModel : request.model();
    if (request.protocol() == RecordedRequest::Protocol::OllamaNative)
        return buildOllamaChat(request, reply, model);
    if (request.wantsStream())
        return anthropic ? anthropicStream(request, reply, model)
                         : openAiStream(request, reply, model);

    if (reply.fault() == Reply::Fault::MalformedJson)
        return whole(200, "{\"choices\": [{\"message\": {\"content\": \"unterminated", reply);
    if (reply.fault() == Reply::Fault::NeverEnding) {
        ResponsePlan plan;
        plan.end = ResponsePlan::End::Hang;
        return plan;
    }
    if (reply.fault() == Reply::Fault::ResetMidStream ||
        reply.fault() == Reply::Fault::TruncatedStream) {
        // A whole body cut in the middle: headers promise more bytes than arrive.
        ResponsePlan plan;
        const QByteArray partial =
            "{\"id\":\"chatcmpl-fake\",\"choices\":[{\"message\":{\"content\":\"";
        plan.steps.append(
            {reply.delayMs(),
             head(200, "application/json", partial.size() * 4, reply.extraHeaders()) + partial});
        plan.end = ResponsePlan::End::Reset;
        return plan;
    }
    const QString text =
        reply.fault() == Reply::Fault::EmptyAnswer ? QString() : reply.answerText();
    const Usage u =
        usageFor(request, reply, int(splitForStreaming(text, reply.chunkSize()).size()));
    QJsonObject body;
    if (anthropic) {
        body = QJsonObject{{QStringLiteral("id"), QStringLiteral("msg_fake")},
                           {QStringLiteral("type"), QStringLiteral("message")},
                           {QStringLiteral("role"), QStringLiteral("assistant")},
                           {QStringLiteral("model"), model},
                           {QStringLiteral("content"),
                            QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                   {QStringLiteral("text"), text}}}},
                           {QStringLiteral("stop_reason"), reply.finishReason().isEmpty()
                                                               ? QStringLiteral("end_turn")
                                                               : reply.finishReason()}};
        if (reply.reportsUsage())
            body.insert(QStringLiteral("usage"),
                        QJsonObject{{QStringLiteral("input_tokens"), u.prompt},
                                    {QStringLiteral("output_tokens"), u.completion}});
    } else {
        body = QJsonObject{{QStringLiteral("id"), QStringLiteral("chatcmpl-fake")},
                           {QStringLiteral("object"), QStringLiteral("chat.completion")},
                           {QStringLiteral("created"), QDateTime::currentSecsSinceEpoch()},
                           {QStringLiteral("model"), model},
                           {QStringLiteral("choices"),
                            QJsonArray{QJsonObject{
                                {QStringLiteral("index"), 0},
                                {QStringLiteral("message"),
                                 QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                                             {QStringLiteral("content"), text}}},
                                {QStringLiteral("finish_reason"), reply.finishReason().isEmpty()
                                                                      ? QStringLiteral("stop")
                                                                      : reply.finishReason()}}}}};
        if (reply.reportsUsage())
            body.insert(QStringLiteral("usage"), openAiUsage(u, reply));
    }
    return whole(200, compact(body), reply);
}

ResponsePlan buildEmbeddingsResponse(const RecordedRequest &request, const Reply &reply,
                                     const ServerFacts &facts) {
    if (auto common = buildCommonFault(reply))
        return *common;
    if (reply.fault() == Reply::Fault::MalformedJson)
        return whole(200, "{\"data\": [{\"embedding\": [0.1, ", reply);
    QJsonArray data;
    int tokens = 0;
    const QStringList inputs = request.embeddingInputs();
    for (int i = 0; i < inputs.size(); ++i) {
        // A deterministic unit vector per text, from a hash of it: equal texts, equal vectors.
        const QByteArray digest =
            QCryptographicHash::hash(inputs[i].toUtf8(), QCryptographicHash::Sha256);
        QJsonArray values;
        double norm = 0;
        QList<double> raw;
        for (int d = 0; d < facts.embeddingDimension; ++d) {
            const double x = (quint8(digest[d % digest.size()]) ^ quint8(d * 37)) / 255.0 - 0.5;
            raw.append(x);
            norm += x * x;
        }
        norm = std::sqrt(norm);
        for (double x : raw)
            values.append(norm > 0 ? x / norm : 0.0);
        data.append(QJsonObject{{QStringLiteral("object"), QStringLiteral("embedding")},
                                {QStringLiteral("index"), i},
                                {QStringLiteral("embedding"), values}});
        tokens += countWords(inputs[i]);
    }
    QJsonObject body{{QStringLiteral("object"), QStringLiteral("list")},
                     {QStringLiteral("data"), data},
                     {QStringLiteral("model"), request.model().isEmpty()
                                                   ? QStringLiteral("fake-embedding")
                                                   : request.model()}};
    if (reply.reportsUsage())
        body.insert(QStringLiteral("usage"), QJsonObject{{QStringLiteral("prompt_tokens"), tokens},
                                                         {QStringLiteral("total_tokens"), tokens}});
    return whole(200, compact(body), reply);
}

ResponsePlan buildModelsResponse(const RecordedRequest &request, const Reply &reply,
                                 const ServerFacts &facts) {
    if (auto common = buildCommonFault(reply))
        return *common;
    if (reply.fault() == Reply::Fault::MalformedJson)
        return whole(200, "{\"data\": [", reply);
    QJsonObject body;
    if (request.path == QLatin1String("/api/tags")) {
        QJsonArray models;
        for (const QString &m : facts.models)
            models.append(QJsonObject{
                {QStringLiteral("name"), m},
                {QStringLiteral("model"), m},
                {QStringLiteral("size"), 4109865159LL},
                {QStringLiteral("details"),
                 QJsonObject{{QStringLiteral("family"), QStringLiteral("fake")},
                             {QStringLiteral("parameter_size"), QStringLiteral("7B")}}}});
        body = QJsonObject{{QStringLiteral("models"), models}};
    } else {
        QJsonArray data;
        for (const QString &m : facts.models) {
            QJsonObject item{{QStringLiteral("id"), m},
                             {QStringLiteral("object"), QStringLiteral("model")},
                             {QStringLiteral("type"), QStringLiteral("model")},
                             {QStringLiteral("display_name"), m.toUpper()},
                             {QStringLiteral("owned_by"), QStringLiteral("assay-fake-llm")}};
            // OpenAI's listing carries each model's shutdown date (the services' table).
            if (const auto known = serviceModel(m); known && known->shutdown.isValid())
                item.insert(QStringLiteral("shutdown_date"), known->shutdown.toString(Qt::ISODate));
            data.append(item);
        }
        body = QJsonObject{{QStringLiteral("object"), QStringLiteral("list")},
                           {QStringLiteral("data"), data}};
    }
    return whole(200, compact(body), reply);
}

} // namespace assay::fakellm
