// The notebook living with its database, measured:
//   drift       detection on a generated schema of 2,000 tables (renames, drops, adds, type and
//               key changes, table renames), after the catalog is read; also reading the record.
//   drift-renames  the rename cases of tests/drift (renames among 50 columns of similar types,
//               with data; drops, adds, rebuilt tables, rows added): seeds 1-10 are the ones the
//               detector was tuned on, 11-30 were never looked at while tuning.
//   history     search in a history of 100,000 statements (needles common, rare and absent).

#include "bench.h"

#include "renamecases.h"

#include "drift/driftcheck.h"
#include "drift/driftdetector.h"
#include "drift/driftstore.h"
#include "history/historystore.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <algorithm>

namespace assay::bench {
namespace {

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

struct Generated {
    drift::Baseline before;
    db::Catalog after;
    QHash<QString, knowledge::TableProfile> profilesNow;
};

// 2,000 tables of 10-40 columns with a profile each; then 40 columns renamed (in place), 20
// dropped, 20 added, 10 types changed, 5 tables renamed, 10 foreign keys added.
Generated generate()
{
    Generated g;
    QRandomGenerator rng(42);
    const QStringList types = {QStringLiteral("integer"), QStringLiteral("numeric(12,2)"), QStringLiteral("varchar(80)"), QStringLiteral("date"),
                               QStringLiteral("boolean")};
    for (int t = 0; t < 2000; ++t) {
        db::TableInfo table;
        table.schema = QStringLiteral("public");
        table.name = QStringLiteral("t%1").arg(t, 4, 10, QLatin1Char('0'));
        knowledge::TableProfile p;
        p.table = table.name;
        p.rowCount = p.sampledRows = 1000 + rng.bounded(100000);
        p.profiledAt = QDateTime::currentDateTimeUtc();
        const int columns = 10 + rng.bounded(31);
        for (int c = 0; c < columns; ++c) {
            db::ColumnInfo col;
            col.name = QStringLiteral("c%1").arg(c);
            col.type = types[rng.bounded(int(types.size()))];
            table.columns << col;
            knowledge::ColumnProfile cp;
            cp.name = col.name;
            cp.nonNull = p.rowCount - rng.bounded(50);
            cp.distinct = 1 + rng.bounded(int(p.rowCount));
            cp.min = rng.bounded(100);
            cp.max = 100 + rng.bounded(100000);
            p.columns << cp;
        }
        table.primaryKey << QStringLiteral("c0");
        g.before.catalog.tables << table;
        g.before.values.insert(table.qualifiedName().toLower(), p);
    }
    g.before.catalog.defaultSchema = QStringLiteral("public");
    g.after = g.before.catalog;
    g.profilesNow = g.before.values;
    for (int i = 0; i < 40; ++i) { // renamed in place, values kept
        db::TableInfo &t = g.after.tables[rng.bounded(2000)];
        const int c = 1 + rng.bounded(int(t.columns.size()) - 1);
        const QString to = t.columns[c].name + QStringLiteral("_renamed");
        knowledge::TableProfile &p = g.profilesNow[t.qualifiedName().toLower()];
        for (knowledge::ColumnProfile &cp : p.columns) {
            if (cp.name == t.columns[c].name)
                cp.name = to;
        }
        t.columns[c].name = to;
    }
    for (int i = 0; i < 20; ++i) {
        db::TableInfo &t = g.after.tables[rng.bounded(2000)];
        if (t.columns.size() > 3)
            t.columns.removeAt(1 + rng.bounded(int(t.columns.size()) - 1));
        db::TableInfo &u = g.after.tables[rng.bounded(2000)];
        u.columns << db::ColumnInfo{QStringLiteral("added_%1").arg(i), QStringLiteral("text")};
    }
    for (int i = 0; i < 10; ++i) {
        db::TableInfo &t = g.after.tables[rng.bounded(2000)];
        t.columns.last().type = QStringLiteral("bigint");
        db::TableInfo &u = g.after.tables[rng.bounded(2000)];
        u.foreignKeys << db::ForeignKeyInfo{QStringLiteral("fk%1").arg(i), {QStringLiteral("c0")}, QStringLiteral("public"), QStringLiteral("t0000"), {QStringLiteral("c0")}};
    }
    for (int i = 0; i < 5; ++i) {
        db::TableInfo &t = g.after.tables[rng.bounded(2000)];
        const QString oldKey = t.qualifiedName().toLower();
        t.name += QStringLiteral("_v2");
        g.profilesNow.insert(t.qualifiedName().toLower(), g.profilesNow.value(oldKey));
    }
    return g;
}

} // namespace

ASSAY_BENCHMARK("drift", "schema drift detection on 2,000 tables after the catalog is read; reading the record")
{
    const Generated g = generate();
    QList<double> detect;
    drift::DriftReport found;
    int profiled = 0;
    for (int run = 0; run < 5; ++run) {
        profiled = 0;
        QElapsedTimer clock;
        clock.start();
        found = drift::detectDrift(g.before, g.after, [&g, &profiled](const db::TableInfo &t) -> const knowledge::TableProfile * {
            ++profiled;
            auto it = g.profilesNow.constFind(t.qualifiedName().toLower());
            return it == g.profilesNow.constEnd() ? nullptr : &it.value();
        });
        detect << clock.nsecsElapsed() / 1e6;
    }
    report(QStringLiteral("drift.detect_2000_tables"), median(detect), QStringLiteral("ms"));
    report(QStringLiteral("drift.changes_found"), found.changes.size(), QStringLiteral("changes"));
    report(QStringLiteral("drift.columns_renamed_probable"), found.count(drift::ChangeKind::ColumnRenamed), QStringLiteral("of 40"));
    report(QStringLiteral("drift.tables_renamed"), found.count(drift::ChangeKind::TableRenamed), QStringLiteral("of 5"));
    report(QStringLiteral("drift.tables_profiled"), profiled, QStringLiteral("tables"));
    QTemporaryDir dir;
    const QString store = dir.filePath(QStringLiteral("store.sqlite"));
    {
        drift::DriftStore s;
        s.open(store);
        s.save(g.before);
    }
    QList<double> load;
    for (int run = 0; run < 3; ++run) {
        QElapsedTimer clock;
        clock.start();
        drift::DriftStore s;
        s.open(store);
        drift::Baseline b;
        QString error;
        s.load(&b, &error);
        load << clock.nsecsElapsed() / 1e6;
    }
    report(QStringLiteral("drift.load_record_2000_tables"), median(load), QStringLiteral("ms"));
}

ASSAY_BENCHMARK("drift-renames", "renames among 50 columns of similar types with data: tuning seeds 1-10, held-out seeds 11-30")
{
    QTemporaryDir dir;
    auto run = [&dir](int from, int to, const QString &name) {
        int cases = 0, casesFound = 0, renames = 0, found = 0, possible = 0, falseRenames = 0;
        for (int seed = from; seed <= to; ++seed) {
            const QString path = dir.filePath(QStringLiteral("case-%1.sqlite").arg(seed));
            const QString store = dir.filePath(QStringLiteral("store-%1.sqlite").arg(seed));
            const test::RenameCase c = test::makeRenameCase(path, store, seed);
            if (!c.error.isEmpty()) {
                skip(name, c.error);
                return;
            }
            auto connection = db::createConnection(test::renameCaseConfig(path));
            connection->open({});
            db::Catalog catalog;
            connection->introspect(&catalog);
            const drift::DriftCheck check = drift::runDriftCheck(connection.get(), store, catalog, {});
            const test::RenameScore s = test::scoreRenameCase(c, check.report);
            ++cases;
            casesFound += s.caseFound;
            renames += s.renames;
            found += s.found;
            possible += s.possible;
            falseRenames += s.falseRenames;
        }
        report(name + QStringLiteral(".cases_all_found"), casesFound, QStringLiteral("of %1").arg(cases));
        report(name + QStringLiteral(".renames_probable"), double(found) / renames, QStringLiteral("share (%1 of %2)").arg(found).arg(renames));
        report(name + QStringLiteral(".renames_only_possible"), possible, QStringLiteral("renames"));
        report(name + QStringLiteral(".false_renames"), falseRenames, QStringLiteral("renames"));
    };
    run(1, 10, QStringLiteral("drift_renames.tuning"));
    run(11, 30, QStringLiteral("drift_renames.heldout"));
}

ASSAY_BENCHMARK("history", "searching a statement history of 100,000 entries")
{
    QTemporaryDir dir;
    history::HistoryStore store;
    store.setLimit(200000);
    store.open(dir.filePath(QStringLiteral("history.sqlite")));
    QRandomGenerator rng(7);
    const QStringList tables = {QStringLiteral("orders"), QStringLiteral("customers"), QStringLiteral("order_lines"), QStringLiteral("products"),
                                QStringLiteral("stores"), QStringLiteral("regions"), QStringLiteral("returns")};
    QElapsedTimer fill;
    fill.start();
    for (int i = 0; i < 100000; ++i) {
        history::HistoryEntry e;
        e.source = history::StatementSource(rng.bounded(3));
        const QString t = tables[rng.bounded(int(tables.size()))];
        e.sql = QStringLiteral("SELECT region, SUM(amount) AS revenue_%1 FROM %2 WHERE created_at >= '2024-%3-01' GROUP BY region ORDER BY revenue_%1 DESC")
                    .arg(i)
                    .arg(t)
                    .arg(1 + rng.bounded(12), 2, 10, QLatin1Char('0'));
        e.origin = QStringLiteral("cell_%1").arg(rng.bounded(300));
        e.durationMs = rng.bounded(5000);
        e.rows = rng.bounded(10000);
        if (rng.bounded(20) == 0)
            e.error = QStringLiteral("no such column: amount_%1").arg(i);
        store.record(e);
    }
    report(QStringLiteral("history.fill_100000"), fill.elapsed(), QStringLiteral("ms"));
    report(QStringLiteral("history.entries"), store.count(), QStringLiteral("entries"));
    const QList<std::pair<QString, history::HistoryQuery>> searches = {
        {QStringLiteral("newest"), history::HistoryQuery{}},
        {QStringLiteral("common_word"), history::HistoryQuery{QStringLiteral("revenue"), {}, false, 500}},
        {QStringLiteral("rare"), history::HistoryQuery{QStringLiteral("revenue_77777 "), {}, false, 500}},
        {QStringLiteral("absent"), history::HistoryQuery{QStringLiteral("no such statement anywhere"), {}, false, 500}},
        {QStringLiteral("failed_console"), history::HistoryQuery{QStringLiteral("amount"), history::StatementSource::Console, true, 500}},
    };
    for (const auto &[name, query] : searches) {
        QList<double> times;
        qint64 matching = 0;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer clock;
            clock.start();
            matching = store.search(query).matching;
            times << clock.nsecsElapsed() / 1e6;
        }
        report(QStringLiteral("history.search_%1").arg(name), median(times), QStringLiteral("ms (%1 matching)").arg(matching));
    }
}

} // namespace assay::bench
