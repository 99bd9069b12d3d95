// A chart over the million rows of the sharded PostgreSQL (tests/servers/sharded.sh): the chart
// cell's query as the notebook composes it (its source cell inlined as a CTE), its time, the rows
// that reached the client, and the rows the shards sent the coordinator (EXPLAIN ANALYZE).
//   sharded.pg_chart_1m_ms               median of five runs of the chart cell
//   sharded.pg_chart_1m_rows_to_client   rows of the chart's result
//   sharded.pg_chart_1m_rows_from_shards rows the foreign scans returned to the coordinator
//   sharded.pg_chart_1m_single_node_ms   the same chart on the single-node copy, for comparison
// Needs ASSAY_TEST_SERVERS (bench/run-with-servers.sh).

#include "bench.h"

#include "db/connection.h"
#include "db/dbsession.h"
#include "db/resultstore.h"
#include "notebook/notebook.h"
#include "notebook/notebookrunner.h"

#include <QRegularExpression>
#include <QEventLoop>
#include <QTimer>

using namespace assay;

namespace {

// Runs the chart cell six times (the first also runs its source) on `database`; reports the
// median time of the last five under `prefix`, and the rows, when `rowFigures`.
void chartFigures(const bench::Server &server, const QString &database, const QString &prefix, bool rowFigures)
{
    const auto *pg = &server;
    db::ConnectionConfig config;
    config.engine = db::Engine::PostgreSQL;
    config.host = pg->host;
    config.port = pg->port;
    config.user = pg->user;
    config.database = database;
    notebook::Notebook nb;
    nb.setFlavor(sql::Flavor::PostgreSQL);
    notebook::Cell rows;
    rows.name = QStringLiteral("sales_rows");
    rows.source = QStringLiteral("SELECT day, category, region, amount FROM sales");
    const QString rowsId = nb.insertCell(0, rows);
    notebook::Cell chart;
    chart.kind = notebook::CellKind::Chart;
    chart.name = QStringLiteral("amount_by_category");
    chart.chartSourceId = rowsId;
    chart.chart.x = QStringLiteral("category");
    chart.chart.y = {charts::Measure{QStringLiteral("amount"), charts::Aggregation::Sum, {}, false}};
    const QString chartId = nb.insertCell(1, chart);

    db::DbSession session(config);
    auto opened = session.open(pg->password);
    opened.waitForFinished();
    if (!opened.result().isNull()) {
        bench::skip(prefix + QStringLiteral("_ms"), opened.result().displayText());
        return;
    }
    notebook::NotebookRunner runner(&nb);
    runner.setSession(&session);
    runner.setRowLimit(1000); // the grid's window for the source cell
    QList<double> times;
    for (int i = 0; i < 6; ++i) {
        QEventLoop loop;
        QObject::connect(&runner, &notebook::NotebookRunner::runFinished, &loop, &QEventLoop::quit);
        QTimer::singleShot(300000, &loop, &QEventLoop::quit);
        if (i == 0)
            runner.runAll();
        else
            runner.run(chartId);
        loop.exec();
        if (i > 0) // the first run also runs the source cell
            times << double(nb.cell(chartId)->output.elapsedMs);
    }
    std::sort(times.begin(), times.end());
    bench::report(prefix + QStringLiteral("_ms"), times.value(times.size() / 2), QStringLiteral("ms"));
    if (!rowFigures)
        return;
    bench::report(QStringLiteral("sharded.pg_chart_1m_rows_to_client"), double(nb.result(chartId)->rowCount()), QStringLiteral("rows"));

    auto conn = db::createConnection(config);
    if (!conn->open(pg->password).isNull())
        return;
    QList<db::Row> plan;
    conn->query(QStringLiteral("EXPLAIN (ANALYZE, VERBOSE) ") + nb.cell(chartId)->output.executedSql, &plan);
    static const QRegularExpression foreignRows(QStringLiteral("Foreign Scan.*actual time=\\S+ rows=(\\d+)"));
    qint64 fromShards = 0;
    for (const db::Row &r : plan) {
        const auto m = foreignRows.match(r.value(0).toString());
        if (m.hasMatch())
            fromShards += m.captured(1).toLongLong();
    }
    bench::report(QStringLiteral("sharded.pg_chart_1m_rows_from_shards"), double(fromShards), QStringLiteral("rows"));
}

} // namespace

ASSAY_BENCHMARK("sharded", "a chart over a million rows on sharded PostgreSQL (postgres_fdw)")
{
    const auto pg = bench::server(QStringLiteral("ASSAY_PG_"));
    const QString sharded = bench::serverValue(QStringLiteral("ASSAY_PGSHARD_DATABASE"));
    const QString single = bench::serverValue(QStringLiteral("ASSAY_PGSINGLE_DATABASE"));
    if (!pg || sharded.isEmpty() || single.isEmpty()) {
        bench::skip(QStringLiteral("sharded.pg_chart_1m_ms"), QStringLiteral("no sharded PostgreSQL (ASSAY_TEST_SERVERS)"));
        return;
    }
    chartFigures(*pg, sharded, QStringLiteral("sharded.pg_chart_1m"), true);
    chartFigures(*pg, single, QStringLiteral("sharded.pg_chart_1m_single_node"), false);
}
