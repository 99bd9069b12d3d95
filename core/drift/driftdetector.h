#pragma once
// Compares the catalog Assay last saw (with the value profiles recorded then) with the catalog
// now, and says what changed: tables and columns added and dropped, a drop and an add that are
// probably one rename (same type, same place, same values: the evidence is kept in words), names
// that were exchanged, types and keys that changed, and a database that has hardly anything in
// common with the one seen before. Pure: no database work here; the profiles of the tables now
// come from a provider the caller gives (profiling on a worker, or figures a test made), asked
// only for the tables where a rename is in question.

#include "drifttypes.h"

#include "db/catalog.h"
#include "knowledge/profile.h"

#include <functional>

namespace assay::drift {

// What Assay saw last time: the catalog, and the profiles of the tables as they were (keyed by
// the lower-cased qualified table name; tables never profiled are absent).
struct Baseline {
    db::Catalog catalog;
    QHash<QString, knowledge::TableProfile> values;
    QDateTime recordedAt;

    const knowledge::TableProfile *profile(const db::TableInfo &table) const;
};

// The profile of a table as it is now, or null when it cannot be measured.
using ProfileProvider = std::function<const knowledge::TableProfile *(const db::TableInfo &table)>;

DriftReport detectDrift(const Baseline &baseline, const db::Catalog &now, const ProfileProvider &profileNow = {});

// Declared types compared as the engine would show them again: case, spaces and the engine's
// spelling of the same type ("int4"/"integer", "varchar(40)"/"character varying(40)") folded.
QString normalizedType(const QString &declared);

} // namespace assay::drift
