// The bundled sample database: deterministic, big enough, consistent, and shaped to show off
// lookup, many-to-many, star and snowflake patterns.

#include "db/sqliteconnection.h"
#include "sample/retailgenerator.h"
#include "testsupport.h"

#include <QCryptographicHash>
#include <QTemporaryDir>
#include <QtTest>

using namespace assay;

class TestSampleDatabase : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void generatorIsDeterministic();
    void generationCanBeCancelled();
    void isLargeAndConsistent();
    void catalogHasKeysCommentsAndPatterns();

private:
    QByteArray contentHash(const QString &path);
    std::unique_ptr<db::SqliteConnection> open(const QString &path);
    QString m_sample;
};

void TestSampleDatabase::initTestCase()
{
    m_sample = test::sampleDatabase();
    QVERIFY2(QFile::exists(m_sample), "the sample_db fixture should have created the database");
}

std::unique_ptr<db::SqliteConnection> TestSampleDatabase::open(const QString &path)
{
    db::ConnectionConfig c;
    c.engine = db::Engine::SQLite;
    c.filePath = path;
    auto conn = std::make_unique<db::SqliteConnection>(c);
    const db::DbError e = conn->open({});
    if (e)
        qWarning() << e.displayText();
    return e ? nullptr : std::move(conn);
}

QByteArray TestSampleDatabase::contentHash(const QString &path)
{
    auto conn = open(path);
    if (!conn)
        return {};
    db::Catalog catalog;
    conn->introspect(&catalog, {});
    QCryptographicHash h(QCryptographicHash::Sha256);
    for (const db::TableInfo &t : catalog.tables) {
        if (t.isView())
            continue;
        QList<db::Row> rows;
        conn->query(QStringLiteral("SELECT * FROM %1 ORDER BY 1, 2").arg(t.name), &rows);
        h.addData(t.name.toUtf8());
        for (const db::Row &r : rows) {
            for (const QVariant &v : r)
                h.addData(v.toString().toUtf8() + '\x1f');
        }
    }
    return h.result().toHex();
}

void TestSampleDatabase::generatorIsDeterministic()
{
    QTemporaryDir dir;
    sample::RetailOptions small;
    small.scale = 0.03;
    small.firstYear = 2024;
    const QString a = dir.filePath(QStringLiteral("a.sqlite"));
    const QString b = dir.filePath(QStringLiteral("b.sqlite"));
    const QString c = dir.filePath(QStringLiteral("c.sqlite"));
    QCOMPARE(sample::generateRetailDatabase(a, small), QString());
    QCOMPARE(sample::generateRetailDatabase(b, small), QString());
    sample::RetailOptions otherSeed = small;
    otherSeed.seed = 42;
    QCOMPARE(sample::generateRetailDatabase(c, otherSeed), QString());
    const QByteArray ha = contentHash(a);
    QVERIFY(!ha.isEmpty());
    QCOMPARE(contentHash(b), ha);
    QVERIFY(contentHash(c) != ha);
    QVERIFY(!QFile::exists(a + QStringLiteral(".partial")));
}

void TestSampleDatabase::generationCanBeCancelled()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.sqlite"));
    const QString error = sample::generateRetailDatabase(path, {}, [](int percent) { return percent < 20; });
    QVERIFY(!error.isEmpty());
    QVERIFY2(!QFile::exists(path), "a cancelled generation leaves no file behind");
    QVERIFY(!QFile::exists(path + QStringLiteral(".partial")));
}

void TestSampleDatabase::isLargeAndConsistent()
{
    auto conn = open(m_sample);
    QVERIFY(conn);
    QList<db::Row> rows;
    QVERIFY(conn->query(QStringLiteral("SELECT count(*) FROM order_lines"), &rows).ok());
    QVERIFY2(rows[0][0].toLongLong() >= 200000, qPrintable(rows[0][0].toString()));
    QVERIFY(conn->query(QStringLiteral("SELECT min(order_date), max(order_date), count(DISTINCT order_date) FROM orders"), &rows).ok());
    const QDate first = QDate::fromString(rows[0][0].toString(), Qt::ISODate);
    const QDate last = QDate::fromString(rows[0][1].toString(), Qt::ISODate);
    QVERIFY(first.daysTo(last) > 3 * 365);
    QVERIFY(rows[0][2].toInt() > 1500); // daily orders
    QVERIFY(conn->query(QStringLiteral("PRAGMA foreign_key_check"), &rows).ok());
    QVERIFY2(rows.isEmpty(), "every foreign key must point at an existing row");
    // Amounts follow from quantity, price and discount.
    QVERIFY(conn->query(QStringLiteral("SELECT count(*) FROM order_lines "
                                       "WHERE abs(amount - round(quantity * unit_price * (1 - discount_pct / 100.0), 2)) > 0.011"),
                        &rows).ok());
    QCOMPARE(rows[0][0].toInt(), 0);
    // Returns happen after the order and never exceed what was bought.
    QVERIFY(conn->query(QStringLiteral("SELECT count(*) FROM returns r JOIN order_lines l USING (order_line_id) "
                                       "JOIN orders o USING (order_id) WHERE r.return_date <= o.order_date OR r.quantity > l.quantity"),
                        &rows).ok());
    QCOMPARE(rows[0][0].toInt(), 0);
    // Seasonality: December sells more than February, every year.
    QVERIFY(conn->query(QStringLiteral("SELECT strftime('%Y', order_date) y, "
                                       "sum(strftime('%m', order_date) = '12'), sum(strftime('%m', order_date) = '02') "
                                       "FROM orders GROUP BY y"),
                        &rows).ok());
    for (const db::Row &r : rows)
        QVERIFY2(r[1].toInt() > r[2].toInt(), qPrintable(r[0].toString()));
}

void TestSampleDatabase::catalogHasKeysCommentsAndPatterns()
{
    auto conn = open(m_sample);
    QVERIFY(conn);
    db::Catalog catalog;
    QVERIFY(conn->introspect(&catalog, {}).isNull());
    for (const char *name : {"regions", "stores", "categories", "suppliers", "products", "product_suppliers",
                             "customers", "employees", "campaigns", "calendar", "orders", "order_lines", "returns"}) {
        const db::TableInfo *t = catalog.find(QString::fromLatin1(name));
        QVERIFY2(t, name);
        QVERIFY2(!t->comment.isEmpty(), name);
        QVERIFY2(!t->primaryKey.isEmpty(), name);
        for (const db::ColumnInfo &c : t->columns)
            QVERIFY2(!c.comment.isEmpty(), qPrintable(QStringLiteral("%1.%2 has no comment").arg(t->name, c.name)));
        QVERIFY(t->rowEstimate > 0);
    }
    const db::TableInfo *sales = catalog.find(QStringLiteral("sales"));
    QVERIFY(sales && sales->isView());

    // Many-to-many: product_suppliers has a two-column key made of two foreign keys.
    const db::TableInfo *link = catalog.find(QStringLiteral("product_suppliers"));
    QCOMPARE(link->primaryKey, (QStringList{QStringLiteral("product_id"), QStringLiteral("supplier_id")}));
    QCOMPARE(link->foreignKeys.size(), 2);
    // Lookup: regions is referenced by both stores and customers.
    int regionRefs = 0;
    for (const db::TableInfo &t : catalog.tables) {
        for (const db::ForeignKeyInfo &fk : t.foreignKeys)
            regionRefs += fk.refTable == u"regions";
    }
    QCOMPARE(regionRefs, 2);
    // Snowflake: categories refer to themselves (department > category); employees have managers.
    const db::TableInfo *categories = catalog.find(QStringLiteral("categories"));
    QCOMPARE(categories->foreignKeys.value(0).refTable, QStringLiteral("categories"));
    // Star: the fact table order_lines reaches orders and products; orders reaches its dimensions.
    const db::TableInfo *orders = catalog.find(QStringLiteral("orders"));
    QStringList targets;
    for (const db::ForeignKeyInfo &fk : orders->foreignKeys)
        targets << fk.refTable;
    targets.sort();
    QCOMPARE(targets, (QStringList{"calendar", "campaigns", "customers", "employees", "stores"}));
    QCOMPARE(orders->column(QStringLiteral("order_date"))->valueType, db::ValueType::Date);
    QCOMPARE(catalog.find(QStringLiteral("order_lines"))->column(QStringLiteral("amount"))->valueType, db::ValueType::Decimal);
}

QTEST_GUILESS_MAIN(TestSampleDatabase)
#include "tst_sample_database.moc"
