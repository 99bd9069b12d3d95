#include "privacyoutput.h"
#include "dbtr.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace assay::db {

MaskingSink::MaskingSink(RowSink &inner, QList<int> positions, int expectedColumns)
    : m_inner(inner)
    , m_positions(std::move(positions))
    , m_expectedColumns(expectedColumns) {
}

void MaskingSink::columns(const QList<ResultColumn> &columns) {
    m_columnCount = int(columns.size());
    if (m_expectedColumns >= 0 && m_columnCount != m_expectedColumns) {
        m_positions.clear();
        for (int i = 0; i < m_columnCount; ++i)
            m_positions << i;
    }
    QList<ResultColumn> out = columns;
    for (int p : std::as_const(m_positions)) {
        if (p < 0 || p >= out.size())
            continue;
        m_names << out[p].name;
        // The mask is text whatever the column held: say so, so charts and insights do not
        // treat "[redacted]" as a number or a date.
        out[p].type = ValueType::Text;
        out[p].declaredType = QStringLiteral("text");
    }
    m_inner.columns(out);
}

bool MaskingSink::rows(QList<Row> &&batch) {
    const QVariant mask(PrivacyRules::mask());
    for (Row &row : batch) {
        for (int p : std::as_const(m_positions)) {
            if (p >= 0 && p < row.size())
                row[p] = mask;
        }
    }
    return m_inner.rows(std::move(batch));
}

namespace {

// Clause names MariaDB quotes in its own messages ("Unknown column 'x' in 'where clause'").
bool isEnginePhrase(const QString &text) {
    static const QSet<QString> phrases = {
        QStringLiteral("field list"),          QStringLiteral("where clause"),
        QStringLiteral("on clause"),           QStringLiteral("order clause"),
        QStringLiteral("group statement"),     QStringLiteral("having clause"),
        QStringLiteral("IN/ALL/ANY subquery"), QStringLiteral("from clause"),
    };
    return phrases.contains(text);
}

QString scrubWith(const QString &text, const QString &statementLower,
                  const QSet<QString> &statementWords, const PrivacyRules &rules) {
    if (text.isEmpty())
        return text;
    static const QRegularExpression quoted(QStringLiteral("\"([^\"]*)\"|'([^']*)'|`([^`]*)`"));
    static const QRegularExpression word(QStringLiteral("[\\p{L}_][\\p{L}\\p{N}_$]*"));
    QString out;
    qsizetype last = 0;
    for (auto it = quoted.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QString inner = m.captured(1);
        if (inner.isNull())
            inner = m.captured(2).isNull() ? m.captured(3) : m.captured(2);
        out += text.mid(last, m.capturedStart() - last);
        const bool written =
            !inner.trimmed().isEmpty() && statementLower.contains(inner.trimmed().toLower());
        out += written || inner.isEmpty() || isEnginePhrase(inner) ? m.captured(0)
                                                                   : QStringLiteral("[withheld]");
        last = m.capturedEnd();
    }
    out += text.mid(last);
    QString result;
    last = 0;
    for (auto it = word.globalMatch(out); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString w = m.captured(0).toLower();
        result += out.mid(last, m.capturedStart() - last);
        result += rules.namesMentioned().contains(w) && !statementWords.contains(w)
                      ? QStringLiteral("[hidden]")
                      : m.captured(0);
        last = m.capturedEnd();
    }
    result += out.mid(last);
    return result;
}

QSet<QString> wordsOf(const QString &lower) {
    QSet<QString> words;
    static const QRegularExpression word(QStringLiteral("[\\p{L}_][\\p{L}\\p{N}_$]*"));
    for (auto it = word.globalMatch(lower); it.hasNext();)
        words.insert(it.next().captured(0));
    return words;
}

} // namespace

void scrubError(DbError &error, QStringView statement, const PrivacyRules &rules) {
    if (error.isNull())
        return;
    const QString lower = statement.toString().toLower();
    const QSet<QString> words = wordsOf(lower);
    error.message = scrubWith(error.message, lower, words, rules);
    error.detail = scrubWith(error.detail, lower, words, rules);
    error.hint = scrubWith(error.hint, lower, words, rules);
}

QString scrubText(const QString &text, QStringView statement, const PrivacyRules &rules) {
    const QString lower = statement.toString().toLower();
    return scrubWith(text, lower, wordsOf(lower), rules);
}

DbError privacyRefusal(const QString &reason) {
    return DbError::make(DbError::Kind::Privacy, reason);
}

} // namespace assay::db
