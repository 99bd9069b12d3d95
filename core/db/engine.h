#pragma once

#include <QString>

namespace assay::db {

enum class Engine { SQLite, PostgreSQL, MySQL, ODBC };

QString engineDisplayName(Engine engine);
QString engineKey(Engine engine); // stable key for files: "sqlite", "postgresql", "mysql", "odbc"
bool engineFromKey(const QString &key, Engine *engine);

} // namespace assay::db
