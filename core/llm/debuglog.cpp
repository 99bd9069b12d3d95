#include "debuglog.h"

#include "provider.h"

#include <QDateTime>
#include <QDir>

namespace assay::llm {

DebugLog::DebugLog(QString directory, qint64 maxBytes, int keepFiles)
    : m_directory(std::move(directory))
    , m_maxBytes(qMax<qint64>(1024, maxBytes))
    , m_keepFiles(qMax(1, keepFiles)) {
}

void DebugLog::setEnabled(bool enabled) {
    QMutexLocker lock(&m_mutex);
    m_enabled = enabled;
    if (!enabled)
        m_file.close();
}

bool DebugLog::isEnabled() const {
    QMutexLocker lock(&m_mutex);
    return m_enabled;
}

QString DebugLog::currentFile() const {
    return m_directory + QStringLiteral("/llm-debug.log");
}

QString DebugLog::formatHeaders(const QList<std::pair<QByteArray, QByteArray>> &headers) {
    QString out;
    for (const auto &[name, value] : headers) {
        out += QString::fromLatin1(name) + QStringLiteral(": ");
        out += Redactor::isSensitiveHeader(name) ? QLatin1String(Redactor::Mask)
                                                 : QString::fromLatin1(value);
        out += QLatin1Char('\n');
    }
    return out;
}

static QString clip(const QByteArray &body) {
    if (body.size() <= DebugLog::MaxBodyBytes)
        return QString::fromUtf8(body);
    return QString::fromUtf8(body.left(DebugLog::MaxBodyBytes)) +
           QStringLiteral("\n[... %1 more bytes]").arg(body.size() - DebugLog::MaxBodyBytes);
}

void DebugLog::logRequest(quint64 requestId, int attempt, const HttpCall &call) {
    if (!isEnabled())
        return;
    write(QStringLiteral("=== #%1 attempt %2 request\n%3 %4\n%5\n%6\n")
              .arg(requestId)
              .arg(attempt)
              .arg(QString::fromLatin1(call.verb), call.url.toString(), formatHeaders(call.headers),
                   clip(call.body)));
}

void DebugLog::logResponse(quint64 requestId, int attempt, int httpStatus,
                           const QList<std::pair<QByteArray, QByteArray>> &headers,
                           const QByteArray &body, const QString &outcome) {
    if (!isEnabled())
        return;
    write(QStringLiteral("=== #%1 attempt %2 response HTTP %3 (%4)\n%5\n%6\n")
              .arg(requestId)
              .arg(attempt)
              .arg(httpStatus)
              .arg(outcome, formatHeaders(headers), clip(body)));
}

void DebugLog::logNote(quint64 requestId, const QString &text) {
    if (!isEnabled())
        return;
    write(QStringLiteral("=== #%1 %2\n").arg(requestId).arg(text));
}

void DebugLog::write(const QString &entry) {
    const QByteArray bytes = (QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) +
                              QLatin1Char(' ') + m_redactor.redact(entry) + QLatin1Char('\n'))
                                 .toUtf8();
    QMutexLocker lock(&m_mutex);
    if (!m_enabled)
        return;
    rotateIfNeeded(bytes.size());
    if (!m_file.isOpen()) {
        QDir().mkpath(m_directory);
        m_file.setFileName(currentFile());
        if (!m_file.open(QIODevice::Append | QIODevice::WriteOnly))
            return;
        // Owner-only: a log of prompts may hold data the analyst considers private.
        m_file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }
    m_file.write(bytes);
    m_file.flush();
}

void DebugLog::rotateIfNeeded(qint64 incoming) {
    const QString base = currentFile();
    const qint64 size = m_file.isOpen() ? m_file.size() : QFileInfo(base).size();
    if (size == 0 || size + incoming <= m_maxBytes)
        return;
    m_file.close();
    QFile::remove(base + QStringLiteral(".%1").arg(m_keepFiles));
    for (int i = m_keepFiles - 1; i >= 1; --i)
        QFile::rename(base + QStringLiteral(".%1").arg(i), base + QStringLiteral(".%1").arg(i + 1));
    QFile::rename(base, base + QStringLiteral(".1"));
}

} // namespace assay::llm
