// What a schema change touches and how it is fixed: references found and rewritten by the
// tokenizer (aliases, qualifiers, quotes, comments, strings, CTEs, ORDER BY aliases, names that
// were exchanged), and the impact on cells (also through other cells' outputs), charts, glossary
// terms, examples, descriptions and the privacy settings.

#include "drift/driftdetector.h"
#include "drift/impact.h"
#include "drift/schemarefs.h"

#include <QtTest>

using namespace assay;
using namespace assay::drift;

namespace {

db::TableInfo table(const QString &name, const QStringList &columns)
{
    db::TableInfo t;
    t.name = name;
    for (const QString &c : columns)
        t.columns << db::ColumnInfo{c, QStringLiteral("INTEGER")};
    return t;
}

db::Catalog shop()
{
    db::Catalog c;
    c.tables << table(QStringLiteral("orders"), {QStringLiteral("id"), QStringLiteral("customer_id"), QStringLiteral("amount"), QStringLiteral("status")})
             << table(QStringLiteral("customers"), {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("fax")})
             << table(QStringLiteral("refunds"), {QStringLiteral("id"), QStringLiteral("order_id"), QStringLiteral("amount")})
             << table(QStringLiteral("t"), {QStringLiteral("a"), QStringLiteral("b")});
    return c;
}

RenameMap renames()
{
    RenameMap m;
    m.columns.insert(QStringLiteral("orders.amount"), QStringLiteral("total"));
    m.tables.insert(QStringLiteral("customers"), QStringLiteral("clients"));
    m.columns.insert(QStringLiteral("t.a"), QStringLiteral("b"));
    m.columns.insert(QStringLiteral("t.b"), QStringLiteral("a"));
    return m;
}

notebook::Cell sqlCell(const QString &name, const QString &sql, const QStringList &outputs)
{
    notebook::Cell c;
    c.id = notebook::newCellId();
    c.name = name;
    c.source = sql;
    for (const QString &o : outputs)
        c.output.columns << db::ResultColumn{o, {}, db::ValueType::Unknown};
    return c;
}

// orders.amount renamed to total (same values), customers.fax dropped.
DriftReport shopDrift(const db::Catalog &before)
{
    Baseline b;
    b.catalog = before;
    knowledge::TableProfile p;
    p.rowCount = p.sampledRows = 100;
    knowledge::ColumnProfile amount;
    amount.name = QStringLiteral("amount");
    amount.nonNull = 100;
    amount.distinct = 77;
    amount.min = 1;
    amount.max = 500;
    p.columns << amount;
    b.values.insert(QStringLiteral("orders"), p);
    db::Catalog now = before;
    now.tables[0].columns[2].name = QStringLiteral("total");
    now.tables[1].columns.removeLast();
    static knowledge::TableProfile after;
    after = p;
    after.columns[0].name = QStringLiteral("total");
    return detectDrift(b, now, [](const db::TableInfo &t) { return t.name == u"orders" ? &after : nullptr; });
}

} // namespace

class TestDriftImpact : public QObject {
    Q_OBJECT

private slots:
    void rewrite_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("ambiguous");
        QTest::newRow("plain") << "SELECT amount FROM orders" << "SELECT total FROM orders" << 0;
        QTest::newRow("aliases and a renamed table")
            << "SELECT o.amount, c.name FROM orders o JOIN customers AS c ON c.id = o.customer_id"
            << "SELECT o.total, c.name FROM orders o JOIN clients AS c ON c.id = o.customer_id" << 0;
        QTest::newRow("table name as qualifier") << "SELECT orders.amount, customers.name FROM orders, customers"
                                                 << "SELECT orders.total, clients.name FROM orders, clients" << 0;
        QTest::newRow("output alias in ORDER BY") << "SELECT SUM(amount) AS amount FROM orders ORDER BY amount"
                                                  << "SELECT SUM(total) AS amount FROM orders ORDER BY amount" << 0;
        QTest::newRow("strings and comments untouched") << "SELECT 'amount' AS label, amount -- amount\nFROM orders"
                                                        << "SELECT 'amount' AS label, total -- amount\nFROM orders" << 0;
        QTest::newRow("two tables have it") << "SELECT amount FROM orders JOIN refunds ON refunds.order_id = orders.id"
                                            << "SELECT amount FROM orders JOIN refunds ON refunds.order_id = orders.id" << 1;
        QTest::newRow("qualified where two tables have it") << "SELECT o.amount, r.amount FROM orders o JOIN refunds r ON r.order_id = o.id"
                                                            << "SELECT o.total, r.amount FROM orders o JOIN refunds r ON r.order_id = o.id" << 0;
        QTest::newRow("quoted") << "SELECT \"amount\" FROM \"orders\"" << "SELECT \"total\" FROM \"orders\"" << 0;
        QTest::newRow("a CTE shadows the table") << "WITH orders AS (SELECT 1 AS amount) SELECT amount FROM orders"
                                                 << "WITH orders AS (SELECT 1 AS amount) SELECT amount FROM orders" << 0;
        QTest::newRow("exchanged names") << "SELECT a, b FROM t WHERE a > b" << "SELECT b, a FROM t WHERE b > a" << 0;
        QTest::newRow("expression without FROM") << "SUM(orders.amount) / COUNT(*)" << "SUM(orders.total) / COUNT(*)" << 0;
    }

    void rewrite()
    {
        QFETCH(QString, sql);
        QFETCH(QString, expected);
        QFETCH(int, ambiguous);
        const Rewrite r = rewriteReferences(sql, shop(), renames(), sql::Flavor::SQLite);
        QCOMPARE(r.text, expected);
        QCOMPARE(r.ambiguous, ambiguous);
    }

    void newNamesAreQuotedWhenTheyMustBe()
    {
        RenameMap m;
        m.columns.insert(QStringLiteral("orders.amount"), QStringLiteral("Total Amount"));
        QCOMPARE(rewriteReferences(u"SELECT amount FROM orders", shop(), m, sql::Flavor::PostgreSQL).text, QStringLiteral("SELECT \"Total Amount\" FROM orders"));
        QCOMPARE(rewriteReferences(u"SELECT amount FROM orders", shop(), m, sql::Flavor::MySQL).text, QStringLiteral("SELECT `Total Amount` FROM orders"));
        m.columns.insert(QStringLiteral("orders.amount"), QStringLiteral("Total"));
        QCOMPARE(rewriteReferences(u"SELECT amount FROM orders", shop(), m, sql::Flavor::PostgreSQL).text, QStringLiteral("SELECT \"Total\" FROM orders"));
        QCOMPARE(rewriteReferences(u"SELECT amount FROM orders", shop(), m, sql::Flavor::SQLite).text, QStringLiteral("SELECT Total FROM orders"));
    }

    void starsAreNoticed()
    {
        const QList<SchemaReference> refs = findSchemaReferences(u"SELECT o.*, COUNT(*) FROM orders o", shop(), sql::Flavor::SQLite);
        int stars = 0;
        for (const SchemaReference &r : refs)
            stars += r.kind == SchemaReference::Kind::Star ? 1 : 0;
        QCOMPARE(stars, 1); // o.*; COUNT(*) reads no column
    }

    void impacts()
    {
        const db::Catalog before = shop();
        const DriftReport report = shopDrift(before);
        QCOMPARE(report.count(ChangeKind::ColumnRenamed), 1);
        QCOMPARE(report.count(ChangeKind::ColumnDropped), 1);

        ImpactInputs in;
        in.flavor = sql::Flavor::SQLite;
        NotebookInput nb;
        nb.path = QStringLiteral("/tmp/sales.assaynb");
        nb.open = true;
        const notebook::Cell q1 = sqlCell(QStringLiteral("q1"), QStringLiteral("SELECT status, amount FROM orders"), {QStringLiteral("status"), QStringLiteral("amount")});
        const notebook::Cell q2 = sqlCell(QStringLiteral("q2"), QStringLiteral("SELECT status, SUM(amount) AS revenue FROM q1 GROUP BY status"),
                                          {QStringLiteral("status"), QStringLiteral("revenue")});
        const notebook::Cell q3 = sqlCell(QStringLiteral("q3"), QStringLiteral("SELECT name, fax FROM customers"), {QStringLiteral("name"), QStringLiteral("fax")});
        const notebook::Cell q4 = sqlCell(QStringLiteral("q4"), QStringLiteral("SELECT id FROM orders"), {QStringLiteral("id")});
        notebook::Cell chart;
        chart.id = notebook::newCellId();
        chart.kind = notebook::CellKind::Chart;
        chart.name = QStringLiteral("chart1");
        chart.chartSourceId = q1.id;
        chart.chart.x = QStringLiteral("status");
        chart.chart.y << charts::Measure{QStringLiteral("amount"), charts::Aggregation::Sum};
        nb.cells << q1 << q2 << q3 << q4 << chart;
        in.notebooks << nb;
        knowledge::GlossaryEntry revenue;
        revenue.id = 1;
        revenue.term = QStringLiteral("Revenue");
        revenue.kind = knowledge::GlossaryEntry::Kind::BusinessLogic;
        revenue.expression = QStringLiteral("SUM(amount)");
        revenue.table = QStringLiteral("orders");
        knowledge::GlossaryEntry fax;
        fax.id = 2;
        fax.term = QStringLiteral("Fax");
        fax.table = QStringLiteral("customers");
        fax.column = QStringLiteral("fax");
        in.glossary << revenue << fax;
        knowledge::ExampleEntry byStatus;
        byStatus.id = 7;
        byStatus.question = QStringLiteral("revenue by status");
        byStatus.sql = QStringLiteral("SELECT status, SUM(amount) FROM orders GROUP BY status");
        knowledge::ExampleEntry faxes;
        faxes.id = 8;
        faxes.question = QStringLiteral("customers with a fax");
        faxes.sql = QStringLiteral("SELECT name FROM customers WHERE fax IS NOT NULL");
        in.examples << byStatus << faxes;
        in.userDescriptions.insert(QStringLiteral("orders.amount"), QStringLiteral("What the customer paid"));
        in.userDescriptions.insert(QStringLiteral("customers.fax"), QStringLiteral("Nobody uses it"));
        in.userDescriptions.insert(QStringLiteral("orders"), QStringLiteral("One row per order"));
        in.policy.hiddenColumns.insert(QStringLiteral("orders.amount"));

        const QList<Impact> impacts = findImpacts(report, before, in);
        auto impactOf = [&impacts](ItemKind kind, const QString &id) -> const Impact * {
            for (const Impact &i : impacts) {
                if (i.kind == kind && i.id == id)
                    return &i;
            }
            return nullptr;
        };
        const Impact *c1 = impactOf(ItemKind::Cell, q1.id);
        QVERIFY(c1);
        QCOMPARE(c1->fix, FixKind::Rewrite);
        QVERIFY(c1->fixIsSure);
        QCOMPARE(c1->after, QStringLiteral("SELECT status, total FROM orders"));
        // q2 reads q1's "amount", which becomes "total" when q1 is rewritten.
        const Impact *c2 = impactOf(ItemKind::Cell, q2.id);
        QVERIFY(c2);
        QCOMPARE(c2->after, QStringLiteral("SELECT status, SUM(total) AS revenue FROM q1 GROUP BY status"));
        const Impact *c3 = impactOf(ItemKind::Cell, q3.id);
        QVERIFY(c3);
        QVERIFY(c3->breaks);
        QCOMPARE(c3->fix, FixKind::None);
        QVERIFY(!impactOf(ItemKind::Cell, q4.id));
        const Impact *ch = impactOf(ItemKind::Chart, chart.id);
        QVERIFY(ch);
        QCOMPARE(ch->fix, FixKind::Rewrite);
        QCOMPARE(ch->chartAfter.y.first().column, QStringLiteral("total"));
        QCOMPARE(ch->chartAfter.x, QStringLiteral("status"));

        const Impact *g1 = impactOf(ItemKind::GlossaryTerm, QStringLiteral("1"));
        QVERIFY(g1);
        QCOMPARE(g1->glossaryAfter.expression, QStringLiteral("SUM(total)"));
        const Impact *g2 = impactOf(ItemKind::GlossaryTerm, QStringLiteral("2"));
        QVERIFY(g2);
        QCOMPARE(g2->fix, FixKind::DropStale);

        const Impact *e1 = impactOf(ItemKind::Example, QStringLiteral("7"));
        QVERIFY(e1);
        QCOMPARE(e1->exampleAfter.sql, QStringLiteral("SELECT status, SUM(total) FROM orders GROUP BY status"));
        const Impact *e2 = impactOf(ItemKind::Example, QStringLiteral("8"));
        QVERIFY(e2);
        QCOMPARE(e2->fix, FixKind::DropStale);
        QVERIFY(!e2->fixIsSure); // dropping is the user's call

        const Impact *d1 = impactOf(ItemKind::Description, QStringLiteral("orders.amount"));
        QVERIFY(d1);
        QCOMPARE(d1->fix, FixKind::MoveDescription);
        QCOMPARE(d1->descriptionColumn, QStringLiteral("total"));
        const Impact *d2 = impactOf(ItemKind::Description, QStringLiteral("customers.fax"));
        QVERIFY(d2);
        QCOMPARE(d2->fix, FixKind::DropStale);
        QVERIFY(!impactOf(ItemKind::Description, QStringLiteral("orders")));

        const Impact *policy = impactOf(ItemKind::AccessPolicy, QStringLiteral("policy"));
        QVERIFY(policy);
        QVERIFY(policy->breaks); // the hidden column is visible under its new name until fixed
        QCOMPARE(security::AccessPolicy::fromJson(policy->policyAfter).hiddenColumns, QSet<QString>{QStringLiteral("orders.total")});
    }

    void nothingChangedTouchesNothing()
    {
        DriftReport unchanged;
        unchanged.status = DriftReport::Status::Unchanged;
        ImpactInputs in;
        in.examples << knowledge::ExampleEntry{};
        QVERIFY(findImpacts(unchanged, shop(), in).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDriftImpact)
#include "tst_drift_impact.moc"
