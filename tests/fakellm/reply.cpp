#include "reply.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace assay::fakellm {

namespace {

QByteArray errorBody(const QString &type, const QString &message) {
    // Readable by both client protocols: OpenAI reads error.message, Anthropic error.type too.
    return QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                                     {QStringLiteral("error"),
                                      QJsonObject{{QStringLiteral("type"), type},
                                                  {QStringLiteral("message"), message}}}})
        .toJson(QJsonDocument::Compact);
}

} // namespace

Reply Reply::text(const QString &text) {
    Reply r;
    r.m_text = text;
    return r;
}

Reply Reply::json(const QJsonValue &value) {
    QJsonDocument doc =
        value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    return text(QString::fromUtf8(doc.toJson(QJsonDocument::Compact)));
}

Reply Reply::rateLimited(int retryAfterSeconds) {
    Reply r = status(429, errorBody(QStringLiteral("rate_limit_error"),
                                    QStringLiteral("Rate limit reached. Slow down.")));
    return r.withHeader("Retry-After", QByteArray::number(retryAfterSeconds));
}

Reply Reply::rateLimitedUntil(int secondsFromNow) {
    const QDateTime when = QDateTime::currentDateTimeUtc().addSecs(secondsFromNow);
    const QByteArray date =
        QLocale::c().toString(when, QStringLiteral("ddd, dd MMM yyyy hh:mm:ss 'GMT'")).toLatin1();
    Reply r = status(429, errorBody(QStringLiteral("rate_limit_error"),
                                    QStringLiteral("Rate limit reached. Slow down.")));
    return r.withHeader("Retry-After", date);
}

Reply Reply::serverError(int code) {
    return status(code, errorBody(QStringLiteral("api_error"),
                                  QStringLiteral("The fake server had an internal error.")));
}

Reply Reply::status(int code, const QByteArray &body) {
    Reply r;
    r.m_fault = Fault::Status;
    r.m_status = code;
    r.m_body = body.isEmpty()
                   ? errorBody(QStringLiteral("error"), QStringLiteral("HTTP %1").arg(code))
                   : body;
    return r;
}

Reply Reply::resetMidStream(const QString &text, int afterChunks) {
    Reply r = Reply::text(text);
    r.m_fault = Fault::ResetMidStream;
    r.m_afterChunks = afterChunks;
    return r;
}

Reply Reply::malformedJson() {
    Reply r = Reply::text(QStringLiteral("this answer will not parse"));
    r.m_fault = Fault::MalformedJson;
    return r;
}

Reply Reply::truncatedStream(const QString &text, int afterChunks) {
    Reply r = Reply::text(text);
    r.m_fault = Fault::TruncatedStream;
    r.m_afterChunks = afterChunks;
    return r;
}

Reply Reply::emptyAnswer() {
    Reply r = Reply::text(QString());
    r.m_fault = Fault::EmptyAnswer;
    return r;
}

Reply Reply::neverEnding(const QString &token) {
    Reply r = Reply::text(token);
    r.m_fault = Fault::NeverEnding;
    r.m_chunkIntervalMs = 50;
    return r;
}

Reply Reply::streamError(const QString &errorType, int afterChunks) {
    Reply r = Reply::text(QStringLiteral("partial answer before the error"));
    r.m_fault = Fault::StreamError;
    r.m_errorType = errorType;
    r.m_afterChunks = afterChunks;
    return r;
}

Reply Reply::generated(std::function<QString(const RecordedRequest &)> generate) {
    Reply r;
    r.m_generate = std::move(generate);
    return r;
}

Reply Reply::forRequest(const RecordedRequest &request) const {
    if (!m_generate)
        return *this;
    Reply r = *this;
    r.m_text = m_generate(request);
    r.m_generate = nullptr;
    return r;
}

Reply Reply::recorded(const QByteArray &body, int status, const QByteArray &contentType) {
    Reply r;
    r.m_fault = Fault::Recorded;
    r.m_status = status;
    r.m_body = body;
    r.m_contentType = contentType;
    return r;
}

QByteArray Reply::recordedFixture(const QString &fileName) {
    QFile f(QStringLiteral(ASSAY_FAKELLM_FIXTURE_DIR "/") + fileName);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

Reply Reply::hang() {
    Reply r;
    r.m_fault = Fault::Hang;
    return r;
}

#define REPLY_WITH(body)                                                                           \
    Reply r = *this;                                                                               \
    body;                                                                                          \
    return r

Reply Reply::withDelay(int ms) const {
    REPLY_WITH(r.m_delayMs = ms);
}
Reply Reply::withUsage(int p, int c) const {
    REPLY_WITH(r.m_usage = std::make_pair(p, c); r.m_reportUsage = true);
}
Reply Reply::withoutUsage() const {
    REPLY_WITH(r.m_reportUsage = false);
}
Reply Reply::withFinishReason(const QString &reason) const {
    REPLY_WITH(r.m_finishReason = reason);
}
Reply Reply::withChunkSize(int characters) const {
    REPLY_WITH(r.m_chunkSize = characters);
}
Reply Reply::withChunkInterval(int ms) const {
    REPLY_WITH(r.m_chunkIntervalMs = ms);
}
Reply Reply::withTrickle(bool on) const {
    REPLY_WITH(r.m_trickle = on);
}
Reply Reply::withCrLf(bool on) const {
    REPLY_WITH(r.m_crlf = on);
}
Reply Reply::withModel(const QString &model) const {
    REPLY_WITH(r.m_model = model);
}
Reply Reply::withHeader(const QByteArray &name, const QByteArray &value) const {
    REPLY_WITH(r.m_headers.append({name, value}));
}
Reply Reply::withReasoning(const QString &thinking) const {
    REPLY_WITH(r.m_reasoning = thinking);
}
Reply Reply::withText(const QString &text) const {
    REPLY_WITH(r.m_text = text; r.m_generate = nullptr);
}
Reply Reply::withThinking(int tokens, int budget) const {
    REPLY_WITH(r.m_thinkingTokens = qMax(0, tokens); r.m_budget = qMax(0, budget));
}

#undef REPLY_WITH

} // namespace assay::fakellm
