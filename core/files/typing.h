#pragma once
// Column types for an import: inferred from a sample of raw values, and applied to every value
// (the preview and the import convert through the same code, so the preview shows exactly what
// will be stored).

#include "importoptions.h"
#include "recordsource.h"

#include <QVariant>

namespace assay::files {

// A value ready to store, or why it does not fit its column's type.
struct Converted {
    enum class Kind : quint8 { Null, Integer, Real, Text, Invalid };
    Kind kind = Kind::Null;
    qint64 integer = 0;
    double real = 0;
    QByteArrayView text; // valid until the next convert()
};

class ValueConverter {
public:
    explicit ValueConverter(ValueFormat format) : m_format(format) {}
    Converted convert(const SourceValue &value, ColumnType type);
    QVariant toVariant(const Converted &c) const; // for previews
    // "“12/31/2024” is not a date in the day-first order this import uses." and what to do.
    QString whyNot(const SourceValue &value, ColumnType type) const;

private:
    ValueFormat m_format;
    char m_scratch[40];
};

// Watches the values of a sample and picks, per column, the narrowest type every non-empty value
// fits: boolean, integer, real, date, timestamp, else text. The decimal separator and the
// day/month order are decided for the whole file, from values that can only be read one way.
class TypeInference {
public:
    void observe(int column, const SourceValue &value);
    // `format` goes in with the preferences for undecided files and comes out decided.
    QList<ColumnType> decide(int columns, ValueFormat *format) const;

private:
    struct Viable {
        qint64 values = 0;
        bool boolean = true, integer = true, realDot = true, realComma = true;
        bool dateDayFirst = true, dateMonthFirst = true, tsDayFirst = true, tsMonthFirst = true;
        bool needsComma = false, needsDot = false; // a value only one separator reads
    };
    QList<Viable> m_columns;
};

} // namespace assay::files
