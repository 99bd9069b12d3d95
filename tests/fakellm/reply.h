#pragma once
// What the fake server answers, in the protocol the request spoke (OpenAI-compatible or
// Anthropic; plain or SSE as the request asked). A reply is a value: build it with a factory and
// refine it with the with...() methods, which return a modified copy:
//   Reply::text("SELECT 1").withDelay(200).withUsage(12, 3)
//   Reply::rateLimited(2)            // 429 with "Retry-After: 2"
//   Reply::resetMidStream("abc", 2)  // two chunks, then a TCP reset

#include <QByteArray>
#include <QJsonValue>
#include <QString>

#include <functional>
#include <optional>

namespace assay::fakellm {

struct RecordedRequest;

class Reply {
public:
    enum class Fault {
        None,
        Status,          // an HTTP error status with a JSON error body (429 and 5xx among them)
        ResetMidStream,  // some chunks, then the connection is reset (RST)
        MalformedJson,   // a 200 whose JSON (or a streamed chunk's JSON) does not parse
        TruncatedStream, // some chunks, then a clean end of body with no [DONE] / message_stop
        EmptyAnswer,     // a well-formed answer with no text
        NeverEnding,     // streams a token every chunk interval until the client gives up
        StreamError,     // some chunks, then an error event ("overloaded_error")
        Hang,            // accepts the request and never answers
        Recorded,        // a body recorded from a real service, replayed byte for byte
    };

    static Reply text(const QString &text);
    static Reply json(const QJsonValue &value); // the answer's text is the compact JSON
    static Reply rateLimited(int retryAfterSeconds = 1);
    static Reply rateLimitedUntil(int secondsFromNow); // Retry-After as an HTTP-date
    static Reply serverError(int status = 500);
    static Reply status(int status, const QByteArray &body = {});
    static Reply resetMidStream(const QString &text, int afterChunks = 2);
    static Reply malformedJson();
    static Reply truncatedStream(const QString &text, int afterChunks = 2);
    static Reply emptyAnswer();
    static Reply neverEnding(const QString &token = QStringLiteral("and on "));
    static Reply streamError(const QString &errorType = QStringLiteral("overloaded_error"),
                             int afterChunks = 1);
    static Reply hang();
    // A response body recorded from a real service (an official SDK's test stream), sent byte
    // for byte with chunked transfer encoding, one event per write (or trickled). The status and
    // content type are the recorded response's.
    static Reply recorded(const QByteArray &body, int status = 200,
                          const QByteArray &contentType = "text/event-stream");
    // A recorded fixture from tests/fakellm/fixtures by file name; empty when it is missing.
    static QByteArray recordedFixture(const QString &fileName);
    // The answer's text computed from the request (a model that reads what it was asked): used
    // to answer for the columns or tables a request actually lists.
    static Reply generated(std::function<QString(const RecordedRequest &)> generate);
    // The reply with its text computed for `request` (itself when it is not generated).
    Reply forRequest(const RecordedRequest &request) const;

    Reply withDelay(int ms) const; // before the status line
    Reply withUsage(int promptTokens, int completionTokens) const;
    Reply withoutUsage() const; // no usage figures: the client must estimate
    Reply withFinishReason(const QString &reason) const;
    Reply withChunkSize(int characters) const; // streamed text per chunk (default: one word)
    Reply withChunkInterval(int ms) const;     // pause between streamed chunks (default 0)
    Reply withTrickle(bool on = true) const;   // write the encoded bytes 1-7 at a time
    Reply withCrLf(bool on = true) const;      // SSE lines end in CRLF instead of LF
    Reply withModel(const QString &model) const;
    Reply withHeader(const QByteArray &name, const QByteArray &value) const;
    // Thinking the model streams apart from its answer, before it: OpenAI-compatible
    // "reasoning_content" deltas, an Anthropic thinking block (thinking_delta, signature_delta),
    // Ollama's message.thinking.
    Reply withReasoning(const QString &thinking) const;
    // Hidden thinking that spends the output budget, as reasoning models and adaptive thinking
    // do: `tokens` of thinking before the answer; with `budget` (> 0) too small for thinking
    // plus answer, the answer never comes and the reply ends at the limit ("length",
    // "max_tokens", response.incomplete) with no text. Usage reports the thinking.
    Reply withThinking(int tokens, int budget) const;
    Reply withText(const QString &text) const; // the same reply saying something else

    Fault fault() const { return m_fault; }
    QString answerText() const { return m_text; }
    int httpStatus() const { return m_status; }
    QByteArray statusBody() const { return m_body; }
    int delayMs() const { return m_delayMs; }
    int afterChunks() const { return m_afterChunks; }
    std::optional<std::pair<int, int>> usage() const { return m_usage; }
    bool reportsUsage() const { return m_reportUsage; }
    QString finishReason() const { return m_finishReason; }
    int chunkSize() const { return m_chunkSize; }
    int chunkIntervalMs() const { return m_chunkIntervalMs; }
    bool trickle() const { return m_trickle; }
    bool crlf() const { return m_crlf; }
    QString model() const { return m_model; }
    QString errorType() const { return m_errorType; }
    QString reasoning() const { return m_reasoning; }
    int thinkingTokens() const { return m_thinkingTokens; }
    int budget() const { return m_budget; }
    QByteArray contentType() const { return m_contentType; }
    const QList<std::pair<QByteArray, QByteArray>> &extraHeaders() const { return m_headers; }

private:
    Fault m_fault = Fault::None;
    QString m_text;
    int m_status = 200;
    QByteArray m_body;
    int m_delayMs = 0;
    int m_afterChunks = 2;
    std::optional<std::pair<int, int>> m_usage; // reported figures; computed when empty
    bool m_reportUsage = true;
    QString m_finishReason;
    int m_chunkSize = 0; // 0: a word per chunk
    int m_chunkIntervalMs = 0;
    bool m_trickle = false;
    bool m_crlf = false;
    QString m_model;
    QString m_errorType;
    QString m_reasoning;
    int m_thinkingTokens = 0;
    int m_budget = 0;
    QByteArray m_contentType;
    QList<std::pair<QByteArray, QByteArray>> m_headers;
    std::function<QString(const RecordedRequest &)> m_generate;
};

} // namespace assay::fakellm
