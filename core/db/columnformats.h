#pragma once
// The one rule for writing a result's values for people. The grid shows values through it, and so
// do reports (HTML, PDF, Markdown, Jupyter), {{name}} values in text cells and `assay ask`, so a
// number reads the same wherever Assay prints it: a SUM read back as 660625.88999996 is
// "660,625.89" (German "660.625,89") in every one of them, never the binary noise.
// Per column, from its first rows: the decimals a REAL column needs (at most 6; a declared
// NUMERIC(p,s) keeps its s), dates that stand for periods ("2021-03"), and no thousands
// separators in keys and years ("customer_id", "year").

#include "periodtext.h"
#include "resulttypes.h"

#include <QLocale>

#include <functional>
#include <optional>

namespace assay::db {

class ResultStore;

class ColumnFormats {
public:
    // Rows read to choose decimals and periods.
    static constexpr int SampleRows = 200;

    ColumnFormats() = default;
    // What the columns declare (scales, key and year names); nothing read from rows yet.
    explicit ColumnFormats(const QList<ResultColumn> &columns);
    // The columns and their first rows.
    static ColumnFormats of(const ResultStore &store);

    // Decimals of REAL columns and periods of date columns, from the first min(rows, SampleRows)
    // rows that `value` gives.
    void inferFrom(qint64 rows, const std::function<QVariant(qint64 row, int column)> &value);

    // `value` of `column` as the grid writes it in `locale`.
    QString text(const QVariant &value, int column, const QLocale &locale) const;
    int columnCount() const { return int(m_columns.size()); }
    bool isPeriod(int column) const { return m_periods.value(column).has_value(); }

    // The fewest decimals (up to 6) that show `d` to within binary-float noise.
    static int decimalsNeeded(double d);

private:
    QList<ResultColumn> m_columns;
    QList<int> m_scales;                    // -1: as many as the value needs (15 significant digits)
    QList<bool> m_labels;                   // ResultModel::isLabelColumn, per column
    QList<std::optional<Period>> m_periods; // per column, from the first rows
};

// The locale reports and printed answers write numbers in: the window's language; without one (a
// headless run in the C locale) English, with thousands separators.
QLocale readerLocale();

// One value, alone (a {{name}} in text, a single figure): as the grid would write it in a column
// of its own.
QString formatSingleValue(const ResultColumn &column, const QVariant &value, const QLocale &locale);

} // namespace assay::db
