#include "privacylog.h"

#include "sql/tokenizer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace assay::security {
namespace {

// How a decision is written in the log file (and echoed by assay mcp).
QString decisionKey(PrivacyDecision d) {
    return d == PrivacyDecision::Masked ? QStringLiteral("masked") : QStringLiteral("refused");
}

} // namespace

QJsonObject PrivacyLogEntry::toJson() const {
    QJsonObject o{{QStringLiteral("time"), time.toUTC().toString(Qt::ISODateWithMs)},
                  {QStringLiteral("connectionId"), connectionId},
                  {QStringLiteral("connection"), connection},
                  {QStringLiteral("verdict"), decisionKey(verdict)},
                  {QStringLiteral("reason"), reason},
                  {QStringLiteral("statement"), statement}};
    if (!maskedColumns.isEmpty())
        o.insert(QStringLiteral("masked"), QJsonArray::fromStringList(maskedColumns));
    return o;
}

PrivacyLogEntry PrivacyLogEntry::fromJson(const QJsonObject &o) {
    PrivacyLogEntry e;
    e.time = QDateTime::fromString(o.value(QStringLiteral("time")).toString(), Qt::ISODateWithMs);
    e.connectionId = o.value(QStringLiteral("connectionId")).toString();
    e.connection = o.value(QStringLiteral("connection")).toString();
    e.verdict = o.value(QStringLiteral("verdict")).toString() == decisionKey(PrivacyDecision::Masked)
                    ? PrivacyDecision::Masked
                    : PrivacyDecision::Refused;
    e.reason = o.value(QStringLiteral("reason")).toString();
    e.statement = o.value(QStringLiteral("statement")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("masked")).toArray())
        e.maskedColumns << v.toString();
    return e;
}

PrivacyLog::PrivacyLog(QString path, qint64 maxBytes)
    : m_path(std::move(path))
    , m_maxBytes(std::max<qint64>(4096, maxBytes)) {
}

QString PrivacyLog::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/logs/privacy.log");
}

PrivacyLog &PrivacyLog::instance() {
    static PrivacyLog log(defaultPath());
    return log;
}

void PrivacyLog::setEcho(std::function<void(const QString &)> echo) {
    QMutexLocker lock(&m_mutex);
    m_echo = std::move(echo);
}

QString PrivacyLog::withoutLiterals(const QString &sql) {
    QString out;
    for (const sql::Token &t : sql::tokenize(sql, sql::Flavor::Generic)) {
        if (t.kind == sql::TokenKind::String || t.kind == sql::TokenKind::Number)
            out += u'?';
        else
            out += t.text(sql);
    }
    return out;
}

void PrivacyLog::append(const PrivacyLogEntry &entry) {
    PrivacyLogEntry e = entry;
    if (!e.time.isValid())
        e.time = QDateTime::currentDateTimeUtc();
    const QByteArray line = QJsonDocument(e.toJson()).toJson(QJsonDocument::Compact) + '\n';
    QMutexLocker lock(&m_mutex);
    if (m_echo) {
        m_echo(QStringLiteral("privacy: %1 on %2: %3%4")
                   .arg(decisionKey(e.verdict), e.connection, e.reason,
                        e.maskedColumns.isEmpty()
                            ? QString()
                            : QStringLiteral(" (masked: %1)")
                                  .arg(e.maskedColumns.join(QStringLiteral(", ")))));
    }
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QFile f(m_path);
    if (!f.open(QIODevice::Append))
        return; // the decision stands; only its record is lost
    f.write(line);
    f.close();
    shrinkIfNeeded();
}

void PrivacyLog::shrinkIfNeeded() {
    QFile f(m_path);
    if (f.size() <= m_maxBytes || !f.open(QIODevice::ReadOnly))
        return;
    QByteArray data = f.readAll();
    f.close();
    // Keep the newer half, from a line start.
    qsizetype from = data.indexOf('\n', data.size() / 2);
    data = from < 0 ? QByteArray() : data.mid(from + 1);
    QSaveFile out(m_path);
    if (out.open(QIODevice::WriteOnly)) {
        out.write(data);
        out.commit();
    }
}

QList<PrivacyLogEntry> PrivacyLog::recent(const QString &connectionId, int max) const {
    QMutexLocker lock(&m_mutex);
    QFile f(m_path);
    QList<PrivacyLogEntry> out;
    if (!f.open(QIODevice::ReadOnly))
        return out;
    const QList<QByteArray> lines = f.readAll().split('\n');
    for (qsizetype i = lines.size() - 1; i >= 0 && out.size() < max; --i) {
        const QJsonObject o = QJsonDocument::fromJson(lines[i]).object();
        if (o.isEmpty())
            continue;
        PrivacyLogEntry e = PrivacyLogEntry::fromJson(o);
        if (connectionId.isEmpty() || e.connectionId == connectionId)
            out << e;
    }
    return out;
}

} // namespace assay::security
