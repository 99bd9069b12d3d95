#include "queryscope.h"

namespace assay::sql {
namespace {

// A whole number token's value, or -1.
qint64 numberAt(QStringView sql, const QList<Token> &tokens, qsizetype i)
{
    if (i < 0 || i >= tokens.size() || tokens[i].kind != TokenKind::Number)
        return -1;
    bool ok = false;
    const qint64 n = tokens[i].text(sql).toLongLong(&ok);
    return ok ? n : -1;
}

} // namespace

QueryScope queryScope(QStringView sql, Flavor flavor)
{
    QueryScope scope;
    const QList<Token> tokens = significantTokens(sql, flavor);
    int depth = 0;
    bool inOrderBy = false;
    bool firstKeyRead = false;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const Token &t = tokens[i];
        if (t.kind == TokenKind::LeftParen) {
            ++depth;
            continue;
        }
        if (t.kind == TokenKind::RightParen) {
            depth = std::max(0, depth - 1);
            continue;
        }
        if (depth > 0)
            continue;
        if (t.kind == TokenKind::Comma && inOrderBy) {
            firstKeyRead = true; // the first key ends here; later DESC keys are tie-breakers
            continue;
        }
        if (t.kind != TokenKind::Word)
            continue;
        auto is = [&](QStringView word) { return isWord(sql, t, word); };
        auto next = [&](qsizetype k, QStringView word) { return i + k < tokens.size() && isWord(sql, tokens[i + k], word); };
        if (is(u"HAVING")) {
            scope.having = true;
            inOrderBy = false;
        } else if (is(u"ORDER") && next(1, u"BY")) {
            // A later ORDER BY (after a UNION's parts) is the one that orders the result.
            scope.ordered = true;
            scope.descending = false;
            inOrderBy = true;
            firstKeyRead = false;
            ++i;
        } else if (inOrderBy && !firstKeyRead && is(u"DESC")) {
            scope.descending = true;
        } else if (is(u"LIMIT")) {
            inOrderBy = false;
            // LIMIT n, LIMIT n OFFSET m, MySQL's LIMIT m, n.
            qint64 n = numberAt(sql, tokens, i + 1);
            if (n >= 0 && i + 2 < tokens.size() && tokens[i + 2].kind == TokenKind::Comma)
                n = numberAt(sql, tokens, i + 3);
            if (n > 0)
                scope.limit = n;
        } else if (is(u"TOP") && i > 0 && (isWord(sql, tokens[i - 1], u"SELECT") || isWord(sql, tokens[i - 1], u"DISTINCT"))) {
            if (const qint64 n = numberAt(sql, tokens, i + 1); n > 0)
                scope.limit = n;
        } else if (is(u"FETCH") && (next(1, u"FIRST") || next(1, u"NEXT"))) {
            inOrderBy = false;
            const qint64 n = numberAt(sql, tokens, i + 2);
            scope.limit = n > 0 ? n : 1; // FETCH FIRST ROW ONLY
        } else if (is(u"OFFSET") || is(u"UNION") || is(u"INTERSECT") || is(u"EXCEPT")) {
            inOrderBy = false;
        }
    }
    return scope;
}

} // namespace assay::sql
