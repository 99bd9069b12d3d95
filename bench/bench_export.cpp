// Exports at scale: all 10,000,000 rows of `events` streamed from SQLite into a CSV file (rows
// per second, MB per second, peak memory above the start, how long a cancel takes to stop), the
// same from a result held in a ResultStore (as the grid's Export Data does), and an XLSX sheet
// filled to Excel's row limit. Figures only; nothing here asserts a time.

#include "bench.h"
#include "fixtures.h"

#include "db/dbsession.h"
#include "db/resultstore.h"
#include "export/dataexport.h"
#include "export/xlsxsink.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace assay;

namespace {

exports::ExportResult wait(QFuture<exports::ExportResult> f)
{
    f.waitForFinished();
    return f.resultCount() ? f.result() : exports::ExportResult{};
}

// The peer: the sqlite3 command-line shell writing the same query as CSV with a header line.
// Seconds, or a negative number when the shell is not installed or fails.
double sqlite3CliSeconds(const QString &database, const QString &sql, const QString &output)
{
    const QString shell = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
    if (shell.isEmpty())
        return -1;
    QProcess p;
    p.setStandardOutputFile(output);
    QElapsedTimer clock;
    clock.start();
    p.start(shell, {QStringLiteral("-csv"), QStringLiteral("-header"), database, sql});
    if (!p.waitForFinished(-1) || p.exitCode() != 0)
        return -1;
    const double s = clock.nsecsElapsed() / 1e9;
    QFile::remove(output);
    return s;
}

} // namespace

ASSAY_BENCHMARK("export", "10M-row CSV export streamed from SQLite and from a held result, XLSX to the sheet limit, cancel latency")
{
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = bench::tenMillionRowDatabase();
    db::DbSession session(config);
    session.open({}).waitForFinished();
    QTemporaryDir dir;

    // The shell once first, so that both read the database from the page cache.
    sqlite3CliSeconds(config.filePath, QStringLiteral("SELECT * FROM events"), dir.filePath(QStringLiteral("warm.csv")));
    {
        const QString path = dir.filePath(QStringLiteral("events.csv"));
        const qint64 before = bench::currentRssBytes();
        bench::resetPeakRss();
        QElapsedTimer clock;
        clock.start();
        const exports::ExportResult r = wait(exports::exportQuery(session, QStringLiteral("SELECT * FROM events"), path, {}));
        const double s = clock.nsecsElapsed() / 1e9;
        if (!r.ok())
            qFatal("export failed: %s", qPrintable(r.error));
        bench::report(QStringLiteral("export.csv_10m_rows"), double(r.rows), QStringLiteral("rows"));
        bench::report(QStringLiteral("export.csv_10m_seconds"), s, QStringLiteral("s"));
        bench::report(QStringLiteral("export.csv_10m_rows_per_second"), r.rows / s, QStringLiteral("rows/s"));
        bench::report(QStringLiteral("export.csv_10m_throughput"), r.bytes / s / 1e6, QStringLiteral("MB/s"));
        bench::report(QStringLiteral("export.csv_10m_file"), r.bytes / 1e6, QStringLiteral("MB"));
        bench::report(QStringLiteral("export.csv_10m_peak_rss_growth"), (bench::peakRssBytes() - before) / 1e6, QStringLiteral("MB"));
        QFile::remove(path);
        const double peer = sqlite3CliSeconds(config.filePath, QStringLiteral("SELECT * FROM events"), path);
        if (peer > 0) {
            bench::report(QStringLiteral("export.csv_10m_sqlite3_seconds"), peer, QStringLiteral("s"));
            bench::report(QStringLiteral("export.csv_10m_vs_sqlite3_ratio"), s / peer, QStringLiteral("x"));
        } else {
            bench::skip(QStringLiteral("export.csv_10m_vs_sqlite3_ratio"), QStringLiteral("no sqlite3 shell"));
        }
    }

    {
        // From a held result: the grid's path. The store spills past its 32 MiB budget.
        db::QueryJob *job = session.startQuery(QStringLiteral("SELECT * FROM events"));
        while (job->state() != db::QueryJob::State::Finished)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        auto store = job->store();
        const QString path = dir.filePath(QStringLiteral("held.csv"));
        const qint64 before = bench::currentRssBytes();
        bench::resetPeakRss();
        QElapsedTimer clock;
        clock.start();
        const exports::ExportResult r = exports::exportStore(*store, path, {});
        const double s = clock.nsecsElapsed() / 1e9;
        bench::report(QStringLiteral("export.csv_from_store_rows"), double(r.rows), QStringLiteral("rows"));
        bench::report(QStringLiteral("export.csv_from_store_seconds"), s, QStringLiteral("s"));
        bench::report(QStringLiteral("export.csv_from_store_peak_rss_growth"), (bench::peakRssBytes() - before) / 1e6, QStringLiteral("MB"));
        bench::report(QStringLiteral("export.store_spilled"), store->spilledBytes() / 1e6, QStringLiteral("MB"));
        delete job;
        QFile::remove(path);
    }

    {
        // Cancel: how long from the request until the export has stopped and cleaned up.
        auto token = std::make_shared<db::CancelToken>();
        QElapsedTimer clock;
        qint64 cancelledAt = -1;
        clock.start();
        const exports::ExportResult r = wait(exports::exportQuery(
            session, QStringLiteral("SELECT * FROM events"), dir.filePath(QStringLiteral("cancel.csv")), {},
            [&](qint64 rows) {
                if (rows > 1000000 && cancelledAt < 0) {
                    cancelledAt = clock.nsecsElapsed();
                    token->cancel();
                }
            }, token));
        bench::report(QStringLiteral("export.cancel_latency"), (clock.nsecsElapsed() - cancelledAt) / 1e6, QStringLiteral("ms"));
        if (!r.cancelled || QFileInfo::exists(dir.filePath(QStringLiteral("cancel.csv"))))
            qFatal("cancel did not stop the export cleanly");
    }

    {
        exports::DataExportOptions options;
        options.format = exports::DataFormat::Xlsx;
        const QString path = dir.filePath(QStringLiteral("events.xlsx"));
        const qint64 before = bench::currentRssBytes();
        bench::resetPeakRss();
        QElapsedTimer clock;
        clock.start();
        const exports::ExportResult r = wait(exports::exportQuery(session, QStringLiteral("SELECT * FROM events"), path, options));
        const double s = clock.nsecsElapsed() / 1e9;
        bench::report(QStringLiteral("export.xlsx_sheet_limit_rows"), double(r.rows), QStringLiteral("rows"));
        bench::report(QStringLiteral("export.xlsx_sheet_limit_seconds"), s, QStringLiteral("s"));
        bench::report(QStringLiteral("export.xlsx_file"), r.bytes / 1e6, QStringLiteral("MB"));
        bench::report(QStringLiteral("export.xlsx_peak_rss_growth"), (bench::peakRssBytes() - before) / 1e6, QStringLiteral("MB"));
        // The same rows from the shell, as CSV (it writes no XLSX): the floor of reading them.
        const double peer = sqlite3CliSeconds(config.filePath, QStringLiteral("SELECT * FROM events LIMIT %1").arg(r.rows),
                                              dir.filePath(QStringLiteral("peer.csv")));
        if (peer > 0)
            bench::report(QStringLiteral("export.xlsx_sheet_limit_vs_sqlite3_csv_ratio"), s / peer, QStringLiteral("x"));
    }
}
