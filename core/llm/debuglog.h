#pragma once
// A rotating log of every model request and response, for diagnosing what a provider was sent and
// what it said. Off by default. Everything passes through a Redactor first: header values that
// carry credentials are masked by name, and the text is scrubbed of known secrets and
// secret-shaped strings. Files: llm-debug.log, rotated to .1 ... .N when it passes maxBytes.
// Thread-safe.

#include "redactor.h"

#include <QFile>
#include <QList>
#include <QMutex>
#include <QString>

#include <utility>

namespace assay::llm {

struct HttpCall;

class DebugLog {
public:
    explicit DebugLog(QString directory, qint64 maxBytes = 4 * 1024 * 1024, int keepFiles = 3);

    void setEnabled(bool enabled);
    bool isEnabled() const;
    QString directory() const { return m_directory; }
    QString currentFile() const;
    Redactor &redactor() { return m_redactor; }

    void logRequest(quint64 requestId, int attempt, const HttpCall &call);
    void logResponse(quint64 requestId, int attempt, int httpStatus,
                     const QList<std::pair<QByteArray, QByteArray>> &headers,
                     const QByteArray &body, const QString &outcome);
    void logNote(quint64 requestId, const QString &text);

    static constexpr int MaxBodyBytes = 64 * 1024; // longer bodies are cut in the log

private:
    void write(const QString &entry);
    void rotateIfNeeded(qint64 incoming);
    static QString formatHeaders(const QList<std::pair<QByteArray, QByteArray>> &headers);

    QString m_directory;
    qint64 m_maxBytes;
    int m_keepFiles;
    Redactor m_redactor;
    mutable QMutex m_mutex;
    bool m_enabled = false;
    QFile m_file;
};

} // namespace assay::llm
