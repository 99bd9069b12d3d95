#pragma once
// Small schemas shaped like the patterns the join planner must handle (Lucy's DDO and ACME
// insurance, a retail star and snowflake, staff with managers, flights with airports), as
// catalogs for the planner and as DDL and rows for the engines, so the same plans are checked
// for their joins and run on SQLite, PostgreSQL and MariaDB.

#include "db/catalog.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <tuple>

namespace assay::test {

struct TableSpec {
    QString name;
    QStringList columns;                                     // "name" (integer) or "name:t" (text)
    QStringList key;
    QList<std::tuple<QString, QString, QString>> references; // column, table, column
    QStringList nullable = {};
    QList<QStringList> rows = {};                            // values as SQL literals ('x', 1, NULL)
};

inline QString columnName(const QString &spec)
{
    return spec.section(u':', 0, 0);
}

inline db::Catalog catalogOf(const QList<TableSpec> &specs)
{
    db::Catalog c;
    for (const TableSpec &s : specs) {
        db::TableInfo t;
        t.name = s.name;
        for (const QString &spec : s.columns) {
            db::ColumnInfo ci;
            ci.name = columnName(spec);
            ci.type = spec.endsWith(QLatin1String(":t")) ? QStringLiteral("VARCHAR(40)") : QStringLiteral("INTEGER");
            ci.nullable = s.nullable.contains(ci.name);
            ci.primaryKey = s.key.contains(ci.name);
            t.columns << ci;
        }
        t.primaryKey = s.key;
        for (const auto &[col, table, refCol] : s.references) {
            db::ForeignKeyInfo fk;
            fk.columns = {col};
            fk.refTable = table;
            fk.refColumns = {refCol};
            t.foreignKeys << fk;
        }
        c.tables << t;
    }
    return c;
}

// Staff with a nullable manager (a table that refers to itself), in departments.
inline QList<TableSpec> staffSchema()
{
    return {
        {"department", {"id", "title:t"}, {"id"}, {}, {}, {{"1", "'Sales'"}, {"2", "'Research'"}}},
        {"employee", {"id", "full_name:t", "manager_id", "department_id"}, {"id"},
         {{"manager_id", "employee", "id"}, {"department_id", "department", "id"}}, {"manager_id"},
         {{"1", "'Ada'", "NULL", "1"}, {"2", "'Ben'", "1", "1"}, {"3", "'Cy'", "1", "2"}, {"4", "'Di'", "3", "2"}}},
    };
}

// Students and courses, many-to-many through enrolments.
inline QList<TableSpec> schoolSchema()
{
    return {
        {"student", {"id", "full_name:t"}, {"id"}, {}, {}, {{"1", "'Eve'"}, {"2", "'Finn'"}}},
        {"course", {"id", "title:t"}, {"id"}, {}, {}, {{"10", "'Maths'"}, {"11", "'Art'"}}},
        {"enrolment", {"student_id", "course_id"}, {"student_id", "course_id"},
         {{"student_id", "student", "id"}, {"course_id", "course", "id"}}, {}, {{"1", "10"}, {"1", "11"}, {"2", "10"}}},
    };
}

// Lucy's DDO (Figure 1): clients and resource pools many-to-many, a location lookup used by
// clients and datacenters.
inline QList<TableSpec> ddoSchema()
{
    return {
        {"location", {"id", "city:t"}, {"id"}, {}, {}, {{"1", "'Berlin'"}, {"2", "'Oslo'"}}},
        {"client", {"id", "client_name:t", "loc_id"}, {"id"}, {{"loc_id", "location", "id"}}, {}, {{"1", "'Acme'", "1"}, {"2", "'Bolt'", "2"}}},
        {"datacenter", {"id", "dc_name:t", "loc_id"}, {"id"}, {{"loc_id", "location", "id"}}, {}, {{"1", "'dev-1'", "2"}, {"2", "'prod-1'", "1"}}},
        {"resourcepool", {"id", "pool_name:t", "dc_id"}, {"id"}, {{"dc_id", "datacenter", "id"}}, {}, {{"1", "'p1'", "1"}, {"2", "'p2'", "2"}}},
        {"rspool2client", {"pool_id", "client_id"}, {"pool_id", "client_id"}, {{"pool_id", "resourcepool", "id"}, {"client_id", "client", "id"}}, {},
         {{"1", "1"}, {"2", "1"}, {"2", "2"}}},
    };
}

// ACME-style insurance: one amount table, each amount exactly one subtype (loss payment, loss
// reserve), and a subtype of a subtype (catastrophe payments are loss payments).
inline QList<TableSpec> insuranceSchema()
{
    return {
        {"claim", {"id", "claim_no:t"}, {"id"}, {}, {}, {{"1", "'C-1'"}, {"2", "'C-2'"}}},
        {"claim_amount", {"id", "claim_id", "amount"}, {"id"}, {{"claim_id", "claim", "id"}}, {},
         {{"1", "1", "100"}, {"2", "1", "40"}, {"3", "2", "70"}, {"4", "2", "5"}}},
        {"loss_payment", {"claim_amount_id", "paid_to:t"}, {"claim_amount_id"}, {{"claim_amount_id", "claim_amount", "id"}}, {},
         {{"1", "'Zed'"}, {"3", "'Yu'"}}},
        {"loss_reserve", {"claim_amount_id", "reason:t"}, {"claim_amount_id"}, {{"claim_amount_id", "claim_amount", "id"}}, {},
         {{"2", "'storm'"}, {"4", "'fire'"}}},
        {"catastrophe_payment", {"loss_payment_id", "event_name:t"}, {"loss_payment_id"},
         {{"loss_payment_id", "loss_payment", "claim_amount_id"}}, {}, {{"3", "'Flood'"}}},
    };
}

// Retail: sales (the fact) around store and product (a star); products in categories, categories
// in divisions (a snowflake), where a product's category may be unknown.
inline QList<TableSpec> retailSchema()
{
    return {
        {"division", {"id", "division_name:t"}, {"id"}, {}, {}, {{"1", "'Toys'"}}},
        {"category", {"id", "category_name:t", "division_id"}, {"id"}, {{"division_id", "division", "id"}}, {}, {{"1", "'Games'", "1"}}},
        {"product", {"id", "product_name:t", "category_id"}, {"id"}, {{"category_id", "category", "id"}}, {"category_id"},
         {{"1", "'Chess'", "1"}, {"2", "'Mystery box'", "NULL"}}},
        {"store", {"id", "store_name:t"}, {"id"}, {}, {}, {{"1", "'North'"}, {"2", "'South'"}}},
        {"sale", {"id", "store_id", "product_id", "quantity"}, {"id"}, {{"store_id", "store", "id"}, {"product_id", "product", "id"}}, {},
         {{"1", "1", "1", "2"}, {"2", "2", "2", "1"}, {"3", "1", "2", "4"}}},
    };
}

// Lucy's resource pools (named apart from DDO's): a pool has a configuration (a 1:1 extension)
// with CPU settings below it.
inline QList<TableSpec> cloudSchema()
{
    return {
        {"compute_pool", {"id", "pool_name:t"}, {"id"}, {}, {}, {{"1", "'p1'"}, {"2", "'p2'"}}},
        {"config", {"pool_id", "version"}, {"pool_id"}, {{"pool_id", "compute_pool", "id"}}, {}, {{"1", "3"}}},
        {"config_cpu", {"config_id", "cpu_limit"}, {"config_id"}, {{"config_id", "config", "pool_id"}}, {}, {{"1", "8"}}},
    };
}

// Flights between airports (two references to one table), airlines, and weather that no key
// links to anything.
inline QList<TableSpec> flightsSchema()
{
    return {
        {"airports", {"airportcode:t", "city:t"}, {"airportcode"}, {}, {}, {{"'ABZ'", "'Aberdeen'"}, {"'OSL'", "'Oslo'"}}},
        {"airlines", {"uid", "airline_name:t"}, {"uid"}, {}, {}, {{"1", "'Northern'"}}},
        {"flights", {"flightno", "airline", "sourceairport:t", "destairport:t", "origin_city:t"}, {"flightno"},
         {{"airline", "airlines", "uid"}, {"sourceairport", "airports", "airportcode"}, {"destairport", "airports", "airportcode"}}, {},
         {{"1", "1", "'ABZ'", "'OSL'", "'Aberdeen'"}, {"2", "1", "'OSL'", "'ABZ'", "'Oslo'"}}},
        {"weather", {"origin_city:t", "temperature"}, {}, {}, {}, {{"'Aberdeen'", "7"}}},
    };
}

inline QList<TableSpec> schemaNamed(const QString &name)
{
    if (name == u"staff")
        return staffSchema();
    if (name == u"school")
        return schoolSchema();
    if (name == u"ddo")
        return ddoSchema();
    if (name == u"insurance")
        return insuranceSchema();
    if (name == u"retail")
        return retailSchema();
    if (name == u"cloud")
        return cloudSchema();
    return flightsSchema();
}

} // namespace assay::test
