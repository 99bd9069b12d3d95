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

ThinkingSplit splitThinking(const QString &text)
{
    ThinkingSplit split;
    // The last closing marker ends the thinking, whether or not its opening tag is there.
    static const QStringList closers{QStringLiteral("</think>"), QStringLiteral("◁/think▷"),
                                     QStringLiteral("<|channel|>final<|message|>")};
    qsizetype end = -1;
    qsizetype markerLength = 0;
    for (const QString &closer : closers) {
        const qsizetype at = text.lastIndexOf(closer);
        if (at > end) {
            end = at;
            markerLength = closer.size();
        }
    }
    if (end >= 0) {
        split.thinking = text.left(end);
        split.answer = text.mid(end + markerLength).trimmed();
        return split;
    }
    const QString trimmed = text.trimmed();
    if (trimmed.startsWith(QLatin1String("<think>")) || trimmed.startsWith(QStringLiteral("◁think▷"))) {
        split.thinking = trimmed;
        split.unfinished = true;
        return split;
    }
    split.answer = text;
    return split;
}

bool extractJsonObject(const QString &fullAnswer, QJsonObject *out, QString *error)
{
    const ThinkingSplit split = splitThinking(fullAnswer);
    const QString &answer = split.answer;
    if (split.unfinished) {
        if (error)
            *error = Tr::tr("The model stopped while still thinking; nothing came after its reasoning.");
        return false;
    }
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

namespace {

// A query, not prose that starts with its words ("select the revenue column"): a SELECT that
// reads FROM something or selects a literal, or a WITH that names a common table expression.
bool looksLikeQuery(const QString &text)
{
    static const QRegularExpression select(
        QStringLiteral("^\\s*SELECT\\s+(?:.*\\bFROM\\b|[\\d'\"(*-])"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression with(
        QStringLiteral("^\\s*WITH\\s+(?:RECURSIVE\\s+)?[\\w\"`\\[]+[\\w\"`\\]]*\\s*(?:\\(|AS\\b)"),
        QRegularExpression::CaseInsensitiveOption);
    return select.match(text).hasMatch() || with.match(text).hasMatch();
}

// A string value of the object (or of objects inside it) that is a query; "sql" and "query"
// first, then any key, so an answer in another language's keys still yields its query.
QString queryInJson(const QJsonObject &object)
{
    for (const char *key : {"sql", "query", "SQL"}) {
        const QString v = object.value(QLatin1String(key)).toString();
        if (looksLikeQuery(v))
            return v;
    }
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it->isString() && looksLikeQuery(it->toString()))
            return it->toString();
        if (it->isObject()) {
            const QString inner = queryInJson(it->toObject());
            if (!inner.isEmpty())
                return inner;
        }
    }
    return {};
}

} // namespace

QString extractSql(const QString &fullAnswer)
{
    const ThinkingSplit split = splitThinking(fullAnswer);
    if (split.unfinished)
        return {};
    const QString &answer = split.answer;
    static const QRegularExpression sqlFence(QStringLiteral("```\\s*(?:sql|SQL)\\s*\\n(.*?)```"),
                                             QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression anyFence(QStringLiteral("```[A-Za-z]*\\s*\\n(.*?)```"),
                                             QRegularExpression::DotMatchesEverythingOption);
    // A query starts a line: "SELECT" or "with" in the middle of prose is a word, not a query.
    static const QRegularExpression start(QStringLiteral("^[ \\t>]*(SELECT|WITH)\\b"),
                                          QRegularExpression::CaseInsensitiveOption | QRegularExpression::MultilineOption);
    QString sql;
    QJsonObject json;
    if (const auto m = sqlFence.match(answer); m.hasMatch())
        sql = m.captured(1);
    else if (const auto m2 = anyFence.match(answer); m2.hasMatch() && looksLikeQuery(m2.captured(1)))
        sql = m2.captured(1);
    else if (extractJsonObject(answer, &json))
        sql = queryInJson(json);
    else if (const auto m3 = start.match(answer); m3.hasMatch() && looksLikeQuery(answer.mid(m3.capturedStart(1))))
        sql = answer.mid(m3.capturedStart(1));
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

QString partialJsonString(const QString &partialJson, const QString &key)
{
    const QRegularExpression field(QStringLiteral("\"%1\"\\s*:\\s*\"").arg(QRegularExpression::escape(key)));
    const QString text = splitThinking(partialJson).answer;
    const QRegularExpressionMatch m = field.match(text);
    if (!m.hasMatch())
        return {};
    QString value;
    for (qsizetype i = m.capturedEnd(); i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'"')
            break;
        if (c != u'\\') {
            value += c;
            continue;
        }
        if (++i >= text.size())
            break; // the escape itself is still on its way
        switch (text[i].unicode()) {
        case 'n': value += u'\n'; break;
        case 't': value += u'\t'; break;
        case 'r': break;
        case 'u':
            if (i + 4 >= text.size())
                return value;
            value += QChar(text.mid(i + 1, 4).toUShort(nullptr, 16));
            i += 4;
            break;
        default: value += text[i]; break; // \" \\ \/
        }
    }
    return value;
}

} // namespace assay::llm
