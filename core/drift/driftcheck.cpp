#include "driftcheck.h"
#include "catalogjson.h"
#include "driftstore.h"
#include "drifttr.h"

#include "db/connection.h"
#include "knowledge/profiler.h"

#include <QElapsedTimer>

namespace assay::drift {

DriftCheck runDriftCheck(db::Connection *connection, const QString &storePath, const db::Catalog &catalog,
                         const QHash<QString, knowledge::TableProfile> &knownProfiles, const db::CancelTokenPtr &cancel)
{
    DriftCheck out;
    out.current = catalog;
    DriftStore store;
    if (const QString error = store.open(storePath); !error.isEmpty()) {
        out.report.status = DriftReport::Status::CatalogUnreadable;
        out.report.message = Tr::tr("The schema recorded earlier cannot be read: %1").arg(error);
        return out;
    }
    QString error;
    if (!store.load(&out.baseline, &error)) {
        if (!error.isEmpty()) {
            out.report.status = DriftReport::Status::CatalogUnreadable;
            out.report.message = error;
            return out;
        }
        // The first check on this connection: what is here now is what later checks compare with.
        Baseline first;
        first.catalog = catalog;
        first.recordedAt = QDateTime::currentDateTimeUtc();
        first.values = knownProfiles;
        out.report.status = DriftReport::Status::NoBaseline;
        out.report.currentTables = int(catalog.tables.size());
        if (const QString saveError = store.save(first); !saveError.isEmpty())
            out.report.warnings << Tr::tr("The schema could not be recorded: %1").arg(saveError);
        out.baseline = first;
        return out;
    }
    // Profiles are asked for only where a rename is in question, and kept for the record.
    ProfileProvider provider;
    if (connection) {
        provider = [&out, connection, cancel](const db::TableInfo &table) -> const knowledge::TableProfile * {
            if (cancel && cancel->isCancelled())
                return nullptr;
            knowledge::TableProfile p = knowledge::Profiler(*connection).profile(table, cancel);
            if (p.columns.isEmpty())
                return nullptr;
            const QString key = table.qualifiedName().toLower();
            out.profiledNow.insert(key, p);
            return &out.profiledNow.find(key).value();
        };
    }
    out.report = detectDrift(out.baseline, catalog, provider);
    return out;
}

QString acceptSchema(const QString &storePath, const DriftCheck &check, const QHash<QString, knowledge::TableProfile> &knownProfiles)
{
    Baseline next;
    next.catalog = check.current;
    next.recordedAt = QDateTime::currentDateTimeUtc();
    const RenameMap renames = RenameMap::fromReport(check.report, false);
    const bool sameDatabase = check.report.status != DriftReport::Status::DatabaseReplaced;
    for (const db::TableInfo &t : check.current.tables) {
        const QString key = t.qualifiedName().toLower();
        if (knownProfiles.contains(key)) {
            next.values.insert(key, knownProfiles.value(key));
            continue;
        }
        if (check.profiledNow.contains(key)) {
            next.values.insert(key, check.profiledNow.value(key));
            continue;
        }
        if (!sameDatabase)
            continue;
        // The earlier figures still describe the table when its shape is the same, or its columns
        // were only renamed: they move to the new names.
        QString oldKey = key;
        for (auto it = renames.tables.cbegin(); it != renames.tables.cend(); ++it) {
            if (it.value().toLower() == key)
                oldKey = it.key();
        }
        const db::TableInfo *old = check.baseline.catalog.find(oldKey.section(QLatin1Char('.'), -1),
                                                               oldKey.contains(QLatin1Char('.')) ? QStringView(oldKey.section(QLatin1Char('.'), 0, -2)) : QStringView());
        if (!old || !check.baseline.values.contains(oldKey))
            continue;
        knowledge::TableProfile p = check.baseline.values.value(oldKey);
        QList<knowledge::ColumnProfile> columns;
        for (knowledge::ColumnProfile c : std::as_const(p.columns)) {
            c.name = renames.columns.value(oldKey + QLatin1Char('.') + c.name.toLower(), c.name);
            if (t.column(c.name))
                columns << c;
        }
        p.columns = columns;
        p.table = t.name;
        p.schema = t.schema;
        next.values.insert(key, p);
    }
    DriftStore store;
    if (const QString error = store.open(storePath); !error.isEmpty())
        return error;
    return store.save(next);
}

QString addProfiles(const QString &storePath, const db::Catalog &catalog, const QHash<QString, knowledge::TableProfile> &profiles)
{
    if (profiles.isEmpty())
        return {};
    DriftStore store;
    if (const QString error = store.open(storePath); !error.isEmpty())
        return error;
    Baseline recorded;
    QString error;
    if (!store.load(&recorded, &error))
        return error;
    // Only the record of this very catalog: profiles of a changed table would be evidence about
    // columns the record does not have.
    if (shapeFingerprint(recorded.catalog) != shapeFingerprint(catalog))
        return {};
    return store.saveProfiles(profiles);
}

QString forgetSchema(const QString &storePath)
{
    DriftStore store;
    if (const QString error = store.open(storePath); !error.isEmpty())
        return error;
    return store.clear();
}

} // namespace assay::drift
