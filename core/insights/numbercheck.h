#pragma once
// The guard between a model's phrasing and the notebook: every number a text states must be one
// the facts or the data contain, at the precision the text shows. "Sales rose 12.3%" passes only
// when some allowed value rounds to 12.3; "about 1.2 million" only when one rounds to 1.2e6.
// Numbers inside words ("Q3", "query_2") and list markers ("1. ") are not statements.

#include "numberformat.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace assay::insights {

struct StatedNumber {
    QString text;         // as written, with its unit ("1,234", "12.3%", "1.2 million")
    double value = 0;     // with the scale applied (1.2 million -> 1200000)
    double tolerance = 0; // half a unit of the last digit shown, scaled
    bool percent = false;
};

// Numbers as the analyst's locale writes them (insightLocale), or as `convention` does.
QList<StatedNumber> extractNumbers(const QString &text);
QList<StatedNumber> extractNumbers(const QString &text, NumberConvention convention);

class AllowedNumbers {
public:
    // Values and percentages the facts state, values read from the data: any stated number may
    // match them.
    void add(double value);
    void addAll(const QList<double> &values);
    // Numbers written inside names and date labels ("Q3 2024", "12 Mar"): a plain stated number
    // may match them, a percentage may not.
    void addNumbersIn(const QString &label);
    bool supports(const StatedNumber &n) const;
    int size() const { return int(m_values.size() + m_labelNumbers.size()); }

private:
    static bool contains(std::vector<double> &values, bool &sorted, double target,
                         double tolerance);
    // Absolute values, sorted on first use.
    mutable std::vector<double> m_values;
    mutable std::vector<double> m_labelNumbers;
    mutable bool m_valuesSorted = true;
    mutable bool m_labelsSorted = true;
};

struct NumberCheck {
    QStringList unsupported; // the numbers no allowed value backs, as written
    bool ok() const { return unsupported.isEmpty(); }
};

NumberCheck checkNumbers(const QString &text, const AllowedNumbers &allowed);

} // namespace assay::insights
