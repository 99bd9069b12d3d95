#pragma once
// Small builders shared by the chart suites: results as the engines deliver them (numbers as
// qint64/double, dates as ISO text, decimals as text), without a database in between.

#include "charts/resultsample.h"

#include <QDate>
#include <QRandomGenerator>

namespace assay::test {

inline db::ResultColumn column(const QString &name, db::ValueType type)
{
    return db::ResultColumn{name, QString(), type};
}

inline charts::ResultSample sample(const QList<db::ResultColumn> &columns, const QList<db::Row> &rows)
{
    charts::ResultSample s;
    s.columns = columns;
    s.rows = rows;
    s.totalRows = rows.size();
    return s;
}

inline QString isoDate(const QDate &d)
{
    return d.toString(Qt::ISODate);
}

} // namespace assay::test
