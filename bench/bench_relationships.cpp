// Relationship discovery on a generated warehouse of 24 tables and about 2.6 million rows that
// declares no key at all (TPC-H's tables and a retail star sharing its customers, named the way
// warehouses name things): the knowledge build without a model (profiling, then discovery), timed
// as a whole and by stage, and what it found against the warehouse's true relationships.
// `assay-bench relationships`; ASSAY_BENCH_ROWS changes the size.

#include "bench.h"

#include "keyfixtures.h"

#include "db/connection.h"
#include "knowledgebuild/contextbuilder.h"

#include <QElapsedTimer>
#include <QSet>
#include <QTemporaryDir>

namespace assay::bench {
namespace {

QString key(const QString &from, const QStringList &fromColumns, const QString &to,
            const QStringList &toColumns) {
    return QStringLiteral("%1(%2)->%3(%4)")
        .arg(from.section(u'.', -1), fromColumns.join(u','), to.section(u'.', -1),
             toColumns.join(u','))
        .toLower();
}

} // namespace

ASSAY_BENCHMARK(
    "relationships",
    "relationships found in a 2.6M-row, 24-table warehouse with no declared keys: time and F1") {
    const qint64 rows = qEnvironmentVariableIsSet("ASSAY_BENCH_ROWS")
                            ? qEnvironmentVariable("ASSAY_BENCH_ROWS").toLongLong()
                            : 2600000;
    const test::KeyFixture warehouse = test::bigWarehouse(rows);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("warehouse.sqlite"));
    QElapsedTimer clock;
    clock.start();
    if (const QString error = test::writeSqlite(warehouse, path); !error.isEmpty()) {
        skip(QStringLiteral("relationships"), error);
        return;
    }
    qint64 total = 0;
    for (const test::FixtureTable &t : warehouse.tables)
        total += t.rows;
    report(QStringLiteral("relationships_warehouse_tables"), double(warehouse.tables.size()),
           QStringLiteral("tables"));
    report(QStringLiteral("relationships_warehouse_rows"), double(total), QStringLiteral("rows"));
    report(QStringLiteral("relationships_generate"), double(clock.elapsed()) / 1000.0,
           QStringLiteral("s"));

    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path;
    config.readOnly = true;
    auto connection = db::createConnection(config);
    db::Catalog catalog;
    if (connection->open({}) || connection->introspect(&catalog)) {
        skip(QStringLiteral("relationships"),
             QStringLiteral("the generated warehouse does not open"));
        return;
    }
    // The knowledge build without a model: profiling, then finding relationships in the data.
    knowledge::BuildOptions options;
    options.useModel = false;
    knowledge::ContextBuilder builder(*connection, catalog, nullptr, nullptr, options);
    knowledge::DataContext context;
    qint64 discoveryStart = -1;
    clock.restart();
    const knowledge::BuildReport build = builder.build(
        context, std::make_shared<db::CancelToken>(), [&](const knowledge::BuildProgress &p) {
            if (discoveryStart < 0 && !p.stage.startsWith(QLatin1String("Profiling")) &&
                p.total == 0)
                discoveryStart = clock.elapsed();
        });
    const qint64 wall = clock.elapsed();
    report(QStringLiteral("relationships_profiling"),
           double(discoveryStart >= 0 ? discoveryStart : wall) / 1000.0, QStringLiteral("s"));
    report(QStringLiteral("relationships_discovery"),
           double(discoveryStart >= 0 ? wall - discoveryStart : 0) / 1000.0, QStringLiteral("s"));
    for (const QString &w : build.warnings)
        skip(QStringLiteral("relationships_warning"), w);

    QSet<QString> truth, found;
    for (const test::FixtureLink &l : warehouse.truth)
        truth.insert(key(l.fromTable, l.fromColumns, l.toTable, l.toColumns));
    for (const knowledge::Relationship &r : context.relationships)
        found.insert(key(r.fromTable, r.fromColumns, r.toTable, r.toColumns));
    const int tp = int((found & truth).size());
    const double precision = found.isEmpty() ? 1 : double(tp) / double(found.size());
    const double recall = truth.isEmpty() ? 1 : double(tp) / double(truth.size());
    report(QStringLiteral("relationships_true"), double(truth.size()),
           QStringLiteral("relationships"));
    report(QStringLiteral("relationships_found"), double(found.size()),
           QStringLiteral("relationships"));
    report(QStringLiteral("relationships_precision"), precision, QString());
    report(QStringLiteral("relationships_recall"), recall, QString());
    report(QStringLiteral("relationships_f1"),
           precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0, QString());
    for (const QString &missed : truth - found)
        skip(QStringLiteral("relationships_missed"), missed);
    for (const QString &extra : found - truth)
        skip(QStringLiteral("relationships_extra"), extra);
    // The figure the issue asks for: the whole build, profiling and discovery, on this machine.
    report(QStringLiteral("relationships_build_wall"), double(wall) / 1000.0, QStringLiteral("s"));
}

} // namespace assay::bench
