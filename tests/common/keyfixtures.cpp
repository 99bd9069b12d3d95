#include "keyfixtures.h"
#include "keyfixturedata.h"

#include "db/connection.h"

#include <sqlite3.h>

namespace assay::test {

using namespace fixture;

namespace {

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
