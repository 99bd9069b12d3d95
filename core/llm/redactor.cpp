#include "redactor.h"

#include <QRegularExpression>
#include <QUrl>

namespace assay::llm {

void Redactor::addSecret(const QString &secret) {
    if (secret.size() < 4)
        return;
    QMutexLocker lock(&m_mutex);
    m_secrets.insert(secret);
}

void Redactor::removeSecret(const QString &secret) {
    QMutexLocker lock(&m_mutex);
    m_secrets.remove(secret);
}

bool Redactor::isSensitiveHeader(QByteArrayView name) {
    const QByteArray n = name.toByteArray().toLower();
    return n == "authorization" || n == "proxy-authorization" || n == "x-api-key" ||
           n == "api-key" || n == "cookie" || n == "set-cookie" || n == "x-goog-api-key";
}

QString Redactor::redact(QString text) const {
    const QString mask = QLatin1String(Mask);
    {
        QMutexLocker lock(&m_mutex);
        for (const QString &s : m_secrets) {
            text.replace(s, mask);
            // The same secret as it would appear in a URL query.
            const QString encoded = QString::fromLatin1(QUrl::toPercentEncoding(s));
            if (encoded != s)
                text.replace(encoded, mask);
        }
    }
    // Fields named like secrets, in headers, JSON, query strings and connection strings.
    static const QRegularExpression field(
        QStringLiteral(
            R"((\b(?:authorization|proxy-authorization|x-api-key|api[-_]?key|password|passwd|pwd|secret|access[-_]token|refresh[-_]token)\b"?\s*[:=]\s*"?)(?!\[REDACTED\])(?:Bearer\s+|Basic\s+)?([^"\s,;&}]+))"),
        QRegularExpression::CaseInsensitiveOption);
    text.replace(field, QStringLiteral("\\1") + mask);
    static const QRegularExpression bearer(
        QStringLiteral(R"(\b(Bearer|Basic)\s+(?!\[REDACTED\])[A-Za-z0-9._~+/=-]{8,})"));
    text.replace(bearer, QStringLiteral("\\1 ") + mask);
    static const QRegularExpression keyShape(QStringLiteral(R"(\bsk-[A-Za-z0-9_-]{16,})"));
    text.replace(keyShape, mask);
    return text;
}

} // namespace assay::llm
