// assay eval offline: the offline assistant (rules, no model) on Spider dev questions whose
// databases exist. Execution accuracy is evalsupport's comparison (result multisets, order only
// when the gold query orders); a declined question counts as not correct. Figures by the shape
// of the gold query (one table or joins; aggregation; nesting; set operations), the share
// declined, and a held-out part: databases are split deterministically (every third in sorted
// order is held out), so rules can be tuned on the others and checked on those.
//
// Knowledge is the no-model kind (profiles, inferred keys, stored values), built once per
// database, as the application has it before any model is configured.

#include "evalcommand.h"
#include "evalsupport.h"

#include "db/connection.h"
#include "knowledge/knowledgesnapshot.h"
#include "knowledge/localsnapshot.h"
#include "offline/offlineassistant.h"

#include <QElapsedTimer>
#include <QRegularExpression>

using namespace assay;

namespace {

// The shapes a gold query can have; a query may have several.
QStringList goldShapes(const QString &sql) {
    static const QRegularExpression join(QStringLiteral("\\bjoin\\b"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression agg(
        QStringLiteral("\\b(count|sum|avg|min|max)\\s*\\(|\\bgroup\\s+by\\b"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression setop(QStringLiteral("\\b(union|intersect|except)\\b"),
                                          QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression nested(QStringLiteral("\\(\\s*select\\b"),
                                           QRegularExpression::CaseInsensitiveOption);
    QStringList out;
    out << (join.match(sql).hasMatch() ? QStringLiteral("join") : QStringLiteral("single"));
    if (agg.match(sql).hasMatch())
        out << QStringLiteral("agg");
    if (nested.match(sql).hasMatch())
        out << QStringLiteral("nested");
    if (setop.match(sql).hasMatch())
        out << QStringLiteral("setop");
    if (out.size() == 1)
        out << QStringLiteral("plain"); // no aggregation, nesting or set operation
    return out;
}

struct Tally {
    int n = 0, ex = 0, declined = 0;
    void add(bool correct, bool decline) {
        ++n;
        ex += correct ? 1 : 0;
        declined += decline ? 1 : 0;
    }
};

} // namespace

ASSAY_EVAL("offline", "the offline assistant (no model): execution accuracy by query shape, "
                      "decline rate, held-out databases")
(const app::EvalArgs &args, app::EvalOutput &out) {
    if (args.spiderDir.isEmpty()) {
        out.note(QStringLiteral("assay eval offline needs --spider DIR (Spider's layout with "
                                "database/<db>/<db>.sqlite)"));
        return 2;
    }
    eval::Dataset dataset;
    if (!app::loadDataset(args.spiderDir, &dataset, out))
        return 1;
    QStringList withDatabase;
    for (const QString &dbId : dataset.databaseIds())
        if (dataset.hasDatabase(dbId))
            withDatabase << dbId;
    withDatabase.sort();
    QSet<QString> heldOut;
    for (int i = 0; i < withDatabase.size(); ++i)
        if (i % 3 == 2)
            heldOut.insert(withDatabase[i]);
    QStringList heldOutList(heldOut.begin(), heldOut.end());
    heldOutList.sort();

    struct Db {
        std::shared_ptr<db::Connection> connection;
        std::shared_ptr<knowledge::KnowledgeSnapshot> knowledge;
        std::unique_ptr<offline::OfflineAssistant> assistant;
    };
    std::map<QString, Db> dbs;
    Tally all, tune, held;
    QMap<QString, Tally> byShape;
    int goldFailed = 0, answered = 0, answeredRight = 0, count = 0, failedSql = 0;
    qint64 totalMs = 0;
    qint64 maxMs = 0;
    const QDate today(2025, 6, 30); // fixed, so relative time words read the same every run
    for (const eval::EvalQuestion &q : dataset.questions()) {
        if (args.limit > 0 && count++ >= args.limit)
            break;
        if (!dataset.hasDatabase(q.dbId))
            continue;
        auto it = dbs.find(q.dbId);
        if (it == dbs.end()) {
            db::ConnectionConfig config;
            config.engine = db::Engine::SQLite;
            config.filePath = dataset.databasePath(q.dbId);
            config.readOnly = true;
            std::shared_ptr<db::Connection> c(db::createConnection(config).release());
            if (db::DbError e = c->open({})) {
                out.note(e.displayText());
                continue;
            }
            db::Catalog catalog;
            c->introspect(&catalog);
            Db entry;
            entry.connection = c;
            entry.knowledge = knowledge::buildLocalSnapshot(catalog, c.get());
            entry.assistant =
                std::make_unique<offline::OfflineAssistant>(entry.knowledge, db::Engine::SQLite);
            it = dbs.emplace(q.dbId, std::move(entry)).first;
        }
        db::Connection *c = it->second.connection.get();
        QList<db::Row> gold;
        db::ExecOptions o;
        o.readOnly = true;
        o.timeoutMs = 60000;
        if (!c->query(q.goldSql, &gold, o).ok()) {
            ++goldFailed;
            continue;
        }
        ask::AskRequest r;
        r.question = q.question;
        r.flavor = sql::Flavor::SQLite;
        r.allowClarification = false;
        r.writeInsight = false;
        r.rowCap = 200000;
        r.timeoutMs = 60000;
        r.today = today;
        QElapsedTimer timer;
        timer.start();
        const ask::AskResult result =
            it->second.assistant->answer(r, *c, std::make_shared<db::CancelToken>());
        const qint64 ms = timer.elapsed();
        totalMs += ms;
        maxMs = std::max(maxMs, ms);
        const bool decline =
            !result.answered() && (result.steps.isEmpty() || result.steps.first().sql.isEmpty());
        bool correct = false;
        if (result.answered()) {
            ++answered;
            correct = app::sameResult(gold, result.steps.first().sample.rows,
                                      app::ordersResult(q.goldSql));
            answeredRight += correct ? 1 : 0;
        } else if (!decline) {
            ++failedSql;
        }
        if (args.verbose)
            out.note(
                QStringLiteral("%1 #%2 %3 | %4 | %5 | gold: %6")
                    .arg(q.dbId)
                    .arg(q.index)
                    .arg(correct ? QStringLiteral("OK")
                                 : (decline ? QStringLiteral("DECLINED") : QStringLiteral("WRONG")),
                         q.question,
                         result.answered() ? result.steps.first().sql.simplified()
                                           : result.message.left(100),
                         q.goldSql.simplified()));
        all.add(correct, decline);
        (heldOut.contains(q.dbId) ? held : tune).add(correct, decline);
        for (const QString &s : goldShapes(q.goldSql))
            byShape[s].add(correct, decline);
    }
    auto rate = [](int a, int n) { return n ? double(a) / n : 0.0; };
    out.figure(QStringLiteral("databases"), double(dbs.size()));
    out.figure(QStringLiteral("heldout_databases"), heldOutList.join(QLatin1Char(',')));
    out.figure(QStringLiteral("questions"), all.n);
    out.figure(QStringLiteral("gold_sql_failed"), goldFailed);
    out.figure(QStringLiteral("answered"), rate(answered, all.n));
    out.figure(QStringLiteral("declined"), rate(all.declined, all.n));
    out.figure(QStringLiteral("query_failed"), rate(failedSql, all.n));
    out.figure(QStringLiteral("precision_answered"), rate(answeredRight, answered));
    for (auto s = byShape.constBegin(); s != byShape.constEnd(); ++s) {
        out.figure(QStringLiteral("questions_") + s.key(), s.value().n);
        out.figure(QStringLiteral("declined_") + s.key(), rate(s.value().declined, s.value().n));
        out.figure(QStringLiteral("ex_") + s.key(), rate(s.value().ex, s.value().n));
    }
    out.figure(QStringLiteral("ms_avg"), all.n ? double(totalMs) / all.n : 0);
    out.figure(QStringLiteral("ms_max"), double(maxMs));
    out.figure(QStringLiteral("questions_tune"), tune.n);
    out.figure(QStringLiteral("declined_tune"), rate(tune.declined, tune.n));
    out.figure(QStringLiteral("ex_tune"), rate(tune.ex, tune.n));
    out.figure(QStringLiteral("questions_heldout"), held.n);
    out.figure(QStringLiteral("declined_heldout"), rate(held.declined, held.n));
    out.figure(QStringLiteral("ex_heldout"), rate(held.ex, held.n));
    out.figure(QStringLiteral("ex"), rate(all.ex, all.n));
    return 0;
}
