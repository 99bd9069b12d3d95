#include "verifiedstore.h"
#include "verifiedtr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace assay::verified {
namespace {

const char *const Schema = R"(
CREATE TABLE IF NOT EXISTS verified_answers (id INTEGER PRIMARY KEY, question TEXT NOT NULL UNIQUE, sql TEXT NOT NULL,
    digest TEXT NOT NULL, rows INTEGER, truncated INTEGER, columns TEXT, sample TEXT, verified_at TEXT, answered_by TEXT,
    last_check TEXT);
)";

QString rowsJson(const QList<QStringList> &rows)
{
    QJsonArray a;
    for (const QStringList &r : rows)
        a.append(QJsonArray::fromStringList(r));
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
}

QList<QStringList> rowsFrom(const QString &text)
{
    QList<QStringList> out;
    for (const QJsonValue &r : QJsonDocument::fromJson(text.toUtf8()).array()) {
        QStringList row;
        for (const QJsonValue &v : r.toArray())
            row << v.toString();
        out << row;
    }
    return out;
}

QStringList listFrom(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &x : v.toArray())
        out << x.toString();
    return out;
}

QString checkJson(const CheckResult &c)
{
    QJsonObject o{{QStringLiteral("status"), statusKey(c.status)},
                  {QStringLiteral("at"), c.checkedAt.toUTC().toString(Qt::ISODate)},
                  {QStringLiteral("sql"), c.sql},
                  {QStringLiteral("digest"), c.digest},
                  {QStringLiteral("rows"), double(c.rows)},
                  {QStringLiteral("columns"), QJsonArray::fromStringList(c.columns)},
                  {QStringLiteral("sample"), QJsonDocument::fromJson(rowsJson(c.sample).toUtf8()).array()},
                  {QStringLiteral("message"), c.message},
                  {QStringLiteral("dataChanged"), c.dataChanged},
                  {QStringLiteral("answeredBy"), c.answeredBy}};
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

CheckResult checkFrom(const QString &text)
{
    CheckResult c;
    const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
    if (o.isEmpty())
        return c;
    c.status = statusFromKey(o.value(QStringLiteral("status")).toString());
    c.checkedAt = QDateTime::fromString(o.value(QStringLiteral("at")).toString(), Qt::ISODate);
    c.sql = o.value(QStringLiteral("sql")).toString();
    c.digest = o.value(QStringLiteral("digest")).toString();
    c.rows = qint64(o.value(QStringLiteral("rows")).toDouble());
    c.columns = listFrom(o.value(QStringLiteral("columns")));
    c.sample = rowsFrom(QString::fromUtf8(QJsonDocument(o.value(QStringLiteral("sample")).toArray()).toJson(QJsonDocument::Compact)));
    c.message = o.value(QStringLiteral("message")).toString();
    c.dataChanged = o.value(QStringLiteral("dataChanged")).toBool();
    c.answeredBy = o.value(QStringLiteral("answeredBy")).toString();
    return c;
}

} // namespace

QString statusKey(CheckStatus status)
{
    switch (status) {
    case CheckStatus::NotChecked:
        return QStringLiteral("not_checked");
    case CheckStatus::Same:
        return QStringLiteral("same");
    case CheckStatus::Different:
        return QStringLiteral("different");
    case CheckStatus::Unanswerable:
        return QStringLiteral("unanswerable");
    }
    return {};
}

CheckStatus statusFromKey(const QString &key)
{
    for (CheckStatus s : {CheckStatus::Same, CheckStatus::Different, CheckStatus::Unanswerable}) {
        if (statusKey(s) == key)
            return s;
    }
    return CheckStatus::NotChecked;
}

QString statusName(CheckStatus status)
{
    switch (status) {
    case CheckStatus::NotChecked:
        return Tr::tr("Not checked yet");
    case CheckStatus::Same:
        return Tr::tr("Same result");
    case CheckStatus::Different:
        return Tr::tr("Different result");
    case CheckStatus::Unanswerable:
        return Tr::tr("No longer answerable");
    }
    return {};
}

QString VerifiedStore::open(const QString &path)
{
    return m_file.open(path, Schema);
}

QList<VerifiedAnswer> VerifiedStore::answers() const
{
    QMutexLocker lock(&m_file.mutex());
    QList<VerifiedAnswer> out;
    io::SqliteStatement s(m_file, "SELECT id, question, sql, digest, rows, truncated, columns, sample, verified_at, answered_by, last_check "
                                  "FROM verified_answers ORDER BY id");
    while (s.step()) {
        VerifiedAnswer a;
        a.id = s.integer(0);
        a.question = s.text(1);
        a.sql = s.text(2);
        a.digest = s.text(3);
        a.rows = s.integer(4);
        a.truncated = s.integer(5) != 0;
        a.columns = listFrom(QJsonDocument::fromJson(s.text(6).toUtf8()).array());
        a.sample = rowsFrom(s.text(7));
        a.verifiedAt = QDateTime::fromString(s.text(8), Qt::ISODate);
        a.answeredBy = s.text(9);
        a.lastCheck = checkFrom(s.text(10));
        out << a;
    }
    return out;
}

qint64 VerifiedStore::save(const VerifiedAnswer &a, QString *error)
{
    QMutexLocker lock(&m_file.mutex());
    io::SqliteStatement s(m_file, "INSERT INTO verified_answers (question, sql, digest, rows, truncated, columns, sample, verified_at, "
                                  "answered_by, last_check) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                                  "ON CONFLICT(question) DO UPDATE SET sql = excluded.sql, digest = excluded.digest, rows = excluded.rows, "
                                  "truncated = excluded.truncated, columns = excluded.columns, sample = excluded.sample, "
                                  "verified_at = excluded.verified_at, answered_by = excluded.answered_by, last_check = excluded.last_check");
    s.bind(a.question.trimmed())
        .bind(a.sql)
        .bind(a.digest)
        .bind(a.rows)
        .bind(qint64(a.truncated ? 1 : 0))
        .bind(QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(a.columns)).toJson(QJsonDocument::Compact)))
        .bind(rowsJson(a.sample))
        .bind((a.verifiedAt.isValid() ? a.verifiedAt : QDateTime::currentDateTimeUtc()).toUTC().toString(Qt::ISODate))
        .bind(a.answeredBy)
        .bind(checkJson(a.lastCheck));
    if (!s.run()) {
        if (error)
            *error = m_file.lastError();
        return 0;
    }
    io::SqliteStatement id(m_file, "SELECT id FROM verified_answers WHERE question = ?");
    id.bind(a.question.trimmed());
    return id.step() ? id.integer(0) : 0;
}

QString VerifiedStore::saveCheck(qint64 id, const CheckResult &check)
{
    QMutexLocker lock(&m_file.mutex());
    io::SqliteStatement s(m_file, "UPDATE verified_answers SET last_check = ? WHERE id = ?");
    return s.bind(checkJson(check)).bind(id).run() ? QString() : m_file.lastError();
}

QString VerifiedStore::remove(qint64 id)
{
    QMutexLocker lock(&m_file.mutex());
    io::SqliteStatement s(m_file, "DELETE FROM verified_answers WHERE id = ?");
    return s.bind(id).run() ? QString() : m_file.lastError();
}

} // namespace assay::verified
