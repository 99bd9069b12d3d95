// The other families: star schemas with surrogate keys, subtypes sharing their parent's key,
// partial exports with keys into tables left out, references within a table and composite keys.

#include "keyfixturedata.h"

namespace assay::test::fixture {

// ---- star schemas with surrogate keys ----------------------------------------------------------

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

} // namespace assay::test::fixture
