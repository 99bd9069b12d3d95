#pragma once
// Whether two columns hold the same values, judged from their profiles (knowledge::ColumnProfile:
// non-empty and distinct counts, range, average length, most common values, samples). The old
// side comes from the profile recorded with the schema Assay last saw, the new side from profiling
// the table now, both on the database's own sample, so the same data gives the same figures.

#include "knowledge/profile.h"

#include <QStringList>

namespace assay::drift {

struct ValueComparison {
    int compared = 0; // figures both profiles have
    int matched = 0;  // of those, the ones that agree
    QStringList evidence;    // the figures that agree, in words ("the same 540 distinct values")
    QStringList differences; // the ones that do not
    bool emptyColumns = false; // both sides hold no values at all: nothing to compare

    // Two figures at least, so a lone coincidence (both have 100 rows) proves nothing.
    bool known() const { return compared >= 2; }
    double score() const { return compared > 0 ? double(matched) / compared : 0.0; }
    bool same() const { return known() && score() >= 0.8; }
};

ValueComparison compareValues(const knowledge::ColumnProfile &before, qint64 rowsBefore, const knowledge::ColumnProfile &after,
                              qint64 rowsAfter);

} // namespace assay::drift
