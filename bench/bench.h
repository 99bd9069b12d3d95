#pragma once
// assay-bench: small benchmarks that print one line per figure, "name value unit".
// Each group registers itself with ASSAY_BENCHMARK; `assay-bench NAME...` runs the named groups.

#include <QString>

#include <functional>
#include <optional>

namespace assay::bench {

void report(const QString &name, double value, const QString &unit);
void skip(const QString &name, const QString &why);

struct Registration {
    Registration(const char *name, const char *description, std::function<void()> run);
};

// Peak resident memory since the last reset, in bytes (Linux /proc).
qint64 peakRssBytes();
void resetPeakRss();
qint64 currentRssBytes();

// Coordinates of a PostgreSQL / MariaDB server from the env file tests/servers/start.sh writes
// (path in ASSAY_TEST_SERVERS), for benchmarks that need one.
struct Server {
    QString host;
    int port = 0;
    QString user;
    QString password;
    QString database;
};
std::optional<Server> server(const QString &prefix); // "ASSAY_PG_" or "ASSAY_MYSQL_"
// Any other value of that env file ("ASSAY_PGSHARD_DATABASE"); empty when absent.
QString serverValue(const QString &key);

} // namespace assay::bench

#define ASSAY_BENCHMARK_CAT(a, b) a##b
#define ASSAY_BENCHMARK_NAME(a, b) ASSAY_BENCHMARK_CAT(a, b)
#define ASSAY_BENCHMARK(name, description)                                                        \
    static void ASSAY_BENCHMARK_NAME(bench_, __LINE__)();                                         \
    static assay::bench::Registration ASSAY_BENCHMARK_NAME(registration_, __LINE__)(             \
        name, description, ASSAY_BENCHMARK_NAME(bench_, __LINE__));                              \
    static void ASSAY_BENCHMARK_NAME(bench_, __LINE__)()
