#include "tokenizer.h"

#include <QSet>

namespace assay::sql {
namespace {

bool isIdentStart(QChar c)
{
    return c.isLetter() || c == u'_' || c.unicode() >= 0x80;
}

bool isIdentPart(QChar c)
{
    return c.isLetterOrNumber() || c == u'_' || c == u'$' || c.unicode() >= 0x80;
}

class Lexer {
public:
    Lexer(QStringView sql, Flavor flavor) : m_sql(sql), m_flavor(flavor) {}

    QList<Token> run()
    {
        QList<Token> out;
        out.reserve(m_sql.size() / 3 + 1);
        while (m_pos < m_sql.size())
            out.append(next());
        return out;
    }

private:
    // i may be -1 (":name" at the very start looks back for "::"); that read was out of bounds
    // (found by fuzz_sql_references).
    QChar at(qsizetype i) const { return i >= 0 && i < m_sql.size() ? m_sql[i] : QChar(); }

    Token make(TokenKind kind, qsizetype begin, bool unterminated = false) const
    {
        return Token{kind, int(begin), int(m_pos - begin), unterminated};
    }

    // Scans a quoted run that ends at `quote`; a doubled quote is an escaped quote.
    // With backslashEscapes, a backslash escapes the next character (MySQL strings, E'').
    bool scanQuoted(QChar quote, bool backslashEscapes)
    {
        ++m_pos; // opening quote
        while (m_pos < m_sql.size()) {
            const QChar c = m_sql[m_pos];
            if (backslashEscapes && c == u'\\') {
                m_pos += 2;
                continue;
            }
            if (c == quote) {
                if (at(m_pos + 1) == quote) {
                    m_pos += 2;
                    continue;
                }
                ++m_pos;
                return true;
            }
            ++m_pos;
        }
        m_pos = m_sql.size();
        return false;
    }

    Token next()
    {
        const qsizetype begin = m_pos;
        const QChar c = m_sql[m_pos];
        const QChar n = at(m_pos + 1);

        if (c.isSpace()) {
            while (m_pos < m_sql.size() && m_sql[m_pos].isSpace())
                ++m_pos;
            return make(TokenKind::Whitespace, begin);
        }
        if ((c == u'-' && n == u'-') || (c == u'#' && m_flavor == Flavor::MySQL)) {
            while (m_pos < m_sql.size() && m_sql[m_pos] != u'\n')
                ++m_pos;
            return make(TokenKind::LineComment, begin);
        }
        if (c == u'/' && n == u'*')
            return blockComment(begin);
        if (c == u'\'')
            return make(TokenKind::String, begin, !scanQuoted(u'\'', m_flavor == Flavor::MySQL));
        if ((c == u'E' || c == u'e') && n == u'\'' && m_flavor == Flavor::PostgreSQL) {
            ++m_pos;
            return make(TokenKind::String, begin, !scanQuoted(u'\'', true));
        }
        if ((c == u'N' || c == u'n' || c == u'X' || c == u'x' || c == u'B' || c == u'b')
            && n == u'\'') {
            ++m_pos;
            return make(TokenKind::String, begin, !scanQuoted(u'\'', m_flavor == Flavor::MySQL));
        }
        if (c == u'"') {
            // MySQL without ANSI_QUOTES treats "x" as a string; for references it is the
            // safer reading, since a string never names a table.
            const TokenKind kind =
                m_flavor == Flavor::MySQL ? TokenKind::String : TokenKind::QuotedIdentifier;
            return make(kind, begin, !scanQuoted(u'"', m_flavor == Flavor::MySQL));
        }
        if (c == u'`')
            return make(TokenKind::QuotedIdentifier, begin, !scanQuoted(u'`', false));
        if (c == u'[' && (m_flavor == Flavor::SQLite || m_flavor == Flavor::Generic)) {
            while (m_pos < m_sql.size() && m_sql[m_pos] != u']')
                ++m_pos;
            const bool closed = m_pos < m_sql.size();
            if (closed)
                ++m_pos;
            return make(TokenKind::QuotedIdentifier, begin, !closed);
        }
        if (c == u'$' && m_flavor == Flavor::PostgreSQL) {
            if (n.isDigit()) {
                ++m_pos;
                while (m_pos < m_sql.size() && m_sql[m_pos].isDigit())
                    ++m_pos;
                return make(TokenKind::Parameter, begin);
            }
            if (auto t = dollarQuoted(begin); t.length > 0)
                return t;
        }
        if (c.isDigit() || (c == u'.' && n.isDigit()))
            return number(begin);
        if (isIdentStart(c)) {
            while (m_pos < m_sql.size() && isIdentPart(m_sql[m_pos]))
                ++m_pos;
            return make(TokenKind::Word, begin);
        }
        if (c == u'?') {
            ++m_pos;
            while (m_pos < m_sql.size() && m_sql[m_pos].isDigit())
                ++m_pos;
            return make(TokenKind::Parameter, begin);
        }
        if ((c == u':' || c == u'@') && isIdentStart(n) && !(c == u':' && at(m_pos - 1) == u':')) {
            ++m_pos;
            while (m_pos < m_sql.size() && isIdentPart(m_sql[m_pos]))
                ++m_pos;
            return make(TokenKind::Parameter, begin);
        }
        ++m_pos;
        switch (c.unicode()) {
        case u'(':
            return make(TokenKind::LeftParen, begin);
        case u')':
            return make(TokenKind::RightParen, begin);
        case u',':
            return make(TokenKind::Comma, begin);
        case u'.':
            return make(TokenKind::Dot, begin);
        case u';':
            return make(TokenKind::Semicolon, begin);
        default:
            break;
        }
        // Multi-character operators stay one token: <=, >=, <>, !=, ||, ::, ->, ->>
        static const QString twoChar = QStringLiteral("<=>=<>!=||::->");
        if (m_pos < m_sql.size()) {
            const QChar pairChars[2] = {c, m_sql[m_pos]};
            const QStringView pair(pairChars, 2);
            for (int i = 0; i + 1 < twoChar.size(); i += 2) {
                if (QStringView(twoChar).mid(i, 2) == pair) {
                    ++m_pos;
                    if (pair == u"->" && at(m_pos) == u'>')
                        ++m_pos;
                    break;
                }
            }
        }
        return make(TokenKind::Operator, begin);
    }

    Token blockComment(qsizetype begin)
    {
        // PostgreSQL nests block comments; the others end at the first */.
        int depth = 0;
        while (m_pos < m_sql.size()) {
            if (m_sql[m_pos] == u'/' && at(m_pos + 1) == u'*') {
                ++depth;
                m_pos += 2;
                if (m_flavor != Flavor::PostgreSQL)
                    depth = 1;
                continue;
            }
            if (m_sql[m_pos] == u'*' && at(m_pos + 1) == u'/') {
                m_pos += 2;
                if (--depth == 0)
                    return make(TokenKind::BlockComment, begin);
                continue;
            }
            ++m_pos;
        }
        return make(TokenKind::BlockComment, begin, true);
    }

    Token dollarQuoted(qsizetype begin)
    {
        // $tag$ ... $tag$ where tag is empty or an identifier without '$'.
        qsizetype p = m_pos + 1;
        while (p < m_sql.size() && m_sql[p] != u'$' && (m_sql[p].isLetterOrNumber() || m_sql[p] == u'_'))
            ++p;
        if (p >= m_sql.size() || m_sql[p] != u'$')
            return Token{TokenKind::Operator, int(begin), 0, false};
        const QStringView tag = m_sql.mid(m_pos, p - m_pos + 1);
        const qsizetype close = m_sql.indexOf(tag, p + 1);
        if (close < 0) {
            m_pos = m_sql.size();
            return make(TokenKind::String, begin, true);
        }
        m_pos = close + tag.size();
        return make(TokenKind::String, begin);
    }

    Token number(qsizetype begin)
    {
        if (m_sql[m_pos] == u'0' && (at(m_pos + 1) == u'x' || at(m_pos + 1) == u'X')) {
            m_pos += 2;
            while (m_pos < m_sql.size() && isxdigit(m_sql[m_pos].toLatin1()))
                ++m_pos;
            return make(TokenKind::Number, begin);
        }
        while (m_pos < m_sql.size() && m_sql[m_pos].isDigit())
            ++m_pos;
        if (at(m_pos) == u'.' && at(m_pos + 1) != u'.') {
            ++m_pos;
            while (m_pos < m_sql.size() && m_sql[m_pos].isDigit())
                ++m_pos;
        }
        if ((at(m_pos) == u'e' || at(m_pos) == u'E')
            && (at(m_pos + 1).isDigit()
                || ((at(m_pos + 1) == u'+' || at(m_pos + 1) == u'-') && at(m_pos + 2).isDigit()))) {
            m_pos += 2;
            while (m_pos < m_sql.size() && m_sql[m_pos].isDigit())
                ++m_pos;
        }
        return make(TokenKind::Number, begin);
    }

    QStringView m_sql;
    Flavor m_flavor;
    qsizetype m_pos = 0;
};

} // namespace

QList<Token> tokenize(QStringView sql, Flavor flavor)
{
    return Lexer(sql, flavor).run();
}

QList<Token> significantTokens(QStringView sql, Flavor flavor)
{
    QList<Token> all = tokenize(sql, flavor);
    QList<Token> out;
    out.reserve(all.size() / 2 + 1);
    for (const Token &t : all) {
        if (!t.isTrivia())
            out.append(t);
    }
    return out;
}

bool isWord(QStringView sql, const Token &token, QStringView keyword)
{
    return token.kind == TokenKind::Word
           && token.text(sql).compare(keyword, Qt::CaseInsensitive) == 0;
}

QString identifierText(QStringView sql, const Token &token)
{
    const QStringView text = token.text(sql);
    if (token.kind != TokenKind::QuotedIdentifier || text.size() < 2)
        return text.toString();
    const QChar open = text.front();
    const QChar close = open == u'[' ? QChar(u']') : open;
    QStringView inner = text.mid(1);
    if (!token.unterminated && inner.endsWith(close))
        inner.chop(1);
    QString out = inner.toString();
    if (open != u'[')
        out.replace(QString(2, close), QString(close));
    return out;
}

bool isReservedKeyword(QStringView word)
{
    static const QSet<QString> reserved = {
        QStringLiteral("ALL"),       QStringLiteral("AND"),       QStringLiteral("AS"),
        QStringLiteral("ASC"),       QStringLiteral("BETWEEN"),   QStringLiteral("BY"),
        QStringLiteral("CASE"),      QStringLiteral("CROSS"),     QStringLiteral("DELETE"),
        QStringLiteral("DESC"),      QStringLiteral("DISTINCT"),  QStringLiteral("ELSE"),
        QStringLiteral("END"),       QStringLiteral("EXCEPT"),    QStringLiteral("EXISTS"),
        QStringLiteral("FROM"),      QStringLiteral("FULL"),      QStringLiteral("GROUP"),
        QStringLiteral("HAVING"),    QStringLiteral("IN"),        QStringLiteral("INNER"),
        QStringLiteral("INSERT"),    QStringLiteral("INTERSECT"), QStringLiteral("INTO"),
        QStringLiteral("IS"),        QStringLiteral("JOIN"),      QStringLiteral("LATERAL"),
        QStringLiteral("LEFT"),      QStringLiteral("LIKE"),      QStringLiteral("LIMIT"),
        QStringLiteral("NATURAL"),   QStringLiteral("NOT"),       QStringLiteral("NULL"),
        QStringLiteral("OFFSET"),    QStringLiteral("ON"),        QStringLiteral("OR"),
        QStringLiteral("ORDER"),     QStringLiteral("OUTER"),     QStringLiteral("RIGHT"),
        QStringLiteral("SELECT"),    QStringLiteral("SET"),       QStringLiteral("THEN"),
        QStringLiteral("UNION"),     QStringLiteral("UPDATE"),    QStringLiteral("USING"),
        QStringLiteral("VALUES"),    QStringLiteral("WHEN"),      QStringLiteral("WHERE"),
        QStringLiteral("WINDOW"),    QStringLiteral("WITH"),
    };
    return reserved.contains(word.toString().toUpper());
}

} // namespace assay::sql
