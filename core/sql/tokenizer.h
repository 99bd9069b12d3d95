#pragma once
// A lossless SQL tokenizer: every character of the input belongs to exactly one token, so callers
// can rewrite text by token ranges. It understands the quoting and comment rules of each dialect
// (PostgreSQL dollar quotes and E'' strings, MySQL backticks and '#' comments, SQLite [brackets]).
// Unterminated strings and comments become a single token flagged `unterminated`, never an error.

#include <QList>
#include <QString>
#include <QStringView>

namespace assay::sql {

enum class Flavor { Generic, SQLite, PostgreSQL, MySQL };

enum class TokenKind {
    Whitespace,
    LineComment,
    BlockComment,
    Word,             // identifier or keyword, unquoted
    QuotedIdentifier, // "x", `x`, [x]
    String,           // 'x', E'x', $tag$x$tag$, N'x', X'..'
    Number,
    Parameter, // ?, ?1, :name, @name, $1
    Operator,
    LeftParen,
    RightParen,
    Comma,
    Dot,
    Semicolon,
};

struct Token {
    TokenKind kind = TokenKind::Whitespace;
    int begin = 0;
    int length = 0;
    bool unterminated = false;

    int end() const { return begin + length; }
    QStringView text(QStringView sql) const { return sql.mid(begin, length); }
    bool isTrivia() const
    {
        return kind == TokenKind::Whitespace || kind == TokenKind::LineComment
               || kind == TokenKind::BlockComment;
    }
};

QList<Token> tokenize(QStringView sql, Flavor flavor = Flavor::Generic);

// Tokens without whitespace and comments.
QList<Token> significantTokens(QStringView sql, Flavor flavor = Flavor::Generic);

// True when a Word token is `keyword` (case-insensitive).
bool isWord(QStringView sql, const Token &token, QStringView keyword);

// The identifier a Word or QuotedIdentifier token names: quotes removed, doubled quotes
// collapsed. Unquoted words keep their spelling; callers fold case as their engine does.
QString identifierText(QStringView sql, const Token &token);

// True for reserved words that can never be a bare table name (SELECT, FROM, JOIN, ...).
bool isReservedKeyword(QStringView word);

} // namespace assay::sql
