#include "sqlreferences.h"

#include <QRegularExpression>
#include <QSet>

namespace assay::notebook {

SqlReferences findReferences(QStringView sql, sql::Flavor flavor)
{
    return sql::findRelations(sql, flavor);
}

static const QRegularExpression &markdownRefPattern()
{
    static const QRegularExpression re(QStringLiteral("\\{\\{\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\}\\}"));
    return re;
}

QStringList findMarkdownReferences(QStringView markdown)
{
    QStringList out;
    auto it = markdownRefPattern().globalMatch(markdown);
    while (it.hasNext()) {
        const QString n = it.next().captured(1).toLower();
        if (!out.contains(n))
            out.append(n);
    }
    return out;
}

QString renameReferences(QStringView sql, const QString &from, const QString &to, sql::Flavor flavor, int *changed)
{
    const SqlReferences refs = findReferences(sql, flavor);
    QString out = sql.toString();
    int n = 0;
    // Right to left so earlier spans stay valid.
    for (int i = int(refs.relations.size()) - 1; i >= 0; --i) {
        const RelationReference &r = refs.relations[i];
        if (r.qualified)
            continue;
        const bool match = r.quoted ? r.name == from : r.name.compare(from, Qt::CaseInsensitive) == 0;
        if (!match)
            continue;
        const QString replacement = r.quoted ? QStringLiteral("\"%1\"").arg(QString(to).replace(u'"', QStringLiteral("\"\""))) : to;
        out.replace(r.begin, r.length, replacement);
        ++n;
    }
    if (changed)
        *changed = n;
    return out;
}

QString renameMarkdownReferences(QStringView markdown, const QString &from, const QString &to, int *changed)
{
    QString out = markdown.toString();
    int n = 0;
    QList<QRegularExpressionMatch> matches;
    auto it = markdownRefPattern().globalMatch(markdown);
    while (it.hasNext())
        matches.append(it.next());
    for (int i = int(matches.size()) - 1; i >= 0; --i) {
        const auto &m = matches[i];
        if (m.captured(1).compare(from, Qt::CaseInsensitive) == 0) {
            out.replace(m.capturedStart(1), m.capturedLength(1), to);
            ++n;
        }
    }
    if (changed)
        *changed = n;
    return out;
}

bool isValidCellName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]{0,62}$"));
    return re.match(name).hasMatch() && !sql::isReservedKeyword(name);
}

QString sanitizeCellName(const QString &text)
{
    QString s = text.normalized(QString::NormalizationForm_KD).toLower();
    QString out;
    for (QChar c : s) {
        // ASCII only: QChar::isDigit() also accepts other scripts' digits (U+0663 ...), which
        // isValidCellName refuses (found by fuzz_sql_references).
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
            out.append(c);
        else if (!out.isEmpty() && !out.endsWith(u'_'))
            out.append(u'_');
    }
    while (out.endsWith(u'_'))
        out.chop(1);
    if (out.isEmpty() || out[0].isDigit())
        out.prepend(QStringLiteral("cell_"));
    if (sql::isReservedKeyword(out))
        out.append(QStringLiteral("_1"));
    return out.left(63);
}

} // namespace assay::notebook
