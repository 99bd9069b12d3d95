#pragma once
// What a user's statement would change, in words for a confirmation ("deletes every row of
// orders", "drops table customers"). Cells and console statements the user wrote may write, but
// only after the user has read this; reads give an empty list. Approximate by design: it reads
// the statement's shape, not its effect, and errs towards asking: a SELECT calling a function
// that acts on the server (setval, pg_terminate_backend, dblink_exec: the SQL guard's list) and a
// SET of a server-wide setting (GLOBAL, PERSIST) count as writes.

#include "sql/tokenizer.h"

#include <QStringList>

namespace assay::security {

QStringList describeWrites(QStringView sql, sql::Flavor flavor);

} // namespace assay::security
