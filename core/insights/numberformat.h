#pragma once
// How insight text writes numbers, and how the checker reads them back: in the analyst's locale
// (German "20.821.673" beside a chart that says "30.000.000", English "20,821,673"), the same
// locale for both so that what the facts state and what the checker parses always agree. The C
// locale (a headless run without LANG) writes as English does.

#include <QChar>
#include <QLocale>
#include <QString>

namespace assay::insights {

// The default locale (the UI's, see ui::installTranslations), with group separators; C -> en_US.
QLocale insightLocale();

// The separators a locale writes numbers with.
struct NumberConvention {
    QChar group = u',';
    QChar decimal = u'.';
    static NumberConvention of(const QLocale &locale);
    static NumberConvention english() { return {}; }
    bool operator==(const NumberConvention &) const = default;
};

// A value the data holds (a row's value, a bar's height, their total) as the grid writes it
// (db/columnformats.h): the decimals it needs and no binary noise, "660,625.89", "1,234,567.5".
QString formatDataValue(double value);
// A figure derived from the data (a ratio, a trend per period, a correlation), rounded for
// reading: whole numbers from 100 up, two decimals below (trailing zeros dropped), three
// significant digits below 1: "1,234,568", "12.35", "0.0123".
QString formatValue(double value);
// One decimal: "42.3%".
QString formatPercent(double percent);
// Whole numbers: "1,234".
QString formatCount(qint64 count);

} // namespace assay::insights
