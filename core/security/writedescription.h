#pragma once
// What a user's statement would change, in words for a confirmation ("deletes every row of
// orders", "drops table customers"). Cells and console statements the user wrote may write, but
// only after the user has read this; reads give an empty list. Approximate by design: it reads
// the statement's shape, not its effect, and errs towards asking.

#include "sql/tokenizer.h"

#include <QStringList>

namespace assay::security {

QStringList describeWrites(QStringView sql, sql::Flavor flavor);

} // namespace assay::security
