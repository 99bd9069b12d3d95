#include "privacytext.h"
#include "dbtr.h"

#include "sql/relations.h"

#include <QCoreApplication>
#include <QSet>

namespace assay::db {
namespace {

using sql::Token;
using sql::TokenKind;

bool isName(const Token &t) {
    return t.kind == TokenKind::Word || t.kind == TokenKind::QuotedIdentifier;
}

bool isOneOf(QStringView text, const Token &t, std::initializer_list<QStringView> words) {
    if (t.kind != TokenKind::Word)
        return false;
    for (QStringView w : words) {
        if (sql::isWord(text, t, w))
            return true;
    }
    return false;
}

bool isStarToken(QStringView text, const Token &t) {
    return t.kind == TokenKind::Operator && t.text(text) == u"*";
}

// Where the outermost select list ends: a clause keyword or the end, outside parentheses.
bool endsSelectList(QStringView text, const Token &t) {
    return t.kind == TokenKind::Semicolon ||
           isOneOf(text, t,
                   {u"FROM", u"INTO", u"WHERE", u"GROUP", u"HAVING", u"ORDER", u"LIMIT", u"WINDOW",
                    u"UNION", u"INTERSECT", u"EXCEPT", u"MINUS", u"FETCH", u"OFFSET", u"FOR",
                    u"QUALIFY"});
}

bool endsFromClause(QStringView text, const Token &t) {
    return t.kind == TokenKind::Semicolon ||
           isOneOf(text, t,
                   {u"WHERE", u"GROUP", u"HAVING", u"ORDER", u"LIMIT", u"WINDOW", u"UNION",
                    u"INTERSECT", u"EXCEPT", u"MINUS", u"FETCH", u"OFFSET", u"FOR", u"QUALIFY"});
}

struct Reader {
    QStringView text;
    QList<Token> tokens;
    QList<int> depth; // parenthesis depth before each token

    QString ident(int i) const { return sql::identifierText(text, tokens[i]); }
    bool word(int i, QStringView w) const {
        return i >= 0 && i < tokens.size() && sql::isWord(text, tokens[i], w);
    }
    bool kindAt(int i, TokenKind k) const {
        return i >= 0 && i < tokens.size() && tokens[i].kind == k;
    }

    // [b, e) is name (. name){0,2}: fills the column and its table part.
    bool dottedName(int b, int e, QString *qualifier, QString *column) const {
        const int n = e - b;
        if (n != 1 && n != 3 && n != 5)
            return false;
        for (int i = b; i < e; ++i) {
            const bool nameSlot = (i - b) % 2 == 0;
            if (nameSlot ? !isName(tokens[i]) : tokens[i].kind != TokenKind::Dot)
                return false;
            if (nameSlot && tokens[i].kind == TokenKind::Word &&
                sql::isReservedKeyword(tokens[i].text(text)))
                return false;
        }
        *column = ident(e - 1);
        *qualifier = n >= 3 ? ident(e - 3) : QString();
        return true;
    }

    SelectItem item(int b, int e) const {
        SelectItem it;
        it.firstToken = b;
        it.endToken = e;
        const int n = e - b;
        if (n == 1 && isStarToken(text, tokens[b])) {
            it.star = true;
            return it;
        }
        if ((n == 3 || n == 5) && isStarToken(text, tokens[e - 1]) &&
            kindAt(e - 2, TokenKind::Dot) && isName(tokens[e - 3])) {
            it.star = true;
            it.starQualifier = ident(e - 3);
            return it;
        }
        QString alias;
        int core = e;
        const bool endsInName =
            n >= 2 && (isName(tokens[e - 1]) || tokens[e - 1].kind == TokenKind::String);
        auto aliasText = [&] {
            return tokens[e - 1].kind == TokenKind::String
                       ? tokens[e - 1].text(text).mid(1).chopped(1).toString()
                       : ident(e - 1);
        };
        if (endsInName && word(e - 2, u"AS")) {
            alias = aliasText();
            it.aliasToken = e - 1;
            core = e - 2;
        }
        if (dottedName(b, core, &it.qualifier, &it.column)) {
            it.bareColumn = true;
            it.columnToken = core - 1;
        } else if (core == e && endsInName && tokens[e - 2].kind != TokenKind::Dot &&
                   tokens[e - 2].kind != TokenKind::Operator &&
                   !(tokens[e - 1].kind == TokenKind::Word &&
                     sql::isReservedKeyword(tokens[e - 1].text(text)))) {
            // An alias without AS: "last_name ln", "count(*) n".
            alias = aliasText();
            it.aliasToken = e - 1;
            if (dottedName(b, e - 1, &it.qualifier, &it.column)) {
                it.bareColumn = true;
                it.columnToken = e - 2;
            }
        }
        it.outputName = alias.isEmpty() ? it.column : alias;
        return it;
    }
};

void readSelectList(const Reader &r, int select, TextFacts *facts, int *listEnd) {
    int i = select + 1;
    const int n = int(r.tokens.size());
    while (i < n &&
           isOneOf(r.text, r.tokens[i],
                   {u"ALL", u"DISTINCT", u"DISTINCTROW", u"HIGH_PRIORITY", u"STRAIGHT_JOIN",
                    u"SQL_SMALL_RESULT", u"SQL_BIG_RESULT", u"SQL_BUFFER_RESULT", u"SQL_CACHE",
                    u"SQL_NO_CACHE", u"SQL_CALC_FOUND_ROWS"})) {
        if (r.word(i, u"DISTINCT") || r.word(i, u"DISTINCTROW"))
            facts->distinct = true;
        if (r.word(i, u"DISTINCT") && r.word(i + 1, u"ON") &&
            r.kindAt(i + 2, TokenKind::LeftParen)) {
            int d = 0; // PostgreSQL's DISTINCT ON (...): skip the list
            for (i += 2; i < n; ++i) {
                d += r.tokens[i].kind == TokenKind::LeftParen    ? 1
                     : r.tokens[i].kind == TokenKind::RightParen ? -1
                                                                 : 0;
                if (d == 0)
                    break;
            }
        }
        ++i;
    }
    int end = i;
    while (end < n && !(r.depth[end] == 0 && endsSelectList(r.text, r.tokens[end])))
        ++end;
    int itemStart = i;
    for (int k = i; k <= end; ++k) {
        if (k == end || (r.depth[k] == 0 && r.tokens[k].kind == TokenKind::Comma)) {
            if (k > itemStart)
                facts->items << r.item(itemStart, k);
            itemStart = k + 1;
        }
    }
    *listEnd = end;
}

} // namespace

TextFacts readSelectText(QStringView text, sql::Flavor flavor) {
    TextFacts facts;
    Reader r;
    r.text = text;
    for (const Token &t : sql::tokenize(text, flavor)) {
        if (t.unterminated)
            facts.parses = false;
        if (t.kind == TokenKind::BlockComment && flavor == sql::Flavor::MySQL &&
            (t.text(text).startsWith(u"/*!") || t.text(text).startsWith(u"/*M!")))
            facts.executableComment = true;
        if (!t.isTrivia())
            r.tokens << t;
    }
    const int n = int(r.tokens.size());
    int d = 0;
    for (const Token &t : std::as_const(r.tokens)) {
        if (t.kind == TokenKind::RightParen)
            --d;
        r.depth << d;
        if (t.kind == TokenKind::LeftParen)
            ++d;
        if (d < 0)
            facts.parses = false;
    }
    if (d != 0)
        facts.parses = false;

    int select = -1;
    for (int i = 0; i < n; ++i) {
        if (select < 0 && r.depth[i] == 0 && r.word(i, u"SELECT"))
            select = i;
        if (r.depth[i] == 0 &&
            isOneOf(text, r.tokens[i], {u"UNION", u"INTERSECT", u"EXCEPT", u"MINUS"}))
            facts.setOperation = true;
        if (r.word(i, u"NATURAL"))
            facts.natural = true;
        if (isName(r.tokens[i]) && r.kindAt(i + 1, TokenKind::LeftParen)) {
            const QString f = r.ident(i).toLower(); // f(...) and schema.f(...)
            if (!facts.calledFunctions.contains(f))
                facts.calledFunctions << f;
        }
    }

    int fromBegin = n, fromEnd = n;
    if (select >= 0) {
        int listEnd = n;
        readSelectList(r, select, &facts, &listEnd);
        if (r.word(listEnd, u"FROM")) {
            fromBegin = listEnd + 1;
            fromEnd = fromBegin;
            while (fromEnd < n &&
                   !(r.depth[fromEnd] == 0 && endsFromClause(text, r.tokens[fromEnd])))
                ++fromEnd;
            for (int i = fromBegin; i < fromEnd; ++i) {
                if (r.depth[i] == 0 && r.tokens[i].kind == TokenKind::LeftParen)
                    facts.derivedInOutermostFrom = true;
            }
        }
        // ORDER BY 2, GROUP BY 1 at the outermost level.
        for (int i = listEnd; i + 1 < n; ++i) {
            if (r.depth[i] != 0 || !r.word(i + 1, u"BY") ||
                !(r.word(i, u"ORDER") || r.word(i, u"GROUP")))
                continue;
            for (int k = i + 2; k < n && r.depth[k] >= 0; ++k) {
                if (r.depth[k] == 0 && (endsFromClause(text, r.tokens[k]) && !r.word(k, u"ORDER")))
                    break;
                const bool listed = r.kindAt(k - 1, TokenKind::Comma) || r.word(k - 1, u"BY");
                if (r.depth[k] == 0 && listed && r.tokens[k].kind == TokenKind::Number)
                    facts.orderOrGroupPositions << r.tokens[k].text(text).toInt();
            }
        }
    }

    // Relations, and the tokens that spell them (never column uses).
    QSet<int> relationTokens;
    const sql::RelationReferences refs = sql::findRelations(text, flavor);
    if (!refs.parses)
        facts.parses = false;
    facts.cteNames = refs.cteNames;
    for (const sql::RelationReference &ref : refs.relations) {
        TextRelation rel;
        rel.qualifier = ref.qualified ? ref.qualifier : QString();
        rel.name = ref.name;
        rel.alias = ref.alias;
        int at = -1;
        for (int i = 0; i < n; ++i) {
            if (r.tokens[i].begin == ref.begin) {
                at = i;
                break;
            }
        }
        if (at >= 0) {
            rel.outermost = r.depth[at] == 0 && at >= fromBegin && at < fromEnd;
            relationTokens << at;
            // The schema (and catalog) written before the name: s.t, c.s.t.
            for (int k = at - 1; ref.qualified && k >= 1 && r.tokens[k].kind == TokenKind::Dot &&
                                 isName(r.tokens[k - 1]);
                 k -= 2)
                relationTokens << k << k - 1;
            int next = at + 1;
            if (r.word(next, u"AS"))
                ++next;
            if (!ref.alias.isEmpty() && next < n && isName(r.tokens[next]) &&
                r.ident(next) == ref.alias)
                relationTokens << next;
        }
        facts.relations << rel;
    }

    auto itemOf = [&facts](int token) {
        for (int i = 0; i < facts.items.size(); ++i) {
            if (token >= facts.items[i].firstToken && token < facts.items[i].endToken)
                return i;
        }
        return -1;
    };
    for (int i = 0; i < n; ++i) {
        const Token &t = r.tokens[i];
        if (isStarToken(text, t)) {
            const bool selectsAll = r.kindAt(i - 1, TokenKind::Comma) ||
                                    r.kindAt(i - 1, TokenKind::Dot) || r.word(i - 1, u"SELECT") ||
                                    r.word(i - 1, u"DISTINCT") || r.word(i - 1, u"ALL");
            const int item = itemOf(i);
            if (selectsAll && !(item >= 0 && facts.items[item].star)) {
                facts.otherStars << i;
                facts.otherStarQualifiers
                    << (r.kindAt(i - 1, TokenKind::Dot) && i >= 2 && isName(r.tokens[i - 2])
                            ? r.ident(i - 2)
                            : QString());
            }
            continue;
        }
        if (!isName(t) || relationTokens.contains(i))
            continue;
        if (t.kind == TokenKind::Word && sql::isReservedKeyword(t.text(text)))
            continue;
        if (r.kindAt(i + 1, TokenKind::LeftParen) || r.kindAt(i + 1, TokenKind::Dot))
            continue; // a function, or the qualifier of what follows
        if (r.kindAt(i - 1, TokenKind::Operator) && r.tokens[i - 1].text(text) == u"::")
            continue; // a type
        TextFacts::NameUse u;
        u.token = i;
        u.name = r.ident(i);
        if (r.kindAt(i - 1, TokenKind::Dot) && i >= 2 && isName(r.tokens[i - 2]))
            u.qualifier = r.ident(i - 2);
        u.aliasDefinition = r.word(i - 1, u"AS");
        u.item = itemOf(i);
        if (u.item >= 0) {
            const SelectItem &it = facts.items[u.item];
            u.bareItemColumn = it.bareColumn && i == it.columnToken;
            u.aliasDefinition = u.aliasDefinition || i == it.aliasToken;
        }
        facts.names << u;
    }
    return facts;
}

namespace {

struct Judge {
    const TextFacts &facts;
    const QList<RelationInfo> &infos;
    const PrivacyRules &rules;
    TextJudgement out;

    bool refuse(const QString &reason, const QString &detail) {
        if (!out.refused) {
            out.refused = true;
            out.reason = reason;
            out.detail = detail;
        }
        return false;
    }

    QString qualified(int i) const {
        const RelationInfo &r = infos[i];
        return r.schema.isEmpty() ? r.name : r.schema + u'.' + r.name;
    }

    QList<int> candidates(const QString &qualifier) const {
        QList<int> byAlias, byName, all;
        for (int i = 0; i < facts.relations.size(); ++i) {
            all << i;
            if (facts.relations[i].alias.compare(qualifier, Qt::CaseInsensitive) == 0)
                byAlias << i;
            else if (facts.relations[i].name.compare(qualifier, Qt::CaseInsensitive) == 0)
                byName << i;
        }
        if (qualifier.isEmpty())
            return all;
        // A qualifier that names no relation read here (a derived table's alias, a CTE): the
        // column may come from any of them, so every one is asked.
        return !byAlias.isEmpty() ? byAlias : !byName.isEmpty() ? byName : all;
    }

    QStringList hiddenOf(int i) const {
        const RelationInfo &r = infos[i];
        return r.kind == RelationInfo::Kind::Table ? rules.hiddenColumnsOf(r.schema, r.name)
                                                   : QStringList();
    }

    QStringList redactedOf(int i) const {
        const RelationInfo &r = infos[i];
        return r.kind == RelationInfo::Kind::Table ? rules.redactedColumnsOf(r.schema, r.name)
                                                   : r.redactedColumns;
    }

    bool restricts(int i) const { return !hiddenOf(i).isEmpty() || !redactedOf(i).isEmpty(); }

    bool relationsAllowed() {
        for (int i = 0; i < infos.size(); ++i) {
            const RelationInfo &r = infos[i];
            if (r.kind == RelationInfo::Kind::Catalog)
                return refuse(
                    Tr::tr("%1 is part of the database's own catalog, which can name tables and "
                           "columns hidden "
                           "from the assistant; the schema it may see is given to it instead.")
                        .arg(facts.relations[i].name),
                    Tr::tr("reads the catalog %1").arg(qualified(i)));
            const bool relation =
                r.kind == RelationInfo::Kind::Table || r.kind == RelationInfo::Kind::View;
            if (relation && rules.tableHidden(r.schema, r.name))
                return refuse(Tr::tr("The assistant may not read %1 (the connection's privacy "
                                     "settings hide it).")
                                  .arg(facts.relations[i].name),
                              Tr::tr("reads the hidden table %1").arg(qualified(i)));
        }
        return true;
    }

    bool namesAllowed(QSet<int> *redactedItems) {
        const bool plainOutputsOnly = !facts.distinct && !facts.setOperation;
        for (const TextFacts::NameUse &u : facts.names) {
            if (u.aliasDefinition)
                continue;
            for (int i : candidates(u.qualifier)) {
                if (hiddenOf(i).contains(u.name, Qt::CaseInsensitive))
                    return refuse(
                        Tr::tr("The assistant may not read %1 (hidden by the connection's privacy "
                               "settings).")
                            .arg(u.name),
                        Tr::tr("reads the hidden column %1.%2").arg(qualified(i), u.name));
                if (redactedOf(i).contains(u.name, Qt::CaseInsensitive)) {
                    if (u.bareItemColumn && plainOutputsOnly) {
                        redactedItems->insert(u.item);
                        continue;
                    }
                    return refuse(
                        Tr::tr("%1 is redacted by the connection's privacy settings: it may only "
                               "be selected as a "
                               "plain column (its values are then masked), not filtered, joined, "
                               "sorted, grouped, "
                               "compared or computed with.")
                            .arg(u.name),
                        Tr::tr("uses the redacted column %1.%2 other than as a plain output")
                            .arg(qualified(i), u.name));
                }
            }
        }
        // The alias of a masked output, used again (ORDER BY ln, HAVING ln), reads the value.
        for (int item : std::as_const(*redactedItems)) {
            const QString alias = facts.items[item].outputName;
            for (const TextFacts::NameUse &u : facts.names) {
                if (!u.aliasDefinition && u.item != item && u.qualifier.isEmpty() &&
                    u.name.compare(alias, Qt::CaseInsensitive) == 0)
                    return refuse(
                        Tr::tr("%1 is a redacted column's output; it may not be sorted, filtered "
                               "or grouped by.")
                            .arg(alias),
                        Tr::tr("uses the output %1 of a redacted column again").arg(alias));
            }
        }
        if (facts.natural) {
            for (int i = 0; i < infos.size(); ++i) {
                if (restricts(i))
                    return refuse(
                        Tr::tr("A NATURAL join compares every column two tables share, hidden and "
                               "redacted ones "
                               "too; name the join columns instead."),
                        Tr::tr("NATURAL join over %1, which has hidden or redacted columns")
                            .arg(qualified(i)));
            }
        }
        for (int s = 0; s < facts.otherStars.size(); ++s) {
            for (int i : candidates(facts.otherStarQualifiers[s])) {
                if (restricts(i))
                    return refuse(Tr::tr("* inside a subquery would read %1's hidden or redacted "
                                         "columns; name the columns "
                                         "instead.")
                                      .arg(facts.relations[i].name),
                                  Tr::tr("* over %1 inside a subquery").arg(qualified(i)));
            }
        }
        return true;
    }

    bool expandStar(const SelectItem &item) {
        bool anyRestricted = false;
        for (int i = 0; i < infos.size(); ++i)
            anyRestricted = anyRestricted || restricts(i);
        if (facts.derivedInOutermostFrom) {
            if (anyRestricted)
                return refuse(Tr::tr("* over a subquery or table function cannot be checked column "
                                     "by column; name the "
                                     "columns instead."),
                              Tr::tr("* over a derived table beside restricted columns"));
            out.outputsKnown = false;
        }
        const QList<int> rels = candidates(item.starQualifier);
        for (int i : rels) {
            if (!facts.relations[i].outermost)
                continue;
            const RelationInfo &r = infos[i];
            if (r.columns.isEmpty()) {
                if (restricts(i) && !r.starLeftToEngine)
                    return refuse(Tr::tr("* over %1 cannot be checked; name the columns instead.")
                                      .arg(facts.relations[i].name),
                                  Tr::tr("* over %1, whose columns are unknown").arg(qualified(i)));
                out.outputsKnown = false;
                continue;
            }
            const QStringList hidden = hiddenOf(i), redacted = redactedOf(i);
            for (const QString &c : r.columns) {
                if (hidden.contains(c, Qt::CaseInsensitive))
                    return refuse(Tr::tr("SELECT * would read a column of %1 that is hidden from "
                                         "the assistant; name the "
                                         "columns instead.")
                                      .arg(facts.relations[i].name),
                                  Tr::tr("* reads the hidden column %1.%2").arg(qualified(i), c));
                if (redacted.contains(c, Qt::CaseInsensitive)) {
                    if (facts.distinct || facts.setOperation)
                        return refuse(
                            Tr::tr("%1 is redacted; it may not be compared by DISTINCT or a set "
                                   "operation.")
                                .arg(c),
                            Tr::tr(
                                "* with DISTINCT or a set operation over the redacted column %1.%2")
                                .arg(qualified(i), c));
                    out.maskedOutputs << int(out.outputNames.size());
                }
                out.outputNames << c;
            }
        }
        return true;
    }
};

} // namespace

TextJudgement judgeSelectText(const TextFacts &facts, const QList<RelationInfo> &relations,
                              const PrivacyRules &rules) {
    Judge j{facts, relations, rules, {}};
    if (!facts.parses) {
        j.refuse(
            Tr::tr("The statement could not be read to check it against the privacy settings."),
            Tr::tr("unbalanced parentheses, quotes or comments"));
        return j.out;
    }
    if (facts.executableComment) {
        j.refuse(
            Tr::tr("Comments that MySQL runs (/*! ... */) are not allowed under privacy settings."),
            Tr::tr("an executable comment"));
        return j.out;
    }
    QSet<int> redactedItems;
    if (!j.relationsAllowed() || !j.namesAllowed(&redactedItems))
        return j.out;
    for (int i = 0; i < facts.items.size(); ++i) {
        const SelectItem &item = facts.items[i];
        if (item.star) {
            if (!j.expandStar(item))
                return j.out;
            continue;
        }
        if (redactedItems.contains(i))
            j.out.maskedOutputs << int(j.out.outputNames.size());
        j.out.outputNames << item.outputName;
    }
    for (int p : facts.orderOrGroupPositions) {
        if (j.out.maskedOutputs.contains(p - 1)) {
            j.refuse(
                Tr::tr("Column %1 of the result is redacted; it may not be sorted or grouped by.")
                    .arg(p),
                Tr::tr("ORDER BY or GROUP BY %1, a redacted output").arg(p));
            return j.out;
        }
    }
    return j.out;
}

QStringView viewBody(QStringView createView, sql::Flavor flavor, QStringList *columns) {
    const QList<Token> tokens = sql::significantTokens(createView, flavor);
    int i = 0;
    // CREATE [TEMP|TEMPORARY] VIEW [IF NOT EXISTS] [schema.]name [(columns)] AS select
    while (i < tokens.size() && !sql::isWord(createView, tokens[i], u"VIEW"))
        ++i;
    for (++i; i < tokens.size(); ++i) {
        if (tokens[i].kind == TokenKind::LeftParen && columns) {
            for (++i; i < tokens.size() && tokens[i].kind != TokenKind::RightParen; ++i) {
                if (isName(tokens[i]))
                    *columns << sql::identifierText(createView, tokens[i]);
            }
            continue;
        }
        if (sql::isWord(createView, tokens[i], u"AS") && i + 1 < tokens.size())
            return createView.mid(tokens[i + 1].begin);
    }
    return {};
}

} // namespace assay::db
