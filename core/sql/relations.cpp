#include "relations.h"

#include <QSet>

namespace assay::sql {
namespace {

bool isName(const Token &t)
{
    return t.kind == TokenKind::Word || t.kind == TokenKind::QuotedIdentifier;
}

bool isWordIn(QStringView sql, const Token &t, std::initializer_list<const char16_t *> words)
{
    if (t.kind != TokenKind::Word)
        return false;
    const QStringView w = t.text(sql);
    for (const char16_t *k : words) {
        if (w.compare(QStringView(k), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

// Words that end a FROM list: after them, a comma no longer introduces a relation.
bool endsFromList(QStringView sql, const Token &t)
{
    return isWordIn(sql, t, {u"WHERE", u"GROUP", u"ORDER", u"HAVING", u"LIMIT", u"OFFSET", u"UNION", u"INTERSECT",
                             u"EXCEPT", u"WINDOW", u"FETCH", u"FOR", u"RETURNING", u"SELECT",
                             u"QUALIFY", u"SET", u"VALUES"});
}

// Words after FROM/JOIN that are not relation names.
bool isNotRelationWord(QStringView sql, const Token &t)
{
    return isWordIn(sql, t, {u"LATERAL", u"ONLY", u"SELECT", u"VALUES", u"UNNEST", u"TABLE", u"WITH"});
}

class Scanner {
public:
    Scanner(QStringView sql, Flavor flavor) : m_sql(sql), m_tokens(significantTokens(sql, flavor))
    {
        for (const Token &t : tokenize(sql, flavor)) {
            if (t.unterminated)
                m_out.parses = false;
        }
    }

    RelationReferences run()
    {
        m_scopes.append(QSet<QString>());
        int depth = 0;
        // Per depth: are we inside a FROM list (after FROM, before WHERE etc.)?
        QList<bool> inFrom = {false};
        for (int i = 0; i < m_tokens.size(); ++i) {
            const Token &t = m_tokens[i];
            switch (t.kind) {
            case TokenKind::LeftParen:
                ++depth;
                inFrom.append(false);
                m_scopes.append(QSet<QString>());
                continue;
            case TokenKind::RightParen:
                if (depth == 0) {
                    m_out.parses = false;
                    continue;
                }
                --depth;
                inFrom.removeLast();
                m_scopes.removeLast();
                continue;
            case TokenKind::Comma:
                if (inFrom.last())
                    takeRelation(i + 1);
                continue;
            case TokenKind::Semicolon:
                inFrom.last() = false;
                continue;
            default:
                break;
            }
            if (t.kind != TokenKind::Word)
                continue;
            if (isWordIn(m_sql, t, {u"WITH"})) {
                i = readCteList(i + 1);
                continue;
            }
            if (isWordIn(m_sql, t, {u"FROM"})) {
                // EXTRACT(YEAR FROM x), SUBSTRING(s FROM 2), TRIM(x FROM y) are not relations.
                if (!isFunctionArgumentFrom(i)) {
                    inFrom.last() = true;
                    takeRelation(i + 1);
                }
                continue;
            }
            if (isWordIn(m_sql, t, {u"JOIN"})) {
                inFrom.last() = true;
                takeRelation(i + 1);
                continue;
            }
            if (endsFromList(m_sql, t))
                inFrom.last() = false;
        }
        if (depth != 0)
            m_out.parses = false;
        return m_out;
    }

private:
    // FROM inside EXTRACT(...), SUBSTRING(...), TRIM(...), OVERLAY(...), POSITION(...).
    bool isFunctionArgumentFrom(int fromIndex) const
    {
        int depth = 0;
        for (int j = fromIndex - 1; j >= 0; --j) {
            const Token &t = m_tokens[j];
            if (t.kind == TokenKind::RightParen)
                ++depth;
            else if (t.kind == TokenKind::LeftParen) {
                if (depth == 0) {
                    return j > 0 && isWordIn(m_sql, m_tokens[j - 1], {u"EXTRACT", u"SUBSTRING", u"TRIM", u"OVERLAY", u"POSITION"});
                }
                --depth;
            } else if (depth == 0 && isWordIn(m_sql, t, {u"SELECT"})) {
                return false;
            }
        }
        return false;
    }

    bool shadowed(const QString &folded) const
    {
        for (const QSet<QString> &scope : m_scopes) {
            if (scope.contains(folded))
                return true;
        }
        return false;
    }

    static QString fold(const QString &name, bool quoted) { return quoted ? name : name.toLower(); }

    // The relation starting at token i (after FROM, JOIN or a comma in a FROM list).
    void takeRelation(int i)
    {
        if (i >= m_tokens.size())
            return;
        const Token &t = m_tokens[i];
        if (!isName(t) || (t.kind == TokenKind::Word && (isNotRelationWord(m_sql, t) || isReservedKeyword(t.text(m_sql)))))
            return; // a subquery "(", LATERAL, VALUES, ...
        // A function call in FROM (generate_series(...), json_each(...)) is not a relation.
        if (i + 1 < m_tokens.size() && m_tokens[i + 1].kind == TokenKind::LeftParen)
            return;
        RelationReference r;
        r.quoted = t.kind == TokenKind::QuotedIdentifier;
        // schema.table (or db.schema.table): keep the last part, marked qualified.
        int last = i;
        while (last + 2 < m_tokens.size() && m_tokens[last + 1].kind == TokenKind::Dot && isName(m_tokens[last + 2])) {
            last += 2;
            r.qualified = true;
        }
        const Token &nameToken = m_tokens[last];
        r.name = identifierText(m_sql, nameToken);
        r.quoted = nameToken.kind == TokenKind::QuotedIdentifier;
        r.begin = nameToken.begin;
        r.length = nameToken.length;
        if (r.qualified)
            r.qualifier = identifierText(m_sql, m_tokens[last - 2]);
        // "orders o" or "orders AS o": the alias later columns are qualified with.
        int a = last + 1;
        if (a < m_tokens.size() && isWordIn(m_sql, m_tokens[a], {u"AS"}))
            ++a;
        if (a < m_tokens.size() && isName(m_tokens[a]) && !(m_tokens[a].kind == TokenKind::Word && (isReservedKeyword(m_tokens[a].text(m_sql)) || endsFromList(m_sql, m_tokens[a]))))
            r.alias = identifierText(m_sql, m_tokens[a]);
        if (!r.qualified && shadowed(fold(r.name, r.quoted)))
            return;
        m_out.relations.append(r);
    }

    // WITH [RECURSIVE] name [(cols)] AS [NOT] [MATERIALIZED] ( ... ) [, ...]
    // Registers the names in the current scope; returns the index of the last token consumed
    // before the CTE bodies are scanned normally (bodies are scanned by the main loop, so their
    // own FROMs are found; the names are visible inside them, which also covers recursion).
    int readCteList(int i)
    {
        if (i < m_tokens.size() && isWordIn(m_sql, m_tokens[i], {u"RECURSIVE"}))
            ++i;
        // Collect all names of this WITH list first: later CTEs can read earlier ones, and a
        // recursive CTE reads itself.
        int j = i;
        while (j < m_tokens.size() && isName(m_tokens[j])) {
            const Token &name = m_tokens[j];
            const QString n = identifierText(m_sql, name);
            m_scopes.last().insert(fold(n, name.kind == TokenKind::QuotedIdentifier));
            m_out.cteNames.append(n);
            ++j;
            if (j < m_tokens.size() && m_tokens[j].kind == TokenKind::LeftParen)
                j = skipParens(j);
            while (j < m_tokens.size() && isWordIn(m_sql, m_tokens[j], {u"AS", u"NOT", u"MATERIALIZED"}))
                ++j;
            if (j >= m_tokens.size() || m_tokens[j].kind != TokenKind::LeftParen)
                break;
            j = skipParens(j);
            if (j < m_tokens.size() && m_tokens[j].kind == TokenKind::Comma)
                ++j;
            else
                break;
        }
        // Resume right after WITH [RECURSIVE] so the bodies are scanned for references.
        return i - 1;
    }

    // Index just past the parenthesis group starting at i.
    int skipParens(int i) const
    {
        int depth = 0;
        for (; i < m_tokens.size(); ++i) {
            if (m_tokens[i].kind == TokenKind::LeftParen)
                ++depth;
            else if (m_tokens[i].kind == TokenKind::RightParen && --depth == 0)
                return i + 1;
        }
        return i;
    }

    QStringView m_sql;
    QList<Token> m_tokens;
    QList<QSet<QString>> m_scopes; // one per parenthesis depth
    RelationReferences m_out;
};

} // namespace

QStringList RelationReferences::candidateNames() const
{
    QStringList out;
    QSet<QString> seen;
    for (const RelationReference &r : relations) {
        if (r.qualified)
            continue;
        const QString n = r.quoted ? r.name : r.name.toLower();
        if (!seen.contains(n)) {
            seen.insert(n);
            out.append(n);
        }
    }
    return out;
}

RelationReferences findRelations(QStringView sql, Flavor flavor)
{
    return Scanner(sql, flavor).run();
}

} // namespace assay::sql
