#pragma once
// Small results built in code for the chart tests: columns with types and rows of values, and a
// ResultStore holding them (what the notebook hands to the charts).

#include "charts/resultsample.h"
#include "db/resultstore.h"

#include <QDate>
#include <QRandomGenerator>

#include <memory>

namespace assay::test {

// "name:type" with type int, real, decimal, text, date, datetime, bool or unknown.
inline QList<db::ResultColumn> columnsOf(const QStringList &specs) {
    QList<db::ResultColumn> out;
    for (const QString &s : specs) {
        const QString name = s.section(u':', 0, 0);
        const QString t = s.section(u':', 1, 1);
        db::ValueType type = db::ValueType::Unknown;
        if (t == u"int")
            type = db::ValueType::Integer;
        else if (t == u"real")
            type = db::ValueType::Real;
        else if (t == u"decimal")
            type = db::ValueType::Decimal;
        else if (t == u"text")
            type = db::ValueType::Text;
        else if (t == u"date")
            type = db::ValueType::Date;
        else if (t == u"datetime")
            type = db::ValueType::DateTime;
        else if (t == u"bool")
            type = db::ValueType::Boolean;
        out << db::ResultColumn{name, t, type};
    }
    return out;
}

inline charts::ResultSample sampleOf(const QStringList &columns, const QList<db::Row> &rows) {
    charts::ResultSample s;
    s.columns = columnsOf(columns);
    s.rows = rows;
    s.totalRows = rows.size();
    return s;
}

inline std::shared_ptr<db::ResultStore> storeOf(const QList<db::ResultColumn> &columns,
                                                QList<db::Row> rows) {
    auto store = std::make_shared<db::ResultStore>();
    store->setColumns(columns);
    store->append(std::move(rows));
    store->markComplete();
    return store;
}

inline QString isoDate(const QDate &d) {
    return d.toString(Qt::ISODate);
}

} // namespace assay::test
