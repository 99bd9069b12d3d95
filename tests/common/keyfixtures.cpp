#include "keyfixtures.h"

#include "db/connection.h"

#include <QDate>

#include <sqlite3.h>

#include <cmath>

namespace assay::test {
namespace {

// Deterministic values from a row number: splitmix64.
quint64 mix(quint64 x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

qint64 pick(qint64 row, int salt, qint64 n) {
    return n > 0 ? qint64(mix(quint64(row) * 1000003ULL + quint64(salt)) % quint64(n)) : 0;
}

double unit(qint64 row, int salt) {
    return double(mix(quint64(row) * 7919ULL + quint64(salt) * 104729ULL) >> 11) /
           9007199254740992.0;
}

// Skewed towards small values: a few customers place most orders.
qint64 skewed(qint64 row, int salt, qint64 n) {
    return std::min(n - 1, qint64(std::pow(unit(row, salt), 1.8) * double(n)));
}

QVariant none() {
    return QVariant();
}

QString date(qint64 days) {
    return QDate(2022, 1, 1).addDays(days).toString(Qt::ISODate);
}

QString letters(qint64 i, int width) {
    QString s(width, u'A');
    for (int k = width - 1; k >= 0; --k) {
        s[k] = QChar(u'A' + int(i % 26));
        i /= 26;
    }
    return s;
}

double money(qint64 row, int salt, double scale) {
    return std::round(unit(row, salt) * scale * 100.0) / 100.0;
}

FixtureColumn I(const char *name) {
    return {QString::fromLatin1(name), QStringLiteral("INTEGER")};
}
FixtureColumn B(const char *name) {
    return {QString::fromLatin1(name), QStringLiteral("BIGINT")};
}
FixtureColumn T(const char *name, int n = 40) {
    return {QString::fromLatin1(name), QStringLiteral("VARCHAR(%1)").arg(n)};
}
FixtureColumn D(const char *name) {
    return {QString::fromLatin1(name), QStringLiteral("DATE")};
}
FixtureColumn M(const char *name) {
    return {QString::fromLatin1(name), QStringLiteral("DECIMAL(12,2)")};
}

FixtureTable table(const char *name, QList<FixtureColumn> columns, qint64 rows,
                   std::function<QVariantList(qint64)> row) {
    FixtureTable t;
    t.name = QString::fromLatin1(name);
    t.columns = std::move(columns);
    t.rows = rows;
    t.row = std::move(row);
    return t;
}

FixtureLink link(const char *from, QStringList fromColumns, const char *to, QStringList toColumns) {
    return {QString::fromLatin1(from), fromColumns, QString::fromLatin1(to), toColumns};
}

qint64 scaled(double scale, qint64 n) {
    return std::max<qint64>(1, qint64(std::llround(double(n) * scale)));
}

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

// ---- star schemas with surrogate keys ----------------------------------------------------------

struct StarSizes {
    qint64 dates = 730, items = 500, stores = 12, addresses = 1000, cdemo = 200, hdemo = 72,
           customers = 800, promos = 30, sales = 20000, returns = 2000;
};

void retailStar(KeyFixture &f, const StarSizes &n, bool withCustomer, const char *customerTable,
                const char *customerKey) {
    const qint64 firstDate = 2451545;
    f.tables << table("date_dim",
                      {I("d_date_sk"), D("d_date"), I("d_year"), I("d_moy"), I("d_dom")}, n.dates,
                      [firstDate](qint64 i) {
                          const QDate d = QDate(2000, 1, 1).addDays(i);
                          return QVariantList{firstDate + i, d.toString(Qt::ISODate), d.year(),
                                              d.month(), d.day()};
                      });
    f.tables << table("time_dim", {I("t_time_sk"), I("t_hour"), I("t_minute")}, 1440, [](qint64 i) {
        return QVariantList{i, i / 60, i % 60};
    });
    f.tables << table("item",
                      {I("i_item_sk"), T("i_item_id", 16), T("i_category", 20),
                       M("i_current_price"), I("i_manager_id")},
                      n.items, [](qint64 i) {
                          static const char *categories[] = {"Books", "Home",   "Music",
                                                             "Shoes", "Sports", "Toys"};
                          return QVariantList{i + 1, letters(i * 977 + 5, 16),
                                              QString::fromLatin1(categories[pick(i, 50, 6)]),
                                              money(i, 51, 300), 1 + pick(i, 52, 100)};
                      });
    f.tables << table("store",
                      {I("s_store_sk"), T("s_store_id", 16), T("s_store_name"), T("s_city"),
                       I("s_number_employees")},
                      n.stores, [](qint64 i) {
                          return QVariantList{i + 1, letters(i * 31 + 2, 16),
                                              QStringLiteral("store %1").arg(i),
                                              QStringLiteral("Town %1").arg(pick(i, 53, 5)),
                                              200 + pick(i, 54, 100)};
                      });
    f.tables << table("customer_address",
                      {I("ca_address_sk"), T("ca_city"), T("ca_state", 2), T("ca_zip", 10)},
                      n.addresses, [](qint64 i) {
                          return QVariantList{i + 1, QStringLiteral("Town %1").arg(pick(i, 55, 90)),
                                              letters(pick(i, 56, 50), 2),
                                              QString::number(10000 + pick(i, 57, 89999))};
                      });
    f.tables << table(
        "customer_demographics",
        {I("cd_demo_sk"), T("cd_gender", 1), T("cd_marital_status", 1), I("cd_dep_count")}, n.cdemo,
        [](qint64 i) {
            return QVariantList{i + 1, i % 2 ? QStringLiteral("F") : QStringLiteral("M"),
                                QString(QChar(u"DMSUW"[i % 5])), i % 7};
        });
    f.tables << table(
        "household_demographics",
        {I("hd_demo_sk"), T("hd_buy_potential", 12), I("hd_dep_count"), I("hd_vehicle_count")},
        n.hdemo, [](qint64 i) {
            return QVariantList{i + 1,
                                QStringLiteral("%1-%2").arg(i % 6 * 1000).arg(i % 6 * 1000 + 999),
                                i % 10, i % 5};
        });
    if (withCustomer) {
        f.tables << table("customer",
                          {I("c_customer_sk"), T("c_customer_id", 16), I("c_current_cdemo_sk"),
                           I("c_current_hdemo_sk"), I("c_current_addr_sk"),
                           I("c_first_sales_date_sk"), I("c_birth_year")},
                          n.customers, [=](qint64 i) {
                              return QVariantList{i + 1,
                                                  letters(i * 613 + 11, 16),
                                                  i % 25 == 0 ? none()
                                                              : QVariant(1 + pick(i, 58, n.cdemo)),
                                                  1 + pick(i, 59, n.hdemo),
                                                  i + 1,
                                                  firstDate + pick(i, 60, n.dates),
                                                  1930 + pick(i, 61, 60)};
                          });
    }
    f.tables << table(
        "promotion", {I("p_promo_sk"), T("p_promo_name"), M("p_cost")}, n.promos, [](qint64 i) {
            return QVariantList{i + 1, QStringLiteral("promo %1").arg(i), money(i, 62, 5000)};
        });
    const qint64 customers = n.customers;
    f.tables << table(
        "store_sales",
        {I("ss_sold_date_sk"), I("ss_sold_time_sk"), I("ss_item_sk"), I("ss_customer_sk"),
         I("ss_cdemo_sk"), I("ss_hdemo_sk"), I("ss_addr_sk"), I("ss_store_sk"), I("ss_promo_sk"),
         I("ss_ticket_number"), I("ss_quantity"), M("ss_sales_price")},
        n.sales, [=](qint64 i) {
            auto orNull = [&](int salt, double share, QVariant v) {
                return unit(i, salt) < share ? none() : v;
            };
            // One sale names a promotion since deleted.
            const QVariant promo =
                i == 11 ? QVariant(999999) : orNull(70, 0.2, 1 + pick(i, 71, n.promos));
            return QVariantList{orNull(63, 0.04, firstDate + pick(i, 64, n.dates)),
                                orNull(65, 0.04, pick(i, 66, 1440)),
                                1 + skewed(i, 67, n.items),
                                orNull(68, 0.04, 1 + skewed(i, 69, customers)),
                                1 + pick(i, 72, n.cdemo),
                                1 + pick(i, 73, n.hdemo),
                                1 + pick(i, 74, n.addresses),
                                1 + pick(i, 75, n.stores),
                                promo,
                                i / 4 + 1,
                                1 + pick(i, 76, 100),
                                money(i, 77, 200)};
        });
    f.tables << table("store_returns",
                      {I("sr_returned_date_sk"), I("sr_item_sk"), I("sr_customer_sk"),
                       I("sr_store_sk"), I("sr_ticket_number"), M("sr_return_amt")},
                      n.returns, [=](qint64 i) {
                          return QVariantList{
                              firstDate + pick(i, 78, n.dates), 1 + skewed(i, 79, n.items),
                              1 + skewed(i, 80, customers),     1 + pick(i, 81, n.stores),
                              1 + pick(i, 82, n.sales / 4),     money(i, 83, 100)};
                      });
    const QString ct = QString::fromLatin1(customerTable), ck = QString::fromLatin1(customerKey);
    auto toCustomer = [&](const char *from, const char *column) {
        return FixtureLink{QString::fromLatin1(from), {QString::fromLatin1(column)}, ct, {ck}};
    };
    if (withCustomer)
        f.truth << link("customer", {"c_current_cdemo_sk"}, "customer_demographics", {"cd_demo_sk"})
                << link("customer", {"c_current_hdemo_sk"}, "household_demographics",
                        {"hd_demo_sk"})
                << link("customer", {"c_current_addr_sk"}, "customer_address", {"ca_address_sk"})
                << link("customer", {"c_first_sales_date_sk"}, "date_dim", {"d_date_sk"});
    f.truth << link("store_sales", {"ss_sold_date_sk"}, "date_dim", {"d_date_sk"})
            << link("store_sales", {"ss_sold_time_sk"}, "time_dim", {"t_time_sk"})
            << link("store_sales", {"ss_item_sk"}, "item", {"i_item_sk"})
            << toCustomer("store_sales", "ss_customer_sk")
            << link("store_sales", {"ss_cdemo_sk"}, "customer_demographics", {"cd_demo_sk"})
            << link("store_sales", {"ss_hdemo_sk"}, "household_demographics", {"hd_demo_sk"})
            << link("store_sales", {"ss_addr_sk"}, "customer_address", {"ca_address_sk"})
            << link("store_sales", {"ss_store_sk"}, "store", {"s_store_sk"})
            << link("store_sales", {"ss_promo_sk"}, "promotion", {"p_promo_sk"})
            << link("store_returns", {"sr_returned_date_sk"}, "date_dim", {"d_date_sk"})
            << link("store_returns", {"sr_item_sk"}, "item", {"i_item_sk"})
            << toCustomer("store_returns", "sr_customer_sk")
            << link("store_returns", {"sr_store_sk"}, "store", {"s_store_sk"});
}

KeyFixture webStar() {
    KeyFixture f;
    f.family = QStringLiteral("star");
    f.name = QStringLiteral("star-web");
    f.heldOut = true;
    const qint64 days = 400, pages = 300, devices = 20, visitors = 3000, campaigns = 40,
                 views = 25000, conversions = 1500;
    auto dateKey = [](qint64 i) {
        return QDate(2023, 1, 1).addDays(i).toString(QStringLiteral("yyyyMMdd")).toLongLong();
    };
    f.tables << table(
        "dim_date", {I("date_key"), D("full_date"), I("year"), I("month")}, days, [=](qint64 i) {
            const QDate d = QDate(2023, 1, 1).addDays(i);
            return QVariantList{dateKey(i), d.toString(Qt::ISODate), d.year(), d.month()};
        });
    f.tables << table(
        "dim_page", {I("page_key"), T("url", 80), T("section", 20)}, pages, [](qint64 i) {
            return QVariantList{i + 1, QStringLiteral("/section%1/page%2").arg(i % 9).arg(i),
                                QStringLiteral("section %1").arg(i % 9)};
        });
    f.tables << table("dim_device", {I("device_key"), T("os", 12), T("browser", 12)}, devices,
                      [](qint64 i) {
                          return QVariantList{i + 1, QStringLiteral("os%1").arg(i % 4),
                                              QStringLiteral("browser%1").arg(i % 5)};
                      });
    f.tables << table(
        "dim_visitor", {I("visitor_key"), T("country", 3), I("device_key")}, visitors,
        [](qint64 i) {
            return QVariantList{i + 1, letters(pick(i, 90, 30), 2), 1 + pick(i, 91, devices)};
        });
    f.tables << table("dim_campaign", {I("campaign_key"), T("channel", 12), M("budget")}, campaigns,
                      [](qint64 i) {
                          return QVariantList{i + 1, QStringLiteral("channel %1").arg(i % 6),
                                              money(i, 92, 50000)};
                      });
    f.tables << table(
        "fact_pageview",
        {I("pageview_id"), I("date_key"), I("page_key"), I("visitor_key"), I("campaign_key"),
         I("referrer_page_key"), I("duration_ms"), I("scroll_depth")},
        views, [=](qint64 i) {
            return QVariantList{i + 1,
                                dateKey(pick(i, 93, days)),
                                1 + skewed(i, 94, pages),
                                1 + skewed(i, 95, visitors),
                                unit(i, 96) < 0.6 ? none() : QVariant(1 + pick(i, 97, campaigns)),
                                unit(i, 98) < 0.3 ? none() : QVariant(1 + skewed(i, 99, pages)),
                                100 + pick(i, 100, 600000),
                                pick(i, 101, 101)};
        });
    f.tables << table("fact_conversion",
                      {I("conversion_id"), I("conversion_date_key"), I("visitor_key"),
                       I("campaign_key"), I("landing_page_key"), M("revenue")},
                      conversions, [=](qint64 i) {
                          return QVariantList{i + 1,
                                              dateKey(pick(i, 102, days)),
                                              1 + skewed(i, 103, visitors),
                                              1 + pick(i, 104, campaigns),
                                              1 + skewed(i, 105, pages),
                                              money(i, 106, 900)};
                      });
    f.truth << link("dim_visitor", {"device_key"}, "dim_device", {"device_key"})
            << link("fact_pageview", {"date_key"}, "dim_date", {"date_key"})
            << link("fact_pageview", {"page_key"}, "dim_page", {"page_key"})
            << link("fact_pageview", {"visitor_key"}, "dim_visitor", {"visitor_key"})
            << link("fact_pageview", {"campaign_key"}, "dim_campaign", {"campaign_key"})
            << link("fact_pageview", {"referrer_page_key"}, "dim_page", {"page_key"})
            << link("fact_conversion", {"conversion_date_key"}, "dim_date", {"date_key"})
            << link("fact_conversion", {"visitor_key"}, "dim_visitor", {"visitor_key"})
            << link("fact_conversion", {"campaign_key"}, "dim_campaign", {"campaign_key"})
            << link("fact_conversion", {"landing_page_key"}, "dim_page", {"page_key"});
    return f;
}

// ---- subtypes that share their parent's key ----------------------------------------------------

KeyFixture partySubtypes() {
    KeyFixture f;
    f.family = QStringLiteral("subtypes");
    f.name = QStringLiteral("subtypes-party");
    const qint64 parties = 600;
    FixtureTable party =
        table("party", {I("party_id"), T("party_type", 1), D("created_on")}, parties, [](qint64 i) {
            return QVariantList{i + 1, (i + 1) % 2 == 0 ? QStringLiteral("P") : QStringLiteral("O"),
                                date(pick(i, 110, 900))};
        });
    party.primaryKey = {QStringLiteral("party_id")};
    FixtureTable person =
        table("person", {I("party_id"), T("first_name"), T("last_name"), D("birth_date")},
              parties / 2, [](qint64 i) {
                  return QVariantList{2 * (i + 1), QStringLiteral("First%1").arg(i),
                                      QStringLiteral("Last%1").arg(pick(i, 111, 200)),
                                      date(-10000 - pick(i, 112, 15000))};
              });
    person.primaryKey = {QStringLiteral("party_id")};
    FixtureTable organization =
        table("organization", {I("party_id"), T("legal_name", 60), T("tax_number", 12)},
              parties / 2, [](qint64 i) {
                  return QVariantList{2 * i + 1, QStringLiteral("Company %1 Ltd").arg(i),
                                      letters(i * 97 + 1, 10)};
              });
    organization.primaryKey = {QStringLiteral("party_id")};
    FixtureTable account =
        table("customer_account", {I("account_id"), I("party_id"), D("opened_on"), I("tier")}, 700,
              [](qint64 i) {
                  return QVariantList{i + 1, 1 + pick(i, 113, parties), date(pick(i, 114, 800)),
                                      1 + pick(i, 115, 3)};
              });
    account.primaryKey = {QStringLiteral("account_id")};
    f.tables << party << person << organization << account;
    f.truth << link("person", {"party_id"}, "party", {"party_id"})
            << link("organization", {"party_id"}, "party", {"party_id"})
            << link("customer_account", {"party_id"}, "party", {"party_id"});
    return f;
}

KeyFixture assetSubtypes() {
    KeyFixture f;
    f.family = QStringLiteral("subtypes");
    f.name = QStringLiteral("subtypes-asset");
    f.heldOut = true;
    const qint64 sites = 40, assets = 900;
    auto siteKey = [](qint64 i) { return 100 + i * 3; };
    auto kindOf = [](qint64 asset) { return asset % 3; }; // 0 vehicle, 1 building, 2 equipment
    f.tables << table("site", {I("site_identifier"), T("site_name")}, sites, [=](qint64 i) {
        return QVariantList{siteKey(i), QStringLiteral("Site %1").arg(i)};
    });
    f.tables << table(
        "asset",
        {I("asset_identifier"), T("asset_type_code", 1), I("site_identifier"), D("acquired_on")},
        assets, [=](qint64 i) {
            static const char *kinds[] = {"V", "B", "E"};
            return QVariantList{i + 1, QString::fromLatin1(kinds[kindOf(i + 1)]),
                                siteKey(pick(i, 120, sites)), date(pick(i, 121, 1500))};
        });
    f.tables << table(
        "vehicle_asset", {I("asset_identifier"), T("plate", 10), I("mileage")}, assets / 3,
        [](qint64 i) {
            return QVariantList{3 * (i + 1), letters(i * 7 + 100, 7), pick(i, 122, 300000)};
        });
    f.tables << table(
        "building_asset", {I("asset_identifier"), M("floor_area"), I("floors")}, assets / 3,
        [](qint64 i) {
            return QVariantList{3 * i + 1, money(i, 123, 20000), 1 + pick(i, 124, 30)};
        });
    f.tables << table(
        "maintenance_event",
        {I("event_identifier"), I("asset_identifier"), D("event_date"), M("cost"), I("priority")},
        3000, [](qint64 i) {
            return QVariantList{i + 1, 1 + skewed(i, 125, assets), date(pick(i, 126, 1500)),
                                money(i, 127, 5000), 1 + pick(i, 128, 4)};
        });
    f.truth << link("asset", {"site_identifier"}, "site", {"site_identifier"})
            << link("vehicle_asset", {"asset_identifier"}, "asset", {"asset_identifier"})
            << link("building_asset", {"asset_identifier"}, "asset", {"asset_identifier"})
            << link("maintenance_event", {"asset_identifier"}, "asset", {"asset_identifier"});
    return f;
}

// ---- exports in part: declared keys into tables left out ---------------------------------------

KeyFixture subscriptionExport() {
    KeyFixture f;
    f.family = QStringLiteral("partial-export");
    f.name = QStringLiteral("partial-export-subscriptions");
    const qint64 accounts = 400, plans = 12, invoices = 3000;
    FixtureTable account =
        table("account", {I("account_id"), T("account_name"), T("region_code", 4)}, accounts,
              [](qint64 i) {
                  return QVariantList{i + 1, QStringLiteral("Account %1").arg(i),
                                      letters(pick(i, 130, 6), 2)};
              });
    account.primaryKey = {QStringLiteral("account_id")};
    FixtureTable plan =
        table("plan", {T("plan_code", 8), T("plan_name"), M("monthly_fee")}, plans, [](qint64 i) {
            return QVariantList{QStringLiteral("PLN-%1").arg(i + 1, 2, 10, QLatin1Char('0')),
                                QStringLiteral("Plan %1").arg(i), 5 + money(i, 131, 95)};
        });
    plan.primaryKey = {QStringLiteral("plan_code")};
    FixtureTable invoice =
        table("invoice", {I("invoice_id"), I("account_id"), D("issued_on"), M("total")}, invoices,
              [](qint64 i) {
                  return QVariantList{i + 1, 1 + skewed(i, 132, accounts), date(pick(i, 133, 700)),
                                      money(i, 134, 900)};
              });
    invoice.primaryKey = {QStringLiteral("invoice_id")};
    invoice.foreignKeys << FixtureForeignKey{{QStringLiteral("account_id")},
                                             QStringLiteral("customer_master"),
                                             {QStringLiteral("account_id")}};
    FixtureTable line =
        table("invoice_line", {I("invoice_id"), I("line_no"), T("plan_code", 8), M("amount")},
              invoices * 2, [](qint64 r) {
                  return QVariantList{r / 2 + 1, r % 2 + 1,
                                      QStringLiteral("PLN-%1").arg(1 + pick(r, 135, plans), 2, 10,
                                                                   QLatin1Char('0')),
                                      money(r, 136, 400)};
              });
    line.primaryKey = {QStringLiteral("invoice_id"), QStringLiteral("line_no")};
    line.foreignKeys << FixtureForeignKey{{QStringLiteral("invoice_id")},
                                          QStringLiteral("invoice"),
                                          {QStringLiteral("invoice_id")}}
                     << FixtureForeignKey{{QStringLiteral("plan_code")},
                                          QStringLiteral("plan_catalog"),
                                          {QStringLiteral("plan_code")}};
    // The payments system stored invoice numbers as text.
    FixtureTable payment =
        table("payment", {I("payment_id"), T("invoice_id", 12), D("paid_on"), M("amount")}, 2500,
              [](qint64 i) {
                  return QVariantList{i + 1, QString::number(1 + pick(i, 137, invoices)),
                                      date(pick(i, 138, 700)), money(i, 139, 900)};
              });
    payment.primaryKey = {QStringLiteral("payment_id")};
    f.tables << account << plan << invoice << line << payment;
    f.truth << link("invoice", {"account_id"}, "account", {"account_id"})
            << link("invoice_line", {"invoice_id"}, "invoice", {"invoice_id"})
            << link("invoice_line", {"plan_code"}, "plan", {"plan_code"})
            << link("payment", {"invoice_id"}, "invoice", {"invoice_id"});
    return f;
}

KeyFixture staffExport() {
    KeyFixture f;
    f.family = QStringLiteral("partial-export");
    f.name = QStringLiteral("partial-export-staff");
    f.heldOut = true;
    const qint64 departments = 15, employees = 500, projects = 60;
    auto empKey = [](qint64 i) { return 10000 + i * 3; };
    FixtureTable department =
        table("department", {T("dept_code", 4), T("dept_name")}, departments, [](qint64 i) {
            return QVariantList{QStringLiteral("D%1").arg(i + 1, 2, 10, QLatin1Char('0')),
                                QStringLiteral("Department %1").arg(i)};
        });
    department.primaryKey = {QStringLiteral("dept_code")};
    FixtureTable employee = table(
        "employee",
        {I("emp_id"), T("full_name"), I("manager_emp_id"), T("dept_code", 4), D("hired_on")},
        employees, [=](qint64 i) {
            return QVariantList{
                empKey(i), QStringLiteral("Employee %1").arg(i),
                i < 5 ? none() : QVariant(empKey(pick(i, 140, std::min<qint64>(i, 60)))),
                QStringLiteral("D%1").arg(1 + pick(i, 141, departments), 2, 10, QLatin1Char('0')),
                date(pick(i, 142, 3000))};
        });
    employee.primaryKey = {QStringLiteral("emp_id")};
    employee.foreignKeys << FixtureForeignKey{{QStringLiteral("dept_code")},
                                              QStringLiteral("department_master"),
                                              {QStringLiteral("dept_code")}};
    FixtureTable salary = table(
        "salary_history", {I("emp_id"), D("valid_from"), M("amount")}, employees * 3,
        [=](qint64 r) {
            return QVariantList{empKey(r / 3), date(r % 3 * 365), 30000 + money(r, 143, 90000)};
        });
    salary.foreignKeys << FixtureForeignKey{
        {QStringLiteral("emp_id")}, QStringLiteral("employee"), {QStringLiteral("emp_id")}};
    FixtureTable project =
        table("project", {T("project_code", 8), T("project_name"), I("lead_emp_id")}, projects,
              [=](qint64 i) {
                  return QVariantList{QStringLiteral("PRJ-%1").arg(i + 1, 3, 10, QLatin1Char('0')),
                                      QStringLiteral("Project %1").arg(i),
                                      empKey(pick(i, 144, employees))};
              });
    project.primaryKey = {QStringLiteral("project_code")};
    FixtureTable assignment =
        table("assignment", {I("assignment_id"), I("emp_id"), T("project_code", 8), I("hours")},
              1800, [=](qint64 i) {
                  return QVariantList{i + 1, empKey(skewed(i, 145, employees)),
                                      QStringLiteral("PRJ-%1").arg(1 + pick(i, 146, projects), 3,
                                                                   10, QLatin1Char('0')),
                                      1 + pick(i, 147, 40)};
              });
    assignment.primaryKey = {QStringLiteral("assignment_id")};
    assignment.foreignKeys << FixtureForeignKey{
        {QStringLiteral("emp_id")}, QStringLiteral("person"), {QStringLiteral("person_id")}};
    f.tables << department << employee << salary << project << assignment;
    f.truth << link("employee", {"manager_emp_id"}, "employee", {"emp_id"})
            << link("employee", {"dept_code"}, "department", {"dept_code"})
            << link("salary_history", {"emp_id"}, "employee", {"emp_id"})
            << link("project", {"lead_emp_id"}, "employee", {"emp_id"})
            << link("assignment", {"emp_id"}, "employee", {"emp_id"})
            << link("assignment", {"project_code"}, "project", {"project_code"});
    return f;
}

// ---- references within a table, and composite keys --------------------------------------------

KeyFixture shopHierarchies() {
    KeyFixture f;
    f.family = QStringLiteral("self-and-composite");
    f.name = QStringLiteral("self-and-composite-shop");
    const qint64 categories = 40, staff = 60, products = 800, orders = 5000, lines = 3;
    f.tables << table("category", {I("category_id"), I("parent_category_id"), T("name")},
                      categories, [](qint64 i) {
                          return QVariantList{i + 1, i < 6 ? none() : QVariant(1 + pick(i, 150, i)),
                                              QStringLiteral("Category %1").arg(i)};
                      });
    f.tables << table(
        "employee", {I("employee_id"), I("reports_to"), T("name")}, staff, [](qint64 i) {
            return QVariantList{
                i + 1, i == 0 ? none() : QVariant(1 + pick(i, 151, std::min<qint64>(i, 8))),
                QStringLiteral("Employee %1").arg(i)};
        });
    f.tables << table("product", {I("product_id"), I("category_id"), T("name"), I("stock_level")},
                      products, [](qint64 i) {
                          return QVariantList{i + 1, 1 + pick(i, 152, categories),
                                              QStringLiteral("Product %1").arg(i),
                                              pick(i, 153, 500)};
                      });
    f.tables << table(
        "orders", {I("order_id"), I("employee_id"), D("order_date")}, orders, [](qint64 i) {
            return QVariantList{i + 1, 1 + pick(i, 154, staff), date(pick(i, 155, 700))};
        });
    f.tables << table("order_line", {I("order_id"), I("line_no"), I("product_id"), I("qty")},
                      orders * lines, [](qint64 r) {
                          return QVariantList{r / lines + 1, r % lines + 1,
                                              1 + skewed(r, 156, products), 1 + pick(r, 157, 20)};
                      });
    f.tables << table(
        "shipment_line", {I("shipment_id"), I("order_id"), I("line_no"), I("shipped_qty")}, 9000,
        [](qint64 i) {
            const qint64 line = pick(i, 158, orders * lines);
            return QVariantList{i + 1, line / lines + 1, line % lines + 1, 1 + pick(i, 159, 20)};
        });
    f.truth << link("category", {"parent_category_id"}, "category", {"category_id"})
            << link("employee", {"reports_to"}, "employee", {"employee_id"})
            << link("product", {"category_id"}, "category", {"category_id"})
            << link("orders", {"employee_id"}, "employee", {"employee_id"})
            << link("order_line", {"order_id"}, "orders", {"order_id"})
            << link("order_line", {"product_id"}, "product", {"product_id"})
            << link("shipment_line", {"order_id"}, "orders", {"order_id"})
            << link("shipment_line", {"order_id", "line_no"}, "order_line",
                    {"order_id", "line_no"});
    return f;
}

KeyFixture documentHierarchies() {
    KeyFixture f;
    f.family = QStringLiteral("self-and-composite");
    f.name = QStringLiteral("self-and-composite-documents");
    f.heldOut = true;
    const qint64 people = 300, folders = 120, docs = 2000, versions = 2;
    auto personKey = [](qint64 i) { return 5000 + i * 17; };
    f.tables << table("person", {I("person_id"), T("name"), I("mentor_id")}, people, [=](qint64 i) {
        return QVariantList{personKey(i), QStringLiteral("Person %1").arg(i),
                            unit(i, 160) < 0.3 ? none()
                                               : QVariant(personKey(pick(i, 161, people)))};
    });
    f.tables << table(
        "folder", {I("folder_id"), I("parent_id"), T("folder_name")}, folders, [](qint64 i) {
            return QVariantList{i + 1, i < 10 ? none() : QVariant(1 + pick(i, 162, i)),
                                QStringLiteral("Folder %1").arg(i)};
        });
    f.tables << table(
        "document", {I("doc_id"), I("folder_id"), T("title", 80), I("supersedes_doc_id")}, docs,
        [](qint64 i) {
            return QVariantList{
                i + 1, 1 + pick(i, 163, folders), QStringLiteral("Document %1").arg(i),
                i < 50 || unit(i, 164) < 0.8 ? none() : QVariant(1 + pick(i, 165, i))};
        });
    f.tables << table(
        "doc_version", {I("doc_id"), I("version_no"), I("author_id"), D("created_on")},
        docs * versions, [=](qint64 r) {
            return QVariantList{r / versions + 1, r % versions + 1, personKey(pick(r, 166, people)),
                                date(pick(r, 167, 900))};
        });
    f.tables << table(
        "version_comment",
        {I("comment_id"), I("doc_id"), I("version_no"), T("body", 120), I("commenter_id")}, 5000,
        [=](qint64 i) {
            const qint64 v = pick(i, 168, docs * versions);
            return QVariantList{i + 1, v / versions + 1, v % versions + 1,
                                QStringLiteral("comment %1").arg(i),
                                personKey(pick(i, 169, people))};
        });
    f.truth << link("person", {"mentor_id"}, "person", {"person_id"})
            << link("folder", {"parent_id"}, "folder", {"folder_id"})
            << link("document", {"folder_id"}, "folder", {"folder_id"})
            << link("document", {"supersedes_doc_id"}, "document", {"doc_id"})
            << link("doc_version", {"doc_id"}, "document", {"doc_id"})
            << link("doc_version", {"author_id"}, "person", {"person_id"})
            << link("version_comment", {"doc_id"}, "document", {"doc_id"})
            << link("version_comment", {"doc_id", "version_no"}, "doc_version",
                    {"doc_id", "version_no"})
            << link("version_comment", {"commenter_id"}, "person", {"person_id"});
    return f;
}

QString sqlValue(const QVariant &v) {
    if (!v.isValid() || v.isNull())
        return QStringLiteral("NULL");
    if (v.typeId() == QMetaType::QString)
        return QLatin1Char('\'') + v.toString().replace(QLatin1String("'"), QLatin1String("''")) +
               QLatin1Char('\'');
    if (v.typeId() == QMetaType::Double)
        return QString::number(v.toDouble(), 'f', 2);
    return QString::number(v.toLongLong());
}

QString createSql(const FixtureTable &t) {
    QStringList parts;
    for (const FixtureColumn &c : t.columns)
        parts << c.name + u' ' + c.type;
    if (!t.primaryKey.isEmpty())
        parts << QStringLiteral("PRIMARY KEY (%1)").arg(t.primaryKey.join(QStringLiteral(", ")));
    return QStringLiteral("CREATE TABLE %1 (%2)").arg(t.name, parts.join(QStringLiteral(", ")));
}

} // namespace

QString FixtureLink::key() const {
    return QStringLiteral("%1(%2)->%3(%4)")
        .arg(fromTable, fromColumns.join(u','), toTable, toColumns.join(u','))
        .toLower();
}

QList<KeyFixture> keyFixtures() {
    QList<KeyFixture> out;
    KeyFixture sales;
    sales.family = QStringLiteral("warehouse");
    sales.name = QStringLiteral("warehouse-sales");
    salesWarehouse(sales, 1.0);
    out << sales << logisticsWarehouse();
    KeyFixture retail;
    retail.family = QStringLiteral("star");
    retail.name = QStringLiteral("star-retail");
    retailStar(retail, StarSizes{}, true, "customer", "c_customer_sk");
    out << retail << webStar();
    out << partySubtypes() << assetSubtypes() << subscriptionExport() << staffExport()
        << shopHierarchies() << documentHierarchies();
    return out;
}

KeyFixture bigWarehouse(qint64 rows) {
    // TPC-H's tables and a retail star in one warehouse, joined on the customer, six more tables.
    const double scale = double(rows) / 2600000.0;
    KeyFixture f;
    f.family = QStringLiteral("warehouse");
    f.name = QStringLiteral("warehouse-big");
    salesWarehouse(
        f, 20.0 * scale); // ~ 1.2M line items, 300k orders, 160k parts (x4 partsupp), 30k customers
    StarSizes n;
    const qint64 customers = scaled(20.0 * scale, 1500);
    n.dates = 2000, n.items = scaled(scale, 18000), n.stores = 100,
    n.addresses = scaled(scale, 40000), n.cdemo = scaled(scale, 19200), n.hdemo = 7200;
    n.customers = customers, n.promos = 300, n.sales = scaled(scale, 200000),
    n.returns = scaled(scale, 20000);
    retailStar(f, n, false, "customer", "c_custkey");
    const qint64 warehouses = 20, modes = 20, sites = 30, pages = 2000,
                 webSales = scaled(scale, 60000);
    f.tables << table("warehouse", {I("w_warehouse_sk"), T("w_warehouse_name"), I("w_sq_ft")},
                      warehouses, [](qint64 i) {
                          return QVariantList{i + 1, QStringLiteral("Warehouse %1").arg(i),
                                              50000 + pick(i, 180, 900000)};
                      });
    f.tables << table("ship_mode", {I("sm_ship_mode_sk"), T("sm_type", 20), T("sm_carrier", 20)},
                      modes, [](qint64 i) {
                          return QVariantList{i + 1, QStringLiteral("type %1").arg(i % 5),
                                              QStringLiteral("carrier %1").arg(i)};
                      });
    f.tables << table("web_site", {I("web_site_sk"), T("web_name"), I("web_open_date_sk")}, sites,
                      [](qint64 i) {
                          return QVariantList{i + 1, QStringLiteral("site %1").arg(i),
                                              2451545 + pick(i, 181, 2000)};
                      });
    f.tables << table("web_page", {I("wp_web_page_sk"), T("wp_url", 80), I("wp_char_count")}, pages,
                      [](qint64 i) {
                          return QVariantList{i + 1, QStringLiteral("http://shop/%1").arg(i),
                                              100 + pick(i, 182, 8000)};
                      });
    f.tables << table("web_sales",
                      {I("ws_sold_date_sk"), I("ws_item_sk"), I("ws_bill_customer_sk"),
                       I("ws_ship_customer_sk"), I("ws_web_page_sk"), I("ws_web_site_sk"),
                       I("ws_ship_mode_sk"), I("ws_warehouse_sk"), I("ws_order_number"),
                       I("ws_quantity"), M("ws_sales_price")},
                      webSales, [=](qint64 i) {
                          return QVariantList{2451545 + pick(i, 183, n.dates),
                                              1 + skewed(i, 184, n.items),
                                              1 + skewed(i, 185, customers),
                                              1 + skewed(i, 186, customers),
                                              1 + pick(i, 187, pages),
                                              1 + pick(i, 188, sites),
                                              1 + pick(i, 189, modes),
                                              1 + pick(i, 190, warehouses),
                                              i / 3 + 1,
                                              1 + pick(i, 191, 100),
                                              money(i, 192, 300)};
                      });
    f.tables << table(
        "inventory",
        {I("inv_date_sk"), I("inv_item_sk"), I("inv_warehouse_sk"), I("inv_quantity_on_hand")},
        scaled(scale, 60000), [=](qint64 i) {
            return QVariantList{2451545 + (i / (n.items * warehouses)) * 7, 1 + i % n.items,
                                1 + (i / n.items) % warehouses, pick(i, 193, 1000)};
        });
    f.truth << link("web_site", {"web_open_date_sk"}, "date_dim", {"d_date_sk"})
            << link("web_sales", {"ws_sold_date_sk"}, "date_dim", {"d_date_sk"})
            << link("web_sales", {"ws_item_sk"}, "item", {"i_item_sk"})
            << link("web_sales", {"ws_bill_customer_sk"}, "customer", {"c_custkey"})
            << link("web_sales", {"ws_ship_customer_sk"}, "customer", {"c_custkey"})
            << link("web_sales", {"ws_web_page_sk"}, "web_page", {"wp_web_page_sk"})
            << link("web_sales", {"ws_web_site_sk"}, "web_site", {"web_site_sk"})
            << link("web_sales", {"ws_ship_mode_sk"}, "ship_mode", {"sm_ship_mode_sk"})
            << link("web_sales", {"ws_warehouse_sk"}, "warehouse", {"w_warehouse_sk"})
            << link("inventory", {"inv_date_sk"}, "date_dim", {"d_date_sk"})
            << link("inventory", {"inv_item_sk"}, "item", {"i_item_sk"})
            << link("inventory", {"inv_warehouse_sk"}, "warehouse", {"w_warehouse_sk"});
    return f;
}

QString writeSqlite(const KeyFixture &fixture, const QString &path) {
    sqlite3 *db = nullptr;
    if (sqlite3_open(path.toUtf8().constData(), &db) != SQLITE_OK) {
        const QString error = QString::fromUtf8(sqlite3_errmsg(db));
        sqlite3_close(db);
        return error;
    }
    auto exec = [db](const QString &sql) {
        return sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, nullptr) == SQLITE_OK;
    };
    exec(QStringLiteral("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;"));
    QString error;
    exec(QStringLiteral("BEGIN"));
    for (const FixtureTable &t : fixture.tables) {
        QString create = createSql(t);
        if (!t.foreignKeys.isEmpty()) {
            create.chop(1);
            for (const FixtureForeignKey &fk : t.foreignKeys)
                create += QStringLiteral(", FOREIGN KEY (%1) REFERENCES %2 (%3)")
                              .arg(fk.columns.join(u','), fk.refTable, fk.refColumns.join(u','));
            create += u')';
        }
        if (!exec(create)) {
            error = QString::fromUtf8(sqlite3_errmsg(db));
            break;
        }
        QStringList marks;
        for (int i = 0; i < t.columns.size(); ++i)
            marks << QStringLiteral("?");
        sqlite3_stmt *insert = nullptr;
        sqlite3_prepare_v2(db,
                           QStringLiteral("INSERT INTO %1 VALUES (%2)")
                               .arg(t.name, marks.join(u','))
                               .toUtf8()
                               .constData(),
                           -1, &insert, nullptr);
        for (qint64 r = 0; r < t.rows; ++r) {
            const QVariantList values = t.row(r);
            for (int c = 0; c < values.size(); ++c) {
                const QVariant &v = values[c];
                if (!v.isValid() || v.isNull()) {
                    sqlite3_bind_null(insert, c + 1);
                } else if (v.typeId() == QMetaType::QString) {
                    const QByteArray text = v.toString().toUtf8();
                    sqlite3_bind_text(insert, c + 1, text.constData(), int(text.size()),
                                      SQLITE_TRANSIENT);
                } else if (v.typeId() == QMetaType::Double) {
                    sqlite3_bind_double(insert, c + 1, v.toDouble());
                } else {
                    sqlite3_bind_int64(insert, c + 1, v.toLongLong());
                }
            }
            sqlite3_step(insert);
            sqlite3_reset(insert);
        }
        sqlite3_finalize(insert);
    }
    exec(error.isEmpty() ? QStringLiteral("COMMIT") : QStringLiteral("ROLLBACK"));
    sqlite3_close(db);
    return error;
}

void dropTables(const KeyFixture &fixture, db::Connection &connection) {
    for (auto it = fixture.tables.crbegin(); it != fixture.tables.crend(); ++it)
        connection.query(QStringLiteral("DROP TABLE IF EXISTS %1").arg(it->name), nullptr);
}

QString writeThrough(const KeyFixture &fixture, db::Connection &connection) {
    dropTables(fixture, connection);
    for (const FixtureTable &t : fixture.tables) {
        // Servers refuse keys into tables that are not there: a partial export's dangling keys
        // are a SQLite matter (the servers test the pushed-down checks, not declared keys).
        if (const db::ExecSummary s = connection.query(createSql(t), nullptr); !s.ok())
            return s.error.displayText();
        for (qint64 from = 0; from < t.rows; from += 500) {
            QStringList rows;
            for (qint64 r = from; r < std::min(t.rows, from + 500); ++r) {
                QStringList values;
                for (const QVariant &v : t.row(r))
                    values << sqlValue(v);
                rows << u'(' + values.join(u',') + u')';
            }
            if (const db::ExecSummary s = connection.query(
                    QStringLiteral("INSERT INTO %1 VALUES %2").arg(t.name, rows.join(u',')),
                    nullptr);
                !s.ok())
                return s.error.displayText();
        }
    }
    return {};
}

} // namespace assay::test
