// The offline reader on input no analyst means to type, and on a schema far larger than the
// sample's: how long the reading takes (the budget is 200 ms a question) and what it made of it
// (declined, asked back, answered). Bad input is declined with a reason or read, in bounded time;
// nothing here may crash. ASSAY_SAMPLE_DB may name an existing sample database.

#include "bench.h"

#include "db/catalog.h"
#include "db/connection.h"
#include "knowledgebuild/localsnapshot.h"
#include "offline/offlineassistant.h"
#include "sample/retailgenerator.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>

using namespace assay;

namespace {

// "declined", "asked back" or "answered": what the reader made of a question.
QString outcome(const offline::Reading &r)
{
    if (r.askBack)
        return QStringLiteral("asked back");
    return r.understood ? QStringLiteral("answered") : QStringLiteral("declined");
}

// The slowest of three readings of each question, reported one by one and as the maximum.
double timeReadings(const offline::OfflineAssistant &assistant, const QList<std::pair<QString, QString>> &questions,
                    const QString &prefix)
{
    const QDate today(2024, 6, 15);
    double worst = 0;
    for (const auto &[name, question] : questions) {
        double slowest = 0;
        offline::Reading reading;
        for (int i = 0; i < 3; ++i) {
            QElapsedTimer t;
            t.start();
            reading = assistant.read(question, today);
            slowest = std::max(slowest, t.nsecsElapsed() / 1e6);
        }
        worst = std::max(worst, slowest);
        bench::report(QStringLiteral("%1_%2").arg(prefix, name), slowest, QStringLiteral("ms (%1)").arg(outcome(reading)));
    }
    return worst;
}

// A schema of `tables` tables of `columns` columns each, every table referring to the one before.
db::Catalog wideCatalog(int tables, int columns)
{
    db::Catalog c;
    for (int t = 0; t < tables; ++t) {
        db::TableInfo info;
        info.name = QStringLiteral("table_%1").arg(t);
        db::ColumnInfo key;
        key.name = QStringLiteral("id");
        key.type = QStringLiteral("INTEGER");
        key.primaryKey = true;
        info.columns << key;
        info.primaryKey = {key.name};
        if (t > 0) {
            db::ColumnInfo ref;
            ref.name = QStringLiteral("table_%1_id").arg(t - 1);
            ref.type = QStringLiteral("INTEGER");
            info.columns << ref;
            db::ForeignKeyInfo fk;
            fk.columns = {ref.name};
            fk.refTable = QStringLiteral("table_%1").arg(t - 1);
            fk.refColumns = {key.name};
            info.foreignKeys << fk;
        }
        for (int i = int(info.columns.size()); i < columns; ++i) {
            db::ColumnInfo col;
            col.name = QStringLiteral("measure_%1_%2").arg(t).arg(i);
            col.type = i % 3 == 0 ? QStringLiteral("TEXT") : QStringLiteral("REAL");
            info.columns << col;
        }
        c.tables << info;
    }
    return c;
}

} // namespace

ASSAY_BENCHMARK("offline-badinput",
                "the offline reader on bad input (2,000 words, stop words, other languages, SQL, emoji) and on a "
                "schema of 20,000 columns: reading time per question and what it made of it")
{
    QTemporaryDir dir;
    QString path = qEnvironmentVariable("ASSAY_SAMPLE_DB");
    if (path.isEmpty() || !QFileInfo::exists(path)) {
        path = dir.filePath(QStringLiteral("retail.sqlite"));
        if (const QString error = sample::generateRetailDatabase(path); !error.isEmpty()) {
            bench::skip(QStringLiteral("offline-badinput"), error);
            return;
        }
    }
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path;
    config.readOnly = true;
    auto connection = db::createConnection(config);
    if (db::DbError e = connection->open({}); !e.isNull()) {
        bench::skip(QStringLiteral("offline-badinput"), e.displayText());
        return;
    }
    db::Catalog catalog;
    connection->introspect(&catalog);
    const offline::OfflineAssistant sample(knowledge::buildLocalSnapshot(catalog, connection.get()), db::Engine::SQLite);

    QStringList words;
    const QStringList vocabulary = {QStringLiteral("revenue"), QStringLiteral("by"), QStringLiteral("region"),
                                    QStringLiteral("customers"), QStringLiteral("orders"), QStringLiteral("in"),
                                    QStringLiteral("2024"), QStringLiteral("Berlin"), QStringLiteral("qwzx"), QStringLiteral("the")};
    for (int i = 0; i < 2000; ++i)
        words << vocabulary[(i * 7) % vocabulary.size()];
    const QList<std::pair<QString, QString>> bad = {
        {QStringLiteral("words_2000"), words.join(QLatin1Char(' '))},
        {QStringLiteral("one_token_10000_chars"), QString(10000, QLatin1Char('x'))},
        {QStringLiteral("stop_words"), QStringLiteral("the of and to in is it that which for with as by on")},
        {QStringLiteral("german"), QStringLiteral("Wie hoch war der Umsatz pro Region im letzten Jahr?")},
        {QStringLiteral("chinese"), QStringLiteral("每个地区的收入是多少？")},
        {QStringLiteral("sql"), QStringLiteral("SELECT r.name, SUM(ol.amount) FROM order_lines ol JOIN orders o ON o.order_id = "
                                               "ol.order_id GROUP BY 1; DROP TABLE orders;")},
        {QStringLiteral("emoji"), QStringLiteral("💸💸 revenue 📈 by region 🌍?")},
        {QStringLiteral("only_emoji"), QStringLiteral("🤔🤔🤔")},
        {QStringLiteral("empty"), QString()},
        {QStringLiteral("typos"), QStringLiteral("totl revnue per quater in 2024 by regoin")},
    };
    const double worstBad = timeReadings(sample, bad, QStringLiteral("offline_badinput_read"));
    bench::report(QStringLiteral("offline_badinput_read_max"), worstBad, QStringLiteral("ms"));

    // 400 tables of 50 columns: 20,000 columns, no profiles or stored values (the catalog alone).
    QElapsedTimer t;
    t.start();
    const db::Catalog wide = wideCatalog(400, 50);
    const std::shared_ptr<knowledge::KnowledgeSnapshot> snapshot = knowledge::buildLocalSnapshot(wide, nullptr);
    bench::report(QStringLiteral("offline_wide_knowledge"), t.elapsed(), QStringLiteral("ms"));
    t.restart();
    const offline::OfflineAssistant assistant(snapshot, db::Engine::SQLite);
    bench::report(QStringLiteral("offline_wide_assistant_setup"), t.elapsed(), QStringLiteral("ms"));
    const QList<std::pair<QString, QString>> questions = {
        {QStringLiteral("count"), QStringLiteral("how many table_200 rows are there")},
        {QStringLiteral("measure"), QStringLiteral("total measure_5_1 by table_4")},
        {QStringLiteral("far_join"), QStringLiteral("average measure_399_2 by table_0")},
        {QStringLiteral("unknown"), QStringLiteral("which vocalists sold the most records last year")},
        {QStringLiteral("words_2000"), words.join(QLatin1Char(' '))},
    };
    const double worstWide = timeReadings(assistant, questions, QStringLiteral("offline_wide_read"));
    bench::report(QStringLiteral("offline_wide_read_max"), worstWide, QStringLiteral("ms"));
}
