#pragma once
// `--connection sales.csv` (and .tsv, .json, .xlsx): the file becomes a table in a workspace kept
// for that file in the data directory, imported with the settings Assay detects, and imported
// again only when the file changed since. The connection is that workspace.

#include "db/connectionconfig.h"

namespace assay::app {

// False with `error` set (the line or cell, and what to do) when the file cannot be imported.
bool dataFileConnection(const QString &path, db::ConnectionConfig *config, QString *error);

} // namespace assay::app
