#include "schemarefs.h"

#include "sql/relations.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace assay::drift {
namespace {

bool isName(const sql::Token &t)
{
    return t.kind == sql::TokenKind::Word || t.kind == sql::TokenKind::QuotedIdentifier;
}

bool isOperator(QStringView sql, const sql::Token &t, QStringView op)
{
    return t.kind == sql::TokenKind::Operator && t.text(sql) == op;
}

// Walks the tokens once with what the relation finder learnt (tables, aliases, CTE names).
class Finder {
public:
    Finder(QStringView sql, const db::Catalog &catalog, sql::Flavor flavor)
        : m_sql(sql), m_catalog(catalog), m_tokens(sql::significantTokens(sql, flavor)), m_relations(sql::findRelations(sql, flavor))
    {
        for (const QString &c : m_relations.cteNames)
            m_ctes.insert(c.toLower());
    }

    QList<SchemaReference> run()
    {
        takeRelations();
        takeOutputAliases();
        int depth = 0;
        int orderDepth = -1; // the depth of the ORDER BY being read, -1 outside one
        for (int i = 0; i < m_tokens.size(); ++i) {
            const sql::Token &t = m_tokens[i];
            if (t.kind == sql::TokenKind::LeftParen) {
                ++depth;
                continue;
            }
            if (t.kind == sql::TokenKind::RightParen) {
                --depth;
                if (depth < orderDepth)
                    orderDepth = -1;
                continue;
            }
            if (sql::isWord(m_sql, t, u"ORDER") && i + 1 < m_tokens.size() && sql::isWord(m_sql, m_tokens[i + 1], u"BY")) {
                orderDepth = depth;
                continue;
            }
            if (orderDepth == depth && t.kind == sql::TokenKind::Word
                && (sql::isWord(m_sql, t, u"LIMIT") || sql::isWord(m_sql, t, u"OFFSET") || sql::isWord(m_sql, t, u"UNION")
                    || sql::isWord(m_sql, t, u"EXCEPT") || sql::isWord(m_sql, t, u"INTERSECT") || sql::isWord(m_sql, t, u"FETCH")))
                orderDepth = -1;
            if (isOperator(m_sql, t, u"*")) {
                takeStar(i);
                continue;
            }
            if (!isName(t) || m_notColumn.contains(i))
                continue;
            if (t.kind == sql::TokenKind::Word && sql::isReservedKeyword(t.text(m_sql)))
                continue;
            if (i + 1 < m_tokens.size() && m_tokens[i + 1].kind == sql::TokenKind::LeftParen)
                continue; // a function
            if (i + 1 < m_tokens.size() && m_tokens[i + 1].kind == sql::TokenKind::Dot) {
                takeQualifier(i);
                continue;
            }
            const QString name = sql::identifierText(m_sql, t);
            if (i >= 2 && m_tokens[i - 1].kind == sql::TokenKind::Dot) {
                if (const db::TableInfo *table = qualifierTable(i - 2); table && table->column(name))
                    add(SchemaReference::Kind::Column, table, table->column(name)->name, t);
                continue;
            }
            if (orderDepth >= 0 && m_outputAliases.contains(name.toLower()))
                continue; // ORDER BY total, where "AS total" named an output column
            QList<const db::TableInfo *> having;
            for (const db::TableInfo *table : std::as_const(m_used)) {
                if (table->column(name))
                    having << table;
            }
            for (const db::TableInfo *table : std::as_const(having))
                add(SchemaReference::Kind::Column, table, table->column(name)->name, t, having.size() > 1);
        }
        return m_out;
    }

private:
    int tokenAt(int begin) const
    {
        const auto it = std::lower_bound(m_tokens.begin(), m_tokens.end(), begin, [](const sql::Token &t, int b) { return t.begin < b; });
        return it != m_tokens.end() && it->begin == begin ? int(it - m_tokens.begin()) : -1;
    }

    void add(SchemaReference::Kind kind, const db::TableInfo *table, const QString &column, const sql::Token &token, bool ambiguous = false)
    {
        SchemaReference r;
        r.kind = kind;
        r.table = table->qualifiedName();
        r.column = column;
        r.begin = token.begin;
        r.length = token.length;
        r.quoted = token.kind == sql::TokenKind::QuotedIdentifier;
        r.ambiguous = ambiguous;
        m_out << r;
    }

    void takeRelations()
    {
        for (const sql::RelationReference &r : m_relations.relations) {
            const int i = tokenAt(r.begin);
            if (i >= 0) {
                m_notColumn.insert(i);
                if (r.qualified && i >= 2)
                    m_notColumn.insert(i - 2);
                int k = i + 1;
                if (k < m_tokens.size() && sql::isWord(m_sql, m_tokens[k], u"AS"))
                    ++k;
                if (!r.alias.isEmpty() && k < m_tokens.size() && isName(m_tokens[k])
                    && sql::identifierText(m_sql, m_tokens[k]).compare(r.alias, Qt::CaseInsensitive) == 0)
                    m_notColumn.insert(k);
            }
            const db::TableInfo *t = m_catalog.find(r.name, r.qualified ? QStringView(r.qualifier) : QStringView());
            if (!t)
                continue;
            if (i >= 0)
                add(SchemaReference::Kind::Table, t, {}, m_tokens[i]);
            if (!m_used.contains(t))
                m_used << t;
            m_byName.insert(t->name.toLower(), t);
            if (!r.alias.isEmpty())
                m_byAlias.insert(r.alias.toLower(), t);
        }
    }

    // Names after AS that are not relation aliases: output columns and CTE names.
    void takeOutputAliases()
    {
        for (int i = 0; i + 1 < m_tokens.size(); ++i) {
            if (sql::isWord(m_sql, m_tokens[i], u"AS") && isName(m_tokens[i + 1]) && !m_notColumn.contains(i + 1)) {
                m_outputAliases.insert(sql::identifierText(m_sql, m_tokens[i + 1]).toLower());
                m_notColumn.insert(i + 1);
            }
            // WITH name AS (...): the CTE's own name is no column either.
            if (isName(m_tokens[i]) && m_ctes.contains(sql::identifierText(m_sql, m_tokens[i]).toLower()))
                m_notColumn.insert(i);
        }
    }

    // The table a qualifier token stands for: an alias, a table read by name, or (in an
    // expression without FROM) a catalog table; never a CTE.
    const db::TableInfo *qualifierTable(int i) const
    {
        const QString q = sql::identifierText(m_sql, m_tokens[i]).toLower();
        if (m_ctes.contains(q))
            return nullptr;
        if (i >= 2 && m_tokens[i - 1].kind == sql::TokenKind::Dot) // schema.table.column
            return m_catalog.find(q, sql::identifierText(m_sql, m_tokens[i - 2]));
        if (const db::TableInfo *t = m_byAlias.value(q))
            return t;
        if (const db::TableInfo *t = m_byName.value(q))
            return t;
        return m_catalog.find(q);
    }

    // "orders.amount": the qualifier names a table by its name (not an alias): a reference to
    // the table that a rename must rewrite as well.
    void takeQualifier(int i)
    {
        if (i + 3 < m_tokens.size() && isName(m_tokens[i + 2]) && m_tokens[i + 3].kind == sql::TokenKind::Dot)
            return; // a schema: schema.table.column
        const QString q = sql::identifierText(m_sql, m_tokens[i]).toLower();
        if (m_byAlias.contains(q) && !m_byName.contains(q))
            return;
        if (const db::TableInfo *t = qualifierTable(i); t && t->name.toLower() == q)
            add(SchemaReference::Kind::Table, t, {}, m_tokens[i]);
    }

    void takeStar(int i)
    {
        if (i == 0)
            return;
        const sql::Token &prev = m_tokens[i - 1];
        if (prev.kind == sql::TokenKind::Dot && i >= 2) {
            if (const db::TableInfo *t = qualifierTable(i - 2))
                m_out << SchemaReference{SchemaReference::Kind::Star, t->qualifiedName(), {}, -1, 0, false, false};
            return;
        }
        const bool selectList = prev.kind == sql::TokenKind::Comma || sql::isWord(m_sql, prev, u"SELECT") || sql::isWord(m_sql, prev, u"DISTINCT")
                                || sql::isWord(m_sql, prev, u"ALL");
        if (!selectList)
            return;
        for (const db::TableInfo *t : std::as_const(m_used))
            m_out << SchemaReference{SchemaReference::Kind::Star, t->qualifiedName(), {}, -1, 0, false, false};
    }

    QStringView m_sql;
    const db::Catalog &m_catalog;
    QList<sql::Token> m_tokens;
    sql::RelationReferences m_relations;
    QSet<QString> m_ctes;
    QSet<int> m_notColumn;
    QSet<QString> m_outputAliases;
    QList<const db::TableInfo *> m_used;
    QHash<QString, const db::TableInfo *> m_byAlias;
    QHash<QString, const db::TableInfo *> m_byName;
    QList<SchemaReference> m_out;
};

} // namespace

QList<SchemaReference> findSchemaReferences(QStringView sql, const db::Catalog &catalog, sql::Flavor flavor)
{
    return Finder(sql, catalog, flavor).run();
}

QString identifierLike(const QString &name, QStringView original, sql::Flavor flavor)
{
    const QChar open = original.isEmpty() ? QChar() : original.front();
    if (open == u'"')
        return QLatin1Char('"') + QString(name).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
    if (open == u'`')
        return QLatin1Char('`') + QString(name).replace(QLatin1Char('`'), QStringLiteral("``")) + QLatin1Char('`');
    if (open == u'[')
        return QLatin1Char('[') + QString(name).replace(QLatin1Char(']'), QStringLiteral("]]")) + QLatin1Char(']');
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    const bool needsQuotes = !plain.match(name).hasMatch() || sql::isReservedKeyword(name)
                             || (flavor == sql::Flavor::PostgreSQL && name != name.toLower());
    if (!needsQuotes)
        return name;
    if (flavor == sql::Flavor::MySQL)
        return QLatin1Char('`') + QString(name).replace(QLatin1Char('`'), QStringLiteral("``")) + QLatin1Char('`');
    return QLatin1Char('"') + QString(name).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

Rewrite rewriteReferences(QStringView sql, const db::Catalog &catalog, const RenameMap &renames, sql::Flavor flavor)
{
    Rewrite out;
    out.text = sql.toString();
    if (renames.isEmpty())
        return out;
    struct Edit {
        int begin;
        int length;
        QString text;
    };
    QHash<int, Edit> edits;    // by position: one edit per token
    QSet<int> ambiguousSpans;  // a column that more than one table has: never guessed
    for (const SchemaReference &r : findSchemaReferences(sql, catalog, flavor)) {
        if (r.begin < 0)
            continue;
        const QStringView original = sql.mid(r.begin, r.length);
        if (r.kind == SchemaReference::Kind::Table) {
            const QString renamed = renames.tables.value(r.table.toLower());
            if (!renamed.isEmpty())
                edits.insert(r.begin, Edit{r.begin, r.length, identifierLike(renamed.section(QLatin1Char('.'), -1), original, flavor)});
            continue;
        }
        const QString renamed = renames.columns.value(r.table.toLower() + QLatin1Char('.') + r.column.toLower());
        if (renamed.isEmpty())
            continue;
        if (r.ambiguous) {
            ambiguousSpans.insert(r.begin);
            continue;
        }
        edits.insert(r.begin, Edit{r.begin, r.length, identifierLike(renamed, original, flavor)});
    }
    for (int span : std::as_const(ambiguousSpans)) {
        edits.remove(span);
        ++out.ambiguous;
    }
    QList<Edit> ordered = edits.values();
    std::sort(ordered.begin(), ordered.end(), [](const Edit &a, const Edit &b) { return a.begin > b.begin; });
    for (const Edit &e : std::as_const(ordered)) {
        out.text.replace(e.begin, e.length, e.text);
        ++out.changed;
    }
    return out;
}

} // namespace assay::drift
