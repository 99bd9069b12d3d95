#include "joins.h"

#include <QHash>
#include <QSet>

namespace assay::sql {
namespace {

struct Scanner {
    QStringView sql;
    QList<Token> tokens;
    QList<int> depth; // paren depth before each token

    bool word(int i, QStringView w) const { return i >= 0 && i < tokens.size() && isWord(sql, tokens[i], w); }
    bool kind(int i, TokenKind k) const { return i >= 0 && i < tokens.size() && tokens[i].kind == k; }
    bool isName(int i) const { return kind(i, TokenKind::Word) || kind(i, TokenKind::QuotedIdentifier); }
    QString text(int i) const { return identifierText(sql, tokens[i]); }
    int size() const { return int(tokens.size()); }

    // The token after the parenthesis group that starts at `open`.
    int skipParens(int open) const
    {
        int j = open + 1;
        while (j < size() && depth[j] > depth[open])
            ++j;
        return j + 1; // past the closing parenthesis
    }
};

bool isClauseEnd(const Scanner &s, int i)
{
    static const char *const enders[] = {"WHERE", "GROUP", "ORDER", "HAVING", "LIMIT", "UNION", "INTERSECT", "EXCEPT",
                                         "WINDOW", "OFFSET", "FETCH", "FOR", "RETURNING", "QUALIFY", "INTO"};
    if (s.kind(i, TokenKind::Semicolon))
        return true;
    for (const char *e : enders) {
        if (s.word(i, QString::fromLatin1(e)))
            return true;
    }
    return false;
}

bool isJoinWord(const Scanner &s, int i)
{
    static const char *const words[] = {"JOIN", "INNER", "LEFT", "RIGHT", "FULL", "OUTER", "CROSS", "NATURAL", "LATERAL", "STRAIGHT_JOIN"};
    for (const char *w : words) {
        if (s.word(i, QString::fromLatin1(w)))
            return true;
    }
    return false;
}

// FROM inside EXTRACT(YEAR FROM x), SUBSTRING(s FROM 2), TRIM(BOTH ' ' FROM s): not a FROM clause.
bool isFunctionFrom(const Scanner &s, int from)
{
    const int d = s.depth[from];
    if (d == 0)
        return false;
    for (int j = from - 1; j >= 0; --j) {
        if (s.kind(j, TokenKind::LeftParen) && s.depth[j] == d - 1) {
            return s.word(j - 1, u"EXTRACT") || s.word(j - 1, u"SUBSTRING") || s.word(j - 1, u"TRIM") || s.word(j - 1, u"OVERLAY")
                   || s.word(j - 1, u"POSITION");
        }
    }
    return false;
}

// "a . x = b . y" starting at i (at depth d): the two qualified columns, or false.
bool qualifiedEquality(const Scanner &s, int i, QString *lq, QString *lc, QString *rq, QString *rc, int *next)
{
    if (!(s.isName(i) && s.kind(i + 1, TokenKind::Dot) && s.isName(i + 2) && s.kind(i + 3, TokenKind::Operator)
          && s.tokens[i + 3].text(s.sql) == u"=" && s.isName(i + 4) && s.kind(i + 5, TokenKind::Dot) && s.isName(i + 6)))
        return false;
    *lq = s.text(i);
    *lc = s.text(i + 2);
    *rq = s.text(i + 4);
    *rc = s.text(i + 6);
    *next = i + 7;
    return true;
}

class GroupParser {
public:
    GroupParser(const Scanner &s, int from) : m_s(s), m_depth(s.depth[from]), m_pos(from + 1) {}

    JoinGroup parse()
    {
        while (m_pos < m_s.size() && m_s.depth[m_pos] >= m_depth) {
            if (m_s.depth[m_pos] > m_depth) { // inside a derived table or function: its own business
                ++m_pos;
                continue;
            }
            if (isClauseEnd(m_s, m_pos)) {
                if (m_s.word(m_pos, u"WHERE"))
                    parseWhere(m_pos + 1);
                break;
            }
            if (m_s.kind(m_pos, TokenKind::Comma) || isJoinWord(m_s, m_pos)) {
                ++m_pos;
                continue;
            }
            if (m_s.word(m_pos, u"ON")) {
                parseOn(m_pos + 1);
                continue;
            }
            if (m_s.word(m_pos, u"USING")) {
                parseUsing(m_pos + 1);
                continue;
            }
            parseItem();
        }
        resolve();
        return m_group;
    }

private:
    struct RawCondition {
        QString lq, lc, rq, rc;
    };

    void parseItem()
    {
        if (m_s.kind(m_pos, TokenKind::LeftParen)) {
            m_group.hasSubquery = true;
            m_pos = m_s.skipParens(m_pos);
            skipAlias();
            return;
        }
        if (!m_s.isName(m_pos)) {
            ++m_pos;
            return;
        }
        QString name = m_s.text(m_pos);
        ++m_pos;
        while (m_s.kind(m_pos, TokenKind::Dot) && m_s.isName(m_pos + 1)) { // schema.table: keep the table
            name = m_s.text(m_pos + 1);
            m_pos += 2;
        }
        if (m_s.kind(m_pos, TokenKind::LeftParen)) { // a table-valued function
            m_pos = m_s.skipParens(m_pos);
            skipAlias();
            return;
        }
        JoinTable t;
        t.name = name;
        t.alias = takeAlias();
        m_group.tables << t;
    }

    QString takeAlias()
    {
        if (m_s.word(m_pos, u"AS") && m_s.isName(m_pos + 1)) {
            m_pos += 2;
            return m_s.text(m_pos - 1);
        }
        if (m_s.isName(m_pos) && m_s.depth[m_pos] == m_depth && !isClauseEnd(m_s, m_pos) && !isJoinWord(m_s, m_pos)
            && !m_s.word(m_pos, u"ON") && !m_s.word(m_pos, u"USING")
            && !(m_s.kind(m_pos, TokenKind::Word) && isReservedKeyword(m_s.tokens[m_pos].text(m_s.sql)))) {
            ++m_pos;
            return m_s.text(m_pos - 1);
        }
        return {};
    }

    void skipAlias() { takeAlias(); }

    bool conditionEnd(int i) const
    {
        return i >= m_s.size() || m_s.depth[i] < m_depth
               || (m_s.depth[i] == m_depth
                   && (isClauseEnd(m_s, i) || isJoinWord(m_s, i) || m_s.kind(i, TokenKind::Comma)));
    }

    void collectEqualities(int from, int *end)
    {
        int i = from;
        while (!conditionEnd(i)) {
            RawCondition c;
            int next = i + 1;
            if (qualifiedEquality(m_s, i, &c.lq, &c.lc, &c.rq, &c.rc, &next)) {
                m_raw << c;
                i = next;
                continue;
            }
            ++i;
        }
        *end = i;
    }

    void parseOn(int from) { collectEqualities(from, &m_pos); }

    void parseWhere(int from)
    {
        int i = from;
        // WHERE runs to the next clause of this SELECT (GROUP BY, ORDER BY, ...), not to JOIN words.
        while (i < m_s.size() && m_s.depth[i] >= m_depth && !(m_s.depth[i] == m_depth && isClauseEnd(m_s, i) && !m_s.word(i, u"WHERE"))) {
            RawCondition c;
            int next = i + 1;
            if (m_s.depth[i] == m_depth && qualifiedEquality(m_s, i, &c.lq, &c.lc, &c.rq, &c.rc, &next)) {
                m_whereRaw << c;
                i = next;
                continue;
            }
            ++i;
        }
    }

    void parseUsing(int from)
    {
        m_pos = from;
        if (!m_s.kind(m_pos, TokenKind::LeftParen) || m_group.tables.size() < 2)
            return;
        const int close = m_s.skipParens(m_pos);
        const JoinTable right = m_group.tables.last();
        const JoinTable left = m_group.tables[m_group.tables.size() - 2];
        for (int i = m_pos + 1; i < close - 1; ++i) {
            if (m_s.isName(i))
                m_raw << RawCondition{left.reference(), m_s.text(i), right.reference(), m_s.text(i)};
        }
        m_pos = close;
    }

    void resolve()
    {
        QHash<QString, int> byReference; // reference -> index into the group's tables
        for (int i = 0; i < m_group.tables.size(); ++i) {
            const JoinTable &t = m_group.tables[i];
            byReference.insert(t.reference().toLower(), i);
            if (t.alias.isEmpty())
                byReference.insert(t.name.toLower(), i);
        }
        auto add = [&](const RawCondition &c, bool fromWhere) {
            const int l = byReference.value(c.lq.toLower(), -1);
            const int r = byReference.value(c.rq.toLower(), -1);
            if (l < 0 || r < 0)
                return;
            // In WHERE, an equality between two columns of the same reference is a filter.
            if (fromWhere && c.lq.compare(c.rq, Qt::CaseInsensitive) == 0)
                return;
            m_group.conditions << JoinCondition{m_group.tables[l].name, c.lc, m_group.tables[r].name, c.rc, l, r};
        };
        for (const RawCondition &c : std::as_const(m_raw))
            add(c, false);
        if (m_group.tables.size() > 1) {
            for (const RawCondition &c : std::as_const(m_whereRaw))
                add(c, true);
        }
    }

    const Scanner &m_s;
    int m_depth;
    int m_pos;
    JoinGroup m_group;
    QList<RawCondition> m_raw;
    QList<RawCondition> m_whereRaw;
};

} // namespace

QList<JoinGroup> findJoinGroups(QStringView sql, Flavor flavor)
{
    Scanner s;
    s.sql = sql;
    s.tokens = significantTokens(sql, flavor);
    // Parentheses themselves sit at the outer depth, what is between them one deeper.
    int d = 0;
    for (const Token &t : std::as_const(s.tokens)) {
        if (t.kind == TokenKind::RightParen)
            d = std::max(0, d - 1);
        s.depth << d;
        if (t.kind == TokenKind::LeftParen)
            ++d;
    }
    QList<JoinGroup> groups;
    for (int i = 0; i < s.size(); ++i) {
        if (s.word(i, u"FROM") && !isFunctionFrom(s, i)) {
            JoinGroup g = GroupParser(s, i).parse();
            if (!g.tables.isEmpty())
                groups << g;
        }
    }
    return groups;
}

} // namespace assay::sql
