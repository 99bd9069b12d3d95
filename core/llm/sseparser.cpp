#include "sseparser.h"

namespace assay::llm {

QList<SseEvent> SseParser::feed(QByteArrayView chunk) {
    QList<SseEvent> out;
    qsizetype i = 0;
    if (m_lastWasCr && !chunk.isEmpty()) {
        // "\r" ended the previous chunk and terminated its line already; swallow a "\n" partner.
        if (chunk.front() == '\n')
            i = 1;
        m_lastWasCr = false;
    }
    qsizetype lineStart = i;
    for (; i < chunk.size(); ++i) {
        const char c = chunk[i];
        if (c != '\n' && c != '\r')
            continue;
        QByteArrayView piece = chunk.sliced(lineStart, i - lineStart);
        if (m_buffer.isEmpty()) {
            processLine(piece, out);
        } else {
            m_buffer.append(piece.data(), piece.size());
            processLine(m_buffer, out);
            m_buffer.clear();
        }
        if (c == '\r') {
            if (i + 1 < chunk.size()) {
                if (chunk[i + 1] == '\n')
                    ++i;
            } else {
                m_lastWasCr = true;
            }
        }
        lineStart = i + 1;
    }
    if (lineStart < chunk.size())
        m_buffer.append(chunk.data() + lineStart, chunk.size() - lineStart);
    return out;
}

bool SseParser::finish(QList<SseEvent> *unterminated) {
    const bool clean = m_buffer.isEmpty() && !m_eventStarted;
    if (unterminated && !clean) {
        // The last line as if it had ended, then the blank line that never came.
        if (!m_buffer.isEmpty())
            processLine(m_buffer, *unterminated);
        m_buffer.clear();
        processLine(QByteArrayView(), *unterminated);
    }
    m_buffer.clear();
    m_data.clear();
    m_hasData = false;
    m_type.clear();
    m_eventStarted = false;
    m_lastWasCr = false;
    return clean;
}

void SseParser::processLine(QByteArrayView line, QList<SseEvent> &out) {
    if (!m_bomChecked) {
        m_bomChecked = true;
        if (line.startsWith("\xEF\xBB\xBF"))
            line = line.sliced(3);
    }
    if (line.isEmpty()) {
        // A blank line dispatches the event; an event without data is dropped (spec).
        if (m_hasData) {
            if (m_data.endsWith('\n'))
                m_data.chop(1);
            SseEvent e;
            if (!m_type.isEmpty())
                e.type = m_type;
            e.data = QString::fromUtf8(m_data);
            e.id = m_lastId;
            out.append(std::move(e));
        }
        m_data.clear();
        m_hasData = false;
        m_type.clear();
        m_eventStarted = false;
        return;
    }
    if (line.front() == ':') {
        ++m_comments;
        return;
    }
    const qsizetype colon = line.indexOf(':');
    QByteArrayView field = colon < 0 ? line : line.first(colon);
    QByteArrayView value = colon < 0 ? QByteArrayView() : line.sliced(colon + 1);
    if (value.startsWith(' '))
        value = value.sliced(1);
    m_eventStarted = true;
    if (field == "data") {
        m_data.append(value.data(), value.size());
        m_data.append('\n');
        m_hasData = true;
    } else if (field == "event") {
        m_type = QString::fromUtf8(value);
    } else if (field == "id") {
        if (!value.contains('\0'))
            m_lastId = QString::fromUtf8(value);
    } else if (field == "retry") {
        bool ok = false;
        const int ms = value.toByteArray().toInt(&ok);
        if (ok && ms >= 0)
            m_retryMs = ms;
    }
    // Other fields are ignored, as the spec says.
}

} // namespace assay::llm
