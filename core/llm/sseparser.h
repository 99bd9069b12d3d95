#pragma once
// A server-sent-events parser (the WHATWG "text/event-stream" rules) that accepts the byte stream
// in chunks of any size: a chunk may end in the middle of a line, of a field name, of a CRLF pair
// or of a UTF-8 character. Lines are split on bytes first and decoded only when complete, so a
// multi-byte character is never cut.

#include <QByteArray>
#include <QList>
#include <QString>

namespace assay::llm {

struct SseEvent {
    QString type = QStringLiteral("message"); // the "event:" field, "message" when absent
    QString data;                             // "data:" lines joined with '\n'
    QString id; // the last "id:" seen (it persists across events, as the spec says)

    bool operator==(const SseEvent &) const = default;
};

class SseParser {
public:
    // Parses as much of `chunk` as forms complete events and keeps the rest for the next call.
    QList<SseEvent> feed(QByteArrayView chunk);

    // The stream ended. Returns true when it ended cleanly, false when an event was begun but never
    // terminated by a blank line. The spec discards that event, and so does this unless
    // `unterminated` is given: then a final event whose data lines were complete up to the end of
    // the body is handed over there. Real streams end that way (the Anthropic Python SDK's
    // recorded basic_response.txt ends right after `data: {"type":"message_stop"}` with no newline
    // at all), and a message_stop must not be lost to it. Whether the event is whole is for the
    // caller to judge (a cut connection can end in the middle of a JSON object).
    bool finish(QList<SseEvent> *unterminated = nullptr);

    int commentCount() const { return m_comments; } // ": keep-alive" lines seen so far
    int retryMs() const { return m_retryMs; }       // the last "retry:" field, -1 when none

private:
    void processLine(QByteArrayView line, QList<SseEvent> &out);

    QByteArray m_buffer;      // bytes not yet forming a complete line
    bool m_lastWasCr = false; // the previous chunk ended in '\r': a '\n' next belongs to it
    bool m_bomChecked = false;
    QByteArray m_data; // data lines of the event being built
    bool m_hasData = false;
    QString m_type;
    QString m_lastId;
    bool m_eventStarted = false; // any field seen since the last dispatch
    int m_comments = 0;
    int m_retryMs = -1;
};

} // namespace assay::llm
