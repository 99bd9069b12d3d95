// The cell dependency DAG, table-driven: cells in, parents, children, stale sets and errors out.

#include "notebook/dependencygraph.h"
#include "notebook/notebook.h"
#include "notebook/sqlcomposer.h"
#include "notebook/sqlreferences.h"

#include "db/dialect.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace assay;
using namespace assay::notebook;

namespace {

// "name|kind|text": kind is sql, chart (text = source cell name) or md.
QString build(Notebook &nb, const QStringList &spec)
{
    QHash<QString, QString> chartSources;
    for (const QString &line : spec) {
        const QStringList parts = line.split(u'|');
        Cell c;
        c.name = parts.value(0);
        const QString kind = parts.value(1);
        c.kind = kind == u"chart" ? CellKind::Chart : kind == u"md" ? CellKind::Markdown : CellKind::Sql;
        if (c.kind == CellKind::Chart)
            chartSources.insert(c.name, parts.value(2));
        else
            c.source = parts.mid(2).join(u'|');
        nb.insertCell(nb.count(), c);
    }
    for (auto it = chartSources.begin(); it != chartSources.end(); ++it) {
        const Cell *chart = nullptr;
        const Cell *source = nullptr;
        for (const Cell &c : nb.cells()) {
            if (c.name == it.key())
                chart = &c;
            if (c.name == it.value())
                source = &c;
        }
        nb.setChartSource(chart->id, source ? source->id : QStringLiteral("deleted-cell"));
    }
    return {};
}

QString idOf(const Notebook &nb, const QString &name)
{
    for (const Cell &c : nb.cells()) {
        if (c.name == name)
            return c.id;
    }
    return {};
}

QStringList namesOf(const Notebook &nb, const QStringList &ids)
{
    QStringList out;
    for (const QString &id : ids)
        out << nb.cell(id)->name;
    return out;
}

QString kindKey(Diagnostic::Kind k)
{
    switch (k) {
    case Diagnostic::Kind::None:
        return QString();
    case Diagnostic::Kind::ParseError:
        return QStringLiteral("parse");
    case Diagnostic::Kind::InvalidName:
        return QStringLiteral("invalid");
    case Diagnostic::Kind::DuplicateName:
        return QStringLiteral("duplicate");
    case Diagnostic::Kind::UnknownName:
        return QStringLiteral("unknown");
    case Diagnostic::Kind::Cycle:
        return QStringLiteral("cycle");
    case Diagnostic::Kind::MissingSource:
        return QStringLiteral("missing");
    case Diagnostic::Kind::ShadowsTable:
        return QStringLiteral("shadows");
    case Diagnostic::Kind::NotAParameter:
        return QStringLiteral("not-a-parameter");
    case Diagnostic::Kind::UndeclaredParameter:
        return QStringLiteral("undeclared-parameter");
    }
    return {};
}

} // namespace

class TestNotebookDag : public QObject {
    Q_OBJECT
private slots:
    void edges_data();
    void edges();
    void staleSets_data();
    void staleSets();
    void editThatDoesNotParseKeepsEdges();
    void topologicalOrderBreaksTiesByNotebookOrder();
    void renameRewritesReferences();
    void incrementalMatchesFullRebuild();
    void composesCtes();
    void composerMapsErrorPositions();
    void newCellNamesAvoidTables();
    void cellNamedLikeTheTableItReads();
};

void TestNotebookDag::edges_data()
{
    QTest::addColumn<QStringList>("cells");
    QTest::addColumn<QStringList>("tables");
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QStringList>("parents");
    QTest::addColumn<QStringList>("children");
    QTest::addColumn<QString>("error");
    QTest::addColumn<int>("flavor");

    const int generic = int(sql::Flavor::Generic);
    const QStringList noTables;
    QTest::newRow("select from a cell") << QStringList{"a|sql|SELECT * FROM orders", "b|sql|SELECT * FROM a"} << noTables
                                        << "b" << QStringList{"a"} << QStringList{} << "" << generic;
    QTest::newRow("children of the source") << QStringList{"a|sql|SELECT * FROM orders", "b|sql|SELECT * FROM a", "c|sql|SELECT 1 FROM a"}
                                            << noTables << "a" << QStringList{} << QStringList{"b", "c"} << "" << generic;
    QTest::newRow("join of two cells") << QStringList{"a|sql|SELECT 1 AS k", "b|sql|SELECT 1 AS k", "c|sql|SELECT * FROM a JOIN b ON a.k = b.k"}
                                       << noTables << "c" << QStringList{"a", "b"} << QStringList{} << "" << generic;
    QTest::newRow("left and cross joins") << QStringList{"a|sql|SELECT 1", "b|sql|SELECT 1", "c|sql|SELECT * FROM t LEFT OUTER JOIN a ON 1=1 CROSS JOIN b"}
                                          << noTables << "c" << QStringList{"a", "b"} << QStringList{} << "" << generic;
    QTest::newRow("from list") << QStringList{"a|sql|SELECT 1", "b|sql|SELECT 1", "c|sql|SELECT * FROM a x, b AS y WHERE 1=1"}
                               << noTables << "c" << QStringList{"a", "b"} << QStringList{} << "" << generic;
    QTest::newRow("name in a string") << QStringList{"a|sql|SELECT 1", "b|sql|SELECT 'FROM a' AS s"} << noTables << "b"
                                      << QStringList{} << QStringList{} << "" << generic;
    QTest::newRow("name in comments") << QStringList{"a|sql|SELECT 1", "b|sql|SELECT 1 -- FROM a\n/* JOIN a */"} << noTables
                                      << "b" << QStringList{} << QStringList{} << "" << generic;
    QTest::newRow("quoted identifier") << QStringList{"a|sql|SELECT 1", "b|sql|SELECT * FROM \"a\""} << noTables << "b"
                                       << QStringList{"a"} << QStringList{} << "" << generic;
    QTest::newRow("case-insensitive") << QStringList{"monthly|sql|SELECT 1", "b|sql|select * from MONTHLY"} << noTables << "b"
                                      << QStringList{"monthly"} << QStringList{} << "" << generic;
    QTest::newRow("mysql backticks") << QStringList{"a|sql|SELECT 1", "b|sql|SELECT * FROM `a`"} << noTables << "b"
                                     << QStringList{"a"} << QStringList{} << "" << int(sql::Flavor::MySQL);
    QTest::newRow("cte shadows a cell") << QStringList{"a|sql|SELECT 1", "b|sql|WITH a AS (SELECT 2) SELECT * FROM a"} << noTables
                                        << "b" << QStringList{} << QStringList{} << "" << generic;
    QTest::newRow("cte body reads a cell") << QStringList{"a|sql|SELECT 1", "b|sql|WITH x AS (SELECT * FROM a) SELECT * FROM x"}
                                           << noTables << "b" << QStringList{"a"} << QStringList{} << "" << generic;
    QTest::newRow("cte scope ends with its subquery")
        << QStringList{"a|sql|SELECT 1", "b|sql|SELECT * FROM (WITH a AS (SELECT 2) SELECT * FROM a) t JOIN a ON 1=1"} << noTables
        << "b" << QStringList{"a"} << QStringList{} << "" << generic;
    QTest::newRow("recursive cte") << QStringList{"seq|sql|SELECT 1", "b|sql|WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM seq WHERE n < 5) SELECT * FROM seq"}
                                   << noTables << "b" << QStringList{} << QStringList{} << "" << generic;
    QTest::newRow("qualified name is a table") << QStringList{"a|sql|SELECT 1", "b|sql|SELECT * FROM main.a"} << noTables << "b"
                                               << QStringList{} << QStringList{} << "" << generic;
    QTest::newRow("self name is the table") << QStringList{"orders|sql|SELECT * FROM orders"} << QStringList{"orders"} << "orders"
                                            << QStringList{} << QStringList{} << "shadows" << generic;
    QTest::newRow("subquery in where") << QStringList{"a|sql|SELECT 1 AS id", "b|sql|SELECT * FROM t WHERE id IN (SELECT id FROM a)"}
                                       << noTables << "b" << QStringList{"a"} << QStringList{} << "" << generic;
    QTest::newRow("union") << QStringList{"a|sql|SELECT 1", "b|sql|SELECT 2", "c|sql|SELECT * FROM a UNION ALL SELECT * FROM b"}
                           << noTables << "c" << QStringList{"a", "b"} << QStringList{} << "" << generic;
    QTest::newRow("table function") << QStringList{"generate_series|sql|SELECT 1", "b|sql|SELECT * FROM generate_series(1, 3)"}
                                    << noTables << "b" << QStringList{} << QStringList{} << "" << generic;
    QTest::newRow("extract from") << QStringList{"d|sql|SELECT 1", "b|sql|SELECT EXTRACT(YEAR FROM d) FROM t"} << noTables << "b"
                                  << QStringList{} << QStringList{} << "" << generic;
    QTest::newRow("two-cell cycle") << QStringList{"a|sql|SELECT * FROM b", "b|sql|SELECT * FROM a"} << noTables << "a"
                                    << QStringList{"b"} << QStringList{"b"} << "cycle" << generic;
    QTest::newRow("three-cell cycle") << QStringList{"a|sql|SELECT * FROM c", "b|sql|SELECT * FROM a", "c|sql|SELECT * FROM b"}
                                      << noTables << "b" << QStringList{"a"} << QStringList{"c"} << "cycle" << generic;
    QTest::newRow("duplicate definers") << QStringList{"a|sql|SELECT 1", "a|sql|SELECT 2", "b|sql|SELECT 3"} << noTables << "a"
                                        << QStringList{} << QStringList{} << "duplicate" << generic;
    QTest::newRow("reading a duplicate") << QStringList{"a|sql|SELECT 1", "a|sql|SELECT 2", "b|sql|SELECT * FROM a"} << noTables
                                         << "b" << QStringList{} << QStringList{} << "duplicate" << generic;
    QTest::newRow("unknown with catalog") << QStringList{"a|sql|SELECT * FROM nope"} << QStringList{"orders"} << "a"
                                          << QStringList{} << QStringList{} << "unknown" << generic;
    QTest::newRow("table with catalog") << QStringList{"a|sql|SELECT * FROM Orders"} << QStringList{"orders"} << "a"
                                        << QStringList{} << QStringList{} << "" << generic;
    QTest::newRow("unknown without catalog") << QStringList{"a|sql|SELECT * FROM nope"} << noTables << "a" << QStringList{}
                                             << QStringList{} << "" << generic;
    QTest::newRow("chart reads its source") << QStringList{"a|sql|SELECT 1", "plot|chart|a"} << noTables << "a" << QStringList{}
                                            << QStringList{"plot"} << "" << generic;
    QTest::newRow("chart without source") << QStringList{"plot|chart|gone"} << noTables << "plot" << QStringList{} << QStringList{}
                                          << "missing" << generic;
    QTest::newRow("markdown embeds a cell") << QStringList{"total|sql|SELECT 42", "note|md|Revenue was {{ total }}."} << noTables
                                            << "note" << QStringList{"total"} << QStringList{} << "" << generic;
    QTest::newRow("markdown unknown") << QStringList{"note|md|Revenue was {{total}}."} << noTables << "note" << QStringList{}
                                      << QStringList{} << "unknown" << generic;
    QTest::newRow("invalid name") << QStringList{"select|sql|SELECT 1"} << noTables << "select" << QStringList{} << QStringList{}
                                  << "invalid" << generic;
    QTest::newRow("unterminated string") << QStringList{"a|sql|SELECT 'open"} << noTables << "a" << QStringList{} << QStringList{}
                                         << "parse" << generic;
    QTest::newRow("sql cannot read a chart") << QStringList{"a|sql|SELECT 1", "plot|chart|a", "b|sql|SELECT * FROM plot"}
                                             << noTables << "b" << QStringList{} << QStringList{} << "" << generic;
}

void TestNotebookDag::edges()
{
    QFETCH(QStringList, cells);
    QFETCH(QStringList, tables);
    QFETCH(QString, cell);
    QFETCH(QStringList, parents);
    QFETCH(QStringList, children);
    QFETCH(QString, error);
    QFETCH(int, flavor);
    Notebook nb;
    nb.setFlavor(sql::Flavor(flavor));
    if (!tables.isEmpty())
        nb.setCatalogTables(tables);
    build(nb, cells);
    const QString id = idOf(nb, cell);
    QVERIFY(!id.isEmpty());
    QCOMPARE(namesOf(nb, nb.graph().parents(id)), parents);
    QCOMPARE(namesOf(nb, nb.graph().children(id)), children);
    const Diagnostic d = nb.graph().diagnostic(id);
    QCOMPARE(kindKey(d.kind), error);
    if (!error.isEmpty())
        QVERIFY(!d.message.isEmpty());
}

void TestNotebookDag::staleSets_data()
{
    QTest::addColumn<QStringList>("cells");
    QTest::addColumn<QString>("edited");
    QTest::addColumn<QStringList>("stale");

    const QStringList chain = {"a|sql|SELECT 1 AS v", "b|sql|SELECT v FROM a", "c|sql|SELECT v FROM b",
                               "d|sql|SELECT 2 AS w", "plot|chart|c", "note|md|{{ c }} and {{ d }}"};
    QTest::newRow("edit the root") << chain << "a" << QStringList{"a", "b", "c", "plot", "note"};
    QTest::newRow("edit the middle") << chain << "b" << QStringList{"b", "c", "plot", "note"};
    QTest::newRow("edit a leaf") << chain << "note" << QStringList{"note"};
    QTest::newRow("edit an independent cell") << chain << "d" << QStringList{"d", "note"};
}

void TestNotebookDag::staleSets()
{
    QFETCH(QStringList, cells);
    QFETCH(QString, edited);
    QFETCH(QStringList, stale);
    Notebook nb;
    build(nb, cells);
    for (const Cell &c : nb.cells())
        nb.setState(c.id, CellState::Done);
    const QString id = idOf(nb, edited);
    const Cell *c = nb.cell(id);
    if (c->kind == CellKind::Markdown)
        nb.setSource(id, c->source + QStringLiteral(" edited"));
    else
        nb.setSource(id, c->source + QStringLiteral(" "));
    QStringList got;
    for (const Cell &cell : nb.cells()) {
        if (nb.state(cell.id) == CellState::Stale)
            got << cell.name;
    }
    QCOMPARE(got, stale);
}

void TestNotebookDag::editThatDoesNotParseKeepsEdges()
{
    Notebook nb;
    build(nb, {"a|sql|SELECT 1", "b|sql|SELECT 2", "c|sql|SELECT * FROM a"});
    const QString c = idOf(nb, "c");
    nb.setSource(c, QStringLiteral("SELECT * FROM b WHERE name = 'unfinished"));
    QCOMPARE(namesOf(nb, nb.graph().parents(c)), QStringList{"a"});
    QCOMPARE(nb.graph().diagnostic(c).kind, Diagnostic::Kind::ParseError);
    nb.setSource(c, QStringLiteral("SELECT * FROM b WHERE name = 'finished'"));
    QCOMPARE(namesOf(nb, nb.graph().parents(c)), QStringList{"b"});
    QCOMPARE(nb.graph().diagnostic(c).kind, Diagnostic::Kind::None);
}

void TestNotebookDag::topologicalOrderBreaksTiesByNotebookOrder()
{
    Notebook nb;
    // Notebook order: d, c, b, a; c reads a, so a must come before c.
    build(nb, {"d|sql|SELECT 1", "c|sql|SELECT * FROM a", "b|sql|SELECT 2", "a|sql|SELECT 3"});
    QCOMPARE(namesOf(nb, nb.graph().topologicalOrder(nb.cellIds())), (QStringList{"d", "b", "a", "c"}));
    // Moving b to the top changes only the tie-breaking.
    nb.moveCell(idOf(nb, "b"), 0);
    QCOMPARE(namesOf(nb, nb.graph().topologicalOrder(nb.cellIds())), (QStringList{"b", "d", "a", "c"}));
}

void TestNotebookDag::renameRewritesReferences()
{
    Notebook nb;
    build(nb, {"sales|sql|SELECT * FROM orders",
               "by_month|sql|SELECT m, SUM(x) FROM sales s JOIN \"sales\" t ON 1=1 WHERE note = 'sales' -- sales\nGROUP BY m",
               "shadow|sql|WITH sales AS (SELECT 1) SELECT * FROM sales",
               "note|md|Total: {{sales}}", "plot|chart|sales"});
    const QString id = idOf(nb, "sales");
    const RenamePlan plan = nb.planRename(id, QStringLiteral("revenue"));
    QCOMPARE(namesOf(nb, plan.affectedCellIds), (QStringList{"by_month", "note"}));
    const QHash<QString, QString> before = nb.applyRename(plan);
    QCOMPARE(before.size(), 2);
    QCOMPARE(nb.cell(id)->name, QStringLiteral("revenue"));
    QCOMPARE(nb.cell(idOf(nb, "by_month"))->source,
             QStringLiteral("SELECT m, SUM(x) FROM revenue s JOIN \"revenue\" t ON 1=1 WHERE note = 'sales' -- sales\nGROUP BY m"));
    QCOMPARE(nb.cell(idOf(nb, "shadow"))->source, QStringLiteral("WITH sales AS (SELECT 1) SELECT * FROM sales"));
    QCOMPARE(nb.cell(idOf(nb, "note"))->source, QStringLiteral("Total: {{revenue}}"));
    QCOMPARE(namesOf(nb, nb.graph().children(id)), (QStringList{"by_month", "note", "plot"}));
    QVERIFY(!nb.setName(id, QStringLiteral("not valid")));
}

void TestNotebookDag::incrementalMatchesFullRebuild()
{
    // Random edits applied incrementally must give the same graph as building from scratch.
    const QStringList names = {"a", "b", "c", "d", "e", "f"};
    const bool trace = qEnvironmentVariableIsSet("DAG_TRACE");
    for (quint32 seed = 1; seed <= 40; ++seed) {
    QRandomGenerator rng(seed);
    Notebook nb;
    for (int step = 0; step < 300; ++step) {
        const int op = rng.bounded(5);
        const QString name = names[rng.bounded(names.size())];
        const QString other = names[rng.bounded(names.size())];
        const QString third = names[rng.bounded(names.size())];
        const QString sql = QStringLiteral("SELECT * FROM %1 JOIN %2 ON 1=1").arg(other, third);
        QString what;
        if (op == 0 || nb.count() < 3) {
            Cell c;
            c.name = name;
            c.source = sql;
            c.kind = rng.bounded(6) == 0 ? CellKind::Markdown : CellKind::Sql;
            if (c.kind == CellKind::Markdown)
                c.source = QStringLiteral("{{%1}}").arg(other);
            const int at = rng.bounded(nb.count() + 1);
            what = QStringLiteral("insert %1 '%2' at %3").arg(name, c.source).arg(at);
            nb.insertCell(at, c);
        } else if (op == 1) {
            const Cell &victim = nb.at(rng.bounded(nb.count()));
            what = QStringLiteral("remove %1").arg(victim.name);
            nb.removeCell(victim.id); // a reference into the notebook's own list, as views pass it
        } else if (op == 2) {
            const QString id = nb.at(rng.bounded(nb.count())).id;
            what = QStringLiteral("rename %1 to %2").arg(nb.cell(id)->name, name);
            nb.setName(id, name);
        } else if (op == 3) {
            const Cell &c = nb.at(rng.bounded(nb.count()));
            const QString source = c.kind == CellKind::Markdown ? QStringLiteral("{{%1}}").arg(other) : sql;
            what = QStringLiteral("edit %1 to '%2'").arg(c.name, source);
            nb.setSource(c.id, source);
        } else {
            const Cell &moved = nb.at(rng.bounded(nb.count()));
            const int to = rng.bounded(nb.count());
            what = QStringLiteral("move %1 to %2").arg(moved.name).arg(to);
            nb.moveCell(moved.id, to);
        }
        if (trace)
            qInfo() << step << what;
        DependencyGraph fresh;
        fresh.setOrder(nb.cellIds());
        for (const Cell &c : nb.cells())
            fresh.upsert(c);
        DependencyGraph batch; // the path files take
        batch.rebuild(nb.cells());
        for (const Cell &c : nb.cells()) {
            QCOMPARE(batch.parents(c.id), fresh.parents(c.id));
            QCOMPARE(batch.isOnCycle(c.id), fresh.isOnCycle(c.id));
            QCOMPARE(nb.graph().parents(c.id), fresh.parents(c.id));
            QCOMPARE(nb.graph().children(c.id), fresh.children(c.id));
            QCOMPARE(nb.graph().isOnCycle(c.id), fresh.isOnCycle(c.id));
            if (nb.graph().diagnostic(c.id).kind != fresh.diagnostic(c.id).kind)
                qInfo() << "seed" << seed << "step" << step << c.name;
            QCOMPARE(nb.graph().diagnostic(c.id).kind, fresh.diagnostic(c.id).kind);
        }
    }
    }
}

void TestNotebookDag::composesCtes()
{
    Notebook nb;
    build(nb, {"base|sql|SELECT * FROM orders;  -- all orders\n",
               "monthly|sql|WITH x AS (SELECT 1) SELECT month, SUM(amount) AS total FROM base GROUP BY month",
               "top|sql|WITH RECURSIVE r(n) AS (SELECT 1) SELECT * FROM monthly ORDER BY total DESC"});
    const db::Dialect &d = db::Dialect::forEngine(db::Engine::SQLite);
    const ComposedQuery q = composeCellQuery(nb, idOf(nb, "top"), d);
    QVERIFY2(q.ok(), qPrintable(q.error));
    QCOMPARE(q.sql, QStringLiteral("WITH RECURSIVE base AS (\nSELECT * FROM orders\n),\n"
                                   "monthly AS (\nWITH x AS (SELECT 1) SELECT month, SUM(amount) AS total FROM base GROUP BY month\n),\n"
                                   "r(n) AS (SELECT 1) SELECT * FROM monthly ORDER BY total DESC"));
    QCOMPARE(namesOf(nb, q.inlinedIds), (QStringList{"base", "monthly"}));
    // A cell that reads nothing runs as written, several statements included.
    const ComposedQuery plain = composeCellQuery(nb, idOf(nb, "base"), d);
    QCOMPARE(plain.sql, nb.cell(idOf(nb, "base"))->source);

    // Several statements in a cell that others read: a clear error.
    nb.setSource(idOf(nb, "base"), QStringLiteral("SELECT 1; SELECT 2"));
    QVERIFY(composeCellQuery(nb, idOf(nb, "top"), d).error.contains(QLatin1String("2 statements")));
    nb.setSource(idOf(nb, "base"), QStringLiteral("DELETE FROM orders"));
    QVERIFY(composeCellQuery(nb, idOf(nb, "monthly"), d).error.contains(QLatin1String("not a query")));
}

void TestNotebookDag::composerMapsErrorPositions()
{
    Notebook nb;
    build(nb, {"base|sql|SELECT 1 AS v", "b|sql|  SELECT v, nope FROM base"});
    const ComposedQuery q = composeCellQuery(nb, idOf(nb, "b"), db::Dialect::forEngine(db::Engine::SQLite));
    const int inComposed = int(q.sql.indexOf(QLatin1String("nope")));
    QCOMPARE(q.mapToCell(inComposed), int(nb.cell(idOf(nb, "b"))->source.indexOf(QLatin1String("nope"))));
    QCOMPARE(q.mapToCell(int(q.sql.indexOf(QLatin1String("SELECT 1")))), -1);
}

void TestNotebookDag::newCellNamesAvoidTables()
{
    // A cell named like a table shadows it for every later cell that reads the name.
    Notebook nb;
    nb.setCatalogTables({QStringLiteral("orders"), QStringLiteral("Query")});
    QVERIFY(nb.uniqueName(QStringLiteral("orders")).compare(QLatin1String("orders"), Qt::CaseInsensitive) != 0);
    QCOMPARE(nb.uniqueName(QStringLiteral("orders_preview")), QStringLiteral("orders_preview"));
    Cell c;
    c.source = QStringLiteral("SELECT 1");
    const QString id = nb.insertCell(0, c); // automatic name: "query" is a table here
    QVERIFY(nb.cell(id)->name.compare(QLatin1String("query"), Qt::CaseInsensitive) != 0);
    QVERIFY(isValidCellName(nb.cell(id)->name));
}

void TestNotebookDag::cellNamedLikeTheTableItReads()
{
    Notebook nb;
    nb.setCatalogTables({QStringLiteral("orders")});
    build(nb, {"preview|sql|SELECT * FROM \"orders\" LIMIT 100", "n|sql|SELECT count(*) FROM orders"});
    const db::Dialect &d = db::Dialect::forEngine(db::Engine::SQLite);
    QVERIFY(composeCellQuery(nb, idOf(nb, "n"), d).ok());
    // Renamed to the table it reads: a clear diagnostic, not WITH "orders" AS (... FROM "orders").
    QVERIFY(nb.setName(idOf(nb, "preview"), QStringLiteral("orders")));
    const Diagnostic own = nb.graph().diagnostic(idOf(nb, "orders"));
    QVERIFY(own.isError());
    QVERIFY2(own.message.contains(QLatin1String("rename")), qPrintable(own.message));
    const ComposedQuery reader = composeCellQuery(nb, idOf(nb, "n"), d);
    QVERIFY(!reader.ok());
    QVERIFY2(reader.error.contains(QLatin1String("name of the table it reads")), qPrintable(reader.error));
    // Without a catalog too: a cell that reads its own name can only mean the table.
    Notebook bare;
    build(bare, {"orders|sql|SELECT * FROM orders"});
    QVERIFY(bare.graph().diagnostic(idOf(bare, "orders")).isError());
}

QTEST_GUILESS_MAIN(TestNotebookDag)
#include "tst_notebook_dag.moc"
