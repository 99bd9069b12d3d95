// Database figures: time to the first 200 rows and peak memory while scrolling to the end of a
// 10-million-row SQLite result; cancel latency on SQLite, PostgreSQL and MariaDB; a million
// PostgreSQL rows cut at 1,000 and streamed whole.

#include "bench.h"
#include "fixtures.h"

#include "db/connection.h"
#include "db/dbsession.h"
#include "db/resultmodel.h"
#include "db/resultstore.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <thread>

using namespace assay;

namespace {

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

// Median time from cancel() to execute() returning, over five long queries.
double cancelLatencyMs(const db::ConnectionConfig &config, const QString &password, const QString &sql)
{
    auto conn = db::createConnection(config);
    if (db::DbError e = conn->open(password))
        qFatal("cannot connect: %s", qPrintable(e.displayText()));
    QList<double> samples;
    for (int i = 0; i < 5; ++i) {
        db::ExecOptions o;
        o.cancel = std::make_shared<db::CancelToken>();
        QElapsedTimer clock;
        qint64 cancelledAt = 0;
        std::thread canceller([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            cancelledAt = clock.nsecsElapsed();
            o.cancel->cancel();
            conn->interrupt();
        });
        clock.start();
        db::CollectingSink sink;
        conn->execute(sql, o, sink);
        const qint64 returnedAt = clock.nsecsElapsed();
        canceller.join();
        samples.append((returnedAt - cancelledAt) / 1e6);
    }
    return median(samples);
}

} // namespace

ASSAY_BENCHMARK("db", "first rows, scrolling memory and cancel latency")
{
    const QString path = bench::tenMillionRowDatabase();

    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path;

    {
        // Time to first rows through the same path the grid uses: session -> job -> store -> model.
        db::DbSession session(config);
        session.open({}).waitForFinished();
        bench::resetPeakRss();
        const qint64 baseline = bench::currentRssBytes();
        db::ResultModel model;
        QElapsedTimer clock;
        clock.start();
        db::QueryJob *job = session.startQuery(QStringLiteral("SELECT * FROM events"));
        model.setJob(job);
        QEventLoop loop;
        double firstRowsMs = -1;
        QObject::connect(&model, &QAbstractItemModel::rowsInserted, &loop, [&] {
            if (firstRowsMs < 0 && model.rowCount() >= 200) {
                firstRowsMs = clock.nsecsElapsed() / 1e6;
            }
        });
        // Scroll like a user dragging to the end: fetch more and read the visible window,
        // until the whole result has arrived and been shown.
        QTimer scroller;
        scroller.setInterval(0);
        QObject::connect(&scroller, &QTimer::timeout, &loop, [&] {
            if (model.canFetchMore({}))
                model.fetchMore({});
            const int last = model.rowCount() - 1;
            for (int r = std::max(0, last - 40); r <= last; ++r)
                model.index(r, 3).data();
            if (job->state() == db::QueryJob::State::Finished && !model.canFetchMore({}))
                loop.quit();
        });
        model.setChunkSize(20000);
        scroller.start();
        loop.exec();
        const double totalS = clock.elapsed() / 1000.0;
        bench::report(QStringLiteral("db.first_200_rows_sqlite_10m"), firstRowsMs, QStringLiteral("ms"));
        bench::report(QStringLiteral("db.scroll_to_end_sqlite_10m"), totalS, QStringLiteral("s"));
        bench::report(QStringLiteral("db.scroll_rows"), model.rowCount(), QStringLiteral("rows"));
        bench::report(QStringLiteral("db.scroll_peak_rss_growth_10m"), (bench::peakRssBytes() - baseline) / 1048576.0,
                      QStringLiteral("MiB"));
        bench::report(QStringLiteral("db.scroll_store_memory_10m"), model.store()->memoryBytes() / 1048576.0,
                      QStringLiteral("MiB"));
        bench::report(QStringLiteral("db.scroll_spilled_10m"), model.store()->spilledBytes() / 1048576.0,
                      QStringLiteral("MiB"));
    }

    bench::report(QStringLiteral("db.cancel_latency_sqlite"),
                  cancelLatencyMs(config, {}, QStringLiteral("WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s) "
                                                            "SELECT count(*) FROM s")),
                  QStringLiteral("ms"));

    if (auto pg = bench::server(QStringLiteral("ASSAY_PG_"))) {
        db::ConnectionConfig c;
        c.engine = db::Engine::PostgreSQL;
        c.host = pg->host;
        c.port = pg->port;
        c.user = pg->user;
        c.database = pg->database;
        bench::report(QStringLiteral("db.cancel_latency_postgres"),
                      cancelLatencyMs(c, pg->password, QStringLiteral("SELECT pg_sleep(60)")), QStringLiteral("ms"));
        // A million-row result cut at a grid's 1,000 rows, and one streamed whole: both linear in
        // the rows since libpq's buffer is read only when it needs more (was quadratic: minutes).
        auto conn = db::createConnection(c);
        if (db::DbError e = conn->open(pg->password))
            qFatal("cannot connect: %s", qPrintable(e.displayText()));
        const QString million = QStringLiteral("SELECT g, md5(g::text) AS h FROM generate_series(1, 1000000) g");
        for (const qint64 cap : {qint64(1000), qint64(-1)}) {
            db::ExecOptions o;
            o.maxRows = cap;
            db::CollectingSink sink;
            QElapsedTimer clock;
            clock.start();
            const db::ExecSummary s = conn->execute(million, o, sink);
            if (!s.ok())
                qFatal("%s", qPrintable(s.error.displayText()));
            bench::report(cap > 0 ? QStringLiteral("db.postgres_1m_cut_at_1000") : QStringLiteral("db.postgres_1m_streamed"),
                          clock.elapsed(), QStringLiteral("ms"));
        }
    } else {
        bench::skip(QStringLiteral("db.cancel_latency_postgres"), QStringLiteral("no server; run bench/run-with-servers.sh"));
    }
    if (auto my = bench::server(QStringLiteral("ASSAY_MYSQL_"))) {
        db::ConnectionConfig c;
        c.engine = db::Engine::MySQL;
        c.host = my->host;
        c.port = my->port;
        c.user = my->user;
        c.database = my->database;
        bench::report(QStringLiteral("db.cancel_latency_mariadb"),
                      cancelLatencyMs(c, my->password, QStringLiteral("SELECT SLEEP(60)")), QStringLiteral("ms"));
    } else {
        bench::skip(QStringLiteral("db.cancel_latency_mariadb"), QStringLiteral("no server; run bench/run-with-servers.sh"));
    }
}
