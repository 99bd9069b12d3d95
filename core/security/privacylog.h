#pragma once
// What the engine's privacy check decided for the assistant and for outside agents, kept for the
// user to read (Connect → Privacy…, and `assay mcp` also says it on standard error): which
// statement was refused or had columns masked, and why. Never a value: the statement is kept with
// its literals replaced, and the reasons name tables and columns only. One file for all
// connections (<AppDataLocation>/logs/privacy.log, JSON lines), cut to its newer half when it
// passes its size. Thread-safe.

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMutex>
#include <QString>
#include <QStringList>

#include <functional>

namespace assay::security {

// What the privacy check decided about a statement it did not simply allow.
enum class PrivacyDecision : quint8 { Refused, Masked };

struct PrivacyLogEntry {
    QDateTime time;
    QString connectionId;
    QString connection; // its name, as the user calls it
    PrivacyDecision verdict = PrivacyDecision::Refused;
    QString reason;     // for the user: what was read or used, and why it is not allowed
    QString statement;  // the statement with its literals replaced by ?
    QStringList maskedColumns;

    QJsonObject toJson() const;
    static PrivacyLogEntry fromJson(const QJsonObject &json);
};

class PrivacyLog {
public:
    explicit PrivacyLog(QString path, qint64 maxBytes = 1024 * 1024);

    // The application's log (<AppDataLocation>/logs/privacy.log).
    static PrivacyLog &instance();
    static QString defaultPath();

    void append(const PrivacyLogEntry &entry);
    // The newest entries first, at most `max`; only `connectionId`'s when it is not empty.
    QList<PrivacyLogEntry> recent(const QString &connectionId, int max) const;
    QString path() const { return m_path; }
    // Also hands each entry, as one line, to `echo` (assay mcp writes it to standard error).
    void setEcho(std::function<void(const QString &line)> echo);

    // `sql` with every string and number literal replaced by ?.
    static QString withoutLiterals(const QString &sql);

private:
    void shrinkIfNeeded();

    QString m_path;
    qint64 m_maxBytes;
    mutable QMutex m_mutex;
    std::function<void(const QString &)> m_echo;
};

} // namespace assay::security
