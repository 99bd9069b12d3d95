#pragma once
// One drift check, as the window's worker and `assay check` run it: read what was recorded for
// the connection, compare it with the catalog just read, and profile (on the caller's connection,
// so on its worker thread) only the tables where a rename is in question. The first time, the
// catalog is recorded and nothing is compared. Accepting a schema records it again, carrying the
// value profiles forward so the next check has evidence too.

#include "driftdetector.h"

#include "db/resulttypes.h"

namespace assay::db {
class Connection;
}

namespace assay::drift {

struct DriftCheck {
    DriftReport report;
    Baseline baseline;                                   // what was compared with (empty the first time)
    db::Catalog current;                                 // the catalog compared
    QHash<QString, knowledge::TableProfile> profiledNow; // tables profiled for the comparison
};

// `knownProfiles`: profiles the caller has for tables of `catalog` in their current shape (the
// knowledge context's), recorded with the catalog when there was no record yet. With a null
// connection, renames are judged by type and place only.
DriftCheck runDriftCheck(db::Connection *connection, const QString &storePath, const db::Catalog &catalog,
                         const QHash<QString, knowledge::TableProfile> &knownProfiles, const db::CancelTokenPtr &cancel = {});

// Records `check.current` as the schema last seen: the profiles of its tables come from
// `knownProfiles`, then from the check's fresh ones, then (for tables whose shape did not change,
// and renamed columns) from the earlier record.
QString acceptSchema(const QString &storePath, const DriftCheck &check, const QHash<QString, knowledge::TableProfile> &knownProfiles);

// Adds profiles (the knowledge build finished) to the record, when the record is of `catalog`.
QString addProfiles(const QString &storePath, const db::Catalog &catalog, const QHash<QString, knowledge::TableProfile> &profiles);

// Forgets what was recorded: the next check records afresh.
QString forgetSchema(const QString &storePath);

} // namespace assay::drift
