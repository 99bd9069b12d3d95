#pragma once
// The schema Assay last saw on a connection, kept in that connection's knowledge store file
// (knowledge/<connection>.sqlite, tables drift_baseline and drift_values beside the knowledge
// store's own): the catalog as JSON, when it was recorded, and the value profiles of its tables,
// which is what lets a later check say "probably renamed" with evidence. Thread-safe.

#include "driftdetector.h"

#include "io/sqlitefile.h"

namespace assay::knowledge {
struct DataContext;
}

namespace assay::drift {

class DriftStore {
public:
    QString open(const QString &path);
    bool isOpen() const { return m_file.isOpen(); }

    // False when nothing was recorded yet (`error` empty) or the record cannot be read (`error`).
    bool load(Baseline *baseline, QString *error) const;
    // Replaces the record with `baseline` (catalog, time, profiles).
    QString save(const Baseline &baseline);
    // Adds or replaces profiles of tables of the recorded catalog (the knowledge build profiled
    // them after the record was made).
    QString saveProfiles(const QHash<QString, knowledge::TableProfile> &profiles);
    // Forgets the record: the next check records the schema afresh.
    QString clear();

private:
    io::SqliteFile m_file;
};

// The profiles a knowledge context holds for the tables of `catalog` it was built from (a table
// whose shape changed since it was profiled is left out: its figures describe other columns).
QHash<QString, knowledge::TableProfile> profilesFromContext(const knowledge::DataContext &context, const db::Catalog &catalog);

} // namespace assay::drift
