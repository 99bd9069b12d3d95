#pragma once
// Splits a streamed answer into events, whatever its framing: server-sent events (SseParser) or
// newline-delimited JSON (Ollama's native API: one object per line, no blank lines, no "data:").
// Each NDJSON line becomes an SseEvent whose data is the line, so the providers' decoders see one
// kind of event either way. Chunks may end anywhere, in the middle of a line or of a UTF-8
// character.

#include "provider.h"
#include "sseparser.h"

namespace assay::llm {

class StreamFramer {
public:
    explicit StreamFramer(StreamFormat format = StreamFormat::Sse)
        : m_format(format) {}

    QList<SseEvent> feed(QByteArrayView chunk);
    // The body ended; true when cleanly (nothing left half-framed). A last event or line that
    // was not terminated is handed over in `unterminated` for the caller to judge.
    bool finish(QList<SseEvent> *unterminated);

private:
    StreamFormat m_format;
    SseParser m_sse;
    QByteArray m_line; // NDJSON: bytes of the line not yet ended
};

} // namespace assay::llm
