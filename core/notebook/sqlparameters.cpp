#include "sqlparameters.h"

namespace assay::notebook {
namespace {

bool isColonParameter(QStringView sql, const sql::Token &t) {
    return t.kind == sql::TokenKind::Parameter && t.length > 1 && sql[t.begin] == u':';
}

bool isOperator(QStringView sql, const sql::Token &t, QStringView text) {
    return t.kind == sql::TokenKind::Operator && t.text(sql) == text;
}

// Fills in the IN (...) / BETWEEN context of a reference from the tokens around it: `before` is
// the index of the parameter token, `after` of the last token it spans (its member's word).
void readContext(QStringView sql, const QList<sql::Token> &tokens, int before, int after,
                 ParameterReference &ref) {
    auto word = [&](int i, QStringView w) {
        return i >= 0 && i < tokens.size() && sql::isWord(sql, tokens[i], w);
    };
    const int prev = before - 1;
    if (word(prev, u"BETWEEN")) {
        ref.afterBetween = true;
        return;
    }
    int in = -1;
    int end = -1;
    if (prev >= 0 && tokens[prev].kind == sql::TokenKind::LeftParen && word(prev - 1, u"IN") &&
        after + 1 < tokens.size() && tokens[after + 1].kind == sql::TokenKind::RightParen) {
        in = prev - 1;
        end = tokens[after + 1].end();
    } else if (word(prev, u"IN")) {
        in = prev;
        end = tokens[after].end();
    }
    if (in < 0)
        return;
    ref.negated = word(in - 1, u"NOT");
    ref.listBegin = tokens[ref.negated ? in - 1 : in].begin;
    ref.listLength = end - ref.listBegin;
}

} // namespace

QList<ParameterReference> findParameterReferences(QStringView sql, sql::Flavor flavor) {
    QList<ParameterReference> out;
    const QList<sql::Token> tokens = sql::significantTokens(sql, flavor);
    int bracketDepth = 0; // PostgreSQL array subscripts and slices: a[1:n] is not a parameter
    for (int i = 0; i < tokens.size(); ++i) {
        const sql::Token &t = tokens[i];
        if (flavor == sql::Flavor::PostgreSQL && t.kind == sql::TokenKind::Operator) {
            if (isOperator(sql, t, u"["))
                ++bracketDepth;
            else if (isOperator(sql, t, u"]") && bracketDepth > 0)
                --bracketDepth;
            continue;
        }
        if (!isColonParameter(sql, t) || bracketDepth > 0)
            continue;
        ParameterReference ref;
        ref.name = t.text(sql).mid(1).toString();
        ref.begin = t.begin;
        ref.length = t.length;
        int last = i;
        // `:period.start`: a member written right after the name, no spaces.
        if (i + 2 < tokens.size() && tokens[i + 1].kind == sql::TokenKind::Dot &&
            tokens[i + 1].begin == t.end() && tokens[i + 2].kind == sql::TokenKind::Word &&
            tokens[i + 2].begin == tokens[i + 1].end()) {
            const QStringView member = tokens[i + 2].text(sql);
            if (member.compare(u"start", Qt::CaseInsensitive) == 0)
                ref.member = RangeEnd::Start;
            else if (member.compare(u"end", Qt::CaseInsensitive) == 0)
                ref.member = RangeEnd::End;
            else
                ref.badMember = member.toString();
            last = i + 2;
            ref.length = tokens[last].end() - ref.begin;
        }
        readContext(sql, tokens, i, last, ref);
        out.append(ref);
        i = last;
    }
    return out;
}

QStringList parameterNames(const QList<ParameterReference> &refs) {
    QStringList names;
    for (const ParameterReference &r : refs) {
        const QString n = r.name.toLower();
        if (!names.contains(n))
            names.append(n);
    }
    return names;
}

QString renameParameterReferences(QStringView sql, const QString &from, const QString &to,
                                  sql::Flavor flavor, int *changed) {
    const QList<ParameterReference> refs = findParameterReferences(sql, flavor);
    QString out = sql.toString();
    int n = 0;
    for (qsizetype i = refs.size() - 1; i >= 0; --i) {
        const ParameterReference &r = refs[i];
        if (r.name.compare(from, Qt::CaseInsensitive) != 0)
            continue;
        out.replace(r.begin + 1, r.name.size(), to); // after the colon, before any member
        ++n;
    }
    if (changed)
        *changed = n;
    return out;
}

} // namespace assay::notebook
