#pragma once
// Reading one text value as a typed value: integers, reals (decimal point or comma, thousands
// groups), booleans, dates and timestamps in the common formats. Works on UTF-8 bytes without
// allocating, because an import calls it once per field of a file of any size.

#include <QByteArrayView>
#include <QString>

#include <cstdint>
#include <optional>

namespace assay::files {

enum class ColumnType : quint8 { Integer, Real, Boolean, Date, Timestamp, Text };

QString columnTypeName(ColumnType type); // "integer", ... for the preview, translated
const char *sqlTypeName(ColumnType type); // INTEGER, REAL, BOOLEAN, DATE, TIMESTAMP, TEXT

// Which number a day/month pair like 03/04/2024 starts with; year-first dates (ISO) never depend
// on it.
enum class DateOrder : quint8 { DayFirst, MonthFirst };

struct ValueFormat {
    bool decimalComma = false; // 3,5 is three and a half (and 1.234,5 has a thousands dot)
    DateOrder dateOrder = DateOrder::DayFirst;
};

// Empty text is NULL in every column; in typed columns also NULL, NA, N/A, #N/A, None, NaN (any
// case). In text columns those stay text: "NA" may be Namibia.
bool isEmptyValue(QByteArrayView text);
bool isNullWord(QByteArrayView text);

// Integers: optional sign, digits, no leading zero (007 is a code, not seven), within 64 bits.
std::optional<qint64> parseInteger(QByteArrayView text);
std::optional<double> parseReal(QByteArrayView text, bool decimalComma);
// true/false, t/f, yes/no, y/n in any case: 1 or 0.
std::optional<int> parseBoolean(QByteArrayView text);

// Dates as "YYYY-MM-DD" and timestamps as "YYYY-MM-DD HH:MM:SS[.fff]" (an offset is converted to
// UTC), written to `out` (at least 32 bytes); returns the length, 0 when the text is not one.
int parseDate(QByteArrayView text, DateOrder order, char *out);
int parseTimestamp(QByteArrayView text, DateOrder order, char *out);

// For inference: which day/month orders a numeric date (or timestamp) text allows.
struct DateEvidence {
    bool dayFirstPossible = false;
    bool monthFirstPossible = false;
};
DateEvidence dateEvidence(QByteArrayView text);

bool isValidUtf8(QByteArrayView text);

} // namespace assay::files
