#pragma once
// Where the sample database lives and how it comes to exist: created on first use in the
// application's data directory, versioned so a newer generator makes a new file.

#include "db/connectionconfig.h"

#include <QString>

#include <functional>

namespace assay::sample {

QString sampleDatabasePath();
bool sampleDatabaseExists();
// Creates the file when missing. Returns an error text, empty on success.
QString ensureSampleDatabase(const std::function<bool(int)> &progress = {});
db::ConnectionConfig sampleConnectionConfig();

} // namespace assay::sample
