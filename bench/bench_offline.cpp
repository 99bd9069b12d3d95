// The offline assistant on the sample database: how long reading a question takes (rules only)
// and how long a whole answer takes (read, run read-only, choose a chart, write the insight), for
// one question of each shape. The knowledge (profiles, stored values) is built once first and
// reported too. ASSAY_SAMPLE_DB may name an existing sample database; otherwise one is generated.

#include "bench.h"

#include "db/connection.h"
#include "knowledgebuild/contextbuilder.h"
#include "knowledge/knowledgesnapshot.h"
#include "knowledge/valueindex.h"
#include "offline/offlineassistant.h"
#include "sample/retailgenerator.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>

using namespace assay;

namespace {

double medianOf(QList<double> v) {
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

} // namespace

ASSAY_BENCHMARK(
    "offline",
    "the offline assistant on the sample database: reading and whole answers per question shape") {
    QTemporaryDir dir;
    QString path = qEnvironmentVariable("ASSAY_SAMPLE_DB");
    if (path.isEmpty() || !QFileInfo::exists(path)) {
        path = dir.filePath(QStringLiteral("retail.sqlite"));
        QElapsedTimer t;
        t.start();
        const QString error = sample::generateRetailDatabase(path);
        if (!error.isEmpty()) {
            bench::skip(QStringLiteral("offline"), error);
            return;
        }
        bench::report(QStringLiteral("offline_sample_generate"), t.elapsed(), QStringLiteral("ms"));
    }
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path;
    config.readOnly = true;
    auto connection = db::createConnection(config);
    if (db::DbError e = connection->open({}); !e.isNull()) {
        bench::skip(QStringLiteral("offline"), e.displayText());
        return;
    }
    QElapsedTimer t;
    t.start();
    auto snap = std::make_shared<knowledge::KnowledgeSnapshot>();
    connection->introspect(&snap->catalog);
    knowledge::ContextBuilder builder(*connection, snap->catalog, nullptr, nullptr, {});
    builder.build(snap->context, std::make_shared<db::CancelToken>());
    auto index = std::make_shared<knowledge::ValueIndex>();
    index->build(knowledge::ValueCollector(*connection).collectAll(snap->context.tables,
                                                                   std::make_shared<db::CancelToken>()));
    snap->values = index;
    bench::report(QStringLiteral("offline_knowledge_build"), t.elapsed(), QStringLiteral("ms"));

    t.restart();
    const offline::OfflineAssistant assistant(snap, db::Engine::SQLite);
    bench::report(QStringLiteral("offline_assistant_setup"), t.nsecsElapsed() / 1e6,
                  QStringLiteral("ms"));

    const QDate today(2024, 6, 15);
    const QList<std::pair<QString, QString>> questions = {
        {QStringLiteral("count"), QStringLiteral("how many customers")},
        {QStringLiteral("list_value"), QStringLiteral("list products in Board Games")},
        {QStringLiteral("by_dimension"), QStringLiteral("revenue by region")},
        {QStringLiteral("over_time"), QStringLiteral("monthly orders in 2023")},
        {QStringLiteral("top_n"), QStringLiteral("top 10 customers by spend")},
        {QStringLiteral("value_and_time"), QStringLiteral("how many orders from Berlin last year")},
        {QStringLiteral("share"), QStringLiteral("share of returns by category")},
        {QStringLiteral("superlative"), QStringLiteral("which store sold the most")},
        {QStringLiteral("average_per_entity"), QStringLiteral("average list price per category")},
        {QStringLiteral("decline"), QStringLiteral("why did sales drop?")},
    };
    QList<double> allAnswers, overheads;
    int over200 = 0;
    for (const auto &[name, question] : questions) {
        QList<double> reads, answers, sqlRuns;
        for (int i = 0; i < 5; ++i) {
            QElapsedTimer c;
            c.start();
            const offline::Reading reading = assistant.read(question, today);
            reads << c.nsecsElapsed() / 1e6;
            ask::AskRequest r;
            r.question = question;
            r.today = today;
            r.flavor = sql::Flavor::SQLite;
            c.restart();
            assistant.answer(r, *connection, {});
            answers << c.nsecsElapsed() / 1e6;
            // The SQL alone, all rows, on the same connection: what the database itself takes.
            if (reading.understood) {
                QList<db::Row> rows;
                db::ExecOptions o;
                o.readOnly = true;
                c.restart();
                connection->query(reading.sql, &rows, o);
                sqlRuns << c.nsecsElapsed() / 1e6;
            }
        }
        const double answerMs = medianOf(answers);
        allAnswers << answerMs;
        over200 += answerMs >= 200 ? 1 : 0;
        bench::report(QStringLiteral("offline_read_%1").arg(name), medianOf(reads),
                      QStringLiteral("ms"));
        bench::report(QStringLiteral("offline_answer_%1").arg(name), answerMs,
                      QStringLiteral("ms"));
        if (!sqlRuns.isEmpty()) {
            bench::report(QStringLiteral("offline_sql_%1").arg(name), medianOf(sqlRuns), QStringLiteral("ms"));
            overheads << answerMs - medianOf(sqlRuns);
        }
    }
    // What the assistant adds to the database's own time (reading, EXPLAIN, chart, insight): the
    // answers over 200 ms are the database aggregating hundreds of thousands of rows.
    bench::report(QStringLiteral("offline_answer_minus_sql_max"),
                  *std::max_element(overheads.begin(), overheads.end()), QStringLiteral("ms"));
    bench::report(QStringLiteral("offline_answer_median"), medianOf(allAnswers),
                  QStringLiteral("ms"));
    bench::report(QStringLiteral("offline_answer_max"),
                  *std::max_element(allAnswers.begin(), allAnswers.end()), QStringLiteral("ms"));
    bench::report(QStringLiteral("offline_answers_over_200ms"), over200,
                  QStringLiteral("questions"));
}
