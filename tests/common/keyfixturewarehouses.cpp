// The warehouse families: TPC-H-like names (a prefix per table, keys glued to their word) and a
// logistics warehouse with roles glued to nouns and codes with stray spaces.

#include "keyfixturedata.h"

namespace assay::test::fixture {

// ---- warehouses named the TPC-H way: a prefix per table, keys glued to their word --------------

void salesWarehouse(KeyFixture &f, double scale) {
    const qint64 S = scaled(scale, 100), C = scaled(scale, 1500), P = scaled(scale, 2000),
                 O = scaled(scale, 15000);
    auto orderKey = [](qint64 i) { return (i / 8) * 32 + (i % 8) + 1; }; // sparse, as TPC-H's
    auto supplierOf = [S](qint64 part, qint64 i) {
        return (part + i * (S / 4 + (part - 1) / S)) % S + 1;
    };
    f.tables << table("region", {I("r_regionkey"), T("r_name"), T("r_comment", 80)}, 5,
                      [](qint64 i) {
                          return QVariantList{i, QStringLiteral("REGION %1").arg(i),
                                              QStringLiteral("comment %1").arg(i)};
                      });
    f.tables << table("nation", {I("n_nationkey"), T("n_name"), I("n_regionkey")}, 25,
                      [](qint64 i) {
                          return QVariantList{i, QStringLiteral("NATION %1").arg(i), i % 5};
                      });
    f.tables << table(
        "supplier", {I("s_suppkey"), T("s_name"), I("s_nationkey"), M("s_acctbal"), I("s_rating")},
        S, [](qint64 i) {
            return QVariantList{i + 1,
                                QStringLiteral("Supplier#%1").arg(i + 1, 9, 10, QLatin1Char('0')),
                                pick(i, 1, 25), money(i, 2, 9000), 1 + pick(i, 3, 5)};
        });
    f.tables << table(
        "customer",
        {I("c_custkey"), T("c_name"), I("c_nationkey"), T("c_mktsegment", 12), M("c_acctbal")}, C,
        [](qint64 i) {
            static const char *segments[] = {"AUTOMOBILE", "BUILDING", "FURNITURE", "HOUSEHOLD",
                                             "MACHINERY"};
            // One customer's nation is a code no nation has: real data has a stray value.
            return QVariantList{i + 1,
                                QStringLiteral("Customer#%1").arg(i + 1, 9, 10, QLatin1Char('0')),
                                i == 7 ? 99 : pick(i, 4, 25),
                                QString::fromLatin1(segments[pick(i, 5, 5)]), money(i, 6, 9000)};
        });
    f.tables << table(
        "part",
        {I("p_partkey"), T("p_name", 60), T("p_brand", 12), I("p_size"), M("p_retailprice")}, P,
        [](qint64 i) {
            return QVariantList{i + 1, QStringLiteral("part %1").arg(i + 1),
                                QStringLiteral("Brand#%1").arg(11 + pick(i, 7, 45)),
                                1 + pick(i, 8, 50), 900 + money(i, 9, 200)};
        });
    f.tables << table("partsupp",
                      {I("ps_partkey"), I("ps_suppkey"), I("ps_availqty"), M("ps_supplycost")},
                      P * 4, [supplierOf](qint64 r) {
                          const qint64 part = r / 4 + 1;
                          return QVariantList{part, supplierOf(part, r % 4), 1 + pick(r, 10, 9999),
                                              money(r, 11, 1000)};
                      });
    f.tables << table(
        "orders",
        {I("o_orderkey"), I("o_custkey"), T("o_orderstatus", 1), M("o_totalprice"),
         D("o_orderdate"), I("o_shippriority")},
        O, [orderKey, C](qint64 i) {
            qint64 customer = 1 + skewed(i, 12, C);
            if (customer % 3 == 0) // a third of the customers never order, as in TPC-H
                customer = customer > 1 ? customer - 1 : 1;
            return QVariantList{orderKey(i),
                                customer,
                                pick(i, 13, 2) ? QStringLiteral("F") : QStringLiteral("O"),
                                money(i, 14, 400000),
                                date(pick(i, 15, 2400)),
                                0};
        });
    f.tables << table("lineitem",
                      {I("l_orderkey"), I("l_partkey"), I("l_suppkey"), I("l_linenumber"),
                       I("l_quantity"), M("l_extendedprice"), M("l_discount"), D("l_shipdate")},
                      O * 4, [orderKey, supplierOf, P](qint64 r) {
                          const qint64 part = 1 + pick(r, 16, P);
                          return QVariantList{orderKey(r / 4),
                                              part,
                                              supplierOf(part, pick(r, 17, 4)),
                                              r % 4 + 1,
                                              1 + pick(r, 18, 50),
                                              money(r, 19, 100000),
                                              double(pick(r, 20, 11)) / 100.0,
                                              date(pick(r, 21, 2500))};
                      });
    f.truth << link("lineitem", {"l_orderkey"}, "orders", {"o_orderkey"})
            << link("lineitem", {"l_partkey"}, "part", {"p_partkey"})
            << link("lineitem", {"l_suppkey"}, "supplier", {"s_suppkey"})
            << link("lineitem", {"l_partkey", "l_suppkey"}, "partsupp",
                    {"ps_partkey", "ps_suppkey"})
            << link("partsupp", {"ps_partkey"}, "part", {"p_partkey"})
            << link("partsupp", {"ps_suppkey"}, "supplier", {"s_suppkey"})
            << link("orders", {"o_custkey"}, "customer", {"c_custkey"})
            << link("customer", {"c_nationkey"}, "nation", {"n_nationkey"})
            << link("supplier", {"s_nationkey"}, "nation", {"n_nationkey"})
            << link("nation", {"n_regionkey"}, "region", {"r_regionkey"});
}

KeyFixture logisticsWarehouse() {
    KeyFixture f;
    f.family = QStringLiteral("warehouse");
    f.name = QStringLiteral("warehouse-logistics");
    f.heldOut = true;
    const qint64 countries = 40, cities = 300, depots = 60, vehicles = 400, drivers = 500,
                 routes = 800, pairs = 900, shipments = 12000;
    auto vehicleKey = [](qint64 i) { return 1000 + i * 7; };
    auto pairOf = [=](qint64 p) {
        return std::pair<qint64, qint64>{p % vehicles, (p * 37 + p / vehicles) % drivers};
    };
    f.tables << table("country", {T("cn_code", 4), T("cn_name")}, countries, [](qint64 i) {
        return QVariantList{letters(i * 7 + 3, 3), QStringLiteral("Country %1").arg(i)};
    });
    f.tables << table("city",
                      {I("ct_citykey"), T("ct_name"), T("ct_countrycode", 4), B("ct_population")},
                      cities, [](qint64 i) {
                          // Every tenth code was exported with a trailing space.
                          const QString code = letters(pick(i, 30, 40) * 7 + 3, 3) +
                                               (i % 10 == 0 ? QStringLiteral(" ") : QString());
                          return QVariantList{i + 1, QStringLiteral("City %1").arg(i), code,
                                              10000 + pick(i, 31, 5000000)};
                      });
    f.tables << table(
        "depot", {I("dp_depotkey"), I("dp_citykey"), I("dp_capacity")}, depots, [](qint64 i) {
            return QVariantList{i + 1, 1 + pick(i, 32, cities), 50 + pick(i, 33, 500)};
        });
    f.tables << table("vehicle",
                      {I("vh_vehiclekey"), I("vh_depotkey"), T("vh_model"), I("vh_year")}, vehicles,
                      [vehicleKey](qint64 i) {
                          return QVariantList{vehicleKey(i), 1 + pick(i, 34, depots),
                                              QStringLiteral("Model %1").arg(pick(i, 35, 12)),
                                              2005 + pick(i, 36, 19)};
                      });
    f.tables << table("driver",
                      {I("dr_driverkey"), T("dr_name"), I("dr_depotkey"), T("dr_licenseno", 12)},
                      drivers, [](qint64 i) {
                          return QVariantList{i + 1, QStringLiteral("Driver %1").arg(i),
                                              1 + pick(i, 37, depots), letters(i * 131 + 17, 8)};
                      });
    f.tables << table("route",
                      {I("rt_routekey"), I("rt_fromcitykey"), I("rt_tocitykey"), I("rt_distance")},
                      routes, [](qint64 i) {
                          return QVariantList{i + 1, 1 + pick(i, 38, cities),
                                              1 + pick(i, 39, cities), 5 + pick(i, 40, 900)};
                      });
    f.tables << table("vehicledriver", {I("vd_vehiclekey"), I("vd_driverkey"), D("vd_since")},
                      pairs, [=](qint64 p) {
                          const auto [v, d] = pairOf(p);
                          return QVariantList{vehicleKey(v), d + 1, date(pick(p, 41, 700))};
                      });
    f.tables << table("shipment",
                      {I("sh_shipmentkey"), I("sh_routekey"), I("sh_vehiclekey"), I("sh_driverkey"),
                       M("sh_weight"), D("sh_shipdate")},
                      shipments, [=](qint64 i) {
                          const auto [v, d] = pairOf(pick(i, 42, pairs));
                          return QVariantList{
                              i + 1, 1 + skewed(i, 43, routes), vehicleKey(v),
                              d + 1, money(i, 44, 20000),       date(pick(i, 45, 700))};
                      });
    f.truth << link("city", {"ct_countrycode"}, "country", {"cn_code"})
            << link("depot", {"dp_citykey"}, "city", {"ct_citykey"})
            << link("vehicle", {"vh_depotkey"}, "depot", {"dp_depotkey"})
            << link("driver", {"dr_depotkey"}, "depot", {"dp_depotkey"})
            << link("route", {"rt_fromcitykey"}, "city", {"ct_citykey"})
            << link("route", {"rt_tocitykey"}, "city", {"ct_citykey"})
            << link("vehicledriver", {"vd_vehiclekey"}, "vehicle", {"vh_vehiclekey"})
            << link("vehicledriver", {"vd_driverkey"}, "driver", {"dr_driverkey"})
            << link("shipment", {"sh_routekey"}, "route", {"rt_routekey"})
            << link("shipment", {"sh_vehiclekey"}, "vehicle", {"vh_vehiclekey"})
            << link("shipment", {"sh_driverkey"}, "driver", {"dr_driverkey"})
            << link("shipment", {"sh_vehiclekey", "sh_driverkey"}, "vehicledriver",
                    {"vd_vehiclekey", "vd_driverkey"});
    return f;
}

} // namespace assay::test::fixture
