// Notebook parameters without a server: where `:name` is a parameter and where it is text, how
// each engine's placeholders and lists are written, the DAG edges and diagnostics, the plan a new
// value makes (and, on a real SQLite file, that exactly those cells run), the file format and its
// reader for version 1, and the values given from outside (`--param`).

#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "notebook/notebookrunner.h"
#include "notebook/parameterassignment.h"
#include "notebook/parameterbinding.h"
#include "notebook/sqlcomposer.h"
#include "notebook/sqlparameters.h"

#include "db/dbsession.h"
#include "db/resultstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace assay;
using namespace assay::notebook;

namespace {

QString addCell(Notebook &nb, CellKind kind, const QString &name, const QString &source = {}) {
    Cell c;
    c.kind = kind;
    c.name = name;
    c.source = source;
    return nb.insertCell(nb.count(), c);
}

QString addParameter(Notebook &nb, const QString &name, ParameterType type,
                     const QStringList &value, bool multiple = false) {
    Cell c;
    c.kind = CellKind::Parameter;
    c.name = name;
    c.parameter.type = type;
    c.parameter.multiple = multiple;
    c.parameter.defaultValue = value;
    return nb.insertCell(nb.count(), c);
}

// name[.start|.end] of each reference, in order.
QStringList describe(const QList<ParameterReference> &refs) {
    QStringList out;
    for (const ParameterReference &r : refs) {
        QString s = r.name;
        if (r.member == RangeEnd::Start)
            s += QStringLiteral(".start");
        else if (r.member == RangeEnd::End)
            s += QStringLiteral(".end");
        if (r.listBegin >= 0)
            s += r.negated ? QStringLiteral(" not-in") : QStringLiteral(" in");
        if (r.afterBetween)
            s += QStringLiteral(" between");
        out << s;
    }
    return out;
}

} // namespace

class TestNotebookParams : public QObject {
    Q_OBJECT
private slots:
    void findsParameters_data();
    void findsParameters();
    void bindsPerEngine_data();
    void bindsPerEngine();
    void bindingErrorsNameTheParameter_data();
    void bindingErrorsNameTheParameter();
    void errorPositionsMapThroughPlaceholders();
    void parametersAreNodesOfTheGraph();
    void namesAndDiagnostics();
    void removedParameterIsAClearError();
    void renameRewritesReaders();
    void planRunsOnlyTheDependents();
    void changedValueRunsExactlyTheDependentsOnSqlite();
    void markStaleModeRunsNothing();
    void fileRoundTripAndSharing();
    void readsVersionOneFiles();
    void assignmentsFromOutside();
    void parsesTypedText_data();
    void parsesTypedText();

private:
    std::unique_ptr<db::DbSession> sqlite();
    QTemporaryDir m_dir;
};

void TestNotebookParams::findsParameters_data() {
    QTest::addColumn<QString>("sql");
    QTest::addColumn<int>("flavor");
    QTest::addColumn<QStringList>("expected");
    const int generic = int(sql::Flavor::Generic);
    const int pg = int(sql::Flavor::PostgreSQL);
    const int mysql = int(sql::Flavor::MySQL);
    QTest::newRow("plain") << "SELECT * FROM t WHERE r = :region" << generic
                           << QStringList{"region"};
    QTest::newRow("in a string") << "SELECT ':region', 'a:b' FROM t" << generic << QStringList{};
    QTest::newRow("line comment") << "SELECT 1 -- :region\nFROM t" << generic << QStringList{};
    QTest::newRow("block comment") << "SELECT /* :region */ 1" << generic << QStringList{};
    QTest::newRow("quoted identifier") << "SELECT \"a:region\" FROM t" << generic << QStringList{};
    QTest::newRow("pg cast") << "SELECT x::text, y :: int FROM t WHERE z = :z::date" << pg
                             << QStringList{"z"};
    QTest::newRow("pg slice") << "SELECT a[1:n], a[lo:hi] FROM t WHERE b = :b" << pg
                              << QStringList{"b"};
    QTest::newRow("pg dollar quote") << "SELECT $$ :region $$, $q$:x$q$" << pg << QStringList{};
    QTest::newRow("pg E string") << "SELECT E'\\' :region' FROM t" << pg << QStringList{};
    QTest::newRow("assignment :=") << "SET @x := 1; SELECT @x" << mysql << QStringList{};
    QTest::newRow("assignment then parameter") << "SELECT @x := :y" << mysql << QStringList{"y"};
    QTest::newRow("mysql backtick") << "SELECT `:region` FROM t" << mysql << QStringList{};
    QTest::newRow("time literal") << "SELECT '12:30:00'" << generic << QStringList{};
    QTest::newRow("range ends") << "WHERE d >= :period.start AND d <= :period.end" << generic
                                << QStringList{"period.start", "period.end"};
    QTest::newRow("range between")
        << "WHERE d BETWEEN :period" << generic << QStringList{"period between"};
    QTest::newRow("list") << "WHERE r IN (:regions)" << generic << QStringList{"regions in"};
    QTest::newRow("list without parentheses")
        << "WHERE r IN :regions" << generic << QStringList{"regions in"};
    QTest::newRow("not in") << "WHERE r NOT IN ( :regions )" << generic
                            << QStringList{"regions not-in"};
    QTest::newRow("in with others is not a list")
        << "WHERE r IN (:a, :b)" << generic << QStringList{"a", "b"};
    QTest::newRow("same twice") << ":a + :A" << generic << QStringList{"a", "A"};
}

void TestNotebookParams::findsParameters() {
    QFETCH(QString, sql);
    QFETCH(int, flavor);
    QFETCH(QStringList, expected);
    QCOMPARE(describe(findParameterReferences(sql, sql::Flavor(flavor))), expected);
}

void TestNotebookParams::bindsPerEngine_data() {
    QTest::addColumn<int>("engine");
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("bound");
    QTest::addColumn<int>("values");
    const int sqlite = int(db::Engine::SQLite);
    const int pg = int(db::Engine::PostgreSQL);
    const int mysql = int(db::Engine::MySQL);
    const QString twice = QStringLiteral("SELECT * FROM t WHERE a = :region OR b = :region");
    QTest::newRow("sqlite reuses ?1")
        << sqlite << twice << "SELECT * FROM t WHERE a = ?1 OR b = ?1" << 1;
    QTest::newRow("postgres reuses $1")
        << pg << twice << "SELECT * FROM t WHERE a = $1 OR b = $1" << 1;
    QTest::newRow("mysql one ? each")
        << mysql << twice << "SELECT * FROM t WHERE a = ? OR b = ?" << 2;
    const QString list =
        QStringLiteral("SELECT * FROM t WHERE r IN (:regions) AND s NOT IN (:regions)");
    QTest::newRow("sqlite list") << sqlite << list
                                 << "SELECT * FROM t WHERE r IN (SELECT value FROM json_each(?1)) "
                                    "AND s NOT IN (SELECT value FROM json_each(?1))"
                                 << 1;
    QTest::newRow("postgres list")
        << pg << list << "SELECT * FROM t WHERE r = ANY($1) AND s <> ALL($1)" << 1;
    QTest::newRow("mysql list") << mysql << list
                                << "SELECT * FROM t WHERE r IN (?, ?, ?) AND s NOT IN (?, ?, ?)"
                                << 6;
    const QString range =
        QStringLiteral("WHERE d BETWEEN :period AND e >= :period.start AND e < :period.end");
    QTest::newRow("sqlite range") << sqlite << range
                                  << "WHERE d BETWEEN ?1 AND ?2 AND e >= ?1 AND e < ?2" << 2;
    QTest::newRow("mysql range") << mysql << range << "WHERE d BETWEEN ? AND ? AND e >= ? AND e < ?"
                                 << 4;
    QTest::newRow("string untouched") << pg << "SELECT ':region', :region"
                                      << "SELECT ':region', $1" << 1;
}

void TestNotebookParams::bindsPerEngine() {
    QFETCH(int, engine);
    QFETCH(QString, sql);
    QFETCH(QString, bound);
    QFETCH(int, values);
    ParameterSpec text;
    ParameterSpec regions;
    regions.type = ParameterType::Choice;
    regions.multiple = true;
    ParameterSpec period;
    period.type = ParameterType::DateRange;
    const db::Engine e = db::Engine(engine);
    ParameterBinder binder(e, db::Dialect::forEngine(e).flavor(),
                           [&](const QString &name) -> std::optional<ParameterBinding> {
                               if (name == u"region")
                                   return ParameterBinding{QStringLiteral("region"),
                                                           text,
                                                           {QStringLiteral("' OR 1=1 --")}};
                               if (name == u"regions")
                                   return ParameterBinding{QStringLiteral("regions"),
                                                           regions,
                                                           {"North", "South", "O'Hara"}};
                               if (name == u"period")
                                   return ParameterBinding{QStringLiteral("period"),
                                                           period,
                                                           {"2025-01-01", "2025-03-31"}};
                               return std::nullopt;
                           });
    QCOMPARE(binder.bind(sql), bound);
    QVERIFY2(binder.error().isEmpty(), qPrintable(binder.error()));
    QCOMPARE(binder.values().size(), values);
    // The values travel apart: no text of any value is in the SQL.
    for (const db::BoundValue &v : binder.values())
        QVERIFY(v.value.typeId() == QMetaType::QVariantList || v.value.toString().isEmpty() ||
                !bound.contains(v.value.toString()));
    QVERIFY(!bound.contains(QStringLiteral("OR 1=1")));
}

void TestNotebookParams::bindingErrorsNameTheParameter_data() {
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no value") << "SELECT :nobody"
                              << ":nobody";
    QTest::newRow("list outside IN") << "SELECT * FROM t WHERE r = :regions"
                                     << "use it as IN (:regions)";
    QTest::newRow("bare range") << "SELECT * FROM t WHERE d > :period"
                                << ":period.start";
    QTest::newRow("member of a text") << "SELECT :region.start"
                                      << "region is not a date range";
    QTest::newRow("unknown member") << "SELECT :period.middle"
                                    << ".start and .end";
    QTest::newRow("not a date") << "SELECT :when"
                                << "\"31/02/2025\" is not a date";
    QTest::newRow("none chosen") << "SELECT * FROM t WHERE r IN (:nothing)"
                                 << "choose at least one";
}

void TestNotebookParams::bindingErrorsNameTheParameter() {
    QFETCH(QString, sql);
    QFETCH(QString, expected);
    ParameterSpec list;
    list.type = ParameterType::Choice;
    list.multiple = true;
    ParameterSpec range;
    range.type = ParameterType::DateRange;
    ParameterSpec date;
    date.type = ParameterType::Date;
    ParameterBinder binder(
        db::Engine::SQLite, sql::Flavor::SQLite,
        [&](const QString &name) -> std::optional<ParameterBinding> {
            if (name == u"region")
                return ParameterBinding{QStringLiteral("region"), {}, {QStringLiteral("North")}};
            if (name == u"regions")
                return ParameterBinding{QStringLiteral("regions"), list, {"North"}};
            if (name == u"nothing")
                return ParameterBinding{QStringLiteral("nothing"), list, {}};
            if (name == u"period")
                return ParameterBinding{
                    QStringLiteral("period"), range, {"2025-01-01", "2025-02-01"}};
            if (name == u"when")
                return ParameterBinding{QStringLiteral("when"), date, {"31/02/2025"}};
            return std::nullopt;
        });
    QVERIFY(binder.bind(sql).isEmpty());
    QVERIFY2(binder.error().contains(expected), qPrintable(binder.error()));
    QVERIFY(binder.errorPosition() >= 0);
}

void TestNotebookParams::errorPositionsMapThroughPlaceholders() {
    // A cell reads another and a parameter: the error the database reports in the composed
    // query points back into the cell's own text, past the replaced placeholder.
    Notebook nb;
    addParameter(nb, QStringLiteral("region"), ParameterType::Text, {QStringLiteral("North")});
    addCell(nb, CellKind::Sql, QStringLiteral("base"),
            QStringLiteral("SELECT 1 AS x WHERE 'a' = :region"));
    const QString own = QStringLiteral("SELECT x FROM base WHERE :region = 'b' AND oops");
    const QString id = addCell(nb, CellKind::Sql, QStringLiteral("top"), own);
    const ComposedQuery q =
        composeCellQuery(nb, id, db::Dialect::forEngine(db::Engine::PostgreSQL));
    QVERIFY2(q.ok(), qPrintable(q.error));
    QCOMPARE(q.parameters.size(), 1); // one value, $1, in both places
    QVERIFY(q.sql.contains(QStringLiteral("'a' = $1")));
    const int composed = int(q.sql.indexOf(QStringLiteral("oops")));
    QCOMPARE(q.mapToCell(composed), int(own.indexOf(QStringLiteral("oops"))));
    QCOMPARE(q.mapToCell(int(q.sql.lastIndexOf(QStringLiteral("$1")))),
             int(own.indexOf(QStringLiteral(":region"))));
    QCOMPARE(q.usedParameters.size(), 1);
    QCOMPARE(q.usedParameters.first().values, QStringList{"North"});
}

void TestNotebookParams::parametersAreNodesOfTheGraph() {
    Notebook nb;
    const QString p =
        addParameter(nb, QStringLiteral("region"), ParameterType::Text, {QStringLiteral("North")});
    const QString a = addCell(nb, CellKind::Sql, QStringLiteral("a"),
                              QStringLiteral("SELECT * FROM orders WHERE region = :region"));
    const QString b =
        addCell(nb, CellKind::Sql, QStringLiteral("b"), QStringLiteral("SELECT count(*) FROM a"));
    const QString c = addCell(nb, CellKind::Sql, QStringLiteral("c"),
                              QStringLiteral("SELECT 1 FROM region")); // the table
    const QString m = addCell(nb, CellKind::Markdown, QStringLiteral("m"),
                              QStringLiteral("Results for {{region}}"));
    Cell chart;
    chart.kind = CellKind::Chart;
    chart.name = QStringLiteral("ch");
    chart.chartSourceId = b;
    const QString ch = nb.insertCell(nb.count(), chart);
    const DependencyGraph &g = nb.graph();
    QCOMPARE(g.children(p), (QStringList{a, m}));
    QCOMPARE(g.descendants(p), (QStringList{a, b, m, ch}));
    QVERIFY(!g.descendants(p).contains(c));
    QVERIFY(g.parents(c).isEmpty()); // FROM region reads the table, never the parameter
    QCOMPARE(nb.scalarValue(QStringLiteral("region")).toString(), QStringLiteral("North"));
    QCOMPARE(g.readersOfParameter(QStringLiteral("REGION")), QStringList{a});
}

void TestNotebookParams::namesAndDiagnostics() {
    Notebook nb;
    const QString dup =
        addParameter(nb, QStringLiteral("sales"), ParameterType::Text, {QStringLiteral("x")});
    const QString cell =
        addCell(nb, CellKind::Sql, QStringLiteral("sales"), QStringLiteral("SELECT 1"));
    QCOMPARE(nb.graph().diagnostic(dup).kind, Diagnostic::Kind::DuplicateName);
    QCOMPARE(nb.graph().diagnostic(cell).kind, Diagnostic::Kind::DuplicateName);

    const QString keyword =
        addParameter(nb, QStringLiteral("select"), ParameterType::Text, {QStringLiteral("x")});
    QCOMPARE(nb.graph().diagnostic(keyword).kind, Diagnostic::Kind::InvalidName);

    const QString query =
        addCell(nb, CellKind::Sql, QStringLiteral("q"), QStringLiteral("SELECT 1"));
    const QString wrong = addCell(nb, CellKind::Sql, QStringLiteral("w"),
                                  QStringLiteral("SELECT * FROM t WHERE x = :q"));
    QCOMPARE(nb.graph().diagnostic(wrong).kind, Diagnostic::Kind::NotAParameter);
    QVERIFY(nb.graph().diagnostic(wrong).isError());
    Q_UNUSED(query)

    const QString undeclared = addCell(nb, CellKind::Sql, QStringLiteral("u"),
                                       QStringLiteral("SELECT * FROM t WHERE r = :area"));
    const Diagnostic d = nb.graph().diagnostic(undeclared);
    QCOMPARE(d.kind, Diagnostic::Kind::UndeclaredParameter);
    QVERIFY(!d.isError()); // a value may come from --param
    QCOMPARE(nb.graph().undeclaredParameters(undeclared), QStringList{"area"});
    const ComposedQuery q =
        composeCellQuery(nb, undeclared, db::Dialect::forEngine(db::Engine::SQLite));
    QVERIFY(!q.ok());
    QVERIFY2(q.error.contains(QStringLiteral(":area")), qPrintable(q.error));
    nb.setUndeclaredParameterValues({{QStringLiteral("AREA"), {QStringLiteral("North")}}});
    const ComposedQuery given =
        composeCellQuery(nb, undeclared, db::Dialect::forEngine(db::Engine::SQLite));
    QVERIFY2(given.ok(), qPrintable(given.error));
    QCOMPARE(given.parameters.first().value.toString(), QStringLiteral("North"));
}

void TestNotebookParams::removedParameterIsAClearError() {
    Notebook nb;
    const QString p =
        addParameter(nb, QStringLiteral("region"), ParameterType::Text, {QStringLiteral("North")});
    const QString a = addCell(nb, CellKind::Sql, QStringLiteral("a"),
                              QStringLiteral("SELECT * FROM t WHERE r = :region"));
    QVERIFY(composeCellQuery(nb, a, db::Dialect::forEngine(db::Engine::SQLite)).ok());
    nb.setState(a, CellState::Done);
    nb.removeCell(p);
    QCOMPARE(nb.state(a), CellState::Stale);
    QCOMPARE(nb.graph().diagnostic(a).kind, Diagnostic::Kind::UndeclaredParameter);
    const ComposedQuery q = composeCellQuery(nb, a, db::Dialect::forEngine(db::Engine::SQLite));
    QVERIFY(!q.ok());
    QVERIFY(q.error.contains(QStringLiteral(":region")));
}

void TestNotebookParams::renameRewritesReaders() {
    Notebook nb;
    const QString p =
        addParameter(nb, QStringLiteral("region"), ParameterType::Text, {QStringLiteral("North")});
    const QString a = addCell(
        nb, CellKind::Sql, QStringLiteral("a"),
        QStringLiteral("SELECT ':region' AS label FROM region WHERE r = :region -- :region"));
    const QString m =
        addCell(nb, CellKind::Markdown, QStringLiteral("m"), QStringLiteral("For {{region}}"));
    const RenamePlan plan = nb.planRename(p, QStringLiteral("area"));
    QCOMPARE(plan.affectedCellIds, (QStringList{a, m}));
    nb.applyRename(plan);
    // The string, the comment and the table keep their text; the parameter is renamed.
    QCOMPARE(nb.cell(a)->source,
             QStringLiteral("SELECT ':region' AS label FROM region WHERE r = :area -- :region"));
    QCOMPARE(nb.cell(m)->source, QStringLiteral("For {{area}}"));
    QCOMPARE(nb.graph().children(p), (QStringList{a, m}));
}

void TestNotebookParams::planRunsOnlyTheDependents() {
    // 300 cells: a parameter read by 10 cells, each read by 2 more; 259 cells that do not care.
    Notebook nb;
    const QString p =
        addParameter(nb, QStringLiteral("region"), ParameterType::Text, {QStringLiteral("North")});
    QSet<QString> dependents;
    for (int i = 0; i < 10; ++i) {
        dependents << addCell(
            nb, CellKind::Sql, QStringLiteral("direct_%1").arg(i),
            QStringLiteral("SELECT * FROM orders WHERE region = :region AND n > %1").arg(i));
        for (int j = 0; j < 2; ++j)
            dependents << addCell(nb, CellKind::Sql, QStringLiteral("reader_%1_%2").arg(i).arg(j),
                                  QStringLiteral("SELECT count(*) FROM direct_%1").arg(i));
    }
    for (int i = 0; nb.count() < 300; ++i)
        addCell(nb, CellKind::Sql, QStringLiteral("other_%1").arg(i),
                QStringLiteral("SELECT %1").arg(i));
    QCOMPARE(nb.count(), 300);
    for (const Cell &c : nb.cells())
        nb.setState(c.id, CellState::Done);
    NotebookRunner runner(&nb);
    const QStringList plan = runner.planParameterChange(p);
    QCOMPARE(plan.size(), 30);
    QCOMPARE(QSet<QString>(plan.begin(), plan.end()), dependents);
    // Every reader after what it reads.
    for (int i = 0; i < plan.size(); ++i) {
        for (const QString &parent : nb.graph().parents(plan[i]))
            QVERIFY(parent == p || plan.indexOf(parent) < i);
    }
    // A reader whose other input is out of date takes that input along.
    const QString extra =
        addCell(nb, CellKind::Sql, QStringLiteral("stale_input"), QStringLiteral("SELECT 1 AS n"));
    const QString both = addCell(nb, CellKind::Sql, QStringLiteral("both"),
                                 QStringLiteral("SELECT * FROM stale_input WHERE :region <> ''"));
    const QStringList withInput = runner.planParameterChange(p);
    QVERIFY(withInput.contains(both));
    QVERIFY(withInput.contains(extra)); // never ran: must run before `both`
    QVERIFY(withInput.indexOf(extra) < withInput.indexOf(both));
    QCOMPARE(withInput.size(), 32);
}

std::unique_ptr<db::DbSession> TestNotebookParams::sqlite() {
    const QString path = m_dir.filePath(QStringLiteral("params.sqlite"));
    if (!QFile::exists(path)) {
        QFile(path).open(QIODevice::WriteOnly);
        db::ConnectionConfig config;
        config.engine = db::Engine::SQLite;
        config.filePath = path;
        db::DbSession setup(config);
        if (!setup.open({}).result().isNull())
            return nullptr;
        auto done = setup.execute(
            QStringLiteral(
                "CREATE TABLE orders (id INTEGER PRIMARY KEY, region TEXT, n INTEGER);"
                "INSERT INTO orders (region, n) VALUES ('North', 1), ('North', 5), ('South', 2), "
                "('West', 3);"),
            {}, std::make_shared<db::CollectingSink>());
        done.waitForFinished();
        if (!done.result().ok())
            return nullptr;
    }
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path;
    auto session = std::make_unique<db::DbSession>(config);
    if (!session->open({}).result().isNull())
        return nullptr;
    return session;
}

void TestNotebookParams::changedValueRunsExactlyTheDependentsOnSqlite() {
    auto session = sqlite();
    QVERIFY(session);
    Notebook nb;
    nb.setFlavor(sql::Flavor::SQLite);
    const QString p =
        addParameter(nb, QStringLiteral("region"), ParameterType::Text, {QStringLiteral("North")});
    const QString a = addCell(nb, CellKind::Sql, QStringLiteral("a"),
                              QStringLiteral("SELECT * FROM orders WHERE region = :region"));
    const QString b = addCell(nb, CellKind::Sql, QStringLiteral("b"),
                              QStringLiteral("SELECT count(*) AS n FROM a"));
    const QString other = addCell(nb, CellKind::Sql, QStringLiteral("other"),
                                  QStringLiteral("SELECT count(*) FROM orders"));
    NotebookRunner runner(&nb);
    runner.setSession(session.get());
    QSignalSpy finished(&runner, &NotebookRunner::runFinished);
    runner.runAll();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    QCOMPARE(nb.result(b)->value(0, 0).toLongLong(), 2);

    QSignalSpy ran(&runner, &NotebookRunner::cellFinished);
    connect(&nb, &Notebook::parameterValueChanged, &runner, &NotebookRunner::runParameterChange);
    nb.setParameterValue(p, {QStringLiteral("' OR 1=1 --")});
    QVERIFY(runner.isRunning()); // started at once
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 20000);
    QStringList ranIds;
    for (const QList<QVariant> &args : ran)
        ranIds << args.first().toString();
    QCOMPARE(ranIds, (QStringList{a, b})); // exactly the cells that read it, in order
    QCOMPARE(nb.state(other), CellState::Done);
    // The injection string is a value: no row has it.
    QCOMPARE(nb.result(b)->value(0, 0).toLongLong(), 0);
    QCOMPARE(nb.cell(b)->output.parameters.first().values, QStringList{"' OR 1=1 --"});
    QVERIFY(!nb.cell(a)->output.executedSql.contains(QStringLiteral("OR 1=1")));

    // A value chosen while a run is under way: that run stops and the new value's run follows.
    nb.setParameterValue(p, {QStringLiteral("South")});
    nb.setParameterValue(p, {QStringLiteral("West")});
    QTRY_VERIFY_WITH_TIMEOUT(!runner.isRunning() && nb.state(b) == CellState::Done, 20000);
    QCOMPARE(nb.cell(a)->output.parameters.first().values, QStringList{"West"});
    QCOMPARE(nb.result(b)->value(0, 0).toLongLong(), 1);
}

void TestNotebookParams::markStaleModeRunsNothing() {
    auto session = sqlite();
    QVERIFY(session);
    Notebook nb;
    nb.setFlavor(sql::Flavor::SQLite);
    const QString p =
        addParameter(nb, QStringLiteral("region"), ParameterType::Text, {QStringLiteral("North")});
    const QString a = addCell(nb, CellKind::Sql, QStringLiteral("a"),
                              QStringLiteral("SELECT * FROM orders WHERE region = :region"));
    NotebookRunner runner(&nb);
    runner.setSession(session.get());
    QSignalSpy finished(&runner, &NotebookRunner::runFinished);
    runner.runAll();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    nb.setReactiveMode(ReactiveMode::MarkStale);
    connect(&nb, &Notebook::parameterValueChanged, &runner, &NotebookRunner::runParameterChange);
    nb.setParameterValue(p, {QStringLiteral("South")});
    QCOMPARE(nb.state(a), CellState::Stale);
    QVERIFY(!runner.isRunning());
}

void TestNotebookParams::fileRoundTripAndSharing() {
    Notebook nb;
    Cell c;
    c.kind = CellKind::Parameter;
    c.name = QStringLiteral("regions");
    c.parameter.type = ParameterType::Choice;
    c.parameter.multiple = true;
    c.parameter.options = {"North", "South", "West"};
    c.parameter.defaultValue = {"North"};
    const QString p = nb.insertCell(0, c);
    nb.setParameterValue(p, {"South", "West"});
    const QString a = addCell(nb, CellKind::Sql, QStringLiteral("a"),
                              QStringLiteral("SELECT * FROM t WHERE r IN (:regions)"));
    OutputInfo out;
    out.rowCount = 3;
    out.parameters = {{QStringLiteral("regions"), ParameterType::Choice, true, {"South", "West"}}};
    nb.setOutput(a, out);

    const QByteArray saved = serializeNotebook(nb);
    const QJsonObject root = QJsonDocument::fromJson(saved).object();
    QCOMPARE(root.value("formatVersion").toInt(), NotebookFormatVersion);
    QCOMPARE(NotebookFormatVersion, 2);
    NotebookDocument doc;
    QString error;
    QVERIFY2(parseNotebook(saved, &doc, &error), qPrintable(error));
    QCOMPARE(doc.cells.first().kind, CellKind::Parameter);
    QCOMPARE(doc.cells.first().parameter, nb.cell(p)->parameter);
    QCOMPARE(doc.cells.last().output.parameters, out.parameters);

    // For sharing: definitions and defaults, not the values chosen.
    nb.setSaveParameterValues(false);
    const QByteArray shared = serializeNotebook(nb);
    QVERIFY(!shared.contains("\"value\""));
    NotebookDocument sharedDoc;
    QVERIFY(parseNotebook(shared, &sharedDoc, &error));
    QVERIFY(!sharedDoc.saveParameterValues);
    QCOMPARE(sharedDoc.cells.first().parameter.value(), QStringList{"North"});
    Notebook reopened;
    applyDocument(reopened, sharedDoc);
    QVERIFY(!reopened.saveParameterValues());
    QCOMPARE(reopened.graph().children(reopened.at(0).id), QStringList{reopened.at(1).id});
}

void TestNotebookParams::readsVersionOneFiles() {
    // A file an earlier Assay wrote: version 1, no parameter cells; a `:name` in it was never a
    // parameter cell's, so it reads as undeclared (and still opens).
    const QByteArray v1 = R"({"format": "assay-notebook", "formatVersion": 1, "title": "old",
        "settings": {"reactive": "run"},
        "cells": [{"id": "a", "kind": "sql", "name": "q", "source": "SELECT 1",
                   "output": {"columns": [{"name": "1", "type": "integer"}], "rowCount": 1, "elapsedMs": 3}},
                  {"id": "b", "kind": "sql", "name": "r", "source": "SELECT * FROM q WHERE x = :x"}]})";
    NotebookDocument doc;
    QString error;
    QVERIFY2(parseNotebook(v1, &doc, &error), qPrintable(error));
    QCOMPARE(doc.cells.size(), 2);
    QVERIFY(doc.saveParameterValues);
    Notebook nb;
    applyDocument(nb, doc);
    QCOMPARE(nb.title(), QStringLiteral("old"));
    QCOMPARE(nb.graph().diagnostic(QStringLiteral("b")).kind,
             Diagnostic::Kind::UndeclaredParameter);
    QVERIFY(nb.cell(QStringLiteral("a"))->output.parameters.isEmpty());
    // Written back, it is a version 2 file that reads the same.
    NotebookDocument again;
    QVERIFY(parseNotebook(serializeNotebook(nb), &again, &error));
    QCOMPARE(again.cells.size(), 2);
}

void TestNotebookParams::assignmentsFromOutside() {
    Notebook nb;
    const QString p = addParameter(nb, QStringLiteral("period"), ParameterType::DateRange,
                                   {"2025-01-01", "2025-01-31"});
    addParameter(nb, QStringLiteral("unused"), ParameterType::Number, {"1"});
    const QString a =
        addCell(nb, CellKind::Sql, QStringLiteral("a"),
                QStringLiteral("SELECT * FROM t WHERE d BETWEEN :period AND r = :area"));
    const QString lone =
        addCell(nb, CellKind::Sql, QStringLiteral("lone"), QStringLiteral("SELECT 1"));

    QString e = assignParameters(nb, {{"period", "2025-01-01..2025-03-31"}, {"area", "North"}});
    QVERIFY2(e.isEmpty(), qPrintable(e));
    QCOMPARE(nb.cell(p)->parameter.value(), (QStringList{"2025-01-01", "2025-03-31"}));
    QCOMPARE(nb.parameterBinding(QStringLiteral("area"))->values, QStringList{"North"});

    e = assignParameters(nb, {{"period", "2025-13-01..2025-03-31"}, {"area", "x"}});
    QVERIFY2(e.contains(QStringLiteral("period")) && e.contains(QStringLiteral("2025-13-01")),
             qPrintable(e));
    e = assignParameters(nb, {{"unused", "3"}, {"area", "x"}});
    QVERIFY2(e.contains(QStringLiteral("unused")), qPrintable(e));
    e = assignParameters(nb, {{"nosuch", "3"}, {"area", "x"}});
    QVERIFY2(e.contains(QStringLiteral("nosuch")) && e.contains(QStringLiteral("period")),
             qPrintable(e));
    e = assignParameters(nb, {{"a", "3"}});
    QVERIFY2(e.contains(QStringLiteral("SQL cell")), qPrintable(e));
    e = assignParameters(nb, {});
    QVERIFY2(e.contains(QStringLiteral(":area")), qPrintable(e));
    // Only what the target needs must have a value.
    QVERIFY(assignParameters(nb, {}, lone).isEmpty());
    Q_UNUSED(a)
}

void TestNotebookParams::parsesTypedText_data() {
    QTest::addColumn<int>("type");
    QTest::addColumn<bool>("multiple");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("values");
    QTest::addColumn<QString>("error");
    const int number = int(ParameterType::Number);
    const int date = int(ParameterType::Date);
    const int range = int(ParameterType::DateRange);
    const int choice = int(ParameterType::Choice);
    QTest::newRow("integer") << number << false << " 42 " << QStringList{"42"} << "";
    QTest::newRow("decimal") << number << false << "12.50" << QStringList{"12.5"} << "";
    QTest::newRow("grouped") << number << false << "1,234" << QStringList{} << "not a number";
    QTest::newRow("injection as number")
        << number << false << "1 OR 1=1" << QStringList{} << "not a number";
    QTest::newRow("infinity") << number << false << "inf" << QStringList{} << "not a number";
    QTest::newRow("date") << date << false << "2025-02-28" << QStringList{"2025-02-28"} << "";
    QTest::newRow("not a date") << date << false << "2025-02-30" << QStringList{} << "not a date";
    QTest::newRow("words") << date << false << "yesterday" << QStringList{} << "not a date";
    QTest::newRow("range") << range << false << "2025-01-01..2025-03-31"
                           << QStringList{"2025-01-01", "2025-03-31"} << "";
    QTest::newRow("range backwards")
        << range << false << "2025-03-31..2025-01-01" << QStringList{} << "starts";
    QTest::newRow("range one end")
        << range << false << "2025-01-01" << QStringList{} << "date range";
    QTest::newRow("several") << choice << true << "North, South,,West"
                             << QStringList{"North", "South", "West"} << "";
}

void TestNotebookParams::parsesTypedText() {
    QFETCH(int, type);
    QFETCH(bool, multiple);
    QFETCH(QString, text);
    QFETCH(QStringList, values);
    QFETCH(QString, error);
    ParameterSpec spec;
    spec.type = ParameterType(type);
    spec.multiple = multiple;
    QString problem;
    QCOMPARE(parseParameterText(spec, text, &problem), values);
    QVERIFY2(error.isEmpty() ? problem.isEmpty() : problem.contains(error), qPrintable(problem));
}

QTEST_GUILESS_MAIN(TestNotebookParams)
#include "tst_notebook_params.moc"
