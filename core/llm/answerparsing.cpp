#include "answerparsing.h"
#include "llmtr.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QRegularExpression>

namespace assay::llm {
namespace {

// The balanced {...} starting at `start`, honouring strings and escapes; empty when unbalanced.
QString balancedObject(const QString &text, qsizetype start)
{
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (qsizetype i = start; i < text.size(); ++i) {
        const QChar c = text[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == u'\\')
                escaped = true;
            else if (c == u'"')
                inString = false;
            continue;
        }
        if (c == u'"')
            inString = true;
        else if (c == u'{')
            ++depth;
        else if (c == u'}' && --depth == 0)
            return text.mid(start, i - start + 1);
    }
    return {};
}

bool parseObject(QString candidate, QJsonObject *out)
{
    // Models often leave a trailing comma before a closing bracket.
    static const QRegularExpression trailingComma(QStringLiteral(",\\s*([}\\]])"));
    for (int attempt = 0; attempt < 2; ++attempt) {
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(candidate.toUtf8(), &pe);
        if (pe.error == QJsonParseError::NoError && doc.isObject()) {
            *out = doc.object();
            return true;
        }
        candidate.replace(trailingComma, QStringLiteral("\\1"));
    }
    return false;
}

} // namespace

bool extractJsonObject(const QString &answer, QJsonObject *out, QString *error)
{
    if (answer.trimmed().isEmpty()) {
        if (error)
            *error = Tr::tr("The model gave an empty answer.");
        return false;
    }
    static const QRegularExpression fence(QStringLiteral("```(?:json|JSON)?\\s*\\n?(.*?)```"),
                                          QRegularExpression::DotMatchesEverythingOption);
    QStringList candidates;
    auto it = fence.globalMatch(answer);
    while (it.hasNext())
        candidates << it.next().captured(1);
    candidates << answer;
    for (const QString &c : std::as_const(candidates)) {
        for (qsizetype start = c.indexOf(u'{'); start >= 0; start = c.indexOf(u'{', start + 1)) {
            const QString object = balancedObject(c, start);
            if (object.isEmpty())
                break; // unbalanced from here on: the answer was cut off
            if (parseObject(object, out))
                return true;
        }
    }
    if (error)
        *error = answer.contains(u'{') ? Tr::tr("The model's answer has JSON that does not parse (it may have been cut off).")
                                       : Tr::tr("The model's answer has no JSON object.");
    return false;
}

QString extractSql(const QString &answer)
{
    static const QRegularExpression sqlFence(QStringLiteral("```\\s*(?:sql|SQL)\\s*\\n(.*?)```"),
                                             QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression anyFence(QStringLiteral("```[A-Za-z]*\\s*\\n(.*?)```"),
                                             QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression start(QStringLiteral("\\b(SELECT|WITH)\\b"), QRegularExpression::CaseInsensitiveOption);
    QString sql;
    if (const auto m = sqlFence.match(answer); m.hasMatch())
        sql = m.captured(1);
    else if (const auto m2 = anyFence.match(answer); m2.hasMatch())
        sql = m2.captured(1);
    else if (const auto m3 = start.match(answer); m3.hasMatch())
        sql = answer.mid(m3.capturedStart());
    sql = sql.trimmed();
    // Stop at the end of the first statement: prose often follows a blank line or a semicolon.
    const qsizetype semicolon = sql.indexOf(u';');
    if (semicolon >= 0)
        sql = sql.left(semicolon);
    const qsizetype blank = sql.indexOf(QStringLiteral("\n\n"));
    if (blank >= 0 && !sql.mid(blank).trimmed().startsWith(QLatin1String("FROM"), Qt::CaseInsensitive))
        sql = sql.left(blank);
    return sql.trimmed();
}

} // namespace assay::llm
