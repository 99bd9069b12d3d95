// Import figures: a CSV of 10 million rows (written to a temporary directory first) imported into
// a fresh workspace the way the window does it (inspect, then import), against the sqlite3 shell's
// .import of the same file in the same run; and how much the peak memory grew meanwhile.
//   import.csv_10m_rows_per_second   rows per second, inspection included
//   import.csv_10m_seconds            Assay's time
//   import.csv_10m_sqlite3_seconds    `sqlite3 new.db ".import --csv FILE t"`
//   import.csv_10m_vs_sqlite3_ratio   Assay's time / sqlite3's (goal <= 1.5)
//   import.csv_10m_peak_rss_growth    MB the peak resident memory grew during the import (goal < 100)
// The sqlite3 shell stores every value as text; Assay converts integers, reals and dates.
// ASSAY_BENCH_IMPORT_ROWS=N changes the row count (a quick run).

#include "bench.h"

#include "files/importer.h"
#include "files/inspection.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace assay;

namespace {

// id, ISO day, customer, category, amount with two decimals, a flag: 45 bytes a row or so.
QString writeCsv(const QString &path, qint64 rows)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return f.errorString();
    static const char *categories[] = {"Books", "Food", "Garden", "Games", "Music", "Sports", "Toys", "Tools"};
    QByteArray chunk;
    chunk.reserve(8 << 20);
    chunk += "id,day,customer,category,amount,returned\n";
    char line[128];
    for (qint64 i = 1; i <= rows; ++i) {
        const int day = int(i % 1461);
        const int year = 2020 + day / 365, doy = day % 365;
        const int n = std::snprintf(line, sizeof line, "%lld,%04d-%02d-%02d,C%06lld,%s,%lld.%02lld,%s\n", (long long)i, year,
                                    1 + doy / 31 % 12, 1 + doy % 28, (long long)(i * 7919 % 100000), categories[i % 8],
                                    (long long)(i * 37 % 10000), (long long)(i % 100), i % 13 ? "false" : "true");
        chunk.append(line, n);
        if (chunk.size() > (7 << 20)) {
            f.write(chunk);
            chunk.clear();
        }
    }
    f.write(chunk);
    return {};
}

} // namespace

ASSAY_BENCHMARK("import", "CSV import of 10 million rows against sqlite3 .import")
{
    const qint64 rows = qEnvironmentVariableIsSet("ASSAY_BENCH_IMPORT_ROWS") ? qEnvironmentVariable("ASSAY_BENCH_IMPORT_ROWS").toLongLong()
                                                                             : 10'000'000;
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("sales.csv"));
    if (const QString e = writeCsv(csv, rows); !e.isEmpty()) {
        bench::skip(QStringLiteral("import.csv_10m_rows_per_second"), e);
        return;
    }
    const QString sqlite3 = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));

    // sqlite3 first, so the file is in the page cache for both.
    double sqliteSeconds = -1;
    if (!sqlite3.isEmpty()) {
        QElapsedTimer clock;
        clock.start();
        QProcess p;
        p.start(sqlite3, {dir.filePath(QStringLiteral("shell.db")), QStringLiteral(".import --csv %1 sales").arg(csv)});
        p.waitForFinished(-1);
        sqliteSeconds = clock.elapsed() / 1000.0;
        if (p.exitCode() != 0)
            sqliteSeconds = -1;
    }

    const qint64 before = bench::currentRssBytes();
    bench::resetPeakRss();
    QElapsedTimer clock;
    clock.start();
    const files::Inspection inspection = files::inspectFile(csv);
    if (!inspection.ok()) {
        bench::skip(QStringLiteral("import.csv_10m_rows_per_second"), inspection.error);
        return;
    }
    const files::ImportResult result = files::importFile(inspection.plan, dir.filePath(QStringLiteral("workspace.sqlite")));
    const double seconds = clock.elapsed() / 1000.0;
    const qint64 peak = bench::peakRssBytes();
    if (!result.ok() || result.rows != rows) {
        bench::skip(QStringLiteral("import.csv_10m_rows_per_second"), result.error);
        return;
    }
    bench::report(QStringLiteral("import.csv_10m_rows_per_second"), rows / seconds, QStringLiteral("rows/s"));
    bench::report(QStringLiteral("import.csv_10m_seconds"), seconds, QStringLiteral("s"));
    if (sqliteSeconds > 0) {
        bench::report(QStringLiteral("import.csv_10m_sqlite3_seconds"), sqliteSeconds, QStringLiteral("s"));
        bench::report(QStringLiteral("import.csv_10m_vs_sqlite3_ratio"), seconds / sqliteSeconds, QStringLiteral("x"));
    } else {
        bench::skip(QStringLiteral("import.csv_10m_vs_sqlite3_ratio"), QStringLiteral("the sqlite3 shell is not installed or failed"));
    }
    bench::report(QStringLiteral("import.csv_10m_peak_rss_growth"), (peak - before) / 1048576.0, QStringLiteral("MB"));
}
