#pragma once
// A text file read as UTF-8 in chunks, whatever its encoding: UTF-8 passes through (a byte-order
// mark is dropped), UTF-16 and Latin-1 are converted chunk by chunk, so memory stays flat.

#include "importoptions.h"

#include <QByteArray>
#include <QFile>
#include <QStringDecoder>

namespace assay::files {

// The encoding of a file, from its first bytes: a byte-order mark, the zero bytes of UTF-16, or
// whether the bytes are valid UTF-8 (else Latin-1). `mixedLine` is set (1-based) when the head is
// mostly UTF-8 but a line is not: a file that mixes encodings.
struct EncodingGuess {
    TextEncoding encoding = TextEncoding::Utf8;
    qint64 mixedLine = 0;
    qint64 utf8Line = 0; // a line that is UTF-8 (with non-ASCII text), when mixed
};
EncodingGuess guessEncoding(QByteArrayView head);

class TextInput {
public:
    explicit TextInput(TextEncoding encoding) : m_encoding(encoding) {}
    QString open(const QString &path); // an error message, or empty
    // Appends up to `chunk` bytes of UTF-8 to `out`; false at the end of the file.
    bool readMore(QByteArray &out, qint64 chunk = 1 << 20);
    qint64 position() const { return m_file.pos(); }
    qint64 size() const { return m_file.size(); }

private:
    TextEncoding m_encoding;
    QFile m_file;
    QStringDecoder m_decoder;
    bool m_first = true;
    QByteArray m_raw;
};

// The UTF-8 of a text file in a buffer that is refilled chunk by chunk, keeping the tail a reader
// has not consumed yet (a record cut by the end of a chunk): what the CSV and JSON readers share.
class TextBuffer {
public:
    explicit TextBuffer(TextEncoding encoding) : m_input(encoding) {}
    QString open(const QString &path) { return m_input.open(path); }
    // Drops what is before `pos`, appends the next chunk; false once the file is at its end.
    bool refill();
    qint64 position() const { return m_input.position(); }
    qint64 size() const { return m_input.size(); }

    QByteArray data;
    qsizetype pos = 0;  // where the reader is
    bool eof = false;   // everything is in `data`

private:
    TextInput m_input;
};

} // namespace assay::files
