#pragma once
// Removes secrets from text before it is written anywhere (the debug log, error details). Two
// layers: the exact values of the secrets Assay knows (API keys, passwords, registered with
// addSecret) and patterns for things that look like secrets whoever they belong to (Authorization
// and key headers, "password"/"api_key" fields, "Bearer ..." and "sk-..." tokens). Thread-safe.

#include <QMutex>
#include <QSet>
#include <QString>

namespace assay::llm {

class Redactor {
public:
    static constexpr const char *Mask = "[REDACTED]";

    void addSecret(const QString &secret); // ignored when shorter than 4 characters
    void removeSecret(const QString &secret);

    QString redact(QString text) const;
    // Header values are masked by name (authorization, x-api-key, api-key, cookie, ...).
    static bool isSensitiveHeader(QByteArrayView name);

private:
    mutable QMutex m_mutex;
    QSet<QString> m_secrets;
};

} // namespace assay::llm
