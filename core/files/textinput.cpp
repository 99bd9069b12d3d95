#include "textinput.h"
#include "filestr.h"

#include <QDir>

namespace assay::files {

EncodingGuess guessEncoding(QByteArrayView head)
{
    EncodingGuess g;
    if (head.startsWith("\xEF\xBB\xBF"))
        return g;
    if (head.startsWith("\xFF\xFE")) {
        g.encoding = TextEncoding::Utf16LE;
        return g;
    }
    if (head.startsWith("\xFE\xFF")) {
        g.encoding = TextEncoding::Utf16BE;
        return g;
    }
    // UTF-16 without a mark: text in Latin letters has a zero in every other byte.
    qsizetype evenZeros = 0, oddZeros = 0;
    const qsizetype probe = std::min<qsizetype>(head.size(), 4096);
    for (qsizetype i = 0; i < probe; ++i) {
        if (head[i] == '\0')
            (i % 2 ? oddZeros : evenZeros)++;
    }
    if (probe >= 8 && oddZeros > probe / 4 && evenZeros == 0) {
        g.encoding = TextEncoding::Utf16LE;
        return g;
    }
    if (probe >= 8 && evenZeros > probe / 4 && oddZeros == 0) {
        g.encoding = TextEncoding::Utf16BE;
        return g;
    }
    // Line by line: valid UTF-8 lines with non-ASCII text, and lines that are not UTF-8.
    qint64 line = 1;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= head.size(); ++i) {
        if (i < head.size() && head[i] != '\n')
            continue;
        const QByteArrayView text = head.sliced(start, i - start);
        const bool ascii = std::all_of(text.begin(), text.end(), [](char c) { return uchar(c) < 0x80; });
        // The sample may end inside a character: the last line is only judged when complete.
        const bool complete = i < head.size();
        if (!ascii && complete) {
            if (isValidUtf8(text)) {
                if (!g.utf8Line)
                    g.utf8Line = line;
            } else if (!g.mixedLine) {
                g.mixedLine = line;
            }
        }
        start = i + 1;
        ++line;
    }
    if (g.mixedLine) {
        g.encoding = TextEncoding::Latin1;
        if (!g.utf8Line)
            g.mixedLine = 0; // simply Latin-1
    }
    return g;
}

QString TextInput::open(const QString &path)
{
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::ReadOnly))
        return Tr::tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), m_file.errorString());
    switch (m_encoding) {
    case TextEncoding::Utf8:
        break;
    case TextEncoding::Utf16LE:
        m_decoder = QStringDecoder(QStringDecoder::Utf16LE);
        break;
    case TextEncoding::Utf16BE:
        m_decoder = QStringDecoder(QStringDecoder::Utf16BE);
        break;
    case TextEncoding::Latin1:
        m_decoder = QStringDecoder(QStringDecoder::Latin1);
        break;
    }
    return {};
}

bool TextInput::readMore(QByteArray &out, qint64 chunk)
{
    if (m_encoding == TextEncoding::Utf8) {
        const qsizetype before = out.size();
        out.resize(before + chunk);
        const qint64 n = m_file.read(out.data() + before, chunk);
        out.resize(before + std::max<qint64>(n, 0));
        if (m_first && n > 0) {
            m_first = false;
            if (QByteArrayView(out).sliced(before).startsWith("\xEF\xBB\xBF"))
                out.remove(before, 3);
        }
        return n > 0;
    }
    m_raw.resize(chunk);
    const qint64 n = m_file.read(m_raw.data(), chunk);
    if (n <= 0)
        return false;
    QString text = m_decoder.decode(QByteArrayView(m_raw.constData(), n));
    if (m_first) {
        m_first = false;
        if (text.startsWith(QChar(0xFEFF)))
            text.remove(0, 1);
    }
    out.append(text.toUtf8());
    return true;
}

bool TextBuffer::refill()
{
    if (eof)
        return false;
    data.remove(0, pos);
    pos = 0;
    if (!m_input.readMore(data))
        eof = true;
    return true;
}

} // namespace assay::files
