#include "driftstore.h"
#include "catalogjson.h"
#include "drifttr.h"

#include "knowledge/datacontext.h"

#include <QJsonDocument>

namespace assay::drift {
namespace {

const char *const Schema = R"(
CREATE TABLE IF NOT EXISTS drift_baseline (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS drift_values (table_key TEXT PRIMARY KEY, profile TEXT NOT NULL);
)";

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

QString DriftStore::open(const QString &path)
{
    return m_file.open(path, Schema);
}

bool DriftStore::load(Baseline *baseline, QString *error) const
{
    QMutexLocker lock(&m_file.mutex());
    if (!m_file.isOpen()) {
        *error = m_file.lastError();
        return false;
    }
    QString catalogText, recordedAt;
    {
        io::SqliteStatement s(m_file, "SELECT key, value FROM drift_baseline");
        while (s.step()) {
            if (s.text(0) == u"catalog")
                catalogText = s.text(1);
            else if (s.text(0) == u"recordedAt")
                recordedAt = s.text(1);
        }
    }
    if (catalogText.isEmpty())
        return false;
    QJsonParseError parse{};
    const QJsonDocument doc = QJsonDocument::fromJson(catalogText.toUtf8(), &parse);
    Baseline out;
    if (parse.error != QJsonParseError::NoError || !catalogFromJson(doc.object(), &out.catalog, error)) {
        if (error->isEmpty())
            *error = Tr::tr("The schema Assay recorded earlier is damaged (%1).").arg(parse.errorString());
        return false;
    }
    out.recordedAt = QDateTime::fromString(recordedAt, Qt::ISODate);
    io::SqliteStatement s(m_file, "SELECT table_key, profile FROM drift_values");
    while (s.step())
        out.values.insert(s.text(0), knowledge::TableProfile::fromJson(QJsonDocument::fromJson(s.text(1).toUtf8()).object()));
    *baseline = std::move(out);
    return true;
}

QString DriftStore::save(const Baseline &baseline)
{
    QMutexLocker lock(&m_file.mutex());
    if (!m_file.isOpen())
        return m_file.lastError();
    m_file.exec("BEGIN");
    m_file.exec("DELETE FROM drift_baseline; DELETE FROM drift_values;");
    bool ok = true;
    auto put = [this, &ok](const QString &k, const QString &v) {
        io::SqliteStatement s(m_file, "INSERT INTO drift_baseline (key, value) VALUES (?, ?)");
        ok = ok && s.bind(k).bind(v).run();
    };
    put(QStringLiteral("catalog"), compact(catalogToJson(baseline.catalog)));
    put(QStringLiteral("recordedAt"), (baseline.recordedAt.isValid() ? baseline.recordedAt : QDateTime::currentDateTimeUtc()).toUTC().toString(Qt::ISODate));
    for (auto it = baseline.values.cbegin(); ok && it != baseline.values.cend(); ++it) {
        io::SqliteStatement s(m_file, "INSERT INTO drift_values (table_key, profile) VALUES (?, ?)");
        ok = s.bind(it.key()).bind(compact(it.value().toJson())).run();
    }
    if (!ok) {
        const QString error = m_file.lastError();
        m_file.exec("ROLLBACK");
        return error;
    }
    return m_file.exec("COMMIT");
}

QString DriftStore::saveProfiles(const QHash<QString, knowledge::TableProfile> &profiles)
{
    QMutexLocker lock(&m_file.mutex());
    if (!m_file.isOpen())
        return m_file.lastError();
    m_file.exec("BEGIN");
    for (auto it = profiles.cbegin(); it != profiles.cend(); ++it) {
        io::SqliteStatement s(m_file, "INSERT OR REPLACE INTO drift_values (table_key, profile) VALUES (?, ?)");
        if (!s.bind(it.key()).bind(compact(it.value().toJson())).run()) {
            const QString error = m_file.lastError();
            m_file.exec("ROLLBACK");
            return error;
        }
    }
    return m_file.exec("COMMIT");
}

QString DriftStore::clear()
{
    QMutexLocker lock(&m_file.mutex());
    return m_file.exec("DELETE FROM drift_baseline; DELETE FROM drift_values;");
}

QHash<QString, knowledge::TableProfile> profilesFromContext(const knowledge::DataContext &context, const db::Catalog &catalog)
{
    QHash<QString, knowledge::TableProfile> out;
    for (const db::TableInfo &t : catalog.tables) {
        const knowledge::TableKnowledge *k = context.table(t.name, t.schema);
        if (k && k->fingerprint == QString::fromLatin1(t.fingerprint()) && k->profile.profiledAt.isValid())
            out.insert(t.qualifiedName().toLower(), k->profile);
    }
    return out;
}

} // namespace assay::drift
