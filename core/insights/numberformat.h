#pragma once
// How insight text writes numbers, and how the checker reads them back. One fixed convention
// (English: "1,234,567.5", "42.3%") so that what the facts state and what the checker parses
// always agree, whatever the reader's locale.

#include <QString>

namespace assay::insights {

// Whole numbers from 100 up, two decimals below (trailing zeros dropped), three significant
// digits below 1: "1,234,568", "12.35", "0.0123".
QString formatValue(double value);
// One decimal: "42.3%".
QString formatPercent(double percent);
// Whole numbers: "1,234".
QString formatCount(qint64 count);

} // namespace assay::insights
