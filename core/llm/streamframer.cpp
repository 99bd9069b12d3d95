#include "streamframer.h"

namespace assay::llm {

namespace {

void appendLine(QByteArrayView line, QList<SseEvent> &out) {
    const QByteArray trimmed = line.toByteArray().trimmed();
    if (trimmed.isEmpty())
        return;
    SseEvent e;
    e.data = QString::fromUtf8(trimmed);
    out.append(std::move(e));
}

} // namespace

QList<SseEvent> StreamFramer::feed(QByteArrayView chunk) {
    if (m_format == StreamFormat::Sse)
        return m_sse.feed(chunk);
    QList<SseEvent> out;
    qsizetype start = 0;
    for (qsizetype i = 0; i < chunk.size(); ++i) {
        if (chunk[i] != '\n')
            continue;
        if (m_line.isEmpty()) {
            appendLine(chunk.sliced(start, i - start), out);
        } else {
            m_line.append(chunk.data() + start, i - start);
            appendLine(m_line, out);
            m_line.clear();
        }
        start = i + 1;
    }
    m_line.append(chunk.data() + start, chunk.size() - start);
    return out;
}

bool StreamFramer::finish(QList<SseEvent> *unterminated) {
    if (m_format == StreamFormat::Sse)
        return m_sse.finish(unterminated);
    const bool clean = m_line.trimmed().isEmpty();
    if (!clean && unterminated)
        appendLine(m_line, *unterminated);
    m_line.clear();
    return clean;
}

} // namespace assay::llm
