#include "tokenestimator.h"

namespace assay::llm {

namespace {

enum class Run { None, Letters, Digits, Other };

bool isWideScript(char32_t c) {
    return (c >= 0x3040 && c <= 0x30FF)    // hiragana, katakana
           || (c >= 0x3400 && c <= 0x9FFF) // CJK unified ideographs (+ extension A)
           || (c >= 0xAC00 && c <= 0xD7AF) // hangul syllables
           || (c >= 0xF900 && c <= 0xFAFF) // CJK compatibility
           || (c >= 0x20000 && c <= 0x2FFFF);
}

} // namespace

int estimateTokens(QStringView text) {
    int tokens = 0;
    Run run = Run::None;
    int runLength = 0;
    auto flush = [&] {
        switch (run) {
        case Run::Letters:
            tokens += (runLength + 4) / 5;
            break;
        case Run::Digits:
            tokens += (runLength + 2) / 3;
            break;
        case Run::Other:
            tokens += (runLength + 1) / 2;
            break;
        case Run::None:
            break;
        }
        run = Run::None;
        runLength = 0;
    };
    for (char32_t c : text.toUcs4()) {
        Run kind = Run::None;
        if (c < 128) {
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
                kind = Run::Letters;
            else if (c >= '0' && c <= '9')
                kind = Run::Digits;
        } else if (!isWideScript(c) && QChar::isLetterOrNumber(c)) {
            kind = Run::Other;
        }
        if (kind != run)
            flush();
        if (kind != Run::None) {
            run = kind;
            ++runLength;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
            continue;
        ++tokens; // punctuation, symbols, CJK, emoji
    }
    flush();
    return tokens;
}

int estimatePromptTokens(const QList<Message> &messages) {
    int tokens = 3;
    for (const Message &m : messages)
        tokens += 4 + estimateTokens(m.content);
    return tokens;
}

} // namespace assay::llm
