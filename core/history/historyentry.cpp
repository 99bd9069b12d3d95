#include "historyentry.h"
#include "historytr.h"

#include "sql/tokenizer.h"

#include <QRegularExpression>

namespace assay::history {

QString sourceKey(StatementSource source)
{
    switch (source) {
    case StatementSource::Console:
        return QStringLiteral("console");
    case StatementSource::Cell:
        return QStringLiteral("cell");
    case StatementSource::Assistant:
        return QStringLiteral("assistant");
    }
    return {};
}

bool sourceFromKey(const QString &key, StatementSource *source)
{
    for (StatementSource s : {StatementSource::Console, StatementSource::Cell, StatementSource::Assistant}) {
        if (sourceKey(s) == key) {
            *source = s;
            return true;
        }
    }
    return false;
}

QString sourceName(StatementSource source)
{
    switch (source) {
    case StatementSource::Console:
        return Tr::tr("Console");
    case StatementSource::Cell:
        return Tr::tr("Cell");
    case StatementSource::Assistant:
        return Tr::tr("Assistant");
    }
    return {};
}

QString scrubSecrets(const QString &sql)
{
    static const QRegularExpression inString(QStringLiteral("\\b(password|passwd|pwd)(\\s*[=:]\\s*)('[^']*'|\"[^\"]*\"|[^\\s;'\"]+)"),
                                             QRegularExpression::CaseInsensitiveOption);
    const QList<sql::Token> tokens = sql::tokenize(sql);
    QString out;
    out.reserve(sql.size());
    // The last two significant words before each token: PASSWORD 'x', IDENTIFIED BY 'x'.
    QString previous, beforePrevious;
    for (const sql::Token &t : tokens) {
        QString text = t.text(sql).toString();
        if (t.kind == sql::TokenKind::String) {
            const bool secretLiteral = previous.compare(QLatin1String("password"), Qt::CaseInsensitive) == 0
                                       || (beforePrevious.compare(QLatin1String("identified"), Qt::CaseInsensitive) == 0
                                           && previous.compare(QLatin1String("by"), Qt::CaseInsensitive) == 0)
                                       || (previous == u"=" && beforePrevious.compare(QLatin1String("password"), Qt::CaseInsensitive) == 0);
            if (secretLiteral)
                text = QStringLiteral("'***'");
            else
                text.replace(inString, QStringLiteral("\\1\\2***"));
        } else if (t.kind == sql::TokenKind::LineComment || t.kind == sql::TokenKind::BlockComment) {
            text.replace(inString, QStringLiteral("\\1\\2***"));
        }
        out += text;
        if (!t.isTrivia()) {
            beforePrevious = previous;
            previous = t.text(sql).toString();
        }
    }
    return out;
}

} // namespace assay::history
