#pragma once
// Data the benchmarks share, created once per run in a temporary directory.

#include <QString>

namespace assay::bench {

// A SQLite file with `events` (10,000,000 rows: id, customer_id, amount, kind, day).
QString tenMillionRowDatabase();
// A SQLite file with `sales` (1,000,000 rows: day, category, amount).
QString millionRowSalesDatabase();

} // namespace assay::bench
