#pragma once

#include <QString>

namespace assay::db {

enum class Engine { SQLite, PostgreSQL, MySQL, ODBC };

QString engineDisplayName(Engine engine);
QString engineKey(Engine engine); // stable key for files: "sqlite", "postgresql", "mysql", "odbc"
bool engineFromKey(const QString &key, Engine *engine);

// Whether the engine's driver reads a whole result into client memory before handing out the
// first row, so only a row cap bounds what a query can take. Qt's QMYSQL always calls
// mysql_store_result; for MySQL the cap also goes to the server as sql_select_limit, so the
// driver never receives more. (ODBC depends on the driver; a client-side cap would not stop one
// that buffers, so it is not counted here.)
bool driverBuffersWholeResults(Engine engine);
// The cap views put on such results.
inline constexpr qint64 BufferedResultRowCap = 1'000'000;

} // namespace assay::db
