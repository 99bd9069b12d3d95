#include "sqlhighlighter.h"

#include <QGuiApplication>
#include <QPalette>
#include <QSet>

namespace assay::ui {
namespace {

enum BlockState { Normal = 0, InBlockComment = 1, InString = 2, InQuotedIdentifier = 3 };

bool isKeyword(QStringView w)
{
    static const QSet<QString> words = [] {
        QSet<QString> s;
        for (const char *k : {"SELECT", "FROM", "WHERE", "GROUP", "BY", "ORDER", "HAVING", "LIMIT", "OFFSET", "JOIN", "LEFT",
                              "RIGHT", "INNER", "OUTER", "FULL", "CROSS", "ON", "USING", "AS", "AND", "OR", "NOT", "IN",
                              "IS", "NULL", "LIKE", "ILIKE", "BETWEEN", "CASE", "WHEN", "THEN", "ELSE", "END", "WITH",
                              "RECURSIVE", "UNION", "ALL", "INTERSECT", "EXCEPT", "DISTINCT", "INSERT", "INTO",
                              "VALUES", "UPDATE", "SET", "DELETE", "CREATE", "TABLE", "VIEW", "INDEX", "DROP", "ALTER",
                              "ADD", "PRIMARY", "KEY", "FOREIGN", "REFERENCES", "DEFAULT", "UNIQUE", "CHECK",
                              "CONSTRAINT", "ASC", "DESC", "EXISTS", "TRUE", "FALSE", "CAST", "OVER", "PARTITION",
                              "WINDOW", "ROWS", "RANGE", "PRECEDING", "FOLLOWING", "CURRENT", "ROW", "BEGIN", "COMMIT",
                              "ROLLBACK", "TRANSACTION", "EXPLAIN", "ANALYZE", "PRAGMA", "FILTER", "NULLS", "FIRST",
                              "LAST", "INTERVAL", "RETURNING", "NATURAL", "LATERAL", "FETCH", "ONLY", "TEMP",
                              "TEMPORARY", "IF", "REPLACE", "TRIGGER", "SHOW", "DESCRIBE", "USE", "GRANT", "REVOKE",
                              "TRUNCATE", "VACUUM", "ATTACH", "DETACH"})
            s.insert(QString::fromLatin1(k));
        return s;
    }();
    return words.contains(w.toString().toUpper());
}

} // namespace

SqlHighlighter::SqlHighlighter(QTextDocument *document)
    : QSyntaxHighlighter(document)
{
    applyTheme();
}

void SqlHighlighter::setFlavor(sql::Flavor flavor)
{
    m_flavor = flavor;
    rehighlight();
}

void SqlHighlighter::applyTheme()
{
    // Colours readable on both light and dark palettes.
    const bool dark = QGuiApplication::palette().color(QPalette::Base).lightness() < 128;
    m_keyword.setForeground(dark ? QColor(0x7c, 0xb7, 0xff) : QColor(0x1a, 0x4f, 0xa0));
    m_keyword.setFontWeight(QFont::DemiBold);
    m_string.setForeground(dark ? QColor(0xa5, 0xd6, 0x8a) : QColor(0x2b, 0x7a, 0x2b));
    m_number.setForeground(dark ? QColor(0xf0, 0xb3, 0x70) : QColor(0xa3, 0x4f, 0x00));
    m_comment.setForeground(dark ? QColor(0x90, 0x90, 0x90) : QColor(0x80, 0x80, 0x80));
    m_comment.setFontItalic(true);
    m_quoted.setForeground(dark ? QColor(0xd7, 0xa8, 0xff) : QColor(0x7a, 0x3d, 0xb8));
    m_function.setForeground(dark ? QColor(0x6f, 0xd5, 0xd5) : QColor(0x00, 0x6d, 0x75));
}

void SqlHighlighter::highlightBlock(const QString &text)
{
    // Carry an open block comment or string from the previous line by prefixing its opener.
    QString prefix;
    switch (previousBlockState()) {
    case InBlockComment:
        prefix = QStringLiteral("/*");
        break;
    case InString:
        prefix = QStringLiteral("'");
        break;
    case InQuotedIdentifier:
        prefix = QStringLiteral("\"");
        break;
    default:
        break;
    }
    const QString line = prefix + text;
    const QList<sql::Token> tokens = sql::tokenize(line, m_flavor);
    int state = Normal;
    for (int i = 0; i < tokens.size(); ++i) {
        const sql::Token &t = tokens[i];
        const int start = std::max(0, t.begin - int(prefix.size()));
        const int length = t.end() - int(prefix.size()) - start;
        if (length <= 0)
            continue;
        const QStringView word = t.text(line);
        switch (t.kind) {
        case sql::TokenKind::LineComment:
            setFormat(start, length, m_comment);
            break;
        case sql::TokenKind::BlockComment:
            setFormat(start, length, m_comment);
            if (t.unterminated)
                state = InBlockComment;
            break;
        case sql::TokenKind::String:
            setFormat(start, length, m_string);
            if (t.unterminated && word.startsWith(u'\''))
                state = InString;
            break;
        case sql::TokenKind::QuotedIdentifier:
            setFormat(start, length, m_quoted);
            if (t.unterminated && word.startsWith(u'"'))
                state = InQuotedIdentifier;
            break;
        case sql::TokenKind::Number:
            setFormat(start, length, m_number);
            break;
        case sql::TokenKind::Word:
            if (isKeyword(word)) {
                setFormat(start, length, m_keyword);
            } else {
                // A word followed by '(' is a function call.
                int j = i + 1;
                while (j < tokens.size() && tokens[j].isTrivia())
                    ++j;
                if (j < tokens.size() && tokens[j].kind == sql::TokenKind::LeftParen)
                    setFormat(start, length, m_function);
            }
            break;
        default:
            break;
        }
    }
    setCurrentBlockState(state);
}

} // namespace assay::ui
