#include "statements.h"

namespace assay::sql {

QList<StatementRange> splitStatements(QStringView sql, Flavor flavor)
{
    const QList<Token> tokens = tokenize(sql, flavor);
    QList<StatementRange> out;

    int start = -1;      // first significant token of the current statement
    int lastEnd = -1;    // end of the last significant token
    int blockDepth = 0;  // BEGIN/CASE ... END nesting inside a trigger body
    bool sawCreate = false;
    bool inTrigger = false;

    auto flush = [&] {
        if (start >= 0)
            out.append(StatementRange{start, lastEnd});
        start = -1;
        lastEnd = -1;
        blockDepth = 0;
        sawCreate = false;
        inTrigger = false;
    };

    for (const Token &t : tokens) {
        if (t.isTrivia())
            continue;
        if (t.kind == TokenKind::Semicolon && blockDepth == 0) {
            flush();
            continue;
        }
        if (start < 0)
            start = t.begin;
        lastEnd = t.end();
        if (t.kind != TokenKind::Word)
            continue;
        if (isWord(sql, t, u"CREATE")) {
            sawCreate = true;
        } else if (sawCreate && isWord(sql, t, u"TRIGGER")) {
            inTrigger = true;
        } else if (inTrigger && (isWord(sql, t, u"BEGIN") || (blockDepth > 0 && isWord(sql, t, u"CASE")))) {
            ++blockDepth;
        } else if (inTrigger && blockDepth > 0 && isWord(sql, t, u"END")) {
            --blockDepth;
        }
    }
    flush();
    return out;
}

QString firstKeyword(QStringView sql, Flavor flavor)
{
    for (const Token &t : tokenize(sql, flavor)) {
        if (t.isTrivia() || t.kind == TokenKind::LeftParen)
            continue;
        if (t.kind == TokenKind::Word)
            return t.text(sql).toString().toUpper();
        return {};
    }
    return {};
}

TextPosition positionOf(QStringView text, int offset)
{
    TextPosition pos{1, 1};
    const int limit = std::min<int>(offset, text.size());
    for (int i = 0; i < limit; ++i) {
        if (text[i] == u'\n') {
            ++pos.line;
            pos.column = 1;
        } else {
            ++pos.column;
        }
    }
    return pos;
}

} // namespace assay::sql
