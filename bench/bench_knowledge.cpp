// Knowledge building with the fake model server answering every call after 300 ms (a fast real
// model): on the sample database and on a generated schema of 2,000 tables x 40 columns. Figures:
// model calls, wall time, and the speed-up of the parallel fan-out over one call at a time.
//
// One-at-a-time on the big schema would take calls x 300 ms (half an hour); it is not run. Its
// speed-up is reported against that product, which is exact for a server with a fixed delay
// (the sample database measures both ways to show it).

#include "bench.h"

#include "fakellmclient.h"
#include "fakellmserver.h"
#include "simulatedanalyst.h"

#include "db/connection.h"
#include "knowledgebuild/contextbuilder.h"
#include "llm/llmservice.h"
#include "llm/llmsettings.h"
#include "llm/providerconfig.h"
#include "sample/retailgenerator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtConcurrent/QtConcurrentRun>

#include <sqlite3.h>

namespace assay::bench {
namespace {

constexpr int ModelDelayMs = 300;

struct FakeModel {
    QTemporaryDir dir;
    fakellm::FakeLlmServer server;
    std::unique_ptr<llm::LlmService> service;

    explicit FakeModel(int concurrency)
    {
        server.listen();
        server.on(fakellm::Match::any(), fakellm::Reply::generated(fakellm::simulatedAnalystAnswer).withDelay(ModelDelayMs));
        llm::ProviderLimits limits = fakellm::localLimits();
        limits.maxConcurrent = concurrency;
        limits.totalTimeoutMs = 600000;
        service = fakellm::serviceOnFakeServer(dir.path(), server, limits);
    }
};

struct Outcome {
    knowledge::BuildReport report;
    qint64 wallMs = 0;
    QList<std::pair<QString, qint64>> stages; // stage name, ms spent in it
};

Outcome build(const QString &path, llm::LlmService *llm, bool inferRelationships = true)
{
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path;
    auto connection = db::createConnection(config);
    if (connection->open({}))
        return {};
    db::Catalog catalog;
    connection->introspect(&catalog);
    knowledge::BuildOptions options;
    options.inferRelationships = inferRelationships;
    knowledge::ContextBuilder builder(*connection, catalog, nullptr, llm, options);
    knowledge::DataContext context;
    QElapsedTimer clock;
    clock.start();
    // The builder blocks on model futures: on a worker, with this thread free for events.
    // Time per stage, from the progress reports (a stage ends when the next one reports).
    QList<std::pair<QString, qint64>> stages;
    QString stage;
    qint64 stageStart = 0;
    auto progress = [&](const knowledge::BuildProgress &p) {
        // "Profiling orders" -> "profiling"; "Describing columns" -> "describing_columns".
        const QString name = p.stage.startsWith(QLatin1String("Profiling")) ? QStringLiteral("profiling")
                                                                            : p.stage.toLower().replace(u' ', u'_');
        if (name == stage)
            return;
        if (!stage.isEmpty())
            stages.append({stage, clock.elapsed() - stageStart});
        stage = name;
        stageStart = clock.elapsed();
    };
    QFuture<knowledge::BuildReport> f =
        QtConcurrent::run([&] { return builder.build(context, std::make_shared<db::CancelToken>(), progress); });
    while (!f.isFinished())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    const qint64 wall = clock.elapsed();
    if (!stage.isEmpty())
        stages.append({stage, wall - stageStart});
    return {f.result(), wall, stages};
}

// 2,000 tables of 40 columns, each with a few rows; every table after the first refers to an
// earlier one by a "<table>_id" column, as real wide schemas do.
QString createWideSchema(const QString &path, int tables, int columns)
{
    sqlite3 *db = nullptr;
    sqlite3_open(path.toUtf8().constData(), &db);
    QString sql = QStringLiteral("BEGIN;");
    for (int t = 0; t < tables; ++t) {
        QStringList cols = {QStringLiteral("t%1_id INTEGER PRIMARY KEY").arg(t)};
        if (t > 0)
            cols << QStringLiteral("t%1_id INTEGER").arg(t / 2);
        for (int c = int(cols.size()); c < columns; ++c) {
            const char *type = c % 4 == 0 ? "TEXT" : c % 4 == 1 ? "REAL" : c % 4 == 2 ? "DATE" : "INTEGER";
            cols << QStringLiteral("attribute_%1 %2").arg(c).arg(QLatin1String(type));
        }
        sql += QStringLiteral("CREATE TABLE t%1 (%2);").arg(t).arg(cols.join(QStringLiteral(", ")));
        for (int r = 1; r <= 5; ++r) {
            QStringList values = {QString::number(r)};
            if (t > 0)
                values << QString::number(1 + r % 5);
            for (int c = int(values.size()); c < columns; ++c)
                values << (c % 4 == 0   ? QStringLiteral("'v%1'").arg(r % 3)
                           : c % 4 == 2 ? QStringLiteral("'2024-01-0%1'").arg(r)
                                        : QString::number(r * c));
            sql += QStringLiteral("INSERT INTO t%1 VALUES (%2);").arg(t).arg(values.join(u','));
        }
    }
    sql += QStringLiteral("COMMIT;");
    char *error = nullptr;
    const int rc = sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, &error);
    QString message = rc == SQLITE_OK ? QString() : QString::fromUtf8(error);
    sqlite3_free(error);
    sqlite3_close(db);
    return message;
}

void reportBuild(const QString &prefix, const Outcome &o)
{
    report(prefix + QStringLiteral("_model_calls"), o.report.modelCalls, QStringLiteral("calls"));
    report(prefix + QStringLiteral("_failed_calls"), o.report.failedCalls, QStringLiteral("calls"));
    report(prefix + QStringLiteral("_wall"), double(o.wallMs) / 1000.0, QStringLiteral("s"));
    QHash<QString, qint64> perStage;
    for (const auto &[name, ms] : o.stages)
        perStage[name.toLower()] += ms;
    for (auto it = perStage.constBegin(); it != perStage.constEnd(); ++it)
        report(prefix + QStringLiteral("_stage_") + it.key(), double(it.value()) / 1000.0, QStringLiteral("s"));
}

} // namespace

ASSAY_BENCHMARK("knowledge", "context building with a 300 ms fake model: calls, wall time, parallel speed-up")
{
    QTemporaryDir dir;
    const QString sample = dir.filePath(QStringLiteral("retail.sqlite"));
    if (const QString e = sample::generateRetailDatabase(sample); !e.isEmpty()) {
        skip(QStringLiteral("knowledge"), e);
        return;
    }
    // Profiling alone (no model) on the sample database, for reference.
    const Outcome profileOnly = build(sample, nullptr);
    report(QStringLiteral("knowledge_sample_profile_only_wall"), double(profileOnly.wallMs) / 1000.0, QStringLiteral("s"));

    Outcome sequential;
    {
        FakeModel model(1);
        sequential = build(sample, model.service.get());
    }
    reportBuild(QStringLiteral("knowledge_sample_sequential"), sequential);
    Outcome parallel;
    {
        FakeModel model(8);
        parallel = build(sample, model.service.get());
    }
    reportBuild(QStringLiteral("knowledge_sample_parallel8"), parallel);
    if (parallel.wallMs > 0)
        report(QStringLiteral("knowledge_sample_speedup"), double(sequential.wallMs) / double(parallel.wallMs), QStringLiteral("x"));

    // The wide schema.
    const QString wide = dir.filePath(QStringLiteral("wide.sqlite"));
    if (const QString e = createWideSchema(wide, 2000, 40); !e.isEmpty()) {
        skip(QStringLiteral("knowledge_wide"), e);
        return;
    }
    const Outcome wideProfile = build(wide, nullptr);
    report(QStringLiteral("knowledge_wide_2000x40_profile_only_wall"), double(wideProfile.wallMs) / 1000.0, QStringLiteral("s"));
    Outcome wideParallel;
    {
        FakeModel model(32);
        wideParallel = build(wide, model.service.get());
    }
    reportBuild(QStringLiteral("knowledge_wide_2000x40_parallel32"), wideParallel);
    // One call at a time would take at least calls x delay, plus the same profiling.
    const double sequentialEstimateMs = double(wideParallel.report.modelCalls) * ModelDelayMs + double(wideProfile.wallMs);
    report(QStringLiteral("knowledge_wide_2000x40_sequential_estimate"), sequentialEstimateMs / 1000.0, QStringLiteral("s"));
    if (wideParallel.wallMs > 0)
        report(QStringLiteral("knowledge_wide_2000x40_speedup"), sequentialEstimateMs / double(wideParallel.wallMs), QStringLiteral("x"));
}

} // namespace assay::bench
